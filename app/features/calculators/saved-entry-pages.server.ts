/**
 * Where a saved calculator entry opens, for the Collections page's "Open" links. An entry is
 * saved under the served calculator's name (TEI and quality under their API names), or — energy
 * and the configurators — under their tool id; it opens on the page that restores `?entry=`
 * and shows results. Tools the visitor may not use (partners, TEI switched off) have no page.
 */
import { getViewer } from "~/features/auth/index.server";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { getEnv } from "~/utils/env.server";
import { tools, visibleTools } from "~/utils/tool-registry";
import { servedCalculator } from "./served.server";

/** A saved entry's calculator as the Collections page shows it: its title, and the page that opens it (none: null). */
export type SavedEntryPage = { titleKey: PhraseKey | null; path: string | null };

// Tools whose entry page is an input form that never shows results: their entries open on the
// results page, which restores `?entry=` (see each tool's results loader).
const resultsPages: Readonly<Record<string, string>> = {
  energy: "/energy-calculator/results",
  "ecosystem-roi": "/ecosystem-roi-calculator/results",
  "meeting-space-configurator": "/meeting-space-configurator/results",
  "workspace-configurator": "/workspace-configurator/results",
};

function toolOf(name: string) {
  const toolId = servedCalculator(name)?.toolId ?? name;
  return tools.find((tool) => tool.id === toolId);
}

/** For this visitor, the page of each saved entry's calculator. */
export async function savedEntryPages(request: Request): Promise<(name: string) => SavedEntryPage> {
  const viewer = await getViewer(request);
  const usable = new Set(visibleTools({ isPartner: viewer?.isPartner ?? false, teiEnabled: getEnv().FEATURE_TEI }).filter((tool) => tool.status === "ready").map((tool) => tool.id));
  return (name) => {
    const tool = toolOf(name);
    if (!tool) return { titleKey: null, path: null };
    return { titleKey: tool.titleKey, path: usable.has(tool.id) ? (resultsPages[tool.id] ?? tool.path) : null };
  };
}
