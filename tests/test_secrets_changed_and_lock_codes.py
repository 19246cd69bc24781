"""Three shapes a labelled story nobody tuned on leaked into the store (the sixth, the vet):

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
