"""The durability classifier (algorithm.md §6.5): bilingual cue words and structure, with
counter-examples for each rule."""

from __future__ import annotations

import pytest

from memtui.engine.durability import classify, closes, is_open, split_prefix
from memtui.engine.judgement import judge

DURABLE = [
    "PR 评审: 规范：今后所有测试必须使用真实数据库，不接受 mock。",
    "User: Tests must use a real database, never a mock.",
    "部署前必须跑完整回归测试",
    "Deploys: we deploy on Tuesdays and Thursdays only",
    "The staging database lives on db-staging.internal, port 5432.",
    "团队约定: 每天早上十点开站会，周五改为异步文字更新",
    # "maybe not" inside a rule does not make the rule a hunch.
    "Rule: tests must use a real DB, maybe not for pure functions",
    # A question mark inside quoted code is no question.
    "Style: never nest the ternary `a ? b : c` inside another one",
    # A question answered in the same breath is knowledge.
    "Why real databases? Because a mock hid the migration bug. Tests must use a real database.",
    # Meal words inside a rule do not make it chatter.
    "Never schedule deploys during lunch",
    "尽可能使用真实数据",
    "Decision: we use PostgreSQL 15 for every service",
    # Rule words outweigh the dated and request cues.
    "Assistant: 不行，今天周五，15:00 以后不发版（周毅定的规矩）。",
    "User: please always answer in Chinese",
    # A capitalised word opening a sentence is no doer: "No printed …" is a rule, not news.
    "Office: No printed copies of the contract leave the building.",
    "Each signed form goes into the blue binder.",
    # When a rule starts is part of the decision, in either language.
    "Near miss: so from tonight nobody works the line without gloves.",
    "Starting Monday, standups move to 9:45.",
    "从下周开始周会改到周四下午。",
    # A recap heading does not outweigh a line that states a rule of its own.
    "Week 3 recap: deploys always go through the release branch",
]

NOT_DURABLE = [
    ("Assistant: 已记到规范里：测试必须使用真实数据库", "echo"),
    ("Assistant: Noted: tests must hit a real DB.", "echo"),
    ("Assistant: Got it, deploys only on Tuesdays.", "echo"),
    ("待办: [ ] 修复登录测试 flaky 问题; [x] 升级 sqlite", "open"),
    ("Login test still flaky, cause unknown", "open"),
    ("geocoder timeouts: not fixed yet", "open"),
    ("支付回调偶发失败，原因不明", "open"),
    ("TODO: rotate the staging certificates", "open"),
    ("登录测试 flaky 已修复（#123）", "done"),
    ("Fixed in #123: login flake was a race", "done"),
    ("- [x] upgrade sqlite", "done"),
    ("User: do we have to use a real DB in tests?", "question"),
    ("Should we switch to uv?", "question"),
    ("为什么 CI 这么慢", "question"),
    ("发布窗口要不要改到周四？", "question"),
    ("User: how do I rotate the staging certificates", "question"),
    ("Plan: migrate the cluster once Alice confirms", "waiting"),
    ("等 Bob 确认后再升级数据库", "waiting"),
    ("Upgrade to PG 16: waiting for the DBA's sign-off", "waiting"),
    ("I suspect the cache is stale", "tentative"),
    ("我怀疑是缓存的问题", "tentative"),
    ("Maybe we should try pnpm", "tentative"),
    ("也许可以换成 pnpm", "tentative"),
    ("待确认：发布窗口是否改到周四", "tentative"),
    ("Weekly recap (W10): shipped search, fixed 3 bugs", "report"),
    ("周报: 本周完成了搜索和三个缺陷修复", "report"),
    ("Recap: we always ship on Fridays, and this week we shipped two fixes", "report"),
    ("Floor: Ana asked whether the vendor could deliver earlier.", "question"),
    ("Support: Dana replied the refund went out on Monday.", "event"),
    # A possessive names a doer: "Dana's boss joined" happened once.
    ("Project: Dana's boss joined and wants a dashboard.", "event"),
    # A state of unfinished work.
    ("Taxes: the Q3 estimated tax is still unpaid, due Tuesday", "open"),
    ("报销: 上个月的报销单尚未提交", "open"),
    ("Incident: 14:02 alerts fired; 14:10 rolled back; 14:30 error rate normal", "report"),
    ("2026-01-03 ERROR db timeout; WARN retrying", "log"),
    ("Lunch: Had ramen for lunch today, it was great.", "chatter"),
    ("周末去爬山了，天气很好", "chatter"),
    ("今天午饭吃了火锅", "chatter"),
    ("值班: 本周值班负责人是 Marta", "dated"),
    ("Background: last week someone pushed the config by hand", "dated"),
    ("User: 记得把 geocoder 超时的情况写进去。", "request"),
    ("User: 帮我把 /v2 的 schema 起个草稿", "request"),
    ("Assistant: 是上游 provider 返回 503，持续 4 分钟自己恢复了。", "dated"),
    ("Notes: The payments API was down for 20 minutes and came back up on its own.", "dated"),
]


@pytest.mark.parametrize("text", DURABLE)
def test_durable_statements_pass(text: str) -> None:
    assert classify(text).reason is None, classify(text)


@pytest.mark.parametrize(("text", "reason"), NOT_DURABLE)
def test_non_durable_texts_are_named(text: str, reason: str) -> None:
    verdict = classify(text)
    assert verdict.reason == reason, (text, verdict)
    assert not verdict.durable and verdict.describe()


def test_a_routine_is_a_standing_fact() -> None:
    """A routine outweighs a meal or a clock: 'every morning at 8, before breakfast' is kept."""
    assert classify("家里: 奶奶每天早上 8 点吃降压药，早饭前吃，药盒放在厨房窗台。").durable
    assert classify("Home: the black bin goes out every Monday evening for Tuesday pickup.").durable
    assert classify("家里: 今天早饭吃了包子。").reason == "chatter"


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        (
            "Monika tests every line on the first Monday of the month — today.",
            "first Monday of the month",
        ),
        ("All of us redo the safety briefing once a year, in June — today is mine.", "once a year"),
        ("The hood is cleaned quarterly; the next visit was booked yesterday.", "quarterly"),
        ("Backups are checked every two weeks, next one tomorrow.", "every two weeks"),
        ("No — since today the autoclave runs at 10:00 and 15:00.", "since today"),
        ("家里: 滤芯每个月换一次，今天刚换过。", "每个月"),
        ("家里: 每年体检一次，今天约了。", "每年"),
        # The doubled measure word is "every" too: 天天 every day, 年年 every year.
        ("家里: 药天天早上八点吃，今天也一样。", "天天"),
        ("他们年年都来帮忙，今年也来了。", "年年"),
    ],
)
def test_a_recurrence_outweighs_the_day_it_is_told_on(text: str, cue: str) -> None:
    """A recurrence in any of its usual forms is a routine, a standing fact, where the day it was
    told on ("today", "tomorrow") would make it news; "since today" starts an arrangement."""
    verdict = classify(text)
    assert verdict.durable and verdict.cue.lower() == cue.lower(), verdict


@pytest.mark.parametrize(
    "text",
    [
        "Still nobody knows who pays the open-access fee for the paper.",
        "It is unclear whether the grant covers the fee.",
        "发票的事还不清楚，下周再问。",
    ],
)
def test_an_unanswered_question_told_as_a_fact_is_open(text: str) -> None:
    assert classify(text).reason == "open"


def test_a_rule_about_outages_stays_durable() -> None:
    """Event words demote a story of what happened, not a rule that mentions one."""
    assert classify("Ops: if the API was down for 5 minutes we must page the on-call lead.").durable
    assert classify("值班: 服务挂了必须先回滚再排查。").durable


def test_an_assistant_turn_that_states_a_fact_is_no_echo() -> None:
    assert classify("Assistant: The staging database listens on port 5432.").reason is None


def test_split_prefix_separates_role_and_heading() -> None:
    assert split_prefix("User: tests must use a real DB") == (
        "user",
        "",
        "tests must use a real DB",
    )
    assert split_prefix("PR 评审: 规范") == ("", "PR 评审", "规范")
    assert split_prefix("no prefix here") == ("", "", "no prefix here")


def test_a_colon_after_a_sentence_end_follows_no_heading() -> None:
    """A headless paragraph's first sentences are no heading, whatever colon follows them; a
    title before a name ends no sentence."""
    text = "Family meal at 4:15 sharp. Marco's cooking today: chicken adobo and rice."
    assert split_prefix(text) == ("", "", text)
    assert split_prefix("Dr. Weber: call before 9.") == ("", "Dr. Weber", "call before 9.")


def test_closes_and_open() -> None:
    assert closes("登录测试已修复") and closes("- [x] upgrade sqlite") and closes("resolved in #9")
    assert not closes("[ ] upgrade sqlite") and not closes("tests must use a real DB")
    assert is_open("open") and is_open("question") and not is_open(None) and not is_open("chatter")


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("测试必须用真实数据库, never a mock", "必须"),
        ("Never mock the database, 测试必须用真实数据库", "Never"),
        ("Rule: 以后都 use the real database", "以后都"),
    ],
)
def test_the_cue_shown_is_the_first_in_the_text_in_either_language(text: str, cue: str) -> None:
    """Latin and Chinese cue words are separate patterns; the leftmost match names the cue."""
    found = classify(text)
    assert found.reason is None
    assert found.cue == cue


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Autoclave: Run log: 121 °C, 20 min, 2.1 bar, indicator tape turned.", "report"),
        ("Cooling log: batch 3 at 70°F after 1h50", "report"),
        ("冷却记录：第三批 1 小时 50 分到 70 度", "report"),
        ("10:00 run: 121 °C, 20 min, tape OK, Bowie-Dick test passed.", "event"),
    ],
)
def test_a_record_labelled_as_one_is_not_knowledge(text: str, reason: str) -> None:
    """A line labelled as a log, readings or a timed entry is what was measured or noted down;
    the verdict of the whole fragment says so too (a timed label is no telling)."""
    assert classify(text).reason == reason
    assert judge(text).verdict.reason == reason


@pytest.mark.parametrize(
    "text",
    [
        "Autoclave: sign every run in the log.",
        "Cooling log: every batch must reach 70°F within two hours.",
    ],
)
def test_a_rule_about_a_log_stays_a_rule(text: str) -> None:
    assert judge(text).verdict.durable


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Out of hours: the divert worked every night this week.", "dated"),
        ("Kiln: fired each day so far without a fault.", None),
        ("这周每天晚上电话转接都正常。", "dated"),
    ],
)
def test_a_recurrence_within_a_named_stretch_is_no_routine(text: str, reason: str | None) -> None:
    """ "Every night this week" tells what the week held; "every night" alone is a routine."""
    verdict = classify(text)
    assert verdict.cue not in ("every night", "each day", "每天"), verdict
    if reason:
        assert verdict.reason == reason, verdict
    assert classify("Out of hours: the phone diverts to Beacon every night at 7pm.").durable
    assert classify("每天晚上七点电话转接到 Beacon。").cue == "每天"


@pytest.mark.parametrize(
    "text",
    [
        "Gemma and Owen have added the late entry with a note.",
        "We've sent the signed form back to the council.",
        "Priya has taken the spare keys home.",
    ],
)
def test_something_done_in_the_present_perfect_is_an_event(text: str) -> None:
    assert classify(text).reason == "event", classify(text)


@pytest.mark.parametrize(
    "text",
    [
        "Anyone who has handled the drug must wash their hands.",
        "We have decided: releases go out on Tuesdays.",
        "Volunteers who have worked here a year get a key.",
    ],
)
def test_a_rule_with_a_perfect_tense_stays_durable(text: str) -> None:
    assert classify(text).durable, classify(text)


def test_a_checkbox_speaks_for_an_item_whose_colon_reads_as_a_heading() -> None:
    text = "[ ] start the Easter rota: Good Friday and Easter Saturday cover."
    assert split_prefix(text)[1].startswith("[ ]")
    assert classify(text).reason == "open"
    assert classify("[x] book the boiler service: done on Monday.").reason == "done"


@pytest.mark.parametrize(
    "text", ["Might be coincidence, but I'd like Sofia's view.", "这件事想听听 Gemma 的意见。"]
)
def test_asking_for_someones_view_leaves_the_matter_open(text: str) -> None:
    assert classify(text).reason in ("waiting", "tentative"), classify(text)


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("疫苗冰箱：规定是2～8°C。", "规定"),
        ("Storage: the regulations say 2–8 °C for vaccines.", "regulations"),
        ("今天开始 Harlow 的快递下午四点半来收样本。", "今天开始"),
        ("3月2日起 周六只开上午。", "3月2日起"),
        ("从12月2日起周六只开上午。", "12月2日起"),
        ("快递今天开始改成下午四点半来收。", "今天开始"),
        ("冰柜里的都要装袋贴标签：主人名字，单独火化还是集体火化。", "都要"),
        # What holds with no exception is a rule, though its words name a meal.
        ("The gate is locked at 9 after dinner, no exceptions.", "no exceptions"),
        ("药七点吃，七点半才喝咖啡，没有例外。", "没有例外"),
    ],
)
def test_a_rule_word_or_a_start_day_makes_a_statement_durable(text: str, cue: str) -> None:
    verdict = classify(text)
    assert verdict.durable and verdict.cue == cue, verdict


def test_a_doubled_day_inside_two_words_is_no_routine() -> None:
    """今天天气: "today" and "weather" meet at 天天, which says no "every day" there."""
    verdict = classify("今天天气真好，午饭在外面吃。")
    assert verdict.reason == "chatter" and verdict.cue != "天天", verdict


def test_a_day_something_began_is_no_arrangement() -> None:
    assert not classify("今天开始了新的排班表试用。").durable
    assert classify("两个都要，今天先拿回家。").cue != "都要"


@pytest.mark.parametrize(
    "text",
    [
        "The landlord still hasn't answered whether the boiler is ours to fix.",
        "Council hasn't confirmed if the hall is free on the 9th.",
        "Still no reply from the printer yet.",
        "物业还没回复锅炉归谁修。",
    ],
)
def test_an_answer_not_given_yet_leaves_the_matter_waiting(text: str) -> None:
    assert classify(text).reason == "waiting", classify(text)


def test_a_status_word_standing_alone_marks_the_matter_open() -> None:
    assert classify("Open.").reason == "open"
    assert classify("Still pending").reason == "open"
    # Not the verb or an adjective inside a statement.
    assert classify("The hall opens at 9.").reason is None
    verdict = judge("Hall: Whether the hall can take 80 chairs is with the caretaker. Open.")
    assert verdict.verdict.reason == "open"


@pytest.mark.parametrize(
    "text",
    [
        "Assistant: Right. I'll write the newsletter on Friday, before the deadline.",
        "I'm going to ring the caretaker about the chairs.",
        "我打算下周把报名表整理好。",
        "我会明天把钥匙还给前台。",
    ],
)
def test_a_promise_of_a_one_off_task_is_work_to_do(text: str) -> None:
    assert judge(text).verdict.reason == "open", judge(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'll always lock the side door myself.",
        "I will never paste the alarm code in the group chat.",
        "I'll water the plants every Monday.",
        "我会记住：每周五下午锁门。",
    ],
)
def test_a_promise_with_a_rule_word_or_a_routine_stays_durable(text: str) -> None:
    assert judge(text).verdict.reason is None, judge(text)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Newsletter: photos chosen. Text still to write, due Friday.", "open"),
        ("Minutes still to be signed by the chair.", "open"),
        ("No idea yet whether the hall has a hearing loop.", "waiting"),
        ("We don't know if the grant covers the new fridge.", "waiting"),
    ],
)
def test_work_not_done_and_answers_not_known_are_not_standing_facts(text: str, reason: str) -> None:
    assert classify(text).reason == reason, classify(text)


@pytest.mark.parametrize(
    "text",
    [
        "Week 6 wrap: shelving in the cold room half done",
        "Friday wrap-up: 3 new volunteers, 0 no-shows",
        "Sprint 12 review: login page shipped, search still slow",
        "Monthly round-up: 41 members, 2 resignations",
        "本周小结: 二楼的窗户装了一半",
        "End of week summary: library van fixed",
    ],
)
def test_a_line_under_a_recap_heading_retells_the_stretch(text: str) -> None:
    assert classify(text).reason == "report", classify(text)


def test_a_recap_line_holding_only_a_routine_tells_what_the_stretch_held() -> None:
    """A routine ("every day", "weekly") in a recap's line reports how the stretch went; a rule
    word keeps the line a rule that the recap restates."""
    assert classify("Week 6 wrap: rota filled every day incl. the holiday").reason == "report"
    assert classify("Week 6 wrap: weekly fire drill done Tuesday").reason == "report"
    kept = classify("Week 6 wrap: volunteers must sign in every day, no exceptions")
    assert kept.reason is None and kept.cue == "must"
    # The same routine outside a recap is a standing fact.
    assert classify("Volunteers sign in every day at the front desk").reason is None
    # Recap words in a sentence name a report a rule is about, not a recap.
    assert classify("Notes: the weekly summary goes to the board every Monday").reason is None


def test_a_heading_listing_open_items_marks_them_open() -> None:
    assert classify("Open items: lift certificate from the landlord").reason == "open"
    assert classify("Action items: Priya to chase the printer quote").reason == "open"


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("Could be the thermostat, could be the sensor.", "Could be"),
        ("I reckon the hinge is bent.", "I reckon"),
        ("I think the key went home with Sam.", "I think"),
        ("我觉得是水泵的问题。", "我觉得"),
    ],
)
def test_a_hedge_or_a_view_of_ones_own_is_a_hunch(text: str, cue: str) -> None:
    verdict = classify(text)
    assert verdict.reason == "tentative" and verdict.cue == cue, verdict


def test_a_hunch_beside_a_rule_word_stays_a_rule() -> None:
    assert classify("I think we must always lock the shed.").reason is None


@pytest.mark.parametrize(
    "text",
    ["我周六值班的时候要替他写。", "我明天得去一趟银行。", "我下周三去拿证书。"],
)
def test_the_speaker_and_one_named_day_is_a_plan(text: str) -> None:
    assert classify(text).reason == "open", classify(text)


def test_the_speaker_and_every_such_day_is_a_routine() -> None:
    assert classify("我每周六值班，负责锁门。").reason is None


def test_a_state_that_lasts_until_a_change_is_provisional() -> None:
    assert classify("And until then the van still leaves at 8.").reason == "dated"
    assert classify("在那之前还是八点出车。").reason == "dated"


def test_an_adverb_between_a_doer_and_a_past_verb_is_still_an_event() -> None:
    verdict = classify("She also pointed at the crack in the wall.")
    assert verdict.reason == "event" and verdict.cue == "pointed", verdict


def test_a_promise_in_quotes_is_mentioned_not_made() -> None:
    text = "Reminder: every register entry is made the same day. No 'I'll do it at the end of the day'."
    assert judge(text).verdict.durable, judge(text)
    assert classify("I'll do it at the end of the day.").reason == "open"


@pytest.mark.parametrize("text", ["Ask Linda.", "Check with Sam", "ring Dave!", "问一下老王。"])
def test_a_short_imperative_naming_whom_to_contact_is_a_to_do(text: str) -> None:
    assert classify(text).reason == "open", classify(text)


def test_an_imperative_with_what_to_do_stays_a_rule() -> None:
    assert classify("Ask for ID at the door.").reason is None


@pytest.mark.parametrize(
    "text",
    [
        "One of the parents asked whether her 14-year-old can help on Saturdays.",
        "Someone wondered if the hall is free on Sundays.",
        "Tom 问能不能每周都由他来发版",
    ],
)
def test_a_question_someone_put_is_a_question_whatever_it_asks_about(text: str) -> None:
    assert classify(text).reason == "question", classify(text)


@pytest.mark.parametrize(
    "text",
    [
        "The walk-in needs a proper service before anything goes back in.",
        "Side gate hinge needs replacing.",
        "The dishwasher needs a new door seal.",
        "打印机需要更换硒鼓。",
    ],
)
def test_upkeep_a_thing_is_due_for_is_work_to_do(text: str) -> None:
    assert classify(text).reason == "open", classify(text)


def test_what_a_rule_needs_stays_a_rule() -> None:
    assert classify("Repeat prescriptions need 48 hours' notice.").reason is None


def test_an_assistants_offer_is_work_to_do_even_beside_a_routine() -> None:
    offer = classify("Assistant: I can pull the totals from the weekly reports, if you like.")
    assert offer.reason == "open" and offer.cue == "I can pull", offer
    # A rule word keeps it a rule; a user saying what they can do states a fact.
    assert classify("Assistant: I can never share the door code, by policy.").reason is None
    assert classify("User: I can drive the van on weekdays.").reason is None


@pytest.mark.parametrize(
    "text",
    ["Friday's pour is booked: pump at 7, first truck 7:30.", "Next Monday the scaffolders come."],
)
def test_one_named_occasion_is_true_for_that_day(text: str) -> None:
    assert classify(text).reason == "dated", classify(text)


def test_every_such_day_is_a_routine() -> None:
    assert classify("Pours are booked for Fridays, pump at 7.").reason is None


@pytest.mark.parametrize(
    "text",
    [
        "No pour goes ahead till the engineer has inspected the steel.",
        "Nobody goes up once the scaffolders have left.",
    ],
)
def test_a_perfect_inside_a_condition_is_no_event(text: str) -> None:
    assert classify(text).reason is None, classify(text)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "BigLine's dispatcher said they're short of pumps because two are in for service.",
            "event",
        ),
        ("The council said the permit is fine as it is.", "event"),
        ("LMFN 9:55, late but fine.", "event"),
        ("Tuesday: 151 households, the most since January.", "dated"),
        ("Donations up again, another record.", "dated"),
    ],
)
def test_what_someone_said_who_came_when_and_a_figure_against_the_past(
    text: str, reason: str
) -> None:
    assert classify(text).reason == reason, classify(text)


@pytest.mark.parametrize("text", ["Family meal 4:15 sharp.", "Standup 10:15, every day."])
def test_a_schedule_by_its_clock_time_stays_a_fact(text: str) -> None:
    assert classify(text).reason is None, classify(text)


@pytest.mark.parametrize(
    "text",
    [
        "User: Look for flights to Chengdu around Nov 10-13, I want to be there for the wedding.",
        "User: ok, draft a reply to Ines about the invoice",
        "User: Find me a plumber who can come before Friday.",
    ],
)
def test_a_user_turn_setting_a_task_is_a_request(text: str) -> None:
    assert classify(text).reason == "request", classify(text)


def test_a_standing_instruction_with_a_rule_word_stays_a_rule() -> None:
    assert classify("User: Draft every reply to my mother in Chinese, always.").reason is None
    assert classify("Assistant: Find the form in the top drawer.").reason is None


@pytest.mark.parametrize(
    "text",
    [
        # Something going on as it is written: a progressive, or a note's clipped form of it.
        "The dishwasher is leaking onto the floor again.",
        "Rex is limping a little on his back leg.",
        "Boiler rattling, pressure gauge at 0.8 bar.",
        # Who came and when, before a colon too.
        "Bayside 7:50: six bags of bread, two of rolls.",
        "Depot: Bayside 7:50: six bags.",
    ],
)
def test_something_going_on_or_who_came_when_is_an_event(text: str) -> None:
    assert classify(text).reason == "event", classify(text)


@pytest.mark.parametrize(
    "text",
    [
        # An -ing noun, a plan, a condition, or what holds for every case: no moment told.
        "Mia's swimming class is on Thursdays.",
        "The morning briefing is at 8:30 every weekday.",
        "We are going to use the new supplier from March.",
        "Nobody leaves while the oven is heating up.",
        "The team is using Postgres for every service.",
        "The fridge beeps when its door is left open.",
        # A span of clock times gives hours that hold, not a moment.
        "Hours: 9:00 to 17:00.",
        "Clinic hours: 8:30 – 18:00.",
        "9:00-17:30, Monday to Friday.",
    ],
)
def test_a_progressive_noun_or_a_span_of_hours_stays_a_fact(text: str) -> None:
    assert classify(text).reason is None, classify(text)
