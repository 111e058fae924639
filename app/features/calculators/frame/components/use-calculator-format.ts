import { numberFormatOf } from "~/utils/intl";
import { useLocale } from "~/root-data";
import { formatMoney } from "~/utils/money";

// The contract promises finite numbers; should one slip through, a dash reads better than "NaN".
const DASH = "–";

/**
 * The business calculators' figures in the page's language, all through Intl: money in the
 * run's currency (whole units once amounts reach a thousand, where cents are noise in a
 * three-year case, and for zero), ratios as percentages, hours and months with their unit.
 */
export function useCalculatorFormat(currency: string) {
  const { locale } = useLocale();
  return formatsFor(locale, currency);
}

export function formatsFor(locale: string, currency: string) {
  const guard = (format: (value: number) => string) => (value: number) => (Number.isFinite(value) ? format(value) : DASH);
  const money = (value: number, signed = false) =>
    formatMoney(value, currency, locale, { signed, fractionDigits: Math.abs(value) >= 1000 || value === 0 ? 0 : undefined });
  return {
    money: (value: number, signed = false) => (Number.isFinite(value) ? money(value, signed) : DASH),
    /** A ratio (0.18) as a percentage (18%). */
    percent: (ratio: number, digits = 1) => (Number.isFinite(ratio) ? numberFormatOf(locale, { style: "percent", maximumFractionDigits: digits }).format(ratio) : DASH),
    hours: guard((value) => numberFormatOf(locale, { style: "unit", unit: "hour", unitDisplay: "long", maximumFractionDigits: 1 }).format(value)),
    months: guard((value) => numberFormatOf(locale, { style: "unit", unit: "month", unitDisplay: "long", maximumFractionDigits: 0 }).format(value)),
    number: (value: number, digits = 0) => (Number.isFinite(value) ? numberFormatOf(locale, { maximumFractionDigits: digits }).format(value) : DASH),
    /** An assumption's value: constants can be small ratios (0.054), so up to four decimals. */
    assumption: guard((value) => numberFormatOf(locale, { maximumFractionDigits: 4 }).format(value)),
  };
}

export type CalculatorFormat = ReturnType<typeof formatsFor>;
