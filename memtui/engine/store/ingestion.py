"""Ingestion's bulk statements (architecture.md §6): which keys and places the store already
holds, and batched inserts of new fragments and occurrences.

New rows go in as Core inserts: building ORM objects for them cost most of a first ingestion.
The statements are built once; constructing a select per note cost more than running it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import bindparam, insert, select
from sqlmodel import Session

from memtui.engine.store.tables import FragmentRow, OccurrenceRow, table_of

Place = tuple[int, str, int, int]  # (fragment id, path, start line, end line)

_FRAGMENTS = table_of(FragmentRow)
_OCCURRENCES = table_of(OccurrenceRow)
_BATCH = 500  # bound parameters per IN list
_STORED_IDS = select(_FRAGMENTS.c.key, _FRAGMENTS.c.id).where(
    _FRAGMENTS.c.workspace_id == bindparam("ws"),
    _FRAGMENTS.c.key.in_(bindparam("keys", expanding=True)),
)
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
    created = session.execute(
        insert(_FRAGMENTS).returning(_FRAGMENTS.c.key, _FRAGMENTS.c.id), list(rows)
    )
    return [(key, frag_id) for key, frag_id in created]


def insert_occurrences(session: Session, rows: Sequence[dict[str, object]]) -> None:
    """Insert new occurrence rows in one batch."""
    session.execute(insert(_OCCURRENCES), list(rows))
