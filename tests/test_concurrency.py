"""Concurrency (issue 8): one dream run per workspace, and votes during a run are neither lost
nor double-counted — in threads and in separate processes, on SQLite and PostgreSQL."""

from __future__ import annotations

import contextlib
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.dream.cycle import run_cycle
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.store import Store
from memtui.engine.store.fragments import load_views
from memtui.engine.workspace import Workspace

# Slow tier (docs/contributing.md): concurrent processes and threads against one store.
pytestmark = pytest.mark.slow

QUERIES = [
    f"数据库 {word}" for word in ("测试", "迁移", "mock", "真实", "生产", "评审", "规范", "bug")
]


def busy_workspace(ws: Workspace) -> None:
    """The running example plus 120 notes, so tonight's light phase has real ingestion to do."""
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    for n in range(120):
        body = "\n\n".join(
            f"## 主题 {n}-{k}\n- 会议记录 {n}-{k}：讨论了缓存层、告警阈值和发布窗口的安排"
            for k in range(6)
        )
        (ws.root / "memory" / f"2026-06-20-{n:03d}.md").write_text(body, encoding="utf-8")


def rule(store: Store):  # type: ignore[no-untyped-def]
    with store.session() as s:
        return next(v for v in load_views(store, s) if "真实数据库" in v.text)


def env_for(store_url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    if store_url:
        env["MEMTUI_DATABASE_URL"] = store_url
    return env


def test_votes_during_a_cycle_are_not_lost_or_double_counted(ws: Workspace, store: Store) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T22:00:00"))
    busy_workspace(ws)
    errors: list[BaseException] = []

    def dream() -> None:
        try:
            run_cycle(store, ws, at("2026-06-21T03:00:00"))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    def search(query: str) -> None:
        try:
            memory_search(store, ws, query, at("2026-06-21T03:00:30"))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=dream)]
    # Every query twice, all at once: eight distinct votes, the repeats deduplicated.
    threads += [threading.Thread(target=search, args=(q,)) for q in QUERIES + QUERIES]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors, errors
    frag = rule(store)
    assert frag.recall_count == len(QUERIES) and frag.unique_queries == len(QUERIES)
    assert frag.recall_days == ["2026-06-21"]


def test_second_dream_process_is_refused_then_a_killed_ones_lock_is_recovered(
    ws: Workspace, store: Store, store_url: str, tmp_path: Path
) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    store.close()
    env = env_for(store_url)
    base = [
        sys.executable,
        "-m",
        "memtui",
        "--workspace",
        str(ws.root),
        "--now",
        "2026-06-21T03:00:00",
        "dream",
    ]
    marks = tmp_path / "marks"
    first = subprocess.Popen(
        base,
        env={**env, "MEMTUI_FAULT_PAUSE": "before-phase:rem", "MEMTUI_FAULT_DIR": str(marks)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while not (marks / "before-phase:rem").exists():
        assert first.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)
    second = subprocess.run(base, env=env, capture_output=True, text=True, timeout=60)
    assert (
        second.returncode == 1
        and "already in progress" in second.stderr
        and "Traceback" not in second.stderr
    )
    os.kill(first.pid, signal.SIGKILL)
    first.wait(30)
    third = subprocess.run([*base, "--json"], env=env, capture_output=True, text=True, timeout=120)
    assert third.returncode == 0, third.stderr


def test_searches_in_other_processes_while_a_dream_process_runs(
    ws: Workspace, store: Store, store_url: str
) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T22:00:00"))
    busy_workspace(ws)
    env = env_for(store_url)
    cmd = [
        sys.executable,
        "-m",
        "memtui",
        "--workspace",
        str(ws.root),
        "--now",
        "2026-06-21T03:00:00",
    ]
    procs = [
        subprocess.Popen(
            [*cmd, "dream"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
    ]
    procs += [
        subprocess.Popen(
            [*cmd, "search", q, "--json"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for q in QUERIES[:4] + QUERIES[:4]
    ]
    for p in procs:
        out, err = p.communicate(timeout=180)
        assert p.returncode == 0, err
    frag = rule(store)
    assert frag.recall_count == 4 and frag.unique_queries == 4


@pytest.mark.parametrize("attempts", [2])
def test_dream_wait_option_waits_for_the_lock(ws: Workspace, store: Store, attempts: int) -> None:
    from memtui.engine.documents.lock import dream_lock

    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    results: list[object] = []
    with dream_lock(ws.root):
        t = threading.Thread(
            target=lambda: results.append(
                run_cycle(store, ws, at("2026-06-21T03:00:00"), wait_seconds=30)
            )
        )
        t.start()
        time.sleep(0.3)
        assert t.is_alive()  # waiting, not failing
    t.join(60)
    assert len(results) == 1 and attempts == 2


def _prepared_for_review(root: Path, store_url: str) -> int:
    """The running example voted on five days and dreamed once: one pending promotion (its id)."""
    from memtui.engine.dream.review import list_promotions
    from memtui.engine.workspace import open_workspace, open_workspace_store

    ws = open_workspace(root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
        ingest(store, ws, at("2026-06-15T22:00:00"))
        for day, query in zip(("16", "17", "18", "19", "20"), QUERIES, strict=False):
            memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00"))
        run_cycle(store, ws, at("2026-06-21T03:00:00"))
        busy_workspace(ws)
        return list_promotions(store)[0].id
    finally:
        store.close()


@contextlib.contextmanager
def _writer_holding_the_store(root: Path, store_url: str, seconds: float) -> Iterator[None]:
    """Another writer that holds the store's write lock for `seconds`, then commits a change:
    whoever read before the commit and writes after it must wait, not fail."""
    ready = threading.Event()

    def hold() -> None:
        if store_url:
            from sqlalchemy import create_engine, text

            engine = create_engine(store_url)
            with engine.begin() as conn:
                conn.execute(text("LOCK TABLE fragment IN EXCLUSIVE MODE"))
                conn.execute(text("UPDATE fragment SET last_seen_at = last_seen_at"))
                ready.set()
                time.sleep(seconds)
            engine.dispose()
            return
        conn = sqlite3.connect(root / ".memtui" / "memtui.db", isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("UPDATE fragment SET last_seen_at = last_seen_at")
        ready.set()
        time.sleep(seconds)
        conn.execute("COMMIT")
        conn.close()

    thread = threading.Thread(target=hold)
    thread.start()
    assert ready.wait(30)
    try:
        yield
    finally:
        thread.join(60)


def test_mixed_burst_never_fails_with_database_is_locked(tmp_path: Path, store_url: str) -> None:
    first = tmp_path / "first"
    (first / "memory").mkdir(parents=True)
    (first / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8"
    )
    pending = _prepared_for_review(first, store_url)
    # A workspace with its SQLite store inside is moved: every process of the burst must also
    # update its registration, a write after a read (the lock upgrade that failed). On PostgreSQL
    # three ingestions race to insert the same new notes.
    root = first if store_url else first.rename(tmp_path / "moved")
    env = env_for(store_url)
    cmd = [sys.executable, "-m", "memtui", "--workspace", str(root), "--now", "2026-06-22T03:00:00"]
    burst = [
        ["dream", "--wait", "60"],
        ["ingest"],
        ["ingest"],
        ["review", "approve-above", "0.5"],
        ["review", "approve-above", "0.5"],
        ["review", "reject", str(pending)],
        *(["search", q, "--json"] for q in QUERIES[:3]),
    ]
    with _writer_holding_the_store(root, store_url, seconds=15):
        procs = [
            subprocess.Popen(
                [*cmd, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
            )
            for args in burst
        ]
        outcomes = [
            (args, *p.communicate(timeout=300), p.returncode)
            for args, p in zip(burst, procs, strict=True)
        ]
    for args, _out, err, code in outcomes:
        assert "locked" not in err, (args, err)
        # Approving and rejecting the same promotion race; the loser is told, clearly.
        assert code == 0 or (args[0] == "review" and "not pending" in err), (args, err)
    from memtui.engine.workspace import open_workspace, open_workspace_store

    store = open_workspace_store(open_workspace(root), store_url or None)
    try:
        # Nothing lost: every search's vote is recorded, every note ingested.
        frag = rule(store)
        assert frag.unique_queries == 5 + len({q for q in QUERIES[:3]} - set(QUERIES[:5]))
        with store.session() as s:
            assert len(load_views(store, s)) > 120
    finally:
        store.close()
