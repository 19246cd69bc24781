"""A rule a later note changed (algorithm.md §6.5): the old rule is history, not knowledge. The
change and the rule it changed are two claims; a winner a newer statement changed is dropped; an
entry a newer statement changed is proposed for retirement (through review)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from helpers import at, nights, write_note

from memtui.engine.dream.review import list_promotions
from memtui.engine.similarity import (
    announces_a_change,
    changes,
    claim_terms,
    statement_claim_terms,
)
from memtui.engine.store.fragments import FragmentView, load_views
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store


@pytest.mark.parametrize(
    ("newer", "older", "changed"),
    [
        # It says it changed, same topic, other values.
        (
            "The release train now runs once a week, on Wednesdays.",
            "Release trains leave on Tuesdays and Thursdays.",
            True,
        ),
        ("周会决定：发布火车改成每周三一班。", "发布火车每周二、周四各发一班。", True),
        # Naming the old value as still true is an exception, not a change ...
        (
            "Handover moved to Tuesday 10:00 because of the holiday; normally it's Monday "
            "10:00 in #ops.",
            "On-call handover is every Monday at 10:00 in #ops.",
            False,
        ),
        # ... unless the old value is dropped.
        (
            "From now on the handover is on Tuesday at 10:00 instead of Monday 10:00 in #ops.",
            "On-call handover is every Monday at 10:00 in #ops.",
            True,
        ),
        # No change word: a second fact, not a change.
        ("Releases of the mobile app go out on Fridays.", "Release trains run on Tuesdays.", False),
        # The same values, or fewer: a restatement.
        ("Standup is at 10:15 now.", "站会每天 10:15。", False),
        (
            "Tonight: reduced menu, last orders at 9 pm like every night now.",
            "Decision: last orders move to 9 pm every night, from Tuesday.",
            False,
        ),
        # A rule about a way of doing a thing that a later note retires is history, with no
        # value to compare: the clause that retires it names the old way.
        (
            "New hall booking rule from Monday: every booking goes in the shared hall calendar "
            "two weeks ahead. The old board in the lobby is retired.",
            "Sign-up: write your name and the date you want the hall on the board in the lobby.",
            True,
        ),
        (
            "从下周一开始，场地预约一律在共享日历上登记，大厅的白板不用了。",
            "登记：想用场地的人把名字和日期写在大厅的白板上，先到先得。",
            True,
        ),
        (
            "Book the minibus in the shared calendar from now on, instead of the paper sheet "
            "in the office.",
            "Minibus: put your name on the paper sheet in the office the day before.",
            True,
        ),
        # The retired thing is not what the older rule is about: no change.
        (
            "New hall booking rule from Monday: every booking goes in the shared hall calendar "
            "two weeks ahead. The old board in the lobby is retired.",
            "Kitchen: the fridge is cleaned out every Friday.",
            False,
        ),
        # Nor is a restatement of the new way.
        (
            "New hall booking rule from Monday: every booking goes in the shared hall calendar "
            "two weeks ahead. The old board in the lobby is retired.",
            "Hall bookings go in the shared hall calendar two weeks ahead.",
            False,
        ),
        # A short rule about one thing shares its whole subject: that is enough.
        ("Standup moved to 10:15.", "Standup is at 9:30.", True),
        ("The gym now closes at 21:00.", "The gym closes at 22:00.", True),
        # One shared word of a longer subject is not.
        ("Standup moved to 10:15.", "The standup notes go in the team folder by 9:30.", False),
        # A value adjusted says it changed, whatever the verb and tense.
        (
            "Parents' evening slots go up to 15 minutes.",
            "Parents' evening slots are 10 minutes.",
            True,
        ),
        ("The minimum order was raised to 80 euros.", "The minimum order is 50 euros.", True),
        ("Loans reduced to 2 weeks, effective immediately.", "Library loans last 3 weeks.", True),
        ("Swim lesson pushed back to 17:30.", "The swim lesson starts at 17:00.", True),
        ("Swim lesson is at 17:30 from next term.", "The swim lesson starts at 17:00.", True),
        (
            "Going forward, invoices are paid within 14 days.",
            "Invoices are paid within 30 days.",
            True,
        ),
        (
            "Quiz night has switched from Tuesdays to Wednesdays.",
            "The quiz night is on Tuesdays.",
            True,
        ),
        ("We've swapped quiz night over to Wednesdays.", "The quiz night is on Tuesdays.", True),
        ("借书期限缩短到两周。", "借书期限是三周。", True),
        ("借书期限以前是三周，现在是两周。", "借书期限是三周。", True),
        ("健身房关门时间调到晚上九点。", "健身房晚上十点关门。", True),
        # A heading that says it changed speaks for its line.
        ("Change of plan: backups run at 03:00.", "Backups run at 02:00.", True),
        # A name is a value only where the newer text drops the older one's by name ...
        ("Tom locks up on Fridays instead of Maya.", "Maya locks up on Fridays.", True),
        ("Ben takes over payroll questions from Anna.", "Payroll questions go to Anna.", True),
        # ... not where it names someone else beside the same arrangement.
        ("Payroll questions go to Ben from now on.", "Payroll questions go to Anna.", False),
        # A value adjusted for one evening is no rule (the durable judgement's "dated"), and a
        # value that is a figure of what happened is not the arrangement's.
        ("The quiz night raised 200 euros.", "The quiz night is on Tuesdays.", False),
        ("Anna moved to the second floor.", "Payroll questions go to Anna.", False),
    ],
)
def test_a_statement_changes_a_rule_when_it_says_so_and_names_other_values(
    newer: str, older: str, changed: bool
) -> None:
    assert changes(newer, claim_terms(newer), claim_terms(older), older) is changed


def _ws(root: Path) -> Workspace:
    (root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n[dreaming.deep]\napply = "auto"\n',
        encoding="utf-8",
    )
    return open_workspace(root)


OLD = "## Deploys\nDeploys go out on Tuesdays and Thursdays, after the 14:00 check.\n"
AGAIN = "## Deploys\nReminder: deploys go out on Tuesdays and Thursdays, after the 14:00 check.\n"
NEW = "## Deploys\nDecided today: deploys now go out on Wednesdays only, after the 14:00 check.\n"
OLD_SEARCHES = ["deploy days", "when do deploys go out", "Tuesday Thursday deploys"]


def _searches(first: int, last: int, queries: list[str] = OLD_SEARCHES) -> dict[str, list[str]]:
    return {f"2026-06-{d:02d}": [f"{q} {d}" for q in queries] for d in range(first, last + 1)}


def _replay(
    ws_root: Path, store_url: str, notes: Sequence[str], queries: list[str]
) -> tuple[list[Any], dict[str, FragmentView]]:
    """The notes written a day apart from 2026-06-01, eight nights with `queries` searched on
    the first seven days: the nights' reports and every fragment by its text."""
    ws = _ws(ws_root)
    for n, note in enumerate(notes, start=1):
        write_note(ws, f"2026-06-{n:02d}", note)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        reports = nights(store, ws, "2026-06-01", 8, _searches(1, 7, queries))
        with store.session() as s:
            views = {v.text: v for v in load_views(store, s)}
    finally:
        store.close()
    return reports, views


def _assert_dropped_as_replaced(
    ws_root: Path,
    store_url: str,
    notes: tuple[str, str, str],
    queries: list[str],
    marks: tuple[str, str, str],
) -> None:
    """The rule of the first two notes (told by `marks[0]`), searched every day, is dropped as
    changed by the third (`marks[1]`), a claim of its own, and never reaches MEMORY.md (which
    never holds `marks[2]`)."""
    reports, views = _replay(ws_root, store_url, notes, queries)
    old = next(v for t, v in views.items() if marks[0] in t)
    new = next(v for t, v in views.items() if marks[1] in t)
    assert old.claim_id != new.claim_id
    dropped = [r for rep in reports for r in rep.get("deep").report.dropped]  # type: ignore[attr-defined]
    assert any(r.outcome_label == f"dropped:replaced_by:{new.key}" for r in dropped), dropped
    memory = ws_root / "MEMORY.md"
    assert not memory.exists() or marks[2] not in memory.read_text(encoding="utf-8")


# Small talk around a change does not make it none: "lunch" marks the note as chatter (never
# promoted itself), and what it tells still retires the rule it changes.
OVER_LUNCH = (
    "## Team lunch\nTeam lunch: the deploy day changed to Wednesday, after the 14:00 check.\n"
)


@pytest.mark.parametrize(
    ("newer", "mark"), [(NEW, "Wednesdays"), (OVER_LUNCH, "Team lunch")], ids=["rule", "over-lunch"]
)
def test_a_rule_changed_before_it_won_is_never_promoted(
    ws_root: Path, store_url: str, newer: str, mark: str
) -> None:
    """SQLite and PostgreSQL: the old deploy days, written twice and searched every day, are
    dropped as changed by the newer note (a claim of its own), and never reach MEMORY.md —
    also when that note is chatter as a whole (it is about lunch)."""
    _assert_dropped_as_replaced(
        ws_root, store_url, (OLD, AGAIN, newer), OLD_SEARCHES, ("Reminder", mark, "Tuesdays")
    )


def test_an_entry_a_later_note_changed_is_proposed_for_retirement(
    ws_root: Path, store_url: str
) -> None:
    """SQLite and PostgreSQL: the old rule is promoted; a week later a note changes it. Deep
    proposes retiring the entry (pending review: MEMORY.md is not rewritten alone)."""
    ws = _ws(ws_root)
    write_note(ws, "2026-06-01", OLD)
    write_note(ws, "2026-06-02", AGAIN)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        nights(store, ws, "2026-06-01", 7, _searches(1, 6))
        memory = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
        assert "Tuesdays and Thursdays" in memory
        write_note(ws, "2026-06-08", NEW)
        nights(store, ws, "2026-06-08", 2, {})
        retirements = [p for p in list_promotions(store, "pending") if p.action == "retire"]
    finally:
        store.close()
    assert (ws_root / "MEMORY.md").read_text(encoding="utf-8") == memory
    assert len(retirements) == 1 and "Tuesdays and Thursdays" in retirements[0].text


BOARD = (
    "## Hall\nSign-up: write your name and the date you want the hall on the board in the lobby.\n"
)
BOARD_AGAIN = "## Hall\nReminder: the hall sign-up is on the board in the lobby, name and date.\n"
CALENDAR = (
    "## Hall\nNew hall booking rule from Monday: every booking goes in the shared hall calendar "
    "two weeks ahead. The old board in the lobby is retired.\n"
)
BOARD_SEARCHES = ["hall sign-up", "how do I book the hall", "lobby board booking"]


def test_a_way_of_doing_a_thing_retired_before_it_won_is_never_promoted(
    ws_root: Path, store_url: str
) -> None:
    """SQLite and PostgreSQL: the board sign-up, written twice and searched every day, is
    dropped as changed by the note that retires the board (no value to compare)."""
    _assert_dropped_as_replaced(
        ws_root,
        store_url,
        (BOARD, BOARD_AGAIN, CALENDAR),
        BOARD_SEARCHES,
        ("Sign-up", "retired", "write your name"),
    )


def test_a_retired_thing_named_by_its_value_retires_only_the_rule_with_that_value() -> None:
    """ "The Monday routine ops list is discontinued" retires the Monday list, not a rule about
    routine ops that names no Monday."""
    newer = (
        "Decided: routine ops run on Tuesdays and Thursdays; the Monday routine ops list is "
        "discontinued."
    )
    monday = "Routine ops list: Mondays only."
    other = "Routine ops go on the surgery list the evening before, with the consent forms."
    terms = statement_claim_terms(newer)
    assert changes(newer, terms, statement_claim_terms(monday))
    assert not changes(newer, terms, statement_claim_terms(other))


def test_a_text_that_retires_the_old_way_itself_is_not_the_old_rule() -> None:
    """Two restatements of the new way that both name the retired board: neither is history."""
    newer = "Hall bookings go in the shared calendar; the old board in the lobby is retired."
    also_new = "Book the hall in the shared calendar — the board in the lobby is not used any more."
    assert not changes(
        newer, statement_claim_terms(newer), statement_claim_terms(also_new), also_new
    )
    old = "Hall: write your name on the board in the lobby."
    assert changes(newer, statement_claim_terms(newer), statement_claim_terms(old), old)


@pytest.mark.parametrize(
    ("text", "announces"),
    [
        ("From now on volunteers sign in on the tablet at the front desk.", True),
        ("Standup moved to 10:15.", True),
        ("Loans reduced to 2 weeks, effective immediately.", True),
        ("从下周起，场地预约一律在共享日历上登记。", True),
        # A bare "now" or "instead" may tell a one-off, not a changed arrangement.
        ("Marcus does the church pickup tomorrow instead.", False),
        ("The printer works fine now.", False),
        ("If the route changed, ask the depot.", False),
    ],
)
def test_a_change_is_announced_by_more_than_a_bare_now(text: str, announces: bool) -> None:
    assert announces_a_change(text) is announces


def test_a_claim_holding_a_rule_and_its_change_speaks_as_the_rule_stands_now(
    ws_root: Path, store_url: str
) -> None:
    """Grouping joins a rule and the note that changed it when no value tells them apart (a
    clipboard and a tablet are no numbers): the claim's entry is the change, not the old way."""
    old = "Volunteers sign in on the clipboard at the front desk when they arrive for a shift."
    new = (
        "From now on volunteers sign in on the tablet at the front desk when they arrive for "
        "a shift."
    )
    queries = ["volunteer sign in", "where do volunteers sign in", "front desk sign-in"]
    _, views = _replay(
        ws_root, store_url, (f"## Sign-in\n{old}\n", f"## Sign-in\n{new}\n"), queries
    )
    claims = {v.claim_id or v.id for t, v in views.items() if "sign in" in t}
    assert len(claims) == 1  # one claim: the old way and its change
    memory = (ws_root / "MEMORY.md").read_text(encoding="utf-8")
    assert "tablet" in memory and "clipboard" not in memory
