"""Layers 2 and 3: a secret known by what stands before it.

Layer 2 (`assignment`) reads the syntaxes people paste: `k=v`, `k: v`, `"k": "v"`,
`export K="v w"`, `<password>v</password>`, `--password v`, `mysql -pv`, `sshpass -p v`,
`curl -u user:v`, `Authorization: Token v`, `Cookie: a=v`, `?key=v` and `scheme://user:v@host`.
Layer 3 (`context`) reads sentences: "the admin password is v", "api key: v", "recovery codes: v",
a login given as `user / v` after a label naming a login or an account ("web login for the
alarm history (facilities needed it): admin / v", `订货系统的登录：lijing / v`),
`密码为 v`, `口令：v`, `令牌是 v`, a label that ends its line or list item with the value on
the next one (a YAML block scalar's `password: >` too), a Markdown heading that ends with a
label over its value, the cells of a Markdown table's column its header names as a secret, and
a password-shaped token (upper- and lower-case letters, a digit, a symbol) right after a colon
in a text that talks about a password or a login ("… forced a password change. New one for my
login (user): Xxxxxx#0000"), and the short spellings of "password" in prose ("wifi pw: …",
"site office p/w is …", "pswd = …", "pword: …").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from memtui.engine.secrets.keys import (
    ANY,
    KEY,
    OPAQUE,
    PASSWORD,
    SECRET,
    TOKEN,
    key_family,
    name_around,
)
from memtui.engine.secrets.values import (
    ASSIGN,
    PROSE,
    SPACE,
    credential_like,
    is_placeholder,
    take_value,
)

__all__ = ["SHORT_LABEL_CLUES", "find_labelled"]

ASSIGNMENT, CONTEXT = "assignment", "context"

# "password for the staging DB: …" — a qualifier is part of the label only before a `:`-like
# mark or a verb, never before a bare space.
_QUALIFIER = (
    r"[ \t]+(?i:for|of|on|to|at)[ \t]+[^\n:=：→]{1,30}?"
    r"(?=[ \t]*(?::|=|：|→|->)|[ \t]+(?i:is|are)[ \t]|[ \t]*(?:是|为|為))"
)
# A secret word inside a name; the name around it is then read whole (`DB_PASSWORD`).
_SECRET_WORD_RE = re.compile(
    r"pass|pwd|pw|pswd|secret|token|key|cred|auth|sess|sid|pin|cookie|sig|contrase|bearer|otp"
)
# After a name: a closing quote or bracket, a qualifier, and how it meets its value.
_AFTER_NAME_RE = re.compile(
    r"(?P<close>[\"'`\]]{0,2})(?P<qual>" + _QUALIFIER + r")?"
    r"(?P<sep>[ \t]*(?::=|=>|==|=|:|：|→|->)[ \t]*|[ \t]+(?i:is|are)[ \t]+"
    r"|[ \t]*(?:是|为|為)[ \t]*[:：]?[ \t]*|[ \t]+(?=\S))"
)
# Labels of several words ("api key", "recovery codes") by their last word and the one before.
_PHRASE_TAIL_RE = re.compile(r"\b(?:key|token|secret|password|passphrase|codes?)\b")
_PHRASE_HEAD_RE = re.compile(r"\b([a-z]+)[ \t]+$")
_PHRASE_HEADS = frozenset(
    {
        "api",
        "access",
        "secret",
        "private",
        "client",
        "auth",
        "master",
        "unseal",
        "encryption",
        "signing",
        "license",
        "app",
        "account",
        "deploy",
        "bot",
        "refresh",
        "session",
        "admin",
        "root",
        "recovery",
        "backup",
        "pin",
    }
)
_CJK_LABEL_RE = re.compile(r"密码|口令|密钥|秘钥|私钥|令牌|授权码|凭据|凭证|暗号")
# After a phrase or Chinese label: a qualifier, then how it meets its value (Chinese quotes too).
_AFTER_PHRASE_RE = re.compile(
    r"(?P<qual>" + _QUALIFIER + r"|如下)?"
    r"(?P<sep>[ \t]*(?::|=|：|→|->)[ \t]*|[ \t]+(?i:is|are)[ \t]+|[ \t]*(?:是|为|為)[ \t]*[:：]?[ \t]*"
    r"|[ \t]+(?=\S)|(?=[「『“\"']))"
)
_CJK_FAMILY = {
    "令牌": TOKEN,
    "凭据": TOKEN,
    "凭证": TOKEN,
    "密钥": SECRET,
    "秘钥": SECRET,
    "私钥": SECRET,
}


@dataclass(frozen=True)
class _Label:
    family: str
    rule: str
    joined: str
    passphrase: int


def _joined(sep: str) -> str:
    stripped = sep.strip(" \t")
    if not stripped:
        return SPACE
    return ASSIGN if stripped[0] in ":=：→-" else PROSE


def _label(name: str, sep: str, cjk: bool) -> _Label | None:
    if cjk:
        family = _CJK_FAMILY.get(name, PASSWORD)
        found: tuple[str, str] | None = (family, ANY if family == PASSWORD else KEY)
    else:
        found = key_family(name.replace(" ", "_").replace("\t", "_"))
    if found is None:
        return None
    family, rule = found
    joined = _joined(sep)
    if joined == SPACE and family != PASSWORD:
        return None  # "token 有效期", "secret sauce": only password words take a bare value
    words = name.lower()
    passphrase = 0
    # A bare `pass` is as often a ticket, a test run or a verb as a password ("bus pass: Zone 2",
    # "visitor pass = orange lanyard"): it takes one opaque token, never a passphrase.
    if family == PASSWORD and joined != SPACE and words != "pass":
        # A passphrase is named so; a password takes several words only after `:` or 是/为.
        passphrase = 2 if "passphrase" in words or joined == ASSIGN or cjk else 3
    return _Label(family, rule, joined, passphrase)


_NEXT_CODE_RE = re.compile(r"[ \t]*[,，]?[ \t]*(?P<v>[A-Za-z0-9-]{4,})")


def _more_codes(text: str, end: int) -> int:
    """Recovery codes come several to a line: take the codes that follow the first."""
    while (match := _NEXT_CODE_RE.match(text, end)) and credential_like(match.group("v")):
        end = match.end()
    return end


def _valued(
    text: str, name: str, sep: str, after: int, cjk: bool
) -> tuple[int, int, str, str] | None:
    """The secret a label `name` + `sep` ending at `after` names, as (start, end, kind, layer)."""
    label = _label(name, sep, cjk)
    if label is None:
        return None
    span = take_value(text, after, label.rule, label.joined, passphrase=label.passphrase)
    if span is None:
        return None
    if name.lower().endswith(("code", "codes")):
        # A code holds a digit ("print them" under "Recovery codes:" is an instruction).
        if not any(ch.isdigit() for ch in text[span[0] : span[1]]):
            return None
        span = (span[0], _more_codes(text, span[1]))
    nextline = "\n" in text[after : span[0]]
    layer = ASSIGNMENT if label.joined == ASSIGN and not nextline else CONTEXT
    return span[0], span[1], label.family, layer


_WORD_BEFORE_RE = re.compile(r"([A-Za-z][\w-]*)[ \t]+$")


def _names_no_secret_key(text: str, start: int, end: int) -> bool:
    """A bare `key` whose word before it says what kind ("primary key", "sort key"): the
    name is those two words, and they name no secret."""
    if text[start:end].lower() != "key":
        return False
    before = _WORD_BEFORE_RE.search(text, max(0, start - 32), start)
    return before is not None and key_family(f"{before.group(1)}_key") is None


def _names(text: str, low: str) -> Iterator[tuple[int, int, str, str]]:
    """Values of names holding a secret word: `DB_PASSWORD=…`, `"apiKey": …`, `token is …`."""
    done = -1
    for word in _SECRET_WORD_RE.finditer(low):
        if word.start() < done:
            continue  # a second secret word in a name already read
        start, end = name_around(text, word.start())
        done = end
        if start > 0 and text[start - 1] in "/\\-.":
            continue  # a path or a flag: /run/secrets/db_password, --password (read elsewhere)
        if _names_no_secret_key(text, start, end):
            continue
        after = _AFTER_NAME_RE.match(text, end)
        if after is None:
            continue
        found = _valued(text, text[start:end], after.group("sep"), after.end(), cjk=False)
        if found is not None:
            yield found


def _phrases(text: str, low: str) -> Iterator[tuple[int, int, str, str]]:
    """Values after labels of several words ("api key: …") and Chinese labels (密码为 …)."""
    labels: list[tuple[int, int, bool]] = []
    for tail in _PHRASE_TAIL_RE.finditer(low):
        head = _PHRASE_HEAD_RE.search(low, max(0, tail.start() - 24), tail.start())
        if head is not None and head.group(1) in _PHRASE_HEADS:
            labels.append((head.start(1), tail.end(), False))
    if not text.isascii():
        labels += [(m.start(), m.end(), True) for m in _CJK_LABEL_RE.finditer(text)]
    for start, end, cjk in labels:
        after = _AFTER_PHRASE_RE.match(text, end)
        if after is None:
            continue
        found = _valued(text, text[start:end], after.group("sep"), after.end(), cjk=cjk)
        if found is not None:
            yield found


# --- command lines, headers, cookies, URLs -----------------------------------------------------
_V = r"(?P<v>'[^'\n]+'|\"[^\"\n]+\"|[^\s'\"-][^\s'\"]*)"
# (literals the line needs one of, pattern): the value of each is a password.
_COMMANDS = tuple(
    (clue, re.compile(pattern))
    for clue, pattern in (
        # mysql -pSecret (attached; `-p` alone prompts), sshpass -p X, redis-cli -a X.
        (
            ("mysql", "mariadb"),
            r"\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|mariadb)\b[^\n|;&]{0,300}?[ \t]-p"
            + _V,
        ),
        (("sshpass",), r"\bsshpass[ \t]+-p[ \t]*" + _V),
        (("redis-cli",), r"\bredis-cli\b[^\n|;&]{0,300}?[ \t]-a[ \t]+" + _V),
        # redis.conf / sentinel.conf directives: `requirepass X`, `masterauth X`.
        # A value holds a digit or a symbol: "the requirepass directive" names no password.
        (
            ("requirepass", "masterauth"),
            r"\b(?:requirepass|masterauth)[ \t]+(?=['\"]|[^\s'\"]*?[0-9!#$%&()*+,./:;<=>?@^_`{|}~-])"
            + _V,
        ),
        (
            ("login",),
            r"\b(?:docker|podman|nerdctl|helm)[ \t]+(?:registry[ \t]+)?login\b[^\n|;&]{0,300}?[ \t]-p[ \t]+"
            + _V,
        ),
        ((" -u",), r"\b(?:curl|wget|http)\b[^\n|;&]{0,300}?[ \t]-u[ \t]*['\"]?[^\s:'\"]+:" + _V),
        (
            ("--user",),
            r"\b(?:curl|wget|http)\b[^\n|;&]{0,300}?[ \t]--user[ \t]*['\"]?[^\s:'\"]+:" + _V,
        ),
        (
            ("htpasswd",),
            r"\bhtpasswd\b(?:[ \t]+-[A-Za-z]+)*?[ \t]+-[A-Za-z]*b[A-Za-z]*(?:[ \t]+-[A-Za-z]+)*"
            r"[ \t]+\S+[ \t]+\S+[ \t]+" + _V,
        ),
    )
)
# `--password X`, `--api-key=X`; `set -x NAME X` (fish), `setx NAME X` (Windows).
_FLAG_RE = re.compile(r"(?<![\w-])--(?P<name>[A-Za-z][\w-]*)(?P<sep>=|[ \t]+)(?=[^\s-])")
_SET_RE = re.compile(
    r"\b(?:set(?:[ \t]+-[A-Za-z]+)+|setx)[ \t]+(?P<name>[A-Za-z_]\w*)(?P<sep>[ \t]+)"
)
# <password>X</password>; <add key="ApiKey" value="X" />.
_XML_RE = re.compile(r"<(?P<name>[\w.:-]+)>(?P<v>[^<\n]{1,200})</(?P=name)>")
_XML_PAIR_RE = re.compile(
    r"\b(?:key|name)[ \t]*=[ \t]*[\"'](?P<name>[\w.:-]+)[\"'][ \t]+value[ \t]*=[ \t]*[\"'](?P<v>[^\"'\n]+)[\"']"
)
# A login given as `user / password` after a label naming a login or an account: `login: admin
# / X`, `账号 ops / X`, and a label that runs on before its colon (`web login for the alarm
# history (facilities needed it): admin / X`, `订货系统的登录（财务也要用）：lijing / X`). The
# password ends where its clause does; one a slash continues is a path or a date
# (`var/log/auth.log`, `2026/06/15`), not a password.
_LOGIN_WORDS = (
    "login|log-in|logon|sign-in|signin|username|user|account|acct|credentials|creds|"
    "zugang|zugangsdaten|anmeldung|benutzer|benutzername|konto|identifiants?|connexion|compte|"
    "usuario|usuário|cuenta|acceso|acesso|credenciales|credenziali|accesso|utente|gebruiker|"
    "inloggegevens"
)
_LOGIN_CJK = "账号|帳號|帐号|账户|帳戶|用户名|用戶名|登录|登錄|登陆|ログイン|アカウント|ユーザー名|계정|로그인|아이디"
_PAIR_RE = re.compile(
    rf"(?:(?<![^\W\d_])(?i:{_LOGIN_WORDS})(?![^\W\d_])|{_LOGIN_CJK})"
    r"(?:[^\n/:：]{0,30}?[:：]?|[^\n/]{0,100}?[:：])[ \t]*"
    r"(?<![\w.@-])(?P<user>[\w.@-]{2,40})[ \t]*/[ \t]*(?P<v>[^\s/，。；、]+)(?![^\s，。；、])"
)
_AUTH_RE = re.compile(
    r"(?i:\b(?:proxy-)?authorization)[ \t]*[:=][ \t]*(?:(?i:bearer|token|basic|apikey|api-key|key|"
    r"bot|sso-key|ssws|splunk|geniekey|negotiate|ntlm|hmac|otp)[ \t]+)?(?P<v>[^\s\"',;]+)"
)
_BEARER_RE = re.compile(
    r"(?i:\bbearer)[ \t]+(?P<v>(?=[A-Za-z0-9._~+/-]*\d)[A-Za-z0-9._~+/-]{16,}=*)"
)
_COOKIE_RE = re.compile(
    r"(?P<set>(?i:\bset-)?)(?i:cookie)[ \t]*:[ \t]*(?P<v>[^\n]+)|(?<![\w-])(?:-b|--cookie)[ \t]+['\"]?(?P<arg>[^'\"\n]+)"
)
_COOKIE_PAIR_RE = re.compile(r"(?:^|;)[ \t]*(?P<name>[^=;\s]+)=(?P<v>[^;\s]+)")
_QUERY_RE = re.compile(r"[?&;](?P<name>[\w.\-\[\]]+)=(?P<v>[^&#\s\"'<>]+)")
# Query parameters named like this carry keys even without a secret word of their own.
_QUERY_SECRETS = frozenset({"key", "sig", "signature", "x-amz-signature", "x-goog-signature"})
# scheme://user:password@host — the password may hold '@': it runs to the last '@' of the part.
_URL_RE = re.compile(
    r"\b[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s:/@]*:(?P<v>[^\s/]*)@(?=[^\s@/]*[A-Za-z0-9])"
)


def _value_span(match: re.Match[str], group: str = "v") -> tuple[int, int]:
    start, end = match.span(group)
    if (
        end - start >= 2
        and match.group(group)[0] in "'\""
        and match.group(group)[-1] == match.group(group)[0]
    ):
        return start + 1, end - 1
    return start, end


def _commands(text: str, low: str) -> Iterator[tuple[int, int, str, str]]:
    for clue, pattern in _COMMANDS:
        if not any(word in low for word in clue):
            continue
        for match in pattern.finditer(text):
            start, end = _value_span(match)
            if not is_placeholder(text[start:end]):
                yield start, end, PASSWORD, ASSIGNMENT
    for literal, pattern in (("--", _FLAG_RE), ("set", _SET_RE)):
        if literal not in low:
            continue
        for match in pattern.finditer(text):
            found = key_family(match.group("name"))
            if found is None:
                continue
            joined = ASSIGN if match.group("sep") == "=" else SPACE
            span = take_value(text, match.end(), OPAQUE if joined == SPACE else found[1], ASSIGN)
            if span is not None:
                yield span[0], span[1], found[0], ASSIGNMENT


def _markup(text: str) -> Iterator[tuple[int, int, str, str]]:
    if "<" not in text and "value" not in text:
        return
    for pattern in (_XML_RE, _XML_PAIR_RE):
        for match in pattern.finditer(text):
            found = key_family(match.group("name").rsplit(":", 1)[-1])
            value = match.group("v").strip()
            if found is not None and value and not is_placeholder(value):
                yield match.start("v"), match.end("v"), found[0], ASSIGNMENT


def _headers(text: str, low: str) -> Iterator[tuple[int, int, str, str]]:
    for clue, pattern in (("authorization", _AUTH_RE), ("bearer", _BEARER_RE)):
        if clue not in low:
            continue
        for match in pattern.finditer(text):
            value = match.group("v")
            if credential_like(value) and not is_placeholder(value):
                yield match.start("v"), match.end("v"), TOKEN, ASSIGNMENT
    if "cookie" not in low and "-b " not in text:
        return
    for match in _COOKIE_RE.finditer(text):
        group = "v" if match.group("v") is not None else "arg"
        base, body = match.start(group), match.group(group)
        for pair in _COOKIE_PAIR_RE.finditer(body):
            value = pair.group("v")
            if credential_like(value) and not is_placeholder(value):
                yield base + pair.start("v"), base + pair.end("v"), TOKEN, ASSIGNMENT
            if match.group("set"):
                break  # Set-Cookie: only the first pair is the cookie; the rest are attributes


def _urls(text: str) -> Iterator[tuple[int, int, str, str]]:
    if "://" in text:
        for match in _URL_RE.finditer(text):
            value = match.group("v")
            if value and not is_placeholder(value):
                yield match.start("v"), match.end("v"), PASSWORD, ASSIGNMENT
    if "=" in text:
        for match in _QUERY_RE.finditer(text):
            name = match.group("name")
            found = key_family(name) or (
                (TOKEN, OPAQUE) if name.lower() in _QUERY_SECRETS else None
            )
            value = match.group("v")
            if found is None or is_placeholder(value):
                continue
            if found[1] == ANY or credential_like(value):
                yield match.start("v"), match.end("v"), found[0], ASSIGNMENT


def _pairs(text: str) -> Iterator[tuple[int, int, str, str]]:
    for match in _PAIR_RE.finditer(text):
        user, value = match.group("user"), match.group("v").rstrip(".,;:)]}>")
        if user.isalpha() and user.isupper():
            continue  # an acronym over a slash (`SSO / OAuth2`, `TCP / UDP`) names no login
        if value.lower() == user.lower():
            continue  # an owner and its group (`www-data / www-data`)
        if credential_like(value) and not is_placeholder(value):
            yield match.start("v"), match.start("v") + len(value), PASSWORD, CONTEXT


# A Chinese label with its value written right after it: `WiFi密码12345678`, `密码abc12345，别外传`.
# The value is the run of ASCII after the label, opaque and no algorithm or encoding's name
# (`密码sha256加密` says how passwords are kept).
_CJK_ATTACHED_RE = re.compile(
    r"(?P<label>密码|口令|密钥|秘钥|私钥|令牌|授权码|凭据|凭证|暗号)(?P<v>[A-Za-z0-9][!-~]{5,})(?![!-~])"
)
_SCHEMES = re.compile(
    r"(?i)(?:md5|sha\d*|bcrypt|s?crypt|argon2\w*|pbkdf2\w*|base\d+|aes\d*|rsa\d*|utf-?\d+\w*|hmac\w*)"
)


def _cjk_attached(text: str) -> Iterator[tuple[int, int, str, str]]:
    for match in _CJK_ATTACHED_RE.finditer(text):
        value = match.group("v").rstrip(".,;:)]}>")
        if credential_like(value) and not is_placeholder(value) and not _SCHEMES.fullmatch(value):
            family = _CJK_FAMILY.get(match.group("label"), PASSWORD)
            yield match.start("v"), match.start("v") + len(value), family, CONTEXT


# A Markdown table's header row over its `|---|` line: a column the header names as a secret
# (`| user | password |`, `| 服务 | 密码 |`) holds one in each row below.
_TABLE_RULE_RE = re.compile(r"[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+(?:[ \t]*:?-+:?[ \t]*)?$")
_CELL_RE = re.compile(r"[^|]+")


def _cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Spans of the cells of the table row `text[start:end]`, each stripped of spaces."""
    line = text[start:end]
    body_start = line.index("|") + 1 if line.lstrip().startswith("|") else 0
    body_end = line.rindex("|") if line.rstrip().endswith("|") else len(line)
    spans = []
    for cell in _CELL_RE.finditer(line, body_start, body_end):
        value = cell.group()
        lead = len(value) - len(value.lstrip())
        spans.append((start + cell.start() + lead, start + cell.start() + len(value.rstrip())))
    return spans


# The last word of a column header that names secrets; "auth", "session", a bare "key" name
# steps, settings or rows, and "密码强度" a password's strength.
_COLUMN_WORDS_RE = re.compile(r"(?i)(?:password|passwd|passphrase|pwd|secret|token|(?<=.)key)s?$")


def _column_family(name: str) -> str | None:
    name = name.strip()
    cjk = _CJK_LABEL_RE.search(name, max(0, len(name) - 3))
    if cjk is not None and cjk.end() == len(name):
        return _CJK_FAMILY.get(cjk.group(), PASSWORD)  # "密码", "登录密码", "API 密钥"
    if not _COLUMN_WORDS_RE.search(name):
        return None
    found = key_family(re.sub(r"[ \t]+", "_", name))
    return found[0] if found is not None else None


def _tables(text: str) -> Iterator[tuple[int, int, str, str]]:
    """Cells of the columns a Markdown table's header names as secrets."""
    starts = [0] + [m.end() for m in re.finditer(r"\n", text)]
    ends = [s - 1 for s in starts[1:]] + [len(text)]
    n = 0
    while n + 2 < len(starts):
        header = text[starts[n] : ends[n]]
        if "|" not in header or not _TABLE_RULE_RE.match(text, starts[n + 1], ends[n + 1]):
            n += 1
            continue
        columns = {
            i: family
            for i, (a, b) in enumerate(_cells(text, starts[n], ends[n]))
            if (family := _column_family(text[a:b])) is not None
        }
        n += 2
        while n < len(starts) and "|" in text[starts[n] : ends[n]]:
            if n + 1 < len(starts) and _TABLE_RULE_RE.match(text, starts[n + 1], ends[n + 1]):
                break  # a row over a `|---|` line heads a table of its own
            cells = _cells(text, starts[n], ends[n])
            for i, family in columns.items():
                if i < len(cells):
                    a, b = cells[i]
                    value = text[a:b]
                    if credential_like(value) and " " not in value and not is_placeholder(value):
                        yield a, b, family, CONTEXT
            n += 1


# A Markdown heading that ends with a label (`## Router password`, `## 家里 WiFi 密码`) names the
# first word of the next line that holds one, as ingestion reads it (`Router password: …`).
_HEADING_RE = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+(?P<title>[^\n]*?)[ \t#]*$", re.M)
_BELOW_RE = re.compile(r"(?:[ \t]*\n){1,2}[ \t>]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?=\S)")
_LAST_WORDS_RE = re.compile(r"(?:([A-Za-z]+)[ \t_-]+)?([A-Za-z]+)$")


def _heading_family(title: str) -> str | None:
    cjk = _CJK_LABEL_RE.search(title, max(0, len(title) - 3))
    if cjk is not None and cjk.end() == len(title):
        return _CJK_FAMILY.get(cjk.group(), PASSWORD)
    words = _LAST_WORDS_RE.search(title)
    if words is None:
        return None
    found = key_family("_".join(w for w in words.groups() if w))
    return found[0] if found is not None else None


def _headings(text: str) -> Iterator[tuple[int, int, str, str]]:
    for heading in _HEADING_RE.finditer(text):
        family = _heading_family(heading.group("title"))
        below = _BELOW_RE.match(text, heading.end()) if family is not None else None
        if family is None or below is None:
            continue
        span = take_value(text, below.end(), ANY, PROSE)
        if span is not None:
            yield span[0], span[1], family, CONTEXT


# A password-shaped token right after a colon in a text that talks about a password or a login
# (rule 2): the label may stand in an earlier clause or sentence ("… forced a password change.
# New one for my login (user): Xxxxxx#0000"). The token mixes upper- and lower-case letters with
# digits and a symbol a password takes, so a ticket (`ABC-1234`), a version, a path, a URL or an
# e-mail address after a colon is not one, nor is a setting (`AWS_REGION=ap-southeast-1`), a
# base64 text (`+`, `=`) or a digest after its algorithm's name (`SHA256:…`).
_TALKS_OF_PASSWORD_RE = re.compile(
    r"(?i:pass(?:word|wort|phrase|code)|kennwort|log-?in|log-?on|sign-?in|credentials?)"
    r"|密码|密碼|口令|登录|登錄|登陆|账号|帳號|帐号|パスワード|비밀번호"
)
_AFTER_COLON_RE = re.compile(
    r"(?<=\S)[:：][ \t]*[\"'`“「]?(?P<v>[^\s\"'`”」，。；、\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af]{8,80})"
)
_TRAILING_MARKS = ".,;:)]}>…"
_PASSWORD_SYMBOLS = frozenset("!#$%&*?@^~")
_SCHEME_BEFORE_RE = re.compile(r"(?i)(?:md5|sha\d*|base\d+|https?|ftp|ssh|urn|data)$")
_EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def _password_shaped(value: str) -> bool:
    """Upper- and lower-case letters, a digit and a password's symbol; no URL, path or e-mail."""
    if not 8 <= len(value) <= 64 or "/" in value or "\\" in value or _EMAIL_RE.fullmatch(value):
        return False
    return (
        any(ch.isupper() for ch in value)
        and any(ch.islower() for ch in value)
        and any(ch.isdigit() for ch in value)
        and any(ch in _PASSWORD_SYMBOLS for ch in value)
        and not is_placeholder(value)
    )


def _after_colons(text: str) -> Iterator[tuple[int, int, str, str]]:
    for match in _AFTER_COLON_RE.finditer(text):
        value = match.group("v").rstrip(_TRAILING_MARKS)
        if _SCHEME_BEFORE_RE.search(text, max(0, match.start() - 8), match.start()):
            continue
        if _password_shaped(value):
            yield match.start("v"), match.start("v") + len(value), PASSWORD, CONTEXT


# Short spellings of "password" written in prose (`wifi pw: …`, `site office p/w is …`, `pswd =
# …`, `pword: …`), a qualifier allowed before the mark or verb (`p/w for the laptop: …`). `pw` and
# `p/w` also name power, weight or a week, so such a label takes one opaque token (a digit, or a
# symbol and eight characters), never a passphrase, and no quantity with its unit (`1200kW`);
# after a bare space (`wifi pw Kx93!mbq`) only a password-shaped one (upper- and lower-case
# letters, a digit and a symbol).
SHORT_LABEL_CLUES = ("pw ", "pw'", "pw’", "pw：", "pw是", "pw为", "p/w", "pswd", "pword")
_SHORT_LABEL_RE = re.compile(
    r"(?<![\w/.-])(?i:pw|p/w|pswd|pword)(?![\w/-])"
    r"(?:(?P<qual>[ \t]+(?i:for|of|on|to|at)[ \t]+[^\n:=：→—–]{1,30}?)?"
    r"(?:(?P<mark>[ \t]*(?:[:：=＝]|->|→|[—–](?=[ \t]))[ \t]*|[ \t]+-[ \t]+)"
    r"|[ \t]+(?i:is|was)[ \t]+|['’]s[ \t]+|[ \t]*(?:是|为|為)[ \t]*[:：]?[ \t]*)"
    r"|(?P<bare>[ \t]+))"
)
_QUANTITY_RE = re.compile(r"\d+(?:[.,]\d+)?[A-Za-z%]{1,3}")


def _short_labels(text: str) -> Iterator[tuple[int, int, str, str]]:
    """Values after the short spellings of "password" (`pw`, `p/w`, `pswd`, `pword`)."""
    for label in _SHORT_LABEL_RE.finditer(text):
        joined = ASSIGN if label.group("mark") is not None else PROSE
        if label.group("bare") is not None:
            joined = SPACE
        span = take_value(text, label.end(), OPAQUE, joined)
        if span is None or _QUANTITY_RE.fullmatch(text, span[0], span[1]):
            continue
        if joined == SPACE and not _password_shaped(
            text[span[0] : span[1]].rstrip(_TRAILING_MARKS)
        ):
            continue
        nextline = "\n" in text[label.end() : span[0]]
        layer = ASSIGNMENT if joined == ASSIGN and not nextline else CONTEXT
        yield span[0], span[1], PASSWORD, layer


def find_labelled(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of every value a label, a flag, a header or a URL marks."""
    low = text.lower()
    yield from _names(text, low)
    yield from _phrases(text, low)
    if "pw" in low or "p/w" in low or "pswd" in low:
        yield from _short_labels(text)
    yield from _commands(text, low)
    if "<" in text or "value" in low:
        yield from _markup(text)
    yield from _headers(text, low)
    if "://" in text or "=" in text:
        yield from _urls(text)
    if "/" in text:
        yield from _pairs(text)
    if "|" in text and "-" in text:
        yield from _tables(text)
    if "#" in text:
        yield from _headings(text)
    if not text.isascii():
        yield from _cjk_attached(text)
    if (":" in text or "：" in text) and _TALKS_OF_PASSWORD_RE.search(text):
        yield from _after_colons(text)
