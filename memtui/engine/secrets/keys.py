"""Which names hold secrets: `DB_PASSWORD`, `stripeSecretKey`, `X-Auth-Token` do;
`password_hash`, `token_count`, `max_tokens`, `secret_name`, `key_path` do not.

A name is split into words (on `_ - .` and camelCase); its last word, after qualifiers such as
`prod` or `b64`, must be a secret word. A describing word after it (`hash`, `count`, `url`,
`file`, `name`, `id`…) makes it a name *about* a secret, whose value is not one.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["ANY", "KEY", "OPAQUE", "PASSWORD", "SECRET", "TOKEN", "key_family", "name_around"]

# What the secret is (the redaction marker says so) ...
PASSWORD, SECRET, TOKEN = "password", "secret", "token"
# ... and what value after `=` or `:` counts: any value but prose and placeholders (`password`),
# four characters or more after `=` (`API_KEY=abcd1234`), or only an opaque string (`token`).
ANY, KEY, OPAQUE = "any", "key", "opaque"
_RULES = {PASSWORD: ANY, SECRET: KEY, TOKEN: OPAQUE}
# Password words too short or too common to take any value alone ("pwd: /srv/app", "pass: 42");
# the short spellings of "password" (`pswd`, `pword`) take an opaque one.
_WEAK_ALONE = frozenset(
    {"pass", "pwd", "pw", "pswd", "pword", "pin", "pincode", "passcode", "creds"}
)

_NAME_RIGHT_RE = re.compile(r"[\w.\-]*")
_MAX_NAME = 80
_SPLIT_RE = re.compile(r"[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_QUALIFIERS = frozenset(
    {
        "prod",
        "production",
        "staging",
        "stage",
        "dev",
        "development",
        "test",
        "testing",
        "live",
        "local",
        "b64",
        "base64",
        "value",
        "val",
        "str",
        "string",
        "raw",
        "plain",
        "plaintext",
        "enc",
        "encoded",
        "old",
        "new",
        "v1",
        "v2",
        "v3",
        "main",
        "default",
        "env",
    }
)
# Words right before the secret word that make the name about something else.
_NOT_BEFORE = frozenset(
    {
        "max",
        "min",
        "num",
        "total",
        "count",
        "public",
        "publishable",
        "pub",
        "primary",
        "foreign",
        "sort",
        "partition",
        "cache",
        "idempotency",
        "row",
        "lookup",
        "unique",
        "composite",
        "map",
        "dict",
        "object",
        "registry",
        "host",
        "translation",
        "message",
        "keyboard",
        "hot",
        "group",
        "routing",
        "index",
        "bucket",
        "file",
        "config",
        "setting",
        "cursor",
        "id",
        "search",
        "entity",
        "next",
        "prev",
        "previous",
        "page",
        "continuation",
        "forgot",
        "reset",
        "has",
        "is",
        "use",
        "ssh",
        "gpg",
        "pgp",
        "rsa",
        "ed25519",
        "kms",
        "dictionary",
        "hash",
        "natural",
        "surrogate",
        "cancellation",
        "sync",
        "input",
        "output",
        "stop",
        "end",
        "start",
        "special",
        "bos",
        "eos",
        "pad",
        "unk",
        "mask",
        "csrf",
        "xsrf",
    }
)
# A "key" is a secret only after one of these (api key, signing key), not alone (sort key).
_KEY_OWNERS = frozenset(
    {
        "api",
        "access",
        "secret",
        "private",
        "account",
        "auth",
        "master",
        "signing",
        "encryption",
        "client",
        "app",
        "application",
        "sas",
        "shared",
        "storage",
        "unseal",
        "hmac",
        "license",
        "service",
        "admin",
        "ingest",
        "ingestion",
        "write",
        "read",
        "deploy",
        "subscription",
        "consumer",
        "developer",
        "dev",
        "server",
        "webhook",
        "cookie",
        "jwt",
        "crypto",
        "root",
        "secure",
        "security",
        "decryption",
        "aes",
        "sendgrid",
        "stripe",
        "openai",
        "anthropic",
        "mailgun",
        "twilio",
        "algolia",
        "maps",
        "google",
        "azure",
        "aws",
        "gcp",
    }
)
_PASSWORD_WORDS = frozenset(
    {
        "password",
        "passwd",
        "passphrase",
        "pwd",
        "pass",
        "pw",
        "pswd",
        "pword",
        "pin",
        "pincode",
        "credential",
        "credentials",
        "creds",
        "contrasena",
        "contraseña",
        "passcode",
    }
)
_SECRET_WORDS = frozenset(
    {"secret", "apikey", "secretkey", "accesskey", "privatekey", "accountkey"}
)
_TOKEN_WORDS = frozenset(
    {
        "token",
        "sessionid",
        "sessid",
        "session",
        "jsessionid",
        "phpsessid",
        "sid",
        "bearer",
        "authorization",
        "auth",
        "jwt",
        "cookie",
        "signature",
        "sig",
        "otp",
        "totp",
    }
)
# One-word names ending in a secret word: PGPASSWORD, clientSecret lower-cased, csrftoken.
_SUFFIXES = (
    ("password", PASSWORD),
    ("passwd", PASSWORD),
    ("passphrase", PASSWORD),
    ("secret", SECRET),
    ("apikey", SECRET),
    ("secretkey", SECRET),
    ("accesskey", SECRET),
    ("token", TOKEN),
)


def _word_family(word: str, before: str | None) -> str | None:
    if word in _PASSWORD_WORDS:
        # "pw" and "pin" alone are too short to be labels ("pin: numpy==1.26"); DB_PW is one.
        return None if word in ("pw", "pin") and before is None else PASSWORD
    if word in _SECRET_WORDS:
        return SECRET
    if word in _TOKEN_WORDS:
        return TOKEN
    if word == "key":
        # "api key" names a secret; a bare or unknown "key" ("Wi-Fi key", "新 key") only with an
        # opaque value after a colon (see key_family).
        return SECRET
    if word in ("code", "codes") and before in ("pin", "recovery", "backup", "auth", "access"):
        return PASSWORD
    for suffix, family in _SUFFIXES:
        if word.endswith(suffix) and len(word) > len(suffix):
            return family
    return None


@lru_cache(maxsize=4096)
def key_family(name: str) -> tuple[str, str] | None:
    """(PASSWORD | SECRET | TOKEN, ANY | KEY | OPAQUE) when `name` names a secret, else None."""
    words = [w.lower() for w in _SPLIT_RE.split(name.strip("$@\"'`[]")) if w]
    while len(words) > 1 and (words[-1] in _QUALIFIERS or words[-1].isdigit()):
        words.pop()
    if not words:
        return None
    words[-1] = words[-1].rstrip("0123456789") or words[-1]  # password2, token_v2 → token
    if words[-3:] == ["private", "key", "id"]:
        # A service-account key file's `private_key_id` names its private key to the provider:
        # it is kept with the key, never shared.
        return SECRET, KEY
    before = words[-2] if len(words) > 1 else None
    if before in _NOT_BEFORE:
        return None
    family = _word_family(words[-1], before)
    if family is None:
        return None
    weak = (before is None and words[-1] in _WEAK_ALONE) or (
        words[-1] == "key" and before not in _KEY_OWNERS
    )
    return family, OPAQUE if weak else _RULES[family]


def name_around(text: str, pos: int) -> tuple[int, int]:
    """The span of the name (`[\\w.-]` characters) that `text[pos]` belongs to, at most 80
    characters back: `DB_PASSWORD` around the `PASSWORD` a word search found."""
    start, floor = pos, max(0, pos - _MAX_NAME)
    while start > floor and (text[start - 1].isalnum() or text[start - 1] in "_.-"):
        start -= 1
    while start < pos and text[start] in ".-":
        start += 1  # a name starts with a letter or `_`: `--password` is a flag, not a name
    end = _NAME_RIGHT_RE.match(text, pos)
    return start, end.end() if end else pos
