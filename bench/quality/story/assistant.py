"""The third story: a personal assistant for one person over 35 days (2026-09-01 … 10-05).

Lucy Fang (方露), a freelance UX researcher in Chicago (Logan Square) who grew up in Chengdu,
writes English first and Chinese with her family; her assistant keeps daily notes and talks with
her in sessions. Her mother (妈妈) lives in Chengdu, her brother Kevin across town; Pepper is her
dog; Northwind Library and Alba Health are her clients; she climbs with Nadia. Fifteen standing
facts and preferences are restated in other words, in both languages, in notes, weekly recaps and
transcripts, among to-dos (some done later), hunches, open questions, a replaced rate, an incident
timeline, a release, a ticket, bills, small talk and six pasted secrets.

Written blind — by a helper that did not read the engine's cue lists or glossary — and never
tuned on: it only measures (`TUNED_ON = False`).
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.assistant_days1 import DAYS as WEEKS_1_2
from bench.quality.story.assistant_days2 import DAYS as WEEKS_3_4
from bench.quality.story.assistant_days3 import DAYS as WEEKS_5
from bench.quality.story.assistant_items import ITEMS
from bench.quality.story.assistant_queries import QUERIES

TUNED_ON = False


def build() -> Story:
    return Story(
        name="assistant",
        title="Personal assistant, 2026-09-01 … 10-05",
        tz="America/Chicago",
        items={item.id: item for item in ITEMS},
        days=[*WEEKS_1_2, *WEEKS_3_4, *WEEKS_5],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=5,
        cwd="/home/lucy",
        tuned_on=TUNED_ON,
    )
