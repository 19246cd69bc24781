"""The note writer: append-only, today's daily note only."""

from __future__ import annotations

import re

import pytest
from helpers import at

from memtui.engine.documents.notes import append_note
from memtui.engine.errors import PathRefused, UsageError
from memtui.engine.workspace import Workspace


def test_creates_then_appends_with_line_numbers(ws: Workspace) -> None:
    first = append_note(ws, "## 决定\n- 使用真实数据库做集成测试", at("2026-06-15T10:00:00"))
    assert (
        first.created
        and first.path == "memory/2026-06-15.md"
        and (first.start_line, first.end_line) == (1, 2)
    )
    # A note without a heading of its own starts its own block: it must not read as part of
    # "决定" (the chunker would prefix it with the last heading above it).
    second = append_note(ws, "- 回滚脚本放在 ops/rollback.sh", at("2026-06-15T18:00:00"))
    assert not second.created and (second.start_line, second.end_line) == (5, 5)
    lines = (ws.root / "memory" / "2026-06-15.md").read_text(encoding="utf-8").splitlines()
    assert lines == [
        "## 决定",
        "- 使用真实数据库做集成测试",
        "",
        "## Note 18:00",
        "- 回滚脚本放在 ops/rollback.sh",
    ]
    third = append_note(ws, "## 部署\n- 周五不上线", at("2026-06-15T19:00:00"))
    assert third.start_line == 7 and "## Note 19:00" not in path_text(ws)


def path_text(ws: Workspace) -> str:
    return (ws.root / "memory" / "2026-06-15.md").read_text(encoding="utf-8")


def test_a_note_never_inherits_the_last_heading(ws: Workspace) -> None:
    from memtui.engine.documents.chunking import chunk_daily_note

    (ws.root / "memory" / "2026-06-15.md").write_text(
        "# 2026-06-15\n## Deploys\n- Friday deploys need two approvals\n", encoding="utf-8"
    )
    append_note(ws, "Preference: Bob takes his tea without sugar", at("2026-06-15T09:30:00"))
    texts = [c.text for c in chunk_daily_note(path_text(ws))]
    assert texts[0].startswith("Deploys: ")
    assert not texts[-1].startswith("Deploys") and "Preference: Bob takes his tea" in texts[-1]
    # With no section above, nothing is added: a headingless note file stays as written.
    (ws.root / "memory" / "2026-06-16.md").write_text("plain line of text\n", encoding="utf-8")
    append_note(ws, "another plain line", at("2026-06-16T09:30:00"))
    assert "## " not in (ws.root / "memory" / "2026-06-16.md").read_text(encoding="utf-8")


def test_appends_after_a_file_without_trailing_newline(ws: Workspace) -> None:
    path = ws.root / "memory" / "2026-06-15.md"
    path.write_text("existing line", encoding="utf-8")
    written = append_note(ws, "new line here", at("2026-06-15T10:00:00"))
    assert path.read_text(encoding="utf-8") == "existing line\n\nnew line here\n"
    assert written.start_line == 3


def test_day_follows_configured_timezone(ws: Workspace) -> None:
    # 23:30 UTC on the 14th is the 15th in Asia/Shanghai.
    from datetime import UTC, datetime

    written = append_note(ws, "late note", datetime(2026, 6, 14, 23, 30, tzinfo=UTC))
    assert written.path == "memory/2026-06-15.md"


@pytest.mark.parametrize(
    "target", ["MEMORY.md", "DREAMS.md", "memory/2026-06-14.md", "../x.md", "notes.md"]
)
def test_refuses_every_other_target(ws: Workspace, target: str) -> None:
    with pytest.raises(PathRefused):
        append_note(ws, "text", at("2026-06-15T10:00:00"), path=target)
    assert not (ws.root / "MEMORY.md").exists() and not (ws.root / "DREAMS.md").exists()


def test_refuses_empty_and_symlinked_note(ws: Workspace, tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UsageError):
        append_note(ws, "  \n", at("2026-06-15T10:00:00"))
    target = tmp_path / "elsewhere.md"
    target.write_text("", encoding="utf-8")
    (ws.root / "memory" / "2026-06-15.md").symlink_to(target)
    with pytest.raises(PathRefused):
        append_note(ws, "text", at("2026-06-15T10:00:00"))
    assert target.read_text(encoding="utf-8") == ""


def test_control_characters_refused_with_nothing_written(ws: Workspace) -> None:
    for bad, code in (
        ("a NUL \x00 here", "U+0000"),
        ("bell \x07 ring", "U+0007"),
        ("esc \x1b[31m", "U+001B"),
    ):
        with pytest.raises(UsageError, match=re.escape(code)):
            append_note(ws, bad, at("2026-06-15T10:00:00"))
    assert not (ws.root / "memory" / "2026-06-15.md").exists()
    # Tabs and line breaks are text; a carriage return is written as a newline.
    written = append_note(ws, "col\tone\r\nnext line", at("2026-06-15T10:00:00"))
    assert (written.start_line, written.end_line) == (1, 2)
    assert (ws.root / written.path).read_bytes() == b"col\tone\nnext line\n"


@pytest.mark.slow
def test_short_write_raises_and_leaves_the_note_as_it_was(ws: Workspace) -> None:
    import resource
    import subprocess
    import sys

    path = ws.root / "memory" / "2026-06-15.md"
    path.write_text("## kept\n- an earlier entry that must survive\n", encoding="utf-8")
    before = path.read_bytes()

    def limit_file_size() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (len(before) + 20, len(before) + 20))

    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "memtui",
            "-w",
            str(ws.root),
            "--now",
            "2026-06-15T10:00:00",
            "note",
            "a new entry long enough to cross the file size limit set for this process",
        ],
        capture_output=True,
        text=True,
        preexec_fn=limit_file_size,
        timeout=60,
    )
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "left as it was" in done.stderr
    assert path.read_bytes() == before


def test_concurrent_notes_cite_their_own_lines(ws: Workspace) -> None:
    import threading

    results: list[tuple[str, int, int]] = []
    lock = threading.Lock()

    def writer(n: int) -> None:
        for k in range(40):
            text = f"entry {n}-{k} from writer {n}"
            written = append_note(ws, text, at("2026-06-15T10:00:00"))
            with lock:
                results.append((text, written.start_line, written.end_line))

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    lines = (ws.root / "memory" / "2026-06-15.md").read_text(encoding="utf-8").split("\n")
    assert len(results) == 320
    assert all(lines[start - 1] == text and start == end for text, start, end in results)
