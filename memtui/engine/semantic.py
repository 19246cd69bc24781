"""Semantic similarity as a second opinion on claims (algorithm.md §6.5), where embeddings are
configured.

The lexical rule (memtui.engine.similarity) misses restatements that share few words — a rule
told in Chinese and retold in English, or in other words. An embedding model sees those, but
its cosines are high for anything on one topic (two different rules of one story: median
0.82, 90th percentile 0.89; two wordings of one rule: median 0.86), so an absolute threshold
alone joins two rules about one thing. The second opinion therefore asks for both: a cosine of
at least `MIN_COSINE`, and *relative rank* — each text is the other's nearest neighbour among
the texts compared. Measured with `python -m bench.claim_pairs` (docs/quality-log.md), it
finds few restatements the lexical rule misses and joins some different rules too, so memtui
uses it only where a reviewer decides: the entry a pending promotion "looks like" in review.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from memtui.engine.embeddings import Embedder

MIN_COSINE = 0.88


class SecondOpinion:
    """Mutual nearest neighbours by embedding (see module), over texts or against entries."""

    def __init__(self, embedder: Embedder) -> None:
        self._embedder = embedder

    def _vectors(self, texts: Sequence[str]) -> np.ndarray:
        return self._embedder.passages(list(texts))

    def pairs(self, texts: Sequence[tuple[str, str] | str]) -> set[tuple[int, int]]:
        """Index pairs (i < j) the second opinion holds to be one claim."""
        plain = [t[1] if isinstance(t, tuple) else t for t in texts]
        if len(plain) < 2:
            return set()
        vectors = self._vectors(plain)
        sims = vectors @ vectors.T
        np.fill_diagonal(sims, -1.0)
        nearest = sims.argmax(axis=1)
        out: set[tuple[int, int]] = set()
        for i, j in enumerate(nearest.tolist()):
            if i < j and nearest[j] == i and sims[i, j] >= MIN_COSINE:
                out.add((i, j))
        return out

    def nearest(self, text: str, candidates: Sequence[str]) -> int | None:
        """The candidate that states `text`'s claim by the second opinion, if one: the nearest
        by cosine (≥ `MIN_COSINE`) whose own nearest among the candidates and `text` is `text`."""
        if not candidates:
            return None
        vectors = self._vectors([text, *candidates])
        sims = vectors @ vectors.T
        np.fill_diagonal(sims, -1.0)
        best = int(sims[0, 1:].argmax()) + 1
        if sims[0, best] < MIN_COSINE or int(sims[best].argmax()) != 0:
            return None
        return best - 1
