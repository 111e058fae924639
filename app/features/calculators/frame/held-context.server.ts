/**
 * `<name>.context`: what the server knows for a query's inputs, under the definition's
 * `contextKey`, for a browser that computes the answer itself (browser-page.ts, issue 49): the
 * context, or the issues of inputs it has none for. Inputs the schema refuses are the caller's issues (400).
 */
import type { CalculatorRequest, FieldIssue } from "./definition";
import type { HeldAnswer } from "./browser-page";
import type { ParsedQuery } from "./parsed-query";
import { parsedInputs } from "./query";
import type { ServedCalculator } from "./served";

export async function heldContext<I, C, R>(
  served: ServedCalculator<I, C, R>,
  query: ParsedQuery,
  request: CalculatorRequest,
): Promise<{ ok: true; held: HeldAnswer } | { ok: false; issues: FieldIssue[] }> {
  const parsed = parsedInputs(served.definition, query);
  if (!parsed.ok) return parsed;
  const key = served.definition.contextKey(parsed.inputs);
  const loaded = await served.loadContext(parsed.inputs, request);
  // Valid inputs the server has nothing for (an unknown monitor, no price): an answer, with the fields to fix.
  if (!loaded.ok) return { ok: true, held: { key, issues: loaded.issues } };
  return { ok: true, held: { key, context: loaded.context, currency: served.currencyOf(loaded.context) } };
}
