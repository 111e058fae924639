/**
 * The catalogue monitor a legacy fleet is compared with: only the columns the comparison needs.
 * Only the maker's models on a site qualify; a figure the sources lack is null, never 0.
 */
import type { Database } from "#db/connect";
import { findScreenWithOnPower, listModelChoices } from "~/features/catalogue/index.server";
import type { MonitorChoice } from "~/features/calculators/frame/page-data";
import type { RefreshMonitor } from "./model";

export type RefreshMonitorRow = {
  slug: string;
  title: string;
  /** Null when the catalogue lacks the size, resolution or on-mode power. */
  figures: RefreshMonitor | null;
};

export async function findRefreshMonitor(db: Database, slug: string): Promise<RefreshMonitorRow | null> {
  const row = await findScreenWithOnPower(db, slug);
  if (!row) return null;
  const { sizeInches, widthPx, heightPx, powerOnWatts } = row;
  const complete = sizeInches !== null && widthPx !== null && heightPx !== null && powerOnWatts !== null;
  return { slug: row.slug, title: row.title, figures: complete ? { sizeInches, widthPx, heightPx, powerOnWatts } : null };
}

/** The site's own models that can be compared (size, resolution and on-mode power known), by model. */
export async function listRefreshMonitors(db: Database, site: "work" | "home"): Promise<MonitorChoice[]> {
  return listModelChoices(db, site, { need: "screen-and-on-power", orderBy: "model" });
}
