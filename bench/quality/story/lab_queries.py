"""The lab story's evaluation queries: what a good search must put in its top 3.

Tags: the query's language (en, zh, mixed), `cross` when the notes that answer it are written
mostly in the other language, `question` when it is asked as a question rather than keywords.
"""

from __future__ import annotations

from bench.quality.model import Q

QUERIES = [
    # durable facts (the first five are the smoke run's, answerable within its first days)
    Q(
        "can a new student start at the bench before the safety briefing?",
        "F.safety_briefing",
        "en question",
    ),
    Q("when does the order list close?", "F.order_cutoff", "en question"),
    Q("chemical waste collection day", "F.waste", "en"),
    Q("how far in advance can I book the confocal?", "F.confocal", "en question"),
    Q("where do raw images have to be saved?", "F.raw_backup", "en question"),
    Q("how often are the cell lines checked for mycoplasma?", "F.mycoplasma", "en question"),
    Q("新细胞系能直接放进大培养箱吗？", "F.mycoplasma", "zh question"),
    Q("how long may the ultra-low freezer door stay open?", "F.minus80", "en question"),
    Q("负80冰箱开门有什么规定？", "F.minus80", "zh question"),
    Q("the freezer is beeping at 2 am, who do I phone?", "F.freezer_alarm", "en question"),
    Q("冰箱半夜报警打哪个电话", "F.freezer_alarm", "zh question"),
    Q("what time does the autoclave run?", "F.autoclave", "en question"),
    Q("高压灭菌几点", "F.autoclave", "zh question"),
    Q("what day is group meeting?", "F.lab_meeting", "en question"),
    Q("组会是星期几", "F.lab_meeting", "zh question"),
    Q("who gets to be first author on a paper here?", "F.authorship", "en question"),
    Q("第一作者怎么定", "F.authorship", "zh question"),
    Q("how should I send Martin my manuscript?", "F.drafts", "en question"),
    Q("Kessler 要什么格式的稿子", "F.drafts", "mixed cross question"),
    Q("is the animal protocol number confidential?", "F.protocol_no", "en question"),
    Q("动物实验许可号可以写在表格上吗", "F.protocol_no", "zh question"),
    Q("can I top up the nitrogen dewar by myself in the evening?", "F.ln2", "en question"),
    Q("Sanger sequencing drop-off deadline", "F.sanger", "en"),
    Q("where am I allowed to use phenol chloroform?", "F.phenol", "en question"),
    Q("who has to sign off an expensive purchase?", "F.signature", "en question"),
    Q("超过一千欧的订单谁签字", "F.signature", "zh cross question"),
    Q("取消共聚焦预约要提前多久", "F.confocal", "zh question"),
    Q("废液什么时候收", "F.waste", "zh cross question"),
    Q("原始数据放哪里", "F.raw_backup", "zh question"),
    Q("订货截止时间", "F.order_cutoff", "zh"),
    # open work, hunches, questions, what happened once
    Q("freezer B failure night timeline", "N.freezer_timeline", "en"),
    Q("what happened with the unbalanced centrifuge?", "N.centrifuge", "en question"),
    Q("rotor inspection Eppendorf", "U.rotor", "en"),
    Q("hazardous substances register for the safety officer", "U.chem_register", "en"),
    Q("pipette calibration", "U.pipettes", "en"),
    Q("is the new anti-HA lot worse than the old one?", "T.antibody_lot", "en cross question"),
    Q("干冰寄细胞到成都需要许可吗", "Q.dry_ice", "zh cross question"),
    Q("LC480 export access denied", "N.error", "en"),
    Q("patient data in the ELN cloud", "Q.eln_cloud", "en"),
    Q("who pays the open access charge?", "Q.open_access", "en question"),
]
