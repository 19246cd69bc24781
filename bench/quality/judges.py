"""Who answers deep's question "does it hold, or did it happen once?" in a replay
(`python -m bench.quality --judge …`; memtui.engine.dream.judge).

- `oracle[:KEEP,CATCH]`: an OpenAI-compatible server on 127.0.0.1 that answers from the story's
  labels — HOLDS for a statement that states a durable fact, ONCE for one that states only
  labelled items of other kinds (a to-do, noise, a replaced decision …), HOLDS for one that
  states nothing labelled (no verdict is no reason to hold it back). KEEP is the share of fact
  statements it answers HOLDS, CATCH the share of the others it answers ONCE (both 1 by
  default), chosen by a hash of the statement, so a judge that errs errs the same way every
  night, as a model at temperature 0 does. It measures how good a model must be before the
  judge is worth turning on.
- `URL MODEL` (`--judge-url`, `--judge-model`): a real model behind any OpenAI-compatible
  endpoint (its key from OPENAI_API_KEY).

Any other request (the diary's) gets a short fixed answer from the oracle.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from bench.quality.scorer import Labels
from memtui.engine.dream.judge import SYSTEM_PROMPT

DIARY_ANSWER = "I slept on the day's notes and kept what seemed to matter."


@dataclass(frozen=True)
class JudgeModel:
    """The diary and judge settings a replay writes into the workspace's configuration."""

    base_url: str
    model: str

    def config(self) -> str:
        """The workspace configuration's `[diary]` table for this model."""
        return f'\n[diary]\nmodel = "{self.model}"\nbase_url = "{self.base_url}"\n'


def parse_oracle(spec: str) -> tuple[float, float]:
    """`oracle` → (1, 1); `oracle:0.95,0.7` → (0.95, 0.7)."""
    if spec == "oracle":
        return 1.0, 1.0
    name, _, shares = spec.partition(":")
    keep, _, catch = shares.partition(",")
    try:
        pair = float(keep), float(catch)
    except ValueError:
        pair = (-1.0, -1.0)
    if name != "oracle" or not all(0 <= x <= 1 for x in pair):
        raise ValueError(f"--judge {spec!r}: expected oracle or oracle:KEEP,CATCH (0 to 1 each)")
    return pair


def _share(text: str) -> float:
    """A stable number in [0, 1) for a statement."""
    return int(hashlib.sha1(text.encode("utf-8")).hexdigest()[:8], 16) / 2**32


@dataclass
class Oracle:
    """The labels' verdict on a statement, with the configured shares of errors."""

    labels: Labels
    keep: float = 1.0
    catch: float = 1.0
    asked: int = 0

    def holds(self, statement: str) -> bool:
        self.asked += 1
        about = self.labels.about_text(statement)
        if not about:
            return True
        if "durable" in {self.labels.category(i) for i in about}:
            return _share(statement) < self.keep
        return not _share(statement) < self.catch


class OracleServer:
    """`Oracle` behind a chat-completions endpoint on 127.0.0.1 (a background thread)."""

    def __init__(self, oracle: Oracle) -> None:
        self.oracle = oracle
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(oracle))
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def model(self) -> JudgeModel:
        port = self._httpd.server_address[1]
        return JudgeModel(f"http://127.0.0.1:{port}/v1", "oracle")

    def __enter__(self) -> OracleServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)


def _answer(oracle: Oracle, body: dict[str, Any]) -> str:
    messages = body.get("messages") or []
    system = next((m.get("content", "") for m in messages if m.get("role") == "system"), "")
    user = next((m.get("content", "") for m in messages if m.get("role") == "user"), "")
    if system != SYSTEM_PROMPT:
        return DIARY_ANSWER
    return "HOLDS" if oracle.holds(str(user)) else "ONCE"


def _handler(oracle: Oracle) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            data = json.dumps(
                {
                    "id": "chatcmpl-oracle",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": body.get("model", "oracle"),
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": _answer(oracle, body)},
                            "finish_reason": "stop",
                        }
                    ],
                }
            ).encode("utf-8")
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            return

    return Handler
