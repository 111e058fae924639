import { describe, expect, it } from "vitest";
import { calculateWorkspaceEnergy } from "./calculate";

// Dell U2724DE (db/seed-data/energystar/dell-monitors-merged.csv): 27 in, 2560 × 1440, on 18.23 W.
const u2724de = { sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23 };
const choices = { legacyCount: 100, legacySize: 43, hoursPerDay: 8, daysPerYear: 250 };

describe("calculateWorkspaceEnergy", () => {
  it("takes the legacy size's ENERGY STAR median and the fixed CO2 factor where the country has no grid figure", () => {
    const answer = calculateWorkspaceEnergy({ choices, monitor: u2724de, pricePerKwh: 0.15, gridGramsPerKwh: undefined, overrides: {} });
    expect(answer.assumptions).toEqual([
      { key: "legacyPowerOnW", value: 48.885, unit: "W", source: { key: "whyRefresh.source.legacyPower", values: { count: 6, size: 43 } }, overridden: false },
      { key: "co2KgPerKwh", value: 0.7442, unit: "kg CO2e/kWh", source: { key: "whyRefresh.source.co2Fixed" }, overridden: false },
    ]);
    // (48.885 − 18.23) W × 2000 h × 100 / 1000 = 30.655 × 200 = 6131 kWh; × 0.15 = 919.65; × 0.7442 = 4562.6902 kg
    expect(answer.results.energySavedKWhYear).toBeCloseTo(6131, 9);
    expect(answer.results.costSavedYear).toBeCloseTo(919.65, 9);
    expect(answer.results.co2SavedKgYear).toBeCloseTo(4562.6902, 9);
  });

  it("uses the country's grid factor and the visitor's overrides", () => {
    const answer = calculateWorkspaceEnergy({ choices, monitor: u2724de, pricePerKwh: 0.2359, gridGramsPerKwh: 381, overrides: { legacyPowerOnW: 40 } });
    expect(answer.assumptions.map((row) => [row.key, row.value, row.overridden])).toEqual([
      ["legacyPowerOnW", 40, true],
      ["co2KgPerKwh", 0.381, false],
    ]);
    expect(answer.assumptions[1]!.source).toEqual({ key: "whyRefresh.source.co2Grid", values: { year: 2023 } });
    // (40 − 18.23) × 200 = 4354 kWh; × 0.381 = 1658.874 kg
    expect(answer.results.energySavedKWhYear).toBeCloseTo(4354, 9);
    expect(answer.results.co2SavedKgYear).toBeCloseTo(1658.874, 9);
  });
});
