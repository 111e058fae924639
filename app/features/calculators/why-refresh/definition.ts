/**
 * The why-refresh calculator in the frame: a legacy fleet against a catalogue monitor — the
 * workspace gained, the energy, cost and CO2 saved a year (the energy model) — with the
 * constants it uses for the inputs (the legacy size's ENERGY STAR median, the CO2 factor).
 */
import { z } from "zod";
import { CO2_KG_PER_KWH } from "~/features/calculators/energy/model";
import type { GridFactor } from "~/features/calculators/energy/grid-factors";
import type { AssumptionSpec, CalculatorDefinition, FieldSpec, Said } from "~/features/calculators/frame/definition";
import { numberInput, numberWithDefault, slugInput } from "~/features/calculators/frame/fields";
import {
  computeProductivityCase,
  legacySizeOptions,
  MAX_STAFF,
  productivityAssumptions,
  productivityFields,
  productivityInputShape,
  type ProductivityContext,
} from "~/features/calculators/productivity/definition";
import type { ProductivityResult } from "~/features/calculators/productivity/model";
import { businessInputShape, businessLocalCurrency, countryField, salaryField, wageAssumptions, type BusinessContext } from "~/features/calculators/shared/business";
import { legacyPowerFor } from "./legacy-power";
import { DEFAULT_LEGACY_DIAGONAL, legacySizeFor } from "./legacy-sizes";
import { studySummary, type StudySummary } from "~/features/calculators/shared/studies/study";
import { ultrasharpTei2018 } from "~/features/calculators/shared/studies/ultrasharp-tei-2018";
import { computeWorkspaceEnergy, type RefreshMonitor, type WhyRefreshWorkspaceEnergy } from "./model";

/** Why-refresh always has a legacy size (22 inches when none is given): the productivity case compares with it. */
const legacySizeWithDefault = productivityInputShape.legacySize.transform((value) => value ?? DEFAULT_LEGACY_DIAGONAL);

export const whyRefreshOwnShape = {
  legacyCount: numberWithDefault(1, 1_000_000, 100, { integer: true }),
  legacySize: legacySizeWithDefault,
  monitor: slugInput,
  hoursPerDay: numberWithDefault(0, 24, 8),
  daysPerYear: numberWithDefault(0, 366, 250, { integer: true }),
  pricePerKWh: numberInput(0, 1_000_000).optional(),
};

/**
 * The productivity inputs as well: the same monitor, staff defaulting to the number of old
 * monitors, and the legacy size always given (its own field, above).
 */
const { monitor: _monitor, staff: _staff, legacySize: _legacySize, ...productivityRest } = productivityInputShape;

export const whyRefreshInputSchema = z.object({
  ...whyRefreshOwnShape,
  ...businessInputShape,
  ...productivityRest,
  staff: numberInput(1, MAX_STAFF, { integer: true }).optional(),
});
export type WhyRefreshInputs = z.infer<typeof whyRefreshInputSchema>;

export const whyRefreshOwnFields: FieldSpec[] = [
  { name: "legacyCount", kind: "number", label: "whyRefresh.input.legacyCount", hint: "whyRefresh.input.legacyCountHint", min: 1, max: 1_000_000, step: 1 },
  {
    name: "legacySize",
    kind: "select",
    label: "whyRefresh.input.legacySize",
    options: legacySizeOptions,
  },
  { name: "monitor", kind: "monitor", label: "whyRefresh.input.monitor", hint: "whyRefresh.input.monitorHint" },
  countryField,
  { name: "hoursPerDay", kind: "number", label: "whyRefresh.input.hoursPerDay", min: 0, max: 24, step: "any" },
  { name: "daysPerYear", kind: "number", label: "whyRefresh.input.daysPerYear", min: 0, max: 366, step: 1 },
  { name: "pricePerKWh", kind: "number", label: "whyRefresh.input.pricePerKWh", hint: "whyRefresh.input.pricePerKWhHint", min: 0, max: 1_000_000, step: "any" },
];

/**
 * What the server looks up: the monitor's figures, the country's automatic price and grid factor,
 * and the productivity case's context — or why there is none (no price known for the monitor).
 */
export type WhyRefreshContext = {
  business: BusinessContext;
  productivity: { ok: true; context: ProductivityContext } | { ok: false; reason: Said };
  monitor: { slug: string; title: string; figures: RefreshMonitor };
  /** The country's price per kWh in its currency, and where it comes from. */
  automaticPrice: { amount: number; source: Said };
  /** The country's grid CO2 factor (Ember via CO2.js), the energy calculator's; none: the fixed factor. */
  gridFactor: GridFactor | undefined;
};

export function workspaceEnergyAssumptions(inputs: { legacySize: number }, context: WhyRefreshContext): AssumptionSpec[] {
  const power = legacyPowerFor(inputs.legacySize)!;
  const grid = context.gridFactor;
  return [
    {
      key: "legacyPowerOnW",
      label: "whyRefresh.assumption.legacyPowerOnW",
      value: power.medianOnWatts,
      unit: "W",
      min: 0,
      max: 1000,
      source: { key: "whyRefresh.source.legacyPower", values: { count: power.listings, size: inputs.legacySize.toFixed(1) } },
    },
    {
      key: "co2KgPerKwh",
      label: "whyRefresh.assumption.co2KgPerKwh",
      value: grid === undefined ? CO2_KG_PER_KWH : grid.gramsPerKwh / 1000,
      unit: "kg CO2e/kWh",
      min: 0,
      max: 10,
      source: grid === undefined ? { key: "whyRefresh.source.co2Fixed" } : { key: "whyRefresh.source.co2Grid", values: { year: String(grid.year) } },
    },
  ];
}

/** The new monitor as the workspace tab and the PDF compare it with the legacy one: resolution and on-mode power too. */
export type RefreshMonitorAnswer = { slug: string; title: string; widthPx: number; heightPx: number; powerOnW: number };

export type WorkspaceEnergyAnswer = WhyRefreshWorkspaceEnergy & { monitor: RefreshMonitorAnswer; pricePerKWh: number; priceSource: Said };

export function computeWorkspaceEnergyPart(inputs: Omit<WhyRefreshInputs, "country" | "salary">, values: Readonly<Record<string, number>>, context: WhyRefreshContext): WorkspaceEnergyAnswer {
  const pricePerKWh = inputs.pricePerKWh ?? context.automaticPrice.amount;
  const results = computeWorkspaceEnergy({
    legacyCount: inputs.legacyCount,
    legacy: legacySizeFor(inputs.legacySize)!,
    legacyPowerOnWatts: values.legacyPowerOnW!,
    monitor: context.monitor.figures,
    hoursPerDay: inputs.hoursPerDay,
    daysPerYear: inputs.daysPerYear,
    pricePerKwh: pricePerKWh,
    co2KgPerKwh: values.co2KgPerKwh!,
  });
  return Object.assign({}, results, {
    monitor: {
      slug: context.monitor.slug,
      title: context.monitor.title,
      widthPx: context.monitor.figures.widthPx,
      heightPx: context.monitor.figures.heightPx,
      powerOnW: context.monitor.figures.powerOnWatts,
    },
    pricePerKWh,
    priceSource: inputs.pricePerKWh === undefined ? context.automaticPrice.source : ({ key: "energy.source.entered" } as Said),
  });
}

export type WhyRefreshAnswer = WorkspaceEnergyAnswer & {
  /** The productivity calculator's results for the fleet and this monitor; null without a price. */
  productivity: ProductivityResult | null;
  /** Why there is no productivity case (null when there is one). */
  productivityMissing: Said | null;
  /** The published study the productivity case's constants come from (issue 47's `results.study`). */
  study: StudySummary;
};

const whyRefreshStudy = studySummary(ultrasharpTei2018);

export const whyRefreshDefinition: CalculatorDefinition<WhyRefreshInputs, WhyRefreshContext, WhyRefreshAnswer> = {
  name: "why-refresh",
  inputSchema: whyRefreshInputSchema,
  // context.server.ts reads the monitor, the country, the entered electricity price and the monitor's price.
  contextKey: (inputs) => JSON.stringify([inputs.country, inputs.monitor, inputs.pricePerKWh ?? null, inputs.price ?? null, inputs.moneyCurrency]),
  fields: [
    ...whyRefreshOwnFields,
    salaryField,
    ...productivityFields
      .filter((field) => field.name !== "monitor" && field.name !== "legacySize")
      .map((field) => (field.name === "staff" ? { ...field, hint: "whyRefresh.input.staffHint" as const } : field)),
  ],
  assumptions: (inputs, context) => [
    ...workspaceEnergyAssumptions(inputs, context),
    ...(context.productivity.ok ? [...wageAssumptions(context.business), ...productivityAssumptions(inputs, context.productivity.context)] : []),
  ],
  compute(inputs, values, context) {
    const productivity = context.productivity.ok
      ? computeProductivityCase(Object.assign({}, inputs, { staff: inputs.staff ?? inputs.legacyCount }), values, context.productivity.context)
      : null;
    return Object.assign(computeWorkspaceEnergyPart(inputs, values, context), {
      productivity,
      productivityMissing: context.productivity.ok ? null : context.productivity.reason,
      study: whyRefreshStudy,
    });
  },
  localCurrency: businessLocalCurrency,
};
