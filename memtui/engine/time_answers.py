"""What answers a question asking *when* (algorithm.md §7.2): a text stating a time or a day.

"When did Jon sell the house?" is answered by "we signed on Friday", not by another note holding
"when"; 什么时候 by 上周三. The question word becomes a term held by any text stating a time:
a clock time (`CLOCK_TIME_RE`), a weekday, a month, a date, a relative day (yesterday,
last week, 三天前, 下个月), a part of the day (this morning, at midnight, 晚上) or a holiday.
"""

from __future__ import annotations

import re
from functools import cache

# The clock times that answer "what time" and "when": 10:15, 9 am, 下午 4 点, 十点半, 一点钟 ("9 个"
# is a count, "3.5" a number, 慢一点 "a little slower"); `amount_answers` leaves them out.
CLOCK_TIME_RE = re.compile(
    r"(?<![\d.:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])"
    r"|(?<![\w.])\d{1,2}\s*[ap]\.?m\.?(?![a-z])"
    r"|(?<![\d.])(?:\d{1,2}|[两三四五六七八九十][一二]?)\s*点|一点[半钟]",
    re.IGNORECASE,
)
# The question words that ask when: English "when", Chinese 什么时候 / 何时 / 哪天 / 几号 / 哪一天.
WHEN_QUESTION_RE = re.compile(r"\bwhen\b|什么时候|何时|哪一?天|几号|几月", re.IGNORECASE)

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?"
)
_COUNT = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|couple of)"
_UNIT = r"(?:minutes?|hours?|days?|nights?|weeks?|weekends?|months?|years?|quarters?)"
_SEASON = r"(?:spring|summer|autumn|fall|winter)"
_EN = (
    # A month only where it reads as one ("in May", "May 3", "3rd of May"; not "may I").
    rf"\b(?:{_WEEKDAY}s?|{_MONTH}\s+\d{{1,2}}\b"
    rf"|(?:in|on|since|until|by|of|last|next|this|early|late|mid)[- ]{_MONTH}(?![a-z])"
    r"|yesterday|today|tonight|tomorrow|overnight|midnight|noon|weekends?"
    rf"|(?:this|last|next|coming|that|every|each|the following|the previous)\s+"
    rf"(?:{_WEEKDAY}|week|weekend|month|year|quarter|morning|afternoon|evening|night|{_SEASON})"
    rf"|{_COUNT}\s+{_UNIT}\s+(?:ago|later|from now|before|after|earlier)"
    rf"|(?:in|within|for|after)\s+{_COUNT}\s+{_UNIT}"
    rf"|(?:early|late|mid)[- ](?:{_MONTH}|{_SEASON}|morning|afternoon|evening|week|month|year)"
    r"|the day (?:before|after)|the other day|the (?:first|second|third|\d+(?:st|nd|rd|th))"
    r"(?: of \w+)?|new year'?s?(?: eve| day)?|christmas|easter|thanksgiving|labor day"
    r"|valentine'?s day|halloween|(?:19|20)\d\d)\b"
)
NUMERIC_DATE = r"(?<![\d.])(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}(?:/\d{2,4})?)(?![\d.])"
_ZH = (
    r"[昨今明前后]天|[昨今明]晚|[上下本这][个]?(?:周|星期|礼拜|月)|周[一二三四五六日末]"
    r"|星期[一二三四五六日天]|礼拜[一二三四五六日天]|[去今明前]年|\d+\s*[月日号]"
    r"|[一二三四五六七八九十两几]+\s*(?:天|周|个月|年)(?:前|后|以后|之后|以前)"
    r"|早上|上午|中午|下午|傍晚|晚上|凌晨|半夜|春节|国庆|元旦|中秋|周末"
)


@cache
def _answer_re() -> re.Pattern[str]:
    # Compiled on the first when-question: compiling it cost a search from a shell 20 ms.
    return re.compile(f"{_EN}|{NUMERIC_DATE}|{_ZH}", re.IGNORECASE)


def states_when(text: str) -> bool:
    """Whether a text states a time or a day (module docstring)."""
    return _answer_re().search(text) is not None
