"""`memtui search` and `memtui get` from a shell without the command-line parser.

An agent may run a search for every question it asks; typer (with click and the pydantic
adapters it builds for the options) cost a quarter of such a process. `parse` accepts only the
plain forms of these two commands and their options, exactly as typer reads them; anything
else (help, an unknown or repeated option, a value typer would refuse) returns None and the
command line goes to typer (`memtui.cli.app`), which reports it. What the command then does is
shared with typer's commands (`searching`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

# Global options taking a value (`memtui.cli.app.main_callback`), by the field they set.
_GLOBAL = {"--workspace": "workspace", "-w": "workspace", "--db": "db", "--now": "now"}
# Each command: its options taking a value, and its flags.
_COMMANDS: dict[str, tuple[dict[str, str], frozenset[str]]] = {
    "search": ({"--limit": "limit", "-n": "limit"}, frozenset({"--no-vote", "--json"})),
    "get": ({}, frozenset({"--no-vote", "--json"})),
}
_LIMIT = re.compile(r"[0-9]{1,3}")


def parse(argv: Sequence[str]) -> tuple[str, str, dict[str, str]] | None:
    """(command, its argument, options by name) for a plain search or get, else None."""
    opts: dict[str, str] = {}
    i = _options(argv, 0, _GLOBAL, frozenset(), opts)
    if i is None or i >= len(argv) or argv[i] not in _COMMANDS:
        return None
    command = argv[i]
    values, flags = _COMMANDS[command]
    positional: list[str] = []
    i += 1
    while i < len(argv):
        if argv[i].startswith("-") and argv[i] != "-":
            step = _options(argv, i, values, flags, opts, once=True)
            if step is None:
                return None
            i = step
        else:
            positional.append(argv[i])
            i += 1
    if len(positional) != 1:
        return None
    if "limit" in opts and not (_LIMIT.fullmatch(opts["limit"]) and 1 <= int(opts["limit"]) <= 100):
        return None  # typer's range check says what is wrong
    return command, positional[0], opts


def _options(
    argv: Sequence[str],
    i: int,
    values: dict[str, str],
    flags: frozenset[str],
    opts: dict[str, str],
    *,
    once: bool = False,
) -> int | None:
    """Read options from `argv[i]` (one when `once`, else while they come) into `opts`; the
    index after them, or None for anything typer would read otherwise."""
    while i < len(argv) and argv[i].startswith("-") and argv[i] != "-":
        name, eq, value = argv[i].partition("=")
        if name in flags and not eq:
            key, value, step = name, name, 1
        elif name in values and (not eq or name.startswith("--")):
            if not eq and i + 1 >= len(argv):
                return None
            key, value, step = values[name], value if eq else argv[i + 1], 1 if eq else 2
        else:
            return None
        if key in opts:
            return None  # a repeated option: typer decides which counts
        opts[key] = value
        i += step
        if once:
            break
    return i


def run(command: str, argument: str, opts: dict[str, str]) -> None:
    """Run a command `parse` accepted, reporting memtui's errors as typer's commands do."""
    from memtui.cli.context import Context
    from memtui.cli.output import reporting_errors
    from memtui.cli.searching import run_get, run_search

    with reporting_errors():
        c = Context.from_options(
            Path(opts.get("workspace", ".")), opts.get("db", ""), opts.get("now", "")
        )
        no_vote, as_json = "--no-vote" in opts, "--json" in opts
        if command == "search":
            limit = int(opts.get("limit", "10"))
            run_search(c, argument, limit=limit, no_vote=no_vote, as_json=as_json)
        else:
            run_get(c, argument, no_vote=no_vote, as_json=as_json)
