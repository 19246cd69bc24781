"""Search: memory_search from the app, with citations; browsing does not vote unless asked to."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.widgets import DataTable, Input, Label, Static, Switch
from textual.worker import get_current_worker

from memtui.engine.errors import MemtuiError
from memtui.engine.recall import SearchHit, SearchResult, memory_search
from memtui.textsafe import neutralise
from memtui.tui.context import AppContext
from memtui.tui.messages import FragmentsChanged
from memtui.tui.panes.base import Pane
from memtui.tui.widgets.cells import one_line, theme_color
from memtui.tui.widgets.key_table import KeyTable
from memtui.tui.widgets.rankings_cells import clip_citation

RESULT_LIMIT = 20
# score, source, citation and voted columns plus cell padding and the scrollbar.
NARROW = 110
FIXED_RESULT_WIDTH = 5 + 8 + 34 + 5 + 2 * 5 + 2


class SearchPane(Pane):
    """Query box, a 'count as vote' switch (off), ranked hits and the highlighted hit in full."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("slash", "focus_query", "Query", id="search.focus"),
        Binding("v", "toggle_vote", "Count as vote", id="search.toggle_vote"),
        Binding("escape", "focus_results", "To results", show=False, id="search.results"),
        # Down from the query box walks into the results (the table takes its own Down first).
        Binding("down", "focus_results", "To results", show=False, id="search.down"),
    ]

    # Results are a snapshot of one query: no change re-runs it behind the user's back.
    REFRESH_ON = ()

    def __init__(self, ctx: AppContext, **kwargs: Any) -> None:
        super().__init__(ctx, **kwargs)
        self.result: SearchResult | None = None
        self._voted = False

    def compose(self) -> ComposeResult:
        with Horizontal(id="search-bar"):
            yield Input(
                placeholder="search memory (English or 中文), Enter to run", id="search-input"
            )
            yield Label("count as vote", id="search-vote-label")
            yield Switch(value=False, id="search-vote", tooltip="Off: browsing does not vote")
        yield Static(
            "Press / to type a query, Enter to run it; hits cite their note lines.",
            id="search-summary",
        )
        table: DataTable[Text] = KeyTable(
            id="search-results", cursor_type="row", zebra_stripes=True
        )
        yield table
        with VerticalScroll(id="search-hit"):
            yield Static("", id="search-hit-text")

    def on_mount(self) -> None:
        self._add_columns(self.query_one("#search-results", DataTable), 20)
        self.app.theme_changed_signal.subscribe(self, lambda _theme: self._redraw())

    @staticmethod
    def _add_columns(table: DataTable[Text], text_width: int, citation_width: int = 34) -> None:
        table.add_column("score", key="score", width=5)
        table.add_column("source", key="source", width=8)
        table.add_column("citation", key="citation", width=citation_width)
        table.add_column("voted", key="voted", width=5)
        table.add_column("text", key="text", width=text_width)

    def _redraw(self) -> None:
        """Draw the current results again (new width or new theme colours)."""
        if self.result is not None:
            self._show(self.result, self._voted)

    @property
    def vote(self) -> bool:
        return self.query_one("#search-vote", Switch).value

    def focus_default(self) -> None:
        """Results take the focus when the tab opens ('/' goes to the query box), so the number
        keys keep switching tabs."""
        self.take_focus(self.query_one("#search-results", DataTable))

    def refresh_data(self) -> None:
        """Nothing to reload: see REFRESH_ON."""

    def search(self, query: str, *, vote: bool | None = None) -> None:
        """Run `query` (voting when the switch, or `vote`, says so)."""
        query = query.strip()
        if not query:
            return
        self.query_one("#search-input", Input).value = query
        self.query_one("#search-summary", Static).update(f"searching for {query!r}…")
        self._run(query, self.vote if vote is None else vote)

    @work(thread=True, exclusive=True, group="search", exit_on_error=False)
    def _run(self, query: str, vote: bool) -> None:
        try:
            result = memory_search(
                self.ctx.store, self.ctx.ws, query, self.ctx.now(), limit=RESULT_LIMIT, vote=vote
            )
        except MemtuiError as exc:
            self.app.call_from_thread(self.notify, exc.shown(), severity="error", title="Search")
            return
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self._show, result, vote)

    def on_resize(self) -> None:
        self._redraw()

    def _show(self, result: SearchResult, vote: bool) -> None:
        first_show = result is not self.result
        self.result = result
        self._voted = vote
        table = self.query_one("#search-results", DataTable)
        # The text column takes what the others leave, so the table never scrolls sideways.
        # On a narrow terminal the citation gives up columns first (it ends with `…`).
        citation_width = 34 if self.size.width >= NARROW else 22
        text_width = max(20, self.size.width - FIXED_RESULT_WIDTH + 34 - citation_width)
        table.clear(columns=True)
        self._add_columns(table, text_width, citation_width)
        muted = theme_color(self.app, "foreground-muted")
        success = theme_color(self.app, "text-success")
        accent = theme_color(self.app, "text-accent")
        for n, hit in enumerate(result.hits):
            # Cut from the left: the note's name and its line numbers identify the hit.
            citation = clip_citation(neutralise(hit.citation, keep_newlines=False), citation_width)
            citation.stylize(accent)
            table.add_row(
                Text(f"{hit.score:.2f}", justify="right"),
                Text(hit.source if hit.source != "fragment" else hit.kind, style=muted),
                citation,
                Text("✓", style=success) if hit.voted else Text(""),
                one_line(hit.text, text_width),
                key=str(n),
            )
        if not result.hits:
            summary = f"no results for {result.query!r}"
        elif vote:
            summary = (
                f"{len(result.hits)} result(s) · counted as votes: {result.votes_recorded} "
                f"recorded, {result.votes_deduped} already counted today"
            )
        else:
            summary = f"{len(result.hits)} result(s) · browsing: no votes recorded"
        self.query_one("#search-summary", Static).update(summary)
        self._show_hit(result.hits[0] if result.hits else None)
        if not first_show:
            return  # a redraw after a resize: nothing new happened
        for warning in result.warnings:
            self.notify(warning, severity="warning", title="Search")
        if result.votes_recorded:
            self.post_message(FragmentsChanged("search votes"))

    def _show_hit(self, hit: SearchHit | None) -> None:
        target = self.query_one("#search-hit-text", Static)
        if hit is None:
            target.update("")
            return
        lines = [
            Content.from_markup(
                "[b $accent]$citation[/]  score [b]$score[/] · $source",
                citation=neutralise(hit.citation, keep_newlines=False),
                score=f"{hit.score:.3f}",
                source=hit.source if hit.source == "fragment" else f"{hit.source} ({hit.kind})",
            )
        ]
        if hit.fragment is not None:
            frag = hit.fragment
            lines.append(
                Content.from_markup(
                    "fragment [b]$key[/] · $status · $recalls recall(s), $queries distinct queries",
                    key=frag.key,
                    status=frag.status,
                    recalls=str(frag.recall_count),
                    queries=str(frag.unique_queries),
                )
            )
        lines.append(Content(""))
        lines.append(Content(neutralise(hit.text)))
        target.update(Content("\n").join(lines))

    @on(Input.Submitted, "#search-input")
    def _submitted(self, event: Input.Submitted) -> None:
        self.search(event.value)

    @on(DataTable.RowHighlighted, "#search-results")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        if self.result is None or event.row_key.value is None:
            return
        index = int(event.row_key.value)
        if 0 <= index < len(self.result.hits):
            self._show_hit(self.result.hits[index])

    @on(DataTable.RowSelected, "#search-results")
    def _selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        hits = self.result.hits if self.result is not None else []
        index = int(event.row_key.value or -1)
        fragment = hits[index].fragment if 0 <= index < len(hits) else None
        if fragment is None:
            self.notify("This hit is not a fragment (nothing to open).", title="Search")
            return
        self.open_fragment(fragment.key)

    def action_focus_query(self) -> None:
        self.query_one("#search-input", Input).focus()

    def action_focus_results(self) -> None:
        """Leave the query box so the number keys switch tabs again."""
        self.query_one("#search-results", DataTable).focus()

    def action_toggle_vote(self) -> None:
        switch = self.query_one("#search-vote", Switch)
        switch.toggle()
        state = "on: searches record votes" if switch.value else "off: browsing does not vote"
        self.notify(f"Count as vote {state}", title="Search")
