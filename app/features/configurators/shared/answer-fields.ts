/**
 * The zod pieces every configurator's answers are made of. Answers arrive as query text; every
 * number is bounded and every message is a phrase key (a range message gets its bounds later).
 */
import { z } from "zod";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { DECIMAL, repeatedNames } from "~/utils/input-rules";

export type Bounds = { min: number; max: number };

export function numberAnswer({ min, max }: Bounds, integer: boolean) {
  return z
    .string()
    .trim()
    .transform((text) => text.replaceAll(",", ""))
    .refine((text) => DECIMAL.test(text), "configurator.error.number")
    .transform(Number)
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, "configurator.error.range")
    .refine((value) => !integer || Number.isInteger(value), "configurator.error.integer")
    .optional();
}

export function choiceAnswer<const T extends string>(values: readonly T[]) {
  return z
    .string()
    .trim()
    .refine((text): text is T => (values as readonly string[]).includes(text), "configurator.error.choice")
    .transform((text) => text as T)
    .optional();
}

/** Several of a list (repeated query names), each once. */
export function choicesAnswer<const T extends string>(values: readonly T[]) {
  return z.array(choiceAnswer(values).unwrap()).max(values.length * 2, "configurator.error.choice").optional();
}

export const yesNoAnswer = z
  .string()
  .trim()
  .toLowerCase()
  .refine((text) => ["yes", "no", "true", "false"].includes(text), "configurator.error.yesNo")
  .transform((text) => text === "yes" || text === "true")
  .optional();

/** An id from content (a region, a persona): its shape here, its existence where the content is read. */
export function contentIdAnswer(message: PhraseKey) {
  return z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, message)
    .optional();
}

export type AnswerIssue<F extends string = string> = { field: F | ""; message: PhraseKey; values?: Record<string, number> };

/** The answers given more than once that are not lists (input-rules): a 400 on each, never the first kept. */
export function repeatedAnswers<F extends string>(params: URLSearchParams, fields: readonly F[], multi: readonly string[]): AnswerIssue<F>[] {
  return repeatedNames(params, multi)
    .filter((name): name is F => (fields as readonly string[]).includes(name))
    .map((field) => ({ field, message: "api.error.repeated" }));
}

/** The query as a schema's input: the `multi` names as lists, every other name once (empty values left out). */
export function queryRecord(params: URLSearchParams, fields: readonly string[], multi: readonly string[]): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const field of fields) {
    const values = params.getAll(field).filter((value) => value.trim() !== "");
    if (values.length === 0) continue;
    record[field] = multi.includes(field) ? values : values[0]!;
  }
  return record;
}

/**
 * Each of `fields` checked on its own (so one bad answer does not hide another's message): the
 * parsed values and the issues, a range message with the field's bounds.
 */
export function checkFields<F extends string>(
  shape: Record<F, z.ZodType>,
  record: Record<string, unknown>,
  fields: readonly F[],
  bounds: Partial<Record<F, Bounds>>,
): { parsed: Partial<Record<F, unknown>>; issues: AnswerIssue<F>[] } {
  const parsed: Partial<Record<F, unknown>> = {};
  const issues: AnswerIssue<F>[] = [];
  for (const field of fields) {
    const result = shape[field].safeParse(record[field]);
    if (result.success) {
      parsed[field] = result.data;
      continue;
    }
    const first = result.error.issues[0]?.message ?? "";
    // Our messages are phrase keys; zod's own (a wrong type: a list for a single answer) are sentences.
    const message = (/^[a-zA-Z][\w.-]*$/.test(first) ? first : "configurator.error.choice") as PhraseKey;
    const range = bounds[field];
    issues.push({ field, message, ...(range ? { values: { ...range } } : {}) });
  }
  return { parsed, issues };
}
