"""The dental story, days 13-24 (25 April - 6 May 2026): a leak, a needlestick, a bank holiday,
the new hygiene book starting, and a locum nurse being shown the house rules."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS2 = [
    Day(
        "2026-04-25",
        notes=(
            sec(
                "09:15",
                "Saturday",
                ("N", "Saturday list: Dr Nair + Kasia, 8 patients. Megan on the desk."),
                (
                    "F.fluoride",
                    "Two kids in for check-ups with their dad; both had the fluoride varnish. "
                    "Reminder for Saturdays too: over-threes get it every check-up unless the "
                    "parent says no.",
                ),
                (
                    "T.saturday",
                    "Dr Nair wondered aloud whether Saturday afternoons would fill — maybe, if "
                    "we had a hygienist in. Nobody's signed up for it.",
                ),
            ),
            sec(
                "13:10",
                "Close",
                ("N", "Takings £1,912. Two on card, the rest on account."),
                ("N", "- Autoclaves off, doors open to dry."),
                (
                    "F.sharps",
                    "- Sharps: surgery 1 bin hit the fill line, closed and swapped, not pressed "
                    "down.",
                ),
                ("N", "- Bins out, alarm set by Megan."),
            ),
        ),
        transcripts=(
            chat(
                "12:00",
                "openclaw",
                "2026-04-25-kasia-saturday",
                u(
                    "Mum of a 2½-year-old is asking for the varnish thing. Do we do it that young?",
                    "N",
                ),
                a(
                    "The practice rule is fluoride varnish for children over three at every "
                    "check-up unless a parent declines. Under three is the dentist's call — ask "
                    "Dr Nair.",
                    "F.fluoride",
                ),
                u("Dr Nair says not this time.", "N"),
                a("Noted on the record: no varnish today, dentist's decision.", "N"),
            ),
        ),
        searches=(
            ("09:10", "saturday list"),
            ("11:55", "fluoride age under three"),
            ("13:05", "sharps swap saturday"),
        ),
    ),
    Day(
        "2026-04-26",
        notes=(
            sec(
                "19:00",
                "Sunday",
                (
                    "N",
                    "Quiet weekend. Dr Reilly had one call (a lost filling, advised to come in "
                    "Monday).",
                ),
                (
                    "F.hyg_45",
                    "Megan re-templated the hygiene book over the weekend: from 4 May every "
                    "hygiene slot is 45 minutes, lunch moved to 12:45.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "19:30",
                "plain",
                "2026-04-26-helen-week-ahead",
                u("What's on this week that I should know about?", "N"),
                a(
                    "Monday is the emergency drugs and oxygen check — every Monday, Dani signs. "
                    "Nothing else unusual early in the week.",
                    "F.emergency_kit",
                ),
                u("And later?", "N"),
                a(
                    "Wednesday the AirTech compressor quote is due; Friday Dr Nair takes over "
                    "the weekend phone.",
                    "U.compressor",
                ),
            ),
        ),
        searches=(
            ("19:25", "this week schedule"),
            ("19:35", "emergency kit check monday"),
            ("19:40", "compressor quote AirTech"),
        ),
    ),
    Day(
        "2026-04-27",
        notes=(
            sec(
                "08:15",
                "Monday checks",
                (
                    "F.emergency_kit",
                    "Dani: emergency kit, oxygen and AED checked — Monday routine, sheet signed. "
                    "Adrenaline pack expires 06/26, reorder in May.",
                ),
                (
                    "U.cqc_folder",
                    "CQC folder: still waiting on 2 of 5 CPD certificates (Dr Reilly, Li Wen). "
                    "Helen's second chase went out today.",
                ),
            ),
            sec(
                "12:30",
                "李雯",
                (
                    "F.emergency_kit",
                    "每周一都要检查急救箱和氧气，今天Dani签了表。我学了一下AED怎么自检。",
                ),
                (
                    "F.sharps",
                    "洁牙室的利器盒到满线了，我换了新的。提醒：到四分之三就封，不要往下按。",
                ),
            ),
            sec(
                "15:00",
                "Imaging audit",
                (
                    "N",
                    "Quarterly imaging audit: 212 images, 94% excellent, 5% acceptable, 1% "
                    "unacceptable (one OPG, the patient moved).",
                ),
                (
                    "F.xray_log",
                    "Audit finding from Dr Reilly: 6 images with no justification written in "
                    "the log. Rule repeated at lunch — every X-ray is logged with justification "
                    "and grade by the dentist who took it, same day.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "10:40",
                "claude",
                "bitewing-who-signs",
                u(
                    "Quick one — Kasia exposed a bitewing for Dr Okafor while she was on the "
                    "phone. Who signs for it?",
                    "N",
                ),
                a(
                    "Dr Okafor, as the dentist responsible — the X-ray log entry with "
                    "justification and grade is the dentist's. Kasia can fill in the patient "
                    "details; Dr Okafor writes the justification and signs.",
                    "F.xray_log",
                ),
                u("ta", "N"),
            ),
        ),
        searches=(
            ("08:10", "emergency drugs expiry"),
            ("10:35", "who signs x-ray log"),
            ("12:25", "利器盒 满线"),
            ("12:35", "AED 急救箱 每周"),
            ("14:55", "radiograph audit justification missing"),
            ("15:10", "CQC CPD certificates"),
        ),
    ),
    Day(
        "2026-04-28",
        notes=(
            sec(
                "07:55",
                "Incident: water through the ceiling",
                (
                    "N.flood",
                    "07:40 Megan found water dripping through the surgery 1 ceiling light "
                    "fitting — a leak from the flat upstairs. 07:45 power to surgery 1 isolated. "
                    "07:52 landlord called. 08:30 plumber upstairs: washing machine hose.",
                ),
                ("N", "Dr Okafor's morning moved to surgery 3; 4 patients rebooked to Thursday."),
                (
                    "N",
                    "From today surgery 1 stays out of use until the electrician signs the light "
                    "fitting off — nobody switches it back on, whatever the list looks like.",
                ),
                ("N", "Decon unaffected; both autoclaves ran as normal."),
            ),
            sec(
                "09:45",
                "Tuesday order",
                (
                    "F.supplier",
                    "Tuesday Brightwell order placed 09:40 (before the 11:00 cut-off): nitrile "
                    "S/M, 3 boxes of pouches, saliva ejectors, dry guards. Confirmation "
                    "BW-200417.",
                ),
                (
                    "U.suction#fixed",
                    "Surgery 2 suction filter replaced by Dani with the new one that came in "
                    "yesterday's box — suction back to normal. Fixed.",
                ),
            ),
            sec(
                "14:00",
                "Front desk",
                (
                    "F.reminder_48h",
                    "Reminder texts at 48 hours seem to be working: 5 patients rescheduled "
                    "today off Sunday/Monday texts and Megan refilled 4 of the slots.",
                ),
                (
                    "F.late_cancel",
                    "Megan told Kasia (covering the desk): if someone cancels with less "
                    "than 24 hours' notice, the £25 goes on the account — it isn't decided case "
                    "by case; the once-a-year waiver is what the system tracks.",
                ),
            ),
            sec(
                "20:00",
                "晚班 · 陈杰",
                (
                    "F.fridge",
                    "冰箱温度 晚上 5.6度，记录了。提醒：一天两次，早上一次晚上一次，范围2-8度。",
                ),
                ("N.flood", "楼上漏水以后1号诊室今晚还不能用，电工明天来。"),
            ),
        ),
        transcripts=(
            chat(
                "17:10",
                "openclaw",
                "2026-04-28-fridge-reading",
                u("Fridge reading says 9.2 at 17:00. Is that bad?", "N"),
                a(
                    "Above range — it should be between 2 and 8 °C. Re-check in 30 minutes with "
                    "the door shut; if it's still over 8, move the glucagon and bonding agents "
                    "to the staff fridge and tell Helen. Twice-daily temperature readings are "
                    "the rule, so note this one and the re-check on the sheet.",
                    "F.fridge",
                ),
                u("17:35 it's 7.4. Door wasn't closed properly.", "N"),
                a("Good, back in range. Note both readings.", "N"),
            ),
        ),
        searches=(
            ("07:50", "leak ceiling surgery 1 landlord"),
            ("09:35", "Brightwell order cut-off"),
            ("13:50", "late cancellation 24 hours £25"),
            ("17:05", "fridge temperature too high"),
            ("19:55", "冰箱 温度 范围"),
        ),
    ),
    Day(
        "2026-04-29",
        notes=(
            sec(
                "08:30",
                "Decon",
                (
                    "F.pouches",
                    "Spot check by Dani on the clean shelves: 3 pouches found undated from "
                    "yesterday's chaos — all three back through. Every pouch needs its date and "
                    "cycle number, even on a bad day.",
                ),
                (
                    "U.compressor#fixed",
                    "AirTech engineer came at 08:00: compressor non-return valve replaced, "
                    "knocking gone. Fixed, invoice to Helen.",
                ),
            ),
            sec(
                "11:00",
                "Reception",
                (
                    "F.medhistory",
                    "Megan's new line for patients who grumble about the tablet: 'we need it "
                    "every visit because medicines change' — and it's true, Mr Lee started "
                    "apixaban since his last visit and only the updated medical history told "
                    "us.",
                ),
                ("N", "Phone system: 61 inbound calls, longest wait 4 min."),
            ),
            sec(
                "15:30",
                "Dr Nair",
                (
                    "N",
                    "Dr Nair for Mrs Patel: skip the fluoride today, she reacted to the "
                    "flavoured one last time — use the unflavoured one at her next visit.",
                ),
                (
                    "T.whitening",
                    "She also thinks maybe a whitening offer in June would fill the summer "
                    "gaps. 'Let me think about it.'",
                ),
            ),
        ),
        transcripts=(
            chat(
                "17:30",
                "plain",
                "2026-04-29-chenjie-fridge",
                u("陈杰 here — 冰箱晚上也要记吗？我看表上只有早上的。", "N"),
                a(
                    "要的——冰箱温度每天记两次，早上开门一次，晚上关门前一次，范围是2到8度。"
                    "晚班就是你记。",
                    "F.fridge",
                ),
                u("好的，明白了。", "N"),
            ),
        ),
        searches=(
            ("08:25", "undated pouches"),
            ("08:40", "compressor AirTech fixed"),
            ("10:55", "why medical history every visit"),
            ("15:25", "Patel fluoride"),
            ("17:25", "冰箱 晚上 记录"),
        ),
    ),
    Day(
        "2026-04-30",
        notes=(
            sec(
                "08:10",
                "Decon",
                (
                    "T.second_autoclave",
                    "Dani suspects we'll need a second autoclave in decon 2 once the longer "
                    "hygiene book adds patients — not costed, just a feeling after last week.",
                ),
                (
                    "N",
                    "Printout from A after the afternoon run, pasted as Dani asked:\n```\n"
                    "CYCLE 0412  TYPE B  134C  3.5min  PASS\nCYCLE 0413  TYPE B  134C  3.5min  "
                    "PASS\nCYCLE 0414  TYPE N  121C  15.0min  PASS\nDOOR SEAL OK  WATER Q 4uS\n```",
                ),
                ("N", "Cycle count today — A: 9, B: 7."),
            ),
            sec(
                "10:30",
                "Admin",
                (
                    "U.website_fees",
                    "Website fees: still last year's list. Helen drafted the new table but the "
                    "web person hasn't replied. Still open.",
                ),
                (
                    "F.lab_book",
                    "Mr Fenwick's crown came back from Northgate on the 28th as promised; fit "
                    "done today. Helen's point to the desk: the return date in the lab book is "
                    "what we book against — never book a fit before the lab has confirmed it.",
                ),
            ),
            sec(
                "13:10",
                "李雯",
                (
                    "F.helix",
                    "今天我替Dani开的消毒室：每天早上第一锅之前先做螺旋测试（Helix），两台灭菌器"
                    "都要做，结果写进本子里。通过了才能用。",
                ),
                (
                    "F.xray_log",
                    "我给Dr Reilly的病人拍了两张片子，Dr Reilly自己在X光登记本上写了理由和等级，"
                    "签了名。",
                ),
            ),
            sec(
                "19:50",
                "晚班 · 陈杰",
                ("N", "今晚Dr Reilly看了最后一个急诊病人，19:40走的。"),
                (
                    "Q.amalgam",
                    "有病人问我们还有没有银汞材料？我也不确定我们还进不进货。",
                ),
            ),
        ),
        transcripts=(
            chat(
                "11:30",
                "claude",
                "ibrahim-records-request",
                u(
                    "Solicitor's office wants Mrs Ibrahim's records and radiographs for a claim. "
                    "They gave a gmail address. What do I do?",
                    "N",
                ),
                a(
                    "Not to the gmail. Records and X-rays only leave us through NHSmail or the "
                    "encrypted portal — reply asking for a secure address or send them a portal "
                    "link, and get Mrs Ibrahim's written authorisation first.",
                    "F.records_email",
                ),
                u("Portal link it is.", "N"),
                tool("portal.share --patient ibrahim_s --expires 14d\nlink created"),
                a("Done — the link expires in 14 days.", "N"),
            ),
        ),
        searches=(
            ("08:05", "second autoclave"),
            ("10:25", "website fee list"),
            ("10:35", "lab book return date fit"),
            ("11:25", "send records solicitor gmail"),
            ("11:35", "NHSmail 病历 发送"),
            ("13:05", "螺旋测试 灭菌器"),
            ("19:45", "银汞 还有吗"),
        ),
    ),
    Day(
        "2026-05-01",
        notes=(
            sec(
                "09:00",
                "Morning",
                (
                    "F.consent",
                    "Dr Okafor's extraction list today: 3 patients, consent forms signed and "
                    "scanned for all three before 09:00. (She checks herself now, after last "
                    "week.)",
                ),
                ("U.chair3_light", "Surgery 3 light part still not here — supplier says Tuesday."),
            ),
            sec(
                "12:00",
                "Bank holiday planning",
                (
                    "Q",
                    "Monday is the May bank holiday — does whoever has the weekend phone keep it "
                    "through Monday, or does it go back to someone Monday morning? Nobody has "
                    "said.",
                ),
                (
                    "N",
                    "Practice closed Monday 4 May. Megan put the notice on the door and the "
                    "voicemail.",
                ),
            ),
            sec(
                "17:30",
                "Friday close",
                (
                    "F.oncall_rota",
                    "Rota handover 17:30: Dr Nair has the emergency phone for the long weekend. "
                    "Next Friday it goes back to Dr Okafor.",
                ),
                (
                    "S.door",
                    "Locum nurse (Jade) starting Tuesday — sent her the staff entrance code "
                    "7316# so she can get in at 08:00.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "openclaw",
                "2026-05-01-nair-ideas",
                u(
                    "Dr Nair asked me to jot down the whitening idea — maybe a £199 offer for "
                    "June. Not decided.",
                    "T.whitening",
                ),
                a("Noted as an idea only: a possible £199 whitening offer in June.", "T.whitening"),
                u("Also she said the phone rota is working better than she expected.", "N"),
                a(
                    "Good to hear. I've got the emergency phone rota as Okafor → Reilly → Nair, "
                    "handed over at Friday close.",
                    "F.oncall_rota",
                ),
            ),
        ),
        searches=(
            ("08:50", "extraction consent scanned"),
            ("11:55", "bank holiday emergency phone"),
            ("14:55", "whitening offer"),
            ("17:25", "rota handover Nair"),
            ("17:35", "staff entrance code locum"),
        ),
    ),
    Day(
        "2026-05-02",
        notes=(
            sec(
                "09:10",
                "Saturday",
                (
                    "N",
                    "Saturday: Dr Okafor, Kasia. 7 patients, 2 emergencies (bank holiday weekend).",
                ),
                (
                    "N.needlestick",
                    "Incident: 10:12 Kasia pricked her finger on a used needle while clearing "
                    "the tray (needlestick). 10:13 bled under running water, washed. 10:20 "
                    "reported to Dr Okafor, accident book filled. 10:45 the source patient agreed "
                    "to a blood test. 11:30 occupational health rang back.",
                ),
                ("N", "Kasia OK, shaken. Helen informed by phone at 10:30."),
            ),
            sec(
                "12:50",
                "Close",
                (
                    "F.records_email",
                    "Dr Okafor sent the emergency patient's X-ray to the on-call oral surgeon "
                    "through NHSmail from the practice account — the only way images leave "
                    "here.",
                ),
                ("N", "Takings £890."),
            ),
        ),
        transcripts=(
            chat(
                "13:30",
                "plain",
                "2026-05-02-kasia-pouches",
                u(
                    "Kasia: doing pouches before I go, do I do the full label even on the "
                    "Saturday ones?",
                    "N",
                ),
                a(
                    "Yes — every pouch gets the date and the cycle number, Saturdays included. "
                    "Anything without goes back through.",
                    "F.pouches",
                ),
                u("k", "N"),
            ),
        ),
        searches=(
            ("09:05", "saturday emergencies"),
            ("10:25", "needlestick what to do"),
            ("12:45", "emergency x-ray to oral surgeon"),
            ("13:25", "pouch label saturday"),
        ),
    ),
    Day(
        "2026-05-03",
        notes=(
            sec(
                "18:30",
                "Sunday",
                ("N", "Dr Nair: 3 calls so far this weekend, one patient seen Saturday."),
                (
                    "F.hyg_45",
                    "Tomorrow's a bank holiday, so the first day of 45-minute hygiene "
                    "appointments is actually Tuesday 5 May. Megan checked the template "
                    "tonight.",
                ),
                ("N", "Weather: rain all day. Helen's at her sister's."),
            ),
        ),
        transcripts=(
            chat(
                "19:00",
                "claude",
                "bank-holiday-monday-check",
                meta(
                    "<system-reminder>Resumed session; earlier context summarised.</system-reminder>"
                ),
                u("Monday's a bank holiday. Does the Monday check move?", "N"),
                a(
                    "It moves to Tuesday morning this week — the emergency drugs, oxygen and AED "
                    "check is weekly, normally every Monday, so it's done on the first working "
                    "day.",
                    "F.emergency_kit",
                ),
                u("Fine.", "N"),
            ),
        ),
        searches=(
            ("18:25", "phone calls weekend Nair"),
            ("18:35", "hygiene 45 minutes start date"),
            ("18:55", "急救箱 银行假日"),
        ),
    ),
    Day(
        "2026-05-04",
        notes=(
            sec(
                "11:00",
                "Bank holiday",
                ("N", "Practice closed. No notes from staff."),
                (
                    "N",
                    "Dr Nair passed on: a patient with a swelling was sent to the hospital "
                    "dental service at 09:15.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "10:00",
                "openclaw",
                "2026-05-04-helen-april-decisions",
                u(
                    "Quiet day. Give me a plain list of the decisions we made in April so I can "
                    "put them in the staff newsletter. One per message is fine.",
                    "N",
                ),
                a(
                    "Supplier: all consumables are ordered from Brightwell Dental now, Tuesday "
                    "before 11:00.",
                    "F.supplier",
                ),
                a(
                    "Hygiene: appointments are 45 minutes, from 5 May (the bank holiday pushed "
                    "it a day).",
                    "F.hyg_45",
                ),
                a("Reminders: texts go out 48 hours before the appointment.", "F.reminder_48h"),
                a(
                    "Weekend emergency phone: a rota between the three dentists, handover at "
                    "Friday close.",
                    "F.oncall_rota",
                ),
                u("Perfect. Anything still open?", "N"),
                a(
                    "CQC folder (2 CPD certificates missing), Sophie's DBS renewal, the website "
                    "fee list, and the surgery 3 light part.",
                    "N",
                ),
            ),
        ),
        searches=(
            ("09:55", "april decisions"),
            ("10:05", "supplier decision Brightwell"),
            ("10:10", "reminder 48 hours decision"),
            ("10:40", "open items cqc dbs website"),
        ),
    ),
    Day(
        "2026-05-05",
        notes=(
            sec(
                "08:15",
                "Tuesday (after the bank holiday)",
                (
                    "F.emergency_kit",
                    "Emergency kit check moved to today because of the bank holiday — Monday's "
                    "the normal day. Dani: drugs, oxygen, AED all fine, sheet signed.",
                ),
                (
                    "F.hyg_45",
                    "First day of 45-minute hygiene slots. Sophie finished on time for the "
                    "first time in weeks.",
                ),
                ("N", "Locum nurse Jade started at 08:00, with Dr Reilly all week."),
            ),
            sec(
                "10:30",
                "Ordering",
                (
                    "F.supplier",
                    "Brightwell order went in 10:05. The basket had the test strips "
                    "double-counted — removed one. Orders go to Brightwell only; Dani asked "
                    "whether the old supplier would be cheaper for strips — the answer was no, we're done "
                    "with them.",
                ),
                (
                    "Q.amalgam",
                    "Dani: do we still need to stock amalgam capsules at all, after the "
                    "phase-down? Nobody's answered her.",
                ),
            ),
            sec(
                "14:00",
                "Front desk",
                (
                    "F.reminder_48h",
                    "Megan's tally since reminders moved to two days before: 19 reschedules, 15 "
                    "slots refilled. She's keen to keep it.",
                ),
                (
                    "U.website_fees",
                    "Web person replied: the website fee table can go up 'next week'. Still not "
                    "live.",
                ),
            ),
            sec(
                "20:00",
                "晚班 · 陈杰",
                (
                    "F.reminder_48h",
                    "提醒短信现在是提前48小时发，今晚有两个病人打电话来改时间，都改到下周了。",
                ),
                (
                    "F.estimate",
                    "有病人问种植牙怎么付钱：超过500镑的治疗要先签报价单，付一半才开始。我把"
                    "Helen的说明给他了。",
                ),
                (
                    "Q.student",
                    "有个King's的牙科学生发邮件问能不能来观摩，我要转给谁？",
                ),
            ),
        ),
        transcripts=(
            chat(
                "12:00",
                "claude",
                "amalgam-stock",
                u("Do we have amalgam in stock, and are we still supposed to?", "Q.amalgam"),
                tool("inventory.find amalgam\n2 tubs capsules, exp 2027-01"),
                a(
                    "Two tubs of amalgam capsules in stock, expiring January 2027. Whether we "
                    "should keep stocking it I don't know — nobody has decided.",
                    "Q.amalgam",
                ),
            ),
        ),
        searches=(
            ("08:10", "emergency kit tuesday bank holiday"),
            ("09:55", "brightwell order"),
            ("10:25", "amalgam stock"),
            ("13:55", "reminder reschedules"),
            ("19:55", "提醒短信 48小时"),
            ("20:05", "dental student observe"),
        ),
    ),
    Day(
        "2026-05-06",
        notes=(
            sec(
                "08:20",
                "Locum induction (Jade)",
                (
                    "F.pouches",
                    "- Pouches: date and cycle number on each one — Jade shown how on day two.",
                ),
                (
                    "F.sharps",
                    "- Sharps: closed at the fill line, never pressed down — Jade shown the "
                    "surgery bins.",
                ),
                ("N", "- Jade's locker: number 6, key from Helen."),
                (
                    "U.chair3_light#fixed",
                    "Surgery 3 light: new arm wiring fitted at 07:45, no more flicker. Fixed.",
                ),
            ),
            sec(
                "11:30",
                "李雯",
                (
                    "F.pouches",
                    "新来的Jade问灭菌袋要不要写锅次——要！日期和锅次都写，没有的重新灭菌。",
                ),
                (
                    "F.supplier",
                    "Brightwell送货很准时，现在所有耗材都从Brightwell订，周二上午下单。",
                ),
                (
                    "T.lab_switch",
                    "Dr Reilly说也许可以换一家技工所试试，Northgate最近有点慢。只是说说。",
                ),
            ),
            sec(
                "15:00",
                "Records",
                (
                    "F.medhistory",
                    "Dr Reilly's 14:00 patient had not updated the medical history (tablet "
                    "flat). He waited until she did it on paper and re-signed. Every visit, no "
                    "exceptions — even when the tablet dies.",
                ),
                ("N", "Tablet charger replaced (£19 from the shop round the corner)."),
            ),
        ),
        transcripts=(
            chat(
                "16:30",
                "openclaw",
                "2026-05-06-lin-denture",
                u(
                    "Northgate just phoned: Mrs Lin's denture will be 3 days late. Her fit is Friday.",
                    "N",
                ),
                a(
                    "Then Friday's fit can't stand — we only book fits against the return date "
                    "the lab confirms. I'll update the lab book to the new return date (Monday "
                    "11th) and Megan can move Mrs Lin.",
                    "F.lab_book",
                ),
                u("Do it.", "N"),
                tool("labbook.update --case NG-3312 --return 2026-05-11\nupdated"),
                a("Lab book updated; Megan told.", "N"),
            ),
        ),
        searches=(
            ("08:15", "locum induction checklist decon"),
            ("08:30", "surgery 3 light fixed"),
            ("11:25", "灭菌袋 锅次 Jade"),
            ("14:55", "tablet not working medical history paper"),
            ("16:25", "Lin denture late lab"),
        ),
    ),
]
