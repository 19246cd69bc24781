"""The store's health checks and safe repairs, for `memtui doctor`: the SQL stays in the store.

Each function works inside the caller's session, so a doctor run checks (and repairs) in one
transaction; the doctor only words the findings.
"""

from __future__ import annotations

from sqlalchemy import delete, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm.attributes import flag_modified
from sqlmodel import Session, SQLModel, select

from memtui.engine.errors import StoreError
from memtui.engine.store.dbapi import REPAIR_ADVICE, derived_columns, store_failure
from memtui.engine.store.repository import Store
from memtui.engine.store.tables import FragmentRow

# Child tables, each pointing at a fragment through `fragment_id`.
CHILD_TABLES = ("occurrence", "vote", "phase_signal", "promotion")


def quick_check(store: Store, session: Session) -> str | None:
    """SQLite's `PRAGMA quick_check` answer ("ok" when sound); None on PostgreSQL."""
    if store.backend != "sqlite":
        return None
    return str(session.execute(text("PRAGMA quick_check")).scalar())


def ensure_sound(store: Store) -> None:
    """Refuse to go on with a damaged SQLite file. SQLite notices damage only on the pages a
    command reads, so a dream, which writes MEMORY.md and DREAMS.md from what the store says,
    checks the whole file first (`PRAGMA quick_check`, ~0.13 s per 100 MB)."""
    if store.backend != "sqlite":
        return
    try:
        with store.session() as session:
            answer = quick_check(store, session)
    except DBAPIError as exc:
        raise StoreError(store_failure("cannot check the store", exc)) from None
    if answer != "ok":
        first = str(answer).splitlines()[0]
        raise StoreError(
            f"the store file is damaged (SQLite quick_check: {first}); {REPAIR_ADVICE}"
        )


def search_index_in_step(store: Store, session: Session) -> bool | None:
    """Whether SQLite's FTS5 index matches the fragments; None on PostgreSQL (the tsvector is a
    generated column, so it cannot drift)."""
    if store.backend != "sqlite":
        return None
    try:
        # rank = 1 compares the index with its content table too, not only with itself.
        session.execute(
            text("INSERT INTO fragment_fts(fragment_fts, rank) VALUES ('integrity-check', 1)")
        )
    except DBAPIError:
        # SQLite reports a damaged index as a generic database error.
        session.rollback()
        return False
    return True


def rebuild_search_index(session: Session) -> None:
    """Rebuild SQLite's FTS5 index from the fragments."""
    session.execute(text("INSERT INTO fragment_fts(fragment_fts) VALUES ('rebuild')"))


def count_orphans(session: Session, table: str) -> int:
    """Rows of a child table (one of `CHILD_TABLES`) whose fragment is gone."""
    _check_child(table)
    return int(
        session.execute(
            text(
                f"SELECT COUNT(*) FROM {table} c "
                "WHERE NOT EXISTS (SELECT 1 FROM fragment f WHERE f.id = c.fragment_id)"
            )
        ).scalar_one()
    )


def delete_orphans(session: Session, table: str) -> None:
    """Delete the rows `count_orphans` counts."""
    _check_child(table)
    session.execute(
        text(
            f"DELETE FROM {table} "
            f"WHERE NOT EXISTS (SELECT 1 FROM fragment f WHERE f.id = {table}.fragment_id)"
        )
    )


def stale_derived_columns(store: Store, session: Session, *, repair: bool) -> int:
    """Fragments whose ranking columns disagree with their lists; `repair` recomputes them."""
    stale = 0
    for row in session.exec(
        select(FragmentRow).where(FragmentRow.workspace_id == store.workspace_id)
    ):
        want = derived_columns(row.query_hashes, row.recall_days, row.concept_tags)
        if any(getattr(row, k) != v for k, v in want.items()):
            stale += 1
            if repair:
                # Marking a list dirty makes the ORM hook recompute the derived columns.
                flag_modified(row, "recall_days")
                session.add(row)
    return stale


def _check_child(table: str) -> None:
    # The name is spliced into SQL: only the known child tables may pass.
    if table not in CHILD_TABLES:
        raise ValueError(f"{table!r} is not a child table of fragment")


def purge_workspace(store: Store) -> None:
    """Drop every row that hangs off the store's workspace (its `WorkspaceRow` stays): the demo
    rebuilds into a database an earlier build may have filled."""
    with store.session() as s:
        # Children before parents (foreign keys).
        for table in reversed(SQLModel.metadata.sorted_tables):
            if "workspace_id" in table.c:
                s.execute(delete(table).where(table.c.workspace_id == store.workspace_id))
