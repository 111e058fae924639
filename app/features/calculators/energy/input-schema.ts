/**
 * The calculator's inputs: the results page's query, as the frame parses it (frame/parsed-query.ts),
 * into its state, with the frame's pieces (frame/fields.ts) and zod:
 *
 *   ?layout=double&c1n=Today&c1m=u2724de&c1q=10&c1m=p2425h&c1q=5&c2m=p2425he&c2q=15
 *    &country=DE&env=office&hours=8&days=250&units=metric&mode=standard&view=table&period=annual&co2=fixed
 *
 * Each option's rows (`c1m` with `c1q`) are the frame's `options` field (frame/options.ts). `m`
 * pre-fills one monitor per option (`?m=u2724de`, or `?m=u2724de&m=p2425h` for a comparison), by
 * slug in any letter case. Each invalid field gets one message (a phrase key and its bounds) on
 * the field, a row's on its cell (`c1-row-1-quantity`): the page shows it beside the field and
 * the API answers it as the issue of that field. Saved entries hold the query (the frame's); the
 * state schema still reads the entries saved before, as their query.
 */
import { z } from "zod";
import type { OptionsSpec } from "~/features/calculators/frame/definition";
import { choice } from "~/features/calculators/frame/fields";
import { optionCellId, optionNameParam, optionParam, readOptions } from "~/features/calculators/frame/options";
import { savedQuerySchema } from "~/features/calculators/frame/saved-query";
import { countries, DEFAULT_COUNTRY, isCountryCode, type CountryCode } from "~/utils/countries";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { parseDecimal } from "~/utils/input-rules";
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
/** The pre-filled monitors' parameter (a product page's link). */
export const PREFILL_PARAM = "m";

/** The issue's bounds: hours 0–24, days 0–366, quantity 1–1,000,000, price ≥ 0. */
export const BOUNDS = {
  hours: { min: 0, max: 24 },
  days: { min: 0, max: 366 },
  quantity: { min: 1, max: 1_000_000 },
  // An upper bound keeps every result finite; no currency's tariff comes near it.
  price: { min: 0, max: 1_000_000 },
} as const;

/** The specification's defaults: quantity 10, 8 hours a day, 250 days a year. */
const DEFAULT_QUANTITY = "10";

/** The options to compare: up to three (the layout), each a name and up to 20 rows of a monitor and its quantity. */
export const optionsField: OptionsSpec = {
  name: "c",
  kind: "options",
  label: "energy.input.options",
  countBy: "layout",
  maxRows: MAX_ROWS_PER_COLUMN,
  columns: [
    { key: "m", id: "monitor", kind: "monitor", label: "energy.input.monitor", choose: "energy.input.chooseMonitor", search: { path: "/api/energy-monitors", label: "energy.input.otherMakers", hint: "energy.input.otherMakersHint" } },
    { key: "q", id: "quantity", kind: "number", label: "energy.input.quantity", min: BOUNDS.quantity.min, max: BOUNDS.quantity.max, fallback: DEFAULT_QUANTITY },
  ],
  optionLabel: "energy.option",
  nameLabel: "energy.input.optionName",
  nameHint: "energy.input.optionNameHint",
  nameMaxLength: MAX_TEXT_LENGTH,
  addLabel: "energy.input.addMonitor",
  removeLabel: "energy.input.remove",
  firstLabel: "energy.input.moveFirst",
  rowContext: "energy.input.rowContext",
};

/** A cell's field (issues, element ids): `c1-row-1-monitor`, column and row from 0. */
export const fieldId = {
  monitor: (column: number, row: number) => optionCellId(optionsField, column + 1, row + 1, "monitor"),
  quantity: (column: number, row: number) => optionCellId(optionsField, column + 1, row + 1, "quantity"),
  price: "price",
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const countryCodes = countries.map((country) => country.code) as [CountryCode, ...CountryCode[]];

const rowSchema = z.object({
  monitor: z.string().regex(SLUG).nullable(),
  quantity: z.number().int().min(BOUNDS.quantity.min).max(BOUNDS.quantity.max),
});

export const energyStateSchema = z.object({
  layout: z.enum(LAYOUTS),
  columns: z
    .array(z.object({ name: z.string().max(MAX_TEXT_LENGTH), rows: z.array(rowSchema).min(1).max(MAX_ROWS_PER_COLUMN) }))
    .min(1)
    .max(LAYOUTS.length),
  country: z.enum(countryCodes),
  environment: z.enum(ENVIRONMENTS),
  price: z.number().min(BOUNDS.price.min).max(BOUNDS.price.max).nullable(),
  hours: z.number().min(BOUNDS.hours.min).max(BOUNDS.hours.max),
  days: z.number().int().min(BOUNDS.days.min).max(BOUNDS.days.max),
  units: z.enum(UNIT_SYSTEMS),
  mode: z.enum(MODES),
  view: z.enum(VIEWS),
  period: z.enum(PERIODS),
  co2: z.enum(CO2_CHOICES),
});

export type EnergyState = z.infer<typeof energyStateSchema>;

/**
 * Plain decimal text ("7.5", "250") by the input rule's parseDecimal (no hex, binary, octal,
 * exponent or inner spaces), and stricter: no sign either, as none of these is ever negative.
 */
const unsignedDecimal = (text: string): boolean => !/^[+-]/.test(text) && parseDecimal(text) !== undefined;

/** An unsigned decimal within its bounds; every failure is the field's one message with its bounds. */
function energyNumber(bounds: { min: number; max: number }, message: PhraseKey, integer = false) {
  const said = { message, params: { values: bounds } };
  return z
    .string()
    .trim()
    .refine(unsignedDecimal, said)
    .transform(Number)
    .refine((value) => value >= bounds.min && value <= bounds.max && (!integer || Number.isInteger(value)), said);
}

const quantityPiece = energyNumber(BOUNDS.quantity, "energy.error.quantity", true);
const text = (value: string | undefined) => (value ?? "").trim().slice(0, MAX_TEXT_LENGTH);

type Raw = Readonly<Record<string, string | readonly string[] | undefined>>;
type Column = { name: string; rows: { monitor: string; quantity: string }[] };

/**
 * The options as typed: the layout's count of them, or, where `m` pre-fills monitors and no
 * option has rows, one option per pre-filled monitor (the layout following their count).
 */
export function typedColumns(raw: Raw): { layout: string | undefined; columns: Column[] } {
  const prefill = [raw[PREFILL_PARAM] ?? []].flat().map((value) => text(value).toLowerCase()).filter(Boolean).slice(0, LAYOUTS.length);
  const given = typeof raw.layout === "string" ? raw.layout : undefined;
  const usePrefill = prefill.length > 0 && raw[optionParam(optionsField, 1, "m")] === undefined;
  const layout = usePrefill ? (given ?? LAYOUTS[prefill.length - 1]) : given;
  const count = Math.max(1, LAYOUTS.indexOf((layout ?? "single") as Layout) + 1);
  if (usePrefill) return { layout, columns: Array.from({ length: count }, (_, index) => ({ name: "", rows: [{ monitor: prefill[index] ?? "", quantity: DEFAULT_QUANTITY }] })) };
  const options = readOptions(optionsField, raw, count);
  return {
    layout,
    columns: options.map((option) => ({ name: text(option.name), rows: option.rows.map((cells) => ({ monitor: (cells.m ?? "").trim().toLowerCase(), quantity: (cells.q ?? "").trim() })) })),
  };
}

const listPiece = z.union([z.string(), z.array(z.string())]).optional();


/** The query's scalar inputs (each the frame's field of that name) and `m`; the options' names pass through (typedColumns reads them). */
const inputShape = {
  // Absent stays absent: pre-filled monitors (`m`) then choose the layout.
  layout: choice(LAYOUTS, "single").optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => isCountryCode(code), "energy.error.country")
    .optional()
    .transform((code) => (code ?? DEFAULT_COUNTRY) as CountryCode),
  env: choice(ENVIRONMENTS, "office"),
  // Empty: the country's live or published price.
  price: energyNumber(BOUNDS.price, "energy.error.price").optional().transform((value) => value ?? null),
  hours: energyNumber(BOUNDS.hours, "energy.error.hours").optional().transform((value) => value ?? 8),
  days: energyNumber(BOUNDS.days, "energy.error.days", true).optional().transform((value) => value ?? 250),
  units: choice(UNIT_SYSTEMS, "metric"),
  mode: choice(MODES, "standard"),
  view: choice(VIEWS, "table"),
  period: choice(PERIODS, "annual"),
  // The country's grid factor unless the address says `fixed` (a link that does keeps that meaning).
  co2: choice(CO2_CHOICES, "grid"),
  [PREFILL_PARAM]: listPiece,
};

/** Each row's monitor (a slug or none) and quantity, or the issues on their cells. */
function rowsOf(columns: readonly Column[]): { columns: EnergyState["columns"]; issues: { path: string; message: PhraseKey; values?: Record<string, number> }[] } {
  const issues: { path: string; message: PhraseKey; values?: Record<string, number> }[] = [];
  const parsed = columns.map((column, columnIndex) => ({
    name: column.name,
    rows: column.rows.map((row, rowIndex) => {
      if (row.monitor !== "" && !SLUG.test(row.monitor)) issues.push({ path: fieldId.monitor(columnIndex, rowIndex), message: "energy.error.monitorUnknown" });
      const quantity = quantityPiece.safeParse(row.quantity);
      if (!quantity.success) issues.push({ path: fieldId.quantity(columnIndex, rowIndex), message: "energy.error.quantity", values: BOUNDS.quantity });
      return { monitor: row.monitor === "" ? null : row.monitor, quantity: quantity.success ? quantity.data : 0 };
    }),
  }));
  return { columns: parsed, issues };
}

/** The definition's input schema: the parsed query's inputs → the state, every field checked. */
export const energyInputSchema = z
  .looseObject(inputShape)
  .superRefine((raw, context) => {
    for (const issue of rowsOf(typedColumns(raw as Raw).columns).issues) {
      context.addIssue({ code: "custom", input: raw, path: [issue.path], message: issue.message, ...(issue.values ? { params: { values: issue.values } } : {}) });
    }
  })
  .transform((inputs): EnergyState => {
    const typed = typedColumns(inputs as Raw);
    return {
      layout: (typed.layout as Layout | undefined) ?? "single",
      columns: rowsOf(typed.columns).columns,
      country: inputs.country,
      environment: inputs.env,
      price: inputs.price,
      hours: inputs.hours,
      days: inputs.days,
      units: inputs.units,
      mode: inputs.mode,
      view: inputs.view,
      period: inputs.period,
      co2: inputs.co2,
    };
  });

/** A state as the query that stands for it: every input, so a share link restores all of them. */
export function stateQuery(state: EnergyState): URLSearchParams {
  const params = new URLSearchParams();
  params.set("layout", state.layout);
  state.columns.forEach((column, index) => {
    if (column.name) params.set(optionNameParam(optionsField, index + 1), column.name);
    for (const row of column.rows) {
      params.append(optionParam(optionsField, index + 1, "m"), row.monitor ?? "");
      params.append(optionParam(optionsField, index + 1, "q"), String(row.quantity));
    }
  });
  params.set("country", state.country);
  params.set("env", state.environment);
  // Empty means the country's default price, as does no price at all: the address leaves it out.
  if (state.price !== null) params.set("price", String(state.price));
  params.set("hours", String(state.hours));
  params.set("days", String(state.days));
  for (const name of ["units", "mode", "view", "period", "co2"] as const) params.set(name, state[name]);
  return params;
}

/**
 * Saved entries: the frame's `{ query }`, or an entry saved before energy was on the frame (its
 * state), read as the query that state stands for.
 */
export const savedEnergySchema = z.union([savedQuerySchema, energyStateSchema.transform((state) => ({ query: stateQuery(state).toString() }))]);

/** The monitors the state names, once each. */
export function chosenSlugs(state: EnergyState): string[] {
  return [...new Set(state.columns.flatMap((column) => column.rows.map((row) => row.monitor)).filter((slug): slug is string => slug !== null))];
}
