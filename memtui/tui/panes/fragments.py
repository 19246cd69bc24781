"""Fragments (home): every fragment with live scores, a filter, paging, and a detail pane."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.content import Content
from textual.timer import Timer
from textual.widgets import DataTable, Input, Static
from textual.worker import get_current_worker

from memtui.engine.errors import MemtuiError
from memtui.engine.fragment_pages import MATCH_SORT, FragmentSource, Page, Query
from memtui.engine.store.fragments import STATUSES, FragmentView
from memtui.tui.context import AppContext
from memtui.tui.messages import DreamFinished, FirstPageShown, FragmentsChanged, PromotionsChanged
from memtui.tui.panes.base import Pane
from memtui.tui.widgets.fragment_columns import COLUMNS
from memtui.tui.widgets.fragment_detail import FragmentDetail, FragmentDetailData, load_detail
from memtui.tui.widgets.fragment_table import CHUNK, FragmentTable

FILTER_DEBOUNCE = 0.25
DETAIL_DEBOUNCE = 0.1
# Text-like columns read best A→Z; numbers and states best highest first.
ASCENDING_FIRST = {"text", "kind"}
SORT_LABELS = {c.sort: c.title for c in COLUMNS} | {MATCH_SORT: "match"}
EMPTY_HINT = (
    "no fragments yet: write notes in memory/YYYY-MM-DD.md (read as you save while watching)"
    " or try `memtui demo`"
)
# Below this pane width the status filter names only the current status.
WIDE_STATUS_BAR = 110


class FragmentsPane(Pane):
    """The home tab: filter box, paged fragments table, range line, detail pane."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("slash", "focus_filter", "Filter", id="fragments.filter"),
        Binding("s", "next_sort", "Sort", id="fragments.sort"),
        Binding("S", "reverse_sort", "Reverse", show=False, id="fragments.reverse"),
        Binding("t", "next_status", "Status", id="fragments.status"),
        Binding("d", "toggle_detail", "Detail", id="fragments.detail"),
        Binding("escape", "clear_filter", "Clear filter", show=False, id="fragments.clear"),
        # Down from the filter box walks into the table, the filter kept (the table takes its
        # own Down first).
        Binding("down", "focus_table", "To the table", show=False, id="fragments.down"),
    ]

    # Domain messages after which the app calls `refresh_data()` (statuses follow promotions).
    REFRESH_ON = (FragmentsChanged, DreamFinished, PromotionsChanged)

    def __init__(self, ctx: AppContext, **kwargs: Any) -> None:
        super().__init__(ctx, **kwargs)
        self.source = FragmentSource(ctx.store, ctx.ws, ctx.now)
        self.query_state = Query()
        self._sort_before_filter: tuple[str, bool] | None = None
        self._generation = 0
        self._filter_timer: Timer | None = None
        self._detail_timer: Timer | None = None
        self._detail_key: str | None = None
        self.counts: dict[str, int] = {}
        self.loaded = False

    def compose(self) -> ComposeResult:
        with Horizontal(id="fragments-bar"):
            yield Input(
                placeholder="filter by words (/ to type, Esc clears)",
                id="fragments-filter",
            )
            yield Static("", id="fragments-status-filter")
        table = FragmentTable(id="fragments-table")
        table.tz = self.ctx.ws.tz
        yield table
        yield Static("loading fragments…", id="fragments-range")
        yield FragmentDetail(self.ctx, id="fragments-detail")

    def on_mount(self) -> None:
        self.table.focus()
        self.app.theme_changed_signal.subscribe(self, lambda _theme: self.table.restyle())
        self.reload(rebuild=True)

    @property
    def table(self) -> FragmentTable:
        return self.query_one(FragmentTable)

    @property
    def detail(self) -> FragmentDetail:
        return self.query_one(FragmentDetail)

    # ------------------------------------------------------------------ public

    def focus_default(self) -> None:
        """The table takes the focus when the tab opens, so its keys work at once."""
        self.take_focus(self.table)

    def refresh_data(self) -> None:
        """Data changed (ingest, votes, a dream run, time): re-score and keep the selection."""
        self.reload(rebuild=True, keep=True)

    def set_sort(self, sort: str, descending: bool | None = None) -> None:
        """Order the table by `sort` (a column's sort field, or 'match' while filtering)."""
        if descending is None:
            descending = sort not in ASCENDING_FIRST
        self.query_state = replace(self.query_state, sort=sort, descending=descending)
        self.reload()

    def set_status(self, status: str | None) -> None:
        self.query_state = replace(self.query_state, status=status)
        self.reload()

    def set_filter(self, text: str) -> None:
        """Filter by text; while a filter is active the default order is the fuzzy match."""
        text = text.strip()
        state = self.query_state
        if text and not state.text:
            self._sort_before_filter = (state.sort, state.descending)
            state = replace(state, sort=MATCH_SORT, descending=True)
        elif not text and state.text and self._sort_before_filter is not None:
            sort, descending = self._sort_before_filter
            if state.sort == MATCH_SORT:
                state = replace(state, sort=sort, descending=descending)
            self._sort_before_filter = None
        self.query_state = replace(state, text=text)
        self.reload()

    # ------------------------------------------------------------------ loading

    def reload(self, *, rebuild: bool = False, keep: bool = False) -> None:
        """Load the window for the current query (keeping cursor and scroll when `keep`)."""
        self._generation += 1
        # The new window brings its own selection; a detail still waiting for the old one would
        # only compete with the load (both need the GIL) and be replaced.
        if self._detail_timer is not None:
            self._detail_timer.stop()
        table = self.table
        state = (
            (
                table.window_start,
                max(len(table.views), CHUNK),
                table.selected_key,
                table.selected_offset,
                table.scroll_y,
            )
            if keep and table.views
            else None
        )
        self._load(self._generation, self.query_state, rebuild, state)

    @work(thread=True, exclusive=True, group="fragments-load", exit_on_error=False)
    def _load(
        self,
        generation: int,
        query: Query,
        rebuild: bool,
        keep: tuple[int, int, str | None, int, float] | None,
    ) -> None:
        worker = get_current_worker()
        try:
            if rebuild or self.source.built_at is None:
                self.source.rebuild()
            if keep is None:
                page = self.source.page(query, 0, CHUNK)
            else:
                start, limit, _, _, _ = keep
                page = self.source.page(query, start, limit)
        except Exception as exc:  # noqa: BLE001 - with no first page there is nothing to show
            if not self.loaded or isinstance(exc, MemtuiError):
                self.app.call_from_thread(self._failed, exc, fatal=not self.loaded)
                return
            raise  # later failures surface as a toast through the worker's error state
        if not worker.is_cancelled:
            self.app.call_from_thread(self._apply, generation, query, page, keep)

    def _failed(self, exc: Exception, *, fatal: bool) -> None:
        if fatal:
            self.post_message(FirstPageShown())  # nothing to show: the rest of the app starts
        report = getattr(self.app, "report_error", None)
        if report is not None:
            report("Could not load fragments", exc, fatal=fatal)
        else:
            self.notify(str(exc), severity="error")

    def _apply(
        self,
        generation: int,
        query: Query,
        page: Page,
        keep: tuple[int, int, str | None, int, float] | None,
    ) -> None:
        if generation != self._generation:
            return
        if not self.loaded:
            self.post_message(FirstPageShown())
        self.loaded = True
        self.counts = page.status_counts
        table = self.table
        table.sort_field, table.descending = query.sort, query.descending
        if keep is None:
            table.views = []  # force a rebuild so new headers show
            table.set_window(page.offset, page.views, page.total)
        else:
            _, _, key, offset, scroll = keep
            table.set_window(
                page.offset,
                page.views,
                page.total,
                cursor_key=key,
                cursor_offset=offset,
                scroll_y=scroll,
            )
        self._update_range()
        self._update_status_filter()
        self._schedule_detail()

    @on(FragmentTable.NeedRows)
    def _need_rows(self, event: FragmentTable.NeedRows) -> None:
        event.stop()
        self._load_rows(
            self._generation, self.query_state, event.offset, event.limit, event.mode, event.cursor
        )

    @work(thread=True, exclusive=True, group="fragments-rows", exit_on_error=False)
    def _load_rows(
        self, generation: int, query: Query, offset: int, limit: int, mode: str, cursor: int | None
    ) -> None:
        try:
            page = self.source.page(query, offset, limit)
        except MemtuiError as exc:
            self.app.call_from_thread(self._failed, exc, fatal=False)
            return
        self.app.call_from_thread(self._apply_rows, generation, page, mode, cursor)

    def _apply_rows(self, generation: int, page: Page, mode: str, cursor: int | None) -> None:
        table = self.table
        if generation != self._generation:
            table.release_request()
            return
        if mode == "jump":
            table.set_window(page.offset, page.views, page.total, cursor_offset=cursor)
        else:
            table.extend_window(page.offset, page.views, page.total)
        self._update_range()

    # ------------------------------------------------------------------ detail

    @on(DataTable.RowHighlighted, "#fragments-table")
    def _row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        self._update_range()
        self._schedule_detail()

    def _schedule_detail(self) -> None:
        if self._detail_timer is not None:
            self._detail_timer.stop()
        self._detail_timer = self.set_timer(DETAIL_DEBOUNCE, self._load_selected_detail)

    def _load_selected_detail(self) -> None:
        if not self.query(FragmentTable) or not self.query(FragmentDetail):
            return  # the debounce fired while the app was taking the pane down
        view = self.table.selected_view
        if view is None:
            self._detail_key = None
            self.detail.clear()
            return
        self._detail_key = view.key
        self._load_detail(view)

    @work(thread=True, exclusive=True, group="fragments-detail", exit_on_error=False)
    def _load_detail(self, view: FragmentView) -> None:
        try:
            data = load_detail(self.ctx, view, self.source.built_at or self.ctx.now())
        except (MemtuiError, OSError) as exc:
            self.app.call_from_thread(self._failed, exc, fatal=False)
            return
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self._show_detail, data)

    def _show_detail(self, data: FragmentDetailData) -> None:
        if data.view.key == self._detail_key:
            self.detail.show(data)

    # ------------------------------------------------------------------ status lines

    def _update_range(self) -> None:
        table = self.table
        state = self.query_state
        arrow = "▼" if state.descending else "▲"
        if table.total:
            rows = (
                f"rows {table.window_start + 1:,}–{table.window_end:,} of {table.total:,}"
                f" · cursor {table.selected_offset + 1:,}"
            )
        else:
            rows = "no fragments match" if state.text or state.status else EMPTY_HINT
        built = self.source.built_at
        scored = f" · scored {self.ctx.ws.local(built):%H:%M:%S}" if built else ""
        self.query_one("#fragments-range", Static).update(
            Content.from_markup(
                "$rows · sort [b]$sort $arrow[/]$scored",
                rows=rows,
                sort=SORT_LABELS.get(state.sort, state.sort),
                arrow=arrow,
                scored=scored,
            )
        )

    def _update_status_filter(self) -> None:
        current = self.query_state.status
        if self.size.width and self.size.width < WIDE_STATUS_BAR:
            # No room for every status: name the one shown (t cycles), with its count.
            count = sum(self.counts.values()) if current is None else self.counts.get(current, 0)
            self._show_status_filter(
                Content.assemble(
                    "status ",
                    Content.styled(f" {current or 'all'} {count:,} ", "b reverse $accent"),
                    " (t)",
                )
            )
            return
        parts: list[Content] = []
        for status in (None, *STATUSES):
            label = status or "all"
            count = sum(self.counts.values()) if status is None else self.counts.get(status, 0)
            text = f" {label} {count:,} "
            parts.append(Content.styled(text, "b reverse $accent" if status == current else ""))
        self._show_status_filter(Content("").join(parts))

    def _show_status_filter(self, content: Content) -> None:
        """Show the status bar with a width set from its text: an `auto` width is measured once
        per container width, so a resize that swaps the long bar for the short one could keep
        the old width (seen on a loaded machine) and squeeze the filter box."""
        bar = self.query_one("#fragments-status-filter", Static)
        bar.update(content)
        bar.styles.width = content.cell_length + bar.styles.padding.width

    # ------------------------------------------------------------------ events and actions

    @on(Input.Changed, "#fragments-filter")
    def _filter_changed(self, event: Input.Changed) -> None:
        if self._filter_timer is not None:
            self._filter_timer.stop()
        value = event.value
        self._filter_timer = self.set_timer(FILTER_DEBOUNCE, lambda: self.set_filter(value))

    @on(Input.Submitted, "#fragments-filter")
    def _filter_submitted(self, event: Input.Submitted) -> None:
        if self._filter_timer is not None:
            self._filter_timer.stop()
        if event.value.strip() != self.query_state.text:
            self.set_filter(event.value)
        self.table.focus()

    @on(DataTable.HeaderSelected, "#fragments-table")
    def _header_selected(self, event: DataTable.HeaderSelected) -> None:
        column = next(c for c in COLUMNS if c.key == event.column_key.value)
        sort = column.sort
        if column.key == "text" and self.query_state.text and self.query_state.sort != MATCH_SORT:
            sort = MATCH_SORT
        if sort == self.query_state.sort:
            self.set_sort(sort, not self.query_state.descending)
        else:
            self.set_sort(sort)

    def on_resize(self) -> None:
        self.table.resize_text_column(self.size.width)
        self._update_status_filter()

    @on(DataTable.RowSelected, "#fragments-table")
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if not self.detail_shown:
            self.action_toggle_detail()

    @property
    def detail_shown(self) -> bool:
        return self.detail.display

    def action_toggle_detail(self) -> None:
        """Show or hide the detail pane: shown by default on a tall terminal, hidden on a short
        one (the table keeps a few rows above it, so up/down still walks the fragments)."""
        self.toggle_class("-detail-toggled")

    def action_focus_table(self) -> None:
        self.table.focus()

    def action_focus_filter(self) -> None:
        self.query_one("#fragments-filter", Input).focus()

    def action_clear_filter(self) -> None:
        filter_input = self.query_one("#fragments-filter", Input)
        if filter_input.value:
            filter_input.value = ""
            if self._filter_timer is not None:
                self._filter_timer.stop()
            self.set_filter("")
        self.table.focus()

    def action_next_sort(self) -> None:
        sorts = [c.sort for c in COLUMNS]
        if self.query_state.text:
            sorts.append(MATCH_SORT)
        current = self.query_state.sort
        nxt = sorts[(sorts.index(current) + 1) % len(sorts)] if current in sorts else sorts[0]
        self.set_sort(nxt)

    def action_reverse_sort(self) -> None:
        self.set_sort(self.query_state.sort, not self.query_state.descending)

    def action_next_status(self) -> None:
        cycle: list[str | None] = [None, *STATUSES]
        current = cycle.index(self.query_state.status) if self.query_state.status in cycle else 0
        self.set_status(cycle[(current + 1) % len(cycle)])
