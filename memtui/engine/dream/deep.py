"""Deep sleep (algorithm.md §6.3–§6.6): score every fragment, gate, order, and place each winner
— reinforce the MEMORY.md entry that already states it, propose an edit of an older one, or
stage a new entry for review (or write it after commit, in `auto`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

import numpy as np

from memtui.engine.claims import claim_ids, claim_sources, merged_sources, pool_claims
from memtui.engine.config import DeepConfig, Settings
from memtui.engine.documents.memory_file import (
    MemoryEntry,
    PromotionItem,
    memory_entries,
    promotion_keys,
    rehydrate,
)
from memtui.engine.dream.context import MAX_DIARY_FRAGMENTS, MAX_DIARY_PROMOTIONS, PhaseContext
from memtui.engine.dream.judge import WinnerJudge
from memtui.engine.dream.narrative import DiaryMaterial, DiarySettings
from memtui.engine.scoring import COMPONENT_NAMES, Components, DeepScore, DeepThresholds
from memtui.engine.similarity import (
    changes,
    claim_terms,
    matching_entry,
    statement_claim_terms,
    superseded_entry,
    topic_terms,
)
from memtui.engine.spans import Span
from memtui.engine.statements import claim_statements, core_of, entry_sources, statement_of
from memtui.engine.store import PromotionRow, Session, Store, to_db_time
from memtui.engine.store import dream as queries
from memtui.engine.store.claims import written_after
from memtui.engine.store.fragments import ScoreTable, score_table, texts_of
from memtui.engine.text import split_prefix
from memtui.engine.vocabulary import (
    GATES,
    Phase,
    PromotionAction,
    PromotionStatus,
    WinnerOutcome,
)
from memtui.engine.workspace import Workspace


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
    span: Span | None = None  # its newest occurrence (winners only)
    outcome: WinnerOutcome = WinnerOutcome.NONE
    outcome_ref: str = ""  # the entry (key or "line N") or key an outcome refers to

    @property
    def gate(self) -> str | None:
        return self.scored.gate

    @property
    def outcome_label(self) -> str:
        """The outcome as reports print it: `reinforced:<key>`, `dropped:same_as:<key>`, …"""
        return f"{self.outcome}:{self.outcome_ref}" if self.outcome_ref else str(self.outcome)

    def decide(self, outcome: WinnerOutcome, ref: str = "") -> None:
        self.outcome, self.outcome_ref = outcome, ref

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
            "evidence": self.span.evidence if self.span else None,
            "outcome": self.outcome_label or None,
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


def ranked_rows(
    table: ScoreTable,
    indices: Sequence[int] | np.ndarray,
    texts: dict[int, str] | None = None,
    spans: dict[int, Span] | None = None,
) -> list[Ranked]:
    """Rows of a score table as Ranked, whole: with their texts and newest places where given
    (the rejected rows of a report are shown without them)."""
    texts, spans = texts or {}, spans or {}
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
                texts.get(ids[n], ""),
                int(recalls[n]),
                int(recalls[n] + dailies[n]),
                comps["relevance"][n],
                scored,
                spans.get(ids[n]),
            )
        )
    return out


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
    texts = texts_of(store, session, table.ids[order[:top]].tolist())
    return Ranking(table, order, ranked_rows(table, order[:top], texts))


def order_winners(ranked: Sequence[Ranked]) -> list[Ranked]:
    """Survivors by score desc, recall count desc, path asc (§6 deep)."""
    return sorted(
        (r for r in ranked if r.gate is None),
        key=lambda r: (-r.scored.score, -r.recall_count, r.span.path if r.span else "", r.key),
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
    action: PromotionAction = PromotionAction.ADD,
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
        action=action,
    )


def winner_item(r: Ranked, key: str, text: str) -> PromotionItem:
    """A winner as a MEMORY.md item with no sources listed (an edit's new text)."""
    span = r.span or Span("", 0, 0)
    return PromotionItem(
        key, text, r.scored.score, r.recall_count, r.avg, span.path, span.start, span.end
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
    queries.mark_promoted(session, r.id, db_now)
    r.decide(WinnerOutcome.REINFORCED, entry.key or f"line {entry.line}")
    return entry


def _propose_retirements(store: Store, session: Session, ws: Workspace, now: datetime) -> list[str]:
    """Entries in MEMORY.md whose claim is not durable knowledge (an open item promoted before
    the durable gate, since resolved), or that a later note changed (`_replaced_by`): propose
    removing them, through review, never silently."""
    doc = _read_current(ws, ws.memory_path.name) or ""
    marked = promotion_keys(doc)
    if not marked:
        return []
    rows = queries.promoted_fragments(store, session, sorted(marked))
    pools = pool_claims(store, session, [cid for _, _, cid, durability in rows if durability])
    # A retirement a reviewer rejected stays rejected: the entry is kept; an entry with an edit
    # proposed is being rewritten, not retired.
    waiting = queries.promotion_keys_with(
        store, session, PromotionAction.RETIRE, (PromotionStatus.PENDING, PromotionStatus.REJECTED)
    ) | queries.promotion_keys_with(
        store, session, PromotionAction.EDIT, (PromotionStatus.PENDING,)
    )
    texts = {e.key: e.text for e in memory_entries(doc) if e.key}
    # A change is looked for among the notes read since the last deep run: older ones were
    # weighed then (each entry costs a query a night, not a scan of every later note).
    since = queries.last_run_started(store, session, Phase.DEEP)
    stale = []
    for fid, key, cid, durability in rows:
        if durability:
            pool = pools.get(cid)
            if pool is not None and pool.durability:
                stale.append((fid, key))
        elif (text := texts.get(key, "")) and _replaced_by(store, session, cid, text, since):
            stale.append((fid, key))
    proposed = []
    for fid, key in stale:
        if key in waiting:
            continue
        session.add(
            PromotionRow(
                workspace_id=store.workspace_id,
                fragment_id=fid,
                key=key,
                text=texts.get(key, ""),
                status=PromotionStatus.PENDING,
                path="MEMORY.md",
                created_at=to_db_time(now),
                action=PromotionAction.RETIRE,
            )
        )
        proposed.append(key)
    return proposed


def _proposes_edit(run: _DeepRun, r: Ranked, statement: str) -> bool:
    """A winner that changes an older promoted rule proposes an edit of that entry (its text
    becomes the winner's statement), for review in every apply mode (never a silent rewrite);
    one pending edit per entry."""
    entry = superseded_entry(run.entries, statement)
    if entry is None or entry.key is None:
        return False
    r.decide(WinnerOutcome.EDIT, entry.key)
    waiting = queries.promotion_keys_with(
        run.store, run.session, PromotionAction.EDIT, (PromotionStatus.PENDING,)
    )
    if entry.key not in waiting:
        item = winner_item(r, entry.key, statement)
        run.session.add(
            promotion_row(
                run.store.workspace_id,
                r,
                item,
                PromotionStatus.PENDING,
                run.now,
                action=PromotionAction.EDIT,
            )
        )
    return True


def _replaced_by(
    store: Store,
    session: Session,
    claim_id: int,
    statement: str,
    seen_since: datetime | None = None,
) -> str | None:
    """The key of a durable statement written after every day the claim was (and first read
    since `seen_since`, when given), that says the rule changed and replaces the claim's
    `statement` (`similarity.changes`: same topic, other values), if any."""
    terms = statement_claim_terms(statement)
    topic = sorted(topic_terms(terms))
    for key, text, found in written_after(store, session, claim_id, topic, seen_since):
        newer = _with_heading(text, frozenset(found.split()))
        if changes(text, newer, terms, statement):
            return key
    return None


def _with_heading(text: str, terms: frozenset[str]) -> frozenset[str]:
    """`terms` and those of the text's heading: what a rule is about is often its heading
    ("Release trains: Tuesday and Thursday afternoons"), which claim terms leave out."""
    heading = split_prefix(text)[1]
    return terms | claim_terms(heading) if heading else terms


def _deep_survivors(store: Store, session: Session, table: ScoreTable) -> list[Ranked]:
    """The fragments that pass every gate, with their texts and newest evidence, in deep's
    order (§6.4)."""
    rows = np.flatnonzero(table.scores["gate"] < 0)
    ids = table.ids[rows].tolist()
    texts = texts_of(store, session, ids)
    return order_winners(ranked_rows(table, rows, texts, queries.newest_spans(session, ids)))


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
    judge: WinnerJudge | None = None  # the model's verdict, with `deep.judge` and a model

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
        limit = self.cfg.max_promoted_tokens
        return found.get(r.id) or statement_of(core_of(r.text), max_tokens=limit)


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
    pending = queries.pending_adds(store, session)
    claims = claim_ids(store, session, [*(r.id for r in winners), *pending])
    entries = memory_entries(_read_current(ws, ws.memory_path.name) or "")
    pending_by_claim = {claims.get(fid, fid): pid for fid, pid in pending.items()}
    return _DeepRun(store, session, ws, now, cfg, entries, claims, pending_by_claim)


def _entry_item(run: _DeepRun, r: Ranked, statement: str) -> PromotionItem:
    """The MEMORY.md entry of a winner: its statement, then every place its claim was stated."""
    claim = claim_sources(run.store, run.session, [r.id]).get(r.id)
    where = entry_sources(claim, r.span.evidence if r.span else "")
    item = winner_item(r, r.key, statement)
    return replace(item, sources=where.listed, more_sources=where.more, days=where.days)


def _reinforced_evidence(run: _DeepRun, r: Ranked, key: str) -> list[PromotionItem]:
    """The places of the entry `key` (one memtui wrote) and of the claim that restates it,
    together: what its `days=` and `sources=` become."""
    merged = merged_sources(run.store, run.session, key, r.id)
    if merged is None:
        return []
    where = entry_sources(merged, "")
    empty = PromotionItem(key, "", 0.0, 0, 0.0, "", 0, 0)
    return [replace(empty, sources=where.listed, more_sources=where.more, days=where.days)]


def _stage_for_review(run: _DeepRun, r: Ranked, item: PromotionItem, report: DeepReport) -> None:
    """deep.apply = review: a pending promotion per claim (an earlier one is kept)."""
    waiting = run.pending.get(run.claim_of(r.id))
    if waiting is None:
        row = promotion_row(run.store.workspace_id, r, item, PromotionStatus.PENDING, run.now)
        waiting = queries.add_promotion(run.session, row)
    report.pending_ids.append(waiting)
    r.decide(WinnerOutcome.PENDING)


def _place_winner(run: _DeepRun, r: Ranked, report: DeepReport) -> None:
    """One survivor's fate (§6.5, §6.6): dropped when its source is gone, else it reinforces
    an entry MEMORY.md already holds, proposes an edit of an older one, repeats one staged in
    this run, or becomes a new entry (staged for review, or written after commit in auto)."""
    span = r.span
    current = _read_current(run.ws, span.path) if span and span.path else None
    located = (
        rehydrate(current, span.start, span.end, r.text) if span and current is not None else None
    )
    if span is None or located is None:
        # The note changed or is gone: nothing trustworthy to write; say so in the report.
        r.decide(WinnerOutcome.SOURCE_GONE)
        report.dropped.append(r)
        return
    r.span = Span(span.path, located.start_line, located.end_line)
    statement = run.statement(r)
    newer = _replaced_by(run.store, run.session, run.claim_of(r.id), statement)
    if newer is not None:
        # A later note changed the rule: the old one is history, not knowledge.
        r.decide(WinnerOutcome.REPLACED, newer)
        report.dropped.append(r)
        return
    # A statement that changes an entry is an edit of it, even where it also names the old
    # value ("up to 24 hours instead of 48") and so reads like a restatement.
    if _proposes_edit(run, r, statement):
        report.edits.append(r)
        return
    reinforced = _reinforces(run.session, run.entries, r, statement, run.db_now)
    if reinforced is not None:
        report.reinforced.append(r)
        if run.cfg.apply == "auto" and reinforced.key is not None:
            report.evidence.extend(_reinforced_evidence(run, r, reinforced.key))
        return
    same = matching_entry(run.staged, statement)
    if same is not None:
        # Grouping missed it, but this run already stages the fact: one entry, not two.
        r.decide(WinnerOutcome.SAME_AS, same.key or "")
        report.dropped.append(r)
        return
    if run.judge is not None and run.judge.holds(statement) is False:
        # What happened once is no knowledge; the fragment stays, and so do its votes.
        r.decide(WinnerOutcome.JUDGED_ONCE)
        report.dropped.append(r)
        return
    item = _entry_item(run, r, statement)
    report.winners.append(r)
    report.items.append(item)
    run.staged.append(MemoryEntry(r.key, item.text, 0, statement_claim_terms(item.text)))
    if run.cfg.apply == "review":
        _stage_for_review(run, r, item, report)


# Deep asks the model inside its transaction, one winner at a time: a night asks it at most
# this many times its winner limit, and the winners not reached wait for the next night.
JUDGE_QUESTIONS_PER_WINNER = 3


def _judge(config: Settings) -> WinnerJudge | None:
    """The model's verdict on new winners, when `deep.judge` is on and a diary model is set."""
    if not config.dreaming.deep.judge:
        return None
    settings = DiarySettings.from_config(config.diary)
    return WinnerJudge(settings) if settings.enabled else None


def run_deep(ctx: PhaseContext) -> DeepReport:
    """Rank every fragment; rehydrate and stage (review) or prepare (auto) ≤ limit winners (§6 deep).

    In `auto` mode the MEMORY.md write itself happens after this transaction commits, in the cycle.
    """
    store, session, ws, now = ctx.store, ctx.session, ctx.ws, ctx.now
    cfg = ctx.config.dreaming.deep
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
    run.judge = _judge(ctx.config) if survivors else None
    for n, r in enumerate(survivors, start=1):
        ctx.step(n, len(survivors), r.key)
        if len(report.winners) >= cfg.limit or (
            run.judge is not None and run.judge.asked >= JUDGE_QUESTIONS_PER_WINNER * cfg.limit
        ):
            break
        _place_winner(run, r, report)
    report.retirements = _propose_retirements(store, session, ws, now)
    promoted_texts = [i.text for i in report.items] if cfg.apply == "auto" else []
    report.material = DiaryMaterial(
        Phase.DEEP,
        [r.text for r in report.winners][:MAX_DIARY_FRAGMENTS],
        [],
        promoted_texts[:MAX_DIARY_PROMOTIONS],
    )
    return report
