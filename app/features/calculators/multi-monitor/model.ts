/**
 * The multi-monitor setup's formulas: two or three of one catalogue monitor side by side in a
 * flat row centred on the viewer (or one ultrawide for comparison) → the row's size, pixels,
 * the desk it needs, the angles to the outer screens, and combined power and yearly energy
 * (through the energy model, so the figures match the energy calculator). Pure: every constant
 * comes in as a `MultiMonitorConstants` value (the definition states defaults and sources).
 */
import { screenSize } from "~/features/catalogue";
import { computeEnergy } from "~/features/calculators/energy/model";

export type MultiMonitorConstants = {
  /** Frame around the picture on each side of one screen, cm (outer width = picture + 2 × this). */
  bezelCm: number;
  /** Free desk beyond each end of the row (stand feet, cables, reach), cm. */
  deskMarginCm: number;
  hoursPerDay: number;
  daysPerYear: number;
};

export type SetupMonitor = {
  sizeInches: number;
  widthPx: number;
  heightPx: number;
  /** Null when the catalogue has no power figures for the model. */
  powerOnWatts: number | null;
  powerSleepWatts: number | null;
  powerOffWatts: number | null;
};

export type RowGeometry = {
  /** One screen's picture area, cm. */
  screenWidthCm: number;
  screenHeightCm: number;
  /** The row's outer size, frames included, cm. */
  totalWidthCm: number;
  totalHeightCm: number;
  totalPixels: number;
  deskWidthCm: number;
  /** From straight ahead to the centre of the outermost screen (0 for one screen). */
  outerAngleDeg: number;
  /** From straight ahead to the row's outer edge. */
  edgeAngleDeg: number;
  /** The centre of each screen from the viewer's straight-ahead line, left to right, cm. */
  centresCm: number[];
  /** Null without the catalogue's power figures. */
  powerOnW: number | null;
  energyKWhYear: number | null;
  /** That energy's CO2 at the country's grid factor (the energy calculator's), kg CO2e a year. */
  co2KgYear: number | null;
};

const CM_PER_INCH = 2.54;
const DEGREES = 180 / Math.PI;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * `count` screens in a flat row, touching frame to frame, centred on the viewer at `distanceCm`.
 * Screen i (0-based) has its centre at (i − (n − 1)/2) × pitch, pitch = picture width + 2 × bezel,
 * so the outermost centre is at (n − 1)/2 × pitch and its angle atan(that / distance).
 */
export function rowGeometry(monitor: SetupMonitor, count: number, distanceCm: number, constants: MultiMonitorConstants, co2KgPerKwh: number): RowGeometry {
  const inches = screenSize(monitor.sizeInches, null, { width: monitor.widthPx, height: monitor.heightPx });
  if (!inches || !(distanceCm > 0)) throw new RangeError("rowGeometry needs a screen size and a positive distance");
  const width = inches.width * CM_PER_INCH;
  const height = inches.height * CM_PER_INCH;
  const pitch = width + 2 * constants.bezelCm;
  const totalWidth = count * pitch;
  const centres = Array.from({ length: count }, (_, index) => (index - (count - 1) / 2) * pitch);
  const outer = ((count - 1) / 2) * pitch;
  return {
    screenWidthCm: round1(width),
    screenHeightCm: round1(height),
    totalWidthCm: round1(totalWidth),
    totalHeightCm: round1(height + 2 * constants.bezelCm),
    totalPixels: count * monitor.widthPx * monitor.heightPx,
    deskWidthCm: round1(totalWidth + 2 * constants.deskMarginCm),
    outerAngleDeg: round1(Math.atan(outer / distanceCm) * DEGREES),
    edgeAngleDeg: round1(Math.atan(totalWidth / 2 / distanceCm) * DEGREES),
    centresCm: centres.map(round1),
    ...power(monitor, count, constants, co2KgPerKwh),
  };
}

/**
 * Combined on-power, yearly energy and its CO2 of `count` monitors: the energy model's standard
 * mode (on for hours × days, asleep the rest of the 8760-hour year) at `co2KgPerKwh`. Off-power
 * stands in for a missing sleep figure only when the catalogue has it; otherwise there is no
 * yearly figure.
 */
export function power(
  monitor: SetupMonitor,
  count: number,
  constants: MultiMonitorConstants,
  co2KgPerKwh: number,
): { powerOnW: number | null; energyKWhYear: number | null; co2KgYear: number | null } {
  if (monitor.powerOnWatts === null) return { powerOnW: null, energyKWhYear: null, co2KgYear: null };
  const sleepWatts = monitor.powerSleepWatts ?? monitor.powerOffWatts;
  const powerOnW = Math.round(count * monitor.powerOnWatts * 100) / 100;
  if (sleepWatts === null) return { powerOnW, energyKWhYear: null, co2KgYear: null };
  const energy = computeEnergy({
    columns: [[{ power: { onWatts: monitor.powerOnWatts, sleepWatts, offWatts: monitor.powerOffWatts ?? sleepWatts }, quantity: count }]],
    hoursPerDay: constants.hoursPerDay,
    daysPerYear: constants.daysPerYear,
    mode: "standard",
    costPerKwh: 0,
    units: "metric",
    // The factor in grams, as the energy calculator's grid factor: kg × 1000.
    co2Factor: { kind: "grid", gramsPerKwh: co2KgPerKwh * 1000 },
  });
  return { powerOnW, energyKWhYear: round1(energy.combined.annual.kwh), co2KgYear: round1(energy.combined.annual.co2) };
}
