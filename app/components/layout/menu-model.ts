import { visibleTools, type ToolEntry } from "~/utils/tool-registry";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import { useRootData, useT } from "~/root-data";
import type { FeatureFlags } from "~/utils/env.server";

export type MenuLink = { label: string; to: string };
export type MenuEntry =
  | { kind: "link"; id: string; label: string; to: string; badge?: "compare" }
  | { kind: "group"; id: string; label: string; items: MenuLink[]; emptyNote?: string };

export const knowledgeBaseGuides: Array<{ slug: string; titleKey: PhraseKey }> = [
  { slug: "design-audio", titleKey: "kb.designAudio" },
  { slug: "dual-resolution", titleKey: "kb.dualResolution" },
  { slug: "qd-oled", titleKey: "kb.qdOled" },
  { slug: "spatial-audio", titleKey: "kb.spatialAudio" },
];

/**
 * The Useful Tools entries: the tools this visitor may see (partners, the TEI switch) that
 * work. A tool still being built has its placeholder page, but the menu does not offer it.
 */
export function menuTools(options: { isPartner: boolean; teiEnabled: boolean }): ToolEntry[] {
  return visibleTools(options).filter((tool) => tool.status === "ready");
}

export type MainMenuInput = {
  t: Translate;
  features: FeatureFlags | undefined;
  isPartner: boolean;
  useCases: ReadonlyArray<{ slug: string; title: string }>;
};

/** The main menu as data, so the desktop bar and the mobile panel show the same entries. */
export function buildMainMenu({ t, features, isPartner, useCases }: MainMenuInput): MenuEntry[] {
  const entries: MenuEntry[] = [{ kind: "link", id: "compare", label: t("nav.compare"), to: "/comparison", badge: "compare" }];
  if (features?.collections) entries.push({ kind: "link", id: "collections", label: t("nav.collections"), to: "/collections" });
  entries.push({
    kind: "group",
    id: "knowledge-base",
    label: t("nav.knowledgeBase"),
    items: knowledgeBaseGuides.map((guide) => ({ label: t(guide.titleKey), to: `/knowledge-base/${guide.slug}` })),
  });
  entries.push({
    kind: "group",
    id: "use-cases",
    label: t("nav.useCases"),
    items: useCases.map((link) => ({ label: link.title, to: `/use-case/${link.slug}` })),
    emptyNote: t("nav.useCasesEmpty"),
  });
  if (!isPartner) entries.push({ kind: "link", id: "resources", label: t("nav.resources"), to: "/resources" });
  entries.push({ kind: "link", id: "search", label: t("nav.searchProducts"), to: "/products" });
  const tools = menuTools({ isPartner, teiEnabled: features?.tei ?? false });
  // FEATURE_TOOLS=false hides the menu; with no working tool there is nothing to list.
  if (features?.tools && tools.length > 0) {
    entries.push({ kind: "group", id: "tools", label: t("nav.usefulTools"), items: tools.map((tool) => ({ label: t(tool.titleKey), to: tool.path })) });
  }
  return entries;
}

export function useMainMenu(): MenuEntry[] {
  const t = useT();
  const data = useRootData();
  return buildMainMenu({ t, features: data?.config.features, isPartner: data?.viewer.isPartner ?? false, useCases: data?.useCases ?? [] });
}
