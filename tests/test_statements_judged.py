"""Statements, not chunks (algorithm.md §6.5): what a fragment holds is judged one statement at a
time; the entry is the rule (and its reason), never the narrative around it."""

from __future__ import annotations

from pathlib import Path

import pytest
from embedding_server import EmbeddingServer, embedding_server  # noqa: F401
from helpers import at, nights, write_note

from memtui.engine.documents.memory_file import parse_promotions
from memtui.engine.durability import classify
from memtui.engine.judgement import judge, split_statements
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

RELEASE_LOG = (
    "发布: 10:40 发了 paygate-api v2.31.0（只含日志字段调整）; Tom 问能不能他直接在 Argo CD 里点 "
    "sync; 老王的回答：prod 部署必须由当周 on-call lead 审批后才能发，没有例外。"
)
INCIDENT = (
    "事故: 17:40 小陈在 prod 跑了 migration 0039 …; 锁了 payments 表约 6 分钟; 期间 checkout "
    "失败率 ~18%"
)
OPEN_WORK = "Kafka: lag 集中在 partition 3 …; 还没想好怎么拆; 暂时先不动，继续观察"
SEED = (
    "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 "
    "规范：今后所有测试必须使用真实数据库，不接受 mock。"
)


def test_a_fragment_is_split_into_sentences_clauses_and_list_items() -> None:
    assert split_statements("a rule. Another one; - third item\n- [ ] fourth") == [
        "a rule.",
        "Another one",
        "third item",
        "fourth",
    ]
    # An abbreviation's period ends no statement: a title before a name, a label before its
    # number; a short sentence before a number still ends.
    assert split_statements("Call Dr. Weber first, ext. 7700. Done. 5 left; see fig. 3.") == [
        "Call Dr. Weber first, ext. 7700.",
        "Done.",
        "5 left",
        "see fig. 3.",
    ]
    assert split_statements("版本 v3.4 上线。必须灰度；先 1%") == [
        "版本 v3.4 上线。",
        "必须灰度",
        "先 1%",
    ]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("10:40 发了 paygate-api v2.31.0", "event"),  # a logged time
        ("锁了 payments 表约 6 分钟", "event"),  # V + 了: it happened
        ("Filed ticket OPS-123 for the broken printer", "event"),
        ("p99 was 800 ms during the spike", "event"),
        ("Tom asked whether he can sync himself", "question"),  # a question someone put
        ("Tom said he can sync himself", "event"),  # reported speech
        ("暂时先不动，继续观察", "dated"),  # provisional
        ("还没想好怎么拆", "waiting"),  # undecided
        ("The API is rate-limited to 100 rps", None),  # a standing fact
        ("谁贴出来了就立刻轮换", None),  # 谁…就, 了就: a procedure, no question, no event
        ("anything pasted in chat gets rotated the same day", None),  # a participle
        ("下游 BI 别再当公里用了", None),  # 别 + verb: a rule
    ],
)
def test_what_happened_is_not_what_holds(text: str, reason: str | None) -> None:
    assert classify(text).reason == reason


def test_a_release_log_a_question_and_a_rule_keep_the_rule_only() -> None:
    judged = judge(RELEASE_LOG)
    assert judged.verdict.durable and judged.verdict.cue == "必须"
    assert judged.core == "老王的回答：prod 部署必须由当周 on-call lead 审批后才能发，没有例外。"
    assert [s.verdict.reason for s in judged.statements] == ["event", "question", None]


def test_the_rule_comes_first_and_its_reason_after_it() -> None:
    judged = judge(SEED)
    rule, reason = "规范：今后所有测试必须使用真实数据库，不接受 mock。", "发现问题："
    assert judged.core.startswith(rule) and reason in judged.core.removeprefix(rule)
    assert judged.rule == rule


@pytest.mark.parametrize("text", [INCIDENT, OPEN_WORK])
def test_an_incident_timeline_or_open_work_is_not_durable(text: str) -> None:
    judged = judge(text)
    assert not judged.verdict.durable and judged.core == ""


def test_plain_statements_are_standing_facts_unless_the_note_is_mostly_a_story() -> None:
    assert judge("Family: Mia's school starts at 8:15").core == "Mia's school starts at 8:15"
    story = judge("Trip: We landed at 9. Took a cab. The hotel is nice.")
    assert not story.verdict.durable


def test_a_days_detail_beside_a_standing_fact_makes_no_story() -> None:
    """One plain statement against one true for the day only keeps the plain one; against one
    event (something that happened) it is that event's story."""
    beside = judge("Before service: Family meal at 4:15 sharp. Marco's cooking today: adobo.")
    assert beside.verdict.durable and beside.core == "Family meal at 4:15 sharp."
    story = judge("Service: Dani comped a bottle for table six. Mains take fifty minutes.")
    assert not story.verdict.durable


# ------------------------------------------------------------------ in the store

RULE_IN_A_RELEASE_LOG = "## 发布\n10:40 发了 paygate-api v2.31.0; Tom 问能不能直接点 sync; 老王：prod 部署必须由当周 on-call lead 审批后才能发，没有例外。\n"
RULE_IN_A_RETRO = "## 复盘\n周五那次回滚是因为有人绕过了审批; prod 部署必须由当周 on-call lead 审批后才能发，没有例外。\n"
TIMELINE = "## 事故\n17:40 小陈在 prod 跑了 migration 0039; 锁了 payments 表约 6 分钟; 期间 checkout 失败率 ~18%\n"
SEARCHES = {
    day: ["prod 部署 审批", "on-call lead", "migration 0039 事故", "谁审批 prod 部署"]
    for day in ("2026-06-02", "2026-06-03", "2026-06-04", "2026-06-05", "2026-06-06")
}


def _ws(root: Path) -> Workspace:
    (root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]\napply = "auto"\n',
        encoding="utf-8",
    )
    return open_workspace(root)


def _replay(
    ws_root: Path, store_url: str, notes: dict[str, str], searches: dict[str, list[str]]
) -> str:
    """Write `notes` (day → text), run eight nights from 06-01 with `searches`, and return
    MEMORY.md (apply = auto)."""
    ws = _ws(ws_root)
    for day, text in notes.items():
        write_note(ws, day, text)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        nights(store, ws, "2026-06-01", 8, searches)
    finally:
        store.close()
    return (ws_root / "MEMORY.md").read_text(encoding="utf-8")


def test_one_rule_inside_two_stories_is_one_entry_and_the_timeline_none(
    ws_root: Path, store_url: str
) -> None:
    """SQLite and PostgreSQL: the approval rule written inside a release log and inside a
    retro (different narrative around it) is one claim and one entry holding the rule and
    nothing of either story; the incident timeline, searched as often, is never promoted."""
    notes = {"2026-06-01": RULE_IN_A_RELEASE_LOG + "\n" + TIMELINE, "2026-06-03": RULE_IN_A_RETRO}
    memory = _replay(ws_root, store_url, notes, SEARCHES)
    (entry,) = parse_promotions(memory)
    bullet = memory.splitlines()[entry.line - 1]
    text = bullet[: bullet.index(" [score=")]
    assert "prod 部署必须由当周 on-call lead 审批后才能发" in text
    for narrative in ("10:40", "sync", "回滚", "migration", "失败率"):
        assert narrative not in text
    assert "days=2" in bullet


# ------------------------------------------------------------------ review: looks like entry N

HAND_WRITTEN = "# Memory\n\n- Backups of the photo library run to the NAS every Sunday night.\n"
NEAR_RULE = (
    "## Home\nThe photo library must always be backed up to the NAS, with a second copy offsite.\n"
)
NEAR_SEARCHES = {
    day: ["photo library backup", "NAS backup", "offsite copy"]
    for day in ("2026-06-02", "2026-06-03", "2026-06-04", "2026-06-05")
}


def _staged_near_duplicate(ws_root: Path, store_url: str) -> tuple[Workspace, Store]:
    (ws_root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8"
    )
    ws = open_workspace(ws_root)
    (ws_root / "MEMORY.md").write_text(HAND_WRITTEN, encoding="utf-8")
    for day in ("2026-06-01", "2026-06-02", "2026-06-03"):
        write_note(ws, day, NEAR_RULE)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    nights(store, ws, "2026-06-01", 7, NEAR_SEARCHES)
    return ws, store


def test_a_near_duplicate_review_item_merges_into_the_entry_it_names(
    ws_root: Path, store_url: str
) -> None:
    """SQLite and PostgreSQL: a rule close to a hand-written line (below the bar that merges at
    deep time) is staged, says which line it looks like, and merging it reinforces that line:
    MEMORY.md stays byte for byte, the claim counts as promoted, no later night stages it."""
    from memtui.engine.dream.review import list_promotions, merge, undo
    from memtui.engine.store.fragments import load_views

    ws, store = _staged_near_duplicate(ws_root, store_url)
    try:
        (pending,) = list_promotions(store, "pending", ws)
        assert pending.looks_like is not None and pending.looks_like.line == 3
        assert pending.to_json()["looks_like"]["line"] == 3
        entry = merge(store, ws, at("2026-06-08T09:00:00"), pending.id)
        assert entry.line == 3 and entry.key is None
        assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == HAND_WRITTEN
        assert list_promotions(store, "pending") == []
        (merged,) = list_promotions(store, "merged")
        assert merged.id == pending.id
        with store.session() as s:
            (view,) = [v for v in load_views(store, s) if v.key == pending.key]
            assert view.promoted_at is not None
        nights(store, ws, "2026-06-08", 2, NEAR_SEARCHES)
        assert list_promotions(store, "pending") == []
        assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == HAND_WRITTEN
        undo(store, ws, at("2026-06-10T09:00:00"), pending.id)
        assert [p.id for p in list_promotions(store, "pending")] == [pending.id]
    finally:
        store.close()


@pytest.mark.slow
def test_review_merge_from_the_cli_names_the_line(ws_root: Path) -> None:
    """`memtui review` shows which line a pending addition looks like; `review merge ID` merges."""
    import json
    import subprocess
    import sys

    ws, store = _staged_near_duplicate(ws_root, "")
    store.close()
    run = [
        sys.executable,
        "-m",
        "memtui",
        "--workspace",
        str(ws_root),
        "--now",
        "2026-06-08T09:00:00+08:00",
    ]
    listed = subprocess.run([*run, "review", "--json"], capture_output=True, text=True, check=True)
    (pending,) = json.loads(listed.stdout)
    assert pending["looks_like"]["line"] == 3
    shown = subprocess.run([*run, "review"], capture_output=True, text=True, check=True)
    assert "looks like MEMORY.md line 3" in shown.stdout
    assert f"memtui review merge {pending['id']}" in shown.stdout
    done = subprocess.run(
        [*run, "review", "merge", str(pending["id"])], capture_output=True, text=True, check=True
    )
    assert (
        "Merged" in done.stdout
        and "line 3" in done.stdout
        and "stays as you wrote it" in done.stdout
    )
    again = subprocess.run(
        [*run, "review", "merge", str(pending["id"])], capture_output=True, text=True
    )
    assert again.returncode != 0 and again.stderr.count("\n") == 1


def test_with_embeddings_review_names_an_entry_no_word_of_which_it_shares(
    ws_root: Path,
    embedding_server: EmbeddingServer,  # noqa: F811
) -> None:
    """The semantic second opinion (an OpenAI-compatible endpoint over real HTTP) finds the
    entry a pending addition restates in other words — lexically nothing alike — and review
    says so; without embeddings it says nothing."""
    from memtui.engine.dream.review import list_promotions

    entries = "# Memory\n\n- Water the fig tree on Sundays.\n- The lead approves every release.\n"
    (ws_root / "MEMORY.md").write_text(entries, encoding="utf-8")
    for day in ("2026-06-01", "2026-06-02", "2026-06-03"):
        write_note(ws_root, day, "## Releases\nThe lead signs every release.\n")
    config = '[dreaming]\ntimezone = "Asia/Shanghai"\n'
    (ws_root / ".memtui.toml").write_text(config, encoding="utf-8")
    ws = open_workspace(ws_root)
    store = open_workspace_store(ws, None, now=at("2026-06-01T00:00:00"))
    try:
        searches = {d: ["lead signs release", "who signs a release"] for d in NEAR_SEARCHES}
        nights(store, ws, "2026-06-01", 7, searches)
        (pending,) = list_promotions(store, "pending", ws)
        assert pending.looks_like is None  # no shared words, no embeddings: no opinion
        (ws_root / ".memtui.toml").write_text(
            config + '[embeddings]\nprovider = "openai"\nmodel = "test-embed"\n'
            f'base_url = "{embedding_server.base_url}"\n',
            encoding="utf-8",
        )
        (pending,) = list_promotions(store, "pending", open_workspace(ws_root))
        assert pending.looks_like is not None and pending.looks_like.line == 4
        embedding_server.fail_with = 500
        (pending,) = list_promotions(store, "pending", open_workspace(ws_root))
        assert pending.looks_like is None  # an endpoint that fails costs the hint, not the list
    finally:
        store.close()


def test_fragments_judged_by_older_rules_are_judged_again_and_regrouped(
    ws_root: Path, store_url: str
) -> None:
    """SQLite and PostgreSQL: a store whose fragments were judged by older rules (an upgrade)
    has them judged again by the next ingestion, and grouped again into their claims."""
    from sqlalchemy import update
    from sqlmodel import select

    from memtui.engine.ingest.pipeline import ingest
    from memtui.engine.judgement import RULES_VERSION
    from memtui.engine.store import FragmentRow
    from memtui.engine.store.fragments import load_views

    ws = _ws(ws_root)
    write_note(ws, "2026-06-01", RULE_IN_A_RELEASE_LOG + "\n" + TIMELINE)
    write_note(ws, "2026-06-03", RULE_IN_A_RETRO)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        ingest(store, ws, at("2026-06-03T23:00:00"))
        with store.session() as s:
            before = {v.key: (v.durability, v.claim_id) for v in load_views(store, s)}
            s.execute(
                update(FragmentRow)
                .where(FragmentRow.workspace_id == store.workspace_id)  # type: ignore[arg-type]
                .values(judged=0, durability="", claim_id=None)
            )
        write_note(ws, "2026-06-04", "## Lunch\nnoodles again\n")
        ingest(store, ws, at("2026-06-04T23:00:00"))
        with store.session() as s:
            views = load_views(store, s)
            after = {v.key: (v.durability, v.claim_id) for v in views if v.key in before}
            mine = select(FragmentRow.judged).where(FragmentRow.workspace_id == store.workspace_id)
            judged = set(s.exec(mine))
    finally:
        store.close()
    assert judged == {RULES_VERSION}
    assert after == before  # the same verdicts and the same claims as when first ingested
    rules = [k for k, (d, _) in before.items() if d == ""]
    assert len({before[k][1] for k in rules}) == 1  # the rule in two stories: one claim


# ------------------------------------------------------------------ a list's items, what was told

FOUR_RULES = (
    "Before the audit: the hood was cleaned on the 12th; every container gets a label with "
    "name, date and initials; the cooling log hangs on the walk-in door; last orders at nine"
)
LABEL_RESTATED = (
    "Assistant: Noted the rule: each container is labelled with its name, date and initials."
)


def test_a_list_speaks_for_its_claim_with_the_item_the_others_restate() -> None:
    """A note's list is one entry a line (joined by `; `): the item another member restates
    is the claim's statement; the other items are other facts. One line (a paragraph) of the
    same words keeps every sentence: they are one thought."""
    from memtui.engine.statements import core_of

    assert core_of(FOUR_RULES, [LABEL_RESTATED], lines=4) == (
        "Before the audit: every container gets a label with name, date and initials"
    )
    whole = core_of(FOUR_RULES, [LABEL_RESTATED], lines=1)
    assert "cooling log" in whole and "label" in whole
    assert core_of(FOUR_RULES, [], lines=4) == whole  # nothing restated: the whole core


def test_what_was_told_after_its_telling_is_judged_on_its_own_words() -> None:
    judged = judge(
        "Line-up: Said it again at line-up because two cooks were scrolling at the pass: "
        "phones stay in the lockers during service."
    )
    assert judged.verdict.durable
    assert judged.core == "phones stay in the lockers during service."
    assert [s.verdict.reason for s in judged.statements] == ["event", None]
    # A rule word before the colon labels the rule; it tells no story.
    assert judge("Money: Decided: my day rate goes up in October.").core == (
        "Decided: my day rate goes up in October."
    )
    # What was told is itself an event: the whole statement is one.
    assert not judge("Ops: Tom told us: we shipped v2 at noon").verdict.durable


def test_statements_left_out_leave_their_separators_behind() -> None:
    judged = judge("Home: Mom is in Chengdu; He is 15 minutes away. We landed at 9.")
    assert judged.core == "Mom is in Chengdu; He is 15 minutes away."


LIST_NOTE = (
    "## Kitchen\n"
    "- the hood was cleaned on the 12th by FlueTech\n"
    "- every container in the walk-in gets a label: name, date and initials\n"
    "- the cooling log hangs on the walk-in door\n"
)
LABEL_NOTE = (
    "## Walk-in\nRule for everyone: each container gets a label with name, date and initials.\n"
)
LABEL_SEARCHES = {
    day: ["container label rule", "walk-in labels initials", "what goes on a label"]
    for day in ("2026-06-02", "2026-06-03", "2026-06-04", "2026-06-05")
}


def test_a_rule_in_a_list_of_other_facts_is_promoted_alone(ws_root: Path, store_url: str) -> None:
    """SQLite and PostgreSQL: the label rule, an item of a three-line list and restated on two
    other days, reaches MEMORY.md as the label rule only, none of the list's other items."""
    notes = {
        "2026-06-01": LIST_NOTE,
        "2026-06-02": LABEL_NOTE,
        "2026-06-03": LABEL_NOTE.replace("Rule for everyone", "Reminder, the rule"),
    }
    memory = _replay(ws_root, store_url, notes, LABEL_SEARCHES)
    texts = [
        line[: line.index(" [score=")]
        for line in memory.splitlines()
        if line.startswith("- ") and " [score=" in line
    ]
    assert texts and all("label" in t for t in texts), memory
    assert not any("hood" in t or "cooling log" in t for t in texts), memory


def test_an_acknowledgement_states_nothing() -> None:
    """ "OK." beside a fact neither joins the entry nor makes the fragment a story; a turn that
    only acknowledges is no fact."""
    judged = judge("User: OK. Mia's school starts at 8:15.")
    assert judged.verdict.durable and judged.core == "Mia's school starts at 8:15."
    for text in ("User: 谢谢！", "User: thanks", "User: 好的。"):
        assert not judge(text).verdict.durable and judge(text).core == "", text


def test_incl_is_no_sentence_end() -> None:
    assert split_statements("Diary kept every day incl. the holidays. Done.") == [
        "Diary kept every day incl. the holidays.",
        "Done.",
    ]


def test_a_recap_keeps_only_the_rule_it_restates() -> None:
    judged = judge(
        "Week 6 wrap: cold room shelving half done; the old sign-in sheet is gone; "
        "sign in on the tablet or you don't get a shift; 2 late arrivals"
    )
    assert judged.verdict.durable
    assert judged.core == "sign in on the tablet or you don't get a shift"


def test_a_bare_act_of_contact_frames_what_it_brought() -> None:
    """ "Rang them." before what the call settled is its frame, not an event that makes the
    fragment a story; alone it is what happened."""
    judged = judge(
        "User: Rang them. Same as before: the supplier needs it by 3 for next-day delivery."
    )
    assert judged.verdict.durable
    assert judged.core == "Same as before: the supplier needs it by 3 for next-day delivery."
    assert judge("User: Rang them.").verdict.reason == "event"


@pytest.mark.parametrize(
    "text",
    [
        "Anna rang about the invoice.",
        "Wei drove the van to the market.",
        "Threw out the old stock.",
    ],
)
def test_a_past_form_no_participle_shares_is_an_event(text: str) -> None:
    assert classify(text).reason == "event", classify(text)


def test_a_past_participle_form_stays_a_rule() -> None:
    assert classify("Samples kept cold until the courier comes.").reason is None
