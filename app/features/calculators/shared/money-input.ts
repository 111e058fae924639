/**
 * Money inputs in the buyer's currency (issue 27): one input, `moneyCurrency`, says whether the
 * amounts a visitor types are US dollars or the country's currency. The API's default is USD,
 * so links made before it existed keep their meaning; the pages default to the country's
 * currency (the field's `pageDefault`). The models work in US dollars: a local amount is
 * converted at the exchange rate in use — the applied `usdRate` assumption, an override included.
 */
import type { FieldSpec } from "~/features/calculators/frame/definition";
import { choice } from "~/features/calculators/frame/fields";

export const moneyCurrencies = ["local", "USD"] as const;
export type MoneyCurrency = (typeof moneyCurrencies)[number];

/** Absent → USD: what every money input meant before `moneyCurrency` existed. */
export const moneyCurrencyInput = choice(moneyCurrencies, "USD");

export const moneyCurrencyField: FieldSpec = {
  name: "moneyCurrency",
  kind: "money-currency",
  label: "calculator.input.moneyCurrency",
  hint: "calculator.input.moneyCurrencyHint",
  // A new visitor on a UK page types pounds; an address without the field still means dollars.
  pageDefault: "local",
};

/**
 * An amount as US dollars: a local amount divided by the rate (units of the country's currency
 * per US dollar), a dollar amount as it is.
 */
export function toUsd(amount: number, moneyCurrency: MoneyCurrency, usdRate: number): number {
  return moneyCurrency === "local" ? amount / usdRate : amount;
}

/** The currency a money input is in: the country's when `moneyCurrency` is local, else USD. */
export function moneyCurrencyCode(moneyCurrency: MoneyCurrency, localCurrency: string): string {
  return moneyCurrency === "local" ? localCurrency : "USD";
}
