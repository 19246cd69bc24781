"""The full-text search index: SQLite FTS5 over memtui's own tokens, a GIN-indexed tsvector on
PostgreSQL, and the coverage-level candidate query both answer (README "How search scores hits")."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from itertools import combinations

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import ProgrammingError
from sqlmodel import Session

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


# The index holds memtui's own tokens, whole: they are split only at spaces and control
# characters (search texts are space-separated tokens; unicode61 would also split at '_', '+'
# or '-'). Searches ask only whether tokens are present, never for phrases or a bm25 rank, so
# positions (detail=none) and per-row token counts (columnsize=0) are dead weight: without
# positions a search's FTS time fell 29 %, and the counts cost a table write per fragment.
_SQLITE_FTS_OPTIONS = (
    "tokenize=\"unicode61 remove_diacritics 0 categories 'L* N* Co Cn Cf Cs M* P* S*'\", "
    "detail=none, columnsize=0"
)
SQLITE_FTS = [
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


def _old_sqlite_fts(conn: Connection) -> bool:
    row = conn.execute(
        text("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'fragment_fts'")
    ).first()
    return row is not None and _SQLITE_FTS_OPTIONS not in (row[0] or "")


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


def search_candidates(
    session: Session,
    backend: str,
    workspace_id: int,
    terms: Sequence[Sequence[Sequence[str]]],
    limit: int,
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
    sqlite = backend == "sqlite"
    terms = [_fts_term(term) if sqlite else _tsquery_term(term) for term in groups]
    any_of, all_of = (" OR ", " AND ") if sqlite else (" | ", " & ")
    found: list[Candidate] = []
    seen: set[int] = set()
    for level in range(len(terms), 0, -1):
        if len(found) >= limit:
            break
        if level > 1 and math.comb(len(terms), level) > FTS_MAX_SUBSETS:
            continue
        expr = any_of.join("(" + all_of.join(subset) + ")" for subset in combinations(terms, level))
        room = limit - len(found)
        fresh = (
            _sqlite_level(session, workspace_id, expr, seen, room)
            if sqlite
            else _pg_level(session, workspace_id, expr, seen, room)
        )
        found += fresh
        seen.update(c[0] for c in fresh)
    return found


def _sqlite_level(
    session: Session, workspace_id: int, match: str, seen: set[int], room: int
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
        cursor.execute(FTS_CANDIDATES_SQL, (match, workspace_id, room + len(seen)))
        newest = cursor.fetchall()
    finally:
        cursor.close()
    return [c for c in newest if c[0] not in seen][:room]


def _pg_level(
    session: Session, workspace_id: int, query: str, seen: set[int], room: int
) -> list[Candidate]:
    """Up to `room` new rows of one coverage level, newest first: one tsquery, so the GIN
    index evaluates the whole level in one scan and a row is checked with one operator (the
    level as token-array containments cost 3-5 µs a row and a millisecond to plan)."""
    cursor = session.connection().connection.cursor()
    try:
        cursor.execute(
            "SELECT id, key, text, search_text FROM fragment WHERE workspace_id = %(ws)s "
            "AND search_vector @@ CAST(%(q)s AS tsquery) "
            "AND NOT (id = ANY(CAST(%(seen)s AS bigint[]))) ORDER BY id DESC LIMIT %(room)s",
            {"ws": workspace_id, "q": query, "seen": sorted(seen), "room": room},
        )
        return cursor.fetchall()
    finally:
        cursor.close()
