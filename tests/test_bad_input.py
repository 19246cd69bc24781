"""Bad input gets a clear message and loses nothing already stored (issue: engine foundation)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.errors import StoreError
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.judgement import RULES_VERSION
from memtui.engine.store import Store, open_store
from memtui.engine.store.fragments import load_views
from memtui.engine.workspace import Workspace


def count(store: Store) -> int:
    with store.session() as s:
        return len(load_views(store, s))


def test_non_utf8_binary_and_huge_notes_are_skipped_with_reasons(
    ws: Workspace, store: Store
) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T23:00:00"))
    assert count(store) == 1
    (ws.root / "memory" / "2026-06-16.md").write_bytes(
        "## 记录\n数据库迁移完成了一半\n".encode("gbk")
    )
    (ws.root / "memory" / "2026-06-17.md").write_bytes(
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256))
    )
    huge = ws.root / "memory" / "2026-06-18.md"
    with huge.open("wb") as fh:
        line = ("- a long line about the database migration plan " * 4 + "\n").encode()
        while fh.tell() < 50 * 1024 * 1024:
            fh.write(line * 1000)
    report = ingest(store, ws, at("2026-06-18T23:00:00"))
    reasons = {issue.path: issue.reason for issue in report.files_failed}
    assert "not UTF-8" in reasons["memory/2026-06-16.md"]
    assert "binary" in reasons["memory/2026-06-17.md"]
    assert (
        "too large" in reasons["memory/2026-06-18.md"]
        and "split" in reasons["memory/2026-06-18.md"]
    )
    assert count(store) == 1  # nothing already stored was lost
    # The bad files are untouched.
    assert (ws.root / "memory" / "2026-06-16.md").read_bytes().decode("gbk").startswith("## 记录")


def test_mixed_line_endings_and_bom(ws: Workspace, store: Store) -> None:
    (ws.root / "memory" / "2026-06-15.md").write_bytes(
        "\ufeff## PR 评审\r\n发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试。\r规范：今后所有测试必须使用真实数据库，不接受 mock。\n".encode()
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    with store.session() as s:
        texts = [v.text for v in load_views(store, s)]
    assert texts == [
        "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试。 规范：今后所有测试必须使用真实数据库，不接受 mock。"
    ]


def test_corrupt_sqlite_file_gives_clear_error(ws: Workspace) -> None:
    db = ws.root / ".memtui" / "memtui.db"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError, match="not a usable SQLite database"):
        open_store(ws.root)
    assert db.read_bytes().startswith(b"this is not a database")  # left for the user to inspect


def test_truncated_sqlite_file_gives_clear_error(ws: Workspace) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    store = open_store(ws.root)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    store.close()
    db = ws.root / ".memtui" / "memtui.db"
    for suffix in ("-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 3])
    with pytest.raises(StoreError):
        reopened = open_store(ws.root)
        ingest(reopened, ws, at("2026-06-16T23:00:00"))


def run_cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memtui", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=120,
    )


def test_missing_workspace_is_one_clear_line(tmp_path: Path) -> None:
    proc = run_cli("--workspace", str(tmp_path / "nope"), "status")
    assert proc.returncode == 1
    assert "does not exist" in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_corrupt_store_via_cli_exit_1(ws: Workspace) -> None:
    db = ws.root / ".memtui" / "memtui.db"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"garbage" * 1000)
    proc = run_cli("--workspace", str(ws.root), "ingest")
    assert proc.returncode == 1 and "not a usable SQLite database" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_moved_workspace_keeps_its_embedded_store(ws: Workspace, tmp_path: Path) -> None:
    import shutil

    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    store = open_store(ws.root)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    store.close()
    moved = tmp_path / "moved"
    shutil.move(str(ws.root), moved)
    from memtui.engine.workspace import open_workspace

    ws2 = open_workspace(moved)
    store2 = open_store(ws2.root)
    assert count(store2) == 1
    assert (
        ingest(store2, ws2, at("2026-06-16T23:00:00")).files_unchanged == 1
    )  # relative paths: nothing re-read
    assert count(store2) == 1
    store2.close()


def test_store_from_schema_1_is_migrated_in_place(ws: Workspace) -> None:
    import sqlite3

    from memtui.engine.recall import memory_search

    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    store = open_store(ws.root)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    memory_search(store, ws, "数据库", at("2026-06-16T10:00:00"))
    memory_search(store, ws, "mock", at("2026-06-17T10:00:00"))
    store.close()
    db = sqlite3.connect(ws.root / ".memtui" / "memtui.db")
    db.execute("DROP INDEX ix_fragment_ws_claim")
    db.execute("DROP INDEX ix_fragment_ws_judged")  # a schema-1 store had neither
    for column in (
        "unique_query_count",
        "recall_day_count",
        "consolidation",
        "tag_count",
        "durability",
        "claim_id",
        "claim_terms",
        "judged",
    ):
        db.execute(f"ALTER TABLE fragment DROP COLUMN {column}")
    db.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    db.commit()
    db.close()
    migrated = open_store(ws.root)
    with migrated.session() as s:
        from sqlmodel import select

        from memtui.engine.store import FragmentRow, MetaRow

        row = s.exec(select(FragmentRow)).one()
        assert (row.unique_query_count, row.recall_day_count, row.tag_count) == (2, 2, 8)
        assert round(row.consolidation, 4) == 0.3012
        assert s.get(MetaRow, "schema_version").value == "4"  # type: ignore[union-attr]
        # Statements (algorithm.md §6.5) are judged by the next ingestion, not by the store.
        assert row.judged == 0 and row.claim_terms == ""
    ingest(migrated, ws, at("2026-06-18T09:00:00"))
    with migrated.session() as s:
        row = s.exec(select(FragmentRow)).one()
        assert row.judged == RULES_VERSION and row.durability == ""
        assert "database" in row.claim_terms.split() and row.claim_id == row.id
    migrated.close()


def test_store_from_a_newer_memtui_is_refused(ws: Workspace) -> None:
    import sqlite3

    open_store(ws.root).close()
    db = sqlite3.connect(ws.root / ".memtui" / "memtui.db")
    db.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="newer than this memtui"):
        open_store(ws.root)


# --- writes and reads that lost data (issue 16) ------------------------------------------------


def test_one_nul_byte_costs_its_line_not_the_day(ws: Workspace, store: Store) -> None:
    path = ws.root / "memory" / "2026-06-15.md"
    path.write_bytes(
        "## 决定\n- 使用真实数据库做集成测试\n- a line with a NUL \x00 in it\n- 回滚脚本放在 ops/rollback.sh\n".encode()
    )
    report = ingest(store, ws, at("2026-06-15T23:00:00"))
    assert not report.files_failed
    assert [(b.path, "NUL" in b.reason) for b in report.broken_lines] == [
        ("memory/2026-06-15.md:3", True)
    ]
    with store.session() as s:
        views = load_views(store, s)
    texts = " ".join(v.text for v in views)
    assert "真实数据库" in texts and "rollback.sh" in texts and "NUL" not in texts


def test_impossible_day_is_reported_not_ingested(ws: Workspace, store: Store) -> None:
    write_note(ws, "2026-13-45", "## 决定\n- 使用真实数据库做集成测试\n")
    report = ingest(store, ws, at("2026-06-15T23:00:00"))
    assert [(f.path, "not a calendar day" in f.reason) for f in report.files_failed] == [
        ("memory/2026-13-45.md", True)
    ]
    assert count(store) == 0


@pytest.mark.parametrize("folder", ["memory", "sessions"])
def test_folder_symlinked_outside_is_refused_like_get(
    ws: Workspace, store: Store, tmp_path: Path, folder: str
) -> None:
    from memtui.engine.errors import PathRefused
    from memtui.engine.recall import memory_get

    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "2026-06-15.md").write_text(
        "## secret\n- text from outside the workspace\n", encoding="utf-8"
    )
    (outside / "s.jsonl").write_text(
        '{"role":"user","content":"text from outside the workspace"}\n', encoding="utf-8"
    )
    link = ws.root / folder
    if link.exists():
        link.rmdir()
    link.symlink_to(outside, target_is_directory=True)
    report = ingest(store, ws, at("2026-06-15T23:00:00"))
    assert [f.path for f in report.files_failed] == [folder]
    assert "outside the workspace" in report.files_failed[0].reason
    assert count(store) == 0
    with pytest.raises(PathRefused, match="outside the workspace"):
        memory_get(store, ws, f"{folder}/2026-06-15.md", at("2026-06-15T23:00:00"))


@pytest.mark.parametrize("separator", ["\u2028", "\x0c", "\x85"])
def test_get_cites_the_lines_ingestion_numbered(
    ws: Workspace, store: Store, separator: str
) -> None:
    from memtui.engine.recall import memory_get

    write_note(
        ws,
        "2026-06-15",
        f"## 记录\n- first part{separator}still the same line\n\n- 回滚脚本放在 ops/rollback.sh\n",
    )
    ingest(store, ws, at("2026-06-15T22:00:00"))
    with store.session() as s:
        rollback = next(v for v in load_views(store, s) if "rollback" in v.text)
    line = rollback.occurrences[0].start_line
    got = memory_get(
        store, ws, "memory/2026-06-15.md", at("2026-06-15T23:00:00"), from_line=line, lines=1
    )
    assert got.lines == ["- 回滚脚本放在 ops/rollback.sh"]
    assert got.voted_keys == [rollback.key]


def test_very_long_path_gives_a_clear_refusal(ws: Workspace, store: Store) -> None:
    from memtui.engine.errors import PathRefused
    from memtui.engine.recall import memory_get

    with pytest.raises(PathRefused, match="too long"):
        memory_get(store, ws, "memory/" + "a" * 5000 + ".md", at("2026-06-15T23:00:00"))


def test_read_only_workspace_gives_one_clear_line(
    ws: Workspace, store: Store, tmp_path: Path
) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T22:00:00"))
    store.close()
    mounted = tmp_path / "read-only"
    mounted.mkdir()
    # A read-only bind mount: the one read-only workspace even root cannot write to.
    bind = subprocess.run(["mount", "--bind", str(ws.root), str(mounted)], capture_output=True)
    if bind.returncode != 0:
        pytest.skip("needs permission to bind-mount a folder read-only")
    try:
        ro = subprocess.run(["mount", "-o", "remount,bind,ro", str(mounted)], capture_output=True)
        if ro.returncode != 0:
            pytest.skip("needs permission to remount a folder read-only")
        for args in (["note", "a note that cannot be written"], ["search", "数据库"]):
            done = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "memtui",
                    "-w",
                    str(mounted),
                    "--now",
                    "2026-06-16T10:00:00",
                    *args,
                ],
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr
            assert len(done.stderr.strip().splitlines()) == 1, done.stderr
            assert "read-only" in done.stderr.lower() and "move it aside" not in done.stderr
    finally:
        subprocess.run(["umount", str(mounted)], capture_output=True)
