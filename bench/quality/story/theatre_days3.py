"""The theatre story, 2027-04-23 … 05-02: opening, a held performance, a wine question, a pick-up
rehearsal, an uncle not on the list, and closing night with the hazer still in the wings."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, sec, u

DAYS = [
    Day(
        "2027-04-23",
        notes=(
            sec(
                "17:00",
                "Opening",
                (
                    "U.blood#fixed",
                    "Switched to Ben Nye's washable blood. Rosa tried it on a swatch of the "
                    "nightgown linen last night: gone after one wash. The nightgown stays white.",
                ),
                ("N", "Flowers from the Lions Club on the prompt desk. Gordon in a tie."),
                (
                    "F.call_time",
                    "Everyone in for the 6:00 company call by 5:57, even Raj.",
                ),
            ),
            sec(
                "23:55",
                "Performance report #1 — opening",
                ("N", "- House 162/180. Up 7:33, interval 8:41–8:57, down 9:58."),
                (
                    "F.fight_call",
                    "- Fight call 6:45 on stage, as before every show: all six fights clean.",
                ),
                (
                    "F.water_only",
                    "- A coffee cup on the SR props table at the interval. Water only in the "
                    "wings, lidded — coffee stays in the green room. Note to the company.",
                ),
                ("N", "- Standing ovation. Raj cried at the curtain call. So did I, a bit."),
            ),
        ),
        searches=(
            ("17:10", "washable blood"),
            ("17:20", "opening night fight call"),
            ("23:58", "opening night house count"),
            ("23:59", "coffee cup props table"),
        ),
    ),
    Day(
        "2027-04-24",
        notes=(
            sec(
                "15:00",
                "Box office",
                (
                    "U.scanner#fixed",
                    "Marguerite: ShowTix pushed an update at 2 pm; the door scanner syncs again, "
                    "every test ticket scans green.",
                ),
                (
                    "F.refund",
                    "A patron wrote yesterday at 2 pm: son sick, could he have his money back for "
                    "tonight? No refunds — but he wrote more than 24 hours before curtain, so the "
                    "exchange was fine: moved to Thursday 29th.",
                ),
            ),
            sec(
                "23:50",
                "Performance #2 — held",
                ("N.hold_timeline", "- 20:41 a patron in row F faints during 2.2"),
                (
                    "N.hold_timeline",
                    "- 20:42 Marguerite signals from the back; I call the hold, Raj and Claire "
                    "freeze, house lights to half",
                ),
                ("N.hold_timeline", "- 20:44 our first-aider with the patron; 911 called"),
                ("N.hold_timeline", "- 20:58 paramedics walk him out, he's talking"),
                ("N.hold_timeline", "- 21:03 restart from the top of 2.2; down at 10:14"),
                (
                    "F.laundry",
                    "Xiulan did tonight's wash at 22:30 after all that: base layers, cold, hung "
                    "on the rack. Nothing into the dryer.",
                ),
            ),
        ),
        searches=(
            ("15:10", "scanner working again"),
            ("15:20", "patron refund sick son"),
            ("23:55", "patron fainted hold"),
            ("23:58", "laundry tonight"),
        ),
        transcripts=(
            chat(
                "16:00",
                "claude",
                "matinee-plan",
                u("Eli asks if we do fight call before tomorrow's matinee too."),
                a(
                    "Yes — fight call is before every performance, matinee included: 1:15 on "
                    "stage for the 2:00 curtain.",
                    "F.fight_call",
                ),
                u("And the call for the matinee?"),
                a("12:30 for the company, as in Gordon's calendar."),
            ),
        ),
    ),
    Day(
        "2027-04-25",
        notes=(
            sec(
                "17:00",
                "Matinee",
                ("N", "2 pm matinee, 171 in. Cedar Lodge came back with friends."),
                (
                    "Q.ushers",
                    "Who is ushering Thursday? Marguerite's sheet only has two names.",
                ),
            ),
            sec(
                "21:00",
                "Week 4 recap",
                ("F.call_time", "- call is 6:00 for every evening show (since the 21st)"),
                ("F.fly", "- fly system: Dave or Marcus only — remember Farah and the rope"),
                ("F.comps", "- comps: 2 each, names to Marguerite by the Wednesday before"),
                (
                    "F.laundry",
                    "- wash: base layers after each show, cold, rota on the wardrobe door, never "
                    "the dryer",
                ),
                ("F.alarm_bypass", "- haze only once Ken's detector bypass is on"),
                ("N.sales", "- sold 795 of 1,260; opening weekend 505 through the door"),
            ),
        ),
        transcripts=(
            chat(
                "18:00",
                "claude",
                "wine-question",
                u(
                    "The Lions Club asked if they can sell wine at the interval next weekend. Do "
                    "we need a licence for that?",
                    "Q.wine",
                ),
                a(
                    "I'm not sure. In BC a one-off sale usually needs a special event permit, but "
                    "the hall may already hold one. Worth asking Ken before anyone buys wine.",
                    "Q.wine",
                ),
                u("Ask him tomorrow."),
            ),
        ),
        searches=(
            ("17:10", "usher list Thursday"),
            ("18:10", "wine intermission licence"),
            ("21:10", "week 4 recap"),
            ("21:15", "comp tickets how many"),
            ("21:20", "what time is company call"),
            ("21:25", "吊杆 谁能操作"),
        ),
    ),
    Day(
        "2027-04-26",
        notes=(
            sec(
                "10:00",
                "Dark Monday",
                (
                    "F.report",
                    "Sent the Sunday report at 8:55. Gordon's rule is by 9 am the morning after, "
                    "dark days included.",
                ),
                (
                    "F.ghost_light",
                    "Ken found the ghost light off last night — somebody switched it off with the "
                    "work lights. It stays on: the last one out checks it.",
                ),
                ("N", "Sunny, 19°. Washed the SM kit bag, finally."),
            ),
        ),
        transcripts=(
            chat(
                "10:30",
                "claude",
                "ghost-light-sign",
                u(
                    "Write a line for the callboard about the light Ken found off. He was not amused."
                ),
                a(
                    '"GHOST LIGHT: stays on, always, centre stage. Last one out checks it before '
                    'locking up."',
                    "F.ghost_light",
                ),
                u("Print it big."),
            ),
            chat(
                "11:00",
                "plain",
                "zhou-min-cues",
                u(
                    "Hannah，周四演出前我要改两个 cue，42 和 47。另外控台我每次用完都备份到 U 盘"
                    "了，别人用过以后也要备份。",
                    "F.desk_backup",
                ),
                a(
                    "好，周四五点半给你半小时。控台备份的规则我会在 checklist 里再写一遍。",
                    "F.desk_backup",
                ),
                u("我们能不能录一场完整的录像存档？有没有版权问题？", "Q.film"),
                a(
                    "不确定。《麦克白》本身没有版权问题，但是演员和设计同不同意录像，要先问 "
                    "Gordon。",
                    "Q.film",
                ),
            ),
        ),
        searches=(
            ("10:10", "ghost light off Sunday"),
            ("10:20", "report dark day"),
            ("11:10", "cue changes Thursday"),
            ("11:20", "录像 存档"),
        ),
    ),
    Day(
        "2027-04-27",
        notes=(
            sec(
                "10:00",
                "Admin",
                ("N.sales", "Sold 861 of 1,260. Thursday weakest at 96."),
                (
                    "T.extra_show",
                    "Gordon again about an extra show on Wednesday — 'if we hit 80%'. Not "
                    "decided, and I'd need the hall from Ken.",
                ),
                (
                    "F.peanut",
                    "If the Lions sell snacks in the lobby next weekend: nothing with nuts. The "
                    "lobby is the building too, and Tom's allergy doesn't care which room.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "14:00",
                "claude",
                "ushers",
                u("Do we have ushers for Thursday yet?", "Q.ushers"),
                a(
                    "Not enough: Marguerite's sheet still has only two ushers for Thursday. I "
                    "don't know who else she's asked.",
                    "Q.ushers",
                ),
                u("Ask the Cedar Lodge lot, they loved it."),
            ),
        ),
        searches=(
            ("10:10", "sales week 2"),
            ("10:20", "lobby snacks nuts"),
            ("14:10", "ushers Thursday"),
            ("14:20", "extra show 80%"),
        ),
    ),
    Day(
        "2027-04-28",
        notes=(
            sec(
                "22:30",
                "Pick-up rehearsal",
                ("N", "- Lines only, then Acts 3 and 5 on their feet. 7–9:30."),
                (
                    "F.late_text",
                    "- Raj texted me at 18:10 that he'd be 20 minutes late. The right way, for "
                    "once.",
                ),
                (
                    "F.fight_call",
                    "- Fight call anyway before the run, the same as before every show.",
                ),
                (
                    "T.claire_voice",
                    "- Claire marking everything to save her voice. A cold coming, maybe?",
                ),
            ),
        ),
        transcripts=(
            chat(
                "20:00",
                "plain",
                "xiulan-grandpa",
                u("周四晚上我爸爸来接 Leo，可以吗？"),
                a(
                    "在，你上周加过他。规则还是一样：孩子只交给家长或者名单上的人，在后台门签字"
                    "才放人。",
                    "F.minors",
                ),
                u("好的，谢谢！"),
            ),
        ),
        searches=(
            ("20:10", "Leo grandfather pickup list"),
            ("22:35", "pick-up rehearsal notes"),
            ("22:40", "Raj late text"),
            ("22:45", "Claire marking voice"),
        ),
    ),
    Day(
        "2027-04-29",
        notes=(
            sec(
                "17:30",
                "周敏",
                (
                    "F.alarm_bypass",
                    "放烟之前一定要等 Ken 把烟感旁路。今天他晚到了十分钟，我就一直没开烟机。",
                ),
                ("F.desk_backup", "控台上改了 cue 42 和 47，已经存档并且备份到 U 盘。"),
            ),
            sec(
                "23:30",
                "Performance #4",
                ("N", "- House 96. Small but loud. Down 9:55."),
                (
                    "F.minors",
                    "- Ava's uncle turned up at 21:50 to collect her. Not on the pickup list. "
                    "Xiulan said no, phoned Ava's mum, who added him by text; signed out at "
                    "22:05. Exactly how it should go.",
                ),
                (
                    "F.call_time",
                    "- Company call 6:00: everyone in by 5:58 except Beth, who texted.",
                ),
            ),
        ),
        searches=(
            ("17:40", "烟机 烟感"),
            ("17:50", "cue 42 47 changes"),
            ("23:35", "Ava uncle not on list"),
            ("23:40", "show 4 report"),
            ("23:45", "集合时间"),
        ),
    ),
    Day(
        "2027-04-30",
        notes=(
            sec(
                "23:40",
                "Performance #5",
                ("N", "- House 174. Up 7:31, down 9:52. Thunder cue late in 1.1."),
                (
                    "F.daggers",
                    "- Priya: both daggers and the dirk signed back in at 22:05, cabinet locked.",
                ),
                (
                    "U.stage_door",
                    "- Stage door still has to be pulled shut by hand; Ken's closer hasn't come.",
                ),
            ),
            sec(
                "23:55",
                "李秀兰",
                ("F.laundry", "今晚洗衣是我：冷水洗，晾在架子上，不进烘干机。"),
                ("F.ghost_light", "最后走的是我，舞台中间的长明灯开着，不能关。"),
                ("N", "Leo 说他明年还要演。"),
            ),
        ),
        searches=(
            ("23:45", "daggers signed in"),
            ("23:50", "stage door closer"),
            ("23:58", "洗衣 冷水"),
        ),
    ),
    Day(
        "2027-05-01",
        notes=(
            sec(
                "23:40",
                "Performance #6",
                ("N.sales", "- Sold out: 180/180. Total so far 1,102."),
                (
                    "F.fly",
                    "- Marcus ran the rail tonight, Dave off with his back. Still only those two "
                    "on the fly system.",
                ),
                (
                    "F.refund",
                    "- Three exchange requests today for tomorrow's show, all inside 24 hours of "
                    "curtain, so Marguerite said no, per policy.",
                ),
                (
                    "F.peanut",
                    "- The Lions brought a closing cake. Xiulan checked the label: nut-free, so "
                    "Tom can have a slice.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "12:00",
                "claude",
                "closing-prep",
                u("Closing tomorrow. What's still open?"),
                a(
                    "The hazer has to go back to Pacific Stage Rentals by Tuesday 4 May. Dave "
                    "hasn't said when he'll take it.",
                    "U.hazer_return",
                ),
                u("What else?"),
                a(
                    "The banner never went up on the railing — probably moot now.",
                    "U.banner",
                ),
                a(
                    "And the stage door still doesn't latch on its own; Ken's closer is on order.",
                    "U.stage_door",
                ),
            ),
        ),
        searches=(
            ("12:10", "closing night to-do"),
            ("23:45", "exchange within 24 hours"),
            ("23:50", "Marcus fly rail"),
            ("23:55", "closing cake nut-free"),
        ),
    ),
    Day(
        "2027-05-02",
        notes=(
            sec(
                "17:00",
                "Closing",
                ("F.call_time", "Last 6:00 company call. Cards on everyone's mirror."),
                (
                    "F.fight_call",
                    "Last fight call, 6:45: Eli ran every fight twice, as before every show.",
                ),
                (
                    "U.hazer_return",
                    "Hazer back to Pacific Stage Rentals by Tuesday — Dave says he'll take it in "
                    "his van tomorrow. Not done yet.",
                ),
            ),
            sec(
                "23:59",
                "Closing night",
                ("N", "- House 180/180. Three curtain calls. Gordon made a speech, a short one."),
                (
                    "F.ghost_light",
                    "- Last out at 23:40, me. Ghost light on, centre stage, like every night since "
                    "the read-through.",
                ),
                ("N", "- Strike is Saturday 8 May, 9 am. Pizza ordered for 40."),
            ),
        ),
        searches=(
            ("17:10", "hazer return Pacific"),
            ("17:20", "last fight call"),
            ("23:45", "closing night house"),
            ("23:50", "strike date"),
        ),
    ),
]
