"""Piped output is written without rich, and reads exactly as rich writes it to a pipe."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from memtui.cli import context
from memtui.cli.output import head_line, is_plain, print_entry, say

# User text of every awkward kind: markup, controls, wide and combining characters, a long line.
PARTS = [
    ("error: ", "red"),
    "[bold]not markup[/] [/etc/hosts] \x1b]0;title\x07 tab\there\nnew line \r return",
    ("  0.708 · daily · voted", "dim"),
    "密码 ｐａｓｓ é\u0301 \u200b zero width " + "long " * 60,
]


@pytest.fixture(autouse=True)
def _no_forced_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)


def _as_rich_writes(*parts: tuple[str, str] | str) -> str:
    out = io.StringIO()
    Console(file=out, width=80).print(head_line(*parts).styled(), soft_wrap=True, highlight=False)
    return out.getvalue()


def test_a_piped_message_is_what_rich_writes_to_a_pipe(capsys: pytest.CaptureFixture[str]) -> None:
    assert is_plain() and is_plain(err=True)  # pytest captures both streams: no terminal
    for n in range(len(PARTS)):
        say(*PARTS[n:])
        say(*PARTS[:n], err=True)
        captured = capsys.readouterr()
        assert captured.out == _as_rich_writes(*PARTS[n:])
        assert captured.err == _as_rich_writes(*PARTS[:n])


def test_a_piped_entry_is_its_plain_head_and_its_lines(capsys: pytest.CaptureFixture[str]) -> None:
    head = head_line(("memory/2026-06-15.md#L3", "bold cyan"), ("  0.708 · daily", "dim"))
    print_entry(head, "first line\nsecond \x1b[2J line")
    assert capsys.readouterr().out == (
        "memory/2026-06-15.md#L3  0.708 · daily\n  first line\n  second ␛[2J line\n"
    )


def test_a_forced_terminal_is_left_to_rich(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setattr(context, "_CONSOLES", {})  # consoles built now see the forced terminal
    assert not is_plain()
    say(("styled", "bold"))
    assert "\x1b[1m" in capsys.readouterr().out
