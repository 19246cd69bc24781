"""The nightly scheduler: the dream cycle on `dreaming.frequency` for one or many workspaces.

`dreaming.enabled` governs scheduled runs only. Several workspaces dream concurrently, each in its
own thread; the diary generator's process-wide limiter keeps at most `diary.concurrency` (3)
generations in flight across them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime, tzinfo
from pathlib import Path

from croniter import croniter

from memtui.engine.errors import MemtuiError
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

Log = Callable[[str], None]


def next_run(frequency: str, tz: tzinfo, after: datetime) -> datetime:
    """The next time the cron expression fires after `after`, evaluated in `tz`."""
    local = after.astimezone(tz)
    nxt = croniter(frequency, local).get_next(datetime)
    return nxt if nxt.tzinfo else nxt.replace(tzinfo=tz)


@dataclass
class Scheduled:
    ws: Workspace
    due: datetime


def dream_once(ws: Workspace, db: str, now: datetime, log: Log) -> bool:
    """One full cycle for a workspace; errors are logged, never raised (the daemon keeps going)."""
    from memtui.engine.dream.cycle import run_cycle
    from memtui.engine.dream.phases import DeepReport

    try:
        store = open_workspace_store(ws, db or None, now=now)
        try:
            report = run_cycle(store, ws, now, wait_seconds=60)
        finally:
            store.close()
    except MemtuiError as exc:
        log(f"{ws.root}: dream run failed: {exc}")
        return False
    deep = report.get("deep")
    summary = ""
    if deep is not None and isinstance(deep.report, DeepReport):
        summary = " — " + "; ".join([deep.report.summary(), *deep.report.details()[:2]])
    log(f"{ws.root}: dream cycle done at {now.isoformat(timespec='seconds')}{summary}")
    return True


def run_daemon(
    roots: Sequence[Path],
    *,
    db: str = "",
    once: bool = False,
    log: Log = print,
    stop: threading.Event | None = None,
    clock: Callable[[], datetime] = lambda: datetime.now(UTC),
) -> int:
    """Run cycles on schedule until `stop` is set; returns the number of cycles run."""
    stop = stop or threading.Event()
    enabled: list[Workspace] = []
    for root in roots:
        ws = open_workspace(root)
        if ws.config.dreaming.enabled:
            enabled.append(ws)
        else:
            log(
                f"{ws.root}: dreaming is disabled (set [dreaming] enabled = true in .memtui.toml); skipping"
            )
    if not enabled:
        log("no workspace has dreaming enabled; nothing to schedule")
        return 0
    runs = 0
    with ThreadPoolExecutor(max_workers=len(enabled), thread_name_prefix="memtui-dream") as pool:
        if once:
            now = clock()
            results = list(
                pool.map(lambda w: dream_once(w, db, now.astimezone(w.tz), log), enabled)
            )
            return sum(results)
        start = clock()
        plan = [Scheduled(w, next_run(w.config.dreaming.frequency, w.tz, start)) for w in enabled]
        for item in plan:
            log(f"{item.ws.root}: next dream at {item.due.isoformat(timespec='minutes')}")
        while not stop.is_set():
            now = clock()
            due = [p for p in plan if p.due <= now]
            if due:
                list(
                    pool.map(
                        lambda p, at=now: dream_once(p.ws, db, at.astimezone(p.ws.tz), log), due
                    )
                )
                runs += len(due)
                for p in due:
                    p.due = next_run(p.ws.config.dreaming.frequency, p.ws.tz, now)
                    log(f"{p.ws.root}: next dream at {p.due.isoformat(timespec='minutes')}")
                continue
            wait = min((p.due - now).total_seconds() for p in plan)
            stop.wait(max(0.5, min(wait, 60.0)))
    return runs
