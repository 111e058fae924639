import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { FilterId } from "./query";
import type { SearchCondition } from "./synonyms";

/**
 * The facts a filter or a search word tests, each with its own "not specified": a model whose
 * sources do not state the fact neither matches nor fails it. Its name is what the API's
 * `alsoMatching.unknownFacts` lists; facts.server.ts says, as SQL, when a model's sources state it.
 * Pure, so the URL vocabulary and the page can use it.
 */
export const factKeys = [
  "series",
  "size",
  "resolution",
  "aspectRatio",
  "panelType",
  "refreshRate",
  "responseTime",
  "ppi",
  "curved",
  "ports",
  "usbCPowerDelivery",
  "colorGamut",
  "bitsPerColour",
  "hdr",
  "adaptiveSync",
  "features",
] as const;
export type FactKey = (typeof factKeys)[number];

/** A facet's "Not specified" option: the models whose sources do not state the facet's fact. */
export const UNSPECIFIED = "not-specified";

/**
 * The fact each facet's options test, for the facets with a "Not specified" option. Certifications
 * have none: ENERGY STAR's lists are the certification record, so a model absent from them is
 * not certified (as of the list's date). Bezels, calibration and multitasking have no data at all.
 */
export const facetFacts: Partial<Record<FilterId, FactKey>> = {
  series: "series",
  sizes: "size",
  exactSizes: "size",
  resolutions: "resolution",
  screenTypes: "curved",
  aspectRatios: "aspectRatio",
  colorSpaces: "colorGamut",
  ports: "ports",
  features: "features",
  easeOfUse: "features",
  multimedia: "features",
  powerDelivery: "usbCPowerDelivery",
  panelType: "panelType",
  refreshRate: "refreshRate",
  ppi: "ppi",
  responseTime: "responseTime",
  adaptiveSync: "adaptiveSync",
};

/** Options of a facet that another source states than the facet's: the EDID's bit depth, HDR from either. */
const optionFacts: Partial<Record<FilterId, Record<string, FactKey>>> = {
  features: { "10-bit": "bitsPerColour", hdr: "hdr" },
};

/** The fact an option of a facet tests; null for a facet whose facts are always stated. */
export function optionFact(id: FilterId, value: string): FactKey | null {
  return optionFacts[id]?.[value] ?? facetFacts[id] ?? null;
}

/** The fact a recognised search word ("4k", "usb-c", "27 inch") tests. */
export function conditionFact(condition: SearchCondition): FactKey {
  switch (condition.kind) {
    case "resolution":
      return "resolution";
    case "ultrawide":
      return "aspectRatio";
    case "port":
      return "ports";
    case "panel":
      return "panelType";
    case "minRefresh":
      return "refreshRate";
    case "size":
      return "size";
    case "curved":
      return "curved";
    case "hdr":
      return "hdr";
  }
}

/** How the "more models match" line names a fact: "their {facts} are not specified". */
export const factNounKeys: Record<FactKey, PhraseKey> = {
  series: "search.fact.series",
  size: "search.fact.size",
  resolution: "search.fact.resolution",
  aspectRatio: "search.fact.aspectRatio",
  panelType: "search.fact.panelType",
  refreshRate: "search.fact.refreshRate",
  responseTime: "search.fact.responseTime",
  ppi: "search.fact.ppi",
  curved: "search.fact.curved",
  ports: "search.fact.ports",
  usbCPowerDelivery: "search.fact.usbCPowerDelivery",
  colorGamut: "search.fact.colorGamut",
  bitsPerColour: "search.fact.bitsPerColour",
  hdr: "search.fact.hdr",
  adaptiveSync: "search.fact.adaptiveSync",
  features: "search.fact.features",
};

/** Facts in the vocabulary's order, each once: the order `unknownFacts` lists them in. */
export function orderedFacts(facts: Iterable<FactKey>): FactKey[] {
  const present = new Set(facts);
  return factKeys.filter((fact) => present.has(fact));
}
