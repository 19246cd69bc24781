"""The kitchen story's labelled items: what Nora would want her agent to keep for good, and what
it should let go.

Written blind, without reading the engine: the anchors are the concepts a cook or a manager
would look for in an entry (in English and in Wei's Chinese), not words picked to meet any rule
of memtui.
"""

from __future__ import annotations

from bench.quality.model import A, Item

WEI = ("wei", "陈伟", "阿伟", "伟哥")
WEDNESDAY = ("wednesday*", "wed", "weds", "周三", "星期三", "礼拜三")
LAST_SEATING = (
    *("last seating", "last table", "last booking", "last reservation", "last covers"),
    *("最后一桌", "最晚入座", "最后入座", "最晚一桌"),
)
TILL = (
    *("till", "tills", "cash drawer", "drawer", "register", "z report", "z-report", "cash out"),
    *("收银", "钱箱", "收银机", "关账"),
)

ITEMS = [
    # ---------------------------------------------------------------- durable: keep these
    Item(
        "F.produce",
        "Verdant Valley Produce delivers Tuesday and Friday; the order must be in by 3 pm the day "
        "before (Monday and Thursday).",
        A(
            ("verdant", "verdant valley"),
            (
                *("tuesday*", "friday*", "tue", "fri", "3 pm", "3pm", "15:00", "cut-off", "cutoff"),
                *(
                    "周二",
                    "周五",
                    "星期二",
                    "星期五",
                    "礼拜二",
                    "礼拜五",
                    "下午三点",
                    "三点前",
                    "截单",
                ),
            ),
        ),
    ),
    Item(
        "F.cooling",
        "Cooked food is cooled from 135°F to 70°F within 2 hours and to 41°F within 4 more, in "
        "shallow pans or an ice bath, and logged: that is the danger zone bacteria grow in, and "
        "the inspector reads the cooling log.",
        A(
            ("cooling", "cool down", "cooled", "cool it", "冷却", "降温", "放凉"),
            (
                *("135", "70°f", "70 °f", "70f", "41°f", "41f", "2 hours", "two hours"),
                *("6 hours", "six hours", "两小时", "两个小时", "六小时", "6小时", "2小时"),
            ),
        ),
    ),
    Item(
        "F.fryer",
        "The fryer is shared (calamari and shrimp go in it): nothing fried is served to a guest "
        "with a shellfish or gluten allergy.",
        A(
            ("fryer", "fryers", "deep fry*", "deep-fr*", "炸炉", "油炸锅", "炸锅"),
            (
                *("shellfish", "gluten", "celiac", "coeliac", "allerg*", "shrimp"),
                *("贝类", "麸质", "过敏", "海鲜"),
            ),
        ),
    ),
    Item(
        "F.allergy_ticket",
        "Every allergy goes on the ticket as an ALLERGY modifier and the server also says it out "
        "loud at the pass; the chef or the sous makes that plate.",
        A(
            ("allerg*", "过敏"),
            ("ticket*", "chit", "pos", "modifier", "单子", "小票", "点单"),
            (
                *("out loud", "say it", "says it", "said it", "tell the pass", "at the pass"),
                *("verbal*", "in person", "口头", "当面", "说一声", "喊一声", "出菜口"),
            ),
        ),
    ),
    Item(
        "F.coldline",
        "Walk-in repairs: Coldline Refrigeration, 24-hour line (510) 555-0163, account KT-2291.",
        A(
            ("coldline",),
            (
                *("555-0163", "kt-2291", "kt2291", "24/7", "24-hour", "24 hour", "service line"),
                *("account", "维修电话", "账号", "电话"),
            ),
        ),
    ),
    Item(
        "F.till",
        "Only Nora or Dani closes out the till at night, and the cash is counted with two people "
        "present.",
        A(
            TILL,
            ("nora", "dani", "诺拉", "丹妮", "老板", "manager"),
            ("close*", "closing", "count*", "点钱", "结账", "清点", "数钱"),
        ),
    ),
    Item(
        "F.wei_off",
        "Wei's fixed day off is Wednesday; never put him on the Wednesday schedule.",
        A(WEI, WEDNESDAY, ("off", "day off", "休息", "休假", "不上班", "不排", "放假")),
    ),
    Item(
        "F.payroll",
        "Payroll runs every other Thursday; hours have to be approved in the scheduling app by "
        "Tuesday noon of that week.",
        A(
            (
                "payroll",
                "paycheck*",
                "payday",
                "pay day",
                "pay run",
                "工资",
                "发薪",
                "出粮",
                "薪水",
            ),
            (
                *("every other", "biweekly", "bi-weekly", "every two weeks", "fortnight*"),
                *("tuesday noon", "noon tuesday", "周二中午", "两周", "隔周", "双周"),
            ),
        ),
    ),
    Item(
        "F.last_seating",
        "Last seating is 9 pm every night (decided 19 October, after the overtime talk).",
        A(
            LAST_SEATING,
            ("9 pm", "9pm", "9:00", "21:00", "9 o'clock", "晚上九点", "九点钟", "九点前", "21点"),
        ),
    ),
    Item(
        "F.substitutions",
        "No substitutions on the tasting menu, except for allergies; the à la carte menu can bend.",
        A(
            ("substitut*", "swap", "swaps", "swapping", "换菜", "替换", "改菜", "换掉"),
            ("tasting menu", "tasting", "set menu", "套餐", "品鉴"),
        ),
    ),
    Item(
        "F.labels",
        "Everything in the walk-in is labelled with what it is, the date and the initials of whoever "
        "made it; anything house-made is gone after 7 days.",
        A(
            ("label*", "标签", "贴纸"),
            (
                *("initials", "7 days", "seven days", "7-day", "fifo", "first in first out"),
                *("缩写", "七天", "7天", "先进先出"),
            ),
        ),
    ),
    Item(
        "F.deposit",
        "A catering job or private event holds its date only once a 50% deposit is paid; the rest "
        "is due a week before.",
        A(
            ("deposit", "deposits", "定金", "订金"),
            (
                *("catering", "event", "events", "private", "party", "buyout", "rehearsal"),
                *("包场", "宴会", "外烩", "活动", "酒席"),
            ),
        ),
    ),
    Item(
        "F.comps",
        "Dani may comp up to $50 on a table by herself; anything bigger goes to Nora first.",
        A(
            ("comp", "comps", "comped", "comping", "on the house", "免单", "送菜", "请客"),
            ("$50", "50", "fifty", "五十", "50块", "50刀"),
        ),
    ),
    Item(
        "F.family_meal",
        "Family meal is at 4:15 every service day, before the pre-shift meeting.",
        A(
            ("family meal", "staff meal", "员工餐", "工作餐", "staff dinner"),
            ("4:15", "16:15", "四点一刻", "四点十五", "4点15"),
        ),
    ),
    Item(
        "F.phones",
        "No phones on the line during service: they stay in the lockers until break.",
        A(
            ("phone", "phones", "cellphone*", "手机"),
            ("on the line", "during service", "服务时间", "开餐", "出餐时", "上线", "营业时间"),
        ),
    ),
    Item(
        "F.linen",
        "Bayside Linen swaps the linen on Thursday mornings; count the bags before the driver goes.",
        A(
            ("linen", "linens", "bayside", "布草", "桌布"),
            ("thursday*", "thu", "thurs", "周四", "星期四", "礼拜四"),
        ),
    ),
    Item(
        "F.hood",
        "The hood and exhaust are cleaned every quarter by FlueTech (last on 12 October).",
        A(
            ("hood", "hoods", "exhaust", "fluetech", "油烟罩", "抽油烟", "排烟"),
            ("quarter*", "every three months", "every 3 months", "季度", "三个月"),
        ),
    ),
    Item(
        "X.last_seating_930",
        "Last seating at 9:30 pm (replaced on 19 October by 9 pm).",
        A(LAST_SEATING, ("9:30", "21:30", "half nine", "九点半")),
    ),
    # ---------------------------------------------------------------- open work
    Item(
        "U.gasket",
        "The walk-in freezer's door gasket is torn and needs replacing (fitted on 4 November).",
        A(("gasket", "door seal", "密封条", "门封")),
    ),
    Item(
        "U.menu_reprint",
        "Reprint the fall menus with the squash dish and the new prices (done 28 October).",
        A(("reprint*", "printed menus", "new menus", "重印", "印菜单"), ("menu*", "菜单")),
    ),
    Item(
        "U.dish_hire",
        "Hire a second dishwasher for Friday–Sunday nights (never done).",
        A(
            ("dishwasher", "dish pit", "洗碗"),
            ("hire", "hiring", "second dishwasher", "招人", "招一个", "再找"),
        ),
    ),
    Item(
        "U.permit",
        "Renew the county health permit before 31 December.",
        A(("permit",), ("renew*", "续", "expires", "到期")),
    ),
    Item(
        "U.ice_machine",
        "The ice machine leaks and needs a descale and a service (done 23 October).",
        A(("ice machine", "ice maker", "制冰机")),
    ),
    Item(
        "U.tomas_papers",
        "Tomás's I-9 and W-4 still to be collected (done 30 October).",
        A(("i-9", "w-4", "i9", "w4", "入职文件")),
    ),
    # ---------------------------------------------------------------- hunches and questions
    Item(
        "T.dairy_prices",
        "A suspicion that the dairy has been raising prices quietly.",
        A(("dairy", "cream", "butter", "奶", "黄油"), ("price*", "涨价", "价格")),
    ),
    Item(
        "T.marco_leaving",
        "A hunch that Marco is interviewing somewhere else.",
        A(("marco",), ("interview*", "leaving", "quit", "another job", "跳槽", "面试", "辞职")),
    ),
    Item(
        "T.relay",
        "A guess that the freezer's start relay is what failed.",
        A(("relay", "继电器")),
    ),
    Item(
        "T.brunch_cafe",
        "Brunch covers may be down because of the new café on the corner.",
        A(("brunch", "早午餐"), ("café", "cafe", "咖啡店", "coffee shop")),
    ),
    Item(
        "Q.tip_credit",
        "Can tips count toward minimum wage in California?",
        A(("tip credit", "tips count", "minimum wage", "最低工资")),
    ),
    Item(
        "Q.sesame",
        "Does sesame have to be listed on the menu now?",
        A(("sesame", "芝麻")),
    ),
    Item(
        "Q.heaters",
        "Does the parklet need its own permit for the patio heaters?",
        A(("heater*", "取暖器", "暖炉")),
    ),
    # ---------------------------------------------------------------- what happened once
    Item(
        "N.freezer_timeline",
        "The walk-in freezer failure of 13–14 October, hour by hour.",
    ),
    Item(
        "N.inspection_log",
        "The health inspection of 21 October as it happened.",
    ),
    Item(
        "N.pos_error",
        "Errors pasted from the POS and its printer.",
        A(("err", "error", "errno", "exception", "timeout", "报错")),
    ),
    Item(
        "N.manifest",
        "A delivery manifest pasted as received.",
        A(("manifest", "qty", "送货单")),
    ),
    Item(
        "N.sales",
        "Covers and sales figures for a week.",
        A(("covers", "net sales", "营业额", "客数")),
    ),
    Item(
        "N.recipe_test",
        "The persimmon tarte tatin, tested once.",
        A(("persimmon", "柿子")),
    ),
    Item(
        "N.catering_run",
        "The run sheet of the Castellano rehearsal dinner, and how the night went.",
    ),
    # ---------------------------------------------------------------- secrets
    Item(
        "S.pos_admin",
        "The POS back-office admin password, pasted in a note.",
        secrets=("tq8#Lardo-Vine51",),
    ),
    Item(
        "S.verdant_portal",
        "The produce supplier's ordering portal login, given in a chat.",
        secrets=("Radish.Moon.6624",),
    ),
    Item(
        "S.wifi",
        "The kitchen tablet's Wi-Fi password, under a Chinese label.",
        secrets=("XiaoMaoBao_0917",),
    ),
    Item(
        "S.terminal_pin",
        "The card terminal's refund and void passcode.",
        secrets=("0047-3319",),
    ),
    Item(
        "S.tablehop_key",
        "The reservation system's API key, pasted into a chat.",
        secrets=("th_live_7Hc2Qw9ZrTm4Lx8Vb1NpKe3",),
    ),
    Item(
        "S.alarm",
        "The back door keypad and the alarm code: the label on one list item, the codes below.",
        secrets=("19#4462", "*7730"),
    ),
]
