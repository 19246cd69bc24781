"""Review's queries (architecture.md §6): promotions by status, id or action, MEMORY.md's stored
versions, the fragments marked promoted. `memtui.engine.dream.review` holds no SQL; it changes
the rows these return inside the session it passes in."""

from __future__ import annotations

from collections.abc import Sequence

from sqlmodel import Session, col, select

from memtui.engine.store.repository import Store
from memtui.engine.store.tables import FragmentRow, MemoryVersionRow, PromotionRow
from memtui.engine.vocabulary import PromotionAction, PromotionStatus


def promotions_with_status(
    store: Store, session: Session, status: str | None
) -> list[PromotionRow]:
    """The workspace's promotions with `status` (None: all), best score first, then by id."""
    stmt = select(PromotionRow).where(PromotionRow.workspace_id == store.workspace_id)
    if status:
        stmt = stmt.where(PromotionRow.status == status)
    return list(session.exec(stmt.order_by(col(PromotionRow.score).desc(), col(PromotionRow.id))))


def promotions_by_id(store: Store, session: Session, ids: Sequence[int]) -> list[PromotionRow]:
    """The workspace's promotions among `ids`, in id order on every backend (PostgreSQL hands
    IN-list rows back in heap order, and the order decides the order of MEMORY.md's entries)."""
    return list(
        session.exec(
            select(PromotionRow)
            .where(
                PromotionRow.workspace_id == store.workspace_id,
                col(PromotionRow.id).in_(list(ids)),
            )
            .order_by(col(PromotionRow.id))
        )
    )


def pending_with_action(
    store: Store, session: Session, action: PromotionAction
) -> list[PromotionRow]:
    """The workspace's pending promotions of one action, in id order."""
    return list(
        session.exec(
            select(PromotionRow)
            .where(
                PromotionRow.workspace_id == store.workspace_id,
                PromotionRow.status == PromotionStatus.PENDING,
                PromotionRow.action == action,
            )
            .order_by(col(PromotionRow.id))
        )
    )


def memory_versions(store: Store, session: Session, limit: int) -> list[MemoryVersionRow]:
    """The newest `limit` stored MEMORY.md versions, newest first."""
    return list(
        session.exec(
            select(MemoryVersionRow)
            .where(MemoryVersionRow.workspace_id == store.workspace_id)
            .order_by(col(MemoryVersionRow.id).desc())
            .limit(limit)
        )
    )


def promoted_fragments(store: Store, session: Session) -> list[FragmentRow]:
    """The workspace's fragments marked promoted."""
    return list(
        session.exec(
            select(FragmentRow).where(
                FragmentRow.workspace_id == store.workspace_id,
                col(FragmentRow.promoted_at).is_not(None),
            )
        )
    )
