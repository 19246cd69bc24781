"""The app's tables and scrolled text: Textual's widgets with the keys lazygit and k9s users
reach for (j/k, g/G, Home/End), everywhere alike."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import DataTable
from textual.widgets.data_table import CellType


class KeyTable(DataTable[CellType]):
    """j/k move the cursor, g/Home and G/End go to the first and last row (as arrows, Page
    Up/Down and Ctrl+Home/End do); a table without a cursor scrolls instead."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("j", "cursor_down", "Down", show=False, id="table.down"),
        Binding("k", "cursor_up", "Up", show=False, id="table.up"),
        Binding("g,home", "scroll_top", "First row", show=False, id="table.first"),
        Binding("G,end", "scroll_bottom", "Last row", show=False, id="table.last"),
    ]


class KeyScroll(VerticalScroll):
    """Scrolled text (the Diary): j/k scroll a line, g/Home and G/End go to the top and end."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("j", "scroll_down", "Down", show=False, id="scroll.down"),
        Binding("k", "scroll_up", "Up", show=False, id="scroll.up"),
        Binding("g", "scroll_home", "Top", show=False, id="scroll.top"),
        Binding("G", "scroll_end", "End", show=False, id="scroll.end"),
    ]

    def watch_has_focus(self, _has_focus: bool) -> None:
        # Textual restyles the whole subtree here, for rules that select children by their
        # parent's focus; memtui has none, and the Diary's entries are some 300 widgets, so
        # each tab switch to or from it cost two restyles of all of them (0.1 s each).
        self.app.stylesheet.update_nodes([self])
