/**
 * The wizard page's data from its answers: which step to show (an earlier one when an answer
 * before the requested step is missing or wrong), the answers to carry, and on the last step the
 * recommendation. Pure: the server's loader (page.server.ts) and the browser's client loader
 * (page.client.ts) build the same page for the same address from the same data.
 */
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import type { Choice } from "../shared/question";
import { answerFields, answersQuery, issuesOf, queryRecord } from "./answers";
import { meetingSpaceBody, type MeetingSpaceBody } from "./present";
import { runMeetingSpaceWith, type MeetingSpaceData } from "./run";
import { fieldsBefore, stepOfField, steps } from "./steps";

export type EntryState = { status: "none" } | { status: "not-found" } | { status: "found"; urlTitle: string };

export type MeetingSpacePageData = {
  step: number;
  /** The answers as the address gives them (a list for `existing`). */
  values: Record<string, string | string[]>;
  issues: { field: string; message: string }[];
  /** The lists a step offers: `region` from the regions content. */
  choices: { region: Choice[] };
  /** The answers' query (canonical on the last step), for Back, the next step and the share link. */
  query: string;
  results: MeetingSpaceBody | null;
  csvHref: string;
  entry: EntryState;
  origin: string;
  meta: { title: string; description: string };
  /** What the recommendation reads, held so the browser answers the next address itself. */
  data: MeetingSpaceData;
};

export type PageInputs = {
  /** The step the address asks for (its index). */
  requested: number;
  params: URLSearchParams;
  entry: EntryState;
  language: LanguageCode;
  t: Translate;
  origin: string;
  data: MeetingSpaceData;
};

function rawQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if ((answerFields as string[]).includes(name) && value.trim() !== "") kept.append(name, value.trim());
  return kept.toString();
}

export function meetingSpacePageData({ requested, params, entry, language, t, origin, data }: PageInputs): MeetingSpacePageData {
  const say = (issue: { field: string; message: string; values?: Record<string, number> }) => ({
    field: issue.field,
    message: t(issue.message as PhraseKey, issue.values),
  });
  const before = issuesOf(params, fieldsBefore(requested));
  let step = before.length > 0 ? Math.min(...before.map((issue) => stepOfField(issue.field))) : requested;
  let issues = before;
  let results: MeetingSpaceBody | null = null;
  let query = rawQuery(params);
  const run = runMeetingSpaceWith(params, data);
  if (step === steps.length - 1) {
    if (run.ok) {
      results = meetingSpaceBody(run.answers, run.result, t, getLanguage(language).locale);
      query = answersQuery(run.answers);
    } else {
      issues = run.issues;
      step = Math.min(...run.issues.map((issue) => stepOfField(issue.field)));
    }
  }
  return {
    step,
    values: queryRecord(params),
    issues: issues.map(say),
    choices: { region: run.regions.map((region) => ({ value: region.id, label: region.name })) },
    query,
    results,
    csvHref: `/${language}/api/configurators/meeting-space?${query}&format=csv`,
    entry,
    origin,
    meta: { title: `${t("meetingSpace.name")} | ${t("site.name")}`, description: t("meetingSpace.metaDescription") },
    data,
  };
}
