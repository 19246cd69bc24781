"""`memtui doctor`: stale locks, orphan rows, temp files, a corrupt store moved aside."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.doctor import run_doctor
from memtui.engine.documents.lock import lock_path
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.workspace import Workspace, open_workspace_store


def statuses(report) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {f.check: f.status for f in report.findings}


def test_healthy_workspace(ws: Workspace) -> None:
    report = run_doctor(ws, "", at("2026-06-16T10:00:00"))
    assert report.healthy and statuses(report)["store"] == "ok"


def test_repairs_stale_lock_temp_files_and_orphans(ws: Workspace) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    store = open_workspace_store(ws)
    ingest(store, ws, at("2026-06-15T22:00:00"))
    ws_id = store.workspace_id
    import sqlite3

    raw = sqlite3.connect(
        ws.root / ".memtui" / "memtui.db"
    )  # foreign keys are off in a plain connection
    raw.execute(
        "INSERT INTO vote (fragment_id, workspace_id, query_hash, query, day, score, at, via) "
        "VALUES (9999, ?, 'abc', 'x', '2026-06-16', 0.5, '2026-06-16 00:00:00', 'search')",
        (ws_id,),
    )
    raw.commit()
    raw.close()
    store.close()
    lock_path(ws.root).write_text("12345 2026-06-16T00:00:00+00:00\n", encoding="utf-8")
    (ws.root / ".MEMORY.md.abc.tmp").write_text("half", encoding="utf-8")
    found = statuses(run_doctor(ws, "", at("2026-06-16T10:00:00")))
    assert (
        found["dream.lock"] == "warn"
        and found["orphan vote rows"] == "warn"
        and found["MEMORY.md"] == "warn"
    )
    fixed = statuses(run_doctor(ws, "", at("2026-06-16T10:00:00"), repair=True))
    assert (
        fixed["dream.lock"] == "fixed"
        and fixed["orphan vote rows"] == "fixed"
        and fixed["MEMORY.md"] == "fixed"
    )
    assert not (ws.root / ".MEMORY.md.abc.tmp").exists()
    again = statuses(run_doctor(ws, "", at("2026-06-16T10:00:00")))
    assert "orphan vote rows" not in again and again["MEMORY.md"] == "ok"


def test_corrupt_store_is_moved_aside_and_rebuilt_from_notes(ws: Workspace) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    db = ws.root / ".memtui" / "memtui.db"
    db.parent.mkdir(parents=True, exist_ok=True)
    db.write_bytes(b"garbage" * 500)
    report = run_doctor(ws, "", at("2026-06-16T10:00:00"))
    assert not report.healthy and "not a usable SQLite database" in next(
        f.detail for f in report.findings if f.check == "store"
    )
    repaired = run_doctor(ws, "", at("2026-06-16T10:00:00"), repair=True)
    assert repaired.healthy
    assert list(db.parent.glob("memtui.db.corrupt-*"))  # kept for inspection, not deleted
    store = open_workspace_store(ws)
    assert ingest(store, ws, at("2026-06-16T10:00:00")).fragments_new == 1
    store.close()


def test_cli_doctor_exit_codes(ws: Workspace) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMTUI_")}
    ok = subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(ws.root), "doctor", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert ok.returncode == 0 and json.loads(ok.stdout)["healthy"] is True
    (ws.root / "DREAMS.md").symlink_to(Path("/tmp/nowhere.md"))
    bad = subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(ws.root), "doctor"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert bad.returncode == 1 and "symbolic link" in bad.stdout
