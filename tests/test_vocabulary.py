"""The typed names are the algorithm.md §11 contract: the enums hold exactly the values the
document lists, in its order, and a member travels as its plain string."""

from __future__ import annotations

import json
import re
from enum import StrEnum
from pathlib import Path

import pytest

from memtui.engine.vocabulary import GATES, STATUSES, FragmentStatus, Gate, PromotionStatus

CONTRACT = (Path(__file__).resolve().parents[1] / "docs" / "algorithm.md").read_text("utf-8")


def _listed(line_start: str, after: str = "") -> list[str]:
    """The backticked names on the first contract line starting with `line_start`."""
    line = next(ln for ln in CONTRACT.splitlines() if ln.startswith(line_start))
    return re.findall(r"`([a-z_]+)`", line.split(after, 1)[1] if after else line)


@pytest.mark.parametrize(
    ("names", "enum", "line_start", "after"),
    [
        (STATUSES, FragmentStatus, "| `status` |", "| `status` |"),
        (GATES, Gate, "| `gate` |", "one of"),
    ],
)
def test_enums_hold_the_contract_in_order(
    names: tuple[StrEnum, ...], enum: type[StrEnum], line_start: str, after: str
) -> None:
    assert [m.value for m in names] == _listed(line_start, after)
    assert tuple(enum) == names


def test_promotion_statuses_match_the_contract() -> None:
    paragraph = CONTRACT.split("**Promotion**", 1)[1]
    listed = paragraph.split("`status` (", 1)[1].split(")", 1)[0]
    assert [s.value for s in PromotionStatus] == re.findall(r"`([a-z_]+)`", listed)


def test_members_travel_as_plain_strings() -> None:
    assert json.dumps({"status": FragmentStatus.PENDING}) == '{"status": "pending"}'
    assert f"{Gate.MIN_SCORE}" == "min_score" and str(PromotionStatus.UNDONE) == "undone"
    assert FragmentStatus("rem") is FragmentStatus.REM and Gate.MAX_AGE == "max_age"
