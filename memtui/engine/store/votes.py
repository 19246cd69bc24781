"""Recording votes: one row per fragment, query and day, and the fragment's counters and capped
lists updated in the same transaction (algorithm.md §7). Which hits vote, and with what score, is
`recall.record_votes`'s business; how the rows change is the store's.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, exists, insert, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError
from sqlmodel import select

from memtui.engine.store.fragments import VotedStats
from memtui.engine.store.repository import Store
from memtui.engine.store.tables import FragmentRow, VoteRow, derived_columns, to_db_time

# The capped lists of a fragment (algorithm.md §7): the newest query hashes and recall days.
MAX_QUERY_HASHES = 32
MAX_RECALL_DAYS = 16

_VOTES, _FRAGMENTS = VoteRow.__table__, FragmentRow.__table__
# Built once: constructing these per call cost as much as running them.
# Each fragment's lists, and whether this query already voted for it today: one statement.
_VOTE_STATE = (
    select(
        _FRAGMENTS.c.id,
        _FRAGMENTS.c.query_hashes,
        _FRAGMENTS.c.recall_days,
        _FRAGMENTS.c.recall_count,
        _FRAGMENTS.c.total_score,
        _FRAGMENTS.c.max_score,
        exists()
        .where(
            _VOTES.c.fragment_id == _FRAGMENTS.c.id,
            _VOTES.c.query_hash == bindparam("qh"),
            _VOTES.c.day == bindparam("day"),
        )
        .label("voted"),
    )
    .where(
        _FRAGMENTS.c.id.in_(bindparam("ids", expanding=True)),
        _FRAGMENTS.c.workspace_id == bindparam("ws"),
    )
    .order_by(_FRAGMENTS.c.id)
)
# PostgreSQL: concurrent voters and ingestion queue on the row locks (SQLite serializes writers).
_VOTE_STATE_LOCKED = _VOTE_STATE.with_for_update(of=_FRAGMENTS)
# With RETURNING, SQLAlchemy sends an executemany as one multi-row INSERT ("insertmanyvalues"):
# on PostgreSQL ten single-row statements cost the server more than the rows.
_INSERT_VOTES = insert(_VOTES).returning(_VOTES.c.id)
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
_COUNT_VOTE = (
    update(_FRAGMENTS)
    .where(_FRAGMENTS.c.id == bindparam("fid"))
    .values({column: bindparam(param) for column, param in _COUNTER_COLUMNS.items()})
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


def _pg_count_votes(conn: Connection, counts: list[dict[str, Any]]) -> None:
    """PostgreSQL: `_COUNT_VOTE` for every fragment of a search in one statement (twenty
    statements for a search's ten hits cost the server more than the rows: a vote took 4.7 ms)."""
    values = (
        json.dumps(c[p]) if _PG_COUNT_TYPES[p] == "json" else c[p]
        for c in counts
        for p in _PG_COUNT_TYPES
    )
    conn.exec_driver_sql(
        _PG_COUNT_VOTES.format(rows=", ".join([_PG_COUNT_ROW] * len(counts))), tuple(values)
    )


def write_votes(
    store: Store,
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
            with store.write_connection() as conn:
                return _vote_once(store, conn, query, qh, day, best, to_db_time(now), via)
        except IntegrityError:
            # A concurrent reader recorded the same vote first; the retry sees it and skips it.
            if not retries:
                raise
            retries -= 1


def _vote_once(
    store: Store,
    conn: Connection,
    query: str,
    qh: str,
    day: str,
    best: dict[int, float],
    db_now: datetime,
    via: str,
) -> tuple[list[int], list[int], dict[int, VotedStats]]:
    """`write_votes` inside one write transaction."""
    state = _VOTE_STATE if store.backend == "sqlite" else _VOTE_STATE_LOCKED
    params = {"ids": list(best), "ws": store.workspace_id, "qh": qh, "day": day}
    states: dict[int, tuple[list[str], list[str], int, float, float]] = {}
    already: set[int] = set()
    for fid, hashes, days, recalls, total, best_score, voted in conn.execute(state, params):
        if voted:
            already.add(fid)
        else:
            states[fid] = (hashes, days, recalls, total, best_score)
    recorded = [fid for fid in best if fid in states]
    counts = [_voted(fid, best[fid], states[fid], qh, day, via, db_now) for fid in recorded]
    if recorded:
        votes = [
            {
                "fragment_id": fid,
                "workspace_id": store.workspace_id,
                "query_hash": qh,
                "query": query[:500],
                "day": day,
                "score": best[fid],
                "at": db_now,
                "via": via,
            }
            for fid in recorded
        ]
        conn.execute(_INSERT_VOTES, votes)
        if store.backend == "postgresql":
            _pg_count_votes(conn, counts)
        else:
            conn.execute(_COUNT_VOTE, counts)
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
