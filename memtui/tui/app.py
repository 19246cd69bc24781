"""The memtui app: one screen of tabs over the engine, a notes watcher, palette, help, themes.

Panes talk to each other only through the domain messages of `memtui.tui.messages`: a pane posts
one to the app, and the app (a `PaneHost`, see `memtui.tui.panes.base`) asks every pane that lists
the message's class in its `REFRESH_ON` to reload. A pane that is not on screen is only marked
stale and reloads when its tab is opened, so a burst of changes costs one reload per visible pane.

The first paint holds only the first tab. The other tabs' modules are imported and their panes
mounted once the first tab has shown its first page (`FirstPageShown`), one per refresh, and the
notes watcher starts then too; a tab opened before its turn is mounted on the way.
"""

from __future__ import annotations

import gc
import importlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual import on
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.css.query import NoMatches
from textual.driver import Driver
from textual.drivers.web_driver import WebDriver
from textual.screen import Screen
from textual.widget import AwaitMount
from textual.widgets import Footer, Header, Input, TabbedContent, TabPane, TextArea
from textual.worker import Worker, WorkerState

from memtui.engine.errors import MemtuiError
from memtui.textsafe import one_line
from memtui.tui.context import AppContext
from memtui.tui.messages import FirstPageShown, FragmentsChanged, NotesArrived
from memtui.tui.panes.base import Pane, PaneHost
from memtui.tui.panes.fragments import FragmentsPane
from memtui.tui.screens.error_modal import ErrorModal
from memtui.tui.screens.tab_keys import TabKeysDialog
from memtui.tui.widgets.app_footer import AppFooter

if TYPE_CHECKING:
    from textual.command import Provider

    from memtui.engine.ingest.pipeline import IngestReport
    from memtui.tui.panes.dream import DreamPane

# Scores decay with time since the last recall; re-score this often (longer on huge stores).
RECENCY_SECONDS = 60.0


@dataclass(frozen=True)
class Tab:
    """A tab: its id, title and key, and where its pane class lives (imported when needed)."""

    id: str
    title: str
    key: str
    module: str
    name: str

    @property
    def pane(self) -> type[Pane]:
        return cast("type[Pane]", getattr(importlib.import_module(self.module), self.name))


TABS: tuple[Tab, ...] = (
    Tab("fragments", "Fragments", "1", "memtui.tui.panes.fragments", "FragmentsPane"),
    Tab("rankings", "Rankings", "2", "memtui.tui.panes.rankings", "RankingsPane"),
    Tab("dream", "Dream", "3", "memtui.tui.panes.dream", "DreamPane"),
    Tab("review", "Review", "4", "memtui.tui.panes.review", "ReviewPane"),
    Tab("diary", "Diary", "5", "memtui.tui.panes.diary", "DiaryPane"),
    Tab("memory", "Memory", "6", "memtui.tui.panes.memory", "MemoryPane"),
    Tab("search", "Search", "7", "memtui.tui.panes.search", "SearchPane"),
)
# Dialogs that only show something (help, a past run): the tab keys close them on the way to
# their tab.
READ_ONLY_DIALOGS = (TabKeysDialog,)
# From this width on the screen is `-wide` (app.tcss and the panes lay themselves out by it).
WIDE_COLUMNS = 110
# The app's keys the footer always shows, whatever the tab's own keys leave.
ALWAYS_SHOWN = ("help", "toggle_watch", "quit")
# Which panes show scores that drift with the clock.
RECENCY_TABS = ("fragments", "rankings")
_TAB_GROUP = Binding.Group("Tabs", compact=True)


def _commands() -> type[Provider]:
    """The palette's provider, loaded when the palette first opens."""
    from memtui.tui.commands import MemtuiCommands

    return MemtuiCommands


def _tab_bindings() -> list[BindingType]:
    # Not in the footer: every tab's label in the tab bar starts with its key ("1 Fragments"),
    # and at 80 columns the footer needs the room for Help, Watch and Quit.
    return [
        Binding(
            tab.key,
            f"show_tab('{tab.id}')",
            tab.title,
            id=f"tab.{tab.id}",
            group=_TAB_GROUP,
            show=False,
        )
        for tab in TABS
    ]


class MemtuiApp(PaneHost):
    """Fragments, rankings, dreams, review, diary, memory and search over one workspace."""

    # Absolute, so subclasses defined elsewhere (tests, screenshots) find the styles too.
    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = "memtui"
    # Size classes on the screen; app.tcss and the panes lay themselves out by them.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (WIDE_COLUMNS, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (36, "-tall")]
    COMMANDS: ClassVar[set[Any]] = App.COMMANDS | {_commands}
    BINDINGS: ClassVar[list[BindingType]] = [
        *_tab_bindings(),
        Binding("question_mark,f1", "help", "Help", id="app.help"),
        Binding("ctrl+r", "refresh", "Refresh", show=False, id="app.refresh"),
        Binding("w", "toggle_watch", "Watch", id="app.toggle_watch"),
        Binding("ctrl+t", "change_theme", "Theme", show=False, id="app.theme"),
        # Panes that give Esc a meaning of their own (clear a filter) take it first.
        Binding("escape", "leave_input", "Leave the text box", show=False, id="app.leave_input"),
        Binding("q", "quit", "Quit", id="app.quit"),
    ]

    def __init__(self, ctx: AppContext, *, watch: bool = True) -> None:
        super().__init__()
        self.ctx = ctx
        self.watch_enabled = watch
        self._watch_worker: Worker[None] | None = None
        # Panes of the tabs not yet visited, while they mount (see `_mount_pane`).
        self._mounting: dict[str, AwaitMount] = {}
        self._frozen = False
        self._last_recency_tick = ctx.now()
        self._show_watch_state()

    def get_driver_class(self) -> type[Driver]:
        """Textual's driver, but in a browser tab one that never outlives the connection."""
        driver = super().get_driver_class()
        if driver is WebDriver:
            from memtui.tui.served import ServedDriver

            return ServedDriver
        return driver

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Header()
        with TabbedContent(initial=TABS[0].id, id="tabs"):
            for n, tab in enumerate(TABS):
                with TabPane(f"{tab.key} {tab.title}", id=tab.id):
                    # Only the first tab paints first (see the module's docstring).
                    if n == 0:
                        yield tab.pane(self.ctx, id=f"{tab.id}-pane")
        yield AppFooter(keep=ALWAYS_SHOWN)

    def on_resize(self) -> None:
        # When narrow the footer packs its keys and the palette key (also in help) gives way, so
        # every tab's own keys and Help, Watch and Quit stay on screen.
        footer = self.query_one(Footer)
        wide = self.size.width >= WIDE_COLUMNS
        footer.show_command_palette = wide
        footer.compact = not wide

    def on_mount(self) -> None:
        self.set_interval(RECENCY_SECONDS, self._recency_tick)

    def on_unmount(self) -> None:
        if self._frozen:
            gc.unfreeze()  # what the app held may be collected again (tests run many apps)

    @on(FirstPageShown)
    def _first_page_shown(self, event: FirstPageShown) -> None:
        """What the first paint could do without: the watcher, then the other tabs."""
        event.stop()
        if self.watch_enabled and self._watch_worker is None:
            self.start_watching()
        self._mount_next_pane()

    def _mount_next_pane(self) -> None:
        """Mount the next tab not yet mounted, one a refresh, so keys are answered between."""
        tab = next((t for t in TABS if not self._in_dom(t.id)), None)
        if tab is not None:
            self._mount_pane(tab)
            self.call_after_refresh(self._mount_next_pane)
        elif not self._frozen:
            # What is alive now (modules, widgets, the store) lives as long as the app. Python's
            # full collections walked all of it, some 250 000 objects: a 0.15-0.3 s pause every
            # few tab switches. Frozen, they are left out of every collection.
            self._frozen = True
            gc.freeze()

    def _in_dom(self, tab_id: str) -> bool:
        return bool(self.query(f"#{tab_id}-pane"))

    def _mount_pane(self, tab: Tab) -> AwaitMount:
        """Start mounting `tab`'s pane (once); await the result for it to be ready."""
        if tab.id not in self._mounting:
            pane = tab.pane(self.ctx, id=f"{tab.id}-pane")
            self._mounting[tab.id] = self.query_one(f"#{tab.id}", TabPane).mount(pane)
        return self._mounting[tab.id]

    def pane(self, tab_id: str) -> Pane:
        return self.query_one(f"#{tab_id}-pane", Pane)

    def _mounted_pane(self, tab_id: str) -> Pane | None:
        """The tab's pane, or None while a hidden tab's pane is not (yet) mounted."""
        try:
            pane = self.pane(tab_id)
        except NoMatches:
            return None
        return pane if pane.is_mounted else None

    @property
    def active_tab(self) -> str:
        return self.query_one(TabbedContent).active

    # ------------------------------------------------------------------ fan-out

    def refresh_panes(self, tab_ids: Iterable[str] | None = None) -> None:
        """Reload panes (all, or those of `tab_ids`): the visible one now, others when opened."""
        for tab in TABS:
            pane = self._mounted_pane(tab.id)
            if pane is not None and (tab_ids is None or tab.id in tab_ids):
                pane.changed()  # a pane mounted later loads fresh anyway

    def on_notes_arrived(self, message: NotesArrived) -> None:
        files = ", ".join(message.files[:3]) or "notes"
        if len(message.files) > 3:
            files += f" and {len(message.files) - 3} more"
        self.notify(
            f"{files}: {message.new_fragments} new fragment(s), {message.signaled} signalled",
            title="Notes arrived",
        )

    @on(TabbedContent.TabActivated)
    def _tab_activated(self, event: TabbedContent.TabActivated) -> None:
        # A click on a tab: the focus (and with it the footer's keys) moves with the tab.
        tab_id = event.pane.id or ""
        if not self._in_dom(tab_id):
            self._mount_pane(next(t for t in TABS if t.id == tab_id))
        self._focus_pane(tab_id)

    def _focus_pane(self, tab_id: str) -> None:
        """Put the focus inside the opened tab so its keys work at once.

        The focus moves synchronously to the pane's main widget (`focus_default()`), else to its
        first focusable widget, so keys typed right after the switch already reach it. Text
        boxes are never the first choice: one would swallow the number keys. The focus moves
        once: every move restyles the widget it leaves and the one it reaches.
        """
        pane = self._mounted_pane(tab_id)
        if pane is None:
            self.call_after_refresh(self._focus_pane, tab_id)  # mounting now
            return
        if self._focus_in(pane):
            return
        pane.focus_default()
        if self._focus_in(pane):
            return
        candidates = [w for w in pane.query("*") if w.can_focus and w.display and not w.disabled]
        candidates.sort(key=lambda w: isinstance(w, Input | TextArea))
        if candidates:
            self.screen.set_focus(candidates[0])

    def _focus_in(self, pane: Pane) -> bool:
        focused = self.focused
        return focused is not None and pane in focused.ancestors

    def _recency_tick(self) -> None:
        now = self.ctx.now()
        if now == self._last_recency_tick:
            return  # a pinned clock (--now): scores cannot drift
        self._last_recency_tick = now
        self.refresh_panes(tab_ids=RECENCY_TABS)

    # ------------------------------------------------------------------ watching

    @property
    def watching(self) -> bool:
        """New notes are read live: the watcher runs, or starts once the first page is shown."""
        if self._watch_worker is None:
            return self.watch_enabled
        return self._watch_worker.is_running

    def start_watching(self) -> None:
        from memtui.tui.watch import NotesWatcher

        self.watch_enabled = True
        watcher = NotesWatcher(self.ctx, self._notes_ingested, self._watch_failed)
        self._watch_worker = self.run_worker(
            watcher.run(), name="notes-watcher", group="watch", exclusive=True, exit_on_error=False
        )
        self._show_watch_state()

    def stop_watching(self) -> None:
        self.watch_enabled = False
        if self._watch_worker is not None:
            self._watch_worker.cancel()
            self._watch_worker = None
        self._show_watch_state()

    def _show_watch_state(self) -> None:
        """The header says whether new notes are read live (w toggles), not only a toast."""
        state = "watching notes" if self.watch_enabled else "watch paused (w)"
        # The folder's name is the user's: its controls are shown, not sent to the terminal.
        parts = [str(self.ctx.ws.root), self.ctx.clock_label(), state]
        self.sub_title = one_line(" · ".join(p for p in parts if p))

    def _notes_ingested(self, files: list[str], report: IngestReport) -> None:
        for issue in report.files_failed:
            self.notify(f"{issue.path}: {issue.reason}", severity="warning", title="Could not read")
        if report.fragments_new or report.fragments_signaled:
            self.post_message(NotesArrived(files, report.fragments_new, report.fragments_signaled))
            self.post_message(FragmentsChanged("notes"))

    def _watch_failed(self, exc: Exception) -> None:
        self.report_error("Reading new notes failed", exc, fatal=False)

    # ------------------------------------------------------------------ errors

    def report_error(self, title: str, exc: BaseException, *, fatal: bool = False) -> None:
        """Partial failures become a toast; fatal ones (nothing can be shown) an error modal."""
        message = str(exc) or exc.__class__.__name__
        if fatal:
            hint = (
                "Check the workspace and store settings (memtui config), then restart."
                if isinstance(exc, MemtuiError)
                else "This looks like a bug in memtui; please report it with the message above."
            )
            self.push_screen(ErrorModal(title, message, hint))
        else:
            self.notify(message, title=title, severity="error", timeout=8)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        # Workers run with exit_on_error=False: an unexpected exception must not kill the app.
        if event.state == WorkerState.ERROR and event.worker.error is not None:
            name = event.worker.name or event.worker.group
            self.report_error(f"Background task failed ({name})", event.worker.error, fatal=False)

    # ------------------------------------------------------------------ actions

    async def action_show_tab(self, tab_id: str) -> None:
        # A digit on a screen opened from a tab (a fragment's detail, help, a past run) leaves it
        # for the tab: left up, it would keep showing while the focus and keys went to the tab
        # hidden below it. A dialog waiting for an answer (confirm, edit) is never left so.
        while len(self.screen_stack) > 1 and (
            not self.screen.is_modal or isinstance(self.screen, READ_ONLY_DIALOGS)
        ):
            self.pop_screen()
        tabs = self.query_one(TabbedContent)
        if tabs.active == tab_id:
            return
        if self._mounted_pane(tab_id) is None:
            # Not mounted yet (opened before its turn): the old tab stays until it is ready.
            await self._mount_pane(next(t for t in TABS if t.id == tab_id))
        tabs.active = tab_id
        # Move the focus now: left in the hidden tab, Textual would hand it to a sibling there,
        # which would switch straight back to that tab.
        self._focus_pane(tab_id)

    async def show_tab_by_key(self, key: str) -> bool:
        """Open the tab of a tab key (dialogs that only show something pass their keys here)."""
        tab = next((t for t in TABS if t.key == key), None)
        if tab is not None:
            await self.action_show_tab(tab.id)
        return tab is not None

    def action_help(self) -> None:
        from memtui.tui.screens.help import HelpScreen

        sections: list[tuple[str, list[BindingType]]] = [("app", list(self.BINDINGS))]
        for tab in TABS:
            bindings = list(tab.pane.BINDINGS)
            if bindings:
                sections.append((tab.title, bindings))
        self.push_screen(HelpScreen(sections))

    def action_leave_input(self) -> None:
        """Esc in a text box gives the focus back to the tab's main widget: no box traps keys."""
        focused = self.focused
        if isinstance(focused, Input | TextArea):
            self.pane(self.active_tab).focus_default()

    def action_refresh(self) -> None:
        self.refresh_panes()
        self.notify("Reloading from the store.", title="Refresh", timeout=2)

    def action_toggle_watch(self) -> None:
        if self.watching:
            self.stop_watching()
            self.notify("Paused: new notes are read when you resume.", title="Watch")
        else:
            self.start_watching()
            self.notify("Watching memory/ and the sessions folder.", title="Watch")

    async def action_focus_search(self) -> None:
        await self.action_show_tab("search")
        self.call_after_refresh(lambda: self.query_one("#search-input").focus())

    def set_theme(self, name: str) -> None:
        self.theme = name

    async def run_dream(self, phases: tuple[str, ...], dry_run: bool) -> None:
        """Open the Dream tab and start a run there (the pane owns progress and refusals)."""
        await self.action_show_tab("dream")
        cast("DreamPane", self.pane("dream")).run(phases, dry_run)

    async def sort_fragments(self, sort: str) -> None:
        await self.action_show_tab("fragments")
        pane = self.query_one(FragmentsPane)
        state = pane.query_state
        pane.set_sort(sort, not state.descending if state.sort == sort else None)

    async def filter_fragments_by_status(self, status: str | None) -> None:
        await self.action_show_tab("fragments")
        self.query_one(FragmentsPane).set_status(status)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        # The memtui provider already offers theme and quit, with better names.
        for command in super().get_system_commands(screen):
            if command.title not in ("Theme", "Quit"):
                yield command
