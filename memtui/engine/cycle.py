"""The dream cycle: light → REM → deep under the workspace lock, each phase recorded as a run.

Per phase: store changes commit in one transaction (a dry run rolls back and writes no file),
then DREAMS.md gets the phase block, deep in `auto` mode writes MEMORY.md, and the Dream Diary
entry is generated and written. The diary never fails a phase.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memtui.config import Settings
from memtui.engine.atomic import remove_stale_temps
from memtui.engine.dreams_file import (
    append_diary_entry,
    render_deep_block,
    render_light_block,
    render_rem_block,
    replace_managed_block,
    update_dreams_file,
)
from memtui.engine.faults import checkpoint
from memtui.engine.lock import dream_lock
from memtui.engine.phases import (
    DeepReport,
    LightReport,
    Material,
    RemReport,
    run_deep,
    run_light,
    run_rem,
)
from memtui.engine.review import apply_items
from memtui.engine.store import DiaryEntryRow, PromotionRow, Store, to_db_time
from memtui.engine.workspace import Workspace

PHASES = ("light", "rem", "deep")
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
    report: LightReport | RemReport | DeepReport
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
    from memtui.engine.narrative import DiarySettings

    return DiarySettings.from_config(config.diary)


def write_diary(
    store: Store, ws: Workspace, run_id: int, material: Material, now: datetime, config: Settings
) -> DiaryOutcome:
    """Generate and store one diary entry for a phase run; placeholder on failure (§8)."""
    from memtui.engine.narrative import DiaryMaterial, default_limiter, generate_diary_sync

    settings = _diary_settings(config)
    if not settings.enabled:
        return DiaryOutcome("off", reason=settings.disabled_reason())
    if material.empty:
        return DiaryOutcome("skipped", reason="nothing to write about")
    result = generate_diary_sync(
        DiaryMaterial(material.phase, material.fragments, material.themes, material.promotions),
        settings,
        limiter=default_limiter(settings.concurrency),
    )
    flagged = f"{result.word_count} words (outside 80–180)" if result.out_of_range else ""
    with store.session() as s:
        s.add(
            DiaryEntryRow(
                workspace_id=store.workspace_id, run_id=run_id, phase=material.phase, at=to_db_time(now) or now,
                text=result.text, placeholder=result.placeholder, flagged=flagged,
            )
        )  # fmt: skip
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
    """deep.apply = auto: write the winners to MEMORY.md now (the reference behaviour)."""
    if not report.items:
        return
    result = apply_items(store, ws, now, report.items, f"deep run {run_id}")
    report.applied, report.reconciled, report.dropped_dates = (
        result.appended,
        result.reconciled,
        result.dropped_dates,
    )
    done = set(result.appended) | set(result.reconciled)
    with store.session() as s:
        for winner, item in zip(report.winners, report.items, strict=True):
            winner.outcome = "promoted" if item.key in result.appended else "reconciled"
            if item.key not in done:
                continue
            s.add(
                PromotionRow(
                    workspace_id=store.workspace_id, fragment_id=winner.id, key=item.key, text=item.text,
                    status="applied", score=item.score, raw_score=winner.scored.raw, recall_count=item.recalls,
                    avg=item.avg, components=winner.scored.components.as_dict(), boost=winner.scored.boost,
                    path=item.path, start_line=item.start_line, end_line=item.end_line,
                    created_at=to_db_time(now) or now, decided_at=to_db_time(now), run_id=run_id,
                    memory_day=ws.day(now),
                )
            )  # fmt: skip


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

    fn = {"light": run_light, "rem": run_rem, "deep": run_deep}[phase]
    try:
        with store.transaction(commit=not dry_run) as session:
            report = fn(store, session, ws, now, config, step)
        diary = DiaryOutcome("skipped", reason="dry run")
        if not dry_run:
            if isinstance(report, LightReport):
                _write_block(ws, "light", render_light_block(report.block_lines()))
            elif isinstance(report, RemReport):
                themes, truths = report.block()
                _write_block(ws, "rem", render_rem_block(themes, truths))
            else:
                if report.apply_mode == "auto":
                    _apply_auto(store, ws, now, report, run_id)
                    report.material.promotions = [
                        i.text for i in report.items if i.key in report.applied
                    ][:5]
                _write_block(
                    ws, "deep",
                    render_deep_block(len(report.winners), len(report.applied), len(report.pending_ids), report.dropped_dates),
                )  # fmt: skip
            diary = write_diary(store, ws, run_id, report.material, now, config)
        counts = dict(report.counts())
        counts["diary"] = diary.status
        if isinstance(report, LightReport | RemReport) and (
            report.ingest.files_failed or report.ingest.broken_lines
        ):
            counts["problems"] = report.ingest.problems(limit=20)
        store.finish_run(run_id, now, counts)
    except Exception as exc:
        store.finish_run(run_id, now, {}, error=str(exc) or type(exc).__name__)
        raise
    return PhaseOutcome(phase, run_id, report, diary, started, now)


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
    with dream_lock(ws.root, wait_seconds=wait_seconds):
        remove_stale_temps(ws.dreams_path)
        for phase in PHASES:
            if phase in phases:
                checkpoint(f"before-phase:{phase}")
                report.phases.append(
                    run_phase(
                        store, ws, phase, now, config=config, dry_run=dry_run, progress=progress
                    )
                )
    return report
