"""The words of the demo workspace: notes, transcripts, searches and sample diary prose.

Everything here is plain data; `memtui.demo.workspace` decides when each piece is written or searched.
The notes are what a coding agent working with a payments team would keep over six weeks: a
MySQL → PostgreSQL ledger migration, CI, on-call, a checkout frontend rewrite, the team's rules
and preferences, unfinished work, and the noise a real notebook collects (one-off questions,
exploration, shell commands, a stack trace, a bare timestamp).

Days are *workday indexes* (0 = the first weekday of the six weeks, 29 = the last), so the story
keeps its shape whatever date the demo ends on. A block may contain `{date}` (the note's day).
"""

from __future__ import annotations

from dataclasses import dataclass

# ------------------------------------------------------------------ facts worth keeping

# Blocks that matter later: searched on several days, approved, or left pending. Each is
# written as its own chunk (own paragraph or list under its heading), so the same text always
# lands in the same fragment.
FACTS: dict[str, tuple[str, str]] = {
    "rule": (
        "PR 评审",
        "发现问题：mock 数据库让上季度的迁移 Bug 逃过了测试，在生产才暴露。\n"
        "规范：今后所有测试必须使用真实数据库，不接受 mock。",
    ),
    "replication": (
        "决定",
        "Ledger 迁移用 PostgreSQL logical replication 做增量同步，不做应用层双写：四月演练里"
        "双写留下了 1200 多条孤儿记录，对账花了两天。",
    ),
    "cents": (
        "规范",
        "金额一律用 int64 的「分」存储和传输，禁止 float；展示层再按币种小数位格式化（JPY 0 位，USD 2 位）。",
    ),
    "idempotency": (
        "Payments API",
        "Every POST /v1/charges and /v1/refunds must carry an Idempotency-Key header; keys live "
        "24h in Redis and a replay returns the original response, never a second charge.",
    ),
    "utc": (
        "Decisions",
        "All timestamps are stored in UTC (timestamptz); conversion to Asia/Shanghai happens only "
        "in checkout-web and in the finance reports.",
    ),
    "answers": (
        "偏好",
        "用户偏好：回答先给结论再给细节；代码注释和 commit message 用英文，讨论用中文。",
    ),
    "pnpm": (
        "Preferences",
        "Wei prefers pnpm over npm in checkout-web and the lockfile is always committed; don't "
        "suggest yarn.",
    ),
    "standup": ("团队约定", "每天 10:00 站会，周五改成在 #payments-standup 里异步文字更新。"),
    "release": (
        "发布流程",
        "- 只在周二、周四发版，周五下午不发\n"
        "- 发布前必须在 staging 跑完 smoke test\n"
        "- 回滚脚本在 ops/rollback.sh，先回滚再排查",
    ),
    "oncall": (
        "On-call",
        "Handover every Monday 10:30: the outgoing engineer writes open incidents and noisy alerts "
        "into the handover doc. A P1 gets a thread in #inc within 15 minutes, no exceptions.",
    ),
    "pr_size": (
        "PR 评审",
        "PR 超过 400 行（不含生成代码）要拆开；每个 PR 至少一位 payments 组成员 approve 才能合并。",
    ),
    "checkout": (
        "Checkout 重写",
        "决定：checkout-web 从 jQuery 迁到 React 18 + Vite，分三期上线，第一期只做支付方式选择页，"
        "旧页面用 feature flag 保留回退。",
    ),
    "replica": (
        "决定",
        "写流量切到 PostgreSQL 之后，MySQL 只读副本再保留 30 天，作为回退和对账的依据，之后才下线。",
    ),
    "flaky": (
        "CI",
        "test_refund_webhook_retry is flaky because the webhook signer reads the wall clock; "
        "quarantined with a rerun marker until the signer takes an injected clock.",
    ),
    "cutover_steps": (
        "Ledger 迁移",
        "1. logical replication 追平，lag < 1s\n"
        "2. 行数 + checksum 逐表校验\n"
        "3. 读流量 10% → 50% → 100%，每步观察 48h\n"
        "4. 发版窗口内切写流量，DBA 在线",
    ),
    "tanstack": (
        "决定",
        "Checkout 的数据请求统一用 TanStack Query，不自己写缓存层；重试交给它，但支付提交例外，永不自动重试。",
    ),
    "lag_alert": (
        "决定",
        "Kafka consumer lag 告警改成持续 10 分钟超过阈值才触发，不再看瞬时值；半夜被叫醒三次都是误报。",
    ),
}

# ------------------------------------------------------------------ the story, by workday

Block = tuple[str, str]  # (heading, markdown lines)

STORY: dict[int, list[str | Block]] = {
    0: [
        "standup",
        (
            "Ledger 迁移",
            "Kickoff：ledger 从 MySQL 5.7 迁到 PostgreSQL 16，目标六周内切完读写流量。负责人 Wei，DBA 支持是 Rosa。",
        ),
        "replication",
    ],
    1: [
        "answers",
        (
            "Ledger 迁移",
            "RFC 初稿写完，放在 docs/rfc/0017-ledger-postgres.md；Rosa 建议先在 staging 演练一次全量同步。",
        ),
        (
            "CI",
            "go test in GitHub Actions went from 9 to 4 minutes: cached GOMODCACHE with actions/cache and split the integration suite into two parallel jobs.",
        ),
    ],
    2: [
        "idempotency",
        (
            "Payments API",
            "Today charges only dedupe on order_id in MySQL, which breaks for partial captures; the Idempotency-Key design covers that case too.",
        ),
    ],
    3: [
        "utc",
        (
            "On-call",
            "Mateo is on call this week. Quiet so far: two low-priority alerts about consumer lag on settlement-events.",
        ),
    ],
    4: ["checkout", "pnpm"],
    5: [
        "cents",
        (
            "Ledger 迁移",
            "Staging 全量同步演练：4.1 亿行用了 5 小时 40 分，replication lag 稳定在 2 秒以内。",
        ),
    ],
    6: [
        "flaky",
        (
            "Checkout 重写",
            "Vite 脚手架搭好了；组件先用 Radix + Tailwind，设计稿在 Figma 的 Checkout v2。",
        ),
    ],
    7: [
        (
            "Ledger 迁移",
            "Migration 0042 把 refunds.amount 从 DECIMAL(12,2) 改成 BIGINT（分），计划下周上线。",
        ),
        (
            "Payments API",
            "The refund endpoint now answers 409 when an Idempotency-Key is reused with a different body; noted in the API changelog.",
        ),
    ],
    8: [
        (
            "事故复盘",
            "重读上季度 JPY 退款事故的复盘：迁移改了金额精度，老视图 v_refund_totals 还按两位小数换算，日元退款被放大 100 倍。当时的测试全用 sqlmock，迁移从没在真实库上跑过。",
        ),
        (
            "事故复盘",
            "Two action items from that retro never got done: run migrations against a real Postgres in CI, and add a currency-aware amount check on the refund path.",
        ),
    ],
    9: [
        "rule",
        (
            "CI",
            "CI 加了 postgres:16 service container，迁移测试在真实库上跑，每次多 50 秒，可以接受。",
        ),
    ],
    10: [
        (
            "Ledger 迁移",
            "0042 在 staging 的真实库上跑出问题：v_refund_totals 还在用 amount/100.0，和上季度一模一样的坑。视图已修，加了回归测试。",
        ),
        (
            "Checkout 重写",
            "第一期（支付方式选择页）联调中；Apple Pay 按钮在 Safari 16 下不显示，待查。",
        ),
    ],
    11: [
        "cutover_steps",
        (
            "On-call",
            "Mateo handed over to Li Na. Still open: the Kafka consumer lag alert is noisy, the threshold is probably too low.",
        ),
    ],
    12: [
        (
            "CI",
            "迁移测试跑在真实 PostgreSQL 上的第一周，抓到两个 mock 永远发现不了的问题：索引名冲突、默认值的时区。",
        ),
    ],
    13: [
        (
            "Ledger 迁移",
            "Replication caught up; row counts match on every table. Checksums differ on three tables, all updated_at precision (MySQL seconds vs PG microseconds): compare truncated to seconds.",
        ),
    ],
    14: ["release", "standup"],
    15: [
        ("Ledger 迁移", "读流量切了 10% 到 PostgreSQL，p99 从 38ms 降到 24ms。"),
        (
            "Checkout 重写",
            "Apple Pay 的问题：merchant validation 的域名没加 staging 子域名。已修。",
        ),
    ],
    16: ["tanstack"],
    17: [
        (
            "On-call",
            "P2 at 02:40: payments-gateway 5xx spike for 12 minutes during a Redis failover; idempotency lookups timed out and the gateway failed closed, which is what we want.",
        ),
        (
            "On-call",
            '```\nTraceback (most recent call last):\n  File "gateway/idempotency.py", line 88, in lookup\n    cached = await redis.get(key)\nredis.exceptions.TimeoutError: Timeout reading from 10.4.2.17:6379\n```',
        ),
        ("On-call", "{date} 02:40:17 +08:00"),
    ],
    18: [
        (
            "事故复盘",
            "Redis failover 复盘结论：幂等 key 查询超时时继续 fail closed，超时从 50ms 调到 200ms，季度计划里加一次 failover 演练。",
        ),
    ],
    19: [
        "oncall",
        ("Ledger 迁移", "读流量到 50%，一切正常；Rosa 要求切写之前先做一次回退演练。"),
    ],
    20: [
        ("Checkout 重写", "第一期灰度 5%：转化率和旧页面持平，JS 包 148KB gz，目标 120KB 以下。"),
    ],
    21: [
        "pr_size",
        (
            "CI",
            "Too many Dependabot PRs: switched to a weekly batch, minor and patch bumps grouped into one PR.",
        ),
    ],
    22: [
        (
            "Ledger 迁移",
            "回退演练：读流量切回 MySQL 用了 4 分钟，比预期顺利；切写的回退方案还没定。",
        ),
        "lag_alert",
    ],
    23: ["replica"],
    24: [
        (
            "Checkout 重写",
            "第二期范围定了：地址表单和优惠券；第三期是订单确认页。旧 jQuery 页面在第三期上线 30 天后再删。",
        ),
        "standup",
    ],
    25: [
        (
            "Ledger 迁移",
            "100% of reads are on PostgreSQL. The write cutover goes into next Tuesday's release window (we only ship on Tuesdays and Thursdays).",
        ),
        (
            "On-call",
            "Li Na handed over to Wei. Open: chargeback-sync still runs on Jenkins and fails silently when it retries.",
        ),
    ],
    26: [
        (
            "Checkout 重写",
            "Bundle down to 131KB gz after dropping moment.js for date-fns; still above the 120KB target.",
        ),
    ],
    27: [
        (
            "Ledger 迁移",
            "切写 checklist 草稿：冻结 schema 变更、暂停 ledger-audit job、DBA 在线、回滚脚本预演一遍。",
        ),
    ],
    28: [
        (
            "PR 评审",
            "PR #431 用 sqlmock 测退款聚合，被退回：按规范改成在 postgres service container 里跑，作者说慢了 20 秒，值得。",
        ),
    ],
    29: [
        (
            "Ledger 迁移",
            "明天切写。16:00 开 go/no-go 会；dunning 和 chargeback-sync 两个 cron 还在 Jenkins 上，不阻塞切写，但下周内要迁完。",
        ),
        (
            "Ledger 迁移",
            "Go/no-go: go. Rosa runs the sequence bump at 21:00, writes freeze at 21:30, Wei watches the reconcile job until the morning report is clean.",
        ),
    ],
}

# ------------------------------------------------------------------ unfinished work

# (text, opened on workday, closed on workday or None = still open at the end).
TODOS: tuple[tuple[str, int, int | None], ...] = (
    ("写迁移方案 RFC", 0, 1),
    ("申请 staging 的 PostgreSQL 16 实例", 0, 3),
    ("Add the Idempotency-Key check to the refund endpoint", 2, 7),
    ("checkout-web 配 pnpm workspace", 4, 6),
    ("修 test_refund_webhook_retry：签名器改成注入 clock", 6, None),
    ("把迁移测试改成跑在真实 PostgreSQL 上", 9, 12),
    ("Apple Pay 在 Safari 16 不显示", 10, 15),
    ("Kafka lag 告警阈值太低，待调", 11, 22),
    ("Move the Jenkins cron jobs to GitHub Actions (3 of 7 done)", 13, None),
    ("Redis 幂等查询超时调到 200ms", 18, 20),
    ("checkout 第一期 JS 包压到 120KB gz 以下", 20, None),
    ("写切写的回退方案", 22, None),
)
TODO_HEADING = "待办"

# ------------------------------------------------------------------ day-to-day progress

# Ordinary work notes, one list per area in the order things happen; most workdays take the
# next item of one or two areas (chosen by seed) once the area's work has started. Useful on
# the day, rarely asked about later.
PROGRESS_START: dict[str, int] = {
    "Ledger 迁移": 0,
    "Checkout 重写": 5,
    "CI": 1,
    "payments-gateway": 2,
    "团队": 0,
}
PROGRESS: dict[str, tuple[str, ...]] = {
    "Ledger 迁移": (
        "Rosa 给了 PG16 的参数建议：shared_buffers 设为内存的 25%，work_mem 先 16MB，别一上来就调大。",
        "Schema diff 选了 migra；MySQL 的 TINYINT(1) 全部映射成 boolean，ENUM 映射成 text + check 约束。",
        "Found 14 tables without a primary key in the legacy schema; logical replication needs one, so a pre-migration step adds surrogate keys.",
        "ledger_entries 有 3.2 亿行：初始同步先建表不建索引，追平后再 CREATE INDEX CONCURRENTLY，省了将近两小时。",
        "The replication slot on staging grew to 40GB over the weekend because the subscriber was paused. Added an alert on slot lag bytes.",
        "对账脚本 reconcile.py 按天比对两边的 sum(amount) 和 count(*)，差异写进 recon_diffs 表，每天早上发到 #ledger。",
        "Sequences have to be bumped past MySQL's AUTO_INCREMENT values before the write cutover or inserts will collide; drafted ops/bump_sequences.sql.",
        "读库切换用 pgbouncer 前面的 DNS 权重，不改应用配置；回退只要把权重改回去。",
    ),
    "Checkout 重写": (
        "The payment method list now comes from /v1/payment-methods instead of being hard-coded; Alipay and WeChat Pay only show for CNY.",
        "表单校验用 zod，错误文案和设计稿对齐；卡号输入框加 inputmode=numeric。",
        "Playwright e2e: 12 scenarios for the method picker, run against the staging gateway with test cards.",
        "i18n 先做 zh-CN 和 en-US，文案放在 locales/ 下，key 按页面加组件命名。",
        "Lighthouse on the new picker page: performance 92, accessibility 88 (two contrast issues on disabled buttons).",
        "和设计确认：移动端的支付方式选择用底部弹层，不用下拉框。",
        "The checkout_v2 flag is read server-side so the old page never flashes before the redirect.",
        "灰度期间新旧页面的埋点事件名保持一致，方便直接对比转化漏斗。",
    ),
    "CI": (
        "Added a required check that fails when a migration file is edited after it has been merged.",
        "Go 和 Python 的 lint 挪到 pre-commit，CI 里只跑一遍兜底。",
        "The self-hosted runner disk filled up again with docker images; a nightly prune job now runs on the runners.",
        "集成测试的 postgres 容器把数据目录挂在 tmpfs 上，测试时间从 3 分 10 秒降到 2 分 05 秒。",
        "Renovate vs Dependabot came up again; staying on Dependabot, it is already wired to the security alerts.",
        "CI 的云凭证全部改成 OIDC 临时凭证，不再存长期 AWS key。",
        "Test reports are uploaded as JUnit XML so failures show inline on the PR.",
    ),
    "payments-gateway": (
        "Webhook retries back off exponentially, 6 attempts over 12 hours; after that the event goes to the dead-letter topic.",
        "退款接口加了金额校验：退款不能超过原交易剩余可退金额，按分比较。",
        "Rate limit on /v1/charges is 100 req/s per merchant; bursts above that get a 429 with Retry-After.",
        "3DS 挑战页超时从 5 分钟改成 10 分钟，银行反馈年纪大的用户来不及输验证码。",
        "Every request logs merchant_id, idempotency_key and trace_id; card numbers are never logged, not even masked.",
        "PSP 切换开关做成按商户粒度，单个商户可以回退到旧通道。",
    ),
    "团队": (
        "周会：Q3 OKR 草稿里 ledger 迁移是 P0，checkout 重写是 P1。",
        "Mateo 下个月调去风控组，他手上的 settlement 任务交接给 Li Na。",
        "Sprint retro: too many meetings on Wednesdays, so the design review moves to Thursday mornings.",
        "新同事 Priya 下周入职，先从 checkout 的小 bug 上手，导师是 Wei。",
        "Friday tech talk: Rosa on Postgres vacuum and bloat; slides are in the wiki.",
        "季度预算批了一台新的 staging 数据库机器，下个月到位。",
    ),
}

# ------------------------------------------------------------------ noise

# What a notebook collects and memory should not keep; a few per week, chosen by seed.
NOISE: tuple[Block, ...] = (
    ("杂项", "Q：RDS db.r6g.large 默认 max_connections 大概多少？查了是 1700 左右，最后没用上。"),
    (
        "Scratch",
        "Tried pgbouncer in transaction mode locally; prepared statements from pgx broke, went back to session mode. Not pursuing.",
    ),
    ("Scratch", "kubectl -n payments rollout restart deploy/ledger-api"),
    ("探索", "看了一眼 sqlc 和 sqlx 的区别，sqlc 生成的代码更干净，但现在不换，记一下而已。"),
    (
        "Scratch",
        "Someone asked whether Go 1.22 range-over-int passes our linters; it does with golangci-lint 1.57+. Just curiosity.",
    ),
    ("杂项", "用户问 Figma 的 8px 栅格怎么对应 Tailwind spacing，给了个换算表，一次性的。"),
    (
        "Scratch",
        "Checked the API version on the Stripe sandbox account: 2024-06-20. Nothing to change.",
    ),
    ("探索", "试了 pg_stat_statements 看慢查询，前三名都是报表查询，和迁移无关。"),
    ("Scratch", "git log --since=2.weeks --author=wei --oneline"),
    ("杂项", "会议室 3F-Orion 的投屏线又坏了，已经报给 IT。"),
    (
        "Scratch",
        "Looked up how to pin a GitHub Action to a commit SHA instead of a tag, for the security review form. One-off.",
    ),
    ("探索", "对比了 Vitest 和 Jest 的冷启动：Vitest 1.8s，Jest 6.5s。只是看看。"),
    ("Scratch", "docker compose -f deploy/local.yml up -d postgres redis kafka"),
    (
        "杂项",
        "帮 Rosa 确认 PG16 的 logical replication 可以从 standby 发布：可以。她只是确认一下。",
    ),
    (
        "Scratch",
        "Spent 20 minutes on why make lint was slow: the golangci-lint cache sat on a tmpfs that got wiped. Fixed locally.",
    ),
    ("杂项", "午饭时讨论要不要给组里买机械键盘，没有结论。"),
    ("Scratch", "curl -s localhost:8080/healthz | jq ."),
    (
        "探索",
        "Read the Postgres docs on REPLICA IDENTITY FULL; we don't need it, every ledger table has a primary key.",
    ),
    ("杂项", "顺手查了一下：JPY、KRW、VND 都是 0 位小数，BHD 是 3 位。"),
    ("Scratch", "{date} 16:05"),
)

WEEKEND: tuple[Block, ...] = (
    (
        "On-call",
        "周六巡检：settlement-events 的 consumer lag 峰值 3 万条，10 分钟内自己消化了，没有告警。",
    ),
    (
        "Weekend",
        "Re-read a write-up on idempotency keys at other payment companies; our design matches, nothing new.",
    ),
    ("周末", "随手记：想把 ledger 的对账报表改成物化视图，等迁移结束再说。"),
    (
        "Weekend",
        "Replication lag alert fired once at 04:10 and cleared on its own after the nightly vacuum.",
    ),
    ("On-call", "周末没有 P1/P2，值班平静。"),
    ("周末", "看了 React 19 的 use() 提案，checkout 第二期之前不考虑升级。"),
)

# ------------------------------------------------------------------ searches

# Queries for each fact, in the languages people actually mix. Scheduled searches pick from
# these by workday; background searches pick from facts already written, by seed.
QUERIES: dict[str, tuple[str, ...]] = {
    "rule": (
        "数据库",
        "真实数据库",
        "database tests",
        "mock 测试",
        "测试 真实数据库",
        "mock 数据库",
    ),
    "replication": ("logical replication", "双写", "replication 双写", "孤儿记录"),
    "cents": ("金额 存储", "float 金额", "JPY 小数位", "int64 分 float"),
    "idempotency": (
        "idempotency key",
        "Idempotency-Key Redis",
        "Idempotency-Key 24h",
        "refunds replay",
    ),
    "utc": ("timestamptz", "UTC timestamps", "UTC conversion"),
    "answers": ("用户偏好", "commit message 英文", "回答 先给结论"),
    "pnpm": ("pnpm", "lockfile", "npm yarn"),
    "standup": ("站会", "standup", "周五 异步更新"),
    "release": ("周二 周四 发版", "staging smoke test", "回滚脚本"),
    "oncall": ("on-call handover", "P1 thread", "handover doc"),
    "pr_size": ("PR 400 行", "PR 拆开", "approve 合并"),
    "checkout": ("checkout 重写", "React Vite", "feature flag 回退"),
    "replica": ("MySQL 只读副本", "副本 保留 30 天", "回退 对账"),
    "flaky": ("flaky", "test_refund_webhook_retry", "webhook signer clock"),
    "cutover_steps": ("checksum 逐表校验", "读流量 48h", "切写 DBA 在线"),
    "tanstack": ("TanStack Query", "支付提交 重试", "缓存层"),
    "lag_alert": ("consumer lag 告警", "Kafka 告警 误报", "lag 阈值 10 分钟"),
}

# Story searches: (workday, fact, query index or -1 for "repeat the last one"). These decide
# what earns promotion: the rule early, the money and idempotency rules mid-way, and the
# replication, preference, on-call and replica decisions in the last week (left pending).
SCHEDULE: tuple[tuple[int, str, int], ...] = (
    (10, "rule", 0),
    (11, "rule", 1),
    (12, "rule", 2),
    (12, "rule", -1),
    (13, "rule", 3),
    (14, "rule", 4),
    (6, "cents", 0),
    (9, "cents", 1),
    (12, "cents", 2),
    (15, "cents", 3),
    (4, "idempotency", 0),
    (8, "idempotency", 1),
    (15, "idempotency", 2),
    (18, "idempotency", 3),
    (1, "replication", 0),
    (6, "replication", 1),
    (24, "replication", 2),
    (26, "replication", 3),
    (28, "replication", 0),
    (5, "answers", 0),
    (23, "answers", 1),
    (26, "answers", 2),
    (28, "answers", 0),
    (22, "oncall", 0),
    (26, "oncall", 1),
    (28, "oncall", 2),
    (27, "oncall", 0),
    (25, "replica", 0),
    (27, "replica", 1),
    (29, "replica", 2),
    # The eve of the write cutover: everyone reads up on it, so REM finds the theme.
    (29, "cutover_steps", 2),
    (29, "cutover_steps", 0),
    (29, "replication", 2),
    (16, "release", 1),
    (20, "flaky", 0),
    (21, "flaky", 1),
)
# The same query typed again the same day: the engine counts it once.
REPEATS: tuple[tuple[int, str], ...] = ((16, "staging smoke test"),) * 6 + ((21, "flaky"),) * 2

# Questions asked once and never again.
ONE_OFF_QUERIES: tuple[str, ...] = (
    "RDS max_connections",
    "pgbouncer prepared statements",
    "Figma 栅格 Tailwind",
    "golangci-lint cache",
    "会议室 投屏",
    "Vitest Jest 启动时间",
    "Stripe API version",
    "BHD 小数位",
    "sqlc sqlx",
    "jq healthz",
)

# memory_get reads: (workday, workdays back, heading whose section is read).
GETS: tuple[tuple[int, int, str], ...] = (
    (10, 1, "PR 评审"),
    (16, 1, "Ledger 迁移"),
    (24, 1, "决定"),
    (27, 2, "On-call"),
)

# The reviewer's decisions: (earliest workday, fact). Each is approved on the first morning the
# fact's promotion is pending; everything else stays pending for the app's Review screen.
APPROVALS: tuple[tuple[int, str], ...] = (
    (10, "rule"),
    (17, "cents"),
    (17, "idempotency"),
    (17, "standup"),
)
# On these mornings the reviewer also turns down pending candidates that are not durable
# knowledge: TODO lists and chat lines (the app shows the rejected status too).
REVIEW_DAYS: tuple[int, ...] = (13, 17, 24)
REJECT_PREFIXES: tuple[str, ...] = ("待办:", "User:", "Assistant:")

# ------------------------------------------------------------------ sessions


@dataclass(frozen=True)
class Transcript:
    """One session file: where it goes, its shape, the workday, and its lines.

    `turns` are (role, text); a role of "broken" writes a line cut off mid-write, "meta" a
    Claude Code meta line (not the user's words).
    """

    name: str
    shape: str  # openclaw | claude | plain
    workday: int
    start: str  # HH:MM local
    turns: tuple[tuple[str, str], ...]


# A key that only looks real; it must come out of ingestion redacted.
FAKE_SECRET = "sk-demo-4f2a9c1e7b3d5a8f0e6c2b9d"

TRANSCRIPTS: tuple[Transcript, ...] = (
    Transcript(
        "openclaw/ledger-replication-plan.jsonl",
        "openclaw",
        1,
        "14:10",
        (
            (
                "user",
                "帮我对比一下 ledger 迁移用 logical replication 和应用层双写，各自的风险是什么？",
            ),
            (
                "assistant",
                "双写的主要风险是两边写入不一致：一边成功一边失败时会留下孤儿记录，需要补偿和对账。logical replication 只有一个写入源，风险在于切换窗口和 DDL 同步，需要冻结 schema 变更。",
            ),
            ("user", "四月演练时双写确实留下了一千多条孤儿记录。那就定 logical replication。"),
            (
                "assistant",
                "好，我把这个决定和理由记到今天的笔记里，RFC 里也补一节「为什么不双写」。",
            ),
        ),
    ),
    Transcript(
        "claude-code/{uuid}.jsonl",
        "claude",
        6,
        "11:20",
        (
            (
                "meta",
                "Caveat: the messages below were generated by the user while running local commands.",
            ),
            (
                "user",
                "test_refund_webhook_retry failed again on main, third time this week. Can you look?",
            ),
            (
                "assistant",
                "The signer calls time.time() directly, so when the retry crosses a second boundary the signature window shifts and verification fails. I'd inject a clock into the signer instead of sleeping in the test.",
            ),
            ("user", "Do that later. For now quarantine it so main is green."),
            (
                "assistant",
                "Quarantined with a rerun marker and opened a TODO to make the signer take an injected clock.",
            ),
        ),
    ),
    Transcript(
        "plain/checkout-pnpm.jsonl",
        "plain",
        4,
        "16:45",
        (
            (
                "user",
                "checkout-web 的依赖用什么装？我不想再看到 package-lock 和 yarn.lock 混在一起。",
            ),
            (
                "assistant",
                "建议统一用 pnpm，把 pnpm-lock.yaml 提交进仓库，CI 里用 pnpm install --frozen-lockfile。",
            ),
            ("user", "就这么定，以后别再建议 yarn 了。"),
        ),
    ),
    Transcript(
        "claude-code/{uuid}.jsonl",
        "claude",
        12,
        "10:05",
        (
            (
                "user",
                f"staging 的 diary 服务要接 OpenAI，key 是 {FAKE_SECRET} ，帮我写进 deploy/staging.env",
            ),
            (
                "assistant",
                "I won't write the key into a tracked file. Put it in the staging secret store and reference it as OPENAI_API_KEY; I added the variable name to deploy/staging.env.example instead.",
            ),
            ("user", "ok, rotate that key later then, it's been pasted in chat now."),
            (
                "assistant",
                "Noted as a TODO: rotate the staging OpenAI key, it was shared in a chat session.",
            ),
        ),
    ),
    Transcript(
        "openclaw/cutover-dry-run.jsonl",
        "openclaw",
        22,
        "15:30",
        (
            ("user", "回退演练做完了，读流量切回 MySQL 用了 4 分钟。切写的回退怎么设计？"),
            (
                "assistant",
                "切写之后 MySQL 不再有新数据，回退需要反向同步。建议保留 MySQL 只读副本 30 天，并准备一个从 PostgreSQL 回灌的脚本，先在 staging 演练。",
            ),
            ("broken", "好的，那我先把只读副本保留 30 天写进决定，回灌脚本下周"),
        ),
    ),
    Transcript(
        "plain/oncall-handover.jsonl",
        "plain",
        25,
        "10:35",
        (
            (
                "user",
                "This week's handover: chargeback-sync on Jenkins fails silently on retries, and the lag alert is quieter since the 10-minute rule.",
            ),
            (
                "assistant",
                "Logged both in the handover doc. chargeback-sync is on the list of Jenkins jobs still to move to GitHub Actions.",
            ),
        ),
    ),
)

# ------------------------------------------------------------------ sample diary prose

# Shown only when no diary model is configured, always behind `dreams_file.SAMPLE_LABEL`. First person,
# prose, 80–180 words (字 for Chinese), no headings or lists. Each carries the first workday
# whose events it alludes to, so no entry remembers something before it happened.

SAMPLE_DIARY: dict[str, tuple[tuple[int, str], ...]] = {
    "light": (
        (
            0,
            "Mostly beginnings today. A plan for moving the ledger from one database to another, the "
            "name of the person who will help with it, a meeting time everyone already knew but wrote "
            "down anyway. I like the first pages of anything; they are full of intentions and short "
            "on evidence. Nothing here has been tested by a bad night yet. I keep the plan and the "
            "names close, and let the rest settle wherever it lands, the way new furniture finds its "
            "place in a room after a few weeks of walking around it.",
        ),
        (
            0,
            "Most of what passed through today was weather: a curl against a health check, a question "
            "about connection limits that nobody needed answered, a meeting room cable that broke again. "
            "But a few things had weight. Someone wrote down why we chose replication over writing twice, "
            "and the reason was a number I could almost feel, twelve hundred orphaned rows and two lost "
            "days. I set that one a little apart from the rest, the way you put a receipt you will need "
            "later into its own pocket.",
        ),
        (
            6,
            "今天的东西很零碎。一条 kubectl 命令，一段关于时区的争论，一个总在凌晨失败的测试，像桌上散落的便签。"
            "我把它们一张张摊开，不急着归类。真正让我停下来的是那句关于金额的话：一律用分，用整数，不要相信浮点数。"
            "它不像命令那样用完即弃，倒像是迟早会再被人提起的东西。",
        ),
        (
            9,
            "The day kept circling back to numbers that would not sit still. A refund in yen that came "
            "out a hundred times too large, a column that changed its type without telling anyone, a "
            "test that had passed because it never really looked. I remember the small relief of a "
            "replication graph flattening to zero, and the less pleasant feeling of a flaky test that "
            "pointed at a clock instead of a bug. Somewhere in between, a line about standup moving to "
            "text on Fridays, which felt oddly tender. I am keeping these pieces loosely for now.",
        ),
        (
            13,
            "今天翻到的大多是过程：演练用了几个小时，lag 稳定在两秒以内，checksum 有三张表对不上，原来只是秒和微秒的差别。"
            "这些细节很快就会过时。可我还是记下了那种感觉：事情在一点点变得可信。"
            "待办清单上还有几行没有划掉，它们安静地等着，像没关好的抽屉。",
        ),
        (
            18,
            "下午的笔记里有一段 Python 的报错，一个停在凌晨两点四十分的时间戳，还有一句很平静的话：网关选择了拒绝，而不是冒险。"
            "我喜欢这种平静。复盘里没有谁被责怪，只有超时从五十毫秒改成了两百毫秒。"
            "我把报错和时间戳放在一边，它们属于那一晚；那个选择本身，我想多留一会儿。",
        ),
        (
            20,
            "I noticed how often the same small rule appears in different clothes. A review comment, a "
            "CI job that now takes fifty seconds longer, a week of tests that caught what the fakes "
            "never could. None of them says the rule outright, yet each one leans on it. The rest of "
            "the day was ordinary work: a bundle size that refused to drop below its target, a Safari "
            "button that would not appear, a TODO that moved from one list to the next. I let the "
            "ordinary things stay where they were.",
        ),
    ),
    "rem": (
        (
            0,
            "这几天的笔记还很薄，翻来翻去都是开头：迁移的计划，站会的时间，谁负责什么。"
            "我试着把它们连起来，却只找到很细的线。也许这就是开始的样子，一切都还是单独的一件事，"
            "要等它们被反复提起，才会慢慢长出形状。我不着急，先把这些线头收好，等以后再看它们会通向哪里。",
        ),
        (
            4,
            "我注意到偏好也会重复出现，只是更轻。先说结论，再说细节；注释写英文，讨论用中文；装依赖只用 pnpm。"
            "它们不像规范那样严肃，却每天都在影响回答的样子。把这些放在一起看，像是慢慢认识一个人说话的习惯。"
            "那些一次性的问题，会议室的线，键盘的讨论，就让它们留在当天吧。",
        ),
        (
            8,
            "There is a thread running through the money questions: integers, cents, currencies with no "
            "decimals at all. A refund multiplied by a hundred, a lookup table of decimal places, a rule "
            "that forbids floats. Each time it surfaced it was framed as a small technical note, but "
            "together they read like a promise the team keeps making to its customers. I noticed the "
            "promise more than the notes. The tooling details drifted past, interesting for an afternoon "
            "and then gone.",
        ),
        (
            10,
            "Looking back over the week, the same shape keeps returning: a database that pretends, and "
            "the cost of believing it. The retro from last quarter, the migration that repeated its "
            "mistake in staging, the review that finally wrote the lesson down. They are three different "
            "days, three different people, but they rhyme. I can feel the pattern settling, the way a "
            "path forms across a lawn once enough people choose the same shortcut. What remains loose "
            "is everything around it, the timing, the tooling, the names of tables.",
        ),
        (
            23,
            "这几天反复出现的，是「可以回退」这件事。读流量切回去用了四分钟；只读副本要多留三十天；旧页面用开关留着退路。"
            "不同的项目，同一种谨慎。我把它们并排放着看，发现这个团队其实一直在为最坏的一天做准备，只是很少说出口。",
        ),
        (
            25,
            "The on-call notes have a rhythm of their own. Monday handovers, a threshold that was too "
            "low, a job that fails without a sound. Each week someone new inherits the same small "
            "list, and each week the list gets a little shorter or a little more honest. What connects "
            "them is not any single alert but the habit of writing things down before leaving. That "
            "habit seems worth more than the alerts themselves, which come and go like traffic on a "
            "road I only watch from the window.",
        ),
    ),
    "deep": (
        (
            0,
            "Only a handful of things have been returned to often enough to matter, and even those are "
            "small: a meeting time, a habit of answering in a certain order, a tool someone prefers. "
            "I weigh them carefully anyway. Small things that keep coming back tend to be the ones "
            "people forget to write down properly, because they seem too obvious to need it. Nothing "
            "has to be decided tonight. The ones that matter will still be here when someone looks "
            "again, and the ones that do not will quietly fade.",
        ),
        (
            12,
            "Some things have now been asked about on enough different days that they feel settled. The "
            "rule about real databases is one of them. It came from a bad night last quarter, it was "
            "argued over in a review, and it has been looked up again and again since, by different "
            "words and in two languages. I do not think anyone will need to be convinced of it twice. "
            "Other notes are still on their way, asked about once or twice, not yet proven. They can "
            "wait a little longer.",
        ),
        (
            13,
            "Today I weighed what had been returned to most often against what had merely been written "
            "down. The difference is striking. Plenty of careful notes were never looked at again, while "
            "a two-line rule from a pull request review has been reached for in half a dozen ways. I "
            "find that reassuring rather than sad. The notebook can stay messy, full of commands and "
            "half-finished thoughts, as long as the few things that matter keep finding their way back "
            "to the surface.",
        ),
        (
            17,
            "把这几周的东西放在一起掂量：真正被一再翻出来的并不多。迁移的决定、金额的规矩、幂等的约定，还有那句关于 mock 的教训。"
            "其余的大多安静地躺在原来的那一天，这很好。"
            "我把几条已经站稳的放在显眼的位置，另外几条先放在门口，等下一次有人问起，再决定要不要请它们进来。",
        ),
        (
            25,
            "有几条已经被问过很多次了，在不同的日子，用不同的说法。金额用整数分，请求要带幂等键，测试要连真实的库。"
            "它们不再属于某一天，而属于这个团队。"
            "还有一些正在路上：副本保留多久，值班怎么交接，回答先说什么。它们还需要再被想起几次，才能确定自己的位置。",
        ),
        (
            26,
            "A few candidates stood at the threshold tonight, each with its own evidence: searched on "
            "three or four different days, by people who were clearly trying to remember rather than "
            "discover. The decision to keep the old replica for thirty days is one of them, still a "
            "little new. The preference for answers that lead with the conclusion is another. Nothing "
            "has to be decided in a hurry. What has earned its place will still have earned it in the "
            "morning, when someone reads it over coffee.",
        ),
    ),
}
