"""The tab keys on dialogs that only show something (help, a past run): a digit closes the
dialog and opens its tab, as it does everywhere outside a text box."""

from __future__ import annotations

from textual import events
from textual.screen import ModalScreen


class TabKeysDialog(ModalScreen[None]):
    """A read-only dialog: a modal screen keeps the app's bindings from its keys, so the digits
    are handed to the app here (its `show_tab_by_key` closes the dialog on the way)."""

    async def on_key(self, event: events.Key) -> None:
        show = getattr(self.app, "show_tab_by_key", None)
        if show is not None and await show(event.key):
            event.stop()
