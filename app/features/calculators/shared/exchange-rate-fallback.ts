/**
 * Units of a currency per US dollar, used when the exchange-rate service cannot answer: ONE dated
 * set, the US Federal Reserve's monthly averages for June 2026 (FRED, via the datahub
 * exchange-rates dataset, public domain), copied in db/seed-data/exchange-rates/monthly-2026.csv.
 * June 2026 is the latest month with a row for every currency the set covers. Every 2026 row is
 * quoted per US dollar (the dataset's old rows for AUD, EUR, GBP, NZD were the other way round:
 * checked, the June 2026 figures are units per dollar, e.g. GBP 0.7497, EUR 0.8684).
 *
 * FRED publishes no rate for the other currencies the site offers (see NO_FALLBACK_RATE): amounts
 * for them stay in US dollars when the service is down, and the page says so.
 */
export type FallbackRateSource = "fred";

/** The set's month (its first day, as FRED dates a monthly average) and its source. */
export const FALLBACK_RATES_SET = {
  date: "2026-06-01",
  source: "FRED",
  url: "https://fred.stlouisfed.org",
} as const;

/** FRED's country names for each currency (the CSV names countries, not codes). */
export const FRED_SERIES_NAMES: Readonly<Record<string, string>> = {
  AUD: "Australia",
  BRL: "Brazil",
  CAD: "Canada",
  CHF: "Switzerland",
  CNY: "China",
  DKK: "Denmark",
  EUR: "Euro",
  GBP: "United Kingdom",
  INR: "India",
  JPY: "Japan",
  MXN: "Mexico",
  NOK: "Norway",
  SEK: "Sweden",
  SGD: "Singapore",
};

/** FRED's monthly averages for June 2026, per US dollar. */
const JUNE_2026: Readonly<Record<string, number>> = {
  AUD: 1.4235,
  BRL: 5.1241,
  CAD: 1.4034,
  CHF: 0.7993,
  CNY: 6.7758,
  DKK: 6.4903,
  EUR: 0.8684,
  GBP: 0.7497,
  INR: 94.96,
  JPY: 160.77,
  MXN: 17.3792,
  NOK: 9.5827,
  SEK: 9.5155,
  SGD: 1.2878,
};

export const FALLBACK_RATES_PER_USD: Readonly<Record<string, { rate: number; source: FallbackRateSource }>> = Object.fromEntries([
  ["USD", { rate: 1, source: "fred" }],
  ...Object.entries(JUNE_2026).map(([currency, rate]) => [currency, { rate, source: "fred" as const }]),
]);

/** The site's currencies the set has no rate for: FRED's H.10 series do not cover them. */
export const NO_FALLBACK_RATE: readonly string[] = ["ALL", "BAM", "CZK", "GEL", "HUF", "ISK", "MDL", "PLN", "RON", "RSD", "TRY"];
