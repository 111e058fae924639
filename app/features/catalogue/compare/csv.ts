import { csvText } from "~/utils/csv";
import type { ComparisonGroup } from "./comparison-table";

/**
 * The comparison as a table of text: a header of the label column and one column per monitor,
 * then every row as the page shows it, "Not specified" included.
 */
export function comparisonCsv(options: {
  labelHeading: string;
  titles: readonly string[];
  groups: readonly ComparisonGroup[];
  notSpecified: string;
}): string {
  const rows = options.groups.flatMap((group) =>
    group.rows.map((row) => [row.label, ...row.cells.map((cell) => cell.value ?? options.notSpecified)]),
  );
  return csvText([[options.labelHeading, ...options.titles], ...rows]);
}

/** comparison-U2724DE-P2425H.csv; models are letters and digits, so the name is always safe. */
export function csvFilename(models: readonly string[]): string {
  return `comparison-${models.join("-") || "empty"}.csv`;
}
