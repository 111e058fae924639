import { cell, requireColumns, type CsvRow } from "./csv";
import { findDellModel } from "./dell-model";
import { normalizePanelType, type PanelType } from "./panel-type";
import {
  parseOptionalText,
  parsePositiveNumber,
  parseResolution,
  parseWholeNumber,
  type Resolution,
} from "./values";

/** One Dell model as the retail spec list describes it, its listings merged. */
export type RetailSpec = {
  model: string;
  name: string;
  priceUsd: number | null;
  sizeInches: number | null;
  resolution: Resolution | null;
  refreshRateHz: number | null;
  responseTimeMs: number | null;
  panelType: PanelType | null;
  aspectRatio: string | null;
  /** True only when a listing's name says "curved"; the list has no curvature column. */
  curved: boolean;
};

const columns = [
  "name",
  "price",
  "screen_size",
  "resolution",
  "refresh_rate",
  "response_time",
  "panel_type",
  "aspect_ratio",
];

export function isDellListing(name: string): boolean {
  return /^(dell|alienware)\b/i.test(name.trim());
}

function toSpec(row: CsvRow, model: string): RetailSpec {
  const name = cell(row, "name");
  return {
    model,
    name,
    priceUsd: parsePositiveNumber(cell(row, "price")),
    sizeInches: parsePositiveNumber(cell(row, "screen_size")),
    resolution: parseResolution(cell(row, "resolution")),
    refreshRateHz: parseWholeNumber(cell(row, "refresh_rate")),
    responseTimeMs: parsePositiveNumber(cell(row, "response_time")),
    panelType: normalizePanelType(cell(row, "panel_type")),
    aspectRatio: parseOptionalText(cell(row, "aspect_ratio")),
    curved: /\bcurved\b/i.test(name),
  };
}

/**
 * Several listings can name one model (resellers, regional SKUs): the first non-empty value
 * of each field wins, except the price, where the lowest offer is the useful list price.
 */
function mergeSpecs(first: RetailSpec, next: RetailSpec): RetailSpec {
  const prices = [first.priceUsd, next.priceUsd].filter((price): price is number => price !== null);
  return {
    model: first.model,
    name: first.name,
    priceUsd: prices.length > 0 ? Math.min(...prices) : null,
    sizeInches: first.sizeInches ?? next.sizeInches,
    resolution: first.resolution ?? next.resolution,
    refreshRateHz: first.refreshRateHz ?? next.refreshRateHz,
    responseTimeMs: first.responseTimeMs ?? next.responseTimeMs,
    panelType: first.panelType ?? next.panelType,
    aspectRatio: first.aspectRatio ?? next.aspectRatio,
    curved: first.curved || next.curved,
  };
}

/**
 * The Dell and Alienware models of monitors-retail-specs.csv, one per model (case-insensitive).
 * Listings whose name holds no recognisable Dell model (old "2007FP", "ST2421L") are skipped:
 * without a model they cannot be matched or given a series.
 */
export function parseRetailSpecs(rows: CsvRow[]): RetailSpec[] {
  requireColumns(rows, columns, "monitors-retail-specs.csv");
  const byModel = new Map<string, RetailSpec>();
  for (const row of rows) {
    const name = cell(row, "name");
    if (!isDellListing(name)) continue;
    const model = findDellModel(name);
    if (!model) continue;
    const spec = toSpec(row, model);
    const key = model.toUpperCase();
    const existing = byModel.get(key);
    byModel.set(key, existing ? mergeSpecs(existing, spec) : spec);
  }
  return [...byModel.values()];
}
