"""Pure work of an ingestion done ahead of its turn in forked worker processes.

Reading a note into fragments — redaction, the guard, chunking, judging, tags and search
tokens — is a pure function of the note's bytes; a large first ingestion spends most of its time
there. `Prefetcher` runs such tasks in worker processes while the main process writes the store,
and hands each result back at the turn the serial path would have computed it, so nothing
depends on which worker finishes first. A task a worker could not finish (it raised, or the pool
broke) is computed again in the main process at its turn: an error is then raised exactly as the
serial path raises it, and nothing is lost. Whether to start workers at all is the caller's call
(`worth_parallel`): starting them costs more than a small ingestion saves.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

R = TypeVar("R")

# Changed note bytes below which an ingestion stays serial: forking the workers, and each
# warming its own caches, costs about what two processes save on ~60 KB of daily notes (~450
# fragments; measured on two cores, first ingest: 15 days, 57 KB, 0.59 s serial, 0.61 s
# parallel; 30 days, 115 KB, 1.06 s against 0.92 s; a year, 1.4 MB, ~7.6 s against ~5.5 s).
# Twice the break-even, so a small ingestion never pays for processes it does not need.
PARALLEL_MIN_BYTES = 128 * 1024
# Changed files below which an ingestion stays serial: the work is split by file.
PARALLEL_MIN_FILES = 8
# Worker processes at most: the main process writes the store meanwhile, and each worker fills
# its own caches (judgements, terms, dictionaries), so more cost memory for little time.
MAX_WORKERS = 4
# Files read and handed to the workers ahead of the one being stored, per worker: enough to keep
# them busy, few enough that a large archive is never held in memory whole.
AHEAD_PER_WORKER = 4


def worker_count() -> int:
    """Worker processes worth starting here: 0 without `fork` (a spawned worker would import
    and warm everything again), with a single CPU, or in a process running other threads (the
    app, the MCP server): a fork copies a lock another thread holds, held for good, and a worker
    that needed it would never finish."""
    if "fork" not in multiprocessing.get_all_start_methods() or threading.active_count() > 1:
        return 0
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cpus = os.cpu_count() or 1
    return 0 if cpus < 2 else min(cpus, MAX_WORKERS)


def worth_parallel(files: int, size: int) -> bool:
    """Is an ingestion of `files` changed files of `size` bytes worth worker processes?"""
    return files >= PARALLEL_MIN_FILES and size >= PARALLEL_MIN_BYTES and worker_count() > 0


@dataclass
class Task(Generic[R]):
    """One pure call, maybe running in a worker (`future`)."""

    fn: Callable[..., R]
    args: tuple[Any, ...]
    future: Future[R] | None = None


class Prefetcher:
    """Pure tasks run in forked workers; `result` gives each at its turn (see the module doc)."""

    def __init__(
        self,
        workers: int,
        initializer: Callable[..., object] | None = None,
        initargs: tuple[Any, ...] = (),
    ) -> None:
        # Forked: the workers start with the main process's modules and caches, and `initargs`
        # are inherited, not pickled.
        self._pool: ProcessPoolExecutor | None = ProcessPoolExecutor(
            workers,
            mp_context=multiprocessing.get_context("fork"),
            initializer=initializer,
            initargs=initargs,
        )

    def submit(self, fn: Callable[..., R], *args: Any) -> Task[R]:
        task: Task[R] = Task(fn, args)
        if self._pool is not None:
            try:
                task.future = self._pool.submit(fn, *args)
            except (BrokenProcessPool, RuntimeError):
                self._stop()
        return task

    def result(self, task: Task[R]) -> R:
        """The task's result; computed here when no worker finished it."""
        if task.future is not None:
            try:
                return task.future.result()
            except BrokenProcessPool:
                # A worker died (killed, out of memory): the rest runs here, serially.
                self._stop()
            except Exception:  # noqa: BLE001, S110 - computed again below, raising as serial would
                pass
        return task.fn(*task.args)

    def close(self) -> None:
        self._stop()

    def _stop(self) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            pool.shutdown(wait=True, cancel_futures=True)


def spread(fn: Callable[..., R], calls: list[tuple[Any, ...]]) -> list[R]:
    """`[fn(*args) for args in calls]`: the first call in this process, each other one meanwhile
    in a forked worker of its own (computed here when the worker could not finish it, as
    `Prefetcher.result` does). The workers fork at once, so `fn` may read what its caller set
    up in module state before the call; only `calls` and the results are pickled."""
    if len(calls) < 2:
        return [fn(*args) for args in calls]
    pool = Prefetcher(len(calls) - 1)
    try:
        tasks = [pool.submit(fn, *args) for args in calls[1:]]
        first = fn(*calls[0])
        return [first, *(pool.result(task) for task in tasks)]
    finally:
        pool.close()
