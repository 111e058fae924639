import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares a presented service key with the configured one in constant time. Both are hashed
 * first so the comparison has equal lengths and its duration says nothing about either key.
 */
export function serviceKeyMatches(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return expected.length > 0 && timingSafeEqual(digest(presented), digest(expected));
}

/** The key a request presents: `Authorization: Bearer <key>`, else a `key` field. */
export function presentedKey(request: Request, fields: URLSearchParams | FormData | null): string | null {
  const header = request.headers.get("Authorization");
  const bearer = header ? /^Bearer\s+(.+)$/i.exec(header.trim())?.[1] : undefined;
  if (bearer) return bearer;
  const field = fields?.get("key");
  return typeof field === "string" && field !== "" ? field : null;
}
