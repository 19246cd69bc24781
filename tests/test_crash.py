"""Crash safety (issues 3 and 8): SIGKILL a dream run at exact points, then a new run completes
and MEMORY.md equals a clean run's — no duplicate, no missing promotion, no half file."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.documents.dreams_file import parse_diary_entries, parse_managed_block
from memtui.engine.documents.memory_file import parse_promotions, promotion_keys
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.workspace import open_workspace, open_workspace_store

# Slow tier (docs/contributing.md): processes killed at fault checkpoints.
pytestmark = pytest.mark.slow

NOW = "2026-06-21T03:00:00"
CHECKPOINTS = [
    "after-ingest-file",
    "before-replace:DREAMS.md",
    "before-phase:rem",
    "before-phase:deep",
    "before-memory-write",
    "before-replace:MEMORY.md",
]


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A workspace where tonight's deep run promotes the running example (deep.apply = auto)."""
    root = tmp_path_factory.mktemp("crash") / "base"
    (root / "memory").mkdir(parents=True)
    (root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]\napply = "auto"\n',
        encoding="utf-8",
    )
    (root / "MEMORY.md").write_text(
        "# Long-Term Memory\n\n## Team\n- Hand-written by the user.\n", encoding="utf-8"
    )
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
    # A note not yet ingested, so tonight's light phase reads a file.
    write_note(
        ws, "2026-06-20", "## 待办\n- 给 CI 加一个真实 PostgreSQL 服务，替换掉 sqlite 内存库\n"
    )
    return root


def dream(root: Path, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    full.update(env or {})
    return subprocess.Popen(
        [sys.executable, "-m", "memtui", "--workspace", str(root), "--now", NOW, "dream", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=full,
    )


def finish(proc: subprocess.Popen[str]) -> None:
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err


@pytest.fixture(scope="module")
def reference(base: Path, tmp_path_factory: pytest.TempPathFactory) -> str:
    root = tmp_path_factory.mktemp("clean") / "ws"
    shutil.copytree(base, root)
    finish(dream(root))
    return (root / "MEMORY.md").read_text(encoding="utf-8")


def assert_whole(root: Path, before_memory: str) -> None:
    """Files are either the old text or a complete new one — never half-written."""
    memory = (root / "MEMORY.md").read_text(encoding="utf-8")
    assert memory == before_memory or memory.startswith(before_memory.rstrip("\n"))
    keys = [p.key for p in parse_promotions(memory)]
    assert len(keys) == len(set(keys))
    dreams_path = root / "DREAMS.md"
    if dreams_path.exists():
        doc = dreams_path.read_text(encoding="utf-8")
        for phase in ("light", "rem", "deep"):
            if f"openclaw:dreaming:{phase}:start" in doc:
                assert parse_managed_block(doc, phase) is not None
        assert parse_diary_entries(doc) == []


def test_reference_run_promotes_once(reference: str) -> None:
    assert len(promotion_keys(reference)) == 1 and "Hand-written by the user." in reference


@pytest.mark.parametrize("checkpoint", CHECKPOINTS)
def test_sigkill_at_checkpoint_then_recover(
    base: Path, reference: str, tmp_path: Path, checkpoint: str
) -> None:
    root = tmp_path / "ws"
    shutil.copytree(base, root)
    before = (root / "MEMORY.md").read_text(encoding="utf-8")
    marks = tmp_path / "faults"
    proc = dream(root, {"MEMTUI_FAULT_PAUSE": checkpoint, "MEMTUI_FAULT_DIR": str(marks)})
    deadline = time.monotonic() + 90
    while not (marks / checkpoint).exists():
        assert proc.poll() is None, proc.communicate()[1]
        assert time.monotonic() < deadline, f"never reached {checkpoint}"
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(30)
    assert proc.returncode == -signal.SIGKILL
    assert_whole(root, before)
    finish(dream(root))  # the kernel released the lock with the dead process
    assert (root / "MEMORY.md").read_text(encoding="utf-8") == reference
    assert not list(root.glob(".MEMORY.md.*.tmp")) and not list(root.glob(".DREAMS.md.*.tmp"))
    finish(dream(root))  # and once more: idempotent
    assert (root / "MEMORY.md").read_text(encoding="utf-8") == reference
