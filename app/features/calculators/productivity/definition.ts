/**
 * The productivity calculator (also the TEI layout's and why-refresh's productivity case): its
 * bounded inputs, the inputs panel, every constant as an overridable assumption with its source,
 * and the compute that feeds model.ts. Pure: the context (exchange rate, catalogue monitor and
 * the price to use) is loaded by context.server.ts.
 */
import { z } from "zod";
import type { AssumptionSpec, CalculatorDefinition, FieldSpec, Said } from "~/features/calculators/frame/definition";
import { choice, numberInput, numberWithDefault, slugInput, yesNo } from "~/features/calculators/frame/fields";
import {
  businessInputShape,
  businessLocalCurrency,
  countryField,
  DEFAULT_GAIN_SOURCE,
  gainAssumption,
  gainSourceField,
  gainSourceKeys,
  gainSources,
  salaryField,
  salaryOf,
  wageAssumptions,
  type BusinessContext,
} from "~/features/calculators/shared/business";
import { moneyCurrencyField, moneyCurrencyInput, toUsd } from "~/features/calculators/shared/money-input";
import { studySource } from "~/features/calculators/shared/studies/study";
import { ultrasharpTei2018 } from "~/features/calculators/shared/studies/ultrasharp-tei-2018";
import {
  computeProductivity,
  productivityDefaults,
  productivityValues,
  type ProductivityResult,
} from "./model";
import { seriesBrandNames, seriesFactorOf } from "./series-factor";
import { benefitConditions, usbCFactOf } from "./benefit-conditions";
import { compareUpgrade } from "./upgrade";
import { legacyDiagonals, legacySizeFor } from "~/features/calculators/why-refresh/legacy-sizes";

export const MAX_STAFF = 1_000_000;
export const MAX_MONITORS_PER_PERSON = 10;
export const MAX_PRICE_USD = 100_000;

const deploymentPlans = ["1", "2", "3"] as const;

/** A catalogue price may be absent; an entered one must be above 0 ("zero price" is a 400). */
const priceInput = numberInput(0, MAX_PRICE_USD).refine((value) => value > 0, "productivity.error.priceZero");

/** The diagonal of the monitors being replaced: one of why-refresh's legacy sizes, or none. */
const legacySizeInput = numberInput(0, 100).refine((value) => legacyDiagonals.includes(value), "whyRefresh.error.legacySize");

/** The legacy sizes as select options ("22.0 in (1680 × 1050)"), shared with why-refresh. */
export const legacySizeOptions = legacyDiagonals.map((diagonal) => {
  const size = legacySizeFor(diagonal)!;
  return { value: diagonal.toFixed(1), label: { key: "whyRefresh.input.legacySizeOption", values: { size: diagonal.toFixed(1), width: size.widthPx, height: size.heightPx } } as const };
});

/**
 * The productivity inputs without the shared country and salary (why-refresh adds them to its own).
 * `existingCustomer` and `proSupport` change no figure of this model (docs/models/productivity.md):
 * they are not asked for, but old saved links that carry them still parse.
 */
export const productivityInputShape = {
  staff: numberWithDefault(1, MAX_STAFF, 100, { integer: true }),
  monitorsPerPerson: numberWithDefault(1, MAX_MONITORS_PER_PERSON, 1, { integer: true }),
  monitor: slugInput.optional(),
  moneyCurrency: moneyCurrencyInput,
  price: priceInput.optional(),
  discount: numberWithDefault(0, 1, 0.1),
  mounting: yesNo(false),
  gainSource: choice(gainSourceKeys, DEFAULT_GAIN_SOURCE),
  deploymentPlan: choice(deploymentPlans, "1").transform((plan) => Number(plan) as 1 | 2 | 3),
  legacySize: legacySizeInput.optional(),
  /** The monitors being replaced already have a USB-C or Thunderbolt port: no connectivity benefit to gain. */
  legacyUsbC: yesNo(false),
  existingCustomer: yesNo(true),
  proSupport: yesNo(true),
};

export const productivityInputSchema = z.object({ ...businessInputShape, ...productivityInputShape });
export type ProductivityInputs = z.output<typeof productivityInputSchema>;

/** A catalogue monitor; size and resolution are null (or absent) when the catalogue does not give them. */
export type ProductivityMonitor = {
  slug: string;
  title: string;
  series: string | null;
  listPriceUsd: number | null;
  sizeInches?: number | null;
  widthPx?: number | null;
  heightPx?: number | null;
  /** The catalogue's port list (ENERGY STAR's interfaces); empty or absent when no source gives one. */
  ports?: readonly string[] | null;
};

/**
 * What the server found: the country's currency and rate, the catalogue monitor, and the price
 * used in US dollars (entered wins; a local one at the context's rate — compute converts it
 * again at the applied rate).
 */
export type ProductivityContext = BusinessContext & { monitor: ProductivityMonitor | null; priceUsd: number };

/** The productivity fields after the shared ones, in panel order (the monitor before its price). */
export const productivityFields: readonly FieldSpec[] = [
  { name: "staff", kind: "number", label: "productivity.input.staff", hint: "productivity.input.staffHint", min: 1, max: MAX_STAFF, step: 1 },
  {
    name: "monitorsPerPerson",
    kind: "number",
    label: "productivity.input.monitorsPerPerson",
    hint: "productivity.input.monitorsPerPersonHint",
    min: 1,
    max: MAX_MONITORS_PER_PERSON,
    step: 1,
  },
  { name: "monitor", kind: "monitor", label: "productivity.input.monitor", hint: "productivity.input.monitorHint", optional: { key: "productivity.input.monitorNone" } },
  moneyCurrencyField,
  { name: "price", kind: "number", label: "productivity.input.price", hint: "productivity.input.priceHint", min: 0, max: MAX_PRICE_USD, step: "any", money: "chosen" },
  { name: "discount", kind: "number", label: "productivity.input.discount", hint: "productivity.input.discountHint", min: 0, max: 1, step: "any", percent: true },
  { name: "mounting", kind: "yes-no", label: "productivity.input.mounting", hint: "productivity.input.mountingHint" },
  gainSourceField,
  {
    name: "deploymentPlan",
    kind: "select",
    label: "productivity.input.deploymentPlan",
    hint: "productivity.input.deploymentPlanHint",
    options: deploymentPlans.map((plan) => ({ value: plan, label: { key: `productivity.deploymentPlan.${plan}` } as const })),
  },
  {
    name: "legacySize",
    kind: "select",
    label: "productivity.input.legacySize",
    hint: "productivity.input.legacySizeHint",
    options: legacySizeOptions,
    optional: { key: "productivity.input.legacySizeNone" },
  },
  { name: "legacyUsbC", kind: "yes-no", label: "productivity.input.legacyUsbC", hint: "productivity.input.legacyUsbCHint" },
];

function seriesFactorAssumption(context: ProductivityContext): AssumptionSpec {
  const series = context.monitor?.series ?? null;
  const { value, basis } = seriesFactorOf(series, context.monitor !== null);
  const name = (series && seriesBrandNames[series]) ?? series ?? "—";
  const source: Said =
    basis === "listed"
      ? { key: "productivity.source.seriesFactorListed", values: { series: name } }
      : basis === "largeFormat"
        ? { key: "productivity.source.seriesFactorLargeFormat" }
        : basis === "other"
          ? { key: "productivity.source.seriesFactorOther", values: { series: name } }
          : { key: "productivity.source.seriesFactorNoMonitor" };
  return { key: "seriesFactor", label: "productivity.assumption.seriesFactor", value, unit: "×", min: 0, max: 1, source };
}

/**
 * Where a productivity constant comes from: the UltraSharp TEI study's section and page when the
 * study lists the figure, else the maker's figure (no public study was found for it).
 */
export function productivitySource(key: string): Said {
  return key in ultrasharpTei2018.figures ? studySource(ultrasharpTei2018, key) : { key: "productivity.source.productivityModel" };
}

/** The productivity constants for these inputs (without the shared wage ones). */
export function productivityAssumptions(inputs: Pick<ProductivityInputs, "gainSource" | "mounting">, context: ProductivityContext): AssumptionSpec[] {
  const d = productivityDefaults;
  const share = (key: string, label: AssumptionSpec["label"], value: number): AssumptionSpec => ({ key, label, value, unit: "ratio", min: 0, max: 1, source: productivitySource(key) });
  const spec = productivitySource;
  return [
    gainAssumption(inputs.gainSource),
    share("conversion", "productivity.assumption.conversion", d.conversion),
    share("productivityRisk", "productivity.assumption.productivityRisk", d.productivityRisk),
    { key: "connectivityHours", label: "productivity.assumption.connectivityHours", value: d.connectivityHours, unit: "h/year", min: 0, max: 8760, source: spec("connectivityHours") },
    share("operationalRisk", "productivity.assumption.operationalRisk", d.operationalRisk),
    { key: "attrition", label: "productivity.assumption.attrition", value: d.attrition, unit: "1/year", min: 0, max: 1, source: spec("attrition") },
    share("attritionAvoidance", "productivity.assumption.attritionAvoidance", d.attritionAvoidance),
    seriesFactorAssumption(context),
    { key: "hiringCostUsd", label: "productivity.assumption.hiringCostUsd", value: d.hiringCostUsd, unit: "USD", min: 0, max: 1_000_000, source: spec("hiringCostUsd") },
    share("talentBrandRisk", "productivity.assumption.talentBrandRisk", d.talentBrandRisk),
    // Listed only when chosen: the panel shows the constants the answer uses.
    ...(inputs.mounting
      ? [{ key: "mountingUsd", label: "productivity.assumption.mountingUsd", value: d.mountingUsd, unit: "USD", min: 0, max: MAX_PRICE_USD, source: spec("mountingUsd") } as const]
      : []),
    { key: "deploymentHours", label: "productivity.assumption.deploymentHours", value: d.deploymentHours, unit: "h", min: 0, max: 100, source: spec("deploymentHours") },
    share("deploymentRisk", "productivity.assumption.deploymentRisk", d.deploymentRisk),
    { key: "movesPerMonitor", label: "productivity.assumption.movesPerMonitor", value: d.movesPerMonitor, unit: "1/year", min: 0, max: 100, source: spec("movesPerMonitor") },
    { key: "moveHours", label: "productivity.assumption.moveHours", value: d.moveHours, unit: "h", min: 0, max: 100, source: spec("moveHours") },
  ];
}

/**
 * The productivity case for parsed inputs, applied assumption values and a loaded context:
 * the definition's compute, exported for why-refresh's productivity tab.
 */
export function computeProductivityCase(
  inputs: Omit<ProductivityInputs, "country" | "monitor" | "existingCustomer" | "proSupport"> & { salary?: number | undefined },
  values: Readonly<Record<string, number>>,
  context: ProductivityContext,
): ProductivityResult {
  const applied = productivityValues(values, {
    usdRate: context.rate.ratePerUsd,
    gain: gainSources[inputs.gainSource],
    seriesFactor: seriesFactorOf(context.monitor?.series ?? null, context.monitor !== null).value,
  });
  const salary = salaryOf(inputs, context, applied);
  // An entered price in the country's currency converts at the rate in use too; the catalogue's is USD.
  const priceUsd = inputs.price === undefined ? context.priceUsd : toUsd(inputs.price, inputs.moneyCurrency, applied.usdRate);
  const upgrade = compareUpgrade(inputs.legacySize, context.monitor);
  const conditions = benefitConditions({ upgrade, monitor: context.monitor?.title ?? null, usbC: usbCFactOf(context.monitor?.ports), legacyUsbC: inputs.legacyUsbC });
  return computeProductivity(
    {
      staff: inputs.staff,
      monitorsPerPerson: inputs.monitorsPerPerson,
      plan: inputs.deploymentPlan,
      mounting: inputs.mounting,
      priceUsd,
      discount: inputs.discount,
      salary,
      upgrade,
      conditions,
    },
    applied,
  );
}

export const productivityDefinition: CalculatorDefinition<ProductivityInputs, ProductivityContext, ProductivityResult> = {
  name: "productivity",
  inputSchema: productivityInputSchema,
  // context.server.ts reads the country, the monitor and the price in its currency.
  contextKey: (inputs) => JSON.stringify([inputs.country, inputs.monitor ?? null, inputs.price ?? null, inputs.moneyCurrency]),
  fields: [countryField, salaryField, ...productivityFields],
  assumptions: (inputs, context) => [...wageAssumptions(context), ...productivityAssumptions(inputs, context)],
  compute: computeProductivityCase,
  localCurrency: businessLocalCurrency,
};
