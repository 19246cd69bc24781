"""The app in a browser: `python -m memtui.demo.serve_screenshot` writes screenshots/serve.png.

Starts `memtui serve` on the demo workspace (127.0.0.1, a free port), opens the page in headless
Chromium (Debian package `chromium`) and waits, through the DevTools protocol, until the app has
drawn its tabs in the page's terminal, then saves a PNG. Needs the `serve` extra (textual-serve,
which brings aiohttp, used here as the DevTools client).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from memtui.demo.workspace import build_demo, default_demo_dir, demo_clock, is_demo_workspace

WINDOW = (1400, 900)
# textual-serve marks the page once the app's first bytes reached the terminal.
READY_JS = "document.body.classList.contains('-first-byte')"
# Then the app loads its first tab's data and the terminal repaints.
SETTLE_SECONDS = 8


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_http(url: str, timeout: float) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                return json.loads(response.read() or b"null") if url.endswith("json") else None
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


async def _capture(devtools_port: int, url: str, out: Path, timeout: float) -> None:
    import aiohttp

    targets = _wait_http(f"http://127.0.0.1:{devtools_port}/json", timeout)
    page = next(t for t in targets if t.get("type") == "page")
    counter = 0
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0) as cdp,
    ):

        async def call(method: str, **params: Any) -> dict[str, Any]:
            nonlocal counter
            counter += 1
            await cdp.send_json({"id": counter, "method": method, "params": params})
            while True:
                reply = await cdp.receive_json()
                if reply.get("id") == counter:
                    return dict(reply.get("result", {}))

        await call("Page.enable")
        await call("Page.navigate", url=url)
        deadline = time.monotonic() + timeout
        while True:
            done = await call("Runtime.evaluate", expression=READY_JS, returnByValue=True)
            if done.get("result", {}).get("value") is True:
                break
            if time.monotonic() > deadline:
                raise TimeoutError("the app did not appear in the page")
            await asyncio.sleep(0.5)
        await asyncio.sleep(SETTLE_SECONDS)
        shot = await call("Page.captureScreenshot", format="png")
        out.write_bytes(base64.b64decode(shot["data"]))


def shoot(root: Path, out: Path, now_text: str, timeout: float = 120) -> Path:
    """Serve `root`, open it in headless Chromium, save the page as `out` (PNG)."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        raise SystemExit("chromium not found (apt-get install chromium)")
    port, devtools = _free_port(), _free_port()
    command = [sys.executable, "-m", "memtui", "--workspace", str(root)]
    if now_text:
        command += ["--now", now_text]
    server = subprocess.Popen(
        [*command, "serve", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    with tempfile.TemporaryDirectory(prefix="memtui-chromium-") as profile:
        chrome = subprocess.Popen(
            [
                browser,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                f"--user-data-dir={profile}",
                f"--remote-debugging-port={devtools}",
                f"--window-size={WINDOW[0]},{WINDOW[1]}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            _wait_http(f"http://127.0.0.1:{port}/", timeout)
            asyncio.run(_capture(devtools, f"http://127.0.0.1:{port}/", out, timeout))
        finally:
            for proc in (chrome, server):
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(timeout=30)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--demo", type=Path, default=None, help="demo workspace")
    parser.add_argument("--out", type=Path, default=Path("screenshots") / "serve.png")
    args = parser.parse_args(argv)
    root = (args.demo or default_demo_dir()).expanduser()
    if not is_demo_workspace(root):
        build_demo(root)
    clock = demo_clock(root)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    print(shoot(root, args.out, clock.isoformat() if clock else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
