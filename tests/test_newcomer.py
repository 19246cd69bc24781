"""What a newcomer meets first (issue 26): the demo's clock everywhere, honest exit codes,
times in the workspace's timezone, a fast `status`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note
from test_dream import RULE, night, prepared

from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.memory_writes import memory_history, restore_version
from memtui.engine.dream.review import approve, list_promotions, undo
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.store import Store
from memtui.engine.text import claim_key
from memtui.engine.workspace import (
    RECORDED_CLOCK_FILE,
    Workspace,
    open_workspace,
    open_workspace_store,
)
from memtui.tui.context import make_context

DEMO_NOW = "2026-06-30T08:00:00+08:00"


def memtui(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """memtui from a shell, with no --now and none of the developer's MEMTUI_* variables."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    return subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(root), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.fixture
def replayed(tmp_path: Path) -> Path:
    """A workspace that records the clock it was built for, as the demo does."""
    root = tmp_path / "ws"
    (root / "memory").mkdir(parents=True)
    (root / ".memtui.toml").write_text('[dreaming]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")
    ws = open_workspace(root)
    write_note(ws, "2026-06-29", RUNNING_EXAMPLE_NOTE.format(day="2026-06-29"))
    store = open_workspace_store(ws)
    ingest(store, ws, at("2026-06-29T22:00:00"))
    store.close()
    marker = root / RECORDED_CLOCK_FILE
    marker.write_text(json.dumps({"kind": "memtui-demo", "now": DEMO_NOW}), encoding="utf-8")
    return root


@pytest.mark.slow
def test_every_command_on_a_replayed_workspace_uses_its_clock(replayed: Path) -> None:
    status = json.loads(memtui(replayed, "status", "--json").stdout)
    assert status["now"] == DEMO_NOW and status["clock"] == "workspace"
    text = memtui(replayed, "status").stdout
    assert "the demo's own clock; --now overrides" in text
    assert "(10 h ago)" in text  # ingested at 22:00 the evening before, not months ago
    # A note goes into the demo's day, not today's file.
    assert memtui(replayed, "note", "a remark").returncode == 0
    assert sorted(p.name for p in (replayed / "memory").glob("*.md")) == [
        "2026-06-29.md",
        "2026-06-30.md",
    ]


@pytest.mark.slow
def test_now_overrides_the_recorded_clock(replayed: Path) -> None:
    status = json.loads(memtui(replayed, "--now", "2026-07-02T09:00:00", "status", "--json").stdout)
    assert status["now"] == "2026-07-02T09:00:00+08:00" and status["clock"] == "--now"


def test_the_app_runs_at_the_recorded_clock_and_says_so(replayed: Path) -> None:
    ctx = make_context(open_workspace(replayed))
    try:
        assert ctx.now().isoformat() == DEMO_NOW
        assert ctx.clock_label() == "demo clock 2026-06-30 08:00 (--now overrides)"
    finally:
        ctx.close()


def test_restore_and_review_agree(ws: Workspace, store: Store) -> None:
    """Approve, undo, restore the version that had it: the file holds the entry, the fragment
    is promoted, and Review no longer lists it as pending; restoring the version before the
    approval makes it pending again."""
    prepared(store, ws)
    run_cycle(store, ws, night("2026-06-21"))
    (pending,) = list_promotions(store)
    approve(store, ws, at("2026-06-21T09:00:00"), [pending.id])
    undo(store, ws, at("2026-06-21T09:30:00"), pending.id)
    assert [p.id for p in list_promotions(store)] == [pending.id]
    with_entry = next(v for v in memory_history(store) if v.reason == f"undo {pending.id}")
    restore_version(store, ws, at("2026-06-21T10:00:00"), with_entry.id)
    assert claim_key(RULE) in (ws.root / "MEMORY.md").read_text(encoding="utf-8")
    assert list_promotions(store) == []
    assert [p.id for p in list_promotions(store, "applied")] == [pending.id]
    without = next(v for v in memory_history(store) if v.reason == f"restore {with_entry.id}")
    restore_version(store, ws, at("2026-06-21T10:30:00"), without.id)
    assert claim_key(RULE) not in (ws.root / "MEMORY.md").read_text(encoding="utf-8")
    assert [p.id for p in list_promotions(store)] == [pending.id]


@pytest.mark.slow
def test_nothing_found_is_an_operational_error_not_a_usage_error(replayed: Path) -> None:
    """Exit 2 is for a command line memtui cannot parse; naming what is not there is exit 1."""
    for args in (("explain", "nosuchthing"), ("review", "approve", "999")):
        done = memtui(replayed, *args)
        assert done.returncode == 1, (args, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1
    assert memtui(replayed, "review", "approve", "abc").returncode == 2


@pytest.mark.slow
def test_status_and_memory_history_print_times_in_the_workspace_timezone(ws: Workspace) -> None:
    store = open_workspace_store(ws)  # the workspace's own file: the one the CLI opens
    prepared(store, ws)
    run_cycle(store, ws, night("2026-06-21"))
    (pending,) = list_promotions(store)
    approve(store, ws, at("2026-06-21T09:00:00"), [pending.id])
    store.close()
    offset = at("2026-06-21T09:00:00").strftime("%z")
    offset = f"{offset[:3]}:{offset[3:]}"
    runs = memtui(ws.root, "--now", "2026-06-21T10:00:00", "status").stdout
    assert "2026-06-21 03:00" + offset in runs  # the night's run, as the clock on the wall said
    history = memtui(ws.root, "--now", "2026-06-21T10:00:00", "memory", "history").stdout
    assert "2026-06-21 09:00" + offset in history
