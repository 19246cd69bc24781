"""`memtui mcp`: the memory tools as an MCP server over stdio (mission.md, Read and Write).

Three tools, each a thin wrapper over the engine:

- ``memory_search(query, max_results)`` — ranked hits with ``path#Ls-Le`` citations; every
  fragment hit is a vote (algorithm.md §7).
- ``memory_get(path, from, lines)`` — exact lines; lines that cover a fragment vote for it; a
  missing file gives empty text, not an error.
- ``memory_note(text, path?)`` — appends to today's ``memory/YYYY-MM-DD.md``; refuses every other
  target, MEMORY.md and DREAMS.md included.

Built on the SDK's low-level server rather than MCPServer because the reference's parameter is
literally ``from``, a Python keyword that no function signature can carry; here the input
schemas are written out by hand and the arguments checked against them.

Each call opens the workspace and the store afresh, so the server sees configuration changes,
notes, ingestion and dream runs made by other processes, and holds no database connection or
lock between calls. Failures come back as tool errors carrying memtui's one-line message; the
server itself keeps running.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import anyio
from mcp import types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

from memtui import __version__
from memtui.engine.errors import MemtuiError, UsageError
from memtui.engine.redact import RedactingFilter, redact_secrets
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

logger = logging.getLogger("memtui.mcp")
logger.addFilter(RedactingFilter())

SERVER_NAME = "memtui"
DEFAULT_MAX_RESULTS = 6
MAX_RESULTS_LIMIT = 50

SERVER_INSTRUCTIONS = """memtui is this agent's long-term memory: daily notes under \
memory/YYYY-MM-DD.md, durable memory in MEMORY.md and the dream log DREAMS.md.
Before answering anything about earlier work, past decisions, dates, people, preferences, rules \
or open todos, call memory_search; then memory_get only the lines you need. If nothing relevant \
turns up, say that you checked. Cite `Source: <path>#L<start>-L<end>` when it helps the user \
verify. Record decisions with their reasons, lasting rules and preferences, and unfinished work \
with memory_note. Never edit MEMORY.md or DREAMS.md."""

SEARCH_DESCRIPTION = """Search long-term memory (daily notes, MEMORY.md, DREAMS.md) and return \
the best matching passages, each with a `path#Lstart-Lend` citation and a score from 0 to 1.
Use it before answering anything about earlier work, past decisions and their reasons, dates, \
people, preferences, rules or open todos, and whenever the user refers to something you do not \
have in context. Chinese and English queries both work; short queries of key words work best.
Every hit counts as a recall: memories you keep finding are the ones that get promoted into \
MEMORY.md, so search rather than guess."""

GET_DESCRIPTION = """Read exact lines of a memory file: MEMORY.md, DREAMS.md or a daily note \
under memory/ (e.g. memory/2026-06-15.md).
Use it after memory_search when a hit's passage is not enough: pass the hit's path and its start \
line as `from`, and `lines` for how many lines to read (omit it to read to the end of the file).
A file that does not exist returns empty text with exists = false, not an error."""

NOTE_DESCRIPTION = """Append a note to today's daily note, memory/YYYY-MM-DD.md (created if \
missing). This is the only file it writes: it never rewrites earlier lines and refuses any other \
target, MEMORY.md and DREAMS.md included (those belong to the dreaming system).
Use it for what should outlive this conversation: decisions with their reasons, lasting \
preferences and rules, unfinished work and where it stands. Not for one-off questions, \
exploration steps or finished one-off operations. Start an entry with a short `## topic` heading; \
the heading stays attached to every line under it."""


# ------------------------------------------------------------------ configuration and clock


@dataclass(frozen=True)
class ServerConfig:
    """Where the tools work: workspace folder, store URL (empty: default) and a fixed clock."""

    workspace: Path
    db: str = ""
    now_text: str = ""

    def open(self) -> Workspace:
        return open_workspace(self.workspace)


def resolve_now(ws: Workspace, fixed: str = "") -> datetime:
    """The tools' clock: `fixed` (the CLI's --now), else MEMTUI_NOW, else the system clock.

    A time without an offset is read in the workspace timezone.
    """
    text = (fixed or os.environ.get("MEMTUI_NOW", "")).strip()
    if not text:
        return datetime.now(UTC).astimezone(ws.tz)
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise UsageError(f"--now / MEMTUI_NOW: not an ISO 8601 time: {text!r}") from None
    return value if value.tzinfo else value.replace(tzinfo=ws.tz)


# ------------------------------------------------------------------ argument checks


def _reject_unknown(args: Mapping[str, Any], known: set[str]) -> None:
    unknown = sorted(set(args) - known)
    if unknown:
        raise UsageError(
            f"unknown argument(s) {', '.join(unknown)}; expected {', '.join(sorted(known))}"
        )


def _text_arg(args: Mapping[str, Any], name: str, *, required: bool) -> str | None:
    value = args.get(name)
    if value is None:
        if required:
            raise UsageError(f"`{name}` is required")
        return None
    if not isinstance(value, str):
        raise UsageError(f"`{name}` must be a string, got {type(value).__name__}")
    return value


def _int_arg(
    args: Mapping[str, Any], name: str, default: int | None, minimum: int, maximum: int | None
) -> int | None:
    value = args.get(name)
    if value is None:
        return default
    # Models sometimes send 3.0 or "3"; both mean 3. A bool is never a count.
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    elif isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int):
        raise UsageError(f"`{name}` must be an integer, got {value!r}")
    if maximum is not None and not minimum <= value <= maximum:
        raise UsageError(f"`{name}` must be between {minimum} and {maximum}, got {value}")
    if value < minimum:
        raise UsageError(f"`{name}` must be at least {minimum}, got {value}")
    return value


# ------------------------------------------------------------------ the tools (synchronous)


def run_memory_search(config: ServerConfig, args: Mapping[str, Any]) -> dict[str, Any]:
    """`memory_search`: ranked hits with citations; fragment hits vote (algorithm.md §7)."""
    from memtui.engine.recall import memory_search

    # `maxResults` is the reference's spelling; agents trained on it still get what they ask for.
    args = dict(args)
    if "max_results" not in args and "maxResults" in args:
        args["max_results"] = args.pop("maxResults")
    _reject_unknown(args, {"query", "max_results"})
    query = (_text_arg(args, "query", required=True) or "").strip()
    if not query:
        raise UsageError("`query` is empty: say what to look for")
    limit = _int_arg(args, "max_results", DEFAULT_MAX_RESULTS, 1, MAX_RESULTS_LIMIT)
    ws = config.open()
    now = resolve_now(ws, config.now_text)
    store = open_workspace_store(ws, config.db or None, now=now)
    try:
        result = memory_search(store, ws, query, now, limit=limit or DEFAULT_MAX_RESULTS)
    finally:
        store.close()
    return {
        "query": result.query,
        "results": [
            {
                "citation": hit.citation,
                "path": hit.path,
                "start_line": hit.start_line,
                "end_line": hit.end_line,
                "score": round(hit.score, 4),
                "source": hit.source,
                "kind": hit.kind,
                "text": hit.text,
            }
            for hit in result.hits
        ],
    }


def run_memory_get(config: ServerConfig, args: Mapping[str, Any]) -> dict[str, Any]:
    """`memory_get`: exact lines; a missing file is empty text; covered fragments get a vote."""
    from memtui.engine.recall import memory_get

    _reject_unknown(args, {"path", "from", "lines"})
    path = _text_arg(args, "path", required=True) or ""
    from_line = _int_arg(args, "from", 1, 1, None) or 1
    lines = _int_arg(args, "lines", None, 1, None)
    ws = config.open()
    now = resolve_now(ws, config.now_text)
    store = open_workspace_store(ws, config.db or None, now=now)
    try:
        result = memory_get(store, ws, path, now, from_line=from_line, lines=lines)
    finally:
        store.close()
    return {
        "path": result.path,
        "from": result.from_line,
        "lines": len(result.lines),
        "exists": result.exists,
        "text": result.text,
    }


def run_memory_note(config: ServerConfig, args: Mapping[str, Any]) -> dict[str, Any]:
    """`memory_note`: append to today's daily note; any other `path` is refused."""
    from memtui.engine.notes import append_note

    _reject_unknown(args, {"text", "path"})
    text = _text_arg(args, "text", required=True) or ""
    path = _text_arg(args, "path", required=False)
    ws = config.open()
    written = append_note(ws, text, resolve_now(ws, config.now_text), path=path)
    citation = f"{written.path}#L{written.start_line}"
    if written.end_line != written.start_line:
        citation += f"-L{written.end_line}"
    return {
        "path": written.path,
        "start_line": written.start_line,
        "end_line": written.end_line,
        "created": written.created,
        "citation": citation,
    }


@dataclass(frozen=True)
class ToolSpec:
    """One MCP tool: its listing and the function that runs it."""

    tool: types.Tool
    run: Callable[[ServerConfig, Mapping[str, Any]], dict[str, Any]]


def _read_only(title: str) -> types.ToolAnnotations:
    # Reads vote (recall counts in memtui's own store) but never change a workspace document,
    # and a repeat on the same day votes no more: read-only and idempotent to the host.
    return types.ToolAnnotations(
        title=title,
        read_only_hint=True,
        destructive_hint=False,
        idempotent_hint=True,
        open_world_hint=False,
    )


TOOLS: dict[str, ToolSpec] = {
    "memory_search": ToolSpec(
        types.Tool(
            name="memory_search",
            title="Search memory",
            description=SEARCH_DESCRIPTION,
            input_schema={
                "type": "object",
                "properties": {
                    "query": {
                        "type": "string",
                        "minLength": 1,
                        "description": "What to look for, e.g. `真实数据库` or `database tests`.",
                    },
                    "max_results": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": MAX_RESULTS_LIMIT,
                        "default": DEFAULT_MAX_RESULTS,
                        "description": "How many hits at most.",
                    },
                },
                "required": ["query"],
                "additionalProperties": False,
            },
            annotations=_read_only("Search memory"),
        ),
        run_memory_search,
    ),
    "memory_get": ToolSpec(
        types.Tool(
            name="memory_get",
            title="Read memory lines",
            description=GET_DESCRIPTION,
            input_schema={
                "type": "object",
                "properties": {
                    "path": {
                        "type": "string",
                        "description": "MEMORY.md, DREAMS.md or memory/YYYY-MM-DD.md.",
                    },
                    "from": {
                        "type": "integer",
                        "minimum": 1,
                        "default": 1,
                        "description": "First line to read (1-based).",
                    },
                    "lines": {
                        "type": "integer",
                        "minimum": 1,
                        "description": "How many lines; omit to read to the end.",
                    },
                },
                "required": ["path"],
                "additionalProperties": False,
            },
            annotations=_read_only("Read memory lines"),
        ),
        run_memory_get,
    ),
    "memory_note": ToolSpec(
        types.Tool(
            name="memory_note",
            title="Append to today's note",
            description=NOTE_DESCRIPTION,
            input_schema={
                "type": "object",
                "properties": {
                    "text": {
                        "type": "string",
                        "minLength": 1,
                        "description": "Markdown to append, ideally under a `## topic` heading.",
                    },
                    "path": {
                        "type": "string",
                        "description": (
                            "Optional. Only today's memory/YYYY-MM-DD.md is accepted; "
                            "anything else is refused."
                        ),
                    },
                },
                "required": ["text"],
                "additionalProperties": False,
            },
            annotations=types.ToolAnnotations(
                title="Append to today's note",
                read_only_hint=False,
                destructive_hint=False,
                idempotent_hint=False,
                open_world_hint=False,
            ),
        ),
        run_memory_note,
    ),
}


def call_tool(
    config: ServerConfig, name: str, args: Mapping[str, Any] | None
) -> types.CallToolResult:
    """Run one tool; every failure becomes a tool error with a one-line message."""
    spec = TOOLS.get(name)
    if spec is None:
        return _error(f"unknown tool {name!r}; available: {', '.join(TOOLS)}")
    try:
        data = spec.run(config, args or {})
    except MemtuiError as exc:
        return _error(redact_secrets(str(exc)))
    except Exception as exc:
        # A bug must not take the agent's memory down with it: log it, report it, keep serving.
        logger.exception("memtui %s failed", name)
        return _error(redact_secrets(f"internal error in {name}: {type(exc).__name__}: {exc}"))
    text = json.dumps(data, ensure_ascii=False, indent=2)
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)], structured_content=data
    )


def _error(message: str) -> types.CallToolResult:
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=message)], is_error=True
    )


# ------------------------------------------------------------------ server


def build_server(config: ServerConfig) -> Server[Any]:
    """The MCP server object with the three memory tools (not yet connected to a transport)."""

    async def list_tools(
        ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[spec.tool for spec in TOOLS.values()])

    async def handle_call(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        # The engine is synchronous (SQL, file I/O, jieba); a worker thread keeps the event loop
        # answering pings and cancellations meanwhile.
        return await anyio.to_thread.run_sync(
            call_tool, config, params.name, dict(params.arguments or {})
        )

    return Server(
        SERVER_NAME,
        version=__version__,
        title="memtui memory",
        instructions=SERVER_INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=handle_call,
    )


async def serve_stdio(config: ServerConfig) -> None:
    """Serve the memory tools over stdin/stdout until the client closes the connection."""
    server = build_server(config)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def run_stdio(config: ServerConfig) -> None:
    """Check the workspace, then serve over stdio (blocking). Bad workspace or config: raises."""
    ws = config.open()
    resolve_now(ws, config.now_text)
    # Pin the resolved folder: a relative --workspace must not depend on the cwd later on.
    anyio.run(serve_stdio, replace(config, workspace=ws.root))
