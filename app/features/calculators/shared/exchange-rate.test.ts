import { describe, expect, it } from "vitest";
import { convertAmount, knownRates, resolveRate, type RatesAnswer } from "./exchange-rate";

const down: RatesAnswer = { status: "down", reason: "timeout" };
const live: RatesAnswer = { status: "live", ratesPerUsd: { EUR: 0.9, PLN: 3.9, USD: 1 }, date: "2026-11-20" };

describe("resolveRate", () => {
  it("uses the live rate when the service priced the currency", () => {
    expect(resolveRate("EUR", live)).toEqual({ currency: "EUR", ratePerUsd: 0.9, source: "live", date: "2026-11-20" });
    expect(resolveRate("PLN", live)).toMatchObject({ currency: "PLN", ratePerUsd: 3.9, source: "live" });
  });

  it("falls back to FRED's June 2026 set when the service is down", () => {
    expect(resolveRate("EUR", down)).toEqual({ currency: "EUR", ratePerUsd: 0.8684, source: "fred" });
    expect(resolveRate("JPY", down)).toEqual({ currency: "JPY", ratePerUsd: 160.77, source: "fred" });
  });

  it("falls back to the table for a currency the live answer lacks", () => {
    expect(resolveRate("GBP", live)).toEqual({ currency: "GBP", ratePerUsd: 0.7497, source: "fred" });
    expect(resolveRate("SEK", live)).toEqual({ currency: "SEK", ratePerUsd: 9.5155, source: "fred" });
  });

  it("uses the dollar, and says so, for a currency neither knows", () => {
    expect(resolveRate("PLN", down)).toEqual({ currency: "USD", ratePerUsd: 1, source: "usd-instead", wanted: "PLN" });
  });
});

describe("knownRates", () => {
  it("lists the table's rates, replaced by live ones where the service answered", () => {
    const rates = knownRates(live);
    expect(rates.EUR).toEqual({ ratePerUsd: 0.9, live: true });
    expect(rates.PLN).toEqual({ ratePerUsd: 3.9, live: true });
    expect(rates.CAD).toEqual({ ratePerUsd: 1.4034, live: false });
    expect(knownRates(down).PLN).toBeUndefined();
  });
});

describe("convertAmount", () => {
  it("goes through the dollar", () => {
    // 100 EUR at 0.8552 EUR/USD = 116.9317… USD; × 0.7562 GBP/USD = 88.4237… GBP (100 × 0.7562 / 0.8552)
    expect(convertAmount(100, 0.8552, 0.7562)).toBeCloseTo(88.42376052385407, 10);
  });
});
