"""Workspace commands: status, demo, config show/validate."""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.table import Table

from memtui.cli.context import console, context_of, print_json, with_progress
from memtui.cli.output import print_pairs, print_rows, say
from memtui.engine.errors import UsageError
from memtui.textsafe import literal, neutralise

if TYPE_CHECKING:
    from memtui.engine.store.status import RunLine

config_app = typer.Typer(help="Show or check the configuration.", no_args_is_help=True)


def status(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Counts, store location and the last runs."""
    from memtui.engine.clock import clock_source
    from memtui.engine.documents.discovery import skipped_files
    from memtui.engine.store.status import status_facts

    c = context_of(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.search_store(ws, now) as store:
        facts = status_facts(store)
        location = store.location
    counts, runs, last_ingest = facts.counts, facts.runs, facts.last_ingest
    skipped = skipped_files(ws, facts.failed_sources)
    data = {
        "workspace": str(ws.root),
        "store": location,
        "now": now.isoformat(),
        "clock": clock_source(c.now_text, ws.recorded_clock()),
        **counts,
        "last_ingest": last_ingest.isoformat() if last_ingest else None,
        "dreaming_enabled": ws.config.dreaming.enabled,
        "diary_model": ws.config.diary.model or None,
        "runs": [_run_json(r, now) for r in runs],
        "left_out": [{"path": item.path, "reason": item.reason} for item in skipped],
    }
    if as_json:
        print_json(data)
        return
    pairs = [
        (key.replace("_", " "), str(data[key]))
        for key in ("workspace", "store", "now", "fragments", "occurrences", "pending", "promoted")
    ]
    pairs += [
        ("last ingest", _when(last_ingest, now) if last_ingest else "never (run memtui ingest)"),
        ("dreaming", "enabled" if ws.config.dreaming.enabled else "disabled (scheduled runs off)"),
        ("diary", ws.config.diary.model or "off (set diary.model to turn it on)"),
        ("left out", f"{len(skipped)} file(s), listed below" if skipped else "none"),
    ]
    if note := c.clock_note(ws):
        pairs[2] = ("now", f"{data['now']} ({note})")
    print_pairs("memtui status", pairs)
    for item in skipped:
        say(("left out ", "yellow"), f"{item.path}: {item.reason}")
    if runs:
        print_rows(
            "Last runs",
            ("id", "phase", "started", "outcome", "counts"),
            [
                (
                    str(r.id),
                    r.phase,
                    _local(r.started_at, now),
                    r.outcome + (" (dry)" if r.dry_run else ""),
                    ", ".join(f"{k}={v}" for k, v in list(r.counts.items())[:4]),
                )
                for r in runs
            ],
        )


def _local(moment: datetime | None, now: datetime) -> str:
    """A stored time in the workspace's timezone (the one `now` is in), to the minute."""
    if moment is None:
        return "-"
    return moment.astimezone(now.tzinfo).isoformat(sep=" ", timespec="minutes")


def _run_json(run: RunLine, now: datetime) -> dict[str, Any]:
    """One dream or ingest run as `status --json` lists it (times in the workspace timezone)."""
    return {
        "id": run.id,
        "phase": run.phase,
        "started_at": run.started_at.astimezone(now.tzinfo).isoformat() if run.started_at else None,
        "ended_at": run.ended_at.astimezone(now.tzinfo).isoformat() if run.ended_at else None,
        "outcome": run.outcome,
        "dry_run": run.dry_run,
        "counts": run.counts,
        "error": run.error,
    }


def _when(moment: datetime, now: datetime) -> str:
    """A past time with how long ago it was, e.g. `2026-06-15 22:00 (3 h ago)`."""
    seconds = max((now - moment).total_seconds(), 0)
    ago = (
        f"{int(seconds // 60)} min ago"
        if seconds < 3600
        else f"{int(seconds // 3600)} h ago"
        if seconds < 86400
        else f"{int(seconds // 86400)} d ago"
    )
    local = moment.astimezone(now.tzinfo) if moment.tzinfo and now.tzinfo else moment
    return f"{local.isoformat(sep=' ', timespec='minutes')} ({ago})"


def demo(
    ctx: typer.Context,
    directory: Annotated[
        Path | None, typer.Argument(help="Where to build it (default: your data folder).")
    ] = None,
    rebuild: Annotated[
        bool, typer.Option("--rebuild", help="Build it again even if it exists.")
    ] = False,
    open_app: Annotated[
        bool, typer.Option("--open/--no-open", help="Open the app on it afterwards.")
    ] = True,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Build a demo workspace (six weeks of notes, searches and nightly dreams) and open it."""
    from memtui.demo.workspace import build_demo, default_demo_dir, demo_clock, is_demo_workspace

    c = context_of(ctx)
    root = (directory or default_demo_dir()).expanduser()
    summary = None
    if rebuild or not is_demo_workspace(root):
        summary = with_progress(
            "Replaying six weeks", as_json, lambda p: build_demo(root, progress=p, db=c.db)
        )
    clock = demo_clock(root)
    # The demo runs at its own clock (every command on it does); --now still overrides it.
    now_text = c.now_text or (clock.isoformat() if clock else "")
    facts = {
        k: v for k, v in (summary.__dict__ if summary else {}).items() if k not in ("root", "now")
    }
    if as_json:
        print_json({"root": str(root), "now": now_text, "built": summary is not None, **facts})
        return
    if summary is not None:
        table = Table(title=literal(f"Demo workspace {root}"), show_header=False)
        for key, value in facts.items():
            table.add_row(key.replace("_", " "), literal(str(value)))
        console.print(table)
    else:
        say(f"Demo workspace {root} (already built; --rebuild builds it again)")
    if open_app and sys.stdin.isatty() and sys.stdout.isatty():
        from memtui.tui.run import run_app

        run_app(root, c.db, now_text)
    else:
        say(
            f"Open it with: memtui --workspace {root}  (it runs at its own clock, {now_text};"
            " --now overrides)"
        )


@config_app.command("show")
def config_show(
    ctx: typer.Context, as_json: Annotated[bool, typer.Option("--json")] = False
) -> None:
    """The effective configuration (defaults ← .memtui.toml ← MEMTUI_* variables)."""
    c = context_of(ctx)
    ws = c.open()
    from memtui.engine.redact import redact_mapping

    data = redact_mapping(ws.config.model_dump())  # a database URL's password is masked
    if as_json:
        print_json(data)
        return
    import tomlkit

    from memtui.engine.config import CONFIG_FILE

    say((f"# {ws.root / CONFIG_FILE}", "dim"))
    sys.stdout.write(neutralise(tomlkit.dumps(data)))


@config_app.command("validate")
def config_validate(ctx: typer.Context) -> None:
    """Check the configuration; report every problem with its key (exit 2 when invalid)."""
    from memtui.engine.config import read_raw_config, validate_config

    c = context_of(ctx)
    path = c.workspace.expanduser()
    if not path.is_dir():
        raise UsageError(f"workspace {path} does not exist")
    problems = validate_config(path.resolve())
    if problems:
        for problem in problems:
            say(("✗ ", "red"), problem, err=True)
        raise typer.Exit(2)
    read_raw_config(path.resolve())
    say(("✓ ", "green"), "configuration is valid")


def register(app: typer.Typer) -> None:
    """Add these commands to the main `memtui` app."""
    app.command()(status)
    app.command()(demo)
    app.add_typer(config_app, name="config")
