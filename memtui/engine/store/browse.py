"""The reads behind the app's fragments table and a fragment's detail, each in a read-only
session of its own, so the app calls functions and never opens a session (architecture.md)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from memtui.engine.scoring import DeepThresholds
from memtui.engine.store import fragments
from memtui.engine.store.fragments import FragmentView, ScoreTable
from memtui.engine.store.repository import Store

if TYPE_CHECKING:
    import numpy as np


def scored_table(store: Store, now: datetime, thresholds: DeepThresholds) -> ScoreTable:
    """Every fragment of the workspace scored at `now` (`fragments.score_table`)."""
    with store.session(read_only=True) as s:
        return fragments.score_table(store, s, now, thresholds)


def views_by_ids(store: Store, ids: Sequence[int]) -> list[FragmentView]:
    """The views of fragments `ids` (one page of the table)."""
    with store.session(read_only=True) as s:
        return fragments.load_views(store, s, ids=list(ids))


def ids_matching(store: Store, text: str) -> set[int]:
    """Ids of the fragments whose text contains `text` (the table's filter)."""
    with store.session(read_only=True) as s:
        return fragments.matching_ids(store, s, text)


def order_by_label(store: Store, sort: str, descending: bool) -> np.ndarray:
    """Fragment ids ordered by a text column (`fragments.label_order`)."""
    with store.session(read_only=True) as s:
        return fragments.label_order(store, s, sort, descending)


def texts_by_id(store: Store, ids: Sequence[int]) -> dict[int, str]:
    """The texts of fragments `ids`."""
    with store.session(read_only=True) as s:
        return fragments.texts_of(store, s, ids)


def with_claims(store: Store, views: Sequence[FragmentView]) -> None:
    """Attach each view's claim with its pooled evidence (`fragments.attach_claims`)."""
    with store.session(read_only=True) as s:
        fragments.attach_claims(store, s, views)
