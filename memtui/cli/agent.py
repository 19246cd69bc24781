"""Agent-facing commands: `memtui mcp` (the memory tools over MCP) and `memtui prompt`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer


def register(app: typer.Typer) -> None:
    """Add the `mcp` and `prompt` commands to the main `memtui` app."""
    app.command("mcp")(mcp_command)
    app.command("prompt")(prompt_command)


def mcp_command(
    ctx: typer.Context,
    workspace: Annotated[
        Path | None,
        typer.Option(
            "--workspace", "-w", help="Workspace folder (overrides the global --workspace)."
        ),
    ] = None,
) -> None:
    """Serve memory_search, memory_get and memory_note to an agent over MCP (stdio).

    Point an MCP client at `memtui --workspace DIR mcp`; stdout carries the protocol, so nothing
    else is printed there.
    """
    from memtui.cli.context import context_of
    from memtui.mcp import ServerConfig, run_stdio

    c = context_of(ctx)
    run_stdio(ServerConfig(workspace=workspace or c.workspace, db=c.db, now_text=c.now_text))


def prompt_command(
    ctx: typer.Context,
    bootstrap: Annotated[
        bool, typer.Option("--bootstrap", help="MEMORY.md as injected at session start.")
    ] = False,
    recall: Annotated[bool, typer.Option("--recall", help="The `## Memory Recall` block.")] = False,
    flush: Annotated[
        bool, typer.Option("--flush", help="The memory-flush prompt with today's date.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Print prompt parts for an agent's system prompt (all of them when none is chosen).

    Parts go to stdout as plain text, ready to paste; warnings (MEMORY.md over budget or cut
    to bootstrap_max_chars) go to stderr. With several parts, an HTML comment line names each.
    """
    from memtui.cli.context import context_of, print_json
    from memtui.cli.output import say
    from memtui.engine.prompts import bootstrap_text, flush_prompt, memory_recall_block
    from memtui.textsafe import neutralise

    c = context_of(ctx)
    ws = c.open()
    if not (bootstrap or recall or flush):
        bootstrap = recall = flush = True
    boot = bootstrap_text(ws) if bootstrap else None
    recall_text = memory_recall_block() if recall else None
    flush_text = flush_prompt(ws.day(c.now(ws))) if flush else None
    if as_json:
        data: dict[str, object] = {}
        if boot is not None:
            data["bootstrap"] = boot.to_json()
        if recall_text is not None:
            data["recall"] = recall_text
        if flush_text is not None:
            data["flush"] = flush_text
        print_json(data)
        return
    if boot is not None:
        for warning in boot.warnings:
            say(("warning: ", "yellow"), warning, err=True)
        if not boot.exists:
            say(("MEMORY.md does not exist yet: no bootstrap text.", "dim"), err=True)
    parts = [
        (name, text)
        for name, text in (
            ("bootstrap: MEMORY.md", boot.text if boot is not None else None),
            ("recall: system prompt block", recall_text),
            ("flush: send before compaction", flush_text),
        )
        if text
    ]
    chunks = []
    for name, text in parts:
        # Labels only when parts are mixed, so a single part pastes as is.
        label = f"<!-- memtui prompt {name} -->\n" if len(parts) > 1 else ""
        chunks.append(label + text)
    output = "\n\n".join(chunks)
    if output:
        sys.stdout.write(neutralise(output.rstrip("\n")) + "\n")
