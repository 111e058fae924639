/**
 * Money in the buyer's currency on the meeting-room ROI: with `moneyCurrency=local` the salary,
 * trip cost, revenue and room prices are in the country's currency and convert to US dollars at
 * the applied `usdRate` (the model works in dollars); an absent trip cost stays the
 * specification's 1,100 USD and a catalogue price stays a USD fact.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { meetingRoiDefinition, meetingRoiLocalCurrency, type MeetingRoiContext, type MeetingRoiInputs } from "./definition";

const displays = {
  c8621qt: { slug: "c8621qt", title: "Dell C8621QT", sizeInches: 85.6, listPriceUsd: null },
  c6522qt: { slug: "c6522qt", title: "Dell C6522QT", sizeInches: 64.5, listPriceUsd: null },
  priced: { slug: "priced", title: "Priced", sizeInches: 74.5, listPriceUsd: 4000 },
};
const sweden = (ratePerUsd = 8.73): MeetingRoiContext => ({ country: "SE", rate: { ratePerUsd, source: "seed", date: null }, displays });

async function run(query: string, context: MeetingRoiContext = sweden()) {
  const loadContext: ContextLoader<MeetingRoiInputs, MeetingRoiContext> = async () => ({ ok: true, context });
  const answer = await runCalculator(meetingRoiDefinition, loadContext, parseCalculatorQuery(new URLSearchParams(query), meetingRoiDefinition), { site: "work", language: "en-us" });
  if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
  return answer;
}

/** The results' numbers, pairwise equal to 9 significant digits. */
function expectSameNumbers(first: unknown, second: unknown, path = "results"): void {
  if (typeof first === "number" && typeof second === "number") {
    const scale = Math.max(1, Math.abs(first), Math.abs(second));
    if (Math.abs(first - second) > scale * 1e-9) throw new Error(`${path}: ${first} ≠ ${second}`);
    return;
  }
  if (first && second && typeof first === "object" && typeof second === "object") {
    for (const key of Object.keys(first)) expectSameNumbers((first as Record<string, unknown>)[key], (second as Record<string, unknown>)[key], `${path}.${key}`);
    return;
  }
  expect(first, path).toEqual(second);
}

const base = "country=SE&numberOfEmployees=500&roiCaseRate=moderate";

describe("meeting-room ROI amounts in the country's currency", () => {
  it("reads kronor at 8.73 SEK/USD as their dollar equivalents", async () => {
    // 873 000 SEK / 8.73 = 100 000 USD salary; 8 730 / 8.73 = 1 000 USD a trip;
    // 87 300 000 / 8.73 = 10 000 000 USD revenue; a 43 650 SEK display: 43 650 / 8.73 = 5 000 USD.
    const local = await run(`${base}&moneyCurrency=local&averageSalary=873000&averageBusinessTripCost=8730&annualRevenue=87300000&rooms=small:c8621qt:2:43650`);
    const dollars = await run(`${base}&averageSalary=100000&averageBusinessTripCost=1000&annualRevenue=10000000&rooms=small:c8621qt:2:5000`);
    expect(local.results.salaryUsd).toBeCloseTo(100_000, 6);
    // Shown in kronor again: 2 displays × 5 000 USD × 8.73 = 87 300 SEK, what was typed (2 × 43 650).
    expect(local.results.displayCost).toBeCloseTo(87_300, 6);
    expectSameNumbers(local.results, dollars.results);
  });

  it("converts at the applied usdRate when the visitor overrides it", async () => {
    // 900 000 SEK at an overridden 9 SEK/USD = 100 000 USD.
    const local = await run(`${base}&moneyCurrency=local&averageSalary=900000&rooms=small:c8621qt:1:9000&a.usdRate=9`);
    expect(local.results.salaryUsd).toBeCloseTo(100_000, 6);
    expectSameNumbers(local.results, (await run(`${base}&averageSalary=100000&rooms=small:c8621qt:1:1000&a.usdRate=9`)).results);
  });

  it("keeps the specification's 1,100 USD trip and the catalogue's USD price when they are not entered", async () => {
    const local = await run(`${base}&moneyCurrency=local&rooms=large:priced:1:`);
    const dollars = await run(`${base}&rooms=large:priced:1:`);
    // 4 000 USD list price × 8.73 = 34 920 SEK either way.
    expect(local.results.displayCost).toBeCloseTo(34_920, 6);
    expect(local.inputs.averageBusinessTripCost).toBeUndefined();
    expectSameNumbers(local.results, dollars.results);
  });

  it("means US dollars when moneyCurrency is absent (old links)", async () => {
    const old = await run(`${base}&averageSalary=100000&rooms=small:c8621qt:1:1000`);
    expect(old.inputs.moneyCurrency).toBe("USD");
    expect(old.results.salaryUsd).toBe(100_000);
    // 1 000 USD × 8.73 = 8 730 SEK
    expect(old.results.displayCost).toBeCloseTo(8730, 9);
  });

  it("names the country's currency from the query, the default country's for an unknown one", () => {
    expect(meetingRoiLocalCurrency({ country: "SE" })).toBe("SEK");
    expect(meetingRoiLocalCurrency({ country: "GB" })).toBe("GBP");
    expect(meetingRoiLocalCurrency({ country: "XX" })).toBe("USD");
    expect(meetingRoiLocalCurrency({})).toBe("USD");
  });

  it("gives the same answer for local amounts as for their dollar equivalents, at any rate (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 0.5, max: 150, noNaN: true }),
        fc.integer({ min: 1000, max: 1_000_000 }),
        fc.integer({ min: 100, max: 100_000 }),
        async (rate, salary, price) => {
          fc.pre(price / rate >= 1 && salary / rate >= 1);
          const local = await run(`${base}&moneyCurrency=local&averageSalary=${salary}&averageBusinessTripCost=${salary / 50}&rooms=small:c8621qt:1:${price}`, sweden(rate));
          const dollars = await run(`${base}&averageSalary=${salary / rate}&averageBusinessTripCost=${salary / 50 / rate}&rooms=small:c8621qt:1:${price / rate}`, sweden(rate));
          expectSameNumbers(local.results, dollars.results);
        },
      ),
      { numRuns: 60 },
    );
  });
});
