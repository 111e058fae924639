import { count, eq } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors, type FactSource, type MonitorRow } from "#db/schema";
import type { SiteId } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";
import { siteScope } from "./search/conditions.server";
import { seriesKeys, type SeriesKey } from "./series";
import type { Gamut } from "./spec-sheet";

/** The columns a product card shows; whole rows never go to the browser. */
export const cardColumns = {
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

/** Everything a spec sheet shows: the product page's and the comparison's columns. */
export const detailColumns = {
  ...cardColumns,
  vendor: monitors.vendor,
  sites: monitors.sites,
  responseTimeMs: monitors.responseTimeMs,
  curved: monitors.curved,
  ports: monitors.ports,
  connectorsSeen: monitors.connectorsSeen,
  usbCPowerDeliveryWatts: monitors.usbCPowerDeliveryWatts,
  energyStarMaxPowerDeliveryWatts: monitors.energyStarMaxPowerDeliveryWatts,
  colorSpaces: monitors.colorSpaces,
  hdr: monitors.hdr,
  maxLuminanceNits: monitors.maxLuminanceNits,
  features: monitors.features,
  certifications: monitors.certifications,
  releasedOn: monitors.releasedOn,
  certifiedOn: monitors.certifiedOn,
  listPriceUsd: monitors.listPriceUsd,
  sources: monitors.sources,
  gamutPrimaries: monitors.gamutPrimaries,
  gamutSrgbPct: monitors.gamutSrgbPct,
  gamutDciP3Pct: monitors.gamutDciP3Pct,
  gamutAdobeRgbPct: monitors.gamutAdobeRgbPct,
  bitsPerColour: monitors.bitsPerColour,
  hdrTransferFunctions: monitors.hdrTransferFunctions,
  hdrMaxLuminanceNits: monitors.hdrMaxLuminanceNits,
  adaptiveSync: monitors.adaptiveSync,
  factSources: monitors.factSources,
};

type CoverageColumns = {
  gamutSrgbPct: number | null;
  gamutDciP3Pct: number | null;
  gamutAdobeRgbPct: number | null;
  factSources: FactSource[] | null;
};

/** The three coverage columns as the one `gamut` object the pages and the API use. */
export function withGamut<Row extends CoverageColumns>(row: Row) {
  const { gamutSrgbPct, gamutDciP3Pct, gamutAdobeRgbPct, factSources, ...rest } = row;
  const gamut: Gamut | null =
    gamutSrgbPct == null || gamutDciP3Pct == null || gamutAdobeRgbPct == null
      ? null
      : { srgbPct: gamutSrgbPct, dciP3Pct: gamutDciP3Pct, adobeRgbPct: gamutAdobeRgbPct };
  return { ...rest, gamut, factSources: factSources ?? [] };
}

/** A product page's model, from the given database (tests and scripts pass their own). */
export async function getMonitorBySlugFrom(db: Database, slug: string) {
  const [row] = await db
    .select(detailColumns)
    .from(monitors)
    .where(eq(monitors.slug, slug.toLowerCase()))
    .limit(1);
  return row ? withGamut(row) : null;
}

export async function getMonitorBySlug(slug: string) {
  return getMonitorBySlugFrom(await getDb(), slug);
}

export type MonitorDetail = NonNullable<Awaited<ReturnType<typeof getMonitorBySlug>>>;

/** Card columns keep the table's property names, so a card is that part of a row. */
export type MonitorCard = Pick<MonitorRow, keyof typeof cardColumns>;
