"""Rankings pane (issue 5 item 3): what light would stage now, REM themes and candidate truths,
the deep ranking with its components and the gate each fragment fails, and a what-if panel.

Nothing here writes. The light/REM preview runs both phases inside one transaction that is
rolled back (REM sees what light just staged, as in a real cycle). The deep ranking is `rank_all`
on the store as it stands, with the thresholds and weights of the what-if panel; every edit there
recomputes it in a worker.

App contract: `refresh_data()` recomputes everything; it runs on `FragmentsChanged`,
`DreamFinished` and `PromotionsChanged` (see `REFRESH_ON`).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.validation import Integer, Number
from textual.widgets import Button, DataTable, Input, Label, Static

from memtui.engine.dream.deep import Ranked
from memtui.engine.dream.light import LightReport
from memtui.engine.dream.phases import preview_light_rem as preview_night
from memtui.engine.dream.phases import preview_ranking
from memtui.engine.dream.rem import RemReport
from memtui.engine.errors import MemtuiError
from memtui.engine.scoring import (
    COMPONENT_NAMES,
    GATE_LABELS,
    DeepThresholds,
    gate_name,
    score_text,
)
from memtui.engine.vocabulary import GATES
from memtui.tui.context import AppContext
from memtui.tui.messages import DreamFinished, FragmentsChanged, PromotionsChanged
from memtui.tui.panes.base import Pane
from memtui.tui.widgets.key_table import KeyTable
from memtui.tui.widgets.rankings_cells import (
    add_theme_rows,
    clip_citation,
    clip_text,
    settle_table,
)

TOP_N = 100
# A light entry's evidence (`sessions/…/plan.jsonl:3-3`) cut from the left: name and lines stay.
EVIDENCE_WIDTH = 30
# Three letters keep the six components, the gate and some text inside 120 columns.
COMPONENT_HEADERS = {
    "frequency": "frq",
    "relevance": "rel",
    "diversity": "div",
    "recency": "rec",
    "consolidation": "con",
    "conceptual": "cpt",
}
# (input id, label, default-from-thresholds attribute, integer?)
THRESHOLD_FIELDS: tuple[tuple[str, str, str, bool], ...] = (
    ("min_score", "min score", "min_score", False),
    ("min_recall_count", "min recalls", "min_recall_count", True),
    ("min_unique_queries", "min queries", "min_unique_queries", True),
    ("max_age_days", "max age (days)", "max_age_days", False),
    ("half_life", "half-life (days)", "recency_half_life_days", False),
)


@dataclass
class DeepRanking:
    thresholds: DeepThresholds
    evaluated: int
    passing: int
    gate_counts: Counter[str]
    # The rows shown, in deep's order, with their texts.
    rows: list[Ranked] = field(default_factory=list)


def preview_light_rem(ctx: AppContext) -> tuple[LightReport, RemReport]:
    """What light and then REM would do now, in one rolled-back transaction (nothing written)."""
    return preview_night(ctx.store, ctx.ws, ctx.now())


def deep_ranking(ctx: AppContext, thresholds: DeepThresholds, top: int = TOP_N) -> DeepRanking:
    """The deep ranking under `thresholds`: passing fragments first (deep's order), then the
    gated ones by score; only the `top` rows shown become objects, with their texts."""
    ranking = preview_ranking(ctx.store, ctx.now(), thresholds, top)
    return DeepRanking(
        thresholds=thresholds,
        evaluated=len(ranking.table),
        passing=ranking.passing,
        gate_counts=Counter(ranking.table.gate_counts()),
        rows=ranking.top,
    )


class RankingsMain(Vertical):
    """The previews and the deep ranking: its width, not the pane's, sets the deep columns (the
    what-if panel beside it opens and closes on a narrow terminal with the pane's size unchanged)."""

    class Resized(Message):
        """The main column changed size: the deep table's columns are laid out again."""

    def on_resize(self) -> None:
        self.post_message(self.Resized())


class RankingsPane(Pane):
    """Previews of the three phases and a what-if for deep's thresholds and weights."""

    DEFAULT_CSS = """
    RankingsPane {
        padding: 0 1;
    }
    RankingsPane #rankings-status {
        height: 1;
        color: $text-muted;
    }
    /* One line each, cut with … where the pane is too narrow (never mid-word without a mark). */
    RankingsPane #rankings-status, RankingsPane .section-title {
        width: 100%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    RankingsPane #rankings-body {
        height: 1fr;
    }
    RankingsPane #rankings-main {
        width: 1fr;
    }
    RankingsPane .section-title {
        text-style: bold;
    }
    RankingsPane #light-table {
        height: 7;
    }
    RankingsPane #rem-row {
        height: 8;
    }
    RankingsPane #rem-themes-box {
        width: 2fr;
    }
    RankingsPane #rem-truths-box {
        width: 3fr;
        margin-left: 1;
    }
    RankingsPane #rem-themes, RankingsPane #rem-truths {
        height: 1fr;
    }
    RankingsPane #deep-table {
        height: 1fr;
    }
    RankingsPane #deep-detail {
        height: 3;
        padding: 0 1;
        background: $boost;
    }
    RankingsPane #whatif {
        width: 32;
        margin-left: 1;
        padding: 0 1;
        border: round $panel-lighten-2;
    }
    RankingsPane #whatif .whatif-row {
        height: 1;
    }
    RankingsPane #whatif .whatif-row Label {
        width: 17;
    }
    RankingsPane #whatif .whatif-row Input {
        width: 1fr;
        height: 1;
        border: none;
        padding: 0 1;
    }
    RankingsPane #whatif .whatif-row Input.-invalid {
        background: $error 30%;
    }
    RankingsPane #whatif-note {
        height: auto;
        margin-top: 1;
        color: $text-muted;
    }
    RankingsPane #whatif-reset {
        margin-top: 1;
        width: 100%;
    }
    """

    BINDINGS = [
        # Not w / ctrl+r: the app uses them (watch, refresh all). ctrl+o works inside the inputs.
        Binding("i", "focus_whatif", "What-if", id="rankings.whatif"),
        Binding("ctrl+o", "reset_whatif", "Reset what-if", id="rankings.reset_whatif"),
        Binding("f5", "refresh", "Refresh", show=False, id="rankings.refresh"),
    ]

    REFRESH_ON = (FragmentsChanged, DreamFinished, PromotionsChanged)

    def __init__(self, ctx: AppContext, **kwargs: Any) -> None:
        super().__init__(ctx, **kwargs)
        self.ranking: DeepRanking | None = None
        self.light: LightReport | None = None
        self.rem: RemReport | None = None
        # Coalescing state for the workers (see "workers" below); touched on the UI thread only.
        self._wanted: DeepThresholds | None = None
        self._ranking_busy = False
        self._preview_busy = False
        self._preview_again = False
        self._loaded = False
        # The main column's width the deep table's columns were laid out for.
        self._columns_width = 0
        # Computed when first shown: the app reloads a stale pane when its tab opens (a Show
        # event alone is not enough: Textual skips it after a scroll elsewhere on screen).
        self.stale = True

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Label("Computing previews…", id="rankings-status")
        with Horizontal(id="rankings-body"):
            with RankingsMain(id="rankings-main"):
                yield Label("Light would stage now", id="light-title", classes="section-title")
                yield self._table(
                    "light-table",
                    (("conf", 4), ("recalls", 7), ("evidence", EVIDENCE_WIDTH), ("text", 36)),
                    False,
                )
                with Horizontal(id="rem-row"):
                    with Vertical(id="rem-themes-box"):
                        yield Label("REM themes", id="rem-title", classes="section-title")
                        yield self._table(
                            "rem-themes", (("theme", 10), ("n", 3), ("strength", 13)), False
                        )
                    with Vertical(id="rem-truths-box"):
                        yield Label("Candidate truths", classes="section-title")
                        yield self._table(
                            "rem-truths", (("conf", 4), ("days", 4), ("text", 34)), False
                        )
                yield Label("Deep ranking", id="deep-title", classes="section-title")
                yield self._table("deep-table", ())
                yield Static("", id="deep-detail")
            with VerticalScroll(id="whatif"):
                yield Label("What if… (not saved)", classes="section-title")
                yield from self._whatif_inputs(self.ctx.ws.config.dreaming.deep.thresholds())
                yield Static("", id="whatif-note")
                yield Button("Reset to config (ctrl+o)", id="whatif-reset")

    def _whatif_inputs(self, t: DeepThresholds) -> ComposeResult:
        yield Label("weights (renormalized)", classes="whatif-group")
        for name in COMPONENT_NAMES:
            with Horizontal(classes="whatif-row"):
                yield Label(f"  {name}")
                yield Input(
                    _number(t.weights.get(name, 0.0)),
                    id=f"w-{name}",
                    type="number",
                    validators=[Number(minimum=0)],
                    classes="whatif-input",
                )
        yield Label("thresholds", classes="whatif-group")
        for input_id, label, attr, integer in THRESHOLD_FIELDS:
            with Horizontal(classes="whatif-row"):
                yield Label(f"  {label}")
                validator = Integer(minimum=0) if integer else Number(minimum=0)
                yield Input(
                    _number(getattr(t, attr)),
                    id=f"t-{input_id}",
                    type="integer" if integer else "number",
                    validators=[validator],
                    classes="whatif-input",
                )

    @staticmethod
    def _table(
        table_id: str, columns: tuple[tuple[str, int], ...], cursor: bool = True
    ) -> DataTable[Any]:
        # Fixed widths: a table filled from a worker callback never depends on when DataTable
        # gets around to re-measuring its columns (the pictures stay the same run after run).
        table: DataTable[Any] = KeyTable(
            id=table_id, cursor_type="row" if cursor else "none", zebra_stripes=True
        )
        for label, width in columns:
            table.add_column(label, width=width)
        return table

    def on_show(self) -> None:
        # Ranking 100 000 fragments is not free: compute on first display, not at app start.
        if not self._loaded:
            self.refresh_data()

    # ------------------------------------------------------------------ public API

    def focus_default(self) -> None:
        """Focus the deep ranking, so the pane's key bindings apply (on tab switch, and on Esc
        from a what-if box, which also closes the what-if panel of a narrow terminal)."""
        self.remove_class("-whatif-open")
        self.take_focus(self.query_one("#deep-table"))

    @on(RankingsMain.Resized)
    def _main_resized(self, event: RankingsMain.Resized) -> None:
        event.stop()
        width = self.query_one(RankingsMain).size.width
        if self.ranking is not None and width != self._columns_width:
            self._show_ranking(self.ranking)

    def refresh_data(self) -> None:
        """Recompute the light/REM preview and the deep ranking (with the what-if values)."""
        self._loaded = True
        self.stale = False
        self._request_preview()
        thresholds = self.whatif_thresholds()
        if thresholds is not None:
            self._request_ranking(thresholds, force=True)

    def whatif_thresholds(self) -> DeepThresholds | None:
        """The thresholds in the what-if panel, or None while a field is invalid."""
        values: dict[str, float] = {}
        bad: list[str] = []
        for box in self.query(".whatif-input").results(Input):
            result = box.validate(box.value)
            box.set_class(result is not None and not result.is_valid, "-invalid")
            try:
                number = float(box.value)
            except ValueError:
                number = math.nan
            if (result is not None and not result.is_valid) or not math.isfinite(number):
                bad.append((box.id or "").split("-", 1)[1])
            else:
                values[box.id or ""] = number
        note = self.query_one("#whatif-note", Static)
        if bad:
            note.update(f"Fix: {', '.join(bad)} (numbers ≥ 0).")
            return None
        if values["t-half_life"] <= 0:
            self.query_one("#t-half_life", Input).add_class("-invalid")
            note.update("Fix: half-life must be > 0.")
            return None
        base = self.ctx.ws.config.dreaming.deep.thresholds()
        t = DeepThresholds(
            min_score=values["t-min_score"],
            min_recall_count=int(values["t-min_recall_count"]),
            min_unique_queries=int(values["t-min_unique_queries"]),
            recency_half_life_days=values["t-half_life"],
            max_age_days=values["t-max_age_days"],
            weights={name: values[f"w-{name}"] for name in COMPONENT_NAMES},
        )
        note.update(
            "Same as .memtui.toml."
            if t == base
            else "Changed from .memtui.toml — the ranking below uses these values."
        )
        return t

    # ------------------------------------------------------------------ actions

    def action_refresh(self) -> None:
        self.refresh_data()

    def action_focus_whatif(self) -> None:
        self.add_class("-whatif-open")
        self.query_one("#t-min_score", Input).focus()

    def action_reset_whatif(self) -> None:
        t = self.ctx.ws.config.dreaming.deep.thresholds()
        with self.prevent(Input.Changed):
            for name in COMPONENT_NAMES:
                self.query_one(f"#w-{name}", Input).value = _number(t.weights.get(name, 0.0))
            for input_id, _label, attr, _integer in THRESHOLD_FIELDS:
                self.query_one(f"#t-{input_id}", Input).value = _number(getattr(t, attr))
        thresholds = self.whatif_thresholds()
        if thresholds is not None:
            self._request_ranking(thresholds)

    @on(Button.Pressed, "#whatif-reset")
    def _reset_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_reset_whatif()

    @on(Input.Changed, ".whatif-input")
    def _whatif_changed(self, event: Input.Changed) -> None:
        event.stop()
        if not self._loaded:
            return  # inputs announce their first value on mount; the first show computes
        thresholds = self.whatif_thresholds()
        if thresholds is not None:
            self._request_ranking(thresholds)

    @on(DataTable.RowSelected, "#deep-table")
    def _deep_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.row_key.value is not None:
            self.open_fragment(event.row_key.value)

    @on(DataTable.RowHighlighted, "#deep-table")
    def _deep_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_detail()

    @property
    def selected_row(self) -> Ranked | None:
        table = self.query_one("#deep-table", DataTable)
        if self.ranking is None or table.row_count == 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return next((r for r in self.ranking.rows if r.key == key), None)

    def _show_detail(self) -> None:
        detail = self.query_one("#deep-detail", Static)
        row = self.selected_row
        if row is None:
            detail.update("")
            return
        scored = row.scored
        verdict = (
            Content.styled("passes every gate", "$text-success")
            if scored.gate is None
            else Content.styled(
                f"fails {scored.gate}: {GATE_LABELS.get(scored.gate, '')}", "$text-warning"
            )
        )
        detail.update(
            Content.assemble(
                f"raw {scored.raw:.3f} · {row.recall_count} recalls · ",
                verdict,
                "\n",
                Content(" ".join(row.text.split())),
            )
        )

    # ------------------------------------------------------------------ workers
    #
    # With 100 000 fragments a ranking takes a while, and thread workers cannot be interrupted.
    # So at most one preview and one ranking run at a time: requests made meanwhile are
    # coalesced into one more run with the latest values (bookkeeping on the UI thread only).

    def _request_preview(self) -> None:
        if self._preview_busy:
            self._preview_again = True
            return
        self._preview_busy, self._preview_again = True, False
        self._preview_worker()

    def _request_ranking(self, thresholds: DeepThresholds, *, force: bool = False) -> None:
        if not force and thresholds == self._wanted:
            return  # e.g. Input.Changed for a value that did not change the numbers
        # A new object even when equal, so a forced refresh is not mistaken for the last one.
        self._wanted = replace(thresholds)
        if not self._ranking_busy:
            self._ranking_busy = True
            self._ranking_worker(self._wanted)

    @work(thread=True, group="rankings-preview", exit_on_error=False)
    def _preview_worker(self) -> None:
        try:
            light, rem = preview_light_rem(self.ctx)
        except MemtuiError as exc:
            self.app.call_from_thread(self._preview_failed, exc.shown())
            return
        except Exception as exc:
            # A bug; still clear the busy flag, or no preview would ever run again.
            self.app.call_from_thread(self._preview_failed, f"unexpected {exc!r}")
            raise
        self.app.call_from_thread(self._preview_done, light, rem)

    @work(thread=True, group="rankings-deep", exit_on_error=False)
    def _ranking_worker(self, thresholds: DeepThresholds) -> None:
        try:
            ranking = deep_ranking(self.ctx, thresholds)
        except MemtuiError as exc:
            self.app.call_from_thread(self._ranking_failed, exc.shown())
            return
        except Exception as exc:
            self.app.call_from_thread(self._ranking_failed, f"unexpected {exc!r}")
            raise
        self.app.call_from_thread(self._ranking_done, thresholds, ranking)

    def _preview_done(self, light: LightReport, rem: RemReport) -> None:
        self._preview_busy = False
        self._show_preview(light, rem)
        if self._preview_again:
            self._request_preview()

    def _preview_failed(self, message: str) -> None:
        self._preview_busy = False
        self._error(message)

    def _ranking_done(self, thresholds: DeepThresholds, ranking: DeepRanking) -> None:
        self._ranking_busy = False
        self._show_ranking(ranking)
        if thresholds is not self._wanted and self._wanted is not None:
            self._ranking_busy = True
            self._ranking_worker(self._wanted)

    def _ranking_failed(self, message: str) -> None:
        self._ranking_busy = False
        self._error(message)

    # ------------------------------------------------------------------ UI updates (main thread)

    def _error(self, message: str) -> None:
        self.notify(message, title="Rankings", severity="error", timeout=8)

    def _show_preview(self, light: LightReport, rem: RemReport) -> None:
        self.light, self.rem = light, rem
        accent = self.app.theme_variables.get("accent")
        table = self.query_one("#light-table", DataTable)
        table.clear()
        for entry in light.staged:
            table.add_row(
                f"{entry.confidence:.2f}",
                str(entry.recall_count),
                clip_citation(entry.evidence, EVIDENCE_WIDTH),
                clip_text(entry.text, 36),
            )
        settle_table(table)
        self.query_one("#light-title", Label).update(
            f"Light would stage now: {len(light.staged)} of {light.considered} recently touched "
            f"({light.deduped} merged)"
        )
        themes = self.query_one("#rem-themes", DataTable)
        themes.clear()
        add_theme_rows(themes, rem.themes, rem.forming, 10, 8, accent)
        settle_table(themes)
        truths = self.query_one("#rem-truths", DataTable)
        truths.clear()
        for truth in rem.truths:
            truths.add_row(
                f"{truth.confidence:.2f}",
                str(len(truth.entry.recall_days)),
                clip_text(truth.entry.text, 34),
            )
        settle_table(truths)
        forming = "" if rem.themes or not rem.forming else f", {len(rem.forming)} forming"
        self.query_one("#rem-title", Label).update(
            f"REM: {len(rem.themes)} themes from {len(rem.inputs)} inputs{forming}"
        )
        self.query_one("#rankings-status", Label).update(
            f"Preview as of {self.ctx.now().strftime('%Y-%m-%d %H:%M %Z')} — nothing is written "
            "(light and REM run in a rolled-back transaction)."
        )

    def _show_ranking(self, ranking: DeepRanking) -> None:
        self.ranking = ranking
        table = self.query_one("#deep-table", DataTable)
        keep = None
        if table.row_count:
            keep = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        table.clear(columns=True)
        self._columns_width = self.query_one(RankingsMain).size.width
        columns = deep_columns(self._columns_width or 120)
        for key, label, width in columns:
            table.add_column(label, key=key, width=width)
        text_width = columns[-1][2]
        for n, row in enumerate(ranking.rows, start=1):
            scored = row.scored
            cells = {
                "#": str(n),
                "score": score_text(scored.score, scored.gate, 3),
                **{name: f"{v:.2f}" for name, v in scored.components.as_dict().items()},
                "boost": f"{scored.boost:.3f}",
                "gate": gate_name(scored.gate),
                "text": clip_text(row.text, text_width),
            }
            table.add_row(*(cells[key] for key, _, _ in columns), key=row.key)
        if keep is not None and any(r.key == keep for r in ranking.rows):
            table.move_cursor(row=table.get_row_index(keep))
        settle_table(table)
        self._show_detail()
        counts = ranking.gate_counts
        gates = " · ".join(f"{g} {counts[g]}" for g in GATES if counts.get(g))
        shown = f"top {len(ranking.rows)} of " if len(ranking.rows) < ranking.evaluated else ""
        self.query_one("#deep-title", Label).update(
            f"Deep ranking ({shown}{ranking.evaluated}): {ranking.passing} pass"
            + (f" · fails {gates}" if gates else "")
        )


# The deep table's fixed columns, most important first: on a narrow terminal the components
# give way (the line under the table still names the gate and the raw score).
DEEP_COLUMNS: tuple[tuple[str, str, int], ...] = (
    ("#", "#", 3),
    ("score", "score", 5),
    ("gate", "gate", 18),
    *((name, COMPONENT_HEADERS[name], 4) for name in COMPONENT_NAMES),
    ("boost", "boost", 5),
)
MIN_DEEP_TEXT = 24


def deep_columns(width: int) -> list[tuple[str, str, int]]:
    """The deep table's columns for `width` cells, in display order, text last and widest."""
    keep = list(DEEP_COLUMNS)

    def text_room(columns: list[tuple[str, str, int]]) -> int:
        return width - sum(w + 2 for _, _, w in columns) - 2 - 2  # padding, text's, scrollbar

    while len(keep) > 3 and text_room(keep) < MIN_DEEP_TEXT:
        keep.pop()
    order = ["#", "score", *COMPONENT_NAMES, "boost", "gate"]
    keep.sort(key=lambda c: order.index(c[0]))
    return [*keep, ("text", "text", max(MIN_DEEP_TEXT, text_room(keep)))]


def _number(value: float) -> str:
    """A short text for an input: 3 not 3.0, 0.24 not 0.24000000001."""
    return f"{value:g}"
