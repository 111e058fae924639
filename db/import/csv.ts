import { parse } from "csv-parse/sync";

/** One CSV record keyed by its header names. */
export type CsvRow = Record<string, string>;

/** Parses CSV text with a header line into records (pure: text in, rows out). */
export function readCsv(text: string): CsvRow[] {
  return parse<CsvRow>(text, { columns: true, bom: true, skip_empty_lines: true });
}

/**
 * Fails loudly when an export changed its header: a renamed column would otherwise
 * import silently as "missing" for every row.
 */
export function requireColumns(rows: CsvRow[], columns: readonly string[], file: string): void {
  const first = rows[0];
  if (!first) throw new Error(`${file}: no rows`);
  const missing = columns.filter((column) => !(column in first));
  if (missing.length > 0) throw new Error(`${file}: missing columns ${missing.join(", ")}`);
}

/** A trimmed cell; a column the row lacks reads as empty. */
export function cell(row: CsvRow, column: string): string {
  return (row[column] ?? "").trim();
}
