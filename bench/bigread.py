"""`python -m bench.bigread`: reading a huge note through memtui's doors (issue 27, item 1).

A pasted log saved as a daily note can be hundreds of megabytes. This writes one (200 MB by
default, `--mb`), then times real processes and prints one line per figure with the server's
or the command's peak resident memory:

- `memory_get` through the stdio MCP server, no `lines` (target: under 1 s, bounded memory):
  the first `[limits] get_lines` lines come back, with `next_from`;
- `memory_get` from the middle of the file (`from` = half its lines): the lines before are
  streamed past, never held;
- `memtui get FILE:1:3` and `memtui get FILE` from a shell.

Figures, not tests: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import anyio
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

ROOT = Path(__file__).resolve().parents[1]
DAY = "2026-06-15"
LINE = "- 2026-06-15T03:00:00Z worker-7 retried the invoice export (attempt 3 of 5), 数据库连接池已满\n"


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    env["PYTHONPATH"] = str(ROOT)
    return env


def write_note(root: Path, megabytes: int) -> tuple[Path, int]:
    """A daily note of about `megabytes` MB; its path and its number of lines."""
    (root / "memory").mkdir(parents=True, exist_ok=True)
    path = root / "memory" / f"{DAY}.md"
    block = LINE * 1000
    blocks = megabytes * 1024 * 1024 // len(block.encode())
    with path.open("w", encoding="utf-8") as out:
        out.write("## 导出日志\n")
        for _ in range(blocks):
            out.write(block)
    return path, 1 + blocks * 1000


def _peak_rss_mb(pid: int) -> float:
    """The high-water mark of a live process's resident memory (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def _mcp_figures(root: Path, total: int) -> list[tuple[str, float, float, str]]:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "memtui", "--workspace", str(root), "mcp"],
        env=_env(),
        cwd=str(root),
    )
    figures = []
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        pid = _server_pid(root)
        for label, args in (
            ("MCP memory_get, no lines", {"path": f"memory/{DAY}.md"}),
            (
                "MCP memory_get from the middle, 3 lines",
                {
                    "path": f"memory/{DAY}.md",
                    "from": total // 2,
                    "lines": 3,
                },
            ),
        ):
            started = time.perf_counter()
            result = await session.call_tool("memory_get", args)
            wall = time.perf_counter() - started
            data = json.loads(result.content[0].text)  # type: ignore[union-attr]
            said = f"{data['lines']} lines, {len(data['text'].encode()):,} bytes"
            if data.get("next_from"):
                said += f", next_from={data['next_from']}"
            figures.append((label, wall, _peak_rss_mb(pid), said))
    return figures


def _server_pid(root: Path) -> int:
    """The MCP server's process id (the newest `memtui … mcp` on this workspace)."""
    found = subprocess.run(
        ["pgrep", "-n", "-f", f"memtui --workspace {root} mcp"], capture_output=True, text=True
    )
    return int(found.stdout.split()[0])


def _shell_rss(root: Path, target: str) -> tuple[str, float, float, str]:
    """`memtui get` timed, with its peak memory from the kernel's accounting of the child."""
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "memtui", "--workspace", str(root), "get", target, "--no-vote"],
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert proc.stdout is not None
    printed = sum(1 for _ in proc.stdout)
    _, _, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    return (f"memtui get {target}", wall, usage.ru_maxrss / 1024, f"{printed} lines printed")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bigread", description=__doc__)
    parser.add_argument("--mb", type=int, default=200, help="size of the note (default 200)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="memtui-bigread-") as scratch:
        root = Path(scratch)
        path, total = write_note(root, args.mb)
        print(f"note: {path.stat().st_size / 1e6:.0f} MB, {total:,} lines")
        # The store exists, as in a workspace in use: no figure includes creating it.
        subprocess.run(
            [sys.executable, "-m", "memtui", "--workspace", str(root), "status"],
            env=_env(),
            check=True,
            stdout=subprocess.DEVNULL,
        )
        figures = anyio.run(_mcp_figures, root, total)
        figures += [_shell_rss(root, f"memory/{DAY}.md:1:3"), _shell_rss(root, f"memory/{DAY}.md")]
        for label, wall, rss, said in figures:
            print(f"{label:<45} {wall:6.3f} s  peak RSS {rss:6.0f} MB  ({said})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
