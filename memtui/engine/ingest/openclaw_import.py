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

from datetime import datetime
from pathlib import Path

from memtui.engine.errors import WorkspaceError
from memtui.engine.guard import unpromotable_reason
from memtui.engine.ingest.openclaw_state import (
    FINGERPRINT_PREFIX,
    PHASE_RELPATH,
    RECALL_RELPATH,
    ImportedClaim,
    ImportedPhase,
    ImportReport,
    as_utc,
    gather_claims,
    gather_phases,
    later,
    read_phase_entries,
    read_recall_store,
    read_state,
    sha256_of,
)
from memtui.engine.ingest.pipeline import search_text_for
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
from memtui.engine.text import concept_tags
from memtui.engine.workspace import Workspace

__all__ = ["PHASE_RELPATH", "RECALL_RELPATH", "ImportReport", "import_openclaw"]


# ------------------------------------------------------------------ store writes
def _fingerprint_path(ws: Workspace, source_root: Path, relpath: str) -> str:
    """`openclaw:<relpath>` for the workspace itself; another root is named in full so two
    openclaw workspaces imported into one memtui workspace keep separate fingerprints."""
    if source_root == ws.root:
        return FINGERPRINT_PREFIX + relpath
    return f"{FINGERPRINT_PREFIX}{source_root.as_posix()}/{relpath}"


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
    db_now = as_utc(now)
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


def _new_row(store: Store, claim: ImportedClaim, now: datetime) -> FragmentRow:
    first_seen = claim.first_seen or as_utc(now)
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


def _merge_row(row: FragmentRow, claim: ImportedClaim) -> None:
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
        row.first_seen_at = min(as_utc(row.first_seen_at), claim.first_seen)
    if claim.last_seen is not None:
        row.last_seen_at = max(as_utc(row.last_seen_at), claim.last_seen)
    row.last_recalled_at = later(to_db_time(row.last_recalled_at), claim.last_recalled)
    row.last_ingested_day = max(row.last_ingested_day, claim.ingested_day)
    if row.promoted_at is None:
        row.promoted_at = claim.promoted_at


def _merge_phase(row: PhaseSignalRow, phase: ImportedPhase) -> None:
    row.light_hits = max(row.light_hits, phase.light_hits)
    row.rem_hits = max(row.rem_hits, phase.rem_hits)
    row.last_light_at = later(to_db_time(row.last_light_at), phase.last_light_at)
    row.last_rem_at = later(to_db_time(row.last_rem_at), phase.last_rem_at)
    row.last_rem_considered_at = later(
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
    recall_data, recall_entries = read_recall_store(recall_file)
    phase_data = read_state(phase_file)

    report = ImportReport()
    recall_fp = _fingerprint_path(ws, root, RECALL_RELPATH)
    phase_fp = _fingerprint_path(ws, root, PHASE_RELPATH)
    recall_digest, phase_digest = sha256_of(recall_data), sha256_of(phase_data)
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

    phase_entries, phase_error = read_phase_entries(phase_file, phase_data, report)
    claims, claim_of_entry = gather_claims(recall_entries, ws, root, now, report)
    phases = gather_phases(phase_entries, claim_of_entry, report)
    with store.session() as s:
        _write(s, store, claims, phases, now, report)
        _save_fingerprint(s, store, ws, recall_fp, recall_file, recall_digest, len(claims), now)
        _save_fingerprint(
            s, store, ws, phase_fp, phase_file, phase_digest, len(phases), now, phase_error
        )
    return report


def _write(
    s: Session,
    store: Store,
    claims: dict[str, ImportedClaim],
    phases: dict[str, ImportedPhase],
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
    db_now = as_utc(now)
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
