"""The three phases and their one typed dispatch (algorithm.md §6).

Each phase lives in its own module (`light`, `rem`, `deep`) as a function of a `PhaseContext`
returning its report; `run_phase_report` is the only place that picks one by name.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TypeAlias

from memtui.engine.dream.context import PhaseContext
from memtui.engine.dream.deep import DeepReport, Ranking, rank_all, run_deep
from memtui.engine.dream.light import LightReport, run_light
from memtui.engine.dream.rem import RemReport, run_rem
from memtui.engine.scoring import DeepThresholds
from memtui.engine.store import Store
from memtui.engine.vocabulary import Phase
from memtui.engine.workspace import Workspace

PhaseReport: TypeAlias = LightReport | RemReport | DeepReport

RUNNERS: dict[Phase, Callable[[PhaseContext], PhaseReport]] = {
    Phase.LIGHT: run_light,
    Phase.REM: run_rem,
    Phase.DEEP: run_deep,
}


def run_phase_report(phase: Phase | str, ctx: PhaseContext) -> PhaseReport:
    """Run one phase inside the context's transaction and return its report."""
    return RUNNERS[Phase(phase)](ctx)


def preview_light_rem(store: Store, ws: Workspace, now: datetime) -> tuple[LightReport, RemReport]:
    """What light and then REM would do now, in one rolled-back transaction (nothing written):
    the Rankings tab's preview."""
    with store.transaction(commit=False) as session:
        ctx = PhaseContext(store, session, ws, now, ws.config)
        light = run_light(ctx)
        session.flush()
        return light, run_rem(ctx)


def preview_ranking(store: Store, now: datetime, thresholds: DeepThresholds, top: int) -> Ranking:
    """Deep's ranking under `thresholds` now, nothing written (the Rankings tab's what-if)."""
    with store.transaction(commit=False) as session:
        return rank_all(store, session, now, thresholds, top)
