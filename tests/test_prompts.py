"""Prompts for agent hosts: MEMORY.md bootstrap, recall block, flush prompt, should_flush."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memtui.engine.errors import UsageError
from memtui.engine.prompts import (
    FLUSH_TRANSCRIPT_BYTES,
    SILENT_TOKEN,
    TRUNCATION_MARKER,
    bootstrap_text,
    flush_prompt,
    memory_recall_block,
    should_flush,
    truncate_bootstrap,
)
from memtui.engine.workspace import Workspace, open_workspace


def numbered(chars: int) -> str:
    """Text of exactly `chars` characters whose every slice is recognisable."""
    lines = "".join(f"line {n:06d} 测试必须使用真实数据库\n" for n in range(chars // 10 + 1))
    # Ends in a non-space so that trimming trailing whitespace never changes the length.
    return lines[: chars - 1] + "。"


def write_memory(ws: Workspace, text: str) -> None:
    ws.memory_path.write_text(text, encoding="utf-8")


# ------------------------------------------------------------------ truncation


def test_marker_is_the_reference_one() -> None:
    assert TRUNCATION_MARKER == "[...truncated, read MEMORY.md for full content...]"


def test_oversized_text_keeps_head_70_percent_and_tail_20_percent() -> None:
    text = numbered(25_000)
    out, head, tail = truncate_bootstrap(text, 20_000)
    assert (head, tail) == (14_000, 4_000)
    assert out == text[:14_000] + "\n" + TRUNCATION_MARKER + "\n" + text[-4_000:]
    assert len(out) == 14_000 + 4_000 + len(TRUNCATION_MARKER) + 2 <= 20_000


def test_text_within_the_cap_or_without_a_cap_is_untouched() -> None:
    text = numbered(20_000)
    assert truncate_bootstrap(text, 20_000) == (text, 0, 0)
    assert truncate_bootstrap(text, 0) == (text, 0, 0)
    assert truncate_bootstrap(text + "x", 20_000)[1:] == (14_000, 4_000)


def test_cjk_is_cut_by_character_not_byte() -> None:
    text = "甲" * 1_500 + "乙" * 1_500
    out, head, tail = truncate_bootstrap(text, 1_000)
    assert (head, tail) == (700, 200)
    assert out == "甲" * 700 + "\n" + TRUNCATION_MARKER + "\n" + "乙" * 200


def test_a_tiny_cap_still_fits_the_marker() -> None:
    room = 100 - len(TRUNCATION_MARKER) - 2
    out, head, tail = truncate_bootstrap(numbered(5_000), 100)
    assert (head, tail) == (room, 0) and len(out) == 100 and TRUNCATION_MARKER in out


# ------------------------------------------------------------------ bootstrap_text


def test_missing_memory_file_gives_empty_bootstrap(ws: Workspace) -> None:
    result = bootstrap_text(ws)
    assert (result.exists, result.text, result.truncated, result.warnings) == (False, "", False, [])


def test_bootstrap_caps_at_config_and_warns_about_budget_and_cut(ws: Workspace) -> None:
    text = numbered(30_000)
    write_memory(ws, text + "\n\n")
    result = bootstrap_text(ws)
    assert result.exists and result.truncated and result.over_budget
    assert (result.original_chars, result.max_chars, result.budget_chars) == (
        30_000,
        20_000,
        10_000,
    )
    assert result.text == text[:14_000] + "\n" + TRUNCATION_MARKER + "\n" + text[-4_000:]
    budget_warning, cut_warning = result.warnings
    assert "over memory.budget_chars (10,000)" in budget_warning
    assert "first 14,000 and the last 4,000" in cut_warning
    assert result.to_json()["head_chars"] == 14_000 and result.to_json()["tail_chars"] == 4_000


def test_over_budget_but_within_cap_is_whole_with_one_warning(ws: Workspace) -> None:
    text = "# Long-Term Memory\n\n" + numbered(12_000)
    write_memory(ws, text)
    result = bootstrap_text(ws)
    assert result.text == text.rstrip() and not result.truncated and result.over_budget
    assert len(result.warnings) == 1 and "budget" in result.warnings[0]


def test_small_memory_is_injected_as_is(ws: Workspace) -> None:
    write_memory(ws, "\ufeff# Long-Term Memory\n\n- 测试必须使用真实数据库，不接受 mock。\n")
    result = bootstrap_text(ws)
    assert result.text == "# Long-Term Memory\n\n- 测试必须使用真实数据库，不接受 mock。"
    assert result.warnings == [] and not result.over_budget


def test_cap_follows_config_and_argument(ws_root: Path) -> None:
    (ws_root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[memory]\nbootstrap_max_chars = 1000\n'
        "budget_chars = 0\n",
        encoding="utf-8",
    )
    ws = open_workspace(ws_root)
    write_memory(ws, numbered(5_000))
    result = bootstrap_text(ws)
    assert (result.head_chars, result.tail_chars) == (700, 200)
    assert not result.over_budget and len(result.warnings) == 1
    assert bootstrap_text(ws, max_chars=2_000).head_chars == 1_400
    assert bootstrap_text(ws, max_chars=0).text == numbered(5_000).rstrip()


# ------------------------------------------------------------------ prompts


def test_silent_token() -> None:
    assert SILENT_TOKEN == "NO_REPLY"


def test_flush_prompt_names_today_and_the_rules() -> None:
    text = flush_prompt("2026-06-15")
    assert "memory/2026-06-15.md" in text and text.endswith("Current date: 2026-06-15")
    assert "YYYY" not in text and "{" not in text
    assert f"reply with exactly {SILENT_TOKEN} and nothing else" in text
    assert "append" in text and "never rewrite" in text
    assert "MEMORY.md, DREAMS.md" in text and "read-only" in text
    assert "memory/2026-06-15-1530.md" in text  # the timestamped variant it forbids
    assert flush_prompt("2026-06-16") == text.replace("2026-06-15", "2026-06-16")


@pytest.mark.parametrize("day", ["2026-6-15", "today", "", "2026-06-15T10:00"])
def test_flush_prompt_refuses_a_bad_day(day: str) -> None:
    with pytest.raises(UsageError):
        flush_prompt(day)


def test_recall_block_tells_the_agent_to_search_first() -> None:
    text = memory_recall_block()
    assert text.startswith("## Memory Recall\n")
    search, get = text.index("memory_search"), text.index("memory_get")
    assert search < get
    assert "Source: <path>#L<start>-L<end>" in text and "say that you checked" in text
    assert "decisions" in text and "preferences" in text and "todos" in text


# ------------------------------------------------------------------ should_flush


def test_flush_threshold_is_window_minus_reserve_minus_soft() -> None:
    assert not should_flush(175_999)
    assert should_flush(176_000)
    assert should_flush(104_000, context_window=128_000, reserve_tokens_floor=20_000)
    assert not should_flush(103_999, context_window=128_000, reserve_tokens_floor=20_000)
    assert not should_flush(99_999, 128_000, 20_000, 8_000)
    assert should_flush(100_000, 128_000, 20_000, 8_000)


def test_a_2_mib_transcript_flushes_regardless_of_tokens() -> None:
    assert FLUSH_TRANSCRIPT_BYTES == 2 * 1024 * 1024
    assert should_flush(0, transcript_bytes=2 * 1024 * 1024)
    assert not should_flush(0, transcript_bytes=2 * 1024 * 1024 - 1)


def test_degenerate_inputs_do_not_flush() -> None:
    assert not should_flush(0)
    assert not should_flush(-5)
    # A window smaller than the reserves leaves no threshold: only the transcript size counts.
    assert not should_flush(10_000, context_window=16_000)
    assert should_flush(10_000, context_window=16_000, transcript_bytes=FLUSH_TRANSCRIPT_BYTES)


def test_once_per_compaction_cycle() -> None:
    assert should_flush(190_000, compaction_count=2, flushed_at_compaction=1)
    assert not should_flush(190_000, compaction_count=2, flushed_at_compaction=2)
    assert not should_flush(
        0, transcript_bytes=FLUSH_TRANSCRIPT_BYTES, compaction_count=0, flushed_at_compaction=0
    )


def test_module_documents_the_fixed_order() -> None:
    import memtui.engine.prompts as prompts

    doc = prompts.__doc__ or ""
    assert doc.index("compaction check") < doc.index("flush check")


# ------------------------------------------------------------------ memtui prompt


def prompt_cli(ws: Workspace, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMTUI_")}
    env["MEMTUI_NOW"] = "2026-06-15T23:30:00"
    return subprocess.run(
        [sys.executable, "-m", "memtui", "--workspace", str(ws.root), "prompt", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.mark.slow
def test_prompt_parts_print_exactly_and_alone(ws: Workspace) -> None:
    flush = prompt_cli(ws, "--flush")
    assert flush.returncode == 0, flush.stderr
    assert flush.stdout == flush_prompt("2026-06-15") + "\n"
    recall = prompt_cli(ws, "--recall")
    assert recall.stdout == memory_recall_block() + "\n"
    write_memory(ws, numbered(25_000))
    boot = prompt_cli(ws, "--bootstrap")
    assert boot.stdout == bootstrap_text(ws).text + "\n"
    assert "over memory.budget_chars" in boot.stderr
    assert "bootstrap_max_chars" in boot.stderr


@pytest.mark.slow
def test_prompt_without_flags_prints_every_part_labelled(ws: Workspace) -> None:
    write_memory(ws, "# Long-Term Memory\n\n- 测试必须使用真实数据库。\n")
    out = prompt_cli(ws).stdout
    labels = [line for line in out.splitlines() if line.startswith("<!-- memtui prompt")]
    assert len(labels) == 3
    assert (
        out.index("测试必须使用真实数据库") < out.index("## Memory Recall") < out.index("NO_REPLY")
    )


@pytest.mark.slow
def test_prompt_json(ws: Workspace) -> None:
    data = json.loads(prompt_cli(ws, "--json", "--bootstrap", "--flush").stdout)
    assert set(data) == {"bootstrap", "flush"}
    assert data["bootstrap"]["exists"] is False and data["bootstrap"]["text"] == ""
    assert "memory/2026-06-15.md" in data["flush"]
