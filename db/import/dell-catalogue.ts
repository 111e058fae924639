import {
  citedSources,
  curvedFrom,
  noEdidColumns,
  energyStarColumns,
  noEnergyStarColumns,
  resolutionColumns,
  type CatalogueEntry,
} from "./catalogue-entry";
import { dellSeries, dellTitle, sitesForSeries } from "./dell-model";
import {
  fillMissing,
  latestPerKey,
  type EnergyStarListing,
  type SourceKey,
} from "./energystar-listing";
import { combinePanelTypes } from "./panel-type";
import type { RetailSpec } from "./retail-specs";
import { slugify } from "./vendor-model-name";

export type DellSources = {
  /** dell-monitors-merged.csv: one listing per model, power and interfaces. */
  dellList: readonly EnergyStarListing[];
  /** The full EPA export; its Dell rows add features, market dates and the Most Efficient flag. */
  energyStarExport: readonly EnergyStarListing[];
  retail: readonly RetailSpec[];
};

const modelKey = (model: string) => model.toUpperCase();

/**
 * The merged list keeps the model number of the listing it chose, so the export row with the
 * same number is the same certification and can fill in what the merged list left out.
 */
function enrichedDellListings(
  dellList: readonly EnergyStarListing[],
  exportListings: readonly EnergyStarListing[],
) {
  const exportByNumber = new Map(
    exportListings
      .filter((listing) => listing.brand.toUpperCase() === "DELL")
      .map((listing) => [modelKey(listing.modelNumber), listing] as const),
  );
  const enriched = dellList.map((listing) => {
    const match = exportByNumber.get(modelKey(listing.modelNumber));
    return match ? fillMissing(listing, match) : listing;
  });
  return latestPerKey(enriched, (listing) => modelKey(listing.model));
}

function dellEntry(listing: EnergyStarListing | null, retail: RetailSpec | null): CatalogueEntry {
  const model = listing?.model ?? retail?.model ?? "";
  const series = dellSeries(model);
  const sources: SourceKey[] = [
    ...(listing ? [listing.source] : []),
    ...(retail ? ["retail-specs" as const] : []),
  ];
  const listed = listing?.source;
  const fromRetail = "retail-specs";
  const energyStar = listing ? energyStarColumns(listing) : noEnergyStarColumns;
  return {
    slug: slugify(model),
    vendor: "Dell",
    model,
    title: dellTitle(model, series),
    series,
    sites: sitesForSeries(series),
    sizeInches: listing?.sizeInches ?? retail?.sizeInches ?? null,
    ...resolutionColumns(
      listing?.resolution ?? retail?.resolution ?? null,
      retail?.aspectRatio ?? null,
    ),
    panelType: combinePanelTypes(listing?.panelType ?? null, retail?.panelType ?? null),
    refreshRateHz: retail?.refreshRateHz ?? null,
    responseTimeMs: retail?.responseTimeMs ?? null,
    curved: curvedFrom(listing, retail?.curved ?? false),
    ...energyStar,
    listPriceUsd: retail?.priceUsd ?? null,
    sources,
    ...noEdidColumns,
    factSources: citedSources([
      ["sizeInches", listing?.sizeInches != null ? listed : retail?.sizeInches != null ? fromRetail : null],
      ["resolution", listing?.resolution ? listed : retail?.resolution ? fromRetail : null],
      ["aspectRatio", retail?.aspectRatio ? fromRetail : null],
      ["panelType", listing?.panelType ? listed : null],
      ["panelType", retail?.panelType ? fromRetail : null],
      ["refreshRateHz", retail?.refreshRateHz != null ? fromRetail : null],
      ["responseTimeMs", retail?.responseTimeMs != null ? fromRetail : null],
      ["curved", retail?.curved ? fromRetail : listing?.features ? listed : null],
      ["listPriceUsd", retail?.priceUsd != null ? fromRetail : null],
      ["ports", energyStar.ports.length ? listed : null],
      ["energyStarMaxPowerDeliveryWatts", energyStar.energyStarMaxPowerDeliveryWatts != null ? listed : null],
      ["features", energyStar.features.length ? listed : null],
      ["certifications", energyStar.certifications.length ? listed : null],
      ["releasedOn", energyStar.releasedOn ? listed : null],
      ["certifiedOn", energyStar.certifiedOn ? listed : null],
      ["powerOnWatts", energyStar.powerOnWatts != null ? listed : null],
      ["powerSleepWatts", energyStar.powerSleepWatts != null ? listed : null],
      ["powerOffWatts", energyStar.powerOffWatts != null ? listed : null],
      ["colorSpaces", energyStar.colorSpaces.length ? listed : null],
      ["hdr", energyStar.hdr ? listed : null],
      ["maxLuminanceNits", energyStar.maxLuminanceNits != null ? listed : null],
    ]),
  };
}

/**
 * Every Dell model in any source, matched by model name (case-insensitive). ENERGY STAR
 * models come first in list order, then the retail-only ones; retail-only models keep
 * null power figures rather than borrowing a sibling's.
 */
export function buildDellCatalogue(sources: DellSources): CatalogueEntry[] {
  const listings = enrichedDellListings(sources.dellList, sources.energyStarExport);
  const retailByModel = new Map(
    sources.retail.map((spec) => [modelKey(spec.model), spec] as const),
  );
  const fromEnergyStar = listings.map((listing) =>
    dellEntry(listing, retailByModel.get(modelKey(listing.model)) ?? null),
  );
  const listed = new Set(listings.map((listing) => modelKey(listing.model)));
  const retailOnly = sources.retail
    .filter((spec) => !listed.has(modelKey(spec.model)))
    .map((spec) => dellEntry(null, spec));
  return [...fromEnergyStar, ...retailOnly];
}
