"""The sixth story: a small veterinary practice and its practice manager's agent over 35 days
(2026-01-12 … 02-15).

Helen Marsh is the practice manager of Ashby Lane Vets in Ripon, North Yorkshire: Dr. Owen Pryce
owns the practice, Dr. Sofia Reyes is the other vet and the radiation protection supervisor,
Gemma Hall is head nurse, Kieran Doyle a student nurse and Bev Short is on reception. The nurse
林晓雯 (Wen), from Hangzhou, writes her notes and talks to the agent in Chinese. Clients (Mrs
Aston and Biscuit, Mr Mistry and Mango, the Okafors' rabbit Juniper, 张女士 and 豆豆), the
wholesaler Northvet, the Harlow Diagnostics lab, Willow Lane Pet Crematorium, the X-ray servicing
firm Medirad and the out-of-hours partner Beacon Emergency Vets come and go. Sixteen standing
rules and facts (the controlled-drug register, who takes calls out of hours, the Monday
autoclave test, how Owen wants referral letters, the opening hours, the routine surgery days,
the Northvet cut-off, no results by text, nobody holds for an X-ray, the written estimate over
£300, booking a euthanasia, the crematorium's day, the lab courier's time, rabbits not starved,
repeat prescriptions, the vaccine fridge range) are restated in other words, in both languages,
in notes, weekly recaps and transcripts, beside to-dos (some done later), hunches, open
questions, a surgery rota and a courier time that were replaced, a storm's power cut hour by
hour, pasted logs and errors, snow, lunches and seven pasted secrets. Four facts (the
crematorium, rabbits, repeat prescriptions, no results by text) are written only three or four
times.

Written blind — by a helper that did not read the engine's rules, cue lists or glossary, nor
the other stories — and never tuned on: it only measures (`TUNED_ON = False`).
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.vet_days1 import DAYS as JAN_12_23
from bench.quality.story.vet_days2 import DAYS as JAN_24_FEB_4
from bench.quality.story.vet_days3 import DAYS as FEB_5_15
from bench.quality.story.vet_items import ITEMS
from bench.quality.story.vet_queries import QUERIES

TUNED_ON = False


def build() -> Story:
    return Story(
        name="vet",
        title="Veterinary practice, 2026-01-12 … 02-15",
        tz="Europe/London",
        items={item.id: item for item in ITEMS},
        days=[*JAN_12_23, *JAN_24_FEB_4, *FEB_5_15],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=5,
        cwd="/home/helen",
        tuned_on=TUNED_ON,
    )
