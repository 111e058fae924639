/**
 * Any calculator's answer as CSV, built from the API's 200 body so the download says exactly
 * what the API says. First block: one line per input, assumption and single result figure
 * (nested results as dotted names, e.g. `pv.npv`); then one block per list of rows in the
 * inputs (`inputs.rooms`) or the results (e.g. `years`), a column per field (nested fields
 * dotted), each row's own lists of rows in the blocks after it. Numbers are plain, for spreadsheets.
 */
import { csvText, safeText, type CsvCell } from "~/utils/csv";
import type { ApiAssumption } from "./response";

function cell(value: unknown): CsvCell {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value === null || value === undefined) return "";
  return safeText(String(value));
}

function isRowList(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === "object" && !Array.isArray(item));
}

/** Single figures of an object as [dotted name, value]; lists of rows are left for their own block. */
function flatten(value: unknown, prefix: string, out: [string, CsvCell][], tables: [string, Record<string, unknown>[]][]): void {
  if (isRowList(value)) {
    tables.push([prefix, value]);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${prefix}.${index}`, out, tables));
    return;
  }
  if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) flatten((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key, out, tables);
    return;
  }
  out.push([prefix, cell(value)]);
}

export function calculatorCsv(body: { inputs: unknown; assumptions: readonly ApiAssumption[]; results: unknown }): string {
  const lines: CsvCell[][] = [["section", "name", "value", "unit", "label", "source", "overridden"]];
  const inputs: [string, CsvCell][] = [];
  // Lists of rows among the inputs (a `rows` field's rooms) get their own block, named `inputs.<name>`.
  const inputTables: [string, Record<string, unknown>[]][] = [];
  flatten(body.inputs, "", inputs, inputTables);
  for (const [name, value] of inputs) lines.push(["input", name, value]);
  for (const assumption of body.assumptions) {
    lines.push(["assumption", assumption.key, assumption.value, assumption.unit, safeText(assumption.label), safeText(assumption.source), assumption.overridden ? "yes" : "no"]);
  }
  const results: [string, CsvCell][] = [];
  const tables: [string, Record<string, unknown>[]][] = [];
  flatten(body.results, "", results, tables);
  tables.unshift(...inputTables.map(([name, rows]): [string, Record<string, unknown>[]] => [`inputs.${name}`, rows]));
  for (const [name, value] of results) lines.push(["result", name, value]);
  // A block's rows may nest: their objects become dotted columns (`annual.kwh`), and their own
  // lists of rows follow as blocks named by the row (`columns.0.rows:`), as spreadsheets read them.
  for (let index = 0; index < tables.length; index++) {
    const [name, rows] = tables[index]!;
    const nested: [string, Record<string, unknown>[]][] = [];
    const flatRows = rows.map((row, rowIndex) => {
      const cells: [string, CsvCell][] = [];
      const inner: [string, Record<string, unknown>[]][] = [];
      flatten(row, "", cells, inner);
      nested.push(...inner.map(([field, list]): [string, Record<string, unknown>[]] => [`${name}.${rowIndex}.${field}`, list]));
      return new Map(cells);
    });
    const names = new Set<string>();
    for (const row of flatRows) for (const column of row.keys()) names.add(column);
    // A field that is null in one row and an object in another keeps only the object's dotted
    // columns: a name that is the dotted prefix of another is left out.
    const prefixes = new Set<string>();
    for (const column of names) for (let dot = column.indexOf("."); dot >= 0; dot = column.indexOf(".", dot + 1)) prefixes.add(column.slice(0, dot));
    const columns = [...names].filter((column) => !prefixes.has(column));
    lines.push([], [`${name}:`, ...columns]);
    for (const row of flatRows) lines.push(["", ...columns.map((column) => row.get(column) ?? "")]);
    tables.splice(index + 1, 0, ...nested);
  }
  return csvText(lines);
}
