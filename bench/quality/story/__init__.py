"""The labelled stories: `team` (the benchmark) and `household` (held out, another domain)."""

from __future__ import annotations

from collections.abc import Callable

from bench.quality.model import Story
from bench.quality.story import household, team

STORIES: dict[str, Callable[[], Story]] = {"team": team.build, "household": household.build}
