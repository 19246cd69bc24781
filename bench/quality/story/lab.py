"""The fifth story: a university molecular-biology lab and its lab manager's agent over 35 days
(2026-06-01 … 07-05).

Dr. Clara Hoffmann is the senior postdoc who runs the Kessler lab (Prof. Martin Kessler, PI) at a
German institute of molecular biology. The postdoc 李静 (Li Jing), from Chengdu, writes her notes
and talks to the agent in Chinese; Tobias Fischer is writing up his PhD, Priya Nair starts hers on
day one, Monika Schulz is the technician; facilities (Herr Becker, the Leitwarte), the imaging
facility (Dr. Lehmann), the safety officer (Dr. Vogel) and a vendor rep (Jonas Krämer of
Biozenta) come and go. Seventeen standing rules and facts (the -80 freezer rule and why, who to
call when a freezer alarms, booking the confocal, the order cut-off, the waste day, the
autoclave's times, the raw-data backup rule, the protocol numbers that are not secret, the
authorship rule, how Martin wants drafts, the lab meeting, mycoplasma testing, liquid nitrogen,
Sanger drop-off, phenol, the signature limit, the safety briefing) are restated in other words,
in both languages, in notes, weekly recaps and transcripts, beside to-dos (some done later),
hunches, open questions, a lab meeting day and an autoclave time that were replaced, a freezer
failure hour by hour, a centrifuge that ran unbalanced, a qPCR run log, pasted errors, a delivery
slip, a western blot, a seminar and seven pasted secrets. Four facts (liquid nitrogen, Sanger
drop-off, phenol, the signature limit) are written only three or four times and searched two or
three times.

Written blind — by a helper that did not read the engine's rules, cue lists or glossary — and
never tuned on: it only measures (`TUNED_ON = False`).
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.lab_days1 import DAYS as JUNE_1_12
from bench.quality.story.lab_days2 import DAYS as JUNE_13_24
from bench.quality.story.lab_days3 import DAYS as JUNE_25_JULY_5
from bench.quality.story.lab_items import ITEMS
from bench.quality.story.lab_queries import QUERIES

TUNED_ON = False


def build() -> Story:
    return Story(
        name="lab",
        title="Molecular-biology lab, 2026-06-01 … 07-05",
        tz="Europe/Berlin",
        items={item.id: item for item in ITEMS},
        days=[*JUNE_1_12, *JUNE_13_24, *JUNE_25_JULY_5],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=5,
        cwd="/home/clara",
        tuned_on=TUNED_ON,
    )
