"""Claims in the store (algorithm.md §6.5): reading and writing `fragment.claim_id`, and a
claim's pooled evidence. Grouping itself — which texts restate one claim — is decided outside
the store (`memtui.engine.claims`); this module only runs its statements.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from itertools import combinations
from typing import Any, NamedTuple

from sqlalchemy import bindparam, func, literal, or_, select, update
from sqlmodel import Session

from memtui.engine.durability import names_a_report
from memtui.engine.scoring import consolidation
from memtui.engine.similarity import announces_a_change
from memtui.engine.store.dbapi import to_db_time
from memtui.engine.store.dream import chunks
from memtui.engine.store.repository import Store
from memtui.engine.store.tables import FragmentRow, OccurrenceRow, VoteRow, table_of
from memtui.engine.text import split_prefix

_F, _O, _V = table_of(FragmentRow), table_of(OccurrenceRow), table_of(VoteRow)
MAX_POOLED_QUERIES = 32
MAX_POOLED_DAYS = 16
MAX_POOLED_TAGS = 8
# The stored durability of notes whose statements may change an older rule: durable ones
# (stored as "") and chatter, which is about what a note talks about, not how it tells it
# (algorithm.md §6.5).
CHANGES_TOLD_IN = ("", "chatter")


class GroupingRow(NamedTuple):
    """What grouping reads of one fragment."""

    id: int
    claim_id: int  # 0 while not in a claim
    text: str
    claim_terms: str
    durability: str
    first_seen_at: Any = None  # when it was first read: only a newer text changes a rule


def grouping_rows(store: Store, session: Session, since: datetime | None) -> list[GroupingRow]:
    """The fragments grouping compares, in id order: none when every fragment is in a claim;
    else those not yet in one and those seen since `since` (every fragment when None)."""
    conn = session.connection()
    base = select(
        _F.c.id, _F.c.claim_id, _F.c.text, _F.c.claim_terms, _F.c.durability, _F.c.first_seen_at
    ).where(_F.c.workspace_id == store.workspace_id)
    if conn.execute(base.where(_F.c.claim_id.is_(None)).limit(1)).first() is None:
        return []
    if since is not None:
        base = base.where(_F.c.claim_id.is_(None) | (_F.c.last_seen_at >= to_db_time(since)))
    return [
        GroupingRow(int(fid), int(cid or 0), text, terms or "", durability or "", seen)
        for fid, cid, text, terms, durability, seen in conn.execute(base.order_by(_F.c.id))
    ]


def fragments_before(
    store: Store, session: Session, fragment_ids: Sequence[int]
) -> dict[int, tuple[int, int, str, str]]:
    """For each fragment, the fragment that stands right before its first occurrence in the
    same file — in line order, and for the pieces of one long line in the order they were cut
    (id order) —, as (id, claim id or 0, durability, text)."""
    if not fragment_ids:
        return {}
    conn = session.connection()
    wanted = sorted({int(i) for i in fragment_ids})
    first: dict[int, tuple[str, int, int]] = {}
    for chunk in chunks(wanted):
        rows = conn.execute(
            select(_O.c.fragment_id, _O.c.path, _O.c.start_line, _O.c.end_line)
            .where(_O.c.fragment_id.in_(chunk))
            .order_by(_O.c.fragment_id, _O.c.path, _O.c.start_line)
        )
        for fid, path, start, end in rows:
            first.setdefault(int(fid), (str(path), int(start), int(end)))
    near = select(_O.c.fragment_id, _O.c.start_line, _O.c.end_line).where(
        _O.c.workspace_id == store.workspace_id,
        _O.c.path == bindparam("path"),
        _O.c.start_line.between(bindparam("low"), bindparam("high")),
    )
    before: dict[int, int] = {}
    for fid, (path, start, end) in first.items():
        places = sorted(
            (int(s), int(e), int(f))
            for f, s, e in conn.execute(
                near, {"path": path, "low": max(1, start - 12), "high": end}
            )
        )
        mine = (start, end, fid)
        earlier = [p for p in places if p < mine and p[2] != fid]
        if earlier:
            before[fid] = earlier[-1][2]
    found: dict[int, tuple[int, str, str]] = {}
    for chunk in chunks(sorted(set(before.values()))):
        for pid, cid, durability, text in conn.execute(
            select(_F.c.id, _F.c.claim_id, _F.c.durability, _F.c.text).where(_F.c.id.in_(chunk))
        ):
            found[int(pid)] = (int(cid or 0), durability or "", text)
    return {fid: (pid, *found[pid]) for fid, pid in before.items() if pid in found}


def set_claims(session: Session, assigned: Sequence[tuple[int, int]]) -> None:
    """Put fragments in claims: (fragment id, claim id) pairs."""
    if assigned:
        session.connection().execute(
            update(_F).where(_F.c.id == bindparam("fid")).values(claim_id=bindparam("cid")),
            [{"fid": fid, "cid": cid} for fid, cid in assigned],
        )


def set_durability(session: Session, ids: Sequence[int], durability: str) -> None:
    """Store one durability reason for many fragments (e.g. `resolved`)."""
    for chunk in chunks(ids):
        session.connection().execute(
            update(_F).where(_F.c.id.in_(chunk)).values(durability=durability)
        )


def claim_ids(store: Store, session: Session, fragment_ids: Sequence[int]) -> dict[int, int]:
    """Each fragment's claim id (its own id while not yet grouped)."""
    out: dict[int, int] = {}
    stmt = select(_F.c.id, _F.c.claim_id).where(
        _F.c.workspace_id == store.workspace_id, _F.c.id.in_(bindparam("ids", expanding=True))
    )
    for chunk in chunks(sorted({int(i) for i in fragment_ids})):
        for fid, cid in session.connection().execute(stmt, {"ids": chunk}):
            out[int(fid)] = int(cid or fid)
    return out


@dataclass
class ClaimPool:
    """A claim's pooled evidence (algorithm.md §6.5): what deep's components are computed over."""

    claim_id: int
    member_ids: list[int]
    representative: int
    durability: str  # "" durable, else the reason of its representative
    recall_count: int = 0
    daily_count: int = 0
    total_score: float = 0.0
    query_hashes: list[str] = field(default_factory=list)
    recall_days: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    # Every member's tags that its text holds, uncapped: REM names a claim's themes from all its
    # wordings, never from a file name (a transcript's name is no theme of what it says).
    text_tags: list[str] = field(default_factory=list)
    last_recalled_at: Any = None
    promoted: bool = False
    # The members' strongest phase signals and whether one stands rejected, as deep's score
    # table pools them (store.fragments.pool_columns); filled by store.fragments.attach_claims.
    light_hits: int = 0
    last_light_at: Any = None
    rem_hits: int = 0
    last_rem_at: Any = None
    rejected: bool = False

    @property
    def consolidation(self) -> float:
        return consolidation(self.recall_days)


# What `representative_rank` reads, first in every query of a claim's members.
MEMBER_COLUMNS = (
    _F.c.id,
    _F.c.claim_id,
    _F.c.kind,
    _F.c.text,
    _F.c.durability,
    _F.c.recall_count,
    _F.c.daily_count,
)
_POOL_ROWS = select(
    *MEMBER_COLUMNS,
    _F.c.total_score,
    _F.c.query_hashes,
    _F.c.recall_days,
    _F.c.concept_tags,
    _F.c.last_recalled_at,
    _F.c.promoted_at,
).where(_F.c.claim_id.in_(bindparam("cids", expanding=True)))


def _recent(values: Iterable[str], cap: int) -> list[str]:
    return sorted(set(values))[-cap:]


def representative_rank(row: Any) -> tuple[int, int, int, int, int, int]:
    """Durable first; one that announces the arrangement changed before the others (the rule
    as it stands now, not as it was: `similarity.announces_a_change`); a rule stated first-hand
    before one a recap retells; a note before a user turn before an assistant's; most signals;
    newest. `row` starts with `MEMBER_COLUMNS`."""
    fid, _, kind, text, durability, recalls, dailies = row[:7]
    role, heading, _ = split_prefix(text)
    source = 0 if kind == "daily" else (1 if role != "assistant" else 2)
    retold = 1 if heading and names_a_report(heading) else 0
    # Only a durable member speaks for a claim that has one: no other is asked.
    changed = 0 if not durability and announces_a_change(text) else 1
    return (0 if not durability else 1, changed, retold, source, -(recalls + dailies), -fid)


def _in_text(tags: Iterable[str] | None, text: str) -> Iterator[str]:
    """The tags a fragment's text holds (the rest came from its file's name)."""
    if not tags:
        return
    lowered = unicodedata.normalize("NFKC", text).lower().replace("_", "-")
    yield from (t for t in tags if t in lowered)


def member_rows(session: Session, claim_ids: Sequence[int]) -> dict[int, list[Any]]:
    """The member rows of claims (`MEMBER_COLUMNS` first), by claim id."""
    members: dict[int, list[Any]] = {}
    for chunk in chunks(sorted({int(c) for c in claim_ids})):
        for row in session.connection().execute(_POOL_ROWS, {"cids": chunk}):
            members.setdefault(int(row[1]), []).append(row)
    return members


def pool_claims(store: Store, session: Session, claim_ids: Sequence[int]) -> dict[int, ClaimPool]:
    """Pooled evidence of claims by claim id: counts summed, queries, days and tags united
    (capped as §1 caps a fragment's), the newest recall, and the member that speaks for it."""
    pools: dict[int, ClaimPool] = {}
    for cid, rows in member_rows(session, claim_ids).items():
        best = min(rows, key=representative_rank)
        durable = any(not r[4] for r in rows)
        pool = ClaimPool(
            cid, sorted(int(r[0]) for r in rows), int(best[0]), "" if durable else best[4]
        )
        pool.recall_count = sum(int(r[5]) for r in rows)
        pool.daily_count = sum(int(r[6]) for r in rows)
        pool.total_score = sum(float(r[7]) for r in rows)
        pool.query_hashes = _recent((h for r in rows for h in r[8] or ()), MAX_POOLED_QUERIES)
        pool.recall_days = _recent((d for r in rows for d in r[9] or ()), MAX_POOLED_DAYS)
        pool.tags = list(dict.fromkeys(t for r in rows for t in r[10] or ()))[:MAX_POOLED_TAGS]
        pool.text_tags = list(dict.fromkeys(t for r in rows for t in _in_text(r[10], r[3])))
        times = [r[11] for r in rows if r[11] is not None]
        pool.last_recalled_at = max(times) if times else None
        pool.promoted = any(r[12] is not None for r in rows)
        pools[cid] = pool
    return pools


class SourceRow(NamedTuple):
    """One place a claim's member was written, with the member's text."""

    path: str
    start_line: int
    end_line: int
    day: str
    kind: str
    text: str


def claim_places(
    store: Store, session: Session, claim_id: int
) -> tuple[list[SourceRow], list[tuple[str, str]]]:
    """Every occurrence of a claim's members (by day, path, line) and the (query, day) of every
    search vote for them."""
    conn = session.connection()
    members = select(_F.c.id).where(
        _F.c.workspace_id == store.workspace_id,
        (_F.c.claim_id == claim_id) | (_F.c.id == claim_id),
    )
    rows = conn.execute(
        select(_O.c.path, _O.c.start_line, _O.c.end_line, _O.c.day, _F.c.kind, _F.c.text)
        .join(_F, _F.c.id == _O.c.fragment_id)
        .where(_O.c.fragment_id.in_(members))
        .order_by(_O.c.day, _O.c.path, _O.c.start_line)
    )
    places = [SourceRow(*row) for row in rows]
    voted = conn.execute(
        select(_V.c.query, _V.c.day).where(_V.c.fragment_id.in_(members), _V.c.via == "search")
    ).all()
    return places, [(q, d) for q, d in voted]


def stale_fragments(store: Store, session: Session, version: int) -> list[tuple[int, str]]:
    """(id, text) of the fragments judged by rules older than `version`."""
    rows = session.connection().execute(
        select(_F.c.id, _F.c.text).where(
            _F.c.workspace_id == store.workspace_id, _F.c.judged < version
        )
    )
    return [(int(fid), text) for fid, text in rows]


def set_judged(session: Session, judged: Sequence[tuple[int, dict[str, Any]]]) -> None:
    """Store fragments' new judgements (durability, claim terms, version) and take them out of
    their claims, to be grouped again."""
    if judged:
        session.connection().execute(
            update(_F)
            .where(_F.c.id == bindparam("fid"))
            .values(
                durability=bindparam("d"),
                claim_terms=bindparam("t"),
                judged=bindparam("v"),
                claim_id=None,
            ),
            [
                {
                    "fid": fid,
                    "d": c["durability"],
                    "t": c["claim_terms"],
                    "v": c["judged"],
                }
                for fid, c in judged
            ],
        )


def written_after(
    store: Store,
    session: Session,
    claim_id: int,
    terms: Sequence[str],
    seen_since: datetime | None = None,
    limit: int = 200,
) -> list[tuple[str, str, str]]:
    """Durable or chatter fragments of other claims written (a note day) after the newest day the
    claim `claim_id` was written on, whose claim terms hold one of `terms` (and, with
    `seen_since`, first read since then): (key, text, claim terms), newest first. What could
    replace the claim (algorithm.md §6.5, a newer rule: a change told over lunch is still one)."""
    if not terms:
        return []
    fresh = [_F.c.first_seen_at >= to_db_time(seen_since)] if seen_since is not None else []
    claim = func.coalesce(_F.c.claim_id, _F.c.id)
    newest = (
        select(func.max(_O.c.day))
        .select_from(_O.join(_F, _F.c.id == _O.c.fragment_id))
        .where(_F.c.workspace_id == store.workspace_id, claim == claim_id)
        .scalar_subquery()
    )
    padded = literal(" ") + _F.c.claim_terms + literal(" ")
    stmt = (
        select(_F.c.key, _F.c.text, _F.c.claim_terms, func.max(_O.c.day).label("day"))
        .select_from(_F.join(_O, _O.c.fragment_id == _F.c.id))
        .where(
            _F.c.workspace_id == store.workspace_id,
            _F.c.durability.in_(CHANGES_TOLD_IN),
            claim != claim_id,
            _O.c.day > newest,
            or_(*(padded.contains(f" {t} ", autoescape=True) for t in terms)),
            *fresh,
        )
        .group_by(_F.c.id, _F.c.key, _F.c.text, _F.c.claim_terms)
        .order_by(func.max(_O.c.day).desc(), _F.c.id.desc())
        .limit(limit)
    )
    rows = session.connection().execute(stmt)
    return [(str(key), str(text), str(found or "")) for key, text, found, _ in rows]


def co_voted(
    store: Store,
    session: Session,
    since: datetime | None,
    min_shared: int,
    seen_since: datetime | None = None,
    min_share: float = 0.0,
) -> list[tuple[int, int, int]]:
    """Pairs of durable fragments in different claims that `min_shared` searches or more found
    both (their search votes share query hashes), and at least `min_share` of the searches
    that found the less searched of the two; one of those searches made since `since` (all
    when None), each fragment seen in a note or transcript since `seen_since` (grouping's
    window): (id, id, searches shared), lower id first, most shared first. The candidates of
    `claims.join_co_voted`. Only the votes of fragments a recent search found are read, and the
    pairs are counted here, not by a self-join of the vote table, which has no index on the
    query hash (2.7 s at 10 000 fragments)."""
    search = (_V.c.workspace_id == store.workspace_id, _V.c.via == "search")
    found_lately = []
    if since is not None:
        recent = select(_V.c.query_hash).where(*search, _V.c.at >= to_db_time(since))
        found_lately = [
            _V.c.fragment_id.in_(
                select(_V.c.fragment_id).where(*search, _V.c.query_hash.in_(recent)).distinct()
            )
        ]
    rows = session.connection().execute(
        select(_V.c.fragment_id, _V.c.query_hash, _V.c.at, func.coalesce(_F.c.claim_id, _F.c.id))
        .select_from(_V.join(_F, _F.c.id == _V.c.fragment_id))
        .where(
            *search,
            *found_lately,
            _F.c.durability == "",
            *([_F.c.last_seen_at >= to_db_time(seen_since)] if seen_since is not None else []),
        )
    )
    cut = to_db_time(since) if since is not None else None
    found: dict[str, set[int]] = {}
    recent_hashes: set[str] = set()
    claim_of: dict[int, int] = {}
    for fid, query_hash, voted_at, claim in rows:
        found.setdefault(query_hash, set()).add(int(fid))
        claim_of[int(fid)] = int(claim)
        if cut is None or voted_at >= cut:
            recent_hashes.add(query_hash)
    candidates = {
        pair
        for query_hash in recent_hashes
        for pair in combinations(sorted(found[query_hash]), 2)
        if claim_of[pair[0]] != claim_of[pair[1]]
    }
    shared = Counter(
        pair
        for ids in found.values()
        if len(ids) > 1
        for pair in combinations(sorted(ids), 2)
        if pair in candidates
    )
    searched = Counter(fid for ids in found.values() for fid in ids)
    return sorted(
        (
            (a, b, n)
            for (a, b), n in shared.items()
            if n >= min_shared and n >= min_share * min(searched[a], searched[b])
        ),
        key=lambda p: (-p[2], p[0], p[1]),
    )


def merge_claims(store: Store, session: Session, merged: dict[int, int]) -> None:
    """Move every member of each claim `old` into claim `new` (`merged`: old → new)."""
    if not merged:
        return
    claim = func.coalesce(_F.c.claim_id, _F.c.id)
    session.connection().execute(
        update(_F)
        .where(_F.c.workspace_id == store.workspace_id, claim == bindparam("old"))
        .values(claim_id=bindparam("new")),
        [{"old": old, "new": new} for old, new in merged.items()],
    )
