"""The words search and claims share (pure): the English↔Chinese synonym glossary and the
function and question words a query leaves out (algorithm.md §7.2)."""

from __future__ import annotations

from memtui.engine.text import STOPWORDS, is_cjk

# Common software words in English and Chinese, so either language finds notes in the other.
SYNONYMS: dict[str, tuple[str, ...]] = {}
for _group in (
    ("database", "databases", "数据库"),
    ("test", "tests", "testing", "测试"),
    ("mock", "mocks", "模拟"),
    ("real", "真实"),
    ("rule", "rules", "规范", "规则"),
    ("deploy", "deployment", "部署", "发布"),
    ("release", "发布"),
    ("rollback", "回滚"),
    ("migration", "migrations", "迁移"),
    ("production", "prod", "生产"),
    ("review", "评审", "审查"),
    ("bug", "bugs", "缺陷"),
    ("config", "configuration", "配置"),
    ("cache", "缓存"),
    ("performance", "性能"),
    ("security", "安全"),
    ("password", "密码"),
    ("backup", "backups", "备份"),
    ("monitoring", "监控"),
    ("log", "logs", "logging", "日志"),
    ("index", "索引"),
    ("query", "查询"),
    ("user", "用户"),
    ("meeting", "会议"),
    ("decision", "决定", "决策"),
    ("todo", "待办"),
    ("api", "接口"),
    ("server", "服务器"),
    ("network", "网络"),
    ("frontend", "前端"),
    ("backend", "后端"),
    ("timeout", "超时"),
    ("error", "errors", "错误"),
    ("document", "docs", "documentation", "文档"),
    ("customer", "客户"),
):
    for _word in _group:
        SYNONYMS[_word] = tuple(w for w in _group if w != _word)


# When a standing arrangement starts ("from tonight", "starting Monday", "since today", 从今天起,
# 即日起): part of a decision, not a date that makes it news, and a sign that a rule changed.
# One pattern for both uses (durability's cue, similarity's change words); Latin and Chinese apart,
# as `durability._Cues` searches them.
ARRANGEMENT_STARTS = (
    r"(?:from|starting|as of|effective) (?:today|tonight|tomorrow|now|"
    r"(?:this|next) (?:week|month|term|semester|season|quarter|year)|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)|since (?:today|tonight|now)"
)
# A value of a standing arrangement adjusted: "raised to 80 euros", "cut to 2 weeks", "pushed
# back to 17:30", "缩短到两周", "推迟到五点半": a decision, however it is told (a past tense
# included), and a change of the value it names.
ADJUSTED_TO = (
    r"(?:raised|increased|reduced|lowered|cut|extended|shortened|lengthened|rescheduled|"
    r"pushed back|brought forward|bumped up)(?: [\w'’-]+){0,2} to"
)
ADJUSTED_TO_ZH = "调到|调成|调整到|调为|缩短到|缩短为|延长到|延长为|提高到|提高为|降到|降低到|降为|增加到|减少到|推迟到|提前到"
ARRANGEMENT_STARTS_ZH = (
    "从(?:今天|今晚|明天|现在|本周|这周|下周|下个月|周[一二三四五六日天])(?:开始|起)|即日起"
    # Without 从, a day then 起 or 开始 is "from then on" too (今天开始 Harlow 四点半来收), unless
    # 了 makes it something that began ("今天开始了" "it began today").
    "|今天(?:起|开始(?!了))|明天(?:起|开始(?!了))|下周(?:起|开始(?!了))|下个月(?:起|开始(?!了))"
    r"|\d{1,2}月\d{1,2}[日号](?:起|开始(?!了))"
    "|[一二三四五六七八九十]{1,3}月[一二三四五六七八九十]{1,3}[日号](?:起|开始(?!了))"
)


# English verbs whose past forms no stemmer reaches ("did she buy" / "I bought"): each group is
# a verb's base, past and participle. A query word is also looked for in its group's other forms.
_IRREGULAR_VERBS = """
become became | begin began begun | bite bit bitten | blow blew blown | break broke broken | bring brought |
build built | buy bought | catch caught | choose chose chosen | come came | dig dug |
draw drew drawn | drink drank drunk | drive drove driven | eat ate eaten | fall fell fallen |
feed fed | feel felt | fight fought | find found | fly flew flown | forget forgot forgotten |
forgive forgave forgiven | freeze froze frozen | give gave given | go went gone |
grow grew grown | hang hung | hear heard | hide hid hidden | hold held | keep kept |
know knew known | lead led | leave left | lend lent | lose lost | make made | mean meant |
meet met | pay paid | ride rode ridden | ring rang rung | rise rose risen | run ran |
see saw seen | sell sold | send sent | shake shook shaken | shoot shot | show showed shown |
sing sang sung | sink sank sunk | sit sat | sleep slept | speak spoke spoken | spend spent |
stand stood | steal stole stolen | stick stuck | strike struck | swear swore sworn |
swim swam swum | take took taken | teach taught | tear tore torn | tell told |
think thought | throw threw thrown | understand understood | wake woke woken |
wear wore worn | win won | write wrote written | withhold withheld | overhear overheard |
mislay mislaid | undertake undertook undertaken | bend bent | light lit | burn burnt |
learn learnt | dream dreamt
"""
INFLECTIONS: dict[str, tuple[str, ...]] = {}
# The participle of each (its last form: "gone", "bought"), what follows "has"/"have" in a
# statement of something done ("Owen has sent the letter").
PARTICIPLES: frozenset[str] = frozenset(
    v.split()[-1] for v in _IRREGULAR_VERBS.split("|") if len(v.split()) > 1
)
# The past forms no participle shares ("began" of begin began begun; not "bought"): a doer's
# past, never the participle of a rule ("samples kept cold").
SIMPLE_PASTS: frozenset[str] = frozenset(
    v.split()[1] for v in _IRREGULAR_VERBS.split("|") if len(v.split()) == 3
)
for _verb in _IRREGULAR_VERBS.split("|"):
    _forms = tuple(_verb.split())
    for _form in _forms:
        INFLECTIONS[_form] = tuple(f for f in _forms if f != _form)


# General function and question words of English and Chinese: a question's "did", "her", "who"
# or 的, 吗, 谁 say nothing about which note answers it, so they are never required terms.
QUERY_STOPWORDS: frozenset[str] = frozenset(
    """
a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further
had has have having he her here hers herself him himself his how i if in into is it its itself
just me more most my myself no nor not now of off on once only or other our ours ourselves out
over own same she should so some such than that the their theirs them themselves then there
these they this those through to too under until up very was we were what when where which
while who whom whose why will with would you your yours yourself yourselves
ever also get got let lets may might must shall s t d ll m re ve don didn doesn isn wasn
anyone anything someone something thing things kind sort tell know say said please thanks
的 了 吗 呢 吧 啊 呀 嘛 么 着 过 得 地 和 与 及 或 而 但 就 都 也 还 又 在 是 有 没 没有 不 把 被
给 让 对 向 从 到 为 为了 以 用 要 会 能 可以 应该 需要 我 你 您 他 她 它 我们 你们 他们 她们 这 那
这个 那个 这些 那些 哪 哪个 哪些 哪里 哪儿 谁 什么 怎么 怎样 怎么样 如何 为什么 多少 几 吗 是否
是不是 有没有 一个 一下 一些 之前 之后 时候 什么时候 关于
""".split()
    # The one-character particles of Japanese and Korean the tag stopwords already list.
) | frozenset(w for w in STOPWORDS if len(w) == 1 and is_cjk(w))
