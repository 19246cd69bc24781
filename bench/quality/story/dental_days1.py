"""The dental story, days 1-12 (13-24 April 2026): the agent starts, the house rules come out one
by one, and the first practice meeting replaces the supplier, the weekend phone and the hygiene
book."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS1 = [
    Day(
        "2026-04-13",
        notes=(
            sec(
                "08:05",
                "Morning huddle",
                (
                    "N",
                    "Huddle 08:00-08:10. Present: Dr Okafor, Dr Reilly, Dr Nair, Sophie, Li Wen, "
                    "Megan, Dani. Helen introduced me as the practice agent — I keep these notes "
                    "and the practice memory from today.",
                ),
                (
                    "F.helix",
                    "Dani's first ask for me: remind whoever opens up that the Helix test goes "
                    "through the autoclave before the first load every morning, and the result "
                    "goes in the sterilisation logbook. Nothing comes out of decon until it has "
                    "passed.",
                ),
                (
                    "F.emergency_kit",
                    "Monday = emergency drugs and oxygen check. Dani signs the sheet in the red "
                    "folder; if anything is out of date she tells Helen the same day.",
                ),
                (
                    "N",
                    "Today's list is heavy: Dr Nair has two implant reviews, Dr Reilly a full "
                    "morning of check-ups, Sophie fully booked, Li Wen in from 12:00.",
                ),
            ),
            sec(
                "09:40",
                "Admin with Helen",
                (
                    "X.supplier_old",
                    "Consumables: we order everything from Panoral Direct, account in Helen's "
                    "name. Gloves, bibs, saliva ejectors, pouches, the lot.",
                ),
                (
                    "X.reminder_24h",
                    "Reminder texts currently go out 24 hours before each appointment, sent "
                    "automatically by the booking system at 10:00.",
                ),
                (
                    "S.door",
                    "Back door keypad (staff entrance by the bins): 7316 then the # key. Helen "
                    "asked me to keep it handy for locums.",
                ),
                (
                    "S.wifi",
                    "Wi-Fi: staff network HSD-Staff, password Molar!Bright2026. The guest "
                    "network in reception has no password.",
                ),
                (
                    "U.website_fees",
                    "To do: the fee list on the website still shows last year's prices — Helen "
                    "wants it updated before the new NHS band posters go up. Not started.",
                ),
            ),
            sec(
                "13:15",
                "李雯 · 洁牙室",
                (
                    "F.fluoride",
                    "提醒：小朋友（3岁以上）每次检查都涂氟，除非家长说不要。涂完告诉家长半小时内"
                    "别吃东西。",
                ),
                ("N", "下午的病人：三个洗牙，一个牙周维护。12:40 吃了午饭，楼下的越南粉。"),
            ),
        ),
        transcripts=(
            chat(
                "11:30",
                "openclaw",
                "2026-04-13-onboarding-helen",
                meta("[bootstrap] workspace: harbourside-dental · agent notes enabled"),
                u(
                    "Morning. I'm going to brain-dump the house rules so you stop asking me. "
                    "First one: nobody gets an extraction, implant or sedation without a signed "
                    "consent form. Verbal doesn't count, and it has to be scanned into the record "
                    "before they leave.",
                    "F.consent",
                ),
                a(
                    "Got it — written, signed consent before any extraction, implant or "
                    "sedation, scanned into the patient record the same visit. I'll check for "
                    "the scan when I prep Dr Nair's surgical list.",
                    "F.consent",
                ),
                u(
                    "Second: medical history gets updated at every visit. The tablet at "
                    "reception, patient re-signs. If they haven't done it, the dentist doesn't "
                    "start.",
                    "F.medhistory",
                ),
                a(
                    "Medical history updated and re-signed at every visit on the reception "
                    "tablet, no treatment until it's done. Noted.",
                    "F.medhistory",
                ),
                tool('memory_search "house rules"\n0 results'),
                u("That'll do for now, I've got a complaint to ring back.", "N"),
                a("OK. I'll file the rest as they come up.", "N"),
            ),
        ),
        searches=(
            ("08:20", "autoclave morning test"),
            ("09:35", "consumables supplier account"),
            ("11:25", "consent form rules"),
            ("13:05", "涂氟 小朋友"),
            ("16:40", "back door code"),
        ),
    ),
    Day(
        "2026-04-14",
        notes=(
            sec(
                "08:10",
                "Decon (Dani)",
                (
                    "F.pouches",
                    "Dani went through the clean store with me: every pouch gets the date and "
                    "the cycle number written on it before it goes on the shelf. If she finds one "
                    "without, it goes back through, no arguing.",
                ),
                (
                    "N",
                    "Autoclave A: cycle 1 at 08:22, cycle 2 at 09:40. Ultrasonic solution "
                    "changed. Washer-disinfector fine.",
                ),
            ),
            sec(
                "09:30",
                "Ordering",
                (
                    "X.supplier_old",
                    "Tuesday order placed with Panoral Direct: 10 boxes nitrile M, 6 boxes S, 2 "
                    "cases bibs, composite A2 x4, impression material. They quoted Friday, which "
                    "is later than usual.",
                ),
                (
                    "X.hyg_30",
                    "Sophie asked again whether her slots can be longer — for now the book has "
                    "every hygiene appointment at 30 minutes, and she's running late by "
                    "mid-morning most days.",
                ),
                (
                    "N",
                    "Megan: 14 patients confirmed for tomorrow, 2 unconfirmed, 1 new patient "
                    "enquiry about veneers.",
                ),
                (
                    "N",
                    "Just for this Thursday, Sophie's list starts at 08:00 instead of 08:30 so "
                    "Mr Osei can come before work — she agreed, one-off.",
                ),
            ),
            sec(
                "13:30",
                "Front desk (Megan)",
                (
                    "Q.parking",
                    "Can patients use the pharmacy car park next door while they're in with us? "
                    "A patient asked; Megan didn't know and neither did I.",
                ),
                ("N", "Lunch: Helen brought in cinnamon buns for Sophie's birthday."),
            ),
            sec(
                "19:50",
                "晚班前台 · 陈杰",
                (
                    "F.late_cancel",
                    "晚班记录：今天有两个人提前不到24小时取消，按规定收了£25。Mr Hughes说他"
                    "不知道这个规定，我给他看了预约短信里的说明。",
                ),
                (
                    "U.phone_divert",
                    "18:30以后电话转接到急诊线没有反应，病人打进来一直响。明天告诉Helen，"
                    "还没解决。",
                ),
                ("S.safe", "前台保险箱密码：309174（Helen说不要写在便利贴上，我先记在这里）。"),
                ("N", "今晚8点关门，最后一个病人19:35走的。下雨。"),
            ),
        ),
        transcripts=(
            chat(
                "15:10",
                "plain",
                "2026-04-14-sophie-book",
                u(
                    "Can you check how my book looks Thursday? I've got 11 in and I'm already "
                    "dreading it.",
                    "N",
                ),
                tool("calendar.list --clinician sophie --date 2026-04-16\n11 appointments"),
                a(
                    "Thursday you have 11, all in 30-minute hygiene slots back to back, lunch "
                    "12:30-13:15. Two are new periodontal patients.",
                    "X.hyg_30",
                ),
                u(
                    "Yeah that's the problem, the new perio ones never fit. Can you flag it to "
                    "Helen?",
                    "N",
                ),
                a("Flagged to Helen for the practice meeting on Monday.", "N"),
            ),
        ),
        searches=(
            ("08:05", "pouch labelling sterilised"),
            ("09:20", "Panoral order list"),
            ("13:40", "pharmacy car park patients"),
            ("15:05", "hygiene appointment length"),
            ("19:40", "取消 收费 规定"),
        ),
    ),
    Day(
        "2026-04-15",
        notes=(
            sec(
                "08:15",
                "Decon",
                (
                    "N",
                    "Autoclave A Helix passed 08:04 (Dani). Autoclave B passed 08:09. Both "
                    "written up.",
                ),
                (
                    "F.fridge",
                    "New one for me: the materials fridge (bonding agents, the glucagon, some "
                    "impression stuff) has its temperature read and written on the sheet twice "
                    "a day, morning and end of day. Should sit between 2 and 8. Kasia did 08:10 "
                    "today: 5.1.",
                ),
                (
                    "U.compressor",
                    "The compressor in the plant room is making a knocking noise when it "
                    "cycles. Dr Reilly wants an engineer before it dies on a surgical day. "
                    "Nobody has called yet.",
                ),
            ),
            sec(
                "10:30",
                "Radiography",
                (
                    "F.xray_log",
                    "Dr Reilly reminded everyone: each X-ray gets its line in the X-ray log — "
                    "patient, tooth, justification and the quality grade — and the dentist who "
                    "took it signs it. The log gets audited, so no gaps.",
                ),
                (
                    "N",
                    "OPG machine threw error E21 at 10:14 and again at 10:31; power-cycled, fine "
                    "after. Dr Nair's patient waited 15 minutes.",
                ),
            ),
            sec(
                "12:45",
                "Reception",
                (
                    "F.medhistory",
                    "Megan says three patients this morning tried to skip the tablet. Policy "
                    "stands: the medical history is updated every visit, even if 'nothing has "
                    "changed'. It takes two minutes.",
                ),
                (
                    "X.reminder_24h",
                    "Booking system check: reminder texts are still set to fire 24 hours before "
                    "the appointment. Two patients said theirs came too late to sort out work.",
                ),
                (
                    "F.estimate",
                    "Billing note: Dr Nair's crown-and-bridge plan for Mrs Ahmed comes to "
                    "£1,840, so it's the usual — written estimate signed and half paid before "
                    "the prep appointment. Anything over £500 is done that way.",
                ),
            ),
            sec(
                "20:05",
                "晚班 · 陈杰",
                (
                    "U.phone_divert",
                    "电话转接还是不行。18:30以后打进来的全部没人接，我手动接了三个。Helen说会"
                    "联系电话公司。",
                ),
                ("N", "今天晚上很安静，只有4个病人。打印机没纸了，已经补上。"),
            ),
        ),
        transcripts=(
            chat(
                "17:20",
                "claude",
                "fee-questions-ahmed",
                u(
                    "Mrs Ahmed wants to know if she can pay the 50% in two goes. Is that a "
                    "thing we do?",
                    "N",
                ),
                a(
                    "The rule I have is that treatment over £500 needs the written estimate "
                    "signed and 50% paid before starting. Splitting that first half isn't "
                    "something I've seen agreed — worth asking Helen.",
                    "F.estimate",
                ),
                u("Ok I'll ask her. Thanks.", "N"),
            ),
        ),
        searches=(
            ("08:00", "helix test log"),
            ("10:20", "x-ray log justification"),
            ("12:40", "medical history tablet every visit"),
            ("17:15", "payment plan over 500"),
            ("20:00", "电话转接 问题"),
        ),
    ),
    Day(
        "2026-04-16",
        notes=(
            sec(
                "08:30",
                "Morning",
                (
                    "N",
                    "Surgery 1: Dr Okafor. Surgery 2: Dr Reilly. Surgery 3: Dr Nair (sedation "
                    "list 13:00-16:30). Hygiene room: Sophie all day, Li Wen afternoon.",
                ),
                (
                    "F.consent",
                    "Dani re-checked the sedation list against the scans: all four have the "
                    "signed consent form in the record already. That's the rule for sedation, "
                    "implants and extractions — written consent, scanned the same day — and "
                    "today it's all there.",
                ),
            ),
            sec(
                "11:50",
                "Incident: images nearly sent to a Gmail",
                (
                    "N",
                    "11:05 — locum nurse about to send Mr Kowalski's bitewings to his Gmail "
                    "because he asked for them 'for a second opinion'. 11:07 — Megan stopped it "
                    "at the desk. 11:20 — Helen spoke to the patient.",
                ),
                (
                    "F.records_email",
                    "Write-up conclusion, as Helen put it: records and X-rays go out only "
                    "through NHSmail or the encrypted patient portal — never to a patient's or "
                    "anyone's ordinary email, however nicely they ask. Mr Kowalski got a portal "
                    "link at 11:30.",
                ),
                (
                    "N",
                    "The locum nurse was apologetic; it was her second day. Helen is adding "
                    "the point to the locum induction sheet.",
                ),
            ),
            sec(
                "13:10",
                "李雯",
                (
                    "X.hyg_30",
                    "洁牙预约现在还是每个30分钟，新的牙周病人根本做不完。我和Sophie都希望周一"
                    "开会能改。",
                ),
                (
                    "F.fluoride",
                    "上午两个小朋友检查，都涂了氟。一个家长问为什么每次都涂——我解释：3岁以上的"
                    "孩子每次检查都涂氟保护漆，家长不同意才不涂。",
                ),
                ("N", "午饭在休息室吃的饺子。"),
            ),
            sec(
                "19:55",
                "晚班 · 陈杰",
                (
                    "U.phone_divert",
                    "转接问题还没修好，电话公司说要下周派人来。今晚又漏接了一个。",
                ),
                (
                    "N",
                    "19:10 一个病人牙疼来问能不能加号，已经约到明天早上 Dr Reilly 8:30。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:40",
                "openclaw",
                "2026-04-16-nair-sedation",
                u("Before my 3pm — Mr Hughes, is his paperwork in?", "N"),
                tool("records.get --patient hughes_r --docs\nconsent_sedation_2026-04-09.pdf"),
                a(
                    "Yes — his sedation consent form is signed and scanned (9 April), so he's "
                    "clear under the written-consent rule.",
                    "F.consent",
                ),
                u("Great. And his med history?", "N"),
                a("He did the tablet at 14:52 when he arrived — no changes.", "N"),
            ),
        ),
        searches=(
            ("08:25", "sedation consent scanned"),
            ("11:10", "can we email x-rays to a patient"),
            ("11:40", "NHSmail portal records"),
            ("13:00", "洁牙 时间 30分钟"),
            ("15:35", "Hughes sedation paperwork"),
            ("19:50", "转接 电话公司"),
        ),
    ),
    Day(
        "2026-04-17",
        notes=(
            sec(
                "08:20",
                "Decon incident",
                (
                    "N.helix_fail",
                    "08:07 Helix on autoclave B failed — the indicator stayed half-changed. "
                    "08:10 Dani quarantined B, re-ran the test at 08:15: failed again. B taken "
                    "out of use, all loads to A today.",
                ),
                (
                    "F.helix",
                    "Which is the whole reason the test runs before the first load: if B had "
                    "gone straight into a cycle of handpieces we'd have had a morning's worth of "
                    "instruments of unknown status. Dani: 'that's why the Helix is every "
                    "morning, not when we remember.' (Autoclave A passed.)",
                ),
                (
                    "N",
                    "Engineer (SteriTech) booked for Monday 09:00 for B. Reference ST-55102.",
                ),
            ),
            sec(
                "12:00",
                "Friday admin",
                (
                    "X.oncall_principal",
                    "Weekend: Dr Okafor has the emergency phone, as always — it lives in her "
                    "bag from Friday 17:30 to Monday 08:00.",
                ),
                (
                    "X.supplier_old",
                    "Panoral delivery finally arrived at 11:40, a day late and missing the "
                    "composite. Helen: 'third time this quarter'. She'll raise the Panoral "
                    "account at Monday's meeting.",
                ),
                (
                    "U.chair3_light",
                    "Surgery 3's operating light flickers when it's swung to the left. Dr Nair "
                    "can work around it but it's not great. Needs reporting to the chair "
                    "engineer.",
                ),
            ),
            sec(
                "17:45",
                "Lock-up",
                (
                    "S.alarm",
                    "Lock-up for Sophie (first time doing it): alarm panel by the back door, "
                    "code 580913 then 'set'. You've got 30 seconds to get out.",
                ),
                (
                    "N",
                    "Last patient out 17:20. Week's totals: 142 appointments, 6 FTAs, 3 "
                    "emergencies seen.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:30",
                "claude",
                "weekend-phone-swelling",
                u(
                    "Who's got the emergency phone this weekend? A patient with a swelling "
                    "called and I want to give the right number.",
                    "N",
                ),
                a(
                    "Dr Okafor — she holds the emergency phone every weekend. The out-of-hours "
                    "number on the voicemail routes to it.",
                    "X.oncall_principal",
                ),
                u("Thanks!", "N"),
            ),
        ),
        searches=(
            ("08:12", "autoclave B failed helix what to do"),
            ("08:30", "steritech engineer"),
            ("12:05", "Panoral late delivery"),
            ("16:25", "emergency phone weekend who"),
            ("17:40", "alarm code lock up"),
            ("17:50", "helix 失败 autoclave B"),
        ),
    ),
    Day(
        "2026-04-18",
        notes=(
            sec(
                "09:10",
                "Saturday clinic",
                ("N", "Saturday: Dr Reilly and Kasia, Megan on the desk. 9 booked, 1 emergency."),
                (
                    "Q.parking",
                    "Another one about parking: can Saturday patients use the pharmacy car park "
                    "when the pharmacy's shut? Still no answer from anyone.",
                ),
                (
                    "F.sharps",
                    "Kasia swapped the sharps bin in surgery 2 — it had reached the fill line. "
                    "The reminder that went round: close it at three-quarters, never push the "
                    "contents down to squeeze more in.",
                ),
                ("N", "Weather: bright, cold wind. Megan's car wouldn't start, she came by bus."),
            ),
            sec(
                "13:20",
                "Close",
                (
                    "F.medhistory",
                    "Saturday check by Megan: all 9 patients re-signed their medical history on "
                    "the tablet before going in. Same as weekdays, every visit.",
                ),
                (
                    "N",
                    "Card machine dropped connection twice 10:40-10:55; took payments on the "
                    "backup terminal.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "11:00",
                "plain",
                "2026-04-18-megan-saturday",
                u("Someone's asking if we're open later today. We're not, right?", "N"),
                a("Correct — Saturday is 09:00-13:00 only.", "N"),
                u("And the tablet thing for the Saturday lot, same as usual?", "N"),
                a(
                    "Same as usual: medical history updated on the tablet at every visit, "
                    "Saturdays included, before they go in.",
                    "F.medhistory",
                ),
            ),
        ),
        searches=(
            ("09:05", "Saturday clinic staff"),
            ("10:50", "card machine backup terminal"),
            ("11:05", "medical history saturday"),
            ("13:15", "sharps bin full"),
        ),
    ),
    Day(
        "2026-04-19",
        notes=(
            sec(
                "18:00",
                "Sunday prep",
                (
                    "N",
                    "Prep for tomorrow's practice meeting (12:30-13:30): agenda from Helen — "
                    "supplier review, weekend phone, hygiene book, CQC prep, AOB.",
                ),
                ("N", "Helen's Sunday message: the autoclave engineer is confirmed for 09:00."),
                (
                    "X.oncall_principal",
                    "Dr Okafor took two calls on the emergency phone this weekend — a dry socket "
                    "and a broken crown. It's always her, every weekend, and she says she can't "
                    "keep doing it.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "20:15",
                "openclaw",
                "2026-04-19-helen-sunday",
                u(
                    "Can you pull together what we've got on the phone issue for tomorrow — the "
                    "weekend one, not the divert.",
                    "N",
                ),
                tool('memory_search "emergency phone weekend"\n2 results'),
                a(
                    "Right now Dr Okafor holds the emergency phone every weekend; this weekend "
                    "she had 2 calls. Nothing on record about alternatives.",
                    "X.oncall_principal",
                ),
                u(
                    "Ok. And the Monday check — who's on it tomorrow with Dani in late?",
                    "N",
                ),
                a(
                    "Kasia can do it: the emergency drugs, oxygen and the AED are checked every "
                    "Monday and she signs the sheet.",
                    "F.emergency_kit",
                ),
            ),
        ),
        searches=(
            ("18:05", "practice meeting agenda"),
            ("20:10", "emergency phone weekend"),
            ("20:20", "monday drugs check who"),
        ),
    ),
    Day(
        "2026-04-20",
        notes=(
            sec(
                "08:10",
                "Huddle",
                (
                    "F.emergency_kit",
                    "Monday checks done by Kasia: emergency drugs in date, oxygen cylinder "
                    "nearly full, AED self-test green. Sheet signed.",
                ),
                (
                    "N",
                    "SteriTech engineer on site 09:05; autoclave B door seal and a sensor "
                    "replaced, back in service 11:20.",
                ),
            ),
            sec(
                "13:40",
                "Practice meeting minutes (20 Apr)",
                (
                    "N",
                    "- Present: Dr Okafor, Dr Reilly, Dr Nair, Sophie, Li Wen, Megan, Dani, "
                    "Helen. Apologies: Kasia (covering reception).",
                ),
                (
                    "F.supplier",
                    "- Supplier: Panoral has been late three times this quarter. Decision: from "
                    "this week all consumables are ordered from Brightwell Dental instead — "
                    "Tuesday order by 11:00, next-day delivery. Helen closes the Panoral "
                    "account.",
                ),
                (
                    "F.oncall_rota",
                    "- Weekend emergency phone: it moves to a rota between the three dentists — "
                    "Okafor, Reilly, Nair in turn — handed over at Friday close. Starts this "
                    "Friday with Dr Reilly.",
                ),
                (
                    "F.hyg_45",
                    "- Hygiene book: all hygiene appointments go to 45 minutes from 4 May "
                    "(existing bookings honoured). Fewer slots per session; Megan to "
                    "re-template.",
                ),
                (
                    "T.scanner",
                    "- AOB: Dr Nair floated an intraoral scanner — maybe next financial year, "
                    "nobody committed, she'll bring prices.",
                ),
                (
                    "Q.nhs_new",
                    "- AOB: are we still taking new NHS patients once the contract change lands? "
                    "Dr Okafor didn't know yet; left open.",
                ),
                (
                    "U.cqc_folder",
                    "- CQC: folder half done; waiting on CPD certificates from Dr Reilly and "
                    "both hygienists. Helen chasing.",
                ),
                ("N", "- Next meeting 18 May. Pizza from Lupo's."),
            ),
            sec(
                "16:30",
                "李雯",
                (
                    "F.hyg_45",
                    "开会定了：从5月4日起，洁牙预约一律45分钟。终于！新的牙周病人可以好好做了。",
                ),
                ("N", "下午三个病人，一个迟到了20分钟。"),
            ),
        ),
        transcripts=(
            chat(
                "14:10",
                "claude",
                "meeting-followups-april",
                u("Can you write the action list from the meeting? Keep it short.", "N"),
                a(
                    "Actions:\n1. Helen — supplier account paperwork.\n2. Megan — re-template "
                    "the hygiene book.\n3. Dr Reilly — weekend phone this Friday.\n4. Helen — "
                    "chase the missing certificates.",
                    "N",
                ),
                u("And tell Sophie about the phone rota, she asked.", "N"),
                a(
                    "Will do: the weekend emergency phone now rotates Okafor → Reilly → Nair, "
                    "handover at Friday close, Dr Reilly first this week.",
                    "F.oncall_rota",
                ),
                u(
                    "Also from tomorrow every order goes to Brightwell. Don't let anyone slip back to the old "
                    "lot out of habit.",
                    "F.supplier",
                ),
                a(
                    "Understood — Brightwell for all consumables from tomorrow; I'll flag any "
                    "basket going to the old supplier.",
                    "F.supplier",
                ),
            ),
        ),
        searches=(
            ("08:05", "emergency drugs oxygen AED monday"),
            ("09:00", "autoclave B engineer"),
            ("12:20", "Panoral late deliveries"),
            ("12:25", "hygiene slots 30 minutes complaints"),
            ("14:05", "phone rota dentists"),
            ("16:25", "洁牙 45分钟"),
        ),
    ),
    Day(
        "2026-04-21",
        notes=(
            sec(
                "09:50",
                "First Brightwell order",
                (
                    "F.supplier",
                    "First Brightwell order in at 10:35: gloves, bibs, pouches, composite, "
                    "prophy paste, 2x alginate. Delivery tomorrow by noon. That's the supplier "
                    "now — the old account was closed this morning.",
                ),
                (
                    "S.portal",
                    "Brightwell web portal — Helen's login for me to use: user hsd.purchasing, "
                    "password Tr1cuspid#88.",
                ),
                ("N", "Panoral sent a 'sorry to see you go' email with a 10% offer. Ignored."),
            ),
            sec(
                "11:30",
                "李雯 · 消毒",
                (
                    "F.pouches",
                    "今天帮Dani封袋：每个灭菌袋都要写日期和锅次，没写的退回去重新灭菌。我以前的"
                    "诊所不写锅次，这里必须写。",
                ),
                (
                    "U.suction",
                    "2号诊室的吸引器吸力很弱，Dani说可能是过滤网堵了，要换新的。还没换。",
                ),
            ),
            sec(
                "14:00",
                "Front desk",
                (
                    "F.late_cancel",
                    "Megan handled a no-show complaint: Mr Barrow missed his 11:00 without "
                    "calling and was charged £25. She explained the policy — under 24 hours' "
                    "notice or no-show, £25 — and that it's waived once a year, which he'd "
                    "already used in February.",
                ),
                ("N", "New patient enquiries today: 4. Two want Invisalign; we don't offer it."),
            ),
            sec(
                "19:55",
                "晚班 · 陈杰",
                ("N", "今晚病人6个，全部准时。"),
                (
                    "F.fridge",
                    "关门前看了材料冰箱温度：4.8度，写在表上了。早晚各记一次，要在2到8度之间。",
                ),
            ),
        ),
        searches=(
            ("09:40", "supplier order Tuesday"),
            ("09:45", "Brightwell portal login"),
            ("11:20", "灭菌袋 日期 锅次"),
            ("13:55", "no show fee waived once a year"),
            ("19:50", "冰箱 温度 记录"),
            ("20:00", "Brightwell 下单 周二"),
        ),
    ),
    Day(
        "2026-04-22",
        notes=(
            sec(
                "08:40",
                "Reminder timing change",
                (
                    "F.reminder_48h",
                    "Helen's decision this morning: reminder texts move to 48 hours before the "
                    "appointment instead of 24, so people have time to rearrange and we can "
                    "refill the slot. I changed the booking system setting at 08:35.",
                ),
                (
                    "S.sms_api",
                    "For the record, the SMS gateway settings I touched:\n```\nsms:\n  "
                    "provider: smsdirect\n  api_key: sk_live_9f3KdQ2xLmZ71vBw\n  sender_id: "
                    "HARBOURSD\n```",
                ),
                (
                    "N",
                    "First batch under the new setting went at 10:00: 37 texts, 2 bounced (old "
                    "numbers).",
                ),
            ),
            sec(
                "10:15",
                "Plant room / radiography",
                (
                    "U.compressor",
                    "Compressor knocking is worse. Helen has a quote request in with AirTech; no "
                    "date yet. Dr Reilly says if it goes mid-list we're stuck.",
                ),
                (
                    "F.xray_log",
                    "Kasia asked me to put this somewhere findable: when a dentist takes a "
                    "radiograph, the log entry (justification + grade) is theirs to fill in and "
                    "sign, not the nurse's.",
                ),
            ),
            sec(
                "13:00",
                "李雯",
                (
                    "F.medhistory",
                    "病史每次都要更新，病人在平板上重新签名。今天有个老太太说上周刚签过——还是要"
                    "签，每次都要。",
                ),
                ("N", "今天吃的是楼下的三明治，太干了。"),
            ),
        ),
        transcripts=(
            chat(
                "15:30",
                "openclaw",
                "2026-04-22-decon-opening",
                u("Dani's off tomorrow, I'm opening decon. Remind me the start-up?", "N"),
                a(
                    "Start-up: switch both autoclaves on, then the Helix test goes in before the "
                    "first load — every morning, logged in the sterilisation logbook with your "
                    "initials. Nothing goes out until it passes. Then ultrasonic and washer.",
                    "F.helix",
                ),
                u("And if it doesn't pass?", "N"),
                a(
                    "Re-run once; if it's still wrong, take that machine out of use and tell "
                    "Helen — like last Friday with B.",
                    "N",
                ),
                u("Cool.", "N"),
            ),
        ),
        searches=(
            ("08:30", "reminder text timing"),
            ("08:50", "sms gateway settings"),
            ("10:10", "compressor engineer quote"),
            ("10:25", "who signs the radiograph log"),
            ("13:05", "病史 平板 签名"),
            ("15:25", "decon start up helix first load"),
        ),
    ),
    Day(
        "2026-04-23",
        notes=(
            sec(
                "08:20",
                "Decon (Kasia)",
                ("N", "Kasia opened decon. A and B both passed, written up 08:11 / 08:14."),
            ),
            sec(
                "10:00",
                "Admin",
                (
                    "U.dbs_sophie",
                    "Sophie's DBS certificate expires end of May. Renewal application started, "
                    "waiting on her ID check appointment. Open.",
                ),
                (
                    "F.consent",
                    "Dr Nair, after a near miss in the implant clinic (form printed but never "
                    "signed): she wants it said again — no signed consent form, no implant, no "
                    "extraction, no sedation. Written, scanned, before the patient sits down.",
                ),
            ),
            sec(
                "13:00",
                "李雯",
                (
                    "F.consent",
                    "拔牙、种植、镇静之前必须有病人签字的同意书，扫描进病历。今天Dr Nair的病人"
                    "差点没签，幸好Dani发现了。",
                ),
                ("N", "下午两个牙周维护，一个新病人。"),
            ),
            sec(
                "20:00",
                "晚班 · 陈杰",
                (
                    "U.phone_divert#fixed",
                    "电话公司今天下午来了，改了路由器的设置。18:30以后的转接已修复，我19:00"
                    "自己打进去测试过，转到急诊线了。",
                ),
                ("N", "门口的路灯坏了一个，已经告诉房东。"),
            ),
        ),
        transcripts=(
            chat(
                "11:20",
                "plain",
                "2026-04-23-megan-reminders",
                u(
                    "A patient says she got her text on Monday for a Wednesday appointment, is "
                    "that a mistake?",
                    "N",
                ),
                a(
                    "No mistake — since yesterday reminder texts go out 48 hours ahead. Monday "
                    "for a Wednesday slot is about right.",
                    "F.reminder_48h",
                ),
                u("OK, I'll tell her it's on purpose.", "N"),
            ),
        ),
        searches=(
            ("08:15", "decon opening kasia"),
            ("09:55", "DBS renewal sophie"),
            ("10:05", "implant consent signed"),
            ("11:15", "reminder sent two days early"),
            ("19:55", "转接 已修复"),
        ),
    ),
    Day(
        "2026-04-24",
        notes=(
            sec(
                "09:00",
                "Morning",
                (
                    "U.chair3_light",
                    "Surgery 3 light: engineer says the arm's wiring is fraying; part on order, "
                    "7-10 days. Light still flickers.",
                ),
                (
                    "F.records_email",
                    "Referral to the Royal for Mrs Ahmed's lesion went through NHSmail with the "
                    "OPG attached — reminder to Dr Okafor's new nurse that referrals and images "
                    "only ever go that way, or through the encrypted portal.",
                ),
            ),
            sec(
                "12:10",
                "Billing",
                (
                    "S.card_pin",
                    "Petty-cash card for Kasia's milk-and-biscuits run: PIN 8152. Receipt in "
                    "the tin, please.",
                ),
                ("N", "Invoice run: 46 invoices, 3 bounced cards, Megan chasing."),
            ),
            sec(
                "17:30",
                "Friday close",
                (
                    "F.oncall_rota",
                    "First handover under the new rota: Dr Okafor handed the emergency phone to "
                    "Dr Reilly at 17:25. He's got it until Monday 08:00; Dr Nair next Friday.",
                ),
                ("N", "Lock-up: Megan, 17:50."),
            ),
        ),
        transcripts=(
            chat(
                "16:00",
                "claude",
                "fenwick-crown-chase",
                u("Is Mr Fenwick's crown back from Northgate? I want to book his fit.", "N"),
                tool("labbook.query --patient fenwick_d\nsent 2026-04-14 status: in progress"),
                a(
                    "Not yet. The lab book has it sent on 14 April with a return date of 28 "
                    "April. Fits only get booked once the lab has confirmed that date, so hold "
                    "off or pencil for the 29th or later.",
                    "F.lab_book",
                ),
                u("Pencil 30th then.", "N"),
                a("Pencilled Thursday 30 April 10:00, marked provisional.", "N"),
            ),
        ),
        searches=(
            ("08:55", "surgery 3 light part"),
            ("09:10", "referral images nhsmail"),
            ("12:05", "petty cash card"),
            ("15:55", "Fenwick crown lab"),
            ("17:20", "emergency phone handover friday"),
        ),
    ),
]
