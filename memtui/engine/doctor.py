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

from memtui.engine.documents.atomic import remove_stale_temps
from memtui.engine.documents.dreams_file import DREAMING_MARKER_RE
from memtui.engine.documents.lock import LOCK_RELPATH, MEMORY_LOCK_RELPATH, lock_holder
from memtui.engine.errors import MemtuiError, StoreError
from memtui.engine.store import (
    Store,
    default_sqlite_path,
    maintenance,
)
from memtui.engine.store.schema import SCHEMA_VERSION
from memtui.engine.vocabulary import FindingStatus
from memtui.engine.workspace import Workspace, open_workspace_store
from memtui.textsafe import neutralise

# Seconds a probe waits for a lock: a store in use is reported, not waited for.
_PROBE_TIMEOUT = 2.0


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
        result = maintenance.quick_check(store, s)
        if result is not None:
            status = FindingStatus.OK if result == "ok" else FindingStatus.ERROR
            report.add("integrity", status, f"SQLite quick_check: {result}")
        in_step = maintenance.search_index_in_step(store, s)
        if in_step:
            report.add("search index", FindingStatus.OK, "FTS5 index matches the fragments")
        elif in_step is False and repair:
            maintenance.rebuild_search_index(s)
            report.add("search index", FindingStatus.FIXED, "rebuilt the FTS5 index")
        elif in_step is False:
            report.add(
                "search index", FindingStatus.ERROR, "FTS5 index out of step (--repair rebuilds it)"
            )
        for table in maintenance.CHILD_TABLES:
            orphans = maintenance.count_orphans(s, table)
            if not orphans:
                continue
            if repair:
                maintenance.delete_orphans(s, table)
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
        stale = maintenance.stale_derived_columns(store, s, repair=repair)
        if stale:
            report.add(
                "ranking columns",
                FindingStatus.FIXED if repair else FindingStatus.WARN,
                f"{stale} fragment(s) had stale derived columns",
            )
        else:
            report.add("ranking columns", FindingStatus.OK, "in step with votes and tags")


def _lock_holders(path: Path) -> str:
    """'pid N[, pid M]' of the processes holding POSIX locks on `path` (Linux /proc/locks)."""
    try:
        inode = path.stat().st_ino
        table = Path("/proc/locks").read_text(encoding="ascii", errors="replace")
    except OSError:
        return "another process"
    pids = sorted(
        {
            fields[4]
            for fields in (line.split() for line in table.splitlines())
            if len(fields) > 5 and fields[5].rsplit(":", 1)[-1] == str(inode)
        }
    )
    return ", ".join(f"pid {pid}" for pid in pids) or "another process"


def _probe_sqlite(db_path: Path) -> tuple[str, str]:
    """What SQLite itself says of the file, quickly: ("ok" | "locked" | "newer" | "corrupt" |
    "unreadable", detail). Only "corrupt" (SQLite's own verdict) justifies moving it aside."""
    try:
        conn = sqlite3.connect(db_path, timeout=_PROBE_TIMEOUT)
    except sqlite3.Error as exc:
        return "unreadable", str(exc)
    try:
        check = conn.execute("PRAGMA quick_check").fetchone()
        if not check or check[0] != "ok":
            return "corrupt", f"quick_check: {check[0] if check else 'no answer'}"
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    except sqlite3.DatabaseError as exc:
        name = getattr(exc, "sqlite_errorname", "")
        if name in ("SQLITE_BUSY", "SQLITE_LOCKED"):
            return "locked", f"in use by {_lock_holders(db_path)}"
        if name in ("SQLITE_CORRUPT", "SQLITE_NOTADB"):
            return "corrupt", str(exc)
        return "unreadable", str(exc)
    finally:
        conn.close()
    if row is not None and str(row[0]).isdigit() and int(row[0]) > SCHEMA_VERSION:
        return (
            "newer",
            f"schema version {row[0]} is newer than this memtui ({SCHEMA_VERSION}); upgrade memtui",
        )
    return "ok", ""


def _sqlite_verdict(ws: Workspace, report: DoctorReport, now: datetime, repair: bool) -> bool:
    """Probe the workspace's SQLite file before opening it; False when doctor must stop there.

    A store in use or made by a newer memtui is healthy and never moved; a file SQLite reports
    corrupt is moved aside with --repair, and that is said before anything else happens."""
    db_path = default_sqlite_path(ws.root)
    if not db_path.is_file():
        return True
    verdict, detail = _probe_sqlite(db_path)
    if verdict in ("locked", "newer", "unreadable"):
        report.add(
            "store", FindingStatus.ERROR, f"{db_path}: {detail}; nothing was moved or changed"
        )
        return False
    if verdict == "corrupt":
        if not repair:
            report.add(
                "store",
                FindingStatus.ERROR,
                f"SQLite reports {db_path} corrupt ({detail}); "
                "--repair moves it aside and starts a fresh store",
            )
            return False
        report.add(
            "store",
            FindingStatus.FIXED,
            f"SQLite reports {db_path} corrupt ({detail}); moving it to {db_path.name}.corrupt-* "
            "and starting a fresh one; run `memtui ingest` to rebuild from your notes (votes and "
            "history are in the moved file)",
        )
        _move_aside(db_path, now)
    return True


def run_doctor(ws: Workspace, url: str, now: datetime, *, repair: bool = False) -> DoctorReport:
    """Check the workspace files, locks and store; with `repair`, fix what is safe to fix."""
    report = DoctorReport()
    _check_files(ws, report, repair)
    _check_locks(ws, report, repair)
    store: Store | None = None
    embedded = not (url or ws.config.store.url)
    if embedded and not _sqlite_verdict(ws, report, now, repair):
        return report
    try:
        store = open_workspace_store(ws, url or None, now=now)
        report.add("store", FindingStatus.OK, f"{store.location} opens (schema current)")
    except StoreError as exc:
        report.add("store", FindingStatus.ERROR, str(exc))
    if store is not None:
        try:
            _check_store(store, report, repair)
            _check_left_out(store, ws, report)
        except (MemtuiError, sqlite3.DatabaseError) as exc:
            report.add("store", FindingStatus.ERROR, str(exc))
        finally:
            store.close()
    return report


# How many left-out files a doctor finding names (the rest are counted).
_LEFT_OUT_SHOWN = 10


def _check_left_out(store: Store, ws: Workspace, report: DoctorReport) -> None:
    """Notes and transcripts ingestion leaves out, each with why: a warning, never an error."""
    from memtui.engine.documents.discovery import skipped_files
    from memtui.engine.store.history import failed_sources

    skipped = skipped_files(ws, failed_sources(store))
    if not skipped:
        report.add("notes", FindingStatus.OK, "every note and transcript is read")
        return
    # One line: a newline in a file's name is shown (␊), as every door shows it.
    named = "; ".join(
        f"{neutralise(item.path, keep_newlines=False)}: {item.reason}"
        for item in skipped[:_LEFT_OUT_SHOWN]
    )
    more = len(skipped) - _LEFT_OUT_SHOWN
    report.add(
        "notes",
        FindingStatus.WARN,
        f"{len(skipped)} file(s) left out of ingestion — {named}"
        + (f"; and {more} more (memtui status --json lists them)" if more > 0 else ""),
    )
