import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { energyEnUs } from "./phrases/en-us";
import { energyZhCn } from "./phrases/zh-cn";

/** The energy cost and CO2 calculator; its published addresses are the specification's "energy-calculator". */
export const energyTool = {
  name: "energy",
  urls: {
    entry: "/energy-calculator/input",
    results: "/energy-calculator/results",
    pages: [
      { path: "energy-calculator/input", file: "routes/energy-calculator.input.tsx", titleKey: "energy.name" },
      { id: "results", path: "energy-calculator/results", file: "routes/energy-calculator.results.tsx", titleKey: "energy.results.title" },
    ],
  },
  api: "energy",
  audience: { partners: true },
  status: "ready",
  titleKey: "energy.name",
  summaryKey: "energy.summary",
} satisfies ToolDeclaration<typeof energyEnUs>;

export const energyPhrases = { "en-us": energyEnUs, "zh-cn": energyZhCn } satisfies ToolPhrases<typeof energyEnUs>;
