"""Optional model consolidation of MEMORY.md, under the reference's guards (algorithm.md §6.5).

When a model is configured (the diary's `openai` client settings), deep may ask it to rewrite
the promoted part of MEMORY.md with this run's winners merged in: restatements folded into one
entry, related entries merged. The answer is never written as is. It becomes a review item with
a diff, and only when it passes every guard:

- it keeps at least 75 % of the promoted entries MEMORY.md had (by their markers);
- it carries every source reference (`source=path:s-e`) of those entries and of the winners;
- it fits the MEMORY.md budget;
- it keeps every hand-written block byte for byte.

A failing model (timeout, HTTP error, empty or refused answer) changes nothing: the winners
are staged or appended as without a model. Approving the item saves the preimage (every
MEMORY.md write does) and applies only to the MEMORY.md it was computed from.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from memtui.engine.documents.memory_file import (
    PromotionItem,
    append_promotions,
    parse_promotions,
    promotion_keys,
)
from memtui.engine.dream.narrative import DiarySettings
from memtui.engine.redact import redact_secrets
from memtui.engine.text import collapse_ws

log = logging.getLogger(__name__)

MIN_KEPT = 0.75
REWRITE_KEY_PREFIX = "rewrite-"
_SOURCE_RE = re.compile(r"source=([^\s\]]+?):(\d+)-(\d+)\]")
_FENCE_RE = re.compile(r"^```[\w-]*\n(.*?)\n```\s*$", re.DOTALL)
_PROMOTED_HEADING = "## Promoted From Short-Term Memory"

SYSTEM_PROMPT = (
    "You maintain MEMORY.md, the long-term memory of a software team's assistant. You receive "
    "the file with new entries already appended. Consolidate the sections titled '## Promoted "
    "From Short-Term Memory (date)': where entries state the same fact, keep one entry in the "
    "clearest wording (at most 280 characters) and list every source of the merged entries in "
    "its [score=… source=…] tail; keep each kept entry's '<!-- openclaw-memory-promotion:KEY "
    "-->' line above it. Never change any other part of the file. Answer with the whole file "
    "and nothing else."
)


def preimage_key(doc: str) -> str:
    """The review key of a rewrite: which MEMORY.md text it was computed from."""
    return REWRITE_KEY_PREFIX + hashlib.sha1(doc.encode("utf-8")).hexdigest()[:16]


@dataclass
class RewriteCheck:
    """The guards' verdict on a proposed MEMORY.md."""

    accepted: bool
    reason: str
    kept: float = 1.0
    missing_sources: list[str] = field(default_factory=list)
    chars: int = 0


def sources_of(doc: str) -> set[str]:
    """Every `path:s-e` a MEMORY.md text cites in its promotion tails."""
    return {f"{m.group(1)}:{m.group(2)}-{m.group(3)}" for m in _SOURCE_RE.finditer(doc)}


def _hand_written_blocks(doc: str) -> list[str]:
    """Text outside the promotion sections: each `## ` block that is not memtui's."""
    blocks: list[str] = []
    current: list[str] = []
    for line in doc.splitlines(keepends=True):
        if line.startswith("## ") and current:
            blocks.append("".join(current))
            current = []
        current.append(line)
    if current:
        blocks.append("".join(current))
    return [b.rstrip("\n") for b in blocks if not b.startswith(_PROMOTED_HEADING) and b.strip()]


def check_rewrite(
    old_doc: str, new_doc: str, items: Sequence[PromotionItem], budget_chars: int
) -> RewriteCheck:
    """Accept a rewrite only if it keeps ≥ 75 % of the prior promoted entries, every source,
    every hand-written block, and fits the budget (see module)."""
    prior = promotion_keys(old_doc)
    kept = len(prior & promotion_keys(new_doc)) / len(prior) if prior else 1.0
    if kept < MIN_KEPT:
        return RewriteCheck(False, f"keeps {kept:.0%} of the entries (< 75 %)", kept)
    needed = sources_of(old_doc) | {f"{i.path}:{i.start_line}-{i.end_line}" for i in items}
    missing = sorted(needed - sources_of(new_doc))
    if missing:
        return RewriteCheck(False, f"loses {len(missing)} source(s)", kept, missing)
    if budget_chars > 0 and len(new_doc) > budget_chars:
        return RewriteCheck(
            False, f"{len(new_doc)} characters, over the budget of {budget_chars}", kept
        )
    lost = [b for b in _hand_written_blocks(old_doc) if b not in new_doc]
    if lost:
        return RewriteCheck(False, "changes text memtui did not write", kept)
    if not parse_promotions(new_doc) and prior:
        return RewriteCheck(False, "no promoted entries left", kept)
    return RewriteCheck(True, "passes every guard", kept, chars=len(new_doc))


@dataclass
class Rewrite:
    """A model's consolidated MEMORY.md and the guards' verdict (`doc` None when it failed)."""

    base: str
    appended: str
    doc: str | None
    check: RewriteCheck
    error: str = ""

    @property
    def accepted(self) -> bool:
        return self.doc is not None and self.check.accepted and self.doc != self.appended


def _answer(settings: DiarySettings, appended: str) -> str:
    with settings.sync_client() as client:
        response = client.chat.completions.create(
            model=settings.model,
            messages=[
                {"role": "system", "content": SYSTEM_PROMPT},
                # What leaves memtui is redacted (MEMORY.md should hold no secret; be sure).
                {"role": "user", "content": redact_secrets(appended)},
            ],
        )
    content = response.choices[0].message.content if response.choices else None
    return content or ""


def _clean(answer: str) -> str:
    text = answer.strip()
    fenced = _FENCE_RE.match(text)
    if fenced:
        text = fenced.group(1)
    return text.rstrip("\n") + "\n" if text else ""


def propose_rewrite(
    settings: DiarySettings, old_doc: str, day: str, items: Sequence[PromotionItem], budget: int
) -> Rewrite:
    """Ask the model for a consolidated MEMORY.md with `items` merged in, and check it.

    Never raises for the model's failures: they come back as a refused `Rewrite` with `error`.
    """
    import openai

    appended = append_promotions(old_doc, day, items, budget).text
    try:
        answer = _clean(_answer(settings, appended))
    except (openai.OpenAIError, TimeoutError, ValueError) as exc:
        error = collapse_ws(f"{type(exc).__name__}: {exc}")[:200]
        log.warning("MEMORY.md consolidation: %s; plain appending stays", error)
        return Rewrite(old_doc, appended, None, RewriteCheck(False, error), error)
    if not answer:
        return Rewrite(old_doc, appended, None, RewriteCheck(False, "empty answer"), "empty answer")
    check = check_rewrite(old_doc, answer, items, budget)
    return Rewrite(old_doc, appended, answer if check.accepted else None, check)
