"""A blind story: Kōwhai House, a 24-room independent hotel in Dunedin, over 36 days
(2026-04-07 … 05-12).

Isla Fraser, the general manager, keeps the hotel's notes with her agent in English; Wang Lei,
the night auditor, writes his handovers in Chinese, and so does Mrs Chen (陈阿姨), the head
housekeeper; some notes mix both. Seventeen standing rules of the hotel (refunds, late check-out,
key cards, the safe, linen days, allergies at breakfast, lost property, the night audit, the
float, the accessible room, dogs, DND, breakfast hours, group deposits, the night auditor never
alone, the maintenance whiteboard) are restated across the weeks among guests, weather, a party,
a fire alarm, pasted logs and a few secrets. Four early decisions are replaced by later ones.
Written blind: nobody may tune the engine to it.
"""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.hotel_days1 import DAYS1
from bench.quality.story.hotel_days2 import DAYS2
from bench.quality.story.hotel_days3 import DAYS3
from bench.quality.story.hotel_items import ITEMS
from bench.quality.story.hotel_queries import QUERIES


def build() -> Story:
    return Story(
        name="hotel",
        title="Small hotel, 2026-04-07 … 05-12",
        tz="Pacific/Auckland",
        items={item.id: item for item in ITEMS},
        days=[*DAYS1, *DAYS2, *DAYS3],
        queries=QUERIES,
        smoke_days=6,
        smoke_queries=6,
        cwd="/home/isla",
        tuned_on=False,
    )
