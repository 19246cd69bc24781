"""The library story's registry: durable facts, to-dos, hunches, questions, replaced rules,
secrets.

Anchors name each concept in English and Chinese; a block labelled with an item states it, and
no block states a durable fact it is not labelled with.
"""

from __future__ import annotations

from bench.quality.model import A, Item

# Concept groups shared by a rule and the rule that replaced it.
_HOLDS = ("hold", "holds", "holds shelf", "hold shelf", "预约书", "预约架", "预约的书")
_SIMPLIFIED = ("simplified", "简体")
_TRADITIONAL = ("traditional", "繁体")

ITEMS = [
    # ------------------------------------------------------------------ durable facts
    Item(
        "F.holds_shelf",
        "Holds wait on the holds shelf 7 days from the pickup notice, then go to the next "
        "person in the queue (Central's memo of 15 September).",
        A(
            _HOLDS,
            (
                "7 days",
                "seven days",
                "7-day",
                "seven-day",
                "七天",
                "7天",
                "a week",
                "one week",
                "full week",
                "一周",
                "一个星期",
            ),
        ),
    ),
    Item(
        "F.float",
        "The till float is $150: at close the drawer is counted back to $150 and the rest goes "
        "in a deposit bag in the safe, with the amount on the cash sheet.",
        A(
            ("float", "till", "cash drawer", "零钱", "备用金", "钱箱", "收银"),
            ("150", "一百五"),
        ),
    ),
    Item(
        "F.lock_up",
        "Nobody closes the branch alone: two staff on every close walk the washrooms, study "
        "rooms and back stacks together before the alarm is set.",
        A(
            (
                "close",
                "closes",
                "closing",
                "lock up",
                "locks up",
                "locking up",
                "闭馆",
                "关门",
                "锁门",
            ),
            (
                "two staff",
                "two people",
                "two of us",
                "both of them",
                "close alone",
                "closes alone",
                "closing alone",
                "lock up alone",
                "by themselves",
                "by herself",
                "by himself",
                "两个人",
                "两人",
                "两名",
                "一个人闭馆",
                "一个人关门",
                "单独闭馆",
            ),
        ),
    ),
    Item(
        "F.privacy",
        "Nobody is told what another patron has borrowed or has on hold — not family, not the "
        "police without a court order; such requests go to Ruth.",
        A(
            (
                "what she's borrowed",
                "what he's borrowed",
                "what they've borrowed",
                "what another patron has borrowed",
                "what she checked out",
                "borrowing record*",
                "borrowing history",
                "borrowed lately",
                "借了什么",
                "借过什么",
                "借阅记录",
                "借阅信息",
            ),
            (
                "police",
                "RCMP",
                "husband*",
                "wife",
                "wives",
                "spouse*",
                "family",
                "court order",
                "privacy",
                "private",
                "FIPPA",
                "警察",
                "家人",
                "家长",
                "丈夫",
                "隐私",
                "法院",
            ),
        ),
    ),
    Item(
        "F.kids_under10",
        "Children under 10 need a parent or caregiver in the building; staff phone the "
        "caregiver, and at closing call the RCMP non-emergency line after 15 minutes.",
        A(
            (
                "under 10",
                "under ten",
                "10岁以下",
                "十岁以下",
                "不满十岁",
                "不满10岁",
            ),
            ("child*", "kid", "kids", "孩子", "儿童", "小孩", "小朋友", "小女孩", "小男孩"),
        ),
    ),
    Item(
        "F.room_booking",
        "The community meeting room is booked only through the online form, at least 48 "
        "hours ahead; no walk-in bookings.",
        A(
            ("meeting room", "community room", "会议室"),
            ("48", "forty-eight", "two days", "两天", "48小时"),
        ),
    ),
    Item(
        "F.bedbugs",
        "A returned item with bed bugs goes straight into a sealed bag and the workroom freezer "
        "for 72 hours, never back on a cart or shelf before.",
        A(
            ("bed bug*", "bedbug*", "臭虫"),
            ("freezer", "bag", "bags", "bagged", "sealed", "冰柜", "冷冻", "密封袋", "袋子"),
        ),
    ),
    Item(
        "F.no_tape",
        "No sticky tape on books: damaged items go in the mending bin and Pat repairs them on "
        "Thursdays with book tape and glue.",
        A(
            ("tape", "sticky tape", "sellotape", "scotch tape", "透明胶", "胶带", "胶布"),
            (
                "mend*",
                "repair*",
                "spine",
                "spines",
                "damaged",
                "torn",
                "修补",
                "修书",
                "补书",
                "书脊",
                "破损",
            ),
        ),
    ),
    Item(
        "F.zh_split",
        "The Chinese collection budget is split 60% simplified / 40% traditional from the "
        "October order (decided 22 September after the survey).",
        A(
            _SIMPLIFIED,
            _TRADITIONAL,
            ("60", "40", "六成", "四成", "六四", "60/40"),
        ),
    ),
    Item(
        "F.local_history",
        "Nothing on the local history shelf is ever weeded or sold; every weeding list gets "
        "Ruth's sign-off.",
        A(
            ("local history", "地方史", "本地历史", "地方志"),
            (
                "weed*",
                "discard*",
                "withdraw*",
                "sold",
                "sell",
                "book sale",
                "剔旧",
                "剔除",
                "淘汰",
                "义卖",
                "卖掉",
            ),
        ),
    ),
    Item(
        "F.trespass",
        "Only the branch manager or the person in charge issues a ban; banned patrons are in "
        "the red binder under the circ desk — check it and call, don't confront.",
        A(
            (
                "ban",
                "bans",
                "banned",
                "trespass*",
                "禁入",
                "禁止入馆",
                "拉黑",
                "黑名单",
            ),
            ("binder", "文件夹"),
        ),
    ),
    Item(
        "F.naloxone",
        "The naloxone kit is in the circ desk drawer; for a suspected overdose call 911 first, "
        "then give it and stay with the person.",
        A(
            ("naloxone", "narcan", "纳洛酮"),
            ("911", "drawer", "抽屉", "desk", "柜台", "前台"),
        ),
    ),
    Item(
        "F.courier",
        "The courier van comes Tuesdays and Thursdays around 10:30; transit bins are packed, "
        "labelled and strapped by the back door by 10.",
        A(
            ("courier", "transit bin*", "物流车", "运书车", "周转箱"),
            (
                "Tuesday*",
                "Thursday*",
                "Tue",
                "Thu",
                "by 10",
                "10 am",
                "周二",
                "周四",
                "星期二",
                "星期四",
                "十点",
            ),
        ),
    ),
    Item(
        "F.photo_consent",
        "No photo of a patron goes on the branch's social media without a signed photo consent "
        "form, and children's faces never.",
        A(
            ("photo*", "picture*", "照片", "拍照", "相片"),
            ("consent", "release form", "同意书", "授权书", "同意表"),
        ),
    ),
    Item(
        "F.program_stats",
        "Every program's attendance is counted and entered on the program stats sheet the same "
        "day; Central builds the quarterly city report from it.",
        A(
            ("attendance", "head count*", "headcount*", "人数"),
            ("stats sheet", "program stats", "stats", "统计表"),
        ),
    ),
    Item(
        "F.desk_cover",
        "The front desk is never left empty while the branch is open: call ext. 204 and wait "
        "for cover before stepping away.",
        A(
            ("desk", "前台", "服务台"),
            (
                "204",
                "left empty",
                "never empty",
                "unstaffed",
                "empty desk",
                "空着",
                "无人值守",
                "不能空",
            ),
        ),
    ),
    # ------------------------------------------------------------------ replaced
    Item(
        "X.holds_five",
        "Holds sat on the holds shelf 5 days from the pickup notice (until 15 September).",
        A(_HOLDS, ("5 days", "five days", "5-day", "five-day", "五天", "5天")),
    ),
    Item(
        "X.zh_half",
        "The Chinese collection budget was split half simplified, half traditional (until 22 "
        "September).",
        A(
            _SIMPLIFIED,
            _TRADITIONAL,
            ("half", "50/50", "50-50", "fifty-fifty", "一半", "各半", "对半", "五五"),
        ),
    ),
    # ------------------------------------------------------------------ unfinished
    Item(
        "U.book_drop",
        "The outside book drop's lock is jammed; Facilities (Greg) to fix.",
        A(("book drop", "还书箱"), ("jammed", "lock", "cylinder", "卡住", "锁坏")),
    ),
    Item(
        "U.printer",
        "The public printer jams on duplex jobs; IT ticket.",
        A(("printer", "打印机"), ("jam*", "duplex", "卡纸", "双面")),
    ),
    Item(
        "U.elevator",
        "The elevator is out of service waiting on a part from Otis.",
        A(("elevator", "电梯"), ("out of service", "back in service", "Otis", "停用", "故障")),
    ),
    Item(
        "U.zh_signage",
        "A Chinese version of the opening hours sign for the front door.",
        A(
            ("hours sign", "开放时间牌", "时间牌"),
        ),
    ),
    Item(
        "U.freezer_thermo",
        "The workroom freezer's thermometer is broken; buy a new one.",
        A(("freezer", "冰柜"), ("thermometer", "温度计")),
    ),
    Item(
        "U.holds_printer",
        "The holds slip printer is on its last roll; order paper rolls.",
        A(("slip printer", "小票打印机"), ("roll", "rolls", "paper", "纸")),
    ),
    Item(
        "U.rotate_key",
        "Ask Tom to rotate the Koha API key after it was pasted in a note.",
        A(("rotate", "rotated", "rotation", "revoke*", "换掉", "作废"), ("API key", "密钥")),
    ),
    Item(
        "U.hvac",
        "Study room B overheats and the thermostat does nothing; Facilities ticket FAC-3402.",
        A(("study room B", "room B", "B自习室"), ("°", "thermostat", "hot", "FAC-3402", "太热")),
    ),
    Item(
        "U.flyers",
        "Print the October reading challenge posters and flyers.",
        A(("flyer*", "poster*", "传单", "海报"), ("reading challenge", "读书挑战")),
    ),
    Item(
        "U.vol_checks",
        "Two new Friends volunteers still need their criminal record checks back.",
        A(("criminal record check*", "record check*", "无犯罪记录"), ("volunteer*", "志愿者")),
    ),
    # ------------------------------------------------------------------ tentative
    Item(
        "T.mice",
        "There may be mice in the staff room (droppings behind the kettle).",
        A(
            ("mice", "droppings", "老鼠"),
        ),
    ),
    Item(
        "T.tag_stripping",
        "Someone may be peeling the RFID tags off the manga.",
        A(("RFID", "tags", "标签"), ("manga", "漫画")),
    ),
    Item(
        "T.gate_counter",
        "The new door counter may be counting strollers twice.",
        A(("door counter", "counter", "计数器"), ("twice", "stroller*", "两次", "婴儿车")),
    ),
    Item(
        "T.leak_source",
        "The roof leak may be the roof drain backing up rather than the vent.",
        A(("leak", "漏水"), ("roof drain", "skylight", "排水口", "天窗")),
    ),
    # ------------------------------------------------------------------ questions
    Item(
        "Q.ill_window",
        "Do interlibrary loans get the same pickup window as our own holds?",
        A(("interlibrary", "inter-library", "馆际互借"), ("pickup", "pick-up", "取书")),
    ),
    Item(
        "Q.room_food",
        "Can groups have food or coffee in the meeting room?",
        A(("meeting room", "会议室"), ("food", "coffee", "snack*", "吃东西", "零食")),
    ),
    Item(
        "Q.naloxone_expiry",
        "Who replaces the naloxone kits when they expire?",
        A(("naloxone", "纳洛酮"), ("expir*", "EXP", "过期", "有效期")),
    ),
    Item(
        "Q.photo_wide",
        "Is a wide crowd shot from the back of the room fine for Instagram without forms?",
        A(("crowd", "wide shot", "背影", "人群"), ("Instagram", "IG")),
    ),
    Item(
        "Q.teen_account",
        "Can a parent see what is on a 12-year-old's account?",
        A(("12", "twelve", "十二岁"), ("dad", "parent*", "家长", "爸爸"), ("account", "账户")),
    ),
    # ------------------------------------------------------------------ secrets
    Item(
        "S.staff_wifi",
        "The staff wifi password.",
        A(
            ("Reading!Nook42",),
        ),
        secrets=("Reading!Nook42",),
    ),
    Item(
        "S.alarm",
        "The alarm panel code at the staff door.",
        A(
            ("6194#",),
        ),
        secrets=("6194#",),
    ),
    Item(
        "S.koha_api",
        "The Koha API key in the curl command Tom sent.",
        A(
            ("kx_live_4Rb8Tn2QmW9cLz6PaV3d",),
        ),
        secrets=("kx_live_4Rb8Tn2QmW9cLz6PaV3d",),
    ),
    Item(
        "S.keypad",
        "The staff door keypad code (changed on 25 September).",
        A(
            ("7-3-9-1", "4-0-8-2"),
        ),
        secrets=("7-3-9-1", "4-0-8-2"),
    ),
    Item(
        "S.ils_login",
        "Jiayi's Koha staff login password.",
        A(
            ("Jy#Larch2026!",),
        ),
        secrets=("Jy#Larch2026!",),
    ),
    Item(
        "S.safe",
        "The safe combination.",
        A(
            ("R22-L14-R37",),
        ),
        secrets=("R22-L14-R37",),
    ),
    Item(
        "S.instagram",
        "The branch Instagram account's password.",
        A(
            ("Shelves&Stacks2026",),
        ),
        secrets=("Shelves&Stacks2026",),
    ),
]
