"""Is a fragment durable knowledge? (algorithm.md §6.5; algorithm.md §6 deep gate 2).

The article's flush prompt says what is worth keeping: decisions with reasons, long-lived
preferences and rules. Not worth keeping: one-off questions, exploration steps, finished one-off
operations. Unfinished work is worth *writing down* but is not *knowledge*: while it is open it
must not reach MEMORY.md. This module names what a text is, from its words and its structure,
in English and Chinese. Pure functions of the text; no store, no model.

`classify(text)` returns a `Durability` whose `reason` is None for durable knowledge, else one of
`REASONS`. The text is a fragment as the store keeps it: `heading: body` for notes (list items
joined by `; `), `User: …` / `Assistant: …` for session lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memtui.engine.lexicon import (
    ADJUSTED_TO,
    ADJUSTED_TO_ZH,
    ARRANGEMENT_STARTS,
    ARRANGEMENT_STARTS_ZH,
    PARTICIPLES,
    SIMPLE_PASTS,
)
from memtui.engine.prefilter import Prefiltered, any_of
from memtui.engine.text import open_clause, split_prefix

__all__ = [
    "REASONS",
    "Durability",
    "classify",
    "closes",
    "is_open",
    "names_a_report",
    "split_prefix",
    "telling",
]

# Reason codes, in the order they are checked; each explains itself in `REASON_LABELS`.
REASONS = (
    "echo",
    "open",
    "done",
    "question",
    "waiting",
    "tentative",
    "report",
    "chatter",
    "log",
    "dated",
    "event",
    "request",
    "resolved",
)
REASON_LABELS = {
    "echo": "the assistant acknowledging what the user said",
    "open": "an open to-do or unsolved problem",
    "done": "a finished one-off operation (closes an open item)",
    "question": "a question",
    "waiting": "a plan waiting on someone",
    "tentative": "a hunch or tentative idea",
    "report": "a recap, status report or timeline",
    "chatter": "meal, weather or small talk",
    "log": "a pasted log or command output",
    "dated": "true for a day or a week only, or a story of what happened",
    "event": "what happened once: a logged time, something done or observed",
    "request": "a one-off task the user asks for",
    "resolved": "an open item closed by a later note",
}


@dataclass(frozen=True)
class Durability:
    """What a text is: `reason` None means durable knowledge; `cue` is what decided it."""

    reason: str | None
    cue: str = ""

    @property
    def durable(self) -> bool:
        return self.reason is None

    def describe(self) -> str:
        if self.reason is None:
            return f"durable ({self.cue})" if self.cue else "durable"
        label = REASON_LABELS.get(self.reason, self.reason)
        return f"{label}: {self.cue}" if self.cue else label


def _words(*cues: str) -> str:
    return "|".join(cues)


class _Cues:
    """Cue words of one kind, searched as two patterns: Latin cues stand alone as words, Chinese
    cues match inside text (no word boundaries there). Two patterns, because one alternation of
    both starts with the Latin side's look-behind, which keeps the regex engine from skipping
    ahead to the characters a cue can start with (twice as slow over a year of notes)."""

    def __init__(self, latin: tuple[str, ...], cjk: tuple[str, ...] = ()) -> None:
        # Each pattern is ruled out first by the cue strings it needs (`prefilter`).
        self._patterns = tuple(
            Prefiltered(re.compile(p, re.IGNORECASE))
            for p in (
                r"(?<![\w-])(?:" + _words(*latin) + r")(?![\w-])" if latin else "",
                "(?:" + _words(*cjk) + ")" if cjk else "",
            )
            if p
        )

    def search(self, text: str) -> re.Match[str] | None:
        """The leftmost cue (the Latin one on a tie), as one alternation of both would find."""
        best: re.Match[str] | None = None
        for pattern in self._patterns:
            m = pattern.search(text)
            if m is not None and (best is None or m.start() < best.start()):
                best = m
        return best


# A recurrence within a stretch already named ("every night this week", "each day so far",
# 这周每天) tells what that stretch held, not a routine that goes on.
_UNBOUNDED = r"(?! (?:this|last|that) (?:week|month|year|term|weekend)(?![\w-])| so far(?![\w-]))"
# (Each pattern starts with its first character, the look-behinds after it: an alternative that
# starts with a look-behind keeps the regex engine from skipping ahead to where a cue can start.)
_UNBOUNDED_ZH = "(?<!这周每)(?<!本周每)(?<!上周每)(?<!这个月每)(?<!上个月每)(?<!本月每)(?<!这几天每)(?<!那几天每)"
# A routine is a standing fact; kept apart from the rule words because a recap's line that
# holds only a routine ("site diary up to date every day") tells what the recapped stretch held.
_ROUTINES: tuple[str, ...] = (
    # "every morning at 8", "每周二早上收"; not a recurrence bounded by a stretch of time already
    # named, which reports what that stretch held ("the divert worked every night this week").
    r"(?:every|each) (?:day|morning|evening|night|week|month|quarter|year|fortnight|weekday|"
    r"weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)" + _UNBOUNDED,
    r"every (?:other|second|\d+|two|three|four|six) (?:days?|weeks?|months?|years?|hours?)"
    + _UNBOUNDED,
    r"(?:once|twice|\d+ times|three times) (?:a|per|each|every) (?:day|week|month|quarter|year)",
    r"(?:first|second|third|fourth|last) (?:mon|tues|wednes|thurs|fri|satur|sun)day of "
    r"(?:the|each|every) month",
    "daily",
    "weekly",
    "monthly",
    "quarterly",
    "yearly",
    "annually",
    "fortnightly",
    "nightly",
    # A weekday in the plural is a habit: "on Thursdays", "Thursday mornings", "weekdays".
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days",
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:mornings|afternoons|evenings|nights)",
    "weekdays",
)
_ROUTINES_ZH: tuple[str, ...] = (
    "每" + _UNBOUNDED_ZH + "天",
    "每周",
    "每月",
    "每年",
    "每季度",
    "每个(?:月|季度|星期|礼拜|周|工作日)",
    "每星期",
    "每礼拜",
    "每隔",
    "每" + _UNBOUNDED_ZH + "次",
    "每" + _UNBOUNDED_ZH + "晚",
    "每逢",
    # The doubled measure word says "every" as 每 does (天天 every day, 年年 every year); not where
    # the first character ends a word before it (今天天气 "today's weather", 今年年底 "this year's end").
    "天天(?<![今昨明前后当整半几哪每白一二两三四五六七八九十这那某第隔聊春夏秋冬雨晴阴改老上拜]天天)(?!气)",
    "年年(?<![今去明前后每新全半几一二两三四五六七八九十这那某青少老中童周当往历近早晚常成多百千万跨过拜同学财]年年)(?![底初末])",
)
# A durable statement: a rule, decision, preference or standing fact. These words keep a text
# durable where a weaker cue ("maybe not …", "at lunch") would otherwise demote it.
_RULE_WORDS: tuple[str, ...] = (
    r"must(?:n't| not)?",
    "never",
    "always",
    "rule",
    "rules",
    "policy",
    r"regulations?",
    "decided",
    "decision",
    "we use",
    "prefers?",
    "preference",
    "preferred",
    "convention",
    "standard",
    "required",
    "mandatory",
    r"only use",
    r"default to",
    r"from now on",
    r"going forward",
    # When a standing arrangement starts is part of a decision ("So from tonight: nothing
    # fried for …", "starting Monday, …"), not a date that makes it news.
    ARRANGEMENT_STARTS,
    r"do not",
    r"don't",
    "forbidden",
    r"not allowed",
    # What holds with no exception is a rule ("No exceptions.", "without exception").
    r"no exceptions?",
    r"without exception",
)
_RULE_WORDS_ZH: tuple[str, ...] = (
    "必须",
    "一律",
    "总是",
    "始终",
    "永远",
    "不要",
    "禁止",
    "不允许",
    "不接受",
    "规范",
    "规则",
    "规定",
    "约定",
    "决定",
    "统一",
    "今后",
    "以后都",
    ARRANGEMENT_STARTS_ZH,
    "务必",
    "偏好",
    "默认",
    "只用",
    "一定要",
    # 都要 + a verb: what all of something must do (冰柜里的都要装袋贴标签); not 两个都要
    # "I'll take both", nor 都要了 "took them all".
    "都(?<![两俩个]都)要(?!了)",
    "不得",
    "规矩",
    "不许",
    "不准",
    "没有例外",
    "无一例外",
    "毫无例外",
    # 别 + a verb is the colloquial "don't" (别再…, 别进仓库); not 特别, 区别, 级别, 别的 …
    "(?<![特区级性告分识辨类个差鉴派])别(?![的人处样])",
    "一律",
)
_DURABLE_RE = _Cues((*_RULE_WORDS, *_ROUTINES), (*_RULE_WORDS_ZH, *_ROUTINES_ZH))
# The rule words alone: what makes a recap's line a rule rather than what the stretch held.
_RULE_RE = _Cues(_RULE_WORDS, _RULE_WORDS_ZH)
_ECHO_RE = re.compile(
    r"^(?:noted|got it|understood|sure|ok(?:ay)?|will do|i(?:'ll| will) remember|i(?:'ve| have) "
    r"noted|remembered|acknowledged|copy that|好的|收到|明白|了解|记住了|记下了|已记|已记录|已记下|"
    r"已经记|我记下|我会记住|没问题)",
    re.IGNORECASE,
)
_OPEN_BOX_RE = re.compile(r"\[ \]")
# A status word standing alone after an unanswered matter: "… covered by our insurance. Open."
_OPEN_STATUS_RE = re.compile(
    r"^\W*(?:still )?(?:open|pending|unanswered|undecided|unresolved)\W*$|^\W*(?:待定|未定|悬而未决)\W*$",
    re.IGNORECASE,
)
_DONE_BOX_RE = re.compile(r"\[[xX✓]\]")
_OPEN_RE = _Cues(
    (
        "todo",
        "fixme",
        r"to-do",
        r"not fixed(?: yet)?",
        r"still (?:broken|failing|flaky|open)",
        # A state of unfinished work: "still unpaid", "still pending", "still missing".
        r"still (?:un[a-z]+|pending|missing|outstanding)",
        # Work not done yet: "narrative still to write", "still to be signed".
        r"still to (?:be )?[a-z]+",
        r"cause unknown",
        # An unanswered question stated as a fact: "still nobody knows who pays".
        r"(?:nobody|no one) knows",
        r"(?:still )?unclear (?:who|whether|if|how|when|why|what)",
        r"unknown cause",
        r"root cause unknown",
        r"needs? (?:investigation|to investigate|a fix|fixing)",
        # Upkeep a thing is due for is one-off work: "Freezer B needs a proper service", "the
        # hinge needs replacing", "needs a new seal" (not "needs 48 hours' notice", a rule).
        r"needs? (?:a |an )?(?:proper |full |new (?:[a-z]+ )?|quick )?(?:service|servicing|repair|"
        r"repairing|replacing|replacement|recharging|recalibration|recalibrating|cleaning|"
        r"seal|battery|batteries|filter|part)",
        "unresolved",
        "unsolved",
        r"open issue",
        r"open problem",
        # A list of what is still open: "Open items", "Open questions", "Action items".
        r"open (?:items?|questions?|points?|actions?)",
        r"action items?",
        r"not (?:yet )?resolved",
        r"no fix yet",
        "investigating",
    ),
    (
        "待办",
        "待处理",
        "未修复",
        "还没修",
        "没修好",
        "还没好",
        "原因不明",
        "没人知道",
        "还不清楚",
        "原因未知",
        "待排查",
        "排查中",
        "未解决",
        "还没解决",
        "需要修复",
        "需要更换",
        "需要维修",
        "该换了",
        "待修复",
        "跟进",
        "还在查",
        "尚未",
        "仍未",
    ),
)
_DONE_RE = _Cues(
    (
        "fixed",
        "resolved",
        "done",
        "closed",
        "merged",
        r"shipped",
        r"solved",
        "completed",
        r"no longer (?:fails|failing|flaky|broken)",
    ),
    ("已修复", "修好了", "已解决", "解决了", "搞定", "已完成", "完成了", "已关闭", "已合并"),
)
_WAITING_RE = _Cues(
    (
        r"waiting (?:for|on)",
        r"wait(?:ing)? until",
        r"pending (?:approval|review|confirmation|reply)",
        r"once \w+ (?:confirms|replies|approves|signs off)",
        r"after \w+ (?:confirms|replies|approves)",
        "tbd",
        r"to be (?:decided|confirmed|determined)",
        r"blocked on",
        r"depends on \w+'s",
        r"until we hear",
        r"decide later",
        # Undecided: no choice made yet is no decision.
        r"(?:not|haven't|have not) (?:yet )?decided",
        r"not sure (?:yet )?(?:how|whether|if)",
        r"will decide",
        r"to decide",
        # Asking for someone's view leaves the matter open until it comes: "I'd like Sofia's
        # view", "we'd like your thoughts".
        r"(?:i|we)(?:['’]d| would) like (?:[\w'’]+ ){0,2}(?:views?|opinion|input|thoughts|take|advice)",
        # An answer not given yet: "the broker still hasn't said whether …", "no reply yet".
        r"(?:hasn['’]t|has not|haven['’]t|have not|didn['’]t|did not)(?: yet)? (?:said|told|"
        r"answered|replied|confirmed|decided|heard back|got back|gotten back)",
        r"(?:still )?no (?:answer|reply|response|word|decision)(?: \w+){0,3} yet",
        r"no idea(?: yet)? (?:whether|if|who|when|how|what)",
        r"(?:don['’]t|do not|doesn['’]t|does not) know(?: yet)? (?:whether|if)",
    ),
    (
        "等待",
        "待定",
        "还没想好",
        "没想好",
        "还没决定",
        "未决定",
        "待批准",
        "待审批",
        "等他",
        "等她",
        "等对方",
        "等.{1,6}(?:确认|回复|批准|拍板)",
        "确认后再",
        "再决定",
        "再定",
        "回头再",
        "听听.{0,8}(?:意见|看法|想法)",
        "问问.{0,8}(?:意见|看法|想法)",
        "还没(?:回复|答复|回话|说|定)",
        "没有回音",
    ),
)
# A promise of a one-off task is work still to do, not a standing fact: "I'll do the grant
# report on Monday week", "I'm going to call the broker", 我打算下周…; a routine or a rule word
# keeps a statement durable ("I'll always sign the receipts myself").
_PLAN_RE = _Cues(
    (r"i['’]ll", r"i will", r"i['’]m going to", r"i am going to", r"i plan to", r"i intend to"),
    (
        "我打算",
        "我准备",
        "我回头",
        "我会(?=明天|后天|下周|周[一二三四五六日天]|星期|下午|晚上|今晚)",
        # The speaker and one named day, then what they mean to do: 我周六值班的时候要替他写,
        # 我明天得去一趟 (a habit names every day: 我每周六…).
        "我(?:这|下)?(?:周[一二三四五六日天]|星期[一二三四五六日天]|明天|后天|今晚|下午)"
        "[^，,。；;！？]{0,12}?(?:要|得|去|会)",
    ),
)
_TENTATIVE_RE = _Cues(
    (
        "maybe",
        "perhaps",
        "possibly",
        r"might be",
        r"might have",
        r"i suspect",
        r"i guess",
        r"not sure",
        "hunch",
        r"could try",
        r"worth trying",
        r"an idea",
        r"idea:",
        r"i wonder",
        r"it seems",
        r"probably",
        # A hedge or a view of one's own is a hunch: "Could be someone's coming over the fence",
        # "I reckon it's the pump", "I think it was Tuesday".
        r"could be",
        r"i reckon",
        r"i think",
    ),
    (
        "也许",
        "或许",
        "(?<![尽不])可能",
        "大概",
        "待确认",
        "不确定",
        "猜测",
        "怀疑",
        "说不定",
        "好像是",
        "试试看",
        "我觉得",
        "我猜",
    ),
)
_REPORT_RE = _Cues(
    (
        r"weekly recap",
        "recap",
        r"status update",
        r"standup notes",
        "timeline",
        r"this week we",
        r"weekly summary",
        r"week in review",
        r"retro notes",
    ),
    ("周报", "周总结", "本周回顾", "本周进展", "时间线", "站会记录", "复盘记录", "进度汇报"),
)
# A heading that names a recap of a stretch of time: "Week 3 wrap", "Friday wrap-up", "Monthly
# round-up", "Sprint 4 review", "End of week summary", 本周小结, 月度总结. Only a heading: in a
# sentence the same words name the report a rule is about ("the weekly report goes to Anna").
_RECAP_HEADING_RE = re.compile(
    r"(?<![\w-])(?:(?:week|weekly|month|monthly|sprint|quarter|quarterly|day|daily|shift|term|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|end of (?:the )?(?:day|week|month|shift))"
    r"(?: \d+)?\s*[-–—:]?\s*(?:wrap(?:-?up)?|round-?up|summary|review|report|debrief)|"
    r"wrap-?up|round-?up|debrief)(?![\w-])"
    r"|(?:本周|上周|这周|周|月度?|本月|阶段|每日|当日)(?:小结|总结|回顾|汇总)",
    re.IGNORECASE,
)
_DETERMINER_END_RE = re.compile(r"(?<![\w-])(?:the|a|an|our|my|your|their|each|every)\s+$", re.I)
_CHATTER_RE = _Cues(
    (
        "lunch",
        "dinner",
        "breakfast",
        "coffee",
        "ramen",
        "pizza",
        "sushi",
        "noodles",
        "weather",
        "raining",
        "rainy",
        "sunny",
        "snowing",
        r"too hot",
        r"so cold",
        "weekend",
        r"ate\b",
        "tasty",
        "delicious",
    ),
    (
        "午饭",
        "午餐",
        "晚饭",
        "晚餐",
        "早饭",
        "早餐",
        "咖啡",
        "天气",
        "下雨",
        "下雪",
        "好热",
        "好冷",
        "周末",
        "好吃",
        "外卖",
        "奶茶",
        "火锅",
    ),
)
# Today's news, this week's roster, last week's story: true for a while, or only a narrative.
_DATED_RE = _Cues(
    (
        r"this week",
        "today",
        r"today's",
        "tonight",
        "tomorrow",
        "yesterday",
        r"last week",
        r"next week",
        r"on leave",
        r"out of office",
        r"this morning",
        r"this afternoon",
        r"last night",
        r"earlier today",
        # Provisional: a state meant to last only until something changes.
        r"for now",
        r"for the time being",
        "temporarily",
        # A figure measured against the past is an observation: "151 households — the most since
        # January", "the first time since March", "another record".
        r"(?:most|least|highest|lowest|busiest|quietest|biggest|smallest|best|worst|first time) "
        r"since",
        r"(?:another|a new|new) record",
        # One named occasion: "Friday's pour", "this Thursday", "next Monday" (a habit names them
        # all: "on Fridays", "every Friday").
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)day['’]s",
        r"(?:this|next|last|coming) (?:mon|tues|wednes|thurs|fri|satur|sun)day",
        # Until a change already named: "until then the courier still comes at 4pm".
        r"until then",
        r"till then",
        r"keep (?:watching|monitoring|an eye on)",
        # What happened once: an outage and its recovery, told after the fact.
        r"recovered",
        r"went down",
        r"was down",
        r"came back up",
        r"for \d+ (?:minutes|hours|mins)",
    ),
    (
        "本周",
        "这周",
        "今天",
        "今晚",
        "明天",
        "明早",
        "昨天",
        "上周",
        "下周",
        "请假",
        "今早",
        "刚才",
        "昨晚",
        "暂时",
        "暂且",
        "在那之前",
        "创新高",
        "破纪录",
        "在此之前",
        "先观察",
        "继续观察",
        "恢复了",
        "挂了",
        "宕机",
        r"持续了?\s*\d+\s*(?:分钟|小时)",
    ),
)
# What happened once (algorithm.md §6.5 "events"): a line that starts with its clock time (a
# log or a timeline), a Chinese verb with the completed-action particle 了 (发了, 锁了, 跑了; not
# 为了 "in order to", 除了 "except", 了解 "understand", 不了/极了/罢了, nor 了就/了才/了再, a
# condition: "once X, then Y" states a procedure), or an English past-tense
# verb in a statement with no present-tense or modal verb ("Tom shipped v2.31", "p99 was 800
# ms"; "the API is rate-limited" is a standing fact). A change of a standing arrangement
# ("moved to", "改为") is a decision, not an event.
# Who came and when, logged: "LMFN 9:55, late but fine", "Bayside 7:50 — six bags" (a name, its
# clock time, then a break; "Family meal 4:15 sharp" runs on and is a schedule).
_NAMED_CLOCK = (
    r"^\W*[A-Z][\w&'’-]*(?: [A-Z][\w&'’-]*){0,2}\s+(?:[01]?\d|2[0-3])[:.][0-5]\d\s*"
    r"(?:[ap]\.?m\.?)?\s*"
)
_NAMED_CLOCK_RE = re.compile(_NAMED_CLOCK + r"(?:[,;]|[:—–-]\s)")
# The same as a label before a colon ("LMFN 9:40: frozen chicken, 18 cases of rice milk").
_NAMED_CLOCK_LABEL_RE = re.compile(_NAMED_CLOCK + r"$")
# A line that starts with a span of clock times ("9:00 to 17:00", "8:30 – 18:00", "9点到17点"
# is not one) gives hours that hold, not the moment something happened.
_LEADING_CLOCK_RE = re.compile(
    r"^\W*(?:(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?!\d)|\d{1,2}\s*[ap]\.?m\.?(?![a-z]))"
    r"(?!\s*(?:to|till|until|[-–—~～至到])\s*\d)",
    re.IGNORECASE,
)
_ZH_COMPLETED_RE = re.compile(r"(?<![为除罢极不])(?<!受不)[\u4e00-\u9fff]了(?![解就才再])")
# Reported speech is something that happened: "Tom 问能不能…", "他说…" (not the words 问/说
# are part of: 问题 "problem", 访问 "access", 顾问, 说明 "explain", 小说 and the like).
_ZH_REPORTED_RE = Prefiltered(
    re.compile(
        r"(?<=[\w\u4e00-\u9fff])(?<![访询顾学疑提审慰过质追请反小据听解演传])\s?(?:问|说)(?![题明话服法过])"
    )
)
# A capitalised word before a verb is its doer when it is a name, not a word that opens a
# sentence: a determiner, quantifier, negation or conjunction ("No fried sides …", "All shared
# files …" state rules; "Ana asked …" reports).
_NOT_A_DOER = (
    r"(?!(?:No|Not|None|Nothing|Nobody|The|A|An|All|Any|Each|Every|Some|Most|Many|Few|This|That|"
    r"These|Those|Only|And|But|Or|If|When|So|Then|Also|Just|Our|My|Your|Their|His|Her|Its)\s)"
)
_EN_REPORTED_RE = Prefiltered(
    re.compile(
        r"(?<![\w-])(?:I|we|he|she|they|" + _NOT_A_DOER + r"[A-Z][A-Za-z]+"
        # Someone named by their role: "BigLine's dispatcher said", "the council said".
        r"(?:['’]s [a-z]+)?|(?i:the|their|our|his|her) [a-z]+)\s+"
        r"(?:asked|said|told|replied|mentioned|wondered)"
        r"(?![\w-])"
    )
)
# A question someone put, whoever it was, is a question whatever it asks about: "One of the
# church group asked whether her 14-year-old can help on Saturdays", Tom 问能不能….
_REPORTED_QUESTION_RE = Prefiltered(
    re.compile(r"(?:asked|wondered)\s+(?:whether|if)(?![\w-])|问(?:能不能|可不可以|是否|要不要)")
)
# 已经 + a verb ("already done"): 已经作废重发, 已经轮换了三次.
_ZH_ALREADY_RE = re.compile(r"已经[\u4e00-\u9fff]")
_ZH_COMPLETED_EXEMPT = ("为了", "除了", "罢了", "极了", "不了", "了解", "算了")
# Irregular past forms anywhere; a regular "-ed" verb only as the statement's first word
# ("Deployed v2") or right after its doer, a pronoun or a name ("Tom shipped", "we rolled
# back"): after anything else it is a participle ("anything pasted gets rotated").
_IRREGULAR_PAST = (
    frozenset(
        "was were had did went came sent told said found saw broke took ran got gave made wrote "
        "left paid bought met spent lost forgot fell began brought heard".split()
    )
    | SIMPLE_PASTS  # rang, drove, threw …: no participle shares them
)
# A word as the irregular forms are looked up: a run of word characters and hyphens, so
# "well-made" is no "made" (a set lookup per word is three times faster than an alternation).
_WORD_RE = re.compile(r"[\w-]+")
_EN_PAST_RE = Prefiltered(
    re.compile(
        r"(?:^|(?<![\w-])(?:I|we|We|he|He|she|She|they|They|you|" + _NOT_A_DOER + r"[A-Z][a-z]+"
        # A possessive names a doer too: "Dana's boss joined".
        r"(?:['’]s [a-z]+)?)\s+"
        # An adverb may stand between the doer and the verb: "She also pointed at the crack".
        r"(?:(?:also|just|then|already|finally|even|actually|eventually|only)\s+)?)"
        r"(?!(?:need|requir|prefer|allow|us|bas|schedul|nam|call|locat|limit|suppos|expect|"
        r"interest|relat|tir|bor|excit|pleas|scar|worri|marri|exhaust|automat|dedicat|detail|"
        r"advanc|mix|fix)ed\b)([A-Za-z][a-z]+ed)(?![\w-])",
    )
)
# Something done, told in the present perfect: "Gemma and Owen have added the late entry", "we've
# sent it" (not "who has worked here", a relative clause describing someone, nor "has been").
_EN_PERFECT_RE = re.compile(
    r"(?<![\w-])(?<!who )(?<!that )(?<!which )(?:has|have|[’']ve)\s+(?:just\s+|already\s+|now\s+)?"
    r"(?!(?:need|requir|prefer|allow|us|bas|schedul|nam|call|locat|limit|suppos|expect|decid|"
    r"agre|chang|mov|switch|replac|confirm)ed\b)"
    r"([a-z]+ed|" + "|".join(sorted(PARTICIPLES - {"been"})) + r")(?![\w-])",
    re.IGNORECASE,
)
# A perfect inside a condition is no event: "no pour goes ahead till they have inspected it",
# "once you've signed in".
_CONDITION_END_RE = open_clause(
    "until|till|til|once|after|before|unless|when|whenever|while|if|as long as"
)
_EN_PRESENT_RE = re.compile(
    r"(?<![\w-])(?:is|are|am|isn't|aren't|must|should|shall|will|won't|can|can't|cannot|"
    r"always|never|usually|every|each|use|uses|need|needs|prefer|prefers|like|likes|"
    r"has|have|do|does|don't|doesn't|lives|works|takes|goes|means|let's)(?![\w-])",
    re.IGNORECASE,
)
# Something going on as it is written, told in the present progressive ("the ice machine is
# leaking onto the floor again", "Pepper is limping a little", "Compressor's clicking.") or in a
# note's clipped form of it, a thing and its -ing verb before a break ("Chest freezer #2 beeping,
# display says −4 °C"): what was seen at that moment, where a standing fact takes the simple
# present ("the freezer beeps when its lid is open"). After "'s" the -ing must end the clause or
# take an object or particle, since "Mia's swimming class" is a possessive before a noun; nouns
# in -ing ("morning", "meeting", "briefing") and "going to" (a plan) are not it.
_ING_NOUNS = (
    # Nouns in -ing, which a progressive verb is not: times of day and occasions ("morning",
    # "wedding", "briefing"), things and places ("building", "ceiling", "parking", "housing"),
    # the trades' work and materials ("plumbing", "roofing", "wiring", "scaffolding"), goods
    # and clothes ("icing", "stuffing", "bedding"), records and their acts ("booking",
    # "listing", "recording", "testing", "logging", "tracking").
    r"(?:morn|even|meet|build|ceil|th|noth|someth|anyth|everyth|spr|str|r|k|w|sibl|brief|train|"
    r"wedd|feel|head|sett|park|shopp|hous|fund|plann|read|open|end|land|warn|rat|say|learn|"
    r"tim|hand|hear|find|hold|fil|post|spell|mark|ship|plumb|roof|fram|floor|cladd|scaffold|"
    r"wir|duct|pip|til|deck|fenc|light|spac|cater|book|list|record|draw|paint|offer|dress|"
    r"fill|ic|stuff|frost|season|lin|bedd|cloth|din|liv|bath|walk|swimm|cook|clean|"
    r"wash|wait|work|fast|ear|pudd|dump|inn|sav|earn|bless|serv|tak|pric|match|"
    r"account|process|test|review|check|log|track|board|proceed|surround|belong)ing"
)
_PROGRESSIVE_AFTER = (
    r"(?=\s*(?:$|[,;.!?—–)]|again\b|still\b|now\b|up\b|down\b|out\b|in\b|on\b|off\b|over\b|"
    r"away\b|back\b|around\b|onto\b|into\b|from\b|at\b|by\b|behind\b|like\b|with\b|a\b|an\b|"
    r"the\b|my\b|your\b|his\b|her\b|its\b|our\b|their\b|it\b|them\b|me\b|us\b|him\b|"
    r"this\b|that\b|these\b|those\b))"
)
_EN_PROGRESSIVE_RE = Prefiltered(
    re.compile(
        r"(?:(?<![\w-])(?:is|are|am)\s+(?:still\s+|now\s+|again\s+|already\s+|also\s+)?"
        r"(?!going\s+to\b)(?!" + _ING_NOUNS + r"\b)[a-z]{2,}ing\b"
        r"|(?<=[a-z])[’'](?:s|re)\s+(?:still\s+|now\s+|again\s+|already\s+|also\s+)?"
        r"(?!going\s+to\b)(?!" + _ING_NOUNS + r"\b)[a-z]{2,}ing\b" + _PROGRESSIVE_AFTER + r")",
        re.IGNORECASE,
    )
)
# A progressive that holds for every case states an arrangement, not a moment ("the team is
# using Postgres for every service").
_GENERAL_RE = re.compile(
    r"(?<![\w-])(?:always|never|usually|every|each|all)(?![\w-])", re.IGNORECASE
)
_CLIPPED_PROGRESSIVE_RE = Prefiltered(
    re.compile(
        r"^[^,;:.!?()]{0,40}?[a-z0-9]\s+(?:still\s+|again\s+)?(?!" + _ING_NOUNS + r"\b)[a-z]{2,}ing"
        r"(?:\s+(?:again|still|now|away))?\s*(?:[,;.!—–]|$)",
        re.IGNORECASE,
    )
)
_CHANGE_CUE_RE = Prefiltered(
    re.compile(
        r"(?<![\w-])(?:(?:moved|switched|changed)(?: [\w'’-]+){0,4} to|from now on|no longer|"
        r"instead of|replaced by|"
        + ADJUSTED_TO
        + r")(?![\w-])|改为|改成|改到|换成|调整为|不再|"
        + ADJUSTED_TO_ZH,
        re.IGNORECASE,
    )
)


# A colon that introduces what was said ("…: ", "…："), not one inside a clock time.
_COLON_RE = re.compile(r"(?<!\d)(:\s|：)")
# Who said or settled it ("林岚定了：", "Marta set the rules: "): attribution, not content.
_ATTRIBUTION_RE = re.compile(r"^[^：:。.!?！？]{1,24}?(?:：|:\s)")


def telling(plain: str) -> tuple[str, str] | None:
    """(the telling, what was told) when a statement tells, before a colon, of something said
    or settled, and what follows the colon is no event itself: "Said it again at line-up: phones
    stay in the lockers" states the rule; the telling is the story around it."""
    parts = _COLON_RE.split(plain, maxsplit=1)
    if len(parts) != 3:
        return None
    told, content = parts[0].strip(), parts[2].strip()
    if _LEADING_CLOCK_RE.match(told):
        return None  # "10:00 run: 121 °C, tape OK" is a timed entry, dated as a whole
    # "Decided: …", "Standing rule of mine: …" label a rule; they tell no story.
    if content and _event(told) and not _event(content) and not _DURABLE_RE.search(told):
        return told, content
    return None


@lru_cache(maxsize=1)
def _irregular_hint() -> re.Pattern[str]:
    return any_of(_IRREGULAR_PAST)


def _past_verb(plain: str) -> str:
    """The first English past verb of a statement: an irregular form anywhere, or a regular
    "-ed" verb as its first word or after its doer (`_EN_PAST_RE`); '' when none."""
    # A word whose lower case is an irregular form is ASCII letters (or the Kelvin sign, which
    # lowers to k), so the statement's lower case holds that form: most hold none.
    irregular = (
        next((m for m in _WORD_RE.finditer(plain) if m.group(0).lower() in _IRREGULAR_PAST), None)
        if _irregular_hint().search(plain.lower())
        else None
    )
    regular = _EN_PAST_RE.search(plain, 0, irregular.start() if irregular else len(plain))
    if regular is not None:
        return regular.group(1)
    return irregular.group(0) if irregular else ""


def _event(plain: str) -> str:
    """The cue that marks a statement as an event (see `_LEADING_CLOCK_RE`…), or ''."""
    if _CHANGE_CUE_RE.search(plain):
        return ""
    if not _LEADING_CLOCK_RE.match(plain) and (m := _ATTRIBUTION_RE.match(plain)):
        plain = plain[m.end() :]
    if m := _LEADING_CLOCK_RE.match(plain) or _NAMED_CLOCK_RE.match(plain):
        return m.group(0).strip(" -*,;:—–")
    if m := _ZH_REPORTED_RE.search(plain) or _EN_REPORTED_RE.search(plain):
        return m.group(0).strip()
    if m := _ZH_ALREADY_RE.search(plain):
        return m.group(0)
    for m in _ZH_COMPLETED_RE.finditer(plain):
        if not any(w in plain[max(0, m.start() - 1) : m.end() + 1] for w in _ZH_COMPLETED_EXEMPT):
            return m.group(0)
    if (m := _EN_PERFECT_RE.search(plain)) and not _CONDITION_END_RE.search(plain[: m.start()]):
        return m.group(0)
    if (past := _past_verb(plain)) and not _EN_PRESENT_RE.search(plain):
        return past
    for find in (_EN_PROGRESSIVE_RE.search, _CLIPPED_PROGRESSIVE_RE.match):
        m = find(plain)
        if m and not _CONDITION_END_RE.search(plain[: m.start()]) and not _GENERAL_RE.search(plain):
            return m.group(0).strip(" ,;.!—–")
    return ""


# An assistant's "I can pull March from the recaps", "我可以帮你…" offers a one-off task.
_OFFER_RE = re.compile(r"(?<![\w-])i can (?!not\b)(?:also |then )?[a-z]+|我可以(?:帮|替|给)", re.I)
# Words in quotes are mentioned, not said: "No 'I'll do it at the end of the day'" is no promise.
_QUOTED_RE = re.compile(
    r"(?<!\w)'(?=\S)[^\n]{2,80}?(?<=\S)'(?!\w)|\"[^\"\n]{2,80}\"|“[^”\n]{2,80}”|‘[^’\n]{2,80}’"
)
# A short imperative naming only whom to contact is a to-do: "Ask Linda.", "Check with Sam",
# 问一下老王.
_CONTACT_TODO_RE = re.compile(
    r"^(?i:ask|check with|call|ring|email|text|ping|chase|remind)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?[.!]?$"
    r"|^(?:问一下|问问|找一下)\S{1,4}[。！]?$"
)
# A user turn asking the assistant to do something once.
_REQUEST_RE = _Cues(
    (r"please", r"can you", r"could you", r"remind me", r"help me", r"let's"),
    ("帮我", "记得把", "请把", "麻烦", "提醒我", "帮忙", "看一下", "跑一下"),
)
# A user turn that opens by setting the assistant a task: "Look for flights to Chengdu around
# Nov 10", "Draft a reply to Ines", "Find me a plumber" (a rule word or routine keeps a standing
# instruction: "Draft every reply in Chinese").
_TASK_LEAD_RE = re.compile(
    r"^\W*(?:ok(?:ay)?[,.]?\s+|and\s+|also\s+|now\s+)?(?i:look for|look up|find|search for|draft|"
    r"write up|send|book|order|buy|schedule|set up|cancel|print|pull up|add|check)\s",
)
# Clock times ("14:02", "09:30:15"): two or more mark a timeline or a log, not a rule.
_CLOCK_RE = Prefiltered(re.compile(r"(?<!\d)(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?!\d)"))
# A timeline leads its entries with their times ("14:02 alerts fired; 14:10 rolled back"); a
# time after "at" or inside a clause is a schedule ("family meal at 4:15, line-up at 4:40").
_TIMELINE_CLOCK_RE = Prefiltered(
    re.compile(
        r"(?:^|[;；，,\n—]|[.!?。](?=\s))\s*[-*]?\s*(?:(?:~|about|around|约)\s*)?"
        r"(?<!\d)(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?!\d)",
        re.IGNORECASE,
    )
)
# A record labelled as one — "Run log: 121 °C, 20 min", "Readings: …", "记录：…", or a line under a
# heading such as "Cooling log" —: what was measured or noted down, not what holds.
_RECORD_LABEL_RE = re.compile(
    r"^(?:[\w-]+\s+){0,3}(?P<what>log|readings|measurements)\s*[:：]\s|"
    r"^[\u4e00-\u9fff]{0,6}(?P<what_zh>记录|日志)[:：]",
    re.IGNORECASE,
)
_RECORD_HEADING_RE = re.compile(
    r"(?:^|\s)(?P<what>log|readings|measurements)$|(?P<what_zh>记录|日志)$", re.IGNORECASE
)
_LOG_LEVEL_RE = Prefiltered(
    re.compile(r"(?<![\w-])(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL|TRACE)(?![\w-])")
)
_LOG_SHAPE_RE = Prefiltered(
    re.compile(
        r"exit (?:code|status) \d+|Traceback|^\s*at [\w.$]+\(|\bpid[= ]\d+|\[\d{4}-\d\d-\d\d", re.I
    )
)
_QUESTION_LEAD_RE = re.compile(
    r"^(?:how|what|why|when|where|which|who|should (?:we|i)|do (?:we|i|you)|does|did|can (?:we|i|you)|"
    r"could (?:we|you)|is (?:it|there|this)|are (?:we|there)|any idea)\b",
    re.IGNORECASE,
)
_ZH_QUESTION_RE = Prefiltered(
    re.compile(
        # 谁…就 / 哪…都 is "whoever … then", "wherever …": a condition, not a question.
        r"(?:吗|呢|么)[。！!]?$|^(?:为什么|怎么|如何|是否|要不要|能不能|有没有|谁(?!.*[就都])|哪(?!.*[就都]))"
    )
)
# Code is quoted, not said: a "?" in `a ? b : c` is no question.
_CODE_RE = re.compile(r"`[^`]*`|```.*?```", re.DOTALL)
_SENTENCE_RE = re.compile(r"[^.!?。！？;；\n]+[.!?。！？;；]*")


def _is_question(body: str, role: str) -> bool:
    """The text's last sentence asks (ends with ?/？, or leads with a question word), code aside."""
    plain = _CODE_RE.sub(" ", body).strip()
    sentences = [s.strip() for s in _SENTENCE_RE.findall(plain) if s.strip()]
    if not sentences:
        return False
    last = sentences[-1]
    if last.endswith(("?", "？")):
        return True
    # A user turn that asks anything is a question put to the assistant, not a statement.
    if role == "user" and any(s.endswith(("?", "？")) for s in sentences):
        return True
    bare = last.rstrip(".!。！ ")
    if _ZH_QUESTION_RE.search(bare) and len(sentences) == 1:
        return True
    # A user turn that opens with a question word and states nothing else is asking.
    return role == "user" and len(sentences) == 1 and bool(_QUESTION_LEAD_RE.match(bare))


def _found(pattern: re.Pattern[str] | Prefiltered | _Cues, text: str) -> str:
    m = pattern.search(text)
    return m.group(0) if m else ""


def _log_like(body: str) -> str:
    clocks = _CLOCK_RE.findall(body)
    levels = _LOG_LEVEL_RE.findall(body)
    shape = _found(_LOG_SHAPE_RE, body)
    if len(levels) >= 2 or (levels and (clocks or shape)) or (shape and clocks):
        return (levels or [shape])[0]
    return ""


# Cached: judging asks again of one text (a fragment of one statement is that statement after its
# heading, judged whole as well when no cue decides it), a quarter of a year's questions.
@lru_cache(maxsize=65536)
def classify(text: str) -> Durability:
    """Durable knowledge (reason None) or why not, from cue words and structure (see module)."""
    role, heading, body = split_prefix(text.strip())
    plain = _CODE_RE.sub(" ", body)
    whole = f"{heading} {plain}"
    durable_cue = _found(_DURABLE_RE, plain)
    if role == "assistant" and (cue := _found(_ECHO_RE, plain.lstrip("*_ "))):
        return Durability("echo", cue)
    # A to-do's box speaks for its whole item, wherever the item's first colon falls ("[ ] start
    # the rota: Good Friday cover …" reads as a heading and its body).
    boxed = f"{heading} {body}" if heading.startswith("[") else body
    if _OPEN_BOX_RE.search(boxed):
        return Durability("open", "[ ]")
    if cue := _found(_OPEN_RE, whole):
        return Durability("open", cue)
    if cue := _found(_OPEN_STATUS_RE, plain):
        return Durability("open", cue.strip())
    if _CONTACT_TODO_RE.match(plain.strip()):
        return Durability("open", plain.strip().split()[0] if plain.strip() else "")
    # A recap heading speaks for the plain lines under it; a line stating a rule of its own
    # ("Week 1 recap: … till: Dani or me closes, always counted by two") is that rule retold. A
    # routine alone is what the recapped stretch held ("site diary up to date every day").
    # In the body a recap word marks a recap, unless a determiner makes it the report a rule is
    # about ("the weekly summary goes to the board every Monday").
    in_body = _REPORT_RE.search(plain)
    if (
        in_body
        and not (durable_cue and _DETERMINER_END_RE.search(plain[: in_body.start()]))
        and (cue := in_body.group(0))
    ) or (
        (cue := _found(_REPORT_RE, heading) or _found(_RECAP_HEADING_RE, heading))
        and not (durable_cue and _RULE_RE.search(plain))
    ):
        return Durability("report", cue)
    if len(_TIMELINE_CLOCK_RE.findall(plain)) >= 2 and not durable_cue:
        return Durability("report", "timeline")
    if not durable_cue and (
        (m := _RECORD_LABEL_RE.match(plain)) or (m := _RECORD_HEADING_RE.search(heading))
    ):
        return Durability("report", m.group("what") or m.group("what_zh"))
    # A rule word or routine outweighs the cues below that ask `not durable_cue`: a statement
    # with one is not searched for them.
    done = not durable_cue and ("[x]" if _DONE_BOX_RE.search(boxed) else _found(_DONE_RE, whole))
    if done:
        return Durability("done", done)
    if _is_question(body, role):
        return Durability("question", "?")
    if cue := _found(_REPORTED_QUESTION_RE, plain):
        return Durability("question", cue)
    if cue := _found(_WAITING_RE, whole):
        return Durability("waiting", cue)
    if cue := _log_like(body):
        return Durability("log", cue)
    tentative = not durable_cue and _found(_TENTATIVE_RE, whole)
    if tentative:
        return Durability("tentative", tentative)
    chatter = not durable_cue and _found(_CHATTER_RE, whole)
    if chatter:
        return Durability("chatter", chatter)
    plan = (
        not durable_cue and _found(_PLAN_RE, plain) and _found(_PLAN_RE, _QUOTED_RE.sub(" ", plain))
    )
    if plan:
        return Durability("open", plan)
    # An offer names its routine as where the work comes from ("from the weekly recaps").
    offer = _found(_OFFER_RE, plain) if role == "assistant" else ""
    if offer and not _RULE_RE.search(plain):
        return Durability("open", offer)
    dated = not durable_cue and _found(_DATED_RE, whole)
    if dated:
        return Durability("dated", dated)
    # A label that starts with its clock time ("10:00 run: 121 °C, tape OK"), or that is who came
    # and when ("LMFN 9:40: …"), dates the line.
    event = not durable_cue and (
        _event(plain.strip())
        or (
            m.group(0).strip(" -*")
            if (m := _LEADING_CLOCK_RE.match(heading) or _NAMED_CLOCK_LABEL_RE.match(heading))
            else ""
        )
    )
    if event:
        return Durability("event", event)
    request = (
        _found(_REQUEST_RE, plain) or _found(_TASK_LEAD_RE, plain)
        if role == "user" and not durable_cue
        else ""
    )
    if request:
        return Durability("request", request)
    return Durability(None, durable_cue)


def names_a_report(heading: str) -> bool:
    """Does a heading name a recap, status report or timeline (a line under it retells)?"""
    return bool(_REPORT_RE.search(heading) or _RECAP_HEADING_RE.search(heading))


def is_open(reason: str | None) -> bool:
    """Reasons that a later note can close."""
    return reason in ("open", "question", "waiting")


def closes(text: str) -> bool:
    """Does this text report something finished (a done checkbox or a resolution word)?"""
    _, _, body = split_prefix(text.strip())
    return bool(_DONE_BOX_RE.search(body) or _DONE_RE.search(_CODE_RE.sub(" ", body)))
