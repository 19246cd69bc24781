"""User text shown literally: never markup, never terminal control codes.

Notes, queries and file names are written by people and agents. Printed through Rich as a
markup string, `[/etc/hosts]` crashes the renderer and `[link=…]` becomes a clickable link;
written raw, an ESC or OSC sequence sets the window title, clears the screen or hides a
hyperlink. Every front door (CLI, app, MCP logs) passes user text through here first:

- `neutralise` replaces control characters with visible stand-ins (ESC → ␛, CR → ␍, C1 →
  `\\x9b`, bidirectional overrides → `\\u202e`), keeping newlines and tabs when asked;
- `literal` builds a Rich `Text` from such text, so it is never parsed as markup.

This module imports nothing of the UI at load time (Rich only inside `literal`), so the engine
and the MCP server can use it too.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.text import Text

# C0 controls, DEL, C1 controls, the invisible format characters that reorder text on screen
# (bidirectional overrides and isolates: the "Trojan Source" characters), and lone surrogates
# (a terminal cannot encode them: printing one raises).
_OTHERS = "\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff"
_UNSAFE = re.compile(f"[\x00-\x1f{_OTHERS}]")
_UNSAFE_KEEP_LINES = re.compile(f"[\x00-\x08\x0b-\x1f{_OTHERS}]")


def _stand_in(char: str) -> str:
    code = ord(char)
    if code < 0x20:
        return chr(0x2400 + code)  # Unicode "control pictures": ␀ … ␟ (␛ for ESC)
    if code == 0x7F:
        return "\u2421"  # ␡
    if code <= 0x9F:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}"


def neutralise(text: object, *, keep_newlines: bool = True) -> str:
    """`text` as a string whose control characters are shown, not obeyed.

    Newlines and tabs survive when `keep_newlines` (a note's lines stay lines); otherwise they
    become ␊ / ␉ too, for one-line cells. Everything else printable is unchanged.
    """
    value = text if isinstance(text, str) else str(text)
    pattern = _UNSAFE_KEEP_LINES if keep_newlines else _UNSAFE
    return pattern.sub(lambda m: _stand_in(m.group()), value)


# A file's own line breaks and tabs: what a document keeps when its controls are shown.
_UNSAFE_IN_DOCUMENT = re.compile(f"[\x00-\x08\x0b\x0c\x0e-\x1f{_OTHERS}]")


def neutralise_document(text: str) -> str:
    """A whole file's text (DREAMS.md, MEMORY.md) with its controls shown as `neutralise`
    shows them, its line breaks (LF, CR, CRLF) and tabs kept: the files memtui writes never
    hold an ESC or a bidi override, and read as every command shows them."""
    return _UNSAFE_IN_DOCUMENT.sub(lambda m: _stand_in(m.group()), text)


def visible_data(value: Any) -> Any:
    """JSON-ready `value` with every string (keys too) neutralised, newlines kept: `--json`
    output and MCP answers follow the same rule as the terminal."""
    if isinstance(value, str):
        return neutralise(value)
    if isinstance(value, dict):
        return {visible_data(k): visible_data(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [visible_data(v) for v in value]
    return value


def one_line(text: object) -> str:
    """`text` on one line: runs of whitespace become one space, controls are shown."""
    value = text if isinstance(text, str) else str(text)
    return neutralise(" ".join(value.split()), keep_newlines=False)


def shorten(text: str, width: int) -> str:
    """At most `width` characters, ending in `…` when something was cut."""
    if width <= 0:
        return ""
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def literal(text: object, style: str = "", *, keep_newlines: bool = True) -> Text:
    """A Rich `Text` holding `text` verbatim (controls shown): safe in tables, panels, prints."""
    from rich.text import Text

    return Text(neutralise(text, keep_newlines=keep_newlines), style=style)
