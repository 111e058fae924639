import { describe, expect, it } from "vitest";
import { moneyCurrencyCode, moneyCurrencyInput, toUsd } from "./money-input";

describe("money inputs in the buyer's currency", () => {
  it("reads an absent moneyCurrency as USD (old links keep their meaning) and refuses other values", () => {
    expect(moneyCurrencyInput.parse(undefined)).toBe("USD");
    expect(moneyCurrencyInput.parse("local")).toBe("local");
    expect(moneyCurrencyInput.parse(" USD ")).toBe("USD");
    expect(moneyCurrencyInput.safeParse("GBP").success).toBe(false);
  });

  it("converts a local amount to US dollars at the rate per dollar, and leaves dollars alone", () => {
    // 400 GBP at 0.79 GBP per USD: 400 / 0.79 = 506.3291… USD
    expect(toUsd(400, "local", 0.79)).toBeCloseTo(506.329_113_9, 6);
    // 60 000 JPY at 150 JPY per USD: 60 000 / 150 = 400 USD
    expect(toUsd(60_000, "local", 150)).toBe(400);
    // An amount already in USD ignores the rate.
    expect(toUsd(400, "USD", 0.79)).toBe(400);
    // A US page: local is USD, rate 1.
    expect(toUsd(400, "local", 1)).toBe(400);
  });

  it("names the currency a money input is in", () => {
    expect(moneyCurrencyCode("local", "GBP")).toBe("GBP");
    expect(moneyCurrencyCode("USD", "GBP")).toBe("USD");
  });
});
