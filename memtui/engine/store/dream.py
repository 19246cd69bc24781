"""The dream phases' queries (architecture.md §6): what light, REM and deep read and write.

The phases themselves (`memtui.engine.dream.light`, `.rem`, `.deep`) hold no SQL; every
statement they run is a function here, taking plain values and returning plain data. Reads are
Core statements built once (plain tuples): ORM rows with their JSON lists and identity
bookkeeping were most of light's and REM's time at 100 000 fragments.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import bindparam, func, insert, or_, select, union, update
from sqlmodel import Session

from memtui.engine.spans import Span
from memtui.engine.store.dbapi import from_db_time, to_db_time
from memtui.engine.store.repository import Store
from memtui.engine.store.tables import (
    DreamRunRow,
    FragmentRow,
    OccurrenceRow,
    PhaseSignalRow,
    PromotionRow,
    table_of,
)
from memtui.engine.vocabulary import PromotionAction, PromotionStatus, RunOutcome

_F, _O, _S = table_of(FragmentRow), table_of(OccurrenceRow), table_of(PhaseSignalRow)
_P, _R = table_of(PromotionRow), table_of(DreamRunRow)
CHUNK = 500


class EntryRow(NamedTuple):
    """What a phase reads of one fragment (`memtui.engine.dream.entries.Entry` is built from it)."""

    id: int
    key: str
    text: str
    kind: str
    recall_count: int
    daily_count: int
    total_score: float
    query_hashes: list[str]
    recall_days: list[str]
    concept_tags: list[str]
    last_recalled_at: Any


_ENTRY_ROWS = select(
    _F.c.id,
    _F.c.key,
    _F.c.text,
    _F.c.kind,
    _F.c.recall_count,
    _F.c.daily_count,
    _F.c.total_score,
    _F.c.query_hashes,
    _F.c.recall_days,
    _F.c.concept_tags,
    _F.c.last_recalled_at,
).where(_F.c.id.in_(bindparam("ids", expanding=True)))
_OCCURRENCES = select(_O.c.fragment_id, _O.c.day, _O.c.path, _O.c.start_line, _O.c.end_line).where(
    _O.c.fragment_id.in_(bindparam("ids", expanding=True))
)


def chunks(ids: Sequence[int], size: int = CHUNK) -> Iterator[list[int]]:
    """`ids` in slices small enough for one `IN (…)` list on every backend."""
    for start in range(0, len(ids), size):
        yield [int(i) for i in ids[start : start + size]]


def entry_rows(session: Session, ids: Sequence[int]) -> dict[int, EntryRow]:
    """The phase columns of fragments by id (missing ids are left out)."""
    conn = session.connection()
    out: dict[int, EntryRow] = {}
    for chunk in chunks(ids):
        for r in conn.execute(_ENTRY_ROWS, {"ids": chunk}):
            fid, key, text, kind, recalls, dailies, total, hashes, days, tags, last = r
            out[int(fid)] = EntryRow(
                int(fid),
                key,
                text,
                kind,
                int(recalls),
                int(dailies),
                float(total),
                list(hashes or ()),
                list(days or ()),
                list(tags or ()),
                last,
            )
    return out


def newest_spans(session: Session, ids: Sequence[int]) -> dict[int, Span]:
    """Each fragment's newest occurrence (latest day, then path, then start line)."""
    newest: dict[int, tuple[str, str, int, int]] = {}
    conn = session.connection()
    for chunk in chunks(ids):
        for fid, day, path, start, end in conn.execute(_OCCURRENCES, {"ids": chunk}):
            cur = newest.get(fid)
            if cur is None or (day, path, start) > cur[:3]:
                newest[fid] = (day, path, start, end)
    return {fid: Span(path, start, end) for fid, (_, path, start, end) in newest.items()}


def written_places(session: Session, ids: Sequence[int]) -> dict[int, dict[str, Span]]:
    """Each fragment's days, each with the first place (by path, then line) it was written."""
    out: dict[int, dict[str, Span]] = {}
    conn = session.connection()
    for chunk in chunks(ids):
        rows = sorted(conn.execute(_OCCURRENCES, {"ids": chunk}), key=lambda r: r[1:])
        for fid, day, path, start, end in rows:
            out.setdefault(int(fid), {}).setdefault(day, Span(path, start, end))
    return out


def _touched(store: Store, cut_day: str, local_cut: datetime) -> list[Any]:
    """Non-promoted, promotable fragments with a recall, ingestion or occurrence since the cut."""
    # The three ways in, each read from its own index: as one OR with a correlated EXISTS,
    # SQLite walked all 100 000 fragments and probed the occurrences of each (125 ms, now 30).
    ws_id = store.workspace_id
    touched = union(
        select(_F.c.id).where(
            _F.c.workspace_id == ws_id, _F.c.last_recalled_at >= to_db_time(local_cut)
        ),
        select(_F.c.id).where(_F.c.workspace_id == ws_id, _F.c.last_ingested_day >= cut_day),
        select(_O.c.fragment_id).where(_O.c.workspace_id == ws_id, _O.c.day >= cut_day),
    )
    return [
        _F.c.id.in_(touched),
        _F.c.workspace_id == ws_id,
        _F.c.promoted_at.is_(None),
        _F.c.promotable.is_(True),
    ]


def touched_ids(store: Store, session: Session, cut_day: str, local_cut: datetime) -> list[int]:
    """Ids of the fragments touched since the cut (see `_touched`), in id order."""
    stmt = select(_F.c.id).where(*_touched(store, cut_day, local_cut)).order_by(_F.c.id)
    return [int(fid) for fid in session.connection().execute(stmt).scalars()]


def light_picks(
    store: Store, session: Session, cut_day: str, local_cut: datetime, limit: int
) -> tuple[int, list[int]]:
    """How many fragments were touched since the cut, and the ids of the first `limit` in
    light's order: last recall first (never recalled last), then recall count, then id."""
    where = _touched(store, cut_day, local_cut)
    conn = session.connection()
    if limit <= 0:
        count = conn.execute(select(func.count()).select_from(_F).where(*where)).scalar_one()
        return int(count), []
    # One scan: the window count is taken over every touched row before the limit applies.
    stmt = (
        select(_F.c.id, func.count().over())
        .where(*where)
        .order_by(_F.c.last_recalled_at.desc().nulls_last(), _F.c.recall_count.desc(), _F.c.id)
        .limit(limit)
    )
    rows = conn.execute(stmt).all()
    return (int(rows[0][1]) if rows else 0), [int(r[0]) for r in rows]


def phase_signal(store: Store, session: Session, fragment_id: int) -> PhaseSignalRow:
    """A fragment's phase signals, a new (unsaved) row when it has none yet."""
    row = session.get(PhaseSignalRow, fragment_id)
    if row is None:
        row = PhaseSignalRow(fragment_id=fragment_id, workspace_id=store.workspace_id)
    return row


def mark_rem_considered(
    store: Store, session: Session, ids: Sequence[int], db_now: datetime | None
) -> None:
    """Stamp `last_rem_considered_at` on many fragments' phase signals in set-based statements
    (one ORM get and update per fragment cost 2 s for REM's fallback window at 100 000)."""
    session.flush()
    for chunk in chunks(ids):
        session.execute(
            update(_S).where(_S.c.fragment_id.in_(chunk)).values(last_rem_considered_at=db_now)
        )
        have = set(
            session.execute(select(_S.c.fragment_id).where(_S.c.fragment_id.in_(chunk))).scalars()
        )
        missing = [fid for fid in chunk if fid not in have]
        if missing:
            session.execute(
                insert(_S),
                [
                    {
                        "fragment_id": fid,
                        "workspace_id": store.workspace_id,
                        "light_hits": 0,
                        "rem_hits": 0,
                        "last_rem_considered_at": db_now,
                    }
                    for fid in missing
                ],
            )
    # Signal objects this session already holds must not keep the old stamp.
    for obj in list(session.identity_map.values()):
        if isinstance(obj, PhaseSignalRow):
            session.expire(obj, ["last_rem_considered_at"])


def staged_since_rem(store: Store, session: Session, today_start: datetime | None) -> list[int]:
    """Fragments light staged since REM last considered them (REM's marks from today, at or
    after `today_start`, do not count: re-running a night sees the same inputs)."""
    light = _S.c.last_light_at
    rows = session.connection().execute(
        select(_S.c.fragment_id)
        .join(_F, _F.c.id == _S.c.fragment_id)
        .where(
            _F.c.workspace_id == store.workspace_id,
            _S.c.light_hits > 0,
            _F.c.promotable.is_(True),
            light.is_not(None),
            *(
                or_(mark.is_(None), mark >= today_start, light > mark)
                for mark in (_S.c.last_rem_at, _S.c.last_rem_considered_at)
            ),
        )
        .order_by(_S.c.fragment_id)
    )
    return [int(fid) for fid in rows.scalars()]


def mark_promoted(session: Session, fragment_id: int, db_now: datetime | None) -> None:
    """Stamp a fragment promoted (its claim is in MEMORY.md)."""
    row = session.get(FragmentRow, fragment_id)
    if row is not None:
        row.promoted_at = db_now
        session.add(row)


def promoted_fragments(
    store: Store, session: Session, keys: Sequence[str]
) -> list[tuple[int, str, int, str]]:
    """(fragment id, key, claim id, durability) of the promoted fragments among `keys`: the
    candidates for a proposed retirement."""
    rows = session.connection().execute(
        select(_F.c.id, _F.c.key, _F.c.claim_id, _F.c.durability).where(
            _F.c.workspace_id == store.workspace_id,
            _F.c.promoted_at.is_not(None),
            _F.c.key.in_(sorted(keys)),
        )
    )
    return [
        (int(fid), key, int(cid or fid), durability or "") for fid, key, cid, durability in rows
    ]


def last_run_started(store: Store, session: Session, phase: str) -> datetime | None:
    """When the newest finished, non-dry run of `phase` started (None: never)."""
    stmt = select(func.max(_R.c.started_at)).where(
        _R.c.workspace_id == store.workspace_id,
        _R.c.phase == phase,
        _R.c.dry_run.is_(False),
        _R.c.outcome == RunOutcome.OK,
    )
    return from_db_time(session.connection().execute(stmt).scalar())


def promotion_keys_with(
    store: Store,
    session: Session,
    action: PromotionAction,
    statuses: Sequence[PromotionStatus],
) -> set[str]:
    """Keys of the promotions of one action in any of `statuses`."""
    rows = session.connection().execute(
        select(_P.c.key).where(
            _P.c.workspace_id == store.workspace_id,
            _P.c.status.in_([str(s) for s in statuses]),
            _P.c.action == str(action),
        )
    )
    return {key for (key,) in rows}


def pending_adds(store: Store, session: Session) -> dict[int, int]:
    """Fragment id → id of its pending "add" promotion."""
    rows = session.connection().execute(
        select(_P.c.fragment_id, _P.c.id).where(
            _P.c.workspace_id == store.workspace_id,
            _P.c.status == str(PromotionStatus.PENDING),
            _P.c.action == str(PromotionAction.ADD),
        )
    )
    return {int(fid): int(pid) for fid, pid in rows if pid is not None and fid is not None}


def add_promotion(session: Session, row: PromotionRow) -> int:
    """Store a promotion and return its id."""
    session.add(row)
    session.flush()
    assert row.id is not None
    return row.id
