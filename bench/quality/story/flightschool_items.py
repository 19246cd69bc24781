"""The flightschool story's registry: durable facts, to-dos, hunches, questions, replaced rules,
secrets.

Anchors name each concept in English and Chinese; a block labelled with an item states it, and
no block states a durable fact it is not labelled with.
"""

from __future__ import annotations

from bench.quality.model import A, Item

# Concept groups shared by a rule and the rule that replaced it.
_FUEL = ("fuel", "油")
_BRIEF = (
    "daily brief",
    "morning brief",
    "the brief",
    "briefing",
    "早会",
    "晨会",
    "简报会",
)

ITEMS = [
    # ------------------------------------------------------------------ durable facts
    Item(
        "F.fuel_reserve",
        "Every flight is planned to land with at least 45 minutes of fuel in the tanks (about "
        "28 L in the 172s, 18 L in the 152); short of that you divert or come home early. "
        "Replaced the 30-minute minimum on 18 March.",
        A(
            _FUEL,
            ("45 min*", "forty-five min*", "45分钟", "四十五分钟", "三刻钟"),
        ),
    ),
    Item(
        "F.solo_minima",
        "A student goes solo only with a cloud base of at least 2,500 ft and 10 km visibility "
        "at Hood, whatever the licence minima say.",
        A(
            ("solo*", "单飞"),
            ("2500", "2,500", "2 500", "两千五", "10 km", "10km", "十公里", "10公里"),
        ),
    ),
    Item(
        "F.booking_truth",
        "SkyRoster is the source of truth for bookings: a flight that isn't in it isn't "
        "happening, whatever was agreed on WeChat, the whiteboard or the phone.",
        A(
            ("SkyRoster", "booking system", "预约系统", "约机系统"),
            (
                "source of truth",
                "为准",
                "doesn't exist",
                "does not exist",
                "isn't happening",
                "not happening",
                "不算数",
                "only record",
            ),
        ),
    ),
    Item(
        "F.tech_log",
        "The aircraft's tech log is read and signed by the pilot in command before every "
        "flight; no signature, no start-up.",
        A(
            ("tech log*", "技术记录本", "技术日志", "飞机日志"),
            ("sign*", "签字", "签名"),
        ),
    ),
    Item(
        "F.first_solo",
        "Only Helen, the CFI, sends a student on a first solo, after her own pre-solo check "
        "flight with them.",
        A(
            ("first solo*", "首次单飞", "第一次单飞"),
            ("Helen", "CFI", "海伦", "总教官"),
        ),
    ),
    Item(
        "F.noise_abatement",
        "Noise abatement: nobody overflies Solway below 1,500 ft; runway 06 departures turn "
        "right only after 800 ft and climb out over the river.",
        A(
            ("Solway", "索尔韦", "noise abatement", "noise-abatement", "减噪"),
            ("1500", "1,500", "1 500", "一千五"),
        ),
    ),
    Item(
        "F.grass_runway",
        "After rain the grass runway (10/28) stays closed to school aircraft until the duty "
        "instructor has walked it; until then everyone uses the seal, 06/24.",
        A(
            ("grass", "草地跑道", "草跑道", "草道"),
            ("walk", "walked", "walks", "walking", "走一遍", "走过一遍", "走完", "步行检查"),
        ),
    ),
    Item(
        "F.brief_time",
        "The daily brief is at 07:00 in the crew room from 7 April (after the clocks went "
        "back); every instructor and every student flying before noon attends.",
        A(
            _BRIEF,
            ("07:00", "7:00", "7 am", "7am", "0700", "7点整", "七点整", "seven o'clock"),
        ),
    ),
    Item(
        "F.cancellation",
        "Cancel in SkyRoster at least 24 hours ahead; a later cancellation or a no-show pays "
        "the aircraft hire (for cadets it is reported to the sponsor airline).",
        A(
            ("cancel*", "no-show*", "no show*", "取消", "爽约", "放鸽子"),
            ("24 hours", "24 hrs", "24h", "24 h", "24-hour", "24小时", "二十四小时"),
        ),
    ),
    Item(
        "F.headset",
        "The school headsets are wiped with an alcohol wipe (ear seals and mic) after every "
        "flight, and go back on their hooks in the crew room.",
        A(
            ("headset*", "耳机"),
            ("wipe*", "wiping", "alcohol", "消毒", "酒精", "擦"),
        ),
    ),
    Item(
        "F.english_cockpit",
        "English only in the cockpit and on the radio, even when both people on board speak "
        "Mandarin.",
        A(
            ("English", "英语", "英文"),
            (
                "cockpit",
                "驾驶舱",
                "radio",
                "无线电",
                "机上",
                "on frequency",
                "in the aircraft",
                "in the air",
            ),
        ),
    ),
    Item(
        "F.ops_normal",
        "A student on a solo cross-country calls 'ops normal' to the school on 123.45 every "
        "30 minutes; Priya starts the overdue check after one missed call.",
        A(
            ("ops normal", "报平安", "ops正常"),
            (
                "30 min*",
                "thirty min*",
                "half an hour",
                "half-hour",
                "half hour",
                "30分钟",
                "三十分钟",
                "半小时",
            ),
        ),
    ),
    Item(
        "F.instructor_hours",
        "No instructor is booked for more than 6 hours of flight instruction in a day; "
        "SkyRoster is set to refuse the seventh.",
        A(
            ("instructor*", "教员", "教官"),
            (
                "6 hours",
                "six hours",
                "6 hrs",
                "6h",
                "6 h",
                "6小时",
                "六小时",
                "6个小时",
                "六个小时",
            ),
        ),
    ),
    Item(
        "F.keys",
        "Aircraft keys go back in the key cabinet in ops straight after the flight; they "
        "never leave the building in a pocket.",
        A(
            ("key", "keys", "钥匙"),
            ("cabinet", "钥匙柜", "key box", "key safe", "放回", "挂回"),
        ),
    ),
    Item(
        "F.occurrence",
        "Every occurrence (bird strike, precautionary landing, airspace infringement) is told "
        "to Helen the same day and a CA005 goes to CAA within 10 days.",
        A(
            ("CA005", "occurrence*", "事件报告", "不安全事件"),
            ("10 days", "ten days", "10天", "十天"),
        ),
    ),
    Item(
        "F.currency",
        "A student who hasn't flown for 21 days flies a dual check before the next solo.",
        A(
            ("21 days", "21-day", "three weeks", "21天", "三周", "三个星期", "二十一天"),
            ("dual", "带飞", "check flight", "check ride", "检查飞行"),
        ),
    ),
    # ------------------------------------------------------------------ replaced
    Item(
        "X.fuel_30",
        "Land with at least 30 minutes of fuel (until 18 March).",
        A(
            _FUEL,
            (
                "30 min*",
                "thirty min*",
                "half an hour",
                "half-hour",
                "30分钟",
                "三十分钟",
                "半小时",
            ),
        ),
    ),
    Item(
        "X.brief_0745",
        "The daily brief was at 07:45 (until the clocks went back in April).",
        A(
            _BRIEF,
            ("07:45", "7:45", "0745", "quarter to eight", "7点45", "七点三刻", "七点四十五"),
        ),
    ),
    # ------------------------------------------------------------------ unfinished
    Item(
        "U.windsock",
        "The windsock at the 24 threshold is torn; the aerodrome manager is to replace it.",
        A(("windsock", "风向袋"), ("torn", "ripped", "shredded", "破了", "撕")),
    ),
    Item(
        "U.wfc_radio",
        "ZK-WFC's second comm radio is scratchy on transmit; Dave to look at it.",
        A(("WFC",), ("comm 2", "com 2", "com2", "radio", "电台", "scratchy")),
    ),
    Item(
        "U.extinguisher",
        "The fire extinguisher in ZK-PWT is past its service date.",
        A(("extinguisher*", "灭火器"), ("PWT", "overdue", "过期", "service date")),
    ),
    Item(
        "U.elt",
        "ZK-WFB's ELT battery expires at the end of March and has to be replaced.",
        A(("ELT",), ("battery", "batteries", "电池", "expir*", "过期")),
    ),
    Item(
        "U.medical",
        "Sun Yue's Class 1 medical needs renewing before it lapses on 20 April.",
        A(("medical", "体检"), ("Sun Yue", "孙悦")),
    ),
    Item(
        "U.training_records",
        "Every cadet's stage-check sheets have to be filed in the training records before the "
        "CAA audit.",
        A(("training record*", "培训记录", "stage check*", "阶段检查"), ("audit*", "审核")),
    ),
    Item(
        "U.frto",
        "Book the FRTO exam for Zhao Lei and Wang Yiming.",
        A(("FRTO",), ("book*", "exam", "考试", "报名")),
    ),
    Item(
        "U.gate",
        "The airside gate by the car park doesn't latch.",
        A(("gate",), ("latch*", "关不上", "won't shut", "doesn't shut")),
    ),
    Item(
        "U.projector",
        "The ground-school projector flickers; it needs a new lamp.",
        A(("projector", "投影仪"), ("lamp", "bulb", "灯泡", "flicker*", "闪")),
    ),
    Item(
        "U.rotate_windy",
        "Regenerate the Windy API key Leo pasted in a chat.",
        A(("rotate", "regenerat*", "revok*", "换一个", "作废", "重新生成"), ("Windy",)),
    ),
    Item(
        "U.wfb_dent",
        "Dave to inspect the dent in ZK-WFB's left wing leading edge after the bird strike.",
        A(("WFB",), ("dent", "leading edge", "前缘", "凹")),
    ),
    # ------------------------------------------------------------------ tentative
    Item(
        "T.carb_ice",
        "The rough running in ZK-PWT before the precautionary landing may have been carb ice.",
        A(
            ("carb ice", "carburettor ice", "carburetor ice", "化油器结冰"),
            ("suspect", "reckon", "probably", "maybe", "might", "可能", "怀疑"),
        ),
    ),
    Item(
        "T.plovers",
        "The spur-winged plovers may be nesting beside the grass runway again.",
        A(("plover*", "麦鸡"), ("nest*", "breeding", "筑巢", "孵")),
    ),
    Item(
        "T.avgas",
        "Avgas may go up again in April.",
        A(("avgas", "航油"), ("price", "dearer", "涨价", "going up", "go up")),
    ),
    Item(
        "T.visa",
        "The next cadet cohort may arrive late; their visas are slow.",
        A(("visa*", "签证"), ("delay*", "推迟", "晚到", "late", "June", "六月")),
    ),
    Item(
        "T.nerves",
        "Sun Yue's trouble on the radio may be nerves rather than language.",
        A(("孙悦", "Sun Yue"), ("紧张", "nerves", "nervous")),
    ),
    # ------------------------------------------------------------------ questions
    Item(
        "Q.solo_crosswind",
        "What is the school's crosswind limit for a solo student?",
        A(("crosswind", "侧风"), ("solo", "单飞")),
    ),
    Item(
        "Q.fuel_twin",
        "Does the landing-fuel minimum apply the same way to the Tecnam twin?",
        A(("twin", "Tecnam", "双发"), _FUEL),
    ),
    Item(
        "Q.brief_saturday",
        "Is there a daily brief on Saturdays when only two instructors are on?",
        A(_BRIEF, ("Saturday*", "周六", "weekend*", "周末")),
    ),
    Item(
        "Q.headset_own",
        "May cadets fly with their own headsets?",
        A(("headset*", "耳机"), ("own", "自己的", "Bose", "personal")),
    ),
    Item(
        "Q.keys_overnight",
        "Who keeps the keys when a crew overnights away on a cross-country?",
        A(("keys", "钥匙"), ("overnight*", "过夜", "Napier", "纳皮尔")),
    ),
    Item(
        "Q.cancel_weather",
        "Does a cancellation for weather count against the student?",
        A(("cancel*", "取消"), ("weather", "天气")),
    ),
    Item(
        "Q.english_ground",
        "Should ground school be all in English as well?",
        A(("ground school", "地面课", "理论课"), ("English", "英文", "英语")),
    ),
    # ------------------------------------------------------------------ secrets
    Item(
        "S.wifi",
        "The crew room Wi-Fi password.",
        A(("Kahu!Glide-734",)),
        secrets=("Kahu!Glide-734",),
    ),
    Item(
        "S.windy",
        "The Windy API key Leo pasted in a curl command.",
        A(("wk_9Rt4Lp2Xq7Vn3Hs8Zb6Mc1D",)),
        secrets=("wk_9Rt4Lp2Xq7Vn3Hs8Zb6Mc1D",),
    ),
    Item(
        "S.skyroster",
        "The SkyRoster admin password.",
        A(("Totara#88lift",)),
        secrets=("Totara#88lift",),
    ),
    Item(
        "S.fuel_pin",
        "The PIN of the school's fuel card at the Hood bowser.",
        A(("58-21",)),
        secrets=("58-21",),
    ),
    Item(
        "S.hangar",
        "The hangar door keypad code (changed on 28 March).",
        A(("7319#", "30482#")),
        secrets=("7319#", "30482#"),
    ),
    Item(
        "S.webhook",
        "The Discord webhook that posts ops-normal alerts to the #solo-watch channel.",
        A(("1351846290571837440",)),
        secrets=("vQ3kP9xLr2Tz8WmN5bYc1Hd7Fj4Ks6Ga0Ue-RtXo2LpZq9VyMi3Nw",),
    ),
    Item(
        "S.metflight",
        "The school's MetFlight GA login.",
        A(("Nor'wester#19",)),
        secrets=("Nor'wester#19",),
    ),
]
