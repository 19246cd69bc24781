"""Memory commands: ingest, search, get, fragments, note."""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from memtui.cli.context import (
    console,
    context_of,
    opened,
    print_json,
    with_progress,
)
from memtui.cli.output import head_line, is_narrow, print_entry, say
from memtui.cli.searching import run_get, run_search
from memtui.engine.errors import UsageError
from memtui.textsafe import literal, one_line, shorten


def ingest(
    ctx: typer.Context,
    lookback: Annotated[
        int | None, typer.Option(help="Only daily notes of the last N days.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Read new or changed daily notes and session transcripts into the store."""
    from memtui.engine.ingest.pipeline import ingest as run_ingest

    with opened(ctx) as (ws, now, store):
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
    table = Table(title=literal(f"Ingested {ws.root}"), show_header=False)
    for name, value in report.counts().items():
        table.add_row(name.replace("_", " "), str(value))
    console.print(table)
    print_left_out(report)
    for reason, n in sorted(report.rejected_by_reason.items()):
        say((f"rejected {n} chunk(s): {reason}", "dim"))


def print_left_out(report: Any) -> None:
    """What an ingestion (of `ingest` or a dream's light phase) left out: each skipped file and
    broken line, with why."""
    for issue in report.files_failed:
        say(("skipped ", "yellow"), f"{issue.path}: {issue.reason}")
    for issue in report.broken_lines[:20]:
        say(("broken line ", "yellow"), f"{issue.path}: {issue.reason}")
    if len(report.broken_lines) > 20:
        say((f"… and {len(report.broken_lines) - 20} more broken lines", "yellow"))


def search(
    ctx: typer.Context,
    query: Annotated[str, typer.Argument(help="What to look for (Chinese or English).")],
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=100)] = 10,
    no_vote: Annotated[bool, typer.Option("--no-vote", help="Browse without voting.")] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """memory_search: hits with citations. Every fragment hit is a vote unless --no-vote."""
    run_search(context_of(ctx), query, limit=limit, no_vote=no_vote, as_json=as_json)


def get(
    ctx: typer.Context,
    target: Annotated[
        str,
        typer.Argument(
            metavar="PATH[:FROM[:N]]",
            help="e.g. memory/2026-06-15.md:3:2, or a search citation: memory/2026-06-15.md#L3-L4",
        ),
    ],
    no_vote: Annotated[bool, typer.Option("--no-vote")] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """memory_get: exact lines of a memory file (a read that covers a fragment votes for it)."""
    run_get(context_of(ctx), target, no_vote=no_vote, as_json=as_json)


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
    from memtui.engine.store.fragments import SORT_FIELDS, STATUSES, list_fragments

    if sort not in SORT_FIELDS:
        raise UsageError(f"--sort {sort!r}: choose one of {', '.join(SORT_FIELDS)}")
    if status_filter and status_filter not in STATUSES:
        raise UsageError(f"--status {status_filter!r}: choose one of {', '.join(STATUSES)}")
    with opened(ctx) as (ws, now, store):
        views = list_fragments(
            store,
            now,
            ws.config.dreaming.deep.thresholds(),
            sort=sort,
            descending=not ascending,
            limit=limit or None,
            status=status_filter or None,
        )
    if as_json:
        print_json([v.to_json() for v in views])
        return
    if not views:
        say("No fragments" + (f" with status {status_filter}" if status_filter else "") + ".")
    elif is_narrow(FRAGMENT_TABLE_COLUMNS):
        _print_fragments_narrow(views)
    else:
        _print_fragments_table(sort, views)


# The fragments table holds ten columns: below this width its text column gets under 25 cells.
FRAGMENT_TABLE_COLUMNS = 130


def _gate_text(view: Any) -> str:
    sc = view.scored
    return (sc.gate or "✓ passes") if sc else ""


def _print_fragments_narrow(views: list[Any]) -> None:
    """Key (whole, to paste into `explain`), score and status, then the text on one line."""
    for v in views:
        sc = v.scored
        score = f"{sc.score:.3f}" if sc else "  -  "
        stats = (
            f"  {score} · {v.status} · {v.kind} · recalls {v.recall_count} · "
            f"queries {v.unique_queries} · days {len(v.recall_days)}"
        )
        gate = _gate_text(v)
        head = head_line(
            (v.key, "bold cyan"), (stats, "dim"), (f" · {gate}" if gate else "", "yellow")
        )
        print_entry(head, v.text, one_line_body=True)


def _print_fragments_table(sort: str, views: list[Any]) -> None:
    # Every column but the text keeps its width; the text takes what is left and ends in `…`.
    text_width = console.width - (FRAGMENT_TABLE_COLUMNS - 25)
    table = Table(title=f"Fragments by {sort}")
    table.add_column("key", no_wrap=True, style="cyan", min_width=12)
    table.add_column("text", no_wrap=True, max_width=text_width)
    for name in ("kind", "recalls", "daily", "queries", "days", "score", "status", "gate"):
        justify = "left" if name in ("kind", "status", "gate") else "right"
        table.add_column(name, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    for v in views:
        sc = v.scored
        table.add_row(
            v.key,
            literal(shorten(one_line(v.text), text_width)),
            v.kind,
            str(v.recall_count),
            str(v.daily_count),
            str(v.unique_queries),
            str(len(v.recall_days)),
            f"{sc.score:.3f}" if sc else "",
            v.status,
            _gate_text(v),
        )
    console.print(table)


def note(
    ctx: typer.Context,
    text: Annotated[str, typer.Argument(help="What to remember; '-' reads standard input.")],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Append to today's memory/YYYY-MM-DD.md (the only file notes go to)."""
    from memtui.engine.documents.notes import append_note

    c = context_of(ctx)
    ws = c.open()
    now = c.now(ws)
    body = sys.stdin.read() if text == "-" else text
    written = append_note(ws, body, now)
    if as_json:
        print_json(written.__dict__)
        return
    verb = "created" if written.created else "appended to"
    say(f"{verb} {written.path} (lines {written.start_line}-{written.end_line})")


def embed(
    ctx: typer.Context,
    limit: Annotated[
        int | None, typer.Option(help="Embed at most N fragments in this run.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Embed the fragments that have no vector yet, for semantic search (the `embeddings` section of the config)."""
    from memtui.engine.embeddings import embed_pending, make_embedder

    c = context_of(ctx)
    ws = c.open()
    now = c.now(ws)
    embedder = make_embedder(ws.config.embeddings)
    with c.store(ws, now) as store:
        report = with_progress(
            "Embedding",
            as_json,
            lambda p: embed_pending(
                store,
                embedder,
                batch_size=ws.config.embeddings.batch_size,
                limit=limit,
                progress=p,
            ),
        )
    if as_json:
        print_json(
            {"model": report.model, "embedded": report.embedded, "remaining": report.remaining}
        )
        return
    console.print(
        f"embedded {report.embedded} fragment(s) with {escape(report.model)}; "
        f"{report.remaining} left without a vector"
    )


def register(app: typer.Typer) -> None:
    """Add these commands to the main `memtui` app."""
    app.command()(ingest)
    app.command()(embed)
    app.command()(search)
    app.command()(get)
    app.command()(fragments)
    app.command()(note)
