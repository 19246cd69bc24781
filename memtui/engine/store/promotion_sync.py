"""Promotion statuses kept in step with MEMORY.md's markers after a restore (review.py).

A promotion that adds an entry is applied exactly when its marker is in MEMORY.md: restoring a
version that holds it applies it (unless another promotion of that key already is), restoring
one without it returns it to pending, as an undo would.
"""

from __future__ import annotations

from collections.abc import Set
from datetime import datetime

from sqlmodel import col, select

from memtui.engine.store.dbapi import to_db_time
from memtui.engine.store.repository import Store
from memtui.engine.store.tables import PromotionRow
from memtui.engine.vocabulary import PromotionStatus

# Only these leave a marker of their own key; edits, retirements and rewrites are undone by
# restoring, and keep the status they were decided with.
_MARKED_ACTION = "add"


def sync_promotions_to_markers(store: Store, keys: Set[str], now: datetime) -> list[int]:
    """Apply or return to pending each adding promotion by whether its key is in `keys` (the
    markers of the restored MEMORY.md); the ids whose status changed."""
    changed: list[int] = []
    with store.session() as s:
        rows = list(
            s.exec(
                select(PromotionRow)
                .where(
                    PromotionRow.workspace_id == store.workspace_id,
                    PromotionRow.action == _MARKED_ACTION,
                )
                .order_by(col(PromotionRow.id).desc())
            )
        )
        applied = {r.key for r in rows if r.status == PromotionStatus.APPLIED and r.key in keys}
        for row in rows:
            if row.status == PromotionStatus.APPLIED and row.key not in keys:
                row.status, row.decided_at = PromotionStatus.PENDING, None
            elif row.status != PromotionStatus.APPLIED and row.key in keys - applied:
                row.status, row.decided_at = PromotionStatus.APPLIED, to_db_time(now)
                applied.add(row.key)  # the newest decision of a key only
            else:
                continue
            s.add(row)
            changed.append(row.id or 0)
    return changed
