/**
 * The productivity calculator's server half: the country's currency and rate, and the catalogue
 * monitor (only the maker's models shown on the visitor's site) with its list price.
 */
import type { Database } from "#db/connect";
import { findPricedScreen, listModelChoices, pricedModelLike } from "~/features/catalogue/index.server";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import type { MonitorChoice } from "~/features/calculators/frame/page-data";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { loadBusinessContext } from "~/features/calculators/shared/business-context.server";
import { keptRows } from "~/utils/kept-rows.server";
import type { SalaryCountry } from "~/features/calculators/shared/salaries";
import { getDb } from "~/utils/db.server";
import type { ProductivityContext, ProductivityInputs, ProductivityMonitor } from "./definition";
import { productivityContextOf } from "./price";

type Site = "work" | "home";

export async function findProductivityMonitor(db: Database, slug: string, site: Site): Promise<ProductivityMonitor | null> {
  // Size and resolution: is the monitor an upgrade of the legacy one (upgrade.ts)?
  return findPricedScreen(db, slug, site);
}

/** findProductivityMonitor, kept a minute (kept-rows.server.ts). */
export function keptProductivityMonitor(db: Database, slug: string, site: Site): Promise<ProductivityMonitor | null> {
  return keptRows(db, `productivity-monitor ${site} ${slug}`, () => findProductivityMonitor(db, slug, site));
}

/** The maker's monitors on the site, by title, for the monitor select. */
export async function listProductivityMonitors(db: Database, site: Site): Promise<MonitorChoice[]> {
  return listModelChoices(db, site, { orderBy: "title" });
}

/**
 * The blank page's monitor: the cheapest priced 27-inch UltraSharp on the site — the class of
 * monitor the productivity study measured (Forrester, "The Total Economic Impact of Dell
 * UltraSharp Monitors", 2018: 19-inch monitors replaced by 27-inch UltraSharps) — else the site's
 * cheapest priced model. Without a priced monitor the unchanged form could not compute (issue 47).
 */
export async function productivityPageDefaults(db: Database, site: Site): Promise<Readonly<Record<string, string>>> {
  const slug = await pricedModelLike(db, site, { series: "ultrasharp", sizeInches: 27 });
  return slug === null ? {} : { monitor: slug };
}

export type ProductivityContextDeps = {
  db: () => Promise<Database>;
  business: (country: SalaryCountry) => Promise<BusinessContext>;
};

/** A loader over the given database and exchange rates (tests pass their own). */
export function createProductivityContextLoader(deps: ProductivityContextDeps): ContextLoader<ProductivityInputs, ProductivityContext> {
  return async (inputs, request) => {
    const [business, monitor] = await Promise.all([
      deps.business(inputs.country),
      inputs.monitor === undefined ? null : deps.db().then((db) => keptProductivityMonitor(db, inputs.monitor!, request.site)),
    ]);
    if (inputs.monitor !== undefined && monitor === null) return { ok: false, issues: [{ field: "monitor", message: "calculator.error.monitorUnknown" }] };
    return productivityContextOf(business, monitor, inputs.price, inputs.moneyCurrency);
  };
}

export const loadProductivityContext = createProductivityContextLoader({ db: getDb, business: loadBusinessContext });
