"""Reading is voting (algorithm.md §7): memory_search, memory_get and vote recording.

Hit scores are calibrated, not raw BM25 (README "How search scores hits"). A query is split
into terms (regex words; jieba words for Chinese) without the function and question words of
English and Chinese (`QUERY_STOPWORDS`); each term may be satisfied by a synonym from a small
English↔Chinese glossary, or held at `RELATED_WEIGHT` by an English word related to it in
WordNet (`thesaurus`: "wedding" by "married"), and a term is present in a text by the share of
its tokens (words, or CJK bigrams) the text holds: 花生酱 is half present where a note says
花生, and 几点 ("what time") is present where a note states a clock time, which answers it.
Each term weighs its BM25 inverse document frequency in the workspace, so

    coverage = Σ idf × presence of each term / idf of all terms
    score    = coverage² × (0.60 + 0.10 × focus) + whole × (0.10 + 0.20 × phrase)

where `whole` is 1 when every term is wholly present, `phrase` is 1 when the whole query appears
verbatim (case- and space-insensitive) and `focus` = min(1, len(query) / len(text)). A text
holding every term scores ≥ 0.70 (the contract asks ≥ 0.6); any partial match scores < 0.70,
and one holding the rarer half of a query scores more than one holding its common half.
FTS5 (SQLite) or a GIN-indexed token vector (PostgreSQL) shortlists candidates by their rare
terms and counts the document frequencies; this formula ranks them.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import lru_cache
from operator import mul
from pathlib import Path, PurePosixPath
from typing import Any

from memtui.engine.amount_answers import asks_how_much, states_amount
from memtui.engine.documents.reading import read_window, split_citation
from memtui.engine.errors import PathRefused
from memtui.engine.faults import checkpoint
from memtui.engine.lexicon import INFLECTIONS, QUERY_STOPWORDS, SYNONYMS
from memtui.engine.redact import (
    redact_query,
    redact_secrets,
    redacted_lines,
)
from memtui.engine.search_context import CONTEXT_BASE, context_scores
from memtui.engine.search_units import doc_units
from memtui.engine.store.dbapi import SearchStore
from memtui.engine.store.shortlist import Shortlist, idf, search_candidates
from memtui.engine.store.views import (
    FragmentView,
    VotedStats,
    after_votes,
    fragment_at,
    fragments_within,
    read_views,
)
from memtui.engine.store.votes import write_votes
from memtui.engine.text import (
    collapse_ws,
    is_cjk,
    query_hash,
    search_tokens,
    similarity_tokens,
    stem,
    word_segments,
)
from memtui.engine.thesaurus import related_words
from memtui.engine.time_answers import CLOCK_TIME_RE, WHEN_QUESTION_RE, states_when
from memtui.engine.workspace import Workspace

GET_QUERY = "__memory_get__"
# A get that covers a fragment's lines is a deliberate read: it counts like a whole-query match.
GET_VOTE_SCORE = 0.7
# Lines read either side of what memory_get shows, so redaction sees a secret's label.
REDACTION_CONTEXT = 3
CANDIDATES = 200
MIN_HIT_SCORE = 0.15
# When no hit reaches MIN_HIT_SCORE (a question whose words are mostly not in any note), the
# best partial matches are still returned: those within this share of the best one.
WEAK_HIT_SHARE = 0.5
# Even a term found everywhere keeps a little weight, so holding it still counts.
MIN_TERM_WEIGHT = 0.05
# A text holding only a word related to a query term (a synonym, a kind of it: `thesaurus`)
# holds this much of the term. Measured on `python -m bench.conversation` and `bench.quality`
# (algorithm.md §7.2) against 0.3, 0.5, 0.6 and 0.8: lower weights lost fewer single-turn
# questions to the noise of a word's other senses, higher ones found more paraphrases.
RELATED_WEIGHT = 0.4
# A DREAMS.md diary paragraph holding this share of a fragment hit's tokens quotes it.
COPY_SHARE = 0.8


def _term_tokens(term: str) -> frozenset[str]:
    """Tokens that must all be present for a term: words, CJK bigrams (unigram for one char)."""
    tokens = similarity_tokens(term)
    cjk_chars = [ch for ch in term if is_cjk(ch)]
    if len(cjk_chars) >= 2:
        tokens = frozenset(t for t in tokens if not (len(t) == 1 and is_cjk(t)))
    return tokens


@dataclass(frozen=True)
class QueryTerm:
    word: str
    alternatives: tuple[frozenset[str], ...]
    # A question word asking for a time of day (几点, "what time"): a text stating a clock time
    # holds it as if it held the word (the answer, not the question, is what a search is after).
    asks_time: bool = False
    # The question word of a question asking when ("when", 什么时候): no alternatives, held by a
    # text stating a time or a day (`time_answers`), weighted like the query's least specific
    # word, and never needed for a full match (the content words decide that).
    asks_when: bool = False
    # The question word of a question asking how much or how many ("much" of "how much",
    # 多少, 几次): like `asks_when`, held by a text stating an amount (`amount_answers`).
    asks_amount: bool = False
    # Words related to it (`thesaurus`: synonyms and kinds, with their forms), held at
    # `RELATED_WEIGHT`: a question asks in other words than the note that answers it.
    related: frozenset[str] = frozenset()

    @property
    def asks(self) -> bool:
        """A question word held by the kind of answer it asks for (a day, an amount): weighted
        like the query's least specific word and never needed for a full match."""
        return self.asks_when or self.asks_amount


# The question words asking for a clock time (`time_answers.CLOCK_TIME_RE` answers them).
_TIME_QUESTIONS = frozenset({"几点", "几点钟"})
_WHAT_TIME_RE = re.compile(r"\bwhat time\b", re.IGNORECASE)


def query_terms(query: str) -> list[QueryTerm]:
    """A query's terms: its words without `QUERY_STOPWORDS` (unless it has nothing else), each
    with its stem and glossary synonyms as alternatives."""
    words = [w.lower() for w in word_segments(query.lower()) if w.strip()]
    meaningful = [w for w in words if w not in QUERY_STOPWORDS]
    words = meaningful or words
    asks = bool(_WHAT_TIME_RE.search(query))
    how_much = asks_how_much(query)
    terms: list[QueryTerm] = []
    seen: set[str] = {how_much} if how_much and len(words) > 1 else set()
    for word in words:
        if word in seen:
            continue
        seen.add(word)
        variants = dict.fromkeys(
            [
                word,
                stem(word),
                *SYNONYMS.get(word, ()),
                *SYNONYMS.get(stem(word), ()),
                *INFLECTIONS.get(word, ()),
            ]
        )
        alts = [_term_tokens(v) for v in variants]
        alts = [a for a in alts if a]
        asks_time = word in _TIME_QUESTIONS or (asks and word == "time")
        if alts:
            related = related_words(word) - QUERY_STOPWORDS
            terms.append(QueryTerm(word, tuple(alts), asks_time, related=related))
    when = WHEN_QUESTION_RE.search(query)
    if terms and meaningful and when and not any(t.asks_time for t in terms):
        terms.append(QueryTerm(when.group(0).lower(), (), asks_when=True))
    if meaningful and how_much and any(t.word != how_much and not t.asks for t in terms):
        terms.append(QueryTerm(how_much, (), asks_amount=True))
    return terms


@lru_cache(maxsize=256)
def _normalized(query: str) -> str:
    return collapse_ws(query).lower()


def term_weights(terms: Sequence[QueryTerm], shortlist: Shortlist | None) -> list[float]:
    """Each term's idf in the workspace (1 each without statistics, e.g. an empty store)."""
    if shortlist is None or shortlist.total <= 0 or len(shortlist.doc_freq) != len(terms):
        weights = [1.0] * len(terms)
    else:
        weights = [max(idf(df, shortlist.total), MIN_TERM_WEIGHT) for df in shortlist.doc_freq]
    content = [w for t, w in zip(terms, weights, strict=True) if not t.asks]
    least = min(content, default=1.0)
    return [least if t.asks else w for t, w in zip(terms, weights, strict=True)]


def term_presence(terms: Sequence[QueryTerm], text: str, tokens: frozenset[str]) -> list[float]:
    """How much of each term a text holds (module docstring): the best share of one
    alternative's tokens, at least `RELATED_WEIGHT` where the text holds a related word; a term
    asking for a time of day is held by a stated clock time."""
    present = [
        max((len(alt & tokens) / len(alt) for alt in t.alternatives), default=0.0) for t in terms
    ]
    if any(t.related for t in terms):
        present = [
            RELATED_WEIGHT
            if p < RELATED_WEIGHT and t.related and not t.related.isdisjoint(tokens)
            else p
            for t, p in zip(terms, present, strict=True)
        ]
    if any(t.asks_time for t in terms) and CLOCK_TIME_RE.search(text):
        present = [1.0 if t.asks_time else p for t, p in zip(terms, present, strict=True)]
    if any(t.asks_when for t in terms) and (states_when(text) or CLOCK_TIME_RE.search(text)):
        present = [1.0 if t.asks_when else p for t, p in zip(terms, present, strict=True)]
    if any(t.asks_amount for t in terms) and states_amount(text):
        present = [1.0 if t.asks_amount else p for t, p in zip(terms, present, strict=True)]
    return present


PresenceReader = Callable[[str, str], Sequence[float]]


def own_words(terms: Sequence[QueryTerm]) -> Sequence[QueryTerm]:
    """The terms without their related words (the same list when none has any): what a hit's
    vote is scored by, since a vote says the asker's own words were found."""
    if not any(t.related for t in terms):
        return terms
    return [replace(t, related=frozenset()) for t in terms]


def presence_reader(terms: Sequence[QueryTerm]) -> PresenceReader:
    """`term_presence` of these terms for many texts, each given with its stored search text
    (space-separated tokens): what a search computes for each of its candidates and their
    neighbours. Only the tokens of the query's own alternatives and related words are kept from
    a search text (the shares cannot change: every alternative is inside them), and texts
    holding the same ones share their presences, unless a term asks for a time (then the text decides too).
    The lists returned are shared: never change one."""
    vocab = frozenset().union(
        *(alt for t in terms for alt in t.alternatives), *(t.related for t in terms)
    )
    by_text = any(t.asks_time or t.asks for t in terms)
    shared: dict[frozenset[str], list[float]] = {}

    def read(text: str, search_text: str) -> Sequence[float]:
        kept = vocab.intersection(search_text.split())
        if by_text:
            return term_presence(terms, text, kept)
        present = shared.get(kept)
        if present is None:
            present = shared[kept] = term_presence(terms, text, kept)
        return present

    return read


def hit_score(
    query: str,
    terms: Sequence[QueryTerm],
    text: str,
    tokens: frozenset[str] | None = None,
    weights: Sequence[float] | None = None,
    present: Sequence[float] | None = None,
) -> float:
    """Calibrated score in [0, 1] of a text for a query (module docstring); `weights` are the
    terms' idf (equal when omitted), `present` the text's `term_presence` when known."""
    if not terms:
        return 0.0
    weights = weights if weights is not None else [1.0] * len(terms)
    if present is None:
        present = term_presence(terms, text, tokens if tokens is not None else search_tokens(text))
    if len(present) != len(weights):
        raise ValueError("one presence and one weight per term")
    # Called for each of a search's 200 candidates: the sums and the test run without a
    # generator (the same products, added in the same order).
    held = sum(map(mul, weights, present))
    if held <= 0:
        return 0.0
    coverage = held / sum(weights)
    norm_query = _normalized(query)
    norm_text = collapse_ws(text).lower()
    focus = min(1.0, len(norm_query) / max(1, len(norm_text)))
    score = coverage**2 * (0.60 + 0.10 * focus)
    if _holds_every_word(terms, present):
        phrase = 1.0 if norm_query and norm_query in norm_text else 0.0
        score = 0.60 + 0.10 * focus + 0.10 + 0.20 * phrase
    return min(1.0, score)


def _holds_every_word(terms: Sequence[QueryTerm], present: Sequence[float]) -> bool:
    """Every term is wholly present, a question's "when" or "how much" aside (never needed)."""
    if not any(t.asks for t in terms):
        return min(present) == 1.0  # shares are at most 1
    return all(p == 1.0 for t, p in zip(terms, present, strict=True) if not t.asks)


@dataclass
class SearchHit:
    source: str  # fragment | memory | dreams
    kind: str  # daily | session | memory | staged | truth | diary
    path: str
    start_line: int
    end_line: int
    text: str
    score: float
    fragment: FragmentView | None = None
    credited_key: str | None = None
    credited_id: int | None = None
    voted: bool = False
    # What the memory's own text scores (a fragment's score may be raised by its context).
    vote_score: float = field(default=0.0, repr=False, compare=False)
    # Its own text scores under the vote cut (`vote_cut`): shown to fill the list asked for,
    # or ranked up by its neighbours, but never a vote.
    weak: bool = False
    # A DREAMS.md staged line's or truth's evidence (path, start, end), to credit its fragment.
    evidence: tuple[str, int, int] | None = field(default=None, repr=False, compare=False)

    @property
    def citation(self) -> str:
        if self.start_line == self.end_line:
            return f"{self.path}#L{self.start_line}"
        return f"{self.path}#L{self.start_line}-L{self.end_line}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "source": self.source,
            "kind": self.kind,
            "path": self.path,
            "start_line": self.start_line,
            "end_line": self.end_line,
            "citation": self.citation,
            "text": self.text,
            "score": round(self.score, 4),
            "voted": self.voted,
            "weak": self.weak,
        }
        if self.fragment is not None:
            # A fragment stored before a detector learned a secret's shape is redacted on the way out.
            out["fragment"] = {**self.fragment.to_json(), "text": self.text}
        if self.credited_key:
            out["credited_key"] = self.credited_key
        return out


@dataclass
class SearchResult:
    query: str
    hits: list[SearchHit]
    votes_recorded: int = 0
    votes_deduped: int = 0
    warnings: list[str] = field(default_factory=list)


# ------------------------------------------------------------------ votes


@dataclass
class VoteOutcome:
    recorded: list[int]
    deduped: list[int]
    # The recorded fragments' vote counters and lists as the votes left them (by id).
    after: dict[int, VotedStats] = field(default_factory=dict)


def record_votes(
    store: SearchStore,
    ws: Workspace,
    query: str,
    scored: Sequence[tuple[int, float]],
    now: datetime,
    *,
    via: str = "search",
) -> VoteOutcome:
    """One vote per fragment, query and day (§7): count, score, query hash, day, last recall.

    The outcome carries what the votes made of each recorded fragment, computed from the row as
    read under the write lock, so a search shows its hits after its votes without reading them
    again (a transaction of its own cost a millisecond).
    """
    best: dict[int, float] = {}
    for fid, score in scored:
        best[fid] = max(best.get(fid, 0.0), min(1.0, max(0.0, score)))
    if not best:
        return VoteOutcome([], [])
    qh = query_hash(query)
    day = ws.day(now)
    recorded, deduped, after = write_votes(store, query, qh, day, best, now, via)
    return VoteOutcome(recorded=recorded, deduped=deduped, after=after)


# ------------------------------------------------------------------ search


def vote_cut(scores: Sequence[float], min_score: float = MIN_HIT_SCORE) -> float:
    """The lowest score that votes: `min_score`, or, when nothing reaches it, a share of the
    best score, so a question with no full match still votes for its best fragments. Hits
    under it are still returned (a search fills the list it was asked for) but are weak: they
    never vote, so filling a list never makes a barely related fragment look recalled."""
    best = max(scores, default=0.0)
    if best >= min_score or best <= 0:
        return min_score
    return best * WEAK_HIT_SHARE


def _document_hits(
    ws: Workspace, query: str, terms: Sequence[QueryTerm], weights: Sequence[float]
) -> list[SearchHit]:
    """Scored units of MEMORY.md and DREAMS.md (all of them, before any cut), each with what
    the query's own words score in it as its vote score."""
    hits: list[SearchHit] = []
    said_terms = own_words(terms)
    for doc_path, kind in ((ws.memory_path, "memory"), (ws.dreams_path, "dreams")):
        for unit, tokens in doc_units(doc_path, kind):
            score = hit_score(query, terms, unit.text, tokens, weights)
            if score <= 0:
                continue
            source = "memory" if unit.kind == "memory" else "dreams"
            hit = SearchHit(
                source, unit.kind, doc_path.name, unit.start_line, unit.end_line, unit.text, score
            )
            hit.vote_score = (
                score
                if said_terms is terms
                else hit_score(query, said_terms, unit.text, tokens, weights)
            )
            hit.evidence = unit.evidence
            hits.append(hit)
    return hits


def _credit(store: SearchStore, conn: Any, hits: Sequence[SearchHit]) -> None:
    """The fragment a DREAMS.md staged line or truth names by its evidence, if it still exists."""
    for hit in hits:
        if hit.evidence is None:
            continue
        found = fragment_at(conn, store.backend, store.workspace_id, *hit.evidence)
        if found is not None:
            hit.credited_id, hit.credited_key = found


def _copies(text_tokens: frozenset[str], fragments: Sequence[frozenset[str]]) -> bool:
    """Whether a DREAMS.md text quotes one of the fragments (nearly all of its tokens)."""
    return any(f and len(f & text_tokens) >= COPY_SHARE * len(f) for f in fragments)


def _semantic(
    store: SearchStore, ws: Workspace, query: str, warnings: list[str]
) -> dict[int, float]:
    """Semantic scores when `[embeddings]` is configured ({} when off, or on a provider error,
    which becomes a warning: search then works lexically). Vectors are read through the full
    store (`open_search_store` gives it when embeddings are configured)."""
    if not ws.config.embeddings.provider:
        return {}
    # Imported only here: numpy and the providers stay out of a lexical-only process.
    from memtui.engine.embeddings import EmbeddingError, embedder_for, semantic_scores
    from memtui.engine.store.repository import Store

    if not isinstance(store, Store):
        warnings.append("semantic search skipped: the store was opened without SQLAlchemy")
        return {}

    try:
        embedder = embedder_for(ws.config.embeddings)
        return semantic_scores(store, embedder, query) if embedder is not None else {}
    except EmbeddingError as exc:
        warnings.append(f"semantic search skipped: {exc}")
        return {}


def _ranked_hits(
    store: SearchStore,
    conn: Any,
    ws: Workspace,
    query: str,
    terms: Sequence[QueryTerm],
    limit: int,
    min_score: float,
    warnings: list[str],
) -> list[SearchHit]:
    """Fragment, MEMORY.md and DREAMS.md hits, one per memory: a DREAMS.md copy of a fragment
    (its staged line, its truth, diary prose quoting it) is the fragment's hit, not a second."""
    shortlist = search_candidates(
        conn, store.backend, store.workspace_id, _query_groups(terms), CANDIDATES
    )
    weights = term_weights(terms, shortlist)
    frag, own, said = _lexical_scores(store, conn, ws, query, terms, weights, shortlist, limit)
    # What the query's own words score in each fragment's own text: its vote (context and
    # related words rank a fragment, never vote).
    basis = dict(said)
    # Fragments no word of the query reached, ranked by meaning alone: they fill the list and
    # never take the place of a fragment the words found (`_shown`).
    by_meaning: set[int] = set()
    for fid, meaning in _semantic(store, ws, query, warnings).items():
        if not frag.get(fid):
            by_meaning.add(fid)
        # Noisy-OR: either signal alone ranks, both together rank higher (README). Meaning ranks
        # and never votes, as related words and context do: an embedding puts most of a
        # workspace near any query (median cosine ~0.8), and its votes doubled what deep
        # promoted, a third of it noise (algorithm.md §7.4, "Embeddings").
        frag[fid] = 1.0 - (1.0 - frag.get(fid, 0.0)) * (1.0 - meaning)
    docs = _document_hits(ws, query, terms, weights)
    cut = vote_cut([*basis.values(), *(h.vote_score for h in docs)], min_score)
    _credit(store, conn, docs)
    for hit in docs:
        if hit.credited_id is not None:
            frag[hit.credited_id] = max(frag.get(hit.credited_id, 0.0), hit.score)
            basis[hit.credited_id] = max(basis.get(hit.credited_id, 0.0), hit.vote_score)
            by_meaning.discard(hit.credited_id)
    docs = [h for h in docs if h.credited_id is None]
    # A window's fragments score alike: the one holding more of the query itself comes first.
    ranked = sorted(frag, key=lambda f: (-frag[f], -own.get(f, 0.0), -f))
    top = ranked[: limit * 2]
    if by_meaning:
        words = [f for f in ranked if f not in by_meaning][: limit * 2]
        chosen = {*words, *[f for f in ranked if f in by_meaning][:limit]}
        top = [f for f in ranked if f in chosen]
    views = {v.id: v for v in read_views(conn, store.backend, store.workspace_id, top)}
    hits = [
        _fragment_hit(views[fid], frag[fid], basis.get(fid, 0.0)) for fid in top if fid in views
    ]
    rank = {id(h): n for n, h in enumerate(hits)}
    hits += _unquoted(docs, hits)
    hits.sort(
        key=lambda h: (-h.score, h.source != "fragment", rank.get(id(h), 0), h.path, h.start_line)
    )
    for hit in hits:
        hit.weak = hit.vote_score < cut
    return _shown(hits, limit, by_meaning)


def _shown(hits: Sequence[SearchHit], limit: int, by_meaning: set[int]) -> list[SearchHit]:
    """The first `limit` hits in rank order, where a weak hit found by meaning alone only fills
    what the others leave: meaning ranks and never votes, so a list full of such hits would cut
    the hits the query's words found, and the votes they cast (algorithm.md §7.4)."""

    def fills(hit: SearchHit) -> bool:
        return hit.weak and hit.fragment is not None and hit.fragment.id in by_meaning

    if not by_meaning:
        return list(hits[:limit])
    found = [h for h in hits if not fills(h)][:limit]
    kept = {id(h) for h in found}
    kept |= {id(h) for h in [h for h in hits if fills(h)][: limit - len(found)]}
    return [h for h in hits if id(h) in kept]


def _unquoted(docs: Sequence[SearchHit], fragment_hits: Sequence[SearchHit]) -> list[SearchHit]:
    """The document hits that are not a DREAMS.md copy of a fragment hit or of each other."""
    # The fragment hits' tokens, made only when a DREAMS.md hit must be checked against them.
    quoted: list[frozenset[str]] = []
    seen: set[str] = set()
    kept: list[SearchHit] = []
    for hit in docs:
        norm = collapse_ws(hit.text).lower()
        if hit.source == "dreams":
            if fragment_hits and not quoted:
                quoted = [search_tokens(h.text) for h in fragment_hits]
            if norm in seen or _copies(search_tokens(hit.text), quoted):
                continue
        seen.add(norm)
        kept.append(hit)
    return kept


def _lexical_scores(
    store: SearchStore,
    conn: Any,
    ws: Workspace,
    query: str,
    terms: Sequence[QueryTerm],
    weights: Sequence[float],
    shortlist: Shortlist,
    limit: int,
) -> tuple[dict[int, float], dict[int, float], dict[int, float]]:
    """Each candidate's score (§7.2), raised by its context where its window holds more of the
    query (`search_context`; neighbours holding none of it themselves may score by theirs);
    the scores of the fragments' own texts; and what the query's own words score in them,
    related words left out (their votes)."""
    own: dict[int, float] = {}
    said: dict[int, float] = {}
    presence: dict[int, Sequence[float]] = {}
    present_in = presence_reader(terms)
    said_terms = own_words(terms)
    said_in = presence_reader(said_terms) if said_terms is not terms else None
    for fid, _key, body, search_text in shortlist.rows:
        present = present_in(body, search_text)
        score = hit_score(query, terms, body, None, weights, present) if any(present) else 0.0
        if score > 0:
            own[fid], presence[fid] = score, present
            said[fid] = score
            if said_in is not None and RELATED_WEIGHT in present:
                # A share held at RELATED_WEIGHT may be a related word's: score the words alone.
                exact = said_in(body, search_text)
                said[fid] = (
                    hit_score(query, terms, body, None, weights, exact) if any(exact) else 0.0
                )
    if len(own) >= limit and heapq.nlargest(limit, own.values())[-1] >= CONTEXT_BASE:
        # No window scores above CONTEXT_BASE: with `limit` fragments at or above it on their
        # own, context could change nothing that is shown (and costs a third of a search).
        return dict(own), own, said
    context = context_scores(
        conn,
        store.backend,
        store.workspace_id,
        ws.root,
        own,
        presence,
        weights,
        present_in,
    )
    scores = dict(own)
    for fid, score in context.items():
        if score > scores.get(fid, 0.0):
            scores[fid] = score
    return scores, own, said


def _query_groups(terms: Sequence[QueryTerm]) -> list[list[list[str]]]:
    """Each term's alternatives for the shortlist, its related words among them: a term's
    document frequency counts every fragment holding the word or a related word, so a word
    whose related words are common weighs as little as they do (counting the word's own
    fragments alone found less: `python -m bench.conversation` evidence at 5, 48.9 % against
    57.5 %)."""
    return [
        [sorted(alt) for alt in term.alternatives] + [[r] for r in sorted(term.related)]
        for term in terms
    ]


def _fragment_hit(view: FragmentView, score: float, vote_score: float) -> SearchHit:
    occ = view.newest
    hit = SearchHit(
        "fragment",
        view.kind,
        occ.path if occ else "",
        occ.start_line if occ else 0,
        occ.end_line if occ else 0,
        view.text,
        score,
        fragment=view,
    )
    hit.vote_score = vote_score
    return hit


def memory_search(
    store: SearchStore,
    ws: Workspace,
    query: str,
    now: datetime,
    *,
    limit: int = 10,
    vote: bool = True,
    min_score: float = MIN_HIT_SCORE,
) -> SearchResult:
    """Ranked hits over fragments, MEMORY.md and DREAMS.md, one per memory; fragment hits vote."""
    # A secret typed as a query is neither searched for nor stored with the votes.
    query = redact_secrets(query.strip())
    result = SearchResult(query=redact_query(query), hits=[])
    terms = query_terms(query)
    if not terms:
        return result
    with store.reading() as conn:
        result.hits = _ranked_hits(store, conn, ws, query, terms, limit, min_score, result.warnings)
    # What is echoed and kept with the votes: a bare secret the query carried is masked too.
    result.query = redact_query(query, [h.text for h in result.hits])
    if vote:
        _vote_hits(store, ws, result, now)
    return result


def _vote_hits(store: SearchStore, ws: Workspace, result: SearchResult, now: datetime) -> None:
    """Record the votes of a search's fragment hits; hits show the fragment after its vote."""
    to_vote: dict[int, float] = {}
    for h in result.hits:
        if h.weak:
            continue
        fid = h.fragment.id if h.fragment is not None else h.credited_id
        if fid is not None:
            to_vote[fid] = max(to_vote.get(fid, 0.0), h.vote_score)
    outcome = record_votes(store, ws, result.query, list(to_vote.items()), now)
    recorded = set(outcome.recorded)
    for h in result.hits:
        h.voted = (h.fragment.id if h.fragment is not None else h.credited_id) in recorded
        if h.fragment is not None and h.fragment.id in outcome.after:
            h.fragment = after_votes(h.fragment, outcome.after[h.fragment.id])
    result.votes_recorded = len(outcome.recorded)
    result.votes_deduped = len(outcome.deduped)


# ------------------------------------------------------------------ get


@dataclass
class GetResult:
    path: str
    from_line: int
    lines: list[str]
    exists: bool
    voted_keys: list[str] = field(default_factory=list)
    # What the per-call bounds (`[limits] get_lines`, `get_bytes`) left out.
    cut_lines: list[int] = field(default_factory=list)
    next_from: int | None = None
    bound: str = ""

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    @property
    def truncated(self) -> bool:
        return bool(self.cut_lines) or self.next_from is not None

    @property
    def notice(self) -> str:
        """One line saying what was left out and how to read on ("" when nothing was)."""
        said = []
        if self.cut_lines:
            numbers = ", ".join(str(n) for n in self.cut_lines)
            said.append(f"line {numbers} cut at the per-call byte bound ([limits] get_bytes)")
        if self.next_from is not None:
            which = "line" if self.bound == "lines" else "byte"
            said.append(
                f"stopped at the per-call {which} bound ([limits] get_{self.bound}); "
                f"read on with from={self.next_from}"
            )
        return "; ".join(said)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "path": self.path,
            "from": self.from_line,
            "lines": len(self.lines),
            "exists": self.exists,
            "text": self.text,
            "voted_keys": self.voted_keys,
        }
        return {**out, **self.truncation()}

    def truncation(self) -> dict[str, Any]:
        """The keys an answer cut by a bound adds (none for a whole answer)."""
        if not self.truncated:
            return {}
        return {
            "truncated": True,
            "next_from": self.next_from,
            "cut_lines": self.cut_lines,
            "notice": self.notice,
        }


def readable_path(ws: Workspace, path: str) -> tuple[Path, str]:
    """MEMORY.md, DREAMS.md or a file under memory/ or the sessions folder, inside the workspace."""
    full = ws.resolve_inside(path)
    rel = full.relative_to(ws.root).as_posix()
    parts = PurePosixPath(rel).parts
    sessions_rel = PurePosixPath(ws.config.store.sessions_dir).parts
    allowed = (
        rel in ("MEMORY.md", "DREAMS.md", "dreams.md", "memory.md")
        or (parts and parts[0] == "memory")
        or (sessions_rel and parts[: len(sessions_rel)] == sessions_rel)
    )
    if not allowed:
        raise PathRefused(
            f"{redact_query(path)}: memory_get reads MEMORY.md, DREAMS.md and files under "
            "memory/ only"
        )
    return full, rel


def memory_get(
    store: SearchStore | None,
    ws: Workspace,
    path: str,
    now: datetime,
    *,
    from_line: int | None = None,
    lines: int | None = None,
    vote: bool = True,
) -> GetResult:
    """Exact lines of a memory file; lines that cover a fragment vote for it (§7).

    `path` may be a citation as `memory_search` returns it (`memory/2026-06-01.md#L4-L5`): its
    range is read; a `from_line` or `lines` given too wins over the citation's. The file is streamed: at most
    `[limits] get_lines` lines and `get_bytes` bytes come back, and the result says where to
    read on (`documents/reading.py`). Only a vote reads the store: without one `store` may be
    None, so a read-only workspace without a store can still be read."""
    if vote and store is None:
        raise ValueError("memory_get votes through a store; pass one, or vote=False")
    path, cited_from, cited_lines = split_citation(path)
    if lines is None and from_line is None:
        lines = cited_lines
    full, rel = readable_path(ws, path)
    from_line = max(1, int(from_line or cited_from or 1))
    if not full.is_file():
        if full.exists():  # a folder or a pipe is there: "does not exist" would be untrue
            kind = (
                "is a folder"
                if full.is_dir()
                else "is not a regular file (a pipe, socket or device)"
            )
            raise PathRefused(f"{redact_query(rel)}: {kind}; memory_get reads files")
        return GetResult(redact_query(rel), from_line, [], exists=False)  # the asker's own words
    limits = ws.config.limits
    checkpoint("memory-get")  # where a test holds a call to see the others answered meanwhile
    window = read_window(
        full,
        from_line,
        None if lines is None else max(0, int(lines)),
        max_lines=limits.get_lines,
        max_bytes=limits.get_bytes,
        context=REDACTION_CONTEXT,
    )
    shown = [*window.before, *window.lines, *window.after]
    start = len(window.before)
    chosen = redacted_lines(shown, start, start + len(window.lines))
    result = GetResult(
        rel, from_line, chosen, exists=True, cut_lines=window.cut, next_from=window.next_from
    )
    result.bound = window.bound
    if store is not None and vote and chosen and has_content(chosen):
        result.voted_keys = _vote_get(store, ws, rel, from_line, from_line + len(chosen) - 1, now)
    return result


def _vote_get(
    store: SearchStore, ws: Workspace, rel: str, first: int, last: int, now: datetime
) -> list[str]:
    """Vote for the fragments lines `first`…`last` of `rel` cover; their keys, as recorded."""
    with store.reading() as conn:
        keys = fragments_within(conn, store.backend, store.workspace_id, rel, first, last)
    if not keys:
        return []
    outcome = record_votes(
        store, ws, GET_QUERY, [(fid, GET_VOTE_SCORE) for fid in keys], now, via="get"
    )
    return sorted(keys[f] for f in outcome.recorded)


def has_content(lines: Sequence[str]) -> bool:
    return any(line.strip() for line in lines)
