/**
 * The zod pieces calculator inputs are made of. Query values arrive as strings; every number is
 * bounded, and every message is a phrase key (the bounds are filled in from the field's spec).
 */
import { z } from "zod";
import { DECIMAL } from "~/utils/input-rules";

/** A number from the query within [min, max]; `integer` refuses fractions. Absent → `fallback`. */
export function numberInput(min: number, max: number, options: { integer?: boolean } = {}) {
  return z
    .string()
    .trim()
    .refine((text) => DECIMAL.test(text.replaceAll(",", "")), "calculator.error.number")
    .transform((text) => Number(text.replaceAll(",", "")))
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, "calculator.error.range")
    .refine((value) => !options.integer || Number.isInteger(value), "calculator.error.integer");
}

/** Like numberInput, with the value used when the query leaves the field out. */
export function numberWithDefault(min: number, max: number, fallback: number, options: { integer?: boolean } = {}) {
  return numberInput(min, max, options).optional().transform((value) => value ?? fallback);
}

/** yes/no (also true/false, 1/0, on/off from a checkbox); absent → `fallback`. */
export function yesNo(fallback: boolean) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .refine((text) => ["yes", "no", "true", "false", "1", "0", "on", "off"].includes(text), "calculator.error.yesNo")
    .transform((text) => ["yes", "true", "1", "on"].includes(text))
    .optional()
    .transform((value) => value ?? fallback);
}

/**
 * One of a list of values; absent → `fallback`. Anything else (`constructor`, `__proto__`,
 * `0x10`, `NaN`) is an issue naming the field and its choices, for every calculator (issue 50).
 */
export function choice<const T extends string>(values: readonly T[], fallback: T) {
  return z
    .string()
    .trim()
    // Array.includes, never `in` or an object lookup: a prototype name is no choice.
    .refine((text): text is T => (values as readonly string[]).includes(text), { message: "api.error.choice", params: { values: { choices: values.join(", ") } } })
    .transform((text) => text as T)
    .optional()
    .transform((value): T => value ?? fallback);
}

/** A catalogue slug (the context loader checks that it exists). */
export const slugInput = z
  .string({ error: "calculator.error.monitor" })
  .trim()
  .max(120, "calculator.error.monitor")
  .regex(/^[a-z0-9][a-z0-9-]*$/i, "calculator.error.monitor");
