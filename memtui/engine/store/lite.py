"""The SQLite store on the stdlib `sqlite3` module, for searching and voting from a shell.

A `memtui search` is a short process: importing SQLAlchemy and SQLModel (the tables) cost more
than the search itself. `open_lite_store` opens the workspace's SQLite file directly when it is
ready for this version (schema version, full-text index and tables in place, workspace
registered) and returns None otherwise, so that the caller opens the full store
(`repository.open_store`), which creates and migrates. Searching and voting run the same
statements on either (`shortlist`, `views`, `votes`); the results and the votes recorded are
the same (tests/test_search_lite.py).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from memtui.engine.errors import StoreError
from memtui.engine.store.dbapi import (
    SCHEMA_VERSION,
    SQLITE_PRAGMAS,
    default_sqlite_path,
    fetch,
    marks,
    store_failure,
)
from memtui.engine.store.shortlist import SQLITE_FTS_OPTIONS

# What searching and voting read or write; a file missing one is opened by the full store.
SEARCH_TABLES = ("workspace", "meta", "fragment", "occurrence", "vote", "phase_signal", "promotion")
_FTS_OBJECTS = ("fragment_fts", "fragment_ai", "fragment_ad", "fragment_au")
# Indexes a search needs to stay fast; a file without one is opened (and upgraded) by the full
# store first.
_SEARCH_INDEXES = ("ix_occurrence_ws_path_line",)


class LiteStore:
    """A workspace's SQLite file for searching and voting (`dbapi.SearchStore`)."""

    backend = "sqlite"
    integrity_errors: tuple[type[BaseException], ...] = (sqlite3.IntegrityError,)

    def __init__(self, conn: sqlite3.Connection, path: Path, workspace_id: int) -> None:
        self._conn = conn
        self.path = path
        self.workspace_id = workspace_id

    @property
    def location(self) -> str:
        return f"SQLite {self.path}"

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[sqlite3.Connection]:
        try:
            self._conn.execute(begin)
            try:
                yield self._conn
            except BaseException:
                self._conn.rollback()
                raise
            self._conn.commit()
        except sqlite3.IntegrityError:
            raise
        except sqlite3.DatabaseError as exc:
            raise StoreError(store_failure(self.location, exc)) from None

    def reading(self) -> Any:
        """A read transaction: deferred, never waits for a writer (WAL)."""
        return self._transaction("BEGIN")

    def writing(self) -> Any:
        """A write transaction: BEGIN IMMEDIATE, like the full store's writers."""
        return self._transaction("BEGIN IMMEDIATE")

    def close(self) -> None:
        self._conn.close()


def sqlite_path(root: Path, url: str) -> Path | None:
    """The SQLite file of a store URL ("" is the workspace's own file); None for any other
    database, or a URL with options."""
    if not url:
        return default_sqlite_path(root)
    prefix = "sqlite:///"
    if not url.startswith(prefix) or "?" in url or len(url) == len(prefix):
        return None
    return Path(url[len(prefix) :])


def open_lite_store(root: Path, url: str = "", *, read_only: bool = False) -> LiteStore | None:
    """The workspace's SQLite store on `sqlite3`, or None when the full store must open it
    (another database, a file that does not exist yet, needs migrating or registering, or fails
    to open: the full store then says why).

    `read_only` opens a file in a folder memtui cannot write (a read-only mount) without
    writing beside it (`_read_only_connection`), so it can be searched and read without voting."""
    root = root.resolve()
    path = sqlite_path(root, url)
    if path is None or not path.is_file():
        return None
    conn: sqlite3.Connection | None = None
    try:
        if read_only:
            conn = _read_only_connection(path)
        else:
            conn = sqlite3.connect(path, timeout=30, isolation_level=None)
        for pragma in _READ_ONLY_PRAGMAS if read_only else SQLITE_PRAGMAS:
            conn.execute(pragma)
        # The workspace's own file, read-only: a folder mounted elsewhere is the same workspace
        # (the full store re-keys a moved folder; that write cannot be made here).
        workspace_id = _ready_workspace(conn, root, moved=read_only and not url)
    except sqlite3.DatabaseError:
        workspace_id = None
    if workspace_id is None:
        if conn is not None:
            conn.close()
        return None
    assert conn is not None
    return LiteStore(conn, path, workspace_id)


def _read_only_connection(path: Path) -> sqlite3.Connection:
    """`path` opened read-only in a folder memtui cannot write.

    With nothing waiting in its `-wal` the file is opened as immutable: SQLite then needs no
    `-shm` or journal beside it. Changes still in the `-wal` (another process had the store
    open, or was killed holding it) are read through it, which takes the `-shm` the writer
    left; immutable, they would be missed without a word. A WAL that cannot be read is said."""
    uri = path.absolute().as_uri()
    wal, shm = (path.with_name(f"{path.name}-{part}") for part in ("wal", "shm"))
    if not wal.is_file() or wal.stat().st_size == 0:
        return sqlite3.connect(
            f"{uri}?mode=ro&immutable=1", uri=True, timeout=30, isolation_level=None
        )
    conn = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=30, isolation_level=None)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # opens the WAL
    except sqlite3.OperationalError as exc:
        conn.close()
        why = f"{exc}; {shm.name} is missing" if not shm.exists() else str(exc)
        raise StoreError(
            f"SQLite {path}: its latest changes are in {wal.name}, which cannot be read in a "
            f"read-only folder ({why}); open the workspace once where it can be written (any "
            "memtui command folds them into the file)"
        ) from None
    return conn


# What a read-only file takes: no journal mode or sync level to set (those write).
_READ_ONLY_PRAGMAS = tuple(
    p for p in SQLITE_PRAGMAS if not p.startswith(("PRAGMA journal_mode", "PRAGMA synchronous"))
)


def _ready_workspace(conn: sqlite3.Connection, root: Path, *, moved: bool = False) -> int | None:
    """The workspace's id when the file is ready for this version, else None (one read);
    `moved`: the file's only workspace, whatever folder it was registered at."""
    conn.execute("BEGIN")
    try:
        wanted = (*SEARCH_TABLES, *_FTS_OBJECTS, *_SEARCH_INDEXES)
        names = dict(
            fetch(
                conn,
                f"SELECT name, sql FROM sqlite_master WHERE name IN ({marks(len(wanted))})",
                wanted,
            )
        )
        if set(wanted) - set(names) or SQLITE_FTS_OPTIONS not in (names["fragment_fts"] or ""):
            return None
        version = fetch(conn, "SELECT value FROM meta WHERE key = 'schema_version'")
        if not version or version[0][0] != str(SCHEMA_VERSION):
            return None
        found = fetch(conn, "SELECT id FROM workspace WHERE root = ?", (str(root),))
        if not found and moved:
            found = fetch(conn, "SELECT id FROM workspace LIMIT 2")
            found = found if len(found) == 1 else []
        return int(found[0][0]) if found else None
    finally:
        conn.rollback()
