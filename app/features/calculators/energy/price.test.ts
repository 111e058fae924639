import { describe, expect, it } from "vitest";
import type { RatesAnswer } from "~/features/calculators/shared/exchange-rate";
import { resolveCostPerKwh, type LivePrice } from "./price";

const serviceDown: LivePrice = { status: "down" };
const ratesDown: RatesAnswer = { status: "down", reason: "not-configured" };

describe("resolveCostPerKwh", () => {
  it("uses 0.15 USD for the US when the service is down", () => {
    const price = resolveCostPerKwh({ country: "US", environment: "office", entered: null, electricity: serviceDown, rates: ratesDown });
    expect(price).toMatchObject({ currency: "USD", amount: 0.15, source: { kind: "us-default" } });
  });

  it("uses Eurostat's business price in euros for a German office", () => {
    const price = resolveCostPerKwh({ country: "DE", environment: "office", entered: null, electricity: serviceDown, rates: ratesDown });
    // db/seed-data/eurostat, Germany, non-household 2024-S2: 0.2359 EUR/kWh, no conversion needed
    expect(price).toMatchObject({ currency: "EUR", amount: 0.2359, source: { kind: "eurostat", period: "2024-S2", consumer: "business" }, euroRate: null });
  });

  it("uses the household price at home", () => {
    const price = resolveCostPerKwh({ country: "DE", environment: "home", entered: null, electricity: serviceDown, rates: ratesDown });
    expect(price).toMatchObject({ amount: 0.3943, source: { consumer: "household" } });
  });

  it("converts a Eurostat price into another currency through the dollar", () => {
    const price = resolveCostPerKwh({ country: "SE", environment: "office", entered: null, electricity: serviceDown, rates: ratesDown });
    // Sweden 0.0853 EUR ÷ 0.8552 EUR/USD × 9.5155 SEK/USD = 0.81167215 ÷ 0.8552 = 0.94910… SEK
    expect(price.currency).toBe("SEK");
    expect(price.amount).toBeCloseTo(0.0853 * (9.5155 / 0.8552), 12);
    expect(price.amount).toBeCloseTo(0.9491, 4);
    expect(price.euroRate).toMatchObject({ currency: "EUR", ratePerUsd: 0.8552 });
  });

  it("stays in dollars where no exchange rate is known", () => {
    const price = resolveCostPerKwh({ country: "PL", environment: "office", entered: null, electricity: serviceDown, rates: ratesDown });
    // Poland 0.21 EUR ÷ 0.8552 EUR/USD = 0.24555… USD
    expect(price.currency).toBe("USD");
    expect(price.amount).toBeCloseTo(0.21 / 0.8552, 12);
    expect(price.rate).toMatchObject({ source: "usd-instead", wanted: "PLN" });
  });

  it("falls back to the household price where Eurostat has no business price", () => {
    const price = resolveCostPerKwh({ country: "IS", environment: "office", entered: null, electricity: serviceDown, rates: ratesDown });
    expect(price.source).toEqual({ kind: "eurostat", period: "2024-S2", consumer: "household" });
  });

  it("uses the stated default, converted, where there is no published price", () => {
    const price = resolveCostPerKwh({ country: "JP", environment: "office", entered: null, electricity: serviceDown, rates: ratesDown });
    // 0.15 USD × 110.6419 JPY/USD = 16.596285 JPY
    expect(price).toMatchObject({ currency: "JPY", source: { kind: "default" } });
    expect(price.amount).toBeCloseTo(16.596285, 9);
  });

  it("prefers the live price, in the live rate", () => {
    const electricity: LivePrice = { status: "live", businessUsdPerKwh: 0.28, householdUsdPerKwh: 0.44, year: 2026, month: 9 };
    const rates: RatesAnswer = { status: "live", ratesPerUsd: { EUR: 0.9, USD: 1 }, date: "2026-11-20" };
    const price = resolveCostPerKwh({ country: "DE", environment: "office", entered: null, electricity, rates });
    // 0.28 USD × 0.9 EUR/USD = 0.252 EUR
    expect(price.amount).toBeCloseTo(0.252, 12);
    expect(price.source).toEqual({ kind: "live", year: 2026, month: 9, consumer: "business" });
    expect(price.rate).toMatchObject({ source: "live", ratePerUsd: 0.9 });
  });

  it("uses the visitor's own figure, keeping the country's for the hint", () => {
    const price = resolveCostPerKwh({ country: "DE", environment: "office", entered: 0.3, electricity: serviceDown, rates: ratesDown });
    expect(price).toMatchObject({ amount: 0.3, source: { kind: "entered" }, automatic: { amount: 0.2359 } });
  });
});
