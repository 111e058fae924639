import { savedQuerySchema } from "~/features/calculators";
/**
 * The wizard page's data from its address: which step to show (an earlier one when an answer
 * before the requested step is missing or wrong), the answers to carry, and on the last step the
 * recommendation, restored from a saved entry when the address names one.
 */
import { redirect } from "react-router";
import { withoutEmptyParams } from "~/features/calculators";
import { restoreSavedQuery } from "~/features/calculators/index.server";
import { mayUseTool } from "~/features/calculators/index.server";
import { registerCalculatorSchema } from "~/features/collections";
import { getLanguage } from "~/i18n/languages";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { getTranslator } from "~/i18n/translator.server";
import { publicOrigin } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import { answerFields, answersQuery, issuesOf, queryRecord } from "./answers";
import { meetingSpaceBody, type MeetingSpaceBody } from "./present";
import type { Choice } from "../shared/question";
import { runMeetingSpace } from "./run.server";
import { MEETING_SPACE_NAME } from "./saved-name";
import { meetingSpaceTool } from "./tool";
import { fieldsBefore, stepIndex, stepOfField, steps } from "./steps";

registerCalculatorSchema(MEETING_SPACE_NAME, savedQuerySchema);

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
  entry: { status: "none" } | { status: "not-found" } | { status: "found"; urlTitle: string };
  origin: string;
  meta: { title: string; description: string };
};

function rawQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if ((answerFields as string[]).includes(name) && value.trim() !== "") kept.append(name, value.trim());
  return kept.toString();
}

export async function loadMeetingSpacePage(request: Request, segment: string | undefined): Promise<MeetingSpacePageData> {
  const requested = stepIndex(segment);
  if (requested === null || !(await mayUseTool(request, meetingSpaceTool.name))) throw new Response("Not Found", { status: 404 });
  const { language } = requestLocale(request);
  const t = await getTranslator(language);
  // A step sent without JavaScript carries its empty fields; empty means unanswered, so the address leaves them out.
  const canonical = withoutEmptyParams(new URL(request.url));
  if (canonical !== null) throw redirect(canonical);
  const { params, entry } = await restoreSavedQuery(request, MEETING_SPACE_NAME);

  const say = (issue: { field: string; message: string; values?: Record<string, number> }) => ({
    field: issue.field,
    message: t(issue.message as PhraseKey, issue.values),
  });
  const before = issuesOf(params, fieldsBefore(requested));
  let step = before.length > 0 ? Math.min(...before.map((issue) => stepOfField(issue.field))) : requested;
  let issues = before;
  let results: MeetingSpaceBody | null = null;
  let query = rawQuery(params);
  const run = await runMeetingSpace(params, language);
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
    origin: publicOrigin(),
    meta: { title: `${t("meetingSpace.name")} | ${t("site.name")}`, description: t("meetingSpace.metaDescription") },
  };
}
