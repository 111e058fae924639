/**
 * What the business-case calculators (productivity, TEI, quality, why-refresh) share: the
 * country and salary inputs, the wage model's constants as overridable assumptions, and the
 * yearly wages they give. Pure; the exchange rate comes in the context (business-context.server.ts).
 */
import type { AssumptionSpec, FieldSpec } from "~/features/calculators/frame/definition";
import { choice, numberInput } from "~/features/calculators/frame/fields";
import type { ResolvedRate } from "./exchange-rate";
import { defaultSalary, DEFAULT_SALARY_COUNTRY, salaryCountries, salaryTable, type SalaryCountry } from "./salaries";
import { BENEFITS_MULTIPLIER, DISCOUNT_RATE, FACILITY_WAGE_RATIO, facilityWage, HOURS_PER_YEAR, loadedHourlyWage, WAGE_GROWTH, wageInYear, YEARS } from "./wage-model";

/** What the server knows for a country: its currency and the rate that converts USD constants. */
export type BusinessContext = { country: SalaryCountry; currency: string; rate: ResolvedRate };

export const MAX_SALARY = 100_000_000;

export const businessInputShape = {
  country: choice(salaryCountries, DEFAULT_SALARY_COUNTRY),
  salary: numberInput(1, MAX_SALARY).optional(),
};

export const countryField: FieldSpec = {
  name: "country",
  kind: "select",
  label: "calculator.input.country",
  options: salaryCountries.map((code) => ({ value: code, label: { region: code } })),
};

export const salaryField: FieldSpec = {
  name: "salary",
  kind: "number",
  label: "calculator.input.salary",
  hint: "calculator.input.salaryHint",
  min: 1,
  max: MAX_SALARY,
  step: "any",
};

/**
 * The country's currency as the query names it (the frame's `localCurrency`): what the page's
 * money inputs are labelled with before a run. An unknown country reads as the default one,
 * as the schema would.
 */
export function businessLocalCurrency(raw: Readonly<Record<string, string | string[]>>): string {
  const country = businessInputShape.country.safeParse(raw.country);
  return salaryTable[country.success ? country.data : DEFAULT_SALARY_COUNTRY].currency;
}

/**
 * The salary every business-case calculator uses: the one entered, else the country's. Japan's
 * is a USD figure and converts at the rate in use, the visitor's `a.usdRate` when set: the
 * override is the assumption the answer states, so the salary follows it.
 */
export function salaryOf(inputs: { salary?: number | undefined }, context: BusinessContext, values: Readonly<Record<string, number>>): number {
  return inputs.salary ?? defaultSalary(context.country, values.usdRate ?? context.rate.ratePerUsd);
}

/** The exchange rate's source, as the assumptions panel says it. */
export function rateSource(rate: ResolvedRate): AssumptionSpec["source"] {
  if (rate.currency === "USD" && rate.source !== "usd-instead") return { key: "calculator.source.rateNone" };
  if (rate.source === "live") return { key: "calculator.source.rateLive", values: { date: rate.date ?? "—" } };
  if (rate.source === "usd-instead") return { key: "calculator.source.rateUsdInstead", values: { currency: rate.wanted } };
  return { key: "calculator.source.rateFred" };
}

/** The wage model's constants (product specification, "Wage model"), every one overridable. */
export function wageAssumptions(context: BusinessContext): AssumptionSpec[] {
  const spec = { key: "calculator.source.wageModel" } as const;
  return [
    { key: "usdRate", label: "calculator.assumption.usdRate", value: context.rate.ratePerUsd, unit: `${context.currency}/USD`, min: 0, minExclusive: true, max: 1_000_000, source: rateSource(context.rate) },
    { key: "hoursPerYear", label: "calculator.assumption.hoursPerYear", value: HOURS_PER_YEAR, unit: "h", min: 1, max: 8760, source: spec },
    { key: "benefitsMultiplier", label: "calculator.assumption.benefitsMultiplier", value: BENEFITS_MULTIPLIER, unit: "×", min: 1, max: 5, source: spec },
    { key: "wageGrowth", label: "calculator.assumption.wageGrowth", value: WAGE_GROWTH, unit: "1/year", min: 0, max: 1, source: spec },
    { key: "facilityWageRatio", label: "calculator.assumption.facilityWageRatio", value: FACILITY_WAGE_RATIO, unit: "×", min: 0, max: 5, source: spec },
    { key: "discountRate", label: "calculator.assumption.discountRate", value: DISCOUNT_RATE, unit: "1/year", min: 0, max: 1, source: { key: "calculator.source.discountRate" } },
  ];
}

/** The salary's own source line (Japan's says it is converted from USD). */
export function salarySource(inputs: { salary?: number | undefined }, context: BusinessContext): AssumptionSpec["source"] {
  if (inputs.salary !== undefined) return { key: "calculator.source.salaryEntered" };
  const entry = salaryTable[context.country];
  return entry.inUsd ? { key: "calculator.source.salaryUsd", values: { amount: entry.amount } } : { key: "calculator.source.salaryTable" };
}

/** Loaded hourly wage W_y and facility/IT wage F_y for years 1..YEARS, in the country's currency. */
export function yearWages(salary: number, values: Readonly<Record<string, number>>): { hourly: number; facility: number }[] {
  const wage = loadedHourlyWage(salary, values.benefitsMultiplier ?? BENEFITS_MULTIPLIER, values.hoursPerYear ?? HOURS_PER_YEAR);
  return Array.from({ length: YEARS }, (_, index) => {
    const hourly = wageInYear(wage, index + 1, values.wageGrowth ?? WAGE_GROWTH);
    return { hourly, facility: facilityWage(hourly, values.facilityWageRatio ?? FACILITY_WAGE_RATIO) };
  });
}

/** Productivity gain of a better monitor, by who measured it (product specification, "Productivity model"). */
export const gainSources = { maker: 0.21, analyst: 0.18, passive: 0.06 } as const;
export type GainSource = keyof typeof gainSources;
export const gainSourceKeys = Object.keys(gainSources) as GainSource[];
export const DEFAULT_GAIN_SOURCE: GainSource = "analyst";

export const gainSourceField: FieldSpec = {
  name: "gainSource",
  kind: "select",
  label: "calculator.input.gainSource",
  hint: "calculator.input.gainSourceHint",
  options: gainSourceKeys.map((key) => ({ value: key, label: { key: `calculator.gain.${key}` } })),
};

/** The chosen gain as one assumption row; its source names the study the choice stands for. */
export function gainAssumption(source: GainSource): AssumptionSpec {
  return { key: "gain", label: "calculator.assumption.gain", value: gainSources[source], unit: "ratio", min: 0, max: 1, source: { key: `calculator.source.gain.${source}` } };
}
