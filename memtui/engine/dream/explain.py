""" "Why was nothing promoted?" — one fragment's components, boost, score and gates."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memtui.engine.durability import REASON_LABELS
from memtui.engine.errors import UsageError
from memtui.engine.judgement import judge
from memtui.engine.recall import memory_search
from memtui.engine.scoring import (
    GATE_LABELS,
    DeepThresholds,
    age_days,
    light_confidence,
    normalize_weights,
    rem_confidence,
)
from memtui.engine.store import Store
from memtui.engine.store.fragments import FragmentView, attach_claims, load_views, score_views
from memtui.engine.vocabulary import GATES, Gate
from memtui.engine.workspace import Workspace

_KEY_RE = re.compile(r"^[0-9a-f]{4,12}$")


@dataclass
class GateCheck:
    gate: str
    label: str
    passed: bool
    detail: str


def _durable_check(view: FragmentView) -> tuple[bool, str]:
    """The durable gate's verdict and why: the fragment's own class, or its claim's."""
    pool = view.claim
    if pool is not None and len(pool.member_ids) > 1 and not view.durability:
        if not pool.durability:
            return True, f"its claim is durable ({len(pool.member_ids)} fragments)"
        return False, f"claim of {len(pool.member_ids)} fragments, none durable: {pool.durability}"
    if view.durability == "resolved":
        return False, REASON_LABELS["resolved"]
    judgement = judge(view.text)
    if view.durability:
        return False, judgement.verdict.describe()
    cued = sum(1 for s in judgement.statements if s.cued)
    told = f"; {cued} of {len(judgement.statements)} statements" if cued else ""
    return True, f"{judgement.verdict.describe()}{told}"


def _claim_check(view: FragmentView) -> tuple[bool, str]:
    pool = view.claim
    if pool is None or len(pool.member_ids) <= 1:
        return True, "a claim of its own"
    if pool.representative == view.id:
        return True, f"speaks for {len(pool.member_ids)} restatements"
    return (
        False,
        f"one of {len(pool.member_ids)} restatements; fragment #{pool.representative} speaks for them",
    )


def _vs(passed: bool, value: str, limit: str, *, at_least: bool = True) -> str:
    """`value ≥ limit` when a lower bound holds, `value < limit` when it fails (and the mirror
    for an upper bound): a failed gate never reads as passed."""
    if at_least:
        return f"{value} {'≥' if passed else '<'} {limit}"
    return f"{value} {'≤' if passed else '>'} {limit}"


def gate_checklist(view: FragmentView, now: datetime, t: DeepThresholds) -> list[GateCheck]:
    """All gates evaluated independently (the report records only the first failure); counts
    are the claim's pooled evidence (algorithm.md §6.5).

    The signal gates count signals (recalls plus phase signals), which is why they say "signals"."""
    assert view.scored is not None
    stats = view.stats()
    diversity = max(stats.unique_queries, len(stats.recall_days))
    age = age_days(now, stats.last_recalled_at)
    signals = stats.signal_count
    # Pooled counts say so: the fragment's own recalls (shown beside them) are fewer.
    pooled = view.claim is not None and len(view.claim.member_ids) > 1
    counted = f"{signals} {'claim signals' if pooled else 'signals'}"
    old_enough = t.max_age_days <= 0 or (age is not None and age <= t.max_age_days)
    checks = {
        Gate.SOURCE: (view.kind in ("daily", "session"), f"kind {view.kind}"),
        Gate.PROMOTABLE: (
            view.promotable,
            "promotable" if view.promotable else "dream output, markers or junk",
        ),
        Gate.DURABLE: _durable_check(view),
        Gate.NOT_PROMOTED: (
            view.promoted_at is None and not view.rejected and not stats.promoted,
            "already promoted"
            if view.promoted_at or stats.promoted
            else ("rejected in review" if view.rejected else "not promoted yet"),
        ),
        Gate.CLAIM: _claim_check(view),
        Gate.HAS_SIGNAL: (signals > 0, _vs(signals > 0, counted, "1")),
        Gate.MIN_RECALL_COUNT: (
            signals >= t.min_recall_count,
            _vs(signals >= t.min_recall_count, counted, str(t.min_recall_count)),
        ),
        Gate.MIN_UNIQUE_QUERIES: (
            diversity >= t.min_unique_queries,
            _vs(
                diversity >= t.min_unique_queries,
                f"max({stats.unique_queries} queries, {len(stats.recall_days)} days) = {diversity}",
                str(t.min_unique_queries),
            ),
        ),
        Gate.MAX_AGE: (
            old_enough,
            "no limit"
            if t.max_age_days <= 0
            else _vs(old_enough, f"{age:.1f} d", f"{t.max_age_days:g} d", at_least=False)
            if age is not None
            else "never recalled",
        ),
        Gate.MIN_SCORE: (
            view.scored.raw >= t.min_score,
            _vs(view.scored.raw >= t.min_score, f"raw {view.scored.raw:.4f}", f"{t.min_score:g}"),
        ),
    }
    return [GateCheck(g, GATE_LABELS[g], checks[g][0], checks[g][1]) for g in GATES]


@dataclass
class Explanation:
    view: FragmentView
    weights: dict[str, float]
    gates: list[GateCheck]
    light_confidence: float
    rem_confidence: float
    query: str | None

    @property
    def verdict(self) -> str:
        assert self.view.scored is not None
        gate = self.view.scored.gate
        return (
            "would promote" if gate is None else f"stopped at gate {GATES.index(gate) + 1}: {gate}"
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "fragment": self.view.to_json(),
            "weights": self.weights,
            "gates": [g.__dict__ for g in self.gates],
            "light_confidence": round(self.light_confidence, 4),
            "rem_confidence": round(self.rem_confidence, 4),
            "verdict": self.verdict,
            "query": self.query,
        }


def explain_fragment(store: Store, ws: Workspace, now: datetime, target: str) -> Explanation:
    """Explain a fragment named by key (or key prefix), or the best fragment hit of a query."""
    target = target.strip()
    if not target:
        raise UsageError("give a fragment key or a query")
    thresholds = ws.config.dreaming.deep.thresholds()
    view: FragmentView | None = None
    query: str | None = None
    with store.session() as s:
        if _KEY_RE.match(target.lower()):
            rows = store.fragment_by_key_prefix(s, target.lower())
            if len(rows) > 1:
                raise UsageError(
                    f"key prefix {target!r} matches {len(rows)} fragments; give more characters"
                )
            if rows:
                view = load_views(store, s, ids=[rows[0].id or 0])[0]
    if view is None:
        query = target
        result = memory_search(store, ws, target, now, limit=10, vote=False)
        hit = next((h for h in result.hits if h.fragment is not None), None)
        if hit is None or hit.fragment is None:
            raise UsageError(f"no fragment matches {target!r}")
        view = hit.fragment
    with store.session(read_only=True) as s:
        attach_claims(store, s, [view])
    score_views([view], now, thresholds)
    return Explanation(
        view=view,
        weights=normalize_weights(thresholds.weights),
        gates=gate_checklist(view, now, thresholds),
        light_confidence=light_confidence(view.total_score, view.signal_count),
        rem_confidence=rem_confidence(
            light_confidence(view.total_score, view.signal_count),
            view.recall_count,
            len(view.recall_days),
            len(view.concept_tags),
        ),
        query=query,
    )
