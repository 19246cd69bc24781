"""The plain baseline: Okapi BM25 over the story's `##` note sections and transcript messages.

Tokens are lowercase words plus CJK character bigrams (a lone CJK character is its own token);
k1 = 1.2, b = 0.75, idf = ln(1 + (N − df + 0.5) / (df + 0.5)). No stemming, no synonyms, no
votes: what a search engine gets for free, so memtui's figure has something to beat.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from bench.quality.matcher import tokens
from bench.quality.scorer import Hit

K1, B = 1.2, 0.75


class BM25:
    """An index over search units (hits with their texts), ranked per query."""

    def __init__(self, units: Sequence[Hit]) -> None:
        self.units = list(units)
        self.counts = [Counter(tokens(u.text)) for u in self.units]
        self.lengths = [sum(c.values()) for c in self.counts]
        self.avg = sum(self.lengths) / max(1, len(self.lengths))
        self.df: Counter[str] = Counter(t for c in self.counts for t in c)

    def idf(self, token: str) -> float:
        n, df = len(self.units), self.df.get(token, 0)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def search(self, query: str, limit: int = 3) -> list[Hit]:
        """The best `limit` units for `query`, best first (ties: corpus order); no zero scores."""
        q = set(tokens(query))
        scored: list[tuple[float, int]] = []
        for n, (counts, length) in enumerate(zip(self.counts, self.lengths, strict=True)):
            score = 0.0
            for t in q & counts.keys():
                tf = counts[t]
                score += self.idf(t) * tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / self.avg))
            if score > 0:
                scored.append((-score, n))
        scored.sort()
        return [self.units[n] for _, n in scored[:limit]]
