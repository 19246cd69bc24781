"""The fragments around search hits, for ranking with context (algorithm.md §7.4): where the
fragments occur and what stands next to them in the same file, on a DB-API connection (`dbapi`),
so the SQLAlchemy store and the stdlib SQLite path of `memtui search` run the same SQL."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memtui.engine.store.dbapi import fetch, marks, sql_for

# (fragment id, path, start line, end line) of one occurrence.
Place = tuple[int, str, int, int]
_CHUNK = 500


def places_around(
    conn: Any, backend: str, workspace_id: int, ids: Sequence[int], reach: int
) -> list[Place]:
    """Every occurrence in the files where the given fragments occur that stands within
    `reach` lines of one of theirs, by path and line (the index on workspace, path and start
    line answers it)."""
    if not ids:
        return []
    # By fragment id alone (ids are the workspace's own): with the workspace in the condition
    # too, SQLite chose the workspace's index and read every occurrence (50 ms at 100 000).
    seeds = fetch(
        conn,
        sql_for(
            backend,
            "SELECT path, start_line, end_line FROM occurrence "
            f"WHERE fragment_id IN ({marks(len(ids))})",
        ),
        tuple(ids),
    )
    spans: dict[str, list[tuple[int, int]]] = {}
    for path, start, end in seeds:
        spans.setdefault(path, []).append((max(1, start - reach), end + reach))
    sql = sql_for(
        backend,
        "SELECT fragment_id, path, start_line, end_line FROM occurrence "
        "WHERE workspace_id = ? AND path = ? AND start_line BETWEEN ? AND ?",
    )
    found: set[Place] = set()
    for path, ranges in spans.items():
        for low, high in _merged(ranges):
            for fid, p, start, end in fetch(conn, sql, (workspace_id, path, low, high)):
                found.add((int(fid), str(p), int(start), int(end)))
    return sorted(found, key=lambda o: (o[1], o[2], o[3], o[0]))


def _merged(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping line ranges joined, so no occurrence is read twice."""
    out: list[tuple[int, int]] = []
    for low, high in sorted(ranges):
        if out and low <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], high))
        else:
            out.append((low, high))
    return out


def search_texts(
    conn: Any, backend: str, workspace_id: int, ids: Sequence[int]
) -> dict[int, tuple[str, str]]:
    """(text, search_text) by id of the given fragments."""
    out: dict[int, tuple[str, str]] = {}
    id_list = list(dict.fromkeys(ids))
    for i in range(0, len(id_list), _CHUNK):
        chunk = id_list[i : i + _CHUNK]
        sql = (
            "SELECT id, text, search_text FROM fragment "
            f"WHERE workspace_id = ? AND id IN ({marks(len(chunk))})"
        )
        for fid, text, search_text in fetch(conn, sql_for(backend, sql), (workspace_id, *chunk)):
            out[int(fid)] = (str(text), str(search_text))
    return out
