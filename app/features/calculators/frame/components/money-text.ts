/**
 * How a money input says its currency on the page: the label names it ("Price per monitor
 * (GBP)") and, when the amount is not in US dollars, the hint adds its US-dollar equivalent at
 * the rate the answer used ("£400.00 ≈ US$506.33 at 0.79 GBP/USD").
 */
import { numberFormatOf } from "~/utils/intl";
import { formatMoney } from "~/utils/money";
import type { Translate } from "~/i18n/translate";
import type { MoneyIn } from "../definition";
import type { PageMoney } from "../page-data";

/** The currency of a money input, or null for any other input (or a calculator without money). */
export function inputCurrency(money: MoneyIn | undefined, page: PageMoney | null | undefined, moneyCurrency: string | undefined): string | null {
  if (!money || !page) return null;
  // The schema's default is USD: an address without `moneyCurrency` means dollars.
  return money === "local" || moneyCurrency === "local" ? page.local : "USD";
}

/** A label with its currency, when it has one. */
export function moneyLabel(label: string, currency: string | null, t: Translate): string {
  return currency === null ? label : t("calculator.money.fieldLabel", { label, currency });
}

/** The typed amount in US dollars at the answer's rate; undefined for dollars, an empty field or no answer. */
export function usdEquivalent(text: string, currency: string | null, usdRate: number | null | undefined, t: Translate, locale: string): string | undefined {
  if (currency === null || currency === "USD" || !usdRate) return undefined;
  const amount = Number(text.replaceAll(",", ""));
  if (text.trim() === "" || !Number.isFinite(amount)) return undefined;
  return t("calculator.money.equivalent", {
    amount: formatMoney(amount, currency, locale),
    usd: formatMoney(amount / usdRate, "USD", locale),
    rate: numberFormatOf(locale, { maximumSignificantDigits: 6 }).format(usdRate),
    currency,
  });
}
