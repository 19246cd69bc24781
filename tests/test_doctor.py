"""`memtui doctor`: stale locks, orphan rows, temp files, a corrupt store moved aside."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.doctor import run_doctor
from memtui.engine.documents.lock import lock_path
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.store.fragments import load_views
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


def test_search_index_out_of_step_is_found_and_rebuilt(ws: Workspace) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    store = open_workspace_store(ws)
    ingest(store, ws, at("2026-06-15T22:00:00"))
    store.close()
    raw = sqlite3.connect(ws.root / ".memtui" / "memtui.db")
    # An index row for a fragment that does not exist: FTS5's integrity check sees the drift.
    raw.execute("INSERT INTO fragment_fts(rowid, search_text) VALUES (9999, 'ghost words')")
    raw.commit()
    raw.close()
    found = run_doctor(ws, "", at("2026-06-16T10:00:00"))
    assert statuses(found)["search index"] == "error" and not found.healthy
    fixed = statuses(run_doctor(ws, "", at("2026-06-16T10:00:00"), repair=True))
    assert fixed["search index"] == "fixed"
    assert statuses(run_doctor(ws, "", at("2026-06-16T10:00:00")))["search index"] == "ok"


def test_corrupt_store_is_moved_aside_and_rebuilt_from_notes(ws: Workspace) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    db = ws.root / ".memtui" / "memtui.db"
    db.parent.mkdir(parents=True, exist_ok=True)
    db.write_bytes(b"garbage" * 500)
    report = run_doctor(ws, "", at("2026-06-16T10:00:00"))
    assert not report.healthy and "SQLite reports" in next(
        f.detail for f in report.findings if f.check == "store"
    )
    repaired = run_doctor(ws, "", at("2026-06-16T10:00:00"), repair=True)
    assert repaired.healthy
    assert list(db.parent.glob("memtui.db.corrupt-*"))  # kept for inspection, not deleted
    store = open_workspace_store(ws)
    assert ingest(store, ws, at("2026-06-16T10:00:00")).fragments_new == 1
    store.close()


@pytest.mark.slow
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


def _stored_store(ws: Workspace) -> Path:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    store = open_workspace_store(ws)
    ingest(store, ws, at("2026-06-15T22:00:00"))
    store.close()
    return ws.root / ".memtui" / "memtui.db"


def test_repair_never_moves_a_store_in_use(ws: Workspace) -> None:
    import sqlite3

    db = _stored_store(ws)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("UPDATE meta SET value = value")
    try:
        report = run_doctor(ws, "", at("2026-06-16T10:00:00"), repair=True)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    detail = next(f.detail for f in report.findings if f.check == "store")
    assert f"in use by pid {os.getpid()}" in detail and "nothing was moved" in detail
    assert not list(db.parent.glob("memtui.db.corrupt-*")) and db.is_file()
    store = open_workspace_store(ws)
    with store.session() as s:
        assert len(load_views(store, s)) == 1  # the votes and history are still there
    store.close()


def test_repair_never_moves_a_store_from_a_newer_memtui(ws: Workspace) -> None:
    import sqlite3

    db = _stored_store(ws)
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    report = run_doctor(ws, "", at("2026-06-16T10:00:00"), repair=True)
    detail = next(f.detail for f in report.findings if f.check == "store")
    assert "upgrade memtui" in detail and not list(db.parent.glob("memtui.db.corrupt-*"))
