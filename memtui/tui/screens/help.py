"""The help screen: what each tab is for and every key, read from the bindings themselves."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Markdown, Static

from memtui.tui.screens.tab_keys import TabKeysDialog

INTRO = """\
# memtui

memtui shows what your agent remembers and why. Notes in `memory/` and session transcripts
become **fragments**; every search that finds one is a **vote**. Nightly, the **dream** phases
stage promising fragments (light), find recurring themes (REM) and rank candidates for
`MEMORY.md` (deep). A candidate is promoted only when it passes all ten **gates**; you review
pending promotions before they are written.

| tab | what it shows |
|---|---|
| 1 Fragments | every fragment with live scores; select one for its notes, votes, components, gates |
| 2 Rankings | what light would stage now, REM themes and truths, the deep ranking, a what-if panel |
| 3 Dream | run light, REM, deep or the whole cycle (or a dry run) and read the summary |
| 4 Review | pending promotions: approve, reject, edit, undo |
| 5 Diary | the Dream Diary, newest first |
| 6 Memory | `MEMORY.md`, its budget and its versions |
| 7 Search | `memory_search` with citations; it votes only when *count as vote* is on |

`Ctrl+P` opens the command palette: every action is there, including themes.
"""


KeyName = Callable[[Binding], str]


def _key_rows(title: str, bindings: Iterable[BindingType], key_name: KeyName) -> list[str]:
    rows: list[str] = []
    for binding in bindings:
        if not isinstance(binding, Binding) or not binding.description:
            continue
        keys = ", ".join(
            f"`{key_name(replace(binding, key=k.strip()))}`" for k in binding.key.split(",")
        )
        rows.append(f"| {title} | {keys} | {binding.description} |")
    return rows


def keys_markdown(sections: Iterable[tuple[str, Iterable[BindingType]]], key_name: KeyName) -> str:
    """The key table: keys as the footer shows them (`?`, `/`, `^r`), never internal names."""
    lines = ["## Keys", "", "| where | keys | does |", "|---|---|---|"]
    for title, bindings in sections:
        lines.extend(_key_rows(title, bindings, key_name))
    return "\n".join(lines)


class HelpScreen(TabKeysDialog):
    """Tabs overview and a key table built from the app's and the panes' bindings."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark,f1", "close", "Close help", id="help.close"),
    ]

    def __init__(self, sections: list[tuple[str, list[BindingType]]]) -> None:
        super().__init__()
        self.sections = sections

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"):
            with VerticalScroll(id="help-scroll"):
                keys = keys_markdown(self.sections, self.app.get_key_display)
                yield Markdown(INTRO + "\n" + keys, id="help-text")
            yield Static("Esc closes this help", id="help-footer")

    def on_mount(self) -> None:
        self.query_one("#help-box").border_title = "Help"
        self.query_one("#help-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)
