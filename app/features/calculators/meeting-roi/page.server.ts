/**
 * The two pages of the meeting-room ROI calculator. Both draw the frame's form, which sends its
 * inputs to the results page; the input page shows no results. A row button or the form's cells
 * are rewritten into the canonical address first (frame/rows.ts): a row button goes back to the
 * input page, a Calculate comes to the results. The results page needs no employee count: left
 * empty, the model derives it from the rooms (issue 47), so no guard sends the visitor back.
 */
import { redirect } from "react-router";
import { mayUseTool } from "~/features/calculators/frame/access.server";
import { loadCalculatorPage } from "~/features/calculators/frame/page.server";
import type { CalculatorLoaderArgs } from "~/features/calculators/frame/route.server";
import { rewriteRows } from "~/features/calculators/frame/rows";
import { getTranslator } from "~/i18n/translator.server";
import { buildPath } from "~/i18n/paths";
import { publicOrigin } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import { requestUrl } from "~/utils/request-url";
import { servedMeetingRoi } from "./served.server";
import { INPUT_PATH, meetingRoiStepData, RESULTS_PATH, type MeetingRoiStep } from "./page-step";

export { INPUT_PATH, RESULTS_PATH, type MeetingRoiStep } from "./page-step";

/** Where the page sends the visitor instead of drawing itself, if anywhere (exported for tests). */
export function meetingRoiRedirect(url: URL, step: MeetingRoiStep, paths: { input: string; results: string }): string | null {
  const rewrite = rewriteRows(url.searchParams, servedMeetingRoi.definition.fields);
  if (rewrite) {
    const query = rewrite.query ? `?${rewrite.query}` : "";
    return `${rewrite.intent !== null || step === "input" ? paths.input : paths.results}${query}${rewrite.focus ? `#${rewrite.focus}` : ""}`;
  }
  return null;
}

export async function loadMeetingRoiPage({ request }: CalculatorLoaderArgs, step: MeetingRoiStep) {
  if (!(await mayUseTool(request, servedMeetingRoi.toolId))) throw new Response("Not Found", { status: 404 });
  const locale = requestLocale(request);
  const url = requestUrl(request);
  const paths = {
    input: buildPath(INPUT_PATH, locale.language, locale.site, locale.hostMode),
    results: buildPath(RESULTS_PATH, locale.language, locale.site, locale.hostMode),
  };
  const to = meetingRoiRedirect(url, step, paths);
  if (to !== null) throw redirect(to);
  const [page, t] = await Promise.all([loadCalculatorPage(request, servedMeetingRoi), getTranslator(locale.language)]);
  const description = t("meetingRoi.metaDescription");
  const metas = {
    input: { title: `${t("meetingRoi.name")} | ${t("site.name")}`, description },
    results: { title: `${t("meetingRoi.results.title")} | ${t("site.name")}`, description },
  };
  return meetingRoiStepData(page, step, publicOrigin(), metas);
}
