"""The dream cycle: light → REM → deep under the workspace lock, each phase recorded as a run.

Per phase: store changes commit in one transaction, then DREAMS.md gets the phase block, deep in `auto` mode writes MEMORY.md, and the Dream Diary
entry is generated and written. The diary never fails a phase. A dry run runs its phases in
one transaction that is rolled back, and writes no file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from memtui.engine.config import Settings
from memtui.engine.documents.atomic import remove_stale_temps
from memtui.engine.documents.dreams_file import (
    append_diary_entry,
    render_deep_block,
    render_light_block,
    render_rem_block,
    replace_managed_block,
    update_dreams_file,
)
from memtui.engine.documents.lock import dream_lock
from memtui.engine.dream.context import MAX_DIARY_PROMOTIONS, PhaseContext
from memtui.engine.dream.deep import DeepReport, promotion_row
from memtui.engine.dream.light import LightReport
from memtui.engine.dream.memory_writes import apply_items, reinforce_entries
from memtui.engine.dream.narrative import DiaryMaterial
from memtui.engine.dream.phases import PhaseReport, run_phase_report
from memtui.engine.dream.rem import RemReport
from memtui.engine.faults import checkpoint
from memtui.engine.store import DiaryEntryRow, Store, to_db_time
from memtui.engine.store.maintenance import ensure_sound
from memtui.engine.vocabulary import PHASES, Phase, PromotionStatus, WinnerOutcome
from memtui.engine.workspace import Workspace

PhaseProgress = Callable[[str, int, int, str], None]


@dataclass
class DiaryOutcome:
    status: str  # written | placeholder | skipped | off
    text: str = ""
    reason: str = ""
    flagged: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "text": self.text,
            "reason": self.reason,
            "flagged": self.flagged,
        }


@dataclass
class PhaseOutcome:
    phase: str
    run_id: int
    report: PhaseReport
    diary: DiaryOutcome
    started_at: datetime
    ended_at: datetime

    def to_json(self) -> dict[str, Any]:
        return {
            "run_id": self.run_id,
            **self.report.to_json(),
            "diary": self.diary.to_json(),
            "started_at": self.started_at.isoformat(),
            "ended_at": self.ended_at.isoformat(),
        }


@dataclass
class CycleReport:
    dry_run: bool
    phases: list[PhaseOutcome] = field(default_factory=list)

    def get(self, phase: str) -> PhaseOutcome | None:
        return next((p for p in self.phases if p.phase == phase), None)

    def to_json(self) -> dict[str, Any]:
        return {"dry_run": self.dry_run, "phases": [p.to_json() for p in self.phases]}


# ------------------------------------------------------------------ diary


def _diary_settings(config: Settings):  # type: ignore[no-untyped-def]
    from memtui.engine.dream.narrative import DiarySettings

    return DiarySettings.from_config(config.diary)


def write_diary(
    store: Store,
    ws: Workspace,
    run_id: int,
    material: DiaryMaterial,
    now: datetime,
    config: Settings,
) -> DiaryOutcome:
    """Generate and store one diary entry for a phase run; placeholder on failure (§8)."""
    from memtui.engine.dream.narrative import default_limiter, generate_diary_sync

    settings = _diary_settings(config)
    if not settings.enabled:
        return DiaryOutcome("off", reason=settings.disabled_reason())
    if material.empty:
        return DiaryOutcome("skipped", reason="nothing to write about")
    result = generate_diary_sync(
        material,
        settings,
        limiter=default_limiter(settings.concurrency),
    )
    flagged = f"{result.word_count} words (outside 80–180)" if result.out_of_range else ""
    with store.session() as s:
        s.add(
            DiaryEntryRow(
                workspace_id=store.workspace_id,
                run_id=run_id,
                phase=material.phase,
                at=to_db_time(now),
                text=result.text,
                placeholder=result.placeholder,
                flagged=flagged,
            )
        )
    local = ws.local(now)
    update_dreams_file(ws.dreams_path, lambda doc: append_diary_entry(doc, local, result.text))
    status = "placeholder" if result.placeholder else "written"
    return DiaryOutcome(status, text=result.text, reason=result.error or "", flagged=flagged)


# ------------------------------------------------------------------ phases


def _write_block(ws: Workspace, phase: str, body: str) -> None:
    update_dreams_file(ws.dreams_path, lambda doc: replace_managed_block(doc, phase, body))


def _apply_auto(
    store: Store, ws: Workspace, now: datetime, report: DeepReport, run_id: int
) -> None:
    """deep.apply = auto: write the winners to MEMORY.md now (the reference behaviour), and
    the new sources of the entries restatements reinforced."""
    reinforce_entries(store, ws, now, report.evidence, f"deep run {run_id} (reinforced)")
    if not report.items:
        return
    result = apply_items(store, ws, now, report.items, f"deep run {run_id}")
    report.applied, report.reconciled, report.dropped_dates = (
        result.appended,
        result.reconciled,
        result.dropped_dates,
    )
    done = set(result.appended) | set(result.reconciled)
    day = ws.day(now)
    with store.session() as s:
        for winner, item in zip(report.winners, report.items, strict=True):
            appended = item.key in result.appended
            winner.decide(WinnerOutcome.PROMOTED if appended else WinnerOutcome.RECONCILED)
            if item.key not in done:
                continue
            applied = PromotionStatus.APPLIED
            s.add(
                promotion_row(
                    store.workspace_id, winner, item, applied, now, run_id=run_id, memory_day=day
                )
            )


# Vectors one light run computes at most (about 30 a second with the local model on two cores);
# a larger backlog, e.g. when embeddings are first turned on, is `memtui embed`'s job.
LIGHT_EMBED_LIMIT = 1000


def _embed_new(
    store: Store, config: Settings, step: Callable[[int, int, str], None]
) -> int | str | None:
    """Light's last step, after its transaction: vectors for fragments that have none (None
    when embeddings are off). Like the diary, it never fails the phase: a provider error is
    recorded in the run's counts and search stays lexical for those fragments."""
    if not config.embeddings.provider:
        return None
    from memtui.engine.embeddings import EmbeddingError, embed_pending, embedder_for

    try:
        embedder = embedder_for(config.embeddings)
        assert embedder is not None
        report = embed_pending(
            store,
            embedder,
            batch_size=config.embeddings.batch_size,
            limit=LIGHT_EMBED_LIMIT,
            progress=step,
        )
    except EmbeddingError as exc:
        return f"skipped: {exc}"
    return report.embedded


def _propose_consolidation(
    store: Store, ws: Workspace, now: datetime, report: DeepReport, config: Settings
) -> None:
    """With `deep.consolidate` and a diary model, stage the model's consolidated MEMORY.md for
    review when it passes the guards (algorithm.md §6.5); otherwise nothing changes."""
    from memtui.engine.dream.consolidate import propose_rewrite
    from memtui.engine.dream.memory_writes import read_memory
    from memtui.engine.dream.review import stage_rewrite

    settings = _diary_settings(config)
    if not (config.dreaming.deep.consolidate and settings.enabled and report.winners):
        return
    # In auto mode the winners are already appended: the model consolidates the result.
    items = [] if report.apply_mode == "auto" else report.items
    old = read_memory(ws)
    rewrite = propose_rewrite(settings, old, ws.day(now), items, config.memory.budget_chars)
    report.consolidation = rewrite.check.reason if rewrite.error == "" else rewrite.error
    if rewrite.accepted and rewrite.doc is not None:
        report.pending_ids.append(stage_rewrite(store, now, report.winners[0].id, old, rewrite.doc))


def run_phase(
    store: Store,
    ws: Workspace,
    phase: str,
    now: datetime,
    *,
    config: Settings | None = None,
    dry_run: bool = False,
    progress: PhaseProgress | None = None,
) -> PhaseOutcome:
    """Run one phase (caller holds the lock): transaction, DREAMS.md block, MEMORY.md, diary."""
    config = config or ws.config
    run_id = store.start_run(phase, now, dry_run)
    started = now

    def step(done: int, total: int, item: str) -> None:
        if progress:
            progress(phase, done, total, item)

    try:
        with store.transaction(commit=not dry_run) as session:
            report = run_phase_report(phase, PhaseContext(store, session, ws, now, config, step))
        diary = DiaryOutcome("skipped", reason="dry run")
        embedded: int | str | None = None
        if not dry_run:
            if isinstance(report, LightReport):
                _write_block(ws, Phase.LIGHT, render_light_block(report.block_lines()))
                embedded = _embed_new(store, config, step)
            elif isinstance(report, RemReport):
                themes, truths = report.block()
                _write_block(ws, Phase.REM, render_rem_block(themes, truths))
            else:
                if report.apply_mode == "auto":
                    _apply_auto(store, ws, now, report, run_id)
                    applied = [i.text for i in report.items if i.key in report.applied]
                    report.material = replace(
                        report.material, promotions=applied[:MAX_DIARY_PROMOTIONS]
                    )
                _propose_consolidation(store, ws, now, report, config)
                _write_block(
                    ws,
                    Phase.DEEP,
                    render_deep_block(
                        len(report.winners),
                        len(report.applied),
                        len(report.pending_ids),
                        report.dropped_dates,
                    ),
                )
            diary = write_diary(store, ws, run_id, report.material, now, config)
        counts = _run_counts(report, diary)
        if embedded is not None:
            counts["embedded"] = embedded
        store.finish_run(run_id, now, counts)
    except Exception as exc:
        store.finish_run(run_id, now, {}, error=str(exc) or type(exc).__name__)
        raise
    return PhaseOutcome(phase, run_id, report, diary, started, now)


def _run_counts(report: PhaseReport, diary: DiaryOutcome) -> dict[str, Any]:
    """What a phase's run record keeps: its counts, the diary status and ingestion problems."""
    counts = dict(report.counts())
    counts["diary"] = diary.status
    if isinstance(report, LightReport | RemReport) and (
        report.ingest.files_failed or report.ingest.broken_lines
    ):
        counts["problems"] = report.ingest.problems(limit=20)
    return counts


def _dry_phases(
    store: Store,
    ws: Workspace,
    now: datetime,
    phases: tuple[str, ...],
    config: Settings,
    progress: PhaseProgress | None,
) -> list[PhaseOutcome]:
    """Every phase in ONE transaction rolled back at the end, so a dry deep sees that night's
    light and REM boosts and ranks exactly what the real run would (caller holds the lock).

    Run records are opened before and closed after the transaction: on SQLite a second writer
    connection would wait for this one."""
    run_ids = {phase: store.start_run(phase, now, True) for phase in phases}
    reports: dict[str, PhaseReport] = {}
    try:
        with store.transaction(commit=False) as session:
            for phase in phases:
                checkpoint(f"before-phase:{phase}")

                def step(done: int, total: int, item: str, phase: str = phase) -> None:
                    if progress:
                        progress(phase, done, total, item)

                ctx = PhaseContext(store, session, ws, now, config, step)
                reports[phase] = run_phase_report(phase, ctx)
                # The next phase reads what this one changed through the same session.
                session.flush()
    except Exception as exc:
        for run_id in run_ids.values():
            store.finish_run(run_id, now, {}, error=str(exc) or type(exc).__name__)
        raise
    diary = DiaryOutcome("skipped", reason="dry run")
    outcomes = []
    for phase, report in reports.items():
        store.finish_run(run_ids[phase], now, _run_counts(report, diary))
        outcomes.append(PhaseOutcome(phase, run_ids[phase], report, diary, now, now))
    return outcomes


def run_cycle(
    store: Store,
    ws: Workspace,
    now: datetime,
    *,
    phases: tuple[str, ...] = PHASES,
    config: Settings | None = None,
    dry_run: bool = False,
    progress: PhaseProgress | None = None,
    wait_seconds: float = 0.0,
) -> CycleReport:
    """light → REM → deep (or the given subset, in that order) under the workspace lock."""
    unknown = [p for p in phases if p not in PHASES]
    if unknown:
        raise ValueError(f"unknown phase(s): {', '.join(unknown)}")
    report = CycleReport(dry_run=dry_run)
    selected = tuple(p for p in PHASES if p in phases)
    with dream_lock(ws.root, wait_seconds=wait_seconds):
        remove_stale_temps(ws.dreams_path)
        if dry_run:
            report.phases = _dry_phases(store, ws, now, selected, config or ws.config, progress)
            return report
        ensure_sound(store)  # before a run writes MEMORY.md or DREAMS.md from what it reads
        for phase in PHASES:
            if phase in phases:
                checkpoint(f"before-phase:{phase}")
                report.phases.append(
                    run_phase(
                        store, ws, phase, now, config=config, dry_run=dry_run, progress=progress
                    )
                )
    return report
