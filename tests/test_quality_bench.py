"""`python -m bench.quality --smoke` end to end: every metric is reported, in a sane range.

The figures themselves are a benchmark, not a test: nothing here asserts how good memtui is.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

# Slow tier (docs/contributing.md): benchmark smoke: the quality bench in a subprocess.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    env["PYTHONPATH"] = str(REPO)
    return subprocess.run(
        [sys.executable, "-m", "bench.quality", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


def between(value: float, low: float, high: float) -> bool:
    return low <= value <= high


@pytest.mark.parametrize("story", ["team", "household"])
def test_smoke_reports_every_metric(story: str) -> None:
    proc = run("--story", story, "--smoke", "--json")
    assert proc.returncode == 0, proc.stderr[-3000:]
    doc: dict[str, Any] = json.loads(proc.stdout)
    assert doc["story"] == story and doc["smoke"] is True
    assert doc["days"] >= 3 and doc["timed_searches"] > 0 and doc["nights"] == doc["days"]
    assert doc["durable_facts"] >= 1
    assert between(doc["durable_recall"], 0, 1)
    assert len(doc["facts_recalled"]) == round(doc["durable_recall"] * doc["durable_facts"])
    ratio = doc["distinct_facts_per_entry"]
    assert (ratio is None) == (doc["entries"] == 0)
    assert ratio is None or between(ratio, 0, 1)
    for key in (
        "duplicates",
        "false_promoted",
        "open_promoted",
        "resolved_promoted",
        "unlabelled_entries",
    ):
        assert between(doc[key], 0, doc["entries"]), key
    assert doc["secrets_on_disk"] == len(doc["secret_leaks"]) >= 0
    assert doc["secrets_in_search_results"] >= 0
    assert doc["changed_input_files"] == []  # memtui never rewrites notes or transcripts
    search = doc["search_top3"]
    assert search["queries"] >= 1
    assert between(search["memtui"], 0, search["queries"]) and between(
        search["bm25"], 0, search["queries"]
    )
    for tag, row in search["by_tag"].items():
        assert tag in {"zh", "en", "mixed", "cross", "question"}
        assert between(row["memtui"], 0, row["queries"]) and between(row["bm25"], 0, row["queries"])
    assert len(search["failing"]) == search["queries"] - search["memtui"]
    local = search["memtui_local_embeddings"]
    assert local is None or between(local, 0, search["queries"])
    rem = doc["rem"]
    assert len(rem["themes_per_night"]) == doc["nights"]
    assert between(rem["nights_with_recognised_themes"], 0, rem["nights_with_themes"])
    for night in rem["themes_per_night"]:
        assert set(night["recognised"]) <= set(night["themes"])
    assert doc["runtime_s"] > 0


def test_smoke_tables_and_verbose_details(tmp_path: Path) -> None:
    keep = tmp_path / "ws"
    proc = run("--smoke", "--verbose", "--keep", str(keep))
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = proc.stdout
    for line in (
        "durable recall",
        "distinct facts ÷ entries",
        "duplicates",
        "false items promoted",
        "open items promoted",
        "secrets on disk",
        "search top-3",
        "REM themes",
        "runtime",
        "REM themes per night",
        "MEMORY.md entries",
    ):
        assert line in out, line
    assert "vs BM25" in out
    # the kept workspace is the one replayed: notes, transcripts, the store, the config
    assert sorted(p.name for p in (keep / "memory").iterdir())[0] == "2026-03-02.md"
    assert (keep / ".memtui.toml").read_text(encoding="utf-8").count('apply = "auto"') == 1
    assert any((keep / "sessions").rglob("*.jsonl"))
    assert (keep / "DREAMS.md").is_file()
