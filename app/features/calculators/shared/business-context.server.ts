import type { BusinessContext } from "./business";
import { resolveRate } from "./exchange-rate";
import { getExchangeRates } from "./exchange-rates.server";
import { salaryTable, type SalaryCountry } from "./salaries";

/** The country's currency and its rate per USD: live when the service answers, else the fallback table's. */
export async function loadBusinessContext(country: SalaryCountry): Promise<BusinessContext> {
  const currency = salaryTable[country].currency;
  const rate = resolveRate(currency, await getExchangeRates());
  return { country, currency: rate.currency, rate };
}
