"""The labelled stories: `team` (the benchmark the engine was tuned on), `household` (held out,
another domain), `assistant`, `kitchen`, `lab`, `vet`, `foodbank`, `worksite`,
`flightschool`, `library`, `theatre`, `hotel` and `dental` (each written blind, in another
domain; never tuned on)."""

from __future__ import annotations

from collections.abc import Callable

from bench.quality.model import Story
from bench.quality.story import (
    assistant,
    dental,
    flightschool,
    foodbank,
    hotel,
    household,
    kitchen,
    lab,
    library,
    team,
    theatre,
    vet,
    worksite,
)

STORIES: dict[str, Callable[[], Story]] = {
    "team": team.build,
    "household": household.build,
    "assistant": assistant.build,
    "kitchen": kitchen.build,
    "lab": lab.build,
    "vet": vet.build,
    "foodbank": foodbank.build,
    "worksite": worksite.build,
    "flightschool": flightschool.build,
    "library": library.build,
    "theatre": theatre.build,
    "hotel": hotel.build,
    "dental": dental.build,
}


def report_order() -> list[str]:
    """Every story's name, the ones the engine was not tuned on first, newest first (they are
    the measure that counts, and the newest is the one fewest rules were read against; a
    tuned-on story can only show that nothing got worse)."""
    built = {name: build() for name, build in STORIES.items()}
    newest_first = list(reversed(STORIES))
    return sorted(newest_first, key=lambda name: built[name].tuned_on)
