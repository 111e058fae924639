import type { totalEconomicImpactEnUs } from "./en-us";

export const totalEconomicImpactZhCn: Record<keyof typeof totalEconomicImpactEnUs, string> = {
  "totalEconomicImpact.name": "总体经济影响计算器",
  "totalEconomicImpact.summary": "将部署、人员流失和生产力纳入同一个商业论证。",
};
