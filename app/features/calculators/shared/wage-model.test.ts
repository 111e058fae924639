import { describe, expect, it } from "vitest";
import { discountFactor, facilityWage, loadedHourlyWage, wageInYear } from "./wage-model";

describe("wage model", () => {
  it("loads the US salary into an hourly wage", () => {
    // 100000 × 1.35 / 2080 = 135000 / 2080 = 64.903846…
    expect(loadedHourlyWage(100_000)).toBeCloseTo(64.903846, 5);
  });
  it("grows the wage 3% a year from year 1", () => {
    // year 1: 64.903846; year 3: 64.903846 × 1.03² = 64.903846 × 1.0609 = 68.856490…
    expect(wageInYear(64.903846, 1)).toBeCloseTo(64.903846, 6);
    expect(wageInYear(64.903846, 3)).toBeCloseTo(68.85649, 4);
  });
  it("takes the facility wage as 0.54 of the year's wage and discounts at 10%", () => {
    // 0.54 × 100 = 54; 1.1^-2 = 1 / 1.21 = 0.826446…
    expect(facilityWage(100)).toBeCloseTo(54, 10);
    expect(discountFactor(2)).toBeCloseTo(0.826446, 6);
  });
});
