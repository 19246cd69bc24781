"""A long English conversation benchmark (issue 15): `python -m bench.conversation`.

Deterministic (seeded) conversations between pairs of friends, one daily note per session, turns
separated by blank lines so each turn is a fragment. Each session mentions a few life events in
one of several phrasings, among small talk; each event yields questions phrased unlike the turn
(other words, question form), labelled with the turn that answers them. Prints top-5 evidence
recall of memtui's search against plain BM25 over 5-turn windows, and questions with no hit.
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

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.workspace import open_workspace, open_workspace_store

PAIRS = [("Caroline", "Melanie"), ("Jon", "Gina"), ("Priya", "Tomas"), ("Aiko", "Ben")]
# (event key, ways to say it in a turn, questions about it); {x} is the event's detail.
EVENTS = [
    (
        "support",
        [
            "I went to a {x} support group yesterday, it was really powerful.",
            "Yesterday evening I finally joined the {x} support meeting downtown.",
            "The {x} support group met again and I spoke for the first time.",
        ],
        ["When did {p} go to the {x} support group?", "What kind of support group did {p} attend?"],
        ["LGBTQ", "grief", "new parents", "career change"],
    ),
    (
        "paint",
        [
            "I painted a {x} last week, it calmed me down.",
            "Guess what, I finished a painting of a {x} on Sunday!",
            "My new canvas is a {x}, took me three evenings.",
        ],
        ["What did {p} paint recently?", "Has {p} made any artwork lately?"],
        ["sunrise over the lake", "horse in a meadow", "city skyline at night", "bowl of lemons"],
    ),
    (
        "camp",
        [
            "We're going camping at {x} next month with the kids.",
            "The family trip to {x} is booked, tents and all.",
            "We spent the weekend camping near {x}, the stars were unreal.",
        ],
        ["Where is {p}'s family camping?", "Did {p} go on a trip with the family?"],
        ["Yosemite", "the Lake District", "Big Sur", "the Black Forest"],
    ),
    (
        "job",
        [
            "I got an offer from {x}, starting in June!",
            "Big news: {x} hired me as a team lead.",
            "I just signed the contract with {x}.",
        ],
        ["Which company hired {p}?", "Where is {p} going to work?"],
        ["a robotics startup", "the city library", "a design studio", "a hospital in Leeds"],
    ),
    (
        "pet",
        [
            "We adopted a {x} from the shelter on Saturday.",
            "Meet our new {x}, the kids named it Biscuit.",
            "The shelter let us take home a {x} this weekend.",
        ],
        ["What pet did {p} adopt?", "Does {p} have a new animal at home?"],
        ["beagle puppy", "grey kitten", "rescue greyhound", "pair of rabbits"],
    ),
    (
        "course",
        [
            "I signed up for a {x} class at the community college.",
            "My {x} course starts Tuesday nights.",
            "I've been learning {x}, the teacher is tough but kind.",
        ],
        ["What is {p} studying?", "Which class did {p} enroll in?"],
        ["pottery", "Spanish", "woodworking", "photography"],
    ),
    (
        "race",
        [
            "I ran the {x} on Sunday, finished in under two hours!",
            "Training paid off, I completed the {x}.",
            "My legs still hurt from the {x} this weekend.",
        ],
        ["What race did {p} run?", "How did {p}'s running event go?"],
        ["half marathon in Boston", "charity 10k", "trail run in the hills", "city relay"],
    ),
]
SMALL_TALK = [
    "Haha, that sounds like you.",
    "How have you been sleeping lately?",
    "Same here, busy week.",
    "Thanks for listening, it means a lot.",
    "Tell me more when we meet up.",
    "Oh wow, really?",
    "The weather has been so grey here.",
    "I made soup again, nothing exciting.",
    "Work is fine, lots of meetings.",
    "I'm proud of you, honestly.",
    "Let's catch up soon!",
    "The kids kept me up all night.",
    "I keep meaning to call my mom.",
    "That made me smile.",
]


@dataclass
class Question:
    text: str
    evidence: str  # the turn's text (unique in the corpus)


def build(root: Path, seed: int, sessions: int) -> tuple[list[list[str]], list[Question]]:
    """Write the notes; return every session's turns and the labelled questions."""
    rng = random.Random(seed)
    day = datetime(2026, 1, 1, tzinfo=UTC)
    all_sessions: list[list[str]] = []
    questions: list[Question] = []
    for n in range(sessions):
        a, b = PAIRS[n % len(PAIRS)]
        turns: list[str] = []
        for _ in range(rng.randint(10, 16)):
            turns.append(f"{rng.choice((a, b))}: {rng.choice(SMALL_TALK)}")
        for _ in range(2):
            key, says, asks, details = rng.choice(EVENTS)
            who, detail = rng.choice((a, b)), rng.choice(details)
            turn = f"{who}: {rng.choice(says).format(x=detail)} (session {n + 1})"
            turns.insert(rng.randrange(len(turns) + 1), turn)
            for ask in asks:
                questions.append(Question(ask.format(p=who, x=detail), turn))
        all_sessions.append(turns)
        date = (day + timedelta(days=n)).strftime("%Y-%m-%d")
        body = "\n\n".join(turns)
        (root / "memory" / f"{date}.md").write_text(f"# {date}\n\n{body}\n", encoding="utf-8")
    return all_sessions, questions


_WORD = re.compile(r"[a-z0-9]+")
_STOP = set("a an the to of in on at for and or is was were did do does what when where who "
            "which how has have had with any my i you it this that is be from".split())  # fmt: skip


def _bm25_windows(sessions: list[list[str]]) -> tuple[list[str], list[Counter[str]]]:
    windows = [
        "\n".join(turns[i : i + 5]) for turns in sessions for i in range(max(1, len(turns) - 4))
    ]
    return windows, [
        Counter(w for w in _WORD.findall(t.lower()) if w not in _STOP) for t in windows
    ]


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.conversation")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--sessions", type=int, default=120)
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
        windows, docs = _bm25_windows(sessions)
        ours = theirs = empty = 0
        for q in questions:
            hits = memory_search(store, ws, q.text, now, limit=5, vote=False).hits
            empty += not hits
            ours += any(q.evidence.split(": ", 1)[1][:40] in h.text for h in hits)
            theirs += any(q.evidence in windows[i] for i in bm25_top(q.text, docs))
        store.close()
    turns = sum(len(s) for s in sessions)
    label = f"memtui ({args.embeddings or 'default'})"
    print(f"{args.sessions} sessions, {turns} turns, {len(questions)} questions")
    print(f"{label:<24} top-5 evidence recall {ours / len(questions):6.1%}   no hit: {empty}")
    print(f"{'BM25, 5-turn windows':<24} top-5 evidence recall {theirs / len(questions):6.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
