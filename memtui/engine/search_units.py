"""MEMORY.md and DREAMS.md as search units (algorithm.md §7.1): MEMORY.md chunked like a daily
note, DREAMS.md's staged candidates and REM truths (with their evidence) and the paragraphs of
the diary entries a model wrote, each redacted and tokenized once per version of the file."""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtui import __version__
from memtui.engine.errors import DocumentError
from memtui.engine.redact import redact_keeping_lines
from memtui.engine.text import collapse_ws, search_tokens

# The parsers (chunking, dreams_file) and the atomic writer are imported where a file is parsed
# or the cache saved: a search from a shell mostly finds both documents in the cache file, and
# importing them (tempfile, their patterns) cost it 10 ms.


@dataclass
class Unit:
    kind: str
    start_line: int
    end_line: int
    text: str
    evidence: tuple[str, int, int] | None = None


_EVIDENCE_RE = re.compile(r"evidence[:=]\s*(\S+?):(\d+)-(\d+)")
_TRUTH_RE = re.compile(r"^- (.+?) \[confidence=[\d.]+ evidence=(\S+?):(\d+)-(\d+)\]")
_DIARY_START = "<!-- openclaw:dreaming:diary:start -->"
_DIARY_END = "<!-- openclaw:dreaming:diary:end -->"


def _read_doc(path: Path) -> str:
    if not path.is_file():
        return ""
    try:
        return path.read_text(encoding="utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        return ""


@dataclass(frozen=True)
class _DocUnits:
    """A document's search units with their token sets, as of one version of the file."""

    signature: tuple[int, int, int]  # inode, size, mtime in ns
    units: list[tuple[Unit, frozenset[str]]]


_DOC_UNITS: dict[tuple[Path, str], _DocUnits] = {}


def doc_units(path: Path, kind: str) -> list[tuple[Unit, frozenset[str]]]:
    """MEMORY.md's or DREAMS.md's units and tokens, parsed again only when the file changed:
    every search reads both, and chunking and tokenizing a long MEMORY.md each time cost more
    than the database lookup."""
    try:
        st = path.stat()
    except OSError:
        return []
    signature = (st.st_ino, st.st_size, st.st_mtime_ns)
    cached = _DOC_UNITS.get((path, kind))
    if cached is not None and cached.signature == signature:
        return cached.units
    disk = _disk_cache(path)
    parsed = _load_disk(disk, kind, signature) if disk is not None else None
    if parsed is None:
        # Units are redacted before they are tokenized: a secret in MEMORY.md or DREAMS.md is
        # neither returned nor findable by searching for it (nor kept in the cache file).
        text = redact_keeping_lines(_read_doc(path))
        units = memory_units(text) if kind == "memory" else dreams_units(text)
        parsed = [(unit, search_tokens(unit.text)) for unit in units]
        if disk is not None:
            _save_disk(disk, kind, signature, parsed)
    _DOC_UNITS[(path, kind)] = _DocUnits(signature, parsed)
    return parsed


# A search from a shell is a new process each time: redacting DREAMS.md again meant loading the
# secret detectors' plugins (a third of such a search), so the redacted units of each version of
# the file are kept in the workspace's own `.memtui/` folder (never created for this), by the
# file's inode, size and modification time and by memtui's version (a newer detector redacts
# again).
_CACHE_NAME = "search-units.json"
_CACHE_VERSION = f"1:{__version__}"


def _disk_cache(path: Path) -> Path | None:
    folder = path.parent / ".memtui"
    return folder / _CACHE_NAME if folder.is_dir() else None


def _read_cache(cache: Path) -> dict[str, Any]:
    try:
        data = json.loads(cache.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    ok = isinstance(data, dict) and data.get("version") == _CACHE_VERSION
    return data if ok and isinstance(data.get("files"), dict) else {}


def _load_disk(
    cache: Path, kind: str, signature: tuple[int, int, int]
) -> list[tuple[Unit, frozenset[str]]] | None:
    entry = _read_cache(cache).get("files", {}).get(kind)
    if not isinstance(entry, dict) or entry.get("signature") != list(signature):
        return None
    try:
        return [
            (
                Unit(k, int(s), int(e), str(t), (ev[0], int(ev[1]), int(ev[2])) if ev else None),
                frozenset(str(tokens).split()),
            )
            for k, s, e, t, ev, tokens in entry["units"]
        ]
    except (KeyError, TypeError, ValueError, IndexError):
        return None


def _save_disk(
    cache: Path,
    kind: str,
    signature: tuple[int, int, int],
    parsed: Sequence[tuple[Unit, frozenset[str]]],
) -> None:
    data = _read_cache(cache) or {"version": _CACHE_VERSION, "files": {}}
    data["files"][kind] = {
        "signature": list(signature),
        "units": [
            [u.kind, u.start_line, u.end_line, u.text, u.evidence, " ".join(sorted(tokens))]
            for u, tokens in parsed
        ],
    }
    from memtui.engine.documents.atomic import atomic_write_text

    # A read-only workspace: the next search redacts again, nothing is lost.
    with contextlib.suppress(OSError, DocumentError):
        atomic_write_text(cache, json.dumps(data, ensure_ascii=False))


def memory_units(text: str) -> list[Unit]:
    from memtui.engine.documents.chunking import chunk_daily_note

    return [Unit("memory", c.start_line, c.end_line, c.text) for c in chunk_daily_note(text)]


def dreams_units(text: str) -> list[Unit]:
    """Staged candidates, REM truths (with their evidence) and diary paragraphs of DREAMS.md."""
    from memtui.engine.documents.chunking import document_lines

    lines = document_lines(text)
    units: list[Unit] = []
    diary: list[tuple[int, str]] = []
    in_diary = False
    for n, line in enumerate(lines, start=1):
        stripped = line.strip()
        if stripped in (_DIARY_START, _DIARY_END):
            in_diary = stripped == _DIARY_START
            continue
        if in_diary:
            diary.append((n, stripped))
            continue
        if stripped.startswith("- Candidate:"):
            body = stripped[len("- Candidate:") :].strip()
            evidence = None
            for m in range(n, min(n + 4, len(lines))):
                ev = _EVIDENCE_RE.search(lines[m])
                if ev:
                    evidence = (ev.group(1), int(ev.group(2)), int(ev.group(3)))
                    break
            units.append(Unit("staged", n, n, body, evidence))
            continue
        truth = _TRUTH_RE.match(stripped)
        if truth:
            evidence = (truth.group(2), int(truth.group(3)), int(truth.group(4)))
            units.append(Unit("truth", n, n, truth.group(1), evidence))
    return units + _diary_units(diary)


def _diary_units(lines: Sequence[tuple[int, str]]) -> list[Unit]:
    """The paragraphs of the diary's (numbered, stripped) lines, without timestamps and without
    the entries no model wrote (placeholders, labelled samples: `is_unwritten_diary`)."""
    from memtui.engine.documents.dreams_file import is_unwritten_diary

    units: list[Unit] = []
    para: list[tuple[int, str]] = []
    unwritten = False  # the current entry (from one `---` to the next) is not memory

    def flush() -> None:
        nonlocal unwritten
        body = collapse_ws(" ".join(t for _, t in para))
        unwritten = unwritten or is_unwritten_diary(body)
        if body and not body.startswith("*") and not unwritten:
            units.append(Unit("diary", para[0][0], para[-1][0], body))
        para.clear()

    for n, stripped in lines:
        if stripped == "---":
            flush()
            unwritten = False
        elif not stripped or stripped.startswith("*"):
            flush()
        else:
            para.append((n, stripped))
    flush()
    return units
