"""Secret redaction (algorithm.md §4 "redact before storing anything", reference.md §2.5, §7.5).

The reference calls a generic redactor whose pattern list was not read (reference.md §2.5); this is
memtui's own list. It favours precision on prose: "the token budget is large" stays intact,
while `password: hunter2`, provider API keys, JWTs and private-key blocks are replaced.
"""

from __future__ import annotations

import re

__all__ = ["REDACTED", "contains_secret", "redact_secrets"]

REDACTED = "[REDACTED]"

# Whole-match patterns: the entire match is a credential.
_PRIVATE_KEY_RE = re.compile(
    r"-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----"
    # An unterminated block (e.g. cut by a 280-char limit) is redacted to the end of the text.
    r".*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\Z)",
    re.DOTALL,
)
_TOKEN_PATTERNS = tuple(
    re.compile(pattern)
    for pattern in (
        # OpenAI (sk-, sk-proj-, sk-svcacct-) and Anthropic (sk-ant-...); real keys have digits,
        # which keeps hyphenated words like "sk-learn-style-naming-convention" out.
        r"(?<![A-Za-z0-9_-])sk-(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}",
        # Stripe live/test secret and restricted keys.
        r"(?<![A-Za-z0-9_])[rs]k_(?:live|test)_[A-Za-z0-9]{16,}",
        # GitHub classic and fine-grained tokens.
        r"(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{30,}",
        r"(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,}",
        # AWS access key ids (long-term AKIA, temporary ASIA).
        r"(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])",
        # JWT: base64url header and payload both start with '{"' -> "eyJ".
        r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*",
        # Slack bot/user/app/refresh tokens.
        r"(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9-]{10,}",
        # Google API keys.
        r"(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{30,}",
    )
)

# Prefix-keeping patterns: group 1 is kept, the rest of the match is the credential.
_PREFIXED_PATTERNS = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        r"(aws_secret_access_key[\"']?\s*[=:]\s*[\"']?)[A-Za-z0-9/+=]{20,}",
        # A digit is required so "bearer token" / "Bearer authentication" prose stays.
        r"(\bbearer\s+)(?=[A-Za-z0-9._~+/-]*\d)[A-Za-z0-9._~+/-]{16,}=*",
        r"(\bauthorization\s*:\s*basic\s+)[A-Za-z0-9+/]{8,}=*",
        # Credentials embedded in URLs: scheme://user:password@host.
        r"(?<![a-z0-9+.-])([a-z][a-z0-9+.-]*://[^\s:/@]+:)[^\s@/]+(?=@)",
    )
)

# Labelled values: `password: x`, `API_KEY = "x"`, `token is x`, `密码：x`.
_LABEL_RE = re.compile(
    r"(?P<label>"
    r"(?<![A-Za-z0-9])(?:"
    r"password|passwd|passphrase|pwd"
    r"|api[ _-]?key|apikey|access[ _-]?key(?:[ _-]?id)?|secret[ _-]?(?:access[ _-]?)?key"
    r"|client[ _-]?secret|private[ _-]?key"
    r"|(?:access|auth|refresh|api|bot)[ _-]?token|token|secret"
    r")(?![A-Za-z0-9])"
    r"|密码|口令|令牌|密钥|秘钥"
    r")"
    r"(?P<sep>[\"']?(?:\s*[=:：]\s*|\s+is\s+|\s*是\s*))"
    r"(?P<value>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[\x21-\x7e]+)",
    re.IGNORECASE,
)
_PASSWORD_LABELS = frozenset({"password", "passwd", "passphrase", "pwd", "密码", "口令"})
_KEY_LABEL_RE = re.compile(r"key|secret|密钥|秘钥", re.IGNORECASE)
_TRAILING_PUNCT = ".,;:!?)]}>"
# Values that describe a credential rather than being one ("password: required").
# fmt: off
_PROSE_VALUES = frozenset({
    "a", "an", "and", "any", "ask", "at", "be", "by", "can", "changed", "empty", "encrypted",
    "expired", "false", "for", "from", "hidden", "in", "is", "it", "length", "manager", "masked",
    "must", "my", "n/a", "na", "nil", "no", "none", "not", "null", "of", "on", "optional", "or",
    "our", "please", "policy", "protected", "redacted", "required", "reset", "rotated",
    "rotation", "same", "see", "set", "should", "stored", "tbd", "the", "their", "this", "todo",
    "to", "true", "unknown", "unset", "updated", "use", "via", "was", "will", "with", "yes",
    "your"
})
# fmt: on
_PLACEHOLDER_START = ("$", "<", "{", "%", "[redacted", "***", "xxx", "...", "…")

# Text every pattern above needs somewhere in its match: most lines hold none of it, and two
# literal searches then replace fourteen regex scans. The case-insensitive patterns' clues are
# looked for in the casefolded text; they avoid "i", the one letter whose case variants (ı, İ)
# the regex engine matches but casefold() maps elsewhere ("author", not "authorization").
_CASED_CLUES_RE = re.compile(
    r"-----BEGIN|sk-|k_live_|k_test_|gh[pousr]_|github_pat_|AKIA|ASIA|eyJ|xox|AIza|://"
    r"|密码|口令|令牌|密钥|秘钥"
)
_CASELESS_CLUES_RE = re.compile(r"bearer|author|pass|pwd|key|secret|token")


def _may_hold_secret(text: str) -> bool:
    return bool(_CASED_CLUES_RE.search(text) or _CASELESS_CLUES_RE.search(text.casefold()))


def _credential_like(value: str) -> bool:
    """True for opaque values: digits+letters, symbols+letters, a long run or a long PIN."""
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


def _is_placeholder(value: str) -> bool:
    lower = value.lower()
    return lower.startswith(_PLACEHOLDER_START) or set(lower) <= {"*", "x", "-", "."}


def _redact_label(match: re.Match[str]) -> str:
    label, sep, raw = match.group("label"), match.group("sep"), match.group("value")
    quoted = raw[:1] in "\"'" and len(raw) >= 2 and raw[-1] == raw[0]
    if quoted:
        value, tail = raw[1:-1], ""
    else:
        value = raw.rstrip(_TRAILING_PUNCT)
        tail = raw[len(value) :]
    if not value or _is_placeholder(value) or value.lower() in _PROSE_VALUES:
        return match.group(0)
    # "is"/"是" reads as prose, so only opaque-looking values count there, as they do for
    # token labels ("token: expired", "max_token=512"). Password labels with = or : take any
    # value; key/secret labels do with = (API_KEY=abcd).
    prose_sep = not any(ch in sep for ch in "=:：")
    family = label.lower()
    if prose_sep:
        sensitive = _credential_like(value)
    elif family in _PASSWORD_LABELS:
        sensitive = True
    elif "=" in sep and _KEY_LABEL_RE.search(family):
        sensitive = len(value) >= 4
    else:
        sensitive = _credential_like(value)
    if not sensitive:
        return match.group(0)
    quote = raw[0] if quoted else ""
    return f"{label}{sep}{quote}{REDACTED}{quote}{tail}"


def redact_secrets(text: str) -> str:
    """Replace credentials in `text` with "[REDACTED]" (algorithm.md §4).

    Covers private-key blocks, OpenAI/Anthropic `sk-…`, GitHub `ghp_…`/`github_pat_…`, AWS
    `AKIA…` ids and `aws_secret_access_key` values, JWTs, Bearer/Basic credentials, Slack `xox?-`,
    Google `AIza…`, Stripe keys, URL passwords, and labelled values (`password|api key|token|
    secret|access key` or 密码/口令/令牌/密钥 followed by `=`, `:`, `：`, `is` or `是`), where the
    label is kept and only the value is replaced.
    """
    if not text or not _may_hold_secret(text):
        return text
    result = _PRIVATE_KEY_RE.sub(REDACTED, text)
    for pattern in _TOKEN_PATTERNS:
        result = pattern.sub(REDACTED, result)
    for pattern in _PREFIXED_PATTERNS:
        result = pattern.sub(lambda m: m.group(1) + REDACTED, result)
    return _LABEL_RE.sub(_redact_label, result)


_LINE_BREAK_RE = re.compile(r"\r\n|\r|\n")


def redact_keeping_lines(text: str) -> str:
    """`redact_secrets` for a whole file: a redacted multi-line secret (a private-key block)
    keeps its line breaks, so line numbers after it stay true."""
    if not text:
        return text

    def keep_lines(match: re.Match[str]) -> str:
        return REDACTED + "\n" * len(_LINE_BREAK_RE.findall(match.group(0)))

    result = _PRIVATE_KEY_RE.sub(keep_lines, text)
    return "\n".join(redact_secrets(line) for line in result.split("\n"))


def contains_secret(text: str) -> bool:
    """True if redact_secrets would change `text`."""
    return redact_secrets(text) != text
