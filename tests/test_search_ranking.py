"""Search ranking (README "How search scores hits"): terms weighted by how rare they are,
question words never required, partial matches still found, one hit per memory."""

from __future__ import annotations

from helpers import at, write_note

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import MIN_HIT_SCORE, hit_score, memory_search, query_terms
from memtui.engine.store import Store
from memtui.engine.time_answers import states_when
from memtui.engine.workspace import Workspace

WHEN = at("2026-06-16T10:00:00")

CONVERSATION = """# 2026-06-15
## Morning
Caroline: I went to the LGBTQ support group yesterday and it was really powerful.

## Lunch
Melanie: The kids and I are going camping next month, they are so excited.

## Afternoon
Caroline: Thanks Melanie, I really appreciate that you listen.

## Evening
Melanie: I painted a sunrise over the lake last week, it calmed me down.
"""


def test_question_words_are_not_required_terms() -> None:
    terms = query_terms("When did Caroline go to the LGBTQ support group?")
    words = [t.word for t in terms if not t.asks_when]
    assert words == ["caroline", "go", "lgbtq", "support", "group"]
    # "When" is held by a stated time, never by the word itself, and no full match needs it.
    [when] = [t for t in terms if t.asks_when]
    assert when.word == "when" and when.alternatives == ()
    assert hit_score("caroline lgbtq", terms, "Caroline: LGBTQ support group, go!") >= 0.7
    assert [t.word for t in query_terms("上线需要谁签字吗")] == ["上线", "签字"]
    # A query of nothing but function words still searches for them.
    assert [t.word for t in query_terms("who did it")] == ["who", "did", "it"]


def test_a_whole_query_scores_at_least_0_6_and_partial_matches_less() -> None:
    text = "Melanie: I painted a sunrise over the lake last week, it calmed me down."
    terms = query_terms("melanie painted sunrise lake")
    whole = hit_score("melanie painted sunrise lake", terms, text, weights=[0.5, 2, 3, 2.5])
    assert whole >= 0.6
    for weights in ([0.5, 2, 3, 2.5], [1, 1, 1, 1], [5, 0.1, 0.1, 0.1]):
        partial = hit_score(
            "melanie painted sunrise lake canoe",
            query_terms("melanie painted sunrise lake canoe"),
            text,
            weights=[*weights, 0.05],
        )
        # Even missing only the least weighty term stays below any whole-query hit.
        assert 0 < partial < 0.7


def test_rare_terms_outweigh_common_ones(ws: Workspace, store: Store) -> None:
    notes = "\n".join(
        f"## Standup {i}\nThe service deploy went fine, service latency normal {i}.\n"
        for i in range(8)
    )
    write_note(
        ws,
        "2026-06-15",
        "# 2026-06-15\n## Zebra\nThe zebra crossing sensor was recalibrated.\n" + notes,
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    result = memory_search(store, ws, "service zebra", WHEN, vote=False)
    # One fragment holds the rare term, eight the common one: the rare one comes first.
    assert "zebra" in result.hits[0].text
    zebra = hit_score("service zebra", query_terms("service zebra"), result.hits[0].text)
    assert result.hits[0].score > zebra  # weighted: more than the unweighted half
    assert all(h.score < result.hits[0].score for h in result.hits[1:])


def test_a_question_in_the_base_form_finds_the_past_a_note_tells(
    ws: Workspace, store: Store
) -> None:
    """ "What did Priya buy?" asks for the note that says "bought": an irregular verb's forms are
    one term (no stemmer reaches them), both ways; a regular past is the stemmer's."""
    (term,) = [t for t in query_terms("what did Priya buy") if t.word == "buy"]
    assert frozenset({"bought"}) in term.alternatives
    (back,) = query_terms("bought")
    assert frozenset({"buy"}) in back.alternatives
    write_note(
        ws,
        "2026-06-15",
        "# 2026-06-15\n## Weekend\nPriya: I did something impulsive. I bought a camper van.\n\n"
        "Priya: The garden needs work, and the fence too.\n",
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    result = memory_search(store, ws, "What vehicle did Priya just buy?", WHEN, vote=False)
    assert "camper van" in result.hits[0].text
    assert result.hits[0].score > result.hits[1].score


def test_a_chinese_word_counts_by_the_share_of_it_a_note_holds(ws: Workspace, store: Store) -> None:
    """花生酱 (peanut butter) is half present in a note saying 花生 (peanut): a question about it
    finds that note above notes sharing only 吃 (eat), which jieba keeps as a word of its own."""
    pill = "\n".join(f"## 奶奶 {i}\n奶奶早上 8 点吃降压药，第 {i} 天。\n" for i in range(3))
    write_note(ws, "2026-06-15", f"# 2026-06-15\n## Mia\nMia 花生过敏，EpiPen 在书包前袋。\n{pill}")
    ingest(store, ws, at("2026-06-15T23:00:00"))
    result = memory_search(store, ws, "Mia 能吃花生酱吗", WHEN, vote=False)
    assert "花生过敏" in result.hits[0].text
    terms = query_terms("能吃花生酱吗")
    half = hit_score("能吃花生酱吗", terms, "花生过敏")
    assert 0 < half < hit_score("能吃花生酱吗", terms, "花生酱过敏") < 0.7


def test_a_clock_time_answers_what_time_questions(ws: Workspace, store: Store) -> None:
    """几点 / "what time" ask for a time of day: the note stating 10:15 answers 站会几点开 better
    than another question that only repeats 几点 (standup is written in eight notes, 几点 in
    one, so by idf alone the question won). "When" asks for a day as often, and stays a
    stopword."""
    standups = "\n".join(f"## 站会 {i}\n站会照常，{i} 个人参加。\n" for i in range(7))
    write_note(
        ws,
        "2026-06-15",
        f"# 2026-06-15\n## 站会\n站会从今天起改到每天 10:15。\n{standups}\n"
        "## 交接\n明天早上交接是几点来着？\n",
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    result = memory_search(store, ws, "站会现在几点开", WHEN, vote=False)
    assert "10:15" in result.hits[0].text
    terms = query_terms("站会几点开")
    [asks] = [t for t in terms if t.asks_time]
    assert asks.word == "几点"
    for answer in ("改到 10:15", "下午 4 点", "十点半", "9 am", "一点钟", "十二点"):
        assert hit_score("几点", [asks], answer) > 0, answer
    for no_time in ("9 个人", "v3.5 上线", "1:2 的比例", "发版慢一点"):
        assert hit_score("几点", [asks], no_time) == 0, no_time
    assert [t.asks_time for t in query_terms("what time is standup")] == [True, False]
    assert not any(t.asks_time for t in query_terms("when is standup"))


def test_a_question_with_no_full_match_returns_its_best_fragments(
    ws: Workspace, store: Store
) -> None:
    write_note(ws, "2026-06-15", CONVERSATION)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    question = "When did Melanie paint a sunrise and what did she feel about the canoe trip?"
    result = memory_search(store, ws, question, WHEN, vote=False)
    assert result.hits, "a question sharing words with a note must return it"
    assert "sunrise" in result.hits[0].text
    assert result.hits[0].score < 0.7  # not every term is there
    # A question whose rare words match nothing but a common one still gets its best fragment.
    weak = memory_search(store, ws, "Did Caroline ever mention her hiking boots?", WHEN)
    assert weak.hits and all("Caroline" in h.text for h in weak.hits)
    assert weak.hits[0].score < MIN_HIT_SCORE
    assert memory_search(store, ws, "kubernetes", WHEN).hits == []


def _dreams(fragment_text: str) -> str:
    """A DREAMS.md holding a fragment's staged line, its REM truth and diary prose quoting it."""
    diary = (
        f"I kept turning one line over in the dark: {fragment_text} "
        "It felt like a rule worth keeping.\n"
    )
    return (
        "# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->\n---\n\n*June 15, 2026*\n\n"
        + diary
        + "\n---\n\n*June 16, 2026*\n\n"
        + diary
        + "\n---\n\n*June 17, 2026*\n\nThe lamps of the staging floor hummed all night.\n"
        + "\n<!-- openclaw:dreaming:diary:end -->\n\n## Light Sleep\n"
        + "<!-- openclaw:dreaming:light:start -->\n"
        + f"- Candidate: {fragment_text}\n  - confidence: 0.62\n"
        + "  - evidence: memory/2026-06-15.md:3-3\n  - recalls: 0\n  - status: staged\n"
        + "<!-- openclaw:dreaming:light:end -->\n\n## REM Sleep\n"
        + "<!-- openclaw:dreaming:rem:start -->\n### Possible Lasting Truths\n"
        + f"- {fragment_text} [confidence=0.80 evidence=memory/2026-06-15.md:3-3]\n"
        + "<!-- openclaw:dreaming:rem:end -->\n"
    )


def test_a_dreams_copy_never_appears_beside_its_fragment(ws: Workspace, store: Store) -> None:
    rule = "Release rule: every database migration needs a rollback script reviewed by ops."
    write_note(ws, "2026-06-15", f"# 2026-06-15\n## Rules\n{rule}\n")
    ingest(store, ws, at("2026-06-15T23:00:00"))
    (ws.root / "DREAMS.md").write_text(_dreams(rule), encoding="utf-8")
    (ws.root / "MEMORY.md").write_text(
        f"# Long-Term Memory\n\n## Rules\n- {rule}\n", encoding="utf-8"
    )
    for query in ("database migration rollback", "rollback script", "who reviews migrations"):
        hits = memory_search(store, ws, query, WHEN).hits
        hits = [h for h in hits if h.source != "memory"] + [h for h in hits if h.source == "memory"]
        sources = [h.source for h in hits]
        assert sources.count("fragment") == 1, (query, sources)
        assert "dreams" not in sources, (query, [(h.kind, h.text) for h in hits])
        # MEMORY.md entries stay searchable.
        assert "memory" in sources, query
    # The fragment got one vote per query, never a second one through its copies.
    assert hits[0].fragment is not None and hits[0].fragment.recall_count == 3
    staging = memory_search(store, ws, "staging floor lamps", WHEN, vote=False).hits
    assert [h.kind for h in staging] == ["diary"]


def test_a_question_asking_when_is_answered_by_a_stated_time() -> None:
    """Of two turns holding the same words of a when-question, the one stating a time ranks
    first; the question word itself is no match."""
    question = "When did Jon sell the van?"
    terms = query_terms(question)
    answer = hit_score(question, terms, "Jon: the van went to a neighbour last Friday.")
    other = hit_score(question, terms, "Jon: the van needs new brakes, I said when asked.")
    assert answer > other > 0
    for stated in ("on Monday", "three weeks ago", "in May", "上周三", "昨天晚上", "2026-03-12"):
        assert states_when(stated), stated
    for no_time in ("the weather all week", "may I ask", "a busy person"):
        assert not states_when(no_time), no_time


SPREAD = """# 2026-06-15

Gina: The ceiling in our bathroom is dripping again, right above the sink.

Jon: Again? Did you tell the landlord this time?

Gina: I did. He swears a plumber is coming on Thursday.

Jon: Swears. Sure.

## Groceries
- buy oat milk, the good kind this time
"""


def test_a_fragment_is_ranked_with_its_neighbours(ws: Workspace, store: Store) -> None:
    """An answer told over adjacent turns is found by the turn that holds none of the question's
    words; a neighbour across a `##` heading is no context; the hit cites its own line."""
    write_note(ws, "2026-06-15", SPREAD)
    write_note(ws, "2026-06-16", "Gina: My landlord finally painted the hallway.\n")
    ingest(store, ws, at("2026-06-16T23:00:00"))
    hits = memory_search(store, ws, "Gina landlord plumber", WHEN, vote=False).hits
    texts = [h.text for h in hits]
    # Every word is in the window of lines 3-7; each turn there holds only part of them.
    window = texts[:4]
    assert any("ceiling" in t for t in window) and any("swears a plumber" in t for t in window)
    plumber = next(h for h in hits if "swears a plumber" in h.text)
    assert plumber.citation == "memory/2026-06-15.md#L7" and 0.15 < plumber.score < 0.7
    hallway = next(h for h in hits if "hallway" in h.text)
    assert plumber.score > hallway.score
    # "Swears. Sure." holds none of the words: it is found by its window alone.
    assert any(t.startswith("Jon: Swears") for t in texts)
    # The grocery item stands under its own heading: the turns above are not its context.
    assert not any("oat milk" in t for t in texts)


BORROWED = """# 2026-06-15

Kim: Pat's closing routine, for the record: lids down, bar on the back door, alarm on.

Kim: A woman brought home-cooked food today; we had to turn it away.

Kim: The weather was awful.

## Donations
- Every gift is a donation like any other: weigh it and log the kilos.
"""


def test_a_fragment_s_own_words_weigh_more_than_the_ones_it_borrows(
    ws: Workspace, store: Store
) -> None:
    """Three turns share one window holding "record" and "food": the turn that holds the rarer
    word itself ranks first, the one holding "food" next, and the turn that holds neither — found
    by its window alone — last (algorithm.md §7.4: a neighbour's words count 0.9 of their
    presence; at 1.0 the three tied)."""
    write_note(ws, "2026-06-15", BORROWED)
    for day in range(16, 24):
        write_note(ws, f"2026-06-{day}", f"Kim: The food shelf was restocked, round {day}.\n")
    ingest(store, ws, at("2026-06-23T23:00:00"))
    hits = memory_search(store, ws, "record food donation", WHEN, vote=False).hits

    def score(words: str) -> float:
        return next(h.score for h in hits if words in h.text)

    assert score("closing routine") > score("home-cooked") > score("weather")


SECTIONED = """# 2026-06-15

## Close
The freezer display read 14°F with the door shut.

Reset the breaker: the compressor clicks, hums and stops.

Ice cream and stocks moved into the reach-ins.

Mopped the floor and locked up at one.

## Contacts
Called the repair line; they sent someone within the hour.
"""


def test_a_topic_section_lends_its_context_to_one_line(ws: Workspace, store: Store) -> None:
    """A `##` section is one unit of context, as it is one document to BM25: of the lines its
    words raise, only the best keeps the raise, and the section's other lines rank by their own
    words. So "freezer compressor repair" shows the line holding "repair" in another section
    third, where the closing section's lines holding none of the words used to fill the top 3
    (algorithm.md §7.4: quality top-3 kitchen 31 → 32, lab 37 → 38 of 40)."""
    write_note(ws, "2026-06-15", SECTIONED)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    hits = memory_search(store, ws, "freezer compressor repair", WHEN, vote=False).hits
    raised = [h for h in hits if h.score > h.vote_score]
    # The two lines holding a word tie on context; the shorter one scores more on its own.
    assert len(raised) == 1 and "freezer" in raised[0].text
    top = [h.text for h in hits[:3]]
    assert any("compressor" in t for t in top) and any("repair line" in t for t in top)
    # Lines holding none of the words are no longer raised by the section: not shown at all.
    assert not any("reach-ins" in h.text or "Mopped" in h.text for h in hits)
