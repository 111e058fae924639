import type { Translate } from "~/i18n/translate";
import { sourceText, type FieldIssue, type Said } from "./definition";
import type { CalculatorRun } from "./query";

/**
 * True when every number anywhere in `value` is finite (no NaN, no ±Infinity) and no list item is
 * undefined. An undefined object property is fine: JSON leaves it out.
 */
export function allNumbersFinite(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) {
    for (const item of value) if (item === undefined || !allNumbersFinite(item)) return false;
    return true;
  }
  if (value !== null && typeof value === "object") {
    // Walked by key, no list of the values made per object (every object of every answer).
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) if (record[key] !== undefined && !allNumbersFinite(record[key])) return false;
    return true;
  }
  return value !== undefined;
}

/** A `Said` is an object of exactly `key` (a string) and optionally `values`. */
export function isSaid(value: unknown): value is Said {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  // The key's type first: most objects of a result have no string `key`, and listing their keys costs.
  if (typeof (value as { key?: unknown }).key !== "string") return false;
  return Object.keys(value).every((key) => key === "key" || key === "values");
}

/**
 * A result with every `Said` inside replaced by its text in the visitor's language. The result is
 * not changed: the objects and lists on the way to a `Said` are copied, and the parts without one
 * (most of a result: years, lines, figures) are shared as they are instead of copied key by key.
 */
export function sayAll(value: unknown, t: Translate): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const said = sayAll(value[index], t);
      if (said !== value[index]) (copy ??= value.slice())[index] = said;
    }
    return copy ?? value;
  }
  if (isSaid(value)) return t(value.key, value.values);
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const said = sayAll(record[key], t);
    if (said !== record[key]) (copy ??= { ...record })[key] = said;
  }
  return copy ?? value;
}

export type ApiAssumption = { key: string; label: string; value: number; default: number; unit: string; source: string; overridden: boolean };
export type ApiIssue = { field: string; message: string };

export type ApiAnswer =
  | { status: 200; body: { inputs: unknown; assumptions: ApiAssumption[]; results: unknown } }
  | { status: 400; body: { message: string; issues: ApiIssue[] } };

export function translateIssues(issues: readonly FieldIssue[], t: Translate): ApiIssue[] {
  return issues.map((issue) => ({ field: issue.field, message: t(issue.message, issue.values) }));
}

/**
 * The JSON API answer for a run, in the visitor's language. A result with a non-finite number
 * becomes a 400 (the inputs drove the model out of range), never a 500 and never NaN on the wire.
 */
export function apiAnswer<I, C, R>(run: CalculatorRun<I, C, R>, t: Translate): ApiAnswer {
  if (!run.ok) return { status: 400, body: { message: t("calculator.error.summary"), issues: translateIssues(run.issues, t) } };
  if (!allNumbersFinite(run.results)) return { status: 400, body: { message: t("calculator.error.outOfRange"), issues: [] } };
  return {
    status: 200,
    body: {
      inputs: run.inputs,
      assumptions: run.assumptions.map((assumption) => ({
        key: assumption.key,
        label: t(assumption.label, assumption.labelValues),
        value: assumption.value,
        default: assumption.defaultValue,
        unit: assumption.unit,
        source: sourceText(assumption.source, t),
        overridden: assumption.overridden,
      })),
      results: sayAll(run.results, t),
    },
  };
}
