"""Import an openclaw workspace's dreaming state into the store (issue 3 item 8).

Reads `memory/.dreams/short-term-recall.json` and `memory/.dreams/phase-signals.json`
(reference.md §1.1–§1.2, both the A and the N shapes) and turns every usable entry into
a memtui fragment (algorithm.md §1). Nothing in the openclaw workspace is ever written.

Mapping rules and why they differ from a field-for-field copy:

* Identity is memtui's: `claim_key(text)` of the redacted, whitespace-collapsed snippet. A-shaped
  keys (`memory:<path>:<start>:<end>`) are per location, so the same rule written on three days
  arrives as three entries; they become **one** fragment whose counts and `total_score` are the
  **sum** of the entries, `max_score` the max, hashes/days/tags the union, and whose occurrences
  are the entries' locations. Phase hits of such entries are summed too, because openclaw's light
  dedupe credits only one of the look-alike entries per run.
* Merging into a fragment that is already in the store (memtui's own ingestion of the same notes,
  or an earlier import) takes the **max** of every count, score and phase hit instead of the sum,
  and the union of hashes/days: both sides mostly saw the same signals (the same notes ingested
  twice; an older snapshot of the same cumulative openclaw counters), so the sum would count them
  twice. `last_ingested_day` is set from openclaw's last write so that memtui's own ingestion
  adds no second signal on a day openclaw may already have counted.
* memtui counts only real queries and real recall days (algorithm.md §1, openclaw issue #108559).
  `userQueryHashes` (N) is preferred when present. Otherwise the hashes of openclaw's synthetic
  ingestion queries (`__dreaming_daily__:<day>`, `__dreaming_sessions__:<day>`) are removed for
  every day the entry mentions. Because each recall adds at most one hash, the result is further
  capped at `recallCount` (most recent kept); an entry never recalled brings no query hashes and
  no recall days.
* `lastRecalledAt` becomes `last_recalled_at` only when `recallCount > 0` (openclaw A stamps it
  on ingestion too). No `VoteRow`s are created: openclaw keeps query hashes and days as two
  separate sets, so the (query, day) pairs a vote row needs are unknown.
* Idempotency: the content hashes of both files are stored as `SourceFileRow`s under
  `openclaw:<path>`; importing identical content again changes nothing.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path, PurePosixPath
from typing import Any

from memtui.engine.errors import WorkspaceError
from memtui.engine.guard import unpromotable_reason
from memtui.engine.ingest.pipeline import CONTAMINATION_REASONS, search_text_for
from memtui.engine.redact import redact_secrets
from memtui.engine.store import (
    FragmentRow,
    OccurrenceRow,
    PhaseSignalRow,
    Session,
    SourceFileRow,
    Store,
    to_db_time,
)
from memtui.engine.store.sources import source_file
from memtui.engine.store.votes import MAX_QUERY_HASHES, MAX_RECALL_DAYS
from memtui.engine.text import MAX_TAGS, claim_key, collapse_ws, concept_tags, normalize_tag
from memtui.engine.text import query_hash as hash_query
from memtui.engine.workspace import Workspace

__all__ = ["PHASE_RELPATH", "RECALL_RELPATH", "ImportReport", "import_openclaw"]

RECALL_RELPATH = "memory/.dreams/short-term-recall.json"
PHASE_RELPATH = "memory/.dreams/phase-signals.json"
FINGERPRINT_PREFIX = "openclaw:"
MAX_STATE_BYTES = 64 * 1024 * 1024
# openclaw saturates phase hits here (reference.md §1.2); summing merged entries keeps the ceiling.
MAX_PHASE_HITS = 9999
SYNTHETIC_QUERY_PREFIXES = ("__dreaming_daily__:", "__dreaming_sessions__:")

# Short-term paths (reference.md §1.1, the N regexes, which are a superset of A's).
_SHORT_TERM_PATH_RE = re.compile(r"(?:^|/)memory/(?:[^/]+/)*(\d{4}-\d{2}-\d{2})(?:-[^/]+)?\.md$")
_SESSION_CORPUS_RE = re.compile(
    r"(?:^|/)memory/\.dreams/session-corpus/(\d{4}-\d{2}-\d{2})\.(?:md|txt)$"
)
_BASENAME_RE = re.compile(r"^(\d{4}-\d{2}-\d{2})(?:-[^/]+)?\.md$")
_DREAMING_DIR_RE = re.compile(r"(?:^|/)memory/dreaming/")
_SESSION_CORPUS_DIR_RE = re.compile(r"(?:^|/)memory/\.dreams/session-corpus/")
_DAY_PREFIX_RE = re.compile(r"^(\d{4}-\d{2}-\d{2})")


@dataclass
class ImportReport:
    """What an import did; `skipped` maps a reason to how many entries it dropped.

    Recall-entry reasons: `bad_entry` (not an object, no path/snippet, non-integer lines, a
    count that is not a number), `not_memory_source`, `outside_workspace`, `not_short_term`,
    `unpromotable` (empty or dream-output snippet). Phase-entry reasons: `bad_phase_entry`,
    `no_hits`, `unknown_key` (no imported recall entry has that key). File-level: `not_json`
    (phase-signals.json unreadable; openclaw treats it as empty, so the recall store still
    imports), `bad_shape` (phase-signals.json is JSON but has no `entries` object).
    """

    entries_seen: int = 0
    fragments_new: int = 0
    fragments_merged: int = 0
    occurrences_new: int = 0
    phase_signals: int = 0
    skipped: dict[str, int] = field(default_factory=dict)
    already_imported: bool = False

    def skip(self, reason: str) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + 1

    def counts(self) -> dict[str, Any]:
        return {
            "entries_seen": self.entries_seen,
            "fragments_new": self.fragments_new,
            "fragments_merged": self.fragments_merged,
            "occurrences_new": self.occurrences_new,
            "phase_signals": self.phase_signals,
            "skipped": dict(sorted(self.skipped.items())),
            "already_imported": self.already_imported,
        }


class _Skip(Exception):
    """An entry that cannot be imported; `reason` goes into `ImportReport.skipped`."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class _Occ:
    path: str
    start_line: int
    end_line: int
    day: str


@dataclass
class _Claim:
    """Every recall entry of the file that shares one claim key, already summed."""

    key: str
    text: str
    kind: str
    tag_path: str
    recall_count: int = 0
    daily_count: int = 0
    total_score: float = 0.0
    max_score: float = 0.0
    query_hashes: list[str] = field(default_factory=list)
    recall_days: set[str] = field(default_factory=set)
    tags: list[str] = field(default_factory=list)
    first_seen: datetime | None = None
    last_recalled: datetime | None = None
    last_seen: datetime | None = None
    ingested_day: str = ""
    promoted_at: datetime | None = None
    occurrences: list[_Occ] = field(default_factory=list)


@dataclass
class _Phase:
    light_hits: int = 0
    last_light_at: datetime | None = None
    rem_hits: int = 0
    last_rem_at: datetime | None = None
    last_rem_considered_at: datetime | None = None


# ------------------------------------------------------------------ value coercion


def _utc(value: datetime) -> datetime:
    """An aware UTC datetime (to_db_time of a non-None value is never None)."""
    out = to_db_time(value)
    assert out is not None
    return out


def _later(a: datetime | None, b: datetime | None) -> datetime | None:
    if a is None or b is None:
        return a or b
    return max(a, b)


def _earlier(a: datetime | None, b: datetime | None) -> datetime | None:
    if a is None or b is None:
        return a or b
    return min(a, b)


def _number(value: Any) -> float | None:
    """A finite number from JSON (numbers or numeric strings); None when absent or unusable."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def _count(entry: dict[str, Any], name: str) -> int:
    """A non-negative integer counter; a present but non-numeric value makes the entry bad."""
    if entry.get(name) is None:
        return 0
    number = _number(entry[name])
    if number is None:
        raise _Skip("bad_entry")
    return max(0, math.floor(number))


def _score(entry: dict[str, Any], name: str) -> float:
    if entry.get(name) is None:
        return 0.0
    number = _number(entry[name])
    if number is None:
        raise _Skip("bad_entry")
    return max(0.0, number)


def _line(value: Any) -> int:
    """1-based line number; openclaw drops entries with non-integer lines (reference.md §1.1)."""
    number = _number(value)
    if number is None or not number.is_integer():
        raise _Skip("bad_entry")
    return max(1, int(number))


def _parse_time(value: Any) -> datetime | None:
    """ISO strings (openclaw writes `toISOString()`), or epoch ms/s numbers; else None."""
    if isinstance(value, str) and value.strip():
        try:
            parsed = datetime.fromisoformat(value.strip())
        except ValueError:
            return None
        return _utc(parsed)
    number = _number(value) if not isinstance(value, str) else None
    if number is None or number <= 0:
        return None
    seconds = number / 1000 if number >= 1e11 else number
    try:
        return datetime.fromtimestamp(seconds, tz=UTC)
    except (OverflowError, OSError, ValueError):
        return None


def _valid_day(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    match = _DAY_PREFIX_RE.match(value.strip())
    if not match:
        return None
    try:
        date.fromisoformat(match.group(1))
    except ValueError:
        return None
    return match.group(1)


def _strings(value: Any) -> list[str]:
    if not isinstance(value, list):
        return []
    return list(dict.fromkeys(v.strip() for v in value if isinstance(v, str) and v.strip()))


# ------------------------------------------------------------------ paths


def _normalize_path(raw: str, source_root: Path) -> str:
    """Workspace-relative POSIX path as openclaw stores it (`\\`→`/`, no leading `./`)."""
    cleaned = raw.strip().replace("\\", "/")
    while cleaned.startswith("./"):
        cleaned = cleaned[2:]
    if cleaned.startswith("/"):
        # N accepts absolute paths inside the workspace; anything else cannot be cited later.
        try:
            cleaned = Path(cleaned).relative_to(source_root).as_posix()
        except ValueError:
            raise _Skip("outside_workspace") from None
    if not cleaned:
        raise _Skip("bad_entry")
    if ".." in PurePosixPath(cleaned).parts:
        raise _Skip("outside_workspace")
    return cleaned


def _short_term_day(path: str) -> str | None:
    """The path's `YYYY-MM-DD` when it is a short-term source (reference.md §1.1), else raise."""
    if _DREAMING_DIR_RE.search(path):
        raise _Skip("not_short_term")
    for regex in (_SHORT_TERM_PATH_RE, _SESSION_CORPUS_RE, _BASENAME_RE):
        match = regex.search(path)
        if match:
            return _valid_day(match.group(1))
    raise _Skip("not_short_term")


def _synthetic_hashes(days: set[str]) -> set[str]:
    return {hash_query(prefix + day) for day in days for prefix in SYNTHETIC_QUERY_PREFIXES}


# ------------------------------------------------------------------ files


def _read_state(path: Path) -> bytes | None:
    """File bytes, None when the file does not exist; unreadable files are a WorkspaceError."""
    try:
        if not path.exists():
            return None
        if not path.is_file():
            raise WorkspaceError(f"{path} is not a regular file")
        size = path.stat().st_size
        if size > MAX_STATE_BYTES:
            raise WorkspaceError(
                f"{path} is too large to import ({size / 1e6:.1f} MB > "
                f"{MAX_STATE_BYTES / 1e6:.0f} MB)"
            )
        return path.read_bytes()
    except OSError as exc:
        raise WorkspaceError(f"cannot read {path}: {exc.strerror}") from None


def _parse_json(path: Path, data: bytes) -> Any:
    """Decoded JSON; raises ValueError with a message that says what is wrong and where."""
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        raise ValueError(f"{path} is not UTF-8 text (byte offset {exc.start})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(
            f"{path} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None


def _entries(doc: Any) -> dict[str, Any] | None:
    if isinstance(doc, dict) and isinstance(doc.get("entries"), dict):
        return doc["entries"]
    return None


def _fingerprint_path(ws: Workspace, source_root: Path, relpath: str) -> str:
    """`openclaw:<relpath>` for the workspace itself; another root is named in full so two
    openclaw workspaces imported into one memtui workspace keep separate fingerprints."""
    if source_root == ws.root:
        return FINGERPRINT_PREFIX + relpath
    return f"{FINGERPRINT_PREFIX}{source_root.as_posix()}/{relpath}"


def _sha256(data: bytes | None) -> str:
    return hashlib.sha256(data).hexdigest() if data is not None else ""


# ------------------------------------------------------------------ entries


def _real_query_hashes(
    raw: dict[str, Any],
    ws: Workspace,
    path_day: str | None,
    days: set[str],
    first: datetime | None,
    last: datetime | None,
) -> list[str]:
    """The entry's query hashes without those of openclaw's own ingestion queries."""
    if "userQueryHashes" in raw:
        return _strings(raw.get("userQueryHashes"))
    # Ingestion queries name the file day; the write day may be in either timezone.
    mentioned = {d for d in (path_day, *days) if d}
    for t in (first, last):
        if t is not None:
            mentioned |= {ws.day(t), t.strftime("%Y-%m-%d")}
    synthetic = _synthetic_hashes(mentioned)
    return [h for h in _strings(raw.get("queryHashes")) if h not in synthetic]


def _entry_source(raw: Any, source_root: Path) -> tuple[str, str]:
    """(workspace path, snippet) of a recall entry from the memory corpus; raises `_Skip`."""
    if not isinstance(raw, dict):
        raise _Skip("bad_entry")
    if raw.get("source", "memory") != "memory":
        raise _Skip("not_memory_source")
    path_value, snippet = raw.get("path"), raw.get("snippet")
    if not isinstance(path_value, str) or not isinstance(snippet, str):
        raise _Skip("bad_entry")
    return _normalize_path(path_value, source_root), snippet


def _parse_entry(
    raw: Any, ws: Workspace, source_root: Path, now: datetime
) -> tuple[str, _Claim, _Occ]:
    """One recall entry → (claim key, a one-entry claim, its occurrence); raises `_Skip`."""
    path, snippet = _entry_source(raw, source_root)
    path_day = _short_term_day(path)
    start_line, end_line = _line(raw.get("startLine")), _line(raw.get("endLine"))
    recall_count = _count(raw, "recallCount")
    daily_count = _count(raw, "dailyCount") + _count(raw, "groundedCount")
    total_score = _score(raw, "totalScore")
    max_score = min(1.0, _score(raw, "maxScore"))
    text = collapse_ws(redact_secrets(snippet))
    reason = unpromotable_reason(text)
    if reason == "empty" or reason in CONTAMINATION_REASONS:
        raise _Skip("unpromotable")

    first = _parse_time(raw.get("firstRecalledAt"))
    last = _parse_time(raw.get("lastRecalledAt"))
    first_seen = first or last or _utc(now)
    days: set[str] = set()
    hashes: list[str] = []
    last_recalled = None
    if recall_count > 0:
        days = {d for d in map(_valid_day, _strings(raw.get("recallDays"))) if d}
        hashes = _real_query_hashes(raw, ws, path_day, days, first, last)
        hashes = hashes[-min(recall_count, MAX_QUERY_HASHES) :]
        last_recalled = last or first
    tags = [
        t for t in dict.fromkeys(normalize_tag(v) for v in _strings(raw.get("conceptTags"))) if t
    ]
    kind = "session" if _SESSION_CORPUS_DIR_RE.search(path) else "daily"
    occ = _Occ(path, start_line, end_line, path_day or ws.day(first_seen))
    claim = _Claim(
        key=claim_key(text),
        text=text,
        kind=kind,
        tag_path=path,
        recall_count=recall_count,
        daily_count=daily_count,
        total_score=total_score,
        max_score=max_score,
        query_hashes=hashes,
        recall_days=days,
        tags=tags[:MAX_TAGS],
        first_seen=first_seen,
        last_recalled=last_recalled,
        last_seen=_later(first_seen, last),
        # openclaw's last write is the best bound on its last ingestion day.
        ingested_day=ws.day(last or first_seen) if daily_count > 0 else "",
        promoted_at=_parse_time(raw.get("promotedAt")),
        occurrences=[],
    )
    return claim.key, claim, occ


def _absorb(into: _Claim, other: _Claim) -> None:
    """Sum another entry of the same claim into `into` (same file: separate signals)."""
    into.recall_count += other.recall_count
    into.daily_count += other.daily_count
    into.total_score += other.total_score
    into.max_score = max(into.max_score, other.max_score)
    into.query_hashes = list(dict.fromkeys([*into.query_hashes, *other.query_hashes]))
    into.recall_days |= other.recall_days
    into.tags = list(dict.fromkeys([*into.tags, *other.tags]))[:MAX_TAGS]
    into.first_seen = _earlier(into.first_seen, other.first_seen)
    into.last_recalled = _later(into.last_recalled, other.last_recalled)
    into.last_seen = _later(into.last_seen, other.last_seen)
    into.ingested_day = max(into.ingested_day, other.ingested_day)
    into.promoted_at = _earlier(into.promoted_at, other.promoted_at)


def _parse_phase(raw: Any) -> _Phase:
    if not isinstance(raw, dict):
        raise _Skip("bad_phase_entry")
    hits: list[int] = []
    for name in ("lightHits", "remHits"):
        value = raw.get(name)
        number = 0.0 if value is None else _number(value)
        if number is None:
            raise _Skip("bad_phase_entry")
        hits.append(min(MAX_PHASE_HITS, max(0, math.floor(number))))
    if hits == [0, 0]:
        raise _Skip("no_hits")
    return _Phase(
        light_hits=hits[0],
        last_light_at=_parse_time(raw.get("lastLightAt")),
        rem_hits=hits[1],
        last_rem_at=_parse_time(raw.get("lastRemAt")),
        last_rem_considered_at=_parse_time(raw.get("lastRemConsideredAt")),
    )


# ------------------------------------------------------------------ store writes


def _source_row(session: Session, store: Store, path: str) -> SourceFileRow | None:
    return source_file(store, session, path)


def _save_fingerprint(
    session: Session,
    store: Store,
    ws: Workspace,
    path: str,
    file: Path,
    digest: str,
    fragments: int,
    now: datetime,
    error: str = "",
) -> None:
    row = _source_row(session, store, path)
    try:
        st = file.stat()
        size, mtime_ns = st.st_size, st.st_mtime_ns
    except OSError:
        size, mtime_ns = 0, 0
    db_now = _utc(now)
    if row is None:
        row = SourceFileRow(
            workspace_id=store.workspace_id,
            path=path,
            size=size,
            mtime_ns=mtime_ns,
            content_hash=digest,
            ingested_at=db_now,
        )
    row.size, row.mtime_ns, row.content_hash = size, mtime_ns, digest
    row.ingested_at, row.ingested_day = db_now, ws.day(now)
    row.fragments, row.error = fragments, error
    session.add(row)


def _new_row(store: Store, claim: _Claim, now: datetime) -> FragmentRow:
    first_seen = claim.first_seen or _utc(now)
    return FragmentRow(
        workspace_id=store.workspace_id,
        key=claim.key,
        text=claim.text,
        kind=claim.kind,
        recall_count=claim.recall_count,
        daily_count=claim.daily_count,
        total_score=claim.total_score,
        max_score=claim.max_score,
        first_seen_at=first_seen,
        last_seen_at=claim.last_seen or first_seen,
        last_ingested_day=claim.ingested_day,
        last_recalled_at=claim.last_recalled,
        query_hashes=claim.query_hashes[-MAX_QUERY_HASHES:],
        recall_days=sorted(claim.recall_days)[-MAX_RECALL_DAYS:],
        concept_tags=claim.tags or concept_tags(claim.tag_path, claim.text),
        search_text=search_text_for(claim.text),
        promoted_at=claim.promoted_at,
        promotable=unpromotable_reason(claim.text) is None,
    )


def _merge_row(row: FragmentRow, claim: _Claim) -> None:
    """Max of counts, union of hashes/days: the stored row may already hold these signals."""
    row.recall_count = max(row.recall_count, claim.recall_count)
    row.daily_count = max(row.daily_count, claim.daily_count)
    row.total_score = max(row.total_score, claim.total_score)
    row.max_score = max(row.max_score, claim.max_score)
    # Imported hashes go first: the row's own (memtui) votes are the more recent ones to keep.
    hashes = list(dict.fromkeys([*claim.query_hashes, *row.query_hashes]))
    row.query_hashes = hashes[-MAX_QUERY_HASHES:]
    row.recall_days = sorted({*row.recall_days, *claim.recall_days})[-MAX_RECALL_DAYS:]
    if not row.concept_tags and claim.tags:
        row.concept_tags = list(claim.tags)
    if claim.first_seen is not None:
        row.first_seen_at = min(_utc(row.first_seen_at), claim.first_seen)
    if claim.last_seen is not None:
        row.last_seen_at = max(_utc(row.last_seen_at), claim.last_seen)
    row.last_recalled_at = _later(to_db_time(row.last_recalled_at), claim.last_recalled)
    row.last_ingested_day = max(row.last_ingested_day, claim.ingested_day)
    if row.promoted_at is None:
        row.promoted_at = claim.promoted_at


def _merge_phase(row: PhaseSignalRow, phase: _Phase) -> None:
    row.light_hits = max(row.light_hits, phase.light_hits)
    row.rem_hits = max(row.rem_hits, phase.rem_hits)
    row.last_light_at = _later(to_db_time(row.last_light_at), phase.last_light_at)
    row.last_rem_at = _later(to_db_time(row.last_rem_at), phase.last_rem_at)
    row.last_rem_considered_at = _later(
        to_db_time(row.last_rem_considered_at), phase.last_rem_considered_at
    )


# ------------------------------------------------------------------ entry point


def import_openclaw(
    store: Store, ws: Workspace, now: datetime, source_root: Path | None = None
) -> ImportReport:
    """Import `<source_root>/memory/.dreams/{short-term-recall,phase-signals}.json`.

    `source_root` defaults to the workspace root. A missing or unparsable recall store raises
    `WorkspaceError`; a missing phase file is fine; broken entries are counted and skipped.
    Everything is written in one transaction, and identical file content imports only once.
    """
    root = (source_root or ws.root).expanduser().resolve()
    if not root.is_dir():
        raise WorkspaceError(f"openclaw workspace {root} does not exist or is not a folder")
    recall_file = root / RECALL_RELPATH
    phase_file = root / PHASE_RELPATH
    recall_data, recall_entries = _read_recall_store(recall_file)
    phase_data = _read_state(phase_file)

    report = ImportReport()
    recall_fp = _fingerprint_path(ws, root, RECALL_RELPATH)
    phase_fp = _fingerprint_path(ws, root, PHASE_RELPATH)
    recall_digest, phase_digest = _sha256(recall_data), _sha256(phase_data)
    with store.session() as s:
        old_recall = _source_row(s, store, recall_fp)
        old_phase = _source_row(s, store, phase_fp)
        if (
            old_recall is not None
            and old_recall.content_hash == recall_digest
            and (old_phase.content_hash if old_phase is not None else "") == phase_digest
        ):
            report.already_imported = True
            return report

    phase_entries, phase_error = _phase_entries(phase_file, phase_data, report)
    claims, claim_of_entry = _gather_claims(recall_entries, ws, root, now, report)
    phases = _gather_phases(phase_entries, claim_of_entry, report)
    with store.session() as s:
        _write(s, store, claims, phases, now, report)
        _save_fingerprint(s, store, ws, recall_fp, recall_file, recall_digest, len(claims), now)
        _save_fingerprint(
            s, store, ws, phase_fp, phase_file, phase_digest, len(phases), now, phase_error
        )
    return report


def _read_recall_store(recall_file: Path) -> tuple[bytes, dict[str, Any]]:
    """The recall store's bytes and entries; anything unusable is a `WorkspaceError`."""
    recall_data = _read_state(recall_file)
    if recall_data is None:
        raise WorkspaceError(
            f"no openclaw short-term recall store at {recall_file}; pass the openclaw "
            f"workspace folder (the one holding memory/.dreams/)"
        )
    try:
        recall_entries = _entries(_parse_json(recall_file, recall_data))
    except ValueError as exc:
        raise WorkspaceError(f"cannot import: {exc}") from None
    if recall_entries is None:
        raise WorkspaceError(
            f"{recall_file} is not an openclaw short-term recall store "
            '(expected {"version": 1, "entries": {...}})'
        )
    return recall_data, recall_entries


def _phase_entries(
    phase_file: Path, phase_data: bytes | None, report: ImportReport
) -> tuple[dict[str, Any], str]:
    """The phase-signal entries and, when the file was unusable, why (it then counts as empty)."""
    if phase_data is None:
        return {}, ""
    try:
        parsed = _entries(_parse_json(phase_file, phase_data))
    except ValueError as exc:
        # openclaw treats an unreadable phase store as empty (reference.md §1.2), as does this.
        report.skip("not_json")
        return {}, str(exc)
    if parsed is None:
        report.skip("bad_shape")
        return {}, "not an openclaw phase-signal store"
    return parsed, ""


def _gather_claims(
    recall_entries: dict[str, Any], ws: Workspace, root: Path, now: datetime, report: ImportReport
) -> tuple[dict[str, _Claim], dict[str, str]]:
    """Recall entries merged per claim key, and each entry's claim key."""
    claims: dict[str, _Claim] = {}
    claim_of_entry: dict[str, str] = {}
    report.entries_seen = len(recall_entries)
    for entry_key, raw in recall_entries.items():
        try:
            key, one, occ = _parse_entry(raw, ws, root, now)
        except _Skip as skip:
            report.skip(skip.reason)
            continue
        claim = claims.get(key)
        if claim is None:
            claims[key] = claim = one
        else:
            _absorb(claim, one)
        claim.occurrences.append(occ)
        claim_of_entry[entry_key] = key
    return claims, claim_of_entry


def _gather_phases(
    phase_entries: dict[str, Any], claim_of_entry: dict[str, str], report: ImportReport
) -> dict[str, _Phase]:
    """Phase signals per claim key: hits added (capped), the latest times kept."""
    phases: dict[str, _Phase] = {}
    for entry_key, raw in phase_entries.items():
        try:
            phase = _parse_phase(raw)
            target = claim_of_entry.get(entry_key)
            if target is None:
                raise _Skip("unknown_key")
        except _Skip as skip:
            report.skip(skip.reason)
            continue
        report.phase_signals += 1
        prev = phases.get(target)
        if prev is None:
            phases[target] = phase
            continue
        prev.light_hits = min(MAX_PHASE_HITS, prev.light_hits + phase.light_hits)
        prev.rem_hits = min(MAX_PHASE_HITS, prev.rem_hits + phase.rem_hits)
        prev.last_light_at = _later(prev.last_light_at, phase.last_light_at)
        prev.last_rem_at = _later(prev.last_rem_at, phase.last_rem_at)
        prev.last_rem_considered_at = _later(
            prev.last_rem_considered_at, phase.last_rem_considered_at
        )
    return phases


def _write(
    s: Session,
    store: Store,
    claims: dict[str, _Claim],
    phases: dict[str, _Phase],
    now: datetime,
    report: ImportReport,
) -> None:
    rows = store.fragments_by_keys(s, list(claims))
    for key, claim in claims.items():
        row = rows.get(key)
        if row is None:
            rows[key] = row = _new_row(store, claim, now)
            report.fragments_new += 1
        else:
            _merge_row(row, claim)
            report.fragments_merged += 1
        s.add(row)
    s.flush()

    ids = {key: row.id for key, row in rows.items() if row.id is not None}
    known = {
        (o.fragment_id, o.path, o.start_line, o.end_line)
        for occs in store.occurrences_for(s, list(ids.values())).values()
        for o in occs
    }
    db_now = _utc(now)
    for key, claim in claims.items():
        frag_id = ids[key]
        for occ in claim.occurrences:
            ident = (frag_id, occ.path, occ.start_line, occ.end_line)
            if ident in known:
                continue
            known.add(ident)
            s.add(
                OccurrenceRow(
                    fragment_id=frag_id,
                    workspace_id=store.workspace_id,
                    path=occ.path,
                    start_line=occ.start_line,
                    end_line=occ.end_line,
                    day=occ.day,
                    seen_at=db_now,
                )
            )
            report.occurrences_new += 1

    signals = store.phase_signals_for(s, [ids[key] for key in phases])
    for key, phase in phases.items():
        frag_id = ids[key]
        sig = signals.get(frag_id) or PhaseSignalRow(
            fragment_id=frag_id, workspace_id=store.workspace_id
        )
        _merge_phase(sig, phase)
        s.add(sig)
