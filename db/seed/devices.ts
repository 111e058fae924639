import { notInArray, sql } from "drizzle-orm";
import type { Database } from "../connect";
import { devices } from "../schema";
import { deviceSeed } from "../../app/features/devices/device-list";

/** The devices tool's rows: small, so upserted on every start to follow the code; rows no longer listed go. */
export async function seedDevices(db: Database): Promise<{ devices: number }> {
  const rows = deviceSeed.map((device, sort) => ({ ...device, sort }));
  await db
    .insert(devices)
    .values(rows)
    .onConflictDoUpdate({
      target: devices.slug,
      set: {
        vendor: sql`excluded.vendor`,
        name: sql`excluded.name`,
        form: sql`excluded.form`,
        year: sql`excluded.year`,
        os: sql`excluded.os`,
        osVersions: sql`excluded.os_versions`,
        nativeExternalDisplays: sql`excluded.native_external_displays`,
        lidClosedExternalDisplays: sql`excluded.lid_closed_external_displays`,
        lidClosedFromOs: sql`excluded.lid_closed_from_os`,
        thunderbolt: sql`excluded.thunderbolt`,
        ports: sql`excluded.ports`,
        daisyChain: sql`excluded.daisy_chain`,
        hdmi: sql`excluded.hdmi`,
        chargerWatts: sql`excluded.charger_watts`,
        usbCChargingWatts: sql`excluded.usb_c_charging_watts`,
        sources: sql`excluded.sources`,
        sort: sql`excluded.sort`,
      },
    });
  await db.delete(devices).where(notInArray(devices.slug, rows.map((row) => row.slug)));
  return { devices: rows.length };
}
