/**
 * The meeting-space wizard: each step a page of its own address, carrying the answers so far in
 * its query, so it works without JavaScript and Back keeps every answer.
 */
import { wizard } from "../shared/wizard";
import type { AnswerField } from "./answers";

export const PAGE_PATH = "/meeting-space-configurator";

const meetingSpaceWizard = wizard(PAGE_PATH, [
  { id: "room", fields: ["roomSize", "distanceFt", "seats", "shape"] },
  { id: "platform", fields: ["platform", "existing"] },
  { id: "display", fields: ["viewing", "touch", "mounting", "budgetUsd", "region"] },
  { id: "results", fields: [] },
] as const satisfies readonly { id: string; fields: readonly AnswerField[] }[]);

export const { steps, stepIndex, stepPath, fieldsBefore, stepOfField } = meetingSpaceWizard;
