import type { ServiceFailure } from "./exchange-rate";

/** {base}/{path}?query, whether or not the configured base ends with a slash. */
export function serviceUrl(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(path, base.endsWith("/") ? base : `${base}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

/** A GET that gives up after `timeoutMs`, body included (the signal covers reading it too). */
export function fetchWithTimeout(url: URL, timeoutMs: number, accept: string): Promise<Response> {
  return fetch(url, { headers: { Accept: accept }, signal: AbortSignal.timeout(timeoutMs) });
}

export function failureOf(error: unknown): ServiceFailure {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "timeout";
  if (error instanceof SyntaxError) return "malformed";
  return "network";
}
