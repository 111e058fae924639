import type { whyRefreshEnUs } from "./en-us";

export const whyRefreshZhCn: Record<keyof typeof whyRefreshEnUs, string> = {
  "whyRefresh.metaDescription": "了解更换旧显示器的收益：更多像素和屏幕面积、节省的电能，以及生产力方面的依据。",
  "whyRefresh.intro":
    "您的办公室仍在使用较旧的显示器。将它们与产品目录中的一款显示器进行比较：增加的屏幕面积和像素、一年节省的电能和二氧化碳排放，以及三年内的生产力收益。",
  "whyRefresh.tab.workspace": "工作空间",
  "whyRefresh.tab.energy": "能耗",
  "whyRefresh.tab.productivity": "生产力",
  "whyRefresh.input.legacyCount": "旧显示器数量",
  "whyRefresh.input.legacyCountHint": "每台旧显示器由一台新显示器替换；1 至 1,000,000 台。",
  "whyRefresh.input.legacySize": "旧显示器尺寸",
  "whyRefresh.input.legacySizeOption": "{size} 英寸（{width} × {height}）",
  "whyRefresh.input.hoursPerDay": "每天使用小时数",
  "whyRefresh.input.daysPerYear": "每年使用天数",
  "whyRefresh.input.pricePerKWh": "每千瓦时电价（可选）",
  "whyRefresh.input.pricePerKWhHint": "留空则使用该国家/地区的商业电价。",

  "whyRefresh.result.pixelGainPct": "像素增加",
  "whyRefresh.result.areaGainPct": "屏幕面积增加",
  "whyRefresh.result.energySavedKWhYear": "每年节省电能",
  "whyRefresh.result.costSavedYear": "每年节省电费",
  "whyRefresh.result.co2SavedKgYear": "每年减少二氧化碳排放",
  "whyRefresh.result.usesMore": "新显示器的功耗高于旧显示器：因此这些数值为负数。",
  "whyRefresh.legacy.title": "旧显示器",
  "whyRefresh.legacy.resolution": "分辨率",
  "whyRefresh.legacy.screenArea": "屏幕面积",
  "whyRefresh.legacy.power": "开机模式功率",
  "whyRefresh.new.title": "新显示器",
  "whyRefresh.unit.squareInches": "{value} 平方英寸",
  "whyRefresh.unit.kwh": "{value} 千瓦时",
  "whyRefresh.unit.kg": "{value} 千克",
  "whyRefresh.unit.watts": "{value} 瓦",
  "whyRefresh.priceUsed": "所用电价：每千瓦时 {price}。",

  "whyRefresh.assumption.legacyPowerOnW": "旧显示器的开机模式功率",
  "whyRefresh.assumption.co2KgPerKwh": "每千瓦时电能的二氧化碳排放量",
  "whyRefresh.source.legacyPower": "{size} 英寸上下 0.5 英寸范围内 {count} 款 ENERGY STAR 认证显示器的中位数（美国环保署，2022 年 12 月）",
  "whyRefresh.source.co2Grid": "该国家/地区电网碳强度，Ember {year} 年数据，经 Our World in Data 发布",
  "whyRefresh.source.co2Fixed": "产品规格中的固定系数",

  "whyRefresh.error.monitorData": "此显示器没有可供比较的 ENERGY STAR 功率、尺寸或分辨率数据：请另选一款。",
};
