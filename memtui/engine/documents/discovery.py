"""Which files under `memory/` and the sessions folder are notes and transcripts to ingest, and
why each other one that looks like a note is left out (README "Reliability").

Nothing is left out in silence: a `.md` file whose name is no daily note (`memory/2026-6-7.md`, a
newline in it), a note in a subfolder, a symbolic link (a loop, one leading outside the
workspace, or any other: memtui reads regular files only, as `memory_get` and `memory_note`
refuse links that escape), a folder or a pipe named like a note — each comes back as a
`LeftOut` with its path and the reason, for ingestion's report, `status` and `doctor`. Files
that are no notes at all (images, `.txt`, dot-files, openclaw's `memory/.dreams/` and
`memory/dreaming/`) are not listed. This module reads folder entries only, never a file's content, and imports no store.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from memtui.engine.workspace import DAILY_NOTE_RE, Workspace

# A day written without its zeros (memory/2026-6-7.md): the name it was meant to have is said.
_UNPADDED_DAY = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})((?:-[\w.-]+)?\.md)$")
# openclaw's dream output under memory/ (reference.md §1.1): never notes, never reported.
_DREAM_OUTPUT_DIRS = frozenset({"dreaming"})
# At most this many entries of one subfolder are looked at to say how many notes it holds.
_SUBFOLDER_SCAN = 10_000


@dataclass(frozen=True)
class LeftOut:
    """A file ingestion does not read, and why (one line)."""

    path: str
    reason: str


def folder_outside(ws: Workspace, folder: Path) -> str | None:
    """Why `folder` is not read (it resolves outside the workspace, or it cannot be resolved),
    or None when it is inside."""
    try:
        folder.resolve().relative_to(ws.root.resolve())
    except ValueError:
        return "resolves outside the workspace (symlink?); memtui reads only files inside it"
    except (OSError, RuntimeError):
        return "is a symbolic link loop; not read"
    return None


def _link_reason(ws: Workspace, path: Path) -> str:
    """Why a symbolic link named like a note is not read."""
    try:
        target = path.resolve(strict=True)
    except (OSError, RuntimeError) as exc:
        if isinstance(exc, FileNotFoundError):
            return "is a symbolic link to nothing (broken link); not ingested"
        return "is a symbolic link loop; not ingested"
    try:
        target.relative_to(ws.root.resolve())
    except ValueError:
        return "is a symbolic link to outside the workspace; not ingested"
    return "is a symbolic link; memtui ingests regular files only (copy or move the note here)"


def _odd_name_reason(name: str) -> str:
    unpadded = _UNPADDED_DAY.match(name)
    if unpadded:
        year, month, day, rest = unpadded.groups()
        return (
            f"not a daily-note name; not ingested (rename it {year}-{int(month):02d}-"
            f"{int(day):02d}{rest})"
        )
    return "not a daily-note name (memory/YYYY-MM-DD.md); not ingested"


def _notes_inside(folder: Path) -> int:
    """How many `.md` files a subfolder holds, looked at up to _SUBFOLDER_SCAN entries."""
    return sum(1 for _, _path in zip(range(_SUBFOLDER_SCAN), folder.rglob("*.md"), strict=False))


def _classify(ws: Workspace, entry: os.DirEntry[str]) -> tuple[str, str] | LeftOut | None:
    """(path, day) for a daily note to read, a LeftOut for what looks like a note but is not
    read, None for what is no note at all."""
    path = Path(entry.path)
    rel = ws.relpath(path)
    if entry.name.startswith("."):
        return None
    match = DAILY_NOTE_RE.fullmatch(entry.name)
    if entry.is_symlink():
        if match or entry.name.endswith(".md"):
            return LeftOut(rel, _link_reason(ws, path))
        return None
    info = entry.stat(follow_symlinks=False)
    if stat.S_ISDIR(info.st_mode):
        if entry.name in _DREAM_OUTPUT_DIRS:
            return None
        notes = _notes_inside(path)
        if notes:
            return LeftOut(
                rel + "/",
                f"a subfolder holding {notes} .md file(s); only notes directly in memory/ are "
                "ingested (move them up)",
            )
        return None
    if not entry.name.endswith(".md"):
        return None
    if not stat.S_ISREG(info.st_mode):
        return LeftOut(rel, "not a regular file (a pipe, socket or device); not ingested")
    if not match:
        return LeftOut(rel, _odd_name_reason(entry.name))
    return rel, match.group(1)


def scan_memory_dir(ws: Workspace) -> tuple[list[tuple[Path, str]], list[LeftOut]]:
    """Every daily note in `memory/` as (path, `YYYY-MM-DD` of its name), unsorted, and what is
    left out. A name that is no calendar day is the caller's to judge (it needs the day)."""
    if not ws.memory_dir.is_dir():
        return [], []
    outside = folder_outside(ws, ws.memory_dir)
    if outside:
        return [], [LeftOut(ws.relpath(ws.memory_dir), outside)]
    notes: list[tuple[Path, str]] = []
    left_out: list[LeftOut] = []
    try:
        with os.scandir(ws.memory_dir) as it:
            entries = list(it)
    except OSError as exc:
        return [], [LeftOut(ws.relpath(ws.memory_dir), f"cannot be listed: {exc.strerror}")]
    for entry in entries:
        try:
            found = _classify(ws, entry)
        except OSError as exc:
            found = LeftOut(ws.relpath(Path(entry.path)), f"cannot be read: {exc.strerror}")
        if isinstance(found, LeftOut):
            left_out.append(found)
        elif found is not None:
            notes.append((Path(entry.path), found[1]))
    left_out.sort(key=lambda item: item.path)
    return notes, left_out


def scan_sessions_dir(ws: Workspace) -> tuple[list[Path], list[LeftOut]]:
    """Transcripts (`*.jsonl`, at any depth) under the sessions folder, sorted, and the ones
    left out: symbolic links and files in a folder that resolves outside the workspace."""
    base = ws.sessions_dir
    if not base.is_dir():
        return [], []
    outside = folder_outside(ws, base)
    if outside:
        return [], [LeftOut(ws.relpath(base), outside)]
    found: list[Path] = []
    left_out: list[LeftOut] = []
    for path in sorted(base.rglob("*.jsonl")):
        if ".checkpoint." in path.name:
            continue
        rel = ws.relpath(path)
        if path.is_symlink():
            left_out.append(LeftOut(rel, _link_reason(ws, path)))
        elif folder_outside(ws, path.parent) is not None:
            left_out.append(LeftOut(rel, "in a folder that resolves outside the workspace"))
        elif path.is_file():
            found.append(path)
    return found, left_out


def left_out_files(ws: Workspace) -> list[LeftOut]:
    """Everything under `memory/` and the sessions folder that ingestion leaves out by its name
    or kind (the ones it reads and refuses by content are the store's `failed_sources`)."""
    return [*scan_memory_dir(ws)[1], *scan_sessions_dir(ws)[1]]


def skipped_files(ws: Workspace, failed: Sequence[tuple[str, str]]) -> list[LeftOut]:
    """Every file ingestion leaves out, with why: by name or kind (`left_out_files`), and by
    content as the last ingestion found it (`failed`: (path, error) from the store: too large,
    binary, not UTF-8…), for the ones still there. `status` and `doctor` show them."""
    left_out = left_out_files(ws)
    named = {item.path for item in left_out}
    found = [
        LeftOut(path, error)
        for path, error in failed
        if path not in named and (ws.root / path).exists()
    ]
    return [*found, *left_out]
