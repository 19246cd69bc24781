"""Session-transcript reading (algorithm.md §4, reference.md §2.5).

Parses agent session JSONL bytes into user/assistant messages. Never raises on bad input:
undecodable, oversized or malformed lines are reported in `broken_lines`.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from memtui.engine.documents.chunking import split_long_text
from memtui.engine.redact import redact_secrets
from memtui.textsafe import neutralise

__all__ = [
    "DIARY_PROMPT",
    "MAX_MESSAGE_CHARS",
    "MIN_MESSAGE_CHARS",
    "SessionMessage",
    "SessionReadResult",
    "parse_timestamp",
    "read_session_jsonl",
]

# reference.md §2.5 constants (SESSION_INGESTION_*).
MAX_MESSAGE_CHARS = 280
MIN_MESSAGE_CHARS = 12
# The narrative run's user message (reference.md §7.1) and session key prefix (reference.md §7.3).
DIARY_PROMPT = "Write a dream diary entry from these memory fragments"
DIARY_RUN_PREFIX = "dreaming-narrative-"

_ROLE_LABELS = {"user": "User", "assistant": "Assistant"}
_MESSAGE_RECORD_TYPES = frozenset({"message", "user", "assistant"})
_TEXT_PART_TYPES = frozenset({"text", "input_text", "output_text"})
_RUN_ID_KEYS = frozenset({"runId", "sessionKey", "run_id", "session_key"})
_TIMESTAMP_KEYS = ("timestamp", "created_at", "createdAt")
# Numbers below this are epoch seconds, above are epoch milliseconds (reference.md §2.5).
_SECONDS_CUTOFF = 1e11
_MAX_ID_SCAN_DEPTH = 4

# Whitespace, but not the separators that are control characters (shown, as in notes).
_WS_RE = re.compile(r"[^\S\x1c-\x1f\x85]+")
_NUMERIC_RE = re.compile(r"^\d+(?:\.\d+)?$")
# fromisoformat takes at most microseconds; JS-style nanosecond stamps are cut to six digits.
_EXTRA_FRACTION_RE = re.compile(r"(\.\d{6})\d+")


@dataclass(frozen=True)
class SessionMessage:
    """One user/assistant line: JSONL line number, role, rendered text, timestamp."""

    line: int
    role: str
    text: str
    timestamp: datetime | None


@dataclass
class SessionReadResult:
    """What read_session_jsonl found, including what it could not use."""

    messages: list[SessionMessage] = field(default_factory=list)
    broken_lines: list[tuple[int, str]] = field(default_factory=list)
    skipped_lines: int = 0
    diary_transcript: bool = False
    # The line where a diary generation run began (its prompt), when found by the prompt.
    diary_from_line: int | None = None


def parse_timestamp(value: object) -> datetime | None:
    """Aware UTC datetime from epoch seconds/ms or an ISO string, else None (reference.md §2.5)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        raw = value.strip()
        if not raw:
            return None
        if _NUMERIC_RE.match(raw):
            return parse_timestamp(float(raw))
        try:
            parsed = datetime.fromisoformat(_EXTRA_FRACTION_RE.sub(r"\1", raw, count=1))
        except ValueError:
            return None
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=UTC)
        return parsed.astimezone(UTC)
    if isinstance(value, int | float):
        number = float(value)
        if not math.isfinite(number) or number <= 0:
            return None
        seconds = number if number < _SECONDS_CUTOFF else number / 1000.0
        try:
            return datetime.fromtimestamp(seconds, tz=UTC)
        except (OverflowError, OSError, ValueError):
            return None
    return None


def _has_diary_run_id(value: Any, depth: int = 0) -> bool:
    """True if a runId/sessionKey field (searched a few levels deep) names a narrative run."""
    if depth > _MAX_ID_SCAN_DEPTH:
        return False
    if isinstance(value, dict):
        for key, item in value.items():
            if key in _RUN_ID_KEYS and isinstance(item, str) and DIARY_RUN_PREFIX in item:
                return True
            if isinstance(item, dict | list) and _has_diary_run_id(item, depth + 1):
                return True
    elif isinstance(value, list):
        return any(_has_diary_run_id(item, depth + 1) for item in value[:64])
    return False


def _content_text(content: object) -> str:
    """A string, or the `text` parts of a part list joined by a space (tool parts ignored)."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    texts: list[str] = []
    for part in content:
        if isinstance(part, str):
            texts.append(part)
        elif (
            isinstance(part, dict)
            and isinstance(part.get("type"), str)
            and part["type"] in _TEXT_PART_TYPES
            and isinstance(part.get("text"), str)
        ):
            texts.append(part["text"])
    return " ".join(texts)


def _clean(text: str) -> str:
    """Collapse whitespace; control characters, bidi overrides and lone surrogates (a NUL and a
    surrogate are not storable) become the visible stand-ins every door shows for a note's
    (`textsafe.neutralise`: ESC is ␛), so a transcript's text reads as a note's does."""
    return neutralise(_WS_RE.sub(" ", text).strip(), keep_newlines=False)


def _extract(record: dict[str, Any]) -> tuple[str, str, object] | None:
    """(role, raw text, raw timestamp) for the three accepted shapes, else None."""
    message = record.get("message")
    record_type = record.get("type")
    if record_type is not None and not isinstance(record_type, str):
        return None
    if isinstance(message, dict):
        if record_type is not None and record_type not in _MESSAGE_RECORD_TYPES:
            return None
        role = message.get("role")
        if role is None and record_type in _ROLE_LABELS:
            role = record_type
        content = message.get("content")
        timestamp = message.get("timestamp")
    elif "role" in record and record_type in (None, "message"):
        role = record.get("role")
        content = record.get("content")
        timestamp = None
    else:
        return None
    # Claude Code marks injected caveats/command echoes as meta: not the user's words.
    if record.get("isMeta") is True:
        return None
    if not isinstance(role, str) or role.strip().lower() not in _ROLE_LABELS:
        return None
    if timestamp is None or parse_timestamp(timestamp) is None:
        timestamp = next(
            (record[key] for key in _TIMESTAMP_KEYS if parse_timestamp(record.get(key))), None
        )
    return role.strip().lower(), _content_text(content), timestamp


def read_session_jsonl(
    data: bytes, *, max_line_bytes: int = 1_000_000, max_messages: int | None = None
) -> SessionReadResult:
    """Read a session JSONL transcript (algorithm.md §4, reference.md §2.5).

    Accepts openclaw `{"type":"message","message":{...}}`, Claude Code
    `{"type":"user"|"assistant","message":{...},"timestamp"}` and plain `{"role","content"}`
    lines. Text is whitespace-collapsed, redacted, rendered `User: …`/`Assistant: …`; a message
    over 280 chars becomes several messages citing the same line; bodies under 12 chars are
    skipped. From the first sign of a dream-diary generation run on (a run id in its own field,
    or a user message that is the diary prompt), the rest of the file is ignored and
    `diary_transcript` is set.
    """
    result = SessionReadResult()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    for number, raw_line in enumerate(data.splitlines(), start=1):
        if max_messages is not None and len(result.messages) >= max_messages:
            break
        if len(raw_line) > max_line_bytes:
            result.broken_lines.append((number, "line too long"))
            continue
        try:
            line = raw_line.decode("utf-8")
        except UnicodeDecodeError:
            result.broken_lines.append((number, "not UTF-8"))
            continue
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            result.broken_lines.append((number, "invalid JSON"))
            continue
        if not isinstance(record, dict):
            result.broken_lines.append((number, "not a JSON object"))
            continue
        # Run ids only count in their own fields, not when merely mentioned in text.
        if _has_diary_run_id(record):
            result.diary_transcript = True
            break
        extracted = _extract(record)
        if extracted is None:
            result.skipped_lines += 1
            continue
        role, raw_text, raw_timestamp = extracted
        # Redacted before whitespace is collapsed (a key wrapped over two lines is one key), and
        # after (a value two blank lines below its label meets it).
        body = redact_secrets(_clean(redact_secrets(raw_text)))
        # A diary run sends the prompt as the user's message; a message that merely quotes it
        # (a question about dreaming, a pasted log) is an ordinary message.
        if role == "user" and body.startswith(DIARY_PROMPT):
            result.diary_transcript = True
            result.diary_from_line = number
            break
        if len(body) < MIN_MESSAGE_CHARS:
            result.skipped_lines += 1
            continue
        stamp = parse_timestamp(raw_timestamp)
        result.messages.extend(
            SessionMessage(number, role, text, stamp) for text in _message_texts(role, body)
        )
    return result


def _message_texts(role: str, body: str) -> list[str]:
    """`User: …` / `Assistant: …` texts of one message: one, or several for a message longer
    than 280 characters, split like a long note line (algorithm.md §4), never cut."""
    label = f"{_ROLE_LABELS[role]}: "
    return [label + piece for piece in split_long_text(body, MAX_MESSAGE_CHARS - len(label))]
