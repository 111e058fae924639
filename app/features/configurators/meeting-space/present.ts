/**
 * The recommendation in words, for the API, the CSV and the page alike: reasons translated with
 * their lengths formatted by Intl (feet, inches), unknown prices as null (the CSV says "price on
 * request"), never 0.
 */
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import { bomCsv, say as sayWithUnits, type MeasureUnits, type Said } from "../shared/present";
import type { MeetingSpaceAnswers } from "./answers";
import type { BomItem, MeetingSpaceResult } from "./model";

export type ApiItem = { category: BomItem["category"]; title: string; model: string | null; quantity: number; unitPriceUsd: number | null; reason: string };

export type MeetingSpaceBody = {
  answers: MeetingSpaceAnswers;
  items: ApiItem[];
  /** Room-class equipment the room needs that the catalogue does not hold, in words (not in the bill). */
  notInCatalogue: string[];
  totalUsd: number | null;
  priceOnRequest: number;
  withinBudget: boolean | null;
  display: MeetingSpaceResult["display"];
};

/** Distances in feet, heights in inches. */
const measures: MeasureUnits = { distance: "foot", height: "inch", required: "inch" };

/** A reason in the visitor's language, its lengths formatted through Intl. */
export function say(said: Said, t: Translate, locale: string): string {
  return sayWithUnits(said, t, locale, measures);
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
    notInCatalogue: result.notInCatalogue.map((category) => t(`meetingSpace.notInCatalogue.${category}`)),
    totalUsd: result.totalUsd,
    priceOnRequest: result.priceOnRequest,
    withinBudget: result.withinBudget,
    display: result.display,
  };
}

export function meetingSpaceCsv(body: MeetingSpaceBody, t: Translate): string {
  return bomCsv(body.items, categoryKey, t);
}

/** The phrase of an item's category (display → meetingSpace.category.display). */
export function categoryKey(category: string): PhraseKey {
  return `meetingSpace.category.${category}` as PhraseKey;
}
