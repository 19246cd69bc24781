"""Daily-note chunking: algorithm.md §3 and §10 (TV6), reference.md §2.2-§2.3."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memtui.engine.documents.chunking import (
    MANAGED_PHASES,
    Chunk,
    blank_managed_blocks,
    chunk_daily_note,
    is_generic_heading,
    split_long_text,
)

TV6_LINES = [
    "# 2026-06-15",
    "## PR 评审",
    "发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。",
    "规范：今后所有测试必须使用真实数据库，不接受 mock。",
    "",
    "## 部署流程",
    "- 发布前必须在 staging 环境验证",
    "- 回滚脚本放在 ops/rollback.sh",
    "- ok",
    "1. 第一步：冻结合并窗口",
    "普通段落紧跟列表，类型切换会截断。",
]
TV6_EXPECTED = [
    Chunk(
        3,
        4,
        "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 "
        "规范：今后所有测试必须使用真实数据库，不接受 mock。",
    ),
    Chunk(7, 8, "部署流程: 发布前必须在 staging 环境验证; 回滚脚本放在 ops/rollback.sh"),
    Chunk(10, 10, "部署流程: 第一步：冻结合并窗口"),
    Chunk(11, 11, "部署流程: 普通段落紧跟列表，类型切换会截断。"),
]


# --- TV6 ---------------------------------------------------------------------------------------


def test_tv6_exact_chunks() -> None:
    assert chunk_daily_note("\n".join(TV6_LINES)) == TV6_EXPECTED


def test_tv6_first_chunk_is_the_74_char_snippet_of_tv1() -> None:
    assert len(chunk_daily_note("\n".join(TV6_LINES))[0].text) == 74


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_tv6_line_endings_and_trailing_newline(newline: str) -> None:
    assert chunk_daily_note(newline.join(TV6_LINES) + newline) == TV6_EXPECTED


def test_leading_bom_is_ignored() -> None:
    assert chunk_daily_note("\ufeff" + "\n".join(TV6_LINES)) == TV6_EXPECTED


def test_form_feed_does_not_shift_line_numbers() -> None:
    chunks = chunk_daily_note("first line here\x0cstill the same line\nsecond line here")
    assert [(c.start_line, c.end_line) for c in chunks] == [(1, 2)]


# --- headings ----------------------------------------------------------------------------------


def test_valid_heading_flushes_and_prefixes() -> None:
    text = "paragraph before heading\n## Notes\nparagraph after heading"
    assert chunk_daily_note(text) == [
        Chunk(1, 1, "paragraph before heading"),
        Chunk(3, 3, "Notes: paragraph after heading"),
    ]


def test_heading_list_markers_are_stripped() -> None:
    assert chunk_daily_note("## 1. Setup steps\ninstall the package first")[0].text == (
        "Setup steps: install the package first"
    )
    assert chunk_daily_note("### - Ideas list\nwrite the storage layer")[0].text == (
        "Ideas list: write the storage layer"
    )


def test_heading_whitespace_collapsed() -> None:
    assert chunk_daily_note("##   Big    Title  \nsome body text")[0].text == (
        "Big Title: some body text"
    )


def test_generic_heading_dropped_flushes_and_keeps_active_heading() -> None:
    # Rule A: a generic heading is not a prefix; the line is dropped (and flushes) and the
    # previous valid heading stays active.
    text = "## Project X\nfirst paragraph line\n## Yesterday\nsecond paragraph line"
    assert chunk_daily_note(text) == [
        Chunk(2, 2, "Project X: first paragraph line"),
        Chunk(4, 4, "Project X: second paragraph line"),
    ]


def test_hash_without_space_is_dropped_not_a_heading() -> None:
    text = "a paragraph line\n#hashtag-only-line\nanother paragraph"
    assert chunk_daily_note(text) == [
        Chunk(1, 1, "a paragraph line"),
        Chunk(3, 3, "another paragraph"),
    ]


def test_seven_hashes_is_not_a_heading() -> None:
    assert chunk_daily_note("####### not a heading\nbody line here") == [
        Chunk(2, 2, "body line here")
    ]


def test_long_heading_shortened_so_the_line_is_kept() -> None:
    heading = "H" * 400
    chunks = chunk_daily_note(f"# {heading}\nbody text here")
    assert len(chunks) == 1 and len(chunks[0].text) <= 280
    assert chunks[0].text.startswith("HHHH") and chunks[0].text.endswith(": body text here")


# --- is_generic_heading -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "title",
    [
        "",
        "   ",
        "Today",
        "yesterday",
        "TOMORROW",
        "Morning",
        "afternoon",
        "evening",
        "Night",
        "2026-06-15",
        "2026/06/15",
        "2026-06-15.md",
        "2026-06-15-standup.md",
        "1/5/26",
        "01-05",
        "Mon, Jan 5th, 2026",
        "Monday, January 5, 2026",
        "January 5",
        "Jan 5th",
        "Jan. 5, 2026",
        "5 January 2026",
        "June 2026",
        "Monday",
        "Monday morning",
        "Today, June 15",
        "2026-06-15 (Mon)",
        "**2026-06-15**",
        "June 15, 2026 at 3:01 AM PDT",
        "15.06.2026",
        "2026-06-15T10:00:00Z",
        "2026年6月15日",
        "6月15日",
        "2026年6月15日 星期一",
        "周五",
        "今天",
        "今天上午",
    ],
)
def test_generic_headings(title: str) -> None:
    assert is_generic_heading(title)


@pytest.mark.parametrize(
    "title",
    [
        "PR 评审",
        "部署流程",
        "Notes",
        "Morning standup",
        "Today's plan",
        "May",
        "2026",
        "v1.2 release",
        "Q3/2026 goals",
        "Meeting with Bob",
        "The 5th",
        "今天的计划",
        "Sunday roast recipe",
    ],
)
def test_non_generic_headings(title: str) -> None:
    assert not is_generic_heading(title)


# --- line rules --------------------------------------------------------------------------------


def test_short_lines_dropped_and_flush() -> None:
    text = "first paragraph line\nshort\nsecond paragraph line"
    assert chunk_daily_note(text) == [
        Chunk(1, 1, "first paragraph line"),
        Chunk(3, 3, "second paragraph line"),
    ]


def test_eight_chars_is_kept_seven_dropped() -> None:
    assert chunk_daily_note("12345678") == [Chunk(1, 1, "12345678")]
    assert chunk_daily_note("1234567") == []
    assert chunk_daily_note("- 1234567") == []


def test_html_comment_flushes_and_is_dropped() -> None:
    text = "first paragraph line\n<!-- a comment line -->\nsecond paragraph line"
    assert [c.start_line for c in chunk_daily_note(text)] == [1, 3]


def test_blank_line_flushes() -> None:
    text = "first paragraph line\n   \nsecond paragraph line"
    assert len(chunk_daily_note(text)) == 2


def test_paragraph_lines_joined_with_space_lists_with_semicolon() -> None:
    assert chunk_daily_note("line one of text\nline two of text")[0].text == (
        "line one of text line two of text"
    )
    assert chunk_daily_note("- item one here\n* item two here\n+ item three here")[0].text == (
        "item one here; item two here; item three here"
    )


def test_type_change_splits() -> None:
    text = "a paragraph first\n- then a list item\nparagraph again here"
    assert [(c.start_line, c.end_line) for c in chunk_daily_note(text)] == [
        (1, 1),
        (2, 2),
        (3, 3),
    ]


def test_ordered_and_bullet_items_share_list_kind() -> None:
    text = "- bullet list item\n2. numbered list item"
    assert chunk_daily_note(text) == [Chunk(1, 2, "bullet list item; numbered list item")]


def test_four_line_cap() -> None:
    text = "\n".join(f"- list item number {i}" for i in range(1, 10))
    assert [(c.start_line, c.end_line) for c in chunk_daily_note(text)] == [
        (1, 4),
        (5, 8),
        (9, 9),
    ]


def test_280_char_split_counts_heading_prefix() -> None:
    line = "x" * 100
    text = "## Head\n" + "\n".join(f"{line}{i}" for i in range(3))
    chunks = chunk_daily_note(text)
    # "Head: " + 101 + 1 + 101 = 209; adding a third line would make 311 > 280.
    assert [(c.start_line, c.end_line) for c in chunks] == [(2, 3), (4, 4)]
    assert all(len(c.text) <= 280 for c in chunks)


def test_single_long_line_split_into_chunks_citing_it() -> None:
    words = [f"w{i}" for i in range(300)]
    chunks = chunk_daily_note("## Head\nfirst line here\n" + " ".join(words) + "\nlast line here")
    long = [c for c in chunks if c.start_line == 3]
    assert len(long) > 4 and all(c.end_line == 3 for c in long)
    assert all(len(c.text) <= 280 and c.text.startswith("Head: ") for c in long)
    # Every word is kept, in order, and none is cut in two.
    assert " ".join(c.text.removeprefix("Head: ") for c in long).split() == words
    assert chunks[0].text == "Head: first line here" and chunks[-1].text == "Head: last line here"


def test_long_line_split_at_sentence_ends_first() -> None:
    sentence = "The deploy script rolls back on any failed health check. "
    chunks = chunk_daily_note(sentence * 12)
    assert len(chunks) > 1
    assert all(c.text.endswith("check.") for c in chunks)
    assert sum(c.text.count("rolls back") for c in chunks) == 12


def test_long_cjk_line_split_at_cjk_boundary_with_nothing_lost() -> None:
    line = "发版前必须由值班负责人审批" * 40
    chunks = chunk_daily_note(f"## 发布\n{line}")
    assert len(chunks) >= 2 and all(len(c.text) <= 280 for c in chunks)
    assert "".join(c.text.removeprefix("发布: ") for c in chunks) == line


def test_long_unbroken_token_hard_cut_but_kept_whole() -> None:
    blob = "A" * 700
    chunks = chunk_daily_note(f"data: {blob}")
    assert "".join(c.text for c in chunks).replace(" ", "") == f"data:{blob}"
    assert all(len(c.text) <= 280 for c in chunks)


def test_split_never_cuts_a_redaction_marker() -> None:
    text = "x" * 275 + "[REDACTED]" + "y" * 50
    pieces = split_long_text(text, 280)
    assert "".join(pieces) == text and pieces[1].startswith("[REDACTED]")


def test_whitespace_inside_lines_collapsed() -> None:
    assert chunk_daily_note("some\t\ttabbed    text here")[0].text == "some tabbed text here"


def test_horizontal_rule_is_dropped() -> None:
    assert chunk_daily_note("first paragraph line\n---\nsecond paragraph line") == [
        Chunk(1, 1, "first paragraph line"),
        Chunk(3, 3, "second paragraph line"),
    ]


def test_empty_and_whitespace_inputs() -> None:
    assert chunk_daily_note("") == []
    assert chunk_daily_note("\n\n\n") == []
    assert chunk_daily_note("# 2026-06-15\n") == []


# --- managed blocks (reference.md §2.2) -------------------------------------------------------


def test_blank_preserves_line_count_and_other_lines() -> None:
    lines = [
        "## Work",
        "real note line",
        "## Light Sleep",
        "<!-- openclaw:dreaming:light:start -->",
        "- Candidate: staged text",
        "  - status: staged",
        "<!-- openclaw:dreaming:light:end -->",
        "after block line",
    ]
    out = blank_managed_blocks(lines)
    assert len(out) == len(lines)
    assert out == ["## Work", "real note line", "", "", "", "", "", "after block line"]


def test_blank_does_not_mutate_input() -> None:
    lines = ["<!-- openclaw:dreaming:rem:start -->", "body", "<!-- openclaw:dreaming:rem:end -->"]
    copy = list(lines)
    blank_managed_blocks(lines)
    assert lines == copy


@pytest.mark.parametrize("phase", MANAGED_PHASES)
def test_every_phase_marker_pair_is_blanked(phase: str) -> None:
    lines = [
        "keep this line",
        f"<!-- openclaw:dreaming:{phase}:start -->",
        "dream output line",
        f"<!-- openclaw:dreaming:{phase}:end -->",
        "keep this too",
    ]
    assert blank_managed_blocks(lines) == ["keep this line", "", "", "", "keep this too"]


def test_heading_blanked_only_when_nearest_nonblank() -> None:
    lines = [
        "## REM Sleep",
        "",
        "<!-- openclaw:dreaming:rem:start -->",
        "### Reflections",
        "- Theme: `db` kept surfacing",
        "<!-- openclaw:dreaming:rem:end -->",
    ]
    assert blank_managed_blocks(lines) == [""] * 6
    lines_with_text = [
        "## Deep Sleep",
        "a user line in between",
        "<!-- openclaw:dreaming:deep:start -->",
        "body",
        "<!-- openclaw:dreaming:deep:end -->",
    ]
    assert blank_managed_blocks(lines_with_text) == [
        "## Deep Sleep",
        "a user line in between",
        "",
        "",
        "",
    ]


def test_bare_rem_heading_strip_stops_before_start_marker() -> None:
    lines = [
        "## REM Sleep",
        "unmarked dream line",
        "<!-- openclaw:dreaming:rem:start -->",
        "body",
        "<!-- openclaw:dreaming:rem:end -->",
        "## Next",
    ]
    assert blank_managed_blocks(lines) == ["", "", "", "", "", "## Next"]


def test_rem_block_with_subheadings_is_fully_blanked() -> None:
    lines = [
        "## REM Sleep",
        "<!-- openclaw:dreaming:rem:start -->",
        "### Reflections",
        "- Theme: `mock` kept surfacing across 3 memories.",
        "### Possible Lasting Truths",
        "- tests use real db [confidence=0.79 evidence=memory/2026-06-15.md:3-4]",
        "<!-- openclaw:dreaming:rem:end -->",
        "## Later",
        "user text after block",
    ]
    out = blank_managed_blocks(lines)
    assert out[:7] == [""] * 7
    assert out[7:] == ["## Later", "user text after block"]


def test_unbalanced_start_stops_before_same_level_heading() -> None:
    lines = [
        "## Light Sleep",
        "<!-- openclaw:dreaming:light:start -->",
        "- Candidate: leaked",
        "### sub heading inside",
        "more dream text",
        "## User Section",
        "user text survives",
    ]
    out = blank_managed_blocks(lines)
    assert out == ["", "", "", "", "", "## User Section", "user text survives"]


def test_unbalanced_start_stops_before_higher_level_heading() -> None:
    lines = ["## Light Sleep", "<!-- openclaw:dreaming:light:start -->", "x", "# Top", "kept"]
    assert blank_managed_blocks(lines) == ["", "", "", "# Top", "kept"]


def test_unbalanced_start_stops_before_next_start_marker() -> None:
    lines = [
        "<!-- openclaw:dreaming:light:start -->",
        "light body",
        "<!-- openclaw:dreaming:rem:start -->",
        "rem body",
        "<!-- openclaw:dreaming:rem:end -->",
        "user text",
    ]
    assert blank_managed_blocks(lines) == ["", "", "", "", "", "user text"]


def test_unbalanced_start_runs_to_eof() -> None:
    lines = ["kept line", "<!-- openclaw:dreaming:deep:start -->", "a", "b"]
    assert blank_managed_blocks(lines) == ["kept line", "", "", ""]


def test_stray_end_marker_is_just_blanked() -> None:
    lines = ["before", "<!-- openclaw:dreaming:light:end -->", "after"]
    assert blank_managed_blocks(lines) == ["before", "", "after"]


def test_bare_light_sleep_heading_starts_a_strip() -> None:
    lines = [
        "## Light Sleep",
        "- Candidate: old unmarked block",
        "  - status: staged",
        "## Notes",
        "user note line",
    ]
    assert blank_managed_blocks(lines) == ["", "", "", "## Notes", "user note line"]


def test_bare_deep_sleep_heading_is_not_stripped() -> None:
    lines = ["## Deep Sleep", "the user wrote about sleep"]
    assert blank_managed_blocks(lines) == lines


def test_markers_tolerate_whitespace_and_case() -> None:
    lines = [
        "  <!--openclaw:dreaming:LIGHT:start-->  ",
        "x",
        "<!-- openclaw:dreaming:light:end -->",
    ]
    assert blank_managed_blocks(lines) == ["", "", ""]


def test_unknown_phase_marker_is_not_a_block() -> None:
    lines = ["<!-- openclaw:dreaming:other:start -->", "kept body"]
    assert blank_managed_blocks(lines) == lines


def test_managed_blocks_never_reach_chunks() -> None:
    text = "\n".join(
        [
            "## 部署流程",
            "- 发布前必须在 staging 环境验证",
            "",
            "## Light Sleep",
            "<!-- openclaw:dreaming:light:start -->",
            "- Candidate: 部署流程: 发布前必须在 staging 环境验证",
            "  - confidence: 0.62",
            "  - evidence: memory/2026-06-15.md:2-2",
            "  - recalls: 0",
            "  - status: staged",
            "<!-- openclaw:dreaming:light:end -->",
            "trailing user paragraph",
        ]
    )
    chunks = chunk_daily_note(text)
    assert chunks == [
        Chunk(2, 2, "部署流程: 发布前必须在 staging 环境验证"),
        # The blanked "## Light Sleep" heading never became the active heading.
        Chunk(12, 12, "部署流程: trailing user paragraph"),
    ]


def test_diary_block_with_heading_is_blanked() -> None:
    lines = [
        "# Dream Diary",
        "",
        "<!-- openclaw:dreaming:diary:start -->",
        "---",
        "",
        "*June 15, 2026 at 3:01 AM PDT*",
        "",
        "A narrative about databases.",
        "",
        "<!-- openclaw:dreaming:diary:end -->",
    ]
    assert blank_managed_blocks(lines) == [""] * len(lines)


# --- properties --------------------------------------------------------------------------------

_line = st.one_of(
    st.text(max_size=120),
    st.sampled_from(
        [
            "",
            "## Heading text",
            "# 2026-06-15",
            "- list item text here",
            "1. numbered item text",
            "<!-- openclaw:dreaming:light:start -->",
            "<!-- openclaw:dreaming:light:end -->",
            "## Light Sleep",
            "x" * 300,
            "普通段落紧跟列表，类型切换会截断。",
        ]
    ),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_line, max_size=40), st.sampled_from(["\n", "\r\n", "\r"]))
def test_chunker_properties(lines: list[str], newline: str) -> None:
    text = newline.join(lines)
    chunks = chunk_daily_note(text)
    line_count = len(chunks) and max(c.end_line for c in chunks)
    previous_end = 0
    for chunk in chunks:
        assert chunk.start_line >= 1 and chunk.start_line <= chunk.end_line
        # Only the pieces of one long line share a line number.
        assert chunk.start_line > previous_end or chunk.start_line == chunk.end_line == previous_end
        assert 8 <= len(chunk.text) <= 280
        assert chunk.text == chunk.text.strip()
        assert "  " not in chunk.text
        previous_end = chunk.end_line
    assert line_count <= len(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=2000))
def test_chunker_never_crashes_on_arbitrary_text(text: str) -> None:
    for chunk in chunk_daily_note(text):
        assert chunk.start_line <= chunk.end_line
        assert len(chunk.text) <= 280


@settings(max_examples=200, deadline=None)
@given(st.lists(_line, max_size=40))
def test_blank_managed_blocks_preserves_length(lines: list[str]) -> None:
    out = blank_managed_blocks(lines)
    assert len(out) == len(lines)
    for before, after in zip(lines, out, strict=True):
        assert after in ("", before)
