/**
 * The connection plan for a laptop: a small rule set of our own until the devices tool's data
 * (issue 14, app/features/devices) can answer per device and chip. Two laptop kinds:
 * - `macbook`: macOS has no DisplayPort MST, so no daisy chain: every monitor needs its own
 *   cable from the Mac (or a DisplayLink dock). How many external displays the Mac drives
 *   depends on its chip, which these rules do not know: the plan says so.
 * - `windows-mst`: a Windows laptop whose DisplayPort / USB-C output supports MST can drive a
 *   chain from one cable, but only through monitors with a DisplayPort output (MST out). The
 *   catalogue does not record DisplayPort outputs, so the plan cannot confirm the chain for a
 *   model: it says to check the monitor's specification, and keeps one cable per monitor as the
 *   way that always works.
 */
import type { Said } from "~/features/calculators/frame/definition";
import type { PhraseKey } from "~/i18n/phrases/en-us";

export const deviceKinds = ["macbook", "windows-mst"] as const;
export type DeviceKind = (typeof deviceKinds)[number];

export type DaisyChain = "no" | "check-monitor";

export type ConnectionPlan = {
  device: DeviceKind;
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

export function connectionPlan(device: DeviceKind, count: number): ConnectionPlan {
  if (device === "macbook") {
    return {
      device,
      daisyChain: "no",
      cablesWithChain: null,
      cablesWithoutChain: count,
      monitorChainKnown: false,
      steps: [said("multiMonitor.plan.macNoMst"), said("multiMonitor.plan.macCables", { count }), said("multiMonitor.plan.macChip")],
    };
  }
  return {
    device,
    daisyChain: "check-monitor",
    cablesWithChain: 1,
    cablesWithoutChain: count,
    monitorChainKnown: false,
    steps: [said("multiMonitor.plan.mstChain", { count }), said("multiMonitor.plan.mstCheck"), said("multiMonitor.plan.mstFallback", { count })],
  };
}
