import type { PhraseKey } from "~/i18n/phrases/en-us";
// Relative imports: routes.ts reads this (through the page table) before the `~/` paths exist.
import { toolDeclarations } from "../tool-declarations";
import { savedName, type ToolDeclaration, type ToolPage } from "./tool-declaration";

/**
 * Every tool of the site, in menu order, as the rest of the site reads it: the declarations
 * (app/tool-declarations.ts) with their phrase keys typed. The menu and the home page get the
 * visitor's tools from the root loader (`visibleToolLinks`).
 */
export type ToolEntry = {
  /** The tool's one name in code (its folder). */
  id: string;
  /** The entry page without language or site prefix (published). */
  path: string;
  /** Where a saved entry opens (published), when not the entry page. */
  resultsPath?: string;
  /** Published API name, if the tool has an API. */
  api?: string;
  /** The calculator name its saved entries are stored under. */
  savedName: string;
  pages: readonly ToolPage<PhraseKey>[];
  titleKey: PhraseKey;
  summaryKey: PhraseKey;
  hiddenForPartners: boolean;
  requiresTei: boolean;
  /** Calculators with the same `tabs` link each other by tabs. */
  tabs?: string;
  status: "building" | "ready";
};

/** A tool as the menu and the home page link to it (what the browser needs; no phrases). */
export type ToolLink = { name: string; entry: string; titleKey: PhraseKey; summaryKey: PhraseKey };

export const tools: readonly ToolEntry[] = (toolDeclarations as readonly ToolDeclaration[]).map((tool) => ({
  id: tool.name,
  path: tool.urls.entry,
  resultsPath: tool.urls.results,
  api: tool.api,
  savedName: savedName(tool),
  // The keys are the tool's own phrases, which the catalogue holds (app/i18n/phrases/en-us.ts).
  pages: tool.urls.pages as readonly ToolPage<PhraseKey>[],
  titleKey: tool.titleKey as PhraseKey,
  summaryKey: tool.summaryKey as PhraseKey,
  hiddenForPartners: !tool.audience.partners,
  requiresTei: tool.audience.needsTei ?? false,
  tabs: tool.tabs,
  status: tool.status,
}));

/** The tool called `name`. */
export function toolNamed(name: string): ToolEntry | undefined {
  return tools.find((tool) => tool.id === name);
}

export function visibleTools(options: { isPartner: boolean; teiEnabled: boolean }): ToolEntry[] {
  return tools.filter(
    (tool) => !(tool.hiddenForPartners && options.isPartner) && !(tool.requiresTei && (!options.teiEnabled || options.isPartner)),
  );
}

/**
 * The tools this visitor may see (partners, the TEI switch) that work, as the menu and the home
 * page show them. A tool still being built has its pages, but no link.
 */
export function visibleToolLinks(options: { isPartner: boolean; teiEnabled: boolean }): ToolLink[] {
  return visibleTools(options)
    .filter((tool) => tool.status === "ready")
    .map((tool) => ({ name: tool.id, entry: tool.path, titleKey: tool.titleKey, summaryKey: tool.summaryKey }));
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
