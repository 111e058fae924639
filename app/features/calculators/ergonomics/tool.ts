import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { ergonomicsEnUs } from "./phrases/en-us";
import { ergonomicsZhCn } from "./phrases/zh-cn";

/** The monitor ergonomics guide; its published address is the specification's "monitor-ergonomics-guide". */
export const ergonomicsTool = {
  name: "ergonomics",
  urls: { entry: "/monitor-ergonomics-guide", pages: [{ path: "monitor-ergonomics-guide", file: "routes/monitor-ergonomics-guide.tsx", titleKey: "ergonomics.name" }] },
  api: "ergonomics",
  audience: { partners: true },
  status: "ready",
  titleKey: "ergonomics.name",
  summaryKey: "ergonomics.summary",
} satisfies ToolDeclaration<typeof ergonomicsEnUs>;

export const ergonomicsPhrases = { "en-us": ergonomicsEnUs, "zh-cn": ergonomicsZhCn } satisfies ToolPhrases<typeof ergonomicsEnUs>;
