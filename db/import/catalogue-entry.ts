import type { FactSource, NewMonitor } from "../schema";
import { aspectRatioFromResolution } from "./aspect-ratio";
import type { EnergyStarListing } from "./energystar-listing";
import { normalizePorts } from "./ports";
import { certificationLabels } from "../vocabulary/catalogue-terms";
import type { Resolution } from "./values";

/**
 * A monitors row as the import builds it: every column present, null where the data is silent.
 * The search text is derived from the finished entry when it is stored (db/seed/monitors.ts).
 */
export type CatalogueEntry = Required<Omit<NewMonitor, "id" | "updatedAt" | "searchText">>;


function certificationsOf(listing: EnergyStarListing): string[] {
  const [energyStar, mostEfficient] = certificationLabels;
  return listing.mostEfficient2023 ? [energyStar, mostEfficient] : [energyStar];
}

function hasFeature(listing: EnergyStarListing | null, feature: string): boolean {
  return listing?.features?.some((item) => item.toLowerCase() === feature.toLowerCase()) ?? false;
}

/** The columns an ENERGY STAR listing fills; used for every vendor. */
export function energyStarColumns(listing: EnergyStarListing) {
  const hasUsbC = listing.usbCPowerDelivery === true || hasFeature(listing, "USB-C");
  return {
    ports: normalizePorts(listing.interfaces ?? [], hasUsbC),
    // Never the per-port figure: only a cited page fills usbCPowerDeliveryWatts (cited-facts.ts).
    usbCPowerDeliveryWatts: null,
    energyStarMaxPowerDeliveryWatts: listing.energyStarMaxPowerDeliveryWatts,
    colorSpaces: listing.colorSpaces ?? [],
    hdr: listing.hdr,
    maxLuminanceNits: listing.maxLuminanceNits,
    features: listing.features ?? [],
    certifications: certificationsOf(listing),
    releasedOn: listing.releasedOn,
    certifiedOn: listing.certifiedOn,
    powerOnWatts: listing.powerOnWatts,
    powerSleepWatts: listing.powerSleepWatts,
    powerOffWatts: listing.powerOffWatts,
    energyStarId: listing.energyStarId,
  } satisfies Partial<CatalogueEntry>;
}

/** The columns a product without an ENERGY STAR listing has: empty lists, unknown values. */
export const noEnergyStarColumns: ReturnType<typeof energyStarColumns> = {
  ports: [],
  usbCPowerDeliveryWatts: null,
  energyStarMaxPowerDeliveryWatts: null,
  colorSpaces: [],
  hdr: null,
  maxLuminanceNits: null,
  features: [],
  certifications: [],
  releasedOn: null,
  certifiedOn: null,
  powerOnWatts: null,
  powerSleepWatts: null,
  powerOffWatts: null,
  energyStarId: null,
};

export function resolutionColumns(resolution: Resolution | null, statedAspectRatio: string | null) {
  return {
    resolutionWidth: resolution?.width ?? null,
    resolutionHeight: resolution?.height ?? null,
    aspectRatio:
      statedAspectRatio ??
      (resolution ? aspectRatioFromResolution(resolution.width, resolution.height) : null),
  };
}

/**
 * No source has a curvature column, but ENERGY STAR's "Model Features" is a checklist with a
 * "Curved Screen" box, so a listing that reports its features (even "None") without that box
 * declares a flat screen; some retail names say "curved". A model without reported features
 * (the 2026 list, retail-only models) is unknown (null), not flat.
 */
export function curvedFrom(
  listing: EnergyStarListing | null,
  retailSaysCurved: boolean,
): boolean | null {
  if (retailSaysCurved || hasFeature(listing, "Curved Screen")) return true;
  return listing?.features ? false : null;
}

/** The EDID columns of a model the table says nothing about. */
export const noEdidColumns = {
  connectorsSeen: [],
  gamutPrimaries: null,
  gamutSrgbPct: null,
  gamutDciP3Pct: null,
  gamutAdobeRgbPct: null,
  gamutCoverage: [],
  bitsPerColour: null,
  hdrTransferFunctions: [],
  hdrMaxLuminanceNits: null,
  adaptiveSync: null,
} satisfies Partial<CatalogueEntry>;

/** [{ field, source }] for the facts a source gave; fields it left empty are not cited. */
export function citedSources(pairs: ReadonlyArray<readonly [field: string, source: string | null | undefined]>): FactSource[] {
  return pairs.flatMap(([field, source]) => (source ? [{ field, source }] : []));
}
