import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { multiMonitorEnUs } from "./phrases/en-us";
import { multiMonitorZhCn } from "./phrases/zh-cn";

/** The multi-monitor set-up calculator; its published address is the specification's "multi-monitor-setup". */
export const multiMonitorTool = {
  name: "multi-monitor",
  urls: { entry: "/multi-monitor-setup", pages: [{ path: "multi-monitor-setup", file: "routes/multi-monitor-setup.tsx", titleKey: "multiMonitor.name" }] },
  api: "multi-monitor",
  audience: { partners: true },
  status: "ready",
  titleKey: "multiMonitor.name",
  summaryKey: "multiMonitor.summary",
} satisfies ToolDeclaration<typeof multiMonitorEnUs>;

export const multiMonitorPhrases = { "en-us": multiMonitorEnUs, "zh-cn": multiMonitorZhCn } satisfies ToolPhrases<typeof multiMonitorEnUs>;
