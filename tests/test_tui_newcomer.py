"""The app as a newcomer meets it by keyboard at 80×24 and 160×48 (issue 26): words that agree
with the numbers, vim keys in every table, nothing essential cut."""

from __future__ import annotations

import asyncio
import gc
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers import add_sample_entry, build_workspace, loaded, until, with_pending
from textual import events
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import DataTable, Input
from textual.widgets.data_table import ColumnKey

from memtui.engine.dream.review import approve
from memtui.engine.scoring import NO_SCORE, score_text
from memtui.engine.vocabulary import GATES, Gate
from memtui.engine.workspace import Workspace
from memtui.tui.app import TABS, MemtuiApp
from memtui.tui.context import AppContext
from memtui.tui.panes.base import displayed
from memtui.tui.panes.rankings import MIN_DEEP_TEXT, RankingsPane, deep_columns
from memtui.tui.panes.review import ReviewPane
from memtui.tui.screens.help import INTRO, HelpScreen
from memtui.tui.widgets.app_footer import AppFooter, KeyStrip
from memtui.tui.widgets.fragment_table import FragmentTable
from memtui.tui.widgets.rankings_cells import clip_citation, clip_parts

SIZES = [(80, 24), (160, 48)]
NUMBER_WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()


@pytest.fixture
def ctx(ws: Workspace) -> Iterator[AppContext]:
    context = build_workspace(ws)
    try:
        yield context
    finally:
        context.close()


def cell(table: FragmentTable, key: str, column: str) -> str:
    return str(table.get_cell(key, column))


def test_help_counts_the_gates_there_are() -> None:
    said = re.search(r"passes all (\w+) \*\*gates\*\*", INTRO)
    assert said is not None and NUMBER_WORDS.index(said.group(1)) == len(GATES)


def test_no_score_beside_a_gate_no_recall_can_pass() -> None:
    """A to-do pooled with a recalled claim scores 0.93 and can never be promoted: no score."""
    assert score_text(0.932738, Gate.DURABLE) == NO_SCORE
    assert score_text(0.932738, Gate.MIN_RECALL_COUNT) == "0.93"
    assert score_text(0.932738, None, 3) == "0.933"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_a_promoted_fragment_says_so_in_the_gate_column(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    promotion = with_pending(ctx)
    approve(ctx.store, ctx.ws, ctx.now(), [promotion])
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=size) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        table = app.query_one(FragmentTable)
        promoted = [v for v in table.views if v.status == "promoted"]
        assert promoted, "the approved fragment is in the table"
        gate_cells = {str(c) for c in table.get_row(promoted[0].key)}
        shown = [col.key for col in table.shown_columns]
        assert "gate" in shown or size[0] < 100  # narrow tables keep fewer columns
        if "gate" in shown:
            assert "already promoted" in gate_cells and "not_promoted" not in gate_cells


# ------------------------------------------------------------------ item 7: nothing essential cut


def test_a_citation_is_cut_from_the_left_keeping_the_file_and_its_lines() -> None:
    assert clip_citation("memory/2026-06-01.md#L4-L5", 21).plain == "…/2026-06-01.md#L4-L5"
    cut = clip_citation("sessions/openclaw/ledger-replication-plan.jsonl:3-3", 20).plain
    assert cut.startswith("…") and cut.endswith(".jsonl:3-3") and len(cut) == 20
    assert clip_citation("memory/2026-06-01.md#L4", 40).plain == "memory/2026-06-01.md#L4"


def test_a_summary_is_cut_between_its_parts_never_mid_word() -> None:
    summary = "evaluated 140 · ranked 8 · pending 8 · dropped 0"
    assert clip_parts(summary, 40) == "evaluated 140 · ranked 8 · pending 8 …"
    assert clip_parts(summary, 80) == summary


def painted(footer: AppFooter) -> str:
    """The footer's line as the next frame paints it (what is drawn, not what is planned)."""
    strip = footer.query_one(KeyStrip)
    [line] = strip.render_lines(Region(0, 0, strip.size.width, 1))
    return line.text


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_footer_keeps_help_watch_and_quit_on_every_tab(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=size) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        footer = app.screen.query_one(AppFooter)
        left = footer.query_one(KeyStrip).region.x
        for tab in TABS:
            await pilot.press(tab.key)
            await until(pilot, lambda t=tab.id: app.active_tab == t, what=tab.id)
            keys = {k.key: left + k.end for k in footer.shown_keys()}
            for key in ("question_mark", "w", "q"):
                assert key in keys and keys[key] <= size[0], (tab.id, key, sorted(keys))
            assert all(word in painted(footer) for word in ("Help", "Watch", "Quit")), tab.id


async def turns_until(app: MemtuiApp, condition: Callable[[], bool], what: str) -> None:
    """Give the event loop turns (no time passes on a clock) until `condition` holds."""
    for _ in range(10_000):
        if condition():
            return
        await asyncio.sleep(0)
    raise AssertionError(f"never: {what}")


async def test_the_footer_shows_the_new_tabs_keys_at_once(ctx: AppContext) -> None:
    """Item 8: the moment a tab key has switched the tab, the footer paints that tab's keys
    (Textual's footer rebuilt its keys a frame or two later: the old ones stayed 0.5–1.1 s)."""
    with_pending(ctx)
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        footer = app.screen.query_one(AppFooter)
        before = TABS[0]
        for tab in [*TABS[1:], TABS[0]]:
            app.post_message(events.Key(tab.key, tab.key))
            await turns_until(app, lambda t=tab.id: app.active_tab == t, tab.id)
            own = {b.action for b in app.pane(tab.id).BINDINGS if b.show}
            old = {b.action for b in app.pane(before.id).BINDINGS if b.show} - own
            shown = [k.action for k in footer.shown_keys()]
            assert shown[0] in own and not old & set(shown), (tab.id, shown)
            line = painted(footer)
            assert footer.shown_keys()[0].description in line, (tab.id, line)
            assert all(word in line for word in ("Help", "Watch", "Quit")), (tab.id, line)
            await pilot.pause()
            before = tab


async def test_a_tab_switch_moves_the_focus_once(ctx: AppContext) -> None:
    """Straight to the tab's main widget: each move restyles what it leaves and reaches (the
    Diary's entries are hundreds of widgets), and a stop on the way showed its keys."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(160, 48)) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        moves: list[Widget | None] = []

        def moved(widget: Widget | None) -> None:
            moves.append(widget)

        app.watch(app.screen, "focused", moved, init=False)
        for tab in [*TABS[1:], TABS[0]]:
            moves.clear()
            await pilot.press(tab.key)
            await until(pilot, lambda t=tab.id: app.active_tab == t, what=tab.id)
            assert len(moves) == 1, (tab.id, moves)
            assert moves[0] is not None and app.pane(tab.id) in moves[0].ancestors, tab.id


async def test_a_tab_opened_before_its_turn_is_ready_at_once(ctx: AppContext) -> None:
    """The other tabs mount after the first tab's first page, one a refresh; one asked for
    sooner is mounted on the way, and the switch lands in it: keys, focus and footer."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        assert not app.query("#search-pane")  # the last to mount
        await pilot.press("7")
        assert app.active_tab == "search"
        search = app.pane("search")
        assert app.focused is not None and search in app.focused.ancestors
        assert app.screen.query_one(AppFooter).shown_keys()[0].action == "focus_query"
        await until(pilot, loaded(app), what="fragment rows")
        await until(pilot, lambda: all(app.query(f"#{t.id}-pane") for t in TABS), what="tabs")


async def test_what_the_app_froze_is_collectable_again_once_it_exits(ctx: AppContext) -> None:
    """Once every tab is mounted the app leaves what it holds out of Python's full collections
    (they paused tab switches 0.15-0.3 s on the demo); an app that has exited holds nothing."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: all(app.query(f"#{t.id}-pane") for t in TABS), what="tabs")
        await until(pilot, lambda: gc.get_freeze_count() > 0, what="frozen")
    assert gc.get_freeze_count() == 0


async def test_a_click_on_a_footer_key_presses_it(ctx: AppContext) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        footer = app.screen.query_one(AppFooter)
        [help_key] = [k for k in footer.shown_keys() if k.action == "help"]
        await pilot.click(KeyStrip, offset=(help_key.start, 0))
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), what="the help screen")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_rankings_shows_every_section_and_ten_deep_rows(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=size) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        await pilot.press("2")
        pane = app.query_one(RankingsPane)
        await until(pilot, lambda: pane.light is not None and pane.ranking is not None)
        for section in ("#light-table", "#rem-themes", "#rem-truths"):
            table = pane.query_one(section, DataTable)
            assert table.display and table.region.height >= 3, section  # header and rows
        assert pane.query_one("#deep-table", DataTable).scrollable_content_region.height >= 10


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_rankings_take_their_width_back_when_the_what_if_closes(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    """Item 8: a ranking recomputed with the what-if open (beside it on a narrow terminal) was
    laid out for the narrow column and stayed so after Esc closed the panel, until a resize."""
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=size) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        await pilot.press("2")
        pane = app.query_one(RankingsPane)
        await until(pilot, lambda: pane.ranking is not None, what="the deep ranking")
        deep = pane.query_one("#deep-table", DataTable)
        main = pane.query_one("#rankings-main")

        def laid_out() -> list[tuple[str, int]]:
            return [(str(c.key.value), c.width) for c in deep.columns.values()]

        def for_width() -> list[tuple[str, int]]:
            return [(key, width) for key, _label, width in deep_columns(main.size.width)]

        await until(pilot, lambda: laid_out() == for_width(), what="columns for the width")
        full = main.size.width
        await pilot.press("i", "end", *["backspace"] * 8, *"0.5")
        await until(
            pilot,
            lambda: pane.ranking is not None and pane.ranking.thresholds.min_score == 0.5,
            what="the ranking under the what-if",
        )
        await pilot.press("escape")
        await until(pilot, lambda: main.size.width == full, what="the what-if closed")
        await until(pilot, lambda: laid_out() == for_width(), what="columns for the full width")
        assert deep.columns[ColumnKey("text")].width >= MIN_DEEP_TEXT
        assert sum(w + 2 for _, w in laid_out()) <= full


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_fragments_and_search_keep_what_identifies_a_row(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=size) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        table = app.query_one(FragmentTable)
        assert "seen" in [c.key for c in table.shown_columns]
        first = table.views[0]
        day = first.first_seen_at.astimezone(ctx.ws.tz).strftime("%m-%d")
        assert cell(table, first.key, "seen") == day
        await pilot.press("7", "slash", *"runbook alert", "enter")
        results = app.query_one("#search-results", DataTable)
        await until(pilot, lambda: results.row_count > 0, what="search results")
        citations = [str(results.get_cell_at((n, 2))) for n in range(results.row_count)]
        assert all(re.search(r"\.md#L\d+(-L\d+)?$", c) for c in citations), citations


# ------------------------------------------------------------------ item 8: keys


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_vim_keys_and_home_end_move_in_every_table(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    with_pending(ctx)
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=size) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        for key, table_id in (
            ("1", "#fragments-table"),
            ("2", "#deep-table"),
            ("3", "#dream-runs"),
        ):
            await pilot.press(key)
            table = app.query_one(table_id, DataTable)
            await until(pilot, lambda t=table: t.row_count > 2, what=table_id)
            table.focus()
            await pilot.press("j", "j")
            assert table.cursor_row == 2, table_id
            await pilot.press("k")
            assert table.cursor_row == 1, table_id
            await pilot.press("G")
            await until(pilot, lambda t=table: t.cursor_row == t.row_count - 1, what="G")
            await pilot.press("g")
            assert table.cursor_row == 0, table_id
            await pilot.press("end")
            await until(pilot, lambda t=table: t.cursor_row == t.row_count - 1, what="End")
            await pilot.press("home")
            assert table.cursor_row == 0, table_id


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_diary_scrolls_without_a_tab_first(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    add_sample_entry(ctx)
    for _ in range(12):
        add_sample_entry(ctx)
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=size) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        await pilot.press("5")
        entries = app.query_one("#diary-entries")
        await until(pilot, lambda: entries.max_scroll_y > 0, what="entries taller than the view")
        await pilot.press("pagedown")
        await until(pilot, lambda: entries.scroll_y > 0, what="scrolled by Page Down")
        await pilot.press("g")
        await until(pilot, lambda: entries.scroll_y == 0, what="back to the top with g")
        await pilot.press("j")
        await until(pilot, lambda: entries.scroll_y > 0, what="scrolled by j")


async def test_a_hidden_box_never_takes_what_is_typed(ctx: AppContext) -> None:
    """Review at 80×24 with the detail open hides the approve-above box: `s` opens it first."""
    with_pending(ctx)
    app = MemtuiApp(ctx, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, loaded(app), what="fragment rows")
        await pilot.press("4")
        review = app.query_one(ReviewPane)
        await until(pilot, lambda: review.selected_pending is not None, what="pending list")
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        box = app.focused
        assert isinstance(box, Input) and displayed(box)


def test_the_app_opens_no_database_session() -> None:
    """Issue 25: the app calls engine functions; SQL and sessions stay in memtui/engine/store."""
    import memtui.tui

    root = Path(memtui.tui.__file__).parent
    offenders = [
        f"{path.relative_to(root)}: {pattern}"
        for path in root.rglob("*.py")
        for pattern in ("sqlalchemy", "sqlmodel", ".session(", ".transaction(")
        if pattern in path.read_text(encoding="utf-8")
    ]
    assert offenders == []
