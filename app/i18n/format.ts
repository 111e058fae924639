/** Number, unit, money and date formatting through Intl only, per locale. */
export function createFormatters(locale: string) {
  const cache = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options);
    let format = cache.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      cache.set(key, format);
    }
    return format;
  };
  return {
    number: (value: number, maximumFractionDigits = 0) => numberFormat({ maximumFractionDigits }).format(value),
    inches: (value: number) => numberFormat({ style: "unit", unit: "inch", unitDisplay: "short", maximumFractionDigits: 1 }).format(value),
    milliseconds: (value: number) =>
      numberFormat({ style: "unit", unit: "millisecond", unitDisplay: "short", maximumFractionDigits: 2 }).format(value),
    usd: (value: number) => numberFormat({ style: "currency", currency: "USD" }).format(value),
    date: (isoDate: string) =>
      new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`)),
    // A conjunction list separates items in every locale (a "unit" list runs Chinese items together).
    list: (values: string[]) => new Intl.ListFormat(locale, { style: "short", type: "conjunction" }).format(values),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
