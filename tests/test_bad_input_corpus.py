"""Bad input (issue 8, item 3): the corpus in tests/corpus/ and the huge files generated here.

Every case runs on a workspace that already holds memories (a note ingested days ago and voted
for), then dreams or ingests, and checks: no crash, a clear message in the report
(IngestReport.files_failed / broken_lines / rejected, or the run record), nothing already stored
lost (every fragment, its text, votes and occurrences), and the bad file itself untouched.
tests/corpus/README.md lists the cases.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from conftest import RUNNING_EXAMPLE_NOTE, at, write_note
from hypothesis import given, settings
from hypothesis import strategies as st

from memtui.engine.cycle import CycleReport, run_cycle
from memtui.engine.errors import DocumentError
from memtui.engine.fragments import FragmentView, load_views
from memtui.engine.ingest import IngestReport, ingest
from memtui.engine.memory_file import parse_promotions, promotion_keys
from memtui.engine.recall import memory_get, memory_search
from memtui.engine.review import approve, list_promotions
from memtui.engine.store import Store
from memtui.engine.text import claim_key
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

CORPUS = Path(__file__).parent / "corpus"
NIGHT = at("2026-06-21T03:00:00")
DAY = "2026-06-20"
RULE = (
    "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 "
    "规范：今后所有测试必须使用真实数据库，不接受 mock。"
)
DEPLOY = "部署流程: 发布前必须在 staging 环境验证; 回滚脚本放在 ops/rollback.sh"
USER_NOTE = "用户笔记: 周三与客户确认了发票模板的新字段，需要在月底前上线"


# --- what "nothing lost" means ----------------------------------------------------------------


@dataclass(frozen=True)
class Kept:
    text: str
    recall_count: int
    daily_count: int
    occurrences: frozenset[tuple[str, int, int]]


def all_views(store: Store) -> list[FragmentView]:
    with store.session() as s:
        return load_views(store, s)


def snapshot(store: Store) -> dict[str, Kept]:
    return {
        v.key: Kept(
            v.text,
            v.recall_count,
            v.daily_count,
            frozenset((o.path, o.start_line, o.end_line) for o in v.occurrences),
        )
        for v in all_views(store)
    }


def assert_nothing_lost(store: Store, before: dict[str, Kept]) -> None:
    after = snapshot(store)
    for key, kept in before.items():
        assert key in after, f"fragment {kept.text!r} was lost"
        now = after[key]
        assert now.text == kept.text
        assert now.recall_count >= kept.recall_count and now.daily_count >= kept.daily_count
        assert now.occurrences >= kept.occurrences


def seed(store: Store, ws: Workspace) -> dict[str, Kept]:
    """Memories stored before the bad input arrives: a note from 06-10, recalled twice."""
    write_note(
        ws,
        "2026-06-10",
        RUNNING_EXAMPLE_NOTE.format(day="2026-06-10")
        + "\n## 部署流程\n- 发布前必须在 staging 环境验证\n- 回滚脚本放在 ops/rollback.sh\n",
    )
    ingest(store, ws, at("2026-06-10T22:00:00"))
    assert memory_search(store, ws, "真实数据库", at("2026-06-11T10:00:00")).votes_recorded
    assert memory_search(store, ws, "staging 回滚", at("2026-06-12T10:00:00")).votes_recorded
    before = snapshot(store)
    assert {k.text for k in before.values()} == {RULE, DEPLOY}
    return before


def fragments_from(store: Store, rel: str) -> list[FragmentView]:
    return [v for v in all_views(store) if any(o.path == rel for o in v.occurrences)]


def assert_runs_ok(store: Store, count: int = 3) -> None:
    runs = store.recent_runs(count)
    assert [r.outcome for r in runs] == ["ok"] * count, [(r.phase, r.error) for r in runs]


def place(ws: Workspace, name: str) -> tuple[Path, str]:
    """Copy a corpus file into the workspace: notes as memory/2026-06-20-<name>, transcripts in
    sessions/. Returns the copy and its workspace-relative path."""
    source = CORPUS / name
    if name.endswith(".jsonl"):
        target = ws.sessions_dir / "agent" / name
    else:
        target = ws.memory_dir / f"{DAY}-{name}"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    return target, ws.relpath(target)


def dream(store: Store, ws: Workspace, when: Any = NIGHT) -> tuple[CycleReport, IngestReport]:
    report = run_cycle(store, ws, when)
    light = report.get("light")
    assert light is not None
    return report, light.report.ingest  # type: ignore[union-attr]


# --- the committed corpus ---------------------------------------------------------------------


def _failed(*needles: str) -> Callable[..., None]:
    def check(ing: IngestReport, rel: str, store: Store, ws: Workspace) -> None:
        reasons = {f.path: f.reason for f in ing.files_failed}
        assert rel in reasons, ing.files_failed
        for needle in needles:
            assert needle in reasons[rel], reasons[rel]
        assert fragments_from(store, rel) == []

    return check


def _no_fragments(ing: IngestReport, rel: str, store: Store, ws: Workspace) -> None:
    assert not ing.files_failed and ing.files_read >= 1
    assert fragments_from(store, rel) == []


def _fragments(expected: dict[str, tuple[int, int]]) -> Callable[..., None]:
    """These texts, at these line ranges, and memory_get of each range gives the same lines."""

    def check(ing: IngestReport, rel: str, store: Store, ws: Workspace) -> None:
        assert not ing.files_failed
        found = {
            v.text: (o.start_line, o.end_line)
            for v in fragments_from(store, rel)
            for o in v.occurrences
            if o.path == rel
        }
        for text, span in expected.items():
            assert found.get(text) == span, (text, found)
            got = memory_get(
                store, ws, rel, NIGHT, from_line=span[0], lines=span[1] - span[0] + 1, vote=False
            )
            assert len(got.lines) == span[1] - span[0] + 1
            for line in got.lines:
                assert line.strip().removeprefix("- ") in text, (line, text)

    return check


def _nested(ing: IngestReport, rel: str, store: Store, ws: Workspace) -> None:
    assert not ing.files_failed
    texts = [v.text for v in fragments_from(store, rel)]
    assert any("第 200 层 level 200 of the generated tree" in t for t in texts), texts[-3:]
    assert any(t.startswith("结论: 嵌套太深的清单也要能读完") for t in texts)
    assert len(texts) >= 50


def _user_text_kept(ing: IngestReport, rel: str, store: Store, ws: Workspace) -> None:
    assert not ing.files_failed
    assert USER_NOTE in [v.text for v in fragments_from(store, rel)]


def _broken_lines(ing: IngestReport, rel: str, store: Store, ws: Workspace) -> None:
    assert not ing.files_failed
    assert {(b.path, b.reason) for b in ing.broken_lines} == {
        (f"{rel}:2", "invalid JSON"),
        (f"{rel}:4", "invalid JSON"),
        (f"{rel}:5", "not a JSON object"),
        (f"{rel}:6", "not UTF-8"),
        (f"{rel}:9", "invalid JSON"),
    }
    texts = {v.text for v in fragments_from(store, rel)}
    assert texts == {
        "User: We decided the invoice worker retries three times before paging",
        "Assistant: Noted: three retries, then the on-call engineer gets paged",
        "User: Also the nightly export must finish before six in the morning",
    }


CORPUS_CASES: dict[str, Callable[..., None]] = {
    "empty.md": _no_fragments,
    "binary-png.md": _failed("binary file (NUL bytes)", "not a Markdown note"),
    "gbk.md": _failed("not UTF-8 text", "re-save it as UTF-8"),
    "latin1.md": _failed("not UTF-8 text", "invalid byte 0xe9", "re-save it as UTF-8"),
    "mixed-line-endings.md": _fragments(
        {
            "杂项: weekly sync moved to Thursday afternoon": (3, 3),
            RULE: (6, 7),
            "发布: 发布前必须在 staging 环境验证; 回滚脚本放在 ops/rollback.sh": (10, 11),
        }
    ),
    "bom.md": _fragments({"团队约定: 每天早上十点开站会，周五改为异步文字更新": (2, 2)}),
    "nested-lists-200.md": _nested,
    "headings-only.md": _no_fragments,
    "markers-start-without-end.md": _user_text_kept,
    "markers-end-without-start.md": _user_text_kept,
    "markers-nested.md": _user_text_kept,
    "session-broken-lines.jsonl": _broken_lines,
}


def test_every_corpus_file_has_a_case_and_a_readme_line() -> None:
    # Files only: secrets/ is the secret corpus (tests/test_secret_corpus.py).
    files = {
        p.name
        for p in CORPUS.iterdir()
        if p.is_file() and p.name not in ("README.md", ".gitattributes")
    }
    assert files == set(CORPUS_CASES)
    readme = (CORPUS / "README.md").read_text(encoding="utf-8")
    for name in files:
        assert f"`{name}`" in readme, name


@pytest.mark.parametrize("name", sorted(CORPUS_CASES))
def test_corpus_file(ws: Workspace, store: Store, name: str) -> None:
    before = seed(store, ws)
    copy, rel = place(ws, name)
    original = copy.read_bytes()
    _, ing = dream(store, ws)
    CORPUS_CASES[name](ing, rel, store, ws)
    assert_runs_ok(store)
    assert_nothing_lost(store, before)
    assert copy.read_bytes() == original  # memtui never rewrites a note or a transcript
    # A second night: nothing new, nothing lost, still no crash.
    _, again = dream(store, ws, at("2026-06-22T03:00:00"))
    assert again.fragments_new == 0
    assert_runs_ok(store)
    assert_nothing_lost(store, before)


_DREAM_SIGNS = (
    "Candidate:",
    "confidence:",
    "evidence:",
    "status: staged",
    "[confidence=",
    "kept surfacing",
    "candidate(s)",
    "stubborn lesson",
    "CST*",
)
_END_ONLY = (
    "engine bug (memtui/engine/chunking.py blank_managed_blocks + memtui/engine/guard.py): with "
    "the start markers gone, `# Dream Diary` and `## Deep Sleep` are not strip headings (only "
    "Light/REM are), the stray end markers are just blanked, so the diary prose ('Dream Diary: "
    "The afternoon kept circling back…') and the deep summary ('Deep Sleep: Ranked 1 "
    "candidate(s)…; Promoted 1 candidate(s) into MEMORY.md.') are stored as promotable "
    "fragments; guard._DIARY_MARKER_RE looks for a '# Dream Diary' line, which a chunk never "
    "holds (the heading becomes the 'Dream Diary: ' prefix)"
)
_NESTED = (
    "engine bug (memtui/engine/chunking.py _strip_end): a light block whose end marker comes "
    "after a nested rem block is blanked only up to the nested start marker; after "
    "`rem:end` the rest of the light block ('- Candidate: 发布规范… confidence… status: "
    "staged') is chunked, and the 4-line chunk cap splits the candidate so the guard's "
    "staged-block check misses it: 'Candidate: 发布规范: …; confidence: 0.62; evidence: …; "
    "recalls: 5' is a promotable fragment"
)


@pytest.mark.parametrize(
    "name",
    [
        "markers-start-without-end.md",
        "markers-end-without-start.md",
        "markers-nested.md",
    ],
)
def test_dream_output_in_unbalanced_markers_never_becomes_a_fragment(
    ws: Workspace, store: Store, name: str
) -> None:
    before = seed(store, ws)
    _, rel = place(ws, name)
    _, ing = dream(store, ws)
    texts = [v.text for v in fragments_from(store, rel)]
    leaked = [t for t in texts if any(sign in t for sign in _DREAM_SIGNS)]
    assert leaked == [], leaked
    assert texts == [USER_NOTE]
    assert_nothing_lost(store, before)


# --- huge files, generated here ---------------------------------------------------------------


def test_huge_50mb_note_is_skipped_with_a_reason(ws: Workspace, store: Store) -> None:
    before = seed(store, ws)
    huge = ws.memory_dir / f"{DAY}-huge.md"
    line = ("- 迁移计划 the long line about the database migration plan and its steps\n").encode()
    with huge.open("wb") as fh:
        block = line * 4096
        while fh.tell() < 50 * 1024 * 1024:
            fh.write(block)
    size, mtime = huge.stat().st_size, huge.stat().st_mtime_ns
    _, ing = dream(store, ws)
    reason = {f.path: f.reason for f in ing.files_failed}[f"memory/{DAY}-huge.md"]
    assert re.search(r"too large \(5\d\.\d MB > 8 MB\); split it", reason), reason
    assert_runs_ok(store)
    assert_nothing_lost(store, before)
    assert (huge.stat().st_size, huge.stat().st_mtime_ns) == (size, mtime)


def test_ten_thousand_line_note(ws: Workspace, store: Store) -> None:
    """A pasted build log of 10 000 lines with the day's conclusion at the very end."""
    before = seed(store, ws)
    log = [
        "worker heartbeat ok, queue depth normal",
        "retrying upload of nightly report",
        "",
        "cache warmed for tenant pool",
        "ok",
        "",
    ]
    lines = ["## 构建日志"]
    while len(lines) < 9996:
        lines += log
    lines = [
        *lines[:9996],
        "",
        "## 结论",
        "夜间构建的失败都来自同一个过期的镜像缓存，清掉后恢复正常",
        "",
    ]
    assert len(lines) == 10_000
    path = write_note(ws, DAY, "\n".join(lines))
    rel = ws.relpath(path)
    _, ing = dream(store, ws)
    assert not ing.files_failed and ing.fragments_new == 3
    conclusion = "结论: 夜间构建的失败都来自同一个过期的镜像缓存，清掉后恢复正常"
    (view,) = [v for v in fragments_from(store, rel) if v.text == conclusion]
    assert [(o.start_line, o.end_line) for o in view.occurrences] == [(9999, 9999)]
    got = memory_get(store, ws, rel, NIGHT, from_line=9999, lines=1, vote=False)
    assert got.lines == ["夜间构建的失败都来自同一个过期的镜像缓存，清掉后恢复正常"]
    heartbeat = next(v for v in fragments_from(store, rel) if "heartbeat" in v.text)
    assert len(heartbeat.occurrences) > 1600  # every repeat is an occurrence of one fragment
    assert_runs_ok(store)
    assert_nothing_lost(store, before)
    # Unchanged: the next run reads nothing.
    assert ingest(store, ws, at("2026-06-21T22:00:00")).files_unchanged >= 2


def _session_line(n: int, role: str, text: str) -> bytes:
    record = {
        "type": "message",
        "timestamp": f"{DAY}T0{n}:00:00+08:00",
        "message": {"role": role, "content": [{"type": "text", "text": text}]},
    }
    return json.dumps(record, ensure_ascii=False).encode() + b"\n"


def _transcript_with_gigantic_line(path: Path, size: int) -> None:
    """Good message, one tool-output-sized line of `size` bytes, good message."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        fh.write(_session_line(1, "user", "Ship the invoice export behind a feature flag first"))
        fh.write(b'{"type": "message", "message": {"role": "assistant", "content": "')
        chunk = b"x" * (1024 * 1024)
        for _ in range(size // len(chunk)):
            fh.write(chunk)
        fh.write(b'"}}\n')
        fh.write(
            _session_line(3, "assistant", "Done: the export is behind the invoice_export flag")
        )


GOOD_SESSION_TEXTS = {
    "User: Ship the invoice export behind a feature flag first",
    "Assistant: Done: the export is behind the invoice_export flag",
}


def test_session_with_a_2mb_line_skips_only_that_line(ws: Workspace, store: Store) -> None:
    before = seed(store, ws)
    path = ws.sessions_dir / "agent" / "long-line.jsonl"
    _transcript_with_gigantic_line(path, 2 * 1024 * 1024)
    rel = ws.relpath(path)
    _, ing = dream(store, ws)
    assert [(b.path, b.reason) for b in ing.broken_lines] == [(f"{rel}:2", "line too long")]
    assert {v.text for v in fragments_from(store, rel)} == GOOD_SESSION_TEXTS
    assert_runs_ok(store)
    assert_nothing_lost(store, before)


def test_session_with_a_20mb_line_is_reported_and_loses_nothing(
    ws: Workspace, store: Store
) -> None:
    before = seed(store, ws)
    path = ws.sessions_dir / "agent" / "gigantic-line.jsonl"
    _transcript_with_gigantic_line(path, 20 * 1024 * 1024)
    rel = ws.relpath(path)
    _, ing = dream(store, ws)
    issues = {f.path: f.reason for f in ing.files_failed} | {
        b.path.rsplit(":", 1)[0]: b.reason for b in ing.broken_lines
    }
    assert "too large" in issues[rel] or "line too long" in issues[rel]
    assert_runs_ok(store)
    assert_nothing_lost(store, before)


def test_session_with_a_20mb_line_keeps_its_good_messages(ws: Workspace, store: Store) -> None:
    path = ws.sessions_dir / "agent" / "gigantic-line.jsonl"
    _transcript_with_gigantic_line(path, 20 * 1024 * 1024)
    rel = ws.relpath(path)
    _, ing = dream(store, ws)
    assert [(b.path, b.reason) for b in ing.broken_lines] == [(f"{rel}:2", "line too long")]
    assert {v.text for v in fragments_from(store, rel)} == GOOD_SESSION_TEXTS


# --- the message in the run report -------------------------------------------------------------


def test_a_failed_file_stays_in_the_report_until_it_changes(ws: Workspace, store: Store) -> None:
    place(ws, "gbk.md")
    first = ingest(store, ws, at("2026-06-20T22:00:00"))
    assert [f.path for f in first.files_failed] == [f"memory/{DAY}-gbk.md"]
    _, nightly = dream(store, ws)
    assert [f.path for f in nightly.files_failed] == [f"memory/{DAY}-gbk.md"]


def test_the_cycle_report_names_the_failed_files_and_lines(ws: Workspace, store: Store) -> None:
    place(ws, "gbk.md")
    _, rel = place(ws, "session-broken-lines.jsonl")
    report, _ = dream(store, ws)
    shown = json.dumps(report.to_json(), ensure_ascii=False)
    assert f"memory/{DAY}-gbk.md" in shown and "not UTF-8" in shown
    assert f"{rel}:6" in shown and "invalid JSON" in shown
    light_run = store.recent_runs(3)[-1]
    assert "not UTF-8" in json.dumps(light_run.counts, ensure_ascii=False)


# --- symlinked DREAMS.md / MEMORY.md ----------------------------------------------------------


def voted_rule(store: Store, ws: Workspace) -> dict[str, Kept]:
    """seed() plus three recent days of votes: the rule passes every deep gate on 06-21."""
    before = seed(store, ws)
    for day, query in (("18", "database"), ("19", "mock 测试"), ("20", "真实数据库 mock")):
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00"))
    return before


def auto(ws_root: Path, **extra: object) -> Workspace:
    lines = ['[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]\napply = "auto"']
    lines += [f"{k} = {v}" for k, v in extra.items() if k != "budget"]
    if "budget" in extra:
        lines.append(f"[memory]\nbudget_chars = {extra['budget']}")
    (ws_root / ".memtui.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return open_workspace(ws_root)


@pytest.fixture
def auto_store(ws_root: Path, store_url: str) -> Iterator[tuple[Workspace, Store]]:
    ws = auto(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        yield ws, store
    finally:
        store.close()


def test_symlinked_dreams_md_is_refused_and_recorded(
    ws: Workspace, store: Store, tmp_path: Path
) -> None:
    before = voted_rule(store, ws)
    target = tmp_path / "elsewhere" / "DREAMS.md"
    target.parent.mkdir()
    target.write_text("# somebody else's file\n", encoding="utf-8")
    (ws.root / "DREAMS.md").symlink_to(target)
    with pytest.raises(DocumentError) as raised:
        run_cycle(store, ws, NIGHT)
    message = str(raised.value)
    assert "DREAMS.md" in message and "symbolic link" in message
    assert target.read_text(encoding="utf-8") == "# somebody else's file\n"
    (run,) = store.recent_runs(1)
    assert run.phase == "light" and run.outcome == "error" and run.error == message
    assert_nothing_lost(store, before)
    # The way out the message gives: a regular file instead of the link; then dreaming works.
    (ws.root / "DREAMS.md").unlink()
    run_cycle(store, ws, at("2026-06-21T03:10:00"))
    assert_runs_ok(store)
    assert "## Light Sleep" in (ws.root / "DREAMS.md").read_text(encoding="utf-8")
    # The refused run had committed its store changes; the retry does not count them twice.
    rule = next(v for v in all_views(store) if v.text == RULE)
    assert rule.light_hits == 1


def test_symlinked_memory_md_is_refused_and_recorded(
    auto_store: tuple[Workspace, Store], tmp_path: Path
) -> None:
    ws, store = auto_store
    before = voted_rule(store, ws)
    target = tmp_path / "elsewhere" / "MEMORY.md"
    target.parent.mkdir()
    target.write_text("# shared memory of another agent\n", encoding="utf-8")
    (ws.root / "MEMORY.md").symlink_to(target)
    with pytest.raises(DocumentError) as raised:
        run_cycle(store, ws, NIGHT)
    message = str(raised.value)
    assert "MEMORY.md" in message and "symbolic link" in message
    assert target.read_text(encoding="utf-8") == "# shared memory of another agent\n"
    deep, rem, light = store.recent_runs(3)
    assert (deep.phase, deep.outcome, deep.error) == ("deep", "error", message)
    assert (rem.outcome, light.outcome) == ("ok", "ok")
    assert_nothing_lost(store, before)
    rule = next(v for v in all_views(store) if v.text == RULE)
    assert rule.promoted_at is None  # nothing was written, so nothing is marked promoted
    # Replace the link with a regular file: the next night promotes the rule.
    (ws.root / "MEMORY.md").unlink()
    report = run_cycle(store, ws, at("2026-06-21T03:10:00"))
    assert report.get("deep").report.applied == [claim_key(RULE)]  # type: ignore[union-attr]
    assert claim_key(RULE) in promotion_keys((ws.root / "MEMORY.md").read_text(encoding="utf-8"))


def test_symlinked_memory_md_refuses_an_approval(
    ws: Workspace, store: Store, tmp_path: Path
) -> None:
    voted_rule(store, ws)
    run_cycle(store, ws, NIGHT)  # review mode: one pending promotion
    (pending,) = list_promotions(store)
    target = tmp_path / "elsewhere.md"
    target.write_text("keep\n", encoding="utf-8")
    (ws.root / "MEMORY.md").symlink_to(target)
    with pytest.raises(DocumentError, match=r"MEMORY\.md is a symbolic link"):
        approve(store, ws, at("2026-06-21T09:00:00"), [pending.id])
    assert target.read_text(encoding="utf-8") == "keep\n"
    assert [p.id for p in list_promotions(store)] == [pending.id]  # still pending


# --- MEMORY.md edited by hand between runs ----------------------------------------------------


def test_memory_md_edited_by_hand_between_runs(auto_store: tuple[Workspace, Store]) -> None:
    """Idempotency is by marker and by the store: a promotion the user deleted stays deleted."""
    ws, store = auto_store
    voted_rule(store, ws)
    for day, query in (("19", "staging 验证"), ("20", "rollback 脚本")):
        memory_search(store, ws, query, at(f"2026-06-{day}T11:00:00"))
    first = run_cycle(store, ws, NIGHT).get("deep").report  # type: ignore[union-attr]
    assert sorted(first.applied) == sorted([claim_key(RULE), claim_key(DEPLOY)])  # type: ignore[union-attr]
    memory = ws.memory_path.read_text(encoding="utf-8")
    # The user: deletes the rule's marker and bullet, deletes only the deploy rule's marker
    # (keeping its bullet, reworded), and adds a section of their own at the top.
    lines = memory.split("\n")
    rule_at = lines.index(f"<!-- openclaw-memory-promotion:{claim_key(RULE)} -->")
    del lines[rule_at : rule_at + 2]
    deploy_at = lines.index(f"<!-- openclaw-memory-promotion:{claim_key(DEPLOY)} -->")
    del lines[deploy_at]
    lines[deploy_at] = "- 发布前一定先在 staging 验证（我改过这句）"
    lines[1:1] = ["", "## 我的约定", "- 周会改到周四下午，不要再约周三", ""]
    edited = "\n".join(lines)
    ws.memory_path.write_text(edited, encoding="utf-8")
    assert promotion_keys(edited) == set()
    # Both fragments are recalled again on new days: they would pass every gate but one.
    for day, query in (("22", "真实数据库"), ("22", "staging 验证"), ("23", "mock 测试")):
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00"))
    second = run_cycle(store, ws, at("2026-06-24T03:00:00")).get("deep").report  # type: ignore[union-attr]
    assert second.applied == [] and second.winners == []  # type: ignore[union-attr]
    gate_of = {r.key: r.gate for r in second.rejected}  # type: ignore[union-attr]
    assert gate_of[claim_key(RULE)] == gate_of[claim_key(DEPLOY)] == "not_promoted"
    assert ws.memory_path.read_text(encoding="utf-8") == edited  # user text kept byte for byte
    assert all(v.promoted_at is not None for v in all_views(store))


def test_user_sections_survive_compaction(ws_root: Path, store_url: str) -> None:
    ws = auto(ws_root, min_score=0.0, min_recall_count=1, min_unique_queries=0, budget=700)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    facts = {
        "16": "## 决定\n所有服务的日志统一输出 JSON 格式，便于检索和告警\n",
        "17": "## 约定\n数据库变更一律走迁移脚本，禁止手工改生产表结构\n",
        "18": "## 备份\n账单库每晚 pg_dump 到冷存储，保留三十五天\n",
        "19": "## 发布\n周五下午不发布，紧急修复需要两人评审\n",
    }
    try:
        dropped: list[str] = []
        for day, note in facts.items():
            write_note(ws, f"2026-06-{day}", note)
            deep = run_cycle(store, ws, at(f"2026-06-{day}T23:00:00")).get("deep").report  # type: ignore[union-attr]
            assert len(deep.applied) == 1, day  # type: ignore[union-attr]
            dropped += deep.dropped_dates  # type: ignore[union-attr]
            memory = ws.memory_path.read_text(encoding="utf-8")
            if day == "16":  # the user adds a section of their own
                memory += "\n## 我的约定\n- 周会改到周四下午\n"
            if day == "17":  # and annotates today's generated section
                memory = memory.replace(
                    "## Promoted From Short-Term Memory (2026-06-17)\n",
                    "## Promoted From Short-Term Memory (2026-06-17)\n我的批注：这条很重要\n",
                )
            ws.memory_path.write_text(memory, encoding="utf-8")
        final = ws.memory_path.read_text(encoding="utf-8")
        assert dropped and "2026-06-16" in dropped  # compaction did run
        assert "## 我的约定\n- 周会改到周四下午\n" in final
        assert "我的批注：这条很重要" in final and "禁止手工改生产表结构" in final
        assert "(2026-06-16)" not in final and "(2026-06-19)" in final
        assert {p.day for p in parse_promotions(final)} >= {"2026-06-17", "2026-06-19"}
    finally:
        store.close()


# --- notes deleted after being staged ---------------------------------------------------------


def _stage_then_delete(store: Store, ws: Workspace) -> tuple[dict[str, Kept], CycleReport]:
    before = voted_rule(store, ws)
    light = run_cycle(store, ws, NIGHT, phases=("light",)).get("light").report  # type: ignore[union-attr]
    assert claim_key(RULE) in [e.key for e in light.staged]  # type: ignore[union-attr]
    (ws.memory_dir / "2026-06-10.md").unlink()
    return before, run_cycle(store, ws, at("2026-06-21T03:05:00"), phases=("rem", "deep"))


def test_note_deleted_after_being_staged(ws: Workspace, store: Store) -> None:
    before, report = _stage_then_delete(store, ws)
    deep = report.get("deep").report  # type: ignore[union-attr]
    assert deep.winners == [] and deep.pending_ids == []  # type: ignore[union-attr]
    assert list_promotions(store, None) == []
    assert not ws.memory_path.exists()
    assert_runs_ok(store, 2)
    assert_nothing_lost(store, before)  # the fragment, its votes and occurrences are kept


def _walk(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from _walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from _walk(item)


def test_deleted_source_is_reported_as_dropped(ws: Workspace, store: Store) -> None:
    _, report = _stage_then_delete(store, ws)
    shown = report.get("deep").report.to_json()  # type: ignore[union-attr]
    assert any(
        d.get("key") == claim_key(RULE) and d.get("outcome") == "dropped:source_gone"
        for d in _walk(shown)
    ), shown


# --- mixed line endings all the way to MEMORY.md ----------------------------------------------


def test_mixed_line_endings_promotion_cites_the_right_lines(
    auto_store: tuple[Workspace, Store],
) -> None:
    ws, store = auto_store
    _, rel = place(ws, "mixed-line-endings.md")
    ingest(store, ws, at("2026-06-17T22:00:00"))
    for day, query in (
        ("17", "数据库"),
        ("18", "真实数据库"),
        ("19", "database"),
        ("20", "mock 测试"),
    ):
        assert memory_search(store, ws, query, at(f"2026-06-{day}T23:00:00")).votes_recorded
    deep = run_cycle(store, ws, NIGHT).get("deep").report  # type: ignore[union-attr]
    assert deep.applied == [claim_key(RULE)]  # type: ignore[union-attr]
    memory = ws.memory_path.read_text(encoding="utf-8")
    assert f"source={rel}:6-7]" in memory, memory


# --- property: arbitrary bytes never crash ingestion nor lose what is stored -----------------

_PIECES = st.sampled_from(
    [
        "## 标题",
        "# Dream Diary",
        "## Light Sleep",
        "<!-- openclaw:dreaming:light:start -->",
        "<!-- openclaw:dreaming:rem:end -->",
        "<!-- openclaw-memory-promotion:abc -->",
        "- Candidate: x",
        "  - confidence: 0.62",
        "- 数据库迁移完成了一半",
        "规范：今后所有测试必须使用真实数据库",
        "password=hunter2hunter2",
        "\ufeff",
        "",
        "    - deeply nested item text",
    ]
)
_NOTE_BYTES = st.one_of(
    st.binary(max_size=600),
    st.lists(st.one_of(_PIECES, st.text(max_size=40)), max_size=30).map(
        lambda parts: "\n".join(parts).encode("utf-8", "surrogatepass")
    ),
    st.lists(st.one_of(_PIECES, st.binary(max_size=20).map(repr)), max_size=20).map(
        lambda parts: "\r".join(parts).encode()
    ),
)
_JSONL_BYTES = st.one_of(
    st.binary(max_size=600),
    st.lists(
        st.one_of(
            st.just(_session_line(1, "user", "keep retries at three for the invoice worker")),
            st.binary(max_size=60),
            st.text(max_size=60).map(str.encode),
        ),
        max_size=12,
    ).map(b"\n".join),
)


def test_ingestion_never_crashes_on_arbitrary_bytes() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "ws"
        (root / "memory").mkdir(parents=True)
        (root / ".memtui.toml").write_text('[dreaming]\ntimezone = "Asia/Shanghai"\n', "utf-8")
        ws = open_workspace(root)
        store = open_workspace_store(ws, None, now=at("2026-06-01T00:00:00"))
        before = seed(store, ws)
        counter = iter(range(10_000))

        @settings(max_examples=40, deadline=None)
        @given(note=_NOTE_BYTES, session=_JSONL_BYTES)
        def check(note: bytes, session: bytes) -> None:
            n = next(counter)
            (ws.memory_dir / f"{DAY}-fuzz-{n}.md").write_bytes(note)
            jsonl = ws.sessions_dir / f"fuzz-{n}.jsonl"
            jsonl.parent.mkdir(exist_ok=True)
            jsonl.write_bytes(session)
            report = ingest(store, ws, at("2026-06-20T22:00:00"))
            assert all(f.reason for f in report.files_failed)
            assert all(b.reason for b in report.broken_lines)
            assert report.files_read + len(report.files_failed) >= 1
            assert_nothing_lost(store, before)
            os.remove(jsonl)

        try:
            check()
        finally:
            store.close()
