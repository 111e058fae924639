import { getEnv } from "~/utils/env.server";
import { OVERLOAD_RETRY_AFTER_SECONDS, createConcurrencyLimiter, limitConcurrency } from "./concurrency-limit";
import { answerUnavailable } from "./unavailable";

const env = getEnv();

/** The process-wide bound on work in flight (REQUEST_CONCURRENCY, REQUEST_QUEUE, REQUEST_QUEUE_WAIT_MS). */
export const overloadLimit = limitConcurrency(
  createConcurrencyLimiter({ concurrency: env.REQUEST_CONCURRENCY, queue: env.REQUEST_QUEUE, maxWaitMs: env.REQUEST_QUEUE_WAIT_MS }),
  (request, response) => answerUnavailable(request, response, OVERLOAD_RETRY_AFTER_SECONDS),
);

/**
 * The bound of the arrival queue in front of the limiter (server/arrival-order.js): as many
 * requests waiting as the limiter let in before (at work and queued), for as long.
 */
export const arrivalLimits = { maxWaiting: env.REQUEST_CONCURRENCY + env.REQUEST_QUEUE, maxWaitMs: env.REQUEST_QUEUE_WAIT_MS };
