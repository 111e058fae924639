/** One year's undiscounted cash: `upfront` paid at its start, `netFlow` (benefits − moves) accruing evenly. */
export type YearCash = { upfront: number; netFlow: number };

/**
 * The whole month (1-based count from the start) at which cumulative undiscounted net cash turns
 * ≥ 0, or null when it never does within the years given.
 */
export function paybackMonths(years: readonly YearCash[]): number | null {
  let cumulative = 0;
  for (const [index, year] of years.entries()) {
    const start = cumulative - year.upfront;
    if (start >= 0) return index * 12;
    const perMonth = year.netFlow / 12;
    if (perMonth > 0 && start + year.netFlow >= 0) return index * 12 + Math.ceil(-start / perMonth);
    cumulative = start + year.netFlow;
  }
  return null;
}

/** Label rules of issue 12: under 6 months → "under6"; never within the years → "never". */
export function paybackLabel(months: number | null): "under6" | "never" | "months" {
  if (months === null) return "never";
  return months < 6 ? "under6" : "months";
}
