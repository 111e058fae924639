import {
  citedSources,
  curvedFrom,
  energyStarColumns,
  noEdidColumns,
  resolutionColumns,
  type CatalogueEntry,
} from "./catalogue-entry";
import { latestPerKey, type EnergyStarListing } from "./energystar-listing";
import { slugify, vendorModelName } from "./vendor-model-name";

/**
 * Other vendors' ENERGY STAR monitors, kept so the calculators can compare Dell models with
 * the market. Signage displays are left out (they are not desk monitors); neither site lists
 * these rows, so they have no series and no sites.
 */
export function buildVendorCatalogue(
  energyStarExport: readonly EnergyStarListing[],
): CatalogueEntry[] {
  const monitors = energyStarExport
    .filter(
      (listing) => listing.productType === "Monitor" && listing.brand.toUpperCase() !== "DELL",
    )
    .map((listing) => ({
      ...listing,
      model: vendorModelName(listing.brand, listing.model, listing.modelNumber),
    }));
  const unique = latestPerKey(monitors, (listing) =>
    `${listing.brand}|${listing.model}`.toLowerCase(),
  );
  return unique.map((listing) => vendorEntry(listing));
}

function vendorEntry(listing: EnergyStarListing): CatalogueEntry {
  const energyStar = energyStarColumns(listing);
  const cite = (stated: boolean) => (stated ? listing.source : null);
  return {
    slug: `${slugify(listing.brand)}-${slugify(listing.model)}`,
    vendor: listing.brand,
    model: listing.model,
    title: `${listing.brand} ${listing.model}`,
    series: null,
    sites: [],
    sizeInches: listing.sizeInches,
    ...resolutionColumns(listing.resolution, null),
    panelType: listing.panelType,
    refreshRateHz: null,
    responseTimeMs: null,
    curved: curvedFrom(listing, false),
    ...energyStar,
    listPriceUsd: null,
    sources: [listing.source],
    ...noEdidColumns,
    factSources: citedSources([
      ["sizeInches", cite(listing.sizeInches != null)],
      ["resolution", cite(listing.resolution != null)],
      ["panelType", cite(listing.panelType != null)],
      ["curved", cite(listing.features != null)],
      ["ports", cite(energyStar.ports.length > 0)],
      ["energyStarMaxPowerDeliveryWatts", cite(energyStar.energyStarMaxPowerDeliveryWatts != null)],
      ["colorSpaces", cite(energyStar.colorSpaces.length > 0)],
      ["hdr", cite(energyStar.hdr != null)],
      ["maxLuminanceNits", cite(energyStar.maxLuminanceNits != null)],
      ["features", cite(energyStar.features.length > 0)],
      ["certifications", cite(energyStar.certifications.length > 0)],
      ["releasedOn", cite(energyStar.releasedOn != null)],
      ["certifiedOn", cite(energyStar.certifiedOn != null)],
      ["powerOnWatts", cite(energyStar.powerOnWatts != null)],
      ["powerSleepWatts", cite(energyStar.powerSleepWatts != null)],
      ["powerOffWatts", cite(energyStar.powerOffWatts != null)],
    ]),
  };
}
