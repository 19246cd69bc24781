"""The theatre story's labelled items: what Hannah would want her agent to keep for the run of the
show, and what it should let go.

Written blind, without reading the engine: the anchors are the concepts a stage manager, a
lighting designer or a parent volunteer would look for in an entry (in English and in Chinese),
not words picked to meet any rule of memtui.
"""

from __future__ import annotations

from bench.quality.model import A, Item

TOM = ("tom", "okafor", "banquo", "汤姆")
NUTS = ("peanut*", "nut", "nuts", "nut-free", "tree nut*", "花生", "坚果")
REHEARSAL = ("rehears*", "排练")
MIDWEEK = (
    *("wednesday*", "thursday*", "wed", "weds", "thu", "thurs"),
    *("周三", "周四", "星期三", "星期四", "礼拜三", "礼拜四"),
)
CALL = ("call", "call's", "集合", "到场")
EXCHANGE = ("refund*", "exchange*", "退票", "退款", "换票", "换场")
HAZE = ("haze", "hazer", "hazers", "fog", "fog machine", "smoke machine", "烟机", "雾机", "烟雾")

ITEMS = [
    # ---------------------------------------------------------------- durable: keep these
    Item(
        "F.peanut",
        "Tom Okafor (Banquo) has a severe peanut and tree-nut allergy: no nuts anywhere in the "
        "building, green room included; his EpiPen is in the SM kit on the prompt desk.",
        A(TOM, NUTS),
    ),
    Item(
        "F.report",
        "The rehearsal (later performance) report goes to the production list by 9 am the next "
        "morning.",
        A(
            ("report", "reports", "报告", "排练报告"),
            ("9 am", "9am", "9:00", "before 9", "before nine", "九点", "9点"),
        ),
    ),
    Item(
        "F.late_text",
        "Anyone running late or missing a call texts Hannah, the stage manager (604-555-0142), "
        "not Gordon and not the group chat.",
        A(
            ("late", "running late", "absent", "sick", "can't make", "迟到", "请假", "来不了"),
            (
                *("text me", "texted me", "texts me", "text hannah", "texts hannah", "0142"),
                *("text the sm", "短信", "发消息给", "发信息给"),
            ),
        ),
    ),
    Item(
        "F.water_only",
        "Nothing but water in a closed bottle on stage or in the wings; food and coffee stay in "
        "the green room (the floor is freshly painted and the costumes are rented).",
        A(
            ("water", "水"),
            ("on stage", "onstage", "wings", "stage", "舞台", "侧台", "侧幕"),
            (
                *("food", "coffee", "drink*", "snack*", "eat*", "tea"),
                *("吃", "喝", "咖啡", "食物", "饮料", "零食"),
            ),
        ),
    ),
    Item(
        "F.daggers",
        "The prop daggers live in the locked prop cabinet stage left; Priya has the key and signs "
        "them out and back in at every rehearsal and show; they never leave the building.",
        A(
            ("dagger*", "knife", "knives", "匕首", "道具刀"),
            (
                *("cabinet", "locked", "lock up", "locks up", "sign-out", "sign out"),
                *("signed out", "signed back", "柜", "锁", "登记"),
            ),
        ),
    ),
    Item(
        "F.fight_call",
        "Fight call on stage before every performance (6:45 for a 7:30 curtain), led by Eli the "
        "fight captain: every fight at half speed, then at speed; nobody in a fight skips it.",
        A(
            ("fight call", "fight calls", "打斗排练", "打戏排练", "武打排练", "过一遍打戏"),
            (
                *("every show", "every performance", "each show", "each performance"),
                *("before every", "before each", "before curtain", "every night", "6:45"),
                *("每场", "每次演出", "演出前", "开演前"),
            ),
        ),
    ),
    Item(
        "F.fly",
        "Only Dave Kowalski or Marcus Bell operates the fly system; nobody else touches the lock "
        "rail or a line set.",
        A(
            (
                *("fly system", "fly rail", "flies", "fly lines", "line set*", "lock rail"),
                *("rail", "counterweight*", "吊杆", "飞行系统", "吊景"),
            ),
            (
                *("only dave", "dave or marcus", "dave and marcus", "nobody else", "no one else"),
                *("only him or marcus", "only those two"),
                *("只有dave", "只有戴夫", "只能由", "别人不能", "其他人不能"),
            ),
        ),
    ),
    Item(
        "F.rehearsal_days",
        "Rehearsals are Tuesday, Wednesday and Thursday 7–10 pm plus Saturday 10–4 (moved off "
        "Mondays on 2 April: the Lions Club has the hall on Mondays).",
        A(
            REHEARSAL,
            ("tuesday*", "tue", "tues", "周二", "星期二", "礼拜二"),
            MIDWEEK,
        ),
    ),
    Item(
        "F.call_time",
        "Company call is 6:00 pm for a 7:30 curtain (from 21 April; the witches' make-up and the "
        "fight call did not fit in an hour).",
        A(CALL, ("6:00", "6 pm", "6pm", "18:00", "six o'clock", "六点整", "六点集合", "六点到场")),
    ),
    Item(
        "F.refund",
        "Box office: no refunds; a ticket can be exchanged for another performance up to 24 hours "
        "before curtain (from 9 April).",
        A(
            EXCHANGE,
            (
                "24 hours",
                "24 hrs",
                "24-hour",
                "24h",
                "24 h",
                "24小时",
                "二十四小时",
                "a day before",
            ),
        ),
    ),
    Item(
        "F.comps",
        "Each cast and crew member gets two comp tickets, claimed with Marguerite by the Wednesday "
        "before the show they want.",
        A(
            ("comp", "comps", "comp ticket*", "complimentary", "赠票", "免费票"),
            ("two", "2", "两张"),
        ),
    ),
    Item(
        "F.laundry",
        "Costume laundry: base layers washed after every performance by the volunteer on the rota "
        "on the wardrobe door, cold wash, never the dryer (the dyed linen shrinks).",
        A(
            ("wash*", "laundry", "洗"),
            ("rota", "rotation", "dryer", "tumble", "cold", "冷水", "烘干", "轮值", "轮流"),
        ),
    ),
    Item(
        "F.desk_backup",
        "Zhou Min's rule: the lighting desk's show file is saved and backed up to the USB stick "
        "after every session (the desk lost her file once).",
        A(
            ("desk", "console", "board", "show file", "控台", "灯光台", "调光台"),
            ("back up", "backup", "backed up", "usb", "u盘", "备份", "存档"),
        ),
    ),
    Item(
        "F.alarm_bypass",
        "No haze until Ken has put the hall's smoke detectors in bypass; he restores them at "
        "curtain down (a false alarm is a $500 fire-department bill).",
        A(HAZE, ("alarm", "detector*", "bypass", "烟感", "警报", "报警", "火警")),
    ),
    Item(
        "F.ghost_light",
        "Last one out leaves the ghost light on centre stage; it is never switched off.",
        A(("ghost light", "ghostlight", "幽灵灯", "长明灯")),
    ),
    Item(
        "F.gordon_notes",
        "Gordon never stops a run: notes come at the end, in the house, and in writing after.",
        A(
            ("gordon", "戈登", "director", "导演"),
            ("notes", "笔记", "意见"),
            (
                *("stop*", "interrupt*", "after the run", "end of the run", "afterwards"),
                *("at the end", "跑完", "结束后", "不打断", "不停"),
            ),
        ),
    ),
    Item(
        "F.minors",
        "Minors (Leo, Ava) leave only with a parent or someone on the pickup list, signed out at "
        "the stage door by the chaperone, who stays until the last child has gone.",
        A(
            ("minor*", "kids", "children", "child", "leo", "ava", "孩子", "小孩", "未成年"),
            (
                *("pickup list", "pick-up list", "pickup", "pick-up", "picked up", "sign out"),
                *("signed out", "sign-out", "collected", "接送", "接走", "签字", "名单"),
            ),
        ),
    ),
    # ---------------------------------------------------------------- replaced decisions
    Item(
        "X.rehearsal_monday",
        "Rehearsals Monday, Wednesday and Thursday 7–10 pm (replaced on 2 April by Tue/Wed/Thu).",
        A(
            (
                "monday, wednesday",
                "mon/wed/thu",
                "mon wed thu",
                "周一、周三",
                "周一，周三",
                "周一周三",
            )
        ),
    ),
    Item(
        "X.call_630",
        "Company call 6:30 pm for the 7:30 curtain (replaced on 20 April by 6:00).",
        A(CALL, ("6:30", "18:30", "half six", "half past six", "六点半", "6点半")),
    ),
    Item(
        "X.exchange_48",
        "Ticket exchanges up to 48 hours before curtain (replaced on 9 April by 24 hours).",
        A(EXCHANGE, ("48 hours", "48 hrs", "48-hour", "48h", "48小时", "两天")),
    ),
    # ---------------------------------------------------------------- open work
    Item(
        "U.hazer_return",
        "The rented hazer has to go back to Pacific Stage Rentals by 4 May (never done in the "
        "story).",
        A(HAZE, ("return*", "rental*", "back to", "归还", "还给", "租")),
    ),
    Item(
        "U.stage_door",
        "The stage door doesn't latch by itself (never fixed).",
        A(
            ("stage door", "后台门"),
            ("latch*", "stick*", "closer", "pulled shut", "won't close", "关不上", "锁不上"),
        ),
    ),
    Item(
        "U.banner",
        "Hang the show banner on the Alder Street railing (never done).",
        A(("banner", "横幅")),
    ),
    Item(
        "U.police_check",
        "Li Xiulan's police check must clear before she can chaperone (cleared 7 April).",
        A(("police check", "criminal record", "background check", "无犯罪", "背景调查")),
    ),
    Item(
        "U.program",
        "The program has to be proofread and at Inkwell Print by 12 April (sent 12 April).",
        A(
            ("program", "programme", "programs", "节目单"),
            ("proof*", "print*", "inkwell", "校对", "印刷"),
        ),
    ),
    Item(
        "U.rigging",
        "The fly system must be inspected by a certified rigger before tech (signed off 16 April).",
        A(("rigger", "rigging", "inspection", "inspect*", "检查", "验收")),
    ),
    Item(
        "U.dimmer",
        "Dimmer 14 (the stage-left boom) flickers (module replaced 17 April).",
        A(("dimmer", "channel 14", "flicker*", "调光模块", "14路", "闪烁")),
    ),
    Item(
        "U.blood",
        "The stage blood stains Claire's white nightgown; find a blood that comes out (changed "
        "23 April).",
        A(("stage blood", "blood", "血浆", "假血"), ("stain*", "nightgown", "washable", "染")),
    ),
    Item(
        "U.scanner",
        "The box office scanner app won't sync with the ticketing system (fixed 24 April).",
        A(("scanner", "scanning", "扫码"), ("sync*", "app", "同步")),
    ),
    # ---------------------------------------------------------------- hunches and questions
    Item(
        "T.claire_voice",
        "A worry that Claire is coming down with a cold.",
        A(("claire",), ("voice", "throat", "hoarse", "rough", "cold", "嗓子", "感冒")),
    ),
    Item(
        "T.slip_paint",
        "A suspicion that the new floor paint is what made Eli slip.",
        A(("slip*", "slick", "滑"), ("paint", "floor", "地板", "漆")),
    ),
    Item(
        "T.extra_show",
        "Gordon might add a Wednesday show if sales hold.",
        A(("extra show", "add a show", "加场", "加一场")),
    ),
    Item(
        "T.truss",
        "Zhou Min's guess that the upstage truss may be too low for the backlight (待确认).",
        A(("truss", "桁架", "灯架")),
    ),
    Item(
        "Q.wine",
        "Can the Lions Club sell wine at intermission, and does that need a special event licence?",
        A(("wine", "licence", "license", "liquor", "卖酒", "执照")),
    ),
    Item(
        "Q.film",
        "May the show be filmed for the company's archive?",
        A(("film*", "video", "录像", "录影"), ("archive", "rights", "allowed", "版权", "存档")),
    ),
    Item(
        "Q.ushers",
        "Who is ushering on Thursday 29 April?",
        A(("usher*", "引座")),
    ),
    # ---------------------------------------------------------------- what happened once
    Item("N.fall_timeline", "Eli's fall at the 10 April fight rehearsal, minute by minute."),
    Item("N.hold_timeline", "The 24 April performance held after a patron fainted, as it went."),
    Item(
        "N.cue_list",
        "Act 1 lighting and sound cue list pasted from the prompt book.",
        A(("cue list", "lx 1", "sq a", "灯光提示")),
    ),
    Item(
        "N.sales",
        "Ticket sales figures.",
        A(("sold", "capacity", "gross", "售出", "卖了")),
    ),
    Item(
        "N.tech_schedule",
        "The tech-week schedule: one-off times for tech, dress and photo call.",
    ),
    # ---------------------------------------------------------------- secrets
    Item(
        "S.ticketing",
        "The ShowTix box office admin password, pasted in a note.",
        secrets=("Birnam!Wood-2027x",),
    ),
    Item(
        "S.wifi",
        "The hall's Wi-Fi password under a Chinese label.",
        secrets=("Dunsinane88#",),
    ),
    Item(
        "S.door_code",
        "The stage door keypad code, pasted in a list for the crew.",
        secrets=("8#0563#",),
    ),
    Item(
        "S.api_token",
        "The ticketing system's API token, pasted into a chat.",
        secrets=("stx_live_9Qm4Rz7KpW2vXc8LtB5nHy",),
    ),
    Item(
        "S.lx_admin",
        "The lighting desk's admin password, in Zhou Min's Chinese note.",
        secrets=("Hecate_3390!",),
    ),
    Item(
        "S.email",
        "The box office mailbox login, forwarded in an email.",
        secrets=("Thane.of.Cawdor.61",),
    ),
]
