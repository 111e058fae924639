import { describe, expect, it } from "vitest";
import { tornadoSides } from "./tornado";

describe("tornadoSides", () => {
  it("prints a figure whose rise raises the NPV with its lower value on the left", () => {
    // gain 25 % lower: NPV 800; 25 % higher: NPV 1200 — 800 < 1200, so "lower" sits left
    expect(tornadoSides({ npvLow: 800, npvHigh: 1200 })).toEqual([
      { change: "lower", npv: 800 },
      { change: "higher", npv: 1200 },
    ]);
  });

  it("prints the risk row, whose lower value raises the NPV, with its higher value on the left", () => {
    // risk 25 % lower: NPV 1100; 25 % higher: NPV 900 — 900 < 1100, so "higher" sits left, beside its bar
    expect(tornadoSides({ npvLow: 1100, npvHigh: 900 })).toEqual([
      { change: "higher", npv: 900 },
      { change: "lower", npv: 1100 },
    ]);
  });
});
