"""A large ingestion's pure work in worker processes (`memtui.engine.ingest.parallel`): the same
store and report as the serial path, the serial path's error when a worker fails, nothing lost
when a worker dies, and no process at all for a small ingestion."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path
from typing import Any

import pytest
from helpers import at, stored_text, write_note

from bench import data
from memtui.engine import claims
from memtui.engine.ingest import parallel, pipeline
from memtui.engine.ingest.pipeline import IngestReport, ingest
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

NOW = at("2026-06-30T22:00:00")
_SPECIAL = {
    # A secret, dream output, a claim restated from another day, a bad byte, a note that is no
    # UTF-8 text at all.
    "2026-06-29": "## Ops\nThe deploy token is ghp_abcdefghijklmnopqrstuvwxyz0123456789AB.\n\n"
    "## 从 MEMORY.md 复制\n<!-- openclaw-memory-promotion:3f2a9c81d0e4 -->\n"
    "- 发布前必须在 staging 环境验证 [score=0.900 recalls=5 avg=0.700 "
    "source=memory/2026-06-15.md:3-4]\n",
    "2026-06-28": "## 规范\n今后所有测试必须使用真实数据库，不接受 mock。\n",
    "2026-06-27": "## 规范\n今后所有测试必须使用真实数据库，不接受 mock。\n",
}


def _workspace(root: Path) -> Workspace:
    data.make_ingest_workspace(root, 24, 3, NOW)
    ws = open_workspace(root)
    for day, text in _SPECIAL.items():
        write_note(ws, day, text)
    (root / "memory" / "2026-06-26.md").write_bytes(b"## Bad\nfine line\n\xff\xfe broken\nok\n")
    (root / "memory" / "2026-06-25.md").write_bytes("中文笔记".encode("gbk") * 40)
    corpus = Path(__file__).parent / "corpus" / "markers-nested.md"  # dream output pasted in
    (root / "memory" / "2026-06-23.md").write_bytes(corpus.read_bytes())
    return ws


def _copy(ws: Workspace, dest: Path) -> Workspace:
    shutil.copytree(ws.root, dest)  # file times kept
    return open_workspace(dest)


def _ingest(ws: Workspace) -> tuple[IngestReport, list[tuple[str, str]]]:
    store = open_workspace_store(ws, None, now=NOW)
    try:
        report = ingest(store, ws, NOW)
        # Every column of every row but the workspace's folder (each copy has its own).
        return report, [(k, v) for k, v in stored_text(store) if k != "workspace.root"]
    finally:
        store.close()


@pytest.fixture
def forced(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every ingestion of two notes or more goes parallel (two workers, whatever the CPUs);
    the list counts the tasks handed to workers."""
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "PARALLEL_MIN_FILES", 2)
    monkeypatch.setattr(parallel, "worker_count", lambda: 2)
    submitted: list[int] = []
    submit = parallel.Prefetcher.submit

    def counting(self: parallel.Prefetcher, fn: Any, *args: Any) -> Any:
        submitted.append(1)
        return submit(self, fn, *args)

    monkeypatch.setattr(parallel.Prefetcher, "submit", counting)
    return submitted


@pytest.mark.slow
def test_a_parallel_ingestion_stores_exactly_what_the_serial_one_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, forced: list[int]
) -> None:
    ws = _workspace(tmp_path / "a")
    other = _copy(ws, tmp_path / "b")
    with monkeypatch.context() as m:
        m.setattr(parallel, "worker_count", lambda: 0)
        serial_report, serial_rows = _ingest(ws)
    assert not forced
    parallel_report, parallel_rows = _ingest(other)
    assert len(forced) == serial_report.files_read + 1  # the GBK note is read and refused
    forced.clear()
    assert serial_report.fragments_new > 500
    assert {r.reason for r in serial_report.rejected} >= {"dream_output", "promotion_metadata"}
    assert serial_report.files_failed and serial_report.broken_lines
    assert parallel_report == serial_report
    # Ids, claims, occurrences and fingerprints included.
    assert parallel_rows == serial_rows
    # And again with two notes changed, into the stored keys: the workers judge only new ones.
    for w in (ws, other):
        write_note(w, "2026-06-24", "## Ops\nThe staging database moved to db-7.\n")
        old = (w.root / "memory" / "2026-06-28.md").read_text(encoding="utf-8")
        write_note(w, "2026-06-22", old + "\n## Ops\nBackups now run at 02:00.\n")
        for day in ("2026-06-24", "2026-06-22"):
            os.utime(w.root / "memory" / f"{day}.md", ns=(1_780_000_000 * 10**9,) * 2)
    with monkeypatch.context() as m:
        m.setattr(parallel, "worker_count", lambda: 0)
        serial = _ingest(ws)
    assert serial[0].fragments_new == 2 and serial[0].files_read == 2 and not forced
    assert _ingest(other) == serial and len(forced) == 2


def _failing_judgement(monkeypatch: pytest.MonkeyPatch, die: bool = False) -> None:
    """Judging the text "… moved to db-7" fails: raises, or (`die`) kills a worker process."""
    judged = pipeline.judged_columns
    main = os.getpid()

    def judged_columns(text: str) -> dict[str, object]:
        if "db-7" in text:
            if not die:
                raise RuntimeError("judging failed on purpose")
            if os.getpid() != main:
                os._exit(3)
        return judged(text)

    monkeypatch.setattr(pipeline, "judged_columns", judged_columns)


@pytest.mark.slow
def test_a_worker_error_is_the_error_the_serial_path_raises(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, forced: list[int]
) -> None:
    ws = _workspace(tmp_path / "a")
    write_note(ws, "2026-06-24", "## Ops\nThe staging database moved to db-7.\n")
    _failing_judgement(monkeypatch)
    with pytest.raises(RuntimeError, match="judging failed on purpose"):
        _ingest(ws)
    assert forced
    # Nothing was stored: the ingestion is one transaction.
    store = open_workspace_store(ws, None, now=NOW)
    try:
        assert not [v for k, v in stored_text(store) if k == "fragment.text"]
    finally:
        store.close()


@pytest.mark.slow
def test_a_dead_worker_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, forced: list[int]
) -> None:
    ws = _workspace(tmp_path / "a")
    write_note(ws, "2026-06-24", "## Ops\nThe staging database moved to db-7.\n")
    other = _copy(ws, tmp_path / "b")
    with monkeypatch.context() as m:
        m.setattr(parallel, "worker_count", lambda: 0)
        expected = _ingest(ws)
    _failing_judgement(monkeypatch, die=True)
    assert _ingest(other) == expected
    assert forced


def test_a_small_ingestion_starts_no_process(
    ws: Workspace, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A few notes are read serially: starting workers costs more than they save (this test is
    in the fast tier, which fails a test that starts a process)."""
    started: list[int] = []
    monkeypatch.setattr(parallel.Prefetcher, "__init__", lambda *a, **k: started.append(1))
    for day in range(1, 21):
        write_note(ws, f"2026-06-{day:02d}", f"## Day\nWe met the supplier about crate {day}.\n")
    report, _ = _ingest(ws)
    assert report.fragments_new == 20 and not started


def test_the_threshold_counts_files_and_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "worker_count", lambda: 2)
    assert not parallel.worth_parallel(1, 10 * parallel.PARALLEL_MIN_BYTES)
    assert not parallel.worth_parallel(365, parallel.PARALLEL_MIN_BYTES - 1)
    assert parallel.worth_parallel(365, 2_000_000)
    monkeypatch.setattr(parallel, "worker_count", lambda: 0)
    assert not parallel.worth_parallel(365, 2_000_000)


def test_no_workers_are_forked_beside_other_threads() -> None:
    """A fork copies the locks other threads hold: the app and the MCP server, which ingest in
    a thread, read serially."""
    assert parallel.worker_count() >= 0
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert parallel.worker_count() == 0
    finally:
        stop.set()
        other.join()


@pytest.mark.slow
def test_grouping_spread_over_workers_makes_the_claims_one_process_makes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A large ingestion groups in parts at once (`claims._spread_found`), each worker's part
    computed in its own process; the claims are those grouping in one process makes."""
    ws = _workspace(tmp_path / "a")
    other = _copy(ws, tmp_path / "b")
    with monkeypatch.context() as m:
        m.setattr(parallel, "worker_count", lambda: 0)
        expected = _ingest(ws)
    monkeypatch.setattr(parallel, "worker_count", lambda: 3)
    monkeypatch.setattr(claims, "SPREAD_MIN_MEMBERS", 100)
    computed: list[bool] = []
    result = parallel.Prefetcher.result

    def by_worker(self: parallel.Prefetcher, task: parallel.Task[Any]) -> Any:
        out = result(self, task)
        if task.fn is claims._found_part:
            computed.append(task.future is not None and task.future.exception() is None)
        return out

    monkeypatch.setattr(parallel.Prefetcher, "result", by_worker)
    assert _ingest(other) == expected
    assert computed == [True, True]
