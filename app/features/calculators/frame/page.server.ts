/**
 * A calculator page's data from its address: restores a saved entry (`?entry=`), runs the
 * calculator exactly as the API does, and gives the form back with its issues.
 */
import { redirect } from "react-router";
import { withoutEmptyParams } from "./empty-params";
import { csvHref, isBlank, withPageDefaults } from "./page-address";
import { fieldDefaults } from "./field-defaults";
import { percentsToShares } from "./percent";
import { restoreSavedQuery } from "./saved-query.server";
import { tools } from "~/utils/tool-registry";
import { knownRates } from "~/features/calculators/shared/exchange-rate";
import { getExchangeRates } from "~/features/calculators/shared/exchange-rates.server";
import { keptRows } from "~/utils/kept-rows.server";
import { getDb } from "~/utils/db.server";
import { requestUrl } from "~/utils/request-url";
import { publicOrigin } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import { calculatorTabs } from "./access.server";
import type { FieldIssue, FieldSpec } from "./definition";
import type { CalculatorPageData, PageMoney } from "./page-data";
import { formValues } from "./form-values";
import { parseCalculatorQuery } from "./parsed-query";
import { pairedNames, runCalculator } from "./query";
import { allNumbersFinite } from "./response";
import type { ServedCalculator } from "./served";
import { pdfHrefFromCsv } from "./pdf/names";
import { packMonitorChoices } from "./monitor-choices";

/** The page's currencies for a money-taking calculator; rates from the service, else the fallback table. */
async function pageMoney(local: string, usdRate: number | null, fields: readonly FieldSpec[], localCurrency: (raw: Record<string, string>) => string): Promise<PageMoney> {
  const answer = await getExchangeRates();
  const country = fields.find((field) => field.name === "country");
  const byCountry = country?.kind === "select" ? Object.fromEntries(country.options.map((option) => [option.value, localCurrency({ country: option.value })])) : undefined;
  return { local, usdRate, rates: { rates: knownRates(answer), date: answer.status === "live" ? answer.date : null }, ...(byCountry ? { byCountry } : {}) };
}

export async function loadCalculatorPage<I, C, R>(request: Request, served: ServedCalculator<I, C, R>): Promise<CalculatorPageData<R>> {
  // A form sent without JavaScript: percentages back to shares, and no empty parameters.
  const url = requestUrl(request);
  const shares = percentsToShares(url.searchParams, served.definition.fields);
  const converted = shares ? new URL(`${url.pathname}?${shares.toString()}`, url) : url;
  const tidied = withoutEmptyParams(converted, pairedNames(served.definition)) ?? (shares ? `${converted.pathname}${converted.search}` : null);
  if (tidied !== null) throw redirect(tidied);
  const locale = requestLocale(request);
  const restored = await restoreSavedQuery(request, served.name);
  const { entry } = restored;
  // A first visit (nothing in the address) shows the form, not a list of what is missing.
  const fresh = isBlank(restored.params);
  const db = await getDb();
  const params = withPageDefaults(restored.params, served.definition.fields);
  if (fresh && served.pageDefaults) {
    const defaults = await keptRows(db, `page defaults ${served.name} ${locale.site}`, () => served.pageDefaults!(db, locale.site));
    for (const [name, value] of Object.entries(defaults)) if (!params.has(name)) params.set(name, value);
  }

  for (const [name, value] of Object.entries(served.visitorDefaults?.(request) ?? {})) if (!params.has(name)) params.set(name, value);
  const query = parseCalculatorQuery(params, served.definition);
  const [run, tabs, monitors] = await Promise.all([
    // The configured public origin for an answer that links to its page (energy's share link), never the request's Host.
    runCalculator(served.definition, served.loadContext, query, { site: locale.site, language: locale.language, origin: publicOrigin(), hostMode: locale.hostMode }),
    calculatorTabs(request, served.toolId),
    // The select's monitors change only on import: kept a minute like the answers' own rows.
    served.monitors ? keptRows(db, `monitor choices ${served.name} ${locale.site}`, () => served.monitors!(db, locale.site)) : Promise.resolve([]),
  ]);
  let issues: FieldIssue[] = run.ok || fresh ? [] : run.issues;
  if (run.ok && !allNumbersFinite(run.results)) issues = [{ field: "", message: "calculator.error.outOfRange" }];
  // A blank page's query stays empty (its link opens a blank page again) unless it has an answer to share.
  const canonical = fresh && !run.ok ? "" : query.canonical;
  // The inputs as read, also when the run failed later (an unknown monitor, no price): the form shows them.
  const parsed = run.ok ? null : served.definition.inputSchema.safeParse(query.inputs);
  const parsedInputs = run.ok ? run.inputs : parsed?.success ? parsed.data : {};
  const localCurrency = served.definition.localCurrency;
  const money = localCurrency
    ? await pageMoney(
        run.ok ? served.currencyOf(run.context) : localCurrency(query.inputs),
        run.ok ? (run.assumptions.find((assumption) => assumption.key === "usdRate")?.value ?? null) : null,
        served.definition.fields,
        localCurrency,
      )
    : null;
  return {
    name: served.name,
    path: tools.find((tool) => tool.id === served.toolId)?.path ?? "/",
    tabs,
    fields: served.definition.fields,
    values: formValues(served.definition.fields, parsedInputs, query.inputs),
    defaults: fieldDefaults(served.definition.fields, served.definition.inputSchema),
    overrides: query.overrides,
    issues,
    run: run.ok && issues.length === 0 ? { assumptions: run.assumptions, results: run.results, currency: served.currencyOf(run.context) } : null,
    monitors: packMonitorChoices(monitors),
    query: canonical,
    csvHref: csvHref(locale.language, locale.site, served.name, canonical),
    pdfHref: served.pdf || served.pdfResponse ? pdfHrefFromCsv(csvHref(locale.language, locale.site, served.name, canonical)) : null,
    money,
    api: { language: locale.language, site: locale.site },
    ...(run.ok && served.definition.monitorTitles ? { monitorTitles: served.definition.monitorTitles(run.context) } : {}),
    held: run.ok ? { key: served.definition.contextKey(run.inputs), context: run.context, currency: served.currencyOf(run.context) } : null,
    requested: url.search,
    entry,
  };
}
