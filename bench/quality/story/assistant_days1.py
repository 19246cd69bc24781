"""The assistant story, 2026-09-01 … 09-12: setting up, the first fortnight of work and errands."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    Day(
        "2026-09-01",
        notes=(
            sec(
                "08:40",
                "Setup",
                (
                    "N",
                    "First day with the assistant keeping notes. One file a day; it reads them back "
                    "when I ask.",
                ),
                (
                    "F.levo",
                    "Meds: levothyroxine 50 mcg every morning on an empty stomach, then only water "
                    "for 30 minutes. Coffee waits.",
                ),
                (
                    "F.address",
                    "Home: 2417 W Cortland St, Apt 3, Chicago IL 60647 (the buzzer says FANG 3).",
                ),
            ),
            sec(
                "12:15",
                "Pepper",
                (
                    "F.heartworm",
                    "Gave Pepper her heartworm chew with breakfast. It's the 1st, and the 1st of the "
                    "month is when it always goes in.",
                ),
                ("N", "- dog food: two bags of the salmon one, autoship arrives Friday"),
                ("N", "- poop bags (the lavender ones are fine)"),
            ),
            sec(
                "18:50",
                "Boulder Yard",
                (
                    "F.climbing",
                    "Climbing is Tuesdays and Thursdays, 6:30 pm, at Boulder Yard with Nadia. "
                    "Those two evenings are taken — don't book anything over them.",
                ),
                ("N", "Sent the overhang problem for the first time!! Forearms destroyed."),
            ),
        ),
        searches=(
            ("08:50", "morning medication schedule"),
            ("12:30", "dog heartworm chew"),
            ("12:35", "dog food autoship"),
            ("19:10", "what days does Lucy climb"),
            ("19:15", "Lucy home address"),
        ),
    ),
    Day(
        "2026-09-02",
        notes=(
            sec(
                "09:05",
                "Work",
                (
                    "F.mornings",
                    "Writing block is 7:30–10:00. No meetings before 10 — if a client asks for 9, "
                    "offer 10:30 instead.",
                ),
                (
                    "U.portfolio",
                    "Portfolio site still shows the 2024 projects. Add the Northwind library case study.",
                ),
            ),
            sec(
                "15:20",
                "Northwind",
                ("N", "- kickoff for the booking redesign went fine, 11 stakeholders (too many)"),
                ("N", "- Dana wants the usability report by 9/19"),
                ("X.rate_600", "- quoted my usual day rate, $600, nobody blinked"),
            ),
        ),
        transcripts=(
            chat(
                "20:30",
                "openclaw",
                "family-language",
                meta("Bootstrap: workspace notes loaded (memory/2026-09-01.md)."),
                u("Did I ever tell you how I write to my family?"),
                a("Not yet — there's nothing about it in your notes. Want to set something?"),
                u(
                    "Yes. Anything to my mom or my 小姨 goes in Chinese, always. English drafts are "
                    "for clients only.",
                    "F.family_chinese",
                ),
                a(
                    "Got it: messages to your family in Chinese, client drafts in English.",
                    "F.family_chinese",
                ),
            ),
        ),
        searches=(
            ("09:15", "client meeting time preferences"),
            ("09:20", "portfolio site"),
            ("15:40", "Northwind usability report due date"),
            ("15:45", "day rate quoted"),
            ("20:45", "language for messages to family"),
        ),
    ),
    Day(
        "2026-09-03",
        notes=(
            sec(
                "08:30",
                "早上",
                ("N", "昨晚没睡好，楼上邻居半夜两点开洗衣机。"),
                (
                    "F.levo",
                    "提醒自己：优甲乐要空腹吃，咖啡等半小时再喝。跟咖啡一起吃等于白吃。",
                ),
            ),
            sec(
                "13:00",
                "Errands",
                ("N", "- dry cleaning pickup (ticket 5512)"),
                ("U.smoke", "- smoke detector in the hallway chirping again, needs a 9V"),
                ("N", "- return the library books before Saturday"),
            ),
        ),
        transcripts=(
            chat(
                "18:00",
                "claude",
                "thursday-dinner",
                u("am I free tonight at 7? Nadia's cousin wants to grab dinner"),
                a(
                    "Tonight is Thursday: you climb at Boulder Yard at 6:30 with Nadia, so 7 "
                    "overlaps. Dinner after, around 8:30?",
                    "F.climbing",
                ),
                u("8:30 works, tell her"),
                a("Drafted to Nadia: 'Climbing until 8, can do 8:30 — Lula Café?'"),
            ),
        ),
        searches=(
            ("08:40", "levothyroxine and coffee"),
            ("13:10", "smoke detector battery"),
            ("13:15", "errands this week"),
            ("17:55", "Thursday evening plans"),
            ("18:05", "climbing schedule"),
        ),
    ),
    Day(
        "2026-09-04",
        notes=(
            sec(
                "10:15",
                "Insurance",
                (
                    "F.member_id",
                    "BlueCross PPO card arrived. Member ID XQH 448 219 03, group 77120. Keep it "
                    "handy for the dentist and clinic forms.",
                ),
                (
                    "Q.roth",
                    "Can I still open a Roth IRA for 2026 if most of my income is 1099? Ask Marisol?",
                ),
            ),
            sec(
                "17:00",
                "Weekend",
                (
                    "N",
                    "Kevin and Amy are doing hotpot on Sunday; I'm bringing the smashed cucumbers.",
                ),
                (
                    "T.kyoto",
                    "Thinking maybe a stop in Kyoto on the way back from Chengdu, for the leaves? "
                    "Probably too expensive in November.",
                ),
            ),
        ),
        searches=(
            ("10:30", "health insurance member ID"),
            ("10:35", "Roth IRA question"),
            ("17:10", "weekend plans Sunday"),
            ("17:20", "Kyoto stopover"),
        ),
    ),
    Day(
        "2026-09-05",
        notes=(
            sec(
                "16:00",
                "周六",
                ("N", "Farmers market：番茄、玉米、一大堆辣椒，花了 38 刀。"),
                ("N", "Pepper 在公园里滚了一身不知道什么死东西。洗澡洗了 45 分钟。"),
            ),
        ),
        transcripts=(
            chat(
                "11:00",
                "openclaw",
                "pet-food-form",
                u("what's my address for the pet food form, I always mistype the apartment"),
                a("2417 W Cortland St, Apt 3, Chicago IL 60647.", "F.address"),
                u("thanks, you're the best"),
                a("Anytime. The autoship is set for Friday deliveries."),
            ),
        ),
        searches=(
            ("11:05", "home address apartment number"),
            ("16:10", "farmers market spending"),
            ("16:15", "狗洗澡"),
            ("21:00", "周日安排"),
        ),
    ),
    Day(
        "2026-09-06",
        notes=(
            sec(
                "20:00",
                "Sunday",
                ("N", "Hotpot at Kevin's. Amy's nephew just started at UIC."),
                (
                    "F.emergency",
                    "Changed the emergency contact everywhere to Kevin — (312) 555-0188. He's 15 "
                    "minutes away; Mom is in Chengdu.",
                ),
                (
                    "F.shellfish",
                    "Amy put shrimp paste in the broth and I had to pass — shellfish allergy. Note to "
                    "self: the EpiPen comes along even to family things.",
                ),
            ),
        ),
        searches=(
            ("20:15", "emergency contact phone"),
            ("20:20", "shellfish allergy"),
            ("20:25", "Amy nephew UIC"),
            ("20:30", "EpiPen"),
        ),
    ),
    Day(
        "2026-09-07",
        notes=(
            sec(
                "10:30",
                "Labor Day",
                ("N", "Holiday. Lake walk with Pepper, 7.2 km; she's sleeping like a rock now."),
                ("U.gift_mom", "Mom's birthday present — still nothing. She said no more scarves."),
            ),
        ),
        transcripts=(
            chat(
                "19:00",
                "claude",
                "chengdu-flights",
                u(
                    "Look for flights to Chengdu around Nov 10–13, I want to be there for Mom's birthday"
                ),
                tool("flights search ORD CTU 2026-11-10..2026-11-13\n3 results"),
                a("ORD→CTU: United via SFO 10:05, Air China via PEK 12:40, Cathay via HKG 23:55."),
                u(
                    "The Air China one. And put me on the aisle, I can't do a window seat for 15 hours.",
                    "F.aisle",
                ),
                a(
                    "Holding Air China on Nov 11; you land on the 12th, two days before your mom's "
                    "birthday on November 14.",
                    "F.mom_birthday",
                ),
            ),
        ),
        searches=(
            ("10:40", "gift ideas for mom"),
            ("10:45", "lake walk distance"),
            ("19:05", "flight seat preference"),
            ("19:30", "Mom birthday date"),
            ("19:35", "Chengdu flights November"),
        ),
    ),
    Day(
        "2026-09-08",
        notes=(
            sec(
                "09:10",
                "Work",
                (
                    "F.mornings",
                    "Dana asked for a 9:00 sync tomorrow. Declined and offered 10:30. Calls start at "
                    "10 at the earliest; the mornings are for writing.",
                ),
                (
                    "N",
                    "Typed up the interviews with three librarians. Theme: nobody trusts the hold "
                    "queue.",
                ),
            ),
            sec(
                "18:00",
                "Boulder Yard",
                ("N", "Projecting the pink problem on the slab. Nadia flashed it, rude."),
            ),
        ),
        searches=(
            ("09:15", "can I schedule a 9am call"),
            ("09:20", "librarian interview themes"),
            ("18:10", "Tuesday evening"),
            ("18:15", "pink problem slab"),
        ),
    ),
    Day(
        "2026-09-09",
        notes=(
            sec(
                "11:00",
                "Money",
                (
                    "F.rate",
                    "Decided: my day rate goes to $650 from October, for new work and renewals. "
                    "$600 was 2024 pricing.",
                ),
                (
                    "F.invoices",
                    "Invoices go out on the first business day of each month, net 15. I keep "
                    "forgetting, so it's on the calendar now.",
                ),
                ("U.tax_q3", "Q3 estimated tax is due Sept 15. Haven't paid it yet."),
            ),
        ),
        searches=(
            ("11:10", "day rate"),
            ("11:15", "when do invoices go out"),
            ("11:20", "estimated tax payment Q3"),
            ("15:00", "pricing for renewals"),
            ("15:05", "payment terms clients"),
        ),
    ),
    Day(
        "2026-09-10",
        notes=(
            sec(
                "20:40",
                "Pepper",
                (
                    "T.limp",
                    "Pepper is limping a little on the front left. Maybe she twisted it at the dog "
                    "park? Watching it for a couple of days.",
                ),
                (
                    "F.vet",
                    "Vet, for reference: Dr. Okoro at Logan Square Animal Clinic, (773) 555-0142.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "08:55",
                "openclaw",
                "thyroid-check",
                u("did I take my thyroid pill? I honestly can't remember"),
                a(
                    "There's no note for today. If you're not sure, don't take a second one; go on "
                    "as usual tomorrow."
                ),
                u("ok. and coffee is 30 min after, right?"),
                a(
                    "Right: levothyroxine on an empty stomach, coffee no sooner than 30 minutes "
                    "later.",
                    "F.levo",
                ),
            ),
        ),
        searches=(
            ("08:58", "thyroid pill coffee"),
            ("20:50", "dog limping front leg"),
            ("20:55", "vet phone number"),
            ("21:00", "Logan Square Animal Clinic"),
        ),
    ),
    Day(
        "2026-09-11",
        notes=(
            sec(
                "14:00",
                "家里",
                (
                    "F.family_chinese",
                    "给小姨回了微信，当然是用中文写的。跟家里人说话一律中文，就算是助手帮我起草也一样。",
                ),
                ("N", "小姨说妈妈的膝盖又有点疼，不严重。"),
            ),
            sec("19:30", "Friday", ("N", "Pizza night, watched Past Lives again. Cried again.")),
        ),
        searches=(
            ("14:10", "给小姨发消息用什么语言"),
            ("14:15", "妈妈膝盖"),
            ("19:40", "movie night"),
            ("19:45", "draft a message to my aunt"),
        ),
    ),
    Day(
        "2026-09-12",
        notes=(
            sec(
                "10:00",
                "Pepper",
                ("N", "Limp almost gone. Kept her away from the park yesterday."),
                ("T.limp", "I still think the limp came from the gravel corner at the dog park."),
            ),
            sec(
                "15:00",
                "Home",
                (
                    "U.smoke",
                    "Hallway smoke detector still chirps every 40 seconds. Need a 9V; the one in "
                    "the drawer is dead.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:30",
                "plain",
                "groceries",
                u("Order groceries for the week. Nothing with shrimp or crab, you know why"),
                a(
                    "Yes — your shellfish allergy. Basket: noodles, eggs, bok choy, chicken thighs, "
                    "scallions, oat milk.",
                    "F.shellfish",
                ),
                u("add 9V batteries too", "U.smoke"),
                a("Added a 4-pack of 9V batteries for the smoke detector.", "U.smoke"),
            ),
        ),
        searches=(
            ("10:10", "Pepper limp"),
            ("15:05", "smoke detector chirping"),
            ("16:35", "food allergies for grocery order"),
            ("16:40", "过敏 海鲜"),
            ("16:45", "weekly groceries"),
        ),
    ),
]
