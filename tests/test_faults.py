"""Bad input and faults at the CLI and in the engine (issue 27): bounded reads, nothing left
out in silence, a bad byte costing its line, controls never written, words that say what is
true. Real files, real SQLite and PostgreSQL, real processes; the read-only workspace and the
full disk are real mounts (skipped where the test may not mount)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.documents.reading import read_window
from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.memory_writes import write_memory
from memtui.engine.errors import PathRefused
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.prompts import bootstrap_text
from memtui.engine.recall import memory_get, memory_search
from memtui.engine.store import Store
from memtui.engine.store.fragments import load_views
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

NOW = "2026-06-16T10:00:00"
# C0, DEL, C1 and the bidi controls of "Trojan Source": none may reach a file or JSON raw.
RAW = ("\x1b", "\x07", "\x08", "\x7f", "\x9b", "\u202e", "\u2066")


def run(root: Path, *args: str, db: str = "") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    db_args = ["--db", db] if db else []
    return subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(root), *db_args, "--now", NOW, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return lines[0]


# ------------------------------------------------------------------ 1. bounded reads


@pytest.mark.slow
def test_cli_get_is_bounded_and_says_how_to_page_on(ws: Workspace) -> None:
    (ws.root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[limits]\nget_lines = 10\n', encoding="utf-8"
    )
    write_note(ws, "2026-06-15", "".join(f"- item {n}\n" for n in range(1, 31)))
    shown = run(ws.root, "get", "memory/2026-06-15.md", "--no-vote")
    assert shown.returncode == 0, shown.stderr
    assert len(shown.stdout.splitlines()) == 10 and "item 10" in shown.stdout
    assert "memtui get memory/2026-06-15.md:11" in shown.stderr
    page = json.loads(run(ws.root, "get", "memory/2026-06-15.md:11", "--json").stdout)
    assert page["from"] == 11 and page["lines"] == 10 and page["next_from"] == 21
    last = json.loads(run(ws.root, "get", "memory/2026-06-15.md:21", "--json").stdout)
    assert last["lines"] == 10 and "truncated" not in last


def test_a_window_is_read_without_reading_the_whole_file(tmp_path: Path) -> None:
    """Lines far into a file and a line longer than the bound come back within the bounds;
    the stream keeps only what it returns (documents/reading.py)."""
    note = tmp_path / "big.md"
    with note.open("w", encoding="utf-8") as out:
        out.write("y" * 3_000_000 + "\r\n")
        for n in range(2, 200_001):
            out.write(f"line {n}\r\n" if n % 2 else f"line {n}\r")
    far = read_window(note, 150_000, 3, max_lines=500, max_bytes=65536, context=3)
    assert far.lines == ["line 150000", "line 150001", "line 150002"]
    assert far.before == ["line 149997", "line 149998", "line 149999"] and not far.more
    first = read_window(note, 1, None, max_lines=500, max_bytes=65536)
    assert first.cut == [1] and first.lines == ["y" * 65536] and first.next_from == 2


# ------------------------------------------------------------------ 3-4. nothing left out in silence


def test_get_of_a_folder_or_a_pipe_says_what_it_is(ws: Workspace) -> None:
    """Both were "does not exist" (the reader asked is_file only): untrue words."""
    (ws.root / "memory" / "archive").mkdir()
    os.mkfifo(ws.root / "memory" / "2026-06-20.md")
    for path, said in (("memory/archive", "is a folder"), ("memory/2026-06-20.md", "a pipe")):
        with pytest.raises(PathRefused) as refused:
            memory_get(None, ws, path, at(NOW), vote=False)
        assert said in str(refused.value) and "does not exist" not in str(refused.value)
    assert memory_get(None, ws, "memory/2026-06-21.md", at(NOW), vote=False).exists is False


def _odd_workspace(ws: Workspace, tmp_path: Path) -> dict[str, str]:
    """Notes ingestion cannot read, each with a word its reason must hold."""
    memory = ws.root / "memory"
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    (memory / "2026-6-7.md").write_text("## x\nan unpadded day\n", encoding="utf-8")
    (memory / "sub").mkdir()
    (memory / "sub" / "2026-06-03.md").write_text("## y\nin a subfolder\n", encoding="utf-8")
    (memory / "2026-06-04\n.md").write_text("## z\na newline in its name\n", encoding="utf-8")
    (memory / "2026-06-05.md").symlink_to("2026-06-05.md")
    outside = tmp_path / "outside.md"
    outside.write_text("## o\noutside the workspace\n", encoding="utf-8")
    (memory / "2026-06-06.md").symlink_to(outside)
    with (memory / "2026-06-15-log.md").open("wb") as big:
        big.write(b"- a line of a pasted log that goes on and on\n" * 200_000)  # 9 MB
    return {
        "memory/2026-6-7.md": "2026-06-07.md",
        "memory/sub/": "subfolder",
        "memory/2026-06-04␊.md": "not a daily-note name",
        "memory/2026-06-05.md": "symbolic link loop",
        "memory/2026-06-06.md": "outside the workspace",
        "memory/2026-06-15-log.md": "too large",
    }


def _names_each(output: str, expected: dict[str, str]) -> None:
    for path, word in expected.items():
        said = [line for line in output.splitlines() if path in line]
        assert said and word in said[0], (path, output[-3000:])


@pytest.mark.slow
def test_everything_ingestion_leaves_out_is_reported_at_every_door(
    ws: Workspace, store: Store, store_url: str, tmp_path: Path
) -> None:
    expected = _odd_workspace(ws, tmp_path)
    store.close()
    ingested = run(ws.root, "ingest", db=store_url)
    assert ingested.returncode == 0, ingested.stderr
    _names_each(ingested.stdout, expected)
    dreamt = run(ws.root, "dream", db=store_url)
    assert dreamt.returncode == 0, dreamt.stderr
    _names_each(dreamt.stdout, expected)
    status = run(ws.root, "status", db=store_url)
    _names_each(status.stdout, expected)
    listed = json.loads(run(ws.root, "status", "--json", db=store_url).stdout)["left_out"]
    # JSON keeps the newline of a name (escaped); the terminal shows it as ␊.
    assert {item["path"] for item in listed} == {p.replace("␊", "\n") for p in expected}
    doctor = run(ws.root, "doctor", "--json", db=store_url)
    findings = {f["check"]: f for f in json.loads(doctor.stdout)["findings"]}
    assert findings["notes"]["status"] == "warn"
    for path in expected:
        assert path in findings["notes"]["detail"], path


def test_a_bad_byte_costs_its_line_not_the_note(ws: Workspace, store: Store) -> None:
    (ws.root / "memory" / "2026-06-15.md").write_bytes(
        "## 部署\n- 回滚脚本放在 ops/rollback.sh，上线前先演练\n".encode()
        + b"- a stray \xff byte in this line\n"
        + "- 发布前必须在 staging 环境验证\n".encode()
    )
    report = ingest(store, ws, at("2026-06-15T23:00:00"))
    assert not report.files_failed
    assert [(b.path, b.reason) for b in report.broken_lines] == [
        ("memory/2026-06-15.md:3", "not UTF-8 (invalid byte 0xff); line skipped")
    ]
    with store.session() as s:
        texts = " ".join(v.text for v in load_views(store, s))
    assert "回滚脚本" in texts and "staging" in texts and "stray" not in texts
    found = memory_search(store, ws, "staging 环境验证", at(NOW), vote=False)
    assert found.hits and found.hits[0].path == "memory/2026-06-15.md"


def test_a_utf16_note_is_ingested_and_read_alike(ws: Workspace, store: Store) -> None:
    text = (
        "## 部署\n- 回滚脚本放在 ops/rollback.sh，上线前先演练\n- 发布前必须在 staging 环境验证\n"
    )
    (ws.root / "memory" / "2026-06-15.md").write_bytes(text.encode("utf-16"))
    report = ingest(store, ws, at("2026-06-15T23:00:00"))
    assert not report.files_failed and report.files_read == 1
    hit = memory_search(store, ws, "staging 环境验证", at(NOW), vote=False).hits[0]
    got = memory_get(store, ws, hit.citation, at(NOW), vote=False)  # the lines it cites
    assert got.text == "\n".join(text.splitlines()[hit.start_line - 1 : hit.end_line])
    assert "staging" in got.text
    assert memory_get(store, ws, "memory/2026-06-15.md", at(NOW), vote=False).lines == (
        text.splitlines()
    )


# ------------------------------------------------------------------ 5. controls never written raw


CONTROL_NOTE = (
    "## 终端\n- 颜色规则 \x1b[31m红色\x1b[0m 表示告警，响铃 \x07 退格 \x08 删除 \x7f\n"
    "- 方向 \u202eevil\u202c 与 \u2066isolate\u2069 和 CSI \x9b 都要显示出来\n"
)


def _assert_no_raw(where: str, text: str) -> None:
    raw = [hex(ord(c)) for c in RAW if c in text]
    assert not raw, (where, raw)


@pytest.mark.slow
def test_controls_from_notes_never_reach_dreams_md_memory_md_or_json(
    ws: Workspace, store: Store, store_url: str
) -> None:
    write_note(ws, "2026-06-15", CONTROL_NOTE)
    store.close()
    assert run(ws.root, "--now", "2026-06-16T03:00:00", "dream", db=store_url).returncode == 0
    dreams = ws.dreams_path.read_text(encoding="utf-8")
    assert "红色" in dreams and "␛[31m" in dreams
    _assert_no_raw("DREAMS.md", dreams)
    for args in (
        ["search", "颜色规则", "--json"],
        ["fragments", "--json"],
        ["get", "memory/2026-06-15.md", "--json"],
    ):
        done = run(ws.root, *args, db=store_url)
        assert done.returncode == 0, done.stderr
        _assert_no_raw(" ".join(args), done.stdout)
        assert "␛" in done.stdout and "\\u202e" in done.stdout


def test_memory_md_is_written_with_controls_shown_and_bootstrap_matches(
    ws: Workspace, store: Store
) -> None:
    added = "- 颜色规则 \x1b[31m红色\x1b[0m \u202eevil\u202c \x9b \x1f end\n"
    write_memory(store, ws, at(NOW), lambda old: old + added, "test")
    written = ws.memory_path.read_text(encoding="utf-8")
    _assert_no_raw("MEMORY.md", written)
    assert "␛[31m红色␛[0m" in written and "\\u202e" in written and "␟" in written
    assert bootstrap_text(ws).text.strip() == written.strip()


def test_a_promoted_note_keeps_its_controls_shown_in_memory_md(
    ws_root: Path, store_url: str
) -> None:
    """The real road to MEMORY.md (a dream, deep applying its winners): the entry shows the
    note's ESC, BEL, BS, DEL and C1 as DREAMS.md and the CLI show them. Before, the statement
    dropped them in silence (`[31m红色[0m`) while bidi overrides came out escaped."""
    (ws_root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]\napply = "auto"\n'
        "min_score = 0\nmin_recall_count = 0\nmin_unique_queries = 0\n",
        encoding="utf-8",
    )
    ws = open_workspace(ws_root)
    write_note(ws, "2026-06-15", CONTROL_NOTE)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        run_cycle(store, ws, at("2026-06-16T03:00:00"))
    finally:
        store.close()
    written = ws.memory_path.read_text(encoding="utf-8")
    _assert_no_raw("MEMORY.md", written)
    for shown in ("␛[31m红色␛[0m", "响铃 ␇", "退格 ␈", "删除 ␡", "\\u202eevil", "CSI \\x9b"):
        assert shown in written, (shown, written)
    assert bootstrap_text(ws).text.strip() == written.strip()


def test_transcript_controls_are_shown_as_notes_show_them(ws: Workspace, store: Store) -> None:
    sessions = ws.root / "sessions"
    sessions.mkdir()
    record = {"role": "user", "content": "the alert colour is \x1b[31mred\x1b[0m, ring \x07"}
    (sessions / "a.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    ingest(store, ws, at("2026-06-15T23:00:00"))
    with store.session() as s:
        texts = [v.text for v in load_views(store, s)]
    assert texts == ["User: the alert colour is ␛[31mred␛[0m, ring ␇"]


# ------------------------------------------------------------------ 6. words that say what is true


@contextmanager
def read_only_mount(folder: Path, mounted: Path) -> Iterator[Path]:
    """`folder` seen read-only at `mounted` (a bind mount); the test skips where it may not mount."""
    mounted.mkdir()
    if subprocess.run(
        ["mount", "--bind", str(folder), str(mounted)], capture_output=True
    ).returncode:
        pytest.skip("needs permission to bind-mount a folder read-only")
    try:
        ro = subprocess.run(["mount", "-o", "remount,bind,ro", str(mounted)], capture_output=True)
        if ro.returncode != 0:
            pytest.skip("needs permission to remount a folder read-only")
        yield mounted
    finally:
        subprocess.run(["umount", str(mounted)], capture_output=True)


@pytest.fixture
def read_only_copy(ws: Workspace, tmp_path: Path) -> Iterator[Path]:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    assert run(ws.root, "ingest").returncode == 0
    with read_only_mount(ws.root, tmp_path / "read-only") as mounted:
        yield mounted


@pytest.mark.slow
def test_a_read_only_workspace_is_searched_and_read_without_votes(read_only_copy: Path) -> None:
    found = run(read_only_copy, "search", "真实数据库", "--no-vote", "--json")
    assert found.returncode == 0, found.stderr
    hit = json.loads(found.stdout)["results"][0]
    got = run(read_only_copy, "get", hit["citation"], "--no-vote", "--json")
    assert got.returncode == 0 and "真实数据库" in json.loads(got.stdout)["text"], got.stderr
    voting = one_error_line(run(read_only_copy, "search", "真实数据库"))
    assert "is read-only" in voting and "--no-vote" in voting


@pytest.mark.slow
def test_get_without_votes_reads_a_read_only_workspace_that_has_no_store(
    ws: Workspace, tmp_path: Path
) -> None:
    """A read-only folder memtui never opened (no .memtui/): reading a note needs no store;
    before, `get --no-vote` tried to create one and failed."""
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    with read_only_mount(ws.root, tmp_path / "read-only") as mounted:
        got = run(mounted, "get", "memory/2026-06-15.md:2", "--no-vote", "--json")
        searched = one_error_line(run(mounted, "search", "真实数据库", "--no-vote"))
    assert got.returncode == 0, got.stderr
    assert json.loads(got.stdout)["from"] == 2 and "真实数据库" in got.stdout
    assert not (ws.root / ".memtui").exists()
    # A search needs the index memtui cannot build there: the message says so and what to do.
    assert "has none yet" in searched and "memtui ingest" in searched, searched


@pytest.mark.slow
def test_a_read_only_store_with_changes_in_its_wal_is_read_whole_or_says_why(
    ws: Workspace, tmp_path: Path
) -> None:
    """A store another process still had open (or was killed holding) keeps its last changes in
    memtui.db-wal. Read as immutable, a read-only folder's search missed them: "No hits"."""
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    assert run(ws.root, "ingest").returncode == 0
    db = ws.root / ".memtui" / "memtui.db"
    holder = sqlite3.connect(db)  # another reader: the last writer to close leaves the WAL
    try:
        holder.execute("SELECT count(*) FROM fragment").fetchall()
        write_note(ws, "2026-06-16", "## 新规则\n- 发布窗口改到周四 walcheck，周五不发布\n")
        assert run(ws.root, "ingest").returncode == 0
        wal = db.with_name("memtui.db-wal")
        assert wal.stat().st_size > 0
        with read_only_mount(ws.root, tmp_path / "read-only") as mounted:
            found = run(mounted, "search", "walcheck", "--no-vote", "--json")
            assert found.returncode == 0, found.stderr
            hits = json.loads(found.stdout)["results"]
            assert hits and hits[0]["path"] == "memory/2026-06-16.md"
        # Without its -shm a read-only folder cannot read the WAL: said, never a silent miss.
        copy = tmp_path / "copy"
        shutil.copytree(ws.root, copy, ignore=shutil.ignore_patterns("*-shm"))
        with read_only_mount(copy, tmp_path / "copy-read-only") as mounted:
            said = one_error_line(run(mounted, "search", "walcheck", "--no-vote"))
    finally:
        holder.close()
    assert "memtui.db-wal" in said and "read-only" in said and "No hits" not in said


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    disk = tmp_path / "small-disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(disk)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("needs permission to mount a small tmpfs")
    try:
        yield disk
    finally:
        subprocess.run(["umount", str(disk)], capture_output=True)


@pytest.mark.slow
def test_a_full_disk_is_called_a_full_disk(full_disk: Path) -> None:
    root = full_disk / "ws"
    (root / "memory").mkdir(parents=True)
    write_note(root, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    assert run(root, "ingest").returncode == 0
    with (full_disk / "filler").open("wb") as filler:
        try:
            while True:
                filler.write(b"\0" * 65536)
                filler.flush()
        except OSError:
            pass
    said = one_error_line(run(root, "search", "真实数据库"))
    assert "is full" in said and "read-only" not in said


@pytest.mark.slow
def test_a_damaged_store_file_says_so_and_what_to_do(ws: Workspace) -> None:
    for day in ("2026-06-13", "2026-06-14", "2026-06-15"):
        write_note(ws, day, RUNNING_EXAMPLE_NOTE.format(day=day))
    assert run(ws.root, "ingest").returncode == 0
    db = ws.root / ".memtui" / "memtui.db"
    size = db.stat().st_size
    with db.open("r+b") as handle:
        handle.seek(size // 2)
        handle.write(bytes(range(256)) * 32)  # 8 KB of garbage inside the file
    for args in (
        ["search", "真实数据库"],
        ["search", "真实数据库", "--no-vote"],
        ["get", "memory/2026-06-15.md"],
        ["fragments"],
        ["dream"],
    ):
        said = one_error_line(run(ws.root, *args))
        assert "damaged" in said and "memtui doctor --repair" in said, (args, said)


@pytest.mark.slow
def test_a_dream_checks_the_whole_store_before_it_writes(ws: Workspace) -> None:
    """SQLite sees damage only on the pages a command reads: garbage in a table the dream never
    reads (MEMORY.md's old versions) would let it write MEMORY.md and DREAMS.md from a damaged
    file, so it checks the whole file first."""
    for day in ("2026-06-13", "2026-06-14", "2026-06-15"):
        write_note(ws, day, RUNNING_EXAMPLE_NOTE.format(day=day))
    assert run(ws.root, "ingest").returncode == 0
    db = ws.root / ".memtui" / "memtui.db"
    with sqlite3.connect(db) as conn:  # test setup: old MEMORY.md texts, a few pages of them
        conn.executemany(
            "INSERT INTO memory_version (workspace_id, created_at, reason, content, existed) "
            "SELECT id, '2026-06-01 00:00:00', 'setup', ?, 1 FROM workspace",
            [(f"- entry {n} " + "x" * 3000,) for n in range(8)],
        )
        conn.commit()
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        (page,) = conn.execute(
            "SELECT pageno FROM dbstat WHERE name = 'memory_version' AND pagetype = 'leaf' "
            "ORDER BY pageno DESC LIMIT 1"
        ).fetchone()
    with db.open("r+b") as handle:
        handle.seek((page - 1) * page_size)
        handle.write(bytes(range(256)) * (page_size // 256))
    dreams = ws.dreams_path.read_bytes() if ws.dreams_path.exists() else None
    said = one_error_line(run(ws.root, "dream"))
    assert "damaged" in said and "memtui doctor --repair" in said, said
    assert (ws.dreams_path.read_bytes() if ws.dreams_path.exists() else None) == dreams


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.slow
def test_serve_prints_a_valid_url_for_ipv6_and_refuses_an_empty_host(ws: Workspace) -> None:
    pytest.importorskip("textual_serve", reason="memtui serve needs the `serve` extra")
    empty = run(ws.root, "serve", "--host", "")
    assert empty.returncode == 2 and "--host is empty" in empty.stderr
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "memtui",
            "-w",
            str(ws.root),
            "serve",
            "--host",
            "::",
            "--port",
            str(port),
        ],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        assert proc.stderr is not None
        lines = [proc.stderr.readline() for _ in range(2)]
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    assert any(f"http://[::]:{port}" in line for line in lines), lines
