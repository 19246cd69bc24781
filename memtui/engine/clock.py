"""The one clock every front door uses: `--now`, then `MEMTUI_NOW`, then the clock a workspace
records for itself (the demo's, `Workspace.recorded_clock`), then the system clock.

Phases never read the clock themselves (`now` is an argument, docs/architecture.md); the CLI,
the MCP server and the app resolve it here, once, so a replay or a test pins all of them alike.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime, tzinfo

from memtui.engine.errors import UsageError

NOW_VARIABLE = "MEMTUI_NOW"


def clock_source(fixed: str, recorded: datetime | None = None) -> str:
    """Who decides 'now': "--now", "MEMTUI_NOW", "workspace" (its recorded clock) or "system"."""
    if fixed.strip():
        return "--now"
    if os.environ.get(NOW_VARIABLE, "").strip():
        return NOW_VARIABLE
    return "workspace" if recorded is not None else "system"


def pinned_time(fixed: str, tz: tzinfo, recorded: datetime | None = None) -> datetime | None:
    """The pinned 'now' (`fixed`, else MEMTUI_NOW, else the workspace's `recorded` clock), or
    None to follow the system clock.

    A time without an offset is read in the workspace timezone `tz`. A bad value is a usage
    error that names where it came from.
    """
    source, text = (
        ("--now", fixed) if fixed.strip() else (NOW_VARIABLE, os.environ.get(NOW_VARIABLE, ""))
    )
    text = text.strip()
    if not text:
        return recorded.astimezone(tz) if recorded is not None else None
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise UsageError(f"{source}: not an ISO 8601 time: {text!r}") from None
    return value if value.tzinfo else value.replace(tzinfo=tz)


def resolve_now(fixed: str, tz: tzinfo, recorded: datetime | None = None) -> datetime:
    """'Now' in `tz`: the pinned time when there is one, else the system clock."""
    pinned = pinned_time(fixed, tz, recorded)
    return pinned if pinned is not None else datetime.now(UTC).astimezone(tz)
