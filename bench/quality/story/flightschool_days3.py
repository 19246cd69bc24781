"""The flightschool story, 3–14 April 2026: Easter, the clocks going back and the 07:00 brief
that replaced the 07:45 one, Leo's FAQ for the cadets, Mere's first solo, Liu Jia's Napier
cross-country, Priya's handover to Kirsty and a wet last morning."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    # ------------------------------------------------------------------ Fri 3 Apr
    Day(
        "2026-04-03",
        notes=(
            sec(
                "10:30",
                "Good Friday",
                (
                    "N",
                    "School closed. Dave flew PWT back from Pahiatua at 9:40 after clean "
                    "ground runs; 0.3 on the Hobbs.",
                ),
                (
                    "N",
                    "Hot cross buns in the crew room for whoever turns up. Nobody did.",
                ),
            ),
            sec(
                "15:00",
                "立伟 — 假期",
                (
                    "F.occurrence",
                    "赵磊问昨天的事要不要写报告。跟他解释了：任何不安全事件——撞鸟、预防性着陆、"
                    "误入空域——当天就要告诉Helen，CA005在十天内交给CAA。这次是Aroha和Helen写。",
                ),
                (
                    "F.first_solo",
                    "学员问Mere什么时候首次单飞、谁说了算。只有总教官Helen能放学员首次单飞，"
                    "而且她要先亲自带飞一次单飞前检查。",
                ),
                (
                    "N",
                    "带学员们去了Castlepoint看灯塔，风很大，李思远的帽子飞了。",
                ),
            ),
        ),
        searches=(
            ("10:35", "PWT back from Pahiatua"),
            ("15:05", "CA005 预防性着陆"),
            ("15:10", "首次单飞 谁批"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 4 Apr
    Day(
        "2026-04-04",
        notes=(
            sec(
                "08:10",
                "Easter Saturday",
                (
                    "N",
                    "Half day. Sam and me on. Three club members and four cadets.",
                ),
                (
                    "Q.brief_saturday",
                    "Still haven't settled whether we hold the daily brief on Saturdays. Sam "
                    "ran one today out of habit. Talk to Tom and Aroha on Tuesday.",
                ),
            ),
            sec(
                "12:00",
                "Clocks",
                (
                    "F.brief_time",
                    "Clocks go back tonight. From Tuesday 7 April the daily brief moves to "
                    "7:00 am in the crew room — the sun's up before seven now, and I want the "
                    "first aircraft rolling at 7:30. Everyone flying before midday attends.",
                ),
                (
                    "N",
                    "11:35 WFB back from Wang Yiming's solo nav with 41 L. 11:50 WFC "
                    "circuits, Jack, 0.8.",
                ),
            ),
        ),
        searches=(
            ("08:15", "Saturday brief decision"),
            ("12:05", "brief time after clocks change"),
            ("12:10", "daylight saving ends"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 5 Apr
    Day(
        "2026-04-05",
        notes=(
            sec(
                "18:00",
                "Easter Sunday",
                (
                    "N",
                    "Daylight saving ended at 3 am. Reset the ops clock, the microwave and "
                    "the hangar heater timer. The bowser clock can stay wrong, it always is.",
                ),
                (
                    "N",
                    "Week 14 (30 Mar – 5 Apr)\n"
                    "- hours: 44.2 (audit, Good Friday)\n"
                    "- audit: 2 findings, 1 observation\n"
                    "- occurrences: 1 (PWT precautionary landing at Pahiatua)\n"
                    "- defects open: WFC comm 2, WFB ELT battery",
                ),
            ),
        ),
        searches=(("18:05", "week 14 hours"),),
    ),
    # ------------------------------------------------------------------ Mon 6 Apr
    Day(
        "2026-04-06",
        notes=(
            sec(
                "16:00",
                "立伟 — 早会时间",
                (
                    "F.brief_time",
                    "发了群公告：从4月7日（周二）起，每天早会改到早上7点整（7:00），在crew room。"
                    "原来的7:45不用了。上午有飞行的学员都要参加。",
                ),
                (
                    "N",
                    "复活节周一，学校不开。给学员们做了一锅红烧肉。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "19:10",
                "openclaw",
                "brief-time",
                u(
                    "clocks went back yesterday. from tomorrow the daily brief is at 7:00, not "
                    "7:45. sunrise is before 7 now",
                    "F.brief_time",
                ),
                a(
                    "Recorded: from Tuesday 7 April the daily brief is at 07:00 in the crew "
                    "room, and everyone flying before noon attends.",
                    "F.brief_time",
                ),
                u("Leo has told the cadets. what else moves with the clocks?"),
                a(
                    "The first SkyRoster slot moves to 07:30, and evening civil twilight is "
                    "about 18:25 now, so the last circuit slot should end by 18:00."
                ),
                u(
                    "and Hemi starts next week. remind me what we tell a new instructor about "
                    "Solway"
                ),
                a(
                    "Nobody overflies Solway below 1,500 ft. Off runway 06, hold the heading "
                    "to 800 ft and turn right over the river, never left over the houses.",
                    "F.noise_abatement",
                ),
                u("good. bed"),
            ),
        ),
        searches=(
            ("16:05", "早会 改时间"),
            ("19:15", "brief 7:00"),
            ("19:18", "civil twilight evening"),
            ("19:20", "new instructor Solway"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 7 Apr
    Day(
        "2026-04-07",
        notes=(
            sec(
                "07:40",
                "First 7:00 brief",
                (
                    "F.brief_time",
                    "First daily brief at 07:00 this morning. All there but Wang Yiming (alarm "
                    "still on summer time, he said). WFA rolled at 7:32.",
                ),
                (
                    "N",
                    "Frost, 2°C, clear. Wings scraped by 7:20.",
                ),
            ),
            sec(
                "13:30",
                "Engineering",
                (
                    "U.elt#fixed",
                    "- [x] WFB's ELT battery came Saturday, Dave fitted it this morning, new "
                    "expiry 2031. WFB back on line.",
                ),
                (
                    "U.rotate_windy#fixed",
                    "- [x] Leo regenerated the Windy key and revoked the one he pasted on 11 "
                    "March. The digest still runs.",
                ),
                (
                    "N",
                    "Leo's morning digest now runs from cron on the ops laptop:\n"
                    "```\n"
                    "0 6 * * * cd /home/leo/waa-tools && ./wx_digest.py --station NZMS --mail "
                    ">> digest.log 2>&1\n"
                    "```",
                ),
                (
                    "N",
                    "Sun Yue back after her cold: dual circuits with Aroha, 0.8. Aroha says "
                    "smooth, a bit slow on the downwind call.",
                ),
            ),
        ),
        searches=(
            ("07:45", "first 7:00 brief"),
            ("13:35", "WFB ELT fitted"),
            ("13:40", "Windy key regenerated"),
            ("13:45", "cron digest"),
            ("13:50", "Sun Yue dual circuits"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 8 Apr
    Day(
        "2026-04-08",
        notes=(
            sec(
                "09:00",
                "Morning",
                (
                    "T.carb_ice",
                    "Dave's report on PWT: no fault found, plugs and mags good, carb heat box "
                    "fine. He thinks it was probably carb ice. We'll never know for sure.",
                ),
                (
                    "N",
                    "Fine, light southerly, 12°C. All five aircraft serviceable for the first "
                    "time in three weeks.",
                ),
            ),
            sec(
                "15:10",
                "Afternoon",
                (
                    "N",
                    "14:30 TWN with Aroha and Li Siyuan, first MEP lesson: 1.2, asymmetric "
                    "work at 4,000 ft over the lake.",
                ),
                (
                    "Q.fuel_twin",
                    "Siyuan's first twin lesson means I still owe an answer on fuel for the "
                    "Tecnam: total minutes in both tanks, or per engine?",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:20",
                "claude",
                "cadet-faq",
                meta("Session started in /home/leo/waa-tools."),
                u(
                    "帮我整理一份学员常见问题，中文的，放到 faq.md。我一条一条问，你按Helen定的规矩回答。"
                ),
                u("第一条：落地的时候最少要剩多少油？"),
                a(
                    "按现在的规定：每次飞行都要计划落地时油箱里至少剩45分钟的油（172大约28升，152大约18升），"
                    "不够就备降或者提前返航。",
                    "F.fuel_reserve",
                ),
                u("首次单飞谁批？"),
                a(
                    "只有总教官Helen能放学员首次单飞，她会先亲自跟学员飞一次单飞前检查。",
                    "F.first_solo",
                ),
                u("耳机要怎么处理？"),
                a(
                    "每次飞完，用酒精湿巾把耳机的耳罩和麦克风擦一遍，再挂回crew room的挂钩上。",
                    "F.headset",
                ),
                u("两个中国学员一起飞的时候，可以说中文吗？"),
                a(
                    "不可以。驾驶舱里和无线电上只说英语，两个人都会说中文也一样。",
                    "F.english_cockpit",
                ),
                u("要取消预约呢？"),
                a(
                    "至少提前24小时在SkyRoster里取消；晚于24小时取消或者不来，要付飞机费，学员还会报给东岳航空。",
                    "F.cancellation",
                ),
                u("早会几点？"),
                a(
                    "从4月7日起，每天早上7点整（07:00）在crew room开早会，上午有飞行的都要参加。",
                    "F.brief_time",
                ),
                u("单飞转场怎么报平安？"),
                a(
                    "每30分钟用123.45给学校报一次ops normal，漏报一次Priya就会启动逾期检查。",
                    "F.ops_normal",
                ),
                tool("cat > faq.md <<'EOF' ... EOF\nwrote faq.md (7 sections, 1.9 KB)"),
                u("好，我先发到群里，谢谢。"),
            ),
        ),
        searches=(
            ("09:05", "PWT no fault found"),
            ("15:15", "twin fuel per engine"),
            ("16:25", "落地 最少 剩油"),
            ("16:28", "首次单飞 总教官"),
            ("16:31", "耳机 擦"),
            ("16:34", "说中文 驾驶舱"),
            ("16:37", "取消预约 24小时"),
            ("16:40", "早会 几点"),
            ("16:43", "报平安 30分钟"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 9 Apr
    Day(
        "2026-04-09",
        notes=(
            sec(
                "07:30",
                "MetFlight",
                (
                    "S.metflight",
                    "MetFlight GA login for the ops laptop so whoever runs the brief can pull "
                    "the GAF: user waa.ops, password Nor'wester#19. Instructors only.",
                ),
                (
                    "N",
                    "Low cloud sitting on the Tararuas, 1,800 ft at Hood at seven.",
                ),
            ),
            sec(
                "08:15",
                "立伟 — 今天不能单飞",
                (
                    "F.solo_minima",
                    "早上的推送说今天上午不能单飞：云底1800英尺。学校的规定是单飞要云底至少2500英尺、"
                    "能见度至少10公里，比法规高，不能通融。",
                ),
                (
                    "U.medical#fixed",
                    "- [x] 孙悦今天上午在惠灵顿做完了一类体检（medical），新证明下周寄到。",
                ),
            ),
            sec(
                "16:00",
                "Afternoon",
                (
                    "U.wfc_radio#fixed",
                    "- [x] WFC comm 2: the right PTT connector finally came, Dave fitted it "
                    "at lunchtime, transmits clean on both radios.",
                ),
                (
                    "N",
                    "Photographer from the Times-Age came for a story on the cadets. Liu Jia "
                    "and Zhao Lei posed with WFA. Zhao Lei asked for a copy for his mum.",
                ),
            ),
        ),
        searches=(
            ("07:35", "MetFlight login"),
            ("08:20", "今天 单飞 云底"),
            ("08:25", "孙悦 medical"),
            ("16:05", "WFC comm 2 fixed"),
            ("16:10", "Times-Age story cadets"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 10 Apr
    Day(
        "2026-04-10",
        notes=(
            sec(
                "10:00",
                "Morning",
                (
                    "U.frto#fixed",
                    "- [x] FRTO exam booked for Zhao Lei and Wang Yiming: 22 April, Aspeq "
                    "Palmerston North, 9:30.",
                ),
                (
                    "Q.english_ground",
                    "Leo passed on Sun Yue's question: should ground school be all in English "
                    "as well? Leo explains the hard bits in Mandarin after class. I'm not sure "
                    "I want to change that.",
                ),
            ),
            sec(
                "17:00",
                "Mere",
                (
                    "N",
                    "Flew Mere's pre-solo check in WFA at 16:00: stalls, a PFL, four circuits, "
                    "one go-around she called herself. She's ready.",
                ),
                (
                    "N",
                    "Mere brought feijoas from her tree, a whole supermarket bag.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "17:40",
                "openclaw",
                "end-of-week",
                u("end of the week. anything from Priya I need to know?"),
                a(
                    "Li Siyuan cancelled tomorrow's 9:00 nav at 16:30 today — that's inside 24 "
                    "hours, so the aircraft hire is charged and it goes on the Dongyue report.",
                    "F.cancellation",
                ),
                u("fine. Tom wants both evening circuit blocks on Monday"),
                a(
                    "He's already at 5.4 hours on Monday; either block would take him past "
                    "the 6 hours of flight instruction an instructor can be booked for in a "
                    "day. Sam is free.",
                    "F.instructor_hours",
                ),
                u("Sam then. Liu Jia's cross-country to Napier tomorrow, remind her about calls"),
                a(
                    "I'll put it in her brief: 'ops normal' to the school on 123.45 every 30 "
                    "minutes, and one missed call starts Priya's overdue check.",
                    "F.ops_normal",
                ),
                u(
                    "if the weather closes in and she has to overnight in Napier, who keeps "
                    "the keys?",
                    "Q.keys_overnight",
                ),
                a(
                    "Nothing in the notes covers the keys on an overnight away from Hood. Do "
                    "you want to decide it now?",
                    "Q.keys_overnight",
                ),
                u("later. weekend"),
            ),
        ),
        searches=(
            ("10:05", "FRTO exam date"),
            ("10:10", "ground school in English"),
            ("17:05", "Mere pre-solo check"),
            ("17:45", "late cancellation Siyuan"),
            ("17:48", "Tom Monday instruction hours"),
            ("17:50", "ops normal calls cross-country"),
            ("17:55", "keys overnight Napier"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 11 Apr
    Day(
        "2026-04-11",
        notes=(
            sec(
                "09:10",
                "Napier",
                (
                    "F.fuel_reserve",
                    "Checked Liu Jia's plan to Napier and back: lands at Hood with 52 minutes "
                    "of fuel, above our 45-minute minimum even with the forecast headwind. "
                    "Signed her out.",
                ),
                (
                    "F.ops_normal",
                    "Told her again at the aircraft: ops normal every 30 minutes on 123.45, "
                    "and if she can't raise us, she tries Christchurch Information and they "
                    "ring us.",
                ),
            ),
            sec(
                "12:30",
                "Mere's first solo",
                (
                    "F.first_solo",
                    "Sent Mere on her first solo at 10:20 after yesterday's check. Sam asked "
                    "last week whether he could do it since she's his student — no, first "
                    "solos stay with the CFI.",
                ),
                (
                    "N",
                    "10:20 WFA, Mere, one circuit, 10:29 landed 24. 10:35 bucket of water from "
                    "the cadets (now a school tradition). Her husband filmed it on his phone.",
                ),
                (
                    "N",
                    "Liu Jia: 09:32 off, ops normal at 10:02, 10:31, 11:00 (Napier), landed "
                    "Napier 11:04, back at Hood 13:17 with 31 L.",
                ),
            ),
        ),
        searches=(
            ("09:15", "Napier nav plan fuel"),
            ("09:20", "ops normal frequency 123.45"),
            ("12:35", "Mere first solo"),
            ("12:40", "bucket of water tradition"),
            ("13:25", "Liu Jia Napier landed"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 12 Apr
    Day(
        "2026-04-12",
        notes=(
            sec(
                "17:45",
                "Reports",
                (
                    "N",
                    "March report to Dongyue Airlines (sent 17:30)\n"
                    "- cadets: 6, all current; stage 3 checks: 5 passed, Sun Yue due 20 Apr\n"
                    "- cadet flight hours in March: 118.6 (avg 19.8)\n"
                    "- occurrences: bird strike 17 Mar, low fuel 18 Mar, precautionary "
                    "landing 2 Apr — CA005s filed\n"
                    "- late cancellations/no-shows: 2 (Zhao Lei, Li Siyuan)\n"
                    "- FRTO exams: 22 Apr (Zhao Lei, Wang Yiming)\n"
                    "- next cohort: pending visas",
                ),
                (
                    "N",
                    "Week 15 (6–12 Apr): 55.3 h, 46 sorties, 1 first solo (Mere), 0 defects open.",
                ),
                (
                    "T.visa",
                    "Ma Lin replied: the visas are still slow, the next cohort will probably "
                    "be delayed to June.",
                ),
            ),
        ),
        searches=(
            ("17:50", "March report Dongyue"),
            ("17:55", "next cohort visas"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 13 Apr
    Day(
        "2026-04-13",
        notes=(
            sec(
                "08:00",
                "Priya's leave",
                (
                    "N",
                    "Priya off for two weeks (Kerala, her sister's wedding). Kirsty Bell from "
                    "the aero club covers the desk, mornings only.",
                ),
                (
                    "U.gate",
                    "- [ ] the airside gate still doesn't latch; Grant says 'next week' for the "
                    "third week running.",
                ),
                (
                    "N",
                    "Light rain overnight, 3 mm. Drizzle till nine.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "09:30",
                "plain",
                "desk-handover",
                u("Hi, I'm Kirsty, covering the desk for Priya. Where do I start?"),
                a(
                    "With SkyRoster: it's the source of truth for bookings. If a flight isn't "
                    "in SkyRoster it isn't happening, whatever anyone tells you at the desk.",
                    "F.booking_truth",
                ),
                u("A student just asked me for WFA's keys"),
                a(
                    "They're in the key cabinet in ops. Make sure they go back in the cabinet "
                    "as soon as the flight's over — they never go home in a pocket.",
                    "F.keys",
                ),
                u("And the folder the student took with the keys?"),
                a(
                    "That's WFA's tech log. The pilot in command reads it and signs it before "
                    "every flight; nobody starts the engine without signing.",
                    "F.tech_log",
                ),
                u("It rained last night. Mere's asking if she can use the grass"),
                a(
                    "Not until the duty instructor has walked it — after rain the grass is "
                    "closed to school aircraft till then, so she uses the seal, 06/24.",
                    "F.grass_runway",
                ),
                u("Someone left three headsets on the counter"),
                a(
                    "They get an alcohol wipe on the ear seals and the mic and go back on their "
                    "hooks in the crew room — every headset, after every flight.",
                    "F.headset",
                ),
                u("Ollie wants a solo on Wednesday, he's been in Australia"),
                a(
                    "He last flew on 20 March, so it's been more than 21 days: he flies a "
                    "dual check with an instructor first. Book the dual before the solo.",
                    "F.currency",
                ),
                u("That's a lot. Thanks!"),
            ),
        ),
        searches=(
            ("08:05", "Kirsty desk cover"),
            ("08:10", "airside gate Grant"),
            ("09:35", "bookings source of truth"),
            ("09:38", "WFA keys"),
            ("09:41", "tech log folder"),
            ("09:44", "grass after rain"),
            ("09:47", "headsets counter"),
            ("09:50", "Ollie solo after Australia"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 14 Apr
    Day(
        "2026-04-14",
        notes=(
            sec(
                "08:30",
                "Wet again",
                (
                    "N",
                    "Another 9 mm overnight. Southerly, 8°C, the Tararuas white on top.",
                ),
                (
                    "F.grass_runway",
                    "Grass shut first thing. Aroha walked it at 8:10 — the 28 end soft again, "
                    "cones out, 10 open for the first 500 m only. Seal for everyone else.",
                ),
            ),
            sec(
                "12:00",
                "Hemi's first day",
                (
                    "N",
                    "Hemi Walker started as our new C-cat: paperwork, the exposition, a tour "
                    "of the hangar with Dave, lunch with the cadets.",
                ),
                (
                    "F.noise_abatement",
                    "Showed Hemi the Solway map on the wall: nobody below 1,500 ft over "
                    "Solway, and off runway 06 it's straight ahead to 800 ft then right over "
                    "the river.",
                ),
                (
                    "U.projector",
                    "- [ ] the classroom projector still flickers — Leo taught from the "
                    "whiteboard all morning. The lamp Priya ordered hasn't come.",
                ),
            ),
            sec(
                "16:30",
                "Afternoon",
                (
                    "Q.solo_crosswind",
                    "Tom and I still haven't agreed a solo crosswind limit. He says 10 kt for "
                    "everyone, I'd rather set it per student. Another week.",
                ),
                (
                    "N",
                    "15:40 TWN back with Aroha and Li Siyuan, 1.3, engine failure after "
                    "take-off drills at altitude. Uplifted 132 L.",
                ),
            ),
        ),
        searches=(
            ("08:35", "grass walked this morning"),
            ("08:40", "rain overnight grass closed"),
            ("12:05", "Hemi induction"),
            ("12:10", "Solway map"),
            ("12:15", "projector lamp"),
            ("16:35", "solo crosswind"),
        ),
    ),
]
