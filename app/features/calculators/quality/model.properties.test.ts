/**
 * Properties of the quality model over its whole input range (the API's bounds): every figure is
 * a finite number, and the maker never costs more when it fails less and ships sooner.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeQuality, qualityAssumptionKeys, type QualityAssumptions } from "./model";
import { qualityOverrideBounds } from "./definition";

const assumptionsArbitrary = fc.record(
  Object.fromEntries(
    qualityAssumptionKeys.map((key) => [key, fc.double({ min: qualityOverrideBounds[key].min, max: qualityOverrideBounds[key].max, noNaN: true })]),
  ) as Record<keyof QualityAssumptions, fc.Arbitrary<number>>,
);
const wageArbitrary = fc.record({ hourly: fc.double({ min: 0, max: 10_000, noNaN: true }), facility: fc.double({ min: 0, max: 10_000, noNaN: true }) });
const inputArbitrary = fc.record({
  monitors: fc.integer({ min: 1, max: 1_000_000 }),
  proSupport: fc.boolean(),
  gain: fc.double({ min: 0, max: 1, noNaN: true }),
  usdRate: fc.double({ min: 0.0001, max: 100_000, noNaN: true }),
  wages: fc.array(wageArbitrary, { minLength: 1, maxLength: 3 }),
  discountRate: fc.double({ min: 0, max: 1, noNaN: true }),
  assumptions: assumptionsArbitrary,
});

function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

describe("quality model properties", () => {
  it("answers finite numbers for every input within the bounds", () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(numbersIn(computeQuality(input)).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never shows a loss when the maker fails less and ships no later", () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const [low, high] = [input.assumptions.makerAfr, input.assumptions.otherAfr].sort((first, second) => first - second);
        const [fast, slow] = [input.assumptions.makerWaitHours, input.assumptions.industryWaitHours].sort((first, second) => first - second);
        const result = computeQuality({
          ...input,
          assumptions: { ...input.assumptions, makerAfr: low!, otherAfr: high!, makerWaitHours: fast!, industryWaitHours: slow! },
        });
        expect(result.years.every((year) => year.savings >= 0)).toBe(true);
        // Discounting savings that are never negative can only shrink them.
        expect(result.pv.savings).toBeGreaterThanOrEqual(0);
        expect(result.pv.savings).toBeLessThanOrEqual(result.totalSavings * (1 + 1e-12));
      }),
      { numRuns: 300 },
    );
  });
});
