"""When two texts state one claim (algorithm.md §6.5): claim terms and their similarity, pure.

A *claim* is one fact as the notes restate it: other days, other words, another language, the
transcript that recorded it and the assistant's "noted: …" reply. Fragments keep their own
identity and counts (§1); `fragment.claim_id` names the claim they restate (the id of its first
fragment), and deep ranks a claim with the evidence of all its fragments pooled.

Grouping is lexical by default, so it works offline with no model: each text becomes a set of
*claim terms* (English words stemmed, Chinese words from jieba, both mapped through a small
English↔Chinese concept list onto one spelling; stopwords, headings and roles left out), and two
texts restate one claim when their terms' Dice coefficient is ≥ `CLAIM_SIMILARITY` with at least
`MIN_SHARED_TERMS` terms in common. A caller with embeddings passes its own `Similarity`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from memtui.engine.bilingual import english_words, known
from memtui.engine.lexicon import (
    ADJUSTED_TO,
    ADJUSTED_TO_ZH,
    ARRANGEMENT_STARTS,
    ARRANGEMENT_STARTS_ZH,
    QUERY_STOPWORDS,
    SYNONYMS,
)
from memtui.engine.prefilter import Prefiltered
from memtui.engine.text import (
    AFTER_NO_WORD,
    BEFORE_NO_WORD,
    CJK_CLASS,
    STOPWORDS,
    has_cjk,
    open_clause,
    pos_tags,
    split_prefix,
    stem,
    word_segments,
)

# Dice ≥ 0.5 means at least half of the two texts' content terms are shared: two restatements
# of one rule share its nouns and verbs; two rules of one topic share the topic word or two,
# which the second condition (≥ 3 shared terms, or all of a short text's) keeps apart.
CLAIM_SIMILARITY = 0.5
MIN_SHARED_TERMS = 3
# ... or Dice ≥ 0.3 with three shared *specific* terms: numbers, compound names, issue numbers.
SPECIFIC_SIMILARITY = 0.3
MIN_SPECIFIC = 3
# ... or, between durable statements sharing no value, four shared terms (entry_similarity; five
# until over every pair of the read stories' durable wordings four joined 36 more restatements
# and no more pairs of two facts, algorithm.md §6.5).
MIN_SHARED_WORDING = 4
# ... or, across languages, four shared terms with Dice ≥ 0.25: reading the Chinese side through
# the dictionary drops the words it does not know and the English side keeps its own words
# (`bridged`), so a restatement's Dice is lower than in one language; one shared term more than
# the floor makes up for it (algorithm.md §6.5, measured over every pair of durable wordings).
MIN_SHARED_ACROSS = 4
ACROSS_SIMILARITY = 0.25
# Restatements join claims written (seen in a note) in this many days; older ones are compared
# through MEMORY.md (reinforcement) instead, which keeps grouping cheap in a large store.
CLAIM_WINDOW_DAYS = 120
# Candidate search: a term in more fragments than MAX_POSTING names a topic, not a claim; the
# MAX_TERMS rarest terms of a text find its candidates, at most MAX_CANDIDATES are compared.
MAX_POSTING = 64
MAX_TERMS = 6
MAX_CANDIDATES = 32
MAX_POOLED_QUERIES = 32
MAX_POOLED_DAYS = 16
MAX_POOLED_TAGS = 8

# General words (no project names) that notes write in either language: each group is one concept.
_CONCEPTS: tuple[tuple[str, ...], ...] = (
    ("use", "使用", "用", "采用"),
    ("run", "跑", "运行", "执行"),
    ("fix", "修复", "修"),
    ("write", "写", "编写"),
    ("check", "检查", "核对"),
    ("require", "要求", "需要"),
    ("allow", "允许", "接受", "accept"),
    ("merge", "合并", "合入"),
    ("change", "修改", "改动", "变更"),
    ("team", "团队"),
    ("code", "代码"),
    ("branch", "分支"),
    ("commit", "提交"),
    ("step", "步骤"),
    ("before", "之前", "前"),
    ("after", "之后", "后"),
    ("day", "天", "日"),
    ("week", "星期", "每周"),
    ("hour", "小时"),
    ("minute", "分钟"),
    ("monday", "周一", "星期一"),
    ("tuesday", "周二", "星期二"),
    ("wednesday", "周三", "星期三"),
    ("thursday", "周四", "星期四"),
    ("friday", "周五", "星期五"),
    ("saturday", "周六", "星期六"),
    ("sunday", "周日", "星期日", "星期天"),
    ("login", "登录"),
    ("train", "火车", "班车"),
    ("morning", "上午", "早上"),
    ("afternoon", "下午"),
    ("evening", "晚上"),
    ("holiday", "节假日", "假期"),
    ("meeting", "会议", "开会"),
    ("window", "窗口"),
    ("complete", "完整", "full"),
    ("regression", "回归"),
    ("approval", "批准", "审批", "approve"),
    ("owner", "负责人"),
    ("english", "英文", "英语"),
    ("chinese", "中文"),
    ("reply", "回复", "answer", "回答"),
    ("language", "语言"),
    ("fast", "快"),
    ("slow", "慢"),
    ("month", "月", "个月"),
    ("year", "年"),
    ("launch", "上线", "ship", "go-live"),
    ("keep", "保留"),
    ("break", "破坏", "破坏性"),
    ("secret", "密钥", "凭证", "credential", "credentials"),
    ("repo", "仓库", "repository"),
    ("rotate", "轮换"),
    ("quarantine", "隔离"),
    ("retry", "重试"),
    ("ticket", "工单"),
    ("split", "拆", "拆开", "拆分"),
    ("reject", "拒", "拒绝", "打回"),
    ("minimum", "最低", "min"),
    ("maximum", "最高", "max"),
    ("support", "支持"),
    ("distance", "距离"),
    ("integer", "整数"),
    ("km", "公里", "kilometer", "kilometre"),
    ("meter", "米", "metre"),
    ("kg", "公斤", "千克", "kilogram"),
    ("store", "存", "存储", "保存"),
    ("display", "展示", "显示"),
    ("compatible", "兼容"),
    ("column", "列"),
    ("table", "表"),
    ("comment", "注释"),
    ("message", "消息"),
    ("channel", "频道"),
    ("summary", "摘要"),
    ("handover", "交接"),
    ("on-call", "值班", "oncall"),
    ("standup", "站会"),
    ("alert", "告警", "报警"),
    ("incident", "事故"),
    ("postmortem", "复盘"),
    ("notify", "通知", "notice"),
    ("price", "价格"),
    ("pay", "付", "支付"),
    ("school", "学校"),
    ("doctor", "医生"),
)
# Quantities with a unit, one spelling in every language: "six months", "6 个月" and "六个月"
# are all "6month"; "24 hours" and "24 小时" are "24hour". They pin a rule's value down the way
# numbers do, where a bare small number ("6") says too little to count.
_EN_NUMBERS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve".split()
    )
}
_EN_UNITS = dict(min="minute", hr="hour")
# A bare 月 after a number is a date ("3 月 12 日"); a duration says 个月.
_ZH_UNITS = dict(分钟="minute", 小时="hour", 天="day", 周="week", 星期="week", 个月="month")
_ZH_UNITS |= dict(年="year", 行="line")
_EN_QUANTITY_RE = Prefiltered(
    re.compile(
        AFTER_NO_WORD + r"(?<!\.)(\d+|" + "|".join(_EN_NUMBERS) + r")[\s-]*"
        r"(minute|min|hour|hr|day|week|month|year|line)s?(?![a-z])",
        re.IGNORECASE,
    )
)
# 前一天, 这一周, 每一天, 同一天 name a day, they do not measure one.
_ZH_QUANTITY_RE = re.compile(
    r"(?<![前后这那每同上下])(\d+|[一二两三四五六七八九十]{1,3})\s*(分钟|小时|天|星期|周|个月|年|行)"
)
# How often, one spelling in every language: "once a week", "one visit per household per week",
# "每周一次", "一周一次" are all "1xweek"; "twice a day", "每天两次" are "2xday". A frequency pins a
# rule down as a time or a duration does.
_FREQUENCY_UNITS = dict(
    day="day",
    天="day",
    日="day",
    week="week",
    周="week",
    星期="week",
    礼拜="week",
    fortnight="fortnight",
    month="month",
    月="month",
    个月="month",
    quarter="quarter",
    季度="quarter",
    year="year",
    年="year",
)
_EN_TIMES = dict(once=1, twice=2, thrice=3)
_EN_FREQUENCY_RE = re.compile(
    r"(?<![\w-])(?:(once|twice|thrice)|(\d+|" + "|".join(_EN_NUMBERS) + r")\s+(?:times|[a-z]+))"
    r"\s+(?:a|an|per|each|every)\s+(?:[a-z]+\s+per\s+)?(day|week|fortnight|month|quarter|year)"
    r"(?![\w-])",
    re.IGNORECASE,
)
_ZH_FREQUENCY_RE = re.compile(
    r"[每一]\s*(天|日|周|星期|礼拜|个月|月|季度|年)[^\s，。；,;0-9一二两三四五六七八九十]{0,4}"
    r"(\d+|[一二两三四五六七八九十]{1,3})\s*次"
)
# Search's stopwords that do say what a rule is about.
_CONTENT_WORDS = frozenset(
    """build daily default deploy file files memory note notes search session use used using
    work workspace week month morning evening night before after""".split()
)
# Words that carry no claim on their own; the role and modal words of rules among them
# ("must", "必须", "not") — two rules differ in what they bind, not in being rules; pronouns, and
# the tails of contractions ("you'll", "you're", "we've"), which a rare-term search for
# restatements would otherwise take for the rarest words of a text.
_CLAIM_STOP = frozenset(
    """必须 一定 务必 总是 始终 一律 不 不要 没有 别 勿 禁止 应该 要 会 能 已 已经 还 都 也 就 再
    又 很 非常 里 上 下 中 把 被 给 让 跟 对 向 从 到 这 那 其 我 你 他 她 它 的 地 得 着 过 吗 呢 吧
    啊 呀 了 和 与 及 或 在 是 为 有 一 个 些 规范 规则 规矩 记 记到 记下 记住 好的 收到 明白
    一次 有人 记得 情况 东西 事情 时间 问题
    must never always not no any all rule rules policy noted got understood okay sure will
    please also just really note remember remembered i we us our you your it its is are be
    was were been a an the of to in on at by for with as or and so if then than this that these
    those there here do does did don doesn didn see details detail info more etc
    me him her my his mine myself who whom whose why how one ones
    ll re ve""".split()
) | (STOPWORDS - _CONTENT_WORDS)
_ISSUE_RE = re.compile(r"#\d+")
# Numbers with a unit or several digits ("10:00", "1%", "400", "v2") and compound names
# ("#kestrel-oncall", "eta-svc", "/v2") say the same in every language: strong shared terms.
_NUMBER_RE = re.compile(AFTER_NO_WORD + r"(?<!\.)\d+(?:[.:]\d+)*%?")
_COMPOUND_RE = re.compile(r"#?[a-z][a-z0-9]*(?:[-_/.][a-z0-9]+)+|#[a-z][\w-]*|/v\d+")
# Chinese weekdays (周二, 星期四, 礼拜五), which jieba glues to their neighbours (每周二 → 每周 二).
# (Not 每周一次 "once a week": a count of times.)
_ZH_WEEKDAY_RE = re.compile("(?:周|星期|礼拜)([一二三四五六日天])(?!次)")
_ZH_WEEKDAYS = dict(
    zip(
        "一二三四五六日天",
        ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "sunday"),
        strict=True,
    )
)
_TERM_RE = re.compile(r"^[\w#.+/-]+$")
# A link is one term (its host and path), not the five words its parts would segment into.
_URL_RE = re.compile(r"\b(?:https?|ftp)://([^\s<>\"'\])）]+)", re.IGNORECASE)
# Times of day, one spelling in every language: "15:00", "3pm", "3 p.m.", "15 点", "下午三点",
# "十点半" are all the term "15:00" (or "10:30"), so a rule restated with another clock still
# shares its time. Only Chinese hours with a 点 and English hours with am/pm are clock times;
# a bare "3" is not.
_CLOCK_HM_RE = re.compile(AFTER_NO_WORD + r"(?<![.:])(\d{1,2}):(\d{2})(?![\d:])")
_CLOCK_AMPM_RE = re.compile(
    AFTER_NO_WORD + r"(?<!\.)(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?(?![a-z])"
)
_CLOCK_ZH_RE = re.compile(
    r"(上午|早上|早晨|中午|下午|傍晚|晚上)?\s*(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*点"
    r"(?:\s*(半)|\s*(\d{1,2})\s*分|\s*([一三])刻)?"
)
_ZH_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2}


@lru_cache(maxsize=65536)
def _specific(term: str) -> bool:
    return any(ch.isdigit() for ch in term) or any(ch in "#-_/." for ch in term)


@lru_cache(maxsize=1)
def _concept_map() -> dict[str, str]:
    out: dict[str, str] = {}
    for word, alts in SYNONYMS.items():
        out.setdefault(word, min((word, *alts), key=lambda w: (has_cjk(w), len(w), w)))
    for group in _CONCEPTS:
        for word in group:
            out[word] = group[0]
    # English words are looked up stemmed too, and the stemmer cuts inflected forms differently
    # ("distance" stays, "distances" → "distanc"): map the stems of the usual endings as well.
    for word, concept in list(out.items()):
        if not has_cjk(word):
            for form in (word, word + "s", word + "d", word + "ed", word + "ing"):
                out.setdefault(stem(form), concept)
    return out


def _zh_number(text: str) -> int | None:
    """A number written in digits or in Chinese numerals up to 99 ("十", "十二", "二十三")."""
    if text.isdigit():
        return int(text)
    if "十" not in text:
        return _ZH_DIGITS.get(text) if len(text) == 1 else None
    tens, _, ones = text.partition("十")
    value = (_ZH_DIGITS.get(tens, -100) if tens else 1) * 10
    value += _ZH_DIGITS.get(ones, -100) if ones else 0
    return value if 0 <= value < 100 else None


def _clock(hour: int, minute: int) -> str | None:
    return f"{hour}:{minute:02d}" if 0 <= hour < 24 and 0 <= minute < 60 else None


def _findall_with(pattern: re.Pattern[str], text: str, literals: Iterable[str]) -> list[Any]:
    """`pattern.findall(text)`, skipped when `text` holds none of `literals`, one of which every
    match contains: a substring test costs a fraction of the pattern's scan of the text."""
    return pattern.findall(text) if any(literal in text for literal in literals) else []


def quantity_terms(text: str) -> set[str]:
    """Durations and sizes as number+unit terms ("6month", "24hour", "400line"); see
    `_EN_QUANTITY_RE`. Years of more than two digits are dates, not durations."""
    found: set[str] = set()
    for number, unit in _EN_QUANTITY_RE.findall(text):
        value = _EN_NUMBERS.get(number.lower()) if not number.isdigit() else int(number)
        unit = unit.lower()
        if value is not None:
            found.add(f"{value}{_EN_UNITS.get(unit, unit)}")
    for number, unit in _findall_with(_ZH_QUANTITY_RE, text, _ZH_UNITS):
        value = _zh_number(number)
        if value is not None and not (unit == "年" and value > 99):
            found.add(f"{value}{_ZH_UNITS[unit]}")
    return found


def frequency_terms(text: str) -> set[str]:
    """How often, as count+"x"+unit terms ("1xweek", "2xday"); see `_EN_FREQUENCY_RE`."""
    found: set[str] = set()
    for times, number, unit in _findall_with(_EN_FREQUENCY_RE, text.lower(), _EN_FREQ_UNITS):
        value = _EN_TIMES.get(times) if times else _number(number)
        if value is not None:
            found.add(f"{value}x{_FREQUENCY_UNITS[unit]}")
    for unit, number in _findall_with(_ZH_FREQUENCY_RE, text, "次"):
        value = _zh_number(number)
        if value is not None:
            found.add(f"{value}x{_FREQUENCY_UNITS[unit]}")
    return found


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else _EN_NUMBERS.get(word)


_EN_FREQ_UNITS = ("day", "week", "fortnight", "month", "quarter", "year")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_NAME = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_EN_DATE_RE = re.compile(
    rf"{AFTER_NO_WORD}(?<!-){_MONTH_NAME}\s+(\d{{1,2}})(?:st|nd|rd|th)?{BEFORE_NO_WORD}(?!:)"
    rf"|{AFTER_NO_WORD}(?<![.:-])(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_NAME}{BEFORE_NO_WORD}(?!-)",
    re.IGNORECASE,
)
# A month's name or an ISO date's shape somewhere: plain patterns (no look-behind, no
# IGNORECASE, which stop the regex engine skipping ahead), cheap ways to rule a text out.
_MONTH_HINT_RE = re.compile("jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec")
_ISO_HINT_RE = re.compile(r"\d\d-\d\d")
_ISO_DATE_RE = re.compile(r"(?<![\d-])\d{4}-(\d{2})-(\d{2})(?![\d-])")
_ZH_DATE_RE = re.compile(
    r"(?<![\d一二三四五六七八九十])(\d{1,2}|[一二三四五六七八九十]{1,2})\s*月\s*"
    r"(\d{1,2}|[一二三四五六七八九十]{1,3})\s*[日号]"
)


def date_terms(text: str) -> set[str]:
    """A day of the year as one value in either language: "Nov 14", "14 November", "the 14th of
    November", "11 月 14 号", "十一月十四日", "2026-11-14" are all "11-14" (a year, when given, is a number
    of its own)."""
    found: set[str] = set()
    for m in _EN_DATE_RE.finditer(text) if _MONTH_HINT_RE.search(text.lower()) else ():
        name, day = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        if name.lower() == "may" and not name[0].isupper():
            continue  # "I may 3 times": the verb
        month = _MONTHS.index(name.lower()[:3]) + 1
        if 1 <= int(day) <= 31:
            found.add(f"{month}-{int(day)}")
    for month_text, day_text in _ISO_DATE_RE.findall(text) if _ISO_HINT_RE.search(text) else ():
        if 1 <= int(month_text) <= 12 and 1 <= int(day_text) <= 31:
            found.add(f"{int(month_text)}-{int(day_text)}")
    for month_text, day_text in _findall_with(_ZH_DATE_RE, text, "月"):
        zh_month, zh_day = _zh_number(month_text), _zh_number(day_text)
        if zh_month and zh_day and 1 <= zh_month <= 12 and 1 <= zh_day <= 31:
            found.add(f"{zh_month}-{zh_day}")
    return found


def clock_terms(text: str) -> tuple[set[str], set[str]]:
    """(clock terms, the bare hour numbers they were written with): see `_CLOCK_*_RE`."""
    found: set[str] = set()
    hours: set[str] = set()
    for h, m in _findall_with(_CLOCK_HM_RE, text, ":"):
        if (term := _clock(int(h), int(m))) is not None:
            found.add(term)
    for h, m, half in _CLOCK_AMPM_RE.findall(text.lower()):
        hour = int(h) % 12 + (12 if half == "p" else 0)
        if (term := _clock(hour, int(m or 0))) is not None:
            found.add(term)
            hours.add(h)
    for part, h, half, minute, quarter in _findall_with(_CLOCK_ZH_RE, text, "点"):
        zh_hour = _zh_number(h)
        if zh_hour is None:
            continue
        # 中午一点 is 13:00: noon's hours after twelve are afternoon ones.
        afternoon = part in ("下午", "傍晚", "晚上") or (part == "中午" and zh_hour < 6)
        hour = zh_hour + 12 if afternoon and zh_hour < 12 else zh_hour
        minutes = 30 if half else 15 * (1 + 2 * (quarter == "三")) if quarter else int(minute or 0)
        if (term := _clock(hour, minutes)) is not None:
            found.add(term)
            hours.add(h)
    return found, hours


@lru_cache(maxsize=65536)
def _term(word: str) -> str | None:
    concepts = _concept_map()
    word = word.strip().lower()
    if not word or word in _CLAIM_STOP or not _TERM_RE.match(word):
        return None
    if not has_cjk(word):
        if len(word) < 2 or word.isdigit():
            return None
        word = concepts.get(word) or concepts.get(stem(word)) or stem(word)
        return None if word in _CLAIM_STOP else word
    if word in concepts:
        return concepts[word]
    if len(word) < 2:
        return None
    # A Chinese word the dictionary does not know: its characters' bigrams, so 真实数据 and
    # 真实数据库 still share most of their terms.
    return word


@lru_cache(maxsize=65536)
def claim_terms(text: str) -> frozenset[str]:
    """The claim terms of a fragment text (see module): its statement without heading or role."""
    return statement_claim_terms(split_prefix(text)[2])


@lru_cache(maxsize=65536)
def statement_claim_terms(body: str) -> frozenset[str]:
    """The claim terms of a statement, a core or a MEMORY.md entry: text whose heading and role
    are already gone, so a leading "Liquid nitrogen: never alone" keeps its topic."""
    links = {m.rstrip(".,;:!?/").lower() for m in _URL_RE.findall(body)}
    body = _URL_RE.sub(" ", body)
    lowered = body.lower()
    terms: set[str] = set(_ISSUE_RE.findall(body)) | links
    clocks, hours = clock_terms(body)
    terms.update(clocks)
    terms.update(quantity_terms(body))
    terms.update(frequency_terms(body))
    terms.update(date_terms(body))
    terms.update(
        n
        for n in _NUMBER_RE.findall(lowered)
        if (len(n) > 1 or n.endswith("%")) and n not in hours and n not in clocks
    )
    terms.update(c.strip(".") for c in _COMPOUND_RE.findall(lowered))
    terms.update(_ZH_WEEKDAYS[d] for d in _ZH_WEEKDAY_RE.findall(body))
    for word in word_segments(lowered):
        terms.update(_word_terms(word))
    return frozenset(terms)


@lru_cache(maxsize=65536)
def _word_terms(word: str) -> tuple[str, ...]:
    """The claim terms one word of a text adds (cached: notes repeat their words)."""
    if _CLOCK_ZH_RE.fullmatch(word) or _CLOCK_AMPM_RE.fullmatch(word):
        return ()  # its time is the clock term of the text
    term = _term(word)
    if term is None:
        return ()
    if has_cjk(term) and len(term) > 2:
        return tuple(term[i : i + 2] for i in range(len(term) - 1))
    return (term,)


def claim_terms_text(terms: frozenset[str]) -> str:
    """Claim terms as stored in `fragment.claim_terms` (sorted, space-separated)."""
    return " ".join(sorted(terms))


@dataclass(frozen=True)
class MemoryEntry:
    """A statement in MEMORY.md: a promoted bullet (with its marker key) or a hand-written line."""

    key: str | None
    text: str
    line: int
    terms: frozenset[str]


Similarity = Callable[[str, frozenset[str], str, frozenset[str]], float]


def lexical_similarity(_a: str, a: frozenset[str], _b: str, b: frozenset[str]) -> float:
    """Dice coefficient of two term sets, 0 unless they share `MIN_SHARED_TERMS` terms (or all of
    the smaller set, when it is smaller than that); a shared issue number (#123, not a channel
    such as #ops) always counts."""
    if not a or not b:
        return 0.0
    return _lexical(a, b, a & b)


def _lexical(a: frozenset[str], b: frozenset[str], shared: frozenset[str]) -> float:
    # The join finds a "#" anywhere, cheaply; most pairs share no issue number.
    if "#" in "".join(shared) and any(_ISSUE_RE.fullmatch(t) for t in shared):
        return 1.0
    if len(shared) < min(MIN_SHARED_TERMS, len(a), len(b)):
        return 0.0
    dice = 2 * len(shared) / (len(a) + len(b))
    if dice >= CLAIM_SIMILARITY or dice < SPECIFIC_SIMILARITY:
        return dice
    # Long restatements add their own context words; several shared numbers or names (1%, 10%,
    # 50%, eta-svc) pin the same fact down even where the rest of the wording differs.
    if sum(map(_specific, shared)) >= MIN_SPECIFIC:
        return CLAIM_SIMILARITY
    return dice


def same_claim(left: str, right: str, similarity: Similarity = lexical_similarity) -> bool:
    """Do two texts restate one claim (the grouping rule, for one pair)?"""
    return similarity(left, claim_terms(left), right, claim_terms(right)) >= CLAIM_SIMILARITY


def entry_similarity(a_text: str, a: frozenset[str], b_text: str, b: frozenset[str]) -> float:
    """`lexical_similarity`, with a lower bar between a claim and MEMORY.md's entries: there
    each entry states one fact and there are few of them, so sharing `MIN_SHARED_TERMS` terms,
    a Dice coefficient ≥ `SPECIFIC_SIMILARITY` and a value (a number, a time, a duration, a
    weekday) is enough to be a restatement (a rule retold on another day in other words). Names
    and links do not count here: two different rules may cite one wiki page. A rule with no value
    shares `MIN_SHARED_WORDING` terms instead, unless both texts name values (none in common)."""
    if not a or not b:
        return 0.0
    a_cjk = _mostly_cjk(a_text)
    if a_cjk != _mostly_cjk(b_text):
        # Across languages: three shared terms at least, and the values weigh most (each naming
        # its own is two arrangements, or one replacing the other).
        a, b = _read_across(a, b, a_cjk)
        shared = a & b
        if len(shared) < MIN_SHARED_TERMS or names_other_values(a, b):
            return 0.0
        if (
            len(shared) >= MIN_SHARED_ACROSS
            and 2 * len(shared) / (len(a) + len(b)) >= ACROSS_SIMILARITY
        ):
            return max(CLAIM_SIMILARITY, _lexical(a, b, shared))
    else:
        shared = a & b
    sim = _lexical(a, b, shared)
    if sim >= CLAIM_SIMILARITY or sim < SPECIFIC_SIMILARITY or len(shared) < MIN_SHARED_TERMS:
        return sim
    # `map` over the cached tests: grouping asks this of ~10^5 pairs, a generator costs more.
    if any(map(_is_value, shared)) and any(map(_is_topic, shared)):
        return CLAIM_SIMILARITY
    # No shared value: more shared wording is needed, and two texts that each name a value (and
    # none in common) state different facts, or one replaces the other (superseded_entry).
    if len(shared) >= MIN_SHARED_WORDING and not (
        any(map(_is_value, a)) and any(map(_is_value, b))
    ):
        return CLAIM_SIMILARITY
    return sim


# The rules that read a text only through its terms and whether it is mostly Chinese
# (`compares_alike`).
LEXICAL_RULES: tuple[Similarity, ...] = (lexical_similarity, entry_similarity)


def compares_alike(a_text: str, a: frozenset[str], b_text: str, b: frozenset[str]) -> bool:
    """Does every rule of `LEXICAL_RULES` score two texts alike against any third: the same
    terms, and both or neither mostly Chinese?"""
    return a == b and _mostly_cjk(a_text) == _mostly_cjk(b_text)


_CJK_CHAR_RE = re.compile(f"[{CJK_CLASS}]")
_LATIN_LETTER_RE = re.compile(r"[A-Za-z]")


@lru_cache(maxsize=65536)
def _mostly_cjk(text: str) -> bool:
    """Is a text written mostly in Chinese (a CJK character against two Latin letters: a Chinese
    word is two characters where an English one is five letters)?"""
    cjk = len(_CJK_CHAR_RE.findall(text))
    return cjk > 0 and 2 * cjk >= len(_LATIN_LETTER_RE.findall(text))


def comparable_terms(
    a_text: str, a: frozenset[str], b_text: str, b: frozenset[str]
) -> tuple[frozenset[str], frozenset[str]]:
    """Two texts' terms as they can be compared: unchanged in one language; with the Chinese
    side read in English (`bridged`) when one is written in Chinese and the other is not."""
    a_cjk = _mostly_cjk(a_text)
    if a_cjk == _mostly_cjk(b_text):
        return a, b
    return _read_across(a, b, a_cjk)


def _read_across(
    a: frozenset[str], b: frozenset[str], a_cjk: bool
) -> tuple[frozenset[str], frozenset[str]]:
    """The terms of two texts in different languages, the Chinese one (`a` when `a_cjk`) read
    in English (`bridged`)."""
    return (bridged(a, b), b) if a_cjk else (a, bridged(b, a))


def english_readings(text: str, terms: frozenset[str]) -> frozenset[str]:
    """The English claim terms a Chinese text's terms read as (none for a text not mostly
    Chinese): where grouping looks for its English restatements."""
    if not _mostly_cjk(text):
        return frozenset()
    return frozenset(e for t in terms for e in _reading(t)[0])


def bridged(zh: frozenset[str], en: frozenset[str]) -> frozenset[str]:
    """A Chinese text's terms as the English text `en` can share them: a Chinese term one of
    whose translations `en` holds becomes that English term; one the dictionary does not know
    (the bigrams of a word jieba does not know, 压药 of 降压药) is dropped, evidence neither for
    nor against; values, names and glossary concepts stay as they are."""
    out: set[str] = set()
    stems: dict[str, list[str]] | None = None
    for term in zh:
        english, stays = _reading(term)
        found = english & en if english else english
        if english and not found:
            stems = _by_stem(en) if stems is None else stems
            found = _same_stem(english, stems)
        if found:
            out.add(min(found))
        elif stays:
            out.add(term)
    return frozenset(out)


_STEM = 4  # letters two forms of one word share at least


@lru_cache(maxsize=4096)
def _by_stem(en: frozenset[str]) -> dict[str, list[str]]:
    """The English side's words of `_STEM` letters or more, by their first `_STEM` letters
    (cached: grouping bridges one English text to many Chinese ones; callers only read it)."""
    out: dict[str, list[str]] = {}
    for t in en:
        if len(t) >= _STEM:
            out.setdefault(t[:_STEM], []).append(t)
    return out


def _same_stem(english: frozenset[str], stems: dict[str, list[str]]) -> frozenset[str]:
    """The English side's words (`_by_stem`) that a translation names in another form of the
    word: one a prefix of the other, `_STEM` letters at least, three more at most (送货 "to
    deliver goods" is the "delivery" of an English note; 共享 "to share" its "shared")."""
    return frozenset(
        t
        for e in english
        if len(e) >= _STEM
        for t in stems.get(e[:_STEM], ())
        if abs(len(t) - len(e)) <= 3 and (t.startswith(e) or e.startswith(t))
    )


@lru_cache(maxsize=65536)
def _reading(term: str) -> tuple[frozenset[str], bool]:
    """A term's translations — the claim terms of its English words (`bilingual.english_words`),
    none for a term that is not Chinese — and whether it stays when none is shared (not Chinese,
    or a word the dictionary knows); cached: a year of notes bridges the same terms 10^5 times."""
    if not has_cjk(term):
        return frozenset(), True
    english = frozenset(t for w in english_words(term) for t in _word_terms(w))
    return english, known(term)


@lru_cache(maxsize=65536)
def _is_value(term: str) -> bool:
    """A number, time, duration or weekday term (what `entry_similarity` asks two texts to share);
    cached: grouping a year of notes asks about the same terms 10^5 times."""
    return term in _WEEKDAY_TERMS or any(ch.isdigit() for ch in term)


# The parts of a day: like a weekday, they say when, not what about.
_DAY_PART_TERMS = frozenset({"morning", "afternoon", "evening", "night", "noon", "midnight"})


def _is_topic(term: str) -> bool:
    """A shared term that says what a rule is about, not when: two rules about different things
    on the same days ("Friday orders come Saturday", "open Saturday 9 to 1") share only their
    calendar."""
    return not _is_value(term) and term not in _DAY_PART_TERMS


def matching_entry(
    entries: Sequence[MemoryEntry], text: str, similarity: Similarity = entry_similarity
) -> MemoryEntry | None:
    """The MEMORY.md entry that already states this statement (most similar), if any."""
    terms = statement_claim_terms(text)
    best: tuple[float, MemoryEntry] | None = None
    for entry in entries:
        sim = similarity(text, terms, entry.text, entry.terms)
        if sim >= CLAIM_SIMILARITY and (best is None or sim > best[0]):
            best = (sim, entry)
    return best[1] if best else None


_HEXISH_RE = re.compile(r"^[0-9a-f]{4,}$")
_FILE_TAGS = frozenset({"jsonl", "json", "md", "txt", "log"})
# Words a tag can be that name no theme a reader recognises (algorithm.md §6.5): the calendar and
# the clock, counts, the verbs and adjectives any note uses, and the genre words of notes
# themselves (a decision, a rule, a reminder is what a note is, not what it is about). Function
# words and pronouns come from search's question stopwords; the redaction marker's word is the
# redactor's, not the note's.
_THEME_GENERIC = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday weekday weekend weekly daily
    morning afternoon evening night noon day days week weeks month year hour hours minute
    today tonight time date now later soon early late ago
    one two three four five six seven eight nine ten first second third last next half
    set get go goes went come came put take took keep kept stay live lives ask asks asked say
    says said tell told mention mentioned confirm confirmed want wanted try tried start started
    look see seen show give gave call called turn make made let find found think know
    change changes changed new old good bad big small little long short fine right wrong
    everything nothing anything something everyone people way
    redact redacted
    decision decisions decide decided rule rules reason reasons note notes reminder reminders
    preference preferences todo todos 决定 决策 规则 规矩 原因 笔记 备注 提醒 偏好 待办""".split()
)
_DOUBLED = frozenset("bdgmnprt")
# jieba's parts of speech that name things: nouns of every kind, verbal nouns, Latin words.
_NOMINAL_POS = ("n", "vn", "eng")


@lru_cache(maxsize=65536)
def _nominal(word: str) -> bool:
    """Is a Chinese word a noun in jieba's dictionary (事故, 垃圾桶, 游泳 as a noun) rather than a
    time, count, pronoun, adverb or plain verb (前一天, 一班, 别的, 赶不上, 安排)?"""
    tags = pos_tags(word)
    return len(tags) == 1 and tags[0][1].startswith(_NOMINAL_POS)


def _generic(term: str, surface: str) -> bool:
    if term in _THEME_GENERIC or term in QUERY_STOPWORDS or surface in QUERY_STOPWORDS:
        return True
    # A Chinese word keeps its own spelling when no concept maps it: then it must be a noun.
    return has_cjk(term) and term == surface and not _nominal(term)


def theme_terms(tags: Iterable[str]) -> dict[str, str]:
    """Concept tags as REM's themes compare them, each with the word a reader sees (the tag it
    came from): one term per concept across languages (部署 and deploy are one theme), English
    stems named by their word (`swimming`, not `swimm`), and no file-name residue (hashes,
    extensions) or generic words (weekdays, pronouns, "set", 别的)."""
    out: dict[str, str] = {}
    for tag in tags:
        if tag in _FILE_TAGS or _HEXISH_RE.match(tag) or tag.endswith((".jsonl", ".md")):
            continue
        term = _term(tag)
        if term is None:
            continue
        stemmed = stem(tag) == term != tag
        # "swimming" and "swim" are one theme: a stem's doubled last consonant is undone.
        if stemmed and len(term) > 3 and term[-1] == term[-2] and term[-1] in _DOUBLED:
            term = term[:-1]
        if term in out or _generic(term, tag):
            continue
        # A theme is named by a word its notes wrote: a stem (`swimm`) or a concept's spelling
        # (`reply` for 回复) may be none.
        out[term] = tag
    return out


# ------------------------------------------------------------------ a newer rule replacing an older one

_CHANGE_RE = Prefiltered(
    re.compile(
        # "now that …" gives a cause ("now that Berlin switched to summer time"), not a change.
        r"(?<![\w-])(?:now(?!\s+that\b)|from now on|no longer|instead|changed|moved to|switched to|"
        r"anymore|going forward|change of plan|effective immediately|replacing|replaced by|"
        # A value adjusted: "raised to 80", "cut to 2 weeks", "pushed back to 17:30", "goes up
        # to 15 minutes", "rescheduled to 03:00", "swapped over to Wednesdays".
        + ADJUSTED_TO
        + r"|(?:moves|moving(?: \w+){0,3}|go(?:es)? (?:up|down)|went (?:up|down)|"
        r"switch(?:es|ing)?(?: over)?|swap(?:s|ped|ping)?(?: \w+){0,2} over) to|"
        r"switched from|takes? over|taking over|(?:has|have) taken over|"
        # The old value named as the old one: "14 days (was 30)".
        r"\((?:was|previously|formerly)|"
        # When a new arrangement starts ("since today the autoclave runs …") says it is new.
        + ARRANGEMENT_STARTS
        + r")(?![\w-])|改为|改成|改到|换成|不再|现在|调整为|从此|"
        + ADJUSTED_TO_ZH
        + "|改从|改由|改用|改在|换了|以前是|原来是|之前是|"
        + ARRANGEMENT_STARTS_ZH,
        re.IGNORECASE,
    )
)
_WEEKDAY_TERMS = frozenset(_ZH_WEEKDAYS.values())


def _values(terms: frozenset[str]) -> frozenset[str]:
    """The terms that say *which* (numbers, names, weekdays), as opposed to *what about*."""
    return frozenset(t for t in terms if _specific(t) or t in _WEEKDAY_TERMS)


def says_it_changed(text: str) -> bool:
    """Does a text say that something changed ("now", "no longer", "改为", "不再" …), or that
    an old way of doing a thing is retired ("the old sign-up sheet is retired", 白板不用了)?"""
    return _tells_a_change(_heading_and_body(text)) or _retires_something(text)


# Change words that alone may tell a one-off ("Marcus does the church instead", "it's fine
# now"), not that an arrangement changed.
_WEAK_CHANGE_WORDS = frozenset({"now", "instead"})


@lru_cache(maxsize=65536)
def announces_a_change(text: str) -> bool:
    """`says_it_changed` by a word that tells an arrangement changed, not a bare "now" or
    "instead"; or it retires an old way. Cached: every ranking of a claim's members asks it."""
    return _retires_something(text) or any(
        word.lower() not in _WEAK_CHANGE_WORDS for word in _change_words(_heading_and_body(text))
    )


def _heading_and_body(text: str) -> str:
    """A text without its role: a heading that says what changed ("Change of plan: …",
    "Schedule change: …") speaks for the line under it."""
    _, heading, body = split_prefix(text)
    return f"{heading}: {body}" if heading else body


# A capitalised word inside a sentence (not its first word) names someone or something:
# "Tom", "Bean & Co", "Roastery North".
_LATIN_WORD_RE = re.compile(r"[A-Za-z][\w'’-]*")
_SENTENCE_START_RE = re.compile(r"(?:^|[.!?:;—–]\s*|\n\s*)$")
# jieba's parts of speech for names: people, places, organisations, other proper nouns.
_ZH_NAME_POS = ("nr", "ns", "nt", "nz")


@lru_cache(maxsize=65536)
def name_terms(text: str, terms: frozenset[str], openers: bool = False) -> frozenset[str]:
    """The claim terms of a text that are names (see `_LATIN_WORD_RE`; Chinese words jieba
    tags as names): who or which, a value a change can replace like a number. With `openers`,
    a capitalised word that opens a sentence counts too, unless it is a function word."""
    if not text:
        return frozenset()
    body = split_prefix(text)[2]
    found: set[str] = set()
    for m in _LATIN_WORD_RE.finditer(body):
        word = m.group(0)
        if not word[0].isupper() or word == "I" or word.lower() in QUERY_STOPWORDS:
            continue
        if (openers or not _SENTENCE_START_RE.search(body[: m.start()])) and (
            term := _term(word)
        ) is not None:
            found.add(term)
    if has_cjk(body):
        for word, pos in pos_tags(body):
            if pos.startswith(_ZH_NAME_POS) and (term := _term(word)) is not None:
                found.add(term)
    return frozenset(t for t in found if not _is_value(t)) & terms


# A clause that supposes or gives a cause: a change word inside it tells no change of the rule
# ("If the Friday route changed, ask them …", "… now that Berlin switched to summer time").
_SUPPOSED_RE = open_clause("if|whether|unless|in case|now that", "如果")


def _change_words(body: str) -> Iterator[str]:
    """The change words (`_CHANGE_RE`) of a text's body outside a supposed cause or case."""
    return (
        m.group(0) for m in _CHANGE_RE.finditer(body) if not _SUPPOSED_RE.search(body[: m.start()])
    )


def _tells_a_change(body: str) -> bool:
    """Does a text's body hold a change word outside a supposed cause or case?"""
    return next(_change_words(body), None) is not None


def topic_terms(terms: frozenset[str]) -> frozenset[str]:
    """The terms that say what a statement is about, its values (`_values`) left out."""
    return terms - _values(terms)


def replaces(
    newer: frozenset[str],
    older: frozenset[str],
    newer_names: frozenset[str] = frozenset(),
    older_names: frozenset[str] = frozenset(),
) -> bool:
    """Do the claim terms of a statement that says something changed (`says_it_changed`)
    replace an older statement's: at least two shared topic terms (and a third of the shorter
    one's subject terms), and both name values (numbers, names, weekdays) that differ. The
    names a caller passes (`_changed_names`) count as values: "Tom locks up on Fridays instead
    of Maya" replaces "Maya locks up on Fridays"."""
    mine, theirs = _values(newer) | newer_names, _values(older) | older_names
    topic = (newer & older) - mine - theirs
    # The shared topic must be a real part of what the shorter one is about (a third of its
    # subject words), not two words two different rules happen to share.
    subject = min(len(newer - mine), len(older - theirs))
    # A short statement about one thing ("Standup is at 9:30") shares its whole subject, not two
    # words: that is enough too.
    about = len(topic) >= max(2, subject / 3) or (0 < subject == len(topic))
    return about and bool(mine and theirs) and mine != theirs


# Words that drop the old value ("instead of Tuesday", "不再周二"), where naming it is no
# reminder that it still holds.
_DROPS_RE = re.compile(
    r"(?<![\w-])(?:instead of|no longer|any ?more|replaced|replaces|rather than|replacing|"
    r"(?:switched|moved|changed|swapped) from|takes? over|taking over)(?![\w-])|"
    # A contrast that names the old value: "at 10:00 and 15:00, not at 13:00".
    r",\s*not(?![\w-])|"
    r"不再|而不是|取代|代替|取消|以前是|原来是|之前是",
    re.IGNORECASE,
)


# Words that retire an old way of doing a thing, and where they name it: before the word
# ("the old sign-up sheet is retired", "白板不用了", "纸质登记表作废") or after it ("instead of the
# paper sheet", "we stopped using the group chat", "停用白板", "用日历代替白板").
_RETIRED_BEFORE_RE = Prefiltered(
    re.compile(
        r"(?<![\w-])(?:(?:(?:is|are|was|were|has been|have been|now) )?(?:retired|scrapped|abolished|"
        r"discontinued|no longer (?:used|in use|needed|valid)|not used any ?more)|(?:is|are|now) gone)"
        r"(?![\w-])|"
        r"不用了|作废|取消了|停用了",
        re.IGNORECASE,
    )
)
_RETIRED_AFTER_RE = re.compile(
    r"(?<![\w-])(?:instead of|rather than|replaces|stopped using)\s|不再用|停用|废除|取代|代替",
    re.IGNORECASE,
)
_CLAUSE_END_RE = re.compile(r"(?<=[。！？；;，,—])|(?<=[.!?])\s|\n")
# How far a retired thing's name reaches from the word that retires it.
_NAMED_REACH = 48


def _retired_names(clause: str) -> list[str]:
    """The texts that name what a clause retires: before a word like "retired", after a word
    like "instead of"."""
    names = [
        clause[max(0, m.start() - _NAMED_REACH) : m.start()]
        for m in _RETIRED_BEFORE_RE.finditer(clause)
    ]
    names += [clause[m.end() : m.end() + _NAMED_REACH] for m in _RETIRED_AFTER_RE.finditer(clause)]
    return names


# A cheap first look for the words above: substring tests (a pattern that starts with a
# look-behind keeps the regex engine from skipping ahead, and most texts retire nothing).
_RETIRE_HINTS = (
    "retired",
    "scrapped",
    "abolished",
    "discontinued",
    "gone",
    "no longer",
    "more",
    "instead of",
    "rather than",
    "replaces",
    "stopped using",
    "不用了",
    "作废",
    "取消了",
    "停用",
    "不再用",
    "废除",
    "取代",
    "代替",
)


def _retires_something(text: str) -> bool:
    low = text.lower()
    return any(hint in low for hint in _RETIRE_HINTS) and bool(
        _RETIRED_BEFORE_RE.search(text) or _RETIRED_AFTER_RE.search(text)
    )


def retires(
    newer_text: str, newer: frozenset[str], older: frozenset[str], older_text: str = ""
) -> bool:
    """Does a statement that says something changed retire the way an older rule states,
    where no value tells them apart (a sign-up moved from a board to a calendar)? What it
    names as retired (`_retired_names`: "the old board in the lobby" before "is retired", "the
    paper sheet" after "instead of") holds two of the older rule's subject terms, values and
    generic words left out, and any value it names (a weekday, a number) is the older rule's
    too: a rule about a retired thing is history. Only the retired thing's name counts, not
    the clause around it, which often restates the new way."""
    if not _retires_something(newer_text) or _retires_something(older_text):
        return False  # an older text that retires the old way itself states the new way
    subject = older - _values(older) - _THEME_GENERIC
    for clause in _CLAUSE_END_RE.split(newer_text):
        for name in _retired_names(clause) if clause else ():
            named = statement_claim_terms(name)
            # "No more routine ops on Mondays" retires the Monday list, not a rule naming
            # other days: a value in the retired thing's name must be the older rule's too.
            if len(named & subject) >= 2 and (value_terms(named) & older or not value_terms(named)):
                return True
    return False


def changes(
    newer_text: str, newer: frozenset[str], older: frozenset[str], older_text: str = ""
) -> bool:
    """Does a statement (`newer_text`, its claim terms `newer`) change an older rule (terms
    `older`)? It says something changed (`says_it_changed`), replaces the rule's values
    (`replaces`) with a measure (number, time, weekday) the rule does not name, and does not
    name every old measure as still true ("moved to Tuesday for the holiday; normally it's
    Monday 10:00" is an exception) unless it drops them ("instead of")."""
    return says_it_changed(newer_text) and changes_values(newer_text, newer, older, older_text)


def changes_values(
    newer_text: str, newer: frozenset[str], older: frozenset[str], older_text: str = ""
) -> bool:
    """`changes` for a text already known to say that something changed: it retires the way
    the older rule states (`retires`), or its change words (not a retirement alone) come with
    values that replace the older rule's."""
    if retires(newer_text, newer, older, older_text):
        return True
    if not _tells_a_change(_heading_and_body(newer_text)):
        return False
    new_names, old_names = _changed_names(newer_text, newer, older_text, older)
    if not replaces(newer, older, new_names, old_names):
        return False
    if _same_change(newer, older, older_text):
        return False
    old, new = value_terms(older) | old_names, value_terms(newer) | new_names
    if not new - old:
        return False  # no new value: a restatement that leaves a detail out ("9 pm … now")
    return not old <= new or bool(_DROPS_RE.search(newer_text))


def _changed_names(
    newer_text: str, newer: frozenset[str], older_text: str, older: frozenset[str]
) -> tuple[frozenset[str], frozenset[str]]:
    """The names a change puts in place of the older rule's, and those it drops: only where the
    newer text drops a name of the older one by a drop word ("Tom locks up instead of Maya",
    "… replacing Roastery North"). A name alone is no value to compare: restatements name
    whoever said or did it, and which people a text names is not what it states."""
    if not older_text or not _DROPS_RE.search(newer_text):
        return frozenset(), frozenset()
    # A name opening a sentence is told by its capital where the other text writes it inside one.
    names = name_terms(newer_text, newer) | name_terms(older_text, older)
    dropped = names & newer & older
    if not dropped:
        return frozenset(), frozenset()
    # Whoever or whatever takes the dropped one's place may open the newer sentence ("Tom
    # locks up on Fridays instead of Maya").
    return name_terms(newer_text, newer, openers=True) - older, dropped


def _same_change(newer: frozenset[str], older: frozenset[str], older_text: str) -> bool:
    """Do two texts that each say something changed name the same two times or days? Then they
    tell one change ("from today the autoclave runs at 10:00 and 15:00, instead of 13:00" and
    "since today it runs at 10:00 and 15:00, not at 13:00"), each with details the other
    leaves out, and neither replaces the other."""
    if not older_text or not says_it_changed(older_text):
        return False
    return len(_whens(value_terms(newer)) & _whens(value_terms(older))) >= 2


# A clock time ("9:30"), a month and day ("12-24"): with the weekdays, the values that say when.
_WHEN_RE = re.compile(r"\d{1,2}[:-]\d{1,2}")


def _whens(values: frozenset[str]) -> frozenset[str]:
    return frozenset(t for t in values if t in _WEEKDAY_TERMS or _WHEN_RE.fullmatch(t))


def names_other_values(a: frozenset[str], b: frozenset[str]) -> bool:
    """Do two term sets each name values (numbers, times, weekdays) and share none? Then they
    state two arrangements ("Thursday at 16:00 as usual", "Monday at 9:30 as usual"), however
    much of their wording is the same."""
    return other_values(value_terms(a), value_terms(b))


def other_values(mine: frozenset[str], theirs: frozenset[str]) -> bool:
    """`names_other_values` for two texts' `value_terms`, already read."""
    return bool(mine) and bool(theirs) and not mine & theirs


def value_terms(terms: frozenset[str]) -> frozenset[str]:
    """The values that measure (numbers, times, weekdays), names left out."""
    return frozenset(filter(_is_value, terms))


def superseded_entry(entries: Sequence[MemoryEntry], text: str) -> MemoryEntry | None:
    """The promoted MEMORY.md entry a newer statement changes (`changes`). Deep proposes an
    edit for it."""
    terms = statement_claim_terms(text)
    for entry in entries:
        if entry.key is None:
            continue  # hand-written text is the user's to change
        if changes(text, terms, entry.terms, entry.text):
            return entry
    return None


# A review item this close to an entry, below the merge bar, "looks like" it (algorithm.md §6.6).
NEAR_SIMILARITY = SPECIFIC_SIMILARITY


def near_entry(
    entries: Sequence[MemoryEntry], text: str, similarity: Similarity = entry_similarity
) -> MemoryEntry | None:
    """The MEMORY.md entry most like `text` with a similarity of at least `NEAR_SIMILARITY`
    (the entry `matching_entry` finds, or one a reviewer may judge the same fact), if any."""
    terms = claim_terms(text)
    best: tuple[float, int, MemoryEntry] | None = None
    for entry in entries:
        sim = similarity(text, terms, entry.text, entry.terms)
        if sim >= NEAR_SIMILARITY and (best is None or (sim, -entry.line) > best[:2]):
            best = (sim, -entry.line, entry)
    return best[2] if best else None
