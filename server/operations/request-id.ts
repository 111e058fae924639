import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Every request gets an id of its own (never the client's: a forged one could mix up logs),
 * sent back as X-Request-Id, written next to every error in the log and shown on error pages,
 * so a visitor's report leads to the log line.
 */
export const requestId: RequestHandler = (_request, response, next) => {
  const id = randomUUID();
  response.locals.requestId = id;
  response.setHeader("X-Request-Id", id);
  next();
};

export function requestIdOf(locals: Record<string, unknown>): string {
  return typeof locals.requestId === "string" ? locals.requestId : "unknown";
}
