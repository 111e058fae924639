import { describe, expect, it } from "vitest";
import { calculateQuality } from "./calculate";

// One year at a round wage: W = 50, F = 0.54 × 50 = 27.
const oneYear = [{ hourly: 50, facility: 27 }];
const choices = { monitors: 1000, series: "p" as const, record: null, proSupport: true };

describe("calculateQuality", () => {
  it("uses the series' record and lists every assumption with its source", () => {
    const answer = calculateQuality({ choices, overrides: {}, wages: oneYear, usdRate: 1, gain: 0.18 });
    expect(answer.record).toBe("44");
    expect(answer.assumptions.map((row) => row.key)).toEqual([
      "makerAfr",
      "otherAfr",
      "logisticsUsd",
      "logisticsGrowth",
      "moveHours",
      "makerWaitHours",
      "industryWaitHours",
      "productivityConversion",
      "riskAdjustment",
    ]);
    expect(answer.assumptions[0]).toEqual({
      key: "makerAfr",
      value: 0.0015,
      unit: "failures/monitor/year",
      source: { key: "quality.source.afr", values: { record: "44" } },
      overridden: false,
    });
    // failures: 1000 × 0.0015 = 1.5 maker, 1000 × 0.0052 = 5.2 industry
    // cost per failure: maker 75 + 0.33 × 27 + 8 × 50 × 0.18 × 0.5 = 75 + 8.91 + 36 = 119.91
    //                   other 75 + 8.91 + 40 × 50 × 0.09 = 75 + 8.91 + 180 = 263.91
    // savings (5.2 × 263.91 − 1.5 × 119.91) × 0.95 = (1372.332 − 179.865) × 0.95 = 1192.467 × 0.95 = 1132.84365
    expect(answer.results.totalSavings).toBeCloseTo(1132.84365, 6);
  });

  it("marks an override that changes a value, and computes with it", () => {
    // risk 0.25: 1192.467 × 0.75 = 894.35025
    const answer = calculateQuality({ choices, overrides: { riskAdjustment: 0.25, moveHours: 0.33 }, wages: oneYear, usdRate: 1, gain: 0.18 });
    const overridden = answer.assumptions.filter((row) => row.overridden).map((row) => row.key);
    expect(overridden).toEqual(["riskAdjustment"]);
    expect(answer.results.totalSavings).toBeCloseTo(894.35025, 6);
  });

  it("lets a record override the series and falls back to no data for a series without one", () => {
    expect(calculateQuality({ choices: { ...choices, record: "89" }, overrides: {}, wages: oneYear, usdRate: 1, gain: 0.18 }).record).toBe("89");
    const gaming = calculateQuality({ choices: { ...choices, series: "alienware" }, overrides: {}, wages: oneYear, usdRate: 1, gain: 0.18 });
    expect(gaming.record).toBeNull();
    expect(gaming.results.noData).toBe(true);
    expect(gaming.results.totalSavings).toBe(0);
  });
});
