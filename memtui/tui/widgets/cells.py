"""How fragment values read in a cell: gate names, status colours from the theme, numbers.

Table cells are Rich renderables, which cannot reference Textual theme variables, so colours are
looked up in the running app's theme (`App.theme_variables`) and the table re-renders on a theme
change. Static widgets use `$variable` markup instead.
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.app import App
from textual.color import Color, ColorParseError

from memtui import textsafe
from memtui.engine.scoring import gate_name
from memtui.engine.store.fragments import FragmentView

# Which theme variable colours each status: the further along, the warmer.
STATUS_VARIABLE = {
    "new": "foreground-muted",
    "staged": "text-secondary",
    "rem": "text-primary",
    "pending": "text-warning",
    "promoted": "text-success",
    "rejected": "text-error",
}


def theme_color(app: App[object], name: str) -> str:
    """A colour of the current theme as #rrggbb, e.g. 'text-success'; '' (no colour) otherwise.

    Translucent theme colours are laid over the theme background, since Rich has no alpha.
    """
    variables = app.theme_variables
    try:
        colour = Color.parse(variables[name])
        background = Color.parse(variables.get("background", "#000000"))
    except (KeyError, ColorParseError):
        return ""
    return (background + colour).hex6


def status_text(app: App[object], status: str) -> Text:
    return Text(status, style=theme_color(app, STATUS_VARIABLE.get(status, "foreground")))


def gate_text(app: App[object], view: FragmentView) -> Text:
    gate = view.scored.gate if view.scored else None
    colour = "text-success" if gate is None else "foreground-muted"
    return Text(gate_name(gate, view.status), style=theme_color(app, colour))


def number(value: float, digits: int = 2) -> Text:
    return Text(f"{value:.{digits}f}", justify="right")


def integer(value: int) -> Text:
    return Text(str(value), justify="right")


def one_line(text: str, width: int) -> Text:
    """Fragment text on one line, cut to `width` cells with an ellipsis (CJK counts double).

    Plain Text, never markup: fragment texts may hold brackets."""
    flat = textsafe.one_line(text)
    if cell_len(flat) > width:
        flat = set_cell_size(flat, max(1, width - 1)).rstrip() + "…"
    return Text(flat, no_wrap=True, overflow="ellipsis")


def tags_text(tags: list[str], width: int = 12) -> Text:
    if not tags:
        return Text("")
    first = textsafe.one_line(tags[0])
    more = f" +{len(tags) - 1}" if len(tags) > 1 else ""
    if len(first) + len(more) > width:
        first = first[: max(1, width - len(more) - 1)] + "…"
    return Text(first + more)
