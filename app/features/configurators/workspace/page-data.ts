/**
 * The workspace wizard page's data from its answers: the step to show (an earlier one when an
 * answer before it is missing or wrong), the answers to carry, the persona and region lists, and on
 * the last step the recommendation. Pure: the server's loader (page.server.ts) and the browser's
 * client loader (in-browser.ts) build the same page for the same address from the same data.
 */
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import type { Choice } from "../shared/question";
import { workspaceFields, workspaceIssuesOf, workspaceQuery, workspaceRecord } from "./answers";
import { workspaceBody, type WorkspaceBody } from "./present";
import { runWorkspaceWith, type WorkspaceData } from "./run";
import { fieldsBefore, stepOfField, steps } from "./steps";

export type EntryState = { status: "none" } | { status: "not-found" } | { status: "found"; urlTitle: string };

export type WorkspacePageData = {
  step: number;
  values: Record<string, string | string[]>;
  issues: { field: string; message: string }[];
  choices: { persona: Choice[]; region: Choice[] };
  query: string;
  results: (WorkspaceBody & { personaTitle: string }) | null;
  csvHref: string;
  entry: EntryState;
  origin: string;
  meta: { title: string; description: string };
  /** What the recommendation reads, held so the browser answers the next address itself. */
  data: WorkspaceData;
};

export type PageInputs = {
  /** The step the address asks for (its index). */
  requested: number;
  params: URLSearchParams;
  entry: EntryState;
  site: "work" | "home";
  language: LanguageCode;
  t: Translate;
  origin: string;
  data: WorkspaceData;
};

function answersOnly(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if ((workspaceFields as string[]).includes(name) && value.trim() !== "") kept.append(name, value.trim());
  return kept.toString();
}

export function workspacePageData({ requested, params, entry, site, language, t, origin, data }: PageInputs): WorkspacePageData {
  const before = workspaceIssuesOf(params, fieldsBefore(requested));
  let step = before.length > 0 ? Math.min(...before.map((issue) => stepOfField(issue.field))) : requested;
  let issues = before;
  let results: WorkspacePageData["results"] = null;
  let query = answersOnly(params);
  const run = runWorkspaceWith(params, data);
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
    origin,
    meta: { title: `${t("workspace.name")} | ${t("site.name")}`, description: t("workspace.metaDescription") },
    data,
  };
}
