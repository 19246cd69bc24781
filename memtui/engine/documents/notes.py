"""The append-only note writer: today's `memory/YYYY-MM-DD.md`, nothing else (architecture.md §3)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import PurePosixPath

from memtui.engine.documents.chunking import is_generic_heading
from memtui.engine.errors import PathRefused, UsageError
from memtui.engine.workspace import Workspace

MAX_NOTE_CHARS = 20_000
_HEADING_RE = re.compile(r"^#{1,6}\s+(.+)$")


@dataclass(frozen=True)
class NoteWritten:
    path: str
    start_line: int
    end_line: int
    created: bool


def today_note_relpath(ws: Workspace, now: datetime) -> str:
    return f"memory/{ws.day(now)}.md"


def _own_heading(existing: bytes, body: str, now: datetime) -> str:
    """A `## Note HH:MM` line when the note would otherwise join the file's last section.

    The chunker prefixes every line with the last valid heading above it (algorithm.md §3), so
    a note appended without a heading of its own would read as part of whatever section came
    last ("Deploys: Preference: …"). A date-like heading would not help: generic headings leave
    the active one in place. Nothing is added when the note starts with a heading or the file
    has no section to inherit.
    """
    if _HEADING_RE.match(body.lstrip().split("\n", 1)[0]):
        return ""
    text = existing.decode("utf-8", errors="replace")
    inherited = any(
        (m := _HEADING_RE.match(line.strip())) and not is_generic_heading(m.group(1))
        for line in text.splitlines()
    )
    return f"## Note {now:%H:%M}\n" if inherited else ""


def append_note(ws: Workspace, text: str, now: datetime, path: str | None = None) -> NoteWritten:
    """Append `text` to today's daily note (created if missing); refuse every other target."""
    target_rel = today_note_relpath(ws, now)
    if path is not None:
        given = PurePosixPath(path.strip().replace("\\", "/").removeprefix("./")).as_posix()
        if given.upper() in ("MEMORY.MD", "DREAMS.MD"):
            raise PathRefused(
                f"{path}: MEMORY.md and DREAMS.md are written by the dreaming system only"
            )
        if given != target_rel:
            raise PathRefused(f"{path}: notes are appended to today's {target_rel} only")
    body = text.strip("\n")
    if not body.strip():
        raise UsageError("nothing to write: the note is empty")
    if len(body) > MAX_NOTE_CHARS:
        raise UsageError(
            f"note too long ({len(body)} characters > {MAX_NOTE_CHARS}); write a summary"
        )
    full = ws.resolve_inside(target_rel)
    full.parent.mkdir(parents=True, exist_ok=True)
    if full.is_symlink() or (full.exists() and not full.is_file()):
        raise PathRefused(f"{target_rel} is not a regular file; refusing to write through it")
    created = not full.exists()
    data = b""
    prefix = ""
    if not created:
        with open(full, "rb") as fh:
            data = fh.read()
        if data and not data.endswith(b"\n"):
            prefix = "\n"
        if data.strip():
            prefix += "\n"
    heading = _own_heading(data, body, now)
    payload = (prefix + heading + body + "\n").encode("utf-8")
    fd = os.open(full, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
    try:
        os.write(fd, payload)
    finally:
        os.close(fd)
    start = data.count(b"\n") + prefix.count("\n") + heading.count("\n") + 1
    end = start + body.count("\n")
    return NoteWritten(target_rel, start, end, created)
