"""The store: SQLModel tables and the repository functions that alone touch them.

SQLite file by default (`<workspace>/.memtui/memtui.db`, WAL), PostgreSQL given a URL. Several
workspaces can share one PostgreSQL database: every row hangs off a `WorkspaceRow`.
Times are stored and handed out as aware UTC datetimes.
"""

from __future__ import annotations

import math
import re
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from itertools import combinations
from pathlib import Path
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, Index, UniqueConstraint, event, func, text
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import DatabaseError, IntegrityError, OperationalError, ProgrammingError
from sqlalchemy.orm.attributes import flag_modified
from sqlmodel import Field, Session, SQLModel, col, create_engine, select

from memtui.engine.errors import StoreError

SCHEMA_VERSION = 2
DEFAULT_DB_RELPATH = Path(".memtui") / "memtui.db"
# Search candidates: a coverage level "at least k of n terms" is asked only when it has at most
# this many term subsets.
FTS_MAX_SUBSETS = 16
# A search candidate: (id, key, text, search_text), what the hit score needs, read with the match.
Candidate = tuple[int, str, str, str]
FTS_CANDIDATES_SQL = (
    "SELECT f.id, f.key, f.text, f.search_text FROM fragment_fts c CROSS JOIN fragment f ON f.id = c.rowid "
    "WHERE fragment_fts MATCH ? AND f.workspace_id = ? ORDER BY c.rowid DESC LIMIT ?"
)


_FTS_SEPARATORS = re.compile(r"[\s\x00-\x1f\x7f-\x9f]+")


def _fts_term(term: Sequence[Sequence[str]]) -> str:
    """An FTS5 expression for one query term: any alternative, each with all of its tokens.

    A token is split where the index splits (spaces, control characters) and its pieces are
    required together: detail=none has no phrases, and the hit score checks whole tokens.
    """

    def quote(token: str) -> str:
        pieces = [p for p in _FTS_SEPARATORS.split(token) if p] or [token]
        return " AND ".join('"' + p.replace('"', '""') + '"' for p in pieces)

    return "(" + " OR ".join("(" + " AND ".join(quote(t) for t in alt) + ")" for alt in term) + ")"


def _tsquery_term(term: Sequence[Sequence[str]]) -> str:
    """The same for PostgreSQL: a tsquery over the stored token vector (GIN-indexed)."""

    def quote(token: str) -> str:
        return "'" + token.replace("\\", "\\\\").replace("'", "''") + "'"

    return "(" + " | ".join("(" + " & ".join(quote(t) for t in alt) + ")" for alt in term) + ")"


def to_db_time(value: datetime | None) -> datetime | None:
    """Any datetime → aware UTC for storage (naive values are taken as UTC)."""
    if value is None:
        return None
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def from_db_time(value: datetime | None) -> datetime | None:
    """A stored time → aware UTC (SQLite hands back naive UTC)."""
    if value is None:
        return None
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


# ------------------------------------------------------------------ tables


def _no_items() -> list[str]:
    return []


def _no_fields() -> dict[str, Any]:
    # Plain functions, not the builtins: pydantic inspects a default factory's signature on
    # every construction, and for builtins that means parsing a text signature (ingesting a
    # year of notes spent 4 s there).
    return {}


class MetaRow(SQLModel, table=True):
    __tablename__ = "meta"
    key: str = Field(primary_key=True, max_length=64)
    value: str = Field(default="")


class WorkspaceRow(SQLModel, table=True):
    __tablename__ = "workspace"
    id: int | None = Field(default=None, primary_key=True)
    root: str = Field(unique=True, max_length=1024)
    created_at: datetime


class FragmentRow(SQLModel, table=True):
    """One short-term fragment (algorithm.md §1): identity is the claim hash of its text."""

    __tablename__ = "fragment"
    __table_args__ = (
        UniqueConstraint("workspace_id", "key", name="uq_fragment_key"),
        Index("ix_fragment_ws_last_recalled", "workspace_id", "last_recalled_at"),
        Index("ix_fragment_ws_last_seen", "workspace_id", "last_seen_at"),
        # Light's lookback: fragments ingested, recalled or seen in a note of the last days.
        Index("ix_fragment_ws_ingested_day", "workspace_id", "last_ingested_day"),
    )
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    key: str = Field(max_length=64)
    text: str
    kind: str = Field(max_length=16)  # daily | session
    recall_count: int = 0
    daily_count: int = 0
    total_score: float = 0.0
    max_score: float = 0.0
    first_seen_at: datetime
    last_seen_at: datetime
    last_ingested_day: str = Field(default="", max_length=10)
    last_recalled_at: datetime | None = None
    # Capped, most-recent-last lists kept with the row so ranking needs no join (§1 caps 32/16).
    query_hashes: list[str] = Field(
        default_factory=_no_items, sa_column=Column(JSON, nullable=False)
    )
    recall_days: list[str] = Field(
        default_factory=_no_items, sa_column=Column(JSON, nullable=False)
    )
    concept_tags: list[str] = Field(
        default_factory=_no_items, sa_column=Column(JSON, nullable=False)
    )
    search_text: str = ""
    # Derived from the lists above on every write (see `_derive`), so ranking reads only scalars.
    unique_query_count: int = 0
    recall_day_count: int = 0
    consolidation: float = 0.0
    tag_count: int = 0
    promoted_at: datetime | None = None
    rejected_at: datetime | None = None
    promotable: bool = True


def derived_columns(
    query_hashes: list[str], recall_days: list[str], concept_tags: list[str]
) -> dict[str, Any]:
    """The scalar columns kept in step with a fragment's lists (algorithm.md §6 inputs)."""
    from memtui.engine.scoring import consolidation

    return {
        "unique_query_count": len(query_hashes or ()),
        "recall_day_count": len(recall_days or ()),
        "consolidation": consolidation(recall_days or ()),
        "tag_count": len(concept_tags or ()),
    }


@event.listens_for(FragmentRow, "before_insert")
@event.listens_for(FragmentRow, "before_update")
def _derive(_mapper: Any, _conn: Any, row: FragmentRow) -> None:
    for name, value in derived_columns(row.query_hashes, row.recall_days, row.concept_tags).items():
        setattr(row, name, value)


class OccurrenceRow(SQLModel, table=True):
    """Where a fragment's text stands in a source file."""

    __tablename__ = "occurrence"
    __table_args__ = (
        UniqueConstraint("fragment_id", "path", "start_line", "end_line", name="uq_occurrence"),
        Index("ix_occurrence_ws_day", "workspace_id", "day"),
    )
    id: int | None = Field(default=None, primary_key=True)
    fragment_id: int = Field(foreign_key="fragment.id", index=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    path: str = Field(max_length=1024)
    start_line: int
    end_line: int
    day: str = Field(max_length=10)
    seen_at: datetime


class VoteRow(SQLModel, table=True):
    """A read that counted (§7). One vote per fragment, query and day."""

    __tablename__ = "vote"
    __table_args__ = (
        UniqueConstraint("fragment_id", "query_hash", "day", name="uq_vote_per_day"),
        Index("ix_vote_ws_day", "workspace_id", "day"),
    )
    id: int | None = Field(default=None, primary_key=True)
    fragment_id: int = Field(foreign_key="fragment.id", index=True)
    # The fragment's workspace, kept for per-workspace queries. No foreign key of its own: the
    # fragment's already vouches for it, and on PostgreSQL each key check is a query (two per
    # vote row were most of recording a search's votes).
    workspace_id: int
    query_hash: str = Field(max_length=16)
    query: str = ""
    day: str = Field(max_length=10)
    score: float
    at: datetime
    via: str = Field(default="search", max_length=16)  # search | get | import


class PhaseSignalRow(SQLModel, table=True):
    """Light/REM history per fragment (the article's phase-signal store)."""

    __tablename__ = "phase_signal"
    fragment_id: int = Field(foreign_key="fragment.id", primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    light_hits: int = 0
    last_light_at: datetime | None = None
    rem_hits: int = 0
    last_rem_at: datetime | None = None
    last_rem_considered_at: datetime | None = None


class SourceFileRow(SQLModel, table=True):
    """Fingerprint of an ingested source file: unchanged files are skipped."""

    __tablename__ = "source_file"
    __table_args__ = (UniqueConstraint("workspace_id", "path", name="uq_source_file"),)
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    path: str = Field(max_length=1024)
    size: int = Field(sa_column=Column(BigInteger, nullable=False))
    mtime_ns: int = Field(sa_column=Column(BigInteger, nullable=False))
    content_hash: str = Field(max_length=64)
    ingested_at: datetime
    ingested_day: str = Field(default="", max_length=10)
    fragments: int = 0
    cursor: int = 0  # session messages already taken when a capped run stopped inside the file
    error: str = ""


class PromotionRow(SQLModel, table=True):
    """A deep-phase winner: pending review, applied to MEMORY.md, rejected or undone."""

    __tablename__ = "promotion"
    __table_args__ = (Index("ix_promotion_ws_status", "workspace_id", "status"),)
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id")
    fragment_id: int = Field(foreign_key="fragment.id", index=True)
    key: str = Field(max_length=64)
    text: str
    status: str = Field(default="pending", max_length=16)  # pending | applied | rejected | undone
    score: float = 0.0
    raw_score: float = 0.0
    recall_count: int = 0
    avg: float = 0.0
    components: dict[str, float] = Field(
        default_factory=_no_fields, sa_column=Column(JSON, nullable=False)
    )
    boost: float = 0.0
    path: str = ""
    start_line: int = 0
    end_line: int = 0
    created_at: datetime
    decided_at: datetime | None = None
    run_id: int | None = None
    memory_day: str = Field(default="", max_length=10)


class MemoryVersionRow(SQLModel, table=True):
    """MEMORY.md as it was before a write by memtui: every write can be undone."""

    __tablename__ = "memory_version"
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    created_at: datetime
    reason: str = Field(default="", max_length=200)
    content: str
    existed: bool = True


class DiaryEntryRow(SQLModel, table=True):
    """One Dream Diary entry, one per phase run that had something to write about."""

    __tablename__ = "diary_entry"
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    run_id: int | None = None
    phase: str = Field(max_length=16)
    at: datetime
    text: str
    placeholder: bool = False
    sample: bool = False
    flagged: str = Field(default="", max_length=200)


class DreamRunRow(SQLModel, table=True):
    """One phase run: when, what it counted, how it ended."""

    __tablename__ = "dream_run"
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    phase: str = Field(max_length=16)  # ingest | light | rem | deep
    started_at: datetime
    ended_at: datetime | None = None
    dry_run: bool = False
    outcome: str = Field(default="running", max_length=16)  # running | ok | error
    counts: dict[str, Any] = Field(
        default_factory=_no_fields, sa_column=Column(JSON, nullable=False)
    )
    error: str = ""


# ------------------------------------------------------------------ engine factory


def default_sqlite_path(workspace: Path) -> Path:
    return workspace / DEFAULT_DB_RELPATH


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
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=30000")
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


# The index holds memtui's own tokens, whole: they are split only at spaces and control
# characters (search texts are space-separated tokens; unicode61 would also split at '_', '+'
# or '-'). Searches ask only whether tokens are present, never for phrases or a bm25 rank, so
# positions (detail=none) and per-row token counts (columnsize=0) are dead weight: without
# positions a search's FTS time fell 29 %, and the counts cost a table write per fragment.
_SQLITE_FTS_OPTIONS = (
    "tokenize=\"unicode61 remove_diacritics 0 categories 'L* N* Co Cn Cf Cs M* P* S*'\", "
    "detail=none, columnsize=0"
)
_SQLITE_FTS = [
    "CREATE VIRTUAL TABLE IF NOT EXISTS fragment_fts USING fts5("
    f"search_text, content='fragment', content_rowid='id', {_SQLITE_FTS_OPTIONS})",
    "CREATE TRIGGER IF NOT EXISTS fragment_ai AFTER INSERT ON fragment BEGIN "
    "INSERT INTO fragment_fts(rowid, search_text) VALUES (new.id, new.search_text); END",
    "CREATE TRIGGER IF NOT EXISTS fragment_ad AFTER DELETE ON fragment BEGIN "
    "INSERT INTO fragment_fts(fragment_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END",
    "CREATE TRIGGER IF NOT EXISTS fragment_au AFTER UPDATE OF search_text ON fragment BEGIN "
    "INSERT INTO fragment_fts(fragment_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); "
    "INSERT INTO fragment_fts(rowid, search_text) VALUES (new.id, new.search_text); END",
]
# PostgreSQL searches a stored token vector (GIN-indexed), the search text's tokens as lexemes
# exactly (no parser, no stemming: memtui made them). It replaced a token array: a level as
# array containments cost 3-5 µs a row to check and a millisecond to plan, one tsquery costs
# neither; the array before it was computed per row (a search took 55 ms at 100 000).
_PG_VECTOR_COLUMN = (
    "ALTER TABLE fragment ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS "
    "(array_to_tsvector(array_remove(string_to_array(search_text, ' ', ''), NULL))) STORED"
)
# A small pending list (256 kB, not GIN's 4 MB): new entries wait there until it fills, and
# every search scans it linearly (50-60 ms a search after a 100 000-row load with the default,
# 10 ms merged); autovacuum, which would merge it, rarely runs on a store that grows a few
# notes a day. Not fastupdate=off: every vote rewrites its fragments' rows (last_recalled_at is
# indexed, so never in place), and re-inserting ~50 tokens each into the index made a vote 5x
# slower.
_PG_GIN_OPTIONS = "fastupdate = on, gin_pending_list_limit = 256"
_PG_GIN_RELOPTIONS = {"fastupdate=on", "gin_pending_list_limit=256"}
_PG_SEARCH_VECTOR_INDEX = (
    "CREATE INDEX IF NOT EXISTS ix_fragment_search_vector ON fragment USING gin (search_vector) "
    f"WITH ({_PG_GIN_OPTIONS})"
)
_PG_SEARCH_INDEX = [
    "DROP INDEX IF EXISTS ix_fragment_search_tokens",
    "DROP INDEX IF EXISTS ix_fragment_search_tokens_col",
    "ALTER TABLE fragment DROP COLUMN IF EXISTS search_tokens",
    _PG_SEARCH_VECTOR_INDEX,
]
_PG_SEARCH_PENDING_LIST = [
    f"ALTER INDEX ix_fragment_search_vector SET ({_PG_GIN_OPTIONS})",
    "SELECT gin_clean_pending_list('ix_fragment_search_vector'::regclass)",
]
# A search level reads one workspace's matches newest first; in a database shared by several
# workspaces, walking the primary key meant filtering every other workspace's rows.
_PG_WORKSPACE_ID_INDEX = (
    "CREATE INDEX IF NOT EXISTS ix_fragment_ws_id ON fragment (workspace_id, id)"
)


def _db_message(exc: BaseException) -> str:
    """The first line of the driver's message behind a SQLAlchemy or sqlite3 error."""
    return str(getattr(exc, "orig", exc)).splitlines()[0]


def _describe(url: str) -> str:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return f"SQLite {parsed.database}"
    return f"PostgreSQL {parsed.render_as_string(hide_password=True)}"


_V2_COLUMNS = {
    "unique_query_count": "INTEGER NOT NULL DEFAULT 0",
    "recall_day_count": "INTEGER NOT NULL DEFAULT 0",
    "consolidation": "FLOAT NOT NULL DEFAULT 0",
    "tag_count": "INTEGER NOT NULL DEFAULT 0",
}


def _migrate(engine: Engine) -> None:
    """Bring an older store up to SCHEMA_VERSION in place (1 → 2: derived ranking columns)."""
    from sqlalchemy import inspect

    existing = {c["name"] for c in inspect(engine).get_columns("fragment")}
    with engine.begin() as conn:
        for name, ddl in _V2_COLUMNS.items():
            if name not in existing:
                conn.execute(text(f"ALTER TABLE fragment ADD COLUMN {name} {ddl}"))
    with Session(engine.execution_options(memtui_write=True)) as session:
        for frag in session.exec(select(FragmentRow)):
            _derive(None, None, frag)
            flag_modified(frag, "recall_days")
            session.add(frag)
        version_row = session.get(MetaRow, "schema_version")
        assert version_row is not None
        version_row.value = str(SCHEMA_VERSION)
        session.add(version_row)
        session.commit()


def _old_sqlite_fts(conn: Connection) -> bool:
    row = conn.execute(
        text("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'fragment_fts'")
    ).first()
    return row is not None and _SQLITE_FTS_OPTIONS not in (row[0] or "")


def _upgrade_sqlite_fts(engine: Engine) -> None:
    """Rebuild a full-text index made otherwise (before whole tokens and detail=none) under the
    write lock, checked again once it is held, so two processes opening the store don't both."""
    with engine.connect() as conn:
        if not _old_sqlite_fts(conn):
            return
    with engine.execution_options(memtui_write=True).begin() as conn:
        if _old_sqlite_fts(conn):
            conn.execute(text("DROP TABLE fragment_fts"))
            conn.execute(text(_SQLITE_FTS[0]))
            conn.execute(text("INSERT INTO fragment_fts(fragment_fts) VALUES ('rebuild')"))


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


def _pg_has(conn: Connection, catalog_query: str) -> bool:
    """Whether a catalog query (on the current schema) finds a row."""
    return conn.execute(text(catalog_query)).first() is not None


def _upgrade_postgres(conn: Connection) -> None:
    """Bring an older PostgreSQL store's search layout and keys to this version. Each step runs
    only when needed: even with IF NOT EXISTS, ALTER TABLE locks the table."""
    if not _pg_has(
        conn,
        "SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = 'fragment' AND column_name = 'search_vector'",
    ):
        conn.execute(text(_PG_VECTOR_COLUMN))
        for stmt in _PG_SEARCH_INDEX:
            conn.execute(text(stmt))
    index = conn.execute(
        text(
            "SELECT c.reloptions FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = current_schema() AND c.relname = 'ix_fragment_search_vector'"
        )
    ).first()
    if index is None:
        # Without it every search reads the whole table (a dropped or failed index).
        conn.execute(text(_PG_SEARCH_VECTOR_INDEX))
    elif not _PG_GIN_RELOPTIONS.issubset(index[0] or []):
        try:
            with conn.begin_nested():
                for stmt in _PG_SEARCH_PENDING_LIST:
                    conn.execute(text(stmt))
        except ProgrammingError:
            pass  # not the index's owner: searches stay correct, only slower
    if not _pg_has(
        conn,
        "SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() "
        "AND indexname = 'ix_fragment_ws_id'",
    ):
        conn.execute(text(_PG_WORKSPACE_ID_INDEX))
    if _pg_has(
        conn,
        "SELECT 1 FROM pg_constraint WHERE conname = 'vote_workspace_id_fkey' "
        "AND conrelid = to_regclass('vote')",
    ):
        conn.execute(text("ALTER TABLE vote DROP CONSTRAINT vote_workspace_id_fkey"))


def ensure_schema(engine: Engine, url: str) -> None:
    """Create tables (idempotent) and check the schema version; a damaged file gets a clear error."""
    try:
        SQLModel.metadata.create_all(engine)
        _add_missing_indexes(engine)
        if engine.dialect.name == "sqlite":
            _upgrade_sqlite_fts(engine)
        with engine.begin() as conn:
            if engine.dialect.name == "sqlite":
                for stmt in _SQLITE_FTS:
                    conn.execute(text(stmt))
            else:
                _upgrade_postgres(conn)
        with Session(engine) as session:
            row = session.get(MetaRow, "schema_version")
            version = int(row.value or 0) if row is not None else None
            if row is None:
                session.add(MetaRow(key="schema_version", value=str(SCHEMA_VERSION)))
                try:
                    session.commit()
                except IntegrityError:
                    session.rollback()
        if version is not None and version > SCHEMA_VERSION:
            raise StoreError(
                f"{_describe(url)} has schema version {version}, newer than this memtui "
                f"({SCHEMA_VERSION}); upgrade memtui"
            )
        if version is not None and version < SCHEMA_VERSION:
            _migrate(engine)
    except (DatabaseError, sqlite3.DatabaseError) as exc:
        msg = _db_message(exc)
        if engine.dialect.name == "sqlite":
            raise StoreError(
                f"{_describe(url)} is not a usable SQLite database ({msg}); move it aside "
                "(nothing in your notes is lost, `memtui ingest` rebuilds it) or run `memtui doctor`"
            ) from None
        if isinstance(exc, OperationalError):
            raise StoreError(f"cannot reach {_describe(url)}: {msg}") from None
        raise StoreError(f"{_describe(url)}: {msg}") from None


class Store:
    """Repository over one workspace's rows. Build it with `open_store`."""

    def __init__(self, engine: Engine, url: str, workspace_id: int, root: Path) -> None:
        self.engine = engine
        self.url = url
        self.workspace_id = workspace_id
        self.root = root
        self._writer = engine.execution_options(memtui_write=True)

    @property
    def backend(self) -> str:
        return self.engine.dialect.name

    @property
    def location(self) -> str:
        return _describe(self.url)

    @contextmanager
    def session(self, *, read_only: bool = False) -> Iterator[Session]:
        """A session whose transaction commits on success and rolls back on error.

        Writers are serialized (SQLite: BEGIN IMMEDIATE); pass `read_only=True` for reads that
        must not wait for a running dream phase.
        """
        bind = self.engine if read_only else self._writer
        with Session(bind, expire_on_commit=False) as session:
            try:
                yield session
                session.commit()
            except IntegrityError:
                # A race another writer won (e.g. the same vote): callers retry or skip.
                session.rollback()
                raise
            except (DatabaseError, sqlite3.DatabaseError) as exc:
                session.rollback()
                msg = _db_message(exc)
                raise StoreError(f"{self.location}: {msg}") from None
            except BaseException:
                session.rollback()
                raise

    @contextmanager
    def write_connection(self) -> Iterator[Connection]:
        """A Core connection in one write transaction, committed on success (serialized like
        `session`), for hot paths where the ORM session's bookkeeping costs more than the
        statements themselves (recording a search's votes)."""
        try:
            with self._writer.begin() as conn:
                yield conn
        except IntegrityError:
            raise
        except (DatabaseError, sqlite3.DatabaseError) as exc:
            msg = _db_message(exc)
            raise StoreError(f"{self.location}: {msg}") from None

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

    def fragment_by_key(self, session: Session, key: str) -> FragmentRow | None:
        return session.exec(
            select(FragmentRow).where(
                FragmentRow.workspace_id == self.workspace_id, FragmentRow.key == key
            )
        ).first()

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
    ) -> list[Candidate]:
        """Fragments for a query as (id, key, text, search_text), best first, by coverage level:
        rows holding all n terms, then at least n-1, and so on down to one (a level "k of n" is
        skipped when it has more than `FTS_MAX_SUBSETS` term subsets). The texts come with the
        match: reading them in a second query cost a round trip and a second visit to each row.

        `terms` is a list of terms; a term is a list of alternatives (synonyms); an alternative
        is the list of tokens that must all be present. SQLite asks FTS5, PostgreSQL a GIN index
        over the token array.
        """
        groups = [[list(dict.fromkeys(t for t in alt if t)) for alt in term] for term in terms]
        groups = [[alt for alt in term if alt] for term in groups]
        groups = [term for term in groups if term]
        if not groups:
            return []
        sqlite = self.backend == "sqlite"
        terms = [_fts_term(term) if sqlite else _tsquery_term(term) for term in groups]
        any_of, all_of = (" OR ", " AND ") if sqlite else (" | ", " & ")
        found: list[Candidate] = []
        seen: set[int] = set()
        for level in range(len(terms), 0, -1):
            if len(found) >= limit:
                break
            if level > 1 and math.comb(len(terms), level) > FTS_MAX_SUBSETS:
                continue
            expr = any_of.join(
                "(" + all_of.join(subset) + ")" for subset in combinations(terms, level)
            )
            room = limit - len(found)
            fresh = (
                self._sqlite_level(session, expr, seen, room)
                if sqlite
                else self._pg_level(session, expr, seen, room)
            )
            found += fresh
            seen.update(c[0] for c in fresh)
        return found

    def _sqlite_level(
        self, session: Session, match: str, seen: set[int], room: int
    ) -> list[Candidate]:
        """Up to `room` new rows of one coverage level, newest first.

        Rows of higher levels match this one too, so up to `room + len(seen)` are read. Ranking a
        level with bm25 instead cost 38 ms when 20 000 rows matched, and the hit score re-ranks
        the candidates anyway.

        CROSS JOIN keeps the FTS table the outer loop: left to itself, SQLite walked the
        workspace's fragments in id order and probed the index for each (2-7 s at 100 000).
        """
        # The DB-API cursor: SQLAlchemy's row processing cost more than the query itself.
        cursor = session.connection().connection.cursor()
        try:
            cursor.execute(FTS_CANDIDATES_SQL, (match, self.workspace_id, room + len(seen)))
            newest = cursor.fetchall()
        finally:
            cursor.close()
        return [c for c in newest if c[0] not in seen][:room]

    def _pg_level(self, session: Session, query: str, seen: set[int], room: int) -> list[Candidate]:
        """Up to `room` new rows of one coverage level, newest first: one tsquery, so the GIN
        index evaluates the whole level in one scan and a row is checked with one operator (the
        level as token-array containments cost 3-5 µs a row and a millisecond to plan)."""
        cursor = session.connection().connection.cursor()
        try:
            cursor.execute(
                "SELECT id, key, text, search_text FROM fragment WHERE workspace_id = %(ws)s "
                "AND search_vector @@ CAST(%(q)s AS tsquery) "
                "AND NOT (id = ANY(CAST(%(seen)s AS bigint[]))) ORDER BY id DESC LIMIT %(room)s",
                {"ws": self.workspace_id, "q": query, "seen": sorted(seen), "room": room},
            )
            return cursor.fetchall()
        finally:
            cursor.close()

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
            row.outcome = "error" if error else "ok"
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


def _workspace_id(engine: Engine, root: Path, now: datetime, *, embedded: bool = False) -> int:
    """The workspace's row; `embedded` (the SQLite file inside the workspace) follows a moved folder."""
    key = str(root)
    for _ in range(3):
        with Session(engine) as session:
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


def open_store(root: Path, url: str = "", now: datetime | None = None) -> Store:
    """Open (creating if needed) the store of a workspace: SQLite in the workspace, or `url`."""
    root = root.resolve()
    embedded = not url
    if not url:
        db_path = default_sqlite_path(root)
        try:
            db_path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create {db_path.parent}: {exc.strerror}") from None
        if db_path.exists() and not db_path.is_file():
            raise StoreError(f"{db_path} is not a regular file")
        url = f"sqlite:///{db_path}"
    url = normalize_url(url)
    engine = make_engine(url)
    ensure_schema(engine, url)
    try:
        ws_id = _workspace_id(engine, root, now or datetime.now(UTC), embedded=embedded)
    except (DatabaseError, sqlite3.DatabaseError) as exc:
        raise StoreError(f"{_describe(url)}: {_db_message(exc)}") from None
    return Store(engine, url, ws_id, root)
