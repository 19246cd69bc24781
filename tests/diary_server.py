"""A small OpenAI-compatible chat-completions server for Dream Diary tests.

It is real HTTP on 127.0.0.1 (random port, background thread), so the real ``openai`` client is
exercised end to end: request encoding, timeouts, status handling and response parsing. It
records every request body and counts how many requests are in flight at once, which is how
tests prove the process-wide concurrency cap is both respected and actually reached.

Use the :func:`diary_server` pytest fixture, or :class:`DiaryServer` as a context manager.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

import pytest

__all__ = ["DEFAULT_ANSWER", "DiaryServer", "RecordedRequest", "Reply", "diary_server"]

# A forgotten release() must not hang the test run.
HOLD_LIMIT = 10.0

Mode = Literal["ok", "error", "empty", "malformed", "reject_sampling"]

# About 100 words: inside the 80–180 range the prompt asks for.
DEFAULT_ANSWER = (
    "The afternoon kept circling back to one stubborn lesson. A mock that behaved perfectly on "
    "my desk had quietly hidden a migration bug, and only the real weight of production "
    "brought it into the light. So now there is a rule, half written in the repository and "
    "half in my bones: tests must carry real data, the way a bridge must carry real trucks. "
    "I think about the staging server humming before every release, patient as a lighthouse. "
    "Nothing dramatic happened today, and that is exactly the point. The calm was built on "
    "last quarter's scare, and I am grateful for it."
)


@dataclass(frozen=True)
class Reply:
    """How the server answers one request.

    ``mode``: ``ok`` (a normal completion with ``text``), ``error`` (HTTP ``status`` with an
    OpenAI-style error body), ``empty`` (a completion whose content is empty), ``malformed``
    (a 200 whose body is not valid JSON), ``reject_sampling`` (a 400 like OpenAI's reasoning
    models give when ``max_tokens`` or ``temperature`` is sent; a normal answer otherwise).
    ``delay`` stalls before answering, in every mode.
    """

    mode: Mode = "ok"
    text: str = DEFAULT_ANSWER
    delay: float = 0.0
    status: int = 500


@dataclass(frozen=True)
class RecordedRequest:
    """One request as the server received it (recorded on arrival, before any stall)."""

    path: str
    headers: dict[str, str]  # names lower-cased
    body: dict[str, Any]

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list(self.body.get("messages", []))

    def message(self, role: str) -> str:
        """The content of the first message with ``role`` ("" when absent)."""
        for msg in self.messages:
            if msg.get("role") == role:
                return str(msg.get("content", ""))
        return ""


@dataclass
class DiaryServer:
    """The fixture server. Configure with :meth:`set_reply` / :meth:`queue`; inspect afterwards."""

    reply: Reply = field(default_factory=Reply)
    requests: list[RecordedRequest] = field(default_factory=list)
    in_flight: int = 0
    max_in_flight: int = 0
    _script: deque[Reply] = field(default_factory=deque)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _changed: threading.Condition = field(init=False)
    # Set on shutdown so stalled handler threads return at once instead of sleeping on.
    _stopping: threading.Event = field(default_factory=threading.Event)
    # Cleared by hold(): requests then wait (up to HOLD_LIMIT seconds) until release().
    _open: threading.Event = field(default_factory=threading.Event)
    _httpd: ThreadingHTTPServer | None = None
    _thread: threading.Thread | None = None

    def __post_init__(self) -> None:
        self._changed = threading.Condition(self._lock)
        self._open.set()

    # --- lifecycle ---------------------------------------------------------------------------
    def start(self) -> DiaryServer:
        httpd = ThreadingHTTPServer(("127.0.0.1", 0), _make_handler(self))
        httpd.daemon_threads = True
        # Handler threads may still be stalling when a test ends; don't wait for them.
        httpd.block_on_close = False
        self._httpd = httpd
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        self._open.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None
        self._thread = None

    def __enter__(self) -> DiaryServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._httpd is not None, "server not started"
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        """What ``diary.base_url`` / ``OPENAI_BASE_URL`` should be set to."""
        return f"http://127.0.0.1:{self.port}/v1"

    # --- configuration -----------------------------------------------------------------------
    def set_reply(self, mode: Mode = "ok", **kwargs: Any) -> None:
        """The default reply for every request not covered by :meth:`queue`."""
        with self._lock:
            self.reply = Reply(mode=mode, **kwargs)

    def queue(self, *replies: Reply) -> None:
        """Replies used once each, in order, before falling back to the default reply."""
        with self._lock:
            self._script.extend(replies)

    def hold(self) -> None:
        """Keep every request waiting at the server until :meth:`release` — a stall that ends
        exactly when the test says so, for timing-independent concurrency checks."""
        self._open.clear()

    def release(self) -> None:
        """Let held requests (and later ones) proceed to their reply."""
        self._open.set()

    def reset(self) -> None:
        """Forget recorded requests and the in-flight maximum (not the configured replies)."""
        with self._lock:
            self.requests.clear()
            self.max_in_flight = self.in_flight

    def wait_for_in_flight(self, count: int, timeout: float = 5.0) -> bool:
        """Block until at least ``count`` requests are in flight; False on timeout."""
        with self._changed:
            return self._changed.wait_for(lambda: self.in_flight >= count, timeout)

    # --- request handling (called from handler threads) ---------------------------------------
    def _begin(self, request: RecordedRequest) -> Reply:
        with self._changed:
            self.requests.append(request)
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
            self._changed.notify_all()
            return self._script.popleft() if self._script else self.reply

    def _end(self) -> None:
        with self._changed:
            self.in_flight -= 1
            self._changed.notify_all()


def _completion(model: str, content: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-diary-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def _error(message: str, kind: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": None, "code": None}}


def _make_handler(server: DiaryServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
            """Keep pytest output quiet."""

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            if self.path.rstrip("/") != "/v1/chat/completions":
                self._send(404, _error(f"no route {self.path}", "not_found_error"))
                return
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                self._send(400, _error("request body is not JSON", "invalid_request_error"))
                return
            headers = {name.lower(): value for name, value in self.headers.items()}
            recorded = RecordedRequest(self.path, headers, body)
            reply = server._begin(recorded)
            try:
                if not server._open.wait(HOLD_LIMIT):
                    raise TimeoutError("a held request was never released")
                if reply.delay > 0:
                    server._stopping.wait(reply.delay)
                self._answer(reply, str(body.get("model", "")), body)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (timeout); nothing left to answer
            except TimeoutError:
                self._send(503, _error("held request was never released", "server_error"))
            finally:
                server._end()

        def _answer(self, reply: Reply, model: str, body: dict[str, Any]) -> None:
            if reply.mode == "error":
                self._send(reply.status, _error("the fixture server failed", "server_error"))
            elif reply.mode == "empty":
                self._send(200, _completion(model, ""))
            elif reply.mode == "malformed":
                self._send_raw(200, b'{"id": "chatcmpl-broken", "choices": [{"message": ')
            elif reply.mode == "reject_sampling" and (
                "max_tokens" in body or "temperature" in body
            ):
                message = "Unsupported parameter: 'max_tokens'. Use 'max_completion_tokens'."
                self._send(400, _error(message, "invalid_request_error"))
            else:
                self._send(200, _completion(model, reply.text))

        def _send(self, status: int, payload: dict[str, Any]) -> None:
            self._send_raw(status, json.dumps(payload).encode("utf-8"))

        def _send_raw(self, status: int, data: bytes) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    return Handler


@pytest.fixture
def diary_server() -> Iterator[DiaryServer]:
    """A started :class:`DiaryServer`, stopped after the test."""
    with DiaryServer() as server:
        yield server
