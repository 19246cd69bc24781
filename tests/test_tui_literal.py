"""Every tab of the app shows hostile note text literally: no markup, no terminal codes.

The workspace's notes and MEMORY.md carry Rich/Textual markup and ESC/OSC sequences. Pilot visits
each tab with its digit key (and runs a search), and the screen's rendered lines are read back:
the brackets must be there as written, and no ESC byte may reach the terminal.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest
from conftest import at, write_note
from textual.pilot import Pilot
from textual.widgets import Input
from textual.worker import WorkerCancelled

from memtui.engine.dream.cycle import run_cycle
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.workspace import Workspace
from memtui.tui.app import TABS, MemtuiApp
from memtui.tui.context import AppContext, make_context
from memtui.tui.screens.error_modal import ErrorModal

OSC = "\x1b]0;pwned\x07"
NOTE = f"""# 2026-06-15
## PR 评审 [/bold]
规范：今后所有测试必须使用真实数据库 [bold red]urgent[/] [link=https://evil.example]x[/link] 不接受 mock。
## Hosts
Edit [/etc/hosts] before deploys {OSC} and \x1b[2J the screen.
"""
MEMORY = f"# Memory\n\n- keep [/etc/hosts] tidy [b]bold?[/b] {OSC}\n"


@pytest.fixture
def hostile(ws: Workspace) -> Iterator[AppContext]:
    write_note(ws, "2026-06-15", NOTE)
    (ws.root / "MEMORY.md").write_text(MEMORY, encoding="utf-8")
    ctx = make_context(ws, now_text="2026-06-21T03:00:00")
    ingest(ctx.store, ws, at("2026-06-15T22:00:00"))
    for day, query in (
        ("16", "数据库"),
        ("17", "真实数据库"),
        ("18", "测试 数据库"),
        ("19", "mock"),
    ):
        memory_search(ctx.store, ws, query, at(f"2026-06-{day}T10:00:00"))
    run_cycle(ctx.store, ws, at("2026-06-20T03:00:00"))
    try:
        yield ctx
    finally:
        ctx.close()


async def _settle(pilot: Pilot[None]) -> None:
    app = pilot.app
    for _ in range(3):
        busy = [w for w in app.workers if w.group != "watch" and not w.is_finished]
        if busy:
            with contextlib.suppress(WorkerCancelled):
                await app.workers.wait_for_complete(busy)
        await pilot.pause(0.05)


def _screen_text(app: MemtuiApp) -> str:
    """What the terminal would show: the rendered lines of the whole screen."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def _visit_every_tab(ctx: AppContext) -> dict[str, str]:
    """Each tab's rendered screen, after its data loaded (Search: after a query)."""
    app = MemtuiApp(ctx, watch=False)
    shown: dict[str, str] = {}
    async with app.run_test(size=(200, 50)) as pilot:
        for tab in TABS:
            await pilot.press(tab.key)
            await _settle(pilot)
            if tab.id == "search":
                app.query_one(Input).value = "hosts deploys"
                app.query_one(Input).focus()
                await pilot.press("enter")
                await _settle(pilot)
            assert not isinstance(app.screen, ErrorModal), tab.id
            shown[tab.id] = _screen_text(app)
    return shown


async def test_every_tab_shows_markup_as_written(hostile: AppContext) -> None:
    shown = await _visit_every_tab(hostile)
    everything = "\n".join(shown.values())
    assert "[/etc/hosts]" in shown["fragments"] and "[/etc/hosts]" in shown["search"]
    assert "[/etc/hosts]" in shown["memory"] and "[b]bold?[/b]" in shown["memory"]
    assert "[bold red]urgent[/]" in everything and "[link=https://evil.example]" in everything


@pytest.mark.xfail(
    strict=True,
    reason="Fragments, Memory and Search still pass ESC from notes to the terminal; the `app` "
    "branch routes them through memtui.textsafe (drop this marker when it lands)",
)
async def test_no_tab_passes_terminal_codes_from_notes(hostile: AppContext) -> None:
    shown = await _visit_every_tab(hostile)
    assert [tab for tab, text in shown.items() if "\x1b" in text or "\x07" in text] == []
    assert "␛]0;pwned" in "\n".join(shown.values())  # shown, visibly, instead
