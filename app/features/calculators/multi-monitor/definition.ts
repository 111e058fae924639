/**
 * The multi-monitor setup in the frame: a catalogue monitor, two or three of them, the viewing
 * distance and optionally a laptop kind and an ultrawide to compare → the row's size, pixels,
 * desk width, angles, power, yearly energy, a connection plan and a to-scale top view. The
 * bezel, desk margin and usage hours are assumptions with their sources, overridable with `a.<key>`.
 */
import { z } from "zod";
import type { AssumptionSpec, CalculatorDefinition, FieldSpec, Said } from "~/features/calculators/frame/definition";
import { choice, numberWithDefault, slugInput } from "~/features/calculators/frame/fields";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { GridFactor } from "~/features/calculators/energy/grid-factors";
import { CO2_KG_PER_KWH } from "~/features/calculators/energy/model";
import { countries, DEFAULT_COUNTRY } from "~/utils/countries";
import { deviceSeed } from "~/features/devices";
import { connectionPlan, type ConnectionPlan } from "./connection";

/** The devices of the devices data (the same list the devices tool seeds), by slug. */
const deviceSlugs = deviceSeed.map((device) => device.slug);
import { rowGeometry, type MultiMonitorConstants, type RowGeometry, type SetupMonitor } from "./model";

export const DISTANCE_CM = { min: 40, max: 200, fallback: 70 } as const;
const countryCodes = countries.map((country) => country.code);

export const multiMonitorInputSchema = z.object({
  monitor: slugInput,
  // A select of two values: a bad value is "choose one of the options", not a number range.
  count: choice(["2", "3"], "2").transform((count) => Number(count) as 2 | 3),
  distanceCm: numberWithDefault(DISTANCE_CM.min, DISTANCE_CM.max, DISTANCE_CM.fallback),
  device: choice(deviceSlugs, deviceSlugs[0]!).optional(),
  ultrawide: slugInput.optional(),
  /** Whose grid the energy's CO2 is counted at (the energy calculator's countries). */
  country: choice(countryCodes, DEFAULT_COUNTRY),
});
export type MultiMonitorInputs = z.infer<typeof multiMonitorInputSchema>;

const fields: FieldSpec[] = [
  { name: "monitor", kind: "monitor", label: "multiMonitor.input.monitor", hint: "multiMonitor.input.monitorHint" },
  { name: "count", kind: "select", label: "multiMonitor.input.count", options: ["2", "3"].map((value) => ({ value, label: { key: `multiMonitor.count.${value}` as PhraseKey } })) },
  { name: "distanceCm", kind: "number", label: "multiMonitor.input.distanceCm", hint: "multiMonitor.input.distanceCmHint", min: DISTANCE_CM.min, max: DISTANCE_CM.max, step: "any", placeholder: String(DISTANCE_CM.fallback) },
  { name: "device", kind: "select", label: "multiMonitor.input.device", hint: "multiMonitor.input.deviceHint", optional: { key: "multiMonitor.device.none" }, options: deviceSeed.map((device) => ({ value: device.slug, label: { text: device.name } })) },
  { name: "ultrawide", kind: "monitor", label: "multiMonitor.input.ultrawide", hint: "multiMonitor.input.ultrawideHint", optional: { key: "multiMonitor.ultrawide.none" } },
  { name: "country", kind: "select", label: "calculator.input.country", hint: "multiMonitor.input.countryHint", sorted: true, options: countryCodes.map((code) => ({ value: code, label: { region: code } })) },
];

type ConstantKey = keyof MultiMonitorConstants;
export type SourceId = "bezel" | "deskMargin" | "usage";

/** Each constant: its default, unit, override bounds and source. */
export const multiMonitorConstants: Record<ConstantKey, { value: number; unit: string; min: number; max: number; source: SourceId }> = {
  bezelCm: { value: 0.7, unit: "cm", min: 0, max: 5, source: "bezel" },
  deskMarginCm: { value: 10, unit: "cm", min: 0, max: 50, source: "deskMargin" },
  hoursPerDay: { value: 8, unit: "h/day", min: 0, max: 24, source: "usage" },
  daysPerYear: { value: 250, unit: "days/year", min: 0, max: 365, source: "usage" },
};
export const constantKeys = Object.keys(multiMonitorConstants) as ConstantKey[];

export type CatalogueScreen = { slug: string; title: string } & SetupMonitor;
export type MultiMonitorContext = {
  monitor: CatalogueScreen;
  ultrawide: CatalogueScreen | null;
  /** The country's grid CO2 factor (the energy calculator's); none: the specification's fixed factor. */
  gridFactor: GridFactor | undefined;
};

/** The CO2 factor as an overridable assumption: the country's grid, else the fixed 0.7442 kg/kWh. */
function co2Assumption(context: MultiMonitorContext): AssumptionSpec {
  const grid = context.gridFactor;
  return {
    key: "co2KgPerKwh",
    label: "multiMonitor.assumption.co2KgPerKwh",
    value: grid === undefined ? CO2_KG_PER_KWH : grid.gramsPerKwh / 1000,
    unit: "kg CO2e/kWh",
    min: 0,
    max: 10,
    source: grid === undefined ? { key: "multiMonitor.source.co2Fixed" } : { key: "multiMonitor.source.co2Grid", values: { year: String(grid.year) } },
  };
}

export type MultiMonitorAnswer = RowGeometry & {
  count: number;
  distanceCm: number;
  bezelCm: number;
  monitor: { slug: string; title: string; sizeInches: number; widthPx: number; heightPx: number };
  connectionPlan: ConnectionPlan | null;
  /** The single ultrawide, same distance and assumptions; null when none was chosen. */
  ultrawide: (RowGeometry & { slug: string; title: string; sizeInches: number; widthPx: number; heightPx: number }) | null;
  sources: Said[];
};

const sizeOf = (screen: CatalogueScreen) => ({ slug: screen.slug, title: screen.title, sizeInches: screen.sizeInches, widthPx: screen.widthPx, heightPx: screen.heightPx });

export const multiMonitorDefinition: CalculatorDefinition<MultiMonitorInputs, MultiMonitorContext, MultiMonitorAnswer> = {
  name: "multi-monitor",
  inputSchema: multiMonitorInputSchema,
  // The two catalogue screens and the country's grid factor (context.server.ts).
  contextKey: (inputs) => JSON.stringify([inputs.monitor, inputs.ultrawide ?? null, inputs.country]),
  fields,
  assumptions: (_inputs, context): AssumptionSpec[] => [
    ...constantKeys.map((key) => {
      const { source, ...spec } = multiMonitorConstants[key];
      return { key, label: `multiMonitor.assumption.${key}` as PhraseKey, ...spec, source: { key: `multiMonitor.source.${source}` as PhraseKey } };
    }),
    co2Assumption(context),
  ],
  compute(inputs, values, context) {
    const constants = Object.fromEntries(constantKeys.map((key) => [key, values[key]!])) as MultiMonitorConstants;
    const co2KgPerKwh = values.co2KgPerKwh!;
    const row = rowGeometry(context.monitor, inputs.count, inputs.distanceCm, constants, co2KgPerKwh);
    return Object.assign({}, row, {
      count: inputs.count,
      distanceCm: inputs.distanceCm,
      bezelCm: constants.bezelCm,
      monitor: sizeOf(context.monitor),
      connectionPlan: inputs.device ? connectionPlan(deviceSeed.find((device) => device.slug === inputs.device)!, inputs.count) : null,
      ultrawide: context.ultrawide ? Object.assign({}, rowGeometry(context.ultrawide, 1, inputs.distanceCm, constants, co2KgPerKwh), sizeOf(context.ultrawide)) : null,
      sources: (["bezel", "deskMargin", "usage", "mst"] as const).map((id) => ({ key: `multiMonitor.source.${id}` as PhraseKey })),
    });
  },
};
