/**
 * The catalogue's answers to the calculators: the maker's models on a site, each projection with
 * only the columns its tool needs. The monitors table belongs to the catalogue (decision 011), so
 * the tools ask here rather than query it themselves.
 */
import { and, arrayContains, asc, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import type { SiteId } from "~/i18n/paths";

/** A model in a tool's monitor select. */
export type ModelChoice = { slug: string; title: string; series: string | null };

/** The maker's models shown on the site: the only ones the tools offer. */
const onSite = (site: SiteId) => and(eq(monitors.vendor, "Dell"), arrayContains(monitors.sites, [site]));

/** Diagonal and resolution known: physical size and pixel pitch can be worked out. */
const screenKnown = and(isNotNull(monitors.sizeInches), isNotNull(monitors.resolutionWidth), isNotNull(monitors.resolutionHeight));

const screenColumns = {
  slug: monitors.slug,
  title: monitors.title,
  sizeInches: monitors.sizeInches,
  widthPx: monitors.resolutionWidth,
  heightPx: monitors.resolutionHeight,
};

/**
 * The site's models for a monitor select. `screen`: only those whose size and resolution are
 * known; `onPower`: also their on-mode power. By title, or by model where the tool lists so.
 */
export async function listModelChoices(
  db: Database,
  site: SiteId,
  options: { need?: "screen" | "screen-and-on-power"; orderBy: "title" | "model" },
): Promise<ModelChoice[]> {
  const conditions: Array<SQL | undefined> = [onSite(site)];
  if (options.need) conditions.push(screenKnown);
  if (options.need === "screen-and-on-power") conditions.push(isNotNull(monitors.powerOnWatts));
  return db
    .select({ slug: monitors.slug, title: monitors.title, series: monitors.series })
    .from(monitors)
    .where(and(...conditions))
    .orderBy(...(options.orderBy === "title" ? [asc(monitors.title), asc(monitors.slug)] : [asc(monitors.model)]));
}

/** A site model's diagonal and resolution (the ergonomics guide). */
export async function findScreen(db: Database, slug: string, site: SiteId) {
  const [row] = await db
    .select(screenColumns)
    .from(monitors)
    .where(and(eq(monitors.slug, slug), onSite(site)));
  return row ?? null;
}

/** A site model's diagonal, resolution and three power figures (the multi-monitor setup). */
export async function findScreenWithPower(db: Database, slug: string, site: SiteId) {
  const [row] = await db
    .select({ ...screenColumns, powerOnWatts: monitors.powerOnWatts, powerSleepWatts: monitors.powerSleepWatts, powerOffWatts: monitors.powerOffWatts })
    .from(monitors)
    .where(and(eq(monitors.slug, slug), onSite(site)));
  return row ?? null;
}

/** A site model's series, list price, diagonal, resolution and port list (the productivity calculator). */
export async function findPricedScreen(db: Database, slug: string, site: SiteId) {
  const [row] = await db
    .select({
      slug: monitors.slug,
      title: monitors.title,
      series: monitors.series,
      listPriceUsd: monitors.listPriceUsd,
      sizeInches: monitors.sizeInches,
      widthPx: monitors.resolutionWidth,
      heightPx: monitors.resolutionHeight,
      // Connectivity counts only with a USB-C or Thunderbolt port (productivity/benefit-conditions.ts).
      ports: monitors.ports,
    })
    .from(monitors)
    .where(and(eq(monitors.slug, slug), onSite(site)));
  return row ?? null;
}

/** One of the maker's models on either site, with its diagonal, resolution and on-mode power (why refresh). */
export async function findScreenWithOnPower(db: Database, slug: string) {
  const [row] = await db
    .select({ ...screenColumns, powerOnWatts: monitors.powerOnWatts })
    .from(monitors)
    .where(and(eq(monitors.slug, slug), eq(monitors.vendor, "Dell"), sql`cardinality(${monitors.sites}) > 0`));
  return row ?? null;
}

/**
 * A default monitor chosen by a rule, not by name: the site's priced model closest to what a
 * study measured (its series and nominal size first), the cheapest of those; else the site's
 * cheapest priced model. Null when the site has no priced model.
 */
export async function pricedModelLike(db: Database, site: SiteId, like: { series: string; sizeInches: number }): Promise<string | null> {
  const matches = sql<number>`case when ${monitors.series} = ${like.series} and round(${monitors.sizeInches}) = ${like.sizeInches} then 1 else 0 end`;
  const [row] = await db
    .select({ slug: monitors.slug })
    .from(monitors)
    .where(and(onSite(site), isNotNull(monitors.listPriceUsd), sql`${monitors.listPriceUsd} > 0`))
    .orderBy(desc(matches), asc(monitors.listPriceUsd), asc(monitors.slug))
    .limit(1);
  return row?.slug ?? null;
}
