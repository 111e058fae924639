import type { RequestHandler } from "express";
import { overdueKey } from "../arrival-order.js";

export type LimiterOptions = {
  /** Requests worked on at once. */
  concurrency: number;
  /** Requests allowed to wait for a slot; beyond that the answer is an immediate 503. */
  queue: number;
  /** The longest a request waits for a slot before it gets a 503 instead. */
  maxWaitMs: number;
};

type Waiter = { grant: () => void; timer: NodeJS.Timeout };

/**
 * Bounds the work in flight. Without it 100 simultaneous page requests all start at once,
 * share the CPU and the database pool, and each takes as long as all of them (seconds, with
 * time-outs); with it a few run at full speed, a bounded queue waits, and the rest are told at
 * once to come back (503 + Retry-After) — a fast no instead of a slow maybe.
 */
export function createConcurrencyLimiter(options: LimiterOptions) {
  let running = 0;
  const waiting: Waiter[] = [];

  function release() {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.grant();
    } else running -= 1;
  }

  /** Resolves with a release function once a slot is free; `null` when refused (queue full or waited too long). */
  function acquire(): Promise<(() => void) | null> {
    const once = () => {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    };
    if (running < options.concurrency) {
      running += 1;
      return Promise.resolve(once());
    }
    if (waiting.length >= options.queue) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        // The slot passes straight from the finishing request to this one: `running` is unchanged.
        grant: () => resolve(once()),
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          resolve(null);
        }, options.maxWaitMs),
      };
      waiting.push(waiter);
    });
  }

  return {
    acquire,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type ConcurrencyLimiter = ReturnType<typeof createConcurrencyLimiter>;

/** Seconds a refused client is told to wait. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/**
 * Whether the arrival queue (server/arrival-order.js) marked the request: it waited too long for
 * its turn, or found the queue full. Refused like one the limiter turns away.
 */
function isOverdue(request: object): boolean {
  return (request as Record<symbol, unknown>)[overdueKey] === true;
}

/**
 * Express middleware: each request holds a slot until its answer is finished or the client
 * leaves. `refuse` writes the 503 (also for a request marked overdue).
 */
export function limitConcurrency(limiter: ConcurrencyLimiter, refuse: RequestHandler): RequestHandler {
  return (request, response, next) => {
    if (isOverdue(request)) return refuse(request, response, next);
    void limiter.acquire().then((release) => {
      if (!release) return refuse(request, response, next);
      // A client that gave up while queued leaves at once; its slot goes to the next.
      if (response.destroyed || request.destroyed) return release();
      response.once("finish", release);
      response.once("close", release);
      next();
    });
  };
}
