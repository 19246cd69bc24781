"""Ingestion's bulk statements (architecture.md §6): which keys and places the store already
holds, and batched inserts of new fragments and occurrences.

New rows go in as multi-row inserts of SQL text: building ORM objects for them cost most of a
first ingestion, and SQLAlchemy's binding of each value half of what was left. The selects are
built once; constructing a select per note cost more than running it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache, partial
from typing import Any

from sqlalchemy import JSON, Table, bindparam, select
from sqlmodel import Session
from sqlmodel.sql.sqltypes import UTCDateTime

from memtui.engine.store.dbapi import time_param
from memtui.engine.store.tables import FragmentRow, OccurrenceRow, table_of

Place = tuple[int, str, int, int]  # (fragment id, path, start line, end line)

_FRAGMENTS = table_of(FragmentRow)
_OCCURRENCES = table_of(OccurrenceRow)
_BATCH = 500  # bound parameters per IN list
_STORED_IDS = select(_FRAGMENTS.c.key, _FRAGMENTS.c.id).where(
    _FRAGMENTS.c.workspace_id == bindparam("ws"),
    _FRAGMENTS.c.key.in_(bindparam("keys", expanding=True)),
)
_ALL_KEYS = select(_FRAGMENTS.c.key).where(_FRAGMENTS.c.workspace_id == bindparam("ws"))
_ANY_FRAGMENT = select(_FRAGMENTS.c.id).where(_FRAGMENTS.c.workspace_id == bindparam("ws")).limit(1)
_STORED_PLACES = select(
    _OCCURRENCES.c.fragment_id,
    _OCCURRENCES.c.path,
    _OCCURRENCES.c.start_line,
    _OCCURRENCES.c.end_line,
).where(_OCCURRENCES.c.fragment_id.in_(bindparam("ids", expanding=True)))


def holds_fragments(session: Session, workspace_id: int) -> bool:
    """Does the workspace hold any fragment yet?"""
    return session.execute(_ANY_FRAGMENT, {"ws": workspace_id}).first() is not None


def stored_keys(session: Session, workspace_id: int) -> frozenset[str]:
    """Every fragment key the workspace holds (a parallel ingestion's workers judge the others)."""
    return frozenset(session.execute(_ALL_KEYS, {"ws": workspace_id}).scalars())


def stored_ids(session: Session, workspace_id: int, keys: Sequence[str]) -> dict[str, int]:
    """Ids of the fragments among `keys` that the workspace already holds (key → id)."""
    out: dict[str, int] = {}
    for i in range(0, len(keys), _BATCH):
        params = {"ws": workspace_id, "keys": list(keys[i : i + _BATCH])}
        out.update((key, frag_id) for key, frag_id in session.execute(_STORED_IDS, params))
    return out


def stored_places(session: Session, fragment_ids: Sequence[int]) -> set[Place]:
    """The places (occurrences) stored for the fragments `fragment_ids`."""
    out: set[Place] = set()
    for i in range(0, len(fragment_ids), _BATCH):
        rows = session.execute(_STORED_PLACES, {"ids": list(fragment_ids[i : i + _BATCH])})
        out.update((f, path, start, end) for f, path, start, end in rows)
    return out


def insert_fragments(
    session: Session, rows: Sequence[dict[str, object]]
) -> Iterable[tuple[str, int]]:
    """Insert new fragment rows in one batch; (key, id) of each, unordered (SQLite cannot batch
    an ordered RETURNING)."""
    return _insert_rows(session, _FRAGMENTS, rows, returning=("key", "id"))


def insert_occurrences(session: Session, rows: Sequence[dict[str, object]]) -> None:
    """Insert new occurrence rows in one batch."""
    _insert_rows(session, _OCCURRENCES, rows)


# Bound values per INSERT statement, under SQLite's limit (32 766) and PostgreSQL's (65 535).
_MAX_VALUES = 30_000


def _insert_rows(
    session: Session,
    table: Table,
    rows: Sequence[dict[str, object]],
    returning: tuple[str, ...] = (),
) -> list[tuple[Any, ...]]:
    """`rows` (all with the same columns) inserted as multi-row `INSERT … VALUES` statements of
    SQL text, each value converted as its column's type stores it (`dbapi.time_param`, JSON as
    `json.dumps` text): SQLAlchemy's bind processing of each value of each row cost more than
    the database's own work (0.5 s of a year's first ingest). Returns the `returning` columns
    of every inserted row, in no particular order."""
    if not rows:
        return []
    conn = session.connection()
    backend = conn.dialect.name
    names = list(rows[0])
    convert = [_converter(table.c[name].type, backend) for name in names]
    mark = "?" if backend == "sqlite" else "%s"
    one_row = "(" + ", ".join([mark] * len(names)) + ")"
    head = f"INSERT INTO {table.name} ({_quoted(names)}) VALUES "
    tail = f" RETURNING {_quoted(returning)}" if returning else ""
    per_statement = max(1, _MAX_VALUES // len(names))
    out: list[tuple[Any, ...]] = []
    for start in range(0, len(rows), per_statement):
        batch = rows[start : start + per_statement]
        values = tuple(
            f(row[name]) for row in batch for name, f in zip(names, convert, strict=True)
        )
        result = conn.exec_driver_sql(head + ", ".join([one_row] * len(batch)) + tail, values)
        if returning:
            out.extend(tuple(r) for r in result)
    return out


def _quoted(names: Sequence[str]) -> str:
    """Column names as SQL identifiers ("key" is a keyword)."""
    return ", ".join('"' + name + '"' for name in names)


def _converter(column_type: Any, backend: str) -> Callable[[Any], Any]:
    """How a value of a column of this type is bound, as SQLAlchemy would bind it."""
    if isinstance(column_type, JSON):
        return _json_text
    if isinstance(column_type, UTCDateTime):
        # Every row of a run holds the same few times (its `now`): each converted once.
        return lru_cache(maxsize=16)(partial(time_param, backend))
    return _unchanged


def _json_text(value: Any) -> str:
    # Most lists of a new fragment are empty (no query, no recall day yet).
    return "[]" if value == [] else json.dumps(value)


def _unchanged(value: Any) -> Any:
    return value
