"""A page of the fragments table: every fragment scored once, any sort, filter and page served
from memory, only the rows shown loaded in full (the app's Fragments tab; algorithm.md §11).

Scoring every fragment is the expensive part of a fragment page (it reads every row); sorting
and slicing the scored columns is cheap. So, like Toolong with its line index, the source keeps
the engine's `ScoreTable` from one data change (or recency tick) to the next and serves any sort,
filter and page from it; only the rows on screen are loaded in full. The text order comes from
the database as fragment ids (no text is read), then it is served like the others. A filter text
keeps the fragments whose text holds it; sorted by "match", a shortlist of at most `FUZZY_LIMIT`
is ranked by how closely each text matches what was typed.

All methods block: call them from thread workers only. A lock serialises them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np
from rapidfuzz import fuzz

from memtui.engine.scoring import DeepThresholds
from memtui.engine.store import Store
from memtui.engine.store.browse import (
    ids_matching,
    order_by_label,
    scored_table,
    texts_by_id,
    views_by_ids,
)
from memtui.engine.store.fragments import STATUSES, FragmentView, ScoreTable, table_rows
from memtui.engine.vocabulary import GATES
from memtui.engine.workspace import Workspace

# Fuzzy ranking loads the texts of the substring shortlist; beyond this many rows it would cost
# more than it tells, so larger shortlists keep the score order.
FUZZY_LIMIT = 2_000
# The sort that ranks a filter's shortlist by closeness of match.
MATCH_SORT = "match"


@dataclass(frozen=True)
class Query:
    """What the table asks for: order, direction, filter text and status."""

    sort: str = "score"
    descending: bool = True
    text: str = ""
    status: str | None = None


@dataclass
class Page:
    """A slice of the current order, ready for the table."""

    offset: int
    total: int
    views: list[FragmentView]
    status_counts: dict[str, int] = field(default_factory=dict)


@dataclass
class _Order:
    query: Query
    rows: np.ndarray  # row indices into the score table
    total: int
    counts: dict[str, int]


class FragmentSource:
    """The scored columns of every fragment and the current order (thread workers only)."""

    def __init__(self, store: Store, ws: Workspace, now: Callable[[], datetime]) -> None:
        self.store = store
        self.ws = ws
        self._now = now
        self._lock = threading.Lock()
        self._table: ScoreTable | None = None
        self._by_key: np.ndarray = np.empty(0, dtype=np.int64)
        self._built_at: datetime | None = None
        self._order: _Order | None = None

    @property
    def thresholds(self) -> DeepThresholds:
        return self.ws.config.dreaming.deep.thresholds()

    @property
    def built_at(self) -> datetime | None:
        """The 'now' the current scores were computed for."""
        return self._built_at

    def rebuild(self) -> int:
        """Re-read and re-score every fragment at the current time; returns how many."""
        with self._lock:
            return len(self._rebuild())

    def _rebuild(self) -> ScoreTable:
        now = self._now()
        table = scored_table(self.store, now, self.thresholds)
        self._table = table
        # Every order breaks ties by key, so equal scores never shuffle between refreshes.
        self._by_key = table.key_order()
        self._built_at = now
        self._order = None
        return table

    def page(self, query: Query, offset: int, limit: int) -> Page:
        """Rows `offset`…`offset+limit` of `query`'s order (the order is cached per query)."""
        with self._lock:
            table = self._table or self._rebuild()
            order = self._order_for(table, query)
            offset = max(0, min(offset, max(0, order.total - 1)))
            chunk = [int(i) for i in order.rows[offset : offset + limit]]
            views = views_by_ids(self.store, [int(table.ids[i]) for i in chunk])
            by_id = {int(table.ids[i]): i for i in chunk}
            for view in views:
                view.scored = table.deep_score(by_id[view.id])
            return Page(offset, order.total, views, order.counts)

    def _order_for(self, table: ScoreTable, query: Query) -> _Order:
        if self._order is not None and self._order.query == query:
            return self._order
        mask = np.ones(len(table), dtype=bool)
        if query.text.strip():
            wanted = ids_matching(self.store, query.text)
            mask &= np.isin(table.ids, np.fromiter(wanted, dtype=np.int64, count=len(wanted)))
        counts = table.status_counts(mask)
        if query.status:
            mask &= table.status == STATUSES.index(query.status)
        total = int(mask.sum())
        if query.sort == "text":
            rows = table_rows(table, order_by_label(self.store, "text", query.descending))
            rows = rows[mask[rows]]
        elif query.sort == MATCH_SORT:
            rows = self._sorted(table, "score", True, mask)
            if query.text.strip() and total <= FUZZY_LIMIT:
                rows = self._fuzzy(table, rows, query.text, query.descending)
        else:
            rows = self._sorted(table, query.sort, query.descending, mask)
        self._order = _Order(query, rows, len(rows), counts)
        return self._order

    def _sorted(
        self, table: ScoreTable, sort: str, descending: bool, mask: np.ndarray
    ) -> np.ndarray:
        """Row indices of `mask` ordered by `sort`, ties broken by key."""
        values = self._values(table, sort)[self._by_key]
        order = self._by_key[np.argsort(-values if descending else values, kind="stable")]
        return order[mask[order]]

    @staticmethod
    def _values(table: ScoreTable, sort: str) -> np.ndarray:
        """A numeric column to sort by, including the table-only columns (kind, tags, …)."""
        if sort == "kind":
            names = sorted(set(table.kinds))
            rank = {name: n for n, name in enumerate(names)}
            return np.fromiter((rank[k] for k in table.kinds), dtype=np.float64, count=len(table))
        if sort == "status":
            return table.status.astype(np.float64)
        if sort == "gate":
            gate = table.scores["gate"].astype(np.float64)
            # Fragments that pass every gate sort after the last gate.
            return np.where(gate < 0, float(len(GATES)), gate)
        if sort == "tags":
            return np.nan_to_num(table.cols["tags"], nan=0.0)
        return np.asarray(table.sort_column(sort), dtype=np.float64)

    def _fuzzy(
        self, table: ScoreTable, rows: np.ndarray, text: str, descending: bool
    ) -> np.ndarray:
        """Rank a substring shortlist by how closely each text matches what was typed."""
        ids = [int(table.ids[i]) for i in rows]
        texts = {i: body.lower() for i, body in texts_by_id(self.store, ids).items()}
        needle = text.strip().lower()
        ratios = np.array([fuzz.WRatio(needle, texts.get(i, "")) for i in ids], dtype=np.float64)
        # Stable sort keeps the score order among equally close matches.
        order = np.argsort(-ratios if descending else ratios, kind="stable")
        return rows[order]
