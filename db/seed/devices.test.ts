import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../../tests/setup/test-database";
import type { DatabaseHandle } from "../connect";
import { devices } from "../schema";
import { deviceSeed } from "./devices-data";
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
    expect(air).toMatchObject({ nativeExternalDisplays: 1, lidClosedExternalDisplays: 2, daisyChain: false, chargerWatts: 30 });
    expect(air?.displaySource).toBe("Apple tech specs, MacBook Air (13-inch, M3, 2024)");
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
        expect(source, device.slug).toMatch(/^(Apple tech specs,|Dell |Lenovo |HP )/);
      }
    }
    const latitude = deviceSeed.find((device) => device.slug === "dell-latitude-7450")!;
    expect(latitude.displaySource).toMatch(/; unverified: the display count is inferred/);
  });
});
