/**
 * A calculator page computed in the browser (issue 49): the same steps as the server's loader
 * (page.server.ts) — page defaults, one parse, the schema, `runWithContext` — fed by a context the
 * page already holds. Where it needs what only the server has, it says so: a context for another
 * `contextKey` (fetched as JSON), or the server's own page (a saved entry, a row button, a blank page).
 */
import type { CalculatorDefinition, FieldIssue } from "./definition";
import { keepsParam } from "./empty-params";
import { formValues } from "./form-values";
import { csvHref, isBlank, withPageDefaults } from "./page-address";
import type { CalculatorPageData, HeldContext } from "./page-data";
import { parseCalculatorQuery } from "./parsed-query";
import { pdfHrefFromCsv } from "./pdf/names";
import { percentsToShares } from "./percent";
import { pairedNames, parsedInputs, runWithContext } from "./query";
import { allNumbersFinite } from "./response";
import { INTENT_PARAM, rewriteRows } from "./rows";

/** What the server said for a context key: the context, or why the inputs have none (an unknown monitor). */
export type HeldAnswer = HeldContext | { key: string; issues: FieldIssue[] };

export type BrowserPage<Result> =
  | { status: "page"; page: CalculatorPageData<Result> }
  /** The inputs need the context of `key`: fetch `<name>.context?<query>`. */
  | { status: "context"; key: string; query: string }
  /** Only the server can draw this address. */
  | { status: "server" };

/** The form's parameters as the address keeps them: shares, not per cent; no empty value but a paired one. */
export function tidyParams(search: URLSearchParams, definition: Pick<CalculatorDefinition<unknown, unknown, unknown>, "fields" | "pairedLists">): URLSearchParams {
  const shares = percentsToShares(search, definition.fields) ?? search;
  const paired = pairedNames(definition);
  return new URLSearchParams([...shares].filter(([name, value]) => keepsParam(name, value, paired)));
}

export function browserPage<I, C, R>(
  definition: CalculatorDefinition<I, C, R>,
  base: CalculatorPageData<R>,
  search: URLSearchParams,
  held: ReadonlyMap<string, HeldAnswer>,
): BrowserPage<R> {
  // A saved entry is read from the database; a row button rewrites the rows and focuses a cell.
  if (search.has("entry") || search.has(INTENT_PARAM)) return { status: "server" };
  // A `rows` field's cells join into its rows, as the page's loader redirects them (rows.ts).
  const rows = rewriteRows(search, definition.fields);
  const tidied = tidyParams(rows ? new URLSearchParams(rows.query) : search, definition);
  // A blank page takes the catalogue's defaults (a priced monitor), which only the server knows.
  if (isBlank(tidied)) return { status: "server" };
  const query = parseCalculatorQuery(withPageDefaults(tidied, definition.fields), definition);
  const parsed = parsedInputs(definition, query);
  let context: HeldContext | null = null;
  let issues: FieldIssue[];
  let run: CalculatorPageData<R>["run"] = null;
  if (parsed.ok) {
    const key = definition.contextKey(parsed.inputs);
    const answer = held.get(key);
    if (!answer) return { status: "context", key, query: query.canonical };
    if ("issues" in answer) issues = answer.issues;
    else {
      context = answer;
      const result = runWithContext(definition, parsed.inputs, answer.context as C, query.overrides);
      issues = result.ok ? [] : result.issues;
      if (result.ok && !allNumbersFinite(result.results)) issues = [{ field: "", message: "calculator.error.outOfRange" }];
      if (result.ok && issues.length === 0) run = { assumptions: result.assumptions, results: result.results, currency: answer.currency };
    }
  } else issues = parsed.issues;
  const typed = parsed.ok ? parsed.inputs : definition.inputSchema.safeParse(query.inputs).data;
  const csv = csvHref(base.api.language, base.api.site, base.name, query.canonical);
  const localCurrency = definition.localCurrency;
  return {
    status: "page",
    page: {
      ...base,
      values: formValues(definition.fields, (typed ?? {}) as Record<string, unknown>, query.inputs),
      overrides: query.overrides,
      issues,
      run,
      query: query.canonical,
      csvHref: csv,
      pdfHref: base.pdfHref ? (pdfHrefFromCsv(csv) ?? null) : null,
      money:
        base.money && localCurrency
          ? { ...base.money, local: context ? context.currency : localCurrency(query.inputs), usdRate: run?.assumptions.find((assumption) => assumption.key === "usdRate")?.value ?? null }
          : (base.money ?? null),
      held: context,
      ...(context && definition.monitorTitles ? { monitorTitles: definition.monitorTitles(context.context as C) } : {}),
      requested: `?${search.toString()}`,
      entry: { status: "none" },
    },
  };
}
