"""The memtui benchmark suite (issue 7): `python -m bench --help`.

For every size it builds (or reuses) a synthetic workspace and store (`bench.data`), works on a
scratch copy of it and prints one line per figure: operation, store size, backend, median and
p95 seconds over the repeated runs, peak memory, and the issue's target with ✓ or ✗. The results
also go to a JSON file, and optionally to a chart of median seconds against store size.

How each figure is taken:
- Fast operations (votes, searches) get one untimed warm-up call, then `--fast-repeat` timed
  calls with a different query each time, so votes are recorded, not deduplicated.
- Heavy operations get `--repeat` timed runs and no warm-up.
- Each series starts after one full garbage collection; automatic collection stays on.
- Peak MB of an in-process operation is the tracemalloc peak of one extra, untimed run (Python
  allocations of that operation alone). The TUI figures run the app in subprocesses
  (`bench.tui`, `--tui-runs` of them); their peak is the largest peak RSS of one of them.
- The ingest figures use their own workspace of `--ingest-days` daily notes (30 claims a day):
  each of `--ingest-repeat` runs ingests it into an empty store, then again with nothing changed.
- On PostgreSQL every size gets its own workspace root and rows, analyzed after the bulk load and
  deleted at the end.
- The cycle runs light → REM → deep for real (dry_run=False, diary off) on the scratch copy. The
  first run is the night's first; later repeats re-run the same night, which the engine makes
  idempotent (same inputs, the pending promotions already exist).
- Targets are the issue's, defined for SQLite at 100 000 fragments; they are checked on every
  line. On PostgreSQL there is no target, but `--baseline` (a SQLite results JSON) shows how
  many times slower each figure is (the issue allows at most 3×).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy.engine import make_url

from bench import data
from bench.tui import TuiResult, measure_tui
from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.deep import rank_all
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search, record_votes
from memtui.engine.store import Store, normalize_url, open_store
from memtui.engine.workspace import Workspace, open_workspace

DEFAULT_SIZES = (1_000, 10_000, 100_000)
DEFAULT_JSON = Path(__file__).resolve().parent / "results" / "results.json"
PG_MAX_RATIO = 3.0


# ------------------------------------------------------------------ targets and figures


@dataclass(frozen=True)
class Target:
    """An issue target: a bound on the median, the p95 and/or the peak memory."""

    text: str
    median: float | None = None
    p95: float | None = None
    peak_mb: float | None = None

    def met(self, median: float | None, p95: float | None, peak_mb: float | None) -> bool | None:
        checks: list[bool] = []
        for bound, value in ((self.median, median), (self.p95, p95), (self.peak_mb, peak_mb)):
            if bound is not None:
                if value is None:
                    return None
                checks.append(value <= bound)
        return all(checks) if checks else None


@dataclass(frozen=True)
class Operation:
    key: str
    label: str
    target: Target
    chart: bool = True


SEARCH_TARGET = Target("≤ 10 ms median, ≤ 30 ms p95", median=0.010, p95=0.030)
OPERATIONS: tuple[Operation, ...] = (
    Operation("votes", "record votes of one search (10 hits)", Target("≤ 3 ms median", 0.003)),
    Operation("search_zh", "memory_search, Chinese query, vote=False", SEARCH_TARGET),
    Operation("search_en", "memory_search, English query, vote=False", SEARCH_TARGET),
    Operation("search_zh_vote", "memory_search, Chinese query, with votes", SEARCH_TARGET),
    Operation("search_en_vote", "memory_search, English query, with votes", SEARCH_TARGET),
    Operation("rank", "deep ranking with components and gates", Target("≤ 1 s", 1.0)),
    Operation("cycle", "light → REM → deep cycle, no diary", Target("≤ 3 s", 3.0)),
    Operation("tui_open", "TUI: open to an interactive fragments table", Target("≤ 2 s", 2.0)),
    Operation("tui_sort", "TUI: sort the fragments table", Target("≤ 0.3 s", 0.3)),
    Operation("tui_filter", "TUI: filter the fragments table", Target("≤ 0.3 s", 0.3)),
    Operation(
        "tui_memory", "TUI: peak memory of the app", Target("≤ 400 MB", peak_mb=400), chart=False
    ),
    Operation(
        "ingest_first", "ingest a year of daily notes, first run", Target("≤ 5 s", 5.0), chart=False
    ),
    Operation("ingest_again", "ingest again, nothing changed", Target("≤ 0.5 s", 0.5), chart=False),
)
OPS = {op.key: op for op in OPERATIONS}
GROUPS = {
    "votes": ("votes",),
    "search": ("search_zh", "search_en", "search_zh_vote", "search_en_vote"),
    "rank": ("rank",),
    "cycle": ("cycle",),
    "tui": ("tui_open", "tui_sort", "tui_filter", "tui_memory"),
    "ingest": ("ingest_first", "ingest_again"),
}


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0…100) of a non-empty sample."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


@dataclass
class Figure:
    """One printed line: an operation at one store size on one backend."""

    operation: str
    size: int
    backend: str
    samples: list[float] = field(default_factory=list)
    peak_mb: float | None = None
    note: str = ""
    error: str = ""

    @property
    def op(self) -> Operation:
        return OPS[self.operation]

    @property
    def median(self) -> float | None:
        return statistics.median(self.samples) if self.samples else None

    @property
    def p95(self) -> float | None:
        return percentile(self.samples, 95) if self.samples else None

    @property
    def met(self) -> bool | None:
        if self.error:
            return False
        return self.op.target.met(self.median, self.p95, self.peak_mb)

    def to_json(self) -> dict[str, Any]:
        return {
            "operation": self.operation,
            "label": self.op.label,
            "size": self.size,
            "backend": self.backend,
            "runs": len(self.samples),
            "median_s": self.median,
            "p95_s": self.p95,
            "peak_mb": self.peak_mb,
            "samples_s": self.samples,
            "target": asdict(self.op.target),
            "target_met": self.met,
            "note": self.note,
            "error": self.error,
        }


# ------------------------------------------------------------------ measuring


def timed(
    fn: Callable[[int], object],
    runs: int,
    *,
    warmup: bool = False,
    setup: Callable[[int], object] | None = None,
) -> list[float]:
    """Seconds of `runs` calls `fn(i)`; `setup(i)` runs untimed before each call."""
    if warmup:
        if setup:
            setup(-1)
        fn(-1)
    samples: list[float] = []
    # One full collection before the series, none before each call: a full collection walks the
    # suite's whole heap (hundreds of MB of generated rows), leaves the CPU caches cold and added
    # 2 ms to the call after it (a 3 ms vote measured 5 ms). Automatic collection stays on, as
    # in the app.
    gc.collect()
    for i in range(runs):
        if setup:
            setup(i)
        start = time.perf_counter()
        fn(i)
        samples.append(time.perf_counter() - start)
    return samples


def traced_peak_mb(fn: Callable[[], object]) -> float:
    """tracemalloc peak (MB) of Python allocations during one call."""
    gc.collect()
    tracemalloc.start()
    try:
        fn()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / 1e6


@dataclass
class Options:
    sizes: list[int]
    seed: int
    repeat: int
    fast_repeat: int
    tui_runs: int
    ingest_repeat: int
    ingest_days: int
    db: str
    cache: Path
    ops: set[str]
    memory: bool
    now: datetime

    @property
    def backend(self) -> str:
        return make_url(normalize_url(self.db)).get_backend_name() if self.db else "sqlite"


class Reporter:
    """Prints each figure as it is taken and keeps them for the JSON and the chart."""

    def __init__(self, settings: Options, baseline: dict[tuple[str, int], float]) -> None:
        self.settings = settings
        self.baseline = baseline
        self.figures: list[Figure] = []
        self._header_done = False

    def header(self) -> None:
        cols = f"{'operation':<46} {'size':>8} {'backend':<10} {'median s':>9} {'p95 s':>9}"
        cols += f" {'peak MB':>8}  {'target (issue)':<30}"
        if self.baseline:
            cols += f" {'vs SQLite':>9}"
        print(cols)
        print("-" * len(cols))
        self._header_done = True

    def add(self, fig: Figure) -> None:
        if not self._header_done:
            self.header()
        self.figures.append(fig)
        print(self.line(fig), flush=True)

    def line(self, fig: Figure) -> str:
        def secs(v: float | None) -> str:
            return "-" if v is None else f"{v:.3g}"

        peak = "-" if fig.peak_mb is None else f"{fig.peak_mb:.1f}"
        mark = {True: "✓", False: "✗", None: " "}[fig.met]
        out = (
            f"{fig.op.label:<46} {fig.size:>8,} {fig.backend:<10} {secs(fig.median):>9}"
            f" {secs(fig.p95):>9} {peak:>8}  {fig.op.target.text + ' ' + mark:<30}"
        )
        if self.baseline:
            base = self.baseline.get((fig.operation, fig.size))
            value = fig.peak_mb if fig.operation == "tui_memory" else fig.median
            if base and value is not None:
                ratio = value / base
                out += f" {ratio:>7.2f}× {'✓' if ratio <= PG_MAX_RATIO else '✗'}"
            else:
                out += f" {'-':>9}"
        if fig.error:
            out += f"  FAILED: {fig.error}"
        elif fig.note:
            out += f"  ({fig.note})"
        return out


# ------------------------------------------------------------------ one store size


class SizeRun:
    """Every per-size figure on one scratch workspace."""

    def __init__(self, settings: Options, reporter: Reporter, size: int, scratch: Path) -> None:
        self.s = settings
        self.r = reporter
        self.size = size
        self.scratch = scratch
        self.ws: Workspace
        self.store: Store

    def wanted(self, *keys: str) -> bool:
        return any(k in self.s.ops for k in keys)

    def figure(self, key: str) -> Figure:
        return Figure(key, self.size, self.s.backend)

    def prepare(self) -> float:
        """The scratch workspace and its store; returns the seconds the build took."""
        root = self.scratch / f"ws-{self.size}"
        if self.s.db:
            # Each size gets its own workspace root, so its rows never mix with another run's.
            built = data.build_workspace(
                self.s.cache, self.size, self.s.seed, self.s.now, url=self.s.db, root=root
            )
        else:
            built = data.build_workspace(self.s.cache, self.size, self.s.seed, self.s.now)
            data.copy_workspace(built.root, root)
        self.ws = open_workspace(root)
        self.store = open_store(self.ws.root, self.s.db, now=self.s.now)
        return built.build_seconds

    def close(self) -> None:
        try:
            if self.s.db:
                data.purge_workspace(self.store)
        finally:
            self.store.close()

    def run(self) -> None:
        seconds = self.prepare()
        if seconds:
            print(f"# built the {self.size:,}-fragment store in {seconds:.1f} s", flush=True)
        try:
            if self.wanted(*GROUPS["search"]):
                self.searches(vote=False)
            if self.wanted("rank"):
                self.rank()
            if self.wanted(*GROUPS["tui"]):
                self.tui()
            if self.wanted("votes"):
                self.votes()
            if self.wanted(*GROUPS["search"]):
                self.searches(vote=True)
            if self.wanted("cycle"):
                self.cycle()
        finally:
            self.close()

    def guarded(self, fig: Figure, body: Callable[[Figure], None]) -> None:
        """Run a measurement; a failure becomes the figure's error instead of ending the suite."""
        try:
            body(fig)
        except Exception as exc:
            fig.error = f"{type(exc).__name__}: {exc}".splitlines()[0][:200]
        self.r.add(fig)

    # -- operations

    def queries(self, language: str, offset: int) -> list[str]:
        pool = data.query_pool(self.s.seed, language, 300)
        return [pool[(offset + i) % len(pool)] for i in range(self.s.fast_repeat + 1)]

    def searches(self, *, vote: bool) -> None:
        for language in ("zh", "en"):
            key = f"search_{language}" + ("_vote" if vote else "")
            if key not in self.s.ops:
                continue
            queries = self.queries(language, 200 if vote else 0)

            def call(i: int, queries: list[str] = queries) -> None:
                memory_search(self.store, self.ws, queries[i + 1], self.s.now, vote=vote)

            def body(
                fig: Figure, call: Callable[[int], None] = call, n: int = len(queries) - 1
            ) -> None:
                fig.samples = timed(call, self.s.fast_repeat, warmup=True)
                if self.s.memory:
                    fig.peak_mb = traced_peak_mb(lambda: call(0))
                fig.note = f"{n} different queries"

            self.guarded(self.figure(key), body)

    def votes(self) -> None:
        queries = [
            q
            for pair in zip(self.queries("zh", 100), self.queries("en", 100), strict=True)
            for q in pair
        ]
        queries = queries[: self.s.fast_repeat + 1]
        padding = data.fragment_ids_sample(self.store, 10, self.s.seed)
        hits: list[list[tuple[int, float]]] = []
        for q in queries:
            found = memory_search(self.store, self.ws, q, self.s.now, vote=False).hits
            scored = [(h.fragment.id, h.score) for h in found if h.fragment is not None][:10]
            taken = {fid for fid, _ in scored}
            scored += [(fid, 0.5) for fid in padding if fid not in taken][: 10 - len(scored)]
            hits.append(scored)

        def call(i: int) -> None:
            record_votes(self.store, self.ws, queries[i + 1], hits[i + 1], self.s.now)

        def body(fig: Figure) -> None:
            fig.samples = timed(call, min(self.s.fast_repeat, len(queries) - 1), warmup=True)
            if self.s.memory:
                extra = "bench extra vote"
                fig.peak_mb = traced_peak_mb(
                    lambda: record_votes(self.store, self.ws, extra, hits[0], self.s.now)
                )
            fig.note = "hits of real searches, a different query each run"

        self.guarded(self.figure("votes"), body)

    def rank(self) -> None:
        thresholds = self.ws.config.dreaming.deep.thresholds()

        def call(_i: int) -> None:
            with self.store.transaction(commit=False) as session:
                rank_all(self.store, session, self.s.now, thresholds)

        def body(fig: Figure) -> None:
            fig.samples = timed(call, self.s.repeat)
            if self.s.memory:
                fig.peak_mb = traced_peak_mb(lambda: call(0))
            fig.note = "rank_all: every fragment scored, gated and ordered, top 100 as objects; rolled back"

        self.guarded(self.figure("rank"), body)

    def cycle(self) -> None:
        def call(_i: int) -> None:
            run_cycle(self.store, self.ws, self.s.now, dry_run=False)

        def body(fig: Figure) -> None:
            fig.samples = timed(call, self.s.repeat)
            if self.s.memory:
                fig.peak_mb = traced_peak_mb(lambda: call(0))
            fig.note = "dry_run=False on the scratch copy; repeats re-run the same night"

        self.guarded(self.figure("cycle"), body)

    def tui(self) -> None:
        result: TuiResult | None = None
        error = ""
        try:
            result = measure_tui(self.ws.root, self.s.db, self.s.now, self.s.tui_runs)
        except Exception as exc:
            error = f"{type(exc).__name__}: {exc}".splitlines()[0][:200]
        for key in GROUPS["tui"]:
            if key not in self.s.ops:
                continue
            fig = self.figure(key)
            if result is None:
                fig.error = error
            elif key == "tui_memory":
                fig.peak_mb = result.peak_mb
                fig.note = (
                    f"max peak RSS of {result.runs} app process{'es' if result.runs != 1 else ''}"
                )
            else:
                fig.samples = {
                    "tui_open": result.open,
                    "tui_sort": result.sort,
                    "tui_filter": result.filter,
                }[key]
                fig.peak_mb = result.peak_mb
                fig.note = result.notes.get(key, "")
                failed = result.errors.get(key, [])
                if failed:
                    fig.error = f"{len(failed)} press(es) answered with an error: {failed[0]}"
            self.r.add(fig)


# ------------------------------------------------------------------ ingest (its own workspace)


def forget_caches() -> None:
    """Clear every cache memtui's functions keep (judgements, claim terms, tags, dictionaries):
    a first ingest runs in a fresh `memtui ingest` process, and a repeat in this process would
    otherwise time the caches the run before filled (5.5 s where a cold run takes 9)."""
    for name, module in list(sys.modules.items()):
        if name != "memtui" and not name.startswith("memtui."):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


def run_ingest(settings: Options, reporter: Reporter, scratch: Path) -> None:
    """First ingest of `--ingest-days` daily notes into an empty store, then again unchanged."""
    src = settings.cache / f"ingest-{data.schema_tag()}-d{settings.ingest_days}-s{settings.seed}"
    if not (src / "memory").is_dir():
        data.make_ingest_workspace(src, settings.ingest_days, settings.seed, settings.now)
    root = data.copy_workspace(src, scratch / "ingest", with_store=False)
    ws = open_workspace(root)
    first: list[float] = []
    again: list[float] = []
    peaks: dict[str, float] = {}
    fragments = 0
    errors = ""

    def fresh_store() -> Store:
        shutil.rmtree(root / ".memtui", ignore_errors=True)
        return open_store(ws.root, settings.db, now=settings.now)

    def one(record: bool) -> None:
        nonlocal fragments
        store = fresh_store()
        try:
            if record:
                forget_caches()
                start = time.perf_counter()
                report = ingest(store, ws, settings.now)
                first.append(time.perf_counter() - start)
                fragments = report.fragments_new
                start = time.perf_counter()
                ingest(store, ws, settings.now)
                again.append(time.perf_counter() - start)
            else:
                forget_caches()
                peaks["ingest_first"] = traced_peak_mb(lambda: ingest(store, ws, settings.now))
                peaks["ingest_again"] = traced_peak_mb(lambda: ingest(store, ws, settings.now))
        finally:
            if settings.db:
                data.purge_workspace(store)
            store.close()

    try:
        for _ in range(settings.ingest_repeat):
            gc.collect()
            one(record=True)
        if settings.memory:
            one(record=False)
    except Exception as exc:
        errors = f"{type(exc).__name__}: {exc}".splitlines()[0][:200]
    for key, samples in (("ingest_first", first), ("ingest_again", again)):
        if key not in settings.ops:
            continue
        fig = Figure(key, fragments, settings.backend, samples, peaks.get(key), error=errors)
        fig.note = f"{settings.ingest_days} daily notes"
        reporter.add(fig)


# ------------------------------------------------------------------ output


def machine() -> dict[str, Any]:
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=False,
            cwd=Path(__file__).resolve().parent,
        ).stdout.strip()
    except OSError:
        commit = ""
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "commit": commit,
    }


def write_json(
    path: Path,
    settings: Options,
    figures: list[Figure],
    total: float,
    load_at_start: tuple[float, float, float],
) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = {
        "meta": {
            **machine(),
            "backend": settings.backend,
            "sizes": settings.sizes,
            "seed": settings.seed,
            "repeat": settings.repeat,
            "fast_repeat": settings.fast_repeat,
            "tui_runs": settings.tui_runs,
            "ingest_repeat": settings.ingest_repeat,
            "load_average": {"start": load_at_start, "end": os.getloadavg()},
            "ingest_days": settings.ingest_days,
            "now": settings.now.isoformat(),
            "finished_at": datetime.now(UTC).isoformat(),
            "total_seconds": round(total, 2),
        },
        "figures": [f.to_json() for f in figures],
    }
    path.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def load_baseline(path: Path | None) -> dict[tuple[str, int], float]:
    """(operation, size) → median seconds (peak MB for memory) of an earlier results JSON."""
    if path is None:
        return {}
    doc = json.loads(path.read_text(encoding="utf-8"))
    out: dict[tuple[str, int], float] = {}
    for fig in doc.get("figures", []):
        value = fig.get("peak_mb") if fig["operation"] == "tui_memory" else fig.get("median_s")
        if value:
            out[(fig["operation"], int(fig["size"]))] = float(value)
    return out


def draw_chart(path: Path, figures: Sequence[Figure]) -> str:
    """Median seconds against store size, log–log, one line per operation; '' or why not."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib is not installed (pip install matplotlib); no chart drawn"
    series: dict[tuple[str, str], list[tuple[int, float]]] = {}
    for fig in figures:
        if fig.op.chart and fig.median is not None:
            series.setdefault((fig.operation, fig.backend), []).append((fig.size, fig.median))
    series = {k: sorted(v) for k, v in series.items() if len(v) >= 2}
    if not series:
        return "fewer than two sizes measured; no chart drawn"
    figure, axes = plt.subplots(figsize=(10, 6.5), dpi=120)
    for (op, backend), points in series.items():
        xs, ys = zip(*points, strict=True)
        style = "-" if backend == "sqlite" else "--"
        axes.plot(xs, ys, style, marker="o", label=f"{OPS[op].label} ({backend})")
    sizes = sorted({x for points in series.values() for x, _ in points})
    anchor = next((v for k, v in series.items() if k[0] == "rank"), None)
    if anchor:
        x0, y0 = anchor[0]
        axes.plot(sizes, [y0 * s / x0 for s in sizes], ":", color="grey", label="∝ size (linear)")
    axes.set_xscale("log")
    axes.set_yscale("log")
    axes.set_xlabel("fragments in the store")
    axes.set_ylabel("median seconds")
    axes.set_title("memtui: cost against store size")
    axes.grid(True, which="both", alpha=0.3)
    axes.legend(fontsize=7, loc="upper left")
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path)
    plt.close(figure)
    return ""


def summary(reporter: Reporter, settings: Options) -> None:
    missed = [f for f in reporter.figures if f.met is False]
    print()
    if settings.backend == "sqlite":
        at_top = [
            f for f in missed if f.size == max(settings.sizes) or f.operation.startswith("ingest")
        ]
        print(
            f"targets missed: {len(missed)} of {len(reporter.figures)} figures"
            f" ({len(at_top)} at the target size)"
        )
    else:
        print(
            f"{settings.backend}: the issue's targets are SQLite's (shown for reference); "
            f"its bar here is ≤ {PG_MAX_RATIO:g}× SQLite (see --baseline)"
        )
    for fig in missed:
        print(f"  ✗ {fig.op.label} @ {fig.size:,} ({fig.backend}): target {fig.op.target.text}")
    if reporter.baseline:
        slow = []
        for fig in reporter.figures:
            base = reporter.baseline.get((fig.operation, fig.size))
            value = fig.peak_mb if fig.operation == "tui_memory" else fig.median
            if base and value is not None and value / base > PG_MAX_RATIO:
                slow.append(f"{fig.op.label} @ {fig.size:,}: {value / base:.1f}×")
        print(f"more than {PG_MAX_RATIO:g}× the baseline: {len(slow)}")
        for item in slow:
            print(f"  ✗ {item}")


# ------------------------------------------------------------------ CLI


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench",
        description="memtui benchmarks: synthetic stores of given sizes, one line per figure.",
    )
    parser.add_argument(
        "--sizes",
        default=",".join(str(s) for s in DEFAULT_SIZES),
        help="comma-separated store sizes in fragments (default %(default)s)",
    )
    parser.add_argument(
        "--db", default="", help="PostgreSQL URL (default: SQLite in each workspace)"
    )
    parser.add_argument(
        "--repeat", type=int, default=5, help="timed runs of heavy operations (default %(default)s)"
    )
    parser.add_argument(
        "--fast-repeat",
        type=int,
        default=50,
        help="timed runs of votes and searches (default %(default)s)",
    )
    parser.add_argument(
        "--tui-runs",
        type=int,
        default=3,
        help="app processes opened for the TUI figures; the first also times 24 sorts and 10 filters (default %(default)s)",
    )
    parser.add_argument(
        "--ingest-repeat",
        type=int,
        default=3,
        help="timed first and second ingests (default %(default)s)",
    )
    parser.add_argument(
        "--ingest-days",
        type=int,
        default=data.STORE_DAYS,
        help="daily notes in the ingest benchmark, 30 fragments each (default %(default)s)",
    )
    parser.add_argument("--seed", type=int, default=0, help="data seed (default %(default)s)")
    parser.add_argument(
        "--json", type=Path, default=DEFAULT_JSON, help="results file (default %(default)s)"
    )
    parser.add_argument(
        "--chart", type=Path, default=None, help="also draw median vs size as this PNG"
    )
    parser.add_argument(
        "--baseline",
        type=Path,
        default=None,
        help="an earlier results JSON (SQLite) to compare with, e.g. for --db runs",
    )
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path(tempfile.gettempdir()) / "memtui-bench",
        help="where built stores are kept between runs (default %(default)s)",
    )
    parser.add_argument(
        "--workdir",
        type=Path,
        default=None,
        help="where the run's scratch workspaces go (default: a new temp folder)",
    )
    parser.add_argument(
        "--ops",
        default=",".join(GROUPS),
        help=f"operation groups to run, of {','.join(GROUPS)} (default all)",
    )
    parser.add_argument("--no-memory", action="store_true", help="skip the traced peak-memory runs")
    args = parser.parse_args(argv)
    unknown = set(args.ops.split(",")) - set(GROUPS)
    if unknown:
        parser.error(f"unknown operation group(s): {', '.join(sorted(unknown))}")
    if min(args.repeat, args.fast_repeat, args.tui_runs, args.ingest_repeat, args.ingest_days) < 1:
        parser.error("every --…-repeat, --tui-runs and --ingest-days must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the suite; 0 when every figure was taken (targets missed do not fail it)."""
    args = parse_args(argv)
    # The suite sets its own configuration: the caller's memtui settings must not leak in.
    for name in [n for n in os.environ if n.startswith(("MEMTUI_", "OPENAI_"))]:
        del os.environ[name]
    try:
        sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    except ValueError:
        print(f"--sizes: not a list of numbers: {args.sizes!r}", file=sys.stderr)
        return 2
    settings = Options(
        sizes=sizes,
        seed=args.seed,
        repeat=args.repeat,
        fast_repeat=args.fast_repeat,
        tui_runs=args.tui_runs,
        ingest_repeat=args.ingest_repeat,
        ingest_days=args.ingest_days,
        db=normalize_url(args.db) if args.db else "",
        cache=args.cache.resolve(),
        ops={k for g in args.ops.split(",") for k in GROUPS[g]},
        memory=not args.no_memory,
        now=data.DEFAULT_NOW,
    )
    reporter = Reporter(settings, load_baseline(args.baseline))
    started = time.perf_counter()
    load_at_start = os.getloadavg()
    if load_at_start[0] > (os.cpu_count() or 1) * 0.5:
        print(
            f"# warning: load average {load_at_start[0]:.1f} on {os.cpu_count()} CPUs; "
            "other work on this machine will slow the figures down"
        )
    print(
        f"# memtui bench: backend {settings.backend}, sizes {', '.join(f'{s:,}' for s in sizes)}, "
        f"repeat {settings.repeat}, fast-repeat {settings.fast_repeat}, seed {settings.seed}"
    )
    if args.workdir is not None:
        args.workdir.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="memtui-bench-run-", dir=args.workdir)).resolve()
    try:
        for size in sizes:
            lap = time.perf_counter()
            SizeRun(settings, reporter, size, scratch).run()
            print(f"# {size:,} fragments: {time.perf_counter() - lap:.1f} s", flush=True)
        if settings.ops & set(GROUPS["ingest"]):
            lap = time.perf_counter()
            run_ingest(settings, reporter, scratch)
            print(f"# ingest: {time.perf_counter() - lap:.1f} s", flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    total = time.perf_counter() - started
    summary(reporter, settings)
    write_json(args.json, settings, reporter.figures, total, load_at_start)
    print(f"results: {args.json}")
    if args.chart:
        problem = draw_chart(args.chart, reporter.figures)
        print(f"chart skipped: {problem}" if problem else f"chart: {args.chart}")
    load = os.getloadavg()[0]
    print(f"total run time: {total:.1f} s (load average {load_at_start[0]:.1f} → {load:.1f})")
    return 1 if any(f.error for f in reporter.figures) else 0


if __name__ == "__main__":
    raise SystemExit(main())
