/**
 * Every tool of the site, in menu order: its declaration and its phrases, both from its tool.ts.
 * The registry (app/utils/tool-registry.ts), the page table, the phrase catalogues, the
 * calculators' served list and the input-property test read this list
 * (docs/decisions/012-tool-declarations.md). Each declaration is client-safe; what the server
 * needs (definition, context loader) is the tool's `served.server.ts`.
 *
 * Relative imports: routes.ts reads this list (through the page table) before `~/` paths exist.
 */
import { devicesTool, devicesPhrases } from "./features/devices/tool";
import { workspaceTool, workspacePhrases } from "./features/configurators/workspace/tool";
import { meetingRoiTool, meetingRoiPhrases } from "./features/calculators/meeting-roi/tool";
import { meetingSpaceTool, meetingSpacePhrases } from "./features/configurators/meeting-space/tool";
import { energyTool, energyPhrases } from "./features/calculators/energy/tool";
import { ergonomicsTool, ergonomicsPhrases } from "./features/calculators/ergonomics/tool";
import { multiMonitorTool, multiMonitorPhrases } from "./features/calculators/multi-monitor/tool";
import { productivityTool, productivityPhrases } from "./features/calculators/productivity/tool";
import { qualityTool, qualityPhrases } from "./features/calculators/quality/tool";
import { totalEconomicImpactTool, totalEconomicImpactPhrases } from "./features/calculators/total-economic-impact/tool";
import { whyRefreshTool, whyRefreshPhrases } from "./features/calculators/why-refresh/tool";

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

// The same tools' phrases, apart so that the browser's copy of this list (through the page
// table) drops them: only the phrase catalogues call toolPhrases.
const toolPhraseTables = [
  devicesPhrases,
  workspacePhrases,
  meetingRoiPhrases,
  meetingSpacePhrases,
  energyPhrases,
  ergonomicsPhrases,
  multiMonitorPhrases,
  productivityPhrases,
  qualityPhrases,
  totalEconomicImpactPhrases,
  whyRefreshPhrases,
] as const;

type Declared = (typeof toolPhraseTables)[number];
type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;

/** Every tool's English phrases, as one table (its type names every key). */
export type ToolPhrasesEnUs = Intersection<Declared["en-us"]>;

/** Every tool's phrases in a language, for the phrase catalogues. */
export function toolPhrases(language: "en-us"): ToolPhrasesEnUs;
export function toolPhrases(language: "zh-cn"): Record<keyof ToolPhrasesEnUs, string>;
export function toolPhrases(language: "en-us" | "zh-cn"): Record<string, string> {
  return Object.assign({}, ...toolPhraseTables.map((phrases) => phrases[language]));
}
