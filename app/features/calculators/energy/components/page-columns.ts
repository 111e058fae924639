import type { AppliedAssumption } from "~/features/calculators/frame/definition";
import type { EnergyAnswer } from "../definition";
import type { MonitorPower } from "../model";

/** An option as the results page draws it: each row's monitor with the power figures in use. */
export type PageColumn = { rows: { monitor: { slug: string; title: string; power: MonitorPower }; quantity: number }[] };

/** The options of an answer with each monitor's power as applied (ENERGY STAR's, or the visitor's `a.onWatts.<slug>`…). */
export function pageColumns(results: EnergyAnswer, assumptions: readonly AppliedAssumption[]): PageColumn[] {
  const value = (key: string) => assumptions.find((assumption) => assumption.key === key)?.value ?? 0;
  return results.columns.map((column) => ({
    rows: column.rows.map((row) => ({
      monitor: { ...row.monitor, power: { onWatts: value(`onWatts.${row.monitor.slug}`), sleepWatts: value(`sleepWatts.${row.monitor.slug}`), offWatts: value(`offWatts.${row.monitor.slug}`) } },
      quantity: row.quantity,
    })),
  }));
}
