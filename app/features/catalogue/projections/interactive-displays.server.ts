/**
 * The interactive displays (series "interactive", 55–86 in): business products shown in the Work
 * catalogue only, offered by the meeting-room tools on either site.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import type { ModelChoice } from "./site-models.server";

const interactive = and(eq(monitors.vendor, "Dell"), eq(monitors.series, "interactive"));

/** The maker's interactive displays by size, for a display select (meeting-room ROI). */
export async function listInteractiveDisplays(db: Database): Promise<ModelChoice[]> {
  return db.select({ slug: monitors.slug, title: monitors.title, series: monitors.series }).from(monitors).where(interactive).orderBy(asc(monitors.sizeInches), asc(monitors.slug));
}

/** The named interactive displays with their sizes and list prices (meeting-room ROI). */
export async function findInteractiveDisplays(db: Database, slugs: readonly string[]): Promise<Array<{ slug: string; title: string; sizeInches: number | null; listPriceUsd: number | null }>> {
  if (slugs.length === 0) return [];
  return db
    .select({ slug: monitors.slug, title: monitors.title, sizeInches: monitors.sizeInches, listPriceUsd: monitors.listPriceUsd })
    .from(monitors)
    .where(and(interactive, inArray(monitors.slug, [...slugs])));
}

/** Every interactive display by size, with what the meeting-space rule and its bill need. */
export async function interactiveDisplaySpecs(db: Database) {
  return db
    .select({
      slug: monitors.slug,
      model: monitors.model,
      title: monitors.title,
      sizeInches: monitors.sizeInches,
      aspectRatio: monitors.aspectRatio,
      resolutionWidth: monitors.resolutionWidth,
      resolutionHeight: monitors.resolutionHeight,
      listPriceUsd: monitors.listPriceUsd,
      features: monitors.features,
    })
    .from(monitors)
    .where(eq(monitors.series, "interactive"))
    .orderBy(asc(monitors.sizeInches));
}
