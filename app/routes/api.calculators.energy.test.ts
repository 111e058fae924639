import type { EnergyAnswer } from "~/features/calculators/energy/definition";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { energyFormat } from "~/features/calculators/energy/format";
import { getTranslator } from "~/i18n/translator.server";
import { createTestDatabase } from "../../tests/setup/test-database";
import { resourceResponse } from "../../tests/setup/resource-response";

// The same set-up as api.calculators.test.ts: a seeded throwaway PGlite, the visitor and the switches.
const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined, partner: false }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/features/auth/viewer.server", () => ({
  getViewer: async () => (state.partner ? { userId: "p1", isPartner: true } : null),
}));

const { loader } = await import("./api.calculators");
const { loader: resultsLoader } = await import("./energy-calculator.results");

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
});
afterAll(() => state.handle!.close());

async function get(path: string): Promise<Response> {
  const url = new URL(`http://localhost${path}`);
  const [, lang, , , name] = url.pathname.split("/");
  return await resourceResponse(loader({ request: new Request(url), params: { lang: lang!, name: name! }, context: {} } as never));
}

async function json(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  return response.json();
}

type Assumption = { key: string; label: string; value: number; default: number; unit: string; source: string; overridden: boolean };
const find = (assumptions: Assumption[], key: string) => assumptions.find((row) => row.key === key)!;

const QUERY = "layout=single&c1m=u2723qe&c1q=10&country=US&env=office&price=0.15&hours=8&days=250&units=metric&mode=conservative&view=table&period=annual&co2=fixed";

// U2723QE per ENERGY STAR (the seed's dell-monitors-merged.csv): 28.32 W on, 0.74 W asleep, 0.3 W off.
// 8 h × 250 days = 2,000 h on; 8,760 − 2,000 = 6,760 h off (conservative: switched off, not asleep).
// One monitor: (28.32 × 2,000 + 0.3 × 6,760) / 1,000 = (56,640 + 2,028) / 1,000 = 58.668 kWh a year.
const TEN = {
  kwh: 586.68, // 58.668 × 10
  cost: 88.002, // 586.68 × 0.15 USD
  co2: 436.607256, // 586.68 × 0.7442 kg
  heatBtu: 2_001_834.2952, // 586.68 × 3,412.14
};
// Per hour of use only the on-power counts: 28.32 W × 10 / 1,000 = 0.2832 kWh.
const TEN_HOURLY = { kwh: 0.2832, cost: 0.04248, co2: 0.21075744, heatBtu: 966.318048 };

function expectFigures(actual: Record<string, number>, expected: Record<string, number>) {
  for (const [name, value] of Object.entries(expected)) expect(actual[name], name).toBeCloseTo(value, 6);
}

describe("GET /{lang}/api/calculators/energy", () => {
  it("answers the results page's figures for its query: 586.7 kWh, $88.00, 436.6 kg a year", async () => {
    const body = await json(`/en-us/api/calculators/energy?${QUERY}`);
    expect(body.inputs).toEqual({
      layout: "single",
      columns: [{ name: "", rows: [{ monitor: "u2723qe", quantity: 10 }] }],
      country: "US",
      environment: "office",
      price: 0.15,
      hours: 8,
      days: 250,
      units: "metric",
      mode: "conservative",
      view: "table",
      period: "annual",
      co2: "fixed",
    });
    const { results } = body;
    expect(results).toMatchObject({
      currency: "USD",
      co2Unit: "kg",
      price: { amount: 0.15, currency: "USD", source: { kind: "entered" }, rate: { currency: "USD", ratePerUsd: 1 } },
      co2Factor: { kind: "fixed" },
      co2PerKwh: 0.7442,
      onHoursPerYear: 2000,
      offHoursPerYear: 6760,
    });
    expect(results.columns).toHaveLength(1);
    const [option] = results.columns;
    expect(option.name).toBe("Option 1");
    expect(option.quantity).toBe(10);
    expect(option.differenceFromFirst).toBeNull();
    expect(option.rows).toHaveLength(1);
    expect(option.rows[0].monitor).toEqual({ slug: "u2723qe", title: expect.stringContaining("U2723QE") });
    expect(option.rows[0].quantity).toBe(10);
    expect(option.rows[0].kwhPerMonitorYear).toBeCloseTo(58.668, 9);
    // ENERGY STAR's typical energy use: 8.76 × (0.35 × 28.32 + 0.65 × 0.74) = 8.76 × (9.912 + 0.481) = 91.04268 kWh.
    expect(option.rows[0].typicalKwhPerMonitorYear).toBeCloseTo(91.04268, 9);
    for (const figures of [option.rows[0], option, results.combined]) {
      expectFigures(figures.annual, TEN);
      expectFigures(figures.hourly, TEN_HOURLY);
    }
    expect(results.combined.quantity).toBe(10);
    // As the page writes them.
    const format = energyFormat(await getTranslator("en-us"), "en-US", "USD", "metric", "annual");
    expect([format.energy(option.annual.kwh), format.money(option.annual.cost), format.co2(option.annual.co2)]).toEqual(["586.7 kWh", "$88.00", "436.6 kg"]);
    expect(results.shareUrl).toBe(`http://localhost:3000/en-us/energy-calculator/results?${QUERY}`);
  });

  it("computes exactly what the results page computes", async () => {
    const data = await resultsLoader({ request: new Request(`http://localhost/en-us/energy-calculator/results?${QUERY}`), params: {}, context: {} } as never);
    const page = (data.page as unknown as { run: { results: EnergyAnswer } }).run.results;
    const body = await json(`/en-us/api/calculators/energy?${QUERY}`);
    expect(body.results.columns[0].annual).toEqual(page.columns[0]!.annual);
    expect(body.results.columns[0].hourly).toEqual(page.columns[0]!.hourly);
    expect(body.results.combined).toEqual(page.combined);
    expect(body.results.price.amount).toBe(page.price.amount);
  });

  it("states every assumption of the page's panel with its value, unit and source", async () => {
    const { assumptions } = await json(`/en-us/api/calculators/energy?${QUERY}`);
    expect(assumptions.map((row: Assumption) => row.key)).toEqual([
      "onHoursPerYear",
      "offHoursPerYear",
      "hoursPerYear",
      "costPerKwh",
      "usdRate",
      "co2PerKwh",
      "btuPerKwh",
      "tecKwhPerWattYear",
      "tecOnShare",
      "tecSleepShare",
      "onWatts.u2723qe",
      "sleepWatts.u2723qe",
      "offWatts.u2723qe",
    ]);
    // No overrides in the query: each value is its default.
    for (const row of assumptions as Assumption[]) {
      expect(row.default).toBe(row.value);
      expect(row.overridden).toBe(false);
      expect(row.label).not.toBe("");
      expect(row.source).not.toBe("");
    }
    expect(find(assumptions, "onHoursPerYear")).toMatchObject({ value: 2000, unit: "h/year", label: "Hours on a year" });
    expect(find(assumptions, "onHoursPerYear").source).toContain("8 hours a day × 250 days = 2,000 hours on a year");
    expect(find(assumptions, "offHoursPerYear")).toMatchObject({ value: 6760, unit: "h/year" });
    expect(find(assumptions, "offHoursPerYear").source).toMatch(/^Conservative: monitors are switched off/);
    expect(find(assumptions, "hoursPerYear")).toMatchObject({ value: 8760, unit: "h/year" });
    expect(find(assumptions, "costPerKwh")).toMatchObject({ value: 0.15, unit: "USD/kWh", label: "Cost per kWh", source: "your own figure" });
    expect(find(assumptions, "usdRate")).toMatchObject({ value: 1, unit: "USD/USD", label: "USD per US dollar" });
    expect(find(assumptions, "co2PerKwh")).toMatchObject({ value: 0.7442, unit: "kg/kWh", source: "Fixed factor: 0.7442 kg (or 1.6407 lb) of CO2 per kWh." });
    expect(find(assumptions, "btuPerKwh")).toMatchObject({ value: 3412.14, unit: "BTU/kWh" });
    expect(find(assumptions, "btuPerKwh").source).toContain("3,412.14 BTU");
    expect(find(assumptions, "tecKwhPerWattYear")).toMatchObject({ value: 8.76, unit: "kWh/W/year" });
    expect(find(assumptions, "tecOnShare")).toMatchObject({ value: 0.35, unit: "ratio" });
    expect(find(assumptions, "tecSleepShare")).toMatchObject({ value: 0.65, unit: "ratio" });
    expect(find(assumptions, "onWatts.u2723qe")).toMatchObject({ value: 28.32, unit: "W" });
    expect(find(assumptions, "onWatts.u2723qe").label).toMatch(/U2723QE.*: on-power$/);
    expect(find(assumptions, "sleepWatts.u2723qe").value).toBe(0.74);
    expect(find(assumptions, "offWatts.u2723qe").value).toBe(0.3);
    // Only the ENERGY STAR source: the monitor's retail and EDID sources state other facts.
    expect(find(assumptions, "offWatts.u2723qe").source).toBe(
      "On, sleep and off power in watts as certified under ENERGY STAR: US EPA ENERGY STAR certified displays, snapshot of December 2022 (public domain)",
    );
  });

  it("words the sources for the hours, formula and units asked, not for an earlier answer (the words are kept per what they state)", async () => {
    const source = async (query: string, key: string) => find((await json(`/en-us/api/calculators/energy?${query}`)).assumptions, key).source;
    expect(await source(QUERY, "onHoursPerYear")).toContain("8 hours a day × 250 days = 2,000 hours on a year");
    // Another quantity: the same words. Other hours, days or formula: their own words.
    expect(await source(QUERY.replace("c1q=10", "c1q=11"), "onHoursPerYear")).toContain("8 hours a day × 250 days = 2,000 hours on a year");
    expect(await source(QUERY.replace("hours=8", "hours=10"), "onHoursPerYear")).toContain("10 hours a day × 250 days = 2,500 hours on a year");
    expect(await source(QUERY.replace("days=250", "days=200"), "onHoursPerYear")).toContain("8 hours a day × 200 days = 1,600 hours on a year");
    expect(await source(QUERY.replace("mode=conservative", "mode=standard"), "offHoursPerYear")).not.toMatch(/^Conservative/);
  });

  it("names the country's published price with its period and source, and the grid's CO2 factor (Ember via CO2.js, with its year)", async () => {
    const body = await json("/en-us/api/calculators/energy?c1m=u2723qe&c1q=10&country=US&hours=8&days=250&mode=conservative&co2=grid");
    expect(body.inputs.price).toBeNull();
    // The EIA's commercial average, February 2026: 14.12 US cents (published-prices.csv).
    expect(body.results.price).toMatchObject({ amount: 0.1412, currency: "USD", source: { kind: "published", period: "2026-02", currency: "USD", consumer: "business" } });
    expect(find(body.assumptions, "costPerKwh").source).toContain("US commercial sector, national average, 2026-02: $0.1412, as published by US Energy Information Administration (EIA)");
    // CO2.js 0.19.0's USA: 383.55 g CO2e per kWh (2024) = 0.38355 kg; 586.68 kWh × 0.38355 = 225.021114 kg.
    expect(body.results.co2Factor).toEqual({ kind: "grid", gramsPerKwh: 383.55, year: 2024 });
    expect(body.results.co2PerKwh).toBeCloseTo(0.38355, 9);
    expect(body.results.combined.annual.co2).toBeCloseTo(225.021114, 6);
    const co2 = find(body.assumptions, "co2PerKwh");
    expect(co2).toMatchObject({ value: 0.38355, unit: "kg/kWh" });
    expect(co2.source).toContain("384 g CO2e per kWh, Ember's yearly average for 2024");
    expect(co2.source).toContain("CO2.js");
    expect(co2.source).toContain("(https://ember-energy.org/data/yearly-electricity-data/)");
  });

  it("uses a GB price in pounds with its period for a GB office, not 0.15 US dollars converted", async () => {
    const body = await json("/en-us/api/calculators/energy?c1m=u2723qe&c1q=10&country=GB&hours=8&days=250&mode=conservative&co2=fixed");
    // DESNZ, first half of 2025: 25.33 pence a kWh; 586.68 kWh × 0.2533 = 148.606044 GBP.
    expect(body.results.price).toMatchObject({ amount: 0.2533, currency: "GBP", source: { kind: "published", period: "2025-H1", currency: "GBP" } });
    expectFigures(body.results.combined.annual, { cost: 148.606044 });
    expect(find(body.assumptions, "costPerKwh").source).toContain("2025-H1: £0.2533");
    // The exchange rate's line names its dated set.
    expect(find(body.assumptions, "usdRate").source).toContain("rates of June 2026 (US Federal Reserve, FRED monthly averages)");
  });

  it("answers 400 naming the price where no price is published and none is given", async () => {
    const response = await get("/en-us/api/calculators/energy?c1m=u2723qe&c1q=10&country=JP&hours=8&days=250&mode=conservative&co2=fixed");
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ field: "price", message: "Enter your cost per kWh: no published price is available for this country." }]);
    const zh = await get("/zh-cn/api/calculators/energy?c1m=u2723qe&c1q=10&country=JP&env=home");
    expect(zh.status).toBe(400);
    expect((await zh.json()).issues).toEqual([{ field: "price", message: "请输入您的每千瓦时电费：该国家/地区没有可用的公开电价。" }]);
    // With the visitor's own figure it answers: 586.68 kWh × 31 JPY = 18,187.08 JPY.
    const own = await json("/en-us/api/calculators/energy?c1m=u2723qe&c1q=10&country=JP&price=31&hours=8&days=250&mode=conservative&co2=fixed");
    expect(own.results.price).toMatchObject({ amount: 31, currency: "JPY", source: { kind: "entered" } });
    expectFigures(own.results.combined.annual, { cost: 18187.08 });
    const csv = await get("/en-us/api/calculators/energy.csv?c1m=u2723qe&c1q=10&country=JP");
    expect(csv.status).toBe(400);
    const pdf = await get("/en-us/api/calculators/energy.pdf?c1m=u2723qe&c1q=10&country=JP");
    expect(pdf.status).toBe(400);
  });

  it("says a converted Eurostat price's euro rate, and pounds in imperial units", async () => {
    const body = await json("/en-us/api/calculators/energy?c1m=u2723qe&c1q=10&country=SE&hours=8&days=250&units=imperial&mode=conservative&co2=fixed");
    expect(body.results).toMatchObject({ currency: "SEK", co2Unit: "lb", price: { currency: "SEK", source: { kind: "eurostat", consumer: "business" } } });
    expect(find(body.assumptions, "costPerKwh").unit).toBe("SEK/kWh");
    expect(find(body.assumptions, "costPerKwh").source).toContain("Eurostat business price");
    expect(find(body.assumptions, "usdRate").unit).toBe("SEK/USD");
    expect(find(body.assumptions, "eurRate")).toMatchObject({ unit: "EUR/USD", label: "Euros per US dollar (converting the Eurostat price)" });
    // The specification's 1.6407 lb per kWh: 586.68 kWh × 1.6407 = 962.565876 lb.
    expect(find(body.assumptions, "co2PerKwh")).toMatchObject({ value: 1.6407, unit: "lb/kWh" });
    expect(body.results.combined.annual.co2).toBeCloseTo(962.565876, 6);
  });

  it("compares each option with the first, under the visitor's names", async () => {
    const body = await json(`/en-us/api/calculators/energy?${QUERY.replace("layout=single", "layout=double&c1n=Today")}&c2m=u2723qe&c2q=5`);
    const [today, second] = body.results.columns;
    expect([today.name, second.name]).toEqual(["Today", "Option 2"]);
    // Five of the same monitor: 58.668 × 5 = 293.34 kWh, 293.34 − 586.68 = −293.34 kWh; × 0.15 = −44.001 USD.
    expectFigures(second.annual, { kwh: 293.34, cost: 44.001 });
    expectFigures(second.differenceFromFirst.annual, { kwh: -293.34, cost: -44.001 });
    // Both options together: 586.68 + 293.34 = 880.02 kWh, 15 monitors.
    expectFigures(body.results.combined.annual, { kwh: 880.02 });
    expect(body.results.combined.quantity).toBe(15);
  });

  it("applies overrides (a.<key>) within their bounds, says which, and keeps them in the share link", async () => {
    // Twice the price: 586.68 kWh × 0.30 = 176.004 USD. The U2723QE at 20 W on: (20 × 2,000 + 0.3 × 6,760) / 1,000 = 42.028 kWh, × 10 = 420.28 kWh.
    const body = await json(`/en-us/api/calculators/energy?${QUERY}&a.costPerKwh=0.3&a.onWatts.u2723qe=20`);
    expect(find(body.assumptions, "costPerKwh")).toMatchObject({ value: 0.3, default: 0.15, overridden: true });
    expect(find(body.assumptions, "onWatts.u2723qe")).toMatchObject({ value: 20, default: 28.32, overridden: true });
    expectFigures(body.results.combined.annual, { kwh: 420.28, cost: 126.084 });
    expect(body.results.price.amount).toBe(0.3);
    expect(body.results.shareUrl).toBe(`http://localhost:3000/en-us/energy-calculator/results?${QUERY}&a.costPerKwh=0.3&a.onWatts.u2723qe=20`);
    // A published dollar price follows an overridden exchange rate: China's 0.088 USD × 2 CNY/USD = 0.176 CNY a kWh; 586.68 kWh × 0.176 = 103.25568 CNY.
    const rated = await json("/en-us/api/calculators/energy?c1m=u2723qe&c1q=10&country=CN&hours=8&days=250&mode=conservative&co2=fixed&a.usdRate=2");
    expect(rated.results.price.amount).toBeCloseTo(0.176, 12);
    expectFigures(rated.results.combined.annual, { cost: 103.25568 });
    const bad = await get(`/en-us/api/calculators/energy?${QUERY}&a.tecOnShare=2`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues).toEqual([{ field: "a.tecOnShare", message: expect.stringContaining("1") }]);
  });

  it("answers in Chinese on the zh-cn path, with the same figures", async () => {
    const t = await getTranslator("zh-cn");
    const body = await json(`/zh-cn/api/calculators/energy?${QUERY}`);
    expect(body.results.columns[0].name).toBe(t("energy.option", { number: 1 }));
    expectFigures(body.results.combined.annual, TEN);
    expect(find(body.assumptions, "onHoursPerYear").label).toBe("每年开机小时数");
    expect(find(body.assumptions, "costPerKwh").source).toBe(t("energy.source.entered"));
    for (const row of body.assumptions as Assumption[]) expect(`${row.label}${row.source}`).toMatch(/[\u4e00-\u9fff]/);
    // Chinese sentences run on without a space after full-width punctuation.
    expect(find(body.assumptions, "onWatts.u2723qe").source).toBe(`${t("energy.assumptions.power")}${t("source.energystar-2022")}`);
  });

  it("gives the same answer as CSV, each option's monitors as a block", async () => {
    const response = await get(`/en-us/api/calculators/energy.csv?${QUERY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="energy.csv"');
    const text = await response.text();
    expect(text).toContain("input,country,US\r\n");
    expect(text).toContain("input,price,0.15\r\n");
    expect(text).toContain("assumption,costPerKwh,0.15,USD/kWh,Cost per kWh,your own figure,no\r\n");
    expect(text).toContain("assumption,co2PerKwh,0.7442,kg/kWh,CO2 factor,Fixed factor: 0.7442 kg (or 1.6407 lb) of CO2 per kWh.,no\r\n");
    expect(text).toContain("result,currency,USD\r\n");
    expect(text).toContain("result,price.source.kind,entered\r\n");
    expect(text).toContain("result,combined.quantity,10\r\n");
    expect(text).toContain("inputs.columns.0.rows:,monitor,quantity\r\n,u2723qe,10\r\n");
    expect(text).toMatch(/\r\ncolumns:,name,quantity,annual\.kwh,annual\.cost,annual\.co2,annual\.heatBtu,hourly\.kwh,/);
    expect(text).toContain("\r\ncolumns.0.rows:,monitor.slug,monitor.title,quantity,kwhPerMonitorYear,typicalKwhPerMonitorYear,annual.kwh,");
    expect(text).toMatch(/\r\n,u2723qe,[^\r]*U2723QE[^\r]*,10,58\.66\d*,91\.04\d*,586\.68/);
  });

  it("serves the For Home site with site=home, and partners", async () => {
    const home = await json(`/en-us/api/calculators/energy?${QUERY}&site=home`);
    expect(home.results.shareUrl).toBe(`http://localhost:3000/for-home/en-us/energy-calculator/results?${QUERY}`);
    expect(home.inputs).not.toHaveProperty("site");
    expectFigures(home.results.combined.annual, TEN);
    state.partner = true;
    try {
      const partner = await json(`/en-us/api/calculators/energy?${QUERY}`);
      expectFigures(partner.results.combined.annual, TEN);
      expect((await get(`/en-us/api/calculators/energy.csv?${QUERY}`)).status).toBe(200);
    } finally {
      state.partner = false;
    }
  });

  it("answers bad input with 400 and a message per field, in the path's language, for JSON and CSV", async () => {
    for (const name of ["energy", "energy.csv"]) {
      const bad = await get(`/en-us/api/calculators/${name}?${QUERY.replace("hours=8", "hours=25").replace("c1q=10", "c1q=0")}`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        message: "Some inputs need attention. Nothing was calculated.",
        issues: [
          { field: "hours", message: "Enter working hours per day from 0 to 24." },
          { field: "c1-row-1-quantity", message: expect.stringContaining("1,000,000") },
        ],
      });
    }
    const unknown = await get("/zh-cn/api/calculators/energy?c1m=no-such-monitor&c1q=1");
    expect(unknown.status).toBe(400);
    const body = await unknown.json();
    expect(body.issues[0].field).toBe("c1-row-1-monitor");
    expect(`${body.message}${body.issues[0].message}`).toMatch(/^[^a-z]*[\u4e00-\u9fff]/);
    expect((await get(`/en-us/api/calculators/energy.xml?${QUERY}`)).status).toBe(404);
  });
  // Issue 50, defect 6: a choice was looked up with a fallback, so `mode=constructor` answered 200 with the default.
  it("answers 400 naming a choice field given none of its choices (prototype names, hex, NaN), for JSON, CSV and PDF", async () => {
    const choices: Record<string, string> = {
      layout: "single, double, triple",
      mode: "standard, conservative",
      units: "metric, imperial",
      co2: "fixed, grid",
      env: "office, home",
      view: "table, graph",
      period: "annual, hourly",
    };
    for (const [field, allowed] of Object.entries(choices)) {
      for (const value of ["constructor", "__proto__", "0x10", "NaN"]) {
        const query = `${QUERY.replace(new RegExp(`(^|&)${field}=[a-z]+`), "$1")}&${field}=${encodeURIComponent(value)}`;
        for (const name of ["energy", "energy.csv", "energy.pdf"]) {
          const bad = await get(`/en-us/api/calculators/${name}?${query}`);
          expect(bad.status, `${name} ${field}=${value}`).toBe(400);
          expect((await bad.json()).issues).toEqual([{ field, message: `${field} must be one of: ${allowed}.` }]);
        }
      }
    }
    for (const value of ["constructor", "__proto__", "0x10", "NaN"]) {
      const bad = await get(`/en-us/api/calculators/energy?${QUERY}&site=${encodeURIComponent(value)}`);
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues).toEqual([{ field: "site", message: "site must be one of: work, home." }]);
    }
    const chinese = await get(`/zh-cn/api/calculators/energy?${QUERY.replace("mode=conservative", "mode=constructor")}`);
    expect(chinese.status).toBe(400);
    expect((await chinese.json()).issues).toEqual([{ field: "mode", message: "mode 必须是以下之一：standard, conservative。" }]);
    // The choices themselves still answer.
    expect((await get(`/en-us/api/calculators/energy?${QUERY}&site=work`)).status).toBe(200);
  });
  // Issue 50, defect 5: the rows past 20 were dropped silently (25 rows answered as 20, 200).
  it("answers 400 on the option's rows for more than 20 rows, as meeting-room ROI does, and 200 for 20", async () => {
    const rows = (count: number) => Array.from({ length: count }, () => "c1m=u2723qe&c1q=1").join("&");
    const tooMany = await get(`/en-us/api/calculators/energy?layout=single&${rows(25)}&price=0.15`);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).issues).toEqual([{ field: "c1", message: "Enter at most 20 rows for option 1." }]);
    const chinese = await get(`/zh-cn/api/calculators/energy.csv?layout=single&${rows(21)}&price=0.15`);
    expect(chinese.status).toBe(400);
    expect((await chinese.json()).issues).toEqual([{ field: "c1", message: "方案 1 最多只能输入 20 行。" }]);
    const twenty = await json(`/en-us/api/calculators/energy?layout=single&${rows(20)}&price=0.15`);
    expect(twenty.inputs.columns[0].rows).toHaveLength(20);
  });
  // Issue 50, defect 7: 16,000 hours in an 8,760-hour year, and shares above one whole, were accepted.
  it("answers 400 on both assumptions where they contradict each other (hours past a year, shares past 1), translated", async () => {
    const hours = await get(`/en-us/api/calculators/energy?${QUERY}&a.onHoursPerYear=8000&a.offHoursPerYear=8000`);
    expect(hours.status).toBe(400);
    expect((await hours.json()).issues).toEqual([
      { field: "a.onHoursPerYear", message: "a.onHoursPerYear and a.offHoursPerYear together must not be more than 8,760." },
      { field: "a.offHoursPerYear", message: "a.onHoursPerYear and a.offHoursPerYear together must not be more than 8,760." },
    ]);
    const shares = await get(`/zh-cn/api/calculators/energy.csv?${QUERY}&a.tecOnShare=0.9&a.tecSleepShare=0.9`);
    expect(shares.status).toBe(400);
    expect((await shares.json()).issues.map((issue: { field: string; message: string }) => [issue.field, issue.message])).toEqual([
      ["a.tecOnShare", "a.tecOnShare 与 a.tecSleepShare 之和不能大于 1。"],
      ["a.tecSleepShare", "a.tecOnShare 与 a.tecSleepShare 之和不能大于 1。"],
    ]);
    // One set, the calculator's own other value making the sum impossible: 8,000 + 6,760 (8,760 − 8 h × 250 days) h, 0.9 + 0.65.
    const alone = await get(`/en-us/api/calculators/energy?${QUERY}&a.onHoursPerYear=8000`);
    expect(alone.status).toBe(400);
    expect((await alone.json()).issues.map((issue: { field: string }) => issue.field)).toEqual(["a.onHoursPerYear", "a.offHoursPerYear"]);
    const share = await get(`/en-us/api/calculators/energy?${QUERY}&a.tecOnShare=0.9`);
    expect(share.status).toBe(400);
    expect((await share.json()).issues.map((issue: { field: string }) => issue.field)).toEqual(["a.tecOnShare", "a.tecSleepShare"]);
    // 2,000 h with the 6,760 off-hours it leaves, and 0.3 + 0.65, fit.
    expect((await get(`/en-us/api/calculators/energy?${QUERY}&a.onHoursPerYear=2000`)).status).toBe(200);
    expect((await get(`/en-us/api/calculators/energy?${QUERY}&a.tecOnShare=0.3`)).status).toBe(200);
    // Nothing set: a leap year's 24 h × 366 days is the model's own case (no off-hours), never refused.
    expect((await get(`/en-us/api/calculators/energy?${QUERY.replace("hours=8&days=250", "hours=24&days=366")}`)).status).toBe(200);
    // 2,000 + 6,760 = 8,760 h and 0.35 + 0.65 = 1: a whole year and one whole still answer.
    expect((await get(`/en-us/api/calculators/energy?${QUERY}&a.onHoursPerYear=2000&a.offHoursPerYear=6760&a.tecOnShare=0.35&a.tecSleepShare=0.65`)).status).toBe(200);
    // Ergonomics: the preferred character size below the minimum one.
    const ergonomics = await get("/en-us/api/calculators/ergonomics?heightCm=175&posture=both&monitor=u2724de&count=2&arrangement=centred&glasses=bifocal&a.preferredArcmin=10&a.minimumArcmin=30");
    expect(ergonomics.status).toBe(400);
    expect((await ergonomics.json()).issues).toEqual([
      { field: "a.minimumArcmin", message: "a.minimumArcmin must not be more than a.preferredArcmin." },
      { field: "a.preferredArcmin", message: "a.minimumArcmin must not be more than a.preferredArcmin." },
    ]);
    expect((await get("/en-us/api/calculators/ergonomics?heightCm=175&posture=both&monitor=u2724de&count=2&arrangement=centred&glasses=bifocal&a.preferredArcmin=30&a.minimumArcmin=30")).status).toBe(200);
  });
});
