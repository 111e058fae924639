import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { energyEnUs } from "./phrases/en-us";
import { energyZhCn } from "./phrases/zh-cn";

// The title and summary keep their `tools.` keys until the calculator moves onto the frame (its
// page header and PDF read them); then they take the tool's own prefix like every other tool.
const titlesEnUs = {
  "tools.energy": "Energy Cost and CO2 Calculator",
  "tools.energy.summary": "What a fleet of monitors costs to run and emits, in your currency.",
} as const;
const titlesZhCn: Record<keyof typeof titlesEnUs, string> = {
  "tools.energy": "能源成本与二氧化碳计算器",
  "tools.energy.summary": "以您的货币计算一批显示器的运行成本和碳排放。",
};

/** The energy cost and CO2 calculator; its published addresses are the specification's "energy-calculator". */
export const energyTool = {
  name: "energy",
  urls: {
    entry: "/energy-calculator/input",
    results: "/energy-calculator/results",
    pages: [
      { path: "energy-calculator/input", file: "routes/energy-calculator.input.tsx", titleKey: "tools.energy" },
      { id: "results", path: "energy-calculator/results", file: "routes/energy-calculator.results.tsx", titleKey: "energy.results.title" },
    ],
  },
  api: "energy",
  audience: { partners: true },
  status: "ready",
  titleKey: "tools.energy",
  summaryKey: "tools.energy.summary",
} satisfies ToolDeclaration<typeof energyEnUs & typeof titlesEnUs>;

// Calls marked pure (a spread is not), so the browser's bundle can drop these phrases.
export const energyPhrases = {
  "en-us": /* @__PURE__ */ Object.assign({}, energyEnUs, titlesEnUs),
  "zh-cn": /* @__PURE__ */ Object.assign({}, energyZhCn, titlesZhCn),
} satisfies ToolPhrases<typeof energyEnUs & typeof titlesEnUs>;
