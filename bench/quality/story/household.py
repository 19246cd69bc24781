"""The held-out story: a family's household assistant in Berlin over two weeks (2026-05-04 … 05-17).

陈静 and Jonas, their daughter Mia (7) and 奶奶, visiting from Hangzhou. Another domain, another
time zone, fewer days: five durable facts among recipes, shopping lists, weather, a dripping tap,
a trip idea and a few secrets. Nobody should tune the engine to it; it is here to show whether
figures on the team story carry over.
"""

from __future__ import annotations

from bench.quality.model import A, Day, Item, Q, Story, a, chat, sec, u

GRANDMA = ("奶奶", "grandma", "oma")
SWIM = ("游泳", "swim*", "schwimm*")
SUNDAY = ("周日", "星期天", "星期日", "sunday*", "sonntag*")

ITEMS = [
    Item("F.peanut", "Mia is allergic to peanuts.", A(("mia",), ("花生", "peanut*", "erdnuss*"))),
    Item(
        "F.bins",
        "The black bin is collected Tuesday mornings; it goes out Monday night.",
        A(
            ("垃圾桶", "垃圾", "restmüll", "black bin", "bins", "bin", "trash"),
            ("周二", "星期二", "tuesday*", "dienstag*"),
        ),
    ),
    Item(
        "F.grandma_pill",
        "奶奶 takes her blood-pressure pill every morning at 8.",
        A(
            GRANDMA,
            ("降压药", "blood pressure", "blood-pressure"),
            ("8 点", "八点", "8:00", "8am", "8 am", "早上 8"),
        ),
    ),
    Item("F.swim", "Sunday mornings are Mia's swimming class: keep them free.", A(SWIM, SUNDAY)),
    Item(
        "F.doctor",
        "Mia's pediatrician is Dr. Weber at Praxis am Park; call before 9.",
        A(("weber",), ("儿科", "pediatrician", "kinderarzt*", "医生", "doctor")),
    ),
    Item(
        "X.swim_saturday",
        "Swimming class on Saturdays (moved to Sundays).",
        A(SWIM, ("周六", "星期六", "saturday*", "samstag*")),
    ),
    Item("U.faucet", "The kitchen tap drips; plumber needed.", A(("水龙头", "faucet", "tap"))),
    Item("U.passport", "Renew Jonas's passport.", A(("passport", "护照", "reisepass"))),
    Item(
        "U.bike",
        "Mia's bike has a flat tyre.",
        A(("自行车", "bike"), ("胎", "tyre", "tire", "flat")),
    ),
    Item("T.japan", "Maybe a trip to Japan in October.", A(("日本", "japan"))),
    Item("T.piano", "Maybe piano lessons for Mia.", A(("钢琴", "piano"))),
    Item(
        "Q.school_friday",
        "Is school closed on Friday 15 May?",
        A(("school", "学校"), ("friday", "周五", "15")),
    ),
    Item("Q.grandma_visa", "Can 奶奶's visa be extended?", A(("签证", "visa"))),
    Item("N.recipe_hongshao", "红烧肉 recipe.", A(("红烧肉",))),
    Item("N.recipe_schnitzel", "Schnitzel recipe.", A(("schnitzel",))),
    Item("S.router", "Router admin password (密码为).", secrets=("Lindenblatt2024Fritz",)),
    Item("S.netflix", "Streaming account password.", secrets=("Popcorn9981Nights",)),
    Item("S.wifi", "Home Wi-Fi key.", secrets=("Kastanie88xyQ71",)),
]

DAYS = [
    Day(
        "2026-05-04",
        notes=(
            sec(
                "08:30",
                "家里",
                (
                    "F.grandma_pill",
                    "奶奶每天早上 8 点吃降压药（氨氯地平，一粒），早饭前吃，药盒放在厨房窗台。",
                ),
                ("F.bins", "- 黑色垃圾桶（Restmüll）每周二早上收，周一晚上推到门口。"),
                ("N", "- 黄色袋子（Gelber Sack）隔周周四。"),
            ),
            sec(
                "19:00",
                "Mia",
                (
                    "F.peanut",
                    "Mia is allergic to peanuts — the EpiPen lives in the front pocket of her school bag. "
                    "Tell every new babysitter.",
                ),
                ("X.swim_saturday", "Mia's swimming class is Saturday 10:00 at Stadtbad Mitte."),
            ),
        ),
        searches=(("09:00", "奶奶 吃药"), ("19:30", "Mia allergy")),
    ),
    Day(
        "2026-05-05",
        notes=(
            sec(
                "18:40",
                "厨房",
                ("U.faucet", "厨房水龙头一直滴水，晚上能听见，得找水管工。"),
                (
                    "N.recipe_hongshao",
                    "奶奶教的红烧肉：五花肉焯水，冰糖炒糖色，加生抽老抽、八角、桂皮，小火炖 50 分钟，最后大火收汁。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "20:10",
                "plain",
                "tuesday-evening",
                u("今天垃圾收了吗？我早上忘了看"),
                a("收了，今天周二，黑色垃圾桶早上收走的；下次记得周一晚上推出去。", "F.bins"),
                u(
                    "ok. also the router admin password is Lindenblatt2024Fritz, write down where the guest network "
                    "settings are",
                    "S.router",
                ),
                a(
                    "Guest network settings are under WLAN → Gastzugang in the router UI; I didn't keep the password in the notes."
                ),
            ),
        ),
        searches=(("18:50", "水龙头"), ("19:00", "红烧肉"), ("20:20", "router guest network")),
    ),
    Day(
        "2026-05-06",
        notes=(
            sec(
                "12:00",
                "Shopping",
                ("N", "- milk, eggs, 豆腐, 青菜, rice 10 kg, dish soap"),
                ("N", '- check labels: nothing with peanuts or "may contain traces of nuts"'),
            ),
            sec(
                "17:30",
                "School",
                (
                    "Q.school_friday",
                    "The school newsletter mentions a teacher training day in May — is school closed "
                    "on Friday the 15th? Jonas will ask at pickup.",
                ),
                ("N", "Mia's class trip to the zoo on 21 May, 8 € in an envelope."),
            ),
        ),
        searches=(
            ("12:10", "shopping list"),
            ("17:40", "school closed Friday"),
            ("18:00", "zoo trip"),
        ),
    ),
    Day(
        "2026-05-07",
        notes=(
            sec(
                "09:10",
                "Mia",
                (
                    "F.doctor",
                    "Mia's pediatrician is Dr. Weber (Praxis am Park, Kastanienallee 12). Call before 9 — "
                    "after that the line is always busy.",
                ),
                ("N", "Mia had a slight fever last night, 37.8, fine this morning."),
            ),
            sec(
                "20:00",
                "游泳",
                ("F.swim", "游泳课从这周起改到每周日上午 9:30，周日上午别安排别的事。"),
            ),
        ),
        transcripts=(
            chat(
                "21:00",
                "claude",
                "grandma-meds",
                u("奶奶的降压药还剩几天？"),
                a(
                    "药盒里还有 9 粒，够到下周五。奶奶每天早上 8 点吃一粒降压药，我下周三提醒你去药店。",
                    "F.grandma_pill",
                ),
                u("好，顺便问一下奶奶的签证能不能延期一个月？", "Q.grandma_visa"),
            ),
        ),
        searches=(
            ("09:20", "Kinderarzt"),
            ("20:10", "swimming class time"),
            ("21:10", "降压药 还剩"),
        ),
    ),
    Day(
        "2026-05-08",
        notes=(
            sec(
                "18:00",
                "Weekend",
                ("N", "Weather: rain all Saturday, 14°C. Sunday sunny."),
                ("T.japan", "也许十月去日本？京都 + 大阪，奶奶说想去，待确认 Jonas 的假期。"),
            ),
        ),
        searches=(("18:10", "weekend weather"), ("18:30", "十月 旅行")),
    ),
    Day(
        "2026-05-09",
        notes=(
            sec(
                "11:00",
                "Saturday",
                ("N", "Rain. Baked Zimtschnecken with Mia, too sweet."),
                (
                    "U.bike",
                    "Mia's bike has a flat tyre — patch kit is in the cellar, need to do it.",
                ),
            ),
        ),
        searches=(("11:20", "bike tyre"),),
    ),
    Day(
        "2026-05-10",
        notes=(
            sec(
                "13:00",
                "周日",
                (
                    "F.swim",
                    "Sunday morning swim class went well — Mia did 25 m without the board. Keep Sunday mornings free.",
                ),
                ("N", "下午去 Mauerpark 的跳蚤市场，买了个旧台灯。"),
            ),
        ),
        transcripts=(
            chat(
                "17:30",
                "plain",
                "party-invite",
                u("Can Mia go to Emma's birthday party next Sunday at 11:00?"),
                a(
                    "Probably: Sunday mornings are Mia's swimming class (9:30–10:30), so 11:00 works if you go "
                    "straight from the pool.",
                    "F.swim",
                ),
            ),
        ),
        searches=(("13:10", "swim"), ("16:00", "跳蚤市场")),
    ),
    Day(
        "2026-05-11",
        notes=(
            sec(
                "08:15",
                "家里",
                (
                    "F.grandma_pill",
                    "Grandma's blood pressure pill: every morning at 8:00, before breakfast. She forgot "
                    "today, took it at 9:30.",
                ),
                (
                    "U.faucet",
                    "Plumber (Herr Schulz) comes Tuesday 12 May between 8 and 12 for the dripping tap.",
                ),
            ),
            sec(
                "21:00",
                "Mia",
                (
                    "F.peanut",
                    "新保姆 Lena 周三第一次来，已经跟她说了：Mia 花生过敏，EpiPen 在书包前袋。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "19:30",
                "openclaw",
                "netflix",
                u(
                    "Netflix 又登出了，账号是 jonas.k@posteo.de 密码 Popcorn9981Nights，帮我记一下下次别问",
                    "S.netflix",
                ),
                a("我不把密码写进笔记，建议存到密码管理器里。"),
            ),
        ),
        searches=(
            ("08:20", "grandma pill"),
            ("19:40", "Netflix login"),
            ("21:10", "babysitter Lena"),
            ("21:20", "垃圾 明天"),
        ),
    ),
    Day(
        "2026-05-12",
        notes=(
            sec(
                "13:00",
                "厨房",
                ("U.faucet#fixed", "- [x] 水龙头修好了：Herr Schulz 换了阀芯，45 €，不滴了。"),
                (
                    "F.bins",
                    "Bins: Tuesday pickup happened at 7:10, earlier than usual — put the black bin out Monday night.",
                ),
            ),
            sec(
                "18:30",
                "Recipes",
                (
                    "N.recipe_schnitzel",
                    "Jonas's Schnitzel: pound the pork thin, flour, egg, breadcrumbs, fry in lots of "
                    "butter, serve with lemon and potato salad.",
                ),
            ),
        ),
        searches=(
            ("07:30", "trash pickup time"),
            ("13:10", "plumber"),
            ("18:40", "schnitzel"),
            ("19:00", "dinner idea"),
        ),
    ),
    Day(
        "2026-05-13",
        notes=(
            sec(
                "17:00",
                "School",
                (
                    "N",
                    "Jonas asked at pickup: yes, Friday 15 May is a teacher training day, no school.",
                ),
                (
                    "U.passport",
                    "Jonas's passport expires in August — book a Bürgeramt appointment, slots are weeks out.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "20:00",
                "plain",
                "babysitter-brief",
                u("Lena asks what Mia can't eat"),
                a(
                    "Mia is allergic to peanuts; everything else is fine. Her EpiPen is in the front pocket of the school bag.",
                    "F.peanut",
                ),
            ),
        ),
        searches=(
            ("08:40", "Dr. Weber"),
            ("17:10", "Bürgeramt passport"),
            ("20:10", "what can't Mia eat"),
        ),
    ),
    Day(
        "2026-05-14",
        notes=(
            sec(
                "09:00",
                "家里",
                ("S.wifi", "家里 Wi-Fi 换了密码，新 key：Kastanie88xyQ71，奶奶的手机已经连上。"),
                (
                    "F.doctor",
                    "Mia 的儿科医生是 Weber 医生，预约电话早上 9 点前打，今天约了下周二体检。",
                ),
            ),
            sec(
                "21:00",
                "奶奶",
                ("T.piano", "奶奶建议 Mia 学钢琴，也许秋天开始？还没跟 Jonas 商量。"),
                ("F.grandma_pill", "奶奶早上 8 点那粒降压药今天按时吃了，药店补了一盒。"),
            ),
        ),
        transcripts=(
            chat(
                "12:30",
                "openclaw",
                "doctor-number",
                u("Mia 的医生电话是多少？"),
                a(
                    "Weber 医生（Praxis am Park）：030 4471 2290，早上 9 点前打比较容易打通。",
                    "F.doctor",
                ),
            ),
        ),
        searches=(("09:10", "wifi 密码"), ("09:20", "Weber 医生 电话"), ("21:10", "钢琴")),
    ),
    Day(
        "2026-05-15",
        notes=(
            sec(
                "10:00",
                "No school",
                (
                    "N",
                    "No school today (teacher training). Zoo with Mia and 奶奶, packed our own snacks.",
                ),
                ("F.swim", "Reminder from 陈静: 周日上午是 Mia 的游泳课，别约别的活动。"),
            ),
        ),
        searches=(("10:10", "zoo"), ("10:30", "周日 上午 安排")),
    ),
    Day(
        "2026-05-16",
        notes=(
            sec(
                "11:00",
                "Saturday",
                ("U.bike", "自行车的胎还没补，Mia 周日想骑车。"),
                (
                    "F.bins",
                    "提醒：周二收黑色垃圾桶，周一晚上推出去；下周一是圣灵降临节，收运不变。",
                ),
            ),
        ),
        searches=(("11:10", "自行车 补胎"), ("11:30", "垃圾 周二")),
    ),
    Day(
        "2026-05-17",
        transcripts=(
            chat(
                "20:00",
                "claude",
                "sunday-evening",
                u("下周有什么要记得的？"),
                a("下周二 Mia 体检（Praxis am Park）；周一晚上记得把桶推出去；奶奶的药照常。"),
                u("Japan in October — maybe we should look at flights after all", "T.japan"),
            ),
        ),
        searches=(("20:10", "下周 安排"), ("20:20", "Mia 体检 医生"), ("20:30", "Sunday swim")),
    ),
]


QUERIES = [
    Q("Mia 能吃花生酱吗", "F.peanut", "mixed question"),
    Q("when does the trash get picked up", "F.bins", "en question"),
    Q("奶奶几点吃药", "F.grandma_pill", "zh question"),
    Q("can we book a playdate on Sunday morning?", "F.swim", "en question"),
    Q("who is Mia's doctor", "F.doctor", "en question"),
    Q("水龙头修好了吗", "U.faucet", "zh question"),
    Q("Japan trip in October", "T.japan", "en cross"),
    Q("红烧肉 做法", "N.recipe_hongshao", "zh"),
    Q("学校周五放假吗", "Q.school_friday", "zh cross question"),
    Q("blood pressure medicine", "F.grandma_pill", "en"),
]


def build() -> Story:
    return Story(
        name="household",
        title="Household assistant (held out), 2026-05-04 … 05-17",
        tz="Europe/Berlin",
        items={item.id: item for item in ITEMS},
        days=DAYS,
        queries=QUERIES,
        smoke_days=4,
        smoke_queries=4,
        cwd="/home/jonas",
        tuned_on=False,
    )
