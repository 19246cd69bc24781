"""MEMORY.md entries (algorithm.md §6.5, §6.6): an entry is the claim's statement (≤ 280
characters, heading and role off, cut at a sentence end, secrets redacted) followed by its
sources; a restatement reinforces an entry instead of repeating it."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import at, nights, write_note, write_transcript

from memtui.engine.claims import ClaimSource, ClaimSources
from memtui.engine.documents.memory_file import (
    PromotionItem,
    append_promotions,
    estimate_tokens,
    memory_entries,
    parse_promotions,
    render_bullet,
    update_promotion_evidence,
)
from memtui.engine.dream.consolidate import sources_of
from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.review import approve, list_promotions, preview_approval
from memtui.engine.spans import Span
from memtui.engine.statements import (
    STATEMENT_MAX_CHARS,
    claim_statement,
    entry_sources,
    source_lines,
    statement_of,
)
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

ZH_RULE = "测试必须使用真实数据库，不接受 mock。"
EN_RULE = "Tests must use a real database, never a mock."
ZH_AGAIN = "再强调一次：测试一律用真实数据库，mock 不行。"
ECHO = "已记到规范里：测试必须使用真实数据库，不用 mock。"
SEARCHES = {
    "2026-06-02": ["真实数据库"],
    "2026-06-03": ["real database tests"],
    "2026-06-04": ["mock 测试"],
    "2026-06-05": ["数据库 mock"],
}

# ------------------------------------------------------------------ the statement, pure

LONG_EN = (
    "Deploy: Marta set the rotation rules: on-call handover is every Monday at 10:00 in "
    "#kestrel-oncall. The outgoing person writes a handover note listing open incidents, "
    "pending rollbacks and anything paged twice. The incoming person acknowledges it in the "
    "thread before 10:30, and the handover is not done until they have."
)


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        # The heading and the role are not part of the statement.
        (f"规范: {ZH_RULE}", ZH_RULE),
        (f"User: {EN_RULE}", EN_RULE),
        (
            "Rules: - [x] Reply in English   unless\nasked otherwise.",
            "Reply in English unless asked otherwise.",
        ),
        # Cut after the last sentence end within 280 characters.
        (
            LONG_EN,
            "Marta set the rotation rules: on-call handover is every Monday at 10:00 in "
            "#kestrel-oncall. The outgoing person writes a handover note listing open "
            "incidents, pending rollbacks and anything paged twice.",
        ),
        # A Chinese sentence end needs no space after it.
        (
            "发布: " + "以后每一次生产发版都要值班负责人审批。" * 20,
            "以后每一次生产发版都要值班负责人审批。" * 14,
        ),
        # A secret never reaches MEMORY.md.
        (
            "Ops: the staging password=hunter2-Secret-99 stays in Vault.",
            "the staging password=[REDACTED:password] stays in Vault.",
        ),
    ],
)
def test_a_statement_is_the_fact_itself(text: str, statement: str) -> None:
    assert statement_of(text) == statement
    assert len(statement) <= STATEMENT_MAX_CHARS


def test_a_statement_carries_no_terminal_control_code() -> None:
    """A note's ESC sequence reaches MEMORY.md as the visible symbols the CLI shows (printing
    the file must not act on it, and the entry must not lose it in silence); markup-looking text
    stays as it was written."""
    text = "PR 评审: 测试必须使用真实数据库 [bold]x[/] \x1b]0;pwned\x07，不接受 mock。"
    found = statement_of(text)
    assert "\x1b" not in found and "\x07" not in found
    assert found == "测试必须使用真实数据库 [bold]x[/] ␛]0;pwned␇，不接受 mock。"


def test_a_statement_without_a_sentence_end_is_cut_between_words() -> None:
    words = "Notes: " + " ".join(f"word{n}" for n in range(80))
    cut = statement_of(words)
    assert len(cut) <= STATEMENT_MAX_CHARS and cut.endswith("…")
    assert cut[:-1].split(" ")[-1] in words.split(" ")  # the last word is whole
    # Chinese without punctuation has no word to break: cut between characters.
    zh = statement_of("没有标点的中文" * 60)
    assert len(zh) == STATEMENT_MAX_CHARS and zh.endswith("…")
    # Within the token budget too (1 token per Chinese character).
    assert estimate_tokens(statement_of(ZH_RULE * 10, max_tokens=40)) <= 40


def test_a_claim_speaks_with_a_persons_words_never_the_assistants_echo() -> None:
    members = [("echo", f"Assistant: {ECHO}"), ("", f"Assistant: {ECHO}"), ("", f"User: {EN_RULE}")]
    assert claim_statement(members) == EN_RULE
    assert claim_statement([("", f"Assistant: {ECHO}")]) == ECHO  # nothing else said it


# ------------------------------------------------------------------ the bullet


def _sources(*places: tuple[str, int, str]) -> ClaimSources:
    return ClaimSources(1, [ClaimSource(Span(p, n, n), d, "daily", "") for p, n, d in places])


def test_an_entry_lists_every_place_its_claim_was_stated() -> None:
    claim = _sources(
        *[(f"memory/2026-06-0{d}.md", 2, f"2026-06-0{d}") for d in range(1, 8)],
        ("memory/2026-06-01.md", 2, "2026-06-01"),  # the same place twice: listed once
    )
    where = entry_sources(claim, "memory/2026-06-01.md:2-2")
    assert where.listed == tuple(f"memory/2026-06-0{d}.md:2-2" for d in range(1, 5))
    assert (where.more, where.days) == (3, 7)
    # A user's turn and the assistant's echo on the next line are one range.
    turns = _sources(("sessions/a.jsonl", 4, "2026-06-03"), ("sessions/a.jsonl", 3, "2026-06-03"))
    assert entry_sources(turns, "memory/x.md:1-1").listed == ("sessions/a.jsonl:3-4",)
    # A claim stated only where the entry's source= points lists nothing more.
    single = entry_sources(_sources(("memory/a.md", 3, "2026-06-01")), "memory/a.md:3-3")
    assert (single.listed, single.days) == ((), 1)
    item = PromotionItem(
        "k1",
        "Tests use a real database.",
        0.9,
        5,
        0.7,
        "memory/2026-06-01.md",
        2,
        2,
        sources=where.listed,
        more_sources=where.more,
        days=where.days,
    )
    bullet = render_bullet(item)
    assert bullet == (
        "<!-- openclaw-memory-promotion:k1 -->\n"
        "- Tests use a real database. [score=0.900 recalls=5 avg=0.700 days=7 "
        "sources=memory/2026-06-01.md:2-2,memory/2026-06-02.md:2-2,memory/2026-06-03.md:2-2,"
        "memory/2026-06-04.md:2-2,+3 more source=memory/2026-06-01.md:2-2]"
    )
    # Every reader of MEMORY.md still finds the text, the key and the representative source.
    doc = append_promotions("", "2026-06-08", [item]).text
    assert [(p.key, p.text) for p in parse_promotions(doc)] == [
        ("k1", "Tests use a real database.")
    ]
    assert [(e.key, e.text) for e in memory_entries(doc)] == [("k1", "Tests use a real database.")]
    assert sources_of(doc) == {"memory/2026-06-01.md:2-2"}


def test_reinforcing_an_entry_updates_its_sources_only() -> None:
    hand = "# Long-Term Memory\n\n- Hand-written: deploys only on Tuesdays.\n"
    item = PromotionItem("k1", "Tests use a real database.", 0.9, 5, 0.7, "memory/a.md", 2, 2)
    doc = append_promotions(hand, "2026-06-08", [item]).text
    more = PromotionItem(
        "k1", "", 0, 0, 0, "", 0, 0, sources=("memory/a.md:2-2", "memory/b.md:4-4"), days=2
    )
    new, found = update_promotion_evidence(doc, more)
    assert found and new.startswith(hand)  # hand-written text byte for byte
    assert new.endswith(
        "- Tests use a real database. [score=0.900 recalls=5 avg=0.700 days=2 "
        "sources=memory/a.md:2-2,memory/b.md:4-4 source=memory/a.md:2-2]\n"
    )
    assert update_promotion_evidence(new, more) == (new, True)  # the same update again: same text
    assert update_promotion_evidence(doc, PromotionItem("other", "", 0, 0, 0, "", 0, 0))[1] is False


def test_review_lines_show_every_source_day_and_query() -> None:
    claim = _sources(
        ("memory/2026-06-01.md", 2, "2026-06-01"), ("sessions/a.jsonl", 1, "2026-06-03")
    )
    claim.sources[1].kind = "session"
    claim.days = ["2026-06-01", "2026-06-03", "2026-06-04"]
    claim.queries = ["[red]mock[/red]", "真实数据库"]
    assert source_lines(claim) == [
        "claim: 1 note(s), 1 transcript(s), 3 day(s), 2 query(ies)",
        "  memory/2026-06-01.md#L2-L2 (2026-06-01)",
        "  sessions/a.jsonl#L1-L1 (2026-06-03)",
        "  days: 2026-06-01, 2026-06-03, 2026-06-04",
        "  queries: [red]mock[/red], 真实数据库",
    ]
    assert source_lines(None) == []


# ------------------------------------------------------------------ in the store


def _ws(root: Path, apply: str = "auto") -> Workspace:
    (root / ".memtui.toml").write_text(
        f'[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]\napply = "{apply}"\n',
        encoding="utf-8",
    )
    return open_workspace(root)


def _the_rule_everywhere(ws: Workspace) -> None:
    """The rule on three days in two languages, said by a user and echoed by the assistant."""
    write_note(ws, "2026-06-01", f"## 规范\n{ZH_RULE}\n")
    write_note(ws, "2026-06-02", f"## Rules\n{EN_RULE}\n")
    write_note(ws, "2026-06-03", f"## 规范\n{ZH_AGAIN}\n")
    write_transcript(
        ws.root, "a.jsonl", "2026-06-03T18:00:00", ("user", EN_RULE), ("assistant", ECHO)
    )


EXPECTED_ENTRY = (
    "- 测试必须使用真实数据库，不接受 mock。 [score={score} recalls={recalls} avg={avg} days=3 "
    "sources=memory/2026-06-01.md:2-2,memory/2026-06-02.md:2-2,memory/2026-06-03.md:2-2,"
    "sessions/a.jsonl:1-2 source=memory/2026-06-01.md:2-2]"
)


def test_a_rule_said_everywhere_is_one_entry_its_statement_then_its_sources(
    ws_root: Path, store_url: str
) -> None:
    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    _the_rule_everywhere(ws)
    nights(store, ws, "2026-06-01", 5, SEARCHES)
    memory = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    (entry,) = parse_promotions(memory)
    bullet = memory.splitlines()[entry.line - 1]
    meta = bullet[bullet.index("[score=") + 7 :].split()
    score, recalls, avg = meta[0], meta[1].removeprefix("recalls="), meta[2].removeprefix("avg=")
    assert bullet == EXPECTED_ENTRY.format(score=score, recalls=recalls, avg=avg)
    # The same night again changes nothing; later nights reinforce, never repeat.
    run_cycle(store, ws, at("2026-06-05T03:00:00"))
    nights(store, ws, "2026-06-06", 2, {})
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == memory
    store.close()


def test_a_restatement_of_an_older_entry_adds_its_places_to_that_entry(
    ws_root: Path, store_url: str
) -> None:
    ws = _ws(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-01-05T00:00:00"))
    write_note(ws, "2026-01-05", f"## 规范\n{ZH_RULE}\n")
    early = {
        "2026-01-06": ["真实数据库"],
        "2026-01-07": ["mock 数据库"],
        "2026-01-08": ["测试 数据库"],
    }
    nights(store, ws, "2026-01-05", 5, early)
    before = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    (old,) = parse_promotions(before)
    # Five months later (past the claim window), the rule again, in two languages.
    write_note(ws, "2026-06-02", f"## Rules\n{EN_RULE}\n")
    write_note(ws, "2026-06-03", f"## 规范\n{ZH_AGAIN}\n")
    reports = nights(store, ws, "2026-06-01", 7, SEARCHES)
    reinforced = [r for rep in reports for r in rep.get("deep").report.reinforced]
    assert [r.outcome_label for r in reinforced] == [f"reinforced:{old.key}"]
    after = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    assert parse_promotions(after) == [old]  # one entry, same key, same text
    assert after == before.replace(
        " days=1 source=",
        " days=3 sources=memory/2026-01-05.md:2-2,memory/2026-06-02.md:2-2,"
        "memory/2026-06-03.md:2-2 source=",
    )
    run_cycle(store, ws, at("2026-06-07T03:00:00"))  # the same night twice: nothing changes
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == after
    store.close()


def test_approving_writes_the_statement_and_the_sources_the_preview_showed(
    ws_root: Path, store_url: str
) -> None:
    hand = "# Long-Term Memory\n\n## Ours\n\n- Hand-written: deploys only on Tuesdays.\n"
    (ws_root / "MEMORY.md").write_text(hand, encoding="utf-8")
    ws = _ws(ws_root, apply="review")
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    _the_rule_everywhere(ws)
    nights(store, ws, "2026-06-01", 5, SEARCHES)
    (pending,) = list_promotions(store, "pending")
    assert pending.text == ZH_RULE
    assert pending.claim is not None and pending.claim.transcripts == ["sessions/a.jsonl"]
    assert pending.claim.queries == sorted(q for qs in SEARCHES.values() for q in qs)
    when = at("2026-06-05T12:00:00")
    diff = preview_approval(store, ws, when, [pending.id])
    approve(store, ws, when, [pending.id])
    memory = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    assert memory.startswith(hand)
    (added,) = [line[1:] for line in diff.splitlines() if line.startswith("+- ")]
    assert added in memory.splitlines()
    assert (
        added.startswith(f"- {ZH_RULE} [score=")
        and " days=3 sources=memory/2026-06-01.md:2-2," in added
    )
    store.close()


def test_approving_an_edit_brings_the_newer_rules_statement_and_sources(
    ws_root: Path, store_url: str
) -> None:
    ws = _ws(ws_root)  # apply = auto: an edit still waits for review
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    old = PromotionItem(
        "k1", "发布火车：每周二、周四下午各发一班。", 0.9, 3, 0.7, "memory/2026-05-01.md", 2, 2
    )
    before = append_promotions("# Long-Term Memory\n\nOurs.\n", "2026-05-02", [old]).text
    (ws_root / "MEMORY.md").write_text(before, encoding="utf-8")
    rule = "The release train now runs once a week, on Wednesdays."
    write_note(ws, "2026-06-01", f"## 发布\n{rule}\n")
    write_note(ws, "2026-06-02", f"## Release\nReminder: {rule}\n")
    searches = {
        "2026-06-02": ["release train"],
        "2026-06-03": ["Wednesdays"],
        "2026-06-04": ["train"],
    }
    nights(store, ws, "2026-06-01", 6, searches)
    (edit,) = list_promotions(store, "pending")
    assert edit.action == "edit" and edit.text == rule
    when = at("2026-06-06T12:00:00")
    diff = preview_approval(store, ws, when, [edit.id])
    approve(store, ws, when, [edit.id])
    after = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    assert after.startswith("# Long-Term Memory\n\nOurs.\n")
    (bullet,) = [line for line in after.splitlines() if line.startswith("- ")]
    assert f"+{bullet}" in diff.splitlines()
    assert bullet.startswith(f"- {rule} [score={edit.score:.3f} recalls={edit.recall_count} ")
    assert bullet.endswith(
        f" days=2 sources=memory/2026-06-01.md:2-2,memory/2026-06-02.md:2-2 source={edit.evidence}]"
    )
    assert [p.key for p in parse_promotions(after)] == ["k1"]
    store.close()
