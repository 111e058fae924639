/** The why-refresh model answers finite numbers for every legacy size and any monitor within the API's bounds. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { legacySizes } from "./legacy-sizes";
import { computeWorkspaceEnergy } from "./model";

describe("why-refresh model properties", () => {
  it("answers finite numbers for every input within the bounds", () => {
    fc.assert(
      fc.property(
        fc.record({
          legacyCount: fc.integer({ min: 1, max: 1_000_000 }),
          legacy: fc.constantFrom(...legacySizes),
          legacyPowerOnWatts: fc.double({ min: 0, max: 1000, noNaN: true }),
          monitor: fc.record({
            sizeInches: fc.double({ min: 10, max: 100, noNaN: true }),
            widthPx: fc.integer({ min: 640, max: 7680 }),
            heightPx: fc.integer({ min: 480, max: 4320 }),
            powerOnWatts: fc.double({ min: 0.1, max: 1000, noNaN: true }),
          }),
          hoursPerDay: fc.double({ min: 0, max: 24, noNaN: true }),
          daysPerYear: fc.integer({ min: 0, max: 366 }),
          pricePerKwh: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
          co2KgPerKwh: fc.double({ min: 0, max: 10, noNaN: true }),
        }),
        (input) => {
          const result = computeWorkspaceEnergy(input);
          const numbers = [
            ...Object.values(result.legacy),
            result.monitorScreenArea,
            result.pixelGainPct,
            result.areaGainPct,
            result.energySavedKWhYear,
            result.costSavedYear,
            result.co2SavedKgYear,
          ];
          expect(numbers.every(Number.isFinite)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
