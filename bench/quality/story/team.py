"""The main story: "Kestrel", a dispatch platform team's agent over 38 days (2026-03-02 … 04-08).

林岚 (tech lead) works with an agent that keeps daily notes and talks to her in Chinese and
English; 周毅 (backend, on-call), 老宋 (DBA), 阿杰 (Android), Marta (SRE, Berlin), Priya (PM)
and Tomás (frontend) turn up in the notes. Fifteen durable rules and preferences are restated
in different words and languages, in notes, recaps and transcripts, among to-dos (some fixed
later), hunches, open questions, two decisions that get replaced, lunch, logs, an incident
timeline and fifteen pasted secrets. Searches go after all of it, the noise included.
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.team_days1 import DAYS as WEEKS_1_2
from bench.quality.story.team_days2 import DAYS as WEEKS_3_4
from bench.quality.story.team_days3 import DAYS as WEEKS_5_6
from bench.quality.story.team_items import ITEMS
from bench.quality.story.team_queries import QUERIES


def build() -> Story:
    return Story(
        name="team",
        title="Kestrel dispatch team, 2026-03-02 … 04-08",
        tz="Asia/Shanghai",
        items=dict(ITEMS),
        days=[*WEEKS_1_2, *WEEKS_3_4, *WEEKS_5_6],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=6,
        cwd="/home/linlan/src/kestrel",
        tuned_on=True,  # the engine's rules were built on this story
    )
