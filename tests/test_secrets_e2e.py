"""Secrets end to end (issue 8, item 5): redacted before they are stored, searched, sent to the
diary model or written to DREAMS.md / MEMORY.md.

Realistic fake credentials of every kind go into a daily note and a session transcript. After a
full dream cycle (the diary model is the OpenAI-compatible fixture server, `deep.apply = "auto"`
and each secret-bearing fragment has the votes to pass every gate but `promotable`) no part of
any secret — no 12-character window of it, case-insensitive, so half a key counts — appears in
any text column of any table, in search results, in the diary request bodies, in the run report,
in DREAMS.md or in MEMORY.md. The engine's choice for a fragment that held a secret is to refuse
it (gate `promotable`, reason `secret`), not to write it redacted; the tests assert that. The
user's own files keep their text: memtui never rewrites notes or transcripts.
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path

import pytest
from diary_server import DiaryServer
from helpers import RUNNING_EXAMPLE_NOTE, at, stored_text, write_note

from memtui.engine.documents.chunking import MAX_CHUNK_CHARS
from memtui.engine.documents.memory_file import promotion_keys
from memtui.engine.dream.cycle import CycleReport, run_cycle
from memtui.engine.dream.explain import gate_checklist
from memtui.engine.guard import unpromotable_reason
from memtui.engine.ingest.pipeline import IngestReport, ingest
from memtui.engine.recall import memory_search
from memtui.engine.redact import REDACTED
from memtui.engine.store import Store
from memtui.engine.store.fragments import FragmentView, load_views, score_views
from memtui.engine.text import claim_key
from memtui.engine.workspace import Workspace, open_workspace, open_workspace_store

WINDOW = 12
NIGHT = at("2026-06-21T03:00:00")
NOTE_DAY = "2026-06-17"
VOTE_DAYS = ("2026-06-18", "2026-06-19", "2026-06-20")
RULE = (
    "PR 评审: 发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。 "
    "规范：今后所有测试必须使用真实数据库，不接受 mock。"
)

_rng = random.Random(20260620)
_ALNUM = string.ascii_letters + string.digits


def _rand(n: int, alphabet: str = _ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _pem(kind: str, body_bytes: int) -> tuple[str, str]:
    body = base64.b64encode(bytes(_rng.getrandbits(8) for _ in range(body_bytes))).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return (
        f"-----BEGIN {kind} PRIVATE KEY-----\n"
        + "\n".join(lines)
        + f"\n-----END {kind} PRIVATE KEY-----",
        body,
    )


# Fake credentials shaped like the real ones (none of them is live). name -> the secret part.
OPENAI = "sk-proj-" + _rand(20) + "_" + _rand(27) + "-" + _rand(24)
ANTHROPIC = "sk-ant-api03-" + _rand(40) + "_" + _rand(20) + "-" + _rand(32) + "AA"
GITHUB = "ghp_" + _rand(36)
GITHUB_PAT = "github_pat_11" + _rand(20, string.ascii_uppercase + string.digits) + "_" + _rand(59)
AWS_ID = "AKIA" + _rand(16, string.ascii_uppercase + string.digits)
AWS_SECRET = _rand(40, _ALNUM + "/+")
JWT = ".".join(
    (
        _b64url(b'{"alg":"HS256","typ":"JWT"}'),
        _b64url(json.dumps({"sub": _rand(12), "tenant": "billing", "iat": 1781900000}).encode()),
        _b64url(bytes(_rng.getrandbits(8) for _ in range(32))),
    )
)
SLACK = "xoxb-" + _rand(12, string.digits) + "-" + _rand(13, string.digits) + "-" + _rand(24)
PASSWORD = _rand(16, _ALNUM + "!#%&*")
API_KEY = _rand(32, "0123456789abcdef")
MIMA = _rand(14, _ALNUM + "!@#")
EC_PEM, EC_BODY = _pem("EC", 121)  # a P-256 key: three base64 lines
RSA_PEM, RSA_BODY = _pem("RSA", 1190)  # a 2048-bit key: nineteen base64 lines

# Each section: heading, the line holding the secret, what must never leak, surrounding-word queries.
SECTIONS: list[tuple[str, str, dict[str, str], tuple[str, str, str]]] = [
    (
        "账单摘要的 OpenAI 接入",
        f"账单摘要服务调用 OpenAI 的项目密钥 {OPENAI} 已配置到 staging",
        {"openai": OPENAI},
        ("OpenAI 账单摘要", "账单摘要 staging", "OpenAI 项目"),
    ),
    (
        "Claude 评审机器人",
        f"评审机器人用 Anthropic key {ANTHROPIC} 跑在 review-bot 容器里",
        {"anthropic": ANTHROPIC},
        ("Anthropic 评审机器人", "review-bot 容器", "评审机器人 容器"),
    ),
    (
        "GitHub 发布令牌",
        f"发布流水线用 GitHub token {GITHUB}，备用细粒度令牌 {GITHUB_PAT} 放在保险柜",
        {"github": GITHUB, "github_pat": GITHUB_PAT},
        ("GitHub 发布流水线", "细粒度令牌 保险柜", "发布流水线 GitHub"),
    ),
    (
        "AWS 备份账号",
        f"备份脚本的 AWS access key {AWS_ID}, aws_secret_access_key = {AWS_SECRET} 只给 cron 用",
        {"aws_id": AWS_ID, "aws_secret": AWS_SECRET},
        ("AWS 备份脚本", "备份脚本 cron", "AWS cron"),
    ),
    (
        "网关回调鉴权",
        f"网关回调在 Authorization 头里带 JWT {JWT} 有效期一天",
        {"jwt": JWT},
        ("网关回调 JWT", "Authorization 有效期", "网关 Authorization"),
    ),
    (
        "Slack 告警",
        f"告警机器人 {SLACK} 把夜间报警发到 ops-alerts 频道",
        {"slack": SLACK},
        ("Slack 告警机器人", "夜间报警 频道", "告警 ops-alerts"),
    ),
    (
        "报表库连接",
        f"报表库的只读账号 report_ro password={PASSWORD} 只允许内网访问",
        {"password": PASSWORD},
        ("报表库 只读账号", "report_ro 内网", "报表库 内网访问"),
    ),
    (
        "地图服务配置",
        f"地图服务的 api_key: {API_KEY} 每个季度轮换一次",
        {"api_key": API_KEY},
        ("地图服务 轮换", "地图服务 季度", "季度 轮换 地图"),
    ),
    (
        "机房路由器",
        f"机房路由器管理后台 密码：{MIMA} 记在运维手册第三页",
        {"mima": MIMA},
        ("机房路由器 管理后台", "运维手册 路由器", "管理后台 运维手册"),
    ),
]
# Private keys in a daily note: see test_private_keys_in_a_daily_note_are_redacted_whole.
PEM_SECTIONS = [
    (
        "堡垒机证书",
        f"堡垒机的 EC 私钥如下，只在跳板机上使用\n{EC_PEM}",
        {"ec_pem": EC_BODY},
        ("堡垒机 EC 私钥", "跳板机 私钥", "堡垒机 跳板机"),
    ),
    (
        "生产部署密钥",
        f"生产机器的部署私钥如下，只放在 CI 的保险柜里\n{RSA_PEM}",
        {"rsa_pem": RSA_BODY},
        ("生产部署密钥", "部署私钥 保险柜", "生产机器 CI"),
    ),
]
SECRETS: dict[str, str] = {
    k: v for _, _, found, _ in SECTIONS + PEM_SECTIONS for k, v in found.items()
}


def daily_note(sections: list[tuple[str, str, dict[str, str], tuple[str, str, str]]]) -> str:
    body = RUNNING_EXAMPLE_NOTE.format(day=NOTE_DAY)
    for heading, line, _, _ in sections:
        body += f"\n## {heading}\n{line}\n"
    return body


def transcript() -> bytes:
    """A session transcript where the user and the agent paste the same credentials."""
    said = [
        ("user", f"Here is the OpenAI key for the billing summary job: {OPENAI}"),
        ("assistant", f"Saved. I will export OPENAI_API_KEY={OPENAI} in the job's env file."),
        ("user", f"The review bot runs with ANTHROPIC_API_KEY={ANTHROPIC}"),
        ("user", f"push with this token {GITHUB} or the fine grained one {GITHUB_PAT}"),
        (
            "assistant",
            f"Configured aws_access_key_id = {AWS_ID} and aws_secret_access_key = {AWS_SECRET}",
        ),
        ("user", f"curl -H 'Authorization: Bearer {JWT}' https://gw.internal/callback"),
        ("user", f"Slack bot token for alerts: {SLACK}"),
        ("user", f"the report db login is report_ro, password: {PASSWORD}"),
        ("assistant", f"Map service api_key: {API_KEY} (rotates every quarter)."),
        ("user", f"机房路由器的密码：{MIMA}，别外传"),
        ("user", f"Deploy key for production, keep it safe:\n{RSA_PEM}\nthanks"),
    ]
    lines = []
    for n, (role, content) in enumerate(said):
        lines.append(
            json.dumps(
                {
                    "type": "message",
                    "timestamp": f"{NOTE_DAY}T0{n % 10}:15:00+08:00",
                    "message": {"role": role, "content": [{"type": "text", "text": content}]},
                },
                ensure_ascii=False,
            )
        )
    return ("\n".join(lines) + "\n").encode("utf-8")


# --- the scanning side ------------------------------------------------------------------------


def leaked(haystack: str, secrets: dict[str, str] = SECRETS) -> dict[str, str]:
    """Secrets with a 12-character window (case-insensitive) in `haystack`, and that window."""
    low = haystack.lower()
    found: dict[str, str] = {}
    for name, secret in secrets.items():
        value = secret.lower()
        for i in range(len(value) - WINDOW + 1):
            if value[i : i + WINDOW] in low:
                found[name] = value[i : i + WINDOW]
                break
    return found


def assert_no_leak(where: str, haystack: str) -> None:
    found = leaked(haystack)
    assert not found, f"secret(s) leaked into {where}: {found}"


def assert_store_clean(store: Store) -> int:
    rows = 0
    for where, value in stored_text(store):
        assert_no_leak(where, value)
        rows += 1
    return rows


# --- the workspace ----------------------------------------------------------------------------


def secret_ws(root: Path, server: DiaryServer) -> Workspace:
    (root / "memory").mkdir(parents=True, exist_ok=True)
    (root / ".memtui.toml").write_text(
        '[dreaming]\ntimezone = "Asia/Shanghai"\n'
        f'[diary]\nmodel = "test-model"\nbase_url = "{server.base_url}"\ntimeout_seconds = 10\n'
        '[dreaming.deep]\napply = "auto"\nmin_score = 0.5\n',
        encoding="utf-8",
    )
    return open_workspace(root)


@pytest.fixture
def server() -> Iterator[DiaryServer]:
    with DiaryServer() as srv:
        yield srv


def views(store: Store) -> list[FragmentView]:
    with store.session() as s:
        return load_views(store, s)


def dream_with_votes(
    store: Store, ws: Workspace, queries: list[str]
) -> tuple[IngestReport, CycleReport, list[tuple[str, str]]]:
    """Ingest, three days of searches for the surrounding words (and the rule), then dream."""
    ingested = ingest(store, ws, at(f"{NOTE_DAY}T22:00:00"))
    searched: list[tuple[str, str]] = []
    rule_queries = ("真实数据库", "mock 测试", "数据库 迁移")
    for n, day in enumerate(VOTE_DAYS):
        for query in [rule_queries[n], *queries[n::3]]:
            result = memory_search(store, ws, query, at(f"{day}T10:00:00"), limit=20)
            hits = json.dumps([h.to_json() for h in result.hits], ensure_ascii=False)
            searched.append((query, hits))
    return ingested, run_cycle(store, ws, NIGHT), searched


# --- the tests --------------------------------------------------------------------------------


def test_secret_fixtures_are_realistic() -> None:
    """Each fake secret is caught by the redactor on its own, so the e2e tests test the plumbing."""
    from memtui.engine.redact import redact_secrets

    for _, line, found, _ in SECTIONS + PEM_SECTIONS:
        redacted = redact_secrets(line)
        assert REDACTED in redacted and not leaked(redacted, found), line
    for pem in (RSA_PEM, EC_PEM):
        # One marker for the whole block; its line breaks stay (line numbers after it hold).
        assert redact_secrets(pem) == "[REDACTED:private-key]" + "\n" * pem.count("\n")


def test_secrets_never_leave_the_users_files(
    tmp_path: Path, server: DiaryServer, store_url: str
) -> None:
    ws = secret_ws(tmp_path / "ws", server)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        note_text = daily_note(SECTIONS)
        note = write_note(ws, NOTE_DAY, note_text)
        session = ws.sessions_dir / "agent-main" / "2026-06-20.jsonl"
        session.parent.mkdir(parents=True)
        session.write_bytes(transcript())
        queries = [q for *_, qs in SECTIONS for q in qs]
        ingested, report, searched = dream_with_votes(store, ws, queries)
        assert ingested.session_messages == 11 and not ingested.files_failed
        assert_no_leak("the ingest report", json.dumps(asdict(ingested), ensure_ascii=False))
        # 1. The store: every text column of every table (fragments, search tokens, FTS index,
        #    votes with their queries, promotions, MEMORY.md versions, diary entries, runs).
        assert assert_store_clean(store) > 50
        # The secrets were there to leak: fragments kept the surrounding words, redacted.
        texts = [v.text for v in views(store)]
        redacted = [t for t in texts if REDACTED in t]
        assert len(redacted) >= len(SECTIONS) + 10
        assert any("报表库的只读账号 report_ro password=[REDACTED:password]" in t for t in texts)
        assert any("密码：[REDACTED:password]" in t for t in texts)
        # 2. Search results for the surrounding words (hits with their fragments).
        for query, hits in searched:
            assert json.loads(hits), f"no hit for {query!r}"
            assert_no_leak(f"memory_search results for {query!r}", hits)
        assert sum(REDACTED in hits for _, hits in searched) >= len(queries)
        # 3. What the diary model was sent (it was called: the rule was staged and promoted).
        assert len(server.requests) == 3
        for request in server.requests:
            assert_no_leak("a diary request body", json.dumps(request.body, ensure_ascii=False))
        # 4. The files memtui writes, and the run report.
        dreams = (ws.root / "DREAMS.md").read_text(encoding="utf-8")
        memory = (ws.root / "MEMORY.md").read_text(encoding="utf-8")
        assert_no_leak("DREAMS.md", dreams)
        assert_no_leak("MEMORY.md", memory)
        assert_no_leak("the cycle report", json.dumps(report.to_json(), ensure_ascii=False))
        # 5. Forced promotion: the secret-bearing fragments had the votes, and were refused.
        assert REDACTED not in memory and promotion_keys(memory) == {claim_key(RULE)}
        deep = report.get("deep").report  # type: ignore[union-attr]
        gate_of = {r.key: r.gate for r in deep.rejected}  # type: ignore[union-attr]
        thresholds = ws.config.dreaming.deep.thresholds()
        voted = [v for v in views(store) if REDACTED in v.text and v.recall_count >= 3]
        assert len(voted) >= len(SECTIONS)  # every section of the note was recalled 3 times
        score_views(voted, NIGHT, thresholds)
        for view in voted:
            assert unpromotable_reason(view.text) == "secret"
            checks = {c.gate: c.passed for c in gate_checklist(view, NIGHT, thresholds)}
            assert not checks["promotable"] and gate_of[view.key] == "promotable"
            assert all(ok for gate, ok in checks.items() if gate != "promotable"), checks
        # 6. memtui never rewrites the user's files.
        assert note.read_text(encoding="utf-8") == note_text
        assert session.read_bytes() == transcript()
    finally:
        store.close()


_PEM_SPLIT = (
    "engine bug (memtui/engine/ingest.py _Ingestor.ingest_note → record): secrets are redacted "
    "per chunk, after chunk_daily_note has cut the note into ≤4-line chunks; a PEM block longer "
    "than what is left of its chunk (an EC key after one intro line: its last base64 line; a "
    "2048-bit RSA key: 19 base64 lines) is redacted only in the chunk holding -----BEGIN…-----; "
    "the key lines in the next chunks are stored, indexed, returned by memory_search, and, as "
    "they carry no [REDACTED], promotable: staged in DREAMS.md and sent to the diary model"
)
_CUT_AT_280 = (
    "engine bug (memtui/engine/chunking.py chunk_daily_note truncates to 280 chars before "
    "memtui/engine/ingest.py record redacts): a token that straddles the 280-char cut is left "
    "with too few characters for its pattern (ghp_ needs 30), so its first ~20 characters are "
    "stored and the chunk is promotable"
)


def test_private_keys_in_a_daily_note_are_redacted_whole(
    tmp_path: Path, server: DiaryServer, store_url: str
) -> None:
    ws = secret_ws(tmp_path / "ws", server)
    store = open_workspace_store(ws, store_url or None, now=at("2026-06-01T00:00:00"))
    try:
        write_note(ws, NOTE_DAY, daily_note(PEM_SECTIONS))
        queries = [q for *_, qs in PEM_SECTIONS for q in qs]
        _, _, searched = dream_with_votes(store, ws, queries)
        assert_store_clean(store)
        for query, hits in searched:
            assert_no_leak(f"memory_search results for {query!r}", hits)
        for request in server.requests:
            assert_no_leak("a diary request body", json.dumps(request.body, ensure_ascii=False))
        assert_no_leak("DREAMS.md", (ws.root / "DREAMS.md").read_text(encoding="utf-8"))
        assert_no_leak("MEMORY.md", (ws.root / "MEMORY.md").read_text(encoding="utf-8"))
    finally:
        store.close()


def test_a_token_at_the_280_char_cut_is_not_stored_in_part(ws: Workspace, store: Store) -> None:
    filler = "部署备忘：" + "CI 流水线在每次合并到主干后会自动构建镜像并推送到内部仓库，" * 10
    filler = filler[:250]
    line = f"{filler} token {GITHUB} 只给机器人账号用"
    assert len(f"CI: {line}") > MAX_CHUNK_CHARS > len(f"CI: {filler} token ghp_")
    write_note(ws, NOTE_DAY, f"## CI\n{line}\n")
    ingest(store, ws, at(f"{NOTE_DAY}T22:00:00"))
    assert_store_clean(store)
    # The long line is split, never cut (algorithm.md §3): the piece holding the redacted token
    # is unpromotable, and the rest of the line is kept.
    stored = views(store)
    redacted = [v for v in stored if "[REDACTED" in v.text]
    assert len(redacted) == 1 and unpromotable_reason(redacted[0].text) is not None
    assert "只给机器人账号用" in redacted[0].text
    assert any(filler[-20:] in v.text for v in stored)
