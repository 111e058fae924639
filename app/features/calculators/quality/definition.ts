/**
 * The reliability (Quality Benefits) calculator in the frame: inputs, the constants it uses for
 * them (the record's failure rates, the reliability and wage constants, the gain) and the model.
 */
import { z } from "zod";
import type { AssumptionSpec, CalculatorDefinition, FieldSpec } from "~/features/calculators/frame/definition";
import { choice, numberWithDefault, yesNo } from "~/features/calculators/frame/fields";
import { seriesKeys, type SeriesKey } from "~/features/catalogue";
import {
  businessInputShape,
  businessLocalCurrency,
  countryField,
  DEFAULT_GAIN_SOURCE,
  gainAssumption,
  gainSourceField,
  gainSourceKeys,
  salaryField,
  salaryOf,
  wageAssumptions,
  yearWages,
  type BusinessContext,
} from "~/features/calculators/shared/business";
import { deviceReliabilityTei2024 } from "~/features/calculators/shared/studies/device-reliability-tei-2024";
import { studySource, studySummary, type StudySummary } from "~/features/calculators/shared/studies/study";
import { ultrasharpTei2018 } from "~/features/calculators/shared/studies/ultrasharp-tei-2018";
import { computeQuality, qualityAssumptionKeys, qualityDefaults, type QualityAssumptionKey, type QualityAssumptions, type QualityResult } from "./model";
import { failureRecords, recordFor, recordIds, type RecordId } from "./records";

export const qualityInputSchema = z.object({
  monitors: numberWithDefault(1, 1_000_000, 100, { integer: true }),
  series: choice(seriesKeys, "ultrasharp"),
  record: choice(recordIds, "137").optional(),
  ...businessInputShape,
  proSupport: yesNo(true),
  gainSource: choice(gainSourceKeys, DEFAULT_GAIN_SOURCE),
});
export type QualityInputs = z.infer<typeof qualityInputSchema>;

const fields: FieldSpec[] = [
  { name: "monitors", kind: "number", label: "quality.input.monitors", hint: "quality.input.monitorsHint", min: 1, max: 1_000_000, step: 1 },
  { name: "series", kind: "select", label: "quality.input.series", options: seriesKeys.map((key) => ({ value: key, label: { key: `series.${key}` } })) },
  {
    name: "record",
    kind: "select",
    label: "quality.input.record",
    hint: "quality.input.recordHint",
    optional: { key: "quality.input.recordFromSeries" },
    options: recordIds.map((id) => ({ value: id, label: { key: `quality.record.${id}` } })),
  },
  countryField,
  salaryField,
  { name: "proSupport", kind: "yes-no", label: "quality.input.proSupport", hint: "quality.input.proSupportHint" },
  gainSourceField,
];

export const qualityUnits: Record<QualityAssumptionKey, string> = {
  makerAfr: "failures/monitor/year",
  otherAfr: "failures/monitor/year",
  logisticsUsd: "USD/failure",
  logisticsGrowth: "1/year",
  moveHours: "h/failure",
  makerWaitHours: "h",
  industryWaitHours: "h",
  productivityConversion: "ratio",
  riskAdjustment: "ratio",
};

/** Override bounds (lower bounds are 0): rates and shares are 0–1, hours fit in a year. */
export const qualityOverrideBounds: Record<QualityAssumptionKey, { min: number; max: number }> = {
  makerAfr: { min: 0, max: 1 },
  otherAfr: { min: 0, max: 1 },
  logisticsUsd: { min: 0, max: 100_000 },
  logisticsGrowth: { min: 0, max: 1 },
  moveHours: { min: 0, max: 8760 },
  makerWaitHours: { min: 0, max: 8760 },
  industryWaitHours: { min: 0, max: 8760 },
  productivityConversion: { min: 0, max: 1 },
  riskAdjustment: { min: 0, max: 1 },
};

function sourceOf(key: QualityAssumptionKey, record: RecordId | null): AssumptionSpec["source"] {
  if (key === "makerAfr" || key === "otherAfr") return record ? { key: "quality.source.afr", values: { record } } : { key: "quality.source.noRecord" };
  if (key === "makerWaitHours") return { key: "quality.source.proSupport" };
  // The two figures quality shares with the productivity model come from the same study.
  if (key === "productivityConversion") return studySource(ultrasharpTei2018, "conversion");
  if (key === "moveHours") return studySource(ultrasharpTei2018, "moveHours");
  return { key: "quality.source.reliability" };
}

/** The wage constants quality uses, the discount rate among them (`pv.savings`). */
const USED_WAGE_KEYS = new Set(["usdRate", "hoursPerYear", "benefitsMultiplier", "wageGrowth", "facilityWageRatio", "discountRate"]);

/** `study`: the published study of its kind, shown beside the buyer's savings (issue 47). */
export type QualityAnswer = QualityResult & { record: RecordId | null; monitors: number; study: StudySummary };

const qualityStudy = studySummary(deviceReliabilityTei2024);

export const qualityDefinition: CalculatorDefinition<QualityInputs, BusinessContext, QualityAnswer> = {
  name: "quality",
  inputSchema: qualityInputSchema,
  // The country's business context (business-served.server.ts) is all the server adds.
  contextKey: (inputs) => inputs.country,
  fields,
  assumptions(inputs, context) {
    const record = recordFor({ series: inputs.series as SeriesKey, record: inputs.record ?? null });
    // A series without a record has no data, exactly like the collaboration series.
    const defaults: QualityAssumptions = { ...qualityDefaults, ...(record ? failureRecords[record] : failureRecords.collaboration) };
    return [
      ...qualityAssumptionKeys.map((key) => ({
        key,
        label: `quality.assumption.${key}` as const,
        value: defaults[key],
        unit: qualityUnits[key],
        ...qualityOverrideBounds[key],
        source: sourceOf(key, record),
      })),
      gainAssumption(inputs.gainSource),
      ...wageAssumptions(context)
        .filter((spec) => USED_WAGE_KEYS.has(spec.key))
        // Quality keeps its own discount-rate source key (same public citation as the shared one).
        .map((spec) => (spec.key === "discountRate" ? { ...spec, source: { key: "quality.source.discountRate" } as const } : spec)),
    ];
  },
  compute(inputs, values, context) {
    const assumptions = Object.fromEntries(qualityAssumptionKeys.map((key) => [key, values[key]!])) as QualityAssumptions;
    const results = computeQuality({
      monitors: inputs.monitors,
      proSupport: inputs.proSupport,
      gain: values.gain!,
      usdRate: values.usdRate!,
      wages: yearWages(salaryOf(inputs, context, values), values),
      discountRate: values.discountRate!,
      assumptions,
    });
    return { ...results, record: recordFor({ series: inputs.series, record: inputs.record ?? null }), monitors: inputs.monitors, study: qualityStudy };
  },
  // Its salary is money in the country's currency: the page offers the currency converter.
  localCurrency: businessLocalCurrency,
};
