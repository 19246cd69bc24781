"""Promotion guard: which fragment texts may never reach MEMORY.md (algorithm.md §6 Deep gate 2).

Implements reference.md §7.5: empty/marker-only/skeleton text, dream-output contamination (staged
blocks, REM truths, diary prompt and prose, promotion metadata), secrets, and — unless the text
states a durable intent — transient diagnostics (shell commands, stack traces, bare
timestamps), the junk openclaw users found promoted (reference.md §12, item 1).
"""

from __future__ import annotations

import re

from memtui.engine.documents.chunking import is_generic_heading
from memtui.engine.documents.dreams_file import DIARY_PLACEHOLDERS
from memtui.engine.prefilter import Prefiltered
from memtui.engine.redact import REDACTED, contains_secret
from memtui.engine.text import collapse_ws

__all__ = ["is_promotable", "unpromotable_reason"]

_HEADING_LINE_RE = re.compile(r"^\s{0,3}#{1,6}(?:\s|$)")
# The heading/role prefix a chunk or session line carries ("部署流程: …", "User: …").
_PREFIX_SPLIT = ": "
_MAX_PREFIX_CHARS = 80

# --- contamination (reference.md §7.5) -------------------------------------------------------
_PROMOTION_MARKER_RE = re.compile(r"<!--\s*openclaw-memory-promotion:", re.IGNORECASE)
_PROMOTION_META_RE = re.compile(
    r"\[score=\d*\.?\d+\s+recalls=\d+\s+avg=\d*\.?\d+\s+source=memory/", re.IGNORECASE
)
_DIARY_PROMPT_RE = re.compile(
    r"Write a dream diary entry from these memory fragments|请用这些记忆碎片写一篇梦境日记", re.I
)
_DIFF_PREFIX_RE = re.compile(r"@@\s*-\d+(?:,\d+)?\s+[-*+]\s+")
_LEAD_AT_START_RE = re.compile(r"(?:Candidate|Reflections?):|#{1,6}\s*Reflections?\b", re.I)
_LEAD_ANYWHERE_RE = re.compile(r"\b(?:Candidate|Reflections?):", re.IGNORECASE)
_LEAD_WINDOW = 200
_CONFIDENCE_RE = re.compile(r"\bconfidence:\s*\d", re.IGNORECASE)
_EVIDENCE_RE = re.compile(r"\bevidence:\s*memory/", re.IGNORECASE)
_STATUS_RE = re.compile(r"\bstatus:\s*staged\b", re.IGNORECASE)
_RECALLS_RE = re.compile(r"\brecalls:\s*\d+\b", re.IGNORECASE)
_NOTE_REFLECTION_RE = re.compile(r"\bnote:\s*reflection\b", re.IGNORECASE)
# REM "Possible Lasting Truths" bullet tail (reference.md §5 / algorithm.md §6 REM step 5).
_REM_TRUTH_RE = re.compile(r"\[confidence=\d(?:\.\d+)?\s+evidence=memory/", re.IGNORECASE)
_PHASE_MARKER_RE = re.compile(r"<!--\s*openclaw:dreaming:(?:light|rem|deep)\b", re.IGNORECASE)
# DREAMS.md diary section and the narrative fallback placeholder (reference.md §7.4, §7.3).
_DIARY_MARKER_RE = re.compile(
    r"<!--\s*openclaw:dreaming:(?:diary|backfill-entry)\b|^\s*#\s+Dream Diary\s*$",
    re.IGNORECASE | re.MULTILINE,
)

# --- durable intent (reference.md §7.5 N list, plus Chinese) --------------------------------
_DURABLE_RE = Prefiltered(
    re.compile(
        r"\b(?:always use|prefer(?:s|red|ence|ences)?|standing rule|rule:|remember|"
        r"should default to)|规范|必须|总是|不要|务必|始终|禁止",
        re.IGNORECASE,
    )
)

# --- stack traces ----------------------------------------------------------------------------
# Each ruled out first by the strings it needs ("Traceback", '", line ', ".java:" …).
_STACK_TRACE_RES = tuple(
    Prefiltered(re.compile(pattern))
    for pattern in (
        r"Traceback \(most recent call last\)",
        r"\bFile \"[^\"\n]+\", line \d+",
        # JS frames: "at foo (src/app.js:1:2)", "at /app/x.ts:10:5", "at node:internal/x:1:2".
        r"\bat\s+(?:[\w$.<>\[\]]+\s+(?:\[as [\w$]+\]\s+)?)?\(?"
        r"(?:node:)?[^\s():/\\.]*[/\\.][^\s():]*:\d+:\d+\)?",
        # JVM frames and thread headers.
        r"\bat\s+[\w$.]+\([\w$]+\.(?:java|kt|scala|groovy):\d+\)",
        r"Exception in thread \"",
        # The last line of a trace, split from its frames by the chunker: "TypeError: unsupported…".
        r"(?:^|[\s;:：])(?:[A-Z][A-Za-z]*(?:Error|Exception)|panic|FATAL|Segmentation fault)(?::|\b)\s",
    )
)

# --- bare timestamps -------------------------------------------------------------------------
_TIMESTAMP_RE = re.compile(
    r"\[?(?:"
    r"\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)?"
    r"\s*(?:Z|UTC|GMT|[+-]\d{2}:?\d{2})?"
    r"|\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?"
    r"|\d{10}(?:\d{3})?"
    r")\]?"
)

# --- shell commands --------------------------------------------------------------------------
# Commands that are not English words: any argument makes the line a command.
_STRONG_COMMANDS = frozenset(
    """
    apt apt-get awk aws az brew bun cargo cd chmod chown conda curl deno df dnf docker
    docker-compose du gcloud gh git grep helm htop journalctl jq kubectl ls mkdir mv mypy npm npx
    pip pip3 pipx pkill pnpm podman poetry ps psql pytest redis-cli rg rm rmdir rsync ruff rustup
    scp sed ssh systemctl tar terraform tmux unzip uv wget xargs yarn yum
    """.split()
)
# Commands that double as English words: they need a shell-looking argument too.
_WEAK_COMMANDS = frozenset(
    """
    bash cat code cp echo env export find go head java kill less ln make node nohup open ping
    python python3 sh source tail top touch vim which zsh
    """.split()
)
_COMMAND_PREFIXES = frozenset({"sudo", "nohup", "time", "env"})
_ENV_ASSIGNMENT_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=\S*$")
_PROMPT_RE = re.compile(r"^(?:\$|❯)\s+(?=[A-Za-z./~])")
_SCRIPT_PATH_RE = re.compile(r"^(?:\./|~/)[\w./-]+$")
_SHELLISH_ARG_RE = re.compile(r"^-|[/\\.=:@$*~|<>&]|\d")
_QUOTED_RE = re.compile(r"'[^']*'|\"[^\"]*\"|`[^`]*`")
_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_PROSE_WORDS = frozenset(
    """
    a about after all always an and are as be because been before but by can could do does doesn't
    don't every for from has have i if in instead into is it its never not of on our should since
    so than that the then there these this those to until was we were what when which why will
    with would you your
    """.split()
)


def _without_prefix(text: str) -> str | None:
    """The body after a short `heading: ` / `User: ` prefix, if the text has one."""
    head, sep, body = text.partition(_PREFIX_SPLIT)
    if not sep or len(head) > _MAX_PREFIX_CHARS or not body.strip():
        return None
    return body.strip()


def _candidates(text: str) -> list[str]:
    body = _without_prefix(text)
    return [text] if body is None else [text, body]


def _has_alnum(text: str) -> bool:
    return any(ch.isalnum() for ch in text)


def _is_skeleton(raw: str, text: str) -> bool:
    """Only headings and marker-only lines, or a prefix whose body has no letter or number."""
    lines = [line for line in raw.splitlines() if line.strip()]
    if lines and all(_HEADING_LINE_RE.match(line) or not _has_alnum(line) for line in lines):
        return any(_HEADING_LINE_RE.match(line) for line in lines)
    body = _without_prefix(text)
    return body is not None and not _has_alnum(body)


def _consume_lead_prefix(text: str) -> str:
    """Skip list/quote marks, `[`, `(` and diff prefixes before a lead (reference.md §7.5)."""
    index = 0
    while index < len(text):
        diff = _DIFF_PREFIX_RE.match(text, index)
        if diff:
            index = diff.end()
            continue
        char = text[index]
        if char in "[(":
            index += 1
            while index < len(text) and text[index] == " ":
                index += 1
            continue
        if char in "-*+>" and text[index + 1 : index + 2] == " ":
            index += 2
            continue
        break
    return text[index:]


def _is_staged_block(text: str) -> bool:
    """Light/REM staging shape: a Candidate/Reflection lead plus metadata (reference.md §7.5)."""
    if _REM_TRUTH_RE.search(text) or _PHASE_MARKER_RE.search(text):
        return True
    rest = _consume_lead_prefix(text)
    has_lead = bool(_LEAD_AT_START_RE.match(rest) or _LEAD_ANYWHERE_RE.search(rest[:_LEAD_WINDOW]))
    if not (has_lead and _CONFIDENCE_RE.search(text) and _EVIDENCE_RE.search(text)):
        return False
    staged = bool(_STATUS_RE.search(text) and _RECALLS_RE.search(text))
    return staged or bool(_NOTE_REFLECTION_RE.search(text))


def _is_stack_trace(text: str) -> bool:
    return any(pattern.search(text) for pattern in _STACK_TRACE_RES)


def _is_timestamp_only(text: str) -> bool:
    for candidate in _candidates(text):
        if _TIMESTAMP_RE.fullmatch(candidate) or is_generic_heading(candidate):
            return True
    return False


def _is_command(segment: str) -> bool:
    """One command line: a known command (or `$ ` prompt) with arguments and no prose."""
    stripped = segment.strip().strip("`").strip()
    prompted = bool(_PROMPT_RE.match(stripped))
    if prompted:
        stripped = _PROMPT_RE.sub("", stripped, count=1)
    unquoted = _QUOTED_RE.sub(" ", stripped)
    if _CJK_RE.search(unquoted):
        return False
    tokens = unquoted.split()
    while tokens and (tokens[0] in _COMMAND_PREFIXES or _ENV_ASSIGNMENT_RE.match(tokens[0])):
        tokens = tokens[1:]
    if not tokens:
        return False
    command, args = tokens[0], tokens[1:]
    if any(arg.lower().strip(",.;:!?") in _PROSE_WORDS for arg in args):
        return False
    if prompted:
        return True
    if _SCRIPT_PATH_RE.match(command):
        return True
    if not args:
        return False
    if command in _STRONG_COMMANDS:
        return True
    return command in _WEAK_COMMANDS and any(_SHELLISH_ARG_RE.search(arg) for arg in args)


def _is_shell_command(text: str) -> bool:
    """The text (or its body after a heading prefix) is command lines only, `; `-separated."""
    for candidate in _candidates(text):
        segments = [segment for segment in candidate.split("; ") if segment.strip()]
        if segments and all(_is_command(segment) for segment in segments):
            return True
    return False


def unpromotable_reason(text: str) -> str | None:
    """None if `text` may be promoted, else a short reason code (reference.md §7.5, deep gate 2).

    Codes, checked in this order: empty, markers_only, skeleton, promotion_metadata,
    diary_prompt, staged_block, diary_prose, secret; then, unless the text has a durable-intent
    phrase (always use, prefer, rule:, remember, 规范, 必须, 总是, 不要…), stack_trace,
    shell_command, timestamp_only.
    """
    raw = text or ""
    text = collapse_ws(raw)
    if not text:
        return "empty"
    if not _has_alnum(text):
        return "markers_only"
    if _is_skeleton(raw, text):
        return "skeleton"
    if _PROMOTION_MARKER_RE.search(text) or _PROMOTION_META_RE.search(text):
        return "promotion_metadata"
    if _DIARY_PROMPT_RE.search(text):
        return "diary_prompt"
    if _is_staged_block(text):
        return "staged_block"
    if _DIARY_MARKER_RE.search(raw) or any(f in text for f in DIARY_PLACEHOLDERS):
        return "diary_prose"
    if REDACTED in text or contains_secret(text):
        return "secret"
    if _DURABLE_RE.search(text):
        return None
    if _is_stack_trace(text):
        return "stack_trace"
    if _is_shell_command(text):
        return "shell_command"
    if _is_timestamp_only(text):
        return "timestamp_only"
    return None


def is_promotable(text: str) -> bool:
    """True if unpromotable_reason finds nothing (deep gate 2)."""
    return unpromotable_reason(text) is None
