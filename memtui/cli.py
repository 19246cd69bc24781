"""The `memtui` command: headless front door over the engine (architecture.md)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from memtui import __version__
from memtui.cli_agent import register
from memtui.config import CONFIG_FILE, read_raw_config, validate_config
from memtui.engine.errors import MemtuiError, UsageError
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

app = typer.Typer(
    name="memtui",
    help="Inspect and steer an AI agent's long-term memory: notes → dreams → MEMORY.md.",
    no_args_is_help=False,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
)
config_app = typer.Typer(help="Show or check the configuration.", no_args_is_help=True)
app.add_typer(config_app, name="config")

console = Console()
err_console = Console(stderr=True)
T = TypeVar("T")


@dataclass
class Context:
    workspace: Path
    db: str
    now_text: str

    def open(self, *, must_exist: bool = True) -> Workspace:
        return open_workspace(self.workspace, must_exist=must_exist)

    def now(self, ws: Workspace) -> datetime:
        """The clock every command uses: --now, then MEMTUI_NOW, then the system clock."""
        text = self.now_text or os.environ.get("MEMTUI_NOW", "")
        if not text:
            return datetime.now(UTC).astimezone(ws.tz)
        try:
            value = datetime.fromisoformat(text.strip())
        except ValueError:
            raise UsageError(f"--now / MEMTUI_NOW: not an ISO 8601 time: {text!r}") from None
        return value if value.tzinfo else value.replace(tzinfo=ws.tz)

    @contextmanager
    def store(self, ws: Workspace, now: datetime) -> Iterator[Store]:
        store = open_workspace_store(ws, self.db or None, now=now)
        try:
            yield store
        finally:
            store.close()


def _ctx(ctx: typer.Context) -> Context:
    """The global options, from this command's context or the nearest parent (sub-groups)."""
    node: typer.Context | None = ctx
    while node is not None and not isinstance(node.obj, Context):
        node = node.parent  # type: ignore[assignment]
    assert node is not None
    return node.obj


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n")


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
    ctx.obj = Context(
        workspace=workspace, db=db or os.environ.get("MEMTUI_DATABASE_URL", ""), now_text=now
    )
    if ctx.invoked_subcommand is None:
        if sys.stdin.isatty() and sys.stdout.isatty():
            from memtui.tui.run import run_app

            c = ctx.obj
            run_app(c.open(), c.db, c.now_text)
        else:
            status(ctx, as_json=False)
            err_console.print("[dim]not a terminal: showing status instead of opening the app[/]")


def make_progress() -> Progress:
    return Progress(
        TextColumn("[bold blue]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[item]}", style="dim"),
        TimeElapsedColumn(),
        console=err_console,
        transient=True,
    )


def with_progress(
    label: str, quiet: bool, work: Callable[[Callable[[int, int, str], None] | None], T]
) -> T:
    """Run `work(progress)` under a rich progress bar (on stderr, so --json stays clean)."""
    if quiet or not err_console.is_terminal:
        return work(None)
    with make_progress() as bar:
        task = bar.add_task(label, total=None, item="")

        def update(done: int, total: int, item: str) -> None:
            bar.update(task, completed=done, total=total or None, item=item)

        return work(update)


# ------------------------------------------------------------------ commands


@app.command()
def ingest(
    ctx: typer.Context,
    lookback: Annotated[
        int | None, typer.Option(help="Only daily notes of the last N days.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Read new or changed daily notes and session transcripts into the store."""
    from memtui.engine.ingest import ingest as run_ingest

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.store(ws, now) as store:
        report = with_progress(
            "Ingesting",
            as_json,
            lambda p: run_ingest(store, ws, now, lookback_days=lookback, progress=p),
        )
    if as_json:
        print_json(
            {
                **report.counts(),
                "failed": [{"path": f.path, "reason": f.reason} for f in report.files_failed],
                "broken": [{"where": f.path, "reason": f.reason} for f in report.broken_lines],
                "rejected_by_reason": report.rejected_by_reason,
            }
        )
        return
    table = Table(title=f"Ingested {ws.root}", show_header=False)
    for name, value in report.counts().items():
        table.add_row(name.replace("_", " "), str(value))
    console.print(table)
    for issue in report.files_failed:
        console.print(f"[yellow]skipped[/] {issue.path}: {issue.reason}")
    for issue in report.broken_lines[:20]:
        console.print(f"[yellow]broken line[/] {issue.path}: {issue.reason}")
    if len(report.broken_lines) > 20:
        console.print(f"[yellow]… and {len(report.broken_lines) - 20} more broken lines[/]")
    for reason, n in sorted(report.rejected_by_reason.items()):
        console.print(f"[dim]rejected {n} chunk(s): {reason}[/]")


@app.command()
def search(
    ctx: typer.Context,
    query: Annotated[str, typer.Argument(help="What to look for (Chinese or English).")],
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=100)] = 10,
    no_vote: Annotated[bool, typer.Option("--no-vote", help="Browse without voting.")] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """memory_search: hits with citations. Every fragment hit is a vote unless --no-vote."""
    from memtui.engine.recall import memory_search

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.store(ws, now) as store:
        result = memory_search(store, ws, query, now, limit=limit, vote=not no_vote)
    if as_json:
        print_json(
            {
                "query": result.query,
                "votes_recorded": result.votes_recorded,
                "votes_deduped": result.votes_deduped,
                "hits": [h.to_json() for h in result.hits],
            }
        )
        return
    if not result.hits:
        console.print(f"No hits for {query!r}.")
        return
    table = Table(title=f"memory_search {query!r}")
    table.add_column("score", justify="right")
    table.add_column("source")
    table.add_column("citation", style="cyan", no_wrap=True)
    table.add_column("text")
    table.add_column("vote", justify="center")
    for hit in result.hits:
        table.add_row(
            f"{hit.score:.3f}", hit.kind, hit.citation, hit.text, "✓" if hit.voted else ""
        )
    console.print(table)
    note = "browsing: no votes recorded" if no_vote else (
        f"{result.votes_recorded} vote(s) recorded, {result.votes_deduped} already counted today"
    )  # fmt: skip
    console.print(f"[dim]{note}[/]")


def _parse_get_target(target: str) -> tuple[str, int, int | None]:
    parts = target.split(":")
    path = parts[0]
    try:
        start = int(parts[1]) if len(parts) > 1 and parts[1] else 1
        count = int(parts[2]) if len(parts) > 2 and parts[2] else None
    except ValueError:
        raise UsageError(f"{target!r}: expected PATH[:FROM[:N]] with numbers") from None
    if len(parts) > 3:
        raise UsageError(f"{target!r}: expected PATH[:FROM[:N]]")
    return path, start, count


@app.command()
def get(
    ctx: typer.Context,
    target: Annotated[
        str, typer.Argument(metavar="PATH[:FROM[:N]]", help="e.g. memory/2026-06-15.md:3:2")
    ],
    no_vote: Annotated[bool, typer.Option("--no-vote")] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """memory_get: exact lines of a memory file (a read that covers a fragment votes for it)."""
    from memtui.engine.recall import memory_get

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    path, start, count = _parse_get_target(target)
    with c.store(ws, now) as store:
        result = memory_get(store, ws, path, now, from_line=start, lines=count, vote=not no_vote)
    if as_json:
        print_json(result.to_json())
        return
    if not result.exists:
        err_console.print(f"[yellow]{result.path} does not exist[/]")
        return
    for n, line in enumerate(result.lines, start=result.from_line):
        sys.stdout.write(f"{n:>5}  {line}\n")


@app.command()
def fragments(
    ctx: typer.Context,
    sort: Annotated[
        str,
        typer.Option(
            help="score, recall_count, signal_count, unique_queries, recall_days, last_recalled_at, text, …"
        ),
    ] = "score",
    ascending: Annotated[bool, typer.Option("--asc", help="Ascending order.")] = False,
    limit: Annotated[int, typer.Option("--limit", "-n", min=0)] = 30,
    status_filter: Annotated[
        str, typer.Option("--status", help="Only fragments with this status.")
    ] = "",
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Fragments with their stats, components, score and the gate that stops them."""
    from memtui.engine.fragments import SORT_FIELDS, STATUSES, list_fragments

    if sort not in SORT_FIELDS:
        raise UsageError(f"--sort {sort!r}: choose one of {', '.join(SORT_FIELDS)}")
    if status_filter and status_filter not in STATUSES:
        raise UsageError(f"--status {status_filter!r}: choose one of {', '.join(STATUSES)}")
    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.store(ws, now) as store:
        views = list_fragments(
            store, now, ws.config.dreaming.deep.thresholds(), sort=sort, descending=not ascending,
            limit=limit or None, status=status_filter or None,
        )  # fmt: skip
    if as_json:
        print_json([v.to_json() for v in views])
        return
    table = Table(title=f"Fragments by {sort}")
    for name, justify in (
        ("key", "left"), ("text", "left"), ("kind", "left"), ("recalls", "right"), ("daily", "right"),
        ("queries", "right"), ("days", "right"), ("score", "right"), ("status", "left"), ("gate", "left"),
    ):  # fmt: skip
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for v in views:
        sc = v.scored
        table.add_row(
            v.key[:8], v.text[:70], v.kind, str(v.recall_count), str(v.daily_count), str(v.unique_queries),
            str(len(v.recall_days)), f"{sc.score:.3f}" if sc else "", v.status, (sc.gate or "✓ passes") if sc else "",
        )  # fmt: skip
    console.print(table)


@app.command()
def note(
    ctx: typer.Context,
    text: Annotated[str, typer.Argument(help="What to remember; '-' reads standard input.")],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Append to today's memory/YYYY-MM-DD.md (the only file notes go to)."""
    from memtui.engine.notes import append_note

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    body = sys.stdin.read() if text == "-" else text
    written = append_note(ws, body, now)
    if as_json:
        print_json(written.__dict__)
        return
    verb = "created" if written.created else "appended to"
    console.print(f"{verb} {written.path} (lines {written.start_line}-{written.end_line})")


@app.command()
def status(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Counts, store location and the last runs."""
    from memtui.engine.fragments import status_counts
    from memtui.engine.ingest import last_ingested_at

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.store(ws, now) as store:
        counts = status_counts(store)
        runs = store.recent_runs(8)
        location = store.location
        last_ingest = last_ingested_at(store)
    data = {
        "workspace": str(ws.root),
        "store": location,
        "now": now.isoformat(),
        **counts,
        "last_ingest": last_ingest.isoformat() if last_ingest else None,
        "dreaming_enabled": ws.config.dreaming.enabled,
        "diary_model": ws.config.diary.model or None,
        "runs": [
            {
                "id": r.id, "phase": r.phase, "started_at": str(r.started_at), "ended_at": str(r.ended_at),
                "outcome": r.outcome, "dry_run": r.dry_run, "counts": r.counts, "error": r.error,
            }
            for r in runs
        ],
    }  # fmt: skip
    if as_json:
        print_json(data)
        return
    table = Table(title="memtui status", show_header=False)
    for key in (
        "workspace",
        "store",
        "now",
        "fragments",
        "occurrences",
        "pending",
        "promoted",
        "last_ingest",
    ):
        table.add_row(key.replace("_", " "), str(data[key]))
    table.add_row(
        "dreaming", "enabled" if ws.config.dreaming.enabled else "disabled (scheduled runs off)"
    )
    table.add_row("diary", ws.config.diary.model or "off (set diary.model to turn it on)")
    console.print(table)
    if runs:
        runs_table = Table(title="Last runs")
        for col_name in ("id", "phase", "started", "outcome", "counts"):
            runs_table.add_column(col_name)
        for r in runs:
            summary = ", ".join(f"{k}={v}" for k, v in list(r.counts.items())[:4])
            runs_table.add_row(
                str(r.id),
                r.phase,
                str(r.started_at)[:19],
                r.outcome + (" (dry)" if r.dry_run else ""),
                summary,
            )
        console.print(runs_table)


@app.command()
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
    from memtui.demo import build_demo, default_demo_dir, demo_clock, is_demo_workspace

    c = _ctx(ctx)
    root = (directory or default_demo_dir()).expanduser()
    summary = None
    if rebuild or not is_demo_workspace(root):
        summary = with_progress(
            "Replaying six weeks", as_json, lambda p: build_demo(root, progress=p, db=c.db)
        )
    clock = demo_clock(root)
    now_text = c.now_text or (clock.isoformat() if clock else "")
    facts = {
        k: v for k, v in (summary.__dict__ if summary else {}).items() if k not in ("root", "now")
    }
    if as_json:
        print_json({"root": str(root), "now": now_text, "built": summary is not None, **facts})
        return
    if summary is not None:
        table = Table(title=f"Demo workspace {root}", show_header=False)
        for key, value in facts.items():
            table.add_row(key.replace("_", " "), str(value))
        console.print(table)
    else:
        console.print(f"Demo workspace {root} (already built; --rebuild builds it again)")
    if open_app and sys.stdin.isatty() and sys.stdout.isatty():
        from memtui.tui.run import run_app

        run_app(root, c.db, now_text)
    else:
        console.print(f"Open it with: memtui --workspace {root} --now {now_text}")


@config_app.command("show")
def config_show(
    ctx: typer.Context, as_json: Annotated[bool, typer.Option("--json")] = False
) -> None:
    """The effective configuration (defaults ← .memtui.toml ← MEMTUI_* variables)."""
    from memtui.engine.redact import redact_mapping

    c = _ctx(ctx)
    ws = c.open()
    data = redact_mapping(ws.config.model_dump())  # a database URL's password is masked
    if as_json:
        print_json(data)
        return
    import tomlkit

    console.print(f"[dim]# {ws.root / CONFIG_FILE}[/]")
    sys.stdout.write(tomlkit.dumps(data))


@config_app.command("validate")
def config_validate(ctx: typer.Context) -> None:
    """Check the configuration; report every problem with its key (exit 2 when invalid)."""
    c = _ctx(ctx)
    path = c.workspace.expanduser()
    if not path.is_dir():
        raise UsageError(f"workspace {path} does not exist")
    problems = validate_config(path.resolve())
    if problems:
        for problem in problems:
            err_console.print(f"[red]✗[/] {escape(problem)}", soft_wrap=True)
        raise typer.Exit(2)
    read_raw_config(path.resolve())
    console.print("[green]✓[/] configuration is valid")


def main() -> None:
    """Console-script entry point: one clear line and exit 1/2 on errors, no traceback."""
    try:
        code = app(standalone_mode=False)
        if isinstance(code, int) and code:
            sys.exit(code)
    except MemtuiError as exc:
        from memtui.engine.redact import redact_secrets

        message = escape(redact_secrets(str(exc)))  # "not a database URL: 'postgres://u:pw@…'"
        err_console.print(f"[red]error:[/] {message}", highlight=False, soft_wrap=True)
        sys.exit(exc.exit_code)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    except typer.Abort:
        err_console.print("aborted")
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as exc:  # usage errors from the command-line parser
        if isinstance(exc, _usage_errors()):
            exc.show()  # type: ignore[attr-defined]
            sys.exit(exc.exit_code)  # type: ignore[attr-defined]
        raise


def _usage_errors() -> tuple[type[BaseException], ...]:
    """Parser errors: typer vendors click, and plain click may be installed beside it."""
    kinds: list[type[BaseException]] = []
    for module in ("typer._click.exceptions", "click.exceptions"):
        try:
            kinds.append(__import__(module, fromlist=["ClickException"]).ClickException)
        except ImportError:
            continue
    return tuple(kinds)


from memtui.cli_dream import register as register_dream  # noqa: E402

register(app)
register_dream(app)
