"""`memtui mcp` as a real subprocess, driven by the official SDK's stdio client (issue 6)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note
from mcp import types
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from sqlmodel import col, select

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import GET_QUERY
from memtui.engine.store import Store, VoteRow
from memtui.engine.store.fragments import FragmentView, load_views
from memtui.engine.text import query_hash
from memtui.engine.workspace import Workspace
from memtui.mcp import ServerConfig, call_tool, resolve_now

NOTE_DAY = "2026-06-15"
TODAY = "2026-06-16"
NOW = f"{TODAY}T10:00:00"  # naive: read in the workspace timezone (Asia/Shanghai)
NOTE_LINES = RUNNING_EXAMPLE_NOTE.format(day=NOTE_DAY).splitlines()


@asynccontextmanager
async def mcp_session(ws_root: Path, store_url: str = "") -> AsyncIterator[ClientSession]:
    """`python -m memtui --workspace WS mcp` over stdio, initialized and ready."""
    args = ["-m", "memtui", "--workspace", str(ws_root)]
    if store_url:
        args += ["--db", store_url]
    params = StdioServerParameters(
        command=sys.executable,
        args=[*args, "mcp"],
        env={"MEMTUI_NOW": NOW},
        cwd=str(ws_root),
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


async def call(session: ClientSession, name: str, **arguments: Any) -> types.CallToolResult:
    result = await session.call_tool(name, arguments)
    assert isinstance(result, types.CallToolResult)
    return result


def payload(result: types.CallToolResult) -> dict[str, Any]:
    """The tool's JSON answer; the text block and the structured content must agree."""
    assert not result.is_error, result.content
    block = result.content[0]
    assert isinstance(block, types.TextContent)
    data = json.loads(block.text)
    assert data == result.structured_content
    return data


def error_text(result: types.CallToolResult) -> str:
    assert result.is_error
    block = result.content[0]
    assert isinstance(block, types.TextContent)
    return block.text


def running_example(store: Store) -> FragmentView:
    with store.session() as s:
        views = [v for v in load_views(store, s) if "真实数据库" in v.text]
    assert len(views) == 1, [v.text for v in views]
    return views[0]


def votes(store: Store) -> list[tuple[str, str]]:
    """(via, query hash) of every vote in the store, oldest first."""
    with store.session() as s:
        query = select(VoteRow).where(VoteRow.workspace_id == store.workspace_id)
        rows = s.exec(query.order_by(col(VoteRow.id))).all()
    return [(row.via, row.query_hash) for row in rows]


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under the workspace (the store included) with its bytes."""
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


@pytest.fixture
def ingested(ws: Workspace, store: Store) -> Store:
    write_note(ws, NOTE_DAY, RUNNING_EXAMPLE_NOTE.format(day=NOTE_DAY))
    ingest(store, ws, at(f"{NOTE_DAY}T23:00:00"))
    return store


@pytest.mark.slow
async def test_agent_session_over_stdio(ws: Workspace, ingested: Store, store_url: str) -> None:
    store = ingested
    async with mcp_session(ws.root, store_url) as session:
        listing = await session.list_tools()
        tools = {tool.name: tool for tool in listing.tools}
        assert set(tools) == {"memory_search", "memory_get", "memory_note"}
        for name in ("memory_search", "memory_get"):
            annotations = tools[name].annotations
            assert annotations is not None and annotations.read_only_hint is True
        note_annotations = tools["memory_note"].annotations
        assert note_annotations is not None and note_annotations.read_only_hint is False
        assert set(tools["memory_get"].input_schema["properties"]) == {"path", "from", "lines"}
        assert set(tools["memory_search"].input_schema["properties"]) == {"query", "max_results"}
        assert all(tool.description and "Use it" in tool.description for tool in tools.values())

        # Search: text, citation and score come back, and the hit is a vote in the store.
        found = payload(await call(session, "memory_search", query="真实数据库", max_results=3))
        assert found["query"] == "真实数据库" and 1 <= len(found["results"]) <= 3
        top = found["results"][0]
        assert top["path"] == f"memory/{NOTE_DAY}.md" and "真实数据库" in top["text"]
        assert top["citation"] == f"memory/{NOTE_DAY}.md#L{top['start_line']}-L{top['end_line']}"
        assert 0.6 <= top["score"] <= 1
        frag = running_example(store)
        assert frag.recall_count == 1 and frag.recall_days == [TODAY]
        assert frag.unique_queries == 1 and votes(store) == [("search", query_hash("真实数据库"))]

        # Get: exact lines; covering the fragment's lines votes with the fixed get query.
        start, end = top["start_line"], top["end_line"]
        got = payload(
            await call(
                session,
                "memory_get",
                path=f"memory/{NOTE_DAY}.md",
                **{"from": start, "lines": end - start + 1},
            )
        )
        assert got["exists"] is True and got["from"] == start
        assert got["text"] == "\n".join(NOTE_LINES[start - 1 : end])
        frag = running_example(store)
        # A get adds frequency and a day, never query diversity (algorithm.md §7).
        frag = running_example(store)
        assert frag.recall_count == 2 and frag.unique_queries == 1
        assert votes(store)[-1] == ("get", query_hash(GET_QUERY))

        # A missing file is empty text, not an error.
        missing = payload(await call(session, "memory_get", path="memory/2020-01-01.md"))
        assert missing == {
            "path": "memory/2020-01-01.md",
            "from": 1,
            "lines": 0,
            "exists": False,
            "text": "",
        }

        # Note: today's file gets the text; every other byte of the workspace stays the same.
        before = snapshot(ws.root)
        written = payload(await call(session, "memory_note", text="## 部署\n回滚脚本放在 ops/"))
        assert written == {
            "path": f"memory/{TODAY}.md",
            "start_line": 1,
            "end_line": 2,
            "created": True,
            "citation": f"memory/{TODAY}.md#L1-L2",
        }
        after = snapshot(ws.root)
        assert after[f"memory/{TODAY}.md"] == "## 部署\n回滚脚本放在 ops/\n".encode()
        assert {k: v for k, v in after.items() if k != f"memory/{TODAY}.md"} == before

        # Writing MEMORY.md (or anything but today's note) is refused, and nothing changes.
        for target in ("MEMORY.md", "DREAMS.md", f"memory/{NOTE_DAY}.md", "notes.md"):
            message = error_text(await call(session, "memory_note", text="x", path=target))
            assert message.startswith(f"{target}: ")
        assert "dreaming system" in error_text(
            await call(session, "memory_note", text="x", path="MEMORY.md")
        )
        assert snapshot(ws.root) == after
        assert not (ws.root / "MEMORY.md").exists() and not (ws.root / "DREAMS.md").exists()

        # The server survives bad calls and keeps answering.
        assert "memory_get reads" in error_text(
            await call(session, "memory_get", path=".memtui.toml")
        )
        assert "max_results" in error_text(
            await call(session, "memory_search", query="数据库", max_results="lots")
        )
        assert "unknown argument" in error_text(await call(session, "memory_search", q="数据库"))
        assert "unknown tool" in error_text(await call(session, "memory_forget"))
        again = payload(await call(session, "memory_search", query="database"))
        assert again["results"] and again["results"][0]["path"] == f"memory/{NOTE_DAY}.md"
        assert running_example(store).unique_queries == 2


@pytest.mark.slow
async def test_same_query_same_day_votes_once_across_server_restarts(
    ws: Workspace, ingested: Store, store_url: str
) -> None:
    for _ in range(2):
        async with mcp_session(ws.root, store_url) as session:
            payload(await call(session, "memory_search", query="真实数据库"))
    frag = running_example(ingested)
    assert frag.recall_count == 1 and frag.recall_days == [TODAY]


@pytest.mark.slow
async def test_server_sees_notes_and_ingestion_by_other_processes(
    ws: Workspace, store: Store, store_url: str
) -> None:
    async with mcp_session(ws.root, store_url) as session:
        empty = payload(await call(session, "memory_search", query="真实数据库"))
        assert empty["results"] == []
        write_note(ws, NOTE_DAY, RUNNING_EXAMPLE_NOTE.format(day=NOTE_DAY))
        ingest(store, ws, at(f"{NOTE_DAY}T23:00:00"))
        found = payload(await call(session, "memory_search", query="真实数据库"))
        assert found["results"] and running_example(store).recall_count == 1


@pytest.mark.slow
def test_mcp_refuses_a_missing_workspace_with_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMTUI_")}
    proc = subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(tmp_path / "nope"), "mcp"],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )
    assert proc.returncode == 1 and proc.stdout == ""
    assert "does not exist" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.slow
def test_subcommand_workspace_overrides_the_global_one(ws: Workspace, tmp_path: Path) -> None:
    """`memtui mcp --workspace DIR` wins over the global option (checked before serving)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMTUI_")}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "memtui",
            "--workspace",
            str(ws.root),
            "mcp",
            "-w",
            str(tmp_path / "no"),
        ],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )
    assert proc.returncode == 1 and str(tmp_path / "no") in proc.stderr


# ------------------------------------------------------------------ in-process checks


def test_tool_errors_carry_memtuis_message(ws: Workspace) -> None:
    config = ServerConfig(workspace=ws.root, now_text=NOW)
    result = call_tool(config, "memory_get", {"path": "../outside.md"})
    assert result.is_error and "'..' is not allowed" in error_text(result)
    result = call_tool(config, "memory_note", {"text": "   "})
    assert result.is_error and "empty" in error_text(result)
    result = call_tool(config, "memory_get", {"path": "MEMORY.md", "from": 0})
    assert result.is_error and "`from` must be at least 1" in error_text(result)
    result = call_tool(config, "memory_search", {"query": "x", "max_results": 500})
    assert result.is_error and "between 1 and 50" in error_text(result)


def test_max_results_accepts_the_reference_spelling_and_numeric_strings(
    ws: Workspace, ingested: Store, store_url: str
) -> None:
    config = ServerConfig(workspace=ws.root, db=store_url, now_text=NOW)
    for args in ({"query": "数据库", "maxResults": 1}, {"query": "数据库", "max_results": "1"}):
        result = call_tool(config, "memory_search", args)
        assert not result.is_error and len(payload(result)["results"]) == 1


def test_clock_prefers_fixed_then_env_then_system(
    ws: Workspace, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMTUI_NOW", "2026-06-15T23:30:00")
    assert ws.day(resolve_now(ws)) == "2026-06-15"
    assert resolve_now(ws, "2026-06-14T16:00:00+00:00") == at("2026-06-15T00:00:00")
    monkeypatch.setenv("MEMTUI_NOW", "yesterday")
    with pytest.raises(Exception, match="not an ISO 8601 time"):
        resolve_now(ws)
    monkeypatch.delenv("MEMTUI_NOW")
    assert resolve_now(ws).tzinfo is not None


@pytest.mark.slow
def test_malformed_lines_get_json_rpc_errors_and_the_session_goes_on(ws: Workspace) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    lines = ["not json at all", "[1, 2]", json.dumps({"jsonrpc": "2.0", "id": 7, "method": "ping"})]
    # stdin stays open until the three answers are read: closing it at once raced the server's
    # shutdown at end of input against its answer to the ping.
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
        answers = [json.loads(proc.stdout.readline()) for _ in lines]
    finally:
        proc.kill()
        proc.wait(timeout=30)
    assert [(a.get("id"), a.get("error", {}).get("code")) for a in answers] == [
        (None, -32700),
        (None, -32600),
        (7, None),
    ]


def _memtui(root: Path, *args: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    proc = subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(root), "--now", NOW, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr


@pytest.mark.slow
async def test_long_lived_server_sees_other_processes_notes_and_config(ws: Workspace) -> None:
    """The server keeps its workspace and store open, yet a note written and ingested by other
    processes after it started is found, and a configuration edit takes effect."""
    async with mcp_session(ws.root) as session:
        assert payload(await call(session, "memory_search", query="回滚脚本"))["results"] == []
        _memtui(ws.root, "note", "## 发布\n- 回滚脚本放在 ops/rollback.sh，上线前先演练")
        _memtui(ws.root, "ingest")
        found = payload(await call(session, "memory_search", query="回滚脚本"))
        assert [r["path"] for r in found["results"]] == [f"memory/{TODAY}.md"]
        # A configuration edit takes effect: a sessions folder of another name becomes readable.
        refused = await call(session, "memory_get", path="transcripts/a.jsonl")
        assert refused.is_error
        (ws.root / ".memtui.toml").write_text(
            '[dreaming]\ntimezone = "Asia/Shanghai"\n[store]\nsessions_dir = "transcripts"\n',
            encoding="utf-8",
        )
        allowed = payload(await call(session, "memory_get", path="transcripts/a.jsonl"))
        assert allowed["exists"] is False
