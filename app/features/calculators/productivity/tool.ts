import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { productivityEnUs } from "./phrases/en-us";
import { productivityZhCn } from "./phrases/zh-cn";

/** The productivity calculator (its model also serves the TEI calculator, ../total-economic-impact). */
export const productivityTool = {
  name: "productivity",
  urls: { entry: "/productivity", pages: [{ path: "productivity", file: "routes/productivity.tsx", titleKey: "productivity.name" }] },
  api: "productivity",
  audience: { partners: true },
  tabs: "business-case",
  status: "ready",
  titleKey: "productivity.name",
  summaryKey: "productivity.summary",
} satisfies ToolDeclaration<typeof productivityEnUs>;

export const productivityPhrases = { "en-us": productivityEnUs, "zh-cn": productivityZhCn } satisfies ToolPhrases<typeof productivityEnUs>;
