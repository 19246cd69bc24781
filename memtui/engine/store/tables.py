"""The store's tables: SQLModel rows (`…Row`), the only place they are defined.

Times are stored and handed out as aware UTC datetimes. Every row hangs off a `WorkspaceRow`, so
several workspaces can share one PostgreSQL database.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, Index, LargeBinary, UniqueConstraint, event
from sqlmodel import Field, SQLModel

from memtui.engine.store.dbapi import derived_columns
from memtui.engine.vocabulary import PromotionStatus, RunOutcome


def _no_items() -> list[str]:
    return []


def _no_fields() -> dict[str, Any]:
    # Plain functions, not the builtins: pydantic inspects a default factory's signature on
    # every construction, and for builtins that means parsing a text signature (ingesting a
    # year of notes spent 4 s there).
    return {}


class MetaRow(SQLModel, table=True):
    __tablename__ = "meta"
    key: str = Field(primary_key=True, max_length=64)
    value: str = Field(default="")


class WorkspaceRow(SQLModel, table=True):
    __tablename__ = "workspace"
    id: int | None = Field(default=None, primary_key=True)
    root: str = Field(unique=True, max_length=1024)
    created_at: datetime


class FragmentRow(SQLModel, table=True):
    """One short-term fragment (algorithm.md §1): identity is the claim hash of its text."""

    __tablename__ = "fragment"
    __table_args__ = (
        UniqueConstraint("workspace_id", "key", name="uq_fragment_key"),
        Index("ix_fragment_ws_last_recalled", "workspace_id", "last_recalled_at"),
        Index("ix_fragment_ws_last_seen", "workspace_id", "last_seen_at"),
        # Light's lookback: fragments ingested, recalled or seen in a note of the last days.
        Index("ix_fragment_ws_ingested_day", "workspace_id", "last_ingested_day"),
        Index("ix_fragment_ws_claim", "workspace_id", "claim_id"),
        # Every ingestion asks for fragments judged by older rules: none, usually.
        Index("ix_fragment_ws_judged", "workspace_id", "judged"),
    )
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    key: str = Field(max_length=64)
    text: str
    kind: str = Field(max_length=16)  # daily | session
    recall_count: int = 0
    daily_count: int = 0
    total_score: float = 0.0
    max_score: float = 0.0
    first_seen_at: datetime
    last_seen_at: datetime
    last_ingested_day: str = Field(default="", max_length=10)
    last_recalled_at: datetime | None = None
    # Capped, most-recent-last lists kept with the row so ranking needs no join (§1 caps 32/16).
    query_hashes: list[str] = Field(
        default_factory=_no_items, sa_column=Column(JSON, nullable=False)
    )
    recall_days: list[str] = Field(
        default_factory=_no_items, sa_column=Column(JSON, nullable=False)
    )
    concept_tags: list[str] = Field(
        default_factory=_no_items, sa_column=Column(JSON, nullable=False)
    )
    search_text: str = ""
    # Derived from the lists above on every write (see `refresh_derived`), so ranking reads only scalars.
    unique_query_count: int = 0
    recall_day_count: int = 0
    consolidation: float = 0.0
    tag_count: int = 0
    promoted_at: datetime | None = None
    rejected_at: datetime | None = None
    promotable: bool = True
    # algorithm.md §6.5: why the text is not durable knowledge ("" = durable; see durability.py),
    # the claim (the id of its first fragment) this fragment restates, and its claim terms.
    durability: str = Field(default="", max_length=16)
    claim_id: int | None = None
    claim_terms: str = ""
    # The version of the statement rules `durability` and `claim_terms` were judged by
    # (memtui.engine.judgement.RULES_VERSION); ingestion re-judges older ones.
    judged: int = 0


@event.listens_for(FragmentRow, "before_insert")
@event.listens_for(FragmentRow, "before_update")
def refresh_derived(_mapper: Any, _conn: Any, row: FragmentRow) -> None:
    for name, value in derived_columns(row.query_hashes, row.recall_days, row.concept_tags).items():
        setattr(row, name, value)


class OccurrenceRow(SQLModel, table=True):
    """Where a fragment's text stands in a source file."""

    __tablename__ = "occurrence"
    __table_args__ = (
        UniqueConstraint("fragment_id", "path", "start_line", "end_line", name="uq_occurrence"),
        Index("ix_occurrence_ws_day", "workspace_id", "day"),
    )
    id: int | None = Field(default=None, primary_key=True)
    fragment_id: int = Field(foreign_key="fragment.id", index=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    path: str = Field(max_length=1024)
    start_line: int
    end_line: int
    day: str = Field(max_length=10)
    seen_at: datetime


class VoteRow(SQLModel, table=True):
    """A read that counted (§7). One vote per fragment, query and day."""

    __tablename__ = "vote"
    __table_args__ = (
        UniqueConstraint("fragment_id", "query_hash", "day", name="uq_vote_per_day"),
        Index("ix_vote_ws_day", "workspace_id", "day"),
    )
    id: int | None = Field(default=None, primary_key=True)
    fragment_id: int = Field(foreign_key="fragment.id", index=True)
    # The fragment's workspace, kept for per-workspace queries. No foreign key of its own: the
    # fragment's already vouches for it, and on PostgreSQL each key check is a query (two per
    # vote row were most of recording a search's votes).
    workspace_id: int
    query_hash: str = Field(max_length=16)
    query: str = ""
    day: str = Field(max_length=10)
    score: float
    at: datetime
    via: str = Field(default="search", max_length=16)  # search | get | import


class PhaseSignalRow(SQLModel, table=True):
    """Light/REM history per fragment (the article's phase-signal store)."""

    __tablename__ = "phase_signal"
    fragment_id: int = Field(foreign_key="fragment.id", primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    light_hits: int = 0
    last_light_at: datetime | None = None
    rem_hits: int = 0
    last_rem_at: datetime | None = None
    last_rem_considered_at: datetime | None = None


class SourceFileRow(SQLModel, table=True):
    """Fingerprint of an ingested source file: unchanged files are skipped."""

    __tablename__ = "source_file"
    __table_args__ = (UniqueConstraint("workspace_id", "path", name="uq_source_file"),)
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    path: str = Field(max_length=1024)
    size: int = Field(sa_column=Column(BigInteger, nullable=False))
    mtime_ns: int = Field(sa_column=Column(BigInteger, nullable=False))
    content_hash: str = Field(max_length=64)
    ingested_at: datetime
    ingested_day: str = Field(default="", max_length=10)
    fragments: int = 0
    cursor: int = 0  # session messages already taken when a capped run stopped inside the file
    error: str = ""


class PromotionRow(SQLModel, table=True):
    """A deep-phase winner: pending review, applied to MEMORY.md, rejected or undone."""

    __tablename__ = "promotion"
    __table_args__ = (Index("ix_promotion_ws_status", "workspace_id", "status"),)
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id")
    fragment_id: int = Field(foreign_key="fragment.id", index=True)
    key: str = Field(max_length=64)
    text: str
    status: str = Field(default=PromotionStatus.PENDING, max_length=16)  # a PromotionStatus
    score: float = 0.0
    raw_score: float = 0.0
    recall_count: int = 0
    avg: float = 0.0
    components: dict[str, float] = Field(
        default_factory=_no_fields, sa_column=Column(JSON, nullable=False)
    )
    boost: float = 0.0
    path: str = ""
    start_line: int = 0
    end_line: int = 0
    created_at: datetime
    decided_at: datetime | None = None
    run_id: int | None = None
    memory_day: str = Field(default="", max_length=10)
    # add: a claim to append | edit: new text for the promoted entry `key` | retire: remove it |
    # rewrite: a model-consolidated MEMORY.md (text = the whole file,
    # key = which MEMORY.md it was computed from; algorithm.md §6.5)
    action: str = Field(default="add", max_length=16)


class MemoryVersionRow(SQLModel, table=True):
    """MEMORY.md as it was before a write by memtui: every write can be undone."""

    __tablename__ = "memory_version"
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    created_at: datetime
    reason: str = Field(default="", max_length=200)
    content: str
    existed: bool = True


class DiaryEntryRow(SQLModel, table=True):
    """One Dream Diary entry, one per phase run that had something to write about."""

    __tablename__ = "diary_entry"
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    run_id: int | None = None
    phase: str = Field(max_length=16)
    at: datetime
    text: str
    placeholder: bool = False
    sample: bool = False
    flagged: str = Field(default="", max_length=200)


class DreamRunRow(SQLModel, table=True):
    """One phase run: when, what it counted, how it ended."""

    __tablename__ = "dream_run"
    id: int | None = Field(default=None, primary_key=True)
    workspace_id: int = Field(foreign_key="workspace.id", index=True)
    phase: str = Field(max_length=16)  # ingest | light | rem | deep
    started_at: datetime
    ended_at: datetime | None = None
    dry_run: bool = False
    outcome: str = Field(default=RunOutcome.RUNNING, max_length=16)  # a RunOutcome
    counts: dict[str, Any] = Field(
        default_factory=_no_fields, sa_column=Column(JSON, nullable=False)
    )
    error: str = ""


class FragmentEmbeddingRow(SQLModel, table=True):
    """A fragment's embedding vector for one model (README "How search scores hits"): float32
    little-endian bytes, so SQLite and PostgreSQL store it alike and pgvector is never needed."""

    __tablename__ = "fragment_embedding"
    __table_args__ = (
        UniqueConstraint("fragment_id", "model", name="uq_fragment_embedding"),
        Index("ix_fragment_embedding_ws_model", "workspace_id", "model", "id"),
    )
    id: int | None = Field(default=None, primary_key=True)
    fragment_id: int = Field(foreign_key="fragment.id", index=True)
    workspace_id: int
    model: str = Field(max_length=200)
    dim: int
    vector: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
