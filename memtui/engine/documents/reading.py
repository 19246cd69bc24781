"""Bounded, streamed reads of a memory file's lines (`memory_get`, `memtui get`).

A note can be hundreds of megabytes (a pasted log, a dump saved as `.md`). Reading one whole
to show three of its lines cost seconds and a gigabyte, and an answer of the whole file was a
single JSON-RPC line no client could take. Here a file is read as a stream, line by line:

- only the lines asked for are kept, and at most `max_lines` of them and `max_bytes` of text
  per call; what is left out is said (`Window.more`, `Window.cut`), with the line to page on;
- a line longer than what is left of the byte budget is cut (`Window.cut`) and ends the answer,
  unless it is the first one (then it is shown cut), so every answer holds whole lines but one;
- lines are split as ingestion splits them (`\\r\\n`, `\\r` or `\\n`; a form feed or U+2028 is
  inside a line), so line N here is line N of every citation;
- the encoding is read from a byte-order mark (UTF-8, UTF-16, UTF-32), as ingestion reads it;
  without one the file is UTF-8, and a byte that is not costs its character (shown as U+FFFD),
  never the file.
"""

from __future__ import annotations

import codecs
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from memtui.engine.errors import DocumentError, UsageError

# Checked longest first: UTF-32-LE's mark begins with UTF-16-LE's.
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
# How much of a line is read at a time: what a skipped or cut line costs in memory.
_PIECE_CHARS = 1 << 16
# What a line read only as context for redaction keeps.
_CONTEXT_BYTES = 4096
# The citation `memory_search` prints: path#L12 or path#L12-L14 (also path#L12-14).
_CITATION_RE = re.compile(r"^(?P<path>.+)#L(?P<start>\d+)(?:-L?(?P<end>\d+))?$")


def text_encoding(head: bytes) -> str:
    """The codec of a file starting with `head`: the one its byte-order mark names, else UTF-8
    (the BOM itself is consumed by the codec)."""
    for bom, name in _BOMS:
        if head.startswith(bom):
            return name
    return "utf-8"


def decode_document(data: bytes) -> str:
    """A whole file's text by `text_encoding`, strict (ValueError on a bad byte), without its BOM."""
    return data.decode(text_encoding(data[:4])).removeprefix("\ufeff")


def split_citation(target: str) -> tuple[str, int | None, int | None]:
    """(path, first line, line count) of a citation `PATH#Lstart[-Lend]` as `memory_search`
    returns it; (target, None, None) for a plain path."""
    cited = _CITATION_RE.match(target)
    if not cited:
        return target, None, None
    start = int(cited["start"])
    end = int(cited["end"]) if cited["end"] else start
    if start < 1 or end < start:
        raise UsageError(f"{target!r}: the range ends before it starts")
    return cited["path"], start, end - start + 1


@dataclass
class Window:
    """Lines `first`… of a file (`lines`), with up to `context` lines either side (`before`,
    `after`, for redaction to see a secret's label), and what the bounds left out."""

    first: int
    lines: list[str] = field(default_factory=list)
    before: list[str] = field(default_factory=list)
    after: list[str] = field(default_factory=list)
    cut: list[int] = field(default_factory=list)  # numbers of lines shown only in part
    more: bool = False  # lines asked for were left out by a bound
    bound: str = ""  # which bound: "lines" or "bytes"

    @property
    def next_from(self) -> int | None:
        """The line to ask for next to read on, when a bound stopped the answer."""
        return self.first + len(self.lines) if self.more else None


def _pieces(stream: IO[str]) -> Iterator[tuple[str, bool]]:
    """The file as pieces of at most _PIECE_CHARS characters, each with whether it ends its
    line (the line break removed)."""
    skip_lf = False
    while True:
        piece = stream.readline(_PIECE_CHARS)
        if not piece:
            return
        if skip_lf:
            skip_lf = False
            piece = piece.removeprefix("\n")  # the LF of a CRLF the piece size split
            if not piece:
                continue
        if piece.endswith("\n"):
            yield piece[:-2] if piece.endswith("\r\n") else piece[:-1], True
        elif piece.endswith("\r"):
            skip_lf = len(piece) == _PIECE_CHARS
            yield piece[:-1], True
        else:
            yield piece, False


class _LineReader:
    """The lines of a stream one at a time, each kept up to a byte bound and read to its end
    (a long line costs time, not memory); `number` is the last line's number."""

    def __init__(self, stream: IO[str]) -> None:
        self._pieces = _pieces(stream)
        self.number = 0

    def next_line(self, max_bytes: int) -> tuple[str, bool] | None:
        """The next line's first `max_bytes` bytes of UTF-8 and whether it was cut; None at
        the end of the file."""
        first = next(self._pieces, None)
        if first is None:
            return None
        self.number += 1
        piece, ends = first
        kept: list[str] = []
        room, cut = max_bytes, False
        while True:
            if not cut and piece:
                encoded = piece.encode("utf-8", "surrogatepass")
                if len(encoded) > room:
                    kept.append(encoded[: max(room, 0)].decode("utf-8", "ignore"))
                    cut = True
                else:
                    kept.append(piece)
                    room -= len(encoded)
            if ends:
                break
            nxt = next(self._pieces, None)
            if nxt is None:
                break
            piece, ends = nxt
        return "".join(kept), cut


def read_window(
    path: Path, first: int, count: int | None, *, max_lines: int, max_bytes: int, context: int = 0
) -> Window:
    """Lines `first`…`first + count - 1` of `path` (to the end when `count` is None), within
    `max_lines` lines and `max_bytes` bytes of UTF-8, reading only as far as needed."""
    window = Window(first=first)
    skip = max(0, first - 1 - context)
    try:
        with path.open("rb") as raw:
            encoding = text_encoding(raw.read(4))
            raw.seek(0)
            if skip and encoding in ("utf-8", "utf-8-sig"):
                # UTF-8 line breaks are found in the bytes, at C speed, without decoding.
                offset = _offset_after_lines(raw, skip)
                if offset is None:
                    return window
                raw.seek(offset)
                encoding, skipped = "utf-8", skip
            else:
                skipped = 0
            stream = io.TextIOWrapper(raw, encoding=encoding, errors="replace", newline="")
            reader = _LineReader(stream)
            reader.number = skipped
            _fill(window, reader, count, max_lines, max_bytes, context)
            stream.detach()
    except OSError as exc:
        raise DocumentError(f"cannot read {path.name}: {exc.strerror or exc}") from None
    return window


_BREAK_BYTES = re.compile(rb"\r\n|\r|\n")
_CHUNK_BYTES = 1 << 20


def _offset_after_lines(raw: IO[bytes], skip: int) -> int | None:
    """The byte offset where line `skip + 1` of a UTF-8 file starts, reading from the start;
    None when the file has no such line."""
    offset, left, after_cr = 0, skip, False
    while True:
        chunk = raw.read(_CHUNK_BYTES)
        if not chunk:
            return None
        if after_cr and chunk.startswith(b"\n"):  # the LF of a CRLF split by the chunk
            chunk, offset = chunk[1:], offset + 1
        after_cr = False
        if b"\r" not in chunk:
            found = chunk.count(b"\n")
            if found >= left:
                at = -1
                for _ in range(left):
                    at = chunk.index(b"\n", at + 1)
                return _starting(raw, offset + at + 1)
            left, offset = left - found, offset + len(chunk)
            continue
        for brk in _BREAK_BYTES.finditer(chunk):
            left -= 1
            if left == 0:
                end = offset + brk.end()
                if brk.group() == b"\r" and brk.end() == len(chunk) and raw.read(1) == b"\n":
                    end += 1
                return _starting(raw, end)
        after_cr = chunk.endswith(b"\r")
        offset += len(chunk)


def _starting(raw: IO[bytes], offset: int) -> int | None:
    """`offset` when a line starts there, None at the end of the file."""
    raw.seek(offset)
    return offset if raw.read(1) else None


def _fill(
    window: Window,
    reader: _LineReader,
    count: int | None,
    max_lines: int,
    max_bytes: int,
    context: int,
) -> None:
    """Read `window`'s lines: skip to its first, keep `context` lines either side."""
    wanted = max_lines if count is None else min(count, max_lines)
    while reader.number < window.first - 1 - context:
        if reader.next_line(0) is None:
            return
    while reader.number < window.first - 1:
        got = reader.next_line(_CONTEXT_BYTES)
        if got is None:
            return
        window.before.append(got[0])
    budget = max_bytes
    while len(window.lines) < wanted:
        got = reader.next_line(budget)
        if got is None:
            return
        text, cut = got
        if cut and window.lines:
            # It would not fit whole: the answer ends before it, and the next call starts there.
            window.after.append(text)
            window.more, window.bound = True, "bytes"
            break
        window.lines.append(text)
        budget -= len(text.encode("utf-8", "surrogatepass"))
        if cut:
            window.cut.append(reader.number)
    # One line past the answer at least: whether the line bound left any out.
    while len(window.after) < max(context, 1):
        got = reader.next_line(_CONTEXT_BYTES)
        if got is None:
            return
        window.after.append(got[0])
        if not window.more and (count is None or count > max_lines):
            window.more, window.bound = True, "lines"
