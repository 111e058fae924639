import { and, arrayContains, count, eq, sql, type SQL } from "drizzle-orm";
import { monitors } from "#db/schema";
import type { SiteId } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";
import { seriesKeys, type SeriesKey } from "./series";

export const PAGE_SIZE = 24;

/** The columns a product card shows; whole rows never go to the browser. */
const cardColumns = {
  id: monitors.id,
  slug: monitors.slug,
  title: monitors.title,
  model: monitors.model,
  series: monitors.series,
  sizeInches: monitors.sizeInches,
  resolutionWidth: monitors.resolutionWidth,
  resolutionHeight: monitors.resolutionHeight,
  aspectRatio: monitors.aspectRatio,
  panelType: monitors.panelType,
  refreshRateHz: monitors.refreshRateHz,
  powerOnWatts: monitors.powerOnWatts,
  powerSleepWatts: monitors.powerSleepWatts,
  powerOffWatts: monitors.powerOffWatts,
};

function siteScope(site: SiteId, series?: SeriesKey): SQL {
  const conditions = [eq(monitors.vendor, "Dell"), arrayContains(monitors.sites, [site])];
  if (series) conditions.push(eq(monitors.series, series));
  return and(...conditions)!;
}

export async function listMonitors(options: { site: SiteId; series?: SeriesKey; page: number }) {
  const db = await getDb();
  const where = siteScope(options.site, options.series);
  const [totalRow] = await db.select({ value: count() }).from(monitors).where(where);
  const total = totalRow?.value ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pages);
  const items = await db
    .select(cardColumns)
    .from(monitors)
    .where(where)
    // Newest first (the seed's date_desc); undated models last, then by model for a stable order.
    .orderBy(sql`coalesce(${monitors.releasedOn}, ${monitors.certifiedOn}) desc nulls last`, monitors.model)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { items, total, page, pages };
}

/** Models per series in a site's catalogue, in the site's series order. */
export async function seriesSummary(site: SiteId) {
  const db = await getDb();
  const rows = await db
    .select({ series: monitors.series, models: count(), powered: count(monitors.powerOnWatts) })
    .from(monitors)
    .where(siteScope(site))
    .groupBy(monitors.series);
  return seriesKeys
    .map((key) => rows.find((row) => row.series === key))
    .filter((row): row is NonNullable<typeof row> => !!row)
    .map((row) => ({ series: row.series as SeriesKey, models: row.models, powered: row.powered }));
}

export async function getMonitorBySlug(slug: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      vendor: monitors.vendor,
      sites: monitors.sites,
      responseTimeMs: monitors.responseTimeMs,
      curved: monitors.curved,
      ports: monitors.ports,
      usbCPowerDeliveryWatts: monitors.usbCPowerDeliveryWatts,
      colorSpaces: monitors.colorSpaces,
      hdr: monitors.hdr,
      maxLuminanceNits: monitors.maxLuminanceNits,
      features: monitors.features,
      certifications: monitors.certifications,
      releasedOn: monitors.releasedOn,
      certifiedOn: monitors.certifiedOn,
      listPriceUsd: monitors.listPriceUsd,
      sources: monitors.sources,
    })
    .from(monitors)
    .where(eq(monitors.slug, slug.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export type MonitorDetail = NonNullable<Awaited<ReturnType<typeof getMonitorBySlug>>>;


export type MonitorCard = Awaited<ReturnType<typeof listMonitors>>["items"][number];
