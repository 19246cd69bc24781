"""`memtui search` on a SQLite store runs on the stdlib `sqlite3` module (`store.lite`), without
SQLAlchemy or SQLModel, and finds and votes exactly as the full store does (architecture.md §6)."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from datetime import UTC, timedelta
from pathlib import Path
from typing import Any

import pytest
from helpers import at, nights, write_note

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import SearchResult, memory_get, memory_search
from memtui.engine.store import SCHEMA_VERSION, default_sqlite_path
from memtui.engine.store.lite import SEARCH_TABLES, LiteStore, open_lite_store
from memtui.engine.store.repository import Store
from memtui.engine.workspace import (
    open_search_store,
    open_workspace,
    open_workspace_store,
)

ROOT = Path(__file__).resolve().parents[1]
RULE = "Release rule: every database migration needs a rollback script reviewed by ops."
NOTES = {
    "2026-06-10": "# 2026-06-10\n## PR 评审\n发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试。\n"
    "规范：今后所有测试必须使用真实数据库，不接受 mock。\n",
    "2026-06-11": f"# 2026-06-11\n## Rules\n{RULE}\n\n## Deploy\n"
    "Decision: deploys happen only on weekdays before 16:00, never on Fridays.\n",
    "2026-06-12": "# 2026-06-12\n## 发布\n发版前必须由值班负责人审批，审批记录写进工单。\n"
    "## Cache\nThe cache warm-up job for the search index runs at 05:00 and takes ten minutes.\n",
    "2026-06-13": "# 2026-06-13\n## 会议\n和客户确认了接口超时改为 30 秒，日志保留 90 天。\n"
    "TODO: write the rollback runbook for the billing service.\n",
}
QUERIES = [
    "数据库测试",
    "真实数据库 mock",
    "上线需要谁签字",
    "database migration rollback",
    "who approves a release",
    "deploys on Fridays",
    "接口超时",
    "cache warm-up",
    "Did anyone mention the billing runbook?",
    "kubernetes",
]
DREAMS = (
    "# Dream Diary\n\n<!-- openclaw:dreaming:diary:start -->\n---\n\n*June 15, 2026*\n\n"
    f"I kept turning one line over in the dark: {RULE} It felt like a rule worth keeping.\n"
    "\n---\n\n*June 16, 2026*\n\nThe lamps of the staging floor hummed all night.\n"
    "\n<!-- openclaw:dreaming:diary:end -->\n\n## Light Sleep\n"
    "<!-- openclaw:dreaming:light:start -->\n"
    f"- Candidate: {RULE}\n  - confidence: 0.62\n"
    "  - evidence: memory/2026-06-11.md:3-3\n  - recalls: 0\n  - status: staged\n"
    "<!-- openclaw:dreaming:light:end -->\n\n## REM Sleep\n"
    "<!-- openclaw:dreaming:rem:start -->\n### Possible Lasting Truths\n"
    f"- {RULE} [confidence=0.80 evidence=memory/2026-06-11.md:3-3]\n"
    "<!-- openclaw:dreaming:rem:end -->\n"
)


def _built(root: Path) -> Path:
    """A workspace with votes, phase signals and pending promotions, MEMORY.md and DREAMS.md."""
    (root / "memory").mkdir(parents=True)
    (root / ".memtui.toml").write_text('[dreaming]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")
    ws = open_workspace(root)
    store = open_workspace_store(ws, now=at("2026-06-10T00:00:00"))
    try:
        for day, text in NOTES.items():
            write_note(ws, day, text)
        ingest(store, ws, at("2026-06-13T23:00:00"))
        searches = {f"2026-06-{d}": QUERIES[: 4 + d - 14] for d in range(14, 18)}
        nights(store, ws, "2026-06-14", 4, searches)
    finally:
        store.close()
    (root / "DREAMS.md").write_text(DREAMS, encoding="utf-8")
    (root / "MEMORY.md").write_text(
        "# Long-Term Memory\n\n## Rules\n- 所有测试必须使用真实数据库。\n", encoding="utf-8"
    )
    return root


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _built(tmp_path_factory.mktemp("lite") / "source")


def _copy(built: Path, to: Path) -> Path:
    """A copy of the workspace, registered at its new place by one full open."""
    root = shutil.copytree(built, to)
    open_workspace_store(open_workspace(root)).close()
    return root


def _result(result: SearchResult) -> dict[str, Any]:
    return {
        "query": result.query,
        "hits": [h.to_json() for h in result.hits],
        "recorded": result.votes_recorded,
        "deduped": result.votes_deduped,
        "warnings": result.warnings,
    }


def _rows(root: Path) -> dict[str, list[Any]]:
    """The vote table and every fragment's vote counters, as stored (text, not parsed)."""
    with sqlite3.connect(default_sqlite_path(root)) as conn:
        return {
            "votes": conn.execute("SELECT * FROM vote ORDER BY id").fetchall(),
            "fragments": conn.execute(
                "SELECT id, recall_count, total_score, max_score, last_recalled_at, "
                "query_hashes, recall_days, unique_query_count, recall_day_count, consolidation "
                "FROM fragment ORDER BY id"
            ).fetchall(),
        }


def test_lite_and_full_store_find_and_vote_alike(built: Path, tmp_path: Path) -> None:
    full_root, lite_root = _copy(built, tmp_path / "full"), _copy(built, tmp_path / "lite")
    assert _rows(full_root) == _rows(lite_root)
    before = len(_rows(full_root)["votes"])
    full_ws, lite_ws = open_workspace(full_root), open_workspace(lite_root)
    full = open_workspace_store(full_ws)
    lite = open_search_store(lite_ws)
    assert isinstance(lite, LiteStore)
    try:
        # The same day twice (votes deduplicated), then the next day (counted again).
        for when in (
            at("2026-06-18T10:00:00"),
            at("2026-06-18T11:30:00"),
            at("2026-06-19T09:00:00"),
        ):
            for n, query in enumerate(QUERIES):
                now = when + timedelta(seconds=n)
                expected = _result(memory_search(full, full_ws, query, now))
                assert _result(memory_search(lite, lite_ws, query, now)) == expected, query
            got = memory_get(lite, lite_ws, "memory/2026-06-11.md", when, from_line=3, lines=1)
            want = memory_get(full, full_ws, "memory/2026-06-11.md", when, from_line=3, lines=1)
            assert got.to_json() == want.to_json()
    finally:
        full.close()
        lite.close()
    full_rows, lite_rows = _rows(full_root), _rows(lite_root)
    assert len(full_rows["votes"]) > before  # the searches voted
    assert lite_rows == full_rows


def test_the_checks_exercise_every_kind_of_hit(built: Path, tmp_path: Path) -> None:
    """The comparison above covers fragment, MEMORY.md and DREAMS.md hits, a DREAMS.md line
    credited to its fragment, fragments with phase signals, and a query with no hit."""
    root = _copy(built, tmp_path / "kinds")
    ws = open_workspace(root)
    store = open_search_store(ws)
    try:
        results = [
            memory_search(store, ws, q, at("2026-06-18T10:00:00"), vote=False) for q in QUERIES
        ]
        sources = {h.source for r in results for h in r.hits}
        statuses = {h.fragment.status for r in results for h in r.hits if h.fragment}
        staging = memory_search(store, ws, "staging floor lamps", at("2026-06-18T10:00:00"))
    finally:
        store.close()
    assert sources == {"fragment", "memory"}  # DREAMS.md copies came back as their fragment
    assert [h.kind for h in staging.hits] == ["diary"]
    assert statuses - {"new"}, statuses  # staged, REM or pending fragments were read
    assert [r.hits for r in results if r.query == "kubernetes"] == [[]]


def test_a_store_not_ready_for_the_lite_path_opens_in_full(built: Path, tmp_path: Path) -> None:
    moved = shutil.copytree(built, tmp_path / "moved")
    ws = open_workspace(moved)
    assert open_lite_store(moved) is None  # not registered at this place yet
    store = open_search_store(ws)
    try:
        assert isinstance(store, Store)
        assert memory_search(store, ws, "数据库测试", at("2026-06-18T10:00:00")).hits
    finally:
        store.close()
    lite = open_lite_store(moved)  # the full open registered it
    assert lite is not None
    lite.close()
    with sqlite3.connect(default_sqlite_path(moved)) as conn:
        conn.execute(
            "UPDATE meta SET value = ? WHERE key = 'schema_version'", (SCHEMA_VERSION - 1,)
        )
    assert open_lite_store(moved) is None  # a store to migrate
    assert open_lite_store(moved, "postgresql://u@localhost/db") is None
    assert open_lite_store(tmp_path / "nothing-here") is None


def test_search_tables_are_the_store_tables() -> None:
    from sqlmodel import SQLModel

    import memtui.engine.store.tables  # noqa: F401  (defines the tables)

    assert set(SEARCH_TABLES) <= set(SQLModel.metadata.tables)


def _shell(root: Path, *argv: str, as_json: bool = True) -> tuple[Any, set[str]]:
    """A memtui command's output (its JSON, or its text when `as_json` is off) and the modules
    it imported (`-X importtime`)."""
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "memtui", "--workspace", str(root)]
        + ["--now", "2026-06-18T10:00:00", *argv, *(["--json"] if as_json else [])],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    loaded = {line.rsplit("|", 1)[-1].strip() for line in out.stderr.splitlines() if "|" in line}
    return json.loads(out.stdout) if as_json else out.stdout, loaded


@pytest.mark.slow
def test_memtui_search_and_get_from_a_shell_load_no_sqlalchemy(built: Path, tmp_path: Path) -> None:
    root = _copy(built, tmp_path / "shell")
    result, loaded = _shell(root, "search", "数据库测试")
    assert result["results"] and result["votes_recorded"] > 0
    assert "memtui.engine.recall" in loaded
    # Nor the command-line parser (a plain search runs through memtui.cli.quick), nor rich for
    # output that is piped, nor the look-alike data's updater for the secret detector.
    heavy = {"sqlalchemy", "sqlmodel", "typer", "rich"}
    assert {m.split(".")[0] for m in loaded} & heavy == set()
    assert "confusable_homoglyphs.utils" not in loaded
    text, loaded = _shell(root, "search", "数据库测试", as_json=False)
    assert result["results"][0]["citation"] in text
    assert {m.split(".")[0] for m in loaded} & heavy == set()
    got, loaded = _shell(root, "get", "memory/2026-06-11.md:3:1")
    assert got["text"] == RULE and got["voted_keys"]
    assert {m.split(".")[0] for m in loaded} & heavy == set()


def test_votes_written_without_sqlalchemy_read_back_through_it(built: Path, tmp_path: Path) -> None:
    """Times and lists are stored as SQLAlchemy stores them: the ORM reads the lite path's
    votes back as written, and a vote's time has the text shape of an ingested fragment's."""
    from sqlmodel import select

    from memtui.engine.store import FragmentRow, VoteRow

    root = _copy(built, tmp_path / "orm")
    ws = open_workspace(root)
    now = at("2026-06-20T10:00:00")
    lite = open_search_store(ws)
    assert isinstance(lite, LiteStore)
    try:
        hit = memory_search(lite, ws, "真实数据库 mock", now).hits[0]
    finally:
        lite.close()
    assert hit.fragment is not None and hit.voted
    store = open_workspace_store(ws)
    try:
        with store.session(read_only=True) as s:
            row = s.get(FragmentRow, hit.fragment.id)
            vote = s.exec(select(VoteRow).order_by(VoteRow.id.desc())).first()  # type: ignore[union-attr]
    finally:
        store.close()
    assert row is not None and vote is not None
    expected = now.astimezone(UTC)
    assert (vote.at, row.last_recalled_at) == (expected, expected)
    assert row.recall_days[-1] == "2026-06-20" and row.recall_count == hit.fragment.recall_count
    with sqlite3.connect(default_sqlite_path(root)) as conn:
        at_text, first_text = conn.execute(
            "SELECT v.at, f.first_seen_at FROM vote v JOIN fragment f ON f.id = v.fragment_id "
            "ORDER BY v.id DESC LIMIT 1"
        ).fetchone()
    assert len(at_text) == len(first_text) and at_text[10] == first_text[10] == " "
