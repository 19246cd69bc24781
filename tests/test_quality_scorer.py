"""The quality benchmark's scorer, pinned with small worked examples, and the stories' labels
checked for consistency (a story whose labels contradict the matcher measures nothing)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench.quality.bm25 import BM25, tokens
from bench.quality.doors import read_transcript
from bench.quality.generator import plan_story
from bench.quality.matcher import Loc, Normalized, normalize, states
from bench.quality.model import A, Item, category_of
from bench.quality.scorer import (
    Entry,
    Hit,
    Labels,
    ThemeSeen,
    fact_searched,
    find_secrets_in_text,
    hit_is_about,
    judge_entry,
    memory_entries,
    passes_top3,
    recognised_themes,
    scan_secrets,
    score_grouping,
    score_memory,
    searched_enough,
    secret_needles,
)
from bench.quality.story import STORIES

# ------------------------------------------------------------------ the matcher


def test_ascii_phrases_match_whole_words_and_star_prefixes() -> None:
    assert states(A("26"), "minSdk 26 (Android 8.0)")
    assert not states(A("26"), "build 2026")
    # only letters and digits are word characters: a date's day still counts
    assert states(A("26"), "3月26日")
    assert states(A("approv*"), "needs the lead's approval")
    assert not states(A("approve"), "needs the lead's approval")
    assert not states(A("prod"), "product review")


def test_a_space_in_a_phrase_meets_hyphen_underscore_or_nothing() -> None:
    for text in ("on-call lead", "oncall lead", "on call lead", "ON_CALL lead"):
        assert states(A("on call lead"), text), text


def test_cjk_phrases_ignore_spaces_and_case() -> None:
    assert states(A("用slog"), "日志统一 用 SLOG 输出")
    assert states(A("值班负责人"), "找当周的值班 负责人审批")
    assert normalize("Ａ  B\tc") == "a b c"


def test_need_counts_concept_groups_not_phrases() -> None:
    anchors = A(("发版", "release*"), ("值班负责人", "on call lead"), ("审批", "approv*"))
    assert anchors.required == 3
    assert states(anchors, "每次发版都要值班负责人审批")
    assert states(anchors, "no release without the on-call lead's approval")
    # the near miss: two of three concepts
    assert not states(anchors, "hotfix 也要走值班负责人审批吗")
    two = A(("a1", "a2"), ("b1",), ("c1",), need=2)
    assert states(two, "a2 and c1") and not states(two, "a1 and a2")


# ------------------------------------------------------------------ MEMORY.md entries

LABELS = Labels(
    items={
        i.id: i
        for i in (
            Item("F.freeze", "", A(("周五", "friday"), ("封版", "freeze"))),
            Item("F.units", "", A(("距离", "distance"), ("整数米", "integer meters"))),
            Item("N.lunch", "", A("拉面")),
            Item("N.plain", ""),  # no anchors: known by its place only
            Item("U.flaky", "", A("test_eta")),
            Item("U.leak", "", A("safari")),
            Item("S.key", "", secrets=("sk-Abc123Def456Ghi789",)),
        )
    },
    places={
        "F.freeze": [Loc("memory/d1.md", 3, 3)],
        "F.units": [Loc("memory/d1.md", 5, 5)],
        "N.lunch": [Loc("memory/d1.md", 7, 7)],
        "N.plain": [Loc("memory/d2.md", 4, 6)],
        "U.flaky": [Loc("memory/d2.md", 9, 9)],
        "U.leak": [Loc("memory/d2.md", 11, 11)],
        "S.key": [Loc("sessions/a.jsonl", 2, 2)],
    },
    resolved={"U.flaky"},
)

MEMORY = """# Long-Term Memory

## My own notes
- 周五下午封版 (user text, not a promotion)

## Promoted From Short-Term Memory (2026-03-10)

<!-- openclaw-memory-promotion:aaa -->
- 发布: 周五 15 点后封版。 [score=0.900 recalls=4 avg=0.800 source=memory/d1.md:3-3]
<!-- openclaw-memory-promotion:bbb -->
- Releases: Friday freeze after 3pm. [score=0.850 recalls=3 avg=0.700 source=sessions/x.jsonl:4-4]
<!-- openclaw-memory-promotion:ccc -->
- 杂记: 距离一律整数米; 午饭吃拉面 [score=0.820 recalls=3 avg=0.700 source=memory/d1.md:5-7]
<!-- openclaw-memory-promotion:ddd -->
- status: nothing here names an item [score=0.810 recalls=3 avg=0.700 source=memory/d2.md:5-5]
<!-- openclaw-memory-promotion:eee -->
- CI: test_eta fails now and then [score=0.810 recalls=3 avg=0.700 source=memory/d2.md:9-9]

## Promoted From Short-Term Memory (2026-03-11)

- Ops: Safari tab leaks memory
- totally unrelated words [score=0.8 source=memory/d9.md:1-1]
"""


def test_entries_are_the_bullets_of_promotion_sections_without_metadata() -> None:
    entries = memory_entries(MEMORY)
    assert [e.text for e in entries] == [
        "发布: 周五 15 点后封版。",
        "Releases: Friday freeze after 3pm.",
        "杂记: 距离一律整数米; 午饭吃拉面",
        "status: nothing here names an item",
        "CI: test_eta fails now and then",
        "Ops: Safari tab leaks memory",
        "totally unrelated words",
    ]
    assert entries[0].source == Loc("memory/d1.md", 3, 3)
    assert entries[5].source is None


def test_memory_score_worked_example() -> None:
    score = score_memory(LABELS, MEMORY)
    kinds = [v.label for v in score.verdicts]
    # by text; by text (fact + lunch); by place (N.plain at d2:5); open = U.leak never resolved
    assert kinds == ["fact", "fact", "fact+false", "false", "resolved", "open", "unlabelled"]
    assert score.facts == 2 and score.entries == 7
    assert score.recalled == ["F.freeze", "F.units"]
    assert score.durable_recall == 1.0
    assert score.distinct_ratio == pytest.approx(2 / 7)
    assert score.duplicates == 1  # the second F.freeze entry
    assert (score.false_promoted, score.open_promoted, score.resolved_promoted) == (2, 1, 1)
    # Both false entries are noise (a lunch line, a plain note known by its place).
    assert score.false_by_category(LABELS) == {"noise": 2}
    assert score.unlabelled == 1
    assert score.longest_entry == len("status: nothing here names an item")


def test_a_verbatim_chunk_carries_its_unanchored_lines_and_a_rewrite_does_not() -> None:
    freeze = Item("F.freeze", "", A(("周五", "friday"), ("封版", "freeze")))
    labels = Labels(
        items={"F.freeze": freeze, "N.leave": Item("N.leave", "")},
        places={"F.freeze": [Loc("m.md", 3, 3)], "N.leave": [Loc("m.md", 4, 4)]},
        written=[
            ("F.freeze", Loc("m.md", 3, 3), "周五 15 点后封版"),
            ("N.leave", Loc("m.md", 4, 4), "阿杰周三下午请假去办通行证"),
        ],
    )
    both = Loc("m.md", 3, 4)
    verbatim = Entry("发布: 周五 15 点后封版; 阿杰周三下午请假去办通行证", both, 1)
    rewrite = Entry("Releases: Friday freeze after 3pm", both, 1)
    neither = Entry("a sentence about nothing labelled", Loc("m.md", 4, 4), 1)
    assert judge_entry(labels, verbatim).kinds == ("fact", "false")
    assert judge_entry(labels, rewrite).kinds == ("fact",)
    assert judge_entry(labels, neither).kinds == ("false",)  # by its source, as a last resort
    assert judge_entry(labels, Entry("nothing", None, 1)).kinds == ()


def test_grouping_counts_claims_per_fact_and_claims_mixing_facts() -> None:
    d1, d2 = "memory/d1.md", "memory/d2.md"
    fragments = [
        (1, True, [Loc(d1, 3, 3)]),  # F.freeze, claim 1
        (1, True, [Loc(d2, 20, 20), Loc(d1, 3, 3)]),  # F.freeze again, same claim
        (7, True, [Loc(d1, 3, 3)]),  # F.freeze in a second claim: a split
        (7, True, [Loc(d1, 5, 5)]),  # F.units in that claim too: it mixes two facts
        (9, False, [Loc(d1, 5, 5)]),  # not durable: not counted
        (4, True, [Loc(d1, 7, 7)]),  # noise alone: no fact, no mixing
    ]
    score = score_grouping(LABELS, fragments)
    assert (score.facts, score.claims, score.mixing) == (2, 3, 1)
    assert score.claims_per_fact == pytest.approx(1.5)
    assert score_grouping(LABELS, []).claims_per_fact is None


def test_no_entries_means_no_ratio_and_zero_recall() -> None:
    score = score_memory(LABELS, "# Long-Term Memory\n")
    assert score.entries == 0 and score.distinct_ratio is None and score.durable_recall == 0.0
    assert score.longest_entry == 0


# ------------------------------------------------------------------ search judgement


def test_top3_passes_on_text_or_place_within_the_first_three() -> None:
    miss = Hit("memory/d9.md", 1, 1, "lunch talk")
    by_place = Hit("memory/d1.md", 2, 4, "发布: something rewritten")
    by_text = Hit("MEMORY.md", 30, 30, "distance is stored as integer meters")
    assert hit_is_about(LABELS, by_place, "F.freeze")
    assert not hit_is_about(LABELS, by_place, "F.units")
    assert hit_is_about(LABELS, by_text, "F.units")
    assert passes_top3(LABELS, [miss, miss, by_place], ["F.freeze"])
    assert not passes_top3(LABELS, [miss, miss, miss, by_place], ["F.freeze"])
    assert passes_top3(LABELS, [miss, by_text], ["F.freeze", "F.units"])
    assert not passes_top3(LABELS, [], ["F.freeze"])


# ------------------------------------------------------------------ secrets


def test_needles_are_the_value_and_its_long_alnum_runs() -> None:
    assert secret_needles("Kestrel@Guest2026") == ["kestrel@guest2026", "guest2026"]
    assert secret_needles("sk-Abc123Def456Ghi789") == [
        "sk-abc123def456ghi789",
        "abc123def456ghi789",
    ]
    assert secret_needles("Ab1") == ["ab1"]


def test_secret_scan_finds_token_forms_and_skips_the_inputs(tmp_path: Path) -> None:
    (tmp_path / "memory").mkdir()
    (tmp_path / ".memtui").mkdir()
    (tmp_path / "memory" / "d1.md").write_text("key sk-Abc123Def456Ghi789\n")
    (tmp_path / "MEMORY.md").write_text("- a key was pasted: [REDACTED]\n")
    # a search index storing lowercase tokens still holds the credential
    (tmp_path / ".memtui" / "memtui.db").write_bytes(b"\x00\x01sk abc123def456ghi789\x00")
    leaks = scan_secrets(LABELS, tmp_path, exclude=["memory/d1.md"])
    assert [(lk.item, lk.path, lk.needle) for lk in leaks] == [
        ("S.key", ".memtui/memtui.db", "abc123def456ghi789")
    ]
    assert len(scan_secrets(LABELS, tmp_path)) == 2


def test_a_code_of_digits_is_found_written_out_but_not_inside_a_longer_number(
    tmp_path: Path,
) -> None:
    labels = Labels({"S.code": Item("S.code", "", secrets=("3906",))}, {})
    (tmp_path / "cache.json").write_text('{"signature": [2212880, 1796580680263906462]}')
    assert scan_secrets(labels, tmp_path) == []
    assert find_secrets_in_text(labels, "mtime 1796580680263906462") == []
    (tmp_path / "MEMORY.md").write_text("- Alarm code is 3906.\n")
    assert [(lk.item, lk.path) for lk in scan_secrets(labels, tmp_path)] == [
        ("S.code", "MEMORY.md")
    ]
    assert find_secrets_in_text(labels, "code:3906#") == [("S.code", "3906")]


# ------------------------------------------------------------------ BM25 and themes


def test_bm25_tokens_are_words_and_cjk_bigrams() -> None:
    assert sorted(tokens("用 Mock 测试真实数据库")) == sorted(
        ["mock", "用", "测试", "试真", "真实", "实数", "数据", "据库"]
    )


def test_bm25_ranks_the_rare_term_first_and_drops_zero_scores() -> None:
    units = [
        Hit("a", 1, 1, "deploy deploy deploy on friday"),
        Hit("b", 1, 1, "the freeze starts friday afternoon"),
        Hit("c", 1, 1, "lunch at the noodle place"),
        Hit("d", 1, 1, "friday lunch"),
    ]
    index = BM25(units)
    assert [h.path for h in index.search("freeze friday")] == ["b", "d", "a"]
    assert [h.path for h in index.search("noodle")] == ["c"]
    assert index.search("nothing matches") == []
    # idf of a term in one of four units: ln(1 + 3.5 / 1.5)
    assert index.idf("freeze") == pytest.approx(1.2040, abs=1e-4)


THEME_CORPUS = Normalized(
    "每次发版都要值班负责人审批。 No release on Friday afternoons. Release trains run Tuesday. "
    "Mia is allergic to peanuts; her swimming class moved. eta-svc 又 OOM 了。 安排别的事"
)
DAY_OF = {"memory/2026-03-02.md": "2026-03-02", "memory/2026-03-03.md": "2026-03-03"}
TWO_DAYS = ("memory/2026-03-02.md:3-4", "memory/2026-03-03.md:7-7")


def test_a_recognised_theme_is_a_story_word_in_several_memories_on_several_days() -> None:
    themes = [ThemeSeen("release", 3, TWO_DAYS), ThemeSeen("eta-svc", 2, TWO_DAYS)]
    assert recognised_themes(themes, THEME_CORPUS, DAY_OF) == ["release", "eta-svc"]
    # a Chinese name is found without word boundaries
    assert recognised_themes([ThemeSeen("发版", 2, TWO_DAYS)], THEME_CORPUS, DAY_OF) == ["发版"]


@pytest.mark.parametrize(
    "theme",
    [
        ThemeSeen("release", 1, TWO_DAYS),  # one memory's words are no theme
        ThemeSeen("release", 4, (TWO_DAYS[0], "memory/2026-03-02.md:9-9")),  # one day's
        ThemeSeen("release", 4, ("sessions/unknown.jsonl:1-1", TWO_DAYS[0])),  # day unknown
        ThemeSeen("swimm", 2, TWO_DAYS),  # a stem is not a word of the story
        ThemeSeen("jsonl", 2, TWO_DAYS),  # a file name's fragment
        ThemeSeen("282b6aecb7ff", 2, TWO_DAYS),  # a hash
        ThemeSeen("friday", 2, TWO_DAYS),  # the calendar
        ThemeSeen("her", 2, TWO_DAYS),  # a pronoun
        ThemeSeen("别的", 2, TWO_DAYS),  # a Chinese function word
    ],
)
def test_an_unrecognisable_theme_is_not_counted(theme: ThemeSeen) -> None:
    assert recognised_themes([theme], THEME_CORPUS, DAY_OF) == []


# ------------------------------------------------------------------ the stories' labels


@pytest.fixture(scope="module", params=sorted(STORIES))
def plan(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    return plan_story(STORIES[request.param]())


def test_every_block_states_its_own_item_and_no_other_fact(plan) -> None:  # type: ignore[no-untyped-def]
    labels = plan.labels
    facts = labels.facts()
    for item_id, _, text in plan.written:
        anchors = labels.items[item_id].anchors
        assert anchors is None or states(anchors, text), (item_id, text)
        other = [f for f in facts if f != item_id and states(labels.items[f].anchors, text)]
        assert not other, (item_id, other, text)


def test_every_secret_is_written_and_its_needles_occur_nowhere_else(plan) -> None:  # type: ignore[no-untyped-def]
    secrets = [i for i in plan.labels.items.values() if i.secrets]
    assert secrets
    inputs = b"\n".join(plan.inputs.values()).lower()
    for item in secrets:
        for value in item.secrets:
            assert value.lower().encode() in inputs, item.id
        for item_id, _, text in plan.written:
            if item_id != item.id:
                low = text.lower()
                assert not any(n in low for v in item.secrets for n in secret_needles(v)), (
                    item.id,
                    text,
                )


def test_registry_items_are_all_used_and_queries_expect_known_items(plan) -> None:  # type: ignore[no-untyped-def]
    story = plan.story
    used = {i for i, _, _ in plan.written}
    assert set(story.items) <= used
    tags = {"zh", "en", "mixed", "cross", "question"}
    for q in story.queries:
        assert q.expect and all(i in plan.labels.items for i in q.expect), q
        assert set(q.tags) <= tags and len({"zh", "en", "mixed"} & set(q.tags)) == 1, q
    for item in story.items.values():
        category_of(item.id)


def test_every_fact_is_restated_in_both_languages_and_in_a_transcript(plan) -> None:  # type: ignore[no-untyped-def]
    for fact in plan.labels.facts():
        texts = [(loc, t) for i, loc, t in plan.written if i == fact]
        assert len({loc.path for loc, _ in texts}) >= 2, fact
        assert any(re.search(r"[\u4e00-\u9fff]", t) for _, t in texts), fact
        assert any(not re.search(r"[\u4e00-\u9fff]", t) for _, t in texts), fact
        assert any(loc.path.endswith(".jsonl") for loc, _ in texts), fact


def test_the_team_story_is_as_large_as_the_issue_asks() -> None:
    plan = plan_story(STORIES["team"]())
    cats = {plan.labels.category(i) for i in plan.labels.places}
    assert {
        "durable",
        "unfinished",
        "resolved-unfinished",
        "tentative",
        "question",
        "noise",
        "secret",
    } <= cats
    assert plan.days >= 35 and plan.searches >= 150 and len(plan.story.queries) >= 30
    assert len(plan.labels.facts()) >= 10
    shapes = {p.split("/")[1] for p in plan.inputs if p.endswith(".jsonl")}
    assert shapes == {"openclaw", "claude-code", "plain"}


def test_plans_are_deterministic() -> None:
    one, two = plan_story(STORIES["team"]()), plan_story(STORIES["team"]())
    assert one.inputs == two.inputs
    assert [(e.at, e.kind, e.query) for e in one.events] == [
        (e.at, e.kind, e.query) for e in two.events
    ]


def test_transcript_lines_are_where_memtui_reads_the_messages(plan) -> None:  # type: ignore[no-untyped-def]
    labelled = {(loc.path, loc.start) for _, loc, _ in plan.written if loc.path.endswith(".jsonl")}
    for path, data in plan.inputs.items():
        if not path.endswith(".jsonl"):
            continue
        for line, text in read_transcript(data):
            assert (path, line) in labelled, (path, line, text)


def test_a_fact_is_searched_enough_by_three_queries_or_three_days() -> None:
    # The diversity gate's rule: the larger of distinct queries and distinct days.
    assert not searched_enough([("bins", "05-04"), ("bins", "05-04"), ("trash day", "05-05")])
    assert searched_enough([("bins", "05-04"), ("bins", "05-05"), ("bins", "05-06")])
    assert searched_enough([("bins", "05-04"), ("trash", "05-04"), ("垃圾", "05-04")])
    assert not searched_enough([])


def test_a_search_finds_a_fact_only_through_a_place_about_it_alone() -> None:
    category = {"F.lang": "durable", "U.bug": "unfinished", "F.vault": "durable"}.get
    assert fact_searched({"F.lang"}, category) == "F.lang"
    # A recap holding a fixed bug and the preference: the search was after one of them.
    assert fact_searched({"U.bug", "F.lang"}, category) is None
    assert fact_searched({"F.lang", "F.vault"}, category) is None
    assert fact_searched({"U.bug"}, category) is None
    assert fact_searched(set(), category) is None
