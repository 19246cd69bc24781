"""The ninth story: the chief flying instructor of a small flight school and her agent over
37 days (2026-03-09 … 04-14).

Helen Marsh is CFI of the Wairarapa Aero Academy at Hood Aerodrome, Masterton, New Zealand —
two Cessna 172s, a 152, a Warrior and a Tecnam twin. Tom Brennan, Aroha Ngata and Sam
Whitcombe instruct; Priya Nair runs the desk and SkyRoster, the booking system; Dave Kerrigan is
the engineer next door; Grant Whyte manages the aerodrome for the council; Bruce brings the
fuel; Fiona Leckie audits the school for CAA. Six cadets sponsored by Dongyue Airlines (张浩,
李思远, 王一鸣, 刘佳, 赵磊, 孙悦) are four months into their CPL course, and the bilingual ground
instructor 陈立伟 (Leo) writes his notes and talks to the agent in Chinese. Sixteen standing
rules and facts (landing with 45 minutes of fuel, solo weather minima, SkyRoster as the source
of truth, the tech log signed before every flight, first solos sent by the CFI only, the
Solway noise abatement, walking the grass runway after rain, the 07:00 brief, the 24-hour
cancellation rule, headset hygiene, English only in the cockpit, ops-normal calls every 30
minutes, six hours of instruction a day, the key cabinet, occurrence reports, a dual check after
21 days) are restated in other words, in both languages, in notes, weekly summaries and
transcripts, beside to-dos (most closed later), hunches, open questions that share words with
the rules, a 30-minute fuel minimum and a 07:45 brief that were replaced, a bird strike, a
low-fuel landing and a precautionary landing told hour by hour, METARs and pasted commands, an
audit report, weather, chatter and seven pasted secrets.

Written blind — by a helper that did not read the engine's rules, cue lists or glossary, nor
the other stories beyond one story's file format — and never tuned on: it only measures
(`TUNED_ON = False`).
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.flightschool_days1 import DAYS as MAR_9_21
from bench.quality.story.flightschool_days2 import DAYS as MAR_22_APR_2
from bench.quality.story.flightschool_days3 import DAYS as APR_3_14
from bench.quality.story.flightschool_items import ITEMS
from bench.quality.story.flightschool_queries import QUERIES

TUNED_ON = False


def build() -> Story:
    return Story(
        name="flightschool",
        title="Flight school, 2026-03-09 … 04-14",
        tz="Pacific/Auckland",
        items={item.id: item for item in ITEMS},
        days=[*MAR_9_21, *MAR_22_APR_2, *APR_3_14],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=5,
        cwd="/home/helen",
        tuned_on=TUNED_ON,
    )
