"""Replay a story through memtui, then measure: MEMORY.md against the labels, leaks, search.

Order within the replay is the plan's (by time): a note or transcript is written and ingested,
the agent's searches vote, and at 03:00 each night the dream cycle runs. After the last night
the evaluation queries run with voting off, and the same queries go to the BM25 baseline.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.quality.bm25 import BM25
from bench.quality.doors import Night, Product
from bench.quality.generator import Event, Plan, plan_story
from bench.quality.judges import JudgeModel, Oracle, OracleServer, parse_oracle
from bench.quality.matcher import Normalized
from bench.quality.model import Query, Story
from bench.quality.scorer import (
    GroupingScore,
    Hit,
    Leak,
    MemoryScore,
    fact_searched,
    find_secrets_in_text,
    passes_top3,
    recognised_themes,
    scan_secrets,
    score_grouping,
    score_memory,
    searched_enough,
)

SEARCH_LIMIT = 6  # the agent's memory_search default (MCP max_results)
EVAL_LIMIT = 10


@dataclass
class QueryResult:
    query: Query
    memtui: list[Hit]
    bm25: list[Hit]
    memtui_pass: bool
    bm25_pass: bool
    # The same query with the local embedding extra on (None when it is not installed).
    local_pass: bool | None = None


@dataclass
class Result:
    plan: Plan
    smoke: bool
    # Was the whole replay run with `[embeddings] provider = "local"` (`--embeddings`)?
    embeddings: bool = False
    nights: list[tuple[str, Night]] = field(default_factory=list)
    memory: MemoryScore | None = None
    grouping: GroupingScore | None = None
    memory_text: str = ""
    leaks: list[Leak] = field(default_factory=list)
    search_leaks: list[tuple[str, str]] = field(default_factory=list)
    queries: list[QueryResult] = field(default_factory=list)
    changed_inputs: list[str] = field(default_factory=list)
    timed_hits: Counter[str] = field(default_factory=Counter)
    # (query, day) of every timed search with a hit about each durable fact
    fact_found: dict[str, set[tuple[str, str]]] = field(default_factory=dict)
    runtime_s: float = 0.0
    workspace: Path | None = None
    # Who judged deep's new winners ("" none, an oracle's spec, or a model), and the oracle.
    judge: str = ""
    oracle: Oracle | None = None
    _corpus: Normalized | None = field(default=None, repr=False)

    @property
    def story(self) -> Story:
        return self.plan.story

    def top3(self, which: str, tag: str | None = None) -> tuple[int, int]:
        chosen = [q for q in self.queries if tag is None or tag in q.query.tags]
        passed = sum(1 for q in chosen if self._passes(q, which))
        return passed, len(chosen)

    @staticmethod
    def _passes(q: QueryResult, which: str) -> bool:
        if which == "local":
            return bool(q.local_pass)
        return q.memtui_pass if which == "memtui" else q.bm25_pass

    @property
    def searched_facts(self) -> list[str]:
        """The facts the timed searches found often enough to clear deep's diversity gate
        (scorer.searched_enough): the ones only the engine can lose."""
        return [f for f in self.plan.labels.facts() if searched_enough(self.fact_found.get(f, ()))]

    @property
    def has_local(self) -> bool:
        return any(q.local_pass is not None for q in self.queries)

    @property
    def theme_nights(self) -> int:
        return sum(1 for _, n in self.nights if n.themes)

    def recognised(self, night: Night) -> list[str]:
        """The night's themes a reader recognises (scorer.recognised_themes)."""
        if self._corpus is None:
            self._corpus = Normalized(self.plan.corpus)
        return recognised_themes(night.themes, self._corpus, self.plan.day_of)

    @property
    def recognised_theme_nights(self) -> int:
        """Nights with a theme a reader recognises (not a stem, file name, generic word, one
        memory's words or one day's)."""
        return sum(1 for _, n in self.nights if self.recognised(n))


def eval_queries(story: Story, plan: Plan, smoke: bool) -> list[Query]:
    """All of the story's queries; for a smoke run, the first few answerable in its days."""
    if not smoke:
        return list(story.queries)
    known = [q for q in story.queries if any(plan.labels.places.get(i) for i in q.expect)]
    return known[: story.smoke_queries]


def _apply(product: Product, root: Path, event: Event, result: Result) -> None:
    if event.kind in ("note", "session"):
        path = root / event.path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(event.data)
        stamp = event.at.timestamp()
        os.utime(path, (stamp, stamp))
        product.ingest(event.at)
    elif event.kind == "search":
        hits = product.search(event.query, event.at, vote=True, limit=SEARCH_LIMIT)
        labels = result.plan.labels
        for hit in hits:
            result.search_leaks += find_secrets_in_text(labels, hit.text)
            cats = (
                {labels.category(i) for i in labels.about_place(hit.loc)}
                if hit.source == "fragment"
                else {hit.source}  # MEMORY.md / DREAMS.md
            )
            for cat in cats or {"unlabelled"}:
                result.timed_hits[cat] += 1
            if hit.source == "fragment":
                fact = fact_searched(labels.about_place(hit.loc), labels.category)
                if fact is not None:
                    found = result.fact_found.setdefault(fact, set())
                    found.add((event.query, event.at.date().isoformat()))
    else:
        result.nights.append((event.at.date().isoformat(), product.dream(event.at)))


def run_story(
    story: Story,
    *,
    smoke: bool = False,
    keep: Path | None = None,
    db_url: str = "",
    step: Callable[[int, int, str], None] | None = None,
    local: bool = True,
    embeddings: bool = False,
    judge: str = "",
    judge_model: JudgeModel | None = None,
) -> Result:
    """Replay `story` in a fresh workspace (under `keep`, else a temporary folder) and score it.
    With `local` and the local embedding extra installed, the evaluation queries run a second
    time with embeddings on (every fragment embedded). With `embeddings`, the whole replay runs
    with them on: every timed search is semantic too, so its votes are, and nothing is run
    twice. With `judge` ("oracle[:KEEP,CATCH]", bench.quality.judges) or a `judge_model`, deep
    asks that judge whether each new winner holds."""
    started = time.perf_counter()
    plan = plan_story(story, days=story.smoke_days if smoke else None)
    result = Result(plan=plan, smoke=smoke, embeddings=embeddings, judge=judge)
    stack = ExitStack()
    if judge:
        keep_share, catch_share = parse_oracle(judge)
        result.oracle = Oracle(plan.labels, keep_share, catch_share)
        judge_model = stack.enter_context(OracleServer(result.oracle)).model
    elif judge_model is not None:
        result.judge = f"{judge_model.model} at {judge_model.base_url}"
    scratch = None
    if keep is None:
        scratch = Path(tempfile.mkdtemp(prefix=f"memtui-quality-{story.name}-"))
        root = scratch
    else:
        root = keep.resolve()
        if root.exists():
            shutil.rmtree(root)
        root.mkdir(parents=True)
    result.workspace = root
    try:
        product = Product(
            root,
            story.tz,
            plan.events[0].at,
            db_url,
            embeddings=embeddings,
            judge_model=judge_model.config() if judge_model else "",
        )
        try:
            total = len(plan.events)
            for n, event in enumerate(plan.events, start=1):
                _apply(product, root, event, result)
                if step:
                    step(n, total, f"{event.at:%m-%d %H:%M} {event.kind}")
            baseline = BM25(plan.units)
            for query in eval_queries(story, plan, smoke):
                hits = product.search(query.text, plan.eval_at, vote=False, limit=EVAL_LIMIT)
                base = baseline.search(query.text, 3)
                for hit in hits:
                    result.search_leaks += find_secrets_in_text(plan.labels, hit.text)
                result.queries.append(
                    QueryResult(
                        query,
                        hits[:3],
                        base,
                        passes_top3(plan.labels, hits, query.expect),
                        passes_top3(plan.labels, base, query.expect),
                    )
                )
            if local and not embeddings and product.use_local_embeddings():
                for qr in result.queries:
                    hits = product.search(qr.query.text, plan.eval_at, vote=False, limit=EVAL_LIMIT)
                    qr.local_pass = passes_top3(plan.labels, hits, qr.query.expect)
            result.grouping = score_grouping(plan.labels, product.claims())
        finally:
            product.close()
        memory_path = root / "MEMORY.md"
        result.memory_text = memory_path.read_text(encoding="utf-8") if memory_path.exists() else ""
        result.memory = score_memory(plan.labels, result.memory_text)
        result.leaks = scan_secrets(plan.labels, root, exclude=plan.inputs)
        result.changed_inputs = [
            rel for rel, data in plan.inputs.items() if (root / rel).read_bytes() != data
        ]
    finally:
        stack.close()
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
    result.runtime_s = time.perf_counter() - started
    return result


def to_json(result: Result) -> dict[str, Any]:
    """Every figure of a run, for `--json` and the smoke test."""
    mem = result.memory
    assert mem is not None
    tags = sorted({t for q in result.queries for t in q.query.tags})
    return {
        "story": result.story.name,
        "tuned_on": result.story.tuned_on,
        "smoke": result.smoke,
        "embeddings": result.embeddings,
        "judge": result.judge or None,
        "judge_questions": result.oracle.asked if result.oracle else None,
        "days": result.plan.days,
        "timed_searches": result.plan.searches,
        "nights": len(result.nights),
        "durable_facts": mem.facts,
        "entries": mem.entries,
        "durable_recall": round(mem.durable_recall, 4),
        "facts_recalled": mem.recalled,
        "facts_searched_enough": result.searched_facts,
        "distinct_facts_per_entry": None
        if mem.distinct_ratio is None
        else round(mem.distinct_ratio, 4),
        "duplicates": mem.duplicates,
        "claims_per_fact": None
        if result.grouping is None or result.grouping.claims_per_fact is None
        else round(result.grouping.claims_per_fact, 3),
        "claims_mixing_facts": None if result.grouping is None else result.grouping.mixing,
        "longest_entry_chars": mem.longest_entry,
        "false_promoted": mem.false_promoted,
        "false_by_category": mem.false_by_category(result.plan.labels),
        "open_promoted": mem.open_promoted,
        "resolved_promoted": mem.resolved_promoted,
        "unlabelled_entries": mem.unlabelled,
        "secrets_on_disk": len(result.leaks),
        "secret_leaks": [{"item": lk.item, "path": lk.path} for lk in result.leaks],
        "secrets_in_search_results": len({item for item, _ in result.search_leaks}),
        "changed_input_files": result.changed_inputs,
        "search_top3": {
            "queries": len(result.queries),
            "memtui": result.top3("memtui")[0],
            "bm25": result.top3("bm25")[0],
            "memtui_local_embeddings": result.top3("local")[0] if result.has_local else None,
            "by_tag": {
                t: {
                    "queries": result.top3("memtui", t)[1],
                    "memtui": result.top3("memtui", t)[0],
                    "bm25": result.top3("bm25", t)[0],
                }
                for t in tags
            },
            "failing": [q.query.text for q in result.queries if not q.memtui_pass],
        },
        "rem": {
            "nights_with_themes": result.theme_nights,
            "nights_with_recognised_themes": result.recognised_theme_nights,
            "themes_per_night": [
                {
                    "night": day,
                    "themes": [t.name for t in n.themes],
                    "recognised": result.recognised(n),
                    "promoted": n.promoted,
                }
                for day, n in result.nights
            ],
        },
        "timed_search_hits": dict(sorted(result.timed_hits.items())),
        "runtime_s": round(result.runtime_s, 2),
    }
