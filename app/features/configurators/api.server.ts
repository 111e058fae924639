/**
 * The configurators' JSON and CSV API, one answer per request: the same run the pages use,
 * translated into the language of the address.
 */
import { mayUseTool } from "~/features/calculators/frame/access.server";
import { getLanguage } from "~/i18n/languages";
import { getTranslator } from "~/i18n/translator.server";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { requestLocale } from "~/utils/request-locale.server";
import { meetingSpaceBody, meetingSpaceCsv } from "./meeting-space/present";
import { runMeetingSpace } from "./meeting-space/run.server";

/** API name → registry tool id. */
const configurators: Record<string, string> = { "meeting-space": "meeting-space-configurator" };

export async function apiConfigurator(request: Request, name: string): Promise<Response> {
  const { language } = requestLocale(request);
  const t = await getTranslator(language);
  const toolId = Object.hasOwn(configurators, name) ? configurators[name] : undefined;
  if (!toolId || !(await mayUseTool(request, toolId))) {
    return Response.json({ message: t("configurator.error.notFound"), issues: [] }, { status: 404 });
  }
  const params = new URL(request.url).searchParams;
  const run = await runMeetingSpace(params, language);
  if (!run.ok) {
    const issues = run.issues.map((issue) => ({ field: issue.field, message: t(issue.message as PhraseKey, issue.values) }));
    return Response.json({ message: t("configurator.error.summary"), issues }, { status: 400 });
  }
  const body = meetingSpaceBody(run.answers, run.result, t, getLanguage(language).locale);
  if (params.get("format") === "csv") {
    return new Response(meetingSpaceCsv(body, t), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}-configurator.csv"` },
    });
  }
  return Response.json(body);
}
