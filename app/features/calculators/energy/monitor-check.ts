import type { FieldIssue } from "~/features/calculators/frame/definition";
import { fieldId, type EnergyState } from "./input-schema";
import type { ChosenMonitor } from "./monitor-types";

/**
 * Issues for rows whose monitor cannot be used: not in the catalogue, or without all three
 * ENERGY STAR power figures; and an option with no monitor at all, on its first row.
 */
export function monitorIssues(state: EnergyState, found: readonly ChosenMonitor[]): FieldIssue[] {
  const bySlug = new Map(found.map((monitor) => [monitor.slug, monitor]));
  const issues: FieldIssue[] = [];
  state.columns.forEach((column, columnIndex) => {
    column.rows.forEach((row, rowIndex) => {
      if (row.monitor === null) return;
      const monitor = bySlug.get(row.monitor);
      if (!monitor) issues.push({ field: fieldId.monitor(columnIndex, rowIndex), message: "energy.error.monitorUnknown" });
      else if (!monitor.power) issues.push({ field: fieldId.monitor(columnIndex, rowIndex), message: "energy.error.monitorNoPower" });
    });
    if (column.rows.every((row) => row.monitor === null)) issues.push({ field: fieldId.monitor(columnIndex, 0), message: "energy.error.columnEmpty" });
  });
  return issues;
}
