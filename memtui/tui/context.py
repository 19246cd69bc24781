"""What every screen of the app shares: the workspace, one store, the clock."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from memtui.engine.clock import clock_source, pinned_time
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace, open_workspace_store


def system_clock() -> datetime:
    return datetime.now(UTC)


@dataclass
class AppContext:
    """Shared by all panes. `store` is thread-safe: every engine call opens its own session."""

    ws: Workspace
    store: Store
    clock: Callable[[], datetime] = field(default=system_clock)
    # Where a pinned clock comes from ("--now", "MEMTUI_NOW", "workspace"), "" for the system's.
    clock_source: str = ""

    def now(self) -> datetime:
        """'Now' in the workspace timezone (MEMTUI_NOW / --now pin it for replays and tests)."""
        return self.clock().astimezone(self.ws.tz)

    def clock_label(self) -> str:
        """What the header says about a pinned clock ("" when it follows the system clock)."""
        if not self.clock_source:
            return ""
        when = self.now().strftime("%Y-%m-%d %H:%M")
        if self.clock_source == "workspace":
            return f"demo clock {when} (--now overrides)"
        return f"clock {when} ({self.clock_source})"

    def close(self) -> None:
        self.store.close()


def fixed_clock(when: datetime) -> Callable[[], datetime]:
    return lambda: when


def make_context(ws: Workspace, db: str = "", now_text: str = "") -> AppContext:
    """Open the store and pick the clock: `now_text` (or MEMTUI_NOW) pins it."""
    recorded = ws.recorded_clock()
    pinned = pinned_time(now_text, ws.tz, recorded)
    clock = system_clock if pinned is None else fixed_clock(pinned)
    source = "" if pinned is None else clock_source(now_text, recorded)
    store = open_workspace_store(ws, db or None, now=clock())
    return AppContext(ws=ws, store=store, clock=clock, clock_source=source)
