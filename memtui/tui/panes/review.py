"""Review pane (issue 5 item 5): pending promotions, approve / reject / edit / approve above,
always with a preview of the MEMORY.md change first; an approval or a rejection can be undone
(the promotion returns to pending with its text). Each pending row shows the score it was staged
with, when, and what it scores now.

App contract:
- `refresh_data()` reloads both tables; it runs on `PromotionsChanged`, `DreamFinished`,
  `MemoryChanged` and `FragmentsChanged` (see `REFRESH_ON`).
- After a decision the pane posts `PromotionsChanged`, `FragmentsChanged` and (when MEMORY.md
  was written) `MemoryChanged` to the app.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.validation import Number
from textual.widgets import Button, DataTable, Input, Label, Static

from memtui.engine.documents.memory_file import remove_promotion, replace_promotion_text
from memtui.engine.dream.memory_writes import read_memory, unified_diff
from memtui.engine.dream.review import (
    PromotionView,
    approvable_above,
    approve,
    current_scores,
    edit_applied,
    list_promotions,
    merge,
    preview_approval,
    reject,
    undo,
)
from memtui.engine.errors import MemtuiError
from memtui.engine.scoring import COMPONENT_NAMES
from memtui.engine.statements import source_lines
from memtui.engine.vocabulary import PromotionStatus
from memtui.textsafe import neutralise
from memtui.tui.context import AppContext
from memtui.tui.messages import (
    DreamFinished,
    FragmentsChanged,
    MemoryChanged,
    PromotionsChanged,
)
from memtui.tui.panes.base import Pane, displayed
from memtui.tui.screens.review_modals import ConfirmScreen, EditTextScreen
from memtui.tui.widgets.key_table import KeyTable
from memtui.tui.widgets.rankings_cells import bar_content, clip_text, settle_table


@dataclass
class ReviewData:
    pending: list[PromotionView]
    # Applied and rejected promotions: either decision can be undone.
    decided: list[PromotionView]
    # Each promotion's fragment scored as of now (the rows keep the score they were staged with).
    now_scores: dict[str, float] = field(default_factory=dict)


def _when(stamp: datetime | None, tz: tzinfo) -> str:
    return stamp.astimezone(tz).strftime("%m-%d %H:%M") if stamp else "—"


def _decided_order(p: PromotionView) -> float:
    """Newest decision first."""
    stamp = p.decided_at or p.created_at
    return stamp.timestamp() if stamp else 0.0


# Fixed columns of the two tables (key, label, width); the text column takes the rest.
PENDING_COLUMNS = (
    ("id", "id", 4),
    ("staged", "staged", 6),
    ("now", "now", 5),
    ("at", "staged at", 11),
)
DECIDED_COLUMNS = (
    ("id", "id", 4),
    ("status", "status", 8),
    ("at", "decided", 11),
    ("staged", "staged", 6),
)
MIN_TEXT = 20
DECIDED = ("applied", "rejected", "merged")


class ReviewPane(Pane):
    """Decide on deep's pending promotions; nothing reaches MEMORY.md without a preview."""

    DEFAULT_CSS = """
    ReviewPane {
        padding: 0 1;
    }
    ReviewPane .section-title {
        text-style: bold;
        margin-top: 1;
    }
    ReviewPane #pending-row {
        height: 2fr;
        min-height: 8;
    }
    ReviewPane #pending-table {
        width: 1fr;
        height: 1fr;
    }
    ReviewPane #pending-detail {
        width: 52;
        height: 1fr;
        border: round $panel-lighten-2;
        padding: 0 1;
    }
    ReviewPane #approve-above {
        height: 3;
    }
    ReviewPane #approve-above Label {
        padding: 1 1 0 0;
    }
    ReviewPane #approve-min {
        width: 12;
    }
    ReviewPane #decided-table {
        height: 1fr;
        min-height: 4;
    }
    """

    BINDINGS = [
        Binding("a", "approve", "Approve", id="review.approve"),
        Binding("x", "reject", "Reject", id="review.reject"),
        Binding("e", "edit", "Edit", id="review.edit"),
        Binding("s", "focus_approve_above", "Approve ≥", id="review.approve_above"),
        Binding("u", "undo", "Undo", id="review.undo"),
        Binding("m", "merge", "Merge", id="review.merge"),
        Binding("d", "toggle_detail", "Detail", id="review.detail"),
        Binding("f5", "refresh", "Refresh", id="review.refresh", show=False),
    ]

    REFRESH_ON = (
        PromotionsChanged,
        DreamFinished,
        MemoryChanged,
        FragmentsChanged,
    )

    def __init__(self, ctx: AppContext, **kwargs: Any) -> None:
        super().__init__(ctx, **kwargs)
        self.data = ReviewData([], [])

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Label("Pending promotions", id="pending-title", classes="section-title")
        pending: DataTable[Any] = KeyTable(
            id="pending-table", cursor_type="row", zebra_stripes=True
        )
        with Horizontal(id="pending-row"):
            yield pending
            with VerticalScroll(id="pending-detail"):
                yield Static("No pending promotion selected.", id="pending-detail-body")
        with Horizontal(id="approve-above"):
            yield Label("Approve every pending promotion with score ≥")
            default = f"{self.ctx.ws.config.dreaming.deep.min_score:.2f}"
            yield Input(
                default,
                id="approve-min",
                type="number",
                validators=[Number(minimum=0, maximum=1.15)],
            )
            yield Button("Preview & approve", id="approve-above-button")
        yield Label(
            "Decided — u undo (back to pending) · e edit in MEMORY.md · Enter fragment",
            id="decided-title",
            classes="section-title",
        )
        yield KeyTable(id="decided-table", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        self.refresh_data()

    def action_toggle_detail(self) -> None:
        """On a short terminal the selected promotion's detail (statement, every source, scores)
        is hidden to keep both lists: `d` shows it in place of the decided list, and back."""
        self.toggle_class("-detail-toggled")

    # ------------------------------------------------------------------ public API

    def focus_default(self) -> None:
        """Focus the pending table, so the pane's key bindings apply (the app calls this on tab switch)."""
        self.take_focus(self.query_one("#pending-table"))

    def refresh_data(self) -> None:
        """Reload pending and applied promotions (keeps the cursor on the same promotion)."""
        self._load()

    # ------------------------------------------------------------------ selection

    def _selected(self, table_id: str, rows: Sequence[PromotionView]) -> PromotionView | None:
        table = self.query_one(f"#{table_id}", DataTable)
        if not rows or table.row_count == 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return next((p for p in rows if str(p.id) == key), None)

    @property
    def selected_pending(self) -> PromotionView | None:
        return self._selected("pending-table", self.data.pending)

    @property
    def selected_decided(self) -> PromotionView | None:
        return self._selected("decided-table", self.data.decided)

    @on(DataTable.RowSelected)
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        rows = self.data.pending if event.data_table.id == "pending-table" else self.data.decided
        promotion = next((p for p in rows if str(p.id) == event.row_key.value), None)
        if promotion is not None:
            self.open_fragment(promotion.key)

    def on_resize(self) -> None:
        self._show(self.data)

    @on(DataTable.RowHighlighted, "#pending-table")
    def _pending_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_detail(self.selected_pending)

    def _show_detail(self, promotion: PromotionView | None) -> None:
        body = self.query_one("#pending-detail-body", Static)
        if promotion is None:
            body.update("No pending promotion selected.")
            return
        now = self.data.now_scores.get(promotion.key)
        staged_at = _when(promotion.created_at, self.ctx.ws.tz)
        parts: list[Content | str] = [
            Content.styled(
                f"#{promotion.id} · staged {promotion.score:.3f} at {staged_at}"
                + (f" · now {now:.3f}\n" if now is not None else "\n"),
                "bold",
            ),
            f"as staged: raw {promotion.raw_score:.3f} · boost {promotion.boost:.3f} · "
            f"{promotion.recall_count} recalls · avg {promotion.avg:.2f}\n",
            Content.styled(f"evidence {neutralise(promotion.evidence)}\n\n", "$text-muted"),
            # What approving writes, then every place its claim was stated (algorithm.md §6.5):
            # read before the score bars, so approving is one informed key press.
            Content(f"{neutralise(promotion.text)}\n"),
        ]
        if promotion.looks_like is not None:
            near = promotion.looks_like
            parts.append(
                Content.styled(
                    f"\nlooks like MEMORY.md line {near.line}: {neutralise(near.text)}"
                    " — m merges into it\n",
                    "$warning",
                )
            )
        sources = source_lines(promotion.claim)
        if sources:
            parts.append(Content.styled(neutralise("\n".join(["", *sources, ""])), "$text-muted"))
        parts.append("\n")
        for name in COMPONENT_NAMES:
            value = promotion.components.get(name, 0.0)
            parts.append(Content.assemble(f"{name:<14}", bar_content(value, 24), "\n"))
        body.update(Content.assemble(*parts).rstrip())

    # ------------------------------------------------------------------ actions

    def action_refresh(self) -> None:
        self.refresh_data()

    def action_approve(self) -> None:
        promotion = self.selected_pending
        if promotion is None:
            self.notify("No pending promotion to approve.", severity="warning")
            return
        self._preview(
            [promotion.id],
            None,
            f"Approve promotion #{promotion.id}? MEMORY.md will change like this:",
        )

    def action_reject(self) -> None:
        promotion = self.selected_pending
        if promotion is None:
            self.notify("No pending promotion to reject.", severity="warning")
            return

        def write() -> None:
            reject(self.ctx.store, self.ctx.now(), [promotion.id])

        def confirmed(ok: bool | None) -> None:
            if ok:
                self._decide(write, f"Rejected #{promotion.id}.", memory=False)

        self.app.push_screen(
            ConfirmScreen(
                f"Reject promotion #{promotion.id}?",
                message=(
                    f"{promotion.text}\n\nMEMORY.md is not touched; the fragment stays out of "
                    "deep sleep until it earns new recalls."
                ),
                confirm_label="Reject (y)",
            ),
            confirmed,
        )

    def action_edit(self) -> None:
        decided_focused = self.query_one("#decided-table", DataTable).has_focus
        promotion = self.selected_decided if decided_focused else self.selected_pending
        if promotion is None:
            self.notify("Select a promotion to edit.", severity="warning")
            return

        def edited(text: str | None) -> None:
            if text is None:
                return
            if promotion.status == "rejected":
                self.notify("Undo the rejection first (u); then edit it.", severity="warning")
            elif promotion.status == "pending":
                self._preview(
                    [promotion.id],
                    text,
                    f"Approve promotion #{promotion.id} with your text? MEMORY.md will change:",
                )
            else:
                self._preview_applied_edit(promotion, text)

        verb = "before approving" if promotion.status == PromotionStatus.PENDING else "in MEMORY.md"
        self.app.push_screen(
            EditTextScreen(f"Edit promotion #{promotion.id} {verb}", promotion.text), edited
        )

    def action_focus_approve_above(self) -> None:
        box = self.query_one("#approve-min", Input)
        if not displayed(box):
            # A short terminal hides the box under an open detail: close the detail first, so
            # what is typed next lands in a box the user sees.
            self.remove_class("-detail-toggled")
        box.focus()

    @on(Input.Submitted, "#approve-min")
    @on(Button.Pressed, "#approve-above-button")
    def _approve_above(self, event: Input.Submitted | Button.Pressed) -> None:
        event.stop()
        box = self.query_one("#approve-min", Input)
        result = box.validate(box.value)
        if result is not None and not result.is_valid:
            self.notify("Enter a score between 0 and 1.15.", severity="error")
            return
        threshold = float(box.value)
        ids = approvable_above(self.data.pending, threshold)
        if not ids:
            self.notify(f"No pending promotion has a score ≥ {threshold:.2f}.", severity="warning")
            return
        # The box has done its job: after the dialog the focus is back on the list, not in it.
        self.focus_default()
        self._preview(
            ids,
            None,
            f"Approve {len(ids)} promotion(s) with score ≥ {threshold:.2f}? MEMORY.md will change:",
        )

    def action_undo(self) -> None:
        """Undo the decision under the cursor of the decided list, and nothing else."""
        table = self.query_one("#decided-table", DataTable)
        promotion = self.selected_decided if table.has_focus else None
        if promotion is None:
            self.notify(
                "Put the cursor on a decided promotion first (Tab to the lower list).",
                severity="warning",
            )
            return
        if promotion.status == "rejected":
            self._confirm_unreject(promotion)
        else:
            self._preview_undo(promotion)

    def _confirm_unreject(self, promotion: PromotionView) -> None:
        def write() -> None:
            undo(self.ctx.store, self.ctx.ws, self.ctx.now(), promotion.id)

        def confirmed(ok: bool | None) -> None:
            if ok:
                self._decide(write, f"#{promotion.id} is pending again.", memory=False)

        self.app.push_screen(
            ConfirmScreen(
                f"Undo the rejection of #{promotion.id}? It returns to pending.",
                message=f"{promotion.text}\n\nMEMORY.md is not touched.",
                confirm_label="Undo (y)",
            ),
            confirmed,
        )

    def action_merge(self) -> None:
        promotion = self.selected_pending
        if promotion is None or promotion.looks_like is None:
            self.notify("The selected promotion looks like no MEMORY.md entry.", severity="warning")
            return
        near = promotion.looks_like

        def write() -> None:
            merge(self.ctx.store, self.ctx.ws, self.ctx.now(), promotion.id, near.line)

        def confirmed(ok: bool | None) -> None:
            if ok:
                self._decide(write, f"Merged #{promotion.id} into line {near.line}.")

        self.app.push_screen(
            ConfirmScreen(
                f"Merge promotion #{promotion.id} into MEMORY.md line {near.line}?",
                message=(
                    f"{promotion.text}\n\nrestates\n\n{near.text}\n\nNo entry is added; "
                    + (
                        "that entry gains this claim's days and places."
                        if near.key
                        else "your line stays as you wrote it."
                    )
                ),
                confirm_label="Merge (y)",
            ),
            confirmed,
        )

    # ------------------------------------------------------------------ workers

    @work(thread=True, exclusive=True, group="review-load", exit_on_error=False)
    def _load(self) -> None:
        try:
            pending = list_promotions(self.ctx.store, "pending", self.ctx.ws)
            decided = [p for p in list_promotions(self.ctx.store, None) if p.status in DECIDED]
            decided.sort(key=_decided_order, reverse=True)
            keys = [p.key for p in pending]
            now_scores = current_scores(self.ctx.store, self.ctx.ws, self.ctx.now(), keys)
            data = ReviewData(pending, decided, now_scores)
        except MemtuiError as exc:
            self.app.call_from_thread(self._error, exc.shown())
            return
        self.app.call_from_thread(self._show, data)

    @work(thread=True, group="review-preview", exit_on_error=False)
    def _preview(self, ids: list[int], text: str | None, title: str) -> None:
        """Diff first (engine `preview_approval`), then ask, then approve exactly those ids."""
        try:
            diff = preview_approval(self.ctx.store, self.ctx.ws, self.ctx.now(), ids, text)
        except MemtuiError as exc:
            self.app.call_from_thread(self._error, exc.shown())
            return

        def write() -> None:
            approve(self.ctx.store, self.ctx.ws, self.ctx.now(), ids, text)

        done = f"Approved {', '.join(f'#{i}' for i in ids)} into MEMORY.md."
        self.app.call_from_thread(self._confirm, title, diff, "Write MEMORY.md (y)", write, done)

    @work(thread=True, group="review-preview", exit_on_error=False)
    def _preview_undo(self, promotion: PromotionView) -> None:
        try:
            old = read_memory(self.ctx.ws)
        except MemtuiError as exc:
            self.app.call_from_thread(self._error, exc.shown())
            return
        new, found = remove_promotion(old, promotion.key)
        if not found:
            title = (
                f"Promotion #{promotion.id} is no longer in MEMORY.md; undo returns it to pending."
            )
        else:
            title = (
                f"Undo promotion #{promotion.id}? It returns to pending (with its text) and "
                "MEMORY.md changes like this:"
            )

        def write() -> None:
            undo(self.ctx.store, self.ctx.ws, self.ctx.now(), promotion.id)

        self.app.call_from_thread(
            self._confirm,
            title,
            unified_diff(old, new),
            "Undo (y)",
            write,
            f"Undid #{promotion.id}: pending again.",
        )

    @work(thread=True, group="review-preview", exit_on_error=False)
    def _preview_applied_edit(self, promotion: PromotionView, text: str) -> None:
        try:
            old = read_memory(self.ctx.ws)
        except MemtuiError as exc:
            self.app.call_from_thread(self._error, exc.shown())
            return
        new, found = replace_promotion_text(old, promotion.key, text)
        if not found:
            self.app.call_from_thread(
                self._error, f"Promotion #{promotion.id} is no longer in MEMORY.md."
            )
            return

        def write() -> None:
            edit_applied(self.ctx.store, self.ctx.ws, self.ctx.now(), promotion.id, text)

        self.app.call_from_thread(
            self._confirm,
            f"Change the text of promotion #{promotion.id} in MEMORY.md?",
            unified_diff(old, new),
            "Write MEMORY.md (y)",
            write,
            f"Edited #{promotion.id} in MEMORY.md.",
        )

    @work(thread=True, group="review-write", exit_on_error=False)
    def _decide(self, change: Callable[[], object], done: str, memory: bool = True) -> None:
        try:
            change()
        except MemtuiError as exc:
            self.app.call_from_thread(self._error, exc.shown())
            self.app.call_from_thread(self.refresh_data)
            return
        self.app.call_from_thread(self._changed, done, memory)

    # ------------------------------------------------------------------ UI updates (main thread)

    def _confirm(
        self, title: str, diff: str, label: str, write: Callable[[], object], done: str
    ) -> None:
        def answered(ok: bool | None) -> None:
            if ok:
                self._decide(write, done)

        self.app.push_screen(ConfirmScreen(title, diff=diff, confirm_label=label), answered)

    def _changed(self, done: str, memory: bool) -> None:
        self.notify(done, title="Review")
        self.refresh_data()
        self.app.post_message(PromotionsChanged())
        self.app.post_message(FragmentsChanged("review"))
        if memory:
            self.app.post_message(MemoryChanged())

    def _error(self, message: str) -> None:
        self.notify(message, title="Review", severity="error", timeout=8)

    def _show(self, data: ReviewData) -> None:
        self.data = data
        tz = self.ctx.ws.tz
        now = data.now_scores
        self._fill(
            "pending-table",
            PENDING_COLUMNS,
            data.pending,
            lambda p, width: (
                str(p.id),
                f"{p.score:.3f}",
                f"{now[p.key]:.2f}" if p.key in now else "—",
                _when(p.created_at, tz),
                clip_text(p.text, width),
            ),
        )
        self._fill(
            "decided-table",
            DECIDED_COLUMNS,
            data.decided,
            lambda p, width: (
                str(p.id),
                p.status,
                _when(p.decided_at, tz),
                f"{p.score:.3f}",
                clip_text(p.text, width),
            ),
        )
        count = len(data.pending)
        self.query_one("#pending-title", Label).update(
            f"Pending ({count}) — a approve · x reject · e edit · d detail · Enter fragment"
            if count
            else "Pending promotions (none) — deep sleep stages winners here in review mode"
        )
        self._show_detail(self.selected_pending)

    def _fill(
        self,
        table_id: str,
        columns: tuple[tuple[str, str, int], ...],
        rows: Sequence[PromotionView],
        cells: Callable[[PromotionView, int], tuple[object, ...]],
    ) -> None:
        """Refill a table keeping the cursor on the same promotion, or, when that one left the
        list (approved, rejected, undone), on the row that took its place."""
        table = self.query_one(f"#{table_id}", DataTable)
        keep_key, keep_row = None, table.cursor_row
        if table.row_count:
            keep_key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        scroll = table.scroll_y
        text_width = max(MIN_TEXT, table.size.width - sum(w + 2 for _, _, w in columns) - 4)
        table.clear(columns=True)
        for key, label, width in columns:
            table.add_column(label, key=key, width=width)
        table.add_column("text", key="text", width=text_width)
        for p in rows:
            table.add_row(*cells(p, text_width), key=str(p.id))
        if rows:
            index = next((n for n, p in enumerate(rows) if str(p.id) == keep_key), keep_row)
            table.move_cursor(row=min(index, len(rows) - 1), animate=False, scroll=False)
            table.scroll_to(y=scroll, animate=False, immediate=True)
        settle_table(table)
