/**
 * `options` fields (definition.ts): options to compare, each a name and rows whose cells pair up
 * by position across repeating parameters (`c1m`, `c1q`). Pure helpers for the query's names,
 * the rows an address gives, the row buttons (without JavaScript too) and the row limit.
 */
import { fieldElementId } from "./components/query-links";
import type { Translate } from "~/i18n/translate";
import type { FieldIssue, FieldSpec, OptionsSpec } from "./definition";
import { INTENT_PARAM } from "./rows";

export function optionsFields(fields: readonly FieldSpec[]): OptionsSpec[] {
  return fields.filter((field): field is OptionsSpec => field.kind === "options");
}

/** How many options the field can hold: its `countBy` select's options. */
export function maxOptions(field: OptionsSpec, fields: readonly FieldSpec[]): number {
  const count = fields.find((candidate) => candidate.name === field.countBy);
  return count?.kind === "select" ? count.options.length : 1;
}

/** How many options a `countBy` value shows: its position among the select's options, else one. */
export function optionCount(field: OptionsSpec, fields: readonly FieldSpec[], countValue: string | undefined): number {
  const count = fields.find((candidate) => candidate.name === field.countBy);
  const index = count?.kind === "select" ? count.options.findIndex((option) => option.value === countValue) : -1;
  return index + 1 || 1;
}

/** Option n's name parameter (`c1n`), n from 1. */
export function optionNameParam(field: OptionsSpec, option: number): string {
  return `${field.name}${option}n`;
}

/** Option n's parameter of a column (`c1m`). */
export function optionParam(field: OptionsSpec, option: number, key: string): string {
  return `${field.name}${option}${key}`;
}

/** A cell's name in issues and element ids: `c1-row-2-monitor` (option and row from 1). */
export function optionCellId(field: OptionsSpec, option: number, row: number, columnId: string): string {
  return `${field.name}${option}-row-${row}-${columnId}`;
}

/** Every repeating parameter of the calculator's `options` fields (their empty values are kept). */
export function optionListNames(fields: readonly FieldSpec[]): string[] {
  return optionsFields(fields).flatMap((field) =>
    Array.from({ length: maxOptions(field, fields) }, (_, index) => field.columns.map((column) => optionParam(field, index + 1, column.key))).flat(),
  );
}

export type OptionRows = { name: string; rows: Record<string, string>[] };

type Values = Readonly<Record<string, string | readonly string[] | undefined>>;

const listOf = (value: string | readonly string[] | undefined): readonly string[] => (value === undefined ? [] : typeof value === "string" ? [value] : value);

/**
 * The options an address gives (the first `count`): each row's cells by column key, as typed.
 * A row exists where any column has a value at its position; a cell missing there is the
 * column's fallback (a number's default) or empty. An option without rows has one empty row.
 */
export function readOptions(field: OptionsSpec, values: Values, count: number): OptionRows[] {
  return Array.from({ length: count }, (_, index) => {
    const option = index + 1;
    const lists = field.columns.map((column) => listOf(values[optionParam(field, option, column.key)]));
    const length = Math.max(1, ...lists.map((list) => list.length));
    const rows = Array.from({ length }, (_, row) =>
      Object.fromEntries(field.columns.map((column, columnIndex) => [column.key, lists[columnIndex]![row] ?? (column.kind === "number" ? column.fallback : "")])),
    );
    const name = values[optionNameParam(field, option)];
    return { name: typeof name === "string" ? name : (name?.[0] ?? ""), rows };
  });
}

/**
 * Each option given more rows than `maxRows` (any option, shown or not): an issue on `c<n>`
 * (issue 50), as a `rows` field's limit is — never the first rows silently kept.
 */
export function tooManyOptionRows(fields: readonly FieldSpec[], values: Values): FieldIssue[] {
  return optionsFields(fields).flatMap((field) =>
    Array.from({ length: maxOptions(field, fields) }, (_, index) => index + 1)
      .filter((option) => Math.max(...field.columns.map((column) => listOf(values[optionParam(field, option, column.key)]).length)) > field.maxRows)
      .map((option): FieldIssue => ({ field: `${field.name}${option}`, message: "calculator.error.tooManyOptionRows", values: { max: field.maxRows, option } })),
  );
}

/** The options back into parameters (after the other parameters, in option and row order). */
function appendOptions(params: URLSearchParams, field: OptionsSpec, options: readonly OptionRows[]): void {
  options.forEach((option, index) => {
    if (option.name.trim() !== "") params.append(optionNameParam(field, index + 1), option.name.trim());
    for (const row of option.rows) for (const column of field.columns) params.append(optionParam(field, index + 1, column.key), (row[column.key] ?? "").trim());
  });
}

/** `focus` is the element id to go to after a row button: the moved or new row's first cell, or the add button (rows from 1 in ids). */
export type OptionsRewrite = { query: string; focus: string | null };

/**
 * A row button's intent (`add-row:c1`, `remove-row:c1:<row>`, `first-row:c1:<row>`) read against
 * the `options` fields: its action, the field and option (from 1) it names, and its row as written
 * (from 0; undefined without one); null without an intent or when it names no option there is.
 */
function rowIntentOf(intent: string | null, fields: readonly FieldSpec[]): { action: string | undefined; field: OptionsSpec; option: number; rowText: string | undefined } | null {
  if (intent === null) return null;
  const [action, target, rowText] = intent.split(":");
  for (const field of optionsFields(fields)) {
    const option = target?.startsWith(field.name) ? Number(target.slice(field.name.length)) : Number.NaN;
    if (Number.isInteger(option) && option >= 1 && option <= maxOptions(field, fields)) return { action, field, option, rowText };
  }
  return null;
}

/**
 * The query after a row button (`intent=add-row:c1`, `remove-row:c1:<row>`, `first-row:c1:<row>`,
 * rows from 0), else null. An add beyond `maxRows`, a remove of the last row or of one that
 * does not exist changes nothing.
 */
export function rewriteOptions(params: URLSearchParams, fields: readonly FieldSpec[]): OptionsRewrite | null {
  const button = rowIntentOf(params.get(INTENT_PARAM), fields);
  if (button === null) return null;
  const { action, field, option, rowText } = button;
  const values: Record<string, string[]> = {};
  for (const [name, value] of params) (values[name] ??= []).push(value);
  const all = readOptions(field, values, maxOptions(field, fields));
  const rows = all[option - 1]!.rows;
  const row = Number(rowText);
  const first = field.columns[0]!.id;
  let focus: string | null = null;
  if (action === "add-row") {
    if (rows.length < field.maxRows) rows.push(Object.fromEntries(field.columns.map((column) => [column.key, column.kind === "number" ? column.fallback : ""])));
    focus = fieldElementId(optionCellId(field, option, rows.length, first));
  } else if (action === "remove-row" && Number.isInteger(row) && row >= 0 && row < rows.length && rows.length > 1) {
    rows.splice(row, 1);
    focus = fieldElementId(`${field.name}${option}-add`);
  } else if (action === "first-row" && Number.isInteger(row) && row > 0 && row < rows.length) {
    rows.unshift(...rows.splice(row, 1));
    focus = fieldElementId(optionCellId(field, option, 1, first));
  }
  const namesOf = (number: number) => [optionNameParam(field, number), ...field.columns.map((column) => optionParam(field, number, column.key))];
  const names = new Set(all.flatMap((_, index) => namesOf(index + 1)));
  // Options the address gives past this one keep what they hold (a layout switched back shows them again).
  const given = Math.max(option, ...all.map((_, index) => (namesOf(index + 1).some((name) => params.has(name)) ? index + 1 : 0)));
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (name !== INTENT_PARAM && !names.has(name)) kept.append(name, value);
  appendOptions(kept, field, all.slice(0, given));
  return { query: kept.toString(), focus };
}

/**
 * The element ids of an option's cells after a row button that moves rows (`remove-row`,
 * `first-row`): each id of a row that moves, mapped to the id its cell has once the form is drawn
 * anew (null: the row is gone); empty for any other intent. What the visitor set on a cell and
 * the address does not hold (a monitor picker's filter) follows its row, not its position.
 */
export function movedCellIds(intent: string | null, fields: readonly FieldSpec[]): Map<string, string | null> {
  const moved = new Map<string, string | null>();
  const button = rowIntentOf(intent, fields);
  if (button === null) return moved;
  const { action, field, option, rowText } = button;
  // The intent's rows count from 0, the cells' ids from 1.
  const row = rowText === undefined || rowText === "" ? Number.NaN : Number(rowText) + 1;
  if (!Number.isInteger(row) || row < 1 || row > field.maxRows) return moved;
  const newRow =
    action === "remove-row" ? (at: number) => (at === row ? null : at > row ? at - 1 : at) : action === "first-row" ? (at: number) => (at === row ? 1 : at < row ? at + 1 : at) : null;
  if (newRow === null) return moved;
  for (let at = 1; at <= field.maxRows; at++) {
    const to = newRow(at);
    if (to === at) continue;
    for (const column of field.columns) moved.set(fieldElementId(optionCellId(field, option, at, column.id)), to === null ? null : fieldElementId(optionCellId(field, option, to, column.id)));
  }
  return moved;
}

/**
 * What the error summary calls an `options` issue's field: a cell ("Option 1, monitor 2: Quantity
 * of monitor 2") or an option's rows ("Option 1"); null for any other name.
 */
export function optionIssueLabel(fields: readonly FieldSpec[], name: string, t: Translate): string | null {
  for (const field of optionsFields(fields)) {
    const match = new RegExp(`^${field.name}(\\d)(?:-row-(\\d+)-([a-z]+))?$`).exec(name);
    if (!match) continue;
    const option = t(field.optionLabel, { number: Number(match[1]) });
    if (match[2] === undefined) return option;
    const column = field.columns.find((candidate) => candidate.id === match[3]);
    return column ? `${option}: ${t(column.label, { row: Number(match[2]) })}` : option;
  }
  return null;
}
