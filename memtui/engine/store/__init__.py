"""The store: the only package that speaks SQL.

- `tables`: SQLModel rows (`FragmentRow`, `VoteRow`, …) and time conversion.
- `schema`: engine factory, schema creation and migrations, `map_db_errors`.
- `search_index`: FTS5 / tsvector index and the candidate query.
- `repository`: `Store` and `open_store`.
- `fragments`: fragment views, the score table, paging for the app.
- `history`: read-only views of votes, phase history, diary entries.
"""

from memtui.engine.store.repository import Store, open_store
from memtui.engine.store.schema import (
    DEFAULT_DB_RELPATH,
    SCHEMA_VERSION,
    default_sqlite_path,
    describe_url,
    ensure_schema,
    make_engine,
    map_db_errors,
    normalize_url,
)
from memtui.engine.store.search_index import Candidate, Shortlist, idf
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
    derived_columns,
    from_db_time,
    to_db_time,
)

__all__ = [
    "DEFAULT_DB_RELPATH",
    "SCHEMA_VERSION",
    "Candidate",
    "DiaryEntryRow",
    "DreamRunRow",
    "FragmentRow",
    "MemoryVersionRow",
    "MetaRow",
    "OccurrenceRow",
    "PhaseSignalRow",
    "PromotionRow",
    "Shortlist",
    "SourceFileRow",
    "Store",
    "VoteRow",
    "WorkspaceRow",
    "default_sqlite_path",
    "derived_columns",
    "describe_url",
    "ensure_schema",
    "make_engine",
    "map_db_errors",
    "normalize_url",
    "open_store",
    "to_db_time",
    "from_db_time",
    "idf",
]
