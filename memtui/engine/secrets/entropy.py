"""Layer 4: a bare random-looking blob is a credential even without a label.

A candidate is a run of 20+ base64/base62 characters with upper case, lower case and digits (or
32+ characters with digits and one case) whose character entropy is close to that of a random
string of its length. What looks like that but is not a secret is let through: hex (git SHAs,
hashes, trace ids), UUIDs, a value a hash label names (`sha256:`, `integrity`, `fingerprint`,
`commit`), base64 data URIs, SSH public keys and the body of a certificate or public-key block,
URLs, paths, code identifiers, and the base64 of ordinary text (a greeting, a sentence).
"""

from __future__ import annotations

import base64
import math
import re
from collections import Counter
from collections.abc import Callable, Iterator

__all__ = ["find_blobs", "random_token"]

# Base64/base62 runs; '=' only as padding at the end ("cursor=MjAy…" is a name and a value).
_RUN_RE = re.compile(r"[A-Za-z0-9+/_-]{20,}={0,2}")
_HEX_RE = re.compile(r"^[0-9a-fA-F_-]+$")
# The text just before a value that names it a hash, a digest or a public key.
_HASH_LABEL_RE = re.compile(
    r"(?i:sha-?(?:1|224|256|384|512)|md5|blake2b?|hash|digest|checksum|fingerprint|integrity|"
    r"commit|revision|etag|ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com|"
    r"校验和|哈希|摘要|指纹)[\w\"' \t:=(@-]{0,6}$"
)
_SRI_RE = re.compile(r"^sha(?:256|384|512)-")
_SSH_PUBLIC_RE = re.compile(
    r"^AAAA(?:B3NzaC1yc2E|C3NzaC1lZDI1NTE5|E2VjZHNhLXNoYTItbmlzdHA|B3NzaC1kc3M)"
)
# The bodies of public blocks (certificates, public keys) are never secrets.
_PUBLIC_BLOCK_RE = re.compile(
    r"-----BEGIN (?:CERTIFICATE|PUBLIC KEY|RSA PUBLIC KEY|PGP PUBLIC KEY BLOCK|CERTIFICATE REQUEST|"
    r"X509 CRL|SSH2 PUBLIC KEY)-----.*?(?:-----END [A-Z0-9 ]+-----|\Z)",
    re.DOTALL,
)
_UPPER_RE = re.compile(r"[A-Z]")
_LOWER_RE = re.compile(r"[a-z]")
_DIGIT_RE = re.compile(r"\d")
# Words of an identifier: `get`, `User`, `ID`; and its digit runs.
_LETTER_PIECES_RE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_DIGIT_PIECES_RE = re.compile(r"\d+")
# Object ids that name a record, not a credential (Stripe's ch_…, cus_…).
_ID_PREFIX_RE = re.compile(
    r"^(?:ch|cus|pi|pm|in|sub|evt|price|prod|acct|txn|re|seti|src|card|ba|po|tr|ii|il|si|cs|py)_"
)


def _entropy(value: str) -> float:
    total = len(value)
    return -sum(n / total * math.log2(n / total) for n in Counter(value).values())


def _looks_random(value: str) -> bool:
    upper = bool(_UPPER_RE.search(value))
    lower = bool(_LOWER_RE.search(value))
    if not _DIGIT_RE.search(value) or not (upper or lower):
        return False
    if not (upper and lower) and len(value) < 32:
        return False
    # A random string of n symbols has entropy near log2(n) while n is small against its
    # alphabet; ask for 80 % of that (capped), which prose-like identifiers do not reach.
    return _entropy(value) >= min(4.2, 0.8 * math.log2(len(value)))


def _is_wordy(value: str) -> bool:
    """An identifier or path made of words: `checkout_web_test_v2`, `getUserSettingsById`."""
    letters = _LETTER_PIECES_RE.findall(value)
    if not letters:
        return False
    digits = sum(map(len, _DIGIT_PIECES_RE.findall(value)))
    return sum(map(len, letters)) / len(letters) >= 4 and digits <= len(value) * 0.2


def random_token(value: str) -> bool:
    """`value` reads as a random token: letters of both cases and digits (or 32 characters and
    more of digits and one case) near a random string's entropy, and no identifier of words."""
    return _looks_random(value) and not _is_wordy(value)


def _is_path(value: str) -> bool:
    parts = [p for p in value.split("/") if p]
    return len(parts) >= 2 and all(
        _HEX_RE.match(p) or p.isdigit() or _is_wordy(p) or len(p) < 8 for p in parts
    )


def _exempt(text: str, start: int, value: str) -> bool:
    if _HEX_RE.match(value) or _SRI_RE.match(value) or _SSH_PUBLIC_RE.match(value):
        return True
    if _ID_PREFIX_RE.match(value) or _is_wordy(value) or ("/" in value and _is_path(value)):
        return True
    return bool(_HASH_LABEL_RE.search(text, max(0, start - 40), start))


def _in_url(text: str, start: int) -> bool:
    """The run is part of a URL or a data URI (the whitespace-free word it sits in says so)."""
    floor = max(0, start - 300)
    word = max(text.rfind(" ", floor, start), text.rfind("\n", floor, start), floor - 1) + 1
    head = text[word:start]
    return "://" in head or ("data:" in head and ";base64," in head)


_B64_RE = re.compile(r"^[A-Za-z0-9+/_-]+={0,2}$")
_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _encoded_prose(value: str, holds_secret: Callable[[str], bool]) -> bool:
    """The run is base64 of ordinary text (`SGVsbG8sIGhvdyBhcmUgeW91Pw==` is "Hello, how are
    you?"): words with spaces, or CJK text, and no secret in it (`holds_secret` reads the
    decoded text like any other). A key's bytes decode to no text."""
    if not _B64_RE.match(value):
        return False
    body = value.rstrip("=").replace("-", "+").replace("_", "/")
    try:
        decoded = base64.b64decode(body + "=" * (-len(body) % 4), validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    if not decoded.isprintable() or not (" " in decoded.strip() or _CJK_RE.search(decoded)):
        return False
    letters = sum(ch.isalpha() for ch in decoded)
    if letters < 0.6 * len(decoded.replace(" ", "")):
        return False
    return not holds_secret(decoded)


def find_blobs(text: str, holds_secret: Callable[[str], bool]) -> Iterator[tuple[int, int, str]]:
    """(start, end, "high-entropy") of every bare random-looking blob in `text`; a blob that is
    the base64 of prose is skipped unless `holds_secret` finds a secret in that prose."""
    public: list[tuple[int, int]] | None = None
    for match in _RUN_RE.finditer(text):
        start, end = match.span()
        value = match.group(0).rstrip("=").lstrip("-_")
        if len(value) < 20 or _in_url(text, start) or not _looks_random(value):
            continue
        if _exempt(text, start, value) or _encoded_prose(match.group(0), holds_secret):
            continue
        if public is None:
            public = (
                [m.span() for m in _PUBLIC_BLOCK_RE.finditer(text)] if "-----BEGIN" in text else []
            )
        if any(a <= start < b for a, b in public):
            continue
        yield start, end, "high-entropy"
