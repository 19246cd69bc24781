"""Print a run's figures with rich: one line per metric, the goal beside it, then details."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from bench.quality.replay import Result

TAG_ORDER = ("zh", "en", "mixed", "cross", "question")


def tuned_mark(result: Result) -> str:
    """How the report marks a story: tuned on (it can only show nothing got worse) or not."""
    if result.story.tuned_on:
        return "[yellow]\\[tuned on][/]"
    return "[cyan]\\[not tuned on: measures only][/]"


def _pct(part: int, whole: int) -> str:
    return f"{part}/{whole} ({part / whole:.0%})" if whole else "0/0"


def _mark(ok: bool) -> str:
    return "[green]✓[/]" if ok else "[red]✗[/]"


Row = tuple[str, str, str, bool]


def _with_kinds(total: int, kinds: dict[str, int]) -> str:
    """A count and what it is made of: "3 (superseded 2, noise 1)"."""
    if not kinds:
        return str(total)
    return f"{total} ({', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))})"


def _memory_rows(result: Result) -> list[Row]:
    mem = result.memory
    assert mem is not None
    ratio = mem.distinct_ratio
    found = len(mem.recalled)
    return [
        (
            "durable recall",
            f"{mem.durable_recall:.2f} ({found}/{mem.facts} facts)",
            "≥ 0.90",
            mem.durable_recall >= 0.9,
        ),
        _searched_row(result, mem.recalled),
        (
            "distinct facts ÷ entries",
            "n/a (no entries)" if ratio is None else f"{ratio:.2f} ({found}/{mem.entries})",
            "≥ 0.90",
            ratio is not None and ratio >= 0.9,
        ),
        ("duplicates", str(mem.duplicates), "0", mem.duplicates == 0),
        *_grouping_rows(result),
        ("longest entry", f"{mem.longest_entry} characters", "≤ 280", mem.longest_entry <= 280),
        (
            "false items promoted",
            _with_kinds(mem.false_promoted, mem.false_by_category(result.plan.labels)),
            "0",
            mem.false_promoted == 0,
        ),
        ("open items promoted", str(mem.open_promoted), "0", mem.open_promoted == 0),
        ("resolved to-dos promoted", str(mem.resolved_promoted), "(shown)", True),
        ("unlabelled entries", str(mem.unlabelled), "(shown)", True),
    ]


def _grouping_rows(result: Result) -> list[Row]:
    """How the restatements were grouped: the cause behind split votes and duplicates."""
    grouping = result.grouping
    if grouping is None or grouping.claims_per_fact is None:
        return []
    return [
        (
            "claims per durable fact",
            f"{grouping.claims_per_fact:.2f} ({grouping.claims}/{grouping.facts})",
            "→ 1 (shown)",
            True,
        ),
        ("claims mixing two facts", str(grouping.mixing), "(shown)", True),
    ]


def _searched_row(result: Result, recalled: Sequence[str]) -> Row:
    """Recall among the facts the timed searches found often enough for the diversity gate:
    a fact searched less cannot be promoted by the rules, however well it is grouped."""
    searched = result.searched_facts
    kept = sum(1 for f in searched if f in recalled)
    share = kept / len(searched) if searched else 0.0
    return (
        "… of facts searched enough",
        f"{share:.2f} ({kept}/{len(searched)} facts)" if searched else "n/a (none)",
        "≥ 0.90",
        bool(searched) and share >= 0.9,
    )


def _other_rows(result: Result) -> list[Row]:
    leaks, nights = result.leaks, len(result.nights)
    mt, n = result.top3("memtui")
    bt, _ = result.top3("bm25")
    themes = (
        f"{result.recognised_theme_nights}/{nights} nights ({result.theme_nights} with any theme)"
    )
    return [
        (
            "secrets on disk",
            f"{len({lk.item for lk in leaks})} secrets in {len({lk.path for lk in leaks})} files",
            "0",
            not leaks,
        ),
        (
            "secrets in search results",
            str(len({item for item, _ in result.search_leaks})),
            "0",
            not result.search_leaks,
        ),
        ("search top-3", f"memtui {mt}/{n} vs BM25 {bt}/{n}", "≥ BM25", mt >= bt),
        *_local_row(result, n),
        ("REM themes", themes, "most nights", result.recognised_theme_nights * 2 > nights),
        (
            "edits and retirements accepted",
            str(sum(night.accepted for _, night in result.nights)),
            "(shown)",
            True,
        ),
        ("runtime", f"{result.runtime_s:.1f} s", "< 300 s", result.runtime_s < 300),
    ]


def _local_row(result: Result, n: int) -> list[Row]:
    """memtui with the local embedding extra, when the run measured it."""
    if not result.has_local:
        return [("search top-3, local embeddings", "not measured", "≥ 90 %", True)]
    lt, _ = result.top3("local")
    return [("search top-3, local embeddings", f"memtui {lt}/{n}", "≥ 90 %", lt >= 0.9 * n)]


def _tag_table(result: Result) -> Table:
    tags = Table(title="search top-3 by query kind", header_style="bold")
    local = result.has_local
    for col in ("kind", "queries", "memtui", *(["+ local embeddings"] if local else []), "BM25"):
        tags.add_column(col)
    for tag in TAG_ORDER:
        m, total = result.top3("memtui", tag)
        if total:
            extra = [_pct(result.top3("local", tag)[0], total)] if local else []
            tags.add_row(
                tag, str(total), _pct(m, total), *extra, _pct(result.top3("bm25", tag)[0], total)
            )
    return tags


def print_report(console: Console, result: Result, *, verbose: bool = False) -> None:
    """The metric table, the per-tag search breakdown and, with `verbose`, what went wrong."""
    plan = result.plan
    console.print(
        f"[bold]{escape(result.story.title)}[/] {tuned_mark(result)} — {plan.days} days, {plan.blocks} note blocks, "
        f"{plan.messages} transcript messages, {plan.searches} timed searches, "
        f"{len(result.nights)} nights, {len(result.queries)} evaluation queries"
        + (" [yellow](smoke)[/]" if result.smoke else "")
        + (" [magenta](embeddings on throughout)[/]" if result.embeddings else "")
    )
    table = Table(show_header=True, header_style="bold")
    for col in ("metric", "value", "goal", ""):
        table.add_column(col)
    for name, value, goal, ok in _memory_rows(result) + _other_rows(result):
        table.add_row(name, value, goal, _mark(ok))
    console.print(table)
    console.print(_tag_table(result))
    by_count = sorted(result.timed_hits.items(), key=lambda kv: -kv[1])
    hits = ", ".join(f"{k} {v}" for k, v in by_count)
    console.print(f"timed-search hits by what they are about: {escape(hits)}")
    if result.changed_inputs:
        changed = escape(", ".join(result.changed_inputs))
        console.print(f"[red]input files changed by memtui:[/] {changed}")
    if verbose:
        _details(console, result)


def _short(text: str, width: int = 110) -> str:
    text = " ".join(text.split())
    return escape(text if len(text) <= width else text[: width - 1] + "…")


def _details(console: Console, result: Result) -> None:
    mem = result.memory
    assert mem is not None
    console.rule("MEMORY.md entries")
    for v in mem.verdicts:
        about = ", ".join(sorted(v.about)) or "-"
        colour = "green" if v.kinds == ("fact",) else "red"
        console.print(f"[{colour}]{v.label:>15}[/] {escape(about)}: {_short(v.entry.text)}")
    missing = [f for f in result.plan.labels.facts() if f not in mem.recalled]
    if missing:
        console.print("facts never promoted: " + escape(", ".join(missing)))
    thin = [f for f in result.plan.labels.facts() if f not in result.searched_facts]
    if thin:
        console.print("facts the timed searches found too seldom: " + escape(", ".join(thin)))
    for leak in result.leaks:
        console.print(
            f"[red]leak[/] {leak.item} in {escape(leak.path)} (found {escape(leak.needle)!r})"
        )
    shown = sorted({item for item, _ in result.search_leaks})
    if shown:
        console.print(f"[red]secrets shown in search results:[/] {escape(', '.join(shown))}")
    console.rule("failing queries (memtui's top 3)")
    for q in result.queries:
        if q.memtui_pass:
            continue
        console.print(
            f"[bold]{escape(q.query.text)}[/] [{', '.join(q.query.tags)}] expects {escape(', '.join(q.query.expect))}"
            + ("  [dim](BM25 passes)[/]" if q.bm25_pass else "")
        )
        for hit in q.memtui or []:
            console.print(
                f"    {escape(hit.path)}#L{hit.start}-L{hit.end}: {_short(hit.text, 100)}"
            )
        if not q.memtui:
            console.print("    (no hits)")
    console.rule("REM themes per night")
    for day, night in result.nights:
        seen = set(result.recognised(night))
        names = ", ".join(
            f"{escape(t.name)} ×{t.count}" + ("" if t.name in seen else " [dim](not recognised)[/]")
            for t in night.themes
        )
        console.print(f"{day}: {names or '-'} (promoted {night.promoted})")


def _summary_cells(result: Result) -> list[str]:
    mem = result.memory
    assert mem is not None
    searched = result.searched_facts
    kept = sum(1 for f in searched if f in mem.recalled)
    ratio = mem.distinct_ratio
    mt, n = result.top3("memtui")
    bt, _ = result.top3("bm25")
    return [
        escape(result.story.name),
        "yes" if result.story.tuned_on else "no",
        f"{mem.durable_recall:.2f} ({len(mem.recalled)}/{mem.facts})",
        f"{kept}/{len(searched)}",
        "n/a" if ratio is None else f"{ratio:.2f} ({len(mem.recalled)}/{mem.entries})",
        str(mem.duplicates),
        str(mem.false_promoted),
        str(mem.open_promoted),
        str(len({lk.item for lk in result.leaks})),
        f"{mt}/{n} (BM25 {bt})",
    ]


def print_summary(console: Console, results: Sequence[Result]) -> None:
    """One row per story, in the order replayed (the stories not tuned on first)."""
    table = Table(title="every story", header_style="bold")
    for col in (
        "story",
        "tuned on",
        "durable recall",
        "searched enough, kept",
        "distinct ÷ entries",
        "duplicates",
        "false",
        "open",
        "secrets on disk",
        "search top-3",
    ):
        table.add_column(col)
    for result in results:
        table.add_row(*_summary_cells(result))
    console.print(table)
