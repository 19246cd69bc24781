"""How listing commands print: a table on a wide terminal, entries on a narrow one, plain text
when piped. User text always goes through `memtui.textsafe` (literal, controls shown).

Piped output is written without rich (a search from a shell spent a tenth of its time importing
it): where rich would surely find no terminal, the same text is written directly."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, TextIO

from memtui.cli.context import console_for
from memtui.textsafe import literal, neutralise, one_line, shorten

if TYPE_CHECKING:
    from rich.text import Text

# Below this many columns a table squeezes its text column to a word per line.
WIDE_COLUMNS = 100
# How far piped output lets one line run before `…`: long enough to read, short enough to scan.
PIPED_TEXT_CHARS = 240


def _surely_piped(stream: TextIO) -> bool:
    """rich would find no terminal behind `stream`: it is no TTY, and neither TTY_COMPATIBLE=1
    nor FORCE_COLOR makes rich take it for one. False means "ask rich" (it decides alike)."""
    if os.environ.get("TTY_COMPATIBLE") == "1" or os.environ.get("FORCE_COLOR"):
        return False
    try:
        return not stream.isatty()
    except (AttributeError, ValueError):  # no stream, or a closed one: rich asks rich
        return False


def is_plain(*, err: bool = False) -> bool:
    """Output goes to a file or a pipe: no styles, no wrapping, no tables."""
    if _surely_piped(sys.stderr if err else sys.stdout):
        return True
    return not console_for(err=err).is_terminal


def is_narrow(wide: int = WIDE_COLUMNS) -> bool:
    """Fewer than `wide` columns (or not a terminal at all): print entries, not a table."""
    return is_plain() or console_for().width < wide


@dataclass(frozen=True)
class Line:
    """One line of (text, style) parts, each shown literally (controls, newlines and tabs
    stand in: `neutralise`): its plain text when piped, styled by rich on a terminal."""

    parts: tuple[tuple[str, str], ...]

    @property
    def plain(self) -> str:
        return "".join(text for text, _style in self.parts)

    def styled(self) -> Text:
        from rich.text import Text

        line = Text()
        for text, style in self.parts:
            line.append(text, style=style)
        return line


def head_line(*parts: tuple[str, str] | str) -> Line:
    """A line of (text, style) parts; every part is shown literally."""
    return Line(
        tuple(
            (neutralise(text, keep_newlines=False), style)
            for text, style in ((p, "") if isinstance(p, str) else p for p in parts)
        )
    )


def print_entry(head: Line, body: str, *, one_line_body: bool = False) -> None:
    """One entry of a narrow listing: its head line, then its text indented by two spaces.

    On a terminal the text wraps at the window's width; piped, each line is written whole so
    `grep` and `cut` see one record per line. `one_line_body` folds the text onto one line,
    cut with `…` at the width.
    """
    if is_plain():
        lines = [one_line(body)] if one_line_body else neutralise(body).splitlines() or [""]
        if one_line_body:
            lines = [shorten(lines[0], PIPED_TEXT_CHARS)]
        sys.stdout.write(head.plain + "\n" + "".join(f"  {line}\n" for line in lines))
        return
    from rich.padding import Padding
    from rich.text import Text

    console = console_for()
    console.print(head.styled(), soft_wrap=True)
    if one_line_body:
        console.print(Text("  " + shorten(one_line(body), max(console.width - 2, 10))))
    else:
        console.print(Padding(literal(body), (0, 0, 0, 2)))


def print_lines(lines: Iterable[str]) -> None:
    """Plain lines of user text on stdout, controls shown (a file's lines, a diff, a prompt)."""
    for line in lines:
        sys.stdout.write(neutralise(line) + "\n")


def say(*parts: tuple[str, str] | str, err: bool = False) -> None:
    """One message line built from literal parts, on stdout (or stderr)."""
    line = head_line(*parts)
    stream = sys.stderr if err else sys.stdout
    if _surely_piped(stream):
        stream.write(line.plain + "\n")  # what rich writes to a pipe, flushed as rich does
        stream.flush()
        return
    console_for(err=err).print(line.styled(), soft_wrap=True, highlight=False)


@contextmanager
def reporting_errors() -> Iterator[None]:
    """memtui's errors as one line on stderr and their exit code (1 or 2), no traceback; ^C
    exits 130."""
    from memtui.engine.errors import MemtuiError

    try:
        yield
    except MemtuiError as exc:
        # e.g. "not a database URL: 'postgres://u:pw@…'": the password is not printed; memtui's
        # own hint is printed as written.
        say(("error: ", "red"), exc.shown(), err=True)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        sys.exit(130)


def print_pairs(title: str, pairs: Iterable[tuple[str, str]]) -> None:
    """Name/value facts: a two-column table on a terminal, `name: value` lines when piped."""
    if is_plain():
        sys.stdout.write("".join(f"{name}: {one_line(value)}\n" for name, value in pairs))
        return
    from rich.table import Table

    table = Table(title=title, show_header=False)
    for name, value in pairs:
        table.add_row(name, literal(value))
    console_for().print(table)


def print_rows(title: str, columns: Sequence[str], rows: Iterable[Sequence[str]]) -> None:
    """A small table on a terminal; piped, one line per row with its cells separated by tabs
    (a header line first), ready for `cut` and `awk`."""
    if is_plain():
        lines = ["\t".join(columns)] + ["\t".join(one_line(cell) for cell in row) for row in rows]
        sys.stdout.write("".join(line + "\n" for line in lines))
        return
    from rich.table import Table

    table = Table(title=title)
    for name in columns:
        table.add_column(name)
    for row in rows:
        table.add_row(*(literal(cell) for cell in row))
    console_for().print(table)
