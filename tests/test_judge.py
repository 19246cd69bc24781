"""The model's verdict on a new winner (algorithm.md §6.5, "The model's verdict"): the real
`openai` client against a local OpenAI-compatible server on 127.0.0.1, and deep with it."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from diary_server import DiaryServer, Reply
from helpers import at, memtui_cli, write_note

from memtui.engine.dream.judge import MAX_TOKENS, SYSTEM_PROMPT, WinnerJudge, verdict_of
from memtui.engine.dream.narrative import DiarySettings
from memtui.engine.vocabulary import WinnerOutcome


@pytest.fixture(scope="module")
def server() -> Iterator[DiaryServer]:
    with DiaryServer() as s:
        yield s


@pytest.fixture(autouse=True)
def _fresh(server: DiaryServer) -> None:
    server.reset()
    server.set_reply(text="HOLDS")


def _judge(server: DiaryServer, timeout: float = 5) -> WinnerJudge:
    return WinnerJudge(
        DiarySettings(model="test-model", base_url=server.base_url, timeout_seconds=timeout)
    )


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("HOLDS", True),
        ("ONCE", False),
        ("once.", False),
        ("**Holds**", True),
        ("`ONCE` — a meeting with a time", False),
        ("It holds.", None),
        ("onceover", None),
        ("", None),
    ],
)
def test_the_answer_is_read_from_its_first_word(answer: str, verdict: bool | None) -> None:
    assert verdict_of(answer) is verdict


def test_the_model_is_asked_one_statement_redacted_with_a_one_word_budget(
    server: DiaryServer,
) -> None:
    server.set_reply(text="ONCE")
    judge = _judge(server)
    statement = (
        "Kickoff with Acme at 10:30, the door code is 4471-9920 and PGPASSWORD=hunter2secret"
    )
    assert judge.holds(statement) is False
    (request,) = server.requests
    assert request.message("system") == SYSTEM_PROMPT
    sent = request.message("user")
    assert sent.startswith("Kickoff with Acme at 10:30")
    assert "hunter2secret" not in sent
    assert request.body["max_tokens"] == MAX_TOKENS and request.body["temperature"] == 0


def test_a_statement_is_asked_once_per_run(server: DiaryServer) -> None:
    judge = _judge(server)
    assert judge.holds("Invoices go out on the 25th.") is True
    assert judge.holds("Invoices  go out on the 25th.") is True  # the same words
    assert len(server.requests) == 1 and judge.asked == 1


@pytest.mark.parametrize(
    "reply",
    [
        Reply(mode="error", status=500),
        Reply(mode="malformed"),
        Reply(mode="empty"),
        Reply(text="I would say it depends on the team."),
        Reply(delay=2.0),
    ],
    ids=["http-500", "malformed", "empty", "prose", "timeout"],
)
def test_no_verdict_when_the_model_fails(server: DiaryServer, reply: Reply) -> None:
    server.queue(reply)
    judge = _judge(server, timeout=0.5)
    assert judge.holds("Bins go out on Tuesday night.") is None
    assert judge.failed == 1


def test_a_model_that_is_down_is_not_asked_again_in_the_same_run(server: DiaryServer) -> None:
    server.queue(Reply(mode="error", status=503))
    judge = _judge(server)
    assert judge.holds("Bins go out on Tuesday night.") is None
    assert judge.holds("Kickoff with Acme at 10:30.") is None
    assert len(server.requests) == 1 and judge.down
    # prose is an answer, not an outage: the next statement is still asked
    server.queue(Reply(text="Hard to say."))
    chatty = _judge(server)
    assert chatty.holds("Bins go out on Tuesday night.") is None and not chatty.down
    assert chatty.holds("Kickoff with Acme at 10:30.") is True
    assert len(server.requests) == 3


def test_a_model_that_refuses_sampling_settings_is_asked_again_without_them(
    server: DiaryServer,
) -> None:
    server.set_reply(mode="reject_sampling", text="ONCE")
    assert _judge(server).holds("Replaced the filter in unit 3.") is False
    first, second = server.requests
    assert "max_tokens" in first.body and "max_tokens" not in second.body


def _workspace(ws_root: Path, server: DiaryServer, judge: bool, limit: int = 10) -> str:
    (ws_root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n'
        f'[dreaming.deep]\napply = "auto"\nlimit = {limit}\njudge = {"true" if judge else "false"}\n'
        f'[diary]\nmodel = "test-model"\nbase_url = "{server.base_url}"\ntimeout_seconds = 5\n',
        encoding="utf-8",
    )
    return "The F-34 rotor goes back to Eppendorf for its inspection."


def _night_after_three_searches(ws_root: Path, store_url: str, text: str):  # type: ignore[no-untyped-def]
    """A winner: one note, found by three queries on three days, then deep's night."""
    from memtui.engine.dream.cycle import run_cycle
    from memtui.engine.recall import memory_search
    from memtui.engine.workspace import open_workspace, open_workspace_store

    ws = open_workspace(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    write_note(ws, "2026-06-10", f"## Lab\n{text}\n")
    for n, (day, query) in enumerate(
        (("11", "F-34 rotor"), ("12", "Eppendorf"), ("13", "rotor inspection"))
    ):
        run_cycle(store, ws, at(f"2026-06-{day}T03:00:00"))
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00") + timedelta(seconds=n))
    report = run_cycle(store, ws, at("2026-06-14T03:00:00"))
    store.close()
    return report.get("deep").report  # type: ignore[union-attr]


def test_a_winner_the_model_reads_as_one_off_is_held_back(
    server: DiaryServer, ws_root: Path, store_url: str
) -> None:
    text = _workspace(ws_root, server, judge=True)
    server.set_reply(text="ONCE")
    deep = _night_after_three_searches(ws_root, store_url, text)
    assert not deep.items
    assert [d.outcome for d in deep.dropped] == [WinnerOutcome.JUDGED_ONCE]
    memory = ws_root / "MEMORY.md"
    assert not memory.exists() or "Eppendorf" not in memory.read_text(encoding="utf-8")
    asked = [r for r in server.requests if r.message("system") == SYSTEM_PROMPT]
    assert [r.message("user") for r in asked] == [text]


@pytest.mark.parametrize(
    ("judge", "answer"),
    [(True, "HOLDS"), (True, "It depends."), (False, "ONCE")],
    ids=["holds", "no-verdict", "judge-off"],
)
def test_a_winner_is_promoted_when_the_model_reads_it_as_holding_or_says_nothing(
    server: DiaryServer, ws_root: Path, store_url: str, judge: bool, answer: str
) -> None:
    text = _workspace(ws_root, server, judge=judge)
    server.set_reply(text=answer)
    deep = _night_after_three_searches(ws_root, store_url, text)
    assert [i.text for i in deep.items] == [text]
    assert "Eppendorf" in (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    asked = [r for r in server.requests if r.message("system") == SYSTEM_PROMPT]
    assert len(asked) == (1 if judge else 0)


@pytest.mark.slow  # starts `memtui dream` in a subprocess
def test_memtui_dream_lists_what_the_model_held_back_literally(
    server: DiaryServer, ws_root: Path
) -> None:
    """The user sees the held-back winner under the winners, its outcome and its text as
    written ("[/bold]" stays, an escape sequence is neutralised)."""
    from memtui.engine.dream.cycle import run_cycle
    from memtui.engine.recall import memory_search
    from memtui.engine.workspace import open_workspace, open_workspace_store

    _workspace(ws_root, server, judge=True)
    server.set_reply(text="ONCE")
    ws = open_workspace(ws_root)
    store = open_workspace_store(ws, None, now=at("2026-06-01T00:00:00"))
    write_note(
        ws, "2026-06-10", "## Lab\nThe F-34 rotor [/bold] goes back to Eppendorf \x1b[31mtoday.\n"
    )
    for n, (day, query) in enumerate(
        (("11", "F-34 rotor"), ("12", "Eppendorf"), ("13", "rotor Eppendorf"))
    ):
        run_cycle(store, ws, at(f"2026-06-{day}T03:00:00"))
        memory_search(store, ws, query, at(f"2026-06-{day}T10:00:00") + timedelta(seconds=n))
    store.close()
    proc = memtui_cli(ws_root, "dream", now="2026-06-14T03:00:00", extra_env={"COLUMNS": "200"})
    assert proc.returncode == 0, proc.stderr[-2000:]
    row = next(line for line in proc.stdout.splitlines() if "dropped:judged_once" in line)
    assert "The F-34 rotor [/bold] goes back to Eppendorf" in row
    assert "\x1b" not in proc.stdout


def test_a_night_asks_the_model_at_most_three_times_its_winner_limit(
    server: DiaryServer, ws_root: Path, store_url: str
) -> None:
    """Every winner read as one-off: deep stops asking after 3 × limit questions."""
    from memtui.engine.dream.cycle import run_cycle
    from memtui.engine.recall import memory_search
    from memtui.engine.workspace import open_workspace, open_workspace_store

    _workspace(ws_root, server, judge=True, limit=1)
    server.set_reply(text="ONCE")
    ws = open_workspace(ws_root)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    notes = [
        (
            "Rotor",
            "The C-4 rotor goes back to Eppendorf for inspection.",
            ("rotor", "Eppendorf", "C-4 inspection"),
        ),
        (
            "Charger",
            "Maria's laptop charger arrived broken from Dell.",
            ("charger", "Maria laptop", "Dell broken"),
        ),
        ("Acme", "Kickoff with Acme at 10:30 in room Birch.", ("Acme", "kickoff", "room Birch")),
        (
            "Freezer",
            "The compressor in hall B hummed loudly at noon.",
            ("compressor", "hall B", "hummed loudly"),
        ),
        (
            "Toner",
            "Tom swapped the toner cartridge on floor two.",
            ("toner", "cartridge", "floor two"),
        ),
    ]
    write_note(ws, "2026-06-10", "".join(f"## {h}\n{body}\n\n" for h, body, _ in notes))
    for n, day in enumerate(("11", "12", "13")):
        run_cycle(store, ws, at(f"2026-06-{day}T03:00:00"))
        for k, (_, _, queries) in enumerate(notes):
            when = at(f"2026-06-{day}T10:00:00") + timedelta(seconds=10 * n + k)
            memory_search(store, ws, queries[n], when)
    server.reset()
    report = run_cycle(store, ws, at("2026-06-14T03:00:00"))
    store.close()
    deep = report.get("deep").report  # type: ignore[union-attr]
    asked = [r for r in server.requests if r.message("system") == SYSTEM_PROMPT]
    assert len(deep.dropped) == 3 and len(asked) == 3 and not deep.items
