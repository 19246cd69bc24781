"""The kitchen story, 2026-10-17 … 10-28: a new last seating, the county's inspection on Wei's
day off, a tasting-menu argument, the fall menu and a tart that did not work."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    Day(
        "2026-10-17",
        notes=(
            sec(
                "12:30",
                "Things that are broken",
                (
                    "U.ice_machine",
                    "The ice machine is leaking onto the floor behind the bar again. It needs a "
                    "descale and probably a proper service. Sam has a sheet pan under it.",
                ),
                (
                    "N.pos_error",
                    "Kitchen printer froze mid-rush last night, from the POS log:\n"
                    "```\n"
                    "[18:42:07] PRINT ERR kitchen-1: paper jam / cover open (code 0x2B)\n"
                    "[18:42:31] retry 1/3 ... timeout\n"
                    "[18:43:02] ticket #4471 rerouted to bar-printer\n"
                    "```",
                ),
                ("N", "The rerouting to the bar printer actually worked. First time ever."),
            ),
            sec(
                "23:30",
                "Service",
                (
                    "F.comps",
                    "Dani comped a bottle of the Gamay ($48) for the six-top whose mains took "
                    "fifty minutes. Inside her $50, so no call to me needed.",
                ),
                ("N", "Kenji's first solo night on the bar. Nobody cried."),
            ),
            sec(
                "23:45",
                "陈伟",
                (
                    "F.fryer",
                    "今晚又有客人说对虾过敏，我把她那份炸的全部撤掉了。炸炉跟虾、鱿鱼是一锅油，"
                    "过敏的客人一律不上炸的东西。",
                ),
                ("N", "明天我早点来，鸭腿要出腌料。"),
            ),
        ),
        searches=(
            ("12:40", "ice machine leaking"),
            ("12:45", "kitchen printer error"),
            ("23:40", "Dani comped wine"),
            ("23:50", "炸炉 过敏"),
        ),
    ),
    Day(
        "2026-10-18",
        notes=(
            sec(
                "10:00",
                "Brunch",
                ("N", "Sunny, patio full by eleven, the heaters weren't even needed."),
                ("N", "Jules ran out of croissant dough at 11:30 — make a double batch Saturdays."),
            ),
            sec(
                "19:00",
                "Week 2 recap",
                (
                    "F.coldline",
                    "- Coldline (both walk-ins): 24-hour line (510) 555-0163, acct KT-2291. "
                    "They saved Tuesday night.",
                ),
                (
                    "F.cooling",
                    "- cooling: 135 → 70°F inside 2 hours, 41°F within 6 hours total, on the log. "
                    "The veal stock is why.",
                ),
                (
                    "F.deposit",
                    "- Castellano rehearsal dinner: waiting on the deposit (half holds the date)",
                ),
                ("F.wei_off", "- next week's schedule posted; Wei off Wednesday as always"),
                ("U.gasket", "- freezer door gasket: Coldline is quoting"),
                ("U.ice_machine", "- ice machine still dripping"),
                ("N.sales", "- 341 covers, net sales $23,900"),
            ),
        ),
        searches=(
            ("10:10", "patio heaters"),
            ("19:10", "weekly recap"),
            ("19:15", "gasket quote"),
            ("19:20", "cooling times and temperatures"),
            ("19:25", "who to call when the walk-in breaks"),
        ),
    ),
    Day(
        "2026-10-19",
        notes=(
            sec(
                "10:00",
                "The hours decision",
                (
                    "N",
                    "Sat down with Dani and the Gusto report. The kitchen ran 41 hours of overtime "
                    "over the last two pay periods, nearly all of it because the late tables keep "
                    "us here until midnight.",
                ),
                (
                    "F.last_seating",
                    "Decision: last seating moves to 9 pm, every night, from this Tuesday. The "
                    "kitchen goes dark at ten. Dani changes Tablehop today.",
                ),
                (
                    "U.gasket",
                    "Freezer gasket: Coldline has one ordered, about two weeks out.",
                ),
            ),
            sec(
                "13:30",
                "Order",
                (
                    "F.produce",
                    "Tuesday's Verdant order is in. Three o'clock cutoff, made it at one.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "11:30",
                "plain",
                "tablehop-settings",
                u(
                    "Changing Tablehop to the new times now. API key for the integration screen, "
                    "in case you have to redo it: th_live_7Hc2Qw9ZrTm4Lx8Vb1NpKe3",
                    "S.tablehop_key",
                ),
                a(
                    "Got it — I'll keep that key out of the notes. So the last seating guests can "
                    "book is 9:00 pm, every night?",
                    "F.last_seating",
                ),
                u("Yes, every night. Brunch stays the same."),
                a(
                    "Done: last seating 9 pm from Tuesday the 20th. The three 9:30 bookings "
                    "already on the book this week are kept.",
                    "F.last_seating",
                ),
                u("Good, I'll call them anyway."),
            ),
        ),
        searches=(
            ("10:10", "kitchen overtime hours"),
            ("11:35", "Tablehop last seating setting"),
            ("11:40", "new last seating time"),
            ("13:35", "Verdant order Tuesday cutoff"),
        ),
    ),
    Day(
        "2026-10-20",
        notes=(
            sec(
                "12:00",
                "Hours",
                (
                    "F.payroll",
                    "Hours approved at 11:40 — just under the Tuesday noon cut. Payroll Thursday.",
                ),
                (
                    "T.marco_leaving",
                    "Marco asked for Friday the 30th off 'for an appointment in the city', wearing "
                    "a nice shirt. I think he's interviewing somewhere.",
                ),
            ),
            sec(
                "15:30",
                "陈伟 — 检查前准备",
                (
                    "F.hood",
                    "- 油烟罩 10 月 12 号刚洗过，贴纸在上面。FlueTech 每个季度来一次。",
                ),
                (
                    "F.labels",
                    "- 冷库里的东西全部要贴标签：品名、日期、谁做的写缩写。自己做的放七天就扔。",
                ),
                (
                    "F.cooling",
                    "- 冷却记录本挂在冷库门口，每一锅都写时间和温度（两小时到 70°F 那条）。",
                ),
                ("F.last_seating", "- 从今天开始最后一桌是晚上九点，厨房十点关火。"),
                ("N", "- 洗手池的纸巾补满，消毒水试纸放在旁边。"),
            ),
        ),
        transcripts=(
            chat(
                "11:00",
                "plain",
                "hours-approval",
                u("Gusto says two people still haven't approved their hours. Who?"),
                a(
                    "Tomás and Kenji. Payroll runs Thursday and approvals close at Tuesday noon, "
                    "so that's about an hour from now.",
                    "F.payroll",
                ),
                u("I'll text them both."),
                a("Kenji just approved. Tomás is still pending."),
            ),
        ),
        searches=(
            ("11:05", "who hasn't approved hours"),
            ("12:05", "payroll approval Tuesday noon"),
            ("12:10", "Marco day off request"),
            ("15:40", "health inspection checklist"),
            ("15:45", "油烟罩 清洗"),
            ("15:50", "贴标签 规定"),
        ),
    ),
    Day(
        "2026-10-21",
        notes=(
            sec(
                "16:00",
                "Inspection",
                (
                    "N.inspection_log",
                    "- 10:40 county inspector (Ms. Haddad) at the back door, unannounced",
                ),
                (
                    "N.inspection_log",
                    "- 10:55 hand sink next to the dish pit has no paper towels: fixed on the spot, "
                    "written up as minor",
                ),
                ("N.inspection_log", "- 11:10 walk-in 37°F, reach-ins 39–40°F, all fine"),
                (
                    "N.inspection_log",
                    "- 11:25 she read the last week of the cooling log and photographed it",
                ),
                (
                    "N.inspection_log",
                    "- 11:40 sanitizer bucket on the line at 100 ppm, wants 200+; remade",
                ),
                ("N.inspection_log", "- 12:05 done: 2 minor, 0 major, green placard stays"),
                (
                    "U.permit",
                    "She reminded me our health permit expires December 31. Renew it online "
                    "before then.",
                ),
                (
                    "F.wei_off",
                    "Of course it happened on a Wednesday, Wei's day off. Marco and I walked her "
                    "through it.",
                ),
                ("N", "Celebrated with a bag of churros from the truck on Telegraph."),
            ),
        ),
        transcripts=(
            chat(
                "17:00",
                "openclaw",
                "inspection-debrief",
                meta("Bootstrap: workspace notes loaded (memory/2026-10-21.md)."),
                u("Inspection's done. Two minors. What do I fix first?"),
                a(
                    "From today's notes: the hand sink towels (already done) and the sanitizer "
                    "strength. I'd put a test-strip check on the opening list. Separately, the "
                    "health permit has to be renewed before December 31.",
                    "U.permit",
                ),
                u("Add the strips. Remind me about the permit in November."),
                a("Added to the opening list; permit reminder set for November 2."),
            ),
        ),
        searches=(
            ("16:10", "inspection result"),
            ("16:15", "health permit renewal date"),
            ("16:20", "cooling log for the inspector"),
            ("17:05", "sanitizer test strips"),
            ("17:10", "who was in the kitchen on Wednesday"),
        ),
    ),
    Day(
        "2026-10-22",
        notes=(
            sec(
                "08:15",
                "Thursday",
                (
                    "F.payroll",
                    "Payroll ran. Next one November 5 — it's every other Thursday.",
                ),
                ("N", "Tomás approved his hours at 11:58 on Tuesday. Living on the edge."),
            ),
            sec(
                "14:20",
                "陈伟",
                (
                    "F.payroll",
                    "今天出粮。下一次是两周后，记得周二中午之前把工时批好，不然又要晚一天。",
                ),
                ("N", "鸭腿这批腌得刚好，明天可以上。"),
            ),
        ),
        transcripts=(
            chat(
                "14:45",
                "openclaw",
                "wei-labels",
                meta("Bootstrap: workspace notes loaded (memory/2026-10-22.md)."),
                u("昨天检查的时候，冷库里有一盒酱没贴标签，幸好她没看到。"),
                a(
                    "记下了。规矩是每样东西都贴标签：写品名、日期和你的缩写；自己做的七天以后"
                    "扔掉。要不要在开档清单上加一条？",
                    "F.labels",
                ),
                u(
                    "加吧。还有冷却那个，两个小时要到 70 度，我也跟 Tomás 讲了。",
                    "F.cooling",
                ),
                a("好的，开档清单加上标签检查，冷却那条也写进去。"),
            ),
        ),
        searches=(
            ("08:20", "next payroll date"),
            ("14:30", "出粮 工时"),
            ("14:50", "标签 缩写 七天"),
            ("22:00", "Verdant Friday order cutoff"),
        ),
    ),
    Day(
        "2026-10-23",
        notes=(
            sec(
                "09:10",
                "Delivery",
                (
                    "N.manifest",
                    "Pasted from the Verdant slip:\n"
                    "```\n"
                    "VERDANT VALLEY PRODUCE   DELIVERY 10/23   ROUTE 4   DRIVER: LUIS\n"
                    "QTY  UNIT  ITEM                        LOT\n"
                    "2    cs    Delicata squash             DQ-5512\n"
                    "1    cs    Lacinato kale               LK-0803\n"
                    "10   lb    Yellow onion                YO-2210\n"
                    "6    bu    Thyme                       TH-118\n"
                    "1    fl    Fuyu persimmon              FP-072\n"
                    "```",
                ),
                (
                    "U.ice_machine#fixed",
                    "Ice machine: descaled and the drain line replaced by the Pacific Ice tech. "
                    "Dry floor behind the bar for the first time in a month.",
                ),
            ),
            sec(
                "16:00",
                "Castellano",
                (
                    "F.deposit",
                    "Castellano balance arrived today, exactly a week before the event, as the "
                    "deposit terms say. Final count 52.",
                ),
                (
                    "N",
                    "Menu for them: squash soup shooters, lamb shoulder, farro, chicories, cake is theirs.",
                ),
            ),
        ),
        searches=(
            ("09:15", "Verdant delivery slip"),
            ("09:20", "ice machine repair"),
            ("16:05", "Castellano balance payment"),
            ("16:10", "rehearsal dinner guest count"),
        ),
    ),
    Day(
        "2026-10-24",
        notes=(
            sec(
                "13:00",
                "Floor refresher",
                (
                    "F.allergy_ticket",
                    "Went over allergies with the floor before service: ALLERGY modifier on the "
                    "ticket every single time, and you say it at the pass in person. If the POS "
                    "is down, write it on the paper chit in red.",
                ),
                (
                    "F.fryer",
                    "Reminded them the fryer is shared, so a shellfish or celiac guest gets "
                    "nothing fried — point them at the roast potatoes instead.",
                ),
            ),
            sec(
                "22:45",
                "Tasting menu",
                (
                    "N",
                    "Six-top on the tasting menu wanted the hanger steak from the à la carte side "
                    "in place of the duck course.",
                ),
            ),
            sec(
                "23:30",
                "陈伟",
                (
                    "F.substitutions",
                    "今晚那桌想在套餐里换菜，老板说不行。套餐除了过敏，不改菜；想换就单点。",
                ),
                ("N", "鸭胸今晚卖了 19 份。"),
            ),
        ),
        transcripts=(
            chat(
                "22:50",
                "claude",
                "tasting-swap",
                u(
                    "Tell me I was right. Six-top on the tasting wanted the hanger steak instead "
                    "of the duck. I said no."
                ),
                a(
                    "You kept to your rule: no substitutions on the tasting menu unless it's an "
                    "allergy. They could have ordered the steak à la carte.",
                    "F.substitutions",
                ),
                u("Exactly. Wei agreed. Then one of them decided she was 'allergic to duck'."),
                a(
                    "If it's a real allergy the tasting does take a substitution — that's the "
                    "one exception. Want a line about it on the menu card?",
                    "F.substitutions",
                ),
                u("Yes: 'The tasting menu is served as written — tell us about allergies.'"),
            ),
        ),
        searches=(
            ("13:10", "allergy modifier POS"),
            ("13:15", "fryer celiac guest"),
            ("13:20", "say the allergy at the pass"),
            ("22:55", "tasting menu substitutions policy"),
            ("23:00", "menu card allergy wording"),
        ),
    ),
    Day(
        "2026-10-25",
        notes=(
            sec(
                "10:00",
                "Brunch",
                ("N", "Rain all morning. Quiet brunch, the patio empty."),
                (
                    "T.brunch_cafe",
                    "Second slow Sunday in a row. I still half think the café on 51st is eating "
                    "our brunch.",
                ),
            ),
            sec(
                "20:00",
                "Week 3 recap",
                (
                    "F.last_seating",
                    "- last seating 9 pm since Tuesday; kitchen out by 10:45 most nights, "
                    "overtime already falling",
                ),
                (
                    "F.till",
                    "- Kenji offered to close the till on Friday. No: Dani or me, counted together.",
                ),
                (
                    "F.phones",
                    "- caught Marco on his phone on the line during service Friday. Talked to him.",
                ),
                (
                    "F.substitutions",
                    "- tasting stays as written, substitutions only for allergies; card to say so",
                ),
                ("U.dish_hire", "- still no second dishwasher; posted on Culinary Agents"),
                ("N.sales", "- 296 covers, net sales $20,150 (rain)"),
            ),
        ),
        searches=(
            ("10:10", "brunch trend"),
            ("20:10", "who closes the till"),
            ("20:15", "phones on the line"),
            ("20:20", "dishwasher job post"),
        ),
    ),
    Day(
        "2026-10-26",
        notes=(
            sec(
                "11:00",
                "Fall menu",
                (
                    "N",
                    "Fall menu goes live Wednesday: delicata with brown butter and dukkah, braised "
                    "lamb neck, and the persimmon dessert if Jules and I get it right.",
                ),
                (
                    "U.menu_reprint",
                    "Reprint the fall menus — the new squash dish, lamb at $34, and the tasting "
                    "line from Saturday.",
                ),
                (
                    "F.produce",
                    "Verdant order for tomorrow sent at noon. Their cut-off's 3 pm, as ever.",
                ),
                (
                    "Q.heaters",
                    "Do the parklet heaters need a permit of their own, separate from the "
                    "parklet's? Nobody at the city picks up.",
                ),
            ),
        ),
        searches=(
            ("11:10", "fall menu changes"),
            ("11:15", "menu reprint"),
            ("11:20", "Verdant cutoff time"),
            ("11:30", "parklet heater permit"),
        ),
    ),
    Day(
        "2026-10-27",
        notes=(
            sec(
                "10:30",
                "Paperwork",
                (
                    "U.tomas_papers",
                    "Tomás still hasn't brought his I-9 documents or the new W-4. Gusto can't "
                    "change his withholding without it.",
                ),
                (
                    "S.terminal_pin",
                    "Card terminal refund/void passcode is 0047-3319. Dani and me only.",
                ),
            ),
            sec(
                "16:00",
                "Persimmon test",
                (
                    "N.recipe_test",
                    "Persimmon tarte tatin, try 1: 6 Fuyu in wedges, 150 g sugar taken to dark "
                    "amber, 40 g butter, puff lid, 35 min at 400°F. Too sweet and the persimmon "
                    "went to jam. Next time less sugar, firmer fruit, or Hachiya?",
                ),
                ("N", "Staff ate the whole thing anyway."),
            ),
        ),
        transcripts=(
            chat(
                "16:30",
                "openclaw",
                "family-meal-rota",
                meta("Bootstrap: workspace notes loaded (memory/2026-10-27.md)."),
                u(
                    "Can you set up a family meal rota for November? Wei and Marco alternate, "
                    "Jules has Sundays."
                ),
                a(
                    "Drafted: Tue/Thu/Sat Wei, Wed/Fri Marco, Sun Jules. Family meal stays at "
                    "4:15 so line-up can start on time.",
                    "F.family_meal",
                ),
                u("Good. And nobody skips it, me included."),
                a("Noted in the rota header."),
            ),
        ),
        searches=(
            ("10:35", "Tomás I-9 W-4"),
            ("10:40", "card terminal refund"),
            ("16:10", "persimmon tart test"),
            ("16:35", "family meal rota"),
            ("16:40", "family meal time"),
        ),
    ),
    Day(
        "2026-10-28",
        notes=(
            sec(
                "12:00",
                "Menus",
                (
                    "U.menu_reprint#fixed",
                    "New menus back from the printer, 60 copies. Lamb price right this time.",
                ),
                ("N", "Wei off today — his daughter's school play, he sent a video."),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "claude",
                "dairy-invoices",
                u("Pull the Alta Dairy cream figures from the last three invoices."),
                tool("grep -i 'heavy cream' invoices/alta-*.csv"),
                a(
                    "Heavy cream per case: $52.80 (Sep 30), $55.10 (Oct 14), $57.40 (Oct 28). "
                    "Butter flat at $4.10/lb."
                ),
                u(
                    "So the dairy prices ARE creeping up. I bet they just keep going, quietly.",
                    "T.dairy_prices",
                ),
                a("Cream is up about 9% in a month. Want me to ask Straus for a quote?"),
                u("yes"),
            ),
        ),
        searches=(
            ("12:05", "fall menus printed"),
            ("15:05", "Alta Dairy cream invoices"),
            ("15:15", "dairy supplier quote"),
        ),
    ),
]
