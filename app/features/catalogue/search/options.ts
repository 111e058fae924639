import { certificationLabels, panelTypes, portNamesInOrder } from "#db/vocabulary/catalogue-terms";
import { coverageThresholds } from "#db/vocabulary/gamut";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { seriesKeys } from "../series";
import { buckets, type RangeColumn } from "./buckets";
import { facetFacts, UNSPECIFIED } from "./facts";
import type { FilterId } from "./query";

/**
 * What a filter option means, as data; conditions.server.ts turns it into SQL. Keeping it here
 * keeps the vocabulary pure, so the URL parser can validate values without the database.
 */
export type OptionMatch =
  | { kind: "equals"; column: "series" | "panelType"; value: string }
  | { kind: "contains"; column: "ports" | "features" | "gamutCoverage" | "certifications"; value: string }
  | { kind: "range"; column: RangeColumn; gt?: number; gte?: number; lt?: number; lte?: number }
  | { kind: "curved"; value: boolean }
  /** ENERGY STAR's "High Dynamic Range" feature, or any HDR standard in its HDR column (ENERGY STAR's or the EDID's). */
  | { kind: "hdr" }
  /** ENERGY STAR's "Variable Refresh Rate" feature, or an adaptive-sync range the EDID declares. */
  | { kind: "adaptiveSync" }
  /** At least this many bits per colour, as the EDID declares. */
  | { kind: "bitsPerColour"; gte: number };

export type OptionDefinition = {
  /** Stable URL value. */
  value: string;
  labelKey?: PhraseKey;
  /** A data value shown as it is ("HDMI", "sRGB"). */
  label?: string;
  match: OptionMatch;
};

/** Filters whose values are not a fixed list: any value of the right shape, matched by column. */
export const openFilterIds = ["exactSizes", "resolutions", "aspectRatios"] as const;
export type OpenFilterId = (typeof openFilterIds)[number];
export type ClosedFilterId = Exclude<FilterId, OpenFilterId>;

/** Range facets list every bucket that some model of either site falls in, on both sites. */
export const bucketFilterIds = ["sizes", "refreshRate", "ppi", "responseTime", "powerDelivery"] as const;

export function isOpenFilterId(id: FilterId): id is OpenFilterId {
  return (openFilterIds as readonly string[]).includes(id);
}

/** URL-safe lowercase words: "RJ45 Ethernet" → "rj45-ethernet". */
export function slugOf(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

const contains = (
  column: "ports" | "features" | "gamutCoverage" | "certifications",
  raw: string,
  value = slugOf(raw),
  labelKey?: PhraseKey,
): OptionDefinition => ({
  value,
  ...(labelKey ? { labelKey } : { label: raw }),
  match: { kind: "contains", column, value: raw },
});

/**
 * ENERGY STAR's "Model Features" checklist, split over the facets that name what the boxes
 * mean; "Curved Screen" is the screenTypes facet. Every box found in the seed data is here
 * (search.server.test.ts checks), so none is silently left out of the filters.
 */
const energyStarFeatureOptions = {
  multimedia: [
    contains("features", "Built-In Speakers", "speakers", "filter.multimedia.speakers"),
    contains("features", "Camera Interface", "webcam", "filter.multimedia.webcam"),
  ],
  adaptiveSync: [
    { value: "variable-refresh-rate", labelKey: "filter.adaptiveSync.variable-refresh-rate", match: { kind: "adaptiveSync" } },
  ],
  easeOfUse: [
    contains("features", "Touch Screen", "touch-screen", "filter.easeOfUse.touch-screen"),
    contains("features", "Automatic Brightness Control", "automatic-brightness", "filter.easeOfUse.automatic-brightness"),
  ],
  features: [
    contains("features", "USB-C", "usb-c", "filter.features.usb-c"),
    contains("features", "Full Network Connectivity", "full-network-connectivity", "filter.features.full-network-connectivity"),
    { value: "hdr", labelKey: "filter.features.hdr", match: { kind: "hdr" } },
    { value: "10-bit", labelKey: "filter.features.10-bit", match: { kind: "bitsPerColour", gte: 10 } },
    contains("features", "User Adjustable Backlight", "user-adjustable-backlight", "filter.features.user-adjustable-backlight"),
    contains("features", "Bluetooth", "bluetooth", "filter.features.bluetooth"),
    contains("features", "Occupancy Sensor", "occupancy-sensor", "filter.features.occupancy-sensor"),
    contains("features", "Energy Gauge", "energy-gauge", "filter.features.energy-gauge"),
  ],
} satisfies Partial<Record<ClosedFilterId, OptionDefinition[]>>;

/** The ENERGY STAR features the facets above cover (search.server.test.ts compares with the data). */
export const coveredEnergyStarFeatures = [
  "Curved Screen",
  "High Dynamic Range",
  "Variable Refresh Rate",
  ...Object.values(energyStarFeatureOptions)
    .flat()
    .flatMap((option) => (option.match.kind === "contains" ? [option.match.value] : [])),
];

/** Every fixed option list. Bezels, colour calibration and multitasking are in no source: empty. */
export const closedOptions: Record<ClosedFilterId, readonly OptionDefinition[]> = {
  meetingSpacesBool: [
    { value: "true", labelKey: "filter.meetingSpacesBool.true", match: { kind: "equals", column: "series", value: "interactive" } },
  ],
  series: seriesKeys.map((key) => ({
    value: key,
    labelKey: `series.${key}` as const,
    match: { kind: "equals", column: "series", value: key },
  })),
  sizes: buckets.sizes,
  screenTypes: [
    { value: "flat", labelKey: "filter.screenTypes.flat", match: { kind: "curved", value: false } },
    { value: "curved", labelKey: "filter.screenTypes.curved", match: { kind: "curved", value: true } },
  ],
  // Coverage classes from the EDID primaries (db/vocabulary/gamut.ts coverageThresholds, docs/edid.md);
  // the URL values are the ones the ENERGY STAR colour-space options had, so old links still work.
  colorSpaces: coverageThresholds.map((threshold) =>
    contains("gamutCoverage", threshold.name, slugOf(threshold.name), `filter.colorSpaces.${slugOf(threshold.name)}` as PhraseKey),
  ),
  ports: portNamesInOrder.map((raw) => contains("ports", raw)),
  certifications: [
    contains("certifications", certificationLabels[0], "energy-star", "filter.certifications.energy-star"),
    contains("certifications", certificationLabels[1], "energy-star-most-efficient-2023", "filter.certifications.energy-star-most-efficient-2023"),
  ],
  ...energyStarFeatureOptions,
  bezels: [],
  colorCalibrations: [],
  multitasking: [],
  powerDelivery: buckets.powerDelivery,
  panelType: panelTypes.map((raw) => ({
    value: slugOf(raw),
    label: raw,
    match: { kind: "equals", column: "panelType", value: raw },
  })),
  refreshRate: buckets.refreshRate,
  ppi: buckets.ppi,
  responseTime: buckets.responseTime,
};

export function findOption(id: ClosedFilterId, value: string): OptionDefinition | undefined {
  return closedOptions[id].find((option) => option.value === value);
}

/** Sizes are quoted to a tenth of an inch; anything from a 10" tablet screen to a 120" wall. */
function canonicalSize(value: string): string | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return null;
  const inches = Number(value);
  return inches >= 10 && inches <= 120 ? String(inches) : null;
}

function canonicalResolution(value: string): string | null {
  const match = /^(\d{3,5})x(\d{3,5})$/.exec(value);
  return match ? `${Number(match[1])}x${Number(match[2])}` : null;
}

function canonicalAspectRatio(value: string): string | null {
  const match = /^(\d{1,3})-(\d{1,3})$/.exec(value);
  return match && Number(match[1]) > 0 && Number(match[2]) > 0
    ? `${Number(match[1])}-${Number(match[2])}`
    : null;
}

const openCanonical: Record<OpenFilterId, (value: string) => string | null> = {
  exactSizes: canonicalSize,
  resolutions: canonicalResolution,
  aspectRatios: canonicalAspectRatio,
};

/** The value as the URL spells it, or null when the filter has no such option. */
export function canonicalFilterValue(id: FilterId, value: string): string | null {
  const lowered = value.trim().toLowerCase();
  if (lowered === UNSPECIFIED) return facetFacts[id] ? UNSPECIFIED : null;
  if (isOpenFilterId(id)) return openCanonical[id](lowered);
  return findOption(id, lowered) ? lowered : null;
}

/** "16:9" is stored, "16-9" travels in URLs (a colon is escaped in query strings). */
export function aspectRatioValue(stored: string): string {
  return stored.replace(":", "-");
}

export function aspectRatioStored(value: string): string {
  return value.replace("-", ":");
}
