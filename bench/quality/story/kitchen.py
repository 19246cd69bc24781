"""The fourth story: a restaurant kitchen and its owner-chef's agent over 35 days
(2026-10-05 … 11-08).

Nora Lindqvist runs Little Anchor, a 40-seat neighbourhood restaurant in Oakland (Temescal),
closed on Mondays. Her sous-chef 陈伟 (Wei Chen), who grew up in Guangzhou, dictates his notes
and talks to the agent in Chinese; Dani Reyes runs the floor; Marco, Jules, Tomás, Kenji and Sam
make up the rest of the crew. Verdant Valley brings the produce, Coldline fixes the walk-ins,
Bayside swaps the linen, FlueTech cleans the hood. Seventeen standing rules and facts (a
supplier's cut-off, the cooling rule and why, the shared fryer, who closes the till, Wei's day off,
payroll, the last seating, deposits for private events…) are restated in other words, in both
languages, in notes, weekly recaps and transcripts, beside to-dos (some done later), hunches,
open questions, a last seating that was replaced, a freezer failure hour by hour, an inspection
day, POS error logs, a delivery slip, sales figures, a tart tested once, a catering run sheet and
six pasted secrets. Three facts (the linen day, the hood cleaning, the comp limit) are written
only three or four times and searched two or three times.

Written blind — by a helper that did not read the engine's rules, cue lists or glossary — and
never tuned on: it only measures (`TUNED_ON = False`).
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.kitchen_days1 import DAYS as WEEKS_1_2
from bench.quality.story.kitchen_days2 import DAYS as WEEKS_3_4
from bench.quality.story.kitchen_days3 import DAYS as WEEK_5
from bench.quality.story.kitchen_items import ITEMS
from bench.quality.story.kitchen_queries import QUERIES

TUNED_ON = False


def build() -> Story:
    return Story(
        name="kitchen",
        title="Restaurant kitchen, 2026-10-05 … 11-08",
        tz="America/Los_Angeles",
        items={item.id: item for item in ITEMS},
        days=[*WEEKS_1_2, *WEEKS_3_4, *WEEK_5],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=5,
        cwd="/home/nora",
        tuned_on=TUNED_ON,
    )
