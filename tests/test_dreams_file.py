"""DREAMS.md documents and atomic file I/O (reference.md §1.4, §7.4; algorithm.md §6, §8)."""

from __future__ import annotations

import os
import re
import stat
import threading
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memtui.engine.documents import atomic
from memtui.engine.documents.atomic import atomic_write_text, read_text_or_empty
from memtui.engine.documents.dreams_file import (
    MAX_DREAMS_BYTES,
    PHASE_HEADINGS,
    LightCandidateLine,
    ParsedDiaryEntry,
    ThemeLine,
    TruthLine,
    append_diary_entry,
    end_marker,
    format_diary_timestamp,
    format_fixed,
    neutralize_markers,
    parse_diary_entries,
    parse_managed_block,
    render_deep_block,
    render_light_block,
    render_rem_block,
    replace_managed_block,
    start_marker,
    update_dreams_file,
)
from memtui.engine.errors import DocumentError
from memtui.engine.workspace import open_workspace

LA = ZoneInfo("America/Los_Angeles")
PHASES = sorted(PHASE_HEADINGS)


def block(phase: str, body: str) -> str:
    return f"{PHASE_HEADINGS[phase]}\n{start_marker(phase)}\n{body}\n{end_marker(phase)}"


# ---------------------------------------------------------------- strategies

_TEXT_CHARS = st.characters(
    codec="utf-8", exclude_categories=("Cs", "Cc"), exclude_characters="\u2028\u2029"
)
_plain_line = st.text(_TEXT_CHARS, max_size=30)
_markdown_line = st.sampled_from(
    [
        "",
        "# Notes",
        "## Light Sleep",
        "## REM Sleep",
        "## Other",
        "### Deep Sleep",
        "- a list item",
        "---",
        "*June 1, 2026, 1:00 AM UTC*",
        "测试必须使用真实数据库，不接受 mock。",
        "  indented text  ",
    ]
)
# User documents never contain managed markers (those are what the writers own).
user_docs = st.lists(st.one_of(_plain_line, _markdown_line), max_size=12).map("\n".join)
user_docs = user_docs.filter(lambda doc: "<!--" not in doc)

_marker_line = st.sampled_from(
    [start_marker("light"), end_marker("light"), end_marker("rem"), end_marker("diary")]
)
bodies = st.lists(st.one_of(_plain_line, _markdown_line, _marker_line), max_size=10).map("\n".join)


# ---------------------------------------------------------------- markers and formatting


def test_markers_have_the_reference_shape() -> None:
    assert start_marker("light") == "<!-- openclaw:dreaming:light:start -->"
    assert end_marker("deep") == "<!-- openclaw:dreaming:deep:end -->"
    assert PHASE_HEADINGS == {
        "light": "## Light Sleep",
        "rem": "## REM Sleep",
        "deep": "## Deep Sleep",
    }


@pytest.mark.parametrize(
    ("value", "digits", "expected"),
    [
        (0.125, 2, "0.13"),  # JS toFixed rounds the exact tie away from zero; Python gives 0.12
        (0.625, 2, "0.63"),
        (0.64, 2, "0.64"),
        (0.7948, 2, "0.79"),
        (0.8591, 3, "0.859"),
        (1.0, 3, "1.000"),
        (0.0, 2, "0.00"),
        (-0.0001, 2, "0.00"),
        (float("nan"), 2, "0.00"),
    ],
)
def test_format_fixed_matches_javascript_to_fixed(value: float, digits: int, expected: str) -> None:
    assert format_fixed(value, digits) == expected


def test_neutralize_markers_is_idempotent_and_targeted() -> None:
    text = "see <!-- openclaw:dreaming:light:end --> and <!-- keep me -->"
    once = neutralize_markers(text)
    assert once == "see &lt;!-- openclaw:dreaming:light:end --> and <!-- keep me -->"
    assert neutralize_markers(once) == once
    assert "&lt;!--" in neutralize_markers("<!-- openclaw-memory-promotion:k -->")


# ---------------------------------------------------------------- managed blocks


def test_block_into_empty_document() -> None:
    assert replace_managed_block("", "light", "- No notable updates.") == (
        "## Light Sleep\n"
        "<!-- openclaw:dreaming:light:start -->\n"
        "- No notable updates.\n"
        "<!-- openclaw:dreaming:light:end -->\n"
    )


def test_block_appended_after_right_trimmed_document() -> None:
    doc = "# Dream Diary\n\nuser words  \n\n\n"
    assert replace_managed_block(doc, "rem", "x") == (
        "# Dream Diary\n\nuser words\n\n" + block("rem", "x") + "\n"
    )


def test_block_replaced_in_place_keeps_surroundings_byte_for_byte() -> None:
    before = "# Title\r\n\r\nintro  \n\n"
    after = "\n\ntail text\nno newline at end"
    doc = before + block("deep", "- old\n- lines") + after
    result = replace_managed_block(doc, "deep", "- new")
    assert result == before + block("deep", "- new") + after + "\n"


def test_three_phases_coexist_and_update_independently() -> None:
    doc = "# Dreams\n"
    for phase in PHASES:
        doc = replace_managed_block(doc, phase, f"{phase} v1")
    updated = replace_managed_block(doc, "light", "light v2")
    assert parse_managed_block(updated, "light") == "light v2"
    assert parse_managed_block(updated, "rem") == "rem v1"
    assert parse_managed_block(updated, "deep") == "deep v1"
    assert updated.count("## Light Sleep") == 1
    # Blocks stay where they were first written (deep, light, rem here).
    assert updated.index("## Deep Sleep") < updated.index("## Light Sleep")
    assert updated.index("## Light Sleep") < updated.index("## REM Sleep")


def test_heading_without_start_marker_is_not_the_block() -> None:
    doc = "## Light Sleep\nuser notes about sleep\n"
    result = replace_managed_block(doc, "light", "body")
    assert result == doc.rstrip() + "\n\n" + block("light", "body") + "\n"
    assert result.startswith(doc)


def test_missing_end_marker_replaces_up_to_next_heading() -> None:
    doc = (
        "## Light Sleep\n<!-- openclaw:dreaming:light:start -->\n- stale\n  - sub\n\n"
        "### still inside\n\n## User Section\nkeep me\n"
    )
    result = replace_managed_block(doc, "light", "fresh")
    assert result == block("light", "fresh") + "\n\n## User Section\nkeep me\n"


def test_missing_end_marker_stops_at_next_start_marker() -> None:
    doc = (
        "## Light Sleep\n<!-- openclaw:dreaming:light:start -->\n- stale\n"
        "<!-- openclaw:dreaming:rem:start -->\nrem body\n<!-- openclaw:dreaming:rem:end -->\n"
    )
    result = replace_managed_block(doc, "light", "fresh")
    assert result == (
        block("light", "fresh") + "\n<!-- openclaw:dreaming:rem:start -->\nrem body\n"
        "<!-- openclaw:dreaming:rem:end -->\n"
    )


def test_missing_end_marker_at_eof() -> None:
    doc = "intro\n\n## REM Sleep\n<!-- openclaw:dreaming:rem:start -->\nold"
    assert replace_managed_block(doc, "rem", "new") == "intro\n\n" + block("rem", "new") + "\n"


def test_markers_inside_body_cannot_break_the_block() -> None:
    body = "- Candidate: quoting <!-- openclaw:dreaming:light:end --> here"
    doc = replace_managed_block("", "light", body)
    assert doc.count(end_marker("light")) == 1
    assert parse_managed_block(doc, "light") == neutralize_markers(body)
    assert replace_managed_block(doc, "light", body) == doc


def test_tolerant_marker_spacing_is_recognised() -> None:
    doc = "## Light Sleep  \n<!--openclaw:dreaming:light:start-->\nold\n<!--  openclaw:dreaming:light:end -->\n"
    assert replace_managed_block(doc, "light", "new") == block("light", "new") + "\n"


def test_unknown_phase_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="unknown dreaming phase"):
        replace_managed_block("", "nap", "x")
    with pytest.raises(ValueError):
        parse_managed_block("", "nap")


def test_parse_managed_block_absent_and_empty() -> None:
    assert parse_managed_block("# nothing\n", "light") is None
    assert parse_managed_block(replace_managed_block("", "rem", ""), "rem") == ""


@given(doc=user_docs, phase=st.sampled_from(PHASES), body=bodies, body2=bodies)
def test_block_writer_properties(doc: str, phase: str, body: str, body2: str) -> None:
    first = replace_managed_block(doc, phase, body)
    trimmed = doc.rstrip()
    # Appended after the user's text, which is untouched apart from trailing whitespace.
    expected_prefix = trimmed + "\n\n" if trimmed else ""
    assert first == expected_prefix + block(phase, neutralize_markers(body)) + "\n"
    # Round trip and idempotence.
    assert parse_managed_block(first, phase) == neutralize_markers(body)
    assert replace_managed_block(first, phase, body) == first
    # Replacing in place changes only the block.
    second = replace_managed_block(first, phase, body2)
    assert second == expected_prefix + block(phase, neutralize_markers(body2)) + "\n"
    assert second.endswith("\n")


@given(
    prefix=user_docs,
    suffix=user_docs,
    phase=st.sampled_from(PHASES),
    old=bodies,
    new=bodies,
)
def test_replace_in_place_never_alters_text_outside(
    prefix: str, suffix: str, phase: str, old: str, new: str
) -> None:
    before = prefix + "\n" if prefix else ""
    after = "\n" + suffix
    doc = before + block(phase, neutralize_markers(old)) + after
    result = replace_managed_block(doc, phase, new)
    expected = before + block(phase, neutralize_markers(new)) + after
    assert result == (expected if expected.endswith("\n") else expected + "\n")


@given(doc=user_docs, bodies_by_phase=st.fixed_dictionaries({p: bodies for p in PHASES}))
def test_other_phase_blocks_survive_updates(doc: str, bodies_by_phase: dict[str, str]) -> None:
    text = doc
    for phase in PHASES:
        text = replace_managed_block(text, phase, bodies_by_phase[phase])
    text = replace_managed_block(text, "rem", "changed")
    for phase in PHASES:
        expected = "changed" if phase == "rem" else neutralize_markers(bodies_by_phase[phase])
        assert parse_managed_block(text, phase) == expected


# ---------------------------------------------------------------- block bodies


def test_light_block_lines() -> None:
    cands = [
        LightCandidateLine(
            "PR 评审: 规范：今后所有测试必须使用真实数据库，不接受 mock。",
            3.2 / 5,
            "memory/2026-06-15.md",
            3,
            4,
            4,
        ),
        LightCandidateLine("  ", 0.62, "memory/2026-07-05.md", 7, 8, 0),
    ]
    assert render_light_block(cands) == (
        "- Candidate: PR 评审: 规范：今后所有测试必须使用真实数据库，不接受 mock。\n"
        "  - confidence: 0.64\n"
        "  - evidence: memory/2026-06-15.md:3-4\n"
        "  - recalls: 4\n"
        "  - status: staged\n"
        "- Candidate: (no snippet captured)\n"
        "  - confidence: 0.62\n"
        "  - evidence: memory/2026-07-05.md:7-8\n"
        "  - recalls: 0\n"
        "  - status: staged"
    )


def test_light_block_empty_and_multiline_text() -> None:
    assert render_light_block([]) == "- No notable updates."
    line = LightCandidateLine("a\nb", 1.0, "p.md", 1, 2, 1)
    assert render_light_block([line]).splitlines()[0] == "- Candidate: a b"


def test_rem_block_lines() -> None:
    themes = [
        ThemeLine("数据库", 3, 0.75, ["m/a.md:1-2", "m/b.md:3-4", "m/c.md:5-6", "m/d.md:7-8"]),
        ThemeLine("staging", 8, 1.0, ["m/e.md:1-1"]),
    ]
    truths = [
        TruthLine("tests use a real database", 0.7948, "memory/2026-06-15.md:3-4", 5),
        TruthLine("one-off", 0.5941, "memory/2026-07-06.md:1-1", 1),
    ]
    assert render_rem_block(themes, truths) == (
        "### Reflections\n"
        "- Theme: `数据库` kept surfacing across 3 memories.\n"
        "  - confidence: 0.75\n"
        "  - evidence: m/a.md:1-2, m/b.md:3-4, m/c.md:5-6\n"
        "  - note: reflection\n"
        "- Theme: `staging` kept surfacing across 8 memories.\n"
        "  - confidence: 1.00\n"
        "  - evidence: m/e.md:1-1\n"
        "  - note: reflection\n"
        "\n"
        "### Possible Lasting Truths\n"
        "- tests use a real database [confidence=0.79 evidence=memory/2026-06-15.md:3-4]\n"
        "  - consolidated: 5 days\n"
        "- one-off [confidence=0.59 evidence=memory/2026-07-06.md:1-1]\n"
        "  - consolidated: 1 day"
    )


def test_rem_block_says_one_memory_in_the_singular() -> None:
    block = render_rem_block([ThemeLine("mock", 1, 0.5, ["m/a.md:1-2"])], [])
    assert "- Theme: `mock` kept surfacing across 1 memory.\n" in block


def test_rem_block_empty() -> None:
    assert render_rem_block([], []) == (
        "### Reflections\n- No strong patterns surfaced.\n\n"
        "### Possible Lasting Truths\n- No strong candidate truths surfaced."
    )


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ((0, 0, 0, []), "- No durable changes."),
        (
            (3, 2, 0, []),
            "- Ranked 3 candidate(s) for durable promotion.\n"
            "- Promoted 2 candidate(s) into MEMORY.md.",
        ),
        (
            (2, 0, 2, []),
            "- Ranked 2 candidate(s) for durable promotion.\n- Staged 2 candidate(s) for review.",
        ),
        (
            (1, 1, 0, ["2026-05-01", "2026-05-02"]),
            "- Ranked 1 candidate(s) for durable promotion.\n"
            "- Promoted 1 candidate(s) into MEMORY.md.\n"
            "- Compacted MEMORY.md, dropped sections: 2026-05-01, 2026-05-02.",
        ),
        (
            (4, 0, 0, []),
            "- Ranked 4 candidate(s) for durable promotion.\n- No durable changes.",
        ),
    ],
)
def test_deep_block_lines(args: tuple[int, int, int, list[str]], expected: str) -> None:
    assert render_deep_block(*args) == expected


# ---------------------------------------------------------------- diary timestamps


class _NamelessZone(tzinfo):
    def __init__(self, offset: timedelta) -> None:
        self._offset = offset

    def utcoffset(self, dt: datetime | None) -> timedelta:
        return self._offset

    def dst(self, dt: datetime | None) -> timedelta:
        return timedelta(0)

    def tzname(self, dt: datetime | None) -> str | None:
        return None


@pytest.mark.parametrize(
    ("when", "expected"),
    [
        (datetime(2026, 6, 15, 3, 1, tzinfo=LA), "June 15, 2026, 3:01 AM PDT"),
        (datetime(2026, 1, 5, 0, 7, tzinfo=LA), "January 5, 2026, 12:07 AM PST"),
        (datetime(2026, 7, 6, 12, 0, tzinfo=UTC), "July 6, 2026, 12:00 PM UTC"),
        (
            datetime(2026, 7, 6, 23, 59, tzinfo=ZoneInfo("Asia/Shanghai")),
            "July 6, 2026, 11:59 PM CST",
        ),
        (
            datetime(2026, 3, 9, 9, 30, tzinfo=ZoneInfo("Asia/Dubai")),
            "March 9, 2026, 9:30 AM UTC+4",
        ),
        (
            datetime(2026, 3, 9, 9, 30, tzinfo=timezone(timedelta(hours=2))),
            "March 9, 2026, 9:30 AM UTC+2",
        ),
        (
            datetime(2026, 3, 9, 9, 30, tzinfo=timezone(timedelta(hours=5, minutes=30))),
            "March 9, 2026, 9:30 AM UTC+5:30",
        ),
        (
            datetime(2026, 3, 9, 9, 30, tzinfo=timezone(-timedelta(hours=3, minutes=30))),
            "March 9, 2026, 9:30 AM UTC-3:30",
        ),
        (
            datetime(2026, 3, 9, 9, 30, tzinfo=_NamelessZone(timedelta(hours=-5))),
            "March 9, 2026, 9:30 AM UTC-5",
        ),
        (
            datetime(2026, 3, 9, 9, 30, tzinfo=_NamelessZone(timedelta(0))),
            "March 9, 2026, 9:30 AM UTC",
        ),
        (
            datetime(2026, 3, 9, 9, 30, tzinfo=timezone(timedelta(hours=1), "CET")),
            "March 9, 2026, 9:30 AM CET",
        ),
    ],
)
def test_diary_timestamp(when: datetime, expected: str) -> None:
    assert format_diary_timestamp(when) == expected


def test_diary_timestamp_needs_a_timezone() -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        format_diary_timestamp(datetime(2026, 6, 15, 3, 1))


_STAMP_RE = re.compile(r"^[A-Z][a-z]+ [1-9]\d?, \d{4}, (?:[1-9]|1[0-2]):[0-5]\d [AP]M \S+$")


@given(
    when=st.datetimes(
        min_value=datetime(1971, 1, 1),
        max_value=datetime(2100, 1, 1),
        timezones=st.sampled_from(
            [
                LA,
                UTC,
                ZoneInfo("Asia/Kolkata"),
                ZoneInfo("America/Sao_Paulo"),
                ZoneInfo("Europe/Berlin"),
            ]
        ),
    )
)
def test_diary_timestamp_shape(when: datetime) -> None:
    assert _STAMP_RE.match(format_diary_timestamp(when))


# ---------------------------------------------------------------- diary entries

WHEN = datetime(2026, 6, 15, 3, 1, tzinfo=LA)
LATER = datetime(2026, 6, 16, 3, 2, tzinfo=LA)


def test_first_diary_entry_layout() -> None:
    assert append_diary_entry("", WHEN, "The database hummed.") == (
        "# Dream Diary\n"
        "\n"
        "<!-- openclaw:dreaming:diary:start -->\n"
        "---\n"
        "\n"
        "*June 15, 2026, 3:01 AM PDT*\n"
        "\n"
        "The database hummed.\n"
        "\n"
        "<!-- openclaw:dreaming:diary:end -->\n"
    )


def test_second_entry_goes_before_the_last_end_marker() -> None:
    doc = append_diary_entry("", WHEN, "one")
    doc = append_diary_entry(doc, LATER, "two")
    assert doc == (
        "# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->\n---\n\n"
        "*June 15, 2026, 3:01 AM PDT*\n\none\n\n"
        "\n---\n\n*June 16, 2026, 3:02 AM PDT*\n\ntwo\n\n"
        "<!-- openclaw:dreaming:diary:end -->\n"
    )
    assert parse_diary_entries(doc) == [
        ParsedDiaryEntry("June 15, 2026, 3:01 AM PDT", "one"),
        ParsedDiaryEntry("June 16, 2026, 3:02 AM PDT", "two"),
    ]


def test_existing_document_without_markers_follows_the_new_section() -> None:
    existing = "## Light Sleep\n<!-- openclaw:dreaming:light:start -->\nx\n<!-- openclaw:dreaming:light:end -->"
    doc = append_diary_entry(existing, WHEN, "dream")
    assert doc.endswith("\n\n" + existing + "\n")
    assert doc.startswith("# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->\n---")


def test_only_start_marker_gets_an_end_marker() -> None:
    doc = "# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->\nafter"
    result = append_diary_entry(doc, WHEN, "dream")
    assert result == (
        "# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->"
        "\n---\n\n*June 15, 2026, 3:01 AM PDT*\n\ndream\n\n"
        "<!-- openclaw:dreaming:diary:end -->\n\nafter\n"
    )


def test_diary_text_is_trimmed_and_markers_neutralized() -> None:
    doc = append_diary_entry("", WHEN, "\n  quoting <!-- openclaw:dreaming:diary:end --> ok \n\n")
    assert doc.count("<!-- openclaw:dreaming:diary:end -->") == 1
    assert parse_diary_entries(doc)[-1].text == "quoting &lt;!-- openclaw:dreaming:diary:end --> ok"


def test_rule_lines_inside_an_entry_stay_in_its_text() -> None:
    doc = append_diary_entry("", WHEN, "before\n---\nafter")
    assert parse_diary_entries(doc) == [
        ParsedDiaryEntry("June 15, 2026, 3:01 AM PDT", "before\n---\nafter")
    ]


def test_diary_entries_are_parsed_from_the_whole_file_without_markers() -> None:
    doc = "---\n\n*June 1, 2026, 1:00 AM UTC*\n\nhand written\n"
    assert parse_diary_entries(doc) == [
        ParsedDiaryEntry("June 1, 2026, 1:00 AM UTC", "hand written")
    ]
    assert parse_diary_entries("") == []


_diary_texts = (
    st.lists(st.one_of(_plain_line, st.sampled_from(["", "---", "*x*", "<!-- c -->"])), max_size=6)
    .map("\n".join)
    .filter(lambda text: not re.search(r"^---[ \t]*\n[ \t]*\n\*", text.strip(), re.M))
)


@given(doc=user_docs, texts=st.lists(_diary_texts, min_size=1, max_size=5))
def test_diary_writer_properties(doc: str, texts: list[str]) -> None:
    text = doc
    stamps = []
    for offset, entry in enumerate(texts):
        when = WHEN + timedelta(days=offset)
        stamps.append(format_diary_timestamp(when))
        text = append_diary_entry(text, when, entry)
    assert text.endswith("\n")
    assert parse_diary_entries(text) == [
        ParsedDiaryEntry(stamp, neutralize_markers(entry.strip()))
        for stamp, entry in zip(stamps, texts, strict=True)
    ]
    # The user's text follows the diary section untouched.
    if doc.strip():
        expected_tail = "\n" + doc if doc.endswith("\n") else "\n" + doc + "\n"
        assert text.endswith(expected_tail)
    assert text.count(start_marker("diary")) == 1
    assert text.count(end_marker("diary")) == 1


@given(doc=user_docs, phase=st.sampled_from(PHASES), body=bodies, entry=_diary_texts)
def test_diary_and_blocks_do_not_disturb_each_other(
    doc: str, phase: str, body: str, entry: str
) -> None:
    text = append_diary_entry(replace_managed_block(doc, phase, body), WHEN, entry)
    text = replace_managed_block(text, phase, body)
    assert parse_managed_block(text, phase) == neutralize_markers(body)
    assert [e.text for e in parse_diary_entries(text)] == [neutralize_markers(entry.strip())]


# ---------------------------------------------------------------- update_dreams_file


def test_update_creates_the_file_with_default_mode(tmp_path: Path) -> None:
    path = tmp_path / "DREAMS.md"
    text = update_dreams_file(path, lambda doc: replace_managed_block(doc, "light", "- x"))
    assert path.read_text(encoding="utf-8") == text == block("light", "- x") + "\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_update_skips_the_write_when_nothing_changes(tmp_path: Path) -> None:
    path = tmp_path / "DREAMS.md"
    path.write_text("same\n", encoding="utf-8")
    inode = path.stat().st_ino
    os.utime(path, (1_000_000, 1_000_000))
    assert update_dreams_file(path, lambda doc: doc) == "same\n"
    assert path.stat().st_ino == inode
    assert path.stat().st_mtime == 1_000_000
    missing = tmp_path / "none.md"
    assert update_dreams_file(missing, lambda doc: doc) == ""
    assert not missing.exists()


def test_update_keeps_the_mode_and_replaces_atomically(tmp_path: Path) -> None:
    path = tmp_path / "DREAMS.md"
    path.write_text("old\n", encoding="utf-8")
    path.chmod(0o600)
    update_dreams_file(path, lambda doc: doc + "more\n")
    assert path.read_text(encoding="utf-8") == "old\nmore\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["DREAMS.md"]


def test_update_refuses_symlinks(tmp_path: Path) -> None:
    real = tmp_path / "real.md"
    real.write_text("x\n", encoding="utf-8")
    link = tmp_path / "DREAMS.md"
    link.symlink_to(real)
    with pytest.raises(DocumentError, match="symbolic link"):
        update_dreams_file(link, lambda doc: doc + "y\n")
    assert real.read_text(encoding="utf-8") == "x\n"
    dangling = tmp_path / "dangling.md"
    dangling.symlink_to(tmp_path / "nowhere.md")
    with pytest.raises(DocumentError, match="symbolic link"):
        update_dreams_file(dangling, lambda doc: "new\n")
    assert not (tmp_path / "nowhere.md").exists()


def test_update_refuses_directories(tmp_path: Path) -> None:
    (tmp_path / "DREAMS.md").mkdir()
    with pytest.raises(DocumentError, match="directory"):
        update_dreams_file(tmp_path / "DREAMS.md", lambda doc: "x")


def test_update_refuses_files_over_16_mib(tmp_path: Path) -> None:
    path = tmp_path / "DREAMS.md"
    with path.open("wb") as handle:
        handle.truncate(MAX_DREAMS_BYTES + 1)  # sparse: no 16 MiB written to disk
    with pytest.raises(DocumentError, match=r"16 MiB.*[Ss]plit or archive"):
        update_dreams_file(path, lambda doc: doc)
    assert path.stat().st_size == MAX_DREAMS_BYTES + 1


def test_update_refuses_invalid_utf8(tmp_path: Path) -> None:
    path = tmp_path / "DREAMS.md"
    path.write_bytes(b"ok\n\xff\xfe broken\n")
    with pytest.raises(DocumentError, match="not valid UTF-8"):
        update_dreams_file(path, lambda doc: doc + "x")
    assert path.read_bytes() == b"ok\n\xff\xfe broken\n"


def test_workspace_dreams_path(tmp_path: Path) -> None:
    def dreams_path() -> Path:
        return open_workspace(tmp_path).dreams_path

    assert dreams_path() == tmp_path.resolve() / "DREAMS.md"
    (tmp_path / "dreams.md").write_text("x", encoding="utf-8")
    assert dreams_path().name.lower() == "dreams.md"
    (tmp_path / "DREAMS.md").write_text("y", encoding="utf-8")
    assert dreams_path() == tmp_path.resolve() / "DREAMS.md"


# ---------------------------------------------------------------- atomic.py


def test_read_missing_is_empty_and_bom_is_dropped(tmp_path: Path) -> None:
    assert read_text_or_empty(tmp_path / "missing.md") == ""
    path = tmp_path / "bom.md"
    path.write_bytes("\ufeffhello\r\nworld".encode())
    assert read_text_or_empty(path) == "hello\r\nworld"


def test_read_follows_symlinks_to_regular_files(tmp_path: Path) -> None:
    real = tmp_path / "real.md"
    real.write_text("content", encoding="utf-8")
    link = tmp_path / "link.md"
    link.symlink_to(real)
    assert read_text_or_empty(link) == "content"
    dangling = tmp_path / "dangling.md"
    dangling.symlink_to(tmp_path / "gone.md")
    assert read_text_or_empty(dangling) == ""


def test_read_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "DREAMS.md"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []

    def attempt() -> None:
        try:
            read_text_or_empty(fifo)
        except DocumentError as exc:
            outcome.append(exc)

    worker = threading.Thread(target=attempt, daemon=True)
    worker.start()
    worker.join(timeout=5)
    assert not worker.is_alive(), "reading a FIFO must not block"
    assert outcome and "named pipe" in str(outcome[0])


def test_atomic_write_keeps_newlines_and_encodes_utf8(tmp_path: Path) -> None:
    path = tmp_path / "MEMORY.md"
    atomic_write_text(path, "a\r\nb\n测试")
    assert path.read_bytes() == "a\r\nb\n测试".encode()


def test_atomic_write_refuses_symlink_unless_allowed(tmp_path: Path) -> None:
    real = tmp_path / "real.md"
    real.write_text("old", encoding="utf-8")
    real.chmod(0o640)
    link = tmp_path / "MEMORY.md"
    link.symlink_to(real)
    with pytest.raises(DocumentError, match=re.escape(str(link))):
        atomic_write_text(link, "new")
    assert real.read_text(encoding="utf-8") == "old"
    atomic_write_text(link, "new", refuse_symlink=False)
    assert link.is_symlink()
    assert real.read_text(encoding="utf-8") == "new"
    assert stat.S_IMODE(real.stat().st_mode) == 0o640


def test_atomic_write_refuses_non_regular_targets(tmp_path: Path) -> None:
    (tmp_path / "dir.md").mkdir()
    with pytest.raises(DocumentError, match="directory"):
        atomic_write_text(tmp_path / "dir.md", "x")
    os.mkfifo(tmp_path / "pipe.md")
    with pytest.raises(DocumentError, match="named pipe"):
        atomic_write_text(tmp_path / "pipe.md", "x")
    with pytest.raises(DocumentError, match="does not exist"):
        atomic_write_text(tmp_path / "no" / "such.md", "x")


def test_atomic_write_failure_leaves_the_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "DREAMS.md"
    path.write_text("original", encoding="utf-8")

    def broken_replace(src: str, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(DocumentError, match="No space left"):
        atomic_write_text(path, "new")
    assert path.read_text(encoding="utf-8") == "original"
    assert [p.name for p in tmp_path.iterdir()] == ["DREAMS.md"]


def test_atomic_write_refuses_unencodable_text(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="UTF-8"):
        atomic_write_text(tmp_path / "x.md", "lone \ud800 surrogate")
    assert not (tmp_path / "x.md").exists()


def test_missing_end_marker_does_not_swallow_up_to_a_later_copy() -> None:
    doc = (
        "## Light Sleep\n<!-- openclaw:dreaming:light:start -->\n- stale\n"
        "user text between\n"
        "## Light Sleep\n<!-- openclaw:dreaming:light:start -->\nsecond\n"
        "<!-- openclaw:dreaming:light:end -->\n"
    )
    result = replace_managed_block(doc, "light", "fresh")
    assert result == block("light", "fresh") + "\n" + doc[doc.index("## Light Sleep", 5) :]
