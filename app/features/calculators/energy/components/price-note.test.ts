import { describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
import type { HeldContext } from "~/features/calculators/frame/page-data";
import type { CostPerKwh } from "../price";
import { energyFieldNotes } from "./price-note";

const usd = { currency: "USD", ratePerUsd: 1, source: "fallback" } as unknown as CostPerKwh["rate"];

/** A held energy context with only what the note reads: the price. */
function held(price: Partial<CostPerKwh>): HeldContext {
  const full: CostPerKwh = { currency: "USD", rate: usd, euroRate: null, priceRate: null, automatic: null, amount: 0.2, source: { kind: "entered" }, ...price };
  return { key: "k", currency: "USD", context: { price: full } };
}

describe("energyFieldNotes", () => {
  const en = createTranslator(enUs, "en-US");
  const zh = createTranslator(zhCn, "zh-CN");
  const live = { amount: 0.1412, source: { kind: "live", year: 2026, month: 2, consumer: "business" } } as const;

  it("says the published price an empty field stands for, with its source and month", () => {
    // 0.1412 USD as a unit price keeps four decimals: $0.1412; February 2026 from year 2026, month 2.
    expect(energyFieldNotes(held({ automatic: live, amount: 0.1412, source: live.source }), en, "en-US")).toEqual({
      price: "Left empty, the calculator uses $0.1412 (live business price for February 2026).",
    });
    expect(energyFieldNotes(held({ automatic: live, amount: 0.1412, source: live.source }), zh, "zh-CN").price).toMatch(/^留空时，计算器使用 US\$0\.1412（来源：.*2026.*）。$/);
  });

  it("keeps the published price in sight beside a price the visitor entered", () => {
    expect(energyFieldNotes(held({ automatic: live, amount: 0.3, source: { kind: "entered" } }), en, "en-US").price).toContain("$0.1412");
  });

  it("says nothing where no price is published: the field's own hint asks for one", () => {
    expect(energyFieldNotes(held({ automatic: null }), en, "en-US")).toEqual({});
  });
});
