"""Read-only views over what happened: votes per day, a fragment's phase history, diary entries.
Front doors (CLI, app) call these; nothing here writes. (The note lines around an occurrence are
read from the file, not the store: `memtui.engine.documents.note_context`.)"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from sqlmodel import col, select

from memtui.engine.store import (
    DiaryEntryRow,
    PhaseSignalRow,
    PromotionRow,
    Store,
    VoteRow,
    from_db_time,
)


def votes_per_day(
    store: Store, fragment_id: int, *, days: int = 30, until: str | None = None
) -> list[tuple[str, int]]:
    """(day, votes) for the `days` days ending at `until` (default: the last vote day), zeros included."""
    with store.session(read_only=True) as s:
        rows = s.exec(select(VoteRow.day).where(VoteRow.fragment_id == fragment_id)).all()
    counts = Counter(rows)
    if until is None:
        until = max(counts) if counts else date.today().isoformat()
    end = date.fromisoformat(until)
    span = [(end - timedelta(days=n)).isoformat() for n in range(days - 1, -1, -1)]
    return [(d, counts.get(d, 0)) for d in span]


@dataclass
class HistoryEvent:
    at: datetime | None
    what: str

    def to_json(self) -> dict[str, Any]:
        return {"at": self.at.isoformat() if self.at else None, "what": self.what}


def fragment_history(store: Store, fragment_id: int) -> list[HistoryEvent]:
    """Light/REM marks, votes and promotion decisions of one fragment, oldest first."""
    events: list[HistoryEvent] = []
    with store.session(read_only=True) as s:
        sig = s.get(PhaseSignalRow, fragment_id)
        votes = s.exec(
            select(VoteRow).where(VoteRow.fragment_id == fragment_id).order_by(col(VoteRow.at))
        ).all()
        promotions = s.exec(
            select(PromotionRow)
            .where(PromotionRow.fragment_id == fragment_id)
            .order_by(col(PromotionRow.id))
        ).all()
    for v in votes:
        label = "memory_get" if v.via == "get" else f"search {v.query!r}"
        events.append(HistoryEvent(from_db_time(v.at), f"vote {v.score:.2f} via {label}"))
    if sig is not None:
        if sig.last_light_at:
            events.append(
                HistoryEvent(
                    from_db_time(sig.last_light_at), f"light staged (hits {sig.light_hits})"
                )
            )
        if sig.last_rem_at:
            events.append(
                HistoryEvent(from_db_time(sig.last_rem_at), f"REM truth (hits {sig.rem_hits})")
            )
    for p in promotions:
        events.append(
            HistoryEvent(
                from_db_time(p.created_at), f"deep winner, score {p.score:.3f} → {p.status}"
            )
        )
        if p.decided_at:
            events.append(HistoryEvent(from_db_time(p.decided_at), f"promotion {p.status}"))
    events.sort(key=lambda e: e.at.timestamp() if e.at else 0.0)
    return events


@dataclass
class DiaryEntry:
    id: int
    run_id: int | None
    phase: str
    at: datetime | None
    text: str
    placeholder: bool
    sample: bool
    flagged: str

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "run_id": self.run_id,
            "phase": self.phase,
            "at": self.at.isoformat() if self.at else None,
            "text": self.text,
            "placeholder": self.placeholder,
            "sample": self.sample,
            "flagged": self.flagged,
        }


def diary_entries(store: Store, *, phase: str | None = None, limit: int = 200) -> list[DiaryEntry]:
    """Dream Diary entries, newest first."""
    with store.session(read_only=True) as s:
        stmt = select(DiaryEntryRow).where(DiaryEntryRow.workspace_id == store.workspace_id)
        if phase:
            stmt = stmt.where(DiaryEntryRow.phase == phase)
        rows = s.exec(
            stmt.order_by(col(DiaryEntryRow.at).desc(), col(DiaryEntryRow.id).desc()).limit(limit)
        ).all()
    return [
        DiaryEntry(
            r.id or 0,
            r.run_id,
            r.phase,
            from_db_time(r.at),
            r.text,
            r.placeholder,
            r.sample,
            r.flagged,
        )
        for r in rows
    ]


def failed_sources(store: Store) -> list[tuple[str, str]]:
    """(path, error) of the files the last ingestion could not read (too large, binary…)."""
    from memtui.engine.store.tables import SourceFileRow

    with store.session(read_only=True) as s:
        rows = s.exec(
            select(SourceFileRow.path, SourceFileRow.error)
            .where(SourceFileRow.workspace_id == store.workspace_id, SourceFileRow.error != "")
            .order_by(col(SourceFileRow.path))
        ).all()
    return [(path, error) for path, error in rows]
