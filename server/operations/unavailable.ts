import type { Request, Response } from "express";
import { requestIdOf } from "./request-id";

const TEXTS = {
  "en-us": {
    title: "Temporarily unavailable",
    body: "The site is busy or being restored. Please try again in a few seconds.",
    reference: "Reference",
  },
  "zh-cn": {
    title: "暂时无法访问",
    body: "网站繁忙或正在恢复，请几秒钟后重试。",
    reference: "参考编号",
  },
} as const;

/**
 * A 503 with Retry-After, in the page's language (from the path), as JSON for API clients and
 * HTML otherwise; never cached.
 */
export function answerUnavailable(request: Request, response: Response, retryAfterSeconds: number) {
  const language = request.path.startsWith("/zh-cn") ? "zh-cn" : "en-us";
  const texts = TEXTS[language];
  const id = requestIdOf(response.locals);
  response.status(503).set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" });
  const wantsJson = request.path.startsWith("/api/") || request.path.endsWith(".data") || !request.accepts("html");
  if (wantsJson) {
    response.json({ error: texts.body, requestId: id });
    return;
  }
  response
    .type("html")
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${texts.title}</title></head>` +
        `<body><main><h1>${texts.title}</h1><p>${texts.body}</p><p>${texts.reference}: <code>${id}</code></p></main></body></html>`,
    );
}
