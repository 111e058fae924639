/**
 * `rows` fields without JavaScript: the form sends one field per cell (`rooms.0.size`,
 * `rooms.0.quantity`…) and the add/remove buttons send `intent=add-row:<name>` or
 * `intent=remove-row:<name>:<row>`. The page's loader turns that into the canonical query — one
 * `name=<cell>:<cell>:…` per row — and redirects there, so the address, the share link and the
 * API all see the same rows.
 */
import { fieldElementId } from "./components/query-links";
import type { FieldSpec } from "./definition";

export const INTENT_PARAM = "intent";

type RowsField = Extract<FieldSpec, { kind: "rows" }>;

/** The query name of one cell: `rooms.2.quantity`. */
export function cellName(name: string, row: number, column: string): string {
  return `${name}.${row}.${column}`;
}

/** A row's cells from its canonical value (missing cells empty). */
export function rowCells(field: RowsField, value: string): Record<string, string> {
  const parts = value.split(":");
  return Object.fromEntries(field.columns.map((column, index) => [column.key, parts[index] ?? ""]));
}

/** Cells back into a row value; a ":" typed into a cell would shift the columns, so it is dropped. */
export function joinRow(field: RowsField, cells: Readonly<Record<string, string>>): string {
  return field.columns.map((column) => (cells[column.key] ?? "").trim().replaceAll(":", "")).join(":");
}

/** `focus` is the element id to go to after a row button (the new row's first cell, or the add button). */
export type RowsRewrite = { query: string; intent: "add" | "remove" | null; focus: string | null };

/**
 * The canonical query when the address holds cells or a row button's intent, else null (nothing
 * to rewrite). Rows come from the cells when there are any, else from the repeated parameter;
 * an add beyond `maxRows` or a remove of a row that does not exist changes nothing.
 */
export function rewriteRows(params: URLSearchParams, fields: readonly FieldSpec[]): RowsRewrite | null {
  const rowsFields = fields.filter((field): field is RowsField => field.kind === "rows");
  const intentText = params.get(INTENT_PARAM);
  const cellPattern = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d{1,3})\\.([A-Za-z][A-Za-z0-9]*)$`);
  const hasCells = rowsFields.some((field) => [...params.keys()].some((key) => cellPattern(field.name).test(key)));
  if (!hasCells && intentText === null) return null;

  let intent: RowsRewrite["intent"] = null;
  let focus: string | null = null;
  const kept = new URLSearchParams();
  const rowsOf = new Map<string, string[]>();
  for (const field of rowsFields) {
    const pattern = cellPattern(field.name);
    const cells = new Map<number, Record<string, string>>();
    for (const [key, value] of params) {
      const match = pattern.exec(key);
      if (match) cells.set(Number(match[1]), { ...cells.get(Number(match[1])), [match[2]!]: value });
    }
    const rows = cells.size > 0 ? [...cells.keys()].sort((a, b) => a - b).map((index) => joinRow(field, cells.get(index)!)) : params.getAll(field.name);
    if (intentText === `add-row:${field.name}`) {
      intent = "add";
      if (rows.length < field.maxRows) rows.push(joinRow(field, {}));
      focus = fieldElementId(cellName(field.name, rows.length - 1, field.columns[0]!.key));
    }
    const remove = intentText?.startsWith(`remove-row:${field.name}:`) ? Number(intentText.slice(`remove-row:${field.name}:`.length)) : null;
    if (remove !== null) {
      intent = "remove";
      if (Number.isInteger(remove) && remove >= 0 && remove < rows.length) rows.splice(remove, 1);
      focus = fieldElementId(`${field.name}.add`);
    }
    rowsOf.set(field.name, rows);
  }
  const dropped = (key: string) => key === INTENT_PARAM || rowsFields.some((field) => key === field.name || cellPattern(field.name).test(key));
  for (const [key, value] of params) if (!dropped(key)) kept.append(key, value);
  for (const [name, rows] of rowsOf) for (const row of rows) kept.append(name, row);
  return { query: kept.toString(), intent, focus };
}
