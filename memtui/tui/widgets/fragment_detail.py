"""Everything about one fragment: text, occurrences in context, votes, components, gates, history."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import ScrollableContainer, VerticalScroll
from textual.content import Content
from textual.widgets import Sparkline, Static

from memtui.engine.documents.sessions import read_session_jsonl
from memtui.engine.scoring import normalize_weights
from memtui.engine.store.browse import with_claims
from memtui.engine.store.fragments import FragmentView
from memtui.engine.store.history import HistoryEvent, fragment_history, votes_per_day
from memtui.textsafe import neutralise
from memtui.tui.context import AppContext
from memtui.tui.widgets.component_bars import ComponentBars
from memtui.tui.widgets.gate_checklist import GateChecklist

if TYPE_CHECKING:
    from memtui.engine.documents.note_context import NoteContext
    from memtui.engine.dream.explain import GateCheck

VOTE_DAYS = 30
# Occurrences shown with their note lines; a fragment repeated in many notes lists the rest.
MAX_CONTEXTS = 4


@dataclass
class FragmentDetailData:
    """What the detail pane shows, gathered in a worker thread."""

    view: FragmentView
    contexts: list[NoteContext]
    votes: list[tuple[str, int]]
    history: list[HistoryEvent]
    gates: list[GateCheck]
    weights: dict[str, float]
    now: datetime
    more_occurrences: list[str]


def load_detail(ctx: AppContext, view: FragmentView, now: datetime) -> FragmentDetailData:
    """Read the notes, votes and history of `view` (blocking: call from a thread worker).

    The gates count the claim's pooled evidence, as the view's score does (algorithm.md §6.5):
    a table row's view comes without its claim, so it is attached here."""
    # Reading notes (redacted) and the gates (search, the durability rules) load modules the
    # first paint does without.
    from memtui.engine.documents.note_context import occurrence_context
    from memtui.engine.dream.explain import gate_checklist

    thresholds = ctx.ws.config.dreaming.deep.thresholds()
    if view.claim is None and view.claim_id is not None:
        with_claims(ctx.store, [view])
    newest_first = sorted(view.occurrences, key=lambda o: (o.day, o.path), reverse=True)
    return FragmentDetailData(
        view=view,
        contexts=[occurrence_context(ctx.ws, occ) for occ in newest_first[:MAX_CONTEXTS]],
        votes=votes_per_day(ctx.store, view.id, days=VOTE_DAYS, until=ctx.ws.day(now)),
        history=fragment_history(ctx.store, view.id),
        gates=gate_checklist(view, now, thresholds) if view.scored else [],
        weights=normalize_weights(thresholds.weights),
        now=now,
        more_occurrences=[occ.evidence for occ in newest_first[MAX_CONTEXTS:]],
    )


def _transcript_line(raw: str) -> str | None:
    """A session JSONL line as 'User: …' / 'Assistant: …', or None for non-message lines."""
    messages = read_session_jsonl(raw.encode("utf-8")).messages
    return messages[0].text if messages else None


def _when(ctx: AppContext, at: datetime | None) -> str:
    return ctx.ws.local(at).strftime("%Y-%m-%d %H:%M") if at else "—"


class FragmentDetail(ScrollableContainer):
    """The detail pane under the fragments table (and on a fragment's own screen).

    Wide, its three columns scroll each on its own; narrow (app.tcss stacks them), the pane
    scrolls as one. Whichever scrolls takes the focus, so the keyboard reaches the gates."""

    DEFAULT_CSS = """
    FragmentDetail { height: 1fr; layout: horizontal; overflow: hidden hidden; }
    FragmentDetail > VerticalScroll { height: 1fr; }
    """

    def __init__(self, ctx: AppContext, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.ctx = ctx
        self.data: FragmentDetailData | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="detail-main"):
            yield Static("Select a fragment to see its details.", id="detail-header")
            yield Static("", id="detail-text", markup=False)
            yield Static("", id="detail-occurrences")
            yield Static("", id="detail-history")
        with VerticalScroll(id="detail-scores"):
            yield Static("", id="detail-votes-label")
            yield Sparkline([], id="detail-votes")
            yield ComponentBars(id="detail-components")
        with VerticalScroll(id="detail-gates-box"):
            yield GateChecklist(id="detail-gates")

    @property
    def stacked(self) -> bool:
        """The columns are stacked (a narrow terminal): the pane itself scrolls."""
        return self.styles.layout is not None and self.styles.layout.name == "vertical"

    def on_resize(self) -> None:
        stacked = self.stacked
        self.can_focus = stacked
        for column in self.query_children(VerticalScroll):
            column.can_focus = not stacked

    def focus_scroller(self) -> None:
        """Focus what scrolls: the pane when stacked, else its first column."""
        self.on_resize()
        target = self if self.stacked else self.query_one("#detail-main", VerticalScroll)
        target.focus()

    def clear(self) -> None:
        self.data = None
        self.query_one("#detail-header", Static).update("No fragment selected.")
        for name in ("text", "occurrences", "history", "votes-label"):
            self.query_one(f"#detail-{name}", Static).update("")
        self.query_one("#detail-votes", Sparkline).data = []
        self.query_one(ComponentBars).update("")
        self.query_one(GateChecklist).update("")

    def show(self, data: FragmentDetailData) -> None:
        self.data = data
        view = data.view
        scored = view.scored
        score = f"{scored.score:.3f}" if scored else "—"
        self.query_one("#detail-header", Static).update(
            Content.from_markup(
                "[b $accent]$key[/]  $kind · [b]$status[/] · score [b]$score[/] · "
                "first seen $first · last recalled $last",
                key=view.key,
                kind=view.kind,
                status=view.status,
                score=score,
                first=_when(self.ctx, view.first_seen_at),
                last=_when(self.ctx, view.last_recalled_at),
            )
        )
        self.query_one("#detail-text", Static).update(neutralise(view.text))
        self.query_one("#detail-occurrences", Static).update(self._occurrences(data))
        self.query_one("#detail-history", Static).update(self._history(data))
        total_votes = sum(n for _, n in data.votes)
        first_day = data.votes[0][0][5:] if data.votes else ""
        last_day = data.votes[-1][0][5:] if data.votes else ""
        self.query_one("#detail-votes-label", Static).update(
            Content.from_markup(
                "[b]votes per day[/] $first → $last: $total",
                first=first_day,
                last=last_day,
                total=f"{total_votes} vote(s)",
            )
        )
        self.query_one("#detail-votes", Sparkline).data = [float(n) for _, n in data.votes]
        self.query_one(ComponentBars).show(scored, data.weights)
        self.query_one(GateChecklist).show(data.gates)

    def _occurrences(self, data: FragmentDetailData) -> Content:
        view = data.view
        parts: list[Content] = [
            Content.from_markup("[b]occurrences[/] ($n)", n=str(len(view.occurrences)))
        ]
        for context in data.contexts:
            occ = context.occurrence
            parts.append(Content.styled(neutralise(occ.citation, keep_newlines=False), "$accent"))
            if context.missing:
                parts.append(Content.styled("  (note no longer readable)", "$text-muted"))
                continue
            transcript = occ.path.endswith(".jsonl")
            for number, raw, inside in context.lines:
                line = _transcript_line(raw) if transcript else raw
                if line is None:
                    continue  # session header or tool call: nothing a reader needs
                line = neutralise(line, keep_newlines=False)
                style = "" if inside else "$text-muted"
                marker = "▌" if inside else " "
                parts.append(
                    Content.assemble(
                        (f"{number:>4} ", "$text-muted"), (marker, "$primary"), (line, style)
                    )
                )
        if data.more_occurrences:
            more = neutralise(", ".join(data.more_occurrences), keep_newlines=False)
            parts.append(
                Content.styled(f"… {len(data.more_occurrences)} more: {more}", "$text-muted")
            )
        return Content("\n").join(parts)

    def _history(self, data: FragmentDetailData) -> Content:
        parts: list[Content] = [Content.from_markup("\n[b]phase history[/]")]
        if not data.history:
            parts.append(
                Content.styled("nothing yet: no votes, phases or promotions", "$text-muted")
            )
        for event in data.history:
            parts.append(
                Content.assemble((_when(self.ctx, event.at), "$text-muted"), "  ", event.what)
            )
        return Content("\n").join(parts)
