"""How listing commands print: a table on a wide terminal, entries on a narrow one, plain text
when piped. User text always goes through `memtui.textsafe` (literal, controls shown)."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager

from rich.padding import Padding
from rich.text import Text

from memtui.cli.context import console
from memtui.textsafe import literal, neutralise, one_line, shorten

# Below this many columns a table squeezes its text column to a word per line.
WIDE_COLUMNS = 100
# How far piped output lets one line run before `…`: long enough to read, short enough to scan.
PIPED_TEXT_CHARS = 240


def is_plain() -> bool:
    """Output goes to a file or a pipe: no styles, no wrapping, no tables."""
    return not console.is_terminal


def is_narrow(wide: int = WIDE_COLUMNS) -> bool:
    """Fewer than `wide` columns (or not a terminal at all): print entries, not a table."""
    return is_plain() or console.width < wide


def head_line(*parts: tuple[str, str] | str) -> Text:
    """A line of (text, style) parts; every part is shown literally."""
    line = Text()
    for part in parts:
        text, style = (part, "") if isinstance(part, str) else part
        line.append(neutralise(text, keep_newlines=False), style=style)
    return line


def print_entry(head: Text, body: str, *, one_line_body: bool = False) -> None:
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
    console.print(head, soft_wrap=True)
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
    from memtui.cli.context import err_console

    (err_console if err else console).print(head_line(*parts), soft_wrap=True, highlight=False)


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
    console.print(table)


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
    console.print(table)
