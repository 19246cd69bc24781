"""Secrets known by the structure around them rather than a label on their line.

- A wallet's seed phrase: twelve to twenty-four words in a row of one BIP-39 word list (the
  `mnemonic` package's lists) near a word that introduces one (`seed`, `wallet`, `phrase`,
  `助记词`); prose always has words outside the list.
- A Kubernetes Secret: every value under `data:` or `stringData:` of a `kind: Secret`
  document, whatever its key is named (`db-user: cmVwb3J0ZXI=` is base64 of a credential).
- A label alone on its line or list item with its value alone on the next (`- 密码`, `- Qp73…`).
- A two-column table row whose first cell is a label (`| 密码 | Tb62… |`).
- The `response=` of an HTTP Digest `Authorization` header (the hash that proves the password).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from memtui.engine.secrets.keys import PASSWORD, SECRET, TOKEN, key_family
from memtui.engine.secrets.values import credential_like, is_placeholder

__all__ = [
    "SEED_CLUES",
    "find_digest",
    "find_kube_secrets",
    "find_seed_phrases",
    "find_split_labels",
]

CONTEXT, FORMAT = "context", "format"
_SEED_WORDS = 12
# A run of at least twelve words of a word list's shape: Latin words of 3-8 letters, or single
# CJK characters, one space apart (an optional `1.` numbering before each).
_RUN_RE = re.compile(
    r"(?<![^\W\d_])(?:(?:\d{1,2}[.)] ?)?[a-z\u00e0-\u017f]{3,8}[ \t]+){11,}(?:\d{1,2}[.)] ?)?"
    r"[a-z\u00e0-\u017f]{3,8}(?![^\W\d_])|(?:[\u4e00-\u9fff][ \t\u3000]+){11,}[\u4e00-\u9fff]",
    re.IGNORECASE,
)
# The words that introduce one (the block finder reads the lines holding them, and the next).
SEED_CLUES = ("seed", "mnemonic", "phrase", "wallet", "助记词", "助記詞", "ニーモニック", "시드")
_NUMBER_RE = re.compile(r"\d{1,2}[.)]")


@cache
def _word_lists() -> tuple[frozenset[str], ...]:
    """The BIP-39 word lists (read on first use)."""
    from mnemonic import Mnemonic

    return tuple(frozenset(Mnemonic(lang).wordlist) for lang in Mnemonic.list_languages())


def _longest_listed(words: list[str]) -> tuple[int, int]:
    """(first, last + 1) of the longest run of `words` inside one word list."""
    best = (0, 0)
    for wordlist in _word_lists():
        start = 0
        for n, word in enumerate([*words, ""]):
            if word not in wordlist:
                if n - start > best[1] - best[0]:
                    best = (start, n)
                start = n + 1
    return best


def find_seed_phrases(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, "seed-phrase", layer) of each run of 12+ words of one BIP-39 list."""
    for run in _RUN_RE.finditer(text):
        words = [(m.start(), m.end()) for m in re.finditer(r"\S+", run.group(0))]
        words = [(a, b) for a, b in words if not _NUMBER_RE.fullmatch(run.group(0)[a:b])]
        tokens = [_NUMBER_RE.sub("", run.group(0)[a:b], count=1).lower() for a, b in words]
        first, last = _longest_listed(tokens)
        if last - first >= _SEED_WORDS:
            base = run.start()
            yield base + words[first][0], base + words[last - 1][1], "seed-phrase", CONTEXT


# --- Kubernetes Secrets ---------------------------------------------------------------------------
# `kind: Secret` on a line of its own, or after a prefix (`User: kind: Secret` in a transcript).
_KIND_RE = re.compile(r"^[^\n]*?(?<![\w-])kind:[ \t]*[\"']?Secret[\"']?[ \t]*$", re.M)
# A document ends at `---` or where the next one names its kind.
_DOC_RE = re.compile(r"^---[ \t]*$|^[^\n]*?(?<![\w-])(?:kind|apiVersion):", re.M)
_DATA_RE = re.compile(r"^(?P<indent>[ \t]*)(?:data|stringData):[ \t]*$", re.M)
_ENTRY_RE = re.compile(r"(?P<indent>[ \t]*)[^\s:#][^:\n]*:[ \t]+(?P<v>\S[^\n]*?)[ \t]*$")


def find_kube_secrets(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, "secret", layer) of each value under a Kubernetes Secret's data."""
    for kind in _KIND_RE.finditer(text):
        doc_end = next((m.start() for m in _DOC_RE.finditer(text, kind.end())), len(text))
        for data in _DATA_RE.finditer(text, kind.end(), doc_end):
            yield from _entries(text, data.end() + 1, doc_end, len(data.group("indent")))


def _entries(text: str, pos: int, stop: int, indent: int) -> Iterator[tuple[int, int, str, str]]:
    """The values of the block of `key: value` lines more indented than `indent` at `pos`."""
    while pos < stop:
        end = text.find("\n", pos, stop)
        end = stop if end == -1 else end
        line = text[pos:end]
        if line.strip():
            entry = _ENTRY_RE.fullmatch(line)
            if entry is None or len(entry.group("indent")) <= indent:
                return
            value = entry.group("v").strip("\"'")
            if value and not is_placeholder(value):
                a = pos + line.index(value, entry.start("v"))
                yield a, a + len(value), SECRET, CONTEXT
        pos = end + 1


# --- a label and its value split over lines, list items or table cells ----------------------------
_ITEM = r"[ \t>]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?"
# A line that is nothing but a label (after a list marker, or a `name:` that introduces it): a
# few words ending in a secret word (`Wi-Fi password`, `凭据: - 密码`); the value is alone on the
# next line, no `key:` of its own (the line after `kind: Secret` is `metadata:`).
_ALONE_RE = re.compile(
    rf"^{_ITEM}(?:[^\n:：]{{0,40}}[:：][ \t]+{_ITEM})?"
    rf"(?P<label>(?:[^\s:：=|#][^\n:：=|]{{0,30}}?[ \t-])?[^\s:：=|#]{{2,24}})[ \t]*\r?\n"
    rf"(?={_ITEM}(?P<v>[^\s|:=]+)[ \t]*$)",
    re.M,
)
_LABEL_END_RE = re.compile(
    r"(?i)(?:password|passwort|passphrase|pin|token|secret|api[ _-]?key|密码|密碼|口令|密钥|"
    r"パスワード|비밀번호|пароль|mot de passe|contraseña|senha|wachtwoord|hasło|şifre)$"
)
_FAMILY = {"token": TOKEN, "secret": SECRET, "密钥": SECRET}
_ROW_RE = re.compile(r"^[ \t]*\|(?P<k>[^|\n]+)\|(?P<v>[^|\n]+)\|[ \t]*$", re.M)


def _label_family(label: str) -> str | None:
    match = _LABEL_END_RE.search(label.strip().strip("*_`"))
    if match is None:
        return None
    word = match.group(0).lower()
    if re.sub(r"[ _-]", "", word) == "apikey":
        return SECRET
    found = key_family(word) if word.isascii() else None
    return _FAMILY.get(word, found[0] if found else PASSWORD)


def _opaque(value: str) -> bool:
    return credential_like(value) and not is_placeholder(value)


def find_split_labels(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of values alone on the line after a label alone on its line,
    and in the cell after a label's cell of a two-column table row."""
    for match in _ALONE_RE.finditer(text):
        family = _label_family(match.group("label"))
        if family is not None and _opaque(match.group("v")):
            yield match.start("v"), match.end("v"), family, CONTEXT
    if "|" in text:
        for row in _ROW_RE.finditer(text):
            family = _label_family(row.group("k"))
            value = row.group("v").strip()
            if family is not None and " " not in value and _opaque(value):
                a = row.start("v") + row.group("v").index(value)
                yield a, a + len(value), family, CONTEXT


_DIGEST_RE = re.compile(r"(?i)\bdigest\b[^\n]*?\bresponse[ \t]*=[ \t]*\"?(?P<v>[0-9a-f]{16,})")


def find_digest(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, "token", layer) of an HTTP Digest header's response hash."""
    for match in _DIGEST_RE.finditer(text):
        yield match.start("v"), match.end("v"), TOKEN, FORMAT
