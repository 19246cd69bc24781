"""`python -m bench.startup`: how fast memtui answers from a shell and over MCP.

Figures (medians of real processes, printed one per line; targets from the issue tracker):

- `memtui --version` (target ≤ 0.2 s): interpreter start plus the CLI's imports;
- `memtui status` on the demo workspace (target ≤ 0.5 s, issue 26), built in the scratch folder;
- a Chinese `memtui search` end to end on a 10 000-fragment workspace (target ≤ 0.4 s);
- MCP: the first Chinese `memory_search` right after the handshake (target ≤ 0.3 s), then 100
  calls through the stdio server from one real client at 11 000 fragments (p50 target ≤ 10 ms).

Workspaces come from `bench.data` (cached between runs) and are copied to a scratch folder, so
the votes these searches record never touch the cache. The processes run with bytecode caching
on, as an installed memtui does, even where the shell sets PYTHONDONTWRITEBYTECODE (then every
process would compile ~40 modules from source first, ~0.05 s here).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import anyio

from bench import data
from bench.run import percentile
from memtui.demo.workspace import build_demo

ROOT = Path(__file__).resolve().parents[1]


def _env() -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MEMTUI_", "OPENAI_")) and k != "PYTHONDONTWRITEBYTECODE"
    }
    env["PYTHONPATH"] = str(ROOT)
    return env


CPU: list[
    float
] = []  # CPU seconds of each timed process: steadier than wall time on a busy machine


def _timed_process(args: Sequence[str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "memtui", *args],
        env=_env(),
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall


def _line(
    name: str, seconds: Sequence[float], target: float, unit: str = "s", cpu: Sequence[float] = ()
) -> None:
    median = statistics.median(seconds)
    scale = 1000 if unit == "ms" else 1
    digits = 1 if unit == "ms" else 2  # seconds to the hundredth: 0.43 s is not 0.4 s
    verdict = "met" if median <= target else "MISSED"
    print(
        f"{name:<48} median {median * scale:8.{digits}f} {unit}  p95 "
        f"{percentile(seconds, 95) * scale:8.{digits}f} {unit}  target ≤ {target * scale:g} {unit}"
        f"  {verdict}  (n={len(seconds)})"
        + (f"  cpu median {statistics.median(cpu) * scale:.2f} {unit}" if cpu else "")
    )


def _workspace(cache: Path, size: int, scratch: Path) -> Path:
    built = data.build_workspace(cache, size, 0, data.DEFAULT_NOW)
    return data.copy_workspace(built.root, scratch / f"ws-{size}")


async def _mcp_figures(root: Path, queries: list[str], calls: int) -> tuple[float, list[float]]:
    from mcp.client.session import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(
        command=sys.executable,
        args=[
            "-m",
            "memtui",
            "--workspace",
            str(root),
            "--now",
            data.DEFAULT_NOW.isoformat(),
            "mcp",
        ],
        env=_env(),
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        started = time.perf_counter()
        await session.call_tool("memory_search", {"query": queries[0]})
        first = time.perf_counter() - started
        times = []
        for i in range(calls):
            started = time.perf_counter()
            result = await session.call_tool(
                "memory_search", {"query": queries[1 + i % (len(queries) - 1)]}
            )
            times.append(time.perf_counter() - started)
            assert not result.is_error, result.content
    return first, times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.startup", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--runs", type=int, default=10, help="processes per shell figure (default %(default)s)"
    )
    parser.add_argument(
        "--calls", type=int, default=100, help="MCP calls timed (default %(default)s)"
    )
    parser.add_argument(
        "--mcp-sessions", type=int, default=3, help="MCP servers started for the first-query figure"
    )
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "memtui-bench")
    args = parser.parse_args(argv)
    for name in [n for n in os.environ if n.startswith(("MEMTUI_", "OPENAI_"))]:
        del os.environ[name]
    queries = data.query_pool(0, "zh", 40)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory(prefix="memtui-startup-") as tmp:
        scratch = Path(tmp)
        _timed_process(["--version"])  # the first start fills the OS file cache
        CPU.clear()
        runs = [_timed_process(["--version"]) for _ in range(args.runs)]
        _line("memtui --version", runs, 0.2, cpu=CPU)
        demo = scratch / "demo"
        build_demo(demo)
        _timed_process(["--workspace", str(demo), "status"])
        CPU.clear()
        runs = [_timed_process(["--workspace", str(demo), "status"]) for _ in range(args.runs)]
        _line("memtui status (demo workspace)", runs, 0.5, cpu=CPU)
        ws10 = _workspace(args.cache, 10_000, scratch)
        now = ["--workspace", str(ws10), "--now", data.DEFAULT_NOW.isoformat()]
        _timed_process([*now, "search", queries[0]])
        CPU.clear()
        runs = [_timed_process([*now, "search", queries[1 + i]]) for i in range(args.runs)]
        _line("memtui search (Chinese, 10 000 fragments)", runs, 0.4, cpu=CPU)
        ws11 = _workspace(args.cache, 11_000, scratch)
        firsts: list[float] = []
        calls: list[float] = []
        for _ in range(args.mcp_sessions):
            first, times = anyio.run(_mcp_figures, ws11, queries, args.calls)
            firsts.append(first)
            calls.extend(times)
        _line("MCP first Chinese memory_search (11 000)", firsts, 0.3)
        _line(f"MCP memory_search, {args.calls} calls/session (11 000)", calls, 0.010, unit="ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
