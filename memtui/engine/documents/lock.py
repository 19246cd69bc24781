"""One dream run per workspace at a time.

An exclusive `flock` on `<workspace>/.memtui/dream.lock`: the kernel drops it when the owning
process dies, so a lock left by a killed run is recovered by the next one without guessing about
pids or ages. The file also records who holds it, for the "run in progress" message.
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from memtui.engine.errors import RunInProgressError

LOCK_RELPATH = Path(".memtui") / "dream.lock"
MEMORY_LOCK_RELPATH = Path(".memtui") / "memory.lock"
POLL_SECONDS = 0.05


def lock_path(root: Path) -> Path:
    return root / LOCK_RELPATH


def lock_holder(root: Path) -> str | None:
    """'pid N since T' when a live process holds the lock, else None (a stale file is ignored)."""
    path = lock_path(root)
    if not path.exists():
        return None
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return _describe(path)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    finally:
        os.close(fd)


def _describe(path: Path) -> str:
    try:
        pid, _, started = path.read_text(encoding="utf-8").strip().partition(" ")
    except OSError:
        return "another process"
    return f"pid {pid} since {started}" if pid else "another process"


@contextmanager
def _file_lock(path: Path, wait_seconds: float, busy: str) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + max(0.0, wait_seconds)
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise RunInProgressError(busy.format(holder=_describe(path))) from None
                time.sleep(POLL_SECONDS)
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()} {datetime.now(UTC).isoformat(timespec='seconds')}\n".encode())
        try:
            yield
        finally:
            os.ftruncate(fd, 0)
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


@contextmanager
def dream_lock(root: Path, *, wait_seconds: float = 0.0) -> Iterator[None]:
    """Hold the workspace's run lock; wait up to `wait_seconds`, then raise RunInProgressError."""
    busy = (
        f"a dream run is already in progress in {root} ({{holder}}); "
        "wait for it to finish or retry with --wait SECONDS"
    )
    with _file_lock(lock_path(root), wait_seconds, busy):
        yield


@contextmanager
def memory_lock(root: Path, *, wait_seconds: float = 30.0) -> Iterator[None]:
    """Serialize MEMORY.md writes (a dream run, a review in the app and a CLI restore)."""
    busy = f"MEMORY.md in {root} is being written by {{holder}}; try again"
    with _file_lock(root / MEMORY_LOCK_RELPATH, wait_seconds, busy):
        yield
