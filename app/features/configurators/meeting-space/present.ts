/**
 * The recommendation in words, for the API, the CSV and the page alike: reasons translated with
 * their lengths formatted by Intl (feet, inches), unknown prices as null (the CSV says "price on
 * request"), never 0.
 */
import { csvLines, safeText } from "~/features/calculators/shared/csv-cells";
import { numberFormatOf } from "~/i18n/format";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import type { MeetingSpaceAnswers } from "./answers";
import type { BomItem, MeetingSpaceResult, Said } from "./model";

export type ApiItem = { category: BomItem["category"]; title: string; model: string | null; quantity: number; unitPriceUsd: number | null; reason: string };

export type MeetingSpaceBody = {
  answers: MeetingSpaceAnswers;
  items: ApiItem[];
  totalUsd: number | null;
  priceOnRequest: number;
  withinBudget: boolean | null;
  display: MeetingSpaceResult["display"];
};

const lengthValues: Record<string, "foot" | "inch"> = { distance: "foot", height: "inch", required: "inch" };

/** A reason in the visitor's language; distances in feet and heights in inches through Intl. */
export function say(said: Said, t: Translate, locale: string): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.values ?? {})) {
    const unit = lengthValues[name];
    values[name] =
      unit && typeof value === "number"
        ? numberFormatOf(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(value)
        : value;
  }
  return t(said.key as PhraseKey, values);
}

export function meetingSpaceBody(answers: MeetingSpaceAnswers, result: MeetingSpaceResult, t: Translate, locale: string): MeetingSpaceBody {
  return {
    answers,
    items: result.items.map((item) => ({
      category: item.category,
      title: item.title,
      model: item.model,
      quantity: item.quantity,
      unitPriceUsd: item.unitPriceUsd,
      reason: say(item.reason, t, locale),
    })),
    totalUsd: result.totalUsd,
    priceOnRequest: result.priceOnRequest,
    withinBudget: result.withinBudget,
    display: result.display,
  };
}

export const csvHeader = ["category", "title", "model", "quantity", "unitPriceUsd", "reason"] as const;

/** One row per item under the API's field names; the category in words, an unknown price in words. */
export function meetingSpaceCsv(body: MeetingSpaceBody, t: Translate): string {
  const rows = body.items.map((item) => [
    t(`meetingSpace.category.${item.category}`),
    safeText(item.title),
    safeText(item.model ?? ""),
    item.quantity,
    item.unitPriceUsd ?? t("configurator.priceOnRequest"),
    safeText(item.reason),
  ]);
  return `${csvLines([[...csvHeader], ...rows])}\r\n`;
}
