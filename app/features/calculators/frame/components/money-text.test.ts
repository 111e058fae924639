import { describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
import type { PageMoney } from "../page-data";
import { inputCurrency, moneyLabel, usdEquivalent } from "./money-text";

const t = createTranslator(enUs);
const uk: PageMoney = { local: "GBP", usdRate: 0.8, rates: { rates: {}, date: null } };

describe("a money input's currency on the page", () => {
  it("follows moneyCurrency for a chosen-currency input, and is always local for a local one", () => {
    expect(inputCurrency("chosen", uk, "local")).toBe("GBP");
    // An address without moneyCurrency means US dollars.
    expect(inputCurrency("chosen", uk, undefined)).toBe("USD");
    expect(inputCurrency("chosen", uk, "USD")).toBe("USD");
    expect(inputCurrency("local", uk, "USD")).toBe("GBP");
    expect(inputCurrency(undefined, uk, "local")).toBeNull();
    expect(inputCurrency("chosen", null, "local")).toBeNull();
  });

  it("names the currency in the label, in both languages", () => {
    expect(moneyLabel("Price per monitor", "GBP", t)).toBe("Price per monitor (GBP)");
    expect(moneyLabel("每台显示器的价格", "GBP", createTranslator(zhCn))).toBe("每台显示器的价格（以 GBP 计）");
    expect(moneyLabel("Staff", null, t)).toBe("Staff");
  });

  it("gives the US-dollar equivalent of a local amount at the answer's rate", () => {
    // 400 GBP at 0.8 GBP per USD: 400 / 0.8 = 500 USD
    expect(usdEquivalent("400", "GBP", 0.8, t, "en-US")).toBe("£400.00 ≈ $500.00 at 0.8 GBP/USD.");
    // "1,000" as typed: 1 000 / 0.8 = 1 250 USD
    expect(usdEquivalent("1,000", "GBP", 0.8, t, "en-US")).toBe("£1,000.00 ≈ $1,250.00 at 0.8 GBP/USD.");
  });

  it("gives none for dollars, an empty field, no answer or text", () => {
    expect(usdEquivalent("400", "USD", 1, t, "en-US")).toBeUndefined();
    expect(usdEquivalent("", "GBP", 0.8, t, "en-US")).toBeUndefined();
    expect(usdEquivalent("400", "GBP", null, t, "en-US")).toBeUndefined();
    expect(usdEquivalent("abc", "GBP", 0.8, t, "en-US")).toBeUndefined();
  });
});
