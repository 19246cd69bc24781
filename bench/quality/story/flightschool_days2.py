"""The flightschool story, 22 March – 2 April 2026: the instructors' roster, Jack back after
three weeks, Liu Jia's missed ops-normal call, Mandarin on the CTAF, a northwest gale, a new
hangar code, the CAA audit and a precautionary landing at Pahiatua."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    # ------------------------------------------------------------------ Sun 22 Mar
    Day(
        "2026-03-22",
        notes=(
            sec(
                "18:40",
                "Next week's roster",
                (
                    "F.instructor_hours",
                    "Went through next week in SkyRoster with Priya. Tom had 7.2 h of "
                    "instruction on Tuesday — moved the last two slots to Sam. No instructor "
                    "does more than 6 hours of flight instruction in a day, I don't care how "
                    "keen they are. Priya's set SkyRoster to refuse the seventh hour.",
                ),
                (
                    "N",
                    "Week 12 (16–22 Mar): 63.1 h flown, 52 sorties, 1 bird strike, 1 low-fuel "
                    "landing, 1 first solo (Ollie). 2 CA005s drafted.",
                ),
                (
                    "N",
                    "Roast at Mum's in Greytown. Didn't think about aeroplanes for three hours.",
                ),
            ),
        ),
        searches=(
            ("18:45", "Tom roster Tuesday"),
            ("18:50", "max instruction hours per day"),
            ("18:55", "CA005 drafted"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 23 Mar
    Day(
        "2026-03-23",
        notes=(
            sec(
                "08:30",
                "Jack",
                (
                    "N",
                    "Jack came in to apologise for the no-show on the 14th. Lambing-shed "
                    "emergency on the farm, phone flat. Fair enough; Priya still charged it.",
                ),
                (
                    "F.currency",
                    "He hasn't flown since 28 February — more than 21 days. So no solo "
                    "today: anyone who's been off for three weeks flies a dual check with an "
                    "instructor before they go solo again. Booked him with Sam at 10.",
                ),
            ),
            sec(
                "12:10",
                "Midday",
                (
                    "N",
                    "10:05 WFC, Jack and Sam, dual circuits, 0.9. Sam happy, Jack rusty on the "
                    "radio calls, fine by the third circuit.",
                ),
                (
                    "U.frto",
                    "- [ ] book the FRTO exam for Zhao Lei and Wang Yiming — the Aspeq slots in "
                    "Palmerston North go quickly.",
                ),
                (
                    "N",
                    "Grant rang to say the mower is doing the grass vector tomorrow morning, "
                    "keep off 10/28 until 11.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:20",
                "claude",
                "metar-digest",
                meta("Session started in /home/leo/waa-tools."),
                u(
                    "我想在早上的推送里加一行：看NZMS的METAR，判断学员今天能不能单飞。规则是云底高至少"
                    "2500英尺、能见度至少10公里。帮我写个函数。",
                    "F.solo_minima",
                ),
                a(
                    "可以。我在 wx_digest.py 里加了 solo_ok(metar)：取最低的BKN或OVC云层，低于2500英尺"
                    "或者能见度低于10公里就返回False，并把原因写出来。",
                    "F.solo_minima",
                ),
                tool(
                    "python wx_digest.py --station NZMS --dry-run\n"
                    "METAR NZMS 230200Z AUTO 29014KT 9999 FEW040 SCT060 19/08 Q1009\n"
                    "solo_ok: True (lowest ceiling none, vis 9999)"
                ),
                u("好，FEW和SCT不算云底对吧？"),
                a("对，只有BKN和OVC才算云底（ceiling）。FEW、SCT不算。今天这份报文是可以的。"),
                u("Priya能不能收到？她不看微信"),
                a("可以把同一段文字也发到她的邮箱。你要我加一个收件人列表吗？"),
                u("先不用，明天再说"),
            ),
        ),
        searches=(
            ("08:35", "Jack last flight"),
            ("08:40", "dual check after time off"),
            ("12:15", "FRTO exam booking"),
            ("12:20", "mowing grass vector"),
            ("15:25", "METAR ceiling BKN OVC"),
            ("15:30", "单飞 云底高 能见度"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 24 Mar
    Day(
        "2026-03-24",
        notes=(
            sec(
                "13:30",
                "Liu Jia — the missed call",
                (
                    "N",
                    "10:40 Liu Jia off in PWT, solo nav Hood – Woodville – Pahiatua – Hood. "
                    "11:10 first call to ops, fine. 11:40 nothing. 11:55 nothing. Priya had the "
                    "overdue checklist out and was dialling Christchurch Information.",
                ),
                (
                    "N",
                    "11:58 she called in, apologetic: she'd been busy with a diversion "
                    "exercise near Woodville and forgot. Landed 12:46.",
                ),
                (
                    "F.ops_normal",
                    "The rule, for every solo cross-country: call 'ops normal' to the school "
                    "on 123.45 every 30 minutes. One missed call and Priya starts the overdue "
                    "check — she's not waiting for a second.",
                ),
            ),
            sec(
                "15:00",
                "立伟 — 报平安 / 取消",
                (
                    "F.ops_normal",
                    "跟学员又讲了一遍：单飞转场每30分钟要用123.45给学校报一次ops normal（报平安）。"
                    "漏一次Priya就开始走逾期程序，今天刘佳就差一点。",
                ),
                (
                    "F.cancellation",
                    "赵磊周四的课想今天晚上再取消，我跟他说了：要在SkyRoster里提前24小时取消，"
                    "不然算他的飞机费，还要报给东岳航空。",
                ),
                (
                    "N",
                    "下午模拟机：刘佳练了两次迷航程序，这次没忘记报告。",
                ),
            ),
            sec(
                "17:10",
                "Nav planning",
                (
                    "F.fuel_reserve",
                    "Checked the cadets' nav logs for tomorrow: all of them now show the "
                    "fuel on landing against the 45 minute minimum, and Siyuan's plan to "
                    "Napier had a top-up at Dannevirke to make it work. Good.",
                ),
                (
                    "N",
                    "Bruce came with the fuel truck at 16:00 and topped up the bowser, "
                    "4,800 L. Signed his delivery docket.",
                ),
            ),
        ),
        searches=(
            ("11:45", "overdue procedure solo nav"),
            ("11:50", "Christchurch Information phone"),
            ("13:35", "ops normal every 30 minutes"),
            ("15:05", "报平安 频率"),
            ("15:10", "取消 提前24小时"),
            ("17:15", "nav log landing fuel"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 25 Mar
    Day(
        "2026-03-25",
        notes=(
            sec(
                "09:30",
                "Mandarin on the CTAF",
                (
                    "N",
                    "Grant rang again: a glider tug pilot heard two of our cadets chatting in "
                    "Mandarin on 119.1 yesterday afternoon. WFA, Zhang Hao and Sun Yue, doing "
                    "safety-pilot navs.",
                ),
                (
                    "F.english_cockpit",
                    "Rule, and it goes in tomorrow's brief: English only in the cockpit and on "
                    "the radio, even when both of you are Chinese speakers. Other pilots have "
                    "to understand what you're doing, and so does the checklist.",
                ),
                (
                    "T.nerves",
                    "I suspect Sun Yue's long pauses before she transmits are nerves more "
                    "than language — she's fluent in class. Ask Leo what he thinks.",
                ),
            ),
            sec(
                "14:00",
                "Engineering",
                (
                    "U.elt",
                    "- [ ] WFB's ELT battery expires 31 March. Dave has one on order, if it "
                    "doesn't come WFB is grounded from the 1st.",
                ),
                (
                    "U.extinguisher#fixed",
                    "- [x] PWT's fire extinguisher swapped for a serviced one from Dave's "
                    "stock; the overdue one went to Fire Protection for a refill.",
                ),
                (
                    "N",
                    "13:20 WFA 100-hourly started, Dave says back Friday lunchtime.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:45",
                "openclaw",
                "audit-prep",
                u(
                    "Fiona's audit is next week. help me make a list of what she'll ask about. "
                    "start with incidents"
                ),
                a(
                    "From the notes this month: the bird strike on 17 March and the low-fuel "
                    "landing on 18 March. Your rule is that every occurrence is told to you the "
                    "same day and the CA005 goes to CAA within 10 days — both were sent.",
                    "F.occurrence",
                ),
                u("good. she always asks about keys. last time we had one in a drawer"),
                a(
                    "Your rule since 16 March: aircraft keys go back in the key cabinet in ops "
                    "straight after the flight, never home in a pocket.",
                    "F.keys",
                ),
                u("and currency. Jack was off three weeks, what did we do"),
                a(
                    "Sam flew a dual check with him on 23 March before any solo — anyone who "
                    "hasn't flown for 21 days gets a dual check first.",
                    "F.currency",
                ),
                u("perfect. what else might she ask that we haven't written down?"),
                a(
                    "The crosswind figure you meant to settle with Tom on 13 March, and "
                    "Priya's question from the 14th. I'd settle both before Tuesday."
                ),
                u("yep. put them on tomorrow's list"),
            ),
        ),
        searches=(
            ("09:35", "Mandarin on the radio"),
            ("09:40", "English only cockpit"),
            ("14:05", "WFB ELT battery"),
            ("16:50", "occurrence register March"),
            ("16:55", "keys audit"),
            ("17:00", "currency dual check 21 days"),
            ("17:05", "things not written down"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 26 Mar
    Day(
        "2026-03-26",
        notes=(
            sec(
                "08:40",
                "立伟 — 说英语",
                (
                    "F.english_cockpit",
                    "早会后用中文跟学员讲清楚：在驾驶舱里和无线电上只能说英语，两个中国人一起飞也一样。"
                    "别的飞行员要听得懂你在干什么。",
                ),
                (
                    "Q.english_ground",
                    "孙悦问：那地面课是不是也要全英文？我不知道，要问Helen。",
                ),
                (
                    "T.nerves",
                    "我觉得孙悦在无线电上停顿主要是紧张，不是听不懂——她平时的口语很好。",
                ),
            ),
            sec(
                "11:30",
                "Solo watch",
                (
                    "S.webhook",
                    "Priya set up a Discord channel #solo-watch so the ops-normal calls she "
                    "logs post to the instructors' phones: webhook "
                    "https://discord.com/api/webhooks/1351846290571837440/"
                    "vQ3kP9xLr2Tz8WmN5bYc1Hd7Fj4Ks6Ga0Ue-RtXo2LpZq9VyMi3Nw",
                ),
                (
                    "F.ops_normal",
                    "The channel only helps if the calls come in: every solo on a cross-country "
                    "says 'ops normal' to us every half an hour, and one missed call starts the "
                    "overdue check.",
                ),
                (
                    "U.gate",
                    "- [ ] the airside gate by the car park doesn't latch any more — found it "
                    "swinging open this morning. Tell Grant.",
                ),
            ),
            sec(
                "16:20",
                "Solway",
                (
                    "N",
                    "Letter from Grant, copy to the aero club and the topdressing outfit: the "
                    "council had four noise calls from Solway this month.",
                ),
                (
                    "F.noise_abatement",
                    "Put it back on the crew room wall: no overflying Solway below 1,500 ft, "
                    "runway 06 departures straight ahead to 800 ft then a right turn over the "
                    "river. Highlighter on the map.",
                ),
            ),
        ),
        searches=(
            ("08:45", "说英语 驾驶舱"),
            ("08:50", "地面课 英文"),
            ("11:35", "solo watch discord"),
            ("11:40", "ops normal half an hour"),
            ("11:45", "airside gate latch"),
            ("16:25", "Solway noise letter"),
            ("16:30", "Solway 1500 ft"),
        ),
    ),
    # ------------------------------------------------------------------ Fri 27 Mar
    Day(
        "2026-03-27",
        notes=(
            sec(
                "07:40",
                "Gale",
                (
                    "N",
                    "Nor'wester 30 gusting 48 kt at Hood. All flying cancelled before the brief. "
                    "Aircraft double tied down, TWN in the hangar.",
                ),
                (
                    "N",
                    "METAR NZMS 261900Z AUTO 31030G48KT 9999 FEW060 22/06 Q1002",
                ),
            ),
            sec(
                "10:00",
                "Ground day",
                (
                    "N",
                    "Leo ran a full morning of air law with all six cadets. I did the "
                    "instructor standardisation with Tom and Aroha: PFLs and the go-around.",
                ),
                (
                    "Q.brief_saturday",
                    "Tom asked: do we hold the daily brief on Saturdays when only two "
                    "instructors are on? Sam's been running one; Aroha hasn't. Need to decide.",
                ),
                (
                    "T.visa",
                    "Video call with Ma Lin at Dongyue. The next cohort's visas are slow; she "
                    "thinks they might arrive late, maybe June instead of May.",
                ),
            ),
            sec(
                "15:30",
                "Afternoon",
                (
                    "N",
                    "Half the hangar roof rattling. Grant came to look at it, says it's been "
                    "doing that since 1987.",
                ),
                (
                    "U.wfc_radio",
                    "- [ ] WFC comm 2 still scratchy — the PTT part came but it's the wrong "
                    "connector. Dave's sent it back.",
                ),
            ),
        ),
        searches=(
            ("07:45", "wind limits aircraft tie down"),
            ("10:05", "Saturday brief who runs it"),
            ("10:10", "next cohort arrival"),
            ("15:35", "WFC PTT part"),
        ),
    ),
    # ------------------------------------------------------------------ Sat 28 Mar
    Day(
        "2026-03-28",
        notes=(
            sec(
                "08:20",
                "Hangar code",
                (
                    "S.hangar",
                    "Dave changed the hangar door keypad today — the old code 7319# was on a "
                    "sticky note in WFC. New one is 30482#, don't write it anywhere in the "
                    "aircraft.",
                ),
                (
                    "N",
                    "Cold start, 4°C, frost on the wings. Sam and Mere scraped WFA with the "
                    "plastic cards.",
                ),
            ),
            sec(
                "11:00",
                "立伟 — 周六",
                (
                    "F.grass_runway",
                    "昨晚又下雨了。提醒学员：下雨以后草地跑道先关着，等值班教员走一遍检查过才能用，在那之前都用06/24铺装跑道。今天是Sam走的。",
                ),
                (
                    "F.keys",
                    "刘佳飞完把WFB的钥匙放在自己包里，差点带回宿舍。再说一遍：飞完马上把钥匙放回ops的钥匙柜，不能带走。",
                ),
                (
                    "N",
                    "中午学员们在宿舍包饺子，叫我过去吃，还请了Priya和她女儿。",
                ),
            ),
            sec(
                "15:40",
                "Bookings",
                (
                    "F.booking_truth",
                    "Mere's husband turned up expecting a trial flight that Sam had promised "
                    "him at the BBQ. It wasn't in SkyRoster, so it doesn't exist — WFA was "
                    "already on a nav. Sam's taking him next Saturday, booked properly this "
                    "time.",
                ),
                (
                    "N",
                    "14:20 WFA landed from Siyuan's nav with 38 L. 15:05 PWT back from Zhao "
                    "Lei's instrument session with Tom, 1.5.",
                ),
            ),
        ),
        searches=(
            ("08:25", "hangar door code"),
            ("08:30", "frost on wings"),
            ("11:05", "草地跑道 下雨"),
            ("11:10", "钥匙 放回"),
            ("15:45", "trial flight booking Mere husband"),
            ("15:50", "WFA fuel 38 L"),
        ),
    ),
    # ------------------------------------------------------------------ Sun 29 Mar
    Day(
        "2026-03-29",
        notes=(
            sec(
                "17:30",
                "Sunday",
                (
                    "N",
                    "Week 13 (23–29 Mar)\n"
                    "- hours: 49.8 (gale Friday, frost Saturday)\n"
                    "- sorties: 41\n"
                    "- cadets: all six on track for the stage 3 check except Sun Yue (sick "
                    "days)\n"
                    "- open defects: WFC comm 2, WFB ELT battery\n"
                    "- audit: Tue/Wed",
                ),
                (
                    "N",
                    "Cleaned the crew room fridge. Found yoghurt from February.",
                ),
            ),
        ),
        searches=(
            ("17:35", "open defects"),
            ("17:40", "stage 3 check cadets"),
        ),
    ),
    # ------------------------------------------------------------------ Mon 30 Mar
    Day(
        "2026-03-30",
        notes=(
            sec(
                "08:00",
                "Audit week",
                (
                    "X.brief_0745",
                    "The brief at 7:45 this morning was mostly audit: who has which folder, "
                    "where Fiona sits, and don't make anything up if you don't know.",
                ),
                (
                    "U.training_records#fixed",
                    "- [x] all six cadets' stage check sheets filed in their training records "
                    "for the audit — the three from Tom's car included, a bit coffee-stained.",
                ),
            ),
            sec(
                "13:00",
                "立伟",
                (
                    "F.currency",
                    "孙悦病了快三周，下周回来以后先跟教员带飞一次检查，超过21天没飞的都要这样，不能直接单飞。",
                ),
                (
                    "N",
                    "帮孙悦在网上约了惠灵顿的体检医生，4月9日上午。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "10:20",
                "plain",
                "fuel-card",
                u(
                    "Priya here again. Bruce says the bowser card reader was replaced and "
                    "the school's fuel card needs the PIN entered fresh. What is it?"
                ),
                a(
                    "It isn't in the notes, and a PIN is better kept out of chats anyway. "
                    "Bruce or Helen will have it."
                ),
                u(
                    "It's fine, I'll write it here so Tom can see it later: fuel card PIN is "
                    "58-21, card is in the red folder",
                    "S.fuel_pin",
                ),
                a(
                    "Done — though a PIN in a chat log is easy to lose track of. Worth asking "
                    "Bruce to reset it after the audit."
                ),
                u(
                    "Also, Aroha wants to know if the landing fuel minimum is different for "
                    "the Tecnam twin",
                    "Q.fuel_twin",
                ),
                a(
                    "Nothing in the notes about fuel for the Tecnam twin yet — Helen raised that "
                    "question herself on 12 March and hasn't answered it.",
                    "Q.fuel_twin",
                ),
                u("ok, I'll ask her at lunch"),
            ),
        ),
        searches=(
            ("08:05", "audit folders"),
            ("10:25", "fuel card PIN"),
            ("10:30", "Tecnam twin landing fuel"),
            ("13:05", "超过21天 带飞"),
            ("13:10", "孙悦 体检"),
        ),
    ),
    # ------------------------------------------------------------------ Tue 31 Mar
    Day(
        "2026-03-31",
        notes=(
            sec(
                "12:30",
                "Audit day 1",
                (
                    "N",
                    "Fiona arrived 8:55. Opening meeting with me, Priya and Dave. Scope: "
                    "training records, the exposition, aircraft documents, the occurrence "
                    "register, instructor standardisation.",
                ),
                (
                    "F.tech_log",
                    "She pulled the last month of tech logs for all five aircraft. One entry "
                    "in PWT on 6 March has no signature from the PIC. That's exactly why the "
                    "rule is: read it and sign it before every flight, no exceptions.",
                ),
                (
                    "N",
                    "Lunch: sandwiches from the Hood café. Fiona doesn't eat gluten, Priya "
                    "found her a salad.",
                ),
            ),
            sec(
                "17:00",
                "After day 1",
                (
                    "N",
                    "Afternoon she sat in on Leo's air law class and then flew with Tom and Li "
                    "Siyuan in WFA (observer seat). Said nothing afterwards, which Tom took "
                    "badly.",
                ),
                (
                    "U.elt",
                    "- [ ] WFB ELT battery still not here and it expires tonight. WFB off line "
                    "from tomorrow.",
                ),
            ),
        ),
        searches=(
            ("08:40", "audit scope exposition"),
            ("12:35", "PWT tech log 6 March"),
            ("12:40", "tech log signature rule"),
            ("17:05", "WFB ELT expiry"),
        ),
    ),
    # ------------------------------------------------------------------ Wed 1 Apr
    Day(
        "2026-04-01",
        notes=(
            sec(
                "10:15",
                "Audit day 2",
                (
                    "F.solo_minima",
                    "Fiona asked how an instructor decides whether a student can go solo "
                    "today. Showed her the school minima: cloud base 2,500 ft, 10 km "
                    "visibility at Hood, and Leo's morning digest that checks the METAR "
                    "against it.",
                ),
                (
                    "N",
                    "No April Fool's jokes from the instructors this year, by order.",
                ),
            ),
            sec(
                "15:30",
                "Audit outcome",
                (
                    "N",
                    "CAA Part 141 audit, 31 Mar – 1 Apr: closing meeting summary\n"
                    "- findings: 2\n"
                    "  1. tech log entry PWT 06/03 with the PIC box left blank (corrective "
                    "action due 1 May)\n"
                    "  2. training record for ZK-TWN type rating syllabus missing revision "
                    "date\n"
                    "- observations: 1 (plover hazard near runway 24, aerodrome operator to "
                    "assess)\n"
                    "- next audit: 2027",
                ),
                (
                    "N",
                    "Fiona left at 15:10. Dave bought everyone a beer at the club.",
                ),
            ),
            sec(
                "17:20",
                "立伟 — 教员排班",
                (
                    "F.instructor_hours",
                    "Fiona问学员们排课为什么有时候下午排不上。解释了：每个教员一天带飞不超过6小时，"
                    "SkyRoster到了6小时就不让再排。",
                ),
                (
                    "N",
                    "学员问审核结果，我说两个小问题，没事。",
                ),
            ),
        ),
        searches=(
            ("10:20", "solo decision minima audit"),
            ("15:35", "audit findings"),
            ("15:40", "corrective action due"),
            ("17:25", "教员 一天 6小时"),
        ),
    ),
    # ------------------------------------------------------------------ Thu 2 Apr
    Day(
        "2026-04-02",
        notes=(
            sec(
                "13:45",
                "Precautionary landing — PWT",
                (
                    "N",
                    "10:20 PWT off 24, Aroha with Zhao Lei, training area to the north. 14°C, "
                    "dew point 12, wet morning.",
                ),
                (
                    "N",
                    "10:58 at 3,500 ft near Eketahuna: rough running, rpm drop of about 150. "
                    "Carb heat on, went rougher, then smoothed out a little. Aroha took control.",
                ),
                (
                    "N",
                    "11:04 decided not to push it back to Hood. Diverted to Pahiatua, called "
                    "on the area frequency. Zhao Lei made the calls himself, clear and calm.",
                ),
                (
                    "N",
                    "11:12 landed Pahiatua 16, precautionary. Engine ran normally on the "
                    "ground run-up. Aroha rang me at 11:15.",
                ),
                (
                    "N",
                    "13:10 Dave drove up with his toolbox. Plugs fine, mags fine.",
                ),
            ),
            sec(
                "16:30",
                "After Pahiatua",
                (
                    "T.carb_ice",
                    "Dave and Aroha both reckon it was probably carb ice — wet air, low power "
                    "cruise, classic. Not proven. PWT stays at Pahiatua tonight, Dave flies it "
                    "back tomorrow if the ground runs are clean.",
                ),
                (
                    "F.occurrence",
                    "Precautionary landing is an occurrence: Aroha told me within the hour, "
                    "it goes in the register today and the CA005 to CAA within ten days.",
                ),
                (
                    "F.english_cockpit",
                    "Aroha said Zhao Lei kept everything in English in the cockpit even when "
                    "it got busy — good, that's the rule and it's why.",
                ),
            ),
        ),
        searches=(
            ("11:20", "PWT rough running"),
            ("11:25", "Pahiatua landing"),
            ("13:50", "precautionary landing timeline"),
            ("16:35", "carb ice"),
            ("16:40", "occurrence ten days"),
        ),
    ),
]
