/**
 * The why-refresh model's workspace and energy parts: pure, no I/O. A fleet of legacy monitors is
 * replaced one for one by a catalogue monitor (docs/models/why-refresh.md):
 *   pixelGainPct = (W_new × H_new / (W_old × H_old) − 1) × 100
 *   areaGainPct  = (area_new / area_old − 1) × 100, areas from diagonal and pixel shape
 *   energySaved  = the energy model's on-hours kWh of the legacy fleet − that of the new fleet
 *   costSaved    = energySaved × price per kWh;  co2Saved = energySaved × kg CO2 per kWh
 * Only on-mode power is compared: the legacy table has no sleep figures (see the doc).
 * The productivity case is the productivity model's, run by the calculator definition.
 */
import { computeEnergy, type MonitorPower } from "~/features/calculators/energy/model";
import { screenAreaSquareInches, type LegacySize } from "./legacy-sizes";

export type RefreshMonitor = { sizeInches: number; widthPx: number; heightPx: number; powerOnWatts: number };

export type WhyRefreshInput = {
  legacyCount: number;
  legacy: LegacySize;
  legacyPowerOnWatts: number;
  monitor: RefreshMonitor;
  hoursPerDay: number;
  daysPerYear: number;
  /** In the country's currency. */
  pricePerKwh: number;
  co2KgPerKwh: number;
};

export type WhyRefreshWorkspaceEnergy = {
  legacy: { widthPx: number; heightPx: number; screenArea: number; powerOnW: number };
  monitorScreenArea: number;
  pixelGainPct: number;
  areaGainPct: number;
  energySavedKWhYear: number;
  costSavedYear: number;
  co2SavedKgYear: number;
};

/** On-mode only: sleep and off power count as zero on both sides, so they cancel out. */
function onModeOnly(onWatts: number): MonitorPower {
  return { onWatts, sleepWatts: 0, offWatts: 0 };
}

function gainPct(after: number, before: number): number {
  return (after / before - 1) * 100;
}

export function computeWorkspaceEnergy(input: WhyRefreshInput): WhyRefreshWorkspaceEnergy {
  const legacyArea = screenAreaSquareInches(input.legacy.diagonal, input.legacy.widthPx, input.legacy.heightPx);
  const monitorArea = screenAreaSquareInches(input.monitor.sizeInches, input.monitor.widthPx, input.monitor.heightPx);
  // The energy model in conservative mode with zero off-power counts on-hours only.
  const energy = computeEnergy({
    columns: [
      [{ power: onModeOnly(input.legacyPowerOnWatts), quantity: input.legacyCount }],
      [{ power: onModeOnly(input.monitor.powerOnWatts), quantity: input.legacyCount }],
    ],
    hoursPerDay: input.hoursPerDay,
    daysPerYear: input.daysPerYear,
    mode: "conservative",
    costPerKwh: input.pricePerKwh,
    units: "metric",
    co2Factor: { kind: "grid", gramsPerKwh: input.co2KgPerKwh * 1000 },
  });
  const difference = energy.columns[1]!.differenceFromFirst!.annual;
  return {
    legacy: { widthPx: input.legacy.widthPx, heightPx: input.legacy.heightPx, screenArea: legacyArea, powerOnW: input.legacyPowerOnWatts },
    monitorScreenArea: monitorArea,
    pixelGainPct: gainPct(input.monitor.widthPx * input.monitor.heightPx, input.legacy.widthPx * input.legacy.heightPx),
    areaGainPct: gainPct(monitorArea, legacyArea),
    // The difference is new − legacy; a saving is the other way round. + 0 turns −0 into 0.
    energySavedKWhYear: -difference.kwh + 0,
    costSavedYear: -difference.cost + 0,
    co2SavedKgYear: -difference.co2 + 0,
  };
}
