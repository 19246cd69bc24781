"""The `detect-secrets` layer: Yelp's maintained plugins as a second opinion on each line.

Its regex plugins (AWS, Azure, GitHub, GitLab, JWT, npm, Slack, Stripe, Telegram, Twilio, …)
and its keyword detector's assignment patterns run on the lines a cheap clue flags. Only the
patterns are used: nothing is verified over the network, and the plugins' own entropy scanners
are left out (layer 4 has the false-positive filters notes need). A keyword match counts only
when memtui's own name and value tests agree (`password_hash: bcrypt` is a column, not a
secret).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from functools import cache
from typing import Any

from memtui.engine.secrets.keys import key_family, name_around
from memtui.engine.secrets.values import ASSIGN, take_value

__all__ = ["find_maintained"]

LAYER = "detect-secrets"
# What a line needs before the plugins are worth running on it: a long token or a URL with a
# user part for the regex plugins, a secret word before `=` or `:` for the keyword patterns.
_RUN_RE = re.compile(r"[A-Za-z0-9_+/=.-]{20,}")
_DIGIT_RE = re.compile(r"\d")
_OTHER_CLUE_RE = re.compile(r"://[^\s/@]+@|-----BEGIN|PuTTY")
# A line that is one long base64 run (a block of an image or a dump) is left to memtui's own
# format and entropy layers: run over thousands of such lines the plugins cost seconds.
_BLOB_LINE_RE = re.compile(r"[ \t>]*[A-Za-z0-9+/=_-]{60,}[ \t]*$")
_KEYWORD_RE = re.compile(r"pass|pwd|secret|key|token|auth|contrase")
_EDGE = " \t=:\"'`(),;"
# detect-secrets imports its plugins on first use, and two threads importing them at once (the
# app's loaders redact in worker threads) get "partially initialized module" ImportErrors: the
# first use is made by one thread at a time.
_FIRST_USE = threading.Lock()


@cache
def _plugins() -> tuple[tuple[str, tuple[re.Pattern[str], ...]], ...]:
    """(kind, patterns) of each regex plugin; imported on first use (detect-secrets pulls in
    `requests`, which most commands never need)."""
    with _FIRST_USE:
        from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
        from detect_secrets.plugins.base import RegexBasedDetector

        mapping: list[tuple[str, Any]] = sorted(get_mapping_from_secret_type_to_class().items())
    out: list[tuple[str, tuple[re.Pattern[str], ...]]] = []
    plugin: Any  # a detect-secrets plugin class
    for secret_type, plugin in mapping:
        if not issubclass(plugin, RegexBasedDetector) or plugin.__name__ == "IPPublicDetector":
            continue
        kind = re.sub(r"[^a-z0-9]+", "-", secret_type.lower()).strip("-")
        out.append((kind, tuple(plugin().denylist)))
    return tuple(out)


@cache
def _keyword_patterns() -> tuple[tuple[re.Pattern[str], int], ...]:
    with _FIRST_USE:
        from detect_secrets.plugins import keyword

    groups: dict[re.Pattern[str], int] = {}
    for table in (
        keyword.CONFIG_DENYLIST_REGEX_TO_GROUP,
        keyword.QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP,
        keyword.GOLANG_DENYLIST_REGEX_TO_GROUP,
    ):
        groups.update(table)
    return tuple(groups.items())


def _plugin_spans(line: str) -> Iterator[tuple[int, int, str]]:
    for kind, patterns in _plugins():
        for pattern in patterns:
            for match in pattern.finditer(line):
                start, end = match.span()
                # The secret is the last group when one follows the match's start (a URL's
                # password); a group at the start is only the token's prefix (`ghp`).
                last = next((g for g in range(pattern.groups, 0, -1) if match.group(g)), 0)
                if last and match.start(last) > start:
                    start, end = match.span(last)
                while start < end and line[start] in _EDGE:
                    start += 1
                while end > start and line[end - 1] in _EDGE:
                    end -= 1
                if end - start >= 2:
                    yield start, end, kind


def _keyword_spans(line: str) -> Iterator[tuple[int, int, str]]:
    """Its keyword patterns locate `name <assignment> value`; memtui's tests judge both."""
    for pattern, group in _keyword_patterns():
        for match in pattern.finditer(line):
            # The whole name around the keyword: `password_hash`, not `password`.
            found = key_family(line[slice(*name_around(line, match.start(1)))])
            if found is None:
                continue
            start = match.start(group)
            if start > 0 and line[start - 1] in "\"'`":
                start -= 1  # let the value test see the quotes
            span = take_value(line, start, found[1], ASSIGN)
            if span is not None:
                yield span[0], span[1], "secret-keyword"


def _token_clue(line: str) -> bool:
    """A run of 20 token characters with a digit in it (every provider token has one), or a URL
    with a user part, or a key block."""
    for match in _RUN_RE.finditer(line):
        if _DIGIT_RE.search(match.group(0)):
            return True
    return bool(_OTHER_CLUE_RE.search(line))


def _has_secret_name(line: str) -> bool:
    """A secret word in a name memtui counts as secret-holding, before `=` or `:`: without one
    the keyword patterns (slow on long lines) could find nothing memtui would keep."""
    for match in _KEYWORD_RE.finditer(line.lower()):
        if key_family(line[slice(*name_around(line, match.start()))]) is not None:
            return True
    return False


def find_maintained(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, kind) of what detect-secrets' plugins find, line by line."""
    offset = 0
    for line in text.split("\n"):
        if _token_clue(line) and not _BLOB_LINE_RE.match(line):
            for start, end, kind in _plugin_spans(line):
                yield offset + start, offset + end, kind
        if _has_secret_name(line):
            for start, end, kind in _keyword_spans(line):
                yield offset + start, offset + end, kind
        offset += len(line) + 1
