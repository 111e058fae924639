/**
 * A wizard's addresses: each step a page of its own (`<tool path>/<step id>`, the first step the
 * tool's own path), carrying the answers so far in its query.
 */
import type { Step } from "./question";

export function wizard<const S extends readonly Step[]>(pagePath: string, steps: S) {
  return {
    steps,
    /** The step of an address segment: none is the first; an unknown one is null (404). */
    stepIndex(segment: string | undefined): number | null {
      if (segment === undefined || segment === "") return 0;
      const index = steps.findIndex((step) => step.id === segment);
      return index === -1 ? null : index;
    },
    /** A step's path without language or site prefix. */
    stepPath(index: number): string {
      return index <= 0 ? pagePath : `${pagePath}/${steps[index]!.id}`;
    },
    /** The answers asked before a step. */
    fieldsBefore(index: number): S[number]["fields"][number][] {
      return steps.slice(0, index).flatMap((step) => [...step.fields]);
    },
    /** The first step that asks a field (to send a visitor back to a bad answer). */
    stepOfField(field: string): number {
      const index = steps.findIndex((step) => step.fields.includes(field));
      return index === -1 ? 0 : index;
    },
  };
}
