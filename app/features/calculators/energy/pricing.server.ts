import { getElectricityPrice } from "~/features/calculators/shared/electricity-prices.server";
import { getExchangeRates } from "~/features/calculators/shared/exchange-rates.server";
import type { CountryCode } from "~/utils/countries";

/** The live (or failed) answers of both services for a country; both are cached 12 hours. */
export async function loadPricing(country: CountryCode) {
  const [electricity, rates] = await Promise.all([getElectricityPrice(country), getExchangeRates()]);
  return { electricity, rates };
}
