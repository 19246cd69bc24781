"""REM sleep (algorithm.md §6.2, §6.5): over the durable claims light just staged, find the
themes (concept tags shared by enough claims) and up to three candidate truths."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NamedTuple

from memtui.engine.claims import claim_ids, pool_claims
from memtui.engine.documents.dreams_file import ThemeLine, TruthLine
from memtui.engine.dream.context import MAX_DIARY_THEMES, MAX_PHASE_HITS, PhaseContext
from memtui.engine.dream.entries import Entry, dedupe, load_entries
from memtui.engine.dream.light import ingest_first, touched_ids
from memtui.engine.dream.narrative import DiaryMaterial
from memtui.engine.ingest.pipeline import IngestReport
from memtui.engine.judgement import judge
from memtui.engine.scoring import rem_confidence, theme_strength
from memtui.engine.similarity import theme_terms
from memtui.engine.store import dream as queries
from memtui.engine.store import to_db_time
from memtui.engine.text import counted
from memtui.engine.vocabulary import Phase

REM_MIN_CONFIDENCE = 0.45
REM_MAX_TRUTHS = 3
# A theme needs two claims written on two days (see theme_candidates).
MIN_THEME_CLAIMS = 2
MIN_THEME_DAYS = 2
# Topics forming shown on a night without a theme.
MAX_FORMING = 3


@dataclass
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
            f"{counted(len(self.themes), 'theme')}{forming}, "
            f"{counted(len(self.truths), 'candidate truth')} "
            f"from {counted(len(self.inputs), 'input')} ({self.source})"
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


def rem_inputs(ctx: PhaseContext, lookback_days: int) -> tuple[str, list[int]]:
    """Fragments light staged since REM last considered them; else the 7-day window (§6 REM).

    REM's marks from today are ignored (a mark counts when it is older than the start of today
    in the workspace's time zone), so re-running a night sees the same inputs.
    """
    today_start = datetime.fromisoformat(ctx.ws.day(ctx.now)).replace(tzinfo=ctx.ws.tz)
    fresh = queries.staged_since_rem(ctx.store, ctx.session, to_db_time(today_start))
    if fresh:
        return "light", fresh
    return "fallback", touched_ids(ctx, lookback_days)


def durable_claims(ctx: PhaseContext, entries: Sequence[Entry]) -> list[Entry]:
    """REM's patterns are over claims, not chunks (algorithm.md §6.5): the restatements of one fact
    are one input carrying the claim's pooled evidence, spoken for by its representative; only
    durable claims that recur (two fragments, or recalls on two days) are inputs. A claim's theme
    terms come from every wording of it (its text, not its file's name), and `written` holds the
    days its fragments were written on."""
    session = ctx.session
    owners = claim_ids(ctx.store, session, [e.id for e in entries])
    pools = pool_claims(ctx.store, session, list(owners.values()))
    # A pattern recurs: one mention on one day is no pattern yet (restated or recalled on
    # another day, it is).
    kept = [
        p
        for p in pools.values()
        if not p.durability and (len(p.member_ids) >= 2 or len(p.recall_days) >= 2)
    ]
    written = queries.written_places(session, [m for p in kept for m in p.member_ids])
    # The claim speaks through its representative (durable, a note before a transcript), read
    # from the store when light did not stage it: another member may be the day's recap.
    given = {e.id: e for e in entries}
    missing = [p.representative for p in kept if p.representative not in given]
    given.update((e.id, e) for e in load_entries(session, missing))
    by_claim: dict[int, Entry] = {}
    for pool in kept:
        entry = given[pool.representative]
        entry.recall_count, entry.daily_count = pool.recall_count, pool.daily_count
        entry.total_score = pool.total_score
        entry.unique_queries, entry.recall_days = set(pool.query_hashes), set(pool.recall_days)
        entry.tag_names = theme_terms(pool.text_tags)
        entry.tags = list(entry.tag_names)
        for member in pool.member_ids:
            for day, span in written.get(member, {}).items():
                entry.written.setdefault(day, span.evidence)
        by_claim[pool.claim_id] = entry
    order = {e.id: n for n, e in enumerate(entries)}
    return sorted(by_claim.values(), key=lambda e: order.get(e.id, len(order)))


def run_rem(ctx: PhaseContext) -> RemReport:
    """Themes and up to three candidate truths from what light just staged (§6 REM)."""
    cfg = ctx.config.dreaming.rem
    report_ingest = ingest_first(ctx, cfg.lookback_days)
    source, ids = rem_inputs(ctx, cfg.lookback_days)
    inputs = durable_claims(ctx, load_entries(ctx.session, ids))
    entries = dedupe(inputs, cfg.dedupe_similarity)
    themes, forming = compute_themes(entries, cfg.min_pattern_strength, cfg.limit)
    # A candidate truth is a statement by the durable rules as they are now (a fragment stored
    # before a rule changed keeps its old durability column).
    candidates = [
        Truth(e, rem_confidence(e.confidence, e.recall_count, len(e.recall_days), len(e.tags)))
        for e in entries
        if judge(e.text).verdict.durable
    ]
    candidates.sort(key=lambda t: (-t.confidence, t.entry.text))
    truths = [t for t in candidates if t.confidence >= REM_MIN_CONFIDENCE][
        : max(1, min(REM_MAX_TRUTHS, cfg.limit))
    ]
    queries.mark_rem_considered(ctx.store, ctx.session, ids, ctx.db_now)
    for truth in truths:
        sig = queries.phase_signal(ctx.store, ctx.session, truth.entry.id)
        if not ctx.same_day(sig.last_rem_at):
            sig.rem_hits = min(MAX_PHASE_HITS, sig.rem_hits + 1)
            sig.last_rem_at = ctx.db_now
        ctx.session.add(sig)
    fragments = [t.entry.text for t in truths] or [e.text for e in entries[:8]]
    material = DiaryMaterial(Phase.REM, fragments, [t.tag for t in themes][:MAX_DIARY_THEMES])
    return RemReport(report_ingest, source, entries, themes, truths, candidates, material, forming)
