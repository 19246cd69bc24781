"""Stored embedding vectors: which fragments still need one, saving them, and reading a
workspace's vectors for a model as one matrix (kept in memory, topped up with new rows)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from threading import Lock

import numpy as np
from sqlalchemy import func, insert
from sqlmodel import col, select

from memtui.engine.store.repository import Store
from memtui.engine.store.tables import FragmentEmbeddingRow, FragmentRow, table_of

_EMBEDDINGS = table_of(FragmentEmbeddingRow)


def _missing(store: Store, model: str):  # type: ignore[no-untyped-def]
    embedded = select(FragmentEmbeddingRow.fragment_id).where(
        FragmentEmbeddingRow.fragment_id == FragmentRow.id, FragmentEmbeddingRow.model == model
    )
    return FragmentRow.workspace_id == store.workspace_id, ~embedded.exists()


def count_unembedded(store: Store, model: str) -> int:
    """Fragments of the workspace without a vector for `model`."""
    with store.session(read_only=True) as s:
        return int(
            s.exec(
                select(func.count()).select_from(FragmentRow).where(*_missing(store, model))
            ).one()
        )


def unembedded(store: Store, model: str, limit: int) -> list[tuple[int, str]]:
    """Up to `limit` fragments (id, text) without a vector for `model`, newest first: the
    notes most likely to be asked about are embedded first."""
    with store.session(read_only=True) as s:
        rows = s.exec(
            select(FragmentRow.id, FragmentRow.text)
            .where(*_missing(store, model))
            .order_by(col(FragmentRow.id).desc())
            .limit(limit)
        ).all()
    return [(fid, str(text)) for fid, text in rows if fid is not None]


def save_vectors(store: Store, model: str, ids: Sequence[int], vectors: np.ndarray) -> None:
    """Store one vector per fragment id (float32 bytes); a fragment embedded meanwhile by
    another process keeps its vector."""
    if not len(ids):
        return
    matrix = np.ascontiguousarray(vectors, dtype="<f4")
    with store.write_connection() as conn:
        have = {
            int(r[0])
            for r in conn.execute(
                select(FragmentEmbeddingRow.fragment_id).where(
                    col(FragmentEmbeddingRow.fragment_id).in_(list(ids)),
                    FragmentEmbeddingRow.model == model,
                )
            )
        }
        rows = [
            {
                "fragment_id": int(fid),
                "workspace_id": store.workspace_id,
                "model": model,
                "dim": int(matrix.shape[1]),
                "vector": matrix[i].tobytes(),
            }
            for i, fid in enumerate(ids)
            if int(fid) not in have
        ]
        if rows:
            conn.execute(insert(_EMBEDDINGS), rows)


@dataclass
class _Matrix:
    last_row: int = 0
    ids: list[int] = field(default_factory=list)
    blocks: list[np.ndarray] = field(default_factory=list)
    matrix: np.ndarray | None = None
    id_array: np.ndarray | None = None


_MATRICES: dict[tuple[str, int, str], _Matrix] = {}
_LOCK = Lock()


def vectors(store: Store, model: str) -> tuple[np.ndarray, np.ndarray]:
    """The workspace's fragment ids and their vectors for `model` (rows: unit vectors as
    stored). Read once per process and then only the rows added since: a search must not
    read 10^5 vectors from the database each time."""
    key = (store.url, store.workspace_id, model)
    with _LOCK:
        cache = _MATRICES.setdefault(key, _Matrix())
        with store.session(read_only=True) as s:
            # The DB-API cursor: the ORM's row handling cost more than reading the rows.
            cursor = s.connection().connection.cursor()
            try:
                cursor.execute(
                    _NEW_ROWS[store.backend], (store.workspace_id, model, cache.last_row)
                )
                rows = cursor.fetchall()
            finally:
                cursor.close()
        if rows:
            dim = int(rows[-1][2])
            same = [r for r in rows if r[2] == dim]
            block = np.frombuffer(b"".join(bytes(r[3]) for r in same), dtype="<f4")
            cache.blocks.append(block.reshape(-1, dim))
            cache.ids.extend(int(r[1]) for r in same)
            cache.last_row = int(rows[-1][0])
            cache.matrix = None
        if cache.matrix is None:
            cache.matrix = (
                np.concatenate(cache.blocks) if cache.blocks else np.zeros((0, 0), np.float32)
            )
            cache.blocks = [cache.matrix] if cache.blocks else []
            # Built once per change: converting 10^4 ints on every search cost a garbage
            # collection pass every other search.
            cache.id_array = np.asarray(cache.ids, dtype=np.int64)
        assert cache.id_array is not None
        return cache.id_array, cache.matrix


_NEW_ROWS_SQL = (
    "SELECT id, fragment_id, dim, vector FROM fragment_embedding "
    "WHERE workspace_id = {p} AND model = {p} AND id > {p} ORDER BY id"
)
_NEW_ROWS = {"sqlite": _NEW_ROWS_SQL.format(p="?"), "postgresql": _NEW_ROWS_SQL.format(p="%s")}
