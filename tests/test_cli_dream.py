"""The dreaming commands from a real shell: dream, review, memory, explain, daemon, import."""

from __future__ import annotations

import json
import subprocess
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, memtui_cli, write_note

from memtui.engine.dream.scheduler import next_run, run_daemon
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.workspace import open_workspace, open_workspace_store


def cli(
    root: Path, *args: str, now: str = "2026-06-21T03:00:00"
) -> subprocess.CompletedProcess[str]:
    return memtui_cli(root, *args, now=now)


def prepare(root: Path) -> None:
    ws = open_workspace(root)
    store = open_workspace_store(ws)
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T22:00:00"))
    for day, query in (
        ("16", "数据库"),
        ("17", "真实数据库"),
        ("18", "database"),
        ("19", "mock 测试"),
    ):
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00"))
    store.close()


@pytest.mark.slow
def test_dream_review_memory_explain(ws_root: Path) -> None:
    prepare(ws_root)
    dry = json.loads(cli(ws_root, "dream", "--dry-run", "--json").stdout)
    assert dry["dry_run"] is True and not (ws_root / "DREAMS.md").exists()
    run = cli(ws_root, "dream", "--json")
    assert run.returncode == 0, run.stderr
    phases = json.loads(run.stdout)["phases"]
    assert [p["phase"] for p in phases] == ["light", "rem", "deep"]
    deep = phases[2]
    assert deep["counts"]["pending"] == 1 and deep["winners"][0]["gate"] is None
    assert set(deep["winners"][0]["components"]) == {
        "frequency",
        "relevance",
        "diversity",
        "recency",
        "consolidation",
        "conceptual",
    }
    pending = json.loads(cli(ws_root, "review", "--json").stdout)
    assert len(pending) == 1
    pid = str(pending[0]["id"])
    preview = cli(ws_root, "review", "approve", pid, "--preview")
    assert preview.stdout.startswith("--- a/MEMORY.md") and not (ws_root / "MEMORY.md").exists()
    edited = "测试必须使用真实数据库，不接受 mock"
    shown = cli(ws_root, "review", "edit", pid, edited)
    assert shown.returncode == 0 and f"+- {edited} [score=" in shown.stdout
    assert "--yes" in shown.stderr and not (ws_root / "MEMORY.md").exists()
    assert cli(ws_root, "review", "edit", pid, edited, "--yes", "--json").returncode == 0
    assert "- 测试必须使用真实数据库，不接受 mock [score=" in (ws_root / "MEMORY.md").read_text(
        encoding="utf-8"
    )
    history = json.loads(cli(ws_root, "memory", "history", "--json").stdout)
    assert history[0]["reason"] == f"approve {pid}"
    assert cli(ws_root, "review", "undo", pid).returncode == 0
    assert "真实数据库" not in (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    restored = cli(ws_root, "memory", "restore", str(history[0]["id"] + 1))
    assert restored.returncode == 0 and "+- 测试必须使用真实数据库" in restored.stdout
    explained = json.loads(cli(ws_root, "explain", "真实数据库", "--json").stdout)
    assert explained["verdict"] == "stopped at gate 4: not_promoted"
    assert [g["passed"] for g in explained["gates"]] == [
        True,
        True,
        True,
        False,
        True,
        True,
        True,
        True,
        True,
        True,
    ]
    bad = cli(ws_root, "dream", "--phase", "nap")
    assert bad.returncode == 2 and "--phase" in bad.stderr
    status = json.loads(cli(ws_root, "status", "--json").stdout)
    assert [r["phase"] for r in status["runs"][:3]] == ["deep", "rem", "light"]


def test_next_run_follows_cron_in_timezone() -> None:
    from zoneinfo import ZoneInfo

    tz = ZoneInfo("Asia/Shanghai")
    after = datetime(2026, 6, 20, 20, 0, tzinfo=UTC)  # 04:00 on the 21st in Shanghai
    assert next_run("0 3 * * *", tz, after) == datetime(2026, 6, 22, 3, 0, tzinfo=tz)


@pytest.mark.slow
def test_daemon_exits_when_dreaming_disabled(ws_root: Path) -> None:
    lines: list[str] = []
    assert run_daemon([ws_root], log=lines.append) == 0
    assert any("dreaming is disabled" in line for line in lines)
    proc = cli(ws_root, "daemon")
    assert proc.returncode == 0 and "nothing to schedule" in proc.stderr


def test_daemon_runs_due_cycles_for_several_workspaces(tmp_path: Path) -> None:
    roots = []
    for i in range(2):
        root = tmp_path / f"ws{i}"
        (root / "memory").mkdir(parents=True)
        (root / ".memtui.toml").write_text(
            '[dreaming]\nenabled = true\ntimezone = "Asia/Shanghai"\nfrequency = "0 3 * * *"\n',
            encoding="utf-8",
        )
        prepare(root)
        roots.append(root)
    # A fake clock: starts just before 03:00 Shanghai, then jumps past it.
    times = iter([at("2026-06-21T02:59:00"), at("2026-06-21T03:00:05")])
    last = [at("2026-06-21T03:00:05")]

    def clock() -> datetime:
        last[0] = next(times, last[0])
        return last[0]

    stop = threading.Event()
    lines: list[str] = []

    def log(msg: str) -> None:
        lines.append(msg)
        if sum("dream cycle done" in m for m in lines) == 2:
            stop.set()

    runs = run_daemon(roots, log=log, stop=stop, clock=clock)
    assert runs == 2
    for root in roots:
        assert "## Deep Sleep" in (root / "DREAMS.md").read_text(encoding="utf-8")
    assert sum("next dream at 2026-06-22T03:00" in m for m in lines) == 2
