"""The demo workspace (issue 5 item 10): six weeks of a team's notes, replayed through the engine.

`build_demo` writes daily notes and session transcripts day by day, records the searches an
agent would have made, and runs the nightly cycle at 03:00 with a fixed clock, so the app opens
on a workspace with history: staged candidates, REM themes, pending and promoted memories, and
a Dream Diary. Every choice comes from one `random.Random(DEMO_SEED)`, and the default clock is
fixed, so two builds are identical. The texts live in `memtui.demo.text`.

A demo folder is marked by `.memtui/demo.json`; building again resets it to the same state. A
non-empty folder without that mark is refused, so the demo never overwrites someone's files.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import delete
from sqlmodel import SQLModel

from memtui.demo.text import (
    APPROVALS,
    FACTS,
    GETS,
    NOISE,
    ONE_OFF_QUERIES,
    PROGRESS,
    PROGRESS_START,
    QUERIES,
    REJECT_PREFIXES,
    REPEATS,
    REVIEW_DAYS,
    SAMPLE_DIARY,
    SAMPLE_LABEL,
    SCHEDULE,
    STORY,
    TODO_HEADING,
    TODOS,
    TRANSCRIPTS,
    WEEKEND,
    Block,
    Transcript,
)
from memtui.engine.documents.chunking import chunk_daily_note
from memtui.engine.documents.dreams_file import append_diary_entry, update_dreams_file
from memtui.engine.dream.cycle import CycleReport, run_cycle
from memtui.engine.dream.narrative import DiarySettings
from memtui.engine.dream.review import PromotionView, approve, list_promotions, reject
from memtui.engine.errors import WorkspaceError
from memtui.engine.recall import memory_get, memory_search
from memtui.engine.store import DEFAULT_DB_RELPATH, DiaryEntryRow, Store, to_db_time
from memtui.engine.store.fragments import fragment_page
from memtui.engine.store.history import diary_entries
from memtui.engine.text import claim_key
from memtui.engine.vocabulary import PromotionStatus
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

__all__ = [
    "DEFAULT_NOW",
    "DEMO_MARKER",
    "DEMO_SEED",
    "DemoSummary",
    "build_demo",
    "default_demo_dir",
    "demo_clock",
    "is_demo_workspace",
]

DEMO_TZ = "Asia/Shanghai"
DEFAULT_NOW = datetime(2026, 6, 30, 8, 0, tzinfo=ZoneInfo(DEMO_TZ))
DEMO_SEED = 20260630
DEMO_DAYS = 42
DEMO_MARKER = Path(".memtui") / "demo.json"
MARKER_KIND = "memtui-demo"
MARKER_VERSION = 1
NIGHT = time(3, 0)
# Facts that also get unscheduled searches (by seed), from two workdays after they are written.
BACKGROUND_FACTS = ("utc", "pnpm", "standup", "cutover_steps", "tanstack", "lag_alert")
WEEKEND_NOTE_CHANCE = 0.35

Progress = Callable[[int, int, str], None]

CONFIG_TEXT = """\
# memtui demo workspace, built by `memtui demo`. Building the demo again resets this folder.
[dreaming]
timezone = "Asia/Shanghai"

[dreaming.deep]
# Deep sleep proposes promotions; you approve them in the Review screen.
apply = "review"
"""


@dataclass(frozen=True)
class DemoSummary:
    """What a build produced, as the engine sees it afterwards."""

    root: Path
    now: datetime
    days: int
    notes: int
    sessions: int
    searches: int
    fragments: int
    pending: int
    promoted: int
    diary_entries: int


def default_demo_dir() -> Path:
    """Where `memtui demo` builds when no folder is given: the user data dir's `demo`."""
    from platformdirs import user_data_path

    return user_data_path("memtui", appauthor=False) / "demo"


def _read_marker(root: Path) -> dict[str, Any] | None:
    path = root / DEMO_MARKER
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("kind") == MARKER_KIND else None


def is_demo_workspace(root: Path) -> bool:
    """True when `root` carries the demo mark `.memtui/demo.json`."""
    return _read_marker(Path(root).expanduser()) is not None


def demo_clock(root: Path) -> datetime | None:
    """The fixed 'now' a demo workspace was built for (open the app at it), else None.

    The demo's scores decay with time like any workspace's; opening it at its build clock shows
    it as it was meant to be seen, whatever today's date is.
    """
    marker = _read_marker(Path(root).expanduser())
    if not marker or not isinstance(marker.get("now"), str):
        return None
    try:
        return datetime.fromisoformat(marker["now"])
    except ValueError:
        return None


# ------------------------------------------------------------------ the plan (pure)


@dataclass
class Note:
    """A rendered daily note."""

    text: str
    # heading → (first, last) body line of its first section, for memory_get reads.
    sections: dict[str, tuple[int, int]]


@dataclass
class DayPlan:
    """One calendar day of the replay: what is written, read and searched."""

    day: date
    workday: int | None  # None on weekends
    note: Note | None = None
    transcripts: list[tuple[str, bytes, datetime]] = field(default_factory=list)
    searches: list[tuple[datetime, str]] = field(default_factory=list)
    gets: list[tuple[datetime, str, int, int]] = field(default_factory=list)


def _at(day: date, hhmm: str | time, tz: ZoneInfo) -> datetime:
    clock = hhmm if isinstance(hhmm, time) else time.fromisoformat(hhmm)
    return datetime.combine(day, clock, tzinfo=tz)


def render_note(day: date, blocks: list[Block]) -> Note:
    """`# day` and one `##` section per heading (first-appearance order), blocks apart.

    Blocks are separated by blank lines so each stays its own chunk: the same text written on
    two days is the same fragment.
    """
    by_heading: dict[str, list[str]] = {}
    for heading, body in blocks:
        by_heading.setdefault(heading, []).append(body.replace("{date}", day.isoformat()))
    lines = [f"# {day.isoformat()}"]
    sections: dict[str, tuple[int, int]] = {}
    for heading, bodies in by_heading.items():
        lines += ["", f"## {heading}"]
        first = len(lines) + 1
        for n, body in enumerate(bodies):
            if n:
                lines.append("")
            lines += body.split("\n")
        sections[heading] = (first, len(lines))
    return Note("\n".join(lines) + "\n", sections)


def _todo_block(workday: int) -> Block | None:
    open_items = [
        text
        for text, opened, closed in TODOS
        if opened <= workday and (closed is None or closed > workday)
    ]
    if not open_items:
        return None
    return TODO_HEADING, "\n".join(f"- {item}" for item in open_items)


def _json_line(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def _iso_z(when: datetime) -> str:
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def render_transcript(
    t: Transcript, day: date, tz: ZoneInfo, rng: random.Random
) -> tuple[str, bytes, datetime]:
    """One session file in its shape (openclaw, Claude Code or plain JSONL): path, bytes, end.

    Long on purpose: the three shapes share one walk through the messages and one sequence of
    random draws (ids, pauses), which must stay in order for the demo to be reproducible.
    """
    start = _at(day, t.start, tz)
    session_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    name = t.name.replace("{uuid}", session_id)
    lines: list[str] = []
    when = start
    parent: str | None = None
    if t.shape == "openclaw":
        lines.append(
            _json_line(
                {
                    "type": "session",
                    "version": 3,
                    "id": session_id,
                    "timestamp": _iso_z(start),
                    "cwd": "/home/wei/src/ledger",
                }
            )
        )
    elif t.shape == "claude":
        lines.append(
            _json_line(
                {"type": "summary", "summary": "payments work session", "leafUuid": session_id}
            )
        )
    for role, text in t.turns:
        record: dict[str, Any]
        when += timedelta(minutes=2)
        line_id = f"{rng.getrandbits(32):08x}"
        if role == "broken":
            # A line cut off mid-write (the process died): not valid JSON.
            record = {
                "type": "message",
                "id": line_id,
                "timestamp": _iso_z(when),
                "message": {"role": "user", "content": [{"type": "text", "text": text}]},
            }
            whole = _json_line(record)
            lines.append(whole[: whole.index(text) + len(text) // 2])
            continue
        if t.shape == "openclaw":
            record = {
                "type": "message",
                "id": line_id,
                "parentId": parent,
                "timestamp": _iso_z(when),
                "message": {
                    "role": role,
                    "content": [{"type": "text", "text": text}],
                    "timestamp": int(when.timestamp() * 1000),
                },
            }
        elif t.shape == "claude":
            meta = role == "meta"
            speaker = "user" if meta else role
            content: Any = text if speaker == "user" else [{"type": "text", "text": text}]
            record = {
                "parentUuid": parent,
                "isSidechain": False,
                "userType": "external",
                "cwd": "/home/wei/src/payments-gateway",
                "sessionId": session_id,
                "version": "1.0.51",
                "type": speaker,
                "message": {"role": speaker, "content": content},
                "uuid": line_id,
                "timestamp": _iso_z(when),
            }
            if meta:
                record["isMeta"] = True
        else:
            record = {"role": role, "content": text, "timestamp": _iso_z(when)}
        parent = line_id
        lines.append(_json_line(record))
    return f"sessions/{name}", ("\n".join(lines) + "\n").encode("utf-8"), when


def _search_times(day: date, n: int, tz: ZoneInfo, rng: random.Random) -> list[datetime]:
    """`n` distinct times between 10:00 and 19:00, in order."""
    minutes = sorted(rng.sample(range(0, 9 * 60), n))
    return [_at(day, "10:00", tz) + timedelta(minutes=m) for m in minutes]


def plan_demo(now: datetime, seed: int = DEMO_SEED) -> list[DayPlan]:
    """The six weeks before `now`'s day, planned day by day (no I/O, deterministic).

    Long on purpose: the random draws happen in one fixed order, and splitting them across
    helpers invites reordering them, which would change every demo workspace and its snapshots.
    """
    rng = random.Random(seed)
    tz = ZoneInfo(DEMO_TZ)
    last = now.astimezone(tz).date() - timedelta(days=1)
    days = [last - timedelta(days=DEMO_DAYS - 1 - n) for n in range(DEMO_DAYS)]
    plans: list[DayPlan] = []
    workday = 0
    for day in days:
        if day.weekday() < 5:
            plans.append(DayPlan(day, workday))
            workday += 1
        else:
            plans.append(DayPlan(day, None))
    workdays = [p for p in plans if p.workday is not None]

    # Noise and one-off questions land on distinct workdays before the last one.
    noise_days = dict(
        zip(sorted(rng.sample(range(len(workdays) - 1), len(NOISE))), NOISE, strict=True)
    )
    weekend_pool = list(WEEKEND)
    rng.shuffle(weekend_pool)
    one_off_days = dict(
        zip(
            rng.sample(range(len(workdays) - 1), len(ONE_OFF_QUERIES)), ONE_OFF_QUERIES, strict=True
        )
    )
    progress = {area: list(items) for area, items in PROGRESS.items()}
    written: dict[str, int] = {}  # fact → workday it was first written
    previous_todo: Block | None = None

    for plan in plans:
        wd = plan.workday
        if wd is None:
            if weekend_pool and rng.random() < WEEKEND_NOTE_CHANCE:
                plan.note = render_note(plan.day, [weekend_pool.pop()])
            continue
        blocks: list[Block] = []
        for item in STORY.get(wd, []):
            if isinstance(item, str):
                blocks.append(FACTS[item])
                written.setdefault(item, wd)
            else:
                blocks.append(item)
        # The last workday is the eve of the write cutover: nothing else gets written or searched.
        eve = wd == len(workdays) - 1
        areas = [a for a, items in progress.items() if items and PROGRESS_START[a] <= wd]
        for area in rng.sample(areas, 0 if eve else min(len(areas), rng.choice((0, 1, 1, 2)))):
            blocks.append((area, progress[area].pop(0)))
        if wd in noise_days:
            blocks.append(noise_days[wd])
        todo = _todo_block(wd)
        # The agent rewrites its TODO list when it changes, and now and then anyway.
        if todo is not None and (todo != previous_todo or rng.random() < 0.3):
            blocks.append(todo)
            previous_todo = todo
        if blocks:
            plan.note = render_note(plan.day, blocks)
        for t in TRANSCRIPTS:
            if t.workday == wd:
                plan.transcripts.append(render_transcript(t, plan.day, tz, rng))

        queries: list[str] = []
        last_query: dict[str, str] = {}
        for sched_wd, fact, index in SCHEDULE:
            if sched_wd != wd:
                continue
            query = last_query[fact] if index < 0 else QUERIES[fact][index]
            last_query[fact] = query
            queries.append(query)
        queries += [q for r_wd, q in REPEATS if r_wd == wd]
        known = [f for f in BACKGROUND_FACTS if f in written and written[f] <= wd - 2]
        for fact in rng.sample(known, 0 if eve else min(len(known), rng.choice((0, 0, 1, 1, 2)))):
            queries.append(rng.choice(QUERIES[fact]))
        if wd in one_off_days:
            queries.append(one_off_days[wd])
        rng.shuffle(queries)
        plan.searches = list(
            zip(_search_times(plan.day, len(queries), tz, rng), queries, strict=True)
        )

        for get_wd, back, heading in GETS:
            if get_wd != wd or wd - back < 0:
                continue
            source = workdays[wd - back]
            if source.note is None or heading not in source.note.sections:
                continue
            first, end = source.note.sections[heading]
            plan.gets.append(
                (
                    _at(plan.day, "09:40", tz),
                    f"memory/{source.day.isoformat()}.md",
                    first,
                    end - first + 1,
                )
            )
    return plans


# ------------------------------------------------------------------ the folder


def _remove(path: Path) -> None:
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.is_dir():
        shutil.rmtree(path)


def _prepare_root(root: Path) -> Path:
    """Create the folder, or reset a previous demo; refuse anything else that is not empty."""
    root = root.expanduser()
    if root.exists() and not root.is_dir():
        raise WorkspaceError(f"{root} is a file, not a folder: choose another place for the demo")
    if root.exists() and any(root.iterdir()) and not is_demo_workspace(root):
        raise WorkspaceError(
            f"{root} is not empty and is not a memtui demo workspace (no {DEMO_MARKER.as_posix()}); "
            "choose an empty or new folder, memtui will not overwrite it"
        )
    root.mkdir(parents=True, exist_ok=True)
    root = root.resolve()
    # Everything a previous build wrote; other files a user dropped in are left alone.
    for name in ("memory", "sessions", "MEMORY.md", "DREAMS.md", "dreams.md", ".memtui.toml"):
        _remove(root / name)
    db = root / DEFAULT_DB_RELPATH
    for suffix in ("", "-wal", "-shm", "-journal"):
        _remove(db.with_name(db.name + suffix))
    return root


def _write_marker(root: Path, now: datetime, complete: bool) -> None:
    path = root / DEMO_MARKER
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {
        "kind": MARKER_KIND,
        "version": MARKER_VERSION,
        "seed": DEMO_SEED,
        "now": now.isoformat(),
        "complete": complete,
    }
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def _write_file(root: Path, relpath: str, data: bytes, when: datetime) -> None:
    path = root / relpath
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    # Files look as if written on their own day; ingestion fingerprints use size + mtime.
    stamp = when.timestamp()
    os.utime(path, (stamp, stamp))


def _purge(store: Store) -> None:
    """Drop this workspace's rows from a shared database left by an earlier build."""
    with store.session() as s:
        # Every table that hangs off the workspace, children before parents (foreign keys).
        for table in reversed(SQLModel.metadata.sorted_tables):
            if "workspace_id" in table.c:
                s.execute(delete(table).where(table.c.workspace_id == store.workspace_id))


# ------------------------------------------------------------------ the replay


def _diary_appender(when: datetime, text: str) -> Callable[[str], str]:
    return lambda doc: append_diary_entry(doc, when, text)


class _SampleDiary:
    """Sample entries for phase runs that had material, when no diary model is configured."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.last: dict[str, str] = {}

    def next_text(self, phase: str, workday: int) -> str:
        """A sample whose events already happened, never the phase's previous one twice running."""
        eligible = [text for earliest, text in SAMPLE_DIARY[phase] if earliest <= workday]
        fresh = [text for text in eligible if text != self.last.get(phase)] or eligible
        text = self.rng.choice(fresh)
        self.last[phase] = text
        return f"{SAMPLE_LABEL} {text}"

    def write(
        self, store: Store, ws: Workspace, report: CycleReport, now: datetime, workday: int
    ) -> int:
        written = 0
        local = ws.local(now)
        for outcome in report.phases:
            if outcome.diary.status != "off" or outcome.report.material.empty:
                continue
            text = self.next_text(outcome.phase, workday)
            with store.session() as s:
                s.add(
                    DiaryEntryRow(
                        workspace_id=store.workspace_id,
                        run_id=outcome.run_id,
                        phase=outcome.phase,
                        at=to_db_time(now),
                        text=text,
                        sample=True,
                    )
                )
            update_dreams_file(ws.dreams_path, _diary_appender(local, text))
            written += 1
        return written


def fact_key(fact: str) -> str:
    """The fragment key a fact's text gets once ingested (heading prefix included)."""
    heading, body = FACTS[fact]
    chunks = chunk_daily_note(render_note(date(2000, 1, 1), [(heading, body)]).text)
    return claim_key(chunks[0].text)


class _Reviewer:
    """The person at the Review screen: approves the scheduled facts, rejects some noise."""

    def __init__(self) -> None:
        self.approved: set[str] = set()
        self.keys = {fact: fact_key(fact) for _, fact in APPROVALS}

    def review(self, store: Store, ws: Workspace, now: datetime, workday: int) -> None:
        pending = list_promotions(store, PromotionStatus.PENDING)
        approve_ids: list[int] = []
        for earliest, fact in APPROVALS:
            if fact in self.approved or workday < earliest:
                continue
            match = next((p for p in pending if p.key == self.keys[fact]), None)
            if match is not None:
                approve_ids.append(match.id)
                self.approved.add(fact)
        if approve_ids:
            approve(store, ws, now, approve_ids)
        if workday in REVIEW_DAYS:
            reject_ids = [p.id for p in pending if _written(p).startswith(REJECT_PREFIXES)]
            if reject_ids:
                reject(store, now, reject_ids)


def _written(promotion: PromotionView) -> str:
    """The fragment text behind a promotion (its entry text is the statement, without the
    heading or role the reviewer judges it by)."""
    claim = promotion.claim
    found = (
        [s.text for s in claim.sources if s.span.evidence == promotion.evidence] if claim else []
    )
    return found[0] if found else promotion.text


def _demo_workspace(root: Path) -> Workspace:
    """The workspace with the settings the story needs, whatever the environment says."""
    ws = open_workspace(root)
    config = ws.config.model_copy(deep=True)
    config.dreaming.timezone = DEMO_TZ
    config.dreaming.deep.apply = "review"
    return Workspace(root=ws.root, config=config)


def build_demo(
    root: Path,
    *,
    now: datetime | None = None,
    progress: Progress | None = None,
    db: str = "",
) -> DemoSummary:
    """Create (or reset) the demo workspace at `root` and replay six weeks into it.

    `now` defaults to DEFAULT_NOW (naive values are taken as Asia/Shanghai); the notes end the day
    before. `db` is a store URL (default: SQLite inside the workspace). Raises WorkspaceError
    when `root` is a non-empty folder that is not a demo workspace.

    Long on purpose: it is the demo's script, read top to bottom — reset, then each day's notes,
    sessions, searches, night and reviews in the order a user would have lived them.
    """
    tz = ZoneInfo(DEMO_TZ)
    now = (
        DEFAULT_NOW
        if now is None
        else (now.replace(tzinfo=tz) if now.tzinfo is None else now.astimezone(tz))
    )
    plans = plan_demo(now)
    total = len(plans) + 2

    def step(done: int, label: str) -> None:
        if progress:
            progress(done, total, label)

    step(0, "preparing the folder")
    root = _prepare_root(Path(root))
    _write_marker(root, now, complete=False)
    (root / ".memtui.toml").write_text(CONFIG_TEXT, encoding="utf-8")
    ws = _demo_workspace(root)
    samples = _SampleDiary(random.Random(DEMO_SEED + 1))
    sample_diary = not DiarySettings.from_config(ws.config.diary).enabled
    first_morning = _at(plans[0].day, "00:00", tz)
    store = open_workspace_store(ws, db or None, now=first_morning)
    notes = sessions = searches = 0
    reviewer = _Reviewer()
    last_workday = 0  # the latest workday whose notes exist, for sample diary entries

    def night(day: date) -> None:
        when = _at(day, NIGHT, tz)
        report = run_cycle(store, ws, when, config=ws.config)
        if sample_diary:
            samples.write(store, ws, report, when, last_workday)

    try:
        _purge(store)
        for n, plan in enumerate(plans, start=1):
            if n > 1:
                night(plan.day)
            if plan.workday is not None:
                reviewer.review(store, ws, _at(plan.day, "09:30", tz), plan.workday)
                last_workday = plan.workday
            if plan.note is not None:
                path = f"memory/{plan.day.isoformat()}.md"
                _write_file(root, path, plan.note.text.encode("utf-8"), _at(plan.day, "18:30", tz))
                notes += 1
            for relpath, data, ended in plan.transcripts:
                _write_file(root, relpath, data, ended)
                sessions += 1
            for when, path, first, count in plan.gets:
                memory_get(store, ws, path, when, from_line=first, lines=count)
            for when, query in plan.searches:
                memory_search(store, ws, query, when)
                searches += 1
            step(n, f"replayed {plan.day.isoformat()} ({searches} searches so far)")
        if now >= _at(now.date(), NIGHT, tz):
            night(now.date())
        step(total - 1, "counting")
        page = fragment_page(store, now, ws.config.dreaming.deep.thresholds(), limit=0)
        summary = DemoSummary(
            root=root,
            now=now,
            days=len(plans),
            notes=notes,
            sessions=sessions,
            searches=searches,
            fragments=page.total,
            pending=len(list_promotions(store, PromotionStatus.PENDING)),
            promoted=len(list_promotions(store, PromotionStatus.APPLIED)),
            diary_entries=len(diary_entries(store, limit=100_000)),
        )
    finally:
        store.close()
    _write_marker(root, now, complete=True)
    step(total, "done")
    return summary
