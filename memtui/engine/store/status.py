"""What `memtui status` shows, read as SQL text on a DB-API connection (no SQLAlchemy), so a
status from a shell opens the SQLite file on the stdlib module like a search does (`lite`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memtui.engine.store.dbapi import SearchStore, fetch, json_value, sql_for, time_value
from memtui.engine.vocabulary import PromotionStatus

_COUNTS = (
    "SELECT (SELECT COUNT(*) FROM fragment WHERE workspace_id = ?),"
    " (SELECT COUNT(*) FROM occurrence WHERE workspace_id = ?),"
    " (SELECT COUNT(*) FROM fragment WHERE workspace_id = ? AND promoted_at IS NOT NULL),"
    # A rewrite is a whole-file proposal, not a fragment's (as `pending_fragment_ids`).
    " (SELECT COUNT(DISTINCT fragment_id) FROM promotion"
    "   WHERE workspace_id = ? AND status = ? AND action != 'rewrite'),"
    " (SELECT MAX(ingested_at) FROM source_file WHERE workspace_id = ?)"
)
_FAILED = "SELECT path, error FROM source_file WHERE workspace_id = ? AND error != '' ORDER BY path"
_RUNS = (
    "SELECT id, phase, started_at, ended_at, outcome, dry_run, counts, error FROM dream_run"
    " WHERE workspace_id = ? ORDER BY id DESC LIMIT ?"
)


@dataclass(frozen=True)
class RunLine:
    """One dream or ingest run as status lists it."""

    id: int
    phase: str
    started_at: datetime | None
    ended_at: datetime | None
    outcome: str
    dry_run: bool
    counts: dict[str, Any] = field(default_factory=dict)
    error: str = ""


@dataclass(frozen=True)
class StatusFacts:
    counts: dict[str, int]
    last_ingest: datetime | None
    runs: list[RunLine]
    failed_sources: list[tuple[str, str]] = field(default_factory=list)


def status_facts(store: SearchStore, runs: int = 8) -> StatusFacts:
    """Fragment, occurrence, promoted and pending counts, the last ingest and the last runs."""
    ws = store.workspace_id
    with store.reading() as conn:
        row = fetch(
            conn, sql_for(store.backend, _COUNTS), (ws, ws, ws, ws, PromotionStatus.PENDING, ws)
        )[0]
        run_rows = fetch(conn, sql_for(store.backend, _RUNS), (ws, runs))
        failed = [(r[0], r[1]) for r in fetch(conn, sql_for(store.backend, _FAILED), (ws,))]
    counts = {
        "fragments": int(row[0]),
        "occurrences": int(row[1]),
        "promoted": int(row[2]),
        "pending": int(row[3]),
    }
    lines = [
        RunLine(
            id=int(r[0]),
            phase=r[1],
            started_at=time_value(r[2]),
            ended_at=time_value(r[3]),
            outcome=r[4],
            dry_run=bool(r[5]),
            counts=json_value(r[6]) or {},
            error=r[7] or "",
        )
        for r in run_rows
    ]
    return StatusFacts(
        counts=counts, last_ingest=time_value(row[4]), runs=lines, failed_sources=failed
    )
