/** Shared wage constants of the business-case calculators (issue 12, "Shared inputs and constants"). */
export const HOURS_PER_YEAR = 2080;
export const BENEFITS_MULTIPLIER = 1.35;
export const WAGE_GROWTH = 0.03;
export const FACILITY_WAGE_RATIO = 0.54;
export const YEARS = 3;
export const DISCOUNT_RATE = 0.1;

/** Loaded hourly wage W = salary × benefits multiplier / hours per year. */
export function loadedHourlyWage(salary: number, benefitsMultiplier = BENEFITS_MULTIPLIER, hoursPerYear = HOURS_PER_YEAR): number {
  return (salary * benefitsMultiplier) / hoursPerYear;
}

/** W_y = W × (1 + growth)^(y − 1), y counted from 1. */
export function wageInYear(wage: number, year: number, growth = WAGE_GROWTH): number {
  return wage * (1 + growth) ** (year - 1);
}

/** F_y = ratio × W_y: the facility/IT staff wage that installs and moves monitors. */
export function facilityWage(wageOfYear: number, ratio = FACILITY_WAGE_RATIO): number {
  return ratio * wageOfYear;
}

/** Discount factor for a cash flow `periods` years out. */
export function discountFactor(periods: number, rate = DISCOUNT_RATE): number {
  return (1 + rate) ** -periods;
}
