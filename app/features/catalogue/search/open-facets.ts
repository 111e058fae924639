import type { PhraseKey } from "~/i18n/phrases/en-us";
import { aspectRatioStored, type OpenFilterId } from "./options";
import { resolutionClassOf } from "./resolution-classes";

export type FacetOption = {
  value: string;
  labelKey?: PhraseKey;
  label?: string;
  count: number;
  selected: boolean;
};

type Entry = { value: string; count: number; order: number; labelKey?: PhraseKey; label?: string };

function ratioOrder(value: string): number {
  const [width, height] = value.split("-").map(Number);
  return (width ?? 0) / (height || 1);
}

function sizeEntry(value: string, count: number): Entry {
  return { value, count, order: Number(value), label: `${value}″` };
}

function resolutionEntry(value: string, count: number): Entry {
  const [width = 0, height = 0] = value.split("x").map(Number);
  const known = resolutionClassOf(width, height);
  // Fewest pixels first, then the wider of two equal counts.
  const order = width * height + width / 100_000;
  return known
    ? { value, count, order, labelKey: known.labelKey }
    : { value, count, order, label: `${width} × ${height}` };
}

function ratioEntry(value: string, count: number): Entry {
  return { value, count, order: ratioOrder(value), label: aspectRatioStored(value) };
}

/**
 * Options of the facets whose values are the data's own (sizes, resolutions, ratios): each
 * distinct value of the site's catalogue, in numeric order, with its count for the current
 * choice. A selected value the site lacks (a shared link from the other site) is listed with 0,
 * so it can be seen and unselected.
 */
export function openFacetOptions(
  id: OpenFilterId,
  values: readonly string[],
  counts: ReadonlyMap<string, number>,
  selected: readonly string[],
): FacetOption[] {
  const make = { exactSizes: sizeEntry, resolutions: resolutionEntry, aspectRatios: ratioEntry }[id];
  return [...new Set([...values, ...selected])]
    .map((value) => make(value, counts.get(value) ?? 0))
    .sort((a, b) => a.order - b.order || (a.value < b.value ? -1 : 1))
    .map(({ value, count, labelKey, label }) => ({
      value,
      ...(labelKey ? { labelKey } : { label }),
      count,
      selected: selected.includes(value),
    }));
}
