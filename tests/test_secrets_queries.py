"""What an agent or a user types is a door too (issue 28 item 4): a secret a query carries is
never echoed back (`search`'s "No hits for", MCP memory_search's `query`, a missing
memory_get path) nor stored (the vote rows keep the query as echoed, and its hash); memtui's
own words in its messages are never taken for secrets (issue 26 item 2).
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import at, stored_text, write_note
from sqlmodel import select
from test_mcp import call, mcp_session, payload

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_get, memory_search
from memtui.engine.redact import redact_secrets
from memtui.engine.store import Store, VoteRow
from memtui.engine.text import query_hash
from memtui.engine.workspace import Workspace

REPO = Path(__file__).resolve().parent.parent
DAY = "2026-06-16"
NOW = f"{DAY}T10:00:00"
NOTE = (
    f"# {DAY}\n\n## 运维\n"
    "- OPS-4093: the payments rollback runbook lives in ops/rollback.sh\n"
    "- Decided to keep the staging database on PostgreSQL 15\n"
)
# Queries an agent might send with a credential pasted in: bare, labelled, in another language.
SECRETS = ("Tk88pqz9x", "Hk83mmzq9", "Fq72mmxa9", "Zq93mmkd7")
QUERIES = (
    "Tk88pqz9x",
    "password: Hk83mmzq9 staging database",
    "Passwort: Fq72mmxa9 rollback",
    "rollback Zq93mmkd7 runbook",
)


def _cli(root: Path, *args: str, code: int = 0) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    env["PYTHONPATH"] = str(REPO)
    proc = subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(root), "--now", NOW, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == code, proc.stdout + proc.stderr
    return proc.stdout + proc.stderr


def _leaked(text: str) -> list[str]:
    return [s for s in SECRETS if s.lower() in text.lower()]


def test_a_secret_in_a_query_is_neither_echoed_nor_stored(ws: Workspace, store: Store) -> None:
    write_note(ws, DAY, NOTE)
    ingest(store, ws, at(NOW))
    results = [memory_search(store, ws, q, at(NOW)) for q in QUERIES]
    assert [bool(r.hits) for r in results] == [False, True, True, True]
    assert not _leaked(json.dumps([r.query for r in results]))
    assert "staging database" in results[1].query and "runbook" in results[3].query
    # The votes keep the query as echoed, and the hash of that; no table holds a secret.
    with store.session() as s:
        rows = s.exec(select(VoteRow).where(VoteRow.workspace_id == store.workspace_id)).all()
    assert rows and {r.query_hash for r in rows} <= {query_hash(r.query) for r in results}
    assert not [(where, value) for where, value in stored_text(store) if _leaked(value)]


def test_an_opaque_piece_the_hits_hold_is_echoed(ws: Workspace, store: Store) -> None:
    """The other half of the rule: a ticket id the notes hold is the user's word, not a secret."""
    write_note(ws, DAY, NOTE)
    ingest(store, ws, at(NOW))
    result = memory_search(store, ws, "OPS-4093 rollback", at(NOW), vote=False)
    assert result.hits and result.query == "OPS-4093 rollback"


def test_a_missing_path_is_not_echoed_with_its_secret(ws: Workspace, store: Store) -> None:
    got = memory_get(store, ws, "memory/Tk88pqz9x.md", at(NOW))
    assert not got.exists and got.path == "memory/[REDACTED:query].md"
    got = memory_get(store, ws, "memory/password=Hk83mmzq9.md", at(NOW))
    assert not got.exists and not _leaked(got.path)


@pytest.mark.slow
def test_the_cli_echoes_no_secret_of_a_query(ws: Workspace) -> None:
    write_note(ws, DAY, NOTE)
    _cli(ws.root, "ingest")
    out = _cli(ws.root, "search", QUERIES[0])
    assert "No hits for '[REDACTED:query]'" in out and not _leaked(out)
    for query in QUERIES[1:]:
        out = _cli(ws.root, "search", query, "--json")
        assert json.loads(out)["results"] and not _leaked(out)
        assert not _leaked(_cli(ws.root, "search", query, "--no-vote"))


@pytest.mark.slow
async def test_mcp_echoes_no_secret_of_a_query_or_a_path(ws: Workspace, store_url: str) -> None:
    write_note(ws, DAY, NOTE)
    async with mcp_session(ws.root, store_url) as session:
        for query in QUERIES:
            answer = payload(await call(session, "memory_search", query=query))
            assert not _leaked(json.dumps(answer)), answer
        missing = payload(await call(session, "memory_get", path="memory/Tk88pqz9x.md"))
        assert missing["exists"] is False and not _leaked(json.dumps(missing))


@pytest.mark.slow
def test_memtuis_own_hint_is_printed_as_written(tmp_path: Path) -> None:
    """`pass --workspace DIR` is memtui's advice, not a password; a secret in the user's part
    of the same message is still cut."""
    out = _cli(tmp_path / "nonexistent", "status", code=1)
    assert "(create it, or pass --workspace DIR)" in out and "REDACTED" not in out
    out = _cli(tmp_path / "password=Hk83mmzq9", "status", code=1)
    assert "Hk83mmzq9" not in out and "[REDACTED:password]" in out
    assert "(create it, or pass --workspace DIR)" in out


def _message_text(node: ast.expr) -> str | None:
    """A raise's message as memtui wrote it, each value it interpolates as `{value}`."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{value}" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return (_message_text(node.left) or "{value}") + (_message_text(node.right) or "{value}")
    return None


def test_no_message_memtui_writes_reads_as_a_secret() -> None:
    """Every error message and hint in memtui's code, its interpolated values aside, passes the
    secret screen unchanged: the screen that guards the user's text in a message never cuts
    memtui's own words."""
    messages = []
    for path in sorted((REPO / "memtui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            texts = [_message_text(a) for a in node.exc.args[:1]]
            texts += [_message_text(k.value) for k in node.exc.keywords if k.arg == "hint"]
            messages += [(path.name, node.lineno, t) for t in texts if t]
    assert len(messages) > 100
    cut = [(name, line, text) for name, line, text in messages if redact_secrets(text) != text]
    assert not cut
