"""What the store's statements need on a plain DB-API connection, without SQLAlchemy.

The search-and-vote statements (`shortlist`, `views`, `voting`) are SQL text run on a DB-API
connection: the SQLAlchemy store hands its pooled connection's, and a `memtui search` from a
shell on the SQLite file runs the very same text on the stdlib `sqlite3` module (`lite`), so it
needs neither SQLAlchemy nor SQLModel (architecture.md §6). The values are stored as SQLAlchemy
stores them: SQLite keeps times as `YYYY-MM-DD HH:MM:SS.ffffff` text in UTC and JSON lists as
`json.dumps` text; PostgreSQL's driver converts both itself.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, overload

SCHEMA_VERSION = 4
DEFAULT_DB_RELPATH = Path(".memtui") / "memtui.db"
# Every SQLite connection's settings (WAL, busy timeout); transactions are begun explicitly.
SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA synchronous=NORMAL",
    "PRAGMA foreign_keys=ON",
    "PRAGMA busy_timeout=30000",
)


class SearchStore(Protocol):
    """What searching and voting need of a store: `repository.Store` (SQLAlchemy, SQLite or
    PostgreSQL) and `lite.LiteStore` (the stdlib `sqlite3` module) both give it."""

    @property
    def backend(self) -> str: ...

    @property
    def workspace_id(self) -> int: ...

    @property
    def location(self) -> str:
        """Where the store is, as messages name it (a path or a URL without its password)."""
        ...

    def reading(self) -> AbstractContextManager[Any]:
        """A DB-API connection in a read transaction (never waits for a writer)."""
        ...

    def writing(self) -> AbstractContextManager[Any]:
        """A DB-API connection in a write transaction, committed on success."""
        ...

    @property
    def integrity_errors(self) -> tuple[type[BaseException], ...]:
        """What a lost race (a unique key another writer took first) raises."""
        ...

    def close(self) -> None: ...


def default_sqlite_path(workspace: Path) -> Path:
    return workspace / DEFAULT_DB_RELPATH


@overload
def to_db_time(value: datetime) -> datetime: ...
@overload
def to_db_time(value: None) -> None: ...
def to_db_time(value: datetime | None) -> datetime | None:
    """Any datetime → aware UTC for storage (naive values are taken as UTC)."""
    if value is None:
        return None
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


# Reading back is the same normalisation: SQLite hands back naive UTC, PostgreSQL aware times.
from_db_time = to_db_time


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


def db_message(exc: BaseException) -> str:
    """The first line of the driver's message behind a SQLAlchemy or DB-API error."""
    return str(getattr(exc, "orig", exc)).splitlines()[0]


# SQLite's words for a file whose pages are damaged (not merely busy or unwritable).
_DAMAGED = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
# What to do about a damaged SQLite file, wherever the damage is met.
REPAIR_ADVICE = (
    "`memtui doctor --repair` moves it aside (votes and history stay in the moved file) and "
    "rebuilds it from the notes"
)


def store_failure(where: str, exc: BaseException) -> str:
    """One line for a database error during a command: the driver's message, and for a
    damaged SQLite file what to do about it (before, it read as a passing error)."""
    orig = getattr(exc, "orig", exc)
    name = getattr(orig, "sqlite_errorname", "") or ""
    message = db_message(exc)
    if name.startswith(_DAMAGED) or "malformed" in message:
        return f"{where}: {message}: the store file is damaged; {REPAIR_ADVICE}"
    return f"{where}: {message}"


def sql_for(backend: str, sql: str) -> str:
    """A statement written with `?` placeholders in the driver's style (psycopg takes `%s`)."""
    return sql if backend == "sqlite" else sql.replace("?", "%s")


def marks(n: int) -> str:
    """`n` placeholders for an IN list."""
    return ", ".join("?" * n)


def fetch(conn: Any, sql: str, params: Sequence[Any] = ()) -> list[Any]:
    """All rows of one statement on a DB-API connection (its own cursor, closed after)."""
    cursor = conn.cursor()
    try:
        cursor.execute(sql, params)
        return cursor.fetchall()
    finally:
        cursor.close()


def run(conn: Any, sql: str, params: Sequence[Any] = ()) -> None:
    """One statement whose rows, if any, are not wanted."""
    cursor = conn.cursor()
    try:
        cursor.execute(sql, params)
    finally:
        cursor.close()


def execute_many(conn: Any, sql: str, rows: Sequence[Sequence[Any]]) -> None:
    cursor = conn.cursor()
    try:
        cursor.executemany(sql, rows)
    finally:
        cursor.close()


def time_param(backend: str, value: datetime | None) -> Any:
    """A datetime as the column stores it: SQLite text in SQLAlchemy's format, else aware UTC."""
    value = to_db_time(value)
    if backend != "sqlite" or value is None:
        return value
    return value.strftime("%Y-%m-%d %H:%M:%S.%f")


def time_value(value: Any) -> datetime | None:
    """A stored time read back, aware UTC (SQLite hands back text)."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    return to_db_time(value)


def json_value(value: Any) -> Any:
    """A JSON column read back (SQLite hands back text, psycopg the decoded value)."""
    return json.loads(value) if isinstance(value, str | bytes) else value
