import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { monitors } from "#db/schema";
import { seedDevices } from "#db/seed/devices";
import { createTranslator } from "~/i18n/translate";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTestDatabase, databaseKinds } from "../../../tests/setup/test-database";
import { lookUpRecommendation } from "./lookup.server";

const t = createTranslator(enUs, "en-US");

describe.each(databaseKinds)("lookUpRecommendation on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedDevices(handle.db);
    await handle.db.insert(monitors).values([
      { slug: "hub-90", vendor: "Dell", model: "HUB90", title: "Dell Hub 90", sites: ["work"], ports: ["USB-C", "HDMI"], usbCPowerDeliveryWatts: 90 },
      { slug: "hub-140", vendor: "Dell", model: "HUB140", title: "Dell Hub 140", sites: ["work"], ports: ["USB-C"], usbCPowerDeliveryWatts: 140 },
      { slug: "plain", vendor: "Dell", model: "PLAIN", title: "Dell Plain", sites: ["work"], ports: ["HDMI"], usbCPowerDeliveryWatts: null },
      // No port list, but a cited page gives its Thunderbolt port's power (as the U4025QW's): it has that port.
      { slug: "cited-160", vendor: "Dell", model: "CITED160", title: "Dell Cited 160", sites: ["work"], ports: [], usbCPowerDeliveryWatts: 160 },
    ]);
  });
  afterAll(async () => {
    await handle.close();
  });

  const ask = (query: string, translate = t) => lookUpRecommendation(handle.db, translate, new URLSearchParams(query), "work");

  it("answers the contract's fields, with USB-C monitors that fit, most power first", async () => {
    const result = await ask("device=macbook-pro-m2-pro&os=macos-15&scenario=two-monitors");
    expect(result.status).toBe(200);
    if (result.status !== 200) return;
    expect(Object.keys(result.body)).toEqual(expect.arrayContaining(["device", "scenario", "supported", "connections", "monitors", "facts"]));
    expect(result.body.supported).toBe("native");
    expect(result.body.monitors.map((monitor) => monitor.slug)).toEqual(["cited-160", "hub-140", "hub-90"]);
    expect(result.body.facts[1]?.text).toBe("MacBook Pro 14-inch (M2 Pro) drives up to 2 external displays with its lid open.");
    expect(result.body.facts[1]?.source).toEqual({
      title: "XDA, How many external monitors does the MacBook Pro (2023) support",
      url: "https://www.xda-developers.com/macbook-pro-2023-external-monitors/",
      retrieved: "2026-11-29",
    });
    expect(result.body.device.osVersions.map((version) => version.slug)).toEqual(["macos-13", "macos-14", "macos-15", "macos-26"]);
  });

  it("says in its own line when the verdict rests on a fact no public page confirms, and only then", async () => {
    // The M2 Pro's port list has no page: its fact's source is null and the caveat is set.
    const unconfirmed = await ask("device=macbook-pro-m2-pro&os=macos-15&scenario=one-monitor");
    expect(unconfirmed.status === 200 && unconfirmed.body.facts[0]).toEqual({ text: "Ports of MacBook Pro 14-inch (M2 Pro): MagSafe 3, 3 × Thunderbolt 4 (USB-C), HDMI, SDXC.", source: null });
    expect(unconfirmed.status === 200 && unconfirmed.body.caveat).toBe("This answer rests on a fact not confirmed by a public page.");
    expect(unconfirmed.status === 200 && unconfirmed.body.device.sources.ports).toBeNull();
    // The M2 Air's ports, display count and adapter each have a page: no caveat.
    const confirmed = await ask("device=macbook-air-m2&os=macos-15&scenario=one-monitor");
    expect(confirmed.status === 200 && confirmed.body.facts.every((fact) => fact.source !== null)).toBe(true);
    expect(confirmed.status === 200 && confirmed.body.caveat).toBeNull();
    const zh = await ask("device=macbook-pro-m2-pro&os=macos-15&scenario=one-monitor", createTranslator(zhCn, "zh-CN"));
    expect(zh.status === 200 && zh.body.caveat).toBe("此结论依据的事实未经公开网页证实。");
  });

  it("gives the device's external displays lid open and closed: 14-inch MacBook Pro M3 → 1 / 2, Latitude 7450 → 3 / 4, M4 → 2 / null", async () => {
    const m3 = await ask("device=macbook-pro-m3&os=macos-15&scenario=two-monitors");
    expect(m3.status === 200 && m3.body.device.externalDisplays).toEqual({ lidOpen: 1, lidClosed: 2 });
    const latitude = await ask("device=dell-latitude-7450&os=windows-11&scenario=three-monitors");
    expect(latitude.status === 200 && latitude.body.device.externalDisplays).toEqual({ lidOpen: 3, lidClosed: 4 });
    const m4 = await ask("device=macbook-pro-m4&os=macos-15&scenario=one-monitor");
    expect(m4.status === 200 && m4.body.device.externalDisplays).toEqual({ lidOpen: 2, lidClosed: null });
  });

  it("says a monitor's unknown USB-C power is not specified and does not recommend against it", async () => {
    const result = await ask("device=macbook-air-m2&os=macos-15&scenario=single-cable-dock&monitor=plain");
    expect(result.status).toBe(200);
    if (result.status !== 200) return;
    expect(result.body.supported).toBe("native");
    const texts = result.body.facts.map((fact) => fact.text).join(" ");
    expect(texts).toContain("Dell Plain: its USB-C power delivery is not specified.");
    expect(texts).not.toContain("delivers no power");
  });

  it("lists only monitors that power the laptop for one cable (M4 Max: min(140 W adapter, 100 W over USB-C) = 100 W)", async () => {
    const result = await ask("device=macbook-pro-m4-max&os=macos-15&scenario=single-cable-dock");
    expect(result.status === 200 && result.body.monitors.map((monitor) => monitor.slug)).toEqual(["cited-160", "hub-140"]);
  });

  it("narrows to the named monitor and compares its power", async () => {
    const result = await ask("device=macbook-pro-m4-max&os=macos-15&scenario=single-cable-dock&monitor=hub-90");
    expect(result.status).toBe(200);
    if (result.status !== 200) return;
    expect(result.body.supported).toBe("with-dock");
    expect(result.body.monitors.map((monitor) => monitor.slug)).toEqual(["hub-90"]);
  });

  it("answers a Mac daisy chain with no and no monitors, in Chinese too", async () => {
    const result = await ask("device=macbook-air-m4&os=macos-15&scenario=daisy-chain", createTranslator(zhCn, "zh-CN"));
    expect(result.status).toBe(200);
    if (result.status !== 200) return;
    expect(result.body.supported).toBe("no");
    expect(result.body.monitors).toEqual([]);
    expect(result.body.facts.map((fact) => fact.text)).toContain(zhCn["devices.fact.noMst"]);
  });

  it("answers 400 with translated field messages on bad input", async () => {
    const result = await ask("device=macbook-air-m1&os=windows-3&scenario=");
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      message: "The lookup needs a device, an operating-system version and a scenario.",
      issues: [
        { field: "os", message: "Choose an operating-system version from the list." },
        { field: "scenario", message: "Choose a scenario from the list." },
      ],
    });
  });

  it("answers 400 naming the field for an OS the device does not run (a Latitude with macOS), and for an unknown monitor", async () => {
    const latitude = await ask("device=dell-latitude-7450&os=macos-15&scenario=one-monitor");
    expect(latitude).toEqual({
      status: 400,
      body: {
        message: "Operating system: Dell Latitude 7450 does not run macOS 15 Sequoia. It runs Windows 11.",
        issues: [{ field: "os", message: "Operating system: Dell Latitude 7450 does not run macOS 15 Sequoia. It runs Windows 11." }],
      },
    });
    const zh = await ask("device=dell-latitude-7450&os=macos-15&scenario=one-monitor", createTranslator(zhCn, "zh-CN"));
    expect(zh.body).toMatchObject({ issues: [{ field: "os", message: "操作系统：Dell Latitude 7450 不能运行 macOS 15 Sequoia，可运行 Windows 11。" }] });
    const os = await ask("device=macbook-air-m4&os=macos-11&scenario=one-monitor");
    expect(os.status).toBe(400);
    expect(os.body).toMatchObject({ issues: [{ field: "os", message: "Operating system: MacBook Air 13-inch (M4) does not run macOS 11 Big Sur. It runs macOS 15 Sequoia, macOS 26 Tahoe." }] });
    const chromebook = await ask("device=acer-chromebook-plus-514&os=windows-11&scenario=one-monitor");
    expect(chromebook).toMatchObject({ status: 400, body: { issues: [{ field: "os" }] } });
    const monitor = await ask("device=macbook-air-m4&os=macos-15&scenario=one-monitor&monitor=nope");
    expect(monitor).toMatchObject({ status: 400, body: { issues: [{ field: "monitor" }] } });
  });

  it("answers 404 for an unknown device", async () => {
    expect((await ask("device=commodore-64&os=macos-15&scenario=one-monitor")).status).toBe(404);
  });
});
