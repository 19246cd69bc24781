"""A unified diff shown with theme colours: additions, removals and hunk headers."""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.widgets import Static

from memtui.textsafe import neutralise


def _shown(line: str) -> str:
    """A diff line as written (spaces kept), its control characters shown, not obeyed."""
    return neutralise(line, keep_newlines=False)


def diff_content(diff: str, empty: str = "No change.") -> Content:
    """Colour each line of a unified diff by its kind, using theme variables."""
    if not diff.strip():
        return Content.styled(empty, "$text-muted italic")
    parts: list[Content] = []
    for line in map(_shown, diff.splitlines()):
        if line.startswith(("+++", "---")):
            style = "bold"
        elif line.startswith("@@"):
            style = "$accent"
        elif line.startswith("+"):
            style = "$text-success"
        elif line.startswith("-"):
            style = "$text-error"
        else:
            style = ""
        parts.append(Content.styled(line or " ", style) if style else Content(line))
    return Content("\n").join(parts)


class DiffView(Static):
    """Shows a unified diff (empty diff → a muted "No change." line)."""

    DEFAULT_CSS = """
    DiffView {
        width: 1fr;
        height: auto;
    }
    """

    def __init__(self, diff: str = "", *, empty: str = "No change.", **kwargs: Any) -> None:
        super().__init__(diff_content(diff, empty), **kwargs)
        self.diff = diff
        self.empty = empty

    def show(self, diff: str, empty: str | None = None) -> None:
        """Replace the diff shown."""
        self.diff = diff
        if empty is not None:
            self.empty = empty
        self.update(diff_content(diff, self.empty))
