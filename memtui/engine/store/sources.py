"""The ingested files' fingerprints (`SourceFileRow`): what ingestion and the openclaw import
read to skip a file that has not changed. The rows are changed in the caller's session."""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Session, col, select

from memtui.engine.store.dbapi import from_db_time
from memtui.engine.store.repository import Store
from memtui.engine.store.tables import SourceFileRow


def source_files(store: Store, session: Session) -> dict[str, SourceFileRow]:
    """Every source file row of the workspace by its workspace-relative path (one read)."""
    rows = session.exec(
        select(SourceFileRow).where(SourceFileRow.workspace_id == store.workspace_id)
    )
    return {row.path: row for row in rows}


def source_file(store: Store, session: Session, path: str) -> SourceFileRow | None:
    """The source file row of one workspace-relative path."""
    return session.exec(
        select(SourceFileRow).where(
            SourceFileRow.workspace_id == store.workspace_id, SourceFileRow.path == path
        )
    ).first()


def last_ingested_at(store: Store) -> datetime | None:
    """When a file of the workspace was last ingested (None: never)."""
    with store.session() as s:
        newest = s.exec(
            select(SourceFileRow.ingested_at)
            .where(SourceFileRow.workspace_id == store.workspace_id)
            .order_by(col(SourceFileRow.ingested_at).desc())
            .limit(1)
        ).first()
    return from_db_time(newest) if newest else None
