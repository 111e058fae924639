import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
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
const args = (path: string) => ({ request: new Request(`${origin}${path}`), params: {}, context: {} }) as never;

async function redirectOf(run: () => Promise<unknown>): Promise<URL> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) return new URL(thrown.headers.get("Location")!, origin);
    throw thrown;
  }
  throw new Error("expected a redirect");
}

describe("energy calculator routes", () => {
  it("asks for the visitor's own price where none is published: empty, required, and named when sent without it", async () => {
    // A first visit: no message yet, the country's price is null (the field says "enter yours").
    const first = await inputLoader(args("/en-us/energy-calculator/input?c1m=u2724de&c1q=10&country=JP"));
    expect(first.form.price).toMatchObject({ currency: "JPY", automatic: null, countryName: "Japan" });
    expect(first.form.errors).toEqual({});
    // Sent without a price: back to the form, whose price field names the problem.
    const back = await redirectOf(() => resultsLoader(args("/en-us/energy-calculator/results?c1m=u2724de&c1q=10&country=JP&price=")));
    expect(back.pathname).toBe("/en-us/energy-calculator/results");
    const again = await redirectOf(() => resultsLoader(args(`${back.pathname}${back.search}`)));
    expect(again.pathname).toBe("/en-us/energy-calculator/input");
    const page = await inputLoader(args(`${again.pathname}${again.search}`));
    expect(page.form.errors).toEqual({ price: { key: "energy.error.priceRequired" } });
    // GB has its own published price: no question asked.
    const gb = await inputLoader(args("/en-us/energy-calculator/input?c1m=u2724de&c1q=10&country=GB"));
    expect(gb.form.price).toMatchObject({ currency: "GBP", automatic: { amount: 0.2533, source: { kind: "published", period: "2025-H1" } } });
  });

  it("sends invalid inputs from the results back to the form, which names every problem", async () => {
    const back = await redirectOf(() => resultsLoader(args("/en-us/energy-calculator/results?c1m=u2724de&c1q=0&hours=25&days=400&price=-1")));
    expect(back.pathname).toBe("/en-us/energy-calculator/input");
    expect(back.searchParams.get("hours")).toBe("25");
    const page = await inputLoader(args(`${back.pathname}${back.search}`));
    expect(page.form.errors).toEqual({
      hours: { key: "energy.error.hours", values: { min: 0, max: 24 } },
      days: { key: "energy.error.days", values: { min: 0, max: 366 } },
      price: { key: "energy.error.price", values: { min: 0, max: 1_000_000 } },
      "c1-row-1-quantity": { key: "energy.error.quantity", values: { min: 1, max: 1_000_000 } },
    });
  });

  it("sends a parameter given twice from the results back to the form, which names it (input-rules)", async () => {
    const query = "?c1m=u2724de&c1q=10&c1m=p2425h&c1q=5&hours=8&hours=9&country=US&country=DE&env=home&env=office";
    const back = await redirectOf(() => resultsLoader(args(`/en-us/energy-calculator/results${query}`)));
    expect(`${back.pathname}${back.search}`).toBe(`/en-us/energy-calculator/input${query}`);
    const page = await inputLoader(args(`${back.pathname}${back.search}`));
    const repeated = { key: "api.error.repeated" };
    expect(page.form.errors).toEqual({ hours: repeated, country: repeated, env: repeated });
    // The form shows the first values, and its next submission gives each once.
    expect(page.form.form).toMatchObject({ hours: "8", country: "US", environment: "home" });
  });

  it("sends a form sent without JavaScript (an empty price and option name) to the address without them", async () => {
    const to = await redirectOf(() => resultsLoader(args("/en-us/energy-calculator/results?layout=single&c1n=&c1m=u2724de&c1q=12&country=US&env=office&price=&hours=8&days=250")));
    expect(to.pathname).toBe("/en-us/energy-calculator/results");
    expect(to.searchParams.has("price")).toBe(false);
    expect(to.searchParams.has("c1n")).toBe(false);
    expect(to.searchParams.getAll("c1q")).toEqual(["12"]);
    expect([...to.searchParams.values()].filter((value) => value === "")).toEqual([]);
    // The canonical address draws the results: no second redirect.
    const page = await resultsLoader(args(`${to.pathname}${to.search}`));
    expect(page).toHaveProperty("meta");
  });

  it("sends a bad assumption value back to the form with every override kept, named on its own field", async () => {
    const back = await redirectOf(() => resultsLoader(args("/en-us/energy-calculator/results?c1m=u2724de&c1q=10&country=US&a.costPerKwh=-2&a.btuPerKwh=3412")));
    expect(back.pathname).toBe("/en-us/energy-calculator/input");
    // Nothing is lost, and the monitors are not blamed: only an override stopped the run.
    expect(back.searchParams.get("a.costPerKwh")).toBe("-2");
    expect(back.searchParams.get("a.btuPerKwh")).toBe("3412");
    expect(back.searchParams.has("problem")).toBe(false);
    const page = await inputLoader(args(`${back.pathname}${back.search}`));
    expect(page.form.overrides).toEqual({ costPerKwh: "-2", btuPerKwh: "3412" });
    expect(page.form.overrideIssues.map((issue) => issue.field)).toEqual(["a.costPerKwh"]);
    expect(Object.keys(page.form.errors)).toEqual(["a.costPerKwh"]);
    expect(page.form.errors["a.costPerKwh"]).toMatchObject({ values: { min: 0, max: 1_000_000 } });
  });

  it("needs a monitor with power figures in every option", async () => {
    const [withoutPower] = (await (await import("~/features/calculators/energy/monitors.server")).listMonitorOptions(database.handle!.db, "work")).options.filter(
      (option) => !option.usable,
    );
    const back = await redirectOf(() => resultsLoader(args(`/en-us/energy-calculator/results?layout=double&c1m=${withoutPower!.slug}&c2m=`)));
    const page = await inputLoader(args(`${back.pathname}${back.search}`));
    expect(page.form.errors).toEqual({
      "c1-row-1-monitor": { key: "energy.error.monitorNoPower" },
      "c2-row-1-monitor": { key: "energy.error.columnEmpty" },
    });
  });

  it("shows no messages for a first visit or a pre-filled monitor", async () => {
    expect((await inputLoader(args("/en-us/energy-calculator/input"))).form.errors).toEqual({});
    const prefilled = await inputLoader(args("/en-us/energy-calculator/input?m=U2724DE"));
    expect(prefilled.form.errors).toEqual({});
    expect(prefilled.form.form.columns[0]!.rows[0]!.monitor).toBe("u2724de");
  });

  it("answers a row button with the new address and the field to go to", async () => {
    const next = await redirectOf(() => inputLoader(args("/zh-cn/energy-calculator/input?c1m=u2724de&c1q=10&intent=add-1")));
    expect(next.pathname).toBe("/zh-cn/energy-calculator/input");
    expect(next.searchParams.getAll("c1m")).toEqual(["u2724de", ""]);
    expect(next.searchParams.has("intent")).toBe(false);
    expect(next.hash).toBe("#c1-row-2-monitor");
  });

  it("works the results out from the address, with the fallback price when the service is down", async () => {
    const data = await resultsLoader(args("/en-us/energy-calculator/results?c1m=u2724de&c1q=10"));
    expect(data.price).toMatchObject({ currency: "USD", amount: 0.1412, source: { kind: "published", period: "2026-02" } });
    // 43.9636 kWh a monitor (model.test.ts) × 10 = 439.636 kWh; × 0.1412 USD (EIA, February 2026) = 62.0766032 USD
    expect(data.result.combined.annual.kwh).toBeCloseTo(439.636, 9);
    expect(data.result.combined.annual.cost).toBeCloseTo(62.0766032, 9);
    expect(data.electricityLive).toBe(false);
    // The configured origin (http://HOST:PORT by default), never the request's Host (issue 50).
    expect(data.shareUrl).toBe(`http://localhost:3000/en-us/energy-calculator/results${data.inputQuery}`);
  });

  it("counts CO2 at the country's grid factor by default, and at the fixed factor when the address says co2=fixed", async () => {
    // The US (CO2.js 0.19.0, Ember 2024): 383.55 g = 0.38355 kg/kWh; 439.636 kWh × 0.38355 = 167.06168 + 1.5607078 = 168.6223878 kg.
    const grid = await resultsLoader(args("/en-us/energy-calculator/results?c1m=u2724de&c1q=10"));
    expect(grid.co2).toEqual({ kind: "grid", gramsPerKwh: 383.55, year: 2024 });
    expect(grid.gridAvailable).toBe(true);
    expect(grid.result.combined.annual.co2).toBeCloseTo(168.6223878, 6);
    expect(grid.inputQuery).toContain("co2=grid");
    // co2=fixed keeps its meaning: 439.636 × 0.7442 = 327.1771 kg.
    const fixed = await resultsLoader(args("/en-us/energy-calculator/results?c1m=u2724de&c1q=10&co2=fixed"));
    expect(fixed.co2).toEqual({ kind: "fixed" });
    expect(fixed.result.combined.annual.co2).toBeCloseTo(327.1771112, 6);
    // Liechtenstein is not in Ember's data: the fixed factor, and the page says the grid one is missing.
    const missing = await resultsLoader(args("/en-us/energy-calculator/results?c1m=u2724de&c1q=10&country=LI"));
    expect(missing.co2).toEqual({ kind: "grid-unavailable" });
    expect(missing.gridAvailable).toBe(false);
    expect(missing.result.combined.annual.co2).toBeCloseTo(327.1771112, 6);
  });

  it("prices Germany in euros at Eurostat's business price", async () => {
    const data = await resultsLoader(args("/en-us/energy-calculator/results?c1m=u2724de&c1q=10&country=DE"));
    expect(data.price).toMatchObject({ currency: "EUR", amount: 0.2359, source: { kind: "eurostat", consumer: "business" } });
  });

  it("sends an entry that cannot be opened back to the inputs, which say so", async () => {
    const back = await redirectOf(() => resultsLoader(args("/en-us/energy-calculator/results?entry=energy-abcdefghij")));
    expect(back.search).toBe("?problem=entry");
    expect((await inputLoader(args(`${back.pathname}${back.search}`))).entryNotFound).toBe(true);
  });
});
