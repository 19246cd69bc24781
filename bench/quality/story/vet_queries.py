"""The vet story's evaluation queries: Chinese, English and mixed, keywords and questions, some
asked in the other language than the notes that answer them."""

from __future__ import annotations

from bench.quality.model import Q

QUERIES = [
    Q("CD register witness countersign", "F.cd_register", "en"),
    Q("管制药登记要几个人签字？", "F.cd_register", "zh question"),
    Q("CD 登记 规则", "F.cd_register", "mixed"),
    Q("who takes our calls out of hours?", "F.ooh", "en question"),
    Q("下班后急诊电话转到哪里？", "F.ooh", "zh question"),
    Q("Beacon 电话号码", "F.ooh", "mixed"),
    Q("weekend emergency vet number", "F.ooh", "en"),
    Q("out of hours 急诊 partner clinic", "F.ooh", "mixed"),
    Q("autoclave Monday test pack", "F.bowie_dick", "en"),
    Q("周一灭菌锅第一锅要放什么？", "F.bowie_dick", "zh question cross"),
    Q("Bowie-Dick 测试 记录", "F.bowie_dick", "mixed"),
    Q("how does Owen want referral letters written?", "F.referral", "en question"),
    Q("转诊信 格式", "F.referral", "zh cross"),
    Q("Saturday opening hours", "F.hours", "en"),
    Q("周六几点关门？", "F.hours", "zh question"),
    Q("which days can a routine spay be booked?", "F.surgery_days", "en question"),
    Q("常规手术 周几", "F.surgery_days", "zh"),
    Q("Northvet order cut-off time", "F.northvet_cutoff", "en"),
    Q("Northvet 几点前下单才能第二天到？", "F.northvet_cutoff", "mixed question"),
    Q("can we text a client their blood results?", "F.results", "en question"),
    Q("化验结果 短信 语音留言", "F.results", "zh"),
    Q("holding a cat for an x-ray", "F.xray", "en"),
    Q("拍X光可以用手按住动物吗？", "F.xray", "zh question"),
    Q("dosimeter badge 放射 安全", "F.xray", "mixed"),
    Q("written estimate threshold", "F.estimate", "en"),
    Q("多少钱以上要客户签报价单？", "F.estimate", "zh question"),
    Q("how should reception book a euthanasia?", "F.euthanasia", "en question"),
    Q("安乐死 预约 侧门", "F.euthanasia", "zh cross"),
    Q("which day does the crematorium collect?", "F.cremation", "en question cross"),
    Q("Willow Lane 哪天来收？", "F.cremation", "mixed question"),
    Q("Harlow courier collection time", "F.courier", "en"),
    Q("样本快递几点来取？", "F.courier", "zh question"),
    Q("should rabbits be starved before surgery?", "F.rabbits", "en question cross"),
    Q("兔子 术前 禁食", "F.rabbits", "zh"),
    Q("repeat prescription notice period", "F.repeat_rx", "en"),
    Q("续药要提前多久说？", "F.repeat_rx", "zh question"),
    Q("vaccine fridge temperature range", "F.fridge", "en cross"),
    Q("疫苗冰箱温度超出范围怎么办？", "F.fridge", "zh question"),
    Q("methadone balance discrepancy", "U.methadone", "en"),
    Q("X光机年检约了吗？", "U.xray_service", "zh question cross"),
]
