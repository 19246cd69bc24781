"""The app shell, Fragments, Search and Live: Pilot drives real keys against real SQLite stores."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from helpers import (
    APP_NOW,
    SIZE,
    at,
    build_workspace,
    loaded,
    palette_choice,
    type_in_palette,
    until,
    write_note,
)
from sqlalchemy import insert
from textual.command import CommandPalette
from textual.coordinate import Coordinate
from textual.pilot import Pilot
from textual.widgets import (
    DataTable,
    Input,
    Sparkline,
    Static,
    Switch,
    TabbedContent,
)
from textual.widgets._footer import FooterKey

from memtui.demo.workspace import build_demo, demo_clock
from memtui.engine.dream.explain import explain_fragment
from memtui.engine.dream.review import list_promotions
from memtui.engine.errors import StoreError
from memtui.engine.store import FragmentRow, derived_columns
from memtui.engine.store.fragments import load_views
from memtui.engine.vocabulary import GATES
from memtui.engine.workspace import Workspace, open_workspace
from memtui.tui.app import TABS, MemtuiApp
from memtui.tui.context import AppContext, make_context
from memtui.tui.panes.fragments import FragmentsPane
from memtui.tui.panes.rankings import RankingsPane
from memtui.tui.panes.review import ReviewPane
from memtui.tui.panes.search import SearchPane
from memtui.tui.screens.error_modal import ErrorModal
from memtui.tui.screens.fragment import FragmentScreen
from memtui.tui.screens.help import HelpScreen
from memtui.tui.screens.review_modals import ConfirmScreen
from memtui.tui.screens.run_detail import RunDetailScreen
from memtui.tui.widgets.app_footer import AppFooter, KeyStrip
from memtui.tui.widgets.fragment_detail import FragmentDetail
from memtui.tui.widgets.fragment_table import WINDOW_MAX, FragmentTable
from memtui.tui.widgets.gate_checklist import GateChecklist


@pytest.fixture
def ctx(ws: Workspace) -> Iterator[AppContext]:
    context = build_workspace(ws)
    try:
        yield context
    finally:
        context.close()


def fragments_by_text(ctx: AppContext, part: str) -> list[int]:
    """Recall counts of the fragments whose text contains `part` (read through the engine)."""
    with ctx.store.session() as s:
        return [v.recall_count for v in load_views(ctx.store, s) if part in v.text]


class RecordingApp(MemtuiApp):
    """The app, remembering every notification it shows (toasts vanish on a timer)."""

    def __init__(self, ctx: AppContext, *, watch: bool = True) -> None:
        super().__init__(ctx, watch=watch)
        self.notified: list[str] = []

    def notify(self, message: str, **kwargs: Any) -> None:  # type: ignore[override]
        self.notified.append(f"{kwargs.get('title', '')}: {message}")
        super().notify(message, **kwargs)


def table(app: MemtuiApp) -> FragmentTable:
    return app.query_one(FragmentTable)


def detail_key(app: MemtuiApp) -> str | None:
    data = app.query_one(FragmentDetail).data
    return data.view.key if data else None


async def open_review(pilot: Pilot[None], app: MemtuiApp) -> ReviewPane:
    """Switch to the Review tab by its key and wait for the pending list to have a selection."""
    await pilot.press("4")
    review = app.query_one(ReviewPane)
    await until(pilot, lambda: review.selected_pending is not None, what="pending list")
    return review


async def test_opens_on_fragments_sorted_by_score_with_detail(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app), what="first page")
        t = table(app)
        assert app.query_one(TabbedContent).active == "fragments"
        assert t.total == t.row_count == len(t.views) >= 7
        scores = [v.scored.score for v in t.views if v.scored]
        assert scores == sorted(scores, reverse=True)
        assert str(app.query_one("#fragments-range").render()).startswith(
            f"rows 1–{t.total} of {t.total}"
        )
        # The first row is selected and its detail is shown.
        await until(pilot, lambda: detail_key(app) == t.views[0].key, what="detail of row 1")


async def test_sort_by_keys_and_by_clicking_a_header(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        pane = app.query_one(FragmentsPane)
        await pilot.press("S")  # reverse: lowest score first
        await until(pilot, lambda: not pane.query_state.descending and not t_desc(app))
        scores = [v.scored.score for v in table(app).views if v.scored]
        assert scores == sorted(scores)

        await pilot.press("s")  # next column after score: status
        await until(pilot, lambda: table(app).sort_field == "status")

        # Click the "queries" header: highest first, click again: lowest first.
        await pilot.click(FragmentTable, offset=(header_x(app, "queries"), 0))
        await until(
            pilot, lambda: table(app).sort_field == "unique_queries" and table(app).descending
        )
        queries = [v.unique_queries for v in table(app).views]
        assert queries == sorted(queries, reverse=True)
        await pilot.click(FragmentTable, offset=(header_x(app, "queries"), 0))
        await until(pilot, lambda: table(app).sort_field == "unique_queries" and not t_desc(app))
        assert [v.unique_queries for v in table(app).views] == sorted(queries)

        await pilot.click(FragmentTable, offset=(header_x(app, "text"), 0))
        await until(pilot, lambda: table(app).sort_field == "text")
        texts = [v.text for v in table(app).views]
        assert texts == sorted(texts)


def t_desc(app: MemtuiApp) -> bool:
    return table(app).descending


def header_x(app: MemtuiApp, key: str) -> int:
    """The x offset of a column's header cell inside the table."""
    t = table(app)
    x = 0
    for column in t.ordered_columns:
        if column.key.value == key:
            return x + 1
        x += column.get_render_width(t)
    raise KeyError(key)


async def test_filter_as_you_type_then_clear(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        everything = table(app).total
        await pilot.press("slash")
        assert isinstance(app.focused, Input)
        await pilot.press(*"rollback")
        await until(pilot, lambda: table(app).total < everything, what="filtered rows")
        t = table(app)
        assert t.total == 1 and "rollback" in t.views[0].text
        assert t.sort_field == "match"
        # A word with different case and a CJK word work too.
        await pilot.press(*["backspace"] * 8, *"数据库")
        await until(pilot, lambda: all("数据库" in v.text for v in table(app).views))
        # Down walks from the box into the filtered table; / goes back to the box.
        await pilot.press("down")
        assert isinstance(app.focused, FragmentTable) and table(app).total < everything
        await pilot.press("slash")
        assert isinstance(app.focused, Input)
        await pilot.press("escape")
        await until(pilot, lambda: table(app).total == everything, what="filter cleared")
        assert table(app).sort_field == "score" and isinstance(app.focused, FragmentTable)


async def test_status_filter_cycles_with_t(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        pane = app.query_one(FragmentsPane)
        await pilot.press("t")  # new: none left after the nightly cycle
        await until(pilot, lambda: pane.query_state.status == "new" and table(app).total == 0)
        assert "no fragments match" in str(app.query_one("#fragments-range").render())
        await pilot.press("t")
        await until(pilot, lambda: pane.query_state.status == "staged" and table(app).total > 0)
        assert all(v.status == "staged" for v in table(app).views)
        await pilot.press("t", "t")
        await until(pilot, lambda: pane.query_state.status == "pending")
        assert [v.status for v in table(app).views] == ["pending"]


async def test_selecting_a_row_shows_its_detail(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        await pilot.press("down", "down")
        t = table(app)
        chosen = t.views[2]
        await until(pilot, lambda: detail_key(app) == chosen.key, what="detail of row 3")
        detail = app.query_one(FragmentDetail)
        data = detail.data
        assert data is not None
        assert len(data.gates) == len(GATES)  # §6.4 and the two of §6.5
        assert len(data.votes) == 30 and data.votes[-1][0] == "2026-05-22"
        assert app.query_one(Sparkline).data == [float(n) for _, n in data.votes]
        assert data.contexts and data.contexts[0].lines
        gates = str(app.query_one("#detail-gates").render())
        assert "min_score" in gates and ("would promote" in gates or "stopped at" in gates)
        assert chosen.text.split()[0] in str(app.query_one("#detail-text").render())


async def test_the_most_voted_fragment_shows_its_vote_history(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        await until(pilot, lambda: detail_key(app) is not None)
        data = app.query_one(FragmentDetail).data
        assert data is not None
        assert sum(n for _, n in data.votes) == data.view.recall_count > 0
        assert any(e.what.startswith("vote") for e in data.history)


async def test_search_browsing_does_not_vote_and_the_switch_makes_it_vote(
    ctx: AppContext,
) -> None:
    before = fragments_by_text(ctx, "runbook")
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        await pilot.press("7")
        assert app.query_one(TabbedContent).active == "search"
        await pilot.press("slash", *"runbook alert", "enter")
        results = app.query_one("#search-results", DataTable)
        await until(pilot, lambda: results.row_count > 0, what="search results")
        assert "browsing: no votes" in str(app.query_one("#search-summary").render())
        # The box keeps the focus to refine the query; Down walks into the results.
        assert app.focused is app.query_one("#search-input", Input)
        await pilot.press("down")
        assert app.focused is results
        await pilot.press("slash")
        assert "memory/2026-05-21.md#L" in str(app.query_one("#search-hit-text").render())
        assert fragments_by_text(ctx, "runbook") == before  # browsing did not vote

        # Turn on "count as vote" with real keys: Tab to the switch, Space toggles it.
        await pilot.press("tab", "space")
        assert app.query_one("#search-vote", Switch).value is True
        await pilot.press("shift+tab", "enter")
        await until(
            pilot,
            lambda: "counted as votes" in str(app.query_one("#search-summary").render()),
            what="voted search",
        )
        assert fragments_by_text(ctx, "runbook") == [before[0] + 1]
        # The fragments tab was told: it reloads when opened and shows the new recall.
        await pilot.press("escape", "1")
        await until(
            pilot,
            lambda: any(
                "runbook" in v.text and v.recall_count == before[0] + 1 for v in table(app).views
            ),
            what="fragments reloaded after the vote",
        )


async def test_new_note_in_watched_folder_updates_table_and_keeps_selection(
    ws: Workspace, ctx: AppContext
) -> None:
    app = RecordingApp(ctx, watch=True)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        assert app.watching
        await pilot.press("down")
        t = table(app)
        selected = t.selected_key
        total = t.total
        write_note(
            ws,
            "2026-05-22",
            "# 2026-05-22\n## Standup\nDecision: the staging database is reset every Monday.\n",
        )
        await until(
            pilot,
            lambda: table(app).total == total + 1,
            timeout=30,
            what="the new note's fragment",
        )
        assert any("staging database" in v.text for v in table(app).views)
        assert table(app).selected_key == selected
        assert "Notes arrived: memory/2026-05-22.md: 1 new fragment(s), 1 signalled" in app.notified


async def test_a_symlink_loop_made_while_watching_leaves_the_watcher_reading(
    ws: Workspace, ctx: AppContext
) -> None:
    """A loop under memory/ was an unhandled RuntimeError in the watcher (issue 27 item 3):
    the worker died and no later note was read."""
    app = RecordingApp(ctx, watch=True)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        total = table(app).total
        (ws.root / "memory" / "loop.md").symlink_to("loop.md")
        await pilot.pause(1.0)
        write_note(ws, "2026-05-22", "# 2026-05-22\n## Ops\nRule: the loop never stops reading.\n")
        await until(pilot, lambda: table(app).total == total + 1, timeout=30, what="the later note")
        assert app.watching
        assert not [n for n in app.notified if "failed" in n], app.notified


async def test_first_note_is_read_when_memory_folder_appears_while_running(
    tmp_path: Path,
) -> None:
    """memory/ does not exist at start; the folder and a note created together are read."""
    root = tmp_path / "fresh"
    root.mkdir()
    (root / ".memtui.toml").write_text('[dreaming]\ntimezone = "Asia/Shanghai"\n', "utf-8")
    ctx = make_context(open_workspace(root))
    app = MemtuiApp(ctx, watch=True)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.query_one(FragmentsPane).loaded, what="first load")
            assert table(app).total == 0
            hint = str(app.query_one("#fragments-range", Static).render())
            assert "write notes in memory/YYYY-MM-DD.md" in hint
            write_note(root, "2026-05-22", "# 2026-05-22\n## Ops\nRule: page the on-call twice.\n")
            await until(pilot, lambda: table(app).total == 1, timeout=30, what="the first note")
    finally:
        ctx.close()


async def test_recency_dependent_scores_refresh_as_time_passes(
    ctx: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memtui.tui import app as app_module

    monkeypatch.setattr(app_module, "RECENCY_SECONDS", 0.2)
    clock = [at("2026-05-22T10:00:00")]
    ctx.clock = lambda: clock[0]
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))

        def recency() -> float:
            view = table(app).views[0]
            return view.scored.components.recency if view.scored else -1.0

        fresh = recency()
        clock[0] = at("2026-06-21T10:00:00")  # a month later, nobody recalled anything
        await until(pilot, lambda: recency() < fresh / 2, what="recency decayed")


async def test_watch_can_be_paused_and_resumed(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=True)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        assert app.watching
        assert app.sub_title.endswith("· watching notes")
        await pilot.press("w")
        await until(pilot, lambda: not app.watching)
        assert app.sub_title.endswith("· watch paused (w)")  # said on screen, not only a toast
        await pilot.press("w")
        await until(pilot, lambda: app.watching)
        assert app.sub_title.endswith("· watching notes")


async def test_text_boxes_never_trap_the_keyboard(ctx: AppContext) -> None:
    """Digits type inside a box and switch tabs outside it; Esc always leaves a box; after a
    dialog the focus is back on the list, not in the box that opened it."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        tabs = app.query_one(TabbedContent)
        await pilot.press("2")
        await until(pilot, lambda: tabs.active == "rankings")
        await pilot.press("i")
        box = app.query_one("#t-min_score", Input)
        assert app.focused is box
        before = box.value
        await pilot.press("3")
        assert tabs.active == "rankings" and box.value.endswith("3") and box.value != before
        await pilot.press("backspace", *before, "escape")
        assert box.value == before
        assert not isinstance(app.focused, Input)
        await pilot.press("4")
        assert tabs.active == "review"
        await pilot.press("s")
        assert app.focused is app.query_one("#approve-min", Input)
        await pilot.press("escape")
        assert app.focused is app.query_one("#pending-table")
        await pilot.press("s")
        app.query_one("#approve-min", Input).value = "0"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), what="the preview")
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, ConfirmScreen))
        assert app.focused is app.query_one("#pending-table")
        await pilot.press("1")
        assert tabs.active == "fragments"


async def test_enter_on_a_fragment_row_opens_its_detail_and_esc_returns(
    ctx: AppContext,
) -> None:
    """Rankings, Review and Search rows name fragments: Enter shows one, Esc comes back."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))

        async def opens(expected_key: str, table_id: str) -> None:
            table = app.query_one(table_id, DataTable)
            assert app.focused is table
            await pilot.press("enter")
            await until(
                pilot,
                lambda: (
                    isinstance(app.screen, FragmentScreen) and app.screen.detail.data is not None
                ),
                what="the fragment screen",
            )
            assert isinstance(app.screen, FragmentScreen)
            assert app.screen.detail.data is not None
            assert app.screen.detail.data.view.key == expected_key
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, FragmentScreen))
            assert app.focused is table

        await pilot.press("2")
        rankings = app.query_one(RankingsPane)
        await until(pilot, lambda: rankings.selected_row is not None, what="deep ranking")
        assert rankings.selected_row is not None
        await opens(rankings.selected_row.key, "#deep-table")

        review = await open_review(pilot, app)
        assert review.selected_pending is not None
        await opens(review.selected_pending.key, "#pending-table")

        await pilot.press("7", "slash", *"runbook", "enter")
        search = app.query_one(SearchPane)
        await until(pilot, lambda: search.result is not None, what="search results")
        await pilot.press("escape")
        assert search.result is not None
        hit = search.result.hits[0]
        assert hit.fragment is not None
        await opens(hit.fragment.key, "#search-results")


async def test_digits_leave_a_fragment_screen_for_their_tab(ctx: AppContext) -> None:
    """A digit on a fragment's screen closes it and opens that tab: the keys keep working
    there (Esc, the list's own keys); the fragment screen never stays up over a hidden tab."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, loaded(app))
        await pilot.press("2")
        rankings = app.query_one(RankingsPane)
        await until(pilot, lambda: rankings.selected_row is not None, what="deep ranking")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, FragmentScreen), what="fragment")
        await pilot.press("4")
        await until(pilot, lambda: not isinstance(app.screen, FragmentScreen), what="closed")
        assert app.query_one(TabbedContent).active == "review"
        assert app.focused is app.query_one("#pending-table", DataTable)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, FragmentScreen), what="fragment")
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, FragmentScreen), what="back")
        assert app.focused is app.query_one("#pending-table", DataTable)


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
async def test_a_fragment_detail_scrolls_with_the_keyboard(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    """Opened with Enter, the detail takes the focus and the arrow keys scroll it down to the
    gates, on a narrow terminal (one stacked column) as on a wide one."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=size) as pilot:
        await until(pilot, loaded(app))
        await pilot.press("2")
        rankings = app.query_one(RankingsPane)
        await until(pilot, lambda: rankings.selected_row is not None, what="deep ranking")
        await pilot.press("enter")
        await until(
            pilot,
            lambda: isinstance(app.screen, FragmentScreen) and app.screen.detail.data is not None,
            what="the fragment screen",
        )
        assert isinstance(app.screen, FragmentScreen)
        scroller = app.focused
        assert scroller is not None and app.screen in scroller.ancestors
        assert scroller.max_scroll_y > 0 or size[0] >= 110
        await pilot.press("end")
        await pilot.pause()
        gates = app.screen.query_one(GateChecklist)
        if size[0] < 110:
            assert scroller.scroll_y == scroller.max_scroll_y > 0
        assert gates.region.height > 0 and gates.region.y < size[1] - 1  # on screen


async def test_rankings_compute_after_the_fragment_detail_was_scrolled(ctx: AppContext) -> None:
    """Scrolling the fragment detail and then opening Rankings still computes them (they waited
    for a Show event that Textual did not send after the scroll: "Computing previews…" forever)."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, loaded(app))
        await pilot.press("d", "tab")
        detail = app.query_one(FragmentDetail)
        assert app.focused is detail
        await pilot.press("end")
        await until(pilot, lambda: detail.scroll_y > 0, what="detail scrolled")
        await pilot.press("2")
        rankings = app.query_one(RankingsPane)
        await until(pilot, lambda: rankings.ranking is not None, what="the deep ranking")


async def test_enter_on_the_dream_tab_opens_a_past_run_and_runs_nothing(ctx: AppContext) -> None:
    """The Dream tab opens on its list of past runs: Enter reads one. It used to focus the
    Whole cycle button, so Enter ran a real cycle that wrote DREAMS.md."""
    dreams = ctx.ws.dreams_path.read_text(encoding="utf-8")
    runs = len(ctx.store.recent_runs(limit=100))
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, loaded(app))
        await pilot.press("3")
        await until(pilot, lambda: app.query_one("#dream-runs", DataTable).row_count > 0)
        assert app.focused is app.query_one("#dream-runs", DataTable)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, RunDetailScreen), what="run detail")
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, RunDetailScreen))
        assert app.focused is app.query_one("#dream-runs", DataTable)
        # A digit on a dialog that only shows something (a run, help) closes it for its tab.
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, RunDetailScreen), what="run detail")
        await pilot.press("1")
        await until(pilot, lambda: app.query_one(TabbedContent).active == "fragments")
        assert not isinstance(app.screen, RunDetailScreen)
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("4")
        await until(pilot, lambda: app.query_one(TabbedContent).active == "review")
        assert not isinstance(app.screen, HelpScreen)
        assert app.focused is app.query_one("#pending-table", DataTable)
    assert len(ctx.store.recent_runs(limit=100)) == runs
    assert ctx.ws.dreams_path.read_text(encoding="utf-8") == dreams


async def test_a_restatements_score_is_the_same_on_every_screen(tmp_path: Path) -> None:
    """A pending fragment that speaks for a claim of several restatements is scored on the
    claim's pooled evidence (algorithm.md §6.5) by deep and `explain`; the Fragments table, its
    detail, Review's "now" and the fragment's own screen say the same score and gates (Review
    and the fragment screen read the fragment alone: 0.95 beside the table's 0.99)."""
    root = tmp_path / "demo"
    build_demo(root)
    clock = demo_clock(root)
    assert clock is not None
    ctx = make_context(open_workspace(root), now_text=clock.isoformat())
    now = ctx.now()
    pending = {p.key: p for p in list_promotions(ctx.store, "pending")}
    explained = {k: explain_fragment(ctx.store, ctx.ws, now, k) for k in pending}
    pooled = [k for k, e in explained.items() if e.view.claim and len(e.view.claim.member_ids) > 1]
    assert pooled, "the demo has a pending restatement"

    def said(gates: list[Any]) -> list[str]:
        return [f"{g.gate} {g.passed} {g.detail}" for g in gates]

    app = MemtuiApp(ctx, watch=False)
    try:
        async with app.run_test(size=(160, 48)) as pilot:
            await until(pilot, loaded(app))
            t = table(app)
            # explain agrees with deep's score table on every row, restatements above all.
            for view in t.views:
                assert view.scored is not None
                mine = explain_fragment(ctx.store, ctx.ws, now, view.key).view.scored
                assert mine is not None and mine.score == pytest.approx(view.scored.score)
            for key in pooled:
                want = explained[key]
                assert want.view.scored is not None
                row = next(n for n, v in enumerate(t.views) if v.key == key)
                assert t.views[row].scored.score == pytest.approx(want.view.scored.score)
                t.move_cursor(row=row)
                await until(pilot, lambda k=key: detail_key(app) == k, what="the detail")
                data = app.query_one(FragmentDetail).data
                assert data is not None and said(data.gates) == said(want.gates)
            review = await open_review(pilot, app)
            for key in pooled:
                want = explained[key]
                assert want.view.scored is not None
                assert review.data.now_scores[key] == pytest.approx(want.view.scored.score)
                app.open_fragment(key, "Review")
                await until(
                    pilot,
                    lambda: (
                        isinstance(app.screen, FragmentScreen)
                        and app.screen.detail.data is not None
                    ),
                    what="the fragment screen",
                )
                assert isinstance(app.screen, FragmentScreen)
                shown = app.screen.detail.data
                assert shown is not None and shown.view.scored is not None
                assert shown.view.scored.score == pytest.approx(want.view.scored.score)
                assert said(shown.gates) == said(want.gates)
                await pilot.press("escape")
                await until(pilot, lambda: not isinstance(app.screen, FragmentScreen))
    finally:
        ctx.close()


async def test_short_terminal_review_shows_the_detail_on_d(ctx: AppContext) -> None:
    """At 80×24 the review detail (statement and sources) is hidden to keep both lists; `d`
    shows it in place of the decided list, `d` again hides it."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, loaded(app))
        review = await open_review(pilot, app)
        detail, decided = review.query_one("#pending-detail"), review.query_one("#decided-table")
        assert not detail.display and decided.display
        await pilot.press("d")
        await until(pilot, lambda: detail.display and not decided.display, what="detail shown")
        assert detail.region.height >= 8
        await pilot.press("d")
        await until(pilot, lambda: not detail.display and decided.display, what="lists back")


async def test_review_list_keeps_its_place_after_a_decision(ws: Workspace) -> None:
    # Low thresholds, so deep stages several fragments of the small workspace.
    config = ws.root / ".memtui.toml"
    config.write_text(
        config.read_text("utf-8")
        + "[dreaming.deep]\nmin_score = 0.1\nmin_recall_count = 1\nmin_unique_queries = 1\n",
        "utf-8",
    )
    ctx = build_workspace(open_workspace(ws.root))
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        await pilot.press("4")
        review = app.query_one(ReviewPane)
        await until(pilot, lambda: len(review.data.pending) >= 3, what="three pending")
        pending = [p.id for p in review.data.pending]
        await pilot.press("down")
        await pilot.press("x")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), what="confirm")
        await pilot.press("y")
        await until(pilot, lambda: len(review.data.pending) == len(pending) - 1)
        # The rejected row's successor is under the cursor, not the first row.
        assert review.selected_pending is not None
        assert review.selected_pending.id == pending[2]
    ctx.close()


async def test_the_approve_preview_fits_a_short_terminal(ctx: AppContext) -> None:
    """At 80×24 the MEMORY.md diff of an approval scrolls inside the dialog and its buttons stay
    on screen; the diff has the focus, so the arrows read it and Enter approves nothing."""
    long_line = "- " + "a hand-written rule that wraps over several lines of the dialog " * 3
    ctx.ws.memory_path.write_text(
        "# Long-Term Memory\n\n" + "\n".join([long_line] * 6) + "\n", encoding="utf-8"
    )
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, loaded(app))
        await open_review(pilot, app)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), what="the preview")
        await pilot.pause()
        dialog = app.screen
        buttons = dialog.query_one("#confirm-buttons")
        assert buttons.region.y > 0 and buttons.region.bottom <= 24
        diff = dialog.query_one("#confirm-diff")
        assert app.focused is diff and diff.max_scroll_y > 0
        await pilot.press("end")
        await pilot.pause()
        assert diff.scroll_y == diff.max_scroll_y
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)  # Enter on the diff approves nothing
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, ConfirmScreen))
        assert app.focused is app.query_one("#pending-table", DataTable)
    assert "a hand-written rule" in ctx.ws.memory_path.read_text(encoding="utf-8")
    assert not list_promotions(ctx.store, "applied")


async def test_a_failed_gate_reads_as_failed_with_the_gate_names_of_the_docs(
    ctx: AppContext,
) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(160, 48)) as pilot:
        await until(pilot, loaded(app))
        t = table(app)
        gates = [v.scored.gate if v.scored else None for v in t.views]
        assert set(gates) <= {None, *GATES}
        row = next(n for n, g in enumerate(gates) if g in ("min_score", "min_recall_count"))
        failed = gates[row]
        t.move_cursor(row=row)
        await until(pilot, lambda: detail_key(app) == t.views[row].key, what="detail")
        cell = str(t.get_row_at(row)[t.get_column_index("gate")])
        assert cell == failed  # the gate's own name, in full
        checklist = str(app.query_one(GateChecklist).render())
        line = next(x for x in checklist.splitlines() if x.startswith("✗") and failed in x)
        detail = checklist.splitlines()[checklist.splitlines().index(line) + 1]
        assert " < " in detail and "≥" not in detail
        if failed == "min_recall_count":
            assert "signals" in detail


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_small_terminals_keep_rows_and_readable_text(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    """At 80×24 the fragments table keeps ten rows and a readable text column; status and
    gate are never cut; the Review text column is readable; the footer fits at 100."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=size) as pilot:
        await until(pilot, loaded(app))
        t = table(app)
        assert t.scrollable_content_region.height >= 10
        widths = {str(c.key.value): c.get_render_width(t) for c in t.columns.values()}
        assert widths["text"] >= 30
        assert widths["gate"] >= len("min_unique_queries") and "status" in widths
        assert t.region.right <= size[0]
        await pilot.press("2")
        deep = app.query_one("#deep-table", DataTable)
        await until(pilot, lambda: deep.row_count > 0, what="the deep ranking")
        assert deep.scrollable_content_region.height >= 10  # the ranking keeps ten rows
        await open_review(pilot, app)
        pending = app.query_one("#pending-table", DataTable)
        text = next(c for c in pending.columns.values() if c.key.value == "text")
        assert text.get_render_width(pending) >= 30
        if size[0] >= 100:
            footer = app.screen.query_one(AppFooter)
            strip = footer.query_one(KeyStrip)
            assert strip.region.x + footer.shown_keys()[-1].end <= size[0]
            assert all(k.region.right <= size[0] for k in footer.query(FooterKey))  # palette


async def test_number_keys_switch_every_tab(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        tabs = app.query_one(TabbedContent)
        for tab in reversed(TABS):
            await pilot.press(tab.key)
            assert tabs.active == tab.id
            await pilot.pause()


async def test_command_palette_switches_tabs_and_sorts(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        await type_in_palette(pilot, "go: diary")
        assert isinstance(app.screen, CommandPalette)
        await until(pilot, lambda: "diary" in palette_choice(app), what="the diary command")
        await pilot.press("enter")
        await until(pilot, lambda: app.query_one(TabbedContent).active == "diary")

        await type_in_palette(pilot, "sort by unique queries")
        await until(pilot, lambda: "unique queries" in palette_choice(app), what="the sort")
        await pilot.press("enter")
        await until(pilot, lambda: table(app).sort_field == "unique_queries")
        assert app.query_one(TabbedContent).active == "fragments"


async def test_palette_dry_run_runs_on_the_dream_tab_and_writes_nothing(ctx: AppContext) -> None:
    dreams = ctx.ws.dreams_path.read_text(encoding="utf-8")
    runs_before = len(ctx.store.recent_runs(limit=100))
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        await type_in_palette(pilot, "dry run the whole cycle")
        await until(pilot, lambda: "dry run" in palette_choice(app), what="the dry run")
        await pilot.press("enter")
        await until(pilot, lambda: app.query_one(TabbedContent).active == "dream")
        await until(
            pilot,
            lambda: len(ctx.store.recent_runs(limit=100)) >= runs_before + 3,
            timeout=60,
            what="light, REM and deep dry runs recorded",
        )
        runs = ctx.store.recent_runs(limit=3)
        assert {r.phase for r in runs} == {"light", "rem", "deep"} and all(r.dry_run for r in runs)
    assert ctx.ws.dreams_path.read_text(encoding="utf-8") == dreams


async def test_theme_from_the_palette_recolours_the_table(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        t = table(app)
        status = [c.key.value for c in t.ordered_columns].index("status")
        before = t.get_cell_at(Coordinate(0, status)).style
        await type_in_palette(pilot, "theme: nord")
        await until(pilot, lambda: "nord" in palette_choice(app), what="the nord theme")
        await pilot.press("enter")
        await until(pilot, lambda: app.theme == "nord")
        await until(pilot, lambda: t.get_cell_at(Coordinate(0, status)).style != before)


async def test_help_lists_readable_keys_and_closes(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        markdown = app.screen.query_one("#help-text").source  # type: ignore[attr-defined]
        assert "| app | `?`, `f1` | Help |" in markdown
        assert "| Fragments | `/` | Filter |" in markdown
        assert "question_mark" not in markdown and "slash" not in markdown
        assert "fragments.sort" not in markdown  # binding ids are for keymaps, not readers
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)


def test_every_binding_has_an_id_and_a_description() -> None:
    from memtui.tui.panes.search import SearchPane
    from memtui.tui.screens.error_modal import ErrorModal

    for owner in (MemtuiApp, FragmentsPane, FragmentTable, SearchPane, HelpScreen, ErrorModal):
        for binding in owner.BINDINGS:
            assert not isinstance(binding, tuple), owner
            assert binding.id and binding.description, (owner.__name__, binding.key)


async def test_fatal_errors_open_a_modal_and_partial_ones_a_toast(ctx: AppContext) -> None:
    app = RecordingApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app))
        app.report_error("Could not read notes", StoreError("database is locked"), fatal=False)
        await pilot.pause()
        assert not isinstance(app.screen, ErrorModal)
        assert app.notified == ["Could not read notes: database is locked"]
        app.report_error("Store unreachable", StoreError("cannot open the store"), fatal=True)
        await pilot.pause()
        assert isinstance(app.screen, ErrorModal)
        await pilot.press("escape")
        assert not isinstance(app.screen, ErrorModal)


async def test_a_store_that_cannot_be_read_on_open_shows_the_error_modal(
    ctx: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memtui.engine.fragment_pages import FragmentSource

    def broken(self: FragmentSource) -> int:
        raise StoreError("cannot read the store: database disk image is malformed")

    monkeypatch.setattr(FragmentSource, "rebuild", broken)
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ErrorModal), what="error modal")
        assert "malformed" in str(app.screen.query_one("#error-message Static").render())


def insert_fragments(ctx: AppContext, count: int) -> None:
    """Test setup only: many fragment rows at once, straight into a fresh store's table."""
    now = ctx.now()
    rows = []
    for n in range(count):
        lists = {
            "query_hashes": [f"q{j}" for j in range(n % 5)],
            "recall_days": [f"2026-05-{1 + j:02d}" for j in range(n % 4)],
            "concept_tags": ["topic"] if n % 2 else [],
        }
        rows.append(
            {
                "workspace_id": ctx.store.workspace_id,
                "key": f"{n:012x}",
                "text": f"synthetic fragment {n} about topic {n % 97}",
                "kind": "daily",
                "recall_count": n % 7,
                "daily_count": 1 + n % 3,
                "total_score": 0.6 * (n % 7) + 0.62,
                "max_score": 0.8,
                "first_seen_at": now - timedelta(days=n % 40),
                "last_seen_at": now,
                "last_recalled_at": (now - timedelta(days=n % 30)) if n % 7 else None,
                "search_text": "",
                "promotable": True,
                **lists,
                **derived_columns(**lists),
            }
        )
    with ctx.store.engine.begin() as conn:
        conn.execute(insert(FragmentRow.__table__), rows)  # type: ignore[attr-defined]


@pytest.fixture
def big_ctx(ws: Workspace) -> Iterator[AppContext]:
    context = make_context(ws, now_text=APP_NOW)
    insert_fragments(context, 100_000)
    try:
        yield context
    finally:
        context.close()


@pytest.mark.slow  # a 100 000-fragment store
async def test_100k_fragments_reach_an_interactive_paged_table(big_ctx: AppContext) -> None:
    app = MemtuiApp(big_ctx, watch=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, loaded(app), timeout=180, what="first page of 100 000")
        t = table(app)
        assert t.total == 100_000 and t.row_count <= WINDOW_MAX
        # Scrolling down past the window loads more rows, and the window stays bounded.
        deadline = time.monotonic() + 60
        while table(app).selected_offset < 2 * WINDOW_MAX and time.monotonic() < deadline:
            await pilot.press("pagedown")
            await until(pilot, lambda: True)
        assert table(app).selected_offset >= 2 * WINDOW_MAX
        assert table(app).row_count <= WINDOW_MAX and table(app).window_start > 0
        # Jump to the very end and back to the top.
        await pilot.press("ctrl+end")
        await until(pilot, lambda: table(app).selected_offset == 99_999, timeout=60)
        assert "of 100,000" in str(app.query_one("#fragments-range").render())
        await pilot.press("ctrl+home")
        await until(pilot, lambda: table(app).selected_offset == 0, timeout=60)
        # Filtering narrows 100 000 rows without loading them.
        await pilot.press("slash", *"topic 42")
        await until(pilot, lambda: 0 < table(app).total < 100_000, timeout=60)
        assert all("topic" in v.text and "42" in v.text for v in table(app).views)


def test_run_app_opens_and_closes_the_store(ws: Workspace, monkeypatch: pytest.MonkeyPatch) -> None:
    from memtui.tui import run as run_module

    seen: list[Path] = []

    def fake_run(self: MemtuiApp) -> None:
        seen.append(self.ctx.ws.root)

    monkeypatch.setattr(MemtuiApp, "run", fake_run)
    run_module.run_app(ws.root, "", APP_NOW)
    assert seen == [ws.root]
