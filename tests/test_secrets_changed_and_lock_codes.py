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
"""

from __future__ import annotations

import pytest

from bench.secrets import leaked_values, load_corpus
from memtui.engine.redact import REDACTED, redact_secrets

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
    positives = load_corpus("positive")
    negatives = load_corpus("negative")
    cases = {(c.text, c.secrets) for c in positives}
    assert all((text, (secret,)) in cases for text, secret in STORY)
    tags = [c.tag for c in positives]
    assert all(tags.count(tag) >= 6 for tag in ("changed-to", "colon-password", "lock-code"))
    negative_tags = [c.tag for c in negatives]
    assert all(
        negative_tags.count(tag) >= 6
        for tag in ("changed-to-prose", "colon-prose", "lock-code-prose")
    )
    negative_texts = {c.text for c in negatives}
    assert all(text in negative_texts for text in LOOK_ALIKES)


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
    positives = load_corpus("positive")
    cases = {(c.text, c.secrets) for c in positives}
    assert all((text, secrets) in cases for text, secrets in STORY_SEVEN)
    tags = [c.tag for c in positives]
    shapes = ("account-id", "bank-account", "lock-colon", "url-capability", "url-private")
    assert all(tags.count(tag) >= 6 for tag in shapes)
    texts = [c.text for c in positives if c.tag in shapes]
    assert sum(any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in texts) >= 12  # Chinese too
    negative_tags = [c.tag for c in load_corpus("negative")]
    looks = ("account-prose", "lock-colon-prose", "url-public")
    assert all(negative_tags.count(tag) >= 12 for tag in looks)
