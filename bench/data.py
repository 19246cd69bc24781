"""Deterministic synthetic workspaces and stores for the benchmarks.

A workspace is what a coding agent on a payments team would have after a year: daily notes in
`memory/YYYY-MM-DD.md` mixing Chinese and English (decisions, incidents, to-dos, rules, meeting
notes, the odd shell command), a small MEMORY.md, and a store holding exactly `size` fragments
with the vote history of months of searches and the light/REM signals of past dream cycles.

Everything is a function of `(size, seed, now)`. The notes are written first and chunked with
the engine's own chunker, so every fragment, key, occurrence line range and `search_text` is what
`memtui ingest` would have produced (concept tags are approximated, see `quick_tags`). Votes,
recall aggregates and phase signals are generated consistently with each other. The store is
filled with bulk SQLAlchemy core inserts into the engine's real tables (the SQLite FTS5 triggers
index the texts): a 100 000-fragment store builds in well under a minute, where a real ingest plus
replayed searches would take many. Generated rows and built SQLite workspaces are cached on disk,
keyed by size, seed, data version and the shape of the engine's tables.
"""

from __future__ import annotations

import hashlib
import json
import math
import pickle
import random
import re
import shutil
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import Table, delete, func, select, text
from sqlalchemy.engine import Connection

from memtui.engine import store as store_module
from memtui.engine.claims import judged_columns
from memtui.engine.documents.chunking import chunk_daily_note
from memtui.engine.guard import unpromotable_reason
from memtui.engine.ingest.pipeline import search_text_for
from memtui.engine.judgement import RULES_VERSION
from memtui.engine.scoring import DAILY_NOTE_SCORE
from memtui.engine.store import (
    SCHEMA_VERSION,
    DiaryEntryRow,
    DreamRunRow,
    FragmentRow,
    MemoryVersionRow,
    OccurrenceRow,
    PhaseSignalRow,
    PromotionRow,
    SourceFileRow,
    Store,
    VoteRow,
    WorkspaceRow,
    open_store,
    to_db_time,
)
from memtui.engine.text import MAX_TAGS, STOPWORDS, claim_key, collapse_ws, query_hash

# Bump when the generator changes: cached workspaces of older versions are rebuilt.
DATA_VERSION = 1
TIMEZONE = "Asia/Shanghai"
TZ = ZoneInfo(TIMEZONE)
# Fixed "now" of every benchmark: the evening of the last day of the notes.
DEFAULT_NOW = datetime(2026, 6, 30, 22, 0, tzinfo=TZ)
STORE_DAYS = 365
# One year of daily notes for the ingest benchmark: 365 files, about 11 000 fragments.
INGEST_FRAGMENTS_PER_DAY = 30
# Share of a day's blocks that repeat an earlier claim (one fragment, several occurrences).
REPEAT_SHARE = 0.08
INSERT_BATCH = 5_000
MAX_QUERY_HASHES = 32
MAX_RECALL_DAYS = 16
CONFIG_TOML = f'[dreaming]\ntimezone = "{TIMEZONE}"\n\n[diary]\nmodel = ""\n'

# ------------------------------------------------------------------ vocabulary

SERVICES = (
    "checkout-web",
    "ledger-svc",
    "payments-api",
    "refund-worker",
    "billing-cron",
    "auth-gateway",
    "notify-svc",
    "risk-engine",
    "settlement-job",
    "report-etl",
    "search-indexer",
    "admin-console",
    "payout-svc",
    "fx-rates",
    "kyc-service",
    "invoice-api",
    "webhook-relay",
    "merchant-portal",
)
TECHS = (
    "PostgreSQL",
    "MySQL",
    "Redis",
    "Kafka",
    "S3",
    "Nginx",
    "Kubernetes",
    "Terraform",
    "Grafana",
    "Prometheus",
    "Sentry",
    "pgbouncer",
    "Celery",
    "gRPC",
    "ClickHouse",
    "Vault",
    "RabbitMQ",
    "Elasticsearch",
    "DynamoDB",
    "Envoy",
)
PEOPLE_EN = ("Wei", "Lin", "Chen", "Priya", "Alex", "Sam", "Jun", "Mei", "Omar", "Sofia", "Tom")
PEOPLE_ZH = ("小王", "老张", "阿杰", "李雪", "陈工", "刘姐", "周洋", "赵磊", "孙琪", "马可")
PROJECTS = ("PAY", "LED", "OPS", "CHK", "RISK", "INF")
WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五")
FLAGS = (
    "new_ledger_read",
    "async_refunds",
    "fx_cache_v2",
    "strict_idempotency",
    "split_payouts",
    "kafka_outbox",
    "pg_logical_sync",
    "rate_limit_v3",
    "dark_launch_checkout",
    "kyc_fast_path",
)

# (English, Chinese) topic words; most are in the engine's bilingual search glossary.
TOPICS = (
    ("database", "数据库"),
    ("test", "测试"),
    ("deploy", "部署"),
    ("rollback", "回滚"),
    ("migration", "迁移"),
    ("production", "生产"),
    ("review", "评审"),
    ("bug", "缺陷"),
    ("config", "配置"),
    ("cache", "缓存"),
    ("performance", "性能"),
    ("security", "安全"),
    ("backup", "备份"),
    ("monitoring", "监控"),
    ("logs", "日志"),
    ("index", "索引"),
    ("query", "查询"),
    ("api", "接口"),
    ("server", "服务器"),
    ("network", "网络"),
    ("frontend", "前端"),
    ("backend", "后端"),
    ("timeout", "超时"),
    ("error", "错误"),
    ("docs", "文档"),
    ("customer", "客户"),
    ("release", "发布"),
    ("password", "密码"),
)
SYMPTOMS = (
    ("started returning 502s", "开始大量返回 502"),
    ("leaked connections", "连接泄漏"),
    ("double-charged a few orders", "重复扣款了几笔订单"),
    ("fell behind by hours", "积压了好几个小时"),
    ("timed out on every retry", "每次重试都超时"),
    ("ran out of memory", "内存耗尽"),
    ("dropped webhook events", "丢了 webhook 事件"),
    ("served stale prices", "返回了过期价格"),
    ("locked the accounts table", "锁住了 accounts 表"),
    ("spammed the error channel", "把告警群刷屏了"),
)
CHANGES = (
    ("the Friday release", "周五发版"),
    ("a config push", "一次配置变更"),
    ("the schema migration", "表结构迁移"),
    ("the node pool upgrade", "节点池升级"),
    ("a dependency bump", "依赖升级"),
    ("the failover drill", "故障转移演练"),
    ("the index rebuild", "索引重建"),
    ("the traffic switch", "切流"),
)
CAUSES = (
    ("a missing index on merchant_id", "merchant_id 上缺索引"),
    ("an unbounded retry loop", "重试没有上限"),
    ("a cache key without the currency", "缓存 key 里漏了币种"),
    ("a float rounding error", "浮点数舍入误差"),
    ("the pool size left at 5", "连接池大小还是默认的 5"),
    ("clock skew between nodes", "节点之间时钟不同步"),
    ("a timeout shorter than the upstream's", "超时比上游还短"),
    ("an N+1 query in the serializer", "序列化里有 N+1 查询"),
    ("a stale DNS entry", "DNS 缓存过期"),
    ("the replica lagging behind", "从库延迟太大"),
)
PURPOSES = (
    ("idempotency keys", "幂等键"),
    ("session tokens", "会话令牌"),
    ("exchange rates", "汇率"),
    ("audit logs", "审计日志"),
    ("payout batches", "打款批次"),
    ("webhook retries", "webhook 重试队列"),
    ("the ledger snapshots", "账本快照"),
    ("rate limits", "限流计数"),
)
REASONS = (
    ("the team already runs it", "团队已经在运维它"),
    ("failover is simpler", "故障切换更简单"),
    ("it keeps strict ordering", "它能保证严格顺序"),
    ("costs stay predictable", "成本更可控"),
    ("the auditors asked for it", "审计要求这样做"),
    ("latency is lower", "延迟更低"),
)
ACTIONS = (
    ("add a dashboard for retry counts", "加一个重试次数的监控面板"),
    ("write the rollback runbook", "写好回滚手册"),
    ("move secrets to Vault", "把密钥迁到 Vault"),
    ("add an integration test against a real database", "补一个连真实数据库的集成测试"),
    ("cap the retry budget", "给重试加上预算上限"),
    ("split the nightly job by merchant", "把夜间任务按商户拆分"),
    ("turn on slow query logging", "打开慢查询日志"),
    ("document the on-call handover", "整理值班交接文档"),
    ("remove the legacy refund path", "下线旧的退款路径"),
    ("add alerts on replica lag", "给从库延迟加告警"),
)
CHECKS = (
    ("staging smoke test", "staging 冒烟测试"),
    ("second reviewer", "第二个人评审"),
    ("load test", "压测"),
    ("backup restore check", "备份恢复演练"),
    ("security review", "安全评审"),
)
HEADINGS_EN = {
    "incident": "Incidents",
    "decision": "Decisions",
    "todo": "TODO",
    "ask": "Meeting notes",
    "rule": "Rules",
    "perf": "Performance",
    "list": "Follow-ups",
    "noise": "Scratch",
}
HEADINGS_ZH = {
    "incident": "事故",
    "decision": "决定",
    "todo": "待办",
    "ask": "会议",
    "rule": "规范",
    "perf": "性能",
    "list": "后续跟进",
    "noise": "草稿",
}
KIND_WEIGHTS = (
    ("incident", 18),
    ("decision", 16),
    ("todo", 16),
    ("ask", 12),
    ("rule", 8),
    ("perf", 14),
    ("list", 12),
    ("noise", 4),
)
NOISE = (
    "kubectl -n payments rollout undo deploy/{svc} --to-revision={n}",
    "psql -h db-{n}.internal -c 'select count(*) from {topic}_events'",
    "curl -s https://{svc}.internal/healthz?probe={n}",
)


@dataclass(frozen=True)
class Block:
    """One heading and the lines under it: a paragraph (one line) or a list (2–3 items)."""

    heading: str
    lines: tuple[str, ...]


class TextMaker:
    """Seeded generator of realistic note blocks in Chinese (about half) and English."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._kinds = [k for k, _ in KIND_WEIGHTS]
        self._weights = [w for _, w in KIND_WEIGHTS]

    def _ticket(self) -> str:
        return f"{self.rng.choice(PROJECTS)}-{self.rng.randint(100, 9999)}"

    def _slots(self) -> dict[str, Any]:
        r = self.rng
        topic = r.choice(TOPICS)
        tech, tech2 = r.sample(TECHS, 2)
        return {
            "svc": r.choice(SERVICES),
            "tech": tech,
            "tech2": tech2,
            "ticket": self._ticket(),
            "n": r.randint(3, 950),
            "m": r.randint(20, 400),
            "flag": r.choice(FLAGS),
            "topic": topic,
            "symptom": r.choice(SYMPTOMS),
            "change": r.choice(CHANGES),
            "cause": r.choice(CAUSES),
            "purpose": r.choice(PURPOSES),
            "reason": r.choice(REASONS),
            "action": r.choice(ACTIONS),
            "check": r.choice(CHECKS),
            "day": r.randrange(len(WEEKDAYS_EN)),
            "en_person": r.choice(PEOPLE_EN),
            "zh_person": r.choice(PEOPLE_ZH),
        }

    def _english(self, kind: str, s: dict[str, Any]) -> str:
        if kind == "incident":
            return (
                f"Incident {s['ticket']}: {s['svc']} {s['symptom'][0]} for {s['n']} minutes after "
                f"{s['change'][0]}; root cause was {s['cause'][0]}."
            )
        if kind == "decision":
            return (
                f"Decision: {s['svc']} keeps {s['purpose'][0]} in {s['tech']} instead of "
                f"{s['tech2']}, because {s['reason'][0]} ({s['ticket']})."
            )
        if kind == "todo":
            return f"{s['ticket']}: {s['action'][0]} for {s['svc']} before {WEEKDAYS_EN[s['day']]}."
        if kind == "ask":
            return (
                f"{s['en_person']} asked us to {s['action'][0]} in {s['svc']}; we ship it behind "
                f"the {s['flag']} flag, {s['ticket']}."
            )
        if kind == "rule":
            return (
                f"Rule: every {s['topic'][0]} change to {s['svc']} needs a {s['check'][0]} before "
                f"it reaches production ({s['ticket']})."
            )
        return (
            f"Measured {s['svc']} p95 at {s['n']} ms after moving the {s['topic'][0]} layer to "
            f"{s['tech']}; the target is {s['m']} ms ({s['ticket']})."
        )

    def _chinese(self, kind: str, s: dict[str, Any]) -> str:
        if kind == "incident":
            return (
                f"事故 {s['ticket']}：{s['svc']} 在{s['change'][1]}之后{s['symptom'][1]}，"
                f"持续 {s['n']} 分钟，根因是{s['cause'][1]}。"
            )
        if kind == "decision":
            return (
                f"决定：{s['svc']} 的{s['purpose'][1]}继续放在 {s['tech']}，不迁到 {s['tech2']}，"
                f"因为{s['reason'][1]}（{s['ticket']}）。"
            )
        if kind == "todo":
            return f"{s['ticket']}：{WEEKDAYS_ZH[s['day']]}之前给 {s['svc']} {s['action'][1]}。"
        if kind == "ask":
            return (
                f"{s['zh_person']}希望在 {s['svc']} 里{s['action'][1]}，先用 {s['flag']} 开关灰度，"
                f"见 {s['ticket']}。"
            )
        if kind == "rule":
            return (
                f"规范：{s['svc']} 的每次{s['topic'][1]}变更都必须先做{s['check'][1]}，"
                f"再上生产（{s['ticket']}）。"
            )
        return (
            f"{s['svc']} 把{s['topic'][1]}层迁到 {s['tech']} 后 p95 是 {s['n']} ms，"
            f"目标 {s['m']} ms（{s['ticket']}）。"
        )

    def block(self) -> Block:
        """One new block; its chunk text is unique with overwhelming probability."""
        r = self.rng
        kind = r.choices(self._kinds, self._weights)[0]
        chinese = r.random() < 0.5
        heading = (HEADINGS_ZH if chinese else HEADINGS_EN)[kind]
        if kind == "noise":
            s = self._slots()
            template = r.choice(NOISE)
            line = template.format(svc=s["svc"], n=s["n"], topic=s["topic"][0])
            return Block(heading, (line,))
        if kind == "list":
            items = []
            for _ in range(r.randint(2, 3)):
                s = self._slots()
                if chinese:
                    items.append(f"- {s['svc']}：{s['action'][1]}（{s['ticket']}）")
                else:
                    items.append(f"- {s['svc']}: {s['action'][0]} ({s['ticket']})")
            return Block(heading, tuple(items))
        s = self._slots()
        body = self._chinese(kind, s) if chinese else self._english(kind, s)
        return Block(heading, (body,))


def query_pool(seed: int, language: str, n: int) -> list[str]:
    """`n` distinct search queries an agent would type, in `zh` or `en` (seeded order)."""
    rng = random.Random(f"{seed}:queries:{language}")
    out: list[str] = []
    pairs = [(a, b) for a in TOPICS for b in TOPICS if a != b]
    rng.shuffle(pairs)
    for i, (a, b) in enumerate(pairs):
        if language == "zh":
            if i % 3 == 0:
                out.append(f"{SERVICES[i % len(SERVICES)]} {a[1]}{b[1]}")
            else:
                out.append(f"{a[1]}{b[1]}")
        elif i % 3 == 0:
            out.append(f"{a[0]} {b[0]} {SERVICES[i % len(SERVICES)]}")
        else:
            out.append(f"{a[0]} {b[0]}")
        if len(out) >= n:
            break
    return out


# ------------------------------------------------------------------ notes


@dataclass
class NoteDay:
    """One daily note: its date and its blocks in order."""

    day: str
    blocks: list[Block]


def store_days(size: int) -> int:
    """Days of notes behind a store of `size` fragments: a year, less for tiny stores."""
    return min(STORE_DAYS, max(7, math.ceil(size / 5)))


def day_list(now: datetime, days: int) -> list[str]:
    """The `days` local dates ending on `now`'s, oldest first."""
    today = now.astimezone(TZ).date()
    return [(today - timedelta(days=days - 1 - i)).isoformat() for i in range(days)]


def plan_notes(size: int, days: int, seed: int, now: datetime) -> list[NoteDay]:
    """`size` unique claims spread over `days` daily notes, with some claims repeated later."""
    rng = random.Random(f"{seed}:notes:{size}:{days}")
    maker = TextMaker(rng)
    seen: set[str] = set()
    earlier: list[Block] = []
    out: list[NoteDay] = []
    for i, day in enumerate(day_list(now, days)):
        fresh = size * (i + 1) // days - size * i // days
        blocks: list[Block] = []
        while len(blocks) < fresh:
            block = maker.block()
            ident = claim_key(_expected_text(block))
            if ident in seen:
                continue
            seen.add(ident)
            blocks.append(block)
        fresh_blocks = list(blocks)
        repeats = min(len(earlier), round(REPEAT_SHARE * fresh))
        for old in rng.sample(earlier, repeats) if repeats else []:
            blocks.insert(rng.randrange(len(blocks) + 1), old)
        earlier.extend(fresh_blocks)
        out.append(NoteDay(day, blocks))
    return out


def _expected_text(block: Block) -> str:
    """The chunk text the chunker makes of a block (used only to keep claims unique)."""
    body = "; ".join(line[2:] for line in block.lines) if len(block.lines) > 1 else block.lines[0]
    return collapse_ws(f"{block.heading}: {body}")


def render_note(note: NoteDay) -> str:
    """A daily note: a date title (a generic heading, dropped), then each block under its heading."""
    parts = [f"# {note.day}", ""]
    for block in note.blocks:
        parts.append(f"## {block.heading}")
        parts.extend(block.lines)
        parts.append("")
    return "\n".join(parts)


MEMORY_MD = """# MEMORY

## 规范
- 金额一律用 int64 的「分」存储和传输，禁止 float。
- 今后所有测试必须使用真实数据库，不接受 mock。

## Preferences
- Answer with the conclusion first, then the details.
- Commit messages in English; discussions in Chinese.
- Every POST to payments-api carries an Idempotency-Key header.
"""


def write_workspace_files(root: Path, notes: Sequence[NoteDay]) -> None:
    """Config, MEMORY.md and the daily notes of a workspace."""
    (root / "memory").mkdir(parents=True, exist_ok=True)
    (root / ".memtui.toml").write_text(CONFIG_TOML, encoding="utf-8")
    (root / "MEMORY.md").write_text(MEMORY_MD, encoding="utf-8")
    for note in notes:
        (root / "memory" / f"{note.day}.md").write_text(render_note(note), encoding="utf-8")


def make_ingest_workspace(root: Path, days: int, seed: int, now: datetime) -> int:
    """A workspace of `days` daily notes (30 fragments a day) and no store; returns the claims."""
    size = INGEST_FRAGMENTS_PER_DAY * days
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    write_workspace_files(root, plan_notes(size, days, seed + 1, now))
    return size


# ------------------------------------------------------------------ store rows


@dataclass
class StoreRows:
    """Every row of a synthetic store, ids relative (fragment n is `n`, from 0)."""

    fragments: list[dict[str, Any]] = field(default_factory=list)
    occurrences: list[dict[str, Any]] = field(default_factory=list)
    votes: list[dict[str, Any]] = field(default_factory=list)
    signals: list[dict[str, Any]] = field(default_factory=list)


_COMPOUND_RE = re.compile(r"[a-z0-9]+(?:[_-][a-z0-9]+)+")
_WORD_RE = re.compile(r"[a-z][a-z0-9]{2,}")
_ZH_TOPICS = tuple(zh for _, zh in TOPICS)
_NOISE_PREFIXES = tuple(f"{h[kind]}: " for h in (HEADINGS_EN, HEADINGS_ZH) for kind in ("noise",))


def quick_tags(text_: str) -> list[str]:
    """Concept tags shaped like ingest's (§2: compounds, then words), without jieba.

    `memtui.engine.text.concept_tags` segments Chinese with jieba at about 0.3 ms a fragment,
    a minute for a 100 000-fragment store; the benchmarks only need tags of the same kind and
    number (REM themes and the conceptual component count them), so compounds (service names,
    tickets), Latin words and the Chinese topic words are taken by regex.
    """
    lowered = text_.lower()
    tags: list[str] = []
    for found in (
        _COMPOUND_RE.findall(lowered),
        [w for w in _WORD_RE.findall(lowered) if w not in STOPWORDS],
        [zh for zh in _ZH_TOPICS if zh in text_],
    ):
        for tag in found:
            if tag not in tags:
                tags.append(tag)
    return tags[:MAX_TAGS]


def _promotable(text_: str) -> bool:
    """The guard's verdict; only the scratch blocks (shell commands) can fail it."""
    return not text_.startswith(_NOISE_PREFIXES) or unpromotable_reason(text_) is None


def _local(day: str, hour: int, minute: int = 0) -> datetime:
    return datetime.fromisoformat(day).replace(hour=hour, minute=minute, tzinfo=TZ)


def _vote_days(rng: random.Random, first: int, today: int, n: int, window: int | None) -> list[int]:
    lo = first if window is None else max(first, today - window)
    # Recent days are likelier: the square of a uniform draw leans toward `today`.
    return [today - int((today - lo + 1) * rng.random() ** 2) for _ in range(n)]


def make_rows(notes: Sequence[NoteDay], seed: int, now: datetime) -> StoreRows:
    """Fragments and occurrences exactly as ingest makes them, plus votes and phase signals."""
    rng = random.Random(f"{seed}:history")
    rows = StoreRows()
    index: dict[str, int] = {}
    occ_days: list[set[str]] = []
    days = [n.day for n in notes]
    day_no = {d: i for i, d in enumerate(days)}
    for note in notes:
        path = f"memory/{note.day}.md"
        ingested = to_db_time(_local(note.day, 21))
        for chunk in chunk_daily_note(render_note(note)):
            text_ = collapse_ws(chunk.text)
            key = claim_key(text_)
            n = index.get(key)
            if n is None:
                n = index[key] = len(rows.fragments)
                occ_days.append(set())
                rows.fragments.append(
                    {
                        "key": key,
                        "text": text_,
                        "kind": "daily",
                        "first_seen_at": ingested,
                        "concept_tags": quick_tags(text_),
                        "search_text": search_text_for(text_),
                        "promotable": _promotable(text_),
                    }
                )
            frag = rows.fragments[n]
            frag["last_seen_at"] = ingested
            frag["last_ingested_day"] = note.day
            occ_days[n].add(note.day)
            rows.occurrences.append(
                {
                    "fragment": n,
                    "path": path,
                    "start_line": chunk.start_line,
                    "end_line": chunk.end_line,
                    "day": note.day,
                    "seen_at": ingested,
                }
            )
    languages = {"zh": query_pool(seed, "zh", 300), "en": query_pool(seed, "en", 300)}
    queries = [(q, query_hash(q)) for pool in languages.values() for q in pool]
    today = len(days) - 1
    hot = set(rng.sample(range(len(rows.fragments)), max(12, len(rows.fragments) // 200)))
    for n, frag in enumerate(rows.fragments):
        first = day_no[min(occ_days[n])]
        age = today - first
        if n in hot:
            votes = _vote_days(rng, first, today, rng.randint(6, 30), 20)
        elif rng.random() < (0.35 if age <= 30 else 0.2 if age <= 90 else 0.1):
            count = 1
            while count < 25 and rng.random() < 0.55:
                count += 1
            votes = _vote_days(rng, first, today, count, None)
        else:
            votes = []
        _apply_votes(rows, n, frag, votes, days, queries, rng, len(occ_days[n]))
        _add_signals(rows, n, frag, days, now, rng)
    return rows


def _apply_votes(
    rows: StoreRows,
    n: int,
    frag: dict[str, Any],
    vote_days: Sequence[int],
    days: Sequence[str],
    queries: Sequence[tuple[str, str]],
    rng: random.Random,
    daily_count: int,
) -> None:
    """Vote rows (one per fragment, query and day) and the fragment's recall aggregates."""
    # A fragment is found by a handful of related queries, not by the whole pool.
    own = rng.sample(queries, 6)
    seen: set[tuple[str, str]] = set()
    history: list[tuple[datetime, str, str, float]] = []
    for d in vote_days:
        query, qh = rng.choice(own)
        day = days[d]
        if (qh, day) in seen:
            continue
        seen.add((qh, day))
        at = _local(day, rng.randint(8, 21), rng.randint(0, 59))
        history.append((at, query, qh, round(rng.uniform(0.3, 1.0), 4)))
    history.sort()
    for at, query, qh, score in history:
        rows.votes.append(
            {
                "fragment": n,
                "query_hash": qh,
                "query": query,
                "day": at.date().isoformat(),
                "score": score,
                "at": to_db_time(at),
                "via": "search",
            }
        )
    hashes: list[str] = []
    for _, _, qh, _ in history:
        hashes = [h for h in hashes if h != qh] + [qh]
    frag["recall_count"] = len(history)
    frag["daily_count"] = daily_count
    frag["total_score"] = round(daily_count * DAILY_NOTE_SCORE + sum(h[3] for h in history), 4)
    frag["max_score"] = max([DAILY_NOTE_SCORE] + [h[3] for h in history])
    frag["query_hashes"] = hashes[-MAX_QUERY_HASHES:]
    frag["recall_days"] = sorted({h[0].date().isoformat() for h in history})[-MAX_RECALL_DAYS:]
    frag["last_recalled_at"] = to_db_time(history[-1][0]) if history else None


def _add_signals(
    rows: StoreRows,
    n: int,
    frag: dict[str, Any],
    days: Sequence[str],
    now: datetime,
    rng: random.Random,
) -> None:
    """Light and REM hits of past nights for fragments recalled in the last two weeks."""
    last = frag["last_recalled_at"]
    if last is None or now - last > timedelta(days=14) or rng.random() > 0.4:
        return
    light_day = min(
        days[-1], (last.astimezone(TZ) + timedelta(days=rng.randint(0, 2))).date().isoformat()
    )
    light_at = to_db_time(_local(light_day, 3))
    rem = rng.random() < 0.25
    rows.signals.append(
        {
            "fragment": n,
            "light_hits": rng.randint(1, 3),
            "last_light_at": light_at,
            "rem_hits": 1 if rem else 0,
            "last_rem_at": light_at if rem else None,
            "last_rem_considered_at": light_at,
        }
    )


# ------------------------------------------------------------------ bulk insert


def _table(model: Any) -> Table:
    return model.__table__  # type: ignore[no-any-return]


def _batched(
    rows: Sequence[dict[str, Any]], size: int = INSERT_BATCH
) -> Iterator[list[dict[str, Any]]]:
    for i in range(0, len(rows), size):
        yield list(rows[i : i + size])


def _derived(fragment: dict[str, Any]) -> dict[str, Any]:
    """Columns the store derives from a fragment's lists on every ORM write, when it has any.

    Core inserts skip ORM events, so whatever `derived_columns` the store defines is applied here.
    """
    derive = getattr(store_module, "derived_columns", None)
    if derive is None:
        return {}
    return dict(derive(fragment["query_hashes"], fragment["recall_days"], fragment["concept_tags"]))


def _fragment_ids(conn: Connection, backend: str, n: int) -> list[int]:
    """`n` fresh fragment ids: the sequence on PostgreSQL (shared database), max+1 on SQLite."""
    if n == 0:
        return []
    if backend == "postgresql":
        seq = conn.execute(text("SELECT pg_get_serial_sequence('fragment', 'id')")).scalar_one()
        got = conn.execute(
            text("SELECT nextval(CAST(:seq AS regclass)) FROM generate_series(1, :n)"),
            {"seq": seq, "n": n},
        )
        return [int(r[0]) for r in got]
    start = int(
        conn.execute(select(func.coalesce(func.max(_table(FragmentRow).c.id), 0))).scalar_one()
    )
    return list(range(start + 1, start + n + 1))


def source_file_rows(
    root: Path, workspace_id: int, fragments_per_path: dict[str, int]
) -> list[dict[str, Any]]:
    """Fingerprints of the workspace's daily notes, as if each was ingested on its own day."""
    out = []
    for path in sorted((root / "memory").glob("*.md")):
        st = path.stat()
        day = path.stem[:10]
        rel = f"memory/{path.name}"
        out.append(
            {
                "workspace_id": workspace_id,
                "path": rel,
                "size": st.st_size,
                "mtime_ns": st.st_mtime_ns,
                "content_hash": hashlib.sha256(path.read_bytes()).hexdigest(),
                "ingested_at": to_db_time(_local(day, 21)),
                "ingested_day": day,
                "fragments": fragments_per_path.get(rel, 0),
                "cursor": 0,
                "error": "",
            }
        )
    return out


def insert_rows(store: Store, rows: StoreRows, root: Path) -> None:
    """Bulk-insert a synthetic store into the workspace's (empty) store, in one transaction."""
    ws_id = store.workspace_id
    with store.engine.begin() as conn:
        ids = _fragment_ids(conn, store.backend, len(rows.fragments))
        frags = [
            # A store memtui maintained has every fragment judged by the current rules and in a
            # claim (its own, here) with its claim terms (algorithm.md §6.5).
            {
                **f,
                **_derived(f),
                **judged_columns(f["text"]),
                "id": ids[n],
                "workspace_id": ws_id,
                "claim_id": ids[n],
            }
            for n, f in enumerate(rows.fragments)
        ]
        for batch in _batched(frags):
            conn.execute(_table(FragmentRow).insert(), batch)
        for model, items in (
            (OccurrenceRow, rows.occurrences),
            (VoteRow, rows.votes),
            (PhaseSignalRow, rows.signals),
        ):
            resolved = [
                {
                    **{k: v for k, v in item.items() if k != "fragment"},
                    "fragment_id": ids[item["fragment"]],
                    "workspace_id": ws_id,
                }
                for item in items
            ]
            for batch in _batched(resolved):
                conn.execute(_table(model).insert(), batch)
        per_path: dict[str, set[int]] = {}
        for occ in rows.occurrences:
            per_path.setdefault(occ["path"], set()).add(occ["fragment"])
        sources = source_file_rows(root, ws_id, {p: len(f) for p, f in per_path.items()})
        if sources:
            conn.execute(_table(SourceFileRow).insert(), sources)


def analyze(store: Store) -> None:
    """Vacuum and refresh PostgreSQL's planner statistics after a bulk load.

    A live store gets both from autovacuum within a minute of such a load; without them the
    first minutes of a benchmark would measure plans made for empty tables and heap pages not
    yet marked all-visible. SQLite is left as the engine leaves it (no ANALYZE).
    """
    if store.backend == "postgresql":
        with store.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            for model in (FragmentRow, OccurrenceRow, VoteRow, PhaseSignalRow, SourceFileRow):
                conn.exec_driver_sql(f"VACUUM ANALYZE {_table(model).name}")


def purge_workspace(store: Store) -> None:
    """Delete every row of the store's workspace (PostgreSQL runs share one database)."""
    ws_id = store.workspace_id
    with store.engine.begin() as conn:
        for model in (
            VoteRow,
            OccurrenceRow,
            PhaseSignalRow,
            PromotionRow,
            MemoryVersionRow,
            DiaryEntryRow,
            DreamRunRow,
            SourceFileRow,
            FragmentRow,
        ):
            table = _table(model)
            conn.execute(delete(table).where(table.c.workspace_id == ws_id))
        table = _table(WorkspaceRow)
        conn.execute(delete(table).where(table.c.id == ws_id))


def checkpoint_sqlite(store: Store) -> None:
    """Fold the WAL into the database file so the workspace folder can be copied as is."""
    if store.backend == "sqlite":
        with store.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")


# ------------------------------------------------------------------ cached workspaces


@dataclass
class BuiltWorkspace:
    """A synthetic workspace on disk: its folder, and how big its store is."""

    root: Path
    size: int
    seed: int
    counts: dict[str, int]
    build_seconds: float


def schema_tag() -> str:
    """A short hash of the engine's tables: a changed schema never reuses a cached store."""
    from sqlmodel import SQLModel

    from memtui.engine.store.search_index import SQLITE_FTS

    shape = ";".join(
        f"{t.name}:"
        + ",".join(f"{c.name}/{c.type}" for c in t.columns)
        + "|"
        + ",".join(sorted(f"{ix.name}({','.join(c.name for c in ix.columns)})" for ix in t.indexes))
        for t in sorted(SQLModel.metadata.tables.values(), key=lambda t: t.name)
    )
    # The full-text index is made outside the models; a cached store must have today's. Its
    # fragments are judged and grouped by the rules of their build (`judged_columns`): a store
    # built under older rules would spend its first cycle re-judging them all (an upgrade's
    # one-time cost, not a night's).
    shape += "|" + ";".join(SQLITE_FTS)
    key = f"{DATA_VERSION}|{SCHEMA_VERSION}|{RULES_VERSION}|{shape}"
    return hashlib.sha1(key.encode()).hexdigest()[:10]


def _cache_name(size: int, seed: int) -> str:
    return f"ws-{schema_tag()}-n{size}-s{seed}"


def _rows_cached(
    cache: Path, size: int, seed: int, now: datetime
) -> tuple[list[NoteDay], StoreRows]:
    """Notes and rows of a store, pickled under the cache (generation is the slow part)."""
    path = cache / f"rows-v{DATA_VERSION}-n{size}-s{seed}-{now.date().isoformat()}.pickle"
    if path.is_file():
        with path.open("rb") as fh:
            notes, rows = pickle.load(fh)
        return notes, rows
    notes = plan_notes(size, store_days(size), seed, now)
    rows = make_rows(notes, seed, now)
    tmp = path.with_suffix(".tmp")
    with tmp.open("wb") as fh:
        pickle.dump((notes, rows), fh, protocol=pickle.HIGHEST_PROTOCOL)
    tmp.replace(path)
    return notes, rows


def build_workspace(
    cache: Path, size: int, seed: int, now: datetime, *, url: str = "", root: Path | None = None
) -> BuiltWorkspace:
    """A workspace with a `size`-fragment store: cached SQLite, or a fresh one at `url`.

    With `url` (PostgreSQL) the notes are written to `root` and the rows inserted there; the
    caller purges them afterwards. Without it the SQLite workspace under `cache` is reused when
    it was built before with the same size, seed and data version.
    """
    cache.mkdir(parents=True, exist_ok=True)
    target = root or cache / _cache_name(size, seed)
    marker = target / "bench-built.json"
    if not url and marker.is_file():
        meta = json.loads(marker.read_text(encoding="utf-8"))
        if meta.get("now") == now.isoformat():
            return BuiltWorkspace(target, size, seed, meta["counts"], 0.0)
    started = time.perf_counter()
    notes, rows = _rows_cached(cache, size, seed, now)
    if target.exists():
        shutil.rmtree(target)
    write_workspace_files(target, notes)
    store = open_store(target, url, now=now)
    try:
        insert_rows(store, rows, target.resolve())
        checkpoint_sqlite(store)
        analyze(store)
    except BaseException:
        if url:
            purge_workspace(store)
        raise
    finally:
        store.close()
    counts = {
        "fragments": len(rows.fragments),
        "occurrences": len(rows.occurrences),
        "votes": len(rows.votes),
        "phase_signals": len(rows.signals),
        "notes": len(notes),
    }
    seconds = time.perf_counter() - started
    if not url:
        marker.write_text(
            json.dumps({"size": size, "seed": seed, "now": now.isoformat(), "counts": counts}),
            encoding="utf-8",
        )
    return BuiltWorkspace(target, size, seed, counts, seconds)


def copy_workspace(src: Path, dest: Path, *, with_store: bool = True) -> Path:
    """A scratch copy of a workspace (file times kept, so ingest sees unchanged notes)."""
    if dest.exists():
        shutil.rmtree(dest)
    ignore = None if with_store else shutil.ignore_patterns(".memtui", "bench-built.json")
    shutil.copytree(src, dest, ignore=ignore)
    return dest


def fragment_ids_sample(store: Store, n: int, seed: int) -> list[int]:
    """`n` seeded fragment ids of the store (stand-ins for one search's hits)."""
    with store.engine.connect() as conn:
        table = _table(FragmentRow)
        ids = [
            int(r[0])
            for r in conn.execute(
                select(table.c.id).where(table.c.workspace_id == store.workspace_id)
            )
        ]
    rng = random.Random(f"{seed}:sample:{n}")
    return rng.sample(ids, min(n, len(ids)))
