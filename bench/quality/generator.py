"""Turn a story into a replay plan: file writes, searches and nights in time order, with labels.

Deterministic: no randomness and no clock; transcript ids come from the story's names. A daily
note grows during its day (each section is appended at its time, so earlier lines keep their
numbers); a transcript is written whole when its session ends. Every block and message is
recorded with the lines it occupies, which is what the scorer's place rule compares against.
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from bench.quality.matcher import Loc, normalize
from bench.quality.model import FIXED_SUFFIX, Day, Item, Message, Story, Transcript, category_of
from bench.quality.scorer import Hit, Labels

NIGHT = time(3, 0)
EVAL_TIME = time(9, 0)
MESSAGE_GAP = timedelta(seconds=90)
_LIST_RE = re.compile(r"^\s*(?:[-*+] |\d+[.)] )")
_NAMESPACE = uuid.UUID("6f1d3c52-7a0e-4c61-9a57-3be1f0c2d8a4")
SHAPE_DIRS = {"openclaw": "openclaw", "claude": "claude-code", "plain": "plain"}


@dataclass(frozen=True)
class Event:
    """One step of the replay. kind: note | session (write `data` to `path`) | search | dream."""

    at: datetime
    kind: str
    path: str = ""
    data: bytes = b""
    query: str = ""


@dataclass
class Plan:
    story: Story
    events: list[Event]
    labels: Labels
    inputs: dict[str, bytes]  # every file the story writes, as finally written
    units: list[Hit]  # the BM25 baseline's corpus
    eval_at: datetime
    days: int
    searches: int = 0
    nights: int = 0
    messages: int = 0
    blocks: int = 0
    # (item id, place, text) of every labelled block and message, in story order
    written: list[tuple[str, Loc, str]] = field(default_factory=list)

    @property
    def corpus(self) -> str:
        """Every word the story wrote (blocks, messages, headings), normalized."""
        headings = [s.heading for d in self.story.days[: self.days] for s in d.notes]
        return normalize("\n".join([*(t for _, _, t in self.written), *headings]))

    @property
    def day_of(self) -> dict[str, str]:
        """The day each note or transcript file was written (its story date)."""
        return {
            e.path: e.at.date().isoformat() for e in self.events if e.kind in ("note", "session")
        }


class _Builder:
    def __init__(self, story: Story) -> None:
        self.story = story
        self.tz = ZoneInfo(story.tz)
        self.labels = Labels(items=dict(story.items))
        self.counter = 0
        self.blocks = 0
        self.messages = 0

    def at(self, day: str, hhmm: str | time) -> datetime:
        clock = hhmm if isinstance(hhmm, time) else time.fromisoformat(hhmm)
        return datetime.combine(date.fromisoformat(day), clock, tzinfo=self.tz)

    def label(self, raw: str, where: Loc, day: str, text: str) -> None:
        """Record that item `raw` (maybe `U.x#fixed`, maybe a bare category) was written here."""
        item_id = raw
        if raw.endswith(FIXED_SUFFIX):
            item_id = raw[: -len(FIXED_SUFFIX)]
            if category_of(item_id) != "unfinished":
                raise ValueError(f"{raw}: only unfinished items (U.) can be marked fixed")
            self.labels.resolved.add(item_id)
        if "." not in item_id:
            category_of(item_id + ".")  # validates the bare prefix
            self.counter += 1
            item_id = f"{item_id}.{day}.{self.counter}"
        if item_id not in self.labels.items:
            if category_of(item_id) in ("durable", "secret"):
                raise ValueError(f"{item_id}: durable facts and secrets need a registry entry")
            self.labels.items[item_id] = Item(item_id, "")
        self.labels.places.setdefault(item_id, []).append(where)
        self.labels.written.append((item_id, where, text))

    # ---------------------------------------------------------------- notes

    def note(self, day: Day, units: list[Hit]) -> list[Event]:
        path = f"{self.story.notes_dir}/{day.date}.md"
        lines = [f"# {day.date}"]
        cuts: list[tuple[str, int]] = []
        for section in sorted(day.notes, key=lambda s: s.at):
            lines += ["", f"## {section.heading}"]
            head = len(lines)
            previous_list = False
            for n, (raw, text) in enumerate(section.blocks):
                body = text.strip("\n").split("\n")
                is_list = bool(_LIST_RE.match(body[0]))
                if n and not (is_list and previous_list):
                    lines.append("")
                start = len(lines) + 1
                lines += body
                self.label(raw, Loc(path, start, len(lines)), day.date, text)
                self.blocks += 1
                previous_list = is_list
            units.append(Hit(path, head, len(lines), "\n".join(lines[head - 1 :]), "section"))
            cuts.append((section.at, len(lines)))
        events: list[Event] = []
        for at in sorted({c[0] for c in cuts}):
            end = max(n for a, n in cuts if a <= at)
            text = "\n".join(lines[:end]) + "\n"
            events.append(Event(self.at(day.date, at), "note", path, text.encode("utf-8")))
        return events

    # ---------------------------------------------------------------- transcripts

    def transcript(self, day: Day, t: Transcript, units: list[Hit]) -> Event:
        if t.shape not in SHAPE_DIRS:
            raise ValueError(f"{t.name}: unknown transcript shape {t.shape!r}")
        sid = str(uuid.uuid5(_NAMESPACE, f"{self.story.name}/{day.date}/{t.name}"))
        name = sid if t.shape == "claude" else t.name
        path = f"{self.story.sessions_dir}/{SHAPE_DIRS[t.shape]}/{name}.jsonl"
        when = self.at(day.date, t.at)
        header = _header(t, sid, when, self.story.cwd)
        records: list[dict[str, Any]] = [header] if header else []
        parent: str | None = None
        for n, message in enumerate(t.messages):
            when += MESSAGE_GAP
            line_id = str(uuid.uuid5(_NAMESPACE, f"{sid}/{n}"))[:8]
            turn = _Turn(message, when, line_id, parent, sid, self.story.cwd)
            for record in _RECORDS[t.shape](turn):
                records.append(record)
                if message.role in ("user", "assistant") and record.get("_text"):
                    number = len(records)
                    self.label(message.item, Loc(path, number, number), day.date, message.text)
                    units.append(Hit(path, number, number, message.text, "message"))
                    self.messages += 1
                record.pop("_text", None)
            parent = line_id
        data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
        return Event(when, "session", path, data.encode("utf-8"))


def _iso_z(when: datetime) -> str:
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def _header(t: Transcript, sid: str, when: datetime, cwd: str) -> dict[str, Any]:
    if t.shape == "openclaw":
        return {"type": "session", "version": 3, "id": sid, "timestamp": _iso_z(when), "cwd": cwd}
    if t.shape == "claude":
        return {"type": "summary", "summary": t.name.replace("-", " "), "leafUuid": sid}
    return {}


@dataclass(frozen=True)
class _Turn:
    """One message being rendered, with the ids and time its records carry."""

    m: Message
    when: datetime
    line_id: str
    parent: str | None
    sid: str
    cwd: str

    @property
    def stamp(self) -> str:
        return _iso_z(self.when)


def _openclaw_records(t: _Turn) -> list[dict[str, Any]]:
    if t.m.role == "meta":
        return [{"type": "custom", "customType": "bootstrap", "data": {"note": t.m.text}}]
    message = {
        "role": "toolResult" if t.m.role == "tool" else t.m.role,
        "content": [{"type": "text", "text": t.m.text}],
        "timestamp": int(t.when.timestamp() * 1000),
    }
    record = {"type": "message", "id": t.line_id, "parentId": t.parent, "timestamp": t.stamp}
    return [{**record, "message": message, "_text": t.m.role != "tool"}]


def _claude_records(t: _Turn) -> list[dict[str, Any]]:
    base = {
        "parentUuid": t.parent,
        "isSidechain": False,
        "userType": "external",
        "cwd": t.cwd,
        "sessionId": t.sid,
        "version": "1.0.98",
        "uuid": t.line_id,
        "timestamp": t.stamp,
    }
    if t.m.role == "tool":
        # A Bash call and its result: neither carries text memtui reads.
        call = f"toolu_{t.line_id}"
        use = {
            "type": "tool_use",
            "id": call,
            "name": "Bash",
            "input": {"command": t.m.text.split("\n")[0]},
        }
        result = {"type": "tool_result", "tool_use_id": call, "content": t.m.text}
        return [
            {**base, "type": "assistant", "message": {"role": "assistant", "content": [use]}},
            {
                **base,
                "uuid": t.line_id + "r",
                "type": "user",
                "message": {"role": "user", "content": [result]},
            },
        ]
    if t.m.role == "meta":
        return [
            {
                **base,
                "type": "user",
                "isMeta": True,
                "message": {"role": "user", "content": t.m.text},
            }
        ]
    content: Any = t.m.text if t.m.role == "user" else [{"type": "text", "text": t.m.text}]
    return [
        {**base, "type": t.m.role, "message": {"role": t.m.role, "content": content}, "_text": True}
    ]


def _plain_records(t: _Turn) -> list[dict[str, Any]]:
    role = {"tool": "tool", "meta": "system"}.get(t.m.role, t.m.role)
    return [
        {
            "role": role,
            "content": t.m.text,
            "timestamp": t.stamp,
            "_text": role in ("user", "assistant"),
        }
    ]


# The JSONL record(s) of one message in each shape; `_text` marks the one memtui reads.
_RECORDS = {"openclaw": _openclaw_records, "claude": _claude_records, "plain": _plain_records}


def plan_story(story: Story, *, days: int | None = None) -> Plan:
    """The replay of `story` (its first `days` days when given), events in time order."""
    chosen = story.days[:days] if days else story.days
    b = _Builder(story)
    events: list[Event] = []
    units: list[Hit] = []
    searches = 0
    for day in chosen:
        if day.notes:
            events += b.note(day, units)
        for t in day.transcripts:
            events.append(b.transcript(day, t, units))
        for hhmm, query in day.searches:
            events.append(Event(b.at(day.date, hhmm), "search", query=query))
            searches += 1
    first = date.fromisoformat(chosen[0].date)
    last = date.fromisoformat(chosen[-1].date)
    nights = [first + timedelta(days=n) for n in range(1, (last - first).days + 2)]
    events += [Event(b.at(d.isoformat(), NIGHT), "dream") for d in nights]
    order = {"note": 0, "session": 1, "search": 2, "dream": 3}
    events.sort(key=lambda e: (e.at, order[e.kind]))
    inputs: dict[str, bytes] = {}
    for e in events:
        if e.kind in ("note", "session"):
            inputs[e.path] = e.data
    eval_at = b.at(nights[-1].isoformat(), EVAL_TIME)
    return Plan(
        story=story,
        events=events,
        labels=b.labels,
        inputs=inputs,
        units=units,
        eval_at=eval_at,
        days=len(chosen),
        searches=searches,
        nights=len(nights),
        messages=b.messages,
        blocks=b.blocks,
        written=b.labels.written,
    )
