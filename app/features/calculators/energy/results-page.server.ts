/**
 * The results page's data: the address's form run through the calculators' frame (`runCalculator`
 * with energy's definition and context, as the API runs it), `a.<key>` overrides included. The
 * results need a valid form and at least one usable monitor in every option; otherwise the
 * visitor goes back to the inputs, which show what to fix. A saved entry (`?entry=…`) is
 * restored into the address first.
 */
import { visitorFormDefaults } from "./visitor-defaults.server";
import { csvHref } from "~/features/calculators/frame/page.server";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { ASSUMPTION_PREFIX, runCalculator } from "~/features/calculators/frame/query";
import { restoreSavedQuery } from "~/features/calculators/frame/saved-query.server";
import { buildPath, type SiteId } from "~/i18n/paths";
import type { LanguageCode } from "~/i18n/languages";
import { publicOrigin } from "~/utils/env.server";
import { badChoices, columnParam, formToParams, PARAM, readForm, repeatedParams, type RawForm } from "./form-state";
import { PROBLEM_PARAM } from "./input-page.server";
import { energyRunData } from "./run-data";
import { RESULTS_PATH, servedEnergy } from "./served.server";
// Registers every served calculator's saved-entry schema, energy's (which reads old entries) among them.
import "../served.server";

type Locale = { language: LanguageCode; site: SiteId; hostMode: boolean };

function query(form: RawForm, extra: Record<string, string> = {}): string {
  const params = formToParams(form);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `?${params.toString()}`;
}

/** Whether the address holds an empty parameter whose absence means the same (the price, an option's name). */
export function hasEmptyOptional(params: URLSearchParams): boolean {
  return [...params].some(([name, value]) => value.trim() === "" && (name === PARAM.price || /^c\d+n$/.test(name)));
}

/** The address's `a.<key>` overrides that say something, in order. */
function overridesOf(params: URLSearchParams): [string, string][] {
  return [...params].filter(([name, value]) => name.startsWith(ASSUMPTION_PREFIX) && value.trim() !== "");
}

function redirectTo(to: string) {
  return { kind: "redirect" as const, to };
}

export async function loadResultsPage(request: Request, locale: Locale) {
  const url = new URL(request.url);
  const inputPath = buildPath("/energy-calculator/input", locale.language, locale.site, locale.hostMode);
  const resultsPath = buildPath(RESULTS_PATH, locale.language, locale.site, locale.hostMode);
  const hasState = url.searchParams.has(columnParam(0, "monitor")) || url.searchParams.has(PARAM.prefill);
  const { params: saved, entry } = await restoreSavedQuery(request, servedEnergy.name);
  if (!hasState && entry.status === "found") {
    saved.set(PARAM.entry, entry.urlTitle);
    return redirectTo(`${resultsPath}?${saved.toString()}`);
  }
  if (!hasState && entry.status === "not-found") return redirectTo(`${inputPath}?${PROBLEM_PARAM}=entry`);

  // A parameter given twice (input-rules) goes back to the inputs as it came, where its field says so.
  // So does a choice that is none of its field's (`mode=constructor`): the input page names it.
  if (repeatedParams(url.searchParams).length > 0 || badChoices(url.searchParams).length > 0) return redirectTo(`${inputPath}${url.search}`);
  const form = readForm(url.searchParams, visitorFormDefaults(request));
  // A form sent without JavaScript carries an empty price and option names: the canonical address leaves them out.
  if (hasEmptyOptional(url.searchParams)) {
    const canonical = formToParams(form);
    for (const [name, value] of overridesOf(url.searchParams)) canonical.append(name, value);
    if (url.searchParams.has(PARAM.entry)) canonical.set(PARAM.entry, url.searchParams.get(PARAM.entry)!);
    return redirectTo(`${resultsPath}?${canonical.toString()}`);
  }
  // The form as read (the visitor's settings fill in country and units) and the overrides: what the run, the share link and a saved entry mean.
  const params = formToParams(form);
  const overrides = overridesOf(url.searchParams);
  for (const [name, value] of overrides) params.append(name, value);
  const run = await runCalculator(servedEnergy.definition, servedEnergy.loadContext, parseCalculatorQuery(params, servedEnergy.definition), {
    site: locale.site,
    language: locale.language,
    // The configured public origin when there is one: the request's may be a proxy's view.
    origin: publicOrigin(),
    hostMode: locale.hostMode,
  });
  if (!run.ok) {
    // Back to the inputs with every override kept (the input page shows each as a field with its
    // message); "monitors" only when something besides an override stopped the run.
    const back = new URLSearchParams(query(form));
    for (const [name, value] of overrides) back.append(name, value);
    if (run.issues.some((issue) => !issue.field.startsWith(ASSUMPTION_PREFIX))) back.set(PROBLEM_PARAM, "monitors");
    return redirectTo(`${inputPath}?${back.toString()}`);
  }
  const savedQuery = params.toString();
  return {
    kind: "page" as const,
    data: Object.assign({}, energyRunData(run), {
      form,
      /** What a saved entry stores and the switches keep: the inputs and the overrides. */
      query: savedQuery,
      overrideQuery: overrides.map(([name, value]) => `&${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join(""),
      inputQuery: query(form),
      csvHref: csvHref(locale.language, locale.site, servedEnergy.name, savedQuery),
      // The API has no site prefix: the For Home catalogue is asked for by name.
      pdfHref: `/${locale.language}/api/calculators/${servedEnergy.name}.pdf?${savedQuery}${locale.site === "home" ? "&site=home" : ""}`,
      entry,
    }),
  };
}

export type ResultsPageData = Extract<Awaited<ReturnType<typeof loadResultsPage>>, { kind: "page" }>["data"];
