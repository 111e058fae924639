import type { PhraseKey } from "~/i18n/phrases/en-us";

/** Dell series keys as stored in monitors.series, in the order the menus list them. */
export const seriesKeys = ["ultrasharp", "premiercolor", "p", "e", "c", "interactive", "alienware", "g", "s", "se"] as const;
export type SeriesKey = (typeof seriesKeys)[number];

export function isSeriesKey(value: unknown): value is SeriesKey {
  return typeof value === "string" && (seriesKeys as readonly string[]).includes(value);
}

export function seriesPhrase(key: string | null): PhraseKey | null {
  return isSeriesKey(key) ? (`series.${key}` as PhraseKey) : null;
}
