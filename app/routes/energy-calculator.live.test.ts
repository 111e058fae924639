import type { EnergyAnswer } from "~/features/calculators/energy/definition";
import type { CalculatorPageData } from "~/features/calculators/frame/page-data";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { priceSourceText } from "~/features/calculators/energy/components/price-source-text";
import { enUs } from "~/i18n/phrases/en-us";
import { createTranslator } from "~/i18n/translate";
import { startEnergyServices } from "../../tests/setup/energy-services-server";
import { createTestDatabase } from "../../tests/setup/test-database";

// The results page with both services configured, answering from the local test server.
const database = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => database.handle!.db }));

let services: Awaited<ReturnType<typeof startEnergyServices>>;
let resultsLoader: (typeof import("./energy-calculator.results"))["loader"];

beforeAll(async () => {
  services = await startEnergyServices();
  // Read once, at the first request: set before the app's modules load.
  process.env.ELECTRICITY_PRICE_BASE_URL = services.baseUrl;
  process.env.ELECTRICITY_PRICE_ACCOUNT_ID = "1787";
  process.env.ELECTRICITY_PRICE_ACCOUNT_CODE = "code";
  process.env.EXCHANGE_RATES_BASE_URL = services.baseUrl;
  process.env.EXCHANGE_RATES_API_KEY = "key";
  ({ loader: resultsLoader } = await import("./energy-calculator.results"));
  database.handle = await createTestDatabase("pglite");
  await seedReferenceData(database.handle.db);
  await seedMonitors(database.handle.db);
});
afterAll(async () => {
  await services.close();
  await database.handle!.close();
});

/** The answer the results page draws (the frame's page data). */
async function results(query: string) {
  const data = await resultsLoader({ request: new Request(`http://localhost/en-us/energy-calculator/results?${query}`), params: {}, context: {} } as never);
  return (data.page as CalculatorPageData<EnergyAnswer>).run!.results;
}

describe("energy results with live services", () => {
  it("prices with the live electricity price and the live rate, says so, and caches both", async () => {
    services.electricity = { kind: "ok", country: "Germany", average: 0.38, large: 0.24, exrateUSD: 1.17, year: 2026, month: 9 };
    services.rates = { kind: "ok", rates: { EUR: 0.9, GBP: 0.76 }, date: "2026-11-20" };
    const data = await results("c1m=u2724de&c1q=10&country=DE");
    // 0.24 EUR × 1.17 USD/EUR = 0.2808 USD; × 0.9 EUR/USD (live) = 0.25272 EUR per kWh
    expect(data.price.amount).toBeCloseTo(0.25272, 12);
    expect(data.price.source).toEqual({ kind: "live", year: 2026, month: 9, consumer: "business" });
    expect(data.price.rate).toMatchObject({ currency: "EUR", source: "live", date: "2026-11-20" });
    expect(priceSourceText(data.price.source, createTranslator(enUs), "en-US")).toBe("live business price for September 2026");
    // 439.636 kWh × 0.25272 = 111.1048… EUR
    expect(data.combined.annual.cost).toBeCloseTo(439.636 * 0.25272, 9);

    // Both answers are kept: the services are not asked again for the same country.
    const asked = services.requests.length;
    services.electricity = { kind: "status", status: 500 };
    const again = await results("c1m=u2724de&c1q=10&country=DE&env=home");
    expect(services.requests.length).toBe(asked);
    // Household: 0.38 × 1.17 × 0.9 = 0.40014 EUR
    expect(again.price.amount).toBeCloseTo(0.40014, 12);
  });

  it("falls back to Eurostat for a country the service has no data for, keeping the live rate", async () => {
    services.electricity = { kind: "no-country" };
    const data = await results("c1m=u2724de&c1q=10&country=SE");
    // Sweden 0.0853 EUR; live rates lack SEK, so SEK uses FRED's 9.5155 and EUR the live 0.9:
    // 0.0853 ÷ 0.9 × 9.5155 = 0.901857… SEK
    expect(data.price.source).toEqual({ kind: "eurostat", period: "2024-S2", consumer: "business" });
    expect(data.price.amount).toBeCloseTo((0.0853 / 0.9) * 9.5155, 12);
    expect(data.price.rate).toMatchObject({ currency: "SEK", source: "fred" });
  });
});
