"""Questions asking how much or how many (algorithm.md §7.2): the question word is no content
word; a text stating an amount holds it, as a text stating a day holds "when"."""

from __future__ import annotations

import pytest
from helpers import at, write_note

from memtui.engine.amount_answers import asks_how_much, states_amount
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import hit_score, memory_search, query_terms
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace

WHEN = at("2026-06-16T10:00:00")


@pytest.mark.parametrize(
    ("query", "word"),
    [
        ("How much rent will Jon hold back?", "much"),
        ("how many people came on Tuesday", "many"),
        ("How fast did Ben finish the race?", "fast"),
        ("How long is the drive to the coast?", "long"),
        ("一户一周可以来几次？", "几次"),
        ("要付多少定金", "多少"),
        ("What did Ben finish?", ""),
        ("站会几点开", ""),  # a clock time: `asks_time`'s
        ("几号交房租", ""),  # a day: `asks_when`'s
    ],
)
def test_the_question_word_asking_for_an_amount(query: str, word: str) -> None:
    assert asks_how_much(query) == word


@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("the date is held once the deposit — half — is in", True),
        ("Fifty-one minutes, way better than I hoped", True),
        ("I'm withholding a hundred dollars from the rent", True),
        ("entry is $20 for members", True),
        ("每户每周一次", True),
        ("来了两个人", True),
        ("we had 151 households", True),
        # A clock time or a date answers "when", not "how much".
        ("the order has to be in by 3 pm today", False),
        ("meeting at 10:30", False),
        ("signed on 2026-10-16", False),
        ("下午 4 点开会", False),
        ("no ID needed, just a name", False),
    ],
)
def test_a_text_states_an_amount(text: str, states: bool) -> None:
    assert states_amount(text) is states


def test_the_amount_term_is_no_content_word_and_never_needed() -> None:
    terms = query_terms("How much rent will Jon hold back?")
    assert [t.word for t in terms if not t.asks] == ["rent", "jon", "hold", "back"]
    [much] = [t for t in terms if t.asks_amount]
    assert much.word == "much" and much.alternatives == ()
    # Every content word is a whole match, with or without an amount.
    assert hit_score("rent jon hold back", terms, "Jon: hold back the rent, he said") >= 0.7
    # A query of the question word alone still searches for it.
    assert [t.word for t in query_terms("how much?")] == ["much"]


def test_a_note_stating_the_amount_ranks_first(ws: Workspace, store: Store) -> None:
    """Both notes hold "deposit" and neither "party": the one saying how much answers."""
    write_note(
        ws,
        "2026-06-15",
        "# 2026-06-15\n## Catering\nThe deposit is still not in, Ines says next week.\n\n"
        "## Terms\nWe hold a date once the deposit is in: half of the quote.\n",
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    result = memory_search(store, ws, "how much deposit for a party?", WHEN, vote=False)
    assert "half of the quote" in result.hits[0].text
    assert result.hits[0].score > result.hits[1].score
