/**
 * A loader value that travels in the page's hydration data as one JSON text.
 *
 * React Router encodes loader data value by value in JavaScript (turbo-stream: a lookup, a push
 * and a string per value); a calculator page's data is ~590 values, a products page's ~1,000, and
 * that encoding was 5–9 % of the page's CPU (docs/perf-profile.md, changes 59–60).
 * `JSON.stringify` writes the same data in native code, and turbo-stream then carries one string,
 * which the browser parses natively too.
 *
 * Both sides must render the same values. JSON leaves out what is `undefined` and writes a
 * non-finite number as null, so only data that is JSON already goes this way (what the JSON APIs
 * answer, checked finite; the catalogue's rows). The server renders from the value itself,
 * without parsing its text again, only when the value is exactly what the browser will parse:
 * plain objects and arrays, strings, booleans, null and finite numbers, no `undefined` anywhere.
 * Otherwise it parses the text as the browser does.
 */
export type JsonText<T> = string & { readonly jsonTextOf: T };

/** Values the server made texts of, by text, until it renders them (a few requests' worth). */
const madeHere = new Map<string, unknown>();
const MAX_MADE_HERE = 32;

export function toJsonText<T>(value: T): JsonText<T> {
  const text = JSON.stringify(value);
  if (isExactlyJson(value)) {
    // Oldest first out: a text whose page was never rendered (a redirect, an error) goes in time.
    if (madeHere.size >= MAX_MADE_HERE) madeHere.delete(madeHere.keys().next().value!);
    madeHere.set(text, value);
  }
  return text as JsonText<T>;
}

export function fromJsonText<T>(text: JsonText<T>): T {
  const made = madeHere.get(text);
  if (made !== undefined) {
    madeHere.delete(text);
    return made as T;
  }
  return JSON.parse(text) as T;
}

/** True when JSON.parse(JSON.stringify(value)) would give the same value, property for property. */
export function isExactlyJson(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (const item of value) if (!isExactlyJson(item)) return false;
        return true;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      const record = value as Record<string, unknown>;
      for (const key in record) if (!isExactlyJson(record[key])) return false;
      return true;
    }
    default:
      return false;
  }
}
