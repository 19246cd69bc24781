"""What an agent host puts in front of the model: bootstrap, recall block, flush prompt.

reference.md §9 describes the pieces (architecture.md §3 shows where they fit); the wording is ours.

After every agent reply the host runs two checks in a fixed order:

1. **compaction check** — is the conversation close enough to the context limit to compact?
2. **flush check** — :func:`should_flush`: if true, send :func:`flush_prompt` as an extra turn;
   the agent writes what should outlive the conversation to today's daily note (through the
   ``memory_note`` tool or its file tools) or answers :data:`SILENT_TOKEN`, which the host
   swallows.

The two never trigger each other: compaction does not cause a flush and a flush runs even when
nothing was compacted. The order is fixed so that, in a turn where compaction happened, the flush
right after it gets what is still in context onto disk before the next compaction can drop it.
A host flushes at most once per compaction cycle (see the ``compaction_count`` arguments of
:func:`should_flush`).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from memtui.engine.documents.atomic import read_text_or_empty
from memtui.engine.errors import UsageError
from memtui.engine.redact import redact_keeping_lines
from memtui.engine.workspace import Workspace

SILENT_TOKEN = "NO_REPLY"
MEMORY_FILE = "MEMORY.md"

# reference.md §9: an oversized bootstrap file keeps the first 70% and last 20% of the cap; the 10%
# left over pays for the marker, so the injected text never exceeds the cap.
BOOTSTRAP_HEAD_RATIO = 0.7
BOOTSTRAP_TAIL_RATIO = 0.2
TRUNCATION_MARKER = f"[...truncated, read {MEMORY_FILE} for full content...]"

DEFAULT_CONTEXT_WINDOW = 200_000
DEFAULT_RESERVE_TOKENS_FLOOR = 20_000
DEFAULT_SOFT_THRESHOLD_TOKENS = 4_000
FLUSH_TRANSCRIPT_BYTES = 2 * 1024 * 1024

_DAY_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


# ------------------------------------------------------------------ MEMORY.md bootstrap


@dataclass(frozen=True)
class BootstrapResult:
    """MEMORY.md as it goes into a system prompt, with what was cut and why."""

    text: str
    exists: bool
    original_chars: int
    max_chars: int
    budget_chars: int
    head_chars: int = 0
    tail_chars: int = 0
    warnings: list[str] = field(default_factory=list)

    @property
    def truncated(self) -> bool:
        return self.max_chars > 0 and self.original_chars > self.max_chars

    @property
    def over_budget(self) -> bool:
        return self.budget_chars > 0 and self.original_chars > self.budget_chars

    def to_json(self) -> dict[str, Any]:
        """The result as plain JSON data (`memtui prompt --json`)."""
        return {
            "path": MEMORY_FILE,
            "exists": self.exists,
            "text": self.text,
            "chars": len(self.text),
            "original_chars": self.original_chars,
            "max_chars": self.max_chars,
            "budget_chars": self.budget_chars,
            "truncated": self.truncated,
            "head_chars": self.head_chars,
            "tail_chars": self.tail_chars,
            "over_budget": self.over_budget,
            "warnings": list(self.warnings),
        }


def truncate_bootstrap(text: str, max_chars: int) -> tuple[str, int, int]:
    """Cap `text` at `max_chars`: first 70% + marker + last 20% (reference.md §9).

    Returns ``(text, head_chars, tail_chars)``: how many characters of the start and of the end
    were kept (both 0 when nothing was cut).
    `max_chars <= 0` means no cap. Cuts are by character (code point), so a Chinese character
    is never split, and the result is at most `max_chars` long (a cap shorter than the marker
    still gets the marker).
    """
    if max_chars <= 0 or len(text) <= max_chars:
        return text, 0, 0
    head = math.floor(max_chars * BOOTSTRAP_HEAD_RATIO)
    tail = math.floor(max_chars * BOOTSTRAP_TAIL_RATIO)
    # The marker and its two newlines must fit in the 10% left over; only a cap under ~540
    # characters is too small for that, and then the tail, then the head, give way to it.
    room = max(0, max_chars - len(TRUNCATION_MARKER) - 2)
    tail = min(tail, max(0, room - head))
    head = min(head, room)
    return f"{text[:head]}\n{TRUNCATION_MARKER}\n{text[len(text) - tail :]}", head, tail


def bootstrap_text(ws: Workspace, max_chars: int | None = None) -> BootstrapResult:
    """MEMORY.md for the system prompt, capped at `memory.bootstrap_max_chars` (or `max_chars`).

    A missing MEMORY.md gives empty text (nothing to inject). Warns when the file is over
    `memory.budget_chars` and when the cap cut it.
    """
    cap = ws.config.memory.bootstrap_max_chars if max_chars is None else max_chars
    budget = ws.config.memory.budget_chars
    exists = ws.memory_path.is_file()
    # Trailing blank lines carry nothing and would only eat into the tail share. A secret the
    # user wrote into MEMORY.md never reaches the model.
    content = redact_keeping_lines(read_text_or_empty(ws.memory_path)).rstrip()
    text, head, tail = truncate_bootstrap(content, cap)
    result = BootstrapResult(
        text=text,
        exists=exists,
        original_chars=len(content),
        max_chars=cap,
        budget_chars=budget,
        head_chars=head,
        tail_chars=tail,
    )
    if result.over_budget:
        result.warnings.append(
            f"{MEMORY_FILE} is {len(content):,} characters, over memory.budget_chars "
            f"({budget:,}); the deep phase drops its oldest dated sections at the next promotion, "
            "or trim it by hand."
        )
    if result.truncated:
        result.warnings.append(
            f"{MEMORY_FILE} is {len(content):,} characters, over memory.bootstrap_max_chars "
            f"({cap:,}); the bootstrap keeps the first {head:,} and the last {tail:,}."
        )
    return result


# ------------------------------------------------------------------ prompts


def memory_recall_block() -> str:
    """The `## Memory Recall` system-prompt block: search before answering about the past."""
    return f"""## Memory Recall
You have a long-term memory. {MEMORY_FILE} holds what has proven durable; it is loaded at the \
start of each session. Daily notes (memory/YYYY-MM-DD.md) and the dream log (DREAMS.md) \
are not loaded: reach them through the memory tools.

Before you answer anything about earlier work, past decisions and their reasons, dates, people, \
preferences, rules or open todos:
1. Call memory_search with a short query (Chinese or English both work).
2. If a hit is not enough, call memory_get with the hit's path and line numbers and read only \
the lines you need.
3. If nothing relevant turns up, or what you found is thin, say that you checked memory; do not \
guess.

When it helps the user verify, cite the source as `Source: <path>#L<start>-L<end>`.
Searching is also how memories earn their place: what you keep recalling is what gets promoted \
into {MEMORY_FILE}. To record something new, use memory_note (it appends to today's note); \
never edit {MEMORY_FILE} or DREAMS.md."""


def flush_prompt(day: str) -> str:
    """The pre-compaction memory-flush prompt for the local date `day` (YYYY-MM-DD).

    The article's rules, our words (reference.md §9): where to write (today's note, append), what is
    read-only, and the silent token when there is nothing to keep. What to keep is the agent's
    own judgement; the prompt only gives the usual kinds as a hint.
    """
    if not _DAY_RE.match(day):
        raise UsageError(f"flush prompt: day must be YYYY-MM-DD, got {day!r}")
    note = f"memory/{day}.md"
    return f"""Memory flush before compaction. Older parts of this conversation will soon be \
compacted; save what must outlive them.
- Write durable memories to {note} only: today's daily note (create memory/ if it is missing). \
The memory_note tool appends there for you.
- If {note} already exists, append new entries at the end; never rewrite, reorder or delete \
what is there.
- Keep one note per day: never create variants such as memory/{day}-1530.md.
- Treat {MEMORY_FILE}, DREAMS.md and the other bootstrap files as read-only; never change them.
- Put entries under a short `## topic` heading; the heading stays attached to every line under it.
- You decide what is worth keeping. Usually: decisions with their reasons, lasting preferences \
and rules, unfinished work and where it stands. Usually not: one-off questions, exploration steps \
and dead ends, finished one-off operations.
- If there is nothing worth keeping, reply with exactly {SILENT_TOKEN} and nothing else.
Current date: {day}"""


# ------------------------------------------------------------------ when to flush


def should_flush(
    session_tokens: int,
    context_window: int = DEFAULT_CONTEXT_WINDOW,
    reserve_tokens_floor: int = DEFAULT_RESERVE_TOKENS_FLOOR,
    soft_threshold_tokens: int = DEFAULT_SOFT_THRESHOLD_TOKENS,
    transcript_bytes: int = 0,
    *,
    compaction_count: int | None = None,
    flushed_at_compaction: int | None = None,
) -> bool:
    """Whether the host should send the flush prompt now (reference.md §9); after compaction check.

    True when ``session_tokens >= context_window - reserve_tokens_floor - soft_threshold_tokens``
    (176 000 with the defaults) or the transcript is at least 2 MiB. Negative inputs count as 0;
    a window too small to leave a positive threshold flushes on transcript size only.

    Once per compaction cycle: a host that tracks how many compactions the session has had passes
    `compaction_count` and the count at its last flush as `flushed_at_compaction`; when they are
    equal this cycle was already flushed and the answer is False.
    """
    if (
        compaction_count is not None
        and flushed_at_compaction is not None
        and compaction_count == flushed_at_compaction
    ):
        return False
    if max(0, transcript_bytes) >= FLUSH_TRANSCRIPT_BYTES:
        return True
    tokens = max(0, session_tokens)
    threshold = max(0, context_window) - max(0, reserve_tokens_floor)
    threshold -= max(0, soft_threshold_tokens)
    return threshold > 0 and tokens > 0 and tokens >= threshold
