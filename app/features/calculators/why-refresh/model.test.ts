import { describe, expect, it } from "vitest";
import { legacyPowerFor } from "./legacy-power";
import { legacySizeFor, legacySizes, screenAreaSquareInches } from "./legacy-sizes";
import { computeWorkspaceEnergy, type WhyRefreshInput } from "./model";

describe("legacy sizes", () => {
  it("lists the specification's 17 diagonals, each with a power figure", () => {
    expect(legacySizes.map((size) => size.diagonal)).toEqual([
      17.0, 18.5, 19.0, 19.5, 21.5, 22.0, 23.0, 23.8, 24.0, 25.0, 27.0, 30.0, 31.5, 34.0, 37.5, 43.0, 49.0,
    ]);
    for (const size of legacySizes) expect(legacyPowerFor(size.diagonal)?.medianOnWatts).toBeGreaterThan(0);
  });

  it("works out screen area from the diagonal and the pixel shape", () => {
    // 17 in at 1280×1024 (5:4): d² × w × h / (w² + h²) = 289 × 1 310 720 / 2 686 976 = 140.9756 sq in
    expect(screenAreaSquareInches(17, 1280, 1024)).toBeCloseTo(140.9756, 4);
    // 27 in at 16:9: 729 × 144 / 337 = 311.5015 sq in
    expect(screenAreaSquareInches(27, 2560, 1440)).toBeCloseTo(311.5015, 4);
  });
});

// A 22-inch 1680×1050 legacy fleet (11.69 W, the committed ENERGY STAR median) replaced by a
// 27-inch 2560×1440 monitor drawing a hypothetical 9 W.
const input: WhyRefreshInput = {
  legacyCount: 100,
  legacy: legacySizeFor(22)!,
  legacyPowerOnWatts: 11.69,
  monitor: { sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 9 },
  hoursPerDay: 8,
  daysPerYear: 250,
  pricePerKwh: 0.15,
  co2KgPerKwh: 0.7442,
};

describe("workspace gains", () => {
  const result = computeWorkspaceEnergy(input);

  it("reports the legacy monitor's figures", () => {
    // 22 in at 16:10: 484 × 160 / 356 = 217.5281 sq in
    expect(result.legacy).toMatchObject({ widthPx: 1680, heightPx: 1050, powerOnW: 11.69 });
    expect(result.legacy.screenArea).toBeCloseTo(217.5281, 4);
  });

  it("compares pixels and screen area in per cent", () => {
    // pixels: 2560 × 1440 = 3 686 400 against 1680 × 1050 = 1 764 000 → (2.0897959 − 1) × 100 = 108.97959 %
    expect(result.pixelGainPct).toBeCloseTo(108.97959, 4);
    // area: 311.5015 / 217.5281 = 1.4320058 → 43.20058 %
    expect(result.areaGainPct).toBeCloseTo(43.20058, 4);
  });
});

describe("energy saved", () => {
  it("counts on-mode energy over the working hours of the whole fleet", () => {
    // 8 h × 250 days = 2000 h; (11.69 − 9) W × 2000 h × 100 monitors / 1000 = 538 kWh a year
    // cost 538 × 0.15 = 80.70; CO2 538 × 0.7442 = 400.3796 kg
    const result = computeWorkspaceEnergy(input);
    expect(result.energySavedKWhYear).toBeCloseTo(538, 9);
    expect(result.costSavedYear).toBeCloseTo(80.7, 9);
    expect(result.co2SavedKgYear).toBeCloseTo(400.3796, 9);
  });

  it("is negative when the new monitor draws more, and follows the visitor's hours, price and grid", () => {
    // 16.9 W (27 in median) against 11.69 W, 10 h × 200 days = 2000 h, 10 monitors:
    // (11.69 − 16.9) × 2000 × 10 / 1000 = −104.2 kWh; × 0.25 = −26.05; × 0.381 kg (Germany) = −39.7002 kg
    const result = computeWorkspaceEnergy({
      ...input,
      legacyCount: 10,
      monitor: { ...input.monitor, powerOnWatts: 16.9 },
      hoursPerDay: 10,
      daysPerYear: 200,
      pricePerKwh: 0.25,
      co2KgPerKwh: 0.381,
    });
    expect(result.energySavedKWhYear).toBeCloseTo(-104.2, 9);
    expect(result.costSavedYear).toBeCloseTo(-26.05, 9);
    expect(result.co2SavedKgYear).toBeCloseTo(-39.7002, 9);
  });

  it("is exactly zero, not −0, when both draw the same", () => {
    const result = computeWorkspaceEnergy({ ...input, monitor: { ...input.monitor, powerOnWatts: 11.69 } });
    expect(Object.is(result.energySavedKWhYear, 0)).toBe(true);
  });
});
