"""Helpers shared by the tests: the clock and notes of the running example, the app's and the
panes' workspaces, and Pilot helpers. Tests import them from here, never from each other."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import inspect
from sqlalchemy import text as sql_text
from textual.app import App, ComposeResult
from textual.command import CommandInput, CommandList
from textual.message import Message
from textual.pilot import Pilot
from textual.widgets import TabbedContent, TabPane
from textual.worker import WorkerCancelled

from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.review import list_promotions
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.store import DiaryEntryRow, Store, to_db_time
from memtui.engine.workspace import Workspace, open_workspace
from memtui.tui.app import MemtuiApp
from memtui.tui.context import AppContext, make_context
from memtui.tui.panes.base import Pane, PaneHost
from memtui.tui.panes.fragments import FragmentsPane
from memtui.tui.widgets.fragment_table import FragmentTable

PG_URL = os.environ.get("MEMTUI_TEST_POSTGRES_URL", "")

TZ = ZoneInfo("Asia/Shanghai")

RUNNING_EXAMPLE_NOTE = """# {day}
## PR 评审
发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。
规范：今后所有测试必须使用真实数据库，不接受 mock。
"""


def memtui_cli(
    root: Path, *args: str, now: str, extra_env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`memtui --workspace ROOT --now NOW ARGS…` in a subprocess, with no MEMTUI_ or OPENAI_
    variable of the caller's environment (tests marked slow)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    return subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(root), "--now", now, *args],
        capture_output=True,
        text=True,
        env={**env, **(extra_env or {})},
        timeout=120,
    )


def at(text: str) -> datetime:
    """A wall-clock time in the test timezone (Asia/Shanghai)."""
    return datetime.fromisoformat(text).replace(tzinfo=TZ)


def write_note(ws: Workspace | Path, day: str, text: str) -> Path:
    root = ws.root if isinstance(ws, Workspace) else ws
    path = root / "memory" / f"{day}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def write_transcript(root: Path, name: str, written: str, *turns: tuple[str, str]) -> Path:
    """A plain transcript under sessions/ (one {"role", "content"} object a line) whose
    messages, carrying no timestamp, are dated by the file's time: `written` (test timezone)."""
    path = root / "sessions" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps({"role": r, "content": t}, ensure_ascii=False) for r, t in turns]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    stamp = at(written).timestamp()
    os.utime(path, (stamp, stamp))
    return path


def nights(
    store: Store, ws: Workspace, first: str, days: int, searches: dict[str, list[str]]
) -> list[Any]:
    """Each day from `first`: the nightly cycle at 03:00, then that day's searches from 10:00."""
    reports = []
    start = datetime.fromisoformat(first)
    for n in range(days):
        day = (start + timedelta(days=n)).strftime("%Y-%m-%d")
        reports.append(run_cycle(store, ws, at(f"{day}T03:00:00")))
        for k, query in enumerate(searches.get(day, [])):
            memory_search(store, ws, query, at(f"{day}T10:00:00") + timedelta(seconds=k))
    return reports


# ------------------------------------------------------------------ the app's workspace

APP_NOW = "2026-05-22T10:00:00"

SIZE = (120, 40)

APP_NOTES = {
    "2026-05-18": RUNNING_EXAMPLE_NOTE.format(day="2026-05-18"),
    "2026-05-19": """# 2026-05-19
## Deploy
Decision: deploys happen only on weekdays before 16:00, never on Fridays.

## Billing
TODO: finish the rollback script for the billing service before the migration.
""",
    "2026-05-20": """# 2026-05-20
## Ops
The cache warmup takes four minutes after a deploy; wait before running load tests.

## 会议
决定：数据库迁移必须附带经过测试的回滚脚本。

## Lunch
Tried the new noodle place; too salty.
""",
    "2026-05-21": """# 2026-05-21
## Monitoring
Rule: every alert needs a runbook link, otherwise it gets deleted.
""",
}

APP_SEARCHES = [
    ("2026-05-19T09:00:00", "真实数据库"),
    ("2026-05-20T09:00:00", "real database tests"),
    ("2026-05-20T11:00:00", "deploy friday"),
    ("2026-05-21T09:00:00", "mock 测试"),
    ("2026-05-21T15:00:00", "rollback script migration"),
    ("2026-05-22T08:00:00", "数据库 规范"),
]


def build_workspace(ws: Workspace) -> AppContext:
    """A small deterministic workspace: four days of notes, a week of searches, a nightly cycle
    and a morning deep run, so the table holds staged, REM and pending fragments; 'now' is
    pinned."""
    for day, text in APP_NOTES.items():
        write_note(ws, day, text)
    ctx = make_context(ws, now_text=APP_NOW)
    ingest(ctx.store, ws, at("2026-05-21T23:00:00"))
    for when, query in APP_SEARCHES[:-1]:
        memory_search(ctx.store, ws, query, at(when))
    run_cycle(ctx.store, ws, at("2026-05-22T03:00:00"))
    when, query = APP_SEARCHES[-1]
    memory_search(ctx.store, ws, query, at(when))
    run_cycle(ctx.store, ws, at("2026-05-22T09:00:00"), phases=("deep",))
    return ctx


async def until(
    pilot: Pilot[None], condition: Callable[[], bool], timeout: float = 15.0, what: str = ""
) -> None:
    """Let workers and timers run until `condition` holds; fail after `timeout` seconds."""
    app = pilot.app
    deadline = time.monotonic() + timeout
    while True:
        busy = [w for w in app.workers if w.group != "watch" and not w.is_finished]
        if busy:
            with contextlib.suppress(WorkerCancelled):  # superseded by a newer request
                await app.workers.wait_for_complete(busy)
        await pilot.pause()
        if condition():
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what or condition}")
        await pilot.pause(0.05)


def loaded(app: MemtuiApp) -> Callable[[], bool]:
    """The Fragments tab has loaded rows."""
    return lambda: (
        app.query_one(FragmentsPane).loaded and app.query_one(FragmentTable).row_count > 0
    )


async def type_in_palette(pilot: Pilot[None], text: str) -> None:
    """Open the command palette and type `text` once its input has the focus: keys pressed
    while the palette is still being mounted would go to the screen below it."""
    await pilot.press("ctrl+p")
    await until(pilot, lambda: isinstance(pilot.app.focused, CommandInput), what="the palette")
    await pilot.press(*text)
    await until(
        pilot,
        lambda: pilot.app.screen.query_one(CommandInput).value == text,
        what=f"{text!r} typed into the palette",
    )


def palette_choice(app: App[Any]) -> str:
    """The command palette's highlighted hit as plain lowercase text ('' while it has none).
    Hits arrive while the query is still being typed and searched, so a test waits for the
    command it means to be the highlighted one before it presses Enter."""
    lists = app.screen.query(CommandList)
    option = lists.first().highlighted_option if lists else None
    if option is None:
        return ""
    prompt = option.prompt
    return str(getattr(prompt, "plain", prompt)).lower()


# ------------------------------------------------------------------ the panes' workspace

PANES_NOW = "2026-06-21T03:00:00"

DEPLOY_NOTE = "\n## 部署流程\n- 发布前必须在 staging 环境验证\n"

PaneType = type[Pane]


def build_context(root: Path, extra_config: str = "") -> AppContext:
    """The running example: one note on 06-15, then the rule recalled on five days."""
    (root / "memory").mkdir(parents=True, exist_ok=True)
    (root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n' + extra_config, encoding="utf-8"
    )
    ws = open_workspace(root)
    ctx = make_context(ws, now_text=PANES_NOW)
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15") + DEPLOY_NOTE)
    ingest(ctx.store, ws, at("2026-06-15T22:00:00"))
    for day, query in (
        ("16", "数据库"),
        ("17", "真实数据库"),
        ("18", "database"),
        ("19", "mock 测试"),
        ("20", "真实数据库 mock"),
    ):
        memory_search(ctx.store, ws, query, at(f"2026-06-{day}T10:00:00"))
    return ctx


def with_pending(ctx: AppContext) -> int:
    """Run the night's cycle through the engine; the rule waits for review."""
    run_cycle(ctx.store, ctx.ws, ctx.now())
    [pending] = list_promotions(ctx.store)
    return pending.id


class PaneApp(PaneHost):
    """Panes as the real app mounts them (tabs when there are several), with the app's fan-out."""

    def __init__(self, ctx: AppContext, *pane_types: PaneType) -> None:
        super().__init__()
        self.ctx = ctx
        self.pane_types = pane_types
        self.received: list[Message] = []

    def compose(self) -> ComposeResult:
        if len(self.pane_types) == 1:
            yield self.pane_types[0](self.ctx)
            return
        with TabbedContent():
            for pane_type in self.pane_types:
                name = pane_type.__name__.removesuffix("Pane").lower()
                with TabPane(name.title(), id=f"tab-{name}"):
                    yield pane_type(self.ctx)

    def fan_out(self, message: Message) -> None:
        self.received.append(message)
        super().fan_out(message)

    def received_types(self) -> set[type[Message]]:
        return {type(m) for m in self.received}


async def settle(pilot: Pilot[Any]) -> None:
    """Wait until no worker runs: results schedule UI updates, which may start more workers."""
    for _ in range(20):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if not any(w.is_running for w in pilot.app.workers):
            await pilot.pause()
            return
    raise AssertionError("workers never settled")


def add_sample_entry(ctx: AppContext) -> None:
    """What the demo writes when no model is configured: a labelled sample entry."""
    with ctx.store.session() as s:
        s.add(
            DiaryEntryRow(
                workspace_id=ctx.store.workspace_id,
                run_id=None,
                phase="light",
                at=to_db_time(at("2026-06-20T03:00:00")),
                text="A sample entry written for the demo workspace.",
                placeholder=False,
                sample=True,
            )
        )


def as_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, bytes | memoryview):
        return bytes(value).decode("latin-1")
    if isinstance(value, dict | list):
        return json.dumps(value, ensure_ascii=False, default=str)
    return str(value)


def stored_text(store: Store) -> Iterator[tuple[str, str]]:
    """(table.column, value) for every column of every table of this workspace (FTS included)."""
    insp = inspect(store.engine)
    with store.engine.connect() as conn:
        for table in insp.get_table_names():
            columns = [c["name"] for c in insp.get_columns(table)]
            query, params = f'SELECT * FROM "{table}"', {}
            if "workspace_id" in columns:
                query, params = query + " WHERE workspace_id = :ws", {"ws": store.workspace_id}
            elif table == "workspace":
                query, params = query + " WHERE id = :ws", {"ws": store.workspace_id}
            for row in conn.execute(sql_text(query), params):
                for column, value in zip(row._fields, row, strict=True):
                    yield f"{table}.{column}", as_text(value)
