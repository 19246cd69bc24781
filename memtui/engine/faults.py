"""Named pause points for crash tests.

When `MEMTUI_FAULT_PAUSE` names a checkpoint, the process writes `<MEMTUI_FAULT_DIR>/<name>` and
sleeps there, so a test can kill it (SIGKILL from another process) at exactly that moment. Unset
— always, outside the crash tests — a checkpoint costs one environment lookup.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

PAUSE_ENV = "MEMTUI_FAULT_PAUSE"
DIR_ENV = "MEMTUI_FAULT_DIR"


def checkpoint(name: str) -> None:
    wanted = os.environ.get(PAUSE_ENV)
    if not wanted or wanted != name:
        return
    folder = Path(os.environ.get(DIR_ENV) or ".")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(str(os.getpid()), encoding="utf-8")
    time.sleep(600)
