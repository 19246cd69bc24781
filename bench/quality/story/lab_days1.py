"""The lab story, 2026-06-01 … 06-12: a new PhD student's first fortnight, the lab meeting
moving to Mondays, a draft sent as a PDF, a fungus in incubator 2, a vendor demo and the first
Sanger run."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    Day(
        "2026-06-01",
        notes=(
            sec(
                "08:45",
                "Monday — Priya's first day",
                (
                    "N",
                    "Priya Nair starts today: PhD student, DAAD-funded, master's from Göttingen. "
                    "Desk by the window in 2.11, bench 4 once Tobias has cleared his boxes off it.",
                ),
                (
                    "F.safety_briefing",
                    "Safety briefing with Priya at 10:00, before she touches anything: general lab "
                    "safety, the S2 instruction, fire exits, eyewash, spill kit. She signs the form "
                    "and only then gets a bench. Same for everyone who starts here, and all of us "
                    "redo it once a year in June — so the rest of the group is due this month.",
                ),
                (
                    "U.priya_card",
                    "Priya's card opens the building and 2.11 but not the S2 lab (2.09). Ticket "
                    "sent to the locking-system office.",
                ),
            ),
            sec(
                "11:30",
                "Cell culture",
                (
                    "F.mycoplasma",
                    "First Monday of the month, so Monika collects supernatant from every flask for "
                    "the mycoplasma PCR today. Anything new from outside sits in the small "
                    "quarantine incubator until its test comes back negative — that includes the "
                    "HEK293 line Priya brought from Göttingen.",
                ),
                (
                    "N",
                    "Incubator 3 showed 4.6% CO2 this morning, back to 5.0 once the door settled.",
                ),
            ),
            sec(
                "17:30",
                "Freezers",
                (
                    "F.minus80",
                    "Showed Priya the -80s. The rule: look the box up in the freezer map first (the "
                    "sheet on the group share), then open, take, close — the door is open for under "
                    "a minute. Every long opening warms the top racks and puts ice on the seal.",
                ),
                ("N", "Freezer A is about 80% full. Needs a clear-out before the summer."),
            ),
        ),
        transcripts=(
            chat(
                "14:00",
                "claude",
                "priya-onboarding",
                u(
                    "Hi, this is Priya, Clara said I can ask you things. What do I still need to "
                    "do before I can start at the bench?"
                ),
                a(
                    "Welcome! The safety briefing with Clara this morning was the big one — nobody "
                    "works at the bench before it is signed, and you signed it, so that's done. "
                    "Still open: your card doesn't open the S2 lab yet (Clara filed a ticket), and "
                    "you'll want a PPMS account for the imaging facility.",
                    "F.safety_briefing",
                ),
                u("And the HEK cells I brought? Can I put them in the big incubator?"),
                a(
                    "Not yet: new lines stay in the quarantine incubator (the small one by the "
                    "sink) until their mycoplasma PCR is negative. Monika tests every line on the "
                    "first Monday of the month — today — so yours can go in with this batch.",
                    "F.mycoplasma",
                ),
                u("ok thanks, I'll bring Monika a sample"),
            ),
        ),
        searches=(
            ("08:50", "safety briefing form new student"),
            ("11:35", "mycoplasma test schedule"),
            ("14:05", "quarantine incubator new cell line"),
            ("17:35", "-80 freezer map"),
            ("17:40", "S2 lab access card"),
        ),
    ),
    Day(
        "2026-06-02",
        notes=(
            sec(
                "09:15",
                "Orders",
                (
                    "F.order_cutoff",
                    "Reminder in the group chat: the order list closes today, Tuesday, at 12:00. "
                    "Monika sends everything to purchasing tomorrow morning; whatever is added "
                    "after noon waits for next week.",
                ),
                (
                    "N",
                    "Tobias wants 10 × 384-well qPCR plates, the Roche ones, not the cheap ones.",
                ),
                ("N", "The Q5 polymerase went up 12% since March."),
            ),
            sec(
                "13:00",
                "After lunch",
                ("N", "Mensa with Priya and Li Jing. Asparagus week, everybody had the asparagus."),
                (
                    "X.lab_meeting_thu",
                    "Lab meeting on Thursday at 16:00 as usual; Li Jing presents the HA pulldown.",
                ),
            ),
            sec(
                "18:00",
                "李静",
                (
                    "T.antibody_lot",
                    "新到的那批 anti-HA 抗体（批号 4721）好像没有上一批强，同样 1:2000 条带淡了很多。"
                    "可能是批次的问题，下周拿旧的对比一下。",
                ),
                ("N", "今天 HeLa 传到第 18 代了，下周冻一批。"),
            ),
        ),
        transcripts=(
            chat(
                "10:30",
                "openclaw",
                "biozenta-order",
                meta("Bootstrap: workspace notes loaded (memory/2026-06-02.md)."),
                u(
                    "Can you check Biozenta's shop for the 0.2 ml PCR strips we always get? Login "
                    "is kessler-lab, password Orchid-Pipet-4471",
                    "S.vendor_portal",
                ),
                a(
                    "Found them: 8-strip tubes, flat caps, 125 strips a box, €64.50. Add four boxes?"
                ),
                u("yes, but put them on Monika's list, not straight in the cart"),
                tool("lab-orders.xlsx: row 37 added (Biozenta 8-strip tubes, 4 boxes)"),
                a(
                    "Added to Monika's list at 10:40 — well inside today's Tuesday noon cut-off, "
                    "and she sends the order to purchasing tomorrow morning.",
                    "F.order_cutoff",
                ),
                u("perfect"),
            ),
        ),
        searches=(
            ("09:20", "order list deadline"),
            ("10:35", "Biozenta PCR strips"),
            ("13:05", "lab meeting this week"),
            ("18:10", "anti-HA antibody lot"),
            ("18:15", "抗体 批号"),
        ),
    ),
    Day(
        "2026-06-03",
        notes=(
            sec(
                "09:00",
                "Myco results",
                (
                    "N",
                    "Myco PCR from Monday: all 14 lines clean, Priya's HEK293 included. Hers moves "
                    "to incubator 1 today.",
                ),
            ),
            sec(
                "11:00",
                "Autoclave",
                (
                    "X.autoclave_13",
                    "Autoclave in 2.08: one run a day, at 13:00. The cart has to be loaded by "
                    "12:45 and Monika does not wait for latecomers.",
                ),
                ("N", "Run log: 121 °C, 20 min, 2.1 bar, indicator tape turned."),
            ),
            sec(
                "15:30",
                "Waste",
                (
                    "F.waste",
                    "Canisters down to 0.05 before 16:00 today, because the chemical waste is "
                    "collected tomorrow, Thursday morning, and the disposal company only takes "
                    "canisters labelled with contents, name and date. Tobias's ethidium canister "
                    "had no date on it; fixed.",
                ),
                ("N", "Forgot my umbrella. Soaked between the buildings."),
            ),
        ),
        transcripts=(
            chat(
                "16:10",
                "plain",
                "waste-question",
                u(
                    "Tobias here. I missed the waste cut-off, there's a full acetonitrile canister "
                    "under my hood. Can it go next week?"
                ),
                a(
                    "Yes — chemical waste is collected every Thursday morning, and the canisters "
                    "must be in 0.05 by 16:00 the day before, so this one goes next Wednesday. "
                    "Keep it closed in the solvent cabinet until then and label it: contents, "
                    "your name, the date.",
                    "F.waste",
                ),
                u("Fine. Is the label template still on the share?"),
                a("It's in kessler/admin/forms/waste-label.docx."),
            ),
        ),
        searches=(
            ("09:05", "mycoplasma results June"),
            ("11:05", "autoclave run time"),
            ("15:35", "chemical waste pickup"),
            ("16:15", "waste label template"),
            ("16:20", "waste canister deadline Wednesday"),
        ),
    ),
    Day(
        "2026-06-04",
        notes=(
            sec(
                "08:30",
                "Thursday",
                ("N", "Waste truck at 7:50, six canisters gone."),
                ("N", "Li Jing's HeLa stocks: 12 vials frozen, in the Mr. Frosty overnight."),
            ),
            sec(
                "17:45",
                "Lab meeting",
                (
                    "X.lab_meeting_thu",
                    "Lab meeting, Thursday 16:00 in 1.12. Li Jing: HA pulldown, three candidate "
                    "interactors, one probably sticky. Tobias: chapter 3 figures.",
                ),
                (
                    "F.lab_meeting",
                    "Martin at the end: from next week the lab meeting moves to Mondays at 9:30, "
                    "same room, instead of Thursday afternoons — he teaches the master's practical "
                    "on Thursdays this semester and can't be back in time. The first Monday one "
                    "is the 8th. The rota on the door stays as it is.",
                ),
                (
                    "F.drafts",
                    "He also said, mostly for Tobias: drafts go to him as a Word file with track "
                    "changes on, by email, with three lines in the mail on what changed. He does "
                    "not read PDFs of drafts and he won't open Overleaf links.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "18:30",
                "claude",
                "meeting-move",
                u(
                    "Can you update the lab calendar: lab meeting is on Mondays at 9:30 from the "
                    "8th, not Thursdays anymore.",
                    "F.lab_meeting",
                ),
                a(
                    "Done: the Thursday lab meeting series ends today, and the new one runs every "
                    "Monday from 8 June, 9:30, seminar room 1.12. Shall I send the group an invite?",
                    "F.lab_meeting",
                ),
                u("yes, and tell them Priya is on the rota for the 22nd"),
                a("Invite sent, with the rota line: Priya presents on 22 June."),
            ),
        ),
        searches=(
            ("08:35", "waste pickup Thursday"),
            ("17:50", "lab meeting new day"),
            ("17:55", "how Martin wants drafts"),
            ("18:35", "lab meeting calendar series"),
            ("18:40", "lab meeting rota"),
        ),
    ),
    Day(
        "2026-06-05",
        notes=(
            sec(
                "09:30",
                "Imaging",
                (
                    "F.confocal",
                    "Booked the LSM 980 for Li Jing's fixed cells next Friday. PPMS lets you book "
                    "at most 14 days ahead, and everyone books their own slots — I am not the "
                    "lab's confocal secretary. Cancel at least 24 h before, or the facility bills "
                    "the whole slot to our cost centre.",
                ),
                ("N", "Dr. Lehmann says the 63× objective is back from Zeiss, recalibrated."),
            ),
            sec(
                "15:00",
                "Data",
                (
                    "F.raw_backup",
                    "Dr. Lehmann reminded everyone that the facility's acquisition PCs are wiped "
                    "every Friday night. Our rule anyway: raw data go onto the group share "
                    "(kessler/raw/<name>/<date>) the same day, never only on the instrument PC or "
                    "a USB stick.",
                ),
                ("N", "Group share at 71% of 20 TB."),
            ),
            sec(
                "17:00",
                "李静",
                (
                    "F.raw_backup",
                    "今天共聚焦拍的原始数据已经拷到服务器上了：kessler/raw/lijing/2026-06-05。Clara "
                    "说原始数据一定要当天备份，不能只放在仪器电脑或者U盘里，因为平台每周五晚上清空"
                    "电脑。",
                ),
                ("F.lab_meeting", "下周开始组会改到周一上午九点半，在 1.12。"),
            ),
        ),
        transcripts=(
            chat(
                "11:00",
                "openclaw",
                "li-jing-confocal",
                meta("Bootstrap: workspace notes loaded (memory/2026-06-05.md)."),
                u("帮我看一下下周五共聚焦还有没有空，我想再约一个下午。"),
                a(
                    "下周五（6月12日）13:00–17:00 共聚焦还空着。PPMS 最多只能提前 14 天预约，要你自己在"
                    "系统里订；不用的话至少提前 24 小时取消，不然平台按整段收费。",
                    "F.confocal",
                ),
                u("好的，我自己订。我的 PPMS 密码忘了，怎么办？"),
                a("PPMS 用的是大学的统一账号，在 IT 门户上重置就行。"),
            ),
        ),
        searches=(
            ("09:35", "confocal booking rules"),
            ("11:05", "共聚焦 预约"),
            ("15:05", "raw data backup share"),
            ("17:05", "原始数据 备份"),
            ("17:10", "group share quota"),
        ),
    ),
    Day(
        "2026-06-06",
        notes=(
            sec(
                "11:00",
                "李静",
                ("N", "周六来传细胞。HeLa 和 HEK 都不错，汇合度 80% 左右。"),
                ("S.coldroom", "冷室门禁密码今天改了，新的是 7390#2，Monika 发在群里了。"),
            ),
            sec(
                "16:00",
                "Saturday",
                (
                    "N",
                    "Came in for an hour to check the western transfer Li Jing had left running. "
                    "She had already taken it down.",
                ),
            ),
        ),
        searches=(
            ("11:05", "冷室 门禁"),
            ("16:05", "western transfer buffer"),
            ("16:10", "weekend cell culture rota"),
        ),
    ),
    Day(
        "2026-06-07",
        notes=(
            sec(
                "19:00",
                "Week 1 recap",
                (
                    "F.safety_briefing",
                    "- Priya: safety briefing done and signed on day one, before any bench work; "
                    "the rest of us repeat ours in June",
                ),
                ("U.priya_card", "- Priya's card still doesn't open the S2 lab"),
                ("F.order_cutoff", "- orders: the list closes Tuesdays at 12:00, Monika sends Wed"),
                ("F.waste", "- chemical waste: in 0.05 by Wed 16:00, labelled, for Thursday"),
                ("F.lab_meeting", "- lab meeting moves to Mondays 9:30 (1.12) from tomorrow"),
                ("F.drafts", "- drafts to Martin: Word file + track changes, by email, 3 lines"),
                ("T.antibody_lot", "- Li Jing thinks the new anti-HA lot is weak; comparing lots"),
            ),
        ),
        searches=(
            ("19:05", "weekly recap"),
            ("19:10", "Priya S2 access"),
            ("19:15", "draft to Martin format"),
        ),
    ),
    Day(
        "2026-06-08",
        notes=(
            sec(
                "10:45",
                "Lab meeting — the first Monday one",
                (
                    "F.lab_meeting",
                    "First lab meeting in the new slot, Monday 9:30 in 1.12. Everyone on time "
                    "except Tobias (S-Bahn).",
                ),
                (
                    "N",
                    "Tobias: chapter 3 figure 2 redone with the new normalisation. Priya: introduced "
                    "herself and her first rotation experiment.",
                ),
                (
                    "F.authorship",
                    "Martin on authorship, because Priya asked how it works here: whoever did most "
                    "of the experiments is first author, he is last and corresponding, everyone in "
                    "between by contribution. We write the order on the project sheet when a "
                    "project starts, and only he changes it later. Saves arguments two years on.",
                ),
            ),
            sec(
                "14:00",
                "Tobias's chapter",
                (
                    "F.drafts",
                    "Tobias sent Martin chapter 3 as a PDF over the weekend. It came back unread "
                    "with one line: 'docx, track changes, please'. Told Tobias again: a Word file "
                    "with tracked changes, by email, and three lines in the mail on what is new.",
                ),
                (
                    "Q.open_access",
                    "Tobias's chapter 2 paper is accepted in principle at EMBO Reports. Who pays "
                    "the open-access charge — does the university's DEAL deal cover it, or is it "
                    "Martin's grant?",
                ),
            ),
        ),
        transcripts=(
            chat(
                "15:00",
                "plain",
                "tobias-docx",
                u(
                    "Tobias. Martin bounced my chapter. Can you turn the PDF back into something "
                    "editable or do I have to export from Overleaf?"
                ),
                a(
                    "Better from the source: pandoc from the Overleaf project to .docx keeps the "
                    "references. Then send it as a Word file with track changes on, by email, with "
                    "three lines on what changed — that's the only way Martin reads drafts.",
                    "F.drafts",
                ),
                u("pandoc mangles my figure captions"),
                a(
                    "Give it the figures folder and the captions survive: pandoc main.tex "
                    "--citeproc --bibliography refs.bib --resource-path=figures -o chapter3.docx"
                ),
                u("ok that worked"),
            ),
        ),
        searches=(
            ("09:20", "lab meeting room"),
            ("10:50", "authorship order rule"),
            ("14:05", "Martin docx track changes"),
            ("14:10", "open access fee DEAL"),
            ("15:05", "pandoc latex to docx"),
            ("15:10", "Tobias chapter 3"),
        ),
    ),
    Day(
        "2026-06-09",
        notes=(
            sec(
                "09:00",
                "Orders",
                (
                    "F.order_cutoff",
                    "Order list closes at noon today (Tuesday). Li Jing added the HA beads at "
                    "11:58, which counts.",
                ),
                (
                    "F.signature",
                    "Jonas from Biozenta quoted the electronic multichannel at €1,340. That is "
                    "over €1,000, so it needs Martin's signature on the purchase form before "
                    "Monika can send it — grant rules, and the auditors check exactly that.",
                ),
            ),
            sec(
                "16:30",
                "Cell culture",
                (
                    "T.incubator_fungus",
                    "Two flasks in incubator 2 with fluffy white colonies: fungus. I suspect the "
                    "water pan, nobody has changed it since April. Nothing in 1 or 3.",
                ),
                (
                    "N",
                    "Incubator 2 emptied, wiped down with 70% ethanol, flasks autoclaved and binned.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "10:00",
                "openclaw",
                "li-jing-order",
                meta("Bootstrap: workspace notes loaded (memory/2026-06-09.md)."),
                u(
                    "Clara 让我自己在采购系统里查 HA 磁珠。我的账号是 lijing2，密码 "
                    "Panda.Chengdu88，你帮我登进去看看价格。",
                    "S.li_order_login",
                ),
                a(
                    "登进去了。Pierce anti-HA 磁珠 1 ml 是 €612。要加到 Monika 的订货单上吗？订货单"
                    "周二中午 12 点截止，现在还来得及。",
                    "F.order_cutoff",
                ),
                u("加吧。这么贵的要不要先找 Kessler？"),
                a(
                    "对，单笔超过 €1,000 要 Martin 先在采购单上签字才能发出去。这个 €612 不用。",
                    "F.signature",
                ),
            ),
        ),
        searches=(
            ("09:05", "order list closes"),
            ("09:10", "purchase over 1000 euro signature"),
            ("10:05", "HA 磁珠 价格"),
            ("16:35", "incubator fungus"),
            ("16:40", "incubator water pan cleaning"),
        ),
    ),
    Day(
        "2026-06-10",
        notes=(
            sec(
                "10:30",
                "Jonas from Biozenta",
                (
                    "N",
                    "Jonas Krämer (Biozenta) came to demo the electronic multichannel. Priya loved "
                    "it. He left samples of their low-retention tips.",
                ),
                (
                    "U.pipettes",
                    "He reminded me our pipettes are overdue for calibration — last done March "
                    "2025. Collect all of them into the box and send them with Biozenta's service, "
                    "two weeks' turnaround.",
                ),
            ),
            sec(
                "12:00",
                "Delivery",
                (
                    "N.delivery",
                    "Lieferschein 80-441276 (Carl Roth), received 11:52:\n"
                    "```\n"
                    "Pos  Art.-Nr.  Bezeichnung                       Menge\n"
                    "1    4855.2    Tris PUFFERAN >=99.9 %, 1 kg      2\n"
                    "2    3908.3    Glycin >=99 %, 1 kg               1\n"
                    "3    K928.4    Ethanol 96 % vergaellt, 2.5 l     4\n"
                    "4    N221.2    Petrischalen 94 mm, 480 St.       1\n"
                    "```\n"
                    "Monika checked it against the order and signed.",
                ),
            ),
            sec(
                "15:45",
                "Waste and sequencing",
                (
                    "F.waste",
                    "Canisters in 0.05 by four for tomorrow's Thursday collection. Li Jing's first "
                    "halogenated one, labelled perfectly.",
                ),
                (
                    "F.sanger",
                    "Priya's first Sanger samples: into the Eurofins drop box at the main entrance "
                    "by 16:00, barcode sticker on every tube, results tomorrow morning.",
                ),
            ),
        ),
        transcripts=(
            chat(
                "16:20",
                "claude",
                "sanger-drop",
                u("Priya: the drop box was already emptied at 16:10, did I miss it?"),
                a(
                    "Yes — Eurofins empties the Sanger drop box at 16:00, and what is in by then "
                    "comes back the next day. Yours go with tomorrow's pickup and come back Friday. Keep "
                    "them at 4 °C overnight.",
                    "F.sanger",
                ),
                u("ok. do I need new barcodes?"),
                a("No, the barcodes stay valid. Just put the tubes in tomorrow morning."),
            ),
        ),
        searches=(
            ("10:35", "Biozenta multichannel demo"),
            ("10:40", "pipette calibration due"),
            ("12:05", "Carl Roth delivery"),
            ("15:50", "waste collection tomorrow"),
            ("16:25", "Sanger drop box time"),
        ),
    ),
    Day(
        "2026-06-11",
        notes=(
            sec(
                "09:30",
                "Thursday",
                (
                    "U.priya_card#fixed",
                    "Priya's card finally opens 2.09. The locking-system office had her in the "
                    "wrong group.",
                ),
                ("F.waste", "Chemical waste collected at 7:45, Thursday as ever."),
            ),
            sec(
                "17:30",
                "Liquid nitrogen",
                (
                    "F.ln2",
                    "Found Priya about to fill the small dewar in 0.07 at 18:30, alone. Stopped "
                    "her. Nobody fills liquid nitrogen alone, and not after 18:00: a second person "
                    "stays at the door and the oxygen monitor has to be green. That room is tiny "
                    "and the nitrogen pushes the oxygen out before you notice anything.",
                ),
                ("N", "She was mortified. Told her everybody gets caught once."),
            ),
        ),
        searches=(
            ("09:35", "Priya card S2 fixed"),
            ("17:35", "liquid nitrogen filling rule"),
            ("17:40", "oxygen monitor 0.07"),
        ),
    ),
    Day(
        "2026-06-12",
        notes=(
            sec(
                "09:00",
                "Confocal",
                (
                    "F.confocal",
                    "Li Jing on the confocal all afternoon, booked in PPMS two weeks ago, right at "
                    "the limit. I cancelled my Tuesday slot in time, more than 24 h before, so no "
                    "charge.",
                ),
            ),
            sec(
                "13:00",
                "李静",
                (
                    "T.antibody_lot",
                    "新旧两批 anti-HA 并排跑了：旧批次 1:2000 条带很清楚，新批次 4721 要 1:500 才差"
                    "不多。我觉得是这批抗体不行，但是还要再重复一次。",
                ),
                (
                    "N.western",
                    "Western 结果：HA-TPR2 在 72 kDa 左右一条带，input 10%，IP 之后大概富集 6 倍。",
                ),
                (
                    "F.raw_backup",
                    "共聚焦的原始文件下班前拷到服务器 kessler/raw 了，今天周五，平台晚上要清电脑。",
                ),
                (
                    "U.visa_letter",
                    "居留许可要延期了，外管局要 Kessler 签的在职证明信。Clara 说下周帮我催。",
                ),
            ),
            sec(
                "17:00",
                "Friday",
                ("N", "Beer on the terrace for Tobias's accepted paper. Martin paid."),
                (
                    "T.new_postdoc",
                    "Martin hinted that the DFG decision is due in July, and that if it comes "
                    "through he might hire another postdoc for the imaging part. Only a hint.",
                ),
            ),
        ),
        searches=(
            ("09:05", "confocal cancellation charge"),
            ("13:05", "新旧批次 抗体 对比"),
            ("13:10", "HA-TPR2 western result"),
            ("13:15", "居留许可 信"),
            ("17:05", "DFG grant decision"),
            ("17:10", "raw confocal files Friday"),
        ),
    ),
]
