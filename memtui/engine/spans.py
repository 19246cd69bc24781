"""A place in a workspace file: one shape for every module that cites lines (glossary.md)."""

from __future__ import annotations

from typing import NamedTuple


class Span(NamedTuple):
    """Lines `start`–`end` (1-based, inclusive) of the file at `path` (workspace-relative)."""

    path: str
    start: int
    end: int

    @property
    def citation(self) -> str:
        """How search and review cite it: `path#Ls-Le` (algorithm.md §7)."""
        return f"{self.path}#L{self.start}-L{self.end}"

    @property
    def evidence(self) -> str:
        """How DREAMS.md and MEMORY.md metadata write it: `path:s-e` (algorithm.md §9)."""
        return f"{self.path}:{self.start}-{self.end}"
