"""The dental story's labelled items: the practice's standing rules, the decisions they replaced,
the codes and logins pasted into notes, and the open jobs, hunches and questions around them."""

from __future__ import annotations

from bench.quality.model import A, Item

_EMERGENCY_PHONE = (
    "emergency phone",
    "emergency mobile",
    "on call phone",
    "out of hours phone",
    "ooh phone",
    "急诊电话",
    "应急电话",
    "值班电话",
    "急诊手机",
)

ITEMS: dict[str, Item] = {
    i.id: i
    for i in (
        # ---------------------------------------------------------------- durable
        Item(
            "F.helix",
            "Autoclave: the Helix test runs before the first load every morning and is logged; "
            "nothing leaves decon until it passes.",
            A(
                ("helix", "bowie dick", "螺旋测试", "测试包"),
                ("autoclave*", "steriliser*", "sterilizer*", "灭菌器", "灭菌锅", "消毒锅"),
                (
                    "first load",
                    "first cycle",
                    "first run",
                    "every morning",
                    "each morning",
                    "every day",
                    "daily",
                    "每天",
                    "每日",
                    "第一锅",
                    "第一个循环",
                ),
            ),
        ),
        Item(
            "F.pouches",
            "Every sterilised pouch carries the date and the autoclave cycle number; an undated "
            "pouch goes back through.",
            A(
                ("pouch*", "灭菌袋", "包装袋"),
                ("dated", "undated", "date", "cycle number", "cycle no", "日期", "锅次", "批号"),
            ),
        ),
        Item(
            "F.late_cancel",
            "Cancellations with under 24 hours' notice and no-shows are charged £25 (waived once "
            "a year per patient).",
            A(
                ("24 hours", "24 hrs", "24h", "24小时", "24 小时", "一天之内", "a day's notice"),
                ("cancel*", "no show*", "dna", "missed appointment*", "取消", "爽约", "没来"),
                ("£25", "fee", "charge*", "charging", "收费", "扣费", "25镑", "25英镑"),
            ),
        ),
        Item(
            "F.consent",
            "Written, signed consent before any extraction, implant or sedation, scanned into "
            "the record the same visit.",
            A(
                ("consent*", "同意书", "知情同意"),
                (
                    "extraction*",
                    "implant*",
                    "sedation",
                    "surgical",
                    "拔牙",
                    "种植",
                    "镇静",
                    "手术",
                ),
                ("written", "signed", "sign", "书面", "签字", "签名", "scanned", "扫描"),
            ),
        ),
        Item(
            "F.medhistory",
            "The medical history is updated and re-signed at every visit, before any treatment.",
            A(
                ("medical history", "medical histories", "med history", "med hx", "病史"),
                (
                    "every visit",
                    "each visit",
                    "every appointment",
                    "each appointment",
                    "every time",
                    "every patient",
                    "每次",
                    "re-sign*",
                    "resign*",
                    "重新签",
                ),
            ),
        ),
        Item(
            "F.supplier",
            "Consumables are ordered from Brightwell Dental (Tuesday order, next-day delivery).",
            A(
                ("brightwell",),
                ("order*", "consumable*", "supplies", "耗材", "下单", "订货", "采购"),
            ),
        ),
        Item(
            "F.xray_log",
            "Every radiograph is entered in the X-ray log with its justification and quality "
            "grade, signed by the dentist who took it.",
            A(
                (
                    "x-ray*",
                    "xray*",
                    "radiograph*",
                    "bitewing*",
                    "opg",
                    "x光",
                    "拍片",
                    "片子",
                ),
                (
                    "log",
                    "logbook",
                    "logged",
                    "justification",
                    "justified",
                    "justify",
                    "grade",
                    "graded",
                    "grading",
                    "登记",
                ),
            ),
        ),
        Item(
            "F.oncall_rota",
            "The weekend emergency phone rotates between the three dentists, handed over at "
            "Friday close.",
            A(
                _EMERGENCY_PHONE,
                (
                    "rota",
                    "rotas",
                    "rotate*",
                    "rotation",
                    "轮流",
                    "轮值",
                    "轮班",
                    "handover",
                    "交接",
                ),
            ),
        ),
        Item(
            "F.sharps",
            "Sharps bins are closed and swapped at the fill line (three-quarters), never pressed "
            "down.",
            A(
                ("sharps", "利器盒", "锐器盒"),
                ("fill line", "three quarters", "3/4", "满线", "四分之三", "3/4满"),
            ),
        ),
        Item(
            "F.reminder_48h",
            "Appointment reminder texts go out 48 hours before the appointment.",
            A(
                ("remind*", "提醒短信", "提醒"),
                ("48", "48h", "two days", "2 days", "两天", "48小时", "48 小时"),
            ),
        ),
        Item(
            "F.fluoride",
            "Children over three get fluoride varnish at every check-up unless a parent declines.",
            A(
                ("fluoride", "varnish", "duraphat", "涂氟", "氟"),
                ("child*", "kid*", "paediatric", "under 16", "儿童", "孩子", "小朋友"),
            ),
        ),
        Item(
            "F.hyg_45",
            "Hygiene appointments are booked at 45 minutes.",
            A(
                ("hygien*", "scale and polish", "洁牙", "洗牙", "洁治"),
                ("45 min*", "45分钟", "45 分钟", "45m"),
            ),
        ),
        Item(
            "F.lab_book",
            "Every lab case goes in the lab book with its return date; the fit appointment is "
            "booked only once the lab has confirmed that date.",
            A(
                ("lab", "labs", "lab book", "技工所", "技工"),
                ("return date", "due date", "due back", "回件日期", "回件", "返回日期"),
            ),
        ),
        Item(
            "F.fridge",
            "The materials fridge temperature is read and written down twice a day; it must sit "
            "between 2 and 8 °C.",
            A(
                ("fridge", "refrigerator", "冰箱"),
                ("temperature*", "temp", "temps", "温度", "2-8", "2–8", "2 to 8", "min max"),
            ),
        ),
        Item(
            "F.emergency_kit",
            "The emergency drugs kit, oxygen and AED are checked every Monday and the sheet is "
            "signed.",
            A(
                (
                    "emergency drug*",
                    "emergency kit",
                    "drugs kit",
                    "oxygen",
                    "aed",
                    "急救药",
                    "急救箱",
                    "急救包",
                    "氧气",
                ),
                ("monday*", "周一", "星期一", "weekly", "every week", "每周", "每个星期"),
            ),
        ),
        Item(
            "F.estimate",
            "Treatment over £500 needs a signed written estimate and 50% paid before it starts.",
            A(
                ("£500", "500", "500镑", "500英镑", "五百"),
                (
                    "estimate*",
                    "treatment plan*",
                    "50%",
                    "half",
                    "upfront",
                    "up front",
                    "一半",
                    "报价",
                    "预付",
                    "定金",
                ),
            ),
        ),
        Item(
            "F.records_email",
            "Records and X-rays leave the practice only by NHSmail or the encrypted portal, "
            "never by ordinary email.",
            A(
                ("nhsmail", "nhs mail", "encrypted", "加密"),
                (
                    "record*",
                    "x-ray*",
                    "xray*",
                    "radiograph*",
                    "images",
                    "scans",
                    "referral*",
                    "病历",
                    "片子",
                    "转诊",
                ),
            ),
        ),
        # ---------------------------------------------------------------- superseded
        Item(
            "X.supplier_old",
            "Consumables are ordered from Panoral Direct (replaced by Brightwell).",
            A(
                ("panoral",),
                ("order*", "consumable*", "supplies", "耗材", "下单", "订货", "account"),
            ),
        ),
        Item(
            "X.oncall_principal",
            "Dr Okafor holds the emergency phone every weekend (replaced by the rota).",
            A(
                _EMERGENCY_PHONE,
                ("okafor", "amara", "principal", "院长"),
                ("every weekend", "all weekends", "always", "每个周末", "一直"),
            ),
        ),
        Item(
            "X.reminder_24h",
            "Reminder texts go out 24 hours before (replaced by 48 hours).",
            A(
                ("remind*", "提醒"),
                ("24 hours", "24h", "24 hrs", "day before", "24小时", "前一天"),
            ),
        ),
        Item(
            "X.hyg_30",
            "Hygiene appointments are booked at 30 minutes (replaced by 45).",
            A(
                ("hygien*", "scale and polish", "洁牙", "洗牙", "洁治"),
                ("30 min*", "30分钟", "30 分钟", "half an hour", "半小时"),
            ),
        ),
        # ---------------------------------------------------------------- secrets
        Item("S.door", "Back door keypad code.", A("7316"), secrets=("7316",)),
        Item(
            "S.wifi", "Staff Wi-Fi password.", A("Molar!Bright2026"), secrets=("Molar!Bright2026",)
        ),
        Item(
            "S.portal",
            "Brightwell web portal login.",
            A("Tr1cuspid#88"),
            secrets=("Tr1cuspid#88",),
        ),
        Item("S.alarm", "Intruder alarm code.", A("580913"), secrets=("580913",)),
        Item(
            "S.sms_api",
            "SMS gateway API key.",
            A("sk_live_9f3KdQ2xLmZ71vBw"),
            secrets=("sk_live_9f3KdQ2xLmZ71vBw",),
        ),
        Item("S.safe", "Reception safe code.", A("309174"), secrets=("309174",)),
        Item("S.card_pin", "Petty-cash card PIN.", A("8152"), secrets=("8152",)),
        # ---------------------------------------------------------------- unfinished
        Item(
            "U.phone_divert",
            "The evening phone divert to the out-of-hours line does not work.",
            A(("divert*", "转接", "呼叫转移")),
        ),
        Item(
            "U.compressor",
            "The compressor is noisy; engineer to be booked.",
            A(("compressor", "压缩机")),
        ),
        Item(
            "U.chair3_light",
            "Surgery 3's operating light flickers; part on order.",
            A(("light", "lamp", "灯"), ("surgery 3", "3号", "三号", "flicker*", "闪")),
        ),
        Item(
            "U.suction",
            "Surgery 2's suction is weak; its filter needs replacing.",
            A(("suction", "吸引", "抽吸")),
        ),
        Item(
            "U.dbs_sophie",
            "Sophie's DBS renewal is still pending.",
            A(("dbs",)),
        ),
        Item(
            "U.website_fees",
            "The website fee list is out of date.",
            A(("website", "网站"), ("fee*", "price*", "价格", "收费")),
        ),
        Item(
            "U.cqc_folder",
            "The CQC inspection folder is incomplete (waiting on CPD certificates).",
            A(("cqc",)),
        ),
        # ---------------------------------------------------------------- tentative
        Item(
            "T.scanner",
            "Maybe buy an intraoral scanner.",
            A(("scanner", "扫描仪")),
        ),
        Item(
            "T.saturday",
            "Perhaps open Saturday afternoons.",
            A(("saturday afternoon*", "周六下午")),
        ),
        Item("T.whitening", "Maybe a whitening promotion in June.", A(("whitening", "美白"))),
        Item(
            "T.second_autoclave",
            "A suspicion that a second autoclave is needed.",
            A(("second autoclave", "another autoclave", "第二台")),
        ),
        Item(
            "T.lab_switch",
            "Maybe try a different lab.",
            A(("different lab", "another lab", "other lab", "换一家技工所", "换技工所")),
        ),
        # ---------------------------------------------------------------- questions
        Item(
            "Q.nhs_new",
            "Are we taking new NHS patients after the contract change?",
            A(("nhs",), ("new patient*", "new nhs patient*", "新病人", "新患者")),
        ),
        Item("Q.parking", "Can patients use the pharmacy car park?", A(("car park", "停车"))),
        Item("Q.amalgam", "Do we still stock amalgam?", A(("amalgam", "银汞"))),
        Item("Q.student", "Can a dental student observe?", A(("student", "学生"))),
        # ---------------------------------------------------------------- noise
        Item(
            "N.helix_fail",
            "A failed Helix on autoclave B (a one-off incident).",
            A(("helix",), ("fail*", "失败", "没通过")),
        ),
        Item("N.flood", "Water leak through the surgery 1 ceiling.", A(("leak*", "漏水"))),
        Item(
            "N.needlestick",
            "A needlestick injury incident timeline.",
            A(("needlestick", "needle stick", "扎伤", "扎到")),
        ),
    )
}
