"""Live notes: watch memory/ and the sessions folder, ingest what changed, tell the app.

`awatch` groups a burst of file events (an editor's save, an agent appending several lines)
into one batch: it yields once no new event came for `step_ms`. Each batch becomes one ingest,
run in a thread so the UI never waits on the database. Unchanged files cost nothing: ingestion
skips them by fingerprint.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from watchfiles import Change, awatch

from memtui.engine.documents.lock import lock_holder
from memtui.tui.context import AppContext

if TYPE_CHECKING:
    from memtui.engine.ingest.pipeline import IngestReport

NOTE_SUFFIXES = (".md", ".jsonl")
# How long a batch must be quiet before it is ingested, and the cap on grouping a long burst.
STEP_MS = 300
DEBOUNCE_MS = 1_600
# How often a missing folder is looked for, and a running dream checked for being done.
POLL_SECONDS = 2.0

ArrivalCallback = Callable[[list[str], "IngestReport"], None]
ErrorCallback = Callable[[Exception], None]


class NotesWatcher:
    """Ingest on start, then after every batch of changes under memory/ or the sessions folder."""

    def __init__(
        self,
        ctx: AppContext,
        on_arrival: ArrivalCallback,
        on_error: ErrorCallback,
        *,
        step_ms: int = STEP_MS,
        poll_seconds: float = POLL_SECONDS,
    ) -> None:
        self.ctx = ctx
        self.on_arrival = on_arrival
        self.on_error = on_error
        self.step_ms = step_ms
        self.poll_seconds = poll_seconds

    @property
    def folders(self) -> list[Path]:
        ws = self.ctx.ws
        return [ws.memory_dir, ws.sessions_dir]

    def accepts(self, _change: Change, path: str) -> bool:
        """Only note files count: the database and lock files live elsewhere but stay quiet."""
        return path.endswith(NOTE_SUFFIXES) and not Path(path).name.startswith(".")

    async def run(self) -> None:
        """Watch until cancelled (the app cancels the worker running this)."""
        await self._ingest([])
        watched: set[Path] = {p for p in self.folders if p.is_dir()}
        while True:
            present = [p for p in self.folders if p.is_dir()]
            missing = [p for p in self.folders if not p.is_dir()]
            # A folder that appeared may already hold notes written before it was watched.
            catch_up = bool(set(present) - watched)
            watched = set(present)
            if not present:
                await asyncio.sleep(self.poll_seconds)
                continue
            async for changes in awatch(
                *present,
                watch_filter=self.accepts,
                step=self.step_ms,
                debounce=DEBOUNCE_MS,
                # Wake up now and then to notice a folder that did not exist yet, and once right
                # after the watch starts to read what a new folder already holds.
                rust_timeout=int(self.poll_seconds * 1000) if missing or catch_up else 5_000,
                yield_on_timeout=True,
            ):
                if changes or catch_up:
                    catch_up = False
                    await self._ingest(sorted({self._relative(path) for _, path in changes}))
                if any(p.is_dir() for p in missing):
                    break  # watch the new folder too

    def _ingest_now(self) -> IngestReport:
        # Imported in the worker thread: the pipeline's modules take a while to load, and the
        # watcher starts right after the first paint, when the app should answer keys.
        from memtui.engine.ingest.pipeline import ingest

        return ingest(self.ctx.store, self.ctx.ws, self.ctx.now())

    def _relative(self, path: str) -> str:
        try:
            return Path(path).resolve().relative_to(self.ctx.ws.root).as_posix()
        except (ValueError, RuntimeError, OSError):
            # Outside the workspace, or a symbolic link loop (Python 3.11 raises RuntimeError,
            # 3.13 OSError): named as the event gave it; ingestion reports why it is left out.
            return path

    async def _ingest(self, files: list[str]) -> None:
        # A dream run reads and writes the same rows; let it finish, then read the notes.
        while lock_holder(self.ctx.ws.root) is not None:
            await asyncio.sleep(self.poll_seconds)
        try:
            report = await asyncio.to_thread(self._ingest_now)
        except Exception as exc:  # noqa: BLE001 - a failed ingest must not stop the watcher
            self.on_error(exc)
            return
        if report.files_read or report.files_failed:
            # Name what ingestion actually read: the startup pass (no events) or a burst of
            # events may cover files the event list does not.
            self.on_arrival(report.read_paths or files, report)
