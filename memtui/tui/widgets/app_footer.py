"""The footer: the current tab's keys, then the app's; when they do not all fit, the tab's last
keys give way (help, `?`, lists every key) so the app's own keys — Help, Watch and Quit — always
show, at 80 columns too.

Textual's footer rebuilds one widget per key after the screen has been redrawn (twice: once when
the focus moves, once more when the bindings are announced), so after a tab switch it showed the
old tab's keys for a few frames while keys already went to the new tab. Here one `KeyStrip`
draws every key as text from the bindings the focus has at the moment it is drawn, and is marked
for redrawing the moment the focus moves: the frame that shows the new tab shows its keys.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


@dataclass(frozen=True)
class ShownKey:
    """One key as the footer draws it: where it starts and ends on the strip."""

    key: str
    display: str
    description: str
    action: str
    enabled: bool
    start: int
    end: int


class KeyStrip(Widget):
    """Every shown key of the focused widget's bindings, drawn as one line of text."""

    COMPONENT_CLASSES = {"footer-key--key", "footer-key--description", "footer-key--item"}
    DEFAULT_CSS = """
    KeyStrip {
        width: 1fr;
        height: 1;
        text-wrap: nowrap;
        & > .footer-key--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        & > .footer-key--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        & > .footer-key--item {
            background: $footer-item-background;
        }
    }
    """

    def __init__(self, keep: frozenset[str], compact: bool) -> None:
        super().__init__()
        self.keep = keep
        self.compact = compact

    def _pieces(self, display: str, description: str) -> tuple[str, str]:
        """The key's and the description's text with the padding of Textual's footer keys."""
        if self.compact:
            return display, f" {description}" if description else ""
        return f" {display} ", f"{description} " if description else ""

    def _candidates(self) -> list[ShownKey]:
        """Every key the focus offers, in the footer's order, each as wide as it is drawn."""
        keys: dict[str, ShownKey] = {}
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in keys:
                display = self.app.get_key_display(binding)
                width = cell_len("".join(self._pieces(display, binding.description)))
                keys[binding.action] = ShownKey(
                    binding.key, display, binding.description, binding.action, enabled, 0, width
                )
        return list(keys.values())

    def shown_keys(self) -> list[ShownKey]:
        """The keys drawn at the current width, left to right (those that give way left out)."""
        keys = self._candidates()
        gap = 1 if self.compact else 0
        total = sum(k.end + gap for k in keys)
        for key in reversed(list(keys)):
            if total <= self.size.width:
                break
            if key.action not in self.keep:
                keys.remove(key)
                total -= key.end + gap
        shown: list[ShownKey] = []
        x = 0
        for key in keys:
            shown.append(replace(key, start=x, end=x + key.end))
            x += key.end + gap
        return shown

    def render(self) -> Text:
        key_style = self.get_component_rich_style("footer-key--key")
        description_style = self.get_component_rich_style("footer-key--description")
        item_style = self.get_component_rich_style("footer-key--item")
        text = Text(no_wrap=True, overflow="crop", end="")
        for n, shown in enumerate(self.shown_keys()):
            if n and self.compact:
                text.append(" ")
            dim = Style() if shown.enabled else Style(dim=True)
            key, description = self._pieces(shown.display, shown.description)
            text.append(key, item_style + key_style + dim)
            text.append(description, item_style + description_style + dim)
        return text

    def on_mouse_down(self, event: events.MouseDown) -> None:
        """A click on a key presses it, as on Textual's footer keys."""
        for shown in self.shown_keys():
            if shown.start <= event.x < shown.end:
                if shown.enabled:
                    self.app.simulate_key(shown.key)
                else:
                    self.app.bell()
                return


class AppFooter(Footer):
    """Textual's footer (its look, compact mode and palette key) whose keys follow the focus at
    once and keep the keys whose actions are in `keep` on screen."""

    def __init__(self, keep: Iterable[str], **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.keep = frozenset(keep)

    def compose(self) -> ComposeResult:
        yield KeyStrip(self.keep, self.compact)
        active = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
        binding = active.binding if active is not None else None
        if binding is not None and self.app.ENABLE_COMMAND_PALETTE:
            palette = FooterKey(
                binding.key,
                self.app.get_key_display(binding),
                binding.description,
                binding.action,
                classes="-command-palette",
                tooltip=binding.tooltip or binding.description,
            )
            palette.display = self.show_command_palette
            yield palette

    def on_mount(self) -> None:
        super().on_mount()
        self.watch(self.screen, "focused", self._focus_moved, init=False)

    def _focus_moved(self) -> None:
        self.query_one(KeyStrip).refresh()

    def bindings_changed(self, screen: Screen[object]) -> None:
        # An action enabled or disabled (check_action) with the focus where it was.
        if self.is_attached and screen is self.screen:
            self.query_one(KeyStrip).refresh()

    def watch_compact(self, compact: bool) -> None:
        for strip in self.query(KeyStrip):
            strip.compact = compact
            strip.refresh()

    def watch_show_command_palette(self, show: bool) -> None:
        for palette in self.query(".-command-palette"):
            palette.display = show

    def shown_keys(self) -> list[ShownKey]:
        """What the footer shows now: the keys of the focused widget's bindings that fit."""
        return self.query_one(KeyStrip).shown_keys()
