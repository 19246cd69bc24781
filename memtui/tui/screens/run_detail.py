"""One past dream run, opened from the Dream tab's list: when, how it ended, what it counted."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Label, Static

from memtui.engine.store import DreamRunRow
from memtui.textsafe import neutralise
from memtui.tui.screens.tab_keys import TabKeysDialog


def run_lines(run: DreamRunRow) -> list[str]:
    """Every count a run recorded, one per line (gates and lists spelled out)."""
    lines: list[str] = []
    for name, value in run.counts.items():
        if isinstance(value, dict):
            inner = ", ".join(f"{k} {v}" for k, v in value.items()) or "none"
            lines.append(f"{name}: {inner}")
        elif isinstance(value, list):
            lines.append(f"{name}: {', '.join(map(str, value)) or 'none'}")
        else:
            lines.append(f"{name}: {value}")
    if run.error:
        lines.append(f"error: {run.error}")
    return lines or ["nothing was recorded"]


class RunDetailScreen(TabKeysDialog):
    """The counts of one dream run; Esc closes."""

    DEFAULT_CSS = """
    RunDetailScreen {
        align: center middle;
    }
    RunDetailScreen > #run-dialog {
        width: 90%;
        max-width: 90;
        height: auto;
        max-height: 90%;
        padding: 1 2;
        border: thick $primary;
        background: $surface;
    }
    RunDetailScreen #run-title {
        text-style: bold;
        margin-bottom: 1;
    }
    RunDetailScreen #run-body {
        height: auto;
        max-height: 30;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,q", "close", "Close", id="run.close"),
    ]

    def __init__(self, title: str, run: DreamRunRow) -> None:
        super().__init__()
        self.title_text = title
        self.run = run

    def compose(self) -> ComposeResult:
        with Vertical(id="run-dialog"):
            yield Label(self.title_text, id="run-title", markup=False)
            with VerticalScroll(id="run-body"):
                body = neutralise("\n".join(run_lines(self.run)))
                yield Static(body, id="run-lines", markup=False)
            yield Label("Esc closes", classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)
