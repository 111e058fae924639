/**
 * What why-refresh looks up for its inputs: the catalogue monitor's figures, the country's
 * business electricity price (live, else the fallback table, as the energy calculator) and its
 * grid factor.
 */
import { gridFactorFor } from "~/features/calculators/energy/grid-factors.server";
import { offeredPrice, type PriceSource } from "~/features/calculators/energy/price";
import type { ContextLoader, FieldIssue, Said } from "~/features/calculators/frame/definition";
import { loadBusinessContext } from "~/features/calculators/shared/business-context.server";
import { getElectricityPrice } from "~/features/calculators/shared/electricity-prices.server";
import { getExchangeRates } from "~/features/calculators/shared/exchange-rates.server";
import { keptRows } from "~/utils/kept-rows.server";
import { getDb } from "~/utils/db.server";
import type { WhyRefreshContext, WhyRefreshInputs } from "./definition";
import { keptProductivityMonitor } from "~/features/calculators/productivity/context.server";
import { productivityContextOf } from "~/features/calculators/productivity/price";
import { findRefreshMonitor } from "./monitor.server";

export function priceSourceSaid(source: PriceSource): Said {
  switch (source.kind) {
    case "entered":
      return { key: "energy.source.entered" };
    case "live":
      return { key: source.consumer === "business" ? "energy.source.liveBusiness" : "energy.source.liveHousehold", values: { date: `${source.year}-${String(source.month).padStart(2, "0")}` } };
    case "eurostat":
      return { key: source.consumer === "business" ? "energy.source.eurostatBusiness" : "energy.source.eurostatHousehold", values: { period: source.period } };
    case "published":
      return {
        key: "energy.source.publishedBrief",
        values: {
          period: source.period,
          amount: source.amount,
          currency: source.currency,
          publisher: source.source.publisher,
          title: source.source.title,
          url: source.source.url,
          retrieved: source.source.retrieved,
        },
      };
  }
}

function saidOf(issue: FieldIssue): Said {
  return issue.values === undefined ? { key: issue.message } : { key: issue.message, values: issue.values };
}

export const loadWhyRefreshContext: ContextLoader<WhyRefreshInputs, WhyRefreshContext> = async (inputs, request) => {
  const db = await getDb();
  const [monitor, catalogueMonitor] = await Promise.all([keptRows(db, `why-refresh-monitor ${inputs.monitor}`, () => findRefreshMonitor(db, inputs.monitor)), keptProductivityMonitor(db, inputs.monitor, request.site)]);
  // Only the maker's models shown on this site (the productivity lookup is the site-aware one).
  if (!monitor || !catalogueMonitor) return { ok: false, issues: [{ field: "monitor", message: "calculator.error.monitorUnknown" }] };
  if (!monitor.figures) return { ok: false, issues: [{ field: "monitor", message: "whyRefresh.error.monitorData" }] };
  const [business, electricity, rates] = await Promise.all([loadBusinessContext(inputs.country), getElectricityPrice(inputs.country), getExchangeRates()]);
  const price = offeredPrice({ country: inputs.country, environment: "office", electricity, rates });
  // No business price published for the country: the visitor's own is required, never another country's.
  if (!price.automatic && inputs.pricePerKWh === undefined) return { ok: false, issues: [{ field: "pricePerKWh", message: "energy.error.priceRequired" }] };
  const automaticPrice: Said = price.automatic ? priceSourceSaid(price.automatic.source) : { key: "energy.source.entered" };
  const productivity = productivityContextOf(business, catalogueMonitor, inputs.price, inputs.moneyCurrency);
  return {
    ok: true,
    context: {
      business,
      productivity: productivity.ok ? productivity : { ok: false, reason: saidOf(productivity.issues[0]!) },
      monitor: { slug: monitor.slug, title: monitor.title, figures: monitor.figures },
      automaticPrice: { amount: price.automatic?.amount ?? inputs.pricePerKWh!, source: automaticPrice },
      gridFactor: gridFactorFor(inputs.country),
    },
  };
};
