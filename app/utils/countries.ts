/**
 * The countries the calculators offer, with their currency. The list is the union of the
 * countries the calculators have figures for: the specification's (US, Australia, Canada, China,
 * Japan, Singapore, UK, France, Germany), Eurostat's electricity price tables, the Ember grid
 * factors (India, Brazil) and the ROI tables (Mexico). Names come from Intl.DisplayNames.
 */
import { collatorOf, displayNameOf } from "./intl";

export const countries = [
  { code: "AL", currency: "ALL" },
  { code: "AT", currency: "EUR" },
  { code: "AU", currency: "AUD" },
  { code: "BA", currency: "BAM" },
  { code: "BE", currency: "EUR" },
  // Bulgaria has used the euro since 1 January 2026.
  { code: "BG", currency: "EUR" },
  { code: "BR", currency: "BRL" },
  { code: "CA", currency: "CAD" },
  { code: "CH", currency: "CHF" },
  { code: "CN", currency: "CNY" },
  { code: "CY", currency: "EUR" },
  { code: "CZ", currency: "CZK" },
  { code: "DE", currency: "EUR" },
  { code: "DK", currency: "DKK" },
  { code: "EE", currency: "EUR" },
  { code: "ES", currency: "EUR" },
  { code: "FI", currency: "EUR" },
  { code: "FR", currency: "EUR" },
  { code: "GB", currency: "GBP" },
  { code: "GE", currency: "GEL" },
  { code: "GR", currency: "EUR" },
  { code: "HR", currency: "EUR" },
  { code: "HU", currency: "HUF" },
  { code: "IE", currency: "EUR" },
  { code: "IN", currency: "INR" },
  { code: "IS", currency: "ISK" },
  { code: "IT", currency: "EUR" },
  { code: "JP", currency: "JPY" },
  { code: "LI", currency: "CHF" },
  { code: "LT", currency: "EUR" },
  { code: "LU", currency: "EUR" },
  { code: "LV", currency: "EUR" },
  { code: "MD", currency: "MDL" },
  { code: "ME", currency: "EUR" },
  { code: "MT", currency: "EUR" },
  { code: "MX", currency: "MXN" },
  { code: "NL", currency: "EUR" },
  { code: "NO", currency: "NOK" },
  { code: "PL", currency: "PLN" },
  { code: "PT", currency: "EUR" },
  { code: "RO", currency: "RON" },
  { code: "RS", currency: "RSD" },
  { code: "SE", currency: "SEK" },
  { code: "SG", currency: "SGD" },
  { code: "SI", currency: "EUR" },
  { code: "SK", currency: "EUR" },
  { code: "TR", currency: "TRY" },
  { code: "US", currency: "USD" },
  // Kosovo's code is user-assigned (not in ISO 3166-1); CLDR and Eurostat use XK.
  { code: "XK", currency: "EUR" },
] as const;

export type CountryCode = (typeof countries)[number]["code"];
export const DEFAULT_COUNTRY: CountryCode = "US";

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && countries.some((country) => country.code === value);
}

export function currencyOf(country: CountryCode): string {
  return countries.find((entry) => entry.code === country)?.currency ?? "USD";
}

/** Every currency the countries use, once, plus USD. */
export const countryCurrencies: readonly string[] = [...new Set(["USD", ...countries.map((country) => country.currency)])].sort();

/** A country's name in a language (its code where Intl has none). */
export function countryName(code: string, locale: string): string {
  return displayNameOf(locale, "region", code);
}

/** Countries with their names in a language, sorted by name as that language sorts. */
export function countryOptions(locale: string): Array<{ code: CountryCode; name: string; currency: string }> {
  const collator = collatorOf(locale);
  return countries
    .map((country) => ({ code: country.code, currency: country.currency, name: displayNameOf(locale, "region", country.code) }))
    .sort((first, second) => collator.compare(first.name, second.name));
}
