"""The seventh story: a volunteer-run community food bank and its coordinator's agent over 35
days (2026-04-06 … 05-10).

Dana Whitfield coordinates the Harbour Street Community Food Bank in East Vancouver: Priya Nair
runs intake, Marcus Bell the warehouse, Tomás Herrera drives the van, Linda Cho is the board's
treasurer, Pat Kowalski leads the Saturday shift and Kofi Mensah, a student, is waiting for his
police check. The volunteer 陈静 (Jing), a retired pharmacist from Shanghai who runs the Mandarin
help desk on Thursdays, writes her notes and talks to the agent in Chinese. The Lower Mainland
Food Network (the regional hub), the Cedar Market supermarket, Bridgeway Settlement Services,
St. Brendan's church next door and Coastal Refrigeration come and go. Sixteen standing rules
and facts (the cold chain's temperatures, allergen labels on repacks, the hub truck's days, who
signs off referrals, the police check before a first shift, the distribution hours, the
best-before and use-by policy, the Cedar pickup time, how donations are weighed and logged, the
van's booking rule, one visit per household a week, no ID at intake, the closing routine, no
home-cooked food, no photos of clients, tax receipts) are restated in other words, in both
languages, in notes, weekly recaps and transcripts, beside to-dos (some done later), hunches,
open questions, a van rule and a pickup time that were replaced, a freezer failure told hour
by hour, pasted errors and logs, rain, doughnuts and eight pasted secrets. Four facts (the
closing routine, home-cooked food, photos, tax receipts) are written only three or four times.

Written blind — by a helper that did not read the engine's rules, cue lists or glossary, nor
the other stories — and never tuned on: it only measures (`TUNED_ON = False`).
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.foodbank_days1 import DAYS as APR_6_17
from bench.quality.story.foodbank_days2 import DAYS as APR_18_29
from bench.quality.story.foodbank_days3 import DAYS as APR_30_MAY_10
from bench.quality.story.foodbank_items import ITEMS
from bench.quality.story.foodbank_queries import QUERIES

TUNED_ON = False


def build() -> Story:
    return Story(
        name="foodbank",
        title="Community food bank, 2026-04-06 … 05-10",
        tz="America/Vancouver",
        items={item.id: item for item in ITEMS},
        days=[*APR_6_17, *APR_18_29, *APR_30_MAY_10],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=5,
        cwd="/home/dana",
        tuned_on=TUNED_ON,
    )
