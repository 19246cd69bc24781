"""Promotion review: list, preview, approve, reject, edit, merge and undo.

Each decision that changes MEMORY.md writes through dream/memory_writes.py, which keeps the
previous text as a version first; the decision is recorded on the promotion row after the file
is written.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from memtui.engine.claims import ClaimSources, claim_sources, merged_sources
from memtui.engine.documents.memory_file import (
    AppendResult,
    MemoryEntry,
    PromotionItem,
    memory_entries,
    remove_promotion,
    replace_promotion_text,
    truncate_to_tokens,
    update_promotion_evidence,
)
from memtui.engine.dream.memory_writes import (
    apply_items,
    preview_items,
    read_memory,
    reinforce_entries,
    unified_diff,
    write_memory,
)
from memtui.engine.embeddings import EmbeddingError, embedder_for
from memtui.engine.errors import NotFound, UsageError
from memtui.engine.redact import redact_secrets
from memtui.engine.semantic import SecondOpinion
from memtui.engine.similarity import near_entry
from memtui.engine.statements import entry_sources
from memtui.engine.store import (
    FragmentRow,
    PromotionRow,
    Store,
    from_db_time,
    to_db_time,
)
from memtui.engine.store.fragments import scored_by_keys
from memtui.engine.store.promotions import (
    pending_with_action,
    promotions_by_id,
    promotions_with_status,
)
from memtui.engine.vocabulary import PromotionAction, PromotionStatus
from memtui.engine.workspace import Workspace


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
