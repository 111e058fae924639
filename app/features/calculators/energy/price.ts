/**
 * The cost per kWh the calculator uses, in the visitor's currency, and where it comes from:
 * the visitor's own figure, else the live price for the country, else the fallback table
 * (Eurostat 2024-S2 in Europe, converted with the exchange rate; 0.15 USD in the US; the same
 * 0.15 USD as a stated default elsewhere).
 */
import { currencyOf, type CountryCode } from "~/utils/countries";
import {
  EUROSTAT_EUR_PER_KWH,
  EUROSTAT_PERIOD,
  OTHER_DEFAULT_USD_PER_KWH,
  US_DEFAULT_USD_PER_KWH,
  type ConsumerKind,
} from "~/features/calculators/shared/electricity-price-fallback";
import { convertAmount, resolveRate, type RatesAnswer, type ResolvedRate } from "~/features/calculators/shared/exchange-rate";
import type { Environment } from "./form-state";

/** The service's answer as the price needs it (see shared/electricity-prices.server.ts). */
export type LivePrice =
  | { status: "live"; businessUsdPerKwh: number; householdUsdPerKwh: number; year: number; month: number }
  | { status: "down" };

export type PriceSource =
  | { kind: "entered" }
  | { kind: "live"; year: number; month: number; consumer: ConsumerKind }
  | { kind: "eurostat"; period: string; consumer: ConsumerKind }
  | { kind: "us-default" }
  | { kind: "default" };

export type CostPerKwh = {
  /** The currency amounts are shown in: the country's, or USD when no rate for it is known. */
  currency: string;
  rate: ResolvedRate;
  /** The rate a Eurostat price (in euros) was converted with, when one was. */
  euroRate: ResolvedRate | null;
  /** The price the calculator uses. */
  amount: number;
  source: PriceSource;
  /** The country's own price, used when the visitor leaves the field empty. */
  automatic: { amount: number; source: Exclude<PriceSource, { kind: "entered" }> };
};

/** Offices pay the business price, homes the household price. */
function consumerFor(environment: Environment): ConsumerKind {
  return environment === "office" ? "business" : "household";
}

export function resolveCostPerKwh(input: {
  country: CountryCode;
  environment: Environment;
  entered: number | null;
  electricity: LivePrice;
  rates: RatesAnswer;
}): CostPerKwh {
  const rate = resolveRate(currencyOf(input.country), input.rates);
  const consumer = consumerFor(input.environment);
  const fromUsd = (usd: number) => usd * rate.ratePerUsd;
  let automatic: CostPerKwh["automatic"];
  let euroRate: ResolvedRate | null = null;
  const eurostat = EUROSTAT_EUR_PER_KWH[input.country];
  if (input.electricity.status === "live") {
    const usd = consumer === "business" ? input.electricity.businessUsdPerKwh : input.electricity.householdUsdPerKwh;
    automatic = { amount: fromUsd(usd), source: { kind: "live", year: input.electricity.year, month: input.electricity.month, consumer } };
  } else if (eurostat) {
    // Iceland publishes no business price: its household price stands in, and the page says so.
    const used: ConsumerKind = consumer === "business" && eurostat.business !== undefined ? "business" : "household";
    const euros = used === "business" ? eurostat.business! : eurostat.household;
    if (rate.currency === "EUR") {
      automatic = { amount: euros, source: { kind: "eurostat", period: EUROSTAT_PERIOD, consumer: used } };
    } else {
      euroRate = resolveRate("EUR", input.rates);
      automatic = {
        amount: convertAmount(euros, euroRate.ratePerUsd, rate.ratePerUsd),
        source: { kind: "eurostat", period: EUROSTAT_PERIOD, consumer: used },
      };
    }
  } else if (input.country === "US") {
    automatic = { amount: fromUsd(US_DEFAULT_USD_PER_KWH), source: { kind: "us-default" } };
  } else {
    automatic = { amount: fromUsd(OTHER_DEFAULT_USD_PER_KWH), source: { kind: "default" } };
  }
  return {
    currency: rate.currency,
    rate,
    euroRate,
    amount: input.entered ?? automatic.amount,
    source: input.entered === null ? automatic.source : { kind: "entered" },
    automatic,
  };
}
