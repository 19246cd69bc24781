"""A code of digits after its label: a lock's combination, a keypad's entry, a door's code.

Shared by the label rules of `languages` (a code, a PIN, a lock's password) and by `locks` (a
lock's noun and its combination): the digits, perhaps in groups and with a keypad's `#` or `*`,
are a code unless they are a date or a count, a size, a price or a time with its unit after them;
after a bare space they end their phrase.
"""

from __future__ import annotations

import re

# A date in digits (`2026-06-15`, `15.06.2026`): no code.
DATE_RE = re.compile(
    r"(?:19|20)\d\d[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\d|3[01])"
    r"|(?:0?[1-9]|[12]\d|3[01])[-/.](?:0?[1-9]|1[0-2])[-/.](?:19|20)\d\d"
)
# A count, a size, a price or a time with its unit after the number is no code (`2024 年`,
# `1500 lines`, `12 kg`). A unit that is also a word ("in", "m", "s") counts only before a
# clause's end: "the padlock is 2580 in case" is a code, "a 30 in chain" is not.
COUNT_UNIT = (
    r"[ \t]*(?:[年月日号號位个個次天点點元块塊把家层層楼樓米行条條张張台辆輛人名份页頁字分秒%％]"
    r"|(?i:years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?|times?|"
    r"digits?|characters?|chars?|lines?|words?|bits?|people|pieces?|pcs|units?|items?|keys?|"
    r"each|am|pm|ms|kb|mb|gb|tb|px|bytes?|rows?|records?|files?|cycles?|waits?|requests?|"
    r"calls?|ops|users?|votes?|tickets?|entries|mm|cm|km|metres?|meters?|inch(?:es)?|ft|feet|"
    r"foot|sq|kg|g|lbs?|tons?|tonnes?|dollars?|euros?|pounds?|quid|yen|yuan|rmb|usd|gbp|eur|"
    r"aud|nzd|bucks?|percent)(?![^\W\d_])"
    r"|(?i:in|m|s)(?=[ \t]*(?:[,.;:!?)]|$)))"
)
COUNT_UNIT_RE = re.compile(COUNT_UNIT)
NO_COUNT = f"(?!{COUNT_UNIT})"
# An opening bracket before a value: `(4471)`, `【0397】`.
OPEN_RE = re.compile(r"[\[(【［][ \t]*")
# The code: digits, perhaps in groups and with a keypad's # or *; no time, decimal, thousands
# separator or path after it, no letter on it.
_CODE_RE = re.compile(r"[#*]?\d{1,8}(?:[-#*]\d{1,8}){0,3}[#*]?(?![\w-]|[.:/,]\d)" + NO_COUNT)

# A value after a bare space (or a code after a verb that says nothing of newness) ends its
# phrase: a clause mark, a dash or bracket, the line's end, a Chinese character, a verb saying it
# is void or current, or a word that opens the next phrase (`New combination 2-9-14 for the gym
# lockers`, `the router password is 40719 if the kids ask`, `新密码 4417，别外传`, `the old one
# 6120 no longer works`, `alarm panel by the back door, code 580913 then …`). A noun after it
# makes it part of a name or a count (`the password's 2024 rotation`, `the new code 2026
# edition`). The label rules of `languages` and the lock rules of `locks` share it.
BARE_VALUE_END_RE = re.compile(
    r"[ \t]*(?:[,，.。;；:：)）!?！？\n]|$)|[ \t]+[—–(（]|[ \t]+-[ \t]|[ \t]*[\u3400-\u9fff]"
    r"|[ \t]+(?i:no[ \t]+longer|won['’]t|doesn['’]t|does[ \t]+not|will[ \t]+not|stopped|expired|"
    r"for|on|at|to|in|from|by|until|till|since|before|after|as|and|but|or|if|when|unless|only|"
    r"is|was|works?|then|so|now|too|again|please)(?![^\W\d_])"
)

# A label opens its clause when a clause mark, a bracket, a dash or a sentence's stop stands before
# it, perhaps with `the` or `its` (`alarm panel by the back door, code 580913`, `车库门的键盘，密码
# 7302`): what it labels is then named in the sentence's earlier clauses.
_CLAUSE_OPENS_RE = re.compile(
    r"(?i)(?:^|[\n,，;；:：(（—–。！？]|[ \t]-|[.!?](?=[ \t]))[ \t]*(?:(?:the|its|their|our)[ \t]+)?$"
)


def opens_clause(text: str, start: int) -> bool:
    """Whether the label at `text[start]` opens its clause."""
    return _CLAUSE_OPENS_RE.search(text, max(0, start - 12), start) is not None


def code_at(text: str, pos: int, min_digits: int = 4) -> tuple[int, int] | None:
    """The span of a code at `pos` (an opening bracket skipped): `min_digits` to twelve digits,
    perhaps in groups; no date and no count, size or price with its unit."""
    opened = OPEN_RE.match(text, pos)
    match = _CODE_RE.match(text, opened.end() if opened else pos)
    if match is None or DATE_RE.fullmatch(match.group(0)):
        return None
    digits = sum(ch.isdigit() for ch in match.group(0))
    return match.span() if min_digits <= digits <= 12 else None


def counted_or_dated(text: str, match: re.Match[str]) -> bool:
    """Is the number `match` found in `text` a date, or a count with its unit after it?"""
    return bool(DATE_RE.fullmatch(match.group(0)) or COUNT_UNIT_RE.match(text, match.end()))
