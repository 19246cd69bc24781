"""The hotel story, days 25–36 (Fri 2026-05-01 … Tue 05-12): the April figures, a new back
door code, the conference getting ready, Ben back from leave."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, sec, u

DAYS3 = [
    # ---------------------------------------------------------------- day 25, Fri 1 May
    Day(
        "2026-05-01",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "F.safe_two_people",
                    "月初要把现金存银行。保险箱是我和 Aroha 两个人一起开的，登记在红本子上：06:05，"
                    "取现金袋。",
                ),
            ),
            sec(
                "09:00",
                "Month start",
                (
                    "N.occupancy",
                    "April figures from Staylio: occupancy 79%, ADR $168, RevPAR $133, 12 no-shows, "
                    "3 formal complaints (noise ×2, heater ×1).",
                ),
                (
                    "F.group_deposit",
                    "Otago Uni conference (7 rooms, 12–14 May) paid the 30% group deposit today. "
                    "Group bookings of 5+ rooms always pay that 30% up front.",
                ),
            ),
            sec(
                "15:00",
                "Weather",
                (
                    "N",
                    "Clear and frosty, -1°C at 7. Guests scraping windscreens in the car park with "
                    "our breakfast menus; bought three ice scrapers for the desk.",
                ),
            ),
        ),
        searches=(
            ("06:10", "保险箱 红本子"),
            ("09:10", "April occupancy"),
            ("09:20", "Otago conference deposit paid"),
            ("15:10", "frost car park"),
            ("15:20", "ice scraper"),
        ),
    ),
    # ---------------------------------------------------------------- day 26, Sat 2 May
    Day(
        "2026-05-02",
        notes=(
            sec(
                "07:00",
                "早餐",
                (
                    "F.breakfast_hours",
                    "周末早餐 7:30 到 10:00，平日是 7:00 到 9:30。今天有客人 7:10 就下来了，请他在大堂"
                    "喝咖啡等了一下。",
                ),
            ),
            sec(
                "11:00",
                "客房部 (陈阿姨)",
                (
                    "F.late_checkout",
                    "延迟退房：中午 12 点前免费，12 点到下午 2 点收 $30。今天 6 号房住到 2 点，前台已经收了费。",
                ),
            ),
            sec(
                "14:00",
                "Maintenance",
                (
                    "F.maintenance_whiteboard",
                    "Tipene's Saturday: did everything on the whiteboard — landing lights, the loose "
                    "handrail, the toilet seat in 13. Nothing came by text. The board works.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "19:00",
                "openclaw",
                "saturday-open-list",
                u("What's still open on my list?"),
                a(
                    "Open: room 9 sash window (waiting on the sash cord kit), the evacuation drill "
                    "with Alarm NZ, the room 17 carpet stain. Not decided: the room 20 smell, the "
                    "Robertson wedding, whether regulars get free late check-out."
                ),
                u(
                    "I think maybe we should drop midweek rates to $149 for June and July. Not sure "
                    "yet.",
                    "T.winter_rates",
                ),
                a(
                    "Noted as an idea, not a decision: midweek $149 in June and July.",
                    "T.winter_rates",
                ),
            ),
        ),
        searches=(
            ("07:10", "周末 早餐 时间"),
            ("11:10", "延迟退房 收费"),
            ("14:10", "whiteboard Saturday jobs"),
            ("19:10", "open items"),
            ("19:20", "winter midweek rates"),
        ),
    ),
    # ---------------------------------------------------------------- day 27, Sun 3 May
    Day(
        "2026-05-03",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "F.night_audit_2am",
                    "夜审规定：凌晨 2 点以后才日结。昨晚 23 号房客人航班延误，01:50 才到，所以等到 02:00 "
                    "以后才关账。",
                ),
                (
                    "F.refund_over_200",
                    "有客人要求退 $250，我说超过 $200 的退款要 Isla 批准，早上再处理。",
                ),
            ),
            sec(
                "10:00",
                "Sunday",
                (
                    "N",
                    "Week: 76% occupancy, the wedding people still quiet, Graham's second roof quote "
                    "came in at $16,900.",
                ),
                (
                    "T.double_charge",
                    "The EFTPOS double charge again, room 14 this time: maybe it only happens when "
                    "contactless times out. Still 待确认 with the bank.",
                ),
            ),
        ),
        searches=(
            ("06:10", "退款 批准"),
            ("06:20", "late arrival flight delayed"),
            ("10:10", "roof second quote"),
            ("10:20", "eftpos double charge"),
            ("16:00", "Sunday dinner"),
        ),
    ),
    # ---------------------------------------------------------------- day 28, Mon 4 May
    Day(
        "2026-05-04",
        notes=(
            sec(
                "09:00",
                "Cash",
                (
                    "F.float_300",
                    "Float check at 7am: $300, signed by Aroha and Priya. Aroha does the cash book "
                    "while Ben's away.",
                ),
                ("N", "Ben on leave until the 11th (Queenstown, skiing if there's snow)."),
            ),
            sec(
                "15:00",
                "客房部 (陈阿姨)",
                ("U.carpet_stain", "17 号房地毯的红酒渍还在，普通清洁剂洗不掉，需要租地毯机。"),
                (
                    "F.maintenance_whiteboard",
                    "三楼有个热水壶坏了，已经按规定写在后台的白板上报修，没有发短信给 Tipene。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "12:00",
                "claude",
                "conference-dietary",
                u(
                    "The Otago conference sent dietary requirements: two vegetarian, one coeliac, "
                    "one severe peanut allergy. What do I need to do?"
                ),
                a(
                    "For the peanut allergy: it goes on the breakfast sheet at check-in and someone "
                    "tells Marco in person before service — the sheet alone isn't enough.",
                    "F.allergy_chef",
                ),
                a(
                    "For the coeliac guest: gluten-free bread only in the red toaster.",
                    "F.red_toaster",
                ),
                u("And vegetarian is just the usual."),
                a(
                    "Yes — the veggie sausages are in the chest freezer. I've added all four to the "
                    "group's notes in Staylio."
                ),
            ),
        ),
        searches=(
            ("07:10", "float morning check"),
            ("12:10", "conference dietary requirements"),
            ("12:20", "coeliac red toaster"),
            ("15:10", "地毯机 租"),
            ("15:20", "Ben leave dates"),
        ),
    ),
    # ---------------------------------------------------------------- day 29, Tue 5 May
    Day(
        "2026-05-05",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "S.backdoor_zh",
                    "后门密码从今天起改成 640218#，旧的已经失效。只告诉了陈阿姨和早班。",
                ),
                ("N", "昨晚 21 间，没有晚到，很安静。"),
            ),
            sec(
                "09:00",
                "Recap",
                (
                    "F.keycard_id",
                    "Monday–Tuesday recap: linen came and was counted, the new back door code is in, "
                    "and one more reminder about key cards — Mereana nearly cut a key for a "
                    "'husband' with no ID. Photo ID matching the booking, every time.",
                ),
                (
                    "F.room3_accessible",
                    "Room 3 held again for Thursday's wheelchair guest; Staylio now blocks it "
                    "automatically until 6pm on the day.",
                ),
            ),
        ),
        searches=(
            ("06:10", "后门 密码"),
            ("09:10", "key card husband no ID"),
            ("09:20", "room 3 Staylio block"),
            ("12:00", "linen Tuesday count"),
            ("17:00", "Thursday arrivals"),
        ),
    ),
    # ---------------------------------------------------------------- day 30, Wed 6 May
    Day(
        "2026-05-06",
        notes=(
            sec(
                "09:00",
                "Groups and lost property",
                (
                    "F.group_deposit",
                    "Highlanders supporters' club wants 6 rooms for the 23rd. Five or more rooms is "
                    "a group: 30% deposit up front, non-refundable inside 14 days. They paid by "
                    "lunchtime.",
                ),
                (
                    "F.lost_property_3m",
                    "A guest from February emailed about a scarf. Checked the lost-property book: "
                    "logged 3 Feb, kept three months, went to the Hospice shop last week. "
                    "Apologised and offered a drink on the house next time.",
                ),
            ),
            sec(
                "14:00",
                "Misc",
                ("N", "Crust Bakery put prices up 6%. Marco suggests baking our own scones."),
                (
                    "Q.guest_valuables",
                    "Guest in 16 asked if we can keep her passport and cash in our safe. Do we hold "
                    "guests' valuables in the back-office safe at all? I don't know what our "
                    "position is.",
                ),
            ),
        ),
        searches=(
            ("09:10", "supporters club rooms"),
            ("09:20", "scarf lost property"),
            ("14:10", "bakery price rise"),
            ("14:20", "guest valuables safe"),
            ("17:30", "scones recipe"),
        ),
    ),
    # ---------------------------------------------------------------- day 31, Thu 7 May
    Day(
        "2026-05-07",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "F.dnd_welfare",
                    "11 号房的 DND 到今天是第二天了。值班经理打电话没人接，我和 Aroha 早上一起敲门，客人没事。"
                    "客房部还是不进去。",
                ),
                (
                    "F.room3_accessible",
                    "今天有坐轮椅的客人入住。3 号房是无障碍房，当天留到下午 6 点，Staylio 已经锁好了。",
                ),
            ),
            sec(
                "10:00",
                "Breakfast",
                (
                    "F.red_toaster",
                    "Coeliac guest from the conference arrives Tuesday: the red toaster is for "
                    "gluten-free only, butter from the separate tub. Told Jess and Marco.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:00",
                "plain",
                "late-arrival-keybox",
                u(
                    "Late arrival tomorrow at 1am and I can't be sure Wang Lei will be at the desk. "
                    "The key box code is 2749 — send it to the guest?",
                    "S.keybox",
                ),
                a(
                    "I can draft the message, but I'd send the code only on the day, by text, not "
                    "by email — and I won't keep it in the notes."
                ),
                u("Do it."),
                a(
                    "Drafted a text for tomorrow at 5pm with the key box instructions; the code goes "
                    "in when it's sent."
                ),
                u("Will a 1am arrival show up as a no-show in Staylio?"),
                a(
                    "No — the night audit is never run before 2am, so a guest checking in at 1am "
                    "is still on the day's arrivals.",
                    "F.night_audit_2am",
                ),
            ),
        ),
        searches=(
            ("06:10", "DND 第二天 敲门"),
            ("10:10", "coeliac guest conference"),
            ("16:10", "key box late arrival"),
            ("16:20", "1am arrival"),
            ("18:00", "Thursday evening bar"),
        ),
    ),
    # ---------------------------------------------------------------- day 32, Fri 8 May
    Day(
        "2026-05-08",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "F.night_alone",
                    "01:15 停车场有人大声吵。按夜班的规定我没有一个人出去，先打给 Kea Security，他们 01:25 "
                    "到了。",
                ),
            ),
            sec(
                "09:00",
                "Friday",
                (
                    "F.linen_days",
                    "Friday linen short by two towel bags — counted before signing, so the docket's "
                    "corrected. Tuesday/Friday deliveries are otherwise reliable.",
                ),
                (
                    "F.refund_over_200",
                    "Long morning: the family in 14 left early because of a sick kid and asked for "
                    "$340 back for the last night. Aroha rang me because a refund over $200 is "
                    "beyond her limit; I approved it. That's how it should work.",
                ),
            ),
            sec(
                "13:00",
                "Lunch",
                (
                    "N",
                    "Lunch on Vogel St with Graham. He wants the monthly P&L by the 10th from now "
                    "on.",
                ),
            ),
        ),
        searches=(
            ("06:10", "停车场 吵 Kea"),
            ("09:10", "towel bags short"),
            ("09:20", "refund sick child early departure"),
            ("13:10", "P&L monthly"),
            ("15:00", "weekend forecast"),
        ),
    ),
    # ---------------------------------------------------------------- day 33, Sat 9 May
    Day(
        "2026-05-09",
        notes=(
            sec(
                "08:00",
                "Saturday",
                (
                    "F.safe_two_people",
                    "Mereana wanted change from the safe at 7 and was going to do it alone because "
                    "Aroha was 'busy'. No — two people and the red book. Aroha came out.",
                ),
                (
                    "F.dogs_garden_rooms",
                    "Wedding guests with a labrador — garden room 1, $40 fee. They asked for a "
                    "harbour view upstairs; dogs never go upstairs.",
                ),
            ),
            sec(
                "14:00",
                "客房部 (陈阿姨)",
                ("N", "今天 20 间退房，两位新员工学得很快。"),
                (
                    "F.dogs_garden_rooms",
                    "1 号花园房住了带狗的客人。狗只能住花园房（1 号和 2 号），不能上楼，另收 $40 清洁费。",
                ),
                ("N", "20 号房的味道没了，Tipene 往地漏里倒了一桶水。"),
            ),
        ),
        searches=(
            ("08:10", "safe change morning"),
            ("08:20", "labrador room"),
            ("14:10", "新员工"),
            ("14:20", "20号房 味道"),
            ("19:00", "wedding guests Saturday"),
        ),
    ),
    # ---------------------------------------------------------------- day 34, Sun 10 May
    Day(
        "2026-05-10",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                (
                    "F.night_audit_2am",
                    "Night audit 02:00 之后才做 — 昨晚最后一个客人 01:35 到。02:05 关账，report 已发到 "
                    "Isla 邮箱。",
                ),
            ),
            sec(
                "10:00",
                "Sunday recap",
                (
                    "F.maintenance_whiteboard",
                    "Week recap: conference prep done, roof decision deferred again, and maintenance "
                    "on the whiteboard is finally a habit — Tipene cleared 11 items this week.",
                ),
                (
                    "F.late_checkout",
                    "Late check-out requests from the wedding party: free till noon where the rooms "
                    "aren't booked tonight, $30 until 2pm — no exceptions after 2.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "openclaw",
                "safe-combination-changed",
                u(
                    "Locksmith changed the safe combination again after Mereana's training. The new "
                    "one is in the sealed envelope."
                ),
                a(
                    "Good. Noted that the safe combination changed today; I don't keep the code. "
                    "Opening still needs two people and an entry in the red book.",
                    "F.safe_two_people",
                ),
                u("Can you list what the conference needs on Tuesday?"),
                a(
                    "Seven rooms (4, 5, 7, 10, 11, 15, 16); dietary list with Marco; invoices to "
                    "Otago Uni with our GST number; deposit already paid; name badges from the "
                    "organiser."
                ),
                u("And the breakfast times for their welcome sheet?"),
                a(
                    "Breakfast is 7:00–9:30 on weekdays and 7:30–10:00 at weekends.",
                    "F.breakfast_hours",
                ),
            ),
        ),
        searches=(
            ("06:10", "night audit report email"),
            ("10:10", "week recap whiteboard"),
            ("10:20", "wedding late check-out"),
            ("15:10", "safe combination changed"),
            ("15:20", "conference Tuesday rooms"),
        ),
    ),
    # ---------------------------------------------------------------- day 35, Mon 11 May
    Day(
        "2026-05-11",
        notes=(
            sec(
                "09:00",
                "Ben's back",
                (
                    "F.keycard_id",
                    "Briefing for Ben: no replacement key card without photo ID matching the booking; "
                    "two cards per room at most.",
                ),
                (
                    "F.float_300",
                    "Float handed back to Ben: $300, counted and signed at the shift change.",
                ),
                (
                    "Q.keycard_teen",
                    "Still unanswered: can the teenager in a family booking get her own key card? "
                    "Priya asked again.",
                ),
            ),
            sec(
                "14:00",
                "Misc",
                (
                    "N",
                    "Hail at 2pm, five minutes of it. The gutter over the entrance overflowed onto "
                    "arriving guests — Graham's roof again.",
                ),
                ("U.fire_drill", "Evacuation drill still not booked. Alarm NZ didn't call back."),
            ),
        ),
        searches=(
            ("09:10", "Ben briefing key cards"),
            ("09:20", "float shift change"),
            ("09:30", "teenager own key card"),
            ("14:10", "gutter overflow"),
            ("14:20", "evacuation drill booked"),
        ),
    ),
    # ---------------------------------------------------------------- day 36, Tue 12 May
    Day(
        "2026-05-12",
        notes=(
            sec(
                "06:00",
                "夜审交接 (王磊)",
                ("N", "会议客人今天入住，7 间已经分好房，房卡也做好了放在信封里。"),
                (
                    "F.group_deposit",
                    "会议是团体订房（5 间以上），按规定 30% 定金订房时就付了，到店前 14 天内不退。",
                ),
            ),
            sec(
                "08:00",
                "Conference day",
                (
                    "F.allergy_chef",
                    "Conference check-in from 3pm. The peanut-allergy guest is Dr Hēnare in 10 — on "
                    "the breakfast sheet, and I told Marco in person myself.",
                ),
                (
                    "F.breakfast_hours",
                    "Told the organiser: breakfast 7:00–9:30 on weekdays, 7:30–10:00 on Saturday if "
                    "anyone stays on.",
                ),
                ("N", "Tuesday linen came at 8:10, 14 bags, counted and signed."),
            ),
            sec(
                "16:00",
                "Check-in",
                (
                    "U.room9_sash",
                    "Room 9 window still sticks — moved a conference guest from 9 to 12.",
                ),
                ("N", "All seven conference rooms checked in by 17:40. Name badges at the desk."),
            ),
        ),
        searches=(
            ("06:10", "会议 分房"),
            ("08:10", "peanut allergy conference"),
            ("08:20", "breakfast weekday time"),
            ("16:10", "room 9 window"),
            ("16:20", "conference check-in"),
        ),
    ),
]
