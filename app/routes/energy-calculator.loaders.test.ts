import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { serializeSettingsCookie } from "~/features/library/settings/visitor-settings";
import type { EnergyAnswer } from "~/features/calculators/energy/definition";
import type { CalculatorPageData } from "~/features/calculators/frame/page-data";
import { createTestDatabase } from "../../tests/setup/test-database";

// The loaders read the app's database; here it is a seeded throwaway PGlite.
const database = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => database.handle!.db }));

const { loader: inputLoader } = await import("./energy-calculator.input");
const { loader: resultsLoader } = await import("./energy-calculator.results");

beforeAll(async () => {
  database.handle = await createTestDatabase("pglite");
  await seedReferenceData(database.handle.db);
  await seedMonitors(database.handle.db);
});
afterAll(() => database.handle!.close());

const origin = "http://localhost";
const args = (path: string, headers: Record<string, string> = {}) => ({ request: new Request(`${origin}${path}`, { headers }), params: {}, context: {} }) as never;

/** The frame's page data a loader answered. */
function pageOf(data: { page: unknown }): CalculatorPageData<EnergyAnswer> {
  return data.page as CalculatorPageData<EnergyAnswer>;
}
const results = async (query: string, headers?: Record<string, string>) => pageOf(await resultsLoader(args(`/en-us/energy-calculator/results?${query}`, headers)));
const issuesOf = (page: CalculatorPageData<EnergyAnswer>) => page.issues.map(({ field, message, values }) => (values ? { field, message, values } : { field, message }));

async function redirectOf(run: () => Promise<unknown>): Promise<URL> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) return new URL(thrown.headers.get("Location")!, origin);
    throw thrown;
  }
  throw new Error("expected a redirect");
}

describe("energy calculator routes (the frame's page)", () => {
  it("asks for the visitor's own price where none is published, naming the field; GB has its own", async () => {
    const japan = await results("c1m=u2724de&c1q=10&country=JP");
    expect(japan.run).toBeNull();
    expect(issuesOf(japan)).toEqual([{ field: "price", message: "energy.error.priceRequired" }]);
    // The price is typed in the country's currency.
    expect(japan.money?.local).toBe("JPY");
    const gb = await results("c1m=u2724de&c1q=10&country=GB");
    expect(gb.run?.results.price).toMatchObject({ currency: "GBP", amount: 0.2533, source: { kind: "published", period: "2025-H1" } });
  });

  it("names every invalid input on the form, keeping what was typed", async () => {
    const page = await results("c1m=u2724de&c1q=0&hours=25&days=400&price=-1");
    expect(page.run).toBeNull();
    expect(issuesOf(page)).toEqual([
      { field: "price", message: "energy.error.price", values: { min: 0, max: 1_000_000 } },
      { field: "hours", message: "energy.error.hours", values: { min: 0, max: 24 } },
      { field: "days", message: "energy.error.days", values: { min: 0, max: 366 } },
      { field: "c1-row-1-quantity", message: "energy.error.quantity", values: { min: 1, max: 1_000_000 } },
    ]);
    expect(page.values).toMatchObject({ hours: "25", c1q: "0" });
  });

  it("names a parameter given twice (input-rules)", async () => {
    const page = await results("c1m=u2724de&c1q=10&c1m=p2425h&c1q=5&hours=8&hours=9&country=US&country=DE&env=home&env=office");
    expect(issuesOf(page)).toEqual([
      { field: "hours", message: "api.error.repeated" },
      { field: "country", message: "api.error.repeated" },
      { field: "env", message: "api.error.repeated" },
    ]);
  });

  it("names a choice that is none of its field's (issue 50) and more rows than an option takes", async () => {
    expect(issuesOf(await results("c1m=u2724de&c1q=10&mode=constructor"))).toEqual([{ field: "mode", message: "api.error.choice", values: { field: "mode", choices: "standard, conservative" } }]);
    const rows = Array.from({ length: 21 }, () => "c1m=u2724de&c1q=1").join("&");
    expect(issuesOf(await results(rows))).toEqual([{ field: "c1", message: "calculator.error.tooManyOptionRows", values: { max: 20, option: 1 } }]);
  });

  it("sends a form sent without JavaScript (an empty price and option name) to the address without them, keeping an empty cell's place", async () => {
    const to = await redirectOf(() => resultsLoader(args("/en-us/energy-calculator/results?layout=single&c1n=&c1m=u2724de&c1q=12&c1m=&c1q=3&country=US&env=office&price=&hours=8&days=250")));
    expect(to.pathname).toBe("/en-us/energy-calculator/results");
    expect(to.searchParams.has("price")).toBe(false);
    expect(to.searchParams.has("c1n")).toBe(false);
    // The second row's empty monitor stays, so its quantity stays the second row's.
    expect(to.searchParams.getAll("c1m")).toEqual(["u2724de", ""]);
    expect(to.searchParams.getAll("c1q")).toEqual(["12", "3"]);
    // The canonical address draws the results: no second redirect.
    const page = pageOf(await resultsLoader(args(`${to.pathname}${to.search}`)));
    expect(page.run?.results.columns[0]!.quantity).toBe(12);
  });

  it("names a bad assumption value on its own field, every override kept", async () => {
    const page = await results("c1m=u2724de&c1q=10&country=US&a.costPerKwh=-2&a.btuPerKwh=3412");
    expect(page.overrides).toEqual({ costPerKwh: "-2", btuPerKwh: "3412" });
    expect(issuesOf(page)).toEqual([{ field: "a.costPerKwh", message: "calculator.error.assumptionRange", values: { min: 0, max: 1_000_000 } }]);
  });

  it("needs a monitor with power figures in every option", async () => {
    const [withoutPower] = (await (await import("~/features/calculators/energy/monitors.server")).listMonitorOptions(database.handle!.db, "work")).options.filter(
      (option) => !option.usable,
    );
    expect(issuesOf(await results(`layout=double&c1m=${withoutPower!.slug}&c2m=`))).toEqual([
      { field: "c1-row-1-monitor", message: "energy.error.monitorNoPower" },
      { field: "c2-row-1-monitor", message: "energy.error.columnEmpty" },
    ]);
  });

  it("shows no messages and no answer on the input page; a product page's monitor is spelt out as an option", async () => {
    const first = pageOf(await inputLoader(args("/en-us/energy-calculator/input")));
    expect(first.issues).toEqual([]);
    expect(first.run).toBeNull();
    const to = await redirectOf(() => inputLoader(args("/en-us/energy-calculator/input?m=U2724DE")));
    expect(`${to.pathname}${to.search}`).toBe("/en-us/energy-calculator/input?layout=single&c1m=u2724de&c1q=10");
    const prefilled = pageOf(await inputLoader(args(`${to.pathname}${to.search}`)));
    expect(prefilled.values).toMatchObject({ c1m: "u2724de", c1q: "10" });
  });

  it("answers a row button, from either page, with the input page's new address and the field to go to", async () => {
    const next = await redirectOf(() => resultsLoader(args("/zh-cn/energy-calculator/results?c1m=u2724de&c1q=10&intent=add-row:c1")));
    expect(next.pathname).toBe("/zh-cn/energy-calculator/input");
    expect(next.searchParams.getAll("c1m")).toEqual(["u2724de", ""]);
    expect(next.searchParams.has("intent")).toBe(false);
    expect(next.hash).toBe("#field-c1-row-2-monitor");
  });

  it("works the results out from the address, with the fallback price when the service is down", async () => {
    const page = await results("c1m=u2724de&c1q=10");
    const answer = page.run!.results;
    expect(answer.price).toMatchObject({ currency: "USD", amount: 0.1412, source: { kind: "published", period: "2026-02" } });
    // 43.9636 kWh a monitor (model.test.ts) × 10 = 439.636 kWh; × 0.1412 USD (EIA, February 2026) = 62.0766032 USD
    expect(answer.combined.annual.kwh).toBeCloseTo(439.636, 9);
    expect(answer.combined.annual.cost).toBeCloseTo(62.0766032, 9);
    // The configured origin (http://HOST:PORT by default), never the request's Host (issue 50).
    expect(answer.shareUrl).toMatch(/^http:\/\/localhost:3000\/en-us\/energy-calculator\/results\?layout=single&c1m=u2724de&c1q=10&country=US/);
    // The results page draws the options as text (no monitor lists to send), with the way back to change them.
    expect(page.optionsSummary).toEqual({ href: `/energy-calculator/input?${page.query}` });
    expect(page.pdfHref).toBe(`/en-us/api/calculators/energy.pdf?${page.query}`);
  });

  it("counts CO2 at the country's grid factor by default, and at the fixed factor when the address says co2=fixed", async () => {
    // The US (CO2.js 0.19.0, Ember 2024): 383.55 g = 0.38355 kg/kWh; 439.636 kWh × 0.38355 = 167.06168 + 1.5607078 = 168.6223878 kg.
    const grid = (await results("c1m=u2724de&c1q=10")).run!.results;
    expect(grid.co2Factor).toEqual({ kind: "grid", gramsPerKwh: 383.55, year: 2024 });
    expect(grid.combined.annual.co2).toBeCloseTo(168.6223878, 6);
    // co2=fixed keeps its meaning: 439.636 × 0.7442 = 327.1771 kg.
    const fixed = (await results("c1m=u2724de&c1q=10&co2=fixed")).run!.results;
    expect(fixed.co2Factor).toEqual({ kind: "fixed" });
    expect(fixed.combined.annual.co2).toBeCloseTo(327.1771112, 6);
    // Liechtenstein is not in Ember's data: the fixed factor, and the page says the grid one is missing.
    const missing = (await results("c1m=u2724de&c1q=10&country=LI")).run!.results;
    expect(missing.co2Factor).toEqual({ kind: "grid-unavailable" });
    expect(missing.combined.annual.co2).toBeCloseTo(327.1771112, 6);
  });

  it("prices Germany in euros at Eurostat's business price", async () => {
    const data = (await results("c1m=u2724de&c1q=10&country=DE")).run!.results;
    expect(data.price).toMatchObject({ currency: "EUR", amount: 0.2359, source: { kind: "eurostat", consumer: "business" } });
  });

  it("takes the visitor's remembered country and units where the address says nothing; the address wins", async () => {
    const cookie = serializeSettingsCookie({ units: "imperial", country: "DE", currency: "EUR" }, false).split(";")[0]!;
    const remembered = await results("c1m=u2724de&c1q=10", { Cookie: cookie });
    expect(remembered.run?.results).toMatchObject({ currency: "EUR", co2Unit: "lb" });
    expect(remembered.query).toContain("country=DE");
    const shared = await results("c1m=u2724de&c1q=10&country=FR&units=metric", { Cookie: cookie });
    expect(shared.run?.results).toMatchObject({ co2Unit: "kg" });
    expect(shared.query).toContain("country=FR");
  });

  it("says so when a saved entry cannot be opened", async () => {
    expect((await results("entry=energy-abcdefghij")).entry).toEqual({ status: "not-found" });
  });
});
