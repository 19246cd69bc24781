"""The append-only note writer: today's `memory/YYYY-MM-DD.md`, nothing else (architecture.md §3)."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import PurePosixPath

from memtui.engine.documents.chunking import is_generic_heading
from memtui.engine.errors import DocumentError, PathRefused, UsageError
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
    body = _checked_text(body.replace("\r\n", "\n").replace("\r", "\n"))
    full = ws.resolve_inside(target_rel)
    try:
        full.parent.mkdir(parents=True, exist_ok=True)
        if full.is_symlink() or (full.exists() and not full.is_file()):
            raise PathRefused(f"{target_rel} is not a regular file; refusing to write through it")
        flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(full, flags, 0o644)
    except OSError as exc:
        raise DocumentError(f"cannot write {target_rel}: {exc.strerror or exc}") from None
    try:
        # Writers take turns: the line numbers cited are those of this entry, not another
        # writer's that landed between reading the file and appending to it.
        fcntl.flock(fd, fcntl.LOCK_EX)
        data = _read_all(fd)
        prefix = ""
        if data and not data.endswith(b"\n"):
            prefix = "\n"
        if data.strip():
            prefix += "\n"
        heading = _own_heading(data, body, now)
        payload = (prefix + heading + body + "\n").encode("utf-8")
        _append_all(fd, payload, len(data), target_rel)
    finally:
        os.close(fd)
    start = data.count(b"\n") + prefix.count("\n") + heading.count("\n") + 1
    end = start + body.count("\n")
    return NoteWritten(target_rel, start, end, not data)


# C0 controls other than tab and newline, DEL and C1 controls: invisible, and a NUL makes the
# whole file look binary to other tools.
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _checked_text(body: str) -> str:
    """`body` when it holds no control character, else a UsageError naming the first one."""
    bad = _CONTROL_RE.search(body)
    if bad:
        raise UsageError(
            f"the note contains a control character (U+{ord(bad.group()):04X} at position "
            f"{bad.start() + 1}); remove it and write again"
        )
    return body


def _read_all(fd: int) -> bytes:
    chunks = []
    offset = 0
    while chunk := os.pread(fd, 1 << 16, offset):
        chunks.append(chunk)
        offset += len(chunk)
    return b"".join(chunks)


def _append_all(fd: int, payload: bytes, size: int, rel: str) -> None:
    """Append `payload` whole, or put the file back to `size` bytes and raise (a full disk, a
    file-size limit): a half-written entry is never left behind or reported as written."""
    written = 0
    try:
        while written < len(payload):
            n = os.write(fd, payload[written:])
            if n <= 0:
                raise OSError(errno.ENOSPC, "short write")
            written += n
        os.fsync(fd)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, size)
        reason = exc.strerror or str(exc)
        raise DocumentError(f"cannot write {rel}: {reason}; the note was left as it was") from None
