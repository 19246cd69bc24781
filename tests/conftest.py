"""Shared fixtures: real SQLite files in tmp_path, and a real PostgreSQL when one is configured."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memtui.engine.store import Store
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

PG_URL = os.environ.get("MEMTUI_TEST_POSTGRES_URL", "")
TZ = ZoneInfo("Asia/Shanghai")

RUNNING_EXAMPLE_NOTE = """# {day}
## PR 评审
发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。
规范：今后所有测试必须使用真实数据库，不接受 mock。
"""


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never see the developer's own memtui or OpenAI settings."""
    for name in list(os.environ):
        if (name.startswith("MEMTUI_") and name != "MEMTUI_TEST_POSTGRES_URL") or name.startswith(
            "OPENAI_"
        ):
            monkeypatch.delenv(name, raising=False)


def at(text: str) -> datetime:
    """A wall-clock time in the test timezone (Asia/Shanghai)."""
    return datetime.fromisoformat(text).replace(tzinfo=TZ)


def write_note(ws: Workspace | Path, day: str, text: str) -> Path:
    root = ws.root if isinstance(ws, Workspace) else ws
    path = root / "memory" / f"{day}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


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
