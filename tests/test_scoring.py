"""algorithm.md §6 and §10: every formula pinned with the worked numbers, each gate failing alone."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta

import pytest

from memtui.engine.scoring import (
    DEFAULT_WEIGHTS,
    DeepThresholds,
    FragmentStats,
    clamp,
    consolidation,
    decay,
    deep_score,
    light_confidence,
    normalize_weights,
    phase_boost,
    rem_confidence,
    theme_strength,
)
from memtui.engine.vocabulary import GATES

NOW = datetime(2026, 7, 6, 3, 0, tzinfo=UTC)


def r4(x: float) -> float:
    return round(x, 4)


def test_clamp_and_decay() -> None:
    assert (
        clamp(float("nan")) == 0 and clamp(float("inf")) == 0 and clamp(-1) == 0 and clamp(2) == 1
    )
    assert decay(14, 14) == pytest.approx(0.5)
    assert decay(-1, 14) == 1 and decay(3, 0) == 1


@pytest.mark.parametrize(
    ("n", "expected"),
    [(0, 0.0), (1, 0.2), (2, 0.3012), (3, 0.5040), (4, 0.6666), (5, 0.8071), (6, 0.8714)],
)
def test_consolidation_consecutive_days(n: int, expected: float) -> None:
    days = [f"2026-06-{d:02d}" for d in range(1, n + 1)]
    assert r4(consolidation(days)) == expected


LIGHT = [0.0214, 0.0339, 0.0427, 0.0496, 0.0552, 0.06, 0.06]
REM = [0.0321, 0.0508, 0.0641, 0.0744, 0.0829, 0.09, 0.09]


@pytest.mark.parametrize("hits", range(1, 8))
def test_boost_at_age_zero(hits: int) -> None:
    assert r4(phase_boost(hits, 0.0, 0, None)) == LIGHT[hits - 1]
    assert r4(phase_boost(0, None, hits, 0.0)) == REM[hits - 1]


def test_boost_missing_timestamp_contributes_nothing() -> None:
    assert phase_boost(5, None, 5, None) == 0.0


def test_theme_strength() -> None:
    assert theme_strength(3, 8) == 0.75
    assert theme_strength(2, 8) == 0.5
    assert theme_strength(9, 8) == 1.0


def stats(**kw: object) -> FragmentStats:
    base = dict(
        kind="daily",
        text_promotable=True,
        promoted=False,
        rejected=False,
        recall_count=0,
        daily_count=0,
        total_score=0.0,
        unique_queries=0,
        recall_days=(),
        tag_count=0,
        last_recalled_at=None,
    )
    base.update(kw)
    return FragmentStats(**base)  # type: ignore[arg-type]


def test_tv3_one_strong_recall() -> None:
    s = stats(
        recall_count=1,
        total_score=0.9,
        unique_queries=1,
        recall_days=("2026-07-06",),
        tag_count=2,
        last_recalled_at=NOW,
    )
    d = deep_score(s, NOW)
    c = d.components
    assert (
        r4(c.frequency),
        r4(c.relevance),
        r4(c.diversity),
        r4(c.recency),
        r4(c.consolidation),
        r4(c.conceptual),
    ) == (
        0.2891,
        0.9,
        0.2,
        1.0,
        0.2,
        0.3333,
    )
    assert r4(d.raw) == 0.5594
    assert d.gate == "min_recall_count"
    assert r4(rem_confidence(light_confidence(0.9, 1), 1, 1, 2)) == 0.5941


def tv1() -> FragmentStats:
    return stats(
        recall_count=4,
        daily_count=1,
        total_score=3.20,
        unique_queries=5,
        recall_days=("2026-06-16", "2026-06-19", "2026-06-24", "2026-06-30", "2026-07-03"),
        tag_count=8,
        last_recalled_at=datetime(2026, 7, 3, 10, tzinfo=UTC),
        light_hits=3,
        last_light_at=datetime(2026, 6, 18, 3, 1, 22, tzinfo=UTC),
        rem_hits=1,
        last_rem_at=datetime(2026, 7, 4, 3, 1, tzinfo=UTC),
    )


def test_tv1_running_example_promotes() -> None:
    d = deep_score(tv1(), NOW)
    c = d.components
    assert (
        r4(c.frequency),
        r4(c.relevance),
        r4(c.diversity),
        r4(c.recency),
        r4(c.consolidation),
        r4(c.conceptual),
    ) == (
        0.7472,
        0.64,
        1.0,
        0.8745,
        1.0,
        1.0,
    )
    assert r4(d.boost) == 0.0466
    assert r4(d.raw) == 0.8591
    assert d.gate is None
    assert r4(light_confidence(3.2, 5)) == 0.64
    assert r4(rem_confidence(0.64, 4, 5, 8)) == 0.7948


def test_tv4_saturation_clamps_stored_score() -> None:
    s = stats(
        recall_count=10,
        total_score=10,
        unique_queries=6,
        recall_days=("2026-06-20", "2026-06-24", "2026-06-28", "2026-07-02", "2026-07-06"),
        tag_count=7,
        last_recalled_at=NOW,
        light_hits=9999,
        last_light_at=NOW,
        rem_hits=6,
        last_rem_at=NOW,
    )
    d = deep_score(s, NOW)
    assert all(v == 1.0 for v in d.components.as_dict().values())
    assert r4(d.boost) == 0.15 and r4(d.raw) == 1.15 and d.score == 1.0 and d.gate is None


def test_light_confidence_divides_by_all_signals() -> None:
    assert light_confidence(1.86, 3) == pytest.approx(0.62)
    assert light_confidence(0.0, 0) == 0.0


# One fragment per gate, each failing exactly there (everything before it passes).
def passing() -> FragmentStats:
    return tv1()


GATE_CASES = {
    "source": dict(kind="memory"),
    "promotable": dict(text_promotable=False),
    "not_promoted": dict(promoted=True),
    "has_signal": dict(recall_count=0, daily_count=0, total_score=0.0),
    "min_recall_count": dict(recall_count=1, daily_count=1),
    "min_unique_queries": dict(unique_queries=2, recall_days=("2026-07-02", "2026-07-03")),
    "max_age": dict(last_recalled_at=NOW - timedelta(days=40)),
    "min_score": dict(total_score=1.0),
}


@pytest.mark.parametrize("gate", GATES)
def test_each_gate_fails_exactly_there(gate: str) -> None:
    t = DeepThresholds(max_age_days=30)
    s = dataclasses.replace(passing(), **GATE_CASES[gate])  # type: ignore[arg-type]
    assert deep_score(s, NOW, t).gate == gate


def test_rejected_in_review_fails_not_promoted_gate() -> None:
    assert deep_score(dataclasses.replace(passing(), rejected=True), NOW).gate == "not_promoted"


def test_no_max_age_by_default() -> None:
    s = dataclasses.replace(passing(), last_recalled_at=NOW - timedelta(days=400))
    assert deep_score(s, NOW).gate != "max_age"


def test_weights_renormalize() -> None:
    w = normalize_weights(
        {
            "frequency": 2,
            "relevance": -1,
            "diversity": 0,
            "recency": 0,
            "consolidation": 0,
            "conceptual": 0,
        }
    )
    assert w["frequency"] == 1.0 and w["relevance"] == 0.0
    assert normalize_weights({k: 0 for k in DEFAULT_WEIGHTS}) == DEFAULT_WEIGHTS
    assert sum(normalize_weights({"frequency": 1}).values()) == pytest.approx(1.0)


def test_set_based_scoring_equals_the_scalar_formulas() -> None:
    import math
    import random

    import numpy as np

    from memtui.engine.scoring import consolidation as consolidation_of
    from memtui.engine.scoring import deep_scores_np

    rng = random.Random(7)
    thresholds = DeepThresholds(max_age_days=30, weights={"frequency": 0.3, "relevance": 0.3})
    stats_list = []
    for _ in range(400):
        days = tuple(
            sorted({f"2026-06-{rng.randint(1, 30):02d}" for _ in range(rng.randint(0, 6))})
        )
        last = NOW - timedelta(days=rng.uniform(0, 60)) if rng.random() < 0.8 else None
        light = NOW - timedelta(days=rng.uniform(0, 20)) if rng.random() < 0.5 else None
        rem = NOW - timedelta(days=rng.uniform(0, 20)) if rng.random() < 0.3 else None
        stats_list.append(
            stats(
                kind=rng.choice(["daily", "session", "memory"]),
                text_promotable=rng.random() < 0.9,
                promoted=rng.random() < 0.1,
                rejected=rng.random() < 0.05,
                recall_count=rng.randint(0, 9),
                daily_count=rng.randint(0, 3),
                total_score=rng.uniform(0, 8),
                unique_queries=rng.randint(0, 6),
                recall_days=days,
                tag_count=rng.randint(0, 8),
                last_recalled_at=last,
                light_hits=rng.randint(0, 8) if light else 0,
                last_light_at=light,
                rem_hits=rng.randint(0, 8) if rem else 0,
                last_rem_at=rem,
            )
        )

    def ts(value: datetime | None) -> float:
        return value.timestamp() if value else math.nan

    cols = {
        "recall_count": [s.recall_count for s in stats_list],
        "daily_count": [s.daily_count for s in stats_list],
        "total_score": [s.total_score for s in stats_list],
        "unique_queries": [s.unique_queries for s in stats_list],
        "recall_days": [len(s.recall_days) for s in stats_list],
        "consolidation": [consolidation_of(s.recall_days) for s in stats_list],
        "tags": [s.tag_count for s in stats_list],
        "last_recalled": [ts(s.last_recalled_at) for s in stats_list],
        "light_hits": [s.light_hits for s in stats_list],
        "last_light": [ts(s.last_light_at) for s in stats_list],
        "rem_hits": [s.rem_hits for s in stats_list],
        "last_rem": [ts(s.last_rem_at) for s in stats_list],
        "short_term": [s.kind in ("daily", "session") for s in stats_list],
        "promotable": [s.text_promotable for s in stats_list],
        "promoted": [s.promoted for s in stats_list],
        "rejected": [s.rejected for s in stats_list],
    }
    out = deep_scores_np(
        {k: np.array(v, dtype=np.float64) for k, v in cols.items()}, NOW.timestamp(), thresholds
    )
    for i, s in enumerate(stats_list):
        ref = deep_score(s, NOW, thresholds)
        assert out["raw"][i] == pytest.approx(ref.raw, abs=1e-12)
        assert out["boost"][i] == pytest.approx(ref.boost, abs=1e-12)
        for name, value in ref.components.as_dict().items():
            assert out[name][i] == pytest.approx(value, abs=1e-12)
        gate = int(out["gate"][i])
        assert (None if gate < 0 else GATES[gate]) == ref.gate
