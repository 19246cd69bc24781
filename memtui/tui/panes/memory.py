"""Memory pane (issue 5 item 7): MEMORY.md rendered, its budget gauge, version history with the
diff a restore would make, and restore (after a confirm that shows that diff).

App contract: `refresh_data()` re-reads MEMORY.md and its history; it runs on `MemoryChanged`,
`PromotionsChanged` and `DreamFinished` (see `REFRESH_ON`).
After a restore the pane posts `MemoryChanged`, `PromotionsChanged` and `FragmentsChanged`
(restoring re-syncs which fragments count as promoted).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import DataTable, Label, Markdown, Static

from memtui.engine.documents.memory_file import parse_promotions
from memtui.engine.dream.memory_writes import (
    MemoryVersion,
    memory_history,
    read_memory,
    restore_version,
    unified_diff,
)
from memtui.engine.errors import MemtuiError
from memtui.engine.redact import redact_keeping_lines
from memtui.textsafe import neutralise
from memtui.tui.context import AppContext
from memtui.tui.messages import (
    DreamFinished,
    FragmentsChanged,
    MemoryChanged,
    PromotionsChanged,
)
from memtui.tui.panes.base import Pane
from memtui.tui.screens.review_modals import ConfirmScreen
from memtui.tui.widgets.key_table import KeyTable
from memtui.tui.widgets.rankings_cells import bar_content, clip_text, settle_table
from memtui.tui.widgets.review_diff import DiffView

# A drawn bar rather than a ProgressBar: ProgressBar rounds by its laid-out width, so the same
# share could look different depending on whether the first layout had happened yet.
GAUGE_WIDTH = 40
EMPTY_MEMORY = (
    "*MEMORY.md does not exist yet.* Deep sleep writes it when a promotion is approved "
    '(or automatically with `[dreaming.deep] apply = "auto"`).'
)


@dataclass
class MemoryData:
    text: str
    exists: bool
    budget: int
    versions: list[MemoryVersion]


class MemoryLoaded(Message):
    """The load worker's result, handed to the UI thread."""

    def __init__(self, data: MemoryData) -> None:
        super().__init__()
        self.data = data


def budget_line(used: int, budget: int) -> str:
    """'MEMORY.md budget: 1,234 / 10,000 characters', or a note that no budget is set."""
    if budget <= 0:
        return f"MEMORY.md: {used:,} characters · no budget set ([memory] budget_chars = 0)"
    over = f" — over budget by {used - budget:,}" if used > budget else ""
    return f"MEMORY.md budget: {used:,} / {budget:,} characters{over}"


class MemoryPane(Pane):
    """The long-term memory document and its history."""

    DEFAULT_CSS = """
    MemoryPane {
        padding: 0 1;
    }
    MemoryPane #memory-gauge {
        height: 1;
        margin-bottom: 1;
    }
    MemoryPane #memory-gauge Label {
        width: auto;
        margin-right: 2;
    }
    MemoryPane #memory-gauge #memory-bar {
        width: 1fr;
    }
    MemoryPane #memory-gauge.-over Label {
        color: $text-error;
        text-style: bold;
    }
    MemoryPane #memory-body {
        height: 1fr;
    }
    MemoryPane #memory-left {
        width: 3fr;
    }
    MemoryPane #memory-entries {
        height: 1fr;
        min-height: 3;
    }
    MemoryPane #memory-doc {
        height: 2fr;
        border: round $panel-lighten-2;
    }
    MemoryPane #memory-side {
        width: 2fr;
        padding-left: 1;
    }
    /* Narrow: the versions get half the room (the document wraps and scrolls, the list cannot). */
    Screen.-narrow MemoryPane #memory-left, Screen.-narrow MemoryPane #memory-side {
        width: 1fr;
    }
    MemoryPane .section-title {
        text-style: bold;
        width: 100%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    MemoryPane #memory-versions {
        height: 1fr;
        min-height: 5;
    }
    MemoryPane #memory-diff {
        height: 2fr;
        border: round $panel-lighten-2;
    }
    """

    BINDINGS = [
        Binding("r", "restore", "Restore version", id="memory.restore"),
        Binding("f5", "refresh", "Refresh", id="memory.refresh", show=False),
    ]

    REFRESH_ON = (MemoryChanged, PromotionsChanged, DreamFinished)

    def __init__(self, ctx: AppContext, **kwargs: Any) -> None:
        super().__init__(ctx, **kwargs)
        self.data = MemoryData("", False, ctx.ws.config.memory.budget_chars, [])
        self._newest: int | None = None

    def compose(self) -> ComposeResult:
        with Horizontal(id="memory-gauge"):
            yield Label("", id="memory-budget")
            yield Static("", id="memory-bar")
        with Horizontal(id="memory-body"):
            with Vertical(id="memory-left"):
                with VerticalScroll(id="memory-doc"):
                    yield Markdown(EMPTY_MEMORY, id="memory-markdown")
                yield Label("Promoted entries — Enter opens the fragment", classes="section-title")
                entries: DataTable[Any] = KeyTable(
                    id="memory-entries", cursor_type="row", zebra_stripes=True
                )
                entries.add_column("day", key="day", width=10)
                entries.add_column("entry", key="entry")
                yield entries
            with Vertical(id="memory-side"):
                yield Label("Earlier versions, newest first — r restores", classes="section-title")
                table: DataTable[Any] = KeyTable(
                    id="memory-versions", cursor_type="row", zebra_stripes=True
                )
                # Each version is the text *before* the write named by `write` (last: it is the
                # one column of any length, so a narrow side cuts nothing else).
                for column, label in (
                    ("id", "id"),
                    ("saved", "saved"),
                    ("chars", "chars"),
                    ("reason", "before write"),
                ):
                    table.add_column(label, key=column)
                yield table
                yield Label(
                    "Restoring the selected version would change:",
                    id="diff-title",
                    classes="section-title",
                )
                with VerticalScroll(id="memory-diff"):
                    yield DiffView(empty="Select a version to see its diff.", id="memory-diffview")

    def on_mount(self) -> None:
        self.refresh_data()

    # ------------------------------------------------------------------ public API

    def focus_default(self) -> None:
        """Focus the version list, so the pane's key bindings apply (the app calls this on tab switch)."""
        self.take_focus(self.query_one("#memory-versions"))

    def refresh_data(self) -> None:
        """Re-read MEMORY.md and its version history."""
        self._load()

    @property
    def selected_version(self) -> MemoryVersion | None:
        table = self.query_one("#memory-versions", DataTable)
        if table.row_count == 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return next((v for v in self.data.versions if str(v.id) == key), None)

    # ------------------------------------------------------------------ actions

    def action_refresh(self) -> None:
        self.refresh_data()

    def action_restore(self) -> None:
        version = self.selected_version
        if version is None:
            self.notify("No earlier version of MEMORY.md to restore.", severity="warning")
            return
        self._preview_restore(version)

    @on(DataTable.RowHighlighted, "#memory-versions")
    def _version_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_diff()

    # ------------------------------------------------------------------ workers

    @work(thread=True, exclusive=True, group="memory-load", exit_on_error=False)
    def _load(self) -> None:
        try:
            text = redact_keeping_lines(read_memory(self.ctx.ws))
            data = MemoryData(
                text,
                self.ctx.ws.memory_path.exists(),
                self.ctx.ws.config.memory.budget_chars,
                memory_history(self.ctx.store),
            )
        except MemtuiError as exc:
            self.app.call_from_thread(self._error, exc.shown())
            return
        # A message, not call_from_thread: the handler is async (Markdown.update is awaited).
        self.post_message(MemoryLoaded(data))

    @work(thread=True, group="memory-preview", exit_on_error=False)
    def _preview_restore(self, version: MemoryVersion) -> None:
        """Diff against the file as it is now (it may have changed since the pane loaded)."""
        try:
            current = read_memory(self.ctx.ws)
        except MemtuiError as exc:
            self.app.call_from_thread(self._error, exc.shown())
            return
        self.app.call_from_thread(
            self._confirm_restore, version, unified_diff(current, version.content)
        )

    @work(thread=True, group="memory-write", exit_on_error=False)
    def _restore(self, version_id: int) -> None:
        try:
            restore_version(self.ctx.store, self.ctx.ws, self.ctx.now(), version_id)
        except MemtuiError as exc:
            self.app.call_from_thread(self._error, exc.shown())
            return
        self.app.call_from_thread(self._restored, version_id)

    # ------------------------------------------------------------------ UI updates (main thread)

    def _error(self, message: str) -> None:
        self.notify(message, title="Memory", severity="error", timeout=8)

    def _confirm_restore(self, version: MemoryVersion, diff: str) -> None:
        def answered(ok: bool | None) -> None:
            if ok:
                self._restore(version.id)

        what = "" if version.existed else " (MEMORY.md did not exist then; it becomes empty)"
        self.app.push_screen(
            ConfirmScreen(
                f"Restore MEMORY.md to version #{version.id}{what}?",
                diff=diff,
                confirm_label="Restore (y)",
            ),
            answered,
        )

    def _restored(self, version_id: int) -> None:
        self.notify(f"MEMORY.md restored to version #{version_id}.", title="Memory")
        self.refresh_data()
        self.app.post_message(MemoryChanged())
        self.app.post_message(PromotionsChanged())
        self.app.post_message(FragmentsChanged("restore"))

    async def on_memory_loaded(self, message: MemoryLoaded) -> None:
        message.stop()
        if self.taken_down("#memory-budget"):
            return
        data = message.data
        self.data = data
        used = len(data.text)
        self.query_one("#memory-budget", Label).update(budget_line(used, data.budget))
        share = used / data.budget if data.budget > 0 else 0.0
        style = "$error" if share > 1 else "$accent"
        self.query_one("#memory-bar", Static).update(
            bar_content(min(share, 1.0), GAUGE_WIDTH, style, f"{share:.0%}")
            if data.budget > 0
            else ""
        )
        self.query_one("#memory-gauge").set_class(0 < data.budget < used, "-over")
        table = self.query_one("#memory-versions", DataTable)
        keep = self.selected_version.id if self.selected_version else None
        newest = data.versions[0].id if data.versions else None
        if self._newest is not None and newest is not None and newest > self._newest:
            keep = newest  # a new write: the cursor follows it to the top
        self._newest = newest
        table.clear()
        tz = self.ctx.ws.tz
        for v in data.versions:
            saved = v.created_at.astimezone(tz).strftime("%m-%d %H:%M") if v.created_at else "—"
            chars = f"{v.chars:,}" if v.existed else "absent"
            table.add_row(str(v.id), saved, chars, v.reason, key=str(v.id))
        if keep is not None and any(v.id == keep for v in data.versions):
            table.move_cursor(row=table.get_row_index(str(keep)))
        settle_table(table)
        self._show_diff()
        if not data.exists:
            document = EMPTY_MEMORY
        else:
            document = data.text if data.text.strip() else "*MEMORY.md is empty.*"
        self._show_entries(data.text if data.exists else "")
        # Markdown is how MEMORY.md is meant to read; its control codes are shown, not obeyed.
        await self.query_one("#memory-markdown", Markdown).update(neutralise(document))

    def on_resize(self) -> None:
        self._show_entries(self.data.text if self.data.exists else "")

    def _show_entries(self, doc: str) -> None:
        """The promotions in MEMORY.md, each leading to its fragment (the marker holds its key)."""
        table = self.query_one("#memory-entries", DataTable)
        keep = table.cursor_row
        table.clear()
        width = max(20, self.query_one("#memory-left").size.width - 16)
        for entry in parse_promotions(doc):
            table.add_row(entry.day or "—", clip_text(entry.text, width), key=entry.key)
        if table.row_count:
            table.move_cursor(row=min(keep, table.row_count - 1), animate=False)

    @on(DataTable.RowSelected, "#memory-entries")
    def _entry_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.row_key.value is not None:
            self.open_fragment(event.row_key.value)

    def _show_diff(self) -> None:
        view = self.query_one("#memory-diffview", DiffView)
        version = self.selected_version
        if version is None:
            view.show("", empty="No earlier versions yet: every MEMORY.md write keeps one.")
            return
        view.show(
            unified_diff(self.data.text, version.content),
            empty=f"Version #{version.id} is the same as the current text.",
        )
