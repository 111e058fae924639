/**
 * Which price per monitor the productivity case uses: the one entered wins, else the catalogue's
 * list price. Only about 71 catalogue models have one, so without either the visitor is asked
 * for a price (on the `price` field, which is where it must be typed).
 */
import type { FieldIssue } from "~/features/calculators/frame/definition";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { toUsd, type MoneyCurrency } from "~/features/calculators/shared/money-input";
import type { ProductivityContext, ProductivityMonitor } from "./definition";

export function productivityContextOf(
  business: BusinessContext,
  monitor: ProductivityMonitor | null,
  enteredPrice: number | undefined,
  moneyCurrency: MoneyCurrency = "USD",
): { ok: true; context: ProductivityContext } | { ok: false; issues: FieldIssue[] } {
  const entered = enteredPrice === undefined ? undefined : toUsd(enteredPrice, moneyCurrency, business.rate.ratePerUsd);
  const priceUsd = entered ?? monitor?.listPriceUsd ?? null;
  if (priceUsd === null || !(priceUsd > 0)) {
    const issue: FieldIssue = monitor
      ? { field: "price", message: "productivity.error.priceRequired", values: { monitor: monitor.title } }
      : { field: "price", message: "productivity.error.priceMissing" };
    return { ok: false, issues: [issue] };
  }
  return { ok: true, context: Object.assign({}, business, { monitor, priceUsd }) };
}
