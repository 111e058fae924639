import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
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
  const answer = await runCalculator(whyRefreshDefinition, contextWith(grid, productivity), parseCalculatorQuery(new URLSearchParams(query), whyRefreshDefinition), { site: "work", language: "en-us" });
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
      parseCalculatorQuery(new URLSearchParams("staff=250&monitor=u2724de&price=500&a.discountRate=0.08&legacySize=22"), productivityDefinition),
      { site: "work", language: "en-us" },
    );
    if (!alone.ok) throw new Error(JSON.stringify(alone.issues));
    expect(answer.results.productivity).toEqual(alone.results);
    expect(answer.assumptions.map((row) => row.key)).toEqual(["legacyPowerOnW", "co2KgPerKwh", ...alone.assumptions.map((row) => row.key)]);
    const explicit = await run("legacyCount=250&staff=40&monitor=u2724de&price=500", undefined, { ok: true, context: withPrice });
    expect(explicit.results.productivity!.years[0]!.equipped).toBe(40);
  });

  it("counts no productivity or connectivity benefit in a like-for-like swap, and says why", async () => {
    // legacy 27 in 2560 × 1440 against the U2724DE (27 in, 2560 × 1440): no more pixels, no more area
    const withUsbC = { ok: true, context: { ...withPrice, monitor: { ...withPrice.monitor!, ports: ["DisplayPort", "USB-C"] } } } as const;
    const answer = await run("legacyCount=100&legacySize=27&monitor=u2724de&price=500", undefined, withUsbC);
    const productivity = answer.results.productivity!;
    expect(productivity.years.map((year) => year.productivity)).toEqual([0, 0, 0]);
    expect(productivity.years.map((year) => year.connectivity)).toEqual([0, 0, 0]);
    expect(productivity.productivityNote).toEqual({ key: "productivity.note.noUpgrade", values: { monitor: u2724de.title, legacy: "27.0", pixels: 0, area: 0 } });
    expect(productivity.benefitConditions.connectivity.note.key).toBe("productivity.condition.connectivity.downgrade");
  });

  describe("the issue's case: 100 × 27-inch QHD replaced by the P2225H", () => {
    // Dell P2225H (db/seed-data/energystar/dell-monitors-merged.csv): 21.5 in, 1920 × 1080, on 9.9 W,
    // no interfaces listed. No catalogue price: 200 USD entered. US salary 100 000 USD entered.
    const p2225h = { slug: "p2225h", title: "Dell P2225H", figures: { sizeInches: 21.5, widthPx: 1920, heightPx: 1080, powerOnWatts: 9.9 } };
    const productivityContext: ProductivityContext = {
      ...business,
      monitor: { slug: "p2225h", title: "Dell P2225H", series: "p", listPriceUsd: null, sizeInches: 21.5, widthPx: 1920, heightPx: 1080, ports: [] },
      priceUsd: 200,
    };
    const loader: ContextLoader<WhyRefreshInputs, WhyRefreshContext> = async () => ({
      ok: true,
      context: { business, productivity: { ok: true, context: productivityContext }, monitor: p2225h, automaticPrice: { amount: 0.15, source: { key: "energy.source.eurostatBusiness", values: { period: "2024-S2" } } }, gridFactor: undefined },
    });

    it("has no productivity, connectivity or retention benefit, so its ROI is −100 %", async () => {
      const answer = await runCalculator(whyRefreshDefinition, loader, parseCalculatorQuery(new URLSearchParams("legacyCount=100&legacySize=27&monitor=p2225h&price=200&salary=100000"), whyRefreshDefinition), { site: "work", language: "en-us" });
      if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
      const productivity = answer.results.productivity!;
      expect(productivity.years.map((year) => [year.productivity, year.connectivity, year.retention])).toEqual([
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ]);
      // PV costs: monitors 100 × 200 × 0.9 = 18 000 and deployment 100 × 0.32 × 35.0480769 × 1.05 = 1177.615385
      // at the start; moves 1156.586538 / 1.1 + 1191.284135 / 1.21 + 1227.022659 / 1.331
      //   = 1051.442308 + 984.532343 + 921.880285 = 2957.854936 → 22 135.470321
      expect(productivity.pv.costs).toBeCloseTo(22_135.470321, 4);
      expect(productivity.pv.npv).toBeCloseTo(-22_135.470321, 4);
      // ROI = (0 − 22 135.47) / 22 135.47 = −1: every scenario, the no-gain one included
      expect(productivity.roi).toBeCloseTo(-1, 12);
      expect(productivity.paybackMonths).toBeNull();
      expect(Object.keys(productivity.scenarios)).toEqual(["none", "low", "likely", "high"]);
      for (const scenario of Object.values(productivity.scenarios)) expect(scenario.roi).toBeCloseTo(-1, 12);
      expect(productivity.benefitConditions.connectivity).toEqual({ counts: false, note: { key: "productivity.condition.connectivity.downgrade", values: { monitor: "Dell P2225H" } } });
      expect(productivity.benefitConditions.retention).toEqual({ counts: false, note: { key: "productivity.condition.retention.notLarger", values: { monitor: "Dell P2225H", legacy: "27.0" } } });
      // the workspace tab and the PDF compare resolution and power, not the model's name
      expect(answer.results.monitor).toEqual({ slug: "p2225h", title: "Dell P2225H", widthPx: 1920, heightPx: 1080, powerOnW: 9.9 });
    });
  });

  describe("an upgrade: 100 × 22-inch 1680 × 1050 replaced by the U2724DE", () => {
    const withPorts = (ports: string[]) => ({ ok: true, context: { ...withPrice, monitor: { ...withPrice.monitor!, ports } } }) as const;
    const query = "legacyCount=100&legacySize=22&monitor=u2724de&price=500&salary=100000";

    it("counts connectivity when the U2724DE lists a USB-C port and the old monitors have none", async () => {
      const answer = await run(query, undefined, withPorts(["DisplayPort", "HDMI", "USB-C", "USB"]));
      const productivity = answer.results.productivity!;
      // 100 × 6.3 h × 64.9038462 USD/h × (1 − 0.05) = 38 844.95192 in year 1 (salary 100 000 × 1.35 / 2080)
      expect(productivity.years[0]!.connectivity).toBeCloseTo(38_844.95192, 4);
      // retention: 100 × 0.2 × 0.1 × 1 (UltraSharp) × 4000 × 0.9 = 7200: 43 % more screen area than before
      expect(productivity.years[0]!.retention).toBeCloseTo(7200, 9);
      expect(productivity.benefitConditions.connectivity.counts).toBe(true);
      expect(productivity.benefitConditions.retention.note).toEqual({ key: "productivity.condition.retention.counts", values: { monitor: u2724de.title, legacy: "22.0", area: 43 } });
    });

    it("counts no connectivity when the old monitors already have such a port", async () => {
      const answer = await run(`${query}&legacyUsbC=yes`, undefined, withPorts(["DisplayPort", "USB-C"]));
      expect(answer.results.productivity!.years[0]!.connectivity).toBe(0);
      expect(answer.results.productivity!.benefitConditions.connectivity.note.key).toBe("productivity.condition.connectivity.legacyHad");
    });

    it("counts no connectivity when the monitor's ports are unknown, and says so", async () => {
      const answer = await run(query, undefined, withPorts([]));
      const productivity = answer.results.productivity!;
      expect(productivity.years.map((year) => year.connectivity)).toEqual([0, 0, 0]);
      expect(productivity.benefitConditions.connectivity).toEqual({ counts: false, note: { key: "productivity.condition.connectivity.portsUnknown", values: { monitor: u2724de.title } } });
      // the other benefits stay: year 1 retention 7200 as above
      expect(productivity.years[0]!.retention).toBeCloseTo(7200, 9);
    });
  });

  it("refuses sizes off the list and a missing monitor", async () => {
    const answer = await runCalculator(whyRefreshDefinition, contextWith(undefined), parseCalculatorQuery(new URLSearchParams("legacySize=26"), whyRefreshDefinition), { site: "work", language: "en-us" });
    expect(answer).toEqual({ ok: false, issues: [{ field: "legacySize", message: "whyRefresh.error.legacySize" }, { field: "monitor", message: "calculator.error.monitor" }] });
  });
});
