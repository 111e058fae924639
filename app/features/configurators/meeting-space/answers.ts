/**
 * The meeting-space configurator's answers as the address (or the API query) gives them. Every
 * value arrives as text; each is checked on its own, so a wizard step can show the issues of its
 * own questions, and `parseAnswers` then insists on what the recommendation needs.
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
  yesNoAnswer,
  type AnswerIssue as SharedAnswerIssue,
} from "../shared/answer-fields";

export const roomSizes = ["small", "medium", "large"] as const;
export const roomShapes = ["boardroom", "square", "u-shape", "classroom"] as const;
export const platforms = ["teams", "zoom", "other"] as const;
/** The 4-6-8 rule's three kinds of viewing (image height ≥ distance ÷ 4, ÷ 6, ÷ 8); `reading` is the default. */
export const viewings = ["detailed", "reading", "basic"] as const;
export const mountings = ["wall", "cart"] as const;
/** What the room already has; each one drops its part from the bill of materials. */
export const existingKinds = ["camera", "audio", "mount", "cables"] as const;

export type RoomSize = (typeof roomSizes)[number];
export type Viewing = (typeof viewings)[number];

/** Bounds of the number answers, also the values of their messages. */
export const bounds = {
  distanceFt: { min: 4, max: 60 },
  seats: { min: 1, max: 60 },
  budgetUsd: { min: 0, max: 10_000_000 },
} as const;

/** Each answer on its own; all optional here (what is required depends on the step). */
export const meetingSpaceQuerySchema = z.object({
  roomSize: choiceAnswer(roomSizes),
  distanceFt: numberAnswer(bounds.distanceFt, false),
  seats: numberAnswer(bounds.seats, true),
  shape: choiceAnswer(roomShapes),
  platform: choiceAnswer(platforms),
  existing: choicesAnswer(existingKinds),
  viewing: choiceAnswer(viewings),
  touch: yesNoAnswer,
  mounting: choiceAnswer(mountings),
  budgetUsd: numberAnswer(bounds.budgetUsd, false),
  region: contentIdAnswer("configurator.error.region"),
});
export type AnswerField = keyof typeof meetingSpaceQuerySchema.shape;
export const answerFields = Object.keys(meetingSpaceQuerySchema.shape) as AnswerField[];

export type MeetingSpaceAnswers = {
  roomSize: RoomSize | null;
  distanceFt: number | null;
  seats: number;
  shape: (typeof roomShapes)[number];
  platform: (typeof platforms)[number];
  existing: (typeof existingKinds)[number][];
  viewing: Viewing;
  touch: boolean;
  mounting: (typeof mountings)[number];
  budgetUsd: number | null;
  /** A region id of GET /api/regions; null offers every peripheral. */
  region: string | null;
};

export type AnswerIssue = SharedAnswerIssue<AnswerField>;

/** The query as the schema's input: repeated `existing`, every other name once (empty values left out). */
export function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  return sharedQueryRecord(params, answerFields, ["existing"]);
}

type Parsed = z.infer<typeof meetingSpaceQuerySchema>;

/** Which answers must be present: the room needs a size or a distance, then seats and a platform. */
function missing(parsed: Partial<Parsed>, fields: readonly AnswerField[], invalid: ReadonlySet<string>): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const needs = (field: AnswerField) => fields.includes(field) && !invalid.has(field) && parsed[field] === undefined;
  if (needs("roomSize") && parsed.distanceFt === undefined && !invalid.has("distanceFt")) {
    issues.push({ field: "roomSize", message: "configurator.error.roomSizeOrDistance" });
  }
  if (needs("seats")) issues.push({ field: "seats", message: "configurator.error.seatsRequired" });
  if (needs("platform")) issues.push({ field: "platform", message: "configurator.error.platformRequired" });
  return issues;
}

/**
 * The issues of some answers only (a wizard step's questions and those before it). Each field is
 * checked on its own, so one bad answer does not hide another's message.
 */
export function issuesOf(params: URLSearchParams, fields: readonly AnswerField[]): AnswerIssue[] {
  const { parsed, issues } = checkFields(meetingSpaceQuerySchema.shape, queryRecord(params), fields, bounds);
  const invalid = new Set<string>(issues.map((issue) => issue.field));
  return [...issues, ...missing(parsed as Partial<Parsed>, fields, invalid)];
}

export type ParsedAnswers = { ok: true; answers: MeetingSpaceAnswers } | { ok: false; issues: AnswerIssue[] };

/** Every answer, checked; unanswered optional questions take their documented defaults. */
export function parseAnswers(params: URLSearchParams): ParsedAnswers {
  const repeated = repeatedAnswers(params, answerFields, ["existing"]);
  if (repeated.length > 0) return { ok: false, issues: repeated };
  const issues = issuesOf(params, answerFields);
  if (issues.length > 0) return { ok: false, issues };
  const data = meetingSpaceQuerySchema.parse(queryRecord(params));
  return {
    ok: true,
    answers: {
      roomSize: data.roomSize ?? null,
      distanceFt: data.distanceFt ?? null,
      seats: data.seats!,
      shape: data.shape ?? "boardroom",
      platform: data.platform!,
      existing: [...new Set(data.existing ?? [])],
      viewing: data.viewing ?? "reading",
      touch: data.touch ?? false,
      mounting: data.mounting ?? "wall",
      budgetUsd: data.budgetUsd ?? null,
      region: data.region ?? null,
    },
  };
}

/** The answers back as a canonical query (stable order, defaults written out) for links and saving. */
export function answersQuery(answers: MeetingSpaceAnswers): string {
  const params = new URLSearchParams();
  if (answers.roomSize) params.set("roomSize", answers.roomSize);
  if (answers.distanceFt !== null) params.set("distanceFt", String(answers.distanceFt));
  params.set("seats", String(answers.seats));
  params.set("shape", answers.shape);
  params.set("platform", answers.platform);
  for (const kind of answers.existing) params.append("existing", kind);
  params.set("viewing", answers.viewing);
  params.set("touch", answers.touch ? "yes" : "no");
  params.set("mounting", answers.mounting);
  if (answers.budgetUsd !== null) params.set("budgetUsd", String(answers.budgetUsd));
  if (answers.region) params.set("region", answers.region);
  return params.toString();
}
