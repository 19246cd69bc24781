"""The app's rankings, dream, review, diary and memory panes driven with real keys (issue 5).

Each pane is mounted in a small `PaneHost`, the app's own fan-out of domain messages, which
also records them.
The workspace is the running example: the rule recalled by five queries on five days, so on
2026-06-21 03:00 it passes every gate.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from diary_server import DiaryServer, Reply
from helpers import (
    SIZE,
    PaneApp,
    add_sample_entry,
    at,
    build_context,
    settle,
    with_pending,
    write_note,
)
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Label, Static, TabbedContent

from memtui.engine.documents.lock import dream_lock
from memtui.engine.documents.memory_file import promotion_keys
from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.memory_writes import memory_history
from memtui.engine.dream.review import approve, list_promotions, undo
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.store.fragments import load_views
from memtui.engine.store.history import diary_entries
from memtui.tui.context import AppContext
from memtui.tui.messages import (
    DiaryChanged,
    DreamFinished,
    FragmentsChanged,
    MemoryChanged,
    PromotionsChanged,
)
from memtui.tui.panes.diary import DiaryEntryView, DiaryPane
from memtui.tui.panes.dream import DreamPane
from memtui.tui.panes.memory import MemoryPane
from memtui.tui.panes.rankings import RankingsPane
from memtui.tui.panes.review import ReviewPane
from memtui.tui.screens.fragment import FragmentScreen
from memtui.tui.screens.review_modals import ConfirmScreen, EditTextScreen
from memtui.tui.screens.run_detail import RunDetailScreen
from memtui.tui.widgets.review_diff import DiffView

# An entry is the statement: the note's heading ("PR 评审") is not part of it.
# An entry states the rule, then why (algorithm.md §6.5).
RULE_START = "规范：今后所有测试必须使用真实数据库，不接受 mock。 发现问题"


# ------------------------------------------------------------------ workspace


@pytest.fixture
def ctx(tmp_path: Path) -> Iterator[AppContext]:
    context = build_context(tmp_path / "ws")
    yield context
    context.close()


@pytest.fixture
def server() -> Iterator[DiaryServer]:
    with DiaryServer() as running:
        yield running


@pytest.fixture
def diary_ctx(tmp_path: Path, server: DiaryServer) -> Iterator[AppContext]:
    context = build_context(
        tmp_path / "ws",
        f'[diary]\nmodel = "diary-test-model"\nbase_url = "{server.base_url}"\n'
        "timeout_seconds = 5\n",
    )
    yield context
    context.close()


def memory_text(ctx: AppContext) -> str:
    path = ctx.ws.memory_path
    return path.read_text(encoding="utf-8") if path.exists() else ""


# ------------------------------------------------------------------ test app


def cell_texts(table: DataTable[Any], column: int | str) -> list[str]:
    """A column's cells as text; `column` is an index or a column key."""
    index = column if isinstance(column, int) else table.get_column_index(column)
    return [str(table.get_row_at(n)[index]) for n in range(table.row_count)]


def label_text(widget: Label | Static) -> str:
    return str(widget.render())


# ------------------------------------------------------------------ dream


async def test_dry_run_writes_nothing(ctx: AppContext) -> None:
    app = PaneApp(ctx, DreamPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(DreamPane)
        await pilot.press("t")
        assert pane.dry_run is True
        await pilot.press("c")
        await settle(pilot)
        assert pane.last_report is not None and pane.last_report.dry_run
        assert [p.phase for p in pane.last_report.phases] == ["light", "rem", "deep"]
        assert not ctx.ws.dreams_path.exists() and not ctx.ws.memory_path.exists()
        assert list_promotions(ctx.store) == []
        assert "nothing was written" in label_text(pane.query_one("#dream-status", Static))
        # The summary shows what would have happened.
        assert pane.query_one("#deep-winners", DataTable).row_count == 1
        assert app.received_types() == {DreamFinished}


async def test_dry_run_shows_what_the_real_run_then_does(ctx: AppContext) -> None:
    """Same workspace, same clock: the dry run's deep winners, scores and outcomes are the real
    run's (a dry deep sees the night's light and REM boosts; it once ranked without them)."""
    app = PaneApp(ctx, DreamPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(DreamPane)

        async def winners() -> list[list[str]]:
            await pilot.press("c")
            await settle(pilot)
            table = pane.query_one("#deep-winners", DataTable)
            return [[str(c) for c in table.get_row_at(n)] for n in range(table.row_count)]

        await pilot.press("t")
        dry = await winners()
        assert pane.last_report is not None and pane.last_report.dry_run
        await pilot.press("t")
        real = await winners()
        assert pane.last_report is not None and not pane.last_report.dry_run
        assert dry == real and len(real) == 1
        assert [p.score for p in list_promotions(ctx.store)] == [
            pytest.approx(float(real[0][0]), abs=5e-4)
        ]


async def test_cycle_writes_dreams_and_review_shows_the_pending_promotion(
    ctx: AppContext,
) -> None:
    app = PaneApp(ctx, DreamPane, ReviewPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        review = app.query_one(ReviewPane)
        assert review.query_one("#pending-table", DataTable).row_count == 0
        app.query_one(DreamPane).focus_default()
        await pilot.press("c")
        await settle(pilot)
        assert ctx.ws.dreams_path.exists()
        assert app.received_types() == {
            DreamFinished,
            FragmentsChanged,
            PromotionsChanged,
            DiaryChanged,
            MemoryChanged,
        }
        dream = app.query_one(DreamPane)
        for phase in ("light", "rem", "deep"):
            assert dream.query_one(f"#progress-{phase}").percentage == 1  # type: ignore[attr-defined]
        # Diary is off: its reason is said once for the run.
        diary_line = label_text(dream.query_one("#dream-diary-status", Static))
        assert diary_line.startswith("Dream Diary is off") and diary_line.count("off") == 1
        # The Review tab, refreshed by the fan-out, lists the rule.
        app.query_one(TabbedContent).active = "tab-review"
        await settle(pilot)
        table = review.query_one("#pending-table", DataTable)
        assert table.row_count == 1
        assert review.data.pending[0].text.startswith(RULE_START)
        assert cell_texts(table, "text")[0].startswith("规范：")
        # The score as staged, what it scores now, and when it was staged, side by side.
        staged = review.data.pending[0]
        assert cell_texts(table, "staged")[0] == f"{staged.score:.3f}"
        assert cell_texts(table, "now")[0] == f"{review.data.now_scores[staged.key]:.2f}"
        assert cell_texts(table, "at")[0] == "06-21 03:00"


async def test_run_is_refused_while_another_holds_the_lock(ctx: AppContext) -> None:
    app = PaneApp(ctx, DreamPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(DreamPane)
        with dream_lock(ctx.ws.root):
            await pilot.press("c")
            await settle(pilot)
            status = label_text(pane.query_one("#dream-status", Static))
            assert status.startswith("Refused: a dream run is already in progress (pid ")
            assert any(
                "already in progress" in n.message and n.severity == "error"
                for n in app._notifications
            )
        assert not ctx.ws.dreams_path.exists()
        assert pane.running is False and pane.last_report is None
        # Once the other run is over, the same key runs.
        await pilot.press("c")
        await settle(pilot)
        assert ctx.ws.dreams_path.exists()


async def test_run_from_the_command_palette_api_with_the_diary(
    diary_ctx: AppContext, server: DiaryServer
) -> None:
    server.queue(Reply(), Reply(mode="error"), Reply())
    app = PaneApp(diary_ctx, DreamPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(DreamPane)
        pane.run(("light", "rem", "deep"), dry_run=False)
        await settle(pilot)
        line = label_text(pane.query_one("#dream-diary-status", Static))
        assert line.startswith("Diary: Light written; REM placeholder (")
        assert "Deep written" in line
        assert len(server.requests) == 3


# ------------------------------------------------------------------ review


async def open_review(pilot: Pilot[Any]) -> ReviewPane:
    await settle(pilot)
    pane = pilot.app.query_one(ReviewPane)
    pane.query_one("#pending-table", DataTable).focus()
    return pane


async def test_approve_shows_the_diff_then_writes_memory(ctx: AppContext) -> None:
    pid = with_pending(ctx)
    app = PaneApp(ctx, ReviewPane)
    async with app.run_test(size=SIZE) as pilot:
        pane = await open_review(pilot)
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        diff = app.screen.query_one(DiffView).diff
        assert diff.startswith("--- a/MEMORY.md\n+++ b/MEMORY.md")
        assert f"+- {RULE_START}" in diff
        assert not ctx.ws.memory_path.exists()  # nothing written before the answer
        await pilot.press("y")
        await settle(pilot)
        assert RULE_START in memory_text(ctx)
        assert [p.id for p in list_promotions(ctx.store, "applied")] == [pid]
        assert pane.query_one("#pending-table", DataTable).row_count == 0
        assert pane.query_one("#decided-table", DataTable).row_count == 1
        assert {PromotionsChanged, MemoryChanged, FragmentsChanged} <= app.received_types()
        # `u` acts on the decided list's cursor only: from the pending list it does nothing.
        await pilot.press("u")
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert [p.id for p in list_promotions(ctx.store, "applied")] == [pid]


async def test_cancelled_preview_writes_nothing(ctx: AppContext) -> None:
    with_pending(ctx)
    app = PaneApp(ctx, ReviewPane)
    async with app.run_test(size=SIZE) as pilot:
        await open_review(pilot)
        await pilot.press("a")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert not ctx.ws.memory_path.exists()
        assert len(list_promotions(ctx.store)) == 1


async def test_reject(ctx: AppContext) -> None:
    pid = with_pending(ctx)
    app = PaneApp(ctx, ReviewPane)
    async with app.run_test(size=SIZE) as pilot:
        pane = await open_review(pilot)
        await pilot.press("x")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        assert [p.id for p in list_promotions(ctx.store, "rejected")] == [pid]
        assert not ctx.ws.memory_path.exists()
        assert pane.query_one("#pending-table", DataTable).row_count == 0
        # A rejection can be undone: the promotion is pending again, MEMORY.md untouched.
        pane.query_one("#decided-table", DataTable).focus()
        await pilot.press("u")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        assert [p.id for p in list_promotions(ctx.store, "pending")] == [pid]
        assert pane.query_one("#pending-table", DataTable).row_count == 1
        assert not ctx.ws.memory_path.exists()


async def test_edit_before_approving_then_undo(ctx: AppContext) -> None:
    pid = with_pending(ctx)
    app = PaneApp(ctx, ReviewPane)
    async with app.run_test(size=SIZE) as pilot:
        pane = await open_review(pilot)
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, EditTextScreen)
        await pilot.press("end", *" (team rule)", "ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "在生产才暴露。 (team rule)" in app.screen.query_one(DiffView).diff
        await pilot.press("y")
        await settle(pilot)
        assert "在生产才暴露。 (team rule) [score=" in memory_text(ctx)
        # Undo from the applied table: preview, confirm, marker and bullet gone.
        applied = pane.query_one("#decided-table", DataTable)
        applied.focus()
        await pilot.press("u")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "-- 规范：今后所有测试" in app.screen.query_one(DiffView).diff
        await pilot.press("y")
        await settle(pilot)
        assert RULE_START not in memory_text(ctx)
        assert promotion_keys(memory_text(ctx)) == set()
        # Back to pending, with the text as edited.
        [back] = list_promotions(ctx.store, "pending")
        assert back.id == pid and back.text.endswith("在生产才暴露。 (team rule)")
        assert applied.row_count == 0
        assert pane.query_one("#pending-table", DataTable).row_count == 1


async def test_approve_above_a_score(ctx: AppContext) -> None:
    with_pending(ctx)  # the rule scores 0.912
    app = PaneApp(ctx, ReviewPane)
    async with app.run_test(size=SIZE) as pilot:
        await open_review(pilot)
        await pilot.press("s")
        assert app.focused is app.query_one("#approve-min", Input)
        await pilot.press(*"0.95", "enter")
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert any("No pending promotion" in n.message for n in app._notifications)
        assert app.focused is app.query_one("#approve-min", Input)
        await pilot.press("ctrl+u", *"0.9", "enter")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "Approve 1 promotion(s) with score ≥ 0.90" in label_text(
            app.screen.query_one("#confirm-title", Label)
        )
        await pilot.press("y")
        await settle(pilot)
        assert RULE_START in memory_text(ctx)
        assert list_promotions(ctx.store) == []


# ------------------------------------------------------------------ diary


async def test_diary_reads_newest_first_marks_placeholders_and_filters(
    diary_ctx: AppContext, server: DiaryServer
) -> None:
    server.queue(Reply(), Reply(mode="error"), Reply())
    # The diary client runs its own event loop, so the engine is called off this test's loop.
    await asyncio.to_thread(run_cycle, diary_ctx.store, diary_ctx.ws, diary_ctx.now())
    add_sample_entry(diary_ctx)
    app = PaneApp(diary_ctx, DiaryPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(DiaryPane)
        assert not pane.query("#diary-off")  # a model is configured
        views = list(pane.query(DiaryEntryView))
        assert [v.entry.phase for v in views] == ["deep", "rem", "light", "light"]
        assert [v.entry.sample for v in views] == [False, False, False, True]
        placeholder = views[1]
        assert placeholder.has_class("-placeholder")
        assert "PLACEHOLDER" in label_text(placeholder.query_one(".entry-header", Static))
        assert views[3].has_class("-sample")
        assert "SAMPLE" in label_text(views[3].query_one(".entry-header", Static))
        assert "Deep sleep · Sunday 2026-06-21 03:00" in label_text(
            views[0].query_one(".entry-header", Static)
        )
        # Filter by phase with keys: f cycles all → light → rem; d jumps to deep; a back to all.
        await pilot.press("f")
        await settle(pilot)
        assert [v.entry.phase for v in pane.query(DiaryEntryView)] == ["light", "light"]
        await pilot.press("f")
        await settle(pilot)
        [rem] = pane.query(DiaryEntryView)
        assert rem.entry.placeholder
        await pilot.press("d")
        await settle(pilot)
        assert [v.entry.phase for v in pane.query(DiaryEntryView)] == ["deep"]
        await pilot.press("a")
        await settle(pilot)
        assert len(pane.query(DiaryEntryView)) == 4
        assert "all phases · 1 placeholder · 1 sample" in label_text(
            pane.query_one("#diary-count", Label)
        )


async def test_diary_off_says_how_to_turn_it_on(ctx: AppContext) -> None:
    app = PaneApp(ctx, DiaryPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(DiaryPane)
        assert label_text(pane.query_one("#diary-off", Static)).startswith(
            "Dream Diary is off: set diary.model in .memtui.toml"
        )
        assert not pane.query(DiaryEntryView)
        assert diary_entries(ctx.store) == []


# ------------------------------------------------------------------ memory


async def test_memory_gauge_history_diff_and_restore(ctx: AppContext) -> None:
    pid = with_pending(ctx)
    approve(ctx.store, ctx.ws, ctx.now(), [pid])
    approved = memory_text(ctx)
    undo(ctx.store, ctx.ws, ctx.now(), pid)
    assert RULE_START not in memory_text(ctx)
    app = PaneApp(ctx, MemoryPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(MemoryPane)
        used = len(memory_text(ctx))
        assert label_text(pane.query_one("#memory-budget", Label)) == (
            f"MEMORY.md budget: {used:,} / 10,000 characters"
        )
        table = pane.query_one("#memory-versions", DataTable)
        assert cell_texts(table, 3) == [f"undo {pid}", f"approve {pid}"]
        # The newest version (before the undo) holds the rule: restoring it adds it back.
        table.focus()
        assert f"+- {RULE_START}" in pane.query_one("#memory-diffview", DiffView).diff
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        assert memory_text(ctx) == approved
        assert [v.reason for v in memory_history(ctx.store)][
            0
        ] == f"restore {memory_history(ctx.store)[1].id}"
        with ctx.store.session() as s:
            assert any(v.status == "promoted" for v in load_views(ctx.store, s))
        assert MemoryChanged in app.received_types()
        # The restore wrote a new version: the cursor follows it to the top.
        assert pane.selected_version is not None
        assert pane.selected_version.id == memory_history(ctx.store)[0].id
        assert [c.label.plain for c in table.columns.values()][2:] == ["chars", "before write"]


# ------------------------------------------------------------------ rankings


async def test_rankings_preview_writes_nothing_and_what_if_reranks(ctx: AppContext) -> None:
    app = PaneApp(ctx, RankingsPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(RankingsPane)
        # Light would stage the rule; REM finds its truth, and no theme: one claim written on
        # one day is no pattern (algorithm.md §6.5).
        assert pane.light is not None and len(pane.light.staged) == 1
        assert pane.rem is not None and not pane.rem.themes and len(pane.rem.truths) == 1
        deep = pane.query_one("#deep-table", DataTable)
        assert cell_texts(deep, "gate") == ["✓ passes", "min_recall_count"]
        assert pane.ranking is not None and pane.ranking.passing == 1
        # The preview ran in a rolled-back transaction: no light mark, no run, no file.
        with ctx.store.session() as s:
            assert all(v.light_hits == 0 for v in load_views(ctx.store, s))
        assert not ctx.ws.dreams_path.exists()
        # What-if: raise min_score above the rule's 0.859; the ranking changes at once.
        await pilot.press("i")
        assert app.focused is pane.query_one("#t-min_score", Input)
        await pilot.press(*"0.9")
        await settle(pilot)
        assert pane.ranking.thresholds.min_score == pytest.approx(0.9)
        assert pane.ranking.passing == 0
        assert cell_texts(deep, "gate") == ["min_score", "min_recall_count"]
        # An invalid value keeps the last ranking and says what to fix.
        await pilot.press("backspace", "backspace", "backspace")
        await settle(pilot)
        assert "Fix: min_score" in label_text(pane.query_one("#whatif-note", Static))
        # Reset to the configured values.
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert pane.ranking.passing == 1
        assert label_text(pane.query_one("#whatif-note", Static)) == "Same as .memtui.toml."
        assert list_promotions(ctx.store, None) == []


# Five more rules on two days, each found by searches on two days: two are about releases.
FORMING_NOTES = {
    "2026-06-18": "## Release\nRelease trains leave on Tuesday and Thursday afternoons; a change "
    "that misses one waits for the next.\n\n## Kafka\nKafka retention is seven days on every "
    "cluster.\n",
    "2026-06-19": "## Hotfix\nHotfix releases need the on-call lead's approval, granted async in "
    "the channel.\n\n## Secrets\nSecrets live in Vault only, never in the repo.\n\n"
    "## Standup\nStandup is at 10:15 every weekday.\n",
}
FORMING_QUERIES = (
    "release trains Tuesday",
    "kafka retention",
    "hotfix approval",
    "secrets vault",
    "standup 10:15",
)


def _forming_night(ctx: AppContext) -> None:
    for day, text in FORMING_NOTES.items():
        write_note(ctx.ws, day, text)
        ingest(ctx.store, ctx.ws, at(f"{day}T09:00:00"))
    for day in ("2026-06-19", "2026-06-20"):
        for k, query in enumerate(FORMING_QUERIES):
            memory_search(ctx.store, ctx.ws, query, at(f"{day}T11:0{k}:00"))


async def test_a_night_without_a_theme_shows_the_topics_forming(ctx: AppContext) -> None:
    """Release is on 2 of the night's 6 claims (strength 0.67 < 0.75): no theme, so the REM table
    lists it dimmed as forming and its title says so (nothing is written)."""
    _forming_night(ctx)
    app = PaneApp(ctx, RankingsPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(RankingsPane)
        assert pane.rem is not None and not pane.rem.themes
        forming = {t.tag: t for t in pane.rem.forming}
        assert "release" in forming, [t.tag for t in pane.rem.forming]
        assert forming["release"].count == 2
        assert forming["release"].strength == pytest.approx(2 * 2 / len(pane.rem.inputs))
        table = pane.query_one("#rem-themes", DataTable)
        assert cell_texts(table, 0)[: len(forming)] == [t.tag for t in pane.rem.forming]
        name = table.get_row_at(0)[0]
        assert "dim" in str(name.spans[0].style)
        title = label_text(pane.query_one("#rem-title", Label))
        assert title == f"REM: 0 themes from {len(pane.rem.inputs)} inputs, {len(forming)} forming"
        assert not ctx.ws.dreams_path.exists()


async def test_a_dream_run_without_a_theme_lists_the_topics_forming(ctx: AppContext) -> None:
    """The Dream tab's REM result after a dry run of the cycle: the forming topics, dimmed, and
    '(N forming)' in its summary line."""
    _forming_night(ctx)
    app = PaneApp(ctx, DreamPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(DreamPane)
        await pilot.press("t", "c")
        await settle(pilot)
        assert pane.last_report is not None
        [rem] = [p.report for p in pane.last_report.phases if p.phase == "rem"]
        assert not rem.themes and "release" in [t.tag for t in rem.forming]
        assert f"0 themes ({len(rem.forming)} forming)" in rem.summary()
        table = pane.query_one("#rem-themes", DataTable)
        assert cell_texts(table, 0) == [t.tag for t in rem.forming]
        assert "dim" in str(table.get_row_at(0)[0].spans[0].style)
        assert not ctx.ws.dreams_path.exists()


async def test_what_if_weights_change_scores(ctx: AppContext) -> None:
    app = PaneApp(ctx, RankingsPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(RankingsPane)
        assert pane.ranking is not None
        before = pane.ranking.rows[0].scored.score
        pane.query_one("#w-diversity", Input).focus()
        await pilot.press(*"10")
        await settle(pilot)
        after = pane.ranking.rows[0].scored.score
        assert after > before  # the rule's diversity is 1.0, its strongest component


async def test_rankings_wait_for_their_tab(ctx: AppContext) -> None:
    """Ranking every fragment is deferred until the Rankings tab is first shown."""
    app = PaneApp(ctx, DreamPane, RankingsPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(RankingsPane)
        assert pane.ranking is None and pane.light is None
        app.query_one(TabbedContent).active = "tab-rankings"
        await settle(pilot)
        assert pane.ranking is not None and pane.ranking.passing == 1
        pane.focus_default()
        await pilot.pause()
        assert app.focused is pane.query_one("#deep-table", DataTable)


async def test_domain_messages_reach_panes_through_the_app_fan_out(ctx: AppContext) -> None:
    """A shown pane reloads at once; a pane in a hidden tab is marked stale and reloads when
    its tab opens."""
    app = PaneApp(ctx, ReviewPane, MemoryPane, RankingsPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        review, memory = app.query_one(ReviewPane), app.query_one(MemoryPane)
        with_pending(ctx)  # written behind the app's back
        assert review.data.pending == []
        app.post_message(PromotionsChanged())
        await settle(pilot)
        assert [p.id for p in review.data.pending] == [p.id for p in list_promotions(ctx.store)]
        rankings = app.query_one(RankingsPane)
        assert memory.stale and rankings.stale
        app.query_one(TabbedContent).active = "tab-memory"
        await settle(pilot)
        assert not memory.stale and rankings.stale  # only the opened tab reloads
        assert [v.id for v in memory.data.versions] == [v.id for v in memory_history(ctx.store)]


async def test_dream_tab_lists_past_runs_and_opens_one(ctx: AppContext) -> None:
    """Runs from before this session (here: from the engine) are listed with their summaries."""
    run_cycle(ctx.store, ctx.ws, ctx.now())
    app = PaneApp(ctx, DreamPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.query_one(DreamPane)
        status = label_text(pane.query_one("#dream-status", Static))
        assert status.startswith("Idle. Last run: Deep at 06-21 03:00 (ok)")
        runs = pane.query_one("#dream-runs", DataTable)
        assert cell_texts(runs, "phase") == ["Deep", "REM", "Light"]
        assert "pending 1" in cell_texts(runs, "summary")[0]
        runs.focus()
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, RunDetailScreen)
        lines = label_text(app.screen.query_one("#run-lines", Static))
        assert "pending: 1" in lines and "gates: " in lines
        await pilot.press("escape")
        assert not isinstance(app.screen, RunDetailScreen)


async def test_memory_entry_opens_its_fragment(ctx: AppContext) -> None:
    pid = with_pending(ctx)
    approve(ctx.store, ctx.ws, ctx.now(), [pid])
    [promotion] = list_promotions(ctx.store, "applied")
    app = PaneApp(ctx, MemoryPane)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        entries = app.query_one("#memory-entries", DataTable)
        assert cell_texts(entries, "entry")[0].startswith("规范：")
        entries.focus()
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, FragmentScreen)
        await settle(pilot)
        assert app.screen.detail.data is not None
        assert app.screen.detail.data.view.key == promotion.key
        await pilot.press("escape")
        assert app.focused is entries
