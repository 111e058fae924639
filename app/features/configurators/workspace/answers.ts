/**
 * The workspace configurator's answers as the address (or the API query) gives them: each checked
 * on its own (a wizard step shows its own issues), then `parseAnswers` insists on the persona.
 */
import { z } from "zod";
import {
  checkFields,
  choiceAnswer,
  choicesAnswer,
  contentIdAnswer,
  numberAnswer,
  queryRecord as sharedQueryRecord,
  repeatedAnswers,
  type AnswerIssue as SharedAnswerIssue,
} from "../shared/answer-fields";

/**
 * How the laptop reaches the desk — a short list until the devices data exists: Thunderbolt,
 * USB-C with DisplayPort, HDMI only, or a desktop computer.
 */
export const laptopKinds = ["thunderbolt", "usb-c", "hdmi", "desktop"] as const;
export const screenCounts = ["1", "2", "3"] as const;
/** What the desk already has; each one drops its part from the bill of materials. */
export const existingKinds = ["dock", "webcam", "headset", "keyboard-mouse", "arm"] as const;

export const bounds = {
  hoursPerDay: { min: 1, max: 24 },
  deskWidthIn: { min: 24, max: 120 },
  budgetUsd: { min: 0, max: 10_000_000 },
} as const;

export const workspaceQuerySchema = z.object({
  persona: contentIdAnswer("workspace.error.persona"),
  hoursPerDay: numberAnswer(bounds.hoursPerDay, false),
  deskWidthIn: numberAnswer(bounds.deskWidthIn, false),
  screens: choiceAnswer(screenCounts),
  laptop: choiceAnswer(laptopKinds),
  existing: choicesAnswer(existingKinds),
  budgetUsd: numberAnswer(bounds.budgetUsd, false),
  region: contentIdAnswer("configurator.error.region"),
});
export type WorkspaceField = keyof typeof workspaceQuerySchema.shape;
export const workspaceFields = Object.keys(workspaceQuerySchema.shape) as WorkspaceField[];

export type WorkspaceAnswers = {
  /** A persona id of the site's use cases (the use-case pages' profiles). */
  persona: string;
  hoursPerDay: number;
  deskWidthIn: number;
  screens: 1 | 2 | 3;
  laptop: (typeof laptopKinds)[number];
  existing: (typeof existingKinds)[number][];
  budgetUsd: number | null;
  region: string | null;
};

/** Defaults: an 8-hour day at a 55 in (140 cm) desk, one screen, a USB-C laptop. */
export const workspaceDefaults = { hoursPerDay: 8, deskWidthIn: 55, screens: 1, laptop: "usb-c" } as const;

export type WorkspaceIssue = SharedAnswerIssue<WorkspaceField>;

export function workspaceRecord(params: URLSearchParams): Record<string, string | string[]> {
  return sharedQueryRecord(params, workspaceFields, ["existing"]);
}

export function workspaceIssuesOf(params: URLSearchParams, fields: readonly WorkspaceField[]): WorkspaceIssue[] {
  const { parsed, issues } = checkFields(workspaceQuerySchema.shape, workspaceRecord(params), fields, bounds);
  const needsPersona = fields.includes("persona") && parsed.persona === undefined && !issues.some((issue) => issue.field === "persona");
  return needsPersona ? [...issues, { field: "persona", message: "workspace.error.personaRequired" }] : issues;
}

export type ParsedWorkspace = { ok: true; answers: WorkspaceAnswers } | { ok: false; issues: WorkspaceIssue[] };

export function parseWorkspaceAnswers(params: URLSearchParams): ParsedWorkspace {
  const repeated = repeatedAnswers(params, workspaceFields, ["existing"]);
  if (repeated.length > 0) return { ok: false, issues: repeated };
  const issues = workspaceIssuesOf(params, workspaceFields);
  if (issues.length > 0) return { ok: false, issues };
  const data = workspaceQuerySchema.parse(workspaceRecord(params));
  return {
    ok: true,
    answers: {
      persona: data.persona!,
      hoursPerDay: data.hoursPerDay ?? workspaceDefaults.hoursPerDay,
      deskWidthIn: data.deskWidthIn ?? workspaceDefaults.deskWidthIn,
      screens: Number(data.screens ?? workspaceDefaults.screens) as 1 | 2 | 3,
      laptop: data.laptop ?? workspaceDefaults.laptop,
      existing: [...new Set(data.existing ?? [])],
      budgetUsd: data.budgetUsd ?? null,
      region: data.region ?? null,
    },
  };
}

/** The answers back as a canonical query (stable order, defaults written out). */
export function workspaceQuery(answers: WorkspaceAnswers): string {
  const params = new URLSearchParams();
  params.set("persona", answers.persona);
  params.set("hoursPerDay", String(answers.hoursPerDay));
  params.set("deskWidthIn", String(answers.deskWidthIn));
  params.set("screens", String(answers.screens));
  params.set("laptop", answers.laptop);
  for (const kind of answers.existing) params.append("existing", kind);
  if (answers.budgetUsd !== null) params.set("budgetUsd", String(answers.budgetUsd));
  if (answers.region) params.set("region", answers.region);
  return params.toString();
}
