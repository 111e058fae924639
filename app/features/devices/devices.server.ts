import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/connect";
import { devices } from "#db/schema";
import { findUsbCMonitor, usbCMonitors } from "~/features/catalogue/index.server";
import type { SiteId } from "~/i18n/paths";
import type { FittingMonitor } from "./answer";
import { deviceFactNames, type Device, type DeviceForm, type DeviceSources, type OperatingSystem } from "./catalogue";
import type { FactSource } from "./cited-sources";
import type { MonitorPower } from "./rules";

const deviceColumns = {
  slug: devices.slug,
  vendor: devices.vendor,
  name: devices.name,
  form: devices.form,
  year: devices.year,
  os: devices.os,
  osVersions: devices.osVersions,
  nativeExternalDisplays: devices.nativeExternalDisplays,
  lidClosedExternalDisplays: devices.lidClosedExternalDisplays,
  lidClosedFromOs: devices.lidClosedFromOs,
  thunderbolt: devices.thunderbolt,
  ports: devices.ports,
  daisyChain: devices.daisyChain,
  hdmi: devices.hdmi,
  chargerWatts: devices.chargerWatts,
  usbCChargingWatts: devices.usbCChargingWatts,
  sources: devices.sources,
};

type Row = { form: string; os: string; osVersions: string[]; sources: Record<string, FactSource | null> } & Omit<Device, "form" | "os" | "osVersions" | "sources">;

function asDevice(row: Row): Device {
  // The seed writes only the catalogue's literals (app/features/devices/device-list.ts is typed with them);
  // a fact missing from a row's sources is one no page confirms.
  const sources = Object.fromEntries(deviceFactNames.map((name) => [name, row.sources[name] ?? null])) as DeviceSources;
  return { ...row, form: row.form as DeviceForm, os: row.os as OperatingSystem, osVersions: row.osVersions as Device["osVersions"], sources };
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
  return findUsbCMonitor(db, slug);
}

/**
 * Catalogue monitors of a site that fit: a USB-C input, and at least the laptop's USB-C power need
 * when the monitor must power it. Most power first, then the newest.
 */
export async function fittingMonitors(db: Database, filter: { minPowerDeliveryWatts: number; site: SiteId; limit: number }): Promise<FittingMonitor[]> {
  return usbCMonitors(db, filter);
}
