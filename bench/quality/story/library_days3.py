"""The library story, 3–14 October 2026: Jiayi's Saturday with a girl whose grandmother had
gone out, a handbook paragraph on privacy, a man who looked like one in the red binder, a hold
pulled after eight days, the Friends and the council minutes again, Anjali's visit, the
Thanksgiving weekend, and Priya's first day with the rules on one sheet."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    # ------------------------------------------------------------------ Sat 3 Oct
    Day(
        "2026-10-03",
        notes=(
            sec(
                "12:10",
                "佳怡 — 周六",
                (
                    "F.kids_under10",
                    "中午儿童区有个大概七岁的小女孩，家长不在馆里。规定是10岁以下的孩子必须有"
                    "大人在馆里陪着。我打了她借书证上的电话，她奶奶十分钟后就回来了。",
                ),
                ("N", "周六人很多，两点前还书车满了两次。"),
            ),
            sec(
                "17:20",
                "佳怡 — 闭馆",
                (
                    "F.float",
                    "钱箱数回到150加元，多出来的 $64.10 放进存款袋锁进保险柜，现金表 Dev 和我"
                    "都签了字。",
                ),
                (
                    "F.lock_up",
                    "和 Dev 两个人一起闭馆：洗手间、两个自习室、后面的书库都走了一遍，然后才"
                    "设警报。",
                ),
            ),
        ),
        searches=(
            ("12:15", "10岁以下 孩子"),
            ("12:20", "孩子 没有家长"),
            ("12:25", "kids alone policy"),
            ("17:22", "float deposit"),
            ("17:25", "两个人 闭馆"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 4 Oct
    Day(
        "2026-10-04",
        notes=(
            sec(
                "20:00",
                "Handbook draft",
                (
                    "F.privacy",
                    "Handbook paragraph on privacy, draft: 'A patron's borrowing record — what "
                    "they have out, what they've had, what's on hold — belongs to them. We "
                    "don't share it with family, employers or the police without a court "
                    "order. Every request goes to the branch manager.'",
                ),
                ("N", "Long walk round Deer Lake, the leaves are turning."),
            ),
        ),
        searches=(
            ("20:05", "privacy borrowing record police"),
            ("20:08", "handbook draft"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 5 Oct
    Day(
        "2026-10-05",
        notes=(
            sec(
                "10:30",
                "佳怡 — 禁入的读者",
                (
                    "F.trespass",
                    "上午有个人在电脑区大声骂人，我觉得他像红色文件夹里被禁入的那位。按规定："
                    "先翻文件夹对照片，不自己上去跟他说，打电话给 Ruth。Ruth 过来确认不是同一个"
                    "人，只是提醒他小声点。",
                ),
            ),
            sec(
                "11:40",
                "Desk",
                (
                    "F.desk_cover",
                    "Hannah went to the workroom without calling 204 and a patron stood at an "
                    "empty desk for five minutes. Reminded her: the desk is never left empty "
                    "while we're open — call 204 first and wait for cover.",
                ),
                (
                    "Q.photo_wide",
                    "Jiayi wants to post a wide shot of the crowd at Saturday's author talk, "
                    "taken from the back of the room — no faces visible. Is that all right for "
                    "Instagram, or does it still need the forms?",
                ),
                (
                    "U.rotate_key#fixed",
                    "- [x] Tom rotated the Koha API key; the old one is revoked, the new one "
                    "lives only in his password manager.",
                ),
            ),
            sec(
                "16:00",
                "Notes",
                (
                    "T.gate_counter",
                    "I suspect the new door counter is counting strollers twice — 612 on a "
                    "Monday is not real.",
                ),
                (
                    "N",
                    "Tom's check on the catalogue being slow this afternoon:\n"
                    "```\n"
                    "$ ping -c 3 koha.mrl.example\n"
                    "64 bytes from 10.40.2.15: icmp_seq=1 ttl=62 time=41.2 ms\n"
                    "64 bytes from 10.40.2.15: icmp_seq=2 ttl=62 time=39.8 ms\n"
                    "64 bytes from 10.40.2.15: icmp_seq=3 ttl=62 time=212 ms\n"
                    "```",
                ),
            ),
        ),
        searches=(
            ("10:35", "红色文件夹 禁入"),
            ("10:40", "banned patron what to do"),
            ("11:45", "desk empty 204"),
            ("11:50", "crowd photo instagram"),
            ("11:52", "api key rotated"),
            ("16:05", "door counter"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 6 Oct
    Day(
        "2026-10-06",
        notes=(
            sec(
                "09:30",
                "A hold pulled",
                (
                    "F.holds_shelf",
                    "Mrs Tran was upset her hold had been pulled — it had sat 8 days. Explained "
                    "that holds wait 7 days on the shelf from the notice and then go to the "
                    "next person. Put her back at the top of the queue this once.",
                ),
            ),
            sec(
                "10:35",
                "Courier",
                ("F.courier", "Courier Tuesday, 10:30 on the dot. Bins by the door by 10."),
            ),
            sec(
                "14:00",
                "Friends",
                (
                    "F.local_history",
                    "Margaret asked again about the old council minutes for the book sale. "
                    "Same answer: the local history collection is never weeded and never "
                    "sold. Offered her the 400 discards from the 900s instead, and she was "
                    "happy with that.",
                ),
                (
                    "U.vol_checks",
                    "- [ ] two new Friends volunteers (Olive and Raj) still need their criminal "
                    "record checks back before they can work the sale.",
                ),
                (
                    "N",
                    "佳怡：会话角的 Lily 问怎么在手机上借电子书，我教她装了 Libby，她很高兴。",
                ),
                (
                    "U.holds_printer#fixed",
                    "- [x] box of slip printer rolls arrived, 24 rolls in the supply cupboard.",
                ),
            ),
        ),
        searches=(
            ("09:35", "hold pulled after 8 days"),
            ("10:40", "courier tuesday"),
            ("14:05", "local history friends sale"),
            ("14:10", "volunteer record check"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 7 Oct
    Day(
        "2026-10-07",
        notes=(
            sec(
                "14:30",
                "佳怡 — 会话角",
                ("N", "今天会话角来了22个人，创纪录。有一位是从乌鲁木齐来的医生。"),
                (
                    "F.photo_consent",
                    "有位读者问能不能拍会话角的照片发朋友圈。她自己发可以；但分馆 Instagram "
                    "上的照片，一定要先让照片里的人签同意书。",
                ),
            ),
            sec(
                "16:30",
                "Notes",
                ("N", "Cold and clear, 8° this morning, first frost on the cars."),
                ("U.hvac", "Room B at 27° again; taped a note on the thermostat for Greg."),
            ),
        ),
        transcripts=(
            chat(
                "10:30",
                "claude",
                "会议室和统计",
                u("下周三会话角想借会议室开一次大的，要怎么订？"),
                a(
                    "会议室只能通过网上表格预订，至少提前48小时，不接受现场预订。下周三的话，"
                    "现在提交完全来得及。",
                    "F.room_booking",
                ),
                u("好。还有，会话角的人数我每次都填统计表，对吧？", "F.program_stats"),
                a(
                    "对，每个活动都要当天把出席人数填进活动统计表，总馆用它做给市里的季度报告。",
                    "F.program_stats",
                ),
                u("明白，谢谢。"),
            ),
        ),
        searches=(
            ("10:32", "会议室 怎么订"),
            ("10:35", "统计表 人数"),
            ("10:37", "program attendance sheet"),
            ("14:35", "照片 同意书 instagram"),
            ("16:35", "study room B hot"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 8 Oct
    Day(
        "2026-10-08",
        notes=(
            sec(
                "10:10",
                "佳怡 — 物流",
                (
                    "F.courier",
                    "周四物流车10:25到，周转箱九点五十就捆好放在后门了。",
                ),
            ),
            sec(
                "13:40",
                "佳怡 — 修书",
                (
                    "F.no_tape",
                    "下午跟 Pat 学修书。她说绝对不能用透明胶：胶带会发黄，撕下来的时候会把书脊"
                    "一起扯坏。破损的书放进修补箱，每周四她统一用专门的书胶修。",
                ),
                (
                    "U.flyers#fixed",
                    "- [x] 读书挑战的海报已经贴好了，前台放了200张传单。",
                ),
            ),
            sec(
                "16:00",
                "Notes",
                (
                    "T.tag_stripping",
                    "Two more manga came back with the RFID tags peeled off. Still only a "
                    "hunch that it's one person.",
                ),
                ("N", "Gate count 421. Thursday evening, quiet after 6."),
            ),
        ),
        searches=(
            ("10:15", "物流车 周四"),
            ("10:18", "courier bins by 10"),
            ("13:45", "mending sticky tape"),
            ("13:50", "reading challenge flyers"),
            ("16:05", "manga tags"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 9 Oct
    Day(
        "2026-10-09",
        notes=(
            sec(
                "09:00",
                "Week five recap",
                (
                    "F.bedbugs",
                    "Bed bugs: three returns this autumn, all caught, bagged and into the "
                    "freezer for 72 hours. Keep an eye on the returns.",
                ),
                (
                    "F.privacy",
                    "Privacy: three requests this month for someone else's borrowing record "
                    "(a husband, a mother, a dad). All refused and sent to me — nobody gets "
                    "another patron's record without a court order, police included.",
                ),
                (
                    "F.trespass",
                    "Bans: check the red binder, don't approach, call me. Jiayi did exactly "
                    "that on Monday.",
                ),
                (
                    "F.no_tape",
                    "Mending: no sticky tape; Pat repairs out of the mending bin on Thursdays.",
                ),
                ("F.desk_cover", "Desk: ext. 204 before you step away from it, every time."),
            ),
            sec(
                "11:00",
                "Anjali's visit",
                (
                    "N",
                    "Anjali here 10–11: looked at the patched ceiling in the kids' area and the "
                    "holds shelf, had a coffee with Jiayi about the Chinese order.",
                ),
                (
                    "F.zh_split",
                    "She asked why not 70/30, given the survey. Answer: the October order is "
                    "60 simplified / 40 traditional and it stays there for at least a year — "
                    "the traditional readers are our most regular borrowers.",
                ),
            ),
            sec(
                "11:30",
                "Weekly report to Central (sent)",
                (
                    "N",
                    "Week of 5 Oct — Millbrook\n"
                    "- Gate count: 2,902 (door counter suspect)\n"
                    "- Circulation: 4,955 checkouts\n"
                    "- Holds filled: 389\n"
                    "- Programs: 7, 164 attendees (ESL circle record 22)\n"
                    "- Facilities: FAC-3402 open\n"
                    "- Closed Sun 11 and Mon 12 Oct (Thanksgiving)",
                ),
            ),
        ),
        searches=(
            ("09:05", "week five recap"),
            ("09:10", "bed bugs how many"),
            ("09:12", "borrowing record request"),
            ("11:05", "chinese split anjali"),
            ("11:35", "weekly report october"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 10 Oct
    Day(
        "2026-10-10",
        notes=(
            sec(
                "10:20",
                "Saturday — Dev",
                ("N", "Dev and Hannah. Thanksgiving weekend, quiet all morning."),
                ("N", "Book drop: 41 items at opening."),
            ),
            sec(
                "17:10",
                "Close",
                ("F.float", "Float back to $150, $48 into the deposit bag, safe, cash sheet."),
                (
                    "F.lock_up",
                    "Did the close with Hannah, two of us through the building before the "
                    "alarm. Shut Sunday and Monday for Thanksgiving.",
                ),
            ),
        ),
        searches=(
            ("10:25", "thanksgiving hours"),
            ("17:12", "float"),
            ("17:14", "lock up two"),
            ("17:16", "Thanksgiving closed"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 11 Oct
    Day(
        "2026-10-11",
        notes=(
            sec(
                "19:00",
                "Sunday",
                ("N", "Turkey at my sister's in Langley. Far too much pie."),
                (
                    "N",
                    "Priya starts Tuesday. Must remember her Koha login and a fob.",
                ),
            ),
        ),
        searches=(("19:05", "priya start tuesday"),),
    ),
    # ------------------------------------------------------------------ Mon 12 Oct
    Day(
        "2026-10-12",
        notes=(
            sec(
                "15:00",
                "Thanksgiving",
                (
                    "N",
                    "Branch shut for Thanksgiving. I'll go through the rules with Priya on "
                    "Tuesday and have the agent draft her one-page sheet.",
                ),
                ("U", "- [ ] Priya: Koha staff account, staff door fob, key to the workroom"),
            ),
        ),
        transcripts=(
            chat(
                "15:20",
                "openclaw",
                "long-weekend-van",
                u(
                    "we're shut today and tomorrow is Priya's first morning. does the Hub van "
                    "still come on the Tuesday after a long weekend?"
                ),
                a(
                    "Your notes don't mention any holiday change, so I'd plan on the usual: the "
                    "courier runs Tuesday and Thursday mornings, Len pulling in at about half "
                    "past ten. The outgoing transit bins need to be full, labelled and strapped "
                    "at the back door before ten o'clock — anything not there when he arrives "
                    "misses the van.",
                    "F.courier",
                ),
                u("ok. I'll show Priya the bins myself before we open, she can help pack them"),
                a("Sounds good. I'll put it at the top of tomorrow's list."),
            ),
        ),
        searches=(("15:05", "onboarding new staff rules"),),
    ),
    # ------------------------------------------------------------------ Tue 13 Oct
    Day(
        "2026-10-13",
        notes=(
            sec(
                "10:30",
                "Courier",
                (
                    "F.courier",
                    "Courier Tuesday — showed Priya the transit bins: packed, labelled, "
                    "strapped, by the back door by 10.",
                ),
            ),
            sec(
                "12:00",
                "Priya's first day",
                (
                    "N",
                    "Priya Nair, auxiliary, three days a week. Shadowing Dev on the desk this "
                    "afternoon.",
                ),
                (
                    "F.photo_consent",
                    "佳怡：Priya 问 Instagram 是谁在发。我告诉她平时是我发，照片里有读者的话，"
                    "一定要先签拍照同意书；小朋友的脸一律不拍。",
                ),
                (
                    "F.room_booking",
                    "Priya asked about the meeting room — showed her the online form and told "
                    "her: 48 hours ahead, no walk-in bookings.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "09:15",
                "openclaw",
                "onboarding",
                meta("Session started in /home/ruth/branch."),
                u(
                    "Priya starts today. give me the short version of the rules for her "
                    "sheet, one line each"
                ),
                tool("memory_search: 'rules for new staff' → 6 results"),
                a(
                    "Desk: never left empty while we're open — call ext. 204 and wait for cover.",
                    "F.desk_cover",
                ),
                a(
                    "Closing: two staff on every close; washrooms, study rooms and back stacks "
                    "walked together before the alarm.",
                    "F.lock_up",
                ),
                a(
                    "Holds: they wait 7 days on the holds shelf from the pickup notice, then "
                    "go to the next person.",
                    "F.holds_shelf",
                ),
                a(
                    "Privacy: never tell anyone what another patron has borrowed or has on "
                    "hold — family and police included; refer them to you.",
                    "F.privacy",
                ),
                a(
                    "Kids under 10 need a caregiver in the building; at closing, 15 minutes, "
                    "then the RCMP non-emergency line.",
                    "F.kids_under10",
                ),
                a("Bed bugs: sealed bag, workroom freezer, 72 hours.", "F.bedbugs"),
                u("also the red binder and the naloxone. and the tape thing. and local history"),
                a(
                    "Bans: only you or the PIC issue them; the list with photos is in the red "
                    "binder under the circ desk — check it, call, don't confront.",
                    "F.trespass",
                ),
                a("Naloxone: circ desk drawer; call 911 first, then give it.", "F.naloxone"),
                a(
                    "Mending: never sticky tape — damaged items into the mending bin for Pat.",
                    "F.no_tape",
                ),
                a(
                    "Local history shelf: never weeded, never sold.",
                    "F.local_history",
                ),
                u("perfect. print that"),
            ),
        ),
        searches=(
            ("09:17", "rules for new staff"),
            ("09:20", "holds 7 days"),
            ("09:22", "bed bugs"),
            ("09:25", "naloxone 911"),
            ("09:27", "local history"),
            ("10:35", "transit bins"),
            ("12:05", "meeting room booking form"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 14 Oct
    Day(
        "2026-10-14",
        notes=(
            sec(
                "10:00",
                "佳怡 — 给 Priya 的说明",
                (
                    "F.local_history",
                    "Priya 问地方史那一架的书为什么都那么旧。我告诉她：地方史的书永远不剔旧，"
                    "也不拿去义卖，很多是唯一的一本。",
                ),
                (
                    "F.desk_cover",
                    "还有前台：开馆的时候前台不能空着，要离开先打分机204叫人来顶。",
                ),
                (
                    "F.holds_shelf",
                    "预约的书在预约架上放七天，过了七天就转给排在后面的人。",
                ),
            ),
            sec(
                "15:00",
                "Notes",
                (
                    "U.hvac",
                    "Study room B still 27° in the afternoon; FAC-3402 has had no reply in "
                    "three weeks.",
                ),
                ("N", "Gate count 433."),
            ),
        ),
        transcripts=(
            chat(
                "16:30",
                "plain",
                "订单到货",
                u(
                    "Pacific Books 的十月订单先到了十二箱。简体和繁体还是按六四分对吧？",
                    "F.zh_split",
                ),
                a(
                    "对，十月起中文馆藏预算是简体60%、繁体40%，Ruth 说至少保持一年。",
                    "F.zh_split",
                ),
                u("好的，我下周开始编目。"),
            ),
        ),
        searches=(
            ("10:05", "地方史 剔旧"),
            ("10:08", "前台 离开"),
            ("10:10", "预约书 几天"),
            ("10:12", "photo consent form"),
            ("15:05", "study room B"),
            ("16:32", "简体 繁体 六四"),
        ),
    ),
]
