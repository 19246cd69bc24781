"""The secret corpus (issue 16): every positive value removed, ≤ 2 % of negative lines touched.

tests/corpus/secrets/positive.txt marks each value that must not survive with «…»;
negative.txt is ordinary note text (prose about passwords, hashes, UUIDs, git SHAs, base64
images, URLs, paths, identifiers, CJK prose) that must come out unchanged. `python -m
bench.secrets` prints the same figures with the per-layer counts and the speed.
"""

from __future__ import annotations

import pytest

from bench.secrets import FP_BOUND, Case, layer_table, load_corpus, run_case
from memtui.engine.redact import redact_secrets
from memtui.engine.secrets import LAYERS

POSITIVES = load_corpus("positive")
NEGATIVES = load_corpus("negative")

# Each case issue 16 lists as slipping through, by its tag, with text its case must contain.
ISSUE_CASES = {
    "redis-url": "redis://:",
    "database-url": "DATABASE_URL=postgres://app:",
    "zh-password-label": "服务器的数据库密码为",
    "zh-kouling": "口令为",
    "gitlab": "glpat-",
    "huggingface": "hf_",
    "npm": "npm_",
    "sendgrid": "SG.",
    "telegram": ":AA",
    "slack-webhook": "hooks.slack.com/services/",
    "discord-webhook": "discord.com/api/webhooks/",
    "azure-accountkey": "AccountKey=",
    "authorization-token": "Authorization: Token ",
    "cookie": "sessionid=",
    "url-key": "key=",
    "mysql-p": "mysql -u root -p",
    "sshpass": "sshpass -p",
    "export-quoted": 'export DB_PASSWORD="',
    "passphrase-spaces": "passphrase: ",
    "non-ascii-password": "Пароль",
    "at-in-url": "@",
    "next-item": "password:\n- ",
    "wrapped-key": "\n",
    "entropy-blob": "",
    "zero-width": "\u200b",
    "cyrillic": "\u0430",
}
# What the negatives must hold, by tag (the issue names these).
NEGATIVE_KINDS = ("prose", "hash", "uuid", "git-sha", "data-uri", "url", "identifier", "note")


def test_corpus_is_big_enough() -> None:
    assert len(POSITIVES) >= 120 and len(NEGATIVES) >= 120
    assert all(case.secrets for case in POSITIVES)
    assert not any(case.secrets for case in NEGATIVES)
    assert {case.tag for case in NEGATIVES} >= set(NEGATIVE_KINDS)


@pytest.mark.parametrize("tag", sorted(ISSUE_CASES))
def test_each_case_the_issue_lists_is_in_the_corpus(tag: str) -> None:
    cases = [case for case in POSITIVES if case.tag == tag]
    assert cases, f"no positive case tagged @{tag}"
    assert any(ISSUE_CASES[tag] in case.text for case in cases)


def _label(case: Case) -> str:
    return f"line {case.line} @{case.tag}"


@pytest.mark.parametrize("case", POSITIVES, ids=_label)
def test_every_positive_value_is_removed(case: Case) -> None:
    outcome = run_case(case)
    assert not outcome.leaked, f"{outcome.leaked} survived in {outcome.output!r}"
    assert outcome.lines_kept, "redaction added or removed a line break"
    assert redact_secrets(outcome.output) == outcome.output  # idempotent


def test_false_positive_rate_on_negatives_is_at_most_2_percent() -> None:
    touched = [(c.line, run_case(c).output) for c in NEGATIVES if run_case(c).changed]
    assert len(touched) / len(NEGATIVES) <= FP_BOUND, touched


def test_every_layer_takes_part() -> None:
    """Each layer finds something on the corpus, and the four of memtui's own each catch some
    case no other layer does (the layers are not one another's copies)."""
    table = layer_table([run_case(c) for c in POSITIVES])
    assert all(table[layer]["cases"] > 0 for layer in LAYERS), table
    assert all(table[layer]["only"] > 0 for layer in LAYERS[:4]), table
