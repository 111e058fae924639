import { formatMoney } from "~/utils/money";

// Building an Intl formatter costs far more than using one, and pages format in every card and
// row: each locale and option set is built once per process (or page visit) and then reused.
type IntlObject = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.PluralRules;
const formatters = new Map<string, IntlObject>();

function cached<T extends IntlObject>(key: string, build: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) formatters.set(key, (format = build()));
  return format;
}

/** A number format of the locale, built once (the translator formats placeholders with it too). */
export function numberFormatOf(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function pluralRulesOf(locale: string): Intl.PluralRules {
  return cached(`plural|${locale}`, () => new Intl.PluralRules(locale));
}

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
      cached(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })).format(
        new Date(`${isoDate}T00:00:00Z`),
      ),
    // A conjunction list separates items in every locale (a "unit" list runs Chinese items together).
    list: (values: string[]) => cached(`list|${locale}`, () => new Intl.ListFormat(locale, { style: "short", type: "conjunction" })).format(values),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
