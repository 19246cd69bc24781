"""The store side of search and voting: candidates by rare terms, the FTS5 plan, vote rows."""

from __future__ import annotations

import sqlite3

import pytest
from helpers import PG_URL, at, write_note
from sqlalchemy import create_engine, text
from sqlmodel import Session, select

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import query_terms, record_votes
from memtui.engine.scoring import consolidation
from memtui.engine.store import (
    FragmentRow,
    Store,
    VoteRow,
    default_sqlite_path,
    open_store,
)
from memtui.engine.store.search_index import FTS_TERM_IDS_SQL
from memtui.engine.store.shortlist import _SqliteIndex
from memtui.engine.text import query_hash
from memtui.engine.workspace import Workspace

NOTE = """# 2026-06-15
## Alpha
kafka outbox ledger rollback plan agreed.

## Beta
kafka outbox lag alert tuned.

## Gamma
kafka consumer restarted twice.

## Delta
grafana dashboard moved to the new folder.
"""


def _ids_by_heading(store: Store) -> dict[str, int]:
    with store.session(read_only=True) as s:
        rows = s.exec(
            select(FragmentRow.id, FragmentRow.text).where(
                FragmentRow.workspace_id == store.workspace_id
            )
        ).all()
    return {text.split(":", 1)[0]: int(fid) for fid, text in rows}


def _ids(store: Store, s: Session, groups: list[list[list[str]]], limit: int) -> list[int]:
    return [c[0] for c in store.search_candidates(s, groups, limit).rows]


def _groups(query: str) -> list[list[list[str]]]:
    return [[sorted(alt) for alt in term.alternatives] for term in query_terms(query)]


def test_candidates_come_by_the_weight_of_the_terms_they_hold(ws: Workspace, store: Store) -> None:
    write_note(ws, "2026-06-15", NOTE)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    ids = _ids_by_heading(store)
    groups = _groups("kafka outbox ledger")
    with store.session(read_only=True) as s:
        every = _ids(store, s, groups, 10)
        one = _ids(store, s, groups, 1)
        two = _ids(store, s, groups, 2)
        shortlist = store.search_candidates(s, _groups("kafka grafana"), 10)
    # All three terms, then two of them, then one; a fragment with none is never a candidate.
    assert every == [ids["Alpha"], ids["Beta"], ids["Gamma"]]
    assert one == [ids["Alpha"]]
    assert two == [ids["Alpha"], ids["Beta"]]
    # A rare term outweighs a common one: grafana is in one fragment, kafka in three.
    assert shortlist.doc_freq == [3, 1] and shortlist.total >= 4
    assert shortlist.rows[0][0] == ids["Delta"]


def test_tokens_with_query_syntax_are_taken_literally(ws: Workspace, store: Store) -> None:
    """Quotes, backslashes and operators of FTS5 or tsquery syntax inside a token are quoted, so a
    token is only ever a token: no syntax error, no operator."""
    write_note(ws, "2026-06-15", NOTE)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    ids = _ids_by_heading(store)
    write_note(
        ws, "2026-06-16", "# 2026-06-16\n## Flags\nflag new_ledger_read on for c++ builds.\n"
    )
    ingest(store, ws, at("2026-06-16T23:00:00"))
    ids = _ids_by_heading(store)
    odd = [["o'brien"], ["a\\b"], ['say "hi"'], ["x & y | !z"], ["k:*"], ["(ledger)"], ["  "]]
    with store.session(read_only=True) as s:
        assert _ids(store, s, [[alt] for alt in odd], 10) == []
        mixed = _ids(store, s, [[["ledger"]], *([alt] for alt in odd)], 10)
        # Tokens are indexed whole: "new_ledger_read" is one token, not the words new, ledger and read.
        flag = _ids(store, s, [[["new_ledger_read"]]], 10)
        read = _ids(store, s, [[["read"]]], 10)
    assert mixed == [ids["Alpha"]]
    assert flag == [ids["Flags"]] and read == []


def test_fts_term_query_reads_only_the_index(ws: Workspace, store: Store) -> None:
    """A term's rows come from the FTS5 index alone: joining the fragment table there made
    SQLite walk the workspace's fragments and probe the index for each (seconds at 100 000)."""
    if store.backend != "sqlite":
        pytest.skip("an FTS5 query plan exists only on SQLite")
    conn = sqlite3.connect(default_sqlite_path(ws.root))
    try:
        plan = conn.execute("EXPLAIN QUERY PLAN " + FTS_TERM_IDS_SQL, ('"kafka"', 10)).fetchall()
        steps = [row[3] for row in plan]
        assert len(steps) == 1 and "VIRTUAL TABLE" in steps[0], steps
    finally:
        conn.close()


def test_a_terms_ids_come_as_one_array_and_read_as_its_rows(ws: Workspace, store: Store) -> None:
    """A term's ids are read as one JSON array (a row per id cost more than the lookup): they
    are the rows of the term's query, newest first, up to the limit."""
    if store.backend != "sqlite":
        pytest.skip("FTS5 is SQLite's")
    write_note(ws, "2026-06-15", NOTE)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    conn = sqlite3.connect(default_sqlite_path(ws.root))
    try:
        index = _SqliteIndex(conn, store.workspace_id)
        for expr, limit in (('"kafka"', 10), ('"kafka"', 2), ('("outbox") OR ("grafana")', 10)):
            rows = [r[0] for r in conn.execute(FTS_TERM_IDS_SQL, (expr, limit))]
            assert index.ids(expr, limit) == rows and rows == sorted(rows, reverse=True)
        assert index.ids('"nowhere"', 10) == []
    finally:
        conn.close()


def _ingested_candidates(ws: Workspace, url: str, groups: list[list[list[str]]]) -> list[int]:
    """Ingest NOTE into a store at `url` (SQLite when empty) and return a search's candidates."""
    store = open_store(ws.root, url)
    try:
        write_note(ws, "2026-06-15", NOTE)
        ingest(store, ws, at("2026-06-15T23:00:00"))
        with store.session(read_only=True) as s:
            return _ids(store, s, groups, 10)
    finally:
        store.close()


def test_a_store_with_a_positional_fts_index_is_rebuilt_without_positions(ws: Workspace) -> None:
    """Stores made before whole-token indexing and detail=none get the new index on opening, and
    still find the same fragments (the index is rebuilt from the fragments' search texts)."""
    groups = _groups("kafka outbox ledger")
    before = _ingested_candidates(ws, "", groups)
    path = default_sqlite_path(ws.root)
    conn = sqlite3.connect(path)
    conn.executescript(
        "DROP TABLE fragment_fts; CREATE VIRTUAL TABLE fragment_fts USING fts5(search_text, "
        "content='fragment', content_rowid='id', tokenize='unicode61 remove_diacritics 0'); "
        "INSERT INTO fragment_fts(fragment_fts) VALUES ('rebuild');"
    )
    conn.close()
    store = open_store(ws.root)
    try:
        with store.session(read_only=True) as s:
            assert _ids(store, s, groups, 10) == before
        assert len(before) == 3
        conn = sqlite3.connect(path)
        (sql,) = conn.execute(
            "SELECT sql FROM sqlite_master WHERE name = 'fragment_fts'"
        ).fetchone()
        conn.execute("INSERT INTO fragment_fts(fragment_fts) VALUES ('integrity-check')")
        conn.close()
        assert "detail=none" in sql and "columnsize=0" in sql and "categories" in sql
    finally:
        store.close()


def test_indexes_added_to_the_models_later_are_created_on_opening(ws: Workspace) -> None:
    """create_all skips tables that exist, so a store made before an index was added to a model
    gets it when it is opened."""
    open_store(ws.root).close()
    path = default_sqlite_path(ws.root)
    conn = sqlite3.connect(path)
    conn.executescript("DROP INDEX ix_occurrence_ws_day; DROP INDEX ix_fragment_ws_ingested_day;")
    conn.close()
    open_store(ws.root).close()
    conn = sqlite3.connect(path)
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    conn.close()
    assert {"ix_occurrence_ws_day", "ix_fragment_ws_ingested_day"} <= names


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="MEMTUI_TEST_POSTGRES_URL is not set (.ci/run sets it)")
def test_a_postgres_store_with_a_token_array_gets_the_token_vector(ws: Workspace) -> None:
    """Stores made when PostgreSQL searched a token array get the tsvector column and its index
    on opening, lose the array, and find the same fragments. The store lives in a schema of its
    own, so altering its table touches no other test's rows."""
    schema = "memtui_vector_upgrade"
    admin = create_engine(PG_URL)
    with admin.begin() as conn:
        conn.execute(text(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    url = f"{PG_URL}{'&' if '?' in PG_URL else '?'}options=-csearch_path%3D{schema}"

    def columns() -> set[str]:
        with admin.connect() as conn:
            rows = conn.execute(
                text(
                    "SELECT column_name FROM information_schema.columns "
                    "WHERE table_schema = :s AND table_name = 'fragment'"
                ),
                {"s": schema},
            )
            return {r[0] for r in rows}

    def index_options() -> list[str]:
        with admin.connect() as conn:
            return list(
                conn.execute(
                    text(
                        "SELECT c.reloptions FROM pg_class c JOIN pg_namespace n ON "
                        "n.oid = c.relnamespace WHERE n.nspname = :s "
                        "AND c.relname = 'ix_fragment_search_vector'"
                    ),
                    {"s": schema},
                ).scalar()
                or []
            )

    try:
        groups = _groups("kafka outbox ledger")
        before = _ingested_candidates(ws, url, groups)
        assert len(before) == 3
        with admin.begin() as conn:
            conn.execute(text(f"ALTER TABLE {schema}.fragment DROP COLUMN search_vector"))
            conn.execute(
                text(
                    f"ALTER TABLE {schema}.fragment ADD COLUMN search_tokens text[] "
                    "GENERATED ALWAYS AS (string_to_array(search_text, ' ')) STORED"
                )
            )
        assert "search_vector" not in columns()
        store = open_store(ws.root, url)
        try:
            with store.session(read_only=True) as s:
                assert _ids(store, s, groups, 10) == before
        finally:
            store.close()
        assert {"search_vector"} <= columns() and "search_tokens" not in columns()
        small_list = {"fastupdate=on", "gin_pending_list_limit=256"}
        assert set(index_options()) == small_list
        # An index made with GIN's default 4 MB pending list gets the small one on opening.
        with admin.begin() as conn:
            conn.execute(
                text(
                    f"ALTER INDEX {schema}.ix_fragment_search_vector RESET (gin_pending_list_limit)"
                )
            )
        assert "gin_pending_list_limit=256" not in index_options()
        # Votes made before kept a key to the workspace as well as to the fragment.
        with admin.begin() as conn:
            conn.execute(
                text(
                    f"ALTER TABLE {schema}.vote ADD CONSTRAINT vote_workspace_id_fkey "
                    f"FOREIGN KEY (workspace_id) REFERENCES {schema}.workspace (id)"
                )
            )
        open_store(ws.root, url).close()
        assert set(index_options()) == small_list
        # A search index that went missing is made again.
        with admin.begin() as conn:
            conn.execute(text(f"DROP INDEX {schema}.ix_fragment_search_vector"))
        open_store(ws.root, url).close()
        assert set(index_options()) == small_list
        with admin.connect() as conn:
            keys = conn.execute(
                text(
                    "SELECT conname FROM pg_constraint c JOIN pg_namespace n ON "
                    "n.oid = c.connamespace WHERE n.nspname = :s AND c.contype = 'f' "
                    "AND c.conrelid = to_regclass(:t)"
                ),
                {"s": schema, "t": f"{schema}.vote"},
            ).scalars()
            assert list(keys) == ["vote_fragment_id_fkey"]
    finally:
        with admin.begin() as conn:
            conn.execute(text(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
        admin.dispose()


def test_votes_update_counters_lists_and_derived_columns(ws: Workspace, store: Store) -> None:
    write_note(ws, "2026-06-15", NOTE)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    ids = _ids_by_heading(store)
    alpha, beta = ids["Alpha"], ids["Beta"]
    with store.session(read_only=True) as s:
        fresh = s.get(FragmentRow, alpha)
        assert fresh is not None and fresh.recall_count == 0
        ingested_score = fresh.total_score  # the daily note's own signal
    first = record_votes(
        store, ws, "kafka outbox", [(alpha, 0.9), (beta, 0.4)], at("2026-06-16T10:00:00")
    )
    again = record_votes(store, ws, "kafka outbox", [(alpha, 0.5)], at("2026-06-16T18:00:00"))
    later = record_votes(
        store, ws, "ledger", [(alpha, 0.6), (alpha, 0.7)], at("2026-06-17T09:00:00")
    )
    assert sorted(first.recorded) == sorted([alpha, beta]) and first.deduped == []
    assert again.recorded == [] and again.deduped == [alpha]
    assert later.recorded == [alpha]
    with store.session(read_only=True) as s:
        row = s.get(FragmentRow, alpha)
        assert row is not None
        votes = s.exec(select(VoteRow).where(VoteRow.fragment_id == alpha)).all()
    assert row.recall_count == 2
    assert row.total_score == pytest.approx(ingested_score + 0.9 + 0.7)
    assert row.max_score == pytest.approx(0.9)
    assert row.query_hashes == [query_hash("kafka outbox"), query_hash("ledger")]
    assert row.recall_days == ["2026-06-16", "2026-06-17"]
    assert (row.unique_query_count, row.recall_day_count) == (2, 2)
    assert row.consolidation == pytest.approx(consolidation(["2026-06-16", "2026-06-17"]))
    assert row.last_recalled_at is not None
    assert sorted((v.day, round(v.score, 6)) for v in votes) == [
        ("2026-06-16", 0.9),
        ("2026-06-17", 0.7),
    ]
