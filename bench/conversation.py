"""A long English conversation benchmark (issues 15, 24): `python -m bench.conversation`.

Deterministic (seeded) conversations between four pairs of friends, one daily note per session,
turns separated by blank lines so each turn is a fragment. A session is small talk around one or
two scenes (bench/conversation_scenes.py: news told over a few turns, a friend reacting); each
scene brings questions asked later in other words, labelled with every turn they need. Question
kinds: "single" (one turn answers it), "multi" (the answer is spread over 2-5 turns: the
question's words in one, the answer in another), "paraphrase" (asked in other words) and
"temporal" ("when did …", answered by a time a turn states).

Prints, per kind, the evidence recall at 5 and 10 hits (the share of a question's evidence turns
among the hits, averaged) of memtui's search, of plain BM25 over single turns and of plain BM25
over 5-turn windows (a window counts for every evidence turn it holds), and how many searches
returned fewer hits than asked for.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import tempfile
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bench.conversation_scenes import SCENES, SPREAD_SCENES, Scene, SpreadScene
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.store.dbapi import SearchStore
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

PAIRS = [("Caroline", "Melanie"), ("Jon", "Gina"), ("Priya", "Tomas"), ("Aiko", "Ben")]
# Small talk between the scenes: a few slots so it is not one sentence repeated.
SMALL_TALK = [
    "Haha, that is so {b}.",
    "How have you been sleeping lately?",
    "Same here, {busy} week.",
    "Thanks for listening, it means a lot.",
    "Tell me more when we meet for {meal}.",
    "Oh wow, really?",
    "The weather has been {weather} here all week.",
    "I made {food} again, nothing exciting.",
    "Work is fine, lots of {work}.",
    "I'm proud of you, honestly.",
    "Let's catch up soon, maybe {day}?",
    "The kids kept me up all night again.",
    "I keep meaning to call my mom back.",
    "That made me smile, thank you.",
    "Did you see the {show} finale? No spoilers!",
    "I'm so tired, I fell asleep on the {furniture} at eight.",
    "Good morning! Coffee first.",
    "Sorry I went quiet, {excuse}.",
    "Miss you! We need a proper {meal} soon.",
]
FILL = {
    "b": ["you", "typical", "classic"],
    "busy": ["long", "messy", "busy", "strange"],
    "meal": ["lunch", "coffee", "brunch", "dinner"],
    "weather": ["grey", "rainy", "hot", "windy"],
    "food": ["soup", "lasagna", "banana bread", "curry"],
    "work": ["meetings", "emails", "audits"],
    "day": ["Saturday", "next week", "Thursday"],
    "show": ["baking", "detective", "space"],
    "furniture": ["couch", "sofa", "armchair"],
    "excuse": ["work ate me alive", "my phone died", "we had guests", "I was at my sister's"],
}


@dataclass
class Question:
    text: str
    evidence: tuple[str, ...]  # the turns' texts (each unique in the corpus)
    kind: str = "single"


KINDS = ("single", "multi", "paraphrase", "temporal")


# Every scene as a spread scene: the first scenes' questions need the one turn they name.
def _as_spread(scene: Scene) -> SpreadScene:
    turns, asks, pools = scene
    evidence: list[tuple[str, tuple[int, ...], str]] = [(q, (i,), "single") for q, i in asks]
    return turns, evidence, pools


ALL_SCENES: list[SpreadScene] = [_as_spread(scene) for scene in SCENES] + SPREAD_SCENES


def _fill(template: str, values: dict[str, str]) -> str:
    return template.format(**values)


def _small_talk(rng: random.Random, speakers: tuple[str, str]) -> str:
    line = rng.choice(SMALL_TALK).format(**{k: rng.choice(v) for k, v in FILL.items()})
    return f"{rng.choice(speakers)}: {line}"


def _scene(
    rng: random.Random, scene: SpreadScene, a: str, b: str
) -> tuple[list[str], list[Question]]:
    turns_t, asks, pools = scene
    values = {"a": a, "b": b, **{k: rng.choice(v) for k, v in pools.items()}}
    turns = [f"{a if who == 'A' else b}: {_fill(t, values)}" for who, t in turns_t]
    return turns, [
        Question(_fill(q, values), tuple(turns[i] for i in ev), kind) for q, ev, kind in asks
    ]


def build(root: Path, seed: int, sessions: int) -> tuple[list[list[str]], list[Question]]:
    """Write one daily note per session; return every session's turns and the questions.
    Each (scene, teller) happens once, so every question has one right answer."""
    rng = random.Random(seed)
    day = datetime(2026, 1, 1, tzinfo=UTC)
    unused = {name: list(range(len(ALL_SCENES))) for pair in PAIRS for name in pair}
    for order in unused.values():
        rng.shuffle(order)
    all_sessions: list[list[str]] = []
    questions: list[Question] = []
    for n in range(sessions):
        pair = PAIRS[n % len(PAIRS)]
        turns = [_small_talk(rng, pair) for _ in range(rng.randint(4, 9))]
        for _ in range(rng.choice((1, 2, 2))):
            teller = rng.choice(pair)
            if not unused[teller]:
                continue
            other = pair[1] if teller == pair[0] else pair[0]
            scene_turns, asks = _scene(rng, ALL_SCENES[unused[teller].pop()], teller, other)
            at = rng.randrange(len(turns) + 1)
            turns[at:at] = scene_turns
            questions += asks
        all_sessions.append(turns)
        date = (day + timedelta(days=3 * n)).strftime("%Y-%m-%d")
        body = "\n\n".join(turns)
        (root / "memory" / f"{date}.md").write_text(f"# {date}\n\n{body}\n", encoding="utf-8")
    return all_sessions, questions


_WORD = re.compile(r"[a-z0-9]+")
_STOP = set(
    "a an the to of in on at for and or is was were did do does what when where who "
    "which how has have had with any my i you it this that is be from".split()
)


def bm25_units(sessions: list[list[str]], width: int) -> tuple[list[str], list[Counter[str]]]:
    """Every run of `width` consecutive turns of a session (a session's only run when shorter)
    and its word counts: the baseline's units (width 1: single turns)."""
    units = [
        "\n".join(turns[i : i + width])
        for turns in sessions
        for i in range(max(1, len(turns) - width + 1))
    ]
    return units, [Counter(w for w in _WORD.findall(t.lower()) if w not in _STOP) for t in units]


def bm25_top(query: str, docs: list[Counter[str]], k: int = 5) -> list[int]:
    n = len(docs)
    avg = sum(sum(d.values()) for d in docs) / n
    terms = [w for w in _WORD.findall(query.lower()) if w not in _STOP]
    df = Counter(t for d in docs for t in set(d) if t in terms)
    scores = []
    for d in docs:
        length = sum(d.values())
        s = 0.0
        for t in terms:
            if d[t]:
                idf = math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))
                s += idf * d[t] * 2.2 / (d[t] + 1.2 * (0.25 + 0.75 * length / avg))
        scores.append(s)
    ranked = sorted(range(n), key=lambda i: -scores[i])
    return [i for i in ranked[:k] if scores[i] > 0]


def recall(evidence: tuple[str, ...], found: list[str]) -> float:
    """The share of the evidence turns that some found text holds."""
    return sum(any(turn in text for text in found) for turn in evidence) / len(evidence)


@dataclass
class Figures:
    """Summed evidence recall per system, cut-off and question kind."""

    sums: dict[tuple[str, int, str], float]
    counts: Counter[str]
    short: int = 0  # memtui searches that returned fewer hits than asked for

    def add(self, system: str, k: int, kind: str, value: float) -> None:
        for key in ((system, k, kind), (system, k, "all")):
            self.sums[key] = self.sums.get(key, 0.0) + value

    def share(self, system: str, k: int, kind: str) -> float:
        n = self.counts[kind] if kind != "all" else sum(self.counts.values())
        return self.sums.get((system, k, kind), 0.0) / max(1, n)


def evaluate(
    store: SearchStore,
    ws: Workspace,
    now: datetime,
    sessions: list[list[str]],
    questions: list[Question],
) -> Figures:
    """Evidence recall at 5 and 10 of memtui and both baselines, per question kind."""
    turns, turn_docs = bm25_units(sessions, 1)
    windows, window_docs = bm25_units(sessions, 5)
    figures = Figures({}, Counter(q.kind for q in questions))
    for q in questions:
        hits = memory_search(store, ws, q.text, now, limit=10, vote=False).hits
        figures.short += len(hits) < 10
        # A turn is found when a hit's text holds it (a fragment is "Speaker: text").
        texts = [h.text for h in hits]
        evidence = tuple(t.split(": ", 1)[1][:60] for t in q.evidence)
        for k in (5, 10):
            figures.add("memtui", k, q.kind, recall(evidence, texts[:k]))
            for name, units, docs in (
                ("turns", turns, turn_docs),
                ("windows", windows, window_docs),
            ):
                found = [units[i] for i in bm25_top(q.text, docs, k)]
                figures.add(name, k, q.kind, recall(q.evidence, found))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.conversation")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--embeddings", default="", help='also run with provider "local"')
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "memory").mkdir()
        sessions, questions = build(root, args.seed, args.sessions)
        if args.embeddings:
            (root / ".memtui.toml").write_text(f'[embeddings]\nprovider = "{args.embeddings}"\n')
        ws = open_workspace(root)
        store = open_workspace_store(ws)
        now = datetime(2026, 6, 1, tzinfo=UTC)
        ingest(store, ws, now)
        if args.embeddings:
            from memtui.engine.embeddings import embed_pending, embedder_for

            embedder = embedder_for(ws.config.embeddings)
            assert embedder is not None
            embed_pending(store, embedder, batch_size=64)
        figures = evaluate(store, ws, now, sessions, questions)
        store.close()
    _report(args, sessions, questions, figures)
    return 0


def _report(
    args: argparse.Namespace,
    sessions: list[list[str]],
    questions: list[Question],
    figures: Figures,
) -> None:
    turns = sum(len(s) for s in sessions)
    kinds = [k for k in KINDS if figures.counts[k]] + ["all"]
    print(f"{args.sessions} sessions, {turns} turns, {len(questions)} questions")
    print("evidence recall at 5 (at 10) by question kind:")
    head = "".join(f"{k} ({figures.counts[k] or len(questions)})".rjust(19) for k in kinds)
    print(f"{'':<26}{head}")
    label = f"memtui ({args.embeddings or 'default'})"
    for system, name in (
        ("memtui", label),
        ("turns", "BM25, single turns"),
        ("windows", "BM25, 5-turn windows"),
    ):
        cells = "".join(
            f"{figures.share(system, 5, k):6.1%} ({figures.share(system, 10, k):6.1%})".rjust(19)
            for k in kinds
        )
        print(f"{name:<26}{cells}")
    print(f"memtui searches returning fewer than 10 hits: {figures.short} of {len(questions)}")


if __name__ == "__main__":
    raise SystemExit(main())
