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

`--demo DIR` gives issue 26's figures on the demo workspace at its own clock: first paint, from
spawning the process (interpreter and imports included) to the first fragment row, and tab
switch, from a tab key to the first frame painted with that tab and its own keys in the footer;
each with the CPU seconds of the app's process, steadier than wall time on a shared machine.
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


def _first_rows_spy(table_id: str, seen: list[float], cpu: list[float]) -> None:
    """Record when (and after how many CPU seconds of this process) the table `table_id`
    receives its first row (DataTable.add_row)."""
    from textual.widgets import DataTable

    original = DataTable.add_row

    def add_row(self: DataTable[Any], *cells: Any, **kwargs: Any) -> Any:
        if not seen and self.id == table_id:
            seen.append(time.perf_counter())
            cpu.append(time.process_time())
        return original(self, *cells, **kwargs)

    DataTable.add_row = add_row  # type: ignore[method-assign]


@dataclass
class _Switch:
    """A tab switch waiting for its first frame: the tab, its own keys, when the key was sent."""

    tab: str
    keys: frozenset[str]
    wall: float
    cpu: float


def _frame_spy(app: Any, pending: list[_Switch], done: list[tuple[float, float]]) -> None:
    """On every frame the app paints, check whether it shows the pending switch's tab with that
    tab's keys in the footer; the first such frame records seconds and CPU seconds since the key."""
    from textual.screen import Screen

    from memtui.tui.widgets.app_footer import AppFooter

    original = Screen._compositor_refresh

    def refresh(self: Any) -> None:
        original(self)
        if not pending or self is not app.screen or app.active_tab != pending[0].tab:
            return
        footers = self.query(AppFooter)
        shown = footers.first().shown_keys() if footers else []
        if shown and shown[0].action in pending[0].keys:
            switch = pending.pop(0)
            done.append((time.perf_counter() - switch.wall, time.process_time() - switch.cpu))

    Screen._compositor_refresh = refresh  # type: ignore[method-assign]


async def _tab_switches(app: Any, rounds: int = 3) -> tuple[list[float], list[float]]:
    """Seconds and CPU seconds from a tab key to the first frame painting that tab with its keys
    in the footer, every tab `rounds` times (the tab's own loading after that is not timed)."""
    from memtui.tui.app import TABS

    pending: list[_Switch] = []
    done: list[tuple[float, float]] = []
    _frame_spy(app, pending, done)
    order = [*TABS[1:], TABS[0]]
    for _ in range(rounds):
        for tab in order:
            await asyncio.sleep(0.5)  # the previous tab's loading, not timed
            keys = frozenset(b.action for b in tab.pane.BINDINGS if b.show)
            before = len(done)
            pending.append(_Switch(tab.id, keys, time.perf_counter(), time.process_time()))
            app.simulate_key(tab.key)
            await _wait(lambda n=before: len(done) > n, f"paint the {tab.id} tab with its keys")
    return [wall for wall, _ in done], [cpu for _, cpu in done]


async def _session(
    root: Path, db: str, now: str, interact: bool, tabs: bool = False
) -> dict[str, Any]:
    from textual.widgets import DataTable

    from memtui.engine.workspace import open_workspace
    from memtui.tui.app import MemtuiApp
    from memtui.tui.context import make_context

    first_rows: list[float] = []
    first_row_cpu: list[float] = []
    _first_rows_spy("fragments-table", first_rows, first_row_cpu)
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
            # CPU seconds of this process up to the first row (interpreter and imports included).
            out["first_row_cpu"] = first_row_cpu[0]
            # Wall-clock time of the first row, for a parent that timed this process's start.
            out["first_row_at"] = time.time() - (time.perf_counter() - first_rows[0])
            if interact:
                out.update(await _interact(app, table))
            if tabs:
                out["tabs"], out["tabs_cpu"] = await _tab_switches(app)
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


def demo_figures(root: Path, runs: int) -> dict[str, list[float]]:
    """First paint (from the process's start, interpreter and imports included, to the first
    fragment row) and tab switches, on the demo workspace at its own clock, in fresh processes."""
    from memtui.demo.workspace import build_demo, demo_clock, is_demo_workspace

    if not is_demo_workspace(root):
        build_demo(root)
    clock = demo_clock(root)
    assert clock is not None
    repo = Path(__file__).resolve().parent.parent
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(repo), env.get("PYTHONPATH", "")]))
    figures: dict[str, list[float]] = {
        "first_paint": [],
        "first_paint_cpu": [],
        "tab_switch": [],
        "tab_switch_cpu": [],
    }
    for n in range(runs):
        cmd = [sys.executable, "-m", "bench.tui", "--root", str(root), "--now", clock.isoformat()]
        if n == 0:
            cmd.append("--tabs")
        spawned = time.time()
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=TIMEOUT * 3)
        lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
        if proc.returncode != 0 or not lines:
            raise RuntimeError(f"app run failed (exit {proc.returncode}): {proc.stderr[-500:]}")
        one = json.loads(lines[-1])
        figures["first_paint"].append(one["first_row_at"] - spawned)
        figures["first_paint_cpu"].append(one["first_row_cpu"])
        figures["tab_switch"].extend(one.get("tabs", []))
        figures["tab_switch_cpu"].extend(one.get("tabs_cpu", []))
    return figures


def _print_demo(root: Path, runs: int) -> None:
    import math
    import statistics

    def percentile(values: list[float], q: float) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, math.ceil(q / 100 * len(ordered)) - 1)]

    load = os.getloadavg()[0]
    figures = demo_figures(root, runs)
    print(f"load average {load:.1f} → {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for name, target in (("first_paint", 2.0), ("tab_switch", 0.3)):
        values = figures[name]
        median = statistics.median(values)
        # CPU seconds of the app's process: steadier than wall time on a shared machine.
        cpu = statistics.median(figures[f"{name}_cpu"])
        print(
            f"demo {name.replace('_', ' '):<12} median {median:6.2f} s  p95 "
            f"{percentile(values, 95):6.2f} s  target ≤ {target:g} s  "
            f"{'met' if median <= target else 'MISSED'}  (n={len(values)})  cpu median {cpu:.2f} s"
        )


def main(argv: Sequence[str] | None = None) -> int:
    """Child process: open the app once (and with --interact sort and filter, with --tabs switch
    tabs); print JSON. With --demo DIR: first paint and tab switches on the demo, one line each."""
    parser = argparse.ArgumentParser(prog="python -m bench.tui", description=__doc__)
    parser.add_argument("--root", type=Path)
    parser.add_argument("--db", default="")
    parser.add_argument("--now")
    parser.add_argument("--interact", action="store_true", help="also time sorts and filters")
    parser.add_argument("--tabs", action="store_true", help="also time tab switches")
    parser.add_argument("--demo", type=Path, help="figures on this demo workspace (built if new)")
    parser.add_argument("--runs", type=int, default=5, help="app processes for --demo")
    args = parser.parse_args(argv)
    if args.demo is not None:
        _print_demo(args.demo.expanduser(), args.runs)
        return 0
    if args.root is None or args.now is None:
        parser.error("--root and --now are needed (or --demo DIR)")
    result = asyncio.run(_session(args.root, args.db, args.now, args.interact, args.tabs))
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
