import { cell, readCsv, requireColumns } from "../csv";
import { edidFacts, type EdidFact, type FactRow, type LogEntry } from "./model-facts";

/** db/seed-data/edid/: the committed table the seed reads, and the importer's log. */
export const edidTableFile = "edid/edid-facts.csv";
export const edidLogFile = "edid/edid-import-log.csv";

const tableColumns = ["model", "fact", "value", "source", "via"] as const;
const logColumns = ["model", "kind", "message"] as const;

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function toCsv<Row extends Record<string, string>>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  return [columns.join(","), ...rows.map((row) => columns.map((column) => csvField(row[column]!)).join(","))].join("\n") + "\n";
}

export const writeFactTable = (rows: readonly FactRow[]) => toCsv<FactRow>(tableColumns, rows);
export const writeImportLog = (log: readonly LogEntry[]) => toCsv<LogEntry>(logColumns, log);

const isFact = (value: string): value is EdidFact => (edidFacts as readonly string[]).includes(value);

export function readFactTable(text: string): FactRow[] {
  const rows = readCsv(text);
  requireColumns(rows, tableColumns, edidTableFile);
  return rows.map((row) => {
    const fact = cell(row, "fact");
    if (!isFact(fact)) throw new Error(`${edidTableFile}: unknown fact "${fact}"`);
    return { model: cell(row, "model"), fact, value: cell(row, "value"), source: cell(row, "source"), via: cell(row, "via") };
  });
}
