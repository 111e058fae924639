/**
 * The one way JSON that came with a request is parsed (a form field carrying JSON, a JSON body):
 * bounded in size and nesting before JSON.parse sees it, and refused when a string in it cannot
 * be stored. Without the bounds, 5,000 nested `[` overflowed the stack of every walk over the
 * value (a 500); PostgreSQL's text and jsonb cannot hold U+0000, and jsonb refuses an unpaired
 * surrogate (`\udc00`), so such a value failed at the insert, also as a 500.
 */

/** Nesting allowed in any JSON from a request: the site's deepest value (a collection's folders) is 4 levels. */
export const maxJsonDepth = 32;
/** Characters allowed in one JSON text from a request: the saved-data body limit (256 KB). */
export const maxJsonLength = 256 * 1024;

export type JsonProblem = "syntax" | "depth" | "size" | "character";
export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: JsonProblem };

/** Whether a JSON text nests deeper than `max`, counted without recursion (strings skipped). */
export function jsonDepthExceeds(text: string, max = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 92) index++; // backslash: skip the escaped character
      else if (character === 34) inString = false;
    } else if (character === 34) inString = true;
    else if (character === 91 || character === 123) {
      if (++depth > max) return true;
    } else if (character === 93 || character === 125) depth--;
  }
  return false;
}

// A high surrogate not followed by a low one, or a low one not after a high one.
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no U+0000 and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !unpairedSurrogate.test(text);
}

/** Whether every string of a parsed JSON value, its object keys included, is storable. */
export function isStorableJson(value: unknown): boolean {
  // A list rather than recursion: the value's depth is bounded, but the walk need not rely on it.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (!isStorableText(next)) return false;
    } else if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (!isStorableText(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

/** Parses JSON from a request: size, then nesting, then syntax, then storable strings. */
export function parseRequestJson(text: string, options: { maxLength?: number; maxDepth?: number } = {}): ParsedJson {
  if (text.length > (options.maxLength ?? maxJsonLength)) return { ok: false, problem: "size" };
  if (jsonDepthExceeds(text, options.maxDepth ?? maxJsonDepth)) return { ok: false, problem: "depth" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "syntax" };
  }
  return isStorableJson(value) ? { ok: true, value } : { ok: false, problem: "character" };
}
