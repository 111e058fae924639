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

/** The most of a service answer that is read: the real answers are a few kilobytes. */
export const SERVICE_ANSWER_LIMIT_BYTES = 1024 * 1024;

export class AnswerTooLargeError extends Error {
  override name = "AnswerTooLargeError";
}

/**
 * The body as text, read as a stream and abandoned (connection cancelled) as soon as it passes
 * `limitBytes`, whatever Content-Length claims or whether it is sent at all: a huge or endless
 * answer costs at most the limit in memory.
 */
export async function readCappedText(response: Response, limitBytes = SERVICE_ANSWER_LIMIT_BYTES): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError(`answer declares ${declared} bytes`);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(`answer passed ${limitBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

export function failureOf(error: unknown): ServiceFailure {
  if (error instanceof AnswerTooLargeError) return "too-large";
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "timeout";
  if (error instanceof SyntaxError) return "malformed";
  return "network";
}
