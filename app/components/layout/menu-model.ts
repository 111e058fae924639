import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import { useRootData, useT } from "~/root-data";
import type { FeatureFlags } from "~/utils/env.server";
import type { ToolLink } from "~/utils/tool-registry";

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

export type MainMenuInput = {
  t: Translate;
  features: FeatureFlags | undefined;
  isPartner: boolean;
  useCases: ReadonlyArray<{ slug: string; title: string }>;
  /** The Useful Tools entries: the working tools this visitor may see (root data, `visibleToolLinks`). */
  tools: readonly ToolLink[];
};

/** The main menu as data, so the desktop bar and the mobile panel show the same entries. */
export function buildMainMenu({ t, features, isPartner, useCases, tools }: MainMenuInput): MenuEntry[] {
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
  // FEATURE_TOOLS=false hides the menu; with no working tool there is nothing to list.
  if (features?.tools && tools.length > 0) {
    entries.push({ kind: "group", id: "tools", label: t("nav.usefulTools"), items: tools.map((tool) => ({ label: t(tool.titleKey), to: tool.entry })) });
  }
  return entries;
}

export function useMainMenu(): MenuEntry[] {
  const t = useT();
  const data = useRootData();
  return buildMainMenu({ t, features: data?.config.features, isPartner: data?.viewer.isPartner ?? false, useCases: data?.useCases ?? [], tools: data?.tools ?? [] });
}
