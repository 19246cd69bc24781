"""MEMORY.md's and DREAMS.md's search units are redacted once per version of the file, and kept
in the workspace's `.memtui/` folder, so a search from a shell loads no secret detector."""

from __future__ import annotations

import subprocess
import sys

import pytest
from helpers import at, write_note

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.workspace import Workspace, open_workspace_store

SECRET = "sk-proj-" + "Zq7Xv2Lm9Rt4Wb8Nc3Hd6Kf1"
DIARY = (
    "# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->\n---\n\n*June 15, 2026*\n\n"
    "The staging lamps hummed; someone pasted api_key = {secret} into the chat again.\n"
    "\n<!-- openclaw:dreaming:diary:end -->\n"
)
SEARCH = """
import sys
from pathlib import Path
from datetime import datetime, UTC
from memtui.engine.store.lite import open_lite_store
from memtui.engine.workspace import open_workspace
from memtui.engine.recall import memory_search
ws = open_workspace(Path(sys.argv[1]))
store = open_lite_store(ws.root)
hits = memory_search(store, ws, "staging lamps", datetime(2026, 6, 20, tzinfo=UTC), vote=False).hits
print(len(hits), "detect_secrets" in sys.modules)
"""


@pytest.mark.slow
def test_redacted_units_are_kept_between_processes(ws: Workspace) -> None:
    """On the workspace's own SQLite file, the store of a search from a shell (`store.lite`)."""
    store = open_workspace_store(ws)
    write_note(ws, "2026-06-15", "## Staging\n- the staging lamps are on a timer now\n")
    ingest(store, ws, at("2026-06-15T23:00:00"))
    dreams = ws.root / "DREAMS.md"
    dreams.write_text(DIARY.format(secret=SECRET), encoding="utf-8")
    hits = memory_search(store, ws, "staging lamps", at("2026-06-20T10:00:00"), vote=False).hits
    diary = [h for h in hits if h.kind == "diary"]
    assert diary and SECRET not in diary[0].text
    cache = ws.root / ".memtui" / "search-units.json"
    kept = cache.read_text(encoding="utf-8")
    assert "staging lamps hummed" in kept and SECRET not in kept and SECRET[8:] not in kept
    # A new process finds the same hits from the kept units, without the secret detectors.
    run = [sys.executable, "-c", SEARCH, str(ws.root)]
    out = subprocess.run(run, capture_output=True, text=True, check=True).stdout.split()
    assert out == [str(len(hits)), "False"]
    # A changed file is read (and redacted) again.
    dreams.write_text(DIARY.format(secret=SECRET).replace("hummed", "flickered"), encoding="utf-8")
    hits = memory_search(store, ws, "staging lamps", at("2026-06-20T10:00:00"), vote=False).hits
    assert any("flickered" in h.text for h in hits)
    assert "flickered" in cache.read_text(encoding="utf-8")
    store.close()
