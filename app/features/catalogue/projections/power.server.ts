/**
 * Monitors with their ENERGY STAR power figures (the energy calculator). A monitor can be used
 * only with all three figures (on, sleep, off); the catalogue stores a figure its sources lack
 * as null, never 0.
 */
import { and, arrayContains, asc, eq, inArray, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors, sites } from "#db/schema";
import type { SiteId } from "~/i18n/paths";

export type PowerFigures = { onWatts: number; sleepWatts: number; offWatts: number };
/** A choice in a monitor list; `usable` when all three power figures are known. */
export type PowerOption = { slug: string; title: string; series: string | null; usable: boolean };
/** A monitor with its power (null without all three figures) and the sources of its facts. */
export type PoweredMonitor = { slug: string; title: string; vendor: string; series: string | null; power: PowerFigures | null; sources: string[] };

const hasPower: SQL = and(isNotNull(monitors.powerOnWatts), isNotNull(monitors.powerSleepWatts), isNotNull(monitors.powerOffWatts))!;

function powerOf(row: { onWatts: number | null; sleepWatts: number | null; offWatts: number | null }): PowerFigures | null {
  return row.onWatts === null || row.sleepWatts === null || row.offWatts === null
    ? null
    : { onWatts: row.onWatts, sleepWatts: row.sleepWatts, offWatts: row.offWatts };
}

/** The site's own models, grouped by series in the site's series order, then by model. */
export async function listPowerOptions(db: Database, site: SiteId): Promise<{ series: string[]; options: PowerOption[] }> {
  const [siteRow] = await db.select({ series: sites.series }).from(sites).where(eq(sites.id, site));
  const rows = await db
    .select({ slug: monitors.slug, title: monitors.title, series: monitors.series, usable: sql<boolean>`${hasPower}` })
    .from(monitors)
    .where(and(eq(monitors.vendor, "Dell"), arrayContains(monitors.sites, [site])))
    .orderBy(asc(monitors.model));
  return { series: siteRow?.series ?? [], options: rows.map((row) => ({ ...row, usable: Boolean(row.usable) })) };
}

/** Monitors by slug: the maker's catalogue (either site) and other makers' ENERGY STAR models. */
export async function findPoweredMonitors(db: Database, slugs: readonly string[]): Promise<PoweredMonitor[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({
      slug: monitors.slug,
      title: monitors.title,
      vendor: monitors.vendor,
      series: monitors.series,
      onWatts: monitors.powerOnWatts,
      sleepWatts: monitors.powerSleepWatts,
      offWatts: monitors.powerOffWatts,
      sources: monitors.sources,
    })
    .from(monitors)
    .where(and(inArray(monitors.slug, [...slugs]), sql`(${monitors.vendor} <> 'Dell' or cardinality(${monitors.sites}) > 0)`));
  return rows.map(({ onWatts, sleepWatts, offWatts, ...row }) => ({ ...row, power: powerOf({ onWatts, sleepWatts, offWatts }) }));
}

export const OTHER_MAKER_LIMIT = 25;

/** LIKE treats % and _ as wildcards and a backslash as its escape; typed text must match only itself. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Other makers' models with all three power figures whose name contains the text. */
export async function searchOtherMakers(db: Database, text: string): Promise<PowerOption[]> {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return [];
  const rows = await db
    .select({ slug: monitors.slug, title: monitors.title })
    .from(monitors)
    .where(and(ne(monitors.vendor, "Dell"), hasPower, ...words.map((word) => sql`lower(${monitors.title}) like ${`%${escapeLike(word)}%`}`)))
    .orderBy(asc(monitors.title))
    .limit(OTHER_MAKER_LIMIT);
  return rows.map((row) => ({ ...row, series: null, usable: true }));
}
