import { describe, expect, it } from "vitest";
import { countries } from "~/utils/countries";
import type { RatesAnswer } from "~/features/calculators/shared/exchange-rate";
import { EUROSTAT_EUR_PER_KWH } from "~/features/calculators/shared/electricity-price-fallback";
import { PUBLISHED_PRICES } from "~/features/calculators/shared/published-electricity-prices";
import { hasPublishedPrice, offeredPrice, resolveCostPerKwh, type LivePrice } from "./price";

const serviceDown: LivePrice = { status: "down" };
const ratesDown: RatesAnswer = { status: "down", reason: "not-configured" };
const down = { electricity: serviceDown, rates: ratesDown, entered: null };

describe("resolveCostPerKwh", () => {
  it("uses the EIA's commercial average for a US office, with its period and source", () => {
    const price = resolveCostPerKwh({ country: "US", environment: "office", ...down });
    // 14.12 US cents a kWh, February 2026 (published-prices.csv): no conversion in dollars.
    expect(price).toMatchObject({ currency: "USD", amount: 0.1412, priceRate: null, source: { kind: "published", consumer: "business", period: "2026-02", currency: "USD" } });
    expect(price?.source).toMatchObject({ source: { publisher: "US Energy Information Administration (EIA)", retrieved: "2026-11-29" } });
  });

  it("uses a GB price in pounds for a GB office, not 0.15 US dollars converted", () => {
    const price = resolveCostPerKwh({ country: "GB", environment: "office", ...down });
    // 25.33 pence a kWh, first half of 2025 (DESNZ): in pounds already.
    expect(price).toMatchObject({ currency: "GBP", amount: 0.2533, source: { kind: "published", period: "2025-H1", currency: "GBP" } });
    // In US dollars at the fallback set's GBP 0.7497 per dollar: 0.2533 ÷ 0.7497 = 0.33787 USD.
    expect(price!.amount / price!.rate.ratePerUsd).toBeCloseTo(0.3378685, 6);
    expect(price!.rate).toMatchObject({ currency: "GBP", ratePerUsd: 0.7497, source: "fred" });
  });

  it("uses the household price at home where one is published", () => {
    expect(resolveCostPerKwh({ country: "GB", environment: "home", ...down })?.amount).toBe(0.2573);
    expect(resolveCostPerKwh({ country: "CH", environment: "home", ...down })).toMatchObject({ currency: "CHF", amount: 0.277 });
  });

  it("converts a published price in another currency through the dollar", () => {
    const price = resolveCostPerKwh({ country: "CN", environment: "office", ...down });
    // China's 0.088 USD × 6.7758 CNY/USD (FRED, June 2026) = 0.5962704 CNY.
    expect(price?.currency).toBe("CNY");
    expect(price?.amount).toBeCloseTo(0.5962704, 12);
    expect(price?.priceRate).toMatchObject({ currency: "USD", ratePerUsd: 1 });
    expect(price?.source).toMatchObject({ kind: "published", amount: 0.088, currency: "USD" });
  });

  it("has no price where none is published, and never another country's", () => {
    expect(resolveCostPerKwh({ country: "JP", environment: "office", ...down })).toBeNull();
    expect(offeredPrice({ country: "JP", environment: "office", electricity: serviceDown, rates: ratesDown })).toMatchObject({ currency: "JPY", automatic: null });
    expect(resolveCostPerKwh({ country: "CH", environment: "office", ...down })).toBeNull();
    expect(resolveCostPerKwh({ country: "CA", environment: "home", ...down })).toBeNull();
    // The visitor's own figure is used as it is.
    expect(resolveCostPerKwh({ country: "JP", environment: "office", electricity: serviceDown, rates: ratesDown, entered: 31 })).toMatchObject({ amount: 31, source: { kind: "entered" }, automatic: null });
  });

  it("uses Eurostat's business price in euros for a German office", () => {
    const price = resolveCostPerKwh({ country: "DE", environment: "office", ...down });
    // db/seed-data/eurostat, Germany, non-household 2024-S2: 0.2359 EUR/kWh, no conversion needed
    expect(price).toMatchObject({ currency: "EUR", amount: 0.2359, source: { kind: "eurostat", period: "2024-S2", consumer: "business" }, euroRate: null });
  });

  it("uses the household price at home", () => {
    const price = resolveCostPerKwh({ country: "DE", environment: "home", ...down });
    expect(price).toMatchObject({ amount: 0.3943, source: { consumer: "household" } });
  });

  it("converts a Eurostat price into another currency through the dollar, at the June 2026 rates", () => {
    const price = resolveCostPerKwh({ country: "SE", environment: "office", ...down })!;
    // Sweden 0.0853 EUR ÷ 0.8684 EUR/USD = 0.098227 USD, × 9.5155 SEK/USD = 0.934675 SEK
    expect(price.currency).toBe("SEK");
    expect(price.amount).toBeCloseTo(0.9346754, 6);
    expect(price.euroRate).toMatchObject({ currency: "EUR", ratePerUsd: 0.8684, source: "fred" });
  });

  it("stays in dollars where no exchange rate is known", () => {
    const price = resolveCostPerKwh({ country: "PL", environment: "office", ...down })!;
    // Poland 0.21 EUR ÷ 0.8684 EUR/USD = 0.241824… USD
    expect(price.currency).toBe("USD");
    expect(price.amount).toBeCloseTo(0.241824, 6);
    expect(price.rate).toMatchObject({ source: "usd-instead", wanted: "PLN" });
  });

  it("falls back to the household price where Eurostat has no business price", () => {
    const price = resolveCostPerKwh({ country: "IS", environment: "office", ...down });
    expect(price?.source).toEqual({ kind: "eurostat", period: "2024-S2", consumer: "household" });
  });

  it("prefers the live price, in the live rate", () => {
    const electricity: LivePrice = { status: "live", businessUsdPerKwh: 0.28, householdUsdPerKwh: 0.44, year: 2026, month: 9 };
    const rates: RatesAnswer = { status: "live", ratesPerUsd: { EUR: 0.9, USD: 1 }, date: "2026-11-20" };
    const price = resolveCostPerKwh({ country: "DE", environment: "office", entered: null, electricity, rates })!;
    // 0.28 USD × 0.9 EUR/USD = 0.252 EUR
    expect(price.amount).toBeCloseTo(0.252, 12);
    expect(price.source).toEqual({ kind: "live", year: 2026, month: 9, consumer: "business" });
    expect(price.rate).toMatchObject({ source: "live", ratePerUsd: 0.9 });
  });

  it("uses the visitor's own figure, keeping the country's for the hint", () => {
    const price = resolveCostPerKwh({ country: "DE", environment: "office", electricity: serviceDown, rates: ratesDown, entered: 0.3 });
    expect(price).toMatchObject({ amount: 0.3, source: { kind: "entered" }, automatic: { amount: 0.2359 } });
  });
});

describe("every listed country", () => {
  it("has a sourced price or the 'enter yours' path, in both environments", () => {
    for (const { code } of countries) {
      for (const environment of ["office", "home"] as const) {
        const offer = offeredPrice({ country: code, environment, electricity: serviceDown, rates: ratesDown });
        expect(offer.automatic !== null, `${code} ${environment}`).toBe(hasPublishedPrice(code, environment));
        if (offer.automatic === null) expect(resolveCostPerKwh({ country: code, environment, ...down }), code).toBeNull();
        else expect(["eurostat", "published"], code).toContain(offer.automatic.source.kind);
      }
    }
  });

  it("gets a published price only for itself, outside Eurostat, each with a page, a period and a class", () => {
    const codes = countries.map((country) => country.code as string);
    for (const [code, prices] of Object.entries(PUBLISHED_PRICES)) {
      expect(codes).toContain(code);
      expect(EUROSTAT_EUR_PER_KWH[code], code).toBeUndefined();
      for (const price of Object.values(prices)) {
        expect(price.source.url, code).toMatch(/^https:\/\//);
        expect(price.source.retrieved).toBe("2026-11-29");
        expect(price.period, code).toMatch(/^\d{4}/);
        expect(price.amount, code).toBeGreaterThan(0);
      }
    }
  });

  it("covers GB's offices (issue 46's done-when)", () => {
    expect(hasPublishedPrice("GB", "office")).toBe(true);
  });
});
