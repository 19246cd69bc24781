"""`memtui serve`: the app in a browser. A real server on 127.0.0.1, fetched over HTTP, and the
app driven over the same websocket a browser uses (the screenshot in screenshots/serve.png is
taken by `python -m memtui.demo.serve_screenshot` in headless Chromium)."""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.workspace import Workspace, open_workspace_store

# Slow tier (docs/contributing.md): memtui serve and a headless browser.
pytestmark = pytest.mark.slow

aiohttp = pytest.importorskip("aiohttp", reason="memtui serve needs the `serve` extra")
pytest.importorskip("textual_serve", reason="memtui serve needs the `serve` extra")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for_http(url: str, proc: subprocess.Popen[bytes], timeout: float = 90) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else b""
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                return response.read().decode("utf-8")
        except OSError:
            time.sleep(0.3)
    raise AssertionError(f"{url} did not answer in {timeout} s")


@pytest.fixture
def served(ws: Workspace) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    store = open_workspace_store(ws)
    ingest(store, ws, at("2026-06-15T22:00:00"))
    store.close()
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "memtui",
            "--workspace",
            str(ws.root),
            "--now",
            "2026-06-16T10:00:00",
            "serve",
            "--port",
            str(port),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
        start_new_session=True,
    )
    try:
        yield f"127.0.0.1:{port}", proc
    finally:
        if proc.poll() is None:  # a test may have stopped the server itself
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


async def _app_screen(address: str, needle: str, timeout: float = 120) -> str:
    """What the app sends a browser of 120×40 until `needle` shows up in it."""
    seen = ""
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(f"ws://{address}/ws?width=120&height=40") as websocket,
    ):
        deadline = time.monotonic() + timeout
        while needle not in seen:
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"{needle!r} never arrived; got {seen[-500:]!r}"
            message = await websocket.receive(timeout=remaining)
            if message.type == aiohttp.WSMsgType.BINARY:
                seen += message.data.decode("utf-8", errors="replace")
            elif message.type == aiohttp.WSMsgType.TEXT:
                seen += message.data
            else:
                raise AssertionError(f"websocket closed: {message!r}; got {seen[-500:]!r}")
    return seen


def test_serve_answers_over_http_and_runs_the_app(
    served: tuple[str, subprocess.Popen[bytes]], ws: Workspace
) -> None:
    address, proc = served
    page = wait_for_http(f"http://{address}/", proc)
    # The page names the workspace and points its terminal at this server's websocket.
    assert f"memtui · {ws.root.name}" in page
    assert f'data-session-websocket-url="ws://{address}/ws"' in page
    # A browser's websocket gets the app itself, on this workspace: its tabs and the note.
    screen = asyncio.run(_app_screen(address, "Rankings"))
    assert "Fragments" in screen and "Review" in screen


def test_serve_refuses_a_missing_workspace_in_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "memtui",
            "--workspace",
            str(tmp_path / "nope"),
            "serve",
            "--port",
            str(free_port()),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 1 and "does not exist" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.skipif(
    not (shutil.which("chromium") or shutil.which("chromium-browser")),
    reason="needs headless Chromium (Debian package chromium)",
)
def test_the_app_draws_itself_in_headless_chromium(ws: Workspace, tmp_path: Path) -> None:
    """A real browser: the page's terminal receives the app (shoot waits for it, or times out)
    and the screenshot is a drawn screen at the window's size, not a blank page."""
    from memtui.demo.serve_screenshot import WINDOW, shoot

    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    store = open_workspace_store(ws)
    ingest(store, ws, at("2026-06-15T22:00:00"))
    store.close()
    png = shoot(ws.root, tmp_path / "serve.png", "2026-06-16T10:00:00").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", png[16:24])
    assert width == WINDOW[0] and 0 < height <= WINDOW[1]  # the page, without the window's bars
    assert len(png) > 30_000  # text on a terminal; a blank 1400×900 page is a few KB


def _app_processes(root: Path) -> list[int]:
    """Pids of the `memtui --workspace ROOT app` processes (the ones textual-serve starts)."""
    pids = []
    for entry in Path("/proc").iterdir():
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if str(root).encode() in argv and b"app" in argv and b"serve" not in argv:
            pids.append(int(entry.name))
    return pids


def _wait_until_gone(root: Path, seconds: float) -> list[int]:
    deadline = time.monotonic() + seconds
    while (left := _app_processes(root)) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# A few seconds for the app to finish its start and hear the server's "quit", plus its grace.
OUTLIVE_SECONDS = 10.0


@pytest.mark.skipif(CHROMIUM is None, reason="needs headless Chromium (Debian package chromium)")
def test_no_app_outlives_a_browser_that_leaves_before_it_drew(
    served: tuple[str, subprocess.Popen[bytes]], ws: Workspace, tmp_path: Path
) -> None:
    """Headless Chromium's --screenshot leaves a couple of seconds after loading the page, long
    before the app has drawn: the app textual-serve started for it must end too, and the server
    must go on serving."""
    address, proc = served
    wait_for_http(f"http://{address}/", proc)
    assert CHROMIUM is not None
    subprocess.run(
        [
            CHROMIUM,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            f"--user-data-dir={tmp_path / 'profile'}",
            f"--screenshot={tmp_path / 'early.png'}",
            "--window-size=1400,900",
            f"http://{address}/",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=120,
        check=False,
    )
    assert _wait_until_gone(ws.root, OUTLIVE_SECONDS) == []
    assert proc.poll() is None
    # The next browser still gets an app.
    assert "Fragments" in asyncio.run(_app_screen(address, "Rankings"))


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGKILL], ids=["term", "kill"])
def test_stopping_the_server_ends_every_app_it_started(
    served: tuple[str, subprocess.Popen[bytes]], ws: Workspace, stop: signal.Signals
) -> None:
    """The server stopped (or killed) while a browser is connected: no app is left behind."""
    address, proc = served
    wait_for_http(f"http://{address}/", proc)

    async def connect_and_stop() -> None:
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(f"ws://{address}/ws?width=120&height=40") as websocket,
        ):
            await websocket.receive(timeout=60)  # the app has started and is talking
            assert _app_processes(ws.root)
            proc.send_signal(stop)
            await asyncio.to_thread(proc.wait, 30)

    asyncio.run(connect_and_stop())
    assert _wait_until_gone(ws.root, OUTLIVE_SECONDS) == []
