"""Modal dialogs shared by the review and memory panes: confirm a change (with its diff), edit text."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static, TextArea

from memtui.textsafe import neutralise
from memtui.tui.widgets.review_diff import DiffView


class ConfirmScreen(ModalScreen[bool]):
    """Ask before a change is written; shows the MEMORY.md diff when there is one.

    Dismisses with True (confirmed) or False (cancelled).
    """

    DEFAULT_CSS = """
    ConfirmScreen {
        align: center middle;
    }
    ConfirmScreen > #confirm-dialog {
        width: 90%;
        max-width: 110;
        height: auto;
        max-height: 90%;
        padding: 1 2;
        border: thick $primary;
        background: $surface;
    }
    ConfirmScreen #confirm-title {
        /* The dialog's width, so a long question wraps at a word instead of being cut. */
        width: 100%;
        text-style: bold;
        margin-bottom: 1;
    }
    ConfirmScreen #confirm-diff {
        height: auto;
        max-height: 24;
        border: round $panel-lighten-2;
    }
    ConfirmScreen #confirm-buttons {
        height: auto;
        margin-top: 1;
        align-horizontal: right;
    }
    ConfirmScreen #confirm-buttons Button {
        margin-left: 2;
    }
    /* A short terminal (the app's -short class): the diff scrolls in what the title and the
       buttons leave, so the buttons stay on screen. */
    ConfirmScreen.-short > #confirm-dialog {
        padding: 0 1;
    }
    ConfirmScreen.-short #confirm-diff {
        max-height: 45vh;
    }
    """

    BINDINGS = [
        Binding("y", "confirm", "Confirm", id="confirm.yes"),
        Binding("escape,n", "cancel", "Cancel", id="confirm.no"),
    ]

    def __init__(
        self,
        title: str,
        *,
        message: str = "",
        diff: str | None = None,
        confirm_label: str = "Confirm (y)",
    ) -> None:
        super().__init__()
        self.title_text = title
        self.message = message
        self.diff = diff
        self.confirm_label = confirm_label

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-dialog"):
            yield Label(self.title_text, id="confirm-title")
            if self.message:
                yield Static(neutralise(self.message), id="confirm-message", markup=False)
            if self.diff is not None:
                with VerticalScroll(id="confirm-diff"):
                    yield DiffView(self.diff, empty="MEMORY.md would not change.")
            with Horizontal(id="confirm-buttons"):
                yield Button(self.confirm_label, variant="primary", id="confirm-yes")
                yield Button("Cancel (esc)", id="confirm-no")

    def on_mount(self) -> None:
        # With a diff to read, the diff takes the keys (arrows scroll it; y answers): Enter on a
        # focused Confirm button would write before the change was seen.
        target = "#confirm-diff" if self.diff is not None else "#confirm-yes"
        self.query_one(target).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "confirm-yes")

    def action_confirm(self) -> None:
        self.dismiss(True)

    def action_cancel(self) -> None:
        self.dismiss(False)


class EditTextScreen(ModalScreen[str | None]):
    """Edit a promotion's text before it is written; dismisses with the text, or None."""

    DEFAULT_CSS = """
    EditTextScreen {
        align: center middle;
    }
    EditTextScreen > #edit-dialog {
        width: 90%;
        max-width: 110;
        height: auto;
        padding: 1 2;
        border: thick $primary;
        background: $surface;
    }
    EditTextScreen #edit-title {
        width: 100%;
        text-style: bold;
        margin-bottom: 1;
    }
    EditTextScreen TextArea {
        height: 10;
    }
    EditTextScreen #edit-buttons {
        height: auto;
        margin-top: 1;
        align-horizontal: right;
    }
    EditTextScreen #edit-buttons Button {
        margin-left: 2;
    }
    """

    BINDINGS = [
        Binding("ctrl+s", "save", "Preview & save", id="edit.save", priority=True),
        Binding("escape", "cancel", "Cancel", id="edit.cancel"),
    ]

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.title_text = title
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(id="edit-dialog"):
            yield Label(self.title_text, id="edit-title")
            yield TextArea(self.text, soft_wrap=True, id="edit-text")
            with Horizontal(id="edit-buttons"):
                yield Button("Preview (ctrl+s)", variant="primary", id="edit-save")
                yield Button("Cancel (esc)", id="edit-cancel")

    def on_mount(self) -> None:
        area = self.query_one(TextArea)
        area.focus()
        area.move_cursor(area.document.end)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "edit-save":
            self.action_save()
        else:
            self.dismiss(None)

    def action_save(self) -> None:
        text = " ".join(self.query_one(TextArea).text.split())
        if not text:
            self.notify("The text is empty; write something or cancel.", severity="warning")
            return
        self.dismiss(text)

    def action_cancel(self) -> None:
        self.dismiss(None)
