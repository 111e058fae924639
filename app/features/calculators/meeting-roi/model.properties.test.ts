/**
 * Properties of the meeting-room ROI model over the API's bounds: the running costs are never
 * negative (the replaced technology's upkeep is a benefit, not a negative cost), the upkeep saved
 * is never negative, every figure is finite, and no more rooms than the staff fill ever add a benefit.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_EMPLOYEES, MAX_PRICE_USD, MAX_QUANTITY } from "./definition";
import { computeMeetingRoi, roomSizes, type MeetingRoiValues } from "./model";

const money = fc.double({ min: 0, max: 1_000_000, noNaN: true });
const valuesArbitrary: fc.Arbitrary<MeetingRoiValues> = fc.record({
  caseMult: fc.double({ min: 0, max: 100, noNaN: true }),
  caseHours: fc.double({ min: 0, max: 8760, noNaN: true }),
  caseUtil: fc.double({ min: 0, max: 100, noNaN: true }),
  caseTrips: fc.double({ min: 0, max: 10_000, noNaN: true }),
  caseMinMult: fc.double({ min: 0, max: 100, noNaN: true }),
  availability: fc.double({ min: 0, max: 1, noNaN: true }),
  hoursPerYear: fc.double({ min: 1, max: 8760, noNaN: true }),
  benefitsMultiplier: fc.double({ min: 1, max: 5, noNaN: true }),
  roomCostSmall: money,
  roomCostMedium: money,
  roomCostLarge: money,
  employeesPerRoom: fc.double({ min: 1, max: 10_000, noNaN: true }),
  installationPerRoom: money,
  roomComputerPerRoom: money,
  conferencingPerRoom: money,
  maintenancePerRoom: money,
  discountRate: fc.double({ min: 0, max: 1, noNaN: true }),
  co2PerTrip: fc.double({ min: 0, max: 1000, noNaN: true }),
  co2PerCarYear: fc.double({ min: 0.01, max: 1000, noNaN: true }),
  usdRate: fc.double({ min: 0.000001, max: 1_000_000, noNaN: true }),
});
const rowArbitrary = fc.record({
  size: fc.constantFrom(...roomSizes),
  display: fc.constant("c8621qt"),
  quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
  priceUsd: fc.double({ min: 1, max: MAX_PRICE_USD, noNaN: true }),
});
const inputArbitrary = fc.record({
  rooms: fc.array(rowArbitrary, { minLength: 1, maxLength: 20 }),
  numberOfEmployees: fc.integer({ min: 1, max: MAX_EMPLOYEES }),
  frequentTravelPercentage: fc.double({ min: 0, max: 100, noNaN: true }),
  annualRevenueUsd: fc.double({ min: 0, max: 1e13, noNaN: true }),
  tripCostUsd: money,
  salaryUsd: fc.double({ min: 1, max: 100_000_000, noNaN: true }),
});

function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

describe("meeting-room ROI model properties", () => {
  it("answers finite numbers for the case fast-check once found (a payback so long its tenths overflowed)", () => {
    const result = computeMeetingRoi(
      { rooms: [{ size: "small", display: "c8621qt", quantity: 1, priceUsd: 1 }], numberOfEmployees: 1, frequentTravelPercentage: 0, annualRevenueUsd: 4.6693603841437956e-195, tripCostUsd: 0, salaryUsd: 1 },
      {
        caseMult: 99.9999999999999, caseHours: 0, caseUtil: 0, caseTrips: 0, caseMinMult: 0, availability: 1.1913161950741102e-114, hoursPerYear: 1, benefitsMultiplier: 1,
        roomCostSmall: 0, roomCostMedium: 0, roomCostLarge: 0, employeesPerRoom: 1, installationPerRoom: 0, roomComputerPerRoom: 0, conferencingPerRoom: 0,
        maintenancePerRoom: 4e-323, discountRate: 0, co2PerTrip: 0, co2PerCarYear: 0.01, usdRate: 0.000001,
      },
    );
    expect(numbersIn(result).every(Number.isFinite)).toBe(true);
  });

  it("never books a negative running cost or a negative upkeep saved, and answers finite numbers", () => {
    fc.assert(
      fc.property(inputArbitrary, valuesArbitrary, (input, values) => {
        const result = computeMeetingRoi(input, values);
        expect(result.yearly.recurringCosts).toBeGreaterThanOrEqual(0);
        expect(result.yearly.avoidedUpkeep).toBeGreaterThanOrEqual(0);
        expect(result.threeYear.costs).toBeGreaterThanOrEqual(result.upfrontCost);
        expect(numbersIn(result).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("counts at most the rooms the staff fill, and serves at most the whole staff", () => {
    fc.assert(
      fc.property(inputArbitrary, valuesArbitrary, (input, values) => {
        const result = computeMeetingRoi(input, values);
        const rooms = input.rooms.reduce((total, row) => total + row.quantity, 0);
        expect(result.roomsCounted).toBeLessThanOrEqual(rooms);
        expect(result.roomsCounted * values.employeesPerRoom).toBeLessThanOrEqual(input.numberOfEmployees * (1 + 1e-12));
        expect(result.coverage).toBeGreaterThan(0);
        expect(result.coverage).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});
