"""The worksite story, 16–26 May 2026: Wendy's Saturday diary, the L4 reo inspection and its
re-inspection, the L4 pour that went wrong hour by hour, the council's visit and the 7:30 start
that replaced 7 am, hot works on the balustrades, JZ's variation claim."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    # ------------------------------------------------------------------ Sat 16 May
    Day(
        "2026-05-16",
        notes=(
            sec(
                "12:40",
                "晓雯 — 周六值班",
                (
                    "F.site_diary",
                    "今天我替Gareth写施工日志，按他的格式：天气（多云，11度，上午有雾）、各工种人数"
                    "（JZ 9人，Apex 2人，我自己）、到货（无）、延误（无）、来访（无）。下午5点前要写完。",
                ),
                (
                    "N",
                    "JZ在四层西侧收口，Apex的人上来拆了北侧两跨的挡脚板又装回去，说是换尺寸。",
                ),
                ("N", "中午吃了Little Bird的三明治，老板问我们什么时候能把Merri街的围挡往里收。"),
            ),
        ),
        searches=(
            ("12:45", "施工日志 格式"),
            ("12:50", "diary Saturday"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 17 May
    Day(
        "2026-05-17",
        notes=(
            sec(
                "18:50",
                "For Monday",
                (
                    "S.padlock",
                    "Wendy's opening up tomorrow, I'm at head office till 8. Albion gate "
                    "padlock is 0-7-3-9, office key's in the usual spot.",
                ),
                (
                    "N",
                    "Cold front Tuesday night, BOM has 60–70 km/h gusts Wednesday. Watch it for "
                    "the pour on Thursday.",
                ),
            ),
        ),
        searches=(
            ("18:55", "gusts forecast Thursday pour"),
            ("19:00", "gate padlock code"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 18 May
    Day(
        "2026-05-18",
        notes=(
            sec(
                "07:20",
                "Toolbox — lifting",
                (
                    "F.toolbox",
                    "Monday toolbox, 6:45, lunch shed, 26 on the sheet. Wendy did the Mandarin "
                    "bits for JZ straight after.",
                ),
                (
                    "F.exclusion",
                    "Topic was lifting with the pour coming up. Main point, said it three "
                    "times: nobody walks under a suspended load, ever. Kev barricades the drop "
                    "zone for every lift and if you're inside the tape when the hook's coming, "
                    "he stops the lift and you'll hear about it.",
                ),
                (
                    "N",
                    "Also covered: tag lines on the form tables, gloves on the kibble.",
                ),
            ),
            sec(
                "11:30",
                "Tanaka on L4",
                (
                    "F.pour_inspection",
                    "Claire Tanaka walked the L4 reo 10–11:15. Three N16s short at the lift "
                    "core and a lap too short on grid 6. Not signed. She's back Wednesday "
                    "11:00 to re-inspect, and we don't pour until she's signed it — so the "
                    "pour stays pencilled for Thursday, nothing booked with Metro Mix yet.",
                ),
                (
                    "T.crack",
                    "Showed her the crack on the L3 soffit at C4. She thinks probably "
                    "shrinkage, wants it measured again in two weeks with the crack gauge.",
                ),
            ),
            sec(
                "15:00",
                "Afternoon",
                ("N", "Steelfixers back on the core by 1, extra bars in by 3:30."),
                ("N", "Sunny, 16°C, no wind. Of course, on the day we're not lifting much."),
            ),
        ),
        transcripts=(
            chat(
                "16:10",
                "plain",
                "lifting-zh",
                u("今天班前会讲吊装的部分，帮我用中文写一个简短的版本，发到JZ的微信群。"),
                a(
                    "草稿：『吊装作业注意：任何人不准在吊物下方行走或停留。每次吊装前信号工Kev会用警戒带"
                    "围出吊装区，吊钩过来的时候你在警戒带里面，他会立刻停止吊装。』",
                    "F.exclusion",
                ),
                u("再加一句：对讲机听到塔吊在叫你就马上离开。"),
                a("已加在最后一行。需要我顺便附上英文原文吗？"),
                u("不用了，谢谢。"),
            ),
        ),
        searches=(
            ("07:25", "toolbox lifting"),
            ("07:30", "suspended load exclusion zone"),
            ("11:35", "L4 reo inspection Tanaka"),
            ("11:40", "L3 soffit crack"),
            ("16:12", "吊装 警戒 吊物下方"),
            ("16:20", "who walks under the load"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 19 May
    Day(
        "2026-05-19",
        notes=(
            sec(
                "08:40",
                "Pour prep",
                (
                    "F.delivery_booking",
                    "Thursday's pour is in the Gate Schedule for real now: Metro Mix 1st truck "
                    "6:45, then every 12 min, BigLine 42 m boom at 6:15, TC from 6:00. It went "
                    "in today, well before 3 pm the day before, so no one can say they didn't "
                    "know.",
                ),
                (
                    "N",
                    "Metro Mix order: 68 m3, 32 MPa, 14 trucks, provisional pending Wednesday's "
                    "sign-off. Dispatcher is Trish, 9318 4402.",
                ),
                (
                    "U.sediment",
                    "- [ ] the sediment sock on the Albion St stormwater pit is torn down one "
                    "side. Need a new one before Thursday.",
                ),
            ),
            sec(
                "14:10",
                "晓雯 — 送货单",
                (
                    "F.dockets",
                    "Anna又来问送货单。再说一遍：所有送货单放蓝色托盘，当天拍照上传到Procore，"
                    "没有送货单总部一分钱都不付。星期四打灰会有十几张，我负责收。",
                ),
                ("N", "下午风很大，Darren两点半就停了，说明天上午可能更大。"),
            ),
        ),
        transcripts=(
            chat(
                "15:30",
                "plain",
                "pour-plan",
                u("周四打灰的流程，帮我列一下现场需要注意的几件事，我要跟泵车司机和JZ交代。"),
                a(
                    "1. 周三11点Tanaka复检，钢筋验收签字以后才正式确认混凝土订单，没签字不浇筑。",
                    "F.pour_inspection",
                ),
                a(
                    "2. 泵车和罐车只能在Albion街大门的洗罐池里冲洗，一滴都不能冲进街上的雨水口。",
                    "F.washout",
                ),
                a("3. 罐车在Albion街排队等候，按进场时间一辆一辆叫进来。4. 试块每50方做一组。"),
                u("第二条很重要，上次Metro Mix的司机差点在路边洗。"),
                a("明白，我在第二条后面加上『违者由Gareth直接联系搅拌站』。"),
            ),
        ),
        searches=(
            ("08:45", "pour Thursday Gate Schedule"),
            ("08:50", "Metro Mix dispatcher"),
            ("09:00", "sediment sock stormwater pit"),
            ("14:15", "送货单 Procore"),
            ("15:32", "泵车 冲洗"),
            ("15:35", "打灰 注意事项"),
            ("15:40", "Metro Mix truck wash kerb"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 20 May
    Day(
        "2026-05-20",
        notes=(
            sec(
                "11:50",
                "L4 signed",
                (
                    "N",
                    "Claire signed L4 off at 11:35. Metro Mix confirmed 68 m3 for tomorrow, "
                    "first truck 6:45.",
                ),
                (
                    "S.alarm",
                    "Sione's first in tomorrow at 5:30 to meet the pump — alarm panel by the "
                    "office door, 3817# then OFF. Don't set it off again, the monitoring "
                    "company charges us $95 a callout now.",
                ),
            ),
            sec(
                "16:40",
                "Diary",
                (
                    "F.site_diary",
                    "Wrote up the diary for today before 5, same as every day — weather "
                    "(gusty NW, 17°C), headcount by trade (JZ 11, Steelpoint fixers 4, Apex 2, "
                    "Volt 2, Halden 5), deliveries, delays, visitors (Claire, Hamish). Wendy "
                    "does it when I'm off; if it's not done by 5 it doesn't get done properly.",
                ),
                (
                    "N",
                    "Hamish: happy with the barricading plan for the pour. Wants the pump "
                    "outriggers on pads, not on the footpath pavers.",
                ),
                (
                    "U.sediment#fixed",
                    "- [x] new sediment sock on the Albion St pit, the council one was shredded.",
                ),
            ),
        ),
        searches=(
            ("11:55", "Metro Mix confirmed"),
            ("12:00", "alarm code office"),
            ("16:45", "site diary what to write"),
            ("16:50", "pump outriggers pads"),
            ("16:55", "tomorrow pour checklist"),
            ("17:00", "headcount by trade"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 21 May
    Day(
        "2026-05-21",
        notes=(
            sec(
                "07:30",
                "L4 pour — running log",
                (
                    "N",
                    "05:35 Sione on site. 05:50 first Metro Mix truck already sitting outside "
                    "no. 39 with the drum turning — an hour early. Sent him round to Albion.",
                ),
                (
                    "N",
                    "06:15 BigLine boom here, outriggers on pads. 06:40 TC set up both ends of "
                    "Merri St.",
                ),
                (
                    "X.noise_seven",
                    "07:00 pump started, vibrators going by 7:05 — allowed, noisy work from 7 am "
                    "is within our hours.",
                ),
            ),
            sec(
                "10:30",
                "L4 pour — running log (2)",
                (
                    "N",
                    "08:10 ~18 m3 in. Going well. 09:15 boom line blocked at the reducer. Pour "
                    "stopped. 4 trucks queued — 2 on Albion, 2 on Merri because Albion was full.",
                ),
                (
                    "N",
                    "09:40 parking officer on Merri St. 09:55 truck 6 at 84 min since batching. "
                    "10:20 line cleared, pumping again.",
                ),
                (
                    "N",
                    "10:25 truck 6 rejected — 97 min since batching, over Metro Mix's 90. "
                    "Docket MM-0521-0618 marked REJECTED and kept for Anna.",
                ),
            ),
            sec(
                "16:00",
                "L4 pour — running log (3)",
                (
                    "N",
                    "12:30 ~45 m3. Lunch in shifts on the deck. 13:20 Kev's radio died, swapped "
                    "with the spare.",
                ),
                (
                    "F.crane_wind",
                    "14:35 gusts 75 on the jib — Darren stopped the crane with the last kibble "
                    "of the core walls still on the ground. 72 is the limit and he's the one who "
                    "calls it; we finished the core with the boom instead.",
                ),
                (
                    "F.washout",
                    "15:50 last truck. Pump washed out into the washout skip at Albion, "
                    "watched the whole time — nothing near the drain.",
                ),
            ),
            sec(
                "20:45",
                "L4 pour — running log (4)",
                (
                    "N",
                    "16:30–20:30 power floats. Lights up on the deck from 17:15.",
                ),
                (
                    "N",
                    "19:10 Mrs Petrakis at the gate in her dressing gown: trucks at 5:50, the "
                    "pump at 7, now the floats and the lights into her bedroom. Her son filmed "
                    "the deck on his phone.",
                ),
                (
                    "F.complaints",
                    "19:20 took her name and number again, told her I'd call her tomorrow, and "
                    "wrote it in the complaints register before I left. That's the rule with a "
                    "neighbour's complaint — logged the same day, and nobody argues at the gate, "
                    "however long the day's been.",
                ),
                ("N", "20:35 floats off, lights off, gate locked 20:50. 67.5 m3 placed."),
            ),
        ),
        transcripts=(
            chat(
                "21:05",
                "openclaw",
                "pour-debrief",
                u("long day. give me the main things that went wrong so I can tell anna"),
                a(
                    "From the log: the first truck arrived an hour early and waited outside "
                    "no. 39; the boom line blocked at 9:15 and the pour stopped for about an "
                    "hour; trucks queued on Merri St because Albion was full; truck 6 was "
                    "rejected at 97 minutes; and the floats and lights ran to 20:30, which "
                    "brought Mrs Petrakis to the gate."
                ),
                u("and the crane"),
                a(
                    "Darren stood the crane down at 14:35 with gusts of 75 — over the 72 km/h "
                    "limit — and you finished the core walls with the boom.",
                    "F.crane_wind",
                ),
                u(
                    "yep. the complaint's in the register. she'll ring council tomorrow, bet "
                    "you anything"
                ),
                a(
                    "It's logged the same day, which is what you ask of everyone when a "
                    "neighbour complains. Want me to draft the call notes for the morning?",
                    "F.complaints",
                ),
                u("tomorrow. bed."),
            ),
        ),
        searches=(
            ("07:35", "first truck time"),
            ("10:35", "boom line blocked"),
            ("10:40", "concrete rejected 90 minutes"),
            ("16:05", "crane stopped wind"),
            ("16:10", "pump washout"),
            ("20:50", "Petrakis complaint"),
            ("21:07", "what went wrong pour"),
            ("21:10", "complaints register"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 22 May
    Day(
        "2026-05-22",
        notes=(
            sec(
                "10:15",
                "Council",
                (
                    "N",
                    "9:30 Merri-bek compliance officer (Dean Sutherland) on site. Two "
                    "complaints logged with council overnight, one with a video. He read our "
                    "permit conditions out to me like I'd never seen them.",
                ),
                (
                    "N",
                    "He left a formal warning letter. Next one is an infringement, $1,976.",
                ),
            ),
            sec(
                "12:30",
                "New start time",
                (
                    "F.noise_hours",
                    "Anna rang after reading the letter. So from now on: no noisy work before "
                    "7:30 am — no saws, no rattle guns, no kango, no pump, no vibrators — and "
                    "nothing noisy after 5 pm, weekdays. Gate still opens 6:30 for quiet set-up. "
                    "Pours get planned so the pump starts at 7:30, not 7.",
                ),
                (
                    "N",
                    "Rang Mrs Petrakis 11:10. Apologised for the floats. Told her about the new "
                    "start time. She was alright in the end, asked after my kids.",
                ),
            ),
            sec(
                "15:30",
                "Week 3 wrap",
                (
                    "N",
                    "- L4 slab poured Thursday, 67.5 m3, one truck rejected\n"
                    "- L5 formwork starts Monday",
                ),
                (
                    "F.noise_hours",
                    "- NEW: noisy work only 7:30 to 5, weekdays (council warning letter on file)",
                ),
                (
                    "F.complaints",
                    "- 2 neighbour complaints this week, both in the register, both called "
                    "back same day",
                ),
                (
                    "F.scaff_tag",
                    "- scaffold: Apex's weekly tags all green Tuesday, next round Tuesday",
                ),
                ("N", "- BigLine owe us an explanation for the reducer"),
            ),
        ),
        transcripts=(
            chat(
                "14:00",
                "claude",
                "noise-notice",
                meta("Session resumed in /home/wendy/merri-tools."),
                u("Gareth让我给JZ写一个中文通知，关于新的噪音时间。帮我写一下。"),
                a(
                    "草稿：『通知：从即日起，工作日早上七点半以前、下午五点以后，现场禁止任何有噪音的作业，"
                    "包括切割机、电镐、冲击扳手、泵车和振动棒。6:30开门后只能做安静的准备工作。』",
                    "F.noise_hours",
                ),
                u("周六呢？"),
                a("Gareth的笔记里只写了工作日，周六没有说。我建议先问他，再决定要不要加一句。"),
                tool("cat handouts/noise-notice-zh.md | wc -l\n6"),
                u("好，先这样发。"),
            ),
        ),
        searches=(
            ("10:20", "council permit conditions hours"),
            ("12:35", "noisy work start time"),
            ("12:40", "noise rule 7 am"),
            ("14:02", "噪音 时间 通知"),
            ("15:35", "week 3 wrap"),
            ("15:40", "Petrakis call back"),
            ("15:45", "council warning letter infringement"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 23 May
    Day(
        "2026-05-23",
        notes=(
            sec(
                "11:00",
                "晓雯 — 周六",
                (
                    "N",
                    "周六JZ 7个人在五层放线、搬模板。上午下小雨，中午停了。",
                ),
                (
                    "Q.saturday_saw",
                    "周师傅又问周六上午能不能开切割机。新通知只说了工作日，周六到底可不可以还是没人回答我。",
                ),
                ("N", "四层楼板养护：上午浇了一遍水，盖了薄膜。"),
            ),
        ),
        searches=(
            ("11:05", "周六 切割机 可以吗"),
            ("11:10", "四层 养护"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 24 May
    Day(
        "2026-05-24",
        notes=(
            sec(
                "20:10",
                "Sunday",
                (
                    "N",
                    "Took the kids to the Pies at the G. Lost again. Froze.",
                ),
                (
                    "N",
                    "Still thinking about Thursday. The reducer, the early truck, the lights. "
                    "Next pour (L5) I want the first truck at 7:30 sharp and the floats done "
                    "by 6.",
                ),
            ),
        ),
        searches=(
            ("20:15", "L5 pour plan"),
            ("20:20", "Pies MCG"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 25 May
    Day(
        "2026-05-25",
        notes=(
            sec(
                "07:25",
                "Toolbox",
                (
                    "F.toolbox",
                    "Toolbox, 6:45 sharp, 24 signed. First Monday under the new hours so most "
                    "of it was that.",
                ),
                (
                    "F.noise_hours",
                    "Told everyone straight: nothing noisy before 7:30. If you're cutting "
                    "formply at 7:15 I'm the one who pays the fine, and then you'll pay me.",
                ),
                (
                    "N",
                    "Sione brought a cake for Luca's 21st. Gone by 7:10.",
                ),
            ),
            sec(
                "10:30",
                "Balustrades",
                (
                    "F.hot_works",
                    "Ironclad Steel start welding the balcony balustrade posts on L2 and L3 "
                    "today. Hot work, so: permit from me each morning, extinguisher at each "
                    "weld, fire watch for 30 minutes after they knock off. Permit 017 issued "
                    "10:20.",
                ),
                (
                    "Q.grinder",
                    "Their apprentice asked if the cordless grinder for dressing welds counts "
                    "too. Good question. It throws sparks. Ask Hamish.",
                ),
            ),
            sec(
                "15:45",
                "L5",
                (
                    "N",
                    "L5 formwork going up on the west side. Crane on form tables all day. "
                    "Cloudy, 14°C.",
                ),
                (
                    "U.crane_inspection",
                    "- [ ] crane's monthly inspection is due by the 28th, Southern Cranes "
                    "haven't given a day yet.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "11:15",
                "claude",
                "hot-work-zh",
                meta("Session resumed in /home/wendy/merri-tools."),
                u("Ironclad的焊工有两个是中国人，帮我把动火的规定翻译成中文贴在二楼。"),
                a(
                    "草稿：『动火作业（焊接、切割、气焊）开工前必须先向Gareth申请动火证，每天一张；"
                    "作业点旁边必须放灭火器；收工后必须有人看火30分钟。』",
                    "F.hot_works",
                ),
                u("好，打印两份。"),
                tool("lp -d office-brother -n 2 handouts/hotwork-zh.pdf\nrequest id is 41"),
                a("已经发到办公室打印机，两份。"),
            ),
        ),
        searches=(
            ("07:30", "new hours toolbox"),
            ("10:35", "hot work permit balustrade"),
            ("10:40", "grinder hot work"),
            ("11:17", "动火证"),
            ("15:50", "crane monthly inspection"),
            ("15:55", "fire watch 30 minutes"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 26 May
    Day(
        "2026-05-26",
        notes=(
            sec(
                "09:20",
                "L2 balconies",
                (
                    "U.balcony_membrane",
                    "- [ ] L2 balcony membrane isn't lapped up the door sills on units 2.03 "
                    "and 2.05 — water will get under the tiles. Waterproofer (Seal-Tite) to "
                    "come back before the tilers.",
                ),
                (
                    "N",
                    "Tilers pencilled for 9 June. Told them L2 is on hold.",
                ),
            ),
            sec(
                "13:10",
                "JZ claim",
                (
                    "N",
                    "Zhou emailed a claim for $6,840 — extra propping under the plumbing "
                    "penetrations, 'as instructed by site manager'.",
                ),
                (
                    "F.variation",
                    "I never instructed anything. And even if I'd said it on the deck, no "
                    "variation signed by Anna means it isn't one. Forwarded to Anna; if she "
                    "wants it done she'll sign a variation and then he gets paid.",
                ),
                ("N", "Drizzle all afternoon. L5 west formwork 40%."),
            ),
            sec(
                "16:30",
                "晓雯",
                (
                    "F.variation",
                    "周师傅打电话问那张额外支撑的单子。我跟他解释了：没有安娜签字的变更单，"
                    "现场谁口头答应都不算，做了也拿不到钱。让他直接把报价发给安娜。",
                ),
                ("N", "五层西侧模板今天铺了40%左右。"),
            ),
        ),
        transcripts=(
            chat(
                "13:40",
                "openclaw",
                "jz-claim",
                u("zhou's claiming 6840 for props, says I told him to. did I?"),
                a(
                    "There's nothing in the notes where you instructed it. On 8 May you told "
                    "him the opposite: without a variation signed by Anna there's no extra "
                    "work, and a verbal go-ahead on site won't be paid.",
                    "F.variation",
                ),
                u("that's what I thought. forward the claim to anna with that"),
                a("Done — forwarded with your note from 8 May quoted underneath."),
            ),
        ),
        searches=(
            ("09:25", "L2 balcony waterproofing"),
            ("13:15", "JZ claim propping"),
            ("13:42", "did I instruct extra propping"),
            ("16:35", "变更单 安娜"),
            ("16:40", "tilers start date"),
            ("16:45", "extra work without variation"),
        ),
    ),
]
