"""A Dream Diary answer cleaned to prose (algorithm.md §8): the model's headings, lists, quotes,
preambles and reasoning blocks removed; words counted in both scripts. Pure functions."""

from __future__ import annotations

import re

from memtui.engine.text import CJK_CLASS, collapse_ws

__all__ = ["clean_diary_text", "count_words"]

# Local reasoning models (Qwen3, DeepSeek-R1 via Ollama) put their thinking into the content.
_THINK_RE = re.compile(r"<think(?:ing)?>.*?(?:</think(?:ing)?>|\Z)", re.S | re.I)
_FENCE_RE = re.compile(r"^\s*(?:```|~~~)")
_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}(?:\s|$)")
# Horizontal rules and setext underlines; a stray "---" would also break DREAMS.md's layout.
_RULE_RE = re.compile(r"^\s*([-*_=])(?:\s*\1){2,}\s*$")
_MARKER_RE = re.compile(
    r"^\s*(?:>+\s*|[-*+•·‣▪◦]\s+|\d{1,3}[.)]\s+|\d{1,3}、\s*|[(（]\d{1,3}[)）]\s*"
    r"|[一二三四五六七八九十]{1,3}、\s*)"
)
_EMPHASIS_RES = (
    re.compile(r"\*\*(.+?)\*\*"),
    re.compile(r"__(.+?)__"),
    re.compile(r"(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])"),
    re.compile(r"(?<![\w_])_(?=\S)([^_\n]+?)(?<=\S)_(?![\w_])"),
    re.compile(r"`([^`\n]+)`"),
    re.compile(r"\[([^\]\n]+)\]\([^)\n]*\)"),
)
# Preambles are matched on the first lines only, and only when they name the entry itself, so
# prose such as "Here is where the bug hid: …" survives.
_COURTESY = r"(?:sure|okay|ok|certainly|of course|absolutely)\b[!,.]*"
_ENTRY_WORD = r"(?:entry|diary|journal|piece|draft|narrative)"
_PREAMBLE_RES = (
    re.compile(rf"^{_COURTESY}\s*$", re.I),
    # "Sure! Here's tonight's entry:", "Here is the diary entry —", "Here you go:"
    re.compile(
        rf"^(?:{_COURTESY}\s*)?here(?:'s|’s| is)\b[^\n:]{{0,40}}\b{_ENTRY_WORD}\b[^\n:]{{0,30}}"
        r"(?::|—|$)|^(?:" + _COURTESY + r"\s*)?here you go\b[!.:—]*",
        re.I,
    ),
    # "Dream diary:", "Dream Diary Entry (June 15):", "Diary — June 15", "Tonight's entry"
    re.compile(
        r"^(?:(?:today|tonight)(?:'s|’s)?\s+|my\s+)?(?:(?:dream\s+)?diary(?:\s+entry)?|entry)"
        r"(?:\s*(?:[(（][^\n)）]{0,40}[)）]|[-–—]\s*[^\n:]{0,40}))?\s*(?::|$)",
        re.I,
    ),
    re.compile(r"^(?:好的|当然)[，,！!。.]*\s*$"),
    re.compile(
        r"^(?:(?:好的|当然)[，,！!。.]*\s*)?(?:以下|下面|这)是[^\n:：]{0,20}(?:日记|条目|正文)"
        r"[^\n:：]{0,10}(?:[:：]|$)"
    ),
    re.compile(
        r"^(?:今[晚天夜]的)?(?:梦境)?日记(?:条目|正文)?(?:[（(][^\n)）]{0,20}[)）])?\s*(?:[:：]|$)"
    ),
)
_QUOTE_PAIRS = {
    '"': '"',
    "'": "'",
    "“": "”",
    "‘": "’",
    "「": "」",
    "『": "』",
    "❝": "❞",
    "«": "»",
}
_CJK_JOIN_RE = re.compile(f"[{CJK_CLASS}\u3000-\u303f\uff00-\uffef]")


def _strip_inline(line: str) -> str:
    for pattern in _EMPHASIS_RES:
        line = pattern.sub(r"\1", line)
    return line


def _join_lines(lines: list[str]) -> str:
    """One paragraph from its lines: a space between words, nothing between CJK characters."""
    text = ""
    for line in lines:
        if text and not (_CJK_JOIN_RE.match(text[-1]) and _CJK_JOIN_RE.match(line[0])):
            text += " "
        text += line
    return collapse_ws(text)


def _is_setext_title(previous: str, underline: str) -> bool:
    """True when ``underline`` (=== or ---) turns a short, unpunctuated ``previous`` line into a
    Markdown heading; a real sentence above a rule is kept."""
    if not previous or underline.strip()[:1] not in "=-":
        return False
    return len(previous.split()) <= 8 and previous[-1] not in ".!?。！？…"


def _strip_preamble(lines: list[str]) -> list[str]:
    """Drop a preamble from the first content lines ("Sure!", then "Here's the entry:")."""
    lines = list(lines)
    for _ in range(3):
        first = next((i for i, line in enumerate(lines) if line.strip()), None)
        if first is None:
            break
        line = lines[first].strip()
        for pattern in _PREAMBLE_RES:
            match = pattern.match(line)
            if match and match.end() > 0:
                lines[first] = line[match.end() :].strip()
                break
        else:
            break
    return lines


def _strip_quotes(text: str) -> str:
    while len(text) >= 2 and text[0] in _QUOTE_PAIRS:
        closer = _QUOTE_PAIRS[text[0]]
        inner = text[1:-1]
        # Only a quote around the whole entry: "A," she said, "B" must stay intact.
        if text[-1] != closer or closer in inner or text[0] in inner:
            break
        text = inner.strip()
    return text


def clean_diary_text(raw: str) -> str:
    """Prose only: drop headings, rules, code fences, list/quote markers, emphasis, a leading
    preamble ("Dream diary:", "Here is …:") and quotes around the whole entry; join lines into
    paragraphs separated by one blank line.
    """
    text = _THINK_RE.sub("", raw.replace("\r\n", "\n").replace("\r", "\n"))
    lines: list[str] = []
    for line in text.split("\n"):
        # Headings and rules are titles and separators, not prose: they only end a paragraph.
        if _FENCE_RE.match(line) or _HEADING_RE.match(line) or _RULE_RE.match(line):
            if lines and _is_setext_title(lines[-1], line):
                lines[-1] = ""
            lines.append("")
            continue
        previous = None
        while previous != line:
            previous, line = line, _MARKER_RE.sub("", line, count=1)
        lines.append(_strip_inline(line).strip())
    paragraphs: list[list[str]] = [[]]
    for line in _strip_preamble(lines):
        if line:
            paragraphs[-1].append(line)
        elif paragraphs[-1]:
            paragraphs.append([])
    joined = [_join_lines(group) for group in paragraphs if group]
    if len(joined) == 1:
        return _strip_quotes(joined[0])
    # Several paragraphs: a quote pair around the whole entry, or around single paragraphs.
    whole = _strip_quotes("\n\n".join(joined))
    return "\n\n".join(_strip_quotes(p) for p in whole.split("\n\n") if p.strip())


_WORD_COUNT_RE = re.compile(f"[{CJK_CLASS}]|(?:(?![{CJK_CLASS}])[\\w'’-])+")


def count_words(text: str) -> int:
    """Words, with every CJK character counted as one (the Chinese prompt asks for 80–180 字)."""
    return sum(1 for token in _WORD_COUNT_RE.findall(text) if any(c.isalnum() for c in token))
