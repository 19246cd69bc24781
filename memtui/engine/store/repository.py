"""The repository: `Store`, the one object through which the engine reads and writes rows.

SQLite file by default (`<workspace>/.memtui/memtui.db`, WAL), PostgreSQL given a URL.
"""

from __future__ import annotations

import errno
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import func, text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from memtui.engine.errors import StoreError
from memtui.engine.store.dbapi import default_sqlite_path, to_db_time
from memtui.engine.store.schema import (
    describe_url,
    ensure_schema,
    make_engine,
    map_db_errors,
    normalize_url,
    workspace_id_for,
)
from memtui.engine.store.search_index import Shortlist, search_candidates
from memtui.engine.store.tables import (
    DreamRunRow,
    FragmentRow,
    OccurrenceRow,
    PhaseSignalRow,
)
from memtui.engine.vocabulary import RunOutcome

# First key of the PostgreSQL advisory lock that serializes ingestions ("mem" in ASCII).
_INGEST_LOCK_SPACE = 0x6D656D


# The store's transaction handle, as code outside the store names it (`PhaseContext.session`):
# callers hold one and hand it back to store functions; only the store runs statements on it.
__all__ = ["Session", "Store", "open_store"]


class Store:
    """Repository over one workspace's rows. Build it with `open_store`."""

    def __init__(self, engine: Engine, url: str, workspace_id: int, root: Path) -> None:
        self.engine = engine
        self.url = url
        self.workspace_id = workspace_id
        self.root = root
        self._writer = engine.execution_options(memtui_write=True)
        # Named by every transaction's error mapping: the URL is parsed once, not per search.
        self._location = describe_url(url)

    @property
    def backend(self) -> str:
        return self.engine.dialect.name

    @property
    def location(self) -> str:
        return self._location

    @contextmanager
    def session(self, *, read_only: bool = False) -> Iterator[Session]:
        """A session whose transaction commits on success and rolls back on error.

        Writers are serialized (SQLite: BEGIN IMMEDIATE); pass `read_only=True` for reads that
        must not wait for a running dream phase.
        """
        bind = self.engine if read_only else self._writer
        with map_db_errors(self.location), Session(bind, expire_on_commit=False) as session:
            try:
                yield session
                session.commit()
            except BaseException:
                # Integrity errors (a race another writer won, e.g. the same vote) pass through
                # `map_db_errors`: callers retry or skip.
                session.rollback()
                raise

    @contextmanager
    def write_connection(self) -> Iterator[Connection]:
        """A Core connection in one write transaction, committed on success (serialized like
        `session`), for hot paths where the ORM session's bookkeeping costs more than the
        statements themselves (recording a search's votes)."""
        with map_db_errors(self.location), self._writer.begin() as conn:
            yield conn

    @contextmanager
    def reading(self) -> Iterator[Any]:
        """The DB-API connection of a read transaction (never waits for a writer): the search
        statements shared with the stdlib SQLite path (`lite.LiteStore`) run on it. A Core
        connection, as `write_connection`: an ORM session cost a search more than its reads."""
        with map_db_errors(self.location), self.engine.begin() as conn:
            yield conn.connection

    @contextmanager
    def writing(self) -> Iterator[Any]:
        """The DB-API connection of a write transaction (see `write_connection`)."""
        with self.write_connection() as conn:
            yield conn.connection

    @property
    def integrity_errors(self) -> tuple[type[BaseException], ...]:
        """What a lost race (a unique key another writer took first) raises, wrapped or raw."""
        return (IntegrityError, self.engine.dialect.loaded_dbapi.IntegrityError)

    @contextmanager
    def transaction(self, *, commit: bool = True) -> Iterator[Session]:
        """One transaction for a whole phase; `commit=False` rolls everything back (dry run)."""
        if commit:
            with self.session() as session:
                yield session
            return
        with Session(self._writer, expire_on_commit=False) as session:
            try:
                yield session
            finally:
                session.rollback()

    def lock_ingestion(self, session: Session) -> None:
        """Make concurrent ingestions of this workspace take turns until `session` ends.

        Two ingestions that meet the same new note would otherwise both insert its fragments
        (a unique-key error). SQLite writers already take turns (BEGIN IMMEDIATE); PostgreSQL
        gets a transaction-scoped advisory lock keyed by the workspace."""
        if self.backend == "postgresql":
            session.execute(
                text("SELECT pg_advisory_xact_lock(:space, :ws)"),
                {"space": _INGEST_LOCK_SPACE, "ws": self.workspace_id},
            )

    def close(self) -> None:
        self.engine.dispose()

    # -- fragments

    def fragments_by_keys(
        self, session: Session, keys: Sequence[str], *, for_update: bool = False
    ) -> dict[str, FragmentRow]:
        """Fragments by key; `for_update` locks the rows (PostgreSQL) so counters are not lost."""
        out: dict[str, FragmentRow] = {}
        keys = list(dict.fromkeys(keys))
        for i in range(0, len(keys), 500):
            stmt = select(FragmentRow).where(
                FragmentRow.workspace_id == self.workspace_id,
                col(FragmentRow.key).in_(keys[i : i + 500]),
            )
            if for_update and self.backend != "sqlite":
                stmt = stmt.order_by(col(FragmentRow.id)).with_for_update()
            for row in session.exec(stmt):
                out[row.key] = row
        return out

    def fragment_by_key_prefix(self, session: Session, prefix: str) -> list[FragmentRow]:
        return list(
            session.exec(
                select(FragmentRow)
                .where(
                    FragmentRow.workspace_id == self.workspace_id,
                    col(FragmentRow.key).startswith(prefix),
                )
                .limit(5)
            )
        )

    def count_fragments(self, session: Session) -> int:
        return int(
            session.exec(
                select(func.count())
                .select_from(FragmentRow)
                .where(FragmentRow.workspace_id == self.workspace_id)
            ).one()
        )

    def occurrences_for(
        self, session: Session, fragment_ids: Sequence[int]
    ) -> dict[int, list[OccurrenceRow]]:
        out: dict[int, list[OccurrenceRow]] = {}
        ids = list(dict.fromkeys(fragment_ids))
        for i in range(0, len(ids), 500):
            stmt = (
                select(OccurrenceRow)
                .where(col(OccurrenceRow.fragment_id).in_(ids[i : i + 500]))
                .order_by(
                    col(OccurrenceRow.day), col(OccurrenceRow.path), col(OccurrenceRow.start_line)
                )
            )
            for occ in session.exec(stmt):
                out.setdefault(occ.fragment_id, []).append(occ)
        return out

    def phase_signals_for(
        self, session: Session, fragment_ids: Sequence[int]
    ) -> dict[int, PhaseSignalRow]:
        out: dict[int, PhaseSignalRow] = {}
        ids = list(dict.fromkeys(fragment_ids))
        for i in range(0, len(ids), 500):
            stmt = select(PhaseSignalRow).where(
                col(PhaseSignalRow.fragment_id).in_(ids[i : i + 500])
            )
            for row in session.exec(stmt):
                out[row.fragment_id] = row
        return out

    def search_candidates(
        self, session: Session, terms: Sequence[Sequence[Sequence[str]]], limit: int
    ) -> Shortlist:
        """Fragments for a query, rows holding its rarer terms first, with the terms' document
        frequencies (see `search_index.search_candidates`)."""
        return search_candidates(
            session.connection().connection, self.backend, self.workspace_id, terms, limit
        )

    # -- runs

    def start_run(self, phase: str, now: datetime, dry_run: bool = False) -> int:
        with self.session() as s:
            row = DreamRunRow(
                workspace_id=self.workspace_id,
                phase=phase,
                started_at=to_db_time(now),
                dry_run=dry_run,
            )
            s.add(row)
            s.flush()
            assert row.id is not None
            return row.id

    def finish_run(
        self, run_id: int, now: datetime, counts: dict[str, Any], error: str = ""
    ) -> None:
        with self.session() as s:
            row = s.get(DreamRunRow, run_id)
            if row is None:
                return
            row.ended_at = to_db_time(now)
            row.counts = counts
            row.outcome = RunOutcome.ERROR if error else RunOutcome.OK
            row.error = error
            s.add(row)

    def recent_runs(self, limit: int = 10) -> list[DreamRunRow]:
        with self.session(read_only=True) as s:
            return list(
                s.exec(
                    select(DreamRunRow)
                    .where(DreamRunRow.workspace_id == self.workspace_id)
                    .order_by(col(DreamRunRow.id).desc())
                    .limit(limit)
                )
            )


def open_store(root: Path, url: str = "", now: datetime | None = None) -> Store:
    """Open (creating if needed) the store of a workspace: SQLite in the workspace, or `url`."""
    root = root.resolve()
    embedded = not url
    if not url:
        db_path = default_sqlite_path(root)
        try:
            db_path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            hint = ""
            if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
                hint = (
                    "; memtui keeps its index of the notes there, and this folder has none yet: "
                    "run `memtui ingest` once where the folder can be written, or pass --db URL"
                )
            raise StoreError(f"cannot create {db_path.parent}: {exc.strerror}{hint}") from None
        if db_path.exists() and not db_path.is_file():
            raise StoreError(f"{db_path} is not a regular file")
        url = f"sqlite:///{db_path}"
    url = normalize_url(url)
    engine = make_engine(url)
    ensure_schema(engine, url)
    with map_db_errors(describe_url(url)):
        ws_id = workspace_id_for(engine, root, now or datetime.now(UTC), embedded=embedded)
    return Store(engine, url, ws_id, root)
