/**
 * A calculator request's query, read once: the page, the JSON API, the CSV and the PDF are all
 * views of (run, parsed query), so none of them reads the query again.
 */
import { CONVERTER_PARAMS } from "~/features/calculators/shared/components/currency-converter";
import { repeatedNames } from "~/utils/input-rules";
import type { CalculatorDefinition, FieldIssue } from "./definition";
import { tooManyOptionRows } from "./options";
import { ASSUMPTION_PREFIX, pairedNames, repeatingNames } from "./query";

export type ParsedQuery = {
  /**
   * The inputs as typed (trimmed; empty counts as absent): a `rows` field's or a paired list's
   * values in order, a paired list's empty ones kept so positions still pair up. Maps collect
   * them, so a name such as `__proto__` is a plain key, never the prototype.
   */
  inputs: Readonly<Record<string, string | string[]>>;
  /** The `a.<key>` overrides by key, as typed (trimmed). */
  overrides: Readonly<Record<string, string>>;
  /** The query for links and saved entries: inputs and overrides in their order, no request name, no empty value but a paired one. */
  canonical: string;
  /** A scalar parameter given more than once (input-rules), as an issue on each such name; an option with too many rows (options.ts). */
  issues: FieldIssue[];
};

/**
 * Names the request carries for the page or the API, never a calculator's input: the saved
 * entry's name, the API's catalogue (`site`) and the currency converter's figures. Their
 * repetition is judged like any name's; they are in neither the inputs nor the canonical query.
 */
export const REQUEST_NAMES: readonly string[] = ["entry", "site", ...CONVERTER_PARAMS];

export function parseCalculatorQuery(query: URLSearchParams, definition: Pick<CalculatorDefinition<unknown, unknown, unknown>, "fields" | "pairedLists">): ParsedQuery {
  const lists = repeatingNames(definition);
  const keepEmpty = pairedNames(definition);
  const inputs = new Map<string, string | string[]>();
  const overrides = new Map<string, string>();
  const canonical = new URLSearchParams();
  for (const [name, text] of query) {
    const value = text.trim();
    if (REQUEST_NAMES.includes(name) || (value === "" && !keepEmpty.includes(name))) continue;
    canonical.append(name, value);
    if (name.startsWith(ASSUMPTION_PREFIX)) overrides.set(name.slice(ASSUMPTION_PREFIX.length), value);
    else if (lists.includes(name)) inputs.set(name, [...((inputs.get(name) as string[] | undefined) ?? []), value]);
    // A repeated scalar is an issue below; the run never reads this value then.
    else inputs.set(name, value);
  }
  const typed = Object.fromEntries(inputs);
  return {
    inputs: typed,
    overrides: Object.fromEntries(overrides),
    canonical: canonical.toString(),
    issues: [...repeatedNames(query, lists).map((field): FieldIssue => ({ field, message: "api.error.repeated" })), ...tooManyOptionRows(definition.fields, typed)],
  };
}
