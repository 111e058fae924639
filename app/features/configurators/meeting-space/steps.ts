/**
 * The wizard: each step a page of its own address, carrying the answers so far in its query, so
 * it works without JavaScript and Back keeps every answer.
 */
import type { AnswerField } from "./answers";

export const PAGE_PATH = "/meeting-space-configurator";

export const steps = [
  { id: "room", fields: ["roomSize", "distanceFt", "seats", "shape"] },
  { id: "platform", fields: ["platform", "existing"] },
  { id: "display", fields: ["viewing", "touch", "mounting", "budgetUsd", "region"] },
  { id: "results", fields: [] },
] as const satisfies readonly { id: string; fields: readonly AnswerField[] }[];

export type StepId = (typeof steps)[number]["id"];

/** The step of an address segment: none is the first; an unknown one is null (404). */
export function stepIndex(segment: string | undefined): number | null {
  if (segment === undefined || segment === "") return 0;
  const index = steps.findIndex((step) => step.id === segment);
  return index === -1 ? null : index;
}

/** A step's path without language or site prefix; the first step is the tool's own path. */
export function stepPath(index: number): string {
  return index <= 0 ? PAGE_PATH : `${PAGE_PATH}/${steps[index]!.id}`;
}

/** The answers asked before a step. */
export function fieldsBefore(index: number): AnswerField[] {
  return steps.slice(0, index).flatMap((step) => [...step.fields]);
}

/** The first step that asks one of the fields (to send a visitor back to a bad answer). */
export function stepOfField(field: string): number {
  const index = steps.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? 0 : index;
}
