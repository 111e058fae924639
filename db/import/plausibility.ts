import type { FactSource } from "../schema";

/** The fields the rules read, as a catalogue entry or a stored monitors row has them. */
export type CheckedFacts = {
  model: string;
  usbCPowerDeliveryWatts: number | null;
  refreshRateHz: number | null;
  sizeInches: number | null;
  powerOnWatts: number | null;
  maxLuminanceNits: number | null;
  hdrMaxLuminanceNits: number | null;
  factSources: readonly FactSource[] | null;
};

export type CheckedField = Exclude<keyof CheckedFacts, "model" | "factSources">;

/** One value a rule refused: the import stores it as "not specified" and logs this line. */
export type Implausible = { model: string; field: CheckedField; value: number; rule: string };

/**
 * USB Power Delivery before revision 3.1 carries at most 100 W (20 V × 5 A); only PD 3.1's Extended
 * Power Range goes further, up to 240 W (48 V × 5 A). Sources: "USB-C Power Delivery 2.0 vs 3.1 for
 * monitors", KTC (db/seed-data/cited/monitor-facts.csv, row "USB Power Delivery").
 */
export const USB_PD_STANDARD_MAX_WATTS = 100;
export const USB_PD_EPR_MAX_WATTS = 240;
/** A Thunderbolt port named with at least this much power (Dell U4025QW: 140 W over Thunderbolt 4). */
export const THUNDERBOLT_HIGH_POWER_WATTS = 140;

/** Ranges no desk monitor or signage display of the catalogue falls outside (issue 46). */
export const ranges = {
  refreshRateHz: { min: 24, max: 540, rule: "refresh rate 24–540 Hz" },
  sizeInches: { min: 10, max: 100, rule: "diagonal 10–100 in" },
  powerOnWatts: { min: 1, max: 500, rule: "on-mode power 1–500 W" },
  maxLuminanceNits: { min: 100, max: 3000, rule: "luminance 100–3,000 nits" },
  hdrMaxLuminanceNits: { min: 100, max: 3000, rule: "luminance 100–3,000 nits" },
} as const satisfies Partial<Record<CheckedField, { min: number; max: number; rule: string }>>;

const EPR_NAMED = /PD\s*3\.1|\bEPR\b|Extended Power Range/i;

/** Does the page behind the figure name USB PD 3.1/EPR, or Thunderbolt with 140 W or more? */
function namesHighPowerPort(watts: number, sources: readonly FactSource[]): boolean {
  return sources.some((source) => {
    const text = `${source.title ?? ""} ${source.statement ?? ""}`;
    return EPR_NAMED.test(text) || (/Thunderbolt/i.test(text) && watts >= THUNDERBOLT_HIGH_POWER_WATTS);
  });
}

function usbCPowerRule(watts: number, sources: readonly FactSource[]): string | null {
  if (watts > USB_PD_EPR_MAX_WATTS) return "USB-C power above 240 W (USB PD 3.1 EPR maximum)";
  if (watts > USB_PD_STANDARD_MAX_WATTS && !namesHighPowerPort(watts, sources)) {
    return "USB-C power above 100 W without a source naming USB PD 3.1/EPR or Thunderbolt 140 W+";
  }
  return null;
}

/** Every value of one model that breaks a rule, with the rule it breaks. */
export function implausibleValues(facts: CheckedFacts): Implausible[] {
  const found: Implausible[] = [];
  const watts = facts.usbCPowerDeliveryWatts;
  if (watts != null) {
    const cited = (facts.factSources ?? []).filter((source) => source.field === "usbCPowerDeliveryWatts");
    const rule = usbCPowerRule(watts, cited);
    if (rule) found.push({ model: facts.model, field: "usbCPowerDeliveryWatts", value: watts, rule });
  }
  for (const [field, range] of Object.entries(ranges) as Array<[keyof typeof ranges, (typeof ranges)[keyof typeof ranges]]>) {
    const value = facts[field];
    if (value != null && (value < range.min || value > range.max)) found.push({ model: facts.model, field, value, rule: range.rule });
  }
  return found;
}

/**
 * Applies the rules at import: a refused value becomes null ("not specified") and loses its source,
 * and the log names it. Nothing fails: one bad value never stops the import of the others.
 */
export function withPlausibleValues<Entry extends CheckedFacts>(entries: readonly Entry[]): { entries: Entry[]; log: Implausible[] } {
  const log: Implausible[] = [];
  const checked = entries.map((entry) => {
    const refused = implausibleValues(entry);
    if (refused.length === 0) return entry;
    log.push(...refused);
    const fields = new Set<string>(refused.map((item) => item.field));
    const cleared = Object.fromEntries(refused.map((item) => [item.field, null]));
    return { ...entry, ...cleared, factSources: entry.factSources?.filter((source) => !fields.has(source.field)) ?? null };
  });
  return { entries: checked, log };
}
