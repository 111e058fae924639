import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../../tests/setup/test-database";
import type { DatabaseHandle } from "../connect";
import { devices } from "../schema";
import { deviceSeed } from "../../app/features/devices/device-list";
import { seedDevices } from "./devices";

describe.each(databaseKinds)("seedDevices on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("writes every device with its sources, in the seed's order", async () => {
    expect(await seedDevices(handle.db)).toEqual({ devices: deviceSeed.length });
    const rows = await handle.db.select().from(devices).orderBy(asc(devices.sort));
    expect(rows.map((row) => row.slug)).toEqual(deviceSeed.map((device) => device.slug));
    const air = rows.find((row) => row.slug === "macbook-air-m3");
    expect(air).toMatchObject({ nativeExternalDisplays: 1, lidClosedExternalDisplays: 2, lidClosedFromOs: null, daisyChain: false, thunderbolt: true, chargerWatts: 30, usbCChargingWatts: 30 });
    expect(air?.ports).toEqual(["MagSafe 3", "2 × Thunderbolt / USB 4 (USB-C)"]);
    expect(air?.displaySource).toBe("Apple tech specs, MacBook Air (13-inch, M3, 2024); unverified: not checked against this page");
  });

  it("follows the code on a second run: changed rows are restored and unknown rows removed", async () => {
    await handle.db.update(devices).set({ nativeExternalDisplays: 9 }).where(eq(devices.slug, "macbook-air-m1"));
    await handle.db.execute(sql`insert into devices (slug, vendor, name, form, year, os, min_os_major, native_external_displays, daisy_chain, hdmi, display_source)
      values ('old-laptop', 'X', 'Old', 'laptop', 2010, 'windows', 7, 1, false, false, 'none')`);
    await seedDevices(handle.db);
    const [m1] = await handle.db.select().from(devices).where(eq(devices.slug, "macbook-air-m1"));
    expect(m1?.nativeExternalDisplays).toBe(1);
    expect(await handle.db.select().from(devices).where(eq(devices.slug, "old-laptop"))).toEqual([]);
  });
});

describe("the devices' sources", () => {
  it("name a document a visitor can look up, and say so plainly where a fact was not checked against it", () => {
    for (const device of deviceSeed) {
      for (const source of [device.displaySource, device.powerSource]) {
        if (source === null) continue;
        // No internal notes or repository paths reach the page ("to verify", docs/…, *.ts).
        expect(source, device.slug).not.toMatch(/to verify|docs\/|\.md\b|\.tsx?\b|seed/i);
        expect(source, device.slug).toMatch(/^(Apple tech specs,|Apple Support,|Dell |Lenovo |HP |Microsoft,|Acer,)/);
      }
    }
    const latitude = deviceSeed.find((device) => device.slug === "dell-latitude-7450")!;
    expect(latitude.displaySource).toMatch(/^Dell Latitude 7450 Owner's Manual, .*Multiple display support matrix \(2024\); unverified: the ports/);
  });

  it("list at least 40 devices, including the common ones the issue names, each with year, OS, display counts, ports and charging", () => {
    expect(deviceSeed.length).toBeGreaterThanOrEqual(40);
    const slugs = new Set(deviceSeed.map((device) => device.slug));
    for (const slug of [
      "macbook-air-15-m2", "macbook-air-15-m3", "macbook-air-15-m4",
      "macbook-pro-16-m1-pro", "macbook-pro-16-m2-pro", "macbook-pro-16-m3-pro", "macbook-pro-16-m4-pro",
      "mac-mini-m4-pro", "mac-studio-m4-max", "imac-24-m4",
      "microsoft-surface-laptop-7", "microsoft-surface-pro-11", "dell-xps-13-9345", "dell-xps-14-9440",
      "dell-latitude-5440", "dell-latitude-7440", "lenovo-thinkpad-t14-gen-5", "lenovo-thinkpad-t14s-gen-5",
      "lenovo-thinkpad-x1-carbon-gen-13", "hp-elitebook-840-g10", "acer-chromebook-plus-514",
    ]) {
      expect(slugs.has(slug), slug).toBe(true);
    }
    expect(slugs.size).toBe(deviceSeed.length);
    for (const device of deviceSeed) {
      expect(device.ports.length, device.slug).toBeGreaterThan(0);
      expect(device.nativeExternalDisplays, device.slug).toBeGreaterThan(0);
      // A laptop states its charging; a desktop has no battery to charge.
      expect(device.chargerWatts === null, device.slug).toBe(device.form === "desktop");
      expect(device.usbCChargingWatts === null, device.slug).toBe(device.form === "desktop");
    }
  });
});
