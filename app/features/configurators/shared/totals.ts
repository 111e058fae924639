/** The known-price total of a bill and the budget verdict, the same for every configurator. */
export type Totals = { totalUsd: number | null; priceOnRequest: number; withinBudget: boolean | null };

export function billTotals(items: readonly { quantity: number; unitPriceUsd: number | null }[], budgetUsd: number | null): Totals {
  const known = items.filter((item) => item.unitPriceUsd !== null);
  const totalUsd = known.length > 0 ? known.reduce((sum, item) => sum + item.unitPriceUsd! * item.quantity, 0) : null;
  const priceOnRequest = items.length - known.length;
  // Over the budget as soon as the known prices are; within it only when every price is known.
  const withinBudget = budgetUsd === null || totalUsd === null ? null : totalUsd > budgetUsd ? false : priceOnRequest === 0 ? true : null;
  return { totalUsd, priceOnRequest, withinBudget };
}
