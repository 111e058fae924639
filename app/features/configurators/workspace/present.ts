/** The workspace recommendation in words, for the API, the CSV and the page. */
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import { bomCsv, say as sayWithUnits, type MeasureUnits, type Said } from "../shared/present";
import type { WorkspaceAnswers } from "./answers";
import type { WorkspaceItem, WorkspaceResult } from "./model";

export type WorkspaceApiItem = Omit<WorkspaceItem, "reason"> & { reason: string };

export type WorkspaceBody = {
  answers: WorkspaceAnswers;
  items: WorkspaceApiItem[];
  totalUsd: number | null;
  priceOnRequest: number;
  withinBudget: boolean | null;
  monitor: WorkspaceResult["monitor"];
};

/** Widths in inches. */
const measures: MeasureUnits = { width: "inch", desk: "inch", screen: "inch" };

export function say(said: Said, t: Translate, locale: string): string {
  return sayWithUnits(said, t, locale, measures);
}

export function workspaceBody(answers: WorkspaceAnswers, result: WorkspaceResult, t: Translate, locale: string): WorkspaceBody {
  return {
    answers,
    items: result.items.map((item) => ({ ...item, reason: say(item.reason, t, locale) })),
    totalUsd: result.totalUsd,
    priceOnRequest: result.priceOnRequest,
    withinBudget: result.withinBudget,
    monitor: result.monitor,
  };
}

export function workspaceCsv(body: WorkspaceBody, t: Translate): string {
  return bomCsv(body.items, categoryKey, t);
}

/** The phrase of an item's category (monitor → workspace.category.monitor). */
export function categoryKey(category: string): PhraseKey {
  return `workspace.category.${category}` as PhraseKey;
}
