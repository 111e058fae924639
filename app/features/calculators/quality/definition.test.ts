import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { qualityDefinition, type QualityInputs } from "./definition";

const usd: BusinessContext = { country: "US", currency: "USD", rate: { currency: "USD", ratePerUsd: 1, source: "specification" } };
const loadContext: ContextLoader<QualityInputs, BusinessContext> = async () => ({ ok: true, context: usd });
const request = { site: "work" as const, language: "en-us" };

// A round wage: salary 100000, benefits ×1, 2000 h → W = 50 every year (growth 0); F = 0.54 × 50 = 27.
const roundWage = "salary=100000&a.benefitsMultiplier=1&a.hoursPerYear=2000&a.wageGrowth=0";

async function run(query: string) {
  return runCalculator(qualityDefinition, loadContext, parseCalculatorQuery(new URLSearchParams(query), qualityDefinition), request);
}

describe("the quality calculator", () => {
  it("uses the series' record and computes three years with the wage model", async () => {
    const answer = await run(`monitors=1000&series=p&${roundWage}`);
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.results.record).toBe("44");
    // failures a year: 1000 × 0.0015 = 1.5 maker, 1000 × 0.0052 = 5.2 industry
    // cost per failure: maker 75 + 0.33 × 27 + 8 × 50 × 0.18 × 0.5 = 75 + 8.91 + 36 = 119.91
    //                   other 75 + 8.91 + 40 × 50 × 0.09 = 263.91 (logistics grow 2% a year from year 2)
    // year 1 savings (5.2 × 263.91 − 1.5 × 119.91) × 0.95 = 1192.467 × 0.95 = 1132.84365
    expect(answer.results.years[0]!.savings).toBeCloseTo(1132.84365, 6);
    // year 2: logistics 75 × 1.02 = 76.5, +1.5 on each failure: (5.2 − 1.5) × 1.5 × 0.95 = 5.2725 more
    expect(answer.results.years[1]!.savings).toBeCloseTo(1132.84365 + 5.2725, 6);
    // failures avoided: (5.2 − 1.5) × 3 = 11.1
    expect(answer.results.failuresAvoided).toBeCloseTo(11.1, 9);
    const keys = answer.assumptions.map((row) => row.key);
    expect(keys).toContain("makerAfr");
    expect(keys).toContain("gain");
    expect(answer.assumptions.find((row) => row.key === "discountRate")).toMatchObject({ value: 0.1, source: { key: "quality.source.discountRate" } });
    // PV at 10 %: year 3's logistics are 75 × 1.02² = 78.03, 3.03 more a failure than year 1:
    // savings 3 = 1132.84365 + 3.7 × 3.03 × 0.95 = 1132.84365 + 10.65045 = 1143.4941
    // PV = 1132.84365 / 1.1 + 1138.11615 / 1.21 + 1143.4941 / 1.331
    //    = 1029.8578636 + 940.5918595 + 859.1240421 = 2829.5737652 (3414.4539 undiscounted)
    expect(answer.results.pv.savings).toBeCloseTo(2829.5737652, 5);
    expect(answer.results.totalSavings).toBeCloseTo(3414.4539, 6);
    // one failure in year 1: maker 119.91, industry 263.91 (worked out above)
    expect(answer.results.costPerFailure).toEqual({ maker: expect.closeTo(119.91, 9), other: expect.closeTo(263.91, 9) });
    expect(answer.assumptions.find((row) => row.key === "makerAfr")).toMatchObject({ value: 0.0015, source: { key: "quality.source.afr", values: { record: "44" } }, overridden: false });
  });

  it("marks an override and computes with it; one equal to the default is not an override", async () => {
    const answer = await run(`monitors=1000&series=p&${roundWage}&a.riskAdjustment=0.25&a.moveHours=0.33`);
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    // risk 0.25: year 1 1192.467 × 0.75 = 894.35025
    expect(answer.results.years[0]!.savings).toBeCloseTo(894.35025, 6);
    expect(answer.assumptions.filter((row) => row.overridden).map((row) => row.key)).toEqual(["riskAdjustment", "hoursPerYear", "benefitsMultiplier", "wageGrowth"]);
  });

  it("lets a record override the series; a gaming series has no data and claims nothing", async () => {
    const curved = await run("series=p&record=89");
    expect(curved.ok && curved.results.record).toBe("89");
    const gaming = await run("series=alienware");
    if (!gaming.ok) throw new Error("expected a run");
    expect(gaming.results).toMatchObject({ record: null, noData: true, totalSavings: 0 });
    expect(gaming.assumptions.find((row) => row.key === "makerAfr")?.source).toEqual({ key: "quality.source.noRecord" });
  });

  it("without pro support the maker waits as long as the industry", async () => {
    const answer = await run(`monitors=1000&series=p&proSupport=no&${roundWage}`);
    expect(answer.ok && answer.results.waitHoursMaker).toBe(40);
  });

  it("answers bad inputs and overrides with field issues", async () => {
    const answer = await run("monitors=abc&series=zzz&proSupport=maybe");
    expect(answer).toEqual({
      ok: false,
      issues: [
        { field: "monitors", message: "calculator.error.number", values: { min: 1, max: 1_000_000 } },
        { field: "series", message: "api.error.choice", values: { field: "series", choices: "ultrasharp, premiercolor, p, e, c, interactive, alienware, g, s, se" } },
        { field: "proSupport", message: "calculator.error.yesNo" },
      ],
    });
    expect(await run("monitors=1000000000")).toMatchObject({ ok: false, issues: [{ field: "monitors", message: "calculator.error.range" }] });
    expect(await run("a.makerAfr=2")).toEqual({ ok: false, issues: [{ field: "a.makerAfr", message: "calculator.error.assumptionRange", values: { min: 0, max: 1 } }] });
  });
});
