/**
 * The catalogue monitor a legacy fleet is compared with: only the columns the comparison needs.
 * Only the maker's models on a site qualify; a figure the sources lack is null, never 0.
 */
import { and, arrayContains, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import type { MonitorChoice } from "~/features/calculators/frame/page-data";
import type { RefreshMonitor } from "./model";

export type RefreshMonitorRow = {
  slug: string;
  title: string;
  /** Null when the catalogue lacks the size, resolution or on-mode power. */
  figures: RefreshMonitor | null;
};

export async function findRefreshMonitor(db: Database, slug: string): Promise<RefreshMonitorRow | null> {
  const [row] = await db
    .select({
      slug: monitors.slug,
      title: monitors.title,
      sizeInches: monitors.sizeInches,
      widthPx: monitors.resolutionWidth,
      heightPx: monitors.resolutionHeight,
      powerOnWatts: monitors.powerOnWatts,
    })
    .from(monitors)
    .where(and(eq(monitors.slug, slug), eq(monitors.vendor, "Dell"), sql`cardinality(${monitors.sites}) > 0`));
  if (!row) return null;
  const { sizeInches, widthPx, heightPx, powerOnWatts } = row;
  const complete = sizeInches !== null && widthPx !== null && heightPx !== null && powerOnWatts !== null;
  return { slug: row.slug, title: row.title, figures: complete ? { sizeInches, widthPx, heightPx, powerOnWatts } : null };
}

/** The site's own models that can be compared (size, resolution and on-mode power known), by model. */
export async function listRefreshMonitors(db: Database, site: "work" | "home"): Promise<MonitorChoice[]> {
  return db
    .select({ slug: monitors.slug, title: monitors.title, series: monitors.series })
    .from(monitors)
    .where(
      and(
        eq(monitors.vendor, "Dell"),
        arrayContains(monitors.sites, [site]),
        isNotNull(monitors.sizeInches),
        isNotNull(monitors.resolutionWidth),
        isNotNull(monitors.resolutionHeight),
        isNotNull(monitors.powerOnWatts),
      ),
    )
    .orderBy(asc(monitors.model));
}
