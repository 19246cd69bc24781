"""Session transcripts: algorithm.md §4, reference.md §2.5."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memtui.engine.documents.sessions import (
    SessionMessage,
    SessionReadResult,
    parse_timestamp,
    read_session_jsonl,
)

FAKE_OPENAI_KEY = "sk-proj-AbCdEf1234567890GhIjKlMnOpQrStUvWx"


def jsonl(*records: object) -> bytes:
    return "\n".join(json.dumps(r, ensure_ascii=False) for r in records).encode("utf-8") + b"\n"


def openclaw(role: str, content: object, timestamp: object = None) -> dict[str, object]:
    message: dict[str, object] = {"role": role, "content": content}
    if timestamp is not None:
        message["timestamp"] = timestamp
    return {"type": "message", "message": message}


# --- shapes ------------------------------------------------------------------------------------


def test_openclaw_shape_string_content() -> None:
    result = read_session_jsonl(
        jsonl(openclaw("user", "We should use PostgreSQL for the event store", 1_780_000_000))
    )
    assert result.messages == [
        SessionMessage(
            line=1,
            role="user",
            text="User: We should use PostgreSQL for the event store",
            timestamp=datetime.fromtimestamp(1_780_000_000, tz=UTC),
        )
    ]
    assert result.broken_lines == []
    assert result.skipped_lines == 0
    assert result.diary_transcript is False


def test_openclaw_shape_part_list_joins_text_parts_with_space() -> None:
    content = [
        {"type": "text", "text": "Decided to keep"},
        {"type": "tool_use", "name": "bash", "input": {"cmd": "ls"}},
        {"type": "thinking", "thinking": "private chain of thought"},
        {"type": "text", "text": "the retry budget at three."},
    ]
    result = read_session_jsonl(jsonl(openclaw("assistant", content)))
    assert [m.text for m in result.messages] == [
        "Assistant: Decided to keep the retry budget at three."
    ]


def test_claude_code_shape() -> None:
    record = {
        "type": "assistant",
        "message": {
            "role": "assistant",
            "content": [{"type": "text", "text": "The migration runs before the deploy step."}],
        },
        "timestamp": "2026-06-15T10:00:00.000Z",
        "sessionId": "abc",
    }
    result = read_session_jsonl(jsonl(record))
    assert result.messages == [
        SessionMessage(
            1,
            "assistant",
            "Assistant: The migration runs before the deploy step.",
            datetime(2026, 6, 15, 10, 0, tzinfo=UTC),
        )
    ]


def test_claude_code_user_string_content_and_tool_result_skipped() -> None:
    records = [
        {
            "type": "user",
            "message": {"role": "user", "content": "please always run the linter first"},
            "timestamp": "2026-06-15T10:00:00Z",
        },
        {
            "type": "user",
            "message": {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "x", "content": "ok output"}],
            },
        },
    ]
    result = read_session_jsonl(jsonl(*records))
    assert [m.text for m in result.messages] == ["User: please always run the linter first"]
    assert result.skipped_lines == 1


def test_claude_code_meta_records_skipped() -> None:
    record = {
        "type": "user",
        "isMeta": True,
        "message": {"role": "user", "content": "Caveat: the messages below were generated"},
    }
    result = read_session_jsonl(jsonl(record))
    assert result.messages == []
    assert result.skipped_lines == 1


def test_plain_shape() -> None:
    result = read_session_jsonl(
        jsonl(
            {"role": "user", "content": "remember the staging URL changed"},
            {"role": "assistant", "content": "Noted, staging moved to the new cluster."},
        )
    )
    assert [(m.line, m.role, m.text, m.timestamp) for m in result.messages] == [
        (1, "user", "User: remember the staging URL changed", None),
        (2, "assistant", "Assistant: Noted, staging moved to the new cluster.", None),
    ]


def test_role_case_and_whitespace_normalized() -> None:
    result = read_session_jsonl(jsonl({"role": " USER ", "content": "a message long enough"}))
    assert result.messages[0].role == "user"
    assert result.messages[0].text == "User: a message long enough"


def test_non_message_records_are_skipped() -> None:
    records = [
        {"type": "session", "id": "s1", "cwd": "/work"},
        {"type": "custom", "customType": "model-snapshot", "data": {}},
        {"type": "summary", "summary": "a summary that is not a message"},
        openclaw("system", "You are a helpful assistant with tools"),
        openclaw("toolResult", "command output that is long enough"),
        {"type": "message", "message": "not a dict"},
    ]
    result = read_session_jsonl(jsonl(*records))
    assert result.messages == []
    assert result.skipped_lines == len(records)
    assert result.broken_lines == []


# --- text rules --------------------------------------------------------------------------------


def test_whitespace_collapsed() -> None:
    result = read_session_jsonl(jsonl(openclaw("user", "  many\n\nlines\tand   spaces here  ")))
    assert result.messages[0].text == "User: many lines and spaces here"


def test_body_under_12_chars_skipped() -> None:
    result = read_session_jsonl(
        jsonl(openclaw("user", "ok thanks"), openclaw("user", "exactly 12ch"))
    )
    assert [m.text for m in result.messages] == ["User: exactly 12ch"]
    assert result.skipped_lines == 1


def test_long_message_split_into_messages_citing_its_line() -> None:
    words = [f"word{i}" for i in range(200)]
    result = read_session_jsonl(jsonl(openclaw("assistant", " ".join(words))))
    assert len(result.messages) > 1
    assert all(m.line == 1 and m.role == "assistant" for m in result.messages)
    assert all(len(m.text) <= 280 and m.text.startswith("Assistant: ") for m in result.messages)
    kept = " ".join(m.text.removeprefix("Assistant: ") for m in result.messages)
    assert kept.split() == words


def test_secrets_redacted_before_splitting() -> None:
    # The key straddles the 280-char boundary: redacting after splitting would leak a prefix.
    body = "x " * 130 + f"key {FAKE_OPENAI_KEY} tail"
    result = read_session_jsonl(jsonl(openclaw("user", body)))
    texts = [m.text for m in result.messages]
    assert all(len(text) <= 280 for text in texts)
    assert not any("sk-proj" in text or "AbCdEf" in text for text in texts)
    assert "[REDACTED]" in " ".join(texts) and texts[-1].endswith("tail")


def test_secrets_redacted_in_messages() -> None:
    result = read_session_jsonl(
        jsonl(
            openclaw("user", f"my key is {FAKE_OPENAI_KEY} keep it safe"),
            openclaw("user", "the db password: hunter2 for staging"),
        )
    )
    assert result.messages[0].text == "User: my key is [REDACTED:api-key] keep it safe"
    assert result.messages[1].text == "User: the db password: [REDACTED:password] for staging"


def test_control_characters_and_lone_surrogates_removed() -> None:
    line = b'{"role":"user","content":"bell\\u0007 and nul\\u0000 and \\ud800 surrogate"}'
    result = read_session_jsonl(line)
    text = result.messages[0].text
    assert "\x07" not in text and "\x00" not in text
    text.encode("utf-8")


# --- timestamps --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (1_780_000_000, datetime.fromtimestamp(1_780_000_000, tz=UTC)),
        (1_780_000_000_000, datetime.fromtimestamp(1_780_000_000, tz=UTC)),
        (1_780_000_000.5, datetime.fromtimestamp(1_780_000_000.5, tz=UTC)),
        ("2026-06-15T10:00:00Z", datetime(2026, 6, 15, 10, tzinfo=UTC)),
        ("2026-06-15T12:00:00+02:00", datetime(2026, 6, 15, 10, tzinfo=UTC)),
        ("2026-06-15T10:00:00", datetime(2026, 6, 15, 10, tzinfo=UTC)),
        ("2026-06-15T10:00:00.123456789Z", datetime(2026, 6, 15, 10, 0, 0, 123456, tzinfo=UTC)),
        ("1780000000", datetime.fromtimestamp(1_780_000_000, tz=UTC)),
        ("not a date", None),
        ("", None),
        (None, None),
        (True, None),
        (0, None),
        (-5, None),
        (float("nan"), None),
        (float("inf"), None),
        (1e300, None),
        ({"a": 1}, None),
    ],
)
def test_parse_timestamp(value: object, expected: datetime | None) -> None:
    assert parse_timestamp(value) == expected


def test_seconds_ms_cutoff_is_1e11() -> None:
    below = parse_timestamp(99_999_999_999)
    above = parse_timestamp(100_000_000_000)
    assert below is not None and below.year > 5000
    assert above == datetime(1973, 3, 3, 9, 46, 40, tzinfo=UTC)


def test_message_timestamp_preferred_over_record_timestamp() -> None:
    record = openclaw("user", "timestamps in two places here", "2026-06-15T10:00:00Z")
    record["timestamp"] = "2020-01-01T00:00:00Z"
    result = read_session_jsonl(jsonl(record))
    assert result.messages[0].timestamp == datetime(2026, 6, 15, 10, tzinfo=UTC)


def test_invalid_message_timestamp_falls_back_to_record() -> None:
    record = openclaw("user", "timestamps in two places here", "garbage")
    record["timestamp"] = 1_780_000_000_000
    result = read_session_jsonl(jsonl(record))
    assert result.messages[0].timestamp == datetime.fromtimestamp(1_780_000_000, tz=UTC)


def test_timestamps_are_aware_utc() -> None:
    result = read_session_jsonl(
        jsonl(openclaw("user", "a timezone aware timestamp", "2026-06-15T10:00:00-07:00"))
    )
    stamp = result.messages[0].timestamp
    assert stamp is not None and stamp.tzinfo == UTC and stamp.hour == 17


# --- diary transcripts -------------------------------------------------------------------------


def test_diary_prompt_in_message_stops_reading() -> None:
    records = [
        openclaw("user", "an ordinary message before the prompt"),
        openclaw("user", "Write a dream diary entry from these memory fragments:\n\n- x"),
        openclaw("assistant", "The database dreamed of real rows tonight."),
    ]
    result = read_session_jsonl(jsonl(*records))
    assert result.diary_transcript is True
    assert [m.line for m in result.messages] == [1]


def test_message_quoting_the_diary_prompt_is_an_ordinary_message() -> None:
    records = [
        openclaw(
            "user", "why does the log say 'Write a dream diary entry from these memory fragments'?"
        ),
        openclaw("assistant", "That is the prompt the diary run sends to the model."),
        openclaw("user", "and the rest of this transcript must still be read"),
    ]
    result = read_session_jsonl(jsonl(*records))
    assert result.diary_transcript is False
    assert [m.line for m in result.messages] == [1, 2, 3]


def test_diary_bootstrap_custom_record_detected() -> None:
    records = [
        {
            "type": "custom",
            "customType": "openclaw:bootstrap-context:full",
            "data": {"runId": "dreaming-narrative-light-0123456789ab-1780000000000"},
        },
        openclaw("assistant", "A narrative that must never be ingested."),
    ]
    result = read_session_jsonl(jsonl(*records))
    assert result.diary_transcript is True
    assert result.messages == []


def test_diary_session_key_detected() -> None:
    record = {"type": "session", "sessionKey": "agent:main:dreaming-narrative-rem-abcdef012345"}
    result = read_session_jsonl(jsonl(record, openclaw("user", "should never be read here")))
    assert result.diary_transcript is True
    assert result.messages == []


def test_run_id_mentioned_in_plain_text_is_not_a_diary_marker() -> None:
    result = read_session_jsonl(
        jsonl(openclaw("user", "why do dreaming-narrative- sessions pile up in my list?"))
    )
    assert result.diary_transcript is False
    assert len(result.messages) == 1


# --- broken input ------------------------------------------------------------------------------


def test_broken_lines_reported_never_raised() -> None:
    data = b"\n".join(
        [
            json.dumps(openclaw("user", "first good message here")).encode(),
            b"{not json",
            b"[1, 2, 3]",
            b'"just a string"',
            b"\xff\xfe not utf-8 \xc3",
            json.dumps(openclaw("user", "second good message here")).encode(),
        ]
    )
    result = read_session_jsonl(data)
    assert [m.line for m in result.messages] == [1, 6]
    assert result.broken_lines == [
        (2, "invalid JSON"),
        (3, "not a JSON object"),
        (4, "not a JSON object"),
        (5, "not UTF-8"),
    ]


def test_line_too_long_reported_without_parsing() -> None:
    big = json.dumps(openclaw("user", "y" * 500)).encode()
    data = big + b"\n" + json.dumps(openclaw("user", "short but valid message")).encode()
    result = read_session_jsonl(data, max_line_bytes=200)
    assert result.broken_lines == [(1, "line too long")]
    assert [m.line for m in result.messages] == [2]


def test_blank_lines_ignored_and_numbering_kept() -> None:
    data = b"\n\n" + json.dumps(openclaw("user", "message on line three")).encode() + b"\n\n"
    result = read_session_jsonl(data)
    assert [m.line for m in result.messages] == [3]
    assert result.broken_lines == [] and result.skipped_lines == 0


def test_crlf_and_bom() -> None:
    line = json.dumps(openclaw("user", "windows line endings here")).encode()
    result = read_session_jsonl(b"\xef\xbb\xbf" + line + b"\r\n" + line + b"\r\n")
    assert [m.line for m in result.messages] == [1, 2]
    assert result.broken_lines == []


def test_deeply_nested_json_is_broken_not_fatal() -> None:
    data = b"[" * 100_000 + b"]" * 100_000
    result = read_session_jsonl(data, max_line_bytes=1_000_000)
    assert result.broken_lines == [(1, "invalid JSON")]


def test_huge_integer_is_broken_not_fatal() -> None:
    result = read_session_jsonl(b'{"role": "user", "content": "x", "n": ' + b"9" * 5000 + b"}")
    assert result.broken_lines == [(1, "invalid JSON")]


def test_empty_input() -> None:
    assert read_session_jsonl(b"") == SessionReadResult([], [], 0, False)


def test_max_messages_cap() -> None:
    records = [openclaw("user", f"message number {i} is long enough") for i in range(10)]
    result = read_session_jsonl(jsonl(*records), max_messages=3)
    assert [m.line for m in result.messages] == [1, 2, 3]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=2000))
def test_never_raises_on_arbitrary_bytes(data: bytes) -> None:
    result = read_session_jsonl(data, max_line_bytes=500)
    for message in result.messages:
        assert len(message.text) <= 280
        assert message.role in ("user", "assistant")


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(["type", "role", "content", "message", "text", "timestamp", "runId"]),
            children,
            max_size=5,
        )
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_json_values, max_size=10))
def test_never_raises_on_arbitrary_json(records: list[object]) -> None:
    data = "\n".join(json.dumps(r) for r in records).encode()
    result = read_session_jsonl(data)
    accounted = len(result.messages) + len(result.broken_lines) + result.skipped_lines
    assert accounted <= len(records)
    for message in result.messages:
        assert 12 <= len(message.text) <= 280
