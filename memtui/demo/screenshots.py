"""Screenshots of every tab of the real app on the demo workspace: `python -m memtui.demo.screenshots`.

Builds the demo (or reuses it), opens the app headless at the demo's clock, visits each tab,
saves an SVG per tab into `screenshots/` and converts it to PNG with `rsvg-convert` (Debian
package `librsvg2-bin`; Chinese text needs `fonts-noto-cjk`). Without rsvg-convert only the SVGs
are written, and the script says so.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import subprocess
import sys
import time
from pathlib import Path

from memtui.demo.workspace import build_demo, default_demo_dir, demo_clock, is_demo_workspace
from memtui.engine.workspace import open_workspace
from memtui.tui.context import make_context

TABS = ("fragments", "rankings", "dream", "review", "diary", "memory", "search")
SIZE = (140, 44)


async def _shoot(root: Path, out: Path, now_text: str) -> list[Path]:
    from memtui.tui.app import MemtuiApp

    ctx = make_context(open_workspace(root), "", now_text)
    app = MemtuiApp(ctx, watch=False)
    written: list[Path] = []
    try:
        async with app.run_test(size=SIZE) as pilot:
            for tab in TABS:
                await app.action_show_tab(tab)
                if tab == "search":
                    from textual.widgets import Input

                    query = app.query_one("#search-input", Input)
                    query.focus()
                    query.value = "真实数据库 mock"  # browsing: the vote switch stays off
                    await pilot.press("enter")
                await _settle(app, pilot)
                if tab == "fragments":
                    await _detail_shown(app, pilot)
                path = out / f"{tab}.svg"
                app.save_screenshot(filename=path.name, path=str(out))
                written.append(path)
    finally:
        ctx.close()
    return written


async def _detail_shown(app: object, pilot: object) -> None:
    """The fragments detail loads after a short debounce: wait for it, then for its repaint."""
    from memtui.tui.widgets.fragment_detail import FragmentDetail

    deadline = time.monotonic() + 30
    while app.query_one(FragmentDetail).data is None and time.monotonic() < deadline:  # type: ignore[attr-defined]
        await pilot.pause(0.1)  # type: ignore[attr-defined]
    await pilot.pause(0.5)  # type: ignore[attr-defined]


async def _settle(app: object, pilot: object) -> None:
    """Wait until the tab's workers are done and the screen has repainted."""
    deadline = time.monotonic() + 30
    await pilot.pause(0.3)  # type: ignore[attr-defined]
    while time.monotonic() < deadline:
        await app.workers.wait_for_complete()  # type: ignore[attr-defined]
        await pilot.pause(0.2)  # type: ignore[attr-defined]
        if not any(w.is_running for w in app.workers):  # type: ignore[attr-defined]
            break


def to_png(svgs: list[Path]) -> list[Path]:
    tool = shutil.which("rsvg-convert")
    if tool is None:
        print(
            "rsvg-convert not found (apt-get install librsvg2-bin): wrote SVGs only",
            file=sys.stderr,
        )
        return []
    pngs = []
    for svg in svgs:
        png = svg.with_suffix(".png")
        subprocess.run([tool, "-o", str(png), str(svg)], check=True)
        pngs.append(png)
    return pngs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--demo", type=Path, default=None, help="demo workspace (default: your data folder)"
    )
    parser.add_argument("--out", type=Path, default=Path("screenshots"), help="output folder")
    parser.add_argument("--rebuild", action="store_true", help="rebuild the demo first")
    args = parser.parse_args(argv)
    root = (args.demo or default_demo_dir()).expanduser()
    if args.rebuild or not is_demo_workspace(root):
        build_demo(root)
    clock = demo_clock(root)
    args.out.mkdir(parents=True, exist_ok=True)
    svgs = asyncio.run(_shoot(root, args.out, clock.isoformat() if clock else ""))
    pngs = to_png(svgs)
    for path in svgs + pngs:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
