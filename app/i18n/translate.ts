import type { PhraseKey } from "./phrases/en-us";

export type PhraseMap = Record<string, string>;
export type TranslateValues = Record<string, string | number>;
export type Translate = (key: PhraseKey, values?: TranslateValues) => string;

/**
 * A translator over one language's phrases. A key that is missing everywhere shows the key
 * itself, so a gap is visible on the page instead of rendering an empty string.
 */
export function createTranslator(phrases: PhraseMap): Translate {
  return (key, values) => {
    const template = phrases[key] ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}
