"""The vet story, 24 January – 4 February 2026: new surgery days and courier time, the Northvet
API, a storm and a power cut told hour by hour."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    # ------------------------------------------------------------------ Sat 24 Jan
    Day(
        "2026-01-24",
        notes=(
            sec(
                "09:00",
                "周六",
                ("N", "今天 Sofia 值班，我和 Bev 在前台。"),
                (
                    "F.hours",
                    "有个新客户在 Facebook 上问营业时间，我回复了：周一到周五早上8点到晚上7点，"
                    "周六上午9点到下午1点，周日休息。",
                ),
            ),
            sec(
                "12:45",
                "中午",
                ("N", "中午前来了一只被车撞的猫，Sofia 处理完了，只是擦伤，没有骨折。"),
            ),
        ),
        searches=(
            ("09:05", "Facebook 营业时间 回复"),
            ("12:50", "road traffic accident cat"),
            ("12:55", "buprenorphine dose cat"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 25 Jan
    Day(
        "2026-01-25",
        notes=(
            sec(
                "20:15",
                "Sunday evening",
                (
                    "N",
                    "Beacon's morning report: they saw two of ours overnight — Bramble Lloyd "
                    "(vomiting, sent home) and a tom with a blocked bladder (kept in, coming back "
                    "to us Monday).",
                ),
                (
                    "T.cattery",
                    "Three cat flu cases this month and all three boarded at the Mill Road "
                    "cattery over Christmas. Might be coincidence; I'd like Sofia's view.",
                ),
                ("Q", "Does Beacon bill us or the client for the transfer-back paperwork?"),
            ),
        ),
        searches=(
            ("20:18", "Beacon overnight report"),
            ("20:25", "cat flu cases cattery"),
            ("20:30", "Beacon billing transfer"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 26 Jan
    Day(
        "2026-01-26",
        notes=(
            sec(
                "07:50",
                "晓雯 — 周一",
                (
                    "F.bowie_dick",
                    "周一高压灭菌锅的第一锅是 Bowie-Dick 测试包，颜色均匀，通过了。Gemma 在记录本上"
                    "签了字，然后才放器械包。",
                ),
                (
                    "U.thermometer#fixed",
                    "新的温度记录仪到了，我装在疫苗冰箱里了，旧的那个扔了。",
                ),
            ),
            sec(
                "10:00",
                "Rota",
                (
                    "N",
                    "Owen and Sofia talked about the rota: Sofia wants to move her day off to "
                    "Monday from February. Decision at Wednesday's meeting.",
                ),
                (
                    "T",
                    "Probably means routine surgery moves off Mondays, but I'll wait for "
                    "Wednesday before telling anyone.",
                ),
                ("N", "Blocked cat back from Beacon at 8:15 with their discharge notes."),
            ),
            sec(
                "13:30",
                "晓雯 — 下午",
                (
                    "F.cd_register",
                    "氯胺酮 ketamine 用了 0.5ml，管制药登记当天就记，两个人签字——我写，Gemma 签第"
                    "二个名字。",
                ),
                ("N", "午饭 Bev 请大家吃 pizza，因为她的车终于修好了。"),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "openclaw",
                "helen-monday-catchup",
                u(
                    "Quick one — Northvet rang to say the Friday van route has changed. Does our "
                    "ordering deadline change?"
                ),
                a(
                    "From your notes, Northvet's cut-off is 3pm for next-day delivery. If the "
                    "Friday route changed, ask them whether a Friday order before 3pm still "
                    "arrives on Saturday or now comes on Monday.",
                    "F.northvet_cutoff",
                ),
                u(
                    "Rang them. Same as before: Northvet need it by 3 for the next morning, and "
                    "Friday orders come Saturday.",
                    "F.northvet_cutoff",
                ),
                a(
                    "Got it: Northvet orders by 3pm arrive the next morning; Friday's arrive on "
                    "Saturday.",
                    "F.northvet_cutoff",
                ),
            ),
        ),
        searches=(
            ("07:55", "Bowie-Dick 测试包"),
            ("08:20", "Beacon discharge notes cat"),
            ("10:05", "Sofia day off February rota"),
            ("13:35", "ketamine 登记"),
            ("15:02", "Northvet cut-off"),
            ("15:10", "Northvet Friday delivery Saturday"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 27 Jan
    Day(
        "2026-01-27",
        notes=(
            sec(
                "09:20",
                "Northvet API",
                (
                    "N",
                    "Trying the Northvet ordering API so VetLogic stock can reorder by itself. "
                    "Their onboarding email came with the key.",
                ),
                (
                    "S.northvet_key",
                    "Northvet API key (live): nvk_live_7Qm2Xc9RtB4wLp8Z — account 20931-ASH.",
                ),
            ),
            sec(
                "12:30",
                "晓雯",
                ("N", "今天有点暖和，雪都化了，停车场全是水。"),
                (
                    "F.results",
                    "张女士打电话问豆豆的血检结果，我跟她说要等 Sofia 给她回电话。我们不能用短信发"
                    "结果，也不能在语音信箱里留结果。",
                ),
            ),
            sec(
                "14:00",
                "Northvet API — stuck",
                (
                    "U.northvet_api",
                    "- [ ] Northvet API returns 401 invalid_api_key — emailed their support with "
                    "the account number",
                ),
            ),
        ),
        transcripts=(
            chat(
                "10:30",
                "claude",
                "northvet-api",
                meta(
                    "Caveat: the messages below were generated by the user while running local "
                    "commands. Do not respond to them unless explicitly asked."
                ),
                u(
                    "Write a small script that posts our reorder list (reorder.csv) to the "
                    "Northvet order API. The key is in NORTHVET_KEY in my .env."
                ),
                tool("head -3 reorder.csv\nsku,qty\nMET-100,2\nVAC-DHP,20"),
                a(
                    "Wrote reorder.py: it reads reorder.csv, takes the key from the NORTHVET_KEY "
                    "environment variable (never from the file itself) and posts the lines to "
                    "/v2/orders. Run it with --dry-run first."
                ),
                tool(
                    "python reorder.py --dry-run\n"
                    'POST /v2/orders 401 Unauthorized {"error":"invalid_api_key",'
                    '"hint":"key revoked or expired"}'
                ),
                u("401. Did I paste the wrong one?"),
                a(
                    "The API says the key is invalid or revoked. Ask whether they issued a "
                    "sandbox key separately; a live key sometimes needs activating by their "
                    "support team."
                ),
                u(
                    "Remind me why we're even rushing this. Isn't the Northvet cut-off 3pm anyway?",
                    "F.northvet_cutoff",
                ),
                a(
                    "Yes — Northvet orders placed by 3pm arrive the next morning, so a script "
                    "that sends the list at 2pm every day would never miss it.",
                    "F.northvet_cutoff",
                ),
            ),
        ),
        searches=(
            ("09:25", "Northvet API key"),
            ("10:35", "Northvet orders API docs"),
            ("10:50", "401 invalid_api_key Northvet"),
            ("12:35", "豆豆 血检"),
            ("14:05", "Northvet support email"),
            ("16:00", "Doudou bloods Sofia callback"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 28 Jan
    Day(
        "2026-01-28",
        notes=(
            sec(
                "08:30",
                "Practice meeting",
                (
                    "F.surgery_days",
                    "Decided at this morning's meeting: from Monday 2 February routine surgery "
                    "moves to Tuesdays and Thursdays (Owen Tuesday, Sofia Thursday). No more "
                    "routine ops on Mondays — Sofia's off then, and Mondays are too busy with the "
                    "weekend catch-up anyway.",
                ),
                ("N", "Also agreed: new scrub tops in navy. Gemma to pick sizes."),
                (
                    "Q.student_witness",
                    "Q: can a student nurse like Kieran be the witness for Schedule 2 drugs? "
                    "Gemma thinks yes, Owen isn't sure. Need the RCVS guidance.",
                ),
            ),
            sec(
                "11:00",
                "火化",
                (
                    "N",
                    "Willow Lane 今天收走了 Smudge（单独火化）和两只集体火化的。标签上都写了主人名字"
                    "和火化方式。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "13:30",
                "plain",
                "wen-new-surgery-days",
                u("Helen，从二月开始常规手术改到哪几天？张女士想给豆豆约绝育。"),
                a(
                    "从2月2日起，常规手术只排周二和周四：周二 Owen，周四 Sofia。周一不再排常规手术"
                    "了。豆豆的绝育可以约2月3日（周二）或者之后的周二、周四。",
                    "F.surgery_days",
                ),
                u("好的，我帮她约2月10日。术前要禁食吗？豆豆是狗。"),
                a(
                    "狗按平常的要求：前一晚10点以后不吃东西，早上可以喝一点水。只有兔子和豚鼠术前"
                    "不禁食。",
                    "F.rabbits",
                ),
                u("知道了，我会告诉张女士。"),
            ),
        ),
        searches=(
            ("08:35", "practice meeting decisions"),
            ("08:40", "routine surgery Tuesday Thursday"),
            ("11:05", "Willow Lane 周三"),
            ("13:32", "二月 常规手术 哪天"),
            ("13:40", "狗 术前 禁食"),
            ("16:00", "navy scrub tops order"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 29 Jan
    Day(
        "2026-01-29",
        notes=(
            sec(
                "09:40",
                "Harlow",
                (
                    "F.courier",
                    "Email from Harlow Diagnostics: from Monday 2 Feb their courier collects at "
                    "4:30pm instead of 4. Samples bagged, forms done and in the fridge box by "
                    "4:15.",
                ),
                (
                    "U.compressor#fixed",
                    "Dental compressor: the engineer replaced the mounting feet, no more rattle. "
                    "£85 call-out.",
                ),
            ),
            sec(
                "14:20",
                "晓雯",
                ("N", "下午 Kieran 让我考他护理考试的题，他三月要交作业。"),
                (
                    "U.kieran_signoff",
                    "- [ ] Kieran 还有三项 clinical skills sign-off 没做：导尿、静脉留置针、麻醉监护。"
                    "Gemma 要在二月内签完。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "17:00",
                "openclaw",
                "helen-harlow-change",
                u("Harlow are moving their pickup. Put the new time somewhere I'll see it."),
                a(
                    "Noted: from 2 February, Harlow Diagnostics' courier collects at 4:30pm. "
                    "Samples and request forms need to be in the fridge box by 4:15pm.",
                    "F.courier",
                ),
                u("And until then the courier still comes at 4pm.", "X.courier_4pm"),
                a(
                    "Right — this week Harlow still come at 4pm; from Monday it's 4:30.",
                    "F.courier",
                ),
            ),
        ),
        searches=(
            ("09:45", "Harlow courier new time"),
            ("09:50", "dental compressor engineer"),
            ("14:25", "Kieran CSL sign-off"),
            ("17:02", "Harlow pickup 4:30"),
            ("17:05", "fridge box samples"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 30 Jan
    Day(
        "2026-01-30",
        notes=(
            sec(
                "10:15",
                "Client",
                (
                    "F.results",
                    "Dev Mistry again — wanted Mango's T4 result by text this time. Bev said no; "
                    "Sofia phoned him at lunch. Whatever the result, it's the vet on the phone, "
                    "never a text message or a voicemail.",
                ),
            ),
            sec(
                "12:45",
                "Lunch",
                (
                    "N",
                    "Owen's wife sent a lemon drizzle. Very windy — the bin store lid blew off "
                    "into the Hendersons' garden.",
                ),
            ),
            sec(
                "16:45",
                "Week recap (26–30 Jan)",
                (
                    "F.surgery_days",
                    "- From Mon 2 Feb: routine surgery on Tuesdays and Thursdays only.",
                ),
                ("U.compressor#fixed", "- Dental compressor fixed (new mounting feet)."),
                ("U.thermometer#fixed", "- New fridge data logger in and working."),
                (
                    "U.northvet_api",
                    "- Northvet API still 401; their support says they'll look at it.",
                ),
                ("T.cattery", "- Cat flu / Mill Road cattery: Sofia thinks plausible, not proven."),
                ("U.kieran_signoff", "- Kieran: three CSL sign-offs outstanding."),
            ),
        ),
        transcripts=(
            chat(
                "17:30",
                "claude",
                "estimate-report",
                u(
                    "From invoices_jan.csv, list every invoice over £300 and whether there's a "
                    "signed estimate on file (estimates.csv). The rule: over £300, a written "
                    "estimate signed before treatment.",
                    "F.estimate",
                ),
                tool(
                    "python check_estimates.py\n14 invoices > 300.00\n11 with signed estimate\n"
                    "3 missing: INV-30412, INV-30455, INV-30471"
                ),
                a(
                    "Fourteen January invoices were above the threshold; eleven have a signed "
                    "estimate. Three don't: INV-30412 (Lloyd, dental), INV-30455 and INV-30471. "
                    "The Lloyd one predates the consent-form change."
                ),
                u("Ok. Give me that as a table."),
                a(
                    "| invoice | client | signed estimate |\n|---|---|---|\n"
                    "| INV-30412 | Lloyd | no |\n| INV-30455 | Hartley | no |\n"
                    "| INV-30471 | Mistry | no |"
                ),
            ),
        ),
        searches=(
            ("10:20", "Mango T4 result"),
            ("12:50", "bin store lid"),
            ("16:50", "week recap 26-30 Jan"),
            ("17:32", "invoices over £300 estimate"),
            ("17:40", "INV-30412 Lloyd"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 31 Jan
    Day(
        "2026-01-31",
        notes=(
            sec(
                "09:10",
                "周六",
                (
                    "F.fridge",
                    "早上冰箱 7.8°C，快到上限了！规定是2～8°C。把门关紧，九点半再看是 5.2°C，没超出"
                    "范围，所以疫苗不用隔离。记录表上写了备注。",
                ),
                ("N", "Sofia 说下周开始就是新的手术日了，让我提醒前台。"),
            ),
        ),
        searches=(
            ("09:15", "fridge 7.8 upper limit"),
            ("09:40", "冰箱 超出范围 怎么办"),
            ("12:00", "周六 清洁 清单"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 1 Feb
    Day(
        "2026-02-01",
        notes=(
            sec(
                "18:00",
                "Sunday",
                ("N", "Met Office amber wind warning for Tuesday. Storm Ingrid, apparently."),
                (
                    "T",
                    "The fridge alarm went twice last week; maybe the vaccine fridge's motor is "
                    "on its way out.",
                ),
                (
                    "U.easter_rota",
                    "- [ ] Easter rota — still haven't started. Owen wants it by the 13th.",
                ),
            ),
        ),
        searches=(
            ("18:05", "wind warning Tuesday"),
            ("18:10", "vaccine fridge alarm"),
            ("18:15", "Easter rota draft"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 2 Feb
    Day(
        "2026-02-02",
        notes=(
            sec(
                "07:45",
                "Monday",
                (
                    "F.bowie_dick",
                    "Steriliser: Monday test pack (Bowie-Dick) ran first, pass, logged before "
                    "the kits went in.",
                ),
                (
                    "N",
                    "First Monday without an operating list — consults only, and it felt a lot "
                    "calmer.",
                ),
            ),
            sec(
                "11:00",
                "Northvet API",
                (
                    "U.northvet_api#fixed",
                    "Northvet support reissued the API key (the first one was a sandbox key by "
                    "mistake); reorder.py --dry-run now gets a 201.",
                ),
                (
                    "N",
                    '```\nPOST /v2/orders 201 Created {"order":"NV-559870","lines":9,'
                    '"delivery":"2026-02-03"}\n```',
                ),
            ),
            sec(
                "16:10",
                "晓雯",
                (
                    "F.courier",
                    "今天开始 Harlow 的快递下午四点半来收样本。样本和化验申请单四点一刻前放进冰箱里"
                    "的样本盒。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:40",
                "plain",
                "wen-courier",
                u("快递今天四点半准时来了。以前是四点来，对吧？", "F.courier"),
                a(
                    "对，以前 Harlow 是16:00来取，从今天起改成16:30。样本请在16:15前准备好。",
                    "F.courier",
                ),
                u("好的。顺便问一下，张女士说想用微信收豆豆的账单，可以吗？", "Q.wechat"),
                a("这个要问 Helen，目前诊所没有微信账号，账单都是发邮件的。", "Q.wechat"),
            ),
        ),
        searches=(
            ("07:50", "Monday test pack"),
            ("11:05", "Northvet API 201"),
            ("16:12", "Harlow 四点半"),
            ("16:45", "快递 取样 时间"),
            ("16:50", "微信 账单"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 3 Feb
    Day(
        "2026-02-03",
        notes=(
            sec(
                "09:00",
                "Storm",
                (
                    "N",
                    "Wind properly up. Owen's list today: two bitch spays and a lump off a "
                    "Labrador's flank.",
                ),
            ),
            sec(
                "15:30",
                "Power cut — timeline",
                (
                    "N",
                    "- 10:12 power off across the whole of Ashby Lane; theatre lights on the UPS, "
                    "Owen halfway through the first spay",
                ),
                (
                    "N",
                    "- 10:14 UPS beeping; Gemma switched the anaesthetic monitor to battery and "
                    "Owen closed by head torch",
                ),
                (
                    "N",
                    "- 10:30 Northern Powergrid: fault on the overhead line, estimated "
                    "restoration 13:00",
                ),
                (
                    "N",
                    "- 10:45 vaccine fridge 6.1 °C and climbing; door kept shut, readings every "
                    "15 min",
                ),
                (
                    "N",
                    "- 11:40 fridge at 7.6 °C; insulin and rabies vaccines moved to the cool box "
                    "with ice packs",
                ),
                ("N", "- 12:05 second spay postponed to Thursday; owner fine about it"),
                (
                    "N",
                    "- 12:50 power back. Fridge peaked at 7.9 °C, never over the limit, nothing "
                    "quarantined",
                ),
                ("N", "- 13:20 the interrupted autoclave load re-run from the start"),
            ),
            sec(
                "16:30",
                "停电",
                ("N", "今天停电差不多三个小时，冰箱最高到 7.9 度，还好没超。疫苗都没事。"),
                ("N", "大风把停车场的牌子吹倒了，Kieran 和我把它搬进来了。"),
            ),
        ),
        transcripts=(
            chat(
                "17:30",
                "openclaw",
                "helen-power-cut-report",
                u("Write up today's power cut for the incident file. Short."),
                a(
                    "Incident, 3 Feb: mains power lost 10:12–12:50 (overhead line fault). "
                    "Theatre ran on the UPS; the spay in progress was completed safely and one "
                    "was postponed. The vaccine fridge peaked at 7.9 °C and was logged every 15 "
                    "minutes; no stock was quarantined. The interrupted autoclave load was "
                    "re-run."
                ),
                u("Remind me what we'd have had to do if it had gone over."),
                a(
                    "If the vaccine fridge goes outside 2–8 °C, the stock is quarantined — "
                    "labelled 'do not use' — and Gemma is told straight away; she checks with the "
                    "manufacturers whether the vaccines can still be used.",
                    "F.fridge",
                ),
                u("Good. File it."),
                tool("write incidents/2026-02-03-power-cut.md"),
            ),
        ),
        searches=(
            ("09:05", "storm closure"),
            ("10:20", "power cut UPS theatre"),
            ("10:50", "vaccine fridge temperature rising"),
            ("11:45", "cool box vaccines"),
            ("13:25", "interrupted autoclave cycle"),
            ("15:35", "Northern Powergrid fault reference"),
            ("17:35", "fridge excursion rule"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 4 Feb
    Day(
        "2026-02-04",
        notes=(
            sec(
                "09:15",
                "X-ray service",
                (
                    "U.xray_service#fixed",
                    "Medirad booked: X-ray service and the RPA survey on 17 Feb, 9–12. Sofia will "
                    "be there as RPS.",
                ),
            ),
            sec(
                "11:00",
                "晓雯",
                ("N", "Willow Lane 今天没来，说车坏了，明天来。"),
                (
                    "F.referral",
                    "Sofia 让我帮忙整理 Bramble 的转诊信。Owen 的要求：只要一页，问题清单放最前面，"
                    "用药写清楚剂量，血检结果附 PDF，他自己看过再签字。",
                ),
            ),
            sec(
                "14:30",
                "Referral",
                (
                    "F.referral",
                    "Sofia's referral for Bramble (suspected splenic mass) came back from Owen "
                    "with red pen: 'one page!' Rewritten — problem list first, meds with doses, "
                    "bloods attached as PDF.",
                ),
                ("N", "The Lloyds paid INV-30412 in full, without a word about it."),
            ),
        ),
        transcripts=(
            chat(
                "16:00",
                "claude",
                "referral-check",
                u(
                    "Check referrals/bramble.md against Owen's rules for a referral: one page, "
                    "problem list first, meds with doses, no pasted lab values.",
                    "F.referral",
                ),
                tool("wc -w referrals/bramble.md\n389 referrals/bramble.md"),
                a(
                    "The referral is 389 words and fits on one page, with the problem list at the "
                    "top. Two things: the meloxicam line has no dose, and the ALT/ALP values are "
                    "typed into the history — Owen wants the bloods attached as the PDF instead.",
                    "F.referral",
                ),
                u("Fix both."),
                tool("edit referrals/bramble.md (2 changes)"),
                a(
                    "Done: added 'meloxicam 1.5 mg/ml, 0.1 mg/kg once daily' and replaced the "
                    "typed values with 'Bloods: see attached PDF (Harlow, 2 Feb)'."
                ),
            ),
        ),
        searches=(
            ("09:20", "Medirad 17 Feb"),
            ("11:05", "Willow Lane 车坏了"),
            ("11:10", "转诊信 要求"),
            ("14:35", "Owen referral rules"),
            ("16:02", "referral checklist one page"),
            ("16:15", "meloxicam dose dog"),
        ),
    ),
]
