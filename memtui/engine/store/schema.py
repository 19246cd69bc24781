"""Opening a database: engine factory, schema creation and migrations, the workspace row, and
the one translation of database errors into `StoreError`."""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import event, text
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import DatabaseError, IntegrityError, OperationalError
from sqlalchemy.orm.attributes import flag_modified
from sqlmodel import Session, SQLModel, create_engine, select

from memtui.engine.errors import StoreError
from memtui.engine.store.dbapi import SCHEMA_VERSION, SQLITE_PRAGMAS, db_message, store_failure
from memtui.engine.store.search_index import SQLITE_FTS, upgrade_postgres, upgrade_sqlite_fts
from memtui.engine.store.tables import FragmentRow, MetaRow, WorkspaceRow, refresh_derived


def normalize_url(url: str) -> str:
    """Accept plain `postgresql://` URLs and use the psycopg 3 driver for them."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://") :]
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://") :]
    return url


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    # SQLAlchemy, not the driver, starts transactions (see `_sqlite_begin`).
    dbapi_conn.isolation_level = None
    cur = dbapi_conn.cursor()
    for pragma in SQLITE_PRAGMAS:
        cur.execute(pragma)
    cur.close()


def _sqlite_begin(conn: Any) -> None:
    """Writers take the write lock up front (BEGIN IMMEDIATE) and wait for each other (busy
    timeout); a deferred transaction that read first could not upgrade after a concurrent commit
    in WAL mode and would fail instead of waiting. Readers begin deferred and never block."""
    writer = conn.get_execution_options().get("memtui_write", False)
    conn.exec_driver_sql("BEGIN IMMEDIATE" if writer else "BEGIN")


def make_engine(url: str) -> Engine:
    """Build a SQLAlchemy engine for a store URL (never at import time)."""
    url = normalize_url(url)
    try:
        parsed = make_url(url)
    except Exception as exc:
        raise StoreError(f"not a database URL: {url!r} ({exc})") from None
    if parsed.get_backend_name() == "sqlite":
        # A small pool: opening a connection and setting its pragmas costs more than a vote.
        engine = create_engine(
            url,
            pool_size=5,
            max_overflow=10,
            connect_args={"timeout": 30, "check_same_thread": False},
        )
        event.listen(engine, "connect", _sqlite_pragmas)
        event.listen(engine, "begin", _sqlite_begin)
        return engine
    if parsed.get_backend_name() == "postgresql":
        return create_engine(url, pool_pre_ping=True, pool_size=5, max_overflow=5)
    raise StoreError(
        f"unsupported database {parsed.get_backend_name()!r}: use SQLite or PostgreSQL"
    )


_db_message = db_message


@contextmanager
def map_db_errors(where: str) -> Iterator[None]:
    """Database errors as one-line `StoreError`s naming `where`; integrity errors (a race
    another writer won) pass through for the caller to retry or skip."""
    try:
        yield
    except (IntegrityError, sqlite3.IntegrityError):
        raise
    except (DatabaseError, sqlite3.DatabaseError) as exc:
        raise StoreError(store_failure(where, exc)) from None


def describe_url(url: str) -> str:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return f"SQLite {parsed.database}"
    return f"PostgreSQL {parsed.render_as_string(hide_password=True)}"


_V2_COLUMNS = {
    "unique_query_count": "INTEGER NOT NULL DEFAULT 0",
    "recall_day_count": "INTEGER NOT NULL DEFAULT 0",
    "consolidation": "FLOAT NOT NULL DEFAULT 0",
    "tag_count": "INTEGER NOT NULL DEFAULT 0",
    # v3 (algorithm.md §6.5): durability reason, claim grouping
    "durability": "VARCHAR(16) NOT NULL DEFAULT ''",
    "claim_id": "INTEGER",
    "claim_terms": "TEXT NOT NULL DEFAULT ''",
    # v4 (algorithm.md §6.5): statements; ingestion re-judges fragments of older rules
    "judged": "INTEGER NOT NULL DEFAULT 0",
}


def _add_missing_columns(engine: Engine) -> None:
    """Columns the fragment table gained after a store was made (before their indexes)."""
    from sqlalchemy import inspect

    inspector = inspect(engine)
    if not inspector.has_table("fragment"):
        return
    existing = {c["name"] for c in inspector.get_columns("fragment")}
    have_action = {c["name"] for c in inspector.get_columns("promotion")}
    with engine.begin() as conn:
        for name, ddl in _V2_COLUMNS.items():
            if name not in existing:
                conn.execute(text(f"ALTER TABLE fragment ADD COLUMN {name} {ddl}"))
        if "action" not in have_action:
            conn.execute(
                text("ALTER TABLE promotion ADD COLUMN action VARCHAR(16) NOT NULL DEFAULT 'add'")
            )


def _migrate(engine: Engine) -> None:
    """Bring an older store up to SCHEMA_VERSION in place (1 → 2: derived ranking columns;
    2 → 4: durability, claim terms and statements, left to the next ingestion, which judges
    every fragment whose `judged` version is older than its rules and groups claims)."""
    _add_missing_columns(engine)
    with Session(engine.execution_options(memtui_write=True)) as session:
        for frag in session.exec(select(FragmentRow)):
            refresh_derived(None, None, frag)
            flag_modified(frag, "recall_days")
            session.add(frag)
        version_row = session.get(MetaRow, "schema_version")
        assert version_row is not None
        version_row.value = str(SCHEMA_VERSION)
        session.add(version_row)
        session.commit()


def _add_missing_indexes(engine: Engine) -> None:
    """Indexes the models gained after a store was made: create_all skips existing tables."""
    from sqlalchemy import inspect

    with engine.begin() as conn:
        inspector = inspect(conn)
        for table in SQLModel.metadata.sorted_tables:
            have = {ix["name"] for ix in inspector.get_indexes(table.name)}
            for index in sorted(table.indexes, key=lambda ix: str(ix.name)):
                if index.name not in have:
                    index.create(conn)


def _sqlite_schema_complete(engine: Engine) -> bool:
    """Whether every table, index, full-text table and trigger of this version exists (one read)."""
    with engine.connect() as conn:
        names = set(conn.execute(text("SELECT name FROM sqlite_master")).scalars())
    wanted = {t.name for t in SQLModel.metadata.sorted_tables}
    wanted |= {str(ix.name) for t in SQLModel.metadata.sorted_tables for ix in t.indexes}
    wanted |= {"fragment_fts", "fragment_ai", "fragment_ad", "fragment_au"}
    return wanted <= names


def _create_schema(engine: Engine) -> None:
    """Tables, indexes and the search index, created where missing. On SQLite the writer's
    BEGIN IMMEDIATE serializes two processes creating a store at once: a deferred transaction
    that read the catalogue first cannot upgrade to a write after the other one commits."""
    writer = engine.execution_options(memtui_write=True)
    if engine.dialect.name == "sqlite" and _sqlite_schema_complete(engine):
        upgrade_sqlite_fts(engine)
        return
    SQLModel.metadata.create_all(writer)
    _add_missing_columns(writer)
    _add_missing_indexes(writer)
    if engine.dialect.name == "sqlite":
        upgrade_sqlite_fts(engine)
    with writer.begin() as conn:
        if engine.dialect.name == "sqlite":
            for stmt in SQLITE_FTS:
                conn.execute(text(stmt))
        else:
            upgrade_postgres(conn)


def _schema_version(engine: Engine) -> int | None:
    """The stored schema version (recorded as current on a new store), None when it was new."""
    with Session(engine) as session:
        row = session.get(MetaRow, "schema_version")
        if row is not None:
            return int(row.value or 0)
    with Session(engine.execution_options(memtui_write=True)) as session:
        row = session.get(MetaRow, "schema_version")
        if row is not None:
            return int(row.value or 0)
        session.add(MetaRow(key="schema_version", value=str(SCHEMA_VERSION)))
        try:
            session.commit()
        except IntegrityError:
            session.rollback()
    return None


def ensure_schema(engine: Engine, url: str) -> None:
    """Create tables (idempotent) and check the schema version; a damaged file gets a clear error."""
    try:
        _create_schema(engine)
        version = _schema_version(engine)
        if version is not None and version > SCHEMA_VERSION:
            raise StoreError(
                f"{describe_url(url)} has schema version {version}, newer than this memtui "
                f"({SCHEMA_VERSION}); upgrade memtui"
            )
        if version is not None and version < SCHEMA_VERSION:
            _migrate(engine)
    except (DatabaseError, sqlite3.DatabaseError) as exc:
        msg = _db_message(exc)
        if engine.dialect.name == "sqlite":
            _raise_unless_corrupt(exc, url)
            raise StoreError(
                f"{describe_url(url)} is not a usable SQLite database ({msg}); move it aside "
                "(nothing in your notes is lost, `memtui ingest` rebuilds it) or run `memtui doctor`"
            ) from None
        if isinstance(exc, OperationalError):
            raise StoreError(f"cannot reach {describe_url(url)}: {msg}") from None
        raise StoreError(f"{describe_url(url)}: {msg}") from None


# SQLite's verdicts on a file that is healthy but cannot be used right now.
_IN_USE = frozenset({"SQLITE_BUSY", "SQLITE_LOCKED"})
_NOT_WRITABLE = frozenset({"SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_PERM", "SQLITE_AUTH"})


def _raise_unless_corrupt(exc: BaseException, url: str) -> None:
    """A clear StoreError for a store that is in use or in a folder memtui cannot write (never
    the advice to move a healthy store aside); returns only for damaged files."""
    orig = getattr(exc, "orig", exc)
    name = getattr(orig, "sqlite_errorname", "") or ""
    where = describe_url(url)
    if name in _IN_USE:
        raise StoreError(
            f"{where} is in use by another process ({_db_message(exc)}); try again when it finishes"
        ) from None
    if name in _NOT_WRITABLE or name.startswith(
        ("SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_IOERR", "SQLITE_FULL")
    ):
        folder = Path(make_url(url).database or ".").parent
        raise StoreError(
            f"{where} cannot be opened for writing ({_db_message(exc)}): {why_unwritable(folder)}"
        ) from None


# Less free space than this in the store's folder: SQLite cannot write its journal or WAL.
_FULL_DISK_BYTES = 1 << 20


def why_unwritable(folder: Path) -> str:
    """What is true about a folder memtui failed to write in: read-only, a full disk, or
    neither (then what it needs)."""
    if not folder.is_dir():
        return f"the folder {folder} does not exist and cannot be created"
    if not os.access(folder, os.W_OK):
        return (
            f"{folder} is read-only; `memtui search --no-vote` and `memtui get --no-vote` "
            "still read it"
        )
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        free = _FULL_DISK_BYTES
    if free < _FULL_DISK_BYTES:
        return f"the disk holding {folder} is full ({free:,} bytes free); free some space"
    return f"memtui needs to write in {folder}"


def workspace_id_for(engine: Engine, root: Path, now: datetime, *, embedded: bool = False) -> int:
    """The workspace's row; `embedded` (the SQLite file inside the workspace) follows a moved folder."""
    key = str(root)
    with Session(engine) as session:
        found = session.exec(select(WorkspaceRow.id).where(WorkspaceRow.root == key)).first()
    if found is not None:
        return found
    # Registering writes: take the write lock first (see `_create_schema`) and look again.
    writer = engine.execution_options(memtui_write=True)
    for _ in range(3):
        with Session(writer) as session:
            row = session.exec(select(WorkspaceRow).where(WorkspaceRow.root == key)).first()
            if row is not None:
                assert row.id is not None
                return row.id
            if embedded:
                rows = session.exec(select(WorkspaceRow).limit(2)).all()
                if len(rows) == 1 and rows[0].id is not None:
                    rows[0].root = key
                    session.add(rows[0])
                    session.commit()
                    return rows[0].id
            row = WorkspaceRow(root=key, created_at=now.astimezone(UTC))
            session.add(row)
            try:
                session.commit()
            except IntegrityError:  # another process registered it first
                session.rollback()
                continue
            assert row.id is not None
            return row.id
    raise StoreError(f"could not register workspace {key} in the store")
