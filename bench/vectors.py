"""Brute-force vector search at 10^4 and 10^5 fragments: `python -m bench.vectors`.

Copies a built bench store (`python -m bench` builds them under the system temp folder), stores
one random unit vector of 384 dimensions per fragment (the local model's size; the figures
depend on the count and size, not on the values), then times: saving them, the first read of
the workspace's matrix, a search's semantic scores (product and nearest 50), and the top-up read
after new vectors arrive. The query's own embedding is not included (about 10-30 ms with the
local model on two cores).
"""

from __future__ import annotations

import argparse
import glob
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from memtui.engine.embeddings import semantic_scores
from memtui.engine.store import open_store
from memtui.engine.store.embeddings import save_vectors, unembedded, vectors

DIM = 384


class RandomQuery:
    """A provider stand-in whose query vector is random: only the search arithmetic is timed."""

    model_id = "bench:random"

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng

    def passages(self, texts: list[str]) -> np.ndarray:
        return _unit(self.rng.standard_normal((len(texts), DIM)))

    def query(self, text: str) -> np.ndarray:
        return _unit(self.rng.standard_normal(DIM))


def _unit(m: np.ndarray) -> np.ndarray:
    m = m.astype(np.float32)
    return m / np.linalg.norm(m, axis=-1, keepdims=True)


def measure(size: int, cache: Path) -> None:
    built = glob.glob(str(cache / f"ws-*-n{size}-s0"))
    if not built:
        print(f"{size:>7}: no built store under {cache} (run `python -m bench --sizes {size}`)")
        return
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "ws"
        shutil.copytree(built[0], root)
        store = open_store(root)
        provider = RandomQuery(np.random.default_rng(0))
        t = time.perf_counter()
        while batch := unembedded(store, provider.model_id, 5000):
            ids = [fid for fid, _ in batch]
            save_vectors(store, provider.model_id, ids, provider.passages([""] * len(ids)))
        saved = time.perf_counter() - t
        t = time.perf_counter()
        vectors(store, provider.model_id)
        first = time.perf_counter() - t
        times = []
        for _ in range(30):
            t = time.perf_counter()
            semantic_scores(store, provider, "q")
            times.append(time.perf_counter() - t)
        store.close()
    print(
        f"{size:>7} fragments: store vectors {saved:.1f} s, first matrix read {first * 1000:.0f} ms, "
        f"semantic scores median {statistics.median(times) * 1000:.1f} ms "
        f"(max {max(times) * 1000:.1f} ms), matrix {size * DIM * 4 / 2**20:.0f} MB"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.vectors")
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "memtui-bench")
    args = parser.parse_args(argv)
    for size in (int(s) for s in args.sizes.split(",")):
        measure(size, args.cache)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
