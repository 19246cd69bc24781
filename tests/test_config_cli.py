"""Config (§9) and the CLI's contract: defaults, file, environment, validation, exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import RUNNING_EXAMPLE_NOTE, write_note

from memtui.engine.config import Settings, load_config, validate_config
from memtui.engine.errors import ConfigError


def test_defaults_match_algorithm_section_9(tmp_path: Path) -> None:
    c = load_config(tmp_path, env={})
    assert (
        c.dreaming.enabled is False
        and c.dreaming.frequency == "0 3 * * *"
        and c.dreaming.timezone == ""
    )
    assert (
        c.dreaming.light.lookback_days,
        c.dreaming.light.limit,
        c.dreaming.light.dedupe_similarity,
    ) == (2, 100, 0.9)
    rem = c.dreaming.rem
    assert (rem.lookback_days, rem.limit, rem.min_pattern_strength, rem.dedupe_similarity) == (
        7,
        10,
        0.75,
        0.88,
    )
    d = c.dreaming.deep
    assert (d.apply, d.limit, d.min_score, d.min_recall_count, d.min_unique_queries) == (
        "review",
        10,
        0.8,
        3,
        3,
    )
    assert (d.recency_half_life_days, d.max_age_days, d.max_promoted_tokens) == (14, 0, 160)
    assert (c.memory.budget_chars, c.memory.bootstrap_max_chars) == (10_000, 20_000)
    assert (
        c.diary.model,
        c.diary.base_url,
        c.diary.timeout_seconds,
        c.diary.concurrency,
        c.diary.language,
    ) == (
        "",
        "",
        60,
        3,
        "auto",
    )
    assert (c.store.url, c.store.sessions_dir) == ("", "sessions")


def test_file_then_environment_override(tmp_path: Path) -> None:
    (tmp_path / ".memtui.toml").write_text(
        '[dreaming.deep]\napply = "auto"\nmin_score = 0.75\n', encoding="utf-8"
    )
    c = load_config(
        tmp_path, env={"MEMTUI_DREAMING__DEEP__MIN_SCORE": "0.7", "MEMTUI_DIARY__MODEL": "llama3"}
    )
    assert (
        c.dreaming.deep.apply == "auto"
        and c.dreaming.deep.min_score == 0.7
        and c.diary.model == "llama3"
    )


def test_validation_reports_every_problem_with_its_key(tmp_path: Path) -> None:
    (tmp_path / ".memtui.toml").write_text(
        '[dreaming]\nfrequency = "every night"\ntimezone = "Mars/Olympus"\n'
        '[dreaming.deep]\napply = "sometimes"\nlimit = -1\n[diary]\nunknown = 1\n',
        encoding="utf-8",
    )
    problems = validate_config(tmp_path, env={"MEMTUI_MEMORY__BUDGET_CHARS": "lots"})
    keys = {p.split(":")[0] for p in problems}
    assert keys == {
        "dreaming.frequency",
        "dreaming.timezone",
        "dreaming.deep.apply",
        "dreaming.deep.limit",
        "diary.unknown",
        "memory.budget_chars",
    }
    # A value from the environment names its variable: the file is not where to look.
    assert [p for p in problems if "MEMTUI_MEMORY__BUDGET_CHARS" in p] == [
        p for p in problems if p.startswith("memory.budget_chars")
    ]
    with pytest.raises(ConfigError):
        load_config(tmp_path, env={})


@pytest.mark.parametrize("weight", ["nan", "inf", "-inf", "-0.2"])
def test_weights_must_be_finite_and_not_negative(tmp_path: Path, weight: str) -> None:
    (tmp_path / ".memtui.toml").write_text(
        f"[dreaming.deep.weights]\nrecency = {weight}\n", encoding="utf-8"
    )
    problems = validate_config(tmp_path, env={})
    assert [p.split(":")[0] for p in problems] == ["dreaming.deep.weights"]
    assert "finite" in problems[0] and "recency" in problems[0]


def test_timezone_property(tmp_path: Path) -> None:
    assert (
        str(Settings.model_validate({"dreaming": {"timezone": "Asia/Shanghai"}}).tz)
        == "Asia/Shanghai"
    )


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    import os

    full_env = {k: v for k, v in os.environ.items() if not k.startswith("MEMTUI_")}
    full_env.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "memtui", *args],
        capture_output=True,
        text=True,
        env=full_env,
        timeout=120,
    )


@pytest.mark.slow
def test_config_validate_exit_codes(ws_root: Path) -> None:
    ok = cli("--workspace", str(ws_root), "config", "validate")
    assert ok.returncode == 0, ok.stderr
    (ws_root / ".memtui.toml").write_text('[dreaming.deep]\napply = "never"\n', encoding="utf-8")
    bad = cli("--workspace", str(ws_root), "config", "validate")
    assert (
        bad.returncode == 2
        and "dreaming.deep.apply" in bad.stderr
        and "Traceback" not in bad.stderr
    )
    status = cli("--workspace", str(ws_root), "status")
    assert status.returncode == 2 and "dreaming.deep.apply" in status.stderr


@pytest.mark.slow
def test_cli_end_to_end_json(ws_root: Path) -> None:
    write_note(ws_root, "2026-06-15", RUNNING_EXAMPLE_NOTE.format(day="2026-06-15"))
    base = ("--workspace", str(ws_root))
    ingest = cli(*base, "--now", "2026-06-15T23:00:00", "ingest", "--json")
    assert ingest.returncode == 0, ingest.stderr
    assert json.loads(ingest.stdout)["fragments_new"] == 1
    found = cli(*base, "search", "真实数据库", "--json", env={"MEMTUI_NOW": "2026-06-16T10:00:00"})
    hit = json.loads(found.stdout)["results"][0]
    assert hit["citation"] == "memory/2026-06-15.md#L3-L4" and hit["voted"] is True
    frag = hit["fragment"]
    assert (
        frag["recall_count"] == 1
        and frag["recall_days"] == ["2026-06-16"]
        and frag["status"] == "new"
    )
    listed = json.loads(cli(*base, "--now", "2026-06-16T11:00:00", "fragments", "--json").stdout)
    assert set(listed[0]) >= {
        "key",
        "text",
        "kind",
        "occurrences",
        "recall_count",
        "daily_count",
        "signal_count",
        "total_score",
        "max_score",
        "unique_queries",
        "recall_days",
        "concept_tags",
        "first_seen_at",
        "last_recalled_at",
        "promoted_at",
        "status",
        "components",
        "boost",
        "raw_score",
        "score",
        "gate",
    }
    assert listed[0]["gate"] == "min_recall_count"
    got = cli(*base, "get", "memory/2026-06-15.md:3:2", "--no-vote")
    assert got.returncode == 0 and "规范" in got.stdout
    bad_get = cli(*base, "get", "../etc/passwd")
    assert bad_get.returncode == 1 and "not allowed" in bad_get.stderr
    note = cli(
        *base, "--now", "2026-06-16T12:00:00", "note", "决定：CI 使用真实 PostgreSQL", "--json"
    )
    assert json.loads(note.stdout)["path"] == "memory/2026-06-16.md"
    assert cli("--version").stdout.startswith("memtui ")
    usage = cli(*base, "fragments", "--sort", "nonsense")
    assert usage.returncode == 2 and "--sort" in usage.stderr


@pytest.mark.slow
def test_parser_errors_are_one_usage_message_exit_2(ws_root: Path) -> None:
    proc = cli("--workspace", str(ws_root), "fragments", "--bogus")
    assert (
        proc.returncode == 2 and "No such option" in proc.stderr and "Traceback" not in proc.stderr
    )
