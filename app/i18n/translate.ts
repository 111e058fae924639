import type { PhraseKey } from "./phrases/en-us";

export type PhraseMap = Record<string, string>;
export type TranslateValues = Record<string, string | number>;
export type Translate = (key: PhraseKey, values?: TranslateValues) => string;

// `{count, plural, one {# resource} other {# resources}}`: the ICU message subset the phrases
// need. English says "1 resource" but "2 resources"; Chinese has one form and needs none of this.
const pluralPattern = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const optionPattern = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

// Intl objects are slow to build and every component asks for a translator: one per locale.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

function choosePlural(options: string, value: number, locale: string): string {
  const forms = new Map([...options.matchAll(optionPattern)].map((match) => [match[1]!, match[2]!]));
  const form = forms.get(`=${value}`) ?? forms.get(pluralRule(locale).select(value)) ?? forms.get("other") ?? "";
  return form.replaceAll("#", numberFormat(locale).format(value));
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
        return typeof value === "number" ? numberFormat(locale).format(value) : value;
      });
  };
}
