"""The team story's evaluation queries: what a good search must put in its top 3.

Tags: the query's language (zh, en, mixed), `cross` when the notes that answer it are written
in the other language, `question` when it is asked as a question rather than keywords. Many
share no word with the note that answers them ("上线需要谁签字" for "发版前必须由值班负责人审批").
"""

from __future__ import annotations

from bench.quality.model import Q

QUERIES = [
    # Chinese
    Q("上线需要谁签字", "F.release_approval", "zh question"),
    Q("数据库迁移 删旧列", "F.expand_contract", "zh"),
    Q("周五下午能发版吗", "F.friday_freeze", "zh question"),
    Q("不稳定的测试怎么处理？", "F.flaky_quarantine", "zh question"),
    Q("站会现在几点开", "F.standup_1015", "zh question"),
    Q("发布火车是哪天", "F.release_train", "zh question"),
    Q("兰州拉面", "N.lunch_lanzhou", "zh"),
    Q("3/12 事故的时间线", "N.incident_timeline", "zh"),
    Q("小米手机崩溃修好了吗", "U.xiaomi_crash", "zh question"),
    Q("为什么 geocoder 会超时", "U.geocoder_timeout", "mixed question"),
    # English
    Q("who approves a release", "F.release_approval", "en question"),
    Q("what is the Android minimum SDK", "F.android_minsdk", "en question"),
    Q("how are distances stored", "F.distance_meters", "en question"),
    Q("when is the on-call handover", "F.oncall_handover", "en question"),
    Q("max PR size", "F.pr_size", "en"),
    Q("where do secrets go", "F.vault", "en question"),
    Q("OOMKilled eta-svc", "N.oom_log", "en"),
    Q("nil pointer dereference geocoder", "N.panic_log", "en"),
    Q("geocoder timeout root cause", "U.geocoder_timeout", "en"),
    Q("Safari memory leak", "U.tile_leak", "en"),
    Q("Friday afternoon deploy cutoff", "F.friday_freeze", "en"),
    Q("why did the 3/12 outage happen", "U.postmortem_0312", "en question"),
    # mixed
    Q("PR 超过 400 行", "F.pr_size", "mixed"),
    Q("feature flag 灰度要几天", "F.flag_ramp", "mixed question"),
    Q("commit message 用什么语言", "F.reply_language", "mixed question"),
    Q("/v1 保留多久", "F.api_v2", "mixed question"),
    Q("kubectl rollout restart eta-svc", "N.rollout_restart", "en"),
    Q("Vault 密钥 轮换", "F.vault", "mixed"),
    Q("Android 7 印尼 能支持吗", "F.android_minsdk", "mixed question"),
    Q("ops console 地图 内存", "U.tile_leak", "mixed"),
    Q("staging 扩容 在等谁", "U.staging_budget", "mixed question"),
    # cross-language
    Q("周末 ETA 不准是什么原因", "T.eta_drift", "zh cross question"),
    Q("who owns the Grafana alert rules?", "Q.grafana_owner", "en cross question"),
    Q(
        "do hotfixes need on-call approval?",
        "Q.hotfix_approval F.release_approval",
        "en cross question",
    ),
    Q("the day it rained and the metro stopped", "N.rainstorm", "en cross"),
    Q("is the coffee machine fixed", "N.coffee", "en cross question"),
    Q("进程内缓存 代替 Redis", "T.inproc_cache", "zh cross"),
    Q("eta-svc 改成 gRPC 流式", "T.grpc_stream", "mixed cross"),
    Q("timeline of the eta-svc outage", "N.incident_timeline", "en cross"),
    Q("team lunch with Priya at the pho place", "N.lunch_pho", "en cross"),
    Q("staging database password", "S.staging_pg", "en cross"),
]
