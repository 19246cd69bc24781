"""The assistant story, 2026-09-13 … 09-24: a tax payment, a leak, a release, a second client."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, sec, tool, u

DAYS = [
    Day(
        "2026-09-13",
        notes=(
            sec(
                "21:00",
                "Week",
                ("N", "- Northwind: 3 of 8 interviews done"),
                ("F.climbing", "- 周二周四照常攀岩"),
                ("U.tax_q3", "- Q3 estimated tax still unpaid, due Tuesday"),
                ("F.heartworm", "- Pepper's heartworm pill: next one Oct 1"),
            ),
        ),
        searches=(
            ("21:05", "weekly recap"),
            ("21:10", "pending tax payment"),
            ("21:15", "next heartworm dose"),
            ("21:20", "Northwind interviews progress"),
        ),
    ),
    Day(
        "2026-09-14",
        notes=(
            sec(
                "09:30",
                "Admin",
                (
                    "U.tax_q3#fixed",
                    "Paid the Q3 estimate through IRS Direct Pay, $3,140, confirmation "
                    "2026-0914-77812. Done.",
                ),
                ("N", "Marisol says to keep the confirmation PDF in the taxes folder."),
            ),
            sec(
                "13:00",
                "Work",
                (
                    "N",
                    "Northwind call at 10:30 ran long. Dana's boss joined and wants a dashboard. "
                    "Scope creep alert.",
                ),
            ),
        ),
        searches=(
            ("09:40", "Q3 tax paid confirmation"),
            ("09:45", "where do tax PDFs go"),
            ("13:10", "Northwind dashboard scope"),
            ("13:15", "Dana 又要加什么"),
        ),
    ),
    Day(
        "2026-09-15",
        notes=(
            sec(
                "18:15",
                "Boulder Yard",
                ("N", "Finally sent the pink one. 14 attempts over two weeks."),
            ),
        ),
        transcripts=(
            chat(
                "08:20",
                "claude",
                "alba-invite",
                u("Alba Health wants to meet Thursday at 9:30, can you accept?"),
                a(
                    "I'd suggest 10:30 instead: you take no calls before 10, the mornings are for "
                    "writing. Shall I propose 10:30?",
                    "F.mornings",
                ),
                u("yes please. and Thursday evening is climbing, so nothing after 6", "F.climbing"),
                a(
                    "Proposed Thursday 10:30 to Alba. Thursday from 6:30 pm stays blocked for "
                    "climbing.",
                    "F.climbing",
                ),
            ),
        ),
        searches=(
            ("08:25", "Alba Health meeting time"),
            ("08:30", "preferred hours for calls"),
            ("08:35", "Thursday evening blocked"),
            ("18:20", "sent the pink problem"),
        ),
    ),
    Day(
        "2026-09-16",
        notes=(
            sec(
                "12:30",
                "Leak",
                (
                    "N.leak",
                    "- 07:40 water dripping from the bathroom ceiling, brown stain spreading",
                ),
                (
                    "N.leak",
                    "- 07:52 texted Mr. Petrakis about the leak, no answer; called him at 08:05",
                ),
                (
                    "N.leak",
                    "- 09:10 the plumber (Reyes Plumbing) found the upstairs toilet supply line cracked",
                ),
                (
                    "N.leak",
                    "- 11:30 water shut off upstairs and the leak stopped; the ceiling has to dry 3 "
                    "days; photos sent to the renters insurance",
                ),
                (
                    "U.ceiling",
                    "Bathroom drywall repair: Petrakis says next week. Follow up on Monday.",
                ),
            ),
        ),
        searches=(
            ("12:40", "bathroom leak timeline"),
            ("12:45", "plumber who came"),
            ("12:50", "landlord Petrakis"),
            ("21:00", "renters insurance claim photos"),
            ("21:05", "卫生间漏水"),
        ),
    ),
    Day(
        "2026-09-17",
        notes=(
            sec(
                "09:00",
                "早上",
                ("F.levo", "甲状腺的药七点吃，七点半才喝咖啡。天天如此，没有例外。"),
                ("N", "Resting HR 61 after the leak chaos, slept 5h50. Ugh."),
            ),
            sec(
                "16:00",
                "Alba",
                (
                    "N",
                    "Alba Health kickoff at 10:30. They want a diary study with 12 nurses over 3 weeks.",
                ),
                (
                    "T.alba_budget",
                    "I suspect their budget is smaller than they say — they asked twice about "
                    "'phasing'.",
                ),
            ),
        ),
        searches=(
            ("09:10", "甲状腺药 咖啡"),
            ("09:15", "sleep and heart rate"),
            ("16:10", "Alba Health diary study"),
            ("16:15", "Alba budget"),
            ("18:00", "climbing tonight"),
        ),
    ),
    Day(
        "2026-09-18",
        notes=(
            sec(
                "11:40",
                "Northwind",
                (
                    "N.release",
                    "- 11:05 booking site v2.3 went live (new hold-queue page); Dana sent a party emoji",
                ),
                ("N", "- Dana asked if I can join their 9:00 standup from now on"),
                ("F.mornings", "- told her my rule: no calls before 10, mornings are for writing"),
                ("N.ticket", "- filed NW-4471: the Safari date picker shows the wrong month"),
            ),
            sec(
                "19:00",
                "周五",
                (
                    "F.shellfish",
                    "和 Nadia 去吃火锅，点菜时先跟服务员说我对贝类过敏，虾滑、蟹棒都不要。",
                ),
            ),
        ),
        searches=(
            ("11:50", "Northwind v2.3 release"),
            ("11:55", "Safari date picker bug ticket"),
            ("12:00", "hold queue page launch"),
            ("19:10", "dinner with Nadia Friday"),
        ),
    ),
    Day(
        "2026-09-19",
        notes=(
            sec(
                "15:00",
                "Saturday",
                (
                    "U.ceiling",
                    "Drywall guy came; the moisture meter says 18%, it has to be under 12% before "
                    "he patches.",
                ),
                (
                    "Q.jury",
                    "Got a jury duty summons for Oct 20. Do freelancers get paid anything for jury "
                    "days in Cook County?",
                ),
            ),
        ),
        transcripts=(
            chat(
                "10:00",
                "openclaw",
                "usability-report",
                u(
                    "Send the Northwind usability report to Dana. And what do I charge for the "
                    "dashboard add-on?"
                ),
                a("Sent. For new work you decided on $650 a day from October.", "F.rate"),
                u("good, bill the add-on like that"),
                u("when does that invoice go out?"),
                a(
                    "On the first business day of October, net 15, like all your invoices.",
                    "F.invoices",
                ),
            ),
        ),
        searches=(
            ("10:05", "rate for the dashboard add-on"),
            ("10:10", "usability report sent"),
            ("15:10", "jury duty summons"),
            ("15:15", "drywall moisture"),
        ),
    ),
    Day(
        "2026-09-20",
        notes=(
            sec(
                "20:30",
                "家里",
                (
                    "F.mom_birthday",
                    "妈妈的生日是 11 月 14 号。那天一早打电话给她，别只发微信——她喜欢听到声音。",
                ),
                ("U.gift_mom", "给妈妈的礼物：买个好点的咖啡机？还没想好。"),
                ("N", "跟 Kevin 通了电话：Amy 怀孕了！一月份生。"),
            ),
        ),
        searches=(
            ("20:40", "妈妈生日"),
            ("20:45", "给妈妈的礼物"),
            ("20:50", "Kevin and Amy news"),
            ("20:55", "call or text mom on her birthday"),
        ),
    ),
    Day(
        "2026-09-21",
        notes=(
            sec(
                "09:20",
                "Admin",
                (
                    "U.ceiling",
                    "Petrakis still hasn't scheduled the drywall patch. Texted him again.",
                ),
                (
                    "F.mornings",
                    "Writing block is 7:30–10:00. No meetings before 10 - if a client asks for 9, "
                    "offer 10:30 instead.",
                ),
                ("N", "Electric bill $94.12, gas $31.40."),
            ),
            sec(
                "22:00",
                "银行",
                ("S.bank", "换了 Chase 网银的密码：Girasol#Marea2291，别的地方都不记。"),
            ),
        ),
        searches=(
            ("09:30", "ceiling repair landlord"),
            ("09:35", "utility bills September"),
            ("22:05", "Chase 银行"),
            ("22:10", "address on file"),
        ),
    ),
    Day(
        "2026-09-22",
        notes=(
            sec("18:10", "Boulder Yard", ("N", "Short session, hands still raw from last time.")),
        ),
        transcripts=(
            chat(
                "12:00",
                "claude",
                "dentist-form",
                u("The dentist's intake form wants my insurance info"),
                a("BlueCross PPO, member ID XQH 448 219 03, group 77120.", "F.member_id"),
                u("and an emergency contact?"),
                a("Your brother Kevin Fang, (312) 555-0188.", "F.emergency"),
                u("and home address, same as always"),
                a("2417 W Cortland St, Apt 3, Chicago IL 60647. Form is filled in.", "F.address"),
            ),
        ),
        searches=(
            ("12:05", "insurance details for the dentist form"),
            ("12:10", "emergency contact"),
            ("12:15", "家里地址"),
            ("18:15", "Boulder Yard session"),
        ),
    ),
    Day(
        "2026-09-23",
        notes=(
            sec(
                "10:30",
                "Work",
                (
                    "F.invoices",
                    "For October: the invoice run is on the first working day of the month (Oct 1 "
                    "this time), net 15 on everything.",
                ),
                ("F.rate", "十月起日薪 650 刀，新项目和续约都按这个价。"),
                ("N", "Alba diary study: recruited 9 of 12 nurses."),
            ),
            sec(
                "17:00",
                "Wi-Fi",
                ("N", "- new router from Comcast, network name FangNet"),
                ("S.wifi", "- wifi password (router in the hallway closet):"),
                ("S.wifi", "- Tortuga-Azul-7734"),
                ("N", "- guest network FangNet-Guest, isolated from the rest"),
            ),
        ),
        searches=(
            ("10:40", "invoice schedule October"),
            ("10:45", "Alba nurses recruited"),
            ("17:10", "guest wifi name"),
            ("17:15", "router setup"),
        ),
    ),
    Day(
        "2026-09-24",
        notes=(
            sec(
                "09:00",
                "Pepper",
                ("N", "- annual checkup booked: Oct 8, 4 pm"),
                ("F.vet", "- 兽医：Dr. Okoro，Logan Square Animal Clinic，2815 N Milwaukee"),
            ),
        ),
        transcripts=(
            chat(
                "19:45",
                "openclaw",
                "after-climb",
                u("the skin on my fingertips is destroyed, any tips?"),
                tool("search: climbing skin care"),
                a(
                    "Climbing balm at night, file down the flappers, and skip Thursday if a tip splits."
                ),
                u(
                    "I won't skip. Tuesday and Thursday climbing is non-negotiable, that's the deal "
                    "with Nadia.",
                    "F.climbing",
                ),
                a("Understood: Tuesday and Thursday evening climbing stays blocked.", "F.climbing"),
            ),
        ),
        searches=(
            ("09:10", "Pepper annual checkup"),
            ("09:15", "vet clinic address"),
            ("19:50", "fingertip skin climbing"),
            ("19:55", "do I climb on Thursday"),
        ),
    ),
]
