"""The store: the only package that speaks SQL.

- `tables`: SQLModel rows (`FragmentRow`, `VoteRow`, …).
- `schema`: engine factory, schema creation and migrations, `map_db_errors`.
- `search_index`: FTS5 / tsvector index DDL and upgrades.
- `repository`: `Store` and `open_store`.
- `fragments`: fragment views, the score table, paging for the app.
- `history`: read-only views of votes, phase history, diary entries.
- `maintenance`: the doctor's checks and repairs.

Searching and voting need no SQLAlchemy: their statements are SQL text on a DB-API connection
(`dbapi`, `shortlist`, `views`, `votes`), which `lite` runs on the stdlib `sqlite3` module for a
`memtui search` from a shell. So this package loads its modules on first use of a name (PEP 562):
importing `memtui.engine.store.views` must not import SQLModel through this file.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memtui.engine.store.dbapi import (
        DEFAULT_DB_RELPATH,
        SCHEMA_VERSION,
        default_sqlite_path,
        derived_columns,
        from_db_time,
        to_db_time,
    )
    from memtui.engine.store.repository import Session, Store, open_store
    from memtui.engine.store.schema import (
        describe_url,
        ensure_schema,
        make_engine,
        map_db_errors,
        normalize_url,
    )
    from memtui.engine.store.shortlist import Candidate, Shortlist, idf
    from memtui.engine.store.tables import (
        DiaryEntryRow,
        DreamRunRow,
        FragmentRow,
        MemoryVersionRow,
        MetaRow,
        OccurrenceRow,
        PhaseSignalRow,
        PromotionRow,
        SourceFileRow,
        VoteRow,
        WorkspaceRow,
    )

_HOMES = {
    "dbapi": (
        "DEFAULT_DB_RELPATH",
        "SCHEMA_VERSION",
        "default_sqlite_path",
        "derived_columns",
        "from_db_time",
        "to_db_time",
    ),
    "repository": ("Session", "Store", "open_store"),
    "schema": ("describe_url", "ensure_schema", "make_engine", "map_db_errors", "normalize_url"),
    "shortlist": ("Candidate", "Shortlist", "idf"),
    "tables": (
        "DiaryEntryRow",
        "DreamRunRow",
        "FragmentRow",
        "MemoryVersionRow",
        "MetaRow",
        "OccurrenceRow",
        "PhaseSignalRow",
        "PromotionRow",
        "SourceFileRow",
        "VoteRow",
        "WorkspaceRow",
    ),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}
__all__ = [
    "Candidate",
    "DEFAULT_DB_RELPATH",
    "DiaryEntryRow",
    "DreamRunRow",
    "FragmentRow",
    "MemoryVersionRow",
    "MetaRow",
    "OccurrenceRow",
    "PhaseSignalRow",
    "PromotionRow",
    "SCHEMA_VERSION",
    "Session",
    "Shortlist",
    "SourceFileRow",
    "Store",
    "VoteRow",
    "WorkspaceRow",
    "default_sqlite_path",
    "derived_columns",
    "describe_url",
    "ensure_schema",
    "from_db_time",
    "idf",
    "make_engine",
    "map_db_errors",
    "normalize_url",
    "open_store",
    "to_db_time",
]


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
