"""Every command shows user text literally: markup stays text, terminal codes stay visible.

A workspace whose notes, MEMORY.md, configuration and even folder name carry Rich markup and
ESC/OSC sequences goes through every command from a real shell: piped (plain text, where no
ESC byte may appear at all) and on a forced terminal at 80 and 160 columns (where memtui's own
colours are ESC sequences, so the hostile sequences themselves are looked for).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import at

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.workspace import open_workspace, open_workspace_store

# Slow tier (docs/contributing.md): the CLI as a process.
pytestmark = pytest.mark.slow

OSC_TITLE = "\x1b]0;pwned\x07"
CLEAR = "\x1b[2J"
LINK = "[link=https://evil.example]click[/link]"
NOTE = f"""# 2026-06-15
## PR 评审 [/bold]
规范：今后所有测试必须使用真实数据库 [bold red]urgent[/] {LINK}，不接受 mock。
## Hosts
Edit [/etc/hosts] before deploys {OSC_TITLE} and {CLEAR} the screen.
"""
MEMORY = f"# Memory\n\n- keep [/etc/hosts] tidy {OSC_TITLE} {LINK}\n"
HOSTILE_OUTPUT = (OSC_TITLE, CLEAR, "\x1b]8;")


def _env(columns: int | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    env.pop("FORCE_COLOR", None)
    env.pop("NO_COLOR", None)
    if columns is not None:
        env.update(FORCE_COLOR="1", COLUMNS=str(columns), TERM="xterm-256color")
    return env


def run(root: Path, *args: str, columns: int | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "memtui",
            "--workspace",
            str(root),
            "--now",
            "2026-06-21T03:00:00",
            *args,
        ],
        capture_output=True,
        text=True,
        env=_env(columns),
        timeout=120,
    )


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Even the folder name is markup: `status` and `ingest` print it.
    root = tmp_path_factory.mktemp("lit") / "ws [bold]x[/bold]"
    (root / "memory").mkdir(parents=True)
    (root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[diary]\nmodel = "[red]m\\u001b[2J"\n',
        encoding="utf-8",
    )
    (root / "memory" / "2026-06-15.md").write_text(NOTE, encoding="utf-8")
    (root / "MEMORY.md").write_text(MEMORY, encoding="utf-8")
    ws = open_workspace(root)
    store = open_workspace_store(ws)
    ingest(store, ws, at("2026-06-15T22:00:00"))
    for day, query in (
        ("16", "数据库"),
        ("17", "真实数据库"),
        ("18", "测试 数据库"),
        ("19", "mock"),
    ):
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00"))
    store.close()
    dreamed = run(root, "dream", "--json")
    assert dreamed.returncode == 0, dreamed.stderr
    return root


def _pending_id(root: Path) -> str:
    pending = json.loads(run(root, "review", "--json").stdout)
    assert pending, "the hostile note should have earned a pending promotion"
    return str(pending[0]["id"])


def _key(root: Path) -> str:
    views = json.loads(run(root, "fragments", "--json").stdout)
    return next(v["key"] for v in views if "真实数据库" in v["text"])


def _commands(root: Path) -> dict[str, tuple[str, ...]]:
    return {
        "search": ("search", "数据库", "--no-vote"),
        "search-hosts": ("search", "hosts deploys", "--no-vote"),
        "fragments": ("fragments",),
        "get": ("get", "memory/2026-06-15.md", "--no-vote"),
        "explain": ("explain", _key(root)),
        "review": ("review",),
        "review-preview": ("review", "approve", _pending_id(root), "--preview"),
        "memory-show": ("memory", "show"),
        "memory-history": ("memory", "history"),
        "status": ("status",),
        "dream": ("dream", "--dry-run"),
        "daemon": ("daemon", "--once"),
        "prompt": ("prompt",),
        "config": ("config", "show"),
    }


def test_piped_output_is_literal_and_has_no_escape_byte(hostile: Path) -> None:
    seen = ""
    for name, args in _commands(hostile).items():
        out = run(hostile, *args)
        assert out.returncode == 0, (name, out.stderr)
        assert "Traceback" not in out.stderr and "MarkupError" not in out.stderr, name
        both = out.stdout + out.stderr
        assert "\x1b" not in both and "\x07" not in both, name
        seen += both
    # What the notes said is shown as written, brackets and all, with its controls made visible.
    for literal_text in (
        "[/etc/hosts]",
        "[bold red]urgent[/]",
        LINK,
        "[/bold]",
        "ws [bold]x[/bold]",
    ):
        assert literal_text in seen
    assert "␛]0;pwned␇" in seen and "␛[2J" in seen


def test_terminal_output_never_carries_the_notes_codes(hostile: Path) -> None:
    commands = _commands(hostile)
    # Every command at 80 columns (the narrow forms); the tables at 160.
    runs = [(name, args, 80) for name, args in commands.items()] + [
        (name, commands[name], 160) for name in ("search", "fragments", "review", "explain")
    ]
    styled = 0
    for name, args, columns in runs:
        out = run(hostile, *args, columns=columns)
        assert out.returncode == 0, (name, out.stderr)
        both = out.stdout + out.stderr
        assert not [seq for seq in HOSTILE_OUTPUT if seq in both], (name, columns)
        assert "MarkupError" not in both, (name, columns)
        styled += "\x1b[" in both
    assert styled >= len(runs) // 2  # the terminal forms really ran (memtui's own colours)


def test_daemon_keeps_brackets_of_its_own_message(hostile: Path) -> None:
    out = run(hostile, "daemon", "--once")
    assert "[dreaming] enabled = true" in out.stderr


@pytest.mark.parametrize(
    ("args", "kept"),
    [
        (("--help",), "`embeddings` section"),
        (("serve", "--help"), "memtui[serve]"),
    ],
)
def test_help_texts_keep_their_brackets(tmp_path: Path, args: tuple[str, ...], kept: str) -> None:
    """Help is Rich markup: a bracketed word in a docstring must be escaped, or it vanishes."""
    result = run(tmp_path, *args, columns=200)
    assert result.returncode == 0, result.stderr
    assert kept in result.stdout
