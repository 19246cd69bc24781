"""The lab story's labelled items: what Clara would want her agent to keep for good, and what it
should let go.

Written blind, without reading the engine: the anchors are the concepts a lab manager, a
student or a technician would look for in an entry (in English and in 李静's Chinese), not
words picked to meet any rule of memtui.
"""

from __future__ import annotations

from bench.quality.model import A, Item

MINUS80 = (
    *("-80", "-80s", "−80", "minus 80", "minus-80", "minus eighty", "ultra-low", "ult"),
    *("负80", "零下80", "超低温"),
)
LAB_MEETING = ("lab meeting", "group meeting", "组会", "group-meeting")
AUTOCLAVE = ("autoclave*", "高压灭菌", "灭菌锅", "高压锅", "灭菌")

ITEMS = [
    # ---------------------------------------------------------------- durable: keep these
    Item(
        "F.minus80",
        "At the -80 °C freezers: find the box in the freezer map before opening, and keep the door "
        "open under a minute, because every long opening warms the racks and ices the seal.",
        A(
            MINUS80,
            (
                *("freezer map", "rack map", "box map", "the map", "one minute", "a minute"),
                *("under a minute", "30 seconds", "冻存盒位置", "位置表", "一分钟", "分钟以内"),
            ),
        ),
    ),
    Item(
        "F.freezer_alarm",
        "When a freezer alarms out of hours, call the Leitwarte (central control room, ext. 7700, "
        "staffed 24/7), who page the facilities on-call; then Clara.",
        A(
            ("alarm*", "报警", "警报", "beeping", "响了"),
            ("7700", "leitwarte", "control room", "中控室", "值班室", "中控"),
        ),
    ),
    Item(
        "F.confocal",
        "Everyone books the imaging facility's LSM 980 confocal themselves in PPMS, at most 14 "
        "days ahead; a slot cancelled less than 24 h before is charged to the lab.",
        A(
            ("confocal", "lsm 980", "lsm980", "lsm", "共聚焦"),
            (
                *("ppms", "14 days", "fourteen days", "two weeks", "2 weeks", "24 h", "24 hours"),
                *("24h", "两周", "14天", "两个星期", "24小时", "提前"),
            ),
        ),
    ),
    Item(
        "F.order_cutoff",
        "The order list closes Tuesday at 12:00; Monika sends the week's order to purchasing on "
        "Wednesday morning, anything later waits a week.",
        A(
            ("order*", "订货", "下单", "订单", "采购", "订购"),
            ("tuesday*", "tue", "周二", "星期二", "礼拜二"),
            ("noon", "12:00", "midday", "中午", "十二点", "12 点", "12点"),
        ),
    ),
    Item(
        "F.waste",
        "Chemical waste is collected on Thursday mornings; labelled canisters (contents, name, "
        "date) must be in the collection room 0.05 by Wednesday 16:00.",
        A(
            ("chemical waste", "solvent waste", "canister*", "waste", "化学废液", "废液", "废液桶"),
            ("thursday*", "周四", "星期四", "礼拜四", "0.05"),
        ),
    ),
    Item(
        "F.autoclave",
        "The autoclave in 2.08 runs at 10:00 and 15:00 (since 15 June); the cart is loaded by a "
        "quarter to, liquids and solid waste in separate runs, every run signed in the log.",
        A(
            AUTOCLAVE,
            ("10:00", "15:00", "10 and 15", "十点", "下午三点", "10点", "15点", "三点"),
        ),
    ),
    Item(
        "F.raw_backup",
        "Raw data go onto the group share (kessler/raw) the same day they are taken, never only on "
        "the instrument PC or a stick, because the facility wipes its acquisition PCs on Fridays.",
        A(
            ("raw data", "raw files", "raw images", "raw folder", "原始数据", "原始文件", "raw"),
            (
                *("share", "server", "same day", "back up", "backup", "backed up", "kessler/raw"),
                *("服务器", "当天", "备份", "共享盘"),
            ),
        ),
    ),
    Item(
        "F.protocol_no",
        "The animal protocol number G-24-117 and the S2 registration Az. 35-8791.54 are not "
        "secret: they go on animal orders, shipping forms for transgenic material and methods.",
        A(
            (
                *("g-24-117", "35-8791*", "animal protocol", "protocol number", "动物实验许可"),
                *("许可号", "备案号"),
            ),
            (
                *("g-24-117", "35-8791*", "not secret", "not a secret", "isn't secret"),
                *("public", "methods", "order form*", "不是秘密", "不用保密", "可以写"),
            ),
        ),
    ),
    Item(
        "F.authorship",
        "Authorship: whoever did most of the experiments is first, Martin is last and "
        "corresponding, the rest by contribution; the order goes on the project sheet at the start "
        "and only Martin changes it.",
        A(
            (
                *("authorship", "author order", "author list", "first author", "first-author"),
                *("作者顺序", "第一作者", "署名", "作者排序"),
            ),
            (
                *("most of the experiments", "most of the work", "contribution", "project sheet"),
                *("last author", "corresponding", "贡献", "通讯作者", "项目表", "最后作者"),
            ),
        ),
    ),
    Item(
        "F.drafts",
        "Martin reads drafts only as a Word file with track changes, sent by email with a "
        "three-line summary of what changed; no PDFs, no Overleaf links.",
        A(
            ("draft*", "manuscript", "chapter", "初稿", "草稿", "稿子", "论文"),
            (
                *("docx", "word file", "word document", "word doc", "track changes"),
                *("tracked changes", "修订模式", "word文档", "word 文件", "修订"),
            ),
        ),
    ),
    Item(
        "F.lab_meeting",
        "Lab meeting is on Mondays at 9:30 in seminar room 1.12 (since 8 June); one person "
        "presents by the rota on the door.",
        A(LAB_MEETING, ("monday*", "mon", "周一", "星期一", "礼拜一", "9:30", "九点半")),
    ),
    Item(
        "F.mycoplasma",
        "Every cell line is tested for mycoplasma on the first Monday of the month; a new line "
        "stays in the quarantine incubator until its test is negative.",
        A(
            ("mycoplasma", "myco", "支原体"),
            (
                *("first monday", "every month", "monthly", "quarantine", "negative"),
                *("每月", "每个月", "隔离", "阴性"),
            ),
        ),
    ),
    Item(
        "F.ln2",
        "Nobody fills liquid nitrogen alone or after 18:00, and only with the oxygen monitor in "
        "0.07 on green, because nitrogen displaces the oxygen in that small room.",
        A(
            ("liquid nitrogen", "ln2", "液氮", "dewar*"),
            (
                *("alone", "second person", "two people", "buddy", "oxygen", "18:00"),
                *("一个人", "两个人", "缺氧", "氧气"),
            ),
        ),
    ),
    Item(
        "F.sanger",
        "Sanger samples go into the Eurofins drop box at the main entrance by 16:00 for results "
        "the next day, each tube with its barcode.",
        A(
            ("sanger", "sequencing sample*", "测序"),
            ("drop box", "dropbox", "mailbox", "16:00", "4 pm", "下午四点", "四点", "投递箱"),
        ),
    ),
    Item(
        "F.phenol",
        "Phenol-chloroform only in the fume hood in 2.10, and its waste in the halogenated "
        "canister, never the non-halogenated one.",
        A(
            ("phenol*", "chloroform", "trizol", "苯酚", "氯仿"),
            ("fume hood", "hood", "halogenated", "通风橱", "含卤"),
        ),
    ),
    Item(
        "F.signature",
        "Any single order over €1,000 needs Martin's signature on the purchase form before Monika "
        "sends it (grant rules).",
        A(
            (
                *("€1,000", "1,000 €", "1000 €", "€1000", "1,000 euro*", "1000 euro*"),
                *("over 1,000", "一千欧", "1000欧", "超过一千"),
            ),
            ("sign*", "approv*", "签字", "批准", "签名"),
        ),
    ),
    Item(
        "F.safety_briefing",
        "Nobody works at the bench before Clara's safety briefing (with the S2 instruction), signed "
        "on the form; everyone repeats it every year in June.",
        A(
            (
                *("safety briefing", "safety instruction", "safety induction", "unterweisung"),
                *("安全培训", "安全教育", "安全说明"),
            ),
            ("before", "every year", "yearly", "annual*", "signed", "sign*", "每年", "之前", "签"),
        ),
    ),
    # ---------------------------------------------------------------- replaced
    Item(
        "X.lab_meeting_thu",
        "Lab meeting on Thursdays at 16:00 (moved to Mondays 9:30 from 8 June).",
        A(LAB_MEETING, ("thursday*", "16:00", "4 pm", "周四", "星期四", "下午四点")),
    ),
    Item(
        "X.autoclave_13",
        "The autoclave runs once a day, at 13:00 (replaced on 15 June by two runs).",
        A(AUTOCLAVE, ("13:00", "1 pm", "one o'clock", "下午一点", "13点", "once a day")),
    ),
    # ---------------------------------------------------------------- open work
    Item(
        "U.freezer_service",
        "Freezer B needs a service: compressor check and a new door seal (done 30 June).",
        A(("freezer b",), ("service*", "seal", "gasket", "compressor", "thermo", "维修", "密封条")),
    ),
    Item(
        "U.rotor",
        "The F-34-6-38 rotor goes back for inspection after the imbalance (back on 2 July).",
        A(("rotor", "转子"), ("inspection", "inspect*", "pick-up", "检查", "检测", "cleared")),
    ),
    Item(
        "U.chem_register",
        "Update the hazardous-substances register for the safety officer by 30 June (never done).",
        A(
            ("register", "gefahrstoff*", "危险品", "化学品清单", "inventory"),
            ("hazardous", "vogel", "safety officer", "chemical*", "化学品"),
        ),
    ),
    Item(
        "U.priya_card",
        "Priya's access card does not open the S2 lab yet (activated 11 June).",
        A(("priya",), ("card", "badge", "access", "门卡")),
    ),
    Item(
        "U.visa_letter",
        "李静 needs Martin's signed letter for her residence permit extension (signed 19 June).",
        A(
            ("visa", "residence permit", "ausländerbehörde", "签证", "居留"),
            ("letter", "信", "证明"),
        ),
    ),
    Item(
        "U.pipettes",
        "Collect the lab's pipettes and send them for calibration (never done).",
        A(("pipette*", "移液器", "移液枪"), ("calibrat*", "校准")),
    ),
    # ---------------------------------------------------------------- hunches and questions
    Item(
        "T.antibody_lot",
        "李静 suspects the new lot of the anti-HA antibody is weaker.",
        A(("anti-ha", "ha antibody", "ha 抗体", "抗体"), ("lot", "批次", "batch")),
    ),
    Item(
        "T.seal_ice",
        "A guess that freezer B failed because its door was left not quite shut.",
        A(
            ("freezer b", "b柜", "b 冰箱"),
            ("not closed", "not quite shut", "ajar", "left open", "没关好", "没关紧"),
        ),
    ),
    Item(
        "T.incubator_fungus",
        "A hunch that the fungal contamination comes from incubator 2's water pan.",
        A(("fung*", "mould", "mold", "霉菌", "真菌"), ("water pan", "incubator 2", "水盘")),
    ),
    Item(
        "T.new_postdoc",
        "Martin may hire another postdoc if the DFG grant comes through.",
        A(("dfg",), ("postdoc", "hire", "hiring", "博士后", "招人")),
    ),
    Item(
        "Q.dry_ice",
        "Can plasmids and cells go to the Chengdu collaborators on dry ice without an export "
        "permit?",
        A(("dry ice", "干冰"), ("chengdu", "成都", "export", "出口", "customs", "海关")),
    ),
    Item(
        "Q.eln_cloud",
        "May patient-derived data go into the ELN's cloud instance?",
        A(("eln", "electronic lab notebook", "电子实验记录"), ("patient*", "患者", "病人")),
    ),
    Item(
        "Q.open_access",
        "Who pays the open-access fee for Tobias's paper?",
        A(("open access", "open-access", "apc", "开放获取", "版面费")),
    ),
    # ---------------------------------------------------------------- what happened once
    Item(
        "N.freezer_timeline",
        "Freezer B's failure on the night of 13–14 June, hour by hour.",
    ),
    Item(
        "N.centrifuge",
        "The centrifuge imbalance of 17 June as it happened.",
    ),
    Item(
        "N.qpcr_log",
        "A qPCR run log pasted from the instrument.",
        A(("run log", "cq", "ct", "qpcr"), ("plate", "well*", "孔")),
    ),
    Item(
        "N.error",
        "Error output pasted from PPMS and the plate reader software.",
        A(("error", "err", "exception", "traceback", "报错")),
    ),
    Item(
        "N.delivery",
        "A delivery slip pasted as it came.",
        A(("delivery note", "lieferschein", "packing slip", "送货单")),
    ),
    Item(
        "N.western",
        "The one-off western blot for the HA-tagged construct and its numbers.",
        A(("western", "blot", "免疫印迹"), ("band*", "kda", "条带")),
    ),
    Item(
        "N.seminar",
        "The institute seminar on phase separation.",
        A(("seminar", "talk", "讲座", "报告"), ("phase separation", "condensate*", "相分离")),
    ),
    # ---------------------------------------------------------------- secrets
    Item(
        "S.vendor_portal",
        "The Biozenta web-shop login for the lab, given in a chat.",
        secrets=("Orchid-Pipet-4471",),
    ),
    Item(
        "S.freezer_monitor",
        "The freezer monitoring system's admin login, pasted during the alarm night.",
        secrets=("Frost-8842-kl",),
    ),
    Item(
        "S.coldroom",
        "The cold room's new keypad code, in 李静's Chinese note.",
        secrets=("7390#2",),
    ),
    Item(
        "S.eln_token",
        "An API token for the ELN, pasted into a coding chat.",
        secrets=("elab_7QmZ2rT9vXc4Lp8Wd3Hs6Nb1Ky5",),
    ),
    Item(
        "S.wifi",
        "The instrument network's Wi-Fi password for the new tablet.",
        secrets=("Agar&Hefe2026!",),
    ),
    Item(
        "S.drive_recovery",
        "The group share's recovery key, pasted in a list: label first, the key below.",
        secrets=("R7KD-2PXW-9QMF-4HTL-66ZB",),
    ),
    Item(
        "S.li_order_login",
        "李静's login to the university ordering system, given in Chinese in a chat.",
        secrets=("Panda.Chengdu88",),
    ),
]
