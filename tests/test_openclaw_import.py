"""Importing openclaw's recall and phase-signal stores (reference.md §1.1–§1.2) on SQLite and
PostgreSQL: field mapping, claim merging, skipped entries, idempotency and the TV1 deep score."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from conftest import RUNNING_EXAMPLE_NOTE, at, write_note
from sqlmodel import select

from memtui.engine.errors import WorkspaceError
from memtui.engine.ingest.openclaw_import import ImportReport, import_openclaw
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.scoring import deep_score
from memtui.engine.store import SourceFileRow, Store
from memtui.engine.store.fragments import FragmentView, load_views
from memtui.engine.text import claim_key, query_hash
from memtui.engine.workspace import Workspace

NOW = at("2026-07-06T11:00:00")  # 2026-07-06T03:00Z, the TV1 evaluation time
TV1_TEXT = (
    "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 "
    "规范：今后所有测试必须使用真实数据库，不接受 mock。"
)
TV1_KEY = "memory:memory/2026-06-15.md:3:4"
USER_QUERIES = ["数据库 测试", "mock 规范", "真实数据库", "测试 规范"]
STAGING_TEXT = "部署流程: 发布前必须在 staging 环境验证"
ROLLBACK_TEXT = "部署流程: 回滚脚本放在 ops/rollback.sh"
ROLLBACK_KEY = f"memory:claim:{claim_key(ROLLBACK_TEXT)}"


def _entry(path: str, start: Any, end: Any, snippet: Any, **fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "key": f"memory:{path}:{start}:{end}",
        "path": path,
        "startLine": start,
        "endLine": end,
        "source": "memory",
        "snippet": snippet,
        "recallCount": 0,
        "dailyCount": 1,
        "groundedCount": 0,
        "totalScore": 0.62,
        "maxScore": 0.62,
        "firstRecalledAt": "2026-06-16T03:00:00.000Z",
        "lastRecalledAt": "2026-06-16T03:00:00.000Z",
        "queryHashes": [],
        "recallDays": ["2026-06-16"],
        "conceptTags": [],
    }
    base.update(fields)
    return base


def recall_store() -> dict[str, Any]:
    """A realistic store mixing A-shaped and N-shaped keys, junk, and TV1 (reference.md §10)."""
    entries: dict[str, Any] = {
        # TV1, A-shaped: queryHashes = 1 synthetic ingestion query + 4 user queries.
        TV1_KEY: _entry(
            "memory/2026-06-15.md",
            3,
            4,
            TV1_TEXT,
            recallCount=4,
            dailyCount=1,
            totalScore=3.2,
            maxScore=0.66,
            firstRecalledAt="2026-06-16T03:00:05.000Z",
            lastRecalledAt="2026-07-03T10:00:00.000Z",
            queryHashes=[query_hash("__dreaming_daily__:2026-06-15")]
            + [query_hash(q) for q in USER_QUERIES],
            recallDays=["2026-06-16", "2026-06-19", "2026-06-24", "2026-06-30", "2026-07-03"],
            conceptTags=["评审", "规范", "测试", "必须", "使用", "真实", "数据库", "接受"],
            claimHash=claim_key(TV1_TEXT),
        ),
        # The same staging rule on two days (A keys per location) → one fragment, summed.
        "memory:memory/2026-06-20.md:5:5": _entry(
            "memory/2026-06-20.md",
            5,
            5,
            STAGING_TEXT,
            recallCount=1,
            totalScore=1.32,
            maxScore=0.7,
            queryHashes=[query_hash("staging")],
            recallDays=["2026-06-21"],
            firstRecalledAt="2026-06-21T03:00:00.000Z",
            lastRecalledAt="2026-06-21T09:00:00.000Z",
        ),
        "memory:memory/2026-06-22.md:2:2": _entry(
            "./memory/2026-06-22.md",
            2,
            2,
            "  部署流程:  发布前必须在 staging\n环境验证 ",
            recallCount=2,
            totalScore=1.82,
            maxScore=0.65,
            queryHashes=[query_hash("staging"), query_hash("发布 验证")],
            recallDays=["2026-06-23", "2026-06-24"],
            firstRecalledAt="2026-06-23T03:00:00.000Z",
            lastRecalledAt="2026-06-24T09:00:00.000Z",
        ),
        # N-shaped claim key with userQueryHashes; queryHashes also counts ingestion.
        ROLLBACK_KEY: _entry(
            "memory/2026-06-20.md",
            6,
            6,
            ROLLBACK_TEXT,
            recallCount=1,
            dailyCount=2,
            totalScore=1.9,
            maxScore=0.66,
            queryHashes=["aaaaaaaaaaaa", "bbbbbbbbbbbb", query_hash("rollback")],
            userQueryHashes=[query_hash("rollback")],
            recallDays=["2026-06-20", "2026-06-21", "2026-06-25"],
            conceptTags=None,
            promotedAt="2026-06-30T03:00:00.000Z",
            lastRecalledAt="2026-06-25T08:00:00.000Z",
        ),
        # Daily residue never searched (ref TV2 shape): no query hashes or recall days survive.
        "memory:memory/2026-07-03.md:2:2": _entry(
            "memory/2026-07-03.md",
            2,
            2,
            "Ran the nightly backup against the staging router",
            dailyCount=3,
            totalScore=1.86,
            queryHashes=[query_hash("__dreaming_daily__:2026-07-03")],
            recallDays=["2026-07-03", "2026-07-04", "2026-07-05"],
            lastRecalledAt="2026-07-05T15:00:00.000Z",
        ),
        # A session-corpus line, with a secret that must not reach the store.
        "memory:memory/.dreams/session-corpus/2026-06-21.txt:7:7": _entry(
            "memory/.dreams/session-corpus/2026-06-21.txt",
            7,
            7,
            "User: the deploy password: hunter2xyz is only for the staging box",
            recallCount=1,
            totalScore=0.58,
            queryHashes=[query_hash("deploy password")],
            recallDays=["2026-06-21", "not-a-day", "2026-02-30"],
        ),
        # Not short-term: MEMORY.md, DREAMS.md, memory/dreaming/, non-memory sources.
        "memory:MEMORY.md:4:4": _entry("MEMORY.md", 4, 4, "Always use real databases in tests"),
        "memory:DREAMS.md:9:9": _entry("DREAMS.md", 9, 9, "A dream about databases at night"),
        "memory:memory/dreaming/2026-06-15.md:1:1": _entry(
            "memory/dreaming/2026-06-15.md", 1, 1, "Some dreaming output line here"
        ),
        "sessions:x:1:1": _entry(
            "memory/2026-06-15.md", 1, 1, "From another source", source="sessions"
        ),
        # Dream output that leaked into a daily note: contaminated, never imported.
        "memory:memory/2026-06-18.md:1:5": _entry(
            "memory/2026-06-18.md",
            1,
            5,
            "Candidate: tests must use a real database confidence: 0.62 "
            "evidence: memory/2026-06-15.md:3-4 recalls: 2 status: staged",
        ),
        # Broken entries.
        "memory:broken-1": "not an object",
        "memory:broken-2": {"startLine": 1, "endLine": 1, "snippet": "no path at all here"},
        "memory:broken-3": _entry("memory/2026-06-19.md", "x", 2, "line number is not a number"),
        "memory:broken-4": _entry("memory/2026-06-19.md", 1, 1, 42),
        "memory:broken-5": _entry(
            "memory/2026-06-19.md", 3, 3, "recall count is garbage", recallCount="many"
        ),
        "memory:escape": _entry("../memory/2026-06-19.md", 1, 1, "outside of the workspace"),
    }
    return {"version": 1, "updatedAt": "2026-07-05T15:00:00.000Z", "entries": entries}


def phase_store() -> dict[str, Any]:
    return {
        "version": 1,
        "updatedAt": "2026-07-04T03:01:00.000Z",
        "entries": {
            TV1_KEY: {
                "key": TV1_KEY,
                "lightHits": 3,
                "lastLightAt": "2026-06-18T03:01:22.000Z",
                "remHits": 1,
                "lastRemAt": "2026-07-04T03:01:00.000Z",
            },
            "memory:memory/2026-06-20.md:5:5": {
                "lightHits": 1,
                "lastLightAt": "2026-06-21T03:00:00.000Z",
                "remHits": 0,
            },
            "memory:memory/2026-06-22.md:2:2": {
                "lightHits": 2,
                "lastLightAt": "2026-06-24T03:00:00.000Z",
                "remHits": 0,
                "lastRemConsideredAt": "2026-06-24T03:05:00.000Z",
            },
            "memory:gone:1:1": {"lightHits": 2, "remHits": 0},
            "memory:MEMORY.md:4:4": {"lightHits": 1, "remHits": 0},
            "memory:memory/2026-07-03.md:2:2": {"lightHits": 0, "remHits": 0},
            ROLLBACK_KEY: {"lightHits": "lots", "remHits": 0},
        },
    }


def write_openclaw(
    root: Path, recall: dict[str, Any] | str | None, phase: dict[str, Any] | str | None = None
) -> None:
    dreams = root / "memory" / ".dreams"
    dreams.mkdir(parents=True, exist_ok=True)
    for name, doc in (("short-term-recall.json", recall), ("phase-signals.json", phase)):
        if doc is None:
            continue
        body = doc if isinstance(doc, str) else json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
        (dreams / name).write_text(body, encoding="utf-8")


def views(store: Store) -> dict[str, FragmentView]:
    with store.session() as s:
        return {v.text: v for v in load_views(store, s)}


def snapshot(store: Store) -> list[dict[str, Any]]:
    return sorted((v.to_json() for v in views(store).values()), key=lambda d: d["key"])


@pytest.fixture
def openclaw_root(tmp_path: Path) -> Path:
    root = tmp_path / "openclaw-ws"
    write_openclaw(root, recall_store(), phase_store())
    return root


def test_realistic_store_maps_fields_and_counts_skips(
    ws: Workspace, store: Store, openclaw_root: Path
) -> None:
    report = import_openclaw(store, ws, NOW, source_root=openclaw_root)

    assert isinstance(report, ImportReport) and not report.already_imported
    assert report.entries_seen == 17
    assert report.fragments_new == 5 and report.fragments_merged == 0
    assert report.occurrences_new == 6
    assert report.phase_signals == 3
    assert report.skipped == {
        "not_short_term": 3,
        "not_memory_source": 1,
        "unpromotable": 1,
        "bad_entry": 5,
        "outside_workspace": 1,
        "unknown_key": 2,
        "no_hits": 1,
        "bad_phase_entry": 1,
    }
    assert report.counts()["skipped"]["bad_entry"] == 5
    assert report.counts()["fragments_new"] == 5

    by_text = views(store)
    tv1 = by_text[TV1_TEXT]
    assert tv1.key == claim_key(TV1_TEXT) and tv1.kind == "daily"
    assert [(o.path, o.start_line, o.end_line, o.day) for o in tv1.occurrences] == [
        ("memory/2026-06-15.md", 3, 4, "2026-06-15")
    ]
    assert (tv1.recall_count, tv1.daily_count) == (4, 1)
    assert tv1.total_score == pytest.approx(3.2) and tv1.max_score == pytest.approx(0.66)
    # The synthetic `__dreaming_daily__` hash is dropped: memtui counts real queries only.
    assert tv1.unique_queries == 4
    assert tv1.recall_days == ["2026-06-16", "2026-06-19", "2026-06-24", "2026-06-30", "2026-07-03"]
    assert tv1.concept_tags == ["评审", "规范", "测试", "必须", "使用", "真实", "数据库", "接受"]
    assert tv1.first_seen_at == datetime(2026, 6, 16, 3, 0, 5, tzinfo=UTC)
    assert tv1.last_recalled_at == datetime(2026, 7, 3, 10, 0, tzinfo=UTC)
    assert (tv1.light_hits, tv1.rem_hits) == (3, 1)
    assert tv1.last_light_at == datetime(2026, 6, 18, 3, 1, 22, tzinfo=UTC)
    assert tv1.last_rem_at == datetime(2026, 7, 4, 3, 1, tzinfo=UTC)
    assert tv1.status == "rem" and tv1.promoted_at is None

    # Two A-keyed entries with the same (whitespace-collapsed) text: one fragment, summed.
    staging = by_text[STAGING_TEXT]
    assert [(o.path, o.day) for o in staging.occurrences] == [
        ("memory/2026-06-20.md", "2026-06-20"),
        ("memory/2026-06-22.md", "2026-06-22"),
    ]
    assert (staging.recall_count, staging.daily_count) == (3, 2)
    assert staging.total_score == pytest.approx(3.14) and staging.max_score == pytest.approx(0.7)
    assert staging.unique_queries == 2
    assert staging.recall_days == ["2026-06-21", "2026-06-23", "2026-06-24"]
    assert staging.last_recalled_at == datetime(2026, 6, 24, 9, 0, tzinfo=UTC)
    assert (staging.light_hits, staging.rem_hits) == (3, 0)
    assert staging.last_light_at == datetime(2026, 6, 24, 3, 0, tzinfo=UTC)
    assert staging.last_rem_considered_at == datetime(2026, 6, 24, 3, 5, tzinfo=UTC)
    assert staging.concept_tags  # re-derived: the file's list was empty

    # N claim key: userQueryHashes wins over queryHashes; tags re-derived; promotedAt kept.
    rollback = by_text[ROLLBACK_TEXT]
    assert rollback.unique_queries == 1 and rollback.daily_count == 2
    assert "ops/rollback.sh" in rollback.concept_tags
    assert rollback.promoted_at == datetime(2026, 6, 30, 3, 0, tzinfo=UTC)
    assert rollback.status == "promoted" and rollback.light_hits == 0

    # Never recalled: no last_recalled_at, no query hashes, no recall days (issue #108559).
    residue = by_text["Ran the nightly backup against the staging router"]
    assert residue.recall_count == 0 and residue.daily_count == 3
    assert residue.last_recalled_at is None
    assert residue.unique_queries == 0 and residue.recall_days == []

    # Session corpus: kind `session`, secret redacted, invalid recall days dropped.
    (session_text,) = [t for t in by_text if t.startswith("User:")]
    session = by_text[session_text]
    assert session.kind == "session" and "hunter2xyz" not in session_text
    assert "[REDACTED:password]" in session_text
    assert session.occurrences[0].path == "memory/.dreams/session-corpus/2026-06-21.txt"
    assert session.recall_days == ["2026-06-21"]

    # Nothing from MEMORY.md, DREAMS.md, memory/dreaming/ or the staged-block snippet.
    assert not [t for t in by_text if "dream" in t.lower() or "Candidate" in t]


def test_tv1_deep_score_after_import(ws: Workspace, store: Store, openclaw_root: Path) -> None:
    import_openclaw(store, ws, NOW, source_root=openclaw_root)
    tv1 = views(store)[TV1_TEXT]
    scored = deep_score(tv1.stats(), datetime(2026, 7, 6, 3, 0, tzinfo=UTC))
    assert scored.raw == pytest.approx(0.8591, abs=5e-4)
    assert round(scored.score, 4) == pytest.approx(0.8591, abs=5e-4)
    assert scored.boost == pytest.approx(0.0466, abs=1e-4)
    assert scored.components.frequency == pytest.approx(0.7472, abs=1e-4)
    assert scored.components.diversity == 1.0 and scored.components.consolidation == 1.0
    assert scored.gate is None


def test_imported_fragment_is_searchable(ws: Workspace, store: Store, openclaw_root: Path) -> None:
    import_openclaw(store, ws, NOW, source_root=openclaw_root)
    result = memory_search(store, ws, "真实数据库", NOW, vote=False)
    assert result.hits and result.hits[0].text == TV1_TEXT
    assert result.hits[0].citation == "memory/2026-06-15.md#L3-L4"


def test_second_import_of_same_content_is_a_no_op(
    ws: Workspace, store: Store, openclaw_root: Path
) -> None:
    import_openclaw(store, ws, NOW, source_root=openclaw_root)
    before = snapshot(store)
    again = import_openclaw(store, ws, at("2026-07-07T11:00:00"), source_root=openclaw_root)
    assert again.already_imported
    assert again.counts() == {
        "entries_seen": 0,
        "fragments_new": 0,
        "fragments_merged": 0,
        "occurrences_new": 0,
        "phase_signals": 0,
        "skipped": {},
        "already_imported": True,
    }
    assert snapshot(store) == before
    with store.session() as s:
        paths = sorted(
            r.path
            for r in s.exec(
                select(SourceFileRow).where(SourceFileRow.workspace_id == store.workspace_id)
            )
        )
    assert len(paths) == 2 and all(p.startswith("openclaw:") for p in paths)


def test_changed_store_reimports_without_double_counting(
    ws: Workspace, store: Store, openclaw_root: Path
) -> None:
    import_openclaw(store, ws, NOW, source_root=openclaw_root)
    grown = recall_store()
    tv1 = grown["entries"][TV1_KEY]
    tv1["recallCount"] = 5
    tv1["totalScore"] = 3.85
    tv1["queryHashes"].append(query_hash("数据库 规范"))
    tv1["recallDays"].append("2026-07-05")
    tv1["lastRecalledAt"] = "2026-07-05T09:00:00.000Z"
    write_openclaw(openclaw_root, grown)

    report = import_openclaw(store, ws, at("2026-07-07T11:00:00"), source_root=openclaw_root)
    assert not report.already_imported
    assert report.fragments_new == 0 and report.fragments_merged == 5
    assert report.occurrences_new == 0
    frag = views(store)[TV1_TEXT]
    assert (frag.recall_count, frag.daily_count) == (5, 1)  # max, not 4 + 5
    assert frag.total_score == pytest.approx(3.85)
    assert frag.unique_queries == 5 and len(frag.recall_days) == 6
    assert frag.light_hits == 3  # the unchanged phase file is merged by max too
    assert views(store)[STAGING_TEXT].recall_count == 3


def test_import_merges_with_ingested_fragment_without_double_counting(
    ws: Workspace, store: Store
) -> None:
    write_note(ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    ingest(store, ws, at("2026-06-15T23:00:00"))
    ingested = views(store)[TV1_TEXT]
    assert (ingested.daily_count, ingested.total_score) == (1, pytest.approx(0.62))

    doc = recall_store()
    doc["entries"] = {TV1_KEY: doc["entries"][TV1_KEY]}
    write_openclaw(ws.root, doc, phase_store())
    report = import_openclaw(store, ws, NOW)  # source_root defaults to the workspace

    assert report.fragments_new == 0 and report.fragments_merged == 1
    assert report.occurrences_new == 0  # same path and lines as the ingested chunk
    assert report.skipped == {"unknown_key": 4, "no_hits": 1, "bad_phase_entry": 1}
    frag = views(store)[TV1_TEXT]
    assert len(views(store)) == 1
    assert (frag.recall_count, frag.daily_count) == (4, 1)  # not 2 daily signals
    assert frag.total_score == pytest.approx(3.2)  # not 3.2 + 0.62
    assert frag.max_score == pytest.approx(0.66)
    assert frag.first_seen_at == at("2026-06-15T23:00:00").astimezone(UTC)
    assert frag.unique_queries == 4 and len(frag.recall_days) == 5
    assert (frag.light_hits, frag.rem_hits) == (3, 1)

    # The import does not make memtui's next ingestion count the same note again.
    again = ingest(store, ws, at("2026-07-06T12:00:00"))
    assert again.files_unchanged == 1 and again.fragments_signaled == 0
    with store.session() as s:
        rows = list(
            s.exec(select(SourceFileRow).where(SourceFileRow.workspace_id == store.workspace_id))
        )
    assert {r.path for r in rows} == {
        "memory/2026-06-15.md",
        "openclaw:memory/.dreams/short-term-recall.json",
        "openclaw:memory/.dreams/phase-signals.json",
    }


def test_missing_phase_file_is_fine(ws: Workspace, store: Store, tmp_path: Path) -> None:
    root = tmp_path / "oc"
    write_openclaw(root, recall_store())
    report = import_openclaw(store, ws, NOW, source_root=root)
    assert report.phase_signals == 0 and report.fragments_new == 5
    assert views(store)[TV1_TEXT].light_hits == 0
    # Adding the phase file later is a change: the import runs again and picks it up.
    write_openclaw(root, None, phase_store())
    later = import_openclaw(store, ws, NOW, source_root=root)
    assert not later.already_imported and later.phase_signals == 3
    assert views(store)[TV1_TEXT].rem_hits == 1


def test_broken_phase_json_is_counted_not_fatal(
    ws: Workspace, store: Store, tmp_path: Path
) -> None:
    root = tmp_path / "oc"
    write_openclaw(root, recall_store(), '{"version": 1, "entries": {')
    report = import_openclaw(store, ws, NOW, source_root=root)
    assert report.skipped["not_json"] == 1 and report.phase_signals == 0
    assert report.fragments_new == 5


def test_broken_recall_json_raises_naming_the_file(
    ws: Workspace, store: Store, tmp_path: Path
) -> None:
    root = tmp_path / "oc"
    write_openclaw(root, '{"version": 1, "entries": {"memory:x": {,}}}\n', phase_store())
    with pytest.raises(WorkspaceError, match=r"short-term-recall\.json is not valid JSON \(line 1"):
        import_openclaw(store, ws, NOW, source_root=root)
    assert views(store) == {}


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"[1, 2, 3]\n", "is not an openclaw short-term recall store"),
        (b'{"version": 1, "entries": []}\n', "is not an openclaw short-term recall store"),
        (b'{"entries": {"k": "\xff"}}', "is not UTF-8 text"),
    ],
)
def test_recall_file_of_the_wrong_shape_raises(
    ws: Workspace, store: Store, tmp_path: Path, body: bytes, message: str
) -> None:
    dreams = tmp_path / "oc" / "memory" / ".dreams"
    dreams.mkdir(parents=True)
    (dreams / "short-term-recall.json").write_bytes(body)
    with pytest.raises(WorkspaceError, match=rf"short-term-recall\.json {message}"):
        import_openclaw(store, ws, NOW, source_root=tmp_path / "oc")


def test_missing_recall_file_raises(ws: Workspace, store: Store, tmp_path: Path) -> None:
    with pytest.raises(WorkspaceError, match="no openclaw short-term recall store"):
        import_openclaw(store, ws, NOW)
    with pytest.raises(WorkspaceError, match="does not exist"):
        import_openclaw(store, ws, NOW, source_root=tmp_path / "nowhere")


def test_a_failed_import_leaves_no_fingerprint(
    ws: Workspace, store: Store, openclaw_root: Path
) -> None:
    write_openclaw(openclaw_root, '{"entries": ')
    with pytest.raises(WorkspaceError):
        import_openclaw(store, ws, NOW, source_root=openclaw_root)
    write_openclaw(openclaw_root, recall_store())
    report = import_openclaw(store, ws, NOW, source_root=openclaw_root)
    assert not report.already_imported and report.fragments_new == 5
