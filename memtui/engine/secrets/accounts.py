"""Account numbers: the number an account is known by, where it is as secret as a password.

- In a login that gives a password, a PIN or a code (the detector found one on the line, or on
  the line before or after it), the account, member, customer, client or card number, or the
  user id, given with it is part of the credential: `Fraser Community CU, member 40938271,
  password …`, `member ID MB-77120934, passcode …`, `会员号 40938271，密码 …`. The value holds
  four digits or more (`member 3 of the board` names a person, not an account).
- A bank account, card or IBAN number labelled as such, anywhere: `account number
  12-3456-7890123-00`, `debit card number is 4929 1832 0071 5546`, `IBAN DE89 3704 …`,
  `银行卡号 6222 0210 …`, `对公账号：1102…`. An account number has six digits or more, a
  card's twelve to nineteen (`card ending 4242` is printed on every receipt); an account
  named without `number` or a bank's word is no bank's (`AWS account 123456789012`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["ACCOUNT_CLUES", "find_account_ids", "find_account_numbers"]

CONTEXT = "context"
KIND = "account-number"

# The numbers a login names its account by: `member`, `customer no.`, `user id`, `card`, `ID`.
_ID_LABEL = (
    r"(?<![^\W\d_])(?i:(?:member(?:ship)?|account|acct|customer|cust|client|card|user|login|"
    r"subscriber|patron|policy|student|employee)"
    r"(?:[ \t]*(?:id|number|no\.?|num|#|ref(?:erence)?))?|id)(?![^\W\d_])"
    r"|会员卡号|会员编号|会员号|卡号|账号|帐号|账户|帐户|帳號|帳戶|户号|客户号|客户编号|客户代码|"
    r"用户号|用户编号|用户ID|工号|学号"
)
# Literals one of which such a label holds.
_ID_HINTS = (
    *("member", "account", "acct", "cust", "client", "card", "user", "login", "subscriber"),
    *("patron", "policy", "student", "employee", "id", "号", "账", "帐", "帳", "户", "戶"),
)
# How a label meets its value: a mark, a verb or a space.
_JOIN = r"[ \t]*(?:[:：=#]|(?i:is)(?=[ \t])|是|为|為)?[ \t]*"
# A number in groups (`6033 4410 2297`, `12-3456-7890123-00`), or an id of letters and digits
# (`MB-77120934`, `lh40938`).
_NUMBER = r"\d{2,}(?:[ -]\d{2,}){0,5}(?![\w-])"
_ID = r"(?=[A-Za-z._-]*\d)[A-Za-z0-9](?:[A-Za-z0-9]|[._-](?=[A-Za-z0-9])){3,39}(?![\w@])"
_ID_RE = re.compile(rf"(?:{_ID_LABEL}){_JOIN}(?P<v>{_NUMBER}|{_ID})")
_TIME_OR_DATE_RE = re.compile(r"\d{1,4}[-/.:]\d{1,2}(?:[-/.:]\d{1,4})?")

# A bank account, card or IBAN number by its label. The pattern starts with the noun (so the
# regex engine skips to where one may stand); a bank's or card's word before it is read apart.
_BANK_LABEL_RE = re.compile(
    r"(?i:(?P<account>account|acct|a/c)|(?P<card>card)|(?P<iban>iban))"
    r"(?P<number>[ \t]*(?i:number|no\.?|num|#))?(?![^\W\d_])"
    r"|(?P<cjk>卡号|账号|帐号|账户|帳號|帳戶)(?:号码)?"
)
_BANK_BEFORE_RE = re.compile(
    r"(?<![^\W\d_])(?i:bank|savings|checking|cheque|current|deposit|business|joint|salary)"
    r"[ \t]+$"
)
_CARD_BEFORE_RE = re.compile(
    r"(?<![^\W\d_])(?i:credit|debit|bank|payment|visa|mastercard|amex|prepaid)[ \t]+$"
)
_BANK_VALUE_RE = re.compile(
    rf"{_JOIN}(?:(?P<iban>[A-Z]{{2}}\d{{2}}(?:[ ]?[A-Z0-9]{{4}}){{2,7}}"
    rf"(?:[ ]?[A-Z0-9]{{1,3}})?)(?![\w-])|(?P<number>{_NUMBER}))"
)
# What the block finder of secrets/__init__ looks for before it calls find_account_numbers.
ACCOUNT_CLUES = ("account", "acct", "a/c", "card", "iban", "卡号", "账号", "帐号", "账户", "帳號")


def _digits(value: str) -> int:
    return sum(ch.isdigit() for ch in value)


def _lines_around(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The lines holding `spans`, with the line before and after each, merged."""
    out: list[tuple[int, int]] = []
    for start, end in spans:
        before = text.rfind("\n", 0, start)
        first = text.rfind("\n", 0, before) + 1 if before != -1 else 0
        after = text.find("\n", end)
        last = len(text) if after == -1 else text.find("\n", after + 1)
        last = len(text) if last == -1 else last
        if out and first <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], last))
        else:
            out.append((first, last))
    return out


def find_account_ids(
    text: str, credentials: list[tuple[int, int]]
) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of each account number or user id given on the lines of the
    `credentials` (spans of passwords, PINs, codes the other rules found) or next to them."""
    low = text.lower()
    if not any(hint in low for hint in _ID_HINTS):
        return
    credentials = sorted(credentials)
    for first, last in _lines_around(text, credentials):
        lines = low[first:last] if len(low) == len(text) else text[first:last].lower()
        if not any(hint in lines for hint in _ID_HINTS):
            continue
        near = [(a, b) for a, b in credentials if first <= a < last]
        for match in _ID_RE.finditer(text, first, last):
            start, end = match.span("v")
            value = match.group("v")
            if any(a < end and start < b for a, b in near):
                continue
            if _digits(value) >= 4 and not _TIME_OR_DATE_RE.fullmatch(value):
                yield start, end, KIND, CONTEXT


def _bank_label(text: str, label: re.Match[str]) -> str | None:
    """What a label names, "card", "account" or "iban", or None: an ASCII noun stands alone
    and takes `number`, `no.` or `#` after it, or a bank's or card's word before it."""
    if label.group("cjk"):
        return "card" if "卡" in text[max(0, label.start() - 1) : label.end()] else "account"
    start = label.start()
    if start and (text[start - 1].isalnum() or text[start - 1] == "_"):
        return None
    if label.group("iban"):
        return "iban"
    kind, before = (
        ("card", _CARD_BEFORE_RE) if label.group("card") else ("account", _BANK_BEFORE_RE)
    )
    if label.group("number") or before.search(text, max(0, start - 16), start):
        return kind
    return None


def find_account_numbers(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, kind, layer) of each bank account, card or IBAN number after its label."""
    for label in _BANK_LABEL_RE.finditer(text):
        kind = _bank_label(text, label)
        match = _BANK_VALUE_RE.match(text, label.end()) if kind else None
        if match is None:
            continue
        if match.group("iban") is not None:
            yield match.start("iban"), match.end("iban"), KIND, CONTEXT
            continue
        digits = _digits(match.group("number"))
        if (12 <= digits <= 19) if kind == "card" else digits >= 6:
            yield match.start("number"), match.end("number"), KIND, CONTEXT
