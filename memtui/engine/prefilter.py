"""A pattern ruled out before it runs: a speed device with no rule of its own.

Every match of a pattern such as durability's cue words holds one of a few literal strings
("must", "never", "every ", 必须 …). They are read from the pattern itself (its parse tree),
and a text that holds none of them cannot match, which one scan of a plain trie of those strings
tells several times faster than the pattern's own scan: a pattern whose alternatives start
with a look-behind, or that ignores case, keeps the regex engine from skipping ahead to where a
match can start, and a plain trie does not. `Prefiltered.search` returns exactly what the
pattern's `search` returns (tests/test_prefilter.py checks the rules that make it so).

Case: a pattern that ignores case is ruled out on the lower-cased text, where each character
of a match lowers to the lower-cased literal it matched — except the three letters the regex
engine folds otherwise ("İ", "ı", "ſ" match "i" and "s"): a text holding one is not ruled out.
A literal character that has case in neither form of the pattern's rules (no ASCII letter, not
caseless) ends the literal string it is in.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from typing import Any

__all__ = ["Prefiltered", "any_of", "required_strings", "trie_pattern"]

# re's own parser: the pattern as the regex engine reads it (a public module would be a second
# grammar to keep in step).
_PARSER: Any = importlib.import_module("re._parser")
# At most this many strings stand for one stretch of a pattern (`(?:every|each) (?:day|week)`
# is four); a longer product is cut where it would grow past it.
_MAX_STRINGS = 64
# Zero-width items (look-arounds, anchors, word boundaries) add no character to a match.
_ZERO_WIDTH = frozenset({"AT", "ASSERT", "ASSERT_NOT"})
_REPEATS = frozenset({"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"})
# Letters that IGNORECASE matches to "i" or "s" although their lower case is not that letter.
_UNFOLDED = ("\u0130", "\u0131", "\u017f")


class _Reader:
    """Reads one parsed pattern: `ignore_case` is the pattern's own flag; a group that turns
    it on inside a case-sensitive pattern makes its cased letters no literals."""

    def __init__(self, ignore_case: bool) -> None:
        self.folded = ignore_case

    def literal(self, code: int, ignore_case: bool) -> str | None:
        """A literal character as every text it matches holds it (lower-cased in a pattern that
        ignores case), or None when case makes that uncertain."""
        char = chr(code)
        if char.lower() == char == char.upper():
            return char
        if not char.isascii():
            return None
        if self.folded:
            return char.lower()
        return None if ignore_case else char

    def exact(self, items: Any, ignore_case: bool) -> set[str] | None:
        """Every string `items` can match, when they are few and literal (else None)."""
        out = {""}
        for op, av in items:
            name = str(op)
            if name in _ZERO_WIDTH:
                continue
            part = self._exact_item(name, av, ignore_case)
            if part is None or len(out) * len(part) > _MAX_STRINGS:
                return None
            out = {a + b for a in out for b in part}
        return out

    def _exact_item(self, name: str, av: Any, ignore_case: bool) -> set[str] | None:
        if name == "LITERAL":
            char = self.literal(av, ignore_case)
            return None if char is None else {char}
        if name == "IN":
            if len(av) > 4 or any(str(op) != "LITERAL" for op, _ in av):
                return None
            chars = [self.literal(code, ignore_case) for _, code in av]
            return None if None in chars else {c for c in chars if c is not None}
        if name == "SUBPATTERN":
            return self.exact(av[3], _group_case(av, ignore_case))
        if name == "BRANCH":
            return _union(self.exact(branch, ignore_case) for branch in av[1])
        if name in _REPEATS and av[1] <= 1:
            found = self.exact(av[2], ignore_case)
            return None if found is None else (found | {""} if av[0] == 0 else found)
        return None

    def needed(self, items: Any, ignore_case: bool) -> set[str] | None:
        """Strings one of which every match of `items` holds (the most selective such set
        found: longest shortest string, then fewest), or None when none is known."""
        candidates: list[set[str]] = []
        run = {""}
        for op, av in items:
            name = str(op)
            if name in _ZERO_WIDTH:
                continue
            part = self.exact([(op, av)], ignore_case)
            if part is not None and "" not in part and len(run) * len(part) <= _MAX_STRINGS:
                run = {a + b for a in run for b in part}
                continue
            if "" not in run:
                candidates.append(run)
            run = {""}
            inner = self._needed_item(name, av, ignore_case)
            if inner:
                candidates.append(inner)
        if "" not in run:
            candidates.append(run)
        if not candidates:
            return None
        return max(candidates, key=lambda found: (min(map(len, found)), -len(found)))

    def _needed_item(self, name: str, av: Any, ignore_case: bool) -> set[str] | None:
        if name == "SUBPATTERN":
            return self.needed(av[3], _group_case(av, ignore_case))
        if name == "ATOMIC_GROUP":
            return self.needed(av, ignore_case)
        if name == "BRANCH":
            return _union(self.needed(branch, ignore_case) for branch in av[1])
        if name in _REPEATS and av[0] >= 1:
            return self.needed(av[2], ignore_case)
        return None


def _union(branches: Iterable[set[str] | None]) -> set[str] | None:
    """The strings of every branch of an alternation, or None when one branch has none known
    (a match may take that branch)."""
    out: set[str] = set()
    for found in branches:
        if found is None:
            return None
        out |= found
    return out


def _group_case(av: Any, ignore_case: bool) -> bool:
    """Whether a group `(?flags:…)` ignores case."""
    _, add_flags, del_flags, _ = av
    if add_flags & re.IGNORECASE:
        return True
    return ignore_case and not del_flags & re.IGNORECASE


def required_strings(pattern: re.Pattern[str]) -> tuple[tuple[str, ...], bool] | None:
    """(strings one of which every match of `pattern` holds, shortest form: none holds another;
    whether they are lower-cased, to be looked for in the lower-cased text), or None."""
    ignore_case = bool(pattern.flags & re.IGNORECASE)
    reader = _Reader(ignore_case)
    found = reader.needed(list(_PARSER.parse(pattern.pattern, pattern.flags)), ignore_case)
    if not found:
        return None
    shortest = tuple(sorted(s for s in found if not any(t != s and t in s for t in found)))
    folded = ignore_case and any(ch.lower() != ch.upper() for s in shortest for ch in s)
    return shortest, folded


def trie_pattern(strings: tuple[str, ...]) -> str:
    """A regex matching any of `strings`, as a trie: the regex engine tries one branch per
    character instead of every string at every position (several times faster on long text)."""
    root: dict[str, Any] = {}
    for string in strings:
        node = root
        for char in string:
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        branches = [re.escape(ch) + emit(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return emit(root)


def any_of(strings: Iterable[str]) -> re.Pattern[str]:
    """A plain pattern (a trie) that finds where any of `strings` is: a cheap look for them."""
    return re.compile(trie_pattern(tuple(sorted(set(strings)))))


@lru_cache(maxsize=64)
def _lowered(text: str) -> str | None:
    """`text` lower-cased, character for character as IGNORECASE compares them, or None when
    it holds a letter the regex engine folds otherwise (cached: classify asks ten patterns
    about one text)."""
    if any(ch in text for ch in _UNFOLDED):
        return None
    return text.lower()


class Prefiltered:
    """`pattern`, run only on a text that holds one of its required strings (read from the
    pattern on first use, so importing a module of such patterns costs nothing). Its methods
    answer as the pattern's own do; a text ruled out gets what no match gives."""

    __slots__ = ("_folded", "_hint", "_read", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._read = False
        self._hint: re.Pattern[str] | None = None
        self._folded = False

    def may_match(self, text: str) -> bool:
        """False when no match of the pattern can be in `text` (anywhere in it)."""
        if not self._read:
            required = required_strings(self.pattern)
            self._hint = re.compile(trie_pattern(required[0])) if required else None
            self._folded = bool(required and required[1])
            self._read = True
        if self._hint is None:
            return True
        seen = _lowered(text) if self._folded else text
        return seen is None or self._hint.search(seen) is not None

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.pattern.search(text, pos, endpos) if self.may_match(text) else None

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.pattern.match(text, pos, endpos) if self.may_match(text) else None

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.pattern.fullmatch(text, pos, endpos) if self.may_match(text) else None

    def findall(self, text: str) -> list[Any]:
        return self.pattern.findall(text) if self.may_match(text) else []

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.pattern.finditer(text) if self.may_match(text) else iter(())

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.pattern.sub(repl, text, count) if self.may_match(text) else text

    def split(self, text: str, maxsplit: int = 0) -> list[str | Any]:
        return self.pattern.split(text, maxsplit) if self.may_match(text) else [text]
