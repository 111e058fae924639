/**
 * The reliability calculator from its choices to its answer: the record the choice stands for,
 * every assumption with its unit, source and whether the visitor overrode it, and the results.
 * Pure: the caller supplies the year's wages, the exchange rate and the gain.
 */
import type { SeriesKey } from "~/features/catalogue/series";
import { computeQuality, qualityAssumptionKeys, qualityDefaults, type QualityAssumptionKey, type QualityResult, type YearWage } from "./model";
import { failureRecords, recordFor, type RecordId } from "./records";

export type QualityChoices = { monitors: number; series: SeriesKey; record: RecordId | null; proSupport: boolean };

/** A source as a phrase key and its values: the page and the API say it in the visitor's language. */
export type SourceText = { key: "quality.source.afr" | "quality.source.reliability" | "quality.source.proSupport" | "quality.source.conversion"; values?: Record<string, string> };

export type QualityAssumptionRow = { key: QualityAssumptionKey; value: number; unit: string; source: SourceText; overridden: boolean };

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

/** Upper bounds of the overrides (lower bounds are 0): rates and shares are 0–1, hours fit a year. */
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

function sourceOf(key: QualityAssumptionKey, record: RecordId | null): SourceText {
  if (key === "makerAfr" || key === "otherAfr") return { key: "quality.source.afr", values: { record: record ?? "—" } };
  if (key === "makerWaitHours") return { key: "quality.source.proSupport" };
  if (key === "productivityConversion") return { key: "quality.source.conversion" };
  return { key: "quality.source.reliability" };
}

export type QualityAnswer = { record: RecordId | null; assumptions: QualityAssumptionRow[]; results: QualityResult };

export function calculateQuality(input: {
  choices: QualityChoices;
  overrides: Partial<Record<QualityAssumptionKey, number>>;
  wages: readonly YearWage[];
  usdRate: number;
  gain: number;
}): QualityAnswer {
  const record = recordFor(input.choices);
  // A series without a record has no data, exactly like the collaboration series.
  const rates = record ? failureRecords[record] : failureRecords.collaboration;
  const defaults = { ...qualityDefaults, ...rates };
  const assumptions = { ...defaults, ...input.overrides };
  const results = computeQuality({
    monitors: input.choices.monitors,
    proSupport: input.choices.proSupport,
    gain: input.gain,
    usdRate: input.usdRate,
    wages: input.wages,
    assumptions,
  });
  return {
    record,
    assumptions: qualityAssumptionKeys.map((key) => ({
      key,
      value: assumptions[key],
      unit: qualityUnits[key],
      source: sourceOf(key, record),
      overridden: input.overrides[key] !== undefined && input.overrides[key] !== defaults[key],
    })),
    results,
  };
}
