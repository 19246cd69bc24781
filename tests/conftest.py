"""Shared fixtures: real SQLite files in tmp_path, and a real PostgreSQL when one is configured."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import PG_URL, at

from memtui.engine.store import Store
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store


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
