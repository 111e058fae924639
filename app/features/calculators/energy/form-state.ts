/**
 * The calculator's state as the address holds it. The input form's field names are these
 * parameters, so a GET form (no JavaScript needed), the share link and a saved entry are the
 * same thing:
 *
 *   ?layout=double&c1n=Today&c1m=u2724de&c1q=10&c1m=p2425h&c1q=5&c2m=p2425he&c2q=15
 *    &country=DE&env=office&hours=8&days=250&units=metric&mode=standard&view=table&period=annual&co2=fixed
 *
 * Row fields repeat and pair up in order (c1m with c1q). `m` pre-fills one monitor per column
 * (`?m=u2724de`, or `?m=u2724de&m=p2425h` for a comparison), by the monitor's slug, which for a
 * Dell model is its model name in lower case; any letter case is accepted.
 * Values stay text here, exactly as typed, so an invalid entry is shown back with its message;
 * validate.ts turns them into numbers.
 */
import { repeatedNames } from "~/utils/input-rules";
import type { EnergyMode, UnitSystem } from "./model";

export const LAYOUTS = ["single", "double", "triple"] as const;
export type Layout = (typeof LAYOUTS)[number];
export const ENVIRONMENTS = ["office", "home"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const UNIT_SYSTEMS = ["metric", "imperial"] as const satisfies readonly UnitSystem[];
export const MODES = ["standard", "conservative"] as const satisfies readonly EnergyMode[];
export const VIEWS = ["table", "graph"] as const;
export type View = (typeof VIEWS)[number];
export const PERIODS = ["annual", "hourly"] as const;
export type PeriodChoice = (typeof PERIODS)[number];
export const CO2_CHOICES = ["fixed", "grid"] as const;
export type Co2Choice = (typeof CO2_CHOICES)[number];

export const MAX_ROWS_PER_COLUMN = 20;
export const MAX_TEXT_LENGTH = 60;
/** The specification's defaults: quantity 10, 8 hours a day, 250 days a year, country US. */
export const DEFAULT_QUANTITY = "10";
export const DEFAULT_HOURS = "8";
export const DEFAULT_DAYS = "250";
export const DEFAULT_COUNTRY = "US";

export type RawRow = { monitor: string; quantity: string };
export type RawColumn = { name: string; rows: RawRow[] };
export type RawForm = {
  layout: Layout;
  /** Exactly as many as the layout shows. */
  columns: RawColumn[];
  country: string;
  environment: Environment;
  /** Empty: the country's live or fallback price. */
  price: string;
  hours: string;
  days: string;
  units: UnitSystem;
  mode: EnergyMode;
  view: View;
  period: PeriodChoice;
  co2: Co2Choice;
};

export const PARAM = {
  layout: "layout",
  country: "country",
  environment: "env",
  price: "price",
  hours: "hours",
  days: "days",
  units: "units",
  mode: "mode",
  view: "view",
  period: "period",
  co2: "co2",
  prefill: "m",
  entry: "entry",
  intent: "intent",
} as const;

export function columnParam(columnIndex: number, part: "name" | "monitor" | "quantity"): string {
  return `c${columnIndex + 1}${part === "name" ? "n" : part === "monitor" ? "m" : "q"}`;
}

/**
 * The parameters that repeat legitimately: each column's monitors and quantities (one per row)
 * and the pre-filled monitors `m`. Every other name is a scalar, given once (input-rules).
 */
export const LIST_PARAMS: readonly string[] = [
  PARAM.prefill,
  ...LAYOUTS.flatMap((_, index) => [columnParam(index, "monitor"), columnParam(index, "quantity")]),
];

/**
 * Scalar parameters the address gives more than once (`hours=8&hours=9`), in the order first seen.
 * The form's fields for hours, days, price and country have the parameter's name as their id.
 */
export function repeatedParams(params: URLSearchParams): string[] {
  return repeatedNames(params, LIST_PARAMS);
}

/** Ids of the form's fields, used for messages and for focus after a row change. */
export const fieldId = {
  monitor: (column: number, row: number) => `c${column + 1}-row-${row + 1}-monitor`,
  quantity: (column: number, row: number) => `c${column + 1}-row-${row + 1}-quantity`,
  add: (column: number) => `c${column + 1}-add`,
  layout: (layout: Layout) => `layout-${layout}`,
  country: "country",
  price: "price",
  hours: "hours",
  days: "days",
};

export function columnCount(layout: Layout): number {
  return LAYOUTS.indexOf(layout) + 1;
}

/**
 * The choice parameters and their values. Anything else (`constructor`, `__proto__`, `0x10`, `NaN`,
 * an empty value) is an issue on the parameter (input-rules, issue 50): the API answers 400, the
 * pages send the address to the input page, which names the field and shows the default.
 */
export const CHOICE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [PARAM.layout]: LAYOUTS,
  [PARAM.environment]: ENVIRONMENTS,
  [PARAM.units]: UNIT_SYSTEMS,
  [PARAM.mode]: MODES,
  [PARAM.view]: VIEWS,
  [PARAM.period]: PERIODS,
  [PARAM.co2]: CO2_CHOICES,
};

/** The choice parameters the address gives with a value that is none of their choices, in CHOICE_PARAMS' order. */
export function badChoices(params: URLSearchParams): { field: string; choices: readonly string[] }[] {
  // Array.includes, never `in` or an object lookup: a prototype name is no choice.
  return Object.entries(CHOICE_PARAMS)
    .filter(([name, allowed]) => params.getAll(name).some((value) => !allowed.includes(value)))
    .map(([field, choices]) => ({ field, choices }));
}

function choice<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function text(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, MAX_TEXT_LENGTH);
}

export function emptyRow(): RawRow {
  return { monitor: "", quantity: DEFAULT_QUANTITY };
}

function readColumn(params: URLSearchParams, index: number): RawColumn {
  const monitors = params.getAll(columnParam(index, "monitor"));
  const quantities = params.getAll(columnParam(index, "quantity"));
  const count = Math.min(MAX_ROWS_PER_COLUMN, Math.max(monitors.length, quantities.length, 1));
  const rows = Array.from({ length: count }, (_, row) => ({
    monitor: text(monitors[row]).toLowerCase(),
    quantity: quantities[row] === undefined ? DEFAULT_QUANTITY : text(quantities[row]),
  }));
  return { name: text(params.get(columnParam(index, "name"))), rows };
}

/** What the visitor's settings (the /settings page) choose when the address does not. */
export type FormDefaults = { country: string; units: UnitSystem };
const specificationDefaults: FormDefaults = { country: DEFAULT_COUNTRY, units: "metric" };

export function readForm(params: URLSearchParams, defaults: FormDefaults = specificationDefaults): RawForm {
  const prefill = params.getAll(PARAM.prefill).map((value) => text(value).toLowerCase()).filter(Boolean).slice(0, LAYOUTS.length);
  const usePrefill = prefill.length > 0 && !params.has(columnParam(0, "monitor"));
  const layout = usePrefill && !params.has(PARAM.layout) ? LAYOUTS[prefill.length - 1]! : choice(params.get(PARAM.layout), LAYOUTS, "single");
  const columns = Array.from({ length: columnCount(layout) }, (_, index) =>
    usePrefill ? { name: "", rows: [{ monitor: prefill[index] ?? "", quantity: DEFAULT_QUANTITY }] } : readColumn(params, index),
  );
  const hours = params.get(PARAM.hours);
  const days = params.get(PARAM.days);
  return {
    layout,
    columns,
    country: text(params.get(PARAM.country) ?? defaults.country).toUpperCase(),
    environment: choice(params.get(PARAM.environment), ENVIRONMENTS, "office"),
    price: text(params.get(PARAM.price)),
    hours: hours === null ? DEFAULT_HOURS : text(hours),
    days: days === null ? DEFAULT_DAYS : text(days),
    units: choice(params.get(PARAM.units), UNIT_SYSTEMS, defaults.units),
    mode: choice(params.get(PARAM.mode), MODES, "standard"),
    view: choice(params.get(PARAM.view), VIEWS, "table"),
    period: choice(params.get(PARAM.period), PERIODS, "annual"),
    // The country's grid factor unless the address says `fixed` (a link that does keeps that meaning).
    co2: choice(params.get(PARAM.co2), CO2_CHOICES, "grid"),
  };
}

/** The form as address parameters: every input, so a share link restores all of them. */
export function formToParams(form: RawForm): URLSearchParams {
  const params = new URLSearchParams();
  params.set(PARAM.layout, form.layout);
  form.columns.forEach((column, index) => {
    if (column.name) params.set(columnParam(index, "name"), column.name);
    for (const row of column.rows) {
      params.append(columnParam(index, "monitor"), row.monitor);
      params.append(columnParam(index, "quantity"), row.quantity);
    }
  });
  params.set(PARAM.country, form.country);
  params.set(PARAM.environment, form.environment);
  // Empty means the country's default price, as does no price at all: the address leaves it out.
  if (form.price !== "") params.set(PARAM.price, form.price);
  params.set(PARAM.hours, form.hours);
  params.set(PARAM.days, form.days);
  params.set(PARAM.units, form.units);
  params.set(PARAM.mode, form.mode);
  params.set(PARAM.view, form.view);
  params.set(PARAM.period, form.period);
  params.set(PARAM.co2, form.co2);
  return params;
}

export function formQuery(form: RawForm, change: Partial<RawForm> = {}): string {
  return `?${formToParams({ ...form, ...change }).toString()}`;
}

function changeColumn(form: RawForm, index: number, change: (rows: RawRow[]) => RawRow[]): RawForm {
  return { ...form, columns: form.columns.map((column, current) => (current === index ? { ...column, rows: change(column.rows) } : column)) };
}

/**
 * The row buttons of the form (add, remove, move to the start) submit `intent` to the input
 * page, which applies it and redirects to the new address; `focus` names the field to go to.
 * Intents: "add-{column}", "remove-{column}-{row}", "first-{column}-{row}" (1-based); "layout" and
 * "country" only redraw the form for a new layout or country (its price and currency).
 */
export function applyIntent(form: RawForm, intent: string): { form: RawForm; focus?: string } {
  const [action, columnText, rowText] = intent.split("-");
  const column = Number(columnText) - 1;
  const row = Number(rowText) - 1;
  if (action === "layout") return { form, focus: fieldId.layout(form.layout) };
  if (action === "country") return { form, focus: fieldId.country };
  const rows = form.columns[column]?.rows;
  if (!rows) return { form };
  if (action === "add" && rows.length < MAX_ROWS_PER_COLUMN) {
    return { form: changeColumn(form, column, (current) => [...current, emptyRow()]), focus: fieldId.monitor(column, rows.length) };
  }
  if (action === "remove" && rows[row] && rows.length > 1) {
    return { form: changeColumn(form, column, (current) => current.filter((_, index) => index !== row)), focus: fieldId.add(column) };
  }
  if (action === "first" && rows[row] && row > 0) {
    return { form: changeColumn(form, column, (current) => [current[row]!, ...current.filter((_, index) => index !== row)]), focus: fieldId.monitor(column, 0) };
  }
  return { form };
}
