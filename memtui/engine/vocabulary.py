"""The closed sets of names memtui's records carry: phases, statuses, outcomes and gates.

Each is a `StrEnum`, so a member *is* its string: it compares equal to the plain text read back
from the store, and JSON, f-strings and the database see the value. The values are the stable
machine-readable contract of docs/algorithm.md §11; renaming one is a breaking change.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """A phase of the dream cycle, in running order (algorithm.md §6)."""

    LIGHT = "light"
    REM = "rem"
    DEEP = "deep"


PHASES: tuple[Phase, ...] = tuple(Phase)


class FragmentStatus(StrEnum):
    """Where a fragment stands (algorithm.md §11). The order is the status index of a
    `ScoreTable`; the precedence (promoted first, new last) is `store.fragments._status`'s."""

    NEW = "new"
    STAGED = "staged"
    REM = "rem"
    PENDING = "pending"
    PROMOTED = "promoted"
    REJECTED = "rejected"


STATUSES: tuple[FragmentStatus, ...] = tuple(FragmentStatus)


class PromotionStatus(StrEnum):
    """A deep winner's review state: `PromotionRow.status` (algorithm.md §11)."""

    PENDING = "pending"
    APPLIED = "applied"
    REJECTED = "rejected"
    MERGED = "merged"  # reinforced the MEMORY.md entry a reviewer said it restates
    UNDONE = "undone"


class PromotionAction(StrEnum):
    """What a promotion does to MEMORY.md once approved: `PromotionRow.action` (algorithm.md §6.6)."""

    ADD = "add"  # a new entry
    EDIT = "edit"  # replace an older entry's text (a rule that changed)
    RETIRE = "retire"  # remove an entry that is no durable knowledge
    REWRITE = "rewrite"  # a model's rewrite of the whole promoted section


class WinnerOutcome(StrEnum):
    """What deep made of a winner (`Ranked.outcome`); `Ranked.outcome_ref` names the entry or
    key it refers to where it has one."""

    NONE = ""  # gated, or not placed yet
    PENDING = "pending"  # staged for review
    PROMOTED = "promoted"  # written to MEMORY.md (auto)
    RECONCILED = "reconciled"
    REINFORCED = "reinforced"  # MEMORY.md already states it: that entry is reinforced
    EDIT = "edit"  # replaces an older promoted entry: an edit proposed
    SOURCE_GONE = "dropped:source_gone"  # its note changed or is gone
    SAME_AS = "dropped:same_as"  # this run already stages the fact
    REPLACED = "dropped:replaced_by"  # a newer statement changed it (the fragment's key)
    JUDGED_ONCE = "dropped:judged_once"  # the model read it as an event or a one-off task


class RunOutcome(StrEnum):
    """How a phase run ended: `DreamRunRow.outcome`."""

    RUNNING = "running"
    OK = "ok"
    ERROR = "error"


class Gate(StrEnum):
    """Deep sleep's pass/fail checks, in the order they are tried, cheapest first
    (algorithm.md §6). The first that fails is a fragment's rejection reason."""

    SOURCE = "source"
    PROMOTABLE = "promotable"
    DURABLE = "durable"
    NOT_PROMOTED = "not_promoted"
    CLAIM = "claim"
    HAS_SIGNAL = "has_signal"
    MIN_RECALL_COUNT = "min_recall_count"
    MIN_UNIQUE_QUERIES = "min_unique_queries"
    MAX_AGE = "max_age"
    MIN_SCORE = "min_score"


GATES: tuple[Gate, ...] = tuple(Gate)


class FindingStatus(StrEnum):
    """One `memtui doctor` check's result."""

    OK = "ok"
    WARN = "warn"
    ERROR = "error"
    FIXED = "fixed"
