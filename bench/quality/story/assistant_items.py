"""The assistant story's labelled items: what Lucía would keep in MEMORY.md, and what she would not.

Written without reading the engine: the anchors name the concepts a reader looks for in an
entry (in English and Spanish), not words any rule of memtui keys on.
"""

from __future__ import annotations

from bench.quality.model import A, Item

MOM = ("mamá", "mama", "mom", "mother", "madre", "carmen")
SHELLFISH = ("shellfish", "mariscos", "shrimp", "camarón", "camarones", "crab", "crustacean*")
CLIMB = ("climb*", "escalar", "escalada", "boulder*")
TUE_THU = ("tuesday*", "thursday*", "tue", "thu", "martes", "jueves")
CLIMB_WHEN = ("6:30", "18:30", "evening*", "nadia", "blocked", "taken", "always", "non-negotiable")

ITEMS = [
    # ---------------------------------------------------------------- durable: keep these
    Item(
        "F.mom_birthday",
        "Mamá (Carmen) was born on 14 November; on the day, call her — she wants a call, not a text.",
        A(
            MOM,
            ("14 nov*", "nov 14", "november 14", "14 de noviembre", "14/11", "11/14"),
        ),
    ),
    Item(
        "F.shellfish",
        "Lucía is allergic to shellfish; she carries an EpiPen.",
        A(SHELLFISH, ("allerg*", "alérgic*", "alergia", "epipen")),
    ),
    Item(
        "F.mornings",
        "No calls or meetings before 10:00: 7:30–10 is her writing block.",
        A(
            ("meeting*", "call*", "sync", "reunion*", "reunión", "llamada*", "calendar"),
            ("10", "10:00", "10am", "ten", "diez"),
            ("before", "antes", "until", "hasta", "morning*", "mañana*", "writing"),
        ),
    ),
    Item("F.aisle", "On flights she sits on the aisle, never the window.", A(("aisle", "pasillo"))),
    Item(
        "F.levo",
        "Levothyroxine every morning on an empty stomach; coffee only 30 minutes later.",
        A(
            ("levothyroxine", "levotiroxina", "thyroid", "tiroides"),
            ("coffee", "café", "empty stomach", "ayunas", "30 min*", "media hora", "morning"),
        ),
    ),
    Item(
        "F.address",
        "Home address: 2417 W Cortland St, Apt 3, Chicago IL 60647.",
        A(("cortland",)),
    ),
    Item(
        "F.member_id",
        "Health insurance: BlueCross PPO, member ID XQH 448 219 03, group 77120.",
        A(("xqh",)),
    ),
    Item(
        "F.vet",
        "Pimi's vet is Dr. Okoro at Logan Square Animal Clinic, (773) 555-0142.",
        A(("okoro",)),
    ),
    Item(
        "F.heartworm",
        "Pimi gets her heartworm chew on the 1st of every month, with breakfast.",
        A(("heartworm", "gusano del corazón", "gusano del corazon")),
    ),
    Item(
        "F.family_spanish",
        "Messages to family (mamá, tía Rosa) are written in Spanish; English is for clients.",
        A(
            (*MOM, "family", "familia", "tía", "tia", "rosa"),
            ("spanish", "español", "espanol"),
        ),
    ),
    Item(
        "F.climbing",
        "Climbing at Boulder Yard with Nadia, Tuesdays and Thursdays 6:30 pm: keep those evenings free.",
        A(CLIMB, TUE_THU, CLIMB_WHEN),
    ),
    Item(
        "F.rate",
        "Day rate is $650 (from October 2026, new work and renewals).",
        A(("rate", "tarifa", "per day", "/day", "a day", "por día", "al día"), ("650",)),
    ),
    Item(
        "F.invoices",
        "Invoices go out on the first business day of the month, net 15.",
        A(
            ("invoice*", "factura*", "invoicing"),
            (
                "first business day",
                "first working day",
                "primer día hábil",
                "primer dia habil",
                "net 15",
                "net-15",
                "a 15 días",
            ),
        ),
    ),
    Item(
        "F.emergency",
        "Emergency contact: her brother Andrés Marín, (312) 555-0188.",
        A(("andrés", "andres"), ("emergency", "emergencia", "555-0188")),
    ),
    Item(
        "F.pseudonyms",
        "Research participants appear only under pseudonyms (P01…) in reports and notes; real "
        "names stay in the consent sheet.",
        A(("pseudonym*", "seudónimo*", "seudonimo*", "anonymi*", "anonimiz*", "p01")),
    ),
    Item(
        "X.rate_600",
        "Day rate $600 (replaced by $650 from October).",
        A(("600",), ("usual", "quoted", "quote*")),
    ),
    # ---------------------------------------------------------------- open work
    Item(
        "U.portfolio",
        "Add the Northwind case study to the portfolio site.",
        A(("portfolio", "portafolio")),
    ),
    Item(
        "U.smoke",
        "The hallway smoke detector chirps; it needs a 9V battery.",
        A(("smoke detector", "detector de humo", "9v")),
    ),
    Item(
        "U.tax_q3",
        "Pay the Q3 estimated tax by 15 September (paid on the 14th).",
        A(("q3",), ("tax*", "estimate*", "impuesto*", "irs")),
    ),
    Item(
        "U.gift_mom",
        "Find a birthday present for mamá.",
        A(("gift", "present", "presente", "regalo"), MOM),
    ),
    Item(
        "U.ceiling",
        "The bathroom ceiling drywall needs repairing after the leak; the landlord keeps postponing.",
        A(("drywall", "tablaroca")),
    ),
    Item(
        "U.passport",
        "Renew the Mexican passport at the consulate (done 2 October).",
        A(("passport", "pasaporte")),
    ),
    # ---------------------------------------------------------------- hunches and questions
    Item("T.oaxaca", "Maybe Oaxaca for Día de Muertos.", A(("oaxaca",))),
    Item("T.limp", "Pimi's limp might come from the dog park gravel.", A(("limp*", "cojea*"))),
    Item(
        "T.alba_budget",
        "A suspicion that Alba Health's budget is smaller than they say.",
        A(("budget", "presupuesto")),
    ),
    Item("Q.roth", "Can she open a Roth IRA on 1099 income?", A(("roth",))),
    Item("Q.jury", "Are freelancers paid for jury duty in Cook County?", A(("jury", "jurado"))),
    # ---------------------------------------------------------------- what happened once
    Item(
        "N.leak",
        "The 16 September bathroom leak, minute by minute.",
        A(("leak*", "dripping", "gotera", "supply line")),
    ),
    Item("N.release", "Northwind booking site v2.3 went live.", A(("v2.3",))),
    Item("N.ticket", "Ticket NW-4471 filed for the Safari date picker.", A(("nw-4471",))),
    # ---------------------------------------------------------------- secrets
    Item(
        "S.bank", "Bank password, labelled in Spanish (contraseña).", secrets=("Girasol#Marea2291",)
    ),
    Item(
        "S.wifi",
        "Wi-Fi password: the label on one list item, the value on the next.",
        secrets=("Tortuga-Azul-7734",),
    ),
    Item("S.portal", "Vendor portal password given in a chat.", secrets=("Ventana_Roja_58",)),
    Item(
        "S.openai",
        "An API key pasted into a chat.",
        secrets=("sk-proj-Qm7RtX2vLp9KwZ4nB8cD1fGhJ6sA",),
    ),
    Item("S.door", "The building's door code.", secrets=("8842-1190#",)),
    Item(
        "S.recovery",
        "Account recovery codes, labelled in Spanish and English.",
        secrets=("7HQK-29XM-PLW4", "3RTN-88VB-QZ61"),
    ),
]
