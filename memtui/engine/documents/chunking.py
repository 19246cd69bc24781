"""Daily-note chunking (algorithm.md §3, reference.md §2.2-§2.3, rules "A").

Pure functions: text in, chunks out. Managed dreaming blocks are blanked first so dream output
is never re-ingested; line numbers are preserved throughout.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memtui.engine.text import collapse_ws, is_cjk

__all__ = [
    "MANAGED_PHASES",
    "MAX_CHUNK_CHARS",
    "MAX_CHUNK_LINES",
    "MIN_SNIPPET_CHARS",
    "Chunk",
    "blank_managed_blocks",
    "chunk_daily_note",
    "document_lines",
    "is_generic_heading",
    "split_lines",
    "split_long_text",
]

MANAGED_PHASES = ("light", "rem", "deep", "diary")

# reference.md §2.3 constants (DAILY_INGESTION_*).
MAX_CHUNK_CHARS = 280
MIN_SNIPPET_CHARS = 8
MAX_CHUNK_LINES = 4


@dataclass(frozen=True)
class Chunk:
    """One daily-note fragment: 1-based inclusive line range plus its rendered text."""

    start_line: int
    end_line: int
    text: str


_LINE_BREAK_RE = re.compile(r"\r\n|\r|\n")

# ---------------------------------------------------------------------------------------------
# Managed blocks (reference.md §2.2)
# ---------------------------------------------------------------------------------------------

_MARKER_RE = re.compile(
    r"^<!--\s*openclaw:dreaming:(" + "|".join(MANAGED_PHASES) + r"):(start|end)\s*-->$",
    re.IGNORECASE,
)
_ATX_HEADING_RE = re.compile(r"^(#{1,6})\s+(.*)$")

# The heading each managed block is written under (reference.md §7.4).
_PHASE_HEADINGS = {
    "light": "light sleep",
    "rem": "rem sleep",
    "deep": "deep sleep",
    "diary": "dream diary",
}
# A bare heading (no markers) still starts a strip (older writers had none; reference.md §2.2).
_BARE_STRIP_HEADINGS = frozenset({"light sleep", "rem sleep", "deep sleep", "dream diary"})
_ALWAYS_STRIP_HEADINGS = frozenset({"light sleep", "rem sleep"})
# Managed blocks are written under "## ..." headings; used when a start marker has no heading.
_DEFAULT_BLOCK_LEVEL = 2


def _heading_of(line: str) -> tuple[int, str] | None:
    """(level, lowercased collapsed title) for an ATX heading line, else None."""
    match = _ATX_HEADING_RE.match(line.strip())
    if not match:
        return None
    title = collapse_ws(match.group(2)).lower()
    return len(match.group(1)), title


def _marker_of(line: str) -> tuple[str, str] | None:
    """(phase, "start"|"end") for a managed-block marker line, else None."""
    match = _MARKER_RE.match(line.strip())
    if not match:
        return None
    return match.group(1).lower(), match.group(2).lower()


def _previous_nonblank(lines: list[str], index: int) -> int | None:
    for cursor in range(index - 1, -1, -1):
        if lines[cursor].strip():
            return cursor
    return None


def _next_nonblank(lines: list[str], index: int) -> int | None:
    for cursor in range(index + 1, len(lines)):
        if lines[cursor].strip():
            return cursor
    return None


def _nearest_heading_level(lines: list[str], index: int) -> int | None:
    for cursor in range(index - 1, -1, -1):
        heading = _heading_of(lines[cursor])
        if heading:
            return heading[0]
    return None


def _strip_end(lines: list[str], start: int, level: int, phase: str | None) -> int:
    """Last index (inclusive) of a strip that began at `start`.

    Stops at the matching end marker (inclusive), or just before the next start marker or the
    next heading of the same or a higher level (reference.md §2.2), or at EOF.
    """
    own_end = None
    if phase is not None:
        own_end = next(
            (c for c in range(start + 1, len(lines)) if _marker_of(lines[c]) == (phase, "end")),
            None,
        )
    for cursor in range(start + 1, len(lines)):
        marker = _marker_of(lines[cursor])
        if marker:
            if marker[1] == "start" and own_end is None:
                return cursor - 1
            if phase is not None and marker == (phase, "end"):
                return cursor
            continue
        if own_end is not None:
            # A block whose own end marker follows is blanked through it, nested blocks included.
            continue
        heading = _heading_of(lines[cursor])
        if heading and heading[0] <= level:
            return cursor - 1
    return len(lines) - 1


# Lines dream phases write, recognised even when pasted without their markers: staged
# candidate fields, theme and truth lines, deep summaries and diary timestamps.
_FIELD_LINE_RE = re.compile(
    r"^\s*[-*+]?\s*(?:confidence:\s*\d|evidence:\s*\S+:\d+-\d+|recalls:\s*\d+\s*$|"
    r"status:\s*staged\s*$|note:\s*reflection\s*$|consolidated:\s*\d+\s+days?\s*$)",
    re.IGNORECASE,
)
_LEAD_LINE_RE = re.compile(r"^\s*[-*+]\s*(?:Candidate:|Theme:\s*`)", re.IGNORECASE)
_DREAM_LINE_RES = (
    re.compile(r"^\s*[-*+]\s.*\[confidence=\d(?:\.\d+)?\s+evidence=\S+:\d+-\d+\]\s*$"),
    re.compile(
        r"^\s*[-*+]\s*(?:Ranked \d+ candidate\(s\) for durable promotion|Promoted \d+ candidate\(s\) "
        r"into MEMORY\.md|Staged \d+ candidate\(s\) for review|Compacted MEMORY\.md, dropped sections|"
        r"No durable changes|No notable updates|No strong patterns surfaced|No strong candidate truths surfaced"
        r"|Repaired recall artifacts)"
    ),
    re.compile(r"^\s*\*[A-Z][a-z]+ \d{1,2}, \d{4}(?:,| at) \d{1,2}:\d{2} [AP]M [^*]*\*\s*$"),
    re.compile(r"^\s*#{2,4}\s+(?:Reflections|Possible Lasting Truths)\s*$"),
    re.compile(r"^\s*[-*+]\s*consolidated:\s*\d+\s+days?\s*$", re.IGNORECASE),
)


def blank_dream_output(lines: list[str]) -> list[str]:
    """Blank dream-phase output pasted without markers (line count preserved).

    A run of consecutive lines holding at least two staged-candidate fields (`confidence:`,
    `evidence: path:s-e`, `recalls:`, `status: staged`, `note: reflection`) is blanked with its
    `Candidate:` / `Theme:` lead lines; REM truth lines, deep summary lines, diary timestamps and
    the REM sub-headings are blanked on their own. Ordinary notes never have these shapes.
    """
    out = list(lines)
    index = 0
    total = len(lines)
    while index < total:
        if _FIELD_LINE_RE.match(lines[index]) or _LEAD_LINE_RE.match(lines[index]):
            end = index
            fields = 0
            while end < total and (
                _FIELD_LINE_RE.match(lines[end]) or _LEAD_LINE_RE.match(lines[end])
            ):
                fields += 1 if _FIELD_LINE_RE.match(lines[end]) else 0
                end += 1
            for cursor in range(index, end):
                if fields >= 2 or any(p.match(lines[cursor]) for p in _DREAM_LINE_RES):
                    out[cursor] = ""
            index = max(end, index + 1)
            continue
        if any(p.match(lines[index]) for p in _DREAM_LINE_RES):
            out[index] = ""
        index += 1
    return out


def _strips_bare(lines: list[str], index: int, title: str) -> bool:
    """Light/REM headings always start a strip (reference.md §2.2). Deep Sleep and Dream Diary do
    only when their block's end marker follows with no start marker before it — a block pasted
    without its start marker — so a user's own "## Deep Sleep" notes stay notes."""
    if title in _ALWAYS_STRIP_HEADINGS:
        return True
    phase = next(name for name, value in _PHASE_HEADINGS.items() if value == title)
    for cursor in range(index + 1, len(lines)):
        marker = _marker_of(lines[cursor])
        if marker == (phase, "start"):
            return False
        if marker == (phase, "end"):
            return True
    return False


def blank_managed_blocks(lines: list[str]) -> list[str]:
    """Replace every line of a managed dreaming block by "" (reference.md §2.2), keeping lines.

    Blocks are `<!-- openclaw:dreaming:<phase>:start -->` ... `:end -->`, markers included. An
    unbalanced start blanks up to just before the next heading of the same or a higher level
    than the block's heading, or the next start marker, or EOF. The block's own heading
    (`## Light Sleep`, `## REM Sleep`, `## Deep Sleep`, `# Dream Diary`) is blanked when it is
    the nearest non-blank line above the start marker. A bare `## Light Sleep` / `## REM Sleep`
    heading without markers also starts a strip. A stray end marker is just blanked.
    """
    out = list(lines)
    total = len(lines)
    index = 0
    while index < total:
        marker = _marker_of(lines[index])
        if marker and marker[1] == "start":
            phase = marker[0]
            level: int | None = None
            previous = _previous_nonblank(lines, index)
            if previous is not None:
                heading = _heading_of(lines[previous])
                if heading and heading[1] == _PHASE_HEADINGS[phase]:
                    out[previous] = ""
                    level = heading[0]
            if level is None:
                level = _nearest_heading_level(lines, index) or _DEFAULT_BLOCK_LEVEL
            last = _strip_end(lines, index, level, phase)
            for cursor in range(index, last + 1):
                out[cursor] = ""
            index = last + 1
            continue
        if marker:
            out[index] = ""
            index += 1
            continue
        heading = _heading_of(lines[index])
        if (
            heading
            and heading[1] in _BARE_STRIP_HEADINGS
            and _strips_bare(lines, index, heading[1])
        ):
            following = _next_nonblank(lines, index)
            if following is not None and (_marker_of(lines[following]) or ("", ""))[1] == "start":
                # The start marker below owns this heading and blanks it.
                index += 1
                continue
            bare_phase = next(
                (name for name, title in _PHASE_HEADINGS.items() if title == heading[1]), None
            )
            last = _strip_end(lines, index, heading[0], bare_phase)
            for cursor in range(index, last + 1):
                out[cursor] = ""
            index = last + 1
            continue
        index += 1
    return out


# ---------------------------------------------------------------------------------------------
# Generic headings (reference.md §2.3 step 1)
# ---------------------------------------------------------------------------------------------

_WEEKDAYS = (
    "mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|"
    "fri|friday|sat|saturday|sun|sunday"
)
_MONTHS = (
    "jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|"
    "sep|sept|september|oct|october|nov|november|dec|december"
)
_DAILY_FILENAME_RE = re.compile(r"^\d{4}-\d{2}-\d{2}(?:-[^/\s]+)?\.md$", re.IGNORECASE)
_GENERIC_WORDS = frozenset(
    {"today", "yesterday", "tomorrow", "tonight", "morning", "afternoon", "evening", "night"}
)
# Tokens of a title: runs between separators (plus the markdown emphasis that often wraps a
# date heading), found one at a time since most titles fail on their first token.
_DATE_TOKENS_RE = re.compile(r"[^\s,()\[\]（）【】*_`~|·]+")

# Tokens that make a title date-like on their own ("anchors").
_ANCHOR_TOKEN_RE = re.compile(
    r"(?:"
    rf"(?:{_WEEKDAYS})\.?"
    r"|\d{4}[/.-]\d{1,2}[/.-]\d{1,2}"
    r"(?:t\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?"
    r"|\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?"
    r"|\d{1,2}\.\d{1,2}\.\d{4}"
    r"|(?:\d{4}年)?\d{1,2}月\d{1,2}[日号](?:(?:星期|周|礼拜)[一二三四五六日天])?"
    r"|(?:星期|周|礼拜)[一二三四五六日天]"
    r"|(?:今天|昨天|明天|今日|昨日|明日|今晚|早上|上午|中午|下午|晚上)+"
    r")"
)
_MONTH_TOKEN_RE = re.compile(rf"(?:{_MONTHS})\.?")
_NUMBER_TOKEN_RE = re.compile(r"\d{1,2}(?:st|nd|rd|th)?|\d{4}")
# Tokens that may accompany a date but never make one.
_FILLER_TOKEN_RE = re.compile(
    r"-|–|—|/|at|of|the|am|pm|a\.m\.|p\.m\."
    r"|\d{1,2}:\d{2}(?::\d{2})?(?:am|pm)?"
    r"|utc|gmt|z|pst|pdt|mst|mdt|cst|cdt|est|edt|cet|cest|bst|ist|jst|kst|aest|aedt"
)


def is_generic_heading(title: str) -> bool:
    """True if a heading title is too generic to be a chunk prefix (reference.md §2.3 step 1).

    Covers empty titles, daily filenames (`2026-06-15.md`), today/yesterday/morning… (and their
    Chinese equivalents), and date-like titles (`Mon, Jan 5th, 2026`, `1/5/26`, `2026-01-05`,
    `2026年6月15日`, `Monday morning`). A month name alone ("May") is not enough: it needs a number.
    """
    normalized = collapse_ws(title)
    if not normalized:
        return True
    if _DAILY_FILENAME_RE.match(normalized):
        return True
    lower = normalized.lower()
    if lower in _GENERIC_WORDS:
        return True
    anchored = False
    has_month = False
    has_number = False
    empty = True
    for found in _DATE_TOKENS_RE.finditer(lower):
        token = found.group()
        empty = False
        if token in _GENERIC_WORDS or _ANCHOR_TOKEN_RE.fullmatch(token):
            anchored = True
        elif _MONTH_TOKEN_RE.fullmatch(token):
            has_month = True
        elif _NUMBER_TOKEN_RE.fullmatch(token):
            has_number = True
        elif not _FILLER_TOKEN_RE.fullmatch(token):
            return False
    return empty or anchored or (has_month and has_number)


# ---------------------------------------------------------------------------------------------
# Chunking (reference.md §2.3, rules "A")
# ---------------------------------------------------------------------------------------------

_HEADING_RE = re.compile(r"^#{1,6}\s+(.+)$")
_ORDERED_MARKER_RE = re.compile(r"^\d+\.\s+")
_BULLET_MARKER_RE = re.compile(r"^[-*+]\s+")
_LIST_LINE_RE = re.compile(r"^(?:[-*+]\s+|\d+\.\s+)")


def split_lines(text: str) -> list[str]:
    """Split on \\r\\n, \\r or \\n (not str.splitlines: form feeds etc. must not add lines)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return _LINE_BREAK_RE.split(text)


# Where a long line may be cut, best first: after a sentence end, at a space, beside a CJK
# character (CJK text has no spaces between words).
_SENTENCE_END_RE = re.compile(r"[.!?;。！？；…](?=\s|$)|[。！？；]")
_REDACTED = "[REDACTED"
# A cut is looked for in the last half of the allowed length, so no piece is tiny.
_MIN_PIECE_SHARE = 0.5


def _cut_position(text: str, limit: int) -> int:
    """Where to cut `text` (longer than `limit`) so the first piece fits: a sentence end, else
    a space, else a CJK boundary, else `limit` itself (moved off a redaction marker)."""
    window = text[: limit + 1]
    floor = int(limit * _MIN_PIECE_SHARE)
    ends = [m.end() for m in _SENTENCE_END_RE.finditer(window) if floor <= m.end() <= limit]
    if ends:
        return ends[-1]
    space = window.rfind(" ", floor)
    if space > 0:
        return space
    for cut in range(limit, floor, -1):
        if is_cjk(text[cut - 1]) or is_cjk(text[cut]):
            return cut
    # A redaction marker (`[REDACTED]`, `[REDACTED:kind]`) cut in two would no longer say so.
    marker = text.rfind(_REDACTED, 0, limit + len(_REDACTED))
    if 0 < marker < limit and text.find("]", marker) >= limit:
        return marker
    return limit


def split_long_text(text: str, limit: int = MAX_CHUNK_CHARS) -> list[str]:
    """`text` cut into consecutive pieces of at most `limit` characters, nothing dropped
    (algorithm.md §3): at a sentence end, else a word or CJK boundary, else a hard cut."""
    pieces: list[str] = []
    rest = collapse_ws(text)
    while len(rest) > limit:
        cut = _cut_position(rest, limit)
        pieces.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    if rest:
        pieces.append(rest)
    return pieces


def document_lines(text: str) -> list[str]:
    """The lines of a file as ingestion numbers them (split_lines), without the empty "line"
    after a final newline: what `memory_get` shows and cites, so line N is the same line for
    both (a form feed or U+2028 inside a line never starts a new one)."""
    lines = split_lines(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _strip_list_marker(text: str) -> str:
    return _BULLET_MARKER_RE.sub("", _ORDERED_MARKER_RE.sub("", text, count=1), count=1).strip()


def _normalize_heading(line: str) -> str | None:
    """The active-heading text for a valid heading line, else None (reference.md §2.3 step 1)."""
    match = _HEADING_RE.match(line.strip())
    if not match:
        return None
    heading = _strip_list_marker(match.group(1))
    if not heading or is_generic_heading(heading):
        return None
    return collapse_ws(heading)[:MAX_CHUNK_CHARS]


def _normalize_snippet(trimmed: str) -> str | None:
    """Line text without its list marker, or None when it is dropped (reference.md §2.3 step 3)."""
    if not trimmed or trimmed.startswith(("#", "<!--")):
        return None
    body = _strip_list_marker(trimmed)
    if len(body) < MIN_SNIPPET_CHARS:
        return None
    return collapse_ws(body)


def _render(heading: str | None, lines: list[str], kind: str) -> str:
    """Untruncated chunk text: `heading: ` + lines joined by `; ` (lists) or ` ` (paragraphs)."""
    body = ("; " if kind == "list" else " ").join(lines).strip()
    return collapse_ws(f"{heading}: {body}" if heading else body)


def chunk_daily_note(text: str) -> list[Chunk]:
    """Chunk a daily note (algorithm.md §3, reference.md §2.3 "A"), after blank_managed_blocks.

    Valid headings flush and become the prefix of later chunks; generic headings are dropped
    and flush but leave the active heading unchanged (as in A). Blank and `<!--` lines flush.
    Lines under 8 characters (after the list marker) are dropped and flush. A new chunk starts on
    a list/paragraph type change, at 4 lines, or when the candidate text would exceed 280 chars.
    """
    return chunk_lines(strip_dream_output(split_lines(text)))


def strip_dream_output(lines: list[str]) -> list[str]:
    """Blank managed blocks and pasted dream output, keeping line numbers (before chunking)."""
    return blank_dream_output(blank_managed_blocks(lines))


def _long_line_chunks(heading: str | None, snippet: str, number: int) -> list[Chunk]:
    """Consecutive chunks citing line `number`, together holding all of a line too long for one
    chunk (algorithm.md §3); a very long heading is shortened so each piece keeps half the room."""
    prefix = ""
    if heading:
        prefix = f"{heading[: MAX_CHUNK_CHARS // 2 - 2].rstrip()}: "
    pieces = split_long_text(snippet, MAX_CHUNK_CHARS - len(prefix))
    texts = (collapse_ws(prefix + piece) for piece in pieces)
    return [Chunk(number, number, text) for text in texts if len(text) >= MIN_SNIPPET_CHARS]


def chunk_lines(lines: list[str]) -> list[Chunk]:
    """Chunk note lines that `strip_dream_output` has already cleaned (see chunk_daily_note)."""
    chunks: list[Chunk] = []
    active_heading: str | None = None
    chunk_lines: list[str] = []
    chunk_kind = "paragraph"
    start_line = end_line = 0

    def flush() -> None:
        nonlocal chunk_lines
        if chunk_lines:
            rendered = _render(active_heading, chunk_lines, chunk_kind)
            if len(rendered) >= MIN_SNIPPET_CHARS:
                chunks.append(Chunk(start_line, end_line, rendered))
        chunk_lines = []

    for number, line in enumerate(lines, start=1):
        heading = _normalize_heading(line)
        if heading is not None:
            flush()
            active_heading = heading
            continue
        trimmed = line.strip()
        snippet = _normalize_snippet(trimmed)
        if snippet is None:
            flush()
            continue
        kind = "list" if _LIST_LINE_RE.match(trimmed) else "paragraph"
        if len(_render(active_heading, [snippet], kind)) > MAX_CHUNK_CHARS:
            flush()
            chunks.extend(_long_line_chunks(active_heading, snippet, number))
            continue
        # A's own 280 check measured an already-truncated string and so never fired; the
        # contract (algorithm.md §3) wants the split, so measure the untruncated candidate.
        if chunk_lines and (
            kind != chunk_kind
            or len(chunk_lines) >= MAX_CHUNK_LINES
            or len(_render(active_heading, [*chunk_lines, snippet], kind)) > MAX_CHUNK_CHARS
        ):
            flush()
        if not chunk_lines:
            start_line = number
            chunk_kind = kind
        chunk_lines.append(snippet)
        end_line = number
    flush()
    return chunks
