/**
 * Pure rules for requests before React Router sees them: how many body bytes a request may
 * send, which addresses and bodies are unreadable, and which Cache-Control an answer gets.
 * docs/decisions/006-request-limits.md explains the numbers.
 */
import { readCookies } from "~/utils/cookies.server";

export const KB = 1024;
export const limits = { form: 64 * KB, savedData: 256 * KB, other: 16 * KB } as const;
/** JSON nesting allowed on JSON endpoints; deeper bodies answer 400 before JSON.parse. */
export { maxJsonDepth } from "~/utils/request-json";

export function isApiPath(path: string): boolean {
  return /^\/(?:[a-z]{2}-[a-z]{2}\/)?api(?:\/|$)/i.test(path);
}

const savedDataPaths = /^\/api\/data\/(?:create_entry|update_entry)\/?$/i;

export function isFormType(contentType: string | undefined): boolean {
  return /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType ?? "");
}

export function isJsonType(contentType: string | undefined): boolean {
  return /^\s*application\/(?:[\w.+-]*\+)?json\b/i.test(contentType ?? "");
}

/**
 * The body limit of a request. Saved calculator data may be large, but only for a client that
 * shows credentials (a key header or a session cookie) — an anonymous client gets the small limit,
 * so nothing large is read before the route authenticates.
 */
export function bodyLimit(method: string, path: string, headers: { contentType?: string; authorization?: string; cookie?: string }): number {
  if (method === "GET" || method === "HEAD") return 0;
  const credentials = Boolean(headers.authorization) || hasSessionCookie(headers.cookie);
  if (savedDataPaths.test(path) && credentials) return limits.savedData;
  if (isFormType(headers.contentType)) return limits.form;
  return limits.other;
}

/** A client that shows who it is: its answers are never shared. */
export function hasCredentials(headers: { cookie?: string; authorization?: string }): boolean {
  return Boolean(headers.authorization) || hasSessionCookie(headers.cookie);
}

export function hasSessionCookie(cookie: string | undefined): boolean {
  const cookies = readCookies(cookie);
  return Boolean(cookies.mc_session || cookies["__Host-mc_session"]);
}

/** Decodes percent-encoding strictly: undefined for broken escapes, overlong UTF-8 or NUL. */
export function strictDecode(text: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return undefined;
  }
  return decoded.includes("\u0000") ? undefined : decoded;
}

/** Whether a form-urlencoded text (a query string or a body) decodes cleanly. */
export function isReadableUrlencoded(text: string): boolean {
  if (!text) return true;
  return text.split("&").every((pair) => strictDecode(pair.replace(/\+/g, " ")) !== undefined);
}

/** 404 for an unreadable path, 400 for an unreadable query, undefined when the address is fine. */
export function unreadableUrlStatus(url: string): 400 | 404 | undefined {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
  if (strictDecode(path) === undefined || /[\u0000-\u001f\u007f]/.test(path)) return 404;
  if (queryStart !== -1 && !isReadableUrlencoded(url.slice(queryStart + 1))) return 400;
  return undefined;
}

/** The deepest nesting of a JSON text: the one rule of app/utils/request-json.ts, for bodies before anything parses them. */
export { jsonDepthExceeds } from "~/utils/request-json";

/** Anonymous pages: a minute in the browser, five in a shared cache, then served stale while it revalidates. */
export const anonymousPageCacheControl = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
const privateAnswer = { cacheControl: "private, no-store", vary: [], etag: false } as const;

export type CachePolicy = {
  cacheControl: string;
  /** Request headers that change this answer, for `Vary`. */
  vary: readonly string[];
  /** Whether the answer gets an ETag and may be answered 304 (public answers only). */
  etag: boolean;
};

/**
 * Cache-Control of an answer: anything personal or changing state is private and never stored.
 * A client showing credentials (a session cookie or an Authorization header), a write, an
 * error and a redirect (the language redirects read the cookie and Accept-Language) are
 * `private, no-store`. An anonymous page keeps its route's public policy or gets
 * `anonymousPageCacheControl`; an API answer is public only when its route says so. Public
 * answers vary by Cookie (the session and the language cookie) and get an ETag.
 */
export function cachePolicy(input: { method: string; path: string; signedIn: boolean; status: number; routeCacheControl: string | null }): CachePolicy {
  const { method, path, signedIn, status, routeCacheControl } = input;
  if (method !== "GET" && method !== "HEAD") return privateAnswer;
  if (signedIn || status >= 300) return privateAnswer;
  const routeIsPublic = routeCacheControl !== null && !/\bprivate\b|\bno-store\b/i.test(routeCacheControl);
  if (isApiPath(path)) return routeIsPublic ? { cacheControl: routeCacheControl, vary: ["Cookie"], etag: true } : privateAnswer;
  if (routeIsPublic) return { cacheControl: routeCacheControl, vary: ["Cookie"], etag: true };
  if (routeCacheControl) return { cacheControl: routeCacheControl, vary: [], etag: false };
  return { cacheControl: anonymousPageCacheControl, vary: ["Cookie"], etag: true };
}
