"""Open the app on a workspace (the CLI's `memtui` and `memtui demo` end here)."""

from __future__ import annotations

from pathlib import Path

from memtui.engine.workspace import Workspace, open_workspace
from memtui.tui.context import make_context


def run_app(ws: Workspace | Path | str, db: str = "", now_text: str = "") -> None:
    """Run the Textual app until the user quits; the store is closed on the way out."""
    from memtui.tui.app import MemtuiApp

    workspace = ws if isinstance(ws, Workspace) else open_workspace(ws)
    ctx = make_context(workspace, db, now_text)
    try:
        MemtuiApp(ctx).run()
    finally:
        ctx.close()
