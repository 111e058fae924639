/**
 * The results page's data. The results need a valid form and at least one usable monitor in
 * every option; otherwise the visitor goes back to the inputs, which show what to fix. A saved
 * entry (`?entry=…`) is restored into the address first.
 */
import { visitorFormDefaults } from "./visitor-defaults.server";
import { currencyOf } from "~/utils/countries";
import { knownRates } from "~/features/calculators/shared/exchange-rate";
import { buildPath, type SiteId } from "~/i18n/paths";
import type { LanguageCode } from "~/i18n/languages";
import { getDb } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { columnParam, formToParams, PARAM, readForm, repeatedParams, type RawForm } from "./form-state";
import { PROBLEM_PARAM } from "./input-page.server";
import { computeEnergy } from "./model";
import { findMonitors } from "./monitors.server";
import { resolveCostPerKwh } from "./price";
import { loadPricing } from "./pricing.server";
import { gridFactorFor } from "./grid-factors.server";
import { co2Setting, modelInput, resultColumns } from "./results";
import { loadEnergyEntry } from "./saved-entry.server";
import { monitorErrors } from "./monitor-check";
import { chosenSlugs, stateToForm, validateForm } from "./validate";

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

function redirectTo(to: string) {
  return { kind: "redirect" as const, to };
}

export async function loadResultsPage(request: Request, locale: Locale) {
  const url = new URL(request.url);
  const inputPath = buildPath("/energy-calculator/input", locale.language, locale.site, locale.hostMode);
  const resultsPath = buildPath("/energy-calculator/results", locale.language, locale.site, locale.hostMode);
  const hasState = url.searchParams.has(columnParam(0, "monitor")) || url.searchParams.has(PARAM.prefill);
  const entry = url.searchParams.has(PARAM.entry) ? await loadEnergyEntry(request) : ({ status: "none" } as const);
  if (!hasState && entry.status === "found") return redirectTo(`${resultsPath}${query(stateToForm(entry.state), { [PARAM.entry]: entry.urlTitle })}`);
  if (!hasState && entry.status === "not-found") return redirectTo(`${inputPath}?${PROBLEM_PARAM}=entry`);

  // A parameter given twice (input-rules) goes back to the inputs as it came, where its field says so.
  if (repeatedParams(url.searchParams).length > 0) return redirectTo(`${inputPath}${url.search}`);
  const form = readForm(url.searchParams, visitorFormDefaults(request));
  // A form sent without JavaScript carries an empty price and option names: the canonical address leaves them out.
  if (hasEmptyOptional(url.searchParams)) {
    const canonical = formToParams(form);
    if (url.searchParams.has(PARAM.entry)) canonical.set(PARAM.entry, url.searchParams.get(PARAM.entry)!);
    return redirectTo(`${resultsPath}?${canonical.toString()}`);
  }
  const outcome = await computeResults(form, url, locale);
  if (!outcome.ok) return redirectTo(`${inputPath}${query(form, { [PROBLEM_PARAM]: "monitors" })}`);
  return {
    kind: "page" as const,
    data: { ...outcome.data, entry: entry.status === "found" ? { status: "found" as const, urlTitle: entry.urlTitle } : { status: entry.status } },
  };
}

/**
 * The results for a form, or what is wrong with it: its fields' messages, and the rows whose
 * monitor is unknown or lacks power figures (a column without one included). The results page
 * sends the visitor back to the inputs with them; the PDF answers 400 with them.
 */
export async function computeResults(form: RawForm, url: URL, locale: Locale) {
  const resultsPath = buildPath("/energy-calculator/results", locale.language, locale.site, locale.hostMode);
  const validation = validateForm(form);
  if (!validation.ok) return { ok: false as const, errors: validation.errors };
  const { state } = validation;
  const monitors = await findMonitors(await getDb(), chosenSlugs(form));
  const columns = resultColumns(state, monitors);
  if (!columns) return { ok: false as const, errors: monitorErrors(form, monitors, { requireEveryColumn: true }) };

  const pricing = await loadPricing(state.country);
  const price = resolveCostPerKwh({ country: state.country, environment: state.environment, entered: state.price, ...pricing });
  const gridFactor = gridFactorFor(state.country);
  const co2 = co2Setting(state.co2, gridFactor);
  const result = computeEnergy(modelInput(state, columns, price.amount, co2));
  return {
    ok: true as const,
    data: {
      form,
      state,
      columns,
      result,
      price,
      co2,
      gridAvailable: gridFactor !== undefined,
      electricityLive: pricing.electricity.status === "live",
      rates: { rates: knownRates(pricing.rates), date: pricing.rates.status === "live" ? pricing.rates.date : null },
      countryCurrency: currencyOf(state.country),
      // The configured public origin when there is one: the request's may be a proxy's view.
      shareUrl: `${getEnv().APP_ORIGIN ?? url.origin}${resultsPath}${query(form)}`,
      inputQuery: query(form),
      // The API has no site prefix: the For Home catalogue is asked for by name.
      pdfHref: `/${locale.language}/api/calculators/energy.pdf${query(form, locale.site === "home" ? { site: "home" } : {})}`,
    },
  };
}

export type ResultsPageData = Extract<Awaited<ReturnType<typeof loadResultsPage>>, { kind: "page" }>["data"];
