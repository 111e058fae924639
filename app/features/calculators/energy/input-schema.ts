/**
 * The calculator's inputs: the results page's query (form-state.ts) → its state, with zod. Each
 * invalid field gets one message (a phrase key and its bounds) on the form's field id: the input
 * page shows it next to the field, and the API (`energyInputSchema`, the definition's) answers
 * it as the issue of that field. Saved entries hold the query (the frame's); the state schema
 * still reads the entries saved before, as their query.
 */
import { z } from "zod";
import { savedQuerySchema } from "~/features/calculators/frame/saved-query";
import { countries, type CountryCode } from "~/utils/countries";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { parseDecimal } from "~/utils/input-rules";
import {
  badChoices,
  CO2_CHOICES,
  columnParam,
  formToParams,
  readForm,
  ENVIRONMENTS,
  fieldId,
  LAYOUTS,
  MAX_ROWS_PER_COLUMN,
  MAX_TEXT_LENGTH,
  MODES,
  PERIODS,
  UNIT_SYSTEMS,
  VIEWS,
  type RawForm,
} from "./form-state";

/** The issue's bounds: hours 0–24, days 0–366, quantity 1–1,000,000, price ≥ 0. */
export const BOUNDS = {
  hours: { min: 0, max: 24 },
  days: { min: 0, max: 366 },
  quantity: { min: 1, max: 1_000_000 },
  // An upper bound keeps every result finite; no currency's tariff comes near it.
  price: { min: 0, max: 1_000_000 },
} as const;

export type FieldMessage = { key: PhraseKey; values?: Record<string, number | string> };
export type FieldErrors = Record<string, FieldMessage>;

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

function numberField(bounds: { min: number; max: number }, integer: boolean) {
  return z
    .string()
    .refine(unsignedDecimal)
    .transform(Number)
    .pipe(integer ? z.number().int().min(bounds.min).max(bounds.max) : z.number().min(bounds.min).max(bounds.max));
}

// Built once: a zod schema costs far more to build than to run.
const fields = {
  hours: numberField(BOUNDS.hours, false),
  days: numberField(BOUNDS.days, true),
  price: numberField(BOUNDS.price, false),
  quantity: numberField(BOUNDS.quantity, true),
  country: z.enum(countryCodes),
  monitor: z.string().regex(SLUG),
};

const messages = {
  hours: { key: "energy.error.hours", values: BOUNDS.hours },
  days: { key: "energy.error.days", values: BOUNDS.days },
  price: { key: "energy.error.price", values: BOUNDS.price },
  quantity: { key: "energy.error.quantity", values: BOUNDS.quantity },
  country: { key: "energy.error.country" },
  monitor: { key: "energy.error.monitorUnknown" },
} satisfies Record<string, FieldMessage>;

function check<T>(errors: FieldErrors, field: string, message: FieldMessage, result: z.ZodSafeParseResult<T>): T | undefined {
  if (result.success) return result.data;
  errors[field] = message;
  return undefined;
}

export type Validation = { ok: true; state: EnergyState } | { ok: false; errors: FieldErrors };

export function validateForm(form: RawForm): Validation {
  const errors: FieldErrors = {};
  const hours = check(errors, "hours", messages.hours, fields.hours.safeParse(form.hours));
  const days = check(errors, "days", messages.days, fields.days.safeParse(form.days));
  const price = form.price === "" ? null : check(errors, "price", messages.price, fields.price.safeParse(form.price));
  const country = check(errors, "country", messages.country, fields.country.safeParse(form.country));
  const columns = form.columns.map((column, columnIndex) => ({
    name: column.name,
    rows: column.rows.map((row, rowIndex) => ({
      monitor:
        row.monitor === ""
          ? null
          : (check(errors, fieldId.monitor(columnIndex, rowIndex), messages.monitor, fields.monitor.safeParse(row.monitor)) ?? null),
      quantity: check(errors, fieldId.quantity(columnIndex, rowIndex), messages.quantity, fields.quantity.safeParse(row.quantity)) ?? 0,
    })),
  }));
  if (Object.keys(errors).length > 0 || hours === undefined || days === undefined || price === undefined || country === undefined) {
    return { ok: false, errors };
  }
  const state: EnergyState = {
    layout: form.layout,
    columns,
    country,
    environment: form.environment,
    price,
    hours,
    days,
    units: form.units,
    mode: form.mode,
    view: form.view,
    period: form.period,
    co2: form.co2,
  };
  return { ok: true, state };
}

/** Each choice parameter given a value that is none of its choices: its message names it and its choices. */
export function choiceErrors(params: URLSearchParams): FieldErrors {
  return Object.fromEntries(
    badChoices(params).map(({ field, choices }) => [field, { key: "api.error.choice", values: { field, choices: choices.join(", ") } } satisfies FieldMessage]),
  );
}

/**
 * Each option (column) the address gives more than MAX_ROWS_PER_COLUMN rows: an issue on `cN`
 * (issue 50), as meeting-room ROI answers for its rooms, never the first rows silently kept.
 */
export function tooManyRowsErrors(params: URLSearchParams): FieldErrors {
  return Object.fromEntries(
    LAYOUTS.map((_, index) => index)
      .filter((index) => Math.max(params.getAll(columnParam(index, "monitor")).length, params.getAll(columnParam(index, "quantity")).length) > MAX_ROWS_PER_COLUMN)
      .map((index) => [`c${index + 1}`, { key: "energy.error.tooManyRows", values: { max: MAX_ROWS_PER_COLUMN, option: index + 1 } } satisfies FieldMessage]),
  );
}

/** A saved state back to the form's text, to restore it into the address. */
export function stateToForm(state: EnergyState): RawForm {
  return {
    ...state,
    columns: state.columns.map((column) => ({
      name: column.name,
      rows: column.rows.map((row) => ({ monitor: row.monitor ?? "", quantity: String(row.quantity) })),
    })),
    price: state.price === null ? "" : String(state.price),
    hours: String(state.hours),
    days: String(state.days),
  };
}

/** The query's values as the frame parses them (frame/parsed-query.ts) back into parameters. */
function paramsOf(raw: Readonly<Record<string, string | string[]>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) for (const item of [value].flat()) params.append(name, item);
  return params;
}

/**
 * The definition's input schema: the query as the results page reads it (layout, rows paired by
 * position, `m` pre-filled monitors), checked field by field; an issue's path is the field's id.
 */
export const energyInputSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())])).transform((raw, context): EnergyState => {
  const params = paramsOf(raw);
  const validation = validateForm(readForm(params));
  const errors = { ...choiceErrors(params), ...tooManyRowsErrors(params), ...(validation.ok ? {} : validation.errors) };
  if (validation.ok && Object.keys(errors).length === 0) return validation.state;
  for (const [field, message] of Object.entries(errors)) {
    context.addIssue({ code: "custom", input: raw, path: [field], message: message.key, ...(message.values ? { params: { values: message.values } } : {}) });
  }
  return z.NEVER;
});

/**
 * Saved entries: the frame's `{ query }`, or an entry saved before energy was on the frame (its
 * state), read as the query that state stands for.
 */
export const savedEnergySchema = z.union([
  savedQuerySchema,
  energyStateSchema.transform((state) => ({ query: formToParams(stateToForm(state)).toString() })),
]);

/** The monitors the state names, once each. */
export function chosenSlugs(form: RawForm): string[] {
  return [...new Set(form.columns.flatMap((column) => column.rows.map((row) => row.monitor)).filter((slug) => SLUG.test(slug)))];
}
