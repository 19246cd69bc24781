"""Snapshots (pytest-textual-snapshot, 120×40) of the rankings, dream, review, diary and memory
panes on the running example with a fixed clock. Update with `pytest --snapshot-update` after
checking the new SVGs by eye."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from diary_server import DiaryServer, Reply
from helpers import (
    SIZE,
    PaneApp,
    add_sample_entry,
    build_context,
    settle,
    with_pending,
)
from textual.pilot import Pilot
from textual.widgets import Input

from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.review import approve, undo
from memtui.tui.context import AppContext
from memtui.tui.panes.diary import DiaryPane
from memtui.tui.panes.dream import DreamPane
from memtui.tui.panes.memory import MemoryPane
from memtui.tui.panes.rankings import RankingsPane
from memtui.tui.panes.review import ReviewPane

Snap = Callable[..., bool]


@pytest.fixture
def ctx(tmp_path: Path) -> Iterator[AppContext]:
    context = build_context(tmp_path / "ws")
    yield context
    context.close()


@pytest.fixture
def server() -> Iterator[DiaryServer]:
    with DiaryServer() as running:
        yield running


@pytest.fixture
def diary_ctx(tmp_path: Path, server: DiaryServer) -> Iterator[AppContext]:
    context = build_context(
        tmp_path / "ws",
        f'[diary]\nmodel = "diary-test-model"\nbase_url = "{server.base_url}"\n',
    )
    yield context
    context.close()


def settled(*keys: str) -> Callable[[Pilot[Any]], Awaitable[None]]:
    """Wait for the workers, press `keys` (waiting after each), drop toasts (they time out)."""

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
        pilot.app.clear_notifications()
        # A blinking cursor would make the picture depend on timing.
        for box in pilot.app.query(Input):
            box.cursor_blink = False
        await pilot.pause()

    return run_before


def test_rankings_pane(snap_compare: Snap, ctx: AppContext) -> None:
    assert snap_compare(PaneApp(ctx, RankingsPane), terminal_size=SIZE, run_before=settled())


def test_rankings_pane_what_if(snap_compare: Snap, ctx: AppContext) -> None:
    app = PaneApp(ctx, RankingsPane)
    assert snap_compare(app, terminal_size=SIZE, run_before=settled("i", "0", ".", "9"))


def test_dream_pane_after_a_cycle(snap_compare: Snap, ctx: AppContext) -> None:
    assert snap_compare(PaneApp(ctx, DreamPane), terminal_size=SIZE, run_before=settled("c"))


def test_review_pane(snap_compare: Snap, ctx: AppContext) -> None:
    with_pending(ctx)
    assert snap_compare(PaneApp(ctx, ReviewPane), terminal_size=SIZE, run_before=settled())


def test_review_preview_before_approving(snap_compare: Snap, ctx: AppContext) -> None:
    with_pending(ctx)
    assert snap_compare(PaneApp(ctx, ReviewPane), terminal_size=SIZE, run_before=settled("a"))


def test_diary_pane(snap_compare: Snap, diary_ctx: AppContext, server: DiaryServer) -> None:
    server.queue(Reply(), Reply(mode="error"), Reply())
    run_cycle(diary_ctx.store, diary_ctx.ws, diary_ctx.now())
    add_sample_entry(diary_ctx)
    assert snap_compare(PaneApp(diary_ctx, DiaryPane), terminal_size=SIZE, run_before=settled())


def test_diary_pane_off(snap_compare: Snap, ctx: AppContext) -> None:
    assert snap_compare(PaneApp(ctx, DiaryPane), terminal_size=SIZE, run_before=settled())


def test_memory_pane(snap_compare: Snap, ctx: AppContext) -> None:
    pid = with_pending(ctx)
    approve(ctx.store, ctx.ws, ctx.now(), [pid])
    undo(ctx.store, ctx.ws, ctx.now(), pid)
    # Deep stages the undone rule again; approving it gives a document and three versions.
    approve(ctx.store, ctx.ws, ctx.now(), [with_pending(ctx)])
    assert snap_compare(PaneApp(ctx, MemoryPane), terminal_size=SIZE, run_before=settled())
