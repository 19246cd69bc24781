"""The fragments table's columns: key, header, the sort field of the engine's fragment pages
(engine/fragment_pages.py) and a title for the sort menu."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Column:
    """One table column: its key, short header label, sort field and a readable title."""

    key: str
    label: str
    sort: str
    title: str


COLUMNS: tuple[Column, ...] = (
    Column("text", "text", "text", "text"),
    # The day it was first seen: restatements of one to-do on different days read apart.
    Column("seen", "seen", "first_seen_at", "first seen (day)"),
    Column("kind", "kind", "kind", "kind (daily note or session)"),
    Column("signals", "rec/day", "signal_count", "recalls + daily signals"),
    Column("relevance", "relev", "relevance", "relevance"),
    Column("queries", "queries", "unique_queries", "unique queries"),
    Column("days", "days", "recall_days", "recall days"),
    Column("tags", "tags", "tags", "concept tags"),
    Column("boost", "boost", "boost", "phase boost"),
    Column("score", "score", "score", "score"),
    Column("status", "status", "status", "status"),
    Column("gate", "gate", "gate", "the gate that stops it"),
)
