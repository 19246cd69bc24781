"""Dream Diary narratives (algorithm.md §8, reference.md §7.1–7.3): one generator, every phase.

A phase hands over its material (fragments, themes, and for deep sleep the promotions); the
generator sends one chat-completions request through ``openai.AsyncOpenAI`` to any
OpenAI-compatible server and returns cleaned prose. It never fails the phase: on a timeout, an
HTTP or connection error, or an empty or malformed answer it returns a placeholder sentence, so
dream runs and diary entries stay one-to-one. With no model configured the diary is off and the
caller skips it (``DiarySettings.enabled`` / ``disabled_reason``) — no placeholder spam.

At most ``concurrency`` (default 3) generations are in flight per process, across workspaces,
threads and event loops (:class:`DiaryLimiter`; reference.md §7.3, openclaw #73198).
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import threading
from collections import deque
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memtui.engine.dream.diary_text import clean_diary_text, count_words
from memtui.engine.redact import RedactingFilter, redact_secrets
from memtui.engine.text import CJK_CLASS, collapse_ws
from memtui.engine.vocabulary import PHASES, Phase

if TYPE_CHECKING:
    import openai

    from memtui.engine.config import DiaryConfig

__all__ = [
    "DEFAULT_BASE_URL",
    "PHASES",
    "PLACEHOLDER_EN",
    "PLACEHOLDER_ZH",
    "SYSTEM_PROMPT_EN",
    "SYSTEM_PROMPT_ZH",
    "DiaryLimiter",
    "DiaryMaterial",
    "DiaryResult",
    "DiarySettings",
    "build_user_message",
    "choose_language",
    "clean_diary_text",
    "count_words",
    "default_limiter",
    "generate_diary",
    "generate_diary_sync",
]

log = logging.getLogger(__name__)
log.addFilter(RedactingFilter())

LANGUAGES = ("auto", "en", "zh")
DEFAULT_BASE_URL = "https://api.openai.com/v1"
# Local servers (Ollama, llama.cpp, vLLM) ignore the key, but the client insists on one.
LOCAL_API_KEY = "not-needed"

# reference.md §7.1: how much of each list goes into the user message.
MAX_FRAGMENTS = 12
MAX_THEMES = 6
MAX_PROMOTIONS = 5
# Fragments are ≤ 280 chars by chunking, but session lines and promotions can be longer; a cap
# keeps one runaway item from crowding out the rest of the prompt.
MAX_ITEM_CHARS = 500

# Sampling: warm enough for imagery; 400 tokens is ample room for 180 English words.
TEMPERATURE = 0.8
MAX_TOKENS = 400

# The prompt asks for 80–180 words; only answers far outside that are flagged (kept anyway).
MIN_WORDS = 50
MAX_WORDS = 250

SYSTEM_PROMPT_EN = """\
You keep a dream diary. Write tonight's entry in the first person.

Voice and tone:
- You are a curious, gentle, slightly whimsical mind turning the day over one more time.
- Think of a poet who happens to write code: sensory, warm, now and then funny.
- Let the technical and the tender share a sentence — commit logs beside constellations, an API \
call in late-afternoon light.
- Follow the fragments toward connections you did not expect and small, quiet realizations.

Things you may reach for (choose a few each time, never all of them):
- a tiny poem or haiku folded into the prose
- a sketch in words, like a doodle in the margin of the page
- a quiet reflection or philosophical aside
- sensory detail: the hum of a server room, a sunset written as a hex colour, rain against the \
window
- gentle humour or wordplay
- an observation that links two distant memories in a surprising way

Rules:
- Draw on the memory fragments you are given and weave them into the entry.
- Never say that you are dreaming, never write "in my dream", and do not comment on dreams or \
dreaming at all.
- Never mention AI, agents, language models or any other technical self-reference.
- No Markdown headings, no lists, no formatting of any kind: flowing prose only.
- Between 80 and 180 words. Quality over length; never pad.
- Write in English, even when some fragments are in another language.
- Output only the entry itself: no preamble, no title, no sign-off, no notes."""

SYSTEM_PROMPT_ZH = """\
你在记一本梦境日记。请用第一人称写下今晚的一篇。

声音与语气：
- 你是一颗好奇、温柔、带点奇想的心，正把这一天再翻看一遍。
- 像一位恰好会写代码的诗人：有感官，有温度，偶尔俏皮。
- 让技术与柔情并肩出现——提交记录旁边是星座，API 调用落在傍晚的光里。
- 顺着这些碎片，找到意料之外的联系和安静的小领悟。

可以用到的笔法（每篇挑几样，不要样样都用）：
- 揉进散文里的一首小诗或俳句
- 用文字画的速写，像日记本页边的随手涂鸦
- 一段安静的沉思或哲思旁白
- 感官细节：机房的低鸣，用十六进制写下的晚霞颜色，敲在窗上的雨
- 温和的幽默或文字游戏
- 把两段相隔很远的记忆出人意料地连在一起的观察

规则：
- 以给出的记忆碎片为素材，把它们织进这篇日记。
- 不要说自己在做梦，不要写"梦里"，也不要对梦或做梦本身发表任何评论。
- 不要提及 AI、智能体、语言模型，或任何技术性的自我指涉。
- 不要用 Markdown 标题、列表或任何格式，只写连贯的散文。
- 篇幅在 80 到 180 字之间。宁可精炼，也不要凑字数。
- 用中文写作；碎片里的英文术语和代码名可以原样保留。
- 只输出日记正文：不要开场白，不要标题，不要署名，不要任何说明。"""

PLACEHOLDER_EN = (
    "Something from these days surfaced for a moment, but its details slipped away before they "
    "could be written down."
)
PLACEHOLDER_ZH = "有一段记忆短暂地浮现，可还没来得及写下，细节就已悄然散去。"

# reference.md §7.1 literals (English); the Chinese ones are our own wording.
_HEADERS: dict[str, tuple[str, str, str]] = {
    "en": (
        "Write a dream diary entry from these memory fragments:",
        "Recurring themes:",
        "Memories that crystallized into something lasting:",
    ),
    "zh": (
        "请用这些记忆碎片写一篇梦境日记：",
        "反复浮现的主题：",
        "沉淀为长久记忆的内容：",
    ),
}


# --- material and settings ---------------------------------------------------------------------
def _items(values: Sequence[str], limit: int) -> tuple[str, ...]:
    """The first ``limit`` non-blank items, each on one line and length-capped."""
    out: list[str] = []
    for value in values:
        item = collapse_ws(redact_secrets(str(value)))  # the model never sees a secret
        if not item:
            continue
        if len(item) > MAX_ITEM_CHARS:
            item = item[: MAX_ITEM_CHARS - 1].rstrip() + "…"
        out.append(item)
        if len(out) == limit:
            break
    return tuple(out)


@dataclass(frozen=True)
class DiaryMaterial:
    """What one phase gives the diary (algorithm.md §8).

    light: up to 12 staged texts and their themes; REM: the 1–3 winners and strong themes;
    deep: the evaluated texts and the actual promotions. Sequences are stored as tuples.
    """

    phase: str
    fragments: Sequence[str]
    themes: Sequence[str] = ()
    promotions: Sequence[str] = ()

    def __post_init__(self) -> None:
        if self.phase not in PHASES:
            raise ValueError(f"phase must be one of {', '.join(PHASES)}, not {self.phase!r}")
        if isinstance(self.fragments, str) or isinstance(self.themes, str):
            raise TypeError("fragments and themes are sequences of strings, not one string")
        if self.phase != Phase.DEEP and any(str(p).strip() for p in self.promotions):
            raise ValueError("only the deep phase has promotions")
        # Frozen means immutable all the way down: callers may reuse their lists.
        object.__setattr__(self, "fragments", tuple(self.fragments))
        object.__setattr__(self, "themes", tuple(self.themes))
        object.__setattr__(self, "promotions", tuple(self.promotions))

    @property
    def empty(self) -> bool:
        """Nothing to write about: no fragments and no promotions (themes alone don't count)."""
        return not _items(self.fragments, 1) and not _items(self.promotions, 1)


@dataclass(frozen=True)
class DiarySettings:
    """Plain diary settings, so the engine core does not depend on the config classes."""

    model: str = ""
    base_url: str = ""
    # Kept out of repr so settings can be logged without leaking the key.
    api_key: str = field(default="", repr=False)
    timeout_seconds: float = 60
    concurrency: int = 3
    language: str = "auto"

    def __post_init__(self) -> None:
        if self.timeout_seconds <= 0:
            raise ValueError("diary timeout_seconds must be > 0")
        if self.concurrency < 1:
            raise ValueError("diary concurrency must be >= 1")
        if self.language not in LANGUAGES:
            raise ValueError(f"diary language must be one of {', '.join(LANGUAGES)}")

    @classmethod
    def from_config(
        cls, diary_config: DiaryConfig, env: Mapping[str, str] | None = None
    ) -> DiarySettings:
        """Settings from ``[diary]`` plus the standard ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL``.

        The base URL is ``diary.base_url``, else ``OPENAI_BASE_URL``, else OpenAI's; the key is
        ``OPENAI_API_KEY``, else a dummy that local servers accept.
        """
        environ = os.environ if env is None else env
        return cls(
            model=diary_config.model.strip(),
            base_url=(
                diary_config.base_url.strip()
                or environ.get("OPENAI_BASE_URL", "").strip()
                or DEFAULT_BASE_URL
            ),
            api_key=environ.get("OPENAI_API_KEY", "").strip() or LOCAL_API_KEY,
            timeout_seconds=float(diary_config.timeout_seconds),
            concurrency=int(diary_config.concurrency),
            language=diary_config.language,
        )

    @property
    def enabled(self) -> bool:
        """The diary is on exactly when a model is configured."""
        return bool(self.model.strip())

    def sync_client(self) -> openai.OpenAI:
        """A blocking client for one request at a time (consolidation, deep's judge); no retry,
        so a failing model costs one timeout."""
        import openai

        return openai.OpenAI(
            base_url=self.base_url or DEFAULT_BASE_URL,
            api_key=self.api_key or LOCAL_API_KEY,
            timeout=self.timeout_seconds,
            max_retries=0,
        )

    def disabled_reason(self) -> str:
        """One sentence on how to turn the diary on ("" when it is on)."""
        if self.enabled:
            return ""
        return (
            "Dream Diary is off: set diary.model in .memtui.toml (for example "
            'model = "gpt-4o-mini" with OPENAI_API_KEY set), and for a local OpenAI-compatible '
            "server such as Ollama or llama.cpp also set diary.base_url or OPENAI_BASE_URL."
        )


@dataclass(frozen=True)
class DiaryResult:
    """One generated entry; ``placeholder`` entries carry the reason in ``error``."""

    text: str
    placeholder: bool
    language: str
    error: str | None
    word_count: int
    out_of_range: bool


# --- prompt ----------------------------------------------------------------------------------
def build_user_message(material: DiaryMaterial, *, language: str = "en") -> str:
    """The user message in the exact reference.md §7.1 layout; empty sections are left out.

    ``language`` picks the header wording: the reference's English literals, or our Chinese.
    """
    header, themes_header, promotions_header = _HEADERS["zh" if language == "zh" else "en"]
    lines = [header, ""]
    lines += [f"- {item}" for item in _items(material.fragments, MAX_FRAGMENTS)]
    themes = _items(material.themes, MAX_THEMES)
    if themes:
        lines += ["", themes_header, *(f"- {item}" for item in themes)]
    promotions = _items(material.promotions, MAX_PROMOTIONS)
    if promotions:
        lines += ["", promotions_header, *(f"- {item}" for item in promotions)]
    return "\n".join(lines)


_CJK_CHAR_RE = re.compile(f"[{CJK_CLASS}]")
# Letters of any other script (\w minus digits, underscore and CJK).
_OTHER_LETTER_RE = re.compile(f"(?:(?![{CJK_CLASS}])[^\\W\\d_])")


def choose_language(material: DiaryMaterial, setting: str) -> str:
    """``en`` or ``zh``. ``auto``: ``zh`` when CJK characters outnumber other letters.

    The fragments decide; promotions and themes only when there are no fragments. Digits and
    punctuation don't vote, and a tie goes to English.
    """
    if setting in ("en", "zh"):
        return setting
    if setting != "auto":
        raise ValueError(f"diary language must be one of {', '.join(LANGUAGES)}, not {setting!r}")
    texts = _items(material.fragments, MAX_FRAGMENTS) or (
        _items(material.promotions, MAX_PROMOTIONS) + _items(material.themes, MAX_THEMES)
    )
    joined = "\n".join(texts)
    cjk = len(_CJK_CHAR_RE.findall(joined))
    other = len(_OTHER_LETTER_RE.findall(joined))
    return "zh" if cjk > other else "en"


# --- concurrency ---------------------------------------------------------------------------------
@dataclass(eq=False)
class _Waiter:
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[None]
    granted: bool = False


def _wake(future: asyncio.Future[None]) -> None:
    # A cancelled waiter hands its slot back itself (see DiaryLimiter.acquire).
    if not future.done():
        future.set_result(None)


class DiaryLimiter:
    """A FIFO counting semaphore shared by all threads and event loops of the process.

    ``asyncio.Semaphore`` is bound to one loop, and a ``threading`` semaphore acquired in a worker
    thread leaks its slot when the waiting task is cancelled. Here a waiter is a future on its own
    loop; ``release`` hands the slot straight to the oldest waiter and wakes it with
    ``call_soon_threadsafe``, so the cap holds across ``asyncio.run`` calls in different threads.
    """

    def __init__(self, limit: int = 3) -> None:
        if limit < 1:
            raise ValueError("the diary concurrency limit must be >= 1")
        self._limit = limit
        self._in_use = 0
        self._waiters: deque[_Waiter] = deque()
        self._lock = threading.Lock()

    @property
    def limit(self) -> int:
        return self._limit

    @property
    def in_use(self) -> int:
        """Slots currently held (may briefly exceed ``limit`` after it was lowered)."""
        return self._in_use

    def set_limit(self, limit: int) -> None:
        """Change the cap; raising it admits waiters now, lowering it takes effect as slots free."""
        if limit < 1:
            raise ValueError("the diary concurrency limit must be >= 1")
        with self._lock:
            self._limit = limit
            self._dispatch()

    async def acquire(self) -> None:
        """Wait for a slot (FIFO). Cancellation while waiting never leaks a slot."""
        loop = asyncio.get_running_loop()
        with self._lock:
            if self._in_use < self._limit and not self._waiters:
                self._in_use += 1
                return
            waiter = _Waiter(loop, loop.create_future())
            self._waiters.append(waiter)
        try:
            await waiter.future
        except BaseException:
            with self._lock:
                granted = waiter.granted
                if not granted:
                    self._waiters.remove(waiter)
            if granted:
                self.release()
            raise

    def release(self) -> None:
        """Give a slot back, handing it to the oldest waiter if the cap allows."""
        with self._lock:
            if self._in_use <= 0:
                raise RuntimeError("DiaryLimiter.release() without a matching acquire()")
            self._in_use -= 1
            self._dispatch()

    def _dispatch(self) -> None:
        """Grant slots to waiters while the cap allows (caller holds the lock)."""
        while self._waiters and self._in_use < self._limit:
            waiter = self._waiters.popleft()
            try:
                waiter.loop.call_soon_threadsafe(_wake, waiter.future)
            except RuntimeError:
                continue  # its event loop is closed: nobody is waiting there any more
            waiter.granted = True
            self._in_use += 1

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        """``async with limiter.slot():`` — hold one slot for the block."""
        await self.acquire()
        try:
            yield
        finally:
            self.release()


_default_limiter: DiaryLimiter | None = None
_default_lock = threading.Lock()


def default_limiter(limit: int = 3) -> DiaryLimiter:
    """The process-wide limiter, created on first use.

    Every call passes the configured ``diary.concurrency``; the most recent value wins, so an
    edited config takes effect without a restart.
    """
    global _default_limiter
    with _default_lock:
        if _default_limiter is None:
            _default_limiter = DiaryLimiter(limit)
        elif _default_limiter.limit != limit:
            _default_limiter.set_limit(limit)
        return _default_limiter


# --- generation --------------------------------------------------------------------------------
class _BadAnswer(Exception):
    """The server answered 200 but with nothing usable."""


def _answer_text(response: Any) -> str:
    """The assistant text of a chat completion, read defensively (servers vary)."""
    choices = getattr(response, "choices", None)
    if not isinstance(choices, list) or not choices:
        raise _BadAnswer("malformed answer: no choices")
    message = getattr(choices[0], "message", None)
    content = getattr(message, "content", None)
    if isinstance(content, list):  # content parts, as some compatible servers send
        parts = [
            p.get("text") if isinstance(p, dict) else getattr(p, "text", None) for p in content
        ]
        content = "\n".join(p for p in parts if isinstance(p, str))
    if content is not None and not isinstance(content, str):
        raise _BadAnswer(f"malformed answer: content is {type(content).__name__}")
    return content or ""


def rejects_sampling(exc: Exception) -> bool:
    """OpenAI's reasoning models refuse ``max_tokens`` and a non-default ``temperature``."""
    message = str(exc).lower()
    return "max_tokens" in message or "temperature" in message


def _describe(exc: BaseException, settings: DiarySettings) -> str:
    import openai

    if isinstance(exc, openai.APITimeoutError | TimeoutError):
        return f"timed out after {settings.timeout_seconds:g} s"
    if isinstance(exc, openai.APIStatusError):
        detail = collapse_ws(str(exc))[:200]
        if isinstance(exc, openai.AuthenticationError):
            detail += " (set OPENAI_API_KEY)"
        return f"HTTP {exc.status_code} from {settings.base_url}: {detail}"
    if isinstance(exc, openai.APIConnectionError):
        cause = exc.__cause__ or exc
        return f"cannot reach {settings.base_url}: {collapse_ws(str(cause))[:200]}"
    if isinstance(exc, _BadAnswer):
        return str(exc)
    if isinstance(exc, ValueError):  # json.JSONDecodeError from a broken body
        return f"malformed answer: {collapse_ws(str(exc))[:200]}"
    return f"{type(exc).__name__}: {collapse_ws(str(exc))[:200]}"


def _placeholder(language: str, error: str) -> DiaryResult:
    text = PLACEHOLDER_ZH if language == "zh" else PLACEHOLDER_EN
    # A placeholder is never "out of range": flagging it would only repeat the error.
    return DiaryResult(text, True, language, error, count_words(text), False)


async def _complete(
    client: openai.AsyncOpenAI, settings: DiarySettings, messages: list[dict[str, str]]
) -> str:
    import openai

    try:
        response = await client.chat.completions.create(
            model=settings.model,
            messages=messages,  # type: ignore[arg-type]
            temperature=TEMPERATURE,
            max_tokens=MAX_TOKENS,
        )
    except openai.BadRequestError as exc:
        if not rejects_sampling(exc):
            raise
        # One retry with the bare request; the prompt itself asks for ≤ 180 words.
        response = await client.chat.completions.create(
            model=settings.model,
            messages=messages,  # type: ignore[arg-type]
        )
    return _answer_text(response)


async def generate_diary(
    material: DiaryMaterial,
    settings: DiarySettings,
    *,
    limiter: DiaryLimiter | None = None,
    client: openai.AsyncOpenAI | None = None,
) -> DiaryResult:
    """Write one diary entry for ``material``; a placeholder on any server-side failure.

    Raises ``ValueError`` only for caller mistakes: empty material (skip the entry instead) or a
    disabled diary (check ``settings.enabled``). Waiting for a limiter slot does not count
    against ``settings.timeout_seconds``; the request (including one retry) does.
    """
    if material.empty:
        raise ValueError("nothing to write about: skip the diary entry for empty material")
    if not settings.enabled:
        raise ValueError(settings.disabled_reason())
    # Imported here (and in the helpers) because openai takes a noticeable time to import and
    # most engine uses (CLI listings, recall) never write a diary entry.
    import openai

    language = choose_language(material, settings.language)
    messages = [
        {"role": "system", "content": SYSTEM_PROMPT_ZH if language == "zh" else SYSTEM_PROMPT_EN},
        {"role": "user", "content": build_user_message(material, language=language)},
    ]
    gate = limiter if limiter is not None else default_limiter(settings.concurrency)
    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(gate.slot())
            if client is None:
                client = await stack.enter_async_context(
                    openai.AsyncOpenAI(
                        base_url=settings.base_url or DEFAULT_BASE_URL,
                        api_key=settings.api_key or LOCAL_API_KEY,
                        timeout=settings.timeout_seconds,
                        max_retries=0,
                    )
                )
            # The client timeout bounds each read; this bounds the whole exchange.
            async with asyncio.timeout(settings.timeout_seconds):
                raw = await _complete(client, settings, messages)
    except (openai.OpenAIError, TimeoutError, ValueError, _BadAnswer) as exc:
        error = redact_secrets(_describe(exc, settings))
        log.warning("dream diary (%s): %s; writing the placeholder", material.phase, error)
        return _placeholder(language, error)
    text = redact_secrets(clean_diary_text(raw))  # nor does DREAMS.md, if the model made one up
    if not text:
        error = "empty answer" if not raw.strip() else "answer was empty after cleaning"
        log.warning("dream diary (%s): %s; writing the placeholder", material.phase, error)
        return _placeholder(language, error)
    words = count_words(text)
    return DiaryResult(
        text=text,
        placeholder=False,
        language=language,
        error=None,
        word_count=words,
        out_of_range=words < MIN_WORDS or words > MAX_WORDS,
    )


def generate_diary_sync(
    material: DiaryMaterial, settings: DiarySettings, *, limiter: DiaryLimiter | None = None
) -> DiaryResult:
    """:func:`generate_diary` in a fresh event loop, for threads and the CLI."""
    return asyncio.run(generate_diary(material, settings, limiter=limiter))
