import { describe, expect, it } from "vitest";
import { deviceSeed } from "#db/seed/devices-data";
import { findScenario, osVersionsFor, type Device, type Scenario } from "./catalogue";
import { recommend } from "./rules";

function device(slug: string): Device {
  const found = deviceSeed.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no device ${slug}`);
  return found;
}
function scenario(slug: string): Scenario {
  const found = findScenario(slug);
  if (!found) throw new Error(`no scenario ${slug}`);
  return found;
}

describe("recommend", () => {
  it("refuses a daisy chain on any Mac: macOS has no DisplayPort MST", () => {
    for (const slug of ["macbook-air-m1", "macbook-pro-m4-max", "mac-mini-m4"]) {
      const answer = recommend(device(slug), scenario("daisy-chain"), null);
      expect(answer.supported).toBe("no");
      expect(answer.connections).toEqual([]);
      expect(answer.monitorFilter).toBeNull();
      expect(answer.facts.map((fact) => fact.key)).toEqual(["devices.fact.noMst"]);
    }
  });

  it("needs a DisplayLink dock for two monitors on an M1 MacBook Air (one external display natively)", () => {
    const answer = recommend(device("macbook-air-m1"), scenario("two-monitors"), null);
    expect(answer.supported).toBe("with-dock");
    // 2 wanted, 1 native → 1 on USB-C, 2 − 1 = 1 through the dock.
    expect(answer.connections).toEqual([
      { kind: "usb-c", count: 1 },
      { kind: "displaylink-dock", count: 1 },
    ]);
    expect(answer.facts.map((fact) => fact.key)).toContain("devices.fact.displayLink");
  });

  it("drives two monitors natively on an M2 Pro MacBook Pro (two external displays)", () => {
    const answer = recommend(device("macbook-pro-m2-pro"), scenario("two-monitors"), null);
    expect(answer.supported).toBe("native");
    // 2 ≤ 2 native; it has HDMI, so one on USB-C/Thunderbolt and one on HDMI.
    expect(answer.connections).toEqual([
      { kind: "usb-c", count: 1 },
      { kind: "hdmi", count: 1 },
    ]);
    expect(answer.facts[0]).toMatchObject({ key: "devices.fact.nativeDisplays", params: { count: 2 }, source: "Apple tech specs, MacBook Pro (14-inch, 2023)" });
  });

  it("drives two on an M3 MacBook Air only with the lid closed, and two with the lid open on an M4 Air", () => {
    const m3 = recommend(device("macbook-air-m3"), scenario("two-monitors"), null);
    expect(m3.supported).toBe("native");
    expect(m3.facts.map((fact) => fact.key)).toContain("devices.fact.lidClosed");
    const m4 = recommend(device("macbook-air-m4"), scenario("two-monitors"), null);
    expect(m4.supported).toBe("native");
    expect(m4.facts.map((fact) => fact.key)).not.toContain("devices.fact.lidClosed");
  });

  it("needs a dock for three monitors on an M3 Air (2 with the lid closed < 3) but not on an M4 Max (4)", () => {
    const air = recommend(device("macbook-air-m3"), scenario("three-monitors"), null);
    expect(air.supported).toBe("with-dock");
    // direct = max(1, min(1 native, 3 − 1)) = 1; dock carries 3 − 1 = 2.
    expect(air.connections).toEqual([
      { kind: "usb-c", count: 1 },
      { kind: "displaylink-dock", count: 2 },
    ]);
    expect(recommend(device("macbook-pro-m4-max"), scenario("three-monitors"), null).supported).toBe("native");
  });

  it("daisy-chains two monitors on a Windows business laptop with MST", () => {
    const answer = recommend(device("dell-latitude-7450"), scenario("daisy-chain"), null);
    expect(answer.supported).toBe("native");
    expect(answer.connections).toEqual([{ kind: "mst-chain", count: 2 }]);
  });

  it("compares the laptop's adapter with the monitor's USB-C power delivery for one cable", () => {
    const pro = device("macbook-pro-m4-max"); // 140 W adapter
    const enough = recommend(device("macbook-air-m2"), scenario("single-cable-dock"), { title: "U2724DE", usbCPowerDeliveryWatts: 90 });
    // 90 W ≥ 30 W → one cable carries picture and power.
    expect(enough.supported).toBe("native");
    expect(enough.connections).toEqual([{ kind: "usb-c-power", count: 1 }]);
    expect(enough.facts.find((fact) => fact.key === "devices.fact.powerEnough")?.params).toEqual({ monitor: "U2724DE", delivered: 90, watts: 30 });
    const short = recommend(pro, scenario("single-cable-dock"), { title: "U2724DE", usbCPowerDeliveryWatts: 90 });
    // 90 W < 140 W → a powered dock.
    expect(short.supported).toBe("with-dock");
    expect(short.facts.map((fact) => fact.key)).toContain("devices.fact.powerShort");
    expect(short.monitorFilter).toEqual({ minPowerDeliveryWatts: 140 });
    const none = recommend(pro, scenario("single-cable-dock"), { title: "P2425H", usbCPowerDeliveryWatts: null });
    expect(none.supported).toBe("with-dock");
    expect(none.facts.map((fact) => fact.key)).toContain("devices.fact.powerNone");
  });

  it("needs no power from the monitor for a desktop", () => {
    const answer = recommend(device("mac-mini-m4"), scenario("single-cable-dock"), { title: "P2425H", usbCPowerDeliveryWatts: null });
    expect(answer.supported).toBe("native");
    expect(answer.facts.map((fact) => fact.key)).toContain("devices.fact.desktopPower");
  });
});

describe("the device seed", () => {
  it("names a source for every device's display facts and, for laptops, its power facts", () => {
    for (const entry of deviceSeed) {
      expect(entry.displaySource.length).toBeGreaterThan(10);
      if (entry.form === "laptop") expect(entry.powerSource).toBeTruthy();
    }
    expect(device("macbook-air-m3").displaySource).toBe("Apple tech specs, MacBook Air (13-inch, M3, 2024)");
  });

  it("gives base M1/M2 one external display and Pro/Max chips two to four", () => {
    for (const slug of ["macbook-air-m1", "macbook-pro-m1", "macbook-air-m2", "macbook-pro-m2"]) expect(device(slug).nativeExternalDisplays).toBe(1);
    for (const entry of deviceSeed.filter((candidate) => /-(pro|max)$/.test(candidate.slug) && candidate.slug.includes("-m"))) {
      expect(entry.nativeExternalDisplays).toBeGreaterThanOrEqual(2);
      expect(entry.nativeExternalDisplays).toBeLessThanOrEqual(4);
    }
  });

  it("lists the OS versions from the one a device shipped with", () => {
    expect(osVersionsFor(device("macbook-air-m4")).map((version) => version.slug)).toEqual(["macos-15", "macos-26"]);
    expect(osVersionsFor(device("dell-latitude-7450")).map((version) => version.slug)).toEqual(["windows-11"]);
  });
});
