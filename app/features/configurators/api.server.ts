/**
 * The configurators' JSON and CSV API, one answer per request: the same run the pages use,
 * translated into the language of the address.
 */
import { mayUseTool } from "~/features/calculators/index.server";
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { getTranslator } from "~/i18n/translator.server";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { choiceIssue, FORMAT_CHOICES, repeatedNames, SITE_CHOICES } from "~/utils/input-rules";
import { requestLocale } from "~/utils/request-locale.server";
import { meetingSpaceBody, meetingSpaceCsv } from "./meeting-space/present";
import { runMeetingSpace } from "./meeting-space/run.server";
import { workspaceBody, workspaceCsv } from "./workspace/present";
import { personaMonitors, runWorkspace } from "./workspace/run.server";
import { meetingSpaceTool } from "./meeting-space/tool";
import { workspaceTool } from "./workspace/tool";

/** The configurators this API serves, found by their declared API names. */
const configurators = [meetingSpaceTool, workspaceTool];

type Answer = { ok: true; body: unknown; csv: string } | { ok: false; issues: { field: string; message: string; values?: Record<string, number> }[] };

/** One configurator's run as the API's body and CSV, in the visitor's language. */
async function answer(name: string, params: URLSearchParams, site: "work" | "home", language: LanguageCode, t: Translate): Promise<Answer> {
  const locale = getLanguage(language).locale;
  if (name === workspaceTool.api) {
    const run = await runWorkspace(params, site, language);
    if (!run.ok) return { ok: false, issues: run.issues };
    const body = workspaceBody(run.answers, run.result, t, locale);
    return { ok: true, body, csv: workspaceCsv(body, t) };
  }
  const run = await runMeetingSpace(params, language);
  if (!run.ok) return { ok: false, issues: run.issues };
  const body = meetingSpaceBody(run.answers, run.result, t, locale);
  return { ok: true, body, csv: meetingSpaceCsv(body, t) };
}

export async function apiConfigurator(request: Request, name: string): Promise<Response> {
  const { language } = requestLocale(request);
  const t = await getTranslator(language);
  const tool = configurators.find((candidate) => candidate.api === name);
  if (!tool || !(await mayUseTool(request, tool.name))) {
    return Response.json({ message: t("configurator.error.notFound"), issues: [] }, { status: 404 });
  }
  const params = new URL(request.url).searchParams;
  // Only `existing` is a list; `site`, `format` and every answer are given once (input-rules).
  const repeated = repeatedNames(params, ["existing"]);
  if (repeated.length > 0) {
    const issues = repeated.map((field) => ({ field, message: t("api.error.repeated") }));
    return Response.json({ message: t("configurator.error.summary"), issues }, { status: 400 });
  }
  // The API has no site prefix: `site=home` asks for the For Home site's personas and catalogue.
  // `site` and `format` take their choices only (`format=constructor` is 400, not JSON; issue 50).
  const choiceIssues = [choiceIssue(params, "site", SITE_CHOICES), choiceIssue(params, "format", FORMAT_CHOICES)].filter((issue) => issue !== undefined);
  if (choiceIssues.length > 0) {
    const issues = choiceIssues.map((issue) => ({ field: issue.field, message: t(issue.message, issue.values) }));
    return Response.json({ message: t("configurator.error.summary"), issues }, { status: 400 });
  }
  const site = params.get("site") === "home" ? "home" : "work";
  const result = await answer(name, params, site, language, t);
  if (!result.ok) {
    const issues = result.issues.map((issue) => ({ field: issue.field, message: t(issue.message as PhraseKey, issue.values) }));
    return Response.json({ message: t("configurator.error.summary"), issues }, { status: 400 });
  }
  if (params.get("format") === "csv") {
    return new Response(result.csv, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}-configurator.csv"` },
    });
  }
  return Response.json(result.body);
}

/**
 * GET /{lang}/api/workspace-monitors?persona=<id>[&site=home] → { persona, monitors }: a persona's
 * catalogue list as the workspace recommendation reads it, for a page that holds another persona's
 * (issue 49: only the missing data travels). An unknown persona is 404.
 */
export async function apiWorkspaceMonitors(request: Request): Promise<Response> {
  const { language } = requestLocale(request);
  const t = await getTranslator(language);
  if (!(await mayUseTool(request, workspaceTool.name))) return Response.json({ message: t("configurator.error.notFound"), issues: [] }, { status: 404 });
  const params = new URL(request.url).searchParams;
  const repeated = repeatedNames(params, []);
  const choice = choiceIssue(params, "site", SITE_CHOICES);
  if (repeated.length > 0 || choice) {
    const issues = [...repeated.map((field) => ({ field, message: t("api.error.repeated") })), ...(choice ? [{ field: choice.field, message: t(choice.message, choice.values) }] : [])];
    return Response.json({ message: t("configurator.error.summary"), issues }, { status: 400 });
  }
  const persona = params.get("persona") ?? "";
  const monitors = await personaMonitors(params.get("site") === "home" ? "home" : "work", language, persona);
  if (!monitors) return Response.json({ message: t("workspace.error.persona"), issues: [{ field: "persona", message: t("workspace.error.persona") }] }, { status: 404 });
  // A minute, like the catalogue rows the server keeps (kept-rows.server.ts); public (a signed-in answer is made
  // private, server/request-policy.ts) so the service worker may keep it for offline use.
  return Response.json({ persona, monitors }, { headers: { "Cache-Control": "public, max-age=60" } });
}
