"""The assistant story's evaluation queries: what a good search must put in its top 3.

Tags: the query's language (en, es, mixed), `cross` when the notes that answer it are written
mostly in the other language, `question` when it is asked as a question rather than keywords.
"""

from __future__ import annotations

from bench.quality.model import Query


def Q(text: str, expect: str, tags: str) -> Query:
    return Query(text, tuple(expect.split()), tuple(tags.split()))


QUERIES = [
    # durable facts
    Q("when is my mother's birthday?", "F.mom_birthday", "en question"),
    Q("¿cuándo cumple años mi mamá?", "F.mom_birthday", "es question"),
    Q("can I order the shrimp tacos?", "F.shellfish", "en question"),
    Q("alergias alimentarias", "F.shellfish", "es cross"),
    Q("is 9am ok for a call with a new client?", "F.mornings", "en question"),
    Q("window or aisle?", "F.aisle", "en question"),
    Q("how do I take the thyroid medication", "F.levo", "en question"),
    Q("¿cuál es mi dirección?", "F.address", "es cross question"),
    Q("BlueCross member number", "F.member_id", "en"),
    Q("who's the dog's vet?", "F.vet", "en question"),
    Q("when does Pimi get her heartworm chew", "F.heartworm", "en question"),
    Q("¿en qué idioma le escribo a mi tía?", "F.family_spanish", "es question"),
    Q("is Thursday evening free?", "F.climbing", "en question"),
    Q("how much do I charge per day?", "F.rate", "en question"),
    Q("when do invoices go out", "F.invoices", "en question"),
    Q("who should they call in an emergency", "F.emergency", "en question"),
    Q("can I put a nurse's real name in the report?", "F.pseudonyms", "en question"),
    # open work, hunches, questions, what happened once
    Q("bathroom leak timeline", "N.leak", "en"),
    Q("Safari date picker ticket", "N.ticket", "en"),
    Q("Northwind v2.3 release", "N.release", "en"),
    Q("did the Q3 tax get paid?", "U.tax_q3", "en question"),
    Q("smoke detector battery", "U.smoke", "en"),
    Q("passport renewal", "U.passport", "en"),
    Q("regalo para mamá", "U.gift_mom", "es"),
    Q("Oaxaca Día de Muertos", "T.oaxaca", "mixed"),
    Q("jury duty pay for freelancers", "Q.jury", "en"),
]
