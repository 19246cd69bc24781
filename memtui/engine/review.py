"""Promotion review and MEMORY.md history: approve, reject, edit, undo, restore.

Every MEMORY.md write goes through `write_memory`, which first stores the previous text as a
`MemoryVersionRow` (committed), then replaces the file atomically. The fragment is marked
promoted only after the file is written; if a run dies in between, the marker already in
MEMORY.md makes the next attempt reconcile instead of appending twice.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlmodel import col, select

from memtui.engine.atomic import atomic_write_text, read_text_or_empty, remove_stale_temps
from memtui.engine.errors import DocumentError, UsageError
from memtui.engine.faults import checkpoint
from memtui.engine.lock import memory_lock
from memtui.engine.memory_file import (
    AppendResult,
    PromotionItem,
    append_promotions,
    remove_promotion,
    replace_promotion_text,
    truncate_to_tokens,
)
from memtui.engine.redact import redact_keeping_lines, redact_secrets
from memtui.engine.store import (
    FragmentRow,
    MemoryVersionRow,
    PromotionRow,
    Store,
    from_db_time,
    to_db_time,
)
from memtui.engine.workspace import Workspace


@dataclass
class PromotionView:
    id: int
    key: str
    text: str
    status: str
    score: float
    raw_score: float
    recall_count: int
    avg: float
    components: dict[str, float]
    boost: float
    evidence: str
    created_at: datetime | None
    decided_at: datetime | None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id, "key": self.key, "text": self.text, "status": self.status,
            "score": round(self.score, 6), "raw_score": round(self.raw_score, 6), "recall_count": self.recall_count,
            "avg": round(self.avg, 6), "components": {k: round(v, 6) for k, v in self.components.items()},
            "boost": round(self.boost, 6), "evidence": self.evidence,
            "created_at": self.created_at.isoformat() if self.created_at else None,
            "decided_at": self.decided_at.isoformat() if self.decided_at else None,
        }  # fmt: skip


def _view(row: PromotionRow) -> PromotionView:
    assert row.id is not None
    return PromotionView(
        row.id, row.key, row.text, row.status, row.score, row.raw_score, row.recall_count, row.avg,
        dict(row.components), row.boost, f"{row.path}:{row.start_line}-{row.end_line}",
        from_db_time(row.created_at), from_db_time(row.decided_at),
    )  # fmt: skip


def list_promotions(store: Store, status: str | None = "pending") -> list[PromotionView]:
    with store.session(read_only=True) as s:
        stmt = select(PromotionRow).where(PromotionRow.workspace_id == store.workspace_id)
        if status:
            stmt = stmt.where(PromotionRow.status == status)
        rows = s.exec(stmt.order_by(col(PromotionRow.score).desc(), col(PromotionRow.id))).all()
        return [_view(r) for r in rows]


def _item(row: PromotionRow, text: str | None = None) -> PromotionItem:
    return PromotionItem(
        key=row.key, text=text if text is not None else row.text, score=row.score, recalls=row.recall_count,
        avg=row.avg, path=row.path, start_line=row.start_line, end_line=row.end_line,
    )  # fmt: skip


# ------------------------------------------------------------------ MEMORY.md writes


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
        new = transform(old)
        if new == old:
            return old, new
        with store.session() as s:
            s.add(
                MemoryVersionRow(
                    workspace_id=store.workspace_id, created_at=to_db_time(now), reason=reason[:200],
                    content=redact_keeping_lines(old), existed=ws.memory_path.exists(),
                )
            )  # fmt: skip
        checkpoint("before-memory-write")
        atomic_write_text(ws.memory_path, new)
    return old, new


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


# ------------------------------------------------------------------ review actions


def _pending(store: Store, ids: Sequence[int]) -> list[PromotionRow]:
    with store.session() as s:
        rows = list(
            s.exec(
                select(PromotionRow).where(
                    PromotionRow.workspace_id == store.workspace_id,
                    col(PromotionRow.id).in_(list(ids)),
                )
            )
        )
    missing = sorted(set(ids) - {r.id for r in rows})
    if missing:
        raise UsageError(f"no promotion with id {', '.join(map(str, missing))}")
    not_pending = [r for r in rows if r.status != "pending"]
    if not_pending:
        raise UsageError(f"promotion {not_pending[0].id} is {not_pending[0].status}, not pending")
    return rows


def preview_approval(
    store: Store, ws: Workspace, now: datetime, ids: Sequence[int], text: str | None = None
) -> str:
    """The unified diff approving `ids` would make to MEMORY.md."""
    rows = _pending(store, ids)
    items = [
        _item(r, _edited(ws, text) if text is not None and len(rows) == 1 else None) for r in rows
    ]
    old, new = preview_items(ws, now, items)
    return unified_diff(old, new)


def _edited(ws: Workspace, text: str) -> str:
    cleaned = " ".join(redact_secrets(text).split())
    if not cleaned:
        raise UsageError("the edited text is empty")
    return truncate_to_tokens(cleaned, ws.config.dreaming.deep.max_promoted_tokens)


def approve(
    store: Store, ws: Workspace, now: datetime, ids: Sequence[int], text: str | None = None
) -> AppendResult:
    """Write pending promotions to MEMORY.md; `text` replaces the text of a single promotion."""
    rows = _pending(store, ids)
    if text is not None and len(rows) != 1:
        raise UsageError("edit one promotion at a time")
    items = [_item(r, _edited(ws, text) if text is not None else None) for r in rows]
    result = apply_items(store, ws, now, items, f"approve {', '.join(str(r.id) for r in rows)}")
    with store.session() as s:
        for row, item in zip(rows, items, strict=True):
            fresh = s.get(PromotionRow, row.id)
            assert fresh is not None
            fresh.status, fresh.text, fresh.decided_at = "applied", item.text, to_db_time(now)
            fresh.memory_day = ws.day(now)
            s.add(fresh)
    return result


def approve_above(
    store: Store, ws: Workspace, now: datetime, min_score: float
) -> AppendResult | None:
    ids = [p.id for p in list_promotions(store, "pending") if p.score >= min_score]
    return approve(store, ws, now, ids) if ids else None


def reject(store: Store, now: datetime, ids: Sequence[int]) -> int:
    """Reject pending promotions; their fragments stay out of deep until they earn new votes."""
    rows = _pending(store, ids)
    with store.session() as s:
        for row in rows:
            fresh = s.get(PromotionRow, row.id)
            frag = s.get(FragmentRow, row.fragment_id)
            assert fresh is not None and frag is not None
            fresh.status, fresh.decided_at = "rejected", to_db_time(now)
            frag.rejected_at = to_db_time(now)
            s.add(fresh)
            s.add(frag)
    return len(rows)


def edit_applied(store: Store, ws: Workspace, now: datetime, promotion_id: int, text: str) -> None:
    """Change the text of an applied promotion in MEMORY.md (metadata kept)."""
    row = _get(store, promotion_id)
    if row.status != "applied":
        raise UsageError(
            f"promotion {promotion_id} is {row.status}; only applied ones can be edited in place"
        )
    new_text = _edited(ws, text)
    found: list[bool] = []

    def transform(doc: str) -> str:
        out, ok = replace_promotion_text(doc, row.key, new_text)
        found.append(ok)
        return out

    write_memory(store, ws, now, transform, f"edit {promotion_id}")
    if not found[0]:
        raise UsageError(f"promotion {promotion_id} ({row.key}) is no longer in MEMORY.md")
    with store.session() as s:
        fresh = s.get(PromotionRow, promotion_id)
        assert fresh is not None
        fresh.text = new_text
        s.add(fresh)


def _get(store: Store, promotion_id: int) -> PromotionRow:
    with store.session() as s:
        row = s.get(PromotionRow, promotion_id)
    if row is None or row.workspace_id != store.workspace_id:
        raise UsageError(f"no promotion with id {promotion_id}")
    return row


def undo(store: Store, ws: Workspace, now: datetime, promotion_id: int) -> bool:
    """Remove an applied promotion's marker and bullet from MEMORY.md and un-promote its fragment."""
    row = _get(store, promotion_id)
    if row.status != "applied":
        raise UsageError(
            f"promotion {promotion_id} is {row.status}; only applied promotions can be undone"
        )
    found: list[bool] = []

    def transform(doc: str) -> str:
        out, ok = remove_promotion(doc, row.key)
        found.append(ok)
        return out

    write_memory(store, ws, now, transform, f"undo {promotion_id}")
    with store.session() as s:
        fresh = s.get(PromotionRow, promotion_id)
        frag = s.get(FragmentRow, row.fragment_id)
        assert fresh is not None and frag is not None
        fresh.status, fresh.decided_at = "undone", to_db_time(now)
        frag.promoted_at = None
        s.add(fresh)
        s.add(frag)
    return found[0]


# ------------------------------------------------------------------ history


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
            "id": self.id, "created_at": self.created_at.isoformat() if self.created_at else None,
            "reason": self.reason, "chars": self.chars, "existed": self.existed,
        }  # fmt: skip


def memory_history(store: Store, limit: int = 50) -> list[MemoryVersion]:
    """Previous MEMORY.md texts, newest first."""
    with store.session() as s:
        rows = s.exec(
            select(MemoryVersionRow)
            .where(MemoryVersionRow.workspace_id == store.workspace_id)
            .order_by(col(MemoryVersionRow.id).desc())
            .limit(limit)
        ).all()
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
        raise UsageError(f"no MEMORY.md version {version_id}; see `memtui memory history`")
    content = row.content
    old, new = write_memory(store, ws, now, lambda _doc: content, f"restore {version_id}")
    _sync_promoted_flags(store, ws, now, new)
    return old, new


def _sync_promoted_flags(store: Store, ws: Workspace, now: datetime, doc: str) -> None:
    """After a restore, a fragment is promoted exactly when its marker is in MEMORY.md."""
    from memtui.engine.memory_file import promotion_keys

    keys = promotion_keys(doc)
    with store.session() as s:
        rows = s.exec(
            select(FragmentRow).where(
                FragmentRow.workspace_id == store.workspace_id,
                col(FragmentRow.promoted_at).is_not(None),
            )
        )
        for row in rows:
            if row.key not in keys:
                row.promoted_at = None
                s.add(row)
        for row in store.fragments_by_keys(s, sorted(keys)).values():
            if row.promoted_at is None:
                row.promoted_at = to_db_time(now)
                s.add(row)
