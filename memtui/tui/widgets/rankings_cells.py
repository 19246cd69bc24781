"""Table cells shared by the panes: text bars for scores and strengths, clipped plain text."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.style import Style
from rich.text import Text
from textual.content import Content
from textual.widgets import DataTable

from memtui import textsafe

if TYPE_CHECKING:
    from memtui.engine.dream.rem import Theme

# Eighth blocks give a bar sub-cell resolution, so 0.82 and 0.86 look different.
_EIGHTHS = " ▏▎▍▌▋▊▉"
_FULL = "█"
_EMPTY = "·"


def bar_parts(value: float, width: int = 10) -> tuple[str, str]:
    """(filled, empty) parts of a fixed-width bar for `value` in [0, 1] (clamped; NaN → 0)."""
    if not math.isfinite(value):
        value = 0.0
    value = min(1.0, max(0.0, value))
    eighths = round(value * width * 8)
    full, part = divmod(eighths, 8)
    filled = _FULL * full + (_EIGHTHS[part] if part and full < width else "")
    return filled, _EMPTY * (width - len(filled))


def bar_content(
    value: float, width: int = 10, style: str = "$accent", label: str | None = None
) -> Content:
    """The bar followed by `label` (default: the value), styled with a theme variable."""
    filled, empty = bar_parts(value, width)
    text = f"{value:.2f}" if label is None else label
    return Content.assemble((filled, style), (empty, "$text-muted"), f" {text}")


def bar_text(value: float, width: int = 10, color: str | None = None) -> Text:
    """The bar followed by the value as Rich text (for DataTable cells).

    DataTable cells are Rich renderables, which cannot resolve `$variables`, so callers pass the
    theme's resolved colour (`app.theme_variables["accent"]`).
    """
    filled, empty = bar_parts(value, width)
    text = Text(filled, style=Style(color=color) if color else "")
    text.append(empty, style="dim")
    text.append(f" {value:.2f}")
    return text


def clip_text(text: str, width: int = 60) -> Text:
    """One table cell of plain text (never parsed as markup), cut to `width` terminal cells."""
    cell = Text(textsafe.one_line(text), no_wrap=True)
    # Cells, not characters: a CJK character takes two.
    cell.truncate(width, overflow="ellipsis")
    return cell


def settle_table(table: DataTable[Any]) -> None:
    """Make a DataTable refilled from outside re-measure its columns now.

    DataTable recomputes column widths when its own message queue goes idle; filled from
    another widget's callback it may not get a message until the next key press, and rows stay
    clipped to the old widths (Textual issue #4470).
    """
    table.check_idle()


def add_theme_rows(
    table: DataTable[Any],
    themes: Sequence[Theme],
    forming: Sequence[Theme],
    name_width: int,
    bar_width: int,
    color: str | None,
) -> None:
    """REM's themes as rows (name, claims, strength bar); on a night without one, the topics
    forming (below the strength threshold), dimmed, so the table says what is close."""
    for theme in themes:
        table.add_row(
            clip_text(theme.tag, name_width),
            str(theme.count),
            bar_text(theme.strength, bar_width, color),
        )
    for theme in [] if themes else forming:
        name = clip_text(theme.tag, name_width)
        name.stylize("dim italic")
        table.add_row(
            name, Text(str(theme.count), style="dim"), bar_text(theme.strength, bar_width)
        )
