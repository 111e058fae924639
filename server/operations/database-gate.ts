import type { RequestHandler } from "express";
import { databaseAnswers } from "~/utils/database-health.server";
import { answerUnavailable } from "./unavailable";

export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * While the database is away every page would fail: answer 503 with Retry-After at once
 * instead, and let requests through again as soon as it answers (re-applying the schema
 * when it came back empty) — no restart needed.
 */
export const databaseGate: RequestHandler = (request, response, next) => {
  databaseAnswers().then(
    (up) => (up ? next() : answerUnavailable(request, response, DATABASE_RETRY_AFTER_SECONDS)),
    next,
  );
};
