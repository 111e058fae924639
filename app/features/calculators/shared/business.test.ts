import { describe, expect, it } from "vitest";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { runCalculator } from "~/features/calculators/frame/query";
import { productivityDefinition } from "~/features/calculators/productivity/definition";
import { productivityContextOf } from "~/features/calculators/productivity/price";
import { qualityDefinition } from "~/features/calculators/quality/definition";
import { salaryOf, type BusinessContext } from "./business";

// The rate the server found: 110.6419 JPY per USD (the specification's figure).
const japan: BusinessContext = { country: "JP", currency: "JPY", rate: { currency: "JPY", ratePerUsd: 110.6419, source: "specification" } };
const request = { site: "work" as const, language: "en-us" };

describe("salaryOf, the business-case calculators' one salary rule", () => {
  it("converts Japan's 65 000 USD at the rate in use: the visitor's override, else the server's", () => {
    // 65 000 USD × 150 JPY/USD = 9 750 000 JPY
    expect(salaryOf({}, japan, { usdRate: 150 })).toBe(9_750_000);
    // 65 000 × 110.6419 = 7 191 723.5 JPY
    expect(salaryOf({}, japan, { usdRate: 110.6419 })).toBeCloseTo(7_191_723.5, 6);
    expect(salaryOf({}, japan, {})).toBeCloseTo(7_191_723.5, 6);
  });

  it("takes an entered salary as it is, whatever the rate", () => {
    expect(salaryOf({ salary: 5_000_000 }, japan, { usdRate: 150 })).toBe(5_000_000);
  });

  it("gives productivity and quality the same salary for Japan with an overridden rate", async () => {
    // Round wages: benefits ×1, 2000 h, no growth. Salary 65 000 × 150 = 9 750 000 JPY, so W = 9 750 000 / 2000 = 4875 JPY/h.
    const wages = "country=JP&a.usdRate=150&a.benefitsMultiplier=1&a.hoursPerYear=2000&a.wageGrowth=0";

    const productivityQuery = parseCalculatorQuery(new URLSearchParams(`${wages}&price=500`), productivityDefinition);
    const productivity = await runCalculator(productivityDefinition, async (inputs) => productivityContextOf(japan, null, inputs.price), productivityQuery, request);
    if (!productivity.ok) throw new Error(JSON.stringify(productivity.issues));
    // Year 1: 100 equipped × 2000 h × 4875 × gain 0.18 × conversion 0.5 × (1 − risk 0.2) = 975 000 000 × 0.072 = 70 200 000
    expect(productivity.results.years[0]!.equipped).toBe(100);
    expect(productivity.results.years[0]!.productivity).toBeCloseTo(70_200_000, 4);

    // Only the wait is left in a failure's cost: no logistics, no move hours, no risk adjustment.
    const qualityQuery = parseCalculatorQuery(new URLSearchParams(`${wages}&monitors=1000&series=p&a.logisticsUsd=0&a.moveHours=0&a.riskAdjustment=0`), qualityDefinition);
    const quality = await runCalculator(qualityDefinition, async () => ({ ok: true, context: japan }), qualityQuery, request);
    if (!quality.ok) throw new Error(JSON.stringify(quality.issues));
    // A failure costs wait hours × W × gain 0.18 × conversion 0.5: other 40 × 4875 × 0.09 = 17 550, maker 8 × 4875 × 0.09 = 3510.
    // Year 1: 1000 × 0.0052 = 5.2 other failures, 1000 × 0.0015 = 1.5 maker's: 5.2 × 17 550 − 1.5 × 3510 = 91 260 − 5265 = 85 995
    expect(quality.results.years[0]!.savings).toBeCloseTo(85_995, 6);
  });
});
