"""architecture.md: the engine knows nothing of the UI."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "memtui" / "engine"


def test_engine_never_imports_textual() -> None:
    offenders = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [
                f"{path.name}: {n}"
                for n in names
                if n.split(".")[0] in ("textual", "memtui.tui") or n.startswith("memtui.tui")
            ]
    assert ENGINE.is_dir() and list(ENGINE.rglob("*.py"))
    assert offenders == []
