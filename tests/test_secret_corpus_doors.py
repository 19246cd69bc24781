"""The whole secret corpus through a workspace (issue 16, "Done when"): 0 secrets stored,
searchable, written or printed, and the negative lines come out as written.

test_secret_corpus.py runs each case alone through the detector, and test_secrets_doors.py
sends one case of each kind through every door. Here every case of tests/corpus/secrets/ is
written at once — under its own heading in a daily note, as one list item after another in
MEMORY.md (a case then follows another case's line, as in a real file) and as a transcript
message — then ingested, searched (for the words around the secrets and for every secret
itself), read back with memory_get, given to the model as the bootstrap prompt, dreamed over,
and printed by the CLI; then the store's own bytes are searched for every value (issue 28).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
from helpers import at, stored_text, write_note
from sqlalchemy import inspect
from sqlalchemy import text as sql_text

from bench.secrets import FP_BOUND, WINDOW, leaked_values, load_corpus
from memtui.engine.documents.chunking import document_lines
from memtui.engine.dream.cycle import run_cycle
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.prompts import bootstrap_text
from memtui.engine.recall import memory_get, memory_search
from memtui.engine.redact import REDACTED
from memtui.engine.store import Store
from memtui.engine.workspace import Workspace, open_workspace_store

REPO = Path(__file__).resolve().parent.parent
DAY = "2026-06-17"
NOW = "2026-06-18T10:00:00"
POSITIVES = load_corpus("positive")
NEGATIVES = load_corpus("negative")
# Words around the secrets: every case holds one of them (or its tag heading does).
# Columns holding row numbers, not text (a PIN `2580` is no leak into `fragment.id` 2580).
ID_COLUMNS = (".id", "_id")
QUERIES = ("password", "token", "key", "secret", "密码", "口令", "url", "export", "case")


def write_cases(ws: Workspace, cases: list) -> dict[str, str]:  # type: ignore[type-arg]
    """Every case in a daily note, MEMORY.md and a transcript; the files' relative paths."""
    note = [f"# {DAY}"]
    for n, case in enumerate(cases):
        note += [f"## case {n}", case.text, ""]
    write_note(ws, DAY, "\n".join(note))
    # One list item after another; a case that is a Markdown block (a heading, a table) stands
    # as one (after a list item's text it would be no heading or table).
    items = [
        case.text if case.text.startswith(("#", "|")) else f"- item {n}: {case.text}"
        for n, case in enumerate(cases)
    ]
    ws.memory_path.write_text("# MEMORY\n\n" + "\n".join(items) + "\n", encoding="utf-8")
    session = ws.sessions_dir / "agent" / f"{DAY}.jsonl"
    session.parent.mkdir(parents=True)
    records = [
        {
            "type": "message",
            "timestamp": f"{DAY}T09:{n % 60:02d}:00+08:00",
            "message": {"role": "user", "content": [{"type": "text", "text": case.text}]},
        }
        for n, case in enumerate(cases)
    ]
    session.write_text(
        "\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n", encoding="utf-8"
    )
    return {
        "note": f"memory/{DAY}.md",
        "memory": "MEMORY.md",
        "session": session.relative_to(ws.root).as_posix(),
    }


@lru_cache(maxsize=1)
def _long_pieces() -> dict[str, tuple[int, str]]:
    """Every WINDOW-long piece of the positive values longer than WINDOW (no spaces): the
    piece → (corpus line, value) that `leaks` looks up at each position of a text."""
    pieces: dict[str, tuple[int, str]] = {}
    for case in POSITIVES:
        for value in case.secrets:
            if len(value) > WINDOW and " " not in value:
                for i in range(len(value) - WINDOW + 1):
                    pieces[value[i : i + WINDOW]] = (case.line, value)
    return pieces


def leaks(text: str) -> list[tuple[int, str]]:
    """(corpus line, value) of every positive value found in `text`, whole or in part, as
    `bench.secrets.leaked_values` finds them: a short value or one of words is searched as
    it says; every WINDOW-long piece of a long value is looked up at each position of `text`
    once (a store's megabytes against 600 cases' pieces)."""
    found = {
        (case.line, v)
        for case in POSITIVES
        for v in leaked_values(tuple(v for v in case.secrets if len(v) <= WINDOW or " " in v), text)
    }
    pieces = _long_pieces()
    hits = (pieces.get(text[i : i + WINDOW]) for i in range(len(text) - WINDOW + 1))
    found.update(hit for hit in hits if hit is not None)
    return sorted(found)


def _numeric(column_type: Any) -> bool:
    """A number or a time column (its text is digits, never a note's)."""
    try:
        return column_type.python_type in (int, float, bool, datetime)
    except NotImplementedError:  # a search index's type: text
        return False


def strings(value: Any) -> list[str]:
    """The strings of a JSON answer: its numbers (ids, scores) are no text a PIN leaks into."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def store_bytes(store: Store) -> str:
    """What the store holds, as text: the SQLite file and its write-ahead log byte for byte, or
    for PostgreSQL each row of this workspace's in every table, cast to text (the server's
    files are not ours to read)."""
    if store.backend == "sqlite":
        db = Path(str(store.engine.url.database))
        files = [db, db.with_name(db.name + "-wal")]
        return "\n".join(f.read_bytes().decode("utf-8", "replace") for f in files if f.exists())
    rows = []
    with store.engine.connect() as conn:
        for table in inspect(store.engine).get_table_names():
            info = inspect(store.engine).get_columns(table)
            columns = {c["name"] for c in info}
            # Text of every column that is not a number or a time (ids are no secrets).
            texts = [f'"{c["name"]}"::text' for c in info if not _numeric(c["type"])] or ["''"]
            query = f'SELECT concat_ws(chr(10), {", ".join(texts)}) FROM "{table}"'
            if "workspace_id" in columns:
                query += " WHERE workspace_id = :ws"
            elif "fragment_id" in columns:
                query += " WHERE fragment_id IN (SELECT id FROM fragment WHERE workspace_id = :ws)"
            elif table == "workspace":
                query += " WHERE id = :ws"
            rows += [str(r[0]) for r in conn.execute(sql_text(query), {"ws": store.workspace_id})]
    return "\n".join(rows)


def cli(root: Path, store_url: str, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    env["PYTHONPATH"] = str(REPO)
    db = ("--db", store_url) if store_url else ()
    proc = subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(root), *db, "--now", NOW, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout + proc.stderr


@pytest.mark.slow
def test_no_corpus_secret_is_stored_searched_written_or_printed(
    ws: Workspace, store_url: str
) -> None:
    assert len(POSITIVES) >= 100
    paths = write_cases(ws, POSITIVES)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        report = ingest(store, ws, at(f"{DAY}T22:00:00"))
        assert report.fragments_new >= len(POSITIVES) and report.session_messages > 0
        # Searchable: the hits for the words around the secrets, and for each secret itself.
        hits = []
        for query in QUERIES + tuple(v for c in POSITIVES for v in c.secrets):
            found = memory_search(store, ws, query, at(f"{NOW}"), limit=200, vote=False)
            hits.append("\n".join(strings([h.to_json() for h in found.hits])))
        assert sum(REDACTED in h for h in hits) > len(QUERIES)
        assert not leaks("\n".join(hits))
        # Read back: memory_get of each file whole, and the bootstrap prompt.
        for rel in paths.values():
            text = "\n".join(read_whole(store, ws, rel))
            assert REDACTED in text and not leaks(text), rel
        boot = bootstrap_text(ws, max_chars=10**6).text
        assert "item 0:" in boot and not leaks(boot)
        # Written: a night's dream over them (DREAMS.md, what memtui adds to the user's
        # MEMORY.md, the run's rows).
        users = ws.memory_path.read_text(encoding="utf-8")
        run_cycle(store, ws, at(f"{DAY}T23:59:00"))
        assert (ws.root / "DREAMS.md").is_file()
        assert not leaks((ws.root / "DREAMS.md").read_text(encoding="utf-8"))
        memory = ws.memory_path.read_text(encoding="utf-8")
        assert users in memory and not leaks(memory.replace(users, ""))
        # Stored: every text column of every table (search index included).
        columns = list(stored_text(store))
        assert len(columns) > 500
        texts = [(where, value) for where, value in columns if not where.endswith(ID_COLUMNS)]
        # One search of every column's text (a value never holds a newline, so none is found
        # across two columns); which columns, only when one leaks.
        assert not leaks("\n".join(value for _, value in texts)), [
            (where, leaks(value)) for where, value in texts if leaks(value)
        ]
        # The store's bytes (issue 28 item 3): the SQLite file and its write-ahead log, free
        # pages and indexes included, or every PostgreSQL table's rows as text.
        raw = store_bytes(store)
        assert len(raw) > 100_000 and REDACTED in raw
        assert not leaks(raw)
    finally:
        store.close()
    # Printed: the CLI's listing of every fragment, its reads and its prompt.
    for args in (
        ("fragments", "--json"),
        ("search", "password token key", "--no-vote"),
        ("get", paths["memory"], "--no-vote"),
        ("get", paths["note"], "--no-vote"),
        ("prompt", "--bootstrap"),
    ):
        assert not leaks(cli(ws.root, store_url, *args)), args


def read_whole(store: Any, ws: Workspace, rel: str) -> list[str]:
    """Every line of a file through memory_get, page after page (`[limits] get_lines` a call)."""
    lines: list[str] = []
    start: int | None = 1
    while start is not None:
        got = memory_get(store, ws, rel, at(NOW), from_line=start, vote=False)
        assert got.exists, rel
        lines += got.lines
        start = got.next_from
    return lines


def test_negative_lines_come_out_as_written(ws: Workspace, store_url: str) -> None:
    assert len(NEGATIVES) >= 100
    paths = write_cases(ws, NEGATIVES)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        ingest(store, ws, at(f"{DAY}T22:00:00"))
        for rel in (paths["note"], paths["memory"]):
            written = document_lines((ws.root / rel).read_text(encoding="utf-8"))
            got = read_whole(store, ws, rel)
            assert len(got) == len(written)
            changed = [(a, b) for a, b in zip(written, got, strict=True) if a != b]
            assert len(changed) <= FP_BOUND * len(NEGATIVES), changed
        boot = bootstrap_text(ws, max_chars=10**6).text
        assert boot == (ws.root / paths["memory"]).read_text(encoding="utf-8").rstrip()
        hits = memory_search(store, ws, "password hash key", at(NOW), limit=200, vote=False)
        marked = [h.text for h in hits.hits if REDACTED in h.text]
        assert hits.hits and len(marked) <= FP_BOUND * len(NEGATIVES), marked
    finally:
        store.close()


def test_the_leak_search_finds_values_as_the_corpus_scorer_does() -> None:
    """`leaks` (one pass over a text) finds what `leaked_values` finds case by case: a long
    value by any WINDOW-long piece, a short one only standing alone."""
    long_case = next(
        c for c in POSITIVES if any(len(v) > WINDOW and " " not in v for v in c.secrets)
    )
    short_case = next(c for c in POSITIVES if any(len(v) <= WINDOW for v in c.secrets))
    value = next(v for v in long_case.secrets if len(v) > WINDOW and " " not in v)
    short = next(v for v in short_case.secrets if len(v) <= WINDOW)
    piece = f"noise {value[1 : WINDOW + 1]} noise"
    assert (long_case.line, value) in leaks(piece)
    assert leaked_values((value,), piece) == [value]
    assert (short_case.line, short) in leaks(f"pin: {short}\n")
    assert (short_case.line, short) not in leaks(f"score 0.{short}x")
    assert leaks("nothing secret here") == []
