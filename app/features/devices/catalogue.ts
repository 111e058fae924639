/**
 * The fixed lists of the devices tool: operating-system versions and scenarios. They are code,
 * not rows, because the rules in rules.ts branch on them; the devices themselves are rows
 * (db/schema.ts `devices`, seeded from db/seed/devices-data.ts).
 */
export const operatingSystems = ["macos", "windows"] as const;
export type OperatingSystem = (typeof operatingSystems)[number];

export const forms = ["laptop", "desktop"] as const;
export type DeviceForm = (typeof forms)[number];

/** OS versions by slug; `major` is compared with a device's first supported version. */
export const osVersions = [
  { slug: "macos-11", os: "macos", major: 11, name: "macOS 11 Big Sur" },
  { slug: "macos-12", os: "macos", major: 12, name: "macOS 12 Monterey" },
  { slug: "macos-13", os: "macos", major: 13, name: "macOS 13 Ventura" },
  { slug: "macos-14", os: "macos", major: 14, name: "macOS 14 Sonoma" },
  { slug: "macos-15", os: "macos", major: 15, name: "macOS 15 Sequoia" },
  { slug: "macos-26", os: "macos", major: 26, name: "macOS 26 Tahoe" },
  { slug: "windows-11", os: "windows", major: 11, name: "Windows 11" },
] as const satisfies ReadonlyArray<{ slug: string; os: OperatingSystem; major: number; name: string }>;
export type OsVersion = (typeof osVersions)[number];
export const osVersionSlugs = osVersions.map((version) => version.slug) as [OsVersion["slug"], ...OsVersion["slug"][]];

/** Scenarios by slug: how many external monitors, and how they are connected. */
export const scenarios = [
  { slug: "one-monitor", monitors: 1, kind: "separate" },
  { slug: "two-monitors", monitors: 2, kind: "separate" },
  { slug: "three-monitors", monitors: 3, kind: "separate" },
  { slug: "daisy-chain", monitors: 2, kind: "daisy-chain" },
  { slug: "single-cable-dock", monitors: 1, kind: "single-cable" },
] as const;
export type Scenario = (typeof scenarios)[number];
export const scenarioSlugs = scenarios.map((scenario) => scenario.slug) as [Scenario["slug"], ...Scenario["slug"][]];

/** A device as the rules need it: one row of the `devices` table. */
export type Device = {
  slug: string;
  vendor: string;
  name: string;
  form: DeviceForm;
  year: number;
  os: OperatingSystem;
  /** The first major OS version the device runs (the one it shipped with). */
  minOsMajor: number;
  /** External displays the device drives without a DisplayLink dock, lid open. */
  nativeExternalDisplays: number;
  /** External displays with the lid closed, where that differs (MacBook Air M3); else null. */
  lidClosedExternalDisplays: number | null;
  /** DisplayPort Multi-Stream Transport (daisy chain) over its USB-C / Thunderbolt ports. */
  daisyChain: boolean;
  hdmi: boolean;
  /** The power adapter Apple or the maker ships, in watts; null for desktops (no battery to charge). */
  chargerWatts: number | null;
  /** The named source of the display facts and of the power facts. */
  displaySource: string;
  powerSource: string | null;
};

export function findOsVersion(slug: string): OsVersion | undefined {
  return osVersions.find((version) => version.slug === slug);
}

export function findScenario(slug: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.slug === slug);
}

/** The OS versions a device runs: its own OS, from the version it shipped with. */
export function osVersionsFor(device: Pick<Device, "os" | "minOsMajor">): OsVersion[] {
  return osVersions.filter((version) => version.os === device.os && version.major >= device.minOsMajor);
}
