import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { productivityDefinition, type ProductivityContext } from "~/features/calculators/productivity/definition";
import { whyRefreshDefinition, type WhyRefreshContext, type WhyRefreshInputs } from "./definition";

// Dell U2724DE (db/seed-data/energystar/dell-monitors-merged.csv): 27 in, 2560 × 1440, on 18.23 W.
const u2724de = { slug: "u2724de", title: "Dell UltraSharp U2724DE", figures: { sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23 } };
const business = { country: "US", currency: "USD", rate: { currency: "USD", ratePerUsd: 1, source: "specification" } } as const;

const noPrice = { ok: false, reason: { key: "productivity.error.priceRequired", values: { monitor: u2724de.title } } } as const;
const withPrice: ProductivityContext = {
  ...business,
  monitor: { slug: "u2724de", title: u2724de.title, series: "ultrasharp", listPriceUsd: null, sizeInches: 27, widthPx: 2560, heightPx: 1440 },
  priceUsd: 500,
};

function contextWith(grid: WhyRefreshContext["gridFactor"], productivity: WhyRefreshContext["productivity"] = noPrice): ContextLoader<WhyRefreshInputs, WhyRefreshContext> {
  return async () => ({ ok: true, context: { business, productivity, monitor: u2724de, automaticPrice: { amount: 0.15, source: { key: "energy.source.eurostatBusiness", values: { period: "2024-S2" } } }, gridFactor: grid } });
}

async function run(query: string, grid?: WhyRefreshContext["gridFactor"], productivity?: WhyRefreshContext["productivity"]) {
  const answer = await runCalculator(whyRefreshDefinition, contextWith(grid, productivity), new URLSearchParams(query), { site: "work", language: "en-us" });
  if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
  return answer;
}

describe("the why-refresh calculator", () => {
  it("takes the legacy size's ENERGY STAR median, the country's price and the fixed CO2 factor", async () => {
    const answer = await run("legacyCount=100&legacySize=43.0&monitor=u2724de");
    expect(answer.assumptions).toEqual([
      { key: "legacyPowerOnW", label: "whyRefresh.assumption.legacyPowerOnW", value: 48.885, defaultValue: 48.885, unit: "W", source: { key: "whyRefresh.source.legacyPower", values: { count: 6, size: "43.0" } }, overridden: false, percent: false },
      { key: "co2KgPerKwh", label: "whyRefresh.assumption.co2KgPerKwh", value: 0.7442, defaultValue: 0.7442, unit: "kg CO2e/kWh", source: { key: "whyRefresh.source.co2Fixed" }, overridden: false, percent: false },
    ]);
    // (48.885 − 18.23) W × (8 h × 250 days) × 100 / 1000 = 30.655 × 200 = 6131 kWh; × 0.15 = 919.65; × 0.7442 = 4562.6902 kg
    expect(answer.results.energySavedKWhYear).toBeCloseTo(6131, 9);
    expect(answer.results.costSavedYear).toBeCloseTo(919.65, 9);
    expect(answer.results.co2SavedKgYear).toBeCloseTo(4562.6902, 9);
    expect(answer.results).toMatchObject({ pricePerKWh: 0.15, priceSource: { key: "energy.source.eurostatBusiness", values: { period: "2024-S2" } }, legacy: { widthPx: 3840, heightPx: 2160, powerOnW: 48.885 } });
  });

  it("uses the country's grid factor, an entered price and the visitor's overrides", async () => {
    const answer = await run("legacySize=43&monitor=u2724de&pricePerKWh=0.2359&a.legacyPowerOnW=40", { gramsPerKwh: 381, year: 2023 });
    expect(answer.assumptions.map((row) => [row.key, row.value, row.overridden])).toEqual([
      ["legacyPowerOnW", 40, true],
      ["co2KgPerKwh", 0.381, false],
    ]);
    // The year as text: as a number the phrase would group it ("2,023").
    expect(answer.assumptions[1]!.source).toEqual({ key: "whyRefresh.source.co2Grid", values: { year: "2023" } });
    // (40 − 18.23) × 200 = 4354 kWh; × 0.381 = 1658.874 kg; × 0.2359 = 1027.1086
    expect(answer.results.energySavedKWhYear).toBeCloseTo(4354, 9);
    expect(answer.results.co2SavedKgYear).toBeCloseTo(1658.874, 9);
    expect(answer.results.costSavedYear).toBeCloseTo(1027.1086, 9);
    expect(answer.results.priceSource).toEqual({ key: "energy.source.entered" });
  });

  it("gains pixels and area against a 22-inch 1680 × 1050 monitor", async () => {
    const answer = await run("monitor=u2724de");
    // 2560 × 1440 = 3,686,400 px against 1680 × 1050 = 1,764,000 px: 3686400 / 1764000 − 1 = 1.08979… → 108.98 %
    expect(answer.results.pixelGainPct).toBeCloseTo((3686400 / 1764000 - 1) * 100, 9);
  });

  it("has no productivity case without a price, and says why", async () => {
    const answer = await run("monitor=u2724de");
    expect(answer.results.productivity).toBeNull();
    expect(answer.results.productivityMissing).toEqual(noPrice.reason);
    expect(answer.assumptions.map((row) => row.key)).toEqual(["legacyPowerOnW", "co2KgPerKwh"]);
  });

  it("runs the productivity calculator's model for the fleet: staff defaults to the number of old monitors", async () => {
    const answer = await run("legacyCount=250&monitor=u2724de&price=500&a.discountRate=0.08", undefined, { ok: true, context: withPrice });
    const alone = await runCalculator(
      productivityDefinition,
      async (): Promise<{ ok: true; context: ProductivityContext }> => ({ ok: true, context: withPrice }),
      // why-refresh's legacy size is always given (22 inches by default); productivity's is optional
      new URLSearchParams("staff=250&monitor=u2724de&price=500&a.discountRate=0.08&legacySize=22"),
      { site: "work", language: "en-us" },
    );
    if (!alone.ok) throw new Error(JSON.stringify(alone.issues));
    expect(answer.results.productivity).toEqual(alone.results);
    expect(answer.assumptions.map((row) => row.key)).toEqual(["legacyPowerOnW", "co2KgPerKwh", ...alone.assumptions.map((row) => row.key)]);
    const explicit = await run("legacyCount=250&staff=40&monitor=u2724de&price=500", undefined, { ok: true, context: withPrice });
    expect(explicit.results.productivity!.years[0]!.equipped).toBe(40);
  });

  it("counts no productivity gain when the new monitor is a downgrade, and says why", async () => {
    // legacy 27 in 2560 × 1440 against the U2724DE (27 in, 2560 × 1440): no more pixels, no more area
    const answer = await run("legacyCount=100&legacySize=27&monitor=u2724de&price=500", undefined, { ok: true, context: withPrice });
    const productivity = answer.results.productivity!;
    expect(productivity.years.map((year) => year.productivity)).toEqual([0, 0, 0]);
    expect(productivity.years[0]!.connectivity).toBeGreaterThan(0);
    expect(productivity.productivityNote).toEqual({ key: "productivity.note.noUpgrade", values: { monitor: u2724de.title, legacy: "27.0", pixels: 0, area: 0 } });
  });

  it("refuses sizes off the list and a missing monitor", async () => {
    const answer = await runCalculator(whyRefreshDefinition, contextWith(undefined), new URLSearchParams("legacySize=26"), { site: "work", language: "en-us" });
    expect(answer).toEqual({ ok: false, issues: [{ field: "legacySize", message: "whyRefresh.error.legacySize" }, { field: "monitor", message: "calculator.error.monitor" }] });
  });
});
