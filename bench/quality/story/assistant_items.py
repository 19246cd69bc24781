"""The assistant story's labelled items: what Lucy would keep in MEMORY.md, and what she would not.

Written without reading the engine: the anchors name the concepts a reader looks for in an
entry (in English and Chinese), not words any rule of memtui keys on.
"""

from __future__ import annotations

from bench.quality.model import A, Item

MOM = ("妈妈", "我妈", "老妈", "mom", "mother", "mum", "美华")
SHELLFISH = ("shellfish", "shrimp", "crab", "crustacean*", "贝类", "甲壳类", "小龙虾", "虾", "螃蟹")
CLIMB = ("climb*", "boulder*", "攀岩", "抱石")
TUE_THU = ("tuesday*", "thursday*", "tue", "thu", "周二", "周四", "星期二", "星期四")
CLIMB_WHEN = (
    *("6:30", "18:30", "evening*", "nadia", "blocked", "taken", "always", "non-negotiable"),
    *("晚上", "六点半", "照常", "雷打不动"),
)

ITEMS = [
    # ---------------------------------------------------------------- durable: keep these
    Item(
        "F.mom_birthday",
        "Mom (美华) was born on 14 November; on the day, call her — she wants a call, not a text.",
        A(MOM, ("14 nov*", "nov 14", "november 14", "11月14", "十一月十四", "14/11", "11/14")),
    ),
    Item(
        "F.shellfish",
        "Lucy is allergic to shellfish; she carries an EpiPen.",
        A(SHELLFISH, ("allerg*", "epipen", "过敏")),
    ),
    Item(
        "F.mornings",
        "No calls or meetings before 10:00: 7:30–10 is her writing block.",
        A(
            ("meeting*", "call*", "sync", "calendar", "开会", "会议", "电话"),
            ("10", "10:00", "10am", "ten", "十点"),
            ("before", "until", "morning*", "writing", "之前", "以前", "上午", "早上", "写作"),
        ),
    ),
    Item("F.aisle", "On flights she sits on the aisle, never the window.", A(("aisle", "过道"))),
    Item(
        "F.levo",
        "Levothyroxine every morning on an empty stomach; coffee only 30 minutes later.",
        A(
            ("levothyroxine", "thyroid", "甲状腺", "优甲乐"),
            ("coffee", "empty stomach", "30 min*", "morning", "咖啡", "空腹", "半小时"),
        ),
    ),
    Item(
        "F.address",
        "Home address: 2417 W Cortland St, Apt 3, Chicago IL 60647.",
        A(("cortland",)),
    ),
    Item(
        "F.member_id",
        "Health insurance: BlueCross PPO, member ID XQH 448 219 03, group 77120.",
        A(("xqh",)),
    ),
    Item(
        "F.vet",
        "Pepper's vet is Dr. Okoro at Logan Square Animal Clinic, (773) 555-0142.",
        A(("okoro",)),
    ),
    Item(
        "F.heartworm",
        "Pepper gets her heartworm chew on the 1st of every month, with breakfast.",
        A(("heartworm", "心丝虫")),
    ),
    Item(
        "F.family_chinese",
        "Messages to family (Mom, 小姨) are written in Chinese; English is for clients.",
        A((*MOM, "family", "家人", "家里人", "小姨"), ("chinese", "mandarin", "中文", "普通话")),
    ),
    Item(
        "F.climbing",
        "Climbing at Boulder Yard with Nadia, Tuesdays and Thursdays 6:30 pm: keep those evenings free.",
        A(CLIMB, TUE_THU, CLIMB_WHEN),
    ),
    Item(
        "F.rate",
        "Day rate is $650 (from October 2026, new work and renewals).",
        A(("rate", "per day", "/day", "a day", "日薪", "一天"), ("650",)),
    ),
    Item(
        "F.invoices",
        "Invoices go out on the first business day of the month, net 15.",
        A(
            ("invoice*", "invoicing", "发票"),
            (
                "first business day",
                "first working day",
                "net 15",
                "net-15",
                "第一个工作日",
                "15 天",
            ),
        ),
    ),
    Item(
        "F.emergency",
        "Emergency contact: her brother Kevin Fang (方凯), (312) 555-0188.",
        A(("kevin", "方凯"), ("emergency", "紧急", "555-0188")),
    ),
    Item(
        "F.pseudonyms",
        "Research participants appear only under pseudonyms (P01…) in reports and notes; real "
        "names stay in the consent sheet.",
        A(("pseudonym*", "anonymi*", "p01", "化名", "匿名")),
    ),
    Item(
        "X.rate_600",
        "Day rate $600 (replaced by $650 from October).",
        A(("600",), ("usual", "quoted", "quote*")),
    ),
    # ---------------------------------------------------------------- open work
    Item(
        "U.portfolio",
        "Add the Northwind case study to the portfolio site.",
        A(("portfolio", "作品集")),
    ),
    Item(
        "U.smoke",
        "The hallway smoke detector chirps; it needs a 9V battery.",
        A(("smoke detector", "烟雾报警器", "9v")),
    ),
    Item(
        "U.tax_q3",
        "Pay the Q3 estimated tax by 15 September (paid on the 14th).",
        A(("q3",), ("tax*", "estimate*", "irs", "税")),
    ),
    Item("U.gift_mom", "Find a birthday present for Mom.", A(("gift", "present", "礼物"), MOM)),
    Item(
        "U.ceiling",
        "The bathroom ceiling drywall needs repairing after the leak; the landlord keeps postponing.",
        A(("drywall", "石膏板")),
    ),
    Item(
        "U.passport",
        "Renew the Chinese passport at the consulate (done 2 October).",
        A(("passport", "护照")),
    ),
    # ---------------------------------------------------------------- hunches and questions
    Item("T.kyoto", "Maybe Kyoto for the autumn leaves on the way back.", A(("kyoto", "京都"))),
    Item("T.limp", "Pepper's limp might come from the dog park gravel.", A(("limp*", "瘸"))),
    Item(
        "T.alba_budget",
        "A suspicion that Alba Health's budget is smaller than they say.",
        A(("budget", "预算")),
    ),
    Item("Q.roth", "Can she open a Roth IRA on 1099 income?", A(("roth",))),
    Item("Q.jury", "Are freelancers paid for jury duty in Cook County?", A(("jury", "陪审"))),
    # ---------------------------------------------------------------- what happened once
    Item(
        "N.leak",
        "The 16 September bathroom leak, minute by minute.",
        A(("leak*", "dripping", "supply line", "漏水")),
    ),
    Item("N.release", "Northwind booking site v2.3 went live.", A(("v2.3",))),
    Item("N.ticket", "Ticket NW-4471 filed for the Safari date picker.", A(("nw-4471",))),
    # ---------------------------------------------------------------- secrets
    Item("S.bank", "Bank password under a Chinese label (密码).", secrets=("Girasol#Marea2291",)),
    Item(
        "S.wifi",
        "Wi-Fi password: the label on one list item, the value on the next.",
        secrets=("Tortuga-Azul-7734",),
    ),
    Item("S.portal", "Vendor portal password given in a chat.", secrets=("Ventana_Roja_58",)),
    Item(
        "S.openai",
        "An API key pasted into a chat.",
        secrets=("sk-proj-Qm7RtX2vLp9KwZ4nB8cD1fGhJ6sA",),
    ),
    Item("S.door", "The building's door code.", secrets=("8842-1190#",)),
    Item(
        "S.recovery",
        "Account recovery codes under a Chinese label, the values on the lines below.",
        secrets=("7HQK-29XM-PLW4", "3RTN-88VB-QZ61"),
    ),
]
