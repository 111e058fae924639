/**
 * Which of the case's two non-productivity benefits can exist (issue 47, "a benefit counts only
 * where it can exist"); pure. Unknown is never yes: a benefit whose condition cannot be shown from
 * sourced facts is not counted, and the note says which fact is missing.
 *
 * - Connectivity (the study's simpler connections: one cable for video, data and power) needs a
 *   USB-C or Thunderbolt port on the new monitor, per the catalogue's port list (ENERGY STAR's
 *   interfaces and its USB-C power delivery, which is a port that powers the computer, so an
 *   upstream one), and none on the monitors being replaced (the visitor says so). A replacement with
 *   fewer pixels or less screen area brings no connectivity benefit either.
 * - Retention was measured in one situation: corporate offices whose 19-inch monitors were replaced
 *   by 27-inch UltraSharps, larger screens than before (Forrester, The Total Economic Impact of Dell
 *   UltraSharp Monitors, July 2018, commissioned by Dell). It counts only when the new monitors
 *   are an upgrade with more screen area than the ones they replace; else not at all.
 * docs/models/productivity.md ("Benefits that count") has the rules and their sources.
 */
import type { Said } from "~/features/calculators/frame/definition";
import type { UpgradeComparison } from "./upgrade";

/** Whether the catalogue lists a USB-C or Thunderbolt port: its list is empty (or absent) when no source gives one. */
export type UsbCFact = "listed" | "notListed" | "unknown";

/** The catalogue's port names (db/vocabulary/catalogue-terms.ts) that carry video, data and power on one cable. */
const ONE_CABLE_PORTS: readonly string[] = ["USB-C", "Thunderbolt"];

export function usbCFactOf(ports: readonly string[] | null | undefined): UsbCFact {
  if (!ports || ports.length === 0) return "unknown";
  return ports.some((port) => ONE_CABLE_PORTS.includes(port)) ? "listed" : "notListed";
}

export type BenefitCondition = { counts: boolean; note: Said };
export type BenefitConditions = { connectivity: BenefitCondition; retention: BenefitCondition };

export type ConditionFacts = {
  /** The new monitor against the legacy one (upgrade.ts); "notStated" when no legacy size is given. */
  upgrade: UpgradeComparison;
  /** The catalogue monitor's name; null when none is chosen. */
  monitor: string | null;
  usbC: UsbCFact;
  /** The visitor's answer: the monitors being replaced already have a USB-C or Thunderbolt port. */
  legacyUsbC: boolean;
};

function connectivityCondition(facts: ConditionFacts): BenefitCondition {
  const values = { monitor: facts.monitor ?? "" };
  // Each note written out whole: the phrase check reads the key and its values at the call site.
  if (facts.upgrade.kind === "noUpgrade") return { counts: false, note: { key: "productivity.condition.connectivity.downgrade", values } };
  if (facts.monitor === null) return { counts: false, note: { key: "productivity.condition.connectivity.noMonitor", values } };
  if (facts.usbC === "unknown") return { counts: false, note: { key: "productivity.condition.connectivity.portsUnknown", values } };
  if (facts.usbC === "notListed") return { counts: false, note: { key: "productivity.condition.connectivity.noUsbC", values } };
  if (facts.legacyUsbC) return { counts: false, note: { key: "productivity.condition.connectivity.legacyHad", values } };
  return { counts: true, note: { key: "productivity.condition.connectivity.counts", values } };
}

function retentionCondition(facts: ConditionFacts): BenefitCondition {
  const { upgrade } = facts;
  const monitor = facts.monitor ?? "";
  if (upgrade.kind === "notStated") return { counts: false, note: { key: "productivity.condition.retention.notStated" } };
  const legacy = upgrade.legacyDiagonal.toFixed(1);
  if (upgrade.kind === "unknown") return { counts: false, note: { key: "productivity.condition.retention.notCompared", values: { legacy } } };
  // Whole percentages as the workspace tab shows them.
  const area = Math.round(upgrade.areaChangePct) + 0;
  if (upgrade.kind === "upgrade" && upgrade.areaChangePct > 0) return { counts: true, note: { key: "productivity.condition.retention.counts", values: { monitor, legacy, area } } };
  return { counts: false, note: { key: "productivity.condition.retention.notLarger", values: { monitor, legacy } } };
}

export function benefitConditions(facts: ConditionFacts): BenefitConditions {
  return { connectivity: connectivityCondition(facts), retention: retentionCondition(facts) };
}
