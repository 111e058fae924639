import { dateTimeFormatOf, listFormatOf, numberFormatOf } from "~/utils/intl";
import { formatMoney } from "~/utils/money";

// Pages format in every card and row: the Intl objects come from utils/intl's cache.

/** Number, unit, money (through utils/money) and date formatting through Intl only, per locale. */
export function createFormatters(locale: string) {
  const numberFormat = (options: Intl.NumberFormatOptions) => numberFormatOf(locale, options);
  return {
    number: (value: number, maximumFractionDigits = 0) => numberFormat({ maximumFractionDigits }).format(value),
    inches: (value: number) => numberFormat({ style: "unit", unit: "inch", unitDisplay: "short", maximumFractionDigits: 1 }).format(value),
    centimetres: (value: number) => numberFormat({ style: "unit", unit: "centimeter", unitDisplay: "short", maximumFractionDigits: 1 }).format(value),
    milliseconds: (value: number) =>
      numberFormat({ style: "unit", unit: "millisecond", unitDisplay: "short", maximumFractionDigits: 2 }).format(value),
    /** A percentage given as 0–100 ("97.2" → "97.2%"). */
    percent: (value: number) => numberFormat({ style: "percent", maximumFractionDigits: 1 }).format(value / 100),
    usd: (value: number) => formatMoney(value, "USD", locale),
    date: (isoDate: string) =>
      dateTimeFormatOf(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
        new Date(`${isoDate}T00:00:00Z`),
      ),
    // A conjunction list separates items in every locale (a "unit" list runs Chinese items together).
    list: (values: string[]) => listFormatOf(locale, { style: "short", type: "conjunction" }).format(values),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
