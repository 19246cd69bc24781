"""`memtui doctor`: check a workspace and its store, and repair what can be repaired safely.

Repairs never touch user notes. The worst case — a store that cannot be opened — is moved aside
(kept, renamed) so a fresh store can be rebuilt from the notes with `memtui ingest`.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm.attributes import flag_modified
from sqlmodel import select

from memtui.engine.documents.atomic import remove_stale_temps
from memtui.engine.documents.dreams_file import DREAMING_MARKER_RE
from memtui.engine.documents.lock import LOCK_RELPATH, MEMORY_LOCK_RELPATH, lock_holder
from memtui.engine.errors import MemtuiError, StoreError
from memtui.engine.store import (
    FragmentRow,
    Store,
    default_sqlite_path,
    derived_columns,
)
from memtui.engine.vocabulary import FindingStatus
from memtui.engine.workspace import Workspace, open_workspace_store

# Child tables and the column that points at a fragment.
_CHILDREN = ("occurrence", "vote", "phase_signal", "promotion")


@dataclass
class Finding:
    check: str
    status: FindingStatus
    detail: str

    def to_json(self) -> dict[str, str]:
        return {"check": self.check, "status": self.status, "detail": self.detail}


@dataclass
class DoctorReport:
    findings: list[Finding] = field(default_factory=list)

    def add(self, check: str, status: FindingStatus, detail: str) -> None:
        self.findings.append(Finding(check, status, detail))

    @property
    def healthy(self) -> bool:
        return not any(f.status == FindingStatus.ERROR for f in self.findings)

    def to_json(self) -> dict[str, Any]:
        return {"healthy": self.healthy, "findings": [f.to_json() for f in self.findings]}


def _check_files(ws: Workspace, report: DoctorReport, repair: bool) -> None:
    for path in (ws.memory_path, ws.dreams_path):
        if path.is_symlink():
            report.add(
                path.name,
                FindingStatus.ERROR,
                f"{path} is a symbolic link; memtui refuses to write through it. "
                "Replace it with a regular file.",
            )
        elif path.exists() and not path.is_file():
            report.add(path.name, FindingStatus.ERROR, f"{path} exists but is not a regular file")
        else:
            removed = remove_stale_temps(path) if repair else 0
            leftovers = list(path.parent.glob(f".{path.name}.*.tmp"))
            if removed:
                report.add(
                    path.name,
                    FindingStatus.FIXED,
                    f"removed {removed} temp file(s) left by an interrupted write",
                )
            elif leftovers:
                report.add(
                    path.name,
                    FindingStatus.WARN,
                    f"{len(leftovers)} temp file(s) left by an interrupted write (--repair removes them)",
                )
            else:
                report.add(
                    path.name,
                    FindingStatus.OK,
                    "regular file" if path.exists() else "not written yet",
                )
    if ws.dreams_path.is_file() and not ws.dreams_path.is_symlink():
        doc = ws.dreams_path.read_text(encoding="utf-8", errors="replace")
        opened: dict[str, int] = {}
        for match in DREAMING_MARKER_RE.finditer(doc):
            name, which = match.group(1), match.group(2)
            opened[name] = opened.get(name, 0) + (1 if which == "start" else -1)
        unbalanced = sorted(name for name, n in opened.items() if n != 0)
        if unbalanced:
            report.add(
                "DREAMS.md markers",
                FindingStatus.WARN,
                f"unbalanced managed block(s): {', '.join(unbalanced)}; "
                "the next run rewrites its own blocks",
            )
        else:
            report.add("DREAMS.md markers", FindingStatus.OK, "managed blocks balanced")


def _check_locks(ws: Workspace, report: DoctorReport, repair: bool) -> None:
    for rel in (LOCK_RELPATH, MEMORY_LOCK_RELPATH):
        path = ws.root / rel
        if not path.exists():
            continue
        holder = lock_holder(ws.root) if rel == LOCK_RELPATH else None
        if holder:
            report.add(rel.name, FindingStatus.WARN, f"held by {holder} (a run is in progress)")
        elif path.stat().st_size and repair:
            path.write_text("", encoding="utf-8")
            report.add(
                rel.name, FindingStatus.FIXED, "cleared a stale lock left by a process that died"
            )
        elif path.stat().st_size:
            report.add(
                rel.name,
                FindingStatus.WARN,
                "stale lock file from a process that died (harmless; --repair clears it)",
            )
        else:
            report.add(rel.name, FindingStatus.OK, "free")


def _move_aside(db_path: Path, now: datetime) -> Path:
    stamp = now.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = db_path.with_name(f"{db_path.name}.corrupt-{stamp}")
    db_path.rename(target)
    for suffix in ("-wal", "-shm"):
        side = Path(str(db_path) + suffix)
        if side.exists():
            side.rename(Path(str(target) + suffix))
    return target


def _check_store(store: Store, report: DoctorReport, repair: bool) -> None:
    with store.session() as s:
        if store.backend == "sqlite":
            result = s.execute(text("PRAGMA quick_check")).scalar()
            report.add(
                "integrity",
                FindingStatus.OK if result == "ok" else FindingStatus.ERROR,
                f"SQLite quick_check: {result}",
            )
            try:
                s.execute(text("INSERT INTO fragment_fts(fragment_fts) VALUES ('integrity-check')"))
                report.add("search index", FindingStatus.OK, "FTS5 index matches the fragments")
            except Exception:  # noqa: BLE001 - sqlite reports a damaged index as a generic error
                s.rollback()
                if repair:
                    s.execute(text("INSERT INTO fragment_fts(fragment_fts) VALUES ('rebuild')"))
                    report.add("search index", FindingStatus.FIXED, "rebuilt the FTS5 index")
                else:
                    report.add(
                        "search index",
                        FindingStatus.ERROR,
                        "FTS5 index out of step (--repair rebuilds it)",
                    )
        for table in _CHILDREN:
            orphans = s.execute(
                text(
                    f"SELECT COUNT(*) FROM {table} c WHERE NOT EXISTS (SELECT 1 FROM fragment f WHERE f.id = c.fragment_id)"
                )
            ).scalar_one()
            if not orphans:
                continue
            if repair:
                s.execute(
                    text(
                        f"DELETE FROM {table} WHERE NOT EXISTS (SELECT 1 FROM fragment f WHERE f.id = {table}.fragment_id)"
                    )
                )
                report.add(
                    f"orphan {table} rows",
                    FindingStatus.FIXED,
                    f"deleted {orphans} row(s) whose fragment is gone",
                )
            else:
                report.add(
                    f"orphan {table} rows",
                    FindingStatus.WARN,
                    f"{orphans} row(s) point at missing fragments (--repair deletes them)",
                )
        stale = 0
        for row in s.exec(
            select(FragmentRow).where(FragmentRow.workspace_id == store.workspace_id)
        ):
            want = derived_columns(row.query_hashes, row.recall_days, row.concept_tags)
            if any(getattr(row, k) != v for k, v in want.items()):
                stale += 1
                if repair:
                    # Marking a list dirty makes the ORM hook recompute the derived columns.
                    flag_modified(row, "recall_days")
                    s.add(row)
        if stale:
            report.add(
                "ranking columns",
                FindingStatus.FIXED if repair else FindingStatus.WARN,
                f"{stale} fragment(s) had stale derived columns",
            )
        else:
            report.add("ranking columns", FindingStatus.OK, "in step with votes and tags")


def run_doctor(ws: Workspace, url: str, now: datetime, *, repair: bool = False) -> DoctorReport:
    """Check the workspace files, locks and store; with `repair`, fix what is safe to fix."""
    report = DoctorReport()
    _check_files(ws, report, repair)
    _check_locks(ws, report, repair)
    store: Store | None = None
    try:
        store = open_workspace_store(ws, url or None, now=now)
        report.add("store", FindingStatus.OK, f"{store.location} opens (schema current)")
    except StoreError as exc:
        db_path = default_sqlite_path(ws.root)
        if repair and not (url or ws.config.store.url) and db_path.exists():
            moved = _move_aside(db_path, now)
            report.add(
                "store",
                FindingStatus.FIXED,
                f"moved the unusable store to {moved.name}; run `memtui ingest` to rebuild from your notes",
            )
            store = open_workspace_store(ws, None, now=now)
        else:
            report.add(
                "store",
                FindingStatus.ERROR,
                f"{exc}" + ("" if repair else " (--repair moves a broken SQLite file aside)"),
            )
    if store is not None:
        try:
            _check_store(store, report, repair)
        except (MemtuiError, sqlite3.DatabaseError) as exc:
            report.add("store", FindingStatus.ERROR, str(exc))
        finally:
            store.close()
    return report
