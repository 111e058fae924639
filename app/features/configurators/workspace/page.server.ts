import { savedQuerySchema } from "~/features/calculators";
/**
 * The workspace wizard page's data from its address: the step to show (an earlier one when an
 * answer before it is missing or wrong), the answers to carry, the persona and region lists, and on
 * the last step the recommendation, restored from a saved entry when the address names one.
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
import type { Choice } from "../shared/question";
import { workspaceFields, workspaceIssuesOf, workspaceQuery, workspaceRecord } from "./answers";
import { workspaceBody, type WorkspaceBody } from "./present";
import { runWorkspace } from "./run.server";
import { WORKSPACE_NAME } from "./saved-name";
import { workspaceTool } from "./tool";
import { fieldsBefore, stepIndex, stepOfField, steps } from "./steps";

registerCalculatorSchema(WORKSPACE_NAME, savedQuerySchema);

export type WorkspacePageData = {
  step: number;
  values: Record<string, string | string[]>;
  issues: { field: string; message: string }[];
  choices: { persona: Choice[]; region: Choice[] };
  query: string;
  results: (WorkspaceBody & { personaTitle: string }) | null;
  csvHref: string;
  entry: { status: "none" } | { status: "not-found" } | { status: "found"; urlTitle: string };
  origin: string;
  meta: { title: string; description: string };
};

function answersOnly(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if ((workspaceFields as string[]).includes(name) && value.trim() !== "") kept.append(name, value.trim());
  return kept.toString();
}

export async function loadWorkspacePage(request: Request, segment: string | undefined): Promise<WorkspacePageData> {
  const requested = stepIndex(segment);
  if (requested === null || !(await mayUseTool(request, workspaceTool.name))) throw new Response("Not Found", { status: 404 });
  const { language, site } = requestLocale(request);
  const t = await getTranslator(language);
  // A step sent without JavaScript carries its empty fields; empty means unanswered, so the address leaves them out.
  const canonical = withoutEmptyParams(new URL(request.url));
  if (canonical !== null) throw redirect(canonical);
  const { params, entry } = await restoreSavedQuery(request, WORKSPACE_NAME);

  const before = workspaceIssuesOf(params, fieldsBefore(requested));
  let step = before.length > 0 ? Math.min(...before.map((issue) => stepOfField(issue.field))) : requested;
  let issues = before;
  let results: WorkspacePageData["results"] = null;
  let query = answersOnly(params);
  const run = await runWorkspace(params, site, language);
  if (step === steps.length - 1) {
    if (run.ok) {
      results = { ...workspaceBody(run.answers, run.result, t, getLanguage(language).locale), personaTitle: run.personaTitle };
      query = workspaceQuery(run.answers);
    } else {
      issues = run.issues;
      step = Math.min(...run.issues.map((issue) => stepOfField(issue.field)));
    }
  }
  const siteParam = site === "home" ? "&site=home" : "";
  return {
    step,
    values: workspaceRecord(params),
    issues: issues.map((issue) => ({ field: issue.field, message: t(issue.message as PhraseKey, issue.values) })),
    choices: { persona: run.personas, region: run.regions },
    query,
    results,
    csvHref: `/${language}/api/configurators/workspace?${query}&format=csv${siteParam}`,
    entry,
    origin: publicOrigin(),
    meta: { title: `${t("workspace.name")} | ${t("site.name")}`, description: t("workspace.metaDescription") },
  };
}
