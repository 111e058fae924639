import type { calculatorFrameEnUs } from "./en-us";

/** 计算器框架的中文短语（所有计算器共用）；并入 app/i18n/phrases/zh-cn.ts。 */
export const calculatorFrameZhCn: Record<keyof typeof calculatorFrameEnUs, string> = {
  "calculator.error.summary": "部分输入需要修改，尚未计算。",
  "calculator.error.outOfRange": "这些输入使计算超出范围，请改用较小的数值。",
  "calculator.error.invalid": "此值无法使用。",
  "calculator.error.number": "请输入数字。",
  "calculator.error.range": "请输入 {min} 到 {max} 之间的数字。",
  "calculator.error.integer": "请输入整数。",
  "calculator.error.yesNo": "请选择“是”或“否”。",
  "calculator.error.choice": "请从选项中选择一项。",
  "calculator.error.monitor": "请从列表中选择一款显示器。",
  "calculator.error.monitorUnknown": "本网站的产品目录中没有这款显示器。",
  "calculator.error.assumptionRange": "请输入 {min} 到 {max} 之间的数字，或留空以使用默认值。",

  "calculator.input.country": "国家/地区",
  "calculator.input.salary": "平均年薪（可选）",
  "calculator.input.salaryHint": "以该国货币计。留空则使用该国平均值。",

  "calculator.assumption.usdRate": "美元金额的汇率",
  "calculator.assumption.hoursPerYear": "每年工作小时数",
  "calculator.assumption.benefitsMultiplier": "薪资福利系数",
  "calculator.assumption.wageGrowth": "年薪资增长率",
  "calculator.assumption.facilityWageRatio": "设施与 IT 人员工资占员工工资的比例",
  "calculator.assumption.discountRate": "贴现率",

  "calculator.source.rateLive": "汇率服务，{date} 的汇率",
  "calculator.source.rateUsdInstead": "没有 {currency} 的汇率：金额仍以美元计",
  "calculator.source.rateSpecification": "产品规格中的备用汇率（汇率服务未响应）",
  "calculator.source.rateFred": "美国联邦储备系统（FRED）2026 年 6 月月均汇率（汇率服务未响应）",
  "calculator.source.wageModel": "产品规格，工资模型",
  "calculator.source.discountRate": "第 12 号议题，共用常量：年贴现率 10%",
  "calculator.source.salaryEntered": "由您输入",
  "calculator.source.salaryTable": "产品规格，各国平均年薪",
  "calculator.source.salaryUsd": "产品规格为日本给出 {amount}；按美元理解并以汇率换算",
};
