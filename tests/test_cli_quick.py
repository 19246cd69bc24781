"""A plain `memtui search` or `memtui get` runs without typer (`memtui.cli.quick`) and prints,
votes and fails exactly as typer's commands do; anything else goes to typer."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import at, write_note

from memtui.cli.quick import parse
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.workspace import open_workspace, open_workspace_store

ROOT = Path(__file__).resolve().parents[1]
NOW = "2026-06-18T10:00:00"


@pytest.mark.parametrize(
    ("argv", "parsed"),
    [
        (["search", "数据库"], ("search", "数据库", {})),
        (
            ["-w", "ws", "--now=N", "--db", "", "search", "--json", "q", "-n", "5"],
            (
                "search",
                "q",
                {"workspace": "ws", "now": "N", "db": "", "--json": "--json", "limit": "5"},
            ),
        ),
        (
            ["search", "q", "--limit=100", "--no-vote"],
            ("search", "q", {"limit": "100", "--no-vote": "--no-vote"}),
        ),
        (
            ["get", "memory/2026-06-11.md:3:1", "--json"],
            ("get", "memory/2026-06-11.md:3:1", {"--json": "--json"}),
        ),
        (["search", "-"], ("search", "-", {})),
    ],
)
def test_plain_searches_and_gets_are_read_here(argv: list[str], parsed: tuple[object, ...]) -> None:
    assert parse(argv) == parsed


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--version"],
        ["status"],
        ["search"],
        ["search", "a", "b"],
        ["search", "--help"],
        ["search", "q", "--limit", "0"],
        ["search", "q", "--limit", "101"],
        ["search", "q", "-n", "1_0"],
        ["search", "q", "-n"],
        ["search", "q", "--json", "--json"],
        ["search", "--", "-q"],
        ["search", "q", "--workspace", "ws"],
        ["-w", "ws", "-w", "ws2", "search", "q"],
        ["-w=ws", "search", "q"],
        ["search", "q", "-n=5"],
        ["get", "x", "--limit", "3"],
        ["--workspace"],
    ],
)
def test_anything_else_goes_to_typer(argv: list[str]) -> None:
    assert parse(argv) is None


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("quick") / "ws"
    (root / "memory").mkdir(parents=True)
    (root / ".memtui.toml").write_text('[dreaming]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")
    ws = open_workspace(root)
    write_note(
        ws,
        "2026-06-10",
        "# 2026-06-10\n## 评审\n规范：今后所有测试必须使用真实数据库，不接受 mock。\n",
    )
    write_note(
        ws,
        "2026-06-11",
        "# 2026-06-11\n## Rules\nEvery database migration needs a rollback script reviewed by ops.\n",
    )
    store = open_workspace_store(ws, now=at("2026-06-11T23:00:00"))
    try:
        ingest(store, ws, at("2026-06-11T23:00:00"))
    finally:
        store.close()
    return root


def _memtui(how: str, root: Path, argv: list[str]) -> tuple[int, str, str]:
    """Run memtui the console script's way (`quick` when it can) or always through typer."""
    entry = (
        ["-m", "memtui"] if how == "quick" else ["-c", "from memtui.cli.app import main; main()"]
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    out = subprocess.run(
        [sys.executable, *entry, *[a.replace("{ws}", str(root)) for a in argv]],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**env, "PYTHONPATH": str(ROOT), "COLUMNS": "100"},
    )
    return (
        out.returncode,
        out.stdout.replace(str(root), "{ws}"),
        out.stderr.replace(str(root), "{ws}"),
    )


@pytest.mark.slow
def test_quick_and_typer_print_vote_and_fail_alike(workspace: Path, tmp_path: Path) -> None:
    runs = [
        ["--workspace", "{ws}", "--now", NOW, "search", "真实数据库"],
        ["--workspace", "{ws}", "--now", NOW, "search", "真实数据库"],  # deduplicated today
        ["-w", "{ws}", "--now", NOW, "search", "--json", "database rollback", "-n", "1"],
        ["-w", "{ws}", "--now", NOW, "search", "database rollback", "--no-vote"],
        ["-w", "{ws}", "--now", NOW, "search", "kubernetes"],
        ["-w", "{ws}", "--now", NOW, "get", "memory/2026-06-11.md:3:1"],
        ["-w", "{ws}", "--now", NOW, "get", "memory/2026-06-11.md:3:1", "--json"],
        ["-w", "{ws}", "--now", NOW, "get", "memory/2026-06-11.md:x"],
        ["-w", "{ws}", "--now", NOW, "get", "../outside.md"],
        ["-w", "{ws}", "--now", "yesterday", "search", "q"],
        ["-w", "{ws}", "--db", "mysql://u@h/d", "search", "q"],
        ["-w", "{ws}/missing", "search", "q"],
    ]
    assert all(parse([a for a in argv]) is not None for argv in runs)
    quick_root = shutil.copytree(workspace, tmp_path / "quick")
    typer_root = shutil.copytree(workspace, tmp_path / "typer")
    results = {"quick": [], "typer": []}
    for argv in runs:
        for how, root in (("quick", quick_root), ("typer", typer_root)):
            results[how].append(_memtui(how, root, argv))
    assert results["quick"] == results["typer"]
    codes = [code for code, _out, _err in results["quick"]]
    assert codes[:7] == [0] * 7 and all(code != 0 for code in codes[7:])
    assert "1 vote(s) recorded" in results["quick"][0][2] + results["quick"][0][1]
    assert "already counted today" in results["quick"][1][2] + results["quick"][1][1]
