"""Three shapes a blind story (a construction site) leaked, each caught by a general rule:

1. short password labels — `pw`, `p/w`, `pswd`, `pword` — before a mark or a verb (`wifi pw:
   …`, `site office p/w is …`, `pswd = …`): an opaque token, never a passphrase; and a bare
   `pass` takes no passphrase either (`bus pass: Zone 2`, `visitor pass = orange lanyard`);
2. a lock's combination (secrets.locks): a padlock's, lockbox's, key safe's, combination lock's
   or gate lock's code after `is`, `=` or a colon, later in the sentence too (`the key safe by
   the gate — code is 4471`, `lockbox combo: 0-3-9-7`, `padlock on the container is 2580`,
   `集装箱的挂锁是 2580`), while times, dates, counts, prices, sizes, rooms and software's locks
   near the word stay (`locked at 5pm`, `lock-up at 17:30`, `3 locks replaced`);
3. a keypad entry: digits with the keypad's `#` or `*` (`keypad *4410#`) or before the key that
   ends the entry (`alarm: 1984# then OFF`), the `*` kept whole by the folded view (secrets.fold)
   where Markdown emphasis (`**2580**`) is still dropped.

The same cases are in tests/corpus/secrets/ (tags @pw-short, @lock-is, @keypad and their
`-prose` look-alikes), which `python -m bench.secrets` counts. The texts here are written for the
rules, not taken from the story.
"""

from __future__ import annotations

import pytest

from bench.secrets import leaked_values, load_corpus
from memtui.engine.redact import redact_secrets
from memtui.engine.secrets.fold import make_view

P = "[REDACTED:password]"

# (text, what it becomes): only the value goes, the label and the rest of the sentence stay.
SHORT_LABELS = [
    ("wifi pw: Kx93!mbq", f"wifi pw: {P}"),
    ("site office p/w is Tr4mline#22", f"site office p/w is {P}"),
    ("pswd = Qz81mmxa", f"pswd = {P}"),
    ("pword: Hollow!99", f"pword: {P}"),
    ("p/w for the laptop: Mx!r7720, don't share", f"p/w for the laptop: {P}, don't share"),
    ("guest wifi P/W — Larch2291", f"guest wifi P/W — {P}"),
    ("DB_PSWD=n7Rk2vLq", f"DB_PSWD={P}"),
    ('pw="Blue-Heron-7"', f'pw="{P}"'),
    ("打印机 pw：Pr1nt#88", f"打印机 pw：{P}"),
    ("WiFi: SiteNet / pw Kx93!mbq", f"WiFi: SiteNet / pw {P}"),
    ("laptop p/w:\ntR0ut-line9", f"laptop p/w:\n{P}"),
]
SHORT_LABEL_LOOK_ALIKES = [
    "pass the salt",
    "a day pass for the site is £12",
    "pass: yes",
    "pass rate: 95% on the dry run",
    "pass: blue monday morning",
    "bus pass: Zone 2",
    "visitor pass = orange lanyard",
    "hall pass: Friday afternoon",
    "PW: 1200 watts",
    "pw: 1200kW peak",
    "pw = 0.5",
    "p/w: on the fridge",
    "P/W ratio = 12.5",
    "kw/pw split: 40/60",
    "pw Tr4mline",
    "pswd reset done, new one sent by text",
]
LOCKS = [
    ("the key safe by the gate — code is 4471", f"the key safe by the gate — code is {P}"),
    ("lockbox combo: 0-3-9-7", f"lockbox combo: {P}"),
    ("padlock on the container is 2580", f"padlock on the container is {P}"),
    ("the combination lock is 7051", f"the combination lock is {P}"),
    ("Key safe: 4471", f"Key safe: {P}"),
    ("container padlock's 9135", f"container padlock's {P}"),
    ("combo for the lockbox is 2-7-7-1", f"combo for the lockbox is {P}"),
    (
        "the code to the key safe by the site gate is 6024",
        f"the code to the key safe by the site gate is {P}",
    ),
    ("padlock (blue one, on the skip): 0472", f"padlock (blue one, on the skip): {P}"),
    ("Lock box on the hoarding, combo is 8-1-4-6", f"Lock box on the hoarding, combo is {P}"),
    ("the shed combo is now 6650", f"the shed combo is now {P}"),
    ("The container has a padlock, combo 4471", f"The container has a padlock, combo {P}"),
    ("gate padlock = 4302#", f"gate padlock = {P}"),
    ("集装箱的挂锁是 2580", f"集装箱的挂锁是 {P}"),
    ("钥匙盒（大门旁边）密码：4471", f"钥匙盒（大门旁边）密码：{P}"),
    ("钥匙盒的组合：0-3-9-7", f"钥匙盒的组合：{P}"),
    ("大门的挂锁，密码是 6024", f"大门的挂锁，密码是 {P}"),
    ("工具房的挂锁换了，新的是 3390", f"工具房的挂锁换了，新的是 {P}"),
]
LOCK_LOOK_ALIKES = [
    "locked at 5pm",
    "lock-up at 17:30",
    "3 locks replaced",
    "lock-up time: 1730",
    "Lock: 1730, unlock: 0700",
    "gate lock by 1730: Dave",
    "padlock cost is £12.99",
    "the padlock is 40mm",
    "padlocks: 4 ordered",
    "the lockbox is in room 2580",
    "the lock on unit 12 was replaced on 2026-06-15",
    "padlock delivered: 2026-06-15",
    "lockbox: 3 keys inside",
    "the combination lock is 2 years old",
    "the lock is 1200 mm from the floor",
    "the lock on the gate was fixed and the invoice is 2580",
    "the error code on the padlock is 4471",
    "padlock model: 4471",
    "blocks: 2580 laid today",
    "the clock: 1730 already",
    "screen lock = 3000",
    "row lock on 4471 rows: 2580",
    "table lock for migration 0042: 2580 ms",
    "the winning combo is 4471",
    "zip code 94110 for the gate delivery",
    "锁是 2019 年换的",
    "挂锁价格是 1280 元",
    "钥匙盒在 2580 号房间",
    "连锁店：2580 家",
    "数据库的锁：4471 行",
]
KEYPADS = [
    ("alarm: 1984# then OFF", f"alarm: {P} then OFF"),
    ("keypad *4410#", f"keypad {P}"),
    ("alarm panel — type 5120 then ENTER", f"alarm panel — type {P} then ENTER"),
    ("to disarm: 2206 then OFF", f"to disarm: {P} then OFF"),
    ("site alarm: 0419 and then press UNSET", f"site alarm: {P} and then press UNSET"),
    ("punch *6621 on the gate keypad", f"punch {P} on the gate keypad"),
    ("alarm code: 1984*", f"alarm code: {P}"),
    ("- disarm *7730", f"- disarm {P}"),
    ("警报：1984# 然后按 OFF", f"警报：{P} 然后按 OFF"),
    ("撤防：输入 5120 再按 ENTER", f"撤防：输入 {P} 再按 ENTER"),
]
KEYPAD_LOOK_ALIKES = [
    "dial *100# to check your balance",
    "see issue #4410",
    "fixed in #4410 and #4411",
    "C# 12 and F# 8",
    "5 * 4410 = 22050",
    "2*4410 rows",
    "**2580** people came to the open day",
    "set the oven to 1800 then OFF",
    "alarm set for 0630, then off to the site",
    "the alarm went off at 0630 then OFF again",
    "door #12 sticks in the wet",
    "打 *100# 查话费",
]


@pytest.mark.parametrize(("text", "expected"), SHORT_LABELS + LOCKS + KEYPADS)
def test_the_value_goes_and_the_words_stay(text: str, expected: str) -> None:
    out = redact_secrets(text)
    assert out == expected
    assert redact_secrets(out) == out  # idempotent


@pytest.mark.parametrize("text", SHORT_LABEL_LOOK_ALIKES + LOCK_LOOK_ALIKES + KEYPAD_LOOK_ALIKES)
def test_look_alikes_come_out_unchanged(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_bare_pass_takes_one_opaque_token_but_no_passphrase() -> None:
    assert redact_secrets("pass: Kx93!mbq") == f"pass: {P}"
    assert redact_secrets("pass: blue monday morning") == "pass: blue monday morning"
    # A name ending in `pass` is no bare `pass`: its passphrase is still one.
    assert redact_secrets("db_pass: correct horse battery") == f"db_pass: {P}"


def test_the_view_keeps_a_keypads_star_and_drops_emphasis() -> None:
    assert make_view("keypad *4410#").text == "keypad *4410#"
    assert make_view("alarm code: 1984*").text == "alarm code: 1984*"
    assert make_view("Gate code: **2580**").text == "Gate code: 2580"
    assert make_view("**Password1**: x").text == "Password1: x"
    assert make_view("**Door code**: 2580").text == "Door code: 2580"


def test_a_keypad_code_in_a_longer_note_is_cut_whole() -> None:
    text = "Site notes\n\n- alarm: 1984# then OFF\n- gate keypad *4410# after 6pm\n"
    out = redact_secrets(text)
    assert not leaked_values(("1984#", "*4410#"), out)
    assert "*" not in out and "#" not in out
    assert out.count("\n") == text.count("\n")


def test_the_corpus_holds_these_shapes() -> None:
    """bench.secrets counts the same shapes and look-alikes."""
    positives = [c.tag for c in load_corpus("positive")]
    negatives = load_corpus("negative")
    assert all(positives.count(tag) >= 10 for tag in ("pw-short", "lock-is", "keypad"))
    tags = [c.tag for c in negatives]
    assert all(tags.count(tag) >= 10 for tag in ("pw-short-prose", "lock-is-prose", "keypad-prose"))
    texts = {c.text for c in negatives}
    for text in ("pass the salt", "locked at 5pm", "lock-up at 17:30", "3 locks replaced"):
        assert text in texts
