"""The foodbank story's registry: durable facts, to-dos, hunches, questions, replaced rules,
secrets.

Anchors name each concept in English and Chinese; a block labelled with an item states it, and
no block states a durable fact it is not labelled with.
"""

from __future__ import annotations

from bench.quality.model import A, Item

# Concept groups shared by an item and the rule it replaced.
_CEDAR = ("Cedar",)
_VAN = ("van", "面包车", "小货车")

ITEMS = [
    # ------------------------------------------------------------------ durable facts
    Item(
        "F.cold_chain",
        "Walk-in fridge kept at 1–4 °C and the chest freezers at −18 °C or colder; both read "
        "and written on the temperature sheet at opening and at close.",
        A(
            (
                "walk-in",
                "walk in",
                "fridge*",
                "freezer*",
                "cold chain",
                "冷藏",
                "冷冻",
                "冰箱",
                "冰柜",
            ),
            (
                "1–4",
                "1-4",
                "1 to 4",
                "1 and 4",
                "-18",
                "−18",
                "minus 18",
                "minus eighteen",
                "1到4",
                "1至4",
                "零下18",
                "零下十八",
            ),
        ),
    ),
    Item(
        "F.allergen_label",
        "Anything repacked from bulk (rice, lentils, oats, nuts) gets a label with the product, "
        "the repack date and the allergen line; an unlabelled repack does not go out.",
        A(
            ("repack*", "bulk", "bagg*", "分装", "重新包装", "装袋"),
            ("allergen*", "过敏原", "致敏"),
            ("label*", "sticker*", "标签", "贴纸"),
        ),
    ),
    Item(
        "F.truck_days",
        "The Lower Mainland Food Network truck delivers on Tuesday and Friday mornings "
        "(9–10 am); two people on the dock to unload.",
        A(
            (
                "Food Network",
                "LMFN",
                "truck",
                "hub delivery",
                "hub deliveries",
                "送货",
                "货车",
                "卡车",
                "配送",
            ),
            ("Tuesday*", "Tue", "Tues", "周二", "星期二", "礼拜二"),
            ("Friday*", "Fri", "周五", "星期五", "礼拜五"),
        ),
    ),
    Item(
        "F.referral_signoff",
        "Only Dana or Priya sign off a new client referral; anyone else takes the details and "
        "leaves the form in the intake tray.",
        A(
            ("referral*", "转介", "推荐信"),
            (
                "sign off",
                "sign-off",
                "signs off",
                "signed off",
                "approv*",
                "批准",
                "签字",
                "签批",
                "审批",
                "签",
            ),
            ("Dana", "Priya", "达娜", "普莉亚"),
        ),
    ),
    Item(
        "F.vsc",
        "Nobody works a shift until their police vulnerable sector check has cleared.",
        A(
            (
                "vulnerable sector",
                "VSC",
                "police check",
                "criminal record check",
                "background check",
                "无犯罪记录",
                "背景调查",
                "背景审查",
                "犯罪记录",
            ),
            (
                "before",
                "until",
                "first shift",
                "之前",
                "以前",
                "才能",
                "才可以",
                "不能",
                "no one",
                "nobody",
                "not until",
                "can't",
                "cannot",
            ),
        ),
    ),
    Item(
        "F.hours",
        "Distribution hours: Tuesday 3–7 pm, Thursday 10 am–1 pm, Saturday 9 am–noon.",
        A(
            ("Tuesday*", "Tue", "Tues", "周二", "星期二"),
            ("Thursday*", "Thu", "Thurs", "周四", "星期四"),
            ("Saturday*", "周六", "星期六"),
            (
                "3–7",
                "3-7",
                "3 to 7",
                "3 pm",
                "3pm",
                "7 pm",
                "7pm",
                "10–1",
                "10-1",
                "10 to 1",
                "10 am",
                "10am",
                "9–12",
                "9-12",
                "9 to 12",
                "9 to noon",
                "9am",
                "9 am",
                "noon",
                "下午3",
                "下午三点",
                "上午10",
                "上午十点",
                "早上9",
                "早上九点",
                "中午12",
                "中午十二点",
                "15:00",
                "19:00",
                "10:00",
                "13:00",
            ),
        ),
    ),
    Item(
        "F.expiry",
        "Best-before dates: canned and dry goods may go out up to 3 months past if the packaging "
        "is intact; use-by dates and baby formula never go out past the date.",
        A(
            ("best before", "best-before", "BB date", "best by", "最佳食用", "保质期", "赏味期"),
            ("3 months", "three months", "3个月", "三个月", "90 days"),
            (
                "use by",
                "use-by",
                "formula",
                "过期",
                "婴儿奶粉",
                "奶粉",
                "never past",
                "有效期",
            ),
            need=2,
        ),
    ),
    Item(
        "F.pickup",
        "The Cedar Market pickup is at 7:00 am at the loading bay (since 20 April).",
        A(
            _CEDAR,
            (
                "7 am",
                "7am",
                "7:00",
                "7 o'clock",
                "seven in the morning",
                "7 in the morning",
                "seven am",
                "seven o'clock",
                "早上7",
                "早上七点",
                "7点",
                "七点",
            ),
        ),
    ),
    Item(
        "F.donation_log",
        "Every food donation is weighed on the floor scale and entered in the Donations tab "
        "(date, donor, kg, category) the same day.",
        A(
            ("donation*", "donated", "donor*", "捐赠", "捐来", "捐的"),
            ("weigh*", "scale", "kg", "kilo*", "称重", "过秤", "秤", "公斤"),
            (
                "sheet",
                "spreadsheet",
                "tab",
                "log",
                "logged",
                "logging",
                "entered",
                "enter",
                "表格",
                "登记",
                "录入",
                "记录",
            ),
        ),
    ),
    Item(
        "F.van",
        "The van is booked in the shared Van calendar at least 48 hours ahead; only the insured "
        "drivers take it.",
        A(
            _VAN,
            (
                "48 hours",
                "48 hour",
                "48 h",
                "48h",
                "two days ahead",
                "two days' notice",
                "2 days ahead",
                "48小时",
                "48个小时",
                "提前两天",
            ),
        ),
    ),
    Item(
        "F.weekly_visit",
        "One visit per household per week; a second visit that week goes to Priya or Dana as "
        "an emergency.",
        A(
            (
                "once a week",
                "once per week",
                "one visit",
                "one hamper",
                "per week",
                "a week",
                "每周一次",
                "一周一次",
                "每周只能",
                "一个星期一次",
                "每星期一次",
                "每周一个",
            ),
            ("household*", "family", "families", "每户", "一户", "家庭", "每家"),
        ),
    ),
    Item(
        "F.no_id",
        "Nobody needs ID to get food: ask only for a name, postal code and household size.",
        A(
            (
                "no ID",
                "don't ask for ID",
                "never ask for ID",
                "not ask for ID",
                "not asking for ID",
                "ID isn't required",
                "ID is not required",
                "no identification",
                "without ID",
                "don't need ID",
                "doesn't need ID",
                "no proof",
                "ID not required",
                "ID not needed",
                "without identification",
                "无需出示",
                "不用出示",
                "不需要出示",
                "不用看身份证",
                "不需要身份证",
                "不用身份证",
                "不要求身份证",
                "不查身份证",
                "不看身份证",
                "不需要证件",
                "不用证件",
                "无需身份证",
                "无需证件",
                "不用出示证件",
                "不要证件",
            ),
        ),
    ),
    Item(
        "F.lockup",
        "Last person out checks the freezer lids, drops the bar on the back door and sets the "
        "alarm.",
        A(
            (
                "last out",
                "last one out",
                "last person",
                "locking up",
                "lock up",
                "最后走",
                "最后离开",
                "最后一个走",
            ),
            ("alarm", "警报", "报警器", "警铃"),
            ("back door", "bar", "后门", "门闩", "横杆", "横杠"),
        ),
    ),
    Item(
        "F.no_homemade",
        "Home-cooked, home-baked or home-canned food is never accepted as a donation; only "
        "commercially packaged food or food from a licensed kitchen.",
        A(
            (
                "home-cooked",
                "home cooked",
                "homemade",
                "home-made",
                "home canned",
                "home-canned",
                "home-baked",
                "自己做",
                "家里做",
                "自制",
                "家做",
            ),
            (
                "accept*",
                "take",
                "taking",
                "refus*",
                "turn away",
                "turned away",
                "turning away",
                "declin*",
                "never",
                "no",
                "not",
                "can't",
                "cannot",
                "不能收",
                "不收",
                "不接受",
                "谢绝",
                "不可以",
                "不能要",
            ),
        ),
    ),
    Item(
        "F.photo_consent",
        "No photos of clients; posts show food and only volunteers who signed the photo consent "
        "form.",
        A(
            ("photo*", "picture*", "照片", "拍照"),
            ("client*", "consent", "同意书", "客人", "顾客", "来领"),
        ),
    ),
    Item(
        "F.tax_receipt",
        "Tax receipts are only for money gifts of $20 or more and Linda issues them; food "
        "donations get a thank-you card.",
        A(
            ("tax receipt*", "receipt*", "收据", "抵税"),
            ("$20", "20 dollars", "twenty dollars", "20加元", "20 加元", "20块", "二十块", "20元"),
        ),
    ),
    # ------------------------------------------------------------------ replaced
    Item(
        "X.pickup_evening",
        "The Cedar Market pickup was at 8:30 pm after the store closed (until 17 April).",
        A(_CEDAR, ("8:30", "8.30", "8:30pm", "八点半", "8点半", "half eight")),
    ),
    Item(
        "X.van_whiteboard",
        "Van bookings were written on the whiteboard by the office door (until 15 April).",
        A(_VAN, ("whiteboard", "white board", "白板")),
    ),
    # ------------------------------------------------------------------ unfinished
    Item(
        "U.freezer_repair",
        "Chest freezer #2 needs the Coastal Refrigeration repair (start relay).",
        A(("Coastal", "relay", "继电器"), ("freezer", "冰柜", "冷冻柜")),
    ),
    Item(
        "U.scale",
        "The floor scale reads heavy and needs calibrating.",
        A(("floor scale", "地秤", "大秤"), ("calibrat*", "校准", "heavy", "偏重")),
    ),
    Item(
        "U.thermometer",
        "Buy a second probe thermometer for the walk-in.",
        A(("probe thermometer", "probe", "温度计"), ("buy", "order", "买", "second", "另一个")),
    ),
    Item(
        "U.grant_report",
        "The City neighbourhood small-grant report is due on 15 May.",
        A(("grant report", "grant", "资助报告"), ("due", "May 15", "15 May", "截止")),
    ),
    Item(
        "U.label_printer",
        "The Brother label printer is out of DK-2205 tape and needs a new roll.",
        A(("label printer", "Brother", "标签打印机"), ("DK-2205", "roll", "tape", "纸卷")),
    ),
    Item(
        "U.kofi_vsc",
        "Kofi is waiting on his vulnerable sector check.",
        A(("Kofi",), ("VSC", "vulnerable sector", "police", "背景")),
    ),
    Item(
        "U.aprons",
        "Order new aprons with the logo for the volunteers.",
        A(
            ("apron*", "围裙"),
        ),
    ),
    Item(
        "U.zh_sheet",
        "Translate the client information sheet into Chinese.",
        A(("领取须知", "information sheet", "info sheet", "须知"), ("中文", "Chinese", "翻译")),
    ),
    Item("U.rotate_key", "Rotate the donations form's key after it was pasted in the notes."),
    # ------------------------------------------------------------------ tentative
    Item(
        "T.mouse",
        "A mouse may be in the dry store.",
        A(
            ("mouse", "mice", "老鼠"),
        ),
    ),
    Item(
        "T.cannery",
        "The rise in Tuesday numbers might be the cannery layoffs.",
        A(
            ("cannery", "罐头厂"),
        ),
    ),
    Item(
        "T.gasket",
        "The freezer's door gasket, not the relay, may be the real fault.",
        A(
            ("gasket", "门封", "密封条", "封条"),
        ),
    ),
    Item(
        "T.cedar_bread",
        "Cedar Market may be cutting back its bakery donation.",
        A(_CEDAR, ("bread", "bakery", "面包"), ("cut*", "less", "fewer", "少", "减")),
    ),
    # ------------------------------------------------------------------ questions
    Item(
        "Q.minors",
        "Can 14- and 15-year-olds volunteer under our insurance?",
        A(("14", "15", "teen*", "未成年", "十四岁"), ("insurance", "保险")),
    ),
    Item(
        "Q.halal",
        "Can the Food Network send halal meat?",
        A(
            ("halal", "清真"),
        ),
    ),
    Item(
        "Q.sat_longer",
        "Could Saturday distribution run until 1 pm?",
        A(("周六", "Saturday"), ("延长", "到一点", "until 1", "longer")),
    ),
    Item(
        "Q.pet_food",
        "Do we take pet food donations?",
        A(
            ("pet food", "dog food", "cat food", "宠物", "狗粮", "猫粮"),
        ),
    ),
    # ------------------------------------------------------------------ secrets
    Item(
        "S.bank",
        "The credit union online banking member number and password.",
        A(
            ("40938271", "Harbour!Pantry2026"),
        ),
        secrets=("40938271", "Harbour!Pantry2026"),
    ),
    Item(
        "S.alarm",
        "The alarm panel code.",
        A(
            ("8642-0917",),
        ),
        secrets=("8642-0917",),
    ),
    Item(
        "S.lockbox",
        "The key lockbox code by the side gate.",
        A(
            ("2719#",),
        ),
        secrets=("2719#",),
    ),
    Item(
        "S.webhook",
        "The Apps Script webhook URL with its key.",
        A(
            ("AKfycbyH3k9QmR2tLw7Zp4Xv", "fbk_7Rq2Lm9XwT4vNz8KpD3s"),
        ),
        secrets=("AKfycbyH3k9QmR2tLw7Zp4Xv", "fbk_7Rq2Lm9XwT4vNz8KpD3s"),
    ),
    Item(
        "S.sms",
        "The TextLoop reminder service API key.",
        A(
            ("tlp_live_4f9K2mQx8Rz1Vb7Nc3Ht",),
        ),
        secrets=("tlp_live_4f9K2mQx8Rz1Vb7Nc3Ht",),
    ),
    Item(
        "S.wifi",
        "The warehouse Wi-Fi password.",
        A(
            ("carrots&kale88",),
        ),
        secrets=("carrots&kale88",),
    ),
    Item(
        "S.calendar",
        "The private address of the shared calendar's feed.",
        A(
            ("private-3e8a1f0c9b7d4e62a5f1c8d3b9e07a4f",),
        ),
        secrets=("private-3e8a1f0c9b7d4e62a5f1c8d3b9e07a4f",),
    ),
    Item(
        "S.portal",
        "Jing's volunteer-portal password.",
        A(
            ("Jc19620815!",),
        ),
        secrets=("Jc19620815!",),
    ),
]
