"""A small dental practice over 35 days (13 April - 17 May 2026), as kept by the practice
manager's agent: English-first notes, with a hygienist and the evening receptionist writing in
Chinese. Written blind: the author read the benchmark's data shapes, matcher, generator and
scorer, not the engine."""

from __future__ import annotations

from bench.quality.model import Story
from bench.quality.story.dental_days1 import DAYS1
from bench.quality.story.dental_days2 import DAYS2
from bench.quality.story.dental_days3 import DAYS3
from bench.quality.story.dental_items import ITEMS
from bench.quality.story.dental_queries import QUERIES


def build() -> Story:
    return Story(
        name="dental",
        title="Dental practice, 2026-04-13 … 05-17",
        tz="Europe/London",
        items=dict(ITEMS),
        days=[*DAYS1, *DAYS2, *DAYS3],
        queries=list(QUERIES),
        cwd="/home/agent/harbourside-dental",
        meta={"practice": "Harbourside Dental", "author": "blind"},
    )
