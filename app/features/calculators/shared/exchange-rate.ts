import { FALLBACK_RATES_PER_USD, type FallbackRateSource } from "./exchange-rate-fallback";

/** What the exchange-rate service answered (see exchange-rates.server.ts). */
export type RatesAnswer =
  | { status: "live"; ratesPerUsd: Readonly<Record<string, number>>; date: string | null }
  | { status: "down"; reason: ServiceFailure };

/** Why a service gave no usable answer; "not-configured" means no base URL is set. */
export type ServiceFailure = "not-configured" | "timeout" | "network" | "http-status" | "malformed" | "too-large" | "no-country";

/**
 * A currency's rate as the page uses it. "live" comes from the service; a currency the
 * service did not price takes the fallback set's rate ("fred": one dated set, FALLBACK_RATES_SET);
 * one the set lacks too cannot be shown, so amounts stay in US dollars (rate 1) and the page says
 * so. The dollar itself is the base, 1 by definition ("specification", the name the calculators'
 * fixtures have always used for it).
 */
export type ResolvedRate =
  | { currency: string; ratePerUsd: number; source: "live"; date: string | null }
  | { currency: string; ratePerUsd: number; source: FallbackRateSource }
  | { currency: string; ratePerUsd: number; source: "specification" }
  | { currency: "USD"; ratePerUsd: 1; source: "usd-instead"; wanted: string };

export function resolveRate(currency: string, answer: RatesAnswer): ResolvedRate {
  if (currency === "USD") return { currency, ratePerUsd: 1, source: "specification" };
  if (answer.status === "live") {
    const live = answer.ratesPerUsd[currency];
    if (live !== undefined) return { currency, ratePerUsd: live, source: "live", date: answer.date };
  }
  const fallback = FALLBACK_RATES_PER_USD[currency];
  if (fallback) return { currency, ratePerUsd: fallback.rate, source: fallback.source };
  return { currency: "USD", ratePerUsd: 1, source: "usd-instead", wanted: currency };
}

/** Every rate the service or the fallback table knows, for the currency converter. */
export function knownRates(answer: RatesAnswer): Record<string, { ratePerUsd: number; live: boolean }> {
  const rates: Record<string, { ratePerUsd: number; live: boolean }> = {};
  for (const [currency, entry] of Object.entries(FALLBACK_RATES_PER_USD)) rates[currency] = { ratePerUsd: entry.rate, live: false };
  if (answer.status === "live") {
    for (const [currency, rate] of Object.entries(answer.ratesPerUsd)) rates[currency] = { ratePerUsd: rate, live: true };
  }
  // The dollar is the base: its rate is 1 by definition, live when the service answered.
  rates.USD = { ratePerUsd: 1, live: answer.status === "live" };
  return rates;
}

/** amount in `from` → amount in `to`, both rates in units per US dollar. */
export function convertAmount(amount: number, fromPerUsd: number, toPerUsd: number): number {
  return (amount / fromPerUsd) * toPerUsd;
}
