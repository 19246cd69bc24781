"""Contamination and junk guard end to end (issue 8, item 4).

Each kind of junk is pasted into its own daily note; every fragment that comes out of it gets
votes from searches on three days with three different queries (the default recall and query
gates are 3; `min_score` is lowered to 0.5 so a score gate cannot hide the guard). The gate
checklist proves every gate but `promotable` passes. Then the whole dream cycle runs with
`deep.apply = "auto"`, and the test asserts the junk is never a deep winner and never reaches MEMORY.md:
each chunk of the pasted text is either rejected at ingestion (never a fragment) or a fragment
stopped at the `promotable` gate. A real rule in the same workspace, voted for the same way, is
promoted — so the votes are enough and the cycle did run.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.documents.chunking import chunk_daily_note
from memtui.engine.documents.dreams_file import (
    LightCandidateLine,
    ThemeLine,
    TruthLine,
    append_diary_entry,
    render_deep_block,
    render_light_block,
    render_rem_block,
    replace_managed_block,
)
from memtui.engine.documents.memory_file import promotion_keys
from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.explain import gate_checklist
from memtui.engine.dream.narrative import PLACEHOLDER_EN, PLACEHOLDER_ZH
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search, query_terms
from memtui.engine.store import Store
from memtui.engine.store.fragments import FragmentView, load_views, score_views
from memtui.engine.text import claim_key
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

RULE = (
    "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 "
    "规范：今后所有测试必须使用真实数据库，不接受 mock。"
)
NIGHT = at("2026-06-21T03:00:00")
VOTE_DAYS = ("2026-06-16", "2026-06-17", "2026-06-18")

# --- the junk, as an agent or a user would paste it into a daily note -------------------------

_LIGHT_BLOCK = render_light_block(
    [
        LightCandidateLine(
            "部署流程: 发布前必须在 staging 环境验证; 回滚脚本放在 ops/rollback.sh",
            0.62,
            "memory/2026-06-15.md",
            3,
            4,
            5,
        ),
        LightCandidateLine(
            "Backups: nightly pg_dump of the billing db goes to the glacier bucket, kept 35 days",
            0.58,
            "memory/2026-06-14.md",
            2,
            2,
            3,
        ),
    ]
)
_TRUTH = "团队约定: 每天早上十点开站会，周五改为异步文字更新"
_REM_BLOCK = render_rem_block(
    [ThemeLine("数据库", 3, 0.9, ["memory/2026-06-15.md:3-4"])],
    [TruthLine(_TRUTH, 0.7, "memory/2026-06-16.md:2-2", 3)],
)
_DIARY_PROSE = (
    "The afternoon kept circling back to one stubborn lesson. A mock that behaved perfectly on "
    "my desk had quietly hidden a migration bug, and only the real weight of production brought "
    "it into the light."
)
_DREAMS_DIARY = append_diary_entry(
    "", datetime.fromisoformat("2026-06-20T03:01:00+08:00"), _DIARY_PROSE
)
_WHOLE_DREAMS = replace_managed_block(
    replace_managed_block(
        replace_managed_block(_DREAMS_DIARY, "light", _LIGHT_BLOCK), "rem", _REM_BLOCK
    ),
    "deep",
    render_deep_block(1, 1, 0, []),
)

JUNK: dict[str, str] = {
    # Light Sleep candidates exactly as DREAMS.md shows them, markers and heading left out.
    "staged_light_block": "## 昨晚的整理\n" + _LIGHT_BLOCK + "\n",
    "staged_rem_block": "## 反思\n" + _REM_BLOCK + "\n",
    "promotion_metadata": (
        "## 从 MEMORY.md 复制\n"
        "<!-- openclaw-memory-promotion:3f2a9c81d0e4 -->\n"
        "- 发布前必须在 staging 环境验证 [score=0.900 recalls=5 avg=0.700 "
        "source=memory/2026-06-15.md:3-4]\n"
        "\n"
        "- Backups go to the glacier bucket [score=0.874 recalls=4 avg=0.812 "
        "source=memory/2026-06-14.md:2-2]\n"
    ),
    "diary_entry_with_markers": "## 粘贴 DREAMS.md\n" + _WHOLE_DREAMS,
    "diary_placeholders": (
        "## 日记占位\n" + PLACEHOLDER_EN + "\n\n" + PLACEHOLDER_ZH + "\n\n"
        "A memory trace surfaced, but details were unavailable in this run.\n"
    ),
    "shell_commands": (
        "## 常用命令\n"
        "$ docker compose -f deploy/docker-compose.prod.yml up -d --build\n"
        "kubectl -n billing rollout restart deployment/invoice-worker\n"
        "\n"
        '- `pip install -e ".[dev]"`\n'
        "- `psql -h 127.0.0.1 -U memtui memtui_test`\n"
        "\n"
        "sudo systemctl restart nginx.service\n"
        "\n"
        "git rebase -i HEAD~3\n"
    ),
    "stack_trace_js": (
        "## 前端报错\n"
        "TypeError: Cannot read properties of undefined (reading 'map')\n"
        "    at InvoiceList (src/components/InvoiceList.tsx:42:17)\n"
        "    at renderWithHooks (node_modules/react-dom/cjs/react-dom.development.js:14985:18)\n"
        "    at mountIndeterminateComponent (node_modules/react-dom/cjs/react-dom.development.js:17811:13)\n"
    ),
    "stack_trace_java": (
        "## 服务端报错\n"
        'Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()"\n'
        "\tat com.acme.billing.InvoiceService.total(InvoiceService.java:57)\n"
        "\tat com.acme.billing.Main.main(Main.java:12)\n"
    ),
    "stack_trace_python_short": (
        "## 报错\n"
        "Traceback (most recent call last):\n"
        '  File "/srv/app/billing/worker.py", line 88, in process_invoice\n'
        "    total = compute_total(invoice.lines)\n"
        "KeyError: 'currency_code'\n"
    ),
    "stack_trace_python_two_frames": (
        "## 报错\n"
        "Traceback (most recent call last):\n"
        '  File "/srv/app/billing/worker.py", line 88, in process_invoice\n'
        "    total = compute_total(invoice.lines)\n"
        '  File "/srv/app/billing/money.py", line 12, in compute_total\n'
        "    return sum(line.amount for line in lines)\n"
        "TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'\n"
    ),
    "bare_timestamps": (
        "## 时间\n2026-06-15 14:32:07\n\n- 2026-06-15T14:32:07+08:00\n\n[14:32:07]\n\n1718433127\n"
    ),
    "bare_timestamps_consecutive_lines": "## 打卡\n2026-06-15 09:02:11\n2026-06-15 18:47:53\n",
}

_STAGED_SPLIT = (
    "engine bug (memtui/engine/guard.py _is_staged_block vs chunking.chunk_daily_note): a pasted "
    "Light Sleep candidate is 5 lines (`- Candidate:`, confidence, evidence, recalls, status) but "
    "MAX_CHUNK_LINES=4 splits it, so no chunk holds lead+confidence+evidence+recalls+status; "
    "'Candidate: …; confidence: 0.62; evidence: memory/…; recalls: 5' and '…; status: staged' "
    "are stored as promotable fragments"
)
_PY_TRACE_SPLIT = (
    "engine bug (memtui/engine/guard.py _STACK_TRACE_RES): a Python traceback with two frames is "
    "7 lines; the 4-line chunk cap leaves a tail chunk '报错: return sum(…) TypeError: unsupported "
    'operand type(s) …\' with no `Traceback`/`File "…", line N` in it, and no pattern matches '
    "a bare `SomethingError: …` exception line, so the tail is stored promotable"
)
SPLIT_BY_CHUNKER = {
    "staged_light_block": _STAGED_SPLIT,
    "stack_trace_python_two_frames": _PY_TRACE_SPLIT,
}


# --- helpers ----------------------------------------------------------------------------------


def auto_ws(root: Path) -> Workspace:
    """Default gates and weights, but the winners are written to MEMORY.md by the cycle."""
    (root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]\napply = "auto"\n'
        "min_score = 0.5\n",
        encoding="utf-8",
    )
    return open_workspace(root)


def queries_for(text: str) -> list[str]:
    """Three different queries whose every term is in `text` (so each hit scores ≥ 0.7)."""
    words = [t.word for t in query_terms(text)]
    variants = [" ".join(words), *(" ".join(words[i::2]) for i in range(2))]
    out = list(dict.fromkeys(v for v in variants if v.strip()))
    while len(out) < 3:  # very short texts: the same words, reordered
        out.append(" ".join([*reversed(words), *words[: len(out)]]))
    return out[:3]


def fragments_of(store: Store, path: str) -> list[FragmentView]:
    with store.session() as s:
        return [v for v in load_views(store, s) if any(o.path == path for o in v.occurrences)]


def vote_on_three_days(store: Store, ws: Workspace, views: list[FragmentView]) -> None:
    for view in views:
        for day, query in zip(VOTE_DAYS, queries_for(view.text), strict=True):
            result = memory_search(store, ws, query, at(f"{day}T10:00:00"), limit=50)
            assert view.key in {h.fragment.key for h in result.hits if h.fragment}, query


def junk_path(kind: str) -> str:
    return f"memory/2026-06-15-{kind.replace('_', '-')}.md"


def check_kinds(ws_root: Path, store_url: str, kinds: list[str]) -> None:
    """Paste each kind into its own note, vote, dream, and check no chunk of it got through."""
    ws = auto_ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
        for kind in kinds:
            (ws.root / junk_path(kind)).write_text(JUNK[kind], encoding="utf-8")
        report = ingest(store, ws, at("2026-06-15T22:00:00"))
        vote_on_three_days(store, ws, fragments_of(store, "memory/2026-06-15.md"))
        for kind in kinds:
            vote_on_three_days(store, ws, fragments_of(store, junk_path(kind)))
        cycle = run_cycle(store, ws, NIGHT)
        deep = cycle.get("deep").report  # type: ignore[union-attr]
        memory = (ws.root / "MEMORY.md").read_text(encoding="utf-8")
        # The control: the real rule, voted for the same way, passed every gate and was written.
        assert claim_key(RULE) in deep.applied  # type: ignore[union-attr]
        assert promotion_keys(memory) == {claim_key(RULE)}
        thresholds = ws.config.dreaming.deep.thresholds()
        gate_of = {r.key: r.gate for r in deep.rejected}  # type: ignore[union-attr]
        winners = {w.key for w in deep.winners}  # type: ignore[union-attr]
        for kind in kinds:
            path = junk_path(kind)
            rejected = {
                (r.start_line, r.end_line): r.reason for r in report.rejected if r.path == path
            }
            views = fragments_of(store, path)
            score_views(views, NIGHT, thresholds)
            for chunk in chunk_daily_note(JUNK[kind]):
                span = (chunk.start_line, chunk.end_line)
                located = [
                    v
                    for v in views
                    if any(
                        (o.path, o.start_line, o.end_line) == (path, *span) for o in v.occurrences
                    )
                ]
                if not located:
                    # Never a fragment: ingestion said why.
                    assert rejected.get(span), f"{kind}: chunk {span} vanished without a reason"
                    continue
                view = located[0]
                checks = {c.gate: c.passed for c in gate_checklist(view, NIGHT, thresholds)}
                assert not checks["promotable"], f"{kind}: promotable junk {view.text!r}"
                # It had the votes: every other gate passes, only `promotable` stops it (junk is
                # no durable knowledge either; that gate comes after).
                assert all(
                    ok for gate, ok in checks.items() if gate not in ("promotable", "durable")
                ), (
                    kind,
                    checks,
                )
                assert gate_of[view.key] == "promotable", kind
                assert view.key not in winners, kind
            assert path not in memory, kind
            # memtui never rewrites notes.
            assert (ws.root / path).read_text(encoding="utf-8") == JUNK[kind]
    finally:
        store.close()


# --- the tests --------------------------------------------------------------------------------


def test_junk_is_never_promoted(ws_root: Path, store_url: str) -> None:
    check_kinds(ws_root, store_url, list(JUNK))


@pytest.mark.parametrize("kind", list(SPLIT_BY_CHUNKER))
def test_junk_split_by_the_chunker_is_never_promoted(
    ws_root: Path, store_url: str, kind: str
) -> None:
    check_kinds(ws_root, store_url, [kind])


def test_contamination_reasons_reported_at_ingestion(ws: Workspace, store: Store) -> None:
    """Dream-output shapes never become fragments; the ingest report says which shape it was."""
    expected = {
        "staged_rem_block": {"dream_output"},  # blanked by the chunker, reported by ingestion
        "promotion_metadata": {"promotion_metadata"},
        "diary_placeholders": {"diary_prose"},
    }
    for kind in expected:
        (ws.root / junk_path(kind)).write_text(JUNK[kind], encoding="utf-8")
    report = ingest(store, ws, at("2026-06-15T22:00:00"))
    assert report.fragments_new == 0 and report.files_read == len(expected)
    for kind, reasons in expected.items():
        assert {r.reason for r in report.rejected if r.path == junk_path(kind)} == reasons, kind
