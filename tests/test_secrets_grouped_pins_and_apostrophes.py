"""Two shapes a blind story (a flight school) leaked, each caught by a general rule:

1. a PIN written in groups of digits (`47-93`, `1-9-8-4`, `90–27`, `3381-07`; after a mark or a
   verb also split by a space, `PIN code: 64 19`), after its PIN label on its line or, when the
   label ends the line with a mark, on the next one; a label may name the card's owner before
   its verb (`the PIN of the school's gas card is …`); a card's password is its PIN
   (`饭卡的密码是8152`, `the debit card password is 6621`); and an English label stands beside
   Chinese text with no space (`工资卡的PIN是 26-81`) — while ranges of pins, dates, counts and
   lengths stay (`pins 12-14`, `4-6 digits`, `2026-06-15`, `6 位数字`);
2. a password with an apostrophe inside a word (`O'Leary#72`, `Can't-Touch-9`,
   `rock’n’roll-19`): the value runs on over it, and a word of prose with one (`don't`, `it's`,
   `Bob's`, `O'Brien`) is no password at all (it used to lose its first letters).

The same cases are in tests/corpus/secrets/ (tags @pin-grouped, @apostrophe and their `-prose`
look-alikes), which `python -m bench.secrets` counts. The texts here are written for the rules,
not taken from the story.
"""

from __future__ import annotations

import pytest

from bench.secrets import load_corpus
from memtui.engine.redact import redact_secrets

P = "[REDACTED:password]"

# (text, what it becomes): only the value goes, the label and the rest of the sentence stay.
GROUPED_PINS = [
    ("the PIN is 47-93", f"the PIN is {P}"),
    ("debit card PIN 30-66, don't lose it", f"debit card PIN {P}, don't lose it"),
    ("PIN: 1-9-8-4", f"PIN: {P}"),
    (
        "Petrol card — PIN 72-14, keep it in the glovebox",
        f"Petrol card — PIN {P}, keep it in the glovebox",
    ),
    ("the SIM's PIN = 11-47", f"the SIM's PIN = {P}"),
    ("PIN code: 64 19", f"PIN code: {P}"),
    ("our parking card's PIN is 90–27", f"our parking card's PIN is {P}"),
    ("toll card PIN → 52-60 (the blue one)", f"toll card PIN → {P} (the blue one)"),
    (
        "Company card PIN:\n71-38, card lives in the top drawer",
        f"Company card PIN:\n{P}, card lives in the top drawer",
    ),
    (
        "the PIN of the school's gas card is 43-90, card stays in the van",
        f"the PIN of the school's gas card is {P}, card stays in the van",
    ),
    ("The PIN on the shop’s card is now 3381-07", f"The PIN on the shop’s card is now {P}"),
    ("the debit card password is 6621", f"the debit card password is {P}"),
    ("工资卡的PIN是 26-81", f"工资卡的PIN是 {P}"),
    ("信用卡 PIN：7313-05", f"信用卡 PIN：{P}"),
    ("银行卡PIN码 19-77", f"银行卡PIN码 {P}"),
    ("会员卡密码为 60-42", f"会员卡密码为 {P}"),
    ("停车卡密码 4490", f"停车卡密码 {P}"),
    ("饭卡的密码是8152，别告诉别人", f"饭卡的密码是{P}，别告诉别人"),
    ("储值卡的 PIN：\n2290", f"储值卡的 PIN：\n{P}"),
]
GROUPED_PIN_LOOK_ALIKES = [
    "pins 12-14 on the header are ground",
    "GPIO pins 3-4 carry I2C",
    "the card's PIN was changed at the branch on 03-11",
    "the PIN pad on till 3-4 is sticky",
    "card PIN length: 4-6 digits",
    "the PIN pad was replaced on 2026-06-15",
    "PIN attempts left: 2 of 3",
    "the PIN is on the letter from the bank",
    "the PIN for Sam's card is in the drawer",
    "the gas card PIN is in the office safe, ask Ana",
    "PIN 2 of the GPIO header drives the LED",
    "card 12-14 of the deck is missing",
    "信用卡密码输错 3 次被锁了",
    "银行卡密码 6 位数字",
    "停车卡 2 张，押金 50-100 元",
    "卡被吞了，PIN 输错 3 次",
    "会员卡密码在背面的刮层下面",
    "PIN码重置要去柜台办理",
]
APOSTROPHES = [
    ("password O'Leary#72, reception only", f"password {P}, reception only"),
    ("the router password is Can't-Touch-9", f"the router password is {P}"),
    (
        "Staff portal: user m.hale, password Ma'ama#31. Managers only.",
        f"Staff portal: user m.hale, password {P}. Managers only.",
    ),
    ("wifi password: O'Hara_2024!", f"wifi password: {P}"),
    ("pw D'Arcy&77x", f"pw {P}"),
    ("mot de passe : J'arrive#2026", f"mot de passe : {P}"),
    ("the password is rock’n’roll-19", f"the password is {P}"),
    ("password = d'Artagnan_7", f"password = {P}"),
    ("密码是 O'Neill#42", f"密码是 {P}"),
    ("后台账号 admin，密码：Rock'n'Roll77", f"后台账号 admin，密码：{P}"),
    ("网盘密码 Mo'orea#19，只给老师", f"网盘密码 {P}，只给老师"),
]
APOSTROPHE_LOOK_ALIKES = [
    "wifi password: don't know it yet, ask Sam",
    "password: it's on the sticky note by the router",
    "the password's expiry is 90 days",
    "password reset for O'Brien done this morning",
    "the password O'Connor gave me didn't work",
    "password: Bob's problem now",
    "password: O’Brien knows it",
    "the password isn't Sam's to share",
    "密码：O'Brien 知道",
    "the password is what's on the card",
]


@pytest.mark.parametrize(("text", "expected"), GROUPED_PINS + APOSTROPHES)
def test_the_value_goes_and_the_words_stay(text: str, expected: str) -> None:
    out = redact_secrets(text)
    assert out == expected
    assert redact_secrets(out) == out  # idempotent


@pytest.mark.parametrize("text", GROUPED_PIN_LOOK_ALIKES + APOSTROPHE_LOOK_ALIKES)
def test_look_alikes_come_out_unchanged(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_qualifier_naming_an_owner_does_not_run_over_the_value() -> None:
    """The owner's `'s` is read only after a preposition, in a short qualifier: a later clause's
    verb gives no second value (a network's name after the password stays)."""
    text = "wifi password Tui!Nest-481 (works for the guests, the name of it is Office-5G)"
    assert redact_secrets(text) == (
        f"wifi password {P} (works for the guests, the name of it is Office-5G)"
    )


def test_a_pin_in_groups_is_cut_whole() -> None:
    # Before, an assignment took the first group only and left `19`.
    assert redact_secrets("PIN code: 64 19 for the locker") == f"PIN code: {P} for the locker"
    # A date or a count after the label is no PIN, grouped or not.
    assert redact_secrets("PIN changed: 2026-06-15") == "PIN changed: 2026-06-15"
    assert redact_secrets("PIN: 12-14 days to arrive") == "PIN: 12-14 days to arrive"


def test_the_corpus_holds_these_shapes() -> None:
    """bench.secrets counts the same shapes and look-alikes."""
    positives = [c.tag for c in load_corpus("positive")]
    negatives = [c.tag for c in load_corpus("negative")]
    assert positives.count("pin-grouped") >= 15 and positives.count("apostrophe") >= 10
    assert negatives.count("pin-grouped-prose") >= 10 and negatives.count("apostrophe-prose") >= 10
