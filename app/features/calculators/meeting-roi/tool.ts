import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { meetingRoiEnUs } from "./phrases/en-us";
import { meetingRoiZhCn } from "./phrases/zh-cn";

/** The meeting-room ROI calculator. Its published addresses keep the specification's "ecosystem ROI" name. */
export const meetingRoiTool = {
  name: "meeting-roi",
  urls: {
    entry: "/ecosystem-roi-calculator/input",
    results: "/ecosystem-roi-calculator/results",
    pages: [
      { path: "ecosystem-roi-calculator/input", file: "routes/ecosystem-roi-calculator.input.tsx", titleKey: "meetingRoi.name" },
      { id: "results", path: "ecosystem-roi-calculator/results", file: "routes/ecosystem-roi-calculator.results.tsx", titleKey: "meetingRoi.results.title" },
    ],
  },
  api: "meeting-roi",
  audience: { partners: true },
  status: "ready",
  titleKey: "meetingRoi.name",
  summaryKey: "meetingRoi.summary",
} satisfies ToolDeclaration<typeof meetingRoiEnUs>;

export const meetingRoiPhrases = { "en-us": meetingRoiEnUs, "zh-cn": meetingRoiZhCn } satisfies ToolPhrases<typeof meetingRoiEnUs>;
