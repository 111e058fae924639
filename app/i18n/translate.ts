import { numberFormatOf, pluralRulesOf } from "~/utils/intl";
import type { PhraseKey } from "./phrases/en-us";

export type PhraseMap = Record<string, string>;
export type TranslateValues = Record<string, string | number>;
export type Translate = (key: PhraseKey, values?: TranslateValues) => string;

// `{count, plural, one {# resource} other {# resources}}`: the ICU message subset the phrases
// need. English says "1 resource" but "2 resources"; Chinese has one form and needs none of this.
const pluralPattern = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const optionPattern = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const placeholderPattern = /\{(\w+)\}/g;

/** A phrase cut into its parts once: text as it is, a `{name}` placeholder, or a plural choice. */
type Part = string | { name: string; raw: string; forms?: Map<string, string> };

function choosePlural(forms: Map<string, string>, value: number, locale: string): string {
  const form = forms.get(`=${value}`) ?? forms.get(pluralRulesOf(locale).select(value)) ?? forms.get("other") ?? "";
  return form.replaceAll("#", numberFormatOf(locale).format(value));
}

/** Text with its `{name}` placeholders cut out (a plural's forms hold none: they have no braces). */
function placeholderParts(text: string, parts: Part[]): void {
  let from = 0;
  for (const match of text.matchAll(placeholderPattern)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ name: match[1]!, raw: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
}

/**
 * Cuts a phrase into parts, so that filling one runs no regular expression: the phrases are a
 * fixed set, so each is cut once per process.
 */
function partsOf(template: string): Part[] {
  const parts: Part[] = [];
  let from = 0;
  for (const match of template.matchAll(pluralPattern)) {
    placeholderParts(template.slice(from, match.index), parts);
    parts.push({ name: match[1]!, raw: match[0], forms: new Map([...match[2]!.matchAll(optionPattern)].map((option) => [option[1]!, option[2]!])) });
    from = match.index + match[0].length;
  }
  placeholderParts(template.slice(from), parts);
  return parts;
}

const cutPhrases = new Map<string, Part[]>();
// The phrase books hold a few thousand; a key that is not a phrase is its own template, so the
// cut is not kept past this many (an unknown key must not grow the map without end).
const MAX_CUT_PHRASES = 20_000;

/**
 * A translator over one language's phrases. A key that is missing everywhere shows the key
 * itself, so a gap is visible on the page instead of rendering an empty string. Numbers are
 * formatted for the locale; a plural placeholder needs its value as a number. A placeholder
 * without a value (or a plural one whose value is not a finite number) stays as written.
 */
export function createTranslator(phrases: PhraseMap, locale = "en-US"): Translate {
  return (key, values) => {
    const template = phrases[key] ?? key;
    if (!values) return template;
    let parts = cutPhrases.get(template);
    if (!parts) {
      parts = partsOf(template);
      if (cutPhrases.size < MAX_CUT_PHRASES) cutPhrases.set(template, parts);
    }
    let text = "";
    for (const part of parts) {
      if (typeof part === "string") {
        text += part;
        continue;
      }
      const value = values[part.name];
      if (part.forms) text += typeof value === "number" && Number.isFinite(value) ? choosePlural(part.forms, value, locale) : part.raw;
      else if (value === undefined && !(part.name in values)) text += part.raw;
      else text += typeof value === "number" ? numberFormatOf(locale).format(value) : value;
    }
    return text;
  };
}
