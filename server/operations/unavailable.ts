import type { Request, Response } from "express";
import { sendAnswer } from "../answers";
import { requestIdOf } from "./request-id";

/** A 503 with Retry-After and the request id, through the server's one error answer (server/answers). */
export function answerUnavailable(request: Request, response: Response, retryAfterSeconds: number) {
  sendAnswer(request, response, 503, { retryAfter: retryAfterSeconds, requestId: requestIdOf(response.locals) });
}
