import { fieldId, type RawForm } from "./form-state";
import type { ChosenMonitor } from "./monitor-types";
import type { FieldErrors } from "./input-schema";

/**
 * Messages for rows whose monitor cannot be used: not in the catalogue, or without all three
 * ENERGY STAR power figures. With `requireEveryColumn` (the results were asked for), a column
 * with no monitor at all gets a message on its first row too.
 */
export function monitorErrors(form: RawForm, found: readonly ChosenMonitor[], options: { requireEveryColumn: boolean }): FieldErrors {
  const bySlug = new Map(found.map((monitor) => [monitor.slug, monitor]));
  const errors: FieldErrors = {};
  form.columns.forEach((column, columnIndex) => {
    column.rows.forEach((row, rowIndex) => {
      if (!row.monitor) return;
      const monitor = bySlug.get(row.monitor);
      if (!monitor) errors[fieldId.monitor(columnIndex, rowIndex)] = { key: "energy.error.monitorUnknown" };
      else if (!monitor.power) errors[fieldId.monitor(columnIndex, rowIndex)] = { key: "energy.error.monitorNoPower" };
    });
    if (options.requireEveryColumn && column.rows.every((row) => !row.monitor)) {
      errors[fieldId.monitor(columnIndex, 0)] = { key: "energy.error.columnEmpty" };
    }
  });
  return errors;
}
