"""The footer: the current tab's keys, then the app's; when they do not all fit, the tab's last
keys give way (help, `?`, lists every key) so the app's own keys — Help, Watch, Quit — always
show, at 80 columns too."""

from __future__ import annotations

from collections.abc import Iterable

from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class AppFooter(Footer):
    """Textual's footer that keeps the keys whose actions are in `keep` on screen."""

    def __init__(self, keep: Iterable[str], **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.keep = frozenset(keep)

    async def recompose(self) -> None:
        await super().recompose()
        self.call_after_refresh(self._fit)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit)

    def _fit(self, tries: int = 5) -> None:
        keys = list(self.query(FooterKey))
        for key in keys:
            key.display = True
        if tries and any(not k.outer_size.width for k in keys):
            # Just recomposed: measure once the new keys have been laid out.
            self.call_after_refresh(self._fit, tries - 1)
            return
        shown = [k for k in keys if k.outer_size.width]
        if not shown:
            return
        # What the keys take, the gaps between them included.
        width = max(k.region.right for k in shown) - self.region.x
        gap = shown[1].region.x - shown[0].region.right if len(shown) > 1 else 0
        for key in reversed(shown):
            if width <= self.size.width:
                break
            if key.action not in self.keep and "-command-palette" not in key.classes:
                width -= key.outer_size.width + gap
                key.display = False
