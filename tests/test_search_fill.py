"""A search returns the number of hits asked for (issue 24 item 1), and sample diary text is not
memory (issue 26 item 6): on SQLite and PostgreSQL, in process, through the CLI and over MCP."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from helpers import at, write_note

from memtui.engine.documents.dreams_file import DIARY_PLACEHOLDERS, SAMPLE_LABEL
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import MIN_HIT_SCORE, memory_search
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace
from memtui.mcp import ServerConfig, call_tool

NOW = "2026-06-20T10:00:00"
QUERY = "database migration rollback plan"
# Twelve notes holding one common word of the query each, two holding more of it.
TOPICS = [
    "the database dashboard is slow on Mondays",
    "database credentials rotate every quarter",
    "lunch at the noodle place near the database team",
    "the analytics database keeps a week of events",
    "renamed the database host in the runbook",
    "a new database replica for the reports",
    "database backups are checked every night",
    "the database vendor sent a renewal quote",
    "database indexes rebuilt after the import",
    "the database diagram is on the wiki",
    "database migration dry run went fine",
    "database migration rollback plan approved by Ana",
]


def _notes(ws: Workspace) -> None:
    for n, topic in enumerate(TOPICS):
        write_note(ws, f"2026-06-{n + 1:02d}", f"## Notes {n}\n- {topic}\n")


@pytest.fixture
def filled(ws: Workspace, store: Store) -> Store:
    _notes(ws)
    ingest(store, ws, at("2026-06-19T23:00:00"))
    return store


def test_a_search_fills_the_list_it_asked_for(ws: Workspace, filled: Store) -> None:
    result = memory_search(filled, ws, QUERY, at(NOW), limit=10)
    hits = result.hits
    assert len(hits) == 10
    assert hits[0].text.endswith("database migration rollback plan approved by Ana")
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    # Weak hits are marked by their score and flag, and cast no vote: filling a list never
    # makes a barely related note look recalled.
    weak = [h for h in hits if h.weak]
    assert weak and all(h.score < MIN_HIT_SCORE and not h.voted for h in weak)
    assert result.votes_recorded == sum(not h.weak for h in hits) > 0
    # Only a query whose terms match nothing returns fewer.
    assert len(memory_search(filled, ws, QUERY, at(NOW), limit=12, vote=False).hits) == 12
    assert memory_search(filled, ws, "kubernetes helm", at(NOW), vote=False).hits == []


@pytest.mark.slow
def test_the_cli_and_mcp_fill_the_list_too(ws: Workspace, filled: Store, store_url: str) -> None:
    args = [sys.executable, "-m", "memtui", "--workspace", str(ws.root), "--now", NOW]
    if store_url:
        args += ["--db", store_url]
    out = subprocess.run(
        [*args, "search", QUERY, "--no-vote", "--json", "--limit", "10"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ws.root,
    )
    hits = json.loads(out.stdout)["results"]
    assert len(hits) == 10 and any(h["weak"] for h in hits)
    listing = subprocess.run(
        [*args, "search", QUERY, "--no-vote", "--limit", "10"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ws.root,
    ).stdout
    assert listing.count("· weak") == sum(h["weak"] for h in hits)
    config = ServerConfig(workspace=ws.root, db=store_url, now_text=NOW)
    result = call_tool(config, "memory_search", {"query": QUERY, "max_results": 10})
    assert not result.is_error
    results = result.structured_content["results"]  # type: ignore[index]
    assert len(results) == 10 and any(r["weak"] for r in results)


def _diary(*entries: str) -> str:
    body = "".join(
        f"\n---\n\n*June {15 + n}, 2026, 3:00 AM CST*\n\n{e}\n" for n, e in enumerate(entries)
    )
    return (
        "# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->"
        + body
        + "\n<!-- openclaw:dreaming:diary:end -->\n"
    )


def test_sample_and_placeholder_diary_text_is_not_searched(ws: Workspace, store: Store) -> None:
    """Diary text no model wrote is not memory: with only samples and placeholders in DREAMS.md
    the rule holding the word is the only hit (the demo put three samples above it); an entry
    a model wrote stays searchable."""
    write_note(
        ws, "2026-06-15", "## PR 评审\n规范：今后所有测试必须使用真实数据库，不接受 mock。\n"
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    sample = f"{SAMPLE_LABEL} A plan for moving the ledger from one database to another."
    unwritten = _diary(sample, f"{sample}\n\nA second database paragraph of the sample.")
    unwritten += "\n" + _diary(f"{DIARY_PLACEHOLDERS[0]} database", DIARY_PLACEHOLDERS[2])
    dreams = ws.root / "DREAMS.md"
    dreams.write_text(unwritten, encoding="utf-8")
    hits = memory_search(store, ws, "database", at("2026-06-20T10:00:00"), vote=False).hits
    assert [h.source for h in hits] == ["fragment"] and "真实数据库" in hits[0].text
    written = "Tonight the database rule came back twice, and I kept it close."
    dreams.write_text(unwritten + "\n" + _diary(written), encoding="utf-8")
    hits = memory_search(store, ws, "database", at("2026-06-20T10:00:00"), vote=False).hits
    assert sorted(h.text for h in hits if h.source == "dreams") == [written]
