"""The tenth story: a small public library branch and its manager's agent over 37 days
(2026-09-08 … 10-14).

Ruth Okafor manages the Millbrook branch of Metro Regional Library in Burnaby, British
Columbia — six staff and a couple of pages, open six days a week, closed Sundays. Dev Sandhu
supervises circulation and keeps the Saturday notes, Hannah is an auxiliary on the desk, Pat
Moreau the children's librarian who runs storytime and the Thursday mending, Marcus a student
page, Tom in IT at Central, Greg in city Facilities, Anjali the area manager Ruth reports to,
Len who drives the Hub courier van, Margaret who leads the Friends of the Library, and Priya who
starts as a new auxiliary in the last week. The library technician 林佳怡 (Jiayi), who looks
after the Chinese collection, the ESL conversation circle and the branch Instagram, writes her
notes and talks to the agent in Chinese. Sixteen standing rules and facts (the front desk is
never left empty, two staff on every close, the $150 till float, the holds shelf's seven days,
patrons' borrowing kept private, children under 10 with a caregiver, the meeting room booked 48
hours ahead on the form, bed bugs bagged and frozen, no sticky tape on books, the 60/40 split of
the Chinese budget, local history never weeded, bans only by the manager with the red binder,
the naloxone drawer and 911 first, the Tuesday/Thursday courier, photo consent forms, program
attendance on the stats sheet) are restated in other words, in both languages, in notes, weekly
recaps, a desk log and transcripts, beside to-dos (most closed later), hunches, open questions
that share words with the rules, a five-day holds window and a half-and-half Chinese budget that
were replaced, a Saturday roof leak told hour by hour, weekly reports to Central, pasted
commands, weather, lunches and seven pasted secrets.

Written blind — by a helper that did not read the engine's rules, cue lists or glossary, nor
the other stories beyond one story's file format — and never tuned on: it only measures
(`TUNED_ON = False`).
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.library_days1 import DAYS as SEP_8_20
from bench.quality.story.library_days2 import DAYS as SEP_21_OCT_2
from bench.quality.story.library_days3 import DAYS as OCT_3_14
from bench.quality.story.library_items import ITEMS
from bench.quality.story.library_queries import QUERIES

TUNED_ON = False


def build() -> Story:
    return Story(
        name="library",
        title="Library branch, 2026-09-08 … 10-14",
        tz="America/Vancouver",
        items={item.id: item for item in ITEMS},
        days=[*SEP_8_20, *SEP_21_OCT_2, *OCT_3_14],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=5,
        cwd="/home/ruth",
        tuned_on=TUNED_ON,
    )
