"""Ranking with context (algorithm.md §7.4): a fragment is read with its neighbours.

An answer told over several lines — a question in one turn, its answer in the next; a `##`
section whose heading and items say different halves of it — has its words spread over several
fragments, each of which matches the query only in part. So a fragment's score also counts the
query terms its window holds: the fragments up to `REACH` places before and after it in the same
file, inside the same `##` section of a note (any heading line ends a window) or among the
adjacent turns of a transcript:

    present_w(term) = max(present(term, itself), 0.9 × max over the window of present(term, ·))
    context         = coverage_w² × 0.60
    score           = max(own score, context)

The fragment is in its own window, so context only adds: an isolated fragment keeps its score
(up to its focus term), and as context never reaches 0.70 a fragment holding every term itself
still ranks above any window (§7.2). Among the fragments of one window, which score alike, the
one that holds more itself comes first (`recall` breaks ties by the own score). Windows are
built at query time from the occurrences the store keeps (`store.neighbours`) around the
best-scored candidates. Measured on `python -m bench.conversation`: a five-fragment window
(reach 2) found more evidence than three or seven, and weighting a neighbour less by its
distance (0.8 or 0.9 a place) found less.

A topic section (under a `##` or deeper heading) is one unit of context: of the fragments its
context raises, only the best keeps the raise, and its other fragments rank by their own words,
so one section's lines do not fill the top hits by what the section holds (quality top-3 292 →
295 of 323; the conversation bench, whose notes have no `##` sections, unchanged). Transcripts
and notes without `##` sections keep every raise: a turn answering the one before it holds none
of its words (one raise per section there cost temporal questions 59.7 → 41.9 %).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtui.engine.store.neighbours import Place, places_around, search_texts

REACH = 2  # places each side: a five-fragment window, like the usual 5-turn baseline
SEEDS = 10  # the best-scored candidates whose surroundings are read (more found less)
# A term only a neighbour holds counts for this much of its presence: a fragment's own words
# weigh more than the ones it borrows (`python -m bench.conversation` and `bench.quality`: 0.9
# found more than 1.0 on both, lower weights traded conversation recall for story top-3).
NEIGHBOUR_WEIGHT = 0.9
CONTEXT_BASE = 0.60  # a partial match's base (§7.2): a window is scored as one partial match
# Lines read around a seed to find its places: two fragments of up to four lines each side,
# with the blank lines between them.
LINE_REACH = 12
# What a heading line starts with: one to six marks and a space.
_HEADING_RE = re.compile(r"#{1,6}\s")
# A heading after the first line, found by the newline before it: a pattern that starts with a
# literal is searched for quickly, where `^` in MULTILINE mode was tried at every character (a
# 37 kB note took 0.4 ms, most of the time a search spent on context windows).
_LATER_HEADING_RE = re.compile(r"\n#(?=#{0,5}\s)")

# A fragment's presence of each query term (text, search text → one share per term).
PresenceOf = Callable[[str, str], Sequence[float]]


@dataclass(frozen=True)
class _Headings:
    signature: tuple[int, int, int]
    lines: tuple[int, ...]
    # The heading lines of a topic section (`##` or deeper): a note's `#` title is none.
    topics: frozenset[int] = frozenset()


_HEADINGS: dict[Path, _Headings] = {}


def heading_lines(path: Path) -> tuple[int, ...]:
    """The 1-based numbers of a note's heading lines (none for a transcript or a missing file),
    read again only when the file changed."""
    return _headings(path).lines


_NONE = _Headings((0, 0, 0), ())


def _headings(path: Path) -> _Headings:
    """A note's heading lines and which of them open a topic section (`_NONE` for a
    transcript or a missing file), read again only when the file changed."""
    if path.suffix.lower() != ".md":
        return _NONE
    try:
        st = path.stat()
        signature = (st.st_ino, st.st_size, st.st_mtime_ns)
        cached = _HEADINGS.get(path)
        if cached is not None and cached.signature == signature:
            return cached
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return _NONE
    found = [1] if _HEADING_RE.match(text) else []
    topics = [1] if text.startswith("##") and found else []
    line, pos = 1, 0
    for m in _LATER_HEADING_RE.finditer(text):  # newlines counted once, from heading to heading
        start = m.start() + 1
        line += text.count("\n", pos, start)
        pos = start
        found.append(line)
        if text.startswith("##", start):
            topics.append(line)
    headings = _Headings(signature, tuple(found), frozenset(topics))
    _HEADINGS[path] = headings
    return headings


def _windows(
    places: Sequence[Place], headings: Sequence[int], topics: frozenset[int] = frozenset()
) -> tuple[list[int], set[int]]:
    """The section number of each place of one file (places in line order): a heading line
    between two places, or more than `LINE_REACH` unread lines, separates them; and the
    sections under a topic heading (the last heading above them is one of `topics`)."""
    sections: list[int] = []
    in_topic: set[int] = set()
    section, h, prev_end, last = 0, 0, 0, 0
    for n, (_fid, _path, start, end) in enumerate(places):
        if n and start - prev_end > LINE_REACH:
            section += 1
        while h < len(headings) and headings[h] < start:
            if n and headings[h] > prev_end:
                section += 1
            last = headings[h]
            h += 1
        sections.append(section)
        if last in topics:
            in_topic.add(section)
        prev_end = max(prev_end, end)
    return sections, in_topic


def context_scores(
    conn: Any,
    backend: str,
    workspace_id: int,
    root: Path,
    own: Mapping[int, float],
    presence: dict[int, Sequence[float]],
    weights: Sequence[float],
    presence_of: PresenceOf,
) -> dict[int, float]:
    """Each fragment's context score (module docstring) around the `SEEDS` best of `own`;
    `presence` holds the candidates' term presences and gains the neighbours'."""
    seeds = sorted(own, key=lambda f: (-own[f], -f))[:SEEDS]
    places = places_around(conn, backend, workspace_id, seeds, LINE_REACH)
    by_path: dict[str, list[Place]] = {}
    for place in places:
        by_path.setdefault(place[1], []).append(place)
    # Context is computed for the places within REACH of a seed; their windows need the
    # presences of the places within twice that.
    seed_ids = set(seeds)
    centres: dict[str, set[int]] = {}
    needed: set[int] = set()
    for path, rows in by_path.items():
        at = [n for n, row in enumerate(rows) if row[0] in seed_ids]
        near = {m for n in at for m in range(n - REACH, n + REACH + 1) if 0 <= m < len(rows)}
        centres[path] = near
        needed |= {
            rows[m][0]
            for n in near
            for m in range(max(0, n - REACH), min(len(rows), n + REACH + 1))
        }
    unknown = needed - presence.keys()
    for fid, (text, search_text) in search_texts(
        conn, backend, workspace_id, list(unknown)
    ).items():
        presence[fid] = presence_of(text, search_text)
    total = sum(weights) or 1.0
    out: dict[int, float] = {}
    # Where each fragment scored its context: a topic section (path, section), or None.
    best_in: dict[int, tuple[str, int] | None] = {}
    for path, rows in by_path.items():
        headings = _headings(root / path)
        sections, in_topic = _windows(rows, headings.lines, headings.topics)
        for n in sorted(centres[path]):
            window = [
                p
                for m in range(max(0, n - REACH), min(len(rows), n + REACH + 1))
                if sections[m] == sections[n] and (p := presence.get(rows[m][0]))
            ]
            mine = presence.get(rows[n][0]) or ()
            held = 0.0
            for t, w in enumerate(weights):
                borrowed = max((p[t] for p in window), default=0.0) * NEIGHBOUR_WEIGHT
                held += w * max(mine[t] if mine else 0.0, borrowed)
            score = (held / total) ** 2 * CONTEXT_BASE
            fid = rows[n][0]
            if score > out.get(fid, 0.0):
                out[fid] = score
                best_in[fid] = (path, sections[n]) if sections[n] in in_topic else None
    return _one_per_topic(out, own, best_in)


def _one_per_topic(
    out: dict[int, float],
    own: Mapping[int, float],
    best_in: Mapping[int, tuple[str, int] | None],
) -> dict[int, float]:
    """`out` with one fragment per topic section raised by context: the best, ranked as
    `recall` ranks (the one holding more itself first); the section's others keep their own
    score, as a section is one unit of context, not one per line."""
    raised: dict[tuple[str, int], list[int]] = {}
    for fid, section in best_in.items():
        if section is not None and out[fid] > own.get(fid, 0.0):
            raised.setdefault(section, []).append(fid)
    for fids in raised.values():
        fids.sort(key=lambda f: (-out[f], -own.get(f, 0.0), -f))
        for fid in fids[1:]:
            del out[fid]
    return out
