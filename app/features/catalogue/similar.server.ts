import { and, arrayContains, eq, ne, sql } from "drizzle-orm";
import { monitors } from "#db/schema";
import type { Database } from "#db/connect";
import type { SiteId } from "~/i18n/paths";
import { cardColumns, type MonitorCard } from "./catalogue.server";

/**
 * Models a visitor weighing this one would also look at: the same site's catalogue, nearest
 * in size, preferring the same series and then the same resolution.
 */
export async function similarMonitors(
  db: Database,
  monitor: { id: number; series: string | null; sizeInches: number | null; resolutionWidth: number | null },
  site: SiteId,
  limit = 4,
): Promise<MonitorCard[]> {
  return db
    .select(cardColumns)
    .from(monitors)
    .where(and(eq(monitors.vendor, "Dell"), arrayContains(monitors.sites, [site]), ne(monitors.id, monitor.id)))
    .orderBy(
      sql`(${monitors.series} is not distinct from ${monitor.series}) desc`,
      sql`abs(coalesce(${monitors.sizeInches}, 0) - ${monitor.sizeInches ?? 0}) asc`,
      sql`(${monitors.resolutionWidth} is not distinct from ${monitor.resolutionWidth}) desc`,
      sql`coalesce(${monitors.releasedOn}, ${monitors.certifiedOn}) desc nulls last`,
      monitors.model,
    )
    .limit(limit);
}
