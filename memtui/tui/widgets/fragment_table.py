"""The fragments table: a window of rows over an order that may hold 100 000 fragments.

The table never holds the whole order. It shows a window [start, end) of it and asks its parent
for more (`NeedRows`) when the cursor or the scroll comes near an edge of the window, or when the
user jumps to the top or bottom. Rows are keyed by fragment key, so a refresh can keep the
selection and the scroll position.
"""

from __future__ import annotations

from datetime import UTC, tzinfo
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import DataTable

from memtui.engine.fragment_pages import MATCH_SORT
from memtui.engine.scoring import score_text
from memtui.engine.store.fragments import FragmentView
from memtui.tui.widgets.cells import gate_text, integer, number, one_line, status_text, tags_text
from memtui.tui.widgets.fragment_columns import COLUMNS, Column
from memtui.tui.widgets.key_table import KeyTable

# Rows fetched per request, and the most rows kept in the table at once.
CHUNK = 100
WINDOW_MAX = 300
# Ask for more rows when the cursor or the viewport gets this close to an edge of the window.
MARGIN = 15
FIXED_WIDTHS = {
    "seen": 5,  # MM-DD
    "kind": 7,
    "signals": 7,
    "relevance": 5,
    "queries": 7,
    "days": 4,
    "tags": 9,
    "boost": 5,
    "score": 5,
    "status": 8,
    "gate": 18,  # the longest gate name, min_unique_queries, in full
}
# On a narrow terminal columns give way in this order, so the text stays readable.
GIVE_WAY = ("tags", "relevance", "boost", "days", "queries", "kind", "signals", "gate")
SORT_ARROW = 1  # "▼" after the sorted column's label
MIN_TEXT_WIDTH = 30


class FragmentTable(KeyTable[Text]):
    """A window of the current fragment order, with edge detection for paging."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # The first and last rows of the whole order, fetched when outside the window.
        Binding("ctrl+home,g,home", "first_row", "First row", show=False, id="fragments.first_row"),
        Binding("ctrl+end,G,end", "last_row", "Last row", show=False, id="fragments.last_row"),
    ]

    class NeedRows(Message):
        """The table wants rows `offset`…`offset+limit` of the current order.

        `mode` is "append" or "prepend" (extend the window) or "jump" (replace it and put the
        cursor on `cursor`).
        """

        def __init__(self, offset: int, limit: int, mode: str, cursor: int | None = None) -> None:
            super().__init__()
            self.offset = offset
            self.limit = limit
            self.mode = mode
            self.cursor = cursor

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            cursor_type="row", zebra_stripes=True, cursor_foreground_priority="css", **kwargs
        )
        self.tz: tzinfo = UTC  # the workspace's, set by the pane: days as the user's calendar
        self.window_start = 0
        self.total = 0
        self.views: list[FragmentView] = []
        self.sort_field = "score"
        self.descending = True
        self._pending = False
        self._settling = False
        self._text_width = MIN_TEXT_WIDTH
        self.shown_columns: tuple[Column, ...] = COLUMNS

    # ------------------------------------------------------------------ window

    @property
    def window_end(self) -> int:
        return self.window_start + len(self.views)

    @property
    def selected_view(self) -> FragmentView | None:
        if not self.views or not 0 <= self.cursor_row < len(self.views):
            return None
        return self.views[self.cursor_row]

    @property
    def selected_key(self) -> str | None:
        view = self.selected_view
        return view.key if view else None

    @property
    def selected_offset(self) -> int:
        """The cursor's position in the whole order."""
        return self.window_start + self.cursor_row

    def set_window(
        self,
        start: int,
        views: list[FragmentView],
        total: int,
        *,
        cursor_key: str | None = None,
        cursor_offset: int | None = None,
        scroll_y: float | None = None,
    ) -> None:
        """Show `views` as rows `start`… of an order of `total`, keeping cursor and scroll.

        The cursor goes to `cursor_key` when that row is in the window, else to `cursor_offset`
        (clamped), else to the top. `scroll_y` is restored after the next layout.
        """
        self._pending = False
        self.total = total
        same_rows = start == self.window_start and [v.key for v in views] == [
            v.key for v in self.views
        ]
        if same_rows and self.row_count == len(views) and self.columns:
            # Live refresh of the same rows: update cells in place, nothing moves.
            self.views = views
            self.restyle()
            return
        self.window_start = start
        self.views = views
        self._rebuild()
        index = None
        if cursor_key is not None:
            index = next((n for n, v in enumerate(views) if v.key == cursor_key), None)
        if index is None and cursor_offset is not None:
            index = cursor_offset - start
        index = max(0, min(index or 0, len(views) - 1))
        if views:
            self.move_cursor(row=index, animate=False, scroll=scroll_y is None)
        # Rebuilding scrolls to the top; until the old scroll is back the edges mean nothing.
        self._settling = True
        self.call_after_refresh(self._settle, scroll_y)

    def _settle(self, scroll_y: float | None) -> None:
        if scroll_y is not None:
            self.scroll_to(y=scroll_y, animate=False, immediate=True)
        self._settling = False
        self.check_edges()

    def restyle(self) -> None:
        """Redraw every row in place (cells carry colours of the theme they were made with)."""
        for view in self.views:
            for column, cell in zip(self.shown_columns, self._cells(view), strict=True):
                self.update_cell(view.key, column.key, cell)

    def extend_window(self, start: int, views: list[FragmentView], total: int) -> None:
        """Add rows fetched for an edge of the window, trimming the far side to WINDOW_MAX."""
        self._pending = False
        self.total = total
        if not views:
            return
        cursor_key = self.selected_key
        if start == self.window_end:
            rows = self.views + views
            new_start = self.window_start
            if len(rows) > WINDOW_MAX:
                drop = len(rows) - WINDOW_MAX
                rows, new_start = rows[drop:], new_start + drop
                scroll = max(0.0, self.scroll_y - drop)
                self.set_window(new_start, rows, total, cursor_key=cursor_key, scroll_y=scroll)
            else:
                self.views = rows
                for view in views:
                    self.add_row(*self._cells(view), key=view.key)
            return
        if start + len(views) == self.window_start:
            rows = views + self.views
            rows = rows[:WINDOW_MAX]
            scroll = self.scroll_y + len(views)
            self.set_window(start, rows, total, cursor_key=cursor_key, scroll_y=scroll)
            return
        # Not adjacent (the order changed meanwhile): show what arrived.
        self.set_window(start, views, total, cursor_key=cursor_key)

    def _rebuild(self) -> None:
        self.clear(columns=True)
        arrow = "▼" if self.descending else "▲"
        for column in self.shown_columns:
            label = Text(column.label)
            if column.sort == self.sort_field:
                label.append(arrow)
            elif column.key == "text" and self.sort_field == MATCH_SORT:
                label.append(f" · by match{arrow}")
            if column.key == "text":
                width = self._text_width
            else:
                # Fixed columns keep room for the arrow so sorting never shifts the layout.
                width = max(FIXED_WIDTHS[column.key], len(column.label) + SORT_ARROW)
            self.add_column(label, key=column.key, width=width)
        for view in self.views:
            self.add_row(*self._cells(view), key=view.key)

    def _cells(self, view: FragmentView) -> list[Text]:
        app = self.app
        scored = view.scored
        relevance = scored.components.relevance if scored else 0.0
        cells = {
            "text": lambda: one_line(view.text[:400], self._text_width),
            "seen": lambda: Text(
                view.first_seen_at.astimezone(self.tz).strftime("%m-%d")
                if view.first_seen_at
                else ""
            ),
            "kind": lambda: Text(view.kind),
            "signals": lambda: Text(f"{view.recall_count}/{view.daily_count}", justify="right"),
            "relevance": lambda: number(relevance),
            "queries": lambda: integer(view.unique_queries),
            "days": lambda: integer(len(view.recall_days)),
            "tags": lambda: tags_text(view.concept_tags, FIXED_WIDTHS["tags"]),
            "boost": lambda: number(scored.boost if scored else 0.0, 2),
            "score": lambda: Text(
                score_text(scored.score, scored.gate) if scored else "", justify="right"
            ),
            "status": lambda: status_text(app, view.status),
            "gate": lambda: gate_text(app, view),
        }
        return [cells[column.key]() for column in self.shown_columns]

    # ------------------------------------------------------------------ edges

    def request(self, offset: int, limit: int, mode: str, cursor: int | None = None) -> None:
        if self._pending:
            return
        self._pending = True
        self.post_message(self.NeedRows(offset, limit, mode, cursor))

    def release_request(self) -> None:
        """Forget an outstanding request whose answer was dropped (the order changed)."""
        self._pending = False

    def check_edges(self) -> None:
        """Ask for the next or previous chunk when the cursor or viewport nears a window edge."""
        if self._pending or self._settling or not self.views:
            return
        top_row = int(self.scroll_y)
        bottom_row = top_row + self.scrollable_content_region.height
        near_end = max(self.cursor_row, bottom_row) >= len(self.views) - MARGIN
        near_start = min(self.cursor_row, top_row) <= MARGIN
        if near_end and self.window_end < self.total:
            self.request(self.window_end, CHUNK, "append")
        elif near_start and self.window_start > 0:
            start = max(0, self.window_start - CHUNK)
            self.request(start, self.window_start - start, "prepend")

    def on_data_table_row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        self.check_edges()

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        self.call_after_refresh(self.check_edges)

    def action_first_row(self) -> None:
        if self.window_start == 0:
            self.action_scroll_top()
        else:
            self.request(0, CHUNK, "jump", cursor=0)

    def action_last_row(self) -> None:
        if self.window_end >= self.total:
            self.action_scroll_bottom()
        else:
            start = max(0, self.total - CHUNK)
            self.request(start, self.total - start, "jump", cursor=self.total - 1)

    def resize_text_column(self, table_width: int) -> bool:
        """Fit the columns to `table_width`: the text column takes what the fixed ones leave,
        and fixed columns give way (`GIVE_WAY`) until it is at least MIN_TEXT_WIDTH wide.
        True when the layout changed."""
        shown = list(COLUMNS)
        width = table_width - _fixed_width(shown)
        for key in GIVE_WAY:
            if width >= MIN_TEXT_WIDTH:
                break
            shown = [c for c in shown if c.key != key]
            width = table_width - _fixed_width(shown)
        width = max(MIN_TEXT_WIDTH, width)
        if width == self._text_width and tuple(shown) == self.shown_columns:
            return False
        self._text_width, self.shown_columns = width, tuple(shown)
        if self.views:
            keep = self.selected_key
            scroll = self.scroll_y
            views = self.views
            self.views = []
            self.set_window(self.window_start, views, self.total, cursor_key=keep, scroll_y=scroll)
        else:
            self._rebuild()
        return True


def _fixed_width(columns: list[Column]) -> int:
    """Cells of every column but the text, with padding and the vertical scrollbar."""
    fixed = sum(
        max(FIXED_WIDTHS[c.key], len(c.label) + SORT_ARROW) for c in columns if c.key != "text"
    )
    return fixed + 2 * len(columns) + 2
