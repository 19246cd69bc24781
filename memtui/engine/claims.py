"""Claims, not chunks (algorithm.md §6.5): grouping restatements into claims, and a claim's
sources for review.

A *claim* is one fact as the notes restate it: other days, other words, another language, the
transcript that recorded it and the assistant's "noted: …" reply. Fragments keep their own
identity and counts (§1); `fragment.claim_id` names the claim they restate (the id of its first
fragment), and deep ranks a claim with the evidence of all its fragments pooled. When two texts
restate one claim is `memtui.engine.similarity`'s; the statements grouping runs are
`memtui.engine.store.claims`'.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import lru_cache
from itertools import chain
from operator import itemgetter
from typing import Any, NamedTuple

from memtui.engine.durability import closes, is_open
from memtui.engine.judgement import RULES_VERSION, judge
from memtui.engine.redact import redact_secrets
from memtui.engine.similarity import (
    CLAIM_SIMILARITY,
    CLAIM_WINDOW_DAYS,
    LEXICAL_RULES,
    MAX_CANDIDATES,
    MAX_POSTING,
    MAX_TERMS,
    Similarity,
    changes,
    changes_values,
    claim_terms,
    claim_terms_text,
    comparable_terms,
    compares_alike,
    english_readings,
    entry_similarity,
    lexical_similarity,
    other_values,
    says_it_changed,
    statement_claim_terms,
    value_terms,
)
from memtui.engine.spans import Span
from memtui.engine.store import Session, Store
from memtui.engine.store import claims as queries
from memtui.engine.store.claims import ClaimPool, claim_ids, pool_claims
from memtui.engine.store.fragments import texts_of
from memtui.engine.text import split_prefix

__all__ = [
    "ClaimPool",
    "ClaimSource",
    "ClaimSources",
    "assign_claims",
    "claim_ids",
    "claim_sources",
    "claim_window_start",
    "join_co_voted",
    "judged_columns",
    "merged_sources",
    "rejudge",
    "pool_claims",
    "statement_terms",
]

# A fragment text's durable statements with their claim terms (`statement_terms`).
StatementTerms = tuple[tuple[str, frozenset[str]], ...]
# A member's statement with its claim terms and whether it scores as the member's whole core.
_Statement = tuple[str, frozenset[str], bool]


# Compared by identity (eq=False): grouping counts members in a `Counter`, and a member is its
# row. Slots: a year of notes holds ~10^4 of them, each read ~10^2 times.
@dataclass(eq=False, slots=True)
class _Member:
    id: int
    claim_id: int
    text: str
    terms: frozenset[str]
    durability: str
    # Says that something changed (`similarity.says_it_changed`): read once, tested per pair.
    changed: bool = False
    # Its values (`similarity.value_terms`): read once, compared per pair.
    values: frozenset[str] = frozenset()
    # When it was first read: a text read before another cannot change the rule that one states.
    seen: Any = None
    # Its English readings (`similarity.english_readings`): read once, to find its candidates
    # and to index it.
    readings: frozenset[str] = frozenset()
    # Its durable statements (`statement_terms`), each with whether a lexical rule scores it as
    # it scores the whole core (`similarity.compares_alike`); read when a pair first needs them.
    statements: tuple[_Statement, ...] | None = None


class _Match(NamedTuple):
    sim: float
    other: _Member
    via: int  # the member's statement that matched (-1: its whole core)


# Which earlier members restate a member's claim (`_matches`), as (similarity, member id) pairs:
# what grouping computes of each member before it decides, in id order, which claim it joins.
_Found = list[tuple[float, int]]

# Runs pure calls, some maybe in other processes meanwhile: `[fn(*args) for args in calls]`
# (an ingestion passes `ingest.parallel.spread`).
Spread = Callable[[Callable[..., Any], list[tuple[Any, ...]]], list[Any]]

# Ungrouped fragments per process below which grouping stays in one process: a worker takes
# ~15 ms to fork, and each part warms its own caches (a year's parts do ~20% more work than one
# pass: 2 x 0.62 s against 1.07 s of CPU), so the parts pay back from roughly 500 fragments on
# (~0.1 ms each on two cores, estimated). Twice that, so a small grouping never pays for a process.
SPREAD_MIN_MEMBERS = 1000
# Ungrouped fragments a part takes in turn when grouping is spread: each part gets early ones
# and late ones alike: in a year's first grouping an early one costs about twice a late one
# (~30 candidates against ~9, once the common terms have outgrown MAX_POSTING).
SPREAD_BLOCK = 256


def _rarest(terms: frozenset[str], index: dict[str, list[_Member]]) -> list[list[_Member]]:
    """The postings of the MAX_TERMS rarest of `terms` (each at most MAX_POSTING long)."""
    # (length, term, posting) sorts as (length, term) would: a set holds each term once. Each
    # posting is looked up once, not three times as a sort key would.
    found = []
    for t in terms:
        posting = index.get(t)
        if posting and len(posting) <= MAX_POSTING:
            found.append((len(posting), t, posting))
    found.sort()
    return [posting for _, _, posting in found[:MAX_TERMS]]


def _matches(
    member: _Member,
    index: dict[str, list[_Member]],
    similarity: Similarity,
    durable_similarity: Similarity,
    readings: dict[str, list[_Member]],
    terms_of: Callable[[str], StatementTerms],
) -> list[_Match]:
    """The grouped fragments sharing a term with `member` that restate its claim: by
    `durable_similarity` when both are durable (whole cores, else statement by statement) and
    by `similarity` otherwise. Candidates come from its rarest terms (see MAX_POSTING), the
    most-shared first, so grouping stays near-linear at 100 000 fragments. Which claim it
    joins is `_joined`'s, once the candidates' own claims are known."""
    # Rarest first, then by the term itself: a set's order changes with PYTHONHASHSEED, and
    # grouping must not.
    postings = _rarest(member.terms, index)
    # Across languages: a Chinese text meets the English ones through its words' English
    # readings, an English text the Chinese ones indexed under theirs (`readings`).
    mine = member.readings
    postings += _rarest(mine, index) if mine else _rarest(member.terms, readings)
    # Members count by identity, in the order first met (as their ids would); one count over
    # all the postings, not one `update` call each.
    counts = Counter(chain.from_iterable(postings))
    found: list[_Match] = []
    # Skipping a statement pair that scores as the whole cores did is the lexical rules' own
    # shortcut: another rule may read more of a text than its terms and language.
    lexical = durable_similarity in LEXICAL_RULES
    # What `counts.most_common(MAX_CANDIDATES)` returns (a stable sort), without its heap.
    for other, _ in sorted(counts.items(), key=itemgetter(1), reverse=True)[:MAX_CANDIDATES]:
        durable = not member.durability and not other.durability
        if (not member.durability) != (not other.durability) and other_values(
            member.values, other.values
        ):
            # A rule and a story of another occasion ("Thursday at 16:00 as usual" beside
            # "Monday at 9:30 as usual"); two rules are weighed by `durable_similarity`.
            continue
        rule = durable_similarity if durable else similarity
        sim, via = rule(member.text, member.terms, other.text, other.terms), -1
        if sim < CLAIM_SIMILARITY and durable:
            sim, via = _statement_match(member, other, rule, terms_of, lexical)
        elif sim < CLAIM_SIMILARITY and _retells(member, other):
            # A retelling's line that restates a fact stated before it joins the retelling to
            # that fact's claim, so the votes its hits get count for the fact it retells.
            sim, via = statement_similarity(
                member.text,
                other.text,
                durable_similarity,
                lambda text: _told_terms(text) if text == member.text else terms_of(text),
            )
        # A changed rule and the rule it changed are two claims, old and new (asked only of a
        # pair that would join: most candidates do not).
        if sim >= CLAIM_SIMILARITY and not _one_replaces_the_other(member, other):
            found.append(_Match(sim, other, via))
    return found


def _found(
    members: list[_Member],
    part: int,
    ways: int,
    similarity: Similarity,
    durable_similarity: Similarity,
    terms_of: Callable[[str], StatementTerms],
) -> list[_Found]:
    """`_matches` among the members before it of each member not yet in a claim, in order; of
    one `part` of `ways` when grouping is spread (`_spread_found`: the parts take these members
    `SPREAD_BLOCK` at a time, in turn). A pure function of the members (what they say, not which
    claims they join), so the parts may be computed at once."""
    index: dict[str, list[_Member]] = {}
    readings: dict[str, list[_Member]] = {}
    out: list[_Found] = []
    rank = 0
    for member in members:
        if not member.claim_id:
            if rank // SPREAD_BLOCK % ways == part:
                matches = _matches(
                    member, index, similarity, durable_similarity, readings, terms_of
                )
                out.append([(m.sim, m.other.id) for m in matches])
            rank += 1
        _index(member, index, readings)
    return out


def _index(
    member: _Member, index: dict[str, list[_Member]], readings: dict[str, list[_Member]]
) -> None:
    """Where later members find `member`: under its terms and its English readings."""
    for t in member.terms:
        index.setdefault(t, []).append(member)
    for t in member.readings:
        readings.setdefault(t, []).append(member)


# The grouping being spread (`_spread_found`): set before worker processes fork, so they
# inherit the members rather than receive them pickled.
_Grouping = tuple[list[_Member], Similarity, Similarity, Callable[[str], StatementTerms]]
_spreading: _Grouping | None = None


def _found_part(part: int, ways: int) -> list[_Found]:
    """`_found` of a part of the grouping being spread."""
    assert _spreading is not None
    members, similarity, durable_similarity, terms_of = _spreading
    return _found(members, part, ways, similarity, durable_similarity, terms_of)


def _spread_found(
    members: list[_Member],
    similarity: Similarity,
    durable_similarity: Similarity,
    terms_of: Callable[[str], StatementTerms],
    spread: Spread | None,
    ways: int,
) -> list[_Found]:
    """`_found` of every member not yet in a claim, in order: in `ways` parts at once through
    `spread` when there are enough of them (`SPREAD_MIN_MEMBERS` a part)."""
    todo = sum(1 for m in members if not m.claim_id)
    ways = min(ways, todo // SPREAD_MIN_MEMBERS)
    if spread is None or ways < 2:
        return _found(members, 0, 1, similarity, durable_similarity, terms_of)
    global _spreading
    _spreading = (members, similarity, durable_similarity, terms_of)
    try:
        parts = spread(_found_part, [(part, ways) for part in range(ways)])
    finally:
        _spreading = None
    taken = [iter(part) for part in parts]
    return [next(taken[rank // SPREAD_BLOCK % ways]) for rank in range(todo)]


def _joined(found: _Found, by_id: dict[int, _Member]) -> int:
    """The claim a member joins (0: none restates it): the most similar member's, of equals
    the oldest claim."""
    if not found:
        return 0
    return min((-sim, by_id[mid].claim_id) for sim, mid in found)[1]


def _statement_match(
    member: _Member,
    other: _Member,
    rule: Similarity,
    terms_of: Callable[[str], StatementTerms],
    lexical: bool,
) -> tuple[float, int]:
    """`statement_similarity` of two members whose whole cores scored below the bar, each
    member's statements read once. With a `lexical` rule a pair of statements that both score
    as their cores (most durable fragments state one thing) is skipped: it is the pair of cores
    again, below the bar, so it cannot be the best pair of one that reaches it (a year of notes
    skips ~2/3 of its statement pairs)."""
    return _best_pair(_statements(member, terms_of), _statements(other, terms_of), rule, lexical)


def _best_pair(
    mine: Sequence[_Statement], theirs: Sequence[_Statement], rule: Similarity, skip_cores: bool
) -> tuple[float, int]:
    """The best `rule` similarity of a statement of `mine` and one of `theirs`, and which of
    `mine` gave it (-1: none scored); with `skip_cores`, no pair of two statements that each
    score as their whole core (`_statement_match`)."""
    best, via = 0.0, -1
    for n, (a_text, a_terms, a_core) in enumerate(mine):
        for b_text, b_terms, b_core in theirs:
            if skip_cores and a_core and b_core:
                continue
            sim = rule(a_text, a_terms, b_text, b_terms)
            if sim > best:
                best, via = sim, n
    return best, via


def _statements(
    member: _Member, terms_of: Callable[[str], StatementTerms]
) -> tuple[_Statement, ...]:
    """A member's durable statements (`_Member.statements`), read on first need."""
    if member.statements is None:
        member.statements = tuple(
            (text, terms, compares_alike(text, terms, member.text, member.terms))
            for text, terms in terms_of(member.text)
        )
    return member.statements


def _one_replaces_the_other(a: _Member, b: _Member) -> bool:
    """Does one of two texts change the rule the other states (`similarity.changes`), in
    either language? Only a text read later changes one read before it."""
    a_may, b_may = a.changed and not _read_before(a, b), b.changed and not _read_before(b, a)
    if not (a_may or b_may):
        return False
    a_terms, b_terms = comparable_terms(a.text, a.terms, b.text, b.terms)
    return (a_may and changes_values(a.text, a_terms, b_terms, b.text)) or (
        b_may and changes_values(b.text, b_terms, a_terms, a.text)
    )


# What a retelling is judged to be: a recap (a report) or an assistant's echo ("Noted: …").
_RETELLINGS = ("report", "echo")


def _retells(member: _Member, other: _Member) -> bool:
    """Is `member` a retelling — a recap (a report) or an assistant's echo ("Noted: …") — and
    `other`, grouped before it, durable knowledge? Only this way round: a fact stated after a
    retelling is matched against it whole, or a recap of several matters would gather the facts
    told after it into one claim."""
    return member.durability in _RETELLINGS and not other.durability


def _read_before(a: _Member, b: _Member) -> bool:
    """Was `a` first read before `b` (on an earlier ingestion; an archive read at once has no
    order)?"""
    return a.seen is not None and b.seen is not None and a.seen < b.seen


@lru_cache(maxsize=65536)
def statement_terms(text: str) -> StatementTerms:
    """The durable statements of a fragment text with their claim terms (algorithm.md §6.5)."""
    return _statement_terms(text, durable_only=True)


@lru_cache(maxsize=65536)
def _told_terms(text: str) -> StatementTerms:
    """Every statement of a text with its claim terms, whatever its verdict (a recap's lines)."""
    return _statement_terms(text, durable_only=False)


def _statement_terms(text: str, durable_only: bool) -> StatementTerms:
    return tuple(
        (st.text, statement_claim_terms(st.text))
        for st in judge(text).statements
        if st.verdict.durable or not durable_only
    )


def statement_similarity(
    a: str,
    b: str,
    rule: Similarity,
    terms_of: Callable[[str], StatementTerms] = statement_terms,
) -> tuple[float, int]:
    """The best similarity of two durable fragments' statements, pair by pair, and which of
    `a`'s statements gave it: one rule told beside different neighbours is still one claim.
    `terms_of` is `statement_terms`, or one that knows some answers already."""
    return _best_pair(
        [(t, terms, False) for t, terms in terms_of(a)],
        [(t, terms, False) for t, terms in terms_of(b)],
        rule,
        skip_cores=False,
    )


# Two wordings found by the same searches (`CO_VOTED_SEARCHES` of them at least, and most of
# those that found the less searched one) that share this much of their wording (Dice of
# their durable statements' terms) are one claim.
CO_VOTED_SEARCHES = 2
CO_VOTED_SHARE = 0.5
CO_VOTED_SIMILARITY = 0.3


def join_co_voted(store: Store, session: Session, now: datetime, since: datetime | None) -> int:
    """Join claims whose durable fragments the same searches found (`CO_VOTED_SEARCHES`, at
    least `CO_VOTED_SHARE` of the searches that found the less searched of the two — two rules
    on one topic are found together by the topic's searches, and each alone by its own —, one
    of them since `since`) and that share wording (`CO_VOTED_SIMILARITY`), unless a member of
    one changes a member of the other (old and new stay two claims), or both already have an
    entry: the searches that found both are evidence no single text gives, a restatement in
    other words that grouping held apart (algorithm.md §6.5). Both fragments were seen within
    grouping's window (`claim_window_start`): a rule restated months later is a new claim that
    reinforces its entry, as grouping has it. Returns how many claims were joined into
    another."""
    pairs = queries.co_voted(
        store,
        session,
        since,
        CO_VOTED_SEARCHES,
        seen_since=claim_window_start(now),
        min_share=CO_VOTED_SHARE,
    )
    texts_by_id = texts_of(store, session, sorted({f for a, b, _ in pairs for f in (a, b)}))
    alike = [(a, b) for a, b, _ in pairs if _co_voted_alike(texts_by_id[a], texts_by_id[b])]
    if not alike:
        return 0
    claim_of = claim_ids(store, session, sorted({f for pair in alike for f in pair}))
    pools = pool_claims(store, session, sorted(set(claim_of.values())))
    members = {
        cid: [str(r[3]) for r in rows if not r[4]]
        for cid, rows in queries.member_rows(session, sorted(set(claim_of.values()))).items()
    }
    into: dict[int, int] = {}

    def find(cid: int) -> int:
        while cid in into:
            cid = into[cid]
        return cid

    def texts(cid: int) -> list[str]:
        return [t for c, ts in members.items() if find(c) == cid for t in ts]

    for a, b in alike:
        ca, cb = find(claim_of[a]), find(claim_of[b])
        promoted = [c for c in (ca, cb) if (pool := pools.get(c)) is not None and pool.promoted]
        if ca == cb or len(promoted) == 2 or _any_changes(texts(ca), texts(cb)):
            continue
        keep = promoted[0] if promoted else min(ca, cb)
        into[cb if keep == ca else ca] = keep
    merged = {old: find(old) for old in into}
    queries.merge_claims(store, session, merged)
    return len(merged)


def _co_voted_alike(a: str, b: str) -> bool:
    """Do the rule statements of two durable texts (their core without its reasons, what
    MEMORY.md's entries are matched against) score `CO_VOTED_SIMILARITY` by the lexical rule
    (`lexical_similarity`: its minimum of shared terms, then Dice), across languages as
    grouping reads them? A reason shares the topic's words with the topic's other rules."""
    a_rule, b_rule = judge(a).rule or a, judge(b).rule or b
    a_terms, b_terms = comparable_terms(
        a_rule, statement_claim_terms(a_rule), b_rule, statement_claim_terms(b_rule)
    )
    return lexical_similarity(a_rule, a_terms, b_rule, b_terms) >= CO_VOTED_SIMILARITY


def _any_changes(left: Sequence[str], right: Sequence[str]) -> bool:
    """Does a text of one side change a text of the other (`similarity.changes`), read across
    languages as grouping reads them?"""
    for a in left:
        for b in right:
            a_terms, b_terms = comparable_terms(a, claim_terms(a), b, claim_terms(b))
            if changes(a, a_terms, b_terms, b) or changes(b, b_terms, a_terms, a):
                return True
    return False


def claim_window_start(now: datetime) -> datetime:
    """The oldest `last_seen_at` a claim may have to take in a new restatement."""
    return now - timedelta(days=CLAIM_WINDOW_DAYS)


def assign_claims(
    store: Store,
    session: Session,
    since: datetime | None = None,
    similarity: Similarity = lexical_similarity,
    durable_similarity: Similarity | None = None,
    statements: Mapping[str, StatementTerms] | None = None,
    spread: Spread | None = None,
    ways: int = 1,
) -> list[int]:
    """Group the fragments not yet in a claim (in id order, so later notes join earlier claims)
    with the fragments seen in a note or transcript since `since` (all when None): a restatement
    joins a claim that was written again within that window. Two durable statements are compared
    with `durable_similarity` (default `entry_similarity`, the lower bar MEMORY.md's entries
    use); a to-do, a question or a report is held to `similarity`, because the lower bar joins
    those to the fact they mention — except that a recap or an echo also joins the durable fact
    one of its lines restates (`_retells`), so its votes count for that fact. A fragment that
    closes an open item marks the open fragments of its claim `resolved`. Returns the ids of
    the fragments marked resolved. `statements` holds `statement_terms` of texts already read
    (by an ingestion's workers).
    With `spread`, which earlier fragments restate each one is computed in up to `ways` parts
    at once (a large ingestion's worker processes); which claims they join is decided here, in
    turn, as ever."""
    claims: dict[int, list[_Member]] = {}
    assigned: list[tuple[int, int]] = []
    rows = queries.grouping_rows(store, session, since)
    before = queries.fragments_before(
        store, session, [r.id for r in rows if not r.claim_id and _continues(r.text, r.durability)]
    )
    claim_of: dict[int, int] = {}
    terms_of = _known_terms(statements) if statements else statement_terms
    # New retellings last: one joins the claim of a fact it retells (`_retells`), which must be
    # grouped by then, whichever note was read first (an archive is read newest first).
    rows = sorted(rows, key=lambda r: not r.claim_id and r.durability in _RETELLINGS)
    members = [_member(row) for row in rows]
    found = _spread_found(
        members, similarity, durable_similarity or entry_similarity, terms_of, spread, ways
    )
    by_id = {m.id: m for m in members}
    each = iter(found)
    for member in members:
        if not member.claim_id:
            member.claim_id = (
                _joined(next(each), by_id)
                or _continued_claim(member, before.get(member.id), claim_of)
                or member.id
            )
            assigned.append((member.id, member.claim_id))
        claim_of[member.id] = member.claim_id
        claims.setdefault(member.claim_id, []).append(member)
    # A claim holding a note that closes it (files are read newest first, so in either order)
    # resolves its open members.
    resolved: list[int] = []
    for cid in {cid for _, cid in assigned}:
        group = claims[cid]
        if any(closes(m.text) for m in group):
            resolved.extend(m.id for m in group if is_open(m.durability))
    queries.set_claims(session, assigned)
    queries.set_durability(session, resolved, "resolved")
    return resolved


def _member(row: queries.GroupingRow) -> _Member:
    """What grouping reads of a fragment, each part read once."""
    terms = frozenset(row.claim_terms.split()) if row.claim_terms else claim_terms(row.text)
    return _Member(
        row.id,
        row.claim_id,
        row.text,
        terms,
        row.durability,
        says_it_changed(row.text),
        value_terms(terms),
        row.first_seen_at,
        english_readings(row.text, terms),
    )


def _known_terms(known: Mapping[str, StatementTerms]) -> Callable[[str], StatementTerms]:
    """`statement_terms`, answered from `known` where it can."""

    def terms_of(text: str) -> StatementTerms:
        found = known.get(text)
        return statement_terms(text) if found is None else found

    return terms_of


# A statement that goes on from the one before it: it opens with a word pointing back ("Same
# for everyone who starts here", "That room is tiny", "它…", "同样…"), so it is that one's
# reason, scope or detail, told after a blank line.
_CONTINUES_RE = re.compile(
    r"^(?:(?i:same|that|this|these|those|it|its|it's|they|their|otherwise|hence|thus)(?![\w'’-])"
    r"|这|那|它|同样|否则|不然|因此)"
)


def _continues(text: str, durability: str) -> bool:
    """Is this a durable fragment whose statement goes on from the fragment before it?"""
    return not durability and bool(_CONTINUES_RE.match(split_prefix(text)[2]))


def _continued_claim(
    member: _Member, prev: tuple[int, int, str, str] | None, claim_of: dict[int, int]
) -> int:
    """The claim of the durable fragment right before `member` in the same section of its note,
    when `member` goes on from it and restates nothing else (0 otherwise)."""
    if prev is None:  # only a fragment that `_continues` has one (`fragments_before`)
        return 0
    pid, cid, durability, text = prev
    if durability or split_prefix(text)[:2] != split_prefix(member.text)[:2]:
        return 0
    return claim_of.get(pid) or cid


def judged_columns(text: str) -> dict[str, object]:
    """What a fragment's statements say, as its stored columns (algorithm.md §6.5): durability,
    the claim terms of its core (of its whole text when it holds no durable statement, so an
    open item still meets the note that closes it) and the rules version."""
    judgement = judge(text)
    return {
        "durability": judgement.durability,
        "claim_terms": claim_terms_text(
            statement_claim_terms(judgement.core) if judgement.core else claim_terms(text)
        ),
        "judged": RULES_VERSION,
    }


def rejudge(store: Store, session: Session) -> int:
    """Judge again every fragment judged by older rules, and put it back to be grouped (its
    claim may have changed with its core). Returns how many were judged."""
    stale = queries.stale_fragments(store, session, RULES_VERSION)
    if stale:
        queries.set_judged(session, [(fid, judged_columns(text)) for fid, text in stale])
    return len(stale)


# ------------------------------------------------------------------ a claim's sources (review)


@dataclass
class ClaimSource:
    """One place a claim is stated: a note's lines or a transcript's line, with its text."""

    span: Span
    day: str
    kind: str
    text: str

    @property
    def citation(self) -> str:
        return self.span.citation


@dataclass
class ClaimSources:
    """Everything a reviewer needs to approve a claim in one informed key press."""

    claim_id: int
    sources: list[ClaimSource] = field(default_factory=list)
    days: list[str] = field(default_factory=list)
    queries: list[str] = field(default_factory=list)

    @property
    def files(self) -> list[str]:
        return sorted({s.span.path for s in self.sources if s.kind == "daily"})

    @property
    def transcripts(self) -> list[str]:
        return sorted({s.span.path for s in self.sources if s.kind == "session"})

    def summary(self) -> str:
        return (
            f"{len(self.files)} note(s), {len(self.transcripts)} transcript(s), "
            f"{len(self.days)} day(s), {len(self.queries)} query(ies)"
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "claim": self.claim_id,
            "sources": [
                {"citation": s.citation, "day": s.day, "kind": s.kind, "text": s.text}
                for s in self.sources
            ],
            "files": self.files,
            "transcripts": self.transcripts,
            "days": self.days,
            "queries": self.queries,
        }


def claim_sources(
    store: Store, session: Session, fragment_ids: list[int]
) -> dict[int, ClaimSources]:
    """For each fragment, its claim's sources: every member's occurrences (with the member's
    text), the days it was written or recalled, and the real queries that voted for it."""
    owners = claim_ids(store, session, fragment_ids)
    by_claim: dict[int, ClaimSources] = {}
    for cid in sorted(set(owners.values())):
        places, voted = queries.claim_places(store, session, cid)
        found = ClaimSources(cid)
        found.sources = [
            ClaimSource(Span(p.path, p.start_line, p.end_line), p.day, p.kind, p.text)
            for p in places
        ]
        # A query is what a person typed: it may hold a secret, and this list leaves memtui.
        found.queries = sorted({redact_secrets(q) for q, _ in voted if q})
        found.days = sorted({s.day for s in found.sources} | {d for _, d in voted})
        by_claim[cid] = found
    return {fid: by_claim[cid] for fid, cid in owners.items()}


def merged_sources(
    store: Store, session: Session, entry_key: str, fragment_id: int
) -> ClaimSources | None:
    """The places of the entry `entry_key` (one memtui wrote) and of the claim of
    `fragment_id` that restates it, together: what the entry's `days=` and `sources=` become
    when the claim reinforces it."""
    entry = store.fragments_by_keys(session, [entry_key]).get(entry_key)
    if entry is None or entry.id is None:
        return None
    claims = claim_sources(store, session, [entry.id, fragment_id])
    places = {
        (s.day, *s.span): s
        for claim in (claims.get(entry.id), claims.get(fragment_id))
        if claim is not None
        for s in claim.sources
    }
    return ClaimSources(entry.id, [places[p] for p in sorted(places)])
