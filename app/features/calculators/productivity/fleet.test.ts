import { describe, expect, it } from "vitest";
import { fleetInYear } from "./fleet";

describe("fleetInYear", () => {
  it("plan 1 equips everyone in year 1", () => {
    // 100 × min(y,1)/1 = 100 each year; deployed 100 in year 1 only
    expect([1, 2, 3].map((y) => fleetInYear(100, 1, y))).toEqual([
      { equipped: 100, deployed: 100 }, { equipped: 100, deployed: 0 }, { equipped: 100, deployed: 0 },
    ]);
  });
  it("plan 2 equips half, then all", () => {
    // 100 × 1/2 = 50, 100 × 2/2 = 100, 100 × 2/2 = 100; deployed 50, 50, 0
    expect([1, 2, 3].map((y) => fleetInYear(100, 2, y))).toEqual([
      { equipped: 50, deployed: 50 }, { equipped: 100, deployed: 50 }, { equipped: 100, deployed: 0 },
    ]);
  });
  it("plan 3 equips a third a year", () => {
    // 90 × 1/3 = 30, 90 × 2/3 = 60, 90; deployed 30 each year
    expect([1, 2, 3].map((y) => fleetInYear(90, 3, y))).toEqual([
      { equipped: 30, deployed: 30 }, { equipped: 60, deployed: 30 }, { equipped: 90, deployed: 30 },
    ]);
  });
});
