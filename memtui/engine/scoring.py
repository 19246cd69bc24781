"""Every formula of algorithm.md §6 as pure functions of plain values. No database here."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import date, datetime
from typing import TYPE_CHECKING

from memtui.engine.vocabulary import Gate

if TYPE_CHECKING:
    # Only the vectorised ranking needs numpy; it imports it when called.
    import numpy as np

DAY_SECONDS = 86_400.0

COMPONENT_NAMES = (
    "frequency",
    "relevance",
    "diversity",
    "recency",
    "consolidation",
    "conceptual",
)
DEFAULT_WEIGHTS: dict[str, float] = {
    "frequency": 0.24,
    "relevance": 0.30,
    "diversity": 0.15,
    "recency": 0.15,
    "consolidation": 0.10,
    "conceptual": 0.06,
}
LIGHT_BOOST_MAX = 0.06
REM_BOOST_MAX = 0.09
DAILY_NOTE_SCORE = 0.62
SESSION_SCORE = 0.58

# The gate names (algorithm.md §6 and §11, `vocabulary.Gate`) are the one vocabulary of CLI, app
# and docs: every screen shows these names, and `GATE_LABELS` says what each checks.
GATE_LABELS: dict[str, str] = {
    Gate.SOURCE: "kind is a short-term source (daily note or session)",
    Gate.PROMOTABLE: "text is promotable (not empty, markers or dream output)",
    Gate.DURABLE: "durable knowledge (not a question, to-do, hunch, chatter, log; not resolved)",
    Gate.NOT_PROMOTED: "not already promoted or rejected",
    Gate.CLAIM: "speaks for its claim (restatements promote once)",
    Gate.HAS_SIGNAL: "has at least one signal (a recall or a phase signal)",
    Gate.MIN_RECALL_COUNT: "signals (recalls plus phase signals) ≥ min_recall_count",
    Gate.MIN_UNIQUE_QUERIES: "max(unique queries, recall days) ≥ min_unique_queries",
    Gate.MAX_AGE: "last recalled within max_age_days",
    Gate.MIN_SCORE: "raw score ≥ min_score",
}
# What a table shows in the gate column of a fragment that passes every gate.
PASSES_ALL_GATES = "✓ passes"
# Gates no amount of recall passes, about what the text is (its source, promotable, durable).
# A score beside one of them promises nothing (a to-do pooled with a recalled claim scores high
# and can never be promoted), so tables show none. A restatement stopped at `claim` keeps its
# score: its claim is promoted through the fragment that speaks for it.
UNSCORED_GATES: frozenset[str] = frozenset({Gate.SOURCE, Gate.PROMOTABLE, Gate.DURABLE})
NO_SCORE = "—"


def score_text(score: float, gate: str | None, digits: int = 2) -> str:
    """A score as a table shows it: `NO_SCORE` for a fragment stopped by an `UNSCORED_GATES`."""
    return NO_SCORE if gate in UNSCORED_GATES else f"{score:.{digits}f}"


def gate_name(gate: str | None, status: str = "") -> str:
    """The gate column's text: the first failing gate's name, or `PASSES_ALL_GATES`.

    The gate `not_promoted` stops a fragment that was promoted or rejected: the column says
    which ("already promoted"), never a name that reads as the opposite of the fragment's state.
    """
    if gate is None:
        return PASSES_ALL_GATES
    if gate == Gate.NOT_PROMOTED:
        return f"already {status}" if status in ("promoted", "rejected") else "already decided"
    return gate


def clamp(x: float) -> float:
    """0 for NaN/inf, else min(1, max(0, x)) (algorithm.md notation)."""
    if not math.isfinite(x):
        return 0.0
    return min(1.0, max(0.0, x))


def decay(age_days: float, half_life: float) -> float:
    """exp(−ln2/half_life × age); 1 when age < 0 or half_life ≤ 0 (notation)."""
    if (
        not math.isfinite(age_days)
        or age_days < 0
        or not math.isfinite(half_life)
        or half_life <= 0
    ):
        return 1.0
    return math.exp(-math.log(2) / half_life * age_days)


def age_days(now: datetime, then: datetime | None) -> float | None:
    if then is None:
        return None
    return max(0.0, (now - then).total_seconds() / DAY_SECONDS)


def frequency(signal_count: int) -> float:
    """§6 deep: clamp(ln(1+signal_count)/ln 11)."""
    return clamp(math.log1p(max(0, signal_count)) / math.log(11))


def relevance(total_score: float, signal_count: int) -> float:
    """§6 deep: clamp(total_score / max(1, signal_count))."""
    return clamp(total_score / max(1, signal_count))


def light_confidence(total_score: float, signal_count: int) -> float:
    """§6 light step 5: clamp(total_score / signal_count), 0 without signals."""
    return clamp(total_score / signal_count) if signal_count > 0 else 0.0


def diversity(unique_queries: int, recall_days: int) -> float:
    """§6 deep: clamp(max(unique_queries, recall_days) / 5)."""
    return clamp(max(unique_queries, recall_days) / 5)


def recency(age: float | None, half_life_days: float = 14) -> float:
    """§6 deep: decay(days since last_recalled_at, half-life); never recalled → 0."""
    if age is None:
        return 0.0
    return clamp(decay(age, half_life_days))


def consolidation(recall_days: Sequence[str | date]) -> float:
    """§6 deep: 0 days → 0; 1 → 0.2; else 0.55·spacing + 0.45·span over sorted days."""
    days = sorted(
        {d if isinstance(d, date) else date.fromisoformat(str(d)[:10]) for d in recall_days}
    )
    if not days:
        return 0.0
    if len(days) == 1:
        return 0.2
    spacing = clamp(math.log(len(days)) / math.log(5))
    span = clamp((days[-1] - days[0]).days / 7)
    return clamp(0.55 * spacing + 0.45 * span)


def conceptual(tag_count: int) -> float:
    """§6 deep: clamp(tags / 6)."""
    return clamp(tag_count / 6)


def hit_strength(hits: int) -> float:
    """s(h) = clamp(ln(1+h)/ln 7): saturates at 6 hits (§6 phase boost)."""
    return clamp(math.log1p(max(0, hits)) / math.log(7))


def phase_boost(
    light_hits: int,
    light_age_days: float | None,
    rem_hits: int,
    rem_age_days: float | None,
    half_life_days: float = 14,
) -> float:
    """§6 deep: ≤ 0.06 light + ≤ 0.09 REM, each decayed by its age; missing timestamp → 0."""
    light = (
        0.0
        if light_age_days is None
        else LIGHT_BOOST_MAX * hit_strength(light_hits) * decay(light_age_days, half_life_days)
    )
    rem = (
        0.0
        if rem_age_days is None
        else REM_BOOST_MAX * hit_strength(rem_hits) * decay(rem_age_days, half_life_days)
    )
    return clamp(light + rem)


def rem_confidence(light_conf: float, recall_count: int, recall_days: int, tag_count: int) -> float:
    """§6 REM step 4: quality-heavy four-part confidence."""
    return clamp(
        0.45 * light_conf
        + 0.25 * min(1.0, math.log1p(max(0, recall_count)) / math.log(7))
        + 0.20 * min(1.0, recall_days / 3)
        + 0.10 * min(1.0, tag_count / 6)
    )


def theme_strength(count: int, entries: int) -> float:
    """§6 REM step 3: min(1, 2 × count / max(1, n))."""
    return min(1.0, 2 * count / max(1, entries))


def normalize_weights(weights: dict[str, float] | None) -> dict[str, float]:
    """Negative weights become 0, then renormalize to 1; all zero → defaults (§6)."""
    if not weights:
        return dict(DEFAULT_WEIGHTS)
    merged = {
        name: max(0.0, float(weights.get(name, DEFAULT_WEIGHTS[name]))) for name in COMPONENT_NAMES
    }
    total = sum(merged.values())
    if total <= 0 or not math.isfinite(total):
        return dict(DEFAULT_WEIGHTS)
    return {name: value / total for name, value in merged.items()}


@dataclass(frozen=True)
class FragmentStats:
    """The plain values deep scoring needs for one fragment."""

    kind: str
    text_promotable: bool
    promoted: bool
    rejected: bool
    recall_count: int
    daily_count: int
    total_score: float
    unique_queries: int
    recall_days: tuple[str, ...]
    tag_count: int
    last_recalled_at: datetime | None
    light_hits: int = 0
    last_light_at: datetime | None = None
    rem_hits: int = 0
    last_rem_at: datetime | None = None
    durable: bool = True  # algorithm.md §6.5: the claim is durable knowledge, not resolved
    represents: bool = True  # this fragment speaks for its claim

    @property
    def signal_count(self) -> int:
        return self.recall_count + self.daily_count


@dataclass(frozen=True)
class DeepThresholds:
    min_score: float = 0.8
    min_recall_count: int = 3
    min_unique_queries: int = 3
    recency_half_life_days: float = 14
    max_age_days: float = 0  # 0: no limit
    weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))


@dataclass(frozen=True)
class Components:
    frequency: float
    relevance: float
    diversity: float
    recency: float
    consolidation: float
    conceptual: float

    def as_dict(self) -> dict[str, float]:
        return asdict(self)


@dataclass(frozen=True)
class DeepScore:
    components: Components
    boost: float
    raw: float
    score: float
    gate: Gate | None  # first failing gate, None when the fragment would promote


def components_for(stats: FragmentStats, now: datetime, half_life_days: float = 14) -> Components:
    return Components(
        frequency=frequency(stats.signal_count),
        relevance=relevance(stats.total_score, stats.signal_count),
        diversity=diversity(stats.unique_queries, len(stats.recall_days)),
        recency=recency(age_days(now, stats.last_recalled_at), half_life_days),
        consolidation=consolidation(stats.recall_days),
        conceptual=conceptual(stats.tag_count),
    )


def first_failed_gate(
    stats: FragmentStats, raw: float, age: float | None, t: DeepThresholds
) -> Gate | None:
    """§6 deep: the gates in order (§6's eight plus `durable` and `claim`, algorithm.md §6.5),
    cheapest first; returns the first failure."""
    if stats.kind not in ("daily", "session"):
        return Gate.SOURCE
    if not stats.text_promotable:
        return Gate.PROMOTABLE
    if not stats.durable:
        return Gate.DURABLE
    if stats.promoted or stats.rejected:
        return Gate.NOT_PROMOTED
    if not stats.represents:
        return Gate.CLAIM
    if stats.signal_count <= 0:
        return Gate.HAS_SIGNAL
    if stats.signal_count < t.min_recall_count:
        return Gate.MIN_RECALL_COUNT
    if max(stats.unique_queries, len(stats.recall_days)) < t.min_unique_queries:
        return Gate.MIN_UNIQUE_QUERIES
    if t.max_age_days > 0 and (age is None or age > t.max_age_days):
        return Gate.MAX_AGE
    if raw < t.min_score:
        return Gate.MIN_SCORE
    return None


def deep_score(stats: FragmentStats, now: datetime, t: DeepThresholds | None = None) -> DeepScore:
    """Components, boost, raw (≤ 1.15), stored score = clamp(raw) and the first failing gate."""
    t = t or DeepThresholds()
    weights = normalize_weights(t.weights)
    comps = components_for(stats, now, t.recency_half_life_days)
    boost = phase_boost(
        stats.light_hits,
        age_days(now, stats.last_light_at),
        stats.rem_hits,
        age_days(now, stats.last_rem_at),
        t.recency_half_life_days,
    )
    values = comps.as_dict()
    raw = sum(weights[name] * values[name] for name in COMPONENT_NAMES) + boost
    gate = first_failed_gate(stats, raw, age_days(now, stats.last_recalled_at), t)
    return DeepScore(components=comps, boost=boost, raw=raw, score=clamp(raw), gate=gate)


# ------------------------------------------------------------------ set-based scoring


def deep_scores_np(
    cols: dict[str, np.ndarray], now_ts: float, t: DeepThresholds
) -> dict[str, np.ndarray]:
    """`deep_score` for whole columns at once (same formulas, tested equal to the scalar version).

    `cols` holds float arrays: recall_count, daily_count, total_score, unique_queries,
    recall_days, consolidation, tags, last_recalled (epoch s, NaN if never), light_hits,
    last_light, rem_hits, last_rem (NaN if missing), short_term, promotable, promoted, rejected
    (0/1), and optionally durable and represents (0/1, default 1; algorithm.md §6.5). Returns the six components, boost, raw, score and `gate` (index into GATES, −1 = passes).
    """
    import numpy as np

    w = normalize_weights(t.weights)
    half = t.recency_half_life_days
    signal = cols["recall_count"] + cols["daily_count"]
    lam = math.log(2) / half if half > 0 else 0.0

    def clamp_np(x: np.ndarray) -> np.ndarray:
        return np.clip(np.nan_to_num(x, nan=0.0, posinf=0.0, neginf=0.0), 0.0, 1.0)

    def age(ts: np.ndarray) -> np.ndarray:
        return np.maximum(0.0, (now_ts - ts) / DAY_SECONDS)

    def decayed(ts: np.ndarray) -> np.ndarray:
        out = np.exp(-lam * age(ts))
        return np.where(np.isnan(ts), 0.0, out)

    comps = {
        "frequency": clamp_np(np.log1p(np.maximum(0.0, signal)) / math.log(11)),
        "relevance": clamp_np(cols["total_score"] / np.maximum(1.0, signal)),
        "diversity": clamp_np(np.maximum(cols["unique_queries"], cols["recall_days"]) / 5),
        "recency": clamp_np(decayed(cols["last_recalled"])),
        "consolidation": clamp_np(cols["consolidation"]),
        "conceptual": clamp_np(cols["tags"] / 6),
    }

    def strength(h: np.ndarray) -> np.ndarray:
        return clamp_np(np.log1p(np.maximum(0.0, h)) / math.log(7))

    boost = clamp_np(
        LIGHT_BOOST_MAX * strength(cols["light_hits"]) * decayed(cols["last_light"])
        + REM_BOOST_MAX * strength(cols["rem_hits"]) * decayed(cols["last_rem"])
    )
    raw = sum(w[name] * comps[name] for name in COMPONENT_NAMES) + boost
    gate = _gates_np(cols, signal, raw, age(cols["last_recalled"]), t)
    return {**comps, "boost": boost, "raw": raw, "score": clamp_np(raw), "gate": gate}


def _gates_np(
    cols: dict[str, np.ndarray],
    signal: np.ndarray,
    raw: np.ndarray,
    last_age: np.ndarray,
    t: DeepThresholds,
) -> np.ndarray:
    """Index into GATES of the first gate each row fails (−1 = passes every gate)."""
    import numpy as np

    ones = np.ones(len(signal))
    failures = [
        cols["short_term"] == 0,
        cols["promotable"] == 0,
        cols.get("durable", ones) == 0,
        (cols["promoted"] != 0) | (cols["rejected"] != 0),
        cols.get("represents", ones) == 0,
        signal <= 0,
        signal < t.min_recall_count,
        np.maximum(cols["unique_queries"], cols["recall_days"]) < t.min_unique_queries,
        (np.isnan(cols["last_recalled"]) | (last_age > t.max_age_days))
        if t.max_age_days > 0
        else np.zeros(len(signal), dtype=bool),
        raw < t.min_score,
    ]
    gate = np.full(len(signal), -1, dtype=np.int8)
    for index in range(len(failures) - 1, -1, -1):
        gate = np.where(failures[index], np.int8(index), gate)
    return gate
