"""The `memtui` command line: headless front door over the engine (architecture.md); the
console script enters through `memtui.cli.main`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from memtui import __version__
from memtui.cli import admin, agent, dream, memory, serve
from memtui.cli.context import Context, console, err_console
from memtui.cli.output import reporting_errors, say

app = typer.Typer(
    name="memtui",
    help="Inspect and steer an AI agent's long-term memory: notes → dreams → MEMORY.md.",
    no_args_is_help=False,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
)


def _version(value: bool) -> None:
    if value:
        console.print(f"memtui {__version__}")
        raise typer.Exit()


@app.callback(invoke_without_command=True)
def main_callback(
    ctx: typer.Context,
    workspace: Annotated[
        Path, typer.Option("--workspace", "-w", help="Workspace folder (default: current folder).")
    ] = Path("."),
    db: Annotated[
        str,
        typer.Option(
            "--db",
            help="Store URL (SQLite or PostgreSQL); default: MEMTUI_DATABASE_URL or .memtui/memtui.db.",
        ),
    ] = "",
    now: Annotated[
        str, typer.Option("--now", help="ISO time every command uses as 'now' (also MEMTUI_NOW).")
    ] = "",
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_version, is_eager=True, help="Show the version and exit."
        ),
    ] = False,
) -> None:
    """memtui: memories that prove their worth."""
    ctx.obj = Context.from_options(workspace, db, now)
    if ctx.invoked_subcommand is None:
        if sys.stdin.isatty() and sys.stdout.isatty():
            from memtui.tui.run import run_app

            c = ctx.obj
            run_app(c.open(), c.db, c.now_text)
        else:
            admin.status(ctx, as_json=False)
            err_console.print("[dim]not a terminal: showing status instead of opening the app[/]")


def main() -> None:
    """Console-script entry point: one clear line and exit 1/2 on errors, no traceback."""
    try:
        with reporting_errors():
            code = app(standalone_mode=False)
        if isinstance(code, int) and code:
            sys.exit(code)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    except typer.Abort:
        err_console.print("aborted")
        sys.exit(1)
    except Exception as exc:  # usage errors from the command-line parser
        if isinstance(exc, _usage_errors()):
            _usage_error(exc)
        raise


def _usage_error(exc: Any) -> None:
    """A parser error as one line with the help command to run, not click's three lines."""
    command = getattr(getattr(exc, "ctx", None), "command_path", "") or "memtui"
    say(("error: ", "red"), exc.format_message(), (f"  (see: {command} --help)", "dim"), err=True)
    sys.exit(exc.exit_code)


def _usage_errors() -> tuple[type[BaseException], ...]:
    """Parser errors: typer vendors click, and plain click may be installed beside it."""
    kinds: list[type[BaseException]] = []
    for module in ("typer._click.exceptions", "click.exceptions"):
        try:
            kinds.append(__import__(module, fromlist=["ClickException"]).ClickException)
        except ImportError:
            continue
    return tuple(kinds)


for group in (memory, admin, dream, agent, serve):
    group.register(app)
