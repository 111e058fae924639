/**
 * `moneyCurrency` through the JSON API of every calculator that takes money: `local` amounts are
 * in the country's currency and give the same answer as their US-dollar equivalents; without the
 * field an amount is in US dollars, as before. No exchange-rate service runs in tests, so the
 * rates are the fallback set's (FRED, June 2026: GBP 0.7497 per USD) and meeting-roi's seed rates (SEK 8.73).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { createTestDatabase } from "../../tests/setup/test-database";
import { resourceResponse } from "../../tests/setup/resource-response";

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/features/auth/viewer.server", () => ({ getViewer: async () => null }));
vi.mock("~/utils/env.server", async (original) => {
  const actual = await original<typeof import("~/utils/env.server")>();
  return { ...actual, getEnv: () => ({ ...actual.parseEnv({}), FEATURE_TEI: true }) };
});

const { loader } = await import("./api.calculators");

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
});
afterAll(() => state.handle!.close());

async function body(path: string) {
  const url = new URL(`http://localhost${path}`);
  const [, lang, , , name] = url.pathname.split("/");
  const response = await resourceResponse(loader({ request: new Request(url), params: { lang: lang!, name: name! }, context: {} } as never));
  expect(response.status, path).toBe(200);
  return response.json();
}

const GBP = 0.7497;

describe.each(["productivity", "total-economic-impact"])("moneyCurrency on %s", (name) => {
  it("reads 400 GBP as 400 / 0.7497 = 533.55 USD, and an address without it as US dollars", async () => {
    const local = await body(`/en-us/api/calculators/${name}?country=GB&moneyCurrency=local&price=400`);
    const dollars = await body(`/en-us/api/calculators/${name}?country=GB&price=${400 / GBP}`);
    expect(local.inputs).toMatchObject({ moneyCurrency: "local", price: 400 });
    // Back in pounds: 400 a monitor; 100 staff × 400 × (1 − 0.1) = 36 000 GBP in year 1.
    expect(local.results.pricePerMonitor).toBeCloseTo(400, 9);
    expect(local.results.years[0].monitors).toBeCloseTo(36_000, 6);
    expect(local.results.pv.npv).toBeCloseTo(dollars.results.pv.npv, 4);
    expect(local.results.roi).toBeCloseTo(dollars.results.roi, 9);
    const old = await body(`/en-us/api/calculators/${name}?country=GB&price=400`);
    expect(old.inputs.moneyCurrency).toBe("USD");
    // 400 USD × 0.7497 = 299.88 GBP
    expect(old.results.pricePerMonitor).toBeCloseTo(299.88, 9);
  });
});

describe("moneyCurrency on why-refresh", () => {
  it("gives the productivity tab of 400 GBP the answer of its dollar equivalent", async () => {
    const query = "monitor=u2724de&legacySize=22&country=GB";
    const local = await body(`/en-us/api/calculators/why-refresh?${query}&moneyCurrency=local&price=400`);
    const dollars = await body(`/en-us/api/calculators/why-refresh?${query}&price=${400 / GBP}`);
    expect(local.results.productivity.pricePerMonitor).toBeCloseTo(400, 9);
    expect(local.results.productivity.pv.npv).toBeCloseTo(dollars.results.productivity.pv.npv, 4);
  });
});

describe("moneyCurrency on meeting-roi", () => {
  it("reads Swedish salary, trip cost and display price in kronor at 8.73 SEK/USD", async () => {
    const rooms = (price: number) => `rooms=small:c8621qt:2:${price}`;
    const local = await body(`/en-us/api/calculators/meeting-roi?numberOfEmployees=500&country=SE&moneyCurrency=local&averageSalary=873000&averageBusinessTripCost=8730&${rooms(43_650)}`);
    const dollars = await body(`/en-us/api/calculators/meeting-roi?numberOfEmployees=500&country=SE&averageSalary=100000&averageBusinessTripCost=1000&${rooms(5000)}`);
    // 873 000 / 8.73 = 100 000 USD; 2 × 43 650 SEK = 87 300 SEK of displays (2 × 5 000 USD × 8.73).
    expect(local.results.salaryUsd).toBeCloseTo(100_000, 6);
    expect(local.results.displayCost).toBeCloseTo(87_300, 6);
    expect(local.results.threeYear.net).toBeCloseTo(dollars.results.threeYear.net, 4);
    expect(local.results.roi).toBeCloseTo(dollars.results.roi, 9);
  });
});

describe("moneyCurrency refused", () => {
  it("answers an unknown currency choice with a 400 in the page's language", async () => {
    const url = new URL("http://localhost/zh-cn/api/calculators/productivity?price=400&moneyCurrency=GBP");
    const response = await resourceResponse(loader({ request: new Request(url), params: { lang: "zh-cn", name: "productivity" }, context: {} } as never));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ field: "moneyCurrency", message: "moneyCurrency 必须是以下之一：local, USD。" }]);
  });
});
