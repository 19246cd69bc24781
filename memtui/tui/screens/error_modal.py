"""A modal for errors the app cannot work around (partial failures are toasts instead)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from memtui.textsafe import neutralise, one_line


class ErrorModal(ModalScreen[None]):
    """Shows what failed and what to do about it; any of Esc, Enter or the button closes it."""

    DEFAULT_CSS = """
    ErrorModal { align: center middle; }
    ErrorModal > Vertical {
        width: 80%; max-width: 100; height: auto; max-height: 80%;
        border: thick $error; background: $surface; padding: 1 2;
    }
    ErrorModal #error-message { height: auto; max-height: 20; }
    ErrorModal #error-hint { color: $text-muted; margin-top: 1; }
    ErrorModal Button { margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter", "dismiss_error", "Close", id="error.close"),
    ]

    def __init__(self, title: str, message: str, hint: str = "") -> None:
        super().__init__()
        self.error_title = title
        self.message = message
        self.hint = hint

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            # An error's text quotes paths and notes: shown literally, never as markup or codes.
            box.border_title = Content(one_line(self.error_title))
            with VerticalScroll(id="error-message"):
                yield Static(neutralise(self.message), markup=False)
            if self.hint:
                yield Static(neutralise(self.hint), id="error-hint", markup=False)
            yield Button("Close", variant="error", id="error-close")

    def on_button_pressed(self, _event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_dismiss_error(self) -> None:
        self.dismiss(None)
