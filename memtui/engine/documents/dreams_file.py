"""DREAMS.md: managed phase blocks and the Dream Diary (reference.md §7.4, algorithm.md §6, §8).

Pure string-in/string-out functions plus :func:`update_dreams_file`, the one place that reads
and atomically rewrites the file. Phases never read DREAMS.md back; the parsers here exist for
tests and tools.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from memtui.engine.documents.atomic import atomic_write_text, read_text_bounded
from memtui.engine.errors import DocumentError
from memtui.engine.redact import redact_keeping_lines
from memtui.engine.text import collapse_ws
from memtui.textsafe import neutralise_document

# Diary text that no model wrote from the memories: the narrative's fallback sentences after a
# failed call (the reference's and memtui's, algorithm.md §8) and the label the demo puts before
# its sample prose. Neither is memory: the guard never promotes it and search never returns it.
DIARY_PLACEHOLDERS = (
    "A memory trace surfaced, but details were unavailable in this run.",
    "Something from these days surfaced for a moment, but its details slipped away before they could be written down.",
    "有一段记忆短暂地浮现，可还没来得及写下，细节就已悄然散去。",
)
SAMPLE_LABEL = "(sample entry — no diary model configured)"


def is_unwritten_diary(text: str) -> bool:
    """Whether diary text is a placeholder or a labelled sample, not an entry a model wrote."""
    body = text.strip()
    return body.startswith(SAMPLE_LABEL) or any(p in body for p in DIARY_PLACEHOLDERS)


PHASE_HEADINGS: dict[str, str] = {
    "light": "## Light Sleep",
    "rem": "## REM Sleep",
    "deep": "## Deep Sleep",
}
DIARY_HEADING = "# Dream Diary"
DIARY_BLOCK = "diary"
MAX_DREAMS_BYTES = 16 * 1024 * 1024  # reference.md §1.4 (N): larger files are left alone

# Any managed-block marker, whatever its name (light, rem, deep, diary, future ones).
DREAMING_MARKER_RE = re.compile(r"<!--\s*openclaw:dreaming:([\w-]+):(start|end)\s*-->")
# Markers inside generated text would corrupt the block structure; "&lt;" keeps them readable.
_NEUTRALIZE_RE = re.compile(r"<!--(?=\s*openclaw(?::dreaming:|-memory-promotion:))")
# A heading of level 1 or 2 ends a block whose end marker went missing (reference.md §2.2).
_TOP_HEADING_RE = re.compile(r"^#{1,2}(?:[ \t]|\r?$)", re.M)
_ANY_START_RE = re.compile(r"^[ \t]*<!--\s*openclaw:dreaming:[\w-]+:start\s*-->", re.M)
_OFFSET_NAME_RE = re.compile(r"^(?:UTC|GMT)?[+-]\d{1,2}(?::?\d{2})?$|^$")
_DIARY_HEAD_RE = re.compile(r"^---[ \t]*\n[ \t]*\n\*([^*\n]+)\*[ \t]*\n", re.M)

_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def start_marker(name: str) -> str:
    """``<!-- openclaw:dreaming:<name>:start -->`` (reference.md §7.4)."""
    return f"<!-- openclaw:dreaming:{name}:start -->"


def end_marker(name: str) -> str:
    """``<!-- openclaw:dreaming:<name>:end -->`` (reference.md §7.4)."""
    return f"<!-- openclaw:dreaming:{name}:end -->"


def _marker_re(name: str, which: str) -> re.Pattern[str]:
    return re.compile(rf"<!--\s*openclaw:dreaming:{re.escape(name)}:{which}\s*-->")


_START_RE = {name: _marker_re(name, "start") for name in (*PHASE_HEADINGS, DIARY_BLOCK)}
_END_RE = {name: _marker_re(name, "end") for name in (*PHASE_HEADINGS, DIARY_BLOCK)}
# The heading line immediately followed by the phase's start marker line (reference.md §7.4).
_BLOCK_HEAD_RE = {
    phase: re.compile(
        rf"^{re.escape(heading)}[ \t]*\r?\n[ \t]*<!--\s*openclaw:dreaming:{phase}:start\s*-->[ \t]*",
        re.M,
    )
    for phase, heading in PHASE_HEADINGS.items()
}


def neutralize_markers(text: str) -> str:
    """Defuse dreaming/promotion markers inside generated text (``<!--`` → ``&lt;!--``).

    A fragment quoting a marker would otherwise end its block early or fake a promotion key.
    Idempotent; text without markers is returned unchanged.
    """
    return _NEUTRALIZE_RE.sub("&lt;!--", text)


def format_fixed(value: float, digits: int) -> str:
    """JavaScript ``toFixed``: round half away from zero on the exact binary value.

    Python's format rounds exact ties to even (``0.125`` → ``0.12``); the reference prints
    ``0.13``. Non-finite values print as 0 (they only arise from upstream bugs).
    """
    if not math.isfinite(value):
        value = 0.0
    quantum = Decimal(1).scaleb(-digits)
    rounded = Decimal(value).quantize(quantum, rounding=ROUND_HALF_UP)
    if rounded == 0:
        rounded = abs(rounded)
    return f"{rounded:.{digits}f}"


def _with_trailing_newline(text: str) -> str:
    return text if text.endswith("\n") else text + "\n"


def _phase_heading(phase: str) -> str:
    try:
        return PHASE_HEADINGS[phase]
    except KeyError:
        raise ValueError(f"unknown dreaming phase {phase!r}") from None


# ---------------------------------------------------------------- managed phase blocks


def replace_managed_block(doc: str, phase: str, body: str) -> str:
    """Write ``body`` as the ``phase`` managed block (reference.md §7.4).

    block = heading, start marker, body, end marker (one per line). If the heading immediately
    followed by the start marker exists, that block is replaced in place — through its end
    marker, or when the end marker is missing up to the next level-1/2 heading, the next start
    marker, or EOF. Otherwise the block is appended after the right-trimmed document with one
    blank line. Text outside the block is never touched; the result ends with a newline.
    Markers inside ``body`` are neutralized (:func:`neutralize_markers`).
    """
    heading = _phase_heading(phase)
    block = f"{heading}\n{start_marker(phase)}\n{neutralize_markers(body)}\n{end_marker(phase)}"
    head = _BLOCK_HEAD_RE[phase].search(doc)
    if head is None:
        trimmed = doc.rstrip()
        return f"{trimmed}\n\n{block}\n" if trimmed else f"{block}\n"
    end = _block_end(doc, phase, head.end())
    if end is not None:
        return _with_trailing_newline(doc[: head.start()] + block + doc[end.end() :])
    boundary = _missing_end_boundary(doc, head.end())
    region = doc[head.start() : boundary]
    tail = region[len(region.rstrip()) :]
    if boundary < len(doc) and "\n" not in tail:
        tail = "\n"
    return _with_trailing_newline(doc[: head.start()] + block + tail + doc[boundary:])


def _block_end(doc: str, phase: str, pos: int) -> re.Match[str] | None:
    """The block's end marker; one that only follows a later copy of the block does not count."""
    end = _END_RE[phase].search(doc, pos)
    later = _BLOCK_HEAD_RE[phase].search(doc, pos)
    if end is not None and later is not None and later.start() < end.start():
        return None
    return end


def _missing_end_boundary(doc: str, pos: int) -> int:
    """Where a block without an end marker stops: next top heading or start marker, else EOF."""
    line_end = doc.find("\n", pos)
    if line_end < 0:
        return len(doc)
    candidates = [len(doc)]
    for pattern in (_TOP_HEADING_RE, _ANY_START_RE):
        found = pattern.search(doc, line_end + 1)
        if found is not None:
            candidates.append(found.start())
    return min(candidates)


def parse_managed_block(doc: str, phase: str) -> str | None:
    """The body of the ``phase`` block, or None when there is none (for tests and tools)."""
    head = _BLOCK_HEAD_RE[phase].search(doc) if phase in PHASE_HEADINGS else None
    if head is None:
        _phase_heading(phase)
        return None
    body_start = doc.find("\n", head.end())
    if body_start < 0:
        return ""
    body_start += 1
    end = _block_end(doc, phase, head.end())
    if end is None:
        return doc[body_start : _missing_end_boundary(doc, head.end())].rstrip("\r\n")
    body_end = end.start()
    # The block writer puts exactly one newline between body and end marker.
    if body_end > body_start and doc[body_end - 1] == "\n":
        body_end -= 1
        if body_end > body_start and doc[body_end - 1] == "\r":
            body_end -= 1
    return doc[body_start:body_end] if body_end >= body_start else ""


# ---------------------------------------------------------------- block bodies


@dataclass(frozen=True)
class LightCandidateLine:
    """One staged candidate in the Light Sleep block (algorithm.md §6 Light step 5)."""

    text: str
    confidence: float
    path: str
    start_line: int
    end_line: int
    recalls: int


def render_light_block(cands: Sequence[LightCandidateLine]) -> str:
    """Body of ``## Light Sleep`` (algorithm.md §6 Light step 5, reference.md §4 step 6)."""
    if not cands:
        return "- No notable updates."
    lines: list[str] = []
    for cand in cands:
        text = collapse_ws(cand.text) or "(no snippet captured)"
        lines += [
            f"- Candidate: {text}",
            f"  - confidence: {format_fixed(cand.confidence, 2)}",
            f"  - evidence: {cand.path}:{cand.start_line}-{cand.end_line}",
            f"  - recalls: {cand.recalls}",
            "  - status: staged",
        ]
    return "\n".join(lines)


@dataclass(frozen=True)
class ThemeLine:
    """One REM reflection; ``evidence`` holds ``path:s-e`` refs (reference.md §5 step 4)."""

    tag: str
    count: int
    strength: float
    evidence: list[str]


@dataclass(frozen=True)
class TruthLine:
    """One possible lasting truth (algorithm.md §6 REM step 5)."""

    text: str
    confidence: float
    evidence: str
    consolidated_days: int


def render_rem_block(themes: Sequence[ThemeLine], truths: Sequence[TruthLine]) -> str:
    """``## REM Sleep``: Reflections, then Possible Lasting Truths (reference.md §5 steps 4–6).

    Each truth carries a ``  - consolidated: N days`` sub-line (the article's field; the
    reference had none), so the metadata suffix stays exactly the reference's.
    """
    lines = ["### Reflections"]
    if themes:
        for theme in themes:
            lines += [
                f"- Theme: `{theme.tag}` kept surfacing across {theme.count} "
                f"{'memory' if theme.count == 1 else 'memories'}.",
                f"  - confidence: {format_fixed(theme.strength, 2)}",
                f"  - evidence: {', '.join(theme.evidence[:3])}",
                "  - note: reflection",
            ]
    else:
        lines.append("- No strong patterns surfaced.")
    lines += ["", "### Possible Lasting Truths"]
    if truths:
        for truth in truths:
            days = truth.consolidated_days
            lines += [
                f"- {collapse_ws(truth.text)} "
                f"[confidence={format_fixed(truth.confidence, 2)} evidence={truth.evidence}]",
                f"  - consolidated: {days} {'day' if days == 1 else 'days'}",
            ]
    else:
        lines.append("- No strong candidate truths surfaced.")
    return "\n".join(lines)


def render_deep_block(
    ranked: int, promoted: int, pending: int, dropped_dates: Sequence[str]
) -> str:
    """Body of ``## Deep Sleep`` (reference.md §6.3 step 8, plus memtui's review and budget lines).

    Only non-zero facts are listed; ``- No durable changes.`` is added whenever nothing was
    written, staged or compacted (after the ranking line if anything was ranked).
    """
    lines: list[str] = []
    if ranked:
        lines.append(f"- Ranked {ranked} candidate(s) for durable promotion.")
    if promoted:
        lines.append(f"- Promoted {promoted} candidate(s) into MEMORY.md.")
    if pending:
        lines.append(f"- Staged {pending} candidate(s) for review.")
    if dropped_dates:
        lines.append(f"- Compacted MEMORY.md, dropped sections: {', '.join(dropped_dates)}.")
    if not (promoted or pending or dropped_dates):
        lines.append("- No durable changes.")
    return "\n".join(lines)


# ---------------------------------------------------------------- diary


def _offset_name(offset: timedelta | None) -> str:
    if not offset:
        return "UTC"
    minutes = round(offset.total_seconds() / 60)
    sign = "+" if minutes >= 0 else "-"
    hours, mins = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours}" + (f":{mins:02d}" if mins else "")


def format_diary_timestamp(when: datetime) -> str:
    """``June 15, 2026, 3:01 AM PDT`` — the article's form (algorithm.md §8, reference.md §7.4).

    English month names regardless of locale. The zone is ``strftime('%Z')``; a zone without an
    abbreviation (empty, ``+04``, ``+0530``, ``UTC+05:30``) prints as ``UTC+4`` / ``UTC+5:30``.
    """
    if when.tzinfo is None or when.utcoffset() is None:
        raise ValueError("diary timestamps need a timezone-aware datetime")
    zone = when.strftime("%Z")
    if _OFFSET_NAME_RE.match(zone):
        zone = _offset_name(when.utcoffset())
    hour = when.hour % 12 or 12
    meridiem = "AM" if when.hour < 12 else "PM"
    month = _MONTHS[when.month - 1]
    return f"{month} {when.day}, {when.year}, {hour}:{when.minute:02d} {meridiem} {zone}"


def append_diary_entry(doc: str, when: datetime, text: str) -> str:
    """Append one diary entry (reference.md §7.4 append algorithm).

    entry = ``"\\n---\\n\\n*<ts>*\\n\\n<text>\\n"``. Both markers: insert ``entry + "\\n"``
    before the last end marker. Only the start marker: insert ``entry + "\\n" + end + "\\n"``
    after it. Neither: prepend ``# Dream Diary``, the markers and the entry. The text is trimmed
    and its markers neutralized; the result ends with a newline.
    """
    stamp = format_diary_timestamp(when)
    entry = f"\n---\n\n*{stamp}*\n\n{neutralize_markers(text.strip())}\n"
    start = _START_RE[DIARY_BLOCK].search(doc)
    if start is not None:
        ends = list(_END_RE[DIARY_BLOCK].finditer(doc, start.end()))
        if ends:
            at = ends[-1].start()
            return _with_trailing_newline(doc[:at] + entry + "\n" + doc[at:])
        at = start.end()
        return _with_trailing_newline(
            doc[:at] + entry + "\n" + end_marker(DIARY_BLOCK) + "\n" + doc[at:]
        )
    section = f"{DIARY_HEADING}\n\n{start_marker(DIARY_BLOCK)}{entry}\n{end_marker(DIARY_BLOCK)}\n"
    return _with_trailing_newline(section + ("\n" + doc if doc.strip() else ""))


@dataclass(frozen=True)
class ParsedDiaryEntry:
    """A diary entry read back from DREAMS.md (tests and tools only)."""

    timestamp: str
    text: str


def parse_diary_entries(doc: str) -> list[ParsedDiaryEntry]:
    """Entries between the diary markers (the whole file if there are none), oldest first.

    An entry starts at a ``---`` line, a blank line and an ``*italic*`` timestamp line; a bare
    ``---`` inside an entry's text is kept as text.
    """
    doc = doc.replace("\r\n", "\n")
    region_start, region_end = 0, len(doc)
    start = _START_RE[DIARY_BLOCK].search(doc)
    if start is not None:
        region_start = start.end()
        ends = list(_END_RE[DIARY_BLOCK].finditer(doc, start.end()))
        if ends:
            region_end = ends[-1].start()
    region = doc[region_start:region_end]
    # The marker line itself ends right before the first "---"; make it match at line start.
    if region.startswith("---"):
        region = "\n" + region
    heads = list(_DIARY_HEAD_RE.finditer(region))
    entries: list[ParsedDiaryEntry] = []
    for index, head in enumerate(heads):
        stop = heads[index + 1].start() if index + 1 < len(heads) else len(region)
        entries.append(ParsedDiaryEntry(head.group(1).strip(), region[head.end() : stop].strip()))
    return entries


# ---------------------------------------------------------------- file


def update_dreams_file(path: Path, transform: Callable[[str], str]) -> str:
    """Read DREAMS.md, apply ``transform``, write atomically if it changed (reference.md §1.4).

    Refuses a symlinked or non-regular file and a file over 16 MiB (the user is asked to split
    or archive it). Returns the new text.
    """
    path = Path(path)
    if path.is_symlink():
        raise DocumentError(
            f"Refusing to update {path}: it is a symbolic link. "
            "Replace the link with a regular file; memtui never writes through links here."
        )
    old = read_text_bounded(path, MAX_DREAMS_BYTES)
    # memtui's own file: whatever put a secret into it (a hand edit, an older store, a diary
    # model), the new version does not keep it.
    # Nor an ESC or a bidi override copied from a note: shown as every command shows them.
    new = neutralise_document(redact_keeping_lines(transform(old)))
    if new != old:
        atomic_write_text(path, new)
    return new
