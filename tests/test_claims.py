"""Claims, not chunks (algorithm.md §6.5): restatements pool their evidence and promote once; open
items never promote; MEMORY.md entries are reinforced, not repeated."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import at, nights, write_note

from memtui.engine.documents.memory_file import memory_entries, promotion_keys
from memtui.engine.dream.explain import explain_fragment
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.similarity import (
    CLAIM_SIMILARITY,
    bridged,
    claim_terms,
    clock_terms,
    comparable_terms,
    date_terms,
    entry_similarity,
    frequency_terms,
    lexical_similarity,
    matching_entry,
    quantity_terms,
    same_claim,
    statement_claim_terms,
)
from memtui.engine.store import Store
from memtui.engine.store.claims import merge_claims
from memtui.engine.store.fragments import load_views, score_table
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

ZH_RULE = "测试必须使用真实数据库，不接受 mock。"
EN_RULE = "Tests must use a real database, never a mock."
ZH_AGAIN = "再强调一次：测试一律用真实数据库，mock 不行。"


# ------------------------------------------------------------------ the rule, pure


@pytest.mark.parametrize(
    ("left", "right"),
    [
        (ZH_RULE, EN_RULE),
        (ZH_RULE, ZH_AGAIN),
        ("User: " + EN_RULE, "Assistant: 已记到规范里：测试必须使用真实数据库，不用 mock"),
        ("[ ] 修复登录测试 flaky 问题", "登录测试 flaky 已修复（#123）"),
        ("On-call handover: every Monday 10:00 in #ops", "值班交接：每周一 10:00 在 #ops 频道"),
    ],
)
def test_restatements_are_one_claim(left: str, right: str) -> None:
    assert same_claim(left, right)


@pytest.mark.parametrize(
    ("left", "right"),
    [
        (EN_RULE, "Tests must run in CI before every merge"),
        ("Deploy only on Tuesdays and Thursdays", "Never deploy on Fridays"),
        ("Staging lives on db-staging port 5432", "Redis cache TTL is 300 seconds"),
        # One chat channel is no issue number: two rules posted there are two claims.
        (
            "Hotfixes need the release owner's approval too; post the link in #ops-oncall.",
            "Handover is every Monday 10:00 in #ops-oncall.",
        ),
    ],
)
def test_different_facts_are_different_claims(left: str, right: str) -> None:
    assert not same_claim(left, right)


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        ("周五 15:00 以后不发版", "15:00"),
        ("平时的周五 15 点后不发版", "15:00"),
        ("下午三点之后封版", "15:00"),
        ("no meetings before 10am", "10:00"),
        ("上午十点半开会", "10:30"),
        ("standup at 09:30", "9:30"),
        ("不再是中午一点了", "13:00"),
        ("中午十二点吃饭", "12:00"),
        ("员工餐四点一刻开饭", "4:15"),
        ("三点三刻集合", "3:45"),
    ],
)
def test_a_time_of_day_is_one_term_in_every_spelling(text: str, clock: str) -> None:
    assert clock in clock_terms(text)[0]
    assert clock in claim_terms(text)


@pytest.mark.parametrize(
    ("text", "terms", "not_terms"),
    [
        # Chinese writes numbers against its characters: still a clock time, not "00" and "30".
        ("以前是16:00来取，从今天起改成16:30", {"16:00", "16:30"}, {"00", "30"}),
        ("每次用量不超过250毫升", {"250"}, set()),
        ("于May 14开会", {"5-14"}, set()),
        ("12 May前交", {"5-12"}, set()),
        # A Latin word's tail is not a number ("v2" stays one term; "abc16" is not 16:00).
        ("abc16:00 build", set(), {"16:00"}),
        ("12 Mayday", set(), {"5-12"}),
    ],
)
def test_numbers_written_against_chinese_characters_are_read(
    text: str, terms: set[str], not_terms: set[str]
) -> None:
    found = claim_terms(text)
    assert terms <= found
    assert not (not_terms & found)


@pytest.mark.parametrize(
    ("text", "quantity"),
    [
        ("/v1 还要保留六个月", "6month"),
        ("/v1 stays up for six months", "6month"),
        ("不稳定的测试 24 小时内隔离", "24hour"),
        ("quarantined within 24 hours", "24hour"),
        ("超过 400 行的 PR 要拆开", "400line"),
        ("at least three days", "3day"),
    ],
)
def test_a_duration_is_one_term_in_both_languages(text: str, quantity: str) -> None:
    assert quantity in quantity_terms(text)


@pytest.mark.parametrize(
    "text",
    [
        "Nov 14",
        "on November 14.",
        "14 November 2026",
        "the 14th of November",
        "11 月 14 号",
        "十一月十四日",
        "2026-11-14",
    ],
)
def test_a_day_of_the_year_is_one_value_in_both_languages(text: str) -> None:
    assert date_terms(text) == {"11-14"}


def test_a_word_that_looks_like_a_month_is_no_date() -> None:
    assert date_terms("I may 3 times") == set()
    assert date_terms("in March 2026, 3 of 14") == set()


def test_a_birthday_told_in_chinese_and_in_english_is_one_claim() -> None:
    zh = "妈妈的生日是 11 月 14 号。"
    en = (
        "Put Mom's birthday (Nov 14) on the calendar with an 8 am alarm — a phone call, not a text."
    )
    a, b = statement_claim_terms(zh), statement_claim_terms(en)
    assert "11-14" in a & b
    assert entry_similarity(zh, a, en, b) >= CLAIM_SIMILARITY
    other = "Put Dad's birthday (Nov 12) on the calendar with an 8 am alarm."
    assert entry_similarity(zh, a, other, statement_claim_terms(other)) < CLAIM_SIMILARITY


@pytest.mark.parametrize(
    ("text", "frequency"),
    [
        ("Each member can book the court once a week.", "1xweek"),
        ("One booking per member per week.", "1xweek"),
        ("每位会员每周一次", "1xweek"),
        ("一周只能订一次", "1xweek"),
        ("Feed the fish twice a day", "2xday"),
        ("每天喂两次", "2xday"),
        ("three sessions a month", "3xmonth"),
    ],
)
def test_a_frequency_is_one_value_in_both_languages(text: str, frequency: str) -> None:
    assert frequency_terms(text) == {frequency}
    assert frequency in claim_terms(text)


def test_once_a_week_is_no_monday() -> None:
    """每周一次 is "once a week"; 每周一 alone is Monday."""
    assert "monday" not in statement_claim_terms("每位会员每周一次")
    assert "monday" in statement_claim_terms("每周一早上开会")
    assert frequency_terms("每周一早上开会") == set()


def test_a_rule_restated_with_its_frequency_in_other_words_is_one_claim() -> None:
    a = "Each member can book the court once a week; the sheet shows the last booking."
    b = "One booking per member per week, and the week starts on Monday."
    terms_a, terms_b = statement_claim_terms(a), statement_claim_terms(b)
    assert "1xweek" in terms_a & terms_b
    other = "Members can bring a guest twice a month."
    assert "1xweek" not in statement_claim_terms(other)


def test_dates_and_bare_numbers_are_no_durations() -> None:
    assert quantity_terms("3 月 12 日复盘") == set()
    assert quantity_terms("2026 年的计划") == set()
    assert clock_terms("v3.5 went to 1.5% of traffic")[0] == set()


def test_an_entry_restated_with_another_clock_matches_it() -> None:
    """Worked example: two ways to write the Friday freeze share 'friday', '15:00' and the
    'day before a holiday' bigrams: Dice 2·4/21 ≈ 0.38 — below the claim bar (0.5) among all
    fragments, above the entry bar (0.3 with a shared value) against MEMORY.md."""
    old = "发布: 周毅补了一条：周五 15:00 以后不发版，节假日前一天同样封版。有紧急修复走 hotfix 流程。"
    new = "发布: 今天周五又是清明前一天：全天封版，平时的周五 15 点后不发版规则照旧。"
    a, b = claim_terms(old), claim_terms(new)
    assert {"friday", "15:00"} <= a & b
    assert 0.3 <= lexical_similarity(old, a, new, b) < 0.5
    assert entry_similarity(old, a, new, b) == 0.5
    entries = memory_entries(f"<!-- openclaw-memory-promotion:k1 -->\n- {old}\n")
    assert matching_entry(entries, new) is not None
    # Sharing a topic word or two without a value stays two entries; so does sharing a link.
    assert matching_entry(entries, "发布: 发布前一天必须通知客服团队") is None
    wiki = "see https://wiki.example/release for details"
    linked = memory_entries(f"- keep the changelog tidy, {wiki}\n")
    assert matching_entry(linked, f"Tests must use a real database, {wiki}") is None


VAULT_ZH = (
    "安全: 所有密钥只放 Vault（kv 路径 kestrel/*），不进仓库、不进 .env；谁贴出来了就立刻轮换。"
)
VAULT_EN = (
    "Security review with Marta: secrets stay in Vault only — never in the repo, never in "
    ".env files; anything pasted in chat gets rotated the same day."
)
TRAIN_TUE = (
    "Release train leaves every Tuesday 16:00 from main, Priya signs the changelog; "
    "miss it and wait for the next train."
)
TRAIN_FRI = (
    "No release train on Friday after 15:00 because weekend on-call is thin; "
    "miss it and wait for the next train from main."
)


VAULT_OPS = (
    "Ops note: secrets belong in Vault and never in the repo or .env — and rotate any key that "
    "leaked into a ticket or a log."
)


def test_four_shared_terms_join_restatements_that_name_no_common_value() -> None:
    """Worked example: two English wordings of the secrets rule share secret, vault, repo, env
    and rotate and no value: Dice 2·5/(10+12) ≈ 0.45, below the claim bar; four shared terms or
    more stand in for the shared value of the lower bar, so a third wording sharing four of them
    (Dice 2·4/(10+8) ≈ 0.44) joins too. Three shared words with no value stay apart (the three
    that "Vault access is reviewed by Marta" shares are too few), and so do six shared words
    when each text names its own weekday and time: two different rules."""
    a, b = claim_terms(VAULT_OPS), claim_terms(VAULT_EN)
    assert a & b == {"secret", "vault", "repo", "env", "rotate"}
    assert (len(a), len(b)) == (10, 12)
    assert lexical_similarity(VAULT_OPS, a, VAULT_EN, b) == pytest.approx(10 / 22)
    assert entry_similarity(VAULT_OPS, a, VAULT_EN, b) == 0.5
    four = "Secrets stay in Vault only, never in the repo or .env files, says Marta."
    c = claim_terms(four)
    assert len(a & c) == 4 and entry_similarity(VAULT_OPS, a, four, c) == 0.5
    three = "Vault access for the repo secrets is reviewed by Marta every quarter."
    d = claim_terms(three)
    assert len(a & d) == 3 and entry_similarity(VAULT_OPS, a, three, d) < 0.5
    t, f = claim_terms(TRAIN_TUE), claim_terms(TRAIN_FRI)
    assert t & f == {"main", "miss", "next", "release", "train", "wait"}
    assert {"16:00", "tuesday"} <= t and {"15:00", "friday"} <= f
    assert entry_similarity(TRAIN_TUE, t, TRAIN_FRI, f) == pytest.approx(12 / 25)


def test_across_languages_the_chinese_side_is_read_in_english() -> None:
    """Worked example (CC-CEDICT): 奶奶每天早上 8 点吃降压药（…），早饭前吃 read beside "Grandma's
    blood pressure pill: every morning at 8:00, before breakfast": 奶奶 → grandma, 早饭 →
    breakfast, 降压 → pressure, so six terms are shared (8:00, before, breakfast, grandma,
    morning, pressure); 压药 and 氯地, bigrams of words the dictionary does not know, are dropped,
    neither for nor against. Dice 2·6/(8+9) ≈ 0.71: one claim. Three shared terms are the floor
    (a school run at 8:00 every morning shares two with the pill), two rules of one topic stay
    apart (hotfix approval beside every production release's approval: three shared words, no
    value, 0.35), and the Chinese and English secrets rules share five words (0.5)."""
    en = "Grandma's blood pressure pill: every morning at 8:00, before breakfast."
    zh = "奶奶每天早上 8 点吃降压药（氨氯地平，一粒），早饭前吃，药盒放在厨房窗台。"
    e, z = statement_claim_terms(en), statement_claim_terms(zh)
    assert e & z == {"8:00", "before", "morning"}
    read = bridged(z, e)
    assert read & e == {"8:00", "before", "breakfast", "grandma", "morning", "pressure"}
    assert not {"压药", "氯地"} & read
    assert entry_similarity(en, e, zh, z) == pytest.approx(12 / 17)
    school, pill = "Mia's school starts at 8:00 every morning", "奶奶每天早上 8 点吃降压药"
    assert entry_similarity(school, claim_terms(school), pill, claim_terms(pill)) == 0.0
    hotfix = "Hotfix releases need the on-call lead's approval too, granted async in the channel."
    every = "每次生产发布都要值班负责人审批，审批链接贴到发布单里。"
    h, v = claim_terms(hotfix), claim_terms(every)
    assert entry_similarity(hotfix, h, every, v) < CLAIM_SIMILARITY
    a, b = claim_terms(VAULT_ZH), claim_terms(VAULT_EN)
    assert lexical_similarity(VAULT_ZH, a, VAULT_EN, b) == pytest.approx(10 / 23)
    assert entry_similarity(VAULT_ZH, a, VAULT_EN, b) == 0.5


def test_a_statement_keeps_the_words_before_its_colon() -> None:
    """A fragment's heading is left out of its claim terms; a statement's own label is not:
    "Liquid nitrogen: never alone" is about liquid nitrogen."""
    text = "Liquid nitrogen: never alone, never after 18:00."
    assert {"liquid", "nitrogen"} <= statement_claim_terms(text)
    assert not {"liquid", "nitrogen"} & claim_terms(text)


@pytest.mark.parametrize(
    ("zh", "en"),
    [("距离一律存整数米", "meter"), ("显示 12.4 公里", "km"), ("包裹重 3 公斤", "kg")],
)
def test_units_are_one_term_in_both_languages(zh: str, en: str) -> None:
    assert en in claim_terms(zh)


def test_claim_terms_leave_out_heading_role_and_stopwords() -> None:
    assert claim_terms("PR 评审: " + EN_RULE) == claim_terms("User: " + EN_RULE)
    assert {"test", "database", "mock", "real"} <= claim_terms(ZH_RULE)
    assert not {"must", "the", "a", "必须"} & claim_terms(EN_RULE + " " + ZH_RULE)


def test_memory_entries_and_matching() -> None:
    doc = (
        "# Long-Term Memory\n\nHand-written: deploys only on Tuesdays.\n\n"
        "## Promoted From Short-Term Memory (2026-06-01)\n\n"
        "<!-- openclaw-memory-promotion:abc123 -->\n"
        f"- {ZH_RULE} [score=0.900 recalls=3 avg=0.700 source=memory/2026-06-01.md:3-3]\n"
    )
    entries = memory_entries(doc)
    assert [(e.key, e.text) for e in entries] == [
        (None, "Hand-written: deploys only on Tuesdays."),
        ("abc123", ZH_RULE),
    ]
    found = matching_entry(entries, EN_RULE)
    assert found is not None and found.key == "abc123"
    assert matching_entry(entries, "Redis cache TTL is 300 seconds") is None


# ------------------------------------------------------------------ in the store


def _ws(root: Path) -> Workspace:
    (root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]\napply = "auto"\n',
        encoding="utf-8",
    )
    return open_workspace(root)


def _transcript(root: Path, name: str, *turns: tuple[str, str]) -> None:
    path = root / "sessions" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [
        json.dumps({"role": role, "content": text}, ensure_ascii=False) for role, text in turns
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


SEARCHES = {
    "2026-06-02": ["真实数据库"],
    "2026-06-03": ["real database tests"],
    "2026-06-04": ["mock 测试"],
    "2026-06-05": ["数据库 mock"],
}


def test_a_rule_on_three_days_in_two_languages_echoed_in_a_transcript_is_one_entry(
    ws_root: Path, store_url: str
) -> None:
    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    write_note(ws, "2026-06-01", f"## 规范\n{ZH_RULE}\n")
    write_note(ws, "2026-06-02", f"## Rules\n{EN_RULE}\n")
    write_note(ws, "2026-06-03", f"## 规范\n{ZH_AGAIN}\n")
    _transcript(
        ws_root,
        "a.jsonl",
        ("user", EN_RULE),
        ("assistant", "已记到规范里：测试必须使用真实数据库，不用 mock。"),
    )
    nights(store, ws, "2026-06-01", 8, SEARCHES)
    memory = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    assert len(promotion_keys(memory)) == 1, memory
    with store.session() as s:
        views = [v for v in load_views(store, s) if "mock" in v.text]
    assert len(views) == 5 and len({v.claim_id for v in views}) == 1
    echo = next(v for v in views if v.text.startswith("Assistant:"))
    assert echo.durability == "echo" and echo.status in ("new", "staged")
    # The claim pooled its evidence: each fragment alone has fewer votes than the claim.
    explained = explain_fragment(store, ws, at("2026-06-08T12:00:00"), echo.key)
    assert explained.view.stats().signal_count > echo.signal_count
    # The echo stops at the durable gate under its own reason, not as a mere restatement.
    assert explained.verdict.endswith(": durable"), explained.verdict
    durable = next(c for c in explained.gates if c.gate == "durable")
    assert not durable.passed and "acknowledging" in durable.detail
    # The signal gates count the claim's signals, and say so beside the echo's own recalls.
    recalls = next(c for c in explained.gates if c.gate == "min_recall_count")
    assert recalls.detail.startswith(f"{explained.view.stats().signal_count} claim signals ")
    # explain scores every member as deep's score table does (phase signals pooled too).
    now = at("2026-06-08T12:00:00")
    with store.session() as s:
        table = score_table(store, s, now, ws.config.dreaming.deep.thresholds())
    for view in views:
        row = table.keys.index(view.key)
        mine = explain_fragment(store, ws, now, view.key).view.scored
        assert mine is not None
        assert mine.score == pytest.approx(float(table.scores["score"][row]), abs=1e-9)
    store.close()


def test_a_chinese_restatement_sharing_no_word_finds_the_english_rule(
    ws_root: Path, store_url: str
) -> None:
    """No term of the Chinese line is a term of the English one: grouping meets them through
    the Chinese words' English readings (algorithm.md §6.5, candidates across languages)."""
    en = "Bikes are locked in the courtyard shed, never left in the hallway."
    zh = "自行车一律锁在院子里的棚子，不许放在走廊。"
    other = "雨伞放在门口的伞架上，不要带进教室。"
    assert not claim_terms(zh) & claim_terms(en)
    claims = _claims_of_two_days(
        ws_root, store_url, f"## House\n{en}\n", f"## 家里\n{zh}\n\n{other}\n"
    )
    assert claims[zh] == claims[en]
    assert claims[other] != claims[en]


def _claims_of_two_days(ws_root: Path, store_url: str, first: str, second: str) -> dict[str, int]:
    """Each fragment's claim (by its text without the heading) after two days' notes."""
    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    write_note(ws, "2026-06-01", first)
    write_note(ws, "2026-06-02", second)
    ingest(store, ws, at("2026-06-02T22:00:00"))
    with store.session() as s:
        claims = {v.text.split(": ", 1)[-1]: v.claim_id or v.id for v in load_views(store, s)}
    store.close()
    return claims


def test_a_chinese_restatement_sharing_four_terms_joins_across_languages(
    ws_root: Path, store_url: str
) -> None:
    """Read through the dictionary, the Chinese line shares four terms with the English rule at
    Dice 0.40 (below 0.5, and no value to share): one claim by the cross-language bar (four
    shared terms, Dice ≥ 0.25, algorithm.md §6.5); a line sharing three of them stays apart."""
    en = (
        "For everyone: any injury, even a scratch that gets a plaster, is reported to the duty "
        "manager before you go home, and Mei writes it up in the injury register."
    )
    zh = "馆里任何受伤，再小也要当班报告，由Mei登记在受伤登记本上。"
    other = "新来的志愿者由Mei登记，报告给值班的人。"
    en_terms, zh_terms = comparable_terms(en, claim_terms(en), zh, claim_terms(zh))
    assert len(en_terms & zh_terms) == 4
    claims = _claims_of_two_days(
        ws_root, store_url, f"## Safety\n{en}\n", f"## 安全\n{zh}\n\n## 志愿者\n{other}\n"
    )
    assert claims[zh] == claims[en]
    assert claims[other] != claims[en]


def test_a_todo_fixed_two_days_later_is_never_promoted(ws_root: Path, store_url: str) -> None:
    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    todo = "- [ ] 修复登录测试 flaky 问题，原因不明"
    write_note(ws, "2026-06-01", f"## 待办\n{todo}\n")
    write_note(ws, "2026-06-03", "## 进展\n登录测试 flaky 已修复（#123）\n")
    searches = {d: ["登录测试 flaky", f"flaky {n}", f"登录 {n}"] for n, d in enumerate(SEARCHES)}
    reports = nights(store, ws, "2026-06-01", 8, searches)
    assert not (ws_root / "MEMORY.md").exists()
    with store.session() as s:
        views = {v.text: v for v in load_views(store, s)}
    opened = next(v for t, v in views.items() if "原因不明" in t)
    assert opened.durability == "resolved" and opened.promoted_at is None
    last = reports[-1].get("deep").report  # type: ignore[attr-defined]
    assert {r.gate for r in last.rejected if r.key == opened.key} == {"durable"}
    store.close()


def test_an_entry_already_in_memory_is_reinforced_not_duplicated(
    ws_root: Path, store_url: str
) -> None:
    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    hand = "# Long-Term Memory\n\n## Team rules\n\n- Tests must use a real database, no mocks.\n"
    (ws_root / "MEMORY.md").write_text(hand, encoding="utf-8")
    write_note(ws, "2026-06-01", f"## 规范\n{ZH_RULE}\n")
    reports = nights(store, ws, "2026-06-01", 8, SEARCHES)
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == hand  # byte for byte
    reinforced = [
        r
        for rep in reports
        for r in rep.get("deep").report.reinforced  # type: ignore[attr-defined]
    ]
    assert len(reinforced) == 1 and reinforced[0].outcome_label == "reinforced:line 5"
    with store.session() as s:
        (view,) = [v for v in load_views(store, s) if "mock" in v.text]
    assert view.promoted_at is not None
    store.close()


def test_review_lists_a_claim_with_all_its_sources(ws_root: Path, store_url: str) -> None:
    from memtui.engine.dream.review import list_promotions

    ws = open_workspace(ws_root)  # deep.apply = review (the default)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    write_note(ws, "2026-06-01", f"## 规范\n{ZH_RULE}\n")
    write_note(ws, "2026-06-02", f"## Rules\n{EN_RULE}\n")
    _transcript(ws_root, "a.jsonl", ("user", EN_RULE))
    nights(store, ws, "2026-06-01", 8, SEARCHES)
    (pending,) = list_promotions(store, "pending")
    claim = pending.claim
    assert claim is not None
    assert claim.files == ["memory/2026-06-01.md", "memory/2026-06-02.md"]
    assert claim.transcripts == ["sessions/a.jsonl"]
    assert set(SEARCHES) <= set(claim.days)
    assert claim.queries == sorted(q for qs in SEARCHES.values() for q in qs)
    assert pending.to_json()["claim"]["sources"][0]["citation"] == "memory/2026-06-01.md#L2-L2"
    store.close()


def test_a_newer_rule_proposes_an_edit_of_the_older_entry(ws_root: Path, store_url: str) -> None:
    from memtui.engine.documents.memory_file import PromotionItem, append_promotions
    from memtui.engine.dream.review import approve, list_promotions, preview_approval

    ws = _ws(ws_root)  # apply = auto: an edit still waits for review
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    old_text = "发布: 发布火车：每周二、周四下午各发一班。"
    item = PromotionItem("k1", old_text, 0.9, 3, 0.7, "memory/2026-05-01.md", 2, 2)
    before = append_promotions("", "2026-05-02", [item]).text
    (ws_root / "MEMORY.md").write_text(before, encoding="utf-8")
    write_note(
        ws, "2026-06-01", "## 发布\nThe release train now runs once a week, on Wednesdays.\n"
    )
    searches = {
        "2026-06-02": ["release train"],
        "2026-06-03": ["Wednesdays"],
        "2026-06-04": ["train"],
    }
    reports = nights(store, ws, "2026-06-01", 6, searches)
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == before
    edits = [r for rep in reports for r in rep.get("deep").report.edits]  # type: ignore[attr-defined]
    assert edits and edits[0].outcome_label == "edit:k1"
    (pending,) = list_promotions(store, "pending")
    assert pending.action == "edit" and pending.key == "k1"
    diff = preview_approval(store, ws, at("2026-06-06T12:00:00"), [pending.id])
    # The edit carries the newer rule's statement: its heading ("发布") is not part of it.
    assert "-- 发布: 发布火车" in diff and "+- The release train now runs" in diff
    approve(store, ws, at("2026-06-06T12:00:00"), [pending.id])
    after = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    assert "openclaw-memory-promotion:k1" in after and "Wednesdays" in after
    assert "每周二" not in after and after.count("openclaw-memory-promotion") == 1
    store.close()


@pytest.mark.parametrize("decision", ["approve", "reject"])
def test_a_promoted_todo_that_a_later_note_closes_is_proposed_for_retirement(
    ws_root: Path, store_url: str, decision: str
) -> None:
    from memtui.engine.documents.memory_file import PromotionItem, append_promotions
    from memtui.engine.dream.review import approve, list_promotions, reject
    from memtui.engine.ingest.pipeline import ingest
    from memtui.engine.store import FragmentRow
    from memtui.engine.text import claim_key

    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    todo = "待办: [ ] 修复登录测试 flaky 问题，原因不明"
    write_note(ws, "2026-06-01", "## 待办\n- [ ] 修复登录测试 flaky 问题，原因不明\n")
    ingest(store, ws, at("2026-06-01T12:00:00"))
    # As an older memtui (without the durable gate) left it: the open to-do promoted.
    item = PromotionItem(claim_key(todo), todo, 0.9, 3, 0.7, "memory/2026-06-01.md", 2, 2)
    before = append_promotions("", "2026-06-01", [item]).text
    (ws_root / "MEMORY.md").write_text(before, encoding="utf-8")
    with store.session() as s:
        row = store.fragments_by_keys(s, [claim_key(todo)]).get(claim_key(todo))
        assert isinstance(row, FragmentRow)
        row.promoted_at = at("2026-06-01T12:00:00")
        s.add(row)
    write_note(ws, "2026-06-03", "## 进展\n登录测试 flaky 已修复（#123）\n")
    nights(store, ws, "2026-06-03", 2, {})
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == before  # nothing silent
    (retire,) = list_promotions(store, "pending")
    assert retire.action == "retire" and retire.key == claim_key(todo)
    if decision == "approve":
        approve(store, ws, at("2026-06-05T09:00:00"), [retire.id])
        after = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
        assert "修复登录测试" not in after and "openclaw-memory-promotion" not in after
        with store.session() as s:
            row = store.fragments_by_keys(s, [claim_key(todo)]).get(claim_key(todo))
            assert row is not None and row.promoted_at is None
        store.close()
        return
    reject(store, at("2026-06-05T09:00:00"), [retire.id])
    nights(store, ws, "2026-06-05", 1, {})
    assert list_promotions(store, "pending") == []  # a reviewer's "no" is not asked again
    with store.session() as s:
        row = store.fragments_by_keys(s, [claim_key(todo)]).get(claim_key(todo))
        assert row is not None and row.promoted_at is not None
    store.close()


MINSDK_ZH = (
    "Android: 骑手端安卓最低支持 API 26（Android 8.0），低于 8.0 的设备只占 1.3%，不再适配。"
)
MINSDK_AGAIN = (
    "Android: 顺便确认：安卓端 minSdk 还是 26，Android 8.0 以下不支持，产品那边没有变化。"
)
MINSDK_TODO = "- [ ] 统计 Android 8.0 以下设备占比，给 API 26 的决定补数据"


def _claims_of(
    ws_root: Path, store_url: str, notes: dict[str, str], markers: tuple[str, ...]
) -> dict[str, int]:
    """Ingest `notes` (day → note text) and return the claim id of the fragment holding each
    marker."""
    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    for day, text in notes.items():
        write_note(ws, day, text)
    ingest(store, ws, at(f"{max(notes)}T12:00:00"))
    with store.session() as s:
        views = load_views(store, s)
    store.close()
    return {m: next(int(v.claim_id) for v in views if m in v.text) for m in markers}


def test_two_durable_statements_sharing_a_value_join_but_a_todo_does_not(
    ws_root: Path, store_url: str
) -> None:
    """Between two durable statements the bar is entry_similarity's (three shared terms, Dice
    ≥ 0.3, a shared value); a to-do sharing as much with them keeps its own claim."""
    assert not same_claim(MINSDK_ZH, MINSDK_AGAIN)  # the plain rule alone keeps them apart
    notes = {
        "2026-06-01": f"## Android\n{MINSDK_ZH}\n",
        "2026-06-02": f"## 待办\n{MINSDK_TODO}\n",
        "2026-06-05": f"## Android\n{MINSDK_AGAIN}\n",
    }
    claim = _claims_of(ws_root, store_url, notes, ("1.3%", "[ ]", "顺便"))
    assert claim["1.3%"] == claim["顺便"]
    assert claim["[ ]"] not in (claim["1.3%"], claim["顺便"])


def test_a_rule_without_values_restated_in_english_is_one_claim_in_the_store(
    ws_root: Path, store_url: str
) -> None:
    """Through ingestion (SQLite and PostgreSQL): the secrets rule written in Chinese and retold
    in English a week later is one claim; two train rules naming different days stay two."""
    notes = {
        "2026-06-01": f"## 安全\n{VAULT_ZH.split(': ', 1)[1]}\n",
        "2026-06-03": f"## Release\n{TRAIN_TUE}\n",
        "2026-06-08": f"## Security\n{VAULT_EN}\n\n## Release\n{TRAIN_FRI}\n",
    }
    claim = _claims_of(ws_root, store_url, notes, ("密钥", "Marta", "Tuesday", "Friday"))
    assert claim["密钥"] == claim["Marta"]
    assert claim["Tuesday"] != claim["Friday"]
    assert claim["密钥"] not in (claim["Tuesday"], claim["Friday"])


def test_a_rule_and_a_story_of_another_occasion_stay_two_claims(
    ws_root: Path, store_url: str
) -> None:
    """Through ingestion: "Thursday at 16:00 as usual" (a note about lunch, no rule) and "Monday
    at 9:30 as usual" share most of their words (Dice ≥ 0.5), but each names its own day and
    time: an arrangement and another occasion, two claims. A retelling that names the same time
    joins the rule."""
    notes = {
        "2026-06-04": "## After lunch\nLab meeting on Thursday at 16:00 as usual; Li Jing presents "
        "the pulldown.\n",
        "2026-06-22": "## Lab meeting\nLab meeting on Monday at 9:30 as usual; Li Jing presents "
        "the new line.\n",
        "2026-06-29": "## Lab meeting\nThe lab meeting is on Monday at 9:30, as usual.\n",
    }
    claim = _claims_of(ws_root, store_url, notes, ("16:00", "new line", "as usual."))
    assert claim["16:00"] != claim["new line"]
    assert claim["new line"] == claim["as usual."]


def test_a_fragment_that_goes_on_from_the_rule_before_it_joins_its_claim(
    ws_root: Path, store_url: str
) -> None:
    """Through ingestion: "Same for everyone who starts here …", after a blank line, goes on from
    the safety-briefing rule above it (it points back and shares no term with it): one claim,
    so the votes for either count for the rule. Under another heading, or after a story of what
    happened, a fragment pointing back keeps its own claim."""
    notes = {
        "2026-06-01": "## Safety\nSafety briefing before anyone touches the bench: fire exits, "
        "eyewash, the S2 instruction; sign the form first.\n\nSame for everyone who starts here, "
        "and all of us redo it once a year in June.\n\n## Printers\nThat printer by the window "
        "jams on thick paper.\n",
        "2026-06-02": "## Nitrogen\nFound Priya filling the dewar alone at 18:30 and stopped "
        "her.\n\nThat room is tiny and the nitrogen pushes the oxygen out.\n",
    }
    claim = _claims_of(
        ws_root, store_url, notes, ("Safety briefing", "Same for", "That printer", "That room")
    )
    assert claim["Same for"] == claim["Safety briefing"]
    assert claim["That printer"] != claim["Safety briefing"]
    assert claim["That room"] not in (claim["Safety briefing"], claim["That printer"])


def test_two_rules_sharing_only_their_calendar_are_two_claims() -> None:
    """Sharing weekdays and a part of the day is sharing when, not what about."""
    a = "User: the wholesaler needs the list by 3 the morning before, and Friday orders come Saturday."
    b = "User: we open 8 till 7 Monday to Friday, Saturday morning 9 to 1, shut Sunday."
    assert entry_similarity(a, statement_claim_terms(a), b, statement_claim_terms(b)) < 0.5
    c = "User: Friday orders from the wholesaler come on Saturday, if the list is in by 3."
    assert entry_similarity(a, statement_claim_terms(a), c, statement_claim_terms(c)) >= 0.5


def test_a_translation_meets_another_form_of_its_english_word() -> None:
    """送货 reads "to deliver goods": the "delivery" of the English note is the same word; a
    short or far longer word is not (four letters at least, three more at most)."""
    zh = statement_claim_terms("所有送货都要登记")
    assert "delivery" in bridged(zh, frozenset({"delivery", "sign"}))
    assert "deliverymen" not in bridged(zh, frozenset({"deliverymen"}))


def test_pronouns_and_contraction_tails_are_no_claim_terms() -> None:
    """A rare-term search for restatements must not take "ll", "re" or "who" for a text's
    rarest words."""
    terms = statement_claim_terms("If you're late I'm the one who pays, and you'll pay me.")
    assert not terms & {"ll", "re", "me", "who", "one", "m"}
    assert {"late", "pay"} <= terms


def test_only_a_text_read_later_changes_the_rule_of_one_read_before() -> None:
    """A "from now on" read before another text cannot have changed what that text says; read
    in one go (an archive), either may be the newer and the change stands."""
    from datetime import datetime

    from memtui.engine.claims import _Member, _one_replaces_the_other
    from memtui.engine.similarity import says_it_changed, value_terms

    def member(fid: int, text: str, day: int) -> _Member:
        terms = statement_claim_terms(text)
        seen = datetime(2026, 5, day)
        return _Member(fid, 0, text, terms, "", says_it_changed(text), value_terms(terms), seen)

    change = "Gate hours: from now on the site gate opens at 6:30 for deliveries."
    other = "The site gate opens at 7:00 for deliveries."
    assert not _one_replaces_the_other(member(1, change, 22), member(2, other, 24))
    assert _one_replaces_the_other(member(1, change, 24), member(2, other, 22))
    assert _one_replaces_the_other(member(1, change, 24), member(2, other, 24))


def test_grouping_computed_in_parts_finds_what_one_pass_finds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Which earlier fragments restate each one is a pure function of the fragments, so parts
    of a grouping computed apart (an ingestion's workers, `_spread_found`), each indexing every
    fragment and matching the ungrouped ones of its blocks, find exactly what one pass finds;
    fragments already in a claim are compared with, never matched."""
    from memtui.engine import claims
    from memtui.engine.claims import judged_columns, statement_terms
    from memtui.engine.store.claims import GroupingRow

    texts = [
        ZH_RULE,
        EN_RULE,
        VAULT_ZH,
        TRAIN_TUE,
        ZH_AGAIN,
        VAULT_EN,
        TRAIN_FRI,
        VAULT_OPS,
        MINSDK_ZH,
        MINSDK_TODO,
        MINSDK_AGAIN,
        "User: " + EN_RULE,
        "[ ] 修复登录测试 flaky 问题",
        "登录测试 flaky 已修复（#123）",
        "On-call handover: every Monday 10:00 in #ops",
        "值班交接：每周一 10:00 在 #ops 频道",
        "Handover is every Monday 10:00 in #ops-oncall.",
    ]
    rows = []
    for n, text in enumerate(texts, 1):
        columns = judged_columns(text)
        claim = n if n in (2, 3) else 0
        rows.append(
            GroupingRow(n, claim, text, str(columns["claim_terms"]), str(columns["durability"]))
        )
    rules = (lexical_similarity, entry_similarity, statement_terms)
    whole = claims._found([claims._member(r) for r in rows], 0, 1, *rules)
    assert len(whole) == len(rows) - 2 and sum(map(bool, whole)) >= 5
    monkeypatch.setattr(claims, "SPREAD_MIN_MEMBERS", 2)
    monkeypatch.setattr(claims, "SPREAD_BLOCK", 2)
    parts: list[list[tuple[int, int]]] = []

    def in_turn(fn: Any, calls: list[tuple[int, int]]) -> list[Any]:
        parts.append(calls)
        return [fn(*args) for args in calls]

    members = [claims._member(r) for r in rows]
    assert claims._spread_found(members, *rules, in_turn, 3) == whole
    assert parts == [[(0, 3), (1, 3), (2, 3)]]


def test_a_recap_joins_the_claim_of_a_fact_it_retells_but_gathers_no_later_facts(
    ws_root: Path, store_url: str
) -> None:
    """A recap's line that restates a fact stated before it joins the recap to that fact's claim
    (statement by statement, at the durable bar), so the votes its hits get count for the fact;
    a fact told after the recap is held to the recap's whole text and keeps its own claim."""
    notes = {
        "2026-06-01": "## Tools\nThe shed key lives in the lockbox by the gate, on the left "
        "hook; put it back before you leave.\n",
        "2026-06-07": "## Week recap 1–7 June\nWatering rota went up on Monday; shed key: lockbox "
        "by the gate, left hook; two new plots let to the Okafors.\n",
        "2026-06-09": "## Plots\nNew plot holders get the watering rota on their first day, and "
        "the plots are let for a year.\n",
    }
    claim = _claims_of(ws_root, store_url, notes, ("lives in", "Okafors", "first day"))
    assert claim["Okafors"] == claim["lives in"]
    assert claim["first day"] != claim["Okafors"]


def _changes(older: str, newer: str) -> bool:
    from memtui.engine.similarity import changes

    return changes(newer, statement_claim_terms(newer), statement_claim_terms(older), older)


def test_one_change_told_twice_replaces_neither_telling() -> None:
    """Two texts that each say something changed and name the same two times tell one change,
    each with a detail the other leaves out (a room, a loading time); a text naming other times
    still changes the older rule."""
    first = (
        "From today the kiln in room 2.08 fires twice a day, at 10:00 and 15:00, instead of the "
        "single 13:00 firing."
    )
    again = "Since today the kiln fires at 10:00 and 15:00, not at 13:00; load it by 14:45."
    assert not _changes(first, again)
    assert _changes("The kiln fires at 13:00 in room 2.08.", first)
    assert _changes(
        "Handover is Monday 10:00 in the on-call channel.",
        "Handover moved to Tuesday 10:00 in the on-call channel.",
    )


@pytest.mark.parametrize(
    ("older", "newer"),
    [
        (
            "No deploys to the shop on Friday after 15:00 Auckland time (05:00 London).",
            "Priya says the Monday review at 10:00 Auckland time is 22:00 for her now that "
            "London switched to summer time.",
        ),
        (
            "The Friday order reaches the depot by 15:00 and arrives Saturday at 7:00.",
            "If the Friday route changed, ask the depot whether an order in by 15:00 still "
            "arrives on Saturday, or on Monday.",
        ),
    ],
)
def test_a_change_word_in_a_supposed_case_or_a_cause_changes_no_rule(
    older: str, newer: str
) -> None:
    assert not _changes(older, newer)


def test_an_assistants_echo_joins_the_claim_of_the_fact_it_retells(
    ws_root: Path, store_url: str
) -> None:
    """An echo ("Noted: …") retells what was said, as a recap does: one of its lines restating a
    durable fact joins it to that fact's claim, so the votes its hits get count for the fact."""
    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    write_note(
        ws,
        "2026-06-01",
        "## Tools\nThe shed key lives in the lockbox by the gate, on the left hook; put it back "
        "before you leave.\n",
    )
    _transcript(
        ws_root,
        "a.jsonl",
        ("user", "Where do we keep the shed key again? And is the compost bay full?"),
        (
            "assistant",
            "Noted: the shed key is in the lockbox by the gate, left hook. I'll check the "
            "compost bay photos this afternoon and tell you how full it looks.",
        ),
    )
    ingest(store, ws, at("2026-06-02T12:00:00"))
    with store.session() as s:
        views = {v.text.split(": ", 1)[0]: v for v in load_views(store, s)}
    store.close()
    assert views["Assistant"].durability == "echo"
    assert views["Assistant"].claim_id == views["Tools"].claim_id


def test_a_change_that_names_the_old_value_is_an_edit_not_a_reinforcement(
    ws_root: Path, store_url: str
) -> None:
    """ "… up to 30 days instead of 14" shares the old entry's subject and its value 14, so it
    reads like a restatement of it; a statement that changes an entry proposes an edit of that
    entry and never reinforces it (the old rule would stay in MEMORY.md as if confirmed)."""
    from memtui.engine.documents.memory_file import PromotionItem, append_promotions

    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    old_text = "Returns: an order can be swapped for store credit up to 14 days after delivery."
    item = PromotionItem("k1", old_text, 0.9, 3, 0.7, "memory/2026-05-01.md", 2, 2)
    before = append_promotions("", "2026-05-02", [item]).text
    (ws_root / "MEMORY.md").write_text(before, encoding="utf-8")
    write_note(
        ws,
        "2026-06-01",
        "## Returns\nFrom today, an order can be swapped for store credit up to 30 days after "
        "delivery instead of 14.\n",
    )
    searches = {
        "2026-06-02": ["order swapped for store credit", "store credit after delivery"],
        "2026-06-03": ["swap an order for store credit", "days after delivery store credit"],
        "2026-06-04": [
            "store credit swap window",
            "how long after delivery can an order be swapped",
        ],
    }
    reports = nights(store, ws, "2026-06-01", 6, searches)
    deep = [rep.get("deep").report for rep in reports]  # type: ignore[attr-defined]
    assert not [r for rep in deep for r in rep.reinforced]
    edits = [r for rep in deep for r in rep.edits]
    assert edits and edits[0].outcome_label == "edit:k1"
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == before  # edits wait for review
    store.close()


LOGBOOK = "## Visitors\nVisitors sign the paper logbook at reception before going upstairs.\n"
LOGBOOK_AGAIN = "## Front desk\nEvery visitor must write their name in the reception logbook.\n"
LOGBOOK_SEARCHES = ["visitor logbook", "reception logbook", "where do visitors sign"]


def _claims_before_and_after_searches(
    ws_root: Path, store_url: str, notes: list[str], searches: list[str], marks: tuple[str, str]
) -> tuple[tuple[int, int], tuple[int, int], int, str]:
    """The notes written a day apart from 2026-06-01; the claims of the fragments holding
    `marks` after the night of 2026-06-03, then after two days of `searches` and a night, and
    how many claims the light phases of those nights joined, as they count and say it."""

    def claims() -> tuple[int, int]:
        with store.session() as s:
            views = load_views(store, s)
        first = next(v for v in views if marks[0] in v.text)
        second = next(v for v in views if marks[1] in v.text)
        return first.claim_id or first.id, second.claim_id or second.id

    ws = _ws(ws_root)
    for n, note in enumerate(notes, start=1):
        write_note(ws, f"2026-06-{n:02d}", note)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        nights(store, ws, "2026-06-03", 1, {})
        before = claims()
        reports = nights(
            store, ws, "2026-06-03", 3, {"2026-06-03": searches, "2026-06-04": searches}
        )
        joined = sum(r.get("light").report.joined for r in reports)
        said = " ".join(r.get("light").report.summary() for r in reports)
        return before, claims(), joined, said
    finally:
        store.close()


def test_two_wordings_the_same_searches_find_are_one_claim(ws_root: Path, store_url: str) -> None:
    """SQLite and PostgreSQL: two wordings of one rule share too little to be grouped when
    read (the grouping bar), but two searches find both, on two days: the next light phase
    joins their claims (algorithm.md §6.5, found together)."""
    a, b = statement_claim_terms(LOGBOOK), statement_claim_terms(LOGBOOK_AGAIN)
    assert entry_similarity(LOGBOOK, a, LOGBOOK_AGAIN, b) < CLAIM_SIMILARITY
    before, after, joined, said = _claims_before_and_after_searches(
        ws_root, store_url, [LOGBOOK, LOGBOOK_AGAIN], LOGBOOK_SEARCHES, ("paper", "Every visitor")
    )
    assert before[0] != before[1] and after[0] == after[1] and joined == 1
    assert "1 claim joined another, found by the same searches" in said


def test_a_rule_and_its_change_found_by_the_same_searches_stay_two_claims(
    ws_root: Path, store_url: str
) -> None:
    """The old sign-in and the note that changed it are found by the same searches and share
    their wording, but one changes the other: old and new stay two claims."""
    changed = (
        "## Front desk\nFrom Monday every visitor signs in on the tablet at reception instead of "
        "the paper logbook.\n"
    )
    _, after, joined, said = _claims_before_and_after_searches(
        ws_root, store_url, [LOGBOOK, changed], LOGBOOK_SEARCHES, ("paper logbook at", "tablet")
    )
    assert after[0] != after[1] and joined == 0 and "joined" not in said


def test_two_rules_of_one_topic_found_by_its_searches_stay_two_claims(
    ws_root: Path, store_url: str
) -> None:
    """Two rules about databases and tests, found together by the topic's broad searches: the
    reason told with one ("mock 数据库让…迁移 Bug 逃过了测试") shares the other's words
    (database, migration, test), but their rule statements share two terms, below the lexical
    rule's minimum: two claims."""
    real_db = (
        "## PR 评审\n发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。\n"
        "规范：今后所有测试必须使用真实数据库，不接受 mock。\n"
    )
    rollback = "## 会议\n决定：数据库迁移必须附带经过测试的回滚脚本。\n"
    _, after, joined, _ = _claims_before_and_after_searches(
        ws_root,
        store_url,
        [real_db, rollback],
        ["数据库 测试", "数据库 迁移 测试", "测试 数据库 规范", "database tests migration"],
        ("真实数据库", "回滚脚本"),
    )
    assert after[0] != after[1] and joined == 0


def test_merging_claims_moves_every_member_of_each_in_one_statement(
    ws: Workspace, store: Store
) -> None:
    """SQLite and PostgreSQL: `merge_claims` moves all members of each old claim (the claim's
    first fragment and its restatements) into its new claim, several claims at once, and leaves
    the others where they were."""
    write_note(
        ws,
        "2026-06-01",
        "## Bins\nThe black bin goes out every Monday evening.\n\n"
        "## Keys\nThe shed key hangs in the lockbox by the gate.\n\n"
        "## Plants\nThe ferns get water every Thursday morning.\n\n"
        "## Post\nParcels go to the neighbour at number 12.\n",
    )
    write_note(
        ws, "2026-06-02", "## Bins\nReminder: the black bin goes out every Monday evening.\n"
    )
    ingest(store, ws, at("2026-06-02T23:00:00"))

    def claims() -> dict[str, int]:
        with store.session() as s:
            views = load_views(store, s)
        return {v.text: v.claim_id or v.id for v in views}

    before = claims()
    bins, keys, ferns, post = (
        next(c for t, c in before.items() if word in t)
        for word in ("bin", "shed", "ferns", "Parcels")
    )
    assert len({bins, keys, ferns, post}) == 4
    assert sum(1 for c in before.values() if c == bins) == 2
    with store.session() as s:
        merge_claims(store, s, {bins: keys, ferns: post})
    after = claims()
    assert {c for t, c in after.items() if "bin" in t or "shed" in t} == {keys}
    assert {c for t, c in after.items() if "ferns" in t or "Parcels" in t} == {post}
