import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { devicesEnUs } from "./phrases/en-us";
import { devicesZhCn } from "./phrases/zh-cn";

/** The laptop monitor configurator (devices); its published addresses are the specification's "apple-configurator". */
export const devicesTool = {
  name: "devices",
  urls: {
    entry: "/apple-configurator",
    pages: [
      { path: "apple-configurator", file: "routes/apple-configurator.tsx", titleKey: "devices.name" },
      { id: "evolving-workspaces", path: "apple-configurator/evolving-workspaces", file: "routes/apple-configurator.evolving-workspaces.tsx", titleKey: "devices.page.evolvingWorkspaces" },
      { id: "input", path: "apple-configurator/input", file: "routes/apple-configurator.input.tsx", titleKey: "devices.page.chooseMonitor" },
      { id: "display-manager", path: "apple-configurator/dell-display-manager", file: "routes/apple-configurator.display-manager.tsx", titleKey: "devices.page.displayManager" },
    ],
  },
  audience: { partners: true },
  status: "ready",
  titleKey: "devices.name",
  summaryKey: "devices.summary",
} satisfies ToolDeclaration<typeof devicesEnUs>;

export const devicesPhrases = { "en-us": devicesEnUs, "zh-cn": devicesZhCn } satisfies ToolPhrases<typeof devicesEnUs>;
