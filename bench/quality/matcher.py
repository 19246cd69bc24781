"""Does a text state a labelled item? The one rule every metric of the benchmark uses.

Normalization: NFKC, lowercase, whitespace collapsed. A phrase is *present* in a text when
- it contains a CJK character: it occurs in the text with all whitespace removed from both
  (Chinese is written with or without spaces around Latin words: "用 slog" = "用slog");
- otherwise it occurs as whole words: not preceded or followed by a letter or digit. A trailing
  `*` makes it a prefix ("approv*" meets "approval", "approved"), and a space inside it meets
  one optional space, hyphen or underscore ("on call" meets "on-call", "oncall", "on call").

A text *states* an item when at least `anchors.required` of the item's concept groups have a
present phrase (`Anchors`). A hit or a MEMORY.md entry is *about* an item when it states it, or
when its citation (path and line range) overlaps a place where the story wrote the item.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from bench.quality.model import Anchors

_WS = re.compile(r"\s+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")


_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+")
_WORD = re.compile(r"[^\W_]+")


def tokens(text: str) -> list[str]:
    """Lowercase words (CJK removed first) and the CJK bigrams of every CJK run (a lone CJK
    character is its own token): the BM25 baseline's tokens, and the containment rule's."""
    text = text.lower()
    out = _WORD.findall(_CJK_RUN.sub(" ", text))
    for run in _CJK_RUN.findall(text):
        out += [run] if len(run) == 1 else [run[i : i + 2] for i in range(len(run) - 1)]
    return out


def normalize(text: str) -> str:
    """NFKC, lowercase, whitespace collapsed to single spaces."""
    return _WS.sub(" ", unicodedata.normalize("NFKC", text).lower()).strip()


@dataclass(frozen=True)
class Loc:
    """Where the story wrote an item, or what a hit/entry cites: path and 1-based lines."""

    path: str
    start: int
    end: int

    def overlaps(self, other: Loc) -> bool:
        return self.path == other.path and self.start <= other.end and other.start <= self.end


@lru_cache(maxsize=4096)
def _phrase_re(phrase: str) -> re.Pattern[str] | None:
    """The regex of an ASCII phrase; None for a phrase with CJK (matched by substring)."""
    norm = normalize(phrase)
    if _CJK.search(norm):
        return None
    prefix = norm.endswith("*")
    norm = norm.rstrip("*")
    body = r"[\s_-]?".join(re.escape(part) for part in norm.split(" "))
    left = r"(?<![0-9a-z])" if norm[:1].isalnum() else ""
    right = "" if prefix or not norm[-1:].isalnum() else r"(?![0-9a-z])"
    return re.compile(left + body + right)


class Normalized:
    """A text normalized once for many phrase tests."""

    __slots__ = ("spaced", "tight")

    def __init__(self, text: str) -> None:
        self.spaced = normalize(text)
        self.tight = self.spaced.replace(" ", "")

    def has(self, phrase: str) -> bool:
        pattern = _phrase_re(phrase)
        if pattern is None:
            return normalize(phrase).replace(" ", "") in self.tight
        return pattern.search(self.spaced) is not None


def groups_present(anchors: Anchors, text: str | Normalized) -> int:
    """How many of the anchors' concept groups have a phrase present in `text`."""
    norm = text if isinstance(text, Normalized) else Normalized(text)
    return sum(1 for group in anchors.groups if any(norm.has(p) for p in group))


def states(anchors: Anchors | None, text: str | Normalized) -> bool:
    """True when `text` states the item these anchors identify (module docstring)."""
    if anchors is None or not anchors.groups:
        return False
    return groups_present(anchors, text) >= anchors.required
