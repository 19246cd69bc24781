"""Diary pane (issue 5 item 6): the Dream Diary as prose, newest first, filtered by phase.

Placeholder entries (the model could not be reached) and sample entries (demo text, not written
by a model) carry a visible badge and their own border colour. When no model is configured the
pane says how to turn the diary on.

App contract: `refresh_data()` reloads entries; it runs on `DiaryChanged` and `DreamFinished`
(see `REFRESH_ON`). `set_filter(phase)` selects a phase
("all", "light", "rem", "deep") for the command palette.
"""

from __future__ import annotations

from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widgets import Label, RadioButton, RadioSet, Static

from memtui.engine.dream.narrative import DiarySettings
from memtui.engine.errors import MemtuiError
from memtui.engine.store.history import DiaryEntry, diary_entries
from memtui.tui.context import AppContext
from memtui.tui.messages import DiaryChanged, DreamFinished
from memtui.tui.panes.base import Pane
from memtui.tui.widgets.key_table import KeyScroll

FILTERS = ("all", "light", "rem", "deep")
FILTER_LABELS = {"all": "All", "light": "Light", "rem": "REM", "deep": "Deep"}
PHASE_TITLES = {"light": "Light sleep", "rem": "REM sleep", "deep": "Deep sleep"}
ENTRY_LIMIT = 200


class DiaryLoaded(Message):
    """The load worker's result, handed to the UI thread."""

    def __init__(self, phase: str, entries: list[DiaryEntry]) -> None:
        super().__init__()
        self.phase = phase
        self.entries = entries


class DiaryEntryView(Vertical):
    """One entry: a header (phase, time, badges) and its prose."""

    DEFAULT_CSS = """
    DiaryEntryView {
        height: auto;
        margin-bottom: 1;
        padding: 0 1;
        border-left: thick $primary;
    }
    DiaryEntryView.-placeholder {
        border-left: thick $warning;
    }
    DiaryEntryView.-sample {
        border-left: thick $secondary;
    }
    DiaryEntryView > .entry-header {
        text-style: bold;
    }
    DiaryEntryView > .entry-text {
        height: auto;
    }
    DiaryEntryView.-placeholder > .entry-text {
        text-style: italic;
        color: $text-muted;
    }
    """

    def __init__(self, entry: DiaryEntry, tz: Any, **kwargs: Any) -> None:
        classes = " ".join(
            c for c, on_ in (("-placeholder", entry.placeholder), ("-sample", entry.sample)) if on_
        )
        super().__init__(classes=classes, **kwargs)
        self.entry = entry
        self.tz = tz

    def compose(self) -> ComposeResult:
        entry = self.entry
        when = entry.at.astimezone(self.tz).strftime("%A %Y-%m-%d %H:%M") if entry.at else "—"
        parts: list[Content | str | tuple[str, str]] = [
            (PHASE_TITLES.get(entry.phase, entry.phase), "$accent"),
            f" · {when}",
        ]
        if entry.placeholder:
            parts.append(("  PLACEHOLDER — the diary model could not be reached", "$text-warning"))
        if entry.sample:
            parts.append(("  SAMPLE — demo text, not written by a model", "$text-secondary"))
        if entry.flagged:
            parts.append((f"  flagged: {entry.flagged}", "$text-muted"))
        yield Static(Content.assemble(*parts), classes="entry-header")
        yield Static(entry.text, classes="entry-text", markup=False)


class DiaryPane(Pane):
    """Read the Dream Diary."""

    DEFAULT_CSS = """
    DiaryPane {
        padding: 0 1;
    }
    DiaryPane #diary-bar {
        height: auto;
    }
    DiaryPane #diary-filter {
        width: auto;
        height: auto;
        layout: horizontal;
    }
    DiaryPane #diary-filter RadioButton {
        width: auto;
        margin-right: 1;
    }
    DiaryPane #diary-count {
        padding: 1 2;
        width: 1fr;
        color: $text-muted;
    }
    DiaryPane #diary-off {
        height: auto;
        padding: 0 1;
        margin-bottom: 1;
        border: round $warning;
    }
    DiaryPane #diary-entries {
        height: 1fr;
    }
    DiaryPane #diary-empty {
        color: $text-muted;
        padding: 1;
    }
    """

    BINDINGS = [
        Binding("f", "cycle_filter", "Next phase filter", id="diary.filter"),
        Binding("a", "set_filter('all')", "All", id="diary.all", show=False),
        Binding("l", "set_filter('light')", "Light", id="diary.light", show=False),
        Binding("r", "set_filter('rem')", "REM", id="diary.rem", show=False),
        Binding("d", "set_filter('deep')", "Deep", id="diary.deep", show=False),
        Binding("f5", "refresh", "Refresh", id="diary.refresh", show=False),
    ]

    REFRESH_ON = (DiaryChanged, DreamFinished)

    def __init__(self, ctx: AppContext, **kwargs: Any) -> None:
        super().__init__(ctx, **kwargs)
        self.phase = "all"
        self.entries: list[DiaryEntry] = []

    def compose(self) -> ComposeResult:
        settings = DiarySettings.from_config(self.ctx.ws.config.diary)
        if not settings.enabled:
            yield Static(settings.disabled_reason(), id="diary-off", markup=False)
        with Horizontal(id="diary-bar"):
            with RadioSet(id="diary-filter"):
                for name in FILTERS:
                    yield RadioButton(
                        f"{FILTER_LABELS[name]} ({name[0]})",
                        value=name == "all",
                        id=f"filter-{name}",
                    )
            yield Label("", id="diary-count")
        yield KeyScroll(id="diary-entries")

    def on_mount(self) -> None:
        self.refresh_data()

    # ------------------------------------------------------------------ public API

    def focus_default(self) -> None:
        """Focus the entries, so arrows, Page Up/Down and j/k scroll them at once; the pane's
        filter keys (f, a, l, r, d) work from there too (the app calls this on tab switch)."""
        self.take_focus(self.query_one("#diary-entries"))

    def refresh_data(self) -> None:
        """Reload the entries for the current filter."""
        self._load(self.phase)

    def set_filter(self, phase: str) -> None:
        """Show only entries of `phase` ("all" for every phase)."""
        if phase not in FILTERS:
            self.notify(f"Unknown phase {phase!r}", severity="error")
            return
        self.phase = phase
        button = self.query_one(f"#filter-{phase}", RadioButton)
        if not button.value:
            # Setting the button fires RadioSet.Changed, which reloads once more; harmless.
            button.value = True
        self.refresh_data()

    # ------------------------------------------------------------------ actions

    def action_set_filter(self, phase: str) -> None:
        self.set_filter(phase)

    def action_cycle_filter(self) -> None:
        self.set_filter(FILTERS[(FILTERS.index(self.phase) + 1) % len(FILTERS)])

    def action_refresh(self) -> None:
        self.refresh_data()

    @on(RadioSet.Changed, "#diary-filter")
    def _filter_changed(self, event: RadioSet.Changed) -> None:
        event.stop()
        phase = (event.pressed.id or "filter-all").removeprefix("filter-")
        if phase != self.phase:
            self.phase = phase
            self.refresh_data()

    # ------------------------------------------------------------------ workers

    @work(thread=True, exclusive=True, group="diary-load", exit_on_error=False)
    def _load(self, phase: str) -> None:
        try:
            entries = diary_entries(
                self.ctx.store, phase=None if phase == "all" else phase, limit=ENTRY_LIMIT
            )
        except MemtuiError as exc:
            self.app.call_from_thread(
                self.notify, exc.shown(), title="Diary", severity="error", timeout=8
            )
            return
        # A message, not call_from_thread: the handler is async (it mounts the entries).
        self.post_message(DiaryLoaded(phase, entries))

    # ------------------------------------------------------------------ UI updates (main thread)

    async def on_diary_loaded(self, message: DiaryLoaded) -> None:
        message.stop()
        phase, entries = message.phase, message.entries
        if phase != self.phase:
            return  # a newer filter is already loading
        if self.taken_down("#diary-count"):
            return
        self.entries = entries
        placeholders = sum(e.placeholder for e in entries)
        samples = sum(e.sample for e in entries)
        extra = "".join(
            (
                f" · {placeholders} placeholder" if placeholders else "",
                f" · {samples} sample" if samples else "",
            )
        )
        scope = "all phases" if phase == "all" else FILTER_LABELS[phase]
        more = f" (newest {ENTRY_LIMIT})" if len(entries) >= ENTRY_LIMIT else ""
        self.query_one("#diary-count", Label).update(
            f"{len(entries)} entries{more}, newest first · {scope}{extra}"
        )
        container = self.query_one("#diary-entries", VerticalScroll)
        await container.remove_children()
        if entries:
            tz = self.ctx.ws.tz
            await container.mount_all(DiaryEntryView(e, tz) for e in entries)
        else:
            hint = (
                "No diary entries yet. A dream run (Dream tab) writes one per phase."
                if phase == "all"
                else f"No {FILTER_LABELS[phase]} entries yet."
            )
            await container.mount(Static(hint, id="diary-empty"))
        container.scroll_home(animate=False)
