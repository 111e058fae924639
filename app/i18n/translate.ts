import { numberFormatOf, pluralRulesOf } from "~/utils/intl";
import type { PhraseKey } from "./phrases/en-us";

export type PhraseMap = Record<string, string>;
export type TranslateValues = Record<string, string | number>;
export type Translate = (key: PhraseKey, values?: TranslateValues) => string;

// `{count, plural, one {# resource} other {# resources}}`: the ICU message subset the phrases
// need. English says "1 resource" but "2 resources"; Chinese has one form and needs none of this.
const pluralPattern = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const optionPattern = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

function choosePlural(options: string, value: number, locale: string): string {
  const forms = new Map([...options.matchAll(optionPattern)].map((match) => [match[1]!, match[2]!]));
  const form = forms.get(`=${value}`) ?? forms.get(pluralRulesOf(locale).select(value)) ?? forms.get("other") ?? "";
  return form.replaceAll("#", numberFormatOf(locale).format(value));
}

/**
 * A translator over one language's phrases. A key that is missing everywhere shows the key
 * itself, so a gap is visible on the page instead of rendering an empty string. Numbers are
 * formatted for the locale; a plural placeholder needs its value as a number.
 */
export function createTranslator(phrases: PhraseMap, locale = "en-US"): Translate {
  return (key, values) => {
    const template = phrases[key] ?? key;
    if (!values) return template;
    return template
      .replace(pluralPattern, (match, name: string, options: string) => {
        const value = typeof values[name] === "number" ? values[name] : Number.NaN;
        return Number.isFinite(value) ? choosePlural(options, value, locale) : match;
      })
      .replace(/\{(\w+)\}/g, (match, name: string) => {
        if (!(name in values)) return match;
        const value = values[name]!;
        return typeof value === "number" ? numberFormatOf(locale).format(value) : value;
      });
  };
}
