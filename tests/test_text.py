"""algorithm.md §1–§2: similarity tokens, Jaccard, claim keys, query hashes, concept tags."""

from __future__ import annotations

import hashlib
import re

from hypothesis import given
from hypothesis import strategies as st

from memtui.engine import text as text_module
from memtui.engine.text import (
    CJK_CLASS,
    claim_key,
    concept_tags,
    counted,
    jaccard,
    query_hash,
    similarity_tokens,
    word_segments,
)


def test_tokens_worked_example() -> None:
    assert similarity_tokens("我喜欢hello你好") == {
        "hello",
        "我",
        "喜",
        "欢",
        "你",
        "好",
        "我喜",
        "喜欢",
        "你好",
    }


def test_words_split_at_cjk_and_accents_stay_whole() -> None:
    assert "mock" in similarity_tokens("用mock测试")
    assert similarity_tokens("café") == {"café"}
    assert similarity_tokens("Hello World") == {"hello", "world"}


def _similarity(left: str, right: str) -> float:
    """What the fuzzy de-duplication compares (algorithm.md §2.1)."""
    return jaccard(similarity_tokens(left), similarity_tokens(right))


def test_similarity_worked_example_is_not_a_duplicate() -> None:
    value = _similarity("测试必须使用真实数据库，不接受 mock", "测试必须用真实数据库，不接受 mock")
    assert round(value, 4) == 0.8571
    assert value < 0.88


def test_similarity_empty_cases() -> None:
    assert _similarity("", "") == 0.0
    assert _similarity("", "x") == 0.0
    assert _similarity("a b", "b a") == 1.0


def test_claim_key_collapses_whitespace() -> None:
    assert claim_key("a  b\n c") == claim_key("a b c")
    assert claim_key("a b c") == hashlib.sha1(b"a b c").hexdigest()[:12]


def test_query_hash_is_trimmed_and_lowercased() -> None:
    assert query_hash("  Database ") == query_hash("database")
    assert query_hash("database") == hashlib.sha1(b"database").hexdigest()[:12]


def test_concept_tags_running_example() -> None:
    tags = concept_tags(
        "memory/2026-06-15.md",
        "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 规范：今后所有测试必须使用真实数据库，不接受 mock。",
    )
    assert len(tags) == 8
    assert {"评审", "mock", "数据库"} <= set(tags)
    assert "2026-06-15.md" not in tags and "pr" not in tags  # date file name, too short


def test_concept_tags_priority_glossary_then_compounds() -> None:
    tags = concept_tags("memory/2026-06-15.md", "Rollback via ops/rollback.sh on the gateway, v2.1")
    assert tags[0] == "gateway"  # glossary first
    assert tags[1:3] == ["ops/rollback.sh", "v2.1"]  # compounds next


def test_concept_tags_rejections() -> None:
    tags = concept_tags(
        "memory/2026-06-15.md", "the user and assistant agreed 12345 2026-06-15 ok mkv"
    )
    assert "user" not in tags and "assistant" not in tags  # role words are stopwords
    assert "12345" not in tags and "2026-06-15" not in tags and "ok" not in tags
    assert tags == ["agreed", "mkv"]
    assert "kv" not in tags  # the short glossary term must stand alone, not inside `mkv`
    assert concept_tags("memory/2026-06-15.md", "moved the kv store")[0] == "kv"


@given(st.text(max_size=300))
def test_tags_are_bounded_and_normalized(text: str) -> None:
    tags = concept_tags("memory/2026-01-01.md", text)
    assert len(tags) <= 8
    assert len(set(tags)) == len(tags)
    for tag in tags:
        assert tag == tag.lower().strip() and 0 < len(tag) <= 32 and "_" not in tag


@given(st.text(max_size=200), st.text(max_size=200))
def test_similarity_is_symmetric_and_bounded(a: str, b: str) -> None:
    value = _similarity(a, b)
    assert 0.0 <= value <= 1.0
    assert value == _similarity(b, a)


# --- tokens for every script (issue 15 item 6) -------------------------------------------------


def test_korean_words_become_tags_not_dropped_syllables() -> None:
    tags = concept_tags("memory/2026-06-15.md", "데이터베이스 마이그레이션은 실제 환경에서 테스트")
    assert {"데이터베이스", "마이그레이션은", "테스트"} <= set(tags)
    assert all(len(t) >= 2 for t in tags)


def test_thai_words_keep_their_vowel_marks() -> None:
    tags = concept_tags("x", "ทดสอบฐานข้อมูล สวัสดีครับ")
    assert tags == ["ทดสอบฐานข้อมูล", "สวัสดีครับ"]


def test_html_comments_are_not_tagged() -> None:
    tags = concept_tags(
        "x", "<!-- openclaw:dreaming:light:start --> rollback pipeline <!-- secretproject"
    )
    assert "secretproject" not in tags and "openclaw" not in tags and "dreaming" not in tags
    assert tags == ["rollback", "pipeline"]


def test_numbers_and_versions_without_letters_are_not_tags() -> None:
    tags = concept_tags("x", "released 2026.9.6 with ratio 0.5, range 10-20, and v2.1 tooling")
    assert not {"2026.9.6", "0.5", "10-20"} & set(tags)
    assert "v2.1" in tags


def test_segmentation_matches_jieba_words() -> None:
    # rjieba is jieba's dictionary and algorithm: the running example cuts as jieba cut it.
    assert word_segments("测试必须使用真实数据库，不接受mock") == [
        "测试",
        "必须",
        "使用",
        "真实",
        "数据库",
        "不",
        "接受",
        "mock",
    ]


# The plain forms of two patterns text.py writes for speed: a look-ahead before each character,
# and a compound tried at every character.
_PLAIN_WORD_RE = re.compile(f"(?:(?![{CJK_CLASS}])[\\w])+")
_PLAIN_COMPOUND_RE = re.compile(r"[^\W_]+(?:[._/-][^\W_]+)+")


@given(st.text(alphabet=st.sampled_from("aZ1_ -./中あ가é\u0301٣#"), max_size=40) | st.text())
def test_the_fast_word_and_compound_patterns_find_what_their_plain_forms_find(text: str) -> None:
    assert text_module._WORD_RE.findall(text) == _PLAIN_WORD_RE.findall(text)
    assert text_module._COMPOUND_RE.findall(text) == _PLAIN_COMPOUND_RE.findall(text)


def test_counted_says_a_count_with_its_noun() -> None:
    """What the CLI and the phases' summaries print: no "2 entrys"."""
    assert counted(1, "entry") == "1 entry"
    assert counted(2, "entry") == "2 entries"
    assert counted(0, "claim") == "0 claims"
    assert counted(3, "day") == "3 days"
