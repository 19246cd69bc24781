"""The eighth story: a construction site manager and his agent over 35 days (2026-05-04 …
06-07).

Gareth Doyle runs the Merri Street Apartments job for Halden Constructions in Brunswick,
Melbourne — six storeys over a basement, in its structure stage: Darren Hughes drives the tower
crane with Kev as dogman, Sione Tupou is the leading hand and first aider, Anna Romano the
project manager at head office, Hamish Reid the safety adviser who walks the site on
Wednesdays, Claire Tanaka the structural engineer. The graduate site engineer 王晓雯 (Wendy),
from Chengdu, writes her notes and talks to the agent in Chinese and translates for the JZ
Formwork crew and its foreman 周师傅 (Zhou). Steelpoint, Metro Mix, BigLine Pumping, Apex
Scaffolding, Volt Electrical, Seal-Tite, the council's compliance officer and Mrs Petrakis at
no. 39 come and go. Sixteen standing rules and facts (the crane's wind limit, booking deliveries
on the Gate Schedule, the Monday toolbox talk, induction and white card before work, hot-work
permits, scaffold tags, the engineer's reo inspection before a pour, the daily site diary,
neighbour complaints, the radio channels, the hours for noisy work, signed variations, delivery
dockets, never under a suspended load, concrete washout, reporting every injury) are restated
in other words, in both languages, in notes, weekly recaps, a running log and transcripts,
beside to-dos (most closed later), hunches, open questions that share words with the rules, a
delivery whiteboard and a 7 am start that were replaced, an L4 pour that went wrong told hour
by hour, pasted commands, weather, footy and seven pasted secrets.

Written blind — by a helper that did not read the engine's rules, cue lists or glossary, nor
the other stories beyond one story's file format — and never tuned on: it only measures
(`TUNED_ON = False`).
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.worksite_days1 import DAYS as MAY_4_15
from bench.quality.story.worksite_days2 import DAYS as MAY_16_26
from bench.quality.story.worksite_days3 import DAYS as MAY_27_JUN_7
from bench.quality.story.worksite_items import ITEMS
from bench.quality.story.worksite_queries import QUERIES

TUNED_ON = False


def build() -> Story:
    return Story(
        name="worksite",
        title="Construction site, 2026-05-04 … 06-07",
        tz="Australia/Melbourne",
        items={item.id: item for item in ITEMS},
        days=[*MAY_4_15, *MAY_16_26, *MAY_27_JUN_7],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=5,
        cwd="/home/gareth",
        tuned_on=TUNED_ON,
    )
