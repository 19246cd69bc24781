"""`memtui search` and `memtui get`: what they do once their options are parsed, by typer
(`memory.search`, `memory.get`) or, from a shell, by `quick` without it. Nothing here imports
typer (a search from a shell spent a quarter of its time in the parser), nor rich unless the
output goes to a terminal."""

from __future__ import annotations

from typing import Any

from memtui.cli.context import Context, console_for, print_json
from memtui.cli.output import head_line, is_narrow, is_plain, print_entry, print_lines, say
from memtui.engine.errors import UsageError
from memtui.textsafe import literal


def run_search(c: Context, query: str, *, limit: int, no_vote: bool, as_json: bool) -> None:
    """memory_search: hits with citations; fragment hits vote unless `no_vote`."""
    from memtui.engine.limits import check_query
    from memtui.engine.recall import memory_search

    ws = c.open()
    check_query(ws, query.strip())
    now = c.now(ws)
    with c.search_store(ws, now, read_only=no_vote) as store:
        result = memory_search(store, ws, query, now, limit=limit, vote=not no_vote)
    if as_json:
        print_json(
            {
                "query": result.query,
                "votes_recorded": result.votes_recorded,
                "votes_deduped": result.votes_deduped,
                "results": [h.to_json() for h in result.hits],
            }
        )
        return
    if not result.hits:
        say("No hits for ", (repr(result.query), "bold"), ".")  # never a secret it carried
        return
    if is_narrow():
        _print_hits_narrow(result.hits)
    else:
        _print_hits_table(result.query, result.hits)
    note = (
        "browsing: no votes recorded"
        if no_vote
        else (
            f"{result.votes_recorded} vote(s) recorded, {result.votes_deduped} already counted today"
        )
    )
    if len(result.hits) < limit:
        # A short list is all there is, not a cut: say so, or it reads as a bug.
        note = f"{len(result.hits)} of {limit} asked: no other memory matches · {note}"
    say((note, "dim"), err=is_plain())


def _print_hits_narrow(hits: list[Any]) -> None:
    """Each hit as its citation line (score, source, vote), then its text wrapped below."""
    for n, hit in enumerate(hits):
        if n and not is_plain():
            console_for().print()
        vote = " · voted" if hit.voted else (" · weak" if hit.weak else "")
        head = head_line(
            (hit.citation, "bold cyan"), (f"  {hit.score:.3f} · {hit.kind}{vote}", "dim")
        )
        print_entry(head, hit.text)


def _print_hits_table(query: str, hits: list[Any]) -> None:
    from rich.table import Table

    table = Table(title=literal(f"memory_search {query!r}", keep_newlines=False))
    table.add_column("score", justify="right")
    table.add_column("source")
    table.add_column("citation", style="cyan", no_wrap=True)
    table.add_column("text", ratio=1)
    table.add_column("vote", justify="center")
    for hit in hits:
        table.add_row(
            f"{hit.score:.3f}",
            hit.kind,
            literal(hit.citation),
            literal(hit.text),
            "✓" if hit.voted else ("weak" if hit.weak else ""),
        )
    console_for().print(table)


def parse_get_target(target: str) -> tuple[str, int, int | None]:
    """(path, first line, line count or None) of `PATH[:FROM[:N]]` or of a search citation
    `PATH#Lstart[-Lend]`, so a hit's citation can be pasted as it was printed."""
    from memtui.engine.documents.reading import split_citation

    path, start, count = split_citation(target)
    if start is not None:
        return path, start, count
    parts = target.split(":")
    path = parts[0]
    try:
        start = int(parts[1]) if len(parts) > 1 and parts[1] else 1
        count = int(parts[2]) if len(parts) > 2 and parts[2] else None
    except ValueError:
        raise UsageError(f"{target!r}: expected PATH[:FROM[:N]] with numbers") from None
    if len(parts) > 3:
        raise UsageError(f"{target!r}: expected PATH[:FROM[:N]]")
    return path, start, count


def run_get(c: Context, target: str, *, no_vote: bool, as_json: bool) -> None:
    """memory_get: exact lines of a memory file (a read that covers a fragment votes for it)."""
    from memtui.engine.recall import memory_get

    ws = c.open()
    now = c.now(ws)
    path, start, count = parse_get_target(target)
    if no_vote:  # reading lines needs no store: a read-only folder without one is read too
        result = memory_get(None, ws, path, now, from_line=start, lines=count, vote=False)
    else:
        with c.search_store(ws, now) as store:
            result = memory_get(store, ws, path, now, from_line=start, lines=count)
    if as_json:
        print_json(result.to_json())
        return
    if not result.exists:
        say((f"{result.path} does not exist", "yellow"), err=True)
        return
    print_lines(f"{n:>5}  {line}" for n, line in enumerate(result.lines, start=result.from_line))
    if result.truncated:
        say((result.notice.replace("from=", f"memtui get {result.path}:"), "yellow"), err=True)
