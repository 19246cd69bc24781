"""Model consolidation of MEMORY.md under the reference's guards (algorithm.md §6.5): the real
`openai` client against a local OpenAI-compatible server answering scripted rewrites."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from diary_server import DiaryServer, Reply

from memtui.engine.documents.memory_file import PromotionItem, append_promotions
from memtui.engine.dream.consolidate import check_rewrite, preimage_key, propose_rewrite
from memtui.engine.dream.narrative import DiarySettings

HAND = "# Long-Term Memory\n\n## Team\n\nHand-written: Lin reviews every schema change.\n"


def _item(key: str, text: str, path: str, line: int) -> PromotionItem:
    return PromotionItem(key, text, 0.9, 4, 0.7, path, line, line)


OLD_ITEMS = [
    _item(f"k{n}", text, f"memory/2026-06-0{n}.md", 3)
    for n, text in enumerate(
        [
            "测试必须使用真实数据库，不接受 mock。",
            "Deploys happen on Tuesdays and Thursdays only.",
            "Every PR over 400 lines is split before review.",
            "On-call handover is every Monday at 10:00.",
        ],
        start=1,
    )
]
NEW = _item("k9", "Tests must use a real database, never a mock.", "memory/2026-06-09.md", 5)
OLD = append_promotions(HAND, "2026-06-05", OLD_ITEMS).text


def _merged() -> str:
    """What a good model answers: the new restatement folded into the first entry."""
    return OLD.replace(
        "- 测试必须使用真实数据库，不接受 mock。 [score=0.900 recalls=4 avg=0.700 "
        "source=memory/2026-06-01.md:3-3]",
        "- Tests must use a real database, never a mock (测试必须使用真实数据库). [score=0.900 "
        "recalls=8 avg=0.700 source=memory/2026-06-01.md:3-3] [score=0.900 recalls=4 "
        "avg=0.700 source=memory/2026-06-09.md:5-5]",
    )


@pytest.fixture(scope="module")
def server() -> Iterator[DiaryServer]:
    with DiaryServer() as s:
        yield s


def _settings(server: DiaryServer, timeout: float = 5) -> DiarySettings:
    return DiarySettings(model="test-model", base_url=server.base_url, timeout_seconds=timeout)


def test_a_good_rewrite_is_accepted(server: DiaryServer) -> None:
    server.queue(Reply(text="```markdown\n" + _merged() + "```"))
    rewrite = propose_rewrite(_settings(server), OLD, "2026-06-09", [NEW], 10_000)
    assert rewrite.accepted, rewrite.check
    assert rewrite.doc == _merged() and rewrite.doc.startswith(HAND)
    # The model was shown the file with the new entry appended, as plain appending would.
    sent = server.requests[-1].message("user")
    assert "Tests must use a real database" in sent and "openclaw-memory-promotion:k9" in sent
    assert preimage_key(OLD) == preimage_key(rewrite.base) != preimage_key(rewrite.doc)


def test_a_rewrite_that_drops_entries_is_refused(server: DiaryServer) -> None:
    kept_one = OLD.split("<!-- openclaw-memory-promotion:k2")[0]
    server.queue(Reply(text=kept_one))
    rewrite = propose_rewrite(_settings(server), OLD, "2026-06-09", [NEW], 10_000)
    assert not rewrite.accepted and rewrite.doc is None
    assert rewrite.check.kept == 0.25 and "< 75 %" in rewrite.check.reason


def test_a_rewrite_that_loses_a_source_is_refused(server: DiaryServer) -> None:
    server.queue(
        Reply(
            text=_merged().replace(
                " [score=0.900 recalls=4 avg=0.700 source=memory/2026-06-09.md:5-5]", ""
            )
        )
    )
    rewrite = propose_rewrite(_settings(server), OLD, "2026-06-09", [NEW], 10_000)
    assert not rewrite.accepted
    assert rewrite.check.missing_sources == ["memory/2026-06-09.md:5-5"]


def test_a_rewrite_over_budget_is_refused(server: DiaryServer) -> None:
    server.queue(Reply(text=_merged()))
    rewrite = propose_rewrite(_settings(server), OLD, "2026-06-09", [NEW], len(_merged()) - 1)
    assert not rewrite.accepted and "over the budget" in rewrite.check.reason


def test_a_rewrite_that_touches_hand_written_text_is_refused(server: DiaryServer) -> None:
    server.queue(Reply(text=_merged().replace("Lin reviews", "Lin sometimes reviews")))
    rewrite = propose_rewrite(_settings(server), OLD, "2026-06-09", [NEW], 10_000)
    assert not rewrite.accepted and "did not write" in rewrite.check.reason


def test_a_timeout_falls_back_to_plain_appending(server: DiaryServer) -> None:
    server.queue(Reply(text=_merged(), delay=3))
    rewrite = propose_rewrite(_settings(server, timeout=0.5), OLD, "2026-06-09", [NEW], 10_000)
    assert not rewrite.accepted and rewrite.doc is None and "Timeout" in rewrite.error
    # The fallback is exactly what appending without a model writes.
    assert rewrite.appended == append_promotions(OLD, "2026-06-09", [NEW]).text


def test_an_error_answer_is_refused(server: DiaryServer) -> None:
    server.queue(Reply(mode="error", status=500))
    rewrite = propose_rewrite(_settings(server), OLD, "2026-06-09", [NEW], 10_000)
    assert not rewrite.accepted and rewrite.error


def test_check_rewrite_without_prior_entries_keeps_everything() -> None:
    new = append_promotions(HAND, "2026-06-09", [NEW]).text
    assert check_rewrite(HAND, new, [NEW], 10_000).accepted


# ------------------------------------------------------------------ through deep and review


def test_deep_stages_a_guarded_rewrite_and_approving_it_writes_it(
    server: DiaryServer, ws_root: Path, store_url: str
) -> None:
    from datetime import timedelta

    from helpers import at, write_note

    from memtui.engine.dream.cycle import run_cycle
    from memtui.engine.dream.memory_writes import memory_history
    from memtui.engine.dream.review import approve, list_promotions, preview_approval
    from memtui.engine.recall import memory_search
    from memtui.engine.workspace import open_workspace, open_workspace_store

    (ws_root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]\nconsolidate = true\n'
        f'[diary]\nmodel = "test-model"\nbase_url = "{server.base_url}"\ntimeout_seconds = 5\n',
        encoding="utf-8",
    )
    (ws_root / "MEMORY.md").write_text(OLD, encoding="utf-8")
    ws = open_workspace(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    write_note(ws, "2026-06-10", "## Rules\nEvery service logs in JSON, one object per line.\n")
    server.set_reply(text="I cannot help with that.")  # prose: refused, plain staging stays
    for n, (day, query) in enumerate(
        (("11", "JSON"), ("12", "service logs"), ("13", "one object per line"))
    ):
        run_cycle(store, ws, at(f"2026-06-{day}T03:00:00"))
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00") + timedelta(seconds=n))
    night = at("2026-06-14T03:00:00")
    run_cycle(store, ws, night)
    (add,) = list_promotions(store, "pending")
    assert add.action == "add" and (ws_root / "MEMORY.md").read_text(encoding="utf-8") == OLD
    # Now the model answers with the file plus the new entry, reworded, source and marker kept.
    item = PromotionItem(
        add.key,
        add.text,
        add.score,
        add.recall_count,
        add.avg,
        *add.evidence.rsplit(":", 1)[0:1],
        *map(int, add.evidence.rsplit(":", 1)[1].split("-")),
    )
    good = append_promotions(OLD, "2026-06-14", [item]).text.replace(
        "Every service logs in JSON", "All services log JSON"
    )
    server.set_reply(text=good)
    report = run_cycle(store, ws, night, phases=("deep",))
    assert report.get("deep").report.consolidation == "passes every guard"  # type: ignore[union-attr]
    rewrite = next(p for p in list_promotions(store, "pending") if p.action == "rewrite")
    diff = preview_approval(store, ws, night, [rewrite.id])
    assert "+- All services log JSON" in diff and "-Hand-written" not in diff
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == OLD  # nothing unreviewed
    approve(store, ws, night, [rewrite.id])
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == good
    assert memory_history(store)[0].content == OLD  # the preimage is kept
    assert {p.status for p in list_promotions(store, None)} == {"applied"}
    store.close()


def test_a_stale_rewrite_is_not_applied(server: DiaryServer, ws_root: Path) -> None:
    from helpers import at

    from memtui.engine.dream.review import approve, stage_rewrite
    from memtui.engine.errors import UsageError
    from memtui.engine.ingest.pipeline import ingest
    from memtui.engine.workspace import open_workspace, open_workspace_store

    (ws_root / "MEMORY.md").write_text(OLD, encoding="utf-8")
    (ws_root / "memory" / "2026-06-01.md").write_text("## R\nA rule that is long enough.\n")
    ws = open_workspace(ws_root)
    store = open_workspace_store(ws, None, now=at("2026-06-01T00:00:00"))
    ingest(store, ws, at("2026-06-01T12:00:00"))
    pid = stage_rewrite(store, at("2026-06-01T12:00:00"), 1, OLD, _merged())
    (ws_root / "MEMORY.md").write_text(OLD + "\nA line the user added.\n", encoding="utf-8")
    with pytest.raises(UsageError, match="changed since"):
        approve(store, ws, at("2026-06-02T12:00:00"), [pid])
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8").endswith("A line the user added.\n")
    store.close()
