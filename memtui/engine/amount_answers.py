"""What answers a question asking *how much* (algorithm.md §7.2): a text stating an amount.

"How much deposit for a private party?" is answered by "the date is held once the deposit —
half — is in", "How fast did she finish?" by "fifty-one minutes", 一周可以来几次 by 每周一次:
the numeric questions of the usual answer-type taxonomies (a count, an amount of money, a
duration, a distance, a speed, an age, a size, a frequency). The question word ("much" after
"how"; 多少; 几 with a measure word) says nothing about which note answers, only that the answer
is a number: it becomes a term held by any text stating one, in digits (not a clock time or a
date, which answer "when"), in words (one … ninety, hundred, dozen, half, once, twice) or with
a Chinese numeral and a measure word (一次, 两个, 三天, 一半).
"""

from __future__ import annotations

import re
from functools import cache

from memtui.engine.time_answers import CLOCK_TIME_RE, NUMERIC_DATE

# "how" and the word asking for a number (the word is the question, not a content word).
HOW_MUCH_RE = re.compile(
    r"\bhow\s+(much|many|long|often|far|fast|old|big|large|tall|heavy)\b", re.IGNORECASE
)
# 多少 (how much, how many) and 几 with a measure word (几次 how many times, 几个, 几天 …);
# 几点 asks for a clock time and 几号 for a day: those are `recall`'s and `time_answers`'.
_MEASURE = "次个位人天周年岁倍遍份张箱袋块元斤台辆间层只件本"
ZH_HOW_MUCH_RE = re.compile(f"多少|几[{_MEASURE}]|几(?:小时|分钟|公斤|公里|星期|个月)")

_NUMBER_WORDS = (
    r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy"
    r"|eighty|ninety|hundreds?|thousands?|millions?|dozens?|half|halves|quarters?|once|twice"
    r"|thrice|double|triple|single)"
)
# A clock time or a date, taken out before digits are read as an amount (they answer "when").
_NOT_AMOUNT = re.compile(
    rf"{CLOCK_TIME_RE.pattern}|{NUMERIC_DATE}|\d{{1,2}}\s*(?:月|日|号)", re.IGNORECASE
)
_ZH_NUMERAL = "[一二两三四五六七八九十百千万半几]"


@cache
def _amount_re() -> re.Pattern[str]:
    return re.compile(
        rf"\d|[$€£¥%]|\b{_NUMBER_WORDS}\b|一半|{_ZH_NUMERAL}+\s*(?:[{_MEASURE}]|小时|分钟|公斤|公里|成)",
        re.IGNORECASE,
    )


def asks_how_much(query: str) -> str:
    """The question word of a query asking for an amount ("much" of "how much", 多少, 几次),
    or "" when it asks none."""
    found = HOW_MUCH_RE.search(query)
    if found:
        return found.group(1).lower()
    zh = ZH_HOW_MUCH_RE.search(query)
    return zh.group(0) if zh else ""


def states_amount(text: str) -> bool:
    """Whether a text states an amount (module docstring): a number in digits that is no clock
    time or date, a number word, a currency or percent sign, or a Chinese numeral with a
    measure word."""
    return _amount_re().search(_NOT_AMOUNT.sub(" ", text)) is not None
