"""The dental story, days 25-35 (7-17 May 2026): the rules settle into routine, the locum leaves,
and the practice manager asks for a locum pack of standing rules."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS3 = [
    Day(
        "2026-05-07",
        notes=(
            sec(
                "08:10",
                "Decon",
                (
                    "F.helix",
                    "Dani back; Helix through both autoclaves before the first load, both passed "
                    "08:06 — same as every day.",
                ),
                (
                    "U.dbs_sophie",
                    "Sophie's DBS: ID check done, still waiting on the certificate. Expiry is 31 "
                    "May.",
                ),
            ),
            sec(
                "10:00",
                "Radiography",
                (
                    "F.xray_log",
                    "The log audit again: this week every radiograph has its justification and "
                    "grade. Dr Reilly: 'keep it boring.'",
                ),
                ("N", "OPG head replaced under warranty, machine down 09:00-09:40."),
            ),
            sec(
                "13:00",
                "李雯",
                (
                    "F.xray_log",
                    "X光登记本：谁拍的片子谁写理由和等级，然后签字。今天我提醒了Jade。",
                ),
                ("F.hyg_45", "45分钟的洁牙预约真的好多了，今天六个病人都没有拖。"),
                ("N", "午饭：麻辣烫。"),
            ),
            sec(
                "19:55",
                "晚班 · 陈杰",
                (
                    "F.records_email",
                    "有病人晚上来要他的片子拷贝，我说只能通过加密门户发给他，或者用NHSmail发给"
                    "他的新牙医，不能发普通邮箱。",
                ),
                (
                    "Q.student",
                    "那个学生的邮件还没人回，我上周问过该转给谁，没人答。",
                ),
                ("N", "今晚病人7个，一个没来，已经记在系统里了。"),
            ),
        ),
        transcripts=(
            chat(
                "11:30",
                "plain",
                "2026-05-07-jade-helix",
                u("Jade: where do I write the helix result?", "N"),
                a(
                    "In the sterilisation logbook by the autoclaves — date, machine, result, "
                    "initials. The Helix is done every morning before the first load, so "
                    "you'll do it when you open.",
                    "F.helix",
                ),
                u("got it thx", "N"),
            ),
        ),
        searches=(
            ("08:05", "helix both autoclaves"),
            ("09:55", "radiograph log audit"),
            ("11:25", "where to write helix result"),
            ("12:55", "X光登记本"),
            ("13:05", "洁牙 45 min 拖不拖"),
            ("19:50", "学生 观摩 邮件"),
            ("20:00", "病人要片子 邮箱"),
        ),
    ),
    Day(
        "2026-05-08",
        notes=(
            sec(
                "09:00",
                "Morning",
                (
                    "F.estimate",
                    "Mr Kowalski's implant plan is £2,900: Dr Nair won't book surgery until the "
                    "written estimate is signed and half is paid — our usual for anything over "
                    "£500. He's paying the 50% today.",
                ),
                (
                    "T.scanner",
                    "Dr Nair brought scanner prices: £18-24k. Maybe next year, maybe lease. "
                    "Still just an idea.",
                ),
            ),
            sec(
                "12:00",
                "Admin",
                (
                    "U.website_fees#fixed",
                    "Website fee table went live at 11:45 — Megan checked it on her phone. Done.",
                ),
                ("N", "Window cleaner came, £35 cash from the tin."),
            ),
            sec(
                "14:30",
                "李雯",
                (
                    "F.oncall_rota",
                    "以前周末急诊电话是院长一个人拿，现在三个医生轮流，周五下班的时候交接。"
                    "这周轮到Okafor医生。",
                ),
                ("N", "今天下午有个病人带了蛋糕来谢谢大家。"),
            ),
            sec(
                "17:30",
                "Close",
                (
                    "F.oncall_rota",
                    "Friday handover: the emergency phone goes back to Dr Okafor under the "
                    "rota. She says one weekend in three is 'civilised'.",
                ),
                ("N", "Lock-up by Dani 17:55."),
            ),
        ),
        transcripts=(
            chat(
                "13:30",
                "claude",
                "kowalski-implant-prep",
                u(
                    "Kowalski's implant — is there anything besides the estimate before Dr Nair "
                    "starts?",
                    "N",
                ),
                a(
                    "Yes: the written implant consent form, signed and scanned into his record "
                    "before the surgery day — separate from the estimate.",
                    "F.consent",
                ),
                u("I'll get the form to him.", "N"),
            ),
        ),
        searches=(
            ("08:55", "implant estimate half paid"),
            ("09:10", "intraoral scanner price"),
            ("11:55", "website fees live"),
            ("13:25", "implant consent before surgery"),
            ("14:25", "急诊电话 轮流"),
            ("17:25", "emergency phone okafor rota"),
        ),
    ),
    Day(
        "2026-05-09",
        notes=(
            sec(
                "09:10",
                "Saturday",
                ("N", "Saturday: Dr Reilly + Jade, 9 patients."),
                (
                    "F.late_cancel",
                    "Two late cancellations this morning (texts at 07:50 for 09:00 and 09:30). "
                    "Both under 24 hours, so both charged £25 unless it's their once-a-year "
                    "waiver — Megan will check Monday.",
                ),
                (
                    "F.records_email",
                    "A patient moving to Leeds asked us to email her X-rays to her new dentist. "
                    "Dr Reilly: only via NHSmail to the practice's nhs.net address — he'll send "
                    "Monday.",
                ),
            ),
            sec(
                "12:40",
                "Close",
                ("N", "Jade's last Saturday; she's with us until 15 May."),
                (
                    "Q.parking",
                    "The pharmacy car park question came up again (a patient got a ticket?). "
                    "Still nobody has asked the pharmacy.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "11:00",
                "openclaw",
                "2026-05-09-saturday-varnish",
                u(
                    "Mum declined the varnish for her 6 year old, says she read it's bad. Do we "
                    "push?",
                    "N",
                ),
                a(
                    "No pushing — the rule is fluoride varnish for children over three at every "
                    "check-up unless the parent declines, and she's declined. Note 'parent "
                    "declined' on the record.",
                    "F.fluoride",
                ),
                u("done", "N"),
            ),
        ),
        searches=(
            ("09:05", "saturday list Reilly"),
            ("09:15", "late cancellation saturday waiver"),
            ("10:55", "parent declines fluoride"),
            ("12:35", "X-rays to new dentist Leeds"),
        ),
    ),
    Day(
        "2026-05-10",
        notes=(
            sec(
                "18:00",
                "Sunday",
                ("N", "Dr Okafor had 1 call this weekend. Quiet."),
                (
                    "F.lab_book",
                    "Prep for Monday: Mrs Lin's denture return date in the lab book is Monday "
                    "11th, lab confirmed Friday — her fit is Tuesday 12th at 11:00.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "18:30",
                "plain",
                "2026-05-10-helen-fridge-week",
                u("Remind me what the fridge numbers looked like last week.", "N"),
                tool("sheets.read fridge-log 2026-05-04..2026-05-09\n10 readings"),
                a(
                    "Fridge temperature readings: all 10 between 3.9 and 6.2 °C, inside the 2-8 "
                    "range. Twice daily as required, no gaps.",
                    "F.fridge",
                ),
                u("Good.", "N"),
            ),
        ),
        searches=(
            ("17:55", "lab return date Lin"),
            ("18:25", "fridge readings last week"),
            ("18:40", "weekend calls okafor"),
        ),
    ),
    Day(
        "2026-05-11",
        notes=(
            sec(
                "08:15",
                "Monday",
                (
                    "F.emergency_kit",
                    "Monday check — emergency drugs / oxygen / AED: done 08:05 (Dani), signed. "
                    "Adrenaline replaced with the new pack from last week's box.",
                ),
                (
                    "U.cqc_folder",
                    "CQC folder: Dr Reilly's certificates in; Li Wen's still missing. "
                    "Inspection window opens in June.",
                ),
            ),
            sec(
                "12:30",
                "李雯",
                (
                    "F.fluoride",
                    "今天四个孩子检查，三个涂了氟，一个家长不同意，已经记录。规则：三岁以上的"
                    "儿童每次检查都涂。",
                ),
                ("N", "我的CPD证书在旧邮箱里，今晚找。"),
            ),
            sec(
                "15:00",
                "Billing",
                (
                    "F.late_cancel",
                    "Saturday's two late cancellations: one had her waiver left, so no charge; "
                    "the other gets the £25 for cancelling inside 24 hours.",
                ),
                (
                    "N",
                    "Mrs Ahmed: no charge for yesterday's missed appointment — her husband was "
                    "taken into hospital. Dr Nair's call, just this once.",
                ),
                ("N", "Card terminal swapped by the bank; the new one is at the desk."),
            ),
        ),
        transcripts=(
            chat(
                "10:00",
                "claude",
                "sharps-collection-thursday",
                u(
                    "Sharps collection's not till Thursday and the decon bin is nearly full. Can "
                    "we just push it down a bit?",
                    "N",
                ),
                a(
                    "No — sharps bins get closed at the fill line and never pressed down; "
                    "that's how needles end up in fingers. Close it, start a new one, and keep "
                    "the closed bin in the locked cupboard until Thursday.",
                    "F.sharps",
                ),
                u("There are spares in the cupboard?", "N"),
                a("Two spare 2.5 L bins, yes.", "N"),
            ),
        ),
        searches=(
            ("08:10", "emergency kit adrenaline"),
            ("09:55", "sharps bin full push down"),
            ("12:25", "涂氟 家长不同意"),
            ("14:55", "waiver once a year"),
            ("15:05", "CQC inspection window"),
        ),
    ),
    Day(
        "2026-05-12",
        notes=(
            sec(
                "09:30",
                "Ordering",
                (
                    "F.supplier",
                    "Brightwell order (Tuesday, 09:25): gloves, bibs, adrenaline, prophy "
                    "angles. Helen asked me to stop comparing prices elsewhere; Brightwell is "
                    "the supplier.",
                ),
                ("N", "Mrs Lin's denture fitted 11:00, happy."),
            ),
            sec(
                "14:00",
                "Front desk",
                (
                    "F.reminder_48h",
                    "Megan again: since reminders went to 48h the FTA rate dropped from 4.1% to "
                    "2.3% (April vs the first half of May).",
                ),
                ("N", "Phone stats: 58 inbound, 3 abandoned."),
            ),
            sec(
                "20:00",
                "晚班 · 陈杰",
                ("F.fridge", "冰箱温度 20:00 记录：5.0度。早晚两次，我每天晚上都记。"),
                (
                    "F.late_cancel",
                    "今天一个病人取消得太晚（不到24小时），我按规定收了£25。他有点不高兴，但我们"
                    "一年只免一次。",
                ),
                (
                    "F.lab_book",
                    "晚上有病人问他的牙冠什么时候能戴，我查了技工登记本：回件日期是5月19日，要等"
                    "技工所确认以后才能约戴牙。",
                ),
                ("N", "晚上下雨，门口很滑，放了警示牌。"),
            ),
        ),
        transcripts=(
            chat(
                "16:00",
                "openclaw",
                "2026-05-12-text-template",
                u(
                    "Helen wants the appointment text to include the cancellation fee line. Can "
                    "you draft?",
                    "N",
                ),
                a(
                    "Draft: 'Hi {first_name}, Harbourside Dental here about your appointment on "
                    "{date} at {time}. Need to change it? Please tell us at least 24 hours ahead "
                    "— late cancellations and missed appointments are charged £25.'",
                    "F.late_cancel",
                ),
                u("Good, and it still goes out two days before?", "N"),
                a(
                    "Yes — the reminder fires 48 hours before; the template change doesn't touch "
                    "the timing.",
                    "F.reminder_48h",
                ),
            ),
        ),
        searches=(
            ("09:25", "brightwell order tuesday"),
            ("13:55", "FTA rate reminders"),
            ("15:55", "appointment text template fee"),
            ("19:55", "冰箱 温度 晚上"),
            ("20:05", "取消 24小时 收费"),
            ("20:10", "牙冠 技工所 什么时候"),
            ("20:15", "lab book 回件日期"),
        ),
    ),
    Day(
        "2026-05-13",
        notes=(
            sec(
                "08:20",
                "Decon",
                (
                    "F.pouches",
                    "Jade's last week: she found two pouches in surgery 2's drawer with the date "
                    "but no cycle number — both reprocessed. The label needs both.",
                ),
                ("N", "Washer-disinfector annual service 13:00-14:30."),
            ),
            sec(
                "11:00",
                "Reception",
                (
                    "T",
                    "Megan wonders if we could text patients a form link before they come in, so "
                    "they fill in the health questions at home — maybe after the summer.",
                ),
                (
                    "F.medhistory",
                    "Meanwhile the tablet stays: medical history updated and re-signed at "
                    "reception at every appointment.",
                ),
            ),
            sec(
                "13:00",
                "李雯",
                ("U.cqc_folder", "我的CPD证书找到了一半，还差两个，CQC文件夹还是缺我的。"),
                ("N", "今天洁牙六个人，一个病人牙龈出血比较厉害，已经转给Dr Okafor。"),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "claude",
                "pouch-one-liner",
                u("For the inspection folder, can you put our pouch labelling in one line?", "N"),
                a(
                    "Every sterilised pouch is labelled with the date and the autoclave cycle "
                    "number; anything undated goes back through.",
                    "F.pouches",
                ),
                u("perfect", "N"),
            ),
        ),
        searches=(
            ("08:15", "pouch cycle number missing"),
            ("10:55", "medical history form at home"),
            ("12:55", "CPD证书 CQC"),
            ("14:55", "pouch labelling summary"),
        ),
    ),
    Day(
        "2026-05-14",
        notes=(
            sec(
                "08:10",
                "Decon",
                (
                    "F.helix",
                    "Helix: daily, before the first load — passed on both autoclaves. Jade did "
                    "it alone today, signed.",
                ),
                ("N", "Cycles today — A: 8, B: 8."),
            ),
            sec(
                "10:30",
                "Radiography",
                (
                    "F.xray_log",
                    "Note for whoever replaces Jade: X-ray log — patient, tooth/area, "
                    "justification, grade, dentist's signature. Every exposure, same day.",
                ),
                ("N", "Dr Okafor took 4 bitewings and an OPG before 10:00."),
            ),
            sec(
                "13:00",
                "李雯",
                ("F.consent", "今天Dr Nair有两个拔牙：同意书都签字了，也扫描了。我帮忙核对的。"),
                ("N", "下午空了一个位置，病人生病了。"),
            ),
        ),
        transcripts=(
            chat(
                "11:00",
                "openclaw",
                "2026-05-14-dbs-chase",
                u("Any news on Sophie's DBS?", "U.dbs_sophie"),
                a(
                    "Not yet — her ID check was on 7 May and the DBS certificate hasn't arrived. "
                    "Expiry 31 May; I'll flag it again on the 21st.",
                    "U.dbs_sophie",
                ),
            ),
        ),
        searches=(
            ("08:05", "helix daily first load jade"),
            ("10:25", "x-ray log new starter"),
            ("10:55", "DBS sophie"),
            ("12:55", "拔牙 同意书"),
        ),
    ),
    Day(
        "2026-05-15",
        notes=(
            sec(
                "09:00",
                "Morning",
                (
                    "F.consent",
                    "Dr Nair's sedation list: consent forms signed and scanned for all 4 before "
                    "13:00, as always.",
                ),
                ("N", "Jade's last day. Card and flowers from the team."),
            ),
            sec(
                "12:00",
                "Admin",
                (
                    "F.estimate",
                    "Treatment plans over £500 — Helen wants the estimate form reprinted with "
                    "the 'half before we start' line in bold, after a patient said he didn't "
                    "realise.",
                ),
                ("U.dbs_sophie", "DBS chased again — still no certificate. Sophie's worried."),
            ),
            sec(
                "17:30",
                "Close",
                (
                    "F.oncall_rota",
                    "Handover: emergency phone to Dr Reilly for the weekend (rota: Okafor → "
                    "Reilly → Nair).",
                ),
                (
                    "S.alarm",
                    "Jade asked for the alarm code for her last lock-up: 580913, set, out within "
                    "30 s. Helen will change it next week since a locum had it.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "plain",
                "2026-05-15-bridge-payment",
                u(
                    "Patient wants to know, for a £650 bridge, does he really have to pay half "
                    "before?",
                    "N",
                ),
                a(
                    "Yes — anything over £500 needs the signed written estimate and 50% before "
                    "treatment starts. £650 is over, so £325 up front.",
                    "F.estimate",
                ),
                u("Ok I'll tell him.", "N"),
            ),
        ),
        searches=(
            ("08:55", "sedation consent forms"),
            ("11:55", "estimate form half before"),
            ("14:55", "£650 bridge payment"),
            ("17:25", "emergency phone this weekend"),
            ("17:35", "alarm code"),
        ),
    ),
    Day(
        "2026-05-16",
        notes=(
            sec(
                "09:10",
                "Saturday",
                ("N", "Saturday: Dr Nair + Kasia, 8 patients."),
                (
                    "F.records_email",
                    "Patient asked for her X-rays for a second opinion in Poland — they went via "
                    "the encrypted portal link, not by email. Same as ever: records and images "
                    "leave only by NHSmail or the encrypted portal.",
                ),
                (
                    "F.late_cancel",
                    "One no-show (10:30). Under our rule — no-show, or cancelling with less than "
                    "24 hours' notice — it's £25. Megan to add it Monday.",
                ),
            ),
            sec(
                "12:45",
                "Close",
                ("N", "- Takings £1,240."),
                (
                    "F.fluoride",
                    "- Fluoride varnish for children over three at check-ups: done for both kids "
                    "today.",
                ),
                ("N", "- Alarm set by Kasia, 13:05."),
            ),
        ),
        transcripts=(
            chat(
                "11:00",
                "claude",
                "poland-second-opinion",
                u(
                    "Patient wants her X-rays sent to a clinic in Poland, they only have gmail. "
                    "Portal ok?",
                    "N",
                ),
                a(
                    "Yes — send them an encrypted portal link; X-rays and records never go to "
                    "plain gmail, even to a clinic.",
                    "F.records_email",
                ),
                u("sent", "N"),
            ),
        ),
        searches=(
            ("09:05", "x-rays abroad second opinion"),
            ("10:35", "no show saturday fee"),
            ("10:55", "encrypted portal link"),
            ("12:40", "kids fluoride saturday"),
        ),
    ),
    Day(
        "2026-05-17",
        notes=(
            sec(
                "19:00",
                "Sunday review",
                (
                    "N",
                    "Five weeks since I started keeping these notes. Helen asked for the "
                    "standing rules for the new locum pack next week.",
                ),
                (
                    "F.sharps",
                    "For the locum pack: sharps bins are closed at the fill line and never "
                    "pressed down.",
                ),
                (
                    "F.reminder_48h",
                    "For the locum pack: reminder texts go out 48 hours before each appointment.",
                ),
                (
                    "F.lab_book",
                    "For the locum pack: lab cases go in the lab book with the return date; no "
                    "fit is booked before the lab confirms it.",
                ),
                (
                    "U.cqc_folder",
                    "Still open going into next week: CQC folder (Li Wen's last two certificates).",
                ),
                ("U.dbs_sophie", "Still open: Sophie's DBS certificate."),
            ),
        ),
        transcripts=(
            chat(
                "19:30",
                "openclaw",
                "2026-05-17-locum-pack",
                meta("[bootstrap] locum-pack draft v1 loaded"),
                u("For the pack: what's the emergency kit routine?", "N"),
                a(
                    "Every Monday: emergency drugs, oxygen and AED checked, the sheet signed. "
                    "Bank holiday Mondays move it to Tuesday.",
                    "F.emergency_kit",
                ),
                u("And the fridge?", "N"),
                a(
                    "Materials fridge temperature read twice a day, morning and close, must be "
                    "2-8 °C; out of range, re-check and tell Helen.",
                    "F.fridge",
                ),
                u("And hygiene bookings?", "N"),
                a("Hygiene appointments are 45 minutes (since 5 May).", "F.hyg_45"),
            ),
        ),
        searches=(
            ("18:55", "standing rules locum pack"),
            ("19:25", "emergency kit routine"),
            ("19:35", "fridge temperature range"),
            ("19:40", "hygiene appointment length"),
            ("19:45", "lab book return date"),
        ),
    ),
]
