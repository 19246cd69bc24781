"""memtui.textsafe: user text is shown literally, never obeyed as markup or terminal codes."""

from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table

from memtui.textsafe import literal, neutralise, one_line, shorten

HOSTILE = "[/etc/hosts] [bold red]red[/] [link=https://evil.example]x[/link] \x1b]0;pwn\x07\x1b[2J"


def _render(renderable: object) -> str:
    out = io.StringIO()
    Console(file=out, width=200, force_terminal=False, color_system=None).print(renderable)
    return out.getvalue()


def test_controls_become_visible_stand_ins() -> None:
    shown = neutralise("a\x1b[31mb\rc\x00d\x7fe\x9bf\u202eg")
    assert shown == "a␛[31mb␍c␀d␡e\\x9bf\\u202eg"


def test_newlines_and_tabs_kept_unless_one_line() -> None:
    assert neutralise("a\n\tb") == "a\n\tb"
    assert neutralise("a\n\tb", keep_newlines=False) == "a␊␉b"
    assert one_line("a\n   b\x1b") == "a b␛"


def test_lone_surrogate_printable() -> None:
    assert neutralise("x\ud800y") == "x\\ud800y"


def test_shorten_marks_the_cut() -> None:
    assert shorten("abcdef", 10) == "abcdef"
    assert shorten("abcdef", 4) == "abc…"
    assert shorten("abcdef", 0) == ""


def test_literal_text_in_a_table_is_shown_as_written() -> None:
    table = Table()
    table.add_column("text")
    table.add_row(literal(HOSTILE))
    out = _render(table)
    assert (
        "[/etc/hosts]" in out and "[bold red]red[/]" in out and "[link=https://evil.example]" in out
    )
    assert "\x1b" not in out and "␛]0;pwn␇" in out
