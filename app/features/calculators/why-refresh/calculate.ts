/**
 * The why-refresh calculator's workspace and energy answer from its choices: the legacy size's
 * figures, the assumptions (with unit, source and whether overridden) and the results. Pure: the
 * caller supplies the catalogue monitor, the country's price per kWh and its grid factor.
 */
import { CO2_KG_PER_KWH } from "~/features/calculators/energy/model";
import { GRID_FACTOR_YEAR } from "~/features/calculators/energy/grid-factors";
import { legacyPowerFor } from "./legacy-power";
import { legacySizeFor } from "./legacy-sizes";
import { computeWorkspaceEnergy, type RefreshMonitor, type WhyRefreshWorkspaceEnergy } from "./model";

export const whyRefreshAssumptionKeys = ["legacyPowerOnW", "co2KgPerKwh"] as const;
export type WhyRefreshAssumptionKey = (typeof whyRefreshAssumptionKeys)[number];

export const whyRefreshOverrideBounds: Record<WhyRefreshAssumptionKey, { min: number; max: number }> = {
  legacyPowerOnW: { min: 0, max: 1000 },
  co2KgPerKwh: { min: 0, max: 10 },
};

export type WhyRefreshChoices = {
  legacyCount: number;
  /** One of the legacy diagonals (validated by the caller). */
  legacySize: number;
  hoursPerDay: number;
  daysPerYear: number;
};

export type WhyRefreshSource =
  | { key: "whyRefresh.source.legacyPower"; values: { count: number; size: number } }
  | { key: "whyRefresh.source.co2Grid"; values: { year: number } }
  | { key: "whyRefresh.source.co2Fixed" };

export type WhyRefreshAssumptionRow = { key: WhyRefreshAssumptionKey; value: number; unit: string; source: WhyRefreshSource; overridden: boolean };

export function calculateWorkspaceEnergy(input: {
  choices: WhyRefreshChoices;
  monitor: RefreshMonitor;
  /** The price the visitor entered, else the country's, in the country's currency. */
  pricePerKwh: number;
  /** The country's grid intensity in g CO2e per kWh, when the project has one. */
  gridGramsPerKwh: number | undefined;
  overrides: Partial<Record<WhyRefreshAssumptionKey, number>>;
}): { assumptions: WhyRefreshAssumptionRow[]; results: WhyRefreshWorkspaceEnergy } {
  const legacy = legacySizeFor(input.choices.legacySize);
  const power = legacyPowerFor(input.choices.legacySize);
  if (!legacy || !power) throw new RangeError(`No legacy size ${input.choices.legacySize}`);
  const defaults: Record<WhyRefreshAssumptionKey, number> = {
    legacyPowerOnW: power.medianOnWatts,
    co2KgPerKwh: input.gridGramsPerKwh === undefined ? CO2_KG_PER_KWH : input.gridGramsPerKwh / 1000,
  };
  const values = { ...defaults, ...input.overrides };
  const sources: Record<WhyRefreshAssumptionKey, WhyRefreshSource> = {
    legacyPowerOnW: { key: "whyRefresh.source.legacyPower", values: { count: power.listings, size: legacy.diagonal } },
    co2KgPerKwh: input.gridGramsPerKwh === undefined ? { key: "whyRefresh.source.co2Fixed" } : { key: "whyRefresh.source.co2Grid", values: { year: GRID_FACTOR_YEAR } },
  };
  const units: Record<WhyRefreshAssumptionKey, string> = { legacyPowerOnW: "W", co2KgPerKwh: "kg CO2e/kWh" };
  return {
    assumptions: whyRefreshAssumptionKeys.map((key) => ({
      key,
      value: values[key],
      unit: units[key],
      source: sources[key],
      overridden: input.overrides[key] !== undefined && input.overrides[key] !== defaults[key],
    })),
    results: computeWorkspaceEnergy({
      legacyCount: input.choices.legacyCount,
      legacy,
      legacyPowerOnWatts: values.legacyPowerOnW,
      monitor: input.monitor,
      hoursPerDay: input.choices.hoursPerDay,
      daysPerYear: input.choices.daysPerYear,
      pricePerKwh: input.pricePerKwh,
      co2KgPerKwh: values.co2KgPerKwh,
    }),
  };
}
