import { externalDisplays, usbCPowerNeeded, type Device, type OsVersion, type Scenario } from "./catalogue";
import { citedFacts, foundPages, type FactSource } from "./cited-sources";

export type Support = "native" | "with-dock" | "no";

/** What the rules say, in phrase keys; answer.ts turns them into translated text. */
export type Connection = { kind: "usb-c" | "hdmi" | "displaylink-dock" | "mst-chain" | "usb-c-power" | "thunderbolt-dock"; count: number };
/** A fact in phrase keys; a null source: no public page confirms it (the answer says so). */
export type FactDraft = { key: FactKey; params?: Record<string, number | string>; source: FactSource | null };
export type FactKey =
  | "devices.fact.ports"
  | "devices.fact.nativeDisplays"
  | "devices.fact.lidClosed"
  | "devices.fact.lidClosedFromOs"
  | "devices.fact.displayLink"
  | "devices.fact.noMst"
  | "devices.fact.thunderboltInstead"
  | "devices.fact.mst"
  | "devices.fact.noMstWindows"
  | "devices.fact.thunderboltDock"
  | "devices.fact.noThunderbolt"
  | "devices.fact.powerEnough"
  | "devices.fact.powerShort"
  | "devices.fact.powerNone"
  | "devices.fact.powerUnknown"
  | "devices.fact.powerNeeded"
  | "devices.fact.usbCLimit"
  | "devices.fact.desktopPower"
  | "devices.fact.poweredDock";

/** The catalogue monitor the visitor named: its USB-C power, null when the catalogue does not know it. */
export type MonitorPower = { title: string; usbCPowerDeliveryWatts: number | null };

export type Recommendation = {
  supported: Support;
  connections: Connection[];
  facts: FactDraft[];
  /** What a catalogue monitor must offer to fit; null when nothing fits (supported "no"). */
  monitorFilter: { minPowerDeliveryWatts: number } | null;
};

/** Through a Thunderbolt dock a Mac shows up to two of its displays on one port, never more than the chip drives. */
export const APPLE_HUB_SOURCE = foundPages.appleChipsDisplays;
/** macOS drives MST outputs as mirrors (single stream); Windows and ChromeOS extend. */
export const MST_SOURCE = foundPages.macosMst;
const DISPLAYLINK_SOURCE = foundPages.displayLinkMacs;
/** What USB Power Delivery carries (100 W before PD 3.1): the rule the power comparison applies. */
const USB_PD_SOURCE = citedFacts.usbPowerDelivery;
/** No public page was found for two displays over one Thunderbolt port on Windows: the fact says "not confirmed". */
const THUNDERBOLT_WINDOWS_SOURCE = null;

/**
 * Whether a device drives a scenario's monitors on an OS version, how, and why. Pure: the device
 * row, the OS version, the scenario and optionally the monitor's power delivery in, the answer out.
 * An unknown figure (a monitor's USB-C power) never drives a negative answer.
 */
export function recommend(device: Device, os: Pick<OsVersion, "major">, scenario: Scenario, monitor: MonitorPower | null): Recommendation {
  const displays = externalDisplays(device, os);
  const wanted = scenario.monitors;
  const facts: FactDraft[] = [...displayFacts(device, displays)];

  if (scenario.kind === "daisy-chain") return daisyChain(device, displays, facts, monitor);
  if (scenario.kind === "thunderbolt") return thunderboltDock(device, displays, facts, monitor);

  const nativeFits = wanted <= displays.lidOpen;
  const lidClosedFits = !nativeFits && displays.lidClosed !== null && wanted <= displays.lidClosed;

  if (scenario.kind === "single-cable") {
    const power = powerFacts(device, monitor);
    facts.push(...power);
    const short = power.some((fact) => fact.key === "devices.fact.powerShort" || fact.key === "devices.fact.powerNone");
    const filter = { minPowerDeliveryWatts: usbCPowerNeeded(device) ?? 0 };
    if (short) {
      // A known figure below the laptop's need: a powered USB-C/Thunderbolt dock carries picture and power instead.
      facts.push({ key: "devices.fact.poweredDock", source: USB_PD_SOURCE });
      return { supported: "with-dock", connections: [{ kind: "usb-c", count: 1 }], facts, monitorFilter: filter };
    }
    const powered = device.chargerWatts !== null && power.some((fact) => fact.key === "devices.fact.powerEnough");
    // Without a named monitor the list shows only monitors that power the laptop: one cable carries power.
    const carriesPower = device.chargerWatts !== null && (monitor === null || powered);
    return { supported: "native", connections: [{ kind: carriesPower ? "usb-c-power" : "usb-c", count: 1 }], facts, monitorFilter: filter };
  }

  facts.push(...powerFacts(device, monitor));
  if (nativeFits || lidClosedFits) {
    return { supported: "native", connections: directConnections(device, wanted), facts, monitorFilter: { minPowerDeliveryWatts: 0 } };
  }
  facts.push({ key: "devices.fact.displayLink", source: DISPLAYLINK_SOURCE });
  const most = Math.max(displays.lidOpen, displays.lidClosed ?? 0);
  const direct = Math.max(1, Math.min(most, wanted - 1));
  return {
    supported: "with-dock",
    connections: [...directConnections(device, direct), { kind: "displaylink-dock", count: wanted - direct }],
    facts,
    monitorFilter: { minPowerDeliveryWatts: 0 },
  };
}

type Displays = { lidOpen: number; lidClosed: number | null };

/** The ports every answer rests on, then the display counts, lid open and (where it differs) lid closed. */
function displayFacts(device: Device, displays: Displays): FactDraft[] {
  const { sources } = device;
  const facts: FactDraft[] = [
    { key: "devices.fact.ports", params: { device: device.name, ports: device.ports.join(", ") }, source: sources.ports },
    { key: "devices.fact.nativeDisplays", params: { device: device.name, count: displays.lidOpen }, source: sources.displays },
  ];
  if (displays.lidClosed !== null) {
    facts.push({ key: "devices.fact.lidClosed", params: { device: device.name, count: displays.lidClosed, open: displays.lidOpen }, source: sources.lidClosed });
    if (device.lidClosedFromOs !== null) facts.push({ key: "devices.fact.lidClosedFromOs", params: { version: device.lidClosedFromOs }, source: sources.lidClosed });
  }
  return facts;
}

/** DisplayPort MST: macOS shows every monitor of a chain the same picture; Windows and ChromeOS extend. */
function daisyChain(device: Device, displays: Displays, facts: FactDraft[], monitor: MonitorPower | null): Recommendation {
  const wanted = 2;
  if (device.os === "macos") {
    facts.push({ key: "devices.fact.noMst", source: MST_SOURCE });
    if (device.thunderbolt && Math.max(displays.lidOpen, displays.lidClosed ?? 0) >= wanted) {
      facts.push({ key: "devices.fact.thunderboltInstead", params: { device: device.name }, source: APPLE_HUB_SOURCE });
    }
    return { supported: "no", connections: [], facts, monitorFilter: null };
  }
  if (!device.daisyChain || displays.lidOpen < wanted) {
    facts.push({ key: "devices.fact.noMstWindows", params: { device: device.name }, source: device.sources.mst });
    return { supported: "no", connections: [], facts, monitorFilter: null };
  }
  facts.push({ key: "devices.fact.mst", params: { device: device.name }, source: device.sources.mst });
  facts.push(...powerFacts(device, monitor));
  return { supported: "native", connections: [{ kind: "mst-chain", count: wanted }], facts, monitorFilter: { minPowerDeliveryWatts: 0 } };
}

/**
 * Two monitors over one Thunderbolt port (a Thunderbolt dock or Thunderbolt displays in a chain):
 * they work up to the chip's display count; on a Mac at most 2 over one port (Apple's article).
 */
function thunderboltDock(device: Device, displays: Displays, facts: FactDraft[], monitor: MonitorPower | null): Recommendation {
  const wanted = 2;
  facts.push(...powerFacts(device, monitor));
  if (!device.thunderbolt) {
    facts.push({ key: "devices.fact.noThunderbolt", params: { device: device.name }, source: device.sources.ports });
    facts.push({ key: "devices.fact.displayLink", source: DISPLAYLINK_SOURCE });
    return { supported: "with-dock", connections: [{ kind: "displaylink-dock", count: wanted }], facts, monitorFilter: { minPowerDeliveryWatts: 0 } };
  }
  const source = device.os === "macos" ? APPLE_HUB_SOURCE : THUNDERBOLT_WINDOWS_SOURCE;
  if (Math.max(displays.lidOpen, displays.lidClosed ?? 0) >= wanted) {
    facts.push({ key: "devices.fact.thunderboltDock", params: { device: device.name, count: wanted }, source });
    return { supported: "native", connections: [{ kind: "thunderbolt-dock", count: wanted }], facts, monitorFilter: { minPowerDeliveryWatts: 0 } };
  }
  facts.push({ key: "devices.fact.displayLink", source: DISPLAYLINK_SOURCE });
  return {
    supported: "with-dock",
    connections: [
      { kind: "thunderbolt-dock", count: 1 },
      { kind: "displaylink-dock", count: 1 },
    ],
    facts,
    monitorFilter: { minPowerDeliveryWatts: 0 },
  };
}

/** Each monitor on its own port: USB-C/Thunderbolt first, the HDMI port for the last one where there is one. */
function directConnections(device: Device, count: number): Connection[] {
  if (device.hdmi && count > 1) return [{ kind: "usb-c", count: count - 1 }, { kind: "hdmi", count: 1 }];
  return [{ kind: "usb-c", count }];
}

/**
 * The laptop's USB-C need against the monitor's USB-C Power Delivery. The need is the adapter's
 * watts capped by what its USB-C ports take (usbCPowerNeeded). A monitor whose figure the catalogue
 * does not know is "not specified": never "no power", never a reason against it.
 */
export function powerFacts(device: Device, monitor: MonitorPower | null): FactDraft[] {
  const needed = usbCPowerNeeded(device);
  // A desktop's form is the fact here: it has no battery to charge (the page that lists its ports says what it is).
  if (needed === null || device.chargerWatts === null) return [{ key: "devices.fact.desktopPower", params: { device: device.name }, source: device.sources.ports }];
  const facts: FactDraft[] = [{ key: "devices.fact.powerNeeded", params: { device: device.name, watts: device.chargerWatts, needed }, source: device.sources.charger }];
  if (needed < device.chargerWatts) facts.push({ key: "devices.fact.usbCLimit", params: { device: device.name, watts: device.chargerWatts, needed }, source: device.sources.usbCCharging });
  if (!monitor) return facts;
  const delivered = monitor.usbCPowerDeliveryWatts;
  if (delivered === null) return [...facts, { key: "devices.fact.powerUnknown", params: { monitor: monitor.title, needed }, source: USB_PD_SOURCE }];
  if (delivered <= 0) return [...facts, { key: "devices.fact.powerNone", params: { monitor: monitor.title }, source: USB_PD_SOURCE }];
  const key = delivered >= needed ? "devices.fact.powerEnough" : "devices.fact.powerShort";
  return [...facts, { key, params: { monitor: monitor.title, delivered, needed }, source: USB_PD_SOURCE }];
}
