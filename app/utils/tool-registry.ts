import type { PhraseKey } from "~/i18n/phrases/en-us";

/**
 * Every business-value tool of the site, in menu order. Later issues flip `status`
 * to "ready" as each calculator lands; the menu, route table and guards read this list.
 */
export type ToolEntry = {
  id: string;
  /** The entry path without language or site prefix. */
  path: string;
  titleKey: PhraseKey;
  summaryKey: PhraseKey;
  hiddenForPartners?: boolean;
  requiresTei?: boolean;
  status: "building" | "ready";
};

export const tools: readonly ToolEntry[] = [
  { id: "apple-configurator", path: "/apple-configurator", titleKey: "tools.appleConfigurator", summaryKey: "tools.appleConfigurator.summary", status: "ready" },
  { id: "workspace-configurator", path: "/workspace-configurator", titleKey: "tools.workspaceConfigurator", summaryKey: "tools.workspaceConfigurator.summary", status: "ready" },
  { id: "ecosystem-roi", path: "/ecosystem-roi-calculator/input", titleKey: "tools.ecosystemRoi", summaryKey: "tools.ecosystemRoi.summary", status: "ready" },
  { id: "meeting-space-configurator", path: "/meeting-space-configurator", titleKey: "tools.meetingSpaceConfigurator", summaryKey: "tools.meetingSpaceConfigurator.summary", status: "ready" },
  { id: "energy", path: "/energy-calculator/input", titleKey: "tools.energy", summaryKey: "tools.energy.summary", status: "ready" },
  { id: "ergonomics", path: "/monitor-ergonomics-guide", titleKey: "tools.ergonomics", summaryKey: "tools.ergonomics.summary", status: "ready" },
  { id: "multi-monitor", path: "/multi-monitor-setup", titleKey: "tools.multiMonitor", summaryKey: "tools.multiMonitor.summary", status: "ready" },
  { id: "productivity", path: "/productivity", titleKey: "tools.productivity", summaryKey: "tools.productivity.summary", status: "ready" },
  { id: "quality-framework", path: "/quality-framework/input", titleKey: "tools.qualityFramework", summaryKey: "tools.qualityFramework.summary", hiddenForPartners: true, status: "ready" },
  { id: "total-economic-impact", path: "/total-economic-impact/input", titleKey: "tools.totalEconomicImpact", summaryKey: "tools.totalEconomicImpact.summary", hiddenForPartners: true, requiresTei: true, status: "ready" },
  { id: "why-refresh", path: "/why-refresh/input", titleKey: "tools.whyRefresh", summaryKey: "tools.whyRefresh.summary", status: "ready" },
];

export function visibleTools(options: { isPartner: boolean; teiEnabled: boolean }): ToolEntry[] {
  return tools.filter(
    (tool) => !(tool.hiddenForPartners && options.isPartner) && !(tool.requiresTei && (!options.teiEnabled || options.isPartner)),
  );
}

/** The ready tool whose entry page lies below `segment` (`energy-calculator` → `/energy-calculator/input`). */
export function toolWithBareEntry(segment: string): ToolEntry | undefined {
  const name = segment.toLowerCase();
  return tools.find((tool) => tool.status === "ready" && tool.path.startsWith(`/${name}/`));
}

/** The first segments of the tools whose entry page is not their bare address. */
export const bareToolEntries: readonly { id: string; segment: string; titleKey: PhraseKey }[] = tools
  .filter((tool) => tool.path.split("/").length > 2)
  .map((tool) => ({ id: tool.id, segment: tool.path.split("/")[1]!, titleKey: tool.titleKey }));

/** True for a tool's pages: its entry path and everything under the tool's first segment. */
export function isToolPath(rest: string): boolean {
  return tools.some((tool) => {
    const root = `/${tool.path.split("/")[1] ?? ""}`;
    return rest === root || rest.startsWith(`${root}/`);
  });
}
