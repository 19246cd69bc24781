"""The theatre story, 2027-04-11 … 04-22: the program goes to print, the wash rota, the lighting
desk that lost its file, the hazer and Ken's condition, tech weekend, the dresses and a new call
time."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    Day(
        "2027-04-11",
        notes=(
            sec(
                "19:00",
                "Week 2 recap",
                (
                    "F.refund",
                    "- box office: no refunds; exchanges now up to 24 h before curtain (was 48)",
                ),
                ("F.report", "- rehearsal report out by 9 am, every rehearsal day"),
                (
                    "F.minors",
                    "- kids go home only with a parent or a name on the pickup list, signed out "
                    "by the chaperone",
                ),
                (
                    "U.program",
                    "- program still has to go to Inkwell tomorrow — proof not finished",
                ),
                (
                    "X.call_630",
                    "- show days: call 6:30 for the 7:30 curtain, per Gordon's calendar",
                ),
                (
                    "F.gordon_notes",
                    "- Gordon never stops a run; notes at the end, in the house",
                ),
                ("N.sales", "- presales 248 sold, mostly opening and the Sunday matinee"),
                ("N", "- Eli's hip: bruised, fighting again at half speed"),
            ),
        ),
        transcripts=(
            chat(
                "19:30",
                "claude",
                "program-proof",
                u("Proof the program with me. I'll paste it page by page.", "U.program"),
                tool("program_v3.pdf: 12 pages, 1 cover"),
                a(
                    "Page 4: 'Banqo' should be 'Banquo'. Page 7: Zhou Min's bio has no title for "
                    "the Firehall show. Page 9: the Lions Club logo is the old one."
                ),
                u("Fix those three, I'll send the rest tomorrow morning."),
                a("Fixed in v4. Pages 10–12 still to proof."),
            ),
        ),
        searches=(
            ("19:10", "week 2 recap"),
            ("19:20", "exchange 24 hours"),
            ("19:25", "排练报告 几点"),
            ("19:35", "program proof errors"),
            ("19:40", "Gordon notes preference"),
        ),
    ),
    Day(
        "2027-04-12",
        notes=(
            sec(
                "10:00",
                "Program",
                (
                    "U.program#fixed",
                    "Inkwell has the final program PDF as of 9:40 — 400 copies, ready Thursday the 22nd. "
                    "Marguerite picks them up.",
                ),
                ("N", "Final page count 12 + cover. Cost $386, Lions Club paying half."),
            ),
            sec(
                "14:00",
                "Wardrobe",
                (
                    "F.laundry",
                    "Rosa posted the wash rota on the wardrobe door. Base layers (shirts, shifts, "
                    "tights) are washed after every performance, cold, then hung on the rack in "
                    "the laundry room — nothing goes in the dryer, because the hand-dyed linen "
                    "shrinks a size. Nights: Thu Rosa, Fri and Sat Xiulan, Sun Beth's mum.",
                ),
                (
                    "F.comps",
                    "Marguerite's reminder to the company: comp requests are two per company "
                    "member, names to her by the Wednesday before the performance.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "plain",
                "xiulan-laundry",
                u("洗衣的排班我看到了，周五和周六我来洗。用什么洗衣液？"),
                a(
                    "用 Rosa 放在洗衣房的那瓶无香型的。记住：演出后冷水洗，晾在架子上，不能进"
                    "烘干机，手染的亚麻会缩水。",
                    "F.laundry",
                ),
                u("明白，冷水，不烘干。"),
            ),
        ),
        searches=(
            ("10:10", "program at printer"),
            ("14:10", "wash rota wardrobe"),
            ("14:20", "comp requests deadline"),
            ("15:10", "洗衣 烘干机"),
        ),
    ),
    Day(
        "2027-04-13",
        notes=(
            sec(
                "12:00",
                "周敏 — 灯光",
                ("N", "今天下午对光：上场口 boom 的两个灯换了色片，L201 换成 L202。"),
                (
                    "F.desk_backup",
                    "控台今天死机了一次，重启以后我上周做的 show file 没有了，只好用我家里电脑上的"
                    "旧版本。从今天开始：每次用完控台都要存档，并且备份到 U 盘（挂在控台旁边那个"
                    "红色的），谁用谁备份。",
                ),
                (
                    "U.dimmer",
                    "14 路（左边 boom 那一路）一直在闪烁，不知道是调光模块还是灯泡的问题，要找 "
                    "Dave 看一下。",
                ),
                ("S.lx_admin", "控台管理员密码：Hecate_3390!（只给 Hannah 和 Dave）"),
                (
                    "F.report",
                    "灯光的问题我每天晚上发给 Hannah，她的排练报告早上九点前发给大家。",
                ),
            ),
            sec(
                "22:30",
                "Rehearsal report — Tue 13 Apr",
                ("N", "- Act 4 run twice. Leo's death scene: Gordon wants it quieter."),
                (
                    "F.minors",
                    "- Ava's grandmother came for her at 9:50. She's on the pickup list; Xiulan "
                    "checked and signed Ava out at the stage door.",
                ),
                (
                    "F.peanut",
                    "- Someone left a bag of trail mix in the green room — cashews and peanuts. "
                    "Binned it and reminded everyone: Tom's allergy, no nuts in the building.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "23:00",
                "claude",
                "lx-desk",
                u("Zhou Min says the lighting desk lost her file. What do I tell the crew?"),
                a(
                    "Her rule from today: after every session the desk's show file is saved and "
                    "backed up to the red USB stick hanging by the desk — whoever used the desk "
                    "does it.",
                    "F.desk_backup",
                ),
                u("Put it in the report under Lighting."),
                a("Added."),
            ),
        ),
        searches=(
            ("12:10", "控台 备份"),
            ("12:20", "14路 闪烁"),
            ("22:40", "trail mix nuts green room"),
            ("23:05", "lighting desk backup rule"),
            ("23:10", "Ava grandmother pickup"),
        ),
    ),
    Day(
        "2027-04-14",
        notes=(
            sec(
                "16:00",
                "Hazer",
                (
                    "U.hazer_return",
                    "Picked up the hazer from Pacific Stage Rentals (MDG ATMe, three-week rental, "
                    "$240). It has to go back by Tuesday 4 May or they bill another week.",
                ),
                (
                    "F.alarm_bypass",
                    "Ken's condition for haze in his hall: no haze until he has put the smoke "
                    "detectors in bypass at the panel, and he restores them at curtain down. A "
                    "false alarm brings the fire department and a $500 bill to the Players.",
                ),
            ),
            sec(
                "22:40",
                "Rehearsal report — Wed 14 Apr",
                ("N", "- Acts 1–2 run. 1 h 07. Zhou Min focusing from the booth the whole time."),
                (
                    "F.fly",
                    "- Farah untied a rope on the lock rail 'to help' during the break. Dave "
                    "caught it in time. Only Dave or Marcus runs the fly system. Nobody else "
                    "touches the lock rail, not even to lean on it!",
                ),
                ("N", "- Beth's crown is too big; Rosa is padding it."),
            ),
        ),
        transcripts=(
            chat(
                "17:00",
                "plain",
                "xiulan-leo-fever",
                u("Leo 今天有点发烧，今晚可能不能来排练，我应该告诉谁？"),
                a(
                    "发短信给 Hannah 就行：604-555-0142。迟到或者来不了都发给她，不要发给 "
                    "Gordon，也不要发在群里。",
                    "F.late_text",
                ),
                u("好，我现在就发。"),
            ),
            chat(
                "23:00",
                "claude",
                "tech-notes",
                u("Put Ken's hazer rule and tonight's rope business in the tech notes."),
                a(
                    "Added: no haze until Ken has the smoke detectors in bypass; he puts them "
                    "back at curtain down. A false alarm costs the Players $500.",
                    "F.alarm_bypass",
                ),
                a(
                    "And: the fly system is Dave's and Marcus's alone — nobody else touches the "
                    "lock rail or a line set, for any reason.",
                    "F.fly",
                ),
                u("Bold the second one."),
            ),
        ),
        searches=(
            ("16:10", "hazer rental return"),
            ("16:20", "smoke detector bypass"),
            ("22:45", "lock rail rope"),
            ("22:50", "Farah lock rail"),
            ("22:55", "Beth crown"),
        ),
    ),
    Day(
        "2027-04-15",
        notes=(
            sec(
                "09:00",
                "Tech week schedule",
                (
                    "N.tech_schedule",
                    "- Sat 17: Tech rehearsal at 18:00 in the main hall, cue-to-cue Acts 1–3",
                ),
                (
                    "N.tech_schedule",
                    "- Sun 18: tech from 12:00, cue-to-cue Acts 4–5, then stop-and-go",
                ),
                (
                    "N.tech_schedule",
                    "- Tue 20: first dress, go at 7:00 sharp; Wed 21: second dress and photos",
                ),
                (
                    "N.tech_schedule",
                    "- Thu 22: final dress with an invited audience (Cedar Lodge seniors)",
                ),
                ("X.call_630", "Call for all three dresses: 6:30, same as for the shows."),
            ),
            sec(
                "22:45",
                "Run-through report — Thu 15 Apr",
                ("N", "- First full run: 2 h 24 including a 15-minute interval."),
                (
                    "F.gordon_notes",
                    "- Gordon held every note until the end — not one stop in 2 h 24. Notes in "
                    "the house at 21:35; written ones emailed at 23:00.",
                ),
                (
                    "T.extra_show",
                    "- Gordon wondered aloud about an extra show on Wednesday 28th if sales hold. "
                    "Nothing decided.",
                ),
                (
                    "T.claire_voice",
                    "- Claire sounded rough in the sleepwalking scene. Hope it isn't a cold.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "23:00",
                "openclaw",
                "run-report",
                meta("Bootstrap: workspace notes loaded (memory/2027-04-15.md)."),
                u("Turn my run notes into the report and schedule it."),
                a(
                    "Scheduled for 8:30 tomorrow — comfortably inside Gordon's 9 am deadline for "
                    "the report.",
                    "F.report",
                ),
                u("Does Gordon want the notes in it too?"),
                a(
                    "No — he sends his own written notes after the run; the report only lists "
                    "department items."
                ),
            ),
        ),
        searches=(
            ("09:10", "tech rehearsal time"),
            ("09:20", "dress rehearsal call"),
            ("22:50", "first full run time"),
            ("23:05", "extra performance Wednesday"),
            ("23:10", "Claire voice"),
            ("23:15", "does Gordon stop runs"),
        ),
    ),
    Day(
        "2027-04-16",
        notes=(
            sec(
                "11:00",
                "Rigging",
                (
                    "U.rigging#fixed",
                    "Northline's rigger (Sandeep) spent the morning on the grid. All 14 line sets "
                    "passed; the certificate went to Ken and the insurer at 11:20.",
                ),
                (
                    "N",
                    "Sandeep says the Birnam pipe is the heaviest they've seen in a church hall.",
                ),
            ),
            sec(
                "23:30",
                "Late",
                (
                    "F.ghost_light",
                    "Dave and I were last out at 23:20. Ghost light on, downstage centre, as "
                    "always — it burns all night.",
                ),
                ("U.stage_door", "Stage door still sticks; had to lean on it to make it catch."),
            ),
        ),
        transcripts=(
            chat(
                "14:00",
                "claude",
                "refund-reply",
                u(
                    "Patron email: she's double-booked on opening night and wants her money back. "
                    "Reply nicely."
                ),
                a(
                    "Draft: \"We're sorry you can't make opening night. We don't give refunds, "
                    "but we'd be glad to exchange your tickets into any other performance — that "
                    "can be done up to 24 hours before curtain. Just reply with the date you'd "
                    'like."',
                    "F.refund",
                ),
                u("Send it from the box office inbox."),
                tool("mail: sent from boxoffice@alderplayers.ca 14:09"),
                a("Sent at 14:09."),
            ),
        ),
        searches=(
            ("11:10", "rigger certificate"),
            ("14:10", "refund request opening night"),
            ("14:20", "exchange ticket policy"),
            ("23:35", "ghost light left on"),
        ),
    ),
    Day(
        "2027-04-17",
        notes=(
            sec(
                "12:00",
                "周敏",
                ("U.dimmer#fixed", "Dave 换了一个新的调光模块，14 路不再一闪一闪了。"),
                (
                    "F.desk_backup",
                    "再说一次：每次对完光、每次技排结束，都要把 show file 存到 U 盘里备份，存两份。",
                ),
                (
                    "F.fly",
                    "三号吊杆要升降的话只有 Dave 和 Marcus 能操作，我调逆光也得找他们，别人不能碰。",
                ),
                (
                    "T.truss",
                    "后区的桁架可能太低了，逆光打不到演员头顶，待确认，明天量一下。",
                ),
            ),
            sec(
                "23:00",
                "Tech day 1",
                (
                    "N.cue_list",
                    "Act 1 cues as they stand:\n"
                    "```\n"
                    "LX 1    preset, house full\n"
                    "LX 2    house to half        SQ A  wind bed\n"
                    "LX 3    house out, storm     SQ B  thunder 1\n"
                    "LX 4    witches, green wash  (haze)\n"
                    "LX 7    Duncan's camp\n"
                    "LX 12   Inverness exterior   SQ D  bagpipe far\n"
                    "```",
                ),
                (
                    "F.daggers",
                    "Knives at tech: Priya hands them out from the locked cabinet SL at places and "
                    "signs each back in at the interval and at the end.",
                ),
                ("N", "Ran 6 pm to 11:15 and got to 3.4. Zhou Min wants an hour alone tomorrow."),
                (
                    "N",
                    "Tonight only: no drinks at all in the booth, not even water — Ken's new "
                    "carpet went down this afternoon and the glue is still soft.",
                ),
            ),
        ),
        searches=(
            ("12:10", "dimmer 14 fixed"),
            ("12:20", "桁架 高度"),
            ("23:10", "cue list act 1"),
            ("23:15", "dagger handout tech"),
            ("23:20", "tech day progress"),
        ),
    ),
    Day(
        "2027-04-18",
        notes=(
            sec(
                "14:00",
                "Tech day 2",
                ("N", "Cue-to-cue 4–5 done by 16:40, then stop-and-go to the end."),
                ("N", "Lunch: Xiulan's scallion pancakes, gone in four minutes."),
            ),
            sec(
                "22:00",
                "周敏",
                (
                    "F.gordon_notes",
                    "Gordon 从来不在跑戏的时候停下来，笔记都是结束后在观众席给。灯光的意见我也等到"
                    "最后再说。",
                ),
                ("N", "后区终于量了：离地 5.8 米。"),
            ),
            sec(
                "21:00",
                "Week 3 recap",
                (
                    "F.desk_backup",
                    "- LX desk: save and back up the show file to the red USB after every session "
                    "(Zhou Min's rule since the crash)",
                ),
                ("F.fight_call", "- fight call before every performance, Eli leads"),
                ("F.late_text", "- late or absent: text me, not Gordon"),
                ("X.call_630", "- call 6:30 for the dresses and shows"),
                ("U.hazer_return", "- hazer goes back to Pacific by 4 May"),
                ("U.stage_door", "- stage door still doesn't latch on its own"),
                ("F.alarm_bypass", "- haze only after Ken has the detectors in bypass"),
            ),
        ),
        transcripts=(
            chat(
                "16:50",
                "plain",
                "xiulan-wings",
                u("孩子们在侧台等上场的时候可以吃零食吗？Leo 老是饿。"),
                a(
                    "不行：舞台上和侧台只能喝水，要用有盖子的水瓶；吃的喝的都放在休息室。地板刚"
                    "刷过漆，戏服也是租来的。",
                    "F.water_only",
                ),
                u("那 Leo 想把道具匕首带回家练习，可以吗？"),
                a(
                    "也不可以：匕首都锁在舞台左侧的道具柜里，钥匙在 Priya 那里，每次借出和归还都"
                    "要登记，不能带出大楼。",
                    "F.daggers",
                ),
            ),
        ),
        searches=(
            ("14:10", "cue to cue progress"),
            ("21:10", "week 3 recap"),
            ("21:15", "hazer bypass detectors"),
            ("21:20", "fight captain Eli"),
            ("21:25", "show file USB"),
            ("21:30", "迟到 找谁"),
        ),
    ),
    Day(
        "2027-04-19",
        notes=(
            sec(
                "10:00",
                "Box office",
                (
                    "U.scanner",
                    "The door scanner app won't sync with ShowTix: anything bought after 3 pm "
                    "yesterday shows as invalid. Marguerite has a support ticket open.",
                ),
                ("N.sales", "Sold 538 of 1,260 so far (43% of capacity)."),
                (
                    "F.comps",
                    "Crew asked again. Two comps each; Marguerite needs names by the Wednesday "
                    "before.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "11:00",
                "plain",
                "xiulan-tickets",
                u("我能要赠票给我爸妈吗？他们想看周六。"),
                a(
                    "可以：每位剧组成员有两张赠票，在周三之前把名字告诉 Marguerite 就行。",
                    "F.comps",
                ),
                u("还有，我妹妹买了周五的票，去不了，能退票吗？"),
                a(
                    "不能退款，但是可以换到别的场次，只要在开演前 24 小时之前换就可以。",
                    "F.refund",
                ),
                u("好，我让她换到下周四。"),
            ),
        ),
        searches=(
            ("10:10", "scanner app sync"),
            ("10:20", "ticket sales so far"),
            ("11:10", "赠票 几张"),
            ("11:20", "退票 换场"),
        ),
    ),
    Day(
        "2027-04-20",
        notes=(
            sec(
                "23:30",
                "First dress — report",
                ("N", "- House lights out 7:08, down 9:41. Interval 16 min."),
                (
                    "F.alarm_bypass",
                    "- Haze for the witches at 7:12. Ken had the detectors in bypass at 6:50 — "
                    "good, because the lobby one was blinking. The rule stands: no haze before "
                    "Ken says bypass is on.",
                ),
                (
                    "U.blood",
                    "- Stage blood: Claire's white nightgown came out of the wash pink. We need a "
                    "blood that actually comes out, before opening.",
                ),
                (
                    "F.fight_call",
                    "- Fight call at 6:58, squeezed into four minutes. Not good enough: it's "
                    "before every performance and it needs its fifteen.",
                ),
            ),
            sec(
                "23:45",
                "Decision — call time",
                (
                    "F.call_time",
                    "Company call moves to 6:00 pm from tomorrow, for the remaining dresses and "
                    "all seven shows. Tonight with the old call the witches' make-up took 50 "
                    "minutes and fight call got four. Gordon agreed at 23:40.",
                ),
                ("N", "Home at half midnight. Leftover sandwiches in the green room fridge."),
            ),
        ),
        transcripts=(
            chat(
                "23:55",
                "claude",
                "new-call",
                u("Tell the company the call is 6 now. Short."),
                a(
                    'Message: "From tomorrow, company call is 6:00 pm for every dress and every '
                    "show, half an hour earlier than before. Make-up and the fights need the "
                    'time. — Hannah"',
                    "F.call_time",
                ),
                u("Send it to the company list and pin it in the chat."),
                tool("mail: sent to company@alderplayers.ca 23:58"),
                a("Sent and pinned."),
            ),
        ),
        searches=(
            ("23:35", "first dress report"),
            ("23:40", "stage blood nightgown"),
            ("23:45", "costume washing dryer"),
            ("23:50", "new call time"),
            ("23:58", "haze detector lobby"),
        ),
    ),
    Day(
        "2027-04-21",
        notes=(
            sec(
                "09:00",
                "Morning",
                (
                    "F.report",
                    "First dress report went at 8:50. Gordon's 9 am rule held even with a 1 am "
                    "bedtime.",
                ),
                (
                    "F.call_time",
                    "Callboard: CALL 6:00 PM — EVERY SHOW. The old time crossed out in red.",
                ),
            ),
            sec(
                "23:00",
                "Second dress",
                (
                    "N.tech_schedule",
                    "- Photo call after the run: 5.8 fight, the banquet, sleepwalking — ten "
                    "minutes each.",
                ),
                (
                    "F.gordon_notes",
                    "- Gordon took notes through the whole dress and gave them at the end; "
                    "written notes by midnight.",
                ),
                ("U.stage_door", "- Stage door: Ken says a new closer is on order."),
                ("N", "- Down 9:36. Photos till 10:20."),
            ),
        ),
        transcripts=(
            chat(
                "17:00",
                "plain",
                "xiulan-photo-call",
                u("今天拍照会很晚，孩子们几点可以走？"),
                a(
                    "孩子们的镜头先拍，大概九点四十结束。规则不变：只交给家长或者接送名单上的人，"
                    "在后台门签字。",
                    "F.minors",
                ),
                u("明白。他们今天几点到？"),
                a("对，从今天起全体演员六点集合，比以前早半个小时。", "F.call_time"),
                u("Leo 也要参加打斗排练吗？他在 4.2 有被刺的戏。"),
                a(
                    "要。每场演出前都有打斗排练（fight call），六点四十五在台上，Leo 的那一段"
                    "也要过一遍。",
                    "F.fight_call",
                ),
            ),
        ),
        searches=(
            ("09:10", "call board 6:00"),
            ("17:10", "孩子 接送名单"),
            ("23:10", "photo call order"),
            ("23:15", "stage door still"),
            ("23:20", "Gordon written notes"),
        ),
    ),
    Day(
        "2027-04-22",
        notes=(
            sec(
                "12:00",
                "Pre-show checklist (for the run)",
                ("N", "- 17:30 SM in, work lights on, sign-in sheet on the callboard"),
                (
                    "F.daggers",
                    "- 17:45 Priya: daggers out of the locked cabinet SL, signed out on the sheet",
                ),
                ("F.call_time", "- 18:00 company call"),
                (
                    "F.fight_call",
                    "- 18:45 fight call on stage — before every performance, no exceptions",
                ),
                ("F.alarm_bypass", "- 19:00 Ken confirms the detector bypass before any haze"),
                ("N", "- 19:00 house opens on my word to Marguerite"),
                ("F.ghost_light", "- after: last one out leaves the ghost light on, centre stage"),
            ),
            sec(
                "23:30",
                "Final dress",
                ("N", "48 from Cedar Lodge. They laughed at the Porter, which is the point."),
                (
                    "F.peanut",
                    "Cedar Lodge brought cookies for the cast. Checked every tin for nuts before "
                    "it went into the green room — Tom's allergy.",
                ),
                ("N", "Marguerite brought the boxes in at six. They look great."),
            ),
        ),
        transcripts=(
            chat(
                "13:00",
                "claude",
                "desk-check",
                u("Zhou Min wants to know if the desk was saved after Sunday's tech."),
                a(
                    "Dave did, at 18:20 Sunday — two copies on the red USB. Her rule stands: save "
                    "the show file and back it up after every session.",
                    "F.desk_backup",
                ),
                u("Good. And where do the daggers live during the show, for the new crew kid?"),
                a(
                    "The daggers live in the locked cabinet stage left; Priya signs them out at 17:45 and back in "
                    "after the show. They never leave the building.",
                    "F.daggers",
                ),
            ),
        ),
        searches=(
            ("12:10", "preshow checklist"),
            ("12:20", "fight call time"),
            ("13:10", "desk backup after tech"),
            ("13:20", "匕首 放哪"),
            ("23:35", "cookies nuts Tom"),
            ("23:40", "final dress audience"),
        ),
    ),
]
