/**
 * The connection plan for a device of the devices data (app/features/devices, app/features/devices/device-list.ts):
 * its operating system and MST support decide the kind, its chip how many displays it drives.
 * - `macbook`: macOS has no DisplayPort MST, so no daisy chain: every monitor needs its own
 *   cable from the Mac (or a DisplayLink dock). How many external displays the Mac drives
 *   depends on its chip, which these rules do not know: the plan says so.
 * - `windows-mst`: a Windows laptop whose DisplayPort / USB-C output supports MST can drive a
 *   chain from one cable, but only through monitors with a DisplayPort output (MST out). The
 *   catalogue does not record DisplayPort outputs, so the plan cannot confirm the chain for a
 *   model: it says to check the monitor's specification, and keeps one cable per monitor as the
 *   way that always works.
 * The cables named are the device's own ports: HDMI only where its port list has HDMI (a MacBook
 * Air has none), and then for one monitor, as a device has one HDMI port.
 */
import type { Said } from "~/features/calculators/frame/definition";
import type { Device, FactSource } from "~/features/devices";
import type { PhraseKey } from "~/i18n/phrases/en-us";

export const deviceKinds = ["macbook", "windows-mst"] as const;
export type DeviceKind = (typeof deviceKinds)[number];

export type DaisyChain = "no" | "check-monitor";

export type ConnectionPlan = {
  /** The device's slug (the devices data), and its kind for these rules. */
  device: string;
  kind: DeviceKind;
  /** External displays it drives without a DisplayLink dock (lid open). */
  nativeDisplays: number;
  /** Its ports as the devices data lists them: the cables the plan names come from these. */
  ports: string[];
  /** The pages that state its display count and its ports; null: not confirmed by a public page. */
  sources: { displays: FactSource | null; ports: FactSource | null };
  /** "no": the laptop cannot; "check-monitor": the laptop can, if the monitor has a DisplayPort output. */
  daisyChain: DaisyChain;
  /** Cables from the laptop with a chain (when possible) and without one. */
  cablesWithChain: number | null;
  cablesWithoutChain: number;
  /** The catalogue cannot say whether this monitor has a DisplayPort output. */
  monitorChainKnown: false;
  steps: Said[];
};

const said = (key: string, values?: Said["values"]): Said => ({ key: key as PhraseKey, ...(values ? { values } : {}) });

/** macOS never chains; a Windows laptop chains when its ports carry DisplayPort MST. */
export function deviceKind(device: Pick<Device, "os" | "daisyChain">): DeviceKind {
  return device.os === "macos" || !device.daisyChain ? "macbook" : "windows-mst";
}

type PlanDevice = Pick<Device, "slug" | "os" | "daisyChain" | "nativeExternalDisplays" | "hdmi" | "ports"> & { sources: Pick<Device["sources"], "displays" | "ports"> };

export function connectionPlan(device: PlanDevice, count: number): ConnectionPlan {
  const kind = deviceKind(device);
  const base = {
    device: device.slug,
    kind,
    nativeDisplays: device.nativeExternalDisplays,
    ports: device.ports,
    sources: { displays: device.sources.displays, ports: device.sources.ports },
  };
  // More screens than the device drives natively need a DisplayLink dock, whatever the cables.
  const dock = count > device.nativeExternalDisplays ? [said("multiMonitor.plan.needsDock", { native: device.nativeExternalDisplays, count })] : [];
  if (kind === "macbook") {
    return {
      ...base,
      daisyChain: "no",
      cablesWithChain: null,
      cablesWithoutChain: count,
      monitorChainKnown: false,
      steps: [said(device.os === "macos" ? "multiMonitor.plan.macNoMst" : "multiMonitor.plan.noMst"), said(device.hdmi ? "multiMonitor.plan.cablesUsbCOrHdmi" : "multiMonitor.plan.cablesUsbC", { count }), ...dock],
    };
  }
  return {
    ...base,
    daisyChain: "check-monitor",
    cablesWithChain: 1,
    cablesWithoutChain: count,
    monitorChainKnown: false,
    steps: [said("multiMonitor.plan.mstChain", { count }), said("multiMonitor.plan.mstCheck"), said("multiMonitor.plan.mstFallback", { count }), ...dock],
  };
}
