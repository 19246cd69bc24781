"""The one refresh path of the app: panes declare what they refresh on, a host fans out.

A pane posts a domain message (`memtui.tui.messages`) to the app. The app is a `PaneHost`: it
hands the message to every `Pane` whose `REFRESH_ON` lists its class. A pane on screen reloads
at once with `refresh_data()`; a pane in a hidden tab is only marked stale and reloads when it is
shown, so a burst of changes costs one reload per visible pane. Tests mount panes in a small
host of their own and so exercise this very path.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import on
from textual.app import App
from textual.containers import Vertical
from textual.dom import DOMNode
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.widget import Widget
from textual.widgets import TabbedContent

from memtui.textsafe import neutralise, one_line
from memtui.tui.context import AppContext
from memtui.tui.messages import DOMAIN_MESSAGES


def displayed(widget: DOMNode) -> bool:
    """Neither the widget nor a container above it is `display: none` (a hidden tab, a box a
    short terminal leaves out): only a displayed widget may take the focus and what is typed."""
    node: DOMNode | None = widget
    while node is not None:
        if not node.display:
            return False
        node = node.parent
    return True


class Pane(Vertical):
    """A tab's contents: built with the shared context, reloaded by domain messages."""

    # Domain messages after which the pane reloads (an empty tuple: never behind the user's back).
    REFRESH_ON: ClassVar[tuple[type[Message], ...]] = ()

    def __init__(self, ctx: AppContext, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.ctx = ctx
        self.stale = False

    def refresh_data(self) -> None:
        """Reload from the store (subclasses load in a worker)."""

    def focus_default(self) -> None:
        """Give the focus to the pane's main widget when its tab opens (with `take_focus`)."""

    def take_focus(self, widget: Widget) -> None:
        """Focus `widget` now. `Widget.focus()` waits for a turn of the message loop, so keys
        typed meanwhile and the footer would still see the old focus, and a tab switch moved it
        twice (each move restyles the widget left and the one reached)."""
        self.screen.set_focus(widget)

    def taken_down(self, child: str) -> bool:
        """Is the pane being taken down (the app closing), its child `child` gone already? A
        load that finishes then has nowhere to show what it read (Textual removes children
        first, so the pane itself still counts as mounted)."""
        return not self.query(child)

    def open_fragment(self, key: str) -> None:
        """Enter on a row naming a fragment: its detail, on a screen of its own."""
        host = self.app
        if isinstance(host, PaneHost):
            host.open_fragment(key, self.tab_title)

    @property
    def tab_title(self) -> str:
        return type(self).__name__.removesuffix("Pane")

    @classmethod
    def refreshes_on(cls, message: Message | type[Message]) -> bool:
        kind = message if isinstance(message, type) else type(message)
        return issubclass(kind, cls.REFRESH_ON)

    @property
    def shown(self) -> bool:
        """Displayed: neither the pane nor a container above it (a hidden tab) is `display: none`."""
        return displayed(self)

    def changed(self) -> None:
        """Data this pane shows changed: reload now if shown, else when shown next."""
        if self.shown:
            self.stale = False
            self.refresh_data()
        else:
            self.stale = True

    def refresh_if_stale(self) -> None:
        if self.stale:
            self.stale = False
            self.refresh_data()


class PaneHost(App[None]):
    """An app holding panes: the fan-out of domain messages to the panes that refresh on them,
    and the way from any row naming a fragment to that fragment's detail."""

    ctx: AppContext

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Every toast (the panes' too: theirs come here) shows its text literally: messages
        carry file names, queries and error text, so no markup, controls shown, secrets cut."""
        from memtui.engine.redact import redact_secrets

        del markup
        super().notify(
            neutralise(redact_secrets(message)),
            title=one_line(redact_secrets(title)),
            severity=severity,
            timeout=timeout,
            markup=False,
        )

    def open_fragment(self, key: str, came_from: str) -> None:
        """Show the fragment `key` on a screen of its own; Esc returns, focus and all."""
        from memtui.tui.screens.fragment import FragmentScreen

        self.push_screen(FragmentScreen(self.ctx, key, came_from))

    def fan_out(self, message: Message) -> None:
        """Tell every pane that refreshes on `message` that its data changed."""
        for pane in self.query(Pane):
            if pane.is_mounted and pane.refreshes_on(message):
                pane.changed()  # a pane still mounting loads fresh anyway

    def _domain_message(self, message: Message) -> None:
        self.fan_out(message)

    for _kind in DOMAIN_MESSAGES:
        _domain_message = on(_kind)(_domain_message)
    del _kind

    @on(TabbedContent.TabActivated)
    def _reload_opened_tab(self, event: TabbedContent.TabActivated) -> None:
        for pane in event.pane.query(Pane):
            if pane.is_mounted:
                pane.refresh_if_stale()
