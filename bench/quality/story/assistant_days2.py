"""The assistant story, 2026-09-13 … 09-24: a tax payment, a leak, a release, a second client."""

from __future__ import annotations

from bench.quality.model import Day, a, chat, sec, tool, u

DAYS = [
    Day(
        "2026-09-13",
        notes=(
            sec(
                "21:00",
                "Semana",
                ("N", "- Northwind: 3 of 8 interviews done"),
                ("F.climbing", "- climbing Tue/Thu as always"),
                ("U.tax_q3", "- Q3 estimated tax still unpaid, due Tuesday"),
                ("F.heartworm", "- Pimi's heartworm pill: next one Oct 1"),
            ),
        ),
        searches=(
            ("21:05", "weekly recap"),
            ("21:10", "pending tax payment"),
            ("21:15", "next heartworm dose"),
            ("21:20", "Northwind interviews progress"),
        ),
    ),
    Day(
        "2026-09-14",
        notes=(
            sec(
                "09:30",
                "Admin",
                (
                    "U.tax_q3#fixed",
                    "Paid the Q3 estimate through IRS Direct Pay, $3,140, confirmation "
                    "2026-0914-77812. Done.",
                ),
                ("N", "Marisol says to keep the confirmation PDF in the taxes folder."),
            ),
            sec(
                "13:00",
                "Work",
                (
                    "N",
                    "Northwind call at 10:30 ran long. Dana's boss joined and wants a dashboard. "
                    "Scope creep alert.",
                ),
            ),
        ),
        searches=(
            ("09:40", "Q3 tax paid confirmation"),
            ("09:45", "where do tax PDFs go"),
            ("13:10", "Northwind dashboard scope"),
            ("13:15", "qué me pidió Dana"),
        ),
    ),
    Day(
        "2026-09-15",
        notes=(
            sec(
                "18:15",
                "Boulder Yard",
                ("N", "Finally sent the pink one. 14 attempts over two weeks."),
            ),
        ),
        transcripts=(
            chat(
                "08:20",
                "claude",
                "alba-invite",
                u("Alba Health wants to meet Thursday at 9:30, can you accept?"),
                a(
                    "I'd suggest 10:30 instead: you keep the mornings before 10 free for writing. "
                    "Shall I propose 10:30?",
                    "F.mornings",
                ),
                u("yes please. and Thursday evening is climbing, so nothing after 6", "F.climbing"),
                a(
                    "Proposed Thursday 10:30 to Alba. Thursday from 6:30 pm stays blocked for "
                    "climbing.",
                    "F.climbing",
                ),
            ),
        ),
        searches=(
            ("08:25", "Alba Health meeting time"),
            ("08:30", "preferred hours for calls"),
            ("08:35", "Thursday evening blocked"),
            ("18:20", "sent the pink problem"),
        ),
    ),
    Day(
        "2026-09-16",
        notes=(
            sec(
                "12:30",
                "Leak",
                (
                    "N.leak",
                    "- 07:40 water dripping from the bathroom ceiling, brown stain spreading",
                ),
                ("N.leak", "- 07:52 texted Mr. Petrakis, no answer; called him at 08:05"),
                (
                    "N.leak",
                    "- 09:10 the plumber (Reyes Plumbing) found the upstairs toilet supply line cracked",
                ),
                (
                    "N.leak",
                    "- 11:30 water shut off upstairs; the ceiling has to dry 3 days; photos sent to "
                    "the renters insurance",
                ),
                (
                    "U.ceiling",
                    "Bathroom drywall repair: Petrakis says next week. Follow up on Monday.",
                ),
            ),
        ),
        searches=(
            ("12:40", "bathroom leak timeline"),
            ("12:45", "plumber who came"),
            ("12:50", "landlord Petrakis"),
            ("21:00", "renters insurance claim photos"),
            ("21:05", "gotera baño"),
        ),
    ),
    Day(
        "2026-09-17",
        notes=(
            sec(
                "09:00",
                "Mañana",
                (
                    "F.levo",
                    "Pastilla de la tiroides a las 7, café a las 7:30. Así todos los días, sin "
                    "excepción.",
                ),
                ("N", "Resting HR 61 after the leak chaos, slept 5h50. Ugh."),
            ),
            sec(
                "16:00",
                "Alba",
                (
                    "N",
                    "Alba Health kickoff at 10:30. They want a diary study with 12 nurses over 3 weeks.",
                ),
                (
                    "T.alba_budget",
                    "I suspect their budget is smaller than they say — they asked twice about "
                    "'phasing'.",
                ),
            ),
        ),
        searches=(
            ("09:10", "pastilla de la tiroides y el café"),
            ("09:15", "sleep and heart rate"),
            ("16:10", "Alba Health diary study"),
            ("16:15", "Alba budget"),
            ("18:00", "climbing tonight"),
        ),
    ),
    Day(
        "2026-09-18",
        notes=(
            sec(
                "11:40",
                "Northwind",
                (
                    "N.release",
                    "Northwind booking site v2.3 went live at 11:05, with the new hold-queue page. "
                    "Dana sent a party emoji.",
                ),
                (
                    "N.ticket",
                    "Filed ticket NW-4471 for the date picker on Safari (it shows the wrong month).",
                ),
            ),
            sec(
                "19:00",
                "Viernes",
                ("N", "Tacos at Carnitas Uruapan with Nadia. Skipped the fish ones, as usual."),
            ),
        ),
        searches=(
            ("11:50", "Northwind v2.3 release"),
            ("11:55", "Safari date picker bug ticket"),
            ("12:00", "hold queue page launch"),
            ("19:10", "dinner with Nadia Friday"),
        ),
    ),
    Day(
        "2026-09-19",
        notes=(
            sec(
                "15:00",
                "Sábado",
                (
                    "U.ceiling",
                    "Drywall guy came; the moisture meter says 18%, it has to be under 12% before "
                    "he patches.",
                ),
                (
                    "Q.jury",
                    "Got a jury duty summons for Oct 20. Do freelancers get paid anything for jury "
                    "days in Cook County?",
                ),
            ),
        ),
        transcripts=(
            chat(
                "10:00",
                "openclaw",
                "usability-report",
                u(
                    "Send the Northwind usability report to Dana. And what do I charge for the "
                    "dashboard add-on?"
                ),
                a("Sent. For new work you decided on $650 a day from October.", "F.rate"),
                u("good, bill the add-on like that"),
                a("Will do; I'll put the add-on on the next invoice."),
            ),
        ),
        searches=(
            ("10:05", "rate for the dashboard add-on"),
            ("10:10", "usability report sent"),
            ("15:10", "jury duty summons"),
            ("15:15", "drywall moisture"),
        ),
    ),
    Day(
        "2026-09-20",
        notes=(
            sec(
                "20:30",
                "Familia",
                (
                    "F.mom_birthday",
                    "El cumpleaños de mamá es el 14 de noviembre. Ese día hay que llamarla temprano, "
                    "nada de mensajitos: a ella le gusta la llamada.",
                ),
                ("U.gift_mom", "Regalo para mamá: ¿una cafetera buena? Todavía no decido."),
                ("N", "Hablé con Andrés: ¡Lupe está embarazada! Para enero."),
            ),
        ),
        searches=(
            ("20:40", "cumpleaños de mamá"),
            ("20:45", "regalo para mamá"),
            ("20:50", "Andrés y Lupe noticias"),
            ("20:55", "call or text mom on her birthday"),
        ),
    ),
    Day(
        "2026-09-21",
        notes=(
            sec(
                "09:20",
                "Admin",
                (
                    "U.ceiling",
                    "Petrakis still hasn't scheduled the drywall patch. Texted him again.",
                ),
                ("N", "Electric bill $94.12, gas $31.40."),
            ),
            sec(
                "22:00",
                "Banco",
                (
                    "S.bank",
                    "Cambié la contraseña del banco (Chase): Girasol#Marea2291 — no la apunto en "
                    "ningún otro lado.",
                ),
            ),
        ),
        searches=(
            ("09:30", "ceiling repair landlord"),
            ("09:35", "utility bills September"),
            ("22:05", "banco Chase"),
            ("22:10", "address on file"),
        ),
    ),
    Day(
        "2026-09-22",
        notes=(
            sec("18:10", "Boulder Yard", ("N", "Short session, hands still raw from last time.")),
        ),
        transcripts=(
            chat(
                "12:00",
                "claude",
                "dentist-form",
                u("The dentist's intake form wants my insurance info"),
                a("BlueCross PPO, member ID XQH 448 219 03, group 77120.", "F.member_id"),
                u("and an emergency contact?"),
                a("Your brother Andrés Marín, (312) 555-0188.", "F.emergency"),
                u("and home address, same as always"),
                a("2417 W Cortland St, Apt 3, Chicago IL 60647. Form is filled in.", "F.address"),
            ),
        ),
        searches=(
            ("12:05", "insurance details for the dentist form"),
            ("12:10", "emergency contact"),
            ("12:15", "dirección de casa"),
            ("18:15", "Boulder Yard session"),
        ),
    ),
    Day(
        "2026-09-23",
        notes=(
            sec(
                "10:30",
                "Work",
                (
                    "F.invoices",
                    "For October: the invoice run is on the first working day of the month (Oct 1 "
                    "this time), net 15 on everything.",
                ),
                ("N", "Alba diary study: recruited 9 of 12 nurses."),
            ),
            sec(
                "17:00",
                "Wi-Fi",
                ("N", "- new router from Comcast, network name MarinNet"),
                ("S.wifi", "- wifi password (router in the hallway closet):"),
                ("S.wifi", "- Tortuga-Azul-7734"),
                ("N", "- guest network MarinNet-Guest, isolated from the rest"),
            ),
        ),
        searches=(
            ("10:40", "invoice schedule October"),
            ("10:45", "Alba nurses recruited"),
            ("17:10", "guest wifi name"),
            ("17:15", "router setup"),
        ),
    ),
    Day(
        "2026-09-24",
        notes=(
            sec(
                "09:00",
                "Pimi",
                ("N", "- annual checkup booked: Oct 8, 4 pm"),
                ("F.vet", "- her vet: Dr. Okoro, Logan Square Animal Clinic, 2815 N Milwaukee"),
            ),
        ),
        transcripts=(
            chat(
                "19:45",
                "openclaw",
                "after-climb",
                u("the skin on my fingertips is destroyed, any tips?"),
                tool("search: climbing skin care"),
                a(
                    "Climbing balm at night, file down the flappers, and skip Thursday if a tip splits."
                ),
                u(
                    "I won't skip. Tuesday and Thursday climbing is non-negotiable, that's the deal "
                    "with Nadia.",
                    "F.climbing",
                ),
                a("Understood: Tuesday and Thursday evenings stay blocked.", "F.climbing"),
            ),
        ),
        searches=(
            ("09:10", "Pimi annual checkup"),
            ("09:15", "vet clinic address"),
            ("19:50", "fingertip skin climbing"),
            ("19:55", "do I climb on Thursday"),
        ),
    ),
]
