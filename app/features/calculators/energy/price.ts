/**
 * The cost per kWh the calculator uses, in the visitor's currency, and where it comes from:
 * the visitor's own figure, else the live price for the country, else the fallback tables
 * (Eurostat 2024-S2 in Europe, converted with the exchange rate; elsewhere a price a public page
 * states, with its period and source). A country with none of these has no automatic price: the
 * visitor enters theirs (never another country's price, converted).
 */
import { currencyOf, type CountryCode } from "~/utils/countries";
import { EUROSTAT_EUR_PER_KWH, EUROSTAT_PERIOD, type ConsumerKind } from "~/features/calculators/shared/electricity-price-fallback";
import { PUBLISHED_PRICES, type PublishedPrice } from "~/features/calculators/shared/published-electricity-prices";
import { convertAmount, resolveRate, type RatesAnswer, type ResolvedRate } from "~/features/calculators/shared/exchange-rate";
import type { Environment } from "./input-schema";

/** The service's answer as the price needs it (see shared/electricity-prices.server.ts). */
export type LivePrice =
  | { status: "live"; businessUsdPerKwh: number; householdUsdPerKwh: number; year: number; month: number }
  | { status: "down" };

export type PriceSource =
  | { kind: "entered" }
  | { kind: "live"; year: number; month: number; consumer: ConsumerKind }
  | { kind: "eurostat"; period: string; consumer: ConsumerKind }
  | ({ kind: "published"; consumer: ConsumerKind } & PublishedPrice);

export type AutomaticPrice = { amount: number; source: Exclude<PriceSource, { kind: "entered" }> };

/** What the country offers before the visitor enters anything: its currency, rates and price (if any). */
export type PriceOffer = {
  /** The currency amounts are shown in: the country's, or USD when no rate for it is known. */
  currency: string;
  rate: ResolvedRate;
  /** The rate a Eurostat price (in euros) was converted with, when one was. */
  euroRate: ResolvedRate | null;
  /** The rate a published price in another currency than `currency` was converted with, when one was. */
  priceRate: ResolvedRate | null;
  /** The country's own price, used when the visitor leaves the field empty; null: none is published. */
  automatic: AutomaticPrice | null;
};

export type CostPerKwh = PriceOffer & {
  /** The price the calculator uses. */
  amount: number;
  source: PriceSource;
};

type PriceInput = { country: CountryCode; environment: Environment; electricity: LivePrice; rates: RatesAnswer };

/** Offices pay the business price, homes the household price. */
export function consumerFor(environment: Environment): ConsumerKind {
  return environment === "office" ? "business" : "household";
}

/**
 * Whether the fallback tables hold a price for the country and environment (the live service
 * aside): without one the price field is required.
 */
export function hasPublishedPrice(country: CountryCode, environment: Environment): boolean {
  return EUROSTAT_EUR_PER_KWH[country] !== undefined || PUBLISHED_PRICES[country]?.[consumerFor(environment)] !== undefined;
}

export function offeredPrice(input: PriceInput): PriceOffer {
  const rate = resolveRate(currencyOf(input.country), input.rates);
  const consumer = consumerFor(input.environment);
  const eurostat = EUROSTAT_EUR_PER_KWH[input.country];
  const published = PUBLISHED_PRICES[input.country]?.[consumer];
  const offer: PriceOffer = { currency: rate.currency, rate, euroRate: null, priceRate: null, automatic: null };
  if (input.electricity.status === "live") {
    const usd = consumer === "business" ? input.electricity.businessUsdPerKwh : input.electricity.householdUsdPerKwh;
    offer.automatic = { amount: usd * rate.ratePerUsd, source: { kind: "live", year: input.electricity.year, month: input.electricity.month, consumer } };
  } else if (eurostat) {
    // Iceland publishes no business price: its household price stands in, and the page says so.
    const used: ConsumerKind = consumer === "business" && eurostat.business !== undefined ? "business" : "household";
    const euros = used === "business" ? eurostat.business! : eurostat.household;
    const source = { kind: "eurostat", period: EUROSTAT_PERIOD, consumer: used } as const;
    if (rate.currency === "EUR") {
      offer.automatic = { amount: euros, source };
    } else {
      offer.euroRate = resolveRate("EUR", input.rates);
      offer.automatic = { amount: convertAmount(euros, offer.euroRate.ratePerUsd, rate.ratePerUsd), source };
    }
  } else if (published) {
    const source = { kind: "published", consumer, ...published } as const;
    if (published.currency === rate.currency) {
      offer.automatic = { amount: published.amount, source };
    } else {
      // A price in another currency (China's in US dollars): through the dollar, with the rates in use.
      offer.priceRate = resolveRate(published.currency, input.rates);
      offer.automatic = { amount: convertAmount(published.amount, offer.priceRate.ratePerUsd, rate.ratePerUsd), source };
    }
  }
  return offer;
}

/** The price in use; null when the visitor entered none and the country has none published. */
export function resolveCostPerKwh(input: PriceInput & { entered: number | null }): CostPerKwh | null {
  const offer = offeredPrice(input);
  if (input.entered !== null) return { ...offer, amount: input.entered, source: { kind: "entered" } };
  if (!offer.automatic) return null;
  return { ...offer, amount: offer.automatic.amount, source: offer.automatic.source };
}
