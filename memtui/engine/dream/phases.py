"""Light, REM and deep sleep (algorithm.md §6). Each phase is a function of
`(store, session, workspace, now, config, progress)` returning a report dataclass; `now` is
always passed in, and `session` is the phase's one transaction.

A phase's store changes happen in one transaction (a dry run rolls it back). Files (DREAMS.md,
MEMORY.md) are written only after that transaction commits, by `memtui.engine.dream.cycle`.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any, NamedTuple

import numpy as np
from sqlalchemy import bindparam, func, insert, or_, union, update
from sqlmodel import Session, select

from memtui.engine.claims import (
    ClaimSources,
    MemoryEntry,
    claim_ids,
    claim_sources,
    claim_terms,
    matching_entry,
    memory_entries,
    pool_claims,
    superseded_entry,
    theme_terms,
)
from memtui.engine.config import DeepConfig, Settings
from memtui.engine.documents.dreams_file import LightCandidateLine, ThemeLine, TruthLine
from memtui.engine.documents.memory_file import (
    PromotionItem,
    promotion_keys,
    rehydrate,
)
from memtui.engine.dream.narrative import DiaryMaterial
from memtui.engine.durability import classify
from memtui.engine.ingest.pipeline import SESSION_MESSAGES_PER_RUN, IngestReport, ingest
from memtui.engine.scoring import (
    COMPONENT_NAMES,
    Components,
    DeepScore,
    DeepThresholds,
    light_confidence,
    rem_confidence,
    theme_strength,
)
from memtui.engine.statements import claim_statements, entry_sources, statement_of
from memtui.engine.store import (
    FragmentRow,
    OccurrenceRow,
    PhaseSignalRow,
    PromotionRow,
    Store,
    from_db_time,
    to_db_time,
)
from memtui.engine.store.fragments import ScoreTable, score_table, texts_of
from memtui.engine.text import jaccard, similarity_tokens
from memtui.engine.vocabulary import GATES, Phase, PromotionStatus
from memtui.engine.workspace import Workspace

Progress = Callable[[int, int, str], None]
MAX_DIARY_FRAGMENTS = 12
MAX_DIARY_THEMES = 6
MAX_DIARY_PROMOTIONS = 5
REM_MIN_CONFIDENCE = 0.45
REM_MAX_TRUTHS = 3
# A theme is several claims written on several days (algorithm.md §6.5).
MIN_THEME_CLAIMS = 2
MIN_THEME_DAYS = 2
# Forming topics a RemReport keeps (shown where a night has no theme).
MAX_FORMING = 3
MAX_PHASE_HITS = 9999


@dataclass
class Entry:
    """A fragment as a phase sees it: stats (merged for near-duplicates) and its evidence."""

    id: int
    key: str
    text: str
    kind: str
    recall_count: int
    daily_count: int
    total_score: float
    unique_queries: set[str]
    recall_days: set[str]
    tags: list[str]
    last_recalled_at: datetime | None
    path: str
    start_line: int
    end_line: int
    merged_keys: list[str] = field(default_factory=list)
    # REM over claims: the days its claim was written on (a citation each), a name per tag.
    written: dict[str, str] = field(default_factory=dict)
    tag_names: dict[str, str] = field(default_factory=dict)

    @property
    def signal_count(self) -> int:
        return self.recall_count + self.daily_count

    @property
    def evidence(self) -> str:
        return f"{self.path}:{self.start_line}-{self.end_line}"

    @property
    def confidence(self) -> float:
        return light_confidence(self.total_score, self.signal_count)

    def absorb(self, other: Entry) -> None:
        """Merge a near-duplicate: counts max, union of tags/days/queries (§6 light step 4)."""
        self.recall_count = max(self.recall_count, other.recall_count)
        self.daily_count = max(self.daily_count, other.daily_count)
        self.total_score = max(self.total_score, other.total_score)
        self.unique_queries |= other.unique_queries
        self.recall_days |= other.recall_days
        self.tags = list(dict.fromkeys(self.tags + other.tags))
        self.tag_names = {**other.tag_names, **self.tag_names}
        self.written = {**other.written, **self.written}
        if other.last_recalled_at and (
            self.last_recalled_at is None or other.last_recalled_at > self.last_recalled_at
        ):
            self.last_recalled_at = other.last_recalled_at
        self.merged_keys.append(other.key)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "text": self.text,
            "confidence": round(self.confidence, 4),
            "evidence": self.evidence,
            "recall_count": self.recall_count,
            "signal_count": self.signal_count,
            "recall_days": sorted(self.recall_days),
            "tags": self.tags,
            "merged_keys": self.merged_keys,
        }


class Evidence(NamedTuple):
    path: str
    start_line: int
    end_line: int


_F, _O, _S = FragmentRow.__table__, OccurrenceRow.__table__, PhaseSignalRow.__table__
# Phases read fragments with Core statements built once (plain tuples): ORM rows with their
# JSON lists and identity bookkeeping were most of light's and REM's time at 100 000 fragments.
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


def _chunks(ids: Sequence[int], size: int = 500) -> Iterator[list[int]]:
    for start in range(0, len(ids), size):
        yield list(ids[start : start + size])


def _newest_occurrences(session: Session, ids: Sequence[int]) -> dict[int, Evidence]:
    """Each fragment's newest occurrence (latest day, then path, then start line)."""
    newest: dict[int, tuple[str, str, int, int]] = {}
    conn = session.connection()
    for chunk in _chunks(ids):
        for fid, day, path, start, end in conn.execute(_OCCURRENCES, {"ids": chunk}):
            cur = newest.get(fid)
            if cur is None or (day, path, start) > cur[:3]:
                newest[fid] = (day, path, start, end)
    return {fid: Evidence(path, start, end) for fid, (_, path, start, end) in newest.items()}


def _entries(session: Session, ids: Sequence[int]) -> list[Entry]:
    """Entries of fragments, in the order of `ids`."""
    conn = session.connection()
    rows: dict[int, Any] = {}
    for chunk in _chunks(ids):
        rows.update((int(r[0]), r) for r in conn.execute(_ENTRY_ROWS, {"ids": chunk}))
    occs = _newest_occurrences(session, list(rows))
    out: list[Entry] = []
    for fid in ids:
        row = rows.get(fid)
        if row is None:
            continue
        _, key, text, kind, recalls, dailies, total, hashes, days, tags, last = row
        occ = occs.get(fid)
        out.append(
            Entry(
                id=fid,
                key=key,
                text=text,
                kind=kind,
                recall_count=recalls,
                daily_count=dailies,
                total_score=total,
                unique_queries=set(hashes or ()),
                recall_days=set(days or ()),
                tags=list(tags or ()),
                last_recalled_at=from_db_time(last),
                path=occ.path if occ else "",
                start_line=occ.start_line if occ else 0,
                end_line=occ.end_line if occ else 0,
            )
        )
    return out


def first_similar(
    token_sets: Sequence[frozenset[str]], texts: Sequence[str], threshold: float
) -> list[int]:
    """For each item in order, the index of the first earlier *kept* item it duplicates, or −1.

    Same result as comparing every pair (Jaccard ≥ threshold; two empty sets match when their
    texts are equal), but candidates come from prefix filtering (Bayardo et al., "Scaling up
    all pairs similarity search"): with tokens ordered rarest first, two sets with Jaccard ≥ t
    share a token among their first |A| − ⌈t·|A|⌉ + 1. REM's 2 000 inputs took 1.8 M comparisons.
    """
    if threshold <= 0:
        return _first_similar_every_pair(token_sets, texts, threshold)
    frequency: Counter[str] = Counter(t for tokens in token_sets for t in tokens)
    index: dict[str, list[int]] = {}
    empty_texts: dict[str, int] = {}
    result: list[int] = []
    for n, tokens in enumerate(token_sets):
        if not tokens:
            key = texts[n].strip().lower()
            match = empty_texts.get(key, -1)
            if match < 0:
                empty_texts[key] = n
            result.append(match)
            continue
        ordered = sorted(tokens, key=lambda t: (frequency[t], t))
        # The epsilon keeps float error (0.9 × 10 = 9.000000000000002) from shortening the prefix.
        prefix = ordered[: len(ordered) - math.ceil(threshold * len(ordered) - 1e-9) + 1]
        candidates = sorted({k for t in prefix for k in index.get(t, ())})
        match = next((k for k in candidates if jaccard(tokens, token_sets[k]) >= threshold), -1)
        result.append(match)
        if match < 0:
            for t in prefix:
                index.setdefault(t, []).append(n)
    return result


def _first_similar_every_pair(
    token_sets: Sequence[frozenset[str]], texts: Sequence[str], threshold: float
) -> list[int]:
    kept: list[int] = []
    result: list[int] = []
    for n, tokens in enumerate(token_sets):
        match = -1
        for k in kept:
            if not tokens and not token_sets[k]:
                if texts[n].strip().lower() == texts[k].strip().lower():
                    match = k
                    break
            elif jaccard(tokens, token_sets[k]) >= threshold:
                match = k
                break
        result.append(match)
        if match < 0:
            kept.append(n)
    return result


def dedupe(entries: Sequence[Entry], threshold: float) -> list[Entry]:
    """Walk in order; an entry with Jaccard ≥ threshold to a kept one merges into it (§6)."""
    token_sets = [similarity_tokens(e.text) for e in entries]
    matches = first_similar(token_sets, [e.text for e in entries], threshold)
    kept: list[Entry] = []
    for entry, match in zip(entries, matches, strict=True):
        if match < 0:
            kept.append(entry)
        else:
            entries[match].absorb(entry)
    return kept


def _touched(store: Store, ws: Workspace, now: datetime, lookback_days: int) -> list[Any]:
    """Non-promoted, promotable fragments with a recall, ingestion or occurrence in the lookback."""
    cut_day = ws.day(now - timedelta(days=lookback_days))
    local_cut = datetime.fromisoformat(cut_day).replace(tzinfo=ws.tz)
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


def touched_ids(
    store: Store, session: Session, ws: Workspace, now: datetime, lookback_days: int
) -> list[int]:
    """Ids of the fragments touched in the lookback (see `_touched`), in id order."""
    stmt = select(_F.c.id).where(*_touched(store, ws, now, lookback_days)).order_by(_F.c.id)
    return [int(fid) for fid in session.connection().execute(stmt).scalars()]


def light_picks(
    store: Store, session: Session, ws: Workspace, now: datetime, lookback_days: int, limit: int
) -> tuple[int, list[int]]:
    """How many fragments were touched in the lookback, and the ids of the first `limit` in
    light's order: last recall first (never recalled last), then recall count, then id."""
    where = _touched(store, ws, now, lookback_days)
    conn = session.connection()
    if limit <= 0:
        return int(
            conn.execute(select(func.count()).select_from(_F).where(*where)).scalar_one()
        ), []
    # One scan: the window count is taken over every touched row before the limit applies.
    stmt = (
        select(_F.c.id, func.count().over())
        .where(*where)
        .order_by(_F.c.last_recalled_at.desc().nulls_last(), _F.c.recall_count.desc(), _F.c.id)
        .limit(limit)
    )
    rows = conn.execute(stmt).all()
    return (int(rows[0][1]) if rows else 0), [int(r[0]) for r in rows]


def _same_day(ws: Workspace, stored: datetime | None, now: datetime) -> bool:
    when = from_db_time(stored)
    return when is not None and ws.day(when) == ws.day(now)


def _mark_rem_considered(
    store: Store, session: Session, ids: Sequence[int], db_now: datetime | None
) -> None:
    """Stamp `last_rem_considered_at` on many fragments' phase signals in set-based statements
    (one ORM get and update per fragment cost 2 s for REM's fallback window at 100 000)."""
    session.flush()
    signals = PhaseSignalRow.__table__
    for start in range(0, len(ids), 500):
        chunk = list(ids[start : start + 500])
        session.execute(
            update(signals)
            .where(signals.c.fragment_id.in_(chunk))
            .values(last_rem_considered_at=db_now)
        )
        have = set(
            session.execute(
                select(signals.c.fragment_id).where(signals.c.fragment_id.in_(chunk))
            ).scalars()
        )
        missing = [fid for fid in chunk if fid not in have]
        if missing:
            session.execute(
                insert(signals),
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


def _signal(session: Session, store: Store, fragment_id: int) -> PhaseSignalRow:
    row = session.get(PhaseSignalRow, fragment_id)
    if row is None:
        row = PhaseSignalRow(fragment_id=fragment_id, workspace_id=store.workspace_id)
    return row


# ------------------------------------------------------------------ light


@dataclass
class LightReport:
    ingest: IngestReport
    considered: int
    staged: list[Entry]
    deduped: int
    material: DiaryMaterial

    def block_lines(self) -> list[LightCandidateLine]:
        return [
            LightCandidateLine(
                e.text, e.confidence, e.path, e.start_line, e.end_line, e.recall_count
            )
            for e in self.staged
        ]

    def summary(self) -> str:
        """One line of what light did, for every front door (CLI, app, scheduler log)."""
        return (
            f"staged {len(self.staged)} of {self.considered} touched "
            f"({self.deduped} merged as near-duplicates); "
            f"{self.ingest.fragments_new} new fragments ingested"
        )

    def counts(self) -> dict[str, int]:
        return {
            "considered": self.considered,
            "staged": len(self.staged),
            "deduped": self.deduped,
            **self.ingest.counts(),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "phase": Phase.LIGHT,
            "counts": self.counts(),
            "staged": [e.to_json() for e in self.staged],
            "ingest": self.ingest.problems(),
        }


def _ingest_first(
    store: Store,
    session: Session,
    ws: Workspace,
    now: datetime,
    lookback_days: int,
    progress: Progress | None,
) -> IngestReport:
    """Light and REM start by ingesting what changed, inside the phase's transaction."""
    report = ingest(
        store,
        ws,
        now,
        lookback_days=lookback_days,
        progress=progress,
        session=session,
        session_budget=SESSION_MESSAGES_PER_RUN,
    )
    session.flush()
    return report


def run_light(
    store: Store,
    session: Session,
    ws: Workspace,
    now: datetime,
    config: Settings,
    progress: Progress | None = None,
) -> LightReport:
    """Ingest, select recently touched fragments, dedupe at 0.9, stage ≤ limit (§6 light)."""
    cfg = config.dreaming.light
    report_ingest = _ingest_first(store, session, ws, now, cfg.lookback_days, progress)
    considered, picked = light_picks(store, session, ws, now, cfg.lookback_days, cfg.limit)
    limited = _entries(session, picked)
    staged = dedupe(limited, cfg.dedupe_similarity)[: cfg.limit]
    db_now = to_db_time(now)
    for entry in staged:
        sig = _signal(session, store, entry.id)
        # One light hit per fragment per day, so re-running a night changes nothing.
        if not _same_day(ws, sig.last_light_at, now):
            sig.light_hits = min(MAX_PHASE_HITS, sig.light_hits + 1)
            sig.last_light_at = db_now
        session.add(sig)
    themes = list(dict.fromkeys(tag for e in staged[:MAX_DIARY_FRAGMENTS] for tag in e.tags))
    material = DiaryMaterial(
        Phase.LIGHT, [e.text for e in staged[:MAX_DIARY_FRAGMENTS]], themes[:MAX_DIARY_THEMES]
    )
    return LightReport(report_ingest, considered, staged, len(limited) - len(staged), material)


# ------------------------------------------------------------------ REM


@dataclass
class Theme:
    tag: str
    count: int
    strength: float
    evidence: list[str]


@dataclass
class Truth:
    entry: Entry
    confidence: float


@dataclass
class RemReport:
    ingest: IngestReport
    source: str  # light | fallback
    inputs: list[Entry]
    themes: list[Theme]
    truths: list[Truth]
    candidates: list[Truth]
    material: DiaryMaterial
    # Topics of two or more claims too weak for a theme tonight (`Themes.forming`).
    forming: list[Theme] = field(default_factory=list)

    def summary(self) -> str:
        """One line of what REM found, for every front door."""
        forming = f" ({len(self.forming)} forming)" if self.forming and not self.themes else ""
        return (
            f"{len(self.themes)} themes{forming}, {len(self.truths)} candidate truths "
            f"from {len(self.inputs)} inputs ({self.source})"
        )

    def counts(self) -> dict[str, Any]:
        return {
            "inputs": len(self.inputs),
            "themes": len(self.themes),
            "truths": len(self.truths),
            "source": self.source,
            **self.ingest.counts(),
        }

    def block(self) -> tuple[list[ThemeLine], list[TruthLine]]:
        return (
            [ThemeLine(t.tag, t.count, t.strength, t.evidence) for t in self.themes],
            [
                TruthLine(t.entry.text, t.confidence, t.entry.evidence, len(t.entry.recall_days))
                for t in self.truths
            ],
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "phase": Phase.REM,
            "counts": self.counts(),
            "themes": [
                {
                    "tag": t.tag,
                    "count": t.count,
                    "strength": round(t.strength, 4),
                    "evidence": t.evidence,
                }
                for t in self.themes
            ],
            "forming": [
                {"tag": t.tag, "count": t.count, "strength": round(t.strength, 4)}
                for t in self.forming
            ],
            "truths": [
                {**t.entry.to_json(), "rem_confidence": round(t.confidence, 4)} for t in self.truths
            ],
            "ingest": self.ingest.problems(),
        }


def rem_inputs(
    store: Store, session: Session, ws: Workspace, now: datetime, lookback_days: int
) -> tuple[str, list[int]]:
    """Fragments light staged since REM last considered them; else the 7-day window (§6 REM).

    REM's marks from today are ignored (a mark counts when it is older than the start of today
    in the workspace's time zone), so re-running a night sees the same inputs.
    """
    today_start = to_db_time(datetime.fromisoformat(ws.day(now)).replace(tzinfo=ws.tz))
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
    fresh = [int(fid) for fid in rows.scalars()]
    if fresh:
        return "light", fresh
    return "fallback", touched_ids(store, session, ws, now, lookback_days)


class Themes(NamedTuple):
    """A night's strong themes, and the topics forming (two claims from two days, too few of the
    night's claims for a theme: what the Rankings and Dream tabs show on a night without one)."""

    strong: list[Theme]
    forming: list[Theme]


def compute_themes(
    entries: Sequence[Entry], min_strength: float, limit: int, forming_limit: int = MAX_FORMING
) -> Themes:
    """Themes of REM's claims (§6.2 step 3, §6.5) from one pass of `theme_candidates`: those with
    a strength ≥ `min_strength` (at most `limit`), and the strongest below it."""
    found = theme_candidates(entries)
    return Themes(
        [t for t in found if t.strength >= min_strength][:limit],
        [t for t in found if t.strength < min_strength][:forming_limit],
    )


def theme_candidates(entries: Sequence[Entry]) -> list[Theme]:
    """Every tag that could be a theme, strongest first: a tag's `count` is the number of claims
    carrying it (restatements count once). It needs `MIN_THEME_CLAIMS` claims written on
    `MIN_THEME_DAYS` days: one claim's words, or one day's, are no pattern. Its evidence cites
    different days first; it is named by the word its claims wrote most."""
    carriers: dict[str, list[Entry]] = {}
    names: dict[str, Counter[str]] = {}
    for e in entries:
        for tag in dict.fromkeys(e.tags):
            carriers.setdefault(tag, []).append(e)
            names.setdefault(tag, Counter())[e.tag_names.get(tag, tag)] += 1
    themes = []
    for tag, claims in carriers.items():
        cited = _cited_by_day(claims)
        if len(claims) < MIN_THEME_CLAIMS or len(cited) < MIN_THEME_DAYS:
            continue
        # The word most claims wrote; on a tie the concept's own spelling, then the shortest.
        name = min(names[tag].items(), key=lambda kv: (-kv[1], kv[0] != tag, len(kv[0]), kv[0]))[0]
        evidence = list(dict.fromkeys([*cited.values(), *(c.evidence for c in claims)]))
        strength = theme_strength(len(claims), len(entries))
        themes.append(Theme(name, len(claims), strength, evidence[:3]))
    themes.sort(key=lambda t: (-t.strength, -t.count, t.tag))
    return themes


def _cited_by_day(claims: Sequence[Entry]) -> dict[str, str]:
    """One citation per day the claims were written on, newest day first."""
    cited: dict[str, str] = {}
    for claim in claims:
        for day, citation in claim.written.items():
            cited.setdefault(day, citation)
    return dict(sorted(cited.items(), reverse=True))


def _written(session: Session, ids: Sequence[int]) -> dict[int, dict[str, str]]:
    """Each fragment's days, each with a citation (`path:start-end`) of where it was written."""
    out: dict[int, dict[str, str]] = {}
    conn = session.connection()
    for chunk in _chunks(ids):
        rows = sorted(conn.execute(_OCCURRENCES, {"ids": chunk}), key=lambda r: r[1:])
        for fid, day, path, start, end in rows:
            out.setdefault(int(fid), {}).setdefault(day, f"{path}:{start}-{end}")
    return out


def durable_claims(store: Store, session: Session, entries: Sequence[Entry]) -> list[Entry]:
    """REM's patterns are over claims, not chunks (algorithm.md §6.5): the restatements of one fact
    are one input carrying the claim's pooled evidence, spoken for by its representative; only
    durable claims that recur (two fragments, or recalls on two days) are inputs. A claim's theme
    terms come from every wording of it (its text, not its file's name), and `written` holds the
    days its fragments were written on."""
    pools = pool_claims(store, session, list(claim_ids(session, [e.id for e in entries]).values()))
    # A pattern recurs: one mention on one day is no pattern yet (restated or recalled on
    # another day, it is).
    kept = [
        p
        for p in pools.values()
        if not p.durability and (len(p.member_ids) >= 2 or len(p.recall_days) >= 2)
    ]
    written = _written(session, [m for p in kept for m in p.member_ids])
    # The claim speaks through its representative (durable, a note before a transcript), read
    # from the store when light did not stage it: another member may be the day's recap.
    given = {e.id: e for e in entries}
    given.update(
        (e.id, e)
        for e in _entries(
            session, [p.representative for p in kept if p.representative not in given]
        )
    )
    by_claim: dict[int, Entry] = {}
    for pool in kept:
        entry = given[pool.representative]
        entry.recall_count, entry.daily_count = pool.recall_count, pool.daily_count
        entry.total_score = pool.total_score
        entry.unique_queries, entry.recall_days = set(pool.query_hashes), set(pool.recall_days)
        entry.tag_names = theme_terms(pool.text_tags)
        entry.tags = list(entry.tag_names)
        for member in pool.member_ids:
            for day, citation in written.get(member, {}).items():
                entry.written.setdefault(day, citation)
        by_claim[pool.claim_id] = entry
    order = {e.id: n for n, e in enumerate(entries)}
    return sorted(by_claim.values(), key=lambda e: order.get(e.id, len(order)))


def run_rem(
    store: Store,
    session: Session,
    ws: Workspace,
    now: datetime,
    config: Settings,
    progress: Progress | None = None,
) -> RemReport:
    """Themes and up to three candidate truths from what light just staged (§6 REM)."""
    cfg = config.dreaming.rem
    report_ingest = _ingest_first(store, session, ws, now, cfg.lookback_days, progress)
    source, ids = rem_inputs(store, session, ws, now, cfg.lookback_days)
    entries = dedupe(durable_claims(store, session, _entries(session, ids)), cfg.dedupe_similarity)
    themes, forming = compute_themes(entries, cfg.min_pattern_strength, cfg.limit)
    # A candidate truth is a statement by the durable rules as they are now (a fragment stored
    # before a rule changed keeps its old durability column).
    candidates = [
        Truth(e, rem_confidence(e.confidence, e.recall_count, len(e.recall_days), len(e.tags)))
        for e in entries
        if classify(e.text).reason is None
    ]
    candidates.sort(key=lambda t: (-t.confidence, t.entry.text))
    truths = [t for t in candidates if t.confidence >= REM_MIN_CONFIDENCE][
        : max(1, min(REM_MAX_TRUTHS, cfg.limit))
    ]
    db_now = to_db_time(now)
    _mark_rem_considered(store, session, ids, db_now)
    for truth in truths:
        sig = _signal(session, store, truth.entry.id)
        if not _same_day(ws, sig.last_rem_at, now):
            sig.rem_hits = min(MAX_PHASE_HITS, sig.rem_hits + 1)
            sig.last_rem_at = db_now
        session.add(sig)
    fragments = [t.entry.text for t in truths] or [e.text for e in entries[:8]]
    material = DiaryMaterial(Phase.REM, fragments, [t.tag for t in themes][:MAX_DIARY_THEMES])
    return RemReport(report_ingest, source, entries, themes, truths, candidates, material, forming)


# ------------------------------------------------------------------ deep


@dataclass
class Ranked:
    """One fragment's deep evaluation: everything needed to explain its fate."""

    id: int
    key: str
    text: str
    recall_count: int
    signal_count: int
    avg: float
    scored: DeepScore
    path: str = ""
    start_line: int = 0
    end_line: int = 0
    outcome: str = ""  # promoted | pending | dropped:<why> | reconciled | "" (gated)

    @property
    def gate(self) -> str | None:
        return self.scored.gate

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "text": self.text,
            "recall_count": self.recall_count,
            "signal_count": self.signal_count,
            "components": {k: round(v, 6) for k, v in self.scored.components.as_dict().items()},
            "boost": round(self.scored.boost, 6),
            "raw_score": round(self.scored.raw, 6),
            "score": round(self.scored.score, 6),
            "gate": self.scored.gate,
            "evidence": f"{self.path}:{self.start_line}-{self.end_line}" if self.path else None,
            "outcome": self.outcome or None,
        }


@dataclass
class DeepReport:
    evaluated: int
    winners: list[Ranked]
    gate_counts: dict[str, int]
    table: ScoreTable | None = field(default=None, repr=False)
    dropped: list[Ranked] = field(default_factory=list)
    items: list[PromotionItem] = field(default_factory=list)
    pending_ids: list[int] = field(default_factory=list)
    applied: list[str] = field(default_factory=list)
    reconciled: list[str] = field(default_factory=list)
    # Winners whose claim MEMORY.md already states: reinforced, not added (algorithm.md §6.5).
    reinforced: list[Ranked] = field(default_factory=list)
    # auto mode: the new days= and sources= of the entries they reinforce, written after commit.
    evidence: list[PromotionItem] = field(default_factory=list)
    consolidation: str = ""  # the model rewrite's verdict, when one was asked for
    # Winners that replace an older promoted entry: an edit proposed for review (§6.5).
    edits: list[Ranked] = field(default_factory=list)
    # Promoted entries that are no durable knowledge (e.g. a to-do since resolved): keys whose
    # removal is proposed for review.
    retirements: list[str] = field(default_factory=list)
    dropped_dates: list[str] = field(default_factory=list)
    apply_mode: str = "review"
    material: DiaryMaterial = field(default_factory=lambda: DiaryMaterial(Phase.DEEP, []))

    def summary(self) -> str:
        """One line of what deep weighed, for every front door; `details` says what came of it."""
        return (
            f"evaluated {self.evaluated}, {len(self.winners)} winners (apply = {self.apply_mode})"
        )

    def details(self) -> list[str]:
        """What came of the winners: pending, promoted, budget drops, and the gates' toll."""
        ids = f" (ids {', '.join(map(str, self.pending_ids))})" if self.pending_ids else ""
        gates = ", ".join(f"{g} {n}" for g, n in sorted(self.gate_counts.items()))
        return [
            f"Pending review: {len(self.pending_ids)}{ids}",
            f"Promoted to MEMORY.md: {len(self.applied)}",
            f"Dropped dates (budget): {', '.join(self.dropped_dates) or 'none'}",
            f"Gates: {gates or 'nothing evaluated'}",
        ]

    @property
    def rejected(self) -> list[Ranked]:
        """Every fragment a gate stopped, with that gate (materialized on demand)."""
        if self.table is None:
            return []
        return ranked_rows(self.table, np.flatnonzero(self.table.scores["gate"] >= 0))

    def counts(self) -> dict[str, Any]:
        return {
            "evaluated": self.evaluated,
            "ranked": len(self.winners),
            "pending": len(self.pending_ids),
            "promoted": len(self.applied),
            "reconciled": len(self.reconciled),
            "reinforced": len(self.reinforced),
            "edits": len(self.edits),
            "retirements": len(self.retirements),
            "dropped": len(self.dropped),
            "dropped_dates": list(self.dropped_dates),
            "gates": dict(self.gate_counts),
            **({"consolidation": self.consolidation} if self.consolidation else {}),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "phase": Phase.DEEP,
            "apply": self.apply_mode,
            "counts": self.counts(),
            "winners": [w.to_json() for w in self.winners],
            "dropped": [d.to_json() for d in self.dropped],
            "reinforced": [r.to_json() for r in self.reinforced],
            "rejected": [r.to_json() for r in self.rejected],
        }


def ranked_rows(table: ScoreTable, indices: Sequence[int] | np.ndarray) -> list[Ranked]:
    """Materialize rows of a score table as Ranked (texts are filled in only for winners)."""
    picked = np.asarray(indices, dtype=np.int64)
    # Whole columns to Python lists once: indexing numpy scalars row by row costs ~10× more.
    comps = {name: table.scores[name][picked].tolist() for name in COMPONENT_NAMES}
    boost, raw, score = (table.scores[k][picked].tolist() for k in ("boost", "raw", "score"))
    gates = table.scores["gate"][picked].tolist()
    recalls = table.cols["recall_count"][picked].tolist()
    dailies = table.cols["daily_count"][picked].tolist()
    ids = table.ids[picked].tolist()
    out = []
    for n, i in enumerate(picked.tolist()):
        components = Components(**{name: comps[name][n] for name in COMPONENT_NAMES})
        gate = None if gates[n] < 0 else GATES[gates[n]]
        scored = DeepScore(components, boost[n], raw[n], score[n], gate)
        out.append(
            Ranked(
                ids[n],
                table.keys[i],
                "",
                int(recalls[n]),
                int(recalls[n] + dailies[n]),
                comps["relevance"][n],
                scored,
            )
        )
    return out


def _fill_texts(store: Store, session: Session, ranked: Sequence[Ranked]) -> None:
    texts = texts_of(store, session, [r.id for r in ranked])
    for r in ranked:
        r.text = texts.get(r.id, "")


@dataclass
class Ranking:
    """Deep's evaluation of every fragment: the scored table, every row in deep's order, and the
    first rows of that order as `Ranked` objects with their texts."""

    table: ScoreTable
    order: np.ndarray
    top: list[Ranked]

    @property
    def passing(self) -> int:
        return int((self.table.scores["gate"] < 0).sum())


def deep_order(table: ScoreTable) -> np.ndarray:
    """Row indices in deep's order: passing fragments first, then the gated ones; each group by
    score, then recall count (both descending), then key (as `order_winners`, before evidence
    paths are known)."""
    by_key = table.key_order()
    return by_key[
        np.lexsort(
            (
                -table.cols["recall_count"][by_key],
                -table.scores["score"][by_key],
                table.scores["gate"][by_key] >= 0,
            )
        )
    ]


def rank_all(
    store: Store, session: Session, now: datetime, thresholds: DeepThresholds, top: int = 100
) -> Ranking:
    """Score every fragment with its components and first failing gate, order them all, and
    make objects (with texts) for the first `top` only: 100 000 of them cost more than the
    scoring itself."""
    table = score_table(store, session, now, thresholds)
    order = deep_order(table)
    shown = ranked_rows(table, order[:top])
    _fill_texts(store, session, shown)
    return Ranking(table, order, shown)


def order_winners(ranked: Sequence[Ranked]) -> list[Ranked]:
    """Survivors by score desc, recall count desc, path asc (§6 deep)."""
    return sorted(
        (r for r in ranked if r.gate is None),
        key=lambda r: (-r.scored.score, -r.recall_count, r.path, r.key),
    )


def promotion_row(
    workspace_id: int,
    winner: Ranked,
    item: PromotionItem,
    status: PromotionStatus,
    now: datetime,
    *,
    run_id: int | None = None,
    memory_day: str = "",
) -> PromotionRow:
    """The stored record of a deep winner: `item` as it is (or will be) written to MEMORY.md,
    with the scores behind it. A promotion created already applied is decided at `now`."""
    return PromotionRow(
        workspace_id=workspace_id,
        fragment_id=winner.id,
        key=item.key,
        text=item.text,
        status=status,
        score=item.score,
        raw_score=winner.scored.raw,
        recall_count=item.recalls,
        avg=item.avg,
        components=winner.scored.components.as_dict(),
        boost=winner.scored.boost,
        path=item.path,
        start_line=item.start_line,
        end_line=item.end_line,
        created_at=to_db_time(now),
        decided_at=to_db_time(now) if status == PromotionStatus.APPLIED else None,
        run_id=run_id,
        memory_day=memory_day,
    )


def _read_current(ws: Workspace, relpath: str) -> str | None:
    path = ws.root / relpath
    try:
        if path.is_symlink() or not path.is_file():
            return None
        return path.read_bytes().decode("utf-8").removeprefix("\ufeff")
    except (OSError, UnicodeDecodeError):
        return None


def _reinforces(
    session: Session,
    entries: Sequence[MemoryEntry],
    r: Ranked,
    statement: str,
    db_now: datetime | None,
) -> MemoryEntry | None:
    """The entry a winner reinforces, if any: a winner whose claim MEMORY.md already states (a
    hand-written line or an earlier entry) reinforces that entry instead of adding a second
    one, and its claim counts as promoted. Both sides are compared as statements (entries are
    written as statements, algorithm.md §6.6)."""
    entry = matching_entry(entries, statement)
    if entry is None:
        return None
    row = session.get(FragmentRow, r.id)
    if row is not None:
        row.promoted_at = db_now
        session.add(row)
    r.outcome = f"reinforced:{entry.key or f'line {entry.line}'}"
    return entry


def _propose_retirements(
    store: Store, session: Session, ws: Workspace, db_now: datetime | None
) -> list[str]:
    """Entries in MEMORY.md whose claim is not durable knowledge (an open item promoted before
    the durable gate, since resolved): propose removing them, through review, never silently."""
    doc = _read_current(ws, ws.memory_path.name) or ""
    marked = promotion_keys(doc)
    if not marked:
        return []
    rows = (
        session.connection()
        .execute(
            select(_F.c.id, _F.c.key, _F.c.claim_id).where(
                _F.c.workspace_id == store.workspace_id,
                _F.c.promoted_at.is_not(None),
                _F.c.durability != "",
                _F.c.key.in_(sorted(marked)),
            )
        )
        .all()
    )
    pools = pool_claims(store, session, [int(cid or fid) for fid, _, cid in rows])
    waiting = set(
        session.exec(
            select(PromotionRow.key).where(
                PromotionRow.workspace_id == store.workspace_id,
                PromotionRow.status.in_(("pending", "rejected")),  # a reviewer said no: keep it
                PromotionRow.action == "retire",
            )
        )
    )
    texts = {e.key: e.text for e in memory_entries(doc) if e.key}
    proposed = []
    for fid, key, cid in rows:
        pool = pools.get(int(cid or fid))
        if pool is None or not pool.durability or key in waiting:
            continue
        session.add(
            PromotionRow(
                workspace_id=store.workspace_id,
                fragment_id=int(fid),
                key=key,
                text=texts.get(key, ""),
                status="pending",
                path="MEMORY.md",
                created_at=db_now,
                action="retire",
            )
        )
        proposed.append(key)
    return proposed


def _proposes_edit(
    store: Store,
    session: Session,
    entries: Sequence[MemoryEntry],
    r: Ranked,
    statement: str,
    db_now: datetime | None,
) -> bool:
    """A winner that changes an older promoted rule proposes an edit of that entry (its text
    becomes the winner's statement), for review in every apply mode (never a silent rewrite);
    one pending edit per entry."""
    entry = superseded_entry(entries, statement)
    if entry is None or entry.key is None:
        return False
    r.outcome = f"edit:{entry.key}"
    waiting = session.exec(
        select(PromotionRow.id).where(
            PromotionRow.workspace_id == store.workspace_id,
            PromotionRow.status == "pending",
            PromotionRow.action == "edit",
            PromotionRow.key == entry.key,
        )
    ).first()
    if waiting is None:
        session.add(
            PromotionRow(
                workspace_id=store.workspace_id,
                fragment_id=r.id,
                key=entry.key,
                text=statement,
                status="pending",
                score=r.scored.score,
                raw_score=r.scored.raw,
                recall_count=r.recall_count,
                avg=r.avg,
                components=r.scored.components.as_dict(),
                boost=r.scored.boost,
                path=r.path,
                start_line=r.start_line,
                end_line=r.end_line,
                created_at=db_now,
                action="edit",
            )
        )
    return True


def _deep_survivors(store: Store, session: Session, table: ScoreTable) -> list[Ranked]:
    """The fragments that pass every gate, with their texts and newest evidence, in deep's
    order (§6.4)."""
    survivors = ranked_rows(table, np.flatnonzero(table.scores["gate"] < 0))
    _fill_texts(store, session, survivors)
    occs = _newest_occurrences(session, [r.id for r in survivors])
    for r in survivors:
        occ = occs.get(r.id)
        if occ:
            r.path, r.start_line, r.end_line = occ.path, occ.start_line, occ.end_line
    return order_winners(survivors)


@dataclass
class _DeepRun:
    """What deep consults while it places its winners one by one."""

    store: Store
    session: Session
    ws: Workspace
    now: datetime
    cfg: DeepConfig
    entries: list[MemoryEntry]  # MEMORY.md's statements (hand-written lines and entries)
    claims: dict[int, int]  # fragment id → claim id
    pending: dict[int, int]  # claim id → its pending "add" promotion
    staged: list[MemoryEntry] = field(default_factory=list)  # this run's new entries

    @property
    def db_now(self) -> datetime | None:
        return to_db_time(self.now)

    def claim_of(self, fragment_id: int) -> int:
        return self.claims.get(fragment_id, fragment_id)

    def statement(self, r: Ranked) -> str:
        """The winner's claim as an entry's text (memtui.engine.statements)."""
        found = claim_statements(
            self.session, {r.id: self.claim_of(r.id)}, max_tokens=self.cfg.max_promoted_tokens
        )
        return found.get(r.id) or statement_of(r.text, max_tokens=self.cfg.max_promoted_tokens)


def _open_deep_run(
    store: Store,
    session: Session,
    ws: Workspace,
    now: datetime,
    cfg: DeepConfig,
    winners: list[Ranked],
) -> _DeepRun:
    """MEMORY.md's statements, each candidate's claim, and the claims already pending review
    (a claim is staged once)."""
    pending = {
        fid: pid
        for fid, pid in session.exec(
            select(PromotionRow.fragment_id, PromotionRow.id).where(
                PromotionRow.workspace_id == store.workspace_id,
                PromotionRow.status == PromotionStatus.PENDING,
                PromotionRow.action == "add",
            )
        )
        if pid is not None
    }
    claims = claim_ids(session, [*(r.id for r in winners), *pending])
    entries = memory_entries(_read_current(ws, ws.memory_path.name) or "")
    pending_by_claim = {claims.get(fid, fid): pid for fid, pid in pending.items()}
    return _DeepRun(store, session, ws, now, cfg, entries, claims, pending_by_claim)


def _entry_item(run: _DeepRun, r: Ranked, statement: str) -> PromotionItem:
    """The MEMORY.md entry of a winner: its statement, then every place its claim was stated."""
    claim = claim_sources(run.store, run.session, [r.id]).get(r.id)
    where = entry_sources(claim, f"{r.path}:{r.start_line}-{r.end_line}")
    return PromotionItem(
        key=r.key,
        text=statement,
        score=r.scored.score,
        recalls=r.recall_count,
        avg=r.avg,
        path=r.path,
        start_line=r.start_line,
        end_line=r.end_line,
        sources=where.listed,
        more_sources=where.more,
        days=where.days,
    )


def _reinforced_evidence(run: _DeepRun, r: Ranked, key: str) -> list[PromotionItem]:
    """The places of the entry `key` (one memtui wrote) and of the claim that restates it,
    together: what its `days=` and `sources=` become."""
    entry = run.store.fragments_by_keys(run.session, [key]).get(key)
    if entry is None or entry.id is None:
        return []
    claims = claim_sources(run.store, run.session, [entry.id, r.id])
    places = {
        (s.day, s.path, s.start_line, s.end_line): s
        for claim in (claims.get(entry.id), claims.get(r.id))
        if claim is not None
        for s in claim.sources
    }
    where = entry_sources(ClaimSources(entry.id, [places[p] for p in sorted(places)]), "")
    empty = PromotionItem(key, "", 0.0, 0, 0.0, "", 0, 0)
    return [replace(empty, sources=where.listed, more_sources=where.more, days=where.days)]


def _stage_for_review(run: _DeepRun, r: Ranked, item: PromotionItem, report: DeepReport) -> None:
    """deep.apply = review: a pending promotion per claim (an earlier one is kept)."""
    waiting = run.pending.get(run.claim_of(r.id))
    if waiting is None:
        row = promotion_row(run.store.workspace_id, r, item, PromotionStatus.PENDING, run.now)
        run.session.add(row)
        run.session.flush()
        assert row.id is not None
        waiting = row.id
    report.pending_ids.append(waiting)
    r.outcome = "pending"


def _place_winner(run: _DeepRun, r: Ranked, report: DeepReport) -> None:
    """One survivor's fate (§6.5, §6.6): dropped when its source is gone, else it reinforces
    an entry MEMORY.md already holds, proposes an edit of an older one, repeats one staged in
    this run, or becomes a new entry (staged for review, or written after commit in auto)."""
    current = _read_current(run.ws, r.path) if r.path else None
    located = rehydrate(current, r.start_line, r.end_line, r.text) if current is not None else None
    if located is None:
        # The note changed or is gone: nothing trustworthy to write; say so in the report.
        r.outcome = "dropped:source_gone"
        report.dropped.append(r)
        return
    r.start_line, r.end_line = located.start_line, located.end_line
    statement = run.statement(r)
    reinforced = _reinforces(run.session, run.entries, r, statement, run.db_now)
    if reinforced is not None:
        report.reinforced.append(r)
        if run.cfg.apply == "auto" and reinforced.key is not None:
            report.evidence.extend(_reinforced_evidence(run, r, reinforced.key))
        return
    if _proposes_edit(run.store, run.session, run.entries, r, statement, run.db_now):
        report.edits.append(r)
        return
    same = matching_entry(run.staged, statement)
    if same is not None:
        # Grouping missed it, but this run already stages the fact: one entry, not two.
        r.outcome = f"dropped:same_as:{same.key}"
        report.dropped.append(r)
        return
    item = _entry_item(run, r, statement)
    report.winners.append(r)
    report.items.append(item)
    run.staged.append(MemoryEntry(r.key, item.text, 0, claim_terms(item.text)))
    if run.cfg.apply == "review":
        _stage_for_review(run, r, item, report)


def run_deep(
    store: Store,
    session: Session,
    ws: Workspace,
    now: datetime,
    config: Settings,
    progress: Progress | None = None,
) -> DeepReport:
    """Rank every fragment; rehydrate and stage (review) or prepare (auto) ≤ limit winners (§6 deep).

    In `auto` mode the MEMORY.md write itself happens after this transaction commits, in the cycle.
    """
    cfg = config.dreaming.deep
    table = score_table(store, session, now, cfg.thresholds())
    survivors = _deep_survivors(store, session, table)
    report = DeepReport(
        evaluated=len(table),
        winners=[],
        gate_counts=table.gate_counts(),
        table=table,
        apply_mode=cfg.apply,
    )
    run = _open_deep_run(store, session, ws, now, cfg, survivors)
    for n, r in enumerate(survivors, start=1):
        if progress:
            progress(n, len(survivors), r.key)
        if len(report.winners) >= cfg.limit:
            break
        _place_winner(run, r, report)
    report.retirements = _propose_retirements(store, session, ws, run.db_now)
    promoted_texts = [i.text for i in report.items] if cfg.apply == "auto" else []
    report.material = DiaryMaterial(
        Phase.DEEP,
        [r.text for r in report.winners][:MAX_DIARY_FRAGMENTS],
        [],
        promoted_texts[:MAX_DIARY_PROMOTIONS],
    )
    return report
