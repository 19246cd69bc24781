"""A small OpenAI-compatible `/v1/embeddings` server for tests: real HTTP on 127.0.0.1.

Its vectors are a hashed bag of words (each lower-cased word adds 1 to one of `DIM`
dimensions, with a synonym table folding a few words together), so which text is near which is
known without a model, and the real `openai` client is exercised end to end. It records every
request body; `fail_with` makes it answer an HTTP error instead.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

DIM = 64
# Words the server treats as one meaning, like a model would.
SAME = {"approves": "sign", "approval": "sign", "signs": "sign", "release": "ship", "ships": "ship"}


def vector(text: str) -> list[float]:
    out = [0.0] * DIM
    for word in re.findall(r"\w+", text.lower()):
        word = SAME.get(word, word)
        out[int(hashlib.sha1(word.encode()).hexdigest(), 16) % DIM] += 1.0
    return out


@dataclass
class EmbeddingServer:
    requests: list[dict[str, Any]] = field(default_factory=list)
    fail_with: int = 0
    _httpd: ThreadingHTTPServer | None = None

    def start(self) -> EmbeddingServer:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append({"path": self.path, **body})
                if server.fail_with:
                    self._send(server.fail_with, {"error": {"message": "boom", "type": "x"}})
                    return
                texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
                data = [
                    {"object": "embedding", "index": i, "embedding": vector(t)}
                    for i, t in enumerate(texts)
                ]
                self._send(
                    200,
                    {
                        "object": "list",
                        "data": data,
                        "model": body["model"],
                        "usage": {"prompt_tokens": 1, "total_tokens": 1},
                    },
                )

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                raw = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()

    @property
    def base_url(self) -> str:
        assert self._httpd is not None
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"


@pytest.fixture
def embedding_server() -> Iterator[EmbeddingServer]:
    server = EmbeddingServer().start()
    try:
        yield server
    finally:
        server.stop()
