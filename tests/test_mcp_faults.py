"""The MCP server under bad input and faults (issue 27 items 1-3, issue 26 item 4), driven
through the official SDK's stdio client as an agent's host drives it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import anyio
import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from test_mcp import NOTE_DAY, NOW, call, error_text, payload

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace

LIMITS = '[dreaming]\ntimezone = "Asia/Shanghai"\n[limits]\nget_lines = 20\nget_bytes = 2048\n'


@asynccontextmanager
async def session_with(
    ws_root: Path, store_url: str = "", env: dict[str, str] | None = None
) -> AsyncIterator[ClientSession]:
    """`memtui mcp` over stdio with extra environment variables, initialized."""
    args = ["-m", "memtui", "--workspace", str(ws_root)]
    if store_url:
        args += ["--db", store_url]
    params = StdioServerParameters(
        command=sys.executable,
        args=[*args, "mcp"],
        env={"MEMTUI_NOW": NOW, **(env or {})},
        cwd=str(ws_root),
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


def numbered_note(ws: Workspace, lines: int) -> list[str]:
    text = [f"- line {n}: the deploy checklist item number {n}" for n in range(1, lines + 1)]
    write_note(ws, NOTE_DAY, "\n".join(text) + "\n")
    return text


@pytest.mark.slow
async def test_memory_get_is_bounded_and_says_where_to_read_on(ws: Workspace) -> None:
    (ws.root / ".memtui.toml").write_text(LIMITS, encoding="utf-8")
    lines = numbered_note(ws, 100)
    huge = ws.root / "memory" / "2026-06-16.md"
    huge.write_text("x" * 1_000_000 + "\nsecond line\n", encoding="utf-8")
    async with session_with(ws.root) as session:
        got = payload(await call(session, "memory_get", path=f"memory/{NOTE_DAY}.md"))
        assert got["lines"] == 20 and got["truncated"] is True and got["next_from"] == 21
        assert "from=21" in got["notice"] and "get_lines" in got["notice"]
        # Paging on with next_from gives the whole file back, every page within the bounds.
        pages, start = [got["text"]], got["next_from"]
        while start is not None:
            page = payload(
                await call(session, "memory_get", path=f"memory/{NOTE_DAY}.md", **{"from": start})
            )
            assert page["lines"] <= 20 and len(page["text"].encode()) <= 2048
            pages.append(page["text"])
            start = page.get("next_from")
        assert "\n".join(pages).split("\n") == lines
        # A line longer than the byte bound is shown cut, and said to be.
        cut = payload(await call(session, "memory_get", path="memory/2026-06-16.md"))
        assert cut["lines"] == 1 and cut["cut_lines"] == [1]
        assert cut["text"] == "x" * 2048 and "get_bytes" in cut["notice"]
        # An answer within the bounds carries no truncation keys.
        whole = payload(await call(session, "memory_get", path=f"memory/{NOTE_DAY}.md", lines=3))
        assert "truncated" not in whole and whole["text"] == "\n".join(lines[:3])


@pytest.mark.slow
async def test_memory_get_reads_the_citation_memory_search_returns(
    ws: Workspace, store: Store, store_url: str
) -> None:
    write_note(ws, NOTE_DAY, RUNNING_EXAMPLE_NOTE.format(day=NOTE_DAY))
    ingest(store, ws, at(f"{NOTE_DAY}T23:00:00"))
    async with session_with(ws.root, store_url) as session:
        found = payload(await call(session, "memory_search", query="真实数据库"))
        hit = found["results"][0]
        assert hit["citation"] == f"memory/{NOTE_DAY}.md#L{hit['start_line']}-L{hit['end_line']}"
        by_citation = payload(await call(session, "memory_get", path=hit["citation"]))
        by_range = payload(
            await call(
                session,
                "memory_get",
                path=hit["path"],
                **{"from": hit["start_line"], "lines": hit["end_line"] - hit["start_line"] + 1},
            )
        )
        assert by_citation["exists"] is True and by_citation["text"]
        assert by_citation == by_range
        # `from` or `lines` given beside a citation win over its range.
        one = payload(await call(session, "memory_get", path=hit["citation"], lines=1))
        assert one["lines"] == 1 and one["from"] == hit["start_line"]


def _cli(root: Path, *args: str, db: str = "") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    db_args = ["--db", db] if db else []
    return subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(root), *db_args, "--now", NOW, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.mark.slow
async def test_the_hit_list_has_one_name_in_the_cli_and_mcp(
    ws: Workspace, store: Store, store_url: str
) -> None:
    write_note(ws, NOTE_DAY, RUNNING_EXAMPLE_NOTE.format(day=NOTE_DAY))
    ingest(store, ws, at(f"{NOTE_DAY}T23:00:00"))
    shell = _cli(ws.root, "search", "真实数据库", "--json", "--no-vote", db=store_url)
    assert shell.returncode == 0, shell.stderr
    cli_json = json.loads(shell.stdout)
    assert "hits" not in cli_json and cli_json["results"]
    async with session_with(ws.root, store_url) as session:
        mcp_json = payload(await call(session, "memory_search", query="真实数据库"))
    assert [h["citation"] for h in cli_json["results"]] == [
        h["citation"] for h in mcp_json["results"]
    ]


@pytest.mark.slow
async def test_an_overlong_query_is_refused_and_the_server_goes_on(ws: Workspace) -> None:
    numbered_note(ws, 3)
    async with session_with(ws.root) as session:
        refused = await call(session, "memory_search", query="数据库 " * 2000)
        message = error_text(refused)
        assert "query_chars" in message and "characters" in message and len(message) < 300
        assert payload(await call(session, "memory_search", query="deploy"))["query"] == "deploy"
    shell = _cli(ws.root, "search", "数据库 " * 2000)
    assert shell.returncode == 2 and "query_chars" in shell.stderr
    assert len(shell.stderr.strip().splitlines()) == 1


@pytest.mark.slow
def test_a_request_whose_id_is_invalid_gets_an_invalid_request_error(ws: Workspace) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    ids: list[object] = [{"a": 1}, [1], 1.5, True, None]
    lines = [json.dumps({"jsonrpc": "2.0", "id": i, "method": "ping"}) for i in ids]
    # The same key written with JSON escapes is the same request (it went unanswered).
    escaped = [
        '{"jsonrpc":"2.0","\\u0069d":{"a":1},"method":"ping"}',
        '{"i\\u0064":[2],"jsonrpc":"2.0","method":"ping"}',
    ]
    lines += escaped
    lines.append(json.dumps({"jsonrpc": "2.0", "id": "s-7", "method": "ping"}))
    proc = subprocess.Popen(
        [sys.executable, "-m", "memtui", "--workspace", str(ws.root), "mcp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write("\n".join(lines) + "\n")
        proc.stdin.flush()
        # Read up to the answer to the last, valid request: an unanswered one is a missing line.
        answers = [json.loads(proc.stdout.readline())]
        while answers[-1].get("id") != "s-7":
            answers.append(json.loads(proc.stdout.readline()))
    finally:
        proc.kill()
        proc.wait(timeout=30)
    assert [(a["id"], a.get("error", {}).get("code")) for a in answers] == [
        *[(None, -32600)] * (len(ids) + len(escaped)),
        ("s-7", None),
    ]
    assert "string or an integer, not an object" in answers[0]["error"]["message"]


@pytest.mark.slow
async def test_a_slow_call_is_cut_at_the_time_limit_while_others_are_answered(
    ws: Workspace, tmp_path: Path
) -> None:
    (ws.root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[limits]\ncall_seconds = 3\n', encoding="utf-8"
    )
    numbered_note(ws, 5)
    faults = tmp_path / "faults"
    # The get stops at its checkpoint (and would sleep there ten minutes).
    env = {"MEMTUI_FAULT_PAUSE": "memory-get", "MEMTUI_FAULT_DIR": str(faults)}
    async with session_with(ws.root, env=env) as session:
        answers: dict[str, object] = {}

        async def slow_get() -> None:
            answers["get"] = await call(session, "memory_get", path=f"memory/{NOTE_DAY}.md")

        async with anyio.create_task_group() as tg:
            tg.start_soon(slow_get)
            while not (faults / "memory-get").exists():
                await anyio.sleep(0.05)
            # The get is held; a search is answered meanwhile.
            found = payload(await call(session, "memory_search", query="deploy checklist"))
            assert found["query"] == "deploy checklist" and "get" not in answers
        message = error_text(answers["get"])  # type: ignore[arg-type]
        assert "memory_get took longer than 3 s" in message and "call_seconds" in message
        assert payload(await call(session, "memory_search", query="deploy"))["query"] == "deploy"


@pytest.mark.slow
async def test_symlink_loops_and_control_characters_in_paths_are_one_clear_line(
    ws: Workspace,
) -> None:
    (ws.root / "memory" / "loop.md").symlink_to("loop.md")
    async with session_with(ws.root) as session:
        loop = error_text(await call(session, "memory_get", path="memory/loop.md"))
        assert "symbolic link loop" in loop and "internal error" not in loop
        nul = error_text(await call(session, "memory_get", path="memory/a\x00b.md"))
        assert "control character (U+0000" in nul and "\x00" not in nul
        assert "symlink" not in nul
        escape = error_text(await call(session, "memory_get", path="memory/\x1b[31m.md"))
        assert "\x1b" not in escape and "␛" in escape


@pytest.mark.slow
def test_symlink_loops_give_get_and_note_one_line(ws: Workspace) -> None:
    name = "memory/loop.md"
    (ws.root / name).symlink_to("loop.md")
    today = ws.root / "memory" / "2026-06-16.md"
    today.symlink_to(today.name)
    for args in (["get", name], ["get", name, "--json"], ["note", "## x\na new line"]):
        done = _cli(ws.root, *args)
        assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
        assert len(done.stderr.strip().splitlines()) == 1
        assert "symbolic link loop" in done.stderr
