import { latestPerKey, type EnergyStarListing } from "./energystar-listing";

/** How far a listed diagonal may be from a legacy size and still describe it (issue #12). */
export const LEGACY_SIZE_WINDOW_INCHES = 0.5;
/** Diagonals are listed to a tenth of an inch; this absorbs floating-point error (23.3 − 23.8). */
const tolerance = 1e-9;

export type LegacyPower = { diagonal: number; medianOnWatts: number; listings: number };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The typical on-mode power of a monitor of each legacy size: the median of the ENERGY STAR
 * certified monitors (not signage: a desk fleet is monitors) within ±0.5 in of that diagonal,
 * one listing per brand and model (the latest certification, as the catalogue import keeps).
 * Medians are rounded to milliwatts so the committed table reads cleanly.
 */
export function legacyPowerTable(listings: readonly EnergyStarListing[], diagonals: readonly number[]): LegacyPower[] {
  const monitors = latestPerKey(
    listings.filter((listing) => listing.productType === "Monitor" && listing.sizeInches !== null && listing.powerOnWatts !== null),
    (listing) => `${listing.brand}|${listing.model}`.toLowerCase(),
  );
  return diagonals.map((diagonal) => {
    const watts = monitors
      .filter((listing) => Math.abs(listing.sizeInches! - diagonal) <= LEGACY_SIZE_WINDOW_INCHES + tolerance)
      .map((listing) => listing.powerOnWatts!);
    if (watts.length === 0) throw new Error(`No ENERGY STAR monitor within ±0.5 in of ${diagonal} in`);
    return { diagonal, medianOnWatts: Math.round(median(watts) * 1000) / 1000, listings: watts.length };
  });
}
