/**
 * The one input rule every API and form follows (issue 30). Pure pieces, so the calculators'
 * frame, the configurators, devices and the catalogue API apply the same rule the same way:
 * - a scalar parameter given twice is refused by name (only declared lists repeat);
 * - numbers are plain decimals: `Number()` would also read `0x1`, `0b1`, `0o7`, `1e3`, `" 1"`;
 * - lookups keyed by visitor text read own keys only (`constructor` is no slug);
 * - a lower bound above its upper bound is refused by the pair's names;
 * - the APIs answer GET and HEAD; anything else is 405 with `Allow`, OPTIONS is 204;
 * - an API under a language the site does not have is 404, not English.
 */
import { isSupportedLanguage } from "~/i18n/languages";
import type { PhraseKey } from "~/i18n/phrases/en-us";

/** Digits with an optional sign and decimal point: no hex, binary, octal, exponent or inner spaces. */
export const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The number a decimal text says, else undefined (the caller trims and drops thousands separators). */
export function parseDecimal(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Names given more than once (non-empty or not) that are not declared lists, in the order first
 * seen. Keeping the first or the last would silently answer a question nobody asked.
 */
export function repeatedNames(params: URLSearchParams, lists: Iterable<string> = []): string[] {
  const listed = new Set(lists);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of params.keys()) {
    if (seen.has(name) && !listed.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated];
}

/** `record[key]` for the record's own keys only: inherited members (`toString`, `constructor`) are absent. */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The API's `site` parameter (it has no site prefix) and the configurators' `format`. */
export const SITE_CHOICES = ["work", "home"] as const;
export const FORMAT_CHOICES = ["json", "csv"] as const;

/**
 * A choice parameter given with a value that is none of its choices (`constructor`, `0x10`,
 * `NaN`, empty): an issue on it naming the choices. Compared with Array.includes, so a
 * prototype name is no choice. Absent is no issue (the default).
 */
export function choiceIssue(
  params: URLSearchParams,
  field: string,
  choices: readonly string[],
): { field: string; message: PhraseKey; values: { field: string; choices: string } } | undefined {
  const value = params.get(field);
  if (value === null || choices.includes(value)) return undefined;
  return { field, message: "api.error.choice", values: { field, choices: choices.join(", ") } };
}

/** A lower and an upper bound given as two parameters. */
export type BoundPair = { min: string; max: string };

/** The pairs whose lower value is above the upper one; a pair with a value missing is not judged. */
export function reversedPairs(values: Readonly<Record<string, number | undefined>>, pairs: readonly BoundPair[]): BoundPair[] {
  return pairs.filter(({ min, max }) => {
    const low = ownValue(values, min);
    const high = ownValue(values, max);
    return low !== undefined && high !== undefined && low > high;
  });
}

/** The methods the read-only APIs answer. */
export const ALLOWED_METHODS = "GET, HEAD";

/** 405 for a method the API does not answer, saying which ones it does. */
export function methodNotAllowed(message: string): Response {
  return Response.json({ message, issues: [] }, { status: 405, headers: { Allow: ALLOWED_METHODS } });
}

/** OPTIONS names the methods and runs nothing (React Router hands OPTIONS to the loader). */
export function optionsAnswer(): Response {
  return new Response(null, { status: 204, headers: { Allow: ALLOWED_METHODS } });
}

/** True when the address's language segment is not one of the site's languages (`/xx-yy/api/…`). */
export function isUnknownLanguage(segment: string | undefined): boolean {
  return !isSupportedLanguage(segment?.toLowerCase());
}

/**
 * What an API answers before reading its query: OPTIONS → 204, an unknown language → 404;
 * undefined when the request goes on. `null`: the address has no language segment (the spec's
 * unprefixed `/api/regions`), so there is none to judge.
 */
export function apiPreflight(request: Request, languageSegment: string | undefined | null, notFoundMessage: string): Response | undefined {
  if (request.method === "OPTIONS") return optionsAnswer();
  if (languageSegment !== null && isUnknownLanguage(languageSegment)) return Response.json({ message: notFoundMessage, issues: [] }, { status: 404 });
  return undefined;
}
