/**
 * Why-refresh's price per monitor (its productivity tab) in the country's currency: the same
 * conversion as the productivity calculator, at the applied `usdRate`.
 */
import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { productivityContextOf } from "~/features/calculators/productivity/price";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { whyRefreshDefinition, type WhyRefreshContext, type WhyRefreshInputs } from "./definition";

const u2724de = { slug: "u2724de", title: "Dell UltraSharp U2724DE", figures: { sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23 } };
const uk: BusinessContext = { country: "GB", currency: "GBP", rate: { currency: "GBP", ratePerUsd: 0.79, source: "specification" } };

const loader: ContextLoader<WhyRefreshInputs, WhyRefreshContext> = async (inputs) => {
  const productivity = productivityContextOf(uk, { slug: "u2724de", title: u2724de.title, series: "ultrasharp", listPriceUsd: null }, inputs.price, inputs.moneyCurrency);
  if (!productivity.ok) throw new Error("no price");
  return { ok: true, context: { business: uk, productivity, monitor: u2724de, automaticPrice: { amount: 0.25, source: { key: "energy.source.eurostatBusiness", values: { period: "2024-S2" } } }, gridFactor: undefined } };
};

async function run(query: string) {
  const answer = await runCalculator(whyRefreshDefinition, loader, parseCalculatorQuery(new URLSearchParams(query), whyRefreshDefinition), { site: "work", language: "en-us" });
  if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
  return answer;
}

describe("why-refresh's price in the country's currency", () => {
  it("reads 400 GBP at 0.79 GBP/USD as 506.33 USD: the productivity case is the dollar price's", async () => {
    const local = await run("monitor=u2724de&country=GB&legacyCount=100&moneyCurrency=local&price=400");
    const dollars = await run(`monitor=u2724de&country=GB&legacyCount=100&price=${400 / 0.79}`);
    // 400 / 0.79 × 0.79 = 400 GBP a monitor; 100 monitors × 400 × (1 − 0.1) = 36 000 GBP in year 1.
    expect(local.results.productivity!.pricePerMonitor).toBeCloseTo(400, 9);
    expect(local.results.productivity!.years[0]!.monitors).toBeCloseTo(36_000, 6);
    expect(local.results.productivity!.pv.npv).toBeCloseTo(dollars.results.productivity!.pv.npv, 6);
    expect(local.results.productivity!.roi).toBeCloseTo(dollars.results.productivity!.roi, 9);
  });

  it("means US dollars without moneyCurrency (old links)", async () => {
    const old = await run("monitor=u2724de&country=GB&legacyCount=100&price=400");
    // 400 USD × 0.79 = 316 GBP
    expect(old.results.productivity!.pricePerMonitor).toBeCloseTo(316, 9);
  });
});
