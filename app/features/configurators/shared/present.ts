/**
 * The configurators' words and CSV: reasons translated with their measures formatted by Intl,
 * and the bill of materials as CSV under the API's field names.
 */
import { csvText, safeText } from "~/utils/csv";
import { numberFormatOf } from "~/utils/intl";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";

/** A text to translate later: a phrase key and its values. */
export type Said = { key: string; values?: Record<string, string | number> };

/** The Intl unit of each placeholder that holds a measure ("distance" → feet). */
export type MeasureUnits = Record<string, "foot" | "inch" | "hour">;

export function say(said: Said, t: Translate, locale: string, units: MeasureUnits = {}): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.values ?? {})) {
    const unit = units[name];
    values[name] =
      unit && typeof value === "number"
        ? numberFormatOf(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(value)
        : value;
  }
  return t(said.key as PhraseKey, values);
}

export type CsvItem = { category: string; title: string; model: string | null; quantity: number; unitPriceUsd: number | null; reason: string };

export const csvHeader = ["category", "title", "model", "quantity", "unitPriceUsd", "reason"] as const;

/** One row per item under the API's field names; the category in words, an unknown price in words. */
export function bomCsv(items: readonly CsvItem[], categoryKey: (category: string) => PhraseKey, t: Translate): string {
  const rows = items.map((item) => [
    t(categoryKey(item.category)),
    safeText(item.title),
    safeText(item.model ?? ""),
    item.quantity,
    item.unitPriceUsd ?? t("configurator.priceOnRequest"),
    safeText(item.reason),
  ]);
  return csvText([[...csvHeader], ...rows]);
}
