import type { Request, Response } from "express";
import { defaultLanguage, getLanguage, isSupportedLanguage, type LanguageCode } from "~/i18n/languages";
import { escapeHtml } from "../html";
import { isApiPath } from "../request-policy";
import { answerPhrases } from "./phrases";

/**
 * Server-level error answers (body too large, bad encoding, overload…), given before React
 * Router runs: an HTML page in the visitor's language (guessed from the path prefix), or JSON
 * `{ message }` for /api paths and clients that ask for JSON.
 */
export type AnswerOptions = {
  /** Seconds, sent as Retry-After and said in the text. */
  retryAfter?: number;
  /** Shown to the visitor so a log line can be found. */
  requestId?: string;
  /** Replaces the status's standard message. */
  message?: string;
};

/** The site's language table decides, as for pages: an unknown or missing prefix is the default. */
export function languageOfPath(path: string): LanguageCode {
  const segments = path.split("/");
  // The Home site's pages live under /for-home/{lang}/.
  const segment = (segments[1]?.toLowerCase() === "for-home" ? segments[2] : segments[1])?.toLowerCase();
  return isSupportedLanguage(segment) ? segment : defaultLanguage;
}

export function wantsJson(path: string, accept: string | undefined): boolean {
  if (isApiPath(path)) return true;
  if (!accept) return false;
  return /\bapplication\/(?:[\w.+-]*\+)?json\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

export type RenderedAnswer = { status: number; headers: Record<string, string>; body: string };

/** The answer as data, so it can be tested and sent by any server. */
export function renderAnswer(status: number, path: string, accept: string | undefined, options: AnswerOptions = {}): RenderedAnswer {
  const language = languageOfPath(path);
  const phrases = answerPhrases[language];
  const text = phrases.statuses[status] ?? phrases.fallback;
  const message = options.message ?? text.message;
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if (options.retryAfter !== undefined) headers["Retry-After"] = String(Math.max(0, Math.ceil(options.retryAfter)));
  if (options.requestId) headers["X-Request-Id"] = options.requestId;
  if (wantsJson(path, accept)) {
    headers["Content-Type"] = "application/json; charset=utf-8";
    const body: Record<string, string> = { message };
    if (options.requestId) body.requestId = options.requestId;
    return { status, headers, body: JSON.stringify(body) };
  }
  headers["Content-Type"] = "text/html; charset=utf-8";
  const lines = [message];
  if (options.retryAfter !== undefined) lines.push(phrases.retry(Math.max(0, Math.ceil(options.retryAfter))));
  const body = `<!doctype html>
<html lang="${getLanguage(language).htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<main><h1>${escapeHtml(text.title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${options.requestId ? `<p><small>${escapeHtml(phrases.requestId)}: <code>${escapeHtml(options.requestId)}</code></small></p>` : ""}
<p><a href="/${language}">${escapeHtml(phrases.home)}</a></p></main>
</body></html>`;
  return { status, headers, body };
}

/** Sends the answer on an Express response (the security headers set earlier stay). */
export function sendAnswer(request: Request, response: Response, status: number, options: AnswerOptions = {}): void {
  const path = request.originalUrl.split("?")[0] ?? "/";
  const answer = renderAnswer(status, path, request.get("accept"), options);
  if (response.headersSent) {
    response.end();
    return;
  }
  response.status(answer.status).set(answer.headers);
  if (request.method === "HEAD") response.end();
  else response.send(answer.body);
}
