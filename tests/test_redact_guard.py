"""Secret redaction (algorithm.md §4) and the promotion guard (reference.md §7.5, deep gate 2)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memtui.engine.documents.chunking import chunk_daily_note
from memtui.engine.guard import is_promotable, unpromotable_reason
from memtui.engine.redact import contains_secret, redact_secrets, redacted_lines
from memtui.engine.secrets import MARKER_RE

# Markers name the kind of secret (`[REDACTED:password]`); most cases here only ask where one is.
REDACTED = "[REDACTED]"


def redacted(text: str) -> str:
    """redact_secrets with every marker written as the plain `[REDACTED]`."""
    return MARKER_RE.sub(REDACTED, redact_secrets(text))


# Realistic-looking fake credentials (none of them are live).
OPENAI_KEY = "sk-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKl"
OPENAI_PROJECT_KEY = "sk-proj-Ab3dEf6hIj9lMnOpQrStUvWx_yz-0123456789AbCdEf"
ANTHROPIC_KEY = "sk-ant-api03-Zx9yW8vU7tS6rQ5pO4nM3lK2jI1hG0fE-dCbA_zYxWvUtSrQpOnM"
GITHUB_TOKEN = "ghp_1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVwXyZ"
GITHUB_OAUTH = "gho_16C7e42F292c6912E7710c838347Ae178B4a"
GITHUB_SERVER = "ghs_9Zy8Xw7Vu6Ts5Rq4Po3Nm2Lk1Ji0HgFeDcBa"
GITHUB_PAT = "github_pat_11ABCDEFG0abcdefghijkl_MNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuv"
AWS_KEY_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    ".eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
    ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
)
PRIVATE_KEY = (
    "-----BEGIN RSA PRIVATE KEY-----\n"
    "MIIEowIBAAKCAQEA1c7Xq3oHnKz0YwV8Lr2k9eRkT6rB\n"
    "q1wErTyUiOpAsDfGhJkLzXcVbNm0987654321==\n"
    "-----END RSA PRIVATE KEY-----"
)
SLACK_TOKEN = "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"
GOOGLE_KEY = "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY"

RUNNING_EXAMPLE_PR = (
    "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 "
    "规范：今后所有测试必须使用真实数据库，不接受 mock。"
)
RUNNING_EXAMPLE_DEPLOY = "部署流程: 发布前必须在 staging 环境验证; 回滚脚本放在 ops/rollback.sh"
DECISION = "Decided to use PostgreSQL for the event store because we need LISTEN/NOTIFY"


# --- redaction: whole-token secrets ----------------------------------------------------------


@pytest.mark.parametrize(
    "secret",
    [
        OPENAI_KEY,
        OPENAI_PROJECT_KEY,
        ANTHROPIC_KEY,
        GITHUB_TOKEN,
        GITHUB_OAUTH,
        GITHUB_SERVER,
        GITHUB_PAT,
        AWS_KEY_ID,
        JWT,
        SLACK_TOKEN,
        GOOGLE_KEY,
        "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
    ],
)
def test_token_secrets_are_redacted_in_context(secret: str) -> None:
    text = f"config uses {secret} for the client."
    assert redacted(text) == f"config uses {REDACTED} for the client."
    assert contains_secret(text)


def test_private_key_block_redacted_whole() -> None:
    text = f"before\n{PRIVATE_KEY}\nafter"
    # The block's line breaks stay, so line numbers after it stay true.
    assert redacted(text) == f"before\n{REDACTED}\n\n\n\nafter"


def test_private_key_block_collapsed_to_one_line() -> None:
    text = "key: " + " ".join(PRIVATE_KEY.split()) + " done"
    assert redacted(text) == f"key: {REDACTED} done"


def test_unterminated_private_key_redacted_to_end() -> None:
    text = "-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUA"
    assert redacted(text) == REDACTED


def test_aws_secret_after_label() -> None:
    text = f"aws_access_key_id={AWS_KEY_ID}\naws_secret_access_key = {AWS_SECRET}"
    out = redact_secrets(text)
    assert AWS_KEY_ID not in out and AWS_SECRET not in out
    assert "aws_secret_access_key = " in out


def test_bearer_token_keeps_scheme() -> None:
    text = "curl -H 'Authorization: Bearer 8f14e45fceea167a5a36dedd4bea2543abc' https://x"
    assert "Bearer [REDACTED]" in redacted(text)
    assert "8f14e45f" not in redact_secrets(text)


def test_bearer_jwt() -> None:
    assert redacted(f"Authorization: Bearer {JWT}") == f"Authorization: Bearer {REDACTED}"


def test_basic_auth_header() -> None:
    assert redacted("Authorization: Basic dXNlcjpodW50ZXIy") == (f"Authorization: Basic {REDACTED}")


def test_url_password() -> None:
    assert redacted("DATABASE_URL=postgresql://memtui:hunter2@db:5432/memtui") == (
        f"DATABASE_URL=postgresql://memtui:{REDACTED}@db:5432/memtui"
    )


# --- redaction: labelled values ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("password: hunter2", f"password: {REDACTED}"),
        ("Password = swordfish", f"Password = {REDACTED}"),
        ("DB_PASSWORD=swordfish", f"DB_PASSWORD={REDACTED}"),
        ("passwd:Tr0ub4dor&3", f"passwd:{REDACTED}"),
        ("pwd = 12345678", f"pwd = {REDACTED}"),
        ("my password is hunter2.", f"my password is {REDACTED}."),
        ("the wifi password is 'c0ffee-shop'", f"the wifi password is '{REDACTED}'"),
        ('"password": "p@ss w0rd"', f'"password": "{REDACTED}"'),
        ("api key: 9f8e7d6c5b4a3210", f"api key: {REDACTED}"),
        ("API_KEY=abcd1234", f"API_KEY={REDACTED}"),
        ("apikey=Zm9vYmFyYmF6", f"apikey={REDACTED}"),
        ("api_key = 'abcd1234'", f"api_key = '{REDACTED}'"),
        ("access key: AKIAXXXXEXAMPLE99", f"access key: {REDACTED}"),
        ("client_secret=supersecretvalue", f"client_secret={REDACTED}"),
        ("token: 3f9a8b7c6d5e", f"token: {REDACTED}"),
        ("the token is a1b2c3d4e5f6", f"the token is {REDACTED}"),
        ("secret: s3cr3t-value", f"secret: {REDACTED}"),
        ("password：abc123", f"password：{REDACTED}"),
        ("密码：abc123", f"密码：{REDACTED}"),
        ("密码: hunter2", f"密码: {REDACTED}"),
        ("密码是123456，记得改", f"密码是{REDACTED}，记得改"),
        ("口令: Tr0ub4dor&3", f"口令: {REDACTED}"),
        ("令牌：a1b2c3d4e5f6", f"令牌：{REDACTED}"),
        ("密钥=Zm9vYmFyYmF6", f"密钥={REDACTED}"),
    ],
)
def test_labelled_values_redacted_label_kept(text: str, expected: str) -> None:
    assert redacted(text) == expected
    assert contains_secret(text)


@pytest.mark.parametrize(
    "text",
    [
        "the token budget is large",
        "password policy requires rotation",
        "the password is wrong",
        "the token is expired",
        "the secret is to keep it simple",
        "token: 3 left",
        "max_token=512",
        "max_tokens: 4096",
        "api key: stored in vault",
        "password: required",
        "secret: the meeting moved",
        "OPENAI_API_KEY=${OPENAI_API_KEY}",
        "api_key=<your-key-here>",
        "password: ********",
        "the bearer token must be rotated",
        "Bearer authentication is used by the gateway",
        "use sk-learn-style-naming-convention-here please",
        "task-1234 and desk-5678 are tickets",
        "AKIA is the prefix of AWS access key ids",
        "eyJ is how base64 JSON starts",
        "-----BEGIN PUBLIC KEY----- is fine to share",
        "http://localhost:8080/health returns 200",
        "git@github.com:org/repo.git",
        "令牌桶算法限制了请求速率",
        "密钥：存放在 vault 里",
        "密码：不要写在笔记里",
        "口令是每季度轮换一次",
        RUNNING_EXAMPLE_PR,
        RUNNING_EXAMPLE_DEPLOY,
        DECISION,
        "",
    ],
)
def test_near_misses_not_redacted(text: str) -> None:
    assert redact_secrets(text) == text
    assert not contains_secret(text)


def test_markers_name_the_kind_of_secret() -> None:
    assert redact_secrets("password: hunter2") == "password: [REDACTED:password]"
    assert redact_secrets(f"use {GITHUB_TOKEN} now") == "use [REDACTED:github-token] now"
    assert redact_secrets("api_key = 9f8e7d6c5b4a3210") == "api_key = [REDACTED:secret]"


def test_redaction_is_idempotent() -> None:
    text = f"password: hunter2 and {OPENAI_KEY} and Bearer {JWT}"
    once = redact_secrets(text)
    assert redact_secrets(once) == once


def test_multiple_secrets_in_one_text() -> None:
    text = f"{GITHUB_TOKEN} then {SLACK_TOKEN} then password=hunter2"
    assert redacted(text) == f"{REDACTED} then {REDACTED} then password={REDACTED}"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=500))
def test_redaction_never_crashes_and_is_idempotent(text: str) -> None:
    once = redact_secrets(text)
    assert redact_secrets(once) == once


# --- guard: promotable texts -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        RUNNING_EXAMPLE_PR,
        RUNNING_EXAMPLE_DEPLOY,
        DECISION,
        "部署流程: 第一步：冻结合并窗口",
        "部署流程: 普通段落紧跟列表，类型切换会截断。",
        "Prefer small PRs; reviewers skim anything over 400 lines.",
        "User: remember that staging deploys need the VPN",
        "Assistant: The retry budget is three attempts with exponential backoff.",
        "make sure the staging env is green before release",
        "go to the standup at 10 with the migration plan",
        "find the root cause before patching symptoms",
        "kill switch enabled for payments",
        "the token budget is large",
        "password policy requires rotation every 90 days",
        "meet at 10:30:00 tomorrow with the platform team",
        "Git history: we squash merge to keep main linear",
        "Release notes: 2026-06-15 shipped the new importer",
        "The Candidate: field in the hiring form is optional",
        "Rule: pip install -e . before running the tests",
        "Remember: git pull --rebase before pushing to main",
        "规范：git push 之前必须跑完测试",
        "Always use `uv run pytest` instead of bare pytest",
    ],
)
def test_promotable(text: str) -> None:
    assert unpromotable_reason(text) is None
    assert is_promotable(text)


def test_tv6_chunks_are_all_promotable() -> None:
    text = "\n".join(
        [
            "# 2026-06-15",
            "## PR 评审",
            "发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。",
            "规范：今后所有测试必须使用真实数据库，不接受 mock。",
            "",
            "## 部署流程",
            "- 发布前必须在 staging 环境验证",
            "- 回滚脚本放在 ops/rollback.sh",
        ]
    )
    assert all(is_promotable(chunk.text) for chunk in chunk_daily_note(text))


# --- guard: each rejection reason --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("   \n\t ", "empty"),
        ("---", "markers_only"),
        ("- * + > >", "markers_only"),
        ("## Light Sleep", "skeleton"),
        ("## Light Sleep\n### Reflections\n- -\n>", "skeleton"),
        ("Notes: ---------", "skeleton"),
        (
            "- x <!-- openclaw-memory-promotion:memory:memory/2026-06-15.md:3:4 -->",
            "promotion_metadata",
        ),
        (
            "- tests use a real db [score=0.861 recalls=4 avg=0.640 source=memory/2026-06-15.md:3-4]",
            "promotion_metadata",
        ),
        (
            "[main/sessions/dreaming-narrative-light-abc.jsonl#L2] User: Write a dream diary "
            "entry from these memory fragments:",
            "diary_prompt",
        ),
        ("Write a dream diary entry from these memory fragments: - a - b", "diary_prompt"),
        (
            "- Candidate: 部署流程: 发布前必须在 staging 环境验证 - confidence: 0.62 "
            "- evidence: memory/2026-06-15.md:7-8 - recalls: 0 - status: staged",
            "staged_block",
        ),
        (
            "@@ -12,6 - Candidate: User: keep retries at 3 confidence: 0.58 "
            "evidence: memory/.dreams/session-corpus/2026-06-15.txt:4-4 recalls: 2 status: staged",
            "staged_block",
        ),
        (
            "Light Sleep: status: staged - Candidate: foo bar baz - confidence: 0.62 "
            "- evidence: memory/2026-06-15.md:1-1 - recalls: 1",
            "staged_block",
        ),
        (
            "Reflections: Theme: `mock` kept surfacing across 3 memories. - confidence: 0.75 "
            "- evidence: memory/2026-06-15.md:3-4 - note: reflection",
            "staged_block",
        ),
        (
            "Possible Lasting Truths: tests must use a real database "
            "[confidence=0.79 evidence=memory/2026-06-15.md:3-4]",
            "staged_block",
        ),
        ("<!-- openclaw:dreaming:light:start --> - Candidate: x", "staged_block"),
        ("<!-- openclaw:dreaming:diary:start --> --- *June 15, 2026*", "diary_prose"),
        ("A memory trace surfaced, but details were unavailable in this run.", "diary_prose"),
        (f"Deploy notes: the key is {OPENAI_KEY}", "secret"),
        ("服务器: 密码：hunter2", "secret"),
        ("User: my api key is [REDACTED] please rotate", "secret"),
        (f"Remember: the CI token is {GITHUB_TOKEN}", "secret"),
        ('Traceback (most recent call last): File "app.py", line 3, in <module>', "stack_trace"),
        ('  File "/srv/app/worker.py", line 88, in run', "stack_trace"),
        ("TypeError: x is undefined at foo (src/app.js:10:5)", "stack_trace"),
        ("at Object.<anonymous> (/app/index.js:1:2)", "stack_trace"),
        ("at node:internal/modules/cjs/loader:1228:14", "stack_trace"),
        ("at com.example.Foo.bar(Foo.java:42)", "stack_trace"),
        ('Exception in thread "main" java.lang.NullPointerException', "stack_trace"),
        ("git push origin main", "shell_command"),
        ("$ npm run build -- --watch", "shell_command"),
        ("Setup: pip install -r requirements.txt", "shell_command"),
        (
            "Deploy: git pull; docker compose up -d; kubectl rollout status deploy/api",
            "shell_command",
        ),
        ("sudo systemctl restart nginx", "shell_command"),
        ("cd /srv/app && make deploy", "shell_command"),
        ("python -m pytest tests/ -k memory", "shell_command"),
        ("curl -sS https://example.com/health", "shell_command"),
        ("./scripts/deploy.sh production", "shell_command"),
        ("`docker ps -a`", "shell_command"),
        ("git commit -m 'fix the flaky test'", "shell_command"),
        ("2026-06-15T10:00:00Z", "timestamp_only"),
        ("2026-06-15 10:00", "timestamp_only"),
        ("[2026-06-15 10:00:00]", "timestamp_only"),
        ("User: 2026-06-15T10:00:00+08:00", "timestamp_only"),
        ("Standup: June 15, 2026 at 3:01 AM PDT", "timestamp_only"),
        ("Meeting: 10:30", "timestamp_only"),
    ],
)
def test_unpromotable_reasons(text: str, reason: str) -> None:
    assert unpromotable_reason(text) == reason
    assert not is_promotable(text)


def test_durable_intent_never_exempts_contamination_or_secrets() -> None:
    staged = (
        "- Candidate: always use real databases - confidence: 0.62 "
        "- evidence: memory/2026-06-15.md:3-4 - recalls: 0 - status: staged"
    )
    assert unpromotable_reason(staged) == "staged_block"
    assert unpromotable_reason("Rule: password: hunter2") == "secret"
    assert unpromotable_reason("必须记住 [score=0.9 recalls=3 avg=0.7 source=memory/a.md:1-1]") == (
        "promotion_metadata"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Remember: Traceback (most recent call last) means read the last frame first",
        "Prefer: git push --force-with-lease over --force",
        "规范: 2026-06-15",
        "不要再用 git push --force",
    ],
)
def test_durable_intent_exempts_transient_diagnostics(text: str) -> None:
    assert unpromotable_reason(text) is None


def test_staged_lead_must_be_within_200_chars() -> None:
    filler = "x" * 250
    text = (
        f"{filler} Candidate: foo - confidence: 0.62 - evidence: memory/2026-06-15.md:1-1 "
        "- recalls: 0 - status: staged"
    )
    assert unpromotable_reason(text) is None


def test_staged_shape_needs_every_field() -> None:
    base = "- Candidate: foo bar baz - confidence: 0.62 - evidence: memory/2026-06-15.md:1-1"
    assert unpromotable_reason(base + " - recalls: 0") is None
    assert unpromotable_reason(base + " - status: staged") is None
    assert unpromotable_reason(base + " - recalls: 0 - status: staged") == "staged_block"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400))
def test_guard_never_crashes(text: str) -> None:
    reason = unpromotable_reason(text)
    assert reason is None or isinstance(reason, str)
    assert is_promotable(text) == (reason is None)


def test_a_transcript_line_is_redacted_in_its_decoded_strings() -> None:
    """JSON hides a quoted value's quotes, a next-line value's line break and a label spelled in
    \\uXXXX from rules reading the raw line; memory_get of a transcript reads what it says."""
    messages = [
        'export DB_PASSWORD="correct horse 42"',
        "- user: admin, password:\n- Xy7#kq22",
        "服务器的数据库密码为 Xq7#pLm2",
    ]
    lines = [json.dumps({"role": "user", "content": m}) for m in messages]
    plain = json.dumps({"role": "user", "content": "we rotate the password monthly"})
    shown = redacted_lines([*lines, plain], 0, len(lines) + 1)
    for line, secret in zip(shown, ("correct horse 42", "Xy7#kq22", "Xq7#pLm2"), strict=False):
        assert secret not in json.loads(line)["content"] and "[REDACTED:" in line
    assert shown[-1] == plain  # a record without a secret keeps its bytes


FIRST_USE_IN_THREADS = """
import threading
from memtui.engine.redact import redact_secrets

barrier = threading.Barrier(8)
errors = []

# One text reaches detect-secrets' token plugins only, the other its keyword patterns only: two
# threads import two different corners of the package at once.
TEXTS = [
    ("see ghp_1234567890abcdefghijklmnopqrstuvwxyz12 above", "ghp_1234567890"),
    ("db_password = 'hunter2x!'", "hunter2x"),
]

def first_use(n):
    text, secret = TEXTS[n % 2]
    barrier.wait()
    try:
        out = redact_secrets(text)
        assert secret not in out, out
    except Exception as exc:
        errors.append(repr(exc))

threads = [threading.Thread(target=first_use, args=(n,)) for n in range(8)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("\\n".join(errors) or "ok")
"""


@pytest.mark.slow
def test_first_use_of_the_detector_from_many_threads_at_once() -> None:
    """The app's loaders redact in worker threads: when two of them were the first to use the
    detect-secrets layer, one failed with a "partially initialized module" ImportError and the
    Review tab stayed empty. A fresh interpreter, so the first use really is in the threads."""
    out = subprocess.run(
        [sys.executable, "-c", FIRST_USE_IN_THREADS], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok", out.stdout
