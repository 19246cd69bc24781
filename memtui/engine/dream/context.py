"""What every dream phase is given (architecture.md §2): one context, one calling convention.

A phase is a function of a `PhaseContext` returning its report dataclass; `now` is always
passed in, and `session` is the phase's one transaction (a dry run rolls it back). Files
(DREAMS.md, MEMORY.md) are written only after that transaction commits, by
`memtui.engine.dream.cycle`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session

from memtui.engine.config import Settings
from memtui.engine.store import Store, to_db_time
from memtui.engine.workspace import Workspace

Progress = Callable[[int, int, str], None]
MAX_DIARY_FRAGMENTS = 12
MAX_DIARY_THEMES = 6
MAX_DIARY_PROMOTIONS = 5
MAX_PHASE_HITS = 9999


@dataclass(frozen=True)
class PhaseContext:
    """The store and its transaction, the workspace, the clock and the settings of one phase."""

    store: Store
    session: Session
    ws: Workspace
    now: datetime
    config: Settings
    progress: Progress | None = None

    @property
    def db_now(self) -> datetime | None:
        return to_db_time(self.now)

    def step(self, done: int, total: int, item: str) -> None:
        if self.progress:
            self.progress(done, total, item)

    def same_day(self, stored: datetime | None) -> bool:
        """Is a stored time on the context's day in the workspace's time zone?"""
        from memtui.engine.store import from_db_time

        when = from_db_time(stored)
        return when is not None and self.ws.day(when) == self.ws.day(self.now)
