/**
 * Every tool of the site, in menu order: one line per tool. The registry (app/utils/tool-registry.ts),
 * the page table, the phrase catalogues, the calculators' served list and the input-property test
 * read this list (docs/decisions/012-tool-declarations.md). Each declaration is client-safe;
 * what the server needs (definition, context loader) is the tool's `served.server.ts`.
 *
 * Relative imports: routes.ts reads this list (through the page table) before `~/` paths exist.
 * The phrases ride along, so the browser must not import this list: the menu and the home page
 * get their tools from the root loader (`RootData.tools`).
 */
import { devicesTool } from "./features/devices/tool";
import { workspaceTool } from "./features/configurators/workspace/tool";
import { meetingRoiTool } from "./features/calculators/meeting-roi/tool";
import { meetingSpaceTool } from "./features/configurators/meeting-space/tool";
import { energyTool } from "./features/calculators/energy/tool";
import { ergonomicsTool } from "./features/calculators/ergonomics/tool";
import { multiMonitorTool } from "./features/calculators/multi-monitor/tool";
import { productivityTool } from "./features/calculators/productivity/tool";
import { qualityTool } from "./features/calculators/quality/tool";
import { totalEconomicImpactTool } from "./features/calculators/total-economic-impact/tool";
import { whyRefreshTool } from "./features/calculators/why-refresh/tool";

export const toolDeclarations = [
  devicesTool,
  workspaceTool,
  meetingRoiTool,
  meetingSpaceTool,
  energyTool,
  ergonomicsTool,
  multiMonitorTool,
  productivityTool,
  qualityTool,
  totalEconomicImpactTool,
  whyRefreshTool,
] as const;

type Declared = (typeof toolDeclarations)[number];
type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;

/** Every tool's English phrases, as one table (its type names every key). */
export type ToolPhrasesEnUs = Intersection<Declared["phrases"]["en-us"]>;

/** Every tool's phrases in a language, for the phrase catalogues. */
export function toolPhrases(language: "en-us"): ToolPhrasesEnUs;
export function toolPhrases(language: "zh-cn"): Record<keyof ToolPhrasesEnUs, string>;
export function toolPhrases(language: "en-us" | "zh-cn"): Record<string, string> {
  return Object.assign({}, ...toolDeclarations.map((tool) => tool.phrases[language]));
}
