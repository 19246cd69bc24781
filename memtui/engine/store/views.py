"""A fragment as the outside world sees it (the §11 object of algorithm.md), and the statements
that read views for given ids on a DB-API connection (`dbapi`): the SQLAlchemy store's
`fragments.load_views` and the stdlib SQLite path of `memtui search` run this same SQL."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from memtui.engine.scoring import DeepScore, FragmentStats
from memtui.engine.store.dbapi import fetch, from_db_time, json_value, marks, sql_for, time_value
from memtui.engine.vocabulary import FragmentStatus, PromotionStatus

if TYPE_CHECKING:
    from memtui.engine.store.claims import ClaimPool


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
    status: FragmentStatus
    light_hits: int = 0
    last_light_at: datetime | None = None
    rem_hits: int = 0
    last_rem_at: datetime | None = None
    last_rem_considered_at: datetime | None = None
    durability: str = ""  # "" durable, else why not (algorithm.md §6.5)
    claim_id: int | None = None
    claim: ClaimPool | None = field(default=None, repr=False)
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
        """Deep's inputs: the claim's pooled evidence when `claim` is attached (algorithm.md §6.5)."""
        own = FragmentStats(
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
            durable=not self.durability,
        )
        pool = self.claim
        if pool is None or len(pool.member_ids) <= 1:
            return own
        return replace(
            own,
            promoted=pool.promoted,
            rejected=self.rejected or pool.rejected,
            recall_count=pool.recall_count,
            daily_count=pool.daily_count,
            total_score=pool.total_score,
            unique_queries=len(pool.query_hashes),
            recall_days=tuple(pool.recall_days),
            tag_count=len(pool.tags),
            last_recalled_at=from_db_time(pool.last_recalled_at) or self.last_recalled_at,
            light_hits=max(self.light_hits, pool.light_hits),
            last_light_at=latest((self.last_light_at, pool.last_light_at)),
            rem_hits=max(self.rem_hits, pool.rem_hits),
            last_rem_at=latest((self.last_rem_at, pool.last_rem_at)),
            # A member that is itself no knowledge (a to-do, an echo) stops here, under its own
            # reason, even in a durable claim: it can never speak for it anyway.
            durable=not pool.durability and not self.durability,
            represents=pool.representative == self.id,
        )

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
            "durability": self.durability or None,
            "claim": self.claim_id,
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


def latest(times: Iterable[datetime | None]) -> datetime | None:
    return max((t for t in times if t is not None), default=None)


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def _status(view: FragmentView, pending: bool) -> FragmentStatus:
    if view.promoted_at is not None:
        return FragmentStatus.PROMOTED
    if pending:
        return FragmentStatus.PENDING
    if view.rejected:
        return FragmentStatus.REJECTED
    if view.rem_hits > 0:
        return FragmentStatus.REM
    if view.light_hits > 0:
        return FragmentStatus.STAGED
    return FragmentStatus.NEW


@dataclass(frozen=True)
class VotedStats:
    """What recording votes changed in a fragment (see recall.record_votes)."""

    recall_count: int
    total_score: float
    max_score: float
    last_recalled_at: datetime | None
    recall_days: list[str]
    unique_queries: int


def after_votes(view: FragmentView, stats: VotedStats) -> FragmentView:
    """The view with its vote fields as `stats` has them; its status follows (a vote lifts a
    rejection; promoted and pending stay as they were)."""
    new = replace(
        view,
        recall_count=stats.recall_count,
        total_score=stats.total_score,
        max_score=stats.max_score,
        last_recalled_at=from_db_time(stats.last_recalled_at),
        recall_days=list(stats.recall_days),
        unique_queries=stats.unique_queries,
        scored=None,
    )
    new.status = _status(new, view.status == FragmentStatus.PENDING)
    return new


# Views are read in two queries: the fragments with their phase signals and pending flag, then
# their occurrences. A search builds views for its hits, and the ORM's per-row bookkeeping was
# most of that search's time, so these are plain statements on the DB-API connection.
_VIEW_COLUMNS = (
    "f.id, f.key, f.text, f.kind, f.recall_count, f.daily_count, f.total_score, f.max_score, "
    "f.unique_query_count, f.recall_days, f.concept_tags, f.first_seen_at, f.last_recalled_at, "
    "f.promoted_at, f.rejected_at, f.promotable, p.light_hits, p.last_light_at, p.rem_hits, "
    "p.last_rem_at, p.last_rem_considered_at, "
    "EXISTS (SELECT 1 FROM promotion pr WHERE pr.fragment_id = f.id AND pr.status = ? "
    "AND pr.action != 'rewrite') AS pending, "  # a rewrite is a whole-file proposal
    "f.durability, f.claim_id"
)
VIEW_ROWS_SQL = (
    f"SELECT {_VIEW_COLUMNS} FROM fragment f "
    "LEFT OUTER JOIN phase_signal p ON p.fragment_id = f.id WHERE f.workspace_id = ?"
)
_VIEW_OCCURRENCES_SQL = (
    "SELECT fragment_id, path, start_line, end_line, day FROM occurrence "
    "WHERE fragment_id IN ({marks}) ORDER BY day, path, start_line"
)
# The fragment a DREAMS.md staged line or truth names by its evidence.
FRAGMENT_AT_SQL = (
    "SELECT f.id, f.key FROM fragment f JOIN occurrence o ON o.fragment_id = f.id "
    "WHERE o.workspace_id = ? AND o.path = ? AND o.start_line = ? AND o.end_line = ? LIMIT 1"
)
# The fragments whose lines a memory_get covers.
FRAGMENTS_WITHIN_SQL = (
    "SELECT o.fragment_id, f.key FROM occurrence o JOIN fragment f ON f.id = o.fragment_id "
    "WHERE o.workspace_id = ? AND o.path = ? AND o.start_line >= ? AND o.end_line <= ?"
)
_CHUNK = 500


def read_views(
    conn: Any, backend: str, workspace_id: int, ids: Sequence[int] | None
) -> list[FragmentView]:
    """Views for the given ids, in that order (all fragments of the workspace by id when None),
    read on `conn`, a DB-API connection."""
    params: list[Any] = [PromotionStatus.PENDING.value, workspace_id]
    if ids is None:
        rows = fetch(conn, sql_for(backend, VIEW_ROWS_SQL + " ORDER BY f.id"), params)
    else:
        id_list = list(dict.fromkeys(int(i) for i in ids))
        rows = []
        for i in range(0, len(id_list), _CHUNK):
            chunk = id_list[i : i + _CHUNK]
            sql = VIEW_ROWS_SQL + f" AND f.id IN ({marks(len(chunk))})"
            rows.extend(fetch(conn, sql_for(backend, sql), [*params, *chunk]))
        order = {fid: n for n, fid in enumerate(id_list)}
        rows.sort(key=lambda r: order.get(r[0], 0))
    return _views_from_rows(conn, backend, rows)


def _views_from_rows(conn: Any, backend: str, rows: Sequence[Any]) -> list[FragmentView]:
    """Views of rows read by `VIEW_ROWS_SQL`, with their occurrences (batched).

    Long only because it names each of the row's columns once; the logic is two loops.
    """
    ids = [int(r[0]) for r in rows]
    occs: dict[int, list[Occurrence]] = {}
    for i in range(0, len(ids), _CHUNK):
        chunk = ids[i : i + _CHUNK]
        sql = _VIEW_OCCURRENCES_SQL.format(marks=marks(len(chunk)))
        for fid, path, start, end, day in fetch(conn, sql_for(backend, sql), chunk):
            occs.setdefault(fid, []).append(Occurrence(path, start, end, day))
    views: list[FragmentView] = []
    for row in rows:
        (
            fid,
            key,
            text_,
            kind,
            recalls,
            dailies,
            total,
            best,
            queries,
            days,
            tags,
            first,
            last,
            promoted,
            rejected,
            promotable,
            light_hits,
            last_light,
            rem_hits,
            last_rem,
            rem_considered,
            pending,
            durability,
            claim_id,
        ) = row
        view = FragmentView(
            id=fid,
            key=key,
            text=text_,
            kind=kind,
            occurrences=occs.get(fid, []),
            recall_count=recalls,
            daily_count=dailies,
            total_score=total,
            max_score=best,
            unique_queries=queries,
            recall_days=list(json_value(days) or ()),
            concept_tags=list(json_value(tags) or ()),
            first_seen_at=time_value(first),
            last_recalled_at=time_value(last),
            promoted_at=time_value(promoted),
            rejected_at=time_value(rejected),
            promotable=bool(promotable),
            status=FragmentStatus.NEW,
            light_hits=light_hits or 0,
            last_light_at=time_value(last_light),
            rem_hits=rem_hits or 0,
            last_rem_at=time_value(last_rem),
            last_rem_considered_at=time_value(rem_considered),
            durability=durability or "",
            claim_id=claim_id,
        )
        view.status = _status(view, bool(pending))
        views.append(view)
    return views
