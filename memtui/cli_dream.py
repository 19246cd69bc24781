"""Dreaming commands: dream, review, memory history/restore, explain, daemon, import-openclaw."""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer
from rich.console import Group
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from memtui.cli import _ctx, console, err_console, make_progress, print_json
from memtui.engine.errors import UsageError

review_app = typer.Typer(
    help="Review pending promotions before they land in MEMORY.md.", no_args_is_help=False
)
memory_app = typer.Typer(
    help="MEMORY.md: show it, list its versions, restore one.", no_args_is_help=True
)


def register(app: typer.Typer) -> None:
    app.command("dream")(dream)
    app.command("explain")(explain)
    app.command("daemon")(daemon)
    app.command("import-openclaw")(import_openclaw_command)
    app.command("doctor")(doctor)
    app.add_typer(review_app, name="review")
    app.add_typer(memory_app, name="memory")


def dream(
    ctx: typer.Context,
    phase: Annotated[str, typer.Option(help="light, rem, deep or all.")] = "all",
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Compute everything, write nothing.")
    ] = False,
    wait: Annotated[
        float, typer.Option(help="Seconds to wait for a run already in progress.")
    ] = 0.0,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Run dream phases now (light → REM → deep). Runs even when scheduled dreaming is off."""
    from memtui.engine.cycle import PHASES, run_cycle

    if phase != "all" and phase not in PHASES:
        raise UsageError(f"--phase {phase!r}: choose light, rem, deep or all")
    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    phases = PHASES if phase == "all" else (phase,)
    with c.store(ws, now) as store:
        if as_json or not err_console.is_terminal:
            report = run_cycle(store, ws, now, phases=phases, dry_run=dry_run, wait_seconds=wait)
        else:
            with make_progress() as bar:
                tasks: dict[str, Any] = {
                    p: bar.add_task(p.upper(), total=None, item="") for p in phases
                }

                def progress(ph: str, done: int, total: int, item: str) -> None:
                    bar.update(tasks[ph], completed=done, total=total or None, item=item[:40])

                report = run_cycle(
                    store,
                    ws,
                    now,
                    phases=phases,
                    dry_run=dry_run,
                    progress=progress,
                    wait_seconds=wait,
                )
                for task in tasks.values():
                    bar.update(task, completed=1, total=1)
    if as_json:
        print_json(report.to_json())
        return
    _print_cycle(report)


def _print_cycle(report: Any) -> None:
    title = "Dream run (dry run: nothing written)" if report.dry_run else "Dream run"
    table = Table(title=title)
    for name in ("phase", "run", "result", "diary"):
        table.add_column(name)
    for p in report.phases:
        r = p.report
        if p.phase == "light":
            result = f"staged {len(r.staged)} of {r.considered} (merged {r.deduped}); ingested {r.ingest.fragments_new} new"
        elif p.phase == "rem":
            result = f"{len(r.themes)} theme(s), {len(r.truths)} truth(s) from {len(r.inputs)} ({r.source})"
        else:
            result = (
                f"evaluated {r.evaluated}, ranked {len(r.winners)}, pending {len(r.pending_ids)}, "
                f"promoted {len(r.applied)}"
            )
            if r.dropped_dates:
                result += f", dropped {', '.join(r.dropped_dates)}"
        diary = p.diary.status + (
            f": {p.diary.reason}" if p.diary.status in ("off", "placeholder") else ""
        )
        table.add_row(p.phase.upper(), str(p.run_id), escape(result), escape(diary))
    console.print(table)
    deep = report.get("deep")
    if deep is not None:
        if deep.report.winners:
            w = Table(title="Deep winners")
            for name in ("key", "score", "recalls", "outcome", "text"):
                w.add_column(name)
            for r in deep.report.winners:
                w.add_row(
                    r.key[:8],
                    f"{r.scored.score:.3f}",
                    str(r.recall_count),
                    r.outcome or "",
                    escape(r.text[:80]),
                )
            console.print(w)
        gates = {k: v for k, v in deep.report.gate_counts.items() if k != "passes"}
        if gates:
            console.print(
                "[dim]stopped by gate: "
                + ", ".join(f"{k} {v}" for k, v in sorted(gates.items()))
                + "[/]"
            )
        if deep.report.pending_ids:
            console.print("Pending promotions wait for [bold]memtui review[/].")


# ------------------------------------------------------------------ review


@review_app.callback(invoke_without_command=True)
def review_list(
    ctx: typer.Context,
    status: Annotated[
        str, typer.Option(help="pending, applied, rejected, undone or all.")
    ] = "pending",
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """List promotions (pending by default)."""
    if ctx.invoked_subcommand is not None:
        return
    from memtui.engine.review import list_promotions

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.store(ws, now) as store:
        rows = list_promotions(store, None if status == "all" else status)
    if as_json:
        print_json([r.to_json() for r in rows])
        return
    if not rows:
        console.print(f"No {status} promotions.")
        return
    table = Table(title=f"Promotions ({status})")
    for name in ("id", "score", "recalls", "status", "evidence", "text"):
        table.add_column(name)
    for r in rows:
        table.add_row(
            str(r.id), f"{r.score:.3f}", str(r.recall_count), r.status, r.evidence, escape(r.text)
        )
    console.print(table)


def _review_action(ctx: typer.Context, action: str, ids: list[int], **kw: Any) -> None:
    from memtui.engine import review

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    as_json = kw.pop("as_json", False)
    out: dict[str, Any] = {"action": action, "ids": ids}
    with c.store(ws, now) as store:
        if action == "approve":
            if kw.get("preview"):
                out["diff"] = review.preview_approval(store, ws, now, ids, kw.get("text"))
            else:
                result = review.approve(store, ws, now, ids, kw.get("text"))
                out.update(
                    appended=result.appended,
                    reconciled=result.reconciled,
                    dropped_dates=result.dropped_dates,
                )
        elif action == "reject":
            out["rejected"] = review.reject(store, now, ids)
        elif action == "undo":
            out["found"] = [review.undo(store, ws, now, i) for i in ids]
        elif action == "edit":
            review.edit_applied(store, ws, now, ids[0], kw["text"])
        elif action == "approve-above":
            result = review.approve_above(store, ws, now, kw["min_score"])
            out["appended"] = result.appended if result else []
    if as_json:
        print_json(out)
    elif "diff" in out:
        sys.stdout.write(out["diff"] or "(no change)\n")
    else:
        console.print(escape(", ".join(f"{k}={v}" for k, v in out.items())))


@review_app.command("approve")
def review_approve(
    ctx: typer.Context,
    ids: Annotated[list[int], typer.Argument(help="Promotion ids.")],
    text: Annotated[
        str | None, typer.Option(help="Approve with this text instead (one id).")
    ] = None,
    preview: Annotated[
        bool, typer.Option("--preview", help="Show the MEMORY.md diff, write nothing.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Write pending promotions into MEMORY.md."""
    _review_action(ctx, "approve", ids, text=text, preview=preview, as_json=as_json)


@review_app.command("approve-above")
def review_approve_above(
    ctx: typer.Context,
    min_score: Annotated[
        float, typer.Argument(help="Approve every pending promotion with score ≥ this.")
    ],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Approve all pending promotions above a score."""
    _review_action(ctx, "approve-above", [], min_score=min_score, as_json=as_json)


@review_app.command("reject")
def review_reject(
    ctx: typer.Context,
    ids: Annotated[list[int], typer.Argument()],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Reject pending promotions (the fragment waits for new votes)."""
    _review_action(ctx, "reject", ids, as_json=as_json)


@review_app.command("edit")
def review_edit(
    ctx: typer.Context,
    promotion_id: Annotated[int, typer.Argument()],
    text: Annotated[str, typer.Argument()],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Edit a promotion: pending ones are approved with the new text, applied ones rewritten."""
    from memtui.engine.review import list_promotions

    c = _ctx(ctx)
    ws = c.open()
    with c.store(ws, c.now(ws)) as store:
        pending = {p.id for p in list_promotions(store, "pending")}
    action = "approve" if promotion_id in pending else "edit"
    _review_action(ctx, action, [promotion_id], text=text, as_json=as_json)


@review_app.command("undo")
def review_undo(
    ctx: typer.Context,
    ids: Annotated[list[int], typer.Argument()],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Take applied promotions back out of MEMORY.md."""
    _review_action(ctx, "undo", ids, as_json=as_json)


# ------------------------------------------------------------------ memory


@memory_app.command("show")
def memory_show(ctx: typer.Context) -> None:
    """Print MEMORY.md with its size against the budget."""
    from memtui.engine.redact import redact_keeping_lines
    from memtui.engine.review import read_memory

    c = _ctx(ctx)
    ws = c.open()
    text = redact_keeping_lines(read_memory(ws))
    budget = ws.config.memory.budget_chars
    sys.stdout.write(text)
    err_console.print(f"[dim]{len(text)} / {budget or '∞'} characters[/]")


@memory_app.command("history")
def memory_history_command(
    ctx: typer.Context, as_json: Annotated[bool, typer.Option("--json")] = False
) -> None:
    """Previous versions of MEMORY.md kept by every write, newest first."""
    from memtui.engine.review import memory_history

    c = _ctx(ctx)
    ws = c.open()
    with c.store(ws, c.now(ws)) as store:
        versions = memory_history(store)
    if as_json:
        print_json([v.to_json() for v in versions])
        return
    table = Table(title="MEMORY.md versions (the text before each write)")
    for name in ("id", "saved", "chars", "reason"):
        table.add_column(name)
    for v in versions:
        table.add_row(
            str(v.id),
            v.created_at.isoformat(timespec="seconds") if v.created_at else "",
            str(v.chars),
            v.reason,
        )
    console.print(table)


@memory_app.command("restore")
def memory_restore(
    ctx: typer.Context,
    version: Annotated[int, typer.Argument(help="Version id from `memtui memory history`.")],
) -> None:
    """Put MEMORY.md back to a stored version (the current text is kept as a version too)."""
    from memtui.engine.review import restore_version, unified_diff

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.store(ws, now) as store:
        old, new = restore_version(store, ws, now, version)
    sys.stdout.write(unified_diff(old, new) or "(no change)\n")


# ------------------------------------------------------------------ explain


def explain(
    ctx: typer.Context,
    target: Annotated[
        str, typer.Argument(help="A fragment key (or its prefix) or a search query.")
    ],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Why is (or isn't) a fragment promoted? Components, boost, score and the gate that stops it."""
    from memtui.engine.explain import explain_fragment

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.store(ws, now) as store:
        result = explain_fragment(store, ws, now, target)
    if as_json:
        print_json(result.to_json())
        return
    console.print(render_explanation(result))


def render_explanation(expl: Any) -> Group:
    """Rich rendering of an engine Explanation."""
    from memtui.engine.scoring import COMPONENT_NAMES

    v = expl.view
    assert v.scored is not None
    comps = v.scored.components.as_dict()
    table = Table(title="Components", show_edge=False)
    for name in ("component", "value", "weight", "contribution"):
        table.add_column(name, justify="right" if name != "component" else "left")
    for name in COMPONENT_NAMES:
        table.add_row(
            name,
            f"{comps[name]:.4f}",
            f"{expl.weights[name]:.2f}",
            f"{comps[name] * expl.weights[name]:.4f}",
        )
    table.add_row("phase boost", "", "", f"{v.scored.boost:.4f}")
    table.add_row("[bold]raw score[/]", "", "", f"[bold]{v.scored.raw:.4f}[/]")
    gates = Table(title="Gates", show_edge=False)
    for name in ("", "gate", "check"):
        gates.add_column(name)
    for n, g in enumerate(expl.gates, start=1):
        gates.add_row("[green]✓[/]" if g.passed else "[red]✗[/]", f"{n}. {g.gate}", g.detail)
    head = Text.assemble(
        (f"{v.key}  ", "bold cyan"), (v.text, ""),
        f"\nstatus {v.status} · recalls {v.recall_count} · daily {v.daily_count} · "
        f"queries {v.unique_queries} · days {len(v.recall_days)} · light conf {expl.light_confidence:.2f} · "
        f"REM conf {expl.rem_confidence:.2f}",
    )  # fmt: skip
    verdict = Text(expl.verdict, style="bold green" if v.scored.gate is None else "bold yellow")
    return Group(head, table, gates, verdict)


# ------------------------------------------------------------------ daemon


def daemon(
    ctx: typer.Context,
    workspaces: Annotated[
        list[str] | None, typer.Option("--workspace", "-w", help="Workspace(s) to dream for.")
    ] = None,
    once: Annotated[
        bool, typer.Option("--once", help="Run one due cycle for every workspace, then exit.")
    ] = False,
) -> None:
    """Run the dream cycle on `dreaming.frequency` (cron, configured timezone) while enabled."""
    from pathlib import Path

    from memtui.engine.scheduler import run_daemon

    c = _ctx(ctx)
    roots = [Path(w) for w in workspaces] if workspaces else [c.workspace]
    run_daemon(
        roots,
        db=c.db,
        once=once,
        log=lambda msg: err_console.print(msg, highlight=False, soft_wrap=True),
    )


# ------------------------------------------------------------------ import


def import_openclaw_command(
    ctx: typer.Context,
    source: Annotated[
        str | None, typer.Option(help="openclaw workspace to read (default: this workspace).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Import openclaw's memory/.dreams/short-term-recall.json and phase-signals.json."""
    from pathlib import Path

    from memtui.engine.openclaw_import import import_openclaw

    c = _ctx(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.store(ws, now) as store:
        report = import_openclaw(store, ws, now, Path(source) if source else None)
    if as_json:
        print_json(report.counts())
        return
    table = Table(title="openclaw import", show_header=False)
    for key, value in report.counts().items():
        table.add_row(key.replace("_", " "), escape(str(value)))
    console.print(table)


# ------------------------------------------------------------------ doctor


def doctor(
    ctx: typer.Context,
    repair: Annotated[bool, typer.Option("--repair", help="Fix what is safe to fix.")] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Check the workspace, its locks and its store; --repair fixes stale locks, orphans, indexes."""
    from memtui.engine.doctor import run_doctor

    c = _ctx(ctx)
    ws = c.open()
    report = run_doctor(ws, c.db, c.now(ws), repair=repair)
    if as_json:
        print_json(report.to_json())
    else:
        table = Table(title="memtui doctor" + (" --repair" if repair else ""))
        for name in ("", "check", "detail"):
            table.add_column(name)
        marks = {
            "ok": "[green]✓[/]",
            "warn": "[yellow]![/]",
            "error": "[red]✗[/]",
            "fixed": "[cyan]fixed[/]",
        }
        for f in report.findings:
            table.add_row(marks[f.status], f.check, escape(f.detail))
        console.print(table)
    if not report.healthy:
        raise typer.Exit(1)
