"""The prefilter (memtui/engine/prefilter.py): the strings a pattern needs, read from the pattern,
rule a text out only when the pattern cannot match it — the facts of case folding it rests on,
and its answers against the patterns' own on every cue pattern of durability."""

from __future__ import annotations

import re
import string

import pytest

from memtui.engine import durability, guard, judgement, similarity
from memtui.engine.prefilter import Prefiltered, required_strings
from memtui.engine.text import collapse_ws

# Statements of the kinds durability tells apart, in both languages.
_STATEMENTS = [
    "PR 评审: 规范：今后所有测试必须使用真实数据库，不接受 mock。",
    "User: Tests must use a real database, never a mock.",
    "Deploys: we deploy on Tuesdays and Thursdays only",
    "团队约定: 每天早上十点开站会，周五改为异步文字更新",
    "Assistant: 不行，今天周五，15:00 以后不发版（周毅定的规矩）。",
    "Starting Monday, standups move to 9:45.",
    "TODO: the flaky test is still failing, cause unknown",
    "Tom asked whether we could maybe wait for Sofia's view; I'll do it on Monday.",
    "Lunch was great, raining again this week; fixed and merged yesterday.",
    "Week 3 recap: deploys always go through the release branch",
]
_CODE_POINTS = [chr(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000]


def test_only_three_letters_match_an_ascii_letter_ignoring_case_but_lower_to_another() -> None:
    """IGNORECASE matches "i" to İ and ı and "s" to ſ; every other character it matches to an
    ASCII letter lowers to that letter (K, the Kelvin sign, to k)."""
    letters = re.compile("|".join(f"({x})" for x in string.ascii_lowercase), re.IGNORECASE)
    odd = set()
    for char in _CODE_POINTS:
        m = letters.fullmatch(char)
        if m and char.lower() != string.ascii_lowercase[m.lastindex - 1]:  # type: ignore[operator]
            odd.add(char)
    assert odd == {"\u0130", "\u0131", "\u017f"}


def test_no_character_lowers_to_a_caseless_one() -> None:
    """A caseless literal (a digit, a mark, a Chinese character) matches only itself, case
    ignored or not: no other character lowers to it."""
    for char in _CODE_POINTS:
        low = char.lower()
        assert not (low != char and len(low) == 1 and low.lower() == low == low.upper()), char


def test_required_strings_come_from_the_pattern() -> None:
    cue = re.compile(r"(?<![\w-])(?:must(?:n't)?|(?:every|each) (?:day|week)s?)(?![\w-])", re.I)
    assert required_strings(cue) == (
        ("each day", "each week", "every day", "every week", "must"),
        True,
    )
    zh = re.compile("(?:必须|(?<![特区])别(?![的人])|每(?<!这周每)天)", re.I)
    assert required_strings(zh) == (("别", "必须", "每天"), False)
    # Every match of a branch holds one of its strings; a branch holding none leaves nothing.
    assert required_strings(re.compile(r"\d+:\d\d|[a-z]+ed")) == ((":", "ed"), False)
    assert required_strings(re.compile(r"\d+:\d\d|[a-z]+")) is None
    # A case-sensitive pattern keeps its case; a group ignoring case inside it gives no letters.
    assert required_strings(re.compile(r"Tom (?i:said)")) == (("Tom ",), False)


def _prefiltered() -> dict[str, Prefiltered]:
    """Every prefiltered pattern of the modules that use them, by name."""
    found: dict[str, Prefiltered] = {}
    for module in (durability, judgement, guard, similarity):
        for name, value in vars(module).items():
            if isinstance(value, Prefiltered):
                found[f"{module.__name__}.{name}"] = value
            elif isinstance(value, durability._Cues):
                for n, pattern in enumerate(value._patterns):
                    found[f"{module.__name__}.{name}[{n}]"] = pattern
            elif isinstance(value, tuple):
                for n, item in enumerate(value):
                    if isinstance(item, Prefiltered):
                        found[f"{module.__name__}.{name}[{n}]"] = item
    return found


def _samples() -> list[str]:
    """Texts that hold every required string in every case, beside and inside other words, with
    the letters that fold otherwise."""
    texts = [*_STATEMENTS, "", "İ must", "MUST", "muſt be", "ı", "Every Day", "daılY"]
    for name, pattern in _prefiltered().items():
        for needed in (required_strings(pattern.pattern) or ((), False))[0]:
            texts += [needed, needed.upper(), f"x{needed}y", f"{name}: {needed.title()}."]
            texts.append(needed.replace("i", "\u0130").replace("s", "\u017f"))
    return texts + [collapse_ws(t.lower()) for t in texts]


def _answers(pattern: re.Pattern[str] | Prefiltered, text: str) -> tuple[object, ...]:
    spans = [(m.span(), m.group(0)) for m in pattern.finditer(text)]
    found = pattern.search(text)
    at_start = pattern.match(text)
    whole = pattern.fullmatch(text)
    return (
        found and found.span(),
        pattern.search(text, 1, max(1, len(text) - 1)) is not None,
        at_start and at_start.span(),
        whole and whole.span(),
        spans,
        pattern.findall(text),
        pattern.sub("<>", text),
        pattern.split(text),
    )


@pytest.mark.parametrize("name", sorted(_prefiltered()))
def test_a_prefiltered_pattern_answers_as_the_pattern_does(name: str) -> None:
    pattern = _prefiltered()[name]
    for text in _samples():
        assert _answers(pattern, text) == _answers(pattern.pattern, text), text
