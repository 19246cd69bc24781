"""`memtui mcp`: the memory tools as an MCP server over stdio (architecture.md §4).

Three tools, each a thin wrapper over the engine:

- ``memory_search(query, max_results)`` — ranked hits with ``path#Ls-Le`` citations; every
  fragment hit is a vote (algorithm.md §7).
- ``memory_get(path, from, lines)`` — exact lines (a search citation as `path` reads its range),
  at most `[limits] get_lines` / `get_bytes` a call; lines that cover a fragment vote for it; a
  missing file gives empty text, not an error.
- ``memory_note(text, path?)`` — appends to today's ``memory/YYYY-MM-DD.md``; refuses every other
  target, MEMORY.md and DREAMS.md included.

Built on the SDK's low-level server rather than MCPServer because the reference's parameter is
literally ``from``, a Python keyword that no function signature can carry; here the input
schemas are written out by hand and the arguments checked against them.

The server keeps the workspace and its store open across calls (opening them costs more than a
search), and still sees what other processes do: every call re-reads `.memtui.toml` when its
size or modification time changed, reopens the store when its URL changed or its SQLite file was
replaced, and each call's reads run in a fresh transaction, so notes, ingestion and dream runs
by other processes show up at once. MEMORY.md and DREAMS.md are read from disk by every search.
No lock is held between calls. Failures come back as tool errors carrying memtui's one-line
message; the server itself keeps running. Every parseable request is answered: a line that is
not JSON or not JSON-RPC, and a request whose id is no string or integer (which the SDK would
take for a notification), get a JSON-RPC error; a call over `[limits] call_seconds` is answered
with an error while the others go on.
"""

from __future__ import annotations

import io
import json
import logging
import os
import sys
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar, cast

import anyio
from mcp import types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from pydantic import ValidationError

from memtui import __version__
from memtui.engine import clock
from memtui.engine.config import LimitsConfig
from memtui.engine.errors import MemtuiError, UsageError
from memtui.engine.limits import check_query
from memtui.engine.redact import RedactingFilter, redact_secrets
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store
from memtui.textsafe import neutralise, visible_data

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
Use it after memory_search when a hit's passage is not enough: pass the hit's citation as `path` \
(`memory/2026-06-15.md#L3-L4`), or its path with `from` and `lines` (omit `lines` to read on to \
the end of the file). One call returns a bounded number of lines and bytes: when the answer says \
truncated, call again with `from` = its next_from.
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
    """The tools' clock: `fixed` (--now), else MEMTUI_NOW, else the workspace's recorded clock
    (the demo's), else the system clock."""
    return clock.resolve_now(fixed, ws.tz, ws.recorded_clock())


def _file_stamp(path: Path) -> tuple[int, int, int, int] | None:
    """What changes when a file is edited or replaced (None: no file)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_mtime_ns, st.st_size)


def _store_identity(ws: Workspace, url: str) -> tuple[str, object]:
    """A store URL, or for the workspace's own SQLite file the file itself: a file moved aside
    (doctor --repair) or restored from a backup is another store, and the server follows it."""
    if url:
        return (url, None)
    from memtui.engine.store import default_sqlite_path

    stamp = _file_stamp(default_sqlite_path(ws.root))
    return ("", stamp[:2] if stamp else None)


class OpenWorkspace:
    """The workspace and store the tools share across calls, reopened when they change on disk.

    Thread-safe: tool calls run in worker threads. The store's engine pools its connections, so
    calls may search at the same time; only the reopening is serialised.
    """

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self._lock = threading.Lock()
        self._ws: Workspace | None = None
        self._config_stamp: object = None
        self._store: Store | None = None
        self._store_key: object = None

    def workspace(self) -> Workspace:
        """The workspace, its configuration re-read when `.memtui.toml` changed."""
        from memtui.engine.config import CONFIG_FILE

        stamp = _file_stamp(Path(self.config.workspace) / CONFIG_FILE)
        with self._lock:
            if self._ws is None or stamp != self._config_stamp:
                self._ws = self.config.open()
                self._config_stamp = stamp
            return self._ws

    def store(self, ws: Workspace, now: datetime) -> Store:
        """The store, reopened when its URL changed or its SQLite file was replaced."""
        url = self.config.db or ws.config.store.url
        key = _store_identity(ws, url)
        with self._lock:
            if self._store is None or key != self._store_key:
                old, self._store = self._store, open_workspace_store(ws, url or None, now=now)
                self._store_key = _store_identity(ws, url)
                if old is not None:
                    old.close()  # connections still checked out by another call stay valid
            return self._store

    def close(self) -> None:
        with self._lock:
            if self._store is not None:
                self._store.close()
            self._store = self._ws = None


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


_Default = TypeVar("_Default", int, None)


def _int_arg(
    args: Mapping[str, Any], name: str, default: _Default, minimum: int, maximum: int | None
) -> int | _Default:
    """An integer argument within bounds; `default` (an int, or None for "not given") if absent."""
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


def run_memory_search(opened: OpenWorkspace, args: Mapping[str, Any]) -> dict[str, Any]:
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
    ws = opened.workspace()
    check_query(ws, query)
    now = resolve_now(ws, opened.config.now_text)
    store = opened.store(ws, now)
    result = memory_search(store, ws, query, now, limit=limit)
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
                "weak": hit.weak,
            }
            for hit in result.hits
        ],
    }


def run_memory_get(opened: OpenWorkspace, args: Mapping[str, Any]) -> dict[str, Any]:
    """`memory_get`: exact lines; a missing file is empty text; covered fragments get a vote."""
    from memtui.engine.recall import memory_get

    _reject_unknown(args, {"path", "from", "lines"})
    path = _text_arg(args, "path", required=True) or ""
    from_line = _int_arg(args, "from", None, 1, None)
    lines = _int_arg(args, "lines", None, 1, None)
    ws = opened.workspace()
    now = resolve_now(ws, opened.config.now_text)
    # A citation as memory_search returns it (`memory/2026-06-01.md#L4-L5`) reads its range.
    result = memory_get(opened.store(ws, now), ws, path, now, from_line=from_line, lines=lines)
    return {
        "path": result.path,
        "from": result.from_line,
        "lines": len(result.lines),
        "exists": result.exists,
        "text": result.text,
        **result.truncation(),
    }


def run_memory_note(opened: OpenWorkspace, args: Mapping[str, Any]) -> dict[str, Any]:
    """`memory_note`: append to today's daily note; any other `path` is refused."""
    from memtui.engine.documents.notes import append_note

    _reject_unknown(args, {"text", "path"})
    text = _text_arg(args, "text", required=True) or ""
    path = _text_arg(args, "path", required=False)
    ws = opened.workspace()
    written = append_note(ws, text, resolve_now(ws, opened.config.now_text), path=path)
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
    run: Callable[[OpenWorkspace, Mapping[str, Any]], dict[str, Any]]


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
                        "description": (
                            "MEMORY.md, DREAMS.md or memory/YYYY-MM-DD.md, or a citation "
                            "memory_search returned (memory/YYYY-MM-DD.md#L3-L4)."
                        ),
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
                        "description": (
                            "How many lines; omit to read to the end (a call returns at most "
                            "a bounded number: see truncated / next_from)."
                        ),
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
    config: ServerConfig,
    name: str,
    args: Mapping[str, Any] | None,
    opened: OpenWorkspace | None = None,
) -> types.CallToolResult:
    """Run one tool; every failure becomes a tool error with a one-line message.

    `opened` is the server's long-lived workspace and store; without it (a one-off call) they
    are opened for this call and closed after it.
    """
    spec = TOOLS.get(name)
    if spec is None:
        return _error(f"unknown tool {name!r}; available: {', '.join(TOOLS)}")
    own = opened is None
    session = OpenWorkspace(config) if opened is None else opened
    try:
        data = spec.run(session, args or {})
    except MemtuiError as exc:
        return _error(exc.shown())
    except Exception as exc:
        # A bug must not take the agent's memory down with it: log it, report it, keep serving.
        logger.exception("memtui %s failed", name)
        return _error(redact_secrets(f"internal error in {name}: {type(exc).__name__}: {exc}"))
    finally:
        if own:
            session.close()
    # Controls and bidi overrides from notes reach the agent's host as visible stand-ins, the
    # rule of every other door (textsafe).
    data = visible_data(data)
    text = json.dumps(data, ensure_ascii=False, indent=2)
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)], structured_content=data
    )


def _error(message: str) -> types.CallToolResult:
    # A path or query echoed in the message is shown, never sent raw (a NUL, an ESC).
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=neutralise(message))], is_error=True
    )


# ------------------------------------------------------------------ server


def build_server(config: ServerConfig, opened: OpenWorkspace | None = None) -> Server[Any]:
    """The MCP server object with the three memory tools (not yet connected to a transport)."""
    shared = opened or OpenWorkspace(config)

    async def list_tools(
        ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[spec.tool for spec in TOOLS.values()])

    async def handle_call(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        # The engine is synchronous (SQL, file I/O, the tokenizer); a worker thread keeps the
        # event loop answering pings, cancellations and other calls meanwhile. A call over the
        # time limit is answered with an error; its thread is left to finish on its own (a
        # thread cannot be stopped), and what it would have answered is dropped.
        seconds = _call_seconds(shared)
        try:
            with anyio.fail_after(seconds):
                return await anyio.to_thread.run_sync(
                    call_tool,
                    config,
                    params.name,
                    dict(params.arguments or {}),
                    shared,
                    abandon_on_cancel=True,
                )
        except TimeoutError:
            logger.warning("%s took longer than %g s; answered with an error", params.name, seconds)
            return _error(
                f"{params.name} took longer than {seconds:g} s ([limits] call_seconds) and was "
                "abandoned; ask for less (fewer lines, a shorter query)"
            )

    return Server(
        SERVER_NAME,
        version=__version__,
        title="memtui memory",
        instructions=SERVER_INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=handle_call,
    )


def _call_seconds(opened: OpenWorkspace) -> float:
    """The per-call time limit, `[limits] call_seconds` of the workspace as it is now."""
    try:
        return opened.workspace().config.limits.call_seconds
    except MemtuiError:  # the call itself reports what is wrong with the workspace
        return LimitsConfig().call_seconds


def _unreadable_line_error(exc: Exception) -> types.JSONRPCError:
    """JSON-RPC's answer to a line that is not JSON (-32700) or not a JSON-RPC message (-32600);
    its id is null, as the request's own could not be read."""
    errors = exc.errors() if isinstance(exc, ValidationError) else []
    not_json = any(e.get("type") == "json_invalid" for e in errors)
    code, message = (
        (types.PARSE_ERROR, "Parse error: the line is not JSON")
        if not_json
        else (types.INVALID_REQUEST, "Invalid request: not a JSON-RPC 2.0 message")
    )
    return types.JSONRPCError(
        jsonrpc="2.0", id=None, error=types.ErrorData(code=code, message=message)
    )


# The notification `_CheckedLines` puts in place of a request whose id is not valid JSON-RPC
# (the SDK would read such a request as a notification and never answer it).
_INVALID_ID_METHOD = "memtui/invalid-request-id"


_JSON_KINDS = {dict: "an object", list: "an array", bool: "a boolean", type(None): "null"}


def _invalid_id(line: str) -> str | None:
    """Why a request's id is invalid (JSON-RPC: a string or a number; MCP: a string or an
    integer, never null), or None for every other line. A line that cannot hold the key is not
    parsed twice: the key is `"id"` as written, or spelt with a JSON escape (`"\\u0069d"`)."""
    if '"id"' not in line and "\\u00" not in line:
        return None
    try:
        message = json.loads(line)
    except (ValueError, RecursionError):
        return None  # the SDK answers it as a parse error
    if not isinstance(message, dict) or "id" not in message or "method" not in message:
        return None
    ident = message["id"]
    if isinstance(ident, str) or (isinstance(ident, int) and not isinstance(ident, bool)):
        return None
    kind = _JSON_KINDS.get(type(ident), "a number with a fraction")
    return f"Invalid request: the id must be a string or an integer, not {kind}"


class _CheckedLines:
    """stdin's lines as the SDK's reader reads them, a request with an invalid id replaced by
    a notification `_AnsweringReader` answers with -32600 (id null, as JSON-RPC says)."""

    def __init__(self, lines: Any) -> None:
        self._lines = lines.__aiter__()

    def __aiter__(self) -> _CheckedLines:
        return self

    async def __anext__(self) -> str:
        line = await self._lines.__anext__()
        reason = _invalid_id(line)
        if reason is None:
            return str(line)
        notice = {"jsonrpc": "2.0", "method": _INVALID_ID_METHOD, "params": {"reason": reason}}
        return json.dumps(notice) + "\n"


def _invalid_id_error(message: Any) -> types.JSONRPCError | None:
    """The -32600 answer to a request `_CheckedLines` found with an invalid id, else None."""
    if not isinstance(message, types.JSONRPCNotification) or message.method != _INVALID_ID_METHOD:
        return None
    reason = str((message.params or {}).get("reason", "Invalid request"))
    return types.JSONRPCError(
        jsonrpc="2.0", id=None, error=types.ErrorData(code=types.INVALID_REQUEST, message=reason)
    )


class _AnsweringReader:
    """The transport's read stream, answering the lines it could not read (see serve_stdio)
    and passing every message on; the rest of the stream's interface is the wrapped one's."""

    def __init__(self, inner: Any, write_stream: Any) -> None:
        self._inner = inner
        self._write = write_stream

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def receive(self) -> SessionMessage:
        while True:
            item = await self._inner.receive()
            if isinstance(item, Exception):
                await self._write.send(SessionMessage(_unreadable_line_error(item)))
                continue
            refused = _invalid_id_error(item.message)
            if refused is None:
                return item
            await self._write.send(SessionMessage(refused))

    def __aiter__(self) -> _AnsweringReader:
        return self

    async def __anext__(self) -> SessionMessage:
        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self) -> _AnsweringReader:
        await self._inner.__aenter__()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._inner.__aexit__(*exc)


def _load_search() -> None:
    """Import the search engine and load the Chinese segmenter's dictionary: the same for every
    workspace, and most of what a first search would wait for."""
    import importlib

    from memtui.engine.text import word_segments

    importlib.import_module("memtui.engine.recall")
    word_segments("记忆 memory")


def _warm_up(opened: OpenWorkspace) -> None:
    """Open the store and run a first search before the first call needs them (a search that
    does not vote: nothing is recorded)."""
    from memtui.engine.recall import memory_search

    try:
        ws = opened.workspace()
        now = resolve_now(ws, opened.config.now_text)
        memory_search(opened.store(ws, now), ws, "记忆 memory", now, limit=1, vote=False)
    except Exception:  # the first call reports whatever is wrong, with its message
        logger.debug("warm-up failed", exc_info=True)


async def serve_stdio(config: ServerConfig) -> None:
    """Serve the memory tools over stdin/stdout until the client closes the connection."""
    opened = OpenWorkspace(config)
    server = build_server(config, opened)
    # Before the handshake: an agent's first memory_search often follows it at once, and would
    # otherwise wait for these imports and the dictionary (about 0.3 s). The workspace's own
    # warm-up runs in a thread of its own; the first search mostly does not wait for it.
    _load_search()
    threading.Thread(target=_warm_up, args=(opened,), daemon=True, name="memtui-warm-up").start()
    # stdin read as the SDK reads it, each line checked for an id the SDK would not answer.
    text_in = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    lines = _CheckedLines(anyio.wrap_file(text_in))
    try:
        async with stdio_server(stdin=cast(Any, lines)) as (read_stream, write_stream):
            # A malformed line is answered with a JSON-RPC error instead of silence.
            answering = _AnsweringReader(read_stream, write_stream)
            await server.run(answering, write_stream, server.create_initialization_options())
    finally:
        text_in.detach()  # stdin itself stays open: it is the process's, not the server's
        opened.close()


class _LiteralFormatter(logging.Formatter):
    """Log lines whose user text (a path, a query in a traceback) cannot drive the terminal."""

    def format(self, record: logging.LogRecord) -> str:
        return neutralise(super().format(record))


def _log_to_stderr() -> None:
    handler = logging.StreamHandler()  # stderr: stdout carries the protocol
    handler.setFormatter(_LiteralFormatter("memtui mcp: %(levelname)s %(message)s"))
    root = logging.getLogger()
    if not any(isinstance(h.formatter, _LiteralFormatter) for h in root.handlers):
        root.addHandler(handler)
        root.setLevel(logging.WARNING)


def run_stdio(config: ServerConfig) -> None:
    """Check the workspace, then serve over stdio (blocking). Bad workspace or config: raises."""
    ws = config.open()
    resolve_now(ws, config.now_text)
    _log_to_stderr()
    # Pin the resolved folder: a relative --workspace must not depend on the cwd later on.
    anyio.run(serve_stdio, replace(config, workspace=ws.root))
