import type { AppliedAssumption, CalculatorDefinition } from "./definition";

export type FieldIssue = { field: string; message: string };

export type CalculatorRun<Input, Result> =
  | { ok: true; inputs: Input; assumptions: AppliedAssumption[]; results: Result }
  | { ok: false; issues: FieldIssue[] };

const ASSUMPTION_PREFIX = "a.";

/** Splits a query string into raw inputs and `a.<key>` overrides; empty values count as absent. */
export function splitQuery(params: URLSearchParams): { raw: Record<string, string>; overrides: Record<string, string> } {
  const raw: Record<string, string> = {};
  const overrides: Record<string, string> = {};
  for (const [name, value] of params) {
    if (value.trim() === "") continue;
    if (name.startsWith(ASSUMPTION_PREFIX)) overrides[name.slice(ASSUMPTION_PREFIX.length)] = value.trim();
    else raw[name] = value.trim();
  }
  return { raw, overrides };
}

/**
 * Validates inputs and overrides, then computes. Unknown override keys are ignored (an old share
 * link must still open); an override that is not a finite number is an issue on `a.<key>`.
 */
export function runCalculator<Input, Result>(
  definition: CalculatorDefinition<Input, Result>,
  params: URLSearchParams,
): CalculatorRun<Input, Result> {
  const { raw, overrides } = splitQuery(params);
  const issues: FieldIssue[] = [];
  const parsed = definition.inputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) issues.push({ field: issue.path.join("."), message: issue.message });
  }
  const values: Record<string, number> = {};
  const assumptions: AppliedAssumption[] = definition.assumptions.map((assumption) => {
    const override = overrides[assumption.key];
    if (override === undefined) {
      values[assumption.key] = assumption.value;
      return { ...assumption, overridden: false };
    }
    const value = Number(override);
    if (!Number.isFinite(value) || value < 0) {
      issues.push({ field: `${ASSUMPTION_PREFIX}${assumption.key}`, message: "assumption.invalid" });
      values[assumption.key] = assumption.value;
      return { ...assumption, overridden: false };
    }
    values[assumption.key] = value;
    return { ...assumption, value, overridden: value !== assumption.value };
  });
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, inputs: parsed.data, assumptions, results: definition.compute(parsed.data, values) };
}
