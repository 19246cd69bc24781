"""The full-text search index: SQLite FTS5 over memtui's own tokens, a GIN-indexed tsvector on
PostgreSQL, and their upgrades. The rare-term shortlist both answer, with the document
frequencies that weight a query's terms, is `shortlist` (re-exported here), which needs no
SQLAlchemy (README "How search scores hits")."""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import ProgrammingError

from memtui.engine.store.shortlist import (
    FTS_TERM_IDS_SQL,
    SQLITE_FTS,
    SQLITE_FTS_OPTIONS,
    TERM_ROWS,
    Candidate,
    Shortlist,
    idf,
    search_candidates,
)

__all__ = [
    "FTS_TERM_IDS_SQL",
    "SQLITE_FTS",
    "TERM_ROWS",
    "Candidate",
    "Shortlist",
    "idf",
    "search_candidates",
    "upgrade_postgres",
    "upgrade_sqlite_fts",
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


def _old_sqlite_fts(conn: Connection) -> bool:
    row = conn.execute(
        text("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'fragment_fts'")
    ).first()
    return row is not None and SQLITE_FTS_OPTIONS not in (row[0] or "")


def upgrade_sqlite_fts(engine: Engine) -> None:
    """Rebuild a full-text index made otherwise (before whole tokens and detail=none) under the
    write lock, checked again once it is held, so two processes opening the store don't both."""
    with engine.connect() as conn:
        if not _old_sqlite_fts(conn):
            return
    with engine.execution_options(memtui_write=True).begin() as conn:
        if _old_sqlite_fts(conn):
            conn.execute(text("DROP TABLE fragment_fts"))
            conn.execute(text(SQLITE_FTS[0]))
            conn.execute(text("INSERT INTO fragment_fts(fragment_fts) VALUES ('rebuild')"))


def _pg_has(conn: Connection, catalog_query: str) -> bool:
    """Whether a catalog query (on the current schema) finds a row."""
    return conn.execute(text(catalog_query)).first() is not None


def upgrade_postgres(conn: Connection) -> None:
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
