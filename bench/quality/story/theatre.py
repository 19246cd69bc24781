"""The eleventh story: a community theatre's Macbeth, told by its stage manager and her agent
over 35 days (2027-03-29 … 05-02), from the first read-through to closing night.

Hannah Ross stage-manages the Alder Street Players' Macbeth in the Alder Street Hall in East
Vancouver; Gordon Pike directs. The lighting designer 周敏 (Zhou Min) and the parent volunteer
李秀兰 (Li Xiulan), who chaperones the children and does the laundry, write and talk to the agent
in Chinese. Dave and Marcus fly, Priya keeps the props, Sione set the fights and Eli is fight
captain, Marguerite runs the box office, Ken looks after the hall. Seventeen standing rules and
facts (Tom's nut allergy, the 9 am report, who to text when late, water only on stage, where the
daggers live, fight call before every show, who may fly, the rehearsal nights, the call time,
the exchange policy, comps, the wash rota, the lighting desk backup, haze only after the detector
bypass, the ghost light, the director's notes, who may collect a child) are restated in other
words, in both languages, in notes, rehearsal reports, recaps and transcripts, beside to-dos
(some done later), hunches, open questions, three replaced decisions (Monday rehearsals, a 6:30
call, a 48-hour exchange window), a fall at a fight rehearsal minute by minute, a held
performance, a tech schedule of one-off times, a cue list, sales figures and six pasted secrets.

Written blind — by a helper that did not read the engine's rules, cue lists or glossary — and
never tuned on: it only measures (`TUNED_ON = False`).
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.theatre_days1 import DAYS as WEEKS_1_2
from bench.quality.story.theatre_days2 import DAYS as WEEKS_3_4
from bench.quality.story.theatre_days3 import DAYS as RUN
from bench.quality.story.theatre_items import ITEMS
from bench.quality.story.theatre_queries import QUERIES

TUNED_ON = False


def build() -> Story:
    return Story(
        name="theatre",
        title="Community theatre production, 2027-03-29 … 05-02",
        tz="America/Vancouver",
        items={item.id: item for item in ITEMS},
        days=[*WEEKS_1_2, *WEEKS_3_4, *RUN],
        queries=list(QUERIES),
        smoke_days=5,
        smoke_queries=5,
        cwd="/home/hannah",
        tuned_on=TUNED_ON,
    )
