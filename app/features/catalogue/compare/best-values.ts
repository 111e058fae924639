import { pixelsPerInch } from "../geometry";
import { typicalEnergyKwh, type SpecSource } from "../spec-sheet";

export type Direction = "higher" | "lower";

type NumericRow = { direction: Direction; value: (monitor: SpecSource) => number | null };

/**
 * The rows where one value is plainly better, keyed like the spec sheet's rows, with the raw
 * number each is judged on (never the formatted text). Size, ratio and panel are matters of
 * taste and are not judged.
 */
export const numericRows: Readonly<Record<string, NumericRow>> = {
  "spec.listPrice": { direction: "lower", value: (monitor) => monitor.listPriceUsd },
  "spec.resolution": {
    direction: "higher",
    value: (monitor) => (monitor.resolutionWidth && monitor.resolutionHeight ? monitor.resolutionWidth * monitor.resolutionHeight : null),
  },
  "compare.pixelDensity": {
    direction: "higher",
    value: (monitor) => pixelsPerInch(monitor.sizeInches, monitor.resolutionWidth, monitor.resolutionHeight),
  },
  "spec.refreshRate": { direction: "higher", value: (monitor) => monitor.refreshRateHz },
  "spec.bitsPerColour": { direction: "higher", value: (monitor) => monitor.bitsPerColour },
  "spec.responseTime": { direction: "lower", value: (monitor) => monitor.responseTimeMs },
  "spec.maxLuminance": { direction: "higher", value: (monitor) => monitor.maxLuminanceNits },
  "spec.usbCPowerDelivery": { direction: "higher", value: (monitor) => monitor.usbCPowerDeliveryWatts },
  "spec.powerOn": { direction: "lower", value: (monitor) => monitor.powerOnWatts },
  "spec.powerSleep": { direction: "lower", value: (monitor) => monitor.powerSleepWatts },
  "spec.powerOff": { direction: "lower", value: (monitor) => monitor.powerOffWatts },
  "spec.typicalEnergy": { direction: "lower", value: (monitor) => typicalEnergyKwh(monitor.powerOnWatts, monitor.powerSleepWatts) },
};

/**
 * The positions holding the best value of a row. A missing value is never best; ties are all
 * best. Nothing is marked when fewer than two monitors have a value, or when every monitor has
 * the same one, because a mark there would say nothing.
 */
export function bestIndexes(values: ReadonlyArray<number | null>, direction: Direction): number[] {
  const known = values.filter((value): value is number => value != null && Number.isFinite(value));
  if (known.length < 2) return [];
  const best = direction === "higher" ? Math.max(...known) : Math.min(...known);
  const allEqual = known.length === values.length && known.every((value) => value === best);
  if (allEqual) return [];
  return values.flatMap((value, index) => (value === best ? [index] : []));
}

/** The best positions of one spec row across the compared monitors; [] for rows not judged. */
export function bestInRow(rowKey: string, monitors: readonly SpecSource[]): number[] {
  const row = numericRows[rowKey];
  return row ? bestIndexes(monitors.map(row.value), row.direction) : [];
}
