"""The library story, 21 September – 2 October 2026: a banned man at the public PCs, the
Chinese survey and the 60/40 split that replaced half and half, a mother asking after her son's
books, the new keypad code, a Saturday roof leak told hour by hour, an overdose in the washroom,
a walk-in wanting the meeting room, a day closed for Truth and Reconciliation."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    # ------------------------------------------------------------------ Mon 21 Sep
    Day(
        "2026-09-21",
        notes=(
            sec(
                "09:50",
                "Ban",
                (
                    "F.trespass",
                    "Dev recognised a man at the public PCs this morning from the red binder — "
                    "the one banned for six months in August for threatening Hannah. He "
                    "checked the photo in the binder, didn't go near him, and phoned me in the "
                    "workroom. I asked the man to leave and he went. For everyone: only I, or "
                    "the PIC when I'm out, issue or enforce a ban, and the binder is the list.",
                ),
            ),
            sec(
                "10:40",
                "Building",
                (
                    "U.hvac",
                    "- [ ] study room B is 28° by noon and the thermostat doesn't seem to do "
                    "anything. Facilities ticket FAC-3402.",
                ),
                (
                    "U.elevator",
                    "Elevator still out; Otis now says Thursday. Lego club stays upstairs.",
                ),
            ),
            sec(
                "13:10",
                "Cash",
                (
                    "N",
                    "Looked at Saturday's $5. Found it — a fiver in the photocopier change "
                    "tray. Cash sheet corrected and initialled.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "claude",
                "handbook",
                meta("Session started in /home/ruth/branch."),
                u(
                    "I want to start a one-page staff handbook for Millbrook. Can you pull "
                    "together what we've got on the desk and the close?"
                ),
                tool("memory_search: 'closing two staff' → 4 results"),
                a(
                    "From your notes: the desk is never left empty while the branch is open — "
                    "call ext. 204 and wait for cover before stepping away.",
                    "F.desk_cover",
                ),
                a(
                    "And nobody closes alone: two staff on every close, walking the washrooms, "
                    "study rooms and back stacks together before setting the alarm — in place "
                    "since what happened to Leanne in 2024.",
                    "F.lock_up",
                ),
                u(
                    "good. add the money: float is 150 and the rest goes in the safe in a "
                    "deposit bag",
                    "F.float",
                ),
                a(
                    "Added: count the till back to the $150 float at close; the rest goes in a "
                    "deposit bag in the safe, amount on the cash sheet.",
                    "F.float",
                ),
                u("that'll do for today"),
            ),
        ),
        searches=(
            ("09:55", "banned patron binder"),
            ("09:58", "who can ban someone"),
            ("10:45", "study room hot"),
            ("15:02", "closing two staff"),
            ("15:04", "desk cover 204"),
            ("15:06", "float 150"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 22 Sep
    Day(
        "2026-09-22",
        notes=(
            sec(
                "09:20",
                "佳怡 — 物流",
                (
                    "F.courier",
                    "周二物流车：十点前要把周转箱打包、贴好标签、捆好，放到后门。Len 今天"
                    "10:20就到了，还好我们都准备好了。",
                ),
            ),
            sec(
                "11:00",
                "Chinese collection — the survey",
                (
                    "F.zh_split",
                    "Survey closed: 211 responses from Chinese-collection borrowers; 63% read "
                    "mainly simplified, 22% mainly traditional, the rest both. Jiayi and I "
                    "decided: from the October order the Chinese budget splits 60% simplified, "
                    "40% traditional. We keep a real traditional collection because the older "
                    "Hong Kong and Taiwanese patrons are our most regular borrowers.",
                ),
                (
                    "F.zh_split",
                    "佳怡补充：从十月的订单开始，中文馆藏预算改成简体六成、繁体四成。以前的"
                    "比例不用了。",
                ),
            ),
            sec(
                "16:30",
                "Notes",
                ("N", "Gate count 398. Rain again, the umbrella bin overflowed."),
                ("N", "Marcus moves to Wed/Thu afternoons from next week (exams)."),
            ),
        ),
        searches=(
            ("09:25", "周转箱 几点"),
            ("11:05", "chinese budget split"),
            ("11:08", "简体 繁体 比例"),
            ("11:10", "survey results chinese"),
            ("16:35", "marcus shifts"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 23 Sep
    Day(
        "2026-09-23",
        notes=(
            sec(
                "14:00",
                "佳怡 — 会话角",
                (
                    "F.program_stats",
                    "英语会话角回到周三了，今天来了19个人。人数当天填进活动统计表，Pat 的故事会"
                    "也一样。",
                ),
                ("N", "有两个新来的学生是从杭州来的，英语已经很好了。"),
                ("N", "午饭吃了自己带的炒饭。"),
            ),
            sec(
                "16:40",
                "Notes",
                (
                    "F.photo_consent",
                    "Pat wanted to post today's storytime photos. Jiayi told her — rightly — "
                    "no children's faces, and adults only with a signed photo consent form. "
                    "Pat's taking pictures of the crafts instead.",
                ),
                ("N", "Hamid asked for the projector on Thursday for seniors' tech help."),
            ),
        ),
        transcripts=(
            chat(
                "11:15",
                "openclaw",
                "隐私问题",
                u(
                    "有位阿姨在前台问她儿子（三十多岁）最近借了什么书，说担心他。我没告诉她。这样对吗？"
                ),
                a(
                    "对。笔记里的规定是：不管谁来问——配偶、家长还是警察——都不能告诉别人某位"
                    "读者借了什么、预约了什么；警察要有法院命令，其他人都请他们去找 Ruth。",
                    "F.privacy",
                ),
                u(
                    "好的。我跟她说了这是隐私，只有她儿子本人能查他的借阅记录。",
                    "F.privacy",
                ),
                a("处理得很好。要我把这次记到今天的笔记里吗？"),
                u("不用了，谢谢。"),
            ),
        ),
        searches=(
            ("11:17", "家长 问 借了什么"),
            ("11:20", "隐私 借阅记录"),
            ("14:05", "会话角 人数"),
            ("16:45", "storytime photos instagram"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 24 Sep
    Day(
        "2026-09-24",
        notes=(
            sec(
                "10:20",
                "Courier and elevator",
                (
                    "F.courier",
                    "Courier Thursday — transit bins ready by 10, Len at 10:15, early for once.",
                ),
                (
                    "U.elevator#fixed",
                    "- [x] elevator back in service — Otis fitted the door operator board at "
                    "9 and ran it up and down twenty times. Lego club goes back downstairs.",
                ),
            ),
            sec(
                "13:30",
                "Mending afternoon",
                (
                    "F.no_tape",
                    "Pat's Thursday mending: 14 books repaired out of the bin. She found one "
                    "more with sticky tape down the spine (a patron's work this time). Again, "
                    "for the agent: we never tape; damaged goes in the mending bin.",
                ),
            ),
            sec(
                "15:00",
                "Weeding",
                (
                    "F.local_history",
                    "Signed off Dev's weeding list for the 900s — 212 items. Took two local "
                    "history titles off it (the Burnaby streetcar book and the 1988 Millbrook "
                    "Days programme). Local history is never weeded, whatever its circ count "
                    "says.",
                ),
                ("N", "Weeded items go to the Better World Books pickup on the 2nd."),
                ("N", "佳怡：下午帮 Pat 准备故事会的手工，剪了好多南瓜和枫叶，手都酸了。"),
            ),
        ),
        searches=(
            ("10:25", "courier"),
            ("13:35", "sticky tape spine"),
            ("13:40", "修书 胶带"),
            ("15:05", "weeding list local history"),
            ("15:10", "never weed"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 25 Sep
    Day(
        "2026-09-25",
        notes=(
            sec(
                "09:00",
                "Week three recap",
                (
                    "F.trespass",
                    "Bans: the red binder under the circ desk is the list, and only I or the "
                    "PIC issue one. Dev's call on Monday was textbook.",
                ),
                (
                    "F.zh_split",
                    "Chinese collection: 60/40 simplified/traditional from the October order.",
                ),
                (
                    "F.program_stats",
                    "Every program's attendance goes on the stats sheet the same day (ESL "
                    "circle 19, storytime 31 this week).",
                ),
                (
                    "F.room_booking",
                    "Meeting room: form only, 48 hours ahead. The knitting group now books "
                    "every other Friday through the form.",
                ),
                ("F.courier", "Courier Tue/Thu, bins by the back door by 10."),
            ),
            sec(
                "11:30",
                "Weekly report to Central (sent)",
                (
                    "N",
                    "Week of 21 Sep — Millbrook\n"
                    "- Gate count: 2,688\n"
                    "- Circulation: 4,702 checkouts\n"
                    "- Holds filled: 366\n"
                    "- Programs: 6, 131 attendees\n"
                    "- Facilities: elevator back 24 Sep; FAC-3402 (room B heat) open\n"
                    "- Other: Chinese survey done, 211 responses",
                ),
            ),
            sec(
                "14:20",
                "佳怡 — 门禁",
                (
                    "S.keypad",
                    "员工门的门禁密码今天换了：旧的 7-3-9-1 不能用了，新的是 4-0-8-2。Ruth 让我"
                    "告诉 Dev 和 Hannah。",
                ),
                ("N", "今天中秋节，下午给大家分了月饼，Dev 说莲蓉的最好吃。"),
            ),
        ),
        searches=(
            ("09:05", "bans who can issue"),
            ("09:08", "60/40 chinese"),
            ("11:35", "weekly report"),
            ("14:25", "门禁密码"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 26 Sep
    Day(
        "2026-09-26",
        notes=(
            sec(
                "10:30",
                "Saturday — Dev",
                (
                    "N",
                    "Atmospheric river warning for the whole Lower Mainland, 60–80 mm by "
                    "Sunday. Hannah and me on; Marcus called in sick.",
                ),
            ),
            sec(
                "16:30",
                "The leak — how it went",
                (
                    "N",
                    "10:20 — drip from the ceiling above the picture-book bins in the kids' "
                    "area. Mop bucket under it.",
                ),
                (
                    "N",
                    "10:45 — a second drip a metre over. Moved the picture-book bins to the "
                    "middle of the room, tarp from the storage cupboard over them.",
                ),
                (
                    "N",
                    "11:10 — Facilities after-hours line, voicemail. Rang the on-call number "
                    "off the list on the workroom wall; Greg called back at 11:35.",
                ),
                (
                    "N",
                    "12:00 — the ceiling tile over the board books is sagging. Roped that "
                    "corner off with chairs and caution tape.",
                ),
                (
                    "N",
                    "13:15 — tile came down. About 20 board books soaked; put them in the grey "
                    "bins to dry out Monday.",
                ),
                (
                    "N",
                    "14:00 — Greg here with a roofer. Water coming in round a vent on the flat "
                    "roof; they tarped it.",
                ),
                (
                    "N",
                    "15:30 — dripping stopped. Kids' area stays roped off until Facilities "
                    "looks at it on Monday.",
                ),
            ),
            sec(
                "17:20",
                "Close",
                (
                    "F.lock_up",
                    "Did the close with Hannah: the two of us walked the washrooms, both study "
                    "rooms and the back stacks, then set the alarm. Kids' area still roped "
                    "off.",
                ),
                ("F.float", "Float back to $150; quiet day, $11.25 in the bag."),
            ),
        ),
        searches=(
            ("10:35", "atmospheric river"),
            ("11:12", "facilities after hours number"),
            ("17:25", "closing checklist"),
            ("17:27", "float back to 150"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 27 Sep
    Day(
        "2026-09-27",
        notes=(
            sec(
                "18:00",
                "Sunday",
                (
                    "T.leak_source",
                    "Greg texted about the leak: he thinks it might be the roof drain backing up rather than "
                    "the vent — the drain by the skylight was full of leaves. The roofer will "
                    "check on Tuesday. Could be both.",
                ),
                (
                    "F.kids_under10",
                    "With the kids' area shut tomorrow: the under-10 rule still applies. "
                    "Children under 10 need their grown-up in the building, even if they're "
                    "only waiting upstairs in the teen zone.",
                ),
                ("N", "Still raining. 47 mm at the airport yesterday."),
            ),
        ),
        searches=(
            ("18:05", "roof leak cause"),
            ("18:10", "kids under 10 rule"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 28 Sep
    Day(
        "2026-09-28",
        notes=(
            sec(
                "14:30",
                "Overdose in the washroom",
                (
                    "F.naloxone",
                    "13:50 Hannah found a man unresponsive in the men's washroom. Dev called "
                    "911 first, then gave naloxone from the circ desk drawer — two doses about "
                    "three minutes apart. He came round before the paramedics arrived at "
                    "14:02. That's exactly the order: 911, then naloxone, then stay with him.",
                ),
                (
                    "N",
                    "Paramedics took him to Burnaby General. Incident report to Central and the "
                    "city at 14:25.",
                ),
                (
                    "F.desk_cover",
                    "Jiayi kept the front desk going for the twenty minutes it took — it was "
                    "never empty, which was the right call even with everything happening.",
                ),
            ),
            sec(
                "16:00",
                "佳怡",
                (
                    "F.naloxone",
                    "今天第一次真的遇到药物过量。规矩我记住了：先打911，再去柜台抽屉拿纳洛酮，"
                    "用完一直陪着他等救护车。",
                ),
                ("N", "大家都被吓到了，Ruth 让我们今天早点回家。"),
            ),
            sec(
                "17:00",
                "Notes",
                (
                    "U.hvac",
                    "Study room B still 27° at 4 pm; FAC-3402 hasn't had a reply.",
                ),
                ("N", "Greg says the kids' area ceiling gets patched Thursday."),
            ),
        ),
        searches=(
            ("14:35", "overdose what to do"),
            ("14:38", "naloxone drawer"),
            ("14:40", "911 first"),
            ("16:05", "纳洛酮 在哪"),
            ("17:05", "study room B"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 29 Sep
    Day(
        "2026-09-29",
        notes=(
            sec(
                "10:55",
                "Courier",
                (
                    "F.courier",
                    "Tuesday courier: Len at 10:50, late. Our transit bins were by the back "
                    "door at 9:55.",
                ),
            ),
            sec(
                "11:20",
                "Walk-in wanting the meeting room",
                (
                    "F.room_booking",
                    "A tutoring company walked in wanting the meeting room for this afternoon. "
                    "Told them what we tell everyone: the online form only, at least 48 hours "
                    "ahead, no walk-ins — the caretaker sets the room up the day before. Gave "
                    "them the link.",
                ),
            ),
            sec(
                "15:00",
                "佳怡",
                (
                    "S.instagram",
                    "Instagram 老是把我登出去，记在这里：账号 millbrook.library，密码 "
                    "Shelves&Stacks2026",
                ),
                (
                    "U.flyers",
                    "- [ ] 十月读书挑战的海报和传单还没打印，Ruth 说周四前要贴出去。",
                ),
                ("N", "下午有三个中学生来问图书馆的志愿者机会。"),
            ),
        ),
        transcripts=(
            chat(
                "16:10",
                "claude",
                "newspaper-photographer",
                u(
                    "Burnaby Now wants to send a photographer to Thursday's storytime for a "
                    "piece on the reading challenge. anything I need to sort first?"
                ),
                a(
                    "Your notes say no patron appears in photos we publish without a signed "
                    "photo consent form, and children's faces never. For a newspaper I'd have "
                    "the forms at the door and ask the photographer to shoot from behind the "
                    "kids.",
                    "F.photo_consent",
                ),
                u(
                    "yes. consent forms at the door, every adult in the picture signs, and "
                    "no faces of kids. I'll tell Pat",
                    "F.photo_consent",
                ),
                a("I'll put it in today's note for Pat."),
            ),
        ),
        searches=(
            ("11:00", "courier late"),
            ("11:25", "walk in meeting room"),
            ("11:27", "会议室 48小时"),
            ("15:05", "instagram 密码"),
            ("15:08", "读书挑战 海报"),
            ("16:12", "photographer storytime consent"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 30 Sep
    Day(
        "2026-09-30",
        notes=(
            sec(
                "12:00",
                "Closed today",
                (
                    "N",
                    "Branch closed for the National Day for Truth and Reconciliation. The "
                    "orange shirt display in the front window stays up through next week.",
                ),
                (
                    "Q.naloxone_expiry",
                    "The naloxone kits — the boxes say EXP 11/2026. Who replaces them, us or "
                    "Fraser Health? Nobody's told me.",
                ),
            ),
        ),
        searches=(
            ("12:05", "naloxone kits expiry"),
            ("12:10", "holiday closures"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 1 Oct
    Day(
        "2026-10-01",
        notes=(
            sec(
                "10:40",
                "Courier",
                (
                    "F.courier",
                    "Thursday courier on time, 10:30; bins strapped by 10. Six out — the "
                    "first Chinese boxes for Central to process.",
                ),
            ),
            sec(
                "13:10",
                "Bed bugs again",
                (
                    "F.bedbugs",
                    "Third bed bug return this autumn, a DVD case this time. Bagged, sealed, "
                    "into the freezer for 72 hours. Dev wiped down the return sorter.",
                ),
                (
                    "U.freezer_thermo#fixed",
                    "- [x] new freezer thermometer in — reads −19 °C with the lid shut.",
                ),
                ("N", "Greg patched the kids' area ceiling. Board books dried out, 6 binned."),
            ),
            sec(
                "15:30",
                "佳怡 — 中文订单",
                (
                    "F.zh_split",
                    "十月的中文订单下了：按新的比例，简体60%、繁体40%，一共 $2,400。Pacific "
                    "Books 说两周到货。",
                ),
                (
                    "U.zh_signage#fixed",
                    "- [x] 开放时间牌的中文版做好了，Hannah 已经过塑，贴在正门右边。",
                ),
            ),
        ),
        searches=(
            ("10:45", "courier thursday"),
            ("13:15", "bed bug dvd"),
            ("13:20", "freezer thermometer"),
            ("13:22", "冰柜 72小时"),
            ("15:35", "中文订单 比例"),
            ("15:40", "中文 开放时间"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 2 Oct
    Day(
        "2026-10-02",
        notes=(
            sec(
                "09:00",
                "Week four recap",
                (
                    "F.naloxone",
                    "Monday's overdose: Dev did it right — 911, then naloxone from the desk "
                    "drawer. Hannah restocked the kit from the spare box.",
                ),
                (
                    "F.room_booking",
                    "Meeting room: the form and 48 hours' notice, no walk-ins (we turned away "
                    "a tutoring company on Tuesday).",
                ),
                (
                    "F.photo_consent",
                    "Photos: nothing goes on the branch Instagram with a patron in it unless "
                    "there's a signed consent form; never children's faces.",
                ),
                ("F.lock_up", "Still two staff on every close, weekends included."),
                (
                    "F.holds_shelf",
                    "Holds: 7 days on the shelf; no extensions at the desk.",
                ),
            ),
            sec(
                "11:30",
                "Weekly report to Central (sent)",
                (
                    "N",
                    "Week of 28 Sep — Millbrook (closed 30 Sep)\n"
                    "- Gate count: 2,140\n"
                    "- Circulation: 3,877 checkouts\n"
                    "- Holds filled: 301\n"
                    "- Programs: 5, 118 attendees\n"
                    "- Incidents: 1 (medical, 28 Sep, report filed)\n"
                    "- Facilities: kids' area ceiling patched; FAC-3402 open",
                ),
            ),
            sec(
                "14:00",
                "佳怡",
                (
                    "N",
                    "下周六作者讲座的海报做了两个版本，一张中文一张英文，贴在门口和电梯旁边。",
                ),
                ("N", "今天天气很好，午饭去公园吃的。"),
            ),
        ),
        transcripts=(
            chat(
                "15:30",
                "plain",
                "saturday-handover",
                u("Jiayi's doing Saturday with Dev. anything she should know?"),
                a(
                    "From the notes: if a child under 10 turns up without a caregiver, phone "
                    "the number on the card; at closing, if nobody comes within 15 minutes, "
                    "call the RCMP non-emergency line and a staff member waits with the child.",
                    "F.kids_under10",
                ),
                a(
                    "And the close needs both of them — walking the building together before "
                    "the alarm.",
                    "F.lock_up",
                ),
                u("yes. and the float count. 150 back in the drawer", "F.float"),
                a(
                    "Noted: she counts the till back to $150 and the rest goes in the deposit "
                    "bag in the safe.",
                    "F.float",
                ),
            ),
        ),
        searches=(
            ("09:05", "recap rules week four"),
            ("11:35", "gate count september"),
            ("15:32", "child under 10 no caregiver"),
            ("15:34", "saturday close"),
            ("15:36", "float count"),
        ),
    ),
]
