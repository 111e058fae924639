import type { SeriesKey } from "~/features/catalogue";

/**
 * Annual failure rates (failures per monitor a year) of the maker's monitors and of the
 * industry's, per record of the product specification ("Series failure-rate record",
 * docs/models/quality.md). Records 137, 44, 75 and 81 are series; 89 is a screen type (curved).
 * The specification says the collaboration series "have all zeros": no data, so no savings.
 */
export const recordIds = ["137", "44", "75", "81", "89", "collaboration"] as const;
export type RecordId = (typeof recordIds)[number];

export type FailureRecord = { makerAfr: number; otherAfr: number };

export const failureRecords: Readonly<Record<RecordId, FailureRecord>> = {
  "137": { makerAfr: 0.0016, otherAfr: 0.0036 },
  "44": { makerAfr: 0.0015, otherAfr: 0.0052 },
  "75": { makerAfr: 0.0036, otherAfr: 0.0044 },
  "81": { makerAfr: 0.0036, otherAfr: 0.0044 },
  "89": { makerAfr: 0.004, otherAfr: 0.015 },
  collaboration: { makerAfr: 0, otherAfr: 0 },
};

/**
 * Which record stands for each catalogue series. The specification names the records by id only,
 * so this map is the project's reading (docs/models/quality.md gives the reasons); the `record`
 * input overrides it. Gaming series have no record: the calculator says so and claims nothing.
 */
export const seriesRecords: Readonly<Record<SeriesKey, RecordId | null>> = {
  ultrasharp: "137",
  premiercolor: "137",
  p: "44",
  e: "75",
  s: "81",
  se: "81",
  c: "collaboration",
  interactive: "collaboration",
  alienware: null,
  g: null,
};

export function isRecordId(value: unknown): value is RecordId {
  return typeof value === "string" && (recordIds as readonly string[]).includes(value);
}

/** The record a choice stands for: an explicit record wins over the series' record. */
export function recordFor(choice: { series: SeriesKey; record: RecordId | null }): RecordId | null {
  return choice.record ?? seriesRecords[choice.series];
}
