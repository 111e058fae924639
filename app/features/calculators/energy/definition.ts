/**
 * The energy calculator on the calculators' frame (frame/README.md). Its inputs are the results
 * page's query (input-schema.ts: layout, each option's rows `c1m`/`c1q`… as the frame's `options`
 * field, country, price, hours…); its assumptions are the figures the panel states, each with its
 * source and overridable with `a.<key>`; compute runs the model (model.ts) with the values in use.
 */
import type { AssumptionSpec, CalculatorDefinition, FieldIssue, FieldSpec, Said, SourceText } from "~/features/calculators/frame/definition";
import { ASSUMPTION_PREFIX } from "~/features/calculators/frame/query";
import type { knownRates } from "~/features/calculators/shared/exchange-rate";
import { countries, currencyOf, DEFAULT_COUNTRY, isCountryCode } from "~/utils/countries";
import { BOUNDS, energyInputSchema, optionsField, PREFILL_PARAM, stateQuery, type EnergyState } from "./input-schema";
import { BTU_PER_KWH, co2PerKwh, computeEnergy, HOURS_PER_YEAR, offHoursPerYear, onHoursPerYear, TEC_KWH_PER_WATT_YEAR, TEC_ON_SHARE, TEC_SLEEP_SHARE } from "./model";
import type { CostPerKwh } from "./price";
import { co2FactorOf, modelInput, resultColumns, type Co2Setting, type ResultColumn } from "./results";

/** What the server knows for the inputs (served.server.ts loads it). */
export type EnergyContext = {
  /** Each option's rows, every monitor with its three power figures (the loader refuses others). */
  columns: ResultColumn[];
  price: CostPerKwh;
  co2: Co2Setting;
  gridAvailable: boolean;
  electricityLive: boolean;
  rates: { rates: ReturnType<typeof knownRates>; date: string | null };
  countryCurrency: string;
  /** Each assumption's source, as the page's panel words it in the visitor's language (assumption-sources.ts). */
  sources: Readonly<Record<string, string>>;
  /** The results page's address without its query: the share link's start. */
  resultsUrl: string;
};

/** On-hours a year can reach: 24 hours × 366 days. */
const MAX_HOURS_PER_YEAR = 24 * 366;
const POWER_KINDS = ["onWatts", "sleepWatts", "offWatts"] as const;

const select = (name: string, label: FieldSpec["label"], options: readonly (readonly [string, Said["key"]])[]): FieldSpec => ({
  name,
  kind: "select",
  label,
  options: options.map(([value, key]) => ({ value, label: { key } })),
});

/**
 * The inputs (the API's and docs' list): the layout, its options (`c1n` an option's name, `c1m`
 * and `c1q` a monitor and its quantity per row, up to `c3…`), where and how long they are used,
 * and how the results are shown.
 */
const fields: readonly FieldSpec[] = [
  Object.assign(
    select("layout", "energy.input.layout", [
      ["single", "energy.layout.single"],
      ["double", "energy.layout.double"],
      ["triple", "energy.layout.triple"],
    ]),
    { hint: "energy.input.layoutHint" as const },
  ),
  optionsField,
  { name: "country", kind: "select", label: "energy.input.country", options: countries.map((country) => ({ value: country.code, label: { region: country.code } })), sorted: true },
  select("env", "energy.input.environment", [
    ["office", "energy.input.office"],
    ["home", "energy.input.home"],
  ]),
  { name: "price", kind: "number", label: "energy.summary.price", hint: "energy.input.priceHint", min: BOUNDS.price.min, max: BOUNDS.price.max, step: "any", money: "local" },
  { name: "hours", kind: "number", label: "energy.input.hours", min: BOUNDS.hours.min, max: BOUNDS.hours.max, step: "any" },
  { name: "days", kind: "number", label: "energy.input.days", min: BOUNDS.days.min, max: BOUNDS.days.max },
  select("units", "energy.input.units", [
    ["metric", "energy.input.metric"],
    ["imperial", "energy.input.imperial"],
  ]),
  select("mode", "energy.toggle.mode", [
    ["standard", "energy.toggle.standard"],
    ["conservative", "energy.toggle.conservative"],
  ]),
  select("view", "energy.toggle.view", [
    ["table", "energy.toggle.table"],
    ["graph", "energy.toggle.graph"],
  ]),
  select("period", "energy.toggle.period", [
    ["annual", "energy.toggle.annually"],
    ["hourly", "energy.toggle.hourly"],
  ]),
  select("co2", "energy.toggle.co2", [
    ["grid", "energy.toggle.co2Grid"],
    ["fixed", "energy.toggle.co2Fixed"],
  ]),
];

/** The chosen monitors, once each, in the order the options name them. */
function chosenMonitors(columns: readonly ResultColumn[]) {
  return [...new Map(columns.flatMap((column) => column.rows.map((row): [string, ResultColumn["rows"][number]["monitor"]] => [row.monitor.slug, row.monitor]))).values()];
}

export function energyAssumptions(inputs: EnergyState, context: EnergyContext): AssumptionSpec[] {
  const { price } = context;
  const source = (key: string): SourceText => ({ text: context.sources[key] ?? "" });
  const spec = (key: string, label: AssumptionSpec["label"], value: number, unit: string, min: number, max: number): AssumptionSpec => ({ key, label, value, unit, min, max, source: source(key) });
  const onHours = onHoursPerYear(inputs.hours, inputs.days);
  const currency = price.rate.currency;
  return [
    spec("onHoursPerYear", "energy.api.onHoursPerYear", onHours, "h/year", 0, MAX_HOURS_PER_YEAR),
    spec("offHoursPerYear", "energy.api.offHoursPerYear", offHoursPerYear(onHours), "h/year", 0, MAX_HOURS_PER_YEAR),
    // The model's year is its definition, stated rather than changed: only its own value passes.
    spec("hoursPerYear", "energy.api.hoursPerYear", HOURS_PER_YEAR, "h/year", HOURS_PER_YEAR, HOURS_PER_YEAR),
    spec("costPerKwh", "energy.assumptions.priceTitle", price.amount, `${price.currency}/kWh`, BOUNDS.price.min, BOUNDS.price.max),
    Object.assign(spec("usdRate", "energy.api.usdRate", price.rate.ratePerUsd, `${currency}/USD`, 0, 1_000_000), { minExclusive: true, labelValues: { currency } }),
    ...(price.euroRate ? [Object.assign(spec("eurRate", "energy.api.eurRate", price.euroRate.ratePerUsd, "EUR/USD", 0, 1_000_000), { minExclusive: true as const })] : []),
    spec("co2PerKwh", "energy.assumptions.co2Title", co2PerKwh(inputs.units, co2FactorOf(context.co2)), `${inputs.units === "metric" ? "kg" : "lb"}/kWh`, 0, 10),
    spec("btuPerKwh", "energy.api.btuPerKwh", BTU_PER_KWH, "BTU/kWh", 0, 10_000),
    spec("tecKwhPerWattYear", "energy.api.tecKwhPerWattYear", TEC_KWH_PER_WATT_YEAR, "kWh/W/year", 0, MAX_HOURS_PER_YEAR / 1000),
    spec("tecOnShare", "energy.api.tecOnShare", TEC_ON_SHARE, "ratio", 0, 1),
    spec("tecSleepShare", "energy.api.tecSleepShare", TEC_SLEEP_SHARE, "ratio", 0, 1),
    ...chosenMonitors(context.columns).flatMap((monitor) =>
      POWER_KINDS.map((kind): AssumptionSpec => Object.assign(spec(`${kind}.${monitor.slug}`, `energy.api.${kind}`, monitor.power[kind], "W", 0, 1000), { labelValues: { monitor: monitor.title } })),
    ),
  ];
}

/**
 * The price a kWh costs with the values in use: an overridden `costPerKwh` as it is; else the
 * country's price follows overridden exchange rates (a live price in US dollars, a Eurostat price
 * in euros, a published price in another currency: converted again), and a price already in the
 * visitor's currency (the visitor's own, a euro country's Eurostat price, a published price in
 * the country's currency) needs none.
 */
export function priceInUse(price: CostPerKwh, values: Readonly<Record<string, number>>): number {
  const amount = values.costPerKwh ?? price.amount;
  if (amount !== price.amount || price.source.kind === "entered") return amount;
  const fromEuros = price.euroRate ? price.euroRate.ratePerUsd / (values.eurRate ?? price.euroRate.ratePerUsd) : 1;
  const inOwnCurrency = (price.source.kind === "eurostat" && price.euroRate === null) || (price.source.kind === "published" && price.priceRate === null);
  const fromUsd = inOwnCurrency ? 1 : (values.usdRate ?? price.rate.ratePerUsd) / price.rate.ratePerUsd;
  return price.amount * fromUsd * fromEuros;
}

/**
 * Each option's rows as the inputs name and count them, with the context's monitors: the context
 * is shared by inputs that differ only in names and quantities (`contextKey`), so these come from the inputs.
 */
function chosenColumns(inputs: EnergyState, context: EnergyContext): ResultColumn[] {
  return resultColumns(inputs, chosenMonitors(context.columns)) ?? context.columns;
}

function compute(inputs: EnergyState, values: Readonly<Record<string, number>>, context: EnergyContext) {
  const { price } = context;
  const amount = priceInUse(price, values);
  const chosenRows = chosenColumns(inputs, context);
  const columns = chosenRows.map((column) =>
    Object.assign({}, column, {
      rows: column.rows.map((row) => {
        const watts = (kind: (typeof POWER_KINDS)[number]) => values[`${kind}.${row.monitor.slug}`] ?? row.monitor.power[kind];
        return Object.assign({}, row, { monitor: Object.assign({}, row.monitor, { power: { onWatts: watts("onWatts"), sleepWatts: watts("sleepWatts"), offWatts: watts("offWatts") } }) });
      }),
    }),
  );
  const result = computeEnergy(
    Object.assign({}, modelInput(inputs, columns, amount, context.co2), {
      overrides: {
        onHoursPerYear: values.onHoursPerYear,
        offHoursPerYear: values.offHoursPerYear,
        co2PerKwh: values.co2PerKwh,
        btuPerKwh: values.btuPerKwh,
        tecKwhPerWattYear: values.tecKwhPerWattYear,
        tecOnShare: values.tecOnShare,
        tecSleepShare: values.tecSleepShare,
      },
    }),
  );
  // The share link restores the inputs and every override.
  const query = stateQuery(inputs);
  for (const assumption of energyAssumptions(inputs, context)) {
    const value = values[assumption.key];
    if (value !== undefined && value !== assumption.value) query.set(`${ASSUMPTION_PREFIX}${assumption.key}`, String(value));
  }
  return {
    currency: price.currency,
    co2Unit: inputs.units === "metric" ? ("kg" as const) : ("lb" as const),
    price: { amount, currency: price.currency, source: price.source, rate: price.rate },
    co2Factor: context.co2,
    co2PerKwh: result.co2PerKwh,
    onHoursPerYear: result.onHoursPerYear,
    offHoursPerYear: result.offHoursPerYear,
    columns: result.columns.map((column, index) => ({
      // The name the page shows: the visitor's, else "Option n".
      name: chosenRows[index]!.name || ({ key: "energy.option", values: { number: index + 1 } } satisfies Said),
      quantity: column.quantity,
      rows: column.rows.map((row, rowIndex) => {
        const chosen = chosenRows[index]!.rows[rowIndex]!;
        return {
          monitor: { slug: chosen.monitor.slug, title: chosen.monitor.title },
          quantity: chosen.quantity,
          kwhPerMonitorYear: row.kwhPerMonitorYear,
          typicalKwhPerMonitorYear: row.typicalKwhPerMonitorYear,
          annual: row.annual,
          hourly: row.hourly,
        };
      }),
      annual: column.annual,
      hourly: column.hourly,
      differenceFromFirst: column.differenceFromFirst,
    })),
    combined: result.combined,
    shareUrl: `${context.resultsUrl}?${query.toString()}`,
  };
}

/** The API's results (numbers unrounded; names as the model's EnergyResult, with each option's monitors). */
export type EnergyAnswer = ReturnType<typeof compute>;

/**
 * Both fields, when the visitor sets either and the values in use (the visitor's, or the
 * calculator's own for the other) together exceed `max`: one issue on each, naming both.
 */
function sumAbove(values: Readonly<Record<string, number>>, overridden: ReadonlySet<string>, first: string, second: string, max: number): FieldIssue[] {
  if ((!overridden.has(first) && !overridden.has(second)) || values[first]! + values[second]! <= max) return [];
  const named = { first: `a.${first}`, second: `a.${second}`, max };
  return [named.first, named.second].map((field) => ({ field, message: "api.error.sum", values: named }));
}

export const energyDefinition: CalculatorDefinition<EnergyState, EnergyContext, EnergyAnswer> = {
  name: "energy",
  inputSchema: energyInputSchema,
  fields,
  pairedLists: [PREFILL_PARAM],
  // The loader reads each option's monitors (not names or quantities) and, for the sources' words,
  // the price, the grid, the hours and the units (served.server.ts).
  contextKey: (inputs) => {
    const { country, environment, price, hours, days, units, mode, period, co2 } = inputs;
    return JSON.stringify([inputs.columns.map((column) => column.rows.map((row) => row.monitor)), country, environment, price, hours, days, units, mode, period, co2]);
  },
  // Once one is set, the on- and off-hours fit in the model's year and the TEC shares in one whole (issue 50).
  crossChecks: (values, overridden) => [
    ...sumAbove(values, overridden, "onHoursPerYear", "offHoursPerYear", HOURS_PER_YEAR),
    ...sumAbove(values, overridden, "tecOnShare", "tecSleepShare", 1),
  ],
  assumptions: energyAssumptions,
  compute,
  // The price is in the country's currency (US dollars where no rate is known, which the run says).
  localCurrency: (raw) => {
    const country = typeof raw.country === "string" ? raw.country.trim().toUpperCase() : DEFAULT_COUNTRY;
    return currencyOf(isCountryCode(country) ? country : DEFAULT_COUNTRY);
  },
  // An other maker's model is not in the page's list: the options summary names it by its title.
  monitorTitles: (context) => Object.fromEntries(chosenMonitors(context.columns).map((monitor) => [monitor.slug, monitor.title])),
};
