"""The kitchen story's evaluation queries: what a good search must put in its top 3.

Tags: the query's language (en, zh, mixed), `cross` when the notes that answer it are written
mostly in the other language, `question` when it is asked as a question rather than keywords.
"""

from __future__ import annotations

from bench.quality.model import Q

QUERIES = [
    # durable facts (the first five are the smoke run's, answerable within its first days)
    Q("when does Verdant deliver?", "F.produce", "en question"),
    Q("what time do the hours have to be approved for payroll?", "F.payroll", "en question"),
    Q("can Wei work on a Wednesday?", "F.wei_off", "en question"),
    Q("who is allowed to close out the register at night?", "F.till", "en question"),
    Q("guest wants to swap a course on the tasting menu", "F.substitutions", "en"),
    Q("produce order cut-off time", "F.produce", "en"),
    Q("蔬菜几点前要下单？", "F.produce", "zh cross question"),
    Q("Verdant 截单时间", "F.produce", "mixed cross"),
    Q("how fast does a pot of stock have to cool down?", "F.cooling", "en question"),
    Q("冷却 温度 时间", "F.cooling", "zh"),
    Q("can a celiac guest have the fries?", "F.fryer", "en question"),
    Q("how do servers flag an allergy?", "F.allergy_ticket", "en question"),
    Q("客人过敏怎么下单", "F.allergy_ticket", "zh cross question"),
    Q("the walk-in is broken, who do I call?", "F.coldline", "en question"),
    Q("冷库坏了打给谁？", "F.coldline", "zh cross question"),
    Q("阿伟哪天休息？", "F.wei_off", "zh cross question"),
    Q("when is payday?", "F.payroll", "en question"),
    Q("what time is the last seating?", "F.last_seating", "en question"),
    Q("最后一桌几点", "F.last_seating", "zh cross question"),
    Q("what goes on a container label in the walk-in?", "F.labels", "en question"),
    Q("how much deposit for a private party?", "F.deposit", "en question"),
    Q("包场要付多少定金", "F.deposit", "zh cross question"),
    Q("how much can Dani comp without asking?", "F.comps", "en question"),
    Q("family meal time", "F.family_meal", "en"),
    Q("can cooks keep their phones at the station?", "F.phones", "en question"),
    Q("linen swap day", "F.linen", "en"),
    Q("FlueTech 多久来一次？", "F.hood", "mixed cross question"),
    # open work, hunches, questions, what happened once
    Q("walk-in freezer failure timeline", "N.freezer_timeline", "en"),
    Q("health inspection results", "N.inspection_log", "en"),
    Q("health permit renewal", "U.permit", "en"),
    Q("freezer door gasket", "U.gasket", "en"),
    Q("ice machine leak", "U.ice_machine", "en"),
    Q("persimmon tarte tatin", "N.recipe_test", "en"),
    Q("Castellano rehearsal dinner run sheet", "N.catering_run", "en"),
    Q("芝麻要不要写在菜单上？", "Q.sesame", "zh cross question"),
    Q("is Marco leaving?", "T.marco_leaving", "en question"),
    Q("kitchen printer timeout error", "N.pos_error", "en"),
]
