"""Dream Diary through the dream cycle (issue 4): real openai client, real HTTP fixture server."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from diary_server import DEFAULT_ANSWER, DiaryServer, Reply
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.documents.dreams_file import parse_diary_entries, parse_managed_block
from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.narrative import PLACEHOLDER_EN, PLACEHOLDER_ZH, SYSTEM_PROMPT_ZH
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.store import Store
from memtui.engine.store.fragments import load_views
from memtui.engine.store.history import diary_entries
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store


@pytest.fixture
def server() -> DiaryServer:
    with DiaryServer() as srv:
        yield srv  # type: ignore[misc]


def diary_ws(root: Path, server: DiaryServer, timeout: float = 5.0) -> Workspace:
    (root / "memory").mkdir(parents=True, exist_ok=True)
    (root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n'
        f'[diary]\nmodel = "test-model"\nbase_url = "{server.base_url}"\ntimeout_seconds = {timeout}\n'
        '[dreaming.deep]\napply = "auto"\n',
        encoding="utf-8",
    )
    return open_workspace(root)


def prepared(store: Store, ws: Workspace) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T22:00:00"))
    for day, query in (
        ("16", "数据库"),
        ("17", "真实数据库"),
        ("18", "database"),
        ("19", "mock 测试"),
    ):
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00"))


def test_normal_answers_land_in_dreams_md(
    tmp_path: Path, server: DiaryServer, store_url: str
) -> None:
    ws = diary_ws(tmp_path / "ws", server)
    store = open_workspace_store(ws, store_url or None)
    prepared(store, ws)
    report = run_cycle(store, ws, at("2026-06-21T03:01:00"))
    assert [p.diary.status for p in report.phases] == ["written", "written", "written"]
    doc = (ws.root / "DREAMS.md").read_text(encoding="utf-8")
    entries = parse_diary_entries(doc)
    assert [e.timestamp for e in entries] == ["June 21, 2026, 3:01 AM CST"] * 3
    assert all(e.text == DEFAULT_ANSWER for e in entries)
    # Layout of §8: heading, markers, entries before the end marker; phase blocks untouched.
    assert doc.startswith(
        "# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->\n---\n\n*June 21, 2026, 3:01 AM CST*\n\n"
    )
    assert doc.index("<!-- openclaw:dreaming:diary:end -->") < doc.index("## Light Sleep")
    assert parse_managed_block(doc, "light") is not None
    stored = diary_entries(store)
    assert {e.phase for e in stored} == {"light", "rem", "deep"} and not any(
        e.placeholder for e in stored
    )
    assert [r.run_id for r in stored] == sorted((p.run_id for p in report.phases), reverse=True)
    # Request bodies: the system prompt and each phase's material.
    bodies = [r.body for r in server.requests]
    assert len(bodies) == 3 and all(b["model"] == "test-model" for b in bodies)
    # The fragments are Chinese, so `language = auto` picks the Chinese system prompt.
    assert all(b["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT_ZH} for b in bodies)
    light_user = bodies[0]["messages"][1]["content"]
    assert "规范：今后所有测试必须使用真实数据库" in light_user and "数据库" in light_user
    deep_user = bodies[2]["messages"][1]["content"]
    assert "不接受 mock" in deep_user
    store.close()


def test_stall_and_500_give_placeholders_one_per_run(tmp_path: Path, server: DiaryServer) -> None:
    ws = diary_ws(tmp_path / "ws", server, timeout=0.3)
    store = open_workspace_store(ws)
    prepared(store, ws)
    server.queue(
        Reply(mode="ok", delay=1.0), Reply(mode="error", status=500), Reply(mode="ok", delay=1.0)
    )
    report = run_cycle(store, ws, at("2026-06-21T03:00:00"))
    assert [p.diary.status for p in report.phases] == ["placeholder"] * 3
    assert "timed out" in report.phases[0].diary.reason and "500" in report.phases[1].diary.reason
    entries = parse_diary_entries((ws.root / "DREAMS.md").read_text(encoding="utf-8"))
    assert len(entries) == 3  # runs and entries stay one-to-one
    assert all(e.text in (PLACEHOLDER_EN, PLACEHOLDER_ZH) for e in entries)
    assert all(e.placeholder for e in diary_entries(store))
    assert (ws.root / "MEMORY.md").exists()  # the phase itself succeeded
    store.close()


def test_no_model_means_no_diary_and_a_way_to_turn_it_on(ws: Workspace, store: Store) -> None:
    prepared(store, ws)
    report = run_cycle(store, ws, at("2026-06-21T03:00:00"))
    assert all(p.diary.status == "off" and "diary.model" in p.diary.reason for p in report.phases)
    assert "Dream Diary" not in (ws.root / "DREAMS.md").read_text(encoding="utf-8")
    assert diary_entries(store) == []


def test_four_workspaces_dream_at_once_with_at_most_three_generations(
    tmp_path: Path, server: DiaryServer
) -> None:
    workspaces = [diary_ws(tmp_path / f"ws{i}", server, timeout=10) for i in range(4)]
    stores = [open_workspace_store(w) for w in workspaces]
    for ws, store in zip(workspaces, stores, strict=True):
        prepared(store, ws)
    server.hold()
    errors: list[BaseException] = []

    def dream(i: int) -> None:
        try:
            run_cycle(stores[i], workspaces[i], at("2026-06-21T03:00:00"), phases=("light",))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=dream, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    assert server.wait_for_in_flight(3)
    assert server.in_flight == 3  # the fourth waits for a slot
    server.release()
    for t in threads:
        t.join(30)
    assert not errors
    assert server.max_in_flight == 3 and len(server.requests) == 4
    for store in stores:
        store.close()


def test_diary_text_never_becomes_a_fragment(tmp_path: Path, server: DiaryServer) -> None:
    ws = diary_ws(tmp_path / "ws", server)
    store = open_workspace_store(ws)
    prepared(store, ws)
    run_cycle(store, ws, at("2026-06-21T03:00:00"))
    # An agent pastes the whole DREAMS.md (diary and blocks) into today's note.
    dreams = (ws.root / "DREAMS.md").read_text(encoding="utf-8")
    write_note(ws, "2026-06-21", "## 粘贴\n" + dreams)
    run_cycle(store, ws, at("2026-06-22T03:00:00"))
    with store.session() as s:
        texts = [v.text for v in load_views(store, s)]
    assert not any("lighthouse" in t or "Candidate:" in t or "confidence=" in t for t in texts)
    store.close()
