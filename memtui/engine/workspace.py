"""A workspace: one folder, its files, its config and its store (architecture.md)."""

from __future__ import annotations

import errno
import json
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime, tzinfo
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from memtui.engine.config import Settings, load_config
from memtui.engine.errors import PathRefused, WorkspaceError
from memtui.textsafe import neutralise

if TYPE_CHECKING:
    # The store is loaded when opened: SQLAlchemy and the tables stay out of a search from a
    # shell, which opens the SQLite file on the stdlib module (`open_search_store`).
    from memtui.engine.store import Store
    from memtui.engine.store.dbapi import SearchStore

# POSIX limits for a whole path and one name: longer ones fail in the OS with no clear message.
_MAX_PATH_BYTES = 4096
_MAX_NAME_BYTES = 255
# C0 controls, DEL and C1 controls (textsafe shows them; no file name needs them).
_CONTROL_IN_PATH = re.compile(r"[\x00-\x1f\x7f-\x9f]")
DAILY_NOTE_RE = re.compile(r"^(\d{4}-\d{2}-\d{2})(?:-[\w.-]+)?\.md$")
# A workspace replayed at a fixed time (the demo, memtui.demo) records that time in this file.
RECORDED_CLOCK_FILE = PurePosixPath(".memtui") / "demo.json"


@dataclass
class Workspace:
    root: Path
    config: Settings

    @property
    def memory_dir(self) -> Path:
        return self.root / "memory"

    @property
    def sessions_dir(self) -> Path:
        return self.root / self.config.store.sessions_dir

    @property
    def memory_path(self) -> Path:
        return self.root / "MEMORY.md"

    @property
    def dreams_path(self) -> Path:
        """Existing DREAMS.md, else existing dreams.md, else a new one (reference.md §7.4)."""
        upper = self.root / "DREAMS.md"
        lower = self.root / "dreams.md"
        if not upper.exists() and not upper.is_symlink() and (lower.exists() or lower.is_symlink()):
            return lower
        return upper

    @property
    def tz(self) -> tzinfo:
        return self.config.tz

    def recorded_clock(self) -> datetime | None:
        """The 'now' this workspace was built for (the demo's), else None. Every front door uses
        it unless --now or MEMTUI_NOW say otherwise (`clock.resolve_now`)."""
        try:
            data = json.loads((self.root / RECORDED_CLOCK_FILE).read_text(encoding="utf-8"))
            value = datetime.fromisoformat(data["now"]) if isinstance(data, dict) else None
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if value is None:
            return None
        return value if value.tzinfo else value.replace(tzinfo=self.tz)

    def day(self, when: datetime) -> str:
        """`YYYY-MM-DD` of an instant in the configured timezone."""
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        return when.astimezone(self.tz).strftime("%Y-%m-%d")

    def local(self, when: datetime) -> datetime:
        return (when if when.tzinfo else when.replace(tzinfo=UTC)).astimezone(self.tz)

    def relpath(self, path: Path) -> str:
        """Workspace-relative POSIX path."""
        return PurePosixPath(path.relative_to(self.root).as_posix()).as_posix()

    def resolve_inside(self, relpath: str) -> Path:
        """A path given by a user or agent, refused when it escapes the workspace."""
        cleaned = relpath.strip().replace("\\", "/")
        if not cleaned:
            raise PathRefused("empty path")
        control = _CONTROL_IN_PATH.search(cleaned)
        if control:
            # A NUL cannot reach the OS at all; a newline or ESC in a name is a mistake or a trick.
            raise PathRefused(
                f"{neutralise(cleaned, keep_newlines=False)[:80]}: a path cannot hold a control "
                f"character (U+{ord(control.group()):04X} at position {control.start() + 1})"
            )
        if len(cleaned.encode("utf-8", "surrogatepass")) > _MAX_PATH_BYTES or any(
            len(part.encode("utf-8", "surrogatepass")) > _MAX_NAME_BYTES
            for part in cleaned.split("/")
        ):
            raise PathRefused(f"{cleaned[:60]}…: path too long for a memory file")
        candidate = Path(cleaned)
        if candidate.is_absolute():
            try:
                candidate = candidate.resolve().relative_to(self.root)
            except ValueError:
                raise PathRefused(f"{relpath}: outside the workspace {self.root}") from None
        if ".." in PurePosixPath(cleaned).parts:
            raise PathRefused(f"{relpath}: '..' is not allowed; give a path inside the workspace")
        full = self.root / candidate
        try:
            full.resolve().relative_to(self.root)
        except ValueError:
            raise PathRefused(f"{relpath}: resolves outside the workspace (symlink?)") from None
        except (RuntimeError, OSError) as exc:
            # Python 3.11 raises RuntimeError for a symlink loop, 3.13 OSError (ELOOP).
            loop = isinstance(exc, RuntimeError) or getattr(exc, "errno", None) == errno.ELOOP
            why = "is a symbolic link loop" if loop else f"cannot be resolved ({exc})"
            raise PathRefused(
                f"{relpath}: {why}; memtui reads and writes only real files"
            ) from None
        return full


def open_workspace(root: Path | str, *, must_exist: bool = True, create: bool = False) -> Workspace:
    """Load a workspace folder and its configuration."""
    path = Path(root).expanduser()
    if create:
        path.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        if must_exist:
            raise WorkspaceError(
                f"workspace {path} does not exist", hint="create it, or pass --workspace DIR"
            )
    elif not path.is_dir():
        raise WorkspaceError(f"workspace {path} is not a folder")
    path = path.resolve()
    return Workspace(root=path, config=load_config(path))


def open_workspace_store(
    ws: Workspace, url: str | None = None, now: datetime | None = None
) -> Store:
    """The store for a workspace: `url`, else config/env `store.url`, else the SQLite file."""
    from memtui.engine.store.repository import open_store

    return open_store(ws.root, url or ws.config.store.url, now=now)


def open_search_store(
    ws: Workspace, url: str | None = None, now: datetime | None = None, *, read_only: bool = False
) -> SearchStore:
    """A store to search and vote in (`recall.memory_search`), opened as `open_workspace_store`
    would. A SQLite store ready for this version is opened on the stdlib `sqlite3` module
    (`store.lite`), without SQLAlchemy; any other, or one that must first be created, migrated
    or registered, or a workspace with semantic search (which reads vectors through the full
    store), gets the full store. Close it with `close()`. `read_only`: nothing will be written
    (a search or get without votes), so a read-only workspace can still be read."""
    url = url or ws.config.store.url
    if not ws.config.embeddings.provider:
        from memtui.engine.store.lite import open_lite_store, sqlite_path

        # `read_only` (a search or get that does not vote) in a folder memtui cannot write
        # opens the file without writing anything beside it.
        path = sqlite_path(ws.root, url)
        unwritable = read_only and path is not None and not os.access(path.parent, os.W_OK)
        lite = open_lite_store(ws.root, url, read_only=unwritable)
        if lite is not None:
            return lite
    return open_workspace_store(ws, url, now)
