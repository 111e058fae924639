/**
 * Units of a currency per US dollar, used when the exchange-rate service cannot answer.
 *
 * - "specification": the product specification's fallback table (issue #6, seed constants).
 * - "fred-2026-06": the US Federal Reserve's monthly average for June 2026 (FRED via the
 *   datahub exchange-rates dataset, public domain), from db/seed-data/exchange-rates/monthly-2026.csv,
 *   for currencies the specification's table lacks.
 */
export type FallbackRateSource = "specification" | "fred-2026-06";

export const FALLBACK_RATES_PER_USD: Readonly<Record<string, { rate: number; source: FallbackRateSource }>> = {
  USD: { rate: 1, source: "specification" },
  AUD: { rate: 1.3534, source: "specification" },
  CAD: { rate: 1.3133, source: "specification" },
  CNY: { rate: 6.6351, source: "specification" },
  EUR: { rate: 0.8552, source: "specification" },
  JPY: { rate: 110.6419, source: "specification" },
  SGD: { rate: 1.365, source: "specification" },
  GBP: { rate: 0.7562, source: "specification" },
  BRL: { rate: 5.1241, source: "fred-2026-06" },
  CHF: { rate: 0.7993, source: "fred-2026-06" },
  DKK: { rate: 6.4903, source: "fred-2026-06" },
  INR: { rate: 94.96, source: "fred-2026-06" },
  MXN: { rate: 17.3792, source: "fred-2026-06" },
  NOK: { rate: 9.5827, source: "fred-2026-06" },
  SEK: { rate: 9.5155, source: "fred-2026-06" },
};

/** FRED's country names for the currencies taken from it (the CSV names countries, not codes). */
export const FRED_SERIES_NAMES: Readonly<Record<string, string>> = {
  BRL: "Brazil",
  CHF: "Switzerland",
  DKK: "Denmark",
  INR: "India",
  MXN: "Mexico",
  NOK: "Norway",
  SEK: "Sweden",
};
