"""The foodbank story, 6–17 April 2026: the agent starts, the old van board, Easter drive
leftovers, a van clash and the new van rule, Cedar's pickup moving to the morning."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    # ------------------------------------------------------------------ Mon 6 Apr
    Day(
        "2026-04-06",
        notes=(
            sec(
                "09:10",
                "Setting up",
                (
                    "N",
                    "First day with the agent on the office laptop. Dana wants the rules we "
                    "actually work by written down somewhere other than the laminated sheet on "
                    "the fridge door, which is half illegible after the winter.",
                ),
                (
                    "F.cold_chain",
                    "Cold chain, as Dana dictated it: the walk-in lives between 1 and 4 °C, the "
                    "two chest freezers at −18 °C or colder. Somebody reads both when we open "
                    "and again at close and writes it on the temperature sheet on the clipboard. "
                    "If the walk-in has been over 4 for more than two hours, the dairy and meat "
                    "in it get binned.",
                ),
                (
                    "F.hours",
                    "Distribution hours (what's on the door): Tuesday 3–7 pm, Thursday 10 am to "
                    "1 pm, Saturday 9 am till noon. The intake desk stops taking new people 15 "
                    "minutes before the end.",
                ),
                (
                    "X.van_whiteboard",
                    "Van: write your name, the day and the time you need it on the whiteboard "
                    "by the office door. First name on the board gets it; Tomás has priority "
                    "for the Cedar run.",
                ),
                (
                    "X.pickup_evening",
                    "Cedar Market pickup is every evening at 8:30 pm, after the store shuts, "
                    "round the back by the bottle return. Bakery, produce and whatever dairy is "
                    "on its last day.",
                ),
            ),
            sec(
                "11:40",
                "Intake",
                (
                    "F.no_id",
                    "Intake, Priya's version: we never ask for ID. A name (first name is fine), "
                    "the postal code and how many people are in the household — that's all the "
                    "sheet has boxes for.",
                ),
                (
                    "F.weekly_visit",
                    "Each household can come once a week. The sheet shows the last visit date; "
                    "a second visit in the same week isn't refused at the door, it goes to "
                    "Priya or Dana as an emergency hamper.",
                ),
                (
                    "F.referral_signoff",
                    "Referrals from Bridgeway, the health clinic or the school: only Dana or "
                    "Priya can sign off a referral. Anyone else on the desk takes the person's "
                    "details and puts the form in the blue intake tray.",
                ),
                (
                    "N",
                    "Rain all day. The gutter over the loading dock is overflowing onto the "
                    "pallets again.",
                ),
            ),
            sec(
                "16:20",
                "To do",
                (
                    "U.thermometer",
                    "- [ ] buy a second probe thermometer for the walk-in; the one on the "
                    "clipboard string reads a degree off the dial",
                ),
                (
                    "U.grant_report",
                    "- [ ] City neighbourhood small-grant report — due May 15. Need household "
                    "numbers January to April.",
                ),
                ("U", "- [ ] ask Marcus whether the pallet jack's front wheel got replaced"),
            ),
        ),
        transcripts=(
            chat(
                "17:05",
                "openclaw",
                "setup-rules",
                u(
                    "Can you keep track of the rules we actually use here? Temperatures, hours, "
                    "who signs what. New volunteers keep asking me the same five things."
                ),
                a(
                    "Yes. I've started a list in today's note and I'll search it before I "
                    "answer anyone. Is there something you want on it that isn't there yet?"
                ),
                u("The expiry thing. People throw out perfectly good tins."),
                a(
                    "Noted: tins and dry goods past their best-before can still go out for up "
                    "to 3 months, as long as the can isn't dented, bulging or rusty and the "
                    "packet is sealed. Anything with a use-by date, and all baby formula, never "
                    "goes out past the date.",
                    "F.expiry",
                ),
                u("Exactly. And the truck days, put those in."),
                a(
                    "The Food Network truck comes Tuesday and Friday mornings, usually between "
                    "9 and 10, and it needs two people on the dock to unload.",
                    "F.truck_days",
                ),
                u("Perfect. I'm off, Marcus is closing tonight."),
            ),
        ),
        searches=(
            ("17:06", "food bank rules temperatures hours"),
            ("17:08", "best before tins policy"),
            ("17:11", "Food Network truck delivery days"),
            ("17:13", "who signs off referrals"),
            ("17:15", "intake questions name postal code"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 7 Apr
    Day(
        "2026-04-07",
        notes=(
            sec(
                "09:55",
                "Truck",
                (
                    "N",
                    "LMFN came at 9:40: 14 cases of canned beans, 6 of pasta, two pallets of "
                    "potatoes, 3 cases of yogurt on its date. Marcus and Tomás unloaded.",
                ),
                (
                    "U.kofi_vsc",
                    "Kofi Mensah (UBC, second year) wants Saturday shifts. His VSC application "
                    "went in to the Vancouver police last week.",
                ),
                (
                    "F.vsc",
                    "Reminded the desk: nobody does a shift before their police vulnerable "
                    "sector check is back, however keen they are. Orientation is fine while "
                    "they wait.",
                ),
            ),
            sec(
                "19:30",
                "Tuesday distribution",
                (
                    "N",
                    "Tuesday: 138 households, 41 of them new since March. Out of eggs by 5:15.",
                ),
                (
                    "T.cannery",
                    "I suspect the jump is the cannery on Commissioner Street laying off its "
                    "night shift — half the new postal codes are V5L. Not sure though.",
                ),
                (
                    "F.donation_log",
                    "Marcus to everyone: a donation isn't 'in' until it's been weighed on the "
                    "floor scale and the kilos entered in the Donations tab — date, donor, kg, "
                    "category. The church's Easter boxes sat unweighed all weekend.",
                ),
                ("N", "Priya left her umbrella behind, it's hanging in the office."),
            ),
        ),
        searches=(
            ("10:05", "Kofi volunteer check"),
            ("10:07", "police check before volunteering"),
            ("19:40", "new households numbers"),
            ("19:44", "how to record donations spreadsheet"),
            ("19:46", "yogurt on its date"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 8 Apr
    Day(
        "2026-04-08",
        notes=(
            sec(
                "10:00",
                "Office",
                (
                    "S.bank",
                    "Linda's credit union login for the March reconciliation (she says delete "
                    "it after Friday): Fraser Community CU, member 40938271, password "
                    "Harbour!Pantry2026",
                ),
                (
                    "F.tax_receipt",
                    "Linda: tax receipts are only for money — cash, cheque, e-transfer — of $20 "
                    "or more, and she is the only one who issues them. Food donors get the "
                    "thank-you card, never a receipt, however big the gift.",
                ),
                (
                    "X.van_whiteboard",
                    "Put myself on the van whiteboard for Thursday's pickup from the "
                    "Kitsilano church.",
                ),
                ("N", "Printer jammed twice on the grant form. Kicked it, it worked."),
            ),
            sec(
                "14:30",
                "Orientation",
                ("N", "Wednesday orientation: five new people, two from the Kitsilano church."),
                (
                    "F.allergen_label",
                    "What I told them about repacking: when a 20 kg sack of rice or lentils is "
                    "split into family bags, every bag gets a sticker with the product, the "
                    "repack date and the allergen line ('packed where peanuts are handled' for "
                    "the bulk oats). No sticker, it doesn't leave the back room.",
                ),
                (
                    "F.photo_consent",
                    "Also: no pictures of clients, at all. If we post anything it's food on "
                    "shelves or volunteers who've signed the photo consent form.",
                ),
                (
                    "Q.minors",
                    "One of the church group asked whether her 14-year-old can help on "
                    "Saturdays. Does our insurance even cover under-16s? Ask Linda.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:10",
                "claude",
                "tuna-receipt",
                meta("Session resumed on the office laptop."),
                u(
                    "A guy who dropped off six flats of tuna wants a tax receipt. Can we give "
                    "him one?"
                ),
                a(
                    "Not for food. Receipts are only for money gifts of $20 or more, and Linda "
                    "is the one who issues them. For the tuna he gets the thank-you card — I "
                    "can draft it if you give me his name.",
                    "F.tax_receipt",
                ),
                u("Rob Tanaka. He runs the sushi place on Victoria."),
                tool("ls drafts/ && cat drafts/thankyou-template.md | head -5"),
                a(
                    "Drafted: 'Dear Rob, thank you for the six flats of tuna — they'll be in "
                    "Tuesday's hampers.' It's in drafts/ as thankyou-tanaka.md."
                ),
                u("Lovely, I'll print it tomorrow."),
            ),
        ),
        searches=(
            ("10:10", "credit union reconciliation"),
            ("15:12", "tax receipt food donation"),
            ("15:14", "thank-you card template"),
            ("15:30", "repack labels rice"),
            ("15:32", "photos social media rule"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 9 Apr
    Day(
        "2026-04-09",
        notes=(
            sec(
                "09:30",
                "陈静 · 周四",
                (
                    "F.cold_chain",
                    "早上开门量了温度：冷藏库 3 度，两个冰柜都在零下 20 度。规定是冷藏库保持 1到4 度，"
                    "冰柜零下18度或者更冷，开门和关门各量一次，写在温度表上。",
                ),
                (
                    "F.no_id",
                    "提醒新来的志愿者：来领食物不用看身份证，只问名字、邮编和家里几口人。"
                    "有的老人很紧张，以为要带证明。",
                ),
                ("N", "今天下雨，来的人比上周少一点。"),
            ),
            sec(
                "13:20",
                "Thursday",
                (
                    "N",
                    "Thursday: 96 households, 23 of them at Jing's Mandarin desk. The recipe "
                    "cards in Chinese went in the first hour.",
                ),
                (
                    "Q.halal",
                    "A Bridgeway family asked for halal meat. Can LMFN send halal chicken, or "
                    "do we need our own donor for it?",
                ),
                ("U.zh_sheet", "- [ ] 把领取须知翻译成中文，打印二十份放在前台。"),
            ),
        ),
        transcripts=(
            chat(
                "13:45",
                "plain",
                "jing-second-visit",
                u("你好，我是陈静。有位阿姨这周二已经来过了，今天又来。我们还能给她吗？"),
                a(
                    "按规定每户每周只能领一次。不过第二次来的不要在门口拒绝——请把她交给 Priya 或 "
                    "Dana，他们会按紧急情况处理。",
                    "F.weekly_visit",
                ),
                u("好的，Priya 今天在。谢谢你。"),
                a("不客气。以后有类似的情况，也可以直接问我。"),
            ),
        ),
        searches=(
            ("09:40", "冷藏 温度 规定"),
            ("13:30", "halal meat Food Network"),
            ("13:47", "每周 领取 次数"),
            ("13:50", "second visit same week"),
            ("13:55", "身份证 intake"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 10 Apr
    Day(
        "2026-04-10",
        notes=(
            sec(
                "09:50",
                "Friday truck",
                (
                    "N",
                    "LMFN at 9:20: three pallets — tinned tomatoes, two 20 kg sacks of rice, "
                    "peanut butter, eight crates of apples.",
                ),
                (
                    "U.scale",
                    "The floor scale said 23.4 kg for a sealed 20 kg sack of rice. It's reading "
                    "heavy — needs calibrating before the month-end totals.",
                ),
                (
                    "F.allergen_label",
                    "Marcus repacked the rice into 2 kg bags; labels on, with the repack date "
                    "and the allergen line (none for rice, but the line still has to be there).",
                ),
            ),
            sec(
                "15:00",
                "Office",
                (
                    "F.expiry",
                    "Sorted the dented-tin shelf with Tomás. Best-before is a quality date: dry "
                    "and canned stuff can go out up to three months after it, as long as the "
                    "packaging is sound. Use-by is a safety date, no exceptions, and formula "
                    "never.",
                ),
                ("N", "Tomás's daughter turns six tomorrow — he's off Saturday."),
                (
                    "T.mouse",
                    "Found what might be mouse droppings behind the oats in the dry store. "
                    "Could just be dirt. Maybe a mouse — I'll put a trap down and see.",
                ),
            ),
        ),
        searches=(
            ("10:00", "scale reading heavy"),
            ("10:02", "rice repack bags"),
            ("15:10", "dented tins best before"),
            ("15:12", "mouse dry store"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 11 Apr
    Day(
        "2026-04-11",
        notes=(
            sec(
                "12:40",
                "Saturday",
                (
                    "N",
                    "Saturday 9–12, Pat leading. 112 households. Sunny for once; the line was "
                    "down to the corner by 8:45.",
                ),
                (
                    "F.no_homemade",
                    "A lovely woman brought three trays of home-cooked curry. Pat had to turn "
                    "it away — we can't accept anything home-cooked, home-baked or home-canned, "
                    "only commercially packaged food or food from a licensed kitchen. She took "
                    "it to the shelter on Hastings instead.",
                ),
                ("N", "The kids' drawing table was a hit again. Someone drew Marcus as a bear."),
                (
                    "F.lockup",
                    "Pat's closing routine, for the record: last person out checks the freezer "
                    "lids are down, drops the bar on the back door, then sets the alarm at the "
                    "panel by the front.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "13:10",
                "openclaw",
                "sat-walkin",
                u(
                    "Pat here on Dana's laptop. What's the fridge supposed to be at? The dial says 5."
                ),
                a(
                    "The walk-in should sit between 1 and 4 °C. At 5, check the door is shut "
                    "properly and read it again in 30 minutes. If it's been above 4 for more "
                    "than two hours the dairy and meat have to go. Write both readings on the "
                    "temperature sheet.",
                    "F.cold_chain",
                ),
                u(
                    "Door was open — one of the Kitsilano kids was propping it with a crate. "
                    "Re-reading now."
                ),
                u("3.5 now."),
                a("Good, that's fine. Put 3.5 and the time on the sheet."),
            ),
        ),
        searches=(
            ("13:12", "walk-in fridge temperature"),
            ("13:14", "fridge too warm what to do"),
            ("13:30", "home cooked food donation"),
            ("13:35", "closing up Saturday"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 12 Apr
    Day(
        "2026-04-12",
        notes=(
            sec(
                "18:00",
                "Week recap 6–12 Apr",
                ("N", "- three distributions, 346 households in total, 52 of them new"),
                (
                    "F.hours",
                    "- hours stay as they are: Tuesday 3–7, Thursday 10–1, Saturday 9–noon",
                ),
                (
                    "F.truck_days",
                    "- truck: Tuesday and Friday mornings as usual, both on time this week",
                ),
                ("N", "- the Easter drive brought in 1,240 kg, mostly pasta and tins"),
                ("N", "- Tomás off Saturday, Pat covered the door herself"),
            ),
            sec(
                "18:20",
                "Sunday",
                ("N", "Cold, clear evening. Dana has Monday afternoon off for the dentist."),
            ),
        ),
        searches=(
            ("18:10", "weekly households total"),
            ("18:12", "opening hours"),
            ("18:15", "Easter drive kg"),
            ("18:25", "truck days"),
            ("18:28", "who covers Saturday door"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 13 Apr
    Day(
        "2026-04-13",
        notes=(
            sec(
                "09:30",
                "Van",
                (
                    "X.van_whiteboard",
                    "Van clash this morning: Tomás wrote the Cedar run on the whiteboard for "
                    "tonight, Marcus wrote the church pickup over it. Both swear their name was "
                    "on the board first.",
                ),
                (
                    "N",
                    "Linda says the insurer wants a named-driver list and a record of who had "
                    "it when. Nobody can tell from a smudged board.",
                ),
            ),
            sec(
                "11:00",
                "Tonight",
                (
                    "X.pickup_evening",
                    "Tonight's Cedar pickup is 8:30 as always — Tomás does it, Marcus does the "
                    "church tomorrow morning instead.",
                ),
                ("N", "Sun out at last. Ate a sandwich on the dock steps."),
            ),
        ),
        transcripts=(
            chat(
                "14:00",
                "claude",
                "van-booking-idea",
                u(
                    "Linda wants van bookings somewhere with a record, after this morning. "
                    "Could we use a shared Google calendar?"
                ),
                a(
                    "That would work: one shared calendar just for it, every trip an event "
                    "with the driver's name, so there's a history for the insurer. You'd want "
                    "to decide how much notice people have to give."
                ),
                u("Let me ask Linda what notice she wants. She'll have an opinion."),
                a("I'll wait for her answer before writing anything down as the rule."),
            ),
        ),
        searches=(
            ("09:40", "van booking"),
            ("11:05", "Cedar pickup time"),
            ("14:02", "insurance named drivers"),
            ("14:05", "van booking rule"),
            ("14:10", "whiteboard van clash"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 14 Apr
    Day(
        "2026-04-14",
        notes=(
            sec(
                "09:45",
                "Truck",
                (
                    "N",
                    "LMFN 9:35: two pallets of cereal, 20 cases of UHT milk, frozen fish "
                    "(into freezer #1).",
                ),
                (
                    "F.truck_days",
                    "Note for the rota: the truck comes Tuesday and Friday mornings between 9 "
                    "and 10 and needs two on the dock — today Marcus was alone for twenty "
                    "minutes and the driver was not impressed.",
                ),
            ),
            sec(
                "13:00",
                "Label printer",
                (
                    "U.label_printer",
                    "Label printer died mid-batch:\n"
                    "```\n"
                    "Brother QL-700: Error 0x12 - media end / tape not detected\n"
                    "DK-2205 continuous roll: 0 m remaining\n"
                    "```\n"
                    "Need a new DK-2205 roll before Thursday.",
                ),
                ("N", "Kofi came by with cookies from his mum for the volunteers. Gone by 1."),
            ),
            sec(
                "19:40",
                "Tuesday",
                ("N", "Tuesday: 144 households. Potatoes ran out at 6."),
                (
                    "F.referral_signoff",
                    "Bridgeway sent three referrals. Priya was at the dentist, and the new guy "
                    "on the desk nearly approved one himself — reminded him only Dana or Priya "
                    "sign off referrals. He took the details and put them in the tray.",
                ),
                (
                    "F.weekly_visit",
                    "A family came today who were here Saturday — that's fine, new week. One "
                    "visit per household per week, and the week runs Monday to Sunday.",
                ),
            ),
        ),
        searches=(
            ("09:50", "truck unloading two people"),
            ("13:05", "label printer tape"),
            ("19:45", "referral approval desk"),
            ("19:48", "household visit limit week"),
            ("19:50", "Bridgeway referrals"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 15 Apr
    Day(
        "2026-04-15",
        notes=(
            sec(
                "10:20",
                "Van — new rule",
                (
                    "F.van",
                    "New van rule from today (Linda and Dana): every trip goes in the shared "
                    "Van calendar at least 48 hours ahead, with the driver's name on it. Only "
                    "the insured drivers — Tomás, Marcus, Dana — take it. The old board by the "
                    "office door is retired.",
                ),
                (
                    "S.calendar",
                    "Calendar feed for Tomás's phone (don't share it): "
                    "https://calendar.google.com/calendar/ical/harbourstreetfb%40gmail.com/"
                    "private-3e8a1f0c9b7d4e62a5f1c8d3b9e07a4f/basic.ics",
                ),
                (
                    "N",
                    "Marcus grumbled that two days' notice is a lot for something that sits in "
                    "the lot most of the week.",
                ),
            ),
            sec(
                "15:00",
                "Orientation",
                ("N", "Orientation: three people, one of them a retired chef."),
                (
                    "F.vsc",
                    "What I repeat every week: you can come to orientation while your police "
                    "check is pending, but no one goes on a shift until the vulnerable sector "
                    "check has cleared.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:00",
                "plain",
                "van-rule-linda",
                u(
                    "Linda here. Can you make sure the new van rule is written somewhere the "
                    "drivers will actually see it?"
                ),
                a(
                    "It's in today's note: the van gets booked in the shared Van calendar at "
                    "least 48 hours before the trip, the driver's name on the event, insured "
                    "drivers only. Shall I draft a message for the drivers' group chat?",
                    "F.van",
                ),
                u("Yes please, short."),
                a(
                    "'From today: book the van in the Van calendar 48 h ahead, your name on "
                    "it. No calendar entry, no van. — Linda & Dana'",
                    "F.van",
                ),
                u(
                    "Perfect. The teenager question is still with the broker, by the way — no "
                    "idea yet whether 14-year-olds are on our insurance.",
                    "Q.minors",
                ),
                a("I'll keep it on the open list until the broker answers."),
            ),
        ),
        searches=(
            ("10:30", "van calendar notice"),
            ("15:05", "orientation police check pending"),
            ("16:02", "van rule drivers"),
            ("16:10", "insurance teenagers volunteers"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 16 Apr
    Day(
        "2026-04-16",
        notes=(
            sec(
                "09:40",
                "陈静 · 周四",
                (
                    "S.wifi",
                    "仓库新的 WiFi：网络名 HSFB-Back，密码 carrots&kale88（Marcus 说别贴在墙上）。",
                ),
                (
                    "F.allergen_label",
                    "分装的燕麦和花生一定要贴过敏原标签：品名、分装日期、过敏原。没有标签的不能发出去。"
                    "我以前做药剂师，这个很重要。",
                ),
                ("T.mouse", "干货区角落好像又有老鼠屎，也许是上周那只，还不确定。"),
            ),
            sec(
                "13:30",
                "Thursday",
                (
                    "N",
                    "Thursday: 104 households. Queue at Jing's Mandarin desk most of the "
                    "morning; two Bridgeway families came together.",
                ),
                ("N", "Label printer still dead, Jing hand-wrote the oat stickers."),
            ),
        ),
        transcripts=(
            chat(
                "13:50",
                "openclaw",
                "jing-hours",
                u("有位新来的阿姨问我们哪几天开门，我想确认一下时间再告诉她。"),
                a(
                    "发放时间是：周二下午3点到晚上7点，周四上午10点到下午1点，周六早上9点到中午12点。",
                    "F.hours",
                ),
                u(
                    "好的，我写在卡片上给她。还有，周六能不能延长到一点？很多人周末也要上班。",
                    "Q.sat_longer",
                ),
                a("这个我决定不了，需要 Dana 和理事会决定。我先记下来。"),
            ),
        ),
        searches=(
            ("09:50", "过敏原 标签 分装"),
            ("09:52", "老鼠 干货"),
            ("13:52", "发放时间"),
            ("13:55", "周六 延长"),
            ("14:00", "label printer"),
            ("14:05", "WiFi warehouse"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 17 Apr
    Day(
        "2026-04-17",
        notes=(
            sec(
                "09:30",
                "Truck",
                (
                    "N",
                    "LMFN 9:55, late but fine. Lots of frozen chicken — freezer #2 is full to "
                    "the lid.",
                ),
                (
                    "U.thermometer#fixed",
                    "- [x] bought the second probe thermometer (Canadian Tire, $14.99); it "
                    "lives in the walk-in drawer",
                ),
            ),
            sec(
                "12:10",
                "Cedar",
                (
                    "F.pickup",
                    "Cedar Market called: from Monday 20 April the pickup moves to 7:00 am at "
                    "the loading bay, and Luis from receiving hands it over. Their bakery bakes "
                    "overnight now, so the bread's ready first thing, and the evening run is "
                    "finished.",
                ),
                (
                    "T.cedar_bread",
                    "Luis hinted Cedar's bakery might send less bread from May. Maybe they're "
                    "cutting back — or maybe he was just grumpy.",
                ),
                (
                    "X.pickup_evening",
                    "Tonight's 8:30 Cedar pickup is the last of the evening ones.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "14:30",
                "claude",
                "cedar-morning",
                u(
                    "Cedar moved the pickup to 7 am starting Monday. Who's got the van next week?",
                    "F.pickup",
                ),
                tool(
                    "gcal list --calendar Van --from 2026-04-20 --to 2026-04-24\n"
                    "Mon 20 Apr 06:40-08:10  Cedar - Tomás\n"
                    "Wed 22 Apr 06:40-08:10  Cedar - Tomás\n"
                    "Fri 24 Apr 06:40-08:10  Cedar - Marcus"
                ),
                a(
                    "Tomás has Monday and Wednesday, Marcus has Friday. Tuesday, Thursday and "
                    "the weekend have nobody yet."
                ),
                u("Put Kofi on Tuesday? No, wait, he's not cleared."),
                a(
                    "Right — he can't take a shift, driving included, until his vulnerable "
                    "sector check comes back. I'll leave Tuesday and Thursday open and flag "
                    "them to you.",
                    "F.vsc",
                ),
            ),
        ),
        searches=(
            ("09:35", "freezer 2 full"),
            ("12:15", "Cedar Market pickup"),
            ("14:32", "van calendar next week"),
            ("14:35", "Kofi cleared"),
            ("14:40", "Cedar bread less"),
        ),
    ),
]
