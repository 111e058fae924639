import type { FactSource } from "./cited-sources";

/**
 * The fixed lists of the devices tool: operating-system versions and scenarios. They are code,
 * not rows, because the rules in rules.ts branch on them; the devices themselves are rows
 * (db/schema.ts `devices`, seeded from app/features/devices/device-list.ts).
 */
export const operatingSystems = ["macos", "windows", "chromeos"] as const;
export type OperatingSystem = (typeof operatingSystems)[number];

export const forms = ["laptop", "desktop"] as const;
export type DeviceForm = (typeof forms)[number];

/** OS versions by slug; each device lists the ones it runs (`Device.osVersions`). */
export const osVersions = [
  { slug: "macos-11", os: "macos", major: 11, name: "macOS 11 Big Sur" },
  { slug: "macos-12", os: "macos", major: 12, name: "macOS 12 Monterey" },
  { slug: "macos-13", os: "macos", major: 13, name: "macOS 13 Ventura" },
  { slug: "macos-14", os: "macos", major: 14, name: "macOS 14 Sonoma" },
  { slug: "macos-15", os: "macos", major: 15, name: "macOS 15 Sequoia" },
  { slug: "macos-26", os: "macos", major: 26, name: "macOS 26 Tahoe" },
  { slug: "windows-11", os: "windows", major: 11, name: "Windows 11" },
  // ChromeOS updates itself every few weeks and has no release a buyer picks: one entry, "current".
  { slug: "chromeos", os: "chromeos", major: 0, name: "ChromeOS" },
] as const satisfies ReadonlyArray<{ slug: string; os: OperatingSystem; major: number; name: string }>;
export type OsVersion = (typeof osVersions)[number];
export const osVersionSlugs = osVersions.map((version) => version.slug) as [OsVersion["slug"], ...OsVersion["slug"][]];

/** Scenarios by slug: how many external monitors, and how they are connected. */
export const scenarios = [
  { slug: "one-monitor", monitors: 1, kind: "separate" },
  { slug: "two-monitors", monitors: 2, kind: "separate" },
  { slug: "three-monitors", monitors: 3, kind: "separate" },
  { slug: "daisy-chain", monitors: 2, kind: "daisy-chain" },
  { slug: "thunderbolt-dock", monitors: 2, kind: "thunderbolt" },
  { slug: "single-cable-dock", monitors: 1, kind: "single-cable" },
] as const;
export type Scenario = (typeof scenarios)[number];
export const scenarioSlugs = scenarios.map((scenario) => scenario.slug) as [Scenario["slug"], ...Scenario["slug"][]];

/** The device facts that carry a source; null where no public page was found ("not confirmed"). */
export const deviceFactNames = ["displays", "lidClosed", "ports", "charger", "usbCCharging", "mst", "os"] as const;
export type DeviceFactName = (typeof deviceFactNames)[number];
export type DeviceSources = Record<DeviceFactName, FactSource | null>;

/** A device as the rules need it: one row of the `devices` table. */
export type Device = {
  slug: string;
  vendor: string;
  name: string;
  form: DeviceForm;
  year: number;
  os: OperatingSystem;
  /** The OS versions it runs, oldest first: the only ones the page offers and the API accepts. */
  osVersions: Array<OsVersion["slug"]>;
  /** External displays the device drives without a DisplayLink dock, lid open. */
  nativeExternalDisplays: number;
  /**
   * External displays with the lid closed (the built-in screen off), where that differs from lid
   * open (MacBook Air and 14-inch MacBook Pro with M3, Latitude 7450); null when closing the lid
   * changes nothing.
   */
  lidClosedExternalDisplays: number | null;
  /** The first OS version that has the lid-closed count ("14.6"); null when every version has it. */
  lidClosedFromOs: string | null;
  /** A Thunderbolt / USB4 port: a Thunderbolt dock or chain carries displays over it (not MST). */
  thunderbolt: boolean;
  /** The ports as the maker lists them. */
  ports: string[];
  /** DisplayPort Multi-Stream Transport (daisy chain) over its USB-C / Thunderbolt ports. */
  daisyChain: boolean;
  hdmi: boolean;
  /** The power adapter Apple or the maker ships, in watts; null for desktops (no battery to charge). */
  chargerWatts: number | null;
  /** The most the laptop draws over one USB-C port (USB Power Delivery); null for desktops. */
  usbCChargingWatts: number | null;
  /** Each fact's public page; null: not confirmed by a public page. */
  sources: DeviceSources;
};

export function findOsVersion(slug: string): OsVersion | undefined {
  return osVersions.find((version) => version.slug === slug);
}

export function findScenario(slug: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.slug === slug);
}

/** The OS versions a device runs, in the catalogue's order. */
export function osVersionsFor(device: Pick<Device, "osVersions">): OsVersion[] {
  return osVersions.filter((version) => device.osVersions.includes(version.slug));
}

/** The versions of one OS from `firstMajor` on: what a device that shipped with it runs. */
export function osVersionsFrom(os: OperatingSystem, firstMajor: number): Array<OsVersion["slug"]> {
  return osVersions.filter((version) => version.os === os && version.major >= firstMajor).map((version) => version.slug);
}

/**
 * External displays with the lid open and closed, on an OS version: the lid-closed count only
 * where the version has it (macOS 14.6 for the 14-inch MacBook Pro with M3); null when closing
 * the lid changes nothing.
 */
export function externalDisplays(device: Pick<Device, "nativeExternalDisplays" | "lidClosedExternalDisplays" | "lidClosedFromOs">, os: Pick<OsVersion, "major">) {
  const closed = device.lidClosedExternalDisplays;
  const fromMajor = device.lidClosedFromOs === null ? null : Number.parseInt(device.lidClosedFromOs, 10);
  const available = closed !== null && (fromMajor === null || os.major >= fromMajor);
  return { lidOpen: device.nativeExternalDisplays, lidClosed: available ? closed : null };
}

/**
 * The most the laptop takes from a USB-C monitor: its own adapter's watts, capped by what its
 * USB-C ports accept (a 140 W 16-inch MacBook Pro takes at most 100 W over USB-C). Null for a desktop.
 */
export function usbCPowerNeeded(device: Pick<Device, "chargerWatts" | "usbCChargingWatts">): number | null {
  if (device.chargerWatts === null) return null;
  return device.usbCChargingWatts === null ? device.chargerWatts : Math.min(device.chargerWatts, device.usbCChargingWatts);
}
