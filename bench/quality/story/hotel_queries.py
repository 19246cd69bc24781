"""The hotel story's evaluation queries: each passes when a top-3 hit states (or sits where the
story wrote) one of the items it expects. The first six are answered within the smoke days."""

from __future__ import annotations

from bench.quality.model import Q

QUERIES = [
    # answered within the first six days (the smoke run)
    Q("who needs to be there when the safe is opened?", "F.safe_two_people", "en question"),
    Q("夜审什么时候做", "F.night_audit_2am", "zh question"),
    Q("guest lost key card no ID", "F.keycard_id", "en"),
    Q("失物 保存多久", "F.lost_property_3m", "zh question"),
    Q("dogs which rooms", "F.dogs_garden_rooms", "en"),
    Q("过敏 客人 早餐 厨师", "F.allergy_chef", "zh"),
    # the standing rules
    Q("how late can a guest check out?", "F.late_checkout", "en question"),
    Q("延迟退房 收费", "F.late_checkout", "zh"),
    Q("who can approve a refund over $200", "F.refund_over_200", "en question"),
    Q("退款超过200谁批准", "F.refund_over_200", "zh question"),
    Q("linen delivery days", "F.linen_days", "en"),
    Q("布草哪天送", "F.linen_days", "zh question"),
    Q("front desk float amount", "F.float_300", "en"),
    Q("备用金多少钱", "F.float_300", "zh question"),
    Q("accessible room hold until", "F.room3_accessible", "en"),
    Q("轮椅客人 房间 保留", "F.room3_accessible", "zh cross"),
    Q("gluten free toast toaster", "F.red_toaster", "en"),
    Q("无麸质 面包 烤", "F.red_toaster", "zh"),
    Q("DND sign up for two days, what do we do?", "F.dnd_welfare", "en question"),
    Q("请勿打扰 客房部能进去吗", "F.dnd_welfare", "zh question"),
    Q("breakfast hours weekend", "F.breakfast_hours", "en"),
    Q("早餐几点结束", "F.breakfast_hours", "zh question"),
    Q("group booking deposit percentage", "F.group_deposit", "en"),
    Q("团体订房 定金", "F.group_deposit", "zh cross"),
    Q("can the night auditor go to a room alone after midnight?", "F.night_alone", "en question"),
    Q("夜班 一个人 上楼", "F.night_alone", "zh"),
    Q(
        "how do I report something broken for maintenance?",
        "F.maintenance_whiteboard",
        "en question",
    ),
    Q("报修写在哪里", "F.maintenance_whiteboard", "zh cross question"),
    Q("Wang Lei 补房卡 规定", "F.keycard_id", "mixed"),
    Q("safe 红本子 登记", "F.safe_two_people", "mixed"),
    Q("night audit 几点以后", "F.night_audit_2am", "mixed question"),
    Q("late check-out 几点以前免费", "F.late_checkout", "mixed question"),
    Q("linen 周二 周五", "F.linen_days", "mixed"),
    Q("accessible room 几点以后可以卖", "F.room3_accessible", "mixed cross question"),
    # to-dos, hunches, questions, replaced decisions, noise
    Q("room 14 shower fixed?", "U.room14_shower", "en question"),
    Q("is the ice machine working again?", "U.ice_machine", "en cross question"),
    Q("room 9 sash window", "U.room9_sash", "en"),
    Q("evacuation drill", "U.fire_drill", "en"),
    Q("fire alarm timeline 22", "N.fire_alarm", "en cross"),
    Q("eftpos double charge contactless", "T.double_charge", "en"),
    Q("Booking.com prepaid refund who handles it", "Q.refund_ota", "en question"),
    Q("old linen days Monday Thursday", "X.linen_mon_thu", "en"),
    Q("20号房 味道", "T.room20_smell", "zh"),
    Q("lost phone police", "Q.lost_phone", "en cross"),
    Q("April occupancy ADR", "N.occupancy", "en"),
]
