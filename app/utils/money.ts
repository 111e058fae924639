/**
 * The one money formatter: every amount the site shows goes through formatMoney. Intl gives the
 * currency's symbol, its position and its number of decimals (0 for JPY, 2 for EUR, 3 for some
 * dinars) from the locale and ISO 4217 data; building an Intl.NumberFormat costs far more than
 * using one, so each locale, currency, decimals and sign is built once per process.
 */
import { cached, displayNameOf } from "./intl";

type Digits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

function moneyFormat(locale: string, currency: string, digits: Digits = {}, signed = false): Intl.NumberFormat {
  const key = `money|${locale}|${currency}|${digits.minimumFractionDigits ?? ""}|${digits.maximumFractionDigits ?? ""}|${signed}`;
  return cached(key, () => new Intl.NumberFormat(locale, { style: "currency", currency, ...digits, ...(signed ? { signDisplay: "exceptZero" } : {}) }));
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
  /** Exactly this many decimals instead of the currency's own (0: whole units, for large sums). */
  fractionDigits?: number;
  /**
   * A symbol and its place from a country table ("kr" after the amount) instead of the locale's;
   * digits, grouping and sign stay Intl's.
   */
  symbol?: { text: string; before: boolean };
};

function digitsOf(currency: string, options: MoneyOptions): Digits {
  if (options.fractionDigits !== undefined) return { minimumFractionDigits: options.fractionDigits, maximumFractionDigits: options.fractionDigits };
  const extra = options.extraDecimals ?? 0;
  if (extra <= 0) return {};
  const decimals = currencyDecimals(currency);
  return { minimumFractionDigits: decimals, maximumFractionDigits: decimals + extra };
}

export function formatMoney(amount: number, currency: string, locale: string, options: MoneyOptions = {}): string {
  const format = moneyFormat(locale, currency, digitsOf(currency, options), options.signed);
  if (!options.symbol) return format.format(amount);
  const parts = format.formatToParts(amount);
  const text = (types: string[]) => parts.filter((part) => types.includes(part.type)).map((part) => part.value).join("");
  const sign = text(["minusSign", "plusSign"]);
  const digits = text(["integer", "group", "decimal", "fraction"]);
  return options.symbol.before ? `${sign}${options.symbol.text}${digits}` : `${sign}${digits}\u00a0${options.symbol.text}`;
}

/** A price per unit (per kWh): two decimals more than the currency's own. */
export function formatUnitPrice(amount: number, currency: string, locale: string): string {
  return formatMoney(amount, currency, locale, { extraDecimals: 2 });
}

/** The currency's name in a language ("euro", "欧元"). */
export function currencyName(currency: string, locale: string): string {
  return displayNameOf(locale, "currency", currency);
}
