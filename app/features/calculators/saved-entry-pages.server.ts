/**
 * Where a saved calculator entry opens, for the Collections page's "Open" links. An entry is
 * saved under the name its tool declares (`savedAs`, else its API name); it opens on the page
 * that restores `?entry=` and shows results: the declared results page of a tool whose entry
 * page is an input form, else the entry page. Tools the visitor may not use (partners, TEI
 * switched off) have no page.
 */
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { getEnv } from "~/utils/env.server";
import { tools, visibleTools } from "~/utils/tool-registry";

/** A saved entry's calculator as the Collections page shows it: its title, and the page that opens it (none: null). */
export type SavedEntryPage = { titleKey: PhraseKey | null; path: string | null };

function toolOf(name: string) {
  return tools.find((tool) => tool.savedName === name);
}

/**
 * For this visitor, the page of each saved entry's calculator. The caller passes the viewer it
 * has read already: a second read of the session would be a second database query per page.
 */
export function savedEntryPages(viewer: { isPartner: boolean } | null): (name: string) => SavedEntryPage {
  const usable = new Set(visibleTools({ isPartner: viewer?.isPartner ?? false, teiEnabled: getEnv().FEATURE_TEI }).filter((tool) => tool.status === "ready").map((tool) => tool.id));
  return (name) => {
    const tool = toolOf(name);
    if (!tool) return { titleKey: null, path: null };
    return { titleKey: tool.titleKey, path: usable.has(tool.id) ? (tool.resultsPath ?? tool.path) : null };
  };
}
