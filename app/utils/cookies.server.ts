/**
 * The one reader of Cookie headers, on the `cookie` package (the parser React Router uses).
 * Values come back as sent: no percent-decoding, so each cookie's own reader decides what its
 * value may look like (a token pattern, a language code, a zod schema) and nothing is decoded
 * twice. Of two cookies with one name the first counts, as browsers send the most specific first.
 */
import { parseCookie } from "cookie";

const asSent = (value: string) => value;

/** Every cookie of a header by name. */
export function readCookies(header: string | null | undefined): Record<string, string | undefined> {
  return parseCookie(header ?? "", { decode: asSent });
}

/** One cookie's value, or undefined when the header has none by that name. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return readCookies(header)[name];
}

/**
 * Whether every `name=value` part of the header is a cookie of its own: false when a name
 * comes twice (only the first would be read) or a part has no "=" (it would be skipped).
 */
export function isUnambiguous(header: string | null | undefined): boolean {
  const parts = (header ?? "").split(";").filter((part) => part.trim());
  return parts.length === Object.keys(readCookies(header)).length;
}
