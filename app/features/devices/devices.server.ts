import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { devices, monitors } from "#db/schema";
import type { SiteId } from "~/i18n/paths";
import type { FittingMonitor } from "./answer";
import type { Device, DeviceForm, OperatingSystem } from "./catalogue";
import type { MonitorPower } from "./rules";

const deviceColumns = {
  slug: devices.slug,
  vendor: devices.vendor,
  name: devices.name,
  form: devices.form,
  year: devices.year,
  os: devices.os,
  minOsMajor: devices.minOsMajor,
  nativeExternalDisplays: devices.nativeExternalDisplays,
  lidClosedExternalDisplays: devices.lidClosedExternalDisplays,
  lidClosedFromOs: devices.lidClosedFromOs,
  thunderbolt: devices.thunderbolt,
  ports: devices.ports,
  daisyChain: devices.daisyChain,
  hdmi: devices.hdmi,
  chargerWatts: devices.chargerWatts,
  usbCChargingWatts: devices.usbCChargingWatts,
  displaySource: devices.displaySource,
  powerSource: devices.powerSource,
};

function asDevice(row: { form: string; os: string } & Omit<Device, "form" | "os">): Device {
  // The seed writes only the catalogue's literals (db/seed/devices-data.ts is typed with them).
  return { ...row, form: row.form as DeviceForm, os: row.os as OperatingSystem };
}

export async function listDevices(db: Database): Promise<Device[]> {
  const rows = await db.select(deviceColumns).from(devices).orderBy(asc(devices.sort));
  return rows.map(asDevice);
}

export async function findDevice(db: Database, slug: string): Promise<Device | undefined> {
  const [row] = await db.select(deviceColumns).from(devices).where(eq(devices.slug, slug));
  return row ? asDevice(row) : undefined;
}

/** The named catalogue monitor, as the rules and the answer need it. */
export async function findMonitorPower(db: Database, slug: string): Promise<(MonitorPower & FittingMonitor) | undefined> {
  const [row] = await db.select(monitorColumns).from(monitors).where(eq(monitors.slug, slug));
  return row;
}

const monitorColumns = {
  slug: monitors.slug,
  title: monitors.title,
  sizeInches: monitors.sizeInches,
  usbCPowerDeliveryWatts: monitors.usbCPowerDeliveryWatts,
};

/**
 * Catalogue monitors of a site that fit: a USB-C input, and at least the laptop's USB-C power need
 * when the monitor must power it (a monitor whose power is not known is left out of that list, not
 * judged). Most power first, then the newest.
 */
export async function fittingMonitors(db: Database, filter: { minPowerDeliveryWatts: number; site: SiteId; limit: number }): Promise<FittingMonitor[]> {
  const usbC = sql`'USB-C' = any(${monitors.ports})`;
  const power = filter.minPowerDeliveryWatts > 0 ? gte(monitors.usbCPowerDeliveryWatts, filter.minPowerDeliveryWatts) : undefined;
  return db
    .select(monitorColumns)
    .from(monitors)
    .where(and(usbC, power, sql`${filter.site} = any(${monitors.sites})`))
    .orderBy(sql`${monitors.usbCPowerDeliveryWatts} desc nulls last`, desc(monitors.releasedOn), asc(monitors.slug))
    .limit(filter.limit);
}
