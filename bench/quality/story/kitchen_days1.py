"""The kitchen story, 2026-10-05 … 10-16: the first fortnight of notes, a near miss with an
allergy, the night the walk-in freezer died, a spoiled pot of stock and a catering inquiry."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    Day(
        "2026-10-05",
        notes=(
            sec(
                "09:30",
                "Monday admin",
                (
                    "N",
                    "Closed today, as every Monday. First week with the agent keeping the kitchen "
                    "book: one note per day, and I'll dump things in as they happen.",
                ),
                (
                    "F.produce",
                    "Produce is Verdant Valley. They come Tuesday and Friday mornings, and their "
                    "cut-off is 3 pm the day before — so tomorrow's order goes in today before "
                    "three, Friday's on Thursday. Miss it and I'm buying chard at Restaurant Depot.",
                ),
                (
                    "F.payroll",
                    "Payroll goes through Gusto every other Thursday; the next run is the 8th. "
                    "Everybody's hours must be approved in the scheduling app by Tuesday noon of "
                    "that week, or the whole run slips a day.",
                ),
            ),
            sec(
                "14:40",
                "Book",
                (
                    "X.last_seating_930",
                    "Tablehop is still set to a 9:30 last seating every night. Leave it for now, "
                    "we'll look at it when the overtime numbers come in.",
                ),
                ("N", "Dani wants to try Sunday lunch in the spring. Not this year, I told her."),
                ("N", "Bought a new mandoline, the old one finally lost its screw."),
            ),
        ),
        transcripts=(
            chat(
                "15:10",
                "openclaw",
                "first-verdant-order",
                meta("Bootstrap: workspace notes loaded (memory/2026-10-05.md)."),
                u(
                    "Can you put the Verdant order in for me? Portal login is littleanchor, "
                    "password Radish.Moon.6624",
                    "S.verdant_portal",
                ),
                a("I'm in. What do you need?"),
                u(
                    "2 cases delicata, 1 case lacinato, 10 lb yellow onions, the usual herbs, "
                    "and a flat of figs if they still have them"
                ),
                tool("portal: cart submitted 15:18, confirmation VV-20931"),
                a(
                    "Submitted at 15:18 — but Verdant's cut-off for tomorrow was 3 pm, so the "
                    "portal has flagged it for Friday unless they take a late add. Shall I call?",
                    "F.produce",
                ),
                u("Damn. Yes, call them and ask for Luis, he usually says yes."),
                a("Calling now. I'll note what he says."),
            ),
        ),
        searches=(
            ("09:40", "Verdant Valley delivery days"),
            ("09:45", "payroll schedule Gusto"),
            ("14:50", "last seating time Tablehop"),
            ("15:05", "Verdant ordering portal"),
            ("15:30", "produce order cut-off"),
        ),
    ),
    Day(
        "2026-10-06",
        notes=(
            sec(
                "10:15",
                "Before service",
                ("N", "Verdant truck at 8:40 and the late kale was on it. Luis came through."),
                (
                    "F.payroll",
                    "Posted in the staff chat: approve your hours before noon today. Payroll is "
                    "Thursday — every other Thursday — and Tuesday noon is the line.",
                ),
                (
                    "F.family_meal",
                    "Family meal at 4:15 sharp, line-up at 4:40. Marco's cooking today: chicken "
                    "adobo and rice.",
                ),
                (
                    "F.coldline",
                    "Took a photo of the service sticker on the walk-in: Coldline Refrigeration, "
                    "24-hour line (510) 555-0163, account KT-2291.",
                ),
            ),
            sec(
                "16:50",
                "Line-up",
                (
                    "F.phones",
                    "Said it again at line-up because two of them were scrolling at the pass: "
                    "phones stay in the lockers during service. If your kid's school needs you, "
                    "they call the restaurant number and Dani comes and gets you.",
                ),
                ("N", "Priya is back from Portland. Kenji trains on the bar tonight with Sam."),
                ("N", "88°F outside, hot for October, and 97 on the line by six."),
            ),
        ),
        searches=(
            ("10:20", "hours approval deadline"),
            ("10:30", "what time is family meal"),
            ("10:40", "walk-in service sticker"),
            ("17:00", "phone policy in the kitchen"),
            ("22:30", "Verdant late order Luis"),
        ),
    ),
    Day(
        "2026-10-07",
        notes=(
            sec(
                "11:00",
                "Schedule",
                (
                    "F.wei_off",
                    "Wei is off. Wednesday is his, every week, no exceptions — he has his daughter "
                    "all day. Marco runs the pass with me tonight.",
                ),
                ("N", "Jules is trying a pear and brown butter cake for the dessert slot."),
                (
                    "T.dairy_prices",
                    "The cream invoice looked high again. I have a feeling Alta Dairy is nudging "
                    "their prices up without telling anyone. Pull the last three invoices.",
                ),
            ),
            sec(
                "21:45",
                "Service",
                (
                    "N",
                    "Busy for a Wednesday. The short rib was gone at 8:10 and two tables sulked.",
                ),
                ("N", "Sam broke a decanter. Third this month."),
            ),
        ),
        transcripts=(
            chat(
                "14:00",
                "plain",
                "next-week-schedule",
                u(
                    "Dani here. Building next week's schedule. Can Wei cover the 14th? Marco asked "
                    "for that night."
                ),
                a(
                    "The 14th is a Wednesday, which is Wei's standing day off — Nora's rule is "
                    "that he's never scheduled on a Wednesday. Jules or Kenji could take prep?",
                    "F.wei_off",
                ),
                u("Right, I always forget. I'll ask Jules."),
                a("Want me to pencil Jules in until she confirms?"),
                u("yes please"),
            ),
        ),
        searches=(
            ("11:05", "Wei day off"),
            ("14:05", "who can cover prep on the 14th"),
            ("14:10", "Wei schedule Wednesday"),
            ("21:50", "dairy invoice prices"),
        ),
    ),
    Day(
        "2026-10-08",
        notes=(
            sec(
                "08:30",
                "Morning",
                (
                    "F.linen",
                    "Bayside Linen came at 7:50 — they swap on Thursday mornings. Six bags out, "
                    "six in. Count them before the driver leaves; in August we were two bags of "
                    "aprons short and nobody could prove it.",
                ),
                (
                    "F.payroll",
                    "Payday. The every-other-Thursday run went out through Gusto without a hitch.",
                ),
            ),
            sec(
                "14:30",
                "Order",
                (
                    "F.produce",
                    "Friday's Verdant order went in at 2:15, comfortably before the 3 pm cutoff. "
                    "Added two flats of figs because Luis said it's the last week.",
                ),
                ("N", "Jules' pear cake is good. Too tall. She's baking it in a sheet next time."),
            ),
            sec(
                "23:40",
                "Close",
                (
                    "F.till",
                    "Closing: did the till with Dani. The two of us are the only ones who close "
                    "out the drawer, and we count it together — two sets of eyes, every night.",
                ),
                ("N", "Out of the good olive oil, on the backup tin until Tuesday."),
            ),
        ),
        searches=(
            ("08:40", "payday today"),
            ("14:20", "Verdant cutoff Thursday"),
            ("23:45", "who is allowed to close the till"),
            ("23:50", "olive oil backup"),
        ),
    ),
    Day(
        "2026-10-09",
        notes=(
            sec(
                "11:30",
                "Menu",
                (
                    "F.substitutions",
                    "Tasting menu is five courses this month. Standing rule of mine: no "
                    "substitutions on it unless it's an allergy. Anyone who wants to pick and "
                    "choose can order à la carte — that menu bends, the tasting doesn't.",
                ),
                (
                    "X.last_seating_930",
                    "Friday's book is full right up to the 9:30 last seating.",
                ),
                ("N", "Fig and ricotta toast on as a snack, $9. Let's see."),
            ),
        ),
        transcripts=(
            chat(
                "21:20",
                "claude",
                "comps-and-closing",
                u(
                    "A four-top waited forty minutes past their booking. I took their desserts "
                    "and a round of drinks off, about $60. ok?"
                ),
                a(
                    "Noted. Your comp limit is $50 a table on your own call; past that Nora signs "
                    "off. I'll let her know it came to $60 so she can OK it.",
                    "F.comps",
                ),
                u("Ugh, true. Text her."),
                a(
                    "Sent. And for tonight: closing the till is you and Nora, counted together "
                    "like always.",
                    "F.till",
                ),
                u("yep"),
            ),
        ),
        searches=(
            ("11:40", "tasting menu substitutions"),
            ("21:00", "last seating Friday"),
            ("21:25", "Dani comp limit"),
            ("21:30", "closing the till tonight"),
        ),
    ),
    Day(
        "2026-10-10",
        notes=(
            sec(
                "12:00",
                "Prep",
                (
                    "N",
                    "Big prep day: four gallons of veal stock, duck legs into cure, squash roasted.",
                ),
                (
                    "Q.sesame",
                    "Question for the county: does sesame now have to be called out on the menu "
                    "itself, or only when a guest asks? The seeded bread has it.",
                ),
            ),
            sec(
                "23:55",
                "Near miss, table 12",
                (
                    "N",
                    "Table 12 had a guest with a shellfish allergy. The server typed it into the "
                    "notes field instead of using the modifier, so it printed tiny at the bottom "
                    "of the chit. Marco nearly sent the crispy chickpeas.",
                ),
                (
                    "F.fryer",
                    "The chickpeas go in the same fryer as the calamari and the shrimp. So from "
                    "tonight: nothing out of the fryer for anyone with a shellfish or gluten "
                    "allergy. Not even a little, not even 'they said it's mild'.",
                ),
                (
                    "F.allergy_ticket",
                    "And the ticket rule: an allergy is entered as an ALLERGY modifier so it "
                    "prints big and red, and the server walks to the pass and says it out loud. "
                    "Wei or I make that plate ourselves.",
                ),
                ("N", "The guest was fine and never knew. I'm still shaky."),
            ),
        ),
        searches=(
            ("12:10", "sesame menu labelling"),
            ("12:15", "veal stock prep quantity"),
            ("12:20", "duck leg cure"),
            ("23:58", "shellfish allergy table 12"),
        ),
    ),
    Day(
        "2026-10-11",
        notes=(
            sec(
                "09:00",
                "Brunch",
                ("N", "Brunch: the hash ran out at 12:40, Jules' scones at noon."),
                (
                    "T.brunch_cafe",
                    "Brunch feels slower than in September. Maybe the new café on the corner of "
                    "51st is taking our walk-ins? Hard to say after two weeks.",
                ),
            ),
            sec(
                "20:30",
                "Week 1 recap",
                ("F.produce", "- Verdant: Tue + Fri deliveries, order by 3 pm the day before"),
                ("F.till", "- till: Dani or me closes, always counted by two"),
                ("F.fryer", "- fryer is off limits for shellfish/gluten allergies (shared oil)"),
                (
                    "F.allergy_ticket",
                    "- allergies: modifier on the ticket + said out loud at the pass",
                ),
                (
                    "U.dish_hire",
                    "- still need a second dishwasher for Fri–Sun, Tomás can't do six nights",
                ),
                ("N.sales", "- week: 318 covers, net sales $21,480"),
            ),
        ),
        transcripts=(
            chat(
                "10:30",
                "claude",
                "allergy-debrief",
                u(
                    "About last night. Write the allergy procedure down properly, I want to print "
                    "it for the servers' binder."
                ),
                a(
                    "Draft: (1) every allergy goes on the POS ticket as an ALLERGY modifier, never "
                    "in the notes field; (2) the server says it out loud to whoever is at the "
                    "pass; (3) the chef or the sous plates it personally. Anything to add?",
                    "F.allergy_ticket",
                ),
                u(
                    "Add the fryer thing. Shared oil with the shrimp and the calamari, so nothing "
                    "fried for shellfish or gluten.",
                    "F.fryer",
                ),
                a(
                    "Added as (4): nothing from the fryer for a shellfish or gluten allergy, "
                    "because the oil is shared with shrimp and calamari. Formatting it for the "
                    "binder now.",
                    "F.fryer",
                ),
                u("Thanks. One page, big font."),
            ),
        ),
        searches=(
            ("09:10", "brunch numbers"),
            ("10:35", "allergy procedure for servers"),
            ("10:40", "fryer shellfish"),
            ("20:40", "second dishwasher"),
            ("20:45", "weekly covers"),
        ),
    ),
    Day(
        "2026-10-12",
        notes=(
            sec(
                "07:30",
                "Hood cleaning",
                (
                    "F.hood",
                    "FlueTech here at 6 am for the hood and the exhaust. They come every quarter; "
                    "next visit January. New sticker on the hood.",
                ),
                ("N", "Whole kitchen smells of degreaser. Back door propped open."),
            ),
            sec(
                "13:00",
                "Admin",
                (
                    "F.produce",
                    "Tuesday's Verdant order done by 1:30, cut-off is at 3.",
                ),
                (
                    "Q.tip_credit",
                    "Kenji asked if we count tips toward minimum wage, like his last place in "
                    "Austin. Is that even allowed in California? I think not, but I don't know.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "09:00",
                "claude",
                "hood-invoice",
                u("FlueTech invoice came: $640. Is that normal?"),
                a(
                    "It matches July's. They clean the hood and exhaust every quarter, so the "
                    "next one falls in January — want it on the calendar?",
                    "F.hood",
                ),
                u("Yes. Second Monday of January, early."),
                a("Booked: 11 January, 6 am."),
            ),
            chat(
                "15:00",
                "openclaw",
                "wei-notes",
                meta("Bootstrap: workspace notes loaded (memory/2026-10-12.md)."),
                u(
                    "我是陈伟。帮我记一下：下周三我不来。小汪问能不能跟我换班，我说不行，周三我"
                    "要带女儿。",
                    "N",
                ),
                a(
                    "好的，记下了：陈伟每周三固定休息，排班不排你。我也跟 Dani 说一声。",
                    "F.wei_off",
                ),
                u(
                    "还有，员工餐四点一刻开饭，别拖到四点半，不然开餐前太赶。",
                    "F.family_meal",
                ),
                a("明白，员工餐四点一刻，我写进今天的笔记。", "F.family_meal"),
            ),
        ),
        searches=(
            ("07:40", "hood cleaning schedule"),
            ("13:05", "tip credit California minimum wage"),
            ("13:10", "Verdant Tuesday order"),
            ("15:10", "陈伟 休息日"),
            ("15:15", "员工餐时间"),
        ),
    ),
    Day(
        "2026-10-13",
        notes=(
            sec(
                "10:00",
                "Prep",
                ("N", "Verdant short on delicata, sent butternut instead. Fine for the purée."),
                ("F.family_meal", "员工餐今天我做，四点一刻：番茄炒蛋，白切鸡，一锅白粥。"),
            ),
            sec(
                "23:30",
                "Freezer",
                (
                    "N.freezer_timeline",
                    "- 22:50 Marco sees the walk-in freezer display at 14°F (should be −5), door "
                    "shut, evaporator fan running",
                ),
                (
                    "N.freezer_timeline",
                    "- 23:05 reset the breaker: the compressor clicks, hums for a second, stops",
                ),
                ("N.freezer_timeline", "- 23:20 called Coldline, tech on his way from Hayward"),
                (
                    "N.freezer_timeline",
                    "- 23:30 ice cream, stocks and the duck legs moved into the reach-ins and the "
                    "bar chest",
                ),
                (
                    "T.relay",
                    "Click and stop, over and over: I'd put money on the start relay. The old "
                    "unit did exactly this in 2023.",
                ),
            ),
        ),
        searches=(
            ("10:05", "delicata substitution"),
            ("10:15", "family meal today"),
            ("23:10", "walk-in repair phone number"),
            ("23:35", "freezer compressor not starting"),
        ),
    ),
    Day(
        "2026-10-14",
        notes=(
            sec(
                "02:30",
                "Freezer, continued",
                ("N.freezer_timeline", "- 00:10 Ray from Coldline arrives, compressor won't start"),
                (
                    "N.freezer_timeline",
                    "- 00:45 start capacitor swollen, swapped with one from his van",
                ),
                ("N.freezer_timeline", "- 01:20 freezer at 0°F and falling"),
                ("N.freezer_timeline", "- 02:15 −4°F, Ray gone, invoice to follow"),
                (
                    "U.gasket",
                    "Ray says the bottom corner of the freezer door gasket is torn, which is part "
                    "of why the compressor worked so hard. Order a new gasket.",
                ),
                ("N", "Threw out about $300 of product, mostly the ice cream base."),
            ),
            sec(
                "11:00",
                "Morning after",
                (
                    "F.coldline",
                    "For the record, Coldline answered the 24-hour line at 23:20 and had someone "
                    "here in under an hour. Number again: (510) 555-0163, account KT-2291. It's "
                    "in my contacts now too.",
                ),
                ("N", "Wei off and Marco off, so Jules and I did prep on four hours of sleep."),
            ),
        ),
        transcripts=(
            chat(
                "12:00",
                "claude",
                "freezer-followup",
                u("Can you pull together what happened last night, for the insurance claim?"),
                a(
                    "Summary: the walk-in freezer read 14°F at 22:50; Coldline's tech replaced a "
                    "failed start capacitor at 00:45; it was back below 0°F by 01:20. Product was "
                    "moved to the reach-ins at 23:30; about $300 was thrown out.",
                    "N.freezer_timeline",
                ),
                u("Good. And put Coldline's number somewhere I'll find it at midnight."),
                a(
                    "It's in your notes and I'll tape it to the walk-in door as well: Coldline "
                    "Refrigeration, 24-hour line (510) 555-0163, account KT-2291.",
                    "F.coldline",
                ),
                u("Also ask them for a price on the gasket.", "U.gasket"),
                a("Emailing them now."),
            ),
        ),
        searches=(
            ("02:35", "freezer temperature overnight"),
            ("11:05", "Coldline account number"),
            ("12:05", "freezer incident summary"),
            ("12:10", "refrigeration repair 24 hour"),
            ("12:20", "freezer door gasket"),
        ),
    ),
    Day(
        "2026-10-15",
        notes=(
            sec(
                "08:00",
                "Thursday",
                ("N", "Linen guy came and went, all bags there."),
                ("N", "Fog until ten. Bread proofed slow."),
            ),
            sec(
                "10:30",
                "Cooling — this is a rule now",
                (
                    "N",
                    "Found last night's veal stock still in its 20-quart pot in the walk-in this "
                    "morning, lid on, 58°F in the middle. Four gallons down the drain.",
                ),
                (
                    "F.cooling",
                    "Cooling rule, for everyone: cooked food goes from 135°F down to 70°F within "
                    "2 hours, then to 41°F within the next 4. That means shallow hotel pans or an "
                    "ice bath with a paddle — never a full stockpot straight into the walk-in. "
                    "Write the times on the cooling log. Why: that range is where bacteria "
                    "double fastest, and the county asks for the log before anything else.",
                ),
                (
                    "F.labels",
                    "While I'm at it: every container in the walk-in gets a label — what it is, "
                    "the date, your initials. Anything we made ourselves goes after 7 days, "
                    "however good it looks.",
                ),
            ),
            sec(
                "14:40",
                "陈伟",
                (
                    "F.cooling",
                    "大汤锅不能直接放进冷库。先分到浅盘里，或者坐冰水一直搅，两小时内降到 70°F "
                    "以下，再四个小时到 41°F。冷却记录我每天看。",
                ),
                (
                    "F.produce",
                    "周五的菜已经下单了，Verdant 下午三点截单，我两点就弄好了。",
                ),
                (
                    "F.coldline",
                    "冷冻库的维修电话我也存了：Coldline，(510) 555-0163，账号 KT-2291。",
                ),
            ),
        ),
        searches=(
            ("10:40", "cooling rule for stock"),
            ("10:45", "walk-in container labels"),
            ("14:50", "Verdant Friday order"),
            ("15:00", "冷却记录"),
            ("22:00", "veal stock thrown out"),
        ),
    ),
    Day(
        "2026-10-16",
        notes=(
            sec(
                "11:00",
                "Catering inquiry",
                (
                    "N",
                    "Inés Castellano called: rehearsal dinner, about 48 people, Friday October "
                    "30, at her parents' place in Piedmont. Family style, four courses.",
                ),
                (
                    "F.deposit",
                    "Told her how we work: the date is held once the deposit — half — is in, and "
                    "the rest is due a week before the event. She'll send it Monday.",
                ),
                (
                    "X.last_seating_930",
                    "Tonight the book runs to the 9:30 last seating again, so we're here until "
                    "half eleven at least.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "13:00",
                "openclaw",
                "castellano-quote",
                meta("Bootstrap: workspace notes loaded (memory/2026-10-16.md)."),
                u(
                    "Write Inés a quote: 48 guests, $85 a head family style, plus staff and rentals."
                ),
                a(
                    "Draft: 48 × $85 = $4,080 food; three staff for six hours at $35 = $630; "
                    "rentals at cost. To hold October 30 we need a 50% deposit ($2,355), and the "
                    "balance is due October 23, one week before the event.",
                    "F.deposit",
                ),
                u("Perfect. Send it."),
                a("Sent to Inés, with you in copy."),
            ),
        ),
        searches=(
            ("11:10", "catering deposit policy"),
            ("13:05", "Castellano quote"),
            ("13:08", "Castellano rehearsal dinner date"),
            ("13:10", "private event deposit"),
            ("21:30", "last seating tonight"),
        ),
    ),
]
