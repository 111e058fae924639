import type { Device, Scenario } from "./catalogue";

export type Support = "native" | "with-dock" | "no";

/** What the rules say, in phrase keys; answer.ts turns them into translated text. */
export type Connection = { kind: "usb-c" | "hdmi" | "displaylink-dock" | "mst-chain" | "usb-c-power"; count: number };
export type FactDraft = { key: FactKey; params?: Record<string, number | string>; source: string };
export type FactKey =
  | "devices.fact.nativeDisplays"
  | "devices.fact.lidClosed"
  | "devices.fact.displayLink"
  | "devices.fact.noMst"
  | "devices.fact.mst"
  | "devices.fact.noMstWindows"
  | "devices.fact.powerEnough"
  | "devices.fact.powerShort"
  | "devices.fact.powerNone"
  | "devices.fact.powerNeeded"
  | "devices.fact.desktopPower"
  | "devices.fact.poweredDock";

/** The catalogue monitor the visitor named, as far as the rules need it. */
export type MonitorPower = { title: string; usbCPowerDeliveryWatts: number | null };

export type Recommendation = {
  supported: Support;
  connections: Connection[];
  facts: FactDraft[];
  /** What a catalogue monitor must offer to fit; null when nothing fits (supported "no"). */
  monitorFilter: { minPowerDeliveryWatts: number } | null;
};

// Apple's support article on DisplayPort daisy chaining is not a spec page; the platform fact is
// documented in docs/models/devices.md with its source.
const MAC_MST_SOURCE = "Apple tech specs (Displays: each external display on its own port); VESA DisplayPort 1.2 (MST)";
const DISPLAYLINK_SOURCE = "Synaptics DisplayLink: DisplayLink Manager for macOS and DisplayLink driver for Windows";
const USB_PD_SOURCE = "USB Power Delivery specification (USB-IF), and the monitor's catalogue entry";

/**
 * Whether a device drives a scenario's monitors, how, and why. Pure: the device row, the
 * scenario and optionally the monitor's power delivery in, the answer out.
 */
export function recommend(device: Device, scenario: Scenario, monitor: MonitorPower | null): Recommendation {
  const facts: FactDraft[] = [];
  const wanted = scenario.monitors;

  if (scenario.kind === "daisy-chain") {
    if (device.os === "macos") {
      facts.push({ key: "devices.fact.noMst", source: MAC_MST_SOURCE });
      return { supported: "no", connections: [], facts, monitorFilter: null };
    }
    if (!device.daisyChain || device.nativeExternalDisplays < wanted) {
      facts.push({ key: "devices.fact.noMstWindows", params: { device: device.name }, source: device.displaySource });
      return { supported: "no", connections: [], facts, monitorFilter: null };
    }
    facts.push({ key: "devices.fact.mst", params: { device: device.name }, source: device.displaySource });
    facts.push(...powerFacts(device, monitor));
    return { supported: "native", connections: [{ kind: "mst-chain", count: wanted }], facts, monitorFilter: { minPowerDeliveryWatts: 0 } };
  }

  facts.push({ key: "devices.fact.nativeDisplays", params: { device: device.name, count: device.nativeExternalDisplays }, source: device.displaySource });
  const lidClosed = device.lidClosedExternalDisplays;
  const nativeFits = wanted <= device.nativeExternalDisplays;
  const lidClosedFits = !nativeFits && lidClosed !== null && wanted <= lidClosed;
  if (lidClosedFits) {
    facts.push({ key: "devices.fact.lidClosed", params: { device: device.name, count: lidClosed }, source: device.displaySource });
  }

  if (scenario.kind === "single-cable") {
    const power = powerFacts(device, monitor);
    facts.push(...power);
    const short = power.some((fact) => fact.key === "devices.fact.powerShort" || fact.key === "devices.fact.powerNone");
    if (short) {
      // The monitor cannot power the laptop over its one cable: a powered USB-C/Thunderbolt dock can.
      facts.push({ key: "devices.fact.poweredDock", source: USB_PD_SOURCE });
      return { supported: "with-dock", connections: [{ kind: "usb-c", count: 1 }], facts, monitorFilter: powerFilter(device) };
    }
    const kind = device.chargerWatts === null ? "usb-c" : "usb-c-power";
    return { supported: "native", connections: [{ kind, count: 1 }], facts, monitorFilter: powerFilter(device) };
  }

  facts.push(...powerFacts(device, monitor));
  if (nativeFits || lidClosedFits) {
    return { supported: "native", connections: directConnections(device, wanted), facts, monitorFilter: { minPowerDeliveryWatts: 0 } };
  }
  facts.push({ key: "devices.fact.displayLink", source: DISPLAYLINK_SOURCE });
  const direct = Math.max(1, Math.min(device.nativeExternalDisplays, wanted - 1));
  return {
    supported: "with-dock",
    connections: [...directConnections(device, direct), { kind: "displaylink-dock", count: wanted - direct }],
    facts,
    monitorFilter: { minPowerDeliveryWatts: 0 },
  };
}

/** Each monitor on its own port: USB-C/Thunderbolt first, the HDMI port for the last one where there is one. */
function directConnections(device: Device, count: number): Connection[] {
  if (device.hdmi && count > 1) return [{ kind: "usb-c", count: count - 1 }, { kind: "hdmi", count: 1 }];
  return [{ kind: "usb-c", count }];
}

function powerFilter(device: Device) {
  return { minPowerDeliveryWatts: device.chargerWatts ?? 0 };
}

/** The laptop's adapter watts against the monitor's USB-C Power Delivery. */
function powerFacts(device: Device, monitor: MonitorPower | null): FactDraft[] {
  if (device.chargerWatts === null) return [{ key: "devices.fact.desktopPower", params: { device: device.name }, source: device.displaySource }];
  const source = device.powerSource ?? device.displaySource;
  const needed: FactDraft = { key: "devices.fact.powerNeeded", params: { device: device.name, watts: device.chargerWatts }, source };
  if (!monitor) return [needed];
  const delivered = monitor.usbCPowerDeliveryWatts ?? 0;
  if (delivered <= 0) return [needed, { key: "devices.fact.powerNone", params: { monitor: monitor.title }, source: USB_PD_SOURCE }];
  const key = delivered >= device.chargerWatts ? "devices.fact.powerEnough" : "devices.fact.powerShort";
  return [needed, { key, params: { monitor: monitor.title, delivered, watts: device.chargerWatts }, source: USB_PD_SOURCE }];
}
