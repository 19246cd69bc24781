"""Shared fixtures: real SQLite files in tmp_path, and a real PostgreSQL when one is configured."""

from __future__ import annotations

import importlib
import os
import platform
import sys
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import PG_URL, at

from memtui.engine.store import Store
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

# The fast tier (`pytest -m "not slow"`, docs/contributing.md) holds no test that starts a
# process: Python's audit events name every process start, so an unmarked one is caught here.
_PROCESS_EVENTS = frozenset({"subprocess.Popen", "os.posix_spawn", "os.fork", "os.exec"})
_STARTED = pytest.StashKey[list[str]]()
_spawned: list[str] | None = None  # the running test's process starts


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if _spawned is not None and event in _PROCESS_EVENTS:
        _spawned.append(f"{event} {args[1] if event == 'subprocess.Popen' else ''}".strip())


sys.addaudithook(_audit)
# The openai client asks `platform` for the processor, which runs `uname -p` once per
# interpreter, and croniter asks for the architecture when imported, which runs `file`: asked
# here, those processes belong to no test (the app imports its other tabs after the first paint,
# so croniter would otherwise be imported inside whichever test opened the app first).
platform.processor()
importlib.import_module("croniter")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, Any, None]:
    """A test that started a process fails unless it carries the `slow` marker."""
    outcome = yield
    report = outcome.get_result()
    if report.when == "call" and report.passed and item.get_closest_marker("slow") is None:
        started = item.stash.get(_STARTED, [])
        if started:
            report.outcome = "failed"
            report.longrepr = (
                f"started a process ({started[0]}) without the slow marker: mark it "
                "@pytest.mark.slow so the fast tier stays fast (docs/contributing.md)"
            )


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, None, None]:
    global _spawned
    _spawned = item.stash.setdefault(_STARTED, [])
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    global _spawned
    _spawned = item.stash.setdefault(_STARTED, [])
    yield
    _spawned = None


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never see the developer's own memtui or OpenAI settings."""
    for name in list(os.environ):
        if (name.startswith("MEMTUI_") and name != "MEMTUI_TEST_POSTGRES_URL") or name.startswith(
            "OPENAI_"
        ):
            monkeypatch.delenv(name, raising=False)


@pytest.fixture
def ws_root(tmp_path: Path) -> Path:
    root = tmp_path / "workspace"
    (root / "memory").mkdir(parents=True)
    (root / ".memtui.toml").write_text('[dreaming]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")
    return root


@pytest.fixture
def ws(ws_root: Path) -> Workspace:
    return open_workspace(ws_root)


def _backends() -> list[object]:
    return [
        "sqlite",
        pytest.param(
            "postgresql",
            marks=[
                pytest.mark.postgres,
                pytest.mark.skipif(
                    not PG_URL, reason="MEMTUI_TEST_POSTGRES_URL is not set (.ci/run sets it)"
                ),
            ],
        ),
    ]


@pytest.fixture(params=_backends())
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def store_url(backend: str) -> str:
    return PG_URL if backend == "postgresql" else ""


@pytest.fixture
def store(ws: Workspace, store_url: str) -> Iterator[Store]:
    s = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        yield s
    finally:
        s.close()
