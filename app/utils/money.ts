/**
 * Money through Intl only: the currency's symbol, its position and its number of decimals
 * (0 for JPY, 2 for EUR, 3 for some dinars) come from the locale and ISO 4217 data in Intl.
 */
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${currency}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, ...options });
    formats.set(key, format);
  }
  return format;
}

/** The number of decimals a currency is written with (ISO 4217 minor units, as Intl knows them). */
export function currencyDecimals(currency: string): number {
  return moneyFormat("en-US", currency).resolvedOptions().maximumFractionDigits ?? 2;
}

export type MoneyOptions = {
  /** "+" or "−" before any amount but zero: for differences. */
  signed?: boolean;
  /**
   * Decimals beyond the currency's own, for small unit amounts: a cost per kWh of 0.2359 EUR
   * reads €0.2359 rather than €0.24.
   */
  extraDecimals?: number;
};

export function formatMoney(amount: number, currency: string, locale: string, options: MoneyOptions = {}): string {
  const decimals = currencyDecimals(currency);
  const extra = options.extraDecimals ?? 0;
  return moneyFormat(locale, currency, {
    ...(options.signed ? { signDisplay: "exceptZero" } : {}),
    ...(extra > 0 ? { minimumFractionDigits: decimals, maximumFractionDigits: decimals + extra } : {}),
  }).format(amount);
}

/** A price per unit (per kWh): two decimals more than the currency's own. */
export function formatUnitPrice(amount: number, currency: string, locale: string): string {
  return formatMoney(amount, currency, locale, { extraDecimals: 2 });
}

/** The currency's name in a language ("euro", "欧元"). */
export function currencyName(currency: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: "currency", fallback: "code" }).of(currency) ?? currency;
}
