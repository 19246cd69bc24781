"""MEMORY.md: promotions, budget, undo, rehydration (algorithm.md §6, reference.md §6.3)."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from memtui.engine.documents.dreams_file import neutralize_markers
from memtui.engine.documents.memory_file import (
    MEMORY_HEADER,
    PROMOTION_HEADING_RE,
    AppendResult,
    PromotionItem,
    Rehydrated,
    append_promotions,
    estimate_tokens,
    parse_promotions,
    promotion_keys,
    rehydrate,
    remove_promotion,
    render_bullet,
    replace_promotion_text,
    truncate_to_tokens,
)
from memtui.engine.text import collapse_ws

DAY = "2026-07-06"


def item(key: str, text: str = "tests use a real database", **kw: object) -> PromotionItem:
    fields: dict[str, object] = {
        "score": 0.8591,
        "recalls": 4,
        "avg": 0.64,
        "path": "memory/2026-06-15.md",
        "start_line": 3,
        "end_line": 4,
    }
    fields.update(kw)
    return PromotionItem(key=key, text=text, **fields)  # type: ignore[arg-type]


def section(day: str, *keys: str) -> str:
    bullets = "\n".join(render_bullet(item(k, f"fact {k}")) for k in keys)
    return f"\n## Promoted From Short-Term Memory ({day})\n\n{bullets}\n"


# ---------------------------------------------------------------- markers


def test_promotion_keys() -> None:
    doc = (
        "<!-- openclaw-memory-promotion:memory:claim:abc -->\n"
        "<!--openclaw-memory-promotion:with spaces inside   -->\n"
        "text <!--  openclaw-memory-promotion:inline-->\n"
        "<!-- something else -->\n"
    )
    assert promotion_keys(doc) == {"memory:claim:abc", "with spaces inside", "inline"}
    assert promotion_keys("") == set()


def test_promotion_heading_re() -> None:
    match = PROMOTION_HEADING_RE.match("## Promoted From Short-Term Memory (2026-07-06)  ")
    assert match and match.group(1) == "2026-07-06"
    assert not PROMOTION_HEADING_RE.match("### Promoted From Short-Term Memory (2026-07-06)")


# ---------------------------------------------------------------- tokens


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("", 0),
        ("abcd", 1),
        ("hello", 2),
        ("测试", 2),
        ("测试abc", 3),
        ("한국어", 3),
        ("カタカナ", 4),
        ("\u3400\u4dbf", 2),  # CJK extension A
        # 14 ideographs; the fullwidth comma, the space and "mock" are 6 others → 2
        ("测试必须使用真实数据库，不接受 mock", 16),
    ],
)
def test_estimate_tokens(text: str, tokens: int) -> None:
    assert estimate_tokens(text) == tokens


def test_truncate_keeps_short_text_trimmed() -> None:
    assert truncate_to_tokens("  short fact  ") == "short fact"
    assert truncate_to_tokens("x" * 640) == "x" * 640  # exactly 160 tokens


def test_truncate_cuts_at_a_sentence_end_past_55_percent() -> None:
    text = "A" * 400 + ". " + "b" * 400
    assert truncate_to_tokens(text) == "A" * 400 + "...."


def test_truncate_cuts_at_a_space_past_65_percent() -> None:
    text = "A" * 100 + ". " + "b" * 400 + " " + "c" * 400
    result = truncate_to_tokens(text)
    assert result == "A" * 100 + ". " + "b" * 400 + "..."


def test_truncate_hard_cut_when_no_good_break() -> None:
    text = "A" * 100 + ". " + "b" * 1000
    result = truncate_to_tokens(text)
    assert result == (text[:640]).rstrip() + "..."
    assert estimate_tokens(result) == 161


def test_truncate_cjk_sentence_end() -> None:
    text = "测" * 100 + "。" + "试" * 200
    assert truncate_to_tokens(text) == "测" * 100 + "。..."
    assert truncate_to_tokens("测" * 200, 10) == "测" * 10 + "..."


def test_truncate_degenerate_limits() -> None:
    assert truncate_to_tokens("abcdef", 0) == "..."
    assert truncate_to_tokens("abcdef", -3) == "..."


@given(
    text=st.text(
        st.characters(codec="utf-8", exclude_categories=["Cs"]) | st.sampled_from("测试。！？ ."),
        max_size=400,
    ),
    limit=st.integers(min_value=0, max_value=80),
)
def test_truncate_properties(text: str, limit: int) -> None:
    result = truncate_to_tokens(text, limit)
    stripped = text.strip()
    assert estimate_tokens(result) <= limit + 1
    if estimate_tokens(stripped) <= limit:
        assert result == stripped
    else:
        assert result.endswith("...")
        assert stripped.startswith(result[:-3])


# ---------------------------------------------------------------- bullets


def test_render_bullet_format() -> None:
    assert render_bullet(item("memory:claim:abc")) == (
        "<!-- openclaw-memory-promotion:memory:claim:abc -->\n"
        "- tests use a real database "
        "[score=0.859 recalls=4 avg=0.640 source=memory/2026-06-15.md:3-4]"
    )


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("- dash item", "dash item"),
        ("* star item", "star item"),
        ("+ plus item", "plus item"),
        ("**bold** stays", "**bold** stays"),
        ("two\nlines   here", "two lines here"),
        (
            "quote <!-- openclaw-memory-promotion:x -->",
            "quote &lt;!-- openclaw-memory-promotion:x -->",
        ),
    ],
)
def test_render_bullet_cleans_text(text: str, shown: str) -> None:
    assert render_bullet(item("k", text)).split("\n")[1].startswith(f"- {shown} [score=")


def test_render_bullet_rounds_like_javascript() -> None:
    line = render_bullet(item("k", score=0.0625, avg=1.0)).split("\n")[1]
    assert "[score=0.063 recalls=4 avg=1.000 " in line


@pytest.mark.parametrize("key", ["", " padded", "two\nlines", "a-->b"])
def test_render_bullet_rejects_unstorable_keys(key: str) -> None:
    with pytest.raises(ValueError, match="promotion key"):
        render_bullet(item(key))


# ---------------------------------------------------------------- append


def test_append_into_blank_document() -> None:
    result = append_promotions("", DAY, [item("k1"), item("k2", "second fact")])
    assert result == AppendResult(
        text=(
            "# Long-Term Memory\n"
            "\n"
            "## Promoted From Short-Term Memory (2026-07-06)\n"
            "\n"
            "<!-- openclaw-memory-promotion:k1 -->\n"
            "- tests use a real database "
            "[score=0.859 recalls=4 avg=0.640 source=memory/2026-06-15.md:3-4]\n"
            "<!-- openclaw-memory-promotion:k2 -->\n"
            "- second fact [score=0.859 recalls=4 avg=0.640 source=memory/2026-06-15.md:3-4]\n"
        ),
        appended=["k1", "k2"],
        reconciled=[],
        dropped_dates=[],
    )


def test_append_after_user_text_keeps_it() -> None:
    doc = "# Long-Term Memory\n\n## Preferences\n- tea, not coffee"
    result = append_promotions(doc, DAY, [item("k1")])
    assert result.text == doc + "\n" + section(DAY, "k1").replace(
        "fact k1", "tests use a real database"
    )


def test_append_reconciles_existing_keys_and_is_idempotent() -> None:
    first = append_promotions("", "2026-07-05", [item("k1")])
    second = append_promotions(first.text, DAY, [item("k1"), item("k2"), item("k2")])
    assert second.appended == ["k2"]
    assert second.reconciled == ["k1", "k2"]
    third = append_promotions(second.text, DAY, [item("k1"), item("k2")])
    assert third == AppendResult(second.text, [], ["k1", "k2"], [])


def test_same_day_section_is_extended_not_duplicated() -> None:
    doc = append_promotions("# Long-Term Memory\n\nuser\n", DAY, [item("k1")]).text
    doc += "\n## Later User Section\nnotes\n"
    result = append_promotions(doc, DAY, [item("k2", "another")])
    assert result.text.count(f"({DAY})") == 1
    keys_in_order = [p.key for p in parse_promotions(result.text)]
    assert keys_in_order == ["k1", "k2"]
    assert result.text.endswith("\n## Later User Section\nnotes\n")
    k2_line = result.text.index("openclaw-memory-promotion:k2")
    assert k2_line < result.text.index("## Later User Section")
    assert "another [score" in result.text


def test_same_day_heading_without_bullets_gets_a_blank_line() -> None:
    doc = f"# Long-Term Memory\n\n## Promoted From Short-Term Memory ({DAY})\n"
    result = append_promotions(doc, DAY, [item("k1")])
    assert result.text == (
        f"# Long-Term Memory\n\n## Promoted From Short-Term Memory ({DAY})\n\n"
        + render_bullet(item("k1"))
        + "\n"
    )


def test_append_rejects_multiline_day() -> None:
    with pytest.raises(ValueError):
        append_promotions("", "2026-07-06\n## x", [item("k")])


def test_append_nothing_returns_document_unchanged() -> None:
    assert append_promotions("user text", DAY, []) == AppendResult("user text", [], [], [])


# ---------------------------------------------------------------- budget


def _user_doc(size: int) -> str:
    return "# Long-Term Memory\n\n## Mine\n" + "u" * size + "\n"


def test_compact_fits_unchanged_and_budget_zero_is_off() -> None:
    existing = _user_doc(10) + section("2026-01-01", "a")
    fits = append_promotions(existing, DAY, [item("z", "fact z")], 10_000)
    assert fits.dropped_dates == [] and fits.text == existing + section(DAY, "z")
    off = append_promotions(existing, DAY, [item("z", "x" * 100_000)], 0)
    assert off.dropped_dates == [] and off.text.startswith(existing)


def test_compact_drops_oldest_sections_first_until_it_fits() -> None:
    old = section("2026-01-02", "b")
    older = section("2026-01-01", "a")
    newest = section("2026-01-03", "c")
    existing = _user_doc(50) + old + older + newest
    new_section = section(DAY, "z")
    # Room for everything but two sections' worth.
    budget = len(existing) + len(new_section) + 21 - len(older) - len(old) + 5
    result = append_promotions(existing, DAY, [item("z", "fact z")], budget)
    assert result.dropped_dates == ["2026-01-01", "2026-01-02"]
    assert "(2026-01-03)" in result.text and "u" * 50 in result.text
    assert result.text.endswith(new_section) and len(result.text) <= budget - 21


def test_compact_block_accounting_matches_the_reference() -> None:
    # blocks: preamble, one promotion block; dropping it subtracts len(block) + 1.
    existing = (
        "# T\n"
        + "## Promoted From Short-Term Memory (2026-01-01)\n<!-- openclaw-memory-promotion:a -->\n- x"
    )
    new_section = section(DAY, "z")
    block_len = len(existing) - len("# T\n")
    budget = 21 + len(existing) + len(new_section) - (block_len + 1)
    for room in (budget, budget - 1):  # one character short: it writes anyway
        result = append_promotions(existing, DAY, [item("z", "fact z")], room)
        assert result.dropped_dates == ["2026-01-01"]
        assert result.text == "# T\n" + new_section


def test_compact_never_drops_user_text() -> None:
    user_in_section = (
        "\n## Promoted From Short-Term Memory (2026-01-01)\n\n"
        "<!-- openclaw-memory-promotion:a -->\n- fact a [score=0.900 recalls=3 avg=0.700 source=m.md:1-1]\n"
        "my own note under the generated heading\n"
    )
    existing = _user_doc(500) + user_in_section + section("2026-01-02", "b")
    result = append_promotions(existing, DAY, [item("z", "fact z")], 100)
    assert result.dropped_dates == ["2026-01-02"]
    assert "my own note under the generated heading" in result.text
    assert "u" * 500 in result.text


def test_append_with_budget_reports_dropped_dates_and_keeps_the_new_section() -> None:
    doc = "# Long-Term Memory\n" + section("2026-06-01", "a") + section("2026-06-02", "b")
    result = append_promotions(doc, DAY, [item("z")], budget_chars=len(doc) + 40)
    assert result.dropped_dates == ["2026-06-01", "2026-06-02"][: len(result.dropped_dates)]
    assert result.dropped_dates
    assert "z" in promotion_keys(result.text)
    assert result.text.startswith("# Long-Term Memory\n")
    again = append_promotions(result.text, DAY, [item("z")], budget_chars=len(doc) + 40)
    assert again.text == result.text


def test_append_never_drops_a_section_holding_a_reconciled_key() -> None:
    doc = "# Long-Term Memory\n" + section("2026-06-01", "a") + section("2026-06-02", "b")
    result = append_promotions(doc, DAY, [item("a"), item("z")], budget_chars=50)
    assert result.reconciled == ["a"]
    assert result.dropped_dates == ["2026-06-02"]
    assert {"a", "z"} <= promotion_keys(result.text)
    assert (
        append_promotions(result.text, DAY, [item("a"), item("z")], budget_chars=50).text
        == result.text
    )


def test_append_same_day_under_budget_pressure_keeps_todays_section() -> None:
    doc = "# Long-Term Memory\n" + section("2026-06-01", "a") + section(DAY, "b")
    result = append_promotions(doc, DAY, [item("c")], budget_chars=60)
    assert result.dropped_dates == ["2026-06-01"]
    assert [p.key for p in parse_promotions(result.text)] == ["b", "c"]


def test_compacting_everything_restores_the_header() -> None:
    doc = section("2026-06-01", "a").lstrip("\n")
    result = append_promotions(doc, DAY, [item("z")], budget_chars=30)
    assert result.dropped_dates == ["2026-06-01"]
    assert result.text.startswith(
        MEMORY_HEADER + "## Promoted From Short-Term Memory (2026-07-06)\n"
    )


# ---------------------------------------------------------------- undo and edit


def test_remove_promotion_undoes_an_append() -> None:
    doc = "# Long-Term Memory\n\n## Mine\nkeep\n"
    applied = append_promotions(doc, DAY, [item("k1"), item("k2")]).text
    partly, found = remove_promotion(applied, "k1")
    assert found and "k1" not in promotion_keys(partly) and f"({DAY})" in partly
    restored, found = remove_promotion(partly, "k2")
    assert found and restored == doc


def test_remove_promotion_middle_section() -> None:
    doc = "# Long-Term Memory\n" + section("2026-06-01", "a") + section("2026-06-02", "b")
    result, found = remove_promotion(doc, "a")
    assert found
    assert result == "# Long-Term Memory\n" + section("2026-06-02", "b")


def test_remove_promotion_missing_and_inline() -> None:
    assert remove_promotion("# x\n", "k") == ("# x\n", False)
    doc = "user line <!-- openclaw-memory-promotion:k --> stays\n"
    assert remove_promotion(doc, "k") == ("user line  stays\n", True)


def test_remove_keeps_user_section_holding_a_moved_marker() -> None:
    doc = "## Mine\n<!-- openclaw-memory-promotion:k -->\n- moved bullet\n"
    assert remove_promotion(doc, "k") == ("## Mine\n", True)


def test_replace_promotion_text_keeps_metadata() -> None:
    doc = append_promotions("", DAY, [item("k1"), item("k2")]).text
    edited, found = replace_promotion_text(doc, "k2", "- tests must hit a real Postgres\n")
    assert found
    assert (
        "- tests must hit a real Postgres [score=0.859 recalls=4 avg=0.640 "
        "source=memory/2026-06-15.md:3-4]"
    ) in edited
    assert [p.text for p in parse_promotions(edited)] == [
        "tests use a real database",
        "tests must hit a real Postgres",
    ]
    assert edited.count("\n") == doc.count("\n")
    assert replace_promotion_text(doc, "nope", "x") == (doc, False)


def test_replace_promotion_text_edge_cases() -> None:
    with pytest.raises(ValueError):
        replace_promotion_text("", "k", "   ")
    bare = "<!-- openclaw-memory-promotion:k -->\n"
    assert replace_promotion_text(bare, "k", "restored") == (
        "<!-- openclaw-memory-promotion:k -->\n- restored\n",
        True,
    )
    crlf = "<!-- openclaw-memory-promotion:k -->\r\n- old [score=1.000 recalls=1 avg=1.000 source=a:1-1]\r\n"
    assert replace_promotion_text(crlf, "k", "new")[0] == (
        "<!-- openclaw-memory-promotion:k -->\r\n- new [score=1.000 recalls=1 avg=1.000 source=a:1-1]\r\n"
    )


# ---------------------------------------------------------------- properties

_chars = st.characters(codec="utf-8", exclude_categories=("Cs", "Cc"))
_user_line = st.one_of(
    st.text(_chars, max_size=30),
    st.sampled_from(
        [
            "",
            "# Long-Term Memory",
            "## Preferences",
            "- likes tea",
            "### sub",
            "测试必须使用真实数据库",
        ]
    ),
).filter(lambda line: "<!--" not in line and not PROMOTION_HEADING_RE.match(line))
user_docs = st.lists(_user_line, max_size=10).map("\n".join)
keys = (
    st.text(st.sampled_from("abcdefgh0123456789:-_ "), min_size=1, max_size=12)
    .map(str.strip)
    .filter(lambda key: bool(key) and "-->" not in key)
)
items_strategy = st.lists(
    st.builds(
        PromotionItem,
        key=keys,
        text=st.text(_chars | st.sampled_from("\n-*+ "), min_size=1, max_size=60),
        score=st.floats(0, 1),
        recalls=st.integers(0, 99),
        avg=st.floats(0, 1),
        path=st.sampled_from(
            ["memory/2026-06-15.md", "memory/.dreams/session-corpus/2026-06-16.txt"]
        ),
        start_line=st.integers(1, 500),
        end_line=st.integers(1, 500),
    ),
    max_size=6,
)
days = st.sampled_from(["2026-06-01", "2026-06-02", "2026-07-06"])


def _expected_text(text: str) -> str:
    return neutralize_markers(re.sub(r"^[-*+]\s+", "", collapse_ws(text), count=1))


def _strip_generated(doc: str) -> list[str]:
    """The document's lines outside promotion sections (what compaction must never touch)."""
    kept: list[str] = []
    inside = False
    for line in doc.split("\n"):
        if line.startswith("## "):
            inside = bool(PROMOTION_HEADING_RE.match(line))
        if not inside and line.strip():
            kept.append(line)
    return kept


@given(doc=user_docs, day=days, items=items_strategy)
def test_append_properties(doc: str, day: str, items: list[PromotionItem]) -> None:
    result = append_promotions(doc, day, items, budget_chars=0)
    unique = list(dict.fromkeys(i.key for i in items))
    assert result.appended == unique
    assert promotion_keys(result.text) == set(unique)
    # Round trip: the bullets read back as the cleaned item texts, first occurrence per key.
    first_text: dict[str, str] = {}
    for it in items:
        first_text.setdefault(it.key, _expected_text(it.text))
    assert {p.key: p.text for p in parse_promotions(result.text)} == first_text
    # User text is a prefix, untouched (or the header was added to a blank document).
    if doc.strip():
        assert result.text.startswith(doc)
    elif unique:
        assert result.text.startswith(MEMORY_HEADER)
    # Idempotent.
    again = append_promotions(result.text, day, items, budget_chars=0)
    assert again.text == result.text and again.appended == []


@given(
    doc=user_docs,
    history=st.lists(st.tuples(days, items_strategy), max_size=4),
    day=days,
    items=items_strategy,
    budget=st.integers(0, 3000),
)
def test_budget_never_touches_user_text(
    doc: str,
    history: list[tuple[str, list[PromotionItem]]],
    day: str,
    items: list[PromotionItem],
    budget: int,
) -> None:
    text = doc
    for past_day, past_items in history:
        text = append_promotions(text, past_day, past_items, budget_chars=0).text
    result = append_promotions(text, day, items, budget_chars=budget)
    assert _strip_generated(result.text)[: len(_strip_generated(text))] == _strip_generated(
        text
    ) or (not text.strip())
    assert set(result.appended) <= promotion_keys(result.text)
    assert {i.key for i in items} <= promotion_keys(result.text)
    if result.dropped_dates:
        assert len(result.dropped_dates) <= len(history)
        assert result.dropped_dates == sorted(result.dropped_dates)
    assert append_promotions(result.text, day, items, budget_chars=budget).text == result.text


@given(doc=user_docs, day=days, items=items_strategy.filter(bool))
def test_removing_every_appended_key_restores_the_document(
    doc: str, day: str, items: list[PromotionItem]
) -> None:
    assume(doc.strip())
    doc = doc if doc.endswith("\n") else doc + "\n"
    result = append_promotions(doc, day, items, budget_chars=0)
    text = result.text
    for key in result.appended:
        text, found = remove_promotion(text, key)
        assert found
    assert text == doc


# ---------------------------------------------------------------- rehydration

TV6 = (
    "# 2026-06-15\n"
    "## PR 评审\n"
    "发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。\n"
    "规范：今后所有测试必须使用真实数据库，不接受 mock。\n"
    "\n"
    "## 部署流程\n"
    "- 发布前必须在 staging 环境验证\n"
    "- 回滚脚本放在 ops/rollback.sh\n"
    "- ok\n"
    "1. 第一步：冻结合并窗口\n"
    "普通段落紧跟列表，类型切换会截断。\n"
)
PR_CHUNK = (
    "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 "
    "规范：今后所有测试必须使用真实数据库，不接受 mock。"
)
DEPLOY_CHUNK = "部署流程: 发布前必须在 staging 环境验证; 回滚脚本放在 ops/rollback.sh"


@pytest.mark.parametrize(
    ("start", "end", "target"),
    [
        (3, 4, PR_CHUNK),
        (7, 8, DEPLOY_CHUNK),
        (10, 10, "部署流程: 第一步：冻结合并窗口"),
        (11, 11, "部署流程: 普通段落紧跟列表，类型切换会截断。"),
    ],
)
def test_rehydrate_tv6_chunks_in_place(start: int, end: int, target: str) -> None:
    assert rehydrate(TV6, start, end, target) == Rehydrated(start, end, target)


def test_rehydrate_plain_reference_match() -> None:
    text = "line one\nthe quick brown fox\njumps over\n"
    assert rehydrate(text, 2, 3, "the quick brown fox jumps over") == Rehydrated(
        2, 3, "the quick brown fox jumps over"
    )


def test_rehydrate_follows_moved_text() -> None:
    moved = "new intro\nmore intro\n\n" + TV6
    assert rehydrate(moved, 7, 8, DEPLOY_CHUNK) == Rehydrated(10, 11, DEPLOY_CHUNK)


def test_rehydrate_prefers_the_copy_nearest_the_stored_range() -> None:
    text = "alpha fact here\n" + "filler line\n" * 20 + "alpha fact here\n"
    assert rehydrate(text, 20, 20, "alpha fact here") == Rehydrated(22, 22, "alpha fact here")
    assert rehydrate(text, 2, 2, "alpha fact here") == Rehydrated(1, 1, "alpha fact here")


def test_rehydrate_quality_two_window_contains_target() -> None:
    # A truncated fragment: the current lines hold more than the stored text.
    text = "intro\nthe quick brown fox jumps over the lazy dog\n"
    found = rehydrate(text, 2, 2, "the quick brown fox")
    assert found == Rehydrated(2, 2, "the quick brown fox jumps over the lazy dog")


def test_rehydrate_quality_one_target_contains_window() -> None:
    # One of the two lines was deleted: the remaining line is part of the target.
    text = "intro\nthe quick brown fox\nunrelated\n"
    found = rehydrate(text, 2, 3, "the quick brown fox jumps over")
    assert found == Rehydrated(2, 2, "the quick brown fox")


def test_rehydrate_exact_beats_partial_even_when_farther() -> None:
    text = "fox\n" + "x y z\n" * 10 + "the quick brown fox\n"
    assert rehydrate(text, 1, 1, "the quick brown fox") == Rehydrated(12, 12, "the quick brown fox")


def test_rehydrate_gone_text_is_none() -> None:
    assert rehydrate(TV6, 3, 4, "完全不存在的内容 nothing like it") is None
    assert rehydrate("", 1, 1, "x") is None


def test_rehydrate_rejects_text_inside_dreaming_fences() -> None:
    text = (
        "## Light Sleep\n<!-- openclaw:dreaming:light:start -->\n"
        "- Candidate: the quick brown fox\n<!-- openclaw:dreaming:light:end -->\n"
    )
    assert rehydrate(text, 3, 3, "the quick brown fox") is None
    unterminated = "## Light Sleep\n<!-- openclaw:dreaming:rem:start -->\nthe quick brown fox\n"
    assert rehydrate(unterminated, 3, 3, "the quick brown fox") is None


def test_rehydrate_finds_the_copy_outside_a_fence() -> None:
    text = (
        "<!-- openclaw:dreaming:light:start -->\nthe quick brown fox\n"
        "<!-- openclaw:dreaming:light:end -->\n## Notes\nthe quick brown fox\n"
    )
    assert rehydrate(text, 2, 2, "the quick brown fox") == Rehydrated(5, 5, "the quick brown fox")


def test_fence_without_end_stops_at_the_next_top_heading() -> None:
    text = "<!-- openclaw:dreaming:light:start -->\nstale\n## Notes\nthe quick brown fox\n"
    assert rehydrate(text, 4, 4, "the quick brown fox") == Rehydrated(4, 4, "the quick brown fox")


def test_rehydrate_ignores_promotion_marker_windows() -> None:
    text = "<!-- openclaw-memory-promotion:k -->\n"
    assert rehydrate(text, 1, 1, "openclaw-memory-promotion:k") is None


def test_rehydrate_empty_target_takes_the_stored_range() -> None:
    text = "a b\n c   d \n\n"
    assert rehydrate(text, 1, 2, "") == Rehydrated(1, 2, "a b c d")
    assert rehydrate(text, 3, 3, "") is None
    assert rehydrate(text, 9, 9, "") is None


def test_rehydrate_crlf_and_custom_normalize() -> None:
    text = "Intro\r\nThe Quick Brown Fox\r\n"
    assert rehydrate(text, 2, 2, "The Quick Brown Fox") == Rehydrated(2, 2, "The Quick Brown Fox")
    lower = rehydrate(text, 2, 2, "the quick brown fox", normalize=lambda s: collapse_ws(s).lower())
    assert lower == Rehydrated(2, 2, "the quick brown fox")


def test_rehydrate_clamps_bad_ranges() -> None:
    assert rehydrate("only line here\n", 0, -5, "only line here") == Rehydrated(
        1, 1, "only line here"
    )


@given(
    lines=st.lists(st.text(_chars, min_size=1, max_size=20), min_size=1, max_size=15),
    data=st.data(),
)
def test_rehydrate_finds_any_unchanged_range(lines: list[str], data: st.DataObject) -> None:
    assume(all("<!--" not in line for line in lines))
    start = data.draw(st.integers(1, len(lines)))
    end = data.draw(st.integers(start, min(len(lines), start + 3)))
    target = collapse_ws(" ".join(lines[start - 1 : end]))
    assume(re.search(r"[^\W_]", target))
    found = rehydrate("\n".join(lines) + "\n", start, end, target)
    assert found == Rehydrated(start, end, target)
