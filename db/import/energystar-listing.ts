import type { PanelType } from "./panel-type";
import type { Resolution } from "./values";

/** Source keys stored in monitors.sources; db/seed-data/SOURCES.md describes each. */
export type SourceKey = "energystar-2022" | "energystar-2026" | "retail-specs";

/** One ENERGY STAR certification record; null means the list does not say. */
export type EnergyStarListing = {
  source: Exclude<SourceKey, "retail-specs">;
  brand: string;
  /** The model name as listed (Dell: "U2723QE"); the model number is the factory variant ("U2723QEt"). */
  model: string;
  modelNumber: string;
  productType: string | null;
  sizeInches: number | null;
  resolution: Resolution | null;
  panelType: PanelType | null;
  powerOnWatts: number | null;
  powerSleepWatts: number | null;
  powerOffWatts: number | null;
  usbCPowerDelivery: boolean | null;
  /** "Maximum Power Delivery (W)": what the maker reported to ENERGY STAR, not what one USB-C port gives (docs/edid.md). */
  energyStarMaxPowerDeliveryWatts: number | null;
  /** ENERGY STAR interface codes as listed ("Display", "HDMI", "RJ45"). */
  interfaces: string[] | null;
  colorSpaces: string[] | null;
  hdr: string | null;
  maxLuminanceNits: number | null;
  features: string[] | null;
  mostEfficient2023: boolean | null;
  certifiedOn: string | null;
  releasedOn: string | null;
  energyStarId: string | null;
};

/** Fills the fields one listing leaves unsaid from another record of the same certification. */
export function fillMissing(
  primary: EnergyStarListing,
  secondary: EnergyStarListing,
): EnergyStarListing {
  const filled = { ...primary };
  for (const key of Object.keys(secondary) as Array<keyof EnergyStarListing>) {
    if (filled[key] === null) Object.assign(filled, { [key]: secondary[key] });
  }
  return filled;
}

/**
 * One listing per key. A model is often certified several times (factory variants, re-tests);
 * the most recent certification describes the unit on sale now. Ties keep the first listed,
 * so the outcome follows the file order and never depends on sorting stability.
 */
export function latestPerKey(
  listings: readonly EnergyStarListing[],
  keyOf: (listing: EnergyStarListing) => string,
): EnergyStarListing[] {
  const chosen = new Map<string, EnergyStarListing>();
  for (const listing of listings) {
    const key = keyOf(listing);
    const current = chosen.get(key);
    if (!current || (listing.certifiedOn ?? "") > (current.certifiedOn ?? ""))
      chosen.set(key, listing);
  }
  return [...chosen.values()];
}
