/**
 * The productivity calculator's server half: the country's currency and rate, and the catalogue
 * monitor (only the maker's models shown on the visitor's site) with its list price.
 */
import { and, arrayContains, asc, eq } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import type { MonitorChoice } from "~/features/calculators/frame/page-data";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { loadBusinessContext } from "~/features/calculators/shared/business-context.server";
import { keptRows } from "~/features/calculators/shared/kept-rows.server";
import type { SalaryCountry } from "~/features/calculators/shared/salaries";
import { getDb } from "~/utils/db.server";
import type { ProductivityContext, ProductivityInputs, ProductivityMonitor } from "./definition";
import { productivityContextOf } from "./price";

type Site = "work" | "home";

const onSite = (site: Site) => and(eq(monitors.vendor, "Dell"), arrayContains(monitors.sites, [site]));

export async function findProductivityMonitor(db: Database, slug: string, site: Site): Promise<ProductivityMonitor | null> {
  const [row] = await db
    .select({
      slug: monitors.slug,
      title: monitors.title,
      series: monitors.series,
      listPriceUsd: monitors.listPriceUsd,
      // Size and resolution: is the monitor an upgrade of the legacy one (upgrade.ts)?
      sizeInches: monitors.sizeInches,
      widthPx: monitors.resolutionWidth,
      heightPx: monitors.resolutionHeight,
    })
    .from(monitors)
    .where(and(eq(monitors.slug, slug), onSite(site)));
  return row ?? null;
}

/** findProductivityMonitor, kept a minute (kept-rows.server.ts). */
export function keptProductivityMonitor(db: Database, slug: string, site: Site): Promise<ProductivityMonitor | null> {
  return keptRows(db, `productivity-monitor ${site} ${slug}`, () => findProductivityMonitor(db, slug, site));
}

/** The maker's monitors on the site, by title, for the monitor select. */
export async function listProductivityMonitors(db: Database, site: Site): Promise<MonitorChoice[]> {
  return db
    .select({ slug: monitors.slug, title: monitors.title, series: monitors.series })
    .from(monitors)
    .where(onSite(site))
    .orderBy(asc(monitors.title), asc(monitors.slug));
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
