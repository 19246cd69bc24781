"""The CLI as a daily tool: readable at 80 columns and in a pipe, copyable keys, short errors."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, at, write_note

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.workspace import open_workspace, open_workspace_store

# Slow tier (docs/contributing.md): the CLI as a process.
pytestmark = pytest.mark.slow

LONG = (
    "Deploys go out on Tuesdays and Thursdays only, after the on-call lead signs the release "
    "checklist and the staging smoke tests have passed twice in a row without retries."
)
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def cli(
    root: Path, *args: str, columns: int | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """memtui from a real shell; `columns` makes it a (forced) terminal of that width."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    base.pop("FORCE_COLOR", None)
    if columns is not None:
        base.update(FORCE_COLOR="1", COLUMNS=str(columns), TERM="xterm-256color")
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "memtui",
            "--workspace",
            str(root),
            "--now",
            "2026-06-21T03:00:00",
            *args,
        ],
        capture_output=True,
        text=True,
        env={**base, **(env or {})},
        timeout=120,
    )


@pytest.fixture(scope="module")
def daily(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("daily") / "ws"
    (root / "memory").mkdir(parents=True)
    (root / ".memtui.toml").write_text('[dreaming]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")
    ws = open_workspace(root)
    write_note(
        ws, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15") + f"## Deploys\n{LONG}\n"
    )
    store = open_workspace_store(ws)
    ingest(store, ws, at("2026-06-15T22:00:00"))
    for day, query in (("16", "数据库"), ("17", "真实数据库"), ("18", "database"), ("19", "mock")):
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00"))
    store.close()
    return root


def _plain(text: str) -> str:
    return ANSI.sub("", text)


def test_search_at_80_columns_reads_as_citation_then_text(daily: Path) -> None:
    out = cli(daily, "search", "deploys release checklist", "--no-vote", columns=80)
    assert out.returncode == 0, out.stderr
    lines = _plain(out.stdout).splitlines()
    head = next(n for n, line in enumerate(lines) if line.startswith("memory/2026-06-15.md#L"))
    body = []
    for line in lines[head + 1 :]:
        if not line.startswith("  "):
            break
        body.append(line.strip())
    # The whole text, wrapped at the width into a few full lines (not one word per line).
    assert " ".join(body) == f"Deploys: {LONG}"
    assert 2 <= len(body) <= 4 and all(len(line) <= 80 for line in lines)


def test_search_piped_is_plain_one_record_per_hit(daily: Path) -> None:
    out = cli(daily, "search", "deploys release checklist", "--no-vote")
    assert out.returncode == 0 and "\x1b" not in out.stdout
    assert f"  Deploys: {LONG}\n" in out.stdout  # one line, unwrapped: grep sees it whole
    assert re.search(r"^memory/2026-06-15\.md#L\d+  \d\.\d{3} · daily$", out.stdout, re.M)
    assert "┃" not in out.stdout and "│" not in out.stdout


def test_a_search_that_cannot_fill_its_list_says_so(daily: Path) -> None:
    """Fewer hits than asked for is all there is, not a cut, and the note says which."""
    out = cli(daily, "search", "deploys release checklist", "-n", "50", "--no-vote")
    hits = re.findall(r"^\S+#L\d+", out.stdout, re.M)
    assert out.returncode == 0 and 0 < len(hits) < 50
    assert f"{len(hits)} of 50 asked: no other memory matches" in out.stderr
    full = cli(daily, "search", "deploys release checklist", "-n", "1", "--no-vote")
    assert len(re.findall(r"^\S+#L\d+", full.stdout, re.M)) == 1
    assert "asked" not in full.stderr


def test_get_takes_a_citation_as_search_prints_it(daily: Path) -> None:
    out = cli(daily, "search", "deploys release checklist", "--no-vote")
    citation = re.search(r"^(memory/2026-06-15\.md#L\d+(?:-L\d+)?)  ", out.stdout, re.M)
    assert citation, out.stdout
    got = cli(daily, "get", citation[1], "--no-vote", "--json")
    assert got.returncode == 0, got.stderr
    body = json.loads(got.stdout)
    assert body["exists"] and LONG in body["text"]
    assert cli(daily, "get", "memory/2026-06-15.md#L5-L3").returncode != 0


def test_fragments_show_whole_keys_that_explain_accepts(daily: Path) -> None:
    keys = {v["key"]: v["text"] for v in json.loads(cli(daily, "fragments", "--json").stdout)}
    for columns in (80, 160):
        out = _plain(cli(daily, "fragments", columns=columns).stdout)
        shown = set(re.findall(r"\b[0-9a-f]{12}\b", out))
        assert shown == set(keys), columns
        long_key = next(k for k, t in keys.items() if "checklist" in t)
        cut = next(line for line in out.splitlines() if "Deploys: Deploys go out" in line)
        assert "only…" in cut or cut.endswith("…"), columns  # cut, and marked as cut
        assert "without retries" not in cut
    explained = cli(daily, "explain", long_key)
    assert explained.returncode == 0 and long_key in explained.stdout


def test_status_before_any_ingest_says_never(tmp_path: Path) -> None:
    (tmp_path / "memory").mkdir()
    out = cli(tmp_path, "status")
    assert out.returncode == 0 and "None" not in out.stdout
    assert re.search(r"last ingest:? +│? *never", out.stdout)


def test_piped_status_and_history_are_plain_lines(daily: Path) -> None:
    status = cli(daily, "status")
    assert re.search(r"^fragments: \d+$", status.stdout, re.M)
    assert not set("│┃┏━") & set(status.stdout) and "\x1b" not in status.stdout
    history = cli(daily, "memory", "history")
    assert history.returncode == 0 and history.stdout.startswith("id\tsaved\tchars\treason\n")


def test_usage_errors_are_one_line_with_a_hint(daily: Path) -> None:
    for args in (("search",), ("fragments", "--bogus"), ("nosuchcommand",)):
        out = cli(daily, *args)
        assert out.returncode == 2
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: ") and "--help" in lines[0], args


def test_errors_from_environment_variables_name_them(daily: Path) -> None:
    bad_db = cli(daily, "status", env={"MEMTUI_DATABASE_URL": "nosuch://db"})
    assert bad_db.returncode != 0 and "MEMTUI_DATABASE_URL" in bad_db.stderr
    bad_key = cli(daily, "status", env={"MEMTUI_DREAMING__DEEP__MIN_SCORE": "high"})
    assert bad_key.returncode == 2 and "MEMTUI_DREAMING__DEEP__MIN_SCORE" in bad_key.stderr
    assert bad_key.stderr.count("\n") == 1


def test_cli_note_starts_its_own_block(daily: Path) -> None:
    out = cli(daily, "note", "Preference: Bob takes his tea without sugar")
    assert out.returncode == 0, out.stderr
    cli(daily, "ingest")
    texts = [v["text"] for v in json.loads(cli(daily, "fragments", "--json", "-n", "0").stdout)]
    tea = [t for t in texts if "Bob takes his tea" in t]
    assert tea and not [t for t in tea if t.startswith("Deploys")]


def test_dream_and_review_speak_in_sentences(daily: Path) -> None:
    dream = cli(daily, "dream")
    assert dream.returncode == 0, dream.stderr
    # Why the diary is off is said once, for all three phases, not in every row.
    reason = re.search(r"diary LIGHT/REM/DEEP: (.+)", dream.stdout)
    assert reason is not None and dream.stdout.count(reason.group(1).strip()[:40]) == 1
    pending = json.loads(cli(daily, "review", "--json").stdout)
    assert pending
    pid = pending[0]["id"]
    approved = cli(daily, "review", "approve", str(pid))
    assert approved.returncode == 0, approved.stderr
    assert f"Approved 1 promotion (#{pid})." in approved.stdout
    assert "Appended 1 entry to MEMORY.md." in approved.stdout
    assert "appended=" not in approved.stdout and "ids=" not in approved.stdout
    undone = cli(daily, "review", "undo", str(pid))
    assert f"Undid #{pid}: its entry is out of MEMORY.md." in undone.stdout


def test_review_lists_each_pending_score_as_staged_and_as_of_now(daily: Path) -> None:
    """A pending promotion keeps the score it was staged with; the listing says when that was
    and what the fragment scores now (explain's score), so it never contradicts a later dream."""
    assert cli(daily, "dream").returncode == 0
    pending = json.loads(cli(daily, "review", "--json").stdout)
    assert pending
    for entry in pending:
        explained = json.loads(cli(daily, "explain", entry["key"], "--json").stdout)
        assert entry["score_now"] == pytest.approx(explained["fragment"]["score"], abs=1e-6)
    listed = cli(daily, "review").stdout
    first = pending[0]
    assert re.search(
        rf"^#{first['id']}  staged {first['score']:.3f} at \d\d-\d\d \d\d:\d\d · "
        rf"now {first['score_now']:.2f} · pending",
        listed,
        re.M,
    ), listed
