"""The assistant story, 2026-09-25 … 10-05: trip planning, a passport, the October invoice run."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, meta, sec, tool, u

DAYS = [
    Day(
        "2026-09-25",
        notes=(
            sec(
                "13:30",
                "Viaje",
                (
                    "F.aisle",
                    "Para el vuelo a Guadalajara: pasillo, siempre pasillo. En la ventana me da "
                    "claustrofobia.",
                ),
                (
                    "U.passport",
                    "My Mexican passport expires Feb 2027; renew it at the consulate before the trip. "
                    "Need a MiConsulado appointment.",
                ),
                ("T.oaxaca", "Oaxaca is probably off, flights are $780. Maybe next year."),
            ),
        ),
        searches=(
            ("13:40", "asiento en el avión"),
            ("13:45", "passport renewal consulate"),
            ("13:50", "Oaxaca flights price"),
            ("13:55", "Guadalajara trip plans"),
        ),
    ),
    Day(
        "2026-09-26",
        notes=(
            sec(
                "11:00",
                "Sábado",
                ("N", "Finally cool, 14°C. Long walk, Pimi not limping at all."),
                ("N", "Brunch at Lula with Nadia and Sam. Sam is moving to Denver in January."),
            ),
        ),
        transcripts=(
            chat(
                "16:00",
                "plain",
                "alba-portal",
                u(
                    "log in to the Alba Health vendor portal and download the PO — user lucia.marin, "
                    "pass Ventana_Roja_58",
                    "S.portal",
                ),
                a(
                    "Downloaded PO-20931 (Alba Health, $15,600). I haven't stored the password anywhere."
                ),
                u("thanks. file it under Alba / 2026"),
                a("Filed as Alba/2026/PO-20931.pdf."),
            ),
        ),
        searches=(
            ("11:10", "Sam moving to Denver"),
            ("11:15", "medication before coffee"),
            ("16:05", "Alba purchase order"),
            ("16:10", "Alba PO amount"),
            ("16:15", "my mailing address"),
        ),
    ),
    Day(
        "2026-09-27",
        notes=(
            sec(
                "19:00",
                "Semana",
                (
                    "N",
                    "Good week. Northwind report done, Alba diary study starts Monday, the leak has "
                    "mostly dried.",
                ),
                (
                    "F.mornings",
                    "Keeping the 7:30–10 writing block: it's why the Northwind report got done. No "
                    "calls in there.",
                ),
                ("U.portfolio", "Portfolio still not updated. Next week, for real."),
            ),
        ),
        searches=(
            ("19:10", "writing block in the mornings"),
            ("19:15", "portfolio update"),
            ("19:20", "resumen de la semana"),
        ),
    ),
    Day(
        "2026-09-28",
        notes=(
            sec(
                "09:45",
                "Consulado",
                (
                    "U.passport",
                    "Consulate appointment booked for Oct 2, 9:15. Bring the acta de nacimiento, "
                    "the old passport and two photos.",
                ),
                (
                    "F.emergency",
                    "The renters insurance wanted an emergency contact too: Andrés, 312-555-0188, "
                    "same as everywhere.",
                ),
                (
                    "F.aisle",
                    "Updated my airline profile: seat preference aisle, so I stop having to ask "
                    "every time.",
                ),
            ),
        ),
        searches=(
            ("09:55", "consulate appointment"),
            ("10:00", "emergency contact number Andrés"),
            ("10:05", "seat preference airline profile"),
            ("14:00", "drywall repair status"),
        ),
    ),
    Day(
        "2026-09-29",
        notes=(
            sec(
                "08:10",
                "Calendario",
                (
                    "F.mom_birthday",
                    "Put mamá's birthday (Nov 14) on the calendar with an 8 am alarm — a phone call, "
                    "not a text.",
                ),
            ),
            sec(
                "18:00",
                "Boulder Yard",
                ("N", "Skipped the warmup, tweaked a finger. Taped it. Dumb."),
            ),
        ),
        transcripts=(
            chat(
                "09:30",
                "claude",
                "diary-transcripts",
                u(
                    "Set up the transcription script for the nurse diaries. Key is "
                    "sk-proj-Qm7RtX2vLp9KwZ4nB8cD1fGhJ6sA",
                    "S.openai",
                ),
                tool("python transcribe.py --dry-run\n14 files, 3h12m of audio"),
                a(
                    "Script set up; the key is in your keychain, not in the notes. First batch: 14 "
                    "audio files, 3h12m."
                ),
                u(
                    "ok. and the nurses' names never go in the reports or in your notes, pseudonyms "
                    "only",
                    "F.pseudonyms",
                ),
                a(
                    "Pseudonyms only, P01 to P12, in every report and note; real names stay in the "
                    "consent sheet.",
                    "F.pseudonyms",
                ),
            ),
        ),
        searches=(
            ("08:20", "mom birthday reminder"),
            ("09:35", "transcription script nurse diaries"),
            ("09:40", "participant names in reports"),
            ("18:10", "finger injury"),
        ),
    ),
    Day(
        "2026-09-30",
        notes=(
            sec(
                "10:00",
                "Alba",
                (
                    "F.pseudonyms",
                    "Diary entries are coming in. Participants are P01–P12 everywhere; the real "
                    "names live only in the consent spreadsheet.",
                ),
                ("N", "P04 wrote three pages about the badge scanner. Gold."),
            ),
            sec(
                "12:30",
                "Farmacia",
                (
                    "F.member_id",
                    "The pharmacy needed the BlueCross number again: XQH 448 219 03. I should just "
                    "memorize it.",
                ),
                ("N", "Refill ready Friday, $12 copay."),
            ),
            sec(
                "20:00",
                "Mañana",
                (
                    "F.heartworm",
                    "Mañana es día 1: la pastilla del gusano del corazón para Pimi, con el desayuno.",
                ),
                (
                    "F.invoices",
                    "Y mañana salen las facturas: primer día hábil del mes, a 15 días.",
                ),
            ),
        ),
        searches=(
            ("10:10", "Alba diary entries"),
            ("10:15", "anonymize participants"),
            ("12:40", "número de afiliado BlueCross"),
            ("20:10", "qué toca mañana día 1"),
            ("20:15", "heartworm pill date"),
            ("20:20", "facturas de octubre"),
        ),
    ),
    Day(
        "2026-10-01",
        notes=(
            sec(
                "08:50",
                "1 de octubre",
                ("N", "Pimi's monthly chew: done. Rent paid, $1,850 to Petrakis."),
                (
                    "N",
                    "Invoices out: Northwind $7,800 (12 days), Alba $3,250 (5 days). Net 15, due "
                    "Oct 16.",
                ),
            ),
            sec("18:30", "Boulder Yard", ("N", "Taped finger, only easy stuff tonight.")),
        ),
        transcripts=(
            chat(
                "12:00",
                "openclaw",
                "dashboard-quote",
                meta("Bootstrap: workspace notes loaded (memory/2026-09-30.md)."),
                u("Northwind wants a quote for the dashboard phase, 8 days"),
                a(
                    "At your current day rate of $650 that's $5,200. I sent you the draft to review.",
                    "F.rate",
                ),
                u("send it. Sam asked for my old rate for a friend — the $600 is gone, right?"),
                a(
                    "Right: $600 was the old rate; since October it's $650 a day for new work.",
                    "F.rate",
                ),
            ),
        ),
        searches=(
            ("08:55", "rent paid October"),
            ("09:00", "did Pimi get the heartworm pill"),
            ("12:05", "quote for 8 days dashboard"),
            ("12:10", "current day rate"),
            ("12:15", "P-numbers for the nurses in the summary"),
            ("18:40", "Thursday climbing"),
        ),
    ),
    Day(
        "2026-10-02",
        notes=(
            sec(
                "11:00",
                "Consulado",
                (
                    "U.passport#fixed",
                    "Passport renewed at the consulate: the new one is valid to 2032 and I have it in "
                    "hand already!",
                ),
                ("N", "The line at 9:15 was 40 people. Took 1h50."),
            ),
            sec(
                "15:00",
                "Familia",
                (
                    "F.family_spanish",
                    "Mandé las fotos a mamá con un audio en español. With family I don't switch to "
                    "English, not even in the group chat.",
                ),
                ("N", "Mamá says the knee is better; physio twice a week."),
            ),
        ),
        searches=(
            ("11:10", "passport renewed"),
            ("11:15", "consulate line wait"),
            ("15:10", "how should I write to mom"),
            ("15:15", "rodilla de mamá fisioterapia"),
        ),
    ),
    Day(
        "2026-10-03",
        notes=(
            sec(
                "17:00",
                "Sábado",
                (
                    "S.door",
                    "New building door code from Petrakis: 8842-1190#. The old one stops working "
                    "Monday.",
                ),
                ("U.gift_mom", "Still no present for mamá. The coffee machine is $240... maybe."),
            ),
        ),
        transcripts=(
            chat(
                "10:30",
                "claude",
                "nadia-birthday",
                u(
                    "Book something for Nadia's birthday dinner next Saturday, 6 people, somewhere "
                    "on Milwaukee Ave"
                ),
                a(
                    "Options: Mi Tocaya (Mexican), Giant (American), Lula Café. Giant has a lot of seafood —"
                ),
                u(
                    "skip Giant. I'm allergic to shellfish and they fry everything in the same oil",
                    "F.shellfish",
                ),
                a(
                    "Booked Mi Tocaya, Oct 10 at 7:30 pm, 6 people, with a shellfish allergy note on "
                    "the reservation."
                ),
            ),
        ),
        searches=(
            ("10:35", "Nadia birthday dinner reservation"),
            ("10:40", "restaurants and my allergy"),
            ("17:10", "mom gift coffee machine"),
            ("17:15", "building door"),
            ("17:20", "¿tengo alergia a algo?"),
        ),
    ),
    Day(
        "2026-10-04",
        notes=(
            sec(
                "20:00",
                "Semana",
                ("N", "- Alba: 11 of 12 diaries in"),
                ("U.ceiling", '- ceiling drywall: Petrakis says "this week" (third time)'),
                ("F.mom_birthday", "- mamá turns 64 on Nov 14, call her in the morning"),
                ("U.portfolio", "- portfolio: started the Northwind case study draft"),
            ),
            sec(
                "20:30",
                "Cuenta de Google",
                (
                    "S.recovery",
                    "Códigos de respaldo, guardar en el sobre rojo:\n7HQK-29XM-PLW4\n3RTN-88VB-QZ61",
                ),
                (
                    "F.pseudonyms",
                    "Report draft: swapped the last real first name for P09. Names never leave the "
                    "consent sheet — pseudonyms in everything else.",
                ),
            ),
        ),
        searches=(
            ("20:10", "weekly recap October"),
            ("20:15", "ceiling drywall"),
            ("20:20", "cuándo cumple mamá"),
            ("20:25", "nombres de los participantes"),
        ),
    ),
    Day(
        "2026-10-05",
        notes=(
            sec(
                "09:30",
                "Lunes",
                (
                    "F.mornings",
                    "Blocked the calendar 7:30–10 for the rest of the year. Anything before ten gets "
                    "an automatic decline.",
                ),
                (
                    "F.address",
                    "New credit card ships to 2417 W Cortland St, Apt 3 — check they didn't drop the "
                    "apartment number again.",
                ),
                ("N", "Alba check-in moved to Wednesday 11:00."),
            ),
        ),
        transcripts=(
            chat(
                "13:00",
                "openclaw",
                "pimi-ear",
                u("Pimi has been scratching her ear nonstop, who do I call?"),
                a(
                    "Dr. Okoro at Logan Square Animal Clinic, (773) 555-0142. Her annual is Oct 8 "
                    "anyway; want me to ask them to look at the ear then?",
                    "F.vet",
                ),
                u("yes, ask them"),
                a("Sent the clinic a message asking them to check her ear at the Oct 8 visit."),
            ),
        ),
        searches=(
            ("09:40", "blocked calendar mornings"),
            ("09:45", "shipping address credit card"),
            ("13:05", "who is Pimi's vet"),
            ("13:10", "dog scratching ear"),
            ("13:15", "veterinario de Pimi"),
            ("13:20", "real names in the Alba report?"),
        ),
    ),
]
