"""An optional model's verdict on a new winner: does it hold, or did it happen once?
(algorithm.md §6.5, "The model's verdict").

The cue lists read how a statement is told, not what it says. A plain statement with no cue
either way ("The F-34 rotor goes back to Eppendorf before anyone spins in it", "Kickoff at
10:30") is durable by default, and to-dos and notes of the day that the searches keep finding
reach MEMORY.md that way. No surface feature separates them from standing facts, and a small
embedding model does not either (docs/quality-log.md). A language model can; when
`dreaming.deep.judge` is on and the diary's model is configured, deep asks it about each winner
that would become a new entry, and holds back the ones it reads as one-off.

The model is asked through the diary's `openai` client settings, one short request per winner,
its statement redacted first. It can only hold a winner back: an answer it cannot read, a
timeout or an HTTP error leaves the winner to deep as without a model. Measured with a judge
that knows the benchmark's labels, a judge helps only when it almost never reads a fact as
one-off (docs/quality-log.md), so it is off by default.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING

from memtui.engine.redact import RedactingFilter, redact_secrets
from memtui.engine.text import collapse_ws

if TYPE_CHECKING:
    import openai

    from memtui.engine.dream.narrative import DiarySettings

log = logging.getLogger(__name__)
log.addFilter(RedactingFilter())

SYSTEM_PROMPT = (
    "You decide whether a note belongs in an assistant's long-term memory. Answer HOLDS when it "
    "states something that stays true or keeps applying: a rule, a policy, a preference, a "
    "decision that stands, a standing fact about a person, a place or a thing, a routine, a "
    "way to do something. Answer ONCE when it only tells what happened or what is pending one "
    "time: an event or a meeting, something someone did once, an observation or a measurement "
    "of one day, a status update, a one-off task or reminder, a plan for a particular day, a "
    "question, small talk. A note that does both holds. Notes may be in any language. Answer "
    "with the one word HOLDS or ONCE."
)
# The answer's first word, whatever wraps it ("**ONCE**", "Holds.", "`HOLDS`").
_VERDICT_RE = re.compile(r"^\W*(holds|once)\b", re.IGNORECASE)
# The verdict is one word; a model that explains itself is cut short.
MAX_TOKENS = 8


class WinnerJudge:
    """The model's verdict on statements, each asked once per judge (deep makes one per run)."""

    def __init__(self, settings: DiarySettings) -> None:
        self._settings = settings
        self._verdicts: dict[str, bool | None] = {}
        self.asked = 0
        self.failed = 0
        # Deep asks inside its transaction: after a timeout or an HTTP error the model is not
        # asked again this run, so a model that is down costs one timeout, not one per winner.
        self.down = False

    def holds(self, statement: str) -> bool | None:
        """True (it holds), False (it happened once) or None (no verdict: the model failed or
        answered something else)."""
        text = redact_secrets(collapse_ws(statement))
        if self.down:
            return None
        if text not in self._verdicts:
            self._verdicts[text] = self._ask(text)
        return self._verdicts[text]

    def _ask(self, text: str) -> bool | None:
        import openai

        self.asked += 1
        messages: list[dict[str, str]] = [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": text},
        ]
        try:
            with self._settings.sync_client() as client:
                answer = _complete(client, self._settings.model, messages)
        except (openai.OpenAIError, TimeoutError, ValueError) as exc:
            self.failed += 1
            self.down = True
            log.warning(
                "deep's judge: %s; this run's winners are placed as without a model",
                collapse_ws(f"{type(exc).__name__}: {exc}")[:200],
            )
            return None
        verdict = verdict_of(answer)
        if verdict is None:
            self.failed += 1
            log.warning("deep's judge answered neither HOLDS nor ONCE: %r", answer[:80])
        return verdict


def _complete(client: openai.OpenAI, model: str, messages: list[dict[str, str]]) -> str:
    """The answer's text; asked again without `max_tokens` and `temperature` when the model
    refuses them (OpenAI's reasoning models do, as for the diary)."""
    import openai

    from memtui.engine.dream.narrative import rejects_sampling

    try:
        response = client.chat.completions.create(
            model=model,
            messages=messages,  # type: ignore[arg-type]
            max_tokens=MAX_TOKENS,
            temperature=0,
        )
    except openai.BadRequestError as exc:
        if not rejects_sampling(exc):
            raise
        response = client.chat.completions.create(model=model, messages=messages)  # type: ignore[arg-type]
    content = response.choices[0].message.content if response.choices else None
    return content or ""


def verdict_of(answer: str) -> bool | None:
    """HOLDS → True, ONCE → False, anything else → None."""
    m = _VERDICT_RE.match(answer)
    if m is None:
        return None
    return m.group(1).lower() == "holds"
