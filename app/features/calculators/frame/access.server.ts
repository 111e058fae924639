/**
 * Who may use a calculator: the registry's rules (visibleTools), checked on the server for the
 * page and the API alike. A partner never sees tools marked hiddenForPartners; a tool that needs
 * TEI does not exist (404) while FEATURE_TEI is off.
 */
import { getViewer } from "~/features/auth/index.server";
import { tools, visibleTools, type ToolEntry } from "~/utils/tool-registry";
import { getEnv } from "~/utils/env.server";
import type { CalculatorTab } from "./page-data";

async function toolsFor(request: Request): Promise<ToolEntry[]> {
  const viewer = await getViewer(request);
  return visibleTools({ isPartner: viewer?.isPartner ?? false, teiEnabled: getEnv().FEATURE_TEI });
}

export async function mayUseTool(request: Request, toolId: string): Promise<boolean> {
  return (await toolsFor(request)).some((tool) => tool.id === toolId);
}

/**
 * The tabs of a calculator's page: the calculators declared with the same `tabs` (the business
 * case) that this visitor may use and that work, in menu order; none for a tool of its own.
 */
export async function calculatorTabs(request: Request, toolId: string): Promise<CalculatorTab[]> {
  const family = tools.find((tool) => tool.id === toolId)?.tabs;
  if (family === undefined) return [];
  return (await toolsFor(request))
    .filter((tool) => tool.tabs === family && tool.status === "ready")
    .map((tool) => ({ id: tool.id, path: tool.path, title: tool.titleKey }));
}
