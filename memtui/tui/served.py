"""The app in a browser tab (`memtui serve`): a web driver that never outlives its connection.

textual-serve runs one `memtui app` per browser tab and, when the tab goes, sends it "quit"
and stops reading its output. An app asked to quit while it is still starting can miss its own
exit and keep redrawing at full CPU with nobody watching. So the driver keeps a lifeline: once
the connection is gone (a "quit" from the server, SIGTERM or SIGINT, the server's pipe closed,
or the server itself gone) the app gets `GRACE_SECONDS` to end cleanly, then the process ends.
Nothing is lost by that: every write of the app is a committed transaction or an atomic file
replacement (architecture.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import threading
import time
from types import FrameType
from typing import Any

from textual import messages
from textual.drivers.web_driver import WebDriver

GRACE_SECONDS = 2.0
POLL_SECONDS = 0.25


class Lifeline:
    """Ends the process `grace` seconds after `cut()`, or after the parent process went away."""

    def __init__(self, grace: float = GRACE_SECONDS, poll: float = POLL_SECONDS) -> None:
        self.grace = grace
        self.poll = poll
        self._parent = os.getppid()
        self._deadline: float | None = None
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._watch, name="memtui-lifeline", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def cut(self) -> None:
        """The connection is gone: the process ends within the grace period, whatever it does."""
        with self._lock:
            if self._deadline is None:
                self._deadline = time.monotonic() + self.grace

    def _watch(self) -> None:
        while True:
            time.sleep(self.poll)
            if os.getppid() != self._parent:  # reparented: the server is gone
                self.cut()
            with self._lock:
                deadline = self._deadline
            if deadline is not None and time.monotonic() >= deadline:
                os._exit(0)


class ServedDriver(WebDriver):
    """Textual's web driver with a lifeline (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lifeline = Lifeline()
        self._app_loop: asyncio.AbstractEventLoop | None = None

    def start_application_mode(self) -> None:
        super().start_application_mode()
        self._app_loop = asyncio.get_running_loop()
        # Plain signal handlers, not the event loop's: they run even when the loop is stuck.
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, self._on_signal)
        self.lifeline.start()

    def _on_signal(self, _signum: int, _frame: FrameType | None) -> None:
        self._leave()

    def _leave(self) -> None:
        self.lifeline.cut()
        if self._app_loop is None:
            return
        # A closed loop raises RuntimeError: the app is ending already.
        with contextlib.suppress(RuntimeError):
            self._app_loop.call_soon_threadsafe(self._app.post_message, messages.ExitApp())

    def on_meta(self, packet_type: str, payload: dict[str, object]) -> None:
        if packet_type == "quit":
            self.lifeline.cut()
        super().on_meta(packet_type, payload)

    def run_input_thread(self) -> None:
        super().run_input_thread()
        if not self.exit_event.is_set():  # the server closed our input without a "quit"
            self._leave()
