"""The command palette: every action of the app, found by typing a few letters of it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from memtui.engine.store.fragments import STATUSES
from memtui.tui.widgets.fragment_columns import COLUMNS

if TYPE_CHECKING:
    from memtui.tui.app import MemtuiApp

PHASE_RUNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("light phase", ("light",)),
    ("REM phase", ("rem",)),
    ("deep phase", ("deep",)),
    ("whole cycle (light → REM → deep)", ("light", "rem", "deep")),
)


@dataclass(frozen=True)
class PaletteCommand:
    """One palette entry: 'group: name', what it does, and whether it is offered unasked."""

    name: str
    run: Callable[[], object]
    help: str
    discover: bool = True


def app_commands(app: MemtuiApp) -> Iterator[PaletteCommand]:
    """Every action the palette offers, in the order shown before anything is typed."""
    yield from _work_commands(app)
    yield from _view_commands(app)


def _work_commands(app: MemtuiApp) -> Iterator[PaletteCommand]:
    """Tabs, dream runs, review, diary, memory and search: what a user comes to do."""
    from memtui.tui.app import TABS

    for tab in TABS:
        yield PaletteCommand(
            f"go: {tab.title}", partial(app.action_show_tab, tab.id), f"Open the {tab.title} tab"
        )
    for label, phases in PHASE_RUNS:
        yield PaletteCommand(
            f"dream: run the {label}",
            partial(app.run_dream, phases, False),
            "Run it for real: writes DREAMS.md, the diary and (in auto mode) MEMORY.md",
        )
        yield PaletteCommand(
            f"dream: dry run the {label}",
            partial(app.run_dream, phases, True),
            "See what it would do; nothing is written",
        )
    yield PaletteCommand(
        "review: approve pending promotions",
        partial(app.action_show_tab, "review"),
        "Open the review tab to approve, reject or edit what deep proposed",
    )
    yield PaletteCommand(
        "diary: open the Dream Diary", partial(app.action_show_tab, "diary"), "Newest first"
    )
    yield PaletteCommand(
        "memory: open MEMORY.md", partial(app.action_show_tab, "memory"), "Budget and versions"
    )
    yield PaletteCommand(
        "search: search memory", app.action_focus_search, "Run memory_search (votes only if asked)"
    )


def _view_commands(app: MemtuiApp) -> Iterator[PaletteCommand]:
    """Sorting and filtering the fragments, watching, themes and the app itself."""
    for column in COLUMNS:
        yield PaletteCommand(
            f"fragments: sort by {column.title}",
            partial(app.sort_fragments, column.sort),
            "Order the fragments table by this column (again to reverse)",
            discover=False,
        )
    for status in (None, *STATUSES):
        yield PaletteCommand(
            f"fragments: show {status or 'all'} fragments",
            partial(app.filter_fragments_by_status, status),
            "Filter the fragments table by status",
            discover=False,
        )
    watching = "pause" if app.watching else "resume"
    yield PaletteCommand(
        f"watch: {watching} watching notes",
        app.action_toggle_watch,
        "Live ingestion of memory/ and the sessions folder",
    )
    yield PaletteCommand("app: refresh all data", app.action_refresh, "Re-read and re-score")
    yield PaletteCommand("app: help", app.action_help, "Tabs and keys")
    yield PaletteCommand("theme: change theme", app.action_change_theme, "Pick a colour theme")
    for name in sorted(app.available_themes):
        if name != "textual-ansi":
            yield PaletteCommand(
                f"theme: {name}", partial(app.set_theme, name), "Switch theme", discover=False
            )
    yield PaletteCommand("app: quit", app.action_quit, "Leave memtui")


class MemtuiCommands(Provider):
    """Command palette provider for memtui's actions."""

    @property
    def memtui(self) -> MemtuiApp:
        return cast("MemtuiApp", self.app)

    async def discover(self) -> Hits:
        for command in app_commands(self.memtui):
            if command.discover:
                yield DiscoveryHit(command.name, command.run, help=command.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in app_commands(self.memtui):
            score = matcher.match(command.name)
            if score > 0:
                yield Hit(score, matcher.highlight(command.name), command.run, help=command.help)
