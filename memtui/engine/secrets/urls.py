"""A URL that carries a capability in its path: whoever holds the URL may use what it opens.

A path segment is a capability token when
- it names itself one, or the segment before it does (`private-3e8a…`, `secret-…`, `/token/…`,
  `/hooks/…`, `/webhook/…`, `/reset/…`, `/share/…`): sixteen characters or more with a digit;
- or it reads as random (letters of both cases and digits, a random string's entropy, twenty
  characters or more: a deployed script's `/macros/s/AKfycb…/exec`, a webhook's, a shared
  sheet's or calendar's id), or it is a run of 32 hex digits or more, and the URL names no
  public hash or id before it.

Public by design, and kept: a git commit, tree or blob (`/commit/<sha>`, `/pull/…/commits/
<sha>`, `raw.githubusercontent.com/…/<sha>/…`), a package's digest (`/packages/…`,
`sha256-…`), a trace, an IPFS address, an avatar's hash, and a media page's id (`/playlist/…`,
`/video/…`), an event's; ids shorter than twenty characters (a video's eleven, a product's
ten), ids in hyphens (UUIDs), 24-hex record ids, slugs, routes and words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memtui.engine.secrets.entropy import random_token

__all__ = ["find_url_capabilities"]

KIND = "url-token"
_URL_RE = re.compile(
    r"(?<![\w+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}://(?P<host>[A-Za-z0-9.-]+)(?::\d+)?"
    r"(?P<path>(?:/[A-Za-z0-9._~%!$&*+,;=:@-]*)*)"
)
_SEGMENT_RE = re.compile(r"/(?P<s>[^/]*)")
# A segment's own name before its value (`private-3e8a…`, `sha256-2c8b…`), and its file type.
_NAMED_RE = re.compile(r"(?P<name>[A-Za-z][A-Za-z0-9]*)[-_:](?P<v>[A-Za-z0-9_-]+)")
_EXTENSION_RE = re.compile(r"\.[A-Za-z0-9]{1,5}$")
_TOKEN_RE = re.compile(r"[A-Za-z0-9_-]+")
_LONG_RUN_RE = re.compile(r"[A-Za-z0-9_-]{16}")
_HEX_RUN_RE = re.compile(r"[0-9a-fA-F]{32,}")
_HEXISH_RE = re.compile(r"[0-9a-fA-F_-]+")
_WORDS_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
# Words that name what follows as a capability.
_CAPABILITY_WORDS = frozenset(
    "private secret secrets token tokens key keys apikey hook hooks webhook webhooks share shared "
    "invite invites invitation reset verify confirm magic auth".split()
)
# Words that name what follows as a public hash or a public page's id.
_PUBLIC_WORDS = frozenset(
    "commit commits tree blob blobs raw blame compare pull pulls merge_requests changeset "
    "changesets rev revision revisions sha sha1 sha256 sha384 sha512 md5 hash digest checksum "
    "trace traces span spans event events ipfs ipns avatar packages track album artist playlist "
    "episode show video videos".split()
)
_TRAILING = ".,;:!*'"
# Words in a name: `get`, `User`, `HTTP`; a name mostly of words of three letters or more is a
# route or a slug (`getUserSettingsByIdAndRegionV2`, `why-we-stopped-using-mocks-3f2a9c`).
_WORD_PIECE_RE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def _words(value: str) -> bool:
    """Most of `value`'s letters stand in words of three letters or more."""
    letters = sum(ch.isalpha() for ch in value)
    in_words = sum(len(w) for w in _WORD_PIECE_RE.findall(value) if len(w) >= 3)
    return letters > 0 and in_words >= 0.6 * letters


def _capability(value: str) -> bool:
    """A value a capability word names: a token of sixteen characters or more with a digit."""
    return (
        len(value) >= 16
        and _TOKEN_RE.fullmatch(value) is not None
        and any(ch.isdigit() for ch in value)
        and not _words(value)
        and (random_token(value.strip("-_")) or _HEXISH_RE.fullmatch(value) is not None)
    )


def _random(value: str) -> bool:
    """A value no word names: a random token of twenty characters or more, or 32+ hex digits."""
    if len(value) < 20 or _TOKEN_RE.fullmatch(value) is None:
        return False
    if _HEXISH_RE.fullmatch(value):
        return _HEX_RUN_RE.fullmatch(value) is not None and not value.isdigit()
    return not _words(value) and random_token(value.strip("-_"))


def _segments(path: str) -> Iterator[tuple[int, str]]:
    """(offset in `path`, text) of each segment, the last without a clause's trailing marks."""
    for match in _SEGMENT_RE.finditer(path):
        text = match.group("s")
        if match.end() == len(path):
            text = text.rstrip(_TRAILING)
        yield match.start("s"), text


def _public(host: str, path: str) -> bool:
    """The URL names a public hash or page before `path`'s end (`/commit/`, `raw.…`)."""
    words = {w.lower() for w in host.split(".")} | {w.lower() for w in _WORDS_RE.findall(path)}
    return not words.isdisjoint(_PUBLIC_WORDS)


def _capabilities(host: str, path: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, layer) in `path` of each capability token in it."""
    before = ""
    for offset, segment in _segments(path):
        if len(segment) < 16:  # no capability is this short
            before = segment.lower()
            continue
        body = _EXTENSION_RE.sub("", segment) or segment
        named = _NAMED_RE.fullmatch(body)
        name = named.group("name").lower() if named else ""
        if named and name in _CAPABILITY_WORDS and _capability(named.group("v")):
            yield offset + named.start("v"), offset + named.end("v"), "assignment"
        elif before in _CAPABILITY_WORDS and _capability(body):
            yield offset, offset + len(body), "assignment"
        elif (
            name not in _PUBLIC_WORDS
            and _random(body)
            and not _public(host, path[: max(0, offset - 1)])
        ):
            yield offset, offset + len(body), "entropy"
        before = body.lower()


def find_url_capabilities(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of each capability token in the path of a URL in `text`."""
    for url in _URL_RE.finditer(text):
        if _LONG_RUN_RE.search(url.group("path")) is None:
            continue  # no segment long enough to be a capability
        base = url.start("path")
        for start, end, layer in _capabilities(url.group("host"), url.group("path")):
            yield base + start, base + end, KIND, layer
