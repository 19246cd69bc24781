"""The hotel story, days 1–12 (Tue 2026-04-07 … Sat 04-18): the old linen days, the first
late check-out and breakfast rules, the refund limit that did not last, the party in 18."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS1 = [
    # ---------------------------------------------------------------- day 1, Tue 7 April
    Day(
        "2026-04-07",
        notes=(
            sec(
                "06:10",
                "夜审交接 (王磊)",
                (
                    "F.night_audit_2am",
                    "昨晚 02:05 才做夜审。最后一班飞机晚点，12 号房客人 01:40 才到。"
                    "规矩是凌晨两点之前不关账，不然晚到的客人在 Staylio 里会变成 no-show 被收一晚房费。",
                ),
                ("N", "入住 17/24。3 个 no-show 已按订单条款收了第一晚。前台打印机卡纸，已处理。"),
            ),
            sec(
                "09:00",
                "Morning",
                (
                    "N",
                    "Cold southerly, 9°C, hail at 8:15 that bounced off the car park. Guests in 5 "
                    "asked for an extra heater; gave them the oil column one from the linen cupboard.",
                ),
                (
                    "X.linen_mon_thu",
                    "Linen: Southern Linen still comes Monday and Thursday mornings — Ben signed for "
                    "yesterday's Monday drop without counting, which I'm not thrilled about.",
                ),
                (
                    "F.safe_two_people",
                    "Safe: reminded Ben that the back-office safe only gets opened with two people "
                    "in the room, and each opening goes in the red safe book (time, who, why). No "
                    "exceptions for 'just grabbing the change bag'.",
                ),
            ),
            sec(
                "11:30",
                "Back office",
                (
                    "S.safe_combo",
                    "Locksmith reset the safe this morning. New combination 58-31-07-44 — only Aroha, "
                    "Ben and I have it. Old envelope shredded.",
                ),
                (
                    "U.room9_sash",
                    "Room 9 sash window sticks at about 10 cm; the guest said the room is stuffy. "
                    "Needs Tipene to look at it.",
                ),
                ("N", "Graham emailed the roof quote request to two roofers. Waiting."),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "openclaw",
                "first-day-notes",
                meta("Workspace: Kōwhai House notes. The user is the general manager."),
                u(
                    "I'm going to keep the hotel notes with you from today. Kōwhai House, Dunedin, "
                    "24 rooms. Night audit is Wang Lei, housekeeping lead is Mrs Chen, Aroha is my "
                    "assistant manager."
                ),
                a(
                    "Got it — I'll keep daily notes under memory/ and search them when you ask. "
                    "Anything standing I should know first?"
                ),
                u(
                    "The safe. Two people present, always, and it goes in the red book. That's the "
                    "one I care about most.",
                    "F.safe_two_people",
                ),
                a(
                    "Noted: the back-office safe is only ever opened with two staff present, and "
                    "every opening is logged in the red safe book.",
                    "F.safe_two_people",
                ),
                u("What's the weather tomorrow? Guests keep asking about the Peninsula tour."),
                a(
                    "Tomorrow: showers clearing by 10, 12°C, light northerly — the Peninsula "
                    "wildlife tour should run."
                ),
            ),
        ),
        searches=(
            ("09:10", "linen delivery days"),
            ("11:40", "room 9 window"),
            ("15:20", "safe procedure"),
            ("16:00", "夜审 几点"),
            ("16:10", "Peninsula tour weather"),
        ),
    ),
    # ---------------------------------------------------------------- day 2, Wed 8 April
    Day(
        "2026-04-08",
        notes=(
            sec(
                "06:05",
                "夜审交接 (王磊)",
                (
                    "N",
                    "昨晚安静。23:50 有人按前门铃问有没有空房，我们满了，推荐了隔壁的 Mornington Motel。",
                ),
                ("U.ice_machine", "二楼制冰机不出冰了，灯一直闪红色。要找 Tipene 看看。"),
            ),
            sec(
                "09:30",
                "Front desk",
                (
                    "F.keycard_id",
                    "A man came to the desk at 8:40 saying he was in room 16 and locked out. No ID, "
                    "said his wife had it upstairs. Ben refused — correct. The rule stays: no "
                    "replacement key card without photo ID that matches the name on the booking, "
                    "even if they know the room number. Wife came down ten minutes later with both "
                    "passports, all fine, he even thanked Ben.",
                ),
                (
                    "X.late_checkout_1pm",
                    "Late check-out: for now we give it free until 1pm to whoever asks, no charge.",
                ),
                (
                    "F.lost_property_3m",
                    "Lost property: a Kindle from room 4 and a child's rain jacket from 11. Both into "
                    "the lost-property book with date and room. We keep things three months, then "
                    "the Hospice shop on George St gets them.",
                ),
            ),
            sec(
                "13:00",
                "Maintenance",
                (
                    "F.maintenance_whiteboard",
                    "Told Tipene and the team: maintenance requests go on the whiteboard in the back "
                    "office, not by text. He reads the board at 8 every morning and ticks things "
                    "off. Texts get lost in his phone between the three jobs he does.",
                ),
                (
                    "U.room14_shower",
                    "Room 14 shower goes cold after half a minute. Written on the whiteboard.",
                ),
            ),
            sec(
                "17:00",
                "Other",
                (
                    "N",
                    "Lunch: leftover pumpkin soup from breakfast prep. Graham rang about the roof "
                    "again — he wants the quotes before the end of the month.",
                ),
            ),
        ),
        searches=(
            ("06:20", "制冰机"),
            ("09:40", "replacement key card no ID"),
            ("09:50", "late check-out"),
            ("13:10", "whiteboard maintenance"),
            ("17:10", "Graham roof quote"),
        ),
    ),
    # ---------------------------------------------------------------- day 3, Thu 9 April
    Day(
        "2026-04-09",
        notes=(
            sec(
                "07:00",
                "Breakfast",
                (
                    "X.breakfast_7to10",
                    "Breakfast is 7–10 every day; Marco on his own until Jess starts at 8.",
                ),
                (
                    "F.allergy_chef",
                    "Allergy rule, said again to Jess on her first day: any allergy a guest mentions "
                    "at check-in goes on the breakfast sheet AND someone tells Marco in person "
                    "before service. A line on the sheet alone isn't enough — Marco doesn't read it "
                    "until 7:15, by which time the early ones are eating.",
                ),
                (
                    "N",
                    "Eggs benedict ran out at 8:50. Crust Bakery bread was late (7:05), so the first "
                    "toast went out on yesterday's loaf.",
                ),
            ),
            sec(
                "12:00",
                "Cash",
                (
                    "F.float_300",
                    "Float counted at the shift change: $300 exactly, signed by Ben and Priya. The "
                    "float is always three hundred — if it's over or under, write it in the cash "
                    "book, don't 'fix' it from the tips jar.",
                ),
            ),
            sec(
                "18:00",
                "Evening",
                (
                    "N.cruise",
                    "Rain again. Cruise ship schedule from the i-SITE: Majestic Princess in Port "
                    "Chalmers on Thursday 16th, Ovation on the 23rd — expect walk-in lunch and "
                    "toilet enquiries.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "claude",
                "eftpos-terminal-froze",
                u(
                    "The EFTPOS terminal froze twice on contactless this morning. Supervisor "
                    "password is 90527 if you need it for the void menu — write down how to void "
                    "a transaction.",
                    "S.eftpos_pin",
                ),
                a(
                    "I won't keep the supervisor password in the notes. To void: Menu → "
                    "Transactions → Void, pick the transaction, then enter the supervisor password "
                    "at the prompt. The receipt prints a VOID copy for the guest."
                ),
                u(
                    "I suspect it double-charges when it times out. The couple in 7 showed me two "
                    "pending charges on their banking app.",
                    "T.double_charge",
                ),
                a(
                    "Pending holds often drop off in 3–5 days. If both settle it's a real double "
                    "charge — worth checking tomorrow's settlement report before refunding anything.",
                    "T.double_charge",
                ),
            ),
        ),
        searches=(
            ("07:10", "breakfast hours"),
            ("07:20", "allergy breakfast sheet"),
            ("12:10", "float amount"),
            ("15:10", "eftpos void"),
            ("18:10", "cruise ship dates"),
        ),
    ),
    # ---------------------------------------------------------------- day 4, Fri 10 April
    Day(
        "2026-04-10",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "N.pms_sync",
                    "Staylio night audit log:\n"
                    "```\n"
                    "[02:04:11] NightAudit start  business_date=2026-04-09\n"
                    "[02:04:13] posted room charges: 19 rooms, 3 no-show\n"
                    "[02:04:20] channel sync: 409 conflict on rate plan BAR-FLEX (retry 1/3)\n"
                    "[02:04:26] channel sync: ok (retry 2/3)\n"
                    "[02:04:31] NightAudit complete\n"
                    "```",
                ),
                ("N.pms_sync", "渠道同步报 409 错误，重试一次就好了。其他正常。"),
            ),
            sec(
                "09:00",
                "Office",
                (
                    "X.refund_500",
                    "Refunds: Aroha and Ben, as duty managers, can approve refunds up to $500 "
                    "without me, so guests aren't kept waiting when I'm off.",
                ),
                (
                    "F.room3_accessible",
                    "Room 3 is our only accessible room (ground floor, roll-in shower, rails). Hold "
                    "it back for a guest who needs it until 6pm on the day; after 6 it can be sold "
                    "to anyone.",
                ),
            ),
            sec(
                "11:00",
                "Kitchen",
                (
                    "F.red_toaster",
                    "Bought a red toaster for gluten-free only — coeliac guest in 19 this week. "
                    "Gluten-free bread never goes in the big conveyor toaster, crumbs everywhere.",
                ),
                ("N", "Marco wants a new stick blender. $89 at Briscoes. Fine."),
            ),
        ),
        searches=(
            ("06:15", "channel sync 409"),
            ("09:10", "refund approval"),
            ("09:20", "accessible room"),
            ("11:10", "gluten free toast"),
            ("11:20", "stick blender"),
        ),
    ),
    # ---------------------------------------------------------------- day 5, Sat 11 April
    Day(
        "2026-04-11",
        notes=(
            sec(
                "08:00",
                "Weekend",
                (
                    "N",
                    "Highlanders home game tonight at the covered stadium — full house, 24/24, and "
                    "the bar will be heaving from 9.",
                ),
                (
                    "F.linen_days",
                    "Southern Linen's new contract starts next week: deliveries Tuesday and Friday "
                    "before 9am, replacing the old schedule. Count the bags before signing the "
                    "docket — last month we signed for 14 and got 12.",
                ),
                (
                    "F.dogs_garden_rooms",
                    "Dogs: only in the two garden rooms (1 and 2) — they have the outside door and "
                    "hard floors — with a $40 cleaning fee per stay. Never upstairs, whatever the "
                    "guest says about how small the dog is.",
                ),
            ),
            sec(
                "14:00",
                "客房部 (陈阿姨)",
                ("N", "今天退房 15 间。三楼吸尘器又坏了，先用二楼的。"),
                ("T.room20_smell", "20 号房卫生间有味道，可能是下水道反味，待确认。"),
            ),
        ),
        transcripts=(
            chat(
                "20:00",
                "plain",
                "rugby-night",
                u(
                    "Full house tonight with the rugby. If someone turns up without a booking after "
                    "the game, what do we tell them?"
                ),
                a(
                    "We're at 24/24. Suggest the Mornington Motel or the St Clair beach place; Wang "
                    "Lei has their numbers on the desk list."
                ),
                u(
                    "Also: Booking.com prepaid guest in 8 wants a refund for the night she didn't "
                    "use. Can we refund that ourselves or does it have to go through Booking.com?",
                    "Q.refund_ota",
                ),
                a(
                    "I don't know yet — it depends on whether Booking.com or we collected the "
                    "payment. I'll keep it as an open question about refunding Booking.com stays.",
                    "Q.refund_ota",
                ),
            ),
        ),
        searches=(
            ("08:10", "rugby full house"),
            ("08:20", "linen delivery Tuesday Friday"),
            ("08:30", "dogs allowed which rooms"),
            ("14:10", "20号房 味道"),
            ("20:10", "refund Booking.com prepaid"),
        ),
    ),
    # ---------------------------------------------------------------- day 6, Sun 12 April
    Day(
        "2026-04-12",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "F.night_audit_2am",
                    "提醒自己：夜审最早 02:00 才做。昨晚比赛结束后 4 个客人 01:30 才回来入住，"
                    "如果 01:00 就关账，他们会被标成 no-show 还会被收费。",
                ),
                ("N", "比赛后大堂很吵，23:30 到 00:40。酒吧 00:30 关门。"),
            ),
            sec(
                "10:00",
                "Sunday",
                (
                    "F.dnd_welfare",
                    "陈阿姨说 15 号房挂请勿打扰（DND）已经两天了。规矩：客房部不进 DND 的房间；"
                    "连续两天 DND，就由值班经理先打电话，再和另一个人一起敲门确认客人安全。"
                    "Aroha rang at 2pm, the guest is fine — writing a thesis, wants no cleaning.",
                ),
                (
                    "N",
                    "Week so far: occupancy 81%, ADR $172, two new TripAdvisor reviews (one 5, one 2).",
                ),
                (
                    "U.review_reply",
                    "The 2-star TripAdvisor review about street noise in room 21 needs a reply — "
                    "I'll draft it this week.",
                ),
            ),
        ),
        searches=(
            ("06:10", "no-show 夜审"),
            ("10:10", "请勿打扰 两天"),
            ("10:20", "TripAdvisor review noise"),
            ("10:30", "occupancy this week"),
            ("16:00", "what's the weather tomorrow"),
        ),
    ),
    # ---------------------------------------------------------------- day 7, Mon 13 April
    Day(
        "2026-04-13",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "F.safe_two_people",
                    "凌晨要找零钱，但我没开保险箱——规定必须两个人在场才能开保险箱，还要写进红色的保险箱"
                    "登记本。等早上 Ben 来了我们一起开的，06:50 登记了。",
                ),
            ),
            sec(
                "09:00",
                "Groups",
                (
                    "F.group_deposit",
                    "Otago Uni conference wants 7 rooms for 3 nights, 12–14 May. Group rule: anything "
                    "of 5+ rooms pays a 30% deposit when it books, non-refundable inside 14 days of "
                    "arrival. Sent Aroha the template.",
                ),
                (
                    "F.maintenance_whiteboard",
                    "Room 14 shower was on the whiteboard — Tipene saw it at 8 as usual and booked "
                    "the plumber for Thursday. This is exactly why maintenance goes on the board.",
                ),
                ("U.room14_shower", "- Room 14 shower: Hamish (Taieri Plumbing) Thursday 10am."),
            ),
            sec(
                "13:00",
                "Lunch",
                (
                    "N",
                    "Lunch: sushi from the Octagon with Aroha. She's thinking about the hospitality "
                    "diploma part-time at the Polytechnic.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:00",
                "claude",
                "staylio-reports-integration",
                u(
                    "Staylio support wants me to set up the revenue-report integration. Here's the "
                    "API key: stlo_live_9f3Kq2XwP7mB4vR8tN1c — where do I paste it?",
                    "S.pms_key",
                ),
                a(
                    "Paste it in Staylio → Settings → Integrations → Reports, not in the notes; I've "
                    "left it out of memory. If it went round by email, rotate it afterwards."
                ),
                tool('curl -s https://api.staylio.example/v2/health\n{"status":"ok"}'),
                u("Done. Also the Otago group — 7 rooms — remind me what deposit we ask?"),
                a(
                    "Noted: groups of 5 or more rooms pay a 30% deposit at booking, non-refundable "
                    "within 14 days of arrival. For 7 rooms × 3 nights at $179 that's $1,127.70.",
                    "F.group_deposit",
                ),
            ),
        ),
        searches=(
            ("06:10", "保险箱 两个人"),
            ("09:10", "group booking deposit"),
            ("09:20", "Otago conference rooms May"),
            ("13:10", "lunch Octagon"),
            ("16:10", "Staylio API integration"),
        ),
    ),
    # ---------------------------------------------------------------- day 8, Tue 14 April
    Day(
        "2026-04-14",
        notes=(
            sec(
                "07:00",
                "布草 (陈阿姨)",
                (
                    "F.linen_days",
                    "今天周二，第一次按新时间送布草，8:20 到的。先点袋数再签单：床单 12 袋、毛巾 9 袋，"
                    "对得上。以后每周二、周五送。",
                ),
            ),
            sec(
                "10:00",
                "Decisions",
                (
                    "F.late_checkout",
                    "Late check-out changed, because Mrs Chen can't turn the rooms by 3pm otherwise: "
                    "free until 12 noon if the room isn't booked that night; from 12 to 2pm it's "
                    "$30; nothing after 2pm — that's another night.",
                ),
                ("N", "Told Ben and Priya at the handover. Graham's fine with it."),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "openclaw",
                "room-6-checkout",
                u("Guest in 6 is asking to stay till 1:30 tomorrow. What do I tell him?"),
                a(
                    "Under the new late check-out rule: free until noon, and 12–2pm is $30 — so "
                    "1:30 is fine for $30 if room 6 isn't booked tomorrow night. Staylio shows it "
                    "free.",
                    "F.late_checkout",
                ),
                u("ok charge it"),
                a("Posted the $30 to room 6's folio and told the desk."),
            ),
        ),
        searches=(
            ("07:10", "布草 周二"),
            ("10:10", "late checkout rule"),
            ("15:10", "late check-out fee"),
            ("15:30", "room 6 folio"),
            ("18:00", "Octagon parking"),
        ),
    ),
    # ---------------------------------------------------------------- day 9, Wed 15 April
    Day(
        "2026-04-15",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "F.float_300",
                    "交班时点了备用金：$300 整，我和 Priya 签了字。多出来的 $5 记在现金本上，没有放进"
                    "小费罐。",
                ),
                (
                    "F.keycard_id",
                    "01:10 有个喝醉的人说自己是 10 号房的客人，要补房卡。没有证件，名字也说不对，我没给。"
                    "按规定补房卡一定要看带照片的证件，名字要和订单一致。",
                ),
                ("N", "10 号房真正的客人 01:25 自己回来了，房卡在他口袋里。"),
            ),
            sec(
                "09:30",
                "Office",
                (
                    "U.gst_invoice",
                    "Staylio invoices are going out without our GST number. A corporate client "
                    "(Harbourside Engineering) rejected one. Need to fix the invoice template.",
                ),
                (
                    "Q.keycard_teen",
                    "Question from Priya: can a 16-year-old travelling with her parents have her own "
                    "key card to the parents' room? Not sure what we do.",
                ),
            ),
            sec(
                "17:00",
                "Evening",
                (
                    "N",
                    "Sunny at last, 16°C. Walked home along the harbour path, seals at the wharf.",
                ),
            ),
        ),
        searches=(
            ("06:10", "备用金"),
            ("06:20", "补房卡 证件"),
            ("09:40", "GST invoice template"),
            ("09:50", "key card for a teenager"),
            ("17:10", "harbour walk"),
        ),
    ),
    # ---------------------------------------------------------------- day 10, Thu 16 April
    Day(
        "2026-04-16",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "N",
                    "18 号房噪音经过：\n"
                    "- 00:48 19 号房投诉 18 号房很吵（音乐、喊叫）\n"
                    "- 00:52 打 18 号房电话，没人接\n"
                    "- 00:58 我上去敲门，里面 6 个人，有人骂我\n"
                    "- 01:05 他们关了音乐\n"
                    "- 01:30 又吵，再打电话，这次接了，说马上睡\n"
                    "- 01:45 安静",
                ),
            ),
            sec(
                "10:00",
                "After the party in 18",
                (
                    "F.night_alone",
                    "Decision after Wang Lei's night: the night auditor never goes up to a room "
                    "alone after midnight. Phone the room; if that doesn't work, ring me (on call) "
                    "or Kea Security — they're 8 minutes away. Six drunk people behind a door is not "
                    "a one-person job.",
                ),
                (
                    "F.refund_over_200",
                    "And refunds: room 18 demanded a full refund of $620 at checkout and Ben nearly "
                    "gave it. From today duty managers can refund up to $200 themselves; any refund "
                    "over $200 needs me (Isla). This replaces the old limit.",
                ),
                (
                    "N",
                    "Room 18 charged $150 extra cleaning per the house rules. They left a one-star "
                    "Google review within the hour.",
                ),
            ),
            sec(
                "14:00",
                "Plumber",
                (
                    "U.room14_shower#fixed",
                    "- [x] Room 14 shower fixed — Hamish replaced the thermostatic cartridge, $240 + "
                    "GST. Ran it 5 minutes, stays hot.",
                ),
            ),
        ),
        searches=(
            ("06:10", "18号房 吵"),
            ("10:10", "refund limit duty manager"),
            ("10:20", "night auditor alone"),
            ("14:10", "room 14 shower"),
            ("14:20", "plumber invoice"),
            ("18:00", "Majestic Princess cruise"),
        ),
    ),
    # ---------------------------------------------------------------- day 11, Fri 17 April
    Day(
        "2026-04-17",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "F.night_alone",
                    "收到 Isla 的新规定：半夜以后夜班不一个人上楼去房间。先打房间电话，不行就打给 Isla "
                    "或者 Kea Security。",
                ),
                ("N", "昨晚很安静，入住 20 间，没有投诉。"),
            ),
            sec(
                "08:30",
                "Breakfast and linen",
                (
                    "F.allergy_chef",
                    "Breakfast scare: guest in 4 has a tree-nut allergy, told Priya at check-in, it "
                    "was on the sheet — but nobody told Marco, and the granola has almonds. Caught "
                    "it only because she asked. Again: allergy at check-in → on the breakfast sheet "
                    "AND tell Marco in person before 7.",
                ),
                (
                    "F.linen_days",
                    "Friday linen (the new Tue/Fri drop) came 8:40 — counted 11 bags before signing, matches the docket.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "12:00",
                "plain",
                "room-12-heater",
                u(
                    "Room 12 wants $260 back because the heater was broken one night. Aroha's on, "
                    "I'm at the bank."
                ),
                a(
                    "A refund of $260 is over $200, so under the new rule it needs your sign-off — "
                    "Aroha can't approve it on her own. Shall I tell her you approve?",
                    "F.refund_over_200",
                ),
                u("Yes, approve $260, the heater was genuinely dead."),
                a("Noted: $260 back to room 12, approved by you. Telling Aroha now."),
            ),
        ),
        searches=(
            ("06:10", "夜班 一个人 上楼"),
            ("08:40", "nut allergy granola"),
            ("08:50", "linen bags count"),
            ("12:10", "refund over 200"),
            ("12:20", "room 12 heater"),
        ),
    ),
    # ---------------------------------------------------------------- day 12, Sat 18 April
    Day(
        "2026-04-18",
        notes=(
            sec(
                "09:00",
                "Saturday",
                (
                    "N",
                    "Arrivals from Staylio:\n"
                    "```\n"
                    "ARRIVALS 2026-04-18\n"
                    "RM  GUEST           NTS  RATE    SRC\n"
                    "03  Paterson, J.     2   189.00  PHONE\n"
                    "07  Liu, Y.          1   165.00  BKG\n"
                    "12  Duthie, R.       2   179.00  DIRECT\n"
                    "21  Okafor, C.       3   159.00  EXP\n"
                    "```",
                ),
                (
                    "F.room3_accessible",
                    "Wheelchair user arriving at 4 today (Mrs Paterson, booked by phone) — room 3 "
                    "held as per the rule: the accessible room stays back till 6pm on the day.",
                ),
                (
                    "N",
                    "Farmers market at the railway station; bought feijoas for the breakfast bar.",
                ),
                (
                    "Q.late_checkout_regulars",
                    "The Duthies (their 9th stay) asked for late check-out until 3. Should regulars "
                    "get free late check-out until 2? Not decided.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "18:00",
                "claude",
                "saturday-evening",
                u("Did Mrs Paterson get her room all right?"),
                a(
                    "Yes — room 3 was held for her as the accessible room; it would only have "
                    "gone on sale after 6pm.",
                    "F.room3_accessible",
                ),
                u("Mrs Chen can't find the carpet cleaner. Where did we put it?"),
                a(
                    "It went back to Hire Pool on Wednesday, per your note — I don't see a "
                    "rebooking."
                ),
                u("好吧。17号房地毯上的红酒渍还没处理。", "U.carpet_stain"),
                a(
                    "I'll keep the room 17 carpet stain (red wine) on the open list.",
                    "U.carpet_stain",
                ),
                u(
                    "And the Duthies: charge them the $30 late check-out like everyone else for now.",
                    "F.late_checkout",
                ),
                a(
                    "Noted: the Duthies pay the standard $30 for late check-out from 12 to 2pm; "
                    "after 2pm isn't possible.",
                    "F.late_checkout",
                ),
            ),
        ),
        searches=(
            ("09:10", "room 3 wheelchair"),
            ("09:20", "feijoa"),
            ("09:30", "regular guests late check-out"),
            ("18:10", "carpet cleaner hire"),
            ("18:20", "17号房 地毯"),
        ),
    ),
]
