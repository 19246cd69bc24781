"""Dream pane (issue 5 item 4): run light, REM, deep or the whole cycle, with dry run.

Progress per phase comes from the engine's progress callback, called in the worker thread and
handed to the UI with `call_from_thread`. The summary is rendered from the `CycleReport`.

App contract:
- `run(phases, dry_run)` starts a run (command palette); `refresh_data()` re-reads the schedule
  and lock state.
- After a run the pane posts `DreamFinished` to the app, and for a real (not dry) run also
  `FragmentsChanged`, `PromotionsChanged`, `DiaryChanged` and `MemoryChanged`.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, DataTable, Label, ProgressBar, Static, Switch

from memtui.engine.documents.lock import lock_holder
from memtui.engine.dream.cycle import PHASES, CycleReport, PhaseOutcome, run_cycle
from memtui.engine.dream.narrative import DiarySettings
from memtui.engine.dream.phases import DeepReport, LightReport, RemReport
from memtui.engine.dream.scheduler import next_run
from memtui.engine.errors import MemtuiError, RunInProgressError
from memtui.engine.store import DreamRunRow
from memtui.tui.context import AppContext
from memtui.tui.messages import (
    DiaryChanged,
    DreamFinished,
    FragmentsChanged,
    MemoryChanged,
    PromotionsChanged,
)
from memtui.tui.panes.base import Pane
from memtui.tui.screens.run_detail import RunDetailScreen
from memtui.tui.widgets.key_table import KeyTable
from memtui.tui.widgets.rankings_cells import add_theme_rows, clip_parts, clip_text

PHASE_LABELS = {"light": "Light", "rem": "REM", "deep": "Deep", "ingest": "Ingest"}
RECENT_RUNS = 50


def run_summary(run: DreamRunRow) -> str:
    """One line for a past run: its main counts, then the rest (details open with Enter)."""
    if run.error:
        return f"failed: {run.error}"
    scalars = [
        f"{name} {value}"
        for name, value in run.counts.items()
        if isinstance(value, int | float | str) and value not in (0, "")
    ]
    return " · ".join(scalars) or "nothing counted"


# Progress callbacks can fire once per file or fragment; forward about 1 % steps to the UI.
PROGRESS_STEPS = 100


def schedule_line(ctx: AppContext, now: datetime) -> str:
    """When the scheduler would run next, and whether scheduled dreaming is on."""
    cfg = ctx.ws.config.dreaming
    when = next_run(cfg.frequency, ctx.ws.tz, now)
    stamp = when.strftime("%a %Y-%m-%d %H:%M %Z")
    state = "on" if cfg.enabled else "off (set [dreaming] enabled = true)"
    return f"Scheduler: next run {stamp} ({cfg.frequency}) · {state}"


class DreamProgress(Message):
    """One progress step of a running phase (posted from the worker thread)."""

    def __init__(self, phase: str, done: int, total: int, item: str) -> None:
        super().__init__()
        self.phase = phase
        self.done = done
        self.total = total
        self.item = item


class CycleDone(Message):
    """The run worker's report, handed to the UI thread."""

    def __init__(self, report: CycleReport) -> None:
        super().__init__()
        self.report = report


class PhaseProgressRow(Horizontal):
    """Label, bar and current item of one phase."""

    DEFAULT_CSS = """
    PhaseProgressRow {
        height: 1;
    }
    PhaseProgressRow > .phase-name {
        width: 8;
    }
    PhaseProgressRow > ProgressBar {
        width: 50;
    }
    PhaseProgressRow > .phase-item {
        width: 1fr;
        color: $text-muted;
    }
    """

    def __init__(self, phase: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.phase = phase

    def compose(self) -> ComposeResult:
        yield Label(PHASE_LABELS[self.phase], classes="phase-name")
        # A fixed total (not None) so an idle bar is drawn empty instead of animating.
        yield ProgressBar(total=100, show_eta=False, id=f"progress-{self.phase}")
        yield Label("idle", classes="phase-item")

    def set_state(self, done: float, total: float, item: str) -> None:
        self.query_one(ProgressBar).update(total=max(1.0, total), progress=done)
        self.query_one(".phase-item", Label).update(Text(item, no_wrap=True))


class DreamPane(Pane):
    """Run the dream phases from the app and show what they did."""

    DEFAULT_CSS = """
    DreamPane {
        padding: 0 1;
    }
    DreamPane #dream-controls {
        height: auto;
    }
    DreamPane #dream-controls Button {
        margin-right: 1;
        min-width: 10;
    }
    DreamPane #dream-controls .switch-label {
        padding: 1 1 0 2;
    }
    DreamPane #dream-schedule, DreamPane #dream-status {
        height: auto;
    }
    DreamPane #dream-status.-warning {
        color: $text-warning;
    }
    DreamPane #dream-status.-error {
        color: $text-error;
        text-style: bold;
    }
    DreamPane #dream-progress {
        height: auto;
        margin: 1 0;
    }
    DreamPane #dream-summary {
        height: 1fr;
    }
    DreamPane > .section-title {
        text-style: bold;
    }
    DreamPane #dream-runs {
        height: 1fr;
        min-height: 4;
    }
    DreamPane #dream-summary .section-title {
        text-style: bold;
        margin-top: 1;
    }
    /* A phase's one-line summary is cut with … on a narrow terminal (its table follows). */
    DreamPane #dream-summary Label.section-title {
        width: 100%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    DreamPane #dream-summary DataTable {
        height: auto;
        max-height: 12;
    }
    """

    BINDINGS = [
        Binding("l", "run_phase('light')", "Light", id="dream.light"),
        Binding("r", "run_phase('rem')", "REM", id="dream.rem"),
        Binding("d", "run_phase('deep')", "Deep", id="dream.deep"),
        Binding("c", "run_cycle", "Cycle", id="dream.cycle"),
        Binding("t", "toggle_dry_run", "Dry run", id="dream.dry_run"),
        Binding("f5", "refresh", "Refresh", id="dream.refresh", show=False),
    ]

    # Messages after which the app should call `refresh_data()` (or forward the message).
    REFRESH_ON = (DreamFinished,)

    def __init__(self, ctx: AppContext, **kwargs: Any) -> None:
        super().__init__(ctx, **kwargs)
        self.running = False
        self.last_report: CycleReport | None = None
        self.runs: list[DreamRunRow] = []
        # The phases of the current run, and those already known to be finished.
        self._phases: tuple[str, ...] = ()
        self._done: set[str] = set()

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        with Horizontal(id="dream-controls"):
            yield Button("Light (l)", id="run-light")
            yield Button("REM (r)", id="run-rem")
            yield Button("Deep (d)", id="run-deep")
            yield Button("Whole cycle (c)", variant="primary", id="run-cycle")
            yield Label("Dry run (t)", classes="switch-label")
            yield Switch(value=False, id="dry-run")
        yield Static("", id="dream-schedule", markup=False)
        yield Static("Idle.", id="dream-status", markup=False)
        with Vertical(id="dream-progress"):
            for phase in PHASES:
                yield PhaseProgressRow(phase, id=f"row-{phase}")
        yield VerticalScroll(id="dream-summary")
        yield Label("Past runs (newest first) — Enter opens one", classes="section-title")
        yield KeyTable(id="dream-runs", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        # The run summary has nothing to say until a run in this session; past runs take the room.
        self.query_one("#dream-summary").display = False
        self.refresh_data()

    def on_resize(self) -> None:
        self._show_runs(self.runs)

    # ------------------------------------------------------------------ public API

    def focus_default(self) -> None:
        """Focus the past runs (the app calls this on tab switch): the pane's keys apply and
        Enter opens a run. On the Whole cycle button, Enter would run a real cycle."""
        self.take_focus(self.query_one("#dream-runs", DataTable))

    @property
    def dry_run(self) -> bool:
        return self.query_one("#dry-run", Switch).value

    def run(self, phases: tuple[str, ...], dry_run: bool) -> None:
        """Start a run of `phases` (in light → REM → deep order); refuses while one is running."""
        unknown = [p for p in phases if p not in PHASES]
        if unknown or not phases:
            self.notify(f"Unknown phase(s): {', '.join(unknown) or 'none'}", severity="error")
            return
        if self.running:
            self.notify(
                "A dream run started from this app is still in progress; wait for it to finish.",
                title="Run in progress",
                severity="warning",
            )
            return
        self.running = True
        ordered = tuple(p for p in PHASES if p in phases)
        self._phases, self._done = ordered, set()
        self._set_buttons_disabled(True)
        for phase in PHASES:
            row = self.query_one(f"#row-{phase}", PhaseProgressRow)
            row.set_state(0, 1, "waiting…" if phase in ordered else "not in this run")
        kind = "dry run (nothing is written)" if dry_run else "run"
        self._status(f"Running {' → '.join(PHASE_LABELS[p] for p in ordered)} — {kind}…")
        self._run_worker(ordered, dry_run)

    def refresh_data(self) -> None:
        """Re-read the schedule and whether another process holds the dream lock."""
        self._load_state()

    # ------------------------------------------------------------------ actions

    def action_run_phase(self, phase: str) -> None:
        self.run((phase,), self.dry_run)

    def action_run_cycle(self) -> None:
        self.run(PHASES, self.dry_run)

    def action_toggle_dry_run(self) -> None:
        switch = self.query_one("#dry-run", Switch)
        switch.value = not switch.value

    def action_refresh(self) -> None:
        self.refresh_data()

    @on(Button.Pressed, "#dream-controls Button")
    def _button(self, event: Button.Pressed) -> None:
        event.stop()
        target = (event.button.id or "").removeprefix("run-")
        if target == "cycle":
            self.action_run_cycle()
        else:
            self.action_run_phase(target)

    # ------------------------------------------------------------------ message handlers

    def on_dream_progress(self, message: DreamProgress) -> None:
        message.stop()
        if not self.running or message.phase not in self._phases:
            return
        # Phases run in order: progress from a phase means the earlier ones are finished.
        for earlier in self._phases[: self._phases.index(message.phase)]:
            if earlier not in self._done:
                self._done.add(earlier)
                self.query_one(f"#row-{earlier}", PhaseProgressRow).set_state(1, 1, "done")
        item = f"{message.done}/{message.total} {message.item}".strip()
        self.query_one(f"#row-{message.phase}", PhaseProgressRow).set_state(
            message.done, message.total, item
        )

    # ------------------------------------------------------------------ workers

    @work(thread=True, exclusive=True, group="dream-state", exit_on_error=False)
    def _load_state(self) -> None:
        now = self.ctx.now()
        try:
            schedule = schedule_line(self.ctx, now)
        except (MemtuiError, ValueError) as exc:
            schedule = f"Next scheduled run: unknown ({exc})"
        holder = lock_holder(self.ctx.ws.root)
        runs = self.ctx.store.recent_runs(RECENT_RUNS)
        self.app.call_from_thread(self._show_state, schedule, holder)
        self.app.call_from_thread(self._show_runs, runs)

    @work(thread=True, exclusive=True, group="dream-run", exit_on_error=False)
    def _run_worker(self, phases: tuple[str, ...], dry_run: bool) -> None:
        try:
            report = run_cycle(
                self.ctx.store,
                self.ctx.ws,
                self.ctx.now(),
                phases=phases,
                dry_run=dry_run,
                progress=self._throttled_progress(),
            )
        except RunInProgressError as exc:
            self.app.call_from_thread(self._refused, str(exc), lock_holder(self.ctx.ws.root))
            return
        except (MemtuiError, OSError) as exc:
            self.app.call_from_thread(self._failed, str(exc) or type(exc).__name__)
            return
        except Exception as exc:
            # Anything else is a bug, but the pane must not stay "running" forever because of it.
            self.app.call_from_thread(self._failed, f"unexpected {type(exc).__name__}: {exc}")
            raise
        # A message, not call_from_thread: the handler is async (it mounts the summary).
        self.post_message(CycleDone(report))

    def _throttled_progress(self) -> Callable[[str, int, int, str], None]:
        """A progress callback for the worker thread that posts about 1 % steps."""
        last: dict[str, int] = {}

        def progress(phase: str, done: int, total: int, item: str) -> None:
            step = max(1, total // PROGRESS_STEPS)
            if done in (1, total) or done - last.get(phase, 0) >= step:
                last[phase] = done
                # post_message is thread-safe and does not wait for the UI.
                self.post_message(DreamProgress(phase, done, total, item))

        return progress

    # ------------------------------------------------------------------ UI updates (main thread)

    def _status(self, text: str, *classes: str) -> None:
        status = self.query_one("#dream-status", Static)
        status.update(text)
        status.set_classes(" ".join(classes))

    def _set_buttons_disabled(self, disabled: bool) -> None:
        for button in self.query("#dream-controls Button").results(Button):
            button.disabled = disabled

    def _show_state(self, schedule: str, holder: str | None) -> None:
        self.query_one("#dream-schedule", Static).update(schedule)
        if holder and not self.running:
            self._status(
                f"Another dream run holds this workspace's lock ({holder}); runs will be refused "
                "until it finishes.",
                "-warning",
            )

    def _show_runs(self, runs: list[DreamRunRow]) -> None:
        self.runs = runs
        table = self.query_one("#dream-runs", DataTable)
        keep = table.cursor_row
        table.clear(columns=True)
        fixed = (("started", 11), ("phase", 6), ("outcome", 8))
        for key, width in fixed:
            table.add_column(key, key=key, width=width)
        room = max(20, self.size.width - sum(w + 2 for _, w in fixed) - 6)
        table.add_column("summary", key="summary", width=room)
        for run in runs:
            outcome = "dry run" if run.dry_run and run.outcome == "ok" else run.outcome
            table.add_row(
                self._local(run.started_at),
                PHASE_LABELS.get(run.phase, run.phase),
                outcome,
                # Whole counts only: "ranked 8 · pending 8 …", never "d…".
                Text(clip_parts(run_summary(run), room), no_wrap=True),
                key=str(run.id),
            )
        if runs:
            table.move_cursor(row=min(keep, len(runs) - 1), animate=False)
        if not self.running and self.last_report is None:
            last = runs[0] if runs else None
            self._status(
                f"Idle. Last run: {PHASE_LABELS.get(last.phase, last.phase)} at "
                f"{self._local(last.started_at)} ({last.outcome})."
                if last
                else "Idle. No dream has run in this workspace yet: press c for a whole cycle."
            )

    def _local(self, when: datetime | None) -> str:
        return self.ctx.ws.local(when).strftime("%m-%d %H:%M") if when else "—"

    @on(DataTable.RowSelected, "#dream-runs")
    def _run_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        run = next((r for r in self.runs if str(r.id) == event.row_key.value), None)
        if run is not None:
            title = (
                f"{PHASE_LABELS.get(run.phase, run.phase)} run #{run.id} · "
                f"{self._local(run.started_at)} → {self._local(run.ended_at)} · {run.outcome}"
                + (" · dry run" if run.dry_run else "")
            )
            self.app.push_screen(RunDetailScreen(title, run))

    def _end_run(self) -> None:
        self.running = False
        self._set_buttons_disabled(False)

    def _refused(self, message: str, holder: str | None) -> None:
        self._end_run()
        who = holder or "another process"
        self._status(
            f"Refused: a dream run is already in progress ({who}). Nothing was run.", "-error"
        )
        for phase in PHASES:
            self.query_one(f"#row-{phase}", PhaseProgressRow).set_state(0, 1, "refused")
        self.notify(message, title="Run in progress", severity="error", timeout=8)

    def _failed(self, message: str) -> None:
        self._end_run()
        self._status(f"The run failed: {message}", "-error")
        self.notify(message, title="Dream run failed", severity="error", timeout=10)

    async def on_cycle_done(self, message: CycleDone) -> None:
        message.stop()
        report = message.report
        self._end_run()
        self.last_report = report
        for outcome in report.phases:
            self.query_one(f"#row-{outcome.phase}", PhaseProgressRow).set_state(1, 1, "done")
        names = " → ".join(PHASE_LABELS[p.phase] for p in report.phases)
        when = self.ctx.now().strftime("%Y-%m-%d %H:%M")
        if report.dry_run:
            self._status(f"Dry run of {names} finished at {when}; nothing was written.")
        else:
            self._status(f"{names} finished at {when}.")
        await self._render_summary(report)
        self.app.post_message(DreamFinished(report))
        if not report.dry_run:
            for changed in (
                FragmentsChanged("dream"),
                PromotionsChanged(),
                DiaryChanged(),
                MemoryChanged(),
            ):
                self.app.post_message(changed)
        self.notify(
            f"{'Dry run' if report.dry_run else 'Dream run'} finished: {names}.", title="Dream"
        )
        self.refresh_data()

    async def _render_summary(self, report: CycleReport) -> None:
        summary = self.query_one("#dream-summary", VerticalScroll)
        summary.display = True
        await summary.remove_children()
        widgets: list[Widget] = []
        for outcome in report.phases:
            widgets.extend(self._phase_widgets(outcome))
        widgets.append(self._diary_widget(report))
        await summary.mount_all(widgets)

    def _phase_widgets(self, outcome: PhaseOutcome) -> list[Widget]:
        accent = self.app.theme_variables.get("accent")
        report = outcome.report
        if isinstance(report, LightReport):
            table = self._table("light-staged", ("confidence", "recalls", "evidence", "text"))
            for entry in report.staged:
                table.add_row(
                    f"{entry.confidence:.2f}",
                    str(entry.recall_count),
                    entry.evidence,
                    clip_text(entry.text),
                )
            return [Label(f"Light — {report.summary()}", classes="section-title"), table]
        if isinstance(report, RemReport):
            themes = self._table("rem-themes", ("theme", "count", "strength"))
            add_theme_rows(themes, report.themes, report.forming, 24, 12, accent)
            truths = self._table("rem-truths", ("confidence", "recall days", "text"))
            for truth in report.truths:
                truths.add_row(
                    f"{truth.confidence:.2f}",
                    str(len(truth.entry.recall_days)),
                    clip_text(truth.entry.text),
                )
            return [Label(f"REM — {report.summary()}", classes="section-title"), themes, truths]
        assert isinstance(report, DeepReport)
        winners = self._table("deep-winners", ("score", "recalls", "outcome", "text"))
        # Placed winners, then the dropped ones: the outcome column says why.
        for ranked in [*report.winners, *report.dropped]:
            winners.add_row(
                f"{ranked.scored.score:.3f}",
                str(ranked.recall_count),
                ranked.outcome_label or "—",
                clip_text(ranked.text),
            )
        return [
            Label(f"Deep — {report.summary()}", classes="section-title"),
            winners,
            Static("\n".join(report.details()), classes="deep-facts", markup=False),
        ]

    def _diary_widget(self, report: CycleReport) -> Static:
        settings = DiarySettings.from_config(self.ctx.ws.config.diary)
        if report.dry_run:
            text = "Diary: not written on a dry run."
        elif not settings.enabled:
            # Said once for the run, not once per phase.
            text = settings.disabled_reason()
        else:
            parts = []
            for outcome in report.phases:
                diary = outcome.diary
                detail = f" ({diary.reason})" if diary.reason and diary.status != "written" else ""
                flagged = f" [{diary.flagged}]" if diary.flagged else ""
                parts.append(f"{PHASE_LABELS[outcome.phase]} {diary.status}{detail}{flagged}")
            text = "Diary: " + "; ".join(parts)
        return Static(text, id="dream-diary-status", classes="section-title", markup=False)

    @staticmethod
    def _table(table_id: str, columns: tuple[str, ...]) -> DataTable[Any]:
        # Read-only summaries: no cursor row to mistake for a selection.
        table: DataTable[Any] = KeyTable(id=table_id, cursor_type="none", zebra_stripes=True)
        table.add_columns(*columns)
        return table
