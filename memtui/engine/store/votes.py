"""Recording votes: one row per fragment, query and day, and the fragment's counters and capped
lists updated in the same transaction (algorithm.md §7). Which hits vote, and with what score, is
`recall.record_votes`'s business; how the rows change is the store's.

The statements run on a DB-API connection (`dbapi`), so the SQLAlchemy store and the stdlib
SQLite path of `memtui search` (`lite`) record a vote with the same SQL and the same rules.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from memtui.engine.store.dbapi import (
    SearchStore,
    derived_columns,
    execute_many,
    fetch,
    json_value,
    marks,
    run,
    sql_for,
    time_param,
    to_db_time,
)
from memtui.engine.store.views import VotedStats

# The capped lists of a fragment (algorithm.md §7): the newest query hashes and recall days.
MAX_QUERY_HASHES = 32
MAX_RECALL_DAYS = 16


# Each fragment's lists, and whether this query already voted for it today: one statement.
_VOTE_STATE_SQL = (
    "SELECT f.id, f.query_hashes, f.recall_days, f.recall_count, f.total_score, f.max_score, "
    "EXISTS (SELECT 1 FROM vote v WHERE v.fragment_id = f.id AND v.query_hash = ? AND v.day = ?) "
    "FROM fragment f WHERE f.id IN ({marks}) AND f.workspace_id = ? ORDER BY f.id"
)
# PostgreSQL: concurrent voters and ingestion queue on the row locks (SQLite serializes writers).
_LOCKED = " FOR UPDATE OF f"
_VOTE_COLUMNS = ("fragment_id", "workspace_id", "query_hash", "query", "day", "score", "at", "via")
# One multi-row INSERT: on PostgreSQL ten single-row statements cost the server more than the rows.
_INSERT_VOTES_SQL = f"INSERT INTO vote ({', '.join(_VOTE_COLUMNS)}) VALUES {{rows}}"
_VOTE_ROW = "(" + marks(len(_VOTE_COLUMNS)) + ")"
# The new values are computed by `_voted` from the row read under the write lock (SQLite's
# BEGIN IMMEDIATE, PostgreSQL's FOR UPDATE), so the statements only assign them.
_COUNTER_COLUMNS = {
    "recall_count": "recalls",
    "total_score": "total",
    "max_score": "best",
    "last_recalled_at": "at_",
    "query_hashes": "hashes",
    "recall_days": "days",
    "unique_query_count": "n_queries",
    "recall_day_count": "n_days",
    "consolidation": "cons",
}
_COUNT_VOTE_SQL = (
    "UPDATE fragment SET "
    + ", ".join(f"{column} = ?" for column in _COUNTER_COLUMNS)
    + " WHERE id = ?"
)
# PostgreSQL: all of a search's counters in one UPDATE ... FROM (VALUES ...).
_PG_COUNT_TYPES = {
    "fid": "bigint",
    "recalls": "int",
    "total": "float8",
    "best": "float8",
    "at_": "timestamptz",
    "hashes": "json",
    "days": "json",
    "n_queries": "int",
    "n_days": "int",
    "cons": "float8",
}
_PG_COUNT_VOTES = (
    "UPDATE fragment AS f SET "
    + ", ".join(f"{column} = v.{param}" for column, param in _COUNTER_COLUMNS.items())
    + " FROM (VALUES {rows}) AS v("
    + ", ".join(_PG_COUNT_TYPES)
    + ") WHERE f.id = v.fid"
)
_PG_COUNT_ROW = "(" + ", ".join(f"%s::{t}" for t in _PG_COUNT_TYPES.values()) + ")"


def _voted(
    fid: int,
    score: float,
    state: tuple[list[str], list[str], int, float, float],
    qh: str,
    day: str,
    via: str,
    at_: datetime | None,
) -> dict[str, Any]:
    """One fragment's values after this vote, from `state` (its lists and counters as read)."""
    hashes, days, recalls, total, best = state
    if via != "get":
        hashes = ([h for h in hashes if h != qh] + [qh])[-MAX_QUERY_HASHES:]
    days = sorted({*days, day})[-MAX_RECALL_DAYS:]
    derived = derived_columns(hashes, days, [])
    return {
        "fid": fid,
        "recalls": recalls + 1,
        "total": total + score,
        "best": max(best, score),
        "at_": at_,
        "hashes": hashes,
        "days": days,
        "n_queries": derived["unique_query_count"],
        "n_days": derived["recall_day_count"],
        "cons": derived["consolidation"],
    }


def _count_votes(conn: Any, backend: str, counts: list[dict[str, Any]]) -> None:
    """Each voted fragment's counters as `_voted` computed them. PostgreSQL gets one statement
    for all of them (twenty statements for a search's ten hits cost the server more than the
    rows: a vote took 4.7 ms)."""
    if backend == "postgresql":
        values = (
            json.dumps(c[p]) if _PG_COUNT_TYPES[p] == "json" else c[p]
            for c in counts
            for p in _PG_COUNT_TYPES
        )
        sql = _PG_COUNT_VOTES.format(rows=", ".join([_PG_COUNT_ROW] * len(counts)))
        run(conn, sql, tuple(values))
        return
    rows = [
        (
            c["recalls"],
            c["total"],
            c["best"],
            time_param(backend, c["at_"]),
            json.dumps(c["hashes"]),
            json.dumps(c["days"]),
            c["n_queries"],
            c["n_days"],
            c["cons"],
            c["fid"],
        )
        for c in counts
    ]
    execute_many(conn, sql_for(backend, _COUNT_VOTE_SQL), rows)


def write_votes(
    store: SearchStore,
    query: str,
    qh: str,
    day: str,
    best: dict[int, float],
    now: datetime,
    via: str,
) -> tuple[list[int], list[int], dict[int, VotedStats]]:
    """Record a vote of score `best[id]` for each fragment not yet voted for by this query hash
    today. Returns the recorded ids, the already-voted ids, and what the votes made of each
    recorded fragment, computed from the row as read under the write lock.
    """
    retries = 2
    while True:
        try:
            with store.writing() as conn:
                return vote_once(
                    conn, store.backend, store.workspace_id, query, qh, day, best, now, via
                )
        except store.integrity_errors:
            # A concurrent reader recorded the same vote first; the retry sees it and skips it.
            if not retries:
                raise
            retries -= 1


def vote_once(
    conn: Any,
    backend: str,
    workspace_id: int,
    query: str,
    qh: str,
    day: str,
    best: dict[int, float],
    now: datetime,
    via: str,
) -> tuple[list[int], list[int], dict[int, VotedStats]]:
    """`write_votes` inside one write transaction on `conn`, a DB-API connection."""
    db_now = to_db_time(now)
    ids = list(best)
    sql = _VOTE_STATE_SQL.format(marks=marks(len(ids))) + ("" if backend == "sqlite" else _LOCKED)
    states: dict[int, tuple[list[str], list[str], int, float, float]] = {}
    already: set[int] = set()
    for fid, hashes, days, recalls, total, best_score, voted in fetch(
        conn, sql_for(backend, sql), [qh, day, *ids, workspace_id]
    ):
        if voted:
            already.add(fid)
        else:
            states[fid] = (_json_list(hashes), _json_list(days), recalls, total, best_score)
    recorded = [fid for fid in best if fid in states]
    counts = [_voted(fid, best[fid], states[fid], qh, day, via, db_now) for fid in recorded]
    if recorded:
        at = time_param(backend, db_now)
        params = [
            value
            for fid in recorded
            for value in (fid, workspace_id, qh, query[:500], day, best[fid], at, via)
        ]
        rows = ", ".join([_VOTE_ROW] * len(recorded))
        run(conn, sql_for(backend, _INSERT_VOTES_SQL.format(rows=rows)), params)
        _count_votes(conn, backend, counts)
    after = {
        c["fid"]: VotedStats(
            recall_count=c["recalls"],
            total_score=c["total"],
            max_score=c["best"],
            last_recalled_at=c["at_"],
            recall_days=c["days"],
            unique_queries=c["n_queries"],
        )
        for c in counts
    }
    return recorded, sorted(already), after


def _json_list(value: Any) -> list[str]:
    return list(json_value(value) or ())
