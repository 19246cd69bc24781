"""Shapes labelled stories nobody tuned on leaked into the store.

The sixth story (the vet) leaked three:

1. a password or code said to have changed to a value, or to be new (`后门密码换成 5831 了`,
   `the code changed to 5831`, `the password is now 8812`, `new code: 7705`);
2. a password-shaped token right after a colon in a text that talks about a password or a login,
   its label in an earlier sentence (`… forced a password change. New one for my login (user):
   Xxxxxx#0000`);
3. "<security noun> code is NNNN": a short numeric code named as one (`Alarm code is 3906 — …`,
   `the safe code is 19370`, `保险箱密码是 5520`, `密码锁是 0812`).

Each shape in English and Chinese, with the story's own texts verbatim, and the look-alikes that
must come out unchanged (`the error code is 3906`, `room 5831`, `ticket: ABC-1234`, …). The same
cases are in tests/corpus/secrets/ (tags @changed-to, @colon-password, @lock-code and their
`-prose` look-alikes), which `python -m bench.secrets` counts.

The seventh (the food bank) leaked four: a member number beside its password in a login line, an
alarm panel's code after a colon a clause later, the random path segment of a deployed script's
URL and a calendar feed's `private-<hex>` segment. Their corpus tags are @account-id,
@bank-account, @lock-colon, @url-capability and @url-private, with the look-alikes @account-prose,
@lock-colon-prose and @url-public; here are the story's texts, what stays of them, and the
numbers in a credential's line that name no account.

The tenth (a library) leaked one code in two phrasings, each a shape of its own: a keypad's code
after a colon that ends a clause saying which keypad and when it is used, with no code's word
(`Keypad by the loading dock, for when the fob reader is down: 7315`), and the old value beside
the new one of a code said to have changed (`门禁密码换了：原来的 2580 作废，新的是 9147`). Their corpus
tags are @keypad-colon and @changed-old, with the look-alikes @keypad-colon-prose and
@changed-old-prose; the texts here are written for the rules, not taken from the story.

The dental practice's story leaked an alarm's code given after a bare space by a code's word that
opens a clause, what it opens named in the clause before (`alarm panel by the back door, code
NNNNNN then 'set'`, `车库门的键盘，密码 7302，别外传`). Its corpus tags are @clause-code and
@clause-code-prose.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bench.secrets import leaked_values, load_corpus
from memtui.engine.redact import REDACTED, redact_secrets


def assert_corpus_holds(
    shapes: Sequence[str],
    each: int,
    *,
    chinese: int = 0,
    looks: Sequence[str] = (),
    each_look: int = 0,
    look_alikes: Sequence[str] = (),
    story: Sequence[tuple[str, tuple[str, ...]]] = (),
) -> None:
    """bench.secrets counts a story's shapes: each positive tag of `shapes` at least `each`
    times, `chinese` of their texts in Chinese, each tag of `looks` at least `each_look` times,
    and the look-alike texts and the story's own (text, secrets) cases verbatim."""
    positives = load_corpus("positive")
    tags = [c.tag for c in positives]
    assert all(tags.count(tag) >= each for tag in shapes), shapes
    texts = [c.text for c in positives if c.tag in shapes]
    assert sum(any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in texts) >= chinese
    cases = {(c.text, c.secrets) for c in positives}
    assert all(case in cases for case in story)
    negatives = load_corpus("negative")
    negative_tags = [c.tag for c in negatives]
    assert all(negative_tags.count(tag) >= each_look for tag in looks), looks
    negative_texts = {c.text for c in negatives}
    assert all(text in negative_texts for text in look_alikes)


# The story's three texts, verbatim, with the value each leaked.
STORY = [
    ("后门密码换成 5831 了，按完数字再按 #。Gemma 说不要写在白板上。", "5831"),
    (
        "VetLogic forced a password change. New one for my login (helen.marsh): Kingfisher#2291 "
        "— writing it here because the sticky note is going in the shredder.",
        "Kingfisher#2291",
    ),
    (
        "Note for tomorrow: Gemma's locking up. Alarm code is 3906 — she knows it, but in case "
        "she rings you.",
        "3906",
    ),
]
CHANGED_TO = [
    ("密码改成 4417 了，别告诉别人", "4417"),
    ("仓库的密码改为 882910", "882910"),
    ("车库门密码变成 6620 了，记一下", "6620"),
    ("打印室密码更新为 2713，下周再换", "2713"),
    ("侧门密码已经换成了 7741#", "7741#"),
    ("后门的密码现在是 3370", "3370"),
    ("新密码：5190，先别发群里", "5190"),
    ("the code changed to 5831 this morning", "5831"),
    ("The code has been changed to 4471, tell the cleaners", "4471"),
    ("Our code's now 9031, the landlord says", "9031"),
    ("new code: 7705", "7705"),
    ("the new code is 2291# — press the bell first", "2291#"),
    ("the storeroom password changed to 5531 after the audit", "5531"),
    ("the shed password is now 8812", "8812"),
    ("the guest wifi password is now Heron-Lamp-48", "Heron-Lamp-48"),
]
COLON_PASSWORD = [
    (
        "IT made me change my password. The new one for the portal (j.smith): Harbour!77q — "
        "don't lose it",
        "Harbour!77q",
    ),
    ("password reset done. Fresh one for the NAS: Violet$Moon42", "Violet$Moon42"),
    ("Login for the clinic tablet, as agreed: Tulip@Rain83", "Tulip@Rain83"),
    ("They forced a password change.\nNew one for my login (h.m): Heron#4410, ok", "Heron#4410"),
    ("密码又被强制改了。新的给你（账号 wangli）：Panda#8812Lx", "Panda#8812Lx"),
    ("登录那个系统的换了一个：Moon&Star55a，明天再改", "Moon&Star55a"),
]
LOCK_CODE = [
    ("Keypad code is 5512 — enter it, then press the tick", "5512"),
    ("the entry code for the side door is 2486", "2486"),
    ("Alarm code is still 3906 — same as last year", "3906"),
    ("the safe code is 19370, top shelf", "19370"),
    ("door code's 7719", "7719"),
    ("garage code: 4455", "4455"),
    ("the padlock combination is 0417", "0417"),
    ("the back door password is 6644", "6644"),
    ("保险箱密码是 5520", "5520"),
    ("门禁码 3906，别告诉别人", "3906"),
    ("密码锁是 0812", "0812"),
    ("储物间密码锁的密码是 3906", "3906"),
]
LOOK_ALIKES = [
    # changed to something that is no code
    "changed the meeting to 15:00",
    "changed the meeting to 15:00 after the password reset",
    "会议改成 15:00 了",
    "房间号换成 5831 了",
    "后门换成 5831 号楼那边了",
    "新密码是 2024 年启用的",
    "密码锁坏了，换成 3 位的了",
    "the code changed to Python 3 last year",
    "the code changed to 2048 bits",
    "my code is now 1500 lines",
    "our code's now 30% faster",
    "new code: refactored the parser",
    "the error code changed to 5831",
    "HTTP status code is now 4290",
    # after a colon, no password
    "ticket: ABC-1234",
    "password reset ticket: ABC-1234",
    "password reset request: REQ-2291",
    "New one for my mother: a scarf",
    "login email: Helen.Marsh1@example.com",
    "Login page: https://example.com/login?next=Home#top1",
    "login issues: Chrome v126 broke SSO#22",
    "password manager: Bitwarden v2024.5",
    "login settings: AWS_REGION=ap-southeast-1 and AWS_PROFILE=billing-prod",
    "ssh login host key: SHA256:+DiY3wvvV6TuJJhbpZisFzLDA0zPMSvHdkr4UvCOqU",
    "login greeting in base64: aGVsbG8gd29ybGQ=",
    # numbers that are no lock's code
    "the error code is 3906",
    "room 5831",
    "postcode is 94110",
    "the zip code is 94110",
    "area code is 0207",
    "exit code is 1024 after the crash",
    "building code is 2018 IBC",
    "the alarm went off at 3906 Elm Street",
    "门牌号是 3906",
    "密码错误码是 3906",
    "新的错误码：5831",
    "Alarm code is written on the card in the drawer",
]


def _assert_redacted(text: str, secret: str) -> None:
    out = redact_secrets(text)
    assert not leaked_values((secret,), out), f"{secret!r} survived in {out!r}"
    assert REDACTED in out
    assert out.count("\n") == text.count("\n")
    assert redact_secrets(out) == out  # idempotent


def _assert_redacts_to(text: str, expected: str) -> None:
    out = redact_secrets(text)
    assert out == expected
    assert redact_secrets(out) == out  # idempotent


@pytest.mark.parametrize(("text", "secret"), STORY)
def test_the_storys_three_leaks_are_redacted(text: str, secret: str) -> None:
    _assert_redacted(text, secret)


def test_the_storys_texts_keep_their_words() -> None:
    """Only the value goes: the rest of each story text stays readable."""
    out = [redact_secrets(text) for text, _ in STORY]
    assert out[0] == "后门密码换成 [REDACTED:password] 了，按完数字再按 #。Gemma 说不要写在白板上。"
    assert "(helen.marsh): [REDACTED:password] — writing it here" in out[1]
    assert out[2].startswith("Note for tomorrow: Gemma's locking up. Alarm code is [REDACTED")
    assert out[2].endswith("] — she knows it, but in case she rings you.")


@pytest.mark.parametrize(("text", "secret"), CHANGED_TO)
def test_a_value_a_password_or_code_changed_to_is_redacted(text: str, secret: str) -> None:
    _assert_redacted(text, secret)


@pytest.mark.parametrize(("text", "secret"), COLON_PASSWORD)
def test_a_password_shaped_token_after_a_colon_is_redacted(text: str, secret: str) -> None:
    _assert_redacted(text, secret)


@pytest.mark.parametrize(("text", "secret"), LOCK_CODE)
def test_a_code_named_for_what_it_locks_is_redacted(text: str, secret: str) -> None:
    _assert_redacted(text, secret)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alikes_come_out_unchanged(text: str) -> None:
    assert redact_secrets(text) == text


def test_the_corpus_holds_these_shapes() -> None:
    """bench.secrets counts the same shapes: the story's texts and their look-alikes."""
    assert_corpus_holds(
        ("changed-to", "colon-password", "lock-code"),
        6,
        looks=("changed-to-prose", "colon-prose", "lock-code-prose"),
        each_look=6,
        look_alikes=LOOK_ALIKES,
        story=[(text, (secret,)) for text, secret in STORY],
    )


# --- the seventh story: an account number beside a password, a lock's code after a colon a clause
# later, and URLs that carry a capability in their path ---------------------------------------------
STORY_SEVEN = [
    (
        "Linda's credit union login for the March reconciliation (she says delete it after "
        "Friday): Fraser Community CU, member 40938271, password Harbour!Pantry2026",
        ("40938271", "Harbour!Pantry2026"),
    ),
    (
        "Alarm panel code for Marcus, who's never closed on a Saturday: 8642-0917, then the "
        "Away key.",
        ("8642-0917",),
    ),
    (
        "https://script.google.com/macros/s/AKfycbyH3k9QmR2tLw7Zp4Xv/exec"
        "?key=fbk_7Rq2Lm9XwT4vNz8KpD3s",
        ("AKfycbyH3k9QmR2tLw7Zp4Xv", "fbk_7Rq2Lm9XwT4vNz8KpD3s"),
    ),
    (
        "https://calendar.google.com/calendar/ical/harbourstreetfb%40gmail.com/"
        "private-3e8a1f0c9b7d4e62a5f1c8d3b9e07a4f/basic.ics",
        ("3e8a1f0c9b7d4e62a5f1c8d3b9e07a4f",),
    ),
]
# A credential's line may hold numbers that name no account: they stay, the password goes.
CREDENTIAL_LINE_NUMBERS = [
    ("password Harbour!Pantry2026 for member 3 of the board", "member 3 of the board"),
    ("PIN 4471 — ticket 40938271 is for the lock", "ticket 40938271"),
    ("password: Tide#Pool88, call ext. 7700 if it fails", "call ext. 7700"),
    ("会员 3 号的密码：Harbour!2026", "会员 3 号"),
    ("member 40938271 joined in March\n\nlater:\npassword: Tide#Pool88", "member 40938271"),
    ("order 55310982 shipped, PIN 4471 for the locker", "order 55310982"),
]


@pytest.mark.parametrize(("text", "secrets"), STORY_SEVEN)
def test_the_seventh_storys_four_leaks_are_redacted(text: str, secrets: tuple[str, ...]) -> None:
    out = redact_secrets(text)
    assert not leaked_values(secrets, out), f"{secrets!r} survived in {out!r}"
    assert redact_secrets(out) == out


def test_the_seventh_storys_texts_keep_their_words() -> None:
    """Only the values go: the bank, the panel's label, the URLs' hosts and paths stay."""
    out = [redact_secrets(text) for text, _ in STORY_SEVEN]
    assert out[0].endswith(
        "Fraser Community CU, member [REDACTED:account-number], password [REDACTED:password]"
    )
    assert out[1] == (
        "Alarm panel code for Marcus, who's never closed on a Saturday: [REDACTED:password], "
        "then the Away key."
    )
    assert out[2].startswith("https://script.google.com/macros/s/[REDACTED:url-token]/exec?key=")
    assert out[3] == (
        "https://calendar.google.com/calendar/ical/harbourstreetfb%40gmail.com/"
        "private-[REDACTED:url-token]/basic.ics"
    )


@pytest.mark.parametrize(("text", "kept"), CREDENTIAL_LINE_NUMBERS)
def test_a_credentials_other_numbers_stay(text: str, kept: str) -> None:
    out = redact_secrets(text)
    assert REDACTED in out and kept in out, out


def test_the_corpus_holds_the_seventh_storys_shapes() -> None:
    """bench.secrets counts the same shapes, the story's texts among them."""
    assert_corpus_holds(
        ("account-id", "bank-account", "lock-colon", "url-capability", "url-private"),
        6,
        chinese=12,
        looks=("account-prose", "lock-colon-prose", "url-public"),
        each_look=12,
        story=STORY_SEVEN,
    )


# --- the tenth story: a keypad's code after a colon a clause later, with no code's word; and a
# changed code's old value beside its new one --------------------------------------------------------
P = "[REDACTED:password]"
# (text, what it becomes): only the code goes, the keypad and its clause stay.
KEYPAD_COLON = [
    (
        "Keypad by the loading dock, for when the fob reader is down: 7315",
        f"Keypad by the loading dock, for when the fob reader is down: {P}",
    ),
    (
        "Staff door keypad, in case the fob fails: 5-2-8-0, then hash",
        f"Staff door keypad, in case the fob fails: {P}, then hash",
    ),
    (
        "Keypad on the side gate if the swipe card won't work: 4417",
        f"Keypad on the side gate if the swipe card won't work: {P}",
    ),
    (
        "Alarm keypad in the back office if nobody else is in: 2468#",
        f"Alarm keypad in the back office if nobody else is in: {P}",
    ),
    (
        "Key pad at the side entrance, when the buzzer is off: 8-0-6-3",
        f"Key pad at the side entrance, when the buzzer is off: {P}",
    ),
    (
        "The alarm panel in the porch, if you are last out: 9135",
        f"The alarm panel in the porch, if you are last out: {P}",
    ),
    (
        "Keypad on the bike cage for anyone in before 7 who has no fob: 6-6-2-9",
        f"Keypad on the bike cage for anyone in before 7 who has no fob: {P}",
    ),
    ("员工通道的门禁，刷卡不灵的时候：6-1-9-4", f"员工通道的门禁，刷卡不灵的时候：{P}"),
    ("后门键盘（万一门卡失效）：5502", f"后门键盘（万一门卡失效）：{P}"),
    ("仓库门禁（周末没人值班时）：2713#", f"仓库门禁（周末没人值班时）：{P}"),
]
# A keypad's clause that says something about it, or whose last words name another number, a
# time or a date, gives no code; nor do prices, rooms, phones, versions and counts.
KEYPAD_COLON_LOOK_ALIKES = [
    "Keypad on the back door was replaced, invoice: 4471",
    "Keypad on the back door if it beeps, call ext: 7700",
    "Keypad on the front door, armed from: 1800",
    "Keypad in room 12, ticket: 4471",
    "Keypad by room 204, if it jams: call 0412 555 019",
    "Keypad for the lift, model: 4471",
    "Keypad in the lobby, fitted on: 2026-06-15",
    "Keypad by the gate, price: 129.99",
    "Keypad on the side door, opening hours: 0900-1700",
    "Keypad on the side door if it sticks, phone: 0412555019",
    "Keypad on the side door, firmware version: 2.4.1",
    "Keypad on the staff door, next service: 12/10",
    "Keypad on the door to room 12: see Dana",
    "keypad on the wall, since: 2019",
    "Alarm panel in the hall, when it beeps: 9:30 every night",
    "门禁，物业电话：88213344",
    "门禁（员工门）坏了，工单号：4471",
    "门禁，早上开门时间：0730",
    "门禁系统，下周升级：2026-10-01",
    "门禁（3 楼），维修费：1280 元",
]
# (text, the values that must go): the old value and the new one.
CHANGED_OLD = [
    (
        "The gate code changed this morning: the old one 6120 no longer works, the new one is "
        "8845.",
        ("6120", "8845"),
    ),
    ("Gate code reset — old: 5502, new: 6613", ("5502", "6613")),
    (
        "The door code changed today, the old one was 1470 and the new one is 3692.",
        ("1470", "3692"),
    ),
    (
        "the wifi password changed: old one Tern#Gate42, new one Kite!Rail77.",
        ("Tern#Gate42", "Kite!Rail77"),
    ),
    ("The safe combination changed, previous one: 19-44-07", ("19-44-07",)),
    ("The alarm code was changed, old code 4410 and new code 7730.", ("4410", "7730")),
    ("门禁密码换了：原来的 2580 作废，新的是 9147。", ("2580", "9147")),
    ("后门密码改了，以前的 5831 不要再用，现在是 6602。", ("5831", "6602")),
    ("仓库门禁码今天换了，旧的是 3-0-7-2，新的是 8-4-1-6。", ("3-0-7-2", "8-4-1-6")),
    ("Wi-Fi 密码换了：旧的 Owl2024!x 不能用了，新的是 Ab93kd!q。", ("Owl2024!x", "Ab93kd!q")),
]
# "Old" and "new" beside a change bring no value when what follows is a year, a date, a time, a
# price, a count, a room, a phone, a version or words.
CHANGED_OLD_LOOK_ALIKES = [
    "The door code changed for the new 2026 term",
    "The door code changed when the old 2019 lock broke",
    "the door code changed on 2026-06-15, old one expired",
    "门禁密码换了，旧的 2019 年就该换了",
    "门禁密码改了，老的 3 个月没换",
    "the gate code changed at the old 10:30 time",
    "the door code changed, old one cost £12.99 to install",
    "the keypad code changed — the old keypad model 4471 was replaced",
    "Door code changed: new version 2.4.1 of the app",
    "The door code changed, old room 204, new room 210",
    "The door code changed, new phone 0412 555 019",
    "The gate code changed, old one on the whiteboard, new one from Dana",
    "the wifi password changed; the old router was 12 years old",
    "the alarm code changed, new price: £45 a month",
    "门禁密码换了，旧的在白板上，新的问 Dana",
    "门禁密码换了，新的 3 月 1 日起用",
    "the door code changed, the old one was set in 2019",
    "the door code changed at 17:30, old shift ends 18:00",
]


@pytest.mark.parametrize(("text", "expected"), KEYPAD_COLON)
def test_a_keypads_code_after_a_colon_a_clause_later_goes(text: str, expected: str) -> None:
    _assert_redacts_to(text, expected)


@pytest.mark.parametrize(("text", "secrets"), CHANGED_OLD)
def test_a_changed_codes_old_and_new_values_go(text: str, secrets: tuple[str, ...]) -> None:
    out = redact_secrets(text)
    assert not leaked_values(secrets, out), f"{secrets!r} survived in {out!r}"
    assert out.count(REDACTED) == len(secrets)
    assert redact_secrets(out) == out


def test_a_changed_codes_words_stay() -> None:
    """Only the values go: the change, the words naming old and new, and the rest stay."""
    assert redact_secrets("门禁密码换了：原来的 2580 作废，新的是 9147。") == (
        f"门禁密码换了：原来的 {P} 作废，新的是 {P}。"
    )
    assert redact_secrets("Gate code reset — old: 5502, new: 6613") == (
        f"Gate code reset — old: {P}, new: {P}"
    )


@pytest.mark.parametrize("text", KEYPAD_COLON_LOOK_ALIKES + CHANGED_OLD_LOOK_ALIKES)
def test_the_tenth_storys_look_alikes_come_out_unchanged(text: str) -> None:
    assert redact_secrets(text) == text


def test_the_corpus_holds_the_tenth_storys_shapes() -> None:
    """bench.secrets counts the same shapes and look-alikes, Chinese among them."""
    assert_corpus_holds(
        ("keypad-colon", "changed-old"),
        10,
        chinese=6,
        looks=("keypad-colon-prose", "changed-old-prose"),
        each_look=15,
        look_alikes=KEYPAD_COLON_LOOK_ALIKES + CHANGED_OLD_LOOK_ALIKES,
    )


# --- the twelfth story (a hotel, never tuned on) leaked two codes, each a shape of its own: a
# password given as a short code of digits after its verb (as `password: 41873` always was), and a
# code's word said to be new with its value after a bare space, in a dial's groups. Their corpus
# tags are @digit-password and @new-code-bare, with the look-alikes @digit-password-prose and
# @new-code-bare-prose; the texts here are written for the rules, not taken from the story.
DIGIT_PASSWORD = [
    (
        "the printer's admin password is 58213, don't change it",
        f"the printer's admin password is {P}, don't change it",
    ),
    ("Router password is 40719 if the kids ask", f"Router password is {P} if the kids ask"),
    (
        "The scanner's service password is 7720 — Jo set it",
        f"The scanner's service password is {P} — Jo set it",
    ),
    (
        "the CCTV recorder password was 31190 before the engineer came",
        f"the CCTV recorder password was {P} before the engineer came",
    ),
    ("the password for the shop tablet is 2095.", f"the password for the shop tablet is {P}."),
    ("打印机的管理密码是 60318，别改", f"打印机的管理密码是 {P}，别改"),
    ("收银机主管密码为 4471，退款时要用", f"收银机主管密码为 {P}，退款时要用"),
]
NEW_CODE_BARE = [
    ("New combination 2-9-14 for the gym lockers", f"New combination {P} for the gym lockers"),
    (
        "Facilities rekeyed the bike cage. New combo 17-03-22 from Monday.",
        f"Facilities rekeyed the bike cage. New combo {P} from Monday.",
    ),
    ("new code 6150 — tell the cleaners", f"new code {P} — tell the cleaners"),
    (
        "The new combination 33-08-19-02, only for managers",
        f"The new combination {P}, only for managers",
    ),
    ("new password 4417 for the printer", f"new password {P} for the printer"),
    ("new combination: 12-40-33-09", f"new combination: {P}"),
    ("新密码 4417，别外传", f"新密码 {P}，别外传"),
    ("储藏室的新密码 7-3-0-9，周一起用", f"储藏室的新密码 {P}，周一起用"),
]
# A number after a password's verb or a new code's word stays when a noun follows it (a name's or
# a count's part), or it is a count, a year, a date, a time, a price, a room or an order.
DIGIT_PASSWORD_LOOK_ALIKES = [
    "the password's 2024 rotation is done",
    "the password is 12 characters, not 8",
    "the wifi password is on the fridge in room 1204",
    "the password for room 1204 is taped under the desk",
    "the password expired in 2024",
    "the password was reset at 17:30 by the night manager",
    "the password is 2026-06-15's, ask IT",
    "my password is 1500 times stronger now",
    "密码是 6 位数字",
    "密码是 2024 年设置的",
    "密码是 12.99 元一个月的那个套餐",
    "the new code 2026 edition of the rules",
    "new code 1234 lines long",
    "the new code 2048 bits wide",
    "New combination 3 of the menu costs £12.99",
    "new code 2026-06-15 release notes",
    "new code 40938271 order shipped",
    "新密码 2026 年起用",
    "新密码 3 天后生效",
]


@pytest.mark.parametrize(("text", "expected"), DIGIT_PASSWORD + NEW_CODE_BARE)
def test_a_short_digit_password_and_a_bare_new_code_go(text: str, expected: str) -> None:
    _assert_redacts_to(text, expected)


@pytest.mark.parametrize("text", DIGIT_PASSWORD_LOOK_ALIKES)
def test_numbers_after_a_password_verb_or_a_new_code_word_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_the_corpus_holds_the_twelfth_storys_shapes() -> None:
    """bench.secrets counts the same shapes and look-alikes, in English and Chinese."""
    assert_corpus_holds(
        ("digit-password", "new-code-bare"),
        6,
        chinese=4,
        looks=("digit-password-prose", "new-code-bare-prose"),
        each_look=8,
        look_alikes=DIGIT_PASSWORD_LOOK_ALIKES,
    )


# --- the dental practice's story (never tuned on) leaked an alarm's code given after a bare space
# by a code's word that opens a clause, the alarm and its door named in the clause before it. The
# rule: a code's word (code, combo, combination, PIN, passcode; password, 密码) that opens a clause
# of a sentence naming what it opens (an alarm, a keypad, a door, a gate, a locker, an intercom; 门,
# 门禁, 键盘, 报警, 保险柜) takes four digits or more after a bare space, whole or in groups, where they
# end their phrase. Their corpus tags are @clause-code and @clause-code-prose; the story's own text
# is the first case, the others are written for the rule.
CLAUSE_CODE = [
    (
        "Lock-up for Sophie (first time doing it): alarm panel by the back door, code 580913 "
        "then 'set'. You've got 30 seconds to get out.",
        "Lock-up for Sophie (first time doing it): alarm panel by the back door, code "
        f"{P} then 'set'. You've got 30 seconds to get out.",
    ),
    (
        "The keypad on the side gate, code 4471, then push the gate.",
        f"The keypad on the side gate, code {P}, then push the gate.",
    ),
    (
        "Gate by the car park — code 7302 if the barrier is down.",
        f"Gate by the car park — code {P} if the barrier is down.",
    ),
    (
        "The shed behind the clinic has a keypad, code 66120 — don't share it.",
        f"The shed behind the clinic has a keypad, code {P} — don't share it.",
    ),
    (
        "Back door keypad (the one by the bins), code 3381.",
        f"Back door keypad (the one by the bins), code {P}.",
    ),
    ("Side gate (code 4471) — push hard", f"Side gate (code {P}) — push hard"),
    (
        "Staff entrance keypad, the code 2-4-6-8#, then pull",
        f"Staff entrance keypad, the code {P}, then pull",
    ),
    (
        "The lockers in the changing room, code 3321 until Friday",
        f"The lockers in the changing room, code {P} until Friday",
    ),
    (
        "Intercom at the front, code 2231 then the bell",
        f"Intercom at the front, code {P} then the bell",
    ),
    ("The back door, password 4417 then push", f"The back door, password {P} then push"),
    ("车库门的键盘，密码 7302，别外传", f"车库门的键盘，密码 {P}，别外传"),
    ("仓库门禁在左边，密码 2950 然后推门", f"仓库门禁在左边，密码 {P} 然后推门"),
    ("库房的门，密码 8826，用完关灯", f"库房的门，密码 {P}，用完关灯"),
    ("保险柜在经理办公室，密码 7391。", f"保险柜在经理办公室，密码 {P}。"),
]
# A code's word opening a clause near a door, a gate or an alarm gives no code when what follows
# it is an exit or error code, a year, a count, a size, a time, a date, a price, a phone or a
# word; nor do an extension and a room beside those words.
CLAUSE_CODE_LOOK_ALIKES = [
    "The container exited, code 137 again",
    "Fixed the back door, code 2024 release went out on Friday",
    "The gate sensor was replaced, code 1500 lines changed",
    "The alarm went off at 06:30, code review at 10:00",
    "The door closes at 17:30, code 2 on the rota",
    "The side door, area code 0207 for the locksmith",
    "Gate B, code 0207 555 019 for the porter",
    "Door repair booked, code 12.99 per month for the plan",
    "The alarm company rang, code 2026-06-15 for the visit",
    "The alarm panel beeped, error code 4410 on the screen",
    "The back door, ext 4471 for the caretaker",
    "Front door, code: see Dana, ext. 4471",
    "Alarm panel in room 1204, code on the card",
    "The garage door, code 4471 lines of firmware",
    "The door, code 4471 extension is the locksmith's",
    "Gate 4, code 1200 mm wide",
    "The back door, the code 1984 edition of the manual",
    "后门，密码 2024 年换的",
    "大门，密码 6 位数字",
    "前门的门牌，号码 1204 号",
]


@pytest.mark.parametrize(("text", "expected"), CLAUSE_CODE)
def test_a_code_after_a_bare_space_opening_a_lock_clause_goes(text: str, expected: str) -> None:
    _assert_redacts_to(text, expected)


def test_the_dental_storys_alarm_code_leaves_no_digits() -> None:
    """bench.quality counts a code leaked where its digits stand with no digit touching them."""
    out = redact_secrets(CLAUSE_CODE[0][0])
    assert not leaked_values(("580913",), out) and "580913" not in out


@pytest.mark.parametrize("text", CLAUSE_CODE_LOOK_ALIKES)
def test_numbers_after_a_clause_opening_code_word_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_the_corpus_holds_the_dental_storys_shape() -> None:
    """bench.secrets counts the shape and its look-alikes, in English and Chinese."""
    assert_corpus_holds(
        ("clause-code",),
        12,
        chinese=4,
        looks=("clause-code-prose",),
        each_look=15,
        look_alikes=CLAUSE_CODE_LOOK_ALIKES,
        story=[(CLAUSE_CODE[0][0], ("580913",))],
    )
