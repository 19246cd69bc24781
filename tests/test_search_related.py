"""Related words (algorithm.md §7.2): a question asks in other words than the note that answers
it, so a query word is also held, at a reduced weight, by its WordNet synonyms and the words for
kinds of it, in any of their inflected forms."""

from __future__ import annotations

from pathlib import Path

from helpers import at, write_note

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import (
    RELATED_WEIGHT,
    _query_groups,
    hit_score,
    memory_search,
    own_words,
    query_terms,
    term_presence,
)
from memtui.engine.store import Store
from memtui.engine.text import search_tokens
from memtui.engine.thesaurus import _Table, related_words
from memtui.engine.workspace import Workspace

WHEN = at("2026-06-16T10:00:00")


def test_a_word_is_related_to_its_synonyms_and_kinds_in_their_forms() -> None:
    # A synonym, in the forms a note uses: the verb "wed" is "marry" (married, marrying).
    assert {"marry", "married", "marrying"} <= related_words("wedding")
    # A kind of it: a monocle is a kind of eyeglasses.
    assert {"spectacles", "monocle", "monocles"} <= related_words("eyeglasses")
    # Irregular forms find what their base finds; inflected ones what their base does.
    assert related_words("chose") == related_words("choose")
    assert related_words("phones") >= related_words("phone")
    # A base must have the part of speech of the rule that made it: "news" is no plural of the
    # adjective "new" (fresh, novel), "flower" no comparative of "flow".
    assert "fresh" in related_words("new") and "fresh" not in related_words("news")
    assert "flux" in related_words("flow") and "flux" not in related_words("flower")
    # The word itself, CJK words, numbers and words WordNet does not know relate to nothing.
    assert "wedding" not in related_words("wedding")
    assert related_words("数据库") == related_words("2026") == related_words("zzyzx") == frozenset()


def test_the_table_is_read_by_bisection_and_a_missing_one_finds_nothing(tmp_path: Path) -> None:
    table = tmp_path / "thesaurus.txt"
    table.write_text(
        "".join(f"{w}.n\t{w}x {w}y\n" for w in ("apple", "kiwi", "lime", "mango", "pear")),
        encoding="utf-8",
    )
    read = _Table(table)
    for word in ("apple", "lime", "pear"):  # first, middle, last
        assert read.get(f"{word}.n") == f"{word}x {word}y"
    assert read.get("banana.n") == read.get("kiwi.v") == read.get("zzz.n") == ""
    assert _Table(tmp_path / "missing.txt").get("apple.n") == ""
    (tmp_path / "empty.txt").write_text("", encoding="utf-8")
    assert _Table(tmp_path / "empty.txt").get("apple.n") == ""


def test_a_related_word_holds_a_term_at_a_reduced_weight() -> None:
    terms = query_terms("Whose wedding is Jon travelling to?")
    wedding = next(t for t in terms if t.word == "wedding")
    assert "married" in wedding.related
    # Function words never stand in for a content word ("get" is a synonym of "obtain").
    assert "get" in related_words("obtain")
    ((obtain,),) = [query_terms("obtain")]
    assert "found" in obtain.related and not {"get", "got"} & obtain.related
    text = "Jon: My cousin is getting married there this Saturday."
    present = term_presence(terms, text, search_tokens(text))
    by_word = dict(zip([t.word for t in terms], present, strict=True))
    assert by_word["jon"] == 1.0 and by_word["wedding"] == RELATED_WEIGHT
    # The word itself counts fully: a note saying "wedding" scores more than one saying
    # "married", and neither is a whole-query match (≥ 0.7) through a related word.
    said = hit_score("jon wedding", query_terms("jon wedding"), "Jon: the wedding is Saturday.")
    meant = hit_score("jon wedding", query_terms("jon wedding"), "Jon: they married Saturday.")
    assert said >= 0.7 > meant > 0


def test_the_shortlist_asks_for_related_words_too() -> None:
    (term,) = query_terms("wedding")
    groups = _query_groups([term])
    assert ["wedding"] in groups[0] and ["married"] in groups[0]


def test_a_paraphrased_question_finds_the_note_that_answers_it(ws: Workspace, store: Store) -> None:
    """ "Whose wedding is Jon travelling to?" is answered by "my cousin is getting married":
    no word but the name is shared, and the name is in every line Jon says."""
    write_note(
        ws,
        "2026-06-15",
        "# 2026-06-15\n## Morning\nJon: Guess where I'm writing from. A train to Lisbon!\n\n"
        "## Noon\nJon: The weather has been rainy here all week.\n\n"
        "## Evening\nJon: My cousin is getting married there this Saturday.\n\n"
        "## Night\nJon: I made soup again, nothing exciting.\n",
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    query = "Whose wedding is Jon travelling to?"
    result = memory_search(store, ws, query, WHEN, vote=False)
    top = result.hits[0]
    assert "married" in top.text
    assert top.score > result.hits[1].score
    # Its vote is what the asker's own words score in it: a related word ranks, never votes.
    said = hit_score(query, own_words(query_terms(query)), top.text)
    unweighted = hit_score(query, query_terms(query), top.text)
    assert said < unweighted and top.vote_score < top.score


def test_own_words_drop_related_words_only() -> None:
    terms = query_terms("wedding speech")
    bare = own_words(terms)
    assert [t.word for t in bare] == ["wedding", "speech"]
    assert all(not t.related for t in bare)
    assert [t.alternatives for t in bare] == [t.alternatives for t in terms]
    plain = query_terms("数据库")
    assert own_words(plain) is plain  # nothing to drop: the same terms
