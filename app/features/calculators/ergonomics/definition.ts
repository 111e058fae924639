/**
 * The ergonomics guide in the frame: body height, posture, the catalogue monitor and how many,
 * glasses → heights, distances, legibility, angles and zones. Every ratio and limit is an
 * assumption with its source, overridable with `a.<key>`.
 */
import { z } from "zod";
import type { AssumptionSpec, CalculatorDefinition, FieldSpec, Said } from "~/features/calculators/frame/definition";
import { choice, numberInput, numberWithDefault, slugInput } from "~/features/calculators/frame/fields";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { computeErgonomics, type ErgonomicsConstants, type ErgonomicsMonitor, type ErgonomicsResult, type Zone } from "./model";

export const postures = ["sitting", "standing", "both"] as const;
export const arrangements = ["primary", "centred"] as const;
export const glassesKinds = ["none", "bifocal", "progressive"] as const;

export const HEIGHT_CM = { min: 100, max: 250, fallback: 170 } as const;
// The same bounds in inches, rounded outwards to a tenth (100 cm = 39.37 in, 250 cm = 98.43 in).
export const HEIGHT_IN = { min: 39.3, max: 98.5 } as const;

export const ergonomicsInputSchema = z
  .object({
    heightCm: numberInput(HEIGHT_CM.min, HEIGHT_CM.max).optional(),
    heightIn: numberInput(HEIGHT_IN.min, HEIGHT_IN.max).optional(),
    posture: choice(postures, "sitting"),
    monitor: slugInput,
    count: numberWithDefault(1, 3, 1, { integer: true }),
    arrangement: choice(arrangements, "primary"),
    glasses: choice(glassesKinds, "none"),
  })
  .refine((inputs) => inputs.heightCm === undefined || inputs.heightIn === undefined, { path: ["heightIn"], message: "ergonomics.error.bothHeights" });
export type ErgonomicsInputs = z.infer<typeof ergonomicsInputSchema>;

/** The body height in cm: as given, from inches, or the default. */
export function statureCm(inputs: Pick<ErgonomicsInputs, "heightCm" | "heightIn">): number {
  if (inputs.heightCm !== undefined) return inputs.heightCm;
  if (inputs.heightIn !== undefined) return inputs.heightIn * 2.54;
  return HEIGHT_CM.fallback;
}

const fields: FieldSpec[] = [
  { name: "heightCm", kind: "number", label: "ergonomics.input.heightCm", hint: "ergonomics.input.heightCmHint", min: HEIGHT_CM.min, max: HEIGHT_CM.max, step: "any", placeholder: String(HEIGHT_CM.fallback) },
  { name: "heightIn", kind: "number", label: "ergonomics.input.heightIn", hint: "ergonomics.input.heightInHint", min: HEIGHT_IN.min, max: HEIGHT_IN.max, step: "any" },
  { name: "posture", kind: "select", label: "ergonomics.input.posture", options: postures.map((value) => ({ value, label: { key: `ergonomics.posture.${value}` } })) },
  { name: "monitor", kind: "monitor", label: "ergonomics.input.monitor", hint: "ergonomics.input.monitorHint" },
  { name: "count", kind: "number", label: "ergonomics.input.count", min: 1, max: 3, step: 1 },
  { name: "arrangement", kind: "select", label: "ergonomics.input.arrangement", hint: "ergonomics.input.arrangementHint", options: arrangements.map((value) => ({ value, label: { key: `ergonomics.arrangement.${value}` } })) },
  { name: "glasses", kind: "select", label: "ergonomics.input.glasses", options: glassesKinds.map((value) => ({ value, label: { key: `ergonomics.glasses.${value}` } })) },
];

type ConstantKey = keyof ErgonomicsConstants;
export type SourceId = "pheasant" | "drillisContini" | "hfes" | "osha" | "iso" | "textSize" | "bifocal" | "horizontal";

/** Each constant: its default, unit, override bounds and source. */
export const ergonomicsConstants: Record<ConstantKey, { value: number; unit: string; min: number; max: number; source: SourceId }> = {
  poplitealRatio: { value: 0.25, unit: "ratio", min: 0.15, max: 0.35, source: "pheasant" },
  sittingEyeRatio: { value: 0.455, unit: "ratio", min: 0.35, max: 0.55, source: "pheasant" },
  sittingElbowRatio: { value: 0.143, unit: "ratio", min: 0.08, max: 0.2, source: "pheasant" },
  standingEyeRatio: { value: 0.936, unit: "ratio", min: 0.85, max: 0.98, source: "drillisContini" },
  standingElbowRatio: { value: 0.63, unit: "ratio", min: 0.5, max: 0.75, source: "drillisContini" },
  armReachRatio: { value: 0.44, unit: "ratio", min: 0.3, max: 0.55, source: "drillisContini" },
  shoeCm: { value: 2.5, unit: "cm", min: 0, max: 10, source: "pheasant" },
  seatMinCm: { value: 38, unit: "cm", min: 20, max: 80, source: "hfes" },
  seatMaxCm: { value: 56, unit: "cm", min: 20, max: 80, source: "hfes" },
  viewingMinCm: { value: 50, unit: "cm", min: 20, max: 200, source: "osha" },
  viewingMaxCm: { value: 100, unit: "cm", min: 20, max: 300, source: "osha" },
  characterHeightPx: { value: 11, unit: "px", min: 4, max: 64, source: "textSize" },
  preferredArcmin: { value: 20, unit: "arcmin", min: 5, max: 60, source: "iso" },
  minimumArcmin: { value: 16, unit: "arcmin", min: 5, max: 60, source: "iso" },
  centreMinDeg: { value: 15, unit: "°", min: 0, max: 60, source: "osha" },
  centreMaxDeg: { value: 20, unit: "°", min: 0, max: 60, source: "osha" },
  lowestDeg: { value: 60, unit: "°", min: 0, max: 90, source: "hfes" },
  bifocalDropCm: { value: 4, unit: "cm", min: 0, max: 30, source: "bifocal" },
  horizontalMaxDeg: { value: 35, unit: "°", min: 0, max: 90, source: "horizontal" },
};
export const constantKeys = Object.keys(ergonomicsConstants) as ConstantKey[];

/** The sources in the order the page lists them. */
export const sourceIds: readonly SourceId[] = ["drillisContini", "pheasant", "hfes", "osha", "iso", "textSize", "bifocal", "horizontal"];

export type ErgonomicsContext = { monitor: { slug: string; title: string } & ErgonomicsMonitor };

export type ErgonomicsAnswer = Omit<ErgonomicsResult, "zones"> & {
  zones: (Zone & { label: Said })[];
  heightCm: number;
  posture: ErgonomicsInputs["posture"];
  glasses: ErgonomicsInputs["glasses"];
  count: number;
  monitor: { slug: string; title: string; sizeInches: number; widthPx: number; heightPx: number };
  sources: Said[];
};

export const ergonomicsDefinition: CalculatorDefinition<ErgonomicsInputs, ErgonomicsContext, ErgonomicsAnswer> = {
  name: "ergonomics",
  // The catalogue monitor is all the server adds (context.server.ts).
  contextKey: (inputs) => inputs.monitor,
  // The preferred character size is at least the minimum one (issue 50): an issue on each, naming both.
  crossChecks: (values) =>
    values.preferredArcmin! < values.minimumArcmin!
      ? ["a.minimumArcmin", "a.preferredArcmin"].map((field) => ({ field, message: "api.error.pair", values: { min: "a.minimumArcmin", max: "a.preferredArcmin" } }))
      : [],
  inputSchema: ergonomicsInputSchema,
  fields,
  assumptions: (): AssumptionSpec[] =>
    constantKeys.map((key) => {
      const { source, ...spec } = ergonomicsConstants[key];
      return { key, label: `ergonomics.assumption.${key}` as PhraseKey, ...spec, source: { key: `ergonomics.source.${source}` as PhraseKey } };
    }),
  compute(inputs, values, context) {
    const constants = Object.fromEntries(constantKeys.map((key) => [key, values[key]!])) as ErgonomicsConstants;
    const heightCm = statureCm(inputs);
    const result = computeErgonomics({ heightCm, posture: inputs.posture, monitor: context.monitor, count: inputs.count, arrangement: inputs.arrangement, glasses: inputs.glasses, constants });
    return Object.assign({}, result, {
      zones: result.zones.map((zone) => Object.assign({}, zone, { label: { key: `ergonomics.zone.${zone.id}` as PhraseKey } })),
      heightCm: Math.round(heightCm * 10) / 10,
      posture: inputs.posture,
      glasses: inputs.glasses,
      count: inputs.count,
      monitor: context.monitor,
      sources: sourceIds.map((id) => ({ key: `ergonomics.source.${id}` as PhraseKey })),
    });
  },
};
