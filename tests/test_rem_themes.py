"""REM themes a reader recognises (algorithm.md §6.5, "REM over claims"): several different claims
sharing a concept, written on several days, in either language; never one claim's words, one
day's notes, a file's name or a generic word. Worked examples on every store backend."""

from __future__ import annotations

from datetime import timedelta

import pytest
from helpers import at, write_note

from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.entries import Entry
from memtui.engine.dream.rem import compute_themes
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.similarity import theme_terms
from memtui.engine.spans import Span
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace

# Three different release rules on three days, the first in Chinese.
RELEASE = {
    "2026-06-15": "## 发布\n每次生产发布都要值班负责人审批，审批链接贴到发布单里。\n",
    "2026-06-16": "## Release\nRelease trains leave on Tuesday and Thursday afternoons; "
    "a change that misses one waits for the next.\n",
    "2026-06-17": "## Release\nHotfix releases need the on-call lead's approval too, "
    "granted async in the channel.\n",
}
RELEASE_QUERIES = ("发布 审批", "release trains Tuesday Thursday", "hotfix approval")
# Three different Kafka rules, all written on one day.
KAFKA_DAY = "2026-06-15"
KAFKA = (
    "## Kafka\nKafka topics are named team.entity.event, lowercase.\n\n"
    "## Consumers\nKafka consumers commit offsets only after processing a batch.\n\n"
    "## Retention\nKafka retention is seven days on every cluster.\n"
)
KAFKA_QUERIES = ("kafka topics named", "kafka consumers commit offsets", "kafka retention")


def _replay(store: Store, ws: Workspace, notes: dict[str, str], queries: tuple[str, ...]):  # type: ignore[no-untyped-def]
    """Write the notes, let an agent search for every claim on two days, then dream one night."""
    for day, text in notes.items():
        write_note(ws, day, text)
        ingest(store, ws, at(f"{day}T09:00:00"))
    for n, day in enumerate(("2026-06-17", "2026-06-18")):
        for k, query in enumerate(queries):
            memory_search(store, ws, query, at(f"{day}T10:00:00") + timedelta(minutes=10 * n + k))
    report = run_cycle(store, ws, at("2026-06-19T03:00:00"), phases=("light", "rem"))
    return report.get("rem").report  # type: ignore[union-attr]


def test_a_concept_of_three_claims_on_three_days_in_two_languages_is_a_theme(
    ws: Workspace, store: Store
) -> None:
    rem = _replay(store, ws, RELEASE, RELEASE_QUERIES)
    themes = {t.tag: t for t in rem.themes}
    assert "release" in themes, [t.tag for t in rem.themes]
    release = themes["release"]
    # three claims (发布 is the same concept), strength by the §6.2 formula
    assert release.count == 3 and release.strength == 1.0
    # its evidence cites the days it was written on, newest first
    assert [e.split(":")[0] for e in release.evidence] == [
        f"memory/{day}.md" for day in sorted(RELEASE, reverse=True)
    ]
    dreams = (ws.root / "DREAMS.md").read_text(encoding="utf-8")
    assert "Theme: `release` kept surfacing across 3 memories." in dreams
    assert "release" in rem.material.themes


def test_one_days_notes_make_no_theme(ws: Workspace, store: Store) -> None:
    rem = _replay(store, ws, {KAFKA_DAY: KAFKA}, KAFKA_QUERIES)
    # three different claims recur (recalled on two days), so they are REM's inputs ...
    assert sum("Kafka" in e.text for e in rem.inputs) == 3
    # ... but they were all written on one day: no theme, not even `kafka`
    assert rem.themes == []
    assert "No strong patterns surfaced." in (ws.root / "DREAMS.md").read_text(encoding="utf-8")


def test_one_claim_restated_on_three_days_is_no_theme(ws: Workspace, store: Store) -> None:
    rule = "## Release\nEvery production release needs the on-call lead's approval.\n"
    rem = _replay(store, ws, dict.fromkeys(RELEASE, rule), RELEASE_QUERIES)
    assert len(rem.inputs) == 1 and len(rem.inputs[0].written) == 3
    assert rem.themes == []


def test_theme_terms_name_concepts_not_file_names_stems_or_generic_words() -> None:
    terms = theme_terms(
        ["发布", "release", "swimming", "swim", "jsonl", "282b6aecb7ff", "friday", "her", "别的"]
        + ["垃圾桶", "赶不上", "redacted", "production", "eta-svc"]
        # the genre words of notes: what a note is (a decision, a reminder), not its topic
        + ["决定", "decision", "提醒", "reminder", "rules"]
    )
    # 发布 and release are one concept, swimming and swim one stem; each named by a word written
    assert terms == {
        "release": "发布",
        "swim": "swimming",
        "垃圾桶": "垃圾桶",
        "prod": "production",
        "eta-svc": "eta-svc",
    }


def test_a_claim_speaks_through_its_statement_not_the_recap_that_repeats_it(
    ws: Workspace, store: Store
) -> None:
    rule = "## Release\nRelease trains leave on Tuesday and Thursday afternoons.\n"
    recap = "## Weekly recap (W25)\nRelease trains leave on Tuesday and Thursday afternoons.\n"
    write_note(ws, "2026-06-10", rule)
    ingest(store, ws, at("2026-06-10T09:00:00"))
    write_note(ws, "2026-06-18", recap)
    ingest(store, ws, at("2026-06-18T09:00:00"))
    rem = run_cycle(store, ws, at("2026-06-19T03:00:00"), phases=("light", "rem")).get("rem").report  # type: ignore[union-attr]
    # light staged only the recap (the rule was written nine days ago); REM's input for the
    # claim is still the rule, and the recap is never a candidate truth
    [claim] = rem.inputs
    assert claim.text.startswith("Release:") and set(claim.written) == {"2026-06-10", "2026-06-18"}
    assert all(not t.entry.text.startswith("Weekly recap") for t in rem.candidates)


def _claim(n: int, tags: list[str], days: list[str]) -> Entry:
    """A REM input (a claim) carrying `tags`, written on `days`."""
    return Entry(
        id=n,
        key=f"k{n}",
        text=f"claim {n}",
        kind="daily",
        recall_count=2,
        daily_count=0,
        total_score=1.0,
        unique_queries=set(),
        recall_days=set(days),
        tags=tags,
        last_recalled_at=None,
        span=Span(f"memory/{days[0]}.md", n, n),
        written={d: f"memory/{d}.md:{n}-{n}" for d in days},
    )


def test_a_topic_of_two_claims_among_seven_is_forming_not_a_theme() -> None:
    """Worked example: 'review' on 2 of 7 claims, written on two days: strength 2·2/7 ≈ 0.57 <
    0.75, so no theme tonight, but the Rankings tab can show it forming. A tag on one claim, or
    on two claims written the same day, is not even forming."""
    claims = [
        _claim(1, ["review", "code"], ["2026-06-01"]),
        _claim(2, ["review"], ["2026-06-03"]),
        _claim(3, ["kafka"], ["2026-06-02"]),
        _claim(4, ["kafka"], ["2026-06-02"]),
        _claim(5, ["vault"], ["2026-06-04"]),
        _claim(6, ["standup"], ["2026-06-05"]),
        _claim(7, ["distance"], ["2026-06-06"]),
    ]
    strong, forming = compute_themes(claims, 0.75, 10, 3)
    assert strong == []
    assert [(t.tag, t.count) for t in forming] == [("review", 2)]
    assert forming[0].strength == pytest.approx(4 / 7)
    assert forming[0].evidence == ["memory/2026-06-03.md:2-2", "memory/2026-06-01.md:1-1"]
    # Three of eight make it a theme (TV8: 0.75), and then it is no longer forming.
    more = [*claims, _claim(8, ["review"], ["2026-06-07"])]
    strong, forming = compute_themes(more, 0.75, 10, 3)
    assert [t.tag for t in strong] == ["review"] and forming == []
