import { describe, expect, it } from "vitest";
import { deviceSeed } from "./device-list";
import { externalDisplays, findOsVersion, findScenario, osVersionsFor, usbCPowerNeeded, type Device, type OsVersion, type Scenario } from "./catalogue";
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
function os(slug: string): OsVersion {
  const found = findOsVersion(slug);
  if (!found) throw new Error(`no OS ${slug}`);
  return found;
}
const keys = (answer: { facts: Array<{ key: string }> }) => answer.facts.map((fact) => fact.key);
const macos15 = os("macos-15");
const windows = os("windows-11");

describe("externalDisplays", () => {
  it("gives the 14-inch MacBook Pro with M3 2 displays with the lid closed from macOS 14 (14.6), 1 with it open", () => {
    expect(externalDisplays(device("macbook-pro-m3"), macos15)).toEqual({ lidOpen: 1, lidClosed: 2 });
    expect(externalDisplays(device("macbook-pro-m3"), os("macos-14"))).toEqual({ lidOpen: 1, lidClosed: 2 });
  });

  it("gives the Latitude 7450 4 with its own screen off, 3 with it on (Dell's support matrix)", () => {
    expect(externalDisplays(device("dell-latitude-7450"), windows)).toEqual({ lidOpen: 3, lidClosed: 4 });
  });

  it("says null when closing the lid changes nothing (M4 MacBook Pro: Apple says it does not increase the count)", () => {
    expect(externalDisplays(device("macbook-pro-m4"), macos15)).toEqual({ lidOpen: 2, lidClosed: null });
  });

  it("withholds a lid-closed count on an OS older than the one that brought it", () => {
    const imagined = { nativeExternalDisplays: 1, lidClosedExternalDisplays: 2, lidClosedFromOs: "14.6" };
    expect(externalDisplays(imagined, { major: 13 })).toEqual({ lidOpen: 1, lidClosed: null });
  });
});

describe("osVersionsFor", () => {
  const slugs = (slug: string) => osVersionsFor(device(slug)).map((version) => version.slug);

  it("lists only the device's own OS: a Latitude runs Windows 11, never macOS", () => {
    expect(slugs("dell-latitude-7450")).toEqual(["windows-11"]);
    expect(slugs("acer-chromebook-plus-514")).toEqual(["chromeos"]);
  });

  it("lists a Mac's macOS versions from the one it shipped with up to macOS 26 (the Tahoe list names every Apple-silicon Mac)", () => {
    expect(slugs("macbook-air-m1")).toEqual(["macos-11", "macos-12", "macos-13", "macos-14", "macos-15", "macos-26"]);
    expect(slugs("macbook-air-m4")).toEqual(["macos-15", "macos-26"]);
    expect(device("macbook-air-m4").sources.os?.url).toBe("https://news.lavx.hu/article/apple-draws-line-in-the-sand-macos-26-tahoe-marks-the-end-for-intel-macs");
  });
});

describe("usbCPowerNeeded", () => {
  it("caps a 140 W 16-inch MacBook Pro at its 100 W USB-C limit: min(140, 100) = 100", () => {
    expect(usbCPowerNeeded(device("macbook-pro-m4-max"))).toBe(100);
  });
  it("takes the 16-inch M3 MacBook Pro's full 140 W over USB-C, as its cited page says: min(140, 140) = 140", () => {
    expect(usbCPowerNeeded(device("macbook-pro-m3-max"))).toBe(140);
    expect(device("macbook-pro-m3-max").sources.usbCCharging?.url).toContain("16-inch-m3-macbook-pro-can-fast-charge-over-usb-c");
  });
  it("takes the adapter's watts where USB-C takes them all (M2 Air: min(30, 30) = 30), none for a desktop", () => {
    expect(usbCPowerNeeded(device("macbook-air-m2"))).toBe(30);
    expect(usbCPowerNeeded(device("mac-mini-m4"))).toBeNull();
  });
});

describe("recommend: DisplayPort MST and Thunderbolt", () => {
  it("answers no to an MST daisy chain on any Mac (mirror only), and points a Mac that drives 2 to a Thunderbolt dock", () => {
    for (const slug of ["macbook-air-m1", "macbook-pro-m4-max", "mac-mini-m4"]) {
      const answer = recommend(device(slug), macos15, scenario("daisy-chain"), null);
      expect(answer.supported).toBe("no");
      expect(answer.connections).toEqual([]);
      expect(answer.monitorFilter).toBeNull();
      expect(keys(answer)).toContain("devices.fact.noMst");
    }
    // M1 Air drives 1: a Thunderbolt chain would not help it; M4 Max drives 4: it would.
    expect(keys(recommend(device("macbook-air-m1"), macos15, scenario("daisy-chain"), null))).not.toContain("devices.fact.thunderboltInstead");
    expect(keys(recommend(device("macbook-pro-m4-max"), macos15, scenario("daisy-chain"), null))).toContain("devices.fact.thunderboltInstead");
  });

  it("drives two monitors over one Thunderbolt port up to the chip's count: M2 Pro (2) native, M1 Air (1) needs DisplayLink for the second", () => {
    const pro = recommend(device("macbook-pro-m2-pro"), macos15, scenario("thunderbolt-dock"), null);
    expect(pro.supported).toBe("native");
    expect(pro.connections).toEqual([{ kind: "thunderbolt-dock", count: 2 }]);
    expect(pro.facts.find((fact) => fact.key === "devices.fact.thunderboltDock")?.source?.url).toBe(
      "https://kb.plugable.com/docking-stations-and-video/understanding-external-display-support-on-apple-m1-m2-m3-and-m4-chips",
    );
    const air = recommend(device("macbook-air-m1"), macos15, scenario("thunderbolt-dock"), null);
    expect(air.supported).toBe("with-dock");
    expect(air.connections).toEqual([
      { kind: "thunderbolt-dock", count: 1 },
      { kind: "displaylink-dock", count: 1 },
    ]);
  });

  it("counts the lid-closed displays for a Thunderbolt dock: M3 Air (1 open, 2 closed) drives both", () => {
    const answer = recommend(device("macbook-air-m3"), macos15, scenario("thunderbolt-dock"), null);
    expect(answer.supported).toBe("native");
    expect(keys(answer)).toContain("devices.fact.lidClosed");
  });

  it("sends a laptop without Thunderbolt to a DisplayLink dock for the one-port scenario (Surface Laptop 7)", () => {
    const answer = recommend(device("microsoft-surface-laptop-7"), windows, scenario("thunderbolt-dock"), null);
    expect(answer.supported).toBe("with-dock");
    expect(keys(answer)).toContain("devices.fact.noThunderbolt");
  });

  it("chains two monitors over MST on a Windows laptop that supports it (Latitude 7450: 3 ≥ 2)", () => {
    const answer = recommend(device("dell-latitude-7450"), windows, scenario("daisy-chain"), null);
    expect(answer.supported).toBe("native");
    expect(answer.connections).toEqual([{ kind: "mst-chain", count: 2 }]);
    // No public page was found for the Latitude's MST: the fact carries no source, so the answer is flagged.
    expect(answer.facts.find((fact) => fact.key === "devices.fact.mst")?.source).toBeNull();
  });

  it("gives a Windows laptop's two displays over one Thunderbolt port no source: no page confirms it", () => {
    const answer = recommend(device("lenovo-thinkpad-x1-carbon-gen-12"), windows, scenario("thunderbolt-dock"), null);
    expect(answer.supported).toBe("native");
    expect(answer.facts.find((fact) => fact.key === "devices.fact.thunderboltDock")?.source).toBeNull();
  });
});

describe("recommend: separate monitors and the lid", () => {
  it("needs a DisplayLink dock for two monitors on an M1 MacBook Air: 1 direct, 2 − 1 = 1 on the dock", () => {
    const answer = recommend(device("macbook-air-m1"), macos15, scenario("two-monitors"), null);
    expect(answer.supported).toBe("with-dock");
    expect(answer.connections).toEqual([
      { kind: "usb-c", count: 1 },
      { kind: "displaylink-dock", count: 1 },
    ]);
  });

  it("drives two monitors on the 14-inch MacBook Pro with M3 with its lid closed, saying it needs macOS 14.6", () => {
    const answer = recommend(device("macbook-pro-m3"), macos15, scenario("two-monitors"), null);
    expect(answer.supported).toBe("native");
    // 2 wanted: one on USB-C, the last on HDMI (it has an HDMI port).
    expect(answer.connections).toEqual([
      { kind: "usb-c", count: 1 },
      { kind: "hdmi", count: 1 },
    ]);
    expect(answer.facts.find((fact) => fact.key === "devices.fact.lidClosed")?.params).toEqual({ device: "MacBook Pro 14-inch (M3)", count: 2, open: 1 });
    expect(answer.facts.find((fact) => fact.key === "devices.fact.lidClosedFromOs")?.params).toEqual({ version: "14.6" });
  });

  it("drives four monitors on the Latitude 7450 only with its screen off: three is native, with the lid-closed fact beside it", () => {
    const three = recommend(device("dell-latitude-7450"), windows, scenario("three-monitors"), null);
    expect(three.supported).toBe("native");
    expect(three.facts.find((fact) => fact.key === "devices.fact.lidClosed")?.params).toMatchObject({ count: 4, open: 3 });
  });

  it("uses the lid-closed count for the dock split: M3 Air, three monitors → 2 direct, 3 − 2 = 1 on the dock", () => {
    const answer = recommend(device("macbook-air-m3"), macos15, scenario("three-monitors"), null);
    expect(answer.supported).toBe("with-dock");
    expect(answer.connections).toEqual([
      { kind: "usb-c", count: 2 },
      { kind: "displaylink-dock", count: 1 },
    ]);
  });
});

describe("recommend: one cable and USB-C power", () => {
  const monitor = (watts: number | null) => ({ title: "Dell UltraSharp 27 (U2724DE)", usbCPowerDeliveryWatts: watts });

  it("never says a monitor whose power is unknown delivers none, and does not recommend against it", () => {
    const answer = recommend(device("macbook-air-m2"), macos15, scenario("single-cable-dock"), monitor(null));
    expect(answer.supported).toBe("native");
    expect(keys(answer)).toEqual(["devices.fact.ports", "devices.fact.nativeDisplays", "devices.fact.powerNeeded", "devices.fact.powerUnknown"]);
    expect(keys(answer)).not.toContain("devices.fact.powerNone");
    expect(keys(answer)).not.toContain("devices.fact.poweredDock");
    // Power not confirmed: the connection is USB-C, not "USB-C with power".
    expect(answer.connections).toEqual([{ kind: "usb-c", count: 1 }]);
  });

  it("powers an M2 Air from a 90 W monitor: 90 ≥ 30", () => {
    const answer = recommend(device("macbook-air-m2"), macos15, scenario("single-cable-dock"), monitor(90));
    expect(answer.supported).toBe("native");
    expect(answer.connections).toEqual([{ kind: "usb-c-power", count: 1 }]);
    expect(answer.facts.at(-1)).toMatchObject({ key: "devices.fact.powerEnough", params: { delivered: 90, needed: 30 } });
  });

  it("compares a 140 W MacBook Pro with its 100 W USB-C limit: a 100 W monitor is enough (100 ≥ 100), a 90 W one short (90 < 100)", () => {
    const enough = recommend(device("macbook-pro-m4-max"), macos15, scenario("single-cable-dock"), monitor(100));
    expect(enough.supported).toBe("native");
    expect(keys(enough)).toContain("devices.fact.usbCLimit");
    expect(enough.monitorFilter).toEqual({ minPowerDeliveryWatts: 100 });
    const short = recommend(device("macbook-pro-m4-max"), macos15, scenario("single-cable-dock"), monitor(90));
    expect(short.supported).toBe("with-dock");
    expect(short.facts.find((fact) => fact.key === "devices.fact.powerShort")?.params).toEqual({ monitor: "Dell UltraSharp 27 (U2724DE)", delivered: 90, needed: 100 });
  });

  it("says no power only for a monitor whose figure is known to be 0", () => {
    const answer = recommend(device("macbook-air-m2"), macos15, scenario("single-cable-dock"), monitor(0));
    expect(answer.supported).toBe("with-dock");
    expect(keys(answer)).toContain("devices.fact.powerNone");
  });

  it("asks nothing of the monitor's power for a desktop", () => {
    const answer = recommend(device("mac-mini-m4"), macos15, scenario("single-cable-dock"), monitor(0));
    expect(answer.supported).toBe("native");
    expect(keys(answer)).toEqual(["devices.fact.ports", "devices.fact.nativeDisplays", "devices.fact.desktopPower"]);
  });
});

describe("recommend: each fact's source", () => {
  it("cites the page that states a fact (M2 Air: its ports, one external display, its 30 W adapter)", () => {
    const answer = recommend(device("macbook-air-m2"), macos15, scenario("single-cable-dock"), null);
    const source = (key: string) => answer.facts.find((fact) => fact.key === key)?.source;
    expect(answer.facts[0]).toMatchObject({ key: "devices.fact.ports", params: { device: "MacBook Air 13-inch (M2)", ports: "MagSafe 3, 2 × Thunderbolt / USB 4 (USB-C)" } });
    expect(source("devices.fact.ports")?.url).toBe("https://fossbytes.com/macbook-m2-chip/");
    expect(source("devices.fact.nativeDisplays")).toEqual({
      title: "XDA, Apple's new M2 MacBook Air and MacBook Pro still only support one external monitor",
      url: "https://www.xda-developers.com/apples-m2-macbook-air-pro-only-support-one-external-monitor/",
      retrieved: "2026-11-29",
    });
    expect(source("devices.fact.powerNeeded")?.url).toBe("https://fossbytes.com/macbook-m2-chip/");
  });

  it("leaves a fact no page states without a source (the Surface Laptop's display count)", () => {
    const answer = recommend(device("microsoft-surface-laptop-7"), windows, scenario("two-monitors"), null);
    expect(answer.facts.find((fact) => fact.key === "devices.fact.nativeDisplays")?.source).toBeNull();
  });
});
