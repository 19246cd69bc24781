"""Ranking with context (algorithm.md §7.4): where a note's headings are, read from the file."""

from __future__ import annotations

import random
import re
from pathlib import Path

from memtui.engine.search_context import heading_lines

# What a heading line is (search_context.py): a line starting with 1 to 6 `#` and a space.
HEADING = re.compile(r"^#{1,6}\s", re.MULTILINE)


def _reference(path: Path) -> tuple[int, ...]:
    text = path.read_text(encoding="utf-8", errors="replace")
    return tuple(text.count("\n", 0, m.start()) + 1 for m in HEADING.finditer(text))


def test_heading_lines_are_the_lines_that_start_with_a_heading_mark(tmp_path: Path) -> None:
    note = tmp_path / "2026-06-15.md"
    note.write_bytes(
        "# 2026-06-15\n## PR 评审\n#\n#######  seven marks: no heading\n"
        "text with a # inside\n###\u3000full-width space\n  ## indented: no heading\n"
        "##\r\nCRLF line\r# after a lone CR\n".encode()
    )
    assert heading_lines(note) == (1, 2, 3, 6, 8, 10) == _reference(note)
    note.write_bytes("\ufeff# a byte-order mark first\n## then a heading\n".encode())
    assert heading_lines(note) == (2,) == _reference(note)  # read again: the file changed


def test_heading_lines_agree_with_the_line_start_pattern_on_odd_text(tmp_path: Path) -> None:
    pieces = ["#", "##", "###", " ", "\t", "\n", "\n", "\r", "\r\n", "\u3000", "\xa0", "\u2028"]
    pieces += ["\x1c", "a", "中", "-", "\ufffd"]
    rng = random.Random(7)
    for n in range(300):
        note = tmp_path / f"note-{n}.md"
        note.write_text("".join(rng.choice(pieces) for _ in range(rng.randint(0, 60))), "utf-8")
        assert heading_lines(note) == _reference(note), note.read_text("utf-8")


def test_a_transcript_or_a_missing_file_has_no_headings(tmp_path: Path) -> None:
    transcript = tmp_path / "session.jsonl"
    transcript.write_text("# not markdown\n", encoding="utf-8")
    assert heading_lines(transcript) == ()
    assert heading_lines(tmp_path / "gone.md") == ()
