"""Dream phases end to end (issue 3): a three-week replay with a fixed clock, gates in the
report, idempotent re-runs, review mode, DREAMS.md layout, locking."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, TZ, at, write_note

from memtui.engine.documents.dreams_file import parse_managed_block
from memtui.engine.documents.lock import dream_lock
from memtui.engine.documents.memory_file import promotion_keys
from memtui.engine.dream.context import PhaseContext
from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.light import light_picks
from memtui.engine.dream.memory_writes import memory_history, restore_version
from memtui.engine.dream.review import (
    PromotionView,
    approvable_above,
    approve,
    list_promotions,
    reject,
    undo,
)
from memtui.engine.errors import RunInProgressError, UsageError
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.store import Store
from memtui.engine.store.fragments import load_views
from memtui.engine.text import claim_key
from memtui.engine.workspace import Workspace, open_workspace

RULE = "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 规范：今后所有测试必须使用真实数据库，不接受 mock。"
DEPLOY = "部署流程: 发布前必须在 staging 环境验证; 回滚脚本放在 ops/rollback.sh"
STANDUP = "团队约定: 每天早上十点开站会，周五改为异步文字更新"
OLD = "Backups: nightly pg_dump of the billing db goes to the glacier bucket, kept 35 days"


def configure(root: Path, **deep: object) -> Workspace:
    lines = ['[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]']
    lines += [f"{k} = {v!r}" if isinstance(v, str) else f"{k} = {v}" for k, v in deep.items()]
    (root / ".memtui.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return open_workspace(root)


def night(day: str) -> datetime:
    return at(f"{day}T03:00:00")


def views_by_text(store: Store) -> dict[str, object]:
    with store.session() as s:
        return {v.text: v for v in load_views(store, s)}


NOTES = {
    "2026-06-15": RUNNING_EXAMPLE_NOTE.format(day="2026-06-15")
    + "\n## 部署流程\n- 发布前必须在 staging 环境验证\n- 回滚脚本放在 ops/rollback.sh\n"
    + "\n## 团队约定\n每天早上十点开站会，周五改为异步文字更新\n",
    "2026-06-16": "## 团队约定\n每天早上十点开站会，周五改为异步文字更新\n",
    "2026-06-17": "## 团队约定\n每天早上十点开站会，周五改为异步文字更新\n",
}


def replay(
    store: Store, ws: Workspace, first: str, last: str, searches: dict[str, list[str]]
) -> dict[str, object]:
    """Each day: the nightly cycle at 03:00, the day's note at 09:00, its searches from 10:00."""
    reports: dict[str, object] = {}
    day = datetime.fromisoformat(first)
    end = datetime.fromisoformat(last)
    while day <= end:
        d = day.strftime("%Y-%m-%d")
        reports[d] = run_cycle(store, ws, night(d))
        if d in NOTES:
            write_note(ws, d, NOTES[d])
        for n, query in enumerate(searches.get(d, [])):
            memory_search(store, ws, query, at(f"{d}T10:00:00") + timedelta(seconds=n))
        day += timedelta(days=1)
    return reports


def deep_of(report: object):  # type: ignore[no-untyped-def]
    return report.get("deep").report  # type: ignore[attr-defined]


def test_three_week_replay_promotes_the_rule_and_gates_the_rest(
    ws_root: Path, store_url: str
) -> None:
    from memtui.engine.ingest.pipeline import ingest
    from memtui.engine.scoring import deep_score
    from memtui.engine.workspace import open_workspace_store

    ws = configure(ws_root, apply="auto", max_age_days=30)
    store = open_workspace_store(ws, store_url or None, now=night("2026-05-01"))
    # An old fact, recalled by three queries on three days in early May, then never again.
    write_note(ws, "2026-05-01", "## Backups\n" + OLD.split(": ", 1)[1] + "\n")
    ingest(store, ws, at("2026-05-01T22:00:00"))
    for n, (query, day) in enumerate(
        (("pg_dump", "05-02"), ("glacier bucket", "05-04"), ("billing backups", "05-06"))
    ):
        assert (
            memory_search(
                store, ws, query, at(f"2026-{day}T10:00:00") + timedelta(minutes=n)
            ).votes_recorded
            == 1
        )
    write_note(ws, "2026-06-15", NOTES["2026-06-15"])
    # The rule: four different queries on five different days. The deploy rule: one query 20 times.
    searches = {
        "2026-06-16": ["数据库"],
        "2026-06-18": ["真实数据库"],
        "2026-06-20": ["staging 验证"] * 20 + ["database"],
        "2026-06-23": ["mock 测试"],
        "2026-06-26": ["数据库"],
    }
    reports = replay(store, ws, "2026-06-16", "2026-07-06", searches)
    promoted_on = {d: deep_of(r).applied for d, r in reports.items() if deep_of(r).applied}
    # Expected night: the first night with three recall days (06-16, 06-18, 06-20) behind it.
    assert promoted_on == {"2026-06-21": [claim_key(RULE)]}
    night_before = next(
        r for r in deep_of(reports["2026-06-20"]).rejected if r.key == claim_key(RULE)
    )
    assert night_before.gate == "min_unique_queries"  # only two queries and two days by then
    winner = deep_of(reports["2026-06-21"]).winners[0]
    assert winner.scored.raw >= 0.8 and winner.outcome == "promoted"
    memory = (ws.root / "MEMORY.md").read_text(encoding="utf-8")
    assert promotion_keys(memory) == {claim_key(RULE)}
    assert "## Promoted From Short-Term Memory (2026-06-21)" in memory and "不接受 mock" in memory
    rule = views_by_text(store)[RULE]
    assert rule.recall_count == 5 and rule.unique_queries == 4 and len(rule.recall_days) == 5  # type: ignore[attr-defined]
    # Everything else stopped at the right gate on the last night.
    last = deep_of(reports["2026-07-06"])
    gate_of = {r.key: r.gate for r in last.rejected}
    assert (
        gate_of[claim_key(DEPLOY)] == "min_recall_count"
    )  # 20 identical searches on one day = 1 vote
    assert gate_of[claim_key(STANDUP)] == "min_unique_queries"  # daily-only, never searched
    assert gate_of[claim_key(OLD)] == "max_age"  # last recalled 2026-05-06
    assert gate_of[claim_key(RULE)] == "not_promoted"
    assert views_by_text(store)[DEPLOY].recall_count == 1  # type: ignore[attr-defined]
    standup = views_by_text(store)[STANDUP]
    assert standup.daily_count == 3 and standup.recall_count == 0  # type: ignore[attr-defined]
    old = views_by_text(store)[OLD]
    thresholds = ws.config.dreaming.deep.thresholds()
    assert deep_score(old.stats(), night("2026-07-06"), thresholds).gate == "max_age"  # type: ignore[attr-defined]
    # Re-running the last night changes nothing.
    before = (
        (ws.root / "MEMORY.md").read_text(encoding="utf-8"),
        (ws.root / "DREAMS.md").read_text(encoding="utf-8"),
    )
    run_cycle(store, ws, night("2026-07-06"))
    after = (
        (ws.root / "MEMORY.md").read_text(encoding="utf-8"),
        (ws.root / "DREAMS.md").read_text(encoding="utf-8"),
    )
    assert before == after
    store.close()


def prepared(store: Store, ws: Workspace) -> None:
    """The rule recalled by four queries on four days: passes every gate on 06-21."""
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    from memtui.engine.ingest.pipeline import ingest

    ingest(store, ws, at("2026-06-15T22:00:00"))
    for day, query in (
        ("16", "数据库"),
        ("17", "真实数据库"),
        ("18", "database"),
        ("19", "mock 测试"),
        ("20", "真实数据库 mock"),
    ):
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00"))


def test_review_mode_writes_nothing_until_approved(ws: Workspace, store: Store) -> None:
    prepared(store, ws)
    report = run_cycle(store, ws, night("2026-06-21"))
    deep = deep_of(report)
    assert deep.apply_mode == "review" and len(deep.pending_ids) == 1 and deep.applied == []
    assert not (ws.root / "MEMORY.md").exists()
    pending = list_promotions(store)
    assert [p.key for p in pending] == [claim_key(RULE)] and pending[0].score >= 0.8
    assert set(pending[0].components) == {
        "frequency",
        "relevance",
        "diversity",
        "recency",
        "consolidation",
        "conceptual",
    }
    # Re-running the night keeps one pending promotion, not two.
    run_cycle(store, ws, night("2026-06-21"))
    assert len(list_promotions(store)) == 1
    approve(store, ws, at("2026-06-21T09:00:00"), [pending[0].id])
    memory = (ws.root / "MEMORY.md").read_text(encoding="utf-8")
    assert memory.startswith(
        "# Long-Term Memory\n\n## Promoted From Short-Term Memory (2026-06-21)\n"
    )
    assert f"<!-- openclaw-memory-promotion:{claim_key(RULE)} -->" in memory
    assert views_by_text(store)[RULE].status == "promoted"  # type: ignore[attr-defined]
    assert list_promotions(store, "applied")[0].id == pending[0].id
    # Undo: bullet and marker gone, fragment un-promoted, previous version kept.
    assert undo(store, ws, at("2026-06-21T09:30:00"), pending[0].id) is True
    assert claim_key(RULE) not in (ws.root / "MEMORY.md").read_text(encoding="utf-8")
    assert views_by_text(store)[RULE].promoted_at is None  # type: ignore[attr-defined]
    with pytest.raises(UsageError):
        undo(store, ws, at("2026-06-21T09:31:00"), pending[0].id)
    history = memory_history(store)
    assert [v.reason for v in history] == [f"undo {pending[0].id}", f"approve {pending[0].id}"]
    restore_version(store, ws, at("2026-06-21T10:00:00"), history[0].id)
    assert claim_key(RULE) in (ws.root / "MEMORY.md").read_text(encoding="utf-8")
    assert views_by_text(store)[RULE].promoted_at is not None  # type: ignore[attr-defined]


def test_memory_md_bom_kept_and_undo_and_restore_give_the_bytes_back(
    ws: Workspace, store: Store
) -> None:
    original = "\ufeff# Long-Term Memory\r\n\r\n- my own rule, written by hand\r\n".encode()
    (ws.root / "MEMORY.md").write_bytes(original)
    prepared(store, ws)
    run_cycle(store, ws, night("2026-06-21"))
    pending = list_promotions(store)[0]
    approve(store, ws, at("2026-06-21T09:00:00"), [pending.id])
    approved = (ws.root / "MEMORY.md").read_bytes()
    assert (
        approved.startswith(b"\xef\xbb\xbf# Long-Term Memory")
        and claim_key(RULE).encode() in approved
    )
    undo(store, ws, at("2026-06-21T09:30:00"), pending.id)
    history = memory_history(store)
    restore_version(store, ws, at("2026-06-21T10:00:00"), history[-1].id)
    assert (ws.root / "MEMORY.md").read_bytes() == original
    restore_version(store, ws, at("2026-06-21T10:30:00"), memory_history(store)[-2].id)
    assert (ws.root / "MEMORY.md").read_bytes() == approved


def test_edit_then_approve_and_reject(ws: Workspace, store: Store) -> None:
    prepared(store, ws)
    run_cycle(store, ws, night("2026-06-21"))
    pid = list_promotions(store)[0].id
    approve(
        store,
        ws,
        at("2026-06-21T09:00:00"),
        [pid],
        text="测试必须使用真实数据库，不接受 mock（迁移 Bug 教训）",
    )
    memory = (ws.root / "MEMORY.md").read_text(encoding="utf-8")
    assert "- 测试必须使用真实数据库，不接受 mock（迁移 Bug 教训） [score=" in memory
    assert "发现问题" not in memory

    # A second fragment, rejected: it stays out until it earns new votes.
    write_note(ws, "2026-06-22", "## 决定\n所有服务的日志统一输出 JSON 格式，便于检索和告警\n")
    from memtui.engine.ingest.pipeline import ingest

    ingest(store, ws, at("2026-06-22T22:00:00"))
    for day, query in (
        ("23", "日志 JSON"),
        ("24", "日志格式"),
        ("25", "告警 日志"),
        ("26", "JSON 检索"),
    ):
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00"))
    run_cycle(store, ws, night("2026-06-27"))
    pending = list_promotions(store)
    assert len(pending) == 1
    reject(store, at("2026-06-27T09:00:00"), [pending[0].id])
    again = deep_of(run_cycle(store, ws, night("2026-06-28")))
    log_key = pending[0].key
    assert next(r for r in again.rejected if r.key == log_key).gate == "not_promoted"
    memory_search(store, ws, "JSON 日志", at("2026-06-28T10:00:00"))
    revived = deep_of(run_cycle(store, ws, night("2026-06-29")))
    assert log_key in [w.key for w in revived.winners]


def test_dry_run_writes_nothing(ws: Workspace, store: Store) -> None:
    prepared(store, ws)
    report = run_cycle(store, ws, night("2026-06-21"), dry_run=True)
    assert len(deep_of(report).winners) == 1
    assert not (ws.root / "DREAMS.md").exists() and not (ws.root / "MEMORY.md").exists()
    assert list_promotions(store) == []
    assert views_by_text(store)[RULE].light_hits == 0  # type: ignore[attr-defined]


def _deep_ranking(report: object) -> list[tuple[str, float, str | None]]:
    deep = deep_of(report)
    ranked = [*deep.winners, *deep.rejected]
    return sorted((r.key, round(r.scored.raw, 6), r.gate) for r in ranked)


def test_dry_run_previews_the_real_run(ws: Workspace, store: Store) -> None:
    # The note arrives on the night itself: the real light phase ingests and stages it, so a
    # dry deep must see that night's light/REM work (boosts included) to rank like the real one.
    prepared(store, ws)
    write_note(ws, "2026-06-21", "## 上线\n发版前必须由值班负责人审批，周五下午不发版。\n")
    dry = run_cycle(store, ws, night("2026-06-21"), dry_run=True)
    real = run_cycle(store, ws, night("2026-06-21"))
    assert _deep_ranking(dry) == _deep_ranking(real)
    assert [w.key for w in deep_of(dry).winners] == [w.key for w in deep_of(real).winners]
    assert all(w.scored.boost > 0 for w in deep_of(dry).winners)
    assert [r.phase for r in store.recent_runs(6)] == ["deep", "rem", "light"] * 2
    assert sum(r.dry_run for r in store.recent_runs(6)) == 3


def test_dreams_md_blocks_and_rerun_idempotent(ws: Workspace, store: Store) -> None:
    prepared(store, ws)
    (ws.root / "DREAMS.md").write_text("# My dreams\n\nUser text stays.\n", encoding="utf-8")
    run_cycle(store, ws, night("2026-06-21"))
    first = (ws.root / "DREAMS.md").read_text(encoding="utf-8")
    assert first.startswith("# My dreams\n\nUser text stays.\n")
    light = parse_managed_block(first, "light")
    assert light is not None and light.splitlines() == [
        f"- Candidate: {RULE}",
        "  - confidence: " + f"{views_by_text(store)[RULE].total_score / 6:.2f}",  # type: ignore[attr-defined]
        "  - evidence: memory/2026-06-15.md:3-4",
        "  - recalls: 5",
        "  - status: staged",
    ]
    rem = parse_managed_block(first, "rem")
    assert rem is not None and "### Reflections" in rem and "### Possible Lasting Truths" in rem
    assert f"- {RULE} [confidence=" in rem
    deep = parse_managed_block(first, "deep")
    assert (
        deep
        == "- Ranked 1 candidate(s) for durable promotion.\n- Staged 1 candidate(s) for review."
    )
    run_cycle(store, ws, night("2026-06-21"))
    assert (ws.root / "DREAMS.md").read_text(encoding="utf-8") == first
    sig = views_by_text(store)[RULE]
    assert (sig.light_hits, sig.rem_hits) == (1, 1)  # type: ignore[attr-defined]


def test_symlinked_dreams_md_is_refused(ws: Workspace, store: Store, tmp_path: Path) -> None:
    prepared(store, ws)
    target = tmp_path / "elsewhere.md"
    target.write_text("keep\n", encoding="utf-8")
    (ws.root / "DREAMS.md").symlink_to(target)
    from memtui.engine.errors import DocumentError

    with pytest.raises(DocumentError, match="symbolic link"):
        run_cycle(store, ws, night("2026-06-21"), phases=("light",))
    assert target.read_text(encoding="utf-8") == "keep\n"
    assert store.recent_runs(1)[0].outcome == "error"


def test_second_run_is_refused_while_one_holds_the_lock(ws: Workspace, store: Store) -> None:
    prepared(store, ws)
    with dream_lock(ws.root), pytest.raises(RunInProgressError, match="in progress"):
        run_cycle(store, ws, night("2026-06-21"))
    assert run_cycle(store, ws, night("2026-06-21")).phases  # free again afterwards


def test_runs_are_recorded(ws: Workspace, store: Store) -> None:
    prepared(store, ws)
    run_cycle(store, ws, night("2026-06-21"))
    runs = store.recent_runs(3)
    assert [r.phase for r in runs] == ["deep", "rem", "light"]
    assert all(r.outcome == "ok" and r.ended_at is not None for r in runs)
    assert runs[0].counts["pending"] == 1 and runs[2].counts["staged"] == 1


def test_rem_themes_strength(ws: Workspace, store: Store) -> None:
    notes = "\n\n".join(
        f"## 迁移规范 {i}\n数据库 迁移 第{i}步 必须先在 alpha{i} 环境验证" for i in range(8)
    )
    write_note(ws, "2026-06-20", notes)
    report = run_cycle(store, ws, night("2026-06-21"), phases=("light", "rem"))
    rem = report.get("rem").report  # type: ignore[union-attr]
    # Themes are over durable claims written on several days (algorithm.md §6.5): eight wordings
    # of one migration rule in one day's note are one claim, and no theme (tests/test_rem_themes.py).
    assert rem.themes == []
    assert len(rem.truths) <= 3 and all(t.confidence >= 0.45 for t in rem.truths)
    assert rem.source == "light"


def test_timezone_in_replay_helper() -> None:
    assert night("2026-06-21").tzinfo == TZ


def test_diary_placeholders_and_prompts_are_never_promotable() -> None:
    from memtui.engine.dream.narrative import (
        PLACEHOLDER_EN,
        PLACEHOLDER_ZH,
        DiaryMaterial,
        build_user_message,
    )
    from memtui.engine.guard import unpromotable_reason

    for text in (PLACEHOLDER_EN, PLACEHOLDER_ZH):
        assert unpromotable_reason(text) is not None
    for language in ("en", "zh"):
        message = build_user_message(DiaryMaterial("light", ["数据库 测试"]), language=language)
        assert unpromotable_reason(message.replace("\n", " ")) is not None


@pytest.mark.parametrize("threshold", [0.0, 0.5, 0.88, 0.9, 1.0])
def test_prefix_filtered_dedupe_equals_every_pair(threshold: float) -> None:
    import random

    from memtui.engine.dream.entries import first_similar
    from memtui.engine.text import jaccard, similarity_tokens

    rng = random.Random(int(threshold * 100))
    words = [
        "数据库",
        "测试",
        "mock",
        "迁移",
        "staging",
        "rollback",
        "真实",
        "发布",
        "cache",
        "index",
    ]
    texts = [" ".join(rng.choice(words) for _ in range(rng.randint(0, 6))) for _ in range(300)]
    texts += [texts[i] + " x" for i in range(0, 300, 7)] + ["", "", "!!", "!!"]
    sets = [similarity_tokens(t) for t in texts]
    naive: list[int] = []
    kept: list[int] = []
    for n, tokens in enumerate(sets):
        match = -1
        for k in kept:
            both_empty = not tokens and not sets[k]
            if (both_empty and texts[n].strip().lower() == texts[k].strip().lower()) or (
                not both_empty and jaccard(tokens, sets[k]) >= threshold
            ):
                match = k
                break
        naive.append(match)
        if match < 0:
            kept.append(n)
    assert first_similar(sets, texts, threshold) == naive


def test_light_counts_every_touched_fragment_and_picks_in_its_order(
    ws: Workspace, store: Store
) -> None:
    """Light considers the fragments touched in its lookback (counted even when none may be
    staged) and takes the most recently recalled first; a fragment last met outside the
    lookback is neither counted nor picked."""
    write_note(ws, "2026-06-01", "# 2026-06-01\n## Old\nkafka retention raised to seven days.\n")
    ingest(store, ws, at("2026-06-01T23:00:00"))
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T23:00:00"))
    memory_search(store, ws, "真实数据库", at("2026-06-16T09:00:00"))
    with store.session(read_only=True) as s:
        views = load_views(store, s)
    voted = [v.id for v in views if v.recall_count]
    recent = {v.id for v in views if "kafka" not in v.text}
    assert len(voted) == 1 and voted[0] in recent and len(recent) < len(views)
    now = at("2026-06-16T10:00:00")
    with store.session(read_only=True) as s:
        ctx = PhaseContext(store, s, ws, now, ws.config)
        considered, picked = light_picks(ctx, 2, 1)
        none_taken = light_picks(ctx, 2, 0)
        every = light_picks(ctx, 2, 100)
    assert (considered, picked) == (len(recent), voted)
    assert none_taken == (len(recent), [])
    assert every[0] == len(recent) and set(every[1]) == recent and every[1][0] == voted[0]


def _view(pid: int, score: float, action: str) -> PromotionView:
    return PromotionView(
        pid,
        f"k{pid}",
        "text",
        "pending",
        score,
        score,
        3,
        0.9,
        {},
        0.0,
        "",
        None,
        None,
        None,
        action,
    )


def test_approve_above_takes_additions_at_or_over_the_score_only() -> None:
    """One rule for "approve above" (the CLI's approve-above and the Review tab both use it):
    additions at or over the score; an edit, a retirement or a rewrite is decided one by one."""
    pending = [
        _view(1, 0.91, "add"),
        _view(2, 0.85, "add"),
        _view(3, 0.84, "add"),
        _view(4, 0.99, "edit"),
        _view(5, 0.99, "retire"),
        _view(6, 0.99, "rewrite"),
    ]
    assert approvable_above(pending, 0.85) == [1, 2]
    assert approvable_above(pending, 1.0) == []
