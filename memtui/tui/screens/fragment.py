"""One fragment's detail on a screen of its own: opened with Enter from any row that names a
fragment (Rankings, Review, Search, a MEMORY.md entry); Esc goes back to where you were."""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from memtui.engine.errors import MemtuiError, UsageError
from memtui.engine.store.fragments import scored_by_keys
from memtui.tui.context import AppContext
from memtui.tui.widgets.fragment_detail import FragmentDetail, FragmentDetailData, load_detail


def fragment_detail_data(ctx: AppContext, key: str) -> FragmentDetailData:
    """The detail of the fragment `key`, scored as of now (blocking: call from a worker)."""
    now = ctx.now()
    views = scored_by_keys(ctx.store, [key], now, ctx.ws.config.dreaming.deep.thresholds())
    if not views:
        raise UsageError(f"fragment {key} is no longer in the store")
    return load_detail(ctx, views[0], now)


class FragmentScreen(Screen[None]):
    """Text, notes in context, votes, components, gates and history of one fragment."""

    DEFAULT_CSS = """
    FragmentScreen #fragment-where {
        height: 1;
        padding: 0 1;
        background: $boost;
        color: $text-muted;
    }
    FragmentScreen FragmentDetail {
        height: 1fr;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,backspace", "back", "Back", id="fragment.back"),
    ]

    def __init__(self, ctx: AppContext, key: str, came_from: str) -> None:
        super().__init__()
        self.ctx = ctx
        self.key = key
        self.came_from = came_from

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(
            f"fragment {self.key} · opened from {self.came_from} · Esc goes back",
            id="fragment-where",
            markup=False,
        )
        yield FragmentDetail(self.ctx, id="fragment-detail")
        yield Footer()

    def on_mount(self) -> None:
        self._load()
        # Once laid out (stacked or not), the part that scrolls takes the keys.
        self.call_after_refresh(self.detail.focus_scroller)

    @property
    def detail(self) -> FragmentDetail:
        return self.query_one(FragmentDetail)

    @work(thread=True, exclusive=True, group="fragment-screen", exit_on_error=False)
    def _load(self) -> None:
        try:
            data = fragment_detail_data(self.ctx, self.key)
        except (MemtuiError, OSError) as exc:
            self.app.call_from_thread(self._failed, str(exc))
            return
        self.app.call_from_thread(self.detail.show, data)

    def _failed(self, message: str) -> None:
        self.notify(message, title="Fragment", severity="error", timeout=8)
        self.query_one("#fragment-where", Static).update(f"fragment {self.key}: {message}")

    def action_back(self) -> None:
        self.dismiss(None)
