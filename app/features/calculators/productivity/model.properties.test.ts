/**
 * Properties of the productivity model over the API's whole range (inputs and override bounds
 * from definition.ts): every figure is finite (ROI whenever there is a cost to divide by), the
 * risk lines add up, a larger gain never lowers the NPV, and the productivity line alone pays back
 * exactly when the modelled daily saving reaches the break-even minutes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wageAssumptions, type BusinessContext } from "~/features/calculators/shared/business";
import { MAX_MONITORS_PER_PERSON, MAX_PRICE_USD, MAX_STAFF, productivityAssumptions, type ProductivityContext } from "./definition";
import { everyBenefitCounts, noOtherBenefitCounts } from "./benefit-conditions.fixture";
import { caseFigures, computeProductivity, productivityValues } from "./model";

const business: BusinessContext = { country: "US", currency: "USD", rate: { currency: "USD", ratePerUsd: 1, source: "specification" } };
const context: ProductivityContext = { ...business, monitor: null, priceUsd: 500 };
const specs = [...wageAssumptions(business), ...productivityAssumptions({ gainSource: "analyst", mounting: true }, context)];

const valuesArbitrary = fc.record(Object.fromEntries(specs.map((spec) => [spec.key, fc.double({ min: spec.min, max: spec.max, noNaN: true })])));
const inputArbitrary = fc.record({
  staff: fc.integer({ min: 1, max: MAX_STAFF }),
  monitorsPerPerson: fc.integer({ min: 1, max: MAX_MONITORS_PER_PERSON }),
  plan: fc.constantFrom(1 as const, 2 as const, 3 as const),
  mounting: fc.boolean(),
  priceUsd: fc.double({ min: 0.01, max: MAX_PRICE_USD, noNaN: true }),
  discount: fc.double({ min: 0, max: 1, noNaN: true }),
  salary: fc.double({ min: 1, max: 100_000_000, noNaN: true }),
  // Connectivity and retention each counted or not (benefit-conditions.ts).
  conditions: fc.record({ connectivity: fc.boolean(), retention: fc.boolean() }).map(({ connectivity, retention }) => ({
    connectivity: connectivity ? everyBenefitCounts.connectivity : noOtherBenefitCounts.connectivity,
    retention: retention ? everyBenefitCounts.retention : noOtherBenefitCounts.retention,
  })),
});

function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

describe("productivity model properties", () => {
  it("gives the scenarios' runs the whole case's own NPV, costs, ROI and payback", () => {
    fc.assert(
      fc.property(inputArbitrary, valuesArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (input, values, gain) => {
        const applied = productivityValues({ ...values, gain }, { gain: 0.18, seriesFactor: 1 });
        const whole = computeProductivity(input, applied);
        expect(caseFigures(input, applied)).toEqual({ pv: { npv: whole.pv.npv, costs: whole.pv.costs }, roi: whole.roi, paybackMonths: whole.paybackMonths });
      }),
    );
  });

  it("reads each sensitivity row off the case as re-running the case with that figure moved gives", () => {
    const shares = ["gain", "conversion", "productivityRisk"] as const;
    fc.assert(
      fc.property(inputArbitrary, valuesArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (input, values, gain) => {
        const applied = productivityValues({ ...values, gain }, { gain: 0.18, seriesFactor: 1 });
        const result = computeProductivity(input, applied);
        const rerun = (factor: number, key: string) => {
          if (key === "price") return caseFigures({ ...input, priceUsd: input.priceUsd * factor }, applied).pv.npv;
          if (key === "salary") return caseFigures({ ...input, salary: input.salary * factor }, applied).pv.npv;
          const max = (shares as readonly string[]).includes(key) ? 1 : 8760;
          const moved = Math.min(max, Math.max(0, applied[key as (typeof shares)[number] | "connectivityHours"] * factor));
          return caseFigures(input, { ...applied, [key]: moved }).pv.npv;
        };
        // The same sums in another order: equal to a billionth of the larger of the case's gross
        // flows and the re-run's NPV. The re-run's own size counts: with a risk near 1 the case's
        // flows are tiny while a quarter less risk gives an NPV millions of times larger.
        const gross = result.pv.benefits + result.pv.costs;
        const close = (row: number, expected: number) => expect(Math.abs(row - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, gross, Math.abs(expected)));
        expect(result.sensitivity.map((row) => row.key).sort()).toEqual(["connectivityHours", "conversion", "gain", "price", "productivityRisk", "salary"]);
        for (const row of result.sensitivity) {
          close(row.npvLow, rerun(0.75, row.key));
          close(row.npvHigh, rerun(1.25, row.key));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("answers finite figures everywhere in range", () => {
    fc.assert(
      fc.property(inputArbitrary, valuesArbitrary, (input, values) => {
        const result = computeProductivity(input, productivityValues(values, { gain: 0.18, seriesFactor: 1 }));
        const { roi, scenarios, ...rest } = result;
        const scenarioRois = Object.values(scenarios).map((scenario) => scenario.roi);
        const scenarioRest = Object.values(scenarios).map(({ roi: _roi, ...figures }) => figures);
        expect(numbersIn([rest, scenarioRest]).every(Number.isFinite)).toBe(true);
        // A cost is something to divide by from a millionth of a currency unit up: the generator's
        // products of tiny doubles reach subnormal costs (5e-324), whose quotient overflows — the
        // API answers such a ROI with 400 "out of range" (frame/response.ts), as it does for 0.
        // The scenarios change only the gain, so they share the case's costs.
        if (result.pv.costs >= 1e-6) expect([roi, ...scenarioRois].every(Number.isFinite)).toBe(true);
        for (const year of result.risk.years) {
          for (const line of [year.productivity, year.connectivity, year.retention, year.deployment]) {
            // relative to the unadjusted figure: a rate near 1 leaves a small difference of large numbers
            expect(Math.abs(line.unadjusted + line.adjustment - line.adjusted)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(line.unadjusted)));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never lowers the NPV for a larger gain", () => {
    fc.assert(
      fc.property(inputArbitrary, valuesArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (input, values, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const npv = (gain: number) => computeProductivity(input, productivityValues({ ...values, gain }, { gain, seriesFactor: 1 })).pv.npv;
        expect(npv(high)).toBeGreaterThanOrEqual(npv(low));
      }),
      { numRuns: 200 },
    );
  });

  it("pays back on the productivity line alone exactly when the modelled daily saving reaches break-even", () => {
    fc.assert(
      fc.property(inputArbitrary, valuesArbitrary, (input, values) => {
        const v = productivityValues(values, { gain: 0.18, seriesFactor: 1 });
        const result = computeProductivity(input, v);
        // minutes saved per equipped employee per working day, after conversion and risk
        const modelled = (v.hoursPerYear * v.gain * v.conversion * (1 - v.productivityRisk) * 60) / result.breakEven.workingDaysPerYear;
        const breakEven = result.breakEven.minutesPerDay;
        // Equal to the last bits, either answer is right; far below 1e-250 floating point has too few bits.
        fc.pre(Math.abs(modelled - breakEven) > 1e-9 * Math.max(modelled, breakEven));
        fc.pre((modelled === 0 || modelled > 1e-250) && (breakEven === 0 || breakEven > 1e-250));
        const linePaysBack = result.risk.pv.productivity.adjusted >= result.pv.costs;
        expect(linePaysBack).toBe(modelled >= breakEven);
      }),
      { numRuns: 300 },
    );
  });
});
