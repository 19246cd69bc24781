"""The benchmark suite at tiny sizes, so it cannot rot. No assertion here is about wall time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from sqlmodel import func, select

from bench import data
from bench.run import GROUPS, OPERATIONS
from memtui.engine.documents.chunking import chunk_daily_note
from memtui.engine.ingest.pipeline import search_text_for
from memtui.engine.recall import memory_search
from memtui.engine.store import FragmentRow, VoteRow, WorkspaceRow, open_store
from memtui.engine.text import claim_key
from memtui.engine.workspace import open_workspace

# Slow tier (docs/contributing.md): benchmark smoke: `python -m bench` in a subprocess.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parent.parent
PG_URL = os.environ.get("MEMTUI_TEST_POSTGRES_URL", "")
SIZES = (50, 200)


def run_suite(tmp_path: Path, *extra: str) -> dict[str, Any]:
    """`python -m bench` at tiny sizes in a subprocess; returns its results JSON."""
    out = tmp_path / "results.json"
    cmd = [
        sys.executable,
        "-m",
        "bench",
        "--sizes",
        ",".join(map(str, SIZES)),
        "--repeat",
        "2",
        "--fast-repeat",
        "3",
        "--tui-runs",
        "1",
        "--ingest-days",
        "4",
        "--json",
        str(out),
        "--cache",
        str(tmp_path / "cache"),
        "--chart",
        str(tmp_path / "chart.png"),
        *extra,
    ]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "total run time" in proc.stdout
    return json.loads(out.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def assert_every_figure(doc: dict[str, Any], backend: str) -> None:
    figures = doc["figures"]
    assert isinstance(figures, list)
    got = {(f["operation"], f["size"]) for f in figures}
    per_size = [op.key for op in OPERATIONS if not op.key.startswith("ingest")]
    for size in SIZES:
        for key in per_size:
            assert (key, size) in got, f"no figure for {key} at {size}"
    assert {f["operation"] for f in figures} >= set(GROUPS["ingest"])
    for fig in figures:
        assert fig["backend"] == backend
        assert not fig["error"], fig
        if fig["operation"] == "tui_memory":
            assert fig["peak_mb"] and fig["peak_mb"] > 0
        else:
            assert fig["runs"] >= 1 and fig["median_s"] is not None, fig
            assert fig["p95_s"] >= fig["median_s"]
        assert fig["target_met"] in (True, False)


def test_suite_runs_at_tiny_sizes(tmp_path: Path) -> None:
    doc = run_suite(tmp_path)
    assert_every_figure(doc, "sqlite")
    ingest = next(f for f in doc["figures"] if f["operation"] == "ingest_first")
    assert ingest["size"] == 4 * data.INGEST_FRAGMENTS_PER_DAY


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="MEMTUI_TEST_POSTGRES_URL is not set (.ci/run sets it)")
def test_suite_runs_on_postgresql(tmp_path: Path) -> None:
    work = tmp_path / "work"
    doc = run_suite(tmp_path, "--db", PG_URL, "--workdir", str(work))
    assert_every_figure(doc, "postgresql")
    # Cleaned up after itself: no workspace of the run is left in the shared database.
    store = open_store(tmp_path / "probe", PG_URL)
    try:
        with store.session() as s:
            roots = [r.root for r in s.exec(select(WorkspaceRow))]
        assert not [r for r in roots if r.startswith(str(work.resolve()))]
    finally:
        data.purge_workspace(store)
        store.close()


def test_synthetic_store_matches_what_ingest_would_build(tmp_path: Path) -> None:
    """Fragments, keys and search text equal the chunks of the written notes; FTS finds them."""
    built = data.build_workspace(tmp_path / "cache", 300, 7, data.DEFAULT_NOW)
    assert built.counts["fragments"] == 300
    again = data.build_workspace(tmp_path / "cache", 300, 7, data.DEFAULT_NOW)
    assert again.build_seconds == 0.0  # reused from the cache
    ws = open_workspace(built.root)
    store = open_store(ws.root)
    try:
        chunks = {
            claim_key(c.text): c.text
            for path in sorted(ws.memory_dir.glob("*.md"))
            for c in chunk_daily_note(path.read_text(encoding="utf-8"))
        }
        with store.session() as s:
            rows = list(s.exec(select(FragmentRow)))
            votes = s.exec(select(func.count()).select_from(VoteRow)).one()
        assert {r.key for r in rows} == set(chunks)
        assert all(r.search_text == search_text_for(r.text) for r in rows)
        assert sum(r.recall_count for r in rows) == votes > 0
        assert any("数据库" in r.text for r in rows) and any("database" in r.text for r in rows)
        hits = memory_search(store, ws, "数据库", data.DEFAULT_NOW, vote=False).hits
        assert any(h.fragment is not None for h in hits)
    finally:
        store.close()


def test_data_is_deterministic() -> None:
    a = data.plan_notes(120, 20, 3, data.DEFAULT_NOW)
    b = data.plan_notes(120, 20, 3, data.DEFAULT_NOW)
    assert [data.render_note(n) for n in a] == [data.render_note(n) for n in b]
    assert data.query_pool(3, "zh", 40) == data.query_pool(3, "zh", 40)
    assert data.query_pool(3, "en", 40) != data.query_pool(4, "en", 40)


def test_a_cached_store_is_rebuilt_when_the_judging_rules_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A cached store's fragments carry the verdicts and claims of the rules they were built
    under: with other rules its first cycle would re-judge them all and time an upgrade."""
    before = data.schema_tag()
    monkeypatch.setattr(data, "RULES_VERSION", data.RULES_VERSION + 1)
    assert data.schema_tag() != before
