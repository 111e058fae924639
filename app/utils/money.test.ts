import { describe, expect, it } from "vitest";
import { currencyDecimals, formatMoney, formatUnitPrice } from "./money";

describe("money", () => {
  it("knows each currency's decimals from Intl", () => {
    expect(currencyDecimals("USD")).toBe(2);
    expect(currencyDecimals("JPY")).toBe(0);
    expect(currencyDecimals("BHD")).toBe(3);
  });

  it("writes symbol, position and grouping as the locale does", () => {
    expect(formatMoney(1234.5, "USD", "en-US")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "JPY", "en-US")).toBe("¥1,235");
    expect(formatMoney(1234.5, "EUR", "de-DE")).toBe("1.234,50\u00a0€");
    expect(formatMoney(1234.5, "CNY", "zh-CN")).toBe("¥1,234.50");
  });

  it("signs differences and keeps extra decimals for unit prices", () => {
    expect(formatMoney(-12.3, "USD", "en-US", { signed: true })).toBe("-$12.30");
    expect(formatMoney(12.3, "USD", "en-US", { signed: true })).toBe("+$12.30");
    expect(formatMoney(0, "USD", "en-US", { signed: true })).toBe("$0.00");
    expect(formatUnitPrice(0.2359, "EUR", "en-US")).toBe("€0.2359");
    expect(formatUnitPrice(0.15, "USD", "en-US")).toBe("$0.15");
  });
});
