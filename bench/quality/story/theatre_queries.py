"""The theatre story's evaluation queries: what a good search must put in its top 3.

Tags: the query's language (en, zh, mixed), `cross` when the notes that answer it are written
mostly in the other language, `question` when it is asked as a question rather than keywords.
"""

from __future__ import annotations

from bench.quality.model import Q

QUERIES = [
    # durable facts (the first five are the smoke run's, answerable within its first days)
    Q("what is Tom allergic to?", "F.peanut", "en question"),
    Q("when does Gordon want the rehearsal report?", "F.report", "en question"),
    Q("an actor is running late, who do they tell?", "F.late_text", "en question"),
    Q("can actors bring coffee on stage?", "F.water_only", "en question"),
    Q("where are the prop daggers kept?", "F.daggers", "en question"),
    Q("汤姆对什么过敏？", "F.peanut", "zh cross question"),
    Q("nut-free green room", "F.peanut", "en"),
    Q("排练报告几点前要发？", "F.report", "zh cross question"),
    Q("演员迟到要通知谁", "F.late_text", "zh cross"),
    Q("舞台上可以喝咖啡吗？", "F.water_only", "zh cross question"),
    Q("匕首放在哪里", "F.daggers", "zh cross"),
    Q("when is fight call?", "F.fight_call", "en question"),
    Q("can an actor skip fight call?", "F.fight_call", "en question"),
    Q("who is allowed to run the fly system?", "F.fly", "en question"),
    Q("谁可以操作吊杆？", "F.fly", "zh cross question"),
    Q("which nights do we rehearse?", "F.rehearsal_days", "en question"),
    Q("排练是哪几天", "F.rehearsal_days", "zh"),
    Q("what time is company call for a show?", "F.call_time", "en question"),
    Q("演出那天几点集合？", "F.call_time", "zh cross question"),
    Q("can a patron get a refund?", "F.refund", "en question"),
    Q("ticket exchange deadline", "F.refund", "en"),
    Q("能不能退票", "F.refund", "zh"),
    Q("how many comp tickets does each cast member get?", "F.comps", "en question"),
    Q("赠票 几张", "F.comps", "zh"),
    Q("can the costumes go in the dryer?", "F.laundry", "en question"),
    Q("costume wash rota", "F.laundry", "en"),
    Q("lighting desk backup", "F.desk_backup", "en cross"),
    Q("what must you do after using the lighting console?", "F.desk_backup", "en cross question"),
    Q("can we run the hazer before Ken bypasses the alarm?", "F.alarm_bypass", "en question"),
    Q("烟机 烟感 旁路", "F.alarm_bypass", "zh"),
    Q("should the ghost light be left on?", "F.ghost_light", "en question"),
    Q("does Gordon stop the run to give notes?", "F.gordon_notes", "en question"),
    Q("who can pick up the kids after a show?", "F.minors", "en question"),
    Q("孩子谁可以接走？", "F.minors", "zh question"),
    # open work, hunches, questions, what happened once
    Q("hazer return to the rental company", "U.hazer_return", "en"),
    Q("stage door doesn't latch", "U.stage_door", "en"),
    Q("show banner on the railing", "U.banner", "en"),
    Q("Xiulan police check", "U.police_check", "en cross"),
    Q("dimmer 14 flicker", "U.dimmer", "en cross"),
    Q("stage blood stains the nightgown", "U.blood", "en"),
    Q("door scanner won't sync", "U.scanner", "en"),
    Q("Eli fall at the fight rehearsal", "N.fall_timeline", "en"),
    Q("patron fainted, performance held", "N.hold_timeline", "en"),
    Q("Act 1 cue list", "N.cue_list", "en"),
    Q("can the Lions Club sell wine at intermission?", "Q.wine", "en question"),
    Q("可以录像存档吗？", "Q.film", "zh question"),
    Q("will there be an extra show?", "T.extra_show", "en question"),
    Q("is Claire getting a cold?", "T.claire_voice", "en question"),
]
