"""Dreaming commands: dream, review, memory history/restore, explain, daemon, import-openclaw."""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer
from rich.console import Group
from rich.table import Table
from rich.text import Text

from memtui.cli.context import console, context_of, err_console, make_progress, opened, print_json
from memtui.cli.output import head_line, is_narrow, print_entry, print_lines, print_rows, say
from memtui.engine.errors import UsageError
from memtui.engine.text import counted
from memtui.textsafe import literal, neutralise, one_line, shorten

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
    from memtui.engine.dream.cycle import PHASES, run_cycle

    if phase != "all" and phase not in PHASES:
        raise UsageError(f"--phase {phase!r}: choose light, rem, deep or all")
    c = context_of(ctx)
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
                    bar.update(
                        tasks[ph],
                        completed=done,
                        total=total or None,
                        item=shorten(one_line(item), 40),
                    )

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
    reasons: dict[str, list[str]] = {}
    for p in report.phases:
        r = p.report
        result = r.summary()
        if p.phase == "deep":
            result += f"; pending {len(r.pending_ids)}, promoted {len(r.applied)}"
            if r.dropped_dates:
                result += f", dropped {', '.join(r.dropped_dates)}"
        # The same reason in every row would repeat a paragraph three times: say it once below.
        if p.diary.status in ("off", "placeholder") and p.diary.reason:
            reasons.setdefault(p.diary.reason, []).append(p.phase.upper())
        table.add_row(p.phase.upper(), str(p.run_id), literal(result), literal(p.diary.status))
    console.print(table)
    for reason, phases in reasons.items():
        say(("diary " + "/".join(phases) + ": ", "dim"), (reason, "dim"))
    light = report.get("light")
    if light is not None:
        from memtui.cli.memory import print_left_out

        print_left_out(light.report.ingest)
    deep = report.get("deep")
    if deep is not None:
        # The winners placed, then those deep dropped (the outcome says why: a repeat, a changed
        # rule, a note gone, the model's verdict).
        placed = [*deep.report.winners, *deep.report.dropped]
        if placed:
            w = Table(title="Deep winners")
            for name in ("key", "score", "recalls", "outcome", "text"):
                w.add_column(name)
            for r in placed:
                w.add_row(
                    r.key,
                    f"{r.scored.score:.3f}",
                    str(r.recall_count),
                    r.outcome_label or "",
                    literal(shorten(one_line(r.text), 80)),
                )
            console.print(w)
        gates = {k: v for k, v in deep.report.gate_counts.items() if k != "passes"}
        if gates:
            say(
                (
                    "stopped by gate: " + ", ".join(f"{k} {v}" for k, v in sorted(gates.items())),
                    "dim",
                )
            )
        if deep.report.pending_ids:
            say("Pending promotions wait for ", ("memtui review", "bold"), ".")


# ------------------------------------------------------------------ review


@review_app.callback(invoke_without_command=True)
def review_list(
    ctx: typer.Context,
    status: Annotated[
        str, typer.Option(help="pending, applied, rejected, merged, undone or all.")
    ] = "pending",
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """List promotions (pending by default)."""
    if ctx.invoked_subcommand is not None:
        return
    from memtui.engine.dream.review import current_scores, list_promotions
    from memtui.engine.vocabulary import PromotionStatus

    with opened(ctx) as (ws, now, store):
        rows = list_promotions(store, None if status == "all" else status, ws)
        # A pending promotion keeps the score it was staged with; say what it scores now too.
        pending = [r.key for r in rows if r.status == PromotionStatus.PENDING]
        scores_now = current_scores(store, ws, now, pending) if pending else {}
    if as_json:
        print_json([_with_score_now(r.to_json(), scores_now.get(r.key)) for r in rows])
        return
    if not rows:
        say(f"No {status} promotions.")
        return

    def staged(r: Any) -> str:
        return f"{r.score:.3f} at {_when(ws, r.created_at)}"

    def score_now(r: Any) -> str:
        return f"{scores_now[r.key]:.2f}" if r.key in scores_now else "—"

    if is_narrow():
        for r in rows:
            now_part = f" · now {score_now(r)}" if r.key in scores_now else ""
            head = head_line(
                (f"#{r.id}", "bold cyan"),
                (
                    f"  staged {staged(r)}{now_part} · {r.status} · recalls {r.recall_count}"
                    f" · {r.evidence}",
                    "dim",
                ),
            )
            print_entry(head, "\n".join([r.text, *_looks_like(r), *_claim_lines(r.claim)]))
        return
    table = Table(title=f"Promotions ({status})")
    for name in ("id", "staged", "now", "recalls", "status", "evidence", "text"):
        table.add_column(name, ratio=1 if name == "text" else None)
    for r in rows:
        table.add_row(
            str(r.id),
            staged(r),
            score_now(r),
            str(r.recall_count),
            r.status,
            literal(r.evidence),
            _with_claim(r.text, r.claim, _looks_like(r)),
        )
    console.print(table)


def _with_score_now(entry: dict[str, Any], score_now: float | None) -> dict[str, Any]:
    """A promotion's JSON with what it scores now (pending ones: `score` is as staged)."""
    if score_now is not None:
        entry["score_now"] = round(score_now, 6)
    return entry


def _when(ws: Any, at: Any) -> str:
    return ws.local(at).strftime("%m-%d %H:%M") if at else "—"


def _claim_lines(claim: Any) -> list[str]:
    """Where a promotion's claim is stated: every source with its day, its days and queries."""
    from memtui.engine.statements import source_lines

    return source_lines(claim)


def _looks_like(r: Any) -> list[str]:
    """The entry a pending addition looks like, and how to merge into it."""
    if r.looks_like is None:
        return []
    return [
        f"looks like MEMORY.md line {r.looks_like.line}: {r.looks_like.text}",
        f"  merge into it: memtui review merge {r.id}",
    ]


def _with_claim(text: str, claim: Any, first: list[str] | None = None) -> Text:
    """A promotion's text, then (dimmed) the entry it looks like and where its claim is stated."""
    out = literal(text)
    for line in [*(first or []), *_claim_lines(claim)]:
        out.append("\n")
        out.append_text(literal(line, "dim"))
    return out


def _ids(ids: list[int]) -> str:
    return ", ".join(f"#{i}" for i in ids)


def _approval_sentences(ids: list[int], result: Any) -> list[str]:
    """What an approval did to MEMORY.md, as sentences."""
    lines = [f"Approved {counted(len(ids), 'promotion')} ({_ids(ids)})."]
    if result.appended:
        lines.append(f"Appended {counted(len(result.appended), 'entry')} to MEMORY.md.")
    if result.reconciled:
        lines.append(
            f"{counted(len(result.reconciled), 'entry')} already in MEMORY.md: kept as it was."
        )
    if result.dropped_dates:
        lines.append(
            "To stay within the memory budget, dropped the sections of "
            + ", ".join(result.dropped_dates)
            + "."
        )
    return lines


def _approval_json(ids: list[int], result: Any) -> dict[str, Any]:
    return {
        "action": "approve",
        "ids": ids,
        "appended": result.appended,
        "reconciled": result.reconciled,
        "dropped_dates": result.dropped_dates,
    }


def _print_diff(diff: str) -> None:
    print_lines((diff or "(no change)\n").splitlines())


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
    from memtui.engine.dream.review import approve, preview_approval

    with opened(ctx) as (ws, now, store):
        if preview:
            diff = preview_approval(store, ws, now, ids, text)
        else:
            result = approve(store, ws, now, ids, text)
    if preview:
        if as_json:
            print_json({"action": "approve", "ids": ids, "diff": diff, "written": False})
        else:
            _print_diff(diff)
    elif as_json:
        print_json(_approval_json(ids, result))
    else:
        for line in _approval_sentences(ids, result):
            say(line)


@review_app.command("approve-above")
def review_approve_above(
    ctx: typer.Context,
    min_score: Annotated[
        float, typer.Argument(help="Approve every pending promotion with score ≥ this.")
    ],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Approve all pending promotions above a score."""
    from memtui.engine.dream.review import approve, pending_above

    with opened(ctx) as (ws, now, store):
        ids = pending_above(store, min_score)
        result = approve(store, ws, now, ids) if ids else None
    if as_json:
        print_json(
            _approval_json(ids, result)
            if result
            else {"action": "approve", "ids": [], "appended": []}
        )
    elif result is None:
        say(f"No pending promotion scores {min_score:g} or more: nothing approved.")
    else:
        for line in _approval_sentences(ids, result):
            say(line)


@review_app.command("reject")
def review_reject(
    ctx: typer.Context,
    ids: Annotated[list[int], typer.Argument()],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Reject pending promotions (the fragment waits for new votes)."""
    from memtui.engine.dream.review import reject

    with opened(ctx) as (_ws, now, store):
        count = reject(store, now, ids)
    if as_json:
        print_json({"action": "reject", "ids": ids, "rejected": count})
    else:
        say(
            f"Rejected {counted(count, 'promotion')} ({_ids(ids)}): nothing written to MEMORY.md; "
            "the fragments wait for new votes."
        )


@review_app.command("edit")
def review_edit(
    ctx: typer.Context,
    promotion_id: Annotated[int, typer.Argument()],
    text: Annotated[str, typer.Argument()],
    yes: Annotated[
        bool, typer.Option("--yes", "-y", help="Write it (without: show the diff only).")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Edit a promotion: a pending one is approved with the new text, an applied one rewritten.

    Shows the MEMORY.md diff first; nothing is written without --yes.
    """
    from memtui.engine.dream.review import approve, edit_applied, list_promotions, preview_edit

    with opened(ctx) as (ws, now, store):
        diff = preview_edit(store, ws, now, promotion_id, text)
        pending = any(p.id == promotion_id for p in list_promotions(store, "pending"))
        if yes and pending:
            result = approve(store, ws, now, [promotion_id], text)
        elif yes:
            edit_applied(store, ws, now, promotion_id, text)
    if as_json:
        print_json({"action": "edit", "ids": [promotion_id], "diff": diff, "written": yes})
        return
    _print_diff(diff)
    if not yes:
        say(("Nothing written: run it again with --yes to write this change.", "yellow"), err=True)
    elif pending:
        for line in _approval_sentences([promotion_id], result):
            say(line)
    else:
        say(f"Edited #{promotion_id} in MEMORY.md.")


@review_app.command("merge")
def review_merge(
    ctx: typer.Context,
    promotion_id: Annotated[int, typer.Argument(metavar="ID")],
    line: Annotated[
        int | None,
        typer.Option(help="The MEMORY.md line of the entry (default: the one it looks like)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Merge a pending addition into the MEMORY.md entry it restates (reinforce, not add)."""
    from memtui.engine.dream.review import merge

    with opened(ctx) as (ws, now, store):
        entry = merge(store, ws, now, promotion_id, line)
    if as_json:
        print_json({"action": "merge", "id": promotion_id, "line": entry.line, "key": entry.key})
        return
    kept = "gains its days and places" if entry.key else "stays as you wrote it"
    say(f"Merged #{promotion_id} into MEMORY.md line {entry.line} ({kept}): {entry.text}")


@review_app.command("undo")
def review_undo(
    ctx: typer.Context,
    ids: Annotated[list[int], typer.Argument()],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Take applied promotions back out of MEMORY.md."""
    from memtui.engine.dream.review import undo

    with opened(ctx) as (ws, now, store):
        found = [undo(store, ws, now, i) for i in ids]
    if as_json:
        print_json({"action": "undo", "ids": ids, "found": found})
        return
    for promotion_id, was_there in zip(ids, found, strict=True):
        say(
            f"Undid #{promotion_id}: "
            + (
                "its entry is out of MEMORY.md."
                if was_there
                else "its entry was no longer in MEMORY.md; marked undone."
            )
        )


# ------------------------------------------------------------------ memory


@memory_app.command("show")
def memory_show(ctx: typer.Context) -> None:
    """Print MEMORY.md with its size against the budget."""
    from memtui.engine.dream.memory_writes import read_memory
    from memtui.engine.redact import redact_keeping_lines

    c = context_of(ctx)
    ws = c.open()
    text = redact_keeping_lines(read_memory(ws))
    budget = ws.config.memory.budget_chars
    sys.stdout.write(neutralise(text))
    say((f"{len(text)} / {budget or '∞'} characters", "dim"), err=True)


@memory_app.command("history")
def memory_history_command(
    ctx: typer.Context, as_json: Annotated[bool, typer.Option("--json")] = False
) -> None:
    """Previous versions of MEMORY.md kept by every write, newest first."""
    from memtui.engine.dream.memory_writes import memory_history

    c = context_of(ctx)
    ws = c.open()
    with c.store(ws, c.now(ws)) as store:
        versions = memory_history(store)
    if as_json:
        print_json([v.to_json() for v in versions])
        return
    print_rows(
        "MEMORY.md versions (the text before each write)",
        ("id", "saved", "chars", "reason"),
        [
            (
                str(v.id),
                ws.local(v.created_at).isoformat(sep=" ", timespec="minutes")
                if v.created_at
                else "",
                str(v.chars),
                v.reason,
            )
            for v in versions
        ],
    )


@memory_app.command("restore")
def memory_restore(
    ctx: typer.Context,
    version: Annotated[int, typer.Argument(help="Version id from `memtui memory history`.")],
) -> None:
    """Put MEMORY.md back to a stored version (the current text is kept as a version too)."""
    from memtui.engine.dream.memory_writes import restore_version, unified_diff

    with opened(ctx) as (ws, now, store):
        old, new = restore_version(store, ws, now, version)
    _print_diff(unified_diff(old, new))


# ------------------------------------------------------------------ explain


def explain(
    ctx: typer.Context,
    target: Annotated[
        str, typer.Argument(help="A fragment key (or its prefix) or a search query.")
    ],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Why is (or isn't) a fragment promoted? Components, boost, score and the gate that stops it."""
    from memtui.engine.dream.explain import explain_fragment

    with opened(ctx) as (ws, now, store):
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
        mark = Text("✓", "green") if g.passed else Text("✗", "red")
        gates.add_row(mark, f"{n}. {g.gate}", literal(g.detail))
    head = Text.assemble(
        (f"{v.key}  ", "bold cyan"),
        (neutralise(v.text), ""),
        f"\nstatus {v.status} · recalls {v.recall_count} · daily {v.daily_count} · "
        f"queries {v.unique_queries} · days {len(v.recall_days)} · light conf {expl.light_confidence:.2f} · "
        f"REM conf {expl.rem_confidence:.2f}",
    )
    verdict = literal(expl.verdict, style="bold green" if v.scored.gate is None else "bold yellow")
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

    from memtui.engine.dream.scheduler import run_daemon

    c = context_of(ctx)
    roots = [Path(w) for w in workspaces] if workspaces else [c.workspace]
    run_daemon(
        roots,
        db=c.db,
        once=once,
        log=lambda msg: say(msg, err=True),
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

    from memtui.engine.ingest.openclaw_import import import_openclaw

    with opened(ctx) as (ws, now, store):
        report = import_openclaw(store, ws, now, Path(source) if source else None)
    if as_json:
        print_json(report.counts())
        return
    table = Table(title="openclaw import", show_header=False)
    for key, value in report.counts().items():
        table.add_row(key.replace("_", " "), literal(str(value)))
    console.print(table)


# ------------------------------------------------------------------ doctor


def doctor(
    ctx: typer.Context,
    repair: Annotated[bool, typer.Option("--repair", help="Fix what is safe to fix.")] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Check the workspace, its locks and its store; --repair fixes stale locks, orphans, indexes."""
    from memtui.engine.doctor import run_doctor

    c = context_of(ctx)
    ws = c.open()
    report = run_doctor(ws, c.db, c.now(ws), repair=repair)
    if as_json:
        print_json(report.to_json())
    else:
        table = Table(title="memtui doctor" + (" --repair" if repair else ""))
        for name in ("", "check", "detail"):
            table.add_column(name)
        marks = {"ok": ("✓", "green"), "warn": ("!", "yellow"), "error": ("✗", "red")}
        for f in report.findings:
            mark, style = marks.get(f.status, (f.status, "cyan"))
            table.add_row(Text(mark, style), f.check, literal(f.detail))
        console.print(table)
    if not report.healthy:
        raise typer.Exit(1)
