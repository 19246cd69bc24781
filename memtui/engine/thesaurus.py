"""English words related to a query word (algorithm.md §7.2, *related words*): its synonyms and
the words for kinds of it, from Princeton WordNet 3.0 (`data/thesaurus.txt`, built by
`scripts/build_thesaurus.py`; WordNet's license is `data/WORDNET-LICENSE`).

A question asks in other words than the note that answers it: "Whose wedding is Jon travelling
to?" for "my cousin is getting married". A query word's related words are, for each of its
parts of speech, the other words of its two most frequent senses and of their direct hyponyms
(a monocle is a kind of eyeglasses), with their inflected forms (notes are not lemmatised).

The table is a sorted text file of `word.pos<TAB>forms…` lines (pos: n, v, a or r), read once
per process as bytes (2 MB, about 1 ms) and looked up by bisection: nothing is parsed, so a
shell search pays for the lines it reads. (A memory map would read less, but a process dies of
SIGBUS when the mapped file is rewritten in place under it.) A query word is looked up as
itself in each part of speech and as the bases WordNet's detachment rules give it in the rule's
part of speech ("phones" → phone, "leaving" → leave; "news" is no plural of the adjective
"new"); irregular forms ("chose", "mice") are keys of their own.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

_TABLE = Path(__file__).resolve().parent / "data" / "thesaurus.txt"
_WORD_RE = re.compile(r"[a-z][a-z0-9]*")
# WordNet's detachment rules (morphy): an inflected form's suffix, what replaces it, and the
# part of speech the base must have ("flower" is no comparative of "flow", "news" no plural of
# "new").
_DETACH = (
    ("s", "", "nv"),
    ("ses", "s", "n"),
    ("xes", "x", "n"),
    ("zes", "z", "n"),
    ("ches", "ch", "n"),
    ("shes", "sh", "n"),
    ("men", "man", "n"),
    ("ies", "y", "nv"),
    ("es", "e", "v"),
    ("es", "", "v"),
    ("ed", "e", "v"),
    ("ed", "", "v"),
    ("ing", "e", "v"),
    ("ing", "", "v"),
    ("er", "", "a"),
    ("est", "", "a"),
    ("er", "e", "a"),
    ("est", "e", "a"),
)


class _Table:
    """The sorted table's bytes; empty when the file is missing or unreadable (search then
    finds no related words, as before this table)."""

    def __init__(self, path: Path) -> None:
        try:
            self.data = path.read_bytes()
        except OSError:
            self.data = b""

    def get(self, key: str) -> str:
        """The forms line of `key` ("" when it has none): a binary search over line starts."""
        data = self.data
        if not data:
            return ""
        wanted = key.encode("ascii")
        lo, hi = 0, len(data)
        while lo < hi:
            mid = (lo + hi) // 2
            start = data.rfind(b"\n", 0, mid) + 1
            tab = data.find(b"\t", start)
            end = data.find(b"\n", start)
            if end < 0:
                end = len(data)
            if tab < 0 or tab > end:
                return ""  # not a table line: a damaged file finds nothing
            found = data[start:tab]
            if found == wanted:
                return data[tab + 1 : end].decode("ascii", "replace")
            if found < wanted:
                lo = end + 1
            else:
                hi = start
        return ""


@lru_cache(maxsize=1)
def _table() -> _Table:
    return _Table(_TABLE)


def _bases(word: str) -> list[tuple[str, str]]:
    """The bases WordNet's detachment rules make of a word, each with the parts of speech it
    must have (not every base is a word)."""
    out = []
    for suffix, replace, parts in _DETACH:
        if word.endswith(suffix) and len(word) - len(suffix) + len(replace) >= 2:
            out.append((word[: len(word) - len(suffix)] + replace, parts))
    return out


@lru_cache(maxsize=4096)
def related_words(word: str) -> frozenset[str]:
    """The related words of an English word, with their forms (none for a word WordNet does not
    know, a CJK word or a number)."""
    word = word.lower()
    if not _WORD_RE.fullmatch(word):
        return frozenset()
    table = _table()
    out: set[str] = set()
    for pos in "nvar":
        out.update(table.get(f"{word}.{pos}").split())
    for base, parts in _bases(word):
        for pos in parts:
            out.update(table.get(f"{base}.{pos}").split())
    out.discard(word)
    return frozenset(out)
