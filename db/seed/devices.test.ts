import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../../tests/setup/test-database";
import type { DatabaseHandle } from "../connect";
import { devices } from "../schema";
import { deviceSeed } from "../../app/features/devices/device-list";
import type { Device } from "../../app/features/devices/catalogue";
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
    expect(air?.osVersions).toEqual(["macos-14", "macos-15", "macos-26"]);
    expect(air?.sources.displays).toEqual({
      title: "XDA, Apple catching up to Intel with dual display support (March 2024)",
      url: "https://www.xda-developers.com/apple-catching-up-to-intel-with-dual-display-support-but-still-behind/",
      retrieved: "2026-11-29",
    });
    expect(air?.sources.ports).toBeNull();
  });

  it("follows the code on a second run: changed rows are restored and unknown rows removed", async () => {
    await handle.db.update(devices).set({ nativeExternalDisplays: 9 }).where(eq(devices.slug, "macbook-air-m1"));
    await handle.db.execute(sql`insert into devices (slug, vendor, name, form, year, os, os_versions, native_external_displays, daisy_chain, hdmi)
      values ('old-laptop', 'X', 'Old', 'laptop', 2010, 'windows', '{windows-7}', 1, false, false)`);
    await seedDevices(handle.db);
    const [m1] = await handle.db.select().from(devices).where(eq(devices.slug, "macbook-air-m1"));
    expect(m1?.nativeExternalDisplays).toBe(1);
    expect(await handle.db.select().from(devices).where(eq(devices.slug, "old-laptop"))).toEqual([]);
  });
});

describe("the devices' sources", () => {
  const sources = deviceSeed.flatMap((device) => Object.values(device.sources).filter((source) => source !== null));

  it("are pages a visitor can open: a title, an https address and the day read; never \"unverified\"", () => {
    expect(JSON.stringify(deviceSeed)).not.toMatch(/unverified/i);
    for (const source of sources) {
      expect(source.title.length, source.url).toBeGreaterThan(5);
      expect(source.url).toMatch(/^https:\/\/[^\s/]+\.[a-z]+\//);
      expect(source.retrieved).toBe("2026-11-29");
      // No internal notes or repository paths reach the page.
      expect(`${source.title} ${source.url}`).not.toMatch(/to verify|docs\/|\.md\b|\.tsx?\b|seed-data/i);
    }
  });

  it("give at least 30 device facts a page, the cited-facts rows among them", () => {
    expect(sources.length).toBeGreaterThanOrEqual(30);
    const source = (slug: string, fact: keyof Device["sources"]) => deviceSeed.find((device) => device.slug === slug)!.sources[fact]?.url;
    expect(source("macbook-air-m1", "displays")).toBe("https://www.ubergizmo.com/2020/11/m1-macbooks-single-external-displays/");
    expect(source("macbook-pro-m3", "lidClosed")).toBe("https://www.iphoneincanada.ca/2024/03/04/apple-m3-macbook-pro-support-2-external-monitors/");
    expect(source("mac-mini-m2", "displays")).toBe("https://en.upgreat.ee/suitcases-monitors-with-mac");
    expect(source("lenovo-thinkpad-x1-carbon-gen-12", "ports")).toBe("https://businessworld.in/article/lenovo-thinkpad-x1-carbon-gen-12-review-a-true-power-player-539277");
    expect(source("dell-latitude-7450", "lidClosed")).toBe("https://easymanua.ls/dell/p176g/manual?p=32");
    // A fact no page states stays without one (shown as "not confirmed by a public page").
    expect(source("microsoft-surface-laptop-7", "displays")).toBeUndefined();
  });

  it("list for each device the OS versions of its own OS only", () => {
    for (const device of deviceSeed) {
      expect(device.osVersions.length, device.slug).toBeGreaterThan(0);
      for (const version of device.osVersions) expect(version.startsWith(device.os), `${device.slug} ${version}`).toBe(true);
    }
  });

  it("list at least 45 devices, including the common ones the issue names, each with year, OS, display counts, ports and charging", () => {
    expect(deviceSeed.length).toBeGreaterThanOrEqual(45);
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
