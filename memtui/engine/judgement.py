"""Statements, not chunks (algorithm.md §6.5): what a fragment holds, judged one statement at a
time. Pure functions of the text.

A fragment (a chunk of a note, a turn of a transcript) stays the unit of votes and citations;
what is durable, what a claim is made of and what an entry says are decided per *statement*:
its sentences, its `;`/`；` clauses and its list items (the chunker joins a note's items with
`; `). Each statement is classified by `durability.classify` with the fragment's heading or
role in front of it, so a heading such as "Timeline" or "待办" still speaks for every line.

A fragment's verdict, from its statements:
- it holds a statement with a durability cue (a rule, decision, preference or routine):
  durable, and its *core* is its durable statements (cued or plain) plus the ones that give
  their reason; the events, questions, to-dos and hunches around them are left out;
- else its plain statements (no cue either way: "Mia's school starts at 8:15") are standing
  facts, its core, unless the statements that are not durable (events, to-dos, questions,
  hunches …) are as many: then the fragment is a story, and its plain lines are that story's.
  A tie against statements that are only true for the day ("Marco's cooking today: adobo"
  beside "Family meal at 4:15 sharp") is no story: a day's detail tells nothing happened to the
  standing fact beside it, as an event would.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memtui.engine.durability import Durability, classify, telling
from memtui.engine.text import sentences, split_prefix

# Bump when the rules of this module, of durability.py or of grouping (similarity.py) change:
# ingestion re-judges and regroups every stored fragment judged by an older version
# (`FragmentRow.judged`).
RULES_VERSION = 12

_LIST_LEAD_RE = re.compile(r"^(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?")
# A statement that gives a reason: a causal connective or a "why" label, in either language.
_REASON_RE = re.compile(
    r"^(?:because|since|as a result|so that|otherwise|the reason|reason|why|cause|root cause|"
    r"lesson|background|context)\b|^(?:因为|由于|原因|为了|以免|否则|不然|之所以|问题|发现问题|"
    r"教训|背景|起因)",
    re.IGNORECASE,
)
_MAX_STATEMENTS = 12
# A statement that only acknowledges ("OK.", "好。", "Thanks!") states nothing: it neither makes a
# fragment a story nor a fact.
_ACK_ONLY_RE = re.compile(
    r"^(?:ok(?:ay)?|yes|yep|yeah|sure|right|fine|great|thanks|thank you|cheers|noted|got it|"
    r"好|好的|嗯|行|对|是的|收到|明白|谢谢)[\s.!,，。！~～]*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Statement:
    """One statement of a fragment and its verdict."""

    text: str
    verdict: Durability
    # The telling of a statement that follows it ("Said it again at line-up: …"), or an
    # acknowledgement alone ("OK."): a frame, no event that makes the fragment a story.
    telling: bool = False

    @property
    def cued(self) -> bool:
        """Durable by a cue of its own (a rule, a decision, a preference, a routine)."""
        return self.verdict.durable and bool(self.verdict.cue)

    @property
    def plain(self) -> bool:
        """No cue either way."""
        return self.verdict.durable and not self.verdict.cue

    @property
    def reason(self) -> bool:
        """It says why (see `_REASON_RE`)."""
        return bool(_REASON_RE.match(self.text))


@dataclass(frozen=True)
class Judgement:
    """A fragment's statements, its verdict and its core (see module)."""

    statements: tuple[Statement, ...]
    verdict: Durability
    core: str  # "" when the fragment is not durable

    @property
    def durability(self) -> str:
        """The stored durability column ("" = durable)."""
        return self.verdict.reason or ""

    @property
    def rule(self) -> str:
        """The core without its reasons: what MEMORY.md's entries are matched against."""
        kept = [s.text for s in self.statements if s.cued] or [self.core]
        return " ".join(kept)


def split_statements(body: str) -> list[str]:
    """The statements of a fragment's body (heading and role split off), list markers dropped."""
    out = [_LIST_LEAD_RE.sub("", p).strip(" ;；") for p in sentences(body)]
    return [p for p in out if p][:_MAX_STATEMENTS] or ([body.strip()] if body.strip() else [])


def _context(role: str, heading: str) -> str:
    if role:
        return f"{role.capitalize()}: "
    return f"{heading}: " if heading else ""


def _core(statements: list[Statement]) -> str:
    """The durable statements in the note's order, then the reasons the note gives for them
    (the rule, then why: a reason written before its rule moves after it, and a reason told as
    what happened still counts); the other statements are the story around the rule."""
    reasons = [s for s in statements if s.reason and not s.verdict.durable]
    kept = [s for s in statements if s.verdict.durable]
    return join_statements([s.text for s in [*kept, *reasons]])


def join_statements(texts: list[str]) -> str:
    """Statements as one text: a space after one that ends a sentence, else the `; ` that split
    it from the next (a clause or a list item must not run into the next one)."""
    out = ""
    for text in texts:
        if out:
            out += " " if out[-1] in ".!?。！？…" else ("" if out[-1] in "；;" else "; ")
        out += text
    return out


def _judged(context: str, text: str) -> list[Statement]:
    """One statement judged, or two when it tells of what was said (`durability.telling`): the
    telling is what happened, what was told is judged on its own words."""
    if _ACK_ONLY_RE.match(text):
        return [Statement(text, Durability("chatter", text), telling=True)]
    told = telling(text)
    if told is None:
        return [Statement(text, classify(context + text))]
    telling_text, content = told
    return [
        Statement(telling_text, classify(context + telling_text), telling=True),
        Statement(content, classify(context + content)),
    ]


# A bare act of contact ("Rang them.", "Asked her.", "Called back.", 问了他): the frame of what it
# brought, which the next statement tells; no event that makes the fragment a story.
_CONTACT_FRAME_RE = re.compile(
    r"^(?:\w+ ){0,1}\w+ (?:them|him|her|back|everyone|everybody|round)[.!]?$|^[问打找]了(?:他|她|他们)[。！]?$",
    re.IGNORECASE,
)


def _framed(statements: list[Statement]) -> list[Statement]:
    """The statements, a bare act of contact before another one marked as its frame."""
    return [
        Statement(s.text, s.verdict, telling=True)
        if n + 1 < len(statements)
        and s.verdict.reason == "event"
        and _CONTACT_FRAME_RE.match(s.text)
        else s
        for n, s in enumerate(statements)
    ]


@lru_cache(maxsize=65536)
def judge(text: str) -> Judgement:
    """Split a fragment text into statements and judge each and the whole (see module)."""
    role, heading, body = split_prefix(text.strip())
    context = _context(role, heading)
    statements = _framed([st for s in split_statements(body) for st in _judged(context, s)])
    if not statements:
        return Judgement((), classify(text), "")
    cued = [s for s in statements if s.cued]
    if cued:
        return Judgement(tuple(statements), cued[0].verdict, _core(statements))
    # Structure only the whole shows (a timeline of several clock times, a log, a recap
    # heading) outranks the statements' own plain verdicts.
    whole = classify(text)
    if whole.reason in ("report", "log", "open", "echo"):
        return Judgement(tuple(statements), whole, "")
    # No rule stated: plain statements are standing facts unless the note is mostly a story
    # (events, questions, open work): then they are that story's lines.
    against = [s.verdict for s in statements if not s.verdict.durable and not s.telling]
    plain = [s for s in statements if s.plain]
    if not plain:  # only a telling or an acknowledgement ("Thanks!"): nothing stated
        return Judgement(tuple(statements), (against or [statements[0].verdict])[0], "")
    if against and (
        len(against) > len(plain)
        or (len(against) == len(plain) and any(v.reason != "dated" for v in against))
    ):
        return Judgement(tuple(statements), against[0], "")
    return Judgement(tuple(statements), Durability(None), _core(statements))
