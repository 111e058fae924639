/**
 * How far the productivity case's headline can be trusted (issue 27): the same case at the
 * specification's lowest and highest gain (scenarios), and the NPV with each uncertain figure
 * moved 25 % down and up alone (sensitivity, drawn as a tornado). Pure; the scenarios' case is run
 * by the function passed in and the sensitivity reads the case's parts, so this file needs no
 * import of the model at run time.
 */
import type { Said } from "~/features/calculators/frame/definition";
import { gainSources } from "~/features/calculators/shared/business";
import type { ProductivityModelInput, ProductivityValues } from "./model";
import { gainApplies } from "./upgrade";

/** The figures of one run of the case that the analysis reads. */
export type CaseFigures = { pv: { npv: number; costs: number }; roi: number; paybackMonths: number | null };
export type RunCase = (input: ProductivityModelInput, values: ProductivityValues) => CaseFigures;

export type Scenario = { gain: number; roi: number; npv: number; paybackMonths: number | null };
/** `none` is the case with no productivity gain at all: what the other benefits alone return. */
export type Scenarios = { none: Scenario; low: Scenario; likely: Scenario; high: Scenario };

export type SensitivityKey = "gain" | "conversion" | "productivityRisk" | "price" | "salary" | "connectivityHours";
/** NPV with one figure at 75 % (npvLow) and at 125 % (npvHigh) of its value, all else equal. */
export type SensitivityRow = { key: SensitivityKey; label: Said; npvLow: number; npvHigh: number };

/** ±25 %: a wide but plausible band for each figure, the same for all so their swings compare. */
export const SENSITIVITY_STEP = 0.25;

/**
 * None at no gain (issue 47: what the case returns if the screens save no time), low at the
 * passive gain (0.06), likely at the gain in use (the chosen source or an override), high at the
 * maker's (0.21). When the new monitor is no upgrade the productivity line is 0 in every scenario,
 * and each scenario's gain says so (0).
 */
export function scenariosOf(run: RunCase, input: ProductivityModelInput, values: ProductivityValues, likely: CaseFigures): Scenarios {
  const applies = input.upgrade === undefined || gainApplies(input.upgrade);
  const scenario = (gain: number, figures: CaseFigures): Scenario => ({ gain: applies ? gain : 0, roi: figures.roi, npv: figures.pv.npv, paybackMonths: figures.paybackMonths });
  const at = (gain: number) => scenario(gain, run(input, { ...values, gain }));
  return { none: at(0), low: at(gainSources.passive), likely: scenario(values.gain, likely), high: at(gainSources.maker) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Assumption keys varied in place, with the bounds the assumptions panel gives them. */
type BoundedKey = "gain" | "conversion" | "productivityRisk" | "connectivityHours";
const valueBounds: Readonly<Record<BoundedKey, readonly [min: number, max: number]>> = {
  gain: [0, 1],
  conversion: [0, 1],
  productivityRisk: [0, 1],
  connectivityHours: [0, 8760],
};

/**
 * What the NPV is made of, for the figures the sensitivity moves: it is affine in each of them
 * (every line is a product of them, summed over the years with fixed discount factors), so moving
 * one figure moves the NPV by its own line times the change.
 */
export type NpvParts = {
  npv: number;
  /** PV of the hours every equipped employee works a year, at their wage: Σ equipped × H × W_y, discounted. */
  workedHours: number;
  /** PV of one hour a year of every equipped employee, at their wage: Σ equipped × W_y, discounted. */
  oneHour: number;
  /** PV of the monitors' purchase (proportional to the price). */
  monitors: number;
  /** PV of the lines priced at a wage (proportional to the salary): productivity + connectivity − deployment − moves. */
  atWages: number;
  /** False when the new monitor is no upgrade: the productivity line is then 0 whatever the gain. */
  gainApplies: boolean;
  /** False when connectivity's condition does not hold: its line is then 0 whatever its hours. */
  connectivityCounts: boolean;
};

/**
 * Each figure moved −25 % and +25 % alone; shares are clamped to 0–1 (a risk of 0.9 cannot rise to
 * 1.125). Read off the case's present values instead of running the case twelve more times: the
 * same NPVs but for the last bits of floating point (model.properties.test.ts holds them to the
 * runs). Sorted by swing |npvHigh − npvLow|, largest first; equal swings keep the listed order.
 */
export function sensitivityOf(parts: NpvParts, values: ProductivityValues): SensitivityRow[] {
  const moved = (key: BoundedKey, factor: number) => clamp(values[key] * factor, ...valueBounds[key]);
  const gain = parts.gainApplies ? values.gain : 0;
  const { conversion, productivityRisk, connectivityHours, operationalRisk } = values;
  const productivity = (g: number, c: number, risk: number) => parts.workedHours * g * c * (1 - risk);
  const base = productivity(gain, conversion, productivityRisk);
  const row = (key: SensitivityKey, change: (factor: number) => number): SensitivityRow => ({
    key,
    label: { key: `productivity.sensitivity.${key}` },
    npvLow: parts.npv + change(1 - SENSITIVITY_STEP),
    npvHigh: parts.npv + change(1 + SENSITIVITY_STEP),
  });
  const rows = [
    row("gain", (f) => (parts.gainApplies ? productivity(moved("gain", f), conversion, productivityRisk) - base : 0)),
    row("conversion", (f) => productivity(gain, moved("conversion", f), productivityRisk) - base),
    row("productivityRisk", (f) => productivity(gain, conversion, moved("productivityRisk", f)) - base),
    row("connectivityHours", (f) => (parts.connectivityCounts ? parts.oneHour * (moved("connectivityHours", f) - connectivityHours) * (1 - operationalRisk) : 0)),
    // A dearer monitor lowers the NPV.
    row("price", (f) => -parts.monitors * (f - 1)),
    row("salary", (f) => parts.atWages * (f - 1)),
  ];
  const swing = (r: SensitivityRow) => Math.abs(r.npvHigh - r.npvLow);
  // The gain and the conversion multiply the same line, so their swings are equal but for the last
  // bits of floating point: swings within a billionth of each other count as equal.
  const order = (a: SensitivityRow, b: SensitivityRow) => {
    const difference = swing(b) - swing(a);
    return Math.abs(difference) <= 1e-9 * Math.max(swing(a), swing(b)) ? 0 : difference;
  };
  return rows.sort(order);
}
