"""The view of a text that the secret rules read: look-alikes folded, invisible marks and key wraps
removed, with a map back to the original characters.

A label disguised as `pаssword` (Cyrillic а), `pass\u200bword` (a zero-width space),
`ｐａｓｓｗｏｒｄ` (full-width), `**Password**` (Markdown emphasis) or `密　码` (an ideographic
space inside a Chinese word) reads as `password` here; a key wrapped over two lines reads as one
token, and a JSON-escaped string (`{\\"password\\": \\"…\\"}`, `\\u5bc6\\u7801`) reads as
decoded. Rules match the view; what they find is cut out of the original text.
"""

from __future__ import annotations

import json
import os
import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache

from memtui.engine.prefilter import trie_pattern

__all__ = ["View", "fold_text", "make_view", "trie_pattern"]

# Characters that render as nothing (or only steer the layout) and can hide inside a label.
_INVISIBLE = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0"
)
_INVISIBLE_RE = re.compile(f"[{_INVISIBLE}]")
# The blocks look-alikes of Latin letters come from: Latin extensions and IPA, Greek, Cyrillic,
# Armenian, Cherokee, phonetic and letter-like symbols, full-width letters and digits (whose text
# has its full-width marks folded too: `ｓｅｃｒｅｔ＝`; Chinese `：` alone is no disguise),
# mathematical letters. CJK text is never folded (it is text, not a disguised Latin letter), and
# a text without any of these characters is read as it is.
_FOLDABLE = (
    "\u0180-\u02af\u0370-\u03ff\u0400-\u052f\u0531-\u058f\u13a0-\u13ff\u1d00-\u1dbf"
    "\u2100-\u214f\u2c60-\u2c7f\ua640-\ua69f\ua720-\ua7ff\uff10-\uff19\uff21-\uff3a\uff41-\uff5a"
    "\U0001d400-\U0001d7ff"
)
_FOLDABLE_RE = re.compile(f"[{_FOLDABLE}]")

# A key wrapped over two lines: a line that ends in a long token, then a line that is nothing but
# the rest of it (optionally indented or quoted). The first part needs a digit and a letter; the
# rest is no `NAME=value` of its own (the next line of a `.env` block).
_WRAP_RE = re.compile(
    r"(?<![A-Za-z0-9_+/=-])([A-Za-z0-9_+/=-]{16,})[ \t]*(\r?\n[ \t>]*)"
    r"(?![A-Za-z0-9_+/-]*=[A-Za-z0-9_+/-])(?=([A-Za-z0-9_+/=-]{4,})[ \t]*(?:\r?\n|$))"
)
# Markdown emphasis around a word (`**Password**:`, `__API key__`): the marks are dropped, so
# the label reads as written. Only marks that open or close a word count (`2*3` keeps its star).
_EMPHASIS_RE = re.compile(
    r"(?<![\w*])\*{1,3}(?=\w)|(?<=[\w:：])\*{1,3}(?![\w*])|(?<![\w_])__(?=\w)|(?<=[\w:：])__(?![\w_])"
)
# A star that touches a digit is emphasis only as one of a pair around a word (`**2580**`,
# `**Password1**`): a lone one is a keypad's key (`*4410#`, `1984*`), which the view keeps so a
# keypad code is read, and cut, whole. A text with such a star reads its emphasis with these two
# patterns: marks beside letters, and pairs.
_STAR_BY_DIGIT_RE = re.compile(r"\*(?:(?<=\d\*)|(?=\d))")
_LETTER_EMPHASIS_RE = re.compile(
    r"(?<![\w*])\*{1,3}(?=[^\W\d])|(?<=[^\W\d]|[:：])\*{1,3}(?![\w*])"
    r"|(?<![\w_])__(?=\w)|(?<=[\w:：])__(?![\w_])"
)
_PAIRED_STARS_RE = re.compile(r"(?<![\w*])(\*{1,3})\w[^\s*]{0,80}?(?<=[\w:：])\1(?![\w*])")
# An ideographic space inside a Chinese or Japanese word (`密　码`): CJK text puts no space
# between the characters of a word, so the view joins them.
_CJK_SPACE_RE = re.compile(
    r"(?<=[\u3040-\u30ff\u3400-\u9fff])\u3000(?=[\u3040-\u30ff\u3400-\u9fff])"
)
# JSON string escapes, at any depth of quoting (`\\"`, `\\\\\\"`): the backslashes are
# dropped and the escape reads as the character it stands for.
_ESCAPE_RE = re.compile(r"\\+(?:(?P<c>[\"/nrt])|u(?P<u>[0-9a-fA-F]{4}))")
_ESCAPED = {'"': '"', "/": "/", "n": "\n", "r": "\r", "t": "\t"}
_LETTER_RE = re.compile(r"[A-Za-z]")
_DIGIT_RE = re.compile(r"\d")


# A wrapped key spans two or three lines; longer runs of such lines are a base64 block (a
# certificate, an image), which is not joined.
_MAX_WRAPS = 2


def _wraps(text: str) -> list[tuple[int, int]]:
    """The line breaks (with the next line's indent) inside wrapped keys."""
    chains: list[list[tuple[int, int]]] = []
    for match in _WRAP_RE.finditer(text):
        head, tail = match.group(1), match.group(3)
        if not (_DIGIT_RE.search(head) and _LETTER_RE.search(head) and _LETTER_RE.search(tail)):
            continue
        if chains and text.rfind("\n", 0, match.start(2)) < chains[-1][-1][1]:
            chains[-1].append(match.span(2))  # this line continues the last joined one
        else:
            chains.append([match.span(2)])
    return [cut for chain in chains if len(chain) <= _MAX_WRAPS for cut in chain]


def _confusables() -> dict[str, list[dict[str, str]]]:
    """The confusables data file, read from where `confusable_homoglyphs.utils.load` reads it
    (its package folder, or CONFUSABLE_DATA). That module also imports urllib and ssl for its
    updater, which cost a search from a shell more than the table itself."""
    import confusable_homoglyphs

    home = os.path.dirname(os.path.abspath(confusable_homoglyphs.__file__))
    path = os.path.join(os.environ.get("CONFUSABLE_DATA", home), "confusables.json")
    with open(path, encoding="utf-8") as file:
        data: dict[str, list[dict[str, str]]] = json.load(file)
    return data


@cache
def _fold_table() -> dict[int, str]:
    """Look-alike → ASCII, one character for one (so positions stay put).

    Built on first use from the Unicode confusables data of `confusable_homoglyphs` (TR39), plus
    the full-width ASCII block, whose letters that data does not all list.
    """
    table: dict[int, str] = {}
    for char, glyphs in _confusables().items():
        if len(char) != 1 or not _FOLDABLE_RE.match(char):
            continue
        ascii_like = [g["c"] for g in glyphs if len(g["c"]) == 1 and g["c"].isascii()]
        letters = [c for c in ascii_like if c.isalpha()] or [c for c in ascii_like if c.isalnum()]
        if letters:
            table[ord(char)] = letters[0]
    for code in range(0xFF01, 0xFF5F):
        table[code] = chr(code - 0xFEE0)
    return table


@dataclass(frozen=True)
class View:
    """`text` for the rules, and where its characters stand in the original.

    `cuts[k] = (view index, characters dropped before it)`: the view runs unbroken between cuts,
    so a view index maps back with one bisection.
    """

    text: str
    cuts: tuple[tuple[int, int], ...] = ()

    def _origin(self, index: int) -> int:
        k = bisect_right(self.cuts, (index, len(self.text) + 1)) - 1
        return index + (self.cuts[k][1] if k >= 0 else 0)

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span of `text[start:end]` (dropped characters inside it included)."""
        if not self.cuts or start >= end:
            return start, end
        return self._origin(start), self._origin(end - 1) + 1


def fold_text(text: str) -> str:
    """`text` with its look-alike letters folded as the view folds them (a label table is
    folded so to match the view)."""
    if text.isascii() or not _FOLDABLE_RE.search(text):
        return text
    return text.translate(_fold_table())


def _escapes(text: str) -> tuple[str, list[tuple[int, int]]]:
    """`text` with each JSON escape's last character replaced by what it stands for, and the
    spans of the rest of each escape (its backslashes, a `\\u`'s first letters) to drop."""
    chars, dropped = list(text), []
    for match in _ESCAPE_RE.finditer(text):
        code = match.group("u")
        value = chr(int(code, 16)) if code else _ESCAPED[match.group("c")]
        if code and not value.isprintable():
            continue
        chars[match.end() - 1] = value
        dropped.append((match.start(), match.end() - 1))
    return "".join(chars), dropped


def make_view(text: str) -> View:
    """The rules' view of `text`: folded look-alikes, no invisible marks or emphasis, JSON escapes
    decoded, wrapped keys joined."""
    folded, dropped = text, list[tuple[int, int]]()
    if "\\" in text:
        folded, dropped = _escapes(text)  # first: an escape may spell a look-alike (`\\u0430`)
    if not folded.isascii() and _FOLDABLE_RE.search(folded):
        folded = folded.translate(_fold_table())
    if not folded.isascii():
        dropped += [(m.start(), m.end()) for m in _INVISIBLE_RE.finditer(folded)]
        if "\u3000" in folded:
            dropped += [(m.start(), m.end()) for m in _CJK_SPACE_RE.finditer(folded)]
    if "*" in folded and _STAR_BY_DIGIT_RE.search(folded):
        dropped += [(m.start(), m.end()) for m in _LETTER_EMPHASIS_RE.finditer(folded)]
        for pair in _PAIRED_STARS_RE.finditer(folded):
            dropped += [pair.span(1), (pair.end() - len(pair.group(1)), pair.end())]
    elif "*" in folded or "__" in folded:
        dropped += [(m.start(), m.end()) for m in _EMPHASIS_RE.finditer(folded)]
    if "\n" in folded:
        dropped += _wraps(folded)
    if not dropped:
        return View(folded)
    pieces, cuts, last, gone = [], [], 0, 0
    for start, end in sorted(dropped):
        if start < last:
            continue
        pieces.append(folded[last:start])
        gone += end - start
        cuts.append((start - gone + (end - start), gone))
        last = end
    pieces.append(folded[last:])
    return View("".join(pieces), tuple(cuts))
