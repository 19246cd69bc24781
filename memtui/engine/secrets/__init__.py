"""Secret detection in layers (algorithm.md §4 "redact secrets before storing anything").

1. `format` — credentials known by their shape (provider tokens, JWTs, private-key blocks,
   grouped licence and recovery keys).
2. `assignment` — values of secret-named keys in config, code, shell, headers, cookies, URLs
   (a URL's path segment named a capability: `private-<hex>`, `/token/…`, `/hooks/…`).
3. `context` — values after prose labels in English and Chinese (and the short `pw`, `p/w`,
   `pswd`, `pword`), or on the next line; the account number given beside a password; a bank,
   card or IBAN number by its label; a lock's combination given by the lock's noun (`padlock on
   the container is 2580`) and a code typed on a keypad (`1984# then OFF`) or given after a colon
   a clause after the keypad (`Keypad on the side gate if the swipe card won't work: 4417`); a
   changed code's old value beside its new one (`Gate code reset — old: 5502, new: 6613`); a
   password's short code of digits after its verb (`the router password is 40719 if …`), a
   new code's value after a bare space (`New combination 2-9-14 for the gym lockers`) and a
   code's word opening a clause of a sentence that names the lock, its code after a bare space
   (`alarm panel by the back door, code 4471 then …`, `车库门的键盘，密码 7302，别外传`).
4. `entropy` — bare random-looking blobs, minus hashes, ids, data URIs, paths and identifiers;
   random segments of a URL's path (a capability URL's token).
5. `detect-secrets` — the maintained plugins of Yelp's detect-secrets as a second opinion.

Every layer reads a folded view of the text (look-alike letters mapped to ASCII, zero-width
marks dropped, keys wrapped over two lines joined); what they find is cut from the original.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from memtui.engine.secrets.accounts import ACCOUNT_CLUES, find_account_ids, find_account_numbers
from memtui.engine.secrets.entropy import find_blobs
from memtui.engine.secrets.fold import make_view, trie_pattern
from memtui.engine.secrets.formats import find_formats, find_key_blocks
from memtui.engine.secrets.keys import PASSWORD
from memtui.engine.secrets.labels import SHORT_LABEL_CLUES, find_labelled
from memtui.engine.secrets.languages import (
    BARE_CODE_CLUES,
    KEYPAD_COLON_CLUES,
    LOCK_CODE_CLUES,
    clue_words,
    find_bare_codes,
    find_listed_codes,
    find_lock_codes,
    find_world_labels,
)
from memtui.engine.secrets.locks import (
    KEYPAD_END_CLUES,
    LOCK_CLUES,
    find_keypad_ends,
    find_keypad_marks,
    find_lock_combinations,
    keypad_marks,
)
from memtui.engine.secrets.maintained import find_maintained
from memtui.engine.secrets.structure import (
    SEED_CLUES,
    find_digest,
    find_kube_secrets,
    find_seed_phrases,
    find_split_labels,
)
from memtui.engine.secrets.urls import find_url_capabilities

__all__ = ["LAYERS", "MARKER_RE", "Finding", "clear_cache", "marker", "redact", "scan"]

LAYERS = ("format", "assignment", "context", "entropy", "detect-secrets")
MARKER_RE = re.compile(r"\[REDACTED(?::[a-z0-9-]+)?\]")
# What a line needs for the label, format and detect-secrets rules to look at it: a secret word,
# a command that takes a password, a URL with a user part (lower-cased text), or a long token.
# Most note lines hold none of it, and those rules then read only the few lines that do.
_CLUE_WORDS = (
    "pass",
    "pwd",
    "_pw",
    "pw_",
    "pw:",
    "pw=",
    "secret",
    "token",
    "key",
    "auth",
    "cred",
    "cookie",
    "sess",
    "sid=",
    "sid:",
    "bearer",
    "otp",
    "pin code",
    "pin_code",
    "pincode",
    "recovery code",
    "backup code",
    "codes",
    "contrase",
    "mysql",
    "mariadb",
    "sshpass",
    "redis-cli",
    "htpasswd",
    "curl",
    "wget",
    "login",
    # Labels naming a login or an account, over a `user / password` pair (secrets.labels).
    "account",
    "acct",
    "sign-in",
    "signin",
    "zugang",
    "anmeld",
    "benutzer",
    "konto",
    "identifiant",
    "connexion",
    "compte",
    "usuario",
    "usuário",
    "cuenta",
    "acceso",
    "acesso",
    "credencial",
    "credenzial",
    "accesso",
    "utente",
    "gebruiker",
    "inlog",
    "setx",
    "-----begin",
    "putty",
    "://",
    "sig=",
    "signature=",
    "密码",
    "口令",
    "密钥",
    "秘钥",
    "私钥",
    "令牌",
    "授权码",
    "凭据",
    "凭证",
    "暗号",
    "账号",
    "用户名",
    "帳號",
    "帐号",
    "账户",
    "帳戶",
    "用戶名",
    "登录",
    "登錄",
    "登陆",
    "ログイン",
    "アカウント",
    "ユーザー名",
    "계정",
    "로그인",
    "아이디",
)


@lru_cache(maxsize=1)
def _clue_res() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The clue words with the labels of every language (folded as the view is; built on first
    use, when the look-alike table is loaded): those starting with an ASCII letter, and the
    others, two patterns (each scans faster than one pattern of both, and an ASCII text needs
    only the first)."""
    words = sorted(
        {
            *_CLUE_WORDS,
            *clue_words(),
            *SEED_CLUES,
            *BARE_CODE_CLUES,
            *LOCK_CODE_CLUES,
            *KEYPAD_COLON_CLUES,
            *ACCOUNT_CLUES,
            *SHORT_LABEL_CLUES,
            *LOCK_CLUES,
            *KEYPAD_END_CLUES,
        }
    )
    ascii_words = tuple(w for w in words if w[0].isascii())
    other_words = tuple(w for w in words if not w[0].isascii())
    return re.compile(trie_pattern(ascii_words)), re.compile(trie_pattern(other_words))


_LONG_RUN_RE = re.compile(r"[A-Za-z0-9+/_-]{16}")
_DIGIT_RE = re.compile(r"\d")
# No token format or label value is this long; a run like it is a pasted blob (an image, a
# dump), which only the entropy layer reads. The other rules see stars there, and stay linear.
_HUGE_RUN_RE = re.compile(r"[A-Za-z0-9+/=_.-]{4096,}")


@dataclass(frozen=True)
class Finding:
    """One secret: `text[start:end]` of the original text, what it is and which layer saw it."""

    start: int
    end: int
    kind: str
    layer: str


def marker(kind: str) -> str:
    """The text a secret is replaced by: `[REDACTED:kind]`."""
    return f"[REDACTED:{kind}]"


def _one_listed_value(item: str) -> bool:
    """A list item that may be a label's value: one word, or a few words saying what it opens
    and then a value with a digit (`- disarm *7730`)."""
    words = item.split()
    return len(words) == 1 or (1 < len(words) <= 5 and bool(_DIGIT_RE.search(words[-1])))


def _blocks(text: str, low: str) -> list[tuple[int, int, set[str]]]:
    """Spans of the lines with a clue, each with the line after it (a label that ends its line
    has its value there), adjacent ones merged; with the clue words each holds ("" for a long
    token), which tell the rules of other languages and structures whether to read it."""
    found = sorted(
        [
            (m.start(), m.group(0))
            for clues in _clue_res()[: 1 if low.isascii() else 2]
            for m in clues.finditer(low)
        ]
        + [(m.start(), "") for m in _LONG_RUN_RE.finditer(text)]
    )
    blocks: list[tuple[int, int, set[str]]] = []
    # End of the line of the last clue seen: a clue before it is on that line, whose next line
    # is in the block already. A clue on that next line (a label after a URL's line) still
    # brings its own next line, where its value may be.
    clue_line_end = -1
    for hit, word in found:
        if blocks and hit < clue_line_end:
            blocks[-1][2].add(word)
            continue
        clue_line_end = text.find("\n", hit)
        clue_line_end = len(text) if clue_line_end == -1 else clue_line_end
        start = text.rfind("\n", 0, hit) + 1
        end = text.find("\n", clue_line_end + 1) if clue_line_end < len(text) else -1
        end = len(text) if end == -1 else end
        if text[start:clue_line_end].rstrip().endswith((":", "：")):
            # A label ending its line with a colon may list its values one a line below.
            while end < len(text):
                following = text.find("\n", end + 1)
                following = len(text) if following == -1 else following
                item = text[end + 1 : following].strip().lstrip("-*+").strip()
                if not _one_listed_value(item):
                    break
                end = following
        if end < len(text) and not text[clue_line_end + 1 : end].strip():
            # The next line is blank: a heading's value may be on the line after it
            # (`## 家里 WiFi 密码`, a blank line, the password).
            end = text.find("\n", end + 1)
            end = len(text) if end == -1 else end
        if "|" in text[start:clue_line_end]:
            # A table's header names a secret column: its rows below are read with it.
            while end < len(text):
                following = text.find("\n", end + 1)
                following = len(text) if following == -1 else following
                if "|" not in text[end + 1 : following]:
                    break
                end = following
            clue_line_end = max(clue_line_end, end)
        if blocks and start <= blocks[-1][1]:
            blocks[-1] = (blocks[-1][0], max(end, blocks[-1][1]), blocks[-1][2] | {word})
        else:
            blocks.append((start, end, {word}))
    return blocks


@lru_cache(maxsize=1)
def _world_clues() -> frozenset[str]:
    """The clue words of the labels of other languages (and `password`, before another
    language's verb)."""
    return frozenset({*clue_words(), "password"})


_SEED_CLUES = frozenset(SEED_CLUES)
_BARE_CODE_CLUES = frozenset(BARE_CODE_CLUES)
_LOCK_CODE_CLUES = frozenset(LOCK_CODE_CLUES)
_KEYPAD_COLON_CLUES = frozenset(KEYPAD_COLON_CLUES)
_ACCOUNT_CLUES = frozenset(ACCOUNT_CLUES)
_LOCK_CLUES = frozenset(LOCK_CLUES)
_KEYPAD_END_CLUES = frozenset(KEYPAD_END_CLUES)


_Finder = Callable[[str], Iterator[tuple[int, int, str, str]]]


def _finders(clues: set[str], block: str) -> list[_Finder]:
    """The rules of other languages and of structures a block's clue words call for."""
    finders: list[_Finder] = []
    world = not clues.isdisjoint(_world_clues())
    if world:
        finders.append(find_world_labels)
    # A list of codes is announced by a label or by the word "codes" (`lock codes for the cabin:`).
    if "\n" in block and (world or "codes" in clues):
        finders.append(find_listed_codes)
    if "\n" in block or "|" in block:
        finders.append(find_split_labels)
    if "auth" in clues:
        finders.append(find_digest)
    if clues & _SEED_CLUES:
        finders.append(find_seed_phrases)
    # A bare code said to have changed or to be new (`the code changed to 5831`, `new code: …`).
    if clues & _BARE_CODE_CLUES:
        finders.append(find_bare_codes)
    # A lock's code given after a colon further on in its sentence (`Alarm panel code for …: …`),
    # a keypad's with no code's word (`Keypad on the side gate if the swipe card won't work: …`).
    if world or not (clues.isdisjoint(_LOCK_CODE_CLUES) and clues.isdisjoint(_KEYPAD_COLON_CLUES)):
        finders.append(find_lock_codes)
    # A padlock's, lockbox's or key safe's combination by the lock's noun (`the key safe by the
    # gate — code is 4471`, `lockbox combo: 0-3-9-7`, `集装箱的挂锁是 2580`); a longer clue of
    # the other code rules may hold the lock's word (`combo is now`, `code for`).
    if not (
        clues.isdisjoint(_LOCK_CLUES)
        and clues.isdisjoint(_BARE_CODE_CLUES)
        and clues.isdisjoint(_LOCK_CODE_CLUES)
    ):
        finders.append(find_lock_combinations)
    # A code typed on a keypad before the key that ends the entry (`alarm: 2206 then OFF`).
    if not clues.isdisjoint(_KEYPAD_END_CLUES):
        finders.append(find_keypad_ends)
    # A bank account, card or IBAN number after its label (`account number 12-3456-…`).
    if clues & _ACCOUNT_CLUES:
        finders.append(find_account_numbers)
    # A URL whose path carries a capability (`/macros/s/AKfycb…/exec`, `/private-3e8a…/`).
    if "://" in clues:
        finders.append(find_url_capabilities)
    return finders


def _raw(text: str) -> Iterator[tuple[int, int, str, str]]:
    low = text.lower()
    if "-----begin" in low or "putty" in low:
        for start, end, kind in find_key_blocks(text):
            yield start, end, kind, "format"
    for start, end, kind in find_blobs(text, lambda decoded: bool(scan(decoded))):
        yield start, end, kind, "entropy"
    if "kind:" in low and "secret" in low:
        yield from find_kube_secrets(text)
    # A code typed with a keypad's `#` or `*` (`alarm: 1984# then OFF`, `keypad *4410#`): such a
    # key beside a digit is rare enough in notes to look for it in the whole text first.
    if keypad_marks(text):
        yield from find_keypad_marks(text)
    credentials: list[tuple[int, int]] = []
    for base, stop, clues in _blocks(text, low):
        block = text[base:stop]
        if stop - base > 4096:
            block = _HUGE_RUN_RE.sub(lambda m: "*" * len(m.group(0)), block)
        for start, end, kind in find_formats(block):
            yield base + start, base + end, kind, "format"
        for finder in (find_labelled, *_finders(clues, block)):
            for start, end, kind, layer in finder(block):
                if kind == PASSWORD:
                    credentials.append((base + start, base + end))
                yield base + start, base + end, kind, layer
        for start, end, kind in find_maintained(block):
            yield base + start, base + end, kind, "detect-secrets"
    # A login that gives a password, a PIN or a code: the account number or user id given with
    # it, on its line or the line before or after, is part of the credential.
    if credentials:
        yield from find_account_ids(text, credentials)


def scan(text: str) -> list[Finding]:
    """Every secret in `text`, in order; overlapping finds of different layers are all kept."""
    if not text:
        return []
    if len(text) <= _CACHED_CHARS:
        return list(_scan_short(text))
    return _scan(text)


# Ingestion reads a fragment twice (redaction, then the promotion guard's check), and
# searches return the same fragments again and again: short texts keep their findings.
_CACHED_CHARS = 2048


@lru_cache(maxsize=8192)
def _scan_short(text: str) -> tuple[Finding, ...]:
    return tuple(_scan(text))


def clear_cache() -> None:
    """Forget the findings kept for short texts (benchmarks time the detector, not the cache)."""
    _scan_short.cache_clear()


def _scan(text: str) -> list[Finding]:
    view = make_view(text)
    rules_text, markers = view.text, []
    if "[REDACTED" in rules_text:
        # Markers of an earlier redaction are neither secrets nor labels ("[REDACTED:password]
        # mysql:8" is not a password label): the rules see stars, and nothing is found in them.
        markers = [m.span() for m in MARKER_RE.finditer(rules_text)]
        rules_text = MARKER_RE.sub(lambda m: "*" * len(m.group(0)), rules_text)
    found: list[Finding] = []
    for start, end, kind, layer in _raw(rules_text):
        if end <= start or any(a < end and start < b for a, b in markers):
            continue
        a, b = view.span(start, end)
        found.append(Finding(a, b, kind, layer))
    found.sort(key=lambda f: (f.start, -f.end, LAYERS.index(f.layer)))
    return found


def _merged(findings: list[Finding]) -> list[tuple[int, int, str]]:
    spans: list[tuple[int, int, str]] = []
    for f in findings:
        if spans and f.start < spans[-1][1]:
            start, end, kind = spans[-1]
            spans[-1] = (start, max(end, f.end), kind)
        else:
            spans.append((f.start, f.end, f.kind))
    return spans


def redact(text: str, findings: list[Finding] | None = None) -> str:
    """`text` with each secret replaced by `[REDACTED:kind]`; line breaks inside a secret stay,
    so the text keeps its lines (and every line number after it stays true)."""
    spans = _merged(scan(text) if findings is None else findings)
    if not spans:
        return text
    out, last = [], 0
    for start, end, kind in spans:
        out.append(text[last:start])
        breaks = re.findall(r"\r\n|\r|\n", text[start:end])
        out.append(marker(kind) + "".join(breaks))
        last = end
    out.append(text[last:])
    return "".join(out)
