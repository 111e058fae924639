import { dateTimeFormatOf, listFormatOf, numberFormatOf } from "~/utils/intl";
import { formatMoney } from "~/utils/money";

// Pages format in every card and row (a products page ~150 facet counts): the Intl objects come
// from utils/intl's cache, and each locale's formatters hold the ones they use, so that a call
// does not build utils/intl's key (a JSON of the options) again.

/** The formatters of each locale made so far (the site's few; a stray locale is not kept). */
const formattersByLocale = new Map<string, Formatters>();
const MAX_LOCALES = 16;

/** Number, unit, money (through utils/money) and date formatting through Intl only, per locale. */
export function createFormatters(locale: string): Formatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    formatters = formattersFor(locale);
    if (formattersByLocale.size < MAX_LOCALES) formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

function formattersFor(locale: string) {
  const numberFormat = (options: Intl.NumberFormatOptions) => numberFormatOf(locale, options);
  /** One format, looked up in utils/intl on first use. */
  const held = (options: Intl.NumberFormatOptions) => {
    let format: Intl.NumberFormat | undefined;
    return () => (format ??= numberFormat(options));
  };
  const byDigits = new Map<number, Intl.NumberFormat>();
  const inch = held({ style: "unit", unit: "inch", unitDisplay: "short", maximumFractionDigits: 1 });
  const centimetre = held({ style: "unit", unit: "centimeter", unitDisplay: "short", maximumFractionDigits: 1 });
  const millisecond = held({ style: "unit", unit: "millisecond", unitDisplay: "short", maximumFractionDigits: 2 });
  const percent = held({ style: "percent", maximumFractionDigits: 1 });
  return {
    number: (value: number, maximumFractionDigits = 0) => {
      let format = byDigits.get(maximumFractionDigits);
      if (!format) byDigits.set(maximumFractionDigits, (format = numberFormat({ maximumFractionDigits })));
      return format.format(value);
    },
    inches: (value: number) => inch().format(value),
    centimetres: (value: number) => centimetre().format(value),
    milliseconds: (value: number) => millisecond().format(value),
    /** A percentage given as 0–100 ("97.2" → "97.2%"). */
    percent: (value: number) => percent().format(value / 100),
    usd: (value: number) => formatMoney(value, "USD", locale),
    date: (isoDate: string) =>
      dateTimeFormatOf(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
        new Date(`${isoDate}T00:00:00Z`),
      ),
    // A conjunction list separates items in every locale (a "unit" list runs Chinese items together).
    list: (values: string[]) => listFormatOf(locale, { style: "short", type: "conjunction" }).format(values),
  };
}

export type Formatters = ReturnType<typeof formattersFor>;
