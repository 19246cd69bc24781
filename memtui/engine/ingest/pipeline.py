"""Ingestion (algorithm.md §5): daily notes and session transcripts become fragments.

Each fragment gets at most one ingestion signal per day (0.62 for a daily note, 0.58 for a
session line); unchanged files are skipped by fingerprint; the same claim in several files is one
fragment with several occurrences. Nothing here ever writes a workspace file.
"""

from __future__ import annotations

import gc
import hashlib
import os
import re
from collections import Counter, deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path

from memtui.engine.claims import (
    StatementTerms,
    assign_claims,
    claim_window_start,
    judged_columns,
    rejudge,
    statement_terms,
)
from memtui.engine.documents.chunking import chunk_lines, split_lines, strip_dream_output
from memtui.engine.documents.discovery import scan_memory_dir, scan_sessions_dir
from memtui.engine.documents.reading import text_encoding
from memtui.engine.documents.sessions import read_session_jsonl
from memtui.engine.faults import checkpoint
from memtui.engine.guard import unpromotable_reason
from memtui.engine.ingest import parallel
from memtui.engine.redact import redact_keeping_lines, redact_secrets
from memtui.engine.scoring import DAILY_NOTE_SCORE, SESSION_SCORE
from memtui.engine.store import (
    FragmentRow,
    Session,
    SourceFileRow,
    Store,
    derived_columns,
    sources,
    to_db_time,
)
from memtui.engine.store import ingestion as queries
from memtui.engine.store.sources import source_files
from memtui.engine.text import claim_key, collapse_ws, concept_tags, search_tokens
from memtui.engine.workspace import Workspace

Progress = Callable[[int, int, str], None]

MAX_FILE_BYTES = 8 * 1024 * 1024
# Transcripts are read line by line with a per-line limit, so a huge tool output costs one line.
MAX_SESSION_BYTES = 256 * 1024 * 1024
SESSION_MESSAGES_PER_RUN = 240
# Chunks whose shape is dream output never become fragments: they would vote for themselves.
CONTAMINATION_REASONS = frozenset(
    {"staged_block", "promotion_metadata", "diary_prompt", "diary_prose"}
)
_SCORE_FOR = {"daily": DAILY_NOTE_SCORE, "session": SESSION_SCORE}


@dataclass
class FileIssue:
    path: str
    reason: str


@dataclass
class RejectedChunk:
    path: str
    start_line: int
    end_line: int
    reason: str


@dataclass
class IngestReport:
    """What an ingestion did, for the CLI, the TUI and the run record."""

    files_read: int = 0
    read_paths: list[str] = field(default_factory=list)
    files_unchanged: int = 0
    files_failed: list[FileIssue] = field(default_factory=list)
    fragments_new: int = 0
    fragments_signaled: int = 0
    occurrences_new: int = 0
    session_messages: int = 0
    # Transcript messages left for a later run by the light phase's per-run cap.
    session_messages_waiting: int = 0
    broken_lines: list[FileIssue] = field(default_factory=list)
    rejected: list[RejectedChunk] = field(default_factory=list)
    new_keys: list[str] = field(default_factory=list)
    touched_keys: list[str] = field(default_factory=list)
    resolved: int = 0  # open fragments a newly read note closed (algorithm.md §6.5)
    rejudged: int = 0  # fragments judged again under newer rules (and grouped again)

    @property
    def rejected_by_reason(self) -> dict[str, int]:
        return dict(Counter(r.reason for r in self.rejected))

    def problems(self, limit: int = 50) -> dict[str, list[dict[str, str]]]:
        """Which files failed and which lines broke, with why (capped), for reports and run records."""
        return {
            "failed": [{"path": f.path, "reason": f.reason} for f in self.files_failed[:limit]],
            "broken": [{"where": f.path, "reason": f.reason} for f in self.broken_lines[:limit]],
        }

    def counts(self) -> dict[str, int]:
        return {
            "files_read": self.files_read,
            "files_unchanged": self.files_unchanged,
            "files_failed": len(self.files_failed),
            "fragments_new": self.fragments_new,
            "fragments_signaled": self.fragments_signaled,
            "occurrences_new": self.occurrences_new,
            "session_messages": self.session_messages,
            "session_messages_waiting": self.session_messages_waiting,
            "broken_lines": len(self.broken_lines),
            "rejected": len(self.rejected),
        }


@dataclass
class _Piece:
    kind: str
    text: str
    path: str
    start_line: int
    end_line: int
    day: str


@dataclass
class _Probe:
    """What `_Ingestor.probe` found of a file: `outcome` is "failed" (with its `reason`),
    "unchanged", "too_large", "same_content" (touched, not changed) or "changed" (with its bytes
    and their fingerprint)."""

    rel: str
    outcome: str
    st: os.stat_result | None = None
    row: SourceFileRow | None = None
    reason: str = ""
    data: bytes = b""
    digest: str = ""


@dataclass
class _Screened:
    """A piece as `_screen_piece` leaves it: its text redacted and normalised, the guard's reason
    (None: promotable) and its claim key ("" when it never becomes a fragment)."""

    piece: _Piece
    reason: str | None
    key: str


@dataclass
class _PreparedNote:
    """The pure part of ingesting a changed note (`prepare_note`): what the note decodes to, or
    why it cannot be read (`error`)."""

    error: str = ""
    bad_lines: list[tuple[int, str]] = field(default_factory=list)
    dream_output: list[tuple[int, int]] = field(default_factory=list)
    screened: list[_Screened] = field(default_factory=list)
    # The judged columns of the keys first met here (`fragment_columns`), when asked for.
    columns: dict[str, dict[str, object]] = field(default_factory=dict)
    # Their durable statements' terms (`statement_terms`), for grouping in the main process.
    statements: dict[str, StatementTerms] = field(default_factory=dict)


def prepare_note(
    data: bytes, rel: str, day: str, stored: frozenset[str] | None = None
) -> _PreparedNote:
    """A changed note's bytes read into screened pieces — a pure function of its arguments, so
    a worker process may run it (`ingest.parallel`). With `stored`, the fragment columns of every
    key not in it are computed too (a parallel ingestion's workers judge new fragments)."""
    try:
        text, bad_lines = _decode_note(data)
    except ValueError as exc:
        return _PreparedNote(error=str(exc))
    # Redact the whole note first: a secret split across two chunks would escape per-chunk
    # redaction (a private-key block, or a token cut at 280 characters).
    raw = split_lines(redact_keeping_lines(text))
    kept = strip_dream_output(raw)
    screened = [
        _screen_piece(_Piece("daily", c.text, rel, c.start_line, c.end_line, day))
        for c in chunk_lines(kept)
    ]
    columns: dict[str, dict[str, object]] = {}
    statements: dict[str, StatementTerms] = {}
    if stored is not None:
        for item in screened:
            if item.key and item.key not in stored and item.key not in columns:
                text = item.piece.text
                columns[item.key] = fragment_columns(item.piece.path, text)
                if not columns[item.key]["durability"]:
                    statements[text] = statement_terms(text)
    return _PreparedNote("", bad_lines, _dream_output(raw, kept), screened, columns, statements)


# In a worker process: the keys stored before the run (`_remember_stored`), inherited at fork
# rather than sent with every note.
_worker_stored: frozenset[str] | None = None


def _remember_stored(stored: frozenset[str]) -> None:
    global _worker_stored
    _worker_stored = stored


def _prepare_in_worker(data: bytes, rel: str, day: str) -> _PreparedNote:
    """`prepare_note` with the new keys' columns (in the main process, without them: they are
    computed as the serial path computes them)."""
    return prepare_note(data, rel, day, _worker_stored)


def _dream_output(raw: list[str], kept: list[str]) -> list[tuple[int, int]]:
    """The line ranges of dream output blanked before chunking (`kept` is `raw` after
    strip_dream_output), so nothing disappears silently."""
    found: list[tuple[int, int]] = []
    start: int | None = None
    last = 0
    for number, (before, after) in enumerate(zip(raw, kept, strict=True), start=1):
        if not before.strip():
            continue
        if not after and not before.lstrip().startswith("<!--"):
            start = number if start is None else start
            last = number
        elif start is not None:
            found.append((start, last))
            start = None
    if start is not None:
        found.append((start, last))
    return found


def _screen_piece(piece: _Piece) -> _Screened:
    """Redact and normalise a piece; dream output and empty text get no key."""
    text = collapse_ws(redact_secrets(piece.text))
    reason = unpromotable_reason(text)
    if reason in CONTAMINATION_REASONS or reason == "empty":
        return _Screened(piece, reason, "")
    piece.text = text
    return _Screened(piece, reason, claim_key(text))


def fragment_columns(path: str, text: str) -> dict[str, object]:
    """The columns of a new fragment that follow from its text alone: tags, search tokens,
    judgement (a pure function, run by a parallel ingestion's workers)."""
    tags = concept_tags(path, text)
    return {
        "concept_tags": tags,
        "search_text": search_text_for(text),
        **derived_columns([], [], tags),
        **judged_columns(text),
    }


def search_text_for(text: str) -> str:
    """The token string indexed for search (similarity tokens and word stems), space separated."""
    return " ".join(sorted(search_tokens(text)))


def _fingerprint(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _decode_note(data: bytes) -> tuple[str, list[tuple[int, str]]]:
    """A note's text with its bad lines blanked (line numbers kept), and those lines.

    One bad byte costs its line, not the day: a line holding a NUL or a byte that is not UTF-8
    is skipped and reported. A file where most lines are bad is no UTF-8 note as a whole (an
    image saved as .md, a note saved in GBK or Latin-1): it raises ValueError. A note with a
    byte-order mark is read in the encoding it names (UTF-16 from Windows editors), as
    `memory_get` reads it (`documents/reading.py`).
    """
    encoding = text_encoding(data[:4])
    try:
        text = data.decode(encoding).removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        if encoding != "utf-8":
            raise ValueError(
                f"not valid {encoding.upper()} text despite its byte-order mark "
                f"(bad bytes at offset {exc.start}); re-save it as UTF-8"
            ) from None
        return _decode_lines(data, exc)
    if "\x00" not in text:
        return text, []
    lines = split_lines(text)
    bad = [(n, _NUL_LINE) for n, line in enumerate(lines, 1) if "\x00" in line]
    _refuse_mostly_bad(lines, bad, "binary file (NUL bytes), not a Markdown note")
    return "\n".join("" if "\x00" in line else line for line in lines), bad


_NUL_LINE = "NUL byte (binary data); line skipped"
_LINE_BREAK_BYTES = re.compile(rb"\r\n|\r|\n")


def _decode_lines(data: bytes, first: UnicodeDecodeError) -> tuple[str, list[tuple[int, str]]]:
    """A UTF-8 note holding bytes that are not: each line decoded on its own."""
    raw_lines = _LINE_BREAK_BYTES.split(data.removeprefix(b"\xef\xbb\xbf"))
    lines: list[str] = []
    bad: list[tuple[int, str]] = []
    for n, raw in enumerate(raw_lines, 1):
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            bad.append((n, f"not UTF-8 (invalid byte 0x{raw[exc.start]:02x}); line skipped"))
            lines.append("")
            continue
        if "\x00" in line:
            bad.append((n, _NUL_LINE))
            line = ""
        lines.append(line)
    reason = (
        "binary file (NUL bytes), not a Markdown note"
        if b"\x00" in data
        else f"not UTF-8 text (invalid byte 0x{data[first.start]:02x} at offset {first.start}); "
        "re-save it as UTF-8"
    )
    _refuse_mostly_bad([r.decode("utf-8", "replace") for r in raw_lines], bad, reason)
    return "\n".join(lines), bad


def _refuse_mostly_bad(lines: list[str], bad: list[tuple[int, str]], reason: str) -> None:
    """Raise ValueError(`reason`) when bad lines are most of the note's non-empty lines."""
    if len(bad) * 2 > sum(1 for line in lines if line.strip()):
        raise ValueError(reason)


def _is_day(day: str) -> bool:
    try:
        date.fromisoformat(day)
    except ValueError:
        return False
    return True


def daily_note_files(
    ws: Workspace, now: datetime, lookback_days: int | None, issues: list[FileIssue] | None = None
) -> list[tuple[Path, str]]:
    """Regular files `memory/YYYY-MM-DD*.md`, newest first, within the lookback (None: all).

    What is left out is added to `issues` with its reason (`documents/discovery.py`): a name
    that is no calendar day (`2026-13-45.md`) or no daily note at all (`memory/2026-6-7.md`), a note in
    a subfolder, a symbolic link, a `memory/` folder outside the workspace."""
    issues = [] if issues is None else issues
    notes, left_out = scan_memory_dir(ws)
    issues.extend(FileIssue(item.path, item.reason) for item in left_out)
    cutoff = ws.day(now - timedelta(days=lookback_days)) if lookback_days is not None else ""
    found: list[tuple[Path, str]] = []
    for path, day in notes:
        if not _is_day(day):
            issues.append(
                FileIssue(ws.relpath(path), f"{day} is not a calendar day; rename the file")
            )
        elif day >= cutoff:
            found.append((path, day))
    found.sort(key=lambda item: (item[1], item[0].name), reverse=True)
    return found


def session_files(ws: Workspace, issues: list[FileIssue] | None = None) -> list[Path]:
    """Transcripts under the sessions folder; what is left out is added to `issues`."""
    found, left_out = scan_sessions_dir(ws)
    if issues is not None:
        issues.extend(FileIssue(item.path, item.reason) for item in left_out)
    return found


class _Ingestor:
    def __init__(
        self, store: Store, ws: Workspace, session: Session, now: datetime, report: IngestReport
    ):
        self.store = store
        self.ws = ws
        self.s = session
        self.now = now
        self.db_now = to_db_time(now)
        self.today = ws.day(now)
        self.report = report
        self._touched: set[str] = set()
        # Fragments already signaled and seen at `now` in this run, by key → id: meeting one
        # again changes nothing but the occurrences.
        self._current: dict[str, int] = {}
        # Occurrences known to be stored, and the fragments whose stored ones have been read.
        self._occurrences: set[tuple[int, str, int, int]] = set()
        self._occurrences_read: set[int] = set()
        self._sources: dict[str, SourceFileRow] | None = None
        self._store_was_empty: bool | None = None
        # Statements' terms of new fragments that workers judged (`prepare_note`), for grouping.
        self.statements: dict[str, StatementTerms] = {}
        # A caller's pending rows must be in the database before the set-based reads below.
        session.flush()

    def source_row(self, rel: str) -> SourceFileRow | None:
        if self._sources is None:
            # One read of every fingerprint instead of one query per file.
            self._sources = source_files(self.store, self.s)
        return self._sources.get(rel)

    def save_source(
        self,
        row: SourceFileRow | None,
        rel: str,
        st: os.stat_result,
        digest: str,
        n: int,
        err: str,
        complete: bool = True,
    ) -> None:
        if row is None:
            row = SourceFileRow(
                workspace_id=self.store.workspace_id,
                path=rel,
                size=st.st_size,
                mtime_ns=st.st_mtime_ns,
                content_hash=digest,
                ingested_at=self.db_now,
            )
            if self._sources is not None:
                self._sources[rel] = row
        # An incomplete read keeps no usable fingerprint, so the next run reads the file again.
        row.size = st.st_size if complete else -1
        row.mtime_ns, row.content_hash = st.st_mtime_ns, digest
        row.ingested_at, row.ingested_day, row.fragments, row.error = (
            self.db_now,
            self.today,
            n,
            err,
        )
        row.cursor = 0 if complete else n
        self.s.add(row)

    def read_changed(
        self, path: Path, max_bytes: int = MAX_FILE_BYTES
    ) -> tuple[bytes, os.stat_result, SourceFileRow | None] | None:
        """File bytes when the file changed since its last ingestion, else None (counted unchanged).

        A file that failed before is reported again on every run until it changes.
        """
        return self.take_probe(self.probe(path, max_bytes))

    def probe(self, path: Path, max_bytes: int = MAX_FILE_BYTES) -> _Probe:
        """What `read_changed` finds of a file, before it reports or saves anything: the parallel
        path reads files ahead of their turn and takes each probe at the turn the serial path
        would have read it (`take_probe`), so reports and source rows keep their order."""
        rel = self.ws.relpath(path)
        try:
            st = path.stat()
        except OSError as exc:
            return _Probe(rel, "failed", reason=f"cannot stat: {exc.strerror}")
        row = self.source_row(rel)
        if row is not None and row.size == st.st_size and row.mtime_ns == st.st_mtime_ns:
            return _Probe(rel, "failed" if row.error else "unchanged", st, row, row.error)
        if st.st_size > max_bytes:
            reason = f"too large ({st.st_size / 1e6:.1f} MB > {max_bytes / 1e6:.0f} MB); split it into smaller files"
            return _Probe(rel, "too_large", st, row, reason)
        try:
            data = path.read_bytes()
        except OSError as exc:
            return _Probe(rel, "failed", reason=f"cannot read: {exc.strerror}")
        digest = _fingerprint(data)
        if row is not None and row.size >= 0 and row.content_hash == digest and not row.error:
            return _Probe(rel, "same_content", st, row)
        return _Probe(rel, "changed", st, row, data=data, digest=digest)

    def take_probe(
        self, probe: _Probe
    ) -> tuple[bytes, os.stat_result, SourceFileRow | None] | None:
        """Report and save what `probe` found; the changed file's bytes, stat and row."""
        rel, st, row = probe.rel, probe.st, probe.row
        if probe.outcome == "failed":
            self.report.files_failed.append(FileIssue(rel, probe.reason))
        elif probe.outcome == "unchanged":
            self.report.files_unchanged += 1
        elif probe.outcome == "too_large":
            assert st is not None
            self.report.files_failed.append(FileIssue(rel, probe.reason))
            self.save_source(row, rel, st, "", 0, probe.reason)
        elif probe.outcome == "same_content":
            assert st is not None and row is not None
            self.save_source(row, rel, st, row.content_hash, row.fragments, "")
            self.report.files_unchanged += 1
        else:
            assert st is not None
            return probe.data, st, row
        return None

    def ingest_note(self, path: Path, day: str) -> None:
        self.take_note(self.probe(path), day)

    def take_note(self, probe: _Probe, day: str, note: _PreparedNote | None = None) -> None:
        """Store a probed note; `note` is its `prepare_note` when a worker prepared it."""
        changed = self.take_probe(probe)
        if changed is None:
            return
        data, st, row = changed
        rel = probe.rel
        if note is None:
            note = prepare_note(data, rel, day)
        if note.error:
            self.report.files_failed.append(FileIssue(rel, note.error))
            self.save_source(row, rel, st, probe.digest, 0, note.error)
            return
        for number, reason in note.bad_lines:
            self.report.broken_lines.append(FileIssue(f"{rel}:{number}", reason))
        self.report.files_read += 1
        self.report.read_paths.append(rel)
        for start, last in note.dream_output:
            self.report.rejected.append(RejectedChunk(rel, start, last, "dream_output"))
        recorded = self.record_screened(note.screened, note.columns)
        self.statements.update(note.statements)
        self.save_source(row, rel, st, probe.digest, recorded, "")

    def probed_notes(
        self, notes: list[tuple[Path, str]]
    ) -> Iterator[tuple[Path, _Probe, str, _PreparedNote | None]]:
        """Each note probed, in order, with its `prepare_note` when worker processes prepared it
        ahead of its turn (`ingest.parallel`: only a large ingestion is worth them)."""
        workers = self._workers_for(notes)
        if not workers:
            for path, day in notes:
                yield path, self.probe(path), day, None
            return
        stored = self._stored_keys()
        pool = parallel.Prefetcher(workers, _remember_stored, (stored,))
        try:
            ahead: deque[tuple[Path, _Probe, str, parallel.Task[_PreparedNote] | None]] = deque()
            todo = iter(notes)
            while True:
                while len(ahead) < workers * parallel.AHEAD_PER_WORKER:
                    step = next(todo, None)
                    if step is None:
                        break
                    path, day = step
                    probe = self.probe(path)
                    task = None
                    if probe.outcome == "changed":
                        task = pool.submit(_prepare_in_worker, probe.data, probe.rel, day)
                    ahead.append((path, probe, day, task))
                if not ahead:
                    return
                path, probe, day, task = ahead.popleft()
                yield path, probe, day, None if task is None else pool.result(task)
        finally:
            pool.close()

    def _workers_for(self, notes: list[tuple[Path, str]]) -> int:
        """Worker processes for reading `notes` (0: serially), by their changed files and bytes
        (a changed size or time; the fingerprint decides later)."""
        files = size = 0
        for path, _ in notes:
            row = self.source_row(self.ws.relpath(path))
            try:
                st = path.stat()
            except OSError:
                continue
            if row is None or row.size != st.st_size or row.mtime_ns != st.st_mtime_ns:
                files += 1
                size += st.st_size
        return parallel.worker_count() if parallel.worth_parallel(files, size) else 0

    def _stored_keys(self) -> frozenset[str]:
        """The keys the store holds before this run (workers compute columns for the others)."""
        if self._store_was_empty is None:
            self._store_was_empty = not queries.holds_fragments(self.s, self.store.workspace_id)
        if self._store_was_empty:
            return frozenset()
        return queries.stored_keys(self.s, self.store.workspace_id)

    def ingest_session(self, path: Path, budget: int | None) -> int:
        """Record up to `budget` new messages of a changed transcript (None: all of them);
        the messages left over are counted as waiting for the next run."""
        changed = self.read_changed(path, MAX_SESSION_BYTES)
        if changed is None:
            return 0
        data, st, row = changed
        rel = self.ws.relpath(path)
        result = read_session_jsonl(data)
        # Resume after the messages a capped earlier run already took from this file.
        start = row.cursor if row is not None and row.size < 0 else 0
        if budget == 0:
            # Nothing is recorded and no fingerprint saved: the next run reads the file again.
            self.report.session_messages_waiting += max(0, len(result.messages) - start)
            return 0
        self.report.files_read += 1
        self.report.read_paths.append(rel)
        for line, reason in result.broken_lines:
            self.report.broken_lines.append(FileIssue(f"{rel}:{line}", reason))
        if result.diary_transcript:
            first = result.diary_from_line or 1
            self.report.rejected.append(
                RejectedChunk(rel, first, data.count(b"\n") + 1, "diary_transcript")
            )
        file_day = self.ws.day(datetime.fromtimestamp(st.st_mtime, tz=self.now.tzinfo))
        end = len(result.messages) if budget is None else start + budget
        messages = result.messages[start:end]
        self.report.session_messages_waiting += max(0, len(result.messages) - start - len(messages))
        pieces = [
            _Piece(
                "session",
                m.text,
                rel,
                m.line,
                m.line,
                self.ws.day(m.timestamp) if m.timestamp else file_day,
            )
            for m in messages
        ]
        self.record(pieces)
        self.report.session_messages += len(messages)
        complete = start + len(messages) >= len(result.messages)
        self.save_source(
            row, rel, st, _fingerprint(data), start + len(messages), "", complete=complete
        )
        return len(messages)

    def record(self, pieces: list[_Piece]) -> int:
        """Screen pieces (`_screen_piece`) and record them (`record_screened`)."""
        return self.record_screened([_screen_piece(p) for p in pieces])

    def record_screened(
        self, screened: list[_Screened], columns: dict[str, dict[str, object]] | None = None
    ) -> int:
        """Upsert fragments and occurrences; one ingestion signal per fragment per day.

        New fragments and occurrences go in as batched Core inserts (building ORM objects for
        them cost most of a first ingestion); fragments stored before this run are updated
        through the ORM, so a caller's session never holds stale copies of them. `columns` holds
        the text's columns of new keys a worker computed (`fragment_columns`).
        """
        by_key, occurrences, promotable = self._group(screened)
        # The source rows and signals added through the ORM need not be written before these
        # statements (none reads them): they are flushed together once, not once per note.
        with self.s.no_autoflush:
            self._upsert_fragments(by_key, promotable, columns or {})
            self.read_occurrences([self._current[key] for key in by_key])
            self._add_occurrences(occurrences)
        return len(by_key)

    def _group(
        self, screened: list[_Screened]
    ) -> tuple[dict[str, _Piece], dict[str, list[_Piece]], dict[str, bool]]:
        """Report the rejected pieces, group the others by claim key: the first piece per key,
        every piece per key, and whether the key's text is promotable."""
        by_key: dict[str, _Piece] = {}
        occurrences: dict[str, list[_Piece]] = {}
        promotable: dict[str, bool] = {}
        for item in screened:
            piece, reason, key = item.piece, item.reason, item.key
            if not key:
                self.report.rejected.append(
                    RejectedChunk(piece.path, piece.start_line, piece.end_line, reason or "")
                )
                continue
            by_key.setdefault(key, piece)
            promotable[key] = reason is None
            occurrences.setdefault(key, []).append(piece)
        return by_key, occurrences, promotable

    def _upsert_fragments(
        self,
        by_key: dict[str, _Piece],
        promotable: dict[str, bool],
        columns: dict[str, dict[str, object]],
    ) -> None:
        """Signal the stored fragments once this run, insert the new ones in one batch."""
        stored = self.stored_ids([k for k in by_key if k not in self._current])
        existing = (
            self.store.fragments_by_keys(self.s, list(stored), for_update=True) if stored else {}
        )
        new_rows: list[dict[str, object]] = []
        for key, piece in by_key.items():
            if key not in self._current:
                row = existing.get(key)
                if row is None:
                    new_rows.append(
                        self.new_fragment(key, piece, promotable[key], columns.get(key))
                    )
                    self.report.fragments_new += 1
                    self.report.new_keys.append(key)
                    self.report.fragments_signaled += 1
                else:
                    self.signal(row, piece.kind)
                    assert row.id is not None
                    self._current[key] = row.id
            if key not in self._touched:
                self._touched.add(key)
                self.report.touched_keys.append(key)
        if new_rows:
            # Ids come back by key, unordered.
            for key, frag_id in queries.insert_fragments(self.s, new_rows):
                self._current[key] = frag_id
                # A fragment created now has no stored occurrences to read.
                self._occurrences_read.add(frag_id)

    def _add_occurrences(self, occurrences: dict[str, list[_Piece]]) -> None:
        """Insert the places not stored yet, in one batch."""
        new_occurrences: list[dict[str, object]] = []
        for key, occs in occurrences.items():
            frag_id = self._current[key]
            for p in occs:
                ident = (frag_id, p.path, p.start_line, p.end_line)
                if ident in self._occurrences:
                    continue
                self._occurrences.add(ident)
                new_occurrences.append(
                    {
                        "fragment_id": frag_id,
                        "workspace_id": self.store.workspace_id,
                        "path": p.path,
                        "start_line": p.start_line,
                        "end_line": p.end_line,
                        "day": p.day,
                        "seen_at": self.db_now,
                    }
                )
        if new_occurrences:
            queries.insert_occurrences(self.s, new_occurrences)
            self.report.occurrences_new += len(new_occurrences)

    def signal(self, row: FragmentRow, kind: str) -> None:
        """A stored fragment met again: seen now, and its signal unless it had one today."""
        row.last_seen_at = self.db_now
        if row.last_ingested_day != self.today:
            score = _SCORE_FOR[kind]
            row.daily_count += 1
            row.total_score += score
            row.max_score = max(row.max_score, score)
            row.last_ingested_day = self.today
            self.report.fragments_signaled += 1
        self.s.add(row)

    def stored_ids(self, keys: list[str]) -> dict[str, int]:
        """Ids of the fragments among `keys` that the store already holds (key → id)."""
        if not keys:
            return {}
        if self._store_was_empty is None:
            self._store_was_empty = not queries.holds_fragments(self.s, self.store.workspace_id)
        if self._store_was_empty:
            # It holds only what this run created, and `_current` has all of that.
            return {}
        return queries.stored_ids(self.s, self.store.workspace_id, keys)

    def read_occurrences(self, fragment_ids: list[int]) -> None:
        """Add the stored occurrences of fragments not read yet to the known set."""
        unread = [i for i in dict.fromkeys(fragment_ids) if i not in self._occurrences_read]
        self._occurrences |= queries.stored_places(self.s, unread)
        self._occurrences_read.update(unread)

    def new_fragment(
        self, key: str, piece: _Piece, promotable: bool, columns: dict[str, object] | None = None
    ) -> dict[str, object]:
        """Column values of a fragment met for the first time, its first signal included;
        `columns` are its `fragment_columns` when a worker computed them."""
        if columns is None:
            columns = fragment_columns(piece.path, piece.text)
        score = _SCORE_FOR[piece.kind]
        return {
            "workspace_id": self.store.workspace_id,
            "key": key,
            "text": piece.text,
            "kind": piece.kind,
            "recall_count": 0,
            "daily_count": 1,
            "total_score": score,
            "max_score": score,
            "first_seen_at": self.db_now,
            "last_seen_at": self.db_now,
            "last_ingested_day": self.today,
            "last_recalled_at": None,
            "query_hashes": [],
            "recall_days": [],
            "promoted_at": None,
            "rejected_at": None,
            "promotable": promotable,
            "claim_id": None,
            **columns,
        }


def ingest(
    store: Store,
    ws: Workspace,
    now: datetime,
    *,
    lookback_days: int | None = None,
    progress: Progress | None = None,
    session: Session | None = None,
    session_budget: int | None = None,
) -> IngestReport:
    """Read changed daily notes and session transcripts into the store; one transaction.

    `lookback_days` limits daily notes to recent days (light uses 2); None reads them all.
    `session_budget` caps the transcript messages recorded (the phases pass
    SESSION_MESSAGES_PER_RUN); None reads every transcript whole (algorithm.md §4).
    Pass `session` to join a caller's transaction (a phase commits its changes once).
    """
    report = IngestReport()
    notes = daily_note_files(ws, now, lookback_days, report.files_failed)
    sessions = session_files(ws, report.files_failed)
    total = len(notes) + len(sessions)

    def run(s: Session) -> None:
        store.lock_ingestion(s)
        worker = _Ingestor(store, ws, s, now, report)
        done = 0
        for path, probe, day, note in worker.probed_notes(notes):
            worker.take_note(probe, day, note)
            checkpoint("after-ingest-file")
            done += 1
            if progress:
                progress(done, total, path.name)
        budget = session_budget
        for path in sessions:
            taken = worker.ingest_session(path, budget)
            budget = None if budget is None else budget - taken
            done += 1
            if progress:
                progress(done, total, path.name)
        # Restatements join their claims as they arrive (algorithm.md §6.5).
        s.flush()
        report.rejudged = rejudge(store, s)
        report.resolved = len(
            assign_claims(
                store,
                s,
                since=claim_window_start(now),
                statements=worker.statements,
                spread=parallel.spread,
                ways=parallel.worker_count(),
            )
        )

    with _collector_paused():
        if session is not None:
            run(session)
        else:
            with store.session() as s:
                run(s)
    return report


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while one ingestion runs. Ingestion makes no
    reference cycles to collect (a year's first ingest leaves none), but the texts it judges
    and the caches it fills keep objects alive, and the collector's full passes over them cost
    a year's first ingest about 0.4 s. It is on again afterwards, unless it was off before."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def last_ingested_at(store: Store) -> datetime | None:
    """When a file of the workspace was last ingested (None: never)."""
    return sources.last_ingested_at(store)
