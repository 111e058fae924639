import { describe, expect, it, vi } from "vitest";
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

  it("writes exactly the decimals asked for: whole units for large sums", () => {
    // 1234.5 rounded to whole dollars is 1,235 (half away from zero); to two decimals, 1,234.50.
    expect(formatMoney(1234.5, "USD", "en-US", { fractionDigits: 0 })).toBe("$1,235");
    expect(formatMoney(-1234.5, "USD", "en-US", { fractionDigits: 0, signed: true })).toBe("-$1,235");
    expect(formatMoney(1234.5, "JPY", "en-US", { fractionDigits: 2 })).toBe("¥1,234.50");
  });

  it("puts a country table's symbol where the table says, keeping Intl's digits and sign", () => {
    // Sweden writes "kr" after the amount, separated by a no-break space; de-DE groups with ".".
    expect(formatMoney(1234567, "SEK", "en-US", { fractionDigits: 0, symbol: { text: "kr", before: false } })).toBe("1,234,567\u00a0kr");
    expect(formatMoney(-1234567, "SEK", "de-DE", { fractionDigits: 0, symbol: { text: "kr", before: false } })).toBe("-1.234.567\u00a0kr");
    expect(formatMoney(-20, "GBP", "en-US", { fractionDigits: 2, symbol: { text: "£", before: true } })).toBe("-£20.00");
  });

  it("builds one Intl format per locale, currency, decimals and sign", () => {
    const Original = Intl.NumberFormat;
    const built = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (locales, options) {
      return new Original(locales, options);
    } as typeof Intl.NumberFormat);
    formatMoney(1, "CHF", "fr-CH");
    formatMoney(2, "CHF", "fr-CH");
    formatMoney(3, "CHF", "fr-CH", { fractionDigits: 0 });
    formatMoney(4, "CHF", "fr-CH", { fractionDigits: 0 });
    expect(built).toHaveBeenCalledTimes(2);
  });
});
