/**
 * The energy calculator as the server offers it (frame/served.ts): the context for its inputs —
 * the chosen monitors with their ENERGY STAR power figures, the country's live or fallback price
 * and exchange rates, the grid's CO2 factor, each assumption's source in the visitor's language
 * and the results page's address — its PDF business case, and its saved entries (old ones too).
 */
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { serveCalculator } from "~/features/calculators/frame/served";
import { knownRates } from "~/features/calculators/shared/exchange-rate";
import { keptRows } from "~/utils/kept-rows.server";
import { getLanguage, isSupportedLanguage, type LanguageCode } from "~/i18n/languages";
import { buildPath } from "~/i18n/paths";
import { getTranslator } from "~/i18n/translator.server";
import { createCache } from "~/utils/cache";
import { countryName, currencyOf } from "~/utils/countries";
import { getDb } from "~/utils/db.server";
import { assumptionSources } from "./assumption-sources";
import { energyDefinition, type EnergyAnswer, type EnergyContext } from "./definition";
import { energyFormat } from "./format";
import { gridFactorFor } from "./grid-factors.server";
import { chosenSlugs, fieldId, savedEnergySchema, type EnergyState } from "./input-schema";
import { offHoursPerYear, onHoursPerYear } from "./model";
import { monitorIssues } from "./monitor-check";
import { findMonitors, listMonitorOptions } from "./monitors.server";
import { visitorFormDefaults } from "./visitor-defaults.server";
import { energyRunData } from "./run-data";
import { energyPdf } from "./pdf.server";
import { resolveCostPerKwh } from "./price";
import { loadPricing } from "./pricing.server";
import { co2Setting, resultColumns } from "./results";
import { energyTool } from "./tool";

export const RESULTS_PATH = "/energy-calculator/results";

/**
 * The sources' words, kept per what they are worded from: the language, the hours, the formula,
 * the units, the country, its price and CO2 factor, and each chosen monitor's data sets — not the
 * quantities: the ~60 phrases of an answer are worded once per such key. The price is part of the key,
 * so a new live price is worded anew.
 */
const keptSources = createCache<string, Record<string, string>>({ maxEntries: 500 });

export const loadEnergyContext: ContextLoader<EnergyState, EnergyContext> = async (inputs, request) => {
  const db = await getDb();
  const slugs = chosenSlugs(inputs);
  // Kept a minute like the other calculators' catalogue rows (a third of an answer's CPU otherwise).
  const monitors = await keptRows(db, `energy-monitors ${slugs.join(" ")}`, () => findMonitors(db, slugs));
  const columns = resultColumns(inputs, monitors);
  if (!columns) {
    // Unknown monitors, ones without the three power figures, and options without any.
    return { ok: false, issues: monitorIssues(inputs, monitors) };
  }
  const pricing = await loadPricing(inputs.country);
  const price = resolveCostPerKwh({ country: inputs.country, environment: inputs.environment, entered: inputs.price, ...pricing });
  // No price entered and none published for the country: the visitor's own is required (a 400
  // naming the field), never another country's price converted.
  if (!price) return { ok: false, issues: [{ field: fieldId.price, message: "energy.error.priceRequired" }] };
  const gridFactor = gridFactorFor(inputs.country);
  const co2 = co2Setting(inputs.co2, gridFactor);
  const language: LanguageCode = isSupportedLanguage(request.language) ? request.language : "en-us";
  const { locale } = getLanguage(language);
  const t = await getTranslator(language);
  const onHours = onHoursPerYear(inputs.hours, inputs.days);
  const monitorSources = columns.flatMap((column) => column.rows.map((row) => [row.monitor.slug, row.monitor.sources]));
  const { hours, days, mode, units, period, country } = inputs;
  const sourcesKey = JSON.stringify([language, hours, days, mode, units, period, country, price, co2, monitorSources]);
  const sources = await keptSources.get(sourcesKey, async () =>
    assumptionSources({
      data: { state: { hours, days, mode }, price, co2, columns, result: { onHoursPerYear: onHours, offHoursPerYear: offHoursPerYear(onHours) } },
      countryName: countryName(country, locale),
      format: energyFormat(t, locale, price.currency, units, period),
      t,
      locale,
    }),
  );
  return {
    ok: true,
    context: {
      columns,
      price,
      co2,
      gridAvailable: gridFactor !== undefined,
      electricityLive: pricing.electricity.status === "live",
      rates: { rates: knownRates(pricing.rates), date: pricing.rates.status === "live" ? pricing.rates.date : null },
      countryCurrency: currencyOf(inputs.country),
      sources,
      resultsUrl: `${request.origin ?? ""}${buildPath(RESULTS_PATH, language, request.site, request.hostMode ?? false)}`,
    },
  };
};

/** The monitor list's group of models without power figures; its name is the phrase `series.without-power-figures`. */
const NO_POWER_FIGURES = "without-power-figures";

export const servedEnergy = serveCalculator<EnergyState, EnergyContext, EnergyAnswer>(energyTool, {
  definition: energyDefinition,
  loadContext: loadEnergyContext,
  currencyOf: (context) => context.price.currency,
  pdfResponse: (run, t, language) => energyPdf(energyRunData(run), t, getLanguage(language)),
  savedSchema: savedEnergySchema,
  // The site's own models by series; those without ENERGY STAR's three power figures last, in a
  // group that says so: unknown figures never hide a model (choosing one says why it cannot compute).
  monitors: async (db, site) => {
    const { options } = await listMonitorOptions(db, site);
    return [
      ...options.filter((option) => option.usable).map(({ slug, title, series }) => ({ slug, title, series })),
      ...options.filter((option) => !option.usable).map(({ slug, title }) => ({ slug, title, series: NO_POWER_FIGURES })),
    ];
  },
  visitorDefaults: visitorFormDefaults,
});
