"""TUI figures: the real app, headless, one subprocess per run (`python -m bench.tui`).

Each run opens `MemtuiApp` with `App.run_test` on the workspace and times how long the app takes
to open: from building its context (opening the store) to the fragments table receiving its first
row. The first run then presses the fragments pane's keys: `s` twice through every sort column and
`S` to reverse, and `/`, a filter text, Enter and Escape for five filters. Each press is timed until
the table is given the rows of the new order (its next `set_window`); a press the app answers with
an error toast is recorded as a failure. Keys are posted as the terminal would post them (not with
the test pilot, whose waits for an idle CPU would pad every figure), filters are submitted with
Enter, so the 0.25 s typing debounce is not counted, and imports and interpreter start-up are not
timed. Each process reports its own peak RSS (VmHWM; see `peak_rss_mb`); the largest is the
app's peak memory.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

SIZE = (160, 48)
TIMEOUT = 180.0
POLL = 0.002
FILTERS = ("ledger", "超时", "PAY-12", "rollback runbook", "缓存")
# Two rounds through the 11 sort columns, then the reverse of each direction.
SORT_KEYS = ("s",) * 22 + ("S", "S")


@dataclass
class TuiResult:
    """Seconds per open, per sort key press and per filter change, and the largest RSS."""

    open: list[float] = field(default_factory=list)
    sort: list[float] = field(default_factory=list)
    filter: list[float] = field(default_factory=list)
    errors: dict[str, list[str]] = field(default_factory=dict)
    peak_mb: float = 0.0
    runs: int = 0
    notes: dict[str, str] = field(default_factory=dict)


def measure_tui(root: Path, db: str, now: datetime, runs: int) -> TuiResult:
    """Run the app `runs` times in fresh processes on the workspace and collect the timings."""
    result = TuiResult()
    repo = Path(__file__).resolve().parent.parent
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(repo), os.environ.get("PYTHONPATH", "")])),
    }
    for n in range(runs):
        cmd = [sys.executable, "-m", "bench.tui", "--root", str(root), "--now", now.isoformat()]
        if db:
            cmd += ["--db", db]
        if n == 0:
            cmd.append("--interact")
        proc = subprocess.run(
            cmd, capture_output=True, text=True, env=env, cwd=repo, timeout=TIMEOUT * 3, check=False
        )
        lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
        if proc.returncode != 0 or not lines:
            tail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
            raise RuntimeError(f"app run failed (exit {proc.returncode}): {tail}")
        one = json.loads(lines[-1])
        result.open.append(one["open"])
        result.sort.extend(one["sort"])
        result.filter.extend(one["filter"])
        for failure in one.get("errors", []):
            result.errors.setdefault(f"tui_{failure['kind']}", []).append(
                f"{failure['key']}: {failure['error']}"
            )
        result.peak_mb = max(result.peak_mb, one["peak_mb"])
        result.runs += 1
    result.notes = {
        "tui_open": f"{result.runs} app process{'es' if result.runs != 1 else ''}, store opening included",
        "tui_sort": f"{len(result.sort)} presses of s/S: every column twice, both directions",
        "tui_filter": f"{len(result.filter)} filters set with Enter and cleared with Esc",
    }
    return result


# ------------------------------------------------------------------ the child process


async def _wait(done: Callable[[], bool], what: str) -> None:
    """Poll without Textual's pilot, whose waits for an idle CPU would pad every figure."""
    deadline = time.perf_counter() + TIMEOUT
    while not done():
        if time.perf_counter() > deadline:
            raise TimeoutError(f"the app did not {what} within {TIMEOUT:.0f} s")
        await asyncio.sleep(POLL)


def _first_rows_spy(table_id: str, seen: list[float]) -> None:
    """Record when the table `table_id` receives its first row (DataTable.add_row)."""
    from textual.widgets import DataTable

    original = DataTable.add_row

    def add_row(self: DataTable[Any], *cells: Any, **kwargs: Any) -> Any:
        if not seen and self.id == table_id:
            seen.append(time.perf_counter())
        return original(self, *cells, **kwargs)

    DataTable.add_row = add_row  # type: ignore[method-assign]


async def _session(root: Path, db: str, now: str, interact: bool) -> dict[str, Any]:
    from textual.widgets import DataTable

    from memtui.engine.workspace import open_workspace
    from memtui.tui.app import MemtuiApp
    from memtui.tui.context import make_context

    first_rows: list[float] = []
    _first_rows_spy("fragments-table", first_rows)
    ws = open_workspace(root)
    started = time.perf_counter()
    ctx = make_context(ws, db, now)
    app = MemtuiApp(ctx, watch=False)
    out: dict[str, Any] = {"sort": [], "filter": []}
    try:
        async with app.run_test(size=SIZE):
            table = app.query_one("#fragments-table", DataTable)
            await _wait(lambda: bool(first_rows) and table.row_count > 0, "show fragment rows")
            out["open"] = first_rows[0] - started
            if interact:
                out.update(await _interact(app, table))
    finally:
        ctx.close()
    out["peak_mb"] = peak_rss_mb()
    return out


def peak_rss_mb() -> float:
    """This process's peak resident memory since it started, in MB.

    Not ru_maxrss where /proc is available: on Linux a child's ru_maxrss starts at its parent's
    RSS (carried through fork and exec), so the suite's own stores, built in the parent, would be
    reported as the app's. VmHWM is the high-water mark of this program's own memory.
    """
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class PressFailed(Exception):
    """The app reported an error instead of redrawing the table."""


async def _interact(app: Any, table: Any) -> dict[str, list[Any]]:
    """Seconds from each sort or filter key press to the table's redraw with the new rows.

    A press the app answers with an error toast (a failed load) is recorded under `errors`.
    """
    from textual.widgets import Input

    out: dict[str, list[Any]] = {"sort": [], "filter": [], "errors": []}
    redrawn: list[float] = []
    failures: list[str] = []
    set_window = table.set_window
    notify = app.notify

    def window_spy(*args: Any, **kwargs: Any) -> Any:
        value = set_window(*args, **kwargs)
        redrawn.append(time.perf_counter())
        return value

    def notify_spy(message: str, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("severity") == "error":
            failures.append(str(message).splitlines()[0][:300])
        return notify(message, *args, **kwargs)

    table.set_window = window_spy
    app.notify = notify_spy

    async def timed_press(key: str) -> float:
        before, failed = len(redrawn), len(failures)
        start = time.perf_counter()
        app.simulate_key(key)
        await _wait(
            lambda: len(redrawn) > before or len(failures) > failed, f"redraw after {key!r}"
        )
        if len(redrawn) == before:
            raise PressFailed(failures[failed])
        seconds = redrawn[before] - start
        # Let the detail pane and the repaint finish before the next key.
        await asyncio.sleep(0.05)
        return seconds

    async def record(kind: str, key: str) -> None:
        try:
            out[kind].append(await timed_press(key))
        except PressFailed as exc:
            out["errors"].append({"kind": kind, "key": key, "error": str(exc)})

    await asyncio.sleep(0.2)
    for key in SORT_KEYS:
        await record("sort", key)
    box = app.query_one("#fragments-filter", Input)
    for text in FILTERS:
        app.simulate_key("slash")
        await _wait(lambda: box.has_focus, "focus the filter box")
        box.value = text
        await asyncio.sleep(0.01)
        await record("filter", "enter")
        await record("filter", "escape")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Child process: open the app once (and with --interact sort and filter); print JSON."""
    parser = argparse.ArgumentParser(prog="python -m bench.tui", description=__doc__)
    parser.add_argument("--root", type=Path, required=True)
    parser.add_argument("--db", default="")
    parser.add_argument("--now", required=True)
    parser.add_argument("--interact", action="store_true", help="also time sorts and filters")
    args = parser.parse_args(argv)
    result = asyncio.run(_session(args.root, args.db, args.now, args.interact))
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
