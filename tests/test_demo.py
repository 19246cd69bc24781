"""The demo workspace (issue 5 item 10): built through the real engine, deterministic, safe."""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from diary_server import DiaryServer
from helpers import PG_URL

from memtui.demo.text import FAKE_SECRET, SAMPLE_DIARY, SAMPLE_LABEL
from memtui.demo.workspace import (
    DEFAULT_NOW,
    DemoSummary,
    build_demo,
    default_demo_dir,
    demo_clock,
    is_demo_workspace,
    plan_demo,
)
from memtui.engine.documents.sessions import read_session_jsonl
from memtui.engine.dream.context import PhaseContext
from memtui.engine.dream.light import run_light
from memtui.engine.dream.narrative import clean_diary_text, count_words
from memtui.engine.dream.rem import run_rem
from memtui.engine.dream.review import list_promotions
from memtui.engine.errors import WorkspaceError
from memtui.engine.guard import unpromotable_reason
from memtui.engine.store.fragments import fragment_page
from memtui.engine.store.history import diary_entries
from memtui.engine.workspace import open_workspace, open_workspace_store

RULE_NOTE = "## PR 评审\n发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。\n规范：今后所有测试必须使用真实数据库，不接受 mock。\n"


@dataclass
class Built:
    summary: DemoSummary
    progress: list[tuple[int, int, str]]
    memory: str
    dreams: str


def _clean_env(mp: pytest.MonkeyPatch) -> None:
    for name in list(os.environ):
        if (name.startswith("MEMTUI_") and name != "MEMTUI_TEST_POSTGRES_URL") or name.startswith(
            "OPENAI_"
        ):
            mp.delenv(name, raising=False)


def _read(root: Path, name: str) -> str:
    return (root / name).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Built]:
    """One SQLite build shared by the read-only checks (an existing, empty folder is accepted)."""
    root = tmp_path_factory.mktemp("demo")
    calls: list[tuple[int, int, str]] = []
    with pytest.MonkeyPatch.context() as mp:
        _clean_env(mp)
        summary = build_demo(root, progress=lambda d, t, label: calls.append((d, t, label)))
    yield Built(summary, calls, _read(root, "MEMORY.md"), _read(root, "DREAMS.md"))


def _counts(root: Path, db: str = "") -> dict[str, object]:
    ws = open_workspace(root)
    store = open_workspace_store(ws, db or None)
    try:
        page = fragment_page(store, DEFAULT_NOW, ws.config.dreaming.deep.thresholds(), limit=0)
        return {
            "status": page.status_counts,
            "pending": len(list_promotions(store, "pending")),
            "applied": len(list_promotions(store, "applied")),
            "diary": len(diary_entries(store, limit=100_000)),
        }
    finally:
        store.close()


def test_the_app_opens_on_every_kind_of_state(built: Built) -> None:
    s = built.summary
    assert s.days == 42 and s.now == DEFAULT_NOW and s.notes >= 30 and s.sessions == 6
    assert s.searches > 50 and s.fragments > 100
    counts = _counts(s.root)
    status = counts["status"]
    assert isinstance(status, dict)
    for kind in ("staged", "rem", "pending", "promoted", "rejected", "new"):
        assert status.get(kind, 0) > 0, (kind, status)
    assert counts["pending"] == s.pending > 0 and counts["applied"] == s.promoted > 0
    assert counts["diary"] == s.diary_entries > 0
    # The running example was approved into MEMORY.md; others wait in review.
    assert (
        "不接受 mock" in built.memory
        and built.memory.count("## Promoted From Short-Term Memory") >= 2
    )
    ws = open_workspace(s.root)
    assert (
        ws.config.dreaming.timezone == "Asia/Shanghai" and ws.config.dreaming.deep.apply == "review"
    )
    assert is_demo_workspace(s.root) and demo_clock(s.root) == DEFAULT_NOW
    for block in ("## Light Sleep", "## REM Sleep", "## Deep Sleep", "# Dream Diary"):
        assert block in built.dreams
    # What the Rankings screen previews at the demo's clock: light stages, REM finds themes.
    store = open_workspace_store(ws)
    try:
        with store.transaction(commit=False) as session:
            ctx = PhaseContext(store, session, ws, DEFAULT_NOW, ws.config)
            light = run_light(ctx)
            rem = run_rem(ctx)
    finally:
        store.close()
    assert light.staged and rem.themes and rem.truths


def test_notes_tell_the_story_with_noise(built: Built) -> None:
    root = built.summary.root
    notes = sorted((root / "memory").glob("*.md"))
    assert notes[0].name == "2026-05-19.md" and notes[-1].name == "2026-06-29.md"
    texts = {p.name: p.read_text(encoding="utf-8") for p in notes}
    with_rule = [name for name, text in texts.items() if RULE_NOTE in text]
    story = [name for name, text in texts.items() if "JPY 退款事故" in text]
    assert len(with_rule) == 1 and story and story[0] < with_rule[0]
    joined = "\n".join(texts.values())
    assert re.search(r"[\u4e00-\u9fff]", joined) and "Idempotency-Key" in joined
    ws = open_workspace(root)
    store = open_workspace_store(ws)
    try:
        views = fragment_page(
            store, DEFAULT_NOW, ws.config.dreaming.deep.thresholds(), limit=None
        ).views
    finally:
        store.close()
    reasons = Counter(unpromotable_reason(v.text) for v in views)
    assert {"shell_command", "stack_trace", "timestamp_only", "secret"} <= set(reasons)
    assert {v.kind for v in views} == {"daily", "session"}


def test_transcripts_cover_three_shapes_a_broken_line_and_a_redacted_secret(built: Built) -> None:
    root = built.summary.root
    files = sorted((root / "sessions").rglob("*.jsonl"))
    first_lines = [p.read_text(encoding="utf-8").splitlines()[1] for p in files]
    assert any('"type":"message"' in line for line in first_lines)  # openclaw
    assert any('"sessionId"' in line for line in first_lines)  # Claude Code
    assert any(line.startswith('{"role"') for line in first_lines)  # plain
    assert sum(len(read_session_jsonl(p.read_bytes()).broken_lines) for p in files) == 1
    holders = []
    for path in root.rglob("*"):
        if path.is_file() and FAKE_SECRET.encode() in path.read_bytes():
            holders.append(path)
    # Only the original transcript holds the key: not the store (SQLite + WAL), notes or dreams.
    assert len(holders) == 1 and holders[0].suffix == ".jsonl"


def test_sample_diary_is_labelled_prose(built: Built) -> None:
    ws = open_workspace(built.summary.root)
    store = open_workspace_store(ws)
    try:
        entries = diary_entries(store, limit=100_000)
    finally:
        store.close()
    assert {e.phase for e in entries} == {"light", "rem", "deep"}
    assert all(e.sample and not e.placeholder and e.text.startswith(SAMPLE_LABEL) for e in entries)
    assert built.dreams.count(SAMPLE_LABEL) == len(entries)
    assert len({e.text for e in entries}) >= 12


def test_sample_texts_follow_the_diary_rules() -> None:
    texts = [text for samples in SAMPLE_DIARY.values() for _, text in samples]
    assert len(texts) >= 15
    assert any(re.search(r"[\u4e00-\u9fff]", t) for t in texts) and any(
        not re.search(r"[\u4e00-\u9fff]", t) for t in texts
    )
    for text in texts:
        full = f"{SAMPLE_LABEL} {text}"
        assert 80 <= count_words(full) <= 180, text[:40]
        assert clean_diary_text(full) == full  # no headings, lists or quotes to strip
        assert not re.search(r"\b(dream\w*|AI|artificial)\b|梦|人工智能", text, re.IGNORECASE)


def test_search_history_recurs_and_repeats() -> None:
    plans = plan_demo(DEFAULT_NOW)
    days_of: dict[str, set[str]] = {}
    repeated_same_day = False
    for plan in plans:
        queries = [q for _, q in plan.searches]
        repeated_same_day |= len(queries) != len(set(queries))
        for q in queries:
            days_of.setdefault(q, set()).add(plan.day.isoformat())
        assert all(plan.day == when.date() for when, _ in plan.searches)
    assert repeated_same_day and sum(len(d) >= 2 for d in days_of.values()) >= 3
    assert sum(len(plan.gets) for plan in plans) >= 3
    assert any(re.search(r"[\u4e00-\u9fff]", q) for q in days_of) and "idempotency key" in days_of
    assert plans == plan_demo(DEFAULT_NOW)


def test_progress_is_reported_to_the_end(built: Built) -> None:
    done = [d for d, _, _ in built.progress]
    assert done == sorted(done) and done[0] == 0
    assert built.progress[-1][0] == built.progress[-1][1] and len(built.progress) > 40


def test_rebuilding_is_idempotent_and_two_builds_are_identical(
    tmp_path: Path, built: Built
) -> None:
    first = tmp_path / "a"
    summary = build_demo(first)
    (first / "scratch.txt").write_text("the user's own file stays", encoding="utf-8")
    again = build_demo(first)
    assert again == summary
    assert _read(first, "MEMORY.md") == built.memory and _read(first, "DREAMS.md") == built.dreams
    assert (first / "scratch.txt").exists()
    # A different folder, same words: the demo does not depend on where it lives.
    assert again.pending == built.summary.pending and again.fragments == built.summary.fragments
    assert sorted(p.name for p in (first / "memory").iterdir()) == sorted(
        p.name for p in (built.summary.root / "memory").iterdir()
    )


def test_refuses_a_folder_that_is_not_a_demo(tmp_path: Path) -> None:
    mine = tmp_path / "notes"
    mine.mkdir()
    (mine / "todo.md").write_text("mine\n", encoding="utf-8")
    with pytest.raises(WorkspaceError, match="not a memtui demo workspace"):
        build_demo(mine)
    assert sorted(p.name for p in mine.iterdir()) == ["todo.md"]
    afile = tmp_path / "file.txt"
    afile.write_text("x", encoding="utf-8")
    with pytest.raises(WorkspaceError, match="not a folder"):
        build_demo(afile)
    # A broken mark is no mark.
    (mine / ".memtui").mkdir()
    (mine / ".memtui" / "demo.json").write_text("{oops", encoding="utf-8")
    with pytest.raises(WorkspaceError):
        build_demo(mine)


def test_default_demo_dir_is_in_user_data() -> None:
    path = default_demo_dir()
    assert path.name == "demo" and "memtui" in str(path)


def test_a_configured_model_writes_real_entries_not_samples(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with DiaryServer() as server:
        monkeypatch.setenv("MEMTUI_DIARY__MODEL", "test-model")
        monkeypatch.setenv("MEMTUI_DIARY__BASE_URL", server.base_url)
        summary = build_demo(tmp_path / "demo")
        assert server.requests
    ws = open_workspace(summary.root)
    store = open_workspace_store(ws)
    try:
        entries = diary_entries(store, limit=100_000)
    finally:
        store.close()
    assert entries and not any(e.sample for e in entries)
    assert SAMPLE_LABEL not in _read(summary.root, "DREAMS.md")


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="MEMTUI_TEST_POSTGRES_URL is not set (.ci/run sets it)")
def test_postgres_store_is_reset_on_rebuild(tmp_path: Path, built: Built) -> None:
    root = tmp_path / "demo"
    first = build_demo(root, db=PG_URL)
    again = build_demo(root, db=PG_URL)
    assert first == again
    assert (first.pending, first.promoted, first.fragments) == (
        built.summary.pending,
        built.summary.promoted,
        built.summary.fragments,
    )
    assert _read(root, "MEMORY.md") == built.memory
    assert _counts(root, PG_URL) == _counts(built.summary.root)
