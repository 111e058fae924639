import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEnergyServices } from "../../../../tests/setup/energy-services-server";
import { fetchExchangeRates } from "./exchange-rates.server";

let services: Awaited<ReturnType<typeof startEnergyServices>>;
beforeAll(async () => {
  services = await startEnergyServices();
});
afterAll(() => services.close());

const config = () => ({ baseUrl: services.baseUrl, apiKey: "key-123", timeoutMs: 2000 });

describe("exchange-rate service client", () => {
  it("asks for the latest rates of the symbols against the dollar, with the key", async () => {
    services.rates = { kind: "ok", rates: { EUR: 0.86, GBP: 0.75 } };
    await fetchExchangeRates(config(), ["EUR", "GBP"]);
    expect(services.requests.at(-1)).toEqual({ path: "/latest", query: { access_key: "key-123", base: "USD", symbols: "EUR,GBP" } });
  });

  it("stores a 200 answer's rates as live, with their date", async () => {
    services.rates = { kind: "ok", rates: { EUR: 0.86, JPY: 155.2 }, date: "2026-11-20" };
    expect(await fetchExchangeRates(config(), ["EUR", "JPY"])).toEqual({ status: "live", ratesPerUsd: { EUR: 0.86, JPY: 155.2, USD: 1 }, date: "2026-11-20" });
  });

  it("re-bases an answer in another base on the dollar", async () => {
    services.rates = { kind: "ok", base: "EUR", rates: { USD: 1.25, GBP: 0.875 } };
    const answer = await fetchExchangeRates(config(), ["GBP"]);
    // GBP per USD = (GBP per EUR) / (USD per EUR) = 0.875 / 1.25 = 0.7
    expect(answer).toMatchObject({ status: "live", ratesPerUsd: { GBP: expect.closeTo(0.7, 12), USD: 1 } });
  });

  it("is down on a non-200 answer", async () => {
    services.rates = { kind: "status", status: 500 };
    expect(await fetchExchangeRates(config(), ["EUR"])).toEqual({ status: "down", reason: "http-status" });
  });

  it("is down on an error body, a body that is not JSON, or rates that are not numbers", async () => {
    services.rates = { kind: "body", body: JSON.stringify({ success: false, error: { code: 101 } }) };
    expect(await fetchExchangeRates(config(), ["EUR"])).toEqual({ status: "down", reason: "malformed" });
    services.rates = { kind: "body", body: "<html>oops</html>" };
    expect(await fetchExchangeRates(config(), ["EUR"])).toEqual({ status: "down", reason: "malformed" });
    services.rates = { kind: "body", body: JSON.stringify({ success: true, rates: { EUR: "0.86" } }) };
    expect(await fetchExchangeRates(config(), ["EUR"])).toEqual({ status: "down", reason: "malformed" });
  });

  it("gives up after the timeout when the service hangs", async () => {
    services.rates = { kind: "hang" };
    expect(await fetchExchangeRates({ ...config(), timeoutMs: 300 }, ["EUR"])).toEqual({ status: "down", reason: "timeout" });
  });

  it("is down, without asking anyone, when no base URL is configured", async () => {
    const before = services.requests.length;
    expect(await fetchExchangeRates({}, ["EUR"])).toEqual({ status: "down", reason: "not-configured" });
    expect(services.requests.length).toBe(before);
  });
});
