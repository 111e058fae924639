import { isShare, type AppliedAssumption, type AssumptionSpec, type CalculatorDefinition, type CalculatorRequest, type ContextLoader, type FieldIssue, type FieldSpec } from "./definition";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { parseDecimal, reversedPairs, type BoundPair } from "~/utils/input-rules";
import { optionListNames } from "./options";
import type { ParsedQuery } from "./parsed-query";

export type CalculatorRun<Input, Context, Result> =
  | { ok: true; inputs: Input; context: Context; assumptions: AppliedAssumption[]; results: Result }
  | { ok: false; issues: FieldIssue[] };

export const ASSUMPTION_PREFIX = "a.";

/** The names of a calculator's `rows` fields: their parameter repeats, once per row. */
function listNames(fields: readonly FieldSpec[]): string[] {
  return fields.filter((field) => field.kind === "rows").map((field) => field.name);
}

/** Every name whose parameter repeats: the `rows` fields, the `options` fields' columns and the paired lists. */
export function repeatingNames(definition: Pick<CalculatorDefinition<unknown, unknown, unknown>, "fields" | "pairedLists">): string[] {
  return [...listNames(definition.fields), ...optionListNames(definition.fields), ...(definition.pairedLists ?? [])];
}

/** The repeating names whose empty values are kept, so positions still pair up: the `options` fields' columns and the paired lists. */
export function pairedNames(definition: Pick<CalculatorDefinition<unknown, unknown, unknown>, "fields" | "pairedLists">): string[] {
  return [...optionListNames(definition.fields), ...(definition.pairedLists ?? [])];
}

/**
 * Lower and upper bounds among the assumptions, paired by name: `viewingMinCm` with
 * `viewingMaxCm`, `centreMinDeg` with `centreMaxDeg`.
 */
export function boundPairs(keys: readonly string[]): BoundPair[] {
  return keys.flatMap((min) => {
    const max = min.replace("Min", "Max");
    return min.includes("Min") && keys.includes(max) ? [{ min: `${ASSUMPTION_PREFIX}${min}`, max: `${ASSUMPTION_PREFIX}${max}` }] : [];
  });
}

/** The bounds of a number field, or of a number cell of a `rows` field (`rooms.0.quantity`). */
function boundsOf(field: string, fields: readonly FieldSpec[]): { min: number; max: number } | undefined {
  const spec = fields.find((candidate) => candidate.name === field);
  if (spec?.kind === "number") return { min: spec.min, max: spec.max };
  const [name, , column] = field.split(".");
  const rows = fields.find((candidate) => candidate.name === name);
  const cell = rows?.kind === "rows" ? rows.columns.find((candidate) => candidate.key === column) : undefined;
  return cell?.kind === "number" ? { min: cell.min, max: cell.max } : undefined;
}

/**
 * Zod issues as field issues, one per field (the first), with the field's bounds as values (or
 * the values a custom issue names in `params.values`). A message that is not a phrase key (zod's
 * own English) becomes the generic one.
 */
export function issuesOf(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string; params?: { values?: Record<string, string | number> } }[] },
  fields: readonly FieldSpec[],
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (issues.some((known) => known.field === field)) continue;
    const message = (/^[a-zA-Z]+(?:\.[a-zA-Z0-9]+)+$/.test(issue.message) ? issue.message : "calculator.error.invalid") as PhraseKey;
    // A choice's message names its field ("mode must be one of: …").
    const bounds = message === "api.error.choice" ? { field, ...issue.params?.values } : (issue.params?.values ?? boundsOf(field, fields));
    issues.push(bounds ? { field, message, values: bounds } : { field, message });
  }
  return issues;
}

/**
 * Applies `a.<key>` overrides to the calculator's assumptions. Unknown keys are ignored (an old
 * share link must still open); a value that is not a decimal within the assumption's bounds is an
 * issue on `a.<key>` (its message says "more than" for an exclusive lower bound), and a lower
 * bound above its upper one is an issue on the pair.
 */
export function applyOverrides(
  specs: readonly AssumptionSpec[],
  overrides: Readonly<Record<string, string>>,
): { assumptions: AppliedAssumption[]; values: Record<string, number>; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const values: Record<string, number> = {};
  // Every answer applies every assumption: the applied one is built field by field, not by
  // copying each spec.
  const assumptions = specs.map((spec): AppliedAssumption => {
    const { key, min, max, minExclusive } = spec;
    const text = Object.hasOwn(overrides, key) ? overrides[key] : undefined;
    let used = spec.value;
    if (text !== undefined) {
      const value = parseDecimal(text) ?? Number.NaN;
      if (!Number.isFinite(value) || value < min || (minExclusive && value === min) || value > max) {
        const message = minExclusive ? "calculator.error.assumptionAbove" : "calculator.error.assumptionRange";
        issues.push({ field: `${ASSUMPTION_PREFIX}${key}`, message, values: { min, max } });
      } else used = value;
    }
    values[key] = used;
    const applied: AppliedAssumption = { key, label: spec.label, value: used, unit: spec.unit, source: spec.source, defaultValue: spec.value, overridden: used !== spec.value, percent: isShare(spec) };
    if (spec.labelValues !== undefined) applied.labelValues = spec.labelValues;
    return applied;
  });
  // Most calculators have no min/max pair: the values are named only when there is one.
  const pairs = issues.length === 0 ? boundPairs(specs.map((spec) => spec.key)) : [];
  if (pairs.length > 0) {
    const named = Object.fromEntries(Object.entries(values).map(([key, value]) => [`${ASSUMPTION_PREFIX}${key}`, value]));
    for (const pair of reversedPairs(named, pairs)) {
      issues.push({ field: pair.min, message: "api.error.pair", values: { min: pair.min, max: pair.max } });
    }
  }
  return { assumptions, values, issues };
}

/** The query's inputs as the schema reads them, or their issues (a repeated scalar first). */
export function parsedInputs<Input>(definition: Pick<CalculatorDefinition<Input, unknown, unknown>, "inputSchema" | "fields">, query: ParsedQuery): { ok: true; inputs: Input } | { ok: false; issues: FieldIssue[] } {
  if (query.issues.length > 0) return { ok: false, issues: query.issues };
  const parsed = definition.inputSchema.safeParse(query.inputs);
  return parsed.success ? { ok: true, inputs: parsed.data } : { ok: false, issues: issuesOf(parsed.error, definition.fields) };
}

/**
 * The run once the context is known: overrides, cross-checks, compute. The server and the
 * browser both end here (browser-page.ts), so a page computed in the browser equals the server's.
 */
export function runWithContext<Input, Context, Result>(
  definition: CalculatorDefinition<Input, Context, Result>,
  inputs: Input,
  context: Context,
  overrides: Readonly<Record<string, string>>,
): CalculatorRun<Input, Context, Result> {
  const applied = applyOverrides(definition.assumptions(inputs, context), overrides);
  if (applied.issues.length > 0) return { ok: false, issues: applied.issues };
  const contradictions = definition.crossChecks?.(applied.values, new Set(applied.assumptions.filter((row) => row.overridden).map((row) => row.key))) ?? [];
  if (contradictions.length > 0) return { ok: false, issues: contradictions };
  const results = definition.compute(inputs, applied.values, context);
  return { ok: true, inputs, context, assumptions: applied.assumptions, results };
}

/**
 * Validates a parsed query's inputs, loads what the server knows for them, validates its
 * overrides and computes. Every issue is reported at once where possible (inputs first; the
 * context needs valid inputs).
 */
export async function runCalculator<Input, Context, Result>(
  definition: CalculatorDefinition<Input, Context, Result>,
  loadContext: ContextLoader<Input, Context>,
  query: ParsedQuery,
  request: CalculatorRequest,
): Promise<CalculatorRun<Input, Context, Result>> {
  const parsed = parsedInputs(definition, query);
  if (!parsed.ok) return parsed;
  const loaded = await loadContext(parsed.inputs, request);
  if (!loaded.ok) return { ok: false, issues: loaded.issues };
  return runWithContext(definition, parsed.inputs, loaded.context, query.overrides);
}
