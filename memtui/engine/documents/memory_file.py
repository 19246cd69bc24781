"""MEMORY.md: promotion sections, budget compaction, undo and rehydration (reference.md §6.3).

Pure string-in/string-out functions; the caller reads and writes the file (atomic.py) and keeps
the previous version for undo (algorithm.md §6 Deep).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from memtui.engine.documents.chunking import split_lines
from memtui.engine.documents.dreams_file import DREAMING_MARKER_RE, format_fixed, neutralize_markers
from memtui.engine.similarity import MemoryEntry, statement_claim_terms
from memtui.engine.text import CJK_CLASS, collapse_ws

MEMORY_HEADER = "# Long-Term Memory\n\n"
# reference.md §6.3 step 6: the header and the trailing newline are reserved from the budget.
HEADER_RESERVE = 21
PROMOTION_SECTION_TITLE = "## Promoted From Short-Term Memory"
PROMOTION_HEADING_RE = re.compile(r"^## Promoted From Short-Term Memory \((.+)\)\s*$")
PROMOTION_MARKER_RE = re.compile(r"<!--\s*openclaw-memory-promotion:([^\n]*?)\s*-->")
_MARKER_LINE_RE = re.compile(r"^[ \t]*<!--\s*openclaw-memory-promotion:([^\n]*?)\s*-->[ \t]*\r?$")
_LEADING_LIST_MARKER_RE = re.compile(r"^[-*+]\s+")
_ORDERED_MARKER_RE = re.compile(r"^\d+\.\s+")
_CJK_RE = re.compile(f"[{CJK_CLASS}]")
_HAS_WORD_RE = re.compile(r"[^\W_]")
_LINE_SPLIT_RE = re.compile(r"\r?\n")
_TOP_HEADING_RE = re.compile(r"^#{1,2}(?:\s|$)")
_METADATA_LEAD = " [score="
_SENTENCE_ENDS = (". ", "! ", "? ")
_CJK_SENTENCE_ENDS = ("。", "！", "？")
_MAX_PREFIX_SPLITS = 4


def promotion_keys(doc: str) -> set[str]:
    """Keys of ``<!-- openclaw-memory-promotion:KEY -->`` markers (reference.md §6.3 step 4)."""
    return {match.group(1) for match in PROMOTION_MARKER_RE.finditer(doc)}


# ---------------------------------------------------------------- token estimate and truncation


def estimate_tokens(text: str) -> int:
    """1 token per CJK character plus ``ceil(other characters / 4)`` (algorithm.md §6 Deep)."""
    cjk = len(_CJK_RE.findall(text))
    return cjk + math.ceil((len(text) - cjk) / 4)


def truncate_to_tokens(text: str, max_tokens: int = 160) -> str:
    """Trim ``text`` to about ``max_tokens`` (algorithm.md §6 Deep, reference.md §6.3 step 5).

    Takes the longest prefix within the limit, then cuts after the last sentence end if it is at
    ≥ 55% of that prefix, else at the last space if ≥ 65%, else hard; appends ``...``. The result
    estimates at most ``max_tokens + 1`` (the ellipsis). Text within the limit is only trimmed.
    """
    text = text.strip()
    limit = max(0, max_tokens)
    if estimate_tokens(text) <= limit:
        return text
    cjk = other = length = 0
    for ch in text:
        next_cjk, next_other = (cjk + 1, other) if _CJK_RE.match(ch) else (cjk, other + 1)
        if next_cjk + math.ceil(next_other / 4) > limit:
            break
        cjk, other, length = next_cjk, next_other, length + 1
    prefix = text[:length]
    sentence = max(
        max(prefix.rfind(sep) for sep in _SENTENCE_ENDS),
        max(prefix.rfind(sep) for sep in _CJK_SENTENCE_ENDS),
    )
    space = prefix.rfind(" ")
    if sentence >= 0 and sentence >= 0.55 * length:
        cut = prefix[: sentence + 1]
    elif space >= 0 and space >= 0.65 * length:
        cut = prefix[:space]
    else:
        cut = prefix
    return cut.rstrip() + "..."


# ---------------------------------------------------------------- bullets


@dataclass(frozen=True)
class PromotionItem:
    """One promotion to write; ``text`` should already be truncated (truncate_to_tokens)."""

    key: str
    text: str
    score: float
    recalls: int
    avg: float
    path: str
    start_line: int
    end_line: int
    # Every place the claim was stated (`path:s-e`, a few listed, `more_sources` counted) and
    # the days it was written on; written before `source=` (algorithm.md §6.6). Empty: omitted.
    sources: tuple[str, ...] = ()
    more_sources: int = 0
    days: int = 0


def _check_key(key: str) -> None:
    # The key lives inside an HTML comment on one line and must read back identically.
    if not key or key != key.strip() or "\n" in key or "\r" in key or "-->" in key:
        raise ValueError(f"promotion key {key!r} cannot be stored in a marker")


def _bullet_text(text: str) -> str:
    return neutralize_markers(_LEADING_LIST_MARKER_RE.sub("", collapse_ws(text), count=1))


def render_bullet(item: PromotionItem) -> str:
    """Marker line plus bullet (reference.md §6.3 step 5, A format).

    ``<!-- openclaw-memory-promotion:<key> -->`` then
    ``- <text> [score=0.000 recalls=N avg=0.000 days=D sources=p:s-e,p:s-e,+N more
    source=path:s-e]`` (``days=`` and ``sources=`` only when known; ``source=`` stays last, for
    the readers that take it as the bracket's tail). Whitespace in the text is collapsed (a
    bullet is one line), a leading list marker dropped, markers neutralized.
    """
    _check_key(item.key)
    return (
        f"<!-- openclaw-memory-promotion:{item.key} -->\n"
        f"- {_bullet_text(item.text)} [score={format_fixed(item.score, 3)} "
        f"recalls={item.recalls} avg={format_fixed(item.avg, 3)}{_evidence_fields(item)} "
        f"source={item.path}:{item.start_line}-{item.end_line}]"
    )


def _evidence_fields(item: PromotionItem) -> str:
    """`` days=D sources=…`` of a claim's entry ('' for a promotion without them)."""
    out = f" days={item.days}" if item.days > 0 else ""
    if item.sources:
        listed = [neutralize_markers(s.replace("]", "")) for s in item.sources]
        more = [f"+{item.more_sources} more"] if item.more_sources > 0 else []
        out += " sources=" + ",".join([*listed, *more])
    return out


@dataclass(frozen=True)
class AppliedPromotion:
    """A promotion bullet read back from MEMORY.md (``day`` None outside a promotion section)."""

    key: str
    day: str | None
    text: str
    line: int


def parse_promotions(doc: str) -> list[AppliedPromotion]:
    """Every marker that is followed by a bullet, in document order; ``text`` omits metadata."""
    lines = _LINE_SPLIT_RE.split(doc)
    found: list[AppliedPromotion] = []
    day: str | None = None
    for index, line in enumerate(lines):
        if line.startswith("## "):
            heading = PROMOTION_HEADING_RE.match(line)
            day = heading.group(1) if heading else None
            continue
        marker = _MARKER_LINE_RE.match(line)
        if marker is None or index + 1 >= len(lines):
            continue
        bullet = lines[index + 1].strip()
        if not bullet.startswith("- "):
            continue
        body = bullet[2:]
        cut = body.rfind(_METADATA_LEAD)
        found.append(
            AppliedPromotion(marker.group(1), day, body[:cut] if cut >= 0 else body, index + 2)
        )
    return found


# ---------------------------------------------------------------- blocks and compaction


def _split_blocks(lines: list[str]) -> list[list[str]]:
    """Split lines into blocks at lines starting ``## `` (reference.md §6.3 step 6); lossless."""
    blocks: list[list[str]] = []
    current: list[str] = []
    for line in lines:
        if line.startswith("## ") and current:
            blocks.append(current)
            current = []
        current.append(line)
    blocks.append(current)
    return blocks


def _join_blocks(blocks: list[list[str]]) -> str:
    return "\n".join("\n".join(block) for block in blocks)


def _generated_section_day(block: list[str]) -> str | None:
    """The date of a promotion section holding only generated lines, else None.

    Generated lines are blank lines, promotion markers and the one bullet after each marker.
    Anything else is the user's writing, and the whole section is then kept (algorithm.md §6).
    """
    heading = PROMOTION_HEADING_RE.match(block[0])
    if heading is None:
        return None
    expect_bullet = False
    for line in block[1:]:
        stripped = line.strip()
        if _MARKER_LINE_RE.match(stripped):
            expect_bullet = True
        elif not stripped or (expect_bullet and stripped.startswith("- ")):
            expect_bullet = False
        else:
            return None
    return heading.group(1)


def _compact(
    existing: str, extra_chars: int, budget_chars: int, keep_keys: set[str]
) -> tuple[str, list[str]]:
    """Drop oldest promotion sections until ``existing`` plus ``extra_chars`` fits
    (reference.md §6.3 step 6).

    effective = max(0, budget − 21). Blocks split at lines starting ``## ``; only
    ``## Promoted From Short-Term Memory (date)`` sections are dropped, date ascending, each
    drop counting ``len(block) + 1`` (the + 1 only while more than one block remains). A section
    holding any line memtui did not generate, or a key of ``keep_keys``, is kept. If it still
    does not fit the caller writes anyway. ``budget_chars <= 0`` disables compaction. Returns the
    new existing text and the dropped dates in drop order.
    """
    if budget_chars <= 0:
        return existing, []
    effective = max(0, budget_chars - HEADER_RESERVE)
    total = len(existing) + extra_chars
    if total <= effective:
        return existing, []
    blocks = _split_blocks(existing.split("\n"))
    droppable: list[tuple[str, int]] = []
    for index, block in enumerate(blocks):
        day = _generated_section_day(block)
        if day is None or (keep_keys and promotion_keys("\n".join(block)) & keep_keys):
            continue
        droppable.append((day, index))
    droppable.sort(key=lambda pair: pair[0])  # stable: same dates keep document order
    remaining = len(blocks)
    dropped_days: list[str] = []
    dropped_blocks: set[int] = set()
    for day, index in droppable:
        if total <= effective:
            break
        total -= len("\n".join(blocks[index])) + (1 if remaining > 1 else 0)
        remaining -= 1
        dropped_days.append(day)
        dropped_blocks.add(index)
    if not dropped_blocks:
        return existing, []
    kept = [block for index, block in enumerate(blocks) if index not in dropped_blocks]
    return _join_blocks(kept), dropped_days


# ---------------------------------------------------------------- append


@dataclass(frozen=True)
class AppendResult:
    """Outcome of :func:`append_promotions`; ``text`` is the whole new MEMORY.md."""

    text: str
    appended: list[str]
    reconciled: list[str]
    dropped_dates: list[str]


def _with_trailing_newline(text: str) -> str:
    return text if text.endswith("\n") else text + "\n"


def append_promotions(
    doc: str, day: str, items: Sequence[PromotionItem], budget_chars: int = 10_000
) -> AppendResult:
    """Append promotions under today's section, then compact (reference.md §6.3 steps 4–7).

    Keys already marked in ``doc`` (or repeated in ``items``) are reconciled, not appended; so a
    second identical call returns the text unchanged. New bullets go into an existing section for
    ``day`` if there is one (the last such section), else into a new
    ``## Promoted From Short-Term Memory (<day>)`` section at the end. A blank document gets the
    ``# Long-Term Memory`` header. Compaction never drops a section holding a key from ``items``.
    Item texts are written as given: truncate them first (:func:`truncate_to_tokens`).
    """
    if "\n" in day or "\r" in day:
        raise ValueError(f"day {day!r} must be a single line")
    present = promotion_keys(doc)
    appended: list[str] = []
    reconciled: list[str] = []
    bullets: list[str] = []
    for item in items:
        if item.key in present:
            reconciled.append(item.key)
            continue
        bullets.append(render_bullet(item))
        appended.append(item.key)
        present.add(item.key)
    if not appended:
        return AppendResult(doc, [], reconciled, [])
    batch_keys = {item.key for item in items}

    blocks = _split_blocks(doc.split("\n"))
    same_day = [
        index
        for index, block in enumerate(blocks)
        if (heading := PROMOTION_HEADING_RE.match(block[0])) and heading.group(1) == day
    ]
    if same_day:
        block = blocks[same_day[-1]]
        last = max(i for i, line in enumerate(block) if line.strip() or i == 0)
        spacer = [""] if last == 0 else []
        bullet_lines = "\n".join(bullets).split("\n")
        blocks[same_day[-1]] = block[: last + 1] + spacer + bullet_lines + block[last + 1 :]
        merged, dropped = _compact(_join_blocks(blocks), 0, budget_chars, batch_keys)
        return AppendResult(_with_trailing_newline(merged), appended, reconciled, dropped)

    section = f"\n{PROMOTION_SECTION_TITLE} ({day})\n\n" + "\n".join(bullets) + "\n"
    base, dropped = _compact(doc, len(section), budget_chars, batch_keys)
    if not base.strip():
        # A new file: header, then the section without a second blank line.
        text = MEMORY_HEADER + section.lstrip("\n")
    else:
        text = _with_trailing_newline(base) + section
    return AppendResult(text, appended, reconciled, dropped)


# ---------------------------------------------------------------- undo and edit


def remove_promotion(doc: str, key: str) -> tuple[str, bool]:
    """Remove the marker for ``key`` and the bullet after it (undo of one promotion).

    A promotion section left with nothing but blank lines is removed with its heading, so undoing
    every bullet of an append restores the previous text. A marker sharing its line with other
    text loses only the marker. Returns (new doc, found).
    """
    lines = doc.split("\n")
    removed: set[int] = set()
    found = False
    for index, line in enumerate(lines):
        marker = _MARKER_LINE_RE.match(line)
        if marker is not None and marker.group(1) == key:
            found = True
            removed.add(index)
            if index + 1 < len(lines) and lines[index + 1].lstrip().startswith("- "):
                removed.add(index + 1)
            continue
        inline = [m for m in PROMOTION_MARKER_RE.finditer(line) if m.group(1) == key]
        for match in reversed(inline):
            found = True
            line = line[: match.start()] + line[match.end() :]
        lines[index] = line
    if not found:
        return doc, False

    kept_blocks: list[list[str]] = []
    position = 0
    for block in _split_blocks(lines):
        span = range(position, position + len(block))
        position += len(block)
        kept = [line for index, line in zip(span, block, strict=True) if index not in removed]
        if not kept:
            continue
        touched = any(index in removed for index in span)
        if (
            touched
            and PROMOTION_HEADING_RE.match(kept[0])
            and not any(line.strip() for line in kept[1:])
        ):
            continue
        kept_blocks.append(kept)
    text = _join_blocks(kept_blocks)
    if doc.endswith("\n") and text:
        text = _with_trailing_newline(text)
    return text, True


def replace_promotion_text(doc: str, key: str, new_text: str) -> tuple[str, bool]:
    """Replace the text of the bullet marked ``key``, keeping its ``[score=…]`` suffix.

    The new text is cleaned like :func:`render_bullet` does. A marker whose bullet is gone gets
    a new bullet. Returns (new doc, found).
    """
    text = _bullet_text(new_text)
    if not text:
        raise ValueError("a promotion needs text; use remove_promotion to delete it")
    lines = doc.split("\n")
    found = False
    index = 0
    while index < len(lines):
        marker = _MARKER_LINE_RE.match(lines[index])
        if marker is None or marker.group(1) != key:
            index += 1
            continue
        found = True
        following = lines[index + 1] if index + 1 < len(lines) else None
        if following is not None and following.lstrip().startswith("- "):
            carriage = "\r" if following.endswith("\r") else ""
            bullet = following.removesuffix("\r")
            indent = bullet[: len(bullet) - len(bullet.lstrip())]
            body = bullet.lstrip()[2:]
            cut = body.rfind(_METADATA_LEAD)
            suffix = body[cut:] if cut >= 0 else ""
            lines[index + 1] = f"{indent}- {text}{suffix}{carriage}"
        else:
            lines.insert(index + 1, f"- {text}")
        index += 2
    return ("\n".join(lines), True) if found else (doc, False)


_EVIDENCE_RE = re.compile(
    r"^(?P<head>score=\S+ recalls=\S+ avg=\S+)(?: days=\d+)?(?: sources=.*?)?(?P<tail> source=.*)$"
)


def update_promotion_evidence(
    doc: str, item: PromotionItem, *, whole: bool = False
) -> tuple[str, bool]:
    """Set ``days=`` and ``sources=`` of the entry marked ``item.key`` to the item's (a claim
    that restates the entry reinforces it, algorithm.md §6.5); its text, score, recall count
    and ``source=`` stay as they are — unless ``whole``: then every field is the item's (a
    newer rule replacing the entry's text brings its own evidence). An entry whose metadata is
    not memtui's shape is left alone. Returns (new doc, updated)."""
    lines = doc.split("\n")
    updated = False
    for index, line in enumerate(lines[:-1]):
        marker = _MARKER_LINE_RE.match(line)
        bullet = lines[index + 1]
        if marker is None or marker.group(1) != item.key or not bullet.lstrip().startswith("- "):
            continue
        carriage = "\r" if bullet.endswith("\r") else ""
        body = bullet.removesuffix("\r")
        cut = body.rfind(_METADATA_LEAD)
        fields = _EVIDENCE_RE.match(body[cut + 2 : -1]) if cut >= 0 and body.endswith("]") else None
        if fields is None:
            continue
        head, tail = fields.group("head"), fields.group("tail")
        if whole:
            head = (
                f"score={format_fixed(item.score, 3)} recalls={item.recalls} "
                f"avg={format_fixed(item.avg, 3)}"
            )
            tail = f" source={item.path}:{item.start_line}-{item.end_line}"
        lines[index + 1] = f"{body[: cut + 2]}{head}{_evidence_fields(item)}{tail}]{carriage}"
        updated = True
    return ("\n".join(lines), True) if updated else (doc, False)


# ---------------------------------------------------------------- rehydration


@dataclass(frozen=True)
class Rehydrated:
    """Where a promotion's text lives in its source file now (1-based, inclusive)."""

    start_line: int
    end_line: int
    text: str


def _fenced_lines(lines: list[str]) -> list[bool]:
    """Lines inside (or marking) ``<!-- openclaw:dreaming:*:start/end -->`` fences.

    A fence without an end marker stops before the next level-1/2 heading (reference.md §2.2).
    """
    fenced = [False] * len(lines)
    open_fence = False
    for index, line in enumerate(lines):
        markers = list(DREAMING_MARKER_RE.finditer(line))
        if open_fence and not markers and _TOP_HEADING_RE.match(line):
            open_fence = False
        if markers:
            fenced[index] = True
            for marker in markers:
                open_fence = marker.group(2) == "start"
        elif open_fence:
            fenced[index] = True
    return fenced


def _strip_list_marker(line: str) -> str:
    stripped = _ORDERED_MARKER_RE.sub("", line.strip(), count=1)
    return _LEADING_LIST_MARKER_RE.sub("", stripped, count=1)


def _target_variants(target: str) -> list[tuple[str, str]]:
    """(prefix, comparable text): the target itself, then minus each candidate heading prefix."""
    variants = [("", target)]
    start = 0
    for _ in range(_MAX_PREFIX_SPLITS):
        cut = target.find(": ", start)
        if cut <= 0:
            break
        rest = target[cut + 2 :]
        if rest:
            variants.append((target[:cut], rest))
        start = cut + 2
    return variants


def rehydrate(
    file_text: str,
    start_line: int,
    end_line: int,
    target: str,
    normalize: Callable[[str], str] | None = None,
) -> Rehydrated | None:
    """Re-locate a promotion's text in the current source file (reference.md §6.3 step 2).

    Keeps the stored range when its text equals the target; else scans every window of
    1..min(lines, max(stored span + 3, 8)) lines. Quality 3 = equal, 2 = window contains target,
    1 = target contains window; best by quality, then distance from the stored start, then span
    difference. Windows overlapping a dreaming fence, holding promotion markers or without any
    letter or digit never match (so text found only inside a managed block gives None).

    memtui fragments carry a ``heading: `` prefix and join list lines with ``; `` (algorithm.md
    §3), so a window also matches through its lines with list markers stripped, joined by ``; ``
    or `` ``, against the target with or without a leading ``<heading>: ``. The returned text is
    the matching window rendered the way it matched (prefix restored), so an unchanged fragment
    comes back as its own text. An empty target takes the stored range as is.

    ``normalize`` (default: collapse whitespace and trim) is applied to the target and to each
    line; a window's text is its non-empty normalized lines joined. For whitespace-collapsing
    normalizers that equals the reference's ``normalize(lines.join(" "))``, and it keeps the
    scan linear in the window count.
    """
    norm = normalize or collapse_ws
    # The chunker's own line split (\r\n, \r or \n), so line numbers agree with the fragment's.
    lines = split_lines(file_text)
    count = len(lines)
    start_line = max(1, start_line)
    end_line = max(start_line, end_line)
    stored_span = end_line - start_line + 1
    fenced = _fenced_lines(lines)
    # A line that can never be part of a matching window, and lines that carry words.
    blocked = [
        fenced[index] or PROMOTION_MARKER_RE.search(line) is not None
        for index, line in enumerate(lines)
    ]
    wordy = [_HAS_WORD_RE.search(line) is not None for line in lines]
    raw = [norm(line) for line in lines]
    wanted = norm(target)

    def usable(first: int, last: int) -> bool:
        return not any(blocked[first:last]) and any(wordy[first:last])

    if not wanted:
        last = min(end_line, count)
        if start_line > count or not usable(start_line - 1, last):
            return None
        text = " ".join(piece for piece in raw[start_line - 1 : last] if piece)
        return Rehydrated(start_line, last, text) if text else None

    targets = [(prefix, norm(rest)) for prefix, rest in _target_variants(wanted)]
    bare = [norm(_strip_list_marker(line)) for line in lines]

    def judge(first: int, last: int) -> tuple[int, str]:
        raw_parts = [piece for piece in raw[first:last] if piece]
        bare_parts = [piece for piece in bare[first:last] if piece]
        best_quality, best_text = 0, ""
        for shown in (" ".join(raw_parts), "; ".join(bare_parts), " ".join(bare_parts)):
            if not shown:
                continue
            for prefix, comparable in targets:
                if shown == comparable:
                    quality = 3
                elif comparable in shown:
                    quality = 2
                elif shown in comparable:
                    quality = 1
                else:
                    continue
                if quality > best_quality:
                    best_quality = quality
                    best_text = f"{prefix}: {shown}" if prefix else shown
        return best_quality, best_text

    if end_line <= count and usable(start_line - 1, end_line):
        quality, _ = judge(start_line - 1, end_line)
        if quality == 3:
            return Rehydrated(start_line, end_line, wanted)

    max_span = min(count, max(stored_span + 3, 8))
    best: tuple[int, int, int] | None = None
    best_match: Rehydrated | None = None
    for first in range(count):
        has_words = False
        for span in range(1, min(max_span, count - first) + 1):
            last = first + span
            if blocked[last - 1]:
                break  # every longer window from here contains this line too
            has_words = has_words or wordy[last - 1]
            if not has_words:
                continue
            quality, text = judge(first, last)
            if not quality:
                continue
            rank = (-quality, abs(first + 1 - start_line), abs(span - stored_span))
            if best is None or rank < best:
                best = rank
                best_match = Rehydrated(first + 1, last, text)
    return best_match


# ------------------------------------------------------------------ MEMORY.md's statements

_ENTRY_LEAD_RE = re.compile(r"^\s*(?:[-*+]|\d+\.)\s+")
_METADATA_RE = re.compile(r"\s\[score=[^\]]*\]\s*$")


def memory_entries(doc: str) -> list[MemoryEntry]:
    """The statements of MEMORY.md, one per list item or paragraph line; headings, markers and
    promotion metadata left out. Each carries its claim terms, for matching a claim to it."""
    out: list[MemoryEntry] = []
    key: str | None = None
    for number, line in enumerate(doc.splitlines(), start=1):
        marker = PROMOTION_MARKER_RE.search(line)
        if marker:
            key = marker.group(1).strip()
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", "<!--")):
            key = None
            continue
        text = _METADATA_RE.sub("", _ENTRY_LEAD_RE.sub("", stripped)).strip()
        if text:
            out.append(MemoryEntry(key, text, number, statement_claim_terms(text)))
        key = None
    return out
