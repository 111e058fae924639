/**
 * From a valid state and the chosen monitors to the model's input: rows without a monitor are
 * left out, and the CO2 factor is the fixed one or the country's grid factor where one is known.
 */
import type { GridFactor } from "./grid-factors";
import type { Co2Factor, EnergyModelInput, MonitorPower } from "./model";
import type { ChosenMonitor } from "./monitor-types";
import type { Co2Choice } from "./input-schema";
import type { EnergyState } from "./input-schema";

export type UsableMonitor = Omit<ChosenMonitor, "power"> & { power: MonitorPower };
export type ResultColumn = { name: string; rows: Array<{ monitor: UsableMonitor; quantity: number }> };

/** What the page says about the CO2 factor: fixed, a grid factor, or asked for but not known. */
export type Co2Setting = { kind: "fixed" } | { kind: "grid"; gramsPerKwh: number; year: number } | { kind: "grid-unavailable" };

/** `grid` (the default) uses the country's factor where one is known; `fixed` always the specification's. */
export function co2Setting(choice: Co2Choice, factor: GridFactor | undefined): Co2Setting {
  if (choice === "fixed") return { kind: "fixed" };
  return factor === undefined ? { kind: "grid-unavailable" } : { kind: "grid", gramsPerKwh: factor.gramsPerKwh, year: factor.year };
}

export function co2FactorOf(setting: Co2Setting): Co2Factor {
  return setting.kind === "grid" ? { kind: "grid", gramsPerKwh: setting.gramsPerKwh } : { kind: "fixed" };
}

/** Null when a named monitor is unknown or lacks power figures, or a column has none. */
export function resultColumns(state: EnergyState, monitors: readonly ChosenMonitor[]): ResultColumn[] | null {
  const bySlug = new Map(monitors.map((monitor) => [monitor.slug, monitor]));
  const columns: ResultColumn[] = [];
  for (const column of state.columns) {
    const rows: ResultColumn["rows"] = [];
    for (const row of column.rows) {
      if (row.monitor === null) continue;
      const monitor = bySlug.get(row.monitor);
      if (!monitor?.power) return null;
      rows.push({ monitor: { ...monitor, power: monitor.power }, quantity: row.quantity });
    }
    if (rows.length === 0) return null;
    columns.push({ name: column.name, rows });
  }
  return columns;
}

export function modelInput(state: EnergyState, columns: readonly ResultColumn[], costPerKwh: number, co2: Co2Setting): EnergyModelInput {
  return {
    columns: columns.map((column) => column.rows.map((row) => ({ power: row.monitor.power, quantity: row.quantity }))),
    hoursPerDay: state.hours,
    daysPerYear: state.days,
    mode: state.mode,
    costPerKwh,
    units: state.units,
    co2Factor: co2FactorOf(co2),
  };
}
