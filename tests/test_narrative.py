"""Dream Diary generator: the real ``openai`` client over real HTTP to the fixture server."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator

import openai
import pytest
from diary_server import DEFAULT_ANSWER, DiaryServer, Reply

from memtui.engine.config import DiaryConfig
from memtui.engine.dream import narrative
from memtui.engine.dream.narrative import (
    DEFAULT_BASE_URL,
    PLACEHOLDER_EN,
    PLACEHOLDER_ZH,
    SYSTEM_PROMPT_EN,
    SYSTEM_PROMPT_ZH,
    DiaryLimiter,
    DiaryMaterial,
    DiarySettings,
    build_user_message,
    choose_language,
    clean_diary_text,
    count_words,
    default_limiter,
    generate_diary,
    generate_diary_sync,
)

LIGHT = DiaryMaterial(
    phase="light",
    fragments=[
        "PR review: tests must use a real database, no mocks",
        "PR review: last quarter a mock hid a migration failure until production",
        "Deploy: always verify on staging before a release",
    ],
    themes=["testing", "database", "production safety"],
)
ZH_LIGHT = DiaryMaterial(
    phase="light",
    fragments=[
        "PR 评审: 规范——测试必须使用真实数据库，不接受 mock",
        "PR 评审: 上季度 mock 测试掩盖了数据库迁移失败，在生产才暴露",
        "部署流程: 发布前必须在 staging 环境验证",
    ],
    themes=["测试规范", "数据库"],
)


@pytest.fixture
def server() -> Iterator[DiaryServer]:
    """The fixture server for this module (tests/diary_server.py also exports ``diary_server``)."""
    with DiaryServer() as running:
        yield running


def settings_for(server: DiaryServer, **overrides: object) -> DiarySettings:
    values: dict[str, object] = {
        "model": "diary-test-model",
        "base_url": server.base_url,
        "api_key": "sk-test-fixture",
        "timeout_seconds": 5.0,
    }
    values.update(overrides)
    return DiarySettings(**values)  # type: ignore[arg-type]


def diary_config(**values: object) -> DiaryConfig:
    """A validated ``[diary]`` section, as the config loader builds it."""
    return DiaryConfig.model_validate(values)


def words(n: int) -> str:
    return " ".join(["light"] * (n - 1) + ["ends."])


# --- generation over HTTP --------------------------------------------------------------------
async def test_normal_answer_is_returned_cleaned(server: DiaryServer) -> None:
    server.set_reply("ok", text=f'# Dream Diary\n\n"{DEFAULT_ANSWER}"\n')
    result = await generate_diary(LIGHT, settings_for(server), limiter=DiaryLimiter())
    assert result.text == DEFAULT_ANSWER
    assert not result.placeholder
    assert result.error is None
    assert result.language == "en"
    assert result.word_count == count_words(DEFAULT_ANSWER)
    assert 80 <= result.word_count <= 180
    assert not result.out_of_range


async def test_request_carries_system_prompt_and_material_in_ref_layout(
    server: DiaryServer,
) -> None:
    material = DiaryMaterial(
        phase="deep",
        fragments=[f"fragment {i}" for i in range(1, 15)],
        themes=[f"theme {i}" for i in range(1, 9)],
        promotions=[f"promoted {i}" for i in range(1, 8)],
    )
    await generate_diary(material, settings_for(server), limiter=DiaryLimiter())

    [request] = server.requests
    assert request.body["model"] == "diary-test-model"
    assert request.body["temperature"] == pytest.approx(0.8)
    assert request.body["max_tokens"] == 400
    assert [m["role"] for m in request.messages] == ["system", "user"]
    assert request.message("system") == SYSTEM_PROMPT_EN
    assert request.headers["authorization"] == "Bearer sk-test-fixture"
    expected = "\n".join(
        ["Write a dream diary entry from these memory fragments:", ""]
        + [f"- fragment {i}" for i in range(1, 13)]
        + ["", "Recurring themes:"]
        + [f"- theme {i}" for i in range(1, 7)]
        + ["", "Memories that crystallized into something lasting:"]
        + [f"- promoted {i}" for i in range(1, 6)]
    )
    assert request.message("user") == expected


async def test_each_phase_sends_its_own_material(server: DiaryServer) -> None:
    rem = DiaryMaterial(phase="rem", fragments=["winner one", "winner two"], themes=["testing"])
    deep = DiaryMaterial(phase="deep", fragments=[], promotions=["tests use a real database"])
    for material in (LIGHT, rem, deep):
        await generate_diary(material, settings_for(server), limiter=DiaryLimiter())

    light_msg, rem_msg, deep_msg = (r.message("user") for r in server.requests)
    assert light_msg == (
        "Write a dream diary entry from these memory fragments:\n\n"
        "- PR review: tests must use a real database, no mocks\n"
        "- PR review: last quarter a mock hid a migration failure until production\n"
        "- Deploy: always verify on staging before a release\n\n"
        "Recurring themes:\n- testing\n- database\n- production safety"
    )
    assert rem_msg == (
        "Write a dream diary entry from these memory fragments:\n\n"
        "- winner one\n- winner two\n\nRecurring themes:\n- testing"
    )
    # Deep with promotions but no evaluated texts: the fragment list is simply empty.
    assert deep_msg == (
        "Write a dream diary entry from these memory fragments:\n\n\n"
        "Memories that crystallized into something lasting:\n- tests use a real database"
    )


async def test_stall_past_timeout_yields_placeholder(server: DiaryServer) -> None:
    server.set_reply("ok", delay=1.0)
    started = time.monotonic()
    result = await generate_diary(
        LIGHT, settings_for(server, timeout_seconds=0.3), limiter=DiaryLimiter()
    )
    assert time.monotonic() - started < 0.9
    assert result.placeholder
    assert result.text == PLACEHOLDER_EN
    assert result.error is not None and "timed out after 0.3 s" in result.error
    assert not result.out_of_range
    assert len(server.requests) == 1  # max_retries=0: one attempt only


@pytest.mark.parametrize(
    ("reply", "error_part"),
    [
        (Reply(mode="error", status=500), "HTTP 500"),
        (Reply(mode="error", status=404), "HTTP 404"),
        (Reply(mode="empty"), "empty answer"),
        (Reply(mode="malformed"), "malformed answer"),
        (Reply(mode="ok", text="## \n\n- \n"), "empty after cleaning"),
    ],
)
async def test_server_failures_yield_placeholder(
    server: DiaryServer, reply: Reply, error_part: str
) -> None:
    server.queue(reply)
    result = await generate_diary(LIGHT, settings_for(server), limiter=DiaryLimiter())
    assert result.placeholder
    assert result.text == PLACEHOLDER_EN
    assert result.error is not None and error_part in result.error
    assert len(server.requests) == 1


async def test_unreachable_server_yields_placeholder() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    settings = DiarySettings(model="m", base_url=f"http://127.0.0.1:{port}/v1", timeout_seconds=2)
    result = await generate_diary(LIGHT, settings, limiter=DiaryLimiter())
    assert result.placeholder
    assert result.error is not None and f"cannot reach http://127.0.0.1:{port}/v1" in result.error


async def test_reasoning_model_rejecting_sampling_params_is_retried_bare(
    server: DiaryServer,
) -> None:
    server.set_reply("reject_sampling")
    result = await generate_diary(LIGHT, settings_for(server), limiter=DiaryLimiter())
    assert not result.placeholder
    assert result.text == DEFAULT_ANSWER
    first, second = server.requests
    assert "max_tokens" in first.body
    assert "max_tokens" not in second.body and "temperature" not in second.body
    assert second.messages == first.messages


async def test_given_client_is_used_and_left_open(server: DiaryServer) -> None:
    async with openai.AsyncOpenAI(
        base_url=server.base_url, api_key="sk-own", max_retries=0
    ) as client:
        for _ in range(2):
            result = await generate_diary(
                LIGHT, settings_for(server), limiter=DiaryLimiter(), client=client
            )
            assert not result.placeholder
    assert [r.headers["authorization"] for r in server.requests] == ["Bearer sk-own"] * 2


async def test_empty_material_and_disabled_settings_are_caller_errors(
    server: DiaryServer,
) -> None:
    empty = DiaryMaterial(phase="deep", fragments=["  "], themes=["testing"], promotions=[])
    assert empty.empty
    with pytest.raises(ValueError, match="nothing to write about"):
        await generate_diary(empty, settings_for(server))
    with pytest.raises(ValueError, match=r"diary\.model"):
        await generate_diary(LIGHT, settings_for(server, model=""))
    assert server.requests == []


# --- concurrency -----------------------------------------------------------------------------
def test_four_threads_never_exceed_three_in_flight(server: DiaryServer) -> None:
    """Four workspaces dreaming at once, each in its own thread and event loop."""
    server.hold()
    limiter = DiaryLimiter(3)
    settings = settings_for(server)
    results: list[narrative.DiaryResult] = []

    def run() -> None:
        results.append(generate_diary_sync(LIGHT, settings, limiter=limiter))

    threads = [threading.Thread(target=run) for _ in range(4)]
    for thread in threads:
        thread.start()
    try:
        # The cap is reached, not merely respected: three wait at the server together while
        # the fourth is still queued in the limiter.
        assert server.wait_for_in_flight(3, timeout=5)
        time.sleep(0.2)
        assert len(server.requests) == 3
        assert server.in_flight == 3
    finally:
        server.release()
        for thread in threads:
            thread.join(timeout=10)

    assert server.max_in_flight == 3
    assert len(server.requests) == 4
    assert len(results) == 4 and not any(r.placeholder for r in results)
    assert limiter.in_use == 0


async def test_gather_in_one_loop_respects_and_reaches_the_cap(server: DiaryServer) -> None:
    server.hold()
    limiter = DiaryLimiter(3)
    settings = settings_for(server)
    tasks = [
        asyncio.create_task(generate_diary(LIGHT, settings, limiter=limiter)) for _ in range(4)
    ]
    try:
        assert await asyncio.to_thread(server.wait_for_in_flight, 3, 5)
        await asyncio.sleep(0.2)
        assert len(server.requests) == 3
    finally:
        server.release()
    results = await asyncio.gather(*tasks)
    assert server.max_in_flight == 3
    assert len(server.requests) == 4
    assert not any(r.placeholder for r in results)


async def test_failures_and_timeouts_free_their_slots(server: DiaryServer) -> None:
    limiter = DiaryLimiter(1)
    server.queue(Reply(mode="error"), Reply(mode="ok", delay=1.0), Reply(mode="malformed"))
    settings = settings_for(server, timeout_seconds=0.3)
    for _ in range(3):
        assert (await generate_diary(LIGHT, settings, limiter=limiter)).placeholder
    assert not (await generate_diary(LIGHT, settings, limiter=limiter)).placeholder
    assert limiter.in_use == 0


async def test_cancelled_waiter_does_not_leak_a_slot() -> None:
    limiter = DiaryLimiter(1)
    await limiter.acquire()
    waiting = asyncio.create_task(limiter.acquire())
    await asyncio.sleep(0.01)
    waiting.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    limiter.release()
    assert limiter.in_use == 0
    await asyncio.wait_for(limiter.acquire(), timeout=1)
    limiter.release()

    # Cancelled after the slot was handed over but before it ran: the slot comes back too.
    await limiter.acquire()
    granted_then_cancelled = asyncio.create_task(limiter.acquire())
    await asyncio.sleep(0.01)
    limiter.release()
    granted_then_cancelled.cancel()
    with pytest.raises(asyncio.CancelledError):
        await granted_then_cancelled
    assert limiter.in_use == 0


def test_limiter_is_fifo_across_threads_and_follows_limit_changes() -> None:
    limiter = DiaryLimiter(1)
    order: list[int] = []
    gate = threading.Event()

    async def holder() -> None:
        async with limiter.slot():
            gate.wait(2)

    async def waiter(i: int) -> None:
        async with limiter.slot():
            order.append(i)

    first = threading.Thread(target=lambda: asyncio.run(holder()))
    first.start()
    while limiter.in_use == 0:
        time.sleep(0.005)
    others = []
    for i in range(3):
        thread = threading.Thread(target=lambda i=i: asyncio.run(waiter(i)))
        thread.start()
        others.append(thread)
        while len(limiter._waiters) < i + 1:
            time.sleep(0.005)
    gate.set()
    for thread in [first, *others]:
        thread.join(timeout=5)
    assert order == [0, 1, 2]
    assert limiter.in_use == 0

    limiter.set_limit(3)
    assert limiter.limit == 3
    with pytest.raises(ValueError):
        DiaryLimiter(0)


def test_default_limiter_is_shared_and_lazy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(narrative, "_default_limiter", None)
    first = default_limiter(3)
    assert default_limiter(3) is first
    assert default_limiter(2) is first and first.limit == 2


# --- language --------------------------------------------------------------------------------
def test_choose_language() -> None:
    assert choose_language(LIGHT, "auto") == "en"
    assert choose_language(ZH_LIGHT, "auto") == "zh"
    assert choose_language(ZH_LIGHT, "en") == "en"
    assert choose_language(LIGHT, "zh") == "zh"
    # Promotions decide when there are no fragments; digits and punctuation don't vote.
    deep = DiaryMaterial(
        phase="deep", fragments=[], promotions=["测试必须使用真实数据库 2026-06-15"]
    )
    assert choose_language(deep, "auto") == "zh"
    mostly_english = DiaryMaterial(phase="light", fragments=["Deploy on staging first 部署"])
    assert choose_language(mostly_english, "auto") == "en"
    with pytest.raises(ValueError):
        choose_language(LIGHT, "fr")


async def test_chinese_fragments_get_the_chinese_prompt_and_placeholder(
    server: DiaryServer,
) -> None:
    chinese_answer = "有些教训是用生产事故换来的。" * 8
    server.queue(Reply(text=chinese_answer), Reply(mode="error"))
    settings = settings_for(server)
    result = await generate_diary(ZH_LIGHT, settings, limiter=DiaryLimiter())
    assert result.language == "zh"
    assert result.text == chinese_answer
    assert result.word_count == 13 * 8 and not result.out_of_range

    request = server.requests[0]
    assert request.message("system") == SYSTEM_PROMPT_ZH
    user = request.message("user")
    assert user.startswith(
        "请用这些记忆碎片写一篇梦境日记：\n\n- PR 评审: 规范——测试必须使用真实数据库"
    )
    assert "\n\n反复浮现的主题：\n- 测试规范\n- 数据库" in user

    failed = await generate_diary(ZH_LIGHT, settings, limiter=DiaryLimiter())
    assert failed.placeholder and failed.text == PLACEHOLDER_ZH and failed.language == "zh"


def test_system_prompts_carry_the_seed_rules() -> None:
    for needle in ("first person", "80 and 180 words", "Markdown", "AI", "dreaming", "haiku"):
        assert needle in SYSTEM_PROMPT_EN
    for needle in ("第一人称", "80 到 180 字", "Markdown", "AI", "梦里", "俳句"):
        assert needle in SYSTEM_PROMPT_ZH
    for placeholder in (PLACEHOLDER_EN, PLACEHOLDER_ZH):
        assert placeholder.count("\n") == 0 and "dream" not in placeholder.lower()


# --- cleaning and word counts ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("# Dream Diary\n\nThe servers hummed.", "The servers hummed."),
        ('"The servers hummed."', "The servers hummed."),
        ("“The servers hummed.”", "The servers hummed."),
        ("「服务器在低鸣。」", "服务器在低鸣。"),
        ("'Quiet night.'", "Quiet night."),
        ('"A," I said, "B"', '"A," I said, "B"'),
        ("Dream diary: The rain fell.", "The rain fell."),
        ("Dream Diary Entry (June 15):\nThe rain fell.", "The rain fell."),
        ("Sure! Here's tonight's diary entry:\n\nThe rain fell.", "The rain fell."),
        ("Here is where the bug hid: in a mock.", "Here is where the bug hid: in a mock."),
        ("Entry points were fragile today.", "Entry points were fragile today."),
        ("梦境日记：\n今天\n下雨了。", "今天下雨了。"),
        ("好的，以下是今晚的日记：\n雨很轻。", "雨很轻。"),
        ("当然，一切都很平静。", "当然，一切都很平静。"),
        ("- first thought\n- second thought", "first thought second thought"),
        ("1. one\n2) two\n> quoted", "one two quoted"),
        ("3.5 seconds felt long.", "3.5 seconds felt long."),
        ("```text\nThe lamp glowed.\n```", "The lamp glowed."),
        ("<think>plan the entry</think>\nThe lamp glowed.", "The lamp glowed."),
        (
            "**Bold** and *soft* light on snake_case_name.",
            "Bold and soft light on snake_case_name.",
        ),
        (
            "One line\nwraps here.\n\n\n\nSecond   paragraph.",
            "One line wraps here.\n\nSecond paragraph.",
        ),
        ("Title\n=====\n\nBody.\n\n---\n\nMore.", "Body.\n\nMore."),
        ("A full sentence.\n---\nMore.", "A full sentence.\n\nMore."),
        ('"First paragraph.\n\nSecond paragraph."', "First paragraph.\n\nSecond paragraph."),
        ("", ""),
    ],
)
def test_clean_diary_text(raw: str, clean: str) -> None:
    assert clean_diary_text(raw) == clean


def test_count_words() -> None:
    assert count_words("The servers hummed, it's late — fine.") == 6
    assert count_words("今天下雨了 and rain") == 7
    assert count_words("") == 0


@pytest.mark.parametrize(
    ("n", "flagged"), [(30, True), (49, True), (50, False), (120, False), (250, False), (300, True)]
)
async def test_far_out_of_range_answers_are_kept_but_flagged(
    server: DiaryServer, n: int, flagged: bool
) -> None:
    server.set_reply("ok", text=words(n))
    result = await generate_diary(LIGHT, settings_for(server), limiter=DiaryLimiter())
    assert not result.placeholder
    assert result.word_count == n
    assert result.out_of_range is flagged
    assert result.text == words(n)


# --- material and settings -------------------------------------------------------------------
def test_material_validation_and_emptiness() -> None:
    assert not LIGHT.empty
    assert DiaryMaterial(phase="rem", fragments=[], themes=["x"]).empty
    assert not DiaryMaterial(phase="deep", fragments=[], promotions=["kept"]).empty
    assert isinstance(LIGHT.fragments, tuple)
    with pytest.raises(ValueError):
        DiaryMaterial(phase="nap", fragments=["x"])
    with pytest.raises(ValueError):
        DiaryMaterial(phase="light", fragments=["x"], promotions=["y"])
    with pytest.raises(TypeError):
        DiaryMaterial(phase="light", fragments="one string")


def test_user_message_flattens_and_caps_items() -> None:
    material = DiaryMaterial(phase="light", fragments=["line one\nline two", "   ", "x" * 900])
    lines = build_user_message(material).split("\n")
    assert lines[2] == "- line one line two"
    assert len(lines) == 4 and len(lines[3]) == 2 + 500 and lines[3].endswith("…")


def test_settings_from_config_and_env() -> None:
    config = diary_config(model=" gpt-4o-mini ", timeout_seconds=12, concurrency=2, language="zh")
    settings = DiarySettings.from_config(config, env={})
    assert settings.model == "gpt-4o-mini"
    assert settings.base_url == DEFAULT_BASE_URL
    assert settings.api_key == "not-needed"
    assert (settings.timeout_seconds, settings.concurrency, settings.language) == (12, 2, "zh")
    assert settings.enabled and settings.disabled_reason() == ""

    env = {"OPENAI_BASE_URL": "http://localhost:11434/v1", "OPENAI_API_KEY": "sk-secret"}
    from_env = DiarySettings.from_config(diary_config(model="llama3.2"), env=env)
    assert from_env.base_url == "http://localhost:11434/v1"
    assert from_env.api_key == "sk-secret"
    assert "sk-secret" not in repr(from_env)
    configured = diary_config(model="m", base_url="http://127.0.0.1:8080/v1")
    assert DiarySettings.from_config(configured, env=env).base_url == "http://127.0.0.1:8080/v1"


def test_from_config_reads_os_environ_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://10.0.0.2:8000/v1")
    settings = DiarySettings.from_config(diary_config(model="m"))
    assert settings.base_url == "http://10.0.0.2:8000/v1"


def test_disabled_settings_explain_how_to_turn_the_diary_on() -> None:
    settings = DiarySettings.from_config(diary_config(), env={})
    assert not settings.enabled
    reason = settings.disabled_reason()
    assert "diary.model" in reason and ".memtui.toml" in reason and "OPENAI_BASE_URL" in reason
    assert reason.count(". ") == 0  # one sentence
    with pytest.raises(ValueError):
        DiarySettings(model="m", timeout_seconds=0)
    with pytest.raises(ValueError):
        DiarySettings(model="m", language="de")
