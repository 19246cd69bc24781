"""docs/architecture.md: the engine knows nothing of its front doors, checked in fresh
interpreters (what a module really loads), by import-linter's contracts, and by the parser."""

from __future__ import annotations

import ast
import graphlib
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "memtui" / "engine"
UI_MODULES = ("textual", "memtui.tui", "typer", "memtui.cli")


def _modules() -> list[str]:
    names = []
    for path in sorted((ROOT / "memtui").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__main__":
            continue  # runs the program when imported
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def _loaded_by(module: str) -> list[str]:
    """The modules a fresh interpreter holds after importing `module` alone."""
    code = f"import json, sys; import {module}; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return json.loads(out.stdout)


@pytest.mark.slow
@pytest.mark.parametrize(
    "module", ["memtui.engine.dream.cycle", "memtui.engine.recall", "memtui.mcp"]
)
def test_engine_and_mcp_load_no_ui(module: str) -> None:
    loaded = _loaded_by(module)
    assert module in loaded
    ui = [m for m in loaded if m.split(".")[0] in UI_MODULES or m.startswith(UI_MODULES)]
    assert ui == []


@pytest.mark.slow
def test_every_module_imports_on_its_own() -> None:
    """Each module imported into an interpreter holding no other memtui module: an import
    cycle that only works in one order fails here."""
    code = (
        "import importlib, json, sys, warnings\n"
        "from sqlmodel import SQLModel\n"
        "warnings.simplefilter('ignore')\n"
        "failed = {}\n"
        f"for name in {_modules()!r}:\n"
        "    for loaded in [m for m in sys.modules if m == 'memtui' or m.startswith('memtui.')]:\n"
        "        del sys.modules[loaded]\n"
        "    SQLModel.metadata.clear()  # the tables are defined again by the fresh import\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except Exception as exc:\n"
        "        failed[name] = repr(exc)\n"
        "print(json.dumps(failed))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert json.loads(out.stdout.splitlines()[-1]) == {}


@pytest.mark.slow
def test_import_contracts_hold() -> None:
    """pyproject.toml's import-linter contracts: engine ← cli / mcp / tui, never the reverse."""
    lint = Path(sys.executable).with_name("lint-imports")
    out = subprocess.run(
        [str(lint)], capture_output=True, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT)}
    )
    assert out.returncode == 0, out.stdout[-2000:]
    assert "0 broken" in out.stdout


def test_engine_source_never_imports_the_ui() -> None:
    """The parser's view too: a lazy import inside a function is still an import."""
    offenders = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.startswith(UI_MODULES)]
    assert list(ENGINE.rglob("*.py"))
    assert offenders == []


def _contracts() -> list[dict[str, Any]]:
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(config["tool"]["importlinter"]["contracts"])


def _engine_children() -> set[str]:
    """The engine's top-level modules and packages, as import-linter names them."""
    return {
        f"memtui.engine.{p.stem if p.is_file() else p.name}"
        for p in ENGINE.iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").is_file()
    }


def test_every_engine_module_has_a_layer() -> None:
    """A new engine module must be placed in architecture.md §2's layers contract, once."""
    (layers,) = [c for c in _contracts() if c["type"] == "layers"]
    named = [
        f"memtui.engine.{m.strip()}" for layer in layers["layers"] for m in re.split(r"[:|]", layer)
    ]
    assert sorted(named) == sorted(set(named)), "a module is in two layers"
    assert set(named) == _engine_children()


def test_the_sql_contract_covers_every_module_but_the_store() -> None:
    """'No SQLAlchemy outside the store' names every module of the package but the store."""
    (sql,) = [c for c in _contracts() if set(c.get("forbidden_modules", [])) >= {"sqlalchemy"}]
    top = {
        f"memtui.{p.stem if p.is_file() else p.name}"
        for p in (ROOT / "memtui").iterdir()
        if (p.suffix == ".py" and p.stem not in ("__init__", "__main__"))
        or (p / "__init__.py").is_file()
    }
    expected = (top - {"memtui.engine"}) | (_engine_children() - {"memtui.engine.store"})
    assert set(sql["source_modules"]) == expected


def test_the_engine_map_names_every_engine_module() -> None:
    """`memtui.engine.__all__` (the pipeline map's index) names each top-level engine module."""
    import memtui.engine

    assert {f"memtui.engine.{m}" for m in memtui.engine.__all__} == _engine_children()


def test_no_import_circle_among_engine_modules() -> None:
    """No engine module imports one that imports it back, directly or through others, counting
    function-local imports too (grimp reads every import statement)."""
    import grimp

    graph = grimp.build_graph("memtui")
    engine = {m for m in graph.modules if m.startswith("memtui.engine")}
    imports = {
        m: {n for n in graph.find_modules_directly_imported_by(m) if n in engine} for m in engine
    }
    try:
        graphlib.TopologicalSorter(imports).prepare()
    except graphlib.CycleError as circle:
        pytest.fail(f"import circle: {' → '.join(circle.args[1])}")
