import type { PhraseKey } from "~/i18n/phrases/en-us";

/** One option of a list the page data supplies (regions, personas: content in the visitor's language). */
export type Choice = { value: string; label: string };

/** How a step asks one question; each configurator lists its steps' questions. */
export type Question =
  | { field: string; kind: "radio"; label: PhraseKey; hint?: PhraseKey; options: { value: string; label: PhraseKey }[]; initial?: string }
  | { field: string; kind: "checkbox"; label: PhraseKey; hint?: PhraseKey; options: { value: string; label: PhraseKey }[] }
  | { field: string; kind: "number"; label: PhraseKey; hint?: PhraseKey; optional: boolean; step: string; initial?: string }
  /** A list from the page data's `choices[field]`; `emptyLabel` offers "none" (the question is then optional). */
  | { field: string; kind: "select"; label: PhraseKey; hint?: PhraseKey; emptyLabel?: PhraseKey };

export type Step = { id: string; fields: readonly string[] };

/** What the wizard's step form needs of a page's data. */
export type WizardData = {
  step: number;
  values: Record<string, string | string[]>;
  issues: { field: string; message: string }[];
  choices: Record<string, Choice[]>;
};

export const optionsOf = <T extends string>(values: readonly T[], prefix: string) =>
  values.map((value) => ({ value, label: `${prefix}.${value}` as PhraseKey }));
