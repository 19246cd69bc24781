"""The lines around an occurrence in its note, as the app shows them: read from the file as it
is now (it may have changed since ingestion), redacted, never written."""

from __future__ import annotations

from dataclasses import dataclass

from memtui.engine.documents.chunking import document_lines
from memtui.engine.redact import redacted_lines
from memtui.engine.store.views import Occurrence
from memtui.engine.workspace import Workspace


@dataclass
class NoteContext:
    occurrence: Occurrence
    lines: list[tuple[int, str, bool]]  # (line number, text, inside the fragment)
    missing: bool = False


def occurrence_context(ws: Workspace, occ: Occurrence, around: int = 2) -> NoteContext:
    """The note lines of an occurrence with `around` lines either side (the file may have changed)."""
    path = ws.root / occ.path
    try:
        text = path.read_bytes().decode("utf-8", errors="replace").removeprefix("\ufeff")
    except OSError:
        return NoteContext(occ, [], missing=True)
    lines = document_lines(text)
    lo = max(1, occ.start_line - around)
    hi = min(len(lines), occ.end_line + around)
    shown = redacted_lines(lines, lo - 1, hi)  # the note itself keeps its text; the pane does not
    return NoteContext(
        occ, [(n, shown[n - lo], occ.start_line <= n <= occ.end_line) for n in range(lo, hi + 1)]
    )
