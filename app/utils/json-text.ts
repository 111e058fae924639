import { createContext, useContext, useMemo } from "react";

/**
 * A loader value that travels in the page's hydration data as one JSON text.
 *
 * React Router encodes loader data value by value in JavaScript (turbo-stream: a lookup, a push
 * and a string per value); a calculator page's data is ~590 values, a products page's ~1,000.
 * `JSON.stringify` writes the same data in native code, and turbo-stream then carries one string,
 * which the browser parses natively too.
 *
 * Both sides must render the same values. JSON leaves out what is `undefined` and writes a
 * non-finite number as null, so only data that is JSON already goes this way (what the JSON APIs
 * answer, checked finite; the catalogue's rows). The server renders from the value itself,
 * without parsing its text again, only when the value is exactly what the browser will parse:
 * plain objects and arrays, strings, booleans, null and finite numbers, no `undefined` anywhere.
 * Otherwise it parses the text as the browser does.
 *
 * Those values are kept per request (`JsonValues`, the load context's `jsonValues`, handed to the
 * render by entry.server.tsx), not in a store of the module: a client navigation's data request
 * has loaders but no render, and a module's store kept its values until newer requests pushed
 * them out.
 */
export type JsonText<T> = string & { readonly jsonTextOf: T };

/** One request's values its loaders made texts of, by text: what its render may use as they are. */
export type JsonValues = Map<string, unknown>;

/** This request's values on the server (entry.server.tsx); the browser has none and parses. */
export const JsonValuesContext = createContext<JsonValues | null>(null);

/** The value as one JSON text; `values`, the request's store, keeps the value for its render. */
export function toJsonText<T>(value: T, values?: JsonValues): JsonText<T> {
  const text = JSON.stringify(value);
  if (values && isExactlyJson(value)) values.set(text, value);
  return text as JsonText<T>;
}

/** The value again: the one the loader made when `values` holds it, else the text parsed. */
export function fromJsonText<T>(text: JsonText<T>, values?: JsonValues | null): T {
  const made = values?.get(text);
  return (made !== undefined ? made : JSON.parse(text)) as T;
}

/** A component's value of a JSON text: parsed once per text, the loader's own value on the server. */
export function useJsonText<T>(text: JsonText<T>): T {
  const values = useContext(JsonValuesContext);
  return useMemo(() => fromJsonText(text, values), [text, values]);
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
