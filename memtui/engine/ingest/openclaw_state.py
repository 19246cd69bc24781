"""openclaw's dreaming state read and parsed: recall and phase-signal entries; nothing written.

Reads the bytes of `memory/.dreams/short-term-recall.json` and `phase-signals.json`
(reference.md §1.1–§1.2, both the A and the N shapes), coerces every value openclaw may have
written, and merges the recall entries that share one claim key (the mapping rules are in
ingest/openclaw_import.py, which writes the result to the store).
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
from memtui.engine.ingest.pipeline import CONTAMINATION_REASONS
from memtui.engine.redact import redact_secrets
from memtui.engine.store.dbapi import to_db_time
from memtui.engine.store.votes import MAX_QUERY_HASHES
from memtui.engine.text import MAX_TAGS, claim_key, collapse_ws, normalize_tag
from memtui.engine.text import query_hash as hash_query
from memtui.engine.workspace import Workspace

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


class Skip(Exception):
    """An entry that cannot be imported; `reason` goes into `ImportReport.skipped`."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class ImportedPlace:
    path: str
    start_line: int
    end_line: int
    day: str


@dataclass
class ImportedClaim:
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
    occurrences: list[ImportedPlace] = field(default_factory=list)


@dataclass
class ImportedPhase:
    light_hits: int = 0
    last_light_at: datetime | None = None
    rem_hits: int = 0
    last_rem_at: datetime | None = None
    last_rem_considered_at: datetime | None = None


# ------------------------------------------------------------------ value coercion


def as_utc(value: datetime) -> datetime:
    """An aware UTC datetime (to_db_time of a non-None value is never None)."""
    out = to_db_time(value)
    assert out is not None
    return out


def later(a: datetime | None, b: datetime | None) -> datetime | None:
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


def _score(entry: dict[str, Any], name: str) -> float:
    """A non-negative number (0 when absent); a present but non-numeric value makes the entry
    bad."""
    if entry.get(name) is None:
        return 0.0
    number = _number(entry[name])
    if number is None:
        raise Skip("bad_entry")
    return max(0.0, number)


def _count(entry: dict[str, Any], name: str) -> int:
    """A non-negative integer counter (a fraction counts down)."""
    return math.floor(_score(entry, name))


def _line(value: Any) -> int:
    """1-based line number; openclaw drops entries with non-integer lines (reference.md §1.1)."""
    number = _number(value)
    if number is None or not number.is_integer():
        raise Skip("bad_entry")
    return max(1, int(number))


def _parse_time(value: Any) -> datetime | None:
    """ISO strings (openclaw writes `toISOString()`), or epoch ms/s numbers; else None."""
    if isinstance(value, str) and value.strip():
        try:
            parsed = datetime.fromisoformat(value.strip())
        except ValueError:
            return None
        return as_utc(parsed)
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
            raise Skip("outside_workspace") from None
    if not cleaned:
        raise Skip("bad_entry")
    if ".." in PurePosixPath(cleaned).parts:
        raise Skip("outside_workspace")
    return cleaned


def _short_term_day(path: str) -> str | None:
    """The path's `YYYY-MM-DD` when it is a short-term source (reference.md §1.1), else raise."""
    if _DREAMING_DIR_RE.search(path):
        raise Skip("not_short_term")
    for regex in (_SHORT_TERM_PATH_RE, _SESSION_CORPUS_RE, _BASENAME_RE):
        match = regex.search(path)
        if match:
            return _valid_day(match.group(1))
    raise Skip("not_short_term")


def _synthetic_hashes(days: set[str]) -> set[str]:
    return {hash_query(prefix + day) for day in days for prefix in SYNTHETIC_QUERY_PREFIXES}


# ------------------------------------------------------------------ files


def read_state(path: Path) -> bytes | None:
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


def sha256_of(data: bytes | None) -> str:
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
    """(workspace path, snippet) of a recall entry from the memory corpus; raises `Skip`."""
    if not isinstance(raw, dict):
        raise Skip("bad_entry")
    if raw.get("source", "memory") != "memory":
        raise Skip("not_memory_source")
    path_value, snippet = raw.get("path"), raw.get("snippet")
    if not isinstance(path_value, str) or not isinstance(snippet, str):
        raise Skip("bad_entry")
    return _normalize_path(path_value, source_root), snippet


def _parse_entry(
    raw: Any, ws: Workspace, source_root: Path, now: datetime
) -> tuple[str, ImportedClaim, ImportedPlace]:
    """One recall entry → (claim key, a one-entry claim, its occurrence); raises `Skip`."""
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
        raise Skip("unpromotable")

    first = _parse_time(raw.get("firstRecalledAt"))
    last = _parse_time(raw.get("lastRecalledAt"))
    first_seen = first or last or as_utc(now)
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
    occ = ImportedPlace(path, start_line, end_line, path_day or ws.day(first_seen))
    claim = ImportedClaim(
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
        last_seen=later(first_seen, last),
        # openclaw's last write is the best bound on its last ingestion day.
        ingested_day=ws.day(last or first_seen) if daily_count > 0 else "",
        promoted_at=_parse_time(raw.get("promotedAt")),
        occurrences=[],
    )
    return claim.key, claim, occ


def _absorb(into: ImportedClaim, other: ImportedClaim) -> None:
    """Sum another entry of the same claim into `into` (same file: separate signals)."""
    into.recall_count += other.recall_count
    into.daily_count += other.daily_count
    into.total_score += other.total_score
    into.max_score = max(into.max_score, other.max_score)
    into.query_hashes = list(dict.fromkeys([*into.query_hashes, *other.query_hashes]))
    into.recall_days |= other.recall_days
    into.tags = list(dict.fromkeys([*into.tags, *other.tags]))[:MAX_TAGS]
    into.first_seen = _earlier(into.first_seen, other.first_seen)
    into.last_recalled = later(into.last_recalled, other.last_recalled)
    into.last_seen = later(into.last_seen, other.last_seen)
    into.ingested_day = max(into.ingested_day, other.ingested_day)
    into.promoted_at = _earlier(into.promoted_at, other.promoted_at)


def _parse_phase(raw: Any) -> ImportedPhase:
    if not isinstance(raw, dict):
        raise Skip("bad_phase_entry")
    hits: list[int] = []
    for name in ("lightHits", "remHits"):
        value = raw.get(name)
        number = 0.0 if value is None else _number(value)
        if number is None:
            raise Skip("bad_phase_entry")
        hits.append(min(MAX_PHASE_HITS, max(0, math.floor(number))))
    if hits == [0, 0]:
        raise Skip("no_hits")
    return ImportedPhase(
        light_hits=hits[0],
        last_light_at=_parse_time(raw.get("lastLightAt")),
        rem_hits=hits[1],
        last_rem_at=_parse_time(raw.get("lastRemAt")),
        last_rem_considered_at=_parse_time(raw.get("lastRemConsideredAt")),
    )


def read_recall_store(recall_file: Path) -> tuple[bytes, dict[str, Any]]:
    """The recall store's bytes and entries; anything unusable is a `WorkspaceError`."""
    recall_data = read_state(recall_file)
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


def read_phase_entries(
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


def gather_claims(
    recall_entries: dict[str, Any], ws: Workspace, root: Path, now: datetime, report: ImportReport
) -> tuple[dict[str, ImportedClaim], dict[str, str]]:
    """Recall entries merged per claim key, and each entry's claim key."""
    claims: dict[str, ImportedClaim] = {}
    claim_of_entry: dict[str, str] = {}
    report.entries_seen = len(recall_entries)
    for entry_key, raw in recall_entries.items():
        try:
            key, one, occ = _parse_entry(raw, ws, root, now)
        except Skip as skip:
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


def gather_phases(
    phase_entries: dict[str, Any], claim_of_entry: dict[str, str], report: ImportReport
) -> dict[str, ImportedPhase]:
    """Phase signals per claim key: hits added (capped), the latest times kept."""
    phases: dict[str, ImportedPhase] = {}
    for entry_key, raw in phase_entries.items():
        try:
            phase = _parse_phase(raw)
            target = claim_of_entry.get(entry_key)
            if target is None:
                raise Skip("unknown_key")
        except Skip as skip:
            report.skip(skip.reason)
            continue
        report.phase_signals += 1
        prev = phases.get(target)
        if prev is None:
            phases[target] = phase
            continue
        prev.light_hits = min(MAX_PHASE_HITS, prev.light_hits + phase.light_hits)
        prev.rem_hits = min(MAX_PHASE_HITS, prev.rem_hits + phase.rem_hits)
        prev.last_light_at = later(prev.last_light_at, phase.last_light_at)
        prev.last_rem_at = later(prev.last_rem_at, phase.last_rem_at)
        prev.last_rem_considered_at = later(
            prev.last_rem_considered_at, phase.last_rem_considered_at
        )
    return phases
