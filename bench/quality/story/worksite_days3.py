"""The worksite story, 27 May – 7 June 2026: the anemometer recalibrated, cameras on the gate,
a winter storm, the crane's monthly inspection, dockets again, a new padlock after the copper
went missing, Jayden's eye, the L5 pour done by the book and Gareth's month wrap."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    # ------------------------------------------------------------------ Wed 27 May
    Day(
        "2026-05-27",
        notes=(
            sec(
                "09:45",
                "Southern Cranes",
                (
                    "U.anemometer#fixed",
                    "- [x] Southern Cranes' tech recalibrated the anemometer on the jib "
                    "(it was reading about 12% low — so Thursday's 75 was really ~84). New cert "
                    "in the crane folder.",
                ),
                (
                    "N",
                    "He'll come back for the full monthly on Friday morning, weather permitting.",
                ),
            ),
            sec(
                "13:00",
                "Hamish",
                (
                    "N",
                    "Hamish's walk. Wants the L5 stair void covered with ply and screwed, not "
                    "just laid on. Done by 2.",
                ),
                (
                    "Q.grinder",
                    "Asked him about the cordless grinder on the balustrades — he said he'd "
                    "check with the company fire guy and get back to me. So still no answer.",
                ),
                (
                    "F.scaff_tag",
                    "Big blow forecast tomorrow. Reminded Apex: after a storm every scaffold "
                    "bay gets re-inspected and re-tagged before anyone steps on it, weekly "
                    "tag or not.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:20",
                "claude",
                "gate-cameras",
                meta("Session resumed in /home/wendy/merri-tools."),
                u(
                    "Volt put in the two gate cameras. I want to check the recorder stream "
                    "from the office laptop, is this the right format?"
                ),
                u(
                    "ffplay rtsp://admin:Halden2026cam@10.0.4.21:554/Streaming/Channels/101",
                    "S.cctv",
                ),
                tool("ffplay ... \nInput #0, rtsp, from 'rtsp://10.0.4.21:554/...': Duration: N/A"),
                a(
                    "That's the right shape and the stream opened. Main stream is 101, the "
                    "sub-stream 102 is lighter if the office Wi-Fi struggles. I'd change the "
                    "admin password from the one Volt set and make a viewer-only account for "
                    "the laptop."
                ),
                u("ok. the laneway camera shows the loose fence panel really well at least"),
            ),
        ),
        searches=(
            ("09:50", "anemometer calibration"),
            ("13:05", "scaffold after storm"),
            ("13:10", "grinder hot work Hamish"),
            ("16:25", "gate cameras recorder"),
            ("16:30", "laneway fence panel"),
            ("16:35", "CCTV password"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 28 May
    Day(
        "2026-05-28",
        notes=(
            sec(
                "08:15",
                "Storm",
                (
                    "N",
                    "Gusts to 90 at Essendon overnight. Two hoarding panels on Albion St "
                    "flat on the footpath, TC coned it off at 6:40.",
                ),
                (
                    "F.crane_wind",
                    "Crane weathervaning since knock-off yesterday, no lifts all day. Jib was "
                    "reading 80–95 from 7. Anything past 72 and it stays parked; Darren went "
                    "home at 10.",
                ),
                (
                    "U.portaloo",
                    "- [ ] portaloos weren't serviced yesterday (Wednesday's the day). Rang "
                    "Coates, they blame the storm.",
                ),
            ),
            sec(
                "11:20",
                "Scaffold",
                (
                    "F.scaff_tag",
                    "Apex here 10:30 to go round after the storm. Every scaffold bay red-tagged until "
                    "Mick's bloke signs each one; east side back to green by 11:15, north by "
                    "1. Don't touch a bay without a fresh tag.",
                ),
                (
                    "N",
                    "A sheet of shade cloth from L4 ended up in Mrs Petrakis's lemon tree. "
                    "Sione got it down with her blessing and a coffee.",
                ),
            ),
            sec(
                "15:30",
                "晓雯 — 大风",
                (
                    "F.crane_wind",
                    "今天大风，塔吊一整天没有吊。风速超过每小时72公里塔吊就必须停，Darren说了算，"
                    "谁也不能让他再多吊一钩。",
                ),
                (
                    "F.scaff_tag",
                    "脚手架：大风过后所有脚手架都要由Apex重新检查挂牌，没有新绿牌的那一跨不准上人。"
                    "下午北侧的绿牌才换好。",
                ),
                ("N", "JZ的人下午在五层做了点支撑，大部分人早走了。"),
            ),
        ),
        transcripts=(
            chat(
                "16:10",
                "plain",
                "storm-day",
                u("Write the diary summary for today — storm, no crane, scaffold reinspection."),
                a(
                    "Weather: NW gusts to 90 km/h, showers. Crane parked all day (gusts over "
                    "the limit from 07:00). Apex re-inspected every scaffold bay after the "
                    "storm; each was tagged green again before use — east by 11:15, north by "
                    "13:00. Two hoarding panels down on Albion St, reinstated 14:30.",
                    "F.scaff_tag",
                ),
                u("add headcount. jz 6, apex 3, halden 5. nobody else came in"),
                a(
                    "Added: JZ 6, Apex 3, Halden 5 — 14 on site. Deliveries: none, all "
                    "cancelled off the schedule yesterday."
                ),
                u("thanks"),
            ),
        ),
        searches=(
            ("08:20", "crane wind limit"),
            ("08:25", "portaloo service Coates"),
            ("11:25", "scaffold tag after storm"),
            ("15:35", "塔吊 大风 停"),
            ("15:40", "脚手架 挂牌"),
            ("16:12", "diary storm day"),
            ("16:20", "hoarding panels down Albion"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 29 May
    Day(
        "2026-05-29",
        notes=(
            sec(
                "09:00",
                "Crane monthly",
                (
                    "U.crane_inspection#fixed",
                    "- [x] crane monthly inspection done 7–8:45 by Southern Cranes, passed, "
                    "one slew brake pad to replace next month.",
                ),
                (
                    "U.portaloo#fixed",
                    "- [x] Coates serviced the portaloos at 8:20.",
                ),
            ),
            sec(
                "12:00",
                "Anna — invoices again",
                (
                    "F.dockets",
                    "Anna's been through May. Four dockets from the L4 pour never made it "
                    "into Procore and Metro Mix's statement is $7k more than what she can "
                    "match. Every docket, every truck, photographed into Procore the day it "
                    "comes in — she's not paying from my memory.",
                ),
                ("N", "Found two of them in the ute. One is in the washing machine, I think."),
            ),
            sec(
                "15:40",
                "Week 4 wrap",
                (
                    "N",
                    "- L5 formwork west done, east 30%\n- lost Thursday to the storm",
                ),
                (
                    "F.site_diary",
                    "- site diary up to date every day incl. the storm; headcount per trade "
                    "written in each one, Hamish checked it",
                ),
                (
                    "U.balcony_membrane",
                    "- L2 balcony membrane: Seal-Tite still haven't come back",
                ),
                ("U.rfi_window", "- RFI 14: architect says 'next week' for the third week"),
                (
                    "U.rotate_token",
                    "- Wendy to rotate that Procore token from the 6th, keeps slipping",
                ),
                ("N", "- Footy tipping: Sione leads, I'm second last"),
            ),
        ),
        transcripts=(
            chat(
                "12:30",
                "openclaw",
                "dockets",
                u("anna's on me about dockets again. what's the rule I wrote down"),
                a(
                    "Every delivery docket goes in the blue tray and gets photographed into "
                    "Procore the same day; head office pays nothing without one.",
                    "F.dockets",
                ),
                u("tell sione and wendy that again, every truck, same day"),
                a(
                    "Sent them both: 'Every docket from every truck into the blue tray and "
                    "photographed into Procore the same day, no exceptions — Anna can't pay "
                    "without it.'",
                    "F.dockets",
                ),
            ),
        ),
        searches=(
            ("09:05", "crane inspection passed"),
            ("12:05", "dockets Procore"),
            ("12:32", "docket rule"),
            ("15:45", "week 4 wrap"),
            ("15:50", "RFI 14 architect"),
            ("15:55", "footy tipping"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 30 May
    Day(
        "2026-05-30",
        notes=(
            sec(
                "10:20",
                "晓雯 — 周六",
                (
                    "S.vba",
                    "帮Gareth在建筑局网站上传L4的检查记录。我的账号 wendy.wang@haldenbuild.com.au，"
                    "密码 Xw@cd0917! ——下周记得改。",
                ),
                (
                    "N",
                    "今天JZ 8个人在五层东侧。晴天，9度，没风，塔吊一直在吊模板。",
                ),
                (
                    "F.site_diary",
                    "周六的施工日志照样写：天气、各工种人数、到货、延误都写上，五点以前交。",
                ),
            ),
        ),
        searches=(
            ("10:25", "建筑局 上传 检查记录"),
            ("10:30", "周六 施工日志"),
            ("10:35", "建筑局 密码"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 31 May
    Day(
        "2026-05-31",
        notes=(
            sec(
                "17:30",
                "Sunday",
                (
                    "N",
                    "Drove past at 4. Back fence panel by the laneway pushed in again, and a "
                    "roll of cable gone from the basement cage.",
                ),
                (
                    "T.copper",
                    "Pretty sure now it's the same people who took the copper. Maybe I'm "
                    "paranoid. Changing the padlock tomorrow anyway.",
                ),
            ),
        ),
        searches=(
            ("17:35", "missing copper fence"),
            ("17:40", "padlock Albion gate"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 1 Jun
    Day(
        "2026-06-01",
        notes=(
            sec(
                "07:20",
                "Toolbox",
                (
                    "F.toolbox",
                    "Toolbox 6:45 Monday, 27 signed. Topic: winter — slips on wet ply, "
                    "cold hands on the bars.",
                ),
                (
                    "F.radio",
                    "Second topic because it happened again Friday: the radio. Channel 18 "
                    "belongs to Darren and Kev. You want to talk about your lunch, 22.",
                ),
                (
                    "N",
                    "Zhou asked to say something at the end: thanks for the cake last week. "
                    "Nice of him.",
                ),
            ),
            sec(
                "09:10",
                "New starters",
                (
                    "F.induction",
                    "Two new Ironclad welders and a JZ carpenter. All three sat the site "
                    "induction with Wendy at 7:30 and their white cards are copied in the "
                    "register — then they went up, not before.",
                ),
                (
                    "S.padlock",
                    "New padlock on the Albion gate: 5-2-6-4. Old one cut off and binned. "
                    "Only me, Wendy, Sione and Darren have it.",
                ),
            ),
            sec(
                "14:30",
                "Afternoon",
                ("N", "L5 reo started on the west side. 12°C, showers."),
                (
                    "U.balcony_membrane",
                    "- [ ] chased Seal-Tite again for the L2 balcony waterproofing, 'Wednesday'.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "09:40",
                "plain",
                "new-starters-zh",
                u("今天来了三个新人，入场培训我做完了，需要在登记册里记哪些？"),
                a(
                    "每人记：姓名、公司、白卡号码和复印件、紧急联系人、培训日期和培训人。"
                    "按Gareth的规定，没做入场培训、没有白卡复印件的人不能开始干活。",
                    "F.induction",
                ),
                u("好的，三个人的白卡都复印了。"),
                a("那就可以让他们上去了。"),
            ),
        ),
        searches=(
            ("07:25", "toolbox winter"),
            ("07:30", "radio channel crane"),
            ("09:15", "new starters induction"),
            ("09:42", "入场培训 登记"),
            ("14:35", "Seal-Tite balcony"),
            ("14:40", "white card register new starters"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 2 Jun
    Day(
        "2026-06-02",
        notes=(
            sec(
                "08:30",
                "L5 pour booking",
                (
                    "F.delivery_booking",
                    "Friday's L5 pour is in the Gate Schedule: pump 7:00 set-up, first truck "
                    "7:30, every 12 min. All in by 3 pm today, three days ahead for once.",
                ),
                (
                    "T.pump_short",
                    "BigLine's dispatcher said they're short of 42 m boom pumps through June "
                    "because two are in for service. Might have to take a 36. Not confirmed.",
                ),
            ),
            sec(
                "13:40",
                "晓雯 — 送货单",
                (
                    "F.dockets",
                    "Anna说上个月有四张送货单没上传。我现在每天下午4点把蓝色托盘里的送货单全部拍照上传Procore，"
                    "当天的当天传完。",
                ),
                (
                    "N",
                    "五层钢筋今天到了两车，Steelpoint，按进场表的时间到的，没有堵路。",
                ),
            ),
        ),
        transcripts=(),
        searches=(
            ("08:35", "L5 pour trucks schedule"),
            ("08:40", "BigLine boom availability"),
            ("13:45", "送货单 上传"),
            ("13:50", "Steelpoint delivery L5"),
            ("14:00", "Gate Schedule 3pm cutoff"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 3 Jun
    Day(
        "2026-06-03",
        notes=(
            sec(
                "10:10",
                "Jayden",
                (
                    "N",
                    "9:20 Jayden got grit in his left eye cutting a bar end with glasses on "
                    "his head instead of his face. Sione flushed it with the new eyewash.",
                ),
                (
                    "F.injury_report",
                    "Done properly this time: reported to me within ten minutes, written in "
                    "the injury register by Sione before smoko, Jayden sent to the Brunswick "
                    "clinic to be checked. Small injury, same rule.",
                ),
            ),
            sec(
                "13:30",
                "Hamish",
                (
                    "F.exclusion",
                    "Hamish stopped a lift at 12:50: a JZ labourer cut through the drop zone "
                    "under the load to get to the hoist. No one goes under a suspended load, "
                    "and Kev's barricade is there for a reason. Zhou's having a word.",
                ),
                ("U.rfi_window", "- [ ] RFI 14 — rang Archer Lau, 'drawing's with the boss'"),
            ),
            sec(
                "16:20",
                "晓雯",
                (
                    "F.injury_report",
                    "Jayden眼睛进沙子的事我也记了：现场任何受伤，再小也要当班报告给Gareth，"
                    "由Sione登记在受伤登记本上。",
                ),
                (
                    "F.exclusion",
                    "吊装时不准从吊物下方走，信号工拉的警戒带就是吊装区，不管多急都要绕。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "10:40",
                "openclaw",
                "jayden-eye",
                u("jayden's eye. what do I need to do apart from the register"),
                a(
                    "It's reported and Sione has written it in the injury register before the "
                    "end of the shift, which is the rule for every injury. Beyond that: keep "
                    "the clinic's note, tell Hamish today, and if he loses any time it goes to "
                    "Anna for WorkSafe.",
                    "F.injury_report",
                ),
                u("he'll be back this arvo. glasses on his face this time"),
            ),
        ),
        searches=(
            ("10:15", "eye injury first aid"),
            ("10:42", "injury register what to do"),
            ("13:35", "suspended load"),
            ("13:40", "RFI 14"),
            ("16:25", "受伤 登记"),
            ("16:30", "Jayden clinic"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 4 Jun
    Day(
        "2026-06-04",
        notes=(
            sec(
                "11:40",
                "Tanaka on L5",
                (
                    "F.pour_inspection",
                    "Claire walked the L5 reo 9:30–11. Signed, no defects. That's the "
                    "engineer's sign-off we wait for before every pour — Metro Mix confirmed "
                    "straight after.",
                ),
                (
                    "N",
                    "Ironclad finished the L3 balustrade posts. Permit book closed out, 14 "
                    "permits this job.",
                ),
            ),
            sec(
                "15:10",
                "Pour plan",
                (
                    "F.noise_hours",
                    "Pump arrives 7:00 to set up quietly, first concrete 7:30 and not a minute "
                    "before — the noisy work rule's the same for a pour. Floats off by 5.",
                ),
                (
                    "N",
                    "BigLine confirmed a 42 after all. 36 trucks' worth of room on Albion if "
                    "we need it, which we won't.",
                ),
                (
                    "N",
                    "Cloudy, light winds, 15°C forecast for tomorrow. Perfect.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:40",
                "claude",
                "l5-pour-check",
                meta("Session resumed in /home/wendy/merri-tools."),
                u("明天五层打灰，帮我核对一下清单：钢筋签字、时间、洗泵。"),
                a(
                    "验筋：Claire今天上午已经签字，结构工程师验收通过才可以浇筑，这一条满足。",
                    "F.pour_inspection",
                ),
                a(
                    "时间：按新规定，早上七点半以前不能有噪音作业，所以第一车7:30开始泵送，泵车7点到场只做安静的准备。",
                    "F.noise_hours",
                ),
                a(
                    "洗泵：只能在Albion大门的洗罐池冲洗，不能冲进下水道。",
                    "F.washout",
                ),
                u("都对。谢谢！"),
            ),
        ),
        searches=(
            ("11:45", "L5 reo signed"),
            ("15:15", "pour start time noise"),
            ("15:42", "打灰 清单"),
            ("15:45", "七点半 噪音"),
            ("15:50", "BigLine 42 boom confirmed"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 5 Jun
    Day(
        "2026-06-05",
        notes=(
            sec(
                "12:30",
                "L5 pour",
                (
                    "N",
                    "First truck 7:28, pumping 7:31. 71 m3 by 12:10, no blockages, no "
                    "rejected loads. Trucks waited on Albion like they're supposed to.",
                ),
                (
                    "F.washout",
                    "12:25 pump and last truck washed out into the skip at the Albion gate. "
                    "Sione stood there the whole time. Nothing went down the gutter.",
                ),
                ("N", "Floats started 1:15, should be done by 4:30."),
            ),
            sec(
                "16:00",
                "Week 5 wrap",
                (
                    "N",
                    "- L5 slab poured, 71 m3, clean\n- Jayden's eye fine, back after lunch",
                ),
                (
                    "F.pour_inspection",
                    "- pour went ahead after Claire's reo inspection and sign-off Thursday",
                ),
                (
                    "F.delivery_booking",
                    "- every truck was on the Gate Schedule by 3 pm the day before or earlier",
                ),
                ("N", "- no complaints, no council"),
                (
                    "U.balcony_membrane",
                    "- L2 balcony membrane still open, Seal-Tite no-show Wednesday",
                ),
            ),
        ),
        searches=(
            ("12:35", "L5 pour"),
            ("12:40", "washout skip Albion"),
            ("16:05", "week 5 wrap"),
            ("16:10", "Seal-Tite no show"),
            ("16:15", "scaffold tag this week"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 6 Jun
    Day(
        "2026-06-06",
        notes=(
            sec(
                "11:30",
                "晓雯 — 周六",
                (
                    "N",
                    "五层楼板养护，盖薄膜。JZ 6个人在拆四层的支撑。阴天，10度。",
                ),
                (
                    "F.radio",
                    "新来的焊工又在塔吊频道上说话。跟他讲了：对讲机18频道只给Darren和Kev用，其他人都用22。",
                ),
                (
                    "F.site_diary",
                    "今天的施工日志已经写完：天气、人数（JZ 6人）、没有到货、没有延误。",
                ),
            ),
        ),
        searches=(
            ("11:35", "对讲机 频道"),
            ("11:40", "施工日志 周六"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 7 Jun
    Day(
        "2026-06-07",
        notes=(
            sec(
                "19:00",
                "Five weeks in — for whoever comes next",
                (
                    "N",
                    "Anna's asked me to write down what I'd tell a new site engineer if I "
                    "went under a bus. Here's the short version.",
                ),
                (
                    "F.hot_works",
                    "- welding, brazing or cutting with a disc: that's hot work — get the "
                    "permit out of the top drawer first, extinguisher beside you, fire watch "
                    "half an hour after",
                ),
                (
                    "F.scaff_tag",
                    "- scaffold: look at the tag before you step on the bay. Green and in date "
                    "or stay off",
                ),
                (
                    "F.variation",
                    "- subbies will ask you to OK extras on the deck. Don't. Anna signs the "
                    "variation or it doesn't exist",
                ),
                (
                    "F.washout",
                    "- concrete trucks wash out in the skip at Albion, never the drain",
                ),
                (
                    "F.exclusion",
                    "- never under a suspended load. Not for a second",
                ),
                (
                    "N",
                    "- and be nice to Mrs Petrakis. She's had four years of builders.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "19:30",
                "openclaw",
                "month-wrap",
                u("anything important I left off that list"),
                a(
                    "From the notes, the ones that came up most and aren't on it: the crane "
                    "and the wind, the new start time, the Gate Schedule, dockets, and what "
                    "to do when someone gets hurt."
                ),
                u("yeah put the crane one in, that's the one that'll kill someone"),
                a(
                    "Added: '- the crane stops lifting when the jib reads 72 km/h gusts. "
                    "Darren decides, nobody argues.'",
                    "F.crane_wind",
                ),
                u("and the radio"),
                a(
                    "Added: '- radio channel 18 is the crane's, everyone else is on 22.'",
                    "F.radio",
                ),
                u("good. done for the night"),
            ),
        ),
        searches=(
            ("19:10", "rules for a new site engineer"),
            ("19:32", "most important site rules"),
            ("19:35", "crane 72"),
            ("19:40", "radio channel 18"),
        ),
    ),
]
