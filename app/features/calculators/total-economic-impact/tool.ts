import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { totalEconomicImpactEnUs } from "./phrases/en-us";
import { totalEconomicImpactZhCn } from "./phrases/zh-cn";

/** The TEI calculator: the productivity model in the TEI layout, with its own address, switch and audience. */
export const totalEconomicImpactTool = {
  name: "total-economic-impact",
  urls: {
    entry: "/total-economic-impact/input",
    pages: [{ path: "total-economic-impact/input", file: "routes/total-economic-impact.tsx", titleKey: "totalEconomicImpact.name" }],
  },
  api: "total-economic-impact",
  audience: { partners: false, needsTei: true },
  tabs: "business-case",
  status: "ready",
  titleKey: "totalEconomicImpact.name",
  summaryKey: "totalEconomicImpact.summary",
} satisfies ToolDeclaration<typeof totalEconomicImpactEnUs>;

export const totalEconomicImpactPhrases = { "en-us": totalEconomicImpactEnUs, "zh-cn": totalEconomicImpactZhCn } satisfies ToolPhrases<typeof totalEconomicImpactEnUs>;
