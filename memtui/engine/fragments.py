"""Fragments as the outside world sees them: the §11 object with status, components and gate."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import func
from sqlmodel import Session, col, select

from memtui.engine.scoring import DeepScore, DeepThresholds, FragmentStats, deep_score
from memtui.engine.store import (
    FragmentRow,
    OccurrenceRow,
    PhaseSignalRow,
    PromotionRow,
    Store,
    from_db_time,
)

STATUSES = ("new", "staged", "rem", "pending", "promoted", "rejected")
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


@dataclass
class Occurrence:
    path: str
    start_line: int
    end_line: int
    day: str

    @property
    def evidence(self) -> str:
        return f"{self.path}:{self.start_line}-{self.end_line}"

    @property
    def citation(self) -> str:
        return f"{self.path}#L{self.start_line}-L{self.end_line}"


@dataclass
class FragmentView:
    """One fragment with its stats (algorithm.md §11); scored fields are set by `score_views`."""

    id: int
    key: str
    text: str
    kind: str
    occurrences: list[Occurrence]
    recall_count: int
    daily_count: int
    total_score: float
    max_score: float
    unique_queries: int
    recall_days: list[str]
    concept_tags: list[str]
    first_seen_at: datetime | None
    last_recalled_at: datetime | None
    promoted_at: datetime | None
    rejected_at: datetime | None
    promotable: bool
    status: str
    light_hits: int = 0
    last_light_at: datetime | None = None
    rem_hits: int = 0
    last_rem_at: datetime | None = None
    last_rem_considered_at: datetime | None = None
    scored: DeepScore | None = field(default=None, repr=False)

    @property
    def signal_count(self) -> int:
        return self.recall_count + self.daily_count

    @property
    def rejected(self) -> bool:
        """Rejected in review and not recalled since (new votes lift the suppression, §6)."""
        if self.rejected_at is None:
            return False
        return self.last_recalled_at is None or self.last_recalled_at <= self.rejected_at

    @property
    def newest(self) -> Occurrence | None:
        return max(self.occurrences, key=lambda o: (o.day, o.path, o.start_line), default=None)

    def stats(self) -> FragmentStats:
        return FragmentStats(
            kind=self.kind,
            text_promotable=self.promotable,
            promoted=self.promoted_at is not None,
            rejected=self.rejected,
            recall_count=self.recall_count,
            daily_count=self.daily_count,
            total_score=self.total_score,
            unique_queries=self.unique_queries,
            recall_days=tuple(self.recall_days),
            tag_count=len(self.concept_tags),
            last_recalled_at=self.last_recalled_at,
            light_hits=self.light_hits,
            last_light_at=self.last_light_at,
            rem_hits=self.rem_hits,
            last_rem_at=self.last_rem_at,
        )

    def sort_value(self, name: str) -> Any:
        if name in ("score", "raw_score", "boost"):
            if self.scored is None:
                return 0.0
            return {
                "score": self.scored.score,
                "raw_score": self.scored.raw,
                "boost": self.scored.boost,
            }[name]
        if name == "relevance":
            return self.scored.components.relevance if self.scored else 0.0
        if name == "recall_days":
            return len(self.recall_days)
        if name in ("last_recalled_at", "first_seen_at"):
            value = getattr(self, name)
            return value.timestamp() if value else 0.0
        return getattr(self, name)

    def to_json(self) -> dict[str, Any]:
        """The stable machine-readable shape of algorithm.md §11."""
        out: dict[str, Any] = {
            "key": self.key,
            "text": self.text,
            "kind": self.kind,
            "occurrences": [asdict(o) for o in self.occurrences],
            "recall_count": self.recall_count,
            "daily_count": self.daily_count,
            "signal_count": self.signal_count,
            "total_score": round(self.total_score, 6),
            "max_score": round(self.max_score, 6),
            "unique_queries": self.unique_queries,
            "recall_days": list(self.recall_days),
            "concept_tags": list(self.concept_tags),
            "first_seen_at": _iso(self.first_seen_at),
            "last_recalled_at": _iso(self.last_recalled_at),
            "promoted_at": _iso(self.promoted_at),
            "status": self.status,
        }
        if self.scored is not None:
            out["components"] = {
                k: round(v, 6) for k, v in self.scored.components.as_dict().items()
            }
            out["boost"] = round(self.scored.boost, 6)
            out["raw_score"] = round(self.scored.raw, 6)
            out["score"] = round(self.scored.score, 6)
            out["gate"] = self.scored.gate
        return out


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def _status(row: FragmentRow, signal: PhaseSignalRow | None, pending: bool, rejected: bool) -> str:
    if row.promoted_at is not None:
        return "promoted"
    if pending:
        return "pending"
    if rejected:
        return "rejected"
    if signal is not None and signal.rem_hits > 0:
        return "rem"
    if signal is not None and signal.light_hits > 0:
        return "staged"
    return "new"


def pending_fragment_ids(
    store: Store, session: Session, ids: Sequence[int] | None = None
) -> set[int]:
    stmt = select(PromotionRow.fragment_id).where(
        PromotionRow.workspace_id == store.workspace_id, PromotionRow.status == "pending"
    )
    if ids is not None:
        stmt = stmt.where(col(PromotionRow.fragment_id).in_(list(ids)))
    return set(session.exec(stmt))


def views_from_rows(
    store: Store, session: Session, rows: Sequence[FragmentRow]
) -> list[FragmentView]:
    """Attach occurrences, phase signals and status to fragment rows (batched queries)."""
    ids = [r.id for r in rows if r.id is not None]
    occs = store.occurrences_for(session, ids)
    signals = store.phase_signals_for(session, ids)
    pending = pending_fragment_ids(store, session, ids) if ids else set()
    views: list[FragmentView] = []
    for row in rows:
        assert row.id is not None
        sig = signals.get(row.id)
        view = FragmentView(
            id=row.id,
            key=row.key,
            text=row.text,
            kind=row.kind,
            occurrences=[
                Occurrence(o.path, o.start_line, o.end_line, o.day) for o in occs.get(row.id, [])
            ],
            recall_count=row.recall_count,
            daily_count=row.daily_count,
            total_score=row.total_score,
            max_score=row.max_score,
            unique_queries=len(row.query_hashes),
            recall_days=list(row.recall_days),
            concept_tags=list(row.concept_tags),
            first_seen_at=from_db_time(row.first_seen_at),
            last_recalled_at=from_db_time(row.last_recalled_at),
            promoted_at=from_db_time(row.promoted_at),
            rejected_at=from_db_time(row.rejected_at),
            promotable=row.promotable,
            status="new",
            light_hits=sig.light_hits if sig else 0,
            last_light_at=from_db_time(sig.last_light_at) if sig else None,
            rem_hits=sig.rem_hits if sig else 0,
            last_rem_at=from_db_time(sig.last_rem_at) if sig else None,
            last_rem_considered_at=from_db_time(sig.last_rem_considered_at) if sig else None,
        )
        view.status = _status(row, sig, row.id in pending, view.rejected)
        views.append(view)
    return views


def score_views(views: Sequence[FragmentView], now: datetime, thresholds: DeepThresholds) -> None:
    for view in views:
        view.scored = deep_score(view.stats(), now, thresholds)


def load_views(
    store: Store,
    session: Session,
    *,
    ids: Sequence[int] | None = None,
    keys: Sequence[str] | None = None,
) -> list[FragmentView]:
    """Views for the given ids or keys (all fragments of the workspace when both are None)."""
    if keys is not None:
        rows = list(store.fragments_by_keys(session, keys).values())
    else:
        stmt = select(FragmentRow).where(FragmentRow.workspace_id == store.workspace_id)
        if ids is not None:
            rows = []
            id_list = list(dict.fromkeys(ids))
            for i in range(0, len(id_list), 500):
                rows.extend(session.exec(stmt.where(col(FragmentRow.id).in_(id_list[i : i + 500]))))
        else:
            rows = list(session.exec(stmt.order_by(col(FragmentRow.id))))
    if ids is not None:
        order = {fid: n for n, fid in enumerate(ids)}
        rows.sort(key=lambda r: order.get(r.id or 0, 0))
    return views_from_rows(store, session, rows)


@dataclass
class IndexRow:
    """The numeric projection of a fragment: enough to score, sort and classify it without its text."""

    id: int
    key: str
    kind: str
    status: str
    stats: FragmentStats
    first_seen_at: datetime | None
    max_score: float
    scored: DeepScore | None = None

    def sort_value(self, name: str) -> Any:
        st = self.stats
        if name in ("score", "raw_score", "boost", "relevance"):
            sc = self.scored
            if sc is None:
                return 0.0
            return {
                "score": sc.score,
                "raw_score": sc.raw,
                "boost": sc.boost,
                "relevance": sc.components.relevance,
            }[name]
        simple = {
            "recall_count": st.recall_count, "daily_count": st.daily_count, "signal_count": st.signal_count,
            "total_score": st.total_score, "unique_queries": st.unique_queries, "recall_days": len(st.recall_days),
            "key": self.key,
        }  # fmt: skip
        if name in simple:
            return simple[name]
        when = st.last_recalled_at if name == "last_recalled_at" else self.first_seen_at
        return when.timestamp() if when else 0.0


def fragment_index(
    store: Store,
    session: Session,
    now: datetime,
    thresholds: DeepThresholds,
    *,
    ids: set[int] | None = None,
) -> list[IndexRow]:
    """Scored projection of every fragment (or of `ids`), without texts or occurrences."""
    cols = (
        FragmentRow.id, FragmentRow.key, FragmentRow.kind, FragmentRow.recall_count, FragmentRow.daily_count,
        FragmentRow.total_score, FragmentRow.max_score, FragmentRow.query_hashes, FragmentRow.recall_days,
        FragmentRow.concept_tags, FragmentRow.last_recalled_at, FragmentRow.first_seen_at,
        FragmentRow.promoted_at, FragmentRow.rejected_at, FragmentRow.promotable,
        PhaseSignalRow.light_hits, PhaseSignalRow.last_light_at, PhaseSignalRow.rem_hits, PhaseSignalRow.last_rem_at,
    )  # fmt: skip
    stmt = (
        select(*cols)
        .join(PhaseSignalRow, col(PhaseSignalRow.fragment_id) == col(FragmentRow.id), isouter=True)
        .where(FragmentRow.workspace_id == store.workspace_id)
    )
    pending = pending_fragment_ids(store, session)
    out: list[IndexRow] = []
    for r in session.exec(stmt):
        (fid, key, kind, rc, dc, total, mx, qh, days, tags, last, first, promoted, rejected_at, ok,
         lh, llat, rh, lrat) = r  # fmt: skip
        if ids is not None and fid not in ids:
            continue
        last_at = from_db_time(last)
        rej_at = from_db_time(rejected_at)
        rejected = rej_at is not None and (last_at is None or last_at <= rej_at)
        stats = FragmentStats(
            kind=kind, text_promotable=bool(ok), promoted=promoted is not None, rejected=rejected,
            recall_count=rc, daily_count=dc, total_score=total, unique_queries=len(qh or ()),
            recall_days=tuple(days or ()), tag_count=len(tags or ()), last_recalled_at=last_at,
            light_hits=lh or 0, last_light_at=from_db_time(llat), rem_hits=rh or 0, last_rem_at=from_db_time(lrat),
        )  # fmt: skip
        if promoted is not None:
            status = "promoted"
        elif fid in pending:
            status = "pending"
        elif rejected:
            status = "rejected"
        elif rh:
            status = "rem"
        elif lh:
            status = "staged"
        else:
            status = "new"
        row = IndexRow(fid, key, kind, status, stats, from_db_time(first), mx)
        row.scored = deep_score(stats, now, thresholds)
        out.append(row)
    return out


def matching_ids(store: Store, session: Session, text: str, limit: int = 20_000) -> set[int]:
    """Fragments whose text contains every whitespace-separated term (case-insensitive)."""
    stmt = select(FragmentRow.id).where(FragmentRow.workspace_id == store.workspace_id)
    for term in text.split():
        stmt = stmt.where(func.lower(FragmentRow.text).contains(term.lower(), autoescape=True))
    return {int(i) for i in session.exec(stmt.limit(limit)) if i is not None}


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
    """One sorted, filtered page of scored fragments; only the page's texts are loaded."""
    if sort not in SORT_FIELDS:
        raise ValueError(f"cannot sort by {sort!r}; choose one of {', '.join(SORT_FIELDS)}")
    with store.session() as s:
        ids = matching_ids(store, s, text) if text.strip() else None
        index = fragment_index(store, s, now, thresholds, ids=ids)
        counts = dict(Counter(r.status for r in index))
        if status:
            index = [r for r in index if r.status == status]
        if sort == "text":
            texts = (
                dict(
                    s.exec(
                        select(FragmentRow.id, FragmentRow.text).where(
                            col(FragmentRow.id).in_([r.id for r in index])
                        )
                    ).all()
                )
                if index
                else {}
            )
            index.sort(key=lambda r: (texts.get(r.id, ""), r.key), reverse=descending)
        else:
            index.sort(key=lambda r: (r.sort_value(sort), r.key), reverse=descending)
        end = None if limit is None else offset + limit
        page = index[offset:end]
        views = load_views(store, s, ids=[r.id for r in page])
    by_id = {r.id: r for r in page}
    for view in views:
        view.scored = by_id[view.id].scored
    return FragmentPage(total=len(index), offset=offset, views=views, status_counts=counts)


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
    with store.session() as s:
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
