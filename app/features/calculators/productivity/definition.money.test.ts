/**
 * Money in the buyer's currency on the productivity case (TEI and why-refresh's productivity tab
 * are the same definition): a price entered with `moneyCurrency=local` is in the country's
 * currency and converts to US dollars at the applied `usdRate`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { apiAnswer } from "~/features/calculators/frame/response";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { enUs } from "~/i18n/phrases/en-us";
import { createTranslator } from "~/i18n/translate";
import { productivityDefinition, type ProductivityContext, type ProductivityInputs } from "./definition";
import { productivityContextOf } from "./price";

/** A UK page at the issue's example rate, 0.79 GBP per US dollar. */
const uk = (ratePerUsd = 0.79): BusinessContext => ({ country: "GB", currency: "GBP", rate: { currency: "GBP", ratePerUsd, source: "specification" } });
const us: BusinessContext = { country: "US", currency: "USD", rate: { currency: "USD", ratePerUsd: 1, source: "specification" } };
const u2724de = { slug: "u2724de", title: "Dell UltraSharp U2724DE", series: "ultrasharp", listPriceUsd: 600 };

function loaderAt(ratePerUsd: number): ContextLoader<ProductivityInputs, ProductivityContext> {
  return async (inputs) => productivityContextOf(inputs.country === "GB" ? uk(ratePerUsd) : us, inputs.monitor ? u2724de : null, inputs.price, inputs.moneyCurrency);
}

async function run(query: string, ratePerUsd = 0.79) {
  const answer = await runCalculator(productivityDefinition, loaderAt(ratePerUsd), parseCalculatorQuery(new URLSearchParams(query), productivityDefinition), { site: "work", language: "en-us" });
  if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
  return answer;
}

/** Every number in two answers, pairwise: equal to 9 significant digits. */
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

describe("the productivity price in the country's currency", () => {
  it("reads 400 GBP at 0.79 GBP/USD as 506.33 USD, the same answer as that price in dollars", async () => {
    const local = await run("country=GB&moneyCurrency=local&price=400");
    // 400 / 0.79 = 506.329113924… USD
    expect(local.context.priceUsd).toBeCloseTo(506.329_113_92, 6);
    // Back in pounds at the same rate: 506.3291… × 0.79 = 400 GBP a monitor;
    // year 1 buys all 100 monitors (plan 1): 100 × 400 × (1 − 0.1) = 36 000 GBP.
    expect(local.results.pricePerMonitor).toBeCloseTo(400, 9);
    expect(local.results.years[0]!.monitors).toBeCloseTo(36_000, 6);
    const dollars = await run(`country=GB&price=${400 / 0.79}`);
    expectSameNumbers(local.results, dollars.results);
  });

  it("converts at the applied usdRate: an overridden rate wins over the context's", async () => {
    const local = await run("country=GB&moneyCurrency=local&price=400&a.usdRate=0.8");
    // 400 GBP / 0.8 = 500 USD; at 0.8 back: 500 × 0.8 = 400 GBP; 100 × 400 × 0.9 = 36 000 GBP.
    expect(local.results.pricePerMonitor).toBeCloseTo(400, 9);
    expect(local.results.years[0]!.monitors).toBeCloseTo(36_000, 6);
    expectSameNumbers(local.results, (await run("country=GB&price=500&a.usdRate=0.8")).results);
  });

  it("keeps the catalogue's list price in US dollars whatever the amounts are in", async () => {
    const local = await run("country=GB&moneyCurrency=local&monitor=u2724de");
    // 600 USD × 0.79 = 474 GBP a monitor; 100 × 474 × 0.9 = 42 660 GBP.
    expect(local.context.priceUsd).toBe(600);
    expect(local.results.pricePerMonitor).toBeCloseTo(474, 9);
    expect(local.results.years[0]!.monitors).toBeCloseTo(42_660, 6);
  });

  it("means US dollars when moneyCurrency is absent (old links) or USD", async () => {
    const old = await run("country=GB&price=400");
    // 400 USD × 0.79 = 316 GBP a monitor.
    expect(old.inputs.moneyCurrency).toBe("USD");
    expect(old.results.pricePerMonitor).toBeCloseTo(316, 9);
    expectSameNumbers(old.results, (await run("country=GB&price=400&moneyCurrency=USD")).results);
  });

  it("is the same either way on a US page (the local currency is the dollar)", async () => {
    expectSameNumbers((await run("moneyCurrency=local&price=400")).results, (await run("price=400")).results);
  });

  it("keeps the schema's bounds with a message that names no currency", async () => {
    const answer = apiAnswer(await runCalculator(productivityDefinition, loaderAt(0.79), parseCalculatorQuery(new URLSearchParams("country=GB&moneyCurrency=local&price=0"), productivityDefinition), { site: "work", language: "en-us" }), createTranslator(enUs));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ issues: [{ field: "price", message: "Enter a price above 0, up to 100,000." }] });
    const bad = await runCalculator(productivityDefinition, loaderAt(0.79), parseCalculatorQuery(new URLSearchParams("price=400&moneyCurrency=GBP"), productivityDefinition), { site: "work", language: "en-us" });
    expect(!bad.ok && bad.issues).toEqual([{ field: "moneyCurrency", message: "api.error.choice", values: { field: "moneyCurrency", choices: "local, USD" } }]);
  });

  it("gives the same answer for a local price as for its dollar equivalent, at any rate (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 1, max: 100_000, noNaN: true }), fc.double({ min: 0.01, max: 200, noNaN: true }), async (price, rate) => {
        // Both within the schema's bounds (the bound is on the number typed, whatever its currency).
        fc.pre(price / rate <= 100_000);
        const local = await run(`country=GB&moneyCurrency=local&price=${price}`, rate);
        const dollars = await run(`country=GB&price=${price / rate}`, rate);
        expectSameNumbers(local.results, dollars.results);
      }),
      { numRuns: 60 },
    );
  });
});
