/**
 * From a query and the data the recommendation reads (the catalogue's interactive displays, the
 * peripherals and regions content) to the recommendation: pure, so the server (run.server.ts)
 * and the browser (the page's client loader) give the same answer for the same address.
 */
import type { Peripherals } from "~/features/content";
import { parseAnswers, type AnswerIssue, type MeetingSpaceAnswers } from "./answers";
import { configureMeetingSpace, type CatalogueDisplay, type MeetingSpaceResult } from "./model";

export type Region = { id: string; name: string };

/** What the recommendation reads besides the answers; small enough (a few KB) for the page to hold. */
export type MeetingSpaceData = { displays: CatalogueDisplay[]; peripherals: Peripherals; regions: Region[] };

export type MeetingSpaceRun =
  | { ok: true; answers: MeetingSpaceAnswers; result: MeetingSpaceResult; regions: Region[] }
  | { ok: false; issues: AnswerIssue[]; regions: Region[] };

export function runMeetingSpaceWith(params: URLSearchParams, data: MeetingSpaceData): MeetingSpaceRun {
  const { regions } = data;
  const parsed = parseAnswers(params);
  if (!parsed.ok) return { ok: false, issues: parsed.issues, regions };
  const { answers } = parsed;
  if (answers.region !== null && !regions.some((region) => region.id === answers.region)) {
    return { ok: false, issues: [{ field: "region", message: "configurator.error.region" }], regions };
  }
  return { ok: true, answers, result: configureMeetingSpace(answers, data.displays, data.peripherals), regions };
}
