/**
 * The input page's data: the form as the address gives it, its messages, the monitor lists and
 * the country's automatic price. A row or layout button's `intent` is applied here and
 * answered with a redirect to the new address.
 */
import { visitorFormDefaults } from "./visitor-defaults.server";
import { countryName, countryOptions, DEFAULT_COUNTRY, isCountryCode } from "~/utils/countries";
import { knownRates } from "~/features/calculators/shared/exchange-rate";
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import { buildPath, type SiteId } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";
import type { EnergyInputFormProps } from "./components/energy-input-form";
import { applyIntent, fieldId, formQuery, PARAM, readForm, repeatedParams } from "./form-state";
import { monitorErrors } from "./monitor-check";
import { findMonitors, listMonitorOptions } from "./monitors.server";
import { offeredPrice } from "./price";
import { loadPricing } from "./pricing.server";
import { choiceErrors, chosenSlugs, validateForm, type FieldMessage } from "./input-schema";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { ASSUMPTION_PREFIX, runCalculator } from "~/features/calculators/frame/query";
import type { FieldIssue } from "~/features/calculators/frame/definition";
import { servedEnergy } from "./served.server";

/**
 * The address's `a.<key>` overrides (the results page sends a bad one back here) and what is wrong
 * with them: the run that checks them against their assumptions' bounds, only when there are any.
 */
async function overridesWithIssues(params: URLSearchParams, locale: Locale): Promise<{ overrides: Record<string, string>; issues: FieldIssue[] }> {
  const query = parseCalculatorQuery(params, servedEnergy.definition);
  const { overrides } = query;
  if (Object.keys(overrides).length === 0) return { overrides, issues: [] };
  const run = await runCalculator(servedEnergy.definition, servedEnergy.loadContext, query, { site: locale.site, language: locale.language, hostMode: locale.hostMode });
  return { overrides, issues: run.ok ? [] : run.issues.filter((issue) => issue.field.startsWith(ASSUMPTION_PREFIX)) };
}

/** Why the results page sent the visitor back: "monitors" (none usable) or "entry" (not found). */
export const PROBLEM_PARAM = "problem";

type Locale = { language: LanguageCode; site: SiteId; hostMode: boolean };

export async function loadInputPage(request: Request, locale: Locale) {
  const url = new URL(request.url);
  const form = readForm(url.searchParams, visitorFormDefaults(request));
  const intent = url.searchParams.get(PARAM.intent);
  if (intent !== null) {
    const next = applyIntent(form, intent);
    const path = buildPath("/energy-calculator/input", locale.language, locale.site, locale.hostMode);
    return { kind: "redirect", to: `${path}${formQuery(next.form)}${next.focus ? `#${next.focus}` : ""}` } as const;
  }
  const problem = url.searchParams.get(PROBLEM_PARAM);
  const country = isCountryCode(form.country) ? form.country : DEFAULT_COUNTRY;
  const db = await getDb();
  const [list, chosen, pricing, assumed] = await Promise.all([
    listMonitorOptions(db, locale.site),
    findMonitors(db, chosenSlugs(form)),
    loadPricing(country),
    overridesWithIssues(url.searchParams, locale),
  ]);
  const validation = validateForm(form);
  // A parameter given twice (input-rules) is named on its field; the form shows the first value and sends it once.
  const repeated = Object.fromEntries(repeatedParams(url.searchParams).map((name) => [name, { key: "api.error.repeated" } satisfies FieldMessage]));
  const overrideErrors = Object.fromEntries(assumed.issues.map((issue) => [issue.field, { key: issue.message, ...(issue.values ? { values: issue.values } : {}) } satisfies FieldMessage]));
  const price = offeredPrice({ country, environment: form.environment, electricity: pricing.electricity, rates: pricing.rates });
  // Sent back from the results without a price where none is published: the field says so (not on a first visit).
  const priceMissing = problem !== null && price.automatic === null && form.price === "" && !(validation.ok ? false : fieldId.price in validation.errors);
  const errors = {
    ...repeated,
    ...choiceErrors(url.searchParams),
    ...(validation.ok ? {} : validation.errors),
    ...monitorErrors(form, chosen, { requireEveryColumn: problem === "monitors" }),
    ...overrideErrors,
    ...(priceMissing ? { [fieldId.price]: { key: "energy.error.priceRequired" } satisfies FieldMessage } : {}),
  };
  const own = new Set(list.options.map((option) => option.slug));
  // `redraw` is the address the browser shows, given by the route.
  const formProps: Omit<EnergyInputFormProps, "redraw"> = {
    form,
    errors,
    series: list.series,
    options: list.options,
    extraOptions: chosen
      .filter((monitor) => !own.has(monitor.slug))
      .map((monitor) => ({ slug: monitor.slug, title: monitor.title, series: null, usable: monitor.power !== null })),
    countries: countryOptions(getLanguage(locale.language).locale),
    price: { currency: price.currency, automatic: price.automatic, countryName: countryName(country, getLanguage(locale.language).locale) },
    overrides: assumed.overrides,
    overrideIssues: assumed.issues,
  };
  return {
    kind: "page",
    data: {
      form: formProps,
      rates: { rates: knownRates(pricing.rates), date: pricing.rates.status === "live" ? pricing.rates.date : null },
      entryNotFound: problem === "entry",
    },
  } as const;
}
