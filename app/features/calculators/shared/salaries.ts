/**
 * The countries of the business-case calculators and their yearly salary (product specification,
 * "Wage model"). Money is in the country's currency. The specification gives Japan 65000 JPY,
 * about 430 USD a year; issue #12 reads it as 65000 USD converted at the exchange rate, and the
 * source shown says so.
 */
export const salaryCountries = ["US", "AU", "CA", "CN", "FR", "DE", "JP", "SG", "GB"] as const;
export type SalaryCountry = (typeof salaryCountries)[number];

export const DEFAULT_SALARY_COUNTRY: SalaryCountry = "US";

export const salaryTable: Readonly<Record<SalaryCountry, { amount: number; currency: string; inUsd: boolean }>> = {
  US: { amount: 100_000, currency: "USD", inUsd: false },
  AU: { amount: 90_000, currency: "AUD", inUsd: false },
  CA: { amount: 80_000, currency: "CAD", inUsd: false },
  CN: { amount: 62_000, currency: "CNY", inUsd: false },
  FR: { amount: 90_000, currency: "EUR", inUsd: false },
  DE: { amount: 82_000, currency: "EUR", inUsd: false },
  JP: { amount: 65_000, currency: "JPY", inUsd: true },
  SG: { amount: 85_000, currency: "SGD", inUsd: false },
  GB: { amount: 75_000, currency: "GBP", inUsd: false },
};

export function isSalaryCountry(value: unknown): value is SalaryCountry {
  return typeof value === "string" && (salaryCountries as readonly string[]).includes(value);
}

/** The country's yearly salary in its currency; `ratePerUsd` converts Japan's USD figure. */
export function defaultSalary(country: SalaryCountry, ratePerUsd: number): number {
  const entry = salaryTable[country];
  return entry.inUsd ? entry.amount * ratePerUsd : entry.amount;
}
