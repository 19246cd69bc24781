"""Snapshots of the app shell, Fragments, Search, help, palette and error modal (fixed size and
clock, cursor blink off). Update after a deliberate change with `pytest --snapshot-update`."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator

import pytest
from helpers import build_workspace, loaded, palette_choice, type_in_palette, until
from textual.pilot import Pilot
from textual.widgets import Input

from memtui.engine.errors import StoreError
from memtui.engine.workspace import Workspace
from memtui.tui.app import MemtuiApp
from memtui.tui.context import AppContext

SIZE = (120, 40)
SnapCompare = Callable[..., bool]


@pytest.fixture
def app(ws: Workspace) -> Iterator[MemtuiApp]:
    ctx: AppContext = build_workspace(ws)
    try:
        yield MemtuiApp(ctx, watch=False)
    finally:
        ctx.close()


async def steady(pilot: Pilot[None]) -> None:
    """Wait for the first page, and make the screen independent of the machine and the clock."""
    app = pilot.app
    assert isinstance(app, MemtuiApp)
    app.sub_title = "workspace"  # the real path differs per test run
    await until(pilot, loaded(app), what="first page")
    await settle(pilot)


async def settle(pilot: Pilot[None]) -> None:
    """Let workers and debounce timers finish, and stop every text cursor from blinking."""
    for _ in range(3):
        await until(pilot, lambda: True)
        await pilot.pause(0.3)
    for box in pilot.app.screen.query(Input):
        box.cursor_blink = False


def scene(
    *steps: Callable[[Pilot[None]], Awaitable[None]],
) -> Callable[[Pilot[None]], Awaitable[None]]:
    async def run_before(pilot: Pilot[None]) -> None:
        await steady(pilot)
        for step in steps:
            await step(pilot)
            await settle(pilot)

    return run_before


def keys(*names: str) -> Callable[[Pilot[None]], Awaitable[None]]:
    async def press(pilot: Pilot[None]) -> None:
        await pilot.press(*names)

    return press


def test_fragments_home(app: MemtuiApp, snap_compare: SnapCompare) -> None:
    """Fragments sorted by score; the first row's detail: text, notes, votes, components, gates."""
    assert snap_compare(app, terminal_size=SIZE, run_before=scene())


def test_fragments_filtered_and_selected(app: MemtuiApp, snap_compare: SnapCompare) -> None:
    """Typing a filter narrows the table (match order); Enter returns to the table."""
    assert snap_compare(
        app, terminal_size=SIZE, run_before=scene(keys("slash", *"数据库", "enter"), keys("down"))
    )


def test_fragments_sorted_by_status_with_detail(app: MemtuiApp, snap_compare: SnapCompare) -> None:
    """`s` moves the sort to the next column (status), `S` reverses it; the third row selected."""
    assert snap_compare(
        app, terminal_size=SIZE, run_before=scene(keys("s", "S"), keys("down", "down"))
    )


def test_fragments_status_filter(app: MemtuiApp, snap_compare: SnapCompare) -> None:
    """`t` cycles the status filter: here REM fragments only."""
    assert snap_compare(app, terminal_size=SIZE, run_before=scene(keys("t", "t", "t")))


def test_search_browsing(app: MemtuiApp, snap_compare: SnapCompare) -> None:
    """Search results with citations and scores; browsing records no votes."""
    assert snap_compare(
        app, terminal_size=SIZE, run_before=scene(keys("7", "slash", *"database test", "enter"))
    )


def test_help_screen(app: MemtuiApp, snap_compare: SnapCompare) -> None:
    """The help screen: tabs and every key with its binding id."""
    assert snap_compare(app, terminal_size=SIZE, run_before=scene(keys("question_mark")))


def test_command_palette(app: MemtuiApp, snap_compare: SnapCompare) -> None:
    """The command palette offering dream runs."""

    async def palette(pilot: Pilot[None]) -> None:
        await type_in_palette(pilot, "dream: dry")
        await until(pilot, lambda: "dry" in palette_choice(pilot.app), what="a dry run")

    assert snap_compare(app, terminal_size=SIZE, run_before=scene(palette))


def test_error_modal(app: MemtuiApp, snap_compare: SnapCompare) -> None:
    """A fatal error opens a modal that says what to do."""

    async def fail(pilot: Pilot[None]) -> None:
        assert isinstance(pilot.app, MemtuiApp)
        pilot.app.report_error(
            "Could not load fragments",
            StoreError("cannot open the store at .memtui/memtui.db: disk I/O error"),
            fatal=True,
        )

    assert snap_compare(app, terminal_size=SIZE, run_before=scene(fail))


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (160, 48)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("tab", ["1", "2", "4"], ids=["fragments", "rankings", "review"])
def test_tabs_at_every_size(
    app: MemtuiApp, snap_compare: SnapCompare, tab: str, size: tuple[int, int]
) -> None:
    """Fragments, Rankings and Review at 80×24, 100×30 and 160×48: text readable, the table
    keeps its rows, gate names in full, the footer fits."""
    assert snap_compare(app, terminal_size=size, run_before=scene(keys(tab)))
