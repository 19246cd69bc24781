"""Every tab of the app shows hostile note text literally: no markup, no terminal codes.

The workspace's notes and MEMORY.md carry Rich/Textual markup and ESC/OSC sequences. Pilot visits
each tab with its digit key (and runs a search), and the screen's rendered lines are read back:
the brackets must be there as written, and no ESC byte may reach the terminal.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import at, write_note
from textual.pilot import Pilot
from textual.widgets import DataTable, Input
from textual.worker import WorkerCancelled

from memtui.engine.dream.cycle import run_cycle
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.store.fragments import load_views
from memtui.engine.workspace import open_workspace
from memtui.tui.app import TABS, MemtuiApp
from memtui.tui.context import AppContext, make_context
from memtui.tui.screens.error_modal import ErrorModal
from memtui.tui.screens.fragment import FragmentScreen
from memtui.tui.screens.review_modals import ConfirmScreen, EditTextScreen
from memtui.tui.screens.run_detail import RunDetailScreen

OSC = "\x1b]0;pwned\x07"
NOTE = f"""# 2026-06-15
## PR 评审 [/bold]
规范：今后所有测试必须使用真实数据库 [bold red]urgent[/] [link=https://evil.example]x[/link] 不接受 mock。
## Hosts
Edit [/etc/hosts] before deploys {OSC} and \x1b[2J the screen.
"""
MEMORY = f"# Memory\n\n- keep [/etc/hosts] tidy [b]bold?[/b] {OSC}\n"


# File and folder names are user text too (the '/' of a closing tag makes a sub-folder: the
# path still reads as written).
FOLDER = f"ws [b]x[/b] {OSC}"
TRANSCRIPT = f"[b]chat[/b] {OSC} [link=x]y.jsonl"


@pytest.fixture
def hostile(tmp_path: Path) -> Iterator[AppContext]:
    root = tmp_path / FOLDER
    (root / "memory").mkdir(parents=True)
    (root / ".memtui.toml").write_text('[dreaming]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")
    ws = open_workspace(root)
    write_note(ws, "2026-06-15", NOTE)
    record = {"role": "user", "content": "remember to edit the hosts file before deploys"}
    session = ws.sessions_dir / "agent" / TRANSCRIPT
    session.parent.mkdir(parents=True)
    session.write_text(json.dumps(record) + "\n", encoding="utf-8")
    os.utime(session, (at("2026-06-15T21:00:00").timestamp(),) * 2)
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
                # The Search tab's own box (the first Input is the Fragments filter, whose
                # focus would bring the Fragments tab back).
                box = app.query_one("#search-input", Input)
                box.value = "hosts deploys"
                box.focus()
                await pilot.press("enter")
                await _settle(pilot)
            assert not isinstance(app.screen, ErrorModal), tab.id
            shown[tab.id] = _screen_text(app)
    return shown


async def test_every_tab_shows_markup_as_written(hostile: AppContext) -> None:
    shown = await _visit_every_tab(hostile)
    everything = "\n".join(shown.values())
    assert "[/etc/hosts]" in shown["fragments"] and "[/etc/hosts]" in shown["search"]
    assert "Search" in shown["search"] and "result(s)" in shown["search"]
    assert "[/etc/hosts]" in shown["memory"] and "[b]bold?[/b]" in shown["memory"]
    assert "[bold red]urgent[/]" in everything and "[link=https://evil.example]" in everything
    assert "[b]chat[/b] ␛]0;pwned␇" in everything  # a transcript's name in a citation
    assert "ws [b]x[/b] ␛]0;pwned␇" in shown["fragments"]  # the folder, in the header


async def test_no_tab_passes_terminal_codes_from_notes(hostile: AppContext) -> None:
    shown = await _visit_every_tab(hostile)
    leaks = {
        tab: [ln for ln in text.splitlines() if "\x1b" in ln or "\x07" in ln]
        for tab, text in shown.items()
    }
    assert {tab: lines for tab, lines in leaks.items() if lines} == {}
    assert "␛]0;pwned" in "\n".join(shown.values())  # shown, visibly, instead


def _hostile_keys(ctx: AppContext) -> list[str]:
    with ctx.store.session(read_only=True) as s:
        views = load_views(ctx.store, s)
    keys = [v.key for v in views if "[/etc/hosts]" in v.text or "[bold red]" in v.text]
    assert len(keys) == 2
    return keys


async def _screens(ctx: AppContext) -> dict[str, str]:
    """The screens over the tabs, each rendered whole: a fragment's detail (notes in context),
    the review dialogs (approve with its MEMORY.md diff, reject, edit), a dream run's detail
    and an error whose message carries the hostile text."""
    app = MemtuiApp(ctx, watch=False)
    shown: dict[str, str] = {}
    async with app.run_test(size=(200, 50)) as pilot:
        await _settle(pilot)
        for n, key in enumerate(_hostile_keys(ctx)):
            app.open_fragment(key, "test")
            await _settle(pilot)
            assert isinstance(app.screen, FragmentScreen)
            shown[f"fragment {n}"] = _screen_text(app)
            await pilot.press("escape")
        await pilot.press("4")
        await _settle(pilot)
        for name, key in (("approve", "a"), ("reject", "x"), ("edit", "e")):
            await pilot.press(key)
            await _settle(pilot)
            assert isinstance(app.screen, ConfirmScreen | EditTextScreen), name
            shown[name] = _screen_text(app)
            await pilot.press("escape")
            await _settle(pilot)
        await pilot.press("3")
        await _settle(pilot)
        runs = app.query_one("#dream-runs", DataTable)
        runs.focus()
        runs.move_cursor(row=0)
        await pilot.press("enter")
        await _settle(pilot)
        assert isinstance(app.screen, RunDetailScreen)
        shown["run"] = _screen_text(app)
        await pilot.press("escape")
        app.push_screen(ErrorModal("Reading new notes failed", f"{NOTE}\n{MEMORY}", hint=OSC))
        await _settle(pilot)
        shown["error"] = _screen_text(app)
    return shown


async def test_every_screen_shows_markup_and_codes_as_written(hostile: AppContext) -> None:
    shown = await _screens(hostile)
    leaks = {
        name: [ln for ln in t.splitlines() if "\x1b" in ln or "\x07" in ln]
        for name, t in shown.items()
    }
    assert {name: lines for name, lines in leaks.items() if lines} == {}
    for name in ("fragment 0", "fragment 1", "approve", "reject", "edit", "error"):
        assert "[/" in shown[name], name  # a closing tag shown, not eaten as markup
    assert "[/etc/hosts]" in shown["fragment 0"] + shown["fragment 1"]
    assert "[bold red]urgent[/]" in shown["approve"] + shown["reject"] + shown["edit"]
    assert (
        "␛]0;pwned" in shown["fragment 0"] + shown["fragment 1"] and "␛]0;pwned" in shown["error"]
    )


async def test_header_and_toasts_show_names_as_written(tmp_path: Path) -> None:
    """The workspace's folder (in the header) and a transcript's file name (in the toast of
    notes read at start) are user text too: markup stays text, codes are shown."""
    root = tmp_path / f"ws [b]x[/b] {OSC}"
    (root / "memory").mkdir(parents=True)
    (root / ".memtui.toml").write_text('[dreaming]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")
    session = root / "sessions" / "agent" / f"[b]chat[/b] {OSC} [link=x]y.jsonl"
    session.parent.mkdir(parents=True)
    record = {"role": "user", "content": "the release train leaves every Tuesday at ten"}
    session.write_text(json.dumps(record) + "\n", encoding="utf-8")
    ctx = make_context(open_workspace(root), now_text="2026-06-21T03:00:00")
    app = MemtuiApp(ctx, watch=True)
    try:
        async with app.run_test(size=(200, 50), notifications=True) as pilot:
            for _ in range(50):
                await pilot.pause(0.1)
                if "[b]chat[/b]" in _screen_text(app):
                    break
            shown = _screen_text(app)
            app.stop_watching()
    finally:
        ctx.close()
    assert "[b]chat[/b] ␛]0;pwned␇ [link=x]y.jsonl" in shown  # the toast
    assert "ws [b]x[/b] ␛]0;pwned␇" in shown  # the header
    assert "\x1b" not in shown and "\x07" not in shown
