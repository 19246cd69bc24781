"""The benchmark's judgements: MEMORY.md entries against the labels, leaks, top-3 search hits.

Rules (pinned by tests/test_quality_scorer.py):
- An *entry* is one promotion bullet of MEMORY.md: a `- ` line inside a section whose heading
  starts `## Promoted From Short-Term Memory`; its trailing `[score=… source=path:s-e]`
  metadata is cut off the text and the source kept as its citation.
- What an entry is about (`about_entry`): the items its text states (`matcher.states`), plus
  the items written within its source's lines whose text it carries (≥ 80 % of their tokens:
  a chunk promoted verbatim carries its unanchored lunch line too); when that finds nothing, the
  items whose written lines its source overlaps. A rewritten entry is judged by what it says,
  not by what else sat next to its source.
- An entry about a durable fact is a *fact entry*; about a to-do never resolved, an *open*
  entry; about a to-do resolved later, a *resolved* entry; about noise, a hunch, a question, a
  replaced decision or a secret, a *false* entry. One entry can be several of these (a chunk
  holding a rule and a lunch line promotes both); about nothing labelled, *unlabelled*.
- durable recall = facts with ≥ 1 fact entry ÷ facts; distinct facts ÷ entries = facts stated by
  some entry ÷ all entries; duplicates = Σ over facts of (entries about it − 1); the longest
  entry in characters, without its metadata (an entry is a statement and its reason: ≤ 280).
- A search hit is about an expected item when its text states it or its citation overlaps one
  of the item's places; a query passes when one of the first three hits is.
- A night *has a theme* when REM reported one a reader recognises (`recognised_themes`): its
  name is a whole word the story wrote (not a stem such as "swimm", a file-name fragment such
  as "jsonl" or a hash) and not a generic word (a pronoun, a weekday, "set", 别的); at least two
  memories carry it; and its evidence cites places written on at least two different days.
- A secret leaks when a needle of it (the value, and each run of ≥ 8 letters/digits inside it,
  case-insensitive) occurs in the bytes of any file under the workspace except the story's own
  input files.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bench.quality.matcher import Loc, Normalized, normalize, states, tokens
from bench.quality.model import FALSE_CATEGORIES, Item

PROMOTION_HEADING = "## Promoted From Short-Term Memory"
_META_RE = re.compile(r"\s*\[(?:score|confidence)=[^\]]*\]\s*$")
_SOURCE_RE = re.compile(r"source=(\S+?):(\d+)-(\d+)")
_RUN_RE = re.compile(r"[A-Za-z0-9]{8,}")
# Share of a block's tokens an entry must hold to count as carrying that block verbatim.
CONTAINED = 0.8


@dataclass
class Labels:
    """The story's items, where each was written, and which to-dos were resolved."""

    items: dict[str, Item]
    places: dict[str, list[Loc]] = field(default_factory=dict)
    resolved: set[str] = field(default_factory=set)
    # (item id, place, text) of every block and message, for the containment rule
    written: list[tuple[str, Loc, str]] = field(default_factory=list)

    def category(self, item_id: str) -> str:
        cat = self.items[item_id].category
        if cat == "unfinished" and item_id in self.resolved:
            return "resolved-unfinished"
        return cat

    def facts(self) -> list[str]:
        """The durable facts the story (or the part of it replayed) wrote somewhere."""
        return [
            i for i, item in self.items.items() if item.category == "durable" and self.places.get(i)
        ]

    def about_text(self, text: str) -> set[str]:
        norm = Normalized(text)
        return {i for i, item in self.items.items() if states(item.anchors, norm)}

    def contained_at(self, where: Loc | None, text: str) -> set[str]:
        """Items written at lines `where` overlaps whose text `text` holds (≥ CONTAINED of
        the block's tokens): the unanchored lines of a chunk promoted verbatim."""
        if where is None:
            return set()
        have = set(tokens(text))
        found = set()
        for item_id, loc, written in self.written:
            need = set(tokens(written))
            if need and loc.overlaps(where) and len(need & have) >= CONTAINED * len(need):
                found.add(item_id)
        return found

    def about_place(self, where: Loc | None) -> set[str]:
        if where is None:
            return set()
        return {i for i, locs in self.places.items() if any(where.overlaps(loc) for loc in locs)}


@dataclass(frozen=True)
class Entry:
    text: str
    source: Loc | None
    line: int


def memory_entries(doc: str) -> list[Entry]:
    """The promotion bullets of a MEMORY.md (module docstring)."""
    entries: list[Entry] = []
    inside = False
    for number, line in enumerate(doc.splitlines(), start=1):
        if line.startswith("## "):
            inside = line.startswith(PROMOTION_HEADING)
            continue
        if line.startswith("# "):
            inside = False
            continue
        if not inside or not line.startswith("- "):
            continue
        body = line[2:]
        source = None
        meta = _META_RE.search(body)
        if meta:
            found = _SOURCE_RE.search(meta.group(0))
            if found:
                source = Loc(found.group(1), int(found.group(2)), int(found.group(3)))
            body = body[: meta.start()]
        entries.append(Entry(body.strip(), source, number))
    return entries


@dataclass
class EntryVerdict:
    entry: Entry
    about: set[str]
    kinds: tuple[str, ...]  # of fact, open, resolved, false; () when about nothing labelled

    @property
    def label(self) -> str:
        return "+".join(self.kinds) or "unlabelled"


def about_entry(labels: Labels, entry: Entry) -> set[str]:
    """Items an entry is about (module docstring): stated or carried verbatim, else by source."""
    found = labels.about_text(entry.text) | labels.contained_at(entry.source, entry.text)
    return found or labels.about_place(entry.source)


def judge_entry(labels: Labels, entry: Entry) -> EntryVerdict:
    """What an entry promotes. One entry can be a fact entry and a false or open one at once
    (a chunk holding a rule and a lunch line promotes both)."""
    about = about_entry(labels, entry)
    cats = {labels.category(i) for i in about}
    kinds = [
        kind
        for kind, hit in (
            ("fact", "durable" in cats),
            ("open", "unfinished" in cats),
            ("resolved", "resolved-unfinished" in cats),
            ("false", bool(cats & FALSE_CATEGORIES)),
        )
        if hit
    ]
    return EntryVerdict(entry, about, tuple(kinds))


@dataclass
class MemoryScore:
    facts: int
    entries: int
    recalled: list[str]
    duplicates: int
    open_promoted: int
    resolved_promoted: int
    false_promoted: int
    unlabelled: int
    verdicts: list[EntryVerdict]

    @property
    def durable_recall(self) -> float:
        return len(self.recalled) / self.facts if self.facts else 0.0

    @property
    def distinct_ratio(self) -> float | None:
        return len(self.recalled) / self.entries if self.entries else None

    @property
    def longest_entry(self) -> int:
        """Characters of the longest entry's text (its metadata comment left out)."""
        return max((len(v.entry.text) for v in self.verdicts), default=0)

    def false_by_category(self, labels: Labels) -> dict[str, int]:
        """False entries by the category of the item that makes them false (superseded, noise,
        tentative, question, secret; an entry carrying two counts in both): where a story
        loses precision, told without reading a line of it."""
        counts: dict[str, int] = {}
        for v in self.verdicts:
            for cat in sorted({labels.category(i) for i in v.about} & FALSE_CATEGORIES):
                counts[cat] = counts.get(cat, 0) + 1
        return counts


def score_memory(labels: Labels, doc: str) -> MemoryScore:
    """Judge every entry of a MEMORY.md against the labels (module docstring)."""
    verdicts = [judge_entry(labels, e) for e in memory_entries(doc)]
    per_fact = {f: 0 for f in labels.facts()}
    for v in verdicts:
        for f in v.about:
            if f in per_fact:
                per_fact[f] += 1

    def count(kind: str) -> int:
        return sum(1 for v in verdicts if kind in v.kinds)

    return MemoryScore(
        facts=len(per_fact),
        entries=len(verdicts),
        recalled=sorted(f for f, n in per_fact.items() if n),
        duplicates=sum(max(0, n - 1) for n in per_fact.values()),
        open_promoted=count("open"),
        resolved_promoted=count("resolved"),
        false_promoted=count("false"),
        unlabelled=sum(1 for v in verdicts if not v.kinds),
        verdicts=verdicts,
    )


# ------------------------------------------------------------------ search


@dataclass(frozen=True)
class GroupingScore:
    """How memtui grouped the restatements of each durable fact into claims (algorithm.md
    §6.5), from its durable fragments' places: a fact whose restatements fall into several
    claims splits its votes (each claim may miss the gates, or two may reach MEMORY.md); a claim
    holding two facts (or a fact and the decision it replaced) promotes one of them."""

    facts: int  # durable facts with a durable fragment
    claims: int  # the claims those fragments are in, counted per fact
    mixing: int  # claims whose durable fragments state two different facts

    @property
    def claims_per_fact(self) -> float | None:
        return self.claims / self.facts if self.facts else None


def score_grouping(
    labels: Labels, fragments: Sequence[tuple[int, bool, list[Loc]]]
) -> GroupingScore:
    """`fragments`: (claim id, durable, places) of every fragment memtui holds."""
    by_fact: dict[str, set[int]] = {}
    by_claim: dict[int, set[str]] = {}
    for claim, durable, places in fragments:
        if not durable:
            continue
        stated = {
            i
            for where in places
            for i in labels.about_place(where)
            if labels.category(i) in ("durable", "superseded")
        }
        for item in stated:
            if labels.category(item) == "durable":
                by_fact.setdefault(item, set()).add(claim)
            by_claim.setdefault(claim, set()).add(item)
    return GroupingScore(
        len(by_fact),
        sum(len(c) for c in by_fact.values()),
        sum(1 for items in by_claim.values() if len(items) > 1),
    )


@dataclass(frozen=True)
class Hit:
    """A search result as the benchmark sees it (memtui's or the baseline's)."""

    path: str
    start: int
    end: int
    text: str
    source: str = "fragment"

    @property
    def loc(self) -> Loc:
        return Loc(self.path, self.start, self.end)


def hit_is_about(labels: Labels, hit: Hit, item_id: str) -> bool:
    item = labels.items[item_id]
    if states(item.anchors, hit.text):
        return True
    return any(hit.loc.overlaps(loc) for loc in labels.places.get(item_id, ()))


def passes_top3(labels: Labels, hits: Sequence[Hit], expect: Iterable[str]) -> bool:
    """True when one of the first three hits is about one of the expected items."""
    wanted = list(expect)
    return any(hit_is_about(labels, h, i) for h in hits[:3] for i in wanted)


# ------------------------------------------------------------------ REM themes

# Words no reader takes for a theme: function words and pronouns, the calendar and the clock,
# counts, and the verbs and adjectives any note uses (English and Chinese).
GENERIC_WORDS = frozenset(
    """a an the and or but if of to in on at by for with from as is are was were be been it its
    i me my we us our you your he him his she her they them their this that these those there
    here what which who whom whose when where why how not no yes all any some each every other
    can could will would should may might must do does did done have has had get got go went
    come came put take took keep kept stay live set ask asked say said tell told call called
    turn make made let see look show give want try start change new old good bad big small
    monday tuesday wednesday thursday friday saturday sunday weekday weekend weekly daily
    morning afternoon evening night noon day days week weeks month year hour hours minute
    today tonight yesterday tomorrow time date now later soon early late
    one two three four five six seven eight nine ten first second third last next half
    thing things something everything nothing people way user assistant system
    的 了 吗 呢 吧 和 与 或 在 是 有 没有 不 也 就 都 还 这 那 这个 那个 我 你 他 她 我们 你们 他们
    一个 一些 一下 什么 怎么 今天 明天 昨天 上午 下午 晚上 早上 每天 每周 周一 周二 周三 周四 周五
    周六 周日 时候 时间 事情 东西 问题 别的 安排""".split()
)
MIN_THEME_CLAIMS = 2
MIN_THEME_DAYS = 2


@dataclass(frozen=True)
class ThemeSeen:
    """A theme as a night's REM reported it: its name, how many memories carry it (claims:
    restatements count once) and the citations (`path:start-end`) it gives as evidence."""

    name: str
    count: int
    evidence: tuple[str, ...] = ()


def _cited_path(ref: str) -> str:
    return ref.rsplit(":", 1)[0]


def recognised_themes(
    themes: Iterable[ThemeSeen], corpus: Normalized, day_of: Mapping[str, str]
) -> list[str]:
    """The themes a reader recognises (module docstring): named by a word the story wrote (a
    whole word, so no stem, file-name fragment or hash) that is not a generic word, carried by
    at least `MIN_THEME_CLAIMS` memories, with evidence written on `MIN_THEME_DAYS` days."""
    out = []
    for theme in themes:
        name = normalize(theme.name)
        if not name or name in GENERIC_WORDS or not corpus.has(name):
            continue
        days = {day_of[p] for p in map(_cited_path, theme.evidence) if p in day_of}
        if theme.count >= MIN_THEME_CLAIMS and len(days) >= MIN_THEME_DAYS:
            out.append(theme.name)
    return out


# ------------------------------------------------------------------ secrets


def secret_needles(value: str) -> list[str]:
    """What a leak of `value` looks like on disk: the value and its ≥ 8-character alnum runs."""
    needles = dict.fromkeys([value.lower(), *(r.lower() for r in _RUN_RE.findall(value))])
    return [n for n in needles if n]


@dataclass(frozen=True)
class Leak:
    item: str
    path: str
    needle: str


def _needle_found(needle: bytes, data: bytes) -> bool:
    """Is `needle` in `data`? A needle of digits only (a PIN, a door code) must stand apart from
    other digits: `3906` inside a file's modification time `…0263906462` is no leak, and a code
    written out is always bounded by something that is not a digit."""
    if not needle.isdigit():
        return needle in data
    return re.search(rb"(?<![0-9])" + re.escape(needle) + rb"(?![0-9])", data) is not None


def find_secrets_in_text(labels: Labels, text: str) -> list[tuple[str, str]]:
    """(item id, needle) for every labelled secret found in a text (case-insensitive)."""
    low = text.lower().encode("utf-8")
    return [
        (item.id, needle)
        for item in labels.items.values()
        for value in item.secrets
        for needle in secret_needles(value)
        if _needle_found(needle.encode("utf-8"), low)
    ]


def scan_secrets(labels: Labels, root: Path, exclude: Iterable[str] = ()) -> list[Leak]:
    """Every labelled secret found in any file under `root` but the excluded (relative) paths.

    Files are read as bytes (SQLite databases and their WAL included) and compared ASCII-case-
    insensitively; one leak per secret value and file.
    """
    skip = set(exclude)
    needles = [
        (item.id, [n.encode("utf-8") for n in secret_needles(value)])
        for item in labels.items.values()
        for value in item.secrets
    ]
    leaks: list[Leak] = []
    for path in sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink()):
        rel = path.relative_to(root).as_posix()
        if rel in skip:
            continue
        data = path.read_bytes().lower()
        for item_id, forms in needles:
            found = next((n for n in forms if _needle_found(n, data)), None)
            if found is not None:
                leaks.append(Leak(item_id, rel, found.decode("utf-8")))
    return leaks


# The deep gate a fact's pooled evidence must clear (algorithm.md §6.4, min_unique_queries: the
# larger of distinct queries and recall days).
MIN_DISTINCT = 3


def searched_enough(found: Iterable[tuple[str, str]], need: int = MIN_DISTINCT) -> bool:
    """Did the timed searches find a fact often enough for deep's diversity gate, were all its
    restatements one claim? `found` holds (query, day) of every timed search with a hit about
    the fact; the gate counts the larger of distinct queries and distinct days."""
    pairs = set(found)
    return max(len({q for q, _ in pairs}), len({d for _, d in pairs})) >= need


def fact_searched(items: Iterable[str], category: Callable[[str], str]) -> str | None:
    """The durable fact a search hit found, for `searched_enough`: the hit's place must be about
    that fact alone. A weekly recap holding a fixed bug and a preference is found by "geocoder
    fixed"; that search was not after the preference, and crediting it would call a fact searched
    enough that no search asked for (the hit still counts for the engine as it does)."""
    about = set(items)
    if len(about) != 1:
        return None
    (item,) = about
    return item if category(item) == "durable" else None
