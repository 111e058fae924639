import type { ToolDeclaration, ToolPhrases } from "~/utils/tool-declaration";
import { MEETING_SPACE_NAME } from "./saved-name";
import { configuratorsEnUs } from "./phrases/en-us";
import { configuratorsZhCn } from "./phrases/zh-cn";

/** The meeting-space configurator. Saved entries carry the name they were first stored under. */
export const meetingSpaceTool = {
  name: "meeting-space",
  urls: {
    entry: "/meeting-space-configurator",
    results: "/meeting-space-configurator/results",
    pages: [{ path: "meeting-space-configurator/:step?", file: "routes/meeting-space-configurator.tsx", titleKey: "meetingSpace.name" }],
  },
  api: "meeting-space",
  savedAs: MEETING_SPACE_NAME,
  audience: { partners: true },
  status: "ready",
  titleKey: "meetingSpace.name",
  summaryKey: "meetingSpace.summary",
} satisfies ToolDeclaration<typeof configuratorsEnUs>;

export const meetingSpacePhrases = { "en-us": configuratorsEnUs, "zh-cn": configuratorsZhCn } satisfies ToolPhrases<typeof configuratorsEnUs>;
