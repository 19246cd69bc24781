"""What every command shares: the global options, the consoles, JSON and progress output.

Nothing heavy is imported here (typer only for type checking, rich when a console is first
used): the engine (SQLModel, numpy, the tokenizer) is loaded by the command that needs it, so
`memtui --version` and `--help` start fast, and a search from a shell can run without the
command-line parser (`memtui.cli.quick`) or, when its output is piped, without rich.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    import typer
    from rich.console import Console
    from rich.progress import Progress

    from memtui.engine.store import Store
    from memtui.engine.store.dbapi import SearchStore
    from memtui.engine.workspace import Workspace

T = TypeVar("T")
S = TypeVar("S", bound="SearchStore")


@dataclass
class Context:
    workspace: Path
    db: str
    now_text: str
    # Where `db` came from ("--db" or an environment variable), so its errors can say so.
    db_source: str = "--db"

    @classmethod
    def from_options(cls, workspace: Path, db: str, now: str) -> Context:
        """The global options as given, the store URL falling back to MEMTUI_DATABASE_URL."""
        env_db = os.environ.get("MEMTUI_DATABASE_URL", "")
        return cls(
            workspace=workspace,
            db=db or env_db,
            now_text=now,
            db_source="--db" if db or not env_db else "MEMTUI_DATABASE_URL",
        )

    def open(self, *, must_exist: bool = True) -> Workspace:
        from memtui.engine.workspace import open_workspace

        return open_workspace(self.workspace, must_exist=must_exist)

    def now(self, ws: Workspace) -> datetime:
        """The clock every command uses: --now, then MEMTUI_NOW, then the workspace's recorded
        clock (the demo's), then the system clock."""
        from memtui.engine.clock import resolve_now

        return resolve_now(self.now_text, ws.tz, ws.recorded_clock())

    def clock_note(self, ws: Workspace) -> str:
        """Why 'now' is what it is, when it is not the system clock (for status and hints)."""
        from memtui.engine.clock import clock_source

        source = clock_source(self.now_text, ws.recorded_clock())
        return {
            "--now": "from --now",
            "MEMTUI_NOW": "from MEMTUI_NOW",
            "workspace": "the demo's own clock; --now overrides",
        }.get(source, "")

    @contextmanager
    def store(self, ws: Workspace, now: datetime) -> Iterator[Store]:
        from memtui.engine.workspace import open_workspace_store

        with self._closing(lambda: open_workspace_store(ws, self.db or None, now=now)) as store:
            yield store

    @contextmanager
    def search_store(
        self, ws: Workspace, now: datetime, *, read_only: bool = False
    ) -> Iterator[SearchStore]:
        """A store to search and vote in: the SQLite file on the stdlib module when it is
        ready, without SQLAlchemy (see `open_search_store`); `read_only` when nothing will be
        written (no votes), so a read-only workspace is still readable."""
        from memtui.engine.workspace import open_search_store

        def opening() -> SearchStore:
            return open_search_store(ws, self.db or None, now=now, read_only=read_only)

        with self._closing(opening) as store:
            yield store

    @contextmanager
    def _closing(self, open_store: Callable[[], S]) -> Iterator[S]:
        from memtui.engine.errors import StoreError

        try:
            store = open_store()
        except StoreError as exc:
            if self.db and self.db_source != "--db":
                raise StoreError(f"{self.db_source}: {exc}") from None
            raise
        try:
            yield store
        finally:
            store.close()


_CONSOLES: dict[bool, Console] = {}


def console_for(*, err: bool = False) -> Console:
    """The console of stdout (or of stderr), built on first use: importing rich cost a tenth
    of a search from a shell whose output is piped, which never needs it (`output.is_plain`)."""
    made = _CONSOLES.get(err)
    if made is None:
        from rich.console import Console

        made = _CONSOLES[err] = Console(stderr=err)
    return made


def __getattr__(name: str) -> Console:
    """`console` and `err_console`, the names the commands import them by (PEP 562)."""
    if name == "console":
        return console_for()
    if name == "err_console":
        return console_for(err=True)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def context_of(ctx: typer.Context) -> Context:
    """The global options, from this command's context or the nearest parent (sub-groups)."""
    node: typer.Context | None = ctx
    while node is not None and not isinstance(node.obj, Context):
        node = node.parent  # type: ignore[assignment]
    assert node is not None
    return node.obj


def print_json(data: Any) -> None:
    # Control characters and bidi overrides from notes are shown, as on the terminal
    # (textsafe); a reader of the JSON never gets them raw.
    from memtui.textsafe import visible_data

    shown = visible_data(data)
    sys.stdout.write(json.dumps(shown, ensure_ascii=False, indent=2, default=str) + "\n")


def make_progress() -> Progress:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    return Progress(
        TextColumn("[bold blue]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[item]}", style="dim", markup=False),
        TimeElapsedColumn(),
        console=console_for(err=True),
        transient=True,
    )


def with_progress(
    label: str, quiet: bool, work: Callable[[Callable[[int, int, str], None] | None], T]
) -> T:
    """Run `work(progress)` under a rich progress bar (on stderr, so --json stays clean)."""
    if quiet or not console_for(err=True).is_terminal:
        return work(None)
    from memtui.textsafe import one_line

    with make_progress() as bar:
        task = bar.add_task(label, total=None, item="")

        def update(done: int, total: int, item: str) -> None:
            bar.update(task, completed=done, total=total or None, item=one_line(item))

        return work(update)


@contextmanager
def opened(ctx: typer.Context) -> Iterator[tuple[Workspace, datetime, Store]]:
    """(workspace, now, store) for one command; the store is closed afterwards."""
    c = context_of(ctx)
    ws = c.open()
    now = c.now(ws)
    with c.store(ws, now) as store:
        yield ws, now, store
