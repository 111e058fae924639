/**
 * From a query and the data the recommendation reads (the site's personas, the chosen persona's
 * catalogue list, the peripherals and regions content) to the recommendation: pure, so the server
 * (run.server.ts) and the browser (the page's client loader) give the same answer for the same
 * address.
 */
import type { Peripherals } from "~/features/content";
import type { Choice } from "../shared/question";
import { parseWorkspaceAnswers, type WorkspaceAnswers, type WorkspaceIssue } from "./answers";
import { configureWorkspace, type DeskMonitor, type WorkspaceResult } from "./model";

/**
 * What the recommendation reads besides the answers. `monitors` holds the catalogue lists of the
 * personas fetched so far (a few KB each); the other parts are the same for every answer.
 */
export type WorkspaceData = { personas: Choice[]; peripherals: Peripherals; regions: Choice[]; monitors: Record<string, DeskMonitor[]> };

export type WorkspaceRun =
  | { ok: true; answers: WorkspaceAnswers; result: WorkspaceResult; personaTitle: string; personas: Choice[]; regions: Choice[] }
  | { ok: false; issues: WorkspaceIssue[]; personas: Choice[]; regions: Choice[] };

/** The persona whose catalogue list an address's recommendation reads; null when it reads none (bad answers). */
export function personaOf(params: URLSearchParams, personas: readonly Choice[]): string | null {
  const parsed = parseWorkspaceAnswers(params);
  return parsed.ok && personas.some((choice) => choice.value === parsed.answers.persona) ? parsed.answers.persona : null;
}

/** The run; the persona's catalogue list must be in `data.monitors` (personaOf names it). */
export function runWorkspaceWith(params: URLSearchParams, data: WorkspaceData): WorkspaceRun {
  const { personas, regions } = data;
  const parsed = parseWorkspaceAnswers(params);
  if (!parsed.ok) return { ok: false, issues: parsed.issues, personas, regions };
  const { answers } = parsed;
  const persona = personas.find((candidate) => candidate.value === answers.persona);
  const issues: WorkspaceIssue[] = [];
  if (!persona) issues.push({ field: "persona", message: "workspace.error.persona" });
  if (answers.region !== null && !regions.some((region) => region.value === answers.region)) issues.push({ field: "region", message: "configurator.error.region" });
  if (!persona || issues.length > 0) return { ok: false, issues, personas, regions };
  const candidates = data.monitors[persona.value];
  if (!candidates) throw new Error(`The catalogue list of persona ${persona.value} is not held`);
  const result = configureWorkspace(answers, candidates, data.peripherals);
  return { ok: true, answers, result, personaTitle: persona.label, personas, regions };
}
