import type { FactSource } from "#db/schema";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";

/**
 * A source a visitor can open: its title, its address, and when it was read — for a cited page the
 * day it was read, for a data set the date of the copy the seed files hold (db/seed-data/SOURCES.md).
 */
export type PublicSource = { title: string; url: string; retrieved: string };

/** One fact's source as the API gives it: `key` says which kind (a data set key, "linuxhw-edid" or "cited-page"). */
export type SourcedFact = { field: string; key: string; source: PublicSource };

/** A fact's source as the pages show it: a translated title and the address to open. */
export type FactSourceLink = { text: string; href: string };

/** The ENERGY STAR Certified Displays data set (qbg3-d468) on the EPA's open-data site. */
const ENERGY_STAR_DISPLAYS = "https://data.energystar.gov/Active-Specifications/ENERGY-STAR-Certified-Displays/qbg3-d468";

const dataSets: Record<string, PublicSource> = {
  "energystar-2022": { title: "ENERGY STAR Certified Displays, US EPA (data.energystar.gov qbg3-d468), December 2022 snapshot", url: ENERGY_STAR_DISPLAYS, retrieved: "2022-12" },
  "energystar-2026": { title: "ENERGY STAR Certified Displays, US EPA (data.energystar.gov qbg3-d468), Dell models as of September 2026", url: ENERGY_STAR_DISPLAYS, retrieved: "2026-09" },
  "retail-specs": { title: "pc-part-dataset, monitor list (docyx/pc-part-dataset on GitHub, MIT licence)", url: "https://github.com/docyx/pc-part-dataset", retrieved: "2025-07" },
};

/** `edid/dell/<MODEL>.txt#<path in linuxhw/EDID>`: the import's note of which public report a fact came from. */
const EDID_SOURCE = /^edid\/[^#]+#(.+)$/;
const EDID_REPORT_URL = "https://github.com/linuxhw/EDID/blob/HEAD/";

/** A stored source as a visitor can follow it; null for a key no page stands behind (none is stored today). */
export function sourcedFact(item: FactSource): SourcedFact | null {
  const edid = EDID_SOURCE.exec(item.source);
  if (edid) {
    return { field: item.field, key: "linuxhw-edid", source: { title: `EDID report ${edid[1]!}, linuxhw/EDID (linux-hardware.org)`, url: `${EDID_REPORT_URL}${edid[1]!}`, retrieved: "2026" } };
  }
  if (item.url && item.title) return { field: item.field, key: item.source, source: { title: item.title, url: item.url, retrieved: item.retrieved ?? "" } };
  const dataSet = dataSets[item.source];
  return dataSet ? { field: item.field, key: item.source, source: dataSet } : null;
}

/** Every stored source that a visitor can open, each once per field. */
export function sourcedFacts(items: readonly FactSource[]): SourcedFact[] {
  const seen = new Set<string>();
  return items.flatMap((item) => {
    const fact = sourcedFact(item);
    const id = fact ? `${fact.field}|${fact.source.url}|${fact.source.title}` : "";
    if (!fact || seen.has(id)) return [];
    seen.add(id);
    return [fact];
  });
}

export function factSourceLink(fact: SourcedFact, t: Translate): FactSourceLink {
  const { url } = fact.source;
  if (fact.key === "linuxhw-edid") return { text: t("spec.sourceEdid", { report: url.slice(EDID_REPORT_URL.length) }), href: url };
  // A data set by its translated name; a cited page by its own title, in the page's language.
  if (fact.key in dataSets) return { text: t(`source.${fact.key}` as PhraseKey), href: url };
  return { text: fact.source.title, href: url };
}

/** The sources of one field (a model's connectors may cite several reports). */
export function sourcesOf(field: string | undefined, facts: readonly SourcedFact[], t: Translate): FactSourceLink[] {
  if (!field) return [];
  return facts.filter((fact) => fact.field === field).map((fact) => factSourceLink(fact, t));
}
