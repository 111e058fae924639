import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { WORKSPACE_NAME } from "./saved-name";
import { workspaceEnUs } from "./phrases/en-us";
import { workspaceZhCn } from "./phrases/zh-cn";

/** The workspace configurator. Saved entries carry the name they were first stored under. */
export const workspaceTool = {
  name: "workspace",
  urls: {
    entry: "/workspace-configurator",
    results: "/workspace-configurator/results",
    pages: [{ path: "workspace-configurator/:step?", file: "routes/workspace-configurator.tsx", titleKey: "workspace.name" }],
  },
  api: "workspace",
  savedAs: WORKSPACE_NAME,
  audience: { partners: true },
  status: "ready",
  titleKey: "workspace.name",
  summaryKey: "workspace.summary",
} satisfies ToolDeclaration<typeof workspaceEnUs>;

export const workspacePhrases = { "en-us": workspaceEnUs, "zh-cn": workspaceZhCn } satisfies ToolPhrases<typeof workspaceEnUs>;
