"""A claim as a MEMORY.md entry: its statement and its sources (algorithm.md §6.5, §6.6).

A fragment is a chunk of a note or a turn of a transcript: a heading prefix ("Deploy: …"), a
role ("User: …"), several sentences of context. What a team keeps is the fact itself, so an
entry's text is the *statement*: the body of the claim's best member, cut at a sentence end to
at most `STATEMENT_MAX_CHARS` characters, with the places the claim was stated listed after it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from memtui.engine.claims import ClaimSources, statement_similarity
from memtui.engine.documents.memory_file import estimate_tokens
from memtui.engine.durability import split_prefix
from memtui.engine.judgement import join_statements, judge
from memtui.engine.redact import redact_secrets
from memtui.engine.similarity import (
    CLAIM_SIMILARITY,
    claim_terms,
    entry_similarity,
    statement_claim_terms,
)
from memtui.engine.spans import Span
from memtui.engine.store import Session
from memtui.engine.store.claims import member_rows, representative_rank
from memtui.engine.store.dream import newest_spans
from memtui.engine.text import CJK_CLASS, collapse_ws
from memtui.textsafe import neutralise_document

# One tweet: long enough for a rule with its reason, short enough to read at a glance.
STATEMENT_MAX_CHARS = 280
# Places listed in an entry's `sources=`; the rest are counted ("+N more"), so a claim stated
# on forty days does not eat the MEMORY.md budget.
MAX_LISTED_SOURCES = 4
ELLIPSIS = "…"

# A sentence ends after 。！？； (Chinese, no space needed) or after . ! ? ; followed by a space or
# the end of the text ("v3.4" and "e.g.x" are not ends); "; " also joins a note's list items.
_SENTENCE_END_RE = re.compile(r"[。！？；]|[.!?;](?=\s|$)")
# Where a clause ends inside a Chinese sentence: a cut there reads better than a hard one.
_CLAUSE_END_RE = re.compile(r"[，、：,:]")
_CJK_RE = re.compile(f"[{CJK_CLASS}]")
_LIST_LEAD_RE = re.compile(r"^(?:[-*+]|\d+\.)\s+(?:\[[ xX]\]\s+)?")
_TRAILING_PUNCT = " ,;:，、；：-—"


def _fits(text: str, max_chars: int, max_tokens: int | None) -> bool:
    return len(text) <= max_chars and (max_tokens is None or estimate_tokens(text) <= max_tokens)


def _longest_prefix(text: str, max_chars: int, max_tokens: int | None) -> int:
    """Length of the longest prefix of `text` within both limits."""
    length = min(len(text), max(0, max_chars))
    if max_tokens is None:
        return length
    cjk = other = 0
    for index, ch in enumerate(text[:length]):
        cjk, other = (cjk + 1, other) if _CJK_RE.match(ch) else (cjk, other + 1)
        if cjk + -(-other // 4) > max_tokens:
            return index
    return length


def _word_cut(text: str, length: int) -> str:
    """`text[:length]` cut at its last word boundary: a space, a clause end, or next to a
    Chinese character (which no space separates from its neighbours); hard only when there is
    none."""

    def boundary(i: int) -> bool:
        before, after = text[i - 1], text[i] if i < len(text) else " "
        return (
            after.isspace()
            or bool(_CLAUSE_END_RE.match(before))
            or bool(_CJK_RE.match(before) or _CJK_RE.match(after))
        )

    cuts = [i for i in range(1, length + 1) if boundary(i)]
    # A clause end in the last third beats a bare character boundary after it.
    clauses = [i for i in cuts if _CLAUSE_END_RE.match(text[i - 1]) and i >= 2 * length / 3]
    cut = (clauses or cuts or [length])[-1]
    return text[:cut].rstrip(_TRAILING_PUNCT)


def cut_statement(
    text: str, max_chars: int = STATEMENT_MAX_CHARS, max_tokens: int | None = None
) -> str:
    """`text` within `max_chars` characters (and `max_tokens`, when given): whole sentences
    when one ends within the limit, else cut at a word boundary with `…` appended."""
    if _fits(text, max_chars, max_tokens):
        return text
    prefix = text[: _longest_prefix(text, max_chars, max_tokens)]
    ends = [m.end() for m in _SENTENCE_END_RE.finditer(prefix)]
    if ends and ends[-1] > 1:
        return prefix[: ends[-1]].rstrip(" ;；")
    room = _longest_prefix(text, max_chars - 1, None if max_tokens is None else max_tokens - 1)
    return _word_cut(text, room) + ELLIPSIS


def statement_of(
    text: str, max_chars: int = STATEMENT_MAX_CHARS, max_tokens: int | None = None
) -> str:
    """What a fragment text states, as an entry's text: its heading and role split off, a
    leading list marker or checkbox dropped, whitespace collapsed, terminal control codes and
    bidi overrides shown as the visible symbols every door shows (`textsafe`: ESC is ␛; a note's
    ESC sequence must not retitle the terminal of whoever prints MEMORY.md, nor vanish from it),
    secrets redacted, cut to `max_chars` (see `cut_statement`)."""
    _, _, body = split_prefix(collapse_ws(neutralise_document(text)))
    body = _LIST_LEAD_RE.sub("", redact_secrets(body)).strip()
    return cut_statement(body, max_chars, max_tokens)


def claim_statement(
    members: Sequence[tuple[str, str]],
    max_chars: int = STATEMENT_MAX_CHARS,
    max_tokens: int | None = None,
    lines: dict[str, int] | None = None,
) -> str:
    """The statement of a claim from its members' (durability, text), best first (the order of
    `claims.pool_claims`' representative): the core (durable statements and their reasons,
    algorithm.md §6.5) of the first durable member that a user or a note wrote — never an
    assistant's turn while a person's words exist — else of the first member. `lines` gives
    the number of note lines a member text spans (see `core_of`)."""
    if not members:
        return ""
    spoken = [
        text
        for durability, text in members
        if not durability and split_prefix(text)[0] != "assistant"
    ]
    texts = [text for _, text in members]
    for text in [*spoken, members[0][1]]:
        others = [other for other in texts if other != text]
        core = core_of(text, others, (lines or {}).get(text, 1))
        found = statement_of(core, max_chars, max_tokens)
        if found:
            return found
    return ""


def core_of(text: str, others: Sequence[str] = (), lines: int = 1) -> str:
    """A fragment text reduced to its durable statements (with the heading or role kept in
    front, as `statement_of` expects), or the whole text when it holds none.

    `others` are the texts of the other fragments in its claim; `lines` the number of note
    lines the fragment spans. A note's list is several entries its writer made, one a line (the
    chunker joins them with `; `, algorithm.md §3): a fragment of N lines holding exactly N − 1
    `; ` is such a list. A list speaks for its claim with the items the others restate, and the
    rest, other facts, are left to claims of their own: an entry holding them would repeat those
    entries. The sentences of one line or paragraph are one thought and stay together. With one
    item, or no item restated, the whole core."""
    judgement = judge(text)
    if not judgement.core:
        return text
    role, heading, body = split_prefix(text)
    lead = f"{role.capitalize()}: " if role else (f"{heading}: " if heading else "")
    items = body.split("; ")
    kept = _restated_items(lead, items, others) if len(items) == lines > 1 else []
    return lead + (join_statements(kept) if kept else judgement.core)


def _core_terms(text: str) -> frozenset[str]:
    """The claim terms of a fragment text's core (of the whole text when it has none)."""
    core = judge(text).core
    return statement_claim_terms(core) if core else claim_terms(text)


def _restated_items(lead: str, items: Sequence[str], others: Sequence[str]) -> list[str]:
    """The cores of the list `items` that another text restates (`entry_similarity`, statement
    against statement and against the other's whole core); [] when fewer than two items are
    durable, or none or every one is restated."""
    if not others:
        return []
    cores = [judge(lead + item).core for item in items]
    durable = [n for n, core in enumerate(cores) if core]
    if len(durable) < 2:
        return []

    def restated(n: int) -> bool:
        item = lead + cores[n]
        return any(
            statement_similarity(item, other, entry_similarity)[0] >= CLAIM_SIMILARITY
            or entry_similarity(item, statement_claim_terms(cores[n]), other, _core_terms(other))
            >= CLAIM_SIMILARITY
            for other in others
        )

    hit = [n for n in durable if restated(n)]
    return [cores[n] for n in hit] if 0 < len(hit) < len(durable) else []


def claim_statements(
    session: Session,
    claims: dict[int, int],
    max_chars: int = STATEMENT_MAX_CHARS,
    max_tokens: int | None = None,
) -> dict[int, str]:
    """The statement of each fragment's claim (`claims`: fragment id → claim id), its members
    ranked as `claims.pool_claims` ranks them for the representative."""
    members = member_rows(session, sorted(set(claims.values())))
    spans = newest_spans(session, sorted({int(r[0]) for rows in members.values() for r in rows}))
    lines = {
        str(r[3]): spans[int(r[0])].end - spans[int(r[0])].start + 1
        for rows in members.values()
        for r in rows
        if int(r[0]) in spans
    }
    out: dict[int, str] = {}
    for fid, cid in claims.items():
        rows = sorted(members.get(cid, []), key=representative_rank)
        ranked = [(str(r[4] or ""), str(r[3])) for r in rows]
        out[fid] = claim_statement(ranked, max_chars, max_tokens, lines)
    return out


# ------------------------------------------------------------------ sources


@dataclass(frozen=True)
class EntrySources:
    """The places an entry lists after its statement (`days=`, `sources=` in its metadata)."""

    listed: tuple[str, ...] = ()
    more: int = 0
    days: int = 0


def entry_sources(
    claim: ClaimSources | None, representative: str, cap: int = MAX_LISTED_SOURCES
) -> EntrySources:
    """Every place the claim was stated as `path:start-end` (deduplicated, adjacent lines of one
    file joined into one range — a user's turn and the assistant's echo below it — in the order
    they were written; beyond `cap + 1` places, `cap` listed and the rest counted) and the number
    of days it was written on. A claim stated only where `representative` (the entry's
    `source=`) points lists nothing more."""
    if claim is None:
        return EntrySources()
    days = len({s.day for s in claim.sources if s.day})
    spans: list[Span] = []
    for s in (source.span for source in claim.sources):
        if not s.path:
            continue
        # Adjacent or overlapping places in one file are one place.
        near = next(
            (
                n
                for n, span in enumerate(spans)
                if span.path == s.path and s.start <= span.end + 1 and s.end >= span.start - 1
            ),
            None,
        )
        if near is None:
            spans.append(s)
        else:
            old = spans[near]
            spans[near] = Span(s.path, min(old.start, s.start), max(old.end, s.end))
    places = [span.evidence for span in spans]
    if places in ([], [representative]):
        return EntrySources(days=days)
    shown = places if len(places) <= cap + 1 else places[:cap]  # never "+1 more"
    return EntrySources(tuple(shown), len(places) - len(shown), days)


def source_lines(
    claim: ClaimSources | None, max_sources: int = 12, max_queries: int = 8
) -> list[str]:
    """A claim's sources as a reviewer reads them (CLI and TUI, printed literally): a count
    line, every place with its day, the days it was written or searched, the queries that
    voted for it. Empty for a promotion without a claim (an edit, a retirement, a rewrite)."""
    if claim is None or not claim.sources:
        return []
    lines = [f"claim: {claim.summary()}"]
    lines += [f"  {s.citation} ({s.day})" for s in claim.sources[:max_sources]]
    if len(claim.sources) > max_sources:
        lines.append(f"  … {len(claim.sources) - max_sources} more")
    if claim.days:
        lines.append("  days: " + _capped(claim.days, max_sources))
    if claim.queries:
        lines.append("  queries: " + _capped(claim.queries, max_queries))
    return lines


def _capped(values: Sequence[str], cap: int) -> str:
    more = len(values) - cap
    return ", ".join(values[:cap]) + (f" … {more} more" if more > 0 else "")
