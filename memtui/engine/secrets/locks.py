"""Layer 3: what opens a lock — a lock's combination, and a code typed on a keypad.

The general rule both serve: a value that opens something is a credential whatever word labels
it, so a code is found by the lock it opens, not only by a `password` or `code` label.

1. *A lock's combination* (`find_lock_combinations`): the code of something that locks with a
   code — a padlock, a lockbox, a key safe or key box, a combination lock, a gate's or a door's
   lock (挂锁, 密码锁, 钥匙盒, 密码箱, …) — given after `is`, `'s`, `=`, a colon or a dash, right
   after the lock's noun (`padlock is 2580`, `Key safe: 4471`, `集装箱的挂锁是 2580`) or later in
   its sentence: after a qualifier saying which lock (`the key safe by the gate — code is 4471`,
   `padlock on the container is 2580`, `钥匙盒（大门旁边）密码：4471`) and perhaps a code's word
   (code, combo, combination, PIN; 密码, 号码, 组合); or the code's word first and the lock after
   it (`the code to the key safe is 6024`, `combo for the lockbox: 2-7-7-1`). A door, gate, shed,
   locker, container or cabin names a lock only with a code's word (`the shed combo is 6650`).
   The code's word may open a clause of a sentence naming the lock before it, the code after a
   bare space, four digits or more that end their phrase (`alarm panel by the back door, code
   580913 then 'set'`, `Back door keypad (by the bins), code 3381.`; 车库门的键盘，密码 7302，别外传
   is the password label's, in `languages`).
   The code is four to twelve digits (three after a code's word), perhaps in groups (`0-3-9-7`,
   `19-44-07`) and with a keypad's `#` or `*`.

   What stands near the word "lock" and is no code stays: a qualifier names where the lock is,
   so it holds no verb or conjunction (`the lock on the gate was fixed and the invoice is 2580`);
   `at` and `by` open one only before a determiner (a place, not a time: `gate lock by 1730`);
   a bare `lock` needs a word before it (`Lock: 1730, unlock: 0700` is a timetable), and
   `locked`, `lock-up`, `locks`, `lockdown`, `block`, `clock` are other words; the code is no
   time, decimal, date or price (`17:30`, `12.99`, `2026-06-15`, `£12`), no count or size with
   its unit (`40mm`, `1200 mm`, `2580 yen`, `3 把`); and a clause naming something else about
   the lock before it (`the error code on the padlock is …`, `padlock model: …`) names none.

2. *A keypad entry* (`find_keypad_marks`, `find_keypad_ends`): digits typed on an alarm panel
   or a keypad, with the keypad's `#` or `*` attached (`1984#`, `*4410#`, `*6621`) or followed
   by the key that ends the entry, in capitals as the keypad prints it (`2206 then OFF`, `5120
   then ENTER`, `0419 and then press UNSET`, `1984, OFF`, `5120 再按 ENTER`, `7702# 然后按确认`),
   in a line that names a keypad, an alarm, a door, a gate, a lock or a code, or a keypad's verb
   (press, punch, type, disarm; 按, 输入, 撤防). An issue number (`#4410`), a phone's service
   code after `dial` (`dial *100#`), arithmetic (`2*4410`), a music key (`C#`), a lower-case
   "then off" (`alarm set for 0630, then off to the site`) and a time before the key (`went off
   at 0630 then OFF`) are none.

Both read the folded view (secrets.fold), which keeps a keypad's lone `*` (`*4410#`) while it
drops Markdown emphasis (`**2580**`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memtui.engine.secrets.codes import BARE_VALUE_END_RE, code_at, opens_clause
from memtui.engine.secrets.keys import PASSWORD

__all__ = [
    "KEYPAD_END_CLUES",
    "LOCK_CLUES",
    "find_keypad_ends",
    "find_keypad_marks",
    "find_lock_combinations",
    "keypad_marks",
]

CONTEXT = "context"

# --- 1. a lock's combination ------------------------------------------------------------------
# Nouns of things that lock with a code, which take their code with or without a code's word.
# A bare `lock` or `safe` names one only after a determiner or the thing it locks (`the lock`,
# `gate lock`, `the safe`): a `screen lock`, `row lock`, `git lock` or `mutex lock` is software's,
# `to lock` a verb, `is safe` an adjective.
_LOCK_OWNERS = (
    r"the|a|this|that|our|its|their|my|your|his|her|new|old|same|spare|"
    r"gate|door|front|back|side|main|site|container|shed|cabin|office|store|storeroom|garage|"
    r"cage|compound|tool|bike|cycle|van|truck|cabinet|locker|box|chest|hatch|fence|hoarding|"
    r"skip|tank|fuel|diesel|trailer|hut|room|yard|window|wall|floor|cash|key|gun|hotel"
)
_STRONG_NOUNS = (
    r"pad[ -]?lock|lock[ -]?box|key[ -]?safe|key[ -]?box|key[ -]?cabinet|"
    r"combination[ -]lock|combo[ -]lock|code[ -]lock|"
    rf"(?:{_LOCK_OWNERS})[ \t]+(?:lock|safe)"
)
# Things that lock, which name a lock only with a code's word (`the shed combo is 6650`).
_OPENER_NOUNS = (
    r"doors?|gates?|sheds?|lockers?|containers?|cabins?|cages?|compound|garage|cupboard|"
    r"cabinet|hatch|alarm|keypad|safe|lock"
)
_CODE_WORDS = r"code|combo|combination|pin|passcode"
# A qualifier saying which lock: it opens with a preposition, a comma, a bracket or a dash, and
# its words hold no verb or conjunction and stay in the sentence.
_QUAL_WORD = (
    r"[ \t]*(?!(?:is|was|are|were|and|but|or|has|had|have|costs?|cost|which|that|then|so|"
    r"because)(?![^\W\d_]))[^\s:：=.!?;]+"
)
_QUAL = (
    r"(?:[ \t]*[,(—–][ \t]*|[ \t]+-[ \t]+"
    r"|[ \t]+(?:on|for|of|in|inside|outside|near|behind|beside|under|above|from|next[ \t]+to)"
    r"(?![^\W\d_])"
    r"|[ \t]+(?:at|by)[ \t]+(?=(?:the|a|an|our|my|its|their|this|that)[ \t]))"
    rf"(?:{_QUAL_WORD}){{0,8}}?"
)
# How the lock meets its code: a mark, a dash, or `is` / `'s` (`now`, `still` may follow).
_SEP = (
    r"(?:[ \t]*(?:[:：=＝]|->|→)|[ \t]+[—–]|[ \t]+is(?![^\W\d_])|['’]s(?![^\W\d_]))"
    r"(?:[ \t]+(?:now|still|also|currently))?[ \t]*[:：]?[ \t]*"
)
_CODE_WORD = rf"(?:new[ \t]+)?(?:{_CODE_WORDS})|new[ \t]+one"
# After a code's word right after its lock, the code may follow a bare space (`lockbox combo
# 0397`); after a qualifier only a mark or a verb brings it (`padlock code for room 2580 is …`).
_AFTER_CODE_WORD = rf"(?:(?:{_QUAL})?{_SEP}|[ \t]+)"
_EN_LOCK_RE = re.compile(
    r"(?i)(?<![\w-])(?:"
    # the lock's noun, a qualifier, perhaps a code's word (and a qualifier after it), the mark
    rf"(?:{_STRONG_NOUNS})(?![\w-])(?:{_QUAL})?"
    rf"(?:[ \t]+(?P<cw1>{_CODE_WORD})(?![\w-]){_AFTER_CODE_WORD}|{_SEP})"
    # or something that locks with a code's word
    rf"|(?:{_OPENER_NOUNS})[ \t]+(?P<cw2>{_CODE_WORDS})(?![\w-]){_AFTER_CODE_WORD}"
    # or the code's word first, and the lock after it
    rf"|(?P<cw3>{_CODE_WORDS})[ \t]+(?:for|to|on|of)[ \t]+(?:{_QUAL_WORD}[ \t]+){{0,3}}?"
    rf"(?:{_STRONG_NOUNS}|{_OPENER_NOUNS})(?![\w-])(?:{_QUAL})?{_SEP}"
    r")"
    # the reading that meets a code (`… by the gate — code is 4471` is not over at the dash)
    r"(?=[\[(【［]?[ \t]*[#*]?\d)"
)
# A code's word with its code anywhere in a sentence that names a lock (`The container has a
# padlock, combo 4471`, `Padlock on the gate — combination is 0397`). After a bare space (the
# `bare` group) the word opens its clause — after a comma, a colon, a semicolon, a bracket, a
# dash or a sentence's stop, perhaps with `the` or `its` — and the code ends its phrase: `alarm
# panel by the back door, code 580913 then …`, `The keypad on the side gate, code 4471, then …`.
_CODE_THEN_VALUE_RE = re.compile(
    rf"(?i)(?<![\w-])(?:{_CODE_WORDS})(?![\w-])(?:{_SEP}|(?P<bare>[ \t]+))"
    r"(?=[\[(【［]?[ \t]*[#*]?\d)"
)
# Something that locks, anywhere in a sentence.
_ANY_LOCK_RE = re.compile(
    rf"(?i)(?<![\w-])(?:{_STRONG_NOUNS}|doors?|gates?|sheds?|lockers?|containers?|cabins?|"
    r"cages?|compound|garage|cupboard|cabinet|hatch|alarm|keypad|intercoms?|buzzers?|entrances?)"
    r"(?![\w-])"
)
# Words before a code's word that make it name something else (`error code`, `zip code`).
_OTHER_CODE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:error|status|exit|fault|zip|post|area|country|dial|promo|discount|"
    r"tracking|reference|ref|booking|voucher|coupon|sort|tax|qr|bar|source|product|item|"
    r"building|colour|color|dress|morse|machine|op|http|response|return|reason|class|region|"
    r"language|currency|airport|station|course|billing|cost|project|job|site|part)[ \t]+$"
)
# The same in Chinese (and the traditional spellings): the lock's noun, a bracketed qualifier,
# perhaps 的 and a code's word, then the mark or the verb; or the noun, a clause after a comma
# or a dash, then the code's word and its mark (`大门的挂锁，密码是 6024`).
_CJK_NOUNS = (
    r"挂锁|掛鎖|密码锁|密碼鎖|号码锁|號碼鎖|数字锁|數字鎖|钥匙盒|鑰匙盒|钥匙箱|鑰匙箱|钥匙柜|鑰匙櫃|"
    r"密码箱|密碼箱|密码盒|密碼盒|门锁|門鎖|车锁|車鎖|柜锁|櫃鎖|锁头|鎖頭|(?<=的)(?:锁|鎖)"
)
_CJK_CODE_WORDS = r"密码|密碼|号码|號碼|组合|組合|开锁码|開鎖碼|码|碼"
_CJK_SEP = r"[ \t]*(?:[:：=＝]|就是|是|为|為)[ \t]*[:：]?[ \t]*"
_CJK_LOCK_RE = re.compile(
    rf"(?:{_CJK_NOUNS})(?:[ \t]*[（(][^）)\n]{{0,20}}[）)])?"
    rf"(?:[ \t]*(?:的)?(?P<cw1>{_CJK_CODE_WORDS}))?(?:{_CJK_SEP}|(?(cw1)[ \t]*|(?!)))"
    rf"|(?:{_CJK_NOUNS})[^\n。！？；;：:，,]{{0,6}}[，,—][^\n。！？；;：:，,]{{0,16}}[，,]?(?:的)?"
    rf"(?P<cw2>(?:新的)?(?:{_CJK_CODE_WORDS})|新的)"
    rf"(?:{_CJK_SEP}|[ \t]*)"
    r"(?=[\[(【［]?[ \t]*[#*]?\d)"
)
# A Chinese lock's noun anywhere in a sentence (a bare 锁 before its mark, its verb or 的).
_CJK_NOUN_RE = re.compile(_CJK_NOUNS.replace("|(?<=的)(?:锁|鎖)", "|(?:锁|鎖)(?=[：:是为為的])"))
_SENTENCE_END_RE = re.compile(r"[.!?;。！？；\n]")


def _sentence_names_lock(text: str, start: int, end: int) -> bool:
    """Whether the sentence around `text[start:end]` names something that locks."""
    before = max(0, start - 100)
    for mark in _SENTENCE_END_RE.finditer(text, before, start):
        before = mark.end()
    after = _SENTENCE_END_RE.search(text, end, min(len(text), end + 60))
    sentence = text[before : after.start() if after else min(len(text), end + 60)]
    return _ANY_LOCK_RE.search(sentence) is not None or _CJK_NOUN_RE.search(sentence) is not None


# Words in the clause before a lock's noun that make its number something else about the lock.
_ABOUT_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:error|fault|status|model|serial|part|price|cost|size|weight|order|"
    r"invoice|batch|stock|sku|warranty|ticket|tracking)(?![^\W\d_])"
    r"|错误|故障|型号|型號|价格|價格|价钱|尺寸|订单|訂單|编号|編號"
)
_CLAUSE_BEFORE_RE = re.compile(r"[^\n,，.。;；:：!?！？]{0,40}$")

# What the block finder of secrets/__init__ looks for before it calls find_lock_combinations.
LOCK_CLUES = (
    *("padlock", "pad lock", "pad-lock", "lockbox", "lock box", "lock-box"),
    *("keysafe", "key safe", "key-safe", "keybox", "key box", "key-box", "key cabinet"),
    *(f"lock{after}" for after in (" is", "'s", "’s", ":", "=", " =", " (", ",", " —", " –")),
    *(f"lock {q}" for q in ("on", "for", "of", "in", "at", "by", "near", "behind", "beside")),
    *("lock inside", "lock outside", "lock under", "lock above", "lock from", "lock next"),
    *(f"safe{after}" for after in (" is", "'s", "’s", ":", "=", " =", " (", ",", " on", " in")),
    *("combo", "combination", "code for", "code to", "code on", "code of"),
    # A code's word and its digits after a bare space (`…, code 580913 then …`).
    *(f"code {digit}" for digit in "0123456789"),
    *("挂锁", "掛鎖", "密码锁", "密碼鎖", "号码锁", "號碼鎖", "数字锁", "數字鎖"),
    *("钥匙盒", "鑰匙盒", "钥匙箱", "鑰匙箱", "钥匙柜", "鑰匙櫃", "密码箱", "密碼箱"),
    *("密码盒", "密碼盒", "门锁", "門鎖", "车锁", "車鎖", "柜锁", "櫃鎖", "锁头", "鎖頭"),
    *("的锁", "的鎖"),
)


def _lock_code(text: str, pos: int, code_word: bool) -> tuple[int, int] | None:
    """The span of a lock's code at `pos`: four to twelve digits (three after a code's word)."""
    return code_at(text, pos, 3 if code_word else 4)


def _about_something_else(text: str, start: int) -> bool:
    """Whether the clause before a lock's noun at `start` names something else about the lock
    (`the error code on the padlock is …`)."""
    clause = _CLAUSE_BEFORE_RE.search(text, max(0, start - 40), start)
    return clause is not None and _ABOUT_BEFORE_RE.search(clause.group(0)) is not None


def _bare_code(text: str, start: int, span: tuple[int, int] | None) -> bool:
    """Whether a code's word at `start` with the code `span` after a bare space gives it: the
    word opens its clause, and the code has four digits or more and ends its phrase (`…, code
    4471 then …`; `exited with code 137`, `the door, code 2024 release` give none)."""
    return (
        span is not None
        and sum(ch.isdigit() for ch in text[span[0] : span[1]]) >= 4
        and BARE_VALUE_END_RE.match(text, span[1]) is not None
        and opens_clause(text, start)
    )


def find_lock_combinations(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of each code a lock's noun is given after a mark or a verb, and
    of each code after a code's word in a sentence that names a lock."""
    for pattern in (_EN_LOCK_RE, _CJK_LOCK_RE) if not text.isascii() else (_EN_LOCK_RE,):
        for label in pattern.finditer(text):
            if _about_something_else(text, label.start()):
                continue
            named = any(label.group(g) for g in pattern.groupindex if g.startswith("cw"))
            span = _lock_code(text, label.end(), named)
            if span is not None:
                yield span[0], span[1], PASSWORD, CONTEXT
    for label in _CODE_THEN_VALUE_RE.finditer(text):
        if _OTHER_CODE_RE.search(text, max(0, label.start() - 16), label.start()):
            continue
        span = _lock_code(text, label.end(), True)
        if label.group("bare") is not None and not _bare_code(text, label.start(), span):
            continue
        if (
            span is not None
            and not _about_something_else(text, label.start())
            and _sentence_names_lock(text, label.start(), span[1])
        ):
            yield span[0], span[1], PASSWORD, CONTEXT


# --- 2. a keypad entry -------------------------------------------------------------------------
# Digits with a keypad's key attached: a leading `*` (`*6621`, `*4410#`) or a trailing `#` or
# `*` (`1984#`, `1984*`); a leading `#` alone is an issue's or a list's number.
_KEYED_RE = re.compile(r"(?<![\w#*.,/-])(?:\*\d{3,12}[#*]?|\d{3,12}[#*])(?![\w#*])")
# Digits followed by the key that ends the entry, in capitals as a keypad prints it (`then OFF`,
# `and then press UNSET`, `→ ENTER`, `, OFF`), or in Chinese (`再按 ENTER`, `然后按确认`).
_THEN_KEY_RE = re.compile(
    r"(?<![\w#*.,/:-])(?P<v>[#*]?\d{4,12}[#*]?)(?![\w#*])[ \t]*[,，]?[ \t]*"
    r"(?:(?:(?:(?i:and)[ \t]+)?(?i:then)|(?i:followed[ \t]+by)|\+|→|->)[ \t]+)?"
    r"(?:(?i:press|hit|push|key)[ \t]+)?(?:(?i:the)[ \t]+)?"
    r"(?:OFF|ENTER|UNSET|DISARM|✓)(?![^\W\d_])"
    r"|(?<![\w#*.,/:-])(?P<cjk>[#*]?\d{4,12}[#*]?)(?![\w#*])[ \t]*(?:然后|然後|再)[ \t]*"
    r"(?:按下?|输入|輸入)?[ \t]*(?:OFF|ENTER|UNSET|DISARM|确认|確認|撤防)"
)
# A line names a keypad: a keypad, an alarm, a door, a gate, a lock, a code, or a keypad's verb.
_KEYPAD_CONTEXT_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:alarm|keypad|key[ \t]pad|panel|disarm|unset|arm|door|gate|entry|"
    r"intercom|buzzer|padlock|lockbox|lock|key[ \t]?safe|code|pin|passcode|press|punch|type|"
    r"enter|key[ \t]in)(?![^\W\d_])"
    r"|警报|報警|报警|警報|门禁|門禁|撤防|布防|键盘|鍵盤|密码|密碼|锁|鎖|按|输入|輸入"
)
# A phone's service code (`dial *100#`, `打 *100# 查话费`) is no keypad's.
_PHONE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:dial|call|phone|ussd|balance|top[ -]?up)|拨|撥|话费|話費"
)
# Where a keypad's key touches a digit (`1984#`, `*4410`): each pattern starts with its literal,
# which the regex engine finds fast, so a text without one costs next to nothing.
_HASH_AFTER_DIGIT_RE = re.compile(r"#(?<=\d#)")
_STAR_BY_DIGIT_RE = re.compile(r"\*(?:(?<=\d\*)|(?=\d))")
# What the block finder of secrets/__init__ looks for before it calls find_keypad_ends: a
# keypad or an alarm, or `then` / 然后 and the key that ends an entry (lower-cased, as the
# finder reads). The rarer `→ OFF`, `+ ENTER` are read where another clue calls the rule: a clue
# starting with `+` or `-` would slow the finder's scan of every text.
_END_KEYS = ("off", "enter", "unset", "disarm", "✓")
KEYPAD_END_CLUES = (
    *("keypad", "key pad", "alarm", "disarm", "警报", "報警", "报警", "警報", "撤防", "键盘"),
    *("鍵盤", "门禁", "門禁"),
    *(
        f"then {verb}{the}{key}"
        for verb in ("", "press ", "hit ", "push ", "key ")
        for the in ("", "the ")
        for key in _END_KEYS
    ),
    *(
        f"{joiner}{gap}{verb}{gap2}{key}"
        for joiner in ("然后", "然後", "再")
        for gap in ("", " ")
        for verb in ("按", "按下", "输入", "輸入", "")
        for gap2 in ("", " ")
        for key in (*_END_KEYS[:4], "确认", "確認", "撤防")
    ),
)


def keypad_marks(text: str) -> bool:
    """Whether a keypad's `#` or `*` touches a digit somewhere in `text` (`1984#`, `*4410`)."""
    return ("#" in text and _HASH_AFTER_DIGIT_RE.search(text) is not None) or (
        "*" in text and _STAR_BY_DIGIT_RE.search(text) is not None
    )


def _line(text: str, pos: int) -> tuple[int, int]:
    end = text.find("\n", pos)
    return text.rfind("\n", 0, pos) + 1, len(text) if end == -1 else end


def _keypad_line(text: str, start: int, end: int) -> bool:
    """Whether the line around `text[start:end]` names a keypad, and no phone's service code."""
    line_start, line_end = _line(text, start)
    window = text[max(line_start, start - 60) : min(line_end, end + 30)]
    return _KEYPAD_CONTEXT_RE.search(window) is not None and _PHONE_RE.search(window) is None


def find_keypad_marks(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of each code typed with a keypad's `#` or `*` (`1984#`,
    `*4410#`); only the places where such a key touches a digit are read."""
    marks = [m.start() for m in _HASH_AFTER_DIGIT_RE.finditer(text)] if "#" in text else []
    if "*" in text:
        marks += [m.start() for m in _STAR_BY_DIGIT_RE.finditer(text)]
    seen: set[tuple[int, int]] = set()
    for mark in sorted(marks):
        line_start, line_end = _line(text, mark)
        lo, hi = max(line_start, mark - 14), min(line_end, mark + 14)
        for match in _KEYED_RE.finditer(text, lo, hi):
            if match.span() not in seen and _keypad_line(text, match.start(), match.end()):
                seen.add(match.span())
                yield match.start(), match.end(), PASSWORD, CONTEXT


# A time before the key (`the alarm went off at 0630 then OFF again`) is no code.
_TIME_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:at|by|until|till|from|before|after|around|since|about)[ \t]+$"
    r"|(?:在|于|於|到|从|從)[ \t]*$"
)


def find_keypad_ends(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of each code followed by the key that ends the entry (`2206
    then OFF`, `5120 再按 ENTER`)."""
    for match in _THEN_KEY_RE.finditer(text):
        group = "v" if match.group("v") is not None else "cjk"
        start, end = match.span(group)
        if _TIME_BEFORE_RE.search(text, max(0, start - 12), start) is None and _keypad_line(
            text, start, end
        ):
            yield start, end, PASSWORD, CONTEXT
