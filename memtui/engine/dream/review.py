"""Promotion review and MEMORY.md history: approve, reject, edit, undo, restore.

Every MEMORY.md write goes through `write_memory`, which first stores the previous text as a
`MemoryVersionRow` (committed), then replaces the file atomically. The fragment is marked
promoted only after the file is written; if a run dies in between, the marker already in
MEMORY.md makes the next attempt reconcile instead of appending twice.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from memtui.engine.claims import ClaimSources, claim_sources, merged_sources
from memtui.engine.documents.atomic import atomic_write_text, read_text_or_empty, remove_stale_temps
from memtui.engine.documents.lock import memory_lock
from memtui.engine.documents.memory_file import (
    AppendResult,
    MemoryEntry,
    PromotionItem,
    append_promotions,
    memory_entries,
    remove_promotion,
    replace_promotion_text,
    truncate_to_tokens,
    update_promotion_evidence,
)
from memtui.engine.embeddings import EmbeddingError, embedder_for
from memtui.engine.errors import DocumentError, NotFound, UsageError
from memtui.engine.faults import checkpoint
from memtui.engine.redact import redact_keeping_lines, redact_secrets
from memtui.engine.semantic import SecondOpinion
from memtui.engine.similarity import near_entry
from memtui.engine.statements import entry_sources
from memtui.engine.store import (
    FragmentRow,
    MemoryVersionRow,
    PromotionRow,
    Store,
    from_db_time,
    to_db_time,
)
from memtui.engine.store.fragments import scored_by_keys
from memtui.engine.store.promotions import (
    memory_versions,
    pending_with_action,
    promoted_fragments,
    promotions_by_id,
    promotions_with_status,
)
from memtui.engine.vocabulary import PromotionAction, PromotionStatus
from memtui.engine.workspace import Workspace
from memtui.textsafe import neutralise_document


@dataclass
class PromotionView:
    id: int
    key: str
    text: str
    status: str
    score: float
    raw_score: float
    recall_count: int
    avg: float
    components: dict[str, float]
    boost: float
    evidence: str
    created_at: datetime | None
    decided_at: datetime | None
    claim: ClaimSources | None = None  # every place the claim is stated (algorithm.md §6.5)
    action: str = "add"  # add | edit (replaces an older entry) | retire | rewrite (by a model)
    # The MEMORY.md entry a pending addition looks like (below the bar that would have merged it
    # at deep time): `review merge` reinforces it instead of adding a second entry.
    looks_like: MemoryEntry | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "claim": self.claim.to_json() if self.claim else None,
            "id": self.id,
            "key": self.key,
            "text": self.text,
            "status": self.status,
            "score": round(self.score, 6),
            "raw_score": round(self.raw_score, 6),
            "recall_count": self.recall_count,
            "avg": round(self.avg, 6),
            "components": {k: round(v, 6) for k, v in self.components.items()},
            "boost": round(self.boost, 6),
            "evidence": self.evidence,
            "created_at": self.created_at.isoformat() if self.created_at else None,
            "decided_at": self.decided_at.isoformat() if self.decided_at else None,
            "looks_like": (
                {
                    "line": self.looks_like.line,
                    "key": self.looks_like.key,
                    "text": self.looks_like.text,
                }
                if self.looks_like
                else None
            ),
        }


def _view(row: PromotionRow) -> PromotionView:
    assert row.id is not None
    return PromotionView(
        row.id,
        row.key,
        row.text,
        row.status,
        row.score,
        row.raw_score,
        row.recall_count,
        row.avg,
        dict(row.components),
        row.boost,
        f"{row.path}:{row.start_line}-{row.end_line}",
        from_db_time(row.created_at),
        from_db_time(row.decided_at),
    )


def list_promotions(
    store: Store, status: str | None = PromotionStatus.PENDING, ws: Workspace | None = None
) -> list[PromotionView]:
    """Promotions with `status` (a `PromotionStatus`; None for all), best score first; with
    `ws`, each pending addition says which MEMORY.md entry it looks like, if one."""
    with store.session(read_only=True) as s:
        rows = promotions_with_status(store, s, status)
        views = [_view(r) for r in rows]
        sources = claim_sources(store, s, [r.fragment_id for r in rows])
    for view, row in zip(views, rows, strict=True):
        view.action = row.action
        view.claim = sources.get(row.fragment_id) if row.action == "add" else None
        if row.action == "rewrite":
            view.evidence = "MEMORY.md (consolidated by the model)"
    if ws is not None:
        _find_looks_like(ws, views)
    return views


def _find_looks_like(ws: Workspace, views: Sequence[PromotionView]) -> None:
    """The entry each pending addition looks like: lexically (`near_entry`), else — where
    embeddings are configured — by the semantic second opinion (memtui.engine.semantic): a
    reviewer decides, so a noisier signal helps here where it would mislead grouping."""
    entries = memory_entries(read_memory(ws))
    adds = [
        v for v in views if v.action == PromotionAction.ADD and v.status == PromotionStatus.PENDING
    ]
    if not entries or not adds:
        return
    opinion: SecondOpinion | None = None
    for view in adds:
        view.looks_like = near_entry(entries, view.text)
        if view.looks_like is None:
            if opinion is None:
                embedder = embedder_for(ws.config.embeddings)
                if embedder is None:
                    return
                opinion = SecondOpinion(embedder)
            try:
                found = opinion.nearest(view.text, [e.text for e in entries])
            except EmbeddingError:
                return  # the hint is lost, not the list
            view.looks_like = entries[found] if found is not None else None


def _item(
    row: PromotionRow, text: str | None = None, claim: ClaimSources | None = None
) -> PromotionItem:
    where = entry_sources(claim, f"{row.path}:{row.start_line}-{row.end_line}")
    return PromotionItem(
        key=row.key,
        text=text if text is not None else row.text,
        score=row.score,
        recalls=row.recall_count,
        avg=row.avg,
        path=row.path,
        start_line=row.start_line,
        end_line=row.end_line,
        sources=where.listed,
        more_sources=where.more,
        days=where.days,
    )


def _items(
    store: Store, rows: Sequence[PromotionRow], text: str | None = None
) -> list[PromotionItem]:
    """The entries approving `rows` writes: each with its claim's sources as they are now
    (a claim restated since it was staged lists the new place too); `text` replaces the text
    of a single promotion."""
    with store.session(read_only=True) as s:
        claims = claim_sources(store, s, [r.fragment_id for r in rows])
    return [_item(r, text, claims.get(r.fragment_id)) for r in rows]


# ------------------------------------------------------------------ MEMORY.md writes


def read_memory(ws: Workspace) -> str:
    if ws.memory_path.is_symlink():
        raise DocumentError(
            f"{ws.memory_path} is a symbolic link; memtui refuses to write through it"
        )
    return read_text_or_empty(ws.memory_path)


def write_memory(
    store: Store, ws: Workspace, now: datetime, transform: Callable[[str], str], reason: str
) -> tuple[str, str]:
    """Apply `transform` to MEMORY.md, keeping the previous text as a version. Returns (old, new)."""
    with memory_lock(ws.root):
        remove_stale_temps(ws.memory_path)
        old = read_memory(ws)
        # The user's byte-order mark is kept on every write and in the version, so a restore
        # or an undo gives the file's original bytes back.
        bom = _BOM if _starts_with_bom(ws.memory_path) else ""
        # Controls and bidi overrides from notes are written as the visible stand-ins every
        # command shows (textsafe), so the file, the bootstrap prompt and the CLI agree.
        new = neutralise_document(transform(old))
        if new == old:
            return old, new
        with store.session() as s:
            s.add(
                MemoryVersionRow(
                    workspace_id=store.workspace_id,
                    created_at=to_db_time(now),
                    reason=reason[:200],
                    content=bom + old,
                    existed=ws.memory_path.exists(),
                )
            )
        checkpoint("before-memory-write")
        atomic_write_text(ws.memory_path, new if new.startswith(_BOM) else bom + new)
    return old, new.removeprefix(_BOM)


_BOM = "\ufeff"


def _starts_with_bom(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(3) == b"\xef\xbb\xbf"
    except OSError:
        return False


def apply_items(
    store: Store, ws: Workspace, now: datetime, items: Sequence[PromotionItem], reason: str
) -> AppendResult:
    """Append promotions to MEMORY.md (idempotent by marker) and mark their fragments promoted."""
    day = ws.day(now)
    budget = ws.config.memory.budget_chars
    outcome: list[AppendResult] = []

    def transform(doc: str) -> str:
        result = append_promotions(doc, day, items, budget)
        outcome.append(result)
        return result.text

    write_memory(store, ws, now, transform, reason)
    result = outcome[0]
    done = set(result.appended) | set(result.reconciled)
    with store.session() as s:
        rows = store.fragments_by_keys(s, sorted(done))
        for row in rows.values():
            row.promoted_at = to_db_time(now)
            row.rejected_at = None
            s.add(row)
    return result


def reinforce_entries(
    store: Store, ws: Workspace, now: datetime, items: Sequence[PromotionItem], reason: str
) -> list[str]:
    """Update the `days=` and `sources=` of entries a restatement reinforced (their text and
    marker stay; algorithm.md §6.5). Returns the keys updated; an unchanged file is not
    written, so a second run of the same night changes nothing."""
    updated: list[str] = []

    def transform(doc: str) -> str:
        updated.clear()
        for item in items:
            doc, found = update_promotion_evidence(doc, item)
            if found:
                updated.append(item.key)
        return doc

    if items:
        write_memory(store, ws, now, transform, reason)
    return updated


def preview_items(ws: Workspace, now: datetime, items: Sequence[PromotionItem]) -> tuple[str, str]:
    """(current, proposed) MEMORY.md for a set of promotions; nothing is written."""
    old = read_memory(ws)
    return old, append_promotions(old, ws.day(now), items, ws.config.memory.budget_chars).text


def unified_diff(old: str, new: str, name: str = "MEMORY.md") -> str:
    """The change as a unified diff, for display: secrets in either text are redacted."""
    return redact_keeping_lines(
        "".join(
            difflib.unified_diff(
                old.splitlines(True), new.splitlines(True), f"a/{name}", f"b/{name}"
            )
        )
    )


# ------------------------------------------------------------------ review actions


def _pending(store: Store, ids: Sequence[int]) -> list[PromotionRow]:
    with store.session() as s:
        rows = promotions_by_id(store, s, ids)
    missing = sorted(set(ids) - {r.id for r in rows})
    if missing:
        raise NotFound(f"no promotion with id {', '.join(map(str, missing))}")
    not_pending = [r for r in rows if r.status != PromotionStatus.PENDING]
    if not_pending:
        raise UsageError(f"promotion {not_pending[0].id} is {not_pending[0].status}, not pending")
    return rows


def preview_approval(
    store: Store, ws: Workspace, now: datetime, ids: Sequence[int], text: str | None = None
) -> str:
    """The unified diff approving `ids` would make to MEMORY.md."""
    rows = _pending(store, ids)
    rewrite = _single_rewrite(rows)
    if rewrite is not None:
        return unified_diff(read_memory(ws), rewrite.text)
    if rows[0].action == "edit":
        old = read_memory(ws)
        return unified_diff(old, _edit_entry(old, _items(store, rows)[0])[0])
    if rows[0].action == "retire":
        old = read_memory(ws)
        return unified_diff(old, remove_promotion(old, rows[0].key)[0])
    items = _items(store, rows, _edited(ws, text) if text is not None and len(rows) == 1 else None)
    old, new = preview_items(ws, now, items)
    return unified_diff(old, new)


def _edited(ws: Workspace, text: str) -> str:
    cleaned = " ".join(redact_secrets(text).split())
    if not cleaned:
        raise UsageError("the edited text is empty")
    return truncate_to_tokens(cleaned, ws.config.dreaming.deep.max_promoted_tokens)


def approve(
    store: Store, ws: Workspace, now: datetime, ids: Sequence[int], text: str | None = None
) -> AppendResult:
    """Write pending promotions to MEMORY.md; `text` replaces the text of a single promotion."""
    rows = _pending(store, ids)
    rewrite = _single_rewrite(rows)
    if rewrite is not None:
        if text is not None:
            raise UsageError("a consolidated MEMORY.md is approved as proposed, or rejected")
        return _approve_rewrite(store, ws, now, rewrite)
    if any(r.action == "retire" for r in rows):
        if len(rows) != 1:
            raise UsageError("approve a retirement on its own")
        return _approve_retire(store, ws, now, rows[0])
    if any(r.action == "edit" for r in rows):
        if len(rows) != 1:
            raise UsageError("approve an edit of MEMORY.md on its own")
        return _approve_edit(store, ws, now, rows[0], _edited(ws, text) if text else rows[0].text)
    if text is not None and len(rows) != 1:
        raise UsageError("edit one promotion at a time")
    items = _items(store, rows, _edited(ws, text) if text is not None else None)
    result = apply_items(store, ws, now, items, f"approve {', '.join(str(r.id) for r in rows)}")
    with store.session() as s:
        for row, item in zip(rows, items, strict=True):
            fresh = s.get(PromotionRow, row.id)
            assert fresh is not None
            fresh.status, fresh.text, fresh.decided_at = (
                PromotionStatus.APPLIED,
                item.text,
                to_db_time(now),
            )
            fresh.memory_day = ws.day(now)
            s.add(fresh)
    return result


def _approve_retire(store: Store, ws: Workspace, now: datetime, row: PromotionRow) -> AppendResult:
    """Remove an entry that is no durable knowledge (its marker and bullet); its fragment stays
    out of deep until it earns new votes."""
    _, new = write_memory(
        store, ws, now, lambda doc: remove_promotion(doc, row.key)[0], f"approve {row.id} (retire)"
    )
    with store.session() as s:
        fresh = s.get(PromotionRow, row.id)
        frag = s.get(FragmentRow, row.fragment_id)
        assert fresh is not None
        fresh.status, fresh.decided_at = "applied", to_db_time(now)
        s.add(fresh)
        if frag is not None:
            frag.promoted_at, frag.rejected_at = None, to_db_time(now)
            s.add(frag)
    return AppendResult(new, [], [], [])


def _approve_edit(
    store: Store, ws: Workspace, now: datetime, row: PromotionRow, new_text: str
) -> AppendResult:
    """Replace an older promoted entry with the newer rule: its statement and evidence under
    the same marker; the newer rule's claim counts as promoted."""
    found: list[bool] = []
    item = _items(store, [row], new_text)[0]

    def transform(doc: str) -> str:
        out, ok = _edit_entry(doc, item)
        found.append(ok)
        return out

    _, new = write_memory(store, ws, now, transform, f"approve {row.id} (edit {row.key})")
    if not found[0]:
        raise UsageError(f"the entry {row.key} is no longer in MEMORY.md; reject this edit")
    with store.session() as s:
        fresh = s.get(PromotionRow, row.id)
        frag = s.get(FragmentRow, row.fragment_id)
        assert fresh is not None
        fresh.status, fresh.text, fresh.decided_at = "applied", new_text, to_db_time(now)
        fresh.memory_day = ws.day(now)
        s.add(fresh)
        if frag is not None:
            frag.promoted_at, frag.rejected_at = to_db_time(now), None
            s.add(frag)
    return AppendResult(new, [], [row.key], [])


def _edit_entry(doc: str, item: PromotionItem) -> tuple[str, bool]:
    """An older entry replaced by a newer rule: the newer rule's statement under the entry's
    marker, with the newer rule's score, sources and `source=` (algorithm.md §6.5)."""
    out, found = replace_promotion_text(doc, item.key, item.text)
    return update_promotion_evidence(out, item, whole=True)[0] if found else out, found


def _single_rewrite(rows: Sequence[PromotionRow]) -> PromotionRow | None:
    rewrites = [r for r in rows if r.action == "rewrite"]
    if rewrites and len(rows) > 1:
        raise UsageError("approve a consolidated MEMORY.md on its own")
    return rewrites[0] if rewrites else None


def stage_rewrite(store: Store, now: datetime, fragment_id: int, base: str, doc: str) -> int:
    """Stage a model-consolidated MEMORY.md for review (algorithm.md §6.5); an older pending
    rewrite is superseded."""
    from memtui.engine.dream.consolidate import preimage_key

    with store.session() as s:
        for row in pending_with_action(store, s, PromotionAction.REWRITE):
            row.status, row.decided_at = "rejected", to_db_time(now)
            s.add(row)
        row = PromotionRow(
            workspace_id=store.workspace_id,
            fragment_id=fragment_id,
            key=preimage_key(base),
            text=doc,
            status="pending",
            path="MEMORY.md",
            created_at=to_db_time(now),
            action="rewrite",
        )
        s.add(row)
        s.flush()
        assert row.id is not None
        return row.id


def _approve_rewrite(store: Store, ws: Workspace, now: datetime, row: PromotionRow) -> AppendResult:
    """Write an approved consolidated MEMORY.md, only over the text it was computed from; the
    pending promotions whose sources it carries are applied with it."""
    from memtui.engine.dream.consolidate import preimage_key, sources_of

    def transform(doc: str) -> str:
        if preimage_key(doc) != row.key:
            raise UsageError(
                "MEMORY.md changed since this rewrite was proposed; reject it and let deep "
                "propose a new one"
            )
        return row.text

    _, new = write_memory(store, ws, now, transform, f"approve {row.id} (consolidated)")
    carried = sources_of(new)
    applied: list[str] = []
    with store.session() as s:
        fresh = s.get(PromotionRow, row.id)
        assert fresh is not None
        fresh.status, fresh.decided_at, fresh.memory_day = "applied", to_db_time(now), ws.day(now)
        s.add(fresh)
        for other in pending_with_action(store, s, PromotionAction.ADD):
            if f"{other.path}:{other.start_line}-{other.end_line}" not in carried:
                continue
            other.status, other.decided_at = "applied", to_db_time(now)
            frag = s.get(FragmentRow, other.fragment_id)
            if frag is not None:
                frag.promoted_at, frag.rejected_at = to_db_time(now), None
                s.add(frag)
            s.add(other)
            applied.append(other.key)
    return AppendResult(new, applied, [], [])


def approvable_above(pending: Sequence[PromotionView], min_score: float) -> list[int]:
    """The ids among `pending` that "approve above a score" approves: additions staged at
    `min_score` or more (edits, retirements and rewrites are always decided one by one)."""
    return [p.id for p in pending if p.score >= min_score and p.action == PromotionAction.ADD]


def pending_above(store: Store, min_score: float) -> list[int]:
    """The pending promotions `approvable_above` a score; `approve` them to apply them."""
    return approvable_above(list_promotions(store, PromotionStatus.PENDING), min_score)


def reject(store: Store, now: datetime, ids: Sequence[int]) -> int:
    """Reject pending promotions; their fragments stay out of deep until they earn new votes."""
    rows = _pending(store, ids)
    with store.session() as s:
        for row in rows:
            fresh = s.get(PromotionRow, row.id)
            frag = s.get(FragmentRow, row.fragment_id)
            assert fresh is not None and frag is not None
            if row.action in ("rewrite", "retire"):
                fresh.status, fresh.decided_at = PromotionStatus.REJECTED, to_db_time(now)
                s.add(fresh)
                continue
            fresh.status, fresh.decided_at = PromotionStatus.REJECTED, to_db_time(now)
            frag.rejected_at = to_db_time(now)
            s.add(fresh)
            s.add(frag)
    return len(rows)


def edit_applied(store: Store, ws: Workspace, now: datetime, promotion_id: int, text: str) -> None:
    """Change the text of an applied promotion in MEMORY.md (metadata kept)."""
    row = _get(store, promotion_id)
    if row.status != PromotionStatus.APPLIED:
        raise UsageError(
            f"promotion {promotion_id} is {row.status}; only applied ones can be edited in place"
        )
    new_text = _edited(ws, text)
    found: list[bool] = []

    def transform(doc: str) -> str:
        out, ok = replace_promotion_text(doc, row.key, new_text)
        found.append(ok)
        return out

    write_memory(store, ws, now, transform, f"edit {promotion_id}")
    if not found[0]:
        raise UsageError(f"promotion {promotion_id} ({row.key}) is no longer in MEMORY.md")
    with store.session() as s:
        fresh = s.get(PromotionRow, promotion_id)
        assert fresh is not None
        fresh.text = new_text
        s.add(fresh)


def preview_edit(store: Store, ws: Workspace, now: datetime, promotion_id: int, text: str) -> str:
    """The unified diff `review edit` would make: a pending promotion approved with `text`, or
    an applied one rewritten in place. Nothing is written."""
    row = _get(store, promotion_id)
    if row.status == PromotionStatus.PENDING:
        return preview_approval(store, ws, now, [promotion_id], text)
    if row.status != PromotionStatus.APPLIED:
        raise UsageError(
            f"promotion {promotion_id} is {row.status}; only pending or applied ones can be edited"
        )
    old = read_memory(ws)
    new, found = replace_promotion_text(old, row.key, _edited(ws, text))
    if not found:
        raise UsageError(f"promotion {promotion_id} ({row.key}) is no longer in MEMORY.md")
    return unified_diff(old, new)


def merge(
    store: Store, ws: Workspace, now: datetime, promotion_id: int, line: int | None = None
) -> MemoryEntry:
    """A pending addition restates an entry MEMORY.md holds: reinforce that entry (the one at
    `line`, else the one it looks like) instead of adding a second one. An entry memtui wrote
    gains the claim's days and places; a line the user wrote stays byte for byte. The claim
    counts as promoted and the promotion is `merged`; `undo` takes it back."""
    (row,) = _pending(store, [promotion_id])
    if row.action != PromotionAction.ADD:
        raise UsageError(f"promotion {promotion_id} is an {row.action}; only additions merge")
    entries = memory_entries(read_memory(ws))
    entry = (
        next((e for e in entries if e.line == line), None)
        if line is not None
        else near_entry(entries, row.text)
    )
    if entry is None:
        where = f"at line {line}" if line is not None else "that it looks like"
        raise UsageError(f"MEMORY.md has no entry {where}; approve or reject #{promotion_id}")
    if entry.key is not None:
        with store.session(read_only=True) as s:
            merged = merged_sources(store, s, entry.key, row.fragment_id)
        places = entry_sources(merged, "")
        item = PromotionItem(entry.key, "", 0.0, 0, 0.0, "", 0, 0)
        item = replace(item, sources=places.listed, more_sources=places.more, days=places.days)
        reinforce_entries(store, ws, now, [item], f"merge {promotion_id} into line {entry.line}")
    with store.session() as s:
        fresh = s.get(PromotionRow, row.id)
        frag = s.get(FragmentRow, row.fragment_id)
        assert fresh is not None and frag is not None
        fresh.status, fresh.decided_at = PromotionStatus.MERGED, to_db_time(now)
        fresh.memory_day = ws.day(now)
        frag.promoted_at = to_db_time(now)
        s.add(fresh)
        s.add(frag)
    return entry


def _get(store: Store, promotion_id: int) -> PromotionRow:
    with store.session() as s:
        row = s.get(PromotionRow, promotion_id)
    if row is None or row.workspace_id != store.workspace_id:
        raise NotFound(f"no promotion with id {promotion_id}")
    return row


def undo(store: Store, ws: Workspace, now: datetime, promotion_id: int) -> bool:
    """Take a decision back: the promotion returns to pending, with its text (an edit made
    when approving is kept), for a new decision.

    An applied promotion loses its marker and bullet in MEMORY.md and its fragment is no longer
    promoted; a rejected one leaves MEMORY.md alone and its fragment may reach deep again.
    Returns whether MEMORY.md held the promotion (always False for a rejection)."""
    row = _get(store, promotion_id)
    decided = (PromotionStatus.APPLIED, PromotionStatus.REJECTED, PromotionStatus.MERGED)
    if row.status not in decided:
        raise UsageError(
            f"promotion {promotion_id} is {row.status}; only applied, merged or rejected ones "
            "can be undone"
        )
    if row.action in ("rewrite", "edit", "retire") and row.status == "applied":
        raise UsageError(
            "an edited or consolidated MEMORY.md is undone by restoring the version before it "
            "(`memtui memory history`, `memtui memory restore ID`)"
        )
    found: list[bool] = [False]
    if row.status == PromotionStatus.APPLIED:

        def transform(doc: str) -> str:
            out, ok = remove_promotion(doc, row.key)
            found[0] = ok
            return out

        write_memory(store, ws, now, transform, f"undo {promotion_id}")
    with store.session() as s:
        fresh = s.get(PromotionRow, promotion_id)
        frag = s.get(FragmentRow, row.fragment_id)
        assert fresh is not None and frag is not None
        fresh.status, fresh.decided_at = PromotionStatus.PENDING, None
        frag.promoted_at = None
        frag.rejected_at = None
        s.add(fresh)
        s.add(frag)
    return found[0]


def current_scores(
    store: Store, ws: Workspace, now: datetime, keys: Sequence[str]
) -> dict[str, float]:
    """The deep score of each fragment `key` as of `now` (a promotion keeps the score it was
    staged with; this is what it would score today)."""
    views = scored_by_keys(store, keys, now, ws.config.dreaming.deep.thresholds())
    return {v.key: v.scored.score for v in views if v.scored is not None}


# ------------------------------------------------------------------ history


@dataclass
class MemoryVersion:
    id: int
    created_at: datetime | None
    reason: str
    chars: int
    existed: bool
    content: str

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "created_at": self.created_at.isoformat() if self.created_at else None,
            "reason": self.reason,
            "chars": self.chars,
            "existed": self.existed,
        }


def memory_history(store: Store, limit: int = 50) -> list[MemoryVersion]:
    """Previous MEMORY.md texts, newest first."""
    with store.session() as s:
        rows = memory_versions(store, s, limit)
    return [
        MemoryVersion(
            r.id or 0, from_db_time(r.created_at), r.reason, len(r.content), r.existed, r.content
        )
        for r in rows
    ]


def restore_version(store: Store, ws: Workspace, now: datetime, version_id: int) -> tuple[str, str]:
    """Put MEMORY.md back to a stored version (the current text becomes a version too)."""
    with store.session() as s:
        row = s.get(MemoryVersionRow, version_id)
    if row is None or row.workspace_id != store.workspace_id:
        raise NotFound(f"no MEMORY.md version {version_id}; see `memtui memory history`")
    content = row.content
    old, new = write_memory(store, ws, now, lambda _doc: content, f"restore {version_id}")
    _sync_promoted_flags(store, ws, now, new)
    _sync_promotions(store, now, new)
    return old, new


def _sync_promotions(store: Store, now: datetime, doc: str) -> None:
    """After a restore, Review agrees with the file: a promotion whose entry came back is
    applied, one whose entry went is pending again (store/promotion_sync.py)."""
    from memtui.engine.documents.memory_file import promotion_keys
    from memtui.engine.store.promotion_sync import sync_promotions_to_markers

    sync_promotions_to_markers(store, promotion_keys(doc), now)


def _sync_promoted_flags(store: Store, ws: Workspace, now: datetime, doc: str) -> None:
    """After a restore, a fragment is promoted exactly when its marker is in MEMORY.md."""
    from memtui.engine.documents.memory_file import promotion_keys

    keys = promotion_keys(doc)
    with store.session() as s:
        for row in promoted_fragments(store, s):
            if row.key not in keys:
                row.promoted_at = None
                s.add(row)
        for row in store.fragments_by_keys(s, sorted(keys)).values():
            if row.promoted_at is None:
                row.promoted_at = to_db_time(now)
                s.add(row)
