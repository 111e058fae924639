/**
 * `<name>.context`: what the server knows for a query's inputs, under the definition's
 * `contextKey`, for a browser that computes the answer itself (browser-page.ts, issue 49).
 */
import type { CalculatorRequest, FieldIssue } from "./definition";
import type { HeldContext } from "./page-data";
import type { ParsedQuery } from "./parsed-query";
import { parsedInputs } from "./query";
import type { ServedCalculator } from "./served";

export async function heldContext<I, C, R>(
  served: ServedCalculator<I, C, R>,
  query: ParsedQuery,
  request: CalculatorRequest,
): Promise<{ ok: true; held: HeldContext } | { ok: false; issues: FieldIssue[] }> {
  const parsed = parsedInputs(served.definition, query);
  if (!parsed.ok) return parsed;
  const loaded = await served.loadContext(parsed.inputs, request);
  if (!loaded.ok) return loaded;
  return { ok: true, held: { key: served.definition.contextKey(parsed.inputs), context: loaded.context, currency: served.currencyOf(loaded.context) } };
}
