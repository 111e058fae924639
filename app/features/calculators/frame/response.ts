import type { CalculatorRun, FieldIssue } from "./query";

/** True when every number anywhere in `value` is finite (no NaN, no ±Infinity) and nothing is undefined. */
export function allNumbersFinite(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allNumbersFinite);
  if (value !== null && typeof value === "object") return Object.values(value).every(allNumbersFinite);
  return value !== undefined;
}

export type ApiAnswer =
  | { status: 200; body: { inputs: unknown; assumptions: unknown; results: unknown } }
  | { status: 400; body: { message: string; issues: FieldIssue[] } };

/**
 * The JSON API answer for a run. Issue messages are phrase keys translated here; a result with a
 * non-finite number becomes a 400 (the inputs drove the model out of range), never a 500.
 */
export function apiAnswer<I, R>(
  run: CalculatorRun<I, R>,
  translate: (key: string) => string,
): ApiAnswer {
  if (!run.ok) {
    return { status: 400, body: { message: translate("calculator.invalidInput"), issues: run.issues.map((issue) => ({ field: issue.field, message: translate(issue.message) })) } };
  }
  if (!allNumbersFinite(run.results)) {
    return { status: 400, body: { message: translate("calculator.outOfRange"), issues: [] } };
  }
  return { status: 200, body: { inputs: run.inputs, assumptions: run.assumptions, results: run.results } };
}
