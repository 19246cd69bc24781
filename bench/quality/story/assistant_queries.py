"""The assistant story's evaluation queries: what a good search must put in its top 3.

Tags: the query's language (en, zh, mixed), `cross` when the notes that answer it are written
mostly in the other language, `question` when it is asked as a question rather than keywords.
"""

from __future__ import annotations

from bench.quality.model import Q

QUERIES = [
    # durable facts
    Q("when is my mother's birthday?", "F.mom_birthday", "en question"),
    Q("我妈生日是哪天？", "F.mom_birthday", "zh question"),
    Q("can I order the shrimp tacos?", "F.shellfish", "en question"),
    Q("有什么食物过敏", "F.shellfish", "zh question"),
    Q("is 9am ok for a call with a new client?", "F.mornings", "en question"),
    Q("window or aisle?", "F.aisle", "en question"),
    Q("订机票 靠窗还是靠过道", "F.aisle", "zh question"),
    Q("how do I take the thyroid medication", "F.levo", "en question"),
    Q("我家地址是什么", "F.address", "zh cross question"),
    Q("BlueCross member number", "F.member_id", "en"),
    Q("保险卡 会员号", "F.member_id", "mixed cross"),
    Q("who's the dog's vet?", "F.vet", "en question"),
    Q("when does Pepper get her heartworm chew", "F.heartworm", "en question"),
    Q("给小姨写信用什么语言？", "F.family_chinese", "zh question"),
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
    Q("妈妈的生日礼物", "U.gift_mom", "zh"),
    Q("Kyoto 红叶", "T.kyoto", "mixed cross"),
    Q("jury duty pay for freelancers", "Q.jury", "en"),
]
