/**
 * Small projections for the features that point at monitors: a collection's product links, the
 * devices tool's USB-C facts and the workspace configurator's desk facts.
 */
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import type { SiteId } from "~/i18n/paths";

export type MonitorLink = { id: number; slug: string; title: string };

/** The product link of each monitor id; a model gone from the catalogue is absent. */
export async function monitorLinksByIds(db: Database, ids: readonly number[]): Promise<MonitorLink[]> {
  if (ids.length === 0) return [];
  return db.select({ id: monitors.id, slug: monitors.slug, title: monitors.title }).from(monitors).where(inArray(monitors.id, [...ids]));
}

export type UsbCMonitor = { slug: string; title: string; sizeInches: number | null; usbCPowerDeliveryWatts: number | null };

const usbCColumns = {
  slug: monitors.slug,
  title: monitors.title,
  sizeInches: monitors.sizeInches,
  usbCPowerDeliveryWatts: monitors.usbCPowerDeliveryWatts,
};

/** A monitor's size and USB-C power delivery, by slug. */
export async function findUsbCMonitor(db: Database, slug: string): Promise<UsbCMonitor | undefined> {
  const [row] = await db.select(usbCColumns).from(monitors).where(eq(monitors.slug, slug));
  return row;
}

/**
 * The site's monitors with a USB-C input (in the port list, or implied by a cited page's figure
 * for its USB-C/Thunderbolt port when the port list is not specified), and at least the given USB-C power when it is above 0
 * (a monitor whose power is not known is left out of that list, not judged). Most power first,
 * then the newest.
 */
export async function usbCMonitors(db: Database, filter: { minPowerDeliveryWatts: number; site: SiteId; limit: number }): Promise<UsbCMonitor[]> {
  const usbC = sql`('USB-C' = any(${monitors.ports}) or ${monitors.usbCPowerDeliveryWatts} is not null)`;
  const power = filter.minPowerDeliveryWatts > 0 ? gte(monitors.usbCPowerDeliveryWatts, filter.minPowerDeliveryWatts) : undefined;
  return db
    .select(usbCColumns)
    .from(monitors)
    .where(and(usbC, power, sql`${filter.site} = any(${monitors.sites})`))
    .orderBy(sql`${monitors.usbCPowerDeliveryWatts} desc nulls last`, desc(monitors.releasedOn), asc(monitors.slug))
    .limit(filter.limit);
}

/** List price, USB-C power and features of the given models, which a product card does not carry. */
export async function deskFacts(db: Database, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  return db
    .select({ slug: monitors.slug, listPriceUsd: monitors.listPriceUsd, usbCPowerDeliveryWatts: monitors.usbCPowerDeliveryWatts, features: monitors.features })
    .from(monitors)
    .where(inArray(monitors.slug, [...slugs]));
}
