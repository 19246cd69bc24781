"""The `memtui` console script: `memtui --version` answers before the command-line parser loads.

An agent or a shell prompt may ask for the version on every start, and may search or get lines
for every question; typer and rich alone cost more than the interpreter itself, so the parser
(`memtui.cli.app`) is imported only for the commands that need it: a plain `search` or `get`
runs through `memtui.cli.quick`.
"""

from __future__ import annotations

import sys


def main() -> None:
    """Console-script entry point (see `memtui.cli.app.main` for every other command line)."""
    if sys.argv[1:] == ["--version"]:
        from memtui import __version__

        sys.stdout.write(f"memtui {__version__}\n")
        return
    from memtui.cli import quick

    plain = quick.parse(sys.argv[1:])
    if plain is not None:
        quick.run(*plain)
        return
    from memtui.cli.app import main as run

    run()
