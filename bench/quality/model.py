"""The shapes a quality story is written in: labelled items, days, notes, transcripts, queries.

A story is data. Every block of a daily note and every transcript message carries the id of the
item it states; the id's prefix is the item's category:

| prefix | category | promoting it is |
|---|---|---|
| `F.` | durable — a rule, decision or preference that should reach MEMORY.md | the goal |
| `U.` | unfinished — a to-do, a bug "not fixed yet", a plan waiting on someone | an open item promoted |
| `T.` | tentative — "maybe", "也许", "I suspect", "待确认" | a false item |
| `Q.` | question — asked, not answered | a false item |
| `X.` | superseded — a decision a later one replaced | a false item |
| `N.` | noise — lunch, weather, logs, pasted commands, timelines, status | a false item |
| `S.` | secret — text carrying a credential (values listed on the item) | a false item and a leak |

An unfinished item is *resolved* when one of its blocks has the id `U.name#fixed` (the note that
says "已修复", "fixed in #…", `[x]`). A bare `N` (or `T`, `Q`, …) is an unregistered item of that
category with an id numbered by its place in the story, so every block is labelled without a
registry line for each lunch.
"""

from __future__ import annotations

from dataclasses import dataclass, field

CATEGORIES = {
    "F": "durable",
    "U": "unfinished",
    "T": "tentative",
    "Q": "question",
    "X": "superseded",
    "N": "noise",
    "S": "secret",
}
FIXED_SUFFIX = "#fixed"
# What promoting an item of a category counts as (scorer).
FALSE_CATEGORIES = frozenset({"tentative", "question", "superseded", "noise", "secret"})


def category_of(item_id: str) -> str:
    """The category an item id names by its prefix (`F.x` → durable)."""
    prefix = item_id.split(".", 1)[0]
    if prefix not in CATEGORIES:
        raise ValueError(
            f"item id {item_id!r}: unknown prefix {prefix!r} (one of {', '.join(CATEGORIES)})"
        )
    return CATEGORIES[prefix]


@dataclass(frozen=True)
class Anchors:
    """Concept groups identifying a statement of an item (see `matcher.matches`).

    Each group lists alternative phrases for one concept, in any language; a text states the
    item when at least `need` groups have a phrase in it. `need` 0 means every group.
    """

    groups: tuple[tuple[str, ...], ...]
    need: int = 0

    @property
    def required(self) -> int:
        return len(self.groups) if self.need <= 0 else min(self.need, len(self.groups))


@dataclass(frozen=True)
class Item:
    """One labelled item: id (its prefix is the category), a one-line summary, its anchors and,
    for secrets, the credential values that must never reach memtui's own files."""

    id: str
    summary: str
    anchors: Anchors | None = None
    secrets: tuple[str, ...] = ()

    @property
    def category(self) -> str:
        return category_of(self.id)


def A(*groups: tuple[str, ...] | str, need: int = 0) -> Anchors:
    """Anchors from groups; a bare string is a group of one phrase."""
    return Anchors(tuple((g,) if isinstance(g, str) else tuple(g) for g in groups), need)


# A block of a daily note: (item id, text). The text may span lines (a list, a code fence).
Block = tuple[str, str]


@dataclass(frozen=True)
class Section:
    """A `## heading` section appended to the day's note at `at` (HH:MM, local time)."""

    at: str
    heading: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Message:
    """One transcript record. `role` is user/assistant, or `tool` (a tool call and its result,
    which carry no text memtui reads) or `meta` (an injected line marked as not the user's)."""

    role: str
    text: str
    item: str = "N"


@dataclass(frozen=True)
class Transcript:
    """A session transcript, written whole when it ends. `shape`: openclaw | claude | plain."""

    at: str
    shape: str
    name: str
    messages: tuple[Message, ...]


@dataclass(frozen=True)
class Day:
    """One calendar day: note sections, transcripts and the agent's timed `memory_search` calls
    (HH:MM, query), all in the story's time zone."""

    date: str
    notes: tuple[Section, ...] = ()
    transcripts: tuple[Transcript, ...] = ()
    searches: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Query:
    """An evaluation query: passes when a top-3 hit states one of `expect`.

    `tags`: the query's language (zh | en | mixed) plus `cross` (asked in the other language
    than the notes that answer it) and `question` (asked as a question, not keywords).
    """

    text: str
    expect: tuple[str, ...]
    tags: tuple[str, ...]


@dataclass
class Story:
    name: str
    title: str
    tz: str
    items: dict[str, Item]
    days: list[Day]
    queries: list[Query]
    smoke_days: int = 6
    smoke_queries: int = 6
    cwd: str = "/home/agent/src"
    notes_dir: str = "memory"
    sessions_dir: str = "sessions"
    meta: dict[str, str] = field(default_factory=dict)
    # Was the engine tuned on this story? A story nobody tuned on only measures; the report
    # marks every story and prints the ones not tuned on first.
    tuned_on: bool = False


def Q(text: str, expect: str, tags: str) -> Query:
    """An evaluation query: its text, the item ids it expects and its tags, space-separated."""
    return Query(text, tuple(expect.split()), tuple(tags.split()))


def sec(at: str, heading: str, *blocks: Block) -> Section:
    """A note section (short constructor for story files)."""
    return Section(at, heading, tuple(blocks))


def chat(at: str, shape: str, name: str, *messages: Message) -> Transcript:
    """A transcript (short constructor for story files)."""
    return Transcript(at, shape, name, tuple(messages))


def u(text: str, item: str = "N") -> Message:
    return Message("user", text, item)


def a(text: str, item: str = "N") -> Message:
    return Message("assistant", text, item)


def tool(text: str) -> Message:
    return Message("tool", text, "")


def meta(text: str) -> Message:
    return Message("meta", text, "")
