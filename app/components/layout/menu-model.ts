import { visibleTools } from "~/features/calculators/registry";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useRootData, useT } from "~/root-data";

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

/** The main menu as data, so the desktop bar and the mobile panel show the same entries. */
export function useMainMenu(): MenuEntry[] {
  const t = useT();
  const data = useRootData();
  const features = data?.config.features;
  const isPartner = data?.viewer.isPartner ?? false;
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
    items: (data?.useCases ?? []).map((link) => ({ label: link.title, to: `/use-case/${link.slug}` })),
    emptyNote: t("nav.useCasesEmpty"),
  });
  if (!isPartner) entries.push({ kind: "link", id: "resources", label: t("nav.resources"), to: "/resources" });
  entries.push({ kind: "link", id: "search", label: t("nav.searchProducts"), to: "/products" });
  if (features?.tools) {
    entries.push({
      kind: "group",
      id: "tools",
      label: t("nav.usefulTools"),
      items: visibleTools({ isPartner, teiEnabled: features.tei }).map((tool) => ({ label: t(tool.titleKey), to: tool.path })),
    });
  }
  return entries;
}
