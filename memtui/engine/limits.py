"""The bounds of one call (`[limits]` in `.memtui.toml`), checked at every door the same way.

`memory_get` / `memtui get` are bounded where they read (`documents/reading.py`); a query is
bounded here, before it is searched: a 50 MB query took two minutes to answer with itself
echoed back, and an MCP server busy with it served nobody else.
"""

from __future__ import annotations

from memtui.engine.errors import UsageError
from memtui.engine.workspace import Workspace


def check_query(ws: Workspace, query: str) -> None:
    """Refuse a query longer than `[limits] query_chars`, saying how long it is."""
    limit = ws.config.limits.query_chars
    if len(query) > limit:
        raise UsageError(
            f"the query is {len(query):,} characters, over the {limit:,} a search takes "
            "([limits] query_chars); search for a few key words instead"
        )
