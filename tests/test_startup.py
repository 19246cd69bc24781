"""Start-up: the CLI loads only what a command needs (figures: `python -m bench.startup`)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

# Slow tier (docs/contributing.md): fresh interpreters measure what a command loads.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("sqlmodel", "sqlalchemy", "numpy", "pydantic", "openai", "textual", "mcp", "jieba")


def _loaded(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", f"{code}\nimport json, sys; print(json.dumps(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        timeout=120,
    )
    return {m.split(".")[0] for m in json.loads(out.stdout.splitlines()[-1])}


def test_importing_the_cli_loads_no_engine_dependencies() -> None:
    loaded = _loaded("import memtui.cli.app")
    assert "typer" in loaded and "rich" in loaded
    assert sorted(loaded & set(HEAVY)) == []


def test_version_and_help_stay_light() -> None:
    for argv in (["--version"], ["--help"], ["search", "--help"]):
        code = (
            "import sys\nfrom memtui.cli.app import app\n"
            f"try:\n    app({argv!r}, standalone_mode=False)\nexcept SystemExit:\n    pass\n"
        )
        # typer itself brings pydantic along when it parses typed options: not ours to avoid.
        loaded = _loaded(code) - {"pydantic"}
        assert sorted(loaded & set(HEAVY)) == [], argv


def test_version_answers_before_the_parser_loads() -> None:
    code = (
        "import sys\nsys.argv = ['memtui', '--version']\nfrom memtui.cli.main import main\nmain()"
    )
    loaded = _loaded(code)
    assert "typer" not in loaded and "rich" not in loaded
    # The short way and the parser's way (any other argument before it) print the same line.
    outputs = {
        subprocess.run(
            [sys.executable, "-m", "memtui", *argv, "--version"],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            timeout=120,
        ).stdout
        for argv in ([], ["--now", "2026-01-01T00:00:00"])
    }
    assert len(outputs) == 1 and outputs.pop().startswith("memtui ")


def test_search_and_the_mcp_server_load_no_numpy() -> None:
    # numpy serves the vectorised ranking and the embeddings; a lexical search needs neither.
    loaded = _loaded("import memtui.engine.recall, memtui.mcp")
    assert "numpy" not in loaded


def test_the_app_imports_only_what_its_first_tab_shows() -> None:
    """Issue 26 item 10: the other tabs, the watcher and ingestion, the palette and help load
    after the first paint (they were a third of the app's start-up)."""
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import memtui.tui.app, json, sys; print(json.dumps(sorted(sys.modules)))",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        timeout=120,
    )
    loaded = set(json.loads(out.stdout.splitlines()[-1]))
    assert "memtui.tui.panes.fragments" in loaded
    later = {
        *(f"memtui.tui.panes.{tab}" for tab in ("rankings", "dream", "review", "diary", "memory")),
        "memtui.tui.panes.search",
        "memtui.tui.watch",
        "memtui.tui.commands",
        "memtui.tui.screens.help",
        "memtui.engine.ingest.pipeline",
        "markdown_it",
        "openai",
    }
    assert sorted(loaded & later) == []
