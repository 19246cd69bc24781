"""Light sleep (algorithm.md §6.1): ingest, pick what was touched lately, merge near-duplicates,
stage up to `light.limit` fragments and give each a light hit."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from memtui.engine.claims import join_co_voted
from memtui.engine.documents.dreams_file import LightCandidateLine
from memtui.engine.dream.context import (
    MAX_DIARY_FRAGMENTS,
    MAX_DIARY_THEMES,
    MAX_PHASE_HITS,
    PhaseContext,
)
from memtui.engine.dream.entries import Entry, dedupe, load_entries
from memtui.engine.dream.narrative import DiaryMaterial
from memtui.engine.ingest.pipeline import SESSION_MESSAGES_PER_RUN, IngestReport, ingest
from memtui.engine.store import dream as queries
from memtui.engine.text import counted
from memtui.engine.vocabulary import Phase


@dataclass
class LightReport:
    ingest: IngestReport
    considered: int
    staged: list[Entry]
    deduped: int
    material: DiaryMaterial
    joined: int = 0  # claims joined into another: found by the same searches (§6.5)

    def block_lines(self) -> list[LightCandidateLine]:
        return [
            LightCandidateLine(
                e.text, e.confidence, e.span.path, e.span.start, e.span.end, e.recall_count
            )
            for e in self.staged
        ]

    def summary(self) -> str:
        """One line of what light did, for every front door (CLI, app, scheduler log)."""
        return (
            f"staged {len(self.staged)} of {self.considered} touched "
            f"({self.deduped} merged as near-duplicates); "
            f"{self.ingest.fragments_new} new fragments ingested"
            + (
                f"; {counted(self.joined, 'claim')} joined another, found by the same searches"
                if self.joined
                else ""
            )
        )

    def counts(self) -> dict[str, int]:
        return {
            "considered": self.considered,
            "staged": len(self.staged),
            "deduped": self.deduped,
            "claims_joined": self.joined,
            **self.ingest.counts(),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "phase": Phase.LIGHT,
            "counts": self.counts(),
            "staged": [e.to_json() for e in self.staged],
            "ingest": self.ingest.problems(),
        }


def lookback_cut(ctx: PhaseContext, lookback_days: int) -> tuple[str, datetime]:
    """The first day of the lookback, as a day string and as local midnight."""
    cut_day = ctx.ws.day(ctx.now - timedelta(days=lookback_days))
    return cut_day, datetime.fromisoformat(cut_day).replace(tzinfo=ctx.ws.tz)


def touched_ids(ctx: PhaseContext, lookback_days: int) -> list[int]:
    """Ids of the non-promoted, promotable fragments recalled, ingested or written within the
    lookback, in id order."""
    return queries.touched_ids(ctx.store, ctx.session, *lookback_cut(ctx, lookback_days))


def light_picks(ctx: PhaseContext, lookback_days: int, limit: int) -> tuple[int, list[int]]:
    """How many fragments were touched in the lookback, and the ids of the first `limit` in
    light's order: last recall first (never recalled last), then recall count, then id."""
    cut_day, local_cut = lookback_cut(ctx, lookback_days)
    return queries.light_picks(ctx.store, ctx.session, cut_day, local_cut, limit)


def ingest_first(ctx: PhaseContext, lookback_days: int) -> IngestReport:
    """Light and REM start by ingesting what changed, inside the phase's transaction."""
    report = ingest(
        ctx.store,
        ctx.ws,
        ctx.now,
        lookback_days=lookback_days,
        progress=ctx.progress,
        session=ctx.session,
        session_budget=SESSION_MESSAGES_PER_RUN,
    )
    ctx.session.flush()
    return report


def run_light(ctx: PhaseContext) -> LightReport:
    """Ingest, select recently touched fragments, dedupe at 0.9, stage ≤ limit (§6 light)."""
    cfg = ctx.config.dreaming.light
    report_ingest = ingest_first(ctx, cfg.lookback_days)
    # Claims found together since the last light phase; every pair again after the rules
    # changed, which grouped the fragments anew.
    since = (
        None
        if report_ingest.rejudged
        else queries.last_run_started(ctx.store, ctx.session, Phase.LIGHT)
    )
    joined = join_co_voted(ctx.store, ctx.session, ctx.now, since)
    considered, picked = light_picks(ctx, cfg.lookback_days, cfg.limit)
    limited = load_entries(ctx.session, picked)
    staged = dedupe(limited, cfg.dedupe_similarity)[: cfg.limit]
    for entry in staged:
        sig = queries.phase_signal(ctx.store, ctx.session, entry.id)
        # One light hit per fragment per day, so re-running a night changes nothing.
        if not ctx.same_day(sig.last_light_at):
            sig.light_hits = min(MAX_PHASE_HITS, sig.light_hits + 1)
            sig.last_light_at = ctx.db_now
        ctx.session.add(sig)
    themes = list(dict.fromkeys(tag for e in staged[:MAX_DIARY_FRAGMENTS] for tag in e.tags))
    material = DiaryMaterial(
        Phase.LIGHT, [e.text for e in staged[:MAX_DIARY_FRAGMENTS]], themes[:MAX_DIARY_THEMES]
    )
    return LightReport(
        report_ingest, considered, staged, len(limited) - len(staged), material, joined
    )
