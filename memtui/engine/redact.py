"""Secret redaction (algorithm.md §4 "redact before storing anything", reference.md §2.5, §7.5).

The detection is layered (memtui.engine.secrets): known token formats, keyword assignments in
many syntaxes, Chinese and English context labels with values on the next line, bare
high-entropy blobs, and detect-secrets' plugins, all on a view of the text where look-alike
letters and zero-width marks cannot hide a label. A secret becomes `[REDACTED:kind]`; line
breaks inside it stay, so a redacted text has the lines of the original.

This module is what the rest of memtui calls, at every door text leaves by: ingestion, search
results, `memory_get`, the bootstrap prompt, the diary material, the CLI and TUI, `config show`
and the logs.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from memtui.engine.secrets import MARKER_RE, Finding, marker, redact, scan

__all__ = [
    "REDACTED",
    "RedactingFilter",
    "Finding",
    "contains_secret",
    "find_secrets",
    "has_redaction",
    "marker",
    "redact_keeping_lines",
    "redact_mapping",
    "redact_query",
    "redact_secrets",
    "redacted_lines",
]

# The start of every redaction marker (`[REDACTED:password]`): `REDACTED in text` tells whether
# a text had a secret cut out.
REDACTED = "[REDACTED"
# Configuration keys whose values are credentials whatever they look like.
_SECRET_SETTING_RE = re.compile(r"(?i)pass|secret|token|api[_-]?key|credential|private[_-]?key")


def redact_secrets(text: str) -> str:
    """`text` with every secret replaced by `[REDACTED:kind]`, its line breaks kept."""
    return redact(text) if text else text


def redact_keeping_lines(text: str) -> str:
    """`redact_secrets` for a whole file: a multi-line secret (a private-key block, a key wrapped
    over two lines, a value on the line after its label) keeps its line breaks, so line numbers
    after it stay true. (Every redaction keeps lines now; the name stays for its callers.)"""
    return redact_secrets(text)


# Lines read around the ones shown, so a value on the line after its label, or a key wrapped
# over lines, is seen whole (a private-key body far from its header is random base64, which the
# entropy layer redacts line by line).
_LINE_MARGIN = 3
_PARAGRAPH_LINES = 200


def redacted_lines(lines: Sequence[str], start: int, end: int) -> list[str]:
    """`lines[start:end]` of a file, redacted, read with a few lines of context either side
    (`memory_get`, the note lines around an occurrence). A line holding one JSON record (a
    session transcript's) is redacted as ingestion reads it: string by string, decoded."""
    lo, hi = max(0, start - _LINE_MARGIN), min(len(lines), end + _LINE_MARGIN)
    # The whole paragraphs around them too: a structure (a Kubernetes Secret's `kind:` over its
    # `data:`, a JSON key file, a table's header) names its values from lines further away.
    while lo > 0 and lines[lo - 1].strip() and start - lo < _PARAGRAPH_LINES:
        lo -= 1
    while hi < len(lines) and lines[hi].strip() and hi - end < _PARAGRAPH_LINES:
        hi += 1
    window = list(lines[lo:hi])
    records: dict[int, str] = {}
    for n, line in enumerate(window):
        record = _redacted_record(line)
        if record is not None:
            records[n], window[n] = record, ""
    shown = redact_secrets("\n".join(window)).split("\n")
    for n, record in records.items():
        shown[n] = record
    return shown[start - lo : end - lo]


def _redacted_record(line: str) -> str | None:
    """None when `line` is no JSON object; else `line` itself when its strings hold no secret,
    or the record written again with them redacted. The raw line cannot be redacted as text:
    JSON escapes a value's quotes and line breaks and may spell its letters as `\\uXXXX`
    (which hides a quoted passphrase, a password on the line after its label, a Chinese
    label), and a cut through an escape or a quote leaves no JSON."""
    body = line.strip()
    if not (body.startswith("{") and body.endswith("}")):
        return None
    try:
        record = json.loads(body)
        cleaned = _redacted_strings(record, "")
    except (ValueError, RecursionError):
        return None
    if cleaned == record:
        return line
    compact = '": ' not in body and '", ' not in body
    return json.dumps(cleaned, ensure_ascii=False, separators=(",", ":") if compact else None)


def _redacted_strings(value: Any, key: str) -> Any:
    """`value` with every string in it redacted; a string is read after its key, as a label
    (`{"password": "hunter22"}` is `password: hunter22`)."""
    if isinstance(value, str):
        plain = redact_secrets(value)
        if plain != value or not key:
            return plain  # read as written first: a heading or a table starts the string
        label = f"{key}: "
        labelled = redact_secrets(label + value)
        return labelled[len(label) :] if labelled.startswith(label) else plain
    if isinstance(value, dict):
        return {k: _redacted_strings(v, str(k)) for k, v in value.items()}
    if isinstance(value, list):
        return [_redacted_strings(v, key) for v in value]
    return value


# The pieces of a query or a path: runs between spaces and marks (a path's `/` and `.` too).
_QUERY_PIECE_RE = re.compile(r"[^\s,;:=@/\\.#，；：。、\"'`()\[\]{}<>]+")
_LETTER_RE = re.compile(r"[^\W\d_]")
_DIGIT_RE = re.compile(r"\d")


def _opaque_piece(piece: str) -> bool:
    """Letters mixed with digits (`Tk88pqz9`), a long number, or a long run: what a pasted
    password or key looks like, unlike a word (`self-hosted`) or a date."""
    if piece.isdigit():
        return len(piece) >= 6
    if len(piece) >= 24:
        return True
    return len(piece) >= 6 and bool(_LETTER_RE.search(piece)) and bool(_DIGIT_RE.search(piece))


def redact_query(query: str, seen: Iterable[str] = ()) -> str:
    """A query (or a path an agent asked for) as memtui echoes or keeps it: its secrets
    redacted, and every opaque piece (a bare password, a key pasted alone) that none of `seen`
    (the texts the search found) holds masked too. No label marks a bare value as a secret, so
    the rule is that a query adds nothing to what memtui shows or stores that its notes did
    not already hold."""
    shown = redact_secrets(query)
    haystack = "\n".join(seen).lower()

    def masked(piece: re.Match[str]) -> str:
        value = piece.group(0)
        if not _opaque_piece(value) or value.lower() in haystack:
            return value
        return marker("query")

    out, last = [], 0
    for found in MARKER_RE.finditer(shown):  # a marker already says what was cut
        out += [_QUERY_PIECE_RE.sub(masked, shown[last : found.start()]), found.group(0)]
        last = found.end()
    out.append(_QUERY_PIECE_RE.sub(masked, shown[last:]))
    return "".join(out)


def contains_secret(text: str) -> bool:
    """True if redact_secrets would change `text`."""
    return bool(text) and bool(scan(text))


def find_secrets(text: str) -> list[Finding]:
    """Every secret in `text` with its span, kind and the detection layer that found it."""
    return scan(text) if text else []


def has_redaction(text: str) -> bool:
    """True if `text` holds a redaction marker (it had a secret cut out)."""
    return bool(MARKER_RE.search(text))


def redact_mapping(data: Any, key: str = "") -> Any:
    """A copy of nested settings with every secret masked (`config show`).

    A string under a secret-named key (`password`, `api_key`, `token`…) is masked whole; any
    other string is redacted like note text, which masks a database URL's password.
    """
    if isinstance(data, Mapping):
        return {k: redact_mapping(v, str(k)) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [redact_mapping(v, key) for v in data]
    if isinstance(data, str) and data:
        if _SECRET_SETTING_RE.search(key):
            return marker("setting")
        return redact_secrets(data)
    return data


def _redacted_arg(value: Any) -> Any:
    if isinstance(value, str):
        return redact_secrets(value)
    if isinstance(value, BaseException):
        return redact_secrets(str(value))
    return value


class RedactingFilter(logging.Filter):
    """A logging filter that redacts a record's message, arguments and traceback text."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = redact_secrets(str(record.msg))
        if isinstance(record.args, Mapping):
            record.args = {k: _redacted_arg(v) for k, v in record.args.items()}
        elif record.args:
            record.args = tuple(_redacted_arg(a) for a in record.args)
        if record.exc_info and not record.exc_text:
            record.exc_text = redact_secrets(logging.Formatter().formatException(record.exc_info))
        return True
