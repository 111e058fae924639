/**
 * How far the productivity case's headline can be trusted (issue 27): the same case at the
 * specification's lowest and highest gain (scenarios), and the NPV with each uncertain figure
 * moved 25 % down and up alone (sensitivity, drawn as a tornado). Pure; the case itself is run
 * by the function passed in, so this file needs no import of the model at run time.
 */
import type { Said } from "~/features/calculators/frame/definition";
import { gainSources } from "~/features/calculators/shared/business";
import type { ProductivityModelInput, ProductivityValueKey, ProductivityValues } from "./model";
import { gainApplies } from "./upgrade";

/** The figures of one run of the case that the analysis reads. */
export type CaseFigures = { pv: { npv: number; costs: number }; roi: number; paybackMonths: number | null };
export type RunCase = (input: ProductivityModelInput, values: ProductivityValues) => CaseFigures;

export type Scenario = { gain: number; roi: number; npv: number; paybackMonths: number | null };
export type Scenarios = { low: Scenario; likely: Scenario; high: Scenario };

export type SensitivityKey = "gain" | "conversion" | "productivityRisk" | "price" | "salary" | "connectivityHours";
/** NPV with one figure at 75 % (npvLow) and at 125 % (npvHigh) of its value, all else equal. */
export type SensitivityRow = { key: SensitivityKey; label: Said; npvLow: number; npvHigh: number };

/** ±25 %: a wide but plausible band for each figure, the same for all so their swings compare. */
export const SENSITIVITY_STEP = 0.25;

/**
 * Low at the passive gain (0.06), likely at the gain in use (the chosen source or an override),
 * high at the maker's (0.21). When the new monitor is no upgrade the productivity line is 0 in
 * every scenario, and each scenario's gain says so (0).
 */
export function scenariosOf(run: RunCase, input: ProductivityModelInput, values: ProductivityValues, likely: CaseFigures): Scenarios {
  const applies = input.upgrade === undefined || gainApplies(input.upgrade);
  const scenario = (gain: number, figures: CaseFigures): Scenario => ({ gain: applies ? gain : 0, roi: figures.roi, npv: figures.pv.npv, paybackMonths: figures.paybackMonths });
  const at = (gain: number) => scenario(gain, run(input, { ...values, gain }));
  return { low: at(gainSources.passive), likely: scenario(values.gain, likely), high: at(gainSources.maker) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Assumption keys varied in place, with the bounds the assumptions panel gives them. */
const valueBounds: readonly [SensitivityKey & ProductivityValueKey, number, number][] = [
  ["gain", 0, 1],
  ["conversion", 0, 1],
  ["productivityRisk", 0, 1],
  ["connectivityHours", 0, 8760],
];

/**
 * Each figure moved −25 % and +25 % alone; shares are clamped to 0–1 (a risk of 0.9 cannot rise to
 * 1.125). Sorted by swing |npvHigh − npvLow|, largest first; equal swings keep the listed order.
 */
export function sensitivityOf(run: RunCase, input: ProductivityModelInput, values: ProductivityValues): SensitivityRow[] {
  const npv = (changed: Partial<ProductivityModelInput>, changedValues: Partial<ProductivityValues>) => run({ ...input, ...changed }, { ...values, ...changedValues }).pv.npv;
  const row = (key: SensitivityKey, at: (factor: number) => number): SensitivityRow => ({
    key,
    label: { key: `productivity.sensitivity.${key}` },
    npvLow: at(1 - SENSITIVITY_STEP),
    npvHigh: at(1 + SENSITIVITY_STEP),
  });
  const rows = [
    ...valueBounds.map(([key, min, max]) => row(key, (factor) => npv({}, { [key]: clamp(values[key] * factor, min, max) }))),
    row("price", (factor) => npv({ priceUsd: input.priceUsd * factor }, {})),
    row("salary", (factor) => npv({ salary: input.salary * factor }, {})),
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
