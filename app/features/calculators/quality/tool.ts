import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { qualityEnUs } from "./phrases/en-us";
import { qualityZhCn } from "./phrases/zh-cn";

/** The Quality Benefits calculator; its published address keeps the specification's "quality framework". */
export const qualityTool = {
  name: "quality",
  urls: { entry: "/quality-framework/input", pages: [{ path: "quality-framework/input", file: "routes/quality-framework.tsx", titleKey: "quality.name" }] },
  api: "quality",
  audience: { partners: false },
  tabs: "business-case",
  status: "ready",
  titleKey: "quality.name",
  summaryKey: "quality.summary",
} satisfies ToolDeclaration<typeof qualityEnUs>;

export const qualityPhrases = { "en-us": qualityEnUs, "zh-cn": qualityZhCn } satisfies ToolPhrases<typeof qualityEnUs>;
