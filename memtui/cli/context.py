"""What every command shares: the global options, the consoles, JSON and progress output."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from memtui.engine.clock import resolve_now
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

console = Console()
err_console = Console(stderr=True)
T = TypeVar("T")


@dataclass
class Context:
    workspace: Path
    db: str
    now_text: str

    def open(self, *, must_exist: bool = True) -> Workspace:
        return open_workspace(self.workspace, must_exist=must_exist)

    def now(self, ws: Workspace) -> datetime:
        """The clock every command uses: --now, then MEMTUI_NOW, then the system clock."""
        return resolve_now(self.now_text, ws.tz)

    @contextmanager
    def store(self, ws: Workspace, now: datetime) -> Iterator[Store]:
        store = open_workspace_store(ws, self.db or None, now=now)
        try:
            yield store
        finally:
            store.close()


def context_of(ctx: typer.Context) -> Context:
    """The global options, from this command's context or the nearest parent (sub-groups)."""
    node: typer.Context | None = ctx
    while node is not None and not isinstance(node.obj, Context):
        node = node.parent  # type: ignore[assignment]
    assert node is not None
    return node.obj


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n")


def make_progress() -> Progress:
    return Progress(
        TextColumn("[bold blue]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[item]}", style="dim"),
        TimeElapsedColumn(),
        console=err_console,
        transient=True,
    )


def with_progress(
    label: str, quiet: bool, work: Callable[[Callable[[int, int, str], None] | None], T]
) -> T:
    """Run `work(progress)` under a rich progress bar (on stderr, so --json stays clean)."""
    if quiet or not err_console.is_terminal:
        return work(None)
    with make_progress() as bar:
        task = bar.add_task(label, total=None, item="")

        def update(done: int, total: int, item: str) -> None:
            bar.update(task, completed=done, total=total or None, item=item)

        return work(update)
