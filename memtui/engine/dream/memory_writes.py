"""MEMORY.md writes and their history: every change to the file, and putting an old text back.

Every MEMORY.md write goes through `write_memory`, which first stores the previous text as a
`MemoryVersionRow` (committed), then replaces the file atomically. The fragment is marked
promoted only after the file is written; if a run dies in between, the marker already in
MEMORY.md makes the next attempt reconcile instead of appending twice. Review decisions
(dream/review.py) and the deep phase (dream/cycle.py) both write through here.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from memtui.engine.documents.atomic import atomic_write_text, read_text_or_empty, remove_stale_temps
from memtui.engine.documents.lock import memory_lock
from memtui.engine.documents.memory_file import (
    AppendResult,
    PromotionItem,
    append_promotions,
    promotion_keys,
    update_promotion_evidence,
)
from memtui.engine.errors import DocumentError, NotFound
from memtui.engine.faults import checkpoint
from memtui.engine.redact import redact_keeping_lines
from memtui.engine.store import MemoryVersionRow, Store, from_db_time, to_db_time
from memtui.engine.store.promotion_sync import sync_promotions_to_markers
from memtui.engine.store.promotions import memory_versions, promoted_fragments
from memtui.engine.workspace import Workspace
from memtui.textsafe import neutralise_document


def read_memory(ws: Workspace) -> str:
    if ws.memory_path.is_symlink():
        raise DocumentError(
            f"{ws.memory_path} is a symbolic link; memtui refuses to write through it"
        )
    return read_text_or_empty(ws.memory_path)


def write_memory(
    store: Store, ws: Workspace, now: datetime, transform: Callable[[str], str], reason: str
) -> tuple[str, str]:
    """Apply `transform` to MEMORY.md, keeping the previous text as a version. Returns (old, new)."""
    with memory_lock(ws.root):
        remove_stale_temps(ws.memory_path)
        old = read_memory(ws)
        # The user's byte-order mark is kept on every write and in the version, so a restore
        # or an undo gives the file's original bytes back.
        bom = _BOM if _starts_with_bom(ws.memory_path) else ""
        # Controls and bidi overrides from notes are written as the visible stand-ins every
        # command shows (textsafe), so the file, the bootstrap prompt and the CLI agree.
        new = neutralise_document(transform(old))
        if new == old:
            return old, new
        with store.session() as s:
            s.add(
                MemoryVersionRow(
                    workspace_id=store.workspace_id,
                    created_at=to_db_time(now),
                    reason=reason[:200],
                    content=bom + old,
                    existed=ws.memory_path.exists(),
                )
            )
        checkpoint("before-memory-write")
        atomic_write_text(ws.memory_path, new if new.startswith(_BOM) else bom + new)
    return old, new.removeprefix(_BOM)


_BOM = "\ufeff"


def _starts_with_bom(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(3) == b"\xef\xbb\xbf"
    except OSError:
        return False


def apply_items(
    store: Store, ws: Workspace, now: datetime, items: Sequence[PromotionItem], reason: str
) -> AppendResult:
    """Append promotions to MEMORY.md (idempotent by marker) and mark their fragments promoted."""
    day = ws.day(now)
    budget = ws.config.memory.budget_chars
    outcome: list[AppendResult] = []

    def transform(doc: str) -> str:
        result = append_promotions(doc, day, items, budget)
        outcome.append(result)
        return result.text

    write_memory(store, ws, now, transform, reason)
    result = outcome[0]
    done = set(result.appended) | set(result.reconciled)
    with store.session() as s:
        rows = store.fragments_by_keys(s, sorted(done))
        for row in rows.values():
            row.promoted_at = to_db_time(now)
            row.rejected_at = None
            s.add(row)
    return result


def reinforce_entries(
    store: Store, ws: Workspace, now: datetime, items: Sequence[PromotionItem], reason: str
) -> list[str]:
    """Update the `days=` and `sources=` of entries a restatement reinforced (their text and
    marker stay; algorithm.md §6.5). Returns the keys updated; an unchanged file is not
    written, so a second run of the same night changes nothing."""
    updated: list[str] = []

    def transform(doc: str) -> str:
        updated.clear()
        for item in items:
            doc, found = update_promotion_evidence(doc, item)
            if found:
                updated.append(item.key)
        return doc

    if items:
        write_memory(store, ws, now, transform, reason)
    return updated


def preview_items(ws: Workspace, now: datetime, items: Sequence[PromotionItem]) -> tuple[str, str]:
    """(current, proposed) MEMORY.md for a set of promotions; nothing is written."""
    old = read_memory(ws)
    return old, append_promotions(old, ws.day(now), items, ws.config.memory.budget_chars).text


def unified_diff(old: str, new: str, name: str = "MEMORY.md") -> str:
    """The change as a unified diff, for display: secrets in either text are redacted."""
    return redact_keeping_lines(
        "".join(
            difflib.unified_diff(
                old.splitlines(True), new.splitlines(True), f"a/{name}", f"b/{name}"
            )
        )
    )


@dataclass
class MemoryVersion:
    id: int
    created_at: datetime | None
    reason: str
    chars: int
    existed: bool
    content: str

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "created_at": self.created_at.isoformat() if self.created_at else None,
            "reason": self.reason,
            "chars": self.chars,
            "existed": self.existed,
        }


def memory_history(store: Store, limit: int = 50) -> list[MemoryVersion]:
    """Previous MEMORY.md texts, newest first."""
    with store.session() as s:
        rows = memory_versions(store, s, limit)
    return [
        MemoryVersion(
            r.id or 0, from_db_time(r.created_at), r.reason, len(r.content), r.existed, r.content
        )
        for r in rows
    ]


def restore_version(store: Store, ws: Workspace, now: datetime, version_id: int) -> tuple[str, str]:
    """Put MEMORY.md back to a stored version (the current text becomes a version too)."""
    with store.session() as s:
        row = s.get(MemoryVersionRow, version_id)
    if row is None or row.workspace_id != store.workspace_id:
        raise NotFound(f"no MEMORY.md version {version_id}; see `memtui memory history`")
    content = row.content
    old, new = write_memory(store, ws, now, lambda _doc: content, f"restore {version_id}")
    _sync_promoted_flags(store, ws, now, new)
    _sync_promotions(store, now, new)
    return old, new


def _sync_promotions(store: Store, now: datetime, doc: str) -> None:
    """After a restore, Review agrees with the file: a promotion whose entry came back is
    applied, one whose entry went is pending again (store/promotion_sync.py)."""
    sync_promotions_to_markers(store, promotion_keys(doc), now)


def _sync_promoted_flags(store: Store, ws: Workspace, now: datetime, doc: str) -> None:
    """After a restore, a fragment is promoted exactly when its marker is in MEMORY.md."""
    keys = promotion_keys(doc)
    with store.session() as s:
        for row in promoted_fragments(store, s):
            if row.key not in keys:
                row.promoted_at = None
                s.add(row)
        for row in store.fragments_by_keys(s, sorted(keys)).values():
            if row.promoted_at is None:
                row.promoted_at = to_db_time(now)
                s.add(row)
