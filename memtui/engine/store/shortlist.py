"""The full-text shortlist: the rare-term candidates of a query and the document frequencies that
weight its terms (README "How search scores hits"), read from SQLite FTS5 or PostgreSQL's
GIN-indexed token vector on a DB-API connection (`dbapi`): the SQLAlchemy store and the stdlib
SQLite path of `memtui search` run these same statements. The index's own DDL is here too; its
upgrades are `search_index`'s."""

from __future__ import annotations

import heapq
import json
import math
import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from memtui.engine.store.dbapi import fetch

# Search candidates: each term's matching rows are read as ids, newest first, up to this many;
# a term found in more rows is common and weighs little.
TERM_ROWS = 1000
# A search candidate: (id, key, text, search_text), what the hit score needs.
Candidate = tuple[int, str, str, str]
# One term's rows in the FTS5 index, newest first; only the index is read.
FTS_TERM_IDS_SQL = (
    "SELECT rowid FROM fragment_fts WHERE fragment_fts MATCH ? ORDER BY rowid DESC LIMIT ?"
)
# The same ids as one JSON array: handing them over a row at a time cost more than finding them
# (a fifth less for a search's shortlist at 100 000 fragments). SQLite has its JSON functions
# built in since 3.38; a build without them is read a row at a time.
FTS_TERM_IDS_JSON_SQL = f"SELECT json_group_array(rowid) FROM ({FTS_TERM_IDS_SQL})"


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
SQLITE_FTS_OPTIONS = (
    "tokenize=\"unicode61 remove_diacritics 0 categories 'L* N* Co Cn Cf Cs M* P* S*'\", "
    "detail=none, columnsize=0"
)
SQLITE_FTS = [
    "CREATE VIRTUAL TABLE IF NOT EXISTS fragment_fts USING fts5("
    f"search_text, content='fragment', content_rowid='id', {SQLITE_FTS_OPTIONS})",
    "CREATE TRIGGER IF NOT EXISTS fragment_ai AFTER INSERT ON fragment BEGIN "
    "INSERT INTO fragment_fts(rowid, search_text) VALUES (new.id, new.search_text); END",
    "CREATE TRIGGER IF NOT EXISTS fragment_ad AFTER DELETE ON fragment BEGIN "
    "INSERT INTO fragment_fts(fragment_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END",
    "CREATE TRIGGER IF NOT EXISTS fragment_au AFTER UPDATE OF search_text ON fragment BEGIN "
    "INSERT INTO fragment_fts(fragment_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); "
    "INSERT INTO fragment_fts(rowid, search_text) VALUES (new.id, new.search_text); END",
]


@dataclass
class Shortlist:
    """A query's candidate fragments and the statistics that weight its terms.

    `doc_freq[i]` is how many fragments hold term i (any alternative), `total` how many
    fragments there are: what an inverse document frequency needs (README "How search scores
    hits")."""

    rows: list[Candidate] = field(default_factory=list)
    doc_freq: list[int] = field(default_factory=list)
    total: int = 0


def idf(doc_freq: int, total: int) -> float:
    """BM25's inverse document frequency, never negative: ln(1 + (N - df + 0.5) / (df + 0.5))."""
    doc_freq = min(max(doc_freq, 0), max(total, 0))
    return math.log(1.0 + (total - doc_freq + 0.5) / (doc_freq + 0.5))


def search_candidates(
    conn: Any,
    backend: str,
    workspace_id: int,
    terms: Sequence[Sequence[Sequence[str]]],
    limit: int,
) -> Shortlist:
    """Fragments for a query as (id, key, text, search_text), best first, with term statistics,
    read on `conn`, a DB-API connection.

    Each term's matching rows are read as ids (newest first, at most `TERM_ROWS`), which also
    gives its document frequency (estimated when the list is cut). A row's shortlist weight is
    the summed idf of the terms it holds, so rows holding the rare terms of a question come
    first, whatever its common words do; when a term's list was cut, rows holding every term
    are asked for too. Only the `limit` best rows are read whole.

    `terms` is a list of terms; a term is a list of alternatives (synonyms); an alternative
    is the list of tokens that must all be present. SQLite asks FTS5, PostgreSQL a GIN index
    over the stored token vector.
    """
    groups = [[list(dict.fromkeys(t for t in alt if t)) for alt in term] for term in terms]
    groups = [[alt for alt in term if alt] for term in groups]
    kept = [i for i, term in enumerate(groups) if term]
    out = Shortlist(doc_freq=[0] * len(groups))
    if not kept:
        return out
    index: _Index = (
        _SqliteIndex(conn, workspace_id) if backend == "sqlite" else _PgIndex(conn, workspace_id)
    )
    exprs = {i: index.term(groups[i]) for i in kept}
    total, lowest, highest = index.extent()
    matches: dict[int, list[int]] = {}
    for i in kept:
        ids = index.ids(exprs[i], TERM_ROWS)
        matches[i] = ids
        out.doc_freq[i] = len(ids)
        if len(ids) >= TERM_ROWS:
            # A common term: its frequency is estimated from how far back its newest rows
            # reach (counting 10^4 matches cost more than the rest of the search).
            span = max(1, highest - ids[-1] + 1)
            out.doc_freq[i] = min(total, round(len(ids) * (highest - lowest + 1) / span))
    out.total = max(total, max(out.doc_freq))
    weight: dict[int, float] = {}
    for i in kept:
        w = idf(out.doc_freq[i], out.total)
        if not weight:  # the first rows weigh w alone (0.0 + w is w): no sums to make
            weight = dict.fromkeys(matches[i], w)
            continue
        get = weight.get
        for fid in matches[i]:
            weight[fid] = get(fid, 0.0) + w
    if len(kept) > 1 and any(len(matches[i]) >= TERM_ROWS for i in kept):
        # A cut list may have dropped rows that hold every term: they are asked for directly.
        full = sum(idf(out.doc_freq[i], out.total) for i in kept)
        for fid in index.ids(index.all_of([exprs[i] for i in kept]), limit):
            weight[fid] = full
    # Best weight first, then newest: (weight, id) pairs are unique, so they sort as that key
    # would, without a call per row (thousands of rows for a query of common words).
    pairs = zip(weight.values(), weight.keys(), strict=True)
    best = [fid for _w, fid in heapq.nlargest(limit, pairs)]
    rows = {row[0]: row for row in index.rows(best)}
    out.rows = [rows[fid] for fid in best if fid in rows]
    return out


def _span(low: Any, high: Any) -> tuple[int, int, int]:
    if low is None or high is None:
        return 0, 0, 0
    return int(high) - int(low) + 1, int(low), int(high)


class _Index:
    """The queries one backend answers for `search_candidates`."""

    def __init__(self, conn: Any, workspace_id: int) -> None:
        # A DB-API connection: SQLAlchemy's row processing cost more than the queries themselves.
        self.conn = conn
        self.workspace_id = workspace_id

    def _fetch(self, sql: str, params: Any) -> list[Any]:
        return fetch(self.conn, sql, params)

    def term(self, term: Sequence[Sequence[str]]) -> str:
        raise NotImplementedError

    def all_of(self, exprs: Sequence[str]) -> str:
        raise NotImplementedError

    def ids(self, expr: str, limit: int) -> list[int]:
        raise NotImplementedError

    def extent(self) -> tuple[int, int, int]:
        """How many fragments (estimated from the id span: fragments are never deleted, and
        counting 10^5 rows cost more than the search), and the lowest and highest id."""
        raise NotImplementedError

    def rows(self, ids: Sequence[int]) -> list[Candidate]:
        raise NotImplementedError


class _SqliteIndex(_Index):
    """FTS5. The index is read without the workspace filter (a SQLite file normally holds one
    workspace; the statistics then count the whole file), rows are read with it."""

    def term(self, term: Sequence[Sequence[str]]) -> str:
        return _fts_term(term)

    def all_of(self, exprs: Sequence[str]) -> str:
        return " AND ".join(exprs)

    def ids(self, expr: str, limit: int) -> list[int]:
        try:
            (found,) = self._fetch(FTS_TERM_IDS_JSON_SQL, (expr, limit))[0]
        except sqlite3.OperationalError as exc:
            if "json_group_array" not in str(exc):  # no such function: an older build
                raise
            return [r[0] for r in self._fetch(FTS_TERM_IDS_SQL, (expr, limit))]
        # Newest first, as the rows come: SQL does not promise an aggregate's order.
        return sorted(json.loads(found), reverse=True)

    def extent(self) -> tuple[int, int, int]:
        # min and max of the primary key are two index probes; count(*) read the whole table.
        low, high = self._fetch("SELECT (SELECT min(id) FROM fragment), max(id) FROM fragment", ())[
            0
        ]
        return _span(low, high)

    def rows(self, ids: Sequence[int]) -> list[Candidate]:
        if not ids:
            return []
        marks = ", ".join("?" * len(ids))
        return self._fetch(
            "SELECT id, key, text, search_text FROM fragment "
            f"WHERE id IN ({marks}) AND workspace_id = ?",
            (*ids, self.workspace_id),
        )


class _PgIndex(_Index):
    """A tsquery over the stored token vector: the GIN index evaluates a term in one scan."""

    def term(self, term: Sequence[Sequence[str]]) -> str:
        return _tsquery_term(term)

    def all_of(self, exprs: Sequence[str]) -> str:
        return " & ".join(exprs)

    def ids(self, expr: str, limit: int) -> list[int]:
        rows = self._fetch(
            "SELECT id FROM fragment WHERE workspace_id = %(ws)s "
            "AND search_vector @@ CAST(%(q)s AS tsquery) ORDER BY id DESC LIMIT %(n)s",
            {"ws": self.workspace_id, "q": expr, "n": limit},
        )
        return [r[0] for r in rows]

    def extent(self) -> tuple[int, int, int]:
        low, high = self._fetch(
            "SELECT min(id), max(id) FROM fragment WHERE workspace_id = %(ws)s",
            {"ws": self.workspace_id},
        )[0]
        return _span(low, high)

    def rows(self, ids: Sequence[int]) -> list[Candidate]:
        if not ids:
            return []
        return self._fetch(
            "SELECT id, key, text, search_text FROM fragment WHERE workspace_id = %(ws)s "
            "AND id = ANY(CAST(%(ids)s AS bigint[]))",
            {"ws": self.workspace_id, "ids": list(ids)},
        )
