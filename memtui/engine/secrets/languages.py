"""Layer 3 in the languages people write: password, verification-code, PIN, security-answer
and recovery, licence or product key labels beyond English and simplified Chinese.

A label is a word of the table below (`Passwort`, `mot de passe`, `пароль`, `密碼`, `パスワード`,
`비밀번호`, `验证码`, `暗証番号`, `PIN`…), optionally qualified (`Passwort für das NAS`,
`Пароль от почты`, `mật khẩu wifi`), then a mark (`:`, `=`, `—`) or the language's verb
(`lautet`, `est`, `es`, `é`, `è`, `là`, `is`, `to`, 是, は, 는) and its value. What each family
takes:

- a password: an opaque token or a quoted value, never a word of prose ("mot de passe : voir le
  coffre-fort"); after a Chinese, Japanese or Korean label also a token after a few words that
  describe it (`密码是八个八 88888888`);
- a verification code: four to ten digits, or letters and digits;
- a PIN: four to twelve digits, whole or in groups (`47-93`, `1-9-8-4`; after a mark or a verb
  `64 19`), on the next line after a mark that ends the label's line (`PIN 2 of the header`,
  `pin numpy`, `PIN changed: 2026-06-15` name none); a card's password is its PIN
  (`饭卡的密码是8152`, `the debit card password is 6621`);
- a security answer: the rest of its clause, words included (`security answer: blue volvo`);
- a key: a grouped key (`R7KD-2PXW-9QMF-4HTL-66ZB`) or an opaque token.

A label may also be given its value after a clause saying it changed (`门禁密码今天改了，新的是
7390#2`, `the door code changed today, the new one is 7390#2`, `后门密码换成 5831 了`), and a line
that labels codes or keys and ends with a colon names the codes or keys listed one a line below it.
A password may be a short keypad code of digits, whole or in groups: after a mark or a verb,
which say what it is as plainly as a colon (`the router password is 40719 if the kids ask`,
`打印机的密码是 60318`; a noun after the number makes it a name's or a count's part: `the
password's 2024 rotation`), and after a bare space when it is said to be new or names what it
locks (`新密码 4417，别外传`, `new password 4417 for the printer`), or opens a clause of a sentence
that names a lock before it (`车库门的键盘，密码 7302，别外传`). A bare `code` or `combination`
said to have changed or to be new (`the code changed to 5831`, `new code: 7705`, `New combination
2-9-14 for the gym lockers`) names one too. A label said to have
changed gives its old value as well as its new one, each brought in by a word saying which it is
(`门禁密码换了：原来的 2580 作废，新的是 9147`, `Gate code reset — old: 5502, new: 6613`). A lock's
code may be given after a colon later in its sentence (`Alarm panel code for Marcus, who's never
closed on a Saturday: 8642-0917`, `警报面板密码，周六要用：8642-0917`), and a keypad's needs no
code's word there (`Keypad by the loading dock, for when the fob reader is down: 7315`).

Labels are matched on the folded view of the text (secrets.fold), so they are folded the same
way before they are compiled: a Cyrillic `пароль` reads there as its look-alike letters do.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from memtui.engine.secrets.codes import (
    BARE_VALUE_END_RE,
    DATE_RE,
    NO_COUNT,
    code_at,
    counted_or_dated,
    opens_clause,
)
from memtui.engine.secrets.fold import fold_text, trie_pattern
from memtui.engine.secrets.formats import GROUPED_KEY_RE, grouped_key
from memtui.engine.secrets.keys import OPAQUE, PASSWORD, SECRET
from memtui.engine.secrets.values import (
    ASSIGN,
    PROSE,
    PROSE_WORDS,
    SPACE,
    credential_like,
    is_placeholder,
    take_value,
)

__all__ = [
    "BARE_CODE_CLUES",
    "KEYPAD_COLON_CLUES",
    "LOCK_CODE_CLUES",
    "clue_words",
    "find_bare_codes",
    "find_listed_codes",
    "find_lock_codes",
    "find_world_labels",
]

CONTEXT = "context"
# Password labels written as words (a word boundary on their right; German and Dutch compounds
# and Turkish suffixes may stand on their left or right: `WLAN-Passwort`, `şifresi`).
_PASSWORD_WORDS = (
    "password",
    "passwort",
    "kennwort",
    "mot de passe",
    "contraseña",
    "contrasena",
    "clave de acceso",
    "senha",
    "palavra-passe",
    "parola d'ordine",
    "пароль",
    "пароля",
    "wachtwoord",
    "hasło",
    "haslo",
    "şifre",
    "şifresi",
    "sifre",
    "parola",
    "mật khẩu",
    "mat khau",
    "كلمة المرور",
    "كلمة السر",
    "كلمة مرور",
    "पासवर्ड",
)
# Labels of languages that write no spaces between words: matched anywhere.
_PASSWORD_CJK = ("密码", "密碼", "口令", "パスワード", "비밀번호", "암호")
_CODE_WORDS = (
    "verification code",
    "confirmation code",
    "security code",
    "one-time code",
    "one-time password",
    "otp code",
    "2fa code",
    "sms code",
    "login code",
    # Codes that open a door, a gate or an account when the phone is lost.
    "door code",
    "gate code",
    "alarm code",
    "lock code",
    "entry code",
    "access code",
    "keypad code",
    # "<security noun> code is NNNN": a short numeric code named as one (rule 3).
    "safe code",
    "safe combination",
    "lock combination",
    "padlock code",
    "padlock combination",
    "locker code",
    "locker combination",
    "garage code",
    "intercom code",
    "buzzer code",
    "lockbox code",
    "keypad",
    "passcode",
    "passcodes",
    "pass code",
    "recovery code",
    "recovery codes",
    "backup code",
    "backup codes",
    "türcode",
    "zugangscode",
    "alarmcode",
    "digicode",
    "code d'accès",
    "code de la porte",
    "código de acceso",
    "código de la puerta",
    "código da porta",
    "codice di accesso",
    "codice della porta",
    "bestätigungscode",
    "verifizierungscode",
    "sicherheitscode",
    "code de vérification",
    "code de confirmation",
    "código de verificación",
    "código de verificação",
    "código de confirmação",
    "codice di verifica",
    "код подтверждения",
    "mã xác nhận",
    "mã xác thực",
    "mã otp",
    "doğrulama kodu",
    "onay kodu",
    "verificatiecode",
    "kod weryfikacyjny",
    "رمز التحقق",
    "सत्यापन कोड",
)
_CODE_CJK = (
    "验证码",
    "驗證碼",
    "校验码",
    "动态码",
    "認証コード",
    "確認コード",
    "認証番号",
    "门禁码",
    "门禁密码",
    "门锁密码",
    # A combination lock (rule 3: `密码锁是 0812`); it precedes 密码 in _label_re.
    "密码锁",
    "门锁码",
    "开门码",
    "开锁码",
    "恢复码",
    "备用码",
    "인증번호",
    "인증 코드",
    "인증코드",
)
_PIN_WORDS = ("pin", "pin code", "pin-code", "code pin", "código pin", "пин-код", "пин", "mã pin")
_PIN_CJK = ("PIN码", "PIN 码", "PIN号", "暗証番号", "핀번호", "핀 번호")
_ANSWER_WORDS = (
    "security answer",
    "secret answer",
    "security question",
    "answer to my security question",
    "answer to the security question",
    "mother's maiden name",
    "sicherheitsantwort",
    "sicherheitsfrage",
    "réponse secrète",
    "respuesta secreta",
    "respuesta de seguridad",
)
_ANSWER_CJK = (
    "密保答案",
    "密保问题答案",
    "安全问题答案",
    "安全问题的答案",
    "秘密の質問の答え",
    "보안 답변",
)
# Keys that recover an account or a disk, or unlock software: the value is a grouped key
# (`R7KD-2PXW-9QMF-4HTL-66ZB`) or an opaque token.
_KEY_WORDS = (
    "recovery key",
    "recovery keys",
    "licence key",
    "licence keys",
    "license key",
    "license keys",
    "product key",
    "product keys",
    "activation key",
    "activation code",
    "registration key",
    "registration code",
    "serial key",
    "unlock key",
    "bitlocker key",
    "wiederherstellungsschlüssel",
    "lizenzschlüssel",
    "produktschlüssel",
    "aktivierungsschlüssel",
    "clé de récupération",
    "clé de licence",
    "clé de produit",
    "clé d'activation",
    "clave de recuperación",
    "clave de licencia",
    "clave de producto",
    "clave de activación",
    "chave de recuperação",
    "chave de licença",
    "chave do produto",
    "chave de ativação",
    "chiave di ripristino",
    "chiave di recupero",
    "chiave di licenza",
    "herstelsleutel",
    "licentiesleutel",
    "productsleutel",
    "klucz odzyskiwania",
    "klucz licencyjny",
    "klucz produktu",
    "ключ восстановления",
    "лицензионный ключ",
    "ключ продукта",
    "ключ активации",
)
_KEY_CJK = (
    "恢复密钥",
    "恢复秘钥",
    "恢复密匙",
    "恢復金鑰",
    "復原金鑰",
    "修复密钥",
    "产品密钥",
    "產品金鑰",
    "许可证密钥",
    "授权密钥",
    "激活密钥",
    "激活码",
    "注册码",
    "回復キー",
    "回復用キー",
    "リカバリーキー",
    "プロダクトキー",
    "ライセンスキー",
    "복구 키",
    "복구키",
    "제품 키",
    "제품키",
    "라이선스 키",
    "라이센스 키",
)
# Codes come before passwords: where both start at one place the code is the longer word
# (`密码锁`, a combination lock, over `密码`).
_FAMILIES = (
    ("code", _CODE_WORDS, _CODE_CJK),
    ("password", _PASSWORD_WORDS, _PASSWORD_CJK),
    ("pin", _PIN_WORDS, _PIN_CJK),
    ("answer", _ANSWER_WORDS, _ANSWER_CJK),
    ("key", _KEY_WORDS, _KEY_CJK),
)
# Compounds end in these (`WLAN-Passwort`, `Datenbankkennwort`, `wifi-wachtwoord`).
_COMPOUND_ENDS = ("passwort", "kennwort", "wachtwoord")

# A qualifier between a label and its mark: "für das NAS", "du routeur", "от почты", "wifi".
# The shortest reading is tried first: "Alarm code is 3906 — she knows it" meets its value at
# "is", the qualifier not running on over the value to the dash (rule 3); the longest one
# next ("password is below: …").
_QUALIFIER = r"(?:[ \t]+[^\n:：=→—–\"'「]{1,30}?)"
# How a label meets its value: a mark, or a verb of one of the languages.
_MARK = r"[ \t]*(?:[:：=＝]|->|→|[—–](?=[ \t]))[ \t]*"
# A verb may say the value is new (`is now`, 现在是: rule 1) or the same (`is still`, 还是).
_VERB_WORDS = r"[ \t]+(?i:is|are|was|ist|lautet|est|es|era|é|è|это|là|jest|هي|هو)"
_VERB_REST = (
    r"[ \t]+(?:(?P<now>(?i:now|currently))[ \t]+|(?i:still|also)[ \t]+)?[:：]?[ \t]*"
    r"|[ \t]*(?:(?P<now_cjk>现在|現在|目前|如今)|还|還|仍然|仍|也)?"
    r"(?:就是|是|为|為|は|が|는|은|이|가)[ \t]*[:：]?[ \t]*"
)
_VERB = rf"(?:{_VERB_WORDS}|[ \t]*['’]s){_VERB_REST}"
# A qualifier may name an owner after a preposition (`PIN of the school's gas card is …`, `PIN
# on the shop’s card: …`): read with its `'s`, whose verb is then a word or a mark further on,
# not that `'s`.
_OWNER_QUALIFIER = (
    r"(?:[ \t]+(?i:of|for|on|at|to|from|in)(?![^\W\d_])[^\n:：=→—–\"'’「]{0,24}?"
    r"(?<=[^\W\d_])['’]s(?![^\W\d_])[^\n:：=→—–\"'’「]{0,24}?)"
)
_SEPARATOR_RES = (
    *(
        re.compile(f"(?P<qual>{_QUALIFIER}{greed})(?:(?P<mark>{_MARK})|(?P<verb>{_VERB}))")
        for greed in ("??", "?")
    ),
    re.compile(
        f"(?P<qual>{_OWNER_QUALIFIER})(?:(?P<mark>{_MARK})|(?P<verb>{_VERB_WORDS}{_VERB_REST}))"
    ),
)
_BARE_RE = re.compile(r"[ \t]+(?=\S)")
_OPEN_RE = re.compile(r"[\[(【［]")
_DIGITS_RE = re.compile(r"\d{4,12}(?!\d)")


def _code_re(shortest: int) -> re.Pattern[str]:
    """Letters and digits, `shortest` to 18, with a digit; a hyphen allowed inside, and a
    keypad's # and * at either end or inside (`482913`, `7HQK-29XM-PLW4`, `8842-1190#`,
    `*7730`, `19#4462`)."""
    return re.compile(
        r"[#*]?(?=[A-Za-z#*-]*\d)[A-Za-z0-9](?:[A-Za-z0-9]|[-#*](?=[A-Za-z0-9]))"
        f"{{{shortest - 1},17}}"
        r"[#*]?(?![A-Za-z0-9-])"
    )


_CODE_RE = _code_re(4)
# The answer runs to the end of its clause.
_ANSWER_RE = re.compile(r"[^\n,;，；。!?！？]{1,60}")
# Words that describe a value in Chinese, Japanese or Korean before it: `密码是八个八 88888888`.
_DESCRIBED_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{1,10}[ \t]+")
_CJK_CHAR_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _variants(word: str) -> set[str]:
    """`word` as the folded view may spell it (lower, upper and title case)."""
    return {fold_text(v) for v in (word, word.lower(), word.upper(), word.capitalize())}


# A short label before a Chinese mark or verb (`PIN：`, `PIN是`) is a label too.
_CJK_MARKS = ("：", "是", "为", "為")


@cache
def clue_words() -> tuple[str, ...]:
    """What the block finder of secrets/__init__ looks for on a lower-cased line of the view
    before the rules read it: every label, folded ("pin" and "parola" only before a mark)."""
    short = {"pin", "пин", "parola"}
    words = {
        v.lower()
        for _, spelt, cjk in _FAMILIES
        for w in (*spelt, *cjk)
        if w not in short
        for v in _variants(w)
    }
    words |= {
        v.lower() + end
        for w in short
        for v in _variants(w)
        for end in (":", " ", "=", "-", "码", *_CJK_MARKS)
    }
    return tuple(sorted(words))


# A letter beside a word label makes it part of a longer word (`spin`, `pinch`); a Chinese,
# Japanese or Korean character does not: those languages put no space before an English label
# (`工资卡的PIN是 …`, `用password登录`).
_LETTER_NOT_CJK = r"[^\W\d_\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"


def _alternatives(words: tuple[str, ...], bounded: bool) -> str:
    """A trie pattern of `words` as the view spells them (case is ignored by the caller)."""
    spelt = tuple(sorted({v.lower() for w in words for v in _variants(w)}))
    body = trie_pattern(spelt)
    if not bounded:
        return f"(?:{body})"
    return f"(?<!{_LETTER_NOT_CJK})(?:{body})(?!{_LETTER_NOT_CJK})"


@cache
def _label_re(ignore_case: bool) -> re.Pattern[str]:
    """One pattern for every label, its family named by the group that matched. A word label
    stands alone (no letter on either side), but compounds end in some; CJK labels stand
    anywhere. It is read on lower-cased text (faster than ignoring case), or with case ignored
    where lower-casing changes a text's length."""
    groups = []
    for family, words, cjk in _FAMILIES:
        # CJK labels first: `PIN码` is one label, not the word `PIN` before a 码.
        parts = [_alternatives(cjk, False)] if cjk else []
        parts.append(_alternatives(tuple(w for w in words if w not in _COMPOUND_ENDS), True))
        ends = tuple(w for w in words if w in _COMPOUND_ENDS)
        if ends:
            parts.append(_alternatives(ends, False) + "(?![^\\W\\d_])")
        groups.append(f"(?P<{family}>{'|'.join(parts)})")
    return re.compile("|".join(groups), re.IGNORECASE if ignore_case else 0)


def _value(text: str, pos: int, family: str, joined: str) -> tuple[int, int] | None:
    """The span of the value a label of `family` names at `pos`, or None."""
    if family == "password":
        return take_value(text, pos, OPAQUE, joined)
    if family == "key":
        grouped = GROUPED_KEY_RE.match(text, pos)
        if grouped is not None and grouped_key(grouped.group(0)):
            return grouped.span()
        return take_value(text, pos, OPAQUE, joined)
    if joined == ASSIGN and (below := _BELOW_MARK_RE.match(text, pos)) is not None:
        pos = below.end()  # `PIN:` ends its line: the digits open the next one
    opened = _OPEN_RE.match(text, pos)
    pos = opened.end() if opened else pos
    if family == "pin":
        return _pin(text, pos, joined)
    elif family == "code":
        match = _CODE_RE.match(text, pos) or _DIGITS_RE.match(text, pos)
        if match is not None and (counted_or_dated(text, match)):
            return None  # a date or a count: `… for the summer term: 2026-06-15`, `1500 lines`
    else:
        if joined == SPACE:
            return None
        match = _ANSWER_RE.match(text, pos)
        if match is None:
            return None
        value = match.group(0).rstrip(" \t.")
        if not value or is_placeholder(value) or value.split()[0].lower() in PROSE_WORDS:
            return None
        return pos, pos + len(value)
    return match.span() if match else None


def _described(text: str, pos: int) -> tuple[int, int] | None:
    """A value after a few CJK words describing it (`密码是八个八 88888888`)."""
    words = _DESCRIBED_RE.match(text, pos)
    if words is None:
        return None
    return take_value(text, words.end(), OPAQUE, SPACE)


def _opaque(value: str, joined: str) -> bool:
    """A password value: opaque ("vergessen?" is a word and its question mark), and after a verb
    or a bare space a digit or mixed case and a symbol too ("search-indexer" is a name)."""
    value = value.rstrip("?!")
    if not credential_like(value):
        return False
    if joined == ASSIGN:
        return True
    return any(ch.isdigit() for ch in value) or (
        value.lower() != value and value.upper() != value and not value.isalnum()
    )


def _separators(text: str, end: int, family: str) -> list[tuple[int, str, bool]]:
    """Where the value after a label ending at `end` may start, how the label met it, and
    whether its verb says the value is new (`is now`, 现在是): the shortest reading first."""
    found: list[tuple[int, str, bool]] = []
    for separator in _SEPARATOR_RES:
        after = separator.match(text, end)
        if after is None:
            continue
        qualified = bool(after.group("qual"))
        if qualified and _VERB_CLAUSE_RE.match(after.group("qual")):
            # "the alarm code is on the fridge, call ext: 7700": the label met its verb, and a
            # mark in a later clause gives that clause's value, not the label's.
            continue
        if (
            qualified
            and family == "code"
            and after.group("mark")
            and _OTHER_NUMBER_BEFORE_RE.search(after.group("qual")[-24:])
        ):
            # "Keypad in room 12, ticket: 4471": the mark gives the number its last words name.
            continue
        if after.group("mark"):
            reading = (after.end(), ASSIGN, False)
        # "the security question feature was…" is no answer; a code or PIN takes digits only,
        # so "the entry code for the side door is 2486" is one (rule 3).
        elif not qualified or family in ("password", "code", "pin"):
            reading = (after.end(), PROSE, bool(after.group("now") or after.group("now_cjk")))
        else:
            continue
        if reading not in found:
            found.append(reading)
    # The value may stand right after the label (`card …, PIN 3318, for Dad's repeats`) though a
    # verb or a mark further on offers another reading: it is read last.
    if (bare := _BARE_RE.match(text, end)) is not None and not any(
        pos == bare.end() for pos, _, _ in found
    ):
        found.append((bare.end(), SPACE, False))
    return found


# A qualifier that starts with the label's verb and runs on past the end of its clause.
_VERB_CLAUSE_RE = re.compile(
    r"[ \t]*(?:(?i:is|are|was|were)(?![^\W\d_])|['’]s(?![^\W\d_])|是|为|為)[^,，;；]*[,，;；]"
)


# A password said to be new or changed, or the password of something that locks, may be a
# keypad's code of digits (rules 1 and 3): `新密码：5190`, `后门的密码是 3370`, `the back door
# password is 6644`, `密码锁的密码是 3906`. Either is said in the label's own clause, before it.
_LOCK_NOUNS = (
    r"doors?|gates?|alarms?|keypads?|locks?|padlocks?|safes?|garages?|lockers?|lockbox(?:es)?|"
    r"entry|entrance|intercom|buzzer"
)
_LOCK_NOUNS_CJK = "门|門|锁|鎖|保险箱|保险柜|保險箱|保險櫃|车库|車庫|报警|警报|布防|撤防"
_NEW_OR_LOCK_RE = re.compile(
    rf"(?<![^\W\d_])(?i:new|{_LOCK_NOUNS})(?![^\W\d_])|新|{_LOCK_NOUNS_CJK}"
)
_CLAUSE_START_RE = re.compile(r"[^\n,，.。;；:：!?！？]{0,30}$")
# A keypad code of digits (and a # or * at its ends): no letter, four to twelve digits, and no
# count, year or time (`2024 年`, `1500 lines`, `15:00`, `2026-06`).
_DIGIT_CODE_RE = re.compile(r"[#*]?\d{4,12}[#*]?(?![\w-]|[.:/]\d)" + NO_COUNT)


def _new_or_lock(text: str, start: int) -> bool:
    """Whether the clause before a label starting at `start` says it is new or what it locks."""
    clause = _CLAUSE_START_RE.search(text, max(0, start - 30), start)
    return clause is not None and _NEW_OR_LOCK_RE.search(clause.group(0)) is not None


# A label that opens a clause may have what it locks named in its sentence's earlier clauses
# (`车库门的键盘，密码 7302，别外传`, `The back gate, password 4417 then push`).
_LOCK_RE = re.compile(rf"(?<![^\W\d_])(?i:{_LOCK_NOUNS})(?![^\W\d_])|{_LOCK_NOUNS_CJK}")
_SENTENCE_START_RE = re.compile(r"[^\n.。!?！？;；]{0,80}$")


def _lock_in_sentence(text: str, start: int) -> bool:
    """Whether the label at `start` opens a clause of a sentence that names a lock before it."""
    if not opens_clause(text, start):
        return False
    sentence = _SENTENCE_START_RE.search(text, max(0, start - 80), start)
    return sentence is not None and _LOCK_RE.search(sentence.group(0)) is not None


def _digit_code(text: str, pos: int) -> tuple[int, int] | None:
    """The span of a keypad code of digits at `pos` (`5831`, `7741#`), or None."""
    opened = _OPEN_RE.match(text, pos)
    match = _DIGIT_CODE_RE.match(text, opened.end() if opened else pos)
    return match.span() if match else None


def _password_code(
    text: str, start: int, pos: int, joined: str, now: bool
) -> tuple[int, int] | None:
    """The keypad code of digits at `pos` a password label starting at `start` names, or None.

    A verb says what a password is as plainly as a colon does, so `the router password is
    40719` and `打印机的密码是 4417` name a code as `password: 40719` does; where the verb says
    nothing of newness and names no lock, the code must end its phrase. A bare space brings
    one only when the label is said to be new or names what it locks (`new password 4417 for the
    printer`, `新密码 4417，别外传`, rule 1), or opens a clause of a sentence naming a lock
    (`车库门的键盘，密码 7302，别外传`), and the code ends its phrase."""
    said = now or _new_or_lock(text, start)
    if joined == SPACE and not (said or _lock_in_sentence(text, start)):
        return None
    span = code_at(text, pos)
    if span is None:
        return None
    if joined == SPACE or (joined == PROSE and not said):
        return span if BARE_VALUE_END_RE.match(text, span[1]) else None
    return span


# A PIN in groups of digits (`47-93`, `1-9-8-4`, `90–27`, `3381-07`) or, after a mark or a verb,
# in groups of two to four split by a space (`PIN code: 64 19`): four to twelve digits in all,
# and no date, count or version (`2026-06-15`, `4-6 digits`, `1.26-2`). A PIN's whole digits
# come last (`PIN 3318`).
_PIN_GROUPED_RE = re.compile(r"\d{1,4}(?:[-–]\d{1,4}){1,5}(?![\w–-]|[.:/]\d)" + NO_COUNT)
_PIN_SPACED_RE = re.compile(r"\d{2,4}(?: \d{2,4}){1,3}(?![\w-]|[.:/ ]\d)" + NO_COUNT)
# A PIN's or a code's label whose mark ends its line (`Company card PIN:`): the digits open the
# next line (a list item's bullet aside), as a password's value does (secrets.values).
_BELOW_MARK_RE = re.compile(r"[ \t]*\r?\n[ \t>]*(?:[-*+][ \t]+)?(?=\d)")


def _pin(text: str, pos: int, joined: str) -> tuple[int, int] | None:
    """The span of a PIN at `pos`: its digits whole or in groups, or None."""
    if DATE_RE.match(text, pos):
        return None  # `PIN changed: 2026-06-15` (its year is no PIN either)
    grouped = _PIN_GROUPED_RE.match(text, pos)
    if grouped is None and joined != SPACE:
        grouped = _PIN_SPACED_RE.match(text, pos)
    if grouped is not None and 4 <= sum(ch.isdigit() for ch in grouped.group(0)) <= 12:
        return grouped.span()
    match = _DIGITS_RE.match(text, pos)
    return match.span() if match else None


# A card named in the clause before a password label: the password is the card's PIN.
_CARD_RE = re.compile(r"(?<![^\W\d_])(?i:cards?)(?![^\W\d_])|卡")


def _names_card(text: str, start: int) -> bool:
    """Whether the clause before a label starting at `start` names a card."""
    clause = _CLAUSE_START_RE.search(text, max(0, start - 30), start)
    return clause is not None and _CARD_RE.search(clause.group(0)) is not None


# Words right after a label that make it name something about a password, not one: `password
# manager`, `Passwort-Manager`, `password policy`, `密码规则`, `密码管理器`, `密码本`; and a
# request about one (`password reset ticket: ABC-1234`, `password request: …`), whose number is
# no password (rule 2's look-alike).
_ABOUT_RE = re.compile(
    r"[ \t-]*(?:(?i:managers?|policy|policies|rules?|requirements?|hints?|fields?|prompts?|"
    r"screens?|pages?|forms?|format|length|strength|expiry|expiration|rotation|generators?|"
    r"store|files?|hash|hashes|lists?|vault|history|complexity|protection|"
    r"(?:(?:reset|change|recovery)[ \t-]+)?(?:tickets?|requests?|links?|e-?mails?|issues?))"
    r"(?![^\W\d_])"
    r"|管理|策略|规则|規則|规定|要求|长度|長度|强度|強度|复杂度|提示|输入框|页面|格式|文件|生成器|有效期|本)"
)

# A label whose value comes after a clause saying it changed: `门禁密码今天改了，新的是 7390#2`,
# `Wi-Fi 密码换了，现在是 …`, `the door code changed today, the new one is 7390#2`, `… changed
# to 4471#`. The change is said in the label's own clause (`昨天被物业改了`, ` was reset by IT`),
# and the value follows the words that bring in the new one (`新的是`, `the new one is`, `der
# neue ist`), or the change's own `to`, 成 or 为 (`改成了`, `changed to`).
_CHANGE_CJK = "改|换|換|变|變|更新|重置|重设|重設|変更|変わ|바뀌|바꿨|변경"
_CHANGE_WORDS = (
    "changed|changes|change|reset|rotated|updated|replaced|renewed|re-issued|reissued|"
    "geändert|gewechselt|erneuert|changé|modifié|réinitialisé|cambió|cambiado|cambiada|"
    "cambiaron|actualizado|actualizada|mudou|mudado|mudada|alterado|alterada|trocado|trocada|"
    "cambiato|cambiata|modificato|modificata|aggiornato|aggiornata"
)
_CHANGED_TO = r"(?:成了?|成为|成為|为|為|到)|[ \t]+(?i:to|into|auf|para)[ \t]+"
_NEW_ONE_CJK = "新的是|新的为|新的為|新的[:：]|现在是|现在为|現在是|現在為|现为|現為|目前是|新しいのは|新しいのが|今は"
_NEW_ONE_WORDS = (
    r"(?:the[ \t]+)?new[ \t]+(?:one|code|pin|password|passcode|combination)(?:[ \t]+is|'s|[ \t]*:)|"
    r"it'?s[ \t]+now|it[ \t]+is[ \t]+now|now[ \t]+it'?s|now[ \t]+it[ \t]+is|is[ \t]+now|now[ \t]*:|"
    r"(?:der|das|die)[ \t]+neue[ \t]+(?:ist|lautet)|jetzt[ \t]*:|neu[ \t]*:|"
    r"(?:le[ \t]+nouveau|la[ \t]+nouvelle)[ \t]+est|c'est[ \t]+maintenant|maintenant[ \t]+c'est|"
    r"(?:el[ \t]+nuevo|la[ \t]+nueva)[ \t]+es|ahora[ \t]+es|(?:o[ \t]+novo|a[ \t]+nova)[ \t]+é|"
    r"agora[ \t]+é|(?:il[ \t]+nuovo|la[ \t]+nuova)[ \t]+è|ora[ \t]+è|adesso[ \t]+è|"
    r"(?:changed|reset|set)[ \t]+to"
)
_CHANGED_RE = re.compile(
    r"(?P<lead>[^\n,，.。;；:：!?！？]{0,40}?)"
    rf"(?:(?<![^\W\d_])(?i:{_CHANGE_WORDS})(?![^\W\d_])|{_CHANGE_CJK})"
    rf"(?:{_CHANGED_TO}|[^\n]{{0,40}}?(?:{_NEW_ONE_CJK}|(?<![^\W\d_])(?i:{_NEW_ONE_WORDS})"
    rf"|(?:{_CHANGE_CJK})(?:{_CHANGED_TO})))"
    r"[ \t]*[:：]?[ \t]*"
)


def _changed(text: str, end: int, family: str) -> tuple[int, int] | None:
    """The new value a label ending at `end` is given after a clause saying it changed."""
    changed = _CHANGED_RE.match(text, end) if family != "answer" else None
    if changed is None:
        return None
    return _changed_value(text, changed.end(), family)


def _changed_value(text: str, pos: int, family: str) -> tuple[int, int] | None:
    """The value at `pos` of a label of `family` said to have changed: its old or new one."""
    if family != "password":
        return _value(text, pos, family, PROSE)
    span = take_value(text, pos, OPAQUE, PROSE)
    if span is not None and _opaque(text[span[0] : span[1]], PROSE):
        return span
    # A door's or a safe's "password" is often a keypad code (`新的是 4093#8`), and a password
    # said to have changed to digits is one too (rule 1: `后门密码换成 5831 了`).
    keypad = _CODE_RE.match(text, pos)
    if keypad is not None and any(c in "#*" for c in keypad.group()):
        return keypad.span()
    return _digit_code(text, pos)


# A label said to have changed may give its old value beside the new one, and the old one is as
# much a secret (people reuse it, step it, or the change is undone): `仓库门禁码今天换了，旧的是
# 3-0-7-2，新的是 8-4-1-6`, `the gate code changed: the old one 6120 no longer works`, `gate
# code reset — old: 5502, new: 6613`, `Wi-Fi 密码改了，原来的是 Owl#2024x`. Each value is
# brought in by a word saying which one it is (旧的, 原来的, 以前的, 之前的; old, previous, former,
# new, current; perhaps with `one`, `code`, `password` …) after its mark or verb, or after a bare
# space (in English only before its clause ends or a verb saying it is void: `old 5502, new
# 6613`, `the old one 6120 no longer works`; `the new 2026 term` gives no value), in the change's
# own sentence.
_CHANGE_START_RE = re.compile(
    r"[^\n,，.。;；:：!?！？]{0,40}?"
    rf"(?:(?<![^\W\d_])(?i:{_CHANGE_WORDS})(?![^\W\d_])|{_CHANGE_CJK})"
)
_WHICH_ONE_RE = re.compile(
    r"(?:旧|舊|原来|原來|以前|之前|原先|老|新|现在|現在)的?"
    r"(?:密码|密碼|口令|码|碼|那个|那個)?(?:是|为|為)?[ \t]*[:：]?[ \t]*"
    r"|(?<![^\W\d_])(?i:the[ \t]+)?(?i:old|previous|former|new|current)"
    r"(?:[ \t]+(?i:one|code|pin|password|passcode|combination|combo))?"
    r"(?:[ \t]+(?i:is|was)(?![^\W\d_])[ \t]*[:：]?|['’]s|[ \t]*(?:[:：=]|[—–](?=[ \t])))[ \t]*"
    r"|(?<![^\W\d_])(?i:the[ \t]+)?(?i:old|previous|former|new|current)"
    r"(?:[ \t]+(?i:one|code|pin|password|passcode|combination|combo))?[ \t]+(?P<bare>)"
)
# A sentence ends at a stop a space follows (a password may hold `!` or `.`), or a CJK stop.
_SENTENCE_STOP_RE = re.compile(r"[.!?;](?=\s|$)|[\n。！？；]")


def _changed_values(text: str, end: int, family: str) -> Iterator[tuple[int, int]]:
    """The old and new values a label ending at `end` gives in the sentence saying it changed."""
    change = _CHANGE_START_RE.match(text, end) if family != "answer" else None
    if change is None:
        return
    stop = _SENTENCE_STOP_RE.search(text, change.end(), min(len(text), change.end() + 120))
    limit = stop.start() if stop else min(len(text), change.end() + 120)
    for which in _WHICH_ONE_RE.finditer(text, change.end(), limit):
        span = _changed_value(text, which.end(), family)
        if span is None or span[1] > limit:
            continue
        if which.group("bare") is not None and not BARE_VALUE_END_RE.match(text, span[1]):
            continue
        yield span


def find_world_labels(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of each value a label of another language names."""
    low = text.lower()
    same = len(low) == len(text)
    for label in _label_re(not same).finditer(low if same else text):
        family = label.lastgroup or "password"
        if _ABOUT_RE.match(text, label.end()):
            continue
        span = None
        for pos, joined, now in _separators(text, label.end(), family):
            span = _value(text, pos, family, joined)
            if span is None and family == "password" and _CJK_CHAR_RE.match(label.group(0)):
                span = _described(text, pos)
            if span is not None and family == "password":
                span = span if _opaque(text[span[0] : span[1]], joined) else None
            # A card's password is its PIN (`饭卡的密码是 8152`, `the debit card password is
            # 6621`): digits, perhaps in groups.
            if span is None and family == "password" and _names_card(text, label.start()):
                span = _pin(text, pos, joined)
            # A password may be a keypad's code of digits, whole or in groups (rules 1, 3): after
            # a plain verb too.
            if span is None and family == "password":
                span = _password_code(text, label.start(), pos, joined, now)
            if span is not None:
                break
        if span is None:
            span = _changed(text, label.end(), family)
        kind = SECRET if family == "key" else PASSWORD
        if span is not None:
            yield span[0], span[1], kind, CONTEXT
        # A label said to have changed gives its old value and its new one: both go.
        for old_or_new in _changed_values(text, label.end(), family):
            yield old_or_new[0], old_or_new[1], kind, CONTEXT


# A bare `code` or `combination` said to have changed to a value or to be new (rule 1): `the
# code changed to 5831`, `The code has been changed to 4471`, `our code's now 9031`, `new code:
# 7705`, `the new code is 2291#`. It stands after a determiner or at its clause's start (an
# "error code", a "zip code" is not it), and its value is a keypad code of digits.
_BARE_CODE_RE = re.compile(
    r"(?:(?<![^\W\d_])(?i:the|our|my|your|his|her|their|a)[ \t]+|(?:^|(?<=[\n.!?;:,(]))[ \t]*)"
    r"(?P<new>(?i:new)[ \t]+)?(?i:code|combination|combo)(?![^\W\d_])"
    r"(?:[ \t]+(?:(?i:has|had|was|got|just|been)[ \t]+){0,2}"
    r"(?i:changed|reset|updated|switched|set)[ \t]+(?i:to)[ \t]+"
    r"|(?:[ \t]+(?i:is)|['’]s)[ \t]+(?i:now)[ \t]*[:：]?[ \t]*"
    r"|(?(new)(?:[ \t]*[:：][ \t]*|[ \t]+(?i:is)[ \t]+|['’]s[ \t]+|[ \t]+(?P<bare>))|(?!)))"
)
# What the block finder of secrets/__init__ looks for before it calls find_bare_codes.
BARE_CODE_CLUES = tuple(
    f"{noun}{after}"
    for noun in ("code", "combination", "combo")
    for after in (
        *(" changed", " reset", " updated", " switched", " set to"),
        *(" has ", " had ", " was ", " got ", " just ", " been "),
        *(" is now", "'s now", "’s now"),
    )
) + ("new code", "new combination", "new combo")


def find_bare_codes(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of each keypad code a bare `code` is said to have become."""
    for match in _BARE_CODE_RE.finditer(text):
        # The code may be in a dial's groups (`new combination: 12-40-33-09`); after a bare
        # space it must end its phrase (`the new code 2026 edition` names a rulebook).
        span = code_at(text, match.end())
        if span is None:
            continue
        if match.group("bare") is not None and not BARE_VALUE_END_RE.match(text, span[1]):
            continue
        yield span[0], span[1], PASSWORD, CONTEXT


# A code of something that locks whose value follows a colon later in its sentence:
# `Alarm panel code for Marcus, who's never closed on a Saturday: 8642-0917`, `Storage lockbox
# combination, the one behind the bins: 0-3-7-9`, `警报面板密码，周六要用：8642-0917`. The lock's
# noun comes first (a word of its own, not a compound's tail: `type-safe code`), a word or two
# may follow it (`panel`, `keypad`), then the code's word; what stands between it and the colon
# is a qualifier: it starts with a preposition, a comma, a bracket or a dash (a verb says
# something about the code: `the door code stays the same this week: see Dana`), and it stays
# in the sentence.
_LOCK_QUALIFIER_WORDS = tuple("for of on at to in from by with until as that which when so".split())
_LOCK_QUALIFIER_OPEN = (
    r"(?:[ \t]*[,(—–]|[ \t]+-[ \t]|[ \t]+(?i:" + "|".join(_LOCK_QUALIFIER_WORDS) + r")(?![^\W\d_]))"
)
# A keypad takes a code by itself, so its code's word may be missing: `Keypad on the side gate
# if the swipe card won't work: 4417`, `Staff door keypad, in case the fob fails: 5-2-8-0`,
# `员工通道的门禁，刷卡不灵的时候：6-1-9-4` (the `pad` group: `_keypad_qualifier` reads what stands
# before the colon).
_KEYPAD_NOUNS = r"key[ -]?pads?|alarm[ \t]+panels?"
_KEYPAD_NOUNS_CJK = r"门禁|門禁|(?:门禁|門禁|密码|密碼)?(?:键盘|鍵盤)"
_LOCK_COLON_RE = re.compile(
    rf"(?<![^\W\d_-])(?i:{_LOCK_NOUNS})(?![^\W\d_])(?:[ \t]+[A-Za-z]+){{0,2}}?[ \t]+"
    r"(?i:code|combination|combo|pin|passcode|password)(?![^\W\d_])"
    rf"{_LOCK_QUALIFIER_OPEN}[^\n:：.!?;]{{0,80}}?[:：][ \t]*"
    rf"|(?:{_LOCK_NOUNS_CJK})[^\n，,。；;：:（(]{{0,6}}?(?:密码|密碼|口令|码|碼)"
    r"[，,（(][^\n。！？；;:：]{0,40}?[:：][ \t]*"
    rf"|(?<![^\W\d_-])(?i:{_KEYPAD_NOUNS})(?![^\W\d_])"
    rf"(?P<pad>{_LOCK_QUALIFIER_OPEN}[^\n:：.!?;]{{0,80}}?)[:：][ \t]*"
    rf"|(?:{_KEYPAD_NOUNS_CJK})(?P<pad_cjk>[，,（(][^\n。！？；;:：]{{0,40}}?)[:：][ \t]*"
)
# What a keypad's qualifier may not hold, since its colon would then give another number: a verb
# saying something about the keypad before any `if`, `when` or `who` (`Keypad on the back door
# was replaced, invoice: 4471`; `… if the swipe card fails`, `… for anyone who has no fob` say when
# it is used), and, right before the colon, a word naming another number (`call ext: 7700`,
# `ticket: 4471`) or a time (`armed from: 1800`).
_CONDITION_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:if|when|whenever|unless|until|till|should|in[ \t]+case|once|while|"
    r"who|whoever|whose)"
    r"(?![^\W\d_])|如果|万一|萬一|要是|的时候|的時候|时|時"
)
_STATEMENT_VERB_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:is|are|was|were|has|have|had|been|got|gets|will|did|does|needs?|"
    r"needed|isn['’]t|wasn['’]t|doesn['’]t|didn['’]t|won['’]t)(?![^\W\d_])"
    r"|坏了|壞了|修好|换了|換了|装了|裝了|已经|已經"
)
_OTHER_NUMBER_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:ticket|ref|reference|invoice|order|ext|extension|phone|tel|mobile|"
    r"call|ring|text|fax|model|serial|part|sku|batch|price|cost|quote|job|case|room|unit|floor|"
    r"level|tracking|warranty|po|at|from|by|until|till|after|before|since|around|hours?|"
    r"times?)(?:[ \t]+(?:number|no|nr|num))?(?![^\W\d_])[ \t.#]*$"
    r"|(?:电话|電話|手机|手機|工单|工單|单号|單號|编号|編號|型号|型號|房间|房間|价格|價格|费用|費用|"
    r"时间|時間|几点|幾點|发票|發票)[^\n]{0,4}$"
)


def _keypad_qualifier(qualifier: str) -> bool:
    """Whether a keypad's qualifier (what stands between the keypad and its colon) says which
    keypad and when it is used, and so brings the keypad's code after the colon."""
    condition = _CONDITION_RE.search(qualifier)
    said = qualifier[: condition.start()] if condition else qualifier
    return _STATEMENT_VERB_RE.search(said) is None and not _OTHER_NUMBER_BEFORE_RE.search(
        qualifier[-24:]
    )


# A lock's noun anywhere (a cheap test before the label's pattern is read).
_LOCK_NOUN_RE = re.compile(
    r"(?i:door|gate|alarm|key[ -]?pad|lock|safe|garage|entr|intercom|buzzer)|键盘|鍵盤|"
    + _LOCK_NOUNS_CJK
)
# The code: digits, perhaps in groups (`8642-0917`, `0-3-7-9`) and with a keypad's # or *.
# What the block finder of secrets/__init__ looks for before it calls find_lock_codes (besides
# the password, PIN and code labels): a code's word before a qualifier, a Chinese lock's noun.
LOCK_CODE_CLUES = (
    *(
        f"{word}{after}"
        for word in ("code", "combination", "combo")
        for after in (*(f" {q}" for q in _LOCK_QUALIFIER_WORDS), ",", " ,", " (", "(", " —", " –")
    ),
    *("code - ", "combination - ", "combo - "),
    *("门禁", "门锁", "警报", "报警", "布防", "撤防", "保险箱", "保险柜", "保險箱", "保險櫃"),
    *("车库", "車庫"),
)
# What the block finder looks for before it calls find_lock_codes for a keypad's code after a
# colon, which needs no code's word (`Keypad on the side gate, …: 4417`); only that rule reads
# these (`keypad` is a label's clue already).
KEYPAD_COLON_CLUES = ("key pad", "key-pad", "alarm panel", "門禁", "键盘", "鍵盤")


def find_lock_codes(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of each code a lock's label gives after a colon further on."""
    if (":" not in text and "：" not in text) or _LOCK_NOUN_RE.search(text) is None:
        return
    for label in _LOCK_COLON_RE.finditer(text):
        qualifier = label.group("pad") or label.group("pad_cjk")
        if qualifier is not None and not _keypad_qualifier(qualifier):
            continue
        span = _digit_code_at(text, label.end())
        if span is not None:
            yield span[0], span[1], PASSWORD, CONTEXT


def _digit_code_at(text: str, pos: int) -> tuple[int, int] | None:
    """A keypad code of four to twelve digits at `pos`, perhaps in groups; no date."""
    return code_at(text, pos)


# A label line that ends in a colon (`备用验证码，收在红信封里：`, `Backup codes:`), then one code
# a line, which may say first what it opens (`- back door: 4821`, `- disarm *7730`): every one of
# those codes is a value of the label.
_LIST_LINE_RE = re.compile(
    r"[ \t>]*(?:[-*+][ \t]+)?(?:[^\s\d:：][^\n:：]{0,30}?(?:[ \t]*[:：])?[ \t]+)?(?P<v>[^\s]+)[ \t]*$"
)
# Listed under a label, a code may be as short as a keypad's three digits and a mark (`*118`).
_LISTED_CODE_RE = _code_re(3)
# A line that announces codes for something that locks (`new lock codes for the cabin:`,
# `Codes for the office alarm:`) is a code label too, though no label word stands in it whole.
_CODES_WORD_RE = re.compile(r"(?<![^\W\d_])codes(?![^\W\d_])", re.IGNORECASE)
_LOCKS_RE = re.compile(
    r"(?<![^\W\d_])(?:doors?|gates?|alarms?|keypads?|locks?|entry|entrance|safe|garage|"
    r"lockers?|disarm|arm)(?![^\W\d_])|门禁|门锁|密码锁",
    re.IGNORECASE,
)


def _code_label_lines(text: str) -> list[tuple[int, bool]]:
    """Where each line that labels codes or keys and ends with a colon ends, and whether it
    names a key: a code, PIN, password or key label on it, or the word "codes" beside something
    that locks."""
    low = text.lower()
    same = len(low) == len(text)
    ends: dict[int, bool] = {}
    for label in _label_re(not same).finditer(low if same else text):
        if label.lastgroup in ("code", "password", "pin", "key"):
            end = text.find("\n", label.end())
            ends[end] = ends.get(end, False) or label.lastgroup == "key"
    for word in _CODES_WORD_RE.finditer(text):
        start = text.rfind("\n", 0, word.start()) + 1
        end = text.find("\n", word.end())
        if end != -1 and _LOCKS_RE.search(text, start, end):
            ends.setdefault(end, False)
    return sorted(
        (e, key) for e, key in ends.items() if e != -1 and text[:e].rstrip().endswith((":", "："))
    )


def _listed_value(value: str, key: bool) -> bool:
    """A value listed under a code or key label: a code, a grouped key (`R7KD-2PXW-…`), and
    under a key label any opaque token."""
    if _LISTED_CODE_RE.fullmatch(value) or (GROUPED_KEY_RE.fullmatch(value) and grouped_key(value)):
        return True
    return key and credential_like(value) and not is_placeholder(value)


def find_listed_codes(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of the codes or keys listed one a line under a line that
    labels them and ends with a colon."""
    for line_end, key in _code_label_lines(text):
        pos = line_end + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end == -1 else end
            line = _LIST_LINE_RE.fullmatch(text, pos, end)
            if line is None or not _listed_value(line.group("v"), key):
                break
            yield line.start("v"), line.end("v"), SECRET if key else PASSWORD, CONTEXT
            pos = end + 1
