import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { whyRefreshEnUs } from "./phrases/en-us";
import { whyRefreshZhCn } from "./phrases/zh-cn";

/** The Why Refresh calculator. */
export const whyRefreshTool = {
  name: "why-refresh",
  urls: { entry: "/why-refresh/input", pages: [{ path: "why-refresh/input", file: "routes/why-refresh.tsx", titleKey: "whyRefresh.name" }] },
  api: "why-refresh",
  audience: { partners: true },
  tabs: "business-case",
  status: "ready",
  titleKey: "whyRefresh.name",
  summaryKey: "whyRefresh.summary",
} satisfies ToolDeclaration<typeof whyRefreshEnUs>;

export const whyRefreshPhrases = { "en-us": whyRefreshEnUs, "zh-cn": whyRefreshZhCn } satisfies ToolPhrases<typeof whyRefreshEnUs>;
