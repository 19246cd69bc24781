"""Fragments as the outside world sees them: the §11 object with status, components and gate
(`views`, re-exported here), the score table, paging for the app."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import Select, String, cast, func, literal, literal_column
from sqlmodel import Session, col, select

from memtui.engine.scoring import (
    COMPONENT_NAMES,
    Components,
    DeepScore,
    DeepThresholds,
    deep_score,
    deep_scores_np,
)
from memtui.engine.store import (
    FragmentRow,
    OccurrenceRow,
    PromotionRow,
    Store,
)
from memtui.engine.store.claims import ClaimPool, pool_claims
from memtui.engine.store.views import FragmentView, latest, read_views
from memtui.engine.vocabulary import GATES, STATUSES, FragmentStatus, PromotionStatus

if TYPE_CHECKING:
    # numpy is imported by the functions that rank: a search never loads it.
    import numpy as np

SORT_FIELDS = (
    "score",
    "raw_score",
    "recall_count",
    "daily_count",
    "signal_count",
    "total_score",
    "unique_queries",
    "recall_days",
    "last_recalled_at",
    "first_seen_at",
    "boost",
    "relevance",
    "text",
    "key",
)


def pending_fragment_ids(
    store: Store, session: Session, ids: Sequence[int] | None = None
) -> set[int]:
    stmt = select(PromotionRow.fragment_id).where(
        PromotionRow.workspace_id == store.workspace_id,
        PromotionRow.status == PromotionStatus.PENDING,
        PromotionRow.action != "rewrite",  # a whole-file proposal, not this fragment's
    )
    if ids is not None:
        stmt = stmt.where(col(PromotionRow.fragment_id).in_(list(ids)))
    return set(session.exec(stmt))


def attach_claims(store: Store, session: Session, views: Sequence[FragmentView]) -> None:
    """Attach each view's claim with its pooled evidence (scored views then rank the claim),
    phase signals and rejection included, as deep's score table pools them (`pool_columns`)."""
    pools = pool_claims(store, session, [v.claim_id for v in views if v.claim_id is not None])
    shared = [pool for pool in pools.values() if len(pool.member_ids) > 1]
    if shared:
        ids = sorted({m for pool in shared for m in pool.member_ids})
        members = {v.id: v for v in load_views(store, session, ids=ids)}
        for pool in shared:
            _pool_phase_signals(pool, [members[m] for m in pool.member_ids if m in members])
    for view in views:
        view.claim = pools.get(view.claim_id) if view.claim_id is not None else None


def _pool_phase_signals(pool: ClaimPool, members: Sequence[FragmentView]) -> None:
    pool.light_hits = max((m.light_hits for m in members), default=0)
    pool.last_light_at = latest(m.last_light_at for m in members)
    pool.rem_hits = max((m.rem_hits for m in members), default=0)
    pool.last_rem_at = latest(m.last_rem_at for m in members)
    pool.rejected = any(m.rejected for m in members)


def score_views(views: Sequence[FragmentView], now: datetime, thresholds: DeepThresholds) -> None:
    for view in views:
        view.scored = deep_score(view.stats(), now, thresholds)


def scored_by_keys(
    store: Store, keys: Sequence[str], now: datetime, thresholds: DeepThresholds
) -> list[FragmentView]:
    """Views of `keys` with their claims, scored as deep and `explain` score them: on the
    claim's pooled evidence (algorithm.md §6.5). Every screen showing one fragment's score
    reads it here, so none disagrees with the table or the dream report."""
    with store.session(read_only=True) as session:
        views = load_views(store, session, keys=list(keys))
        attach_claims(store, session, views)
    score_views(views, now, thresholds)
    return views


_F = FragmentRow.__table__


def load_views(
    store: Store,
    session: Session,
    *,
    ids: Sequence[int] | None = None,
    keys: Sequence[str] | None = None,
) -> list[FragmentView]:
    """Views for the given ids (in that order) or keys (all fragments of the workspace, by id,
    when both are None)."""
    if keys is not None:
        ids = [r.id for r in store.fragments_by_keys(session, keys).values() if r.id is not None]
    return read_views(session.connection().connection, store.backend, store.workspace_id, ids)


# Times become epoch seconds in SQL (NULL when missing, which numpy reads as nan), so the
# whole projection is numeric; NULL also costs the driver less than a number.
_EPOCH = {
    "sqlite": "(julianday({c}) - 2440587.5) * 86400.0",
    "postgresql": "EXTRACT(EPOCH FROM {c})",
}
# One row per fragment: the numbers, then key and kind (one scan reads them all). Promotable
# and short-term share one column of flags; phase signals, which most fragments lack, are read
# from their own table (every value read costs ~0.1 µs in the driver, 100 000 times over).
_TABLE_COLUMNS = (
    "f.id",
    "f.recall_count",
    "f.daily_count",
    "f.total_score",
    "f.unique_query_count",
    "f.recall_day_count",
    "f.consolidation",
    "f.tag_count",
    "{last_recalled}",
    "{first_seen}",
    "{promoted}",
    "{rejected}",
    "CASE WHEN f.promotable THEN 1 ELSE 0 END + CASE WHEN f.kind IN ('daily', 'session') THEN 2 ELSE 0 END"
    " + CASE WHEN f.durability = '' THEN 4 ELSE 0 END",
    "COALESCE(f.claim_id, f.id)",
    "f.key",
    "f.kind",
)
_NUMERIC_COLUMNS = len(_TABLE_COLUMNS) - 2
_SIGNAL_COLUMNS = ("p.fragment_id", "p.light_hits", "{last_light}", "p.rem_hits", "{last_rem}")


def _table_sql(dialect: str) -> tuple[str, str]:
    """The fragments' query and the phase signals' query of a score table."""
    epoch = _EPOCH.get(dialect, _EPOCH["postgresql"])
    cols = ", ".join(_TABLE_COLUMNS).format(
        last_recalled=epoch.format(c="f.last_recalled_at"),
        first_seen=epoch.format(c="f.first_seen_at"),
        promoted=epoch.format(c="f.promoted_at"),
        rejected=epoch.format(c="f.rejected_at"),
    )
    signals = ", ".join(_SIGNAL_COLUMNS).format(
        last_light=epoch.format(c="p.last_light_at"), last_rem=epoch.format(c="p.last_rem_at")
    )
    return (
        f"SELECT {cols} FROM fragment f WHERE f.workspace_id = :ws ORDER BY f.id",
        f"SELECT {signals} FROM phase_signal p WHERE p.workspace_id = :ws",
    )


_STATUS_INDEX = {name: n for n, name in enumerate(STATUSES)}
# Rows per DB-API fetch when reading whole columns.
_FETCH_ROWS = 8192


def _fetch_blocks(cursor: Any) -> Iterator[list[Any]]:
    while rows := cursor.fetchmany(_FETCH_ROWS):
        yield rows


@dataclass
class ScoreTable:
    """Every fragment of a workspace as columns, scored at once (algorithm.md §6, set-based).

    Only scalars are read — no texts, no JSON — so 100 000 fragments rank in a fraction of a
    second; rows are materialized (`row(i)`) only for what a page or report shows.
    """

    ids: np.ndarray
    keys: list[str]
    kinds: list[str]
    cols: dict[str, np.ndarray]
    scores: dict[str, np.ndarray]
    status: np.ndarray
    first_seen: np.ndarray

    def __len__(self) -> int:
        return len(self.ids)

    def sort_column(self, name: str) -> np.ndarray:
        import numpy as np

        if name in ("score", "boost", "relevance"):
            return self.scores[name]
        if name == "raw_score":
            return self.scores["raw"]
        direct = {
            "recall_count": "recall_count",
            "daily_count": "daily_count",
            "total_score": "total_score",
            "unique_queries": "unique_queries",
            "recall_days": "recall_days",
            "last_recalled_at": "last_recalled",
        }
        if name in direct:
            return np.nan_to_num(self.cols[direct[name]], nan=0.0)
        if name == "signal_count":
            return self.cols["recall_count"] + self.cols["daily_count"]
        if name == "first_seen_at":
            return np.nan_to_num(self.first_seen, nan=0.0)
        raise ValueError(f"cannot sort by {name!r} without texts")

    def key_order(self) -> np.ndarray:
        """Row indices by key: the tie-break of every order (a numpy string array sorts 3x
        faster than an object array of the same keys)."""
        import numpy as np

        return np.argsort(np.array(self.keys, dtype=str), kind="stable")

    def order(self, name: str, descending: bool) -> np.ndarray:
        """Row indices sorted by a column, ties broken by key (stable, deterministic)."""
        import numpy as np

        by_key = self.key_order()
        values = self.sort_column(name)[by_key]
        if descending:
            values = -values
        return by_key[np.argsort(values, kind="stable")]

    def deep_score(self, i: int) -> DeepScore:
        sc = self.scores
        gate = int(sc["gate"][i])
        comps = Components(**{name: float(sc[name][i]) for name in COMPONENT_NAMES})
        return DeepScore(
            comps,
            float(sc["boost"][i]),
            float(sc["raw"][i]),
            float(sc["score"][i]),
            None if gate < 0 else GATES[gate],
        )

    def status_counts(self, mask: np.ndarray | None = None) -> dict[str, int]:
        import numpy as np

        values = self.status if mask is None else self.status[mask]
        counts = np.bincount(values, minlength=len(STATUSES))
        return {name: int(counts[n]) for n, name in enumerate(STATUSES) if counts[n]}

    def gate_counts(self) -> dict[str, int]:
        import numpy as np

        counts = np.bincount(self.scores["gate"].astype(np.int64) + 1, minlength=len(GATES) + 1)
        out = {"passes": int(counts[0])} if counts[0] else {}
        out.update({gate: int(counts[n + 1]) for n, gate in enumerate(GATES) if counts[n + 1]})
        return out


def score_table(
    store: Store, session: Session, now: datetime, thresholds: DeepThresholds
) -> ScoreTable:
    """Score every fragment of the workspace in one pass (see ScoreTable)."""
    import numpy as np

    data, keys, kinds, signals = _read_table(store, session)
    ids = data[:, 0].astype(np.int64)
    cols = _table_columns(data, _phase_columns(ids, signals))
    pool_columns(store, session, ids, data[:, 13].astype(np.int64), cols)
    scores = deep_scores_np(cols, now.timestamp(), thresholds)
    pending = pending_fragment_ids(store, session)
    pending_mask = np.isin(ids, np.fromiter(pending, dtype=np.int64, count=len(pending)))
    status = np.full(len(ids), _STATUS_INDEX[FragmentStatus.NEW], dtype=np.int8)
    status[cols["light_hits"] > 0] = _STATUS_INDEX[FragmentStatus.STAGED]
    status[cols["rem_hits"] > 0] = _STATUS_INDEX[FragmentStatus.REM]
    status[cols["rejected"] != 0] = _STATUS_INDEX[FragmentStatus.REJECTED]
    status[pending_mask] = _STATUS_INDEX[FragmentStatus.PENDING]
    status[cols["promoted"] != 0] = _STATUS_INDEX[FragmentStatus.PROMOTED]
    return ScoreTable(ids, keys, kinds, cols, scores, status, data[:, 9])


def _read_table(
    store: Store, session: Session
) -> tuple[np.ndarray, list[str], list[str], np.ndarray]:
    """The fragments' numeric columns, keys and kinds, and the phase-signal rows, as arrays."""
    import numpy as np

    params = {"ws": store.workspace_id}
    # The DB-API cursor hands back plain tuples, which numpy converts an order of magnitude
    # faster than SQLAlchemy rows (this is the hot path of ranking 100 000 fragments).
    mark = ":ws" if store.backend == "sqlite" else "%(ws)s"
    fragments_sql, signals_sql = (q.replace(":ws", mark) for q in _table_sql(store.backend))
    cursor = session.connection().connection.cursor()
    keys: list[str] = []
    kinds: list[str] = []
    blocks: list[np.ndarray] = []
    try:
        cursor.execute(fragments_sql, params)
        # Blocks, not fetchall: 100 000 tuples of Python numbers would take ~50 MB at once.
        for rows in _fetch_blocks(cursor):
            block = np.array(rows, dtype=object)
            blocks.append(block[:, :_NUMERIC_COLUMNS].astype(np.float64))
            keys.extend(block[:, _NUMERIC_COLUMNS].tolist())
            kinds.extend(block[:, _NUMERIC_COLUMNS + 1].tolist())
        cursor.execute(signals_sql, params)
        signals = np.array(cursor.fetchall(), dtype=np.float64).reshape(-1, len(_SIGNAL_COLUMNS))
        # A missing time arrives as NULL, which numpy reads as nan.
    finally:
        cursor.close()
    data = np.concatenate(blocks) if blocks else np.empty((0, _NUMERIC_COLUMNS))
    # One string object per kind, not one per fragment.
    kind_names: dict[str, str] = {}
    return data, keys, [kind_names.setdefault(kind, kind) for kind in kinds], signals


def _phase_columns(ids: np.ndarray, signals: np.ndarray) -> np.ndarray:
    """Light hits, last light, REM hits, last REM per fragment (times nan without a signal)."""
    import numpy as np

    phase = np.zeros((len(ids), 4))
    phase[:, (1, 3)] = np.nan
    if len(signals) and len(ids):
        at = np.searchsorted(ids, signals[:, 0].astype(np.int64))
        found = at < len(ids)
        found[found] = ids[at[found]] == signals[found, 0]
        phase[at[found]] = signals[found, 1:]
    return phase


def _table_columns(data: np.ndarray, phase: np.ndarray) -> dict[str, np.ndarray]:
    """The named columns `deep_scores_np` reads."""
    import numpy as np

    last = data[:, 8]
    promoted = ~np.isnan(data[:, 10])
    rejected_at = data[:, 11]
    rejected = ~np.isnan(rejected_at) & (np.isnan(last) | (last <= rejected_at))
    flags = data[:, 12].astype(np.int64)
    return {
        "recall_count": data[:, 1],
        "daily_count": data[:, 2],
        "total_score": data[:, 3],
        "unique_queries": data[:, 4],
        "recall_days": data[:, 5],
        "consolidation": data[:, 6],
        "tags": data[:, 7],
        "last_recalled": last,
        "promotable": (flags & 1).astype(np.float64),
        "short_term": ((flags & 2) >> 1).astype(np.float64),
        "light_hits": phase[:, 0],
        "last_light": phase[:, 1],
        "rem_hits": phase[:, 2],
        "last_rem": phase[:, 3],
        "promoted": promoted.astype(np.float64),
        "rejected": rejected.astype(np.float64),
        "durable": ((flags & 4) >> 2).astype(np.float64),
        "represents": np.ones(len(data)),
    }


def pool_columns(
    store: Store,
    session: Session,
    ids: np.ndarray,
    claim_ids: np.ndarray,
    cols: dict[str, np.ndarray],
) -> None:
    """Give every fragment of a claim with several fragments the claim's pooled evidence, and
    mark the one fragment that speaks for it (algorithm.md §6.5). Claims of one fragment, most of
    a workspace, keep their own columns: only the multi-fragment claims are read."""
    import numpy as np

    if not len(ids):
        return
    uniq, counts = np.unique(claim_ids, return_counts=True)
    shared = uniq[counts > 1]
    if not len(shared):
        return
    pools = pool_claims(store, session, shared.tolist())
    for cid, pool in pools.items():
        rows = np.flatnonzero(claim_ids == cid)
        values = {
            "recall_count": pool.recall_count,
            "daily_count": pool.daily_count,
            "total_score": pool.total_score,
            "unique_queries": len(pool.query_hashes),
            "recall_days": len(pool.recall_days),
            "consolidation": pool.consolidation,
            "tags": len(pool.tags),
            "promoted": 1.0 if pool.promoted else 0.0,
        }
        for name, value in values.items():
            cols[name][rows] = value
        # Durable when the claim is and the member itself is (see FragmentView.stats).
        cols["durable"][rows] = cols["durable"][rows] * (0.0 if pool.durability else 1.0)
        for name in ("last_recalled", "light_hits", "last_light", "rem_hits", "last_rem"):
            column = cols[name][rows]
            cols[name][rows] = np.nan if np.all(np.isnan(column)) else np.nanmax(column)
        cols["rejected"][rows] = float(cols["rejected"][rows].max())
        cols["represents"][rows] = (ids[rows] == pool.representative).astype(np.float64)


def _aggregated_ids(session: Session, ranked: Select[Any], ordered: bool) -> np.ndarray:
    """The ids a query yields, read as one aggregated row. `ranked` selects `id` and `rank`;
    with `ordered`, ids come back by rank.

    The app reads in thread workers, and the driver gives up the GIL around every row it steps:
    while the UI thread was busy, each of 8 000 rows waited for it (a filter took 0.5 s, not
    0.08). SQLite's group_concat has no ORDER BY before 3.44, so the ranks come along.
    """
    import numpy as np

    q = ranked.subquery()
    if session.get_bind().dialect.name == "sqlite":
        stmt = select(func.group_concat(q.c.id), func.group_concat(q.c.rank))
    else:
        # string_agg(id::text, ',' ORDER BY rank): the ORDER BY rides on the last argument.
        from sqlalchemy.dialects.postgresql import aggregate_order_by

        comma_by_rank = aggregate_order_by(literal_column("','"), q.c.rank)
        stmt = select(func.string_agg(cast(q.c.id, String), comma_by_rank), literal(None))
    ids_text, ranks_text = session.connection().execute(stmt).one()
    ids = np.fromstring(ids_text or "", dtype=np.int64, sep=",")
    if ranks_text is not None and ordered and len(ids):
        ids = ids[np.argsort(np.fromstring(ranks_text, dtype=np.int64, sep=","), kind="stable")]
    return ids


def label_order(store: Store, session: Session, sort: str, descending: bool) -> np.ndarray:
    """Fragment ids ordered by text (ties by key) or by key, as Python orders strings.

    The database sorts, so no text is read into Python: byte order of UTF-8 is code-point
    order (SQLite's BINARY collation; "C" on PostgreSQL).
    """
    if sort not in ("text", "key"):
        raise ValueError(f"cannot order by {sort!r}; choose text or key")
    columns = [_F.c.text, _F.c.key] if sort == "text" else [_F.c.key]
    if store.backend == "postgresql":
        columns = [c.collate("C") for c in columns]
    by = [c.desc() if descending else c.asc() for c in columns]
    ranked = select(_F.c.id, func.row_number().over(order_by=by).label("rank")).where(
        _F.c.workspace_id == store.workspace_id
    )
    return _aggregated_ids(session, ranked, ordered=True)


def table_rows(table: ScoreTable, ids: np.ndarray) -> np.ndarray:
    """Row indices of `ids` in the table, in their order (ids the table lacks are left out)."""
    import numpy as np

    if not len(table):
        return np.empty(0, dtype=np.int64)
    # The table is in id order (see _table_sql).
    rows = np.minimum(np.searchsorted(table.ids, ids), len(table) - 1)
    return rows[table.ids[rows] == ids]


def matching_ids(store: Store, session: Session, text: str, limit: int = 20_000) -> set[int]:
    """Fragments whose text contains every whitespace-separated term (case-insensitive; only
    ASCII letters on SQLite, whose LIKE and lower() know no other case)."""
    # SQLite's LIKE already ignores ASCII case: lower() on every text only cost time.
    body = _F.c.text if store.backend == "sqlite" else func.lower(_F.c.text)
    ranked = (
        select(_F.c.id, literal(0).label("rank"))
        .where(_F.c.workspace_id == store.workspace_id)
        .where(*(body.contains(term.lower(), autoescape=True) for term in text.split()))
        .limit(limit)
    )
    return {int(i) for i in _aggregated_ids(session, ranked, ordered=False)}


def texts_of(store: Store, session: Session, ids: Sequence[int]) -> dict[int, str]:
    """The texts of fragments by id, read as one aggregated row per 500 (see _aggregated_ids)."""
    agg = func.json_group_array if store.backend == "sqlite" else func.json_agg
    out: dict[int, str] = {}
    conn = session.connection()
    for start in range(0, len(ids), 500):
        chunk = [int(i) for i in ids[start : start + 500]]
        stmt = select(agg(_F.c.id), agg(_F.c.text)).where(
            _F.c.workspace_id == store.workspace_id, _F.c.id.in_(chunk)
        )
        found_ids, found_texts = conn.execute(stmt).one()
        if found_ids is None:
            continue
        # SQLite hands back the JSON text, psycopg the decoded lists.
        if isinstance(found_ids, str):
            found_ids, found_texts = json.loads(found_ids), json.loads(found_texts)
        out.update(zip((int(i) for i in found_ids), found_texts, strict=True))
    return out


@dataclass
class FragmentPage:
    total: int
    offset: int
    views: list[FragmentView]
    status_counts: dict[str, int] = field(default_factory=dict)


def fragment_page(
    store: Store,
    now: datetime,
    thresholds: DeepThresholds,
    *,
    sort: str = "score",
    descending: bool = True,
    offset: int = 0,
    limit: int | None = 50,
    text: str = "",
    status: str | None = None,
) -> FragmentPage:
    """One sorted, filtered page of scored fragments; only the page's rows are loaded in full."""
    import numpy as np

    if sort not in SORT_FIELDS:
        raise ValueError(f"cannot sort by {sort!r}; choose one of {', '.join(SORT_FIELDS)}")
    with store.session(read_only=True) as s:
        table = score_table(store, s, now, thresholds)
        mask = np.ones(len(table), dtype=bool)
        if text.strip():
            wanted = matching_ids(store, s, text)
            mask &= np.isin(table.ids, np.fromiter(wanted, dtype=np.int64, count=len(wanted)))
        counts = table.status_counts(mask)
        if status:
            mask &= table.status == STATUSES.index(status)
        if sort in ("text", "key"):
            rows = table_rows(table, label_order(store, s, sort, descending))
            ordered = rows[mask[rows]]
        else:
            ordered = [i for i in table.order(sort, descending) if mask[i]]
        end = None if limit is None else offset + limit
        page = list(ordered[offset:end])
        views = load_views(store, s, ids=[int(table.ids[i]) for i in page])
    for view, i in zip(views, page, strict=True):
        view.scored = table.deep_score(int(i))
    return FragmentPage(total=int(mask.sum()), offset=offset, views=views, status_counts=counts)


def list_fragments(
    store: Store,
    now: datetime,
    thresholds: DeepThresholds,
    *,
    sort: str = "score",
    descending: bool = True,
    limit: int | None = 50,
    offset: int = 0,
    status: str | None = None,
) -> list[FragmentView]:
    """Scored fragments, sorted by any §11 field; paging by offset/limit."""
    return fragment_page(
        store,
        now,
        thresholds,
        sort=sort,
        descending=descending,
        offset=offset,
        limit=limit,
        status=status,
    ).views


def status_counts(store: Store) -> dict[str, int]:
    with store.session(read_only=True) as s:
        total = store.count_fragments(s)
        promoted = s.exec(
            select(func.count())
            .select_from(FragmentRow)
            .where(
                FragmentRow.workspace_id == store.workspace_id,
                col(FragmentRow.promoted_at).is_not(None),
            )
        ).one()
        occurrences = s.exec(
            select(func.count())
            .select_from(OccurrenceRow)
            .where(OccurrenceRow.workspace_id == store.workspace_id)
        ).one()
        pending = len(pending_fragment_ids(store, s))
    return {
        "fragments": int(total),
        "occurrences": int(occurrences),
        "promoted": int(promoted),
        "pending": pending,
    }
