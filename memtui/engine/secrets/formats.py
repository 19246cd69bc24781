"""Layer 1: credentials recognisable by their own shape, wherever they stand.

Prefixes and lengths follow each provider's published token format. A pattern's group 1, when
it has one, is the secret part (a webhook URL keeps its host, a DSN its project). A licence,
product or recovery key is known by its groups (`R7KD-2PXW-9QMF-4HTL-66ZB`, a BitLocker key's
eight groups of six digits), with or without a label.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

__all__ = ["GROUPED_KEY_RE", "find_formats", "grouped_key"]

# Not part of a longer word on the left ("task-1234" is not "sk-1234").
_B = r"(?<![A-Za-z0-9_])"
_BD = r"(?<![A-Za-z0-9_-])"
_FORMATS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    # OpenAI, Anthropic, OpenRouter…: sk-, sk-proj-, sk-ant-api03-…; a digit keeps words out.
    ("api-key", ("sk-",), _BD + r"sk-(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}"),
    (
        "api-key",
        ("gsk_", "xai_", "r8_", "sbp_", "ntn_"),
        _B + r"(?:gsk|xai|r8|sbp|ntn)_[A-Za-z0-9]{30,}",
    ),
    ("api-key", ("xai-",), _BD + r"xai-[A-Za-z0-9]{60,}"),
    ("github-token", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"), _B + r"gh[pousr]_[A-Za-z0-9]{30,}"),
    ("github-token", ("github_pat_",), _B + r"github_pat_[A-Za-z0-9_]{22,}"),
    (
        "gitlab-token",
        (
            "glpat-",
            "gldt-",
            "glft-",
            "glsoat-",
            "glrt-",
            "glcbt-",
            "glimt-",
            "glptt-",
            "glagent-",
            "gloas-",
        ),
        _BD + r"gl(?:pat|dt|ft|soat|rt|cbt|imt|ptt|agent|oas)-[A-Za-z0-9_-]{20,}",
    ),
    ("gitlab-token", ("GR1348941",), _B + r"GR1348941[A-Za-z0-9_-]{20,}"),
    ("huggingface-token", ("hf_", "api_org_"), _B + r"(?:hf|api_org)_[A-Za-z0-9]{30,}"),
    ("npm-token", ("npm_",), _B + r"npm_[A-Za-z0-9]{36}"),
    ("pypi-token", ("pypi-",), _BD + r"pypi-AgE[A-Za-z0-9_-]{50,}"),
    ("sendgrid-key", ("SG.",), _B + r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}"),
    ("telegram-token", (":",), r"(?<![\w:])\d{8,10}:[A-Za-z0-9_-]{34,36}(?![A-Za-z0-9_-])"),
    ("slack-token", ("xox",), _BD + r"xox[abposre]-[A-Za-z0-9-]{10,}"),
    ("slack-token", ("xapp-",), _BD + r"xapp-\d-[A-Za-z0-9-]{20,}"),
    (
        "slack-webhook",
        ("hooks.slack",),
        r"hooks\.slack\.com/(?:services|workflows|triggers)/([A-Za-z0-9_/-]{20,})",
    ),
    (
        "discord-webhook",
        ("discord",),
        r"discord(?:app)?\.com/api/webhooks/\d+/([A-Za-z0-9_-]{30,})",
    ),
    (
        "discord-token",
        (".",),
        _BD + r"[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}",
    ),
    (
        "azure-key",
        ("Key=", "key=", "KEY=", "Value=", "value="),
        r"(?i:AccountKey|SharedAccessKey|SharedSecretValue)=([A-Za-z0-9+/]{20,}={0,2})",
    ),
    ("jwt", ("eyJ",), _BD + r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*"),
    (
        "aws-key",
        ("AKIA", "ASIA", "ABIA", "ACCA", "A3T"),
        r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[0-9A-Z]{16}(?![A-Za-z0-9])",
    ),
    ("stripe-key", ("k_live_", "k_test_"), _B + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"),
    ("stripe-key", ("whsec_",), _B + r"whsec_[A-Za-z0-9]{24,}"),
    ("google-key", ("AIza",), _BD + r"AIza[0-9A-Za-z_-]{30,}"),
    ("google-key", ("GOCSPX-",), _BD + r"GOCSPX-[A-Za-z0-9_-]{20,}"),
    ("google-key", ("ya29.",), _B + r"ya29\.[A-Za-z0-9_-]{20,}"),
    ("twilio-key", ("SK",), _B + r"SK[0-9a-f]{32}(?![A-Za-z0-9])"),
    ("mailchimp-key", ("-us",), _B + r"[0-9a-f]{32}-us\d{1,2}(?![A-Za-z0-9])"),
    ("square-token", ("sq0",), _BD + r"sq0(?:csp|atp)-[A-Za-z0-9_-]{22,}"),
    ("shopify-token", ("shp",), _B + r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"),
    ("digitalocean-token", ("_v1_",), _B + r"do[por]_v1_[a-f0-9]{64}"),
    ("linear-key", ("lin_api_",), _B + r"lin_api_[A-Za-z0-9]{40}"),
    ("vault-token", ("hvs.", "hvb.", "hvr."), _B + r"hv[sbr]\.[A-Za-z0-9_-]{24,}"),
    ("age-key", ("AGE-SECRET-KEY-1",), _BD + r"AGE-SECRET-KEY-1[0-9A-Z]{58}"),
    ("databricks-token", ("dapi",), _B + r"dapi[a-f0-9]{32}(?:-\d)?"),
    ("newrelic-key", ("NRAK-", "NRII-", "NRJS-"), _BD + r"NR(?:AK|II|JS)-[A-Za-z0-9]{19,}"),
    ("postman-key", ("PMAK-",), _BD + r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    ("grafana-token", ("glsa_",), _B + r"glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}"),
    ("grafana-token", ("glc_",), _B + r"glc_[A-Za-z0-9+/]{32,}={0,2}"),
    ("doppler-token", ("dp.",), _B + r"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,}"),
    ("atlassian-token", ("ATATT3",), _B + r"ATATT3[A-Za-z0-9_=-]{100,}"),
    ("mapbox-token", ("sk.eyJ",), _B + r"sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}"),
    ("aliyun-key", ("LTAI",), r"(?<![A-Za-z0-9])LTAI[A-Za-z0-9]{12,20}(?![A-Za-z0-9])"),
    ("tencent-key", ("AKID",), r"(?<![A-Za-z0-9])AKID[A-Za-z0-9]{32}(?![A-Za-z0-9])"),
    # Password hashes (htpasswd, /etc/shadow, bcrypt, argon2): crackable offline, so as secret
    # as the password. Modular crypt format: `$id$` [params `$`] salt `$` hash.
    (
        "password-hash",
        ("$",),
        r"(?<![\w$])\$(?:1|2[abxy]?|5|6|7|y|gy|apr1|md5|sha1|argon2(?:id|i|d)|pbkdf2(?:-sha\d+)?|"
        r"scrypt)(?:\$[A-Za-z0-9./+=,-]+)*\$[A-Za-z0-9./+=-]{16,}",
    ),
    (
        "password-hash",
        ("{SHA", "{SSHA", "{MD5", "{SMD5", "{CRYPT"),
        r"\{(?:S?SHA(?:256|512)?|S?MD5|CRYPT)\}[A-Za-z0-9+/=.$]{8,}",
    ),
    # A DSN's user part is its key (Sentry: https://<32 hex>@o1.ingest.sentry.io/2).
    ("dsn-key", ("@",), r"://([0-9a-f]{32})(?::[0-9a-f]{32})?@"),
)
# Private keys, which span lines: BEGIN … END, and an unterminated block (a note cut short)
# over the base64 lines after it.
_KEY_BLOCKS = (
    (
        "private-key",
        ("-----BEGIN",),
        r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:(?s:.{0,40000}?)"
        r"-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|(?:\s*(?:Proc-Type|DEK-Info|"
        r"Comment):[^\n]*|\s*[A-Za-z0-9+/=]{8,}|\\n)*)",
    ),
    (
        "putty-key",
        ("PuTTY",),
        r"PuTTY-User-Key-File-\d:[^\n]*(?:\n[^\n]*){0,40}?\nPrivate-MAC:[^\n]*",
    ),
)
# Every one-line format holds a run of 16 token characters (or a URL's user part).
_CLUES_RE = re.compile(r"[A-Za-z0-9+/_-]{16}|://[^\s/@]+@")

# A licence, product or recovery key: four or more groups of 4-6 upper-case letters and digits
# joined by hyphens (Windows and Office `XXXXX-XXXXX-…`, licence keys `XXXX-XXXX-…`), or a
# BitLocker recovery key's eight groups of six digits. See `grouped_key` for what else it needs.
GROUPED_KEY_RE = re.compile(
    r"(?<![A-Za-z0-9_-])(?:[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,}|\d{6}(?:-\d{6}){7})(?![A-Za-z0-9_-])"
)
_HEX_GROUPS_RE = re.compile(r"[0-9A-F-]+")
_MIXED_GROUP_RE = re.compile(r"(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]+")


def grouped_key(value: str) -> bool:
    """`value` (a GROUPED_KEY_RE match) is a key: a BitLocker recovery key, or groups that mix
    letters and digits at random, two of them at least. Ids, dates and numbers in groups are
    letters apart from digits (`PART-2026-0615-A001`, `ORDER-2026-0615-0042`), hex ones are
    fingerprints and UUID-like ids (`DEAD-BEEF-0042-CAFE`); a group of other lengths (a UUID's
    8 and 12, an ISBN's, a phone number's) is no match at all."""
    if value[:6].isdigit():
        return len(value) == 55  # 8 groups of 6 digits
    if _HEX_GROUPS_RE.fullmatch(value):
        return False
    return sum(1 for group in value.split("-") if _MIXED_GROUP_RE.fullmatch(group)) >= 2


@cache
def _compiled(
    table: tuple[tuple[str, tuple[str, ...], str], ...],
) -> tuple[tuple[str, tuple[str, ...], re.Pattern[str]], ...]:
    return tuple((kind, needles, re.compile(pattern)) for kind, needles, pattern in table)


def _matches(
    text: str, table: tuple[tuple[str, tuple[str, ...], str], ...]
) -> Iterator[tuple[int, int, str]]:
    for kind, needles, pattern in _compiled(table):
        # A literal each match holds: most patterns are skipped by a substring test.
        if not any(needle in text for needle in needles):
            continue
        for match in pattern.finditer(text):
            group = 1 if pattern.groups else 0
            if match.end(group) > match.start(group):
                yield match.start(group), match.end(group), kind


def find_key_blocks(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, kind) of every private-key block in `text`, line breaks included."""
    yield from _matches(text, _KEY_BLOCKS)


def find_formats(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, kind) of every one-line known-format credential in `text`."""
    if _CLUES_RE.search(text):
        yield from _matches(text, _FORMATS)
        if "-" in text:
            for match in GROUPED_KEY_RE.finditer(text):
                if grouped_key(match.group(0)):
                    yield match.start(), match.end(), "license-key"
