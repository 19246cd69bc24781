"""Ingestion (§5) and reading-is-voting (§7) on real SQLite files and a real PostgreSQL server."""

from __future__ import annotations

import gc
import json
import os
import time
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note
from sqlmodel import select

from memtui.engine.errors import PathRefused
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import GET_QUERY, hit_score, memory_get, memory_search, query_terms
from memtui.engine.store import FragmentRow, Store
from memtui.engine.store.fragments import load_views
from memtui.engine.text import query_hash
from memtui.engine.workspace import Workspace


def fragment(store: Store, text_part: str):  # type: ignore[no-untyped-def]
    with store.session() as s:
        views = [v for v in load_views(store, s) if text_part in v.text]
    assert len(views) == 1, [v.text for v in views]
    return views[0]


def test_same_claim_on_two_days_is_one_fragment_with_two_occurrences(
    ws: Workspace, store: Store
) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    r1 = ingest(store, ws, at("2026-06-15T23:00:00"))
    assert r1.fragments_new == 1 and r1.fragments_signaled == 1 and r1.files_read == 1
    write_note(
        ws,
        "2026-06-17",
        "## 其他\n今天把缓存层重构了一半，明天继续。\n\n"
        + RUNNING_EXAMPLE_NOTE.format(day="x").split("\n", 1)[1],
    )
    r2 = ingest(store, ws, at("2026-06-17T23:00:00"))
    assert r2.files_unchanged == 1 and r2.files_read == 1
    assert r2.fragments_new == 1  # only the new 缓存 line
    frag = fragment(store, "真实数据库")
    assert [(o.path, o.day) for o in frag.occurrences] == [
        ("memory/2026-06-15.md", "2026-06-15"),
        ("memory/2026-06-17.md", "2026-06-17"),
    ]
    assert frag.daily_count == 2 and frag.total_score == pytest.approx(1.24)
    assert frag.recall_count == 0 and frag.unique_queries == 0 and frag.recall_days == []


def test_ingestion_leaves_the_garbage_collector_as_it_found_it(ws: Workspace, store: Store) -> None:
    """Ingestion pauses Python's cyclic collector while it runs (a speed device, `pipeline`)
    and hands it back on, or off when it was off."""
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    assert gc.isenabled()
    ingest(store, ws, at("2026-06-15T23:00:00"))
    assert gc.isenabled()
    gc.disable()
    try:
        write_note(ws, "2026-06-16", "## Rules\nDeploys need a second reviewer.\n")
        assert ingest(store, ws, at("2026-06-16T23:00:00")).fragments_new == 1
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_one_ingestion_signal_per_fragment_per_day(ws: Workspace, store: Store) -> None:
    path = write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T20:00:00"))
    with path.open("a", encoding="utf-8") as fh:
        fh.write("\n## 待办\n- 给 CI 加一个真实 PostgreSQL 服务\n")
    report = ingest(store, ws, at("2026-06-15T22:00:00"))
    assert (
        report.fragments_new == 1 and report.fragments_signaled == 1
    )  # the old chunk is not signaled again today
    assert fragment(store, "真实数据库").daily_count == 1
    again = ingest(store, ws, at("2026-06-15T23:00:00"))
    assert again.files_unchanged == 1 and again.files_read == 0 and again.fragments_signaled == 0


def test_unchanged_content_with_new_mtime_is_skipped(ws: Workspace, store: Store) -> None:
    path = write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T20:00:00"))
    os.utime(path, (time.time() + 5, time.time() + 5))
    report = ingest(store, ws, at("2026-06-16T20:00:00"))
    assert report.files_unchanged == 1 and report.fragments_signaled == 0


def test_three_searches_on_two_days(ws: Workspace, store: Store) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    write_note(ws, "2026-06-16", RUNNING_EXAMPLE_NOTE.format(day="2026-06-16"))
    ingest(store, ws, at("2026-06-16T23:00:00"))
    for query, when in (
        ("数据库", "2026-06-17T10:00:00"),
        ("真实数据库", "2026-06-17T11:00:00"),
        ("database", "2026-06-18T09:00:00"),
    ):
        result = memory_search(store, ws, query, at(when))
        assert result.hits and "真实数据库" in result.hits[0].text, query
        assert result.hits[0].citation.startswith("memory/2026-06-16.md#L3-L4")
        assert result.votes_recorded == 1
        # The hit shows the fragment as stored after this search's own vote.
        shown, stored = result.hits[0].fragment, fragment(store, "真实数据库")
        assert shown is not None and result.hits[0].voted
        assert shown == stored
    frag = fragment(store, "真实数据库")
    assert (frag.recall_count, frag.unique_queries, len(frag.recall_days)) == (3, 3, 2)
    assert frag.recall_days == ["2026-06-17", "2026-06-18"]
    before = frag.total_score
    repeat = memory_search(store, ws, "database", at("2026-06-18T15:00:00"))
    assert repeat.votes_recorded == 0 and repeat.votes_deduped == 1
    after = fragment(store, "真实数据库")
    assert (after.recall_count, after.unique_queries, after.recall_days, after.total_score) == (
        3,
        3,
        ["2026-06-17", "2026-06-18"],
        before,
    )


def test_a_hit_on_a_rejected_fragment_shows_the_rejection_lifted(
    ws: Workspace, store: Store
) -> None:
    """A vote after a rejection lifts it (§6); the hit's fragment says so, as the store does."""
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T23:00:00"))
    key = fragment(store, "真实数据库").key
    with store.session() as s:
        row = s.exec(
            select(FragmentRow).where(
                FragmentRow.key == key, FragmentRow.workspace_id == store.workspace_id
            )
        ).one()
        row.rejected_at = at("2026-06-16T09:00:00")
        s.add(row)
    assert fragment(store, "真实数据库").status == "rejected"
    result = memory_search(store, ws, "真实数据库", at("2026-06-16T10:00:00"))
    shown = result.hits[0].fragment
    assert shown is not None and shown.key == key and result.hits[0].voted
    assert shown.status == "new" and shown == fragment(store, "真实数据库")


def test_browsing_does_not_vote(ws: Workspace, store: Store) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T23:00:00"))
    result = memory_search(store, ws, "mock", at("2026-06-16T10:00:00"), vote=False)
    assert result.hits and not any(h.voted for h in result.hits)
    assert fragment(store, "真实数据库").recall_count == 0


def test_hit_scores_are_calibrated() -> None:
    text = "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 规范：今后所有测试必须使用真实数据库，不接受 mock。"
    for query in ("数据库", "真实数据库", "database", "mock 数据库", "tests real database"):
        assert hit_score(query, query_terms(query), text) >= 0.6, query
    partial = hit_score(
        "database migration kubernetes cluster",
        query_terms("database migration kubernetes cluster"),
        text,
    )
    assert 0 < partial < 0.6
    assert hit_score("kubernetes", query_terms("kubernetes"), text) == 0.0
    whole = hit_score("真实数据库", query_terms("真实数据库"), text)
    half = hit_score("真实数据库 kubernetes", query_terms("真实数据库 kubernetes"), text)
    assert whole > half > 0


def test_memory_and_diary_hits_never_vote_but_staged_candidates_do(
    ws: Workspace, store: Store
) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T23:00:00"))
    (ws.root / "MEMORY.md").write_text(
        "# Long-Term Memory\n\n## Rules\n- staging 验证 is mandatory before 发布\n",
        encoding="utf-8",
    )
    (ws.root / "DREAMS.md").write_text(
        "# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->\n---\n\n*June 15, 2026, 3:01 AM CST*\n\n"
        "The staging lights hummed while I folded the rollback notes.\n\n<!-- openclaw:dreaming:diary:end -->\n\n"
        "## Light Sleep\n<!-- openclaw:dreaming:light:start -->\n- Candidate: 规范：今后所有测试必须使用真实数据库 quarantine\n"
        "  - confidence: 0.62\n  - evidence: memory/2026-06-15.md:3-4\n  - recalls: 0\n  - status: staged\n"
        "<!-- openclaw:dreaming:light:end -->\n",
        encoding="utf-8",
    )
    staging = memory_search(store, ws, "staging", at("2026-06-16T10:00:00"))
    kinds = {h.kind for h in staging.hits}
    assert {"memory", "diary"} <= kinds and staging.votes_recorded == 0
    quarantine = memory_search(store, ws, "quarantine", at("2026-06-16T10:00:00"))
    # The staged line is a copy of its fragment: the hit is the fragment itself, once.
    assert [h.source for h in quarantine.hits] == ["fragment"]
    assert quarantine.hits[0].fragment.key == fragment(store, "真实数据库").key
    assert quarantine.votes_recorded == 1 and fragment(store, "真实数据库").recall_count == 1


def test_search_sees_memory_md_as_it_is_now_after_every_edit(ws: Workspace, store: Store) -> None:
    """MEMORY.md's units are kept between searches; an edit, even one that keeps the file's size
    and lands in the same second, is seen by the next search."""
    memory = ws.root / "MEMORY.md"
    when = at("2026-06-16T10:00:00")
    memory.write_text("# Long-Term Memory\n\n- grafana alpha panel\n", encoding="utf-8")
    first = memory_search(store, ws, "grafana", when, vote=False)
    assert [h.text for h in first.hits] == ["Long-Term Memory: grafana alpha panel"]
    stamp = memory.stat().st_mtime_ns
    memory.write_text("# Long-Term Memory\n\n- grafana omega panel\n", encoding="utf-8")
    os.utime(memory, ns=(stamp, stamp + 1))
    second = memory_search(store, ws, "grafana", when, vote=False)
    assert [h.text for h in second.hits] == ["Long-Term Memory: grafana omega panel"]
    memory.unlink()
    assert memory_search(store, ws, "grafana", when, vote=False).hits == []


def test_memory_get_votes_with_fixed_hash_and_no_query_diversity(
    ws: Workspace, store: Store
) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T23:00:00"))
    got = memory_get(
        store, ws, "memory/2026-06-15.md", at("2026-06-16T10:00:00"), from_line=3, lines=2
    )
    assert got.lines[0].startswith("发现问题") and len(got.lines) == 2
    assert got.voted_keys == [fragment(store, "真实数据库").key]
    frag = fragment(store, "真实数据库")
    assert (
        frag.recall_count == 1 and frag.unique_queries == 0 and frag.recall_days == ["2026-06-16"]
    )
    partial = memory_get(
        store, ws, "memory/2026-06-15.md", at("2026-06-17T10:00:00"), from_line=3, lines=1
    )
    assert partial.voted_keys == []  # line 3 alone does not cover lines 3-4
    again = memory_get(store, ws, "memory/2026-06-15.md", at("2026-06-16T12:00:00"), from_line=1)
    assert again.voted_keys == []  # the get hash votes once a day
    assert query_hash(GET_QUERY) not in json.dumps(frag.to_json())


def test_memory_get_missing_file_is_empty(ws: Workspace, store: Store) -> None:
    got = memory_get(store, ws, "memory/2020-01-01.md", at("2026-06-16T10:00:00"))
    assert got.exists is False and got.text == ""


@pytest.mark.parametrize(
    "path", ["../outside.md", "/etc/passwd", "notes/secret.md", "memory/../../x.md"]
)
def test_memory_get_refuses_paths_outside(ws: Workspace, store: Store, path: str) -> None:
    with pytest.raises(PathRefused):
        memory_get(store, ws, path, at("2026-06-16T10:00:00"))


def test_memory_get_refuses_symlink_out(ws: Workspace, store: Store, tmp_path: Path) -> None:
    outside = tmp_path / "outside.md"
    outside.write_text("secret\n", encoding="utf-8")
    (ws.root / "memory" / "link.md").symlink_to(outside)
    with pytest.raises(PathRefused):
        memory_get(store, ws, "memory/link.md", at("2026-06-16T10:00:00"))


def test_sessions_are_ingested_with_redaction(ws: Workspace, store: Store) -> None:
    sessions = ws.root / "sessions"
    sessions.mkdir()
    lines = [
        {
            "type": "message",
            "message": {
                "role": "user",
                "content": "Please always run the integration tests against the real database",
                "timestamp": "2026-06-15T09:00:00Z",
            },
        },
        {
            "type": "assistant",
            "message": {
                "role": "assistant",
                "content": [
                    {
                        "type": "text",
                        "text": "Noted; I will use the key sk-proj-abcdefghijklmnopqrstuvwxyz123456 only in CI",
                    }
                ],
            },
            "timestamp": "2026-06-15T09:01:00Z",
        },
        {"role": "user", "content": "ok"},
    ]
    body = "\n".join(json.dumps(x) for x in lines) + "\n{broken json\n"
    (sessions / "s1.jsonl").write_text(body, encoding="utf-8")
    report = ingest(store, ws, at("2026-06-15T23:00:00"))
    assert report.session_messages == 2 and len(report.broken_lines) == 1
    assert report.broken_lines[0].path == "sessions/s1.jsonl:4"
    frag = fragment(store, "integration tests")
    assert frag.kind == "session" and frag.total_score == pytest.approx(0.58)
    assert frag.occurrences[0].path == "sessions/s1.jsonl" and frag.occurrences[0].start_line == 1
    secret = fragment(store, "only in CI")
    assert "sk-proj-abcdef" not in secret.text and "[REDACTED:api-key]" in secret.text


def test_english_word_forms_match(ws: Workspace, store: Store) -> None:
    write_note(
        ws,
        "2026-06-15",
        "## Release rule\nThe team deploys to production only on Fridays after staging checks.\n",
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    result = memory_search(store, ws, "deploy friday", at("2026-06-16T10:00:00"), vote=False)
    assert result.hits and result.hits[0].score >= 0.6 and "Fridays" in result.hits[0].text


# --- everything ingested is findable (algorithm.md §3/§4) ---------------------------------------


def test_tail_of_a_long_note_line_is_searchable(ws: Workspace, store: Store) -> None:
    filler = " ".join(f"step{i} done" for i in range(60))
    write_note(ws, "2026-06-15", f"## Runbook\n{filler} and finally zanzibarquux restarts.\n")
    ingest(store, ws, at("2026-06-15T22:00:00"))
    hits = memory_search(store, ws, "zanzibarquux", at("2026-06-15T22:30:00")).hits
    assert hits and "zanzibarquux" in hits[0].text
    assert (hits[0].path, hits[0].start_line, hits[0].end_line) == ("memory/2026-06-15.md", 2, 2)


def _transcript(ws: Workspace, name: str, count: int) -> None:
    sessions = ws.root / "sessions"
    sessions.mkdir(exist_ok=True)
    lines = [
        json.dumps(
            {"role": "user" if i % 2 else "assistant", "content": f"message number {i} of {name}"}
        )
        for i in range(count)
    ]
    (sessions / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_explicit_ingest_reads_every_transcript_whole(ws: Workspace, store: Store) -> None:
    _transcript(ws, "long", 700)
    report = ingest(store, ws, at("2026-06-15T22:00:00"))
    assert report.session_messages == 700 and report.session_messages_waiting == 0


def test_capped_ingest_reports_what_waits_and_takes_it_next_run(
    ws: Workspace, store: Store
) -> None:
    _transcript(ws, "a", 200)
    _transcript(ws, "b", 100)
    first = ingest(store, ws, at("2026-06-15T22:00:00"), session_budget=240)
    assert first.session_messages == 240 and first.session_messages_waiting == 60
    second = ingest(store, ws, at("2026-06-15T23:00:00"), session_budget=240)
    assert second.session_messages == 60 and second.session_messages_waiting == 0
    with store.session() as s:
        assert len(load_views(store, s)) == 300
