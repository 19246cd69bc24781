"""The value after a label: where it starts and ends, and whether it is a credential.

A value is quoted (`"…"`, `'…'`, `「…」`), one token (`hunter2`, up to a clause mark; over an
apostrophe inside a word when it is opaque without it, `O'Leary#72`, while `don't`, `it's` and
`Bob's` are prose), a passphrase of plain words up to the end of its clause (`correct horse
battery staple`), or — when the label ends its line or list item — the first thing on the next
one. Prose about passwords ("password: required", "the token is expired", "密码：不要写在笔记里"),
placeholders (`${TOKEN}`, `<your-key>`, `****`, `changeme`) and code that fetches a secret
(`os.environ["X"]`) are not credentials; opaque strings are.
"""

from __future__ import annotations

import re

from memtui.engine.secrets.keys import ANY, KEY, OPAQUE

__all__ = ["ASSIGN", "PROSE", "SPACE", "credential_like", "is_placeholder", "take_value"]

# How a label met its value: `=` or `:`, a verb ("is", 是, 为), or a bare space.
ASSIGN, PROSE, SPACE = "assign", "prose", "space"

# Words that describe a credential rather than being one; a value starting with one is prose.
PROSE_WORDS = frozenset(
    {
        "a",
        "about",
        "after",
        "again",
        "all",
        "also",
        "always",
        "an",
        "and",
        "any",
        "are",
        "as",
        "ask",
        "at",
        "be",
        "been",
        "before",
        "being",
        "below",
        "but",
        "by",
        "can",
        "cannot",
        "changed",
        "characters",
        "chars",
        "could",
        "digits",
        "does",
        "done",
        "easy",
        "empty",
        "encrypted",
        "enough",
        "every",
        "expired",
        "false",
        "fine",
        "for",
        "from",
        "gone",
        "hard",
        "has",
        "hashed",
        "have",
        "here",
        "hidden",
        "if",
        "in",
        "incorrect",
        "inside",
        "into",
        "invalid",
        "is",
        "it",
        "its",
        "just",
        "kept",
        "least",
        "length",
        "letters",
        "like",
        "long",
        "managed",
        "manager",
        "masked",
        "maximum",
        "may",
        "might",
        "minimum",
        "missing",
        "more",
        "most",
        "much",
        "must",
        "my",
        "n/a",
        "na",
        "needed",
        "never",
        "new",
        "nil",
        "no",
        "none",
        "not",
        "now",
        "null",
        "of",
        "old",
        "on",
        "only",
        "optional",
        "or",
        "our",
        "over",
        "please",
        "policy",
        "printed",
        "protected",
        "really",
        "redacted",
        "required",
        "reset",
        "revoked",
        "right",
        "rotated",
        "rotation",
        "same",
        "saved",
        "secure",
        "see",
        "sent",
        "set",
        "shared",
        "short",
        "should",
        "so",
        "some",
        "still",
        "stored",
        "strong",
        "such",
        "tbd",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "to",
        "todo",
        "too",
        "true",
        "under",
        "unknown",
        "unset",
        "up",
        "updated",
        "use",
        "used",
        "valid",
        "very",
        "via",
        "was",
        "we",
        "weak",
        "were",
        "what",
        "when",
        "where",
        "which",
        "will",
        "with",
        "within",
        "without",
        "wrong",
        "yes",
        "you",
        "your",
    }
)
# Values that stand for a secret without being one.
_PLACEHOLDER_WORDS = frozenset(
    {
        "changeme",
        "change_me",
        "example",
        "dummy",
        "placeholder",
        "secret",
        "password",
        "token",
        "undefined",
        "xxx",
        "your_password",
        "your_token",
        "your_api_key",
        "mypassword",
        "required",
        "redacted",
        "hidden",
        "masked",
        "none",
        "null",
        "nil",
        "empty",
        "unset",
        "value",
        "values",
        "string",
        "str",
        "text",
    }
)
_PLACEHOLDER_START = ("$", "<", "{", "%", "[redacted", "***", "...", "…", "•")
# A call, an attribute or an index: code that fetches the secret (`os.environ["X"]`, `cfg.pw`).
_CODE_RE = re.compile(
    r"^[A-Za-z_][\w.]*[(\[]|^(?:[A-Za-z_]+\.)+[A-Za-z_]+$|^(?:process\.env|ENV)\b"
)
_TEMPLATE_RE = re.compile(r"<[A-Za-z_][\w-]*>|\{\{?[A-Za-z_][\w.]*\}|\$\{|%\(?\w*\)?s\b")
_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
# A passphrase word: a Latin word or a short number (Chinese text is a sentence, not words).
_WORD_RE = re.compile(r"^(?:[A-Za-z\u00c0-\u024f][a-z\u00df-\u024f]{1,23}|\d{1,6})$")


def is_placeholder(value: str) -> bool:
    """A stand-in, a reference or code, not a credential."""
    lower = value.lower()
    if lower.startswith(_PLACEHOLDER_START) or lower in _PLACEHOLDER_WORDS:
        return True
    if set(lower) <= {"*", "x", "-", ".", "•", "_", "?", "#"}:
        return True
    if _TEMPLATE_RE.search(value):
        return True  # "dreaming-<phase>-", "key-{name}", "${TOKEN}x": a template, not a value
    return bool(_CODE_RE.match(value))


def credential_like(value: str) -> bool:
    """Opaque rather than a word: digits and letters, symbols and letters, a long run, a long PIN."""
    if value.isdigit():
        return len(value) >= 6
    if len(value) >= 24:
        return True
    if len(value) < 6:
        return False
    has_alpha = any(ch.isalpha() for ch in value)
    has_digit = any(ch.isdigit() for ch in value)
    has_symbol = any(not ch.isalnum() for ch in value)
    return has_alpha and (has_digit or (has_symbol and len(value) >= 8))


def is_cjk_prose(value: str) -> bool:
    """Chinese (or Japanese, Korean) words without a digit or Latin letter: a sentence, not a
    password ("密码：不要写在笔记里")."""
    if not _CJK_RE.match(value):
        return False
    return not any(ch.isdigit() or ch.isascii() and ch.isalpha() for ch in value)


def passphrase_words(words: list[str], minimum: int) -> bool:
    """A passphrase of plain words ("correct horse battery staple"), not a sentence about one.

    At least `minimum` words, none of them a function or description word, and not a count
    ("12 characters long").
    """
    if not minimum <= len(words) <= 8:
        return False
    if any(not _WORD_RE.match(w) or w.lower() in PROSE_WORDS for w in words):
        return False
    return not (words[0].isdigit() and words[1].isalpha())


_QUOTES = {'"': '"', "'": "'", "`": "`", "“": "”", "‘": "’", "「": "」", "『": "』"}
_TOKEN_RE = re.compile(r"[^\s,;，；。、\"'`<>「」『』“”]+")
# The line break after a label that ends its line; a YAML block scalar's indicator (`password: >`,
# `token: |-`) before it says the same: the value is on the next line.
_NEXT_LINE_RE = re.compile(
    r"[ \t]*(?:[|>][-+]?[1-9]?[ \t]*)?\r?\n[ \t>]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?=\S)"
)
# The same with a blank line between: then only an opaque value counts (a paragraph may follow).
_AFTER_BLANK_RE = re.compile(
    r"[ \t]*(?:[|>][-+]?[1-9]?[ \t]*)?\r?\n[ \t]*\r?\n[ \t>]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?=\S)"
)
# A passphrase runs to the end of its clause: a clause mark, a dash or bracket, the line's end.
_CLAUSE_RE = re.compile(r"[^\n,;，；。!?！？()（）\[\]—–]{0,200}")
_WORDS_RE = re.compile(r"\S+")
_TWO_WORDS_RE = re.compile(
    r"[A-Za-z\u00c0-\u024f][a-z\u00df-\u024f]{1,23}[ \t]+[A-Za-z\u00c0-\u024f\d]"
)
_JOINING_WORDS = frozenset({"and", "or", "but", "then", "so", "please"})
_NEXT_PARAM_RE = re.compile(r"&[\w.\-]+=")
_TRAILING = ".,;:)]}>…。"
_PATH_RE = re.compile(r"^(?:/|~/|\./|\.\./|[A-Za-z]:\\)")


def _quoted(text: str, pos: int) -> tuple[int, int] | None:
    close = _QUOTES.get(text[pos : pos + 1])
    if close is None:
        return None
    end = text.find(close, pos + 1)
    line_end = text.find("\n", pos)
    if end <= pos + 1 or (line_end != -1 and end > line_end):
        return None
    return pos + 1, end


# A password with an apostrophe inside a word (`O'Leary#72`, `Can't-Touch-9`, `rock’n’roll-19`):
# the token runs on over a straight apostrophe between two letters (a curly one is no stop).
_INNER_APOSTROPHE_RE = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")
_WORD_APOSTROPHE_RE = re.compile(r"[^\W\d_]['’][^\W\d_]")


def _token(text: str, pos: int) -> tuple[int, int] | None:
    match = _TOKEN_RE.match(text, pos)
    if match is None:
        return None
    end = match.end()
    while (inner := _INNER_APOSTROPHE_RE.match(text, end)) is not None:
        match = _TOKEN_RE.match(text, inner.end())
        end = match.end() if match is not None else inner.end()
    value = text[pos:end]
    # An ASCII password stops where Chinese text starts again ("密码为Abc123请记住").
    if not _CJK_RE.match(value):
        cjk = _CJK_RE.search(value)
        if cjk:
            value = value[: cjk.start()]
    param = _NEXT_PARAM_RE.search(value)
    if param:
        value = value[: param.start()]
    value = value.rstrip(_TRAILING)
    # A word with an apostrophe inside is a password only when it is opaque without it: a
    # contraction or a possessive (`don't`, `it's`, `Bob's`, `O'Brien`) is a word of prose.
    if _WORD_APOSTROPHE_RE.search(value) and not credential_like(
        value.replace("'", "").replace("’", "")
    ):
        return None
    return (pos, pos + len(value)) if value else None


def _passphrase(text: str, pos: int, minimum: int) -> tuple[int, int] | None:
    if not _TWO_WORDS_RE.match(text, pos):
        return None  # the common case, one token: no need to read the clause
    clause = _CLAUSE_RE.match(text, pos)
    end, words = pos, list[str]()
    for word in _WORDS_RE.finditer(clause.group(0) if clause else ""):
        if word.group(0).lower() in _JOINING_WORDS or len(words) > 8:
            break
        words.append(word.group(0))
        end = pos + word.end()
    return (pos, end) if passphrase_words(words, minimum) else None


# A command-line option (`pass --force`, `pass --workspace DIR`) names a switch, not a value.
_OPTION_RE = re.compile(r"^--[A-Za-z][\w-]*$")


def _accepts(value: str, rule: str, joined: str) -> bool:
    if is_placeholder(value) or _PATH_RE.match(value) or is_cjk_prose(value):
        return False
    if _OPTION_RE.match(value):
        return False
    if value.lower() in PROSE_WORDS:
        return False
    if joined != ASSIGN or rule == OPAQUE:
        return credential_like(value)
    if rule == KEY:
        return len(value) >= 4
    return rule == ANY


def _quoted_ok(value: str, rule: str) -> bool:
    if is_placeholder(value) or value.lower() in PROSE_WORDS:
        return False
    if is_cjk_prose(value) and len(value) > 12:
        return False
    if rule == OPAQUE and not credential_like(value):
        return False
    words = value.split()
    return len(words) < 2 or credential_like(value) or passphrase_words(words, 2)


def take_value(
    text: str, pos: int, rule: str, joined: str, *, passphrase: int = 0
) -> tuple[int, int] | None:
    """The span of the credential at `pos`, or None if what stands there is not one.

    `rule` is the label's value rule (keys.ANY, KEY or OPAQUE), `joined` how it met its value
    (ASSIGN, PROSE or SPACE). With `passphrase` > 0 a run of that many plain words or more up to
    the end of the clause is one value. A label that ends its line takes the next line's value.
    """
    if joined != SPACE:
        nxt = _NEXT_LINE_RE.match(text, pos)
        if nxt is not None:
            pos = nxt.end()
        elif (gap := _AFTER_BLANK_RE.match(text, pos)) is not None:
            pos, joined, passphrase = gap.end(), PROSE, 0
    if pos >= len(text):
        return None
    span = _quoted(text, pos)
    if span is not None:
        return span if _quoted_ok(text[span[0] : span[1]], rule) else None
    if passphrase:
        span = _passphrase(text, pos, passphrase)
        if span is not None:
            return span
    span = _token(text, pos)
    if span is None or not _accepts(text[span[0] : span[1]], rule, joined):
        return None
    return span
